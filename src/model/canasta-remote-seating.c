/* canasta-remote-seating.c: who is at each seat of a table hosted
 * elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the host says of the seats, not of the game: the seats still empty
 * while the table fills (waiting), a player who lost the connection and
 * how long the seat is held for them, a computer standing in past the
 * wait (seat-status), whom the next deal waits for (round-wait), and the
 * names the seats' people gave (canasta-remote-names.c).
 */

#include "config.h"

#include "canasta-remote-names.h"
#include "canasta-remote-private.h"

gboolean
_canasta_remote_name (CanastaGame *self,
                      int          i,
                      JsonObject  *seat)
{
  return _canasta_remote_name_seat (self, i, i == self->remote->seat,
                                    self->remote->seats[i].kind == CN_NET_SEAT_COMPUTER, seat);
}

void
_canasta_remote_read_waiting (CanastaGame *self,
                              JsonObject  *message)
{
  JsonArray *empty = json_object_get_array_member (message, "empty");
  JsonArray *names = json_object_has_member (message, "seats")
                     ? json_object_get_array_member (message, "seats") : NULL;
  gboolean renamed = FALSE;
  guint bits = 0;

  for (guint i = 0; empty != NULL && i < json_array_get_length (empty); i++)
    {
      gint64 seat = json_array_get_int_element (empty, i);

      if (seat >= 0 && seat < CN_MAX_SEATS)
        bits |= 1u << seat;
    }
  for (guint i = 0; names != NULL && i < json_array_get_length (names) &&
                    i < (guint) self->game.players; i++)
    {
      JsonNode *node = json_array_get_element (names, i);

      if (JSON_NODE_HOLDS_OBJECT (node))
        renamed = _canasta_remote_name (self, (int) i, json_node_get_object (node)) || renamed;
    }
  if (self->remote->empty == bits && !renamed)
    return;
  self->remote->empty = bits;
  _canasta_game_emit (self, REMOTE_CHANGED);
  /* At the table, the seats say who is away. */
  if (self->started)
    _canasta_game_emit (self, CHANGED);
}

/* Whom the next deal waits for (round-wait): each window says it under
 * the round's end once its own player went on. */
void
_canasta_remote_read_round_wait (CanastaGame *self,
                                 JsonObject  *message)
{
  JsonArray *waiting = json_object_get_array_member (message, "waiting");
  guint bits = 0;

  for (guint i = 0; waiting != NULL && i < json_array_get_length (waiting); i++)
    {
      gint64 seat = json_array_get_int_element (waiting, i);

      if (seat >= 0 && seat < CN_MAX_SEATS)
        bits |= 1u << seat;
    }
  self->remote->not_ready = bits;
  _canasta_game_emit (self, REMOTE_CHANGED);
  if (self->started)
    _canasta_game_emit (self, CHANGED);
}

/* Who is at each seat (seat-status): a player dropped is waited for, the
 * wait's end kept to count it down; past it a computer may stand in. */
void
_canasta_remote_read_seat_status (CanastaGame *self,
                                  JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  JsonArray *seats = json_object_get_array_member (message, "seats");
  gint64 now = g_get_monotonic_time ();
  guint empty = 0, stand_in = 0;

  for (guint i = 0; seats != NULL && i < json_array_get_length (seats) && i < CN_MAX_SEATS; i++)
    {
      JsonObject *seat = json_array_get_object_element (seats, i);
      const char *status = seat != NULL ? json_object_get_string_member_with_default (seat, "status", "")
                                        : "";
      gint64 wait = 0;

      remote->wait_until[i] = 0;
      if (g_str_equal (status, "empty") || g_str_equal (status, "dropped"))
        empty |= 1u << i;
      else if (g_str_equal (status, "computer"))
        stand_in |= 1u << i;
      if (g_str_equal (status, "dropped") && _canasta_remote_get_int (seat, "wait", &wait))
        remote->wait_until[i] = now + wait * G_USEC_PER_SEC;
      if (i < (guint) self->game.players)
        _canasta_remote_name (self, (int) i, seat);
    }
  remote->empty = empty;
  remote->stand_in = stand_in;
  _canasta_game_emit (self, REMOTE_CHANGED);
  if (self->started)
    _canasta_game_emit (self, CHANGED);
}

/* ---------------------------------------------------------------- public */

gboolean
canasta_game_get_seat_waiting (CanastaGame *self,
                               int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->remote != NULL && seat >= 0 && seat < CN_MAX_SEATS &&
         (self->remote->empty & (1u << seat)) != 0;
}

int
canasta_game_get_seat_wait (CanastaGame *self,
                            int          seat)
{
  gint64 left;

  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);

  if (self->remote == NULL || seat < 0 || seat >= CN_MAX_SEATS ||
      self->remote->wait_until[seat] == 0 || !canasta_game_get_seat_waiting (self, seat))
    return -1;
  left = self->remote->wait_until[seat] - g_get_monotonic_time ();
  return (int) MAX (0, (left + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC);
}

gboolean
canasta_game_get_seat_stand_in (CanastaGame *self,
                                int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->remote != NULL && seat >= 0 && seat < CN_MAX_SEATS &&
         (self->remote->stand_in & (1u << seat)) != 0;
}

gboolean
canasta_game_get_seat_ready (CanastaGame *self,
                             int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), TRUE);
  return self->remote == NULL || seat < 0 || seat >= CN_MAX_SEATS ||
         (self->remote->not_ready & (1u << seat)) == 0;
}
