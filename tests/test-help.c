/* test-help.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <locale.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>
#include <libintl.h>
#include <json-glib/json-glib.h>

#include "cn-help.h"
#include "cn-text.h"
#include "cn-scenario.h"
#include "scenario-expect.h"

/* The rules help (src/help) and its interactive examples
 * (data/help/examples):
 *
 *  - every example file runs through the referee's own code path and gives
 *    exactly the verdicts its "expect" claims;
 *  - every section of every variant and player count is there and not
 *    empty, and its markup parses;
 *  - the numbers the text quotes are the variant table's: the opening
 *    table at its band edges, the values and bonus tables cell by cell, and
 *    no number in the classic text that the table does not hold;
 *  - the examples the documents reference and the files on disk match;
 *  - every verdict code leads to a section that exists;
 *  - with the Spanish and Italian catalogues (po/es.po, po/it.po, compiled here) the
 *    document comes out translated.
 *
 * CANASTA_HELP_EXAMPLES_DIR and CANASTA_HELP_PO_DIR name the directories;
 * meson sets both. */

static const char *examples_dir;
static const char *po_dir;

/* --------------------------------------------------------------- helpers */

static const CnRules *
variant_rules (int v)
{
  return cn_rules_get ((CnVariant) v);
}

/* Calls func for the document of every variant and player count. */
typedef void (*DocFunc) (const CnHelpDoc *doc, gpointer data);

static void
for_each_doc (DocFunc  func,
              gpointer data)
{
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = variant_rules (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
        {
          g_autoptr(CnHelpDoc) doc = cn_help_build (rules, rules->seatings[i].players);

          g_assert_nonnull (doc);
          g_assert_cmpint (doc->players, ==, rules->seatings[i].players);
          func (doc, data);
        }
    }
}

static void
assert_markup (const char *text,
               const char *where)
{
  static const GMarkupParser parser = { 0 };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *wrapped = g_strconcat ("<markup>", text, "</markup>", NULL);

  context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  if (!g_markup_parse_context_parse (context, wrapped, -1, &error) ||
      !g_markup_parse_context_end_parse (context, &error))
    g_error ("%s: bad markup (%s): %s", where, error->message, text);
}

/* The whole numbers in a text, with English grouping ("5,000"). */
static GArray *
numbers_in (const char *text)
{
  g_autoptr(GRegex) regex = g_regex_new ("[0-9]+(,[0-9]{3})*", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  g_regex_match (regex, text, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *word = g_match_info_fetch (match, 0);
      g_autoptr(GString) digits = g_string_new (NULL);
      int value;

      for (const char *p = word; *p; p++)
        if (*p != ',')
          g_string_append_c (digits, *p);
      value = atoi (digits->str);
      g_array_append_val (out, value);
      g_match_info_next (match, NULL);
    }
  return out;
}

static char *
example_path (const char *file)
{
  return g_build_filename (examples_dir, file, NULL);
}

static GPtrArray *
example_files (void)
{
  return scenario_list_files (examples_dir);
}

/* The documents that show file: exactly one is expected, its variant's
 * for its player count. */
typedef struct
{
  const char *file;
  guint       shown;
  const CnRules *rules;
  int         players;
  char       *section;
} Showing;

static void
find_showing (const CnHelpDoc *doc,
              gpointer         data)
{
  Showing *showing = data;

  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);
      g_auto(GStrv) files = cn_help_doc_list_examples (doc, section->id);

      if (!g_strv_contains ((const char * const *) files, showing->file))
        continue;
      showing->shown++;
      showing->rules = doc->rules;
      showing->players = doc->players;
      g_free (showing->section);
      showing->section = g_strdup (section->id);
    }
}

/* -------------------------------------------------------------- examples */

static void
test_example (gconstpointer data)
{
  const char *file = data;
  g_autofree char *path = example_path (file);
  g_autofree char *folder = g_path_get_dirname (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  Showing showing = { .file = file };
  JsonObject *root;
  JsonObject *expect;
  CnState final;

  scenario = cn_scenario_new_from_file (path, &error);
  g_assert_no_error (error);
  root = json_node_get_object (scenario->root);

  /* What the pane shows: a title, a description and its section. */
  g_assert_true (json_object_has_member (root, "title"));
  g_assert_true (json_object_has_member (root, "description"));
  g_assert_true (json_object_has_member (root, "section"));
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (root, "moves")), >, 0);

  /* The classic examples lie at the top, the others in their variant's
   * folder; the help of that variant and player count shows the file, and
   * no other help does (a classic position says nothing true about the
   * pozo, nor a partnership about one against one). */
  if (scenario->state.rules->variant == CN_VARIANT_CLASSIC)
    g_assert_cmpstr (folder, ==, ".");
  else
    g_assert_cmpstr (folder, ==, scenario->state.rules->id);
  for_each_doc (find_showing, &showing);
  if (showing.shown != 1)
    g_error ("%s: shown by %u documents, not one", file, showing.shown);
  g_assert_true (showing.rules == scenario->state.rules);
  g_assert_cmpint (showing.players, ==, scenario->state.n_players);
  g_assert_cmpstr (json_object_get_string_member (root, "section"), ==, showing.section);
  g_free (showing.section);

  /* Its moves give the verdicts its text tells, and a round it ends shows
   * its score sheet: every side's total, base and cards are pinned. */
  expect = cn_scenario_get_expect (scenario);
  g_assert_nonnull (expect);
  result = cn_referee_run (scenario, &final);
  scenario_expect_check (expect, json_node_get_object (result), &final, problems);
  if (final.phase == CN_PHASE_ROUND_OVER)
    {
      JsonArray *sides = json_object_has_member (expect, "scores")
                         ? json_object_get_array_member (expect, "scores") : NULL;

      if (sides == NULL || json_array_get_length (sides) != final.n_sides)
        g_string_append (problems, "; the round ends: expect.scores must give every side");
      for (guint i = 0; sides != NULL && i < json_array_get_length (sides); i++)
        {
          JsonObject *side = json_array_get_object_element (sides, i);

          if (!json_object_has_member (side, "total") || !json_object_has_member (side, "base") ||
              !json_object_has_member (side, "cards") || !json_object_has_member (side, "lines"))
            g_string_append_printf (problems, "; expect.scores[%u] lacks total, base, cards or lines", i);
        }
    }
  if (problems->len > 0)
    g_error ("%s: %s", file, problems->str);
}

/* Opening examples quote the side's total and its minimum: both must be
 * the file's and the table's. */
