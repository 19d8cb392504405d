/* test-scoring.c: every scoring line of a round
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-util.h"

static CnState
empty (CnVariant variant,
       int       players)
{
  CnState s;

  cn_state_init_empty (&s, cn_rules_get (variant), NULL, players);
  return s;
}

static void
over (CnState   *s,
      CnRoundEnd end,
      int        out_seat,
      gboolean   concealed)
{
  g_autoptr(GError) error = NULL;

  if (!cn_state_check_invariants (s, &error))
    g_error ("%s", error->message);
  s->phase = CN_PHASE_ROUND_OVER;
  s->end = end;
  s->out_seat = out_seat < 0 ? CN_NO_SEAT : out_seat;
  s->out_concealed = concealed;
}

static void
assert_lines (const CnSideScore *ss,
              const int          expected[CN_N_LINES],
              int                total)
{
  for (int l = 0; l < CN_N_LINES; l++)
    if (ss->lines[l] != expected[l])
      g_error ("line %s: %d, expected %d", cn_line_name (l), ss->lines[l], expected[l]);
  g_assert_cmpint (ss->total, ==, total);
}

static void
test_classic_going_out_concealed (void)
{
  CnState s = empty (CN_VARIANT_CLASSIC, 4);
  CnRoundScore score;
  int side0[CN_N_LINES] = {
    [CN_LINE_MELDS] = 165, [CN_LINE_HANDS] = -55, [CN_LINE_NATURAL_CANASTAS] = 500,
    [CN_LINE_MIXED_CANASTAS] = 300, [CN_LINE_RED_THREES] = 200, [CN_LINE_GOING_OUT] = 100,
    [CN_LINE_CONCEALED] = 100,
  };
  int side1[CN_N_LINES] = { [CN_LINE_HANDS] = -30, [CN_LINE_RED_THREES] = -100 };

  tu_meld (&s, 0, "KD KD KC KC KH KH KS");
  tu_meld (&s, 0, "7C 7D 7H 7S 7C 2D JK");
  tu_red_threes (&s, 0, "3H 3D");
  tu_red_threes (&s, 1, "3H");
  tu_hand (&s, 2, "JK 5C");
  tu_hand (&s, 1, "AS 3C");
  tu_hand (&s, 3, "4H");
  over (&s, CN_END_WENT_OUT, 0, TRUE);

  cn_state_score (&s, &score);
  g_assert_cmpint (score.n_sides, ==, 2);
  assert_lines (&score.sides[0], side0, 1310);
  assert_lines (&score.sides[1], side1, -130);
  g_assert_cmpint (score.sides[0].natural_canastas, ==, 1);
  g_assert_cmpint (score.sides[0].mixed_canastas, ==, 1);

  /* The same round without the concealed bonus. */
  s.out_concealed = FALSE;
  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_CONCEALED], ==, 0);
  g_assert_cmpint (score.sides[0].total, ==, 1210);
}

static void
test_classic_all_red_threes_exhausted (void)
{
  CnState s = empty (CN_VARIANT_CLASSIC, 4);
  CnRoundScore score;
  int side0[CN_N_LINES] = { [CN_LINE_MELDS] = 20, [CN_LINE_HANDS] = -10 };
  int side1[CN_N_LINES] = { [CN_LINE_MELDS] = 30, [CN_LINE_RED_THREES] = 800 };

  tu_meld (&s, 1, "9C 9D 9H");
  tu_meld (&s, 0, "4C 4D 4H 4S");
  tu_red_threes (&s, 1, "3H 3H 3D 3D");
  tu_hand (&s, 0, "KS");
  over (&s, CN_END_STOCK_EXHAUSTED, -1, FALSE);

  cn_state_score (&s, &score);
  /* No going-out bonus when the stock ran out; hands still count. */
  assert_lines (&score.sides[0], side0, 10);
  assert_lines (&score.sides[1], side1, 830);
}

static void
test_classic_red_threes_against (void)
{
  CnState s = empty (CN_VARIANT_CLASSIC, 4);
  CnRoundScore score;

  /* Side 1 never melded: its red threes, all four of them, count against it.
   * One is still in the hand of a seat that never had a turn: it counts as
   * laid down. */
  tu_meld (&s, 0, "QC QD QH QS QC QD QH");
  tu_red_threes (&s, 1, "3H 3H 3D");
  tu_hand (&s, 3, "3D 6C");
  over (&s, CN_END_WENT_OUT, 0, FALSE);

  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_RED_THREES], ==, -800);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_HANDS], ==, -5);
  g_assert_cmpint (score.sides[1].total, ==, -805);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_NATURAL_CANASTAS], ==, 500);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_GOING_OUT], ==, 100);
  g_assert_cmpint (score.sides[0].total, ==, 70 + 500 + 100);
}

