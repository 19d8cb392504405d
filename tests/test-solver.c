/* test-solver.c: the turn solver against a brute-force oracle
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-util.h"
#include "cn-private.h"

/* The solver answers "can this turn still end legally?" with a dynamic
 * programme over ranks. Here the same question is answered the slow way,
 * by trying every assignment of every hand card to "keep" or to a meld,
 * on thousands of random small positions. */

#define MAX_HAND 7

typedef struct
{
  CnCard cards[MAX_HAND];
  int    n;
} Hand;

static gboolean
shape_ok (const CnRules *rules, int rank, int naturals, int wilds)
{
  int a, b;

  return cn_meld_shape (rules, rank, naturals, wilds, &a, &b) == CN_OK;
}

/* dest[i]: -1 keep, else the rank the card goes to (CN_RANK_THREE for
 * black threes). */
static gboolean
assignment_ends_turn (const CnState *s,
                      const Hand    *hand,
                      const int     *dest,
                      gboolean       must_out)
{
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int add_nat[CN_N_RANKS] = { 0 }, add_wild[CN_N_RANKS] = { 0 };
  int kept = 0, points = s->turn_points, black = 0;
  int canastas = cn_state_canastas (s, side);
  int minimum = cn_state_opening_minimum (s, side);
  gboolean opening_needed = !s->opened[side];
  gboolean need_points = opening_needed && s->turn_melded;
  gboolean concealed_valid = TRUE, self_canasta = FALSE;
  gboolean may_out;

  for (int i = 0; i < hand->n; i++)
    {
      CnCard card = hand->cards[i];

      if (dest[i] < 0)
        {
          kept++;
          continue;
        }
      points += cn_rules_card_value (rules, card);
      if (dest[i] == CN_RANK_THREE)
        black++;
      else if (cn_card_is_wild (card))
        add_wild[dest[i]]++;
      else
        add_nat[dest[i]]++;
    }

  for (int rank = 0; rank < CN_N_RANKS; rank++)
    {
      int index, have_nat = 0, have_wild = 0, before;
      int self_nat = s->turn_nat[rank] + add_nat[rank];
      int self_wild = s->turn_wild[rank] + add_wild[rank];

      if (!cn_rank_is_natural (rank))
        continue;
      if (self_nat + self_wild > 0)
        {
          if (!shape_ok (rules, rank, self_nat, self_wild))
            concealed_valid = FALSE;
          if (self_nat + self_wild >= rules->canasta_size)
            self_canasta = TRUE;
        }
      if (add_nat[rank] + add_wild[rank] == 0)
        continue;
      index = cn_find_meld (s, side, rank);
      if (index >= 0)
        {
          have_nat = s->melds[side][index].n - s->melds[side][index].n_wild;
          have_wild = s->melds[side][index].n_wild;
        }
      before = have_nat + have_wild;
      if (!shape_ok (rules, rank, have_nat + add_nat[rank], have_wild + add_wild[rank]))
        return FALSE;
      if (before < rules->canasta_size &&
          before + add_nat[rank] + add_wild[rank] >= rules->canasta_size)
        canastas++;
    }

  may_out = must_out || s->answer != CN_ANSWER_NO;

  /* Stay: discard one card, keep at least one. */
  if (!must_out && black == 0 && kept >= 2 && (!need_points || points >= minimum))
    return TRUE;

  /* Go out. */
  if (!may_out || canastas < s->canastas_needed || kept > 1)
    return FALSE;
  if (cn_turn_took_black_three (s))
    {
      /* Black threes taken from the pile this turn: the hand's join them. */
      int index = cn_find_meld (s, side, CN_RANK_THREE);

      g_assert_cmpint (index, >=, 0);
      if (s->melds[side][index].n + black > rules->black_three_meld_max)
        return FALSE;
    }
  else if (black > 0 && (black < rules->black_three_meld_min ||
                         black > rules->black_three_meld_max))
    return FALSE;
  if (!opening_needed || points >= minimum)
    return TRUE;
  /* Concealed, without the minimum: this turn's cards valid on their own. */
  return !(s->melded_earlier & (1 << seat)) && concealed_valid && self_canasta && kept == 0;
}

