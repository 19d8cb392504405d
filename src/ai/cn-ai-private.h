/* cn-ai-private.h: what the AI's files share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"

G_BEGIN_DECLS

/* The heuristic policy behind Easy and Medium, and Hard's playouts. It
 * reads only the actor's own hand and the public part of state, plus view
 * when there is one (the real decision; playouts pass NULL). scratch is a
 * move list the caller owns, so that the policy never allocates. */
void cn_ai_policy_choose (const CnState  *state,
                          const CnAiView *view,
                          gboolean        easy,
                          uint64_t        rng[4],
                          CnMoveList     *scratch,
                          CnMove         *out);

/* The actor's hand kinds from best discard to worst, by the Medium
 * policy's judgement; returns how many. */
int  cn_ai_discard_order (const CnState  *state,
                          const CnAiView *view,
                          CnCard         *out);

void cn_ai_hard_choose   (const CnAiView   *view,
                          uint64_t          rng[4],
                          const CnAiConfig *config,
                          CnMove           *out);

G_END_DECLS
