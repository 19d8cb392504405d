/* canasta-strip-layout.h: how the cards of a help example lie
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  CANASTA_STRIP_FAN,   /* a hand held: fanned, wrapping onto more rows */
  CANASTA_STRIP_ROW,   /* melds side by side, closing up when narrow */
  CANASTA_STRIP_PILE,  /* the pile: its freezing card sideways under the top */
} CanastaStripKind;

#define CANASTA_TYPE_STRIP_LAYOUT (canasta_strip_layout_get_type ())

G_DECLARE_FINAL_TYPE (CanastaStripLayout, canasta_strip_layout, CANASTA, STRIP_LAYOUT, GtkLayoutManager)

#define CANASTA_TYPE_STRIP_LAYOUT_CHILD (canasta_strip_layout_child_get_type ())

G_DECLARE_FINAL_TYPE (CanastaStripLayoutChild, canasta_strip_layout_child, CANASTA, STRIP_LAYOUT_CHILD,
                      GtkLayoutChild)

/* Every child is sized by its size request. */
GtkLayoutManager *canasta_strip_layout_new          (CanastaStripKind    kind);
/* A fan keeps room for this many cards of this width even when it holds
 * fewer, so that a hand that grows does not move what lies below. */
void              canasta_strip_layout_set_reserve  (CanastaStripLayout *self,
                                                     int                 cards,
                                                     int                 card_width);

/* In a pile: the card lies sideways (the freezing card), or is shifted
 * by offset pixels (the edge of the cards under the top). */
void              canasta_strip_layout_child_set_sideways (CanastaStripLayoutChild *self,
                                                           gboolean                 sideways);
void              canasta_strip_layout_child_set_offset   (CanastaStripLayoutChild *self,
                                                           int                      offset);

G_END_DECLS
