/* canasta-review-dialog.h: "Review My Play", a round's decisions judged
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-game.h"
#include "canasta-review.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_REVIEW_DIALOG (canasta_review_dialog_get_type ())

G_DECLARE_FINAL_TYPE (CanastaReviewDialog, canasta_review_dialog, CANASTA, REVIEW_DIALOG, AdwWindow)

/* The review of the round just over in game (canasta_review_available)
 * for a person at the screen: with one, at once for that person's seat;
 * with several, each chooses their own seat first and sees only their
 * own cards. A progress bar with Cancel while it runs, then the decisions
 * worst first, each with its position replayed on the cards. budget_ms,
 * max_playouts and threads are the search's (canasta_review_set_budget);
 * budget_ms 0 keeps the review's own. */
GtkWidget     *canasta_review_dialog_new          (CanastaGame         *game,
                                                   int                  budget_ms,
                                                   int                  max_playouts,
                                                   int                  threads);
/* Reviews seat (a person's seat of the game): what the seat buttons do. */
void           canasta_review_dialog_choose_seat  (CanastaReviewDialog *self,
                                                   int                  seat);
/* For tests: the review under way or done (NULL before a seat is
 * chosen), the page shown ("seats", "progress", "stopped", "clean",
 * "entries"), the Cancel button, and the rows' text, row by row: title,
 * subtitle and, expanded, what each says, separated by newlines. */
CanastaReview *canasta_review_dialog_get_review   (CanastaReviewDialog *self);
const char    *canasta_review_dialog_get_page     (CanastaReviewDialog *self);
GtkWidget     *canasta_review_dialog_get_cancel_button (CanastaReviewDialog *self);
GtkWidget     *canasta_review_dialog_get_row      (CanastaReviewDialog *self,
                                                   guint                index);
char          *canasta_review_dialog_dup_text     (CanastaReviewDialog *self);

G_END_DECLS
