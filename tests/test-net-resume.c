/* test-net-resume.c: the app's table survives a cut and a restart: the
 * window at a table whose host goes silent or is killed says it is
 * reconnecting and comes back to its seat and hand; the app that hosted a
 * table hosts it again when it starts after a quit, with the invitation
 * its guest holds; a kept table that cannot be read is set aside
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>

#include "test-window-util.h"
#include "test-app-dirs.h"
#include "test-cli-spawn.h"
#include "test-lines.h"
#include "test-remote-util.h"
#include "canasta-table-dialog.h"
#include "cn-net-message.h"
#include "cn-save.h"
#include "cn-text.h"

/* The cards of seat's hand as the game shows them, counted by kind: the
 * window may show them in another order after the way back. */
static void
hand_counts (CanastaGame *game,
             int          seat,
             int          counts[CN_N_KINDS])
{
  GListModel *hand = canasta_game_get_hand (game, seat);

  memset (counts, 0, sizeof (int) * CN_N_KINDS);
  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i);

      counts[canasta_card_get_card (card)]++;
    }
}

static void
assert_same_hand (CanastaGame *game,
                  int          seat,
                  const int    before[CN_N_KINDS])
{
  int now[CN_N_KINDS];

  hand_counts (game, seat, now);
  g_assert_cmpmem (now, sizeof now, before, sizeof now);
}

static gboolean
acts (gpointer data)
{
  return canasta_game_get_viewer_can_act (canasta_window_get_game (data));
}

/* The host closed its table (its window, its app): the bar over the table
 * says so, and that the game comes back, not that the connection is lost. */
static gboolean
host_closed_shown (gpointer data)
{
  CanastaWindow *window = data;
  g_autofree char *words = cn_text_table_closed (FALSE);

  return canasta_game_get_remote_state (canasta_window_get_game (window)) ==
         CANASTA_REMOTE_RECONNECTING &&
         g_strcmp0 (canasta_window_get_banner (window), words) == 0;
}

/* The bar over the table says so, in src/text's words ("Reconnecting to
 * 127.0.0.1…" in English). */
static gboolean
reconnecting_shown (gpointer data)
{
  CanastaWindow *window = data;
  g_autofree char *words = cn_text_reconnecting ("127.0.0.1");

  return canasta_game_get_remote_state (canasta_window_get_game (window)) ==
         CANASTA_REMOTE_RECONNECTING &&
         g_strcmp0 (canasta_window_get_banner (window), words) == 0;
}

static gboolean
banner_hidden (gpointer data)
{
  return canasta_window_get_banner (data) == NULL && !banner_revealed (data);
}

/* Back at the table: playing, the bar gone. */
static gboolean
back_shown (gpointer data)
{
  CanastaWindow *window = data;

  return canasta_game_get_remote_state (canasta_window_get_game (window)) ==
         CANASTA_REMOTE_PLAYING &&
         canasta_window_get_banner (window) == NULL;
}

/* The window and how many times it had said it was connected again. */
typedef struct
{
  CanastaWindow *window;
  guint          told;
} Back;

static Back
back_mark (CanastaWindow *window)
{
  g_autofree char *words = cn_text_reconnected ();

  return (Back) { window, canasta_window_count_said (window, words) };
}

/* Back, and told so once more since the mark, whatever was said after it
 * ("Player 1 is back at the table.", on its way at the same time). */
static gboolean
back_told (gpointer data)
{
  Back *back = data;
  g_autofree char *words = cn_text_reconnected ();

  return back_shown (back->window) && canasta_window_count_said (back->window, words) > back->told;
}

static void
count_cb (CanastaGame *game,
          gpointer     event,
          guint       *count)
{
  (*count)++;
}

static gboolean
counted (gpointer data)
{
  return *(guint *) data > 0;
}

/* The viewer's move by the hint; then waits until the table has told it. */
static void
play_one (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  guint told = 0;
  gulong id = g_signal_connect (game, "move-made", G_CALLBACK (count_cb), &told);
  CnVerdict verdict;
  CnMove move;

  /* libadwaita 1.2 cannot replace a toast still sliding in. */
  wait_toasts_arrived (window);
  g_assert_true (canasta_game_hint (game, &move));
  g_assert_true (canasta_game_play (game, &move, &verdict));
  g_assert_true (test_wait_for (counted, &told));
  g_signal_handler_disconnect (game, id);
}

