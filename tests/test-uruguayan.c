/* test-uruguayan.c: source 001 in the engine: the cut and the deal, the
 * pozo, melds that close at seven, wild melds, closing, scoring and the end
 * of the stock
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-util.h"
#include "cn-private.h"
#include "cn-ai.h"

static const CnRules *
rules (void)
{
  return cn_rules_get (CN_VARIANT_URUGUAYAN);
}

static CnState
table (void)
{
  CnState s;

  cn_state_init_empty (&s, rules (), NULL, 4);
  return s;
}

static CnMove
add_to (int         seat,
        int         index,
        const char *cards)
{
  CnMove m = tu_move (CN_MOVE_ADD, seat, cards);

  cn_move_set_meld_index (&m, index);
  return m;
}

static CnMove
add_rank (int         seat,
          int         rank,
          const char *cards)
{
  CnMove m = tu_move (CN_MOVE_ADD, seat, cards);

  m.rank = rank;
  return m;
}

static CnMove
answer (int      seat,
        gboolean yes)
{
  CnMove m = tu_move (CN_MOVE_ANSWER_GO_OUT, seat, NULL);

  m.yes = yes;
  return m;
}

static void
expect_nums (CnState      *s,
             CnMove        m,
             CnCode        code,
             int           a,
             int           b)
{
  CnVerdict v;

  g_assert_false (cn_check (s, &m, &v));
  if (v.code != code || v.nums[0] != a || v.nums[1] != b)
    g_error ("got %s %d %d, expected %s %d %d", cn_code_name (v.code), v.nums[0], v.nums[1],
             cn_code_name (code), a, b);
}

static void
assert_valid (const CnState *s)
{
  g_autoptr(GError) error = NULL;

  if (!cn_state_check_invariants (s, &error))
    g_error ("%s", error->message);
}

/* ------------------------------------------------------------- the cut */

/* A round about to be cut, with the pack arranged: cards[i] lies i cards
 * below the top (the rest of the pack as the shuffle left it). */
static CnState
before_cut (const char *top_cards)
{
  CnState s;
  CnCard want[CN_MAX_CARDS];
  int n = tu_cards (top_cards, want);

  cn_state_new_round (&s, rules (), NULL, 4, 3, NULL, 20261123);
  g_assert_cmpint (s.phase, ==, CN_PHASE_CUT);
  for (int i = 0; i < n; i++)
    {
      int at = s.stock_n - 1 - i;
      int found = -1;

      for (int j = at; j >= 0 && found < 0; j--)
        if (s.stock[j] == want[i])
          found = j;
      g_assert_cmpint (found, >=, 0);
      s.stock[found] = s.stock[at];
      s.stock[at] = want[i];
    }
  return s;
}

static CnMove
cut_at (int lifted)
{
  CnMove m = tu_move (CN_MOVE_CUT, 2, NULL);

  m.cut = lifted;
  return m;
}

static void
test_cut_phase (void)
{
  CnState s;
  CnMoveList *list = g_new (CnMoveList, 1);
  int min, max;

  cn_state_new_round (&s, rules (), NULL, 4, 3, NULL, 7);
  assert_valid (&s);
  /* Seat 0 is the mano; its partner, seat 2, cuts. */
  g_assert_cmpint (s.phase, ==, CN_PHASE_CUT);
  g_assert_cmpint (s.turn, ==, 0);
  g_assert_cmpint (cn_state_actor (&s), ==, 2);
  g_assert_cmpint (cn_state_cutter (&s), ==, 2);
  g_assert_cmpint (s.stock_n, ==, 162);
  g_assert_cmpint (cn_state_cut_target (&s), ==, 60);
  cn_state_cut_range (&s, &min, &max);
  g_assert_cmpint (min, ==, 1);
  g_assert_cmpint (max, ==, 161);

  cn_legal_moves (&s, list);
  g_assert_cmpint (list->n, ==, 161);
  for (int i = 0; i < list->n; i++)
    g_assert_cmpint (list->moves[i].kind, ==, CN_MOVE_CUT);
  g_free (list);

  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_ERR_NOT_YOUR_TURN);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 2, NULL), CN_ERR_MUST_CUT);
  expect_nums (&s, cut_at (0), CN_ERR_CUT_OUT_OF_RANGE, 0, 1);
  expect_nums (&s, cut_at (162), CN_ERR_CUT_OUT_OF_RANGE, 162, 1);
  tu_expect (&s, cut_at (60), CN_OK);
  assert_valid (&s);
  g_assert_cmpint (s.phase, ==, CN_PHASE_DRAW);
  g_assert_cmpint (s.turn, ==, 0);
  {
    CnMove again = cut_at (60);

    again.seat = 0;
    tu_expect (&s, again, CN_ERR_NO_CUT_NOW);
  }
}

/* The cut of `lifted` cards whose bottom cards (from the bottom up) are
 * `shown` (ending with the natural that stops it); returns the state
 * after it. */
static CnState
cut_with (int         lifted,
          const char *shown,
          CnEvents   *events)
{
  CnCard want[16];
  int n = tu_cards (shown, want);
  CnState s = before_cut ("");
  CnMove m = cut_at (lifted);

  /* shown[i] goes i cards above the bottom of the lifted part. */
  for (int i = 0; i < n; i++)
    {
      int at = s.stock_n - lifted + i;
      int found = -1;

      for (int j = 0; j < s.stock_n && found < 0; j++)
        {
          gboolean placed = j >= s.stock_n - lifted && j < at;

          if (s.stock[j] == want[i] && !placed && j != at)
            found = j;
        }
      if (s.stock[at] == want[i])
        continue;
      g_assert_cmpint (found, >=, 0);
      s.stock[found] = s.stock[at];
      s.stock[at] = want[i];
    }
  {
    CnVerdict v;

    if (!cn_apply (&s, &m, &v, events))
      g_error ("cut refused: %s", cn_code_name (v.code));
  }
  assert_valid (&s);
  return s;
}

