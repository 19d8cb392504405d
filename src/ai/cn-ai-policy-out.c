/* cn-ai-policy-out.c: the policy's opening and going out
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-policy-private.h"

/* The turns that must meld to a target, the opening's minimum or going
 * out, are where the order of melds matters: these list every legal move
 * and choose among them. Whether the turn can go out at all is asked
 * first, cheaply. */

/* Whether the seat to play plainly cannot go out this turn: too many
 * cards that no meld takes, or too few canastas within reach. Those are
 * most positions, and they are answered before the turn solver runs, the
 * costliest thing a decision asks (cn_ai_can_go_out). */
gboolean
_cn_ai_policy_plainly_stuck (const CnState *s)
{
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int canastas, reachable = 0;
  int twos, jokers, wilds;
  int stranded = 0, pairs = 0;
  int blacks;
  int8_t melds[CN_N_RANKS];

  if (s->phase != CN_PHASE_PLAY || s->answer == CN_ANSWER_NO)
    return TRUE;

  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  find_melds (s, side, melds);
  /* Counted without a branch on each rank's cards, which would be
   * mispredicted at every other rank; only two stranded cards stop it. */
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank = rank == CN_RANK_ACE ? 4 : rank + 1)
    {
      int have = cn_state_count_rank (s, seat, rank);
      int index = melds[rank];
      int melded = index >= 0;
      int on_table = s->melds[side][melded ? index : 0].n & -melded;
      int short_pair = !melded & (have >= 2) & (have < rules->meld_min);

      stranded += !melded & (have == 1);
      if (stranded > 1)
        return TRUE;
      pairs += (rules->meld_min - have) & -short_pair;
      reachable += ((have > 0) | melded) & (on_table + have + wilds >= rules->canasta_size) &
                   (on_table < rules->canasta_size);
    }
  /* A pair goes down only with a wild; the pairs the wilds cannot lift
   * stay in the hand. */
  if (pairs > wilds)
    stranded += 2 * (pairs - wilds);
  blacks = black_threes_in_hand (s, seat);
  if (blacks > 0 && blacks < rules->black_three_meld_min)
    stranded += blacks;
  else if (blacks > rules->black_three_meld_max)
    stranded += blacks - rules->black_three_meld_max;
  if (stranded > 1)
    return TRUE;

  canastas = cn_state_canastas (s, side);
  if (rules->wild_melds != CN_WILD_MELDS_NONE && wilds >= 1)
    reachable++;
  return canastas + reachable < s->canastas_needed;
}

gboolean
cn_ai_can_go_out (const CnState *s)
{
  return !_cn_ai_policy_plainly_stuck (s) && cn_state_can_go_out (s);
}

/* ------------------------------------------------ whole-list fallbacks */

/* Opening: the legal meld worth most, sparing wilds. The candidates are
 * the melds and lay-offs cn_legal_moves would list, in its order, built
 * here without asking the engine about each: sorted by worth (a stable
 * sort keeps the list's order among equals), the first one the engine
 * accepts is the one the whole list's best would be. Most are refused by
 * the turn solver, so asking only until the first yes is what makes an
 * opening cheap. */
static int
opening_score (const CnState *s,
               const CnMove  *m)
{
  return move_value (s, m) - 30 * move_wilds (m);
}

static void
list_add (Ctx           *c,
          int           *scores,
          const CnMove  *m)
{
  CnMoveList *list = scratch (c);

  if (list->n >= CN_MAX_LEGAL)
    return;
  scores[list->n] = opening_score (c->s, m);
  list->moves[list->n++] = *m;
}

