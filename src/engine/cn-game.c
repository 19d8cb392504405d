/* cn-game.c: a whole game, round after round to the target
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

void
cn_game_init (CnGame          *game,
              const CnRules   *rules,
              const CnOptions *options,
              int              players,
              uint64_t         seed)
{
  const CnSeating *seating = cn_rules_seating (rules, players);

  g_return_if_fail (seating != NULL);

  memset (game, 0, sizeof *game);
  game->rules = rules;
  if (options)
    game->options = *options;
  else
    cn_options_init (&game->options, rules);
  game->players = players;
  game->n_sides = seating->sides;
  game->seed = seed;
  game->dealer = players - 1;   /* seat 0 plays first in the first round */
  game->winner = -1;
}

void
cn_game_start_round (CnGame  *game,
                     CnState *state)
{
  /* Each round's deal comes from the game seed and the round number, so
   * any round of a game can be replayed on its own. */
  uint64_t seed = game->seed * 0x9e3779b97f4a7c15ull + (uint64_t) game->round * 0xbf58476d1ce4e5b9ull + 1;

  cn_state_new_round (state, game->rules, &game->options, game->players, game->dealer,
                      game->scores, seed);
}

void
cn_game_end_round (CnGame             *game,
                   const CnRoundScore *score)
{
  int best = -1;
  int best_score = 0;
  int at_best = 0;

  g_return_if_fail (!game->over);

  for (int side = 0; side < game->n_sides; side++)
    game->scores[side] += score->sides[side].total;
  game->round++;
  game->dealer = (game->dealer + 1) % game->players;

  for (int side = 0; side < game->n_sides; side++)
    {
      if (best < 0 || game->scores[side] > best_score)
        {
          best = side;
          best_score = game->scores[side];
          at_best = 1;
        }
      else if (game->scores[side] == best_score)
        at_best++;
    }

  /* A side reaching the target ends the game after the round; the higher
   * total wins, and a tie at the top plays another round. A fixed-rounds
   * game ends after its last round the same way: the highest total wins,
   * and a tie at the top plays further rounds, one at a time, until one
   * side is ahead. */
  if (game->options.fixed_rounds > 0 ? game->round >= game->options.fixed_rounds
                                     : best_score >= game->rules->target)
    {
      if (at_best == 1)
        {
          game->over = TRUE;
          game->winner = best;
        }
    }
}