/* A window at the table of invite, its first moves played: at its turn
 * again. */
static CanastaWindow *
window_at_table (const char *invite,
                 int         moves)
{
  CanastaWindow *window = present_new_window (1000, 720);
  g_autoptr(GError) error = NULL;

  g_assert_true (canasta_game_join (canasta_window_get_game (window), invite, &error));
  g_assert_no_error (error);
  for (int i = 0; i < moves; i++)
    {
      g_assert_true (test_wait_for (acts, window));
      play_one (window);
    }
  g_assert_true (test_wait_for (acts, window));
  return window;
}

/* ------------------------------------------- a host elsewhere, cut off */

/* canasta-cli serve keeping its game in state, every seat but 0 a
 * computer, pinging every 300 ms; the invitation of its first line. */
static GSubprocess *
serve (const char  *state,
       char       **invite)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(JsonObject) first = NULL;
  GSubprocess *process;
  Lines *lines;

  process = spawn (launcher, "serve", "--variant", "classic", "--players", "4", "--computer",
                   "1,2,3", "--level", "easy", "--seed", "21", "--state-dir", state, "--ping-ms",
                   "300", "--port", "0", NULL);
  lines = lines_new (process);
  first = lines_object (lines, 0);
  *invite = g_strdup (json_object_get_string_member (first, "invite"));
  lines_free (lines);
  return process;
}

typedef struct
{
  const char    *tables;
  CanastaWindow *window;
  int            seat;
} SaveWait;

/* The host's save holds the position the window shows: its seat to act
 * with the hand on screen. */
static gboolean
save_caught_up (gpointer data)
{
  SaveWait *wait = data;
  g_autoptr(GDir) dir = g_dir_open (wait->tables, 0, NULL);
  int shown[CN_N_KINDS];
  const char *name;

  hand_counts (canasta_window_get_game (wait->window), wait->seat, shown);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (wait->tables, name, NULL);
      g_auto(CnSaveData) save;
      gboolean same = TRUE;

      cn_save_data_init (&save);
      if (!g_str_has_suffix (name, ".json") || !cn_save_read (path, &save, NULL))
        continue;
      for (int k = 0; k < CN_N_KINDS; k++)
        same = same && save.state.hand[wait->seat][k] == shown[k];
      if (same && cn_state_actor (&save.state) == wait->seat)
        return TRUE;
    }
  return FALSE;
}

/* The window at a table canasta-cli serve hosts. The host goes silent
 * (stopped: no byte, no close): within a few of its pings the window says
 * it is reconnecting, and once the host answers again it is back at seat
 * 0 with the same hand. Then the host is killed (SIGKILL: its sockets
 * closed without a goodbye) and started again from its state folder: the
 * window says so again, comes back by itself, and a move goes through. */
static void
test_cut (void)
{
  g_autofree char *state = make_tmpdir ();
  g_autofree char *tables = g_build_filename (state, "tables", NULL);
  g_autofree char *invite = NULL;
  g_autofree char *again_invite = NULL;
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) again = NULL;
  g_autoptr(GFileMonitor) monitor = NULL;
  CanastaWindow *window;
  Back back;
  CanastaGame *game;
  SaveWait save_wait;
  int hand[CN_N_KINDS];
  gint64 stopped;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  host = serve (state, &invite);
  window = window_at_table (invite, 3);
  game = canasta_window_get_game (window);
  hand_counts (game, 0, hand);

  /* Silence: the host stopped. The window notices within three of its
   * pings, where TCP would wait minutes. */
  stopped = g_get_monotonic_time ();
  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (host)), SIGSTOP), ==, 0);
  g_assert_true (test_wait_for (reconnecting_shown, window));
  g_test_message ("the silent host noticed after %.1f s (pings every 0.3 s)",
                  (g_get_monotonic_time () - stopped) / 1e6);
  g_assert_false (canasta_game_get_viewer_can_act (game));
  {
    g_autofree char *words = cn_text_reconnecting ("127.0.0.1");

    assert_contains (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_descendant (GTK_WIDGET (window),
                                                                                        ADW_TYPE_WINDOW_TITLE))),
                     words);
  }
  g_assert_true (test_wait_for (banner_revealed, window));
  save_png (GTK_WIDGET (window), "net-reconnecting.png");
  back = back_mark (window);
  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (host)), SIGCONT), ==, 0);
  g_assert_true (test_wait_for (back_told, &back));
  g_assert_cmpint (canasta_game_get_remote_seat (game), ==, 0);
  g_assert_true (test_wait_for (acts, window));
  assert_same_hand (game, 0, hand);

  /* Killed once its save holds the table as the window shows it. */
  monitor = test_wait_watch_dir (tables);
  save_wait = (SaveWait) { tables, window, 0 };
  g_assert_true (test_wait_for (save_caught_up, &save_wait));
  wait_toasts_arrived (window);
  back = back_mark (window);
  g_subprocess_force_exit (host);
  wait_exit (host, -1);
  g_assert_true (test_wait_for (reconnecting_shown, window));

  again = serve (state, &again_invite);
  g_assert_cmpstr (again_invite, ==, invite);
  g_assert_true (test_wait_for (back_told, &back));
  g_assert_cmpint (canasta_game_get_remote_seat (game), ==, 0);
  g_assert_true (test_wait_for (acts, window));
  assert_same_hand (game, 0, hand);
  play_one (window);

  /* Left: nothing of this table is kept for the next test. */
  canasta_game_leave (game);
  destroy_window (window);
  g_subprocess_force_exit (again);
  wait_exit (again, -1);
  remove_tree (state);
}

