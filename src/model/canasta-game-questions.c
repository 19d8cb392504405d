/* canasta-game-questions.c: the questions the widgets ask: the hint, why, and the table's small questions
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-game-private.h"
#include "cn-ai-explain.h"

gboolean
canasta_game_hint (CanastaGame *self,
                   CnMove      *move)
{
  int seat;
  CnAiMemory memory;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER || self->thinking)
    return FALSE;
  seat = cn_state_actor (&self->state);
  if (self->kinds[seat] != CANASTA_SEAT_HUMAN || seat != self->viewer)
    return FALSE;

  /* The Medium player decides in microseconds: no thread needed. It works
   * on a copy of the seat's memory so that asking changes nothing. */
  memory = self->memories[seat];
  cn_ai_choose (CN_AI_MEDIUM, &self->state, &memory, &self->ai_config, move);
  return TRUE;
}


/* Why the hint's move is good, from the seat's own view: what its hand,
 * the table and its memory of the round say. FALSE when no human seat on
 * screen acts now. */
gboolean
canasta_game_explain (CanastaGame  *self,
                      const CnMove *move,
                      CnAiReason   *reason)
{
  int seat;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL && reason != NULL, FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return FALSE;
  seat = cn_state_actor (&self->state);
  if (self->kinds[seat] != CANASTA_SEAT_HUMAN || seat != self->viewer)
    return FALSE;

  cn_ai_explain (&self->state, &self->memories[seat], move, reason);
  return TRUE;
}

/* ------------------------------------------------ questions for the table */

/* Small questions the widgets ask of the round in play, answered from the
 * engine's state, so that no widget reads it. */

guint
canasta_game_get_move_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.move_count : 0;
}

guint
canasta_game_get_draw_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.draw_count : 0;
}

gboolean
canasta_game_get_last_turn (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && self->state.last_turn;
}

int
canasta_game_get_exact_cut_side (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_NO_SIDE);
  return self->started ? self->state.exact_cut_side : CN_NO_SIDE;
}

gboolean
canasta_game_get_pile_pending (CanastaGame *self,
                               int         *turn_points)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (turn_points != NULL)
    *turn_points = self->started ? self->state.turn_points : 0;
  return self->started && self->state.pile_pending && self->state.phase == CN_PHASE_PLAY;
}

gboolean
canasta_game_get_meld_next (CanastaGame *self)
{
  const CnState *s = &self->state;
  int actor;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || s->phase != CN_PHASE_PLAY)
    return FALSE;
  actor = cn_state_actor (s);
  return cn_state_opening_under_way (s, cn_state_side_of (s, actor)) ||
         (cn_state_must_go_out (s) && s->hand_n[actor] > 1);
}

gboolean
canasta_game_get_partner_said_yes (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  return self->started && self->state.answer == CN_ANSWER_YES;
}

gboolean
canasta_game_would_go_out (CanastaGame  *self,
                           const CnMove *move)
{
  CnState after;
  CnVerdict verdict;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->started || !cn_check (&self->state, move, &verdict))
    return FALSE;
  after = self->state;
  if (!cn_apply (&after, move, &verdict, NULL))
    return FALSE;
  return after.phase == CN_PHASE_ROUND_OVER || after.hand_n[move->seat] == 0;
}
