/* canasta-table-dialog.c: playing with others: hosting a table, joining one
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-abandon.h"
#include "canasta-table-dialog-private.h"
#include "cn-text.h"

G_DEFINE_FINAL_TYPE (CanastaTableDialog, canasta_table_dialog, ADW_TYPE_WINDOW)

enum {
  OPENED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_canasta_table_dialog_set_status (CanastaTableDialog *self,
                                  const char         *text,
                                  gboolean            error)
{
  gtk_label_set_text (self->status, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status), text != NULL && text[0] != '\0');
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->status), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->status), "error");
}

static void
clear_content (CanastaTableDialog *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
}

/* ------------------------------------------------------------ the table */

static int
selected_players (CanastaTableDialog *self)
{
  return self->players[MIN (adw_combo_row_get_selected (self->players_row), CN_MAX_SEATINGS - 1)];
}

static CnVariant
selected_variant (CanastaTableDialog *self)
{
  return self->variants[adw_combo_row_get_selected (self->variant_row)];
}

static void
refresh_seats (CanastaTableDialog *self)
{
  int players = selected_players (self);

  for (int seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *title = _canasta_table_dialog_seat_title (selected_variant (self), players, seat);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[seat]), title);
      gtk_widget_set_visible (self->seat_rows[seat], seat < players);
    }
}

static void
fill_players (CanastaTableDialog *self)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint n = 0, selected = 0;

  for (int p = 2; p <= N_SEATS; p++)
    {
      g_autofree char *label = NULL;

      if (cn_rules_seating (rules, p) == NULL)
        continue;
      /* Translators: the number of players in the new-game dialog */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", p), p);
      if (p == 4)
        selected = n;
      self->players[n++] = p;
      gtk_string_list_append (list, label);
    }
  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->players_row, selected);
  refresh_seats (self);
}

/* Under the rule set's name, what sets it apart, in New Game's words. */
static void
describe_variant (CanastaTableDialog *self)
{
  g_autofree char *description = cn_text_variant_description (cn_rules_get (selected_variant (self)));

  gtk_label_set_text (self->variant_line, description);
}

static void
variant_changed_cb (CanastaTableDialog *self)
{
  fill_players (self);
  describe_variant (self);
}

