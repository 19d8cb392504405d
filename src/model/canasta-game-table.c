/* canasta-game-table.c: what the table shows: the seats, the turn, the piles and melds, the scores
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-game-private.h"

/* ----------------------------------------------------------------- seats */

CnVariant
canasta_game_get_variant (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_VARIANT_CLASSIC);
  return self->started ? self->game.rules->variant : CN_VARIANT_CLASSIC;
}

const CnRules *
canasta_game_get_rules (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->started ? self->game.rules : cn_rules_get (CN_VARIANT_CLASSIC);
}

int
canasta_game_get_n_players (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.n_players : 0;
}

int
canasta_game_get_n_sides (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.n_sides : 0;
}

int
canasta_game_get_side_of (CanastaGame *self,
                          int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (self->started, 0);
  return cn_state_side_of (&self->state, seat);
}

int
canasta_game_get_partner (CanastaGame *self,
                          int          seat)
{
  int partner;

  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  g_return_val_if_fail (self->started, -1);

  if (cn_state_seats_per_side (&self->state) < 2)
    return -1;
  partner = cn_state_partner (&self->state, seat);
  return partner < 0 || partner >= self->state.n_players ? -1 : partner;
}

CanastaSeatKind
canasta_game_get_seat_kind (CanastaGame *self,
                            int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_SEAT_COMPUTER);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, CANASTA_SEAT_COMPUTER);
  return self->kinds[seat];
}

/* Whether one of our computer players makes the seat's moves, here or at
 * the host of a table elsewhere: not a person at another screen. */
gboolean
canasta_game_get_seat_is_computer (CanastaGame *self,
                                   int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, FALSE);
  return self->kinds[seat] == CANASTA_SEAT_COMPUTER && !self->elsewhere[seat];
}

const char *
canasta_game_get_seat_name (CanastaGame *self,
                            int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, NULL);
  return self->names[seat] != NULL ? self->names[seat] : "";
}

int
canasta_game_get_n_humans (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? _canasta_game_count_humans (self) : 0;
}

char *
canasta_game_dup_side_name (CanastaGame *self,
                            int          side)
{
  g_autoptr(GString) names = g_string_new (NULL);
  int n_sides;

  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);

  n_sides = canasta_game_get_n_sides (self);
  for (int seat = side; n_sides > 0 && seat < self->state.n_players; seat += n_sides)
    {
      if (names->len > 0)
        /* Translators: joins the names of partners: "Ana & Bob" */
        g_string_append (names, _(" & "));
      g_string_append (names, self->names[seat]);
    }

  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* ------------------------------------------------------------ turn state */

CanastaPhase
canasta_game_get_phase (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_PHASE_ROUND_OVER);
  return (CanastaPhase) self->n_phase;
}

int
canasta_game_get_turn (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->n_turn;
}

int
canasta_game_get_actor (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->n_actor;
}

int
canasta_game_get_viewer (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->viewer;
}

gboolean
canasta_game_get_handover_pending (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->handover_seat >= 0;
}

int
canasta_game_get_handover_seat (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->handover_seat;
}

void
canasta_game_confirm_handover (CanastaGame *self)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->handover_seat < 0)
    return;

  _canasta_game_set_viewer (self, self->handover_seat, -1);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}

gboolean
canasta_game_get_busy (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->thinking;
}

gboolean
canasta_game_get_viewer_hand_shown (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->n_hand_shown;
}

/* Whether the seat on screen is the one that must act now. */
gboolean
canasta_game_get_viewer_can_act (CanastaGame *self)
{
  int actor;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return FALSE;
  if (self->handover_seat >= 0)
    return FALSE;
  if (self->remote != NULL)
    return _canasta_game_remote_can_act (self);

  actor = cn_state_actor (&self->state);
  return actor == self->viewer && self->kinds[actor] == CANASTA_SEAT_HUMAN;
}

/* ----------------------------------------------------------------- table */

