/* canasta-remote-history.c: the round so far, told to a seat coming back
 * to a table hosted elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seat that comes back mid-round (a cut, the app started again) is sent
 * the round's history (doc/protocol.md, "history"): the view it had at
 * the deal, then each move as the table told it, with the view it was
 * sent after the moves that showed it cards the move does not name. The
 * moves are played here on those positions as they were when they came
 * one by one (canasta-game-remote.c, tell_move), so that "This Round"
 * reads as it would have without the cut.
 */

#include "config.h"

#include "cn-net-cut.h"
#include "cn-scenario.h"
#include "cn-view.h"

#include "canasta-remote-history.h"
#include "canasta-remote-private.h"
#include "canasta-remote-tell.h"

/* A view of the history, read as the seat me's position. */
static gboolean
read_position (JsonNode *node,
               guint64   seed,
               int       me,
               CnState  *state)
{
  g_autoptr(GError) error = NULL;
  CnAiMemory memory;
  int seat;

  if (!cn_view_read_table (node, seed, state, &memory, &seat, &error) || seat != me)
    {
      g_debug ("a view of the round's history does not read: %s",
               error != NULL ? error->message : "another seat's");
      return FALSE;
    }
  return TRUE;
}

/* One move of the history played on pos, told into event; pos becomes
 * the position after it. FALSE, pos as it was, when the move does not
 * play here. */
static gboolean
tell_one (JsonObject       *entry,
          int               me,
          guint             i,
          CnState          *pos,
          CanastaMoveEvent *event)
{
  g_autofree CnState *known = g_new (CnState, 1);
  g_autofree CnState *work = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *view = json_object_get_member (entry, "view");
  JsonNode *node = json_object_get_member (entry, "move");
  CnEvents events = { 0 };
  CnMove move;

  if (node == NULL || !cn_scenario_move_from_json (pos, node, "move", &move, &error))
    {
      g_debug ("move %u of the round's history does not read: %s", i,
               error != NULL ? error->message : "none");
      return FALSE;
    }
  /* Without a view the move showed nothing it does not name: what this
   * seat knows after it is what it knew before. */
  if (view == NULL)
    *known = *pos;
  else if (!read_position (view, i + 1, me, known))
    return FALSE;

  if (move.kind == CN_MOVE_CUT)
    {
      if (view == NULL ||
          !cn_net_cut_read (json_object_get_member (entry, "cut"), pos, move.seat, known, &events))
        {
          g_debug ("the cut of the round's history does not read");
          return FALSE;
        }
      canasta_move_event_init (event, pos, &move, known, &events);
      *pos = *known;
      return TRUE;
    }
  if (!_canasta_remote_realize (pos, me, &move, known))
    {
      g_debug ("move %u of the round's history names cards this seat cannot place", i);
      return FALSE;
    }
  work = g_memdup2 (pos, sizeof *pos);
  if (!cn_apply (work, &move, NULL, &events))
    {
      g_debug ("move %u of the round's history does not play on this seat's view", i);
      return FALSE;
    }
  canasta_move_event_init (event, pos, &move, work, &events);
  if (view != NULL)
    _canasta_remote_tell_deal_threes (event, me, work, known);
  *pos = view != NULL ? *known : *work;
  return TRUE;
}

gboolean
_canasta_remote_read_history (JsonObject *message,
                              int         me,
                              CnState    *start,
                              GPtrArray  *told,
                              CnState    *end,
                              gboolean   *followed)
{
  g_autofree CnState *pos = g_new (CnState, 1);
  g_autofree CanastaMoveEvent *event = g_new (CanastaMoveEvent, 1);
  JsonNode *node = json_object_get_member (message, "start");
  JsonNode *moves = json_object_get_member (message, "moves");
  gboolean lost = FALSE;
  JsonArray *array;

  if (node == NULL || moves == NULL || !JSON_NODE_HOLDS_ARRAY (moves) ||
      !read_position (node, 0, me, start))
    return FALSE;
  array = json_node_get_array (moves);
  *pos = *start;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *entry = json_array_get_element (array, i);
      JsonNode *view;

      if (!JSON_NODE_HOLDS_OBJECT (entry))
        return FALSE;
      if (!lost && tell_one (json_node_get_object (entry), me, i, pos, event))
        {
          g_ptr_array_add (told, canasta_move_event_copy (event));
          continue;
        }
      /* A move that does not play here is not told, as when it came (the
       * table then showed the view after it): the history goes on from the
       * next view it holds. */
      view = json_object_get_member (json_node_get_object (entry), "view");
      lost = view == NULL || !read_position (view, i + 1, me, pos);
    }
  *end = *pos;
  *followed = !lost;
  return TRUE;
}

/* The round so far, sent after the view to a seat coming back (or, while
 * the next deal waits, to the round's last move), or kept by this screen
 * from its last start: it replaces the moves told since, so "This Round"
 * reads as if the seat had never been away. */
void
_canasta_remote_take_history (CanastaGame *self,
                              JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  g_autoptr(GPtrArray) told = g_ptr_array_new_with_free_func ((GDestroyNotify) canasta_move_event_free);
  g_autofree CnState *start = g_new (CnState, 1);
  g_autofree CnState *end = g_new (CnState, 1);
  gboolean followed = FALSE;
  JsonNode *round = json_object_get_member (message, "round");

  if (!self->started || round == NULL || !JSON_NODE_HOLDS_VALUE (round) ||
      json_node_get_value_type (round) != G_TYPE_INT64 || json_node_get_int (round) != remote->round ||
      !_canasta_remote_read_history (message, remote->seat, start, told, end, &followed))
    {
      g_debug ("a history this seat cannot read");
      return;
    }
  g_ptr_array_unref (remote->told);
  remote->told = g_steal_pointer (&told);
  self->history_start = *start;
  /* The history starts at the deal: its red threes are told. */
  self->history_from_deal = TRUE;
  _canasta_remote_kept_history (remote, message);
  _canasta_remote_keep_later (remote);
  _canasta_game_emit (self, HISTORY_RESET);

  /* The round ended while this seat was away: the table shows its last
   * position, where the round's end, told next, lays the hands down. */
  if (!followed || end->phase != CN_PHASE_ROUND_OVER || self->state.phase == CN_PHASE_ROUND_OVER)
    return;
  remote->in_flight = 0;
  remote->have_moved = FALSE;
  g_clear_pointer (&remote->moved, json_node_unref);
  self->state = *end;
  remote->projected = self->state;
  _canasta_game_sync_all (self);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}
