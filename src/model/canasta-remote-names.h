/* canasta-remote-names.h: the names of the seats at a table elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "canasta-game.h"

G_BEGIN_DECLS

/* Names seat i of a remote game from the host's seat object (welcome,
 * waiting, seat-status): "You" for this screen's own seat (own), a
 * computer by its number, a person by the name they gave (cleaned again)
 * or the seat's number. Whether the name changed. */
gboolean _canasta_remote_name_seat (CanastaGame *self,
                                    int          i,
                                    gboolean     own,
                                    gboolean     computer,
                                    JsonObject  *seat);

G_END_DECLS
