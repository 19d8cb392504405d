/* canasta-game-moves.c: the moves a person at the screen makes
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-game-private.h"

/* --------------------------------------------------------------- actions */

static gboolean
refuse (CnVerdict *verdict,
        CnCode     code)
{
  memset (verdict, 0, sizeof *verdict);
  verdict->code = code;
  return FALSE;
}

static gboolean
prepare_move (CanastaGame *self,
              CnMove      *move,
              CnVerdict   *verdict)
{
  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return refuse (verdict, CN_ERR_ROUND_OVER);
  /* At a table hosted elsewhere, moves made one after another before the
   * host answers are judged in turn (_canasta_game_remote_play). */
  if (self->remote != NULL)
    return TRUE;
  if (!canasta_game_get_viewer_can_act (self))
    return refuse (verdict, CN_ERR_NOT_YOUR_TURN);

  move->seat = cn_state_actor (&self->state);
  return TRUE;
}

/* What the engine does with a move of the person at the screen. */
typedef enum
{
  MOVE_CHECK,        /* judges it */
  MOVE_PLAY,         /* plays it */
  MOVE_TAKE_CHOICE,  /* a take naming no cards: the take that means, played */
} MoveWay;

/* Every move of the person at the screen has one shape: it is theirs to
 * make now (prepare_move), then the engine judges or plays it. verdict
 * may be NULL. */
static gboolean
make_move (CanastaGame *self,
           CnMove      *move,
           CnVerdict   *verdict,
           MoveWay      way)
{
  CnVerdict local;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (verdict == NULL)
    verdict = &local;
  if (!prepare_move (self, move, verdict))
    return FALSE;

  switch (way)
    {
    case MOVE_CHECK:
      return cn_check (&self->state, move, verdict);
    case MOVE_TAKE_CHOICE:
      if (!cn_take_choice (&self->state, move, verdict))
        return FALSE;
      G_GNUC_FALLTHROUGH;
    case MOVE_PLAY:
    default:
      return _canasta_game_apply_move (self, move, verdict);
    }
}

gboolean
canasta_game_check (CanastaGame *self,
                    CnMove      *move,
                    CnVerdict   *verdict)
{
  return make_move (self, move, verdict, MOVE_CHECK);
}

gboolean
canasta_game_play (CanastaGame *self,
                   CnMove      *move,
                   CnVerdict   *verdict)
{
  return make_move (self, move, verdict, MOVE_PLAY);
}

static void
fill_cards (CnMove               *move,
            const CanastaCardSet *cards)
{
  if (cards == NULL)
    return;

  move->n = MIN (cards->n, CN_MOVE_CAP);
  memcpy (move->cards, cards->cards, move->n);
}

gboolean
canasta_game_draw (CanastaGame *self,
                   CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_DRAW };

  return canasta_game_play (self, &move, verdict);
}

/* Takes the pile with the cards of with, or, when it names none, with
 * the take a player naming no cards means (cn_take_choice): the top card
 * laid off, or a natural pair of its rank, never a wild card. */
gboolean
canasta_game_take_pile (CanastaGame          *self,
                        const CanastaCardSet *with,
                        CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_TAKE_PILE };

  if (with != NULL && with->n > 0)
    {
      fill_cards (&move, with);
      return make_move (self, &move, verdict, MOVE_PLAY);
    }
  return make_move (self, &move, verdict, MOVE_TAKE_CHOICE);
}

gboolean
canasta_game_take_pile_move (CanastaGame          *self,
                             const CanastaCardSet *with,
                             CnMove               *move)
{
  CnVerdict verdict;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  memset (move, 0, sizeof *move);
  move->kind = CN_MOVE_TAKE_PILE;
  if (!prepare_move (self, move, &verdict))
    return FALSE;
  if (with != NULL && with->n > 0)
    {
      fill_cards (move, with);
      return TRUE;
    }
  return cn_take_choice (&self->state, move, &verdict);
}

gboolean
canasta_game_meld (CanastaGame          *self,
                   const CanastaCardSet *cards,
                   CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_MELD };

  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_add (CanastaGame          *self,
                  CnRank                rank,
                  const CanastaCardSet *cards,
                  CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_ADD, .rank = rank };

  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_discard (CanastaGame *self,
                      CnCard       card,
                      CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { card } };

  return canasta_game_play (self, &move, verdict);
}

/* The cut points the cutter may aim at (cards lifted from the top of the
 * pack), and where the deal makes it exact. */
