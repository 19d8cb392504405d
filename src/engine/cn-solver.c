/* cn-solver.c: can this turn still end legally?
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* Source 000 refuses a move at the moment it is made when it leaves no
 * legal way to finish the turn: a first meld the rest of the hand cannot
 * lift to the opening minimum, a meld that leaves one card and no canasta,
 * a "yes" to "may I go out?" that the hand can no longer honour.
 *
 * The question is whether some set of further melds and lay-offs from the
 * hand exists after which the player can discard and keep a card, or go
 * out. Suits never matter and wilds differ only in value, so a dynamic
 * programme over the natural ranks suffices. Its state: wilds used so far,
 * canastas completed, naturals left in hand (0, 1, 2, 3 or more) and,
 * for concealed going out, whether a canasta was made from this turn's
 * cards alone; its value is the most points meldable. */

#define MAX_W      24
#define CAP_C      3
#define CAP_L      3
#define MAX_K      (4 * 3)  /* naturals of one rank in a hand: four suits, three decks */

/* A cell of a row: canastas completed c, naturals left l, concealed canasta h. */
#define CELL(c, l, h) ((((c) * (CAP_L + 1)) + (l)) * 2 + (h))
#define N_CELLS       CELL (CAP_C, CAP_L, 1) + 1

G_STATIC_ASSERT (N_CELLS <= 32);

/* One row per number of wilds used; reached has a bit per cell holding a
 * value, so the programme visits only the cells it reached (a handful)
 * and never clears the values. */
typedef struct
{
  int      v[MAX_W + 1][N_CELLS];
  uint32_t reached[MAX_W + 1];
} Table;

static void
table_clear (Table *t,
             int    wilds)
{
  memset (t->reached, 0, (size_t) (wilds + 1) * sizeof t->reached[0]);
}

static inline void
table_offer (Table *t,
             int    w,
             int    cell,
             int    pts)
{
  uint32_t bit = 1u << cell;

  if (!(t->reached[w] & bit))
    {
      t->reached[w] |= bit;
      t->v[w][cell] = pts;
    }
  else if (pts > t->v[w][cell])
    t->v[w][cell] = pts;
}

static const int natural_ranks[] = {
  CN_RANK_ACE, 4, 5, 6, 7, 8, 9, CN_RANK_TEN, CN_RANK_JACK, CN_RANK_QUEEN, CN_RANK_KING,
};

static gboolean
shape (const CnRules *rules,
       int            rank,
       int            naturals,
       int            wilds)
{
  int a, b;

  return cn_meld_shape (rules, rank, naturals, wilds, &a, &b) == CN_OK;
}

/* A way to meld k naturals and ww wilds of one rank, whatever the cell it
 * starts from: the points it adds, the naturals of the rank it leaves in
 * the hand (keep), and whether it completes a canasta (bump_c) or a
 * canasta of this turn's cards alone (bump_h). */
typedef struct
{
  int     pts;
  uint8_t ww;
  uint8_t keep;
  uint8_t bump_c;
  uint8_t bump_h;
} Step;

/* Runs the programme; concealed demands that this turn's cards form valid
 * melds on their own. out_only: only going out counts (it leaves at most
 * one card, so at most one natural), and a cell left with two naturals or
 * more, which every cell after it is too (the naturals left only grow),
 * is not kept. Returns the final table, one of the two given. */
