/* test-net-app.c: two windows at one table over the network: one hosts it
 * through "Play with Others", the other joins it through "Join a Table"
 * with the invitation, and they play a round against each other with two
 * computers, each window showing only its own hand
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app runs a table it hosts in its own main loop, and its window is a
 * client of it over the loopback address like any other; so one test
 * process holds the host and both windows, each window with its own game
 * model and its own TLS WebSocket connection.
 */

#include "config.h"

#include "test-lsan-quarks.h"
#include "test-lines.h"
#include "test-window-util.h"
#include "canasta-cut-view.h"
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-seat-view.h"
#include "canasta-table-dialog.h"
#include "canasta-table-host.h"
#include "test-remote-util.h"
#include "cn-net-message.h"

typedef struct
{
  CanastaWindow *windows[2];
  char          *invitation;
} Pair;

static gboolean
table_dialog_shown (gpointer data)
{
  return find_shown_window (CANASTA_TYPE_TABLE_DIALOG) != NULL;
}

static gboolean
both_playing (gpointer data)
{
  Pair *pair = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_remote_state (canasta_window_get_game (pair->windows[i])) !=
        CANASTA_REMOTE_PLAYING ||
        g_strcmp0 (canasta_window_get_page (pair->windows[i]), "table") != 0)
      return FALSE;
  return find_shown_window (CANASTA_TYPE_TABLE_DIALOG) == NULL;
}

static gboolean
someone_acts_or_both_over (gpointer data)
{
  Pair *pair = data;
  gboolean over = TRUE;

  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game = canasta_window_get_game (pair->windows[i]);

      if (canasta_game_get_viewer_can_act (game))
        return TRUE;
      over = over && canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER &&
             canasta_window_get_summary (pair->windows[i]) != NULL;
    }
  return over;
}

/* Every card widget of the window that shows a face shows a card this
 * seat may see: its own hand (the hand view holds exactly the seat's
 * hand), the pile, the melds and red threes; the other seats show backs
 * and counts only. */
static void
check_faces (CanastaWindow *window,
             int            seat)
{
  GtkWidget *hand_view = canasta_window_get_hand_view (window);
  GListModel *hand = canasta_game_get_hand (canasta_window_get_game (window), seat);
  int in_hand_view = 0;
  GtkWidget *widget = GTK_WIDGET (window);
  GPtrArray *stack = g_ptr_array_new ();

  g_ptr_array_add (stack, widget);
  while (stack->len > 0)
    {
      widget = g_ptr_array_steal_index (stack, stack->len - 1);
      if (CANASTA_IS_CARD_VIEW (widget) && gtk_widget_get_mapped (widget))
        {
          CanastaCardView *card = CANASTA_CARD_VIEW (widget);
          GtkWidget *seat_view = gtk_widget_get_ancestor (widget, CANASTA_TYPE_SEAT_VIEW);

          if (gtk_widget_is_ancestor (widget, hand_view))
            {
              g_assert_false (canasta_card_view_get_face_down (card));
              in_hand_view++;
            }
          else if (!canasta_card_view_get_face_down (card))
            {
              /* A face up: never in another seat's place. */
              g_assert_null (seat_view);
              g_assert_true (gtk_widget_get_ancestor (widget, CANASTA_TYPE_PILE_VIEW) != NULL ||
                             gtk_widget_get_ancestor (widget, CANASTA_TYPE_SIDE_VIEW) != NULL);
            }
        }
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  g_assert_cmpint (in_hand_view, ==, g_list_model_get_n_items (hand));
}

/* Until a frame is painted ms or more on the widget's frame clock after
 * now: the entry's animations, timed on that clock, have ended. */
static void
wait_frames (GtkWidget *widget,
             int        ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 start = gdk_frame_clock_get_frame_time (clock);

  do
    wait_drawn (widget);
  while (gdk_frame_clock_get_frame_time (clock) < start + ms * 1000);
}

static gboolean
seat_1_gone (gpointer data)
{
  return canasta_game_get_seat_waiting (data, 1);
}

/* Closes the guest's window, then the host's once it has said the guest
 * left: libadwaita 1.2 crashes on a window closed while a toast slides in. */
static void
close_pair (Pair *pair)
{
  destroy_window (pair->windows[1]);
  g_assert_true (test_wait_for (seat_1_gone, canasta_window_get_game (pair->windows[0])));
  wait_toasts_arrived (pair->windows[0]);
  destroy_window (pair->windows[0]);
  g_free (pair->invitation);
}

/* The table dialog shown that is not the host's: the guest's. */
static CanastaTableDialog *
other_table_dialog (CanastaTableDialog *host_dialog)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  CanastaTableDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (CANASTA_IS_TABLE_DIALOG (window) && (gpointer) window != (gpointer) host_dialog)
        found = CANASTA_TABLE_DIALOG (window);
    }
  g_assert_nonnull (found);
  return found;
}