static void
test_classic_three_players (void)
{
  CnState s = empty (CN_VARIANT_CLASSIC, 3);
  CnRoundScore score;

  /* Three sides of one player each: every line is per player. */
  tu_meld (&s, 0, "AC AD AH AS AC AD 2C");
  tu_meld (&s, 0, "8C 8D 8H 8S 8C 8D 8H");
  tu_meld (&s, 2, "5C 5D 5H");
  tu_red_threes (&s, 1, "3H");
  tu_red_threes (&s, 2, "3D");
  tu_hand (&s, 1, "KC KD");
  tu_hand (&s, 2, "JK");
  over (&s, CN_END_WENT_OUT, 0, FALSE);

  cn_state_score (&s, &score);
  g_assert_cmpint (score.n_sides, ==, 3);
  g_assert_cmpint (score.sides[0].total, ==, 140 + 70 + 300 + 500 + 100);
  g_assert_cmpint (score.sides[1].total, ==, -20 - 100);
  g_assert_cmpint (score.sides[2].total, ==, 15 - 50 + 100);
}

static void
test_italian_lines (void)
{
  CnState s = empty (CN_VARIANT_ITALIAN, 4);
  CnRoundScore score;

  /* Seven wilds melded in one turn; black threes held: 100 off per hand. */
  tu_meld (&s, 0, "JK JK 2C 2D 2H 2S 2C");
  tu_meld (&s, 1, "6C 6D 6H");
  tu_hand (&s, 1, "3C 3S 5H");
  tu_hand (&s, 3, "3C");
  over (&s, CN_END_WENT_OUT, 0, FALSE);

  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_MELDS], ==, 200);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_WILD_CANASTAS], ==, 2000);
  g_assert_cmpint (score.sides[0].total, ==, 2300);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_BLACK_THREES], ==, -200);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_HANDS], ==, -20);
  g_assert_cmpint (score.sides[1].total, ==, 15 - 20 - 200);
}

static void
test_uruguayan_lines (void)
{
  CnState s = empty (CN_VARIANT_URUGUAYAN, 4);
  CnRoundScore score;

  tu_meld (&s, 0, "AC AC AD AD AH AH AS");
  tu_meld (&s, 0, "AS AS AC AD AH 2C 2H");
  tu_meld (&s, 0, "2C 2C 2D 2D 2H 2H 2S");
  tu_meld (&s, 0, "JK JK JK JK JK 2S JK");
  tu_meld (&s, 0, "KC KC KD KD KH KH KS");
  tu_red_threes (&s, 0, "3H 3H 3H 3D 3D 3D");
  tu_hand (&s, 1, "3C 3C 3C");
  tu_hand (&s, 3, "3S 3S 3S KC");
  over (&s, CN_END_STOCK_EXHAUSTED, -1, FALSE);

  cn_state_score (&s, &score);
  /* Aces have their own line; the second canasta of aces doubles its 500. */
  g_assert_cmpint (score.sides[0].lines[CN_LINE_ACE_CANASTAS], ==, 1000 + 500);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_DOUBLE_CANASTAS], ==, 500);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_NATURAL_CANASTAS], ==, 500);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_MIXED_CANASTAS], ==, 0);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_WILD_CANASTAS], ==, 4000 + 8000);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_RED_THREES], ==, 1200);
  g_assert_cmpint (score.sides[0].lines[CN_LINE_CANASTILLA], ==, 1000);
  g_assert_cmpint (score.sides[0].cards, ==, score.sides[0].lines[CN_LINE_MELDS]);
  g_assert_cmpint (score.sides[0].base + score.sides[0].cards, ==, score.sides[0].total);
  /* The stock ran out: hands count nothing, and the black threes cost
   * nothing: the round was not closed, and no one player holds all six. */
  g_assert_cmpint (score.sides[1].lines[CN_LINE_HANDS], ==, 0);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_BLACK_THREES], ==, 0);
}

static void
test_lines_per_variant (void)
{
  const CnRules *classic = cn_rules_get (CN_VARIANT_CLASSIC);
  const CnRules *uruguayan = cn_rules_get (CN_VARIANT_URUGUAYAN);
  const CnRules *italian = cn_rules_get (CN_VARIANT_ITALIAN);

  g_assert_true (cn_rules_has_line (classic, CN_LINE_CONCEALED));
  g_assert_false (cn_rules_has_line (classic, CN_LINE_WILD_CANASTAS));
  g_assert_false (cn_rules_has_line (classic, CN_LINE_CANASTILLA));
  g_assert_true (cn_rules_has_line (italian, CN_LINE_WILD_CANASTAS));
  g_assert_true (cn_rules_has_line (italian, CN_LINE_BLACK_THREES));
  g_assert_false (cn_rules_has_line (uruguayan, CN_LINE_CONCEALED));
  g_assert_true (cn_rules_has_line (uruguayan, CN_LINE_EXACT_CUT));
  for (int l = 0; l < CN_N_LINES; l++)
    g_assert_cmpstr (cn_line_name (l), !=, NULL);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scoring/classic/going-out-concealed", test_classic_going_out_concealed);
  g_test_add_func ("/scoring/classic/all-red-threes-exhausted", test_classic_all_red_threes_exhausted);
  g_test_add_func ("/scoring/classic/red-threes-against", test_classic_red_threes_against);
  g_test_add_func ("/scoring/classic/three-players", test_classic_three_players);
  g_test_add_func ("/scoring/italian", test_italian_lines);
  g_test_add_func ("/scoring/uruguayan", test_uruguayan_lines);
  g_test_add_func ("/scoring/lines-per-variant", test_lines_per_variant);
  return g_test_run ();
}
