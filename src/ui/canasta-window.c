/* canasta-window.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-celebration.h"
#include "canasta-cut-view.h"
#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-fly-layer.h"
#include "canasta-hand-view.h"
#include "canasta-help-pane.h"
#include "canasta-meld.h"
#include "canasta-messages.h"
#include "cn-help.h"
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-seat-view.h"
#include "canasta-side-view.h"
#include "canasta-window-private.h"
#include "canasta-wrap-layout.h"

G_DEFINE_FINAL_TYPE (CanastaWindow, canasta_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (CanastaWindow *self);

/* --------------------------------------------------------- the layout */

CanastaSideView *
_canasta_window_find_side_view (CanastaWindow *self,
                                int           side)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (canasta_side_view_get_side (CANASTA_SIDE_VIEW (child)) == side)
      return CANASTA_SIDE_VIEW (child);

  return NULL;
}

CanastaSeatView *
_canasta_window_find_seat_view (CanastaWindow *self,
                                int           seat)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (canasta_seat_view_get_seat (CANASTA_SEAT_VIEW (child)) == seat)
      return CANASTA_SEAT_VIEW (child);

  return NULL;
}

static gboolean
side_meld_dropped_cb (CanastaSideView *view,
                      CanastaCardSet  *cards,
                      CanastaWindow   *self)
{
  if (canasta_side_view_get_side (view) != _canasta_window_viewer_side (self))
    {
      canasta_hand_view_undo_drag_selection (self->hand_view);
      return FALSE;
    }

  return canasta_window_drop_on_table (self, cards);
}

static gboolean
side_add_dropped_cb (CanastaSideView *view,
                     int              meld,
                     CanastaCardSet  *cards,
                     CanastaWindow   *self)
{
  if (canasta_side_view_get_side (view) != _canasta_window_viewer_side (self))
    {
      /* One against one (or each for themselves) there is no side to
       * speak of: the melds are the player's own. */
      if (canasta_game_get_n_players (self->game) == canasta_game_get_n_sides (self->game))
        _canasta_window_show_message (self, _("You can only lay off on your own melds."));
      else
        _canasta_window_show_message (self, _("You can only lay off on your own side’s melds."));
      canasta_hand_view_undo_drag_selection (self->hand_view);
      return FALSE;
    }

  return canasta_window_drop_on_meld (self, meld, cards);
}

static void
side_meld_activated_cb (CanastaSideView *view,
                        int              meld,
                        CanastaWindow   *self)
{
  g_autoptr(CanastaCardSet) cards = NULL;

  if (canasta_side_view_get_side (view) != _canasta_window_viewer_side (self) ||
      !canasta_game_get_viewer_can_act (self->game))
    return;

  cards = _canasta_window_get_selection (self);
  if (cards->n > 0)
    _canasta_window_play_add (self, meld, cards);
}

static void
side_area_activated_cb (CanastaSideView *view,
                        CanastaWindow   *self)
{
  g_autoptr(CanastaCardSet) cards = NULL;

  if (canasta_side_view_get_side (view) != _canasta_window_viewer_side (self) ||
      !canasta_game_get_viewer_can_act (self->game))
    return;

  cards = _canasta_window_get_selection (self);
  if (cards->n > 0)
    _canasta_window_play_meld (self, cards);
}

/* Lays out the seats and sides as seen from the seat on screen: the other
 * seats clockwise along the top, the other sides' melds above and the
 * viewer's own side nearest the hand. */
static void
rebuild_table (CanastaWindow *self)
{
  int n_players = canasta_game_get_n_players (self->game);
  int n_sides = canasta_game_get_n_sides (self->game);
  int viewer = canasta_game_get_viewer (self->game);
  int first = viewer >= 0 ? viewer : 0;
  int own_side = viewer >= 0 ? canasta_game_get_side_of (self->game, viewer) : 0;
  GtkWidget *child;

  self->layout_viewer = viewer;
  self->layout_players = n_players;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->seats_box))) != NULL)
    gtk_box_remove (self->seats_box, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box))) != NULL)
    {
      canasta_side_view_set_models (CANASTA_SIDE_VIEW (child), NULL, NULL);
      gtk_box_remove (self->sides_box, child);
    }

  for (int i = 0; i < n_players; i++)
    {
      int seat = (first + i) % n_players;

      if (seat == viewer)
        continue;
      gtk_box_append (self->seats_box, canasta_seat_view_new (seat));
    }

  for (int i = 1; i <= n_sides; i++)
    {
      int side = (own_side + i) % n_sides;
      GtkWidget *view = canasta_side_view_new (side);

      canasta_side_view_set_models (CANASTA_SIDE_VIEW (view),
                                    canasta_game_get_melds (self->game, side),
                                    canasta_game_get_red_threes (self->game, side));
      g_signal_connect_object (view, "meld-dropped", G_CALLBACK (side_meld_dropped_cb), self, 0);
      g_signal_connect_object (view, "add-dropped", G_CALLBACK (side_add_dropped_cb), self, 0);
      g_signal_connect_object (view, "meld-activated", G_CALLBACK (side_meld_activated_cb), self, 0);
      g_signal_connect_object (view, "area-activated", G_CALLBACK (side_area_activated_cb), self, 0);
      if (side == own_side && viewer >= 0)
        gtk_widget_add_css_class (view, "own-side");
      gtk_box_append (self->sides_box, view);
    }

  canasta_hand_view_set_hand (self->hand_view,
                              viewer >= 0 ? canasta_game_get_hand (self->game, viewer) : NULL,
                              viewer);
  _canasta_window_prefs_sort_hand (self, viewer);
}

