/* canasta-arrangement.c: the order a player gives a hand by hand
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cn-state.h"

#include "canasta-arrangement.h"

/* A card value is a byte: a count for each fits in 256 slots. */
#define N_VALUES 256

int
canasta_arrangement_reconcile (CnCard       *order,
                               int           n,
                               const CnCard *hand,
                               int           n_hand)
{
  int left[N_VALUES] = { 0 };
  int kept = 0;

  g_return_val_if_fail (order != NULL || n == 0, 0);
  g_return_val_if_fail (hand != NULL || n_hand == 0, 0);
  g_return_val_if_fail (n_hand <= CN_MAX_CARDS, 0);

  for (int i = 0; i < n_hand; i++)
    left[hand[i]]++;

  for (int i = 0; i < n; i++)
    if (left[order[i]] > 0)
      {
        left[order[i]]--;
        order[kept++] = order[i];
      }

  for (int i = 0; i < n_hand; i++)
    if (left[hand[i]] > 0)
      {
        left[hand[i]]--;
        order[kept++] = hand[i];
      }

  return kept;
}

gboolean
canasta_arrangement_same_cards (const CnCard *a,
                                int           n_a,
                                const CnCard *b,
                                int           n_b)
{
  int count[N_VALUES] = { 0 };

  if (n_a != n_b)
    return FALSE;

  for (int i = 0; i < n_a; i++)
    count[a[i]]++;
  for (int i = 0; i < n_b; i++)
    if (count[b[i]]-- == 0)
      return FALSE;

  return TRUE;
}

JsonArray *
canasta_arrangement_to_json (const CnCard *order,
                             int           n)
{
  JsonArray *array = json_array_sized_new (n);

  for (int i = 0; i < n; i++)
    {
      char buf[8];

      json_array_add_string_element (array, cn_card_to_string (order[i], buf));
    }

  return array;
}

int
canasta_arrangement_from_json (JsonNode *node,
                               CnCard   *out)
{
  JsonArray *array;
  guint n;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return -1;

  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > CN_MAX_CARDS)
    return -1;

  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element) || json_node_get_value_type (element) != G_TYPE_STRING ||
          !cn_card_parse (json_node_get_string (element), &out[i]))
        return -1;
    }

  return (int) n;
}
