/* test-net-dialogs.c: the ways to a table from the app: New Game's Host a
 * Table and Join a Table rows, and the question before a table takes the
 * game in progress
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "test-lsan-quarks.h"
#include "test-window-util.h"
#include "test-remote-util.h"
#include "canasta-new-game-dialog.h"
#include "canasta-table-dialog.h"
#include "cn-net-message.h"
#include "cn-net-portmap.h"
#include "cn-text.h"

static gboolean
shown (gpointer type)
{
  return find_shown_window (GPOINTER_TO_SIZE (type)) != NULL;
}

static gboolean
gone (gpointer type)
{
  return find_shown_window (GPOINTER_TO_SIZE (type)) == NULL;
}

static gboolean
question_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

/* The row of New Game whose title is title. */
static GtkWidget *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* New Game, then its row title, as a player clicks it: the row is not
 * greyed out, New Game gives way to the table's dialog. */
static CanastaTableDialog *
choose_from_new_game (CanastaWindow *window,
                      const char    *title)
{
  GtkWidget *dialog, *row;

  canasta_window_show_new_game (window);
  g_assert_true (test_wait_for (shown, GSIZE_TO_POINTER (CANASTA_TYPE_NEW_GAME_DIALOG)));
  dialog = GTK_WIDGET (find_shown_window (CANASTA_TYPE_NEW_GAME_DIALOG));
  wait_drawn (dialog);
  row = find_row (dialog, title);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_is_sensitive (row));
  g_assert_true (gtk_widget_activate (row));
  g_assert_true (test_wait_for (shown, GSIZE_TO_POINTER (CANASTA_TYPE_TABLE_DIALOG)));
  g_assert_true (test_wait_for (gone, GSIZE_TO_POINTER (CANASTA_TYPE_NEW_GAME_DIALOG)));
  return CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
}

static void
close_table_dialog (CanastaTableDialog *dialog)
{
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (test_wait_for (gone, GSIZE_TO_POINTER (CANASTA_TYPE_TABLE_DIALOG)));
}

/* Both rows of New Game open their dialogs (they were greyed out: their
 * action belonged to the app, which New Game's window does not reach). */
static void
test_rows (void)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaTableDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  dialog = choose_from_new_game (window, "_Host a Table…");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Host a Table");
  close_table_dialog (dialog);
  dialog = choose_from_new_game (window, "_Join a Table…");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Join a Table");
  /* Ready for the invitation to be pasted (the focus was nowhere). */
  {
    GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (dialog));
    GtkWidget *entry = find_row (GTK_WIDGET (dialog), "Invitation");

    g_assert_nonnull (focus);
    g_assert_true (ADW_IS_ENTRY_ROW (entry));
    g_assert_true (focus == entry || gtk_widget_is_ancestor (focus, entry));
  }
  close_table_dialog (dialog);
  destroy_window (window);
}

/* Opening a table with a game in progress asks first, in New Game's
 * words; Keep Playing keeps the game, the second time the table opens. */
static void
test_abandon (void)
{
  CanastaWindow *window = open_game_window (CN_VARIANT_CLASSIC, 4, 1u, 5, 1000, 720);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaTableDialog *dialog;
  GtkWidget *question, *open;

  while (!canasta_window_get_game_in_progress (window))
    play_step (game);
  dialog = choose_from_new_game (window, "_Host a Table…");
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  open = find_button (GTK_WIDGET (dialog), "_Open Table");
  g_assert_nonnull (open);
  g_signal_emit_by_name (open, "clicked");
  g_assert_true (test_wait_for (question_shown, NULL));
  question = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (question)), ==,
                   "Abandon This Game?");
  assert_contains (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (question)),
                   "The game in progress, in round 1, will be lost.");
  g_assert_null (canasta_table_dialog_get_invitation (dialog));
  /* As its button does: the answer, then the question closes. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  gtk_window_close (GTK_WINDOW (question));
  g_assert_true (test_wait_for (gone, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG)));
  g_assert_null (canasta_table_dialog_get_invitation (dialog));
  g_assert_cmpint (canasta_game_get_remote_state (game), ==, CANASTA_REMOTE_NONE);
  g_assert_true (canasta_window_get_game_in_progress (window));

  g_signal_emit_by_name (open, "clicked");
  g_assert_true (test_wait_for (question_shown, NULL));
  question = find_message_dialog ();
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "new-game");
  gtk_window_close (GTK_WINDOW (question));
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
  g_assert_nonnull (canasta_table_dialog_get_invitation (dialog));
  close_table_dialog (dialog);
  destroy_window (window);
}

static gboolean
waits_for_seat_1 (gpointer data)
{
  CanastaGame *game = data;

  return canasta_game_get_seat_waiting (game, 1) && canasta_game_get_seat_wait (game, 1) < 0;
}

static gboolean
host_acts_or_seat_1 (gpointer data)
{
  CanastaGame *game = data;

  return canasta_game_get_actor (game) == 1 ||
         (canasta_game_get_viewer_can_act (game) && !canasta_game_get_busy (game));
}

/* The guest's window joins the table with invitation through its Join a
 * Table dialog (the host's own dialog, host_dialog, still open). */
