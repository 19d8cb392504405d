/* canasta-cli.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-cli-ai.h"
#include "cn-cli-bot.h"
#include "cn-cli-net.h"
#include "cn-cli-review.h"
#include "cn-scenario.h"
#include "cn-state.h"

/* Exit statuses: 0 done, 1 something went wrong while playing (a bot chose
 * a move the engine refused), 2 bad arguments or an invalid scenario. */
#define EXIT_BAD_INPUT 2

/* A round the simple bots cannot finish in this many moves means a bug in
 * the bot or the engine: stop rather than loop. */
#define MAX_MOVES_PER_ROUND 20000

static const char *prgname = "canasta-cli";

G_GNUC_PRINTF (1, 2)
static int
usage_error (const char *format,
             ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* One line, as every message of ours; each command sets the program
   * name to "canasta-cli COMMAND". */
  fprintf (stderr, "%s: %s (see \"%s --help\")\n", prgname, message, g_get_prgname ());
  return EXIT_BAD_INPUT;
}

static char *
known_variants (void)
{
  GString *known = g_string_new (NULL);

  for (int v = 0; v < CN_N_VARIANTS; v++)
    g_string_append_printf (known, "%s%s", v ? ", " : "", cn_rules_get (v)->id);
  return g_string_free (known, FALSE);
}

static char *
known_players (const CnRules *rules)
{
  GString *known = g_string_new (NULL);

  for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players != 0; i++)
    g_string_append_printf (known, "%s%d", i ? ", " : "", rules->seatings[i].players);
  return g_string_free (known, FALSE);
}

/* Parses the options shared by play and bench. */
static gboolean
parse_game_options (const char      *variant,
                    int              players,
                    const CnRules  **rules_out,
                    GError         **error)
{
  const CnRules *rules = cn_rules_lookup (variant);

  if (rules == NULL)
    {
      g_autofree char *known = known_variants ();

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "unknown variant \"%s\" (known: %s)", variant, known);
      return FALSE;
    }

  if (cn_rules_seating (rules, players) == NULL)
    {
      g_autofree char *known = known_players (rules);

      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "%s is not played by %d players (it is played by %s)",
                   rules->id, players, known);
      return FALSE;
    }

  *rules_out = rules;
  return TRUE;
}

static gboolean
parse_seed (const char  *text,
            guint64     *out,
            GError     **error)
{
  return g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, out, error);
}

/* ---------------------------------------------------------------- referee */

static int
cmd_referee (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *text = NULL;
  gboolean pretty = FALSE;
  GOptionEntry entries[] = {
    { "pretty", 'p', 0, G_OPTION_ARG_NONE, &pretty, "Indent the JSON output", NULL },
    { NULL }
  };

  g_set_prgname ("canasta-cli referee");
  context = g_option_context_new ("FILE.json");
  g_option_context_set_summary (context,
    "Plays a scenario's moves in order and prints the verdicts, the position\n"
    "after them and, once the round is over, the scores as one JSON object.\n"
    "\"-\" reads the scenario from standard input. An invalid scenario prints\n"
    "its problem on standard error, on one line, and exits with status 2.\n"
    "A scenario is a regular file or standard input of at most 8388608 bytes.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("referee: %s", error->message);

  if (argc != 2)
    return usage_error ("referee: expected one scenario file, found %d", argc - 1);

  scenario = cn_scenario_new_from_file (argv[1], &error);
  if (scenario == NULL)
    {
      /* One line, whatever the file's name holds; the message is one
       * line already. */
      g_autofree char *display = g_filename_display_name (argv[1]);
      g_autofree char *name = cn_json_escape (display);

      fprintf (stderr, "%s: %s: %s\n", prgname, name, error->message);
      return EXIT_BAD_INPUT;
    }

  result = cn_referee_run (scenario, NULL);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, pretty);
  json_generator_set_root (generator, result);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);

  return EXIT_SUCCESS;
}

