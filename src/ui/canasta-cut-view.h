/* canasta-cut-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_CUT_VIEW (canasta_cut_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaCutView, canasta_cut_view, CANASTA, CUT_VIEW, GtkWidget)

/* The cut at the start of a uruguayan round: the pack seen from its side,
 * where the person cutting points (click or drag along it, or the slider
 * under it with the arrow keys) and cuts (the button, or Enter on the
 * slider); then what the cut showed: the cards kept by the cutter and the
 * card that names the canasta de moda. The window says the words. */
GtkWidget   *canasta_cut_view_new             (void);

/* A cut about to happen over a pack of pack cards, aimed between min and
 * max; interactive when the person at the screen cuts. */
void         canasta_cut_view_prepare         (CanastaCutView *self,
                                               const char     *title,
                                               const char     *note,
                                               int             pack,
                                               int             min,
                                               int             max,
                                               int             aim,
                                               gboolean        interactive);
gboolean     canasta_cut_view_get_interactive (CanastaCutView *self);
int          canasta_cut_view_get_aim         (CanastaCutView *self);
void         canasta_cut_view_set_aim         (CanastaCutView *self,
                                               int             aim);
/* The slider, for the keyboard's focus. */
GtkWidget   *canasta_cut_view_get_slider      (CanastaCutView *self);

/* What the cut showed: the pack parted after lifted cards, and cards (in
 * the order they were seen; kept[i] when the cutter kept that one). */
void         canasta_cut_view_show_result     (CanastaCutView *self,
                                               const char     *title,
                                               const char     *caption,
                                               int             lifted,
                                               const CnCard   *cards,
                                               const gboolean *kept,
                                               int             n);
/* The button under the result that says it has been read ("done"). */
GtkWidget   *canasta_cut_view_get_done_button (CanastaCutView *self);
/* Where the cards the cut showed lie on screen, for the flights. */
GtkWidget   *canasta_cut_view_get_card_anchor (CanastaCutView *self);
const char  *canasta_cut_view_get_caption     (CanastaCutView *self);

G_END_DECLS