static void
join_from (CanastaWindow      *guest,
           CanastaTableDialog *host_dialog,
           const char         *invitation)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  CanastaTableDialog *join = NULL;

  gtk_window_present (GTK_WINDOW (guest));
  canasta_window_show_table_dialog (guest, FALSE);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (CANASTA_IS_TABLE_DIALOG (window) && (gpointer) window != (gpointer) host_dialog)
        join = CANASTA_TABLE_DIALOG (window);
    }
  g_assert_nonnull (join);
  canasta_table_dialog_join (join, invitation);
}

/* The host chose that the game waits for a player whose connection is
 * lost: past the wait, no computer takes the seat, and at the seat's turn
 * the table says the game is paused for them. */
static void
test_pause (void)
{
  CanastaWindow *host = canasta_window_new (NULL), *guest = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (host);
  CanastaTableDialog *dialog;
  GtkWidget *row, *title;
  GtkLabel *label;
  g_autofree char *invitation = NULL;

  gtk_window_set_default_size (GTK_WINDOW (host), 1000, 720);
  gtk_window_present (GTK_WINDOW (host));
  dialog = choose_from_new_game (host, "_Host a Table…");
  /* Under the rule set, what sets it apart, as New Game says it. */
  row = find_row (GTK_WIDGET (dialog), "_Variant");
  g_assert_nonnull (row);
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))); i++)
    {
      GtkStringObject *item;
      g_autofree char *expected = NULL;

      adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      item = adw_combo_row_get_selected_item (ADW_COMBO_ROW (row));
      for (int v = 0; v < CN_N_VARIANTS; v++)
        if (cn_rules_get (v) != NULL &&
            g_str_equal (cn_text_variant_name (v), gtk_string_object_get_string (item)))
          expected = cn_text_variant_description (cn_rules_get (v));
      g_assert_nonnull (expected);
      /* The rule set's name whole, its description under it (as the
       * row's subtitle it cut the name to "Uru…"). */
      wait_drawn (GTK_WIDGET (dialog));
      label = find_label (row, gtk_string_object_get_string (item), TRUE);
      g_assert_nonnull (label);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      g_assert_nonnull (find_label (GTK_WIDGET (dialog), expected, TRUE));
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
  row = find_row (GTK_WIDGET (dialog), "If a player’s connection is lost");
  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  wait_drawn (GTK_WIDGET (dialog));
  save_png (GTK_WIDGET (dialog), "net-host-setup.png");
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_set_drop_wait (dialog, 1);
  canasta_table_dialog_open (dialog);
  invitation = g_strdup (canasta_table_dialog_get_invitation (dialog));
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
  /* Copying the invitation says so, and the table still says whom it
   * waits for (the copy's words replaced that for good). */
  {
    GtkWidget *copy = find_icon_button (GTK_WIDGET (dialog), "edit-copy-symbolic", 0);

    g_assert_nonnull (copy);
    g_signal_emit_by_name (copy, "clicked");
    assert_contains (canasta_table_dialog_get_status (dialog), "The invitation is copied");
    assert_contains (canasta_table_dialog_get_status (dialog), "Waiting for 1 person to join");
    wait_drawn (GTK_WIDGET (dialog));
    save_png (GTK_WIDGET (dialog), "net-host-copied.png");
  }

  join_from (guest, dialog, invitation);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_PLAYING));
  g_assert_true (remote_wait_for (canasta_window_get_game (guest), CANASTA_REMOTE_PLAYING));

  canasta_game_leave (canasta_window_get_game (guest));
  g_assert_true (test_wait_for (waits_for_seat_1, game));
  g_assert_false (canasta_game_get_seat_stand_in (game, 1));

  /* The host plays on to the seat's turn; there the game stops. */
  while (TRUE)
    {
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (host_acts_or_seat_1, game));
      if (canasta_game_get_actor (game) == 1)
        break;
      wait_toasts_arrived (host);
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }
  g_assert_false (canasta_game_get_seat_stand_in (game, 1));
  title = find_descendant (GTK_WIDGET (host), ADW_TYPE_WINDOW_TITLE);
  {
    g_autofree char *paused = g_strdup_printf ("The game is paused until %s comes back.",
                                               canasta_game_get_seat_name (game, 1));

    assert_contains (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), paused);
  }
  wait_toasts_arrived (host);
  save_png (GTK_WIDGET (host), "net-paused.png");

  destroy_window (guest);
  destroy_window (host);
}