static gboolean
table_shown (gpointer data)
{
  return g_strcmp0 (canasta_window_get_page (data), "table") == 0;
}

/* A guest's app closed mid-game and started again shows the table at
 * once, as it last saw it (the same hand, the others' face down), saying
 * it is reconnecting, while the host does not answer yet (stopped); once
 * it answers, the seat is back and plays on. */
static void
test_guest_restart (void)
{
  g_autofree char *state = make_tmpdir ();
  g_autofree char *invite = NULL;
  g_autoptr(GSubprocess) host = NULL;
  CanastaWindow *window;
  Back back;
  CanastaGame *game;
  int hand[CN_N_KINDS];
  int pid;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  host = serve (state, &invite);
  pid = atoi (g_subprocess_get_identifier (host));
  window = window_at_table (invite, 2);
  game = canasta_window_get_game (window);
  hand_counts (game, 0, hand);

  /* The app quits while the host does not answer; it starts again. */
  g_assert_cmpint (kill (pid, SIGSTOP), ==, 0);
  wait_toasts_arrived (window);
  destroy_window (window);
  window = present_new_window (1000, 720);
  game = canasta_window_get_game (window);
  g_assert_true (canasta_window_resume_table (window));
  g_assert_cmpint (canasta_game_get_remote_state (game), ==, CANASTA_REMOTE_RECONNECTING);
  g_assert_true (test_wait_for (table_shown, window));
  g_assert_cmpint (canasta_game_get_viewer (game), ==, 0);
  assert_same_hand (game, 0, hand);
  g_assert_true (test_wait_for (reconnecting_shown, window));
  g_assert_false (canasta_game_get_viewer_can_act (game));
  g_assert_true (test_wait_for (banner_revealed, window));
  save_png (GTK_WIDGET (window), "net-guest-restart.png");

  back = back_mark (window);
  g_assert_cmpint (kill (pid, SIGCONT), ==, 0);
  g_assert_true (test_wait_for (back_told, &back));
  g_assert_true (test_wait_for (acts, window));
  assert_same_hand (game, 0, hand);
  play_one (window);

  canasta_game_leave (game);
  destroy_window (window);
  g_subprocess_force_exit (host);
  wait_exit (host, -1);
  remove_tree (state);
}

/* ------------------------------------------- the app's own hosted table */

static gboolean
table_dialog_shown (gpointer data)
{
  return find_shown_window (CANASTA_TYPE_TABLE_DIALOG) != NULL;
}

static gboolean
both_playing (gpointer data)
{
  CanastaWindow **windows = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_remote_state (canasta_window_get_game (windows[i])) !=
        CANASTA_REMOTE_PLAYING ||
        g_strcmp0 (canasta_window_get_page (windows[i]), "table") != 0)
      return FALSE;
  return find_shown_window (CANASTA_TYPE_TABLE_DIALOG) == NULL;
}

static gboolean
one_acts (gpointer data)
{
  CanastaWindow **windows = data;

  return acts (windows[0]) || acts (windows[1]);
}

static gboolean
seat_1_back (gpointer data)
{
  return !canasta_game_get_seat_waiting (canasta_window_get_game (data), 1);
}