/* ------------------------------------------------------------------- play */

static const char *
side_name (const CnState *state,
           int            side)
{
  static const char * const partnership[] = { "North-South", "East-West", "third side" };

  if (cn_state_seats_per_side (state) > 1 && side < (int) G_N_ELEMENTS (partnership))
    return partnership[side];
  return NULL;
}

static char *
seat_label (const CnState *state,
            int            seat)
{
  const char *side = side_name (state, cn_state_side_of (state, seat));

  if (side != NULL)
    return g_strdup_printf ("Seat %d (%s)", seat, side);
  return g_strdup_printf ("Seat %d", seat);
}

static char *
side_label (const CnState *state,
            int            side)
{
  const char *name = side_name (state, side);

  if (name != NULL)
    return g_strdup (name);

  /* One seat per side: the side is its seat. */
  return g_strdup_printf ("Seat %d", side);
}

static void
append_cards (GString      *out,
              const CnCard *cards,
              int           n)
{
  for (int i = 0; i < n; i++)
    {
      char buf[8];

      g_string_append_printf (out, " %s", cn_card_to_string (cards[i], buf));
    }
}

/* Cards the events say went from one place to another, for the seat. */
static int
event_cards (const CnEvents *events,
             CnPlace         from,
             CnPlace         to,
             CnCard         *out)
{
  int n = 0;

  for (int i = 0; i < events->n; i++)
    {
      const CnEvent *e = &events->events[i];

      if (e->kind == CN_EVENT_CARD_MOVED && e->from == from && e->to == to && n < CN_MAX_CARDS)
        out[n++] = e->card;
    }
  return n;
}

/* One readable line for a move the engine accepted. before is the position
 * the move was made in. */
static char *
describe_move (const CnState  *before,
               const CnState  *after,
               const CnMove   *move,
               const CnEvents *events)
{
  g_autofree char *who = seat_label (before, move->seat);
  g_autoptr(GString) line = g_string_new (who);
  CnCard cards[CN_MAX_CARDS];
  int n;

  switch (move->kind)
    {
    case CN_MOVE_DRAW:
      n = event_cards (events, CN_PLACE_STOCK, CN_PLACE_HAND, cards);
      g_string_append (line, " draws");
      append_cards (line, cards, n);
      break;

    case CN_MOVE_TAKE_PILE:
      {
        char buf[8];

        g_string_append_printf (line, " takes the pile (%d card%s)", before->pile_n,
                                before->pile_n == 1 ? "" : "s");
        if (move->n > 0)
          {
            g_string_append (line, " with");
            append_cards (line, move->cards, move->n);
          }
        else
          g_string_append_printf (line, " and lays the top card %s off",
                                  cn_card_to_string (cn_state_pile_top (before), buf));
      }
      break;

    case CN_MOVE_MELD:
      g_string_append (line, " melds");
      append_cards (line, move->cards, move->n);
      break;

    case CN_MOVE_ADD:
      {
        int index = cn_move_meld_index (move);
        int side = cn_state_side_of (before, move->seat);
        int rank = index >= 0 && index < before->n_melds[side] ? before->melds[side][index].rank
                                                                : move->rank;

        g_string_append_printf (line, " lays off on the %s meld:",
                                cn_rank_to_string (rank < CN_N_RANKS ? rank : 0));
      }
      append_cards (line, move->cards, move->n);
      break;

    case CN_MOVE_DISCARD:
      g_string_append (line, " discards");
      append_cards (line, move->cards, 1);
      break;

    case CN_MOVE_ASK_GO_OUT:
      g_string_append (line, " asks the partner: may I go out?");
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      g_string_append (line, move->yes ? " answers yes" : " answers no");
      break;

    case CN_MOVE_CUT:
      g_string_append_printf (line, " cuts %d cards", move->cut);
      for (int i = 0; i < events->n; i++)
        {
          const CnEvent *e = &events->events[i];
          char buf[8];

          if (e->kind == CN_EVENT_CUT_CARD)
            g_string_append_printf (line, "; shows %s%s", cn_card_to_string (e->card, buf),
                                    e->count ? ", the canasta de moda" :
                                    e->to == CN_PLACE_STOCK ? "" : " and keeps it");
          else if (e->kind == CN_EVENT_EXACT_CUT)
            g_string_append (line, "; an exact cut");
        }
      break;

    default:
      g_string_append (line, " makes an unknown move");
      break;
    }

  /* Red threes laid down during the move: drawn, found in the pile, or
   * from the deal when the next seat's turn began. Each gets its own line
   * under the seat that owns it. */
  for (int i = 0; i < events->n; i++)
    {
      const CnEvent *e = &events->events[i];
      g_autofree char *owner = NULL;
      char buf[8];

      if (e->kind != CN_EVENT_CARD_MOVED || e->to != CN_PLACE_RED_THREES)
        continue;
      owner = seat_label (before, e->seat);
      g_string_append_printf (line, "\n  %s lays down the red three %s%s", owner,
                              cn_card_to_string (e->card, buf),
                              e->from == CN_PLACE_PILE ? " from the pile" :
                              e->from == CN_PLACE_HAND ? " from the deal" : "");
    }

  if (after->phase == CN_PHASE_ROUND_OVER)
    {
      if (after->end == CN_END_WENT_OUT)
        g_string_append (line, after->out_concealed ? " and goes out concealed" : " and goes out");
      else if (after->end == CN_END_STOCK_EXHAUSTED)
        g_string_append (line, "; the stock is exhausted");
    }

  return g_string_free (g_steal_pointer (&line), FALSE);
}

