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

/* Reads the host's "history" for seat me: the round's first position as
 * me saw it into start, and each move as it was told one by one
 * (CanastaMoveEvent) appended to told. FALSE when it does not read or
 * does not play here. */
gboolean _canasta_remote_read_history (JsonObject *message,
                                       int         me,
                                       CnState    *start,
                                       GPtrArray  *told);

G_END_DECLS
