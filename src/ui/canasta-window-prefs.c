/* canasta-window-prefs.c: the table following the preferences as they change
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cn-ai.h"

#include "canasta-hand-sorter.h"
#include "canasta-window-private.h"

/* The computer levels apply from the next computer move; the rule options
 * from the next new game (canasta_game_start reads them). */
static void
levels_changed_cb (GSettings     *settings,
                   const char    *key,
                   CanastaWindow *self)
{
  g_auto(GStrv) levels = g_settings_get_strv (settings, "computer-levels");

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      CnAiLevel level = CN_AI_MEDIUM;

      if (seat < (int) g_strv_length (levels) && !cn_ai_level_parse (levels[seat], &level))
        level = CN_AI_MEDIUM;
      canasta_game_set_seat_level (self->game, seat, level);
    }
}

static void
options_changed_cb (GSettings     *settings,
                    const char    *key,
                    CanastaWindow *self)
{
  canasta_game_set_classic_red_threes_at_deal (self->game,
                                               g_settings_get_boolean (settings, "red-threes-at-deal"));
}

static void
undo_changed_cb (GSettings     *settings,
                 const char    *key,
                 CanastaWindow *self)
{
  canasta_game_set_undo_allowed (self->game, g_settings_get_boolean (settings, "allow-undo"));
}

static void
order_changed_cb (GSettings     *settings,
                  const char    *key,
                  CanastaWindow *self)
{
  g_autofree char *order = g_settings_get_string (settings, "hand-order");

  canasta_hand_sorter_set_order (CANASTA_HAND_SORTER (self->hand_sorter), order);
}

/* A new game starts with the levels of its setup: the preferences' apply
 * from its first move. */
void
_canasta_window_prefs_apply_levels (CanastaWindow *self)
{
  levels_changed_cb (self->settings, NULL, self);
}

void
_canasta_window_prefs_init (CanastaWindow *self)
{
  g_autofree char *order = g_settings_get_string (self->settings, "hand-order");

  self->hand_sorter = canasta_hand_sorter_new (order);

  levels_changed_cb (self->settings, NULL, self);
  options_changed_cb (self->settings, NULL, self);
  undo_changed_cb (self->settings, NULL, self);

  g_signal_connect_object (self->settings, "changed::computer-levels",
                           G_CALLBACK (levels_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::red-threes-at-deal",
                           G_CALLBACK (options_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::allow-undo",
                           G_CALLBACK (undo_changed_cb), self, 0);
  g_signal_connect_object (self->settings, "changed::hand-order",
                           G_CALLBACK (order_changed_cb), self, 0);
}

void
_canasta_window_prefs_dispose (CanastaWindow *self)
{
  g_clear_object (&self->hand_sorter);
}

/* Shows the viewer's hand through the sorter, so that a change of order
 * rearranges the cards on screen at once. */
void
_canasta_window_prefs_sort_hand (CanastaWindow *self,
                                 int            viewer)
{
  g_autoptr(GtkSortListModel) sorted = NULL;

  if (viewer < 0 || self->hand_sorter == NULL)
    return;

  sorted = gtk_sort_list_model_new (g_object_ref (canasta_game_get_hand (self->game, viewer)),
                                    g_object_ref (self->hand_sorter));
  canasta_hand_view_set_hand (self->hand_view, G_LIST_MODEL (sorted), viewer);
}

/* ------------------------------------------- confirm before going out */

static void
go_out_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    CanastaWindow    *self)
{
  CnMove *move = g_object_get_data (G_OBJECT (dialog), "canasta-move");
  CnVerdict verdict;

  if (g_strcmp0 (response, "go-out") != 0 || move == NULL)
    return;

  _canasta_window_report (self, canasta_game_play (self->game, move, &verdict), &verdict);
}

static void
go_out_each_response_cb (AdwMessageDialog *dialog,
                         const char       *response,
                         CanastaWindow    *self)
{
  CanastaCardSet *cards = g_object_get_data (G_OBJECT (dialog), "canasta-cards");

  if (g_strcmp0 (response, "go-out") == 0 && cards != NULL)
    _canasta_window_play_add_each (self, cards);
}

static GtkWidget *
go_out_dialog (CanastaWindow *self)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Go Out?"),
                                              _("This move empties your hand and ends the round."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "go-out", _("_Go Out"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "go-out",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "go-out");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  return dialog;
}

/* As below, for cards of several ranks laid off each on its meld: they go
 * out when they are the whole hand. TRUE when they may go ahead now. */
gboolean
_canasta_window_prefs_confirm_go_out_each (CanastaWindow        *self,
                                           const CanastaCardSet *cards)
{
  int viewer = canasta_game_get_viewer (self->game);
  GtkWidget *dialog;

  if (!g_settings_get_boolean (self->settings, "confirm-go-out") || viewer < 0 ||
      !canasta_game_get_viewer_can_act (self->game) ||
      cards->n < g_list_model_get_n_items (canasta_game_get_hand (self->game, viewer)))
    return TRUE;

  dialog = go_out_dialog (self);
  g_object_set_data_full (G_OBJECT (dialog), "canasta-cards", canasta_card_set_copy (cards),
                          (GDestroyNotify) canasta_card_set_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (go_out_each_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return FALSE;
}

/* With the confirm-go-out preference on, a legal move that would empty the
 * hand is not played at once: the player is asked, and the move is played
 * on a yes. TRUE when the move may go ahead now. */
gboolean
_canasta_window_prefs_confirm_go_out (CanastaWindow        *self,
                                      CnMoveKind            kind,
                                      CnRank                rank,
                                      const CanastaCardSet *cards)
{
  const CnState *state = canasta_game_get_state (self->game);
  CnState after;
  CnMove move = { .kind = kind, .rank = rank };
  CnVerdict verdict;
  CnCard hand[CN_MAX_CARDS];
  GtkWidget *dialog;

  if (!g_settings_get_boolean (self->settings, "confirm-go-out") ||
      !canasta_game_get_viewer_can_act (self->game) || cards == NULL)
    return TRUE;

  move.seat = cn_state_actor (state);
  move.n = MIN (cards->n, CN_MOVE_CAP);
  memcpy (move.cards, cards->cards, move.n);

  /* A refused move goes ahead, to be answered with its reason. */
  if (!cn_check (state, &move, &verdict))
    return TRUE;

  after = *state;
  if (!cn_apply (&after, &move, &verdict, NULL))
    return TRUE;
  if (after.phase != CN_PHASE_ROUND_OVER && cn_state_hand_cards (&after, move.seat, hand) > 0)
    return TRUE;

  dialog = go_out_dialog (self);
  g_object_set_data_full (G_OBJECT (dialog), "canasta-move", g_memdup2 (&move, sizeof move), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (go_out_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));

  return FALSE;
}