typedef struct
{
  guint64 moves;
  guint64 applies;
} PlayCounts;

/* Applies the bot's move; a refusal is an error naming the move. */
static gboolean
apply_bot_move (CnState      *state,
                const CnMove *move,
                CnEvents     *events,
                GError      **error)
{
  CnVerdict verdict = { 0 };

  if (!cn_apply (state, move, &verdict, events))
    {
      g_autofree char *text = cn_move_to_string (move);
      g_autofree char *why = cn_verdict_describe (&verdict);

      g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                   "the bot chose a refused move (%s): %s: %s",
                   text, cn_code_name (verdict.code), why);
      return FALSE;
    }
  return TRUE;
}

/* Plays one dealt round with the simple bot to its end. Returns FALSE when
 * the bot chose a move the engine refused or the round did not end. */
static gboolean
play_round (CnState     *state,
            gboolean     log,
            PlayCounts  *counts,
            GError     **error)
{
  for (int i = 0; state->phase != CN_PHASE_ROUND_OVER; i++)
    {
      CnMove move;
      CnEvents events;

      if (i >= MAX_MOVES_PER_ROUND)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                       "the round did not end after %d moves", MAX_MOVES_PER_ROUND);
          return FALSE;
        }

      cn_ai_simple_choose (state, &move);
      events.n = 0;
      counts->applies++;
      if (log)
        {
          CnState before = *state;
          g_autofree char *line = NULL;

          if (!apply_bot_move (state, &move, &events, error))
            return FALSE;
          line = describe_move (&before, state, &move, &events);
          printf ("  %s\n", line);
        }
      else if (!apply_bot_move (state, &move, NULL, error))
        return FALSE;
      counts->moves++;
    }

  return TRUE;
}

static void
print_round_summary (const CnState      *state,
                     const CnGame       *game,
                     const CnRoundScore *score)
{
  for (int side = 0; side < score->n_sides; side++)
    {
      const CnSideScore *s = &score->sides[side];
      g_autofree char *name = side_label (state, side);

      printf ("  %s:\n", name);
      for (int line = 0; line < CN_N_LINES; line++)
        if (cn_rules_has_line (state->rules, line))
          printf ("    %-18s %6d\n", cn_line_name (line), s->lines[line]);
      printf ("    %-18s %6d   (game total %d)\n", "round total", s->total, game->scores[side]);
    }
}

