/* test-ai-pozo.c: the uruguayan pozo's face-down cards are nobody's to see,
 * not even a computer player's
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pozo is dealt as six cards face down with the turned cards on them.
 * A seat's view (what our computer players and a remote seat are given)
 * counts the face-down cards as unseen and fills their places like the
 * stock's; when a seat takes the pozo, the others remember the face-up
 * cards it took, not the face-down ones.
 */

#include "test-util.h"
#include "cn-ai-private.h"

/* The face-down cards: kinds no other place of the position shows. */
#define FACE_DOWN "AS AH QS JS TS 9H"

static const CnRules *
rules (void)
{
  return cn_rules_get (CN_VARIANT_URUGUAYAN);
}

/* Seat 0 to draw, a premiado pozo before it: six cards face down, a two
 * set crosswise on them (the premio) and the king on top. Seat 0 holds
 * three kings to take it. */
static CnState
premiado_position (const char *face_down)
{
  CnState s;
  g_autofree char *pile = g_strdup_printf ("%s 2S KS", face_down);

  cn_state_init_empty (&s, rules (), NULL, 4);
  tu_hand (&s, 0, "KC KD KH 7C 7D 8C");
  tu_hand (&s, 1, "5C 6C 4D");
  tu_hand (&s, 2, "5D 6D 4H");
  tu_hand (&s, 3, "5H 6H 4S");
  tu_meld (&s, 0, "QC QD QH");
  tu_stock (&s, "4C 8D 8H 8S 9C 9D JC JD");
  tu_pile (&s, pile);
  s.pozo_down = 6;
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  g_assert_true (cn_state_pozo_premiado (&s));
  return s;
}

static void
assert_unseen_face_down (const CnAiView *view)
{
  CnCard cards[CN_MAX_CARDS];
  int n = tu_cards (FACE_DOWN, cards);

  /* Shown nowhere, so every copy of these kinds is unseen. */
  for (int i = 0; i < n; i++)
    g_assert_cmpint (view->unseen[cards[i]], ==, cn_rules_copies (rules (), cards[i]));
}

static void
test_view_does_not_see_face_down (void)
{
  CnState s = premiado_position (FACE_DOWN);
  /* The same position with other cards face down (from the stock's kinds,
   * which the seats do not see either). */
  CnState other = premiado_position ("4C 8D 8H 8S 9C 9D");
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  g_autofree CnAiView *view_other = g_new (CnAiView, 1);

  tu_stock (&other, "AS AH QS JS TS 9H JC JD");
  for (int seat = 0; seat < 4; seat++)
    {
      CnAiMemory memory;

      cn_ai_memory_init (&memory, seat, 7);
      cn_ai_view_build (view, &s, &memory);
      assert_unseen_face_down (view);
      for (int k = 0; k < CN_N_KINDS; k++)
        for (int o = 0; o < 4; o++)
          g_assert_cmpint (view->known[o][k], ==, 0);
      /* The view, its table included, is the same whatever lies face
       * down: nothing of it comes from those cards. */
      cn_ai_view_build (view_other, &other, &memory);
      g_assert_true (memcmp (view, view_other, sizeof *view) == 0);
      /* The face-up cards stay where they are. */
      g_assert_cmpint (view->table.pile_n, ==, 8);
      g_assert_cmpint (view->table.pozo_down, ==, 6);
      g_assert_cmpint (view->table.pile[6], ==, CN_CARD (CN_RANK_TWO, CN_SUIT_SPADES));
      g_assert_cmpint (view->table.pile[7], ==, CN_CARD (CN_RANK_KING, CN_SUIT_SPADES));
    }
}

static void
test_taken_pozo_not_remembered (void)
{
  CnState s = premiado_position (FACE_DOWN);
  CnState before = s;
  CnAiMemory memory[4], together[4];
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  CnCard cards[CN_MAX_CARDS];
  int n = tu_cards (FACE_DOWN, cards);
  CnEvents events;
  CnMove take = tu_move (CN_MOVE_TAKE_PILE, 0, "KC KD KH");

  for (int seat = 0; seat < 4; seat++)
    cn_ai_memory_init (&memory[seat], seat, 3);
  memcpy (together, memory, sizeof memory);
  g_assert_true (cn_apply (&s, &take, NULL, &events));
  /* The pozo's cards went into seat 0's hand. */
  for (int i = 0; i < n; i++)
    g_assert_cmpint (s.hand[0][cards[i]], ==, 1);
  cn_ai_memories_observe (together, 4, &before, &take, &events);
  for (int seat = 1; seat < 4; seat++)
    {
      cn_ai_memory_observe (&memory[seat], &before, &take, &events);
      g_assert_true (memcmp (&memory[seat], &together[seat], sizeof memory[seat]) == 0);
      for (int i = 0; i < n; i++)
        g_assert_cmpint (memory[seat].known[0][cards[i]], ==, 0);
      cn_ai_view_build (view, &s, &memory[seat]);
      for (int i = 0; i < n; i++)
        g_assert_cmpint (view->known[0][cards[i]], ==, 0);
      assert_unseen_face_down (view);
    }
}

/* Deals the position's face-down pozo cards and stock anew: a computer
 * player's choice does not change, at any level. */
static void
test_choice_blind_to_face_down (void)
{
  CnAiConfig config;

  /* Hard stops after its playouts, not the clock: reproducible. */
  cn_ai_config_init (&config);
  config.budget_ms = 60000;
  config.max_playouts = 16;
  config.threads = 1;
  for (int level = 0; level < CN_AI_N_LEVELS; level++)
    {
      CnState s = premiado_position (FACE_DOWN);
      CnState other = premiado_position ("4C 8D 8H 8S 9C 9D");
      CnAiMemory m1, m2;
      CnMove a, b;

      tu_stock (&other, "AS AH QS JS TS 9H JC JD");
      cn_ai_memory_init (&m1, 0, 11);
      m2 = m1;
      cn_ai_choose (level, &s, &m1, &config, &a);
      cn_ai_choose (level, &other, &m2, &config, &b);
      g_assert_true (cn_move_equal (&a, &b));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/pozo/view-does-not-see-face-down", test_view_does_not_see_face_down);
  g_test_add_func ("/ai/pozo/taken-pozo-not-remembered", test_taken_pozo_not_remembered);
  g_test_add_func ("/ai/pozo/choice-blind-to-face-down", test_choice_blind_to_face_down);
  return g_test_run ();
}