static gboolean
brute_force (const CnState *s,
             const Hand    *hand,
             gboolean       must_out)
{
  int dest[MAX_HAND];
  int options[MAX_HAND][13];
  int n_options[MAX_HAND];
  long total = 1;

  for (int i = 0; i < hand->n; i++)
    {
      CnCard card = hand->cards[i];

      n_options[i] = 0;
      options[i][n_options[i]++] = -1;
      if (cn_card_is_wild (card))
        {
          for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
            if (cn_rank_is_natural (rank))
              options[i][n_options[i]++] = rank;
        }
      else if (cn_card_is_black_three (card))
        options[i][n_options[i]++] = CN_RANK_THREE;
      else
        options[i][n_options[i]++] = cn_card_rank (card);
      total *= n_options[i];
    }

  for (long code = 0; code < total; code++)
    {
      long c = code;

      for (int i = 0; i < hand->n; i++)
        {
          dest[i] = options[i][c % n_options[i]];
          c /= n_options[i];
        }
      if (assignment_ends_turn (s, hand, dest, must_out))
        return TRUE;
    }
  return FALSE;
}

/* The hand and the side's melds, for a failure message. */
static char *
describe (const CnState *s,
          const Hand    *hand)
{
  GString *str = g_string_new (NULL);
  char buf[4];

  for (int i = 0; i < hand->n; i++)
    g_string_append_printf (str, " %s", cn_card_to_string (hand->cards[i], buf));
  for (int m = 0; m < s->n_melds[0]; m++)
    {
      g_string_append (str, " |");
      for (int i = 0; i < s->melds[0][m].n; i++)
        g_string_append_printf (str, " %s", cn_card_to_string (s->melds[0][m].cards[i], buf));
    }
  return g_string_free (str, FALSE);
}

static CnCard
random_natural (uint64_t rng[4], int rank_bias)
{
  static const int ranks[] = { 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 };
  int rank = rank_bias >= 0 && cn_rng_below (rng, 2) ? rank_bias : ranks[cn_rng_below (rng, 11)];

  return CN_CARD (rank, cn_rng_below (rng, 4));
}

/* Up to MAX_HAND cards for the seat to play: naturals crowding the focus
 * rank, some wilds, and at most blacks black threes. */
static void
random_hand (uint64_t rng[4],
             CnState *s,
             Hand    *hand,
             int      focus,
             int      blacks)
{
  int n = 1 + cn_rng_below (rng, MAX_HAND);

  hand->n = 0;
  for (int i = 0; i < n; i++)
    {
      int kind = cn_rng_below (rng, 10);
      CnCard card;

      if (kind == 0)
        card = cn_rng_below (rng, 2) ? CN_CARD_JOKER : CN_CARD (2, 1);
      else if (kind == 1 && blacks-- > 0)
        card = CN_CARD (3, cn_rng_below (rng, 2) ? CN_SUIT_CLUBS : CN_SUIT_SPADES);
      else
        card = random_natural (rng, focus);
      hand->cards[hand->n++] = card;
      s->hand[s->turn][card]++;
      s->hand_n[s->turn]++;
    }
}

static void
random_position (uint64_t rng[4],
                 CnState *s,
                 Hand    *hand)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  int focus = cn_rng_below (rng, 2) ? 7 : 12;   /* ranks to crowd, so melds meet */

  cn_state_init_empty (s, rules, NULL, 4);
  s->scores[0] = (int) cn_rng_below (rng, 4) * 1500 - 500;
  s->turn = cn_rng_below (rng, 2) ? 0 : 2;
  s->phase = CN_PHASE_PLAY;

  /* The side's melds, some of them canastas. */
  if (cn_rng_below (rng, 3))
    {
      int melds = 1 + cn_rng_below (rng, 3);

      for (int m = 0; m < melds; m++)
        {
          static const int ranks[] = { 7, 12, 5, 9 };
          int rank = ranks[m];
          int size = 3 + cn_rng_below (rng, 5);
          int wilds = cn_rng_below (rng, 2);
          CnCard cards[8];

          for (int i = 0; i < size; i++)
            cards[i] = i < wilds ? CN_CARD (2, i) : CN_CARD (rank, i % 2);
          g_assert_true (cn_state_add_meld (s, 0, cards, size, NULL));
        }
    }
  for (int side = 0; side < 2; side++)
    s->opened[side] = s->n_melds[side] > 0;

  /* Sometimes the seat has melded this turn already, as part of opening. */
  if (cn_rng_below (rng, 3) == 0)
    {
      int rank = 8 + cn_rng_below (rng, 2);
      CnCard cards[3] = { CN_CARD (rank, 2), CN_CARD (rank, 3), CN_CARD (2, 3) };
      int k = cn_rng_below (rng, 2) ? 3 : 2;

      if (k == 2)
        cards[2] = CN_CARD (rank, 2);
      g_assert_true (cn_state_add_meld (s, 0, cards, 3, NULL));
      s->turn_melded = TRUE;
      for (int i = 0; i < 3; i++)
        {
          s->turn_points += cn_rules_card_value (rules, cards[i]);
          if (cn_card_is_wild (cards[i]))
            s->turn_wild[rank]++;
          else
            s->turn_nat[rank]++;
        }
    }
  if (cn_rng_below (rng, 2))
    s->melded_earlier |= 1 << s->turn;
  s->answer = cn_rng_below (rng, 4) == 0 ? CN_ANSWER_NO : CN_ANSWER_NONE;

  random_hand (rng, s, hand, focus, MAX_HAND);
}