/* The guest's screen calls the host by the name the host sat down with. */
static gboolean
host_named_rosa (gpointer data)
{
  return g_strcmp0 (canasta_game_get_seat_name (canasta_window_get_game (data), 0), "Rosa") == 0;
}

/* Window 0 hosts a table through Play with Others (seat 2 a person, 3 and
 * 4 computers), window 1 joins it; they play some moves. Window 0 is
 * closed as the app quits (or its host freed as a crash leaves it): the
 * guest's window says it is reconnecting. A new window at the app's start
 * hosts the table again from the app's data: the same table, this screen
 * back at seat 0 under the host's name (it was "Player 1" on the guest's
 * screen), the guest back at seat 1 by itself with the invitation it
 * held, both hands as they were, and the game goes on. */
static void
test_host_restart (void)
{
  CanastaWindow *windows[2];
  CanastaTableDialog *dialog;
  g_autofree char *invitation = NULL;
  g_autofree char *code = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  int hands[2][CN_N_KINDS];

  /* The host's name, as given in the dialog the last time. */
  g_settings_set_string (settings, "player-name", "Rosa");
  windows[0] = present_new_window (1000, 720);
  windows[1] = present_new_window (1000, 720);
  canasta_game_set_player_name (canasta_window_get_game (windows[1]), "Ana");
  canasta_window_show_table_dialog (windows[0], TRUE);
  g_assert_true (test_wait_for (table_dialog_shown, NULL));
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  invitation = g_strdup (canasta_table_dialog_get_invitation (dialog));
  g_assert_true (remote_wait_for (canasta_window_get_game (windows[0]), CANASTA_REMOTE_WAITING));
  g_assert_true (canasta_game_join (canasta_window_get_game (windows[1]), invitation, &error));
  g_assert_no_error (error);
  g_assert_true (test_wait_for (both_playing, windows));
  g_assert_true (test_wait_for (host_named_rosa, windows[1]));
  code = g_strdup (canasta_game_get_table_code (canasta_window_get_game (windows[0])));

  for (int moves = 0; moves < 4;)
    {
      g_assert_true (test_wait_for (one_acts, windows));
      for (int i = 0; i < 2; i++)
        if (acts (windows[i]))
          {
            play_one (windows[i]);
            moves++;
          }
    }
  g_assert_true (test_wait_for (one_acts, windows));
  for (int i = 0; i < 2; i++)
    hand_counts (canasta_window_get_game (windows[i]), i, hands[i]);

  /* The host's app goes, and says so. */
  wait_toasts_arrived (windows[0]);
  destroy_window (windows[0]);
  g_assert_true (test_wait_for (host_closed_shown, windows[1]));
  g_assert_true (test_wait_for (banner_revealed, windows[1]));
  save_png (GTK_WIDGET (windows[1]), "net-host-gone.png");

  /* It starts again. */
  windows[0] = present_new_window (1000, 720);
  g_assert_true (canasta_window_resume_table (windows[0]));
  g_assert_true (test_wait_for (both_playing, windows));
  g_assert_true (test_wait_for (back_shown, windows[1]));
  g_assert_true (test_wait_for (seat_1_back, windows[0]));
  g_assert_cmpstr (canasta_game_get_table_code (canasta_window_get_game (windows[0])), ==, code);
  for (int i = 0; i < 2; i++)
    {
      g_assert_cmpint (canasta_game_get_remote_seat (canasta_window_get_game (windows[i])), ==, i);
      assert_same_hand (canasta_window_get_game (windows[i]), i, hands[i]);
    }
  g_assert_true (test_wait_for (one_acts, windows));
  g_assert_true (test_wait_for (banner_hidden, windows[1]));
  g_assert_true (test_wait_for (host_named_rosa, windows[1]));
  wait_toasts_arrived (windows[1]);
  save_png (GTK_WIDGET (windows[1]), "net-host-back.png");
  for (int i = 0; i < 2; i++)
    if (acts (windows[i]))
      {
        play_one (windows[i]);
        break;
      }

  /* The guest leaves, then the host's window: the host's own table stays
   * kept for the next start (the next test reads it). */
  destroy_window (windows[1]);
  wait_toasts_arrived (windows[0]);
  destroy_window (windows[0]);
  g_settings_reset (settings, "player-name");
}

/* A kept table that cannot be read: the window opens as it would with
 * none, the file set aside under a new name and the player told. */
