/* canasta-remote-seats.h: the seats this player holds at tables elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-net-message.h"

G_BEGIN_DECLS

char *_canasta_remote_seat_key    (const CnNetInvite *invite);
char *_canasta_remote_seat_token  (const char        *key);
void  _canasta_remote_seat_keep   (const char        *key,
                                   const char        *token);
void  _canasta_remote_seat_hold   (const char        *token);
void  _canasta_remote_seat_release (const char       *token);
/* The table's seat is this app's own hosted table's: it comes back with
 * its host (canasta_table_host_resume), not by itself. */
void  _canasta_remote_seat_mark_hosted (const char   *key);

/* What this screen last showed of a table (shown: "welcome", "view" and
 * what goes with them, canasta-remote-kept.c), kept (0600, atomically)
 * so that the app started again shows the table while it reconnects; read
 * back (NULL when none: else an object with at least "welcome" and
 * "view"), and forgotten (the game over, the token refused, the table
 * left for another game). */
void        _canasta_remote_view_keep   (const char *key,
                                         const char *token,
                                         const char *invitation,
                                         JsonObject *shown);
JsonObject *_canasta_remote_view_load   (const char *key,
                                         const char *token);
/* The object member name of root, or NULL. */
JsonObject *_canasta_remote_object_member (JsonObject *root,
                                           const char *name);
void     _canasta_remote_view_forget (const char   *key,
                                      const char   *token);
/* The invitation of the table whose view was kept last, with its seat's
 * token still kept and not hosted here, or NULL. */
char    *_canasta_remote_view_newest (void);

G_END_DECLS
