/* cn-cli-review.h: canasta-cli review
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* argv[0] is the command's name; returns the process exit status (0 done,
 * 1 the round could not be replayed, 2 bad arguments or file). */
int cn_cli_review (int    argc,
                   char **argv);

G_END_DECLS
