/* test-referee-input.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cn-scenario.h"

/* The path of the canasta-cli binary, from meson's arguments. */
static const char *cli_path;

/* A small valid position that the bad inputs below each break in one place. */
#define HANDS "\"hands\": [[\"5H\", \"6H\"], [\"7H\"], [\"8H\"], [\"9H\"]]"
#define GOOD "{\"variant\": \"classic\", \"players\": 4, " HANDS ", " \
             "\"stock\": [\"4C\", \"KD\"], \"discard\": [\"QS\"]"

typedef struct
{
  const char *name;
  const char *json;
  const char *expect[3];   /* substrings of the error message */
} BadCase;

static const BadCase bad_cases[] = {
  { "malformed", "{\"variant\": \"classic\",, }", { "not valid JSON" } },
  { "truncated", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"dr", { "not valid JSON" } },
  { "whitespace", "  \n\t ", { "the file is empty" } },
  { "not-an-object", "[1, 2, 3]", { "one object" } },
  { "trailing", GOOD "} {}", { "not valid JSON" } },
  { "unknown-card", "{\"variant\": \"classic\", \"players\": 4, "
    "\"hands\": [[\"5H\"], [\"7H\"], [\"8H\", \"9H\", \"ZZ\"], [\"9H\"]]}",
    { "hands[2][2]", "unknown card \"ZZ\"" } },
  { "five-5h", "{\"variant\": \"classic\", \"players\": 4, "
    "\"hands\": [[\"5H\", \"5H\", \"5H\", \"5H\", \"5H\"], [], [], []]}",
    { "hands[0][2]", "too many 5H", "2" } },
  { "5h-spread", "{\"variant\": \"classic\", \"players\": 4, "
    "\"hands\": [[\"5H\"], [], [], []], \"stock\": [\"5H\"], \"discard\": [\"h5\"]}",
    { "discard[0]", "too many 5H" } },
  { "five-jokers", "{\"variant\": \"classic\", \"players\": 4, "
    "\"hands\": [[\"JK\", \"JK\", \"JK\", \"JK\", \"jk\"], [], [], []]}",
    { "hands[0][4]", "too many JK" } },
  { "seat-7", GOOD ", \"moves\": [{\"seat\": 7, \"do\": \"draw\"}]}",
    { "moves[0].seat", "no seat 7", "4-player" } },
  { "seat-negative", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"draw\"}, {\"seat\": -1, \"do\": \"draw\"}]}",
    { "moves[1].seat", "no seat -1" } },
  { "turn-4", GOOD ", \"turn\": 4}", { "turn", "no seat 4" } },
  { "unknown-variant", "{\"variant\": \"poker\", \"players\": 4, " HANDS "}",
    { "variant", "unknown variant \"poker\"", "classic, fifteen, italian, uruguayan" } },
  { "players-5", "{\"variant\": \"classic\", \"players\": 5, " HANDS "}",
    { "players", "5 players", "4, 2, 3" } },
  { "players-0", "{\"variant\": \"classic\", \"players\": 0, " HANDS "}",
    { "players", "0 players" } },
  { "uruguayan-2", "{\"variant\": \"uruguayan\", \"players\": 2, \"hands\": [[], []]}",
    { "players", "uruguayan", "2 players" } },
  { "uruguayan-fourth-copy", "{\"variant\": \"uruguayan\", \"players\": 4, "
    "\"hands\": [[\"KS\", \"KS\", \"KS\", \"KS\"], [], [], []]}",
    { "hands[0][3]", "too many KS", "3" } },
  { "uruguayan-seventh-joker", "{\"variant\": \"uruguayan\", \"players\": 4, "
    "\"hands\": [[\"JK\", \"JK\", \"JK\"], [\"JK\", \"JK\", \"JK\"], [\"JK\"], []]}",
    { "hands[2][0]", "too many JK", "6" } },
  { "moda-in-classic", GOOD ", \"moda\": \"K\"}",
    { "\"moda\" does not belong to a classic position" } },
  { "moda-not-natural", "{\"variant\": \"uruguayan\", \"players\": 4, " HANDS ", "
    "\"moda\": \"2\"}", { "moda", "natural rank", "not 2" } },
  { "exact-cut-side", "{\"variant\": \"uruguayan\", \"players\": 4, " HANDS ", "
    "\"exact_cut\": 2}", { "exact_cut", "no side 2" } },
  { "premiado-twice", "{\"variant\": \"uruguayan\", \"players\": 4, " HANDS ", "
    "\"premiado_taken\": [1, 1]}", { "premiado_taken[1]", "side 1 is listed twice" } },
  { "add-rank-and-meld", "{\"variant\": \"uruguayan\", \"players\": 4, " HANDS ", "
    "\"moves\": [{\"seat\": 0, \"do\": \"add\", \"rank\": \"K\", \"meld\": 0, "
    "\"cards\": [\"5H\"]}]}", { "moves[0]", "\"rank\" or by \"meld\", not both" } },
  { "cut-without-lift", "{\"variant\": \"uruguayan\", \"players\": 4, " HANDS ", "
    "\"moves\": [{\"seat\": 2, \"do\": \"cut\"}]}", { "moves[0]", "needs \"lift\"" } },
  { "hands-count", "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[], [], []]}",
    { "hands", "4 entries", "found 3" } },
  { "missing-hands", "{\"variant\": \"classic\", \"players\": 4}", { "missing \"hands\"" } },
  { "missing-variant", "{\"players\": 4, " HANDS "}", { "missing \"variant\"" } },
  { "unknown-key", GOOD ", \"hand\": []}", { "unknown key \"hand\"" } },
  { "unknown-move-key", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"draw\", \"card\": \"5H\"}]}",
    { "moves[0]", "\"card\" does not belong to a draw move" } },
  { "unknown-do", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"fly\"}]}",
    { "moves[0].do", "unknown move \"fly\"" } },
  { "missing-do", GOOD ", \"moves\": [{\"seat\": 0}]}", { "moves[0]", "missing \"do\"" } },
  { "meld-without-cards", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"meld\"}]}",
    { "moves[0]", "needs \"cards\"" } },
  { "add-without-rank", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"add\", \"cards\": [\"5H\"]}]}",
    { "moves[0]", "needs \"rank\"" } },
  { "add-bad-rank", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"add\", \"rank\": \"Z\", \"cards\": []}]}",
    { "moves[0].rank", "unknown rank \"Z\"" } },
  { "too-many-cards", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"meld\", \"cards\": "
    "[\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\",\"5H\"]}]}",
    { "moves[0].cards", "too many cards in one move", "13" } },
  { "move-unknown-card", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"discard\", \"card\": \"1Z\"}]}",
    { "moves[0].card", "unknown card \"1Z\"" } },
  { "red-three-not", "{\"variant\": \"classic\", \"players\": 4, " HANDS
    ", \"red_threes\": [[\"3H\", \"5D\"], []]}", { "red_threes[0][1]", "not a red three" } },
  { "phase-unknown", GOOD ", \"phase\": \"discard\"}", { "phase", "unknown value \"discard\"" } },
  { "phase-round-over-end", GOOD ", \"phase\": \"round-over\", \"end\": \"went-out\"}",
    { "seat 0 went out holding 2 cards" } },
  { "end-not-over", GOOD ", \"end\": \"stock-exhausted\"}", { "the round has an end but is not over" } },
  { "opening-record-too-big", GOOD ", \"phase\": \"play\", \"turn_points\": 50, "
    "\"turn_naturals\": {\"K\": 3}}", { "more cards melded this turn on K" } },
  { "had-turn-without-turn", GOOD ", \"had_turn\": [1]}", { "seat 0 is to play" } },
  { "play-empty-hand", "{\"variant\": \"classic\", \"players\": 4, \"phase\": \"play\", "
    "\"hands\": [[], [\"7H\"], [\"8H\"], [\"9H\"]], \"stock\": [\"4C\", \"KD\"], "
    "\"discard\": [\"QS\"]}", { "seat 0 is to play with an empty hand", "no card to meld or discard" } },
  { "play-empty-hand-turn-2", "{\"variant\": \"uruguayan\", \"players\": 4, \"phase\": \"play\", "
    "\"turn\": 2, \"hands\": [[\"5H\"], [\"7H\"], [], [\"9H\"]], \"stock\": [\"4C\", \"KD\"], "
    "\"discard\": [\"QS\"]}", { "seat 2 is to play with an empty hand" } },
  { "duplicate-players", GOOD ", \"players\": 2}", { "line 1", "the key \"players\" appears twice" } },
  { "duplicate-escaped", GOOD ", \"\\u0070layers\": 2}", { "\"players\" appears twice" } },
  { "duplicate-in-move", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"discard\", "
    "\"card\": \"5H\", \"card\": \"6H\"}]}", { "the key \"card\" appears twice" } },
  { "phase-asking-solo", "{\"variant\": \"classic\", \"players\": 2, \"phase\": \"asking\", "
    "\"hands\": [[\"5H\"], [\"6H\"]]}", { "phase", "no partner" } },
  { "pile-state-wrong", GOOD ", \"pile_state\": \"frozen\"}", { "pile_state", "open", "frozen" } },
  { "opened-wrong", GOOD ", \"opened\": [true, false]}", { "opened[0]", "no melds" } },
  { "melded-earlier-seat", GOOD ", \"melded_earlier\": [9]}", { "melded_earlier[0]", "no seat 9" } },
  { "option-unknown", GOOD ", \"options\": {\"jokers\": 9}}", { "options", "unknown key \"jokers\"" } },

  /* Wrong types, one key at a time. */
  { "type-variant", "{\"variant\": 1, \"players\": 4, " HANDS "}",
    { "variant", "expected a string, found an integer" } },
  { "type-players", "{\"variant\": \"classic\", \"players\": \"4\", " HANDS "}",
    { "players", "expected an integer, found a string" } },
  { "type-players-float", "{\"variant\": \"classic\", \"players\": 4.5, " HANDS "}",
    { "players", "expected an integer, found a number with a fraction" } },
  { "type-hands", "{\"variant\": \"classic\", \"players\": 4, \"hands\": {}}",
    { "hands", "expected an array, found an object" } },
  { "type-hand", "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[], \"5H\", [], []]}",
    { "hands[1]", "expected an array, found a string" } },
  { "type-card", "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[], [], [5], []]}",
    { "hands[2][0]", "expected a string, found an integer" } },
  { "type-card-null", "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[], [], [null], []]}",
    { "hands[2][0]", "expected a string, found null" } },
  { "type-scores", GOOD ", \"scores\": [\"x\", 0]}", { "scores[0]", "expected an integer" } },
  { "type-scores-count", GOOD ", \"scores\": [0, 0, 0]}", { "scores", "expected 2 entries" } },
  { "type-turn", GOOD ", \"turn\": true}", { "turn", "expected an integer, found a boolean" } },
  { "type-phase", GOOD ", \"phase\": 1}", { "phase", "expected a string" } },
  { "type-options", GOOD ", \"options\": []}", { "options", "expected an object, found an array" } },
  { "type-option", GOOD ", \"options\": {\"red_threes_at_deal\": \"yes\"}}",
    { "options.red_threes_at_deal", "expected true or false" } },
  { "type-stock", "{\"variant\": \"classic\", \"players\": 4, " HANDS ", \"stock\": \"4C\"}",
    { "stock", "expected an array" } },
  { "type-melds", GOOD ", \"melds\": [[\"5C\"], []]}", { "melds[0][0]", "expected an array, found a string" } },
  { "type-moves", GOOD ", \"moves\": {}}", { "moves", "expected an array, found an object" } },
  { "type-move", GOOD ", \"moves\": [\"draw\"]}", { "moves[0]", "expected an object, found a string" } },
  { "type-seat", GOOD ", \"moves\": [{\"seat\": \"0\", \"do\": \"draw\"}]}",
    { "moves[0].seat", "expected an integer" } },
  { "type-do", GOOD ", \"moves\": [{\"seat\": 0, \"do\": 1}]}", { "moves[0].do", "expected a string" } },
  { "type-yes", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"answer-go-out\", \"yes\": \"yes\"}]}",
    { "moves[0].yes", "expected true or false" } },
  { "type-cards", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"meld\", \"cards\": \"5H\"}]}",
    { "moves[0].cards", "expected an array" } },
  { "type-with", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"take-pile\", \"with\": [1]}]}",
    { "moves[0].with[0]", "expected a string" } },
  { "type-card-key", GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"discard\", \"card\": [\"5H\"]}]}",
    { "moves[0].card", "expected a string, found an array" } },
  { "type-title", GOOD ", \"title\": 5}", { "title", "expected a string" } },
  { "type-expect", GOOD ", \"expect\": []}", { "expect", "expected an object" } },

  /* Numbers out of range. */
  { "overflow-players", "{\"variant\": \"classic\", \"players\": 18446744073709551620, " HANDS "}",
    { "number out of range" } },
  { "overflow-seat", GOOD ", \"moves\": [{\"seat\": 99999999999999999999999, \"do\": \"draw\"}]}",
    { "number out of range" } },
  { "huge-exponent", GOOD ", \"turn\": 1e400}", { "turn", "number out of range" } },
  { "int64-max-seat", GOOD ", \"moves\": [{\"seat\": 922337203685477, \"do\": \"draw\"}]}",
    { "moves[0].seat", "no seat 922337203685477" } },
  { "score-range", GOOD ", \"scores\": [2147483648, 0]}", { "scores[0]", "out of range" } },
  { "score-negative-range", GOOD ", \"scores\": [0, -2147483649]}", { "scores[1]", "out of range" } },
};

