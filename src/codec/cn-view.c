/* cn-view.c: a seat's view of a position as JSON, both ways, and a move
 * made from it: the one codec of the bot protocol and of network play
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-view.h"

#include "cn-json.h"
#include "cn-position.h"
#include "cn-scenario.h"

/* The keys a view adds to a position. */
static const char * const view_keys[] = { "seat", "known", "discarded", NULL };

/* ---------------------------------------------------------- writing views */

static void
add_cards (JsonBuilder   *builder,
           const uint8_t  counts[CN_N_KINDS])
{
  char text[4];

  json_builder_begin_array (builder);
  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < counts[k]; c++)
      json_builder_add_string_value (builder, cn_card_to_string (k, text));
  json_builder_end_array (builder);
}

JsonNode *
cn_view_to_json (const CnAiView *view)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) position = cn_position_to_json (&view->table, CN_POSITION_SCENARIO);
  JsonObject *object = json_node_get_object (position);
  const CnState *s = &view->table;
  g_autoptr(GList) members = json_object_get_members (object);

  json_builder_begin_object (builder);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;

      /* The generator would replay the deal: the seat does not have it. */
      if (g_str_equal (key, "rng"))
        continue;
      json_builder_set_member_name (builder, key);
      if (g_str_equal (key, "hands"))
        {
          JsonArray *hands = json_object_get_array_member (object, key);

          json_builder_begin_array (builder);
          for (int seat = 0; seat < s->n_players; seat++)
            if (seat == view->seat)
              json_builder_add_value (builder,
                                      json_node_copy (json_array_get_element (hands, seat)));
            else
              json_builder_add_int_value (builder, s->hand_n[seat]);
          json_builder_end_array (builder);
        }
      else if (g_str_equal (key, "stock"))
        json_builder_add_int_value (builder, s->stock_n);
      else if (g_str_equal (key, "discard") && s->pozo_down > 0)
        {
          JsonArray *pile = json_object_get_array_member (object, key);

          /* The pozo's face-down cards (uruguayan) are nobody's to see:
           * "discard_face_down" says how many lie under the cards listed. */
          json_builder_begin_array (builder);
          for (guint i = s->pozo_down; i < json_array_get_length (pile); i++)
            json_builder_add_value (builder, json_node_copy (json_array_get_element (pile, i)));
          json_builder_end_array (builder);
        }
      else
        json_builder_add_value (builder, json_node_copy (json_object_get_member (object, key)));
    }
  if (!json_object_has_member (object, "stock"))
    {
      json_builder_set_member_name (builder, "stock");
      json_builder_add_int_value (builder, s->stock_n);
    }

  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, view->seat);
  json_builder_set_member_name (builder, "known");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < s->n_players; seat++)
    add_cards (builder, view->known[seat]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "discarded");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < s->n_players; seat++)
    {
      json_builder_begin_object (builder);
      for (int rank = 0; rank < CN_N_RANKS; rank++)
        if (view->discarded[seat][rank] > 0)
          {
            json_builder_set_member_name (builder, cn_rank_to_string (rank));
            json_builder_add_int_value (builder, view->discarded[seat][rank]);
          }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* ---------------------------------------------------------- reading views */

/* Counts the cards of a list (or, with depth 2, a list of lists) into
 * seen, refusing more copies than the decks hold. */
static gboolean
count_cards (JsonNode      *node,
             const char    *where,
             int            depth,
             const CnRules *rules,
             int           *seen,
             GError       **error)
{
  CnCard cards[CN_MAX_CARDS];
  JsonArray *array;
  int n;

  if (depth == 1)
    return cn_json_want_cards (node, where, CN_MAX_CARDS, rules, seen, cards, &n, error);
  if (!cn_json_want_array (node, where, CN_MAX_CARDS, &array, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);

      if (!count_cards (json_array_get_element (array, i), at, depth - 1, rules, seen, error))
        return FALSE;
    }
  return TRUE;
}

/* The position the view stands for: its own object with each hidden hand
 * and the stock made of cards. A hand takes its known cards first, then
 * the hands and the stock take the cards the seat has not seen, in card
 * order, red threes last (to the stock, where they may be). */
static JsonNode *
fill_view (JsonObject    *object,
           int            seat,
           int            players,
           const CnRules *rules,
           GError       **error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GList) members = json_object_get_members (object);
  int seen[CN_N_KINDS] = { 0 };
  int counts[CN_MAX_SEATS] = { 0 };
  uint8_t known[CN_MAX_SEATS][CN_N_KINDS] = { { 0 } };
  CnCard unseen[CN_MAX_CARDS * 2];
  int n_unseen = 0, at = 0, hidden;
  gint64 stock = 0, face_down = 0;
  JsonArray *hands, *list;
  JsonNode *member;

  if ((member = cn_json_need (object, "view", "hands", error)) == NULL ||
      !cn_json_want_per (member, "view.hands", players, "seat", &hands, error))
    return NULL;
  for (int other = 0; other < players; other++)
    {
      g_autofree char *where = g_strdup_printf ("view.hands[%d]", other);
      JsonNode *hand = json_array_get_element (hands, other);
      gint64 n;

      if (other == seat)
        {
          if (!count_cards (hand, where, 1, rules, seen, error))
            return NULL;
          continue;
        }
      if (!JSON_NODE_HOLDS_VALUE (hand) || json_node_get_value_type (hand) != G_TYPE_INT64)
        {
          cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                        "another seat's hand is a count of cards, not %s", cn_json_node_kind (hand));
          return NULL;
        }
      if (!cn_json_want_int (hand, where, 0, CN_MAX_CARDS, &n, error))
        return NULL;
      counts[other] = (int) n;
    }
  if ((member = json_object_get_member (object, "stock")) != NULL &&
      !cn_json_want_int (member, "view.stock", 0, CN_MAX_CARDS, &stock, error))
    return NULL;
  if ((member = json_object_get_member (object, "discard")) != NULL &&
      !count_cards (member, "view.discard", 1, rules, seen, error))
    return NULL;
  /* In a view, the pozo's face-down cards are not listed: they lie under
   * the cards of "discard", hidden like the stock. */
  if ((member = json_object_get_member (object, "discard_face_down")) != NULL &&
      !cn_json_want_int (member, "view.discard_face_down", 0, CN_MAX_CARDS, &face_down, error))
    return NULL;
  if ((member = json_object_get_member (object, "melds")) != NULL &&
      !count_cards (member, "view.melds", 3, rules, seen, error))
    return NULL;
  if ((member = json_object_get_member (object, "red_threes")) != NULL &&
      !count_cards (member, "view.red_threes", 2, rules, seen, error))
    return NULL;
  if ((member = json_object_get_member (object, "known")) != NULL)
    {
      if (!cn_json_want_per (member, "view.known", players, "seat", &list, error))
        return NULL;
      for (int other = 0; other < players; other++)
        {
          g_autofree char *where = g_strdup_printf ("view.known[%d]", other);
          CnCard cards[CN_MAX_CARDS];
          int n;

          if (!cn_json_want_cards (json_array_get_element (list, other), where, CN_MAX_CARDS,
                                   rules, seen, cards, &n, error))
            return NULL;
          if (n > 0 && other == seat)
            {
              cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                            "the seat's own hand is given in full, not as known cards");
              return NULL;
            }
          if (n > counts[other])
            {
              cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                            "%d cards known in a hand of %d", n, counts[other]);
              return NULL;
            }
          for (int i = 0; i < n; i++)
            known[other][cards[i]]++;
        }
    }

  /* The cards nobody at this seat has seen: non-red-threes first. */
  for (int pass = 0; pass < 2; pass++)
    for (int k = 0; k < CN_N_KINDS; k++)
      if (cn_card_is_red_three (k) == (pass == 1))
        for (int c = seen[k]; c < cn_rules_copies (rules, k); c++)
          unseen[n_unseen++] = k;
  hidden = (int) (stock + face_down);
  for (int other = 0; other < players; other++)
    if (other != seat)
      {
        int n_known = 0;

        for (int k = 0; k < CN_N_KINDS; k++)
          n_known += known[other][k];
        hidden += counts[other] - n_known;
      }
  if (hidden > n_unseen)
    {
      cn_json_fail (error, CN_CODEC_ERROR_INVALID, "view",
                    "the other hands, the stock and the pozo hide %d cards, but only %d cards of the "
                    "decks are not shown", hidden, n_unseen);
      return NULL;
    }

  json_builder_begin_object (builder);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;

      if (g_strv_contains (view_keys, key) || g_str_equal (key, "stock"))
        continue;
      json_builder_set_member_name (builder, key);
      if (g_str_equal (key, "discard"))
        {
          JsonArray *pile = json_object_get_array_member (object, key);
          char text[4];

          json_builder_begin_array (builder);
          for (int i = 0; i < face_down; i++)
            json_builder_add_string_value (builder, cn_card_to_string (unseen[at++], text));
          for (guint i = 0; i < json_array_get_length (pile); i++)
            json_builder_add_value (builder, json_node_copy (json_array_get_element (pile, i)));
          json_builder_end_array (builder);
          continue;
        }
      if (!g_str_equal (key, "hands"))
        {
          json_builder_add_value (builder, json_node_copy (json_object_get_member (object, key)));
          continue;
        }
      json_builder_begin_array (builder);
      for (int other = 0; other < players; other++)
        {
          char text[4];
          int n_known = 0;

          if (other == seat)
            {
              json_builder_add_value (builder, json_node_copy (json_array_get_element (hands, seat)));
              continue;
            }
          json_builder_begin_array (builder);
          for (int k = 0; k < CN_N_KINDS; k++)
            for (int c = 0; c < known[other][k]; c++, n_known++)
              json_builder_add_string_value (builder, cn_card_to_string (k, text));
          for (int c = n_known; c < counts[other]; c++)
            json_builder_add_string_value (builder, cn_card_to_string (unseen[at++], text));
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "stock");
  json_builder_begin_array (builder);
  for (int i = 0; i < stock; i++)
    {
      char text[4];

      json_builder_add_string_value (builder, cn_card_to_string (unseen[at++], text));
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

gboolean
cn_view_read (JsonNode    *node,
              uint64_t     seed,
              CnState     *state,
              CnAiMemory  *memory,
              GError     **error)
{
  int seat;

  if (!cn_view_read_table (node, seed, state, memory, &seat, error))
    return FALSE;
  if (state->phase == CN_PHASE_ROUND_OVER)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, "view", "the round is over: no move to make");
  if (cn_state_actor (state) != seat)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, "view.seat",
                         "seat %d acts now, not seat %d", cn_state_actor (state), seat);
  return TRUE;
}