static void
test_cut_keeps_wild_and_red_three (void)
{
  /* A cut of 61: its bottom card is a joker, then a red three, then a king.
   * The cutter keeps both; the king names the moda. The lifted part less
   * the two kept cards holds 59, exactly the 60 the deal needs less the
   * kept joker: an exact cut (60 plus one for the kept red three). */
  CnEvents events;
  CnState s = cut_with (61, "JK 3H KS", &events);
  int cut_cards = 0, dealt = -1, exact = 0;

  g_assert_cmpint (s.moda, ==, CN_RANK_KING);
  g_assert_cmpint (s.exact_cut_side, ==, 0);
  g_assert_cmpint (s.n_red_threes[0], >=, 1);
  g_assert_cmpint (s.red_threes[0][0], ==, CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS));
  for (int i = 0; i < events.n; i++)
    {
      const CnEvent *e = &events.events[i];

      if (e->kind == CN_EVENT_CUT_CARD)
        {
          static const struct { CnCard card; int to; int count; } want[] = {
            { CN_CARD_JOKER, CN_PLACE_HAND, 0 },
            { CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS), CN_PLACE_RED_THREES, 0 },
            { CN_CARD (CN_RANK_KING, CN_SUIT_SPADES), CN_PLACE_STOCK, 1 },
          };

          g_assert_cmpint (cut_cards, <, 3);
          g_assert_cmpint (e->card, ==, want[cut_cards].card);
          g_assert_cmpint (e->to, ==, want[cut_cards].to);
          g_assert_cmpint (e->count, ==, want[cut_cards].count);
          g_assert_cmpint (e->seat, ==, 2);
          cut_cards++;
        }
      else if (e->kind == CN_EVENT_DEALT)
        dealt = e->count;
      else if (e->kind == CN_EVENT_EXACT_CUT)
        {
          g_assert_cmpint (e->side, ==, 0);
          exact++;
        }
    }
  g_assert_cmpint (cut_cards, ==, 3);
  g_assert_cmpint (exact, ==, 1);
  g_assert_cmpint (dealt, ==, 59);
  /* Every hand holds fifteen: the cutter's joker counts among its own. */
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (s.hand_n[seat], ==, 15);
  g_assert_cmpint (s.hand[2][CN_CARD_JOKER], >=, 1);
}

static void
test_cut_black_three_stops (void)
{
  /* A black three first: nothing is kept after it, and the joker and red
   * three seen after it go back into the pack. The five names the moda. */
  CnState s = cut_with (70, "3C JK 3D 5H", NULL);

  g_assert_cmpint (s.moda, ==, 5);
  g_assert_cmpint (s.exact_cut_side, ==, CN_NO_SIDE);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (s.hand_n[seat], ==, 15);

  /* A joker, then a black three: the joker stays with the cutter, the two
   * after the stopper goes back into the pack. */
  s = cut_with (70, "JK 3S 2H 9C", NULL);
  g_assert_cmpint (s.moda, ==, 9);
  g_assert_cmpint (s.hand_n[2], ==, 15);
  g_assert_cmpint (s.hand[2][CN_CARD_JOKER], >=, 1);
}

static void
test_cut_exact (void)
{
  /* No card kept: the cut is exact when it lifts the 60 the deal needs. */
  CnState s = cut_with (60, "8C", NULL);

  g_assert_cmpint (s.moda, ==, 8);
  g_assert_cmpint (s.exact_cut_side, ==, 0);
  s = cut_with (59, "8C", NULL);
  g_assert_cmpint (s.exact_cut_side, ==, CN_NO_SIDE);
  s = cut_with (61, "8C", NULL);
  g_assert_cmpint (s.exact_cut_side, ==, CN_NO_SIDE);
  /* Two wilds kept: the part holds 58 more, and the deal needs 58. */
  s = cut_with (60, "2C JK 8C", NULL);
  g_assert_cmpint (s.exact_cut_side, ==, 0);
  g_assert_cmpint (s.hand_n[2], ==, 15);
  /* A kept red three costs no card of the deal: 61 is exact. */
  s = cut_with (61, "3D 8C", NULL);
  g_assert_cmpint (s.exact_cut_side, ==, 0);
  s = cut_with (60, "3D 8C", NULL);
  g_assert_cmpint (s.exact_cut_side, ==, CN_NO_SIDE);
}

static void
test_cut_runs_into_the_pack (void)
{
  /* A cut of one card, a joker: the cutter keeps it and the cut goes on
   * into the rest of the pack, whose top card names the moda. */
  CnState s = before_cut ("JK QD");

  tu_expect (&s, cut_at (1), CN_OK);
  assert_valid (&s);
  g_assert_cmpint (s.moda, ==, CN_RANK_QUEEN);
  g_assert_cmpint (s.hand_n[2], ==, 15);
  g_assert_cmpint (s.hand[2][CN_CARD_JOKER], >=, 1);
}

static void
test_deal_and_pozo (void)
{
  for (guint64 seed = 1; seed <= 300; seed++)
    {
      CnState s;
      CnMove m = cut_at (40 + (int) (seed % 50));
      CnCard premios[CN_MAX_CARDS];
      int n_premios, wilds_up = 0;

      cn_state_new_round (&s, rules (), NULL, 4, (int) seed % 4, NULL, seed);
      m.seat = cn_state_actor (&s);
      tu_expect (&s, m, CN_OK);
      assert_valid (&s);
      for (int seat = 0; seat < 4; seat++)
        {
          g_assert_cmpint (s.hand_n[seat], ==, 15);
          g_assert_cmpint (s.hand[seat][CN_CARD (3, CN_SUIT_HEARTS)] +
                           s.hand[seat][CN_CARD (3, CN_SUIT_DIAMONDS)], ==, 0);
        }
      /* Six face down, then the cards turned until a natural shows. */
      g_assert_cmpint (s.pozo_down, ==, 6);
      g_assert_cmpint (s.pile_n, >=, 7);
      g_assert_true (cn_card_is_natural (cn_state_pile_top (&s)));
      for (int i = 6; i < s.pile_n - 1; i++)
        {
          g_assert_false (cn_card_is_natural (s.pile[i]));
          wilds_up += cn_card_is_wild (s.pile[i]);
        }
      n_premios = cn_state_pozo_premios (&s, premios);
      g_assert_cmpint (n_premios, ==, wilds_up);
      g_assert_cmpint (cn_state_pozo_premiado (&s), ==, wilds_up > 0);
      g_assert_true (cn_rank_is_natural (s.moda));
    }
}

