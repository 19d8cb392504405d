/* test-scenarios.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <json-glib/json-glib.h>

#include "cn-scenario.h"
#include "scenario-expect.h"

/* Every .json file in tests/scenarios runs through the referee's own code path
 * (cn_referee_run) and is compared with its "expect" object
 * (scenario-expect.h), or, for a file the referee refuses, "expect" holds
 * "invalid": a substring of the error the loader must give. Mismatches are
 * all reported before the case fails. */

static void
test_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autofree char *contents = NULL;
  JsonObject *expect;
  JsonObject *object;
  CnState final;

  /* A file the referee must refuse names its expected error. */
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *root;
    JsonObject *raw_expect;

    json_parser_load_from_data (parser, contents, -1, &error);
    g_assert_no_error (error);
    root = json_node_get_object (json_parser_get_root (parser));
    g_assert_true (json_object_has_member (root, "expect"));
    raw_expect = json_object_get_object_member (root, "expect");
    if (json_object_has_member (raw_expect, "invalid"))
      {
        const char *part = json_object_get_string_member (raw_expect, "invalid");

        scenario = cn_scenario_new_from_file (path, &error);
        g_assert_null (scenario);
        g_assert_nonnull (error);
        g_test_message ("refused as expected: %s", error->message);
        if (strstr (error->message, part) == NULL)
          g_test_fail_printf ("error \"%s\" does not mention \"%s\"", error->message, part);
        return;
      }
  }

  scenario = cn_scenario_new_from_file (path, &error);
  g_assert_no_error (error);
  expect = cn_scenario_get_expect (scenario);
  g_assert_nonnull (expect);

  result = cn_referee_run (scenario, &final);
  object = json_node_get_object (result);

  {
    g_autofree char *text = json_to_string (result, FALSE);

    g_test_message ("referee: %s", text);
  }

  scenario_expect_check (expect, object, &final, problems);

  if (problems->len > 0)
    g_test_fail_printf ("%s: %s", path, problems->str);
}

/* The deals the scenario files cannot show: hand sizes, draws and the
 * canastas going out needs, by variant and player count. */
static void
test_deal_sizes (void)
{
  static const struct
  {
    const char *variant;
    int players, hand, sides, draw, canastas;
  } deals[] = {
    { "classic", 4, 11, 2, 1, 1 },
    { "classic", 2, 15, 2, 2, 2 },
    { "classic", 3, 13, 3, 1, 2 },
    { "fifteen", 4, 15, 2, 2, 2 },
    { "italian", 4, 11, 2, 1, 1 },
    { "italian", 2, 15, 2, 1, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    for (guint64 seed = 1; seed <= 20; seed++)
      {
        const CnRules *rules = cn_rules_lookup (deals[i].variant);
        CnOptions options;
        CnState state;

        cn_options_init (&options, rules);
        cn_state_new_round (&state, rules, &options, deals[i].players, 0, NULL, seed);
        g_assert_cmpint (state.n_players, ==, deals[i].players);
        g_assert_cmpint (state.n_sides, ==, deals[i].sides);
        g_assert_cmpint (state.hand_size, ==, deals[i].hand);
        g_assert_cmpint (state.canastas_needed, ==, deals[i].canastas);
        g_assert_cmpint (state.draw_count, ==, deals[i].draw);
        for (int seat = 0; seat < deals[i].players; seat++)
          /* Red threes from the deal either wait in the hand for the
           * player's first turn (classic) or are replaced at once, so
           * they do not change the count. */
          g_assert_cmpint (state.hand_n[seat], ==, deals[i].hand);
      }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) paths = NULL;
  g_autofree char *dirname = NULL;

  g_test_init (&argc, &argv, NULL);

  dirname = g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
  paths = scenario_list_files (dirname);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *relative = g_ptr_array_index (paths, i);
      g_autofree char *test_name = g_strdup_printf ("/scenarios/%.*s", (int) (strlen (relative) - strlen (".json")),
                                                    relative);

      /* The test owns its path until the end of the run. */
      g_test_add_data_func_full (test_name, g_build_filename (dirname, relative, NULL),
                                 test_scenario, g_free);
    }
  g_test_add_func ("/scenarios/deal-sizes", test_deal_sizes);

  return g_test_run ();
}
