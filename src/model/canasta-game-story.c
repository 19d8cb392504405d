/* canasta-game-story.c: the round's history of moves and the game's story of rounds
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-game-private.h"
#include "canasta-game-save.h"

/* The game's story: a game resumed from an older save tells the rounds it
 * saw since. */
guint
canasta_game_get_n_story_rounds (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);

  return self->story->len;
}

gboolean
canasta_game_get_story_round (CanastaGame  *self,
                              guint         index,
                              int          *round,
                              CnRoundScore *score,
                              int          *totals_after)
{
  const CnSaveRound *entry;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (index >= self->story->len)
    return FALSE;
  entry = &g_array_index (self->story, CnSaveRound, index);
  if (round != NULL)
    *round = entry->round;
  if (score != NULL)
    *score = entry->score;
  if (totals_after != NULL)
    memcpy (totals_after, entry->totals, sizeof entry->totals);
  return TRUE;
}

/* How the round on the table ended: went out (seat, and whether
 * concealed) or the stock ran out; CN_END_NONE while it is on. */
CnRoundEnd
canasta_game_get_round_end (CanastaGame *self,
                            int         *seat,
                            gboolean    *concealed)
{
  CnRoundEnd end = CN_END_NONE;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_END_NONE);

  if (self->started && self->state.phase == CN_PHASE_ROUND_OVER)
    end = self->state.end;
  if (seat != NULL)
    *seat = end == CN_END_WENT_OUT ? self->state.out_seat : -1;
  if (concealed != NULL)
    *concealed = end == CN_END_WENT_OUT && self->state.out_concealed;
  return end;
}

/* ------------------------------------------------------------- history */

guint
canasta_game_foreach_move (CanastaGame     *self,
                           CanastaMoveFunc  func,
                           gpointer         user_data)
{
  g_autofree CnState *before = NULL;
  g_autofree CnState *after = NULL;
  g_autofree CanastaMoveEvent *event = NULL;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (func != NULL, 0);

  if (!self->started)
    return 0;
  if (self->remote != NULL)
    return _canasta_game_remote_foreach (self, func, user_data);

  before = g_new (CnState, 1);
  after = g_memdup2 (&self->history_start, sizeof *after);
  event = g_new (CanastaMoveEvent, 1);
  for (guint i = 0; i < self->history->len; i++)
    {
      const CnMove *move = &g_array_index (self->history, CnMove, i);
      CnEvents events = { 0 };

      *before = *after;
      /* Every move of the history was accepted from the position before
       * it, and the engine is deterministic. */
      if (!cn_apply (after, move, NULL, &events))
        {
          g_warning ("move %u of the round's history does not replay", i);
          return i;
        }
      canasta_move_event_init (event, before, move, after, &events);
      func (self, event, user_data);
    }

  return self->history->len;
}

/* The red threes of the deal that seat laid down before the round's first
 * move: at the deal (where the rules lay them all down then), or at the
 * start of the first player's first turn. In *alone whether seat laid them
 * down by itself: at a deal that lays every hand's red threes down, the
 * position keeps them by side, so a seat with a partner answers for its
 * side. 0 when the history does not start at the deal. */
int
canasta_game_get_deal_red_threes (CanastaGame *self,
                                  int          seat,
                                  gboolean    *alone,
                                  CnCard      *out)
{
  const CnState *start = &self->history_start;
  int side, n = 0, partners = 0;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  *alone = TRUE;
  if (!self->started || !self->history_from_deal || seat < 0 || seat >= start->n_players)
    return 0;

  side = cn_state_side_of (start, seat);
  for (int other = 0; other < start->n_players; other++)
    if (other != seat && cn_state_side_of (start, other) == side)
      partners++;

  if (start->options.red_threes_at_deal)
    {
      /* Every seat laid its own down, in turn order: the side's are the
       * seat's when it has no partner, its side's otherwise. The first
       * seat of the side in turn order speaks for it. */
      for (int i = 0; i < start->n_players; i++)
        {
          int other = (start->turn + i) % start->n_players;

          if (cn_state_side_of (start, other) != side)
            continue;
          if (other != seat)
            return 0;
          break;
        }
      *alone = partners == 0;
    }
  else if (seat != start->turn)
    return 0;

  for (int i = 0; i < start->n_red_threes[side]; i++)
    out[n++] = start->red_threes[side][i];
  return n;
}
