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
#include <json-glib/json-glib.h>

#include "canasta-card.h"
#include "canasta-game.h"
#include "canasta-table-host.h"
#include "test-app-dirs.h"
#include "test-history.h"
#include "test-wait.h"

typedef struct
{
  CanastaGame *games[2];
  guint        moves_told[2];
} Table;

/* A table of four, seats 0 and 1 waiting for people, 2 and 3 computers:
 * the two people play against each other, each with a computer partner.
 * Kept in dir when it is not NULL, and rounds long when it is not 0. */
static CanastaTableHost *
host_table_kept (guint64     seed,
                 const char *dir,
                 int         rounds)
{
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = seed,
                             .fixed_rounds = rounds };
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;

  setup.kinds[0] = setup.kinds[1] = CANASTA_SEAT_HUMAN;
  setup.kinds[2] = setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[2] = setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, dir, &error);
  g_assert_no_error (error);
  return host;
}

static CanastaTableHost *
host_table (guint64 seed)
{
  return host_table_kept (seed, NULL, 0);
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

static gboolean
seat_1_not_ready (gpointer data)
{
  return canasta_game_get_seat_ready (data, 0) && !canasta_game_get_seat_ready (data, 1);
}

static gboolean
both_in_round_2 (gpointer data)
{
  Table *table = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_round_number (table->games[i]) != 2 ||
        canasta_game_get_phase (table->games[i]) == CANASTA_PHASE_ROUND_OVER)
      return FALSE;
  return TRUE;
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

  /* The next round waits for both people: the first to go on is told
   * the host waits for the other, and still sees the round's end. */
  g_assert_true (canasta_game_next_round (table.games[0]));
  g_assert_true (test_wait_for (seat_1_not_ready, table.games[0]));
  g_assert_true (canasta_game_get_going_on (table.games[0]));
  g_assert_cmpint (canasta_game_get_phase (table.games[0]), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (canasta_game_get_seat_ready (table.games[0], 0));
  g_assert_true (canasta_game_get_seat_ready (table.games[0], 2));
  g_assert_cmpint (canasta_game_get_phase (table.games[1]), ==, CANASTA_PHASE_ROUND_OVER);
  /* The other goes on: the host deals, both play round 2. */
  g_assert_true (canasta_game_next_round (table.games[1]));
  g_assert_true (test_wait_for (both_in_round_2, &table));
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

static gboolean
counted (gpointer data)
{
  return *(guint *) data > 0;
}

/* The next move of whichever of the two is to act, by the hint. */
static void
play_next (Table *table)
{
  g_assert_true (test_wait_for (both_to_act_or_over, table));
  for (int i = 0; i < 2; i++)
    {
      CnVerdict verdict;
      CnMove move;

      if (!canasta_game_get_viewer_can_act (table->games[i]))
        continue;
      g_assert_true (canasta_game_hint (table->games[i], &move));
      g_assert_true (canasta_game_play (table->games[i], &move, &verdict));
      return;
    }
}

static void
discard_cb (CanastaGame            *game,
            const CanastaMoveEvent *event,
            int                    *discards)
{
  if (event->move.kind == CN_MOVE_DISCARD)
    discards[event->move.seat]++;
}

static gboolean
same_history (gpointer data)
{
  Table *table = data;
  guint n[2];

  for (int i = 0; i < 2; i++)
    n[i] = canasta_game_foreach_move (table->games[i], (CanastaMoveFunc) move_made_cb, &(guint) { 0 });
  return n[0] == n[1];
}

typedef struct
{
  CanastaGame *game;
  int         *discards;
} AnaTurn;

static gboolean
ana_to_act_or_done (gpointer data)
{
  AnaTurn *turn = data;

  return turn->discards[0] > 0 || canasta_game_get_viewer_can_act (turn->game);
}

/* A player who comes back mid-round reads the round's history as if they
 * had never been away: the moves before they left as they saw them, and
 * those made meanwhile as the seat that stayed saw them. Before the host
 * told the round, the history started empty at the seat's return. */
static void
test_rejoin_history (void)
{
  g_autoptr(CanastaTableHost) host = host_table (17);
  Table table = { { canasta_game_new (), canasta_game_new () } };
  CanastaGame *ana = table.games[0], *bruno = table.games[1];
  g_autoptr(CanastaGame) again = canasta_game_new ();
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GPtrArray) stayed = NULL;
  g_autoptr(GPtrArray) back = NULL;
  const char *invite = canasta_table_host_get_local_invitation (host);
  int discards[CN_MAX_SEATS] = { 0 };
  AnaTurn turn = { ana, discards };
  guint told = 0;

  g_assert_true (canasta_game_join (ana, invite, NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (bruno, invite, NULL));
  g_signal_connect (bruno, "move-made", G_CALLBACK (discard_cb), discards);
  /* Bruno's first turn is over and Ana is to play again. */
  while (TRUE)
    {
      g_assert_true (test_wait_for (both_to_act_or_over, &table));
      if (discards[1] > 0 && canasta_game_get_viewer_can_act (ana))
        break;
      play_next (&table);
    }
  g_assert_true (test_wait_for (same_history, &table));
  left = history_lines (bruno);
  canasta_game_leave (bruno);
  g_assert_finalize_object (bruno);

  /* Ana plays her turn meanwhile; then the table waits for Bruno. */
  memset (discards, 0, sizeof discards);
  g_signal_connect (ana, "move-made", G_CALLBACK (discard_cb), discards);
  while (TRUE)
    {
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (ana_to_act_or_done, &turn));
      if (discards[0] > 0)
        break;
      g_assert_true (canasta_game_hint (ana, &move));
      g_assert_true (canasta_game_play (ana, &move, &verdict));
    }
  stayed = history_lines (ana);
  g_assert_cmpuint (stayed->len, >, left->len);

  /* Bruno is back and plays: his move comes after whatever the host tells
   * the seat on its return. */
  table.games[1] = again;
  g_assert_true (canasta_game_join (again, invite, NULL));
  g_assert_true (test_wait_for (playing, again));
  g_assert_cmpint (canasta_game_get_remote_seat (again), ==, 1);
  g_signal_connect (again, "move-made", G_CALLBACK (move_made_cb), &told);
  play_next (&table);
  g_assert_true (test_wait_for (counted, &told));

  back = history_lines (again);
  g_assert_cmpuint (back->len, ==, stayed->len + 1);
  for (guint i = 0; i < stayed->len; i++)
    g_assert_cmpstr (g_ptr_array_index (back, i), ==,
                     g_ptr_array_index (i < left->len ? left : stayed, i));

  canasta_game_leave (ana);
  canasta_game_leave (again);
  g_assert_finalize_object (ana);
}

static gboolean
reconnecting (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_RECONNECTING);
}