static void
test_bad_input (gconstpointer data)
{
  const BadCase *bad = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;

  scenario = cn_scenario_new_from_data (bad->json, -1, &error);
  g_assert_null (scenario);
  g_assert_error (error, CN_SCENARIO_ERROR, error->code);
  g_test_message ("%s: %s", bad->name, error->message);
  for (guint i = 0; i < G_N_ELEMENTS (bad->expect) && bad->expect[i] != NULL; i++)
    if (strstr (error->message, bad->expect[i]) == NULL)
      g_test_fail_printf ("error \"%s\" does not mention \"%s\"", error->message, bad->expect[i]);
}

static void
expect_error (const char *data,
              gssize      length,
              const char *part1,
              const char *part2)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;

  scenario = cn_scenario_new_from_data (data, length, &error);
  g_assert_null (scenario);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, part1));
  if (part2 != NULL)
    g_assert_nonnull (strstr (error->message, part2));
}

static void
test_empty (void)
{
  expect_error ("", 0, "the file is empty", NULL);
}

/* A long array of cards, n entries of card, as JSON. */
static char *
long_array (const char *card,
            guint       n)
{
  GString *out = g_string_new ("[");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s\"%s\"", i ? "," : "", card);
  g_string_append_c (out, ']');
  return g_string_free (out, FALSE);
}

