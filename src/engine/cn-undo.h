/* cn-undo.h: taking back the moves of a turn
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-state.h"

G_BEGIN_DECLS

/* Whether a move may be taken back in casual play: the turn's own melds
 * and lay-offs, made after the draw and before the discard. */
gboolean cn_move_undoable (const CnState *state,
                           const CnMove  *move);

/* Plays moves[0..n) from from, each checked by the engine; out holds the
 * position after them. FALSE (out undefined, verdict saying why) when one
 * of them is refused there. */
gboolean cn_replay        (const CnState *from,
                           const CnMove  *moves,
                           int            n,
                           CnState       *out,
                           CnVerdict     *verdict);

/* Takes back the last n_undo of the turn's n moves. base is the position
 * before moves[0] (after the draw), current the position now. The record
 * is checked first: replayed from base, the n moves must give current
 * exactly. out is then the position after only the moves kept, replayed
 * from base, which is the turn as if the undone moves had never been made.
 * FALSE, with out untouched, when a move is not undoable, the record does
 * not give current, or a kept move is refused. */
gboolean cn_turn_undo     (const CnState *base,
                           const CnMove  *moves,
                           int            n,
                           int            n_undo,
                           const CnState *current,
                           CnState       *out);

/* Two positions are the same: every card in the same place, the same
 * turn, phase and scores, the same generator state. */
gboolean cn_state_same    (const CnState *a,
                           const CnState *b);

G_END_DECLS
