/* cn-ai-private.h: what the AI's files share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"
#include "cn-ai-review.h"

G_BEGIN_DECLS

/* The heuristic policy behind Easy and Medium, and Hard's playouts. It
 * reads only the actor's own hand and the public part of state, plus view
 * when there is one (the real decision, and Hard's playouts with the
 * table's memory: only the view's known and discarded are read). scratch is a
 * move list the caller owns, so that the policy never allocates (NULL: it
 * makes one in the rare decisions that need one). */
void cn_ai_policy_choose (const CnState  *state,
                          const CnAiView *view,
                          gboolean        easy,
                          uint64_t        rng[4],
                          CnMoveList     *scratch,
                          CnMove         *out);

/* cn_ai_policy_choose on a bare view (_cn_ai_view_build_bare): its
 * table's hidden places are filled only if a move is played on it. */
void _cn_ai_policy_choose_bare (const CnAiView *view,
                                gboolean        easy,
                                uint64_t        rng[4],
                                CnMove         *out);

/* cn_ai_view_build with the table's hidden places left bare: the other
 * hands hold only the cards the seat knows there, the stock nothing (its
 * count stays). Enough for every question but playing a move on the
 * table, which the engine's invariants would refuse; _cn_ai_view_fill
 * then fills a copy as cn_ai_view_build does. While the pozo holds
 * face-down cards (uruguayan) the table is filled whole. */
void _cn_ai_view_build_bare (CnAiView         *view,
                             const CnState    *state,
                             const CnAiMemory *memory);
void _cn_ai_view_fill       (CnState          *table,
                             const CnAiView   *view);

/* The decision of a seat played by level, from the state through a view
 * built in the caller's view: what cn_ai_choose does, with a view Easy
 * and Medium may leave bare. stats may be NULL. */
void _cn_ai_choose_state (CnAiLevel         level,
                          const CnState    *state,
                          CnAiMemory       *memory,
                          const CnAiConfig *config,
                          CnAiView         *view,
                          CnMove           *out,
                          CnAiStats        *stats);

/* The actor's hand kinds from best discard to worst, by the Medium
 * policy's judgement; returns how many. */
int  cn_ai_discard_order (const CnState  *state,
                          const CnAiView *view,
                          CnCard         *out);

/* cn_state_can_go_out, quick to say no. */
gboolean cn_ai_can_go_out       (const CnState *state);
/* FALSE when the seat to play certainly cannot reach its opening minimum
 * this turn (nor go out concealed): no meld of its would be accepted. */
gboolean cn_ai_opening_possible (const CnState *state);
/* Whether the seat to play could meld or lay off but, alone on its side
 * and short of the canastas to go out, keeps its hand instead. */
gboolean cn_ai_holds_hand (const CnState *state);
/* The points a lay-off m costs its side by putting a wild on a canasta
 * still natural (classic, italian: it scores as mixed from then on), 0
 * for any other move. */
int      cn_ai_spoils_canasta (const CnState *state,
                               const CnMove  *m);

/* cn_apply for Hard's playouts, which keep no events: applies move to
 * state and notes in seen's known and discarded (its other fields are not
 * touched) what every seat saw, as each seat's CnAiMemory notes it with
 * cn_ai_memory_observe. seen->known[seat] is then what the whole table
 * knows of seat's hand. FALSE, and nothing noted, for a refused move. */
gboolean cn_ai_apply_seen (CnState      *state,
                           CnAiView     *seen,
                           const CnMove *move);

/* cn_ai_memory_observe for n memories at once, the events read once. */
void cn_ai_memories_observe (CnAiMemory     *memories,
                             int             n,
                             const CnState  *before,
                             const CnMove   *move,
                             const CnEvents *events);

void cn_ai_hard_choose   (const CnAiView   *view,
                          uint64_t          rng[4],
                          const CnAiConfig *config,
                          CnMove           *out,
                          CnAiStats        *stats);
void cn_ai_hard_judge    (const CnAiView   *view,
                          uint64_t          rng[4],
                          const CnAiConfig *config,
                          const CnMove     *played,
                          CnAiJudgement    *out);

G_END_DECLS