static void
test_examples_quote_the_file (void)
{
  g_autoptr(CnHelpDoc) doc = cn_help_build (cn_rules_get (CN_VARIANT_CLASSIC), 4);
  guint checked = 0;

  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);
          g_autofree char *path = NULL;
          g_autoptr(CnScenario) scenario = NULL;
          g_autoptr(GError) error = NULL;
          int side, total;

          if (block->kind != CN_HELP_BLOCK_EXAMPLE)
            continue;
          path = example_path (block->example);
          scenario = cn_scenario_new_from_file (path, &error);
          g_assert_no_error (error);
          side = cn_state_side_of (&scenario->state, scenario->state.turn);
          total = scenario->state.scores[side];
          if (total == 0)
            continue;

          {
            g_autofree char *total_text = cn_text_number (total);
            g_autofree char *minimum_text =
              cn_text_number (cn_rules_opening_minimum (doc->rules, total));
            g_autofree char *sentence = g_strdup_printf ("has %s points, so its opening must be worth at least %s.",
                                                         total_text, minimum_text);

            if (strstr (block->text, sentence) == NULL)
              g_error ("%s: the text does not say \"%s\": %s", block->example, sentence, block->text);
            checked++;
          }
        }
    }
  g_assert_cmpuint (checked, ==, 4);
}

/* -------------------------------------------------------------- sections */

static void
check_doc_complete (const CnHelpDoc *doc,
                    gpointer         data)
{
  const char * const *ids = cn_help_section_ids ();
  guint n_ids = g_strv_length ((char **) ids);

  g_assert_cmpuint (doc->sections->len, ==, n_ids);
  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);
      g_autofree char *where = NULL;

      g_assert_cmpstr (section->id, ==, ids[i]);
      g_assert_true (cn_help_doc_find_section (doc, ids[i]) == section);
      g_assert_nonnull (section->title);
      g_assert_cmpstr (section->title, !=, "");
      g_assert_cmpstr (section->title, ==, cn_help_section_title_for (doc->rules, section->id));
      g_assert_cmpuint (section->blocks->len, >, 0);

      where = g_strdup_printf ("%s/%d/%s", doc->rules->id, doc->players, section->id);
      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

          switch (block->kind)
            {
            case CN_HELP_BLOCK_PARAGRAPH:
              g_assert_nonnull (block->text);
              g_assert_cmpuint (strlen (block->text), >, 20);
              assert_markup (block->text, where);
              break;
            case CN_HELP_BLOCK_LIST:
              g_assert_nonnull (block->items);
              g_assert_cmpuint (g_strv_length (block->items), >, 0);
              for (guint k = 0; block->items[k]; k++)
                {
                  g_assert_cmpstr (block->items[k], !=, "");
                  assert_markup (block->items[k], where);
                }
              break;
            case CN_HELP_BLOCK_TABLE:
              g_assert_cmpuint (block->n_columns, >=, 2);
              g_assert_cmpuint (block->n_rows, >, 0);
              g_assert_cmpuint (g_strv_length (block->header), ==, block->n_columns);
              g_assert_cmpuint (g_strv_length (block->cells), ==, block->n_rows * block->n_columns);
              for (guint k = 0; block->cells[k]; k++)
                {
                  g_assert_cmpstr (block->cells[k], !=, "");
                  assert_markup (block->cells[k], where);
                }
              if (block->title)
                assert_markup (block->title, where);
              break;
            case CN_HELP_BLOCK_EXAMPLE:
              g_assert_true (g_str_has_suffix (block->example, ".json"));
              g_assert_nonnull (block->title);
              g_assert_nonnull (block->text);
              assert_markup (block->title, where);
              assert_markup (block->text, where);
              break;
            default:
              g_assert_not_reached ();
            }
        }
    }
}

static void
test_sections_complete (void)
{
  for_each_doc (check_doc_complete, NULL);

  /* An unsupported player count falls back to the variant's first seating. */
  {
    g_autoptr(CnHelpDoc) doc = cn_help_build (cn_rules_get (CN_VARIANT_URUGUAYAN), 3);

    g_assert_cmpint (doc->players, ==, 4);
  }
  g_assert_null (cn_help_section_title ("no-such-section"));
}

/* --------------------------------------------------------------- numbers */

static const CnHelpBlock *
find_table (const CnHelpDoc *doc,
            const char      *section_id,
            const char      *first_header)
{
  const CnHelpSection *section = cn_help_doc_find_section (doc, section_id);

  g_assert_nonnull (section);
  for (guint i = 0; i < section->blocks->len; i++)
    {
      const CnHelpBlock *block = g_ptr_array_index (section->blocks, i);

      if (block->kind == CN_HELP_BLOCK_TABLE && g_str_equal (block->header[0], first_header))
        return block;
    }
  g_error ("%s: no table headed \"%s\" in %s", doc->rules->id, first_header, section_id);
  return NULL;
}

static int
cell_number (const char *cell)
{
  g_autoptr(GArray) numbers = numbers_in (cell);

  g_assert_cmpuint (numbers->len, ==, 1);
  return g_array_index (numbers, int, 0);
}

/* The opening table, read back from the text, gives the table's minimum
 * at both edges of every band and changes exactly at the band edges. */
static void
check_opening_table (const CnHelpDoc *doc,
                     gpointer         data)
{
  const CnHelpBlock *table = find_table (doc, "opening", "Your side’s total");
  const CnRules *r = doc->rules;
  int next_low = G_MININT;
  guint steps = 0;

  while (steps < CN_MAX_OPENING_STEPS && r->opening[steps].below != G_MAXINT)
    steps++;
  g_assert_cmpuint (table->n_rows, ==, steps + 1);

  for (guint i = 0; i < table->n_rows; i++)
    {
      const char *band = table->cells[i * 2];
      int minimum = cell_number (table->cells[i * 2 + 1]);
      g_autoptr(GArray) edges = numbers_in (band);
      int low, high;

      if (g_str_has_prefix (band, "below "))
        {
          g_assert_cmpuint (i, ==, 0);
          g_assert_cmpuint (edges->len, ==, 1);
          low = G_MININT;
          high = g_array_index (edges, int, 0) - 5;
          g_assert_cmpint (cn_rules_opening_minimum (r, -1000000), ==, minimum);
        }
      else if (g_str_has_suffix (band, " and more"))
        {
          g_assert_cmpuint (i, ==, table->n_rows - 1);
          g_assert_cmpuint (edges->len, ==, 1);
          low = g_array_index (edges, int, 0);
          high = G_MAXINT;
          g_assert_cmpint (cn_rules_opening_minimum (r, low + 1000000), ==, minimum);
        }
      else
        {
          g_assert_nonnull (strstr (band, " to "));
          g_assert_cmpuint (edges->len, ==, 2);
          low = g_array_index (edges, int, 0);
          high = g_array_index (edges, int, 1);
          g_assert_cmpint (cn_rules_opening_minimum (r, high), ==, minimum);
        }

      if (low != G_MININT)
        {
          g_assert_cmpint (low, ==, next_low);
          g_assert_cmpint (cn_rules_opening_minimum (r, low), ==, minimum);
          g_assert_cmpint (cn_rules_opening_minimum (r, low - 5), !=, minimum);
        }
      if (high != G_MAXINT)
        {
          g_assert_cmpint (cn_rules_opening_minimum (r, high), ==, minimum);
          g_assert_cmpint (cn_rules_opening_minimum (r, high + 5), !=, minimum);
          next_low = high + 5;
        }
    }
}

