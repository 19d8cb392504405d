/* cn-cli-ai.c: canasta-cli tournament and bench --ai
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-ai.h"

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-cli-bot.h"
#include "cn-cli-record.h"

#define EXIT_BAD_INPUT 2

G_GNUC_PRINTF (2, 3)
static int
usage_error (const char *command,
             const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* One line, as every message of ours. */
  fprintf (stderr, "canasta-cli %s: %s (see \"canasta-cli %s --help\")\n", command, message,
           command);
  return EXIT_BAD_INPUT;
}

static gboolean
parse_table (const char     *command,
             const char     *variant,
             int             players,
             const CnRules **rules,
             int            *status)
{
  *rules = cn_rules_lookup (variant);
  if (*rules == NULL)
    {
      *status = usage_error (command, "unknown variant \"%s\"", variant);
      return FALSE;
    }
  if (cn_rules_seating (*rules, players) == NULL)
    {
      *status = usage_error (command, "%s is not played by %d players", (*rules)->id, players);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_level (const char *command,
             const char *option,
             const char *text,
             CnAiLevel  *level,
             int        *status)
{
  if (text == NULL || !cn_ai_level_parse (text, level))
    {
      *status = usage_error (command, "%s must be easy, medium or hard, not \"%s\"", option,
                             text ? text : "");
      return FALSE;
    }
  return TRUE;
}

static char *
to_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

/* ------------------------------------------------------------ tournament */

typedef struct
{
  const CnRules *rules;
  int            players;
  CnAiPlayer     a, b;
  char         **a_argv;    /* an outside program playing side A, or NULL */
  char         **b_argv;
  int            grace_ms;
  guint64        seed;
  char          *record_dir;   /* --record: each game written there, or NULL */

  /* One slot per game, written only by the thread that plays it. */
  int           *a_side;
  int           *winner;
  int           *diff;
  gboolean      *failed;
  char         **errors;
  char         **forfeits;
} Tournament;

/* Side A holds side (game % sides) and B every other side, so each side of
 * the table is A's in turn: seats swap every game. The game's seed comes
 * from the tournament's seed and the game's number alone, so a game plays
 * the same whatever thread runs it. */
static void
play_one (gpointer data,
          gpointer user_data)
{
  Tournament *t = user_data;
  int game = GPOINTER_TO_INT (data) - 1;
  const CnSeating *seating = cn_rules_seating (t->rules, t->players);
  int a_side = game % seating->sides;
  CnAiPlayer seats[CN_MAX_SEATS];
  CnAiGameResult result;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnBotProcess) a_bot = NULL;
  g_autoptr(CnBotProcess) b_bot = NULL;
  int best_other = G_MININT;
  g_autoptr(CnCliRecord) record = t->record_dir != NULL ? cn_cli_record_new () : NULL;

  /* An outside program is started for each game it plays, and ended with
   * it: a crash or a hang costs one game. */
  if (t->a_argv != NULL)
    a_bot = cn_bot_process_new (t->a_argv, t->a.config.budget_ms, t->grace_ms);
  if (t->b_argv != NULL)
    b_bot = cn_bot_process_new (t->b_argv, t->b.config.budget_ms, t->grace_ms);
  for (int seat = 0; seat < t->players; seat++)
    {
      gboolean is_a = seat % seating->sides == a_side;

      seats[seat] = is_a ? t->a : t->b;
      if (is_a ? a_bot != NULL : b_bot != NULL)
        {
          seats[seat].move_func = cn_bot_process_move;
          seats[seat].move_data = is_a ? a_bot : b_bot;
        }
    }

  t->a_side[game] = a_side;
  if (!cn_ai_play_game_recorded (t->rules, NULL, t->players, seats, t->seed * 1000003ull + (guint64) game,
                                 NULL, NULL, record != NULL ? cn_cli_record_move : NULL, record,
                                 &result, &error))
    {
      t->failed[game] = TRUE;
      t->errors[game] = g_strdup (error->message);
      return;
    }
  /* A game lost by default ends in the middle of a round: nothing to
   * review in it as a whole, so it is not written. */
  if (record != NULL && result.forfeit_side < 0 && !result.stopped)
    {
      g_autofree char *name = g_strdup_printf ("game-%04d.json", game + 1);
      g_autofree char *path = g_build_filename (t->record_dir, name, NULL);

      if (!cn_cli_record_write (record, path, seats, t->players, &error))
        {
          t->failed[game] = TRUE;
          t->errors[game] = g_strdup_printf ("%s: %s", path, error->message);
          return;
        }
    }
  if (result.forfeit_side >= 0)
    t->forfeits[game] = g_strdup_printf ("%s lost by default: %s",
                                         result.forfeit_side == a_side ? "A" : "B", result.reason);
  for (int side = 0; side < result.n_sides; side++)
    if (side != a_side)
      best_other = MAX (best_other, result.scores[side]);
  t->winner[game] = result.winner;
  t->diff[game] = result.scores[a_side] - best_other;
}

/* The Wilson score interval for p successes in n trials, at 95%. */
static void
wilson (double  p,
        int     n,
        double *lo,
        double *hi)
{
  const double z = 1.959963984540054;
  double denom, centre, half;

  if (n == 0)
    {
      *lo = 0;
      *hi = 1;
      return;
    }
  denom = 1 + z * z / n;
  centre = (p + z * z / (2.0 * n)) / denom;
  half = z * sqrt (p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
  *lo = MAX (0.0, centre - half);
  *hi = MIN (1.0, centre + half);
}

/* "hard, 100 ms" */
static char *
player_label (const CnAiPlayer *player,
              char             **argv)
{
  if (argv != NULL)
    return g_strjoinv (" ", argv);
  if (player->level == CN_AI_HARD && player->config.max_playouts > 0)
    return g_strdup_printf ("hard, %d playouts", player->config.max_playouts);
  if (player->level == CN_AI_HARD)
    return g_strdup_printf ("hard, %d ms%s", player->config.budget_ms,
                            player->config.processor_time ? " of processor time" : "");
  return g_strdup (cn_ai_level_name (player->level));
}

/* A side's player from its options: the level, its budget and playout
 * cap (the side's own or, when not given, the shared ones); or, when the
 * text is not a level, the command line of an outside program speaking
 * the bot protocol, whose budget is the side's. */
static gboolean
parse_player (const char *option,
              const char *text,
              int         budget_ms,
              int         max_playouts,
              int         think_threads,
              gboolean    processor_time,
              CnAiPlayer *player,
              char     ***argv,
              int        *status)
{
  CnAiLevel level = CN_AI_MEDIUM;

  *argv = NULL;
  if (text != NULL && !cn_ai_level_parse (text, &level))
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *program = NULL;

      if (!g_shell_parse_argv (text, NULL, argv, &error))
        {
          *status = usage_error ("tournament", "%s: \"%s\": %s", option, text, error->message);
          return FALSE;
        }
      program = g_find_program_in_path ((*argv)[0]);
      if (program == NULL)
        {
          *status = usage_error ("tournament", "%s must be easy, medium, hard or a program, and "
                                 "\"%s\" is neither", option, (*argv)[0]);
          g_clear_pointer (argv, g_strfreev);
          return FALSE;
        }
    }
  else if (!parse_level ("tournament", option, text, &level, status))
    return FALSE;
  cn_ai_player_init (player, level);
  player->config.budget_ms = budget_ms;
  player->config.max_playouts = max_playouts;
  player->config.threads = think_threads;
  player->config.processor_time = processor_time;
  return TRUE;
}

int
cn_cli_tournament (int    argc,
                   char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *a_text = NULL;
  g_autofree char *b_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *a_label = NULL;
  g_autofree char *b_label = NULL;
  Tournament t = { 0 };
  GThreadPool *pool;
  int games = 100;
  int players = 4;
  int budget_ms = CN_AI_DEFAULT_BUDGET_MS;
  int a_budget_ms = 0, b_budget_ms = 0;
  int max_playouts = 0;
  int a_playouts = -1, b_playouts = -1;
  int threads = 0;
  int think_threads = 1;
  gboolean processor_time = FALSE;
  gboolean json = FALSE;
  int status = 0;
  int a_wins = 0, b_wins = 0, ties = 0, failed = 0, forfeited = 0;
  double diff_sum = 0, rate, lo, hi;
  gint64 start;
  GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Number of players (default: 4)", "N" },
    { "a", 'a', 0, G_OPTION_ARG_STRING, &a_text,
      "Side A: easy, medium, hard, or an outside program's command line", "LEVEL|\"PROGRAM ARGS\"" },
    { "b", 'b', 0, G_OPTION_ARG_STRING, &b_text, "Side B, the same", "LEVEL|\"PROGRAM ARGS\"" },
    { "games", 'g', 0, G_OPTION_ARG_INT, &games, "Games to play (default: 100)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "Tournament seed (default: 1)", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Thinking time per decision, both sides (default: 1000, at most 600000)", "MS" },
    { "a-budget-ms", 0, 0, G_OPTION_ARG_INT, &a_budget_ms, "Side A's thinking time", "MS" },
    { "b-budget-ms", 0, 0, G_OPTION_ARG_INT, &b_budget_ms, "Side B's thinking time", "MS" },
    { "max-playouts", 0, 0, G_OPTION_ARG_INT, &max_playouts,
      "Hard's playouts per decision at most, both sides; reproducible games (default: no cap)", "N" },
    { "a-max-playouts", 0, 0, G_OPTION_ARG_INT, &a_playouts, "Side A's playout cap", "N" },
    { "b-max-playouts", 0, 0, G_OPTION_ARG_INT, &b_playouts, "Side B's playout cap", "N" },
    { "threads", 't', 0, G_OPTION_ARG_INT, &threads, "Games at once (default: all cores)", "N" },
    { "think-threads", 0, 0, G_OPTION_ARG_INT, &think_threads,
      "Threads thinking on one Hard decision (default: 1)", "N" },
    { "processor-time", 0, 0, G_OPTION_ARG_NONE, &processor_time,
      "Count Hard's thinking time in its threads' processor time, not the clock's", NULL },
    { "grace-ms", 0, 0, G_OPTION_ARG_INT, &t.grace_ms,
      "An outside program's time to answer beyond its budget (default: 2000, at most 600000)",
      "MS" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &t.record_dir,
      "Write each game to DIR as a saved game holding all its rounds (game-0001.json, ...)", "DIR" },
    { NULL }
  };

  t.grace_ms = 2000;
  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Plays whole games between two players, side A against side B, the\n"
    "sides swapping seats every game, several games at once on all cores.\n"
    "Prints A's wins, B's wins, ties, A's win rate (a tie counts half) with\n"
    "its 95% Wilson interval, and A's mean final score difference.\n"
    "Each side has its own level, thinking time and playout cap (the\n"
    "--a-... and --b-... options; --budget-ms and --max-playouts set both).\n"
    "Hard's time budget makes its games depend on the machine's speed and\n"
    "load; --processor-time counts it in processor time, which other programs\n"
    "on a busy machine do not take away; --max-playouts makes the games\n"
    "reproducible from the seed.\n"
    "A side may be an outside program speaking the bot protocol (see\n"
    "\"canasta-cli bot --help\"), started for each game: one that crashes,\n"
    "answers late or answers a refused move loses that game, and the reason\n"
    "goes to standard error. It runs in a process group of its own, killed\n"
    "whole when its game ends: nothing it started outlives the game.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("tournament", "%s", error->message);
  if (argc > 1)
    return usage_error ("tournament", "unexpected argument \"%s\"", argv[1]);
  if (!parse_table ("tournament", variant ? variant : "classic", players, &t.rules, &status))
    return status;
  if (games < 1 || games > 1000000)
    return usage_error ("tournament", "--games must be from 1 to 1000000, not %d", games);
  /* A budget past the bot protocol's own limit would have every request
   * to an outside program refused, and every game lost by default. */
  for (int i = 0; i < 3; i++)
    {
      static const char * const names[] = { "--budget-ms", "--a-budget-ms", "--b-budget-ms" };
      int value = i == 0 ? budget_ms : i == 1 ? a_budget_ms : b_budget_ms;

      /* --a-budget-ms 0 (the default) means --budget-ms's. */
      if (value < (i == 0) || value > CN_BOT_MAX_BUDGET_MS)
        return usage_error ("tournament", "%s must be from 1 to %d, not %d", names[i],
                            CN_BOT_MAX_BUDGET_MS, value);
    }
  if (max_playouts < 0 || think_threads < 0)
    return usage_error ("tournament", "--max-playouts and --think-threads must not be negative");
  if (t.grace_ms < 0 || t.grace_ms > CN_BOT_MAX_BUDGET_MS)
    return usage_error ("tournament", "--grace-ms must be from 0 to %d, not %d",
                        CN_BOT_MAX_BUDGET_MS, t.grace_ms);
  if (!parse_player ("--a", a_text, a_budget_ms ? a_budget_ms : budget_ms,
                     a_playouts >= 0 ? a_playouts : max_playouts, think_threads, processor_time, &t.a,
                     &t.a_argv,
                     &status) ||
      !parse_player ("--b", b_text, b_budget_ms ? b_budget_ms : budget_ms,
                     b_playouts >= 0 ? b_playouts : max_playouts, think_threads, processor_time, &t.b,
                     &t.b_argv,
                     &status))
    {
      g_strfreev (t.a_argv);
      return status;
    }
  /* An outside program that has gone must not take this process with it
   * when its request is written. */
  if (t.a_argv != NULL || t.b_argv != NULL)
    signal (SIGPIPE, SIG_IGN);
  t.seed = 1;
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &t.seed, &error))
    return usage_error ("tournament", "--seed: %s", error->message);

  t.players = players;
  t.a_side = g_new0 (int, games);
  t.winner = g_new0 (int, games);
  t.diff = g_new0 (int, games);
  t.failed = g_new0 (gboolean, games);
  t.errors = g_new0 (char *, games);
  t.forfeits = g_new0 (char *, games);

  if (threads <= 0)
    threads = MAX (1, (int) g_get_num_processors () / MAX (think_threads, 1));
  start = g_get_monotonic_time ();
  pool = g_thread_pool_new (play_one, &t, MIN (threads, games), TRUE, NULL);
  for (int g = 0; g < games; g++)
    g_thread_pool_push (pool, GINT_TO_POINTER (g + 1), NULL);
  g_thread_pool_free (pool, FALSE, TRUE);

  for (int g = 0; g < games; g++)
    {
      if (t.failed[g])
        {
          fprintf (stderr, "canasta-cli tournament: game %d: %s\n", g, t.errors[g]);
          failed++;
          continue;
        }
      if (t.forfeits[g] != NULL)
        {
          fprintf (stderr, "canasta-cli tournament: game %d: %s\n", g, t.forfeits[g]);
          forfeited++;
        }
      if (t.winner[g] == t.a_side[g])
        a_wins++;
      else if (t.winner[g] < 0)
        ties++;
      else
        b_wins++;
      diff_sum += t.diff[g];
    }
  games -= failed;
  rate = games ? (a_wins + 0.5 * ties) / games : 0;
  wilson (rate, games, &lo, &hi);
  a_label = player_label (&t.a, t.a_argv);
  b_label = player_label (&t.b, t.b_argv);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "a");
      json_builder_add_string_value (builder, a_label);
      json_builder_set_member_name (builder, "b");
      json_builder_add_string_value (builder, b_label);
      json_builder_set_member_name (builder, "a_wins");
      json_builder_add_int_value (builder, a_wins);
      json_builder_set_member_name (builder, "b_wins");
      json_builder_add_int_value (builder, b_wins);
      json_builder_set_member_name (builder, "ties");
      json_builder_add_int_value (builder, ties);
      json_builder_set_member_name (builder, "a_win_rate");
      json_builder_add_double_value (builder, rate);
      json_builder_set_member_name (builder, "ci95");
      json_builder_begin_array (builder);
      json_builder_add_double_value (builder, lo);
      json_builder_add_double_value (builder, hi);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "mean_score_diff");
      json_builder_add_double_value (builder, games ? diff_sum / games : 0);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, games);
      json_builder_set_member_name (builder, "failed");
      json_builder_add_int_value (builder, failed);
      json_builder_set_member_name (builder, "forfeited");
      json_builder_add_int_value (builder, forfeited);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, (g_get_monotonic_time () - start) / 1e6);
      json_builder_end_object (builder);
      text = to_json (builder);
      printf ("%s\n", text);
    }
  else
    printf ("%s (A) against %s (B), %s, %d players, %d games: A %d, B %d, ties %d; "
            "A's win rate %.3f (95%% CI %.3f to %.3f), mean score difference %.0f\n",
            a_label, b_label, t.rules->id, players, games, a_wins, b_wins, ties, rate, lo, hi,
            games ? diff_sum / games : 0);

  for (int g = 0; g < games + failed; g++)
    {
      g_free (t.errors[g]);
      g_free (t.forfeits[g]);
    }
  g_free (t.forfeits);
  g_free (t.errors);
  g_strfreev (t.a_argv);
  g_strfreev (t.b_argv);
  g_free (t.record_dir);
  g_free (t.failed);
  g_free (t.diff);
  g_free (t.winner);
  g_free (t.a_side);
  return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* ----------------------------------------------------------------- bench */

