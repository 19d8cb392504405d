/* canasta-help-example.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-example.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_HELP_EXAMPLE (canasta_help_example_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHelpExample, canasta_help_example, CANASTA, HELP_EXAMPLE, AdwBin)

/* One interactive example of the rules help: a scenario file from the
 * resource (help/examples/FILE), played by its model (CanastaExample) and
 * drawn with the table's card widgets, with a "Try it" button per move of
 * the scenario. Each try plays the move and shows the engine's verdict in
 * words; the moves are tried in the file's order, and Reset starts over. */
GtkWidget  *canasta_help_example_new                (const char         *file,
                                                     const char         *title,
                                                     const char         *text);
/* The same for an example the caller made (a review's position). */
GtkWidget  *canasta_help_example_new_for_example    (CanastaExample     *example,
                                                     const char         *title,
                                                     const char         *text);
const char *canasta_help_example_get_file           (CanastaHelpExample *self);
/* FALSE when the scenario could not be loaded (the example says so). */
gboolean    canasta_help_example_get_loaded         (CanastaHelpExample *self);
guint       canasta_help_example_get_n_steps        (CanastaHelpExample *self);
/* The "Try it" button of a step. */
GtkWidget  *canasta_help_example_get_step_button    (CanastaHelpExample *self,
                                                     guint               step);
/* Whether the step has been tried; if so, its verdict. */
gboolean    canasta_help_example_get_step_verdict   (CanastaHelpExample *self,
                                                     guint               step,
                                                     CnVerdict          *verdict);
/* The verdict shown under a tried step, or NULL. */
const char *canasta_help_example_get_step_message   (CanastaHelpExample *self,
                                                     guint               step);
/* The example being played; NULL when it could not be loaded. */
CanastaExample *canasta_help_example_get_example    (CanastaHelpExample *self);
void        canasta_help_example_reset              (CanastaHelpExample *self);
/* Playing on the cards, for tests: a card of the followed player's hand
 * (the first not selected of that card), a move's button, what the last
 * move tried on the cards was told, the heading over the hand. */
GtkWidget  *canasta_help_example_get_hand_card      (CanastaHelpExample *self,
                                                     CnCard              card);
GtkWidget  *canasta_help_example_get_play_button    (CanastaHelpExample *self,
                                                     CnMoveKind          kind);
const char *canasta_help_example_get_play_message   (CanastaHelpExample *self);
const char *canasta_help_example_get_hand_title     (CanastaHelpExample *self);
/* The score sheet shown when the example ends the round, one row a line,
 * its cells separated by tabs: "Melded cards\t165\t60"; NULL before. */
char       *canasta_help_example_dup_score_sheet    (CanastaHelpExample *self);

G_END_DECLS
