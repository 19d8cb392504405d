/* canasta-fly-layer.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_FLY_LAYER (canasta_fly_layer_get_type ())

G_DECLARE_FINAL_TYPE (CanastaFlyLayer, canasta_fly_layer, CANASTA, FLY_LAYER, GtkWidget)

/* A transparent layer over the table where cards fly from one place to
 * another after each move. It takes no input. */
GtkWidget *canasta_fly_layer_new       (void);
void       canasta_fly_layer_fly       (CanastaFlyLayer       *self,
                                        const char            *art_name,
                                        const graphene_rect_t *from,
                                        const graphene_rect_t *to,
                                        guint                  delay);
guint      canasta_fly_layer_get_n_flying (CanastaFlyLayer    *self);

G_END_DECLS
