/* test-explain.c: the hint's reasons (src/ai/cn-ai-explain.c)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-explain.h"
#include "test-util.h"

/* A classic four-player table, seat 0 to discard; side 1 has not opened,
 * so the pile is frozen for the next player. */
static void
position (CnState    *s,
          CnAiMemory *memory,
          const char *hand)
{
  CnOptions options;

  cn_options_init (&options, cn_rules_get (CN_VARIANT_CLASSIC));
  cn_state_init_empty (s, cn_rules_get (CN_VARIANT_CLASSIC), &options, 4);
  tu_hand (s, 0, hand);
  tu_hand (s, 1, "5C 5D 6S 8H");
  tu_hand (s, 2, "6C 6D 7S");
  tu_hand (s, 3, "7C 7D 8S");
  tu_meld (s, 0, "AS AH AC AC AH 2D");
  tu_pile (s, "9C");
  tu_stock (s, "10C 10D 10H JC JD");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  tu_finish (s);
  cn_ai_memory_init (memory, 0, 1);
}

static void
explain (const char *hand,
         const char *discard,
         CnAiReason *reason)
{
  CnState s;
  CnAiMemory memory;
  CnMove move = tu_move (CN_MOVE_DISCARD, 0, discard);

  position (&s, &memory, hand);
  cn_ai_explain (&s, &memory, &move, reason);
}

static void
test_keeps_pair (void)
{
  CnAiReason reason;

  explain ("KC KD 4C 9S 9H 9D", "4C", &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_KEEPS_PAIR);
  g_assert_cmpint (reason.rank, ==, CN_RANK_KING);
}

/* A uruguayan pozo made premiado by a wild under its top takes three
 * naturals: the pair of kings kept is no reason to discard the four. The
 * same hand before a plain pozo keeps the pair. */
static void
test_keeps_pair_premiado (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_URUGUAYAN);
  CnOptions options;
  CnAiMemory memory;
  CnAiReason reason;
  CnMove move = tu_move (CN_MOVE_DISCARD, 0, "4C");

  for (int premiado = 0; premiado < 2; premiado++)
    {
      CnState s;

      cn_options_init (&options, rules);
      cn_state_init_empty (&s, rules, &options, 4);
      tu_hand (&s, 0, "KC KD 4C 9S 9H 9D");
      tu_hand (&s, 1, "5C 5D 6S 8H");
      tu_hand (&s, 2, "6C 6D 7S");
      tu_hand (&s, 3, "7C 7D 8S");
      tu_meld (&s, 0, "AS AH AC AC AH 2D");
      tu_pile (&s, premiado ? "10S 2S 9C" : "10S 5S 9C");
      tu_stock (&s, "10C 10D 10H JC JD");
      s.turn = 0;
      s.phase = CN_PHASE_PLAY;
      tu_finish (&s);
      cn_ai_memory_init (&memory, 0, 1);
      g_assert_cmpint (cn_state_pozo_premiado (&s), ==, premiado);
      g_assert_cmpint (cn_state_take_naturals (&s), ==, premiado ? 3 : 2);

      cn_ai_explain (&s, &memory, &move, &reason);
      if (premiado)
        g_assert_cmpint (reason.why, !=, CN_WHY_KEEPS_PAIR);
      else
        g_assert_cmpint (reason.why, ==, CN_WHY_KEEPS_PAIR);
    }
}

/* Five aces on the table and two in the hand: the eighth is the only one
 * the next player could hold, and a frozen pile needs a pair. */
static void
test_safe (void)
{
  CnAiReason reason;

  explain ("AD AS KC KD", "AD", &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_SAFE);
  g_assert_cmpint (reason.rank, ==, CN_RANK_ACE);
  g_assert_cmpint (reason.nums[0], ==, 7);
  g_assert_cmpint (reason.nums[1], ==, 8);
}

static void
test_black_three (void)
{
  CnAiReason reason;

  explain ("3S KC KD", "3S", &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_BLACK_THREE);
}

static void
test_uncollected (void)
{
  CnAiReason reason;

  explain ("QC JS JH JD", "QC", &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_UNCOLLECTED);
  g_assert_cmpint (reason.rank, ==, CN_RANK_QUEEN);
}

