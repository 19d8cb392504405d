/* cn-undo.c: taking back the moves of a turn
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "cn-undo.h"

gboolean
cn_move_undoable (const CnState *state,
                  const CnMove  *move)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  return state->phase == CN_PHASE_PLAY && move->seat == state->turn &&
         (move->kind == CN_MOVE_MELD || move->kind == CN_MOVE_ADD);
}

gboolean
cn_replay (const CnState *from,
           const CnMove  *moves,
           int            n,
           CnState       *out,
           CnVerdict     *verdict)
{
  CnVerdict local;

  g_return_val_if_fail (from != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (n == 0 || moves != NULL, FALSE);

  if (verdict == NULL)
    verdict = &local;
  memset (verdict, 0, sizeof *verdict);

  *out = *from;
  for (int i = 0; i < n; i++)
    if (!cn_apply (out, &moves[i], verdict, NULL))
      return FALSE;

  return TRUE;
}

#define SAME(field) (a->field == b->field)
#define SAME_ARRAY(field, n) (memcmp (a->field, b->field, (n) * sizeof a->field[0]) == 0)

static gboolean
same_meld (const CnMeld *a,
           const CnMeld *b)
{
  return SAME (rank) && SAME (n) && SAME (n_wild) && SAME (closed) && SAME_ARRAY (cards, a->n);
}

/* Field by field, not memcmp: the engine copies positions by assignment,
 * which need not copy the padding between fields. Cards past a pile's or a
 * meld's count are not part of the position. */
gboolean
cn_state_same (const CnState *a,
               const CnState *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (!(SAME (rules) && memcmp (&a->options, &b->options, sizeof a->options) == 0 &&
        SAME (n_players) && SAME (n_sides) && SAME (hand_size) && SAME (draw_count) &&
        SAME (canastas_needed) && SAME (dealer) && SAME (turn) && SAME (phase) &&
        SAME (answer) && SAME (asked) && SAME_ARRAY (scores, CN_MAX_SIDES) &&
        SAME_ARRAY (hand_n, CN_MAX_SEATS) && SAME (stock_n) && SAME (pile_n) &&
        SAME (pile_freezers) && SAME (pile_sideways) && SAME_ARRAY (n_melds, CN_MAX_SIDES) &&
        SAME_ARRAY (n_red_threes, CN_MAX_SIDES) && SAME_ARRAY (opened, CN_MAX_SIDES) &&
        SAME (melded_earlier) && SAME (had_turn) && SAME (took_pile) && SAME (pile_pending) &&
        SAME (black_threes_down) && SAME (turn_points) && SAME_ARRAY (turn_nat, CN_N_RANKS) &&
        SAME_ARRAY (turn_wild, CN_N_RANKS) && SAME (turn_melded) && SAME (end) &&
        SAME (out_seat) && SAME (out_concealed) && SAME (full_deck) &&
        SAME (moda) && SAME (exact_cut_side) && SAME (premiado_taken) && SAME (pozo_down) &&
        SAME (asked_at_draw) && SAME (last_turn) &&
        SAME_ARRAY (rng, 4) && SAME (move_count)))
    return FALSE;

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    if (!SAME_ARRAY (hand[seat], CN_N_KINDS))
      return FALSE;
  if (!SAME_ARRAY (stock, a->stock_n) || !SAME_ARRAY (pile, a->pile_n))
    return FALSE;
  for (int side = 0; side < CN_MAX_SIDES; side++)
    {
      if (!SAME_ARRAY (red_threes[side], a->n_red_threes[side]))
        return FALSE;
      for (int i = 0; i < a->n_melds[side]; i++)
        if (!same_meld (&a->melds[side][i], &b->melds[side][i]))
          return FALSE;
    }

  return TRUE;
}

#undef SAME
#undef SAME_ARRAY

gboolean
cn_turn_undo (const CnState *base,
              const CnMove  *moves,
              int            n,
              int            n_undo,
              const CnState *current,
              CnState       *out)
{
  g_autofree CnState *replayed = NULL;
  g_autofree CnState *kept = NULL;
  CnState step;

  g_return_val_if_fail (base != NULL && current != NULL && out != NULL, FALSE);
  g_return_val_if_fail (n_undo >= 1 && n_undo <= n, FALSE);

  /* Every move of the record is one the casual rule lets a player take
   * back, played in this turn from the base. */
  step = *base;
  for (int i = 0; i < n; i++)
    {
      if (!cn_move_undoable (&step, &moves[i]) || !cn_apply (&step, &moves[i], NULL, NULL))
        return FALSE;
    }

  /* The record is the turn as it was played. */
  replayed = g_new (CnState, 1);
  if (!cn_replay (base, moves, n, replayed, NULL) || !cn_state_same (replayed, current))
    return FALSE;

  /* The turn without the undone moves: the kept ones from the base. */
  kept = g_new (CnState, 1);
  if (!cn_replay (base, moves, n - n_undo, kept, NULL))
    return FALSE;

  *out = *kept;
  return TRUE;
}