/* Each window calls the other's person by the name they gave, itself
 * "You", and the computers by their numbers. */
static void
assert_names (Pair *pair)
{
  CanastaGame *host = canasta_window_get_game (pair->windows[0]);
  CanastaGame *guest = canasta_window_get_game (pair->windows[1]);

  g_assert_cmpstr (canasta_game_get_seat_name (host, 0), ==, "You");
  g_assert_cmpstr (canasta_game_get_seat_name (host, 1), ==, "Ana");
  g_assert_cmpstr (canasta_game_get_seat_name (guest, 0), ==, "Rosa");
  g_assert_cmpstr (canasta_game_get_seat_name (guest, 1), ==, "You");
  g_assert_cmpstr (canasta_game_get_seat_name (guest, 2), ==, "Computer 3");
}

/* Two windows, the first hosting a table on address (its player Rosa):
 * the first's table dialog, the table open. */
static CanastaTableDialog *
open_pair (Pair       *pair,
           const char *address)
{
  CanastaTableDialog *dialog;

  for (int i = 0; i < 2; i++)
    pair->windows[i] = present_new_window (1000, 720);
  canasta_window_show_table_dialog (pair->windows[0], TRUE);
  g_assert_true (test_wait_for (table_dialog_shown, NULL));
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_set_address (dialog, address, 0);
  canasta_table_dialog_set_player_name (dialog, "Rosa");
  canasta_table_dialog_set_router_wait (dialog, 1000);
  canasta_table_dialog_open (dialog);
  return dialog;
}

/* Window 0 hosts a table through "Play with Others" (seat 1 this screen,
 * seat 2 a person invited, seats 3 and 4 computers: the dialog's own
 * choices), window 1 joins it through "Join a Table" with the invitation;
 * screenshots named prefix-host.png and prefix-join.png. */
static void
open_table (Pair       *pair,
            const char *prefix)
{
  CanastaTableDialog *host_dialog, *join_dialog;
  const char *invitation;
  g_autofree char *host_png = g_strdup_printf ("%s-host.png", prefix);
  g_autofree char *join_png = g_strdup_printf ("%s-join.png", prefix);

  host_dialog = open_pair (pair, "127.0.0.1");
  /* On this computer only: nothing announced on the network. */
  g_assert_null (canasta_table_dialog_get_table_name (host_dialog));
  invitation = pair->invitation = g_strdup (canasta_table_dialog_get_invitation (host_dialog));
  g_assert_true (g_str_has_prefix (invitation, "canasta://127.0.0.1:"));
  g_assert_true (remote_wait_for (canasta_window_get_game (pair->windows[0]), CANASTA_REMOTE_WAITING));
  assert_contains (canasta_table_dialog_get_status (host_dialog), "Waiting for 1 person to join");
  save_png (GTK_WIDGET (host_dialog), host_png);

  /* The other joins with the invitation. */
  canasta_window_show_table_dialog (pair->windows[1], FALSE);
  join_dialog = other_table_dialog (host_dialog);
  wait_drawn (GTK_WIDGET (join_dialog));
  canasta_table_dialog_set_invitation (join_dialog, invitation);
  canasta_table_dialog_set_player_name (join_dialog, "Ana");
  wait_frames (GTK_WIDGET (join_dialog), 500);
  save_png (GTK_WIDGET (join_dialog), join_png);
  canasta_table_dialog_join (join_dialog, invitation);

  /* Everyone is at the table: both dialogs close, both windows show it. */
  g_assert_true (test_wait_for (both_playing, pair));
  assert_names (pair);
  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game = canasta_window_get_game (pair->windows[i]);

      g_assert_cmpint (canasta_game_get_remote_seat (game), ==, i);
      g_assert_cmpint (canasta_game_get_viewer (game), ==, i);
    }
}

