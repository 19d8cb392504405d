/* canasta-move-facts.c: what the words about a move need to know
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The model tells a move as a CanastaMoveEvent (canasta-move-event.c, the
 * one reader of the positions around it) and hands src/text the plain
 * facts (CnTextMove) that the history of the round and the help examples
 * put into words.
 */

#include "config.h"

#include "canasta-move-facts.h"

/* The facts of a move the event tells; who is the name of the seat that
 * moved. An event filled only from the position before the move (a help
 * example's step, canasta_move_event_init_before()) says nothing of the
 * move's outcome, nor does its sentence. */
void
canasta_move_event_facts (const CanastaMoveEvent *event,
                          const char             *who,
                          CnTextMove             *facts)
{
  g_return_if_fail (event != NULL && facts != NULL);

  memset (facts, 0, sizeof *facts);
  facts->move = event->move;
  facts->variant = event->variant;
  facts->who = who;
  facts->draw_count = event->draw_count;
  facts->pile_top = event->pile_top;
  facts->pile_n = event->pile_taken;
  facts->meld_rank = event->meld_rank;
  facts->red_threes = event->red_threes_laid;
  facts->went_out = event->round_over && event->end == CN_END_WENT_OUT;
  facts->moda = event->moda;
  facts->exact_cut = event->exact_cut;
}

/* The same at the table: the names are its seats', and a cut's kept
 * cards the round's. */
void
canasta_game_get_move_facts (CanastaGame            *self,
                             const CanastaMoveEvent *event,
                             CnTextMove             *facts)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (event != NULL && facts != NULL);

  canasta_move_event_facts (event, canasta_game_get_seat_name (self, event->move.seat), facts);
  /* At a table elsewhere this screen's seat is named "You". */
  facts->you = event->move.seat == canasta_game_get_remote_seat (self);
  if (event->move.kind == CN_MOVE_CUT)
    facts->n_kept = canasta_game_get_cut_kept (self, facts->kept);
}
