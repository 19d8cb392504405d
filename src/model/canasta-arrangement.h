/* canasta-arrangement.h: the order a player gives a hand by hand
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-card.h"

G_BEGIN_DECLS

/* An arrangement lists a hand's cards in the order the player put them,
 * copies of a card as often as the hand holds them. Plain values, no
 * GObject, so that the model and its tests share them. */

/* Brings order (n cards, room for CN_MAX_CARDS) in line with the hand
 * (n_hand cards, in the model's sorted order): the cards still in the hand
 * keep their places, the first copies of a card first when fewer are left;
 * cards new to the hand go after them, in the hand's own order. That is
 * where a player who arranges the hand looks for a card just drawn or
 * taken: at the right end, as a card picked up from the table is put. */
int       canasta_arrangement_reconcile      (CnCard       *order,
                                              int           n,
                                              const CnCard *hand,
                                              int           n_hand);
/* Whether a and b hold the same cards, each as often. */
gboolean  canasta_arrangement_same_cards     (const CnCard *a,
                                              int           n_a,
                                              const CnCard *b,
                                              int           n_b);
/* ["KS", "KS", "2C"]: the cards as the save writes them. */
JsonArray *canasta_arrangement_to_json       (const CnCard *order,
                                              int           n);
/* Reads what canasta_arrangement_to_json wrote into out (room for
 * CN_MAX_CARDS): -1 when it is anything else (not an array of card
 * names, too long). */
int       canasta_arrangement_from_json      (JsonNode     *node,
                                              CnCard       *out);

G_END_DECLS