static const char *
window_subtitle (CanastaWindow *window)
{
  return adw_window_title_get_subtitle (ADW_WINDOW_TITLE (find_descendant (GTK_WIDGET (window),
                                                                           ADW_TYPE_WINDOW_TITLE)));
}

static gboolean
guest_waits_for_host (gpointer data)
{
  CanastaGame *game = canasta_window_get_game (data);

  return canasta_game_get_going_on (game) && !canasta_game_get_seat_ready (game, 0) &&
         strstr (window_subtitle (data), "Waiting for") != NULL;
}

/* Turns played mid-turn (after the draw) where Take Back was checked. */
static guint undo_checked;

/* Plays both windows' turns by the hint until the round ends on both,
 * checking at every turn that each shows only its seat's hand, with a
 * screenshot of each after a dozen moves; returns the moves played. */
static guint
play_pair (Pair       *pair,
           const int   seats[2],
           const char *first_png,
           const char *second_png)
{
  guint moves = 0;

  while (TRUE)
    {
      gboolean acted = FALSE;

      g_assert_true (test_wait_for (someone_acts_or_both_over, pair));
      for (int i = 0; i < 2; i++)
        {
          CanastaGame *game = canasta_window_get_game (pair->windows[i]);
          CnVerdict verdict;
          CnMove move;

          if (!canasta_game_get_viewer_can_act (game))
            continue;
          /* libadwaita 1.2 cannot replace a toast still sliding in. */
          wait_toasts_arrived (pair->windows[i]);
          check_faces (pair->windows[i], seats[i]);
          if (moves == 12)
            {
              save_png (GTK_WIDGET (pair->windows[0]), first_png);
              save_png (GTK_WIDGET (pair->windows[1]), second_png);
            }
          /* Nothing is taken back at a table elsewhere: Take Back is not
           * offered mid-turn (it said "Nothing to take back" after a meld). */
          if (canasta_game_get_phase (game) == CANASTA_PHASE_PLAY)
            {
              g_assert_false (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (pair->windows[i]),
                                                                           "table.undo")));
              undo_checked++;
            }
          g_assert_true (canasta_game_hint (game, &move));
          g_assert_true (canasta_game_play (game, &move, &verdict));
          moves++;
          acted = TRUE;
        }
      if (!acted)
        break;
    }
  return moves;
}

