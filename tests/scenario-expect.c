/* scenario-expect.c: a scenario file's "expect" against the referee's answer
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "scenario-expect.h"

static char *
node_text (JsonNode *node)
{
  if (node == NULL)
    return g_strdup ("(missing)");
  return json_to_string (node, FALSE);
}

static gboolean
nodes_equal_int (JsonNode *expected,
                 gint64    actual)
{
  return JSON_NODE_HOLDS_VALUE (expected) &&
         json_node_get_value_type (expected) == G_TYPE_INT64 &&
         json_node_get_int (expected) == actual;
}

static void
mismatch (GString    *problems,
          const char *format,
          ...) G_GNUC_PRINTF (2, 3);

static void
mismatch (GString    *problems,
          const char *format,
          ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  /* One line each: TAP takes any unprefixed line for a result. */
  g_test_message ("mismatch: %s", text);
  g_string_append_printf (problems, "%s%s", problems->len ? "; " : "", text);
}

static void
check_results (JsonArray *expected,
               JsonArray *actual,
               GString   *problems)
{
  guint n_expected = json_array_get_length (expected);
  guint n_actual = json_array_get_length (actual);

  if (n_expected != n_actual)
    mismatch (problems, "results: %u expected, the scenario has %u moves", n_expected, n_actual);

  for (guint i = 0; i < MIN (n_expected, n_actual); i++)
    {
      JsonNode *want = json_array_get_element (expected, i);
      JsonObject *got = json_array_get_object_element (actual, i);
      gboolean ok = json_object_get_boolean_member (got, "ok");
      const char *code = ok ? "ok" : json_object_get_string_member (got, "code");
      const char *message = ok ? "" : json_object_get_string_member (got, "message");

      if (JSON_NODE_HOLDS_VALUE (want) && json_node_get_value_type (want) == G_TYPE_BOOLEAN &&
          json_node_get_boolean (want))
        {
          if (!ok)
            mismatch (problems, "move %u: expected ok, refused: %s (%s)", i, code, message);
        }
      else if (JSON_NODE_HOLDS_VALUE (want) && json_node_get_value_type (want) == G_TYPE_STRING)
        {
          const char *want_code = json_node_get_string (want);

          if (ok)
            mismatch (problems, "move %u: expected %s, accepted", i, want_code);
          else if (!g_str_equal (want_code, code))
            mismatch (problems, "move %u: expected %s, refused as %s (%s)",
                      i, want_code, code, message);
        }
      else
        {
          g_autofree char *text = node_text (want);

          mismatch (problems, "move %u: bad expectation %s (true or a code)", i, text);
        }
    }
}

static void
check_scores (JsonArray *expected,
              JsonArray *actual,
              GString   *problems)
{
  if (actual == NULL)
    {
      mismatch (problems, "scores: expected, but the round is not over");
      return;
    }
  if (json_array_get_length (expected) != json_array_get_length (actual))
    {
      mismatch (problems, "scores: %u sides expected, %u scored",
                json_array_get_length (expected), json_array_get_length (actual));
      return;
    }

  for (guint side = 0; side < json_array_get_length (expected); side++)
    {
      JsonObject *want = json_array_get_object_element (expected, side);
      JsonObject *got = json_array_get_object_element (actual, side);
      JsonObject *got_lines = json_object_get_object_member (got, "lines");
      g_autofree char *got_text = json_to_string (json_array_get_element (actual, side), FALSE);

      for (guint k = 0; k < 3; k++)
        {
          static const char * const totals[] = { "total", "base", "cards" };
          const char *name = totals[k];

          if (json_object_has_member (want, name) &&
              !nodes_equal_int (json_object_get_member (want, name),
                                json_object_get_int_member (got, name)))
            mismatch (problems, "scores[%u].%s: expected %" G_GINT64_FORMAT ", got %s",
                      side, name, json_object_get_int_member (want, name), got_text);
        }

      if (json_object_has_member (want, "lines"))
        {
          JsonObject *lines = json_object_get_object_member (want, "lines");
          g_autoptr(GList) names = json_object_get_members (lines);

          for (const GList *l = names; l != NULL; l = l->next)
            {
              const char *name = l->data;

              if (!json_object_has_member (got_lines, name))
                mismatch (problems, "scores[%u].lines: no line \"%s\"", side, name);
              else if (!nodes_equal_int (json_object_get_member (lines, name),
                                         json_object_get_int_member (got_lines, name)))
                mismatch (problems, "scores[%u].lines.%s: expected %" G_GINT64_FORMAT ", got %"
                          G_GINT64_FORMAT " (%s)", side, name,
                          json_object_get_int_member (lines, name),
                          json_object_get_int_member (got_lines, name), got_text);
            }
        }
    }
}

/* Compares an expected array of integers with actual values. */
static void
check_ints (const char   *what,
            JsonArray    *expected,
            const gint64 *actual,
            guint         n,
            GString      *problems)
{
  g_autoptr(GString) got = g_string_new ("[");
  gboolean same = json_array_get_length (expected) == n;

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (got, "%s%" G_GINT64_FORMAT, i ? ", " : "", actual[i]);
      if (same && !nodes_equal_int (json_array_get_element (expected, i), actual[i]))
        same = FALSE;
    }
  g_string_append_c (got, ']');

  if (!same)
    {
      JsonNode *node = json_node_alloc ();
      g_autofree char *text = NULL;

      json_node_init_array (node, expected);
      text = json_to_string (node, FALSE);
      json_node_unref (node);
      mismatch (problems, "state.%s: expected %s, got %s", what, text, got->str);
    }
}