static int
cmd_play (int    argc,
          char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *seed_text = NULL;
  const CnRules *rules;
  CnOptions options;
  CnGame game;
  CnState state;
  PlayCounts counts = { 0 };
  guint64 seed = 1;
  int players = 4;
  int rounds = 0;
  gboolean quiet = FALSE;
  gboolean red_threes_at_deal = FALSE;
  GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Number of players (default: 4)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default: 1)", "N" },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds,
      "Play N rounds, highest total wins, where the variant offers it (fifteen); "
      "default: to the target", "N" },
    { "red-threes-at-deal", 0, 0, G_OPTION_ARG_NONE, &red_threes_at_deal,
      "Place red threes at the deal", NULL },
    { "quiet", 'q', 0, G_OPTION_ARG_NONE, &quiet,
      "Print only the round summaries and the winner", NULL },
    { NULL }
  };

  g_set_prgname ("canasta-cli play");
  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Plays a whole game between simple bots and prints it as a readable log:\n"
    "every move, each round's scoring lines per side, the running totals and\n"
    "the winner.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("play: %s", error->message);
  if (argc > 1)
    return usage_error ("play: unexpected argument \"%s\"", argv[1]);
  if (!parse_game_options (variant ? variant : "classic", players, &rules, &error))
    return usage_error ("play: %s", error->message);
  if (seed_text != NULL && !parse_seed (seed_text, &seed, &error))
    return usage_error ("play: --seed: %s", error->message);

  if (rounds != 0 && rules->fixed_rounds_max == 0)
    return usage_error ("play: --rounds: %s has no game of a fixed number of rounds", rules->id);
  if (!cn_rules_fixed_rounds_valid (rules, rounds))
    return usage_error ("play: --rounds must be from 1 to %d for %s, not %d",
                        rules->fixed_rounds_max, rules->id, rounds);

  cn_options_init (&options, rules);
  if (red_threes_at_deal)
    options.red_threes_at_deal = TRUE;
  options.fixed_rounds = rounds;

  cn_game_init (&game, rules, &options, players, seed);
  printf ("Canasta, %s variant, %d players, seed %" G_GUINT64_FORMAT, rules->id, players, seed);
  if (rounds > 0)
    printf (", %d round%s, highest total wins\n", rounds, rounds == 1 ? "" : "s");
  else
    printf (", to %d\n", rules->target);

  while (!game.over)
    {
      CnRoundScore score = { 0 };

      cn_game_start_round (&game, &state);
      if (rounds > 0 && game.round < rounds)
        printf ("\nRound %d of %d (dealer: seat %d)\n", game.round + 1, rounds, state.dealer);
      else if (rounds > 0)
        printf ("\nRound %d, to break the tie (dealer: seat %d)\n", game.round + 1, state.dealer);
      else
        printf ("\nRound %d (dealer: seat %d)\n", game.round + 1, state.dealer);
      /* Red threes already down when the first seat began its turn. */
      for (int side = 0; side < state.n_sides && !quiet; side++)
        if (state.n_red_threes[side] > 0)
          {
            g_autofree char *name = side_label (&state, side);
            g_autoptr(GString) line = g_string_new (NULL);

            append_cards (line, state.red_threes[side], state.n_red_threes[side]);
            printf ("  %s has red threes down from the deal:%s\n", name, line->str);
          }
      if (!play_round (&state, !quiet, &counts, &error))
        {
          fprintf (stderr, "%s: play: round %d: %s\n", prgname, game.round + 1, error->message);
          return EXIT_FAILURE;
        }

      cn_state_score (&state, &score);
      cn_game_end_round (&game, &score);
      if (state.end == CN_END_WENT_OUT)
        {
          g_autofree char *who = seat_label (&state, state.out_seat);

          printf ("Round %d over: %s went out%s.\n", game.round, who,
                  state.out_concealed ? " concealed" : "");
        }
      else
        printf ("Round %d over: the stock is exhausted.\n", game.round);
      print_round_summary (&state, &game, &score);

      if (game.round >= 1000)
        {
          fprintf (stderr, "%s: play: the game did not end after 1000 rounds\n", prgname);
          return EXIT_FAILURE;
        }
    }

  {
    g_autofree char *winner = side_label (&state, game.winner);

    printf ("\nGame over after %d rounds, %" G_GUINT64_FORMAT " moves.\n", game.round,
            counts.moves);
    for (int side = 0; side < game.n_sides; side++)
      {
        g_autofree char *name = side_label (&state, side);

        printf ("  %-12s %6d\n", name, game.scores[side]);
      }
    printf ("Winner: %s\n", winner);
  }

  return EXIT_SUCCESS;
}

