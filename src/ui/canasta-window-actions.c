/* canasta-window-actions.c: the moves, from buttons, keys and drops
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-help-pane.h"
#include "canasta-meld.h"
#include "canasta-messages.h"
#include "canasta-review.h"
#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-arrangement.h"
#include "canasta-window-private.h"
#include "cn-text.h"
#include "cn-text-reason.h"

/* ------------------------------------------------------------- messages */

/* Longer than a toast's slide in (libadwaita: 500 ms at most), in the
 * overlay's frame clock time, the clock its animations run on. */
#define TOAST_SETTLE_US (700 * G_TIME_SPAN_MILLISECOND)

/* The overlay's frame time, or 0 while it has no frame clock (unrealized:
 * its animations then skip to their end). */
static gint64
toast_clock_now (CanastaWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self->toast_overlay));

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
}

typedef struct
{
  AdwToast *toast;
  gint64    shown_at;
} SettlingToast;

static void
settling_toast_free (gpointer data)
{
  SettlingToast *settling = data;

  g_object_unref (settling->toast);
  g_free (settling);
}

/* Runs on the overlay's frames: the toast goes at the first frame past its
 * slide in. On a busy machine frames come late, and the slide in with them,
 * so wall-clock time would dismiss too early. */
static gboolean
dismiss_settled_cb (GtkWidget     *overlay,
                    GdkFrameClock *clock,
                    gpointer       data)
{
  SettlingToast *settling = data;

  if (gdk_frame_clock_get_frame_time (clock) - settling->shown_at < TOAST_SETTLE_US)
    return G_SOURCE_CONTINUE;

  adw_toast_dismiss (settling->toast);
  return G_SOURCE_REMOVE;
}

/* The transient message on show goes, before a newer one or once the play
 * has moved on: an overlay would otherwise bring it back after the newer
 * one, stale. */
void
_canasta_window_dismiss_toast (CanastaWindow *self)
{
  if (self->toast != NULL)
    {
      AdwToast *toast = self->toast;
      gint64 now = toast_clock_now (self);

      g_clear_weak_pointer (&self->toast);
      /* libadwaita 1.2 frees a toast dismissed while it still slides in
       * before its animation ends: a young one goes once it has arrived
       * (a newer one meanwhile covers it). */
      if (now == 0 || self->toast_shown_at == 0 || now - self->toast_shown_at >= TOAST_SETTLE_US)
        adw_toast_dismiss (toast);
      else
        {
          SettlingToast *settling = g_new0 (SettlingToast, 1);

          settling->toast = g_object_ref (toast);
          settling->shown_at = self->toast_shown_at;
          gtk_widget_add_tick_callback (GTK_WIDGET (self->toast_overlay), dismiss_settled_cb,
                                        settling, settling_toast_free);
        }
    }
}

static void
toast_dismissed_cb (AdwToast      *toast,
                    CanastaWindow *self)
{
  if (self->toast == toast)
    g_clear_weak_pointer (&self->toast);
}

