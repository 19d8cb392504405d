/* test-position.c: the position codec (src/codec/cn-position.c)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-position.h"
#include "cn-scenario.h"

/* Reads the scenario form of state back and checks it is the same
 * position, and that writing it again gives the same text. */
static void
check_scenario_round_trip (const CnState *state,
                           const char    *context)
{
  g_autoptr(JsonNode) node = cn_position_to_json (state, CN_POSITION_SCENARIO);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) again = cn_scenario_new_from_data (text, -1, &error);

  if (again == NULL)
    g_error ("%s: the scenario form does not read back: %s\n%s", context, error->message, text);
  if (!cn_position_equal (state, &again->state))
    {
      g_autoptr(JsonNode) node2 = cn_position_to_json (&again->state, CN_POSITION_SAVE);
      g_autoptr(JsonNode) node1 = cn_position_to_json (state, CN_POSITION_SAVE);
      g_autofree char *text1 = json_to_string (node1, FALSE);
      g_autofree char *text2 = json_to_string (node2, FALSE);

      g_error ("%s: the scenario form reads back as another position\n%s\n%s", context, text1,
               text2);
    }

  {
    g_autoptr(JsonNode) node2 = cn_position_to_json (&again->state, CN_POSITION_SCENARIO);
    g_autofree char *text2 = json_to_string (node2, FALSE);

    g_assert_cmpstr (text, ==, text2);
  }
}

static void
check_save_round_trip (const CnState *state,
                       const char    *context)
{
  g_autoptr(JsonNode) node = cn_position_to_json (state, CN_POSITION_SAVE);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  CnState again;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  cn_state_init_empty (&again, state->rules, &state->options, state->n_players);
  if (!cn_position_read (json_node_get_object (json_parser_get_root (parser)), "round",
                         CN_POSITION_SAVE, CN_POSITION_SAVE_VERSION, NULL, &again, &error))
    g_error ("%s: the save form does not read back: %s\n%s", context, error->message, text);
  g_assert_true (cn_position_equal (state, &again));
  g_assert_cmpuint (again.move_count, ==, state->move_count);
}

/* Every position of many rounds, of every variant and player count,
 * played half by the simple bot and half by random legal moves (which
 * reach the odd corners: openings left half made, questions answered no,
 * a pile taken and waiting), reads back as itself in both forms. */
static void
test_reachable (void)
{
  g_autofree CnMoveList *legal = g_new (CnMoveList, 1);
  uint64_t rng[4];
  guint positions = 0;
  guint in_turn = 0;
  guint over = 0;

  cn_rng_seed (rng, 20260501);
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players != 0; i++)
        for (int deal_option = 0; deal_option < 2; deal_option++)
          for (int round = 0; round < 6; round++)
            {
              int players = rules->seatings[i].players;
              CnOptions options;
              CnState state;

              cn_options_init (&options, rules);
              options.red_threes_at_deal = deal_option;
              cn_state_new_round (&state, rules, &options, players, round % players, NULL,
                                  cn_rng_next (rng));

              for (int step = 0; step < 3000; step++)
                {
                  g_autofree char *context =
                    g_strdup_printf ("%s, %d players, round %d, move %d", rules->id, players,
                                     round, step);
                  CnMove move;

                  check_scenario_round_trip (&state, context);
                  check_save_round_trip (&state, context);
                  positions++;
                  if (state.turn_melded && !state.opened[cn_state_side_of (&state, state.turn)])
                    in_turn++;
                  if (state.phase == CN_PHASE_ROUND_OVER)
                    {
                      over++;
                      break;
                    }

                  cn_legal_moves (&state, legal);
                  g_assert_cmpint (legal->n, >, 0);
                  if (cn_rng_below (rng, 2) == 0)
                    move = legal->moves[cn_rng_below (rng, (uint32_t) legal->n)];
                  else
                    cn_ai_simple_choose (&state, &move);
                  g_assert_true (cn_apply (&state, &move, NULL, NULL));
                }
            }
    }

  g_test_message ("%u positions read back, %u of them an opening in progress, %u rounds over",
                  positions, in_turn, over);
  g_assert_cmpuint (in_turn, >, 0);
  g_assert_cmpuint (over, >, 0);
}

/* The referee's state after a first meld that does not reach the opening
 * yet: the side has melds but has not opened. It reads back. */
static const char opening_in_progress[] =
  "{\"variant\": \"classic\", \"players\": 4, \"turn\": 0, \"phase\": \"play\","
  " \"hands\": [[\"KS\", \"KC\", \"KH\", \"AH\", \"AD\", \"AC\", \"5C\", \"6C\"], [\"8S\"], [\"JC\"], [\"QC\"]],"
  " \"stock\": [\"10C\", \"10D\"], \"discard\": [\"8C\"],"
  " \"moves\": [{\"seat\": 0, \"do\": \"meld\", \"cards\": [\"KS\", \"KC\", \"KH\"]}]}";

