/* canasta-window-hosted.c: the table a window hosts: closing it, and
 * coming back on another port
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table a window hosts lives in the app: closing the window (or
 * quitting) closes the table for the people playing at it until the host
 * starts Canasta again. The host is asked first when anyone else is at
 * the table, as before abandoning a game; the players are then told
 * goodbye, so that their windows say the host closed the table instead of
 * waiting for a player who lost the connection.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-abandon.h"
#include "canasta-window-private.h"
#include "cn-text.h"

static void
release_cb (gpointer user_data)
{
  g_application_release (user_data);
  g_object_unref (user_data);
}

void
_canasta_window_close_hosted (CanastaTableHost *host)
{
  GApplication *app = g_application_get_default ();

  if (app == NULL)
    {
      canasta_table_host_close (host, NULL, NULL);
      return;
    }
  /* The goodbyes go out before the app ends. */
  g_application_hold (app);
  canasta_table_host_close (host, release_cb, g_object_ref (app));
}

static void
close_confirmed_cb (GObject *target)
{
  CanastaWindow *self = CANASTA_WINDOW (target);

  self->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (self));
}

gboolean
_canasta_window_may_close (CanastaWindow *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *body = NULL;
  int me;

  if (self->table_host == NULL || self->close_confirmed ||
      canasta_game_get_remote_state (self->game) != CANASTA_REMOTE_PLAYING)
    return TRUE;
  /* The people at the table now, this screen's seat aside. */
  me = canasta_game_get_remote_seat (self->game);
  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    if (seat != me && !canasta_game_get_seat_is_computer (self->game, seat) &&
        !canasta_game_get_seat_waiting (self->game, seat))
      g_ptr_array_add (names, (gpointer) canasta_game_get_seat_name (self->game, seat));
  if (names->len == 0)
    return TRUE;
  g_ptr_array_add (names, NULL);
  body = cn_text_close_hosted ((const char *const *) names->pdata);
  canasta_abandon_ask_full (GTK_WINDOW (self), _("Close Your Table?"), body, _("_Keep Playing"),
                            "close", _("_Close Table"), G_OBJECT (self), close_confirmed_cb);
  return FALSE;
}

static void
copy_invitation_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autofree char *copied = NULL;

  if (self->table_host == NULL)
    return;
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget),
                          canasta_table_host_get_invitation (self->table_host));
  copied = cn_text_invitation_copied ();
  _canasta_window_show_message (self, copied);
}

void
_canasta_window_hosted_resumed (CanastaWindow *self)
{
  guint moved_from = canasta_table_host_get_moved_from (self->table_host);
  g_autofree char *text = NULL;

  if (moved_from == 0)
    return;
  text = cn_text_port_moved (moved_from, canasta_table_host_get_port (self->table_host));
  canasta_window_add_notice (self, text, _("_Copy the Invitation"), "win.copy-invitation");
}

void
_canasta_window_class_hosted_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy-invitation", NULL, copy_invitation_action);
}