static void
present_toast (CanastaWindow *self,
               AdwToast      *toast)
{
  _canasta_window_dismiss_toast (self);
  g_set_weak_pointer (&self->toast, toast);
  self->toast_shown_at = toast_clock_now (self);
  self->toast_move = canasta_game_get_move_count (self->game);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
_canasta_window_show_message (CanastaWindow *self,
                              const char    *message)
{
  AdwToast *toast;

  _canasta_window_set_last_message (self, message);

  toast = _canasta_window_new_toast (message);
  adw_toast_set_timeout (toast, 5);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  present_toast (self, toast);
}

/* One against one, or each for themselves: nobody has a partner, and the
 * words say "you" where partners read "your side". */
static gboolean
plays_alone (CanastaWindow *self)
{
  return canasta_game_get_n_players (self->game) == canasta_game_get_n_sides (self->game);
}

/* Every refused move ends here: the engine's reason, in words. */
gboolean
_canasta_window_report (CanastaWindow   *self,
                        gboolean        ok,
                        const CnVerdict *verdict)
{
  if (ok)
    {
      canasta_hand_view_clear_selection (self->hand_view);
      return TRUE;
    }

  {
    g_autofree char *message = canasta_verdict_message_for_table (verdict, canasta_game_get_rules (self->game),
                                                                  plays_alone (self));
    AdwToast *toast;

    _canasta_window_set_last_message (self, message);

    /* The reason, and a way to the rule it comes from. */
    toast = _canasta_window_new_toast (message);
    adw_toast_set_timeout (toast, 6);
    adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
    adw_toast_set_button_label (toast, _("_Rules"));
    adw_toast_set_action_name (toast, "table.show-rules");
    adw_toast_set_action_target (toast, "s", cn_code_section (verdict->code));
    present_toast (self, toast);
  }

  canasta_hand_view_shake (self->hand_view);
  /* A card dragged to a move refused goes back as it was. */
  canasta_hand_view_undo_drag_selection (self->hand_view);

  return FALSE;
}

/* ------------------------------------------------------------ the moves */

int
_canasta_window_viewer_side (CanastaWindow *self)
{
  int viewer = canasta_game_get_viewer (self->game);

  return viewer >= 0 ? canasta_game_get_side_of (self->game, viewer) : -1;
}

gboolean
_canasta_window_play_draw (CanastaWindow *self)
{
  CnVerdict verdict;
  CnMove move = { .kind = CN_MOVE_DRAW };

  move.seat = canasta_game_get_actor (self->game);
  if (!_canasta_window_coach_allows (self, &move))
    return FALSE;
  return _canasta_window_report (self, canasta_game_draw (self->game, &verdict), &verdict);
}

static gboolean
play_take (CanastaWindow        *self,
           const CanastaCardSet *cards)
{
  CnVerdict verdict;
  CnMove move;

  /* A take the rules refuse is answered at once, with its reason. */
  if (canasta_game_take_pile_move (self->game, cards, &move) && !_canasta_window_coach_allows (self, &move))
    return FALSE;
  return _canasta_window_report (self, canasta_game_take_pile (self->game, cards, &verdict), &verdict);
}

gboolean
_canasta_window_play_meld (CanastaWindow        *self,
                           const CanastaCardSet *cards)
{
  CnVerdict verdict;

  if (cards->n == 0)
    {
      _canasta_window_show_message (self, _("Select the cards to meld first."));
      return FALSE;
    }

  if (!_canasta_window_prefs_confirm_go_out (self, CN_MOVE_MELD, 0, cards))
    return FALSE;

  {
    CnMove move = { .kind = CN_MOVE_MELD };

    move.seat = canasta_game_get_actor (self->game);
    move.n = MIN (cards->n, CN_MOVE_CAP);
    memcpy (move.cards, cards->cards, move.n);
    if (!_canasta_window_coach_allows (self, &move))
      return FALSE;
  }

  return _canasta_window_report (self, canasta_game_meld (self->game, cards, &verdict), &verdict);
}

static void
ask_for_meld (CanastaWindow *self,
              guint          n_wild)
{
  /* The keyboard's way too: Tab walks the focus to the meld, and Enter
   * there lays the selection off on it. */
  _canasta_window_show_message (self, g_dngettext (GETTEXT_PACKAGE,
                                                   "Pick the meld for this wild card: drop it on the meld, click the meld, or press Tab until the meld has the focus and then Enter.",
                                                   "Pick the meld for these wild cards: drop them on it, click it, or press Tab until it has the focus and then Enter.",
                                                   n_wild));
}

/* The meld the hint named for these very cards, if the hint on show was
 * a lay-off given at this move: its place in the side's list (or -1 when
 * it named the meld by rank) and its rank. */
static gboolean
hinted_meld (CanastaWindow        *self,
             const CanastaCardSet *cards,
             int                  *meld,
             int                  *rank)
{
  const CnMove *hint = &self->hint_move;

  if (!self->hint_given || hint->kind != CN_MOVE_ADD ||
      self->hint_move_at != canasta_game_get_move_count (self->game) ||
      !canasta_arrangement_same_cards (hint->cards, hint->n, cards->cards, (int) cards->n))
    return FALSE;

  *meld = cn_move_meld_index (hint);
  *rank = hint->rank;
  return TRUE;
}

/* Cards of several ranks laid off at once: one lay-off per meld, all or
 * none. Wild cards that more than one meld would take wait for the
 * player's pick, selected alone. */
gboolean
_canasta_window_play_add_each (CanastaWindow        *self,
                               const CanastaCardSet *cards)
{
  CnVerdict verdict;

  switch (canasta_game_lay_off_each (self->game, cards, &verdict))
    {
    case CANASTA_LAY_OFF_DONE:
      return _canasta_window_report (self, TRUE, &verdict);
    case CANASTA_LAY_OFF_PICK_MELD:
      {
        guint n_wild = 0;

        /* The naturals are down; the wild cards stay selected. */
        canasta_hand_view_clear_selection (self->hand_view);
        for (guint i = 0; i < cards->n; i++)
          if (cn_card_is_wild (cards->cards[i]))
            {
              canasta_hand_view_select_card (self->hand_view, cards->cards[i]);
              n_wild++;
            }
        ask_for_meld (self, n_wild);
        return TRUE;
      }
    case CANASTA_LAY_OFF_REFUSED:
    default:
      return _canasta_window_report (self, FALSE, &verdict);
    }
}

gboolean
_canasta_window_play_add (CanastaWindow        *self,
                          int                  meld,
                          const CanastaCardSet *cards)
{
  CnVerdict verdict;
  GListModel *melds;
  g_autoptr(CanastaMeld) item = NULL;
  int side = _canasta_window_viewer_side (self);
  int rank = -1;

  if (cards->n == 0)
    {
      _canasta_window_show_message (self, _("Select the cards to lay off first."));
      return FALSE;
    }

  if (side < 0)
    return FALSE;

  /* Cards of several ranks each go on their own meld, wherever they
   * were dropped. */
  if (canasta_game_cards_span_ranks (cards))
    return _canasta_window_prefs_confirm_go_out_each (self, cards) && _canasta_window_play_add_each (self, cards);

  melds = canasta_game_get_melds (self->game, side);
  if (meld >= 0 && (guint) meld < g_list_model_get_n_items (melds))
    {
      item = g_list_model_get_item (melds, meld);
      rank = canasta_meld_get_rank (item);
    }
  else
    rank = cn_cards_meld_rank (cards->cards, cards->n);

  /* Wild cards alone go on the one meld that takes them, when only one
   * does; where several would, the player says which. */
  if (rank < 0 && (meld = canasta_game_sole_meld_for (self->game, cards)) >= 0 &&
      (guint) meld < g_list_model_get_n_items (melds))
    {
      item = g_list_model_get_item (melds, meld);
      rank = canasta_meld_get_rank (item);
    }

  /* Wild cards the hint just said where to lay off go there. */
  if (rank < 0 && hinted_meld (self, cards, &meld, &rank) && meld >= 0 &&
      (guint) meld < g_list_model_get_n_items (melds))
    item = g_list_model_get_item (melds, meld);

  if (rank < 0)
    {
      ask_for_meld (self, cards->n);
      return FALSE;
    }

  if (!_canasta_window_prefs_confirm_go_out (self, CN_MOVE_ADD, rank, cards))
    return FALSE;

  {
    CnMove move;

    canasta_game_lay_off_move (self->game, rank, item != NULL ? meld : -1, cards, &move);
    if (!_canasta_window_coach_allows (self, &move))
      return FALSE;
  }

  /* A meld picked on the table is named by its place: one rank may have
   * several melds where canastas close (uruguayan). */
  if (item != NULL)
    return _canasta_window_report (self, canasta_game_add_to_meld (self->game, meld, cards, &verdict), &verdict);
  return _canasta_window_report (self, canasta_game_add (self->game, rank, cards, &verdict), &verdict);
}

static gboolean
play_discard (CanastaWindow        *self,
              const CanastaCardSet *cards)
{
  CnVerdict verdict;

  if (cards->n != 1)
    {
      _canasta_window_show_message (self, _("Select exactly one card to discard."));
      return FALSE;
    }

  if (!_canasta_window_prefs_confirm_go_out (self, CN_MOVE_DISCARD, 0, cards))
    return FALSE;

  {
    CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1 };

    move.seat = canasta_game_get_actor (self->game);
    move.cards[0] = cards->cards[0];
    if (!_canasta_window_coach_allows (self, &move))
      return FALSE;
  }

  return _canasta_window_report (self, canasta_game_discard (self->game, cards->cards[0], &verdict), &verdict);
}

