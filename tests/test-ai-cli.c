/* test-ai-cli.c: canasta-cli tournament, bench --ai and the bot protocol
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-ai.h"
#include "cn-cli-bot.h"
#include "cn-scenario.h"
#include "cn-view.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

/* Redirects fd to a new temporary file; returns the saved fd. */
static int
redirect (int    fd,
          char **path)
{
  int tmp = g_file_open_tmp ("test-ai-cli-XXXXXX", path, NULL);
  int saved;

  g_assert_cmpint (tmp, >=, 0);
  saved = dup (fd);
  dup2 (tmp, fd);
  close (tmp);
  return saved;
}

static char *
restore (int   fd,
         int   saved,
         char *path)
{
  char *text = NULL;

  dup2 (saved, fd);
  close (saved);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  g_free (path);
  return text;
}

/* Runs a command's entry point (tournament, bench, bot) with input (length
 * bytes, or up to its NUL when length is -1) on its standard input and its
 * standard output and error caught; returns the output; err (when not
 * NULL) gets the error output, status the exit status. */
static char *
run_input (const char         *input,
           gssize              length,
           char              **err,
           int                *status,
           const char * const *args)
{
  g_autofree char *in_path = NULL;
  char *out_path = NULL, *err_path = NULL;
  int in_saved = -1, out_saved, err_saved;
  char *out_text, *err_text;

  if (input != NULL)
    {
      int fd = g_file_open_tmp ("test-ai-cli-in-XXXXXX", &in_path, NULL);

      g_assert_cmpint (fd, >=, 0);
      if (length < 0)
        length = strlen (input);
      g_assert_cmpint (write (fd, input, length), ==, length);
      close (fd);
      fd = open (in_path, O_RDONLY);
      in_saved = dup (STDIN_FILENO);
      dup2 (fd, STDIN_FILENO);
      close (fd);
      clearerr (stdin);
    }
  fflush (stdout);
  fflush (stderr);
  out_saved = redirect (STDOUT_FILENO, &out_path);
  err_saved = redirect (STDERR_FILENO, &err_path);

  /* GOptionContext rearranges argv: hand it a copy. */
  {
    g_auto(GStrv) argv = g_strdupv ((char **) args);
    int argc = g_strv_length (argv);
    char **copy = g_memdup2 (argv, sizeof (char *) * (argc + 1));

    if (g_str_equal (args[0], "tournament"))
      *status = cn_cli_tournament (argc, copy);
    else if (g_str_equal (args[0], "bot"))
      *status = cn_cli_bot (argc, copy);
    else
      *status = cn_cli_bench_ai (argc, copy);
    g_free (copy);
  }

  fflush (stdout);
  fflush (stderr);
  out_text = restore (STDOUT_FILENO, out_saved, out_path);
  err_text = restore (STDERR_FILENO, err_saved, err_path);
  if (input != NULL)
    {
      dup2 (in_saved, STDIN_FILENO);
      close (in_saved);
      clearerr (stdin);
      g_unlink (in_path);
    }
  if (err != NULL)
    *err = err_text;
  else
    g_free (err_text);
  return out_text;
}

static char *
run_args (const char         *input,
          char              **err,
          int                *status,
          const char * const *args)
{
  return run_input (input, -1, err, status, args);
}

static char *
run (int         *status,
     const char  *first,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return run_args (NULL, NULL, status, (const char * const *) args->pdata);
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
  g_assert_false (json_object_get_boolean_member (o, "processor_time"));
}

/* With --processor-time the budget and the decisions' times are the
 * thread's processor time; a decision that weighs moves plays out
 * samples and keeps within its budget on that clock. */
static void
test_bench_hard_processor_time (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  int status;
  g_autofree char *text = run (&status, "bench", "--ai", "hard", "--budget-ms", "20",
                               "--decisions", "20", "--processor-time", "--json", NULL);
  JsonObject *o = parse (text, parser);

  g_assert_cmpint (status, ==, 0);
  g_assert_true (json_object_get_boolean_member (o, "processor_time"));
  g_assert_cmpint (json_object_get_int_member (o, "searched"), >, 0);
  g_assert_cmpfloat (json_object_get_double_member (o, "playouts_per_decision"), >, 0);
  g_assert_cmpfloat (json_object_get_double_member (o, "searched_p50_ms"), <=, 20);
}

/* ------------------------------------------------------------------- bot */

static const char * const move_kind_names[CN_N_MOVE_KINDS] = {
  "draw", "take-pile", "meld", "add", "discard", "ask-go-out", "answer-go-out", "cut",
};

