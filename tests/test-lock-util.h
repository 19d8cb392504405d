/* test-lock-util.h: another process holding a data folder's lock
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A data folder's lock belongs to a process (cn-lock.h), so the tests that
 * need it held elsewhere start a process that holds it: the test binary
 * itself, run as `TEST --hold-lock DIR` (its main() calls
 * lock_holder_main() then).
 */

#pragma once

#include <stdio.h>
#include <unistd.h>
#include <gio/gio.h>

#include "cn-lock.h"

/* Tries to take dir's lock, says "held" or "refused" on its standard
 * output, and keeps what it has until its standard input closes (or it is
 * killed). */
G_GNUC_UNUSED static int
lock_holder_main (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnLock) lock = cn_lock_take (dir, NULL, &error);
  char buf[64];

  printf ("%s\n", lock != NULL ? "held" : "refused");
  fflush (stdout);
  while (read (STDIN_FILENO, buf, sizeof buf) > 0)
    ;
  return 0;
}

/* Starts the holder on dir and waits for its word, returned in *said
 * ("held" or "refused"). Closing its standard input (lock_holder_stop)
 * ends it; g_subprocess_force_exit kills it. */
G_GNUC_UNUSED static GSubprocess *
lock_holder_start (const char  *dir,
                   char       **said)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  GSubprocess *holder;

  holder = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                             "/proc/self/exe", "--hold-lock", dir, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder));
  *said = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*said);
  return holder;
}

G_GNUC_UNUSED static void
lock_holder_stop (GSubprocess *holder)
{
  g_autoptr(GError) error = NULL;

  g_output_stream_close (g_subprocess_get_stdin_pipe (holder), NULL, NULL);
  g_assert_true (g_subprocess_wait_check (holder, NULL, &error));
  g_assert_no_error (error);
}