static void
test_round (void)
{
  Pair pair;
  int totals[2][2];
  CnRoundScore scores[2];
  guint moves;

  /* New Game offers both ways to play with others (a screenshot). */
  {
    GtkWindow *new_game;
    CanastaWindow *first = canasta_window_new (NULL);

    gtk_window_present (GTK_WINDOW (first));
    canasta_window_show_new_game (first);
    new_game = find_shown_window (CANASTA_TYPE_NEW_GAME_DIALOG);
    g_assert_nonnull (new_game);
    save_png (GTK_WIDGET (new_game), "net-new-game.png");
    gtk_window_destroy (new_game);
    destroy_window (first);
  }
  open_table (&pair, "net-invite");
  moves = play_pair (&pair, (int[2]) { 0, 1 }, "net-table-host.png", "net-table-guest.png");
  g_assert_cmpuint (moves, >, 6);
  g_assert_cmpuint (undo_checked, >, 0);

  /* The round ended on both screens with the same totals, line by line. */
  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game = canasta_window_get_game (pair.windows[i]);

      g_assert_true (canasta_game_get_last_score (game, &scores[i], NULL));
      totals[i][0] = canasta_game_get_total (game, 0);
      totals[i][1] = canasta_game_get_total (game, 1);
    }
  g_assert_cmpint (totals[0][0], ==, totals[1][0]);
  g_assert_cmpint (totals[0][1], ==, totals[1][1]);
  for (int side = 0; side < 2; side++)
    for (int line = 0; line < CN_N_LINES; line++)
      g_assert_cmpint (scores[0].sides[side].lines[line], ==, scores[1].sides[side].lines[line]);
  save_png (canasta_window_get_summary (pair.windows[1]), "net-round-over.png");

  /* The guest goes on first: its window waits for the host's player, the
   * round's end still on the table, and the host is not dealt to. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pair.windows[1]), "table.next-round", NULL));
  g_assert_true (test_wait_for (guest_waits_for_host, pair.windows[1]));
  {
    g_autofree char *waits = g_strdup_printf ("Waiting for %s to be ready for the next round…",
                                              canasta_game_get_seat_name (canasta_window_get_game (pair.windows[1]), 0));

    assert_contains (window_subtitle (pair.windows[1]), waits);
  }
  g_assert_cmpint (canasta_game_get_phase (canasta_window_get_game (pair.windows[1])), ==,
                   CANASTA_PHASE_ROUND_OVER);
  g_assert_nonnull (canasta_window_get_summary (pair.windows[0]));
  wait_toasts_arrived (pair.windows[1]);
  save_png (GTK_WIDGET (pair.windows[1]), "net-next-round-waits.png");

  close_pair (&pair);
}

/* The seat view of seat under window's table. */
static GtkWidget *
seat_view (CanastaWindow *window,
           int            seat)
{
  GPtrArray *stack = g_ptr_array_new ();
  GtkWidget *found = NULL;

  g_ptr_array_add (stack, window);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (CANASTA_IS_SEAT_VIEW (widget) &&
          canasta_seat_view_get_seat (CANASTA_SEAT_VIEW (widget)) == seat)
        found = widget;
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  g_assert_nonnull (found);
  return found;
}

/* The guest's connection drops: the host's window says so, under the
 * seat's cards with the wait counting down, and in a message. */
static void
test_drop (void)
{
  Pair pair;
  CanastaGame *host_game;

  open_table (&pair, "drop");
  host_game = canasta_window_get_game (pair.windows[0]);
  canasta_game_leave (canasta_window_get_game (pair.windows[1]));
  g_assert_true (test_wait_for (seat_1_gone, host_game));
  assert_contains (canasta_window_get_last_message (pair.windows[0]),
                   "Ana lost the connection: the table waits for them to come back.");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_descendant (seat_view (pair.windows[0], 1),
                                                                    GTK_TYPE_LABEL))), ==, "Ana");
  /* The wait on a line of its own under the name and the count. */
  {
    GtkWidget *state = NULL;

    for (GtkWidget *child = gtk_widget_get_first_child (seat_view (pair.windows[0], 1));
         child != NULL; child = gtk_widget_get_next_sibling (child))
      if (gtk_widget_has_css_class (child, "seat-state"))
        state = child;
    g_assert_nonnull (state);
    g_assert_true (gtk_widget_get_visible (state));
    assert_contains (gtk_label_get_text (GTK_LABEL (state)), "offline, ");
  }
  save_png (GTK_WIDGET (pair.windows[0]), "net-waiting.png");
  /* libadwaita 1.2 cannot replace a toast still sliding in. */
  wait_toasts_arrived (pair.windows[0]);

  close_pair (&pair);
}

/* ------------------------------------------------- the same network */

typedef struct
{
  GListModel *tables;
  const char *name;
  guint       position;
} Finding;