/* Over the decisions of seeded games, a request written for the seat's
 * view and answered by the bot gives back Medium's own move on that view;
 * every move read back from its scenario form is the move written. Every
 * kind of move goes through (every fourth round uruguayan, for the cut). */
static void
test_bot_round_trip (void)
{
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *view = g_new (CnAiView, 1);
  CnState *s = g_new (CnState, 1);
  int kinds[CN_N_MOVE_KINDS] = { 0 };
  int checked = 0;
  gboolean all = FALSE;

  for (int round = 0; round < 60 && !all; round++)
    {
      const CnRules *rules = cn_rules_get (round % 4 == 3 ? CN_VARIANT_URUGUAYAN : CN_VARIANT_CLASSIC);
      int players = round % 4 == 1 ? 2 : 4;

      cn_state_new_round (s, rules, NULL, players, round % players, NULL, 300 + round);
      for (int seat = 0; seat < players; seat++)
        cn_ai_memory_init (&memory[seat], seat, round);
      while (s->phase != CN_PHASE_ROUND_OVER)
        {
          int actor = cn_state_actor (s);
          g_autoptr(JsonNode) request = NULL;
          g_autoptr(JsonNode) written = NULL;
          g_autoptr(JsonParser) parser = json_parser_new ();
          g_autoptr(GError) error = NULL;
          g_autofree char *line = NULL;
          g_autofree char *answer = NULL;
          CnState before = *s;
          CnEvents events;
          CnMove move, back;
          JsonObject *object;

          cn_ai_view_build (view, s, &memory[actor]);
          cn_ai_choose_view (CN_AI_MEDIUM, view, memory[actor].rng, NULL, &move, NULL);

          /* The move's own round trip. */
          written = cn_scenario_move_to_json (&move);
          if (!cn_view_read_move (&view->table, written, &back, &error))
            g_error ("%s", error->message);
          g_assert_true (cn_move_equal (&move, &back));

          /* The whole protocol, every tenth decision and every rare kind. */
          if (checked % 10 == 0 || (move.kind != CN_MOVE_DRAW && move.kind != CN_MOVE_DISCARD))
            {
              g_autoptr(JsonGenerator) generator = json_generator_new ();

              request = cn_bot_request_new (view, 50);
              json_object_set_string_member (json_node_get_object (request), "level", "medium");
              json_object_set_int_member (json_node_get_object (request), "id", checked);
              json_generator_set_root (generator, request);
              line = json_generator_to_data (generator, NULL);
              g_assert_null (strchr (line, '\n'));
              answer = cn_bot_answer (line, CN_AI_HARD, 50, 1);
              g_assert_true (json_parser_load_from_data (parser, answer, -1, NULL));
              object = json_node_get_object (json_parser_get_root (parser));
              if (!json_object_has_member (object, "move"))
                g_error ("the bot answered %s to %s", answer, line);
              g_assert_cmpint (json_object_get_int_member (object, "id"), ==, checked);
              if (!cn_view_read_move (&view->table, json_object_get_member (object, "move"), &back,
                                     &error))
                g_error ("%s", error->message);
              /* A cut is drawn at random, from the bot's own generator:
               * any the engine accepts will do. */
              if (!cn_move_equal (&move, &back) &&
                  !(move.kind == CN_MOVE_CUT && back.kind == CN_MOVE_CUT && cn_check (s, &back, NULL)))
                {
                  g_autofree char *a = cn_move_to_string (&move);
                  g_autofree char *b = cn_move_to_string (&back);

                  g_error ("medium chose %s, the bot answered %s", a, b);
                }
              kinds[move.kind]++;
            }
          checked++;

          g_assert_true (cn_apply (s, &move, NULL, &events));
          for (int seat = 0; seat < s->n_players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
        }
      all = TRUE;
      for (int k = 0; k < CN_N_MOVE_KINDS; k++)
        all &= kinds[k] > 0;
    }
  for (int k = 0; k < CN_N_MOVE_KINDS; k++)
    {
      g_test_message ("%s: %d through the bot", move_kind_names[k], kinds[k]);
      g_assert_cmpint (kinds[k], >, 0);
    }
  g_free (s);
  g_free (view);
  g_free (memory);
}

/* ------------------------------------------------------ Hard spends a wild */

/* Two positions of four-player fifteen, seen by seat 2. In the first,
 * Medium lays its jack off on its side's jacks; Hard melds its two sevens
 * with a two. In the second, with the pile frozen and six cards in hand,
 * Medium throws a jack away and keeps its two; Hard lays the two off. */
static const char view_sevens[] =
  "{\"variant\":\"fifteen\",\"players\":4,"
  "\"options\":{\"red_threes_at_deal\":true},\"scores\":[535,1520],\"turn\":2,"
  "\"phase\":\"play\",\"hands\":[10,4,[\"AD\",\"2H\",\"5H\",\"7H\",\"7H\",\"8C\",\"8S\",\"8S\","
  "\"9D\",\"10C\",\"10C\",\"JH\",\"KH\"],3],\"stock\":20,\"discard\":[\"3C\",\"10H\"],"
  "\"melds\":[[[\"6C\",\"6S\",\"JK\",\"6S\",\"6D\",\"2C\",\"2D\"],[\"4C\",\"4S\",\"4S\"],[\"QD\","
  "\"QH\",\"QS\",\"QC\"],[\"JD\",\"JC\",\"JS\"],[\"10D\",\"10D\",\"10S\"]],[[\"QC\",\"QD\","
  "\"QH\",\"QS\"],[\"AC\",\"AH\",\"2C\",\"AC\",\"AS\",\"2H\",\"JK\"],[\"KC\",\"KH\",\"KS\"],"
  "[\"5D\",\"5H\",\"5S\",\"5D\"],[\"4C\",\"4H\",\"4H\",\"4D\"],[\"9S\",\"9C\",\"9H\",\"9D\"],"
  "[\"8D\",\"8D\",\"8H\",\"8C\"],[\"7C\",\"7D\",\"7S\"]]],\"red_threes\":[[\"3D\",\"3H\"],"
  "[\"3H\"]],\"melded_earlier\":[0,1,2,3],\"full_deck\":true,"
  "\"pile_state\":\"open\",\"opened\":[true,true],\"seat\":2,\"known\":[[\"3C\",\"3S\","
  "\"3S\"],[\"6H\"],[],[]],\"discarded\":[{\"3\":1,\"9\":1,\"10\":1},{\"3\":3,\"10\":1},"
  "{\"3\":3},{\"8\":1,\"10\":1,\"J\":1}]}";

static const char view_frozen[] =
  "{\"variant\":\"fifteen\",\"players\":4,"
  "\"options\":{\"red_threes_at_deal\":true},\"scores\":[0,0],\"dealer\":3,"
  "\"turn\":2,\"phase\":\"play\",\"hands\":[6,11,[\"2C\",\"8S\",\"8S\",\"10D\",\"JC\","
  "\"JD\"],10],\"stock\":20,\"discard\":[\"2D\",\"8H\",\"3C\",\"3S\",\"10H\",\"9H\",\"3S\","
  "\"9S\",\"4S\",\"KC\",\"JD\",\"KH\"],\"discard_sideways\":1,\"melds\":[[[\"9C\",\"9D\","
  "\"9S\",\"9C\",\"9H\"],[\"KC\",\"KD\",\"KH\",\"KS\",\"KS\"],[\"7C\",\"7H\",\"7H\",\"7S\",\"7S\"],"
  "[\"5C\",\"5S\",\"5S\"],[\"QD\",\"QH\",\"QS\",\"QD\"],[\"AC\",\"AC\",\"AD\"]],[[\"JC\",\"JH\","
  "\"JS\",\"JK\",\"JH\",\"2D\",\"2S\"],[\"QC\",\"QC\",\"QH\"],[\"5D\",\"5D\",\"5H\",\"5C\"]]],"
  "\"red_threes\":[[\"3D\",\"3H\"],[\"3D\",\"3H\"]],\"melded_earlier\":[0,1,2,3],"
  "\"full_deck\":true,\"pile_state\":\"frozen\",\"opened\":[true,true],\"seat\":2,"
  "\"known\":[[],[],[],[]],\"discarded\":[{\"3\":2,\"J\":1},{\"3\":1,\"9\":1,\"K\":1},"
  "{\"4\":1,\"10\":1},{\"9\":1,\"K\":1}]}";

/* The move the bot answers for view at level, with seed. */
static JsonObject *
bot_move (const char *view,
          const char *level,
          int         seed)
{
  g_autofree char *line = g_strdup_printf ("{\"level\":\"%s\",\"seed\":\"%d\",\"budget_ms\":60000,"
                                           "\"max_playouts\":4000,\"view\":%s}", level, seed, view);
  g_autofree char *answer = cn_bot_answer (line, CN_AI_HARD, 100, 1);
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *object;

  g_assert_true (json_parser_load_from_data (parser, answer, -1, NULL));
  object = json_node_get_object (json_parser_get_root (parser));
  if (!json_object_has_member (object, "move"))
    g_error ("the bot answered %s", answer);
  return json_object_ref (json_object_get_object_member (object, "move"));
}

/* The wilds among move's cards, -1 for a move that names none. */
static int
wilds_named (JsonObject *move)
{
  JsonArray *cards;
  int wilds = 0;

  if (!json_object_has_member (move, "cards"))
    return -1;
  cards = json_object_get_array_member (move, "cards");
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      const char *card = json_array_get_string_element (cards, i);

      wilds += card[0] == '2' || g_str_equal (card, "JK");
    }
  return wilds;
}

