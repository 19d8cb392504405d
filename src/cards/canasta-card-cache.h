/* canasta-card-cache.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The deck's pictures are 250 by 350 units. */
#define CANASTA_CARD_ASPECT (350.0 / 250.0)

#define CANASTA_TYPE_CARD_CACHE (canasta_card_cache_get_type ())

G_DECLARE_FINAL_TYPE (CanastaCardCache, canasta_card_cache, CANASTA, CARD_CACHE, GObject)

CanastaCardCache *canasta_card_cache_new             (const char       *resource_path);
CanastaCardCache *canasta_card_cache_get_default     (void);
/* The picture art_name ("10H", "JK-red", "back-blue") rendered width
 * logical pixels wide at scale: a texture of width * scale device pixels.
 * NULL when the deck has no such picture. */
GdkTexture       *canasta_card_cache_lookup          (CanastaCardCache *self,
                                                      const char       *art_name,
                                                      int               width,
                                                      int               scale);
/* The card back chosen in preferences ("back-blue"). */
const char       *canasta_card_cache_get_back        (CanastaCardCache *self);
void              canasta_card_cache_set_back        (CanastaCardCache *self,
                                                      const char       *back);
gboolean          canasta_card_cache_get_four_colour (CanastaCardCache *self);
void              canasta_card_cache_set_four_colour (CanastaCardCache *self,
                                                      gboolean          four_colour);
guint             canasta_card_cache_get_n_cached    (CanastaCardCache *self);
/* Draws a picture into bounds with a soft shadow; rotated by angle degrees
 * around the centre of bounds (90 for a card set sideways). */
void              canasta_card_cache_snapshot        (CanastaCardCache      *self,
                                                      GtkSnapshot           *snapshot,
                                                      const char            *art_name,
                                                      const graphene_rect_t *bounds,
                                                      int                    scale,
                                                      float                  angle);

G_END_DECLS
