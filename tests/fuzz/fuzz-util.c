/* fuzz-util.c: what the fuzz harnesses share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-util.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical from GLib or json-glib is a bug the input provoked: make it
   * a crash the fuzzer reports, not a line on stderr. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  return 0;
}