static void
test_host_broken (void)
{
  g_autofree char *tables = g_build_filename (g_getenv ("CANASTA_DATA_DIR"), "hosted", "tables",
                                              NULL);
  g_autofree char *broken = g_build_filename (tables, "ABCDEF.json", NULL);
  g_autoptr(GDir) dir = NULL;
  CanastaWindow *window;
  const char *name;
  gboolean aside = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (tables, 0700), ==, 0);
  /* Whatever the last test left is not this test's. */
  dir = g_dir_open (tables, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tables, name, NULL);

      g_unlink (path);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_assert_true (g_file_set_contents (broken, "{\"format\": \"canasta-save\", \"vers", -1, NULL));

  window = present_new_window (1000, 720);
  g_assert_false (canasta_window_resume_table (window));
  g_assert_cmpint (canasta_game_get_remote_state (canasta_window_get_game (window)), ==,
                   CANASTA_REMOTE_NONE);
  assert_contains (canasta_window_get_last_message (window),
                   "The table you were hosting could not be read (it is damaged or incomplete) "
                   "and was set aside as ABCDEF.json.broken-");
  g_assert_false (g_file_test (broken, G_FILE_TEST_EXISTS));
  dir = g_dir_open (tables, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    aside = aside || g_str_has_prefix (name, "ABCDEF.json.broken-");
  g_assert_true (aside);
  wait_toasts_arrived (window);
  save_png (GTK_WIDGET (window), "net-host-broken.png");
  destroy_window (window);
}

/* The hosting app starts again while another program holds the port its
 * invitations name: the table opens on another port at once, and the
 * window says so, with the new invitation to copy. Before, it moved
 * without a word, and every guest's invitation stopped working. */
static void
test_port_taken (void)
{
  CanastaWindow *window = present_new_window (1000, 720);
  g_autoptr(CanastaGame) guest = canasta_game_new ();
  g_autoptr(GSocketListener) squatter = g_socket_listener_new ();
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(CnNetInvite) moved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *invitation = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *copied = NULL;
  g_autofree char *said = NULL;
  CanastaTableDialog *dialog;
  GdkClipboard *clipboard;

  canasta_window_show_table_dialog (window, TRUE);
  g_assert_true (test_wait_for (table_dialog_shown, NULL));
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  invitation = g_strdup (canasta_table_dialog_get_invitation (dialog));
  g_assert_true (remote_wait_for (canasta_window_get_game (window), CANASTA_REMOTE_WAITING));
  g_assert_true (canasta_game_join (guest, invitation, NULL));
  g_assert_true (remote_wait_for (guest, CANASTA_REMOTE_PLAYING));
  destroy_window (window);

  /* Another program takes the port meanwhile. */
  invite = cn_net_invite_parse (invitation, &error);
  g_assert_no_error (error);
  address = g_inet_socket_address_new_from_string ("127.0.0.1", invite->port);
  g_socket_listener_add_address (squatter, address, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                                 NULL, NULL, &error);
  g_assert_no_error (error);

  window = present_new_window (1000, 720);
  g_assert_true (canasta_window_resume_table (window));
  said = g_strdup (canasta_window_get_last_message (window));
  wait_toasts_arrived (window);
  save_png (GTK_WIDGET (window), "net-port-taken.png");

  /* The new invitation, a click away, names the new port. */
  clipboard = gtk_widget_get_clipboard (GTK_WIDGET (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.copy-invitation", NULL));
  {
    GValue value = G_VALUE_INIT;

    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (gdk_clipboard_get_content (clipboard), &value,
                                                   &error));
    g_assert_no_error (error);
    moved = cn_net_invite_parse (g_value_get_string (&value), &error);
    g_assert_no_error (error);
    g_value_unset (&value);
  }
  g_assert_cmpuint (moved->port, !=, invite->port);
  g_assert_cmpstr (moved->code, ==, invite->code);
  expected = cn_text_port_moved (invite->port, moved->port);
  g_assert_cmpstr (said, ==, expected);
  copied = cn_text_invitation_copied ();
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, copied);
  canasta_game_leave (guest);
  canasta_game_leave (canasta_window_get_game (window));
  destroy_window (window);
}

/* ------------------------------------------- the hosting app, killed */

/* The hosting app in a process of its own (the test's program with
 * "--host", its folders from the parent): hosts a table through Play with
 * Others (seat 2 a person, 3 and 4 computers), prints the invitation as a
 * JSON line, and plays seat 1 by the hint until it is killed. */