/* The table of that name is listed, at position. */
static gboolean
found_named (gpointer data)
{
  Finding *finding = data;

  for (guint i = 0; i < g_list_model_get_n_items (finding->tables); i++)
    {
      g_autoptr(CanastaFoundTable) table = g_list_model_get_item (finding->tables, i);

      g_test_message ("found %s at %s", canasta_found_table_get_name (table),
                      canasta_found_table_get_host (table));
      if (g_str_equal (canasta_found_table_get_name (table), finding->name))
        {
          finding->position = i;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
router_answered (gpointer data)
{
  return canasta_port_mapping_get_state (data) != CANASTA_PORT_MAPPING_ASKING;
}

/* Window 0 hosts a table open to the network: it is announced (no Avahi
 * here: the test lists it in the guest's dialog as Avahi would) and its
 * password shown. Window 1 finds it in Join a Table, chooses it, is
 * refused with a wrong password, told what a password looks like for
 * something that is none, and joins with the right one typed in small
 * letters without dashes. Screenshots net-host.png and net-join.png. */
static void
test_lan (void)
{
  Pair pair = { 0 };
  CanastaTableDialog *host_dialog, *join_dialog;
  CanastaTableFinder *finder;
  Finding finding = { 0 };
  gboolean english;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *typed = NULL;
  const char *password;

  host_dialog = open_pair (&pair, "0.0.0.0");
  pair.invitation = g_strdup (canasta_table_dialog_get_invitation (host_dialog));
  /* In English, unless the screenshots are taken in another language. */
  english = g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") == NULL;
  if (english)
    g_assert_cmpstr (canasta_table_dialog_get_table_name (host_dialog), ==, "Rosa’s table");
  /* Sixteen characters of the code's alphabet, in groups of four. */
  password = canasta_table_dialog_get_password (host_dialog);
  g_assert_cmpuint (strlen (password), ==, 19);
  for (int i = 0; i < 19; i++)
    if (i % 5 == 4)
      g_assert_cmpint (password[i], ==, '-');
    else
      g_assert_nonnull (strchr ("ABCDEFGHJKMNPQRSTUVWXYZ23456789", password[i]));
  g_assert_true (remote_wait_for (canasta_window_get_game (pair.windows[0]), CANASTA_REMOTE_WAITING));
  /* The screenshot shows what the router answered (no router here: the
   * port to forward by hand), not the asking. */
  if (canasta_table_dialog_get_port_mapping (host_dialog) != NULL)
    g_assert_true (test_wait_for (router_answered, canasta_table_dialog_get_port_mapping (host_dialog)));
  wait_frames (GTK_WIDGET (host_dialog), 500);
  save_png (GTK_WIDGET (host_dialog), "net-host.png");

  canasta_window_show_table_dialog (pair.windows[1], FALSE);
  join_dialog = other_table_dialog (host_dialog);
  canasta_table_dialog_set_player_name (join_dialog, "Ana");
  finder = canasta_table_dialog_get_finder (join_dialog);
  finding.tables = canasta_table_finder_get_tables (finder);
  finding.name = canasta_table_dialog_get_table_name (host_dialog);
  if (g_getenv ("CANASTA_TEST_AVAHI_BUS") != NULL)
    /* A daemon on a private bus (doc/development.md): the host's own
     * announcement comes, as on a real network. */
    g_assert_true (test_wait_for (found_named, &finding));
  else
    {
      /* No Avahi daemon: nothing found, and nothing said but that. */
      g_assert_false (canasta_table_finder_get_available (finder));
      g_assert_cmpuint (g_list_model_get_n_items (canasta_table_finder_get_tables (finder)), ==, 0);

      /* The table as its announcement says it, reached on the loopback. */
      invite = cn_net_invite_parse (pair.invitation, &error);
      g_assert_no_error (error);
      canasta_table_finder_add_table (finder, canasta_table_dialog_get_table_name (host_dialog),
                                      "classic", 4, 1, invite->code, invite->fingerprint,
                                      "127.0.0.1", invite->port);
      g_assert_cmpuint (g_list_model_get_n_items (finding.tables), ==, 1);
      g_assert_true (found_named (&finding));
    }
  {
    g_autoptr(CanastaFoundTable) found = g_list_model_get_item (finding.tables, finding.position);

    g_assert_cmpstr (canasta_found_table_get_name (found), ==,
                     canasta_table_dialog_get_table_name (host_dialog));
    if (english)
      g_assert_cmpstr (canasta_found_table_get_variant_name (found), ==, "Classic");
    g_assert_cmpint (canasta_found_table_get_free_seats (found), ==, 1);
  }
  canasta_table_dialog_choose_table (join_dialog, finding.position);
  wait_frames (GTK_WIDGET (join_dialog), 500);
  save_png (GTK_WIDGET (join_dialog), "net-join.png");

  /* Not a password at all: said at once, nothing sent. */
  canasta_table_dialog_join_chosen (join_dialog, "hello");
  assert_contains (canasta_table_dialog_get_status (join_dialog), "16 letters and digits");
  g_assert_cmpint (canasta_game_get_remote_state (canasta_window_get_game (pair.windows[1])), ==,
                   CANASTA_REMOTE_NONE);
  /* A password, not this table's: the host refuses it. */
  canasta_table_dialog_join_chosen (join_dialog,
                                    g_str_has_prefix (password, "AAAA") ? "BBBB-BBBB-BBBB-BBBB"
                                                                         : "AAAA-AAAA-AAAA-AAAA");
  g_assert_true (remote_wait_for (canasta_window_get_game (pair.windows[1]), CANASTA_REMOTE_FAILED));
  assert_contains (canasta_table_dialog_get_status (join_dialog),
                   "The table refused the invitation");

  /* The right one as someone types it: small letters, spaces for dashes. */
  typed = g_ascii_strdown (password, -1);
  g_strdelimit (typed, "-", ' ');
  canasta_table_dialog_join_chosen (join_dialog, typed);
  g_assert_true (test_wait_for (both_playing, &pair));
  assert_names (&pair);
  close_pair (&pair);
}

/* ------------------------------------------------- two app processes */

/* Plays seat's turns in window by the hint until the round ends there,
 * checking at every turn that only the seat's own hand shows. */
static gboolean
acts_or_over (gpointer data)
{
  CanastaWindow *window = data;
  CanastaGame *game = canasta_window_get_game (window);

  return canasta_game_get_viewer_can_act (game) ||
         (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER &&
          canasta_window_get_summary (window) != NULL);
}

static gboolean
playing_at (gpointer data)
{
  return canasta_game_get_remote_state (canasta_window_get_game (data)) == CANASTA_REMOTE_PLAYING;
}

/* The round just over as one line: the sides' totals, then every scoring
 * line of each side. */
static char *
score_line (CanastaGame *game)
{
  GString *line = g_string_new (NULL);
  CnRoundScore score;

  g_assert_true (canasta_game_get_last_score (game, &score, NULL));
  g_string_append_printf (line, "{\"totals\":[%d,%d],\"lines\":[", canasta_game_get_total (game, 0),
                          canasta_game_get_total (game, 1));
  for (int side = 0; side < 2; side++)
    for (int l = 0; l < CN_N_LINES; l++)
      g_string_append_printf (line, "%s%d", side + l > 0 ? "," : "", score.sides[side].lines[l]);
  g_string_append (line, "]}");
  return g_string_free (line, FALSE);
}

/* The second app process: a window of its own (its own data and config
 * folders, from the parent) joins the invitation through Join a Table,
 * plays its seat by the hint, and prints the round's totals and lines. */
static int
guest_main (const char *invitation)
{
  char *argv0[] = { (char *) "test-net-app", NULL };
  char **argv = argv0;
  int argc = 1;
  CanastaWindow *window;
  CanastaTableDialog *dialog;
  CanastaGame *game;
  char *line;

  if (!window_test_init (&argc, &argv))
    return 77;
  window = present_new_window (1000, 720);
  game = canasta_window_get_game (window);
  canasta_window_show_table_dialog (window, FALSE);
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_join (dialog, invitation);
  g_assert_true (test_wait_for (playing_at, window));

  while (TRUE)
    {
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (acts_or_over, window));
      if (!canasta_game_get_viewer_can_act (game))
        break;
      /* libadwaita 1.2 cannot replace a toast still sliding in. */
      wait_toasts_arrived (window);
      check_faces (window, canasta_game_get_remote_seat (game));
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }
  save_png (GTK_WIDGET (window), "net-guest-process.png");

  line = score_line (game);
  g_print ("%s\n", line);
  g_free (line);
  destroy_window (window);
  return 0;
}

typedef struct
{
  CanastaWindow *window;
  Lines         *guest;
} HostWait;

/* The host's seat to act; or the guest has printed its totals' line (or
 * ended without one) and the round is over here too. */
static gboolean
host_acts_or_all_over (gpointer data)
{
  HostWait *wait = data;

  return canasta_game_get_viewer_can_act (canasta_window_get_game (wait->window)) ||
         (lines_peek_json (wait->guest) != NULL && acts_or_over (wait->window));
}

static void
subprocess_done_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_wait_check_finish (G_SUBPROCESS (source), result, &error);
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* The host's window in this process, the guest's in a second process of
 * the test's own program with folders of its own: they play a round
 * against each other and two computers, and end it with the same totals,
 * line by line. */
static void
test_two_processes (void)
{
  CanastaWindow *window = present_new_window (1000, 720);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaTableDialog *dialog;
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) guest = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *data = g_dir_make_tmp ("canasta-guest-data-XXXXXX", NULL);
  g_autofree char *config = g_dir_make_tmp ("canasta-guest-config-XXXXXX", NULL);
  g_autofree char *expected = NULL;
  HostWait wait = { window, NULL };
  gboolean exited = FALSE;

  canasta_window_show_table_dialog (window, TRUE);
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));

  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", data, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);
  guest = g_subprocess_launcher_spawn (launcher, &error, self_path, "--guest",
                                       canasta_table_dialog_get_invitation (dialog), NULL);
  g_assert_no_error (error);
  wait.guest = lines_new (guest);
  g_subprocess_wait_check_async (guest, NULL, subprocess_done_cb, &exited);

  g_assert_true (test_wait_for (playing_at, window));
  while (TRUE)
    {
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (host_acts_or_all_over, &wait));
      if (!canasta_game_get_viewer_can_act (game))
        break;
      /* libadwaita 1.2 cannot replace a toast still sliding in. */
      wait_toasts_arrived (window);
      check_faces (window, 0);
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }

  expected = score_line (game);
  g_assert_cmpstr (lines_peek_json (wait.guest), ==, expected);
  g_assert_cmpuint (strlen (expected), >, 40);
  g_assert_true (test_wait_for (test_wait_flag, &exited));
  /* The guest has left: the host says so, then closes. */
  g_assert_true (test_wait_for (seat_1_gone, game));
  wait_toasts_arrived (window);
  destroy_window (window);
  lines_free (wait.guest);
}

