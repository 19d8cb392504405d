/* canasta-review.h: a review of one seat's play in the round just over
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cn-ai-explain.h"
#include "canasta-example.h"
#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_REVIEW_ENTRY (canasta_review_entry_get_type ())

G_DECLARE_FINAL_TYPE (CanastaReviewEntry, canasta_review_entry, CANASTA, REVIEW_ENTRY, GObject)

#define CANASTA_TYPE_REVIEW (canasta_review_get_type ())

G_DECLARE_FINAL_TYPE (CanastaReview, canasta_review, CANASTA, REVIEW, GObject)

typedef enum
{
  CANASTA_REVIEW_IDLE,        /* not started */
  CANASTA_REVIEW_RUNNING,
  CANASTA_REVIEW_DONE,        /* the entries are the review's */
  CANASTA_REVIEW_CANCELLED,
  CANASTA_REVIEW_FAILED,      /* the round's moves did not replay (never in a real game) */
} CanastaReviewStatus;

/* Whether game holds a round that can be reviewed: the round just over,
 * whose moves the game keeps until the next deal (and its save keeps
 * them too). A round resumed from an old file without its history is
 * reviewed from the position resumed: the seat's memory of the round
 * starts there, so it is judged knowing less than it knew, never more. */
gboolean             canasta_review_available        (CanastaGame        *game);

/* A review of seat's decisions in the round just over in game, judged by
 * Hard's search from what seat knew at each one (cn_ai_review_round):
 * the decisions where a clearly better move existed, worst first. It
 * copies the round when it is made; the game may move on. NULL when
 * canasta_review_available says no. */
CanastaReview       *canasta_review_new              (CanastaGame        *game,
                                                      int                 seat);
/* The search's time per decision (the app's default is quick enough for
 * a round to take a few seconds), a playout cap (0: none) and threads (0:
 * one per core). Tests cap the playouts, for a reproducible review. */
void                 canasta_review_set_budget       (CanastaReview      *self,
                                                      int                 budget_ms,
                                                      int                 max_playouts,
                                                      int                 threads);
/* Starts judging in a worker thread; "status" goes to RUNNING, "done"
 * counts the decisions judged out of "total", then "status" says how it
 * ended and the entries are filled. */
void                 canasta_review_start            (CanastaReview      *self);
/* Stops a running review: it ends CANCELLED, with no entries. */
void                 canasta_review_cancel           (CanastaReview      *self);

CanastaReviewStatus  canasta_review_get_status       (CanastaReview      *self);
/* A worker thread has not ended yet: after a cancel, until it stops. */
gboolean             canasta_review_get_working      (CanastaReview      *self);
int                  canasta_review_get_seat         (CanastaReview      *self);
int                  canasta_review_get_round        (CanastaReview      *self);
guint                canasta_review_get_done         (CanastaReview      *self);
guint                canasta_review_get_total        (CanastaReview      *self);
/* The decisions the seat had a choice in, judged. */
guint                canasta_review_get_judged       (CanastaReview      *self);
/* CanastaReviewEntry, worst first; empty until DONE. */
GListModel          *canasta_review_get_entries      (CanastaReview      *self);

/* One decision the review lists. The numbers, then the same in words. */
int                  canasta_review_entry_get_round  (CanastaReviewEntry *self);
/* The seat's turn in the round, from 1. */
int                  canasta_review_entry_get_turn   (CanastaReviewEntry *self);
const CnMove        *canasta_review_entry_get_played (CanastaReviewEntry *self);
const CnMove        *canasta_review_entry_get_better (CanastaReviewEntry *self);
/* The chance of winning the game lost (0 to 1) and its standard error. */
double               canasta_review_entry_get_cost   (CanastaReviewEntry *self,
                                                      double             *se);
/* The round's points lost, about. */
double               canasta_review_entry_get_points (CanastaReviewEntry *self);
/* "Round 2, turn 5". */
char                *canasta_review_entry_dup_title  (CanastaReviewEntry *self);
/* "discard the king of spades": what was played, and what was better. */
char                *canasta_review_entry_dup_played_text (CanastaReviewEntry *self);
char                *canasta_review_entry_dup_better_text (CanastaReviewEntry *self);
/* "−6% chance of winning the game, about 120 points". */
char                *canasta_review_entry_dup_cost_text (CanastaReviewEntry *self);
/* Why, in the hint's words, and what came of the move when the table saw
 * it at once ("Then Bruno took the pile of 12 cards."); NULL when there
 * is nothing to say. */
char                *canasta_review_entry_dup_why_text (CanastaReviewEntry *self);
/* The coach's question before the move, and what it says of it: "Really
 * discard the ace of spades?", then what it lets the next player do, the
 * better move, why and the cost, one sentence a line. */
char                *canasta_review_entry_dup_question (CanastaReviewEntry *self);
char                *canasta_review_entry_dup_advice  (CanastaReviewEntry *self);
/* The position as the seat saw it, with the move played (better FALSE) or
 * the better one as its one step, for the help example widget: the seat's
 * hand and the table, every hidden card a canonical filling that the
 * example never shows. */
CanastaExample      *canasta_review_entry_new_example (CanastaReviewEntry *self,
                                                       gboolean            better,
                                                       GError            **error);

/* The coach: judges move, which the person at the screen is about to
 * make, as the review would (from that seat's view alone, on a quick
 * budget, in a worker thread). The finish gives the entry the review
 * would list, or NULL when the move is fine (or the table moved on, or
 * the search was cancelled). budget_ms 0 is the coach's own quick
 * budget; max_playouts and threads as canasta_review_set_budget. */
void                 canasta_game_coach_async         (CanastaGame        *game,
                                                       const CnMove       *move,
                                                       int                 budget_ms,
                                                       int                 max_playouts,
                                                       int                 threads,
                                                       GCancellable       *cancellable,
                                                       GAsyncReadyCallback callback,
                                                       gpointer            user_data);
CanastaReviewEntry  *canasta_game_coach_finish        (CanastaGame        *game,
                                                       GAsyncResult       *result);

/* Why, in words, as the hint and the review say it (cn-text-reason.h),
 * with the rank named as the app names ranks. */
char                *canasta_reason_text              (const CnAiReason   *reason,
                                                       gboolean            close,
                                                       gboolean            alone);

G_END_DECLS