static void
opening_candidates (Ctx *c,
                    int *scores)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int twos, jokers, blacks;
  int max_w = rules->max_wilds;
  CnMove m;

  scratch (c)->n = 0;
  c->scratch->truncated = FALSE;
  wilds_in_hand (s, seat, &twos, &jokers);
  blacks = black_threes_in_hand (s, seat);

  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    {
      int have;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, seat, rank);
      for (int k = 2; k <= have; k++)
        for (int t = 0; t <= MIN (twos, max_w); t++)
          for (int j = 0; j <= MIN (jokers, max_w - t); j++)
            if (k + t + j >= rules->meld_min)
              {
                cn_move_build (s, CN_MOVE_MELD, seat, rank, k, t, j, 0, &m);
                list_add (c, scores, &m);
              }
    }

  for (int b = rules->black_three_meld_min; b <= MIN (blacks, rules->black_three_meld_max); b++)
    {
      cn_move_build (s, CN_MOVE_MELD, seat, 0, 0, 0, 0, b, &m);
      list_add (c, scores, &m);
    }

  if (rules->wild_melds != CN_WILD_MELDS_NONE)
    for (int t = 0; t <= twos; t++)
      for (int j = 0; j <= jokers; j++)
        if (t + j >= rules->wild_meld_min && t + j <= rules->canasta_size)
          {
            cn_move_build (s, CN_MOVE_MELD, seat, CN_RANK_JOKER, 0, t, j, 0, &m);
            list_add (c, scores, &m);
          }

  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      const CnMeld *meld = &s->melds[c->side][i];
      int have;

      if (meld->closed || meld->rank == CN_RANK_THREE)
        continue;
      have = meld->rank == CN_RANK_JOKER ? 0 : cn_state_count_rank (s, seat, meld->rank);
      for (int k = 0; k <= have; k++)
        for (int t = 0; t <= MIN (twos, max_w); t++)
          for (int j = 0; j <= MIN (jokers, max_w - t); j++)
            if (k + t + j > 0)
              {
                cn_move_build (s, CN_MOVE_ADD, seat, meld->rank, k, t, j, 0, &m);
                list_add (c, scores, &m);
              }
    }
}

gboolean
_cn_ai_policy_choose_opening (Ctx    *c,
                              CnMove *m)
{
  CnMoveList *list = scratch (c);
  int scores[CN_MAX_LEGAL];
  int order[CN_MAX_LEGAL];

  opening_candidates (c, scores);
  for (int i = 0; i < list->n; i++)
    {
      int j = i;

      while (j > 0 && scores[order[j - 1]] < scores[i])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int i = 0; i < list->n; i++)
    if (cn_check (c->s, &list->moves[order[i]], NULL))
      {
        *m = list->moves[order[i]];
        return TRUE;
      }
  return FALSE;
}

/* The most this turn could meld toward the opening: every natural of a
 * rank the hand can meld or lay off, the best pairs the wilds can lift,
 * every wild and the black threes. An upper bound of the turn solver's. */
static int
opening_reach (Ctx *c)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int reach = s->turn_points;
  int twos, jokers, wilds;
  int pairs[CN_N_RANKS];
  int n_pairs = 0;
  int blacks = black_threes_in_hand (s, seat);

  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  for (int rank = CN_RANK_KING; rank >= CN_RANK_ACE; rank--)
    {
      int have, value;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, seat, rank);
      value = have * cn_rules_card_value (rules, CN_CARD (rank, 0));
      if (have == 0)
        continue;
      if (have >= rules->meld_min || side_meld (c, c->side, rank) >= 0)
        reach += value;
      else if (have >= 2)
        {
          /* Kept in order of worth, for the wilds to lift the best. */
          int j = n_pairs++;

          while (j > 0 && pairs[j - 1] < value)
            {
              pairs[j] = pairs[j - 1];
              j--;
            }
          pairs[j] = value;
        }
    }
  for (int i = 0; i < n_pairs && i < wilds; i++)
    reach += pairs[i];
  reach += twos * rules->value_two + jokers * rules->value_joker;
  if (blacks >= rules->black_three_meld_min)
    reach += MIN (blacks, rules->black_three_meld_max) * rules->value_black_three;
  return reach;
}

/* Could this turn go out concealed, which skips the opening minimum? It
 * needs a canasta from the hand's own cards. */