static Table *
run (const CnState *s,
     gboolean       concealed,
     gboolean       out_only,
     int            wilds_in_hand,
     const int8_t   melds[CN_N_RANKS],
     Table         *cur,
     Table         *next)
{
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int max_ww = MIN (rules->max_wilds, wilds_in_hand);
  int max_l = out_only ? 1 : CAP_L;

  table_clear (cur, wilds_in_hand);
  table_offer (cur, 0, CELL (0, 0, 0), 0);

  for (unsigned i = 0; i < G_N_ELEMENTS (natural_ranks); i++)
    {
      int rank = natural_ranks[i];
      int in_hand = 0;
      int index = melds[rank];
      int have_nat = 0, have_wild = 0;
      int self_nat = s->turn_nat[rank], self_wild = s->turn_wild[rank];
      int value = cn_rules_card_value (rules, CN_CARD (rank, 0));
      /* The allowed steps, listed by wilds used so that a row's steps
       * that fit in the hand's wilds are the first few (upto[ww] of them
       * use at most ww wilds). The meld's shape after a step depends on
       * the step alone: judged once here rather than in every cell. */
      Step steps[(MAX_K + 1) * (MAX_W + 1)];
      int upto[MAX_W + 1];
      int n_steps = 0;

      for (int suit = 0; suit < 4; suit++)
        in_hand += s->hand[seat][CN_CARD (rank, suit)];
      if (index >= 0)
        {
          have_nat = s->melds[side][index].n - s->melds[side][index].n_wild;
          have_wild = s->melds[side][index].n_wild;
        }

      if (in_hand == 0 && index < 0)
        continue;
      g_assert (in_hand <= MAX_K);

      for (int ww = 0; ww <= max_ww; ww++)
        {
          for (int k = 0; k <= in_hand; k++)
            {
              Step *st = &steps[n_steps];

              if (out_only && in_hand - k > 1)
                continue;
              st->pts = k * value;
              st->ww = ww;
              st->keep = in_hand - k;
              st->bump_c = st->bump_h = FALSE;
              if (k + ww > 0)
                {
                  int total_before = have_nat + have_wild;
                  int total_after = total_before + k + ww;

                  if (!shape (rules, rank, have_nat + k, have_wild + ww))
                    continue;
                  st->bump_c = total_after >= rules->canasta_size &&
                               total_before < rules->canasta_size;
                }
              if (concealed && self_nat + k + self_wild + ww > 0)
                {
                  if (!shape (rules, rank, self_nat + k, self_wild + ww))
                    continue;
                  st->bump_h = self_nat + k + self_wild + ww >= rules->canasta_size;
                }
              n_steps++;
            }
          upto[ww] = n_steps;
        }

      table_clear (next, wilds_in_hand);
      for (int w = 0; w <= wilds_in_hand; w++)
        {
          int usable = upto[MIN (max_ww, wilds_in_hand - w)];

          for (uint32_t cells = cur->reached[w]; cells != 0; cells &= cells - 1)
            {
              int cell = __builtin_ctz (cells);
              int h = cell & 1;
              int l = (cell >> 1) % (CAP_L + 1);
              int c = (cell >> 1) / (CAP_L + 1);
              int base = cur->v[w][cell];

              for (int j = 0; j < usable; j++)
                {
                  const Step *st = &steps[j];
                  int nc = c + (st->bump_c & (c < CAP_C));
                  int nl = MIN (CAP_L, l + st->keep);

                  if (nl > max_l)
                    continue;
                  table_offer (next, w + st->ww, CELL (nc, nl, h | st->bump_h), base + st->pts);
                }
            }
        }
      {
        Table *t = cur;

        cur = next;
        next = t;
      }
    }
  return cur;
}