static void
build_setup (CanastaTableDialog *self)
{
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *game = adw_preferences_group_new ();
  GtkWidget *seats = adw_preferences_group_new ();
  guint n = 0;
  const char *const levels[] = {
    g_dpgettext2 (GETTEXT_PACKAGE, "level", "Easy"),
    g_dpgettext2 (GETTEXT_PACKAGE, "level", "Medium"),
    g_dpgettext2 (GETTEXT_PACKAGE, "level", "Hard"),
  };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (game), _("Game"));
  for (int v = 0; v < CN_N_VARIANTS; v++)
    if (cn_rules_get (v) != NULL)
      {
        self->variants[n++] = v;
        gtk_string_list_append (variants, cn_text_variant_name (v));
      }
  self->variant_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->variant_row), _("_Variant"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->variant_row), TRUE);
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->variant_row));
  /* What sets the rule set apart goes on a row of its own, as New Game
   * shows it: as the combo row's subtitle it left the rule set's name no
   * room ("Uru…" in Italian). */
  {
    GtkWidget *about = adw_preferences_row_new ();

    self->variant_line = GTK_LABEL (gtk_label_new (NULL));
    gtk_label_set_wrap (self->variant_line, TRUE);
    gtk_label_set_xalign (self->variant_line, 0);
    gtk_widget_set_margin_start (GTK_WIDGET (self->variant_line), 12);
    gtk_widget_set_margin_end (GTK_WIDGET (self->variant_line), 12);
    gtk_widget_set_margin_top (GTK_WIDGET (self->variant_line), 8);
    gtk_widget_set_margin_bottom (GTK_WIDGET (self->variant_line), 8);
    gtk_widget_add_css_class (GTK_WIDGET (self->variant_line), "dim-label");
    gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (about), FALSE);
    gtk_widget_set_focusable (about, FALSE);
    gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (about), GTK_WIDGET (self->variant_line));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), about);
  }
  self->players_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->players_row), _("_Players"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->players_row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->players_row));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (seats), _("Seats"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (seats),
                                         _("Invite people on other computers, or let the "
                                           "computer play their seats."));
  for (int seat = 0; seat < N_SEATS; seat++)
    {
      if (seat == 0)
        {
          self->seat_rows[seat] = adw_action_row_new ();
          /* Translators: who plays the first seat of a hosted table */
          adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seat_rows[seat]),
                                       _("You, at this computer"));
        }
      else
        {
          g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);

          /* Translators: a seat of a hosted table that waits for a person invited */
          gtk_string_list_append (kinds, _("A person you invite"));
          for (int level = 0; level < 3; level++)
            {
              /* Translators: a seat of a hosted table played by the computer, %s its level */
              g_autofree char *label = g_strdup_printf (_("Computer, %s"), levels[level]);

              gtk_string_list_append (kinds, label);
            }
          self->seat_rows[seat] = adw_combo_row_new ();
          adw_combo_row_set_model (ADW_COMBO_ROW (self->seat_rows[seat]), G_LIST_MODEL (kinds));
          /* One person invited, the other seats computers of Medium. */
          adw_combo_row_set_selected (ADW_COMBO_ROW (self->seat_rows[seat]),
                                      seat == 1 ? SEAT_PERSON : SEAT_MEDIUM);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (seats), self->seat_rows[seat]);
    }

  {
    g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

    /* Translators: past the host's wait for a player whose connection is
     * lost (the row's title says so), a computer plays their seat */
    gtk_string_list_append (choices, _("A computer plays for them"));
    /* Translators: past the host's wait for a player whose connection is
     * lost, nobody plays their seat: the game waits */
    gtk_string_list_append (choices, _("The game waits"));
    self->drop_row = ADW_COMBO_ROW (adw_combo_row_new ());
    /* Translators: a row of the hosting dialog; the choices follow */
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->drop_row),
                                   _("If a player’s connection is lost"));
    adw_combo_row_set_model (self->drop_row, G_LIST_MODEL (choices));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (seats), GTK_WIDGET (self->drop_row));
  }

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (_canasta_table_dialog_build_name (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (game));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (seats));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (self->content, page);

  g_signal_connect_object (self->variant_row, "notify::selected",
                           G_CALLBACK (variant_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->players_row, "notify::selected",
                           G_CALLBACK (refresh_seats), self, G_CONNECT_SWAPPED);
  variant_changed_cb (self);
  /* As the last table was set: a family plays the same way each time. */
  _canasta_table_dialog_restore_setup (self);
}

/* ------------------------------------------------------- the invitation */

static void refresh_joined (CanastaTableDialog *self);

void
_canasta_table_dialog_copy (CanastaTableDialog *self,
                            const char         *invitation)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), invitation);
  self->copied = TRUE;
  refresh_joined (self);
}

static void
refresh_joined (CanastaTableDialog *self)
{
  CanastaRemoteState state = canasta_game_get_remote_state (self->game);
  int waiting = 0;

  if (!self->hosting || self->invitation == NULL)
    return;
  for (int seat = 0; seat < N_SEATS; seat++)
    {
      g_autofree char *named = NULL;
      const char *subtitle;

      if (self->joined_rows[seat] == NULL)
        continue;
      if (state != CANASTA_REMOTE_WAITING && state != CANASTA_REMOTE_PLAYING)
        /* Translators: a seat of a hosted table while this screen sits down */
        subtitle = _("Connecting…");
      else if (canasta_game_get_seat_waiting (self->game, seat))
        {
          /* Translators: a seat of a hosted table whose person has not joined yet */
          subtitle = _("Waiting for the person invited");
          waiting++;
        }
      else
        /* Translators: a seat of a hosted table whose person joined, %s their name */
        subtitle = named = g_strdup_printf (_("Joined: %s"),
                                            canasta_game_get_seat_name (self->game, seat));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->joined_rows[seat]), subtitle);
    }
  if (state == CANASTA_REMOTE_WAITING && waiting > 0)
    {
      /* Translators: the hosting dialog, while invited people join */
      g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Waiting for %d person to join. The game starts when everyone is at the table.",
                                                            "Waiting for %d people to join. The game starts when everyone is at the table.",
                                                            waiting), waiting);
      g_autofree char *both = NULL;

      /* The copy is said, and who the table still waits for with it. */
      if (self->copied)
        /* Translators: said once the invitation is on the clipboard; the
         * waiting status follows */
        both = g_strdup_printf ("%s %s", _("The invitation is copied: paste it in a message to the people you invite."),
                                text);
      _canasta_table_dialog_set_status (self, both != NULL ? both : text, FALSE);
    }
  else if (self->copied)
    _canasta_table_dialog_set_status (self, _("The invitation is copied: paste it in a message to the people you invite."),
                FALSE);
}

