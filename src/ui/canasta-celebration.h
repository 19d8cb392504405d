/* canasta-celebration.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_CELEBRATION (canasta_celebration_get_type ())

G_DECLARE_FINAL_TYPE (CanastaCelebration, canasta_celebration, CANASTA, CELEBRATION, GtkWidget)

/* A layer over the table for short celebrations: a word that grows and
 * fades over the place it is about, with a burst of confetti. With the
 * desktop's or the game's animations off, the word shows still for a
 * moment and nothing flies. */
GtkWidget *canasta_celebration_new     (void);
/* Celebrates at where (in the layer's coordinates); big for a game won. */
void       canasta_celebration_play    (CanastaCelebration    *self,
                                        const char            *text,
                                        const graphene_rect_t *where,
                                        gboolean               big);
guint      canasta_celebration_get_n_playing (CanastaCelebration *self);

G_END_DECLS
