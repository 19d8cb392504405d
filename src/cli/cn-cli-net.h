/* cn-cli-net.h: canasta-cli serve and join
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* canasta-cli serve: hosts a table until its game ends. */
int cn_cli_serve (int    argc,
                  char **argv);
/* canasta-cli join INVITE: seats one of our computer players at a
 * hosted table as a remote player. */
int cn_cli_join  (int    argc,
                  char **argv);

G_END_DECLS