static void
test_pozo_face_down_wild (void)
{
  /* A wild among the six face-down cards is unseen: the pozo is not
   * premiado, and a pair takes it. */
  CnState s = table ();

  tu_hand (&s, 0, "9C 9D 5S 6S");
  tu_meld (&s, 0, "KC KD KH");
  tu_stock (&s, "4C 4D 4H");
  tu_pile (&s, "2C 7C 7D 8S 8D 6H 9S");
  s.pozo_down = 6;
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  g_assert_false (cn_state_pozo_premiado (&s));
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "9C 9D"), CN_OK);
  g_assert_cmpint (s.hand[0][CN_CARD (2, CN_SUIT_CLUBS)], ==, 1);
  g_assert_cmpint (s.pozo_down, ==, 0);
  g_assert_cmpint (s.premiado_taken, ==, 0);
}

/* ------------------------------------------------------------- the pozo */

static CnState
pozo_position (const char *hand,
               const char *pile)
{
  CnState s = table ();

  tu_hand (&s, 0, hand);
  tu_hand (&s, 1, "5C");
  tu_hand (&s, 2, "5D");
  tu_hand (&s, 3, "5H");
  tu_meld (&s, 0, "QC QD QH");
  tu_stock (&s, "4C 4D 4H 4S 6C");
  tu_pile (&s, pile);
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  return s;
}

static void
test_pozo_pair (void)
{
  CnState s = pozo_position ("KC KD KH JK 7C 7D", "8C 9D KS");
  CnVerdict v;
  CnMove m;

  g_assert_false (cn_state_pozo_premiado (&s));
  /* Exactly a natural pair: not three, not a wild, not by laying off. */
  m = tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD KH");
  g_assert_false (cn_check (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_POZO_NEEDS_PAIR);
  g_assert_cmpint (v.nums[0], ==, 3);
  g_assert_cmpint (v.nums[1], ==, 2);
  g_assert_cmpint (v.nums[2], ==, CN_RANK_KING);
  m = tu_move (CN_MOVE_TAKE_PILE, 0, "KC JK");
  g_assert_false (cn_check (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_POZO_NEEDS_PAIR);
  g_assert_cmpint (v.nums[3], ==, 1);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, ""), CN_ERR_POZO_NEEDS_PAIR);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD"), CN_OK);
  /* Drawing now is refused, and the verdict says the pozo was taken. */
  m = tu_move (CN_MOVE_DRAW, 0, NULL);
  g_assert_false (cn_check (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_ALREADY_DRAWN);
  g_assert_cmpint (v.nums[0], ==, 1);
  /* The pair and the top card form a new meld; the rest joins the hand. */
  g_assert_cmpint (s.n_melds[0], ==, 2);
  g_assert_cmpint (s.melds[0][1].n, ==, 3);
  g_assert_cmpint (s.hand_n[0], ==, 4 + 2);
  g_assert_cmpint (s.pile_n, ==, 0);
}

static void
test_pozo_premiado (void)
{
  /* A two below the top: premiado, three naturals take it. */
  CnState s = pozo_position ("KC KD KH KS 2D 2H 7C", "8C 2S 9D KS");
  CnState t;

  g_assert_true (cn_state_pozo_premiado (&s));
  expect_nums (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD"), CN_ERR_POZO_PREMIADO, 2, 3);
  expect_nums (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD KH KS"), CN_ERR_POZO_PREMIADO, 4, 3);
  t = s;
  tu_expect (&t, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD KH"), CN_OK);
  g_assert_cmpint (t.premiado_taken, ==, 1);
  g_assert_cmpint (t.melds[0][1].n, ==, 4);
  /* No new wild meld for the side that took a premiado pozo. */
  tu_expect (&t, tu_move (CN_MOVE_MELD, 0, "2D 2H 2S"), CN_ERR_WILD_MELD_PREMIADO);

  /* A side with a wild meld may still add to it after such a take. */
  s = pozo_position ("KC KD KH 2D 7C 7D", "8C 2S 9D KS");
  tu_meld (&s, 0, "JK JK 2C");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD KH"), CN_OK);
  tu_expect (&s, add_to (0, 1, "2D"), CN_OK);
  g_assert_cmpint (s.melds[0][1].n, ==, 4);
}

/* A player who names no cards takes the pozo with the naturals the rule
 * asks for, when the hand holds them: a pair, or three when premiado, and
 * never a wild card. The play-tester held 5S 5S under a 5C. */
static void
test_pozo_take_choice (void)
{
  CnState s = pozo_position ("5S 5S JK 7C 7D", "8C 9D 5C");
  CnMove m;
  CnVerdict v;

  g_assert_true (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_OK);
  g_assert_cmpint (m.kind, ==, CN_MOVE_TAKE_PILE);
  g_assert_cmpint (m.seat, ==, 0);
  g_assert_cmpint (m.n, ==, 2);
  g_assert_cmpint (m.cards[0], ==, CN_CARD (5, CN_SUIT_SPADES));
  g_assert_cmpint (m.cards[1], ==, CN_CARD (5, CN_SUIT_SPADES));
  tu_expect (&s, m, CN_OK);
  g_assert_cmpint (s.hand[0][CN_CARD_JOKER], ==, 1);

  /* Three kings: still the pair, the third stays in the hand. */
  s = pozo_position ("KC KD KH JK 7C 7D", "8C 9D KS");
  g_assert_true (cn_take_choice (&s, &m, NULL));
  g_assert_cmpint (m.n, ==, 2);
  g_assert_true (cn_card_rank (m.cards[0]) == CN_RANK_KING && cn_card_rank (m.cards[1]) == CN_RANK_KING);

  /* Premiado: three naturals. */
  s = pozo_position ("KC KD KH KS 2D 2H 7C", "8C 2S 9D KS");
  g_assert_true (cn_take_choice (&s, &m, NULL));
  g_assert_cmpint (m.n, ==, 3);
  for (int i = 0; i < m.n; i++)
    g_assert_cmpint (cn_card_rank (m.cards[i]), ==, CN_RANK_KING);

  /* Premiado with only two: the rule's own reason, as for no cards. */
  s = pozo_position ("KC KD 2D 2H 7C", "8C 2S 9D KS");
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_POZO_PREMIADO);
  g_assert_cmpint (v.nums[1], ==, 3);
  g_assert_cmpint (v.nums[2], ==, CN_RANK_KING);

  /* One king and a joker: no take, the pair is what it needs. */
  s = pozo_position ("KC JK 7C 7D", "8C 9D KS");
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_POZO_NEEDS_PAIR);
  g_assert_cmpint (v.nums[2], ==, CN_RANK_KING);
}

static void
test_pozo_blocked (void)
{
  /* A wild just discarded blocks the pozo for the next player and leaves
   * it premiado. */
  {
    CnState t = pozo_position ("KC KD KH 2D 7C 7D", "8C 9D KS");

    tu_expect (&t, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_DISCARD, 0, "2D"), CN_OK);
    tu_hand (&t, 1, "2C 2C");
    t.hand_n[1] = 2;
    g_assert_cmpint (cn_state_pile_state (&t), ==, CN_PILE_BLOCKED);
    tu_expect (&t, tu_move (CN_MOVE_TAKE_PILE, 1, "2C 2C"), CN_ERR_PILE_BLOCKED);
    tu_expect (&t, tu_move (CN_MOVE_DRAW, 1, NULL), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_DISCARD, 1, "4H"), CN_OK);
    g_assert_true (cn_state_pozo_premiado (&t));
    g_assert_cmpint (cn_state_pile_state (&t), ==, CN_PILE_FROZEN);
  }
  {
    /* A black three blocks the next player only. */
    CnState t = pozo_position ("KC KD KH 3C 7C 7D", "8C 9D KS");

    tu_expect (&t, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_DISCARD, 0, "3C"), CN_OK);
    g_assert_cmpint (cn_state_pile_state (&t), ==, CN_PILE_BLOCKED);
    tu_expect (&t, tu_move (CN_MOVE_DRAW, 1, NULL), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_DISCARD, 1, "4H"), CN_OK);
    g_assert_false (cn_state_pozo_premiado (&t));
    g_assert_cmpint (cn_state_pile_state (&t), ==, CN_PILE_OPEN);
  }
}