gboolean
cn_view_read_table (JsonNode    *node,
                    uint64_t     seed,
                    CnState     *state,
                    CnAiMemory  *memory,
                    int         *seat_out,
                    GError     **error)
{
  g_autoptr(JsonNode) position = NULL;
  JsonObject *object;
  JsonNode *member;
  const CnRules *rules;
  CnOptions options;
  JsonArray *list;
  int players;
  gint64 seat;

  if (!cn_json_want_object (node, "view", &object, error) ||
      !cn_position_read_header (object, "view", CN_POSITION_SCENARIO, &rules, &players, &options,
                                error))
    return FALSE;
  if ((member = cn_json_need (object, "view", "seat", error)) == NULL ||
      !cn_json_want_int (member, "view.seat", 0, players - 1, &seat, error))
    return FALSE;
  if ((position = fill_view (object, (int) seat, players, rules, error)) == NULL ||
      !cn_position_read (json_node_get_object (position), "view", CN_POSITION_SCENARIO, 0, NULL,
                         state, error))
    return FALSE;

  *seat_out = (int) seat;
  cn_ai_memory_init (memory, (int) seat, seed);
  if ((member = json_object_get_member (object, "known")) != NULL)
    {
      /* Read and checked by fill_view: here only placed. */
      list = json_node_get_array (member);
      for (int other = 0; other < players; other++)
        {
          JsonArray *cards = json_node_get_array (json_array_get_element (list, other));

          for (guint i = 0; i < json_array_get_length (cards); i++)
            {
              CnCard card;

              if (cn_card_parse (json_array_get_string_element (cards, i), &card))
                memory->known[other][card]++;
            }
        }
    }
  if ((member = json_object_get_member (object, "discarded")) != NULL)
    {
      if (!cn_json_want_per (member, "view.discarded", players, "seat", &list, error))
        return FALSE;
      for (int other = 0; other < players; other++)
        {
          g_autofree char *where = g_strdup_printf ("view.discarded[%d]", other);

          if (!cn_json_want_rank_counts (json_array_get_element (list, other), where, 255,
                                         memory->discarded[other], error))
            return FALSE;
        }
    }
  return TRUE;
}

gboolean
cn_view_read_move (const CnState  *state,
                  JsonNode       *node,
                  CnMove         *move,
                  GError        **error)
{
  g_autoptr(JsonNode) position = cn_position_to_json (state, CN_POSITION_SCENARIO);
  g_autoptr(JsonArray) moves = json_array_new ();
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(GBytes) text = NULL;
  gsize length;
  const char *data;

  /* The scenario reader is the one reader of moves: the move goes in a
   * scenario of the position it is made in. */
  json_array_add_element (moves, json_node_copy (node));
  /* A view's table has no generator to give (all zeros, which no real
   * generator holds): the reader's own will do. */
  json_object_remove_member (json_node_get_object (position), "rng");
  json_object_set_array_member (json_node_get_object (position), "moves",
                                json_array_ref (moves));
  text = cn_json_to_text (position);
  data = g_bytes_get_data (text, &length);
  scenario = cn_scenario_new_from_data (data, length, error);
  if (scenario == NULL)
    return FALSE;
  *move = g_array_index (scenario->moves, CnMove, 0);
  return TRUE;
}
