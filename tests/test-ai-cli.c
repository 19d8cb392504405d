/* test-ai-cli.c: canasta-cli tournament and bench --ai
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-ai.h"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

/* Runs a command's entry point with its standard output caught in a file,
 * and returns that output; status gets the exit status. */
static char *
run (int         *status,
     const char  *first,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *path = NULL;
  char *text = NULL;
  va_list ap;
  int fd, saved;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  fd = g_file_open_tmp ("test-ai-cli-XXXXXX", &path, NULL);
  g_assert_cmpint (fd, >=, 0);
  fflush (stdout);
  saved = dup (STDOUT_FILENO);
  dup2 (fd, STDOUT_FILENO);

  /* GOptionContext rearranges argv: hand it a copy. */
  {
    g_auto(GStrv) argv = g_strdupv ((char **) args->pdata);
    int argc = g_strv_length (argv);
    char **copy = g_memdup2 (argv, sizeof (char *) * (argc + 1));

    if (g_str_equal (first, "tournament"))
      *status = cn_cli_tournament (argc, copy);
    else
      *status = cn_cli_bench_ai (argc, copy);
    g_free (copy);
  }

  fflush (stdout);
  dup2 (saved, STDOUT_FILENO);
  close (saved);
  close (fd);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  return text;
}

static JsonObject *
parse (const char *text,
       JsonParser *parser)
{
  g_autoptr(GError) error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &error))
    g_error ("not JSON (%s): %s", error->message, text);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_tournament (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status;
  g_autofree char *text = run (&status, "tournament", "--variant", "classic", "--a", "medium",
                               "--b", "easy", "--games", "60", "--seed", "9", "--json", NULL);
  JsonObject *o = parse (text, parser);
  JsonArray *ci;
  double rate;

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "a_wins") + json_object_get_int_member (o, "b_wins") +
                   json_object_get_int_member (o, "ties"), ==, 60);
  rate = json_object_get_double_member (o, "a_win_rate");
  ci = json_object_get_array_member (o, "ci95");
  g_assert_cmpuint (json_array_get_length (ci), ==, 2);
  g_assert_cmpfloat (json_array_get_double_element (ci, 0), <=, rate);
  g_assert_cmpfloat (rate, <=, json_array_get_double_element (ci, 1));
  g_assert_cmpfloat (rate, >, 0.6);
  g_assert_true (json_object_has_member (o, "mean_score_diff"));
}

/* With its playouts capped, Hard's games replay exactly from the seed,
 * whichever thread plays them. */
static void
test_tournament_reproducible (void)
{
  g_autoptr(JsonParser) p1 = json_parser_new ();
  g_autoptr(JsonParser) p2 = json_parser_new ();
  int s1, s2;
  g_autofree char *t1 = run (&s1, "tournament", "--a", "hard", "--b", "medium", "--games", "4",
                             "--players", "2", "--max-playouts", "4", "--seed", "5", "--json", NULL);
  g_autofree char *t2 = run (&s2, "tournament", "--a", "hard", "--b", "medium", "--games", "4",
                             "--players", "2", "--max-playouts", "4", "--seed", "5", "--threads", "1",
                             "--json", NULL);
  JsonObject *o1 = parse (t1, p1), *o2 = parse (t2, p2);

  g_assert_cmpint (s1, ==, 0);
  g_assert_cmpint (s2, ==, 0);
  g_assert_cmpint (json_object_get_int_member (o1, "a_wins"), ==,
                   json_object_get_int_member (o2, "a_wins"));
  g_assert_cmpfloat (json_object_get_double_member (o1, "mean_score_diff"), ==,
                     json_object_get_double_member (o2, "mean_score_diff"));
}

static void
test_bench (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status;
  g_autofree char *text = run (&status, "bench", "--ai", "medium", "--decisions", "500", "--json",
                               NULL);
  JsonObject *o = parse (text, parser);

  g_assert_cmpint (status, ==, 0);
  /* Medium plays whole games: at least the decisions asked for, and the
   * rounds those games took. */
  g_assert_cmpint (json_object_get_int_member (o, "decisions"), >=, 500);
  g_assert_cmpfloat (json_object_get_double_member (o, "decisions_per_s"), >, 0);
  g_assert_cmpint (json_object_get_int_member (o, "rounds"), >=, 1);
  g_assert_cmpfloat (json_object_get_double_member (o, "rounds_per_s"), >, 0);
  g_assert_cmpfloat (json_object_get_double_member (o, "p50_ms"), <=,
                     json_object_get_double_member (o, "p95_ms"));
}

static void
test_bench_hard (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status;
  g_autofree char *text = run (&status, "bench", "--ai", "hard", "--budget-ms", "5",
                               "--decisions", "30", "--json", NULL);
  JsonObject *o = parse (text, parser);

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "decisions"), ==, 30);
  g_assert_cmpint (json_object_get_int_member (o, "budget_ms"), ==, 5);
}

static void
test_bad_arguments (void)
{
  int status;
  g_autofree char *a = run (&status, "tournament", "--a", "grandmaster", "--b", "easy", NULL);
  g_autofree char *b = NULL;
  g_autofree char *c = NULL;

  g_assert_cmpint (status, ==, 2);
  b = run (&status, "tournament", "--a", "easy", "--b", "easy", "--variant", "bridge", NULL);
  g_assert_cmpint (status, ==, 2);
  c = run (&status, "bench", "--ai", "medium", "--players", "5", NULL);
  g_assert_cmpint (status, ==, 2);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-cli/tournament", test_tournament);
  g_test_add_func ("/ai-cli/tournament-reproducible", test_tournament_reproducible);
  g_test_add_func ("/ai-cli/bench", test_bench);
  g_test_add_func ("/ai-cli/bench-hard", test_bench_hard);
  g_test_add_func ("/ai-cli/bad-arguments", test_bad_arguments);

  return g_test_run ();
}
