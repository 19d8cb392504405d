/* test-review.c: a seat's decisions judged from what it knew
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include <json-glib/json-glib.h>

#include "cn-ai-review.h"
#include "cn-save.h"
#include "cn-scenario.h"

/* Reproducible judgements: one thread, and a playout cap that binds long
 * before the clock. */
static void
review_config (CnAiConfig *config,
               int         playouts)
{
  cn_ai_config_init (config);
  config->threads = 1;
  config->budget_ms = 600000;
  config->max_playouts = playouts;
}

static CnScenario *
scenario (const char *json)
{
  g_autoptr(GError) error = NULL;
  CnScenario *s = cn_scenario_new_from_data (json, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (s);
  return s;
}

static GArray *
review (const CnScenario *s,
        int               seat,
        int               playouts,
        guint            *judged)
{
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));
  g_autoptr(GError) error = NULL;
  CnAiConfig config;

  review_config (&config, playouts);
  g_assert_true (cn_ai_review_round (&s->state, (const CnMove *) s->moves->data, s->moves->len,
                                     seat, &config, 7, NULL, NULL, entries, judged, &error));
  g_assert_no_error (error);
  return entries;
}

/* Rosa's side has not melded; the other side has a meld of kings and the
 * pile of ten lies open. Rosa throws her king: Marco takes the whole pile
 * by laying it off on his side's kings. Any other card would do. */
static const char *const king_to_their_meld =
  "{\"variant\": \"classic\", \"players\": 4, \"scores\": [0, 0], \"turn\": 0, \"phase\": \"play\","
  " \"hands\": [[\"KS\", \"5H\", \"9C\", \"7D\", \"8S\", \"4C\", \"JD\"],"
  "             [\"6C\", \"10D\", \"QH\", \"AS\", \"7H\", \"8C\"],"
  "             [\"4H\", \"9D\", \"JS\", \"QC\", \"AH\", \"6D\"],"
  "             [\"5C\", \"10C\", \"8H\", \"AD\", \"7S\", \"JH\"]],"
  " \"stock\": [\"4D\", \"9S\", \"5S\", \"6S\", \"7C\", \"8D\", \"10H\", \"QS\", \"AC\", \"JC\","
  "            \"4S\", \"9H\", \"5D\", \"10S\", \"QD\", \"AH\", \"6H\", \"7H\", \"8C\", \"JS\"],"
  " \"discard\": [\"6C\", \"QH\", \"4S\", \"9H\", \"10D\", \"5D\", \"8D\", \"JC\", \"AC\", \"7C\"],"
  " \"melds\": [[], [[\"KD\", \"KH\", \"KC\", \"KD\"]]],"
  " \"red_threes\": [[], []],"
  " \"moves\": [{\"seat\": 0, \"do\": \"discard\", \"card\": \"KS\"}]}";

static void
test_blunder_listed (void)
{
  g_autoptr(CnScenario) s = scenario (king_to_their_meld);
  g_autoptr(GArray) entries = NULL;
  const CnAiReviewEntry *e;
  guint judged = 0;

  entries = review (s, 0, 2000, &judged);
  g_assert_cmpuint (judged, ==, 1);
  g_assert_cmpuint (entries->len, ==, 1);

  e = &g_array_index (entries, CnAiReviewEntry, 0);
  g_assert_cmpuint (e->index, ==, 0);
  g_assert_cmpint (e->turn, ==, 1);
  g_assert_cmpint (e->played.kind, ==, CN_MOVE_DISCARD);
  g_assert_cmpint (e->played.cards[0], ==, CN_CARD (CN_RANK_KING, CN_SUIT_SPADES));
  /* The better move keeps the king. */
  g_assert_cmpint (e->judgement.best.kind, ==, CN_MOVE_DISCARD);
  g_assert_cmpint (cn_card_rank (e->judgement.best.cards[0]), !=, CN_RANK_KING);
  g_assert_false (e->judgement.played_best);
  g_assert_cmpfloat (e->judgement.cost, >, CN_AI_REVIEW_Z * e->judgement.cost_se);
  g_assert_cmpfloat (e->judgement.cost, >=, CN_AI_REVIEW_MIN_COST);
  g_assert_cmpfloat (e->judgement.cost, <=, 1);
  g_test_message ("the king cost %.3f (+/- %.3f) of the game, %.0f points", e->judgement.cost,
                  e->judgement.cost_se, e->judgement.points);
  /* Eleven cards to the other side cost points in the round too. */
  g_assert_cmpfloat (e->judgement.points, >, 0);
  /* What the seat saw is kept for the replay: its own hand as it was. */
  g_assert_cmpint (e->view.table.hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_SPADES)], ==, 1);
}

