/* canasta-score-grid.h: a round's scoring lines in a GtkGrid
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "canasta-game.h"

G_BEGIN_DECLS

/* One cell: a label, numbers to the right, the first column to the left. */
void canasta_score_grid_add_cell   (GtkGrid            *grid,
                                    const char         *text,
                                    int                 column,
                                    int                 row,
                                    const char         *css_class);
void canasta_score_grid_add_number (GtkGrid            *grid,
                                    int                 value,
                                    int                 column,
                                    int                 row,
                                    const char         *css_class);
/* The round's lines from row on, one row each, labelled in column 0 with
 * the names the variant gives them and one column per side after it; the
 * uruguayan sheet's base and cards with their sums. compact leaves out
 * the bonuses nobody scored (the cards on the table and in hand stay).
 * Returns the next free row. The round summary and the score sheet both write a round this way,
 * so a line has one name wherever it is shown. */
int  canasta_score_grid_add_round  (GtkGrid            *grid,
                                    CanastaGame        *game,
                                    const CnRoundScore *score,
                                    gboolean            compact,
                                    int                 row);

/* The grid's first n_rows rows as text, cells separated by tabs, one row
 * a line, for tests. */
void canasta_score_grid_append_text (GtkGrid            *grid,
                                     int                 n_rows,
                                     int                 n_columns,
                                     GString            *text);

G_END_DECLS
