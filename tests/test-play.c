/* test-play.c: turns, going out, asking the partner, the end of a round
 * and of a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "test-util.h"

static CnState
table (int players)
{
  CnState s;

  cn_state_init_empty (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, players);
  return s;
}

static void
test_concealed_going_out (void)
{
  CnState s = table (4);

  /* Seat 0 has never melded; its partner's side has opened. It melds its
   * whole hand in one turn, a canasta among it, and adds two kings to the
   * partner's meld: judged without the partner's melds, its own cards
   * still form valid melds (source 000's leniency). */
  tu_meld (&s, 0, "KC KD KH");
  s.melded_earlier = 1 << 2;
  tu_hand (&s, 0, "7C 7C 7D 7D 7H 7H 7S JK JK KS KS");
  tu_stock (&s, "QH 9C 9D");
  tu_pile (&s, "4C");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);

  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "7C 7C 7D 7D 7H 7H 7S"), CN_OK);
  {
    CnMove add = tu_move (CN_MOVE_ADD, 0, "KS KS");

    add.rank = CN_RANK_KING;
    tu_expect (&s, add, CN_OK);
    add = tu_move (CN_MOVE_ADD, 0, "JK JK");
    add.rank = 7;
    tu_expect (&s, add, CN_OK);
  }
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_WENT_OUT);
  g_assert_cmpint (s.out_seat, ==, 0);
  /* The kings alone (two of them) would not be a valid meld: not concealed. */
  g_assert_false (s.out_concealed);
}

static void
test_concealed_without_minimum (void)
{
  CnState s = table (4);

  /* A side at 3000 needs 120 to open; seat 1 melds its whole hand at once,
   * with a canasta, for less: allowed, and concealed. */
  s.scores[1] = 3000;
  tu_hand (&s, 1, "4C 4C 4D 4D 4H 4H 4S 5C 5D 5H");
  tu_stock (&s, "6S 9C 9D");
  tu_pile (&s, "KD");
  s.turn = 1;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);

  tu_expect (&s, tu_move (CN_MOVE_DRAW, 1, NULL), CN_OK);
  g_assert_cmpint (s.hand_n[1], ==, 11);
  /* The fours count 35 of 120 and the rest cannot bring it up; going out
   * concealed would need the six melded too, which it cannot be. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 1, "4C 4C 4D 4D 4H 4H 4S"), CN_ERR_OPENING_UNREACHABLE);
  g_assert_cmpint (s.hand_n[1], ==, 11);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 1, "6S"), CN_OK);
}

static void
test_concealed_without_minimum_goes_out (void)
{
  CnState s = table (4);
  CnRoundScore score;

  s.scores[1] = 3000;
  tu_hand (&s, 1, "4C 4C 4D 4D 4H 4H 4S 5C 5D 5H");
  tu_stock (&s, "5S 9C 9D");
  tu_pile (&s, "KD");
  s.turn = 1;
  tu_finish (&s);

  tu_expect (&s, tu_move (CN_MOVE_DRAW, 1, NULL), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 1, "4C 4C 4D 4D 4H 4H 4S"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 1, "5C 5D 5H 5S"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_true (s.out_concealed);
  cn_state_score (&s, &score);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_GOING_OUT], ==, 100);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_CONCEALED], ==, 100);
  g_assert_cmpint (score.sides[1].lines[CN_LINE_NATURAL_CANASTAS], ==, 500);
}

static void
test_ask_partner (void)
{
  CnState s = table (4), before;
  CnMove ask = tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL);
  CnMove yes = tu_move (CN_MOVE_ANSWER_GO_OUT, 2, NULL);

  tu_meld (&s, 0, "QC QD QH QS QC QD QH");
  tu_hand (&s, 0, "9C 9D 9H 6S 6C 6D");
  tu_hand (&s, 2, "JK JK AS");
  tu_stock (&s, "8D 4C 4D");
  tu_pile (&s, "KD");
  s.turn = 0;
  tu_finish (&s);

  tu_expect (&s, ask, CN_ERR_MUST_DRAW_FIRST);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_true (cn_state_can_go_out (&s));
  before = s;

  /* "No" binds: the seat may not go out this turn. */
  tu_expect (&s, ask, CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ASKING);
  g_assert_cmpint (cn_state_actor (&s), ==, 2);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_ERR_AWAITING_ANSWER);
  tu_expect (&s, ask, CN_ERR_AWAITING_ANSWER);
  tu_expect (&s, yes, CN_OK);
  g_assert_cmpint (s.answer, ==, CN_ANSWER_NO);
  g_assert_false (cn_state_can_go_out (&s));
  tu_expect (&s, ask, CN_ERR_ALREADY_ASKED);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  /* The sixes would leave only the card that would take the seat out. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "6S 6C 6D"), CN_ERR_PARTNER_SAID_NO);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8D"), CN_OK);
  g_assert_cmpint (s.turn, ==, 1);

  /* "Yes" binds too: the seat must go out. */
  s = before;
  yes.yes = TRUE;
  tu_expect (&s, ask, CN_OK);
  tu_expect (&s, yes, CN_OK);
  g_assert_cmpint (s.answer, ==, CN_ANSWER_YES);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8D"), CN_ERR_MUST_GO_OUT);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "6S 6C 6D"), CN_OK);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8D"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.out_seat, ==, 0);
}