/* Whether the cards could be meant to take the pile: none, or one of
 * them of its top card's rank. */
static gboolean
takes_top (CanastaWindow        *self,
           const CanastaCardSet *cards)
{
  GListModel *pile = canasta_game_get_pile (self->game);
  guint n = g_list_model_get_n_items (pile);
  g_autoptr(CanastaCard) top = NULL;

  if (cards->n == 0 || n == 0)
    return TRUE;
  top = g_list_model_get_item (pile, n - 1);
  for (guint i = 0; i < cards->n; i++)
    if (!cn_card_is_wild (cards->cards[i]) &&
        cn_card_rank (cards->cards[i]) == cn_card_rank (canasta_card_get_card (top)))
      return TRUE;
  return FALSE;
}

gboolean
canasta_window_drop_on_pile (CanastaWindow        *self,
                             const CanastaCardSet *cards)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (cards != NULL, FALSE);

  /* Before drawing, cards dropped on the pile take it; after, the pile is
   * where the turn's discard goes. Cards of which none could take the
   * pile (none of its top card's rank) are a discard before the draw: the
   * refusal names the draw that must come first, not the meld they would
   * not make with the top card. */
  if (canasta_game_get_phase (self->game) == CANASTA_PHASE_DRAW)
    {
      CnVerdict verdict = { .code = CN_ERR_MUST_DRAW_FIRST };

      if (canasta_game_get_viewer_can_act (self->game) && !takes_top (self, cards))
        return _canasta_window_report (self, FALSE, &verdict);
      return play_take (self, cards);
    }

  return play_discard (self, cards);
}