static void
test_hard_spends_wild (void)
{
  g_autoptr(JsonObject) medium = bot_move (view_sevens, "medium", 1);

  g_assert_cmpstr (json_object_get_string_member (medium, "do"), ==, "add");
  g_assert_cmpint (wilds_named (medium), ==, 0);
  g_clear_pointer (&medium, json_object_unref);
  medium = bot_move (view_frozen, "medium", 1);
  g_assert_cmpstr (json_object_get_string_member (medium, "do"), ==, "discard");

  for (int seed = 1; seed <= 3; seed++)
    {
      g_autoptr(JsonObject) sevens = bot_move (view_sevens, "hard", seed);
      g_autoptr(JsonObject) frozen = bot_move (view_frozen, "hard", seed);
      JsonArray *cards;

      g_assert_cmpstr (json_object_get_string_member (sevens, "do"), ==, "meld");
      g_assert_cmpint (wilds_named (sevens), ==, 1);
      cards = json_object_get_array_member (sevens, "cards");
      g_assert_cmpint (json_array_get_length (cards), ==, 3);
      g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "7H");

      g_assert_cmpstr (json_object_get_string_member (frozen, "do"), ==, "add");
      cards = json_object_get_array_member (frozen, "cards");
      g_assert_cmpint (json_array_get_length (cards), ==, 1);
      g_assert_cmpstr (json_array_get_string_element (cards, 0), ==, "2C");
    }
}

