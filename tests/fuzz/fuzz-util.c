/* fuzz-util.c: what the fuzz harnesses share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "fuzz-util.h"

#include <signal.h>

/* GLib ends a fatal message (g_error, and the criticals and warnings made
 * fatal below) with a breakpoint, SIGTRAP, which libFuzzer does not catch:
 * the input that provoked it would be lost. abort() is a crash libFuzzer
 * reports and saves. */
static void
trap_to_abort (int signum)
{
  abort ();
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  /* A critical from GLib or json-glib is a bug the input provoked: make it
   * a crash the fuzzer reports, not a line on stderr. */
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  signal (SIGTRAP, trap_to_abort);
  return 0;
}