static void
test_ask_needs_possibility (void)
{
  CnState s = table (4);

  tu_hand (&s, 0, "9C 9D 9H 6S 6C");
  tu_stock (&s, "8D 4C 4D");
  tu_pile (&s, "KD");
  s.turn = 0;
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  /* No canasta on the table and none possible: nothing to ask. */
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_ERR_CANNOT_GO_OUT);
  tu_expect (&s, tu_move (CN_MOVE_ANSWER_GO_OUT, 2, NULL), CN_ERR_NOT_YOUR_TURN);
  tu_expect (&s, tu_move (CN_MOVE_ANSWER_GO_OUT, 0, NULL), CN_ERR_NOT_ASKED);
}

static void
test_no_partner_in_two_player (void)
{
  CnState s = table (2);

  tu_meld (&s, 0, "QC QD QH QS QC QD QH");
  tu_meld (&s, 0, "JC JD JH JS JC JD JH");
  tu_hand (&s, 0, "9C 9D 9H 6S");
  tu_stock (&s, "8D 4C 4D 5D");
  tu_pile (&s, "KD");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.hand_n[0], ==, 6);   /* two players draw two */
  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_ERR_NO_PARTNER);
}

static void
test_black_threes (void)
{
  CnState s = table (4);

  tu_meld (&s, 0, "QC QD QH QS QC QD QH");
  tu_hand (&s, 0, "3C 3S 3C 9C 9D 9H");
  tu_stock (&s, "8D 4C 4D");
  tu_pile (&s, "KD");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);

  /* Not while other cards stay in hand. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3S 3C"), CN_ERR_BLACK_THREES_NOT_OUT);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3S JK"), CN_ERR_BLACK_THREES_WILD);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "9C 9D 9H"), CN_OK);
  /* Never with wilds. */
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3S 2C"), CN_ERR_BLACK_THREES_WILD);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "3C 3S 3C"), CN_OK);
  g_assert_true (s.black_threes_down);
  /* Then only the going-out discard. */
  {
    CnMove add = tu_move (CN_MOVE_ADD, 0, "8D");

    add.rank = 8;
    tu_expect (&s, add, CN_ERR_BLACK_THREES_LAST);
  }
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8D"), CN_OK);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.hand_n[0], ==, 0);
}

static void
test_stock_exhaustion (void)
{
  CnState s = table (4);

  tu_hand (&s, 0, "9C 9D 5H 6S");
  tu_hand (&s, 1, "KC");
  tu_stock (&s, "8D");
  tu_pile (&s, "KD");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_cmpint (s.stock_n, ==, 0);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "8D"), CN_OK);
  /* The turn that emptied the stock was the last. */
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.end, ==, CN_END_STOCK_EXHAUSTED);
}