/* ------------------------------------------------ a uruguayan table */

static CanastaCutView *
cut_view (CanastaWindow *window)
{
  return CANASTA_CUT_VIEW (find_descendant (GTK_WIDGET (window), CANASTA_TYPE_CUT_VIEW));
}

/* Both windows show the cut waiting to be made. */
static gboolean
both_at_cut (gpointer data)
{
  Pair *pair = data;

  if (!both_playing (pair))
    return FALSE;
  for (int i = 0; i < 2; i++)
    if (canasta_game_get_phase (canasta_window_get_game (pair->windows[i])) != CANASTA_PHASE_CUT ||
        !gtk_widget_get_visible (GTK_WIDGET (cut_view (pair->windows[i]))))
      return FALSE;
  return canasta_game_get_viewer_can_act (canasta_window_get_game (pair->windows[1]));
}

/* Both windows show what the cut turned, in words. */
static gboolean
both_read_cut (gpointer data)
{
  Pair *pair = data;

  for (int i = 0; i < 2; i++)
    if (canasta_game_get_phase (canasta_window_get_game (pair->windows[i])) == CANASTA_PHASE_CUT ||
        !gtk_widget_get_visible (GTK_WIDGET (cut_view (pair->windows[i]))) ||
        strstr (canasta_cut_view_get_caption (cut_view (pair->windows[i])), "de moda this round") == NULL)
      return FALSE;
  return TRUE;
}

