/* canasta-hand-sorter.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_HAND_SORTER (canasta_hand_sorter_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHandSorter, canasta_hand_sorter, CANASTA, HAND_SORTER, GtkSorter)

/* Orders CanastaCard items as the player likes the hand: "wilds-first"
 * (jokers, twos, then aces down to fours, threes last), "rank" (aces down
 * to threes, the wild cards at the right) or "suit" (by suit, each suit by
 * rank, jokers first); the values of the hand-order setting. */
GtkSorter  *canasta_hand_sorter_new       (const char        *order);
const char *canasta_hand_sorter_get_order (CanastaHandSorter *self);
void        canasta_hand_sorter_set_order (CanastaHandSorter *self,
                                           const char        *order);
void        canasta_hand_sorter_set_arrangement (CanastaHandSorter *self,
                                                 CanastaGame       *game,
                                                 int                seat,
                                                 GListModel        *hand);

G_END_DECLS
