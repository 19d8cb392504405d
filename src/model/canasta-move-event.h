/* canasta-move-event.h: what a move did, as the widgets need to know it
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cn-rules.h"
#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_MOVE_EVENT (canasta_move_event_get_type ())

/* One move the engine accepted, told by the model from the positions
 * before and after it (CanastaGame::move-made, canasta_game_foreach_move),
 * so that no widget reads the engine's position to learn what happened.
 * A plain value: copy it with one assignment. */
typedef struct
{
  /* The move as made: its kind, seat, cards, rank, yes and meld. */
  CnMove      move;
  /* The mover's side; and for an answer, the asker (whose turn it is). */
  int         side;
  int         turn_before;
  /* The seat to play after the move, and whether the turn passed to it
   * (or the round ended): what belongs to a turn goes with it. */
  int         turn_after;
  gboolean    turn_passed;
  /* The position's move counts before and after the move. */
  guint32     move_count_before;
  guint32     move_count_after;
  CnVariant   variant;
  int         n_players;

  /* A draw: how many cards a draw takes, and the red threes the mover
   * laid down with it. */
  int         draw_count;
  int         red_threes_laid;
  /* A take of the pile: its top card and its size before the take. */
  CnCard      pile_top;
  int         pile_taken;
  /* A lay-off: the rank of the meld the cards went on. */
  CnRank      meld_rank;
  /* The cards that came into the mover's hand (a draw, a take), in card
   * order, less those melded with the take. */
  CnCard      fresh[CN_MAX_CARDS];
  int         n_fresh;

  /* Canastas the mover's side completed with the move. */
  int         canastas_completed;
  /* The partner's yes given before the draw lapsed: the cards drawn leave
   * no way to close (the engine's rule). */
  gboolean    yes_lapsed;

  /* The round ended with the move, and how. */
  gboolean    round_over;
  CnRoundEnd  end;
  /* A cut: the rank de moda it named, and whether it was exact. */
  CnRank      moda;
  gboolean    exact_cut;

  /* The red threes of the deal each seat laid down during the move (at
   * its first turn, or at the deal a cut makes); those the mover drew or
   * took are not of the deal. */
  CnCard      deal_threes[CN_MAX_SEATS][CN_MAX_RED_THREES * 2];
  int         n_deal_threes[CN_MAX_SEATS];
} CanastaMoveEvent;

GType             canasta_move_event_get_type (void) G_GNUC_CONST;
CanastaMoveEvent *canasta_move_event_copy     (const CanastaMoveEvent *event);
void              canasta_move_event_free     (CanastaMoveEvent       *event);

/* Fills what the position before move tells (its seat, side, the pile's
 * top, the rank of the meld a lay-off goes on); the rest stays zero. */
void              canasta_move_event_init_before (CanastaMoveEvent *event,
                                                  const CnState    *before,
                                                  const CnMove     *move);
/* Fills event from the positions before and after move. events are the
 * engine's for the move (NULL: they are worked out again). */
void              canasta_move_event_init     (CanastaMoveEvent       *event,
                                               const CnState          *before,
                                               const CnMove           *move,
                                               const CnState          *after,
                                               const CnEvents         *events);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CanastaMoveEvent, canasta_move_event_free)

G_END_DECLS