static void
test_opening_tables (void)
{
  for_each_doc (check_opening_table, NULL);
}

static void
assert_cell (const CnHelpBlock *table,
             const char        *label,
             int                value)
{
  for (guint i = 0; i < table->n_rows; i++)
    if (g_str_equal (table->cells[i * table->n_columns], label))
      {
        g_autofree char *text = cn_text_number (value);

        g_assert_cmpstr (table->cells[i * table->n_columns + 1], ==, text);
        return;
      }
  g_error ("no row \"%s\"", label);
}

static void
check_value_tables (const CnHelpDoc *doc,
                    gpointer         data)
{
  const CnRules *r = doc->rules;
  const CnHelpBlock *values = find_table (doc, "values", "Card");
  const CnHelpBlock *bonuses = find_table (doc, "scoring", "For");

  assert_cell (values, "Joker", r->value_joker);
  assert_cell (values, "Two", r->value_two);
  assert_cell (values, "Ace", r->value_ace);
  assert_cell (values, "King, queen, jack, 10, 9, 8", r->value_high);
  assert_cell (values, "7, 6, 5, 4", r->value_low);
  assert_cell (values, "Black three", r->value_black_three);

  assert_cell (bonuses, "Natural canasta", r->bonus_natural_canasta);
  /* Where the source calls the canasta of wild cards alone the dirty one,
   * the mixed one says what it holds. */
  if (r->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA)
    {
      assert_cell (bonuses, "Mixed canasta (naturals with wild cards)", r->bonus_mixed_canasta);
      assert_cell (bonuses, "Canasta of wild cards alone", r->bonus_wild_mixed);
    }
  else
    assert_cell (bonuses, "Mixed canasta", r->bonus_mixed_canasta);
  if (r->red_three_bonus[2] == 2 * r->red_three_bonus[1])
    assert_cell (bonuses, "Each red three", r->red_three_bonus[1]);
  else
    /* Not a price each: the count's own table, in "Red and Black Threes". */
    g_assert_cmpuint (find_table (doc, "threes", "Red threes")->n_rows, ==, CN_MAX_RED_THREES);
  assert_cell (bonuses, "Going out", r->bonus_going_out);
  if (r->concealed_allowed)
    assert_cell (bonuses, "Going out concealed, in all", r->bonus_concealed_total);
  if (r->bonus_natural_aces)
    {
      assert_cell (bonuses, "Natural canasta of aces", r->bonus_natural_aces);
      assert_cell (bonuses, "Mixed canasta of aces", r->bonus_mixed_aces);
    }
}

static void
test_value_tables (void)
{
  for_each_doc (check_value_tables, NULL);
}

static void
add_allowed (GHashTable *allowed,
             int         value)
{
  g_hash_table_add (allowed, GINT_TO_POINTER (ABS (value)));
}

/* Every number of a row, and the few the text derives from them. */
static void
allowed_numbers (const CnRules *r,
                 GHashTable    *allowed)
{
  const int fields[] = {
    r->decks, r->jokers_per_deck, r->target, r->value_joker, r->value_two,
    r->value_ace, r->value_high, r->value_low, r->value_black_three, r->meld_min,
    r->meld_max, r->canasta_size, r->max_wilds, r->wild_meld_min,
    r->black_three_meld_min, r->black_three_meld_max, r->pozo_size,
    r->premiado_naturals, r->bonus_natural_canasta, r->bonus_mixed_canasta,
    r->bonus_natural_aces, r->bonus_mixed_aces, r->bonus_wild_mixed, r->bonus_wild_twos,
    r->bonus_wild_jokers, r->bonus_going_out, r->bonus_concealed_total,
    r->black_three_amount, r->bonus_canastilla, r->canastilla_count, r->bonus_canaston,
    r->canaston_count, r->bonus_exact_cut, r->fixed_rounds_default,
    r->fixed_rounds_suggested, r->fixed_rounds_max,
    /* derived in the text */
    cn_rules_total_cards (r), r->decks * r->jokers_per_deck,
    cn_rules_total_cards (r) / r->decks - r->jokers_per_deck,
    r->meld_max - r->max_wilds, r->max_wilds + 1, r->meld_min - 1,
    r->bonus_concealed_total - r->bonus_going_out, r->pozo_size - 1,
    r->black_three_meld_min - 1, r->black_three_meld_max - 1,
  };

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    add_allowed (allowed, fields[i]);
  for (int i = 0; i < CN_MAX_OPENING_STEPS; i++)
    {
      add_allowed (allowed, r->opening[i].minimum);
      if (r->opening[i].below != G_MAXINT)
        {
          add_allowed (allowed, r->opening[i].below);
          add_allowed (allowed, r->opening[i].below - 5);
        }
      else
        break;
    }
  for (int i = 0; i <= CN_MAX_RED_THREES; i++)
    {
      add_allowed (allowed, r->red_three_bonus[i]);
      if (r->red_three_bonus[i])
        add_allowed (allowed, i);
    }
  for (int i = 0; i < CN_MAX_SEATINGS && r->seatings[i].players; i++)
    {
      const CnSeating *s = &r->seatings[i];

      add_allowed (allowed, s->players);
      add_allowed (allowed, s->sides);
      add_allowed (allowed, s->players / s->sides);
      add_allowed (allowed, s->hand_size);
      add_allowed (allowed, s->players * s->hand_size);
      add_allowed (allowed, s->draw_count);
      add_allowed (allowed, s->canastas_needed);
    }
}

static void
check_numbers_in (const char *text,
                  GHashTable *allowed,
                  const char *where)
{
  g_autoptr(GArray) numbers = numbers_in (text);

  for (guint i = 0; i < numbers->len; i++)
    {
      int value = g_array_index (numbers, int, i);

      if (!g_hash_table_contains (allowed, GINT_TO_POINTER (value)))
        g_error ("%s: %d is not a number of the variant table: %s", where, value, text);
    }
}

