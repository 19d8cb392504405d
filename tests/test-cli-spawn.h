/* test-cli-spawn.h: canasta-cli (CANASTA_CLI) started with a
 * NULL-terminated list of arguments, for the tests that drive serve and
 * join as processes.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <stdarg.h>

G_GNUC_UNUSED G_GNUC_NULL_TERMINATED static GSubprocess *
spawn (GSubprocessLauncher *launcher,
       ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *arg;
  GSubprocess *process;
  va_list ap;

  g_ptr_array_add (args, (char *) g_getenv ("CANASTA_CLI"));
  va_start (ap, launcher);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  return process;
}
