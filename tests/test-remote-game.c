/* test-remote-game.c: CanastaGame at a table hosted elsewhere, without a
 * display: two games join one hosted table over loopback and play a round
 * against each other and two computers
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "canasta-card.h"
#include "canasta-game.h"
#include "canasta-table-host.h"
#include "test-wait.h"

typedef struct
{
  CanastaGame *games[2];
  guint        moves_told[2];
} Table;

static CanastaTableHost *
host_table (guint64 seed)
{
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = seed };
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;

  /* Seats 0 and 1 wait for people, 2 and 3 are computers: the two people
   * play against each other, each with a computer partner. */
  setup.kinds[0] = setup.kinds[1] = CANASTA_SEAT_HUMAN;
  setup.kinds[2] = setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[2] = setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  return host;
}

static gboolean
remote_state_is (CanastaGame        *game,
                 CanastaRemoteState  state)
{
  return canasta_game_get_remote_state (game) == state;
}

static gboolean
failed (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_FAILED);
}

static gboolean
waiting (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_WAITING);
}

static gboolean
both_to_act_or_over (gpointer data)
{
  Table *table = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_viewer_can_act (table->games[i]))
      return TRUE;
  for (int i = 0; i < 2; i++)
    if (!canasta_game_get_started (table->games[i]) ||
        canasta_game_get_phase (table->games[i]) != CANASTA_PHASE_ROUND_OVER)
      return FALSE;
  return TRUE;
}

static void
move_made_cb (CanastaGame            *game,
              const CanastaMoveEvent *event,
              guint                  *count)
{
  (*count)++;
}

static void
test_round (void)
{
  g_autoptr(CanastaTableHost) host = host_table (7);
  Table table = { { canasta_game_new (), canasta_game_new () } };
  g_autoptr(GError) error = NULL;
  CnRoundScore scores[2];
  int totals[2][2];
  guint history[2] = { 0, 0 };

  for (int i = 0; i < 2; i++)
    {
      g_signal_connect (table.games[i], "move-made", G_CALLBACK (move_made_cb),
                        &table.moves_told[i]);
      g_assert_true (canasta_game_join (table.games[i],
                                        canasta_table_host_get_local_invitation (host), &error));
      g_assert_no_error (error);
      g_assert_cmpint (canasta_game_get_remote_state (table.games[i]), ==,
                       CANASTA_REMOTE_CONNECTING);
      if (i == 0)
        {
          /* The first joins and waits for the second. */
          g_assert_true (test_wait_for (waiting, table.games[0]));
          g_assert_cmpint (canasta_game_get_remote_seat (table.games[0]), ==, 0);
          g_assert_true (canasta_game_get_seat_waiting (table.games[0], 1));
          g_assert_false (canasta_game_get_seat_waiting (table.games[0], 2));
        }
    }

  while (TRUE)
    {
      gboolean acted = FALSE;

      g_assert_true (test_wait_for (both_to_act_or_over, &table));
      for (int i = 0; i < 2; i++)
        {
          CanastaGame *game = table.games[i];
          CnVerdict verdict;
          CnMove move;

          if (!canasta_game_get_viewer_can_act (game))
            continue;
          /* Each screen shows its own seat, and only its hand. */
          g_assert_cmpint (canasta_game_get_viewer (game), ==, i);
          g_assert_cmpint (canasta_game_get_remote_seat (game), ==, i);
          g_assert_true (canasta_game_hint (game, &move));
          g_assert_true (canasta_game_play (game, &move, &verdict));
          /* Sent: the seat waits for the host to make it. */
          g_assert_false (canasta_game_get_viewer_can_act (game));
          acted = TRUE;
        }
      if (!acted)
        break;
    }

  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game = table.games[i];

      g_assert_true (canasta_game_get_last_score (game, &scores[i], NULL));
      totals[i][0] = canasta_game_get_total (game, 0);
      totals[i][1] = canasta_game_get_total (game, 1);
      history[i] = canasta_game_foreach_move (game, (CanastaMoveFunc) move_made_cb,
                                              &(guint) { 0 });
      g_assert_cmpuint (table.moves_told[i], >, 10);
      g_assert_cmpuint (history[i], ==, table.moves_told[i]);
    }
  /* Both screens scored the round alike, line by line, and agree with
   * the host's totals. */
  g_assert_cmpint (totals[0][0], ==, totals[1][0]);
  g_assert_cmpint (totals[0][1], ==, totals[1][1]);
  g_assert_cmpint (scores[0].sides[0].total, ==, scores[1].sides[0].total);
  g_assert_cmpint (scores[0].sides[1].total, ==, scores[1].sides[1].total);
  g_assert_cmpint (scores[0].sides[0].total, ==, totals[0][0]);
  g_assert_cmpuint (table.moves_told[0], ==, table.moves_told[1]);
  g_assert_cmpuint (canasta_game_get_n_story_rounds (table.games[0]), ==, 1);

  /* The next round: the host dealt it already. */
  g_assert_true (canasta_game_next_round (table.games[0]));
  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_cmpint (canasta_game_get_remote_state (table.games[i]), ==, CANASTA_REMOTE_NONE);
      g_assert_finalize_object (table.games[i]);
    }
}