/* The paragraph or list item of a section that holds all the words, or
 * NULL. */
static const char *
find_text (const CnHelpDoc *doc,
           const char      *section_id,
           ...)
{
  const CnHelpSection *section = cn_help_doc_find_section (doc, section_id);

  g_assert_nonnull (section);
  for (guint j = 0; j < section->blocks->len; j++)
    {
      const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);
      const char *texts[64] = { block->text };
      guint n = block->text ? 1 : 0;

      if (block->kind == CN_HELP_BLOCK_LIST)
        for (n = 0; block->items[n] && n < G_N_ELEMENTS (texts); n++)
          texts[n] = block->items[n];
      for (guint t = 0; t < n; t++)
        {
          gboolean all = TRUE;
          va_list args;
          const char *word;

          va_start (args, section_id);
          while (all && (word = va_arg (args, const char *)) != NULL)
            all = strstr (texts[t], word) != NULL;
          va_end (args);
          if (all)
            return texts[t];
        }
    }
  return NULL;
}

/* No number in a variant's text that its row does not hold (the variants
 * section quotes every row; the first column of a table names cards and
 * bands, checked above; examples quote their files). */
static void
test_table_numbers (gconstpointer data)
{
  const CnRules *rules = cn_rules_lookup (data);
  g_autoptr(GHashTable) own = g_hash_table_new (NULL, NULL);
  g_autoptr(GHashTable) all = g_hash_table_new (NULL, NULL);

  allowed_numbers (rules, own);
  for (int v = 0; v < CN_N_VARIANTS; v++)
    allowed_numbers (variant_rules (v), all);

  for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
    {
      g_autoptr(CnHelpDoc) doc = cn_help_build (rules, rules->seatings[i].players);

      for (guint s = 0; s < doc->sections->len; s++)
        {
          const CnHelpSection *section = g_ptr_array_index (doc->sections, s);
          GHashTable *allowed = g_str_equal (section->id, "variants") ? all : own;

          for (guint j = 0; j < section->blocks->len; j++)
            {
              const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

              switch (block->kind)
                {
                case CN_HELP_BLOCK_PARAGRAPH:
                  check_numbers_in (block->text, allowed, section->id);
                  break;
                case CN_HELP_BLOCK_LIST:
                  for (guint k = 0; block->items[k]; k++)
                    check_numbers_in (block->items[k], allowed, section->id);
                  break;
                case CN_HELP_BLOCK_TABLE:
                  for (guint k = 0; block->cells[k]; k++)
                    if (k % block->n_columns != 0)
                      check_numbers_in (block->cells[k], allowed, section->id);
                  break;
                case CN_HELP_BLOCK_EXAMPLE:
                default:
                  break;
                }
            }
        }
    }
}

/* The text quotes the numbers a learner needs, where the rule is. */
static void
test_classic_numbers (void)
{
  const CnRules *classic = cn_rules_get (CN_VARIANT_CLASSIC);
  /* The classic text quotes the numbers a learner needs. */
  {
    g_autoptr(CnHelpDoc) doc = cn_help_build (classic, 4);
    const CnHelpSection *deck = cn_help_doc_find_section (doc, "deck");
    const CnHelpSection *end = cn_help_doc_find_section (doc, "end");
    const CnHelpBlock *first = g_ptr_array_index (deck->blocks, 0);
    g_autofree char *total = g_strdup_printf ("%d cards in all", cn_rules_total_cards (classic));
    g_autofree char *target = cn_text_number (classic->target);
    gboolean found = FALSE;

    g_assert_nonnull (strstr (first->text, total));
    for (guint j = 0; j < end->blocks->len; j++)
      {
        const CnHelpBlock *block = g_ptr_array_index (end->blocks, j);

        if (block->kind == CN_HELP_BLOCK_PARAGRAPH && strstr (block->text, target))
          found = TRUE;
      }
    g_assert_true (found);
    g_assert_cmpstr (target, ==, "5,000");
  }
}


static void
test_fifteen_numbers (void)
{
  const CnRules *r = cn_rules_get (CN_VARIANT_FIFTEEN);
  g_autoptr(CnHelpDoc) doc = cn_help_build (r, 4);
  g_autofree char *range = g_strdup_printf ("from 1 to %d; %d is the usual choice, one deal by "
                                            "each player", r->fixed_rounds_max,
                                            r->fixed_rounds_suggested);
  g_autofree char *concealed = g_strdup_printf ("after taking the pile earns the plain %d",
                                                r->bonus_going_out);

  /* "one deal by each player" holds for the variant's one seating. */
  g_assert_cmpint (r->fixed_rounds_suggested, ==, r->seatings[0].players);
  g_assert_nonnull (find_text (doc, "end", range, "highest total", "tied", NULL));
  g_assert_nonnull (find_text (doc, "going-out", concealed, NULL));
  g_assert_nonnull (find_text (doc, "opening", "drew from the stock", "needs no minimum", NULL));
  g_assert_nonnull (find_text (doc, "deck", "a red three does not", NULL));
  g_assert_nonnull (find_text (doc, "pile", "A wild card anywhere in the pile freezes it", NULL));
  /* The other variants offer no fixed-rounds game, and say none. */
  for (int v = 0; v < CN_N_VARIANTS; v++)
    if (v != CN_VARIANT_FIFTEEN)
      {
        g_autoptr(CnHelpDoc) other = cn_help_build (variant_rules (v), 4);

        g_assert_cmpint (variant_rules (v)->fixed_rounds_max, ==, 0);
        g_assert_null (find_text (other, "end", "fixed number of rounds", NULL));
      }
}

static void
test_italian_numbers (void)
{
  const CnRules *r = cn_rules_get (CN_VARIANT_ITALIAN);

  for (int i = 0; i < CN_MAX_SEATINGS && r->seatings[i].players; i++)
    {
      g_autoptr(CnHelpDoc) doc = cn_help_build (r, r->seatings[i].players);
      g_autofree char *wild = g_strdup_printf ("%d wild cards, jokers and twos", r->wild_meld_min);
      g_autofree char *bonus = cn_text_number (r->bonus_wild_mixed);
      g_autofree char *blacks = g_strdup_printf ("with %d or %d black threes from the hand",
                                                 r->black_three_meld_min - 1,
                                                 r->black_three_meld_max - 1);
      g_autofree char *penalty = g_strdup_printf ("costs its side %d", r->black_three_amount);
      g_autofree char *canastas = g_strdup_printf ("needs %d canasta", r->seatings[i].canastas_needed);
      g_autofree char *dealt = g_strdup_printf ("dealt %d cards", r->seatings[i].hand_size);

      g_assert_nonnull (find_text (doc, "melds", wild, bonus, "no card may be added", NULL));
      g_assert_nonnull (find_text (doc, "pile", blacks, "must then end by going out", NULL));
      g_assert_nonnull (find_text (doc, "deck", "stays there whatever it is", NULL));
      g_assert_nonnull (find_text (doc, "threes", penalty, NULL));
      g_assert_nonnull (find_text (doc, "going-out", canastas, NULL));
      g_assert_nonnull (find_text (doc, "going-out", "you may discard the last card", NULL));
      g_assert_nonnull (find_text (doc, "deck", dealt, NULL));
      g_assert_nonnull (find_text (doc, "end", "neither melds nor discards", NULL));
    }
}