static gboolean
router_answered (gpointer data)
{
  return canasta_port_mapping_get_state (data) != CANASTA_PORT_MAPPING_ASKING;
}

/* A table open to every network: its invitation names this computer's
 * address on the network, not its name (which resolves only where mDNS
 * does); the home router is asked without holding the dialog up, and
 * where none answers the row for another home says, quietly, which port
 * the router must forward to which address; the invitation for this
 * network still seats a player. */
static void
test_router (void)
{
  CanastaWindow *host = canasta_window_new (NULL), *guest = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (host);
  CanastaTableDialog *dialog;
  CanastaPortMapping *mapping;
  g_autofree char *lan = cn_net_lan_address ();
  g_autofree char *invitation = NULL;
  g_autofree char *forward = NULL;
  g_autoptr(CnNetInvite) invite = NULL;

  if (lan == NULL)
    {
      g_test_skip ("no network here");
      destroy_window (guest);
      destroy_window (host);
      return;
    }
  gtk_window_set_default_size (GTK_WINDOW (host), 1000, 720);
  gtk_window_present (GTK_WINDOW (host));
  dialog = choose_from_new_game (host, "_Host a Table…");
  canasta_table_dialog_set_address (dialog, "0.0.0.0", 0);
  canasta_table_dialog_set_router_wait (dialog, 1000);
  canasta_table_dialog_open (dialog);

  invitation = g_strdup (canasta_table_dialog_get_invitation (dialog));
  invite = cn_net_invite_parse (invitation, NULL);
  g_assert_nonnull (invite);
  g_assert_cmpstr (invite->host, ==, lan);
  g_assert_nonnull (find_row (GTK_WIDGET (dialog), "For this network"));
  g_assert_nonnull (find_row (GTK_WIDGET (dialog), "For another home"));
  /* Opening did not wait for the router. */
  mapping = canasta_table_dialog_get_port_mapping (dialog);
  g_assert_nonnull (mapping);
  g_assert_cmpint (canasta_port_mapping_get_state (mapping), ==, CANASTA_PORT_MAPPING_ASKING);
  g_assert_cmpstr (canasta_table_dialog_get_away_text (dialog), ==,
                   "Asking the router to let in players from other homes…");
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));

  g_assert_true (test_wait_for (router_answered, mapping));
  if (canasta_port_mapping_get_state (mapping) == CANASTA_PORT_MAPPING_MAPPED)
    /* A network with a UPnP router: the invitation for another home. */
    g_assert_cmpstr (canasta_table_dialog_get_away_text (dialog), ==,
                     canasta_port_mapping_get_invitation (mapping));
  else
    {
      forward = g_strdup_printf ("For a player in another home, the router must forward port %u "
                                 "(TCP) to this computer, %s.", (guint) invite->port, lan);
      g_assert_cmpstr (canasta_table_dialog_get_away_text (dialog), ==, forward);
      /* Said in the row, not as an error over the dialog. */
      g_assert_null (strstr (canasta_table_dialog_get_status (dialog), "router"));
      g_assert_null (canasta_port_mapping_get_invitation (mapping));
    }
  wait_drawn (GTK_WIDGET (dialog));
  save_png (GTK_WIDGET (dialog), "net-host-router.png");

  join_from (guest, dialog, invitation);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_PLAYING));
  g_assert_true (remote_wait_for (canasta_window_get_game (guest), CANASTA_REMOTE_PLAYING));

  destroy_window (guest);
  destroy_window (host);
}

static gboolean
table_closed (gpointer data)
{
  return canasta_game_get_table_closed (data);
}

/* Closing the window of a table with people at it asks first, naming who
 * plays and what happens; Keep Playing keeps it open. Closing it then
 * tells the guest, whose window says the host closed the table. A table
 * nobody else sits at closes without a word. */
