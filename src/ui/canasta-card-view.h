/* canasta-card-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-card.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_CARD_VIEW (canasta_card_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaCardView, canasta_card_view, CANASTA, CARD_VIEW, GtkWidget)

/* One card, face up or down, drawn from the deck's texture cache at its
 * allocated size. Clicking it or pressing Space emits ::activate. */
GtkWidget   *canasta_card_view_new          (CanastaCard     *card);
CanastaCard *canasta_card_view_get_card     (CanastaCardView *self);
void         canasta_card_view_set_card     (CanastaCardView *self,
                                             CanastaCard     *card);
gboolean     canasta_card_view_get_selected (CanastaCardView *self);
void         canasta_card_view_set_selected (CanastaCardView *self,
                                             gboolean         selected);
void         canasta_card_view_set_face_down (CanastaCardView *self,
                                              gboolean         face_down);
gboolean     canasta_card_view_get_face_down (CanastaCardView *self);

void          canasta_card_view_set_marked    (CanastaCardView *self,
                                               gboolean         marked);
gboolean      canasta_card_view_get_marked    (CanastaCardView *self);

G_END_DECLS
