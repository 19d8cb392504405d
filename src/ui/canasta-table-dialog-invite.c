/* canasta-table-dialog-invite.c: the hosting dialog's invitations: the one
 * for players on this network, and the one for players in another home
 * once the home router forwards the table's port (or what to forward by
 * hand when it does not)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-table-dialog-private.h"
#include "cn-text.h"

static void
copy_here_cb (CanastaTableDialog *self)
{
  _canasta_table_dialog_copy (self, self->invitation);
}

static void
copy_away_cb (CanastaTableDialog *self)
{
  const char *invitation = canasta_port_mapping_get_invitation (self->port_mapping);

  if (invitation != NULL)
    _canasta_table_dialog_copy (self, invitation);
}

/* A row of the invitation's group: a heading (none when NULL), then text
 * with a copy button after it; *text_out and *copy_out for the caller. */
static GtkWidget *
invitation_row (const char  *heading,
                const char  *text,
                GtkLabel   **text_out,
                GtkWidget  **copy_out)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label, *copy;

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  if (heading != NULL)
    {
      GtkWidget *title = gtk_label_new (heading);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_widget_add_css_class (title, "heading");
      gtk_box_append (GTK_BOX (box), title);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), heading);
    }
  label = gtk_label_new (text);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "monospace");
  gtk_box_append (GTK_BOX (line), label);
  copy = gtk_button_new_from_icon_name ("edit-copy-symbolic");
  gtk_widget_set_valign (copy, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (copy, _("Copy the Invitation"));
  /* An icon alone: its name is the tooltip's, not "GtkImage". */
  gtk_accessible_update_property (GTK_ACCESSIBLE (copy), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Copy the Invitation"), -1);
  gtk_widget_add_css_class (copy, "flat");
  gtk_box_append (GTK_BOX (line), copy);
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  *text_out = GTK_LABEL (label);
  *copy_out = copy;
  return row;
}

/* The row for another home says where the router stands: asked, the
 * invitation it lets in, or what to forward by hand, said once, in the
 * row, not as an error: the table works on this network either way. */
static void
refresh_away (CanastaTableDialog *self)
{
  CanastaPortMappingState state = canasta_port_mapping_get_state (self->port_mapping);
  gboolean mapped = state == CANASTA_PORT_MAPPING_MAPPED &&
                    canasta_port_mapping_get_invitation (self->port_mapping) != NULL;
  g_autofree char *forward = NULL;

  if (mapped)
    gtk_label_set_text (self->away_label, canasta_port_mapping_get_invitation (self->port_mapping));
  else if (state == CANASTA_PORT_MAPPING_ASKING)
    gtk_label_set_text (self->away_label, cn_text_router_asking ());
  else
    {
      forward = cn_text_router_forward (canasta_port_mapping_get_port (self->port_mapping),
                                        canasta_port_mapping_get_lan_address (self->port_mapping));
      gtk_label_set_text (self->away_label, forward);
    }
  gtk_widget_set_visible (self->away_copy, mapped);
  if (mapped)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->away_label), "monospace");
      gtk_widget_remove_css_class (GTK_WIDGET (self->away_label), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->away_label), "monospace");
      gtk_widget_add_css_class (GTK_WIDGET (self->away_label), "dim-label");
    }
}

void
_canasta_table_dialog_map_port (CanastaTableDialog *self)
{
  CanastaPortMapping *mapping = canasta_table_host_map_port (self->host, self->router_wait_ms);

  if (mapping == NULL)
    return;
  /* The host owns the mapping; the dialog watches it for as long as it
   * shows, even past the host (the window may let the table go first). */
  self->port_mapping = g_object_ref (mapping);
}

void
_canasta_table_dialog_add_invitations (CanastaTableDialog *self,
                                       GtkWidget          *group)
{
  GtkLabel *here;
  GtkWidget *copy, *row;

  /* One invitation, untitled, for a table on this computer only. */
  row = invitation_row (self->port_mapping != NULL ? cn_text_invitation_here () : NULL,
                        self->invitation, &here, &copy);
  g_signal_connect_object (copy, "clicked", G_CALLBACK (copy_here_cb), self, G_CONNECT_SWAPPED);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  if (self->port_mapping == NULL)
    return;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), cn_text_invitation_which ());
  row = invitation_row (cn_text_invitation_away (), NULL, &self->away_label, &self->away_copy);
  g_signal_connect_object (self->away_copy, "clicked", G_CALLBACK (copy_away_cb), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_signal_connect_object (self->port_mapping, "notify::state", G_CALLBACK (refresh_away), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->port_mapping, "notify::invitation", G_CALLBACK (refresh_away),
                           self, G_CONNECT_SWAPPED);
  refresh_away (self);
}

void
_canasta_table_dialog_invite_dispose (CanastaTableDialog *self)
{
  if (self->port_mapping != NULL)
    g_signal_handlers_disconnect_by_data (self->port_mapping, self);
  g_clear_object (&self->port_mapping);
  self->away_label = NULL;
  self->away_copy = NULL;
}

void
canasta_table_dialog_set_router_wait (CanastaTableDialog *self,
                                      guint               wait_ms)
{
  g_return_if_fail (CANASTA_IS_TABLE_DIALOG (self));
  self->router_wait_ms = wait_ms;
}

const char *
canasta_table_dialog_get_away_text (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->away_label != NULL ? gtk_label_get_text (self->away_label) : NULL;
}

CanastaPortMapping *
canasta_table_dialog_get_port_mapping (CanastaTableDialog *self)
{
  g_return_val_if_fail (CANASTA_IS_TABLE_DIALOG (self), NULL);
  return self->port_mapping;
}