static void
test_pozo_first_take (void)
{
  /* Side 0 has not opened (needs 90 at a total of 0). The kings that take
   * the pozo count nothing: its other cards must open. */
  CnState s = table ();
  CnVerdict v;
  CnMove m;

  tu_hand (&s, 0, "KC KD AC AD AH 7C 5S");
  tu_stock (&s, "4C 4D 4H 4S 6C");
  tu_pile (&s, "8C 9D QH QS 6D KS");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  /* The aces make 60 of 90: refused, though with the kings it would be
   * 90. */
  m = tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD");
  g_assert_false (cn_check (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_POZO_OPENING_FIRST);
  g_assert_cmpint (v.nums[0], ==, 60);
  g_assert_cmpint (v.nums[1], ==, 90);

  /* With a joker the aces make 110: the take is accepted, the rest of the
   * pozo waits for the opening, and the opening then brings it in. */
  s = table ();
  tu_hand (&s, 0, "KC KD AC AD AH JK 5S");
  tu_stock (&s, "4C 4D 4H 4S 6C");
  tu_pile (&s, "8C 9D QH QS 6D KS");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD"), CN_OK);
  g_assert_true (s.pile_pending);
  g_assert_cmpint (cn_state_turn_points (&s), ==, 0);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5S"), CN_ERR_PILE_PENDING);
  /* Adding the five to the kings would leave the joker and nothing to
   * keep: the aces alone make 60, and the joker must follow them. */
  tu_expect (&s, add_to (0, 0, "5S"), CN_ERR_MELD_MIXED_RANKS);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "AC AD AH"), CN_OK);
  g_assert_true (s.pile_pending);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5S"), CN_ERR_PILE_PENDING);
  tu_expect (&s, add_rank (0, CN_RANK_ACE, "JK"), CN_OK);
  g_assert_false (s.pile_pending);
  g_assert_cmpint (s.hand_n[0], ==, 1 + 5);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5S"), CN_OK);
}

static void
test_pozo_onto_meld (void)
{
  /* The take's cards join the side's meld of their rank while it stays at
   * seven or fewer, and start a new meld otherwise. */
  CnState s = pozo_position ("KC KD 7C 7D", "8C 9D KS");

  tu_meld (&s, 0, "KC KD KH KS");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD"), CN_OK);
  g_assert_cmpint (s.n_melds[0], ==, 2);
  g_assert_cmpint (s.melds[0][1].n, ==, 7);
  g_assert_cmpint (s.melds[0][1].closed, ==, 1);

  s = pozo_position ("KC KD 7C 7D", "8C 9D KS");
  tu_meld (&s, 0, "KC KD KH KS KH");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD"), CN_OK);
  g_assert_cmpint (s.n_melds[0], ==, 3);
  g_assert_cmpint (s.melds[0][1].n, ==, 5);
  g_assert_cmpint (s.melds[0][2].n, ==, 3);
  /* Two unfinished melds of kings: an add must name one. */
  s.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)] = 1;
  s.hand_n[0]++;
  {
    CnMove m = add_rank (0, CN_RANK_KING, "KS");
    CnVerdict v;

    g_assert_false (cn_check (&s, &m, &v));
    g_assert_cmpint (v.code, ==, CN_ERR_MELD_AMBIGUOUS);
    g_assert_cmpint (v.nums[1], ==, 2);
  }
  expect_nums (&s, add_to (0, 5, "KS"), CN_ERR_NO_SUCH_MELD, 5, 3);
  tu_expect (&s, add_to (0, 2, "KS"), CN_OK);
  g_assert_cmpint (s.melds[0][2].n, ==, 4);
}

/* ---------------------------------------------------------------- melds */

/* Seat 0 to play (drawn, or about to draw) with hand; the other seats hold
 * a card or two, the stock five. */
static CnState
position (const char *hand,
          CnPhase     phase)
{
  CnState s = table ();

  tu_hand (&s, 0, hand);
  tu_hand (&s, 1, "5C");
  tu_hand (&s, 2, "5D 6D");
  tu_hand (&s, 3, "5H");
  tu_stock (&s, "4C 4D 4H 4S 6C");
  tu_pile (&s, "8C 9D");
  s.turn = 0;
  s.phase = phase;
  return s;
}

static CnState
play_position (const char *hand)
{
  return position (hand, CN_PHASE_PLAY);
}