static void
test_red_three_last_card (void)
{
  CnState s = table (4);

  tu_hand (&s, 0, "9C 9D 5H 6S");
  tu_stock (&s, "3H");
  tu_pile (&s, "KD");
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  /* Laid down, not replaced, and the round ends at once. */
  g_assert_cmpint (s.n_red_threes[0], ==, 1);
  g_assert_cmpint (s.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (s.hand_n[0], ==, 4);
}

static void
test_red_three_drawn_replaced (void)
{
  CnState s = table (4);
  CnEvents events;
  CnMove draw = tu_move (CN_MOVE_DRAW, 0, NULL);

  tu_hand (&s, 0, "9C 9D 5H 6S");
  tu_stock (&s, "3D 3H 7C 8C");
  tu_pile (&s, "KD");
  tu_finish (&s);
  g_assert_true (cn_apply (&s, &draw, NULL, &events));
  g_assert_cmpint (s.n_red_threes[0], ==, 2);
  g_assert_cmpint (s.hand[0][CN_CARD (7, CN_SUIT_CLUBS)], ==, 1);
  g_assert_cmpint (s.hand_n[0], ==, 5);
  g_assert_cmpint (s.stock_n, ==, 1);
  g_assert_cmpint (events.n, ==, 3);
  g_assert_cmpint (events.events[0].to, ==, CN_PLACE_RED_THREES);
  g_assert_cmpint (events.events[2].to, ==, CN_PLACE_HAND);
}

static int
wilds_in (const CnMove *m)
{
  int wilds = 0;

  for (int i = 0; i < m->n; i++)
    wilds += cn_card_is_wild (m->cards[i]);
  return wilds;
}

/* The take a player naming no cards means: the top card laid off where
 * the side has its meld, else a natural pair; never a wild card. */
static void
test_pile_take_choice (void)
{
  CnState s = table (4);
  CnState t;
  CnMove m;
  CnVerdict v;

  /* Open pile, a meld of kings on the table: laid off, the pair kept. */
  tu_meld (&s, 0, "KH KH KS");
  tu_hand (&s, 0, "KC KD 2D 5H 6S 7C");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 9D KD");
  tu_finish (&s);
  g_assert_cmpint (cn_state_pile_state (&s), ==, CN_PILE_OPEN);
  g_assert_true (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_OK);
  g_assert_cmpint (m.kind, ==, CN_MOVE_TAKE_PILE);
  g_assert_cmpint (m.n, ==, 0);
  t = s;
  tu_expect (&t, m, CN_OK);
  g_assert_cmpint (t.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS)], ==, 1);

  /* No meld of the rank: a natural pair, not the two. */
  s = table (4);
  tu_meld (&s, 0, "QH QH QS");
  tu_hand (&s, 0, "KC KD KS 2D 5H 6S 7C");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 9D KD");
  tu_finish (&s);
  g_assert_true (cn_take_choice (&s, &m, NULL));
  g_assert_cmpint (m.n, ==, 2);
  g_assert_cmpint (wilds_in (&m), ==, 0);
  g_assert_cmpint (cn_card_rank (m.cards[0]), ==, CN_RANK_KING);
  tu_expect (&s, m, CN_OK);

  /* One king and wild cards: every take spends a wild card, so the
   * player must name them. */
  s = table (4);
  tu_meld (&s, 0, "QH QH QS");
  tu_hand (&s, 0, "KC 2D JK 5H 6S 7C");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 9D KD");
  tu_finish (&s);
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_TAKE_NEEDS_WILD);
  g_assert_cmpint (v.nums[0], ==, 1);
  g_assert_cmpint (v.nums[1], ==, 1);
  g_assert_cmpint (v.nums[2], ==, CN_RANK_KING);

  /* Frozen: the pair or nothing; the pile says why. */
  s = table (4);
  tu_meld (&s, 0, "QH QH QS");
  tu_hand (&s, 0, "KC 2D JK 5H 6S 7C");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 2C 9D KD");
  tu_finish (&s);
  g_assert_cmpint (cn_state_pile_state (&s), ==, CN_PILE_FROZEN);
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_PILE_FROZEN);

  /* The pair is there but the opening is out of reach with it: the
   * engine's reason for that take. */
  s = table (4);
  tu_hand (&s, 0, "KC KS 5H 6S 7C 8D");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 9D KD");
  tu_finish (&s);
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_OPENING_UNREACHABLE);

  /* Not in the draw phase: the take's own refusal. */
  s = table (4);
  tu_meld (&s, 0, "KH KH KS");
  tu_hand (&s, 0, "KC KD 5H");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "9C 9D KD");
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  g_assert_false (cn_take_choice (&s, &m, &v));
  g_assert_cmpint (v.code, ==, CN_ERR_ALREADY_DRAWN);
}

