/* canasta-score-sheet.h: the game's story, round by round
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_SCORE_SHEET (canasta_score_sheet_get_type ())

G_DECLARE_FINAL_TYPE (CanastaScoreSheet, canasta_score_sheet, CANASTA, SCORE_SHEET, AdwWindow)

/* Every round of game so far, each with its lines per side as the round
 * summary names them, the round's points and the running totals. It
 * follows the game: a round that ends while it is open is added. */
GtkWidget *canasta_score_sheet_new      (CanastaGame       *game);
/* The sheet's text, row by row, cells separated by tabs, for tests. */
char      *canasta_score_sheet_dup_text (CanastaScoreSheet *self);

G_END_DECLS