static void
test_melds_close_at_seven (void)
{
  CnState s = play_position ("KS KS KD QC QD QH QS JC 5S 6S");

  tu_meld (&s, 0, "KC KC KD KD KH");
  tu_meld (&s, 0, "QC QC QD");
  tu_finish (&s);
  /* Merging would make eight. */
  expect_nums (&s, tu_move (CN_MOVE_MELD, 0, "KS KS KD"), CN_ERR_MELD_TOO_LARGE, 8, 7);
  tu_expect (&s, add_rank (0, CN_RANK_KING, "KS KS"), CN_OK);
  g_assert_cmpint (s.melds[0][0].closed, ==, 1);
  expect_nums (&s, add_rank (0, CN_RANK_KING, "KD"), CN_ERR_MELD_CLOSED, CN_RANK_KING, 0);
  tu_expect (&s, add_to (0, 0, "KD"), CN_ERR_MELD_CLOSED);
  /* A meld of queens joins the unfinished one, up to seven. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "QC QD QH"), CN_OK);
  g_assert_cmpint (s.n_melds[0], ==, 2);
  g_assert_cmpint (s.melds[0][1].n, ==, 6);
  tu_expect (&s, add_rank (0, CN_RANK_QUEEN, "QS"), CN_OK);
  g_assert_cmpint (s.melds[0][1].closed, ==, 1);
}

static void
test_second_canasta_of_a_rank (void)
{
  CnState s = play_position ("KS KS KD KH 2C 5S 6S");

  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_finish (&s);
  /* The kings are closed: more kings start a new meld, the side's second
   * canasta of kings once it closes. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "KS KS KD"), CN_OK);
  g_assert_cmpint (s.n_melds[0], ==, 2);
  tu_expect (&s, add_to (0, 0, "KH"), CN_ERR_MELD_CLOSED);
  tu_expect (&s, add_to (0, 1, "KH 2C"), CN_OK);
  g_assert_cmpint (s.melds[0][1].n, ==, 5);
  /* Down to two cards: one to keep, one to discard. */
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5S"), CN_OK);
}

static void
test_wild_melds (void)
{
  CnState s = play_position ("JK 2C 2D 2H 2S JK KS 5S 6S 7S");

  tu_meld (&s, 0, "KC KD KH");
  tu_finish (&s);
  expect_nums (&s, tu_move (CN_MOVE_MELD, 0, "JK 2C"), CN_ERR_MELD_TOO_SMALL, 2, 3);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "JK 2C 2D"), CN_OK);
  g_assert_cmpint (s.melds[0][1].rank, ==, CN_RANK_JOKER);
  /* A second group of wilds is a meld of its own. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "2H 2S JK"), CN_OK);
  g_assert_cmpint (s.n_melds[0], ==, 3);
  /* A wild meld never takes a natural card. */
  expect_nums (&s, add_to (0, 1, "KS"), CN_ERR_WILD_MELD_NATURAL, CN_RANK_KING, 0);
  tu_expect (&s, add_rank (0, CN_RANK_JOKER, "KS"), CN_ERR_MELD_AMBIGUOUS);
}

static void
test_wild_canastas (void)
{
  CnState s = play_position ("2C 2D 2S 5S 6S");

  tu_meld (&s, 0, "2C 2D 2H 2S");
  tu_meld (&s, 0, "KC KD KH KS KC KD KH");
  tu_finish (&s);
  tu_expect (&s, add_to (0, 0, "2C 2D 2S"), CN_OK);
  g_assert_cmpint (s.melds[0][0].closed, ==, 1);
  g_assert_cmpint (cn_canasta_kind (&s, &s.melds[0][0]), ==, CN_CANASTA_CLEAN);
}

/* -------------------------------------------------------------- closing */

/* Seat 0 about to draw, its side with a clean canasta of kings and a dirty
 * one of queens: enough to close a dirty game. */
static CnState
closing_position (const char *hand)
{
  CnState s = position (hand, CN_PHASE_DRAW);

  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "QC QC QD QD QH 2H QS");
  return s;
}

static void
test_closing_needs_asking (void)
{
  CnState s = closing_position ("9C 9D 9H 4H 7S");

  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H 4C 4D"), CN_ERR_MELD_MIXED_RANKS);
  {
    CnState t = s;

    /* Without asking, a meld that leaves only the discard is refused, and
     * the refusal names the asking that closing needs. */
    tu_expect (&t, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_ERR_ASK_REQUIRED);
    tu_expect (&t, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_ERR_ASK_AFTER_MELD);
  }
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_ERR_AWAITING_ANSWER);
  {
    CnState t = s;

    tu_expect (&t, answer (2, FALSE), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
    tu_expect (&t, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_ERR_PARTNER_SAID_NO);
  }
  tu_expect (&s, answer (2, TRUE), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_ERR_MUST_GO_OUT);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  /* Melding every card is not closing: the closer discards. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H 7S"), CN_ERR_MELD_MIXED_RANKS);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_WENT_OUT);
}

static void
test_closing_must_discard (void)
{
  CnState s = closing_position ("9C 9D 9H 9S 4H");

  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_OK);
  /* Asked before the draw: the answer returns to the draw. */
  tu_expect (&s, answer (2, TRUE), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_DRAW);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.answer, ==, CN_ANSWER_YES);
  /* Four nines would leave the three fours: no card to close with. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H 9S"), CN_ERR_MUST_GO_OUT);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "9S"), CN_ERR_MUST_GO_OUT);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "9S"), CN_OK);
  g_assert_cmpint (s.end, ==, CN_END_WENT_OUT);

  /* Melding the last card is not closing: the closer discards. */
  s = closing_position ("4C 4D 4H");
  s.phase = CN_PHASE_PLAY;
  s.asked = TRUE;
  s.answer = CN_ANSWER_YES;
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_ERR_GO_OUT_MUST_DISCARD);
}

static void
test_closing_lapses (void)
{
  /* Asked and told yes before the draw, a hand the draw leaves unable to
   * close plays on: the yes lapses. */
  CnState s = closing_position ("9C 9D 7H");

  tu_stock (&s, "5H 6C 4S");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_OK);
  tu_expect (&s, answer (2, TRUE), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.answer, ==, CN_ANSWER_NONE);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_ERR_ALREADY_ASKED);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "7H"), CN_OK);
}