static char *
side_status (CanastaWindow *self,
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
  CnPhase phase = canasta_game_get_phase (self->game);
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  g_autofree char *text = NULL;

  gboolean close = _canasta_window_says_close (self);

  if (phase == CN_PHASE_ROUND_OVER)
    text = _canasta_window_round_end_status (self);
  else if (can_act && phase == CN_PHASE_CUT)
    text = g_strdup (_("Your cut: choose where to cut the deck"));
  else if (phase == CN_PHASE_CUT && actor >= 0)
    /* Translators: a computer or another person cuts the deck */
    text = g_strdup_printf (_("%s cuts the deck…"), canasta_game_get_seat_name (self->game, actor));
  else if (_canasta_window_ask_draw_status (self) != NULL)
    text = g_strdup (_canasta_window_ask_draw_status (self));
  else if (can_act && phase == CN_PHASE_DRAW && draw_ends_round (self))
    /* Fifteen and italian: the draw that empties the stock ends the
     * round at once, before the drawer can meld. */
    text = g_strdup (_("Your turn: take the pile, or draw and end the round"));
  else if (can_act && phase == CN_PHASE_DRAW)
    text = g_strdup (close ? C_("uruguayan", "Your turn: draw, or take the pozo")
                           : _("Your turn: draw, or take the pile"));
  else if (can_act && phase == CN_PHASE_PLAY && close && canasta_game_get_can_go_out (self->game) &&
           canasta_game_get_can_ask (self->game))
    text = g_strdup (_("You can close: ask “May I close?” before you meld (G)"));
  else if (can_act && phase == CN_PHASE_PLAY)
    text = g_strdup (_("Meld, lay off, then discard"));
  else if (can_act && phase == CN_PHASE_ASKING)
    text = g_strdup_printf (close ? _("%s asks: may I close?") : _("%s asks: may I go out?"),
                            canasta_game_get_seat_name (self->game, turn));
  else if (phase == CN_PHASE_ASKING)
    text = g_strdup_printf (_("Waiting for %s to answer…"),
                            canasta_game_get_seat_name (self->game, actor));
  else if (actor >= 0)
    /* Translators: another seat is playing */
    text = g_strdup_printf (_("%s is playing…"), canasta_game_get_seat_name (self->game, actor));

  return g_steal_pointer (&text);
}

static void
refresh_actions (CanastaWindow *self)
{
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  CnPhase phase = canasta_game_get_phase (self->game);
  gboolean drawing = can_act && phase == CN_PHASE_DRAW;
  gboolean playing = can_act && phase == CN_PHASE_PLAY;
  gboolean meld_next = FALSE;
  int viewer = canasta_game_get_viewer (self->game);
  gboolean has_partner = viewer >= 0 && canasta_game_get_partner (self->game, viewer) >= 0;

  /* The moves stay available whenever it is the viewer's turn, so that a
   * move the rules refuse is answered with the reason rather than a greyed
   * button; the next natural step is highlighted. The cut comes before
   * any card is dealt: only the cut itself is a move then. */
  gboolean moves = can_act && phase != CN_PHASE_CUT;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.draw", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.take-pile", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.meld", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.lay-off", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.lay-off-auto", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.discard", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.ask", canasta_game_get_can_ask (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.answer",
                                 can_act && phase == CN_PHASE_ASKING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo", playing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.confirm-handover",
                                 canasta_game_get_handover_pending (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.cut", can_act && phase == CN_PHASE_CUT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.answer-here",
                                 canasta_game_get_handover_pending (self->game) && phase == CN_PHASE_ASKING);

  gtk_widget_set_visible (self->ask_button, has_partner);

  /* Source 001 speaks of closing, and of the pozo; where closing needs
   * the partner's yes, asking is the next step as soon as the turn could
   * close. */
  {
    gboolean close = _canasta_window_says_close (self);
    gboolean ask_next = close && playing && canasta_game_get_can_ask (self->game) &&
                        canasta_game_get_can_go_out (self->game);
    g_autofree char *ask_tip = _canasta_window_ask_tooltip (self);

    gtk_button_set_label (GTK_BUTTON (self->ask_button), close ? _("May I _Close?") : _("May I _Go Out?"));
    gtk_widget_set_tooltip_text (self->ask_button, ask_tip);
    gtk_button_set_label (GTK_BUTTON (self->take_button), close ? _("_Take Pozo") : _("_Take Pile"));
    gtk_widget_set_tooltip_text (self->take_button,
                                 close ? _("Take the pozo with the selected naturals, two of its top card or three when premiado; with none selected, with those from your hand (P)")
                                       : _("Take the discard pile with the selected cards; with none selected, by laying its top card off on your meld or with a natural pair from your hand (P)"));
    if (ask_next)
      gtk_widget_add_css_class (self->ask_button, "suggested-action");
    else
      gtk_widget_remove_css_class (self->ask_button, "suggested-action");
    playing = playing && !ask_next;
  }

  /* Melding comes next, not the discard, while the turn cannot end yet:
   * an opening under way short of its minimum (a taken pile waits for
   * it), or a partner's yes that binds the turn to go out while more than
   * the last card is in the hand. */
  if (playing)
    {
      meld_next = canasta_game_get_meld_next (self->game);
      playing = !meld_next;
    }

  if (drawing)
    gtk_widget_add_css_class (self->draw_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->draw_button, "suggested-action");
  if (meld_next)
    gtk_widget_add_css_class (self->meld_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->meld_button, "suggested-action");
  if (playing)
    gtk_widget_add_css_class (self->discard_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->discard_button, "suggested-action");

  canasta_hand_view_set_interactive (self->hand_view, can_act);
  /* Pass-and-play: a hand shows only to its owner, on its own turn. */
  canasta_hand_view_set_face_down (self->hand_view, !canasta_game_get_viewer_hand_shown (self->game));
}

/* A side's heading: its name and its total, the number written as the
 * score sheet writes it ("2.130" in Spanish). */
static char *
side_title (CanastaWindow *self,
            const char    *name,
            int            side)
{
  g_autofree char *total = cn_help_format_number (canasta_game_get_total (self->game, side));

  /* Translators: a side's heading: "Ana & Bob — 1,250" */
  return g_strdup_printf (_("%s — %s"), name, total);
}

/* While the viewer's side has not opened, its heading shows how far the
 * melds of this turn go toward the minimum. */
static void
refresh_opening (CanastaWindow *self)
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
      canasta_game_get_phase (self->game) == CN_PHASE_ROUND_OVER)
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
  title = side_title (self, name, side);
  canasta_side_view_set_heading (view, title, text);
  canasta_side_view_set_progress (view, minimum > 0 ? (double) points / minimum : 1);
}