static void
test_huge_arrays (void)
{
  g_autofree char *cards = long_array ("5H", 100000);
  g_autofree char *hand = g_strdup_printf ("{\"variant\": \"classic\", \"players\": 4, "
                                           "\"hands\": [%s, [], [], []]}", cards);
  g_autofree char *stock = g_strdup_printf ("{\"variant\": \"classic\", \"players\": 4, " HANDS
                                            ", \"stock\": %s}", cards);
  g_autofree char *pile = g_strdup_printf ("{\"variant\": \"classic\", \"players\": 4, " HANDS
                                           ", \"discard\": %s}", cards);
  g_autofree char *move = g_strdup_printf (GOOD ", \"moves\": [{\"seat\": 0, \"do\": \"meld\", "
                                           "\"cards\": %s}]}", cards);
  g_autoptr(GString) moves = g_string_new (GOOD ", \"moves\": [");
  g_autoptr(GString) hands = g_string_new ("{\"variant\": \"classic\", \"players\": 4, \"hands\": [");

  expect_error (hand, -1, "hands[0]", "too many entries (100000");
  expect_error (stock, -1, "stock", "too many entries");
  expect_error (pile, -1, "discard", "too many entries");
  expect_error (move, -1, "moves[0].cards", "too many cards in one move (100000");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (moves, "%s{\"seat\": 0, \"do\": \"draw\"}", i ? "," : "");
  g_string_append (moves, "]}");
  expect_error (moves->str, -1, "moves", "too many entries (100000");

  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (hands, "%s[]", i ? "," : "");
  g_string_append (hands, "]}");
  expect_error (hands->str, -1, "hands", "expected 4 entries, one per seat, found 100000");
}