static void
count_cb (CanastaGame *game,
          guint       *count)
{
  (*count)++;
}

static gboolean
playing (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_PLAYING);
}

static gboolean
seat_1_away (gpointer data)
{
  return canasta_game_get_seat_waiting (data, 1);
}

/* A player whose connection drops leaves the seat waiting, and the others
 * hear it, with how long the host holds the seat. */
static void
test_drop (void)
{
  g_autoptr(CanastaTableHost) host = host_table (3);
  g_autoptr(CanastaGame) ana = canasta_game_new ();
  g_autoptr(CanastaGame) bruno = canasta_game_new ();
  const char *invite = canasta_table_host_get_local_invitation (host);
  guint changes = 0;

  g_assert_true (canasta_game_join (ana, invite, NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (bruno, invite, NULL));
  g_assert_true (test_wait_for (playing, ana));
  g_assert_true (test_wait_for (playing, bruno));
  g_assert_false (canasta_game_get_seat_waiting (ana, 1));

  g_signal_connect (ana, "remote-changed", G_CALLBACK (count_cb), &changes);
  canasta_game_leave (bruno);
  g_assert_true (test_wait_for (seat_1_away, ana));
  g_assert_cmpint (canasta_game_get_remote_state (ana), ==, CANASTA_REMOTE_PLAYING);
  g_assert_cmpuint (changes, ==, 1);

  /* The host holds the seat for its player a while (the wait counts down). */
  g_assert_cmpint (canasta_game_get_seat_wait (ana, 1), >, 0);
  g_assert_cmpint (canasta_game_get_seat_wait (ana, 0), ==, -1);
  g_assert_false (canasta_game_get_seat_stand_in (ana, 1));
}

static gboolean
seat_1_back (gpointer data)
{
  return !canasta_game_get_seat_waiting (data, 1);
}

/* The cards of a seat's hand as this game shows them, in order. */
static GArray *
hand_cards (CanastaGame *game,
            int          seat)
{
  GListModel *hand = canasta_game_get_hand (game, seat);
  GArray *cards = g_array_new (FALSE, FALSE, sizeof (CnCard));

  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i);
      CnCard id = canasta_card_get_card (card);

      g_array_append_val (cards, id);
    }
  return cards;
}

/* A player who closed the table's window and joins again with the same
 * invitation comes back to the same seat and the same hand: the seat's
 * token was kept, readable by the user alone. A second game of the same
 * account joining at the same time still takes a free seat of its own
 * (the two games above). */