void
canasta_game_get_cut_range (CanastaGame *self,
                            int         *min,
                            int         *max,
                            int         *exact)
{
  int lo = 0, hi = 0;

  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->started && self->state.phase == CN_PHASE_CUT)
    cn_state_cut_range (&self->state, &lo, &hi);
  if (min != NULL)
    *min = lo;
  if (max != NULL)
    *max = hi;
  if (exact != NULL)
    *exact = self->started && self->state.phase == CN_PHASE_CUT ? cn_state_cut_target (&self->state) : 0;
}

/* The person cutting aims at a point of the pack; a hand lifting a pack of
 * 162 cards cannot count them, so the cut lands up to CUT_SPREAD cards
 * either side of the aim (from the game's seed and round, so a replayed
 * game cuts the same). A computer cutter aims no better (cn_ai_cut_choose). */
#define CUT_SPREAD 3

int
canasta_game_cut_for_aim (CanastaGame *self,
                          int          aim)
{
  int min, max;
  uint64_t rng[4];

  g_return_val_if_fail (CANASTA_IS_GAME (self), aim);

  if (!self->started || self->state.phase != CN_PHASE_CUT)
    return aim;
  cn_state_cut_range (&self->state, &min, &max);
  cn_rng_seed (rng, self->game.seed ^ ((guint64) self->game.round << 16) ^ 0x637574);
  aim += (int) cn_rng_below (rng, 2 * CUT_SPREAD + 1) - CUT_SPREAD;
  return CLAMP (aim, min, max);
}

gboolean
canasta_game_cut (CanastaGame *self,
                  int          aim,
                  CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_CUT };

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  move.cut = (uint8_t) CLAMP (canasta_game_cut_for_aim (self, aim), 0, G_MAXUINT8);
  return canasta_game_play (self, &move, verdict);
}

/* Adds to the side's meld at index (the side on screen, as the melds list
 * model gives them): where one rank has several melds (uruguayan) or wild
 * cards go on a meld of wild cards, the index says which. */
gboolean
canasta_game_add_to_meld (CanastaGame          *self,
                          int                   index,
                          const CanastaCardSet *cards,
                          CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_ADD };

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (index >= 0 && index < CN_MAX_MELDS, FALSE);

  cn_move_set_meld_index (&move, index);
  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

void
canasta_game_lay_off_move (CanastaGame          *self,
                           CnRank                rank,
                           int                   index,
                           const CanastaCardSet *cards,
                           CnMove               *move)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (move != NULL);

  memset (move, 0, sizeof *move);
  move->kind = CN_MOVE_ADD;
  move->rank = rank;
  move->seat = canasta_game_get_actor (self);
  if (index >= 0 && index < CN_MAX_MELDS)
    cn_move_set_meld_index (move, index);
  fill_cards (move, cards);
}

/* The index (as for canasta_game_add_to_meld) of the one meld of the
 * acting side that cards may be laid off on now, or -1 when no meld or
 * more than one would take them. */
int
canasta_game_sole_meld_for (CanastaGame          *self,
                            const CanastaCardSet *cards)
{
  int side, found = -1;

  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  g_return_val_if_fail (cards != NULL, -1);

  if (!self->started || self->state.phase != CN_PHASE_PLAY)
    return -1;
  side = cn_state_side_of (&self->state, cn_state_actor (&self->state));
  for (int i = 0; i < self->state.n_melds[side]; i++)
    {
      CnMove move = { .kind = CN_MOVE_ADD };

      cn_move_set_meld_index (&move, i);
      fill_cards (&move, cards);
      if (!canasta_game_check (self, &move, NULL))
        continue;
      if (found >= 0)
        return -1;
      found = i;
    }
  return found;
}

/* Whether the natural cards of cards are of more than one rank. */
gboolean
canasta_game_cards_span_ranks (const CanastaCardSet *cards)
{
  int rank = -1;

  g_return_val_if_fail (cards != NULL, FALSE);

  for (guint i = 0; i < cards->n; i++)
    {
      if (cn_card_is_wild (cards->cards[i]))
        continue;
      if (rank >= 0 && (int) cn_card_rank (cards->cards[i]) != rank)
        return TRUE;
      rank = cn_card_rank (cards->cards[i]);
    }
  return FALSE;
}

/* Plans the lay-offs of canasta_game_lay_off_each on a copy of the state
 * and applies them there: each rank's cards on the side's meld of that
 * rank, in the order the ranks first come; then the wild cards, on the
 * one meld that takes them. */
