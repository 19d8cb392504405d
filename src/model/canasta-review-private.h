/* canasta-review-private.h: review entries made by the model's coach
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai-review.h"
#include "canasta-review.h"

G_BEGIN_DECLS

/* An entry for a decision judged (review, with its reason and what came
 * of it: taker took taken cards, or -1), in game's words and names. */
CanastaReviewEntry *_canasta_review_entry_new (CanastaGame           *game,
                                               int                    round,
                                               const CnAiReviewEntry *review,
                                               const CnAiReason      *reason,
                                               int                    taker,
                                               int                    taken);
/* What the coach foresees: seat may take the pile of cards cards. */
void                _canasta_review_entry_set_gives (CanastaReviewEntry *self,
                                                     int                 seat,
                                                     int                 cards);

G_END_DECLS