static gboolean
concealed_possible (Ctx *c)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int twos, jokers, wilds, most = 0;

  if (!rules->concealed_allowed || !rules->concealed_skips_minimum || s->pile_pending ||
      (s->melded_earlier & (1u << seat)))
    return FALSE;
  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    if (cn_rank_is_natural (rank))
      most = MAX (most, cn_state_count_rank (s, seat, rank) + s->turn_nat[rank] + s->turn_wild[rank]);
  return most + wilds >= rules->canasta_size ||
         (rules->wild_melds != CN_WILD_MELDS_NONE && wilds >= rules->canasta_size);
}

/* Can an opening still be made this turn? FALSE only when it certainly
 * cannot, before asking the engine about each meld. */
gboolean
_cn_ai_policy_opening_possible (Ctx *c)
{
  return opening_reach (c) >= cn_state_opening_minimum (c->s, c->side) || concealed_possible (c);
}

gboolean
cn_ai_opening_possible (const CnState *state)
{
  uint64_t rng[4] = { 1, 2, 3, 4 };
  Ctx c = { state, NULL, FALSE, rng, NULL, NULL, state->turn, 0 };

  c.side = cn_state_side_of (state, c.seat);
  return _cn_ai_policy_opening_possible (&c);
}

/* Going out: melds that keep the way out open, biggest first (among
 * equals, the first the engine would list). */
gboolean
_cn_ai_policy_choose_going_out (Ctx    *c,
                                CnMove *m)
{
  const CnState *s = c->s;
  CnMoveList *list = scratch (c);
  int scores[CN_MAX_LEGAL];
  int order[CN_MAX_LEGAL];
  CnState filled;

  /* The candidates are played on the table: a bare view's gets its
   * hidden places filled first, as the engine plays only on whole
   * positions (what the hidden cards are changes nothing asked below). */
  if (c->bare != NULL)
    {
      filled = *s;
      _cn_ai_view_fill (&filled, c->bare);
      s = &filled;
    }
  /* Among melds of as many cards, one that leaves a natural canasta
   * natural comes first: a wild goes onto it only when nothing else
   * keeps the way out open. */
  opening_candidates (c, scores);
  for (int i = 0; i < list->n; i++)
    scores[i] = 2 * list->moves[i].n + (cn_ai_spoils_canasta (s, &list->moves[i]) == 0);
  for (int i = 0; i < list->n; i++)
    {
      int j = i;

      while (j > 0 && scores[order[j - 1]] < scores[i])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int i = 0; i < list->n; i++)
    {
      const CnMove *cand = &list->moves[order[i]];
      CnState after = *s;

      if (!cn_apply (&after, cand, NULL, NULL))
        continue;
      if (after.phase == CN_PHASE_ROUND_OVER || cn_ai_can_go_out (&after))
        {
          *m = *cand;
          return TRUE;
        }
    }
  if (s->hand_n[c->seat] == 1)
    {
      cn_move_start (m, CN_MOVE_DISCARD, c->seat);
      m->n = 1;
      for (int k = 0; k < CN_N_KINDS; k++)
        if (s->hand[c->seat][k])
          m->cards[0] = k;
      if (ok (c, m))
        return TRUE;
    }
  return FALSE;
}

void
_cn_ai_policy_first_legal (Ctx    *c,
                           CnMove *m)
{
  CnMoveList *list = scratch (c);

  cn_legal_moves (c->s, list);
  if (list->n == 0)
    {
      /* Only a sampled position that contradicts what the table showed
       * can leave no move; the caller's cn_apply refuses this one. */
      cn_move_start (m, CN_MOVE_DRAW, c->seat);
      return;
    }
  *m = list->moves[0];
  for (int i = 0; i < list->n; i++)
    if (list->moves[i].kind == CN_MOVE_MELD || list->moves[i].kind == CN_MOVE_ADD ||
        list->moves[i].kind == CN_MOVE_DISCARD)
      {
        *m = list->moves[i];
        return;
      }
}
