/* canasta-hand-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-card-set.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_HAND_VIEW (canasta_hand_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHandView, canasta_hand_view, CANASTA, HAND_VIEW, GtkWidget)

/* The hand on screen: its cards as a fan that overlaps more as the hand
 * grows; click or Space selects, dragging carries the selection (onto the
 * table, or between two cards of the hand to arrange it; Ctrl+Left and
 * Ctrl+Right move the card the keyboard is on). */
GtkWidget      *canasta_hand_view_new             (void);
void            canasta_hand_view_set_hand        (CanastaHandView *self,
                                                   GListModel      *hand,
                                                   int              seat);
int             canasta_hand_view_get_seat        (CanastaHandView *self);
guint           canasta_hand_view_get_n_cards     (CanastaHandView *self);
GtkWidget      *canasta_hand_view_get_card_view   (CanastaHandView *self,
                                                   guint            position);
CanastaCardSet *canasta_hand_view_get_selection   (CanastaHandView *self);
guint           canasta_hand_view_get_n_selected  (CanastaHandView *self);
void            canasta_hand_view_clear_selection (CanastaHandView *self);
/* Selects one more copy of card; FALSE when no unselected copy is left. */
gboolean        canasta_hand_view_select_card     (CanastaHandView *self,
                                                   CnCard           card);
void            canasta_hand_view_set_interactive (CanastaHandView *self,
                                                   gboolean         interactive);
void            canasta_hand_view_set_face_down   (CanastaHandView *self,
                                                   gboolean         face_down);
gboolean        canasta_hand_view_get_face_down   (CanastaHandView *self);
void            canasta_hand_view_focus_first     (CanastaHandView *self);
void            canasta_hand_view_shake           (CanastaHandView *self);
void            canasta_hand_view_undo_drag_selection (CanastaHandView *self);
/* The picture a drag carries when the card at position is grabbed, and
 * in hot_x, hot_y the point of it that stays under the pointer. */
GdkPaintable   *canasta_hand_view_build_drag_icon (CanastaHandView *self,
                                                   guint            position,
                                                   int             *hot_x,
                                                   int             *hot_y);

void             canasta_hand_view_mark_cards    (CanastaHandView *self,
                                                  const CnCard    *cards,
                                                  int              n);
/* Moves the selected cards into gap (0 is before the first card), as a
 * drag of them dropped there does. */
void             canasta_hand_view_drop_selection (CanastaHandView *self,
                                                   guint            gap);
int              canasta_hand_view_get_drop_gap   (CanastaHandView *self);

G_END_DECLS