static void
test_opening_in_progress (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = cn_scenario_new_from_data (opening_in_progress, -1, &error);
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(CnScenario) again = NULL;
  g_autofree char *text = NULL;
  JsonObject *state;
  CnState final;

  g_assert_no_error (error);
  result = cn_referee_run (scenario, &final);
  state = json_object_get_object_member (json_node_get_object (result), "state");
  g_assert_true (json_object_get_boolean_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (result),
                                                                 "results"), 0), "ok"));
  /* What the turn has melded is written, since the cards cannot say it. */
  g_assert_cmpint (json_object_get_int_member (state, "turn_points"), ==, 30);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (state,
                                                                              "turn_naturals"),
                                               "K"), ==, 3);
  g_assert_false (json_array_get_boolean_element (json_object_get_array_member (state, "opened"), 0));

  text = json_to_string (json_object_get_member (json_node_get_object (result), "state"), FALSE);
  again = cn_scenario_new_from_data (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (cn_position_equal (&final, &again->state));
  g_assert_false (again->state.opened[0]);
  g_assert_cmpint (cn_state_turn_points (&again->state), ==, 30);
}

/* A round that ends by going out: the state written reads back, as over,
 * and the referee scores it again the same, refusing any move. */
static const char going_out[] =
  "{\"variant\": \"classic\", \"players\": 4, \"turn\": 0, \"phase\": \"play\","
  " \"melds\": [[[\"QH\", \"QH\", \"QC\", \"QC\", \"QD\", \"QS\", \"2C\"]], []],"
  " \"hands\": [[\"KS\", \"KC\", \"KH\", \"5C\"], [\"8S\"], [\"JC\"], [\"4C\"]],"
  " \"stock\": [\"10C\", \"10D\"], \"discard\": [\"8C\"], \"melded_earlier\": [2],"
  " \"moves\": [{\"seat\": 0, \"do\": \"ask-go-out\"},"
  " {\"seat\": 2, \"do\": \"answer-go-out\", \"yes\": true},"
  " {\"seat\": 0, \"do\": \"meld\", \"cards\": [\"KS\", \"KC\", \"KH\"]},"
  " {\"seat\": 0, \"do\": \"discard\", \"card\": \"5C\"}]}";

static void
test_round_over (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = cn_scenario_new_from_data (going_out, -1, &error);
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(JsonNode) result2 = NULL;
  g_autoptr(CnScenario) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *scores = NULL;
  g_autofree char *scores2 = NULL;
  g_autoptr(GString) with_move = NULL;
  JsonObject *object;
  CnState final;

  g_assert_no_error (error);
  result = cn_referee_run (scenario, &final);
  object = json_node_get_object (result);
  g_assert_true (json_object_get_boolean_member (object, "round_over"));
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "state"),
                                                  "phase"), ==, "round-over");

  /* The state again, with one more move for the referee to refuse. */
  text = json_to_string (json_object_get_member (object, "state"), FALSE);
  with_move = g_string_new (text);
  g_string_truncate (with_move, with_move->len - 1);
  g_string_append (with_move, ", \"moves\": [{\"seat\": 1, \"do\": \"draw\"}]}");
  again = cn_scenario_new_from_data (with_move->str, -1, &error);
  g_assert_no_error (error);
  g_assert_true (cn_position_equal (&final, &again->state));
  g_assert_cmpint (again->state.end, ==, CN_END_WENT_OUT);
  g_assert_cmpint (again->state.out_seat, ==, 0);

  result2 = cn_referee_run (again, NULL);
  scores = json_to_string (json_object_get_member (object, "scores"), FALSE);
  scores2 = json_to_string (json_object_get_member (json_node_get_object (result2), "scores"), FALSE);
  g_assert_cmpstr (scores, ==, scores2);
  g_assert_cmpstr (json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (result2),
                                                                 "results"), 0), "code"),
                   ==, "round-over");
}

/* Written by hand, a round over needs nothing but its phase: how it ended
 * follows from the hand of the seat to play. */
