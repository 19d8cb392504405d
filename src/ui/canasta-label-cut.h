/* canasta-label-cut.h: the width a label cut short with "…" draws
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The width label, allocated width pixels, draws: less than width when
 * its text is cut short, since the text ends at the "…", a little before
 * the room's end. What follows the label on its line (a side's total, a
 * seat's count) goes right after the "…", not after a gap. Call after
 * allocating label. */
static inline int
canasta_label_drawn_width (GtkWidget *label,
                           int        width)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  PangoRectangle ink;

  if (!pango_layout_is_ellipsized (layout))
    return width;
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return CLAMP (ink.x + ink.width + 2, 1, width);
}

G_END_DECLS