static void
test_solver_oracle (void)
{
  uint64_t rng[4];
  int feasible = 0, infeasible = 0, compared = 0;

  cn_rng_seed (rng, 20261121);
  for (int trial = 0; trial < 6000; trial++)
    {
      CnState s;
      Hand hand;
      CnSolveResult r;
      gboolean expected;

      random_position (rng, &s, &hand);
      if (!cn_state_check_invariants (&s, NULL))
        continue;   /* too many copies of a card: draw again */

      for (int goal = 0; goal < 2; goal++)
        {
          CnState t = s;

          if (goal == CN_SOLVE_GO_OUT)
            t.answer = CN_ANSWER_NONE;
          cn_solve (&t, goal, &r);
          expected = brute_force (&t, &hand, goal == CN_SOLVE_GO_OUT);
          if (r.feasible != expected)
            {
              g_autofree char *text = describe (&t, &hand);

              g_error ("trial %d goal %d: solver says %d, brute force %d; hand%s; "
                       "opened %d, turn points %d, minimum %d, answer %d",
                       trial, goal, r.feasible, expected, text, t.opened[0],
                       t.turn_points, cn_state_opening_minimum (&t, 0), t.answer);
            }
          compared++;
          if (expected)
            feasible++;
          else
            infeasible++;
        }
    }
  g_test_message ("%d positions compared: %d feasible, %d not", compared, feasible, infeasible);
  /* Both answers must be well represented or the comparison proves little. */
  g_assert_cmpint (feasible, >, compared / 10);
  g_assert_cmpint (infeasible, >, compared / 10);
}

/* Italian: a black three just taken from the pile with black threes from
 * the hand, the rest of the pile in the hand. The turn must end by going
 * out, whatever goal the solver is asked. */
static void
random_black_three_take (uint64_t rng[4],
                         CnState *s,
                         Hand    *hand)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_ITALIAN);
  static const CnCard blacks[4] = {
    CN_CARD (3, CN_SUIT_CLUBS), CN_CARD (3, CN_SUIT_CLUBS),
    CN_CARD (3, CN_SUIT_SPADES), CN_CARD (3, CN_SUIT_SPADES),
  };
  int taken = 3 + cn_rng_below (rng, 2);
  int focus = cn_rng_below (rng, 2) ? 7 : 12;
  int melds = 1 + cn_rng_below (rng, 3);

  cn_state_init_empty (s, rules, NULL, cn_rng_below (rng, 2) ? 4 : 2);
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;

  for (int m = 0; m < melds; m++)
    {
      static const int ranks[] = { 7, 12, 5 };
      /* Canastas often enough that going out is in reach. */
      int size = m == 0 || cn_rng_below (rng, 2) ? 7 : 3 + cn_rng_below (rng, 4);
      int wilds = cn_rng_below (rng, 3);
      CnCard cards[8];

      wilds = MIN (wilds, size / 2);   /* italian: up to the naturals */
      for (int i = 0; i < size; i++)
        cards[i] = i < wilds ? CN_CARD (2, m + i) : CN_CARD (ranks[m], i % 4);
      g_assert_true (cn_state_add_meld (s, 0, cards, size, NULL));
    }
  s->opened[0] = TRUE;

  g_assert_true (cn_state_add_meld (s, 0, blacks, taken, NULL));
  s->took_pile = TRUE;
  s->turn_melded = TRUE;
  s->turn_nat[CN_RANK_THREE] = taken;
  s->turn_points = taken * rules->value_black_three;
  s->melded_earlier |= 1 << s->turn;

  random_hand (rng, s, hand, focus, 4 - taken);
}

