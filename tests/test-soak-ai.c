/* test-soak-ai.c: rounds between the computer players of every level, with
 * the invariants checked after every move
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai.h"
#include "cn-position.h"
#include "cn-scenario.h"

#include <string.h>

/* test-soak.c plays thousands of rounds with random and simple players;
 * this one puts Easy, Medium and Hard at every table of every variant, as
 * the app does, each seat with its own memory of what it saw. After every
 * move: the move the player chose was legal, the engine's invariants
 * hold, and the position reads back as itself through the codec (the
 * positions the players reach are the ones saves and the referee must
 * hold). Hard thinks within a fixed number of playouts, so that the
 * rounds replay exactly and stay quick. */

#define HARD_PLAYOUTS 8
#define MAX_MOVES_PER_ROUND 5000

typedef struct
{
  CnVariant variant;
  int       players;
  int       rounds;
} SoakCase;

static void
check_reads_back (const CnState *state,
                  int            round,
                  int            step)
{
  g_autoptr(JsonNode) node = cn_position_to_json (state, CN_POSITION_SCENARIO);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) again = cn_scenario_new_from_data (text, -1, &error);

  if (again == NULL)
    g_error ("round %d move %d: the position does not read back: %s\n%s", round, step,
             error->message, text);
  if (!cn_position_equal (state, &again->state))
    g_error ("round %d move %d: the position reads back as another one\n%s", round, step, text);
}

static void
soak_levels (gconstpointer data)
{
  static const CnAiLevel rotation[] = { CN_AI_HARD, CN_AI_MEDIUM, CN_AI_EASY, CN_AI_MEDIUM };
  const SoakCase *c = data;
  const CnRules *rules = cn_rules_get (c->variant);
  g_autofree CnState *state = g_new (CnState, 1);
  g_autofree CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiConfig config;
  guint64 moves = 0;
  guint64 by_level[CN_AI_N_LEVELS] = { 0 };
  int went_out = 0;
  uint64_t rng[4];

  cn_ai_config_init (&config);
  config.max_playouts = HARD_PLAYOUTS;
  cn_rng_seed (rng, 0x50A4 + c->variant * 13 + c->players);

  for (int round = 0; round < c->rounds; round++)
    {
      CnAiLevel levels[CN_MAX_SEATS];
      int scores[CN_MAX_SIDES];
      CnOptions options;
      CnRoundScore score;
      int step;

      /* Every level in every seat over the rounds, every opening minimum,
       * both ways of laying down red threes. */
      for (int seat = 0; seat < c->players; seat++)
        levels[seat] = rotation[(seat + round) % G_N_ELEMENTS (rotation)];
      for (int side = 0; side < CN_MAX_SIDES; side++)
        scores[side] = (int) cn_rng_below (rng, 8) * 500 - 500;
      cn_options_init (&options, rules);
      options.red_threes_at_deal = round % 2;
      cn_state_new_round (state, rules, &options, c->players, round % c->players, scores,
                          cn_rng_next (rng));
      for (int seat = 0; seat < c->players; seat++)
        cn_ai_memory_init (&memory[seat], seat, cn_rng_next (rng));

      for (step = 0; state->phase != CN_PHASE_ROUND_OVER; step++)
        {
          int actor = cn_state_actor (state);
          g_autoptr(GError) error = NULL;
          CnState before = *state;
          CnVerdict verdict;
          CnEvents events;
          CnMove move;

          g_assert_cmpint (step, <, MAX_MOVES_PER_ROUND);

          cn_ai_choose (levels[actor], state, &memory[actor], &config, &move);
          if (!cn_apply (state, &move, &verdict, &events))
            {
              g_autofree char *text = cn_move_to_string (&move);
              g_autofree char *why = cn_verdict_describe (&verdict);

              g_error ("round %d move %d: %s chose a refused move: %s (%s: %s)", round, step,
                       cn_ai_level_name (levels[actor]), text, cn_code_name (verdict.code), why);
            }
          for (int seat = 0; seat < c->players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
          if (!cn_state_check_invariants (state, &error))
            g_error ("round %d move %d: %s", round, step, error->message);
          check_reads_back (state, round, step);
          by_level[levels[actor]]++;
          moves++;
        }

      /* The score adds up: every side's total is the sum of its lines. */
      cn_state_score (state, &score);
      for (int side = 0; side < score.n_sides; side++)
        {
          int sum = 0;

          for (int line = 0; line < CN_N_LINES; line++)
            sum += score.sides[side].lines[line];
          g_assert_cmpint (sum, ==, score.sides[side].total);
        }
      went_out += state->end == CN_END_WENT_OUT;
    }

  g_test_message ("%d rounds, %" G_GUINT64_FORMAT " moves (easy %" G_GUINT64_FORMAT
                  ", medium %" G_GUINT64_FORMAT ", hard %" G_GUINT64_FORMAT "), %d went out",
                  c->rounds, moves, by_level[CN_AI_EASY], by_level[CN_AI_MEDIUM],
                  by_level[CN_AI_HARD], went_out);
  g_assert_cmpuint (by_level[CN_AI_HARD], >, 0);
  g_assert_cmpuint (by_level[CN_AI_MEDIUM], >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);

  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      for (int i = 0; i < CN_MAX_SEATINGS && rules->seatings[i].players != 0; i++)
        {
          SoakCase *c = g_new0 (SoakCase, 1);
          g_autofree char *name = NULL;

          c->variant = v;
          c->players = rules->seatings[i].players;
          c->rounds = 20;
          g_ptr_array_add (cases, c);
          name = g_strdup_printf ("/soak-ai/%s/%d-players", rules->id, c->players);
          g_test_add_data_func (name, c, soak_levels);
        }
    }

  return g_test_run ();
}
