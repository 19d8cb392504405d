/* test-net-threads.c: canasta-cli serve sharing its connections out among
 * worker threads
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include "test-cli-spawn.h"

#define TABLES  8
#define THREADS 4

/* Eight tables on four worker threads, two remote players a table (the
 * kernel shares their sixteen connections out among the threads' sockets
 * on the one port) and two computers: every game is played to its end,
 * every player's totals are its table's on the host, and a wrong secret
 * is refused, as with one thread; another serve on the port is refused. */
static void
test_serve_threads (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-net-threads-XXXXXX", &error);
  g_autofree char *pem = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) serve_out = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) served = NULL;
  g_autofree char *rest = NULL;
  GSubprocess *joins[TABLES * 2];
  JsonArray *invites, *tables;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  g_assert_no_error (error);
  pem = g_build_filename (dir, "host.pem", NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  serve = spawn (launcher, "serve", "--variant", "classic", "--players", "4", "--computer",
                 "1,3", "--level", "easy", "--seed", "31", "--tables", G_STRINGIFY (TABLES),
                 "--threads", G_STRINGIFY (THREADS), "--port", "0", "--certificate", pem, NULL);
  serve_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  first = read_object (serve, serve_out);
  g_assert_cmpint (json_object_get_int_member (first, "threads"), ==, THREADS);
  invites = json_object_get_array_member (first, "invites");
  g_assert_cmpuint (json_array_get_length (invites), ==, TABLES);

  /* The first table's invitation with another table's secret. */
  {
    g_autofree char *secret = g_strdup (strstr (json_array_get_string_element (invites, 1), "?s="));
    g_autofree char *code_part = g_strndup (json_array_get_string_element (invites, 0),
                                            strstr (json_array_get_string_element (invites, 0),
                                                    "?s=") -
                                            json_array_get_string_element (invites, 0));
    g_autofree char *bad = g_strconcat (code_part, secret, NULL);
    g_autoptr(GSubprocess) refused = spawn (launcher, "join", bad, NULL);
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;

    g_subprocess_communicate_utf8 (refused, NULL, NULL, &out, &err, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g_subprocess_get_exit_status (refused), !=, 0);
    g_assert_nonnull (strstr (err, "wrong table code or secret"));
  }

  /* Another serve on the same port is refused, threads or not: its
   * sockets would otherwise share the port with ours (SO_REUSEPORT). */
  {
    g_autofree char *port = g_strdup_printf ("%" G_GINT64_FORMAT,
                                             json_object_get_int_member (first, "port"));
    g_autoptr(GSubprocess) second = spawn (launcher, "serve", "--threads", "2", "--port", port,
                                           "--certificate", pem, NULL);
    g_autoptr(GDataInputStream) second_out =
      g_data_input_stream_new (g_subprocess_get_stdout_pipe (second));
    g_autofree char *invite = NULL;
    g_autofree char *err = NULL;

    /* Its first line would be an invitation: it listened. */
    invite = g_data_input_stream_read_line (second_out, NULL, NULL, &error);
    g_assert_no_error (error);
    if (invite != NULL)
      g_subprocess_force_exit (second);
    g_assert_null (invite);
    g_subprocess_communicate_utf8 (second, NULL, NULL, NULL, &err, &error);
    g_assert_no_error (error);
    g_assert_cmpint (g_subprocess_get_exit_status (second), !=, 0);
    g_assert_nonnull (strstr (err, "cannot listen"));
  }

  for (int i = 0; i < TABLES * 2; i++)
    {
      g_autofree char *seed = g_strdup_printf ("%d", i + 1);

      joins[i] = spawn (launcher, "join", json_array_get_string_element (invites, i / 2),
                        "--level", "easy", "--seed", seed, NULL);
    }

  g_subprocess_communicate_utf8 (serve, NULL, NULL, &rest, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (serve));
  g_assert_cmpint (g_subprocess_get_exit_status (serve), ==, 0);
  served = last_line (rest);
  tables = json_object_get_array_member (served, "tables");
  g_assert_cmpuint (json_array_get_length (tables), ==, TABLES);
  g_assert_cmpint (json_object_get_int_member (served, "moves"), >, TABLES * 100);

  for (int i = 0; i < TABLES * 2; i++)
    {
      assert_join_totals (joins[i], i, json_array_get_array_element (tables, i / 2));
      g_object_unref (joins[i]);
    }
  g_remove (pem);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-threads/serve", test_serve_threads);
  return g_test_run ();
}