static void
refresh_title (CanastaWindow *self)
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
  CnPhase phase = canasta_game_get_phase (self->game);
  CnExhaustRule exhaust = canasta_game_get_rules (self->game)->exhaust_rule;

  *note = *rule = NULL;
  if (!canasta_game_get_started (self->game) || phase == CN_PHASE_CUT || phase == CN_PHASE_ROUND_OVER)
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
static void
refresh_pile (CanastaWindow *self)
{
  const CnRules *rules = canasta_game_get_rules (self->game);
  CnPileState state = canasta_game_get_pile_state (self->game);
  int n_sides = canasta_game_get_n_sides (self->game);
  gboolean pozo = rules->freeze_rule == CN_FREEZE_PREMIADO;
  CnCard top = pile_top (self);
  CnCard premios[CN_MAX_CARDS];
  int n_premios = canasta_game_get_pozo_premios (self->game, premios);
  g_autoptr(GString) frozen_for = g_string_new (NULL);
  g_autofree char *status = NULL;
  int n_frozen = 0;
  int turn = canasta_game_get_turn (self->game);
  CnPhase phase = canasta_game_get_phase (self->game);
  int turn_points = 0;
  /* The player a blocked pile is blocked for: the one to move, while the
   * round is on. */
  const char *blocked_for = turn >= 0 && phase != CN_PHASE_ROUND_OVER && phase != CN_PHASE_CUT
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
      if (canasta_game_get_phase (self->game) == CN_PHASE_CUT)
        /* Translators: under the empty place of the pozo before the cut */
        status = g_strdup (_("The pozo forms after the deal"));
      else if (state == CN_PILE_BLOCKED && blocked_for != NULL && cn_card_is_wild (top))
        /* Translators: a wild card just discarded on the pozo: the next
         * player may not take it, and from then on it is premiado */
        status = g_strdup_printf (_("Blocked for %s, then premiado"), blocked_for);
      else if (state == CN_PILE_BLOCKED && blocked_for != NULL)
        /* Translators: a black three just discarded on the pozo */
        status = g_strdup_printf (_("Blocked for %s"), blocked_for);
      else if (state == CN_PILE_FROZEN)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Premiado: %d natural takes it",
                                               "Premiado: %d naturals take it", rules->premiado_naturals),
                                  rules->premiado_naturals);
      else if (state == CN_PILE_OPEN)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d natural takes it",
                                               "%d naturals take it", rules->pozo_take_naturals),
                                  rules->pozo_take_naturals);
    }
  else if (state == CN_PILE_BLOCKED && blocked_for != NULL)
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
        if (state == CN_PILE_OPEN && canasta_game_get_pile_frozen_for (self->game, side))
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

/* The cut's result has been read (its Continue button, or the person at
 * the screen playing on): it makes way, the computers play on, and a
 * pass-and-play table hands the screen over. */
static void
close_cut_result (CanastaWindow *self)
{
  if (!self->cut_result_open)
    return;

  self->cut_result_open = FALSE;
  canasta_game_set_held (self->game, FALSE);
  if (canasta_game_get_phase (self->game) != CN_PHASE_CUT)
    gtk_widget_set_visible (GTK_WIDGET (self->cut_view), FALSE);
}

static void refresh_page (CanastaWindow *self);

static void
cut_done_cb (CanastaCutView *view,
             CanastaWindow  *self)
{
  close_cut_result (self);
  refresh_page (self);
  /* The dealt hand takes the keyboard, unless the screen passes on. */
  if (canasta_game_get_viewer (self->game) >= 0 && !canasta_game_get_handover_pending (self->game))
    canasta_hand_view_focus_first (self->hand_view);
}

/* The cut over the empty table while the round waits for it: the person
 * cutting points and cuts, a computer's cut is watched. Its result stays a
 * moment once made (show_cut_result). */
static void
refresh_cut (CanastaWindow *self)
{
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  int round = canasta_game_get_round (self->game);
  int actor = canasta_game_get_actor (self->game);
  int min, max, exact;

  if (canasta_game_get_phase (self->game) != CN_PHASE_CUT)
    {
      if (!self->cut_result_open)
        gtk_widget_set_visible (GTK_WIDGET (self->cut_view), FALSE);
      return;
    }

  if (self->cut_prepared_round == round && canasta_cut_view_get_interactive (self->cut_view) == can_act &&
      gtk_widget_get_visible (GTK_WIDGET (self->cut_view)) && !self->cut_result_open)
    return;

  close_cut_result (self);
  g_array_set_size (self->cut_cards, 0);
  self->cut_prepared_round = round;
  canasta_game_get_cut_range (self->game, &min, &max, &exact);

  if (can_act)
    {
      g_autofree char *note = NULL;

      /* Translators: under the deck when the person at the screen cuts;
       * the numbers are the cards the deal takes and the exact cut's score */
      note = g_strdup_printf (_("Point along the deck or use the arrow keys, then cut. The bottom card of the part you lift names the canasta de moda; lifting just the %d cards the deal takes scores %d. A hand cannot count cards: the cut lands within a few of where you point."),
                              exact, canasta_game_get_rules (self->game)->bonus_exact_cut);
      canasta_cut_view_prepare (self->cut_view, _("Cut the Deck"), note,
                                (int) canasta_game_get_stock_count (self->game), min, max,
                                (min + max) / 2, TRUE);
    }
  else
    {
      g_autofree char *title = g_strdup_printf (_("%s cuts the deck"),
                                                actor >= 0 ? canasta_game_get_seat_name (self->game, actor) : "");

      canasta_cut_view_prepare (self->cut_view, title,
                                _("The bottom card of the part lifted names the canasta de moda."),
                                (int) canasta_game_get_stock_count (self->game), min, max,
                                (min + max) / 2, FALSE);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->cut_view), TRUE);
  if (can_act)
    gtk_widget_grab_focus (canasta_cut_view_get_slider (self->cut_view));
}

