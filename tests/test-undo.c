/* test-undo.c: taking back a turn's melds and lay-offs (src/engine/cn-undo.c)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-undo.h"
#include "test-util.h"

/* Seat 0 of a classic four-player table, side 0 not opened, after the
 * draw: the opening melds count toward the minimum of 50. */
static void
position (CnState *s)
{
  CnOptions options;

  cn_options_init (&options, cn_rules_get (CN_VARIANT_CLASSIC));
  cn_state_init_empty (s, cn_rules_get (CN_VARIANT_CLASSIC), &options, 4);
  tu_hand (s, 0, "AS AH AD KC KD KH 9S 9H 2C 5D");
  tu_hand (s, 1, "4C 4D");
  tu_hand (s, 2, "6C 6D");
  tu_hand (s, 3, "7C 7D");
  tu_pile (s, "8C");
  tu_stock (s, "10C 10D 10H");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  tu_finish (s);
}

static void
test_undo_restores (void)
{
  CnState base, now, undone, again;
  CnMove moves[3];

  position (&base);
  moves[0] = tu_move (CN_MOVE_MELD, 0, "AS AH AD");
  moves[1] = tu_move (CN_MOVE_MELD, 0, "KC KD KH");
  moves[2] = tu_move (CN_MOVE_ADD, 0, "2C");
  moves[2].rank = CN_RANK_ACE;

  now = base;
  for (int i = 0; i < 3; i++)
    tu_expect (&now, moves[i], CN_OK);
  g_assert_cmpint (cn_state_turn_points (&now), ==, 110);

  /* The last move back: the two is in the hand, the aces three again. */
  g_assert_true (cn_turn_undo (&base, moves, 3, 1, &now, &undone));
  g_assert_cmpint (undone.hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 1);
  g_assert_cmpint (undone.melds[0][0].n, ==, 3);
  g_assert_cmpint (undone.n_melds[0], ==, 2);

  /* The turn as if the moves had never been made: the kings and aces in
   * the hand, the opening count at nothing, the same as the base. */
  g_assert_true (cn_turn_undo (&base, moves, 3, 3, &now, &undone));
  g_assert_true (cn_state_same (&undone, &base));
  g_assert_cmpint (cn_state_turn_points (&undone), ==, 0);
  g_assert_cmpint (undone.n_melds[0], ==, 0);
  g_assert_cmpint (undone.hand_n[0], ==, 10);

  /* Replayed, the kept moves give the same position as played once. */
  g_assert_true (cn_turn_undo (&base, moves, 3, 2, &now, &undone));
  again = base;
  tu_expect (&again, moves[0], CN_OK);
  g_assert_true (cn_state_same (&undone, &again));
}

static void
test_undo_refuses (void)
{
  CnState base, now, out, other;
  CnMove moves[2];

  position (&base);
  moves[0] = tu_move (CN_MOVE_MELD, 0, "AS AH AD");
  now = base;
  tu_expect (&now, moves[0], CN_OK);

  /* A record that does not give the position in play: nothing is taken
   * back, and out is left alone. */
  other = base;
  memset (&out, 0xa5, sizeof out);
  other.stock[0] = base.stock[1];
  other.stock[1] = base.stock[0];
  g_assert_false (cn_turn_undo (&other, moves, 1, 1, &now, &out));
  g_assert_cmpint (out.n_players, ==, 0xa5);

  /* A discard cannot be taken back. */
  moves[1] = tu_move (CN_MOVE_DISCARD, 0, "5D");
  g_assert_false (cn_move_undoable (&now, &moves[1]));
  g_assert_true (cn_move_undoable (&base, &moves[0]));

  /* Nor a move of another seat, nor one before the draw. */
  moves[1] = tu_move (CN_MOVE_MELD, 1, "4C 4D");
  g_assert_false (cn_move_undoable (&now, &moves[1]));
  base.phase = CN_PHASE_DRAW;
  g_assert_false (cn_move_undoable (&base, &moves[0]));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/undo/restores", test_undo_restores);
  g_test_add_func ("/undo/refuses", test_undo_refuses);

  return g_test_run ();
}
