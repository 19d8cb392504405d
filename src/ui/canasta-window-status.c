/* canasta-window-status.c: what the table says: the turn, the sides' headings, the pile and the stock
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-messages.h"
#include "canasta-pile-view.h"
#include "canasta-side-view.h"
#include "canasta-window-private.h"
#include "cn-text.h"

/* What the side has toward going out, in words (src/text). */
char *
_canasta_window_side_status (CanastaWindow *self,
                             int            side)
{
  CnTextSide facts = {
    .opened = canasta_game_get_side_opened (self->game, side),
    .opening_minimum = canasta_game_get_opening_minimum (self->game, side),
    .by_kind = canasta_game_get_rules (self->game)->close_needs_clean_and_dirty,
    .canastas = canasta_game_get_canastas (self->game, side),
    .needed = canasta_game_get_canastas_needed (self->game),
  };

  /* Closing asks for canastas by kind (source 001): a clean and a dirty
   * one, or two clean ones in a clean game. */
  if (facts.by_kind)
    {
      canasta_game_get_canasta_kinds (self->game, side, &facts.clean, &facts.dirty);
      facts.can_close = canasta_game_get_side_can_close (self->game, side);
    }
  return cn_text_side_status (&facts);
}

/* Whether the next draw ends the round at once (fifteen, italian). */
static gboolean
draw_ends_round (CanastaWindow *self)
{
  guint stock = canasta_game_get_stock_count (self->game);

  return canasta_game_get_started (self->game) &&
         canasta_game_get_rules (self->game)->exhaust_rule == CN_EXHAUST_AT_ONCE &&
         stock > 0 && stock <= canasta_game_get_draw_count (self->game);
}

/* The status line, in words (src/text). */
static char *
turn_text (CanastaWindow *self)
{
  int actor = canasta_game_get_actor (self->game);
  int turn = canasta_game_get_turn (self->game);
  CnTextTurn facts = {
    .phase = (CnPhase) canasta_game_get_phase (self->game),
    .game_over = canasta_game_get_over (self->game),
    .result_shown = self->game_over_shown,
    .can_act = canasta_game_get_viewer_can_act (self->game),
    .closes = _canasta_window_says_close (self),
    .can_ask = canasta_game_get_can_ask (self->game),
    .draw_ends_round = draw_ends_round (self),
    .cut_shown = self->cut_result_open,
    .actor = actor >= 0 ? canasta_game_get_seat_name (self->game, actor) : NULL,
    .asker = turn >= 0 ? canasta_game_get_seat_name (self->game, turn) : NULL,
  };

  /* The table waits for its connection: nothing else goes on here. */
  if (canasta_game_get_table_closed (self->game))
    return cn_text_table_closed (TRUE);
  if (canasta_game_get_remote_state (self->game) == CANASTA_REMOTE_RECONNECTING)
    return cn_text_reconnecting (canasta_game_get_remote_host (self->game));
  /* The engine's solver answers this one: asked only where the line
   * depends on it. */
  if (facts.can_act && facts.phase == CN_PHASE_PLAY && facts.closes && facts.can_ask)
    facts.can_go_out = canasta_game_get_can_go_out (self->game);
  if (facts.can_act && canasta_game_get_partner_said_yes (self->game) && actor >= 0 &&
      canasta_game_get_partner (self->game, actor) >= 0)
    facts.said_yes = canasta_game_get_seat_name (self->game, canasta_game_get_partner (self->game, actor));
  if (canasta_game_get_going_on (self->game))
    for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
      if (!canasta_game_get_seat_ready (self->game, seat) && facts.n_not_ready++ == 0)
        facts.not_ready = canasta_game_get_seat_name (self->game, seat);
  if (actor >= 0 && canasta_game_get_started (self->game) &&
      canasta_game_get_seat_waiting (self->game, actor) &&
      !canasta_game_get_seat_stand_in (self->game, actor))
    facts.away = facts.actor;
  return cn_text_turn (&facts);
}