/* The same position, the king kept: nothing to list. */
static void
test_good_move_not_listed (void)
{
  g_autofree char *json = g_strdup (king_to_their_meld);
  g_autoptr(CnScenario) s = NULL;
  g_autoptr(GArray) entries = NULL;
  guint judged = 0;
  char *at = strstr (json, "\"card\": \"KS\"");

  g_assert_nonnull (at);
  /* Rosa throws the four of clubs instead: worth little, and no side
   * collects fours. */
  memcpy (at, "\"card\": \"4C\"", strlen ("\"card\": \"4C\""));
  s = scenario (json);
  entries = review (s, 0, 2000, &judged);
  g_assert_cmpuint (judged, ==, 1);
  g_assert_cmpuint (entries->len, ==, 0);
}

/* A round from its deal with Hard at every seat, on config's playouts:
 * the game, its deal and the moves. */
static void
play_hard_round (const CnAiConfig *config,
                 CnGame           *game,
                 CnState          *start,
                 CnState          *end,
                 GArray           *moves)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnAiMemory memory[4];
  CnOptions options;

  cn_options_init (&options, rules);
  cn_game_init (game, rules, &options, 4, 20261127);
  cn_game_start_round (game, start);
  *end = *start;
  for (int seat = 0; seat < 4; seat++)
    cn_ai_memory_init (&memory[seat], seat, 11 + seat);

  for (int step = 0; end->phase != CN_PHASE_ROUND_OVER; step++)
    {
      int actor = cn_state_actor (end);
      CnState before = *end;
      CnEvents events;
      CnMove move;

      g_assert_cmpint (step, <, 2000);
      cn_ai_choose (CN_AI_HARD, end, &memory[actor], config, &move);
      g_assert_true (cn_apply (end, &move, NULL, &events));
      for (int seat = 0; seat < 4; seat++)
        cn_ai_memory_observe (&memory[seat], &before, &move, &events);
      g_array_append_val (moves, move);
    }
}

/* A whole round of Hard at every seat: judged from each seat's own view
 * with as many playouts as it thought with, Hard's decisions show no
 * clearly better move. */
static void
test_hard_round_clean (void)
{
  CnAiConfig config;
  CnGame game;
  CnState start, end;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CnMove));
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));
  g_autoptr(GError) error = NULL;
  guint judged = 0;

  review_config (&config, 400);
  play_hard_round (&config, &game, &start, &end, moves);

  for (int seat = 0; seat < 4; seat++)
    {
      g_assert_true (cn_ai_review_round (&start, (const CnMove *) moves->data, moves->len, seat,
                                         &config, 3, NULL, NULL, entries, &judged, &error));
      g_assert_no_error (error);
      g_test_message ("%u of seat %d's decisions judged, %u listed", judged, seat, entries->len);
      g_assert_cmpuint (judged, >, 0);
      g_assert_cmpuint (entries->len, ==, 0);
    }
}

/* canasta-cli review reads the app's saved game and prints the review
 * as one JSON object. */
static void
test_cli_json (void)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (CnMove));
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  CnSaveData *data = g_new0 (CnSaveData, 1);
  CnAiConfig config;
  CnGame game;
  CnState start, end;

  if (cli == NULL)
    {
      g_test_skip ("CANASTA_CLI not set");
      g_free (data);
      return;
    }

  review_config (&config, 200);
  play_hard_round (&config, &game, &start, &end, moves);
  cn_save_data_init (data);
  cn_save_data_set_game (data, &game, &end);
  for (int seat = 0; seat < 4; seat++)
    {
      data->seats[seat].kind = CN_SEAT_COMPUTER;
      g_strlcpy (data->seats[seat].level, "hard", sizeof data->seats[seat].level);
    }
  cn_save_data_set_history (data, game.round, TRUE, &start, (const CnMove *) moves->data, moves->len);
  dir = g_dir_make_tmp ("canasta-review-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);
  cn_save_write (path, data, &error);
  g_assert_no_error (error);
  cn_save_data_clear (data);
  g_free (data);

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, cli, "review", path,
                              "--seat", "2", "--max-playouts", "200", "--threads", "1", "--json", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);

  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "seat"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (root, "judged"), >, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "decisions")));

  /* A seat the game does not have is refused, with one line. */
  g_clear_object (&process);
  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                              &error, cli, "review", path, "--seat", "4", NULL);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait (process, NULL, &error));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);

  g_unlink (path);
  g_rmdir (dir);
}