typedef struct
{
  CnCard   card;
  gboolean kept;
} CutCard;

/* The cut is made: what it showed stays over the table, said in words,
 * until someone at the screen has read it (Continue); the computers wait
 * meanwhile. Everyone may read it: it shows no hand. */
static void
show_cut_result (CanastaWindow *self,
                 const CnMove  *move)
{
  const char *name = canasta_game_get_seat_name (self->game, move->seat);
  CnCard cards[CN_MAX_CARDS];
  gboolean kept[CN_MAX_CARDS];
  int n = MIN ((int) self->cut_cards->len, CN_MAX_CARDS);
  g_autoptr(GString) caption = g_string_new (NULL);
  CnCard kept_cards[CN_MAX_CARDS];
  g_autofree char *title = NULL;
  gboolean stopper = FALSE;
  int n_kept = 0;

  for (int i = 0; i < n; i++)
    {
      CutCard *c = &g_array_index (self->cut_cards, CutCard, i);

      cards[i] = c->card;
      kept[i] = c->kept;
      if (cn_card_is_black_three (c->card))
        stopper = TRUE;
      if (c->kept)
        kept_cards[n_kept++] = c->card;
    }

  if (canasta_game_get_moda (self->game) != 0)
    {
      g_autofree char *card_name = canasta_card_sentence_name (canasta_game_get_moda_card (self->game));
      g_autofree char *rank = canasta_rank_plural (canasta_game_get_moda (self->game));

      /* Translators: "The cut shows the jack of diamonds: jacks are de moda this round." */
      g_string_append_printf (caption, _("The cut shows %s: %s are de moda this round."), card_name, rank);
    }
  if (n_kept > 0)
    {
      g_autofree char *kept_names = canasta_card_sentence_list (kept_cards, n_kept);

      g_string_append_c (caption, ' ');
      /* Translators: the wild cards and red threes the cutter keeps:
       * "Carla keeps the two of hearts and the joker." */
      g_string_append_printf (caption, _("%s keeps %s."), name, kept_names);
    }
  if (stopper)
    {
      g_string_append_c (caption, ' ');
      g_string_append (caption, _("A black three stops the keeping of wild cards and red threes."));
    }
  if (canasta_game_get_exact_cut_side (self->game) != CN_NO_SIDE)
    {
      g_autofree char *side = canasta_game_dup_side_name (self->game,
                                                          canasta_game_get_side_of (self->game, move->seat));

      g_string_append_c (caption, ' ');
      /* Translators: "Exact cut: 300 for Ana & Carla!" */
      g_string_append_printf (caption, _("Exact cut: %d for %s!"),
                              canasta_game_get_rules (self->game)->bonus_exact_cut, side);
    }

  /* Translators: over the cut once made: "Carla cut the deck" */
  title = g_strdup_printf (_("%s cut the deck"), name);
  canasta_cut_view_show_result (self->cut_view, title, caption->str, move->cut, cards, kept, n);
  gtk_widget_set_visible (GTK_WIDGET (self->cut_view), TRUE);
  g_array_set_size (self->cut_cards, 0);
  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    if (canasta_game_get_seat_kind (self->game, seat) == CANASTA_SEAT_HUMAN)
      {
        self->cut_result_open = TRUE;
        canasta_game_set_held (self->game, TRUE);
        break;
      }
}

static void
cut_card_cb (CanastaGame   *game,
             guint          card,
             int            to,
             int            seat,
             gboolean       moda,
             CanastaWindow *self)
{
  CutCard c = { .card = (CnCard) card, .kept = to == CN_PLACE_HAND || to == CN_PLACE_RED_THREES };

  g_array_append_val (self->cut_cards, c);
}

/* The exact cut is announced over the cut; its caption says who scores. */
static void
exact_cut_cb (CanastaGame   *game,
              int            seat,
              int            side,
              CanastaWindow *self)
{
  /* Translators: the celebration of an exact cut */
  _canasta_window_celebrate (self, GTK_WIDGET (self->cut_view), _("Exact cut!"), FALSE);
}

/* The Cut button and Enter on the slider: the same action as a test's. */
static void
cut_requested_cb (CanastaCutView *view,
                  int             aim,
                  CanastaWindow  *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "table.cut", NULL);
}

static void
refresh (CanastaWindow *self)
{
  int n_players = canasta_game_get_n_players (self->game);
  int n_sides = canasta_game_get_n_sides (self->game);
  int viewer = canasta_game_get_viewer (self->game);
  int actor = canasta_game_get_actor (self->game);
  gboolean busy = canasta_game_get_busy (self->game);

  if (!canasta_game_get_started (self->game))
    return;

  if (viewer != self->layout_viewer || n_players != self->layout_players)
    rebuild_table (self);

  for (int seat = 0; seat < n_players; seat++)
    {
      CanastaSeatView *view = _canasta_window_find_seat_view (self, seat);
      int partner = viewer >= 0 ? canasta_game_get_partner (self->game, viewer) : -1;

      if (view == NULL)
        continue;
      canasta_seat_view_update (view,
                                canasta_game_get_seat_name (self->game, seat),
                                g_list_model_get_n_items (canasta_game_get_hand (self->game, seat)),
                                seat == actor,
                                seat == actor && busy &&
                                canasta_game_get_seat_kind (self->game, seat) == CANASTA_SEAT_COMPUTER,
                                seat == partner);
    }

  for (int side = 0; side < n_sides; side++)
    {
      CanastaSideView *view = _canasta_window_find_side_view (self, side);
      g_autofree char *name = canasta_game_dup_side_name (self->game, side);
      g_autofree char *title = NULL;
      g_autofree char *status = side_status (self, side);

      if (view == NULL)
        continue;
      /* Translators: a side's heading: "Ana & Bob — 1250" */
      title = side_title (self, name, side);
      canasta_side_view_set_heading (view, title, status);
      canasta_side_view_set_accepts_drops (view, side == _canasta_window_viewer_side (self) &&
                                                 canasta_game_get_viewer_can_act (self->game));
    }

  refresh_pile (self);
  refresh_cut (self);

  refresh_actions (self);
  refresh_opening (self);
  refresh_title (self);
  _canasta_window_round_end_refresh (self);
}