static void
test_solver_black_three_take (void)
{
  uint64_t rng[4];
  int feasible = 0, infeasible = 0, compared = 0, went_out = 0;
  CnMoveList *list = g_new0 (CnMoveList, 1);

  cn_rng_seed (rng, 20261123);
  for (int trial = 0; trial < 6000; trial++)
    {
      CnState s;
      Hand hand;
      CnSolveResult stay, out;
      gboolean expected;

      random_black_three_take (rng, &s, &hand);
      if (!cn_state_check_invariants (&s, NULL))
        continue;
      g_assert_true (cn_turn_must_go_out (&s));

      cn_solve (&s, CN_SOLVE_END_TURN, &stay);
      cn_solve (&s, CN_SOLVE_GO_OUT, &out);
      expected = brute_force (&s, &hand, TRUE);
      if (stay.feasible != expected || out.feasible != expected)
        g_error ("trial %d: solver says %d (end turn) and %d (go out), brute force %d",
                 trial, stay.feasible, out.feasible, expected);
      compared++;
      if (expected)
        feasible++;
      else
        {
          infeasible++;
          continue;
        }

      /* Every legal move keeps the turn on its way out: a discard only as
       * the last card, anything else leaving a way to go out. */
      cn_legal_moves (&s, list);
      g_assert_cmpint (list->n, >, 0);
      for (int i = 0; i < list->n; i++)
        {
          CnState t = s;
          CnSolveResult after;

          g_assert_true (cn_apply (&t, &list->moves[i], NULL, NULL));
          if (t.phase == CN_PHASE_ROUND_OVER)
            {
              g_assert_cmpint (t.end, ==, CN_END_WENT_OUT);
              went_out++;
              continue;
            }
          g_assert_cmpint (list->moves[i].kind, !=, CN_MOVE_DISCARD);
          cn_solve (&t, CN_SOLVE_END_TURN, &after);
          g_assert_true (after.feasible);
        }
    }
  g_test_message ("%d positions compared: %d feasible, %d not; %d moves went out", compared,
                  feasible, infeasible, went_out);
  g_assert_cmpint (feasible, >, compared / 10);
  g_assert_cmpint (infeasible, >, compared / 10);
  g_assert_cmpint (went_out, >, 0);
  g_free (list);
}

/* ------------------------------------------ where canastas close (001) */

/* The same comparison for a variant whose canastas close at seven: several
 * melds of one rank, melds of wild cards, canastas counted by kind, the
 * last turn after the stock ran out. The brute force gives every hand card
 * a place (kept, an unfinished meld of the side, one of two new melds of
 * its rank or of wild cards, the black threes) and then checks the rules
 * as source 001 states them: a meld of a rank joins the side's unfinished
 * meld of that rank, so a new meld of a rank begins only once every
 * unfinished one of it is closed at seven, and each new one closes before
 * the next begins. */

#define CLOSED_HAND 6
#define KEEP        (-1)
#define NEW_NAT     100   /* + rank * 2 + slot */
#define NEW_WILD    200   /* + slot */
#define BLACK       300

typedef struct
{
  const CnState *s;
  const Hand    *hand;
  int            options[CLOSED_HAND][64];
  int            n_options[CLOSED_HAND];
  int            dest[CLOSED_HAND];
  gboolean       must_out;
} Closed;