/* A side's total for its heading, the number written as the score sheet
 * writes it ("2.130" in Spanish). */
char *
_canasta_window_side_total (CanastaWindow *self,
                            int            side)
{
  return cn_text_number (canasta_game_get_total (self->game, side));
}

/* While the viewer's side has not opened, its heading shows how far the
 * melds of this turn go toward the minimum. */
void
_canasta_window_refresh_opening (CanastaWindow *self)
{
  int side = _canasta_window_viewer_side (self);
  CanastaSideView *view = side >= 0 ? _canasta_window_find_side_view (self, side) : NULL;
  int minimum, points = 0;
  g_autofree char *text = NULL;
  g_autofree char *name = NULL;
  g_autofree char *total = NULL;

  if (view == NULL)
    return;

  if (canasta_game_get_side_opened (self->game, side) ||
      canasta_game_get_phase (self->game) == CANASTA_PHASE_ROUND_OVER)
    {
      canasta_side_view_set_progress (view, -1);
      return;
    }

  minimum = canasta_game_get_opening_minimum (self->game, side);
  if (canasta_game_get_turn (self->game) == canasta_game_get_viewer (self->game))
    points = canasta_game_get_opening_points (self->game);

  text = cn_text_opening_progress (points, minimum);
  name = canasta_game_dup_side_name (self->game, side);
  total = _canasta_window_side_total (self, side);
  canasta_side_view_set_heading (view, name, total, text);
  canasta_side_view_set_progress (view, minimum > 0 ? (double) points / minimum : 1);
}

void
_canasta_window_refresh_title (CanastaWindow *self)
{
  g_autofree char *turn = turn_text (self);
  g_autofree char *round = NULL;
  g_autofree char *subtitle = NULL;

  int number = canasta_game_get_round_number (self->game);

  /* The window subtitle starts with the round number. */
  round = canasta_round_label (MAX (number, 1), canasta_game_get_fixed_rounds (self->game));
  subtitle = turn != NULL ? g_strdup_printf ("%s · %s", round, turn) : g_strdup (round);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  /* The title names the rule set at play: nothing else on the table
   * does (an Italian play-tester looked for it). */
  if (canasta_game_get_started (self->game))
    {
      /* Translators: the window title during a game; %s is the rule set:
       * "Canasta · Italian" */
      g_autofree char *title = g_strdup_printf (_("Canasta · %s"),
                                                cn_text_variant_name (canasta_game_get_variant (self->game)));

      adw_window_title_set_title (self->window_title, title);
    }
  else
    adw_window_title_set_title (self->window_title, _("Canasta"));
}

gboolean
_canasta_window_says_close (CanastaWindow *self)
{
  return canasta_game_get_started (self->game) &&
         canasta_game_get_variant (self->game) == CN_VARIANT_URUGUAYAN;
}

/* What the stock says under it as it runs out (src/text): nothing
 * before the deal and after the round. */
static void
stock_note (CanastaWindow  *self,
            const char    **note,
            const char    **rule)
{
  CanastaPhase phase = canasta_game_get_phase (self->game);

  *note = *rule = NULL;
  if (!canasta_game_get_started (self->game) || phase == CANASTA_PHASE_CUT || phase == CANASTA_PHASE_ROUND_OVER)
    return;
  cn_text_stock_note (canasta_game_get_rules (self->game)->exhaust_rule,
                      canasta_game_get_stock_count (self->game),
                      canasta_game_get_draw_count (self->game),
                      canasta_game_get_last_turn (self->game),
                      note, rule);
}

static CnCard
pile_top (CanastaWindow *self)
{
  GListModel *pile = canasta_game_get_pile (self->game);
  guint n = g_list_model_get_n_items (pile);
  g_autoptr(CanastaCard) top = n > 0 ? g_list_model_get_item (pile, n - 1) : NULL;

  return top != NULL ? canasta_card_get_card (top) : CN_CARD_NONE;
}