/* ------------------------------------------------------------- the page */

static void
refresh_page (CanastaWindow *self)
{
  if (!canasta_game_get_started (self->game))
    {
      gtk_stack_set_visible_child_name (self->stack, "welcome");
      return;
    }

  if (self->game_over_shown && canasta_game_get_over (self->game))
    {
      gtk_stack_set_visible_child_name (self->stack, "game-over");
      return;
    }

  /* The cut's result is for everyone: the screen passes once it is read. */
  if (canasta_game_get_handover_pending (self->game) && !self->cut_result_open)
    {
      int seat = canasta_game_get_handover_seat (self->game);
      const char *name = canasta_game_get_seat_name (self->game, seat);
      g_autofree char *title = NULL;
      g_autofree char *button = NULL;

      CnPhase phase = canasta_game_get_phase (self->game);
      gboolean question = phase == CN_PHASE_ASKING;
      g_autofree char *description = NULL;

      /* Translators: the privacy screen between two human players */
      title = g_strdup_printf (_("Pass to %s"), name);
      button = g_strdup_printf (_("I am %s — Show My Hand"), name);
      if (question)
        {
          const char *asker = canasta_game_get_seat_name (self->game, canasta_game_get_turn (self->game));

          /* Translators: the privacy screen when a partner asks; the first
           * %s is the asker, the second the partner who answers */
          description = g_strdup_printf (_canasta_window_says_close (self)
                                         ? _("%s asks: “May I close?” %s, answer here without showing your hand, or show it first. Your answer binds.")
                                         : _("%s asks: “May I go out?” %s, answer here without showing your hand, or show it first. Your answer binds."),
                                         asker, name);
        }
      else if (phase == CN_PHASE_CUT)
        {
          /* Translators: the privacy screen before the cut of a round */
          description = g_strdup_printf (_("No cards are dealt yet: %s cuts the deck to start the round."), name);
          g_free (button);
          /* Translators: the privacy screen's button before the cut */
          button = g_strdup_printf (_("I am %s — Cut"), name);
        }
      else
        description = g_strdup (_("Every hand is hidden. Hand the screen over, and let the next player show their cards when nobody else is looking."));
      adw_status_page_set_title (self->privacy_page, title);
      adw_status_page_set_description (self->privacy_page, description);
      gtk_button_set_label (GTK_BUTTON (self->privacy_button), button);
      gtk_widget_set_visible (self->privacy_answer, question);
      gtk_stack_set_visible_child_name (self->stack, "privacy");
      gtk_widget_grab_focus (self->privacy_button);
      return;
    }

  gtk_stack_set_visible_child_name (self->stack, "table");
}

void
_canasta_window_refresh_page (CanastaWindow *self)
{
  refresh_page (self);
}

static void
answered_cb (CanastaGame   *game,
             int            seat,
             gboolean       yes,
             CanastaWindow *self)
{
  g_autofree char *text = NULL;

  if (_canasta_window_says_close (self))
    text = g_strdup_printf (yes ? _("%s says yes: close this turn.") : _("%s says no: you may not close this turn."),
                            canasta_game_get_seat_name (game, seat));
  else if (yes)
    /* Translators: the partner's binding answer to "May I go out?" */
    text = g_strdup_printf (_("%s says yes: go out this turn."), canasta_game_get_seat_name (game, seat));
  else
    text = g_strdup_printf (_("%s says no: you may not go out this turn."), canasta_game_get_seat_name (game, seat));

  _canasta_window_show_message (self, text);
}

static void
answer_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    CanastaWindow    *self)
{
  CnVerdict verdict;

  self->answer_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  _canasta_window_report (self, canasta_game_answer_go_out (self->game, g_strcmp0 (response, "yes") == 0, &verdict),
          &verdict);
}

static void
maybe_ask_partner (CanastaWindow *self)
{
  int turn = canasta_game_get_turn (self->game);
  g_autofree char *heading = NULL;

  /* Answered some other way (the keyboard, a new game): the question is gone. */
  if (self->answer_dialog != NULL && !(canasta_game_get_phase (self->game) == CN_PHASE_ASKING &&
                                       canasta_game_get_viewer_can_act (self->game)))
    {
      GtkWidget *dialog = g_steal_pointer (&self->answer_dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  if (self->answer_dialog != NULL || self->answering_here ||
      canasta_game_get_phase (self->game) != CN_PHASE_ASKING ||
      !canasta_game_get_viewer_can_act (self->game))
    return;

  /* Translators: a human partner must answer "May I go out?" */
  if (_canasta_window_says_close (self))
    {
      heading = g_strdup_printf (_("%s asks: “May I close?”"), canasta_game_get_seat_name (self->game, turn));
      self->answer_dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                    _("Your answer binds: yes means your partner must close this turn, no means they may not."));
    }
  else
    {
      heading = g_strdup_printf (_("%s asks: “May I go out?”"), canasta_game_get_seat_name (self->game, turn));
      self->answer_dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                    _("Your answer binds: yes means your partner must go out this turn, no means they may not."));
    }
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                    "no", _("_No"),
                                    "yes", _("_Yes"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                              "yes", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self->answer_dialog), "no");
  g_signal_connect_object (self->answer_dialog, "response", G_CALLBACK (answer_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->answer_dialog));
}

/* ------------------------------------------------------- celebrations */

void
_canasta_window_celebrate (CanastaWindow *self,
                           GtkWidget     *over,
                           const char    *text,
                           gboolean       big)
{
  graphene_rect_t bounds;

  /* Without a place, above the middle of the window: over the game-over
   * screen's star, clear of the winner's name. */
  if (over == NULL || !gtk_widget_compute_bounds (over, self->celebration, &bounds))
    bounds = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (self->celebration),
                                 gtk_widget_get_height (self->celebration) * 0.36f);
  canasta_celebration_play (CANASTA_CELEBRATION (self->celebration), text, &bounds, big);
}

