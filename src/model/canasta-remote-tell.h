/* canasta-remote-tell.h: what a remote seat is told beyond its views
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "canasta-move-event.h"
#include "cn-move.h"
#include "cn-score.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* seat's hand as a round-over message lays it down (its "hands"). */
gboolean _canasta_remote_read_hand    (JsonArray     *hands,
                                       int            seat,
                                       CnState       *s);
/* The host's scoring lines and totals of the round over score. */
void     _canasta_remote_read_score   (JsonArray     *scores,
                                       CnRoundScore  *score);
/* Makes the position before a move (its hidden places filled with cards
 * this seat, me, has not seen) true to what the move and the view after
 * it show, so that the move plays on it as it did at the host: the cards
 * it names in the mover's hand, a hand that lets it (an opening within
 * reach, a way out), the cards a draw brings on the stock. Only stand-ins
 * move: what me sees stays as it is. */
gboolean _canasta_remote_realize      (CnState       *s,
                                       int            me,
                                       const CnMove  *move,
                                       const CnState *after);
/* Before a move that takes a pozo with face-down cards (the take, or the
 * meld that opens with a pozo taken), puts there the cards the position
 * after it shows came from there (the red threes laid down; the
 * taker's own new cards when me took it), in place of stand-ins. */
gboolean _canasta_remote_realize_pozo (CnState       *s,
                                       int            me,
                                       const CnMove  *move,
                                       const CnState *after);

/* The red threes of the deal that the next seat (not me) laid down at
 * the start of its first turn, as after (the host's view once the move
 * was made) shows them: played here, its hand of stand-ins held none, so
 * the move's event, and "This Round", said nothing of them. */
void     _canasta_remote_tell_deal_threes (CanastaMoveEvent *event,
                                           int               me,
                                           const CnState    *played,
                                           const CnState    *after);

G_END_DECLS