static void
build_invitation (CanastaTableDialog *self,
                  const CanastaGameSetup *setup)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *invite = adw_preferences_group_new ();
  GtkWidget *seats = adw_preferences_group_new ();
  GtkWidget *row, *code, *lan;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (invite), _("Invitation"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (invite),
                                         _("Send the people you invite this invitation. They "
                                           "choose Join a Table and paste it."));
  _canasta_table_dialog_add_invitations (self, invite);

  row = adw_action_row_new ();
  /* Translators: the table's short code, to read out over the phone */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Table code"));
  code = gtk_label_new (self->code);
  gtk_widget_add_css_class (code, "title-2");
  gtk_widget_add_css_class (code, "monospace");
  gtk_label_set_selectable (GTK_LABEL (code), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), code);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (invite), row);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (seats), _("Seats"));
  for (int seat = 0; seat < setup->players; seat++)
    {
      g_autofree char *title = _canasta_table_dialog_seat_title (setup->variant, setup->players, seat);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (seat == 0)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("You, at this computer"));
      else if (setup->kinds[seat] == CANASTA_SEAT_COMPUTER)
        {
          g_autofree char *computer = g_strdup_printf (_("Computer, %s"),
                                                    g_dpgettext2 (GETTEXT_PACKAGE, "level",
                                                                  setup->levels[seat][0] == 'e' ? "Easy"
                                                                  : setup->levels[seat][0] == 'h' ? "Hard"
                                                                  : "Medium"));

          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), computer);
        }
      else
        self->joined_rows[seat] = row;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (seats), row);
    }

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (invite));
  if ((lan = _canasta_table_dialog_build_password (self)) != NULL)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (lan));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (seats));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (self->content, page);
  refresh_joined (self);
}

void
canasta_table_dialog_open (CanastaTableDialog *self)
{
  CanastaGameSetup setup = {
    .variant = selected_variant (self),
    .players = selected_players (self),
    .pause_on_drop = adw_combo_row_get_selected (self->drop_row) == 1,
    .drop_wait = self->drop_wait,
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *local_invitation = NULL;
  g_autofree char *state_dir = canasta_table_host_default_dir ();

  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (self->hosting && self->invitation == NULL);

  for (int seat = 0; seat < setup.players; seat++)
    {
      guint choice = seat == 0 ? SEAT_PERSON
                               : adw_combo_row_get_selected (ADW_COMBO_ROW (self->seat_rows[seat]));

      setup.kinds[seat] = choice == SEAT_PERSON ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.levels[seat] = choice == SEAT_EASY ? "easy" : choice == SEAT_HARD ? "hard" : "medium";
    }

  _canasta_table_dialog_apply_name (self);
  /* Every network, so that the people invited reach it; the port of
   * canasta-cli serve, or any free one when that is taken. The game is
   * kept in the app's data, so that a quit or a crash does not end it. */
  self->host = canasta_table_host_new (&setup, self->address, self->port, state_dir, &error);
  if (self->host == NULL && self->port != 0 &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
    self->host = canasta_table_host_new (&setup, self->address, 0, state_dir, &local);
  if (self->host == NULL)
    {
      /* Translators: %s is the system's reason ("Address already in use") */
      g_autofree char *text = g_strdup_printf (_("The table cannot be opened: %s"),
                                               (local != NULL ? local : error)->message);

      _canasta_table_dialog_set_status (self, text, TRUE);
      return;
    }
  _canasta_table_dialog_save_setup (self, setup.variant, setup.players);
  self->invitation = g_strdup (canasta_table_host_get_invitation (self->host));
  self->code = g_strdup (canasta_table_host_get_code (self->host));
  self->password = g_strdup (canasta_table_host_get_password (self->host));
  _canasta_table_dialog_announce (self);
  _canasta_table_dialog_map_port (self);
  local_invitation = g_strdup (canasta_table_host_get_local_invitation (self->host));
  /* The window keeps the table's host from now on. */
  g_signal_emit (self, signals[OPENED], 0);
  if (!canasta_game_join (self->game, local_invitation, &error))
    {
      _canasta_table_dialog_set_status (self, error->message, TRUE);
      return;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->main_button), FALSE);
  /* Translators: the hosting dialog's title once the table is open */
  gtk_window_set_title (GTK_WINDOW (self), _("Your Table Is Open"));
  clear_content (self);
  build_invitation (self, &setup);
}

/* -------------------------------------------------------------- joining */

void
canasta_table_dialog_join (CanastaTableDialog *self,
                           const char         *text)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));

  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->invitation_row)), text) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->invitation_row), text);
  _canasta_table_dialog_apply_name (self);
  if (!canasta_game_join (self->game, text, &error))
    {
      _canasta_table_dialog_set_status (self, error->message, TRUE);
      return;
    }
  /* Translators: the joining dialog while it reaches the host */
  _canasta_table_dialog_set_status (self, _("Reaching the table…"), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->main_button), FALSE);
}

