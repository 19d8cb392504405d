/* cn-ai-match.c: whole games between AI players
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <stdio.h>
#include <string.h>

/* A round longer than this, or a game longer than that, is a stall: a bug
 * in a player or the engine, reported rather than looped on. */
#define MAX_MOVES_PER_ROUND 20000
#define MAX_ROUNDS          200

void
cn_ai_player_init (CnAiPlayer *player,
                   CnAiLevel   level)
{
  memset (player, 0, sizeof *player);
  player->level = level;
  cn_ai_config_init (&player->config);
}

/* The side that wins when forfeit_side gives the game up: the best of the
 * others by score, the first of them on a tie. */
static int
winner_besides (const CnGame *game,
                int           forfeit_side)
{
  int best = -1;

  for (int side = 0; side < game->n_sides; side++)
    if (side != forfeit_side && (best < 0 || game->scores[side] > game->scores[best]))
      best = side;
  return best;
}

G_GNUC_PRINTF (3, 4)
static void
forfeit (CnAiGameResult *result,
         int             side,
         const char     *format,
         ...)
{
  va_list args;

  result->forfeit_side = side;
  va_start (args, format);
  g_vsnprintf (result->reason, sizeof result->reason, format, args);
  va_end (args);
}

static const char *
player_name (const CnAiPlayer *player)
{
  return player->move_func != NULL ? "the outside player" : cn_ai_level_name (player->level);
}

gboolean
cn_ai_play_game (const CnRules    *rules,
                 const CnOptions  *options,
                 int               players,
                 const CnAiPlayer *seats,
                 uint64_t          seed,
                 CnAiDecisionFunc  on_decision,
                 gpointer          user_data,
                 CnAiGameResult   *result,
                 GError          **error)
{
  return cn_ai_play_game_recorded (rules, options, players, seats, seed, on_decision, user_data,
                                   NULL, NULL, result, error);
}

gboolean
cn_ai_play_game_recorded (const CnRules      *rules,
                          const CnOptions    *options,
                          int                 players,
                          const CnAiPlayer   *seats,
                          uint64_t            seed,
                          CnAiDecisionFunc    on_decision,
                          gpointer            user_data,
                          CnAiMoveRecordFunc  on_move,
                          gpointer            move_data,
                          CnAiGameResult     *result,
                          GError            **error)
{
  CnGame game;
  CnState *deal = on_move != NULL ? g_new (CnState, 1) : NULL;
  CnState *state = g_new (CnState, 1);
  CnState *before = g_new0 (CnState, 1);
  CnAiMemory *memory = g_new (CnAiMemory, CN_MAX_SEATS);
  CnAiView *view = g_new (CnAiView, 1);
  gboolean ok = TRUE;

  g_return_val_if_fail (cn_rules_seating (rules, players) != NULL, FALSE);

  memset (result, 0, sizeof *result);
  result->forfeit_side = -1;
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
      if (deal != NULL)
        *deal = *state;
      for (int seat = 0; seat < players; seat++)
        cn_ai_memory_init (&memory[seat], seat,
                           seed * 0x2545f4914f6cdd1dull + (uint64_t) game.round * 7919 + 1);

      for (int i = 0; state->phase != CN_PHASE_ROUND_OVER; i++)
        {
          int actor = cn_state_actor (state);
          const CnAiPlayer *player = &seats[actor];
          CnMove move;
          CnVerdict verdict;
          CnEvents events;
          CnAiStats stats = { 0 };
          gint64 start;

          if (i >= MAX_MOVES_PER_ROUND)
            {
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                           "round %d did not end after %d moves", game.round + 1,
                           MAX_MOVES_PER_ROUND);
              ok = FALSE;
              break;
            }

          /* The players never see state itself: only a view of it. A
           * decision is timed on the clock its budget counts. */
          start = cn_ai_config_clock (&player->config);
          if (player->move_func != NULL)
            {
              g_autoptr(GError) why = NULL;

              cn_ai_view_build (view, state, &memory[actor]);
              memset (&move, 0, sizeof move);
              if (!player->move_func (view, player->move_data, &move, &why))
                {
                  forfeit (result, cn_state_side_of (state, actor), "seat %d, round %d: %s",
                           actor, game.round + 1, why->message);
                  break;
                }
            }
          else
            _cn_ai_choose_state (player->level, state, &memory[actor], &player->config, view,
                                 &move, &stats);
          result->decisions++;
          if (on_decision != NULL &&
              !on_decision (actor, player, cn_ai_config_clock (&player->config) - start, &stats,
                            user_data))
            {
              result->stopped = TRUE;
              break;
            }

          /* The memories read only the pile of the position before the
           * move (what a taken pile held, cn_ai_memory_observe): that is
           * all that is kept of it, not the whole state. */
          before->pile_n = state->pile_n;
          before->pozo_down = state->pozo_down;
          memcpy (before->pile, state->pile, state->pile_n);
          if (!cn_apply (state, &move, &verdict, &events))
            {
              g_autofree char *text = cn_move_to_string (&move);
              g_autofree char *why = cn_verdict_describe (&verdict);

              if (player->move_func != NULL)
                {
                  forfeit (result, cn_state_side_of (state, actor),
                           "seat %d, round %d: refused move (%s): %s: %s", actor, game.round + 1,
                           text, cn_code_name (verdict.code), why);
                  break;
                }
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                           "%s chose a refused move in round %d (%s): %s: %s",
                           player_name (player), game.round + 1, text,
                           cn_code_name (verdict.code), why);
              ok = FALSE;
              break;
            }
          result->moves++;
          if (on_move != NULL)
            on_move (&game, deal, &move, state, move_data);
          cn_ai_memories_observe (memory, players, before, &move, &events);
        }
      if (!ok || result->stopped || result->forfeit_side >= 0)
        break;
      if (on_move != NULL)
        on_move (&game, deal, NULL, state, move_data);

      cn_state_score (state, &score);
      cn_game_end_round (&game, &score);
    }

  result->n_sides = game.n_sides;
  result->rounds = game.round;
  result->winner = result->forfeit_side >= 0 ? winner_besides (&game, result->forfeit_side)
                                             : game.winner;
  memcpy (result->scores, game.scores, sizeof result->scores);
  g_free (view);
  g_free (memory);
  g_free (before);
  g_free (state);
  g_free (deal);
  return ok;
}