static void
round_over_cb (CanastaGame   *game,
               CanastaWindow *self)
{
  close_cut_result (self);
  _canasta_window_dismiss_toast (self);
  refresh (self);
  _canasta_window_round_end_schedule_summary (self);
}

/* --------------------------------------------------------------- model */

static void
game_changed_cb (CanastaGame   *game,
                 CanastaWindow *self)
{
  self->flights_in_batch = 0;
  refresh (self);
  refresh_page (self);
  maybe_ask_partner (self);
}

static void
game_notify_cb (CanastaGame   *game,
                GParamSpec    *pspec,
                CanastaWindow *self)
{
  refresh (self);
  refresh_page (self);
  maybe_ask_partner (self);
}

static guint
pace_from_settings (GSettings *settings)
{
  g_autofree char *pace = g_settings_get_string (settings, "computer-pace");

  if (g_strcmp0 (pace, "slow") == 0)
    return 1300;
  if (g_strcmp0 (pace, "fast") == 0)
    return 250;
  return 700;
}

static void
pace_changed_cb (GSettings     *settings,
                 const char    *key,
                 CanastaWindow *self)
{
  canasta_game_set_pace (self->game, pace_from_settings (settings));
}

/* ------------------------------------------------------------- GObject */

/* The card just discarded wears a mark on the pile; the cards the person
 * at the screen just drew or took wear one in the hand. */
static void
move_made_cb (CanastaGame   *game,
              gpointer       before_pointer,
              gpointer       move_pointer,
              CanastaWindow *self)
{
  const CnState *before = before_pointer;
  const CnMove *move = move_pointer;
  const CnState *after = canasta_game_get_state (game);
  int viewer = canasta_game_get_viewer (game);

  /* The play moves on: a hint, refusal or answer said before this move is
   * out of date (an answer this move brought stays). */
  if (self->toast != NULL && self->toast_move != after->move_count)
    _canasta_window_dismiss_toast (self);

  /* A yes given before the draw lapses when the cards drawn leave no way
   * to close (the engine's rule): the player hears it. */
  if (move->seat == viewer && before->answer == CN_ANSWER_YES && after->answer == CN_ANSWER_NONE &&
      after->phase == CN_PHASE_PLAY)
    {
      const char *partner = canasta_game_get_seat_name (game, canasta_game_get_partner (game, move->seat));
      g_autofree char *text = NULL;

      text = _canasta_window_lapse_text (self, partner);
      _canasta_window_show_message (self, text);
    }

  if (move->kind == CN_MOVE_CUT)
    {
      show_cut_result (self, move);
      /* Continue takes the keyboard; without a person, the dealt hand. */
      if (self->cut_result_open)
        gtk_widget_grab_focus (canasta_cut_view_get_done_button (self->cut_view));
      else if (viewer >= 0)
        canasta_hand_view_focus_first (self->hand_view);
    }
  else if (self->cut_result_open && move->seat == viewer)
    /* The person at the screen plays on: the cut's result makes way. */
    close_cut_result (self);

  if (move->kind == CN_MOVE_DISCARD)
    canasta_pile_view_set_last_discard (self->pile_view, canasta_game_get_seat_name (game, move->seat));
  else if (move->kind == CN_MOVE_TAKE_PILE)
    canasta_pile_view_set_last_discard (self->pile_view, NULL);

  /* A canasta completed: a short celebration over the side's melds. */
  {
    int side = cn_state_side_of (before, move->seat);

    if (canasta_game_get_canastas (game, side) > cn_state_canastas (before, side))
      /* Translators: the celebration of a canasta just completed */
      _canasta_window_celebrate (self, (GtkWidget *) _canasta_window_find_side_view (self, side), _("Canasta!"), FALSE);
  }

  /* The marks are for the turn they were drawn in: they go with it. */
  if (after->phase == CN_PHASE_ROUND_OVER || after->turn != before->turn)
    canasta_hand_view_mark_cards (self->hand_view, NULL, 0);
  else if (move->seat == viewer && (move->kind == CN_MOVE_DRAW || move->kind == CN_MOVE_TAKE_PILE))
    {
      CnCard fresh[CN_MAX_CARDS];
      int n = 0;

      for (int card = 0; card < CN_N_KINDS; card++)
        for (int k = before->hand[viewer][card]; k < after->hand[viewer][card]; k++)
          fresh[n++] = card;
      canasta_hand_view_mark_cards (self->hand_view, fresh, n);
    }
}

static gboolean
pile_dropped_cb (CanastaPileView *view,
                 CanastaCardSet  *cards,
                 CanastaWindow   *self)
{
  return canasta_window_drop_on_pile (self, cards);
}

static gboolean
stock_dropped_cb (CanastaPileView *view,
                  CanastaCardSet  *cards,
                  CanastaWindow   *self)
{
  return canasta_window_drop_on_stock (self, cards);
}

static void
stock_activated_cb (CanastaWindow *self)
{
  if (canasta_game_get_viewer_can_act (self->game))
    _canasta_window_play_draw (self);
}

static void
pile_activated_cb (CanastaWindow *self)
{
  g_autoptr(CanastaCardSet) cards = NULL;

  if (!canasta_game_get_viewer_can_act (self->game))
    return;

  cards = _canasta_window_get_selection (self);
  canasta_window_drop_on_pile (self, cards);
}

/* Escape clears the selection wherever the focus is, and takes away the
 * hint or refusal on show (the toast sits beside the table, not around
 * it, so its own Escape reaches it only with the focus on it). */
static gboolean
escape_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   CanastaWindow         *self)
{
  if (keyval == GDK_KEY_Escape && (state & gtk_accelerator_get_default_mod_mask ()) == 0 &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0)
    {
      canasta_hand_view_clear_selection (self->hand_view);
      _canasta_window_dismiss_toast (self);
    }

  return GDK_EVENT_PROPAGATE;
}

static gboolean
close_request_cb (CanastaWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));

  return FALSE;
}