/* Cards dropped on the stock: the stock is only drawn from, so the drop
 * is a draw, answered as one (before the draw it draws; after, it says
 * the turn has drawn already). */
gboolean
canasta_window_drop_on_stock (CanastaWindow        *self,
                              const CanastaCardSet *cards)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (cards != NULL, FALSE);

  return _canasta_window_play_draw (self);
}

gboolean
canasta_window_drop_on_table (CanastaWindow        *self,
                              const CanastaCardSet *cards)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (cards != NULL, FALSE);

  return _canasta_window_play_meld (self, cards);
}

gboolean
canasta_window_drop_on_meld (CanastaWindow        *self,
                             int                   meld,
                             const CanastaCardSet *cards)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (cards != NULL, FALSE);

  return _canasta_window_play_add (self, meld, cards);
}

/* -------------------------------------------------------------- actions */

CanastaCardSet *
_canasta_window_get_selection (CanastaWindow *self)
{
  return canasta_hand_view_get_selection (self->hand_view);
}

static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _canasta_window_play_draw (CANASTA_WINDOW (widget));
}

static void
take_pile_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autoptr(CanastaCardSet) cards = _canasta_window_get_selection (self);

  play_take (self, cards);
}

static void
meld_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autoptr(CanastaCardSet) cards = _canasta_window_get_selection (self);

  _canasta_window_play_meld (self, cards);
}

