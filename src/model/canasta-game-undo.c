/* canasta-game-undo.c: casual play: the record of the turn's melds and lay-offs, taken back
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-game-private.h"
#include "cn-undo.h"

/* ------------------------------------------------------------------ undo */

static gboolean
compute_can_undo (CanastaGame *self)
{
  int seat;

  /* A table hosted elsewhere takes nothing back: the host has made it. */
  if (!self->started || !self->undo_allowed || self->n_undo_moves == 0 ||
      self->state.phase != CN_PHASE_PLAY || self->remote != NULL)
    return FALSE;
  seat = cn_state_actor (&self->state);
  return self->kinds[seat] == CANASTA_SEAT_HUMAN && seat == self->viewer;
}

void
_canasta_game_sync_can_undo (CanastaGame *self)
{
  gboolean can_undo = compute_can_undo (self);

  if (self->n_can_undo != can_undo)
    {
      self->n_can_undo = can_undo;
      _canasta_game_notify (self, PROP_CAN_UNDO);
    }
}

/* Melds and lay-offs join the record of the turn; any other move (the
 * draw, the discard, a question) closes it, since it cannot be taken
 * back. */
void
_canasta_game_record_for_undo (CanastaGame   *self,
                               const CnState *before,
                               const CnMove  *move,
                               gboolean       undoable)
{
  if (!undoable || self->n_undo_moves == G_N_ELEMENTS (self->undo_moves))
    {
      self->n_undo_moves = 0;
      return;
    }

  if (self->n_undo_moves == 0)
    {
      self->undo_base = *before;
      memcpy (self->undo_memories, self->memories, sizeof self->memories);
    }
  self->undo_moves[self->n_undo_moves++] = *move;
}

/* ------------------------------------------------------------- casual play */

/* Casual play lets the person at the screen take back the melds and
 * lay-offs of the turn in play, before the discard; off, a card put on the
 * table stays there, as at a real table. */
void
canasta_game_set_undo_allowed (CanastaGame *self,
                               gboolean     allowed)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  self->undo_allowed = !!allowed;
  _canasta_game_sync_can_undo (self);
}

gboolean
canasta_game_get_undo_allowed (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->undo_allowed;
}

gboolean
canasta_game_get_can_undo (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return compute_can_undo (self);
}

/* Takes back the last meld or lay-off of the turn. The engine checks the
 * record against the position and rebuilds the turn from the position
 * after the draw with the moves kept, so the table is exactly as if the
 * move had never been made; the seats' memories are rebuilt the same way.
 * FALSE when there is nothing to take back or the engine refuses. */
gboolean
canasta_game_undo (CanastaGame *self)
{
  CnState undone;
  CnState step;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!compute_can_undo (self))
    return FALSE;

  if (!cn_turn_undo (&self->undo_base, self->undo_moves, self->n_undo_moves, 1,
                     &self->state, &undone))
    {
      g_warning ("the turn's record does not give the position in play: nothing taken back");
      self->n_undo_moves = 0;
      _canasta_game_sync_can_undo (self);
      return FALSE;
    }

  /* The seats saw only the moves kept. */
  memcpy (self->memories, self->undo_memories, sizeof self->memories);
  step = self->undo_base;
  for (int i = 0; i < self->n_undo_moves - 1; i++)
    {
      CnState before = step;
      CnEvents events = { 0 };

      if (!cn_apply (&step, &self->undo_moves[i], NULL, &events))
        g_assert_not_reached ();   /* cn_turn_undo replayed it already */
      for (int seat = 0; seat < self->state.n_players; seat++)
        cn_ai_memory_observe (&self->memories[seat], &before, &self->undo_moves[i], &events);
    }

  self->n_undo_moves--;
  g_array_remove_index (self->history, self->history->len - 1);
  self->state = undone;
  _canasta_game_sync_all (self);
  _canasta_game_sync_viewer (self);
  _canasta_game_sync_can_undo (self);
  _canasta_game_emit (self, CHANGED);

  return TRUE;
}
