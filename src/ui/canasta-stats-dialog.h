/* canasta-stats-dialog.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_STATS_DIALOG (canasta_stats_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CanastaStatsDialog, canasta_stats_dialog, CANASTA, STATS_DIALOG, AdwWindow)

/* Shows the statistics of path, one page per variant. */
GtkWidget  *canasta_stats_dialog_new            (const char         *path);
/* Opens the page of variant (the game in play's, say). */
void        canasta_stats_dialog_show_variant   (CanastaStatsDialog *self,
                                                 CnVariant           variant);
/* A row's value as shown, for the tests: "games-played", "win-rate"... */
const char *canasta_stats_dialog_get_value      (CanastaStatsDialog *self,
                                                 CnVariant           variant,
                                                 const char         *row);
/* Forgets every count, without asking (the Reset button asks first). */
gboolean    canasta_stats_dialog_reset          (CanastaStatsDialog *self);

G_END_DECLS