static void
test_deep_nesting (void)
{
  g_autoptr(GString) arrays = g_string_new (NULL);
  g_autoptr(GString) objects = g_string_new (GOOD ", \"expect\": ");
  g_autoptr(GString) unclosed = g_string_new (NULL);

  for (int i = 0; i < 10000; i++)
    g_string_append_c (arrays, '[');
  for (int i = 0; i < 10000; i++)
    g_string_append_c (arrays, ']');
  expect_error (arrays->str, -1, "nested deeper than", NULL);

  for (int i = 0; i < 10000; i++)
    g_string_append (objects, "{\"a\": ");
  g_string_append (objects, "1");
  for (int i = 0; i < 10000; i++)
    g_string_append_c (objects, '}');
  g_string_append_c (objects, '}');
  expect_error (objects->str, -1, "nested deeper than", NULL);

  /* A million open brackets and nothing else. */
  for (int i = 0; i < 1000000; i++)
    g_string_append_c (unclosed, '[');
  expect_error (unclosed->str, -1, "nested deeper than", NULL);

  /* Brackets inside strings are not nesting. */
  {
    g_autoptr(GString) text = g_string_new (GOOD ", \"title\": \"");
    g_autoptr(CnScenario) scenario = NULL;
    g_autoptr(GError) error = NULL;

    for (int i = 0; i < 100; i++)
      g_string_append (text, "[{\\\"");
    g_string_append (text, "\"}");
    scenario = cn_scenario_new_from_data (text->str, -1, &error);
    g_assert_no_error (error);
    g_assert_nonnull (scenario);
  }
}

static void
test_not_utf8 (void)
{
  static const char latin1[] = "{\"variant\": \"cl\xe1ssic\", \"players\": 4}";
  static const char overlong[] = "{\"variant\": \"\xc0\xaf\", \"players\": 4}";
  static const char nul[] = "{\"variant\": \"classic\"\0, \"players\": 4}";
  static const char card[] = "{\"variant\": \"classic\", \"players\": 4,\n"
                             "\"hands\": [[\"5\xff\"], [], [], []]}";

  expect_error (latin1, sizeof latin1 - 1, "not valid UTF-8", "line 1");
  expect_error (overlong, sizeof overlong - 1, "not valid UTF-8", NULL);
  expect_error (nul, sizeof nul - 1, "line 1: a NUL byte (byte 22)", "binary data");
  expect_error (card, sizeof card - 1, "not valid UTF-8", "line 2");
}