/* A request line the bot cannot answer gets an error line naming the
 * problem, and the bot answers the next request. */
static void
test_bot_errors (void)
{
  static const char * const args[] = { "bot", "--budget-ms", "20", "--think-threads", "1", NULL };
  static const char * const expected[] = {
    "not valid JSON", "request: expected an object", "unknown card", "too many AH",
    "hide 153 cards", "seat 0 acts now, not seat 1", "unknown key", "level: unknown level",
    "another seat's hand is a count", NULL,
  };
  const char *view =
    "\"variant\": \"classic\", \"players\": 4, \"turn\": 0, "
    "\"discard\": [\"7S\", \"KH\"], \"stock\": 60";
  g_autofree char *input = g_strdup_printf (
    "this is not JSON\n"
    "[1, 2]\n"
    "{\"view\": {%1$s, \"seat\": 0, \"hands\": [[\"ZZ\"], 11, 11, 11]}}\n"
    "{\"view\": {%1$s, \"seat\": 0, \"hands\": [[\"AH\", \"AH\", \"AH\"], 11, 11, 11]}}\n"
    "{\"view\": {\"variant\": \"classic\", \"players\": 4, \"seat\": 0, \"stock\": 150, "
    "\"hands\": [[\"AH\"], 1, 1, 1]}}\n"
    "{\"view\": {%1$s, \"seat\": 1, \"hands\": [11, [\"AH\"], 11, 11]}}\n"
    "{\"view\": {%1$s, \"seat\": 0, \"hands\": [[\"AH\"], 11, 11, 11]}, \"colour\": 1}\n"
    "{\"view\": {%1$s, \"seat\": 0, \"hands\": [[\"AH\"], 11, 11, 11]}, \"level\": \"god\"}\n"
    "{\"view\": {%1$s, \"seat\": 0, \"hands\": [[\"AH\"], [\"KS\"], 11, 11]}}\n"
    "\n"
    "{\"id\": \"last\", \"level\": \"medium\", \"view\": {%1$s, \"seat\": 0, "
    "\"hands\": [[\"AH\", \"AD\", \"KS\", \"KC\", \"5D\"], 11, 11, 11]}}\n", view);
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  out = run_args (input, &err, &status, args);
  g_assert_cmpint (status, ==, 0);
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 11);   /* ten answers and the end */
  for (int i = 0; expected[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *object;

      g_assert_true (json_parser_load_from_data (parser, lines[i], -1, NULL));
      object = json_node_get_object (json_parser_get_root (parser));
      if (!json_object_has_member (object, "error") ||
          strstr (json_object_get_string_member (object, "error"), expected[i]) == NULL)
        g_error ("answer %d: %s, expected an error with \"%s\"", i, lines[i], expected[i]);
    }
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    JsonObject *object;

    g_assert_true (json_parser_load_from_data (parser, lines[9], -1, NULL));
    object = json_node_get_object (json_parser_get_root (parser));
    g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, "last");
    g_assert_true (json_object_has_member (object, "move"));
    /* The seat may take the pile with its pair of kings, or draw. */
    g_assert_true (strstr (lines[9], "\"draw\"") != NULL || strstr (lines[9], "take-pile") != NULL);
  }
  g_assert_cmpstr (lines[10], ==, "");
}