static char *
run_cli (int         expect_status,
         const char *first,
         ...)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) process = NULL;
  char *out = NULL;
  const char *arg;
  va_list ap;

  g_ptr_array_add (args, (gpointer) cli);
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  process = g_subprocess_newv ((const char *const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, &out, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, expect_status);
  return out;
}

/* canasta-cli tournament --record writes each game as a saved game that
 * holds all its rounds: the file loads, its past rounds replay to the
 * history's deal, and canasta-cli review reviews its first round and its
 * last. A round the file does not hold is refused. */
static void
test_tournament_record (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *last = NULL;
  g_autofree CnSaveData *data = g_new0 (CnSaveData, 1);
  g_autofree CnState *start = g_new (CnState, 1);
  g_autoptr(GArray) moves = NULL;
  JsonObject *root;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI not set");
      return;
    }

  dir = g_dir_make_tmp ("canasta-record-XXXXXX", &error);
  g_assert_no_error (error);
  g_free (run_cli (0, "tournament", "--a", "hard", "--b", "medium", "--games", "1", "--max-playouts", "30",
                   "--threads", "1", "--record", dir, NULL));
  path = g_build_filename (dir, "game-0001.json", NULL);
  g_assert_true (cn_save_read (path, data, &error));
  g_assert_no_error (error);
  g_assert_true (data->game.over);
  g_assert_true (data->has_history && data->history_from_deal);
  g_test_message ("a game of %d rounds", data->history_round + 1);
  g_assert_nonnull (data->past);
  g_assert_cmpuint (data->past->len, ==, (guint) data->history_round);
  g_assert_cmpuint (data->story->len, ==, (guint) data->history_round + 1);
  g_assert_cmpstr (data->seats[0].level, ==, "hard");
  g_assert_cmpstr (data->seats[1].level, ==, "medium");
  /* The first round's deal, from the game's seed. */
  g_assert_true (cn_save_data_round_history (data, 0, start, &moves));
  g_assert_cmpuint (moves->len, >, 0);
  g_assert_false (cn_save_data_round_history (data, data->history_round + 1, start, &moves));

  out = run_cli (0, "review", path, "--seat", "0", "--round", "0", "--max-playouts", "30", "--threads", "1",
                 "--json", NULL);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "round"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (root, "judged"), >, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "decisions")));

  last = g_strdup_printf ("%d", data->history_round);
  g_free (run_cli (0, "review", path, "--seat", "1", "--round", last, "--max-playouts", "30", "--threads", "1",
                   NULL));
  g_free (run_cli (2, "review", path, "--seat", "1", "--round", "99", NULL));

  cn_save_data_clear (data);
  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
cancel_after_first (guint    done,
                    guint    total,
                    gpointer user_data)
{
  guint *calls = user_data;

  g_assert_cmpuint (done, <=, total);
  (*calls)++;
  return FALSE;
}

/* The progress callback sees each decision and can stop the review. */
static void
test_cancel (void)
{
  g_autoptr(CnScenario) s = scenario (king_to_their_meld);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));
  g_autoptr(GError) error = NULL;
  CnAiConfig config;
  guint calls = 0;

  review_config (&config, 100);
  g_assert_false (cn_ai_review_round (&s->state, (const CnMove *) s->moves->data, s->moves->len,
                                      0, &config, 7, cancel_after_first, &calls, entries, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (calls, ==, 1);
}

/* A round whose moves the engine refuses says which. */
static void
test_refused_move (void)
{
  g_autofree char *json = g_strdup (king_to_their_meld);
  g_autoptr(CnScenario) s = NULL;
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));
  g_autoptr(GError) error = NULL;
  CnAiConfig config;
  char *at = strstr (json, "{\"seat\": 0, \"do\": \"discard\"");

  g_assert_nonnull (at);
  /* Seat 1 plays out of turn. */
  at[9] = '1';
  s = scenario (json);
  review_config (&config, 100);
  g_assert_false (cn_ai_review_round (&s->state, (const CnMove *) s->moves->data, s->moves->len,
                                      0, &config, 7, NULL, NULL, entries, NULL, &error));
  g_assert_error (error, CN_ERROR, CN_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "move 1"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/blunder-listed", test_blunder_listed);
  g_test_add_func ("/review/good-move-not-listed", test_good_move_not_listed);
  g_test_add_func ("/review/hard-round-clean", test_hard_round_clean);
  g_test_add_func ("/review/cli-json", test_cli_json);
  g_test_add_func ("/review/cancel", test_cancel);
  g_test_add_func ("/review/tournament-record", test_tournament_record);
  g_test_add_func ("/review/refused-move", test_refused_move);

  return g_test_run ();
}
