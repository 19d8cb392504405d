/* cn-ai.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-state.h"

G_BEGIN_DECLS

/* The simple built-in bot: legal, sensible, cheap. It reads only what the
 * seat to act may see. Fills move with its choice for cn_state_actor(). */
void cn_ai_simple_choose (const CnState *state,
                          CnMove        *move);

/* A random legal player, for soak tests: picks uniformly among
 * cn_legal_moves() with the given generator. */
void cn_ai_random_choose (const CnState *state,
                          uint64_t       rng[4],
                          CnMoveList    *scratch,
                          CnMove        *move);

G_END_DECLS
