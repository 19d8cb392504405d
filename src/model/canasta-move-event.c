/* canasta-move-event.c: what a move did, as the widgets need to know it
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-move-event.h"

G_DEFINE_BOXED_TYPE (CanastaMoveEvent, canasta_move_event,
                     canasta_move_event_copy, canasta_move_event_free)

CanastaMoveEvent *
canasta_move_event_copy (const CanastaMoveEvent *event)
{
  g_return_val_if_fail (event != NULL, NULL);
  return g_memdup2 (event, sizeof *event);
}

void
canasta_move_event_free (CanastaMoveEvent *event)
{
  g_free (event);
}

/* The red threes of the deal that seat laid down during the move: at the
 * start of its first turn (the move before it ended the previous turn),
 * or at the deal a cut makes. The red threes the mover itself draws or
 * takes are not of the deal; those a cutter keeps are the cut's
 * (canasta_game_get_cut_kept()). */
static int
deal_threes (const CnMove   *move,
             const CnEvents *events,
             int             seat,
             CnCard         *out)
{
  int n = 0;

  if (seat == move->seat && move->kind != CN_MOVE_CUT)
    return 0;

  for (int k = 0; k < events->n; k++)
    {
      const CnEvent *event = &events->events[k];

      if (event->kind == CN_EVENT_CARD_MOVED && event->to == CN_PLACE_RED_THREES &&
          event->seat == seat)
        out[n++] = event->card;
    }
  return n;
}

/* What the position before a move says about it: enough to word the
 * move before it is played (a help example's step), and the start of
 * canasta_move_event_init(). */
void
canasta_move_event_init_before (CanastaMoveEvent *event,
                                const CnState    *before,
                                const CnMove     *move)
{
  int side;
  int index;

  g_return_if_fail (event != NULL);
  g_return_if_fail (before != NULL && move != NULL);

  side = cn_state_side_of (before, move->seat);
  index = cn_move_meld_index (move);
  memset (event, 0, sizeof *event);
  event->move = *move;
  event->side = side;
  event->turn_before = before->turn;
  event->move_count_before = before->move_count;
  event->variant = before->rules->variant;
  event->n_players = before->n_players;
  event->draw_count = before->draw_count;
  event->pile_top = before->pile_n > 0 ? cn_state_pile_top (before) : CN_CARD_NONE;
  event->pile_taken = before->pile_n;
  /* A meld named by its place (uruguayan) has its rank there. */
  event->meld_rank = index >= 0 && index < before->n_melds[side] ? before->melds[side][index].rank
                                                                 : move->rank;
}

void
canasta_move_event_init (CanastaMoveEvent *event,
                         const CnState    *before,
                         const CnMove     *move,
                         const CnState    *after,
                         const CnEvents   *events)
{
  int seat;
  int side;

  g_return_if_fail (event != NULL);
  g_return_if_fail (before != NULL && move != NULL && after != NULL && events != NULL);

  canasta_move_event_init_before (event, before, move);
  seat = move->seat;
  side = event->side;
  event->turn_after = after->turn;
  event->round_over = after->phase == CN_PHASE_ROUND_OVER;
  event->turn_passed = event->round_over || after->turn != before->turn;
  event->move_count_after = after->move_count;

  event->red_threes_laid = after->n_red_threes[side] - before->n_red_threes[side];
  for (int card = 0; card < CN_N_KINDS; card++)
    for (int k = before->hand[seat][card]; k < after->hand[seat][card]; k++)
      event->fresh[event->n_fresh++] = card;

  event->canastas_completed = cn_state_canastas (after, side) - cn_state_canastas (before, side);
  event->yes_lapsed = before->answer == CN_ANSWER_YES && after->answer == CN_ANSWER_NONE &&
                      after->phase == CN_PHASE_PLAY;

  event->end = event->round_over ? after->end : CN_END_NONE;
  event->moda = after->moda;
  event->exact_cut = move->kind == CN_MOVE_CUT && after->exact_cut_side == side;

  for (int other = 0; other < after->n_players; other++)
    event->n_deal_threes[other] = deal_threes (move, events, other, event->deal_threes[other]);
}