static void
test_closing_asking_can_matter (void)
{
  /* No canasta yet, three jacks down, a dirty six of fives: a clean
   * canasta needs four more jacks, and the hand holds none. "May I
   * close?" would be an empty question. */
  CnState s = position ("AS KH 8D 8S 7S", CN_PHASE_DRAW);

  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_finish (&s);
  g_assert_false (cn_state_asking_can_matter (&s));

  /* Two jacks in the hand: two more drawn would do it, but a player who
   * draws from the stock asks once the cards are seen; before the draw
   * the question would bind for nothing (issue 28). */
  s = position ("JS JS 5S KH 8D", CN_PHASE_DRAW);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_finish (&s);
  g_assert_false (cn_state_asking_can_matter (&s));
  /* Drawn, the two jacks have not come: nothing to ask. */
  s.phase = CN_PHASE_PLAY;
  g_assert_false (cn_state_asking_can_matter (&s));

  /* Four jacks in the hand complete the clean canasta from the hand
   * alone: the question can matter before the draw. */
  s = position ("JS JS JC JD 5S KH 8D", CN_PHASE_DRAW);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_finish (&s);
  g_assert_true (cn_state_asking_can_matter (&s));

  /* A pozo the pair of nines can take: its cards may complete the
   * canastas, and no question may follow the take. */
  s = position ("9S 9H JS JS 5S", CN_PHASE_DRAW);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_pile (&s, "4C 6C 7C 8C 10D 9D");
  tu_finish (&s);
  g_assert_true (cn_state_asking_can_matter (&s));

  /* The canastas are there already: the question is the player's. */
  s = closing_position ("9C 9D 7H");
  tu_finish (&s);
  g_assert_true (cn_state_asking_can_matter (&s));
  /* Drawn: only if the cards held let the turn close. */
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_false (cn_state_asking_can_matter (&s));
  s = closing_position ("9C 9D 9H 4H 7S");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_true (cn_state_asking_can_matter (&s));
}

static void
test_closing_requirement (void)
{
  /* Two dirty canastas: a dirty game needs a clean one too. */
  CnState s = position ("9C 9D 9H 7S", CN_PHASE_DRAW);
  CnVerdict v;

  tu_meld (&s, 0, "KC KC KD KD KH 2H KS");
  tu_meld (&s, 0, "QC QC QD QD QH 2H QS");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  {
    CnMove m = tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL);

    g_assert_false (cn_check (&s, &m, &v));
    g_assert_cmpint (v.code, ==, CN_ERR_CANNOT_GO_OUT);
  }

  /* A clean game (no wild on the table) needs two clean canastas. */
  s = position ("9C 9D 9H 7S", CN_PHASE_DRAW);
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "QC QD QH");
  tu_finish (&s);
  s.asked = TRUE;
  s.answer = CN_ANSWER_YES;
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.answer, ==, CN_ANSWER_NONE);
  s.answer = CN_ANSWER_YES;
  {
    /* Forced past the solver's judgement, the discard names the rule. */
    CnState t = s;

    tu_hand (&t, 0, "7S");
    t.hand_n[0] = 1;
    tu_pile (&t, "8C 9D");
    expect_nums (&t, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_ERR_CLOSE_TWO_CLEAN, 1, 0);
    tu_meld (&t, 0, "JC JD 2C");
    expect_nums (&t, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_ERR_CLOSE_CLEAN_AND_DIRTY, 1, 0);
  }

  /* A canasta of twos is clean, but its wilds make the game dirty: with a
   * clean canasta of kings it still needs a dirty one. */
  s = position ("7S", CN_PHASE_DRAW);
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "2C 2C 2D 2D 2H 2H 2S");
  s.phase = CN_PHASE_PLAY;
  s.asked = TRUE;
  s.answer = CN_ANSWER_YES;
  tu_finish (&s);
  expect_nums (&s, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_ERR_CLOSE_CLEAN_AND_DIRTY, 2, 0);
}

/* A lay-off that leaves one card is no closing, but the turn can then end
 * only by discarding that card, which would close: the refusal says so,
 * with the canastas closing would lack, and keeps the plain closing
 * refusal for the discard itself. */
static void
expect_last_card (CnState *s,
                  CnMove   m,
                  CnCode   closing,
                  int      clean,
                  int      dirty)
{
  CnVerdict v;

  g_assert_false (cn_check (s, &m, &v));
  if (v.code != CN_ERR_LAST_CARD_WOULD_GO_OUT || v.nums[0] != clean || v.nums[1] != dirty ||
      v.nums[2] != (int) closing)
    g_error ("got %s %d %d %d, expected %s %d %d %s", cn_code_name (v.code), v.nums[0],
             v.nums[1], v.nums[2], cn_code_name (CN_ERR_LAST_CARD_WOULD_GO_OUT), clean, dirty,
             cn_code_name (closing));
}

static void
test_closing_last_card (void)
{
  /* A dirty game with one dirty canasta, aces and jacks on the way. */
  CnState s = play_position ("AH 3C");

  tu_meld (&s, 0, "KC KC KD KD KH 2H KS");
  tu_meld (&s, 0, "AC AD AS");
  tu_meld (&s, 0, "JC JD JH");
  tu_finish (&s);
  expect_last_card (&s, add_rank (0, CN_RANK_ACE, "AH"), CN_ERR_CLOSE_CLEAN_AND_DIRTY, 0, 1);

  tu_hand (&s, 0, "JK 2C 3C");
  tu_finish (&s);
  expect_last_card (&s, add_rank (0, CN_RANK_JACK, "JK 2C"), CN_ERR_CLOSE_CLEAN_AND_DIRTY, 0, 1);
  /* Keeping two cards, the turn ends with a discard that does not close. */
  tu_expect (&s, add_rank (0, CN_RANK_JACK, "2C"), CN_OK);

  /* Discarding the last card is closing, refused as such. */
  tu_hand (&s, 0, "3C");
  tu_finish (&s);
  expect_nums (&s, tu_move (CN_MOVE_DISCARD, 0, "3C"), CN_ERR_CLOSE_CLEAN_AND_DIRTY, 0, 1);

  /* A clean game with one clean canasta needs a second one. */
  s = play_position ("AH 3C");
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "AC AD AS");
  tu_finish (&s);
  expect_last_card (&s, add_rank (0, CN_RANK_ACE, "AH"), CN_ERR_CLOSE_TWO_CLEAN, 1, 0);
}

static void
test_black_threes (void)
{
  CnState s = closing_position ("3C 3C 3S 3S 3S 3C 9C 9D 9H 4H 7S");

  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3C 3S"), CN_ERR_BLACK_THREES_NOT_OUT);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_OK);
  tu_expect (&s, answer (2, TRUE), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "4C 4D 4H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3C 3S 3S 3S 3C JK"), CN_ERR_BLACK_THREES_WILD);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3C 3S 3S 3S 3C"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "7S"), CN_OK);
  {
    CnRoundScore score;

    cn_state_score (&s, &score);
    g_assert_cmpint (score.sides[0].lines[CN_LINE_BLACK_THREES], ==, 800);
    g_assert_cmpint (score.sides[0].lines[CN_LINE_GOING_OUT], ==, 200);
  }
}

