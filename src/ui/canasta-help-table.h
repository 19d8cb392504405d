/* canasta-help-table.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CANASTA_TYPE_HELP_TABLE (canasta_help_table_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHelpTable, canasta_help_table, CANASTA, HELP_TABLE, GtkWidget)

/* A table of the rules help that never breaks a word: a grid where its
 * columns fit whole words, and in a narrower pane one card per row with
 * each column's heading beside its value. */
GtkWidget *canasta_help_table_new          (GtkWidget        *grid,
                                            GtkWidget        *records);

G_END_DECLS