void
canasta_table_dialog_set_invitation (CanastaTableDialog *self,
                                     const char         *text)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (!self->hosting);

  gtk_editable_set_text (GTK_EDITABLE (self->invitation_row), text);
}

/* The game in play lost or not, the table is opened or joined. */
static void
main_confirmed (GObject *object)
{
  CanastaTableDialog *self = CANASTA_TABLE_DIALOG (object);

  if (self->hosting)
    canasta_table_dialog_open (self);
  else if (!_canasta_table_dialog_join_chosen (self))
    canasta_table_dialog_join (self, gtk_editable_get_text (GTK_EDITABLE (self->invitation_row)));
}

/* A table takes the window's game: the game in progress is asked about
 * as New Game asks. */
static void
main_clicked_cb (CanastaTableDialog *self)
{
  canasta_abandon_ask (GTK_WINDOW (self), self->game, G_OBJECT (self), main_confirmed);
}

static void
build_join (CanastaTableDialog *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (_canasta_table_dialog_build_name (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (_canasta_table_dialog_build_found (self)));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Invitation"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Paste the invitation the host sent you. It begins "
                                           "with canasta://"));
  self->invitation_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->invitation_row), _("Invitation"));
  adw_entry_row_set_activates_default (self->invitation_row, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->invitation_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (self->content, page);
}

/* ------------------------------------------------------- the connection */

static void
remote_changed_cb (CanastaGame        *game,
                   CanastaTableDialog *self)
{
  CanastaRemoteState state = canasta_game_get_remote_state (game);

  switch (state)
    {
    case CANASTA_REMOTE_FAILED:
      _canasta_table_dialog_set_status (self, canasta_game_get_remote_error (game), TRUE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->main_button), TRUE);
      break;

    case CANASTA_REMOTE_WAITING:
      if (self->hosting)
        refresh_joined (self);
      else
        {
          /* Translators: the joining dialog once seated: %d the seat, %s the table's code */
          g_autofree char *text = g_strdup_printf (_("You sit at seat %d of table %s. The game "
                                                     "starts when everyone is at the table."),
                                                   canasta_game_get_remote_seat (game) + 1,
                                                   canasta_game_get_table_code (game));

          _canasta_table_dialog_set_status (self, text, FALSE);
        }
      break;

    case CANASTA_REMOTE_PLAYING:
      self->playing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
      break;

    case CANASTA_REMOTE_NONE:
    case CANASTA_REMOTE_CONNECTING:
    case CANASTA_REMOTE_OVER:
    default:
      break;
    }
}

/* ------------------------------------------------------------ the dialog */

static gboolean
close_request_cb (CanastaTableDialog *self)
{
  /* Given up before the table started: nobody is left waiting at it. */
  if (!self->playing && canasta_game_get_remote_state (self->game) != CANASTA_REMOTE_NONE)
    canasta_game_leave (self->game);
  return FALSE;
}