/* A lay-off that makes the aces seven: a canasta. */
static void
test_canasta (void)
{
  CnState s;
  CnAiMemory memory;
  CnAiReason reason;
  CnMove move = tu_move (CN_MOVE_ADD, 0, "AD");

  move.rank = CN_RANK_ACE;
  position (&s, &memory, "AD KC KD 4C");
  cn_ai_explain (&s, &memory, &move, &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_CANASTA);
  g_assert_cmpint (reason.rank, ==, CN_RANK_ACE);
}

/* The last card of the hand: the discard ends the round, whatever else
 * might be said of the card. */
static void
test_goes_out (void)
{
  CnAiReason reason;

  explain ("AD", "AD", &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_GOES_OUT);
  explain ("AD KC", "AD", &reason);
  g_assert_cmpint (reason.why, !=, CN_WHY_GOES_OUT);
}

/* Italian one against one, short of the two canastas going out needs:
 * the discard comes instead of melding the three fives, and the hint says
 * why; with partners (four players) the same discard is just a discard. */
static void
test_keeps_hand (void)
{
  for (int players = 2; players <= 4; players += 2)
    {
      const CnRules *rules = cn_rules_get (CN_VARIANT_ITALIAN);
      CnOptions options;
      CnState s;
      CnAiMemory memory;
      CnAiReason reason;
      CnMove move = tu_move (CN_MOVE_DISCARD, 0, "AS");

      cn_options_init (&options, rules);
      cn_state_init_empty (&s, rules, &options, players);
      tu_hand (&s, 0, "5C 5D 5S 7C 8D 9H 10S JC QD KH AS 4H 6D 7S 8H");
      tu_hand (&s, 1, "6C 6S 7D");
      if (players == 4)
        {
          tu_hand (&s, 2, "4S 6H 7H");
          tu_hand (&s, 3, "10C 10D JD");
        }
      tu_meld (&s, 0, "QC QH QS");
      tu_pile (&s, "8C 9D");
      tu_stock (&s, "4C 4D 4H 8D 8S 7C 7H 9S 10H KC KD");
      s.turn = 0;
      s.phase = CN_PHASE_PLAY;
      s.had_turn = (uint8_t) ((1u << players) - 1);
      tu_finish (&s);
      cn_ai_memory_init (&memory, 0, 1);

      cn_ai_explain (&s, &memory, &move, &reason);
      if (players == 2)
        {
          g_assert_cmpint (reason.why, ==, CN_WHY_KEEPS_HAND);
          g_assert_cmpint (reason.nums[0], ==, 15);
        }
      else
        g_assert_cmpint (reason.why, !=, CN_WHY_KEEPS_HAND);
    }
}

/* Every card in the hand fits a meld of the next player's side and the
 * pile is open to it: no discard is safe, and the hint says so rather
 * than "the card your hand needs least" (issue 28). */
static void
test_every_discard_feeds (void)
{
  CnState s;
  CnAiMemory memory;
  CnAiReason reason;
  CnMove move = tu_move (CN_MOVE_DISCARD, 0, "QD");

  position (&s, &memory, "KC QD QS");
  tu_meld (&s, 1, "KD KH KS");
  tu_meld (&s, 1, "QC QH QH");
  tu_pile (&s, "9C 8D");
  tu_finish (&s);
  cn_ai_explain (&s, &memory, &move, &reason);
  g_assert_cmpint (reason.why, ==, CN_WHY_EVERY_DISCARD_FEEDS);
  g_assert_cmpint (reason.nums[0], ==, 3);

  /* A five no meld of theirs takes: that discard is the way out. */
  position (&s, &memory, "KC QD QS 5S");
  tu_meld (&s, 1, "KD KH KS");
  tu_meld (&s, 1, "QC QH QH");
  tu_pile (&s, "9C 8D");
  tu_finish (&s);
  move = tu_move (CN_MOVE_DISCARD, 0, "5S");
  cn_ai_explain (&s, &memory, &move, &reason);
  g_assert_cmpint (reason.why, !=, CN_WHY_EVERY_DISCARD_FEEDS);
}

