/* cn-game.h: a whole game, rounds dealt one after another until a side wins
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

#include "cn-limits.h"
#include "cn-rules.h"
#include "cn-score.h"

G_BEGIN_DECLS

typedef struct _CnState CnState;

typedef struct
{
  const CnRules *rules;
  CnOptions      options;
  int            players;
  int            n_sides;
  int            round;       /* rounds played */
  int            dealer;
  int            scores[CN_MAX_SIDES];
  uint64_t       seed;
  gboolean       over;
  int            winner;      /* side, when over */
} CnGame;

void     cn_game_init        (CnGame          *game,
                              const CnRules   *rules,
                              const CnOptions *options,
                              int              players,
                              uint64_t         seed);
/* Deals the next round into state. */
void     cn_game_start_round (CnGame          *game,
                              CnState         *state);
/* Adds a finished round's score to the totals and decides whether the
 * game is over (a tie at the top above the target, or after the last of
 * options.fixed_rounds, plays on). */
void     cn_game_end_round   (CnGame             *game,
                              const CnRoundScore *score);

G_END_DECLS
