/* canasta-side-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_SIDE_VIEW (canasta_side_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaSideView, canasta_side_view, CANASTA, SIDE_VIEW, GtkWidget)

/* One side's part of the table: its name and score, its red threes and its
 * melds. Dropping cards on the empty area makes a new meld. */
GtkWidget *canasta_side_view_new            (int              side);
int        canasta_side_view_get_side       (CanastaSideView *self);
void       canasta_side_view_set_models     (CanastaSideView *self,
                                             GListModel      *melds,
                                             GListModel      *red_threes);
void       canasta_side_view_set_heading    (CanastaSideView *self,
                                             const char      *name,
                                             const char      *total,
                                             const char      *status);
void       canasta_side_view_set_progress   (CanastaSideView *self,
                                             double           fraction);
void       canasta_side_view_set_accepts_drops (CanastaSideView *self,
                                                gboolean         accepts);
/* Where a card of meld index (or the red threes, for -1) sits, for the
 * flying-card animation: the widget to fly to. */
GtkWidget *canasta_side_view_get_meld_widget (CanastaSideView *self,
                                              int              index);
GtkWidget *canasta_side_view_get_red_threes_widget (CanastaSideView *self);
/* A short note beside the title (NULL: none), with a tooltip that says
 * it in full: the uruguayan premios under way. */
void       canasta_side_view_set_note       (CanastaSideView *self,
                                             const char      *note,
                                             const char      *tooltip);
const char *canasta_side_view_get_note      (CanastaSideView *self);
/* The heading's status as shown: "Needs 90 to open", "1 clean · 1 dirty". */
const char *canasta_side_view_get_status    (CanastaSideView *self);
/* Whether the frame of cards dragged over the side shows, on the side
 * or on one of its melds. */
gboolean   canasta_side_view_get_drop_highlighted (CanastaSideView *self);

G_END_DECLS
