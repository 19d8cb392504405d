/* test-wait.h: waiting on events, never on the clock
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests run on a shared machine and under the sanitizers, where
 * anything may take ten times as long as on an idle one: a test that
 * waits a fixed time for something to happen fails at random. So a test
 * waits for the event itself (a signal, a property's notify, a frame, a
 * file changed on disk), sleeping in the main loop until something is
 * dispatched and then looking again. The only clock is TEST_WAIT_LIMIT_S,
 * far beyond anything a passing test needs: it turns a hang into a failure
 * with a message instead of the harness's timeout, and decides nothing
 * else.
 */

#pragma once

#include <gio/gio.h>

#define TEST_WAIT_LIMIT_S 120

typedef gboolean (*TestWaitFunc) (gpointer data);

/* Sets the flag at data: a timer's or an idle's callback. */
static gboolean
test_wait_set_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* One step of a wait that began at start (g_get_monotonic_time): sleeps
 * until the main loop has dispatched something, whatever it is, and fails
 * the test once the wait has outlived the limit. */
G_GNUC_UNUSED static void
test_wait_step (gint64 start)
{
  gint64 left = start + TEST_WAIT_LIMIT_S * G_USEC_PER_SEC - g_get_monotonic_time ();
  gboolean expired = FALSE;
  guint id;

  if (left <= 0)
    g_error ("still waiting after %d s: something hangs", TEST_WAIT_LIMIT_S);
  id = g_timeout_add ((guint) (left / 1000) + 1, test_wait_set_cb, &expired);
  g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
}

/* Runs the main loop until done (data) holds; FALSE only when the limit
 * passed first. */
G_GNUC_UNUSED static gboolean
test_wait_for (TestWaitFunc done,
               gpointer     data)
{
  gint64 start = g_get_monotonic_time ();

  while (!done (data))
    {
      if (g_get_monotonic_time () - start >= TEST_WAIT_LIMIT_S * G_USEC_PER_SEC)
        return done (data);
      test_wait_step (start);
    }
  return TRUE;
}

static gboolean
test_wait_flag (gpointer data)
{
  return *(gboolean *) data;
}

/* Until the main loop has nothing left to do: an idle of the lowest
 * priority runs only once every event already queued, every idle and
 * every frame due has been dealt with. No time passes in wait for
 * anything else (a timer, a thread). */
G_GNUC_UNUSED static void
test_wait_settle (void)
{
  gboolean idle = FALSE;

  g_idle_add_full (G_PRIORITY_LOW, test_wait_set_cb, &idle, NULL);
  if (!test_wait_for (test_wait_flag, &idle))
    g_error ("the main loop never fell idle");
}

/* Until the object the pointer at data points to is finalized (with
 * g_object_add_weak_pointer on it). */
G_GNUC_UNUSED static gboolean
test_wait_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* A monitor on a directory: while it lives, every file created, written,
 * renamed or removed in it wakes test_wait_step, so that a wait on a file's
 * contents looks again at each change rather than on a timer. */
G_GNUC_UNUSED static GFileMonitor *
test_wait_watch_dir (const char *dir)
{
  g_autoptr(GFile) file = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  GFileMonitor *monitor = g_file_monitor_directory (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);

  g_assert_no_error (error);
  /* Every change, at once: the default 800 ms rate limit would hold some. */
  g_file_monitor_set_rate_limit (monitor, 0);
  return monitor;
}