/* ------------------------------------------------------------------ bench */

static int
cmd_bench (int    argc,
           char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *seed_text = NULL;
  const CnRules *rules;
  CnOptions options;
  PlayCounts counts = { 0 };
  guint64 seed = 1;
  gint64 start, elapsed;
  guint64 checks;
  double seconds, cpu_start, cpu_seconds;
  int players = 4;
  int rounds = 100;
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Number of players (default: 4)", "N" },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds, "Rounds to play (default: 100)", "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "First seed (default: 1)", "N" },
    { "json", 'j', 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { NULL }
  };

  g_set_prgname ("canasta-cli bench");
  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Plays rounds between simple bots on one thread and reports how fast the\n"
    "engine goes: rounds, moves applied and legality checks per second\n"
    "(every cn_check the bots make and every cn_apply, which checks its move),\n"
    "per second of the thread's own processor time, which other programs on a\n"
    "busy machine do not stretch; the elapsed time is shown beside it.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return usage_error ("bench: %s", error->message);
  if (argc > 1)
    return usage_error ("bench: unexpected argument \"%s\"", argv[1]);
  if (!parse_game_options (variant ? variant : "classic", players, &rules, &error))
    return usage_error ("bench: %s", error->message);
  if (rounds < 1 || rounds > 100000000)
    return usage_error ("bench: --rounds must be from 1 to 100000000, not %d", rounds);
  if (seed_text != NULL && !parse_seed (seed_text, &seed, &error))
    return usage_error ("bench: --seed: %s", error->message);

  cn_options_init (&options, rules);

  checks = cn_stats_checks ();
  start = g_get_monotonic_time ();
  cpu_start = cn_cli_thread_seconds ();
  for (int r = 0; r < rounds; r++)
    {
      CnState state;

      cn_state_new_round (&state, rules, &options, players, r % players, NULL, seed + (guint64) r);
      if (!play_round (&state, FALSE, &counts, &error))
        {
          fprintf (stderr, "%s: bench: round with seed %" G_GUINT64_FORMAT ": %s\n",
                   prgname, seed + (guint64) r, error->message);
          return EXIT_FAILURE;
        }
    }
  elapsed = g_get_monotonic_time () - start;
  cpu_seconds = MAX (cn_cli_thread_seconds () - cpu_start, 1e-6);
  checks = cn_stats_checks () - checks;
  seconds = MAX (elapsed, 1) / (double) G_USEC_PER_SEC;

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      g_autoptr(JsonNode) root = NULL;
      g_autofree char *text = NULL;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, rules->id);
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, players);
      json_builder_set_member_name (builder, "rounds_per_s");
      json_builder_add_double_value (builder, rounds / cpu_seconds);
      json_builder_set_member_name (builder, "moves_per_s");
      json_builder_add_double_value (builder, counts.moves / cpu_seconds);
      json_builder_set_member_name (builder, "checks_per_s");
      json_builder_add_double_value (builder, checks / cpu_seconds);
      json_builder_set_member_name (builder, "rounds");
      json_builder_add_int_value (builder, rounds);
      json_builder_set_member_name (builder, "moves");
      json_builder_add_int_value (builder, (gint64) counts.moves);
      json_builder_set_member_name (builder, "cpu_seconds");
      json_builder_add_double_value (builder, cpu_seconds);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, seconds);
      json_builder_end_object (builder);

      root = json_builder_get_root (builder);
      json_generator_set_root (generator, root);
      text = json_generator_to_data (generator, NULL);
      printf ("%s\n", text);
    }
  else
    printf ("%s, %d players: %d rounds in %.3f s of processor time (%.3f s elapsed): "
            "%.1f rounds/s, %.0f moves/s, %.0f checks/s\n",
            rules->id, players, rounds, cpu_seconds, seconds, rounds / cpu_seconds,
            counts.moves / cpu_seconds, checks / cpu_seconds);

  return EXIT_SUCCESS;
}