static void
canasta_window_dispose (GObject *object)
{
  CanastaWindow *self = CANASTA_WINDOW (object);

  _canasta_window_round_end_dispose (self);
  g_clear_pointer (&self->cut_cards, g_array_unref);
  _canasta_window_flights_dispose (self);
  _canasta_window_prefs_dispose (self);
  g_clear_weak_pointer (&self->toast);
  if (self->answer_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->answer_dialog));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->hand_view != NULL)
    canasta_hand_view_set_hand (self->hand_view, NULL, -1);
  g_clear_object (&self->game);

  gtk_widget_dispose_template (GTK_WIDGET (self), CANASTA_TYPE_WINDOW);

  G_OBJECT_CLASS (canasta_window_parent_class)->dispose (object);
}

static void
canasta_window_finalize (GObject *object)
{
  CanastaWindow *self = CANASTA_WINDOW (object);

  g_clear_object (&self->settings);
  g_free (self->last_message);

  G_OBJECT_CLASS (canasta_window_parent_class)->finalize (object);
}

static void
canasta_window_class_init (CanastaWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_window_dispose;
  object_class->finalize = canasta_window_finalize;

  g_type_ensure (CANASTA_TYPE_HAND_VIEW);
  g_type_ensure (CANASTA_TYPE_PILE_VIEW);
  g_type_ensure (CANASTA_TYPE_FLY_LAYER);
  g_type_ensure (CANASTA_TYPE_HELP_PANE);
  g_type_ensure (CANASTA_TYPE_WRAP_LAYOUT);
  g_type_ensure (CANASTA_TYPE_HISTORY_VIEW);
  g_type_ensure (CANASTA_TYPE_CELEBRATION);
  g_type_ensure (CANASTA_TYPE_CUT_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, save_banner_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, seats_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, sides_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, pile_view);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, draw_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, take_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, meld_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, lay_off_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, discard_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, ask_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, hand_view);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, fly_layer);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, privacy_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, help_pane);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, rules_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, privacy_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, celebration);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, game_over_page);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, final_scores);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, play_again_button);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, cut_view);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, privacy_answer);
  gtk_widget_class_bind_template_child (widget_class, CanastaWindow, privacy_yes);

  _canasta_window_class_actions_init (widget_class);
  _canasta_window_class_round_end_init (widget_class);
  _canasta_window_keyboard_class_init (widget_class);
}