GListModel *
canasta_game_get_hand (CanastaGame *self,
                       int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, NULL);
  return G_LIST_MODEL (self->hands[seat]);
}

GListModel *
canasta_game_get_melds (CanastaGame *self,
                        int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, NULL);
  return G_LIST_MODEL (self->melds[side]);
}

GListModel *
canasta_game_get_red_threes (CanastaGame *self,
                             int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, NULL);
  return G_LIST_MODEL (self->red_threes[side]);
}

GListModel *
canasta_game_get_pile (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->pile);
}

guint
canasta_game_get_stock_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->n_stock;
}

CanastaPileState
canasta_game_get_pile_state (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_PILE_EMPTY);
  return (CanastaPileState) self->n_pile_state;
}

CnCard
canasta_game_get_pile_freezer (CanastaGame *self)
{
  const CnState *s = &self->state;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_CARD_NONE);

  if (!self->started || cn_state_pile_state (s) != CN_PILE_FROZEN)
    return CN_CARD_NONE;

  /* The engine knows which cards freeze the pile under each rule set. */
  return cn_state_pile_freezer (s);
}

gboolean
canasta_game_get_pile_frozen_for (CanastaGame *self,
                                  int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || side < 0 || side >= self->state.n_sides || self->state.pile_n == 0)
    return FALSE;
  return cn_state_pile_frozen_for (&self->state, side);
}

int
canasta_game_find_meld (CanastaGame *self,
                        int          side,
                        CnRank       rank)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);

  if (!self->started || side < 0 || side >= self->state.n_sides)
    return -1;

  return cn_state_find_meld (&self->state, side, rank);
}

/* -------------------------------------------------------- scores, opening */

int
canasta_game_get_total (CanastaGame *self,
                        int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, 0);
  return self->game.scores[side];
}

int
canasta_game_get_round (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->game.round;
}

gboolean
canasta_game_get_over (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && self->game.over;
}

int
canasta_game_get_winner (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return canasta_game_get_over (self) ? self->game.winner : -1;
}

int
canasta_game_get_target (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->game.rules->target : 0;
}

int
canasta_game_get_fixed_rounds (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);

  return self->started ? self->game.options.fixed_rounds : 0;
}

gboolean
canasta_game_get_side_opened (CanastaGame *self,
                              int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && cn_state_side_opened (&self->state, side);
}

int
canasta_game_get_opening_minimum (CanastaGame *self,
                                  int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? cn_state_opening_minimum (&self->state, side) : 0;
}

/* What the seat to play has melded this turn toward its side's opening. */
int
canasta_game_get_opening_points (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->n_opening_points;
}

int
canasta_game_get_canastas (CanastaGame *self,
                           int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? cn_state_canastas (&self->state, side) : 0;
}

int
canasta_game_get_canastas_needed (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.canastas_needed : 0;
}

gboolean
canasta_game_get_can_ask (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->n_can_ask;
}

CnRank
canasta_game_get_moda (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started && self->state.phase != CN_PHASE_CUT ? self->state.moda : 0;
}

CnCard
canasta_game_get_moda_card (CanastaGame *self)
{
  CnRank moda = canasta_game_get_moda (self);

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_CARD_NONE);

  if (moda == 0)
    return CN_CARD_NONE;
  if (self->moda_card != CN_CARD_NONE && cn_card_rank (self->moda_card) == moda)
    return self->moda_card;
  /* A resumed round knows the rank only; suits count for nothing. */
  return CN_CARD (moda, CN_SUIT_HEARTS);
}

/* The wild cards and red threes the cutter kept at this round's cut, in
 * the order the cut showed them (none known in a resumed round). */
int
canasta_game_get_cut_kept (CanastaGame *self,
                           CnCard      *out)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  memcpy (out, self->cut_kept, self->n_cut_kept);
  return self->n_cut_kept;
}

/* The wilds that made the pozo premiado, set crosswise under it, bottom
 * first: not the top card, which shows on the pozo itself until covered. */
