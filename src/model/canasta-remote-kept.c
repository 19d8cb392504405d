/* canasta-remote-kept.c: what this screen shows of a table hosted
 * elsewhere, kept for the app's next start
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A player's computer that restarts (an update, a crash, a flat battery)
 * shows the table again at once, as it was, while it reconnects: the
 * host's welcome, the seat's last view, and the round's story, so that the
 * history pane does not stand empty while the host is away. The round's
 * history is kept in the host's own "history" form (doc/protocol.md): the
 * round's first view, then each move as the table told it, with the view
 * that came after the moves that showed this seat cards they do not name
 * (cn_net_history_shows_more, the host's rule) or that could not be told
 * here. Read back, it is told by the same code as the host's
 * (canasta-remote-history.c), and the host's history, when it comes,
 * takes its place. The round's end is kept while it is on the table, so
 * that a screen started again during the wait for the next deal shows the
 * result at once. Everything kept was sent to this seat: nothing more. The
 * file itself is canasta-remote-seats.c's.
 */

#include "config.h"

#include "canasta-remote-private.h"
#include "canasta-remote-seats.h"

void
_canasta_remote_keep_now (CanastaRemote *remote)
{
  g_autoptr(JsonObject) shown = NULL;

  g_clear_handle_id (&remote->keep_timer, g_source_remove);
  if (remote->welcome == NULL || remote->view == NULL || remote->token == NULL)
    return;
  shown = json_object_new ();
  json_object_set_object_member (shown, "welcome", json_object_ref (remote->welcome));
  json_object_set_object_member (shown, "view", json_object_ref (remote->view));
  if (remote->history != NULL)
    json_object_set_object_member (shown, "history", json_object_ref (remote->history));
  if (remote->round_over != NULL)
    json_object_set_object_member (shown, "round_over", json_object_ref (remote->round_over));
  _canasta_remote_view_keep (remote->seat_key, remote->token, remote->invitation, shown);
}

static gboolean
keep_cb (gpointer user_data)
{
  CanastaRemote *remote = user_data;

  remote->keep_timer = 0;
  _canasta_remote_keep_now (remote);
  return G_SOURCE_REMOVE;
}

/* What the seat saw is written a moment after it changes: the views of a
 * busy table come together. */
void
_canasta_remote_keep_later (CanastaRemote *remote)
{
  if (remote->keep_timer == 0)
    remote->keep_timer = g_timeout_add (250, keep_cb, remote);
}

void
_canasta_remote_forget_view (CanastaRemote *remote)
{
  g_clear_handle_id (&remote->keep_timer, g_source_remove);
  g_clear_pointer (&remote->view, json_object_unref);
  if (remote->token != NULL)
    _canasta_remote_view_forget (remote->seat_key, remote->token);
}

void
_canasta_remote_show_kept (CanastaGame *self,
                           const char  *token)
{
  CanastaRemote *remote = self->remote;
  g_autoptr(JsonObject) kept = _canasta_remote_view_load (remote->seat_key, token);
  JsonObject *history, *round_over;

  if (kept == NULL)
    return;
  remote->token = g_strdup (token);
  _canasta_remote_seat_hold (remote->token);
  /* Read as the host's messages were, in the order they came. */
  _canasta_remote_handle (self, CN_NET_MSG_WELCOME, _canasta_remote_object_member (kept, "welcome"));
  if (remote->state != CANASTA_REMOTE_WAITING)
    return;
  _canasta_remote_handle (self, CN_NET_MSG_VIEW, _canasta_remote_object_member (kept, "view"));
  if (!self->started)
    return;
  if ((history = _canasta_remote_object_member (kept, "history")) != NULL)
    _canasta_remote_handle (self, CN_NET_MSG_HISTORY, history);
  if ((round_over = _canasta_remote_object_member (kept, "round_over")) != NULL)
    _canasta_remote_handle (self, CN_NET_MSG_ROUND_OVER, round_over);
  /* Every move held while the client takes the seat back. */
  _canasta_game_set_busy (self, TRUE);
  _canasta_remote_set_state (self, CANASTA_REMOTE_RECONNECTING);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}

/* ------------------------------------------------- the round's history */

void
_canasta_remote_kept_round (CanastaRemote *remote,
                            int            round,
                            JsonNode      *view)
{
  JsonObject *history = json_object_new ();

  json_object_set_int_member (history, "round", round);
  json_object_set_member (history, "start", json_node_copy (view));
  json_object_set_array_member (history, "moves", json_array_new ());
  g_clear_pointer (&remote->history, json_object_unref);
  g_clear_pointer (&remote->round_over, json_object_unref);
  remote->history = history;
  remote->history_pending = FALSE;
}

void
_canasta_remote_kept_moved (CanastaRemote *remote,
                            JsonObject    *moved)
{
  static const char * const names[] = { "seat", "move", "cut" };
  JsonObject *entry;

  if (remote->history == NULL)
    return;
  entry = json_object_new ();
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (json_object_has_member (moved, names[i]))
      json_object_set_member (entry, names[i], json_node_copy (json_object_get_member (moved, names[i])));
  json_array_add_object_element (json_object_get_array_member (remote->history, "moves"), entry);
  remote->history_pending = TRUE;
}

void
_canasta_remote_kept_view (CanastaRemote *remote,
                           JsonNode      *view,
                           gboolean       needed)
{
  JsonArray *moves;

  if (remote->history == NULL || !remote->history_pending)
    return;
  remote->history_pending = FALSE;
  if (!needed)
    return;
  moves = json_object_get_array_member (remote->history, "moves");
  json_object_set_member (json_array_get_object_element (moves, json_array_get_length (moves) - 1),
                          "view", json_node_copy (view));
}

void
_canasta_remote_kept_history (CanastaRemote *remote,
                              JsonObject    *history)
{
  JsonArray *moves = json_array_new ();
  JsonArray *told = json_object_get_array_member (history, "moves");

  if (remote->history == history)
    {
      json_array_unref (moves);
      return;
    }
  /* A copy of the list: the entries of this screen's moves to come are
   * added to it, and the host's message is not this screen's to change. */
  for (guint i = 0; i < json_array_get_length (told); i++)
    json_array_add_element (moves, json_node_copy (json_array_get_element (told, i)));
  g_clear_pointer (&remote->history, json_object_unref);
  remote->history = json_object_new ();
  json_object_set_member (remote->history, "round",
                          json_node_copy (json_object_get_member (history, "round")));
  json_object_set_member (remote->history, "start",
                          json_node_copy (json_object_get_member (history, "start")));
  json_object_set_array_member (remote->history, "moves", moves);
  remote->history_pending = FALSE;
}

void
_canasta_remote_kept_round_over (CanastaRemote *remote,
                                 JsonObject    *round_over)
{
  remote->history_pending = FALSE;
  if (remote->round_over == round_over)
    return;
  g_clear_pointer (&remote->round_over, json_object_unref);
  remote->round_over = json_object_ref (round_over);
}
