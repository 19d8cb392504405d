/* canasta-window.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-abandon.h"
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
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-seat-view.h"
#include "canasta-side-view.h"
#include "canasta-window-private.h"
#include "canasta-wrap-layout.h"
#include "cn-text.h"

G_DEFINE_FINAL_TYPE (CanastaWindow, canasta_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (CanastaWindow *self);

static void
refresh_actions (CanastaWindow *self)
{
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);
  gboolean drawing = can_act && phase == CANASTA_PHASE_DRAW;
  gboolean playing = can_act && phase == CANASTA_PHASE_PLAY;
  gboolean meld_next = FALSE;
  int viewer = canasta_game_get_viewer (self->game);
  gboolean has_partner = viewer >= 0 && canasta_game_get_partner (self->game, viewer) >= 0;

  /* The moves stay available whenever it is the viewer's turn, so that a
   * move the rules refuse is answered with the reason rather than a greyed
   * button; the next natural step is highlighted. The cut comes before
   * any card is dealt: only the cut itself is a move then. */
  gboolean moves = can_act && phase != CANASTA_PHASE_CUT;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.draw", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.take-pile", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.meld", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.lay-off", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.lay-off-auto", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.discard", moves);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.ask", canasta_game_get_can_ask (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.answer",
                                 can_act && phase == CANASTA_PHASE_ASKING);
  /* Take Back is offered only when something can be taken back: at a
   * table hosted elsewhere, never (the host made the moves). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.undo",
                                 playing && canasta_game_get_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.confirm-handover",
                                 canasta_game_get_handover_pending (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.cut", can_act && phase == CANASTA_PHASE_CUT);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.answer-here",
                                 canasta_game_get_handover_pending (self->game) && phase == CANASTA_PHASE_ASKING);

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

/* The name, the count and the turn under each seat's cards. */
void
_canasta_window_refresh_seats (CanastaWindow *self)
{
  int n_players = canasta_game_get_n_players (self->game);
  int viewer = canasta_game_get_viewer (self->game);
  int actor = canasta_game_get_actor (self->game);
  gboolean busy = canasta_game_get_busy (self->game);

  for (int seat = 0; seat < n_players; seat++)
    {
      CanastaSeatView *view = _canasta_window_find_seat_view (self, seat);
      int partner = viewer >= 0 ? canasta_game_get_partner (self->game, viewer) : -1;
      g_autofree char *state = _canasta_window_seat_state (self, seat);

      if (view == NULL)
        continue;
      canasta_seat_view_update (view,
                                canasta_game_get_seat_name (self->game, seat),
                                state,
                                g_list_model_get_n_items (canasta_game_get_hand (self->game, seat)),
                                seat == actor,
                                seat == actor && busy &&
                                canasta_game_get_seat_is_computer (self->game, seat),
                                seat == partner);
    }
}

static void
refresh (CanastaWindow *self)
{
  int n_players = canasta_game_get_n_players (self->game);
  int n_sides = canasta_game_get_n_sides (self->game);
  int viewer = canasta_game_get_viewer (self->game);

  if (!canasta_game_get_started (self->game))
    return;

  if (viewer != self->layout_viewer || n_players != self->layout_players)
    _canasta_window_rebuild_table (self);

  _canasta_window_refresh_seats (self);

  for (int side = 0; side < n_sides; side++)
    {
      CanastaSideView *view = _canasta_window_find_side_view (self, side);
      g_autofree char *name = canasta_game_dup_side_name (self->game, side);
      g_autofree char *total = NULL;
      g_autofree char *status = _canasta_window_side_status (self, side);

      if (view == NULL)
        continue;
      total = _canasta_window_side_total (self, side);
      canasta_side_view_set_heading (view, name, total, status);
      canasta_side_view_set_accepts_drops (view, side == _canasta_window_viewer_side (self) &&
                                                 canasta_game_get_viewer_can_act (self->game));
    }

  _canasta_window_refresh_pile (self);
  _canasta_window_refresh_cut (self);

  refresh_actions (self);
  _canasta_window_refresh_opening (self);
  _canasta_window_refresh_title (self);
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
      CanastaPhase phase = canasta_game_get_phase (self->game);
      gboolean question = phase == CANASTA_PHASE_ASKING;
      g_autofree char *title = NULL;
      g_autofree char *description = NULL;
      g_autofree char *button = NULL;
      CnTextHandover facts = {
        .to = canasta_game_get_seat_name (self->game, seat),
        .asker = question ? canasta_game_get_seat_name (self->game, canasta_game_get_turn (self->game)) : NULL,
        .closes = _canasta_window_says_close (self),
        .cut = phase == CANASTA_PHASE_CUT,
      };

      cn_text_handover (&facts, &title, &description, &button);
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
  _canasta_window_close_cut_result (self);
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
  _canasta_window_maybe_ask_partner (self);
}