/* Two windows at a uruguayan table hosted here, partners (seats 0 and 2)
 * against two computers: the cut opens the round as at a local table,
 * made from the cutter's own window (seat 2, the first player's partner)
 * while the other watches, and both read what it turned; then each window
 * shows only its own hand to the round's end, scored alike. */
static void
test_uruguayan (void)
{
  CanastaGameSetup setup;
  g_autoptr(CanastaTableHost) host = NULL;
  g_autoptr(GError) error = NULL;
  Pair pair = { { NULL, NULL }, NULL };
  int seats[2] = { 0, 2 };
  guint moves;

  remote_setup_init (&setup, CN_VARIANT_URUGUAYAN, 4, 3, 1 << 0 | 1 << 2);
  host = remote_host_new (&setup, NULL);

  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game;

      pair.windows[i] = present_new_window (1000, 720);
      game = canasta_window_get_game (pair.windows[i]);
      g_assert_true (canasta_game_join (game, canasta_table_host_get_local_invitation (host), &error));
      g_assert_no_error (error);
      if (i == 0)
        g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
    }

  g_assert_true (test_wait_for (both_at_cut, &pair));
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (canasta_game_get_remote_seat (canasta_window_get_game (pair.windows[i])), ==, seats[i]);
  /* The cutter points and cuts; the other window watches, the slider not
   * its own. */
  g_assert_false (canasta_cut_view_get_interactive (cut_view (pair.windows[0])));
  g_assert_true (canasta_cut_view_get_interactive (cut_view (pair.windows[1])));
  wait_drawn (GTK_WIDGET (pair.windows[0]));
  wait_drawn (GTK_WIDGET (pair.windows[1]));
  save_png (GTK_WIDGET (pair.windows[0]), "net-uruguayan-cut-watching.png");
  save_png (GTK_WIDGET (pair.windows[1]), "net-uruguayan-cut-cutter.png");
  gtk_widget_activate_action (GTK_WIDGET (pair.windows[1]), "table.cut", NULL);

  g_assert_true (test_wait_for (both_read_cut, &pair));
  g_assert_cmpstr (canasta_cut_view_get_caption (cut_view (pair.windows[0])), ==,
                   canasta_cut_view_get_caption (cut_view (pair.windows[1])));
  for (int i = 0; i < 2; i++)
    g_assert_cmpint (canasta_game_get_moda (canasta_window_get_game (pair.windows[i])), !=, 0);
  wait_frames (GTK_WIDGET (pair.windows[0]), 500);
  save_png (GTK_WIDGET (pair.windows[0]), "net-uruguayan-cut-result.png");

  moves = play_pair (&pair, seats, "net-uruguayan-seat-1.png", "net-uruguayan-seat-3.png");
  g_assert_cmpuint (moves, >, 6);
  {
    g_autofree char *first = score_line (canasta_window_get_game (pair.windows[0]));
    g_autofree char *second = score_line (canasta_window_get_game (pair.windows[1]));

    g_assert_cmpstr (first, ==, second);
  }

  for (int i = 1; i >= 0; i--)
    {
      wait_toasts_arrived (pair.windows[i]);
      destroy_window (pair.windows[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = NULL;
  g_autofree char *bus = NULL;

  if (argc == 3 && g_str_equal (argv[1], "--guest"))
    return guest_main (argv[2]);

  /* The host's certificate, and the hosted table kept (in the data
   * folder), go to folders of the test's own. */
  config = g_dir_make_tmp ("canasta-net-app-XXXXXX", NULL);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("CANASTA_DATA_DIR", config, TRUE);
  /* No system bus, whatever this machine has (nothing of this test goes
   * on its network), unless CANASTA_TEST_AVAHI_BUS names a private one
   * with an Avahi daemon. */
  bus = g_strdup_printf ("unix:path=%s/no-bus", config);
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", g_getenv ("CANASTA_TEST_AVAHI_BUS") != NULL
                                       ? g_getenv ("CANASTA_TEST_AVAHI_BUS") : bus, TRUE);
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/net-app/round", test_round);
  g_test_add_func ("/net-app/drop", test_drop);
  g_test_add_func ("/net-app/lan", test_lan);
  g_test_add_func ("/net-app/two-processes", test_two_processes);
  g_test_add_func ("/net-app/uruguayan", test_uruguayan);

  return g_test_run ();
}
