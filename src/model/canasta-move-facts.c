/* canasta-move-facts.c: what the words about a move need to know
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model reads the positions around a move and hands src/text the
 * plain facts (CnTextMove) that the history of the round and the help
 * examples put into words.
 */

#include "config.h"

#include "canasta-move-facts.h"

/* The facts of move, played from before to after (after may be NULL when
 * only the help example's sentence is wanted: it says nothing of the
 * move's outcome); who is the name of the seat that moved. */
void
canasta_move_facts (CnTextMove    *facts,
                    const CnState *before,
                    const CnMove  *move,
                    const CnState *after,
                    const char    *who)
{
  int side;
  int index;

  g_return_if_fail (facts != NULL);
  g_return_if_fail (before != NULL);
  g_return_if_fail (move != NULL);

  side = cn_state_side_of (before, move->seat);
  index = cn_move_meld_index (move);

  memset (facts, 0, sizeof *facts);
  facts->move = *move;
  facts->variant = before->rules->variant;
  facts->who = who;
  facts->draw_count = before->draw_count;
  facts->pile_top = cn_state_pile_top (before);
  facts->pile_n = before->pile_n;
  /* A meld named by its place (uruguayan) has its rank there. */
  facts->meld_rank = index >= 0 && index < before->n_melds[side] ? before->melds[side][index].rank
                                                                 : move->rank;
  if (after == NULL)
    return;
  facts->red_threes = after->n_red_threes[side] - before->n_red_threes[side];
  facts->went_out = after->phase == CN_PHASE_ROUND_OVER && after->end == CN_END_WENT_OUT;
  facts->moda = after->moda;
  facts->exact_cut = after->exact_cut_side == side;
}

/* The same at the table, from the move's event: the names are its
 * seats', and a cut's kept cards the round's. */
void
canasta_game_get_move_facts (CanastaGame            *self,
                             const CanastaMoveEvent *event,
                             CnTextMove             *facts)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (event != NULL && facts != NULL);

  memset (facts, 0, sizeof *facts);
  facts->move = event->move;
  facts->variant = event->variant;
  facts->who = canasta_game_get_seat_name (self, event->move.seat);
  facts->draw_count = event->draw_count;
  facts->pile_top = event->pile_top;
  facts->pile_n = event->pile_taken;
  facts->meld_rank = event->meld_rank;
  facts->red_threes = event->red_threes_laid;
  facts->went_out = event->round_over && event->end == CN_END_WENT_OUT;
  facts->moda = event->moda;
  facts->exact_cut = event->exact_cut;
  if (event->move.kind == CN_MOVE_CUT)
    facts->n_kept = canasta_game_get_cut_kept (self, facts->kept);
}