static void
test_pile_red_three_and_opening (void)
{
  CnState s = table (4);

  /* The pile holds a red three (frozen): taken with a natural pair for an
   * opening of 50; the top card counts, the rest waits for the minimum. */
  tu_hand (&s, 0, "KC KS AS AC 2D 5H 6S");
  tu_stock (&s, "8D 4C");
  tu_pile (&s, "3H 9C 9D JK 9S KD");
  tu_finish (&s);
  g_assert_cmpint (cn_state_pile_state (&s), ==, CN_PILE_FROZEN);

  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC 2D"), CN_ERR_PILE_FROZEN);
  tu_expect (&s, tu_move (CN_MOVE_TAKE_PILE, 0, "KC KS"), CN_OK);
  /* 30 of 50: the pile waits. */
  g_assert_true (s.pile_pending);
  g_assert_cmpint (s.turn_points, ==, 30);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5H"), CN_ERR_PILE_PENDING);
  tu_expect (&s, tu_move (CN_MOVE_MELD, 0, "AS AC 2D"), CN_OK);
  /* 90 now: the rest of the pile joined the hand, its red three went down. */
  g_assert_false (s.pile_pending);
  g_assert_cmpint (s.pile_n, ==, 0);
  g_assert_cmpint (s.n_red_threes[0], ==, 1);
  g_assert_cmpint (s.hand_n[0], ==, 2 + 4);
  tu_expect (&s, tu_move (CN_MOVE_DISCARD, 0, "5H"), CN_OK);
}

static void
test_game_end_and_tie (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnGame game;
  CnRoundScore score = { .n_sides = 2 };

  cn_game_init (&game, rules, NULL, 4, 7);
  game.scores[0] = 4900;
  game.scores[1] = 3000;
  score.sides[0].total = 50;
  score.sides[1].total = 900;
  cn_game_end_round (&game, &score);
  g_assert_false (game.over);   /* 4950: below the target */

  /* Both above 5000 and tied: another round. */
  score.sides[0].total = 1000;
  score.sides[1].total = 2050;
  cn_game_end_round (&game, &score);
  g_assert_cmpint (game.scores[0], ==, 5950);
  g_assert_cmpint (game.scores[1], ==, 5950);
  g_assert_false (game.over);

  score.sides[0].total = 10;
  score.sides[1].total = 5;
  cn_game_end_round (&game, &score);
  g_assert_true (game.over);
  g_assert_cmpint (game.winner, ==, 0);
  g_assert_cmpint (game.round, ==, 3);

  /* The side that reaches the target does not win when the other is higher. */
  cn_game_init (&game, rules, NULL, 4, 7);
  game.scores[0] = 4900;
  game.scores[1] = 4950;
  score.sides[0].total = 200;
  score.sides[1].total = 300;
  cn_game_end_round (&game, &score);
  g_assert_true (game.over);
  g_assert_cmpint (game.winner, ==, 1);
}

/* Ends a round of a two-side game with these round totals. */
static void
end_round (CnGame *game,
           int     side0,
           int     side1)
{
  CnRoundScore score = { .n_sides = 2 };

  score.sides[0].total = side0;
  score.sides[1].total = side1;
  cn_game_end_round (game, &score);
}

/* Fifteen's second game: a fixed number of rounds, the highest total after
 * the last one wins, whatever the target; a tie at the top plays further
 * rounds one at a time. */
