/* test-remote-threes.c: the red threes of the deal at a table hosted
 * elsewhere: every screen's "This Round" tells them, the first player's
 * laid down at the deal and the others' at their first turns, as a
 * screen that plays the game itself does
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-game.h"
#include "canasta-move-event.h"
#include "canasta-table-host.h"
#include "test-wait.h"

/* A deal that gives a red three to seat 0, the first to play, to seat 1,
 * the second, and to seat 3, a computer. */
#define SEED 5

typedef struct
{
  CanastaGame *games[2];
  guint        turns[2];      /* the turns each screen was told */
} Pair;

static void
move_made_cb (CanastaGame            *game,
              const CanastaMoveEvent *event,
              guint                  *turns)
{
  if (event->move.kind == CN_MOVE_DISCARD)
    (*turns)++;
}

/* Each seat has played a turn on both screens, or someone is to act. */
static gboolean
circle_told_or_to_act (gpointer data)
{
  Pair *pair = data;

  if (pair->turns[0] >= 4 && pair->turns[1] >= 4)
    return TRUE;
  for (int i = 0; i < 2; i++)
    if (canasta_game_get_viewer_can_act (pair->games[i]))
      return TRUE;
  return FALSE;
}

static gboolean
waiting (gpointer data)
{
  return canasta_game_get_remote_state (data) == CANASTA_REMOTE_WAITING;
}

static void
count_cb (CanastaGame            *game,
          const CanastaMoveEvent *event,
          int                    *counts)
{
  for (int seat = 0; seat < event->n_players; seat++)
    counts[seat] += event->n_deal_threes[seat];
}

/* How many red threes of the deal game's history tells for each seat:
 * laid down at the deal, or at the seat's first turn. */
static void
deal_threes_told (CanastaGame *game,
                  int          counts[CN_MAX_SEATS])
{
  CnCard threes[CN_MAX_RED_THREES * 2];

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      gboolean alone = TRUE;

      counts[seat] = seat < canasta_game_get_n_players (game)
                     ? canasta_game_get_deal_red_threes (game, seat, &alone, threes)
                     : 0;
    }
  canasta_game_foreach_move (game, (CanastaMoveFunc) count_cb, counts);
}

/* Two people at a classic table of four (seats 0 and 1, the computers
 * at 2 and 3) play until every seat has had a turn: both screens tell the
 * same red threes of the deal, and every one the deal gave (a screen told
 * only its own seat's, and nobody the first player's). */
static void
test_told (void)
{
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = SEED };
  g_autoptr(CanastaTableHost) host = NULL;
  g_autoptr(GError) error = NULL;
  Pair pair = { { canasta_game_new (), canasta_game_new () } };
  int counts[2][CN_MAX_SEATS];

  setup.kinds[0] = setup.kinds[1] = CANASTA_SEAT_HUMAN;
  setup.kinds[2] = setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[2] = setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, NULL, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 2; i++)
    {
      g_signal_connect (pair.games[i], "move-made", G_CALLBACK (move_made_cb), &pair.turns[i]);
      g_assert_true (canasta_game_join (pair.games[i],
                                        canasta_table_host_get_local_invitation (host), &error));
      g_assert_no_error (error);
      if (i == 0)
        g_assert_true (test_wait_for (waiting, pair.games[0]));
    }

  while (TRUE)
    {
      gboolean acted = FALSE;

      g_assert_true (test_wait_for (circle_told_or_to_act, &pair));
      if (pair.turns[0] >= 4 && pair.turns[1] >= 4)
        break;
      for (int i = 0; i < 2; i++)
        {
          CnVerdict verdict;
          CnMove move;

          if (!canasta_game_get_viewer_can_act (pair.games[i]))
            continue;
          g_assert_true (canasta_game_hint (pair.games[i], &move));
          g_assert_true (canasta_game_play (pair.games[i], &move, &verdict));
          acted = TRUE;
        }
      g_assert_true (acted);
    }

  for (int i = 0; i < 2; i++)
    {
      deal_threes_told (pair.games[i], counts[i]);
      for (int seat = 0; seat < 4; seat++)
        g_test_message ("screen %d tells %d red threes of the deal for seat %d", i,
                        counts[i][seat], seat);
    }
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (counts[0][seat], ==, counts[1][seat]);
  g_assert_cmpint (counts[0][0], >, 0);
  g_assert_cmpint (counts[0][1], >, 0);
  g_assert_cmpint (counts[0][3], >, 0);

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (pair.games[i]);
      g_assert_finalize_object (pair.games[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = g_dir_make_tmp ("canasta-threes-XXXXXX", NULL);

  /* The host's certificate goes to a folder of the test's own. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/remote-threes/told", test_told);

  return g_test_run ();
}
