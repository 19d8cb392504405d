/* cn-cli-ai.h: the tournament and AI benchmark commands of canasta-cli
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is the command's name; both return the process exit status
 * (0 done, 1 a game failed, 2 bad arguments). */
int cn_cli_tournament (int    argc,
                       char **argv);
int cn_cli_bench_ai   (int    argc,
                       char **argv);

/* The processor time this thread has used, in seconds: benchmarks count
 * it, which a busy machine does not stretch. */
double cn_cli_thread_seconds (void);

/* "canasta-cli COMMAND: message (see ...)" on one line of standard error;
 * returns the status of bad arguments, 2. */
G_GNUC_PRINTF (2, 3)
int    cn_cli_usage_error   (const char *command,
                             const char *format,
                             ...);

G_END_DECLS