/* Two histories of the round, line by line. */
static void
assert_same_lines (GPtrArray *lines,
                   GPtrArray *expected)
{
  g_assert_cmpuint (lines->len, ==, expected->len);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (g_ptr_array_index (lines, i), ==, g_ptr_array_index (expected, i));
}

/* The hands of both games equal to what they were. */
static void
assert_same_hand (CanastaGame *game,
                  int          seat,
                  GArray      *before)
{
  g_autoptr(GArray) now = hand_cards (game, seat);

  g_assert_cmpuint (now->len, ==, before->len);
  g_assert_cmpmem (now->data, now->len * sizeof (CnCard), before->data, before->len * sizeof (CnCard));
}

/* The app's host quits or crashes mid-game (its host freed with the
 * table unfinished) and starts again from its folder: the same
 * invitation, the same hands; its own screen takes seat 0 back with the
 * token the resume kept, the guest's client comes back by itself, and the
 * game goes on. A save that cannot be read is set aside and said. */
static void
test_host_restart (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  g_autofree char *tables = g_build_filename (dir, "tables", NULL);
  g_autofree char *invitation = NULL;
  g_autofree char *local = NULL;
  g_autofree char *aside = NULL;
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;
  Table table = { { canasta_game_new (), canasta_game_new () } };
  CanastaGame *ana, *bruno;
  g_autoptr(GArray) ana_hand = NULL;
  g_autoptr(GArray) bruno_hand = NULL;
  guint told = 0;
  g_autoptr(GDir) listing = NULL;
  g_autofree char *broken = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  GStatBuf st;

  host = host_table_kept (11, dir, 0);
  invitation = g_strdup (canasta_table_host_get_invitation (host));
  local = g_strdup (canasta_table_host_get_local_invitation (host));
  ana = table.games[0];
  bruno = table.games[1];
  g_assert_true (canasta_game_join (ana, local, NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (bruno, invitation, NULL));

  /* Some moves, until one of the two people is to act again. */
  for (int moves = 0; moves < 6; moves++)
    play_next (&table);
  g_assert_true (test_wait_for (both_to_act_or_over, &table));
  g_assert_cmpint (canasta_game_get_phase (ana), !=, CANASTA_PHASE_ROUND_OVER);
  ana_hand = hand_cards (ana, 0);
  bruno_hand = hand_cards (bruno, 1);
  g_assert_true (test_wait_for (same_history, &table));
  lines = history_lines (bruno);

  /* The host goes without a word to its players; its screen with it. */
  canasta_table_host_free (host);
  g_assert_true (test_wait_for (reconnecting, bruno));
  g_assert_true (canasta_game_get_started (bruno));
  g_assert_false (canasta_game_get_viewer_can_act (bruno));
  canasta_game_leave (ana);
  g_assert_finalize_object (ana);
  {
    g_autofree char *name = NULL;
    const char *file;

    listing = g_dir_open (tables, 0, NULL);
    g_assert_nonnull (listing);
    file = g_dir_read_name (listing);
    g_assert_nonnull (file);
    name = g_build_filename (tables, file, NULL);
    g_assert_cmpint (g_stat (name, &st), ==, 0);
    g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  }

  /* Started again: the same invitation, the host's screen at seat 0 with
   * its hand, the guest back at seat 1 with its hand. */
  host = canasta_table_host_resume (dir, &aside, &error);
  g_assert_no_error (error);
  g_assert_nonnull (host);
  g_assert_null (aside);
  g_assert_cmpstr (canasta_table_host_get_invitation (host), ==, invitation);
  g_assert_cmpstr (canasta_table_host_get_local_invitation (host), ==, local);
  ana = table.games[0] = canasta_game_new ();
  g_assert_true (canasta_game_join (ana, local, NULL));
  g_assert_true (test_wait_for (playing, ana));
  g_assert_true (test_wait_for (playing, bruno));
  g_assert_cmpint (canasta_game_get_remote_seat (ana), ==, 0);
  g_assert_cmpint (canasta_game_get_remote_seat (bruno), ==, 1);
  g_assert_true (test_wait_for (seat_1_back, ana));
  assert_same_hand (ana, 0, ana_hand);
  assert_same_hand (bruno, 1, bruno_hand);

  /* The game goes on: a further move is made at the table, and told. */
  g_signal_connect (bruno, "move-made", G_CALLBACK (move_made_cb), &told);
  play_next (&table);
  g_assert_true (test_wait_for (counted, &told));
  /* Both screens' history of the round goes on from before the restart
   * (the host's save kept the round's moves). */
  g_assert_true (test_wait_for (same_history, &table));
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(GPtrArray) now = history_lines (table.games[i]);

      g_assert_cmpuint (now->len, ==, lines->len + told);
      for (guint j = 0; j < lines->len; j++)
        g_assert_cmpstr (g_ptr_array_index (now, j), ==, g_ptr_array_index (lines, j));
    }

  /* Left for another game: its save goes, nothing comes back. */
  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_forget (host);
  g_assert_null (canasta_table_host_resume (dir, NULL, &error));
  g_assert_no_error (error);

  /* A save that cannot be read is set aside, and said. */
  broken = g_build_filename (tables, "ABCDEF.json", NULL);
  g_assert_true (g_file_set_contents (broken, "{\"format\": \"canasta-save\", \"version\"", -1, NULL));
  g_assert_null (canasta_table_host_resume (dir, &aside, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (aside);
  g_assert_true (g_str_has_prefix (aside, broken));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (broken, G_FILE_TEST_EXISTS));
  g_unlink (aside);
  g_rmdir (tables);
  for (guint i = 0; i < 3; i++)
    {
      const char *const kept[] = { "port", "address", "on-drop" };
      g_autofree char *path = g_build_filename (dir, kept[i], NULL);

      g_unlink (path);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
}

/* The host closes its table for now (its window closed, the app quit):
 * its guests are told goodbye, and their windows say the host closed the
 * table, not that a player lost the connection; they try their way back,
 * and are back at their seats when the host starts again. Before, the
 * host went without a word: a guest took it for a cut. */
static void
test_host_goodbye (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host = host_table_kept (19, dir, 0);
  Table table = { { canasta_game_new (), canasta_game_new () } };
  g_autofree char *invitation = g_strdup (canasta_table_host_get_invitation (host));
  g_autofree char *local = g_strdup (canasta_table_host_get_local_invitation (host));
  CanastaGame *ana = table.games[0], *bruno = table.games[1];
  gboolean done = FALSE;

  g_assert_true (canasta_game_join (ana, local, NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (bruno, invitation, NULL));
  g_assert_true (test_wait_for (both_to_act_or_over, &table));
  g_assert_false (canasta_game_get_table_closed (bruno));
  g_assert_false (canasta_game_get_seat_waiting (bruno, 0));

  canasta_table_host_close (host, flag_cb, &done);
  g_assert_true (test_wait_for (reconnecting, bruno));
  g_assert_true (canasta_game_get_table_closed (bruno));
  /* Nobody is said to have lost the connection. */
  g_assert_false (canasta_game_get_seat_waiting (bruno, 0));
  g_assert_true (test_wait_for (test_wait_flag, &done));
  canasta_game_leave (ana);
  g_assert_finalize_object (ana);

  /* The host starts again: the guest is back by itself. */
  host = canasta_table_host_resume (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (host);
  ana = table.games[0] = canasta_game_new ();
  g_assert_true (canasta_game_join (ana, local, NULL));
  g_assert_true (test_wait_for (playing, bruno));
  g_assert_false (canasta_game_get_table_closed (bruno));

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_forget (host);
  remove_tree (dir);
}

/* The next round dealt on both screens, the first counted once: the
 * totals still those of its end, one round on each score sheet (a screen
 * told the round's end again on its way back, while it showed it, counts
 * nothing twice). */
static void
assert_dealt_counted_once (Table     *table,
                           const int *totals)
{
  g_assert_true (test_wait_for (both_in_round_2, table));
  for (int i = 0; i < 2; i++)
    {
      for (int side = 0; side < 2; side++)
        g_assert_cmpint (canasta_game_get_total (table->games[i], side), ==, totals[side]);
      g_assert_cmpuint (canasta_game_get_n_story_rounds (table->games[i]), ==, 1);
    }
}

static gboolean
both_reconnected_held (gpointer data)
{
  Table *table = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_remote_state (table->games[i]) != CANASTA_REMOTE_PLAYING)
      return FALSE;
  return !canasta_game_get_seat_ready (table->games[0], 1);
}

/* The host is killed (its host freed without a goodbye's wait) while the
 * next deal waits for a player's Next Round: started again from its save,
 * the table still waits for that player, with the round counted once.
 * Before, the resumed table scored the round again and dealt at once,
 * the player's round's end taken from under them. */
static void
test_host_restart_holds_deal (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host = host_table_kept (7, dir, 0);
  Table table = { { canasta_game_new (), canasta_game_new () } };
  const char *invite;
  int totals[2];

  invite = canasta_table_host_get_local_invitation (host);
  g_assert_true (canasta_game_join (table.games[0], invite, NULL));
  g_assert_true (test_wait_for (waiting, table.games[0]));
  g_assert_true (canasta_game_join (table.games[1], invite, NULL));
  while (TRUE)
    {
      g_assert_true (test_wait_for (both_to_act_or_over, &table));
      if (canasta_game_get_phase (table.games[0]) == CANASTA_PHASE_ROUND_OVER &&
          canasta_game_get_phase (table.games[1]) == CANASTA_PHASE_ROUND_OVER)
        break;
      play_next (&table);
    }
  for (int side = 0; side < 2; side++)
    totals[side] = canasta_game_get_total (table.games[0], side);
  g_assert_true (canasta_game_next_round (table.games[0]));
  g_assert_true (test_wait_for (seat_1_not_ready, table.games[0]));

  /* Killed while it waits; started again from its save. */
  canasta_table_host_free (host);
  g_assert_true (test_wait_for (reconnecting, table.games[1]));
  host = canasta_table_host_resume (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (host);
  g_assert_true (test_wait_for (both_reconnected_held, &table));
  g_assert_cmpint (canasta_table_host_peek_state (host)->phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (canasta_game_get_phase (table.games[1]), ==, CANASTA_PHASE_ROUND_OVER);

  /* The other goes on: the next round is dealt, the first counted once. */
  g_assert_true (canasta_game_next_round (table.games[1]));
  assert_dealt_counted_once (&table, totals);

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_forget (host);
  remove_tree (dir);
}

/* A player's own machine keeps the last view it had of the table (the
 * welcome and the seat's last view, 0600, beside seats.ini): a game
 * closed (the window closed, the app quitting) and a new one at the next
 * start show that table at once, the same hand, while they reconnect;
 * then the seat is back and plays on. A table left for another game is
 * not kept. */
static void
test_kept_view (void)
{
  g_autoptr(CanastaTableHost) host = host_table (13);
  g_autofree char *dir = g_build_filename (g_get_user_config_dir (), "canasta", "tables", NULL);
  Table table = { { canasta_game_new (), canasta_game_new () } };
  const char *invite = canasta_table_host_get_local_invitation (host);
  g_autoptr(GArray) before = NULL;
  g_autoptr(GDir) listing = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *view = NULL;
  JsonArray *hands;
  GStatBuf st;
  guint told = 0;
  int n_kept = 0;
  g_autoptr(GPtrArray) lines = NULL;
  /* The guest reaches the host by another name than the host's own
   * screen (whose seat comes back with the host, not by itself). */
  g_autofree char *elsewhere = g_strconcat ("canasta://localhost", invite + strlen ("canasta://127.0.0.1"),
                                            NULL);

  /* What the tests before left kept is not this test's. */
  remove_tree (dir);
  g_assert_true (canasta_game_join (table.games[0], invite, NULL));
  g_assert_true (test_wait_for (waiting, table.games[0]));
  g_assert_true (canasta_game_join (table.games[1], elsewhere, NULL));
  for (int moves = 0; moves < 6; moves++)
    play_next (&table);
  g_assert_true (test_wait_for (both_to_act_or_over, &table));
  before = hand_cards (table.games[1], 1);
  g_assert_true (test_wait_for (same_history, &table));
  lines = history_lines (table.games[1]);
  g_assert_cmpuint (lines->len, >, 0);

  /* Closed: the last view is on disk at once (the other game, at seat 0
   * of the same table in this process, keeps its own). */
  canasta_game_close_table (table.games[1]);
  g_assert_finalize_object (table.games[1]);
  listing = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (listing);
  for (const char *name; (name = g_dir_read_name (listing)) != NULL;)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      JsonObject *root;

      g_assert_true (json_parser_load_from_file (parser, path, &error));
      g_assert_no_error (error);
      root = json_node_get_object (json_parser_get_root (parser));
      if (json_object_get_int_member (json_object_get_object_member (root, "welcome"), "seat") != 1)
        continue;
      kept = g_steal_pointer (&path);
      n_kept++;
      view = json_object_get_object_member (json_object_get_object_member (root, "view"), "view");
      break;
    }
  g_assert_cmpint (n_kept, ==, 1);
  g_assert_cmpint (g_stat (kept, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  /* Only what the seat was sent: its own hand, the others' as counts. */
  hands = json_object_get_array_member (view, "hands");
  g_assert_cmpuint (json_array_get_length (hands), ==, 4);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_true (JSON_NODE_HOLDS_ARRAY (json_array_get_element (hands, seat)) == (seat == 1));

  /* The next start: the table at once, as it was, its history of the
   * round too (before, it stood empty until the host answered),
   * reconnecting. */
  table.games[1] = canasta_game_new ();
  g_assert_true (canasta_game_resume_table (table.games[1]));
  g_assert_cmpint (canasta_game_get_remote_state (table.games[1]), ==, CANASTA_REMOTE_RECONNECTING);
  g_assert_true (canasta_game_get_started (table.games[1]));
  g_assert_cmpint (canasta_game_get_viewer (table.games[1]), ==, 1);
  g_assert_false (canasta_game_get_viewer_can_act (table.games[1]));
  assert_same_hand (table.games[1], 1, before);
  {
    g_autoptr(GPtrArray) shown = history_lines (table.games[1]);

    assert_same_lines (shown, lines);
  }
  g_assert_true (test_wait_for (playing, table.games[1]));
  g_assert_cmpint (canasta_game_get_remote_seat (table.games[1]), ==, 1);
  assert_same_hand (table.games[1], 1, before);

  /* And plays on, its history of the round whole. */
  g_signal_connect (table.games[1], "move-made", G_CALLBACK (move_made_cb), &told);
  play_next (&table);
  g_assert_true (test_wait_for (counted, &told));
  {
    g_autoptr(GPtrArray) now = history_lines (table.games[1]);

    g_assert_cmpuint (now->len, ==, lines->len + told);
    for (guint j = 0; j < lines->len; j++)
      g_assert_cmpstr (g_ptr_array_index (now, j), ==, g_ptr_array_index (lines, j));
  }

  /* Left for another game: nothing comes back. */
  canasta_game_leave (table.games[1]);
  g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));
  g_assert_false (canasta_game_resume_table (table.games[1]));
  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
}

static gboolean
ana_to_act_or_counted (gpointer data)
{
  return canasta_game_get_viewer_can_act (data) ||
         canasta_game_get_phase (data) == CANASTA_PHASE_ROUND_OVER;
}

static gboolean
seat_1_awaited (gpointer data)
{
  return !canasta_game_get_seat_ready (data, 1);
}

static gboolean
back_at_round_end (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_PLAYING) &&
         canasta_game_get_phase (data) == CANASTA_PHASE_ROUND_OVER &&
         canasta_game_get_last_score (data, NULL, NULL);
}

/* A player whose app closed mid-round comes back while the next deal
 * waits for the others' Next Round (the round ended meanwhile, a computer
 * playing their seat): their screen shows at once the round's story as it
 * kept it, then, told what it missed, the round's end as the others see
 * it, the history to the round's last move without a line twice, and
 * their Next Round counts. Before, the seat came back to a round its
 * screen showed still in play, with no story until the host answered and
 * no Next Round to say: the table waited for it for ever. */
static void
test_back_at_round_end (void)
{
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 23,
                             .drop_wait = 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaTableHost) host = NULL;
  Table table = { { canasta_game_new (), canasta_game_new () } };
  CanastaGame *ana = table.games[0];
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GPtrArray) ana_lines = NULL;
  g_autoptr(GPtrArray) back_lines = NULL;
  g_autofree char *elsewhere = NULL;
  CnRoundScore scores[2];
  int totals[2];

  setup.kinds[0] = setup.kinds[1] = CANASTA_SEAT_HUMAN;
  setup.kinds[2] = setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[2] = setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, NULL, &error);
  g_assert_no_error (error);
  /* The guest reaches the host by another name than its own screen. */
  elsewhere = g_strconcat ("canasta://localhost", canasta_table_host_get_local_invitation (host) +
                                                  strlen ("canasta://127.0.0.1"), NULL);
  g_assert_true (canasta_game_join (ana, canasta_table_host_get_local_invitation (host), NULL));
  g_assert_true (test_wait_for (waiting, ana));
  g_assert_true (canasta_game_join (table.games[1], elsewhere, NULL));
  for (int moves = 0; moves < 6; moves++)
    play_next (&table);
  g_assert_true (test_wait_for (both_to_act_or_over, &table));
  g_assert_true (test_wait_for (same_history, &table));
  left = history_lines (table.games[1]);
  g_assert_cmpuint (left->len, >, 0);

  /* Bruno's app closes; the round is played to its end without him (a
   * computer at his seat past the wait), and Ana reads its result. */
  canasta_game_close_table (table.games[1]);
  g_assert_finalize_object (table.games[1]);
  while (TRUE)
    {
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (ana_to_act_or_counted, ana));
      if (canasta_game_get_phase (ana) == CANASTA_PHASE_ROUND_OVER)
        break;
      g_assert_true (canasta_game_hint (ana, &move));
      g_assert_true (canasta_game_play (ana, &move, &verdict));
    }
  g_assert_true (canasta_game_get_last_score (ana, &scores[0], NULL));
  for (int side = 0; side < 2; side++)
    totals[side] = canasta_game_get_total (ana, side);
  ana_lines = history_lines (ana);

  /* Started again: the table and its story as they were kept, at once. */
  table.games[1] = canasta_game_new ();
  g_assert_true (canasta_game_join (table.games[1], elsewhere, NULL));
  g_assert_cmpint (canasta_game_get_remote_state (table.games[1]), ==, CANASTA_REMOTE_RECONNECTING);
  back_lines = history_lines (table.games[1]);
  assert_same_lines (back_lines, left);
  g_ptr_array_unref (g_steal_pointer (&back_lines));

  /* Back: the round's end, scored as Ana's, its whole story once. */
  g_assert_true (test_wait_for (back_at_round_end, table.games[1]));
  g_assert_true (canasta_game_get_last_score (table.games[1], &scores[1], NULL));
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (scores[1].sides[side].total, ==, scores[0].sides[side].total);
      g_assert_cmpint (canasta_game_get_total (table.games[1], side), ==, totals[side]);
    }
  back_lines = history_lines (table.games[1]);
  g_assert_cmpuint (back_lines->len, >, left->len);
  assert_same_lines (back_lines, ana_lines);
  g_assert_cmpuint (canasta_game_get_n_story_rounds (table.games[1]), ==, 1);

  /* The deal waits for both; both go on, round 2 is dealt, the first
   * counted once. */
  g_assert_true (test_wait_for (seat_1_awaited, ana));
  g_assert_false (canasta_game_get_seat_ready (table.games[1], 0));
  g_assert_true (canasta_game_next_round (table.games[1]));
  g_assert_true (canasta_game_next_round (ana));
  assert_dealt_counted_once (&table, totals);

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
}

