/* canasta-table-dialog-lan.c: playing with others on the same network:
 * the player's name, the host's password to read out, and the tables
 * found on the local network, chosen and joined with their password
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-table-dialog-private.h"

/* ------------------------------------------------------------- the name */

/* The account's real name, or its login when it has none. */
static const char *
account_name (void)
{
  const char *real = g_get_real_name ();

  return real != NULL && real[0] != '\0' && !g_str_equal (real, "Unknown") ? real
                                                                          : g_get_user_name ();
}

char *
canasta_table_dialog_saved_name (GSettings *settings)
{
  g_autofree char *saved = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  saved = g_settings_get_string (settings, "player-name");
  return saved[0] != '\0' ? g_steal_pointer (&saved) : g_strdup (account_name ());
}

GtkWidget *
_canasta_table_dialog_build_name (CanastaTableDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *name = canasta_table_dialog_saved_name (self->settings);

  /* Translators: the group of the player's own name in the network dialogs */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("You"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The others at the table see you by this name."));
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("Your _Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->name_row), TRUE);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (self->name_row), 40);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->name_row));
  return group;
}

void
_canasta_table_dialog_apply_name (CanastaTableDialog *self)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_row))));

  /* The account's own name is not written down: it follows the account. */
  g_settings_set_string (self->settings, "player-name",
                         g_str_equal (name, account_name ()) ? "" : name);
  canasta_game_set_player_name (self->game, name);
}

void
canasta_table_dialog_set_player_name (CanastaTableDialog *self,
                                      const char         *name)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (name != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

/* -------------------------------------------------- the host's password */

void
_canasta_table_dialog_announce (CanastaTableDialog *self)
{
  const char *player = canasta_game_get_player_name (self->game);

  g_free (self->table_name);
  self->table_name = player != NULL
                     /* Translators: the name of a table on the local network, %s its host's name */
                     ? g_strdup_printf (_("%s’s table"), player)
                     /* Translators: the name of a table on the local network, %s the computer's */
                     : g_strdup_printf (_("Canasta on %s"), g_get_host_name ());
  if (!canasta_table_host_announce (self->host, self->table_name))
    g_clear_pointer (&self->table_name, g_free);
}

GtkWidget *
_canasta_table_dialog_build_password (CanastaTableDialog *self)
{
  g_autofree char *description = NULL;
  GtkWidget *group, *row, *label;

  if (self->table_name == NULL)
    return NULL;
  group = adw_preferences_group_new ();
  /* Translators: the hosting dialog's group for the people on the same network */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("On This Network"));
  /* Translators: %s is the table's name, as Join a Table lists it */
  description = g_strdup_printf (_("The others choose “%s” in Join a Table and type this "
                                   "password."), self->table_name);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  row = adw_action_row_new ();
  /* Translators: the table's password, to read out to the people at the table */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Password"));
  label = gtk_label_new (self->password);
  gtk_widget_add_css_class (label, "title-2");
  gtk_widget_add_css_class (label, "monospace");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}

const char *
canasta_table_dialog_get_password (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->password;
}

const char *
canasta_table_dialog_get_table_name (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->table_name;
}

/* -------------------------------------------------- the tables found */

static char *
found_subtitle (CanastaFoundTable *table)
{
  int free_seats = canasta_found_table_get_free_seats (table);
  int players = canasta_found_table_get_players (table);
  g_autofree char *seats = NULL;

  if (free_seats == 0)
    /* Translators: a table found on the network with no seat free */
    seats = g_strdup (_("every seat taken"));
  else
    /* Translators: a table found on the network: its free seats, of all its seats */
    seats = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d seats free",
                                          "%d of %d seats free", free_seats),
                             free_seats, players);
  /* Translators: a table found on the network: its rule set, its free
   * seats, and the address of the computer that hosts it */
  return g_strdup_printf (_("%s · %s · at %s"), canasta_found_table_get_variant_name (table),
                          seats, canasta_found_table_get_host (table));
}

static GtkWidget *
found_row_new (gpointer item,
               gpointer user_data)
{
  CanastaFoundTable *table = item;
  g_autofree char *subtitle = found_subtitle (table);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *go = gtk_image_new_from_icon_name ("go-next-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), canasta_found_table_get_name (table));
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), go);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row),
                                    canasta_found_table_get_playable (table));
  gtk_widget_set_sensitive (row, canasta_found_table_get_playable (table));
  return row;
}

static void
choose (CanastaTableDialog *self,
        CanastaFoundTable  *table)
{
  /* Translators: the password entry for a table found on the network, %s its name */
  g_autofree char *title = g_strdup_printf (_("Password of “%s”"),
                                            canasta_found_table_get_name (table));

  g_set_object (&self->chosen, table);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->password_group), title);
  gtk_widget_set_visible (self->password_group, TRUE);
  /* The table chosen is joined, not an invitation pasted before. */
  gtk_editable_set_text (GTK_EDITABLE (self->invitation_row), "");
  gtk_widget_grab_focus (GTK_WIDGET (self->password_row));
}