static gboolean
closed_assignment_ends_turn (const Closed *c)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int add_nat[CN_MAX_MELDS] = { 0 }, add_wild[CN_MAX_MELDS] = { 0 }, add_jokers[CN_MAX_MELDS] = { 0 };
  int new_nat[CN_N_RANKS][2] = { { 0 } }, new_wild_n[CN_N_RANKS][2] = { { 0 } };
  int slot_jokers[2] = { 0 }, slot_twos[2] = { 0 };
  int kept = 0, black = 0, points = s->turn_points;
  int clean, dirty, canastas = cn_state_canastas (s, side);
  int minimum = cn_state_opening_minimum (s, side);
  gboolean wild, opening_needed = !s->opened[side];
  gboolean need_points = opening_needed && s->turn_melded;
  gboolean may_out;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild);

  for (int i = 0; i < c->hand->n; i++)
    {
      CnCard card = c->hand->cards[i];
      int d = c->dest[i];

      if (d == KEEP)
        {
          kept++;
          continue;
        }
      points += cn_rules_card_value (rules, card);
      if (cn_card_is_wild (card) && d != BLACK)
        wild = TRUE;
      if (d == BLACK)
        black++;
      else if (d >= NEW_WILD)
        {
          if (card == CN_CARD_JOKER)
            slot_jokers[d - NEW_WILD]++;
          else
            slot_twos[d - NEW_WILD]++;
        }
      else if (d >= NEW_NAT)
        {
          int rank = (d - NEW_NAT) / 2, slot = (d - NEW_NAT) % 2;

          if (cn_card_is_wild (card))
            new_wild_n[rank][slot]++;
          else
            new_nat[rank][slot]++;
        }
      else if (cn_card_is_wild (card))
        {
          add_wild[d]++;
          add_jokers[d] += card == CN_CARD_JOKER;
        }
      else
        add_nat[d]++;
    }

  /* The side's unfinished melds. */
  for (int m = 0; m < s->n_melds[side]; m++)
    {
      const CnMeld *meld = &s->melds[side][m];
      int n = meld->n + add_nat[m] + add_wild[m];
      CnCanastaKind kind;

      if (add_nat[m] + add_wild[m] == 0)
        continue;
      if (meld->rank == CN_RANK_JOKER)
        {
          int jokers = add_jokers[m];

          if (add_nat[m] > 0 || n > rules->canasta_size)
            return FALSE;
          for (int i = 0; i < meld->n; i++)
            jokers += meld->cards[i] == CN_CARD_JOKER;
          kind = n == rules->canasta_size ? cn_wild_canasta_kind (rules, jokers, n - jokers)
                                          : CN_CANASTA_NONE;
        }
      else
        {
          if (!shape_ok (rules, meld->rank, meld->n - meld->n_wild + add_nat[m],
                         meld->n_wild + add_wild[m]))
            return FALSE;
          kind = n < rules->canasta_size ? CN_CANASTA_NONE
                 : meld->n_wild + add_wild[m] == 0 ? CN_CANASTA_CLEAN : CN_CANASTA_DIRTY;
        }
      clean += kind == CN_CANASTA_CLEAN;
      dirty += kind == CN_CANASTA_DIRTY;
      canastas += kind != CN_CANASTA_NONE;
    }

  /* New melds of natural ranks, and the order they can begin in. */
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    {
      int open_new = 0, used = 0;

      for (int slot = 0; slot < 2; slot++)
        {
          int n = new_nat[rank][slot] + new_wild_n[rank][slot];

          if (n == 0)
            continue;
          used++;
          if (!shape_ok (rules, rank, new_nat[rank][slot], new_wild_n[rank][slot]))
            return FALSE;
          if (n < rules->canasta_size)
            open_new++;
          else
            {
              clean += new_wild_n[rank][slot] == 0;
              dirty += new_wild_n[rank][slot] > 0;
              canastas++;
            }
        }
      if (used == 0)
        continue;
      if (open_new > 1)
        return FALSE;
      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          if (meld->rank == rank && !meld->closed &&
              meld->n + add_nat[m] + add_wild[m] < rules->canasta_size)
            return FALSE;
        }
    }

  /* New melds of wild cards. */
  for (int slot = 0; slot < 2; slot++)
    {
      int n = slot_jokers[slot] + slot_twos[slot];
      CnCanastaKind kind;

      if (n == 0)
        continue;
      if (rules->premiado_ends_wild_melds && (s->premiado_taken & (1u << side)))
        return FALSE;
      if (n < rules->wild_meld_min || n > rules->canasta_size)
        return FALSE;
      kind = n == rules->canasta_size ? cn_wild_canasta_kind (rules, slot_jokers[slot],
                                                              slot_twos[slot])
                                      : CN_CANASTA_NONE;
      clean += kind == CN_CANASTA_CLEAN;
      dirty += kind == CN_CANASTA_DIRTY;
      canastas += kind != CN_CANASTA_NONE;
    }

  may_out = !s->last_turn &&
            (c->must_out || (s->answer != CN_ANSWER_NO &&
                             (rules->ask_rule == CN_ASK_OPTIONAL || s->answer == CN_ANSWER_YES)));

  /* Stay: discard one card and keep one; the last turn ends any way. */
  if (!c->must_out && black == 0 && (s->last_turn || kept >= 2) &&
      (!need_points || points >= minimum))
    return TRUE;

  /* Close. */
  if (!may_out || kept != 1 || !cn_closing_kinds_met (s, canastas, clean, dirty, wild))
    return FALSE;
  if (black > 0 && (black < rules->black_three_meld_min || black > rules->black_three_meld_max))
    return FALSE;
  return !opening_needed || points >= minimum;
}