static void
canasta_table_dialog_dispose (GObject *object)
{
  CanastaTableDialog *self = CANASTA_TABLE_DIALOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->host, canasta_table_host_free);
  g_clear_pointer (&self->invitation, g_free);
  g_clear_pointer (&self->code, g_free);
  g_clear_pointer (&self->address, g_free);
  g_clear_pointer (&self->password, g_free);
  g_clear_pointer (&self->table_name, g_free);
  _canasta_table_dialog_lan_dispose (self);
  _canasta_table_dialog_invite_dispose (self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (canasta_table_dialog_parent_class)->dispose (object);
}

static void
canasta_table_dialog_class_init (CanastaTableDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_table_dialog_dispose;

  /* The table is open: canasta_table_dialog_steal_host takes its host. */
  signals[OPENED] =
    g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
canasta_table_dialog_init (CanastaTableDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 640);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  self->main_button = GTK_BUTTON (gtk_button_new ());
  gtk_button_set_use_underline (self->main_button, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->main_button), "suggested-action");
  g_signal_connect_object (self->main_button, "clicked", G_CALLBACK (main_clicked_cb), self,
                           G_CONNECT_SWAPPED);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), GTK_WIDGET (self->main_button));
  gtk_box_append (GTK_BOX (box), header);

  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->status), 24);
  gtk_widget_set_margin_end (GTK_WIDGET (self->status), 24);
  gtk_widget_set_margin_top (GTK_WIDGET (self->status), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->status), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->status),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Status"), -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->status));

  self->content = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  gtk_widget_set_vexpand (GTK_WIDGET (self->content), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->content));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->main_button));

  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);
  /* "Cancel", said once, not "_Cancel Cancel". */
  canasta_a11y_name_buttons (GTK_WIDGET (self));
}

static GtkWidget *
table_dialog_new (CanastaGame *game,
                  gboolean     hosting)
{
  CanastaTableDialog *self = g_object_new (CANASTA_TYPE_TABLE_DIALOG, NULL);

  self->game = g_object_ref (game);
  self->settings = g_settings_new (APP_ID);
  self->hosting = hosting;
  self->address = g_strdup ("0.0.0.0");
  self->port = DEFAULT_PORT;
  self->router_wait_ms = ROUTER_WAIT_MS;
  g_signal_connect (game, "remote-changed", G_CALLBACK (remote_changed_cb), self);
  if (hosting)
    {
      /* Translators: the dialog that hosts a table for people elsewhere */
      gtk_window_set_title (GTK_WINDOW (self), _("Host a Table"));
      /* Translators: the hosting dialog's button: opens the table to the people invited */
      gtk_button_set_label (self->main_button, _("_Open Table"));
      build_setup (self);
    }
  else
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Join a Table"));
      gtk_window_set_default_size (GTK_WINDOW (self), 480, 640);
      /* Translators: the joining dialog's button */
      gtk_button_set_label (self->main_button, _("_Join"));
      build_join (self);
      /* The keyboard starts where the player pastes the invitation they
       * came with, not on Cancel. */
      gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->invitation_row));
    }
  return GTK_WIDGET (self);
}

GtkWidget *
canasta_table_dialog_new_host (CanastaGame *game)
{
  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);
  return table_dialog_new (game, TRUE);
}

GtkWidget *
canasta_table_dialog_new_join (CanastaGame *game)
{
  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);
  return table_dialog_new (game, FALSE);
}

void
canasta_table_dialog_set_address (CanastaTableDialog *self,
                                  const char         *address,
                                  guint               port)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (address != NULL);

  g_free (self->address);
  self->address = g_strdup (address);
  self->port = port;
}

void
canasta_table_dialog_set_drop_wait (CanastaTableDialog *self,
                                    int                 seconds)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  self->drop_wait = seconds;
}

CanastaTableHost *
canasta_table_dialog_steal_host (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return g_steal_pointer (&self->host);
}

const char *
canasta_table_dialog_get_invitation (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->invitation;
}

const char *
canasta_table_dialog_get_status (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return gtk_label_get_text (self->status);
}