static void
test_round_over_by_hand (void)
{
  static const char exhausted[] =
    "{\"variant\": \"classic\", \"players\": 2, \"phase\": \"round-over\","
    " \"hands\": [[\"5H\"], [\"6H\"]], \"melds\": [[[\"KS\", \"KS\", \"KC\"]], []]}";
  static const char went_out[] =
    "{\"variant\": \"classic\", \"players\": 2, \"phase\": \"round-over\", \"turn\": 1,"
    " \"hands\": [[\"5H\"], []], \"melds\": [[], [[\"KS\", \"KS\", \"KC\", \"KC\", \"KH\", \"KH\", \"KD\"]]]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) a = cn_scenario_new_from_data (exhausted, -1, &error);
  g_autoptr(CnScenario) b = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (a->state.end, ==, CN_END_STOCK_EXHAUSTED);
  g_assert_cmpint (a->state.out_seat, ==, CN_NO_SEAT);

  b = cn_scenario_new_from_data (went_out, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (b->state.end, ==, CN_END_WENT_OUT);
  g_assert_cmpint (b->state.out_seat, ==, 1);
}

/* A scenario in the draw phase whose stock is empty is a round over, as
 * the engine ends a round whose next turn has no card to draw. */
static void
test_draw_without_stock (void)
{
  static const char text[] =
    "{\"variant\": \"classic\", \"players\": 2, \"hands\": [[\"5H\"], [\"6H\"]]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = cn_scenario_new_from_data (text, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpint (scenario->state.phase, ==, CN_PHASE_ROUND_OVER);
  g_assert_cmpint (scenario->state.end, ==, CN_END_STOCK_EXHAUSTED);
}

/* Keys with defaults that follow from the rest: written only when they do
 * not, so that hand-written scenarios and the referee's output stay short. */
static void
test_short_form (void)
{
  static const char text[] =
    "{\"variant\": \"classic\", \"players\": 4, \"hands\": [[\"5H\", \"6H\"], [\"7H\"], [\"8H\"], [\"9H\"]],"
    " \"stock\": [\"4C\", \"KD\"], \"discard\": [\"QS\"]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = cn_scenario_new_from_data (text, -1, &error);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  g_assert_no_error (error);
  node = cn_scenario_state_to_json (&scenario->state);
  object = json_node_get_object (node);
  for (const char * const *key = (const char * const[]) { "had_turn", "asked", "answer", "rng",
         "move_count", "end", "out_seat", "turn_points", "turn_melded", "full_deck", "dealer",
         NULL }; *key != NULL; key++)
    if (json_object_has_member (object, *key))
      g_test_fail_printf ("\"%s\" written though reading would give it back", *key);
  for (const char * const *key = (const char * const[]) { "variant", "players", "options",
         "scores", "turn", "phase", "hands", "stock", "discard", "melds", "red_threes",
         "melded_earlier", "pile_state", "opened", NULL }; *key != NULL; key++)
    if (!json_object_has_member (object, *key))
      g_test_fail_printf ("\"%s\" missing", *key);
}

/* The save form needs every key: nothing is derived from the rest. */
static void
test_save_form_complete (void)
{
  CnState state;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  cn_state_new_round (&state, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4, 0, NULL, 5);
  node = cn_position_to_json (&state, CN_POSITION_SAVE);
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      g_autoptr(JsonNode) copy = json_node_copy (node);
      JsonObject *without = json_node_get_object (copy);
      g_autoptr(GError) error = NULL;
      CnState again;

      g_assert_true (cn_position_has_key (l->data, CN_POSITION_SAVE));
      json_object_remove_member (without, l->data);
      cn_state_init_empty (&again, state.rules, &state.options, 4);
      g_assert_false (cn_position_read (without, "round", CN_POSITION_SAVE,
                                        CN_POSITION_SAVE_VERSION, NULL, &again, &error));
      g_assert_nonnull (strstr (error->message, "missing"));
    }
  g_assert_false (json_object_has_member (object, "opened"));
  g_assert_false (json_object_has_member (object, "pile_state"));
}

/* A seat to play in the play phase with no card has no move at all: the
 * engine never leaves one (melding the last card ends the round), so both
 * forms refuse such a position, saying why. Its cards are moved to the
 * stock, so that nothing else is wrong with it. */
static void
test_play_with_empty_hand (void)
{
  for (int f = 0; f < 2; f++)
    {
      CnPositionForm form = f == 0 ? CN_POSITION_SAVE : CN_POSITION_SCENARIO;
      CnMove draw = { .kind = CN_MOVE_DRAW };
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;
      JsonArray *hand, *stock;
      JsonObject *object;
      CnState state, again;
      int turn;

      cn_state_new_round (&state, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4, 0, NULL, 17);
      turn = draw.seat = state.turn;
      g_assert_true (cn_apply (&state, &draw, NULL, NULL));
      g_assert_cmpint (state.phase, ==, CN_PHASE_PLAY);
      g_assert_cmpint (state.turn, ==, turn);

      node = cn_position_to_json (&state, form);
      object = json_node_get_object (node);
      hand = json_array_get_array_element (json_object_get_array_member (object, "hands"), turn);
      stock = json_object_get_array_member (object, "stock");
      while (json_array_get_length (hand) > 0)
        {
          json_array_add_element (stock, json_node_copy (json_array_get_element (hand, 0)));
          json_array_remove_element (hand, 0);
        }

      cn_state_init_empty (&again, state.rules, &state.options, 4);
      g_assert_false (cn_position_read (object, "round", form, CN_POSITION_SAVE_VERSION, NULL,
                                        &again, &error));
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "is to play with an empty hand"));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/position/reachable", test_reachable);
  g_test_add_func ("/position/opening-in-progress", test_opening_in_progress);
  g_test_add_func ("/position/round-over", test_round_over);
  g_test_add_func ("/position/round-over-by-hand", test_round_over_by_hand);
  g_test_add_func ("/position/draw-without-stock", test_draw_without_stock);
  g_test_add_func ("/position/short-form", test_short_form);
  g_test_add_func ("/position/save-form-complete", test_save_form_complete);
  g_test_add_func ("/position/play-with-empty-hand", test_play_with_empty_hand);

  return g_test_run ();
}