/* -------------------------------------------------------------- scoring */

static void
over (CnState *s,
      int      out_seat)
{
  assert_valid (s);
  s->phase = CN_PHASE_ROUND_OVER;
  s->end = out_seat >= 0 ? CN_END_WENT_OUT : CN_END_STOCK_EXHAUSTED;
  s->out_seat = out_seat >= 0 ? out_seat : CN_NO_SEAT;
}

static void
test_score_premios (void)
{
  CnState s = table ();
  CnRoundScore score;
  const CnSideScore *ss;

  /* Moda: jacks. Side 0 closes (seat 0) with: a clean canasta of jacks
   * (de moda), a dirty second canasta of jacks (de moda and double), a
   * dirty third of jacks... too few jacks: a dirty canasta of kings and a
   * clean one of aces. */
  s.moda = CN_RANK_JACK;
  s.exact_cut_side = 1;
  tu_meld (&s, 0, "JC JC JD JD JH JH JS");
  tu_meld (&s, 0, "JC JD JH JS JS 2C 2D");
  tu_meld (&s, 0, "KC KC KD KD KH 2H JK");
  tu_meld (&s, 0, "AC AC AD AD AH AH AS");
  tu_meld (&s, 0, "5C 5D 5H");
  tu_red_threes (&s, 0, "3H 3D");
  tu_hand (&s, 2, "9C 4D");
  tu_hand (&s, 1, "QC");
  tu_red_threes (&s, 1, "3H");
  over (&s, 0);
  cn_state_score (&s, &score);
  ss = &score.sides[0];
  g_assert_cmpint (ss->lines[CN_LINE_NATURAL_CANASTAS], ==, 500);
  g_assert_cmpint (ss->lines[CN_LINE_MIXED_CANASTAS], ==, 300 + 300);
  g_assert_cmpint (ss->lines[CN_LINE_ACE_CANASTAS], ==, 1000);
  g_assert_cmpint (ss->lines[CN_LINE_MODA], ==, 500 + 300);
  g_assert_cmpint (ss->lines[CN_LINE_DOUBLE_CANASTAS], ==, 300);
  g_assert_cmpint (ss->lines[CN_LINE_RED_THREES], ==, 300);
  g_assert_cmpint (ss->lines[CN_LINE_GOING_OUT], ==, 200);
  g_assert_cmpint (ss->lines[CN_LINE_HANDS], ==, -15);
  g_assert_cmpint (ss->lines[CN_LINE_CLEAN_GAME], ==, 0);
  g_assert_cmpint (ss->lines[CN_LINE_EXACT_CUT], ==, 0);
  g_assert_cmpint (ss->cards, ==, ss->lines[CN_LINE_MELDS] - 15);
  g_assert_cmpint (ss->base, ==, 500 + 600 + 1000 + 800 + 300 + 300 + 200);
  g_assert_cmpint (ss->total, ==, ss->base + ss->cards);
  /* Side 1: no canasta, so its red three counts against it; the exact cut
   * is its. */
  g_assert_cmpint (score.sides[1].lines[CN_LINE_RED_THREES], ==, -100);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_EXACT_CUT], ==, 300);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_HANDS], ==, -10);
}

static void
test_score_triple_and_canaston (void)
{
  CnState s = table ();
  CnRoundScore score;
  const CnSideScore *ss;

  tu_meld (&s, 0, "8C 8C 8C 8D 2C 2C 2C");
  tu_meld (&s, 0, "8D 8D 8H 8H 2D 2D 2D");
  tu_meld (&s, 0, "8H 8S 8S 8S 2H 2H 2H");
  for (int r = 4; r <= 10; r++)
    {
      char text[64];
      const char *rank = cn_rank_to_string (r);

      if (r == 8)
        continue;
      g_snprintf (text, sizeof text, "%sC %sC %sD %sD %sH %sH %sS", rank, rank, rank, rank, rank,
                  rank, rank);
      tu_meld (&s, 0, text);
    }
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  over (&s, -1);
  cn_state_score (&s, &score);
  ss = &score.sides[0];
  /* The third canasta of eights counts its bonus three times in all. */
  g_assert_cmpint (ss->lines[CN_LINE_DOUBLE_CANASTAS], ==, 300);
  g_assert_cmpint (ss->lines[CN_LINE_TRIPLE_CANASTAS], ==, 600);
  /* Ten canastas: the canastón, in place of the canastilla. */
  g_assert_cmpint (ss->lines[CN_LINE_CANASTILLA], ==, 3000);
  g_assert_cmpint (ss->lines[CN_LINE_HANDS], ==, 0);
  g_assert_cmpint (ss->lines[CN_LINE_GOING_OUT], ==, 0);
}

static void
test_score_clean_game (void)
{
  CnState s = table ();
  CnRoundScore score;
  const CnSideScore *ss;
  int before;

  s.moda = CN_RANK_KING;
  s.exact_cut_side = 0;
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "QC QC QD QD QH QH QS");
  tu_red_threes (&s, 0, "3H");
  tu_hand (&s, 2, "9C 3S 3S 3S 3C 3C 3C");
  over (&s, 0);
  cn_state_score (&s, &score);
  ss = &score.sides[0];
  /* Everything twice, except the partner's hand and its six black threes. */
  before = 70 + 70 + 500 + 500 + 500 + 100 + 200 + 300;
  g_assert_cmpint (ss->lines[CN_LINE_MELDS], ==, 140);
  g_assert_cmpint (ss->lines[CN_LINE_CLEAN_GAME], ==, before);
  g_assert_cmpint (ss->lines[CN_LINE_BLACK_THREES], ==, -800);
  g_assert_cmpint (ss->lines[CN_LINE_HANDS], ==, -40);
  g_assert_cmpint (ss->total, ==, 2 * before - 800 - 40);

  /* A wild in the partner's hand: no clean game. */
  tu_hand (&s, 2, "9C 2S");
  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_CLEAN_GAME], ==, 0);
  /* A wild on the table: none either. */
  tu_hand (&s, 2, "9C");
  tu_meld (&s, 0, "5C 5D 2D");
  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_CLEAN_GAME], ==, 0);
}

/* -------------------------------------------------------- end of stock */

/* Seat 0 about to draw the stock's last cards; seat 1 holds hand1. */
static CnState
stock_position (const char *hand0,
                const char *hand1,
                const char *stock)
{
  CnState s = table ();

  tu_hand (&s, 0, hand0);
  tu_hand (&s, 1, hand1);
  tu_hand (&s, 2, "KD");
  tu_hand (&s, 3, "KH");
  tu_stock (&s, stock);
  tu_pile (&s, "8C 8D");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  return s;
}

