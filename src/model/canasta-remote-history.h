/* canasta-remote-history.h: the round so far, told to a seat coming back
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "canasta-move-event.h"

G_BEGIN_DECLS

#include "canasta-game.h"

/* Reads the host's "history" for seat me: the round's first position as
 * me saw it into start, each move as it was told one by one
 * (CanastaMoveEvent) appended to told, and the position the moves lead to
 * into end, *followed FALSE when a move could not be followed and no view
 * after it says where it led. FALSE when it does not read. */
gboolean _canasta_remote_read_history (JsonObject  *message,
                                       int          me,
                                       CnState     *start,
                                       GPtrArray   *told,
                                       CnState     *end,
                                       gboolean    *followed);
/* The history told to game's seat (or kept from its last start), in place
 * of the moves it told so far; a round that ended while the seat was away
 * shows its last position. */
void     _canasta_remote_take_history (CanastaGame *self,
                                       JsonObject  *message);

G_END_DECLS
