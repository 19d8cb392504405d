/* canasta-hand-strip.h: a hand of cards fanned small, for reading
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_HAND_STRIP (canasta_hand_strip_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHandStrip, canasta_hand_strip, CANASTA, HAND_STRIP, GtkWidget)

/* The cards of hand (a GListModel of CanastaCard), face up and fanned, at
 * a small size: the count at a round's end shows every hand this way. */
GtkWidget *canasta_hand_strip_new     (GListModel       *hand);
guint      canasta_hand_strip_get_n_cards (CanastaHandStrip *self);
void       canasta_hand_strip_get_card_bounds (CanastaHandStrip *self,
                                               guint             i,
                                               graphene_rect_t  *out);

G_END_DECLS