static void
test_close_asks (void)
{
  CanastaWindow *host = canasta_window_new (NULL), *guest = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (host);
  CanastaGame *guest_game = canasta_window_get_game (guest);
  gpointer host_alive = host;
  CanastaTableDialog *dialog;
  GtkWidget *question, *title;
  g_autofree char *invitation = NULL;
  g_autofree char *playing = NULL;

  gtk_window_set_default_size (GTK_WINDOW (host), 1000, 720);
  gtk_window_set_default_size (GTK_WINDOW (guest), 1000, 720);
  gtk_window_present (GTK_WINDOW (host));
  dialog = choose_from_new_game (host, "_Host a Table…");
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  invitation = g_strdup (canasta_table_dialog_get_invitation (dialog));
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
  join_from (guest, dialog, invitation);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_PLAYING));
  g_assert_true (remote_wait_for (guest_game, CANASTA_REMOTE_PLAYING));
  /* The host's dialog went once the game began. */
  g_assert_true (test_wait_for (gone, GSIZE_TO_POINTER (CANASTA_TYPE_TABLE_DIALOG)));
  g_object_add_weak_pointer (G_OBJECT (host), &host_alive);

  gtk_window_close (GTK_WINDOW (host));
  g_assert_true (test_wait_for (question_shown, NULL));
  question = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (question)), ==,
                   "Close Your Table?");
  playing = g_strdup_printf ("%s is playing at your table.", canasta_game_get_seat_name (game, 1));
  assert_contains (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (question)), playing);
  assert_contains (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (question)),
                   "when you start Canasta again");
  wait_drawn (question);
  save_png (question, "net-close-asks.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (question), "cancel");
  gtk_window_close (GTK_WINDOW (question));
  g_assert_true (test_wait_for (gone, GSIZE_TO_POINTER (ADW_TYPE_MESSAGE_DIALOG)));
  g_assert_nonnull (host_alive);
  g_assert_cmpint (canasta_game_get_remote_state (guest_game), ==, CANASTA_REMOTE_PLAYING);

  /* Closed: the guest hears it from the host, and says so. */
  gtk_window_close (GTK_WINDOW (host));
  g_assert_true (test_wait_for (question_shown, NULL));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (find_message_dialog ()), "close");
  gtk_window_close (GTK_WINDOW (find_message_dialog ()));
  g_assert_true (test_wait_for (test_wait_gone, &host_alive));
  g_assert_true (test_wait_for (table_closed, guest_game));
  title = find_descendant (GTK_WIDGET (guest), ADW_TYPE_WINDOW_TITLE);
  assert_contains (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)),
                   "Waiting for the host to open the table again…");
  assert_contains (canasta_window_get_banner (guest), "The host closed the table.");
  g_assert_true (test_wait_for (banner_revealed, guest));
  wait_toasts_arrived (guest);
  save_png (GTK_WIDGET (guest), "net-host-closed.png");
  canasta_game_leave (guest_game);
  destroy_window (guest);

  /* Nobody else at the table: closed at once. */
  host = canasta_window_new (NULL);
  host_alive = host;
  g_object_add_weak_pointer (G_OBJECT (host), &host_alive);
  gtk_window_present (GTK_WINDOW (host));
  dialog = choose_from_new_game (host, "_Host a Table…");
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  g_assert_true (remote_wait_for (canasta_window_get_game (host), CANASTA_REMOTE_WAITING));
  close_table_dialog (dialog);
  gtk_window_close (GTK_WINDOW (host));
  g_assert_true (test_wait_for (test_wait_gone, &host_alive));
  g_assert_null (find_message_dialog ());
}

/* The combo row of the dialog whose title starts with prefix ("Seat 3"
 * finds "Seat 3 · your partner"). */
static AdwComboRow *
find_combo (GtkWidget  *widget,
            const char *prefix)
{
  if (ADW_IS_COMBO_ROW (widget) && gtk_widget_get_visible (widget) &&
      g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), prefix))
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *found = find_combo (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Chooses the item of row that reads text. */
static void
choose (AdwComboRow *row,
        const char  *text)
{
  GListModel *model;

  g_assert_nonnull (row);
  model = adw_combo_row_get_model (row);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (model, i);

      if (g_str_equal (gtk_string_object_get_string (item), text))
        {
          adw_combo_row_set_selected (row, i);
          return;
        }
    }
  g_error ("no “%s” to choose", text);
}

static const char *
chosen (AdwComboRow *row)
{
  g_assert_nonnull (row);
  return gtk_string_object_get_string (adw_combo_row_get_selected_item (row));
}

/* On the rows named first in each pair, the items named second. */
static void
choose_all (GtkWidget         *root,
            const char *const *pairs)
{
  for (; pairs[0] != NULL; pairs += 2)
    choose (find_combo (root, pairs[0]), pairs[1]);
}

