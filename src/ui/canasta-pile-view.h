/* canasta-pile-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_PILE_VIEW (canasta_pile_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaPileView, canasta_pile_view, CANASTA, PILE_VIEW, GtkWidget)

/* The stock and the discard pile. A frozen pile shows the card that froze
 * it sideways beneath the top card; turning frozen or blocked, and back,
 * is animated. Cards dropped on the pile take it (before drawing) or are
 * discarded (after). */
GtkWidget   *canasta_pile_view_new           (void);
void         canasta_pile_view_set_pile      (CanastaPileView *self,
                                              GListModel      *pile);
void         canasta_pile_view_update        (CanastaPileView *self,
                                              guint            stock_count,
                                              CanastaPileState      state,
                                              CnCard           freezer);
CanastaPileState  canasta_pile_view_get_state     (CanastaPileView *self);
/* The indicator's animation progress, 0 to 1, for tests. */
double       canasta_pile_view_get_indicator (CanastaPileView *self);
GtkWidget   *canasta_pile_view_get_stock_widget (CanastaPileView *self);
GtkWidget   *canasta_pile_view_get_pile_widget  (CanastaPileView *self);
void         canasta_pile_view_set_frozen_for   (CanastaPileView *self,
                                                 const char      *sides);
const char  *canasta_pile_view_get_frozen_for   (CanastaPileView *self);

void         canasta_pile_view_set_last_discard (CanastaPileView *self,
                                                 const char      *by);

void         canasta_pile_view_set_status       (CanastaPileView *self,
                                                 gboolean         pozo,
                                                 const char      *status);
const char  *canasta_pile_view_get_label        (CanastaPileView *self);
void         canasta_pile_view_set_stock_note   (CanastaPileView *self,
                                                 const char      *note,
                                                 const char      *rule);
const char  *canasta_pile_view_get_stock_label  (CanastaPileView *self);
void         canasta_pile_view_set_premios      (CanastaPileView *self,
                                                 const CnCard    *cards,
                                                 int              n);
int          canasta_pile_view_get_n_premios    (CanastaPileView *self);
void         canasta_pile_view_set_moda         (CanastaPileView *self,
                                                 const char      *markup,
                                                 const char      *description);
const char  *canasta_pile_view_get_moda         (CanastaPileView *self);

G_END_DECLS