static gboolean
over (gpointer data)
{
  return remote_state_is (data, CANASTA_REMOTE_OVER);
}

static gboolean
has_file (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_EXISTS);
}

/* The files in dir (none when it is not there). */
static guint
count_files (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (listing != NULL && g_dir_read_name (listing) != NULL)
    n++;
  return n;
}

/* A game that ends leaves nothing to come back to: the host's save goes,
 * and so do the guest's last view and its seat's token. */
static void
test_over_forgets (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  g_autofree char *tables = g_build_filename (dir, "tables", NULL);
  g_autofree char *kept = g_build_filename (g_get_user_config_dir (), "canasta", "tables", NULL);
  g_autofree char *elsewhere = NULL;
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;
  Table table = { { canasta_game_new (), canasta_game_new () } };
  const char *invite;

  host = host_table_kept (17, dir, 1);
  invite = canasta_table_host_get_local_invitation (host);
  elsewhere = g_strconcat ("canasta://localhost", invite + strlen ("canasta://127.0.0.1"), NULL);
  remove_tree (kept);
  g_assert_true (canasta_game_join (table.games[0], invite, NULL));
  g_assert_true (test_wait_for (waiting, table.games[0]));
  g_assert_true (canasta_game_join (table.games[1], elsewhere, NULL));

  /* Under way, the game is kept on both sides. */
  play_next (&table);
  canasta_game_close_table (table.games[1]);
  g_assert_finalize_object (table.games[1]);
  g_assert_cmpuint (count_files (kept), >, 0);
  table.games[1] = canasta_game_new ();
  g_assert_true (canasta_game_resume_table (table.games[1]));
  g_assert_true (test_wait_for (playing, table.games[1]));
  {
    g_autofree char *save = g_strdup_printf ("%s/%s.json", tables,
                                             canasta_game_get_table_code (table.games[1]));

    g_assert_true (test_wait_for (has_file, save));
  }

  /* Played to its end. */
  while (!over (table.games[0]) || !over (table.games[1]))
    {
      g_assert_true (test_wait_for (both_to_act_or_over, &table));
      if (!canasta_game_get_viewer_can_act (table.games[0]) &&
          !canasta_game_get_viewer_can_act (table.games[1]))
        {
          g_assert_true (test_wait_for (over, table.games[0]));
          g_assert_true (test_wait_for (over, table.games[1]));
          break;
        }
      play_next (&table);
    }
  g_assert_cmpuint (count_files (kept), ==, 0);
  g_assert_false (canasta_game_resume_table (table.games[1]));
  /* Closed after the end (the window closed on the result): still
   * nothing kept. The host's last writes land as it goes: no save is
   * left. */
  for (int i = 0; i < 2; i++)
    {
      canasta_game_close_table (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  g_assert_cmpuint (count_files (kept), ==, 0);
  canasta_table_host_free (host);
  g_assert_cmpuint (count_files (tables), ==, 0);
  remove_tree (dir);
}

/* A kept seat the host refuses (its token no longer the seat's) is
 * forgotten with its view: the window says why, and the next start
 * brings nothing back. */
static void
test_refused_forgets (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  g_autofree char *tables = g_build_filename (dir, "tables", NULL);
  g_autofree char *kept = g_build_filename (g_get_user_config_dir (), "canasta", "tables", NULL);
  g_autofree char *elsewhere = NULL;
  g_autofree char *save = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  CanastaTableHost *host;
  Table table = { { canasta_game_new (), canasta_game_new () } };
  JsonObject *network;
  JsonArray *rejoin;
  const char *invite;

  host = host_table_kept (19, dir, 0);
  invite = canasta_table_host_get_local_invitation (host);
  elsewhere = g_strconcat ("canasta://localhost", invite + strlen ("canasta://127.0.0.1"), NULL);
  remove_tree (kept);
  g_assert_true (canasta_game_join (table.games[0], invite, NULL));
  g_assert_true (test_wait_for (waiting, table.games[0]));
  g_assert_true (canasta_game_join (table.games[1], elsewhere, NULL));
  g_assert_true (test_wait_for (both_to_act_or_over, &table));
  save = g_strdup_printf ("%s/%s.json", tables, canasta_game_get_table_code (table.games[1]));
  for (int i = 0; i < 2; i++)
    {
      canasta_game_close_table (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_free (host);
  /* Both screens' last views, the host's own and the guest's. */
  g_assert_cmpuint (count_files (kept), ==, 2);

  /* The host comes back with another token for seat 2. */
  g_assert_true (json_parser_load_from_file (parser, save, &error));
  g_assert_no_error (error);
  network = json_object_get_object_member (json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)),
                                                                         "app"), "network");
  rejoin = json_object_get_array_member (network, "rejoin");
  {
    JsonArray *other = json_array_new ();

    for (guint seat = 0; seat < json_array_get_length (rejoin); seat++)
      if (seat == 1)
        json_array_add_string_element (other, "00000000000000000000000000000000");
      else
        json_array_add_element (other, json_node_copy (json_array_get_element (rejoin, seat)));
    json_object_set_array_member (network, "rejoin", other);
  }
  json_generator_set_root (generator, json_parser_get_root (parser));
  g_assert_true (json_generator_to_file (generator, save, &error));
  g_assert_no_error (error);
  host = canasta_table_host_resume (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (host);

  table.games[1] = canasta_game_new ();
  g_assert_true (canasta_game_resume_table (table.games[1]));
  g_assert_cmpint (canasta_game_get_remote_state (table.games[1]), ==, CANASTA_REMOTE_RECONNECTING);
  g_assert_true (test_wait_for (failed, table.games[1]));
  g_assert_nonnull (strstr (canasta_game_get_remote_error (table.games[1]), "refused"));
  g_assert_cmpuint (count_files (kept), ==, 1);
  g_assert_false (canasta_game_resume_table (table.games[1]));
  g_assert_finalize_object (table.games[1]);
  canasta_table_host_forget (host);
  g_assert_cmpuint (count_files (tables), ==, 0);
  remove_tree (dir);
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
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, NULL, &error);
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
  /* A person at another screen is not "thinking" as a computer does: the
   * seat is shown as hers, and only the computer's seat as a computer's. */
  g_assert_false (canasta_game_get_seat_is_computer (games[2], 0));
  g_assert_false (canasta_game_get_seat_is_computer (games[2], 1));
  g_assert_false (canasta_game_get_seat_is_computer (games[2], 2));
  g_assert_true (canasta_game_get_seat_is_computer (games[2], 3));

  for (int i = 0; i < 3; i++)
    {
      canasta_game_leave (games[i]);
      g_object_unref (games[i]);
    }
}

/* The host's choice for a dropped player's seat (the game waits, after
 * how long) comes back with the table: a restarted host does not hand the
 * seat to a computer the host refused. */
static void
test_host_restart_keeps_drop (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-hosted-XXXXXX", NULL);
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 5,
                             .pause_on_drop = TRUE, .drop_wait = 7 };
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;
  Table table = { { canasta_game_new (), canasta_game_new () } };
  int wait = 0;

  setup.kinds[0] = setup.kinds[1] = CANASTA_SEAT_HUMAN;
  setup.kinds[2] = setup.kinds[3] = CANASTA_SEAT_COMPUTER;
  setup.levels[2] = setup.levels[3] = "easy";
  host = canasta_table_host_new (&setup, "127.0.0.1", 0, dir, &error);
  g_assert_no_error (error);
  g_assert_true (canasta_table_host_get_pauses_on_drop (host, &wait));
  g_assert_cmpint (wait, ==, 7);
  /* Under way (a table with no game yet has nothing to come back). */
  g_assert_true (canasta_game_join (table.games[0], canasta_table_host_get_local_invitation (host), NULL));
  g_assert_true (test_wait_for (waiting, table.games[0]));
  g_assert_true (canasta_game_join (table.games[1], canasta_table_host_get_invitation (host), NULL));
  play_next (&table);
  canasta_table_host_free (host);
  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_object_unref (table.games[i]);
    }

  host = canasta_table_host_resume (dir, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (host);
  wait = 0;
  g_assert_true (canasta_table_host_get_pauses_on_drop (host, &wait));
  g_assert_cmpint (wait, ==, 7);
  canasta_table_host_free (host);
  remove_tree (dir);
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
  g_test_add_func ("/remote/rejoin-history", test_rejoin_history);
  g_test_add_func ("/remote/host-restart", test_host_restart);
  g_test_add_func ("/remote/host-restart-keeps-drop", test_host_restart_keeps_drop);
  g_test_add_func ("/remote/kept-view", test_kept_view);
  g_test_add_func ("/remote/host-goodbye", test_host_goodbye);
  g_test_add_func ("/remote/host-restart-holds-deal", test_host_restart_holds_deal);
  g_test_add_func ("/remote/back-at-round-end", test_back_at_round_end);
  g_test_add_func ("/remote/over-forgets", test_over_forgets);
  g_test_add_func ("/remote/refused-forgets", test_refused_forgets);
  g_test_add_func ("/remote/names", test_names);

  return g_test_run ();
}