/* The view of a seat 0 about to draw, for requests. */
#define VIEW_TO_DRAW \
  "{\"variant\": \"classic\", \"players\": 4, \"turn\": 0, \"discard\": [\"7S\", \"KH\"], " \
  "\"stock\": 60, \"seat\": 0, \"hands\": [[\"AH\", \"AD\", \"KS\", \"KC\", \"5D\"], 11, 11, 11]}"

/* Appends a request for VIEW_TO_DRAW with id, padded with spaces to
 * length bytes. */
static void
append_padded (GString *input,
               int      id,
               gsize    length)
{
  gsize start = input->len;

  g_string_append_printf (input, "{\"id\": %d, \"view\": " VIEW_TO_DRAW "}", id);
  while (input->len - start < length)
    g_string_append_c (input, ' ');
}

/* A line of the longest length allowed is answered; one byte more is
 * refused with one error, and the bot answers the requests after it; so is
 * a far longer line, and one with a NUL byte. A last line without its
 * newline is read all the same, and refused when too long. */
static void
test_bot_long_lines (void)
{
  static const char * const args[] = { "bot", "--level", "medium", NULL };
  static const char too_long[] = "{\"error\":\"request: the line is longer than 262144 bytes\"}";
  static const char nul[] = "{\"id\": 9, \"view\": \0" VIEW_TO_DRAW "}\n";
  g_autoptr(GString) input = g_string_new (NULL);
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  int status;

  append_padded (input, 1, CN_BOT_MAX_LINE);
  g_string_append_c (input, '\n');
  append_padded (input, 2, CN_BOT_MAX_LINE + 1);
  g_string_append_c (input, '\n');
  for (int i = 0; i < 3 * CN_BOT_MAX_LINE; i++)
    g_string_append_c (input, 'x');
  g_string_append_c (input, '\n');
  append_padded (input, 3, 0);
  g_string_append_c (input, '\n');
  g_string_append_len (input, nul, sizeof nul - 1);
  append_padded (input, 4, 0);

  out = run_input (input->str, input->len, &err, &status, args);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==, "{\"id\":1,\"move\":{\"seat\":0,\"do\":\"draw\"}}");
  g_assert_cmpstr (lines[1], ==, too_long);
  g_assert_cmpstr (lines[2], ==, too_long);
  g_assert_cmpstr (lines[3], ==, "{\"id\":3,\"move\":{\"seat\":0,\"do\":\"draw\"}}");
  g_assert_cmpstr (lines[4], ==, "{\"error\":\"request: a NUL byte in the line\"}");
  g_assert_cmpstr (lines[5], ==, "{\"id\":4,\"move\":{\"seat\":0,\"do\":\"draw\"}}");
  g_assert_cmpstr (lines[6], ==, "");

  g_string_truncate (input, 0);
  append_padded (input, 5, CN_BOT_MAX_LINE + 1);
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  out = run_input (input->str, input->len, &err, &status, args);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (out, ==, "{\"error\":\"request: the line is longer than 262144 bytes\"}\n");
}

/* The bot's input cannot be read (a directory): it says so and fails,
 * rather than ending as though the input had ended. */
static void
test_bot_read_error (void)
{
  static const char * const args[] = { "bot", NULL };
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  int directory = open ("/", O_RDONLY | O_DIRECTORY);
  int saved = dup (STDIN_FILENO);
  int status;

  g_assert_cmpint (directory, >=, 0);
  dup2 (directory, STDIN_FILENO);
  close (directory);
  out = run_args (NULL, &err, &status, args);
  dup2 (saved, STDIN_FILENO);
  close (saved);
  g_test_message ("%s", err);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_true (g_str_has_prefix (err, "canasta-cli bot: cannot read standard input: "));
  g_assert_cmpstr (strchr (err, '\n'), ==, "\n");
}

/* The peak of what the process has held resident, in kB (VmHWM). */
static long
peak_resident_kb (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", pid);
  g_autofree char *text = NULL;
  const char *at;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  at = strstr (text, "VmHWM:");
  g_assert_nonnull (at);
  return strtol (at + strlen ("VmHWM:"), NULL, 10);
}

