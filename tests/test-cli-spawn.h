/* test-cli-spawn.h: canasta-cli (CANASTA_CLI) started with a
 * NULL-terminated list of arguments, for the tests that drive serve,
 * join and loadgen as processes, and the JSON lines they print
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>
#include <stdarg.h>

/* Adds first and the arguments after it in ap, up to a NULL, to args. */
G_GNUC_UNUSED static void
spawn_args_add (GPtrArray  *args,
                const char *first,
                va_list     ap)
{
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
}

/* canasta-cli with args (the arguments after the program's name). */
G_GNUC_UNUSED static GSubprocess *
spawn_args (GSubprocessLauncher *launcher,
            GPtrArray           *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;

  g_ptr_array_add (argv, (char *) g_getenv ("CANASTA_CLI"));
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, args->pdata[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  return process;
}

G_GNUC_UNUSED G_GNUC_NULL_TERMINATED static GSubprocess *
spawn (GSubprocessLauncher *launcher,
       ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *first;
  va_list ap;

  va_start (ap, launcher);
  first = va_arg (ap, const char *);
  spawn_args_add (args, first, ap);
  va_end (ap);
  return spawn_args (launcher, args);
}

/* A line of JSON text: an object. */
G_GNUC_UNUSED static JsonObject *
parse_line (const char *line)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, line, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

/* The last line of text (without its newline), parsed. */
G_GNUC_UNUSED static JsonObject *
last_line (const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  int n = (int) g_strv_length (lines);

  while (n > 0 && *lines[n - 1] == '\0')
    n--;
  g_assert_cmpint (n, >, 0);
  return parse_line (lines[n - 1]);
}

/* The next line that process prints on out, parsed: read on the spot, for
 * a test with nothing else to run meanwhile. When process ended instead,
 * the test fails with the first line it said on standard error (when the
 * launcher kept it). */
G_GNUC_UNUSED static JsonObject *
read_object (GSubprocess      *process,
             GDataInputStream *out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line (out, NULL, NULL, &error);

  g_assert_no_error (error);
  if (line == NULL)
    {
      GInputStream *err_pipe = g_subprocess_get_stderr_pipe (process);
      g_autoptr(GDataInputStream) err = err_pipe != NULL ? g_data_input_stream_new (err_pipe) : NULL;
      g_autofree char *said = err != NULL ? g_data_input_stream_read_line (err, NULL, NULL, NULL)
                                          : NULL;

      g_error ("canasta-cli ended without a line; it said: %s", said != NULL ? said : "nothing");
    }
  return parse_line (line);
}

/* What process printed, once it has exited with status 0 and said nothing
 * on standard error; the test fails with what it said otherwise, named
 * what. */
G_GNUC_UNUSED static char *
communicate_ok (GSubprocess *process,
                const char  *what)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;

  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (g_subprocess_get_exit_status (process) != 0)
    g_error ("%s: %s", what, err);
  g_assert_cmpstr (err, ==, "");
  return out;
}

/* canasta-cli join number i played its game to the end, and its last
 * line's totals (two sides) are the host's. */
G_GNUC_UNUSED static void
assert_join_totals (GSubprocess *join,
                    int          i,
                    JsonArray   *totals)
{
  g_autofree char *what = g_strdup_printf ("join %d", i);
  g_autofree char *out = communicate_ok (join, what);
  g_autoptr(JsonObject) result = last_line (out);
  JsonArray *theirs = json_object_get_array_member (result, "totals");

  g_assert_cmpuint (json_array_get_length (theirs), ==, 2);
  for (guint side = 0; side < 2; side++)
    g_assert_cmpint (json_array_get_int_element (theirs, side), ==,
                     json_array_get_int_element (totals, side));
}
