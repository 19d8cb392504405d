/* canasta-remote-seats.h: the seats this player holds at tables elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-net-message.h"

G_BEGIN_DECLS

char *_canasta_remote_seat_key    (const CnNetInvite *invite);
char *_canasta_remote_seat_token  (const char        *key);
void  _canasta_remote_seat_keep   (const char        *key,
                                   const char        *token);
void  _canasta_remote_seat_hold   (const char        *token);
void  _canasta_remote_seat_release (const char       *token);

G_END_DECLS
