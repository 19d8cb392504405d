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

/* canasta-cli loadgen: many remote seats from one process, against a
 * canasta-cli serve of many tables it starts. */
int cn_cli_loadgen (int    argc,
                    char **argv);

/* Raises the soft limit of open files to the hard one. */
void cn_cli_raise_file_limit (void);

G_END_DECLS