static CanastaLayOff
plan_lay_offs (CnState              *work,
               const CanastaCardSet *cards,
               CnMove               *moves,
               int                  *n_moves,
               CnVerdict            *verdict)
{
  int seat = cn_state_actor (work);
  int side = cn_state_side_of (work, seat);
  gboolean done[CN_MOVE_CAP] = { FALSE };
  guint n = MIN (cards->n, CN_MOVE_CAP);
  CnMove wild = { .kind = CN_MOVE_ADD, .seat = seat };
  int found = -1;

  *n_moves = 0;
  for (guint i = 0; i < n; i++)
    {
      CnMove move = { .kind = CN_MOVE_ADD, .seat = seat };

      if (done[i] || cn_card_is_wild (cards->cards[i]))
        continue;
      move.rank = cn_card_rank (cards->cards[i]);
      for (guint j = i; j < n; j++)
        if (!done[j] && !cn_card_is_wild (cards->cards[j]) && cn_card_rank (cards->cards[j]) == move.rank)
          {
            move.cards[move.n++] = cards->cards[j];
            done[j] = TRUE;
          }
      if (!cn_apply (work, &move, verdict, NULL))
        return CANASTA_LAY_OFF_REFUSED;
      moves[(*n_moves)++] = move;
    }

  for (guint i = 0; i < n; i++)
    if (cn_card_is_wild (cards->cards[i]))
      wild.cards[wild.n++] = cards->cards[i];
  if (wild.n == 0)
    return CANASTA_LAY_OFF_DONE;

  for (int i = 0; i < work->n_melds[side]; i++)
    {
      CnMove move = wild;

      cn_move_set_meld_index (&move, i);
      if (!cn_check (work, &move, NULL))
        continue;
      if (found >= 0)
        return CANASTA_LAY_OFF_PICK_MELD;
      found = i;
    }
  if (found < 0)
    {
      /* Said as the first rank's meld would say it. */
      wild.rank = moves[0].rank;
      cn_check (work, &wild, verdict);
      return CANASTA_LAY_OFF_REFUSED;
    }
  cn_move_set_meld_index (&wild, found);
  if (!cn_apply (work, &wild, verdict, NULL))
    return CANASTA_LAY_OFF_REFUSED;
  moves[(*n_moves)++] = wild;
  return CANASTA_LAY_OFF_DONE;
}

/* Lays cards of several natural ranks off on the acting side's melds,
 * each on its own meld, as one engine lay-off per meld: all or nothing,
 * every lay-off checked in turn on a copy of the position before any is
 * made. Wild cards among them go on the one meld that would take them;
 * where several would, the naturals go down and the wild cards stay for
 * the player to pick their meld. */
CanastaLayOff
canasta_game_lay_off_each (CanastaGame          *self,
                           const CanastaCardSet *cards,
                           CnVerdict            *verdict)
{
  CnMove probe = { .kind = CN_MOVE_ADD };
  CnMove moves[CN_MOVE_CAP];
  CnVerdict local;
  g_autofree CnState *work = NULL;
  CanastaLayOff result;
  int n_moves;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_LAY_OFF_REFUSED);
  g_return_val_if_fail (cards != NULL, CANASTA_LAY_OFF_REFUSED);

  if (verdict == NULL)
    verdict = &local;
  if (!prepare_move (self, &probe, verdict))
    return CANASTA_LAY_OFF_REFUSED;
  if (cards->n == 0)
    {
      refuse (verdict, CN_ERR_BAD_MOVE);
      return CANASTA_LAY_OFF_REFUSED;
    }

  work = g_memdup2 (&self->state, sizeof self->state);
  result = plan_lay_offs (work, cards, moves, &n_moves, verdict);
  if (result == CANASTA_LAY_OFF_REFUSED)
    return result;

  /* Where the wild cards wait for a pick, the naturals go down already:
   * each of them had one meld only. */
  for (int i = 0; i < n_moves; i++)
    if (!canasta_game_play (self, &moves[i], verdict))
      return CANASTA_LAY_OFF_REFUSED;
  return result;
}

gboolean
canasta_game_ask_go_out (CanastaGame *self,
                         CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_ASK_GO_OUT };

  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_answer_go_out (CanastaGame *self,
                            gboolean     yes,
                            CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_ANSWER_GO_OUT, .yes = !!yes };

  return canasta_game_play (self, &move, verdict);
}