/* ----------------------------------------------------- example references */

static void
collect_examples (const CnHelpDoc *doc,
                  gpointer         data)
{
  GHashTable *referenced = data;
  g_auto(GStrv) files = cn_help_doc_list_examples (doc, NULL);

  for (guint i = 0; files[i]; i++)
    {
      g_autofree char *path = example_path (files[i]);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        g_error ("%s/%d references %s, which does not exist", doc->rules->id, doc->players, files[i]);
      g_hash_table_add (referenced, g_strdup (files[i]));
    }
}

static void
test_examples_referenced (void)
{
  g_autoptr(GHashTable) referenced = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) files = example_files ();

  for_each_doc (collect_examples, referenced);
  g_assert_cmpuint (files->len, >=, 14);
  for (guint i = 0; i < files->len; i++)
    if (!g_hash_table_contains (referenced, g_ptr_array_index (files, i)))
      g_error ("%s is in %s but no help section shows it",
               (char *) g_ptr_array_index (files, i), examples_dir);
  g_assert_cmpuint (g_hash_table_size (referenced), ==, files->len);
}

/* Every rule set teaches with its own positions: at least six examples in
 * the help of each variant and player count that has any, the classic
 * four-player game's in every section they were written for. */
static void
check_example_counts (const CnHelpDoc *doc,
                      gpointer         data)
{
  g_auto(GStrv) files = cn_help_doc_list_examples (doc, NULL);
  guint n = g_strv_length (files);

  g_test_message ("%s/%d: %u examples", doc->rules->id, doc->players, n);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      g_assert_cmpstr (files[i], !=, files[j]);
  if (doc->rules->variant == CN_VARIANT_CLASSIC && doc->players != 4)
    g_assert_cmpuint (n, ==, 0);
  else if (doc->rules->variant == CN_VARIANT_CLASSIC)
    g_assert_cmpuint (n, >=, 17);
  else
    g_assert_cmpuint (n, >=, 6);
}

static void
test_example_counts (void)
{
  for_each_doc (check_example_counts, NULL);
}

/* The numbers an example's text quotes are the variant table's or the
 * position's: the sides' totals, a verdict's numbers, the score sheet of a
 * round it ends. */
static void
check_example_numbers (const CnHelpDoc *doc,
                       gpointer         data)
{
  g_autoptr(GHashTable) table = g_hash_table_new (NULL, NULL);

  allowed_numbers (doc->rules, table);
  for (guint s = 0; s < doc->sections->len; s++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, s);

      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);
          g_autoptr(GHashTable) allowed = NULL;
          g_autofree char *path = NULL;
          g_autoptr(CnScenario) scenario = NULL;
          g_autoptr(GError) error = NULL;
          g_autofree char *where = NULL;
          CnState state;

          if (block->kind != CN_HELP_BLOCK_EXAMPLE)
            continue;
          allowed = g_hash_table_new (NULL, NULL);
          {
            GHashTableIter iter;
            gpointer key;

            g_hash_table_iter_init (&iter, table);
            while (g_hash_table_iter_next (&iter, &key, NULL))
              g_hash_table_add (allowed, key);
          }
          path = example_path (block->example);
          scenario = cn_scenario_new_from_file (path, &error);
          g_assert_no_error (error);
          state = scenario->state;
          for (int side = 0; side < state.n_sides; side++)
            add_allowed (allowed, state.scores[side]);
          for (guint m = 0; m < scenario->moves->len; m++)
            {
              CnVerdict verdict = { 0 };

              if (!cn_apply (&state, &g_array_index (scenario->moves, CnMove, m), &verdict, NULL))
                for (int k = 0; k < CN_VERDICT_NUMS; k++)
                  add_allowed (allowed, verdict.nums[k]);
            }
          if (state.phase == CN_PHASE_ROUND_OVER)
            {
              CnRoundScore score;

              cn_state_score (&state, &score);
              for (int side = 0; side < score.n_sides; side++)
                {
                  add_allowed (allowed, score.sides[side].total);
                  add_allowed (allowed, score.sides[side].base);
                  add_allowed (allowed, score.sides[side].cards);
                  for (int line = 0; line < CN_N_LINES; line++)
                    add_allowed (allowed, score.sides[side].lines[line]);
                }
            }
          where = g_strdup_printf ("%s/%d: %s", doc->rules->id, doc->players, block->example);
          check_numbers_in (block->title, allowed, where);
          check_numbers_in (block->text, allowed, where);
        }
    }
}

static void
test_example_numbers (void)
{
  for_each_doc (check_example_numbers, NULL);
}

/* ----------------------------------------------------------------- codes */

static void
check_codes (const CnHelpDoc *doc,
             gpointer         data)
{
  for (int code = 0; code < CN_N_CODES; code++)
    {
      const char *id = cn_help_section_for_code (code);

      g_assert_nonnull (id);
      g_assert_cmpstr (id, ==, cn_code_section (code));
      if (cn_help_doc_find_section (doc, id) == NULL)
        g_error ("%s: %s cites section %s, which the document lacks",
                 doc->rules->id, cn_code_name (code), id);
    }
}

static void
test_codes (void)
{
  for_each_doc (check_codes, NULL);
}

/* --------------------------------------------------------------- numbers */

