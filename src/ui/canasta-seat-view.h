/* canasta-seat-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_SEAT_VIEW (canasta_seat_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaSeatView, canasta_seat_view, CANASTA, SEAT_VIEW, GtkWidget)

/* Another seat at the table: its name, its cards face down and how many. */
GtkWidget *canasta_seat_view_new        (int              seat);
int        canasta_seat_view_get_seat   (CanastaSeatView *self);
void       canasta_seat_view_update     (CanastaSeatView *self,
                                         const char      *name,
                                         const char      *state,
                                         guint            n_cards,
                                         gboolean         to_play,
                                         gboolean         thinking,
                                         gboolean         partner);

G_END_DECLS