void
cn_solve (const CnState *s,
          CnSolveGoal    goal,
          CnSolveResult *r)
{
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int minimum = cn_state_opening_minimum (s, side);
  gboolean opening_needed = !s->opened[side];
  gboolean need_points = opening_needed && (s->turn_melded || s->pile_pending);
  gboolean must_out = goal == CN_SOLVE_GO_OUT || cn_turn_must_go_out (s);
  gboolean may_out;
  gboolean concealed_ok;
  int jokers = s->hand[seat][CN_CARD_JOKER];
  int twos = 0, black_threes = 0, wilds;
  int pile_extra = 0;
  int canastas;
  int black_threes_down = 0;
  gboolean ignoring_opening = FALSE;
  int8_t melds[CN_N_RANKS];
  Table a, b;
  Table *t;

  /* Where canastas close at seven, a rank can hold several melds and wild
   * cards melds of their own: that has a solver of its own. */
  if (rules->canasta_closes)
    {
      cn_solve_closed (s, goal, r);
      return;
    }
  memset (r, 0, sizeof *r);
  r->minimum = minimum;
  r->best_points = s->turn_points;

  if (!must_out && !need_points && s->hand_n[seat] >= 2)
    {
      r->feasible = TRUE;
      return;
    }

  canastas = cn_state_canastas (s, side);
  for (int suit = 0; suit < 4; suit++)
    twos += s->hand[seat][CN_CARD (CN_RANK_TWO, suit)];
  black_threes = s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
                 s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
  wilds = MIN (jokers + twos, MAX_W);
  /* Black threes taken from the pile in this turn: the hand's may join them. */
  if (cn_turn_took_black_three (s))
    {
      int index = cn_find_meld (s, side, CN_RANK_THREE);

      if (index >= 0)
        black_threes_down = s->melds[side][index].n;
    }
  if (s->pile_pending)
    for (int i = 0; i < s->pile_n; i++)
      if (!cn_card_is_red_three (s->pile[i]))
        pile_extra++;

  may_out = goal == CN_SOLVE_GO_OUT ||
            (s->answer != CN_ANSWER_NO &&
             (rules->ask_rule == CN_ASK_OPTIONAL || s->answer == CN_ANSWER_YES));
  concealed_ok = opening_needed && rules->concealed_allowed && rules->concealed_skips_minimum &&
                 !(s->melded_earlier & CN_SEAT_BIT (seat)) && !s->pile_pending &&
                 !(s->took_pile && rules->concealed_needs_stock_draw);

  /* The side's meld of each rank that still takes cards (the first, as
   * cn_find_meld finds it), looked up once for both passes. */
  memset (melds, -1, sizeof melds);
  for (int i = s->n_melds[side] - 1; i >= 0; i--)
    if (!s->melds[side][i].closed)
      melds[s->melds[side][i].rank] = i;

  for (int pass = 0; pass < 2; pass++)
    {
      gboolean concealed = pass == 1;

      if (concealed && !concealed_ok)
        break;
      /* Only going out can end the turn when it must go out, and only
       * going out counts in the concealed pass: the cells that leave two
       * cards or more never answer, and are not kept. */
      t = run (s, concealed, must_out || concealed, wilds, melds, &a, &b);

      /* The cells by wilds used, then by c, l and h (the order of their
       * bits): the first feasible one returns, with the best_points of
       * the cells visited before it, so the order is part of the answer. */
      for (int w = 0; w <= wilds; w++)
        for (uint32_t cells = t->reached[w]; cells != 0; cells &= cells - 1)
          {
            int cell = __builtin_ctz (cells);
            int h = cell & 1;
            int l = (cell >> 1) % (CAP_L + 1);
            int c = (cell >> 1) / (CAP_L + 1);
            int dp = t->v[w][cell];
            int used_jokers = MIN (w, jokers);
            int pts, left, total_canastas;
            gboolean points_ok;

            pts = s->turn_points + dp + used_jokers * rules->value_joker +
                  (w - used_jokers) * rules->value_two;
            left = l + (jokers + twos - w);
            total_canastas = canastas + c;
            points_ok = !opening_needed || pts >= minimum;

            /* Discard and keep a card. */
            if (!must_out && !concealed)
              {
                int f = left + black_threes + (s->pile_pending ? pile_extra : 0);
                gboolean ok_but_points = f >= 2;

                if (ok_but_points && (!need_points || pts >= minimum))
                  {
                    r->feasible = TRUE;
                    return;
                  }
                if (ok_but_points)
                  {
                    ignoring_opening = TRUE;
                    r->best_points = MAX (r->best_points, pts);
                  }
              }

            /* Go out, with the black threes melded last when there are
             * enough of them. */
            if (may_out && total_canastas >= s->canastas_needed)
              {
                for (int m3 = 0; m3 <= black_threes; m3++)
                  {
                    int f, p3;

                    if (m3 > 0 && (black_threes_down > 0
                                   ? black_threes_down + m3 > rules->black_three_meld_max
                                   : m3 < rules->black_three_meld_min ||
                                     m3 > rules->black_three_meld_max))
                      continue;
                    f = left + (black_threes - m3) + (s->pile_pending ? pile_extra : 0);
                    p3 = pts + m3 * rules->value_black_three;
                    if (f > 1 || (f == 0 && rules->go_out_must_discard))
                      continue;
                    if (concealed)
                      {
                        if (h && (f == 0 || !rules->concealed_no_discard))
                          {
                            r->feasible = TRUE;
                            return;
                          }
                        continue;
                      }
                    if (points_ok || (opening_needed && p3 >= minimum))
                      {
                        r->feasible = TRUE;
                        return;
                      }
                    ignoring_opening = TRUE;
                    r->best_points = MAX (r->best_points, p3);
                  }
              }
          }
    }

  r->opening_blocked = ignoring_opening && opening_needed;
}