static void
canasta_window_init (CanastaWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_object_bind_property (self->rules_button, "active", self->flap, "reveal-flap",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->flap, "reveal-flap", self->history_view, "visible",
                          G_BINDING_INVERT_BOOLEAN | G_BINDING_SYNC_CREATE);

  self->layout_viewer = -2;
  self->cut_prepared_round = -1;
  self->cut_cards = g_array_new (FALSE, FALSE, sizeof (CutCard));
  self->settings = g_settings_new (APP_ID);
  self->game = canasta_game_new ();
  canasta_history_view_set_game (CANASTA_HISTORY_VIEW (self->history_view), self->game);
  canasta_game_set_pace (self->game, pace_from_settings (self->settings));
  _canasta_window_prefs_init (self);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  g_signal_connect_object (self->settings, "changed::computer-pace", G_CALLBACK (pace_changed_cb), self, 0);
  g_signal_connect (self, "close-request", G_CALLBACK (close_request_cb), NULL);

  {
    GtkEventController *keys = gtk_event_controller_key_new ();

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    g_signal_connect_object (keys, "key-pressed", G_CALLBACK (escape_pressed_cb), self, 0);
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  _canasta_window_keyboard_init (self);

  g_signal_connect (self->game, "changed", G_CALLBACK (game_changed_cb), self);
  g_signal_connect (self->game, "notify::viewer", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->game, "notify::handover-pending", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->game, "notify::busy", G_CALLBACK (game_notify_cb), self);
  _canasta_window_flights_init (self);
  g_signal_connect (self->game, "answered", G_CALLBACK (answered_cb), self);
  g_signal_connect (self->game, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (self->game, "move-made", G_CALLBACK (move_made_cb), self);
  g_signal_connect (self->game, "cut-card", G_CALLBACK (cut_card_cb), self);
  g_signal_connect (self->game, "exact-cut", G_CALLBACK (exact_cut_cb), self);
  g_signal_connect_object (self->cut_view, "cut", G_CALLBACK (cut_requested_cb), self, 0);
  g_signal_connect_object (self->cut_view, "done", G_CALLBACK (cut_done_cb), self, 0);

  canasta_pile_view_set_pile (self->pile_view, canasta_game_get_pile (self->game));
  g_signal_connect_object (self->pile_view, "cards-dropped", G_CALLBACK (pile_dropped_cb), self, 0);
  g_signal_connect_object (self->pile_view, "stock-dropped", G_CALLBACK (stock_dropped_cb), self, 0);
  g_signal_connect_object (self->pile_view, "stock-activated", G_CALLBACK (stock_activated_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->pile_view, "pile-activated", G_CALLBACK (pile_activated_cb), self, G_CONNECT_SWAPPED);

  refresh_actions (self);
  refresh_page (self);

  /* Players come to play: the table opens on a new game with the last
   * game's seats. */
  {
    CanastaGameSetup setup;
    g_auto(GStrv) names = NULL;

    canasta_new_game_setup_load (self->settings, &setup, &names);
    canasta_window_start_game (self, &setup);
  }
}

CanastaWindow *
canasta_window_new (GtkApplication *application)
{
  return g_object_new (CANASTA_TYPE_WINDOW, "application", application, NULL);
}

CanastaGame *
canasta_window_get_game (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->game;
}

void
canasta_window_start_game (CanastaWindow          *self,
                           const CanastaGameSetup *setup)
{
  g_return_if_fail (CANASTA_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);

  _canasta_window_round_end_dispose (self);

  self->layout_viewer = -2;
  self->game_over_shown = FALSE;
  self->cut_prepared_round = -1;
  self->cut_result_open = FALSE;
  _canasta_window_dismiss_toast (self);
  canasta_history_view_set_game (CANASTA_HISTORY_VIEW (self->history_view), self->game);
  canasta_game_start (self->game, setup);
  _canasta_window_prefs_apply_levels (self);
  canasta_help_pane_set_rules (CANASTA_HELP_PANE (self->help_pane),
                               canasta_game_get_rules (self->game),
                               canasta_game_get_n_players (self->game));
  refresh (self);
  refresh_page (self);

  /* A new table starts with the keyboard on the hand, or on the cut. */
  if (canasta_cut_view_get_interactive (self->cut_view) &&
      gtk_widget_get_visible (GTK_WIDGET (self->cut_view)))
    gtk_widget_grab_focus (canasta_cut_view_get_slider (self->cut_view));
  else
    canasta_hand_view_focus_first (self->hand_view);
}

/* A game is in progress once a card has moved in it and it is not over:
 * starting another throws it away. */
gboolean
canasta_window_get_game_in_progress (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);

  return canasta_game_get_started (self->game) && !canasta_game_get_over (self->game) &&
         (canasta_game_get_round (self->game) > 0 ||
          canasta_game_get_move_count (self->game) > 0);
}

static void
start_from_dialog (CanastaWindow        *self,
                   CanastaNewGameDialog *dialog)
{
  CanastaGameSetup setup;

  canasta_new_game_dialog_get_setup (dialog, &setup);
  canasta_window_start_game (self, &setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static gboolean
abandon_confirmed_cb (gpointer user_data)
{
  g_autoptr(CanastaNewGameDialog) dialog = user_data;
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

  if (CANASTA_IS_WINDOW (parent))
    start_from_dialog (CANASTA_WINDOW (parent), dialog);
  return G_SOURCE_REMOVE;
}

static void
abandon_response_cb (AdwMessageDialog     *question,
                     const char           *response,
                     CanastaNewGameDialog *dialog)
{
  /* The question is still answering: the dialog it belongs to goes once
   * it is done. */
  if (g_strcmp0 (response, "new-game") == 0)
    g_idle_add (abandon_confirmed_cb, g_object_ref (dialog));
}

static void
new_game_start_cb (CanastaNewGameDialog *dialog,
                   CanastaWindow        *self)
{
  GtkWidget *question;
  g_autofree char *body = NULL;

  if (!canasta_window_get_game_in_progress (self))
    {
      start_from_dialog (self, dialog);
      return;
    }

  /* The game in play is never thrown away without a word. */
  body = g_strdup_printf (_("The game in progress, in round %d, will be lost."),
                          canasta_game_get_round_number (self->game));
  question = adw_message_dialog_new (GTK_WINDOW (dialog), _("Abandon This Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question),
                                    "cancel", _("_Keep Playing"),
                                    "new-game", _("_Start New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), "new-game",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_signal_connect_object (question, "response", G_CALLBACK (abandon_response_cb), dialog, 0);
  gtk_window_present (GTK_WINDOW (question));
}

void
canasta_window_show_new_game (CanastaWindow *self)
{
  GtkWidget *dialog;

  g_return_if_fail (CANASTA_IS_WINDOW (self));

  dialog = canasta_new_game_dialog_new (self->settings);
  canasta_new_game_dialog_set_game (CANASTA_NEW_GAME_DIALOG (dialog), self->game);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

const char *
canasta_window_get_page (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

const char *
canasta_window_get_last_message (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->last_message;
}

const char *
canasta_window_get_banner (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  if (!gtk_revealer_get_reveal_child (self->save_banner))
    return NULL;
  return gtk_label_get_text (self->save_banner_label);
}

GtkWidget *
canasta_window_get_hand_view (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->hand_view);
}

GtkWidget *
canasta_window_get_pile_view (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->pile_view);
}

GtkWidget *
canasta_window_get_side_view (CanastaWindow *self,
                              int            side)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return (GtkWidget *) _canasta_window_find_side_view (self, side);
}

GtkWidget *
canasta_window_get_help_pane (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->help_pane;
}

GtkWidget *
canasta_window_get_cut_view (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->cut_view);
}

GtkWidget *
canasta_window_get_fly_layer (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->fly_layer);
}

gboolean
canasta_window_get_rules_shown (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  return adw_flap_get_reveal_flap (self->flap);
}

/* A message that stays until the player dismisses it, for news that is not
 * about a move (a saved game that could not be resumed), with a button for
 * action_name when button_label is not NULL. */
void
canasta_window_add_notice (CanastaWindow *self,
                           const char    *message,
                           const char    *button_label,
                           const char    *action_name)
{
  g_return_if_fail (CANASTA_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  _canasta_window_add_toast (self, message, 0, button_label, action_name);
}

/* The bar over the table that says message until it is called again with
 * NULL. */
void
_canasta_window_set_banner (CanastaWindow *self,
                            const char    *message)
{
  if (message != NULL)
    {
      g_free (self->last_message);
      self->last_message = g_strdup (message);
      gtk_label_set_text (self->save_banner_label, message);
    }
  gtk_revealer_set_reveal_child (self->save_banner, message != NULL);
}

/* A toast saying message (text, not markup) whole: libadwaita's own title
 * keeps to one line and cuts a long reason off in its middle. */
AdwToast *
_canasta_window_new_toast (const char *message)
{
  g_autofree char *escaped = g_markup_escape_text (message, -1);
  AdwToast *toast = adw_toast_new (escaped);
  GtkWidget *label = gtk_label_new (message);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* A long message wraps at a comfortable width, not in a narrow column;
   * a short one keeps its own. */
  gtk_label_set_width_chars (GTK_LABEL (label), MIN ((int) g_utf8_strlen (message, -1), 40));
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);
  return toast;
}

/* The notice's toast, for timeout seconds (0: until dismissed); borrowed. */
AdwToast *
_canasta_window_add_toast (CanastaWindow *self,
                           const char    *message,
                           guint          timeout,
                           const char    *button_label,
                           const char    *action_name)
{
  AdwToast *toast;

  g_free (self->last_message);
  self->last_message = g_strdup (message);

  /* The whole sentence: the file's new name is at its end. */
  toast = _canasta_window_new_toast (message);
  adw_toast_set_timeout (toast, timeout);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  if (button_label != NULL)
    {
      adw_toast_set_button_label (toast, button_label);
      adw_toast_set_action_name (toast, action_name);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  return toast;
}