/* What the pile says under it. The uruguayan pozo: what takes it, and
 * the wilds crosswise under it. Every pile: for whom it is blocked, and
 * for the italian pile under a black three, how that player may take it
 * all the same; for whom an open pile is frozen (the sides that have not
 * opened). */
void
_canasta_window_refresh_pile (CanastaWindow *self)
{
  const CnRules *rules = canasta_game_get_rules (self->game);
  CanastaPileState state = canasta_game_get_pile_state (self->game);
  int n_sides = canasta_game_get_n_sides (self->game);
  gboolean pozo = rules->freeze_rule == CN_FREEZE_PREMIADO;
  CnCard premios[CN_MAX_CARDS];
  int n_premios = canasta_game_get_pozo_premios (self->game, premios);
  g_autoptr(GPtrArray) frozen_names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *frozen_for = NULL;
  g_autofree char *status = NULL;
  int turn = canasta_game_get_turn (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);
  CnTextPile facts = {
    .pozo = pozo,
    .cut = phase == CANASTA_PHASE_CUT,
    .state = (CnPileState) state,
    .top = pile_top (self),
    /* The player a blocked pile is blocked for: the one to move, while
     * the round is on. */
    .blocked_for = turn >= 0 && phase != CANASTA_PHASE_ROUND_OVER && phase != CANASTA_PHASE_CUT
                   ? canasta_game_get_seat_name (self->game, turn) : NULL,
    .black_three_takes_going_out = rules->black_three_takeable_last_turn,
    .naturals = state == CANASTA_PILE_FROZEN ? rules->premiado_naturals : rules->pozo_take_naturals,
  };

  facts.pending = canasta_game_get_pile_pending (self->game, &facts.points);
  if (facts.pending)
    {
      facts.minimum = canasta_game_get_opening_minimum (self->game, canasta_game_get_side_of (self->game, turn));
      facts.pending_for = turn == canasta_game_get_viewer (self->game) ? NULL
                                                                       : canasta_game_get_seat_name (self->game, turn);
    }
  status = cn_text_pile_status (&facts);

  /* The pile open to some sides is frozen for those that have not opened:
   * the pile says for whom. */
  if (!facts.pending && !pozo && (state != CANASTA_PILE_BLOCKED || facts.blocked_for == NULL))
    {
      for (int side = 0; side < n_sides; side++)
        if (state == CANASTA_PILE_OPEN && canasta_game_get_pile_frozen_for (self->game, side))
          g_ptr_array_add (frozen_names, canasta_game_dup_side_name (self->game, side));
      frozen_for = cn_text_frozen_for ((const char *const *) frozen_names->pdata, frozen_names->len,
                                       n_sides, canasta_game_get_n_players (self->game));
    }
  canasta_pile_view_set_frozen_for (self->pile_view, frozen_for);
  canasta_pile_view_set_status (self->pile_view, pozo, status);
  canasta_pile_view_set_premios (self->pile_view, premios, n_premios);

  /* The canasta de moda, for the whole round. */
  if (canasta_game_get_moda (self->game) != 0)
    {
      g_autofree char *markup = NULL;
      g_autofree char *description = NULL;

      cn_text_moda (canasta_game_get_moda_card (self->game), canasta_game_get_moda (self->game),
                    &markup, &description);
      canasta_pile_view_set_moda (self->pile_view, markup, description);
    }
  else
    canasta_pile_view_set_moda (self->pile_view, NULL, NULL);

  {
    const char *note, *rule;

    stock_note (self, &note, &rule);
    canasta_pile_view_set_stock_note (self->pile_view, note, rule);
  }

  canasta_pile_view_update (self->pile_view,
                            canasta_game_get_stock_count (self->game),
                            state,
                            pozo ? CN_CARD_NONE : canasta_game_get_pile_freezer (self->game));
}