static void
test_long_strings (void)
{
  g_autoptr(GString) card = g_string_new (NULL);
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;

  for (int i = 0; i < 100000; i++)
    g_string_append_c (card, 'A');
  json = g_strdup_printf ("{\"variant\": \"classic\", \"players\": 4, "
                          "\"hands\": [[\"%s\"], [], [], []]}", card->str);
  scenario = cn_scenario_new_from_data (json, -1, &error);
  g_assert_null (scenario);
  g_assert_nonnull (strstr (error->message, "hands[0][0]: unknown card \"AAAA"));
  /* The message quotes the start of the string, not all of it. */
  g_assert_cmpuint (strlen (error->message), <, 200);
}

static void
test_too_large (void)
{
  gsize n = CN_SCENARIO_MAX_BYTES + 10;
  g_autofree char *data = g_malloc (n);

  memset (data, ' ', n);
  data[0] = '{';
  data[n - 1] = '}';
  expect_error (data, (gssize) n, "the file is too large", "at most 8388608");
}

static void
test_engine_meld_refused (void)
{
  /* A meld that is not a meld: the engine's own message, with the place. */
  expect_error ("{\"variant\": \"classic\", \"players\": 4, " HANDS
                ", \"melds\": [[[\"5C\", \"6C\", \"7C\"]], []]}", -1, "melds[0][0]", NULL);
}

static void
test_good_roundtrip (void)
{
  static const char good[] =
    "{\"variant\": \"classic\", \"players\": 4, \"scores\": [1100, -40], \"turn\": 2,"
    " \"hands\": [[\"AH\", \"c1\", \"2D\", \"5C\"], [\"9S\"], [\"QD\", \"th\"], [\"4H\"]],"
    " \"stock\": [\"4C\", \"9D\"], \"discard\": [\"7S\", \"2C\", \"KH\"],"
    " \"melds\": [[[\"KD\", \"KD\", \"KC\", \"2H\"]], []], \"red_threes\": [[], [\"3D\"]],"
    " \"title\": \"round trip\", \"expect\": {\"results\": []},"
    " \"moves\": [{\"seat\": 2, \"do\": \"draw\"}, {\"seat\": 2, \"do\": \"discard\", \"card\": \"QD\"}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(CnScenario) again = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) state2 = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  JsonObject *object;
  JsonArray *stock, *discard, *hands;

  scenario = cn_scenario_new_from_data (good, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (scenario->moves->len, ==, 2);
  g_assert_nonnull (cn_scenario_get_expect (scenario));

  g_assert_cmpint (scenario->state.scores[0], ==, 1100);
  g_assert_cmpint (scenario->state.scores[1], ==, -40);
  g_assert_cmpint (scenario->state.turn, ==, 2);
  g_assert_cmpint (scenario->state.hand_n[0], ==, 4);
  g_assert_cmpint (scenario->state.hand[2][CN_CARD (CN_RANK_TEN, CN_SUIT_HEARTS)], ==, 1);
  /* Stock top first in the file, top last in the engine. */
  g_assert_cmpint (scenario->state.stock_n, ==, 2);
  g_assert_cmpint (scenario->state.stock[1], ==, CN_CARD (4, CN_SUIT_CLUBS));
  g_assert_cmpint (scenario->state.pile_n, ==, 3);
  g_assert_cmpint (cn_state_pile_top (&scenario->state), ==, CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS));
  g_assert_cmpint (scenario->state.n_red_threes[1], ==, 1);

  state = cn_scenario_state_to_json (&scenario->state);
  object = json_node_get_object (state);
  stock = json_object_get_array_member (object, "stock");
  discard = json_object_get_array_member (object, "discard");
  hands = json_object_get_array_member (object, "hands");
  g_assert_cmpstr (json_array_get_string_element (stock, 0), ==, "4C");
  g_assert_cmpstr (json_array_get_string_element (discard, 2), ==, "KH");
  g_assert_cmpuint (json_array_get_length (json_array_get_array_element (hands, 2)), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (object, "pile_state"), ==, "frozen");

  /* The state is in the scenario's own form: it loads back to itself. */
  text = json_to_string (state, FALSE);
  again = cn_scenario_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  state2 = cn_scenario_state_to_json (&again->state);
  text2 = json_to_string (state2, FALSE);
  g_assert_cmpstr (text, ==, text2);
}

/* Random byte damage to a good scenario: every result is either a scenario
 * or an error, never a crash; the scenarios that still load are played. */
