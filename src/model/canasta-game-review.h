/* canasta-game-review.h: what the review and the coach copy of a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "canasta-game.h"

G_BEGIN_DECLS

/* The model's own: widgets never include this. */

/* For the review of a round (canasta-review.h), which judges it in a
 * thread: copies of the round's history: whether it starts at the deal
 * (else at a position a game was resumed at from a file without a
 * history), the game's round it is of, the position it starts from and
 * the moves made since (a new array of CnMove). FALSE before a game. */
gboolean         canasta_game_copy_history         (CanastaGame            *self,
                                                    gboolean               *from_deal,
                                                    int                    *round,
                                                    CnState                *start,
                                                    GArray                **moves);
/* For the coach, which judges a move in a thread: copies of the position
 * and of what seat remembers of the round. Only for the model's own
 * questions; a judge reads them through cn_ai_view_build, never a hidden
 * card. */
gboolean         canasta_game_copy_seat_view       (CanastaGame            *self,
                                                    int                     seat,
                                                    CnState                *state,
                                                    CnAiMemory             *memory);

G_END_DECLS
