/* cn-cli-review.c: canasta-cli review, a seat's decisions judged
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads a saved game (the app's save format, which holds the round's
 * history from its deal) and reviews one seat's decisions in that round
 * with cn_ai_review_round: the ones where a clearly better move existed,
 * worst first, with what each cost in the chance of winning the game.
 */

#include "cn-cli-review.h"

#include <stdio.h>
#include <stdlib.h>

#include "cn-ai-review.h"
#include "cn-save.h"
#include "cn-scenario.h"

#define EXIT_BAD_INPUT 2

static char *
move_json (const CnMove *move)
{
  g_autoptr(JsonNode) node = cn_scenario_move_to_json (move);

  return json_to_string (node, FALSE);
}

static void
print_json (const CnSaveData *data,
            int               seat,
            int               round,
            guint             judged,
            GArray           *entries)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, data->state.rules->id);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, round);
  json_builder_set_member_name (builder, "judged");
  json_builder_add_int_value (builder, judged);
  json_builder_set_member_name (builder, "decisions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < entries->len; i++)
    {
      const CnAiReviewEntry *e = &g_array_index (entries, CnAiReviewEntry, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "round");
      json_builder_add_int_value (builder, round);
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, e->turn);
      json_builder_set_member_name (builder, "index");
      json_builder_add_int_value (builder, e->index);
      json_builder_set_member_name (builder, "move");
      json_builder_add_value (builder, cn_scenario_move_to_json (&e->played));
      json_builder_set_member_name (builder, "better");
      json_builder_add_value (builder, cn_scenario_move_to_json (&e->judgement.best));
      json_builder_set_member_name (builder, "cost");
      json_builder_add_double_value (builder, e->judgement.cost);
      json_builder_set_member_name (builder, "cost_se");
      json_builder_add_double_value (builder, e->judgement.cost_se);
      json_builder_set_member_name (builder, "points");
      json_builder_add_double_value (builder, e->judgement.points);
      json_builder_set_member_name (builder, "samples");
      json_builder_add_int_value (builder, e->judgement.samples);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  text = json_to_string (root, FALSE);
  printf ("%s\n", text);
}

static void
print_text (int     seat,
            int     round,
            guint   judged,
            GArray *entries)
{
  printf ("Round %d, seat %d: %u decisions judged, %u with a clearly better move\n",
          round, seat, judged, entries->len);
  for (guint i = 0; i < entries->len; i++)
    {
      const CnAiReviewEntry *e = &g_array_index (entries, CnAiReviewEntry, i);
      g_autofree char *played = move_json (&e->played);
      g_autofree char *better = move_json (&e->judgement.best);

      printf ("turn %d: played %s, better %s: %.1f%% of the game (± %.1f), %+.0f points\n",
              e->turn, played, better, 100 * e->judgement.cost, 100 * e->judgement.cost_se,
              -e->judgement.points);
    }
}

int
cn_cli_review (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (CnAiReviewEntry));
  CnSaveData *data;
  CnAiConfig config;
  int seat = -1;
  int round_wanted = -1;
  g_autofree CnState *start = NULL;
  g_autoptr(GArray) moves = NULL;
  int budget_ms = 300;
  int max_playouts = 0;
  int threads = 0;
  gint64 seed = 1;
  gboolean json = FALSE;
  guint judged = 0;
  int round, status = EXIT_SUCCESS;
  GOptionEntry options[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, "The seat whose decisions are reviewed", "S" },
    { "round", 0, 0, G_OPTION_ARG_INT, &round_wanted,
      "The game's round to review, from 0 as the file counts them (default: the round in the file's history; "
      "a file of canasta-cli tournament --record holds every round)", "R" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms, "Thinking time per decision (default: 300)", "MS" },
    { "max-playouts", 0, 0, G_OPTION_ARG_INT, &max_playouts,
      "At most this many playouts per decision (with --threads 1: reproducible)", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Thinking threads (default: one per core)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the search's samples (default: 1)", "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, "Print one JSON object", NULL },
    { NULL }
  };

  g_set_prgname ("canasta-cli review");
  context = g_option_context_new ("FILE");
  g_option_context_set_summary (context,
    "Reviews one seat's decisions in the round a saved game holds, judged\n"
    "from what that seat knew then: the decisions where a clearly better move\n"
    "existed (by more than two standard errors of the search), worst first,\n"
    "with the chance of winning the game each one cost.");
  g_option_context_add_main_entries (context, options, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "canasta-cli review: %s\n", error->message);
      return EXIT_BAD_INPUT;
    }
  if (argc != 2)
    {
      fprintf (stderr, "canasta-cli review: expected one saved game, found %d\n", argc - 1);
      return EXIT_BAD_INPUT;
    }
  if (budget_ms < 1 || budget_ms > 600000 || max_playouts < 0 || threads < 0 || threads > 64)
    {
      fprintf (stderr, "canasta-cli review: --budget-ms must be from 1 to 600000, "
                       "--max-playouts and --threads at least 0 (threads at most 64)\n");
      return EXIT_BAD_INPUT;
    }

  data = g_new0 (CnSaveData, 1);
  if (!cn_save_read (argv[1], data, &error))
    {
      fprintf (stderr, "canasta-cli review: %s: %s\n", argv[1], error->message);
      g_free (data);
      return EXIT_BAD_INPUT;
    }
  if (seat < 0 || seat >= data->players)
    {
      fprintf (stderr, "canasta-cli review: --seat must be from 0 to %d\n", data->players - 1);
      status = EXIT_BAD_INPUT;
      goto out;
    }
  if (!data->has_history)
    {
      fprintf (stderr, "canasta-cli review: %s holds no round's history to review\n", argv[1]);
      status = EXIT_BAD_INPUT;
      goto out;
    }

  cn_ai_config_init (&config);
  config.budget_ms = budget_ms;
  config.max_playouts = max_playouts;
  config.threads = threads;
  round = round_wanted >= 0 ? round_wanted : data->history_round;
  start = g_new (CnState, 1);
  if (!cn_save_data_round_history (data, round, start, &moves))
    {
      fprintf (stderr, "canasta-cli review: %s holds no history of round %d (it holds rounds %d to %d)\n",
               argv[1], round, data->past != NULL ? 0 : data->history_round, data->history_round);
      status = EXIT_BAD_INPUT;
      goto out;
    }
  if (!cn_ai_review_round (start, (const CnMove *) moves->data, moves->len,
                           seat, &config, (uint64_t) seed, NULL, NULL, entries, &judged, &error))
    {
      fprintf (stderr, "canasta-cli review: %s: %s\n", argv[1], error->message);
      status = EXIT_FAILURE;
      goto out;
    }

  if (json)
    print_json (data, seat, round, judged, entries);
  else
    print_text (seat, round, judged, entries);

out:
  cn_save_data_clear (data);
  g_free (data);
  return status;
}
