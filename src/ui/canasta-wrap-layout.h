/* canasta-wrap-layout.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_WRAP_LAYOUT (canasta_wrap_layout_get_type ())

G_DECLARE_FINAL_TYPE (CanastaWrapLayout, canasta_wrap_layout, CANASTA, WRAP_LAYOUT, GtkLayoutManager)

/* Lays its widget's children out in a centred row at their natural widths,
 * wrapping onto more rows when the width runs short: the table's buttons
 * stay whole, in every language, in a narrow window. */
GtkLayoutManager *canasta_wrap_layout_new      (int                spacing);
void              canasta_wrap_layout_set_left (CanastaWrapLayout *self,
                                                gboolean           left);

G_END_DECLS