static gboolean
closed_search (Closed *c,
               int     i)
{
  if (i == c->hand->n)
    return closed_assignment_ends_turn (c);
  /* Never so (closed_brute_force checks the hand's size), but the
   * compiler cannot tell. */
  if (i >= CLOSED_HAND)
    return FALSE;
  for (int o = 0; o < c->n_options[i]; o++)
    {
      /* Equal cards take their places in order: each arrangement once. */
      if (i > 0 && c->hand->cards[i] == c->hand->cards[i - 1] &&
          c->options[i][o] < c->dest[i - 1])
        continue;
      c->dest[i] = c->options[i][o];
      if (closed_search (c, i + 1))
        return TRUE;
    }
  return FALSE;
}

static gboolean
closed_brute_force (const CnState *s,
                    const Hand    *hand,
                    gboolean       must_out)
{
  Closed c = { s, hand, { { 0 } }, { 0 }, { 0 }, must_out };
  int side = cn_state_side_of (s, s->turn);
  gboolean ranks[CN_N_RANKS] = { FALSE };

  /* The hands of this comparison are the short ones (a place per card). */
  if (hand->n > CLOSED_HAND)
    g_error ("a hand of %d cards for a brute force of %d", hand->n, CLOSED_HAND);

  for (int i = 0; i < hand->n; i++)
    if (cn_card_is_natural (hand->cards[i]))
      ranks[cn_card_rank (hand->cards[i])] = TRUE;

  for (int i = 0; i < hand->n; i++)
    {
      CnCard card = hand->cards[i];
      int *opt = c.options[i];
      int n = 0;

      opt[n++] = KEEP;
      if (cn_card_is_black_three (card))
        opt[n++] = BLACK;
      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          if (meld->closed || meld->rank == CN_RANK_THREE)
            continue;
          if (cn_card_is_wild (card) || (cn_card_is_natural (card) &&
                                         (int) cn_card_rank (card) == meld->rank))
            opt[n++] = m;
        }
      for (int rank = 0; rank < CN_N_RANKS; rank++)
        if (ranks[rank] && (cn_card_is_wild (card) || (int) cn_card_rank (card) == rank))
          {
            opt[n++] = NEW_NAT + rank * 2;
            opt[n++] = NEW_NAT + rank * 2 + 1;
          }
      if (cn_card_is_wild (card))
        {
          opt[n++] = NEW_WILD;
          opt[n++] = NEW_WILD + 1;
        }
      c.n_options[i] = n;
    }
  return closed_search (&c, 0);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const CnCard *) a - (int) *(const CnCard *) b;
}

