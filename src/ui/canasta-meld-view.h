/* canasta-meld-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-card-set.h"
#include "canasta-meld.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_MELD_VIEW (canasta_meld_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaMeldView, canasta_meld_view, CANASTA, MELD_VIEW, GtkWidget)

/* One meld as a cascade of cards; a canasta is shown closed, squared up
 * with a red card on top when natural and a black one when mixed. Cards
 * dropped on it, or a click with cards selected, lay off on it. */
GtkWidget   *canasta_meld_view_new      (CanastaMeld     *meld);
gboolean     canasta_meld_view_get_drop_highlighted (CanastaMeldView *self);
CanastaMeld *canasta_meld_view_get_meld (CanastaMeldView *self);
void         canasta_meld_view_set_meld (CanastaMeldView *self,
                                         CanastaMeld     *meld);
/* The share of the card's height between two cards of the cascade. */
#define CANASTA_MELD_STEP 0.2

G_END_DECLS
