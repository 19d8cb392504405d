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
                              GPtrArray  *told)
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
  return TRUE;
}