static void
test_format_number (void)
{
  static const struct { int value; const char *text; } cases[] = {
    { 0, "0" }, { 5, "5" }, { 999, "999" }, { 1000, "1,000" }, { 1495, "1,495" },
    { 15000, "15,000" }, { 1000000, "1,000,000" }, { -100, "−100" }, { -2500, "−2,500" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cn_text_number (cases[i].value);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* ----------------------------------------------------------- translations */

static char *locale_dir;

static gboolean
compile_catalogs (void)
{
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  g_autoptr(GError) error = NULL;

  if (msgfmt == NULL)
    return FALSE;

  locale_dir = g_dir_make_tmp ("canasta-help-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      const char *lang = i == 0 ? "es" : "it";
      g_autofree char *po = g_strdup_printf ("%s/%s.po", po_dir, lang);
      g_autofree char *dir = g_build_filename (locale_dir, lang, "LC_MESSAGES", NULL);
      g_autofree char *mo = g_build_filename (dir, "canasta.mo", NULL);
      const char *argv[] = { msgfmt, "--check", "-o", mo, po, NULL };
      int status = 0;

      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                    &status, &error);
      g_assert_no_error (error);
      g_spawn_check_wait_status (status, &error);
      g_assert_no_error (error);
    }
  return TRUE;
}

static void
remove_catalogs (void)
{
  if (locale_dir == NULL)
    return;
  for (guint i = 0; i < 2; i++)
    {
      const char *lang = i == 0 ? "es" : "it";
      g_autofree char *dir = g_build_filename (locale_dir, lang, "LC_MESSAGES", NULL);
      g_autofree char *mo = g_build_filename (dir, "canasta.mo", NULL);
      g_autofree char *lc = g_build_filename (locale_dir, lang, NULL);

      g_unlink (mo);
      g_rmdir (dir);
      g_rmdir (lc);
    }
  g_rmdir (locale_dir);
  g_clear_pointer (&locale_dir, g_free);
}

static void
use_language (const char *language)
{
  if (language)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  /* GNU gettext ignores LANGUAGE in the C locale; C.UTF-8 is enough, and
   * setting the locale again drops gettext's cache of the last language. */
  setlocale (LC_ALL, language ? "C.UTF-8" : "C");
  bindtextdomain ("canasta", locale_dir);
  bind_textdomain_codeset ("canasta", "UTF-8");
}

/* Counts the texts of doc (translated) and how many differ from english
 * (the same document in English): all of them, for a complete catalogue. */
static void
count_translated (const CnHelpDoc *doc,
                  const CnHelpDoc *english,
                  guint           *differ,
                  guint           *total)
{
  for (guint s = 0; s < doc->sections->len; s++)
    {
      const CnHelpSection *a = g_ptr_array_index (doc->sections, s);
      const CnHelpSection *b = g_ptr_array_index (english->sections, s);

      g_assert_cmpuint (a->blocks->len, ==, b->blocks->len);
      (*total)++;
      if (!g_str_equal (a->title, b->title))
        (*differ)++;
      for (guint j = 0; j < a->blocks->len; j++)
        {
          const CnHelpBlock *x = g_ptr_array_index (a->blocks, j);
          const CnHelpBlock *y = g_ptr_array_index (b->blocks, j);

          g_assert_cmpint (x->kind, ==, y->kind);
          if (x->kind == CN_HELP_BLOCK_PARAGRAPH || x->kind == CN_HELP_BLOCK_EXAMPLE)
            {
              (*total)++;
              if (!g_str_equal (x->text, y->text))
                (*differ)++;
              else
                g_test_message ("untranslated: %s", x->text);
            }
          if (x->kind == CN_HELP_BLOCK_EXAMPLE)
            {
              (*total)++;
              if (!g_str_equal (x->title, y->title))
                (*differ)++;
              else
                g_test_message ("untranslated: %s", x->title);
              g_assert_cmpstr (x->example, ==, y->example);
            }
          if (x->kind == CN_HELP_BLOCK_LIST)
            for (guint k = 0; x->items[k]; k++)
              {
                (*total)++;
                if (!g_str_equal (x->items[k], y->items[k]))
                  (*differ)++;
                else
                  g_test_message ("untranslated: %s", x->items[k]);
              }
          if (x->kind == CN_HELP_BLOCK_TABLE)
            for (guint k = 0; k < x->n_columns; k++)
              {
                (*total)++;
                if (!g_str_equal (x->header[k], y->header[k]))
                  (*differ)++;
                else
                  g_test_message ("untranslated: %s", x->header[k]);
              }
        }
    }
}

/* A section's paragraphs and list items, one a line. */
static char *
section_text (const CnHelpSection *section)
{
  GString *text = g_string_new (NULL);

  for (guint j = 0; j < section->blocks->len; j++)
    {
      const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

      if (block->text != NULL)
        g_string_append_printf (text, "%s\n", block->text);
      for (guint k = 0; block->items != NULL && block->items[k] != NULL; k++)
        g_string_append_printf (text, "%s\n", block->items[k]);
    }
  return g_string_free (text, FALSE);
}

/* Where every player plays alone, nothing in the rules asks a partner
 * "May I go out?", not even the keys (G asks nobody). */
static void
test_no_partner_to_ask (void)
{
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = variant_rules (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
        {
          g_autoptr(CnHelpDoc) doc = NULL;

          if (rules->seatings[i].players > rules->seatings[i].sides)
            continue;
          doc = cn_help_build (rules, rules->seatings[i].players);
          for (guint j = 0; j < doc->sections->len; j++)
            {
              const CnHelpSection *section = g_ptr_array_index (doc->sections, j);
              g_autofree char *text = section_text (section);

              if (strstr (text, "May I go out?") != NULL || strstr (text, "May I close?") != NULL)
                g_error ("%s for %d players, section %s, asks a partner", rules->id,
                         rules->seatings[i].players, section->id);
            }
        }
    }
}

/* The uruguayan rules say pozo and closing, as their table's buttons and
 * messages do ("Take Pozo", "May I Close?"): the sections are "The Pozo"
 * and "Closing", and nothing sends the reader to "The Discard Pile" or
 * "Going Out". In every variant, a "see “…”" names a section of the same
 * document. */
static void
test_section_words (void)
{
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = variant_rules (v);

      for (int k = 0; k < CN_MAX_SEATINGS && rules->seatings[k].players > 0; k++)
        {
          g_autoptr(CnHelpDoc) doc = cn_help_build (rules, rules->seatings[k].players);
          g_autoptr(GRegex) see = g_regex_new ("see “([^”]+)”", G_REGEX_DEFAULT, G_REGEX_MATCH_DEFAULT, NULL);
          gboolean uruguayan = rules->variant == CN_VARIANT_URUGUAYAN;

          g_assert_cmpstr (cn_help_doc_find_section (doc, "pile")->title, ==,
                           uruguayan ? "The Pozo" : "The Discard Pile");
          g_assert_cmpstr (cn_help_doc_find_section (doc, "going-out")->title, ==,
                           uruguayan ? "Closing" : "Going Out");

          for (guint i = 0; i < doc->sections->len; i++)
            {
              const CnHelpSection *section = g_ptr_array_index (doc->sections, i);
              g_autofree char *text = section_text (section);
              g_autoptr(GMatchInfo) match = NULL;

              if (uruguayan)
                {
                  g_assert_null (strstr (text, "Discard Pile"));
                  g_assert_null (strstr (text, "“Going Out”"));
                }
              g_regex_match (see, text, G_REGEX_MATCH_DEFAULT, &match);
              for (; g_match_info_matches (match); g_match_info_next (match, NULL))
                {
                  g_autofree char *title = g_match_info_fetch (match, 1);
                  gboolean found = FALSE;

                  for (guint j = 0; j < doc->sections->len && !found; j++)
                    found = g_str_equal (((CnHelpSection *) g_ptr_array_index (doc->sections, j))->title, title);
                  if (!found)
                    g_error ("%s, %d players, %s: “%s” is no section of these rules", rules->id,
                             rules->seatings[k].players, section->id, title);
                }
            }
        }
    }
}

/* The rules speak to players: where this game picks one of several table
 * rules it says so in table words (a house rule, some tables), never by
 * pointing at a written source or at "our decision". */
static void
assert_speaks_to_players (const CnHelpDoc *doc,
                          const char      *language)
{
  static const char *const jargon[][4] = {
    { "source", "our decision", "we read", NULL },
    { "fuente", "decisión nuestra", "nuestra decisión", "lo entendemos" },
    { "fonte", "decisione nostra", "nostra decisione", "lo intendiamo" },
  };
  guint lang = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;

  for (guint i = 0; i < doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (doc->sections, i);
      g_autofree char *text = section_text (section);
      g_autofree char *lower = g_utf8_strdown (text, -1);

      for (guint k = 0; k < G_N_ELEMENTS (jargon[lang]) && jargon[lang][k]; k++)
        if (strstr (lower, jargon[lang][k]) != NULL)
          g_error ("help section %s speaks of “%s”", section->id, jargon[lang][k]);
    }
}

static void
test_translated (gconstpointer data)
{
  const char *language = data;
  gboolean spanish = g_str_equal (language, "es");
  g_autoptr(CnHelpDoc) doc = NULL;
  const CnHelpSection *pile;
  const CnHelpSection *opening;
  g_autofree char *thousands = NULL;
  guint differ = 0, total = 0;

  if (locale_dir == NULL && !compile_catalogs ())
    {
      g_test_skip ("msgfmt is not installed");
      return;
    }

  use_language (language);
  if (setlocale (LC_ALL, NULL) == NULL || g_str_equal (setlocale (LC_ALL, NULL), "C"))
    {
      use_language (NULL);
      g_test_skip ("no C.UTF-8 locale");
      return;
    }

  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      g_autoptr(CnHelpDoc) each = cn_help_build (variant_rules (v), 0);

      check_doc_complete (each, NULL);
    }

  doc = cn_help_build (cn_rules_get (CN_VARIANT_CLASSIC), 4);
  pile = cn_help_doc_find_section (doc, "pile");
  opening = cn_help_doc_find_section (doc, "opening");
  thousands = cn_text_number (5000);

  if (spanish)
    {
      g_assert_nonnull (strstr (pile->title, "pozo"));
      g_assert_nonnull (strstr (cn_help_doc_find_section (doc, "going-out")->title, "Salir"));
    }
  else
    {
      g_assert_nonnull (strstr (pile->title, "pozzo"));
      g_assert_nonnull (strstr (cn_help_doc_find_section (doc, "going-out")->title, "Chiudere"));
    }

  /* The uruguayan players close (cerrar) where the classic ones go out
   * (salir): their sections say so, as their table's buttons do. */
  {
    g_autoptr(CnHelpDoc) uruguayan = cn_help_build (cn_rules_get (CN_VARIANT_URUGUAYAN), 4);

    g_assert_cmpstr (cn_help_doc_find_section (uruguayan, "going-out")->title, ==,
                     spanish ? "Cerrar" : "Chiudere");
    g_assert_cmpstr (cn_help_doc_find_section (uruguayan, "pile")->title, ==,
                     spanish ? "El pozo" : "Il pozzo");
  }
  g_assert_cmpstr (thousands, ==, "5.000");

  /* The opening table reads "1.500" in both languages. */
  {
    const CnHelpBlock *table = NULL;

    for (guint i = 0; i < opening->blocks->len && table == NULL; i++)
      {
        const CnHelpBlock *block = g_ptr_array_index (opening->blocks, i);

        if (block->kind == CN_HELP_BLOCK_TABLE)
          table = block;
      }
    g_assert_nonnull (table);
    g_assert_nonnull (strstr (table->cells[2], "1.495"));
  }

  /* Everything, not only the titles, comes out translated: every
   * variant's document at every player count. */
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = variant_rules (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players; i++)
        {
          g_autoptr(CnHelpDoc) translated = NULL;
          g_autoptr(CnHelpDoc) original = NULL;

          use_language (NULL);
          original = cn_help_build (rules, rules->seatings[i].players);
          use_language (language);
          translated = cn_help_build (rules, rules->seatings[i].players);
          count_translated (translated, original, &differ, &total);
          assert_speaks_to_players (original, NULL);
          assert_speaks_to_players (translated, language);
        }
    }

  /* The Italian variant in Italian names its canastas as Italian players
   * do: clean (pulita) and dirty (sporca), and the canasta of wild cards
   * one way only (canasta di matte), never a dirty one. */
  if (!spanish)
    {
      g_autoptr(CnHelpDoc) italian = cn_help_build (cn_rules_get (CN_VARIANT_ITALIAN), 4);
      const CnHelpSection *melds = cn_help_doc_find_section (italian, "melds");
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint j = 0; j < melds->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (melds->blocks, j);

          if (block->kind == CN_HELP_BLOCK_PARAGRAPH)
            g_string_append (text, block->text);
        }
      g_assert_nonnull (strstr (text->str, "<b>pulita</b>"));
      g_assert_nonnull (strstr (text->str, "<b>sporca</b>"));
      g_assert_nonnull (strstr (text->str, "<b>canasta di matte</b>"));
      g_assert_null (strstr (text->str, "mista"));
      g_assert_null (strstr (text->str, "canasta sporca"));
    }

  /* The uruguayan players close (cerrar, chiudere) where the others go out;
   * in Spanish going out (salir) is their opening, so their partner is
   * asked «¿Puedo cerrar?» everywhere in their rules, keys included. */
  {
    g_autoptr(CnHelpDoc) uruguayan = cn_help_build (cn_rules_get (CN_VARIANT_URUGUAYAN), 4);
    const char *ask = spanish ? "«¿Puedo cerrar?»" : "«Posso chiudere?»";

    for (guint i = 0; i < uruguayan->sections->len; i++)
      {
        const CnHelpSection *section = g_ptr_array_index (uruguayan->sections, i);
        g_autofree char *text = section_text (section);

        g_assert_null (strstr (text, "¿Puedo salir?"));
        if (g_str_equal (section->id, "turn") || g_str_equal (section->id, "going-out") ||
            g_str_equal (section->id, "how-to-play-app"))
          g_assert_nonnull (strstr (text, ask));
      }
  }

  /* A rule chosen among the tables' house rules still says so. */
  {
    g_autoptr(CnHelpDoc) uruguayan = cn_help_build (cn_rules_get (CN_VARIANT_URUGUAYAN), 4);
    const CnHelpSection *going_out = cn_help_doc_find_section (uruguayan, "going-out");
    g_autofree char *text = section_text (going_out);

    g_assert_nonnull (strstr (text, spanish ? "regla de la casa" : "regola della casa"));
    use_language (NULL);
    g_clear_pointer (&uruguayan, cn_help_doc_free);
    uruguayan = cn_help_build (cn_rules_get (CN_VARIANT_URUGUAYAN), 4);
    g_clear_pointer (&text, g_free);
    text = section_text (cn_help_doc_find_section (uruguayan, "going-out"));
    g_assert_nonnull (strstr (text, "a house rule"));
    /* The uruguayan players take the pozo, never a pile. */
    g_clear_pointer (&text, g_free);
    text = section_text (cn_help_doc_find_section (uruguayan, "turn"));
    g_assert_nonnull (strstr (text, "take the whole pozo"));
    g_assert_nonnull (strstr (text, "face up on the pozo"));
    g_clear_pointer (&text, g_free);
    text = section_text (cn_help_doc_find_section (uruguayan, "threes"));
    g_assert_nonnull (strstr (text, "blocks the pozo"));
    g_assert_null (strstr (text, "pile"));
    g_clear_pointer (&text, g_free);
    text = section_text (cn_help_doc_find_section (uruguayan, "how-to-play-app"));
    g_assert_nonnull (strstr (text, "take the pozo with the selected cards"));
    g_assert_null (strstr (text, "pile"));
    use_language (language);
  }

  g_assert_cmpuint (differ, ==, total);

  use_language (NULL);
}