static void
game_notify_cb (CanastaGame   *game,
                GParamSpec    *pspec,
                CanastaWindow *self)
{
  refresh (self);
  refresh_page (self);
  _canasta_window_maybe_ask_partner (self);
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
move_made_cb (CanastaGame            *game,
              const CanastaMoveEvent *event,
              CanastaWindow          *self)
{
  const CnMove *move = &event->move;
  int viewer = canasta_game_get_viewer (game);

  /* The play moves on: a hint, refusal or answer said before this move is
   * out of date (an answer this move brought stays). */
  if (self->toast != NULL && self->toast_move != event->move_count_after)
    _canasta_window_dismiss_toast (self);
  self->hint_given = FALSE;

  /* A yes given before the draw lapses when the cards drawn leave no way
   * to close (the engine's rule): the player hears it. */
  if (move->seat == viewer && event->yes_lapsed)
    {
      const char *partner = canasta_game_get_seat_name (game, canasta_game_get_partner (game, move->seat));
      g_autofree char *text = NULL;

      text = cn_text_lapse (_canasta_window_says_close (self), partner);
      _canasta_window_show_message (self, text);
    }

  if (move->kind == CN_MOVE_CUT)
    {
      _canasta_window_show_cut_result (self, move);
      /* Continue takes the keyboard; without a person, the dealt hand. */
      if (self->cut_result_open)
        gtk_widget_grab_focus (canasta_cut_view_get_done_button (self->cut_view));
      else if (viewer >= 0)
        canasta_hand_view_focus_first (self->hand_view);
    }
  else if (self->cut_result_open && move->seat == viewer)
    /* The person at the screen plays on: the cut's result makes way. */
    _canasta_window_close_cut_result (self);

  if (move->kind == CN_MOVE_DISCARD)
    canasta_pile_view_set_last_discard (self->pile_view, canasta_game_get_seat_name (game, move->seat));
  else if (move->kind == CN_MOVE_TAKE_PILE)
    canasta_pile_view_set_last_discard (self->pile_view, NULL);

  /* A canasta completed: a short celebration over the side's melds. */
  if (event->canastas_completed > 0)
    /* Translators: the celebration of a canasta just completed */
    _canasta_window_celebrate (self, (GtkWidget *) _canasta_window_find_side_view (self, event->side),
                               _("Canasta!"), FALSE);

  /* The marks are for the turn they were drawn in: they go with it. */
  if (event->turn_passed)
    canasta_hand_view_mark_cards (self->hand_view, NULL, 0);
  else if (move->seat == viewer && (move->kind == CN_MOVE_DRAW || move->kind == CN_MOVE_TAKE_PILE))
    canasta_hand_view_mark_cards (self->hand_view, event->fresh, event->n_fresh);
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

  return !_canasta_window_may_close (self);
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
  _canasta_window_network_dispose (self);
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
  g_clear_pointer (&self->said, g_hash_table_unref);

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
  _canasta_window_class_review_init (widget_class);
  _canasta_window_keyboard_class_init (widget_class);
  _canasta_window_class_hosted_init (widget_class);
}

static void
canasta_window_init (CanastaWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));

  g_object_bind_property (self->rules_button, "active", self->flap, "reveal-flap",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->flap, "reveal-flap", self->history_view, "visible",
                          G_BINDING_INVERT_BOOLEAN | G_BINDING_SYNC_CREATE);

  self->layout_viewer = -2;
  self->cut_prepared_round = -1;
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
  _canasta_window_network_init (self);
  g_signal_connect (self->game, "notify::viewer", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->game, "notify::handover-pending", G_CALLBACK (game_notify_cb), self);
  g_signal_connect (self->game, "notify::busy", G_CALLBACK (game_notify_cb), self);
  g_signal_connect_swapped (self->game, "notify::can-undo", G_CALLBACK (refresh_actions), self);
  _canasta_window_flights_init (self);
  _canasta_window_asking_init (self);
  g_signal_connect (self->game, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (self->game, "move-made", G_CALLBACK (move_made_cb), self);
  _canasta_window_cut_init (self);
  _canasta_window_coach_init (self);

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

  return canasta_abandon_get_in_progress (self->game);
}

/* The game in play lost or not, the dialog's game starts. */
static void
start_confirmed (GObject *object)
{
  CanastaNewGameDialog *dialog = CANASTA_NEW_GAME_DIALOG (object);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  CanastaGameSetup setup;

  if (!CANASTA_IS_WINDOW (parent))
    return;
  canasta_new_game_dialog_get_setup (dialog, &setup);
  canasta_window_start_game (CANASTA_WINDOW (parent), &setup);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
new_game_start_cb (CanastaNewGameDialog *dialog,
                   CanastaWindow        *self)
{
  canasta_abandon_ask (GTK_WINDOW (dialog), self->game, G_OBJECT (dialog), start_confirmed);
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
  g_signal_connect_object (dialog, "table", G_CALLBACK (canasta_window_show_table_dialog), self,
                           G_CONNECT_SWAPPED);
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

void
_canasta_window_set_last_message (CanastaWindow *self,
                                  const char    *message)
{
  g_free (self->last_message);
  self->last_message = g_strdup (message);
  if (self->said == NULL)
    self->said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_insert (self->said, g_strdup (message),
                       GUINT_TO_POINTER (canasta_window_count_said (self, message) + 1));
}

guint
canasta_window_count_said (CanastaWindow *self,
                           const char    *message)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), 0);
  g_return_val_if_fail (message != NULL, 0);

  return self->said != NULL ? GPOINTER_TO_UINT (g_hash_table_lookup (self->said, message)) : 0;
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
      _canasta_window_set_last_message (self, message);
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

  _canasta_window_set_last_message (self, message);

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
