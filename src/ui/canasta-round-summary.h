/* canasta-round-summary.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_ROUND_SUMMARY (canasta_round_summary_get_type ())

G_DECLARE_FINAL_TYPE (CanastaRoundSummary, canasta_round_summary, CANASTA, ROUND_SUMMARY, AdwWindow)

/* Every scoring line of the round just played for each side, the running
 * totals and, at the end, the game's result. ::next asks for the next
 * round (or a new game when this one is over). */
GtkWidget *canasta_round_summary_new          (CanastaGame         *game);
/* The grid's text, row by row, for tests. */
char      *canasta_round_summary_dup_text     (CanastaRoundSummary *self);

G_END_DECLS
