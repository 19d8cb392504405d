/* test-lines.h: a child process's lines and its end, waited on in the
 * main loop
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A test that hosts a table in its own process, or shows a window, must
 * keep its main loop running while it waits for a child (canasta-cli
 * serve or join, a second copy of the test): so the child's standard
 * output is read line by line in the loop, and its end is waited for
 * there too, each wait on the event itself (test-wait.h).
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "test-cli-spawn.h"
#include "test-wait.h"

/* The lines of a process's standard output, read to its end. */
typedef struct
{
  GDataInputStream *stream;
  GCancellable     *cancellable;
  GPtrArray        *lines;
  const char       *json;     /* the first line that is a JSON object */
  gboolean          eof;
} Lines;

static void lines_read_next (Lines *lines);

static void
lines_line_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                          NULL, &error);
  Lines *lines;

  /* Freed meanwhile: lines_free cancels the read under way. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_assert_no_error (error);
  lines = user_data;
  if (line == NULL)
    {
      lines->eof = TRUE;
      return;
    }
  g_ptr_array_add (lines->lines, line);
  /* Kept at once: a window test's child prints thousands of lines of
   * debug messages, too many to look through at each wait's step. */
  if (lines->json == NULL && line[0] == '{')
    lines->json = line;
  lines_read_next (lines);
}

static void
lines_read_next (Lines *lines)
{
  g_data_input_stream_read_line_async (lines->stream, G_PRIORITY_DEFAULT, lines->cancellable,
                                       lines_line_cb, lines);
}

G_GNUC_UNUSED static Lines *
lines_new (GSubprocess *process)
{
  Lines *lines = g_new0 (Lines, 1);

  lines->stream = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  lines->cancellable = g_cancellable_new ();
  lines->lines = g_ptr_array_new_with_free_func (g_free);
  lines_read_next (lines);
  return lines;
}

G_GNUC_UNUSED static void
lines_free (Lines *lines)
{
  g_cancellable_cancel (lines->cancellable);
  g_object_unref (lines->cancellable);
  g_object_unref (lines->stream);
  g_ptr_array_unref (lines->lines);
  g_free (lines);
}

typedef struct
{
  Lines *lines;
  guint  n;
} LinesWait;

static gboolean
lines_has (gpointer data)
{
  LinesWait *wait = data;

  return wait->lines->lines->len >= wait->n || wait->lines->eof;
}

/* A TestWaitFunc: the process's output has ended. */
G_GNUC_UNUSED static gboolean
lines_at_eof (gpointer data)
{
  return ((Lines *) data)->eof;
}

/* Line i (from 0), once read, parsed. */
G_GNUC_UNUSED static JsonObject *
lines_object (Lines *lines,
              guint  i)
{
  LinesWait wait = { lines, i + 1 };

  g_assert_true (test_wait_for (lines_has, &wait));
  g_assert_cmpuint (lines->lines->len, >, i);
  return parse_line (lines->lines->pdata[i]);
}

/* The last line, once the output has ended, parsed. */
G_GNUC_UNUSED static JsonObject *
lines_last_object (Lines *lines)
{
  g_assert_true (test_wait_for (lines_at_eof, lines));
  g_assert_cmpuint (lines->lines->len, >, 0);
  return lines_object (lines, lines->lines->len - 1);
}

/* The first line that is a JSON object (GTest prints lines of its own in
 * a child that runs tests), "" when the output ended without one, NULL
 * while neither has come: not waited for. */
G_GNUC_UNUSED static const char *
lines_peek_json (Lines *lines)
{
  if (lines->json != NULL)
    return lines->json;
  return lines->eof ? "" : NULL;
}

static gboolean
lines_has_json (gpointer data)
{
  return lines_peek_json (data) != NULL;
}

/* The first line that is a JSON object, once read, parsed. */
G_GNUC_UNUSED static JsonObject *
lines_json_object (Lines *lines)
{
  g_assert_true (test_wait_for (lines_has_json, lines));
  return parse_line (lines_peek_json (lines));
}

static void
wait_exit_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, &error);
  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* Until process has ended; with a status of 0 or more, it must have
 * exited with it (not been killed). */
G_GNUC_UNUSED static void
wait_exit (GSubprocess *process,
           int          status)
{
  gboolean exited = FALSE;

  g_subprocess_wait_async (process, NULL, wait_exit_cb, &exited);
  g_assert_true (test_wait_for (test_wait_flag, &exited));
  if (status >= 0)
    {
      g_assert_true (g_subprocess_get_if_exited (process));
      g_assert_cmpint (g_subprocess_get_exit_status (process), ==, status);
    }
}