typedef struct
{
  GArray  *times;     /* gint64 microseconds */
  GArray  *searched;  /* the same, of decisions that weighed moves */
  int      wanted;
  gboolean whole;     /* play whole games past the count */
  guint64  playouts;
  guint64  samples;
  gint64   search_usec;
} Bench;

static gboolean
on_decision (int               seat,
             const CnAiPlayer *player,
             gint64            usec,
             const CnAiStats  *stats,
             gpointer          user_data)
{
  Bench *bench = user_data;

  g_array_append_val (bench->times, usec);
  if (stats->candidates > 1)
    {
      g_array_append_val (bench->searched, usec);
      bench->playouts += stats->playouts;
      bench->samples += stats->samples;
      bench->search_usec += usec;
    }
  return bench->whole || (int) bench->times->len < bench->wanted;
}

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (GArray *sorted,
            double  p)
{
  int i;

  if (sorted->len == 0)
    return 0;
  i = (int) ceil (p * sorted->len) - 1;
  return g_array_index (sorted, gint64, CLAMP (i, 0, (int) sorted->len - 1)) / 1000.0;
}

double
cn_cli_thread_seconds (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time () / (double) G_USEC_PER_SEC;
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
cn_cli_bench_ai (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) searched = g_array_new (FALSE, FALSE, sizeof (gint64));
  const CnRules *rules;
  CnAiLevel level;
  CnAiPlayer seats[CN_MAX_SEATS];
  Bench bench = { times, searched, 0, FALSE, 0, 0, 0 };
  guint64 seed = 1;
  int players = 4;
  int decisions = 0;
  int budget_ms = CN_AI_DEFAULT_BUDGET_MS;
  int max_playouts = 0;
  int think_threads = 1;
  gboolean processor_time = FALSE;
  gboolean json = FALSE;
  int status = 0;
  gint64 total = 0;
  double cpu = 0;         /* whole games' processor time, for rounds/s */
  guint64 rounds = 0;
  double seconds;
  GOptionEntry entries[] = {
    { "ai", 0, 0, G_OPTION_ARG_STRING, &level_text, "Level to measure: easy, medium, hard", "LEVEL" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Number of players (default: 4)", "N" },
    { "decisions", 'd', 0, G_OPTION_ARG_INT, &decisions,
      "Decisions to time (default: 20000; hard: 200)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "First game seed (default: 1)", "N" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Hard's thinking time per decision (default: 1000)", "MS" },
    { "max-playouts", 0, 0, G_OPTION_ARG_INT, &max_playouts,
      "Hard's playouts per decision at most (default: no cap)", "N" },
    { "think-threads", 0, 0, G_OPTION_ARG_INT, &think_threads,
      "Threads thinking on one Hard decision (default: 1)", "N" },
    { "processor-time", 0, 0, G_OPTION_ARG_NONE, &processor_time,
      "Count Hard's budget and time decisions in processor time, not the clock's", NULL },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Times an AI level's decisions, on one thread, over the positions of\n"
    "seeded games in which every seat plays that level: decisions per\n"
    "second and the 50th and 95th percentile of one decision's time.\n"
    "Easy and Medium play whole games and report rounds per second too,\n"
    "per second of the thread's processor time (a busy machine does not\n"
    "stretch it; a decision's time is the clock's, which Hard's budget is,\n"
    "or with --processor-time the thread's processor time).\n"
    "Hard reports its playouts (sampled rounds played to the end) per\n"
    "second and per decision, over the decisions where it weighed moves.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("bench", "%s", error->message);
  if (argc > 1)
    return usage_error ("bench", "unexpected argument \"%s\"", argv[1]);
  if (!parse_table ("bench", variant ? variant : "classic", players, &rules, &status) ||
      !parse_level ("bench", "--ai", level_text, &level, &status))
    return status;
  if (decisions == 0)
    decisions = level == CN_AI_HARD ? 200 : 20000;
  if (decisions < 1 || budget_ms < 1 || max_playouts < 0 || think_threads < 0)
    return usage_error ("bench", "--decisions and --budget-ms must be positive");
  if (seed_text != NULL && !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, &error))
    return usage_error ("bench", "--seed: %s", error->message);

  for (int seat = 0; seat < players; seat++)
    {
      cn_ai_player_init (&seats[seat], level);
      seats[seat].config.budget_ms = budget_ms;
      seats[seat].config.max_playouts = max_playouts;
      seats[seat].config.threads = think_threads;
      seats[seat].config.processor_time = processor_time;
    }
  bench.wanted = decisions;
  /* Easy and Medium play whole games, so that their rounds per second
   * count everything a round costs: the decisions, the seats' views and
   * memories, the engine's moves. Hard stops at the count. */
  bench.whole = level != CN_AI_HARD;

  for (guint64 game = 0; (int) times->len < decisions; game++)
    {
      CnAiGameResult result;
      double start = cn_cli_thread_seconds ();
      gboolean ok = cn_ai_play_game (rules, NULL, players, seats, seed + game, on_decision,
                                     &bench, &result, &error);

      cpu += cn_cli_thread_seconds () - start;
      rounds += result.rounds;
      if (!ok)
        {
          fprintf (stderr, "canasta-cli bench: game with seed %" G_GUINT64_FORMAT ": %s\n",
                   seed + game, error->message);
          return EXIT_FAILURE;
        }
    }

  for (guint i = 0; i < times->len; i++)
    total += g_array_index (times, gint64, i);
  seconds = MAX (total, 1) / 1e6;
  g_array_sort (times, compare_times);
  g_array_sort (searched, compare_times);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ai");
      json_builder_add_string_value (builder, cn_ai_level_name (level));
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, players);
      json_builder_set_member_name (builder, "decisions");
      json_builder_add_int_value (builder, times->len);
      json_builder_set_member_name (builder, "decisions_per_s");
      json_builder_add_double_value (builder, times->len / seconds);
      json_builder_set_member_name (builder, "p50_ms");
      json_builder_add_double_value (builder, percentile (times, 0.50));
      json_builder_set_member_name (builder, "p95_ms");
      json_builder_add_double_value (builder, percentile (times, 0.95));
      json_builder_set_member_name (builder, "max_ms");
      json_builder_add_double_value (builder, percentile (times, 1.0));
      if (bench.whole)
        {
          json_builder_set_member_name (builder, "rounds");
          json_builder_add_int_value (builder, rounds);
          json_builder_set_member_name (builder, "rounds_per_s");
          json_builder_add_double_value (builder, rounds / MAX (cpu, 1e-6));
        }
      if (level == CN_AI_HARD)
        {
          json_builder_set_member_name (builder, "budget_ms");
          json_builder_add_int_value (builder, budget_ms);
          json_builder_set_member_name (builder, "think_threads");
          json_builder_add_int_value (builder, think_threads);
          json_builder_set_member_name (builder, "processor_time");
          json_builder_add_boolean_value (builder, processor_time);
          json_builder_set_member_name (builder, "searched");
          json_builder_add_int_value (builder, searched->len);
          json_builder_set_member_name (builder, "searched_p50_ms");
          json_builder_add_double_value (builder, percentile (searched, 0.50));
          json_builder_set_member_name (builder, "playouts");
          json_builder_add_int_value (builder, bench.playouts);
          json_builder_set_member_name (builder, "playouts_per_s");
          json_builder_add_double_value (builder,
                                         bench.playouts / (MAX (bench.search_usec, 1) / 1e6));
          json_builder_set_member_name (builder, "playouts_per_decision");
          json_builder_add_double_value (builder,
                                         (double) bench.playouts / MAX (searched->len, 1));
          json_builder_set_member_name (builder, "samples_per_decision");
          json_builder_add_double_value (builder,
                                         (double) bench.samples / MAX (searched->len, 1));
        }
      json_builder_end_object (builder);
      text = to_json (builder);
      printf ("%s\n", text);
    }
  else
    printf ("%s, %s, %d players: %u decisions, %.0f decisions/s, p50 %.3f ms, p95 %.3f ms, "
            "max %.3f ms\n", cn_ai_level_name (level), rules->id, players, times->len,
            times->len / seconds, percentile (times, 0.5), percentile (times, 0.95),
            percentile (times, 1.0));
  if (!json && level == CN_AI_HARD)
    printf ("hard, %s, %d players, %d ms%s, %d thread%s: %u decisions weighed moves (p50 %.3f ms): "
            "%.0f playouts/s, %.0f playouts and %.0f samples a decision\n", rules->id, players,
            budget_ms, processor_time ? " of processor time" : "", think_threads,
            think_threads == 1 ? "" : "s", searched->len,
            percentile (searched, 0.5), bench.playouts / (MAX (bench.search_usec, 1) / 1e6),
            (double) bench.playouts / MAX (searched->len, 1),
            (double) bench.samples / MAX (searched->len, 1));
  if (!json && bench.whole)
    printf ("%s, %s, %d players: %" G_GUINT64_FORMAT " rounds with every seat %s, "
            "%.0f rounds/s\n", cn_ai_level_name (level), rules->id, players, rounds,
            cn_ai_level_name (level), rounds / MAX (cpu, 1e-6));
  return EXIT_SUCCESS;
}