static void
row_activated_cb (CanastaTableDialog *self,
                  GtkListBoxRow      *row)
{
  GListModel *tables = canasta_table_finder_get_tables (self->finder);
  g_autoptr(CanastaFoundTable) table =
    g_list_model_get_item (tables, (guint) gtk_list_box_row_get_index (row));

  if (table != NULL)
    choose (self, table);
}

/* A table that went from the network while chosen is no more. */
static void
found_changed_cb (CanastaTableDialog *self)
{
  GListModel *tables = canasta_table_finder_get_tables (self->finder);
  guint n = g_list_model_get_n_items (tables);

  if (self->chosen == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CanastaFoundTable) table = g_list_model_get_item (tables, i);

      /* Announced again (a seat taken): the new announcement is the table. */
      if (g_str_equal (canasta_found_table_get_name (table),
                       canasta_found_table_get_name (self->chosen)) &&
          g_str_equal (canasta_found_table_get_host (table),
                       canasta_found_table_get_host (self->chosen)))
        {
          g_set_object (&self->chosen, table);
          return;
        }
    }
  g_clear_object (&self->chosen);
  gtk_widget_set_visible (self->password_group, FALSE);
}

GtkWidget *
_canasta_table_dialog_build_found (CanastaTableDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *found = adw_preferences_group_new ();
  GtkWidget *placeholder;

  self->finder = canasta_table_finder_new ();
  /* Translators: the joining dialog's list of the tables hosted on the local network */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (found), _("Tables on This Network"));
  self->found_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->found_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->found_list), "boxed-list");
  /* Quietly: most networks have none, and many computers no Avahi. */
  placeholder = gtk_label_new (_("No tables found on this network: paste an invitation below."));
  gtk_label_set_wrap (GTK_LABEL (placeholder), TRUE);
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_widget_set_margin_start (placeholder, 12);
  gtk_widget_set_margin_end (placeholder, 12);
  gtk_list_box_set_placeholder (self->found_list, placeholder);
  gtk_list_box_bind_model (self->found_list, canasta_table_finder_get_tables (self->finder),
                           found_row_new, NULL, NULL);
  g_signal_connect_object (self->found_list, "row-activated", G_CALLBACK (row_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (canasta_table_finder_get_tables (self->finder), "items-changed", G_CALLBACK (found_changed_cb), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (found), GTK_WIDGET (self->found_list));
  gtk_box_append (GTK_BOX (box), found);

  self->password_group = adw_preferences_group_new ();
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->password_group),
                                         _("Type the password the host reads out to you."));
  self->password_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  /* Translators: the entry of a table's password in the joining dialog */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->password_row), _("_Password"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->password_row), TRUE);
  adw_entry_row_set_activates_default (self->password_row, TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->password_group),
                             GTK_WIDGET (self->password_row));
  gtk_widget_set_visible (self->password_group, FALSE);
  gtk_box_append (GTK_BOX (box), self->password_group);

  /* Returned as one group of the page: the list and its password. */
  found = adw_preferences_group_new ();
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (found), box);
  return found;
}

gboolean
_canasta_table_dialog_join_chosen (CanastaTableDialog *self)
{
  const char *pasted = gtk_editable_get_text (GTK_EDITABLE (self->invitation_row));
  g_autoptr(GError) error = NULL;
  g_autofree char *invitation = NULL;

  if (self->chosen == NULL || pasted[0] != '\0')
    return FALSE;
  invitation = canasta_found_table_invitation (self->chosen,
                                               gtk_editable_get_text (GTK_EDITABLE (self->password_row)),
                                               &error);
  if (invitation == NULL)
    {
      _canasta_table_dialog_set_status (self, error->message, TRUE);
      return TRUE;
    }
  _canasta_table_dialog_apply_name (self);
  if (!canasta_game_join (self->game, invitation, &error))
    {
      _canasta_table_dialog_set_status (self, error->message, TRUE);
      return TRUE;
    }
  /* Translators: the joining dialog while it reaches the host */
  _canasta_table_dialog_set_status (self, _("Reaching the table…"), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->main_button), FALSE);
  return TRUE;
}

CanastaTableFinder *
canasta_table_dialog_get_finder (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->finder;
}

void
canasta_table_dialog_choose_table (CanastaTableDialog *self,
                                   guint               position)
{
  GtkListBoxRow *row;

  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (self->found_list != NULL);

  row = gtk_list_box_get_row_at_index (self->found_list, (int) position);
  g_return_if_fail (row != NULL);
  g_signal_emit_by_name (self->found_list, "row-activated", row);
}

void
canasta_table_dialog_join_chosen (CanastaTableDialog *self,
                                  const char         *password)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  g_return_if_fail (self->chosen != NULL);

  gtk_editable_set_text (GTK_EDITABLE (self->password_row), password);
  _canasta_table_dialog_join_chosen (self);
}

void
_canasta_table_dialog_lan_dispose (CanastaTableDialog *self)
{
  if (self->found_list != NULL)
    gtk_list_box_bind_model (self->found_list, NULL, NULL, NULL, NULL);
  g_clear_object (&self->chosen);
  g_clear_object (&self->finder);
}