static void
lay_off_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autoptr(CanastaCardSet) cards = _canasta_window_get_selection (self);

  _canasta_window_play_add (self, parameter != NULL ? g_variant_get_int32 (parameter) : -1, cards);
}

static void
lay_off_auto_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autoptr(CanastaCardSet) cards = _canasta_window_get_selection (self);

  _canasta_window_play_add (self, -1, cards);
}

static void
discard_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autoptr(CanastaCardSet) cards = _canasta_window_get_selection (self);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  /* X with no card selected discards the card the keyboard is on: a
   * player who moved to a card and pressed X means that card, as Space
   * then X would say. A click on Discard takes the focus to the button,
   * so it still asks for a card. */
  if (cards->n == 0 && focus != NULL && CANASTA_IS_CARD_VIEW (focus) &&
      gtk_widget_is_ancestor (focus, GTK_WIDGET (self->hand_view)))
    canasta_card_set_add (cards, canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (focus))));

  play_discard (self, cards);
}

static void
ask_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  CnVerdict verdict;

  _canasta_window_report (self, canasta_game_ask_go_out (self->game, &verdict), &verdict);
}

static void
answer_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  CnVerdict verdict;

  _canasta_window_report (self, canasta_game_answer_go_out (self->game, g_variant_get_boolean (parameter), &verdict),
          &verdict);
}

/* The cards of a move as words inside the hint's sentence: "the seven of
 * spades and the seven of hearts". */
static char *
move_cards_text (const CnMove *move)
{
  return cn_text_card_sentence_list (move->cards, move->n);
}

/* A hint: what the Medium computer player would do in the human's seat,
 * said in words with the reason, from what the seat may see, and the cards
 * it would use selected in the hand. */
static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  g_autofree char *cards = NULL;
  g_autofree char *message = NULL;
  gboolean alone = plays_alone (self);
  CnMove move;

  if (!canasta_game_hint (self->game, &move))
    {
      _canasta_window_show_message (self, _("There is nothing to suggest: it is not your move."));
      return;
    }

  canasta_hand_view_clear_selection (self->hand_view);
  for (int i = 0; i < move.n; i++)
    canasta_hand_view_select_card (self->hand_view, move.cards[i]);
  cards = move_cards_text (&move);
  self->hint_move = move;
  self->hint_move_at = canasta_game_get_move_count (self->game);
  self->hint_given = TRUE;

  {
    CnTextTable table = { .close = _canasta_window_says_close (self), .alone = alone };
    CnAiReason reason;
    g_autofree char *why = NULL;

    if (canasta_game_explain (self->game, &move, &reason))
      why = canasta_reason_text (&reason, table.close, table.alone);
    message = cn_text_hint (&move, cards, why, &table);
    if (message == NULL)
      return;
  }
  _canasta_window_show_message (self, message);
}

/* Casual play: the last meld or lay-off of the turn goes back to the hand.
 * With the preference off, or nothing of this turn on the table, the
 * player is told why nothing moved. */
static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);

  if (!canasta_game_get_undo_allowed (self->game))
    {
      _canasta_window_show_message (self, _("Cards put on the table stay there: taking back melds is off in the preferences."));
      return;
    }

  if (!canasta_game_undo (self->game))
    {
      _canasta_window_show_message (self, _("Nothing to take back: only your melds and lay-offs of this turn, before the discard."));
      return;
    }

  canasta_history_view_take_back (CANASTA_HISTORY_VIEW (self->history_view));
  canasta_hand_view_clear_selection (self->hand_view);
}