static void
test_mutations (void)
{
  static const char good[] =
    "{\"variant\": \"classic\", \"players\": 4, \"scores\": [1100, 0], \"phase\": \"play\","
    " \"hands\": [[\"AH\", \"AC\", \"2D\", \"5C\", \"4C\", \"4C\", \"4D\", \"KD\"], [\"9S\"],"
    " [\"QD\"], [\"4H\"]], \"stock\": [\"4S\", \"9D\"], \"discard\": [\"7S\", \"2C\", \"KH\"],"
    " \"melds\": [[], [[\"QH\", \"QH\", \"QC\"]]], \"red_threes\": [[], [\"3D\"]],"
    " \"moves\": [{\"seat\": 0, \"do\": \"meld\", \"cards\": [\"AH\", \"AC\", \"2D\"]},"
    " {\"seat\": 0, \"do\": \"meld\", \"cards\": [\"4C\", \"4C\", \"4D\"]},"
    " {\"seat\": 0, \"do\": \"discard\", \"card\": \"KD\"},"
    " {\"seat\": 1, \"do\": \"take-pile\", \"with\": []},"
    " {\"seat\": 1, \"do\": \"draw\"}, {\"seat\": 1, \"do\": \"discard\", \"card\": \"9S\"}]}";
  static const char alphabet[] = "{}[]\",:0123456789-eE.tfnAKQJ2345HSDCx \\\xff";
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260101);
  guint loaded = 0;

  for (guint i = 0; i < 20000; i++)
    {
      g_autofree char *text = g_strdup (good);
      gsize len = strlen (text);
      guint edits = g_rand_int_range (rand, 1, 4);
      g_autoptr(GError) error = NULL;
      g_autoptr(CnScenario) scenario = NULL;

      for (guint e = 0; e < edits; e++)
        {
          gsize at = g_rand_int_range (rand, 0, (gint32) len);

          switch (g_rand_int_range (rand, 0, 3))
            {
            case 0:   /* replace a byte */
              text[at] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
              break;
            case 1:   /* cut the text short */
              text[at] = '\0';
              len = at;
              break;
            default:  /* swap two bytes */
              {
                gsize other = g_rand_int_range (rand, 0, (gint32) len);
                char c = text[at];

                text[at] = text[other];
                text[other] = c;
              }
              break;
            }
          if (len == 0)
            break;
        }

      scenario = cn_scenario_new_from_data (text, (gssize) len, &error);
      if (scenario == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          continue;
        }
      g_assert_no_error (error);
      loaded++;
      {
        g_autoptr(JsonNode) result = cn_referee_run (scenario, NULL);

        g_assert_true (JSON_NODE_HOLDS_OBJECT (result));
      }
    }
  g_test_message ("%u of 20000 damaged scenarios still loaded", loaded);
}

/* ------------------------------------------------------------ the binary */

static void
run_cli (const char  *input_path,
         const char  *stdin_text,
         int         *status,
         char       **out,
         char       **err)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocessFlags flags = G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE;

  if (stdin_text != NULL)
    flags |= G_SUBPROCESS_FLAGS_STDIN_PIPE;
  process = g_subprocess_new (flags, &error, cli_path, "referee", input_path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, stdin_text, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *status = g_subprocess_get_exit_status (process);
}

/* canasta-cli play with args; returns the exit status. */
static int
run_play (const char * const *args,
          char              **out,
          char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) cli_path);
  g_ptr_array_add (argv, (gpointer) "play");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

/* play --rounds: fifteen's game of a fixed number of rounds, and the
 * variants and numbers that have none. */