/* ------------------------------------------------------------------- main */

static void
print_help (FILE *out)
{
  fprintf (out,
           "Usage: %s COMMAND [OPTION...]\n"
           "\n"
           "The headless Canasta referee, game runner and benchmark.\n"
           "\n"
           "Commands:\n"
           "  referee FILE.json   Play a scenario's moves and print the verdicts as JSON\n"
           "  play                Play a whole game between simple bots, as a log\n"
           "  bench               Measure how fast the engine plays rounds\n"
           "  bench --ai LEVEL    Measure how fast a computer player decides\n"
           "  tournament          Play computer levels (or outside programs) against each other\n"
           "  bot                 Answer requests for moves, one JSON object a line\n"
           "  review              Judge one seat's decisions in a saved game's round\n"
           "  serve               Host a table for network play\n"
           "  join INVITE         Seat a computer player at a hosted table\n"
           "  loadgen             Measure a host of many tables, every seat played from one process\n"
           "\n"
           "\"%s COMMAND --help\" describes each command's options.\n",
           prgname, prgname);
}

int
main (int    argc,
      char **argv)
{
  const char *command;

  setlocale (LC_ALL, "");
  g_set_prgname (prgname);

  if (argc < 2)
    {
      print_help (stderr);
      return EXIT_BAD_INPUT;
    }

  command = argv[1];
  if (g_str_equal (command, "--help") || g_str_equal (command, "-h") ||
      g_str_equal (command, "help"))
    {
      print_help (stdout);
      return EXIT_SUCCESS;
    }

  /* Each command parses its own options, with its name as argv[0]. */
  if (g_str_equal (command, "referee"))
    return cmd_referee (argc - 1, argv + 1);
  if (g_str_equal (command, "play"))
    return cmd_play (argc - 1, argv + 1);
  if (g_str_equal (command, "bench"))
    {
      /* "bench --ai LEVEL" measures a computer player instead of the engine. */
      for (int i = 2; i < argc; i++)
        if (g_str_equal (argv[i], "--ai") || g_str_has_prefix (argv[i], "--ai="))
          return cn_cli_bench_ai (argc - 1, argv + 1);
      return cmd_bench (argc - 1, argv + 1);
    }
  if (g_str_equal (command, "tournament"))
    return cn_cli_tournament (argc - 1, argv + 1);
  if (g_str_equal (command, "bot"))
    return cn_cli_bot (argc - 1, argv + 1);
  if (g_str_equal (command, "review"))
    return cn_cli_review (argc - 1, argv + 1);
  if (g_str_equal (command, "serve"))
    return cn_cli_serve (argc - 1, argv + 1);
  if (g_str_equal (command, "join"))
    return cn_cli_join (argc - 1, argv + 1);
  if (g_str_equal (command, "loadgen"))
    return cn_cli_loadgen (argc - 1, argv + 1);

  return usage_error ("unknown command \"%s\" (referee, play, bench, tournament, bot, review, serve, join, loadgen)", command);
}
