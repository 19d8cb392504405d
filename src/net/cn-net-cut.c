/* cn-net-cut.c: what every player at the table sees of a cut
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A remote seat cannot play the cut on its own position: the stock it
 * holds is stand-ins, so the cards the cut turns there are not the host's.
 * The host names them instead, with the rest of what the whole table
 * watches at a cut, so that a remote seat animates and words it as a
 * local table does (src/model/canasta-remote-tell.c).
 */


#include <string.h>

#include "cn-net-cut.h"

static const char *const place_names[] = {
  [CN_PLACE_STOCK] = "stock",
  [CN_PLACE_PILE] = "pile",
  [CN_PLACE_HAND] = "hand",
  [CN_PLACE_MELD] = "meld",
  [CN_PLACE_RED_THREES] = "red-threes",
};

JsonNode *
cn_net_cut_to_json (const CnEvents *events)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  json_builder_begin_array (builder);
  for (int i = 0; i < events->n; i++)
    {
      const CnEvent *e = &events->events[i];
      char card[8];

      switch (e->kind)
        {
        case CN_EVENT_CUT_CARD:
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "event");
          json_builder_add_string_value (builder, "cut-card");
          json_builder_set_member_name (builder, "card");
          json_builder_add_string_value (builder, cn_card_to_string (e->card, card));
          json_builder_set_member_name (builder, "to");
          json_builder_add_string_value (builder, place_names[e->to]);
          json_builder_set_member_name (builder, "moda");
          json_builder_add_boolean_value (builder, e->count == 1);
          json_builder_end_object (builder);
          break;
        case CN_EVENT_EXACT_CUT:
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "event");
          json_builder_add_string_value (builder, "exact-cut");
          json_builder_end_object (builder);
          break;
        case CN_EVENT_DEALT:
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "event");
          json_builder_add_string_value (builder, "dealt");
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, e->seat);
          json_builder_set_member_name (builder, "count");
          json_builder_add_int_value (builder, e->count);
          json_builder_end_object (builder);
          break;
        case CN_EVENT_CARD_MOVED:
          /* Only a red three laid down is face up; a card into a hand
           * (the red three's replacement) is that hand's alone. */
          if (e->to != CN_PLACE_RED_THREES)
            break;
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "event");
          json_builder_add_string_value (builder, "red-three");
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, e->seat);
          json_builder_set_member_name (builder, "card");
          json_builder_add_string_value (builder, cn_card_to_string (e->card, card));
          json_builder_end_object (builder);
          break;
        default:
          break;
        }
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static gboolean
read_place (const char *name,
            uint8_t    *place)
{
  for (guint i = 0; i < G_N_ELEMENTS (place_names); i++)
    if (g_strcmp0 (name, place_names[i]) == 0)
      {
        *place = (uint8_t) i;
        return TRUE;
      }
  return FALSE;
}

static gboolean
push (CnEvents *events,
      CnEvent   event)
{
  if (events->n >= CN_MAX_EVENTS - 1)   /* room left for the turn */
    return FALSE;
  events->events[events->n++] = event;
  return TRUE;
}

gboolean
cn_net_cut_read (JsonNode      *node,
                 const CnState *before,
                 int            cutter,
                 const CnState *after,
                 CnEvents      *events)
{
  JsonArray *array;
  int side = cn_state_side_of (before, cutter);

  memset (events, 0, sizeof *events);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);
      const char *kind = object != NULL ? json_object_get_string_member_with_default (object, "event", "") : "";
      CnEvent e = { .seat = (uint8_t) cutter, .side = (uint8_t) side };
      CnCard card = CN_CARD_NONE;
      gint64 seat = json_object_get_int_member_with_default (object, "seat", cutter);

      if (object == NULL || seat < 0 || seat >= before->n_players)
        return FALSE;
      if (json_object_has_member (object, "card") &&
          !cn_card_parse (json_object_get_string_member_with_default (object, "card", ""), &card))
        return FALSE;
      if (g_str_equal (kind, "cut-card"))
        {
          e.kind = CN_EVENT_CUT_CARD;
          e.card = card;
          e.from = CN_PLACE_STOCK;
          if (card == CN_CARD_NONE ||
              !read_place (json_object_get_string_member_with_default (object, "to", ""), &e.to))
            return FALSE;
          e.count = json_object_get_boolean_member_with_default (object, "moda", FALSE) ? 1 : 0;
        }
      else if (g_str_equal (kind, "exact-cut"))
        e.kind = CN_EVENT_EXACT_CUT;
      else if (g_str_equal (kind, "dealt"))
        {
          e.kind = CN_EVENT_DEALT;
          e.seat = (uint8_t) seat;
          e.card = CN_CARD_NONE;
          e.count = (uint8_t) CLAMP (json_object_get_int_member_with_default (object, "count", 0), 0, 255);
        }
      else if (g_str_equal (kind, "red-three"))
        {
          if (card == CN_CARD_NONE || !cn_card_is_red_three (card))
            return FALSE;
          e.kind = CN_EVENT_CARD_MOVED;
          e.card = card;
          e.from = CN_PLACE_HAND;
          e.to = CN_PLACE_RED_THREES;
          e.seat = (uint8_t) seat;
          e.side = (uint8_t) cn_state_side_of (before, (int) seat);
        }
      else
        continue;   /* a later version's: skipped */
      if (!push (events, e))
        return FALSE;
    }
  events->events[events->n++] = (CnEvent) { .kind = CN_EVENT_TURN, .card = CN_CARD_NONE,
                                            .seat = after->turn };
  return TRUE;
}