static int
host_main (void)
{
  char *argv0[] = { (char *) "test-net-resume", NULL };
  char **argv = argv0;
  int argc = 1;
  CanastaWindow *window;
  CanastaTableDialog *dialog;

  if (!window_test_init (&argc, &argv))
    return 77;
  window = present_new_window (1000, 720);
  canasta_window_show_table_dialog (window, TRUE);
  g_assert_true (test_wait_for (table_dialog_shown, NULL));
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  /* This screen sits at seat 1 before anyone else is told the way in. */
  g_assert_true (remote_wait_for (canasta_window_get_game (window), CANASTA_REMOTE_WAITING));
  g_print ("{\"invite\": \"%s\"}\n", canasta_table_dialog_get_invitation (dialog));
  while (TRUE)
    {
      g_assert_true (test_wait_for (acts, window));
      play_one (window);
    }
  return 0;
}

static gboolean
seat_0_back (gpointer data)
{
  return !canasta_game_get_seat_waiting (canasta_window_get_game (data), 0);
}

/* The app hosting a table is killed (SIGKILL) mid-game, the guest's
 * window at seat 2 to act. The app started again (the real program, on
 * the same folders) hosts the table again: the guest's window, which held
 * the invitation all along, says it is reconnecting, comes back by itself
 * to the same seat and hand, sees the host's own seat taken again, and
 * makes its move. */
static void
test_host_killed (void)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) host = NULL;
  g_autoptr(GSubprocess) app = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *tables = NULL;
  AppDirs dirs;
  Lines *lines;
  SaveWait save_wait;
  CanastaWindow *window;
  Back back;
  CanastaGame *game;
  int hand[CN_N_KINDS];

  if (g_getenv ("CANASTA_BIN") == NULL)
    {
      g_test_skip ("CANASTA_BIN is not set");
      return;
    }
  app_dirs_init (&dirs);
  app_dirs_setenv (&dirs, launcher);
  tables = g_build_filename (dirs.data_dir, "hosted", "tables", NULL);
  host = g_subprocess_launcher_spawn (launcher, &error, self_path, "--host", NULL);
  g_assert_no_error (error);
  lines = lines_new (host);
  first = lines_json_object (lines);

  window = window_at_table (json_object_get_string_member (first, "invite"), 3);
  game = canasta_window_get_game (window);
  g_assert_cmpint (canasta_game_get_remote_seat (game), ==, 1);
  hand_counts (game, 1, hand);

  /* Killed once its save holds the table as it stands. */
  monitor = test_wait_watch_dir (tables);
  save_wait = (SaveWait) { tables, window, 1 };
  g_assert_true (test_wait_for (save_caught_up, &save_wait));
  back = back_mark (window);
  g_subprocess_force_exit (host);
  wait_exit (host, -1);
  g_assert_true (test_wait_for (reconnecting_shown, window));

  /* The app starts again. */
  app = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("CANASTA_BIN"), NULL);
  g_assert_no_error (error);
  g_assert_true (test_wait_for (back_told, &back));
  g_assert_cmpint (canasta_game_get_remote_seat (game), ==, 1);
  g_assert_true (test_wait_for (seat_0_back, window));
  g_assert_true (test_wait_for (acts, window));
  assert_same_hand (game, 1, hand);
  play_one (window);

  canasta_game_leave (game);
  wait_toasts_arrived (window);
  destroy_window (window);
  g_subprocess_force_exit (app);
  wait_exit (app, -1);
  lines_free (lines);
  app_dirs_clear (&dirs);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *config = g_build_filename (dir, "config", NULL);
  g_autofree char *data = g_build_filename (dir, "data", NULL);
  int status;

  if (argc == 2 && g_str_equal (argv[1], "--host"))
    return host_main ();

  /* The host's certificate, the seats' tokens and the hosted table go to
   * folders of the test's own. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("CANASTA_DATA_DIR", data, TRUE);
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/net-resume/cut", test_cut);
  g_test_add_func ("/net-resume/guest-restart", test_guest_restart);
  g_test_add_func ("/net-resume/host-restart", test_host_restart);
  g_test_add_func ("/net-resume/host-killed", test_host_killed);
  g_test_add_func ("/net-resume/host-broken", test_host_broken);
  g_test_add_func ("/net-resume/port-taken", test_port_taken);

  status = g_test_run ();
  remove_tree (dir);
  return status;
}
