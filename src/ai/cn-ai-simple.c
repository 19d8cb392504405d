/* cn-ai-simple.c: the simple built-in bot and the random legal player
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai.h"

#include <string.h>

/* The simple bot plays the obvious move at each step and asks the engine
 * whether it is allowed: take the pile with a natural pair, meld every
 * rank it holds three of, lay off on its side's melds, finish canastas
 * with wilds, discard the least useful card. It never enumerates all
 * moves unless its own ideas are all refused, which keeps it cheap enough
 * for the benchmark and the soak tests. */

static gboolean
allowed (const CnState *s,
         const CnMove  *m)
{
  return cn_check (s, m, NULL);
}

static gboolean
try_wild (const CnState *s,
          int            seat,
          CnMove        *m)
{
  int base = m->n;

  if (cn_move_append (s, seat, CN_RANK_TWO, 1, m) && allowed (s, m))
    return TRUE;
  m->n = base;
  if (cn_move_append (s, seat, CN_RANK_JOKER, 1, m) && allowed (s, m))
    return TRUE;
  m->n = base;
  return FALSE;
}

static gboolean
choose_draw (const CnState *s,
             int            seat,
             CnMove        *m)
{
  CnCard top = cn_state_pile_top (s);

  if (top != CN_CARD_NONE && cn_card_is_natural (top))
    {
      int rank = cn_card_rank (top);
      int have = cn_state_count_rank (s, seat, rank);

      if (have >= 2)
        {
          cn_move_start (m, CN_MOVE_TAKE_PILE, seat);
          cn_move_append (s, seat, rank, have, m);
          if (allowed (s, m))
            return TRUE;
          /* A premiado pozo takes exactly three naturals. */
          if (have > 3 && s->rules->premiado_naturals > 0)
            {
              m->n = s->rules->premiado_naturals;
              if (allowed (s, m))
                return TRUE;
            }
          m->n = 2;
          if (allowed (s, m))
            return TRUE;
        }
      cn_move_start (m, CN_MOVE_TAKE_PILE, seat);
      if (allowed (s, m))
        return TRUE;
      if (have == 1 && s->pile_n >= 4)
        {
          cn_move_append (s, seat, rank, 1, m);
          if (try_wild (s, seat, m))
            return TRUE;
        }
    }
  cn_move_start (m, CN_MOVE_DRAW, seat);
  return TRUE;
}

static int
discard_score (const CnState *s,
               int            seat,
               CnCard         card)
{
  int side = cn_state_side_of (s, seat);
  int rank = cn_card_rank (card);
  int score;

  /* Lower is a better discard. */
  if (cn_card_is_black_three (card))
    return -100;
  if (cn_card_is_wild (card))
    return 1000 + cn_rules_card_value (s->rules, card);
  score = cn_state_count_rank (s, seat, rank) * 40 + cn_rules_card_value (s->rules, card);
  for (int i = 0; i < s->n_melds[side]; i++)
    if (s->melds[side][i].rank == rank)
      score += 200;
  return score;
}

