/* test-loadgen.c: canasta-cli loadgen, closed and paced
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <errno.h>
#include <signal.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cn-cli-pace.h"
#include "test-cli-spawn.h"

/* The slots as --help and doc/protocol.md say: table t's first at
 * start + t * M / N, then every M ms; a late move takes its slot and the
 * next keeps to the grid. */
static void
test_pace_slots (void)
{
  CnPace pace;
  gint64 start = 1000000;

  cn_pace_init (&pace, 4, 2000);
  cn_pace_start (&pace, start);
  /* Spread over the M ms: 0, 500, 1000, 1500 ms. */
  for (guint t = 0; t < 4; t++)
    g_assert_cmpint (cn_pace_next (&pace, t), ==, start + t * 500000);
  /* Each table's next, M later, whatever the others do. */
  g_assert_cmpint (cn_pace_next (&pace, 2), ==, start + 1000000 + 2000000);
  g_assert_cmpint (cn_pace_next (&pace, 2), ==, start + 1000000 + 4000000);
  g_assert_cmpint (cn_pace_next (&pace, 0), ==, start + 2000000);
  /* N tables, a move each every M ms: N * 1000 / M a second, here 2. Over
   * 10 s of slots, table 1 has 5. */
  {
    int n = 1;

    while (cn_pace_next (&pace, 1) < start + 10 * G_USEC_PER_SEC)
      n++;
    g_assert_cmpint (n, ==, 5);
  }
  cn_pace_clear (&pace);
  g_assert_null (pace.slot);
}

/* canasta-cli loadgen with these arguments, its host's certificate in a
 * folder of its own; its one line of output, parsed. */
static JsonObject *
run_loadgen (const char *first,
             ...)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (
    G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) loadgen = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-loadgen-XXXXXX", &error);
  g_autofree char *pem = NULL;
  JsonObject *result;
  va_list ap;

  g_assert_no_error (error);
  pem = g_build_filename (dir, "host.pem", NULL);
  g_ptr_array_add (args, (char *) "loadgen");
  g_ptr_array_add (args, (char *) "--certificate");
  g_ptr_array_add (args, pem);
  va_start (ap, first);
  spawn_args_add (args, first, ap);
  va_end (ap);
  loadgen = spawn_args (launcher, args);
  out = communicate_ok (loadgen, "loadgen");
  result = parse_line (out);
  g_remove (pem);
  g_rmdir (dir);
  return result;
}

/* The closed load against a host of three tables: every game to its end,
 * every move answered, and the figures it prints. */
static void
test_closed (void)
{
  g_autoptr(JsonObject) result = NULL;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  result = run_loadgen ("--tables", "3", NULL);
  g_assert_cmpstr (json_object_get_string_member (result, "load"), ==, "closed");
  g_assert_cmpint (json_object_get_int_member (result, "tables"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (result, "seats"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (result, "moves"), >, 300);
  g_assert_cmpint (json_object_get_int_member (result, "failures"), ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (result, "moves_per_s"), >, 0);
  g_assert_true (json_object_has_member (json_object_get_object_member (result, "latency_ms"),
                                         "p99"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (result,
                                                                              "host_rss_kb"),
                                               "peak"), >, 0);
}

/* Two tables, a move each every 250 ms, measured for 2 s of play, on two
 * threads: the moves keep to the slots (never more than they offer), and
 * every one is answered. The closed load would make hundreds. */
static void
test_paced (void)
{
  g_autoptr(JsonObject) result = NULL;
  double seconds;
  gint64 moves;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  result = run_loadgen ("--tables", "2", "--move-every-ms", "250", "--seconds", "2",
                        "--threads", "2", NULL);
  g_assert_cmpstr (json_object_get_string_member (result, "load"), ==, "paced");
  g_assert_cmpint (json_object_get_int_member (result, "move_every_ms"), ==, 250);
  g_assert_cmpfloat (json_object_get_double_member (result, "offered_moves_per_s"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (result, "threads"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (result, "failures"), ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (result, "seat_s"), >, 0);
  seconds = json_object_get_double_member (result, "seconds");
  moves = json_object_get_int_member (result, "moves");
  g_assert_cmpfloat (seconds, >=, 2);
  g_assert_cmpint (moves, >=, 1);
  /* A table's slots in the window, the first at its start: at most
   * seconds * 1000 / 250 + 1 each. */
  g_assert_cmpint (moves, <=, 2 * ((gint64) (seconds * 1000 / 250) + 1));
  g_assert_true (json_object_has_member (json_object_get_object_member (result, "host_rss_kb"),
                                         "seated"));
  /* The host stopped and gone with it: not left playing on alone. */
  g_assert_cmpint (kill ((pid_t) json_object_get_int_member (result, "host_pid"), 0), ==, -1);
  g_assert_cmpint (errno, ==, ESRCH);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/loadgen/pace-slots", test_pace_slots);
  g_test_add_func ("/loadgen/closed", test_closed);
  g_test_add_func ("/loadgen/paced", test_paced);
  return g_test_run ();
}