static void
test_rejoin (void)
{
  g_autoptr(CanastaTableHost) host = host_table (5);
  g_autoptr(CanastaGame) ana = canasta_game_new ();
  g_autoptr(CanastaGame) bruno = canasta_game_new ();
  g_autoptr(CanastaGame) again = canasta_game_new ();
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  g_autofree char *seats = g_build_filename (g_get_user_config_dir (), "canasta", "seats.ini", NULL);
  const char *invite = canasta_table_host_get_local_invitation (host);
  GStatBuf st;

  g_assert_true (canasta_game_join (ana, invite, NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (bruno, invite, NULL));
  g_assert_true (test_wait_for (playing, ana));
  g_assert_true (test_wait_for (playing, bruno));
  g_assert_cmpint (canasta_game_get_viewer (bruno), ==, 1);
  before = hand_cards (bruno, 1);
  g_assert_cmpuint (before->len, >, 0);
  g_assert_cmpint (g_stat (seats, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  canasta_game_leave (bruno);
  g_assert_true (test_wait_for (seat_1_away, ana));

  g_assert_true (canasta_game_join (again, invite, NULL));
  g_assert_true (test_wait_for (playing, again));
  g_assert_true (test_wait_for (seat_1_back, ana));
  g_assert_cmpint (canasta_game_get_viewer (again), ==, 1);
  after = hand_cards (again, 1);
  g_assert_cmpuint (after->len, ==, before->len);
  g_assert_cmpmem (after->data, after->len * sizeof (CnCard), before->data, before->len * sizeof (CnCard));
}

/* A refused invitation says why, in the player's words, and leaves the
 * game of this screen as it was. */
static void
test_refused (void)
{
  g_autoptr(CanastaTableHost) host = host_table (1);
  g_autoptr(CanastaGame) game = canasta_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *wrong_secret = NULL;
  g_autofree char *wrong_print = NULL;
  g_autofree char *no_host = NULL;
  const char *invite = canasta_table_host_get_local_invitation (host);
  const char *s = strstr (invite, "s=");
  const char *fp = strstr (invite, "fp=");

  g_assert_false (canasta_game_join (game, "https://example.org/table", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "canasta://"));
  g_assert_cmpint (canasta_game_get_remote_state (game), ==, CANASTA_REMOTE_NONE);
  g_clear_error (&error);

  /* The right table, a wrong password: the same characters, the first
   * changed for another of the password's alphabet. */
  wrong_secret = g_strdup (invite);
  wrong_secret[s - invite + 2] = s[2] == 'A' ? 'B' : 'A';
  g_assert_true (canasta_game_join (game, wrong_secret, &error));
  g_assert_true (test_wait_for (failed, game));
  g_assert_nonnull (strstr (canasta_game_get_remote_error (game), "secret"));

  /* The right table, a certificate of someone else's. */
  wrong_print = g_strdup (invite);
  wrong_print[fp - invite + 3] = fp[3] == '0' ? '1' : '0';
  g_assert_true (canasta_game_join (game, wrong_print, &error));
  g_assert_true (test_wait_for (failed, game));
  g_assert_nonnull (strstr (canasta_game_get_remote_error (game), "certificate"));

  /* Nobody at the port: port 1 is not a table's. */
  no_host = g_strdup_printf ("canasta://127.0.0.1:1/%s", strchr (invite + strlen ("canasta://"), '/') + 1);
  g_assert_true (canasta_game_join (game, no_host, &error));
  g_assert_true (test_wait_for (failed, game));
  g_assert_nonnull (strstr (canasta_game_get_remote_error (game), "127.0.0.1:1"));
  g_assert_false (canasta_game_get_started (game));
}

typedef struct
{
  CanastaGame *game;
  int          seat;
  const char  *name;
} SeatNamed;

static gboolean
seat_named (gpointer data)
{
  SeatNamed *named = data;

  return g_strcmp0 (canasta_game_get_seat_name (named->game, named->seat), named->name) == 0;
}

static gboolean
started (gpointer data)
{
  return canasta_game_get_started (data);
}

/* Players' names across the table: each given in the join, cleaned by the
 * host, seen by the others already while the table fills (the host's
 * list of who joined) and in the game; one who gives none is called by
 * the seat's number, a computer by its own. */
static void
test_names (void)
{
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 3 };
  g_autoptr(CanastaTableHost) host = NULL;
  g_autoptr(GError) error = NULL;
  CanastaGame *games[3];
  SeatNamed named;

  setup.kinds[0] = setup.kinds[1] = setup.kinds[2] = CANASTA_SEAT_HUMAN;
  setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 3; i++)
    games[i] = canasta_game_new ();
  canasta_game_set_player_name (games[0], "Rosa");
  /* A line break and a right-to-left override in it: gone. */
  canasta_game_set_player_name (games[1], "\xe2\x80\xae" "Ana\n");
  g_assert_cmpstr (canasta_game_get_player_name (games[1]), ==, "Ana");

  g_assert_true (canasta_game_join (games[0], canasta_table_host_get_local_invitation (host),
                                    &error));
  g_assert_true (test_wait_for (waiting, games[0]));
  g_assert_true (canasta_game_join (games[1], canasta_table_host_get_local_invitation (host),
                                    &error));
  /* The host's window sees who sat down while the table still fills. */
  named = (SeatNamed) { games[0], 1, "Ana" };
  g_assert_true (test_wait_for (seat_named, &named));
  g_assert_cmpstr (canasta_game_get_seat_name (games[1], 0), ==, "Rosa");

  g_assert_true (canasta_game_join (games[2], canasta_table_host_get_local_invitation (host),
                                    &error));
  for (int i = 0; i < 3; i++)
    g_assert_true (test_wait_for (started, games[i]));
  named = (SeatNamed) { games[2], 1, "Ana" };
  g_assert_true (test_wait_for (seat_named, &named));
  g_assert_cmpstr (canasta_game_get_seat_name (games[2], 0), ==, "Rosa");
  g_assert_cmpstr (canasta_game_get_seat_name (games[2], 2), ==, "You");
  g_assert_cmpstr (canasta_game_get_seat_name (games[2], 3), ==, "Computer 4");
  g_assert_cmpstr (canasta_game_get_seat_name (games[0], 2), ==, "Player 3");
  g_assert_cmpstr (canasta_game_get_seat_name (games[1], 0), ==, "Rosa");
  g_assert_cmpstr (canasta_game_get_seat_name (games[1], 1), ==, "You");

  for (int i = 0; i < 3; i++)
    {
      canasta_game_leave (games[i]);
      g_object_unref (games[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = g_dir_make_tmp ("canasta-remote-XXXXXX", NULL);

  /* The host's certificate goes to a folder of the test's own. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/remote/round", test_round);
  g_test_add_func ("/remote/refused", test_refused);
  g_test_add_func ("/remote/drop", test_drop);
  g_test_add_func ("/remote/rejoin", test_rejoin);
  g_test_add_func ("/remote/names", test_names);

  return g_test_run ();
}
