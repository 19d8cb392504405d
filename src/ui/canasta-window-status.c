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
#include "cn-help.h"
#include "canasta-pile-view.h"
#include "canasta-side-view.h"
#include "canasta-window-private.h"

char *
_canasta_window_side_status (CanastaWindow *self,
                             int            side)
{
  int canastas = canasta_game_get_canastas (self->game, side);
  int needed = canasta_game_get_canastas_needed (self->game);

  if (!canasta_game_get_side_opened (self->game, side))
    /* Translators: a side that has not melded yet this round */
    return g_strdup_printf (_("Needs %d to open"),
                            canasta_game_get_opening_minimum (self->game, side));

  /* Closing asks for canastas by kind (source 001): a clean and a dirty
   * one, or two clean ones in a clean game. */
  if (canasta_game_get_rules (self->game)->close_needs_clean_and_dirty)
    {
      int clean, dirty;

      canasta_game_get_canasta_kinds (self->game, side, &clean, &dirty);
      if (canasta_game_get_side_can_close (self->game, side))
        /* Translators: a uruguayan side's canastas: "2 clean · 1 dirty · ready to close" */
        return g_strdup_printf (_("%d clean · %d dirty · ready to close"), clean, dirty);
      /* Translators: a uruguayan side's canastas: "1 clean · 0 dirty" */
      return g_strdup_printf (_("%d clean · %d dirty"), clean, dirty);
    }

  if (canastas >= needed)
    /* Translators: a side with the canastas it needs to go out */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d canasta · ready to go out",
                                         "%d canastas · ready to go out", canastas),
                            canastas);

  /* Translators: "1 of 2 canastas to go out" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d canasta to go out",
                                    "%d of %d canastas to go out", needed),
                          canastas, needed);
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

static char *
turn_text (CanastaWindow *self)
{
  int actor = canasta_game_get_actor (self->game);
  int turn = canasta_game_get_turn (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  g_autofree char *text = NULL;

  gboolean close = _canasta_window_says_close (self);

  if (phase == CANASTA_PHASE_ROUND_OVER)
    text = _canasta_window_round_end_status (self);
  else if (can_act && phase == CANASTA_PHASE_CUT)
    text = g_strdup (_("Your cut: choose where to cut the deck"));
  else if (phase == CANASTA_PHASE_CUT && actor >= 0)
    /* Translators: a computer or another person cuts the deck */
    text = g_strdup_printf (_("%s cuts the deck…"), canasta_game_get_seat_name (self->game, actor));
  else if (_canasta_window_ask_draw_status (self) != NULL)
    text = g_strdup (_canasta_window_ask_draw_status (self));
  else if (can_act && phase == CANASTA_PHASE_DRAW && draw_ends_round (self))
    /* Fifteen and italian: the draw that empties the stock ends the
     * round at once, before the drawer can meld. */
    text = g_strdup (_("Your turn: take the pile, or draw and end the round"));
  else if (can_act && phase == CANASTA_PHASE_DRAW)
    text = g_strdup (close ? C_("uruguayan", "Your turn: draw, or take the pozo")
                           : _("Your turn: draw, or take the pile"));
  else if (can_act && phase == CANASTA_PHASE_PLAY && close && canasta_game_get_can_go_out (self->game) &&
           canasta_game_get_can_ask (self->game))
    text = g_strdup (_("You can close: ask “May I close?” before you meld (G)"));
  else if (can_act && phase == CANASTA_PHASE_PLAY && canasta_game_get_partner_said_yes (self->game) &&
           canasta_game_get_partner (self->game, actor) >= 0)
    /* The partner's yes binds the turn. At one screen the answer was given
     * on the privacy page, and its toast went with it: the asker reads it
     * here, for the whole turn. */
    text = g_strdup_printf (close ? _("%s said yes: close this turn") : _("%s said yes: go out this turn"),
                            canasta_game_get_seat_name (self->game, canasta_game_get_partner (self->game, actor)));
  else if (can_act && phase == CANASTA_PHASE_PLAY)
    text = g_strdup (_("Meld, lay off, then discard"));
  else if (can_act && phase == CANASTA_PHASE_ASKING)
    text = g_strdup_printf (close ? _("%s asks: may I close?") : _("%s asks: may I go out?"),
                            canasta_game_get_seat_name (self->game, turn));
  else if (phase == CANASTA_PHASE_ASKING)
    text = g_strdup_printf (_("Waiting for %s to answer…"),
                            canasta_game_get_seat_name (self->game, actor));
  else if (actor >= 0)
    /* Translators: another seat is playing */
    text = g_strdup_printf (_("%s is playing…"), canasta_game_get_seat_name (self->game, actor));

  return g_steal_pointer (&text);
}