static gboolean
choose_play (const CnState *s,
             int            seat,
             CnMove        *m)
{
  int side = cn_state_side_of (s, seat);
  CnCard order[CN_N_KINDS];
  int scores[CN_N_KINDS];
  int n = 0;

  /* Where going out needs the partner's leave, ask when the hand can. */
  if (s->rules->ask_rule == CN_ASK_REQUIRED && !s->asked && !s->turn_melded &&
      cn_state_can_go_out (s))
    {
      cn_move_start (m, CN_MOVE_ASK_GO_OUT, seat);
      if (allowed (s, m))
        return TRUE;
    }

  /* Lay naturals off on the side's melds. */
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      if (meld->closed || !cn_rank_is_natural (meld->rank))
        continue;
      if (cn_state_count_rank (s, seat, meld->rank) > 0)
        {
          cn_move_start (m, CN_MOVE_ADD, seat);
          m->rank = meld->rank;
          cn_move_append (s, seat, meld->rank, CN_MOVE_CAP, m);
          if (allowed (s, m))
            return TRUE;
        }
    }

  /* New melds: three or more naturals, then a pair with a wild. */
  for (int rank = CN_RANK_KING; rank >= CN_RANK_ACE; rank--)
    {
      if (!cn_rank_is_natural (rank) || cn_state_count_rank (s, seat, rank) < 3)
        continue;
      cn_move_start (m, CN_MOVE_MELD, seat);
      cn_move_append (s, seat, rank, CN_MOVE_CAP, m);
      if (allowed (s, m))
        return TRUE;
    }
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    {
      if (!cn_rank_is_natural (rank) || cn_state_count_rank (s, seat, rank) != 2)
        continue;
      cn_move_start (m, CN_MOVE_MELD, seat);
      cn_move_append (s, seat, rank, 2, m);
      if (try_wild (s, seat, m))
        return TRUE;
    }

  /* Wilds that finish a canasta. */
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      if (meld->closed || meld->n < s->rules->canasta_size - 2 || meld->n >= s->rules->canasta_size)
        continue;
      cn_move_start (m, CN_MOVE_ADD, seat);
      m->rank = meld->rank;
      if (try_wild (s, seat, m))
        return TRUE;
    }

  /* Black threes, when they let the player go out. */
  if (s->hand_n[seat] <= 5)
    {
      cn_move_build (s, CN_MOVE_MELD, seat, 0, 0, 0, 0, CN_MOVE_CAP, m);
      if (m->n >= 3 && allowed (s, m))
        return TRUE;
    }

  /* Discard the least useful card the rules allow. */
  for (int k = 0; k < CN_N_KINDS; k++)
    if (s->hand[seat][k])
      {
        int score = discard_score (s, seat, k);
        int j = n++;

        while (j > 0 && scores[j - 1] > score)
          {
            order[j] = order[j - 1];
            scores[j] = scores[j - 1];
            j--;
          }
        order[j] = k;
        scores[j] = score;
      }
  for (int i = 0; i < n; i++)
    {
      cn_move_discard (m, seat, order[i]);
      if (allowed (s, m))
        return TRUE;
    }
  return FALSE;
}

void
cn_ai_cut_choose (const CnState *s,
                  uint64_t       rng[4],
                  CnMove        *m)
{
  int min, max, target;
  int low, high;

  /* A cutter aims at the exact cut, and lifts a few cards more or less. */
  cn_state_cut_range (s, &min, &max);
  target = cn_state_cut_target (s);
  low = CLAMP (target - 12, min, max);
  high = CLAMP (target + 12, min, max);
  cn_move_start (m, CN_MOVE_CUT, cn_state_actor (s));
  m->cut = (uint8_t) (low + (int) cn_rng_below (rng, (uint32_t) (high - low + 1)));
}

void
cn_ai_simple_choose (const CnState *s,
                     CnMove        *m)
{
  int seat = cn_state_actor (s);

  g_return_if_fail (s->phase != CN_PHASE_ROUND_OVER);

  if (s->phase == CN_PHASE_CUT)
    {
      /* The simple bot has no generator of its own: a copy of the state's
       * is as good as any, and keeps it deterministic. */
      uint64_t rng[4];

      memcpy (rng, s->rng, sizeof rng);
      cn_ai_cut_choose (s, rng, m);
      return;
    }

  if (s->phase == CN_PHASE_ASKING)
    {
      int hand_value = 0;

      for (int k = 0; k < CN_N_KINDS; k++)
        hand_value += s->hand[seat][k] * cn_rules_card_value (s->rules, k);
      cn_move_start (m, CN_MOVE_ANSWER_GO_OUT, seat);
      m->yes = hand_value <= 60;
      return;
    }

  if (s->phase == CN_PHASE_DRAW)
    {
      choose_draw (s, seat, m);
      return;
    }

  if (choose_play (s, seat, m))
    return;

  /* Every idea refused (an opening half made, a partner's "yes" to honour):
   * the engine's own list always holds a way on. */
  {
    CnMoveList *list = g_new (CnMoveList, 1);

    cn_legal_moves (s, list);
    g_assert (list->n > 0);
    *m = list->moves[0];
    for (int i = 0; i < list->n; i++)
      if (list->moves[i].kind == CN_MOVE_MELD || list->moves[i].kind == CN_MOVE_ADD)
        {
          *m = list->moves[i];
          break;
        }
    g_free (list);
  }
}

void
cn_ai_random_choose (const CnState *s,
                     uint64_t       rng[4],
                     CnMoveList    *scratch,
                     CnMove        *m)
{
  cn_legal_moves (s, scratch);
  g_assert (scratch->n > 0);
  *m = scratch->moves[cn_rng_below (rng, scratch->n)];
}
