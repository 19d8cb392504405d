/* canasta-game-review.c: what the review and the coach copy of a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both judge in a worker thread, so they take copies, made here on the
 * main loop, and never the game itself.
 */

#include "config.h"

#include "canasta-game-private.h"
#include "canasta-game-review.h"

gboolean
canasta_game_copy_history (CanastaGame *self,
                           gboolean    *from_deal,
                           int         *round,
                           CnState     *start,
                           GArray     **moves)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  /* A table hosted elsewhere: this seat never knew the deal. */
  if (!self->started || self->remote != NULL)
    return FALSE;
  if (from_deal != NULL)
    *from_deal = self->history_from_deal;
  if (round != NULL)
    *round = self->history_round;
  if (start != NULL)
    *start = self->history_start;
  if (moves != NULL)
    {
      *moves = g_array_sized_new (FALSE, FALSE, sizeof (CnMove), self->history->len);
      g_array_append_vals (*moves, self->history->data, self->history->len);
    }
  return TRUE;
}

gboolean
canasta_game_copy_seat_view (CanastaGame *self,
                             int          seat,
                             CnState     *state,
                             CnAiMemory  *memory)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (state != NULL && memory != NULL, FALSE);

  if (!self->started || seat < 0 || seat >= self->state.n_players)
    return FALSE;
  *state = self->state;
  *memory = self->memories[seat];
  return TRUE;
}