/* A side's heading: its name and its total, the number written as the
 * score sheet writes it ("2.130" in Spanish). */
char *
_canasta_window_side_title (CanastaWindow *self,
                            const char    *name,
                            int            side)
{
  g_autofree char *total = cn_help_format_number (canasta_game_get_total (self->game, side));

  /* Translators: a side's heading: "Ana & Bob — 1,250" */
  return g_strdup_printf (_("%s — %s"), name, total);
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
  g_autofree char *title = NULL;

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

  /* Translators: the opening progress: "Opening: 35 of 50" */
  text = g_strdup_printf (_("Opening: %d of %d"), points, minimum);
  name = canasta_game_dup_side_name (self->game, side);
  title = _canasta_window_side_title (self, name, side);
  canasta_side_view_set_heading (view, title, text);
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
                                                canasta_variant_label (canasta_game_get_variant (self->game)));

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

/* Whether the next draw empties the stock, where that ends the round or
 * nearly (every variant, each its own way): note, a few words for under
 * the stock, and rule, the rule in full; or the same for the turn that
 * emptied it. FALSE for an ordinary draw. */
static gboolean
stock_note (CanastaWindow  *self,
            const char    **note,
            const char    **rule)
{
  guint stock = canasta_game_get_stock_count (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);
  CnExhaustRule exhaust = canasta_game_get_rules (self->game)->exhaust_rule;

  *note = *rule = NULL;
  if (!canasta_game_get_started (self->game) || phase == CANASTA_PHASE_CUT || phase == CANASTA_PHASE_ROUND_OVER)
    return FALSE;
  /* The next draw empties the stock; or it is empty, and the turn that
   * emptied it (or the uruguayan turn after it) goes on. Where the draw
   * ends the round at once, the round is over by then. */
  if (stock > canasta_game_get_draw_count (self->game) || (stock == 0 && exhaust == CN_EXHAUST_AT_ONCE))
    return FALSE;

  switch (exhaust)
    {
    case CN_EXHAUST_AT_ONCE:
      /* Translators: under the stock: "Stock: 1 card · the next draw ends the round" */
      *note = _("the next draw ends the round");
      *rule = _("Drawing the last card of the stock ends the round at once: the player who draws it neither melds nor discards.");
      break;
    case CN_EXHAUST_AFTER_TURN:
      /* Translators: under the stock: "Stock: 1 card · the round ends with the next draw’s turn" */
      *note = stock > 0 ? _("the round ends with the next draw’s turn") : _("the round ends with this turn");
      *rule = _("The player who draws the last card of the stock plays that turn to its end, and then the round is over.");
      break;
    case CN_EXHAUST_ONE_MORE:
      if (stock > 0)
        /* Translators: under the stock in a uruguayan round: "Stock: 2 cards · the next draw is the last" */
        *note = _("the next draw is the last");
      else if (canasta_game_get_last_turn (self->game))
        *note = _("the round ends with this turn");
      else
        *note = _("the round ends with this turn, unless the next player takes the pozo");
      *rule = _("The player who draws the last cards of the stock plays on and discards; the next player may still take the pozo, meld and discard, but not close; then the round is over.");
      break;
    default:
      return FALSE;
    }
  return TRUE;
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
  CnCard top = pile_top (self);
  CnCard premios[CN_MAX_CARDS];
  int n_premios = canasta_game_get_pozo_premios (self->game, premios);
  g_autoptr(GString) frozen_for = g_string_new (NULL);
  g_autofree char *status = NULL;
  int n_frozen = 0;
  int turn = canasta_game_get_turn (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);
  int turn_points = 0;
  /* The player a blocked pile is blocked for: the one to move, while the
   * round is on. */
  const char *blocked_for = turn >= 0 && phase != CANASTA_PHASE_ROUND_OVER && phase != CANASTA_PHASE_CUT
                            ? canasta_game_get_seat_name (self->game, turn) : NULL;

  if (canasta_game_get_pile_pending (self->game, &turn_points))
    {
      /* Taken to open: the rest of the pile is the taker's once the
       * opening is met, and nobody else's meanwhile. */
      int side = canasta_game_get_side_of (self->game, turn);
      int minimum = canasta_game_get_opening_minimum (self->game, side);

      if (turn == canasta_game_get_viewer (self->game))
        /* Translators: under the pile taken to open: "Pozo: 6 cards ·
         * waiting for your opening (30 of 90)" */
        status = g_strdup_printf (_("waiting for your opening (%d of %d)"), turn_points, minimum);
      else
        /* Translators: "Pozo: 6 cards · waiting for Bruno’s opening (30 of 90)" */
        status = g_strdup_printf (_("waiting for %s’s opening (%d of %d)"),
                                  canasta_game_get_seat_name (self->game, turn), turn_points, minimum);
    }
  else if (pozo)
    {
      if (canasta_game_get_phase (self->game) == CANASTA_PHASE_CUT)
        /* Translators: under the empty place of the pozo before the cut */
        status = g_strdup (_("The pozo forms after the deal"));
      else if (state == CANASTA_PILE_BLOCKED && blocked_for != NULL && cn_card_is_wild (top))
        /* Translators: a wild card just discarded on the pozo: the next
         * player may not take it, and from then on it is premiado */
        status = g_strdup_printf (_("Blocked for %s, then premiado"), blocked_for);
      else if (state == CANASTA_PILE_BLOCKED && blocked_for != NULL)
        /* Translators: a black three just discarded on the pozo */
        status = g_strdup_printf (_("Blocked for %s"), blocked_for);
      else if (state == CANASTA_PILE_FROZEN)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Premiado: %d natural takes it",
                                               "Premiado: %d naturals take it", rules->premiado_naturals),
                                  rules->premiado_naturals);
      else if (state == CANASTA_PILE_OPEN)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d natural takes it",
                                               "%d naturals take it", rules->pozo_take_naturals),
                                  rules->pozo_take_naturals);
    }
  else if (state == CANASTA_PILE_BLOCKED && blocked_for != NULL)
    {
      /* A card on top that blocks the pile blocks it for the player to
       * move now, as the pozo says: the next discard covers it. */
      if (rules->black_three_takeable_last_turn && cn_card_is_black_three (top))
        /* Translators: the italian pile under a black three: the player
         * to move may take it only going out in this turn, with black
         * threes from the hand; %s is that player */
        status = g_strdup_printf (_("Blocked for %s: only to go out, with black threes"), blocked_for);
      else if (cn_card_is_black_three (top))
        /* Translators: a black three just discarded on the pile; %s is
         * the player it blocks */
        status = g_strdup_printf (_("Blocked for %s"), blocked_for);
      else
        /* Translators: a wild card (or, in the italian game, a red three)
         * on top of the pile: the player to move may not take it, and once
         * covered it freezes the pile */
        status = g_strdup_printf (_("Blocked for %s, then frozen"), blocked_for);
    }
  else
    {
      /* The pile open to some sides is frozen for those that have not
       * opened: the pile says for whom. */
      for (int side = 0; side < n_sides; side++)
        if (state == CANASTA_PILE_OPEN && canasta_game_get_pile_frozen_for (self->game, side))
          {
            g_autofree char *name = canasta_game_dup_side_name (self->game, side);

            if (n_frozen++ > 0)
              /* Translators: joins the names of two sides: "Ana & Carla, Bruno" */
              g_string_append (frozen_for, _(", "));
            g_string_append (frozen_for, name);
          }
      if (n_frozen == n_sides && n_sides > 1)
        {
          g_string_truncate (frozen_for, 0);
          if (canasta_game_get_n_players (self->game) != n_sides)
            /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)" */
            g_string_append (frozen_for, _("every side"));
          else if (n_sides == 2)
            /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)",
             * one against one: nobody plays in a team */
            g_string_append (frozen_for, _("both players"));
          else
            /* Translators: fills "Pile: 3 cards · Frozen for %s (not opened)",
             * three players each for themselves */
            g_string_append (frozen_for, _("every player"));
        }
    }
  canasta_pile_view_set_frozen_for (self->pile_view, n_frozen > 0 ? frozen_for->str : NULL);
  canasta_pile_view_set_status (self->pile_view, pozo, status);
  canasta_pile_view_set_premios (self->pile_view, premios, n_premios);

  /* The canasta de moda, for the whole round. */
  if (canasta_game_get_moda (self->game) != 0)
    {
      CnCard card = canasta_game_get_moda_card (self->game);
      g_autofree char *rank = canasta_rank_plural (canasta_game_get_moda (self->game));
      g_autofree char *card_name = canasta_card_sentence_name (card);
      /* The rank on its own line, with a capital: "Jotas". */
      g_autofree char *title = canasta_rank_plural_title (canasta_game_get_moda (self->game));
      g_autofree char *escaped = g_markup_escape_text (title, -1);
      /* Translators: over the stock in a uruguayan round: "Canasta de moda"
       * then the rank, "Jacks" */
      g_autofree char *markup = g_strdup_printf (_("Canasta de moda\n<big><b>%s</b></big>"), escaped);
      /* Translators: the canasta de moda explained: "The cut showed the
       * jack of diamonds: canastas of jacks count their bonus twice this round." */
      g_autofree char *description = g_strdup_printf (_("The cut showed %s: canastas of %s count their bonus twice this round."),
                                                      card_name, rank);

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
