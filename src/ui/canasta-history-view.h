/* canasta-history-view.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_HISTORY_VIEW (canasta_history_view_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHistoryView, canasta_history_view, CANASTA, HISTORY_VIEW, GtkWidget)

/* The history of the round beside the table: one line per turn, newest at
 * the top, saying what the player did (drew, took the pile of N cards with
 * which cards, melded, laid off, discarded), so that a player who looked
 * away knows what happened. Each line is a list row a screen reader reads
 * in full. */
GtkWidget   *canasta_history_view_new        (void);
void         canasta_history_view_set_game   (CanastaHistoryView *self,
                                              CanastaGame        *game);
void         canasta_history_view_take_back  (CanastaHistoryView *self);
/* The lines, newest first, as the screen reader reads them: for tests. */
guint        canasta_history_view_get_n_turns (CanastaHistoryView *self);
const char  *canasta_history_view_get_turn   (CanastaHistoryView *self,
                                              guint               index);

G_END_DECLS