static void
test_game_fixed_rounds (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_FIFTEEN);
  CnOptions options;
  CnGame game;

  g_assert_cmpint (rules->fixed_rounds_suggested, >=, 1);
  g_assert_cmpint (rules->fixed_rounds_suggested, <=, rules->fixed_rounds_max);
  g_assert_true (cn_rules_fixed_rounds_valid (rules, 0));
  g_assert_true (cn_rules_fixed_rounds_valid (rules, 1));
  g_assert_true (cn_rules_fixed_rounds_valid (rules, rules->fixed_rounds_max));
  g_assert_false (cn_rules_fixed_rounds_valid (rules, rules->fixed_rounds_max + 1));
  g_assert_false (cn_rules_fixed_rounds_valid (rules, -1));
  /* The variants without the fixed-rounds game accept only the target. */
  g_assert_false (cn_rules_fixed_rounds_valid (cn_rules_get (CN_VARIANT_CLASSIC), 3));
  g_assert_false (cn_rules_fixed_rounds_valid (cn_rules_get (CN_VARIANT_ITALIAN), 3));

  cn_options_init (&options, rules);
  g_assert_cmpint (options.fixed_rounds, ==, 0);
  options.fixed_rounds = 3;
  cn_game_init (&game, rules, &options, 4, 7);

  /* Past the target after the first round: the game goes on. */
  end_round (&game, 5200, 300);
  g_assert_false (game.over);
  end_round (&game, -400, 2400);
  g_assert_false (game.over);
  g_assert_cmpint (game.round, ==, 2);

  /* After the third, the higher total wins, far below the target. */
  end_round (&game, 100, 2105);
  g_assert_cmpint (game.scores[0], ==, 4900);
  g_assert_cmpint (game.scores[1], ==, 4805);
  g_assert_true (game.over);
  g_assert_cmpint (game.winner, ==, 0);
  g_assert_cmpint (game.round, ==, 3);

  /* Tied after the last round: one more round, and another while tied. */
  options.fixed_rounds = 1;
  cn_game_init (&game, rules, &options, 4, 7);
  end_round (&game, 700, 700);
  g_assert_false (game.over);
  end_round (&game, -50, -50);
  g_assert_false (game.over);
  end_round (&game, 0, 5);
  g_assert_true (game.over);
  g_assert_cmpint (game.winner, ==, 1);
  g_assert_cmpint (game.round, ==, 3);
}

static void
test_game_replays (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnGame a, b;
  CnState sa, sb;

  cn_game_init (&a, rules, NULL, 4, 99);
  cn_game_init (&b, rules, NULL, 4, 99);
  cn_game_start_round (&a, &sa);
  cn_game_start_round (&b, &sb);
  g_assert_cmpint (memcmp (&sa, &sb, sizeof sa), ==, 0);
  cn_game_init (&b, rules, NULL, 4, 100);
  cn_game_start_round (&b, &sb);
  g_assert_cmpint (memcmp (sa.stock, sb.stock, sizeof sa.stock), !=, 0);
}

/* Classic asks after the draw: before it the question cannot matter
 * (cn_check refuses it); after it, only while the cards held go out. */
static void
test_asking_can_matter (void)
{
  CnState s = table (4);

  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_meld (&s, 0, "5C 5S 5D");
  tu_hand (&s, 0, "5H 7D");
  tu_hand (&s, 1, "9S");
  tu_hand (&s, 2, "9D");
  tu_hand (&s, 3, "9H");
  tu_stock (&s, "QH 4C 4D");
  tu_pile (&s, "8C");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  g_assert_false (cn_state_asking_can_matter (&s));
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  /* 5H on the fives, QH on the queens, 7D discarded. */
  g_assert_true (cn_state_asking_can_matter (&s));

  s = table (4);
  tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
  tu_hand (&s, 0, "5H 7D 9C");
  tu_hand (&s, 1, "9S");
  tu_hand (&s, 2, "9D");
  tu_hand (&s, 3, "9H");
  tu_stock (&s, "KH 4C 4D");
  tu_pile (&s, "8C");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  tu_expect (&s, tu_move (CN_MOVE_DRAW, 0, NULL), CN_OK);
  g_assert_false (cn_state_asking_can_matter (&s));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/concealed/leniency", test_concealed_going_out);
  g_test_add_func ("/play/concealed/not-reached", test_concealed_without_minimum);
  g_test_add_func ("/play/concealed/no-minimum", test_concealed_without_minimum_goes_out);
  g_test_add_func ("/play/ask/binding", test_ask_partner);
  g_test_add_func ("/play/ask/needs-possibility", test_ask_needs_possibility);
  g_test_add_func ("/play/ask/no-partner", test_no_partner_in_two_player);
  g_test_add_func ("/play/black-threes", test_black_threes);
  g_test_add_func ("/play/stock-exhaustion", test_stock_exhaustion);
  g_test_add_func ("/play/red-three/last-card", test_red_three_last_card);
  g_test_add_func ("/play/red-three/replaced", test_red_three_drawn_replaced);
  g_test_add_func ("/play/pile/red-three-opening", test_pile_red_three_and_opening);
  g_test_add_func ("/play/pile/take-choice", test_pile_take_choice);
  g_test_add_func ("/game/end-and-tie", test_game_end_and_tie);
  g_test_add_func ("/game/fixed-rounds", test_game_fixed_rounds);
  g_test_add_func ("/game/replays", test_game_replays);
  g_test_add_func ("/turn/asking-can-matter", test_asking_can_matter);
  return g_test_run ();
}