/* A 200 MB line, written to the bot through a pipe in pieces, costs it no
 * more memory than a short one: it answers the error, drops the rest as it
 * reads it, and answers the request that follows. */
static void
test_bot_long_line_memory (void)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  const gsize piece = 1024 * 1024;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) bot = NULL;
  g_autoptr(GDataInputStream) answers = NULL;
  g_autofree char *text = g_malloc (piece);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  GOutputStream *requests;
  long peak;

  if (cli == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  bot = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                          cli, "bot", "--level", "medium", NULL);
  g_assert_no_error (error);
  requests = g_subprocess_get_stdin_pipe (bot);
  answers = g_data_input_stream_new (g_subprocess_get_stdout_pipe (bot));
  memset (text, '[', piece);
  for (int i = 0; i < 200; i++)
    {
      g_output_stream_write_all (requests, text, piece, NULL, NULL, &error);
      g_assert_no_error (error);
    }
  {
    static const char request[] = "\n{\"id\": \"after\", \"view\": " VIEW_TO_DRAW "}\n";

    g_output_stream_write_all (requests, request, strlen (request), NULL, NULL, &error);
    g_assert_no_error (error);
  }
  first = g_data_input_stream_read_line (answers, NULL, NULL, &error);
  g_assert_no_error (error);
  second = g_data_input_stream_read_line (answers, NULL, NULL, &error);
  g_assert_no_error (error);

  /* Still running, having answered: its peak so far is the whole story. */
  peak = peak_resident_kb (g_subprocess_get_identifier (bot));
  g_test_message ("the bot's peak resident memory through a 200 MB line: %ld kB", peak);
  g_assert_cmpint (peak, <, 64 * 1024);
  g_assert_cmpstr (first, ==, "{\"error\":\"request: the line is longer than 262144 bytes\"}");
  g_assert_cmpstr (second, ==, "{\"id\":\"after\",\"move\":{\"seat\":0,\"do\":\"draw\"}}");

  g_output_stream_close (requests, NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait_check (bot, NULL, &error);
  g_assert_no_error (error);
}

/* A position whose seat to play is in the play phase with an empty hand
 * has no move at all: the bot refuses it, at every level, rather than
 * answer a move the engine would refuse. */
static void
test_bot_empty_hand (void)
{
  static const char * const levels[] = { "easy", "medium", "hard" };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autofree char *line = g_strdup_printf (
        "{\"level\": \"%s\", \"max_playouts\": 10, \"view\": {\"variant\": \"classic\", "
        "\"players\": 4, \"turn\": 0, \"phase\": \"play\", \"discard\": [\"7S\", \"KH\"], "
        "\"stock\": 60, \"seat\": 0, \"hands\": [[], 11, 11, 11]}}", levels[i]);
      g_autofree char *answer = cn_bot_answer (line, CN_AI_HARD, 50, 1);

      g_test_message ("%s: %s", levels[i], answer);
      g_assert_cmpstr (answer, ==, "{\"error\":\"view: seat 0 is to play with an empty hand: it "
                                   "has no card to meld or discard\"}");
    }
}

/* Writes an executable shell script into dir. */
static char *
script (const char *dir,
        const char *name,
        const char *body)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = g_strdup_printf ("#!/bin/sh\n%s\n", body);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return path;
}

/* Plays two games of players seats, side A the outside program at path
 * (given 50 ms, and grace_ms beyond), against Medium: A loses both by
 * default, with reason on standard error, and the tournament ends well. */