static void
assert_chosen (GtkWidget         *root,
               const char *const *pairs)
{
  for (; pairs[0] != NULL; pairs += 2)
    g_assert_cmpstr (chosen (find_combo (root, pairs[0])), ==, pairs[1]);
}

static CanastaTableDialog *
open_host_dialog (CanastaWindow *window)
{
  CanastaTableDialog *dialog;

  canasta_window_show_table_dialog (window, TRUE);
  g_assert_true (test_wait_for (shown, GSIZE_TO_POINTER (CANASTA_TYPE_TABLE_DIALOG)));
  dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
  wait_drawn (GTK_WIDGET (dialog));
  return dialog;
}

/* The table opened on this computer, then given up. */
static void
host_table (CanastaTableDialog *dialog,
            CanastaGame        *game)
{
  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
  close_table_dialog (dialog);
}

/* Host a Table opens as the last table was set: the rule set, the
 * players, who sits where at which level, and what happens when a
 * player's connection is lost (it forgot them all every time). */
static void
test_remembered (void)
{
  static const char *const italian[] = {
    "_Variant", "Italian", "_Players", "4 players",
    "Seat 2", "Computer, Hard", "Seat 3", "A person you invite", "Seat 4", "Computer, Easy",
    "If a player’s connection is lost", "The game waits", NULL
  };
  static const char *const classic[] = {
    "_Variant", "Classic", "_Players", "2 players", "Seat 2", "A person you invite",
    "If a player’s connection is lost", "A computer plays for them", NULL
  };
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaTableDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  dialog = open_host_dialog (window);
  choose_all (GTK_WIDGET (dialog), italian);
  host_table (dialog, game);
  dialog = open_host_dialog (window);
  assert_chosen (GTK_WIDGET (dialog), italian);

  /* Two players, then back to the first rule set: each remembered too. */
  choose_all (GTK_WIDGET (dialog), classic);
  host_table (dialog, game);
  dialog = open_host_dialog (window);
  assert_chosen (GTK_WIDGET (dialog), classic);
  g_assert_null (find_combo (GTK_WIDGET (dialog), "Seat 3"));
  close_table_dialog (dialog);
  destroy_window (window);
}

/* The seat rows say who is the host's partner and who the opponents:
 * at four the seat opposite is the partner, at two the other seat an
 * opponent; on the setup and on the open table's list alike. */
static void
test_partner (void)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaTableDialog *dialog;
  GtkWidget *root;

  gtk_window_present (GTK_WINDOW (window));
  dialog = open_host_dialog (window);
  root = GTK_WIDGET (dialog);
  choose (find_combo (root, "_Variant"), "Classic");
  choose (find_combo (root, "_Players"), "2 players");
  g_assert_nonnull (find_row (root, "Seat 2 · opponent"));
  choose (find_combo (root, "_Players"), "4 players");
  g_assert_nonnull (find_row (root, "Seat 1"));
  g_assert_nonnull (find_row (root, "Seat 2 · opponent"));
  g_assert_nonnull (find_row (root, "Seat 3 · your partner"));
  g_assert_nonnull (find_row (root, "Seat 4 · opponent"));
  choose (find_combo (root, "Seat 2"), "A person you invite");
  choose (find_combo (root, "Seat 3"), "Computer, Medium");
  choose (find_combo (root, "Seat 4"), "Computer, Medium");
  wait_drawn (root);
  save_png (root, "net-host-seats.png");

  canasta_table_dialog_set_address (dialog, "127.0.0.1", 0);
  canasta_table_dialog_open (dialog);
  g_assert_true (remote_wait_for (game, CANASTA_REMOTE_WAITING));
  g_assert_nonnull (find_row (root, "Seat 2 · opponent"));
  g_assert_nonnull (find_row (root, "Seat 3 · your partner"));
  g_assert_nonnull (find_row (root, "Seat 4 · opponent"));
  wait_drawn (root);
  save_png (root, "net-host-seats-open.png");
  close_table_dialog (dialog);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = NULL;

  /* The host's certificate goes to a folder of the test's own. */
  config = g_dir_make_tmp ("canasta-net-dialogs-XXXXXX", NULL);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/net-dialogs/rows", test_rows);
  g_test_add_func ("/net-dialogs/abandon", test_abandon);
  g_test_add_func ("/net-dialogs/pause", test_pause);
  g_test_add_func ("/net-dialogs/router", test_router);
  g_test_add_func ("/net-dialogs/close-asks", test_close_asks);
  g_test_add_func ("/net-dialogs/remembered", test_remembered);
  g_test_add_func ("/net-dialogs/partner", test_partner);

  return g_test_run ();
}