static void
check_state (JsonObject    *expected,
             JsonObject    *actual,
             const CnState *state,
             GString       *problems)
{
  g_autoptr(GList) names = json_object_get_members (expected);

  for (const GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *want = json_object_get_member (expected, name);
      gint64 values[CN_MAX_SEATS * CN_MAX_MELDS];

      if (g_str_equal (name, "hand_sizes"))
        {
          for (int seat = 0; seat < state->n_players; seat++)
            values[seat] = state->hand_n[seat];
          check_ints (name, json_node_get_array (want), values, state->n_players, problems);
        }
      else if (g_str_equal (name, "red_threes"))
        {
          for (int side = 0; side < state->n_sides; side++)
            values[side] = state->n_red_threes[side];
          check_ints (name, json_node_get_array (want), values, state->n_sides, problems);
        }
      else if (g_str_equal (name, "melds_n"))
        {
          for (int side = 0; side < state->n_sides; side++)
            values[side] = state->n_melds[side];
          check_ints (name, json_node_get_array (want), values, state->n_sides, problems);
        }
      else if (g_str_equal (name, "stock_n") || g_str_equal (name, "pile_n") ||
               g_str_equal (name, "turn"))
        {
          gint64 got = g_str_equal (name, "stock_n") ? state->stock_n :
                       g_str_equal (name, "pile_n") ? state->pile_n : state->turn;

          if (!nodes_equal_int (want, got))
            {
              g_autofree char *text = node_text (want);

              mismatch (problems, "state.%s: expected %s, got %" G_GINT64_FORMAT,
                        name, text, got);
            }
        }
      else if (g_str_equal (name, "opened") || g_str_equal (name, "pile_state") ||
               g_str_equal (name, "phase") || g_str_equal (name, "discard") ||
               g_str_equal (name, "stock") || g_str_equal (name, "hands") ||
               g_str_equal (name, "red_threes_cards") || g_str_equal (name, "melded_earlier") ||
               g_str_equal (name, "moda") || g_str_equal (name, "exact_cut") ||
               g_str_equal (name, "premiado_taken"))
        {
          /* Compared as the referee writes them. */
          const char *key = g_str_equal (name, "red_threes_cards") ? "red_threes" : name;
          g_autofree char *want_text = node_text (want);
          g_autofree char *got_text = node_text (json_object_get_member (actual, key));

          if (!g_str_equal (want_text, got_text))
            mismatch (problems, "state.%s: expected %s, got %s", name, want_text, got_text);
        }
      else if (g_str_equal (name, "meld_sizes"))
        {
          /* Per side: {"K": 5, ...}; the side must have exactly these. */
          JsonArray *sides = json_node_get_array (want);

          for (guint side = 0; side < json_array_get_length (sides) && side < state->n_sides; side++)
            {
              JsonObject *ranks = json_array_get_object_element (sides, side);
              g_autoptr(GString) got = g_string_new ("{");
              gboolean same = json_object_get_size (ranks) == state->n_melds[side];

              for (int m = 0; m < state->n_melds[side]; m++)
                {
                  const CnMeld *meld = &state->melds[side][m];
                  const char *rank = cn_rank_to_string (meld->rank);

                  g_string_append_printf (got, "%s\"%s\": %d", m ? ", " : "", rank, meld->n);
                  if (!json_object_has_member (ranks, rank) ||
                      json_object_get_int_member (ranks, rank) != meld->n)
                    same = FALSE;
                }
              g_string_append_c (got, '}');
              if (!same)
                {
                  g_autofree char *text = node_text (json_array_get_element (sides, side));

                  mismatch (problems, "state.meld_sizes[%u]: expected %s, got %s",
                            side, text, got->str);
                }
            }
        }
      else
        mismatch (problems, "state.%s: not a check this test knows", name);
    }
}

void
scenario_expect_check (JsonObject    *expect,
                       JsonObject    *output,
                       const CnState *final,
                       GString       *problems)
{
  g_autoptr(GError) error = NULL;

  if (!json_object_has_member (expect, "results"))
    mismatch (problems, "expect has no \"results\"");
  else
    check_results (json_object_get_array_member (expect, "results"),
                   json_object_get_array_member (output, "results"), problems);

  if (json_object_has_member (expect, "round_over") &&
      json_object_get_boolean_member (expect, "round_over") !=
      json_object_get_boolean_member (output, "round_over"))
    mismatch (problems, "round_over: expected %s",
              json_object_get_boolean_member (expect, "round_over") ? "true" : "false");

  if (json_object_has_member (expect, "scores"))
    check_scores (json_object_get_array_member (expect, "scores"),
                  json_object_has_member (output, "scores") ?
                  json_object_get_array_member (output, "scores") : NULL,
                  problems);

  if (json_object_has_member (expect, "state"))
    check_state (json_object_get_object_member (expect, "state"),
                 json_object_get_object_member (output, "state"), final, problems);

  /* Whatever the moves did, the position stays consistent. */
  if (!cn_state_check_invariants (final, &error))
    mismatch (problems, "invariants: %s", error->message);
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  /* g_ptr_array_sort passes pointers to the elements. */
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static void
collect (const char *root,
         const char *relative,
         GPtrArray  *paths)
{
  g_autofree char *dirname = g_build_filename (root, relative, NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  const char *name;

  dir = g_dir_open (dirname, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = *relative ? g_build_filename (relative, name, NULL)
                                         : g_strdup (name);
      g_autofree char *full = g_build_filename (root, child, NULL);

      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        collect (root, child, paths);
      else if (g_str_has_suffix (name, ".json"))
        g_ptr_array_add (paths, g_steal_pointer (&child));
    }
}

GPtrArray *
scenario_list_files (const char *root)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  collect (root, "", paths);
  g_ptr_array_sort (paths, compare_paths);
  return paths;
}