static void
expect_forfeits (const char *name,
                 const char *path,
                 const char *players,
                 const char *grace_ms,
                 const char *reason)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *err = NULL;
  g_autofree char *out = NULL;
  const char *args[] = { "tournament", "--a", path, "--b", "medium", "--games", "2",
                         "--players", players, "--a-budget-ms", "50", "--grace-ms", grace_ms,
                         "--json", NULL };
  JsonObject *o;
  int status;

  out = run_args (NULL, &err, &status, args);
  g_test_message ("%s: %s", name, err);
  g_assert_cmpint (status, ==, 0);
  o = parse (out, parser);
  g_assert_cmpint (json_object_get_int_member (o, "games"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (o, "forfeited"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (o, "a_wins"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o, "b_wins"), ==, 2);
  g_assert_nonnull (strstr (err, "A lost by default"));
  if (strstr (err, reason) == NULL)
    g_error ("%s: expected \"%s\" in: %s", name, reason, err);
}

/* Outside programs that crash, hang past their time, answer a refused
 * move or answer nonsense lose each game they play, with the reason on
 * standard error; the tournament plays every game and ends well. */
static void
test_tournament_outside_failures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-ai-cli-XXXXXX", NULL);
  struct
  {
    const char *name;
    const char *body;
    const char *reason;
  } bots[] = {
    { "crashes", "exit 3", "status 3" },
    { "hangs", "exec sleep 30", "no answer within 250 ms" },
    { "cheats", "while read line; do echo '{\"move\": {\"seat\": 0, \"do\": \"discard\", "
      "\"card\": \"JK\"}}'; done", "refused move" },
    { "babbles", "while read line; do echo 'good move'; done", "not a JSON object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bots); i++)
    {
      g_autofree char *path = script (dir, bots[i].name, bots[i].body);

      expect_forfeits (bots[i].name, path, "4", "200", bots[i].reason);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The pids listed in a file, one a line, as the programs wrote them. */
static GArray *
read_pids (const char *path)
{
  GArray *pids = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      {
        int pid = atoi (lines[i]);

        g_assert_cmpint (pid, >, 1);
        g_array_append_val (pids, pid);
      }
  return pids;
}

/* Outside programs that start processes of their own, then answer
 * nonsense, end, or answer nonsense from behind a wrapper shell (which is
 * what is killed when the program is): once the tournament returns, none
 * of the processes they started is left. Each writes the pid of what it
 * started before it answers, so the file is written before the game ends. */
static void
test_tournament_outside_children (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-ai-cli-XXXXXX", NULL);
  g_autofree char *pids_path = g_build_filename (dir, "pids", NULL);
  struct
  {
    const char *name;
    const char *body;
    const char *reason;
  } bots[] = {
    { "leaves-a-child", "sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> \"$PIDS\"\n"
      "while read line; do echo 'good move'; done", "not a JSON object" },
    { "forks-and-ends", "sleep 1000 </dev/null >/dev/null 2>&1 & echo $! >> \"$PIDS\"\n"
      "read line; exit 3", "status 3" },
    { "wrapped", "/bin/sh -c 'echo $$ >> \"$PIDS\"; read line; echo babble; exec sleep 1000'",
      "not a JSON object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bots); i++)
    {
      g_autofree char *body = g_strdup_printf ("export PIDS='%s'\n%s", pids_path, bots[i].body);
      g_autofree char *path = script (dir, bots[i].name, body);
      g_autoptr(GArray) pids = NULL;
      int left = 0;

      g_assert_true (g_file_set_contents (pids_path, "", 0, NULL));
      expect_forfeits (bots[i].name, path, "2", "60000", bots[i].reason);
      pids = read_pids (pids_path);
      g_assert_cmpuint (pids->len, ==, 2);
      for (guint p = 0; p < pids->len; p++)
        if (kill (g_array_index (pids, int, p), 0) == 0)
          {
            /* Not to outlive a failing test either. */
            kill (g_array_index (pids, int, p), SIGKILL);
            left++;
          }
        else
          g_assert_cmpint (errno, ==, ESRCH);
      if (left > 0)
        g_error ("%s: %d processes it started outlived the tournament", bots[i].name, left);
      g_unlink (path);
    }
  g_unlink (pids_path);
  g_rmdir (dir);
}

/* An outside program that closes its standard input is said to have done
 * so; one whose answer holds a NUL byte is refused, as the bot refuses such
 * a request, not read up to the NUL. Both first answer a draw, which the
 * first decision of their side allows. */
static void
test_tournament_outside_pipes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("test-ai-cli-XXXXXX", NULL);
/* The seat a request is for: the view's "seat". */
#define SEAT "seat=$(printf '%s' \"$line\" | sed -n 's/.*\"seat\":\\([0-9]\\).*/\\1/p')\n"
  struct
  {
    const char *name;
    const char *body;
    const char *reason;
  } bots[] = {
    { "closes-input", "read line; " SEAT "exec 0<&-\n"
      "echo \"{\\\"move\\\": {\\\"seat\\\": $seat, \\\"do\\\": \\\"draw\\\"}}\"\nexec sleep 1000",
      "it took no request: it closed its standard input" },
    { "writes-nul", "while read line; do " SEAT
      "printf '{\"move\": {\"seat\": %s, \"do\": \"draw\"}}\\000 and more\\n' \"$seat\"; done",
      "its answer has a NUL byte in the line" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bots); i++)
    {
      g_autofree char *path = script (dir, bots[i].name, bots[i].body);

      expect_forfeits (bots[i].name, path, "2", "60000", bots[i].reason);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Budgets past the bot protocol's limit (which every outside program would
 * be asked to think for, and canasta-cli bot refuses), or whose sum with
 * the grace would not fit a deadline, are refused before any game: one
 * line on standard error, the usage status, nothing played. */
static void
test_tournament_budget_limits (void)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  g_autofree char *program = g_strdup_printf ("%s bot", cli != NULL ? cli : "/bin/cat");
  const char * const cases[][6] = {
    { "--a-budget-ms", "2147483000", "--grace-ms", "2000", "--a-budget-ms must be from 1 to 600000" },
    { "--a-budget-ms", "600001", "--grace-ms", "2000", "--a-budget-ms must be from 1 to 600000" },
    { "--b-budget-ms", "700000", "--grace-ms", "2000", "--b-budget-ms must be from 1 to 600000" },
    { "--budget-ms", "600001", "--grace-ms", "2000", "--budget-ms must be from 1 to 600000" },
    { "--a-budget-ms", "100", "--grace-ms", "2147483000", "--grace-ms must be from 0 to 600000" },
    { "--a-budget-ms", "-1", "--grace-ms", "2000", "--a-budget-ms must be from 1 to 600000" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *args[] = { "tournament", "--a", program, "--b", "medium", "--games", "1",
                             cases[i][0], cases[i][1], cases[i][2], cases[i][3], NULL };
      g_autofree char *err = NULL;
      g_autofree char *out = NULL;
      int status;

      out = run_args (NULL, &err, &status, args);
      g_test_message ("%s", err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "canasta-cli tournament: "));
      g_assert_nonnull (strstr (err, cases[i][4]));
      /* One line. */
      g_assert_nonnull (strchr (err, '\n'));
      g_assert_cmpstr (strchr (err, '\n'), ==, "\n");
    }
}

/* canasta-cli bot seated as an outside program plays exactly as the level
 * it is asked for: the same games as that level seated directly. */
static void
test_tournament_bot_program (void)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  g_autofree char *program = NULL;
  g_autoptr(JsonParser) p1 = json_parser_new ();
  g_autoptr(JsonParser) p2 = json_parser_new ();
  g_autofree char *t1 = NULL;
  g_autofree char *t2 = NULL;
  JsonObject *o1, *o2;
  int s1, s2;

  if (cli == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  program = g_strdup_printf ("%s bot --level medium", cli);
  t1 = run (&s1, "tournament", "--a", program, "--b", "medium", "--games", "4", "--seed", "7",
            "--players", "2", "--json", NULL);
  t2 = run (&s2, "tournament", "--a", "medium", "--b", "medium", "--games", "4", "--seed", "7",
            "--players", "2", "--json", NULL);
  o1 = parse (t1, p1);
  o2 = parse (t2, p2);
  g_assert_cmpint (s1, ==, 0);
  g_assert_cmpint (s2, ==, 0);
  g_assert_cmpint (json_object_get_int_member (o1, "forfeited"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (o1, "a_wins"), ==,
                   json_object_get_int_member (o2, "a_wins"));
  g_assert_cmpfloat (json_object_get_double_member (o1, "mean_score_diff"), ==,
                     json_object_get_double_member (o2, "mean_score_diff"));
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
  g_test_add_func ("/ai-cli/bench-hard-processor-time", test_bench_hard_processor_time);
  g_test_add_func ("/ai-cli/bad-arguments", test_bad_arguments);
  g_test_add_func ("/ai-cli/bot/round-trip", test_bot_round_trip);
  g_test_add_func ("/ai-cli/bot/errors", test_bot_errors);
  g_test_add_func ("/ai-cli/bot/hard-spends-wild", test_hard_spends_wild);
  g_test_add_func ("/ai-cli/bot/long-lines", test_bot_long_lines);
  g_test_add_func ("/ai-cli/bot/read-error", test_bot_read_error);
  g_test_add_func ("/ai-cli/bot/long-line-memory", test_bot_long_line_memory);
  g_test_add_func ("/ai-cli/bot/empty-hand", test_bot_empty_hand);
  g_test_add_func ("/ai-cli/tournament/outside-failures", test_tournament_outside_failures);
  g_test_add_func ("/ai-cli/tournament/bot-program", test_tournament_bot_program);
  g_test_add_func ("/ai-cli/tournament/outside-children", test_tournament_outside_children);
  g_test_add_func ("/ai-cli/tournament/outside-pipes", test_tournament_outside_pipes);
  g_test_add_func ("/ai-cli/tournament/budget-limits", test_tournament_budget_limits);

  return g_test_run ();
}
