/* canasta-window-network.c: the window at a table hosted elsewhere, and
 * the dialogs that host a table and join one
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-autosave.h"
#include "canasta-table-dialog.h"
#include "canasta-window-private.h"
#include "cn-text.h"

static void
opened_cb (CanastaTableDialog *dialog,
           CanastaWindow      *self)
{
  g_clear_pointer (&self->table_host, canasta_table_host_free);
  self->table_host = canasta_table_dialog_steal_host (dialog);
}

void
canasta_window_show_table_dialog (CanastaWindow *self,
                                  gboolean       hosting)
{
  GtkWidget *dialog;

  g_return_if_fail (CANASTA_IS_WINDOW (self));

  dialog = hosting ? canasta_table_dialog_new_host (self->game)
                   : canasta_table_dialog_new_join (self->game);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "opened", G_CALLBACK (opened_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The line under a seat's name and count: "offline" with the wait left
 * while the host waits for its player to come back; NULL when the
 * seat's player is at the table. */
char *
_canasta_window_seat_state (CanastaWindow *self,
                            int            seat)
{
  int wait = canasta_game_get_seat_wait (self->game, seat);

  if (!canasta_game_get_started (self->game))
    return NULL;
  if (canasta_game_get_seat_stand_in (self->game, seat) || wait >= 0 ||
      canasta_game_get_seat_waiting (self->game, seat))
    return cn_text_seat_state (canasta_game_get_seat_stand_in (self->game, seat), wait);
  return NULL;
}

/* The wait counts down under the seat while a dropped seat has one. */
static gboolean
countdown_cb (gpointer user_data)
{
  CanastaWindow *self = user_data;
  gboolean counting = FALSE;

  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    counting = counting || canasta_game_get_seat_wait (self->game, seat) >= 0;
  _canasta_window_refresh_seats (self);
  if (counting)
    return G_SOURCE_CONTINUE;
  self->countdown = 0;
  return G_SOURCE_REMOVE;
}

/* Who left the table and who came back, said once each. */
static void
tell_seats_away (CanastaWindow *self)
{
  guint away = 0;

  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    if (canasta_game_get_seat_waiting (self->game, seat))
      away |= 1u << seat;
  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    {
      const char *name = canasta_game_get_seat_name (self->game, seat);
      g_autofree char *text = NULL;

      if ((away & ~self->seats_away) & (1u << seat))
        text = cn_text_seat_lost (name);
      else if ((self->seats_away & ~away) & (1u << seat))
        text = cn_text_seat_back (name);
      if (text != NULL)
        _canasta_window_show_message (self, text);
    }
  self->seats_away = away;
  if (away != 0 && self->countdown == 0)
    self->countdown = g_timeout_add_seconds (1, countdown_cb, self);
}

/* The bar over the table while the connection is cut, and a word once
 * it is back. */
static void
set_reconnecting (CanastaWindow *self,
                  gboolean       reconnecting,
                  gboolean       back)
{
  if (reconnecting)
    {
      g_autofree char *text = canasta_game_get_table_closed (self->game)
                              ? cn_text_table_closed (FALSE)
                              : cn_text_reconnecting (canasta_game_get_remote_host (self->game));

      _canasta_window_set_banner (self, text);
    }
  else if (self->reconnecting)
    {
      _canasta_window_set_banner (self, NULL);
      if (back)
        {
          g_autofree char *text = cn_text_reconnected ();

          _canasta_window_show_message (self, text);
        }
    }
  self->reconnecting = reconnecting;
}

static void
remote_changed_cb (CanastaGame   *game,
                   CanastaWindow *self)
{
  CanastaRemoteState state = canasta_game_get_remote_state (game);

  if (state != CANASTA_REMOTE_RECONNECTING)
    set_reconnecting (self, FALSE, state == CANASTA_REMOTE_PLAYING);
  switch (state)
    {
    case CANASTA_REMOTE_NONE:
      /* The table was left for another game: this window hosts it no
       * more, and it does not come back at the next start. */
      g_clear_pointer (&self->table_host, canasta_table_host_forget);
      break;

    case CANASTA_REMOTE_FAILED:
      /* Lost during the game (before it, the dialog says why). */
      if (canasta_game_get_started (game))
        canasta_window_add_notice (self, canasta_game_get_remote_error (game),
                                   _("_New Game…"), "app.new-game");
      break;

    case CANASTA_REMOTE_RECONNECTING:
      if (!self->reconnecting)
        set_reconnecting (self, TRUE, FALSE);
      break;

    case CANASTA_REMOTE_PLAYING:
      tell_seats_away (self);
      break;

    case CANASTA_REMOTE_CONNECTING:
    case CANASTA_REMOTE_WAITING:
    case CANASTA_REMOTE_OVER:
    default:
      break;
    }
}

/* The host refused a move the view let through: said as any refusal. */
static void
remote_refused_cb (CanastaGame     *game,
                   const CnVerdict *verdict,
                   CanastaWindow   *self)
{
  _canasta_window_report (self, FALSE, verdict);
}

void
_canasta_window_network_init (CanastaWindow *self)
{
  g_signal_connect (self->game, "remote-changed", G_CALLBACK (remote_changed_cb), self);
  g_signal_connect (self->game, "remote-refused", G_CALLBACK (remote_refused_cb), self);
}

gboolean
canasta_window_resume_table (CanastaWindow *self)
{
  g_autofree char *dir = canasta_table_host_default_dir ();
  g_autofree char *aside = NULL;
  g_autofree char *player = NULL;
  g_autoptr(GError) error = NULL;
  CanastaTableHost *host;

  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);

  /* Back at the table under the name this player sat down with: a seat
   * that comes back nameless is given the host's default ("Player 2") on
   * every screen, and in every line of the history. */
  player = canasta_table_dialog_saved_name (self->settings);
  canasta_game_set_player_name (self->game, player);

  host = canasta_table_host_resume (dir, &aside, &error);
  if (host == NULL)
    {
      if (error != NULL)
        {
          g_autofree char *name = aside != NULL ? g_path_get_basename (aside) : NULL;
          g_autofree char *text = cn_text_hosted_refused (canasta_autosave_refusal_reason (error),
                                                          name);

          canasta_window_add_notice (self, text, _("_New Game…"), "app.new-game");
        }
      /* A table joined elsewhere: shown as this screen last saw it while
       * it reconnects. */
      return canasta_game_resume_table (self->game);
    }
  /* This screen takes its seat back as any player does: with its token. */
  if (!canasta_game_join (self->game, canasta_table_host_get_local_invitation (host), &error))
    {
      g_warning ("the hosted table's own invitation is refused: %s", error->message);
      canasta_table_host_free (host);
      return FALSE;
    }
  g_clear_pointer (&self->table_host, canasta_table_host_free);
  self->table_host = host;
  _canasta_window_hosted_resumed (self);
  return TRUE;
}

void
_canasta_window_network_dispose (CanastaWindow *self)
{
  g_clear_handle_id (&self->countdown, g_source_remove);
  /* Closed, not left: the hosted table, and the seat at a table elsewhere
   * with its last view, are kept for the next start. The players at the
   * hosted table are told goodbye first, before this screen's own seat
   * goes: the app stays until it is said. */
  if (self->table_host != NULL)
    _canasta_window_close_hosted (g_steal_pointer (&self->table_host));
  if (self->game != NULL)
    canasta_game_close_table (self->game);
}
