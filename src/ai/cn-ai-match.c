/* cn-ai-match.c: whole games between AI players
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <string.h>

/* A round longer than this, or a game longer than that, is a stall: a bug
 * in a player or the engine, reported rather than looped on. */
#define MAX_MOVES_PER_ROUND 20000
#define MAX_ROUNDS          200

gboolean
cn_ai_play_game (const CnRules    *rules,
                 const CnOptions  *options,
                 int               players,
                 const CnAiLevel  *seat_levels,
                 const CnAiConfig *config,
                 uint64_t          seed,
                 CnAiDecisionFunc  on_decision,
                 gpointer          user_data,
                 CnAiGameResult   *result,
                 GError          **error)
{
  CnGame game;
  CnState *state = g_new (CnState, 1);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  gboolean ok = TRUE;

  g_return_val_if_fail (cn_rules_seating (rules, players) != NULL, FALSE);

  memset (result, 0, sizeof *result);
  cn_game_init (&game, rules, options, players, seed);

  while (ok && !game.over)
    {
      CnRoundScore score;

      if (game.round >= MAX_ROUNDS)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "the game did not end after %d rounds",
                       MAX_ROUNDS);
          ok = FALSE;
          break;
        }

      cn_game_start_round (&game, state);
      for (int seat = 0; seat < players; seat++)
        cn_ai_memory_init (&memory[seat], seat,
                           seed * 0x2545f4914f6cdd1dull + (uint64_t) game.round * 7919 + 1);

      for (int i = 0; state->phase != CN_PHASE_ROUND_OVER; i++)
        {
          int actor = cn_state_actor (state);
          CnState before;
          CnMove move;
          CnVerdict verdict;
          CnEvents events;
          gint64 start;

          if (i >= MAX_MOVES_PER_ROUND)
            {
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                           "round %d did not end after %d moves", game.round + 1,
                           MAX_MOVES_PER_ROUND);
              ok = FALSE;
              break;
            }

          start = g_get_monotonic_time ();
          cn_ai_choose (seat_levels[actor], state, &memory[actor], config, &move);
          result->decisions++;
          if (on_decision != NULL &&
              !on_decision (actor, seat_levels[actor], g_get_monotonic_time () - start, user_data))
            {
              result->stopped = TRUE;
              break;
            }

          before = *state;
          if (!cn_apply (state, &move, &verdict, &events))
            {
              g_autofree char *text = cn_move_to_string (&move);
              g_autofree char *why = cn_verdict_describe (&verdict);

              g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                           "%s chose a refused move in round %d (%s): %s: %s",
                           cn_ai_level_name (seat_levels[actor]), game.round + 1, text,
                           cn_code_name (verdict.code), why);
              ok = FALSE;
              break;
            }
          result->moves++;
          for (int seat = 0; seat < players; seat++)
            cn_ai_memory_observe (&memory[seat], &before, &move, &events);
        }
      if (!ok || result->stopped)
        break;

      cn_state_score (state, &score);
      cn_game_end_round (&game, &score);
    }

  result->n_sides = game.n_sides;
  result->rounds = game.round;
  result->winner = game.winner;
  memcpy (result->scores, game.scores, sizeof result->scores);
  g_free (memory);
  g_free (state);
  return ok;
}
