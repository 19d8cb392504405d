/* canasta-drop-hover.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether widget takes cards dropped on it now. */
typedef gboolean (*CanastaDropAccepts) (GtkWidget *widget);

/* The highlight a view draws while cards are dragged over it: set when a
 * drag it accepts comes in, cleared when the drag leaves or ends anywhere
 * (dropped here, refused, dropped elsewhere, cancelled). It lives in the
 * view's instance, as long as the view. */
typedef struct
{
  GtkWidget          *widget;
  CanastaDropAccepts  accepts;      /* NULL: every drag */
  gboolean            active;
} CanastaDropHover;

GtkDropTarget *canasta_drop_hover_attach (CanastaDropHover   *hover,
                                          GtkWidget          *widget,
                                          CanastaDropAccepts  accepts);
void           canasta_drop_hover_clear  (CanastaDropHover   *hover);

G_END_DECLS