/* Late in a round (two cards left in the stock) of variant, one against
 * one: side 0 has a natural canasta of eights and three kings, and the
 * hand holds a two and two lone cards. */
static void
late_with_clean_canasta (CnState    *s,
                         CnAiMemory *memory,
                         CnVariant   variant,
                         const char *hand)
{
  const CnRules *rules = cn_rules_get (variant);
  CnOptions options;

  cn_options_init (&options, rules);
  cn_state_init_empty (s, rules, &options, 2);
  tu_hand (s, 0, hand);
  tu_hand (s, 1, "6C 6S 7D 9D");
  tu_meld (s, 0, "8C 8D 8H 8S 8C 8D 8H");
  tu_meld (s, 0, "KC KD KH");
  tu_meld (s, 1, "QC QD QH");
  tu_pile (s, "4H");
  tu_stock (s, "4C 4D");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  s->had_turn = 3;
  tu_finish (s);
  cn_ai_memory_init (memory, 0, 1);
}

/* The hint put a two on a natural canasta of eights late in an italian
 * round: the canasta turned mixed, 300 instead of 500, to save the two's
 * 20 points in the hand (issue 28). The wild goes onto the kings instead,
 * in italian and in classic alike; and the reason for a lay-off onto a
 * canasta is not "8 of the 7 cards of a canasta". */
static void
test_keeps_canasta_clean (void)
{
  static const CnVariant variants[] = { CN_VARIANT_ITALIAN, CN_VARIANT_CLASSIC };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      CnState s;
      CnAiMemory memory;
      CnAiReason reason;
      CnMove move;
      gboolean on_kings = FALSE;

      late_with_clean_canasta (&s, &memory, variants[v], "2C 5H 9S");
      for (int steps = 0; ; steps++)
        {
          g_autofree char *text = NULL;

          cn_ai_choose (CN_AI_MEDIUM, &s, &memory, NULL, &move);
          text = cn_move_to_string (&move);
          g_test_message ("variant %d: %s", variants[v], text);
          g_assert_true (cn_check (&s, &move, NULL));
          if (move.kind == CN_MOVE_DISCARD)
            break;
          g_assert_false (move.kind == CN_MOVE_ADD && move.rank == 8);
          on_kings |= move.kind == CN_MOVE_ADD && move.rank == CN_RANK_KING;
          g_assert_true (cn_apply (&s, &move, NULL, NULL));
          g_assert_cmpint (steps, <, 5);
        }
      g_assert_true (on_kings);

      /* The reasons, for a natural eight and for the two on the eights. */
      late_with_clean_canasta (&s, &memory, variants[v], "2C 8S 9S");
      move = tu_move (CN_MOVE_ADD, 0, "8S");
      move.rank = 8;
      cn_ai_explain (&s, &memory, &move, &reason);
      g_assert_cmpint (reason.why, ==, CN_WHY_ON_CANASTA);
      g_assert_cmpint (reason.rank, ==, 8);
      g_assert_cmpint (reason.nums[0], ==, cn_rules_card_value (s.rules, CN_CARD (8, CN_SUIT_SPADES)));
      move = tu_move (CN_MOVE_ADD, 0, "2C");
      move.rank = 8;
      cn_ai_explain (&s, &memory, &move, &reason);
      g_assert_cmpint (reason.why, ==, CN_WHY_SPOILS_CANASTA);
      g_assert_cmpint (reason.nums[0], ==, 200);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/explain/keeps-pair", test_keeps_pair);
  g_test_add_func ("/explain/keeps-pair-premiado", test_keeps_pair_premiado);
  g_test_add_func ("/explain/safe", test_safe);
  g_test_add_func ("/explain/black-three", test_black_three);
  g_test_add_func ("/explain/uncollected", test_uncollected);
  g_test_add_func ("/explain/canasta", test_canasta);
  g_test_add_func ("/explain/goes-out", test_goes_out);
  g_test_add_func ("/explain/keeps-hand", test_keeps_hand);
  g_test_add_func ("/explain/every-discard-feeds", test_every_discard_feeds);
  g_test_add_func ("/explain/keeps-canasta-clean", test_keeps_canasta_clean);

  return g_test_run ();
}