static void
test_stock_runs_out (void)
{
  /* Seat 0 draws the last two cards, does not close and discards; seat 1
   * holds a pair of the top card and takes the pozo, melds and discards:
   * the round is over, hands count nothing, nobody closed. */
  CnState s = stock_position ("5C 6D", "9C 9D QC QD QH 4S", "7C 9S");
  CnRoundScore score;

  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 1, "AC AD AH");
  tu_finish (&s);

  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_false (s.last_turn);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "9S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_DRAW);
  g_assert_cmpint (s.turn, ==, 1);
  g_assert_true (s.last_turn);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 1, NULL), CN_ERR_STOCK_OUT_NO_CLOSE);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 1, "9C 9D"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 1, "QC QD QH"), CN_OK);
  /* The rest of the pozo joined the hand: 8C 8D and the four. A discard
   * ends the round, without closing. */
  g_assert_cmpint (s.hand_n[1], ==, 3);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 1, "4S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_STOCK_EXHAUSTED);
  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_HANDS], ==, 0);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_HANDS], ==, 0);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_GOING_OUT], ==, 0);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_GOING_OUT], ==, 0);
}

static void
test_stock_runs_out_no_take (void)
{
  /* The next seat cannot take the pozo: the round ends at the discard. */
  CnState s = stock_position ("5C 6D", "9C QD", "7C 9S");

  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "9S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);

  /* It can, but declines by drawing: the round ends. */
  s = stock_position ("5C 6D", "8H 8H QD", "7C 8S");
  tu_meld (&s, 1, "AC AD AH");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_DRAW);
  g_assert_cmpint (s.turn, ==, 1);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 1, NULL), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_STOCK_EXHAUSTED);
}

static void
test_stock_last_single_card (void)
{
  /* The last draw brings one card: no closing, but melding down to an
   * empty hand ends the round. */
  CnState s = stock_position ("9C 9D 9H QC QD", "5C", "QH");

  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_meld (&s, 0, "AC AC AD AD AH 2H AS");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_true (s.last_turn);
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_ERR_STOCK_OUT_NO_CLOSE);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "QC QD QH"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_STOCK_EXHAUSTED);

  /* Two cards with a red three among them: the same. */
  s = stock_position ("9C 9D 9H QC QD", "5C", "3H QH");
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_PLAY);
  g_assert_true (s.last_turn);
  g_assert_cmpint (s.n_red_threes[0], ==, 1);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "QD"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
}

static void
test_games_end (void)
{
  /* Whole games between simple bots end, the scores add up, and a round's
   * base and cards make its total. */
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      CnGame game;
      CnState s;

      cn_game_init (&game, rules (), NULL, 4, seed);
      while (!game.over)
        {
          CnRoundScore score;

          cn_game_start_round (&game, &s);
          while (s.phase != CN_PHASE_ROUND_OVER)
            {
              CnMove m;
              CnVerdict v;

              cn_ai_simple_choose (&s, &m);
              g_assert_true (cn_apply (&s, &m, &v, NULL));
              assert_valid (&s);
            }
          cn_state_score (&s, &score);
          for (int side = 0; side < 2; side++)
            g_assert_cmpint (score.sides[side].base + score.sides[side].cards, ==,
                             score.sides[side].total);
          cn_game_end_round (&game, &score);
        }
      g_assert_cmpint (game.scores[game.winner], >=, 15000);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uruguayan/cut/phase", test_cut_phase);
  g_test_add_func ("/uruguayan/cut/keeps-wild-and-red-three", test_cut_keeps_wild_and_red_three);
  g_test_add_func ("/uruguayan/cut/black-three-stops", test_cut_black_three_stops);
  g_test_add_func ("/uruguayan/cut/exact", test_cut_exact);
  g_test_add_func ("/uruguayan/cut/runs-into-the-pack", test_cut_runs_into_the_pack);
  g_test_add_func ("/uruguayan/deal/pozo", test_deal_and_pozo);
  g_test_add_func ("/uruguayan/pozo/face-down-wild", test_pozo_face_down_wild);
  g_test_add_func ("/uruguayan/pozo/pair", test_pozo_pair);
  g_test_add_func ("/uruguayan/pozo/premiado", test_pozo_premiado);
  g_test_add_func ("/uruguayan/pozo/take-choice", test_pozo_take_choice);
  g_test_add_func ("/uruguayan/pozo/blocked", test_pozo_blocked);
  g_test_add_func ("/uruguayan/pozo/first-take", test_pozo_first_take);
  g_test_add_func ("/uruguayan/pozo/onto-meld", test_pozo_onto_meld);
  g_test_add_func ("/uruguayan/melds/close-at-seven", test_melds_close_at_seven);
  g_test_add_func ("/uruguayan/melds/second-canasta", test_second_canasta_of_a_rank);
  g_test_add_func ("/uruguayan/melds/wild", test_wild_melds);
  g_test_add_func ("/uruguayan/melds/wild-canastas", test_wild_canastas);
  g_test_add_func ("/uruguayan/closing/asking", test_closing_needs_asking);
  g_test_add_func ("/uruguayan/closing/must-discard", test_closing_must_discard);
  g_test_add_func ("/uruguayan/closing/lapses", test_closing_lapses);
  g_test_add_func ("/uruguayan/closing/requirement", test_closing_requirement);
  g_test_add_func ("/uruguayan/closing/asking-can-matter", test_closing_asking_can_matter);
  g_test_add_func ("/uruguayan/closing/last-card", test_closing_last_card);
  g_test_add_func ("/uruguayan/closing/black-threes", test_black_threes);
  g_test_add_func ("/uruguayan/score/premios", test_score_premios);
  g_test_add_func ("/uruguayan/score/triple-and-canaston", test_score_triple_and_canaston);
  g_test_add_func ("/uruguayan/score/clean-game", test_score_clean_game);
  g_test_add_func ("/uruguayan/stock/runs-out", test_stock_runs_out);
  g_test_add_func ("/uruguayan/stock/no-take", test_stock_runs_out_no_take);
  g_test_add_func ("/uruguayan/stock/last-single-card", test_stock_last_single_card);
  g_test_add_func ("/uruguayan/games-end", test_games_end);
  return g_test_run ();
}
