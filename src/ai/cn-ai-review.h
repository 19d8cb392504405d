/* cn-ai-review.h: where a seat's own decisions cost the game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"

G_BEGIN_DECLS

/* What Hard makes of a move a seat made, judged from that seat's view
 * alone: the best move its search finds, and what the played one cost
 * against it. */
typedef struct
{
  CnMove   best;
  gboolean played_best;   /* the move played is (or plays as) the best found */
  double   cost;          /* the chance of winning the game lost, best minus played */
  double   cost_se;       /* its standard error over the samples */
  double   points;        /* the round's points lost (the side's lead over the best other side) */
  int      samples;
  int      candidates;
} CnAiJudgement;

/* Judges played, a legal move of the seat to act in the view's table,
 * with Hard's search on config's time, cap and threads: every candidate
 * meets the same sampled deals, and the move played is never dropped. */
void     cn_ai_judge        (const CnAiView   *view,
                             uint64_t          rng[4],
                             const CnAiConfig *config,
                             const CnMove     *played,
                             CnAiJudgement    *out);

/* A decision of the reviewed seat is listed when a clearly better move
 * existed: its cost is more than CN_AI_REVIEW_Z standard errors above
 * nothing (the search's noise), and at least CN_AI_REVIEW_MIN_COST of the
 * chance of winning the game (a difference a player would care about: a
 * search with enough samples tells apart two discards that differ by a
 * fraction of a point). */
#define CN_AI_REVIEW_Z        2.0
#define CN_AI_REVIEW_MIN_COST 0.015

typedef struct
{
  guint          index;     /* the move's place among the round's moves */
  int            turn;      /* the seat's turn in the round, from 1 */
  CnMove         played;
  CnAiJudgement  judgement;
  /* What the seat saw just before: its hand and the table, every hidden
   * card replaced by a canonical filling (cn_ai_view_build), and what it
   * remembered; enough to show the position and explain the moves. */
  CnAiView       view;
  CnAiMemory     memory;
} CnAiReviewEntry;

/* Called after each decision judged; FALSE stops the review (cancelled). */
typedef gboolean (*CnAiReviewProgress) (guint    done,
                                        guint    total,
                                        gpointer user_data);

/* Reviews seat's decisions in the round that starts at start (its deal,
 * with every seat's memory empty) and goes on with the n moves: each
 * decision the seat had a choice in is judged from what the seat knew
 * then (cn_ai_view_build over its memory of the round, never a hidden
 * card), and those that cost more than the search's noise go to entries
 * (CnAiReviewEntry), worst first. *judged is the number of decisions
 * judged. FALSE when a move of the round is refused by the engine (error)
 * or progress cancelled it (no error). */
gboolean cn_ai_review_round (const CnState      *start,
                             const CnMove       *moves,
                             guint               n,
                             int                 seat,
                             const CnAiConfig   *config,
                             uint64_t            seed,
                             CnAiReviewProgress  progress,
                             gpointer            user_data,
                             GArray             *entries,
                             guint              *judged,
                             GError            **error);

G_END_DECLS