static void
closed_random_position (uint64_t rng[4],
                        CnState *s,
                        Hand    *hand)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_URUGUAYAN);
  static const int ranks[] = { 7, 12, 5 };
  int n;

  cn_state_init_empty (s, rules, NULL, 4);
  s->scores[0] = (int) cn_rng_below (rng, 6) * 3000 - 500;
  s->turn = cn_rng_below (rng, 2) ? 0 : 2;
  s->phase = CN_PHASE_PLAY;

  /* The side's melds of three ranks: none, closed canastas clean or dirty,
   * unfinished ones, sometimes two unfinished of one rank. */
  for (unsigned r = 0; r < G_N_ELEMENTS (ranks); r++)
    {
      int melds = cn_rng_below (rng, 3);

      for (int m = 0; m < melds; m++)
        {
          int size = cn_rng_below (rng, 3) ? 3 + cn_rng_below (rng, 4) : 7;
          int wilds = cn_rng_below (rng, 3) == 0 ? 1 + (size >= 5) : 0;
          CnCard cards[7];

          /* Two unfinished melds of a rank arise only from the pozo. */
          if (m == 1 && size < 7 && cn_rng_below (rng, 2))
            size = 7;
          for (int i = 0; i < size; i++)
            cards[i] = i < wilds ? CN_CARD (2, i % 4) : CN_CARD (ranks[r], (i + m) % 4);
          cn_state_add_meld (s, 0, cards, size, NULL);
        }
    }
  /* Wild melds. */
  if (cn_rng_below (rng, 3) == 0)
    {
      int size = cn_rng_below (rng, 2) ? 3 + cn_rng_below (rng, 4) : 7;
      int jokers = cn_rng_below (rng, size + 1);
      CnCard cards[7];

      for (int i = 0; i < size; i++)
        cards[i] = i < jokers ? CN_CARD_JOKER : CN_CARD (2, i % 4);
      cn_state_add_meld (s, 0, cards, size, NULL);
    }
  for (int side = 0; side < 2; side++)
    s->opened[side] = s->n_melds[side] > 0;

  /* Sometimes an opening begun this turn. */
  if (!s->opened[0] && cn_rng_below (rng, 2) == 0)
    {
      CnCard cards[3] = { CN_CARD (9, 0), CN_CARD (9, 1), CN_CARD (9, 2) };

      g_assert_true (cn_state_add_meld (s, 0, cards, 3, NULL));
      s->turn_melded = TRUE;
      s->turn_points = 30;
    }
  s->premiado_taken = cn_rng_below (rng, 4) == 0 ? 1 : 0;
  s->answer = cn_rng_below (rng, 4) == 0 ? CN_ANSWER_NO
            : cn_rng_below (rng, 3) == 0 ? CN_ANSWER_YES : CN_ANSWER_NONE;
  s->last_turn = cn_rng_below (rng, 8) == 0;

  n = 1 + cn_rng_below (rng, CLOSED_HAND);
  hand->n = 0;
  for (int i = 0; i < n; i++)
    {
      int kind = cn_rng_below (rng, 10);
      CnCard card;

      if (kind <= 1)
        card = cn_rng_below (rng, 2) ? CN_CARD_JOKER : CN_CARD (2, cn_rng_below (rng, 4));
      else if (kind == 2)
        card = CN_CARD (3, cn_rng_below (rng, 2) ? CN_SUIT_CLUBS : CN_SUIT_SPADES);
      else if (kind == 3)
        card = random_natural (rng, -1);
      else
        card = CN_CARD (ranks[cn_rng_below (rng, 3)], cn_rng_below (rng, 4));
      hand->cards[hand->n++] = card;
      s->hand[s->turn][card]++;
      s->hand_n[s->turn]++;
    }
  qsort (hand->cards, hand->n, sizeof hand->cards[0], compare_cards);
}

static void
test_solver_closed_oracle (void)
{
  uint64_t rng[4];
  int feasible = 0, infeasible = 0, compared = 0;

  cn_rng_seed (rng, 20261123);
  for (int trial = 0; trial < 12000; trial++)
    {
      CnState s;
      Hand hand;

      closed_random_position (rng, &s, &hand);
      if (!cn_state_check_invariants (&s, NULL))
        continue;   /* too many copies of a card: draw again */

      for (int goal = 0; goal < 2; goal++)
        {
          CnState t = s;
          CnSolveResult r;
          gboolean expected;

          if (goal == CN_SOLVE_GO_OUT)
            t.answer = CN_ANSWER_NONE;
          cn_solve (&t, goal, &r);
          expected = closed_brute_force (&t, &hand, goal == CN_SOLVE_GO_OUT ||
                                                    t.answer == CN_ANSWER_YES);
          if (r.feasible != expected)
            {
              g_autofree char *text = describe (&t, &hand);

              g_error ("trial %d goal %d: solver says %d, brute force %d; hand%s; opened %d, "
                       "turn points %d, minimum %d, answer %d, last turn %d, premiado %d",
                       trial, goal, r.feasible, expected, text, t.opened[0], t.turn_points,
                       cn_state_opening_minimum (&t, 0), t.answer, t.last_turn, t.premiado_taken);
            }
          compared++;
          if (expected)
            feasible++;
          else
            infeasible++;
        }
    }
  g_test_message ("%d positions compared: %d feasible, %d not", compared, feasible, infeasible);
  g_assert_cmpint (feasible, >, compared / 10);
  g_assert_cmpint (infeasible, >, compared / 10);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/solver/oracle", test_solver_oracle);
  g_test_add_func ("/solver/black-three-take", test_solver_black_three_take);
  g_test_add_func ("/solver/closed-oracle", test_solver_closed_oracle);
  return g_test_run ();
}