static void
test_cli_play_rounds (void)
{
  static const char * const fixed[] = { "-v", "fifteen", "--rounds", "2", "-q", "-s", "5", NULL };
  static const char * const classic[] = { "-v", "classic", "--rounds", "2", NULL };
  const CnRules *fifteen = cn_rules_lookup ("fifteen");
  g_autofree char *max_text = g_strdup_printf ("%d", fifteen->fixed_rounds_max + 1);
  g_autofree char *max_error = g_strdup_printf ("--rounds must be from 1 to %d for fifteen, not %d",
                                                fifteen->fixed_rounds_max,
                                                fifteen->fixed_rounds_max + 1);
  const char * const too_many[] = { "-v", "fifteen", "--rounds", max_text, NULL };
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *out2 = NULL;
  g_autofree char *err2 = NULL;
  g_autofree char *out3 = NULL;
  g_autofree char *err3 = NULL;
  const char *over;
  int rounds;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  g_assert_cmpint (run_play (fixed, &out, &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  g_assert_nonnull (strstr (out, "2 rounds, highest total wins"));
  g_assert_nonnull (strstr (out, "Round 1 of 2 "));
  g_assert_nonnull (strstr (out, "Round 2 of 2 "));
  over = strstr (out, "Game over after ");
  g_assert_nonnull (over);
  rounds = atoi (over + strlen ("Game over after "));
  /* Two rounds, or more only to break a tie. */
  g_assert_cmpint (rounds, >=, 2);
  g_assert_true (rounds == 2 || strstr (out, "to break the tie") != NULL);

  g_assert_cmpint (run_play (classic, &out2, &err2), ==, 2);
  g_assert_nonnull (strstr (err2, "classic has no game of a fixed number of rounds"));
  g_assert_cmpint (run_play (too_many, &out3, &err3), ==, 2);
  g_assert_nonnull (strstr (err3, max_error));
}

static char *
write_temp (const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = NULL;
  int fd = g_file_open_tmp ("canasta-referee-XXXXXX.json", &path, &error);

  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
test_cli_bad_file (void)
{
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *prefix = NULL;
  int status;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  /* A move of a seat that does not exist; a position with no move to
   * play, which the bot refuses the same way (the seat to play, in the play
   * phase, has no card). */
  static const char * const files[][2] = {
    { "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[\"5H\"], [], [], []], "
      "\"moves\": [{\"seat\": 7, \"do\": \"draw\"}]}", "moves[0].seat: no seat 7" },
    { "{\"variant\": \"classic\", \"players\": 2, \"phase\": \"play\", \"turn\": 1, "
      "\"hands\": [[\"5H\"], []], \"stock\": [\"4C\"], \"discard\": [\"QS\"], "
      "\"moves\": [{\"seat\": 1, \"do\": \"draw\"}]}", "seat 1 is to play with an empty hand" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_clear_pointer (&prefix, g_free);
      g_clear_pointer (&path, g_free);
      path = write_temp (files[i][0]);
      run_cli (path, NULL, &status, &out, &err);
      g_remove (path);
      g_test_message ("stderr: %s", err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      prefix = g_strdup_printf ("canasta-cli: %s: ", path);
      g_assert_true (g_str_has_prefix (err, prefix));
      g_assert_nonnull (strstr (err, files[i][1]));
      g_assert_cmpstr (strchr (err, '\n'), ==, "\n");
    }
}

static void
test_cli_missing_file (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  run_cli ("/nonexistent/scenario.json", NULL, &status, &out, &err);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "cannot read"));
}

static void
check_good_output (const char *out)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *object;
  JsonArray *results;

  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  object = json_node_get_object (json_parser_get_root (parser));
  results = json_object_get_array_member (object, "results");
  g_assert_cmpuint (json_array_get_length (results), ==, 2);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (results, 0), "ok"));
  g_assert_false (json_object_get_boolean_member (json_array_get_object_element (results, 1), "ok"));
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (results, 1), "code"),
                   ==, "not-your-turn");
  g_assert_true (json_object_has_member (object, "state"));
  g_assert_false (json_object_get_boolean_member (object, "round_over"));
  g_assert_false (json_object_has_member (object, "scores"));
}

#define GOOD_SCENARIO \
  "{\"variant\": \"classic\", \"players\": 4, \"scores\": [0, 0],\n" \
  " \"hands\": [[\"5H\", \"6H\", \"KS\"], [\"7H\"], [\"8H\"], [\"9H\"]],\n" \
  " \"stock\": [\"4C\", \"KD\"], \"discard\": [\"QS\"],\n" \
  " \"moves\": [{\"seat\": 0, \"do\": \"draw\"}, {\"seat\": 1, \"do\": \"draw\"}]}\n"

static void
test_cli_good_file (void)
{
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  path = write_temp (GOOD_SCENARIO);
  run_cli (path, NULL, &status, &out, &err);
  g_remove (path);
  g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  check_good_output (out);
}

static void
test_cli_stdin (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  run_cli ("-", GOOD_SCENARIO, &status, &out, &err);
  g_assert_cmpint (status, ==, 0);
  check_good_output (out);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  run_cli ("-", "{", &status, &out, &err);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "canasta-cli: -: "));
}

/* Every message is one line: what json-glib says about a string it did
 * not expect, escape sequences and newlines from the file or its name
 * included, reaches the terminal escaped. */
static void
assert_one_line (const char *text)
{
  const char *end = text + strlen (text);

  g_assert_true (g_str_has_suffix (text, "\n"));
  for (const char *p = text; p < end - 1; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0))
        g_error ("control character U+%04X in \"%s\"", c, text);
    }
}