int
canasta_game_get_pozo_premios (CanastaGame *self,
                               CnCard      *out)
{
  CnCard all[CN_MAX_CARDS];
  int n;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  if (!self->started)
    return 0;
  n = cn_state_pozo_premios (&self->state, all);
  if (n > 0 && self->state.pile_n > 0 && cn_card_is_wild (cn_state_pile_top (&self->state)))
    n--;
  memcpy (out, all, n);
  return n;
}

/* The side's finished canastas by kind: clean and dirty (source 001). */
void
canasta_game_get_canasta_kinds (CanastaGame *self,
                                int          side,
                                int         *clean,
                                int         *dirty)
{
  int c = 0, d = 0;
  gboolean wild_on_table;

  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->started && side >= 0 && side < self->state.n_sides)
    cn_state_canasta_kinds (&self->state, side, &c, &d, &wild_on_table);
  if (clean != NULL)
    *clean = c;
  if (dirty != NULL)
    *dirty = d;
}

/* Whether the side's canastas already give what going out needs. */
gboolean
canasta_game_get_side_can_close (CanastaGame *self,
                                 int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  return self->started && side >= 0 && side < self->state.n_sides &&
         cn_state_side_can_close (&self->state, side);
}

/* Whether the seat on screen, to play, could go out in this turn: its side
 * has the canastas and its hand a way down (the engine's solver), or, before
 * drawing, at least the canastas. */
gboolean
canasta_game_get_can_go_out (CanastaGame *self)
{
  int side;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!canasta_game_get_viewer_can_act (self))
    return FALSE;
  side = cn_state_side_of (&self->state, self->state.turn);
  if (self->state.phase == CN_PHASE_DRAW)
    return cn_state_side_can_close (&self->state, side);
  return self->state.phase == CN_PHASE_PLAY && cn_state_can_go_out (&self->state);
}

gboolean
canasta_game_has_score_line (CanastaGame *self,
                             CnLine       line)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (line < CN_N_LINES, FALSE);

  return self->started && cn_rules_has_line (self->game.rules, line);
}

/* The engine counts a round as played once it is scored: the round on the
 * table is the next one, except while the round just scored is still
 * there. */
int
canasta_game_get_round_number (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 1);

  return MAX (1, self->game.round + (self->state.phase == CN_PHASE_ROUND_OVER && self->game.round > 0 ? 0 : 1));
}

gboolean
canasta_game_get_last_score (CanastaGame  *self,
                             CnRoundScore *score,
                             int          *totals_before)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->has_last_score)
    return FALSE;

  if (score != NULL)
    *score = self->last_score;
  if (totals_before != NULL)
    memcpy (totals_before, self->last_totals, sizeof self->last_totals);

  return TRUE;
}

int
canasta_game_get_hand_points (CanastaGame *self,
                              int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, 0);

  if (!self->started || seat >= self->state.n_players)
    return 0;
  return cn_state_hand_points (&self->state, seat);
}

gboolean
canasta_game_get_premio_progress (CanastaGame           *self,
                                  int                    side,
                                  CanastaPremioProgress *progress)
{
  const CnRules *rules;
  CnRoundScore score;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (progress != NULL, FALSE);

  rules = self->game.rules;
  if (!self->started || rules == NULL || rules->canastilla_count == 0 ||
      side < 0 || side >= self->state.n_sides)
    return FALSE;

  /* The round scored as it stands: its lines say what the side has earned
   * so far, as the round's end would count it. */
  cn_state_score (&self->state, &score);
  progress->table_points = score.sides[side].lines[CN_LINE_MELDS];
  progress->canastas = cn_state_canastas (&self->state, side);
  progress->canastilla_count = rules->canastilla_count;
  progress->canaston_count = rules->canaston_count;
  progress->canastilla_bonus = rules->bonus_canastilla;
  progress->canaston_bonus = rules->bonus_canaston;
  progress->moda_canastas = score.sides[side].lines[CN_LINE_MODA] > 0;
  return TRUE;
}