/* The scoring section names each line as the round summary and the score
 * sheet do, in each language: the list item of a line starts with its
 * name, for every variant. */
static void
test_line_names (void)
{
  const char *languages[] = { NULL, "es", "it" };
  const CnLine lines[] = {
    CN_LINE_MELDS, CN_LINE_HANDS, CN_LINE_NATURAL_CANASTAS, CN_LINE_MIXED_CANASTAS,
    CN_LINE_RED_THREES, CN_LINE_GOING_OUT, CN_LINE_CANASTILLA, CN_LINE_EXACT_CUT,
  };

  if (locale_dir == NULL && !compile_catalogs ())
    {
      g_test_skip ("msgfmt is not installed");
      return;
    }

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      use_language (languages[l]);
      for (int v = 0; v < CN_N_VARIANTS; v++)
        {
          const CnRules *rules = variant_rules (v);
          g_autoptr(CnHelpDoc) doc = cn_help_build (rules, 0);
          const CnHelpSection *scoring = cn_help_doc_find_section (doc, "scoring");

          g_assert_nonnull (scoring);
          for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
            {
              g_autofree char *start = g_strdup_printf ("<b>%s</b>", cn_help_line_label (v, lines[i]));
              gboolean found = FALSE;

              if (!cn_rules_has_line (rules, lines[i]))
                continue;
              for (guint b = 0; b < scoring->blocks->len && !found; b++)
                {
                  const CnHelpBlock *block = g_ptr_array_index (scoring->blocks, b);

                  for (guint k = 0; block->kind == CN_HELP_BLOCK_LIST && block->items[k] != NULL; k++)
                    if (g_str_has_prefix (block->items[k], start))
                      found = TRUE;
                }
              if (!found)
                g_error ("%s, %s: the scoring section has no line named %s",
                         languages[l] != NULL ? languages[l] : "en", rules->id, start);
            }
        }
    }
  use_language (NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) files = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);

  examples_dir = g_getenv ("CANASTA_HELP_EXAMPLES_DIR");
  po_dir = g_getenv ("CANASTA_HELP_PO_DIR");
  if (examples_dir == NULL || po_dir == NULL)
    {
      g_printerr ("set CANASTA_HELP_EXAMPLES_DIR and CANASTA_HELP_PO_DIR\n");
      return 1;
    }

  files = example_files ();
  for (guint i = 0; i < files->len; i++)
    {
      const char *file = g_ptr_array_index (files, i);
      g_autofree char *name = g_strndup (file, strlen (file) - strlen (".json"));
      g_autofree char *path = g_strdup_printf ("/help/example/%s", name);

      g_test_add_data_func (path, file, test_example);
    }
  g_test_add_func ("/help/examples-quote-their-files", test_examples_quote_the_file);
  g_test_add_func ("/help/examples-referenced", test_examples_referenced);
  g_test_add_func ("/help/example-counts", test_example_counts);
  g_test_add_func ("/help/example-numbers", test_example_numbers);
  g_test_add_func ("/help/sections-complete", test_sections_complete);
  g_test_add_func ("/help/opening-tables", test_opening_tables);
  g_test_add_func ("/help/value-tables", test_value_tables);
  g_test_add_data_func ("/help/numbers/classic", "classic", test_table_numbers);
  g_test_add_data_func ("/help/numbers/fifteen", "fifteen", test_table_numbers);
  g_test_add_data_func ("/help/numbers/italian", "italian", test_table_numbers);
  g_test_add_data_func ("/help/numbers/uruguayan", "uruguayan", test_table_numbers);
  g_test_add_func ("/help/classic-numbers", test_classic_numbers);
  g_test_add_func ("/help/fifteen-numbers", test_fifteen_numbers);
  g_test_add_func ("/help/italian-numbers", test_italian_numbers);
  g_test_add_func ("/help/codes", test_codes);
  g_test_add_func ("/help/format-number", test_format_number);
  g_test_add_func ("/help/section-words", test_section_words);
  g_test_add_func ("/help/no-partner-to-ask", test_no_partner_to_ask);
  g_test_add_func ("/help/line-names", test_line_names);
  /* Last: these switch the language of the process. */
  g_test_add_data_func ("/help/translated/es", "es", test_translated);
  g_test_add_data_func ("/help/translated/it", "it", test_translated);

  status = g_test_run ();
  remove_catalogs ();
  return status;
}