static void
test_messages_one_line (void)
{
  static const char *const files[] = {
    "[\"a\033[31mb\nc\" \"d\"]",                       /* json-glib quotes the string */
    "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[\"\\u001b[2J\"], [], [], []]}",
    "{\"variant\": \"classic\",\n\"players\": 4,\n\"x\\ny\": 1}",
    "{\"a\": 1, \"a\\u0007\": 2, \"a\\u0007\": 3}",
  };

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = write_temp (files[i]);
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      run_cli (path, NULL, &status, &out, &err);
      g_remove (path);
      g_test_message ("%s", err);
      g_assert_cmpint (status, ==, 2);
      assert_one_line (err);
    }

  /* The file's name too. */
  {
    g_autofree char *dir = g_dir_make_tmp ("canasta-referee-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "two\nlines\033[31m.json", NULL);
    g_autofree char *out = NULL;
    g_autofree char *err = NULL;
    int status;

    g_assert_true (g_file_set_contents (path, "{", -1, NULL));
    run_cli (path, NULL, &status, &out, &err);
    g_remove (path);
    g_rmdir (dir);
    g_test_message ("%s", err);
    g_assert_cmpint (status, ==, 2);
    assert_one_line (err);
    g_assert_nonnull (strstr (err, "two\\nlines\\u001b[31m.json"));
  }
}

static void
test_escape (void)
{
  static const struct { const char *in; const char *out; } cases[] = {
    { "plain text, ñ and ü", "plain text, ñ and ü" },
    { "a\nb\tc\rd", "a\\nb\\tc\\rd" },
    { "\033[2J\x7f", "\\u001b[2J\\u007f" },
    { "\xc2\x85 next line, \xe2\x80\xa8 line separator", "\\u0085 next line, \\u2028 line separator" },
    { "bad \xff byte", "bad \\xff byte" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *escaped = cn_json_escape (cases[i].in);

      g_assert_cmpstr (escaped, ==, cases[i].out);
    }
}

/* The referee reads a regular file or standard input, and never past the
 * limit: /dev/zero and a FIFO nobody writes to are refused at once. */
static void
test_cli_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("canasta-referee-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo", NULL);
  const struct { const char *path; const char *kind; } cases[] = {
    { "/dev/zero", "a character device" },
    { fifo, "a FIFO" },
    { dir, "a directory" },
  };

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      int status;

      run_cli (cases[i].path, NULL, &status, &out, &err);
      g_test_message ("%s", err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, cases[i].kind));
      g_assert_nonnull (strstr (err, "not a regular file"));
      g_assert_nonnull (strstr (err, "8388608 bytes"));
    }
  g_remove (fifo);
  g_rmdir (dir);
}

static void
test_cli_stdin_limit (void)
{
  g_autofree char *big = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  if (cli_path == NULL)
    {
      g_test_skip ("no canasta-cli path given");
      return;
    }

  big = g_strnfill (CN_SCENARIO_MAX_BYTES + 4096, ' ');
  big[0] = '{';
  run_cli ("-", big, &status, &out, &err);
  g_test_message ("%s", err);
  g_assert_cmpint (status, ==, 2);
  g_assert_nonnull (strstr (err, "standard input is too large"));
  g_assert_nonnull (strstr (err, "8388608 bytes"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* meson passes the binary's path after the GTest options. */
  for (int i = 1; i < argc; i++)
    if (argv[i][0] != '-')
      cli_path = argv[i];
  if (cli_path == NULL)
    cli_path = g_getenv ("CANASTA_CLI");

  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/referee-input/bad/%s", bad_cases[i].name);

      g_test_add_data_func (name, &bad_cases[i], test_bad_input);
    }
  g_test_add_func ("/referee-input/empty", test_empty);
  g_test_add_func ("/referee-input/huge-arrays", test_huge_arrays);
  g_test_add_func ("/referee-input/deep-nesting", test_deep_nesting);
  g_test_add_func ("/referee-input/not-utf8", test_not_utf8);
  g_test_add_func ("/referee-input/long-strings", test_long_strings);
  g_test_add_func ("/referee-input/too-large", test_too_large);
  g_test_add_func ("/referee-input/engine-meld-refused", test_engine_meld_refused);
  g_test_add_func ("/referee-input/good-roundtrip", test_good_roundtrip);
  g_test_add_func ("/referee-input/mutations", test_mutations);
  g_test_add_func ("/referee-input/cli/bad-file", test_cli_bad_file);
  g_test_add_func ("/referee-input/cli/missing-file", test_cli_missing_file);
  g_test_add_func ("/referee-input/cli/good-file", test_cli_good_file);
  g_test_add_func ("/referee-input/cli/stdin", test_cli_stdin);
  g_test_add_func ("/referee-input/cli/play-rounds", test_cli_play_rounds);
  g_test_add_func ("/referee-input/cli/not-regular", test_cli_not_regular);
  g_test_add_func ("/referee-input/cli/stdin-limit", test_cli_stdin_limit);
  g_test_add_func ("/referee-input/cli/one-line", test_messages_one_line);
  g_test_add_func ("/referee-input/escape", test_escape);

  return g_test_run ();
}