/* Play again: the same variant, seats, names and levels, a new deal. */
static void
play_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  CanastaGameSetup setup = { 0 };
  char *names[CN_MAX_SEATS] = { NULL };

  setup.variant = canasta_game_get_variant (self->game);
  setup.players = canasta_game_get_n_players (self->game);
  for (int seat = 0; seat < setup.players; seat++)
    {
      names[seat] = g_strdup (canasta_game_get_seat_name (self->game, seat));
      setup.names[seat] = names[seat];
      setup.kinds[seat] = canasta_game_get_seat_kind (self->game, seat);
      setup.levels[seat] = cn_ai_level_name (canasta_game_get_seat_level (self->game, seat));
    }
  canasta_window_start_game (self, &setup);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    g_free (names[seat]);
}

static void
clear_selection_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  canasta_hand_view_clear_selection (CANASTA_WINDOW (widget)->hand_view);
}

static void
focus_hand_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  canasta_hand_view_focus_first (CANASTA_WINDOW (widget)->hand_view);
}

static void
show_rules_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);

  canasta_help_pane_show_section (CANASTA_HELP_PANE (self->help_pane),
                                  g_variant_get_string (parameter, NULL));
  gtk_toggle_button_set_active (self->rules_button, TRUE);
}

static void
toggle_rules_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);

  gtk_toggle_button_set_active (self->rules_button,
                                !gtk_toggle_button_get_active (self->rules_button));
}

/* The cut at the point the deck's slider shows, as the Cut button does. */
static void
cut_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  CnVerdict verdict;

  _canasta_window_report (self, canasta_game_cut (self->game, canasta_cut_view_get_aim (self->cut_view), &verdict),
                          &verdict);
}

/* Pass-and-play: the partner answers "May I go out?" on the privacy
 * screen, with no hand shown, and the screen passes back to the asker. */
static void
answer_here_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  CnVerdict verdict;
  gboolean ok;

  if (!canasta_game_get_handover_pending (self->game) ||
      canasta_game_get_phase (self->game) != CANASTA_PHASE_ASKING)
    return;

  self->answering_here = TRUE;
  canasta_game_confirm_handover (self->game);
  ok = canasta_game_answer_go_out (self->game, g_variant_get_boolean (parameter), &verdict);
  self->answering_here = FALSE;
  _canasta_window_report (self, ok, &verdict);
}

static void
confirm_handover_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  canasta_game_confirm_handover (CANASTA_WINDOW (widget)->game);
}

void
_canasta_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "table.take-pile", NULL, take_pile_action);
  gtk_widget_class_install_action (widget_class, "table.meld", NULL, meld_action);
  gtk_widget_class_install_action (widget_class, "table.lay-off", "i", lay_off_action);
  gtk_widget_class_install_action (widget_class, "table.lay-off-auto", NULL, lay_off_auto_action);
  gtk_widget_class_install_action (widget_class, "table.discard", NULL, discard_action);
  gtk_widget_class_install_action (widget_class, "table.ask", NULL, ask_action);
  gtk_widget_class_install_action (widget_class, "table.answer", "b", answer_action);
  gtk_widget_class_install_action (widget_class, "table.clear-selection", NULL, clear_selection_action);
  gtk_widget_class_install_action (widget_class, "table.focus-hand", NULL, focus_hand_action);
  gtk_widget_class_install_action (widget_class, "table.confirm-handover", NULL, confirm_handover_action);
  gtk_widget_class_install_action (widget_class, "table.show-rules", "s", show_rules_action);
  gtk_widget_class_install_action (widget_class, "table.toggle-rules", NULL, toggle_rules_action);
  gtk_widget_class_install_action (widget_class, "table.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "table.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "table.play-again", NULL, play_again_action);
  gtk_widget_class_install_action (widget_class, "table.cut", NULL, cut_action);
  gtk_widget_class_install_action (widget_class, "table.answer-here", "b", answer_here_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "table.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "table.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "table.toggle-rules", NULL);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "table.draw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, 0, "table.take-pile", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "table.meld", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, 0, "table.lay-off-auto", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, 0, "table.discard", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, 0, "table.ask", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "table.focus-hand", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "table.clear-selection", NULL);
}
