/* canasta-window-cut.c: the cut that opens a uruguayan round, and what it showed
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-cut-view.h"
#include "canasta-hand-view.h"
#include "canasta-messages.h"
#include "canasta-window-private.h"
#include "cn-text.h"

/* The cut's result has been read (its Continue button, or the person at
 * the screen playing on): it makes way, the computers play on, and a
 * pass-and-play table hands the screen over. */
void
_canasta_window_close_cut_result (CanastaWindow *self)
{
  if (!self->cut_result_open)
    return;

  self->cut_result_open = FALSE;
  canasta_game_set_held (self->game, FALSE);
  _canasta_window_refresh_title (self);
  if (canasta_game_get_phase (self->game) != CANASTA_PHASE_CUT)
    gtk_widget_set_visible (GTK_WIDGET (self->cut_view), FALSE);
}


static void
cut_done_cb (CanastaCutView *view,
             CanastaWindow  *self)
{
  _canasta_window_close_cut_result (self);
  _canasta_window_refresh_page (self);
  /* The dealt hand takes the keyboard, unless the screen passes on. */
  if (canasta_game_get_viewer (self->game) >= 0 && !canasta_game_get_handover_pending (self->game))
    canasta_hand_view_focus_first (self->hand_view);
}

/* The cut over the empty table while the round waits for it: the person
 * cutting points and cuts, a computer's cut is watched. Its result stays a
 * moment once made (show_cut_result). */
void
_canasta_window_refresh_cut (CanastaWindow *self)
{
  gboolean can_act = canasta_game_get_viewer_can_act (self->game);
  int round = canasta_game_get_round (self->game);
  int actor = canasta_game_get_actor (self->game);
  int min, max, exact;

  if (canasta_game_get_phase (self->game) != CANASTA_PHASE_CUT)
    {
      if (!self->cut_result_open)
        gtk_widget_set_visible (GTK_WIDGET (self->cut_view), FALSE);
      return;
    }

  if (self->cut_prepared_round == round && canasta_cut_view_get_interactive (self->cut_view) == can_act &&
      gtk_widget_get_visible (GTK_WIDGET (self->cut_view)) && !self->cut_result_open)
    return;

  _canasta_window_close_cut_result (self);
  g_array_set_size (self->cut_cards, 0);
  self->cut_prepared_round = round;
  canasta_game_get_cut_range (self->game, &min, &max, &exact);

  {
    const char *cutter = actor >= 0 ? canasta_game_get_seat_name (self->game, actor) : "";
    g_autofree char *title = cn_text_cut_title (cutter, can_act, FALSE);
    g_autofree char *note = cn_text_cut_note (can_act, exact, canasta_game_get_rules (self->game)->bonus_exact_cut);

    canasta_cut_view_prepare (self->cut_view, title, note,
                              (int) canasta_game_get_stock_count (self->game), min, max,
                              (min + max) / 2, can_act);
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
void
_canasta_window_show_cut_result (CanastaWindow *self,
                                 const CnMove  *move)
{
  const char *name = canasta_game_get_seat_name (self->game, move->seat);
  CnCard cards[CN_MAX_CARDS];
  gboolean kept[CN_MAX_CARDS];
  int n = MIN ((int) self->cut_cards->len, CN_MAX_CARDS);
  CnCard kept_cards[CN_MAX_CARDS];
  g_autofree char *title = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *side = NULL;
  int n_kept = 0;

  for (int i = 0; i < n; i++)
    {
      CutCard *c = &g_array_index (self->cut_cards, CutCard, i);

      cards[i] = c->card;
      kept[i] = c->kept;
      if (c->kept)
        kept_cards[n_kept++] = c->card;
    }

  if (canasta_game_get_exact_cut_side (self->game) != CN_NO_SIDE)
    side = canasta_game_dup_side_name (self->game, canasta_game_get_side_of (self->game, move->seat));

  {
    CnTextCut facts = {
      .who = name,
      .moda = canasta_game_get_moda (self->game),
      .moda_card = canasta_game_get_moda_card (self->game),
      .cut = cards,
      .n_cut = n,
      .kept = kept_cards,
      .n_kept = n_kept,
      .exact_side = side,
      .exact_bonus = canasta_game_get_rules (self->game)->bonus_exact_cut,
    };

    caption = cn_text_cut_caption (&facts);
  }
  title = cn_text_cut_title (name, FALSE, TRUE);
  canasta_cut_view_show_result (self->cut_view, title, caption, move->cut, cards, kept, n);
  gtk_widget_set_visible (GTK_WIDGET (self->cut_view), TRUE);
  g_array_set_size (self->cut_cards, 0);
  for (int seat = 0; seat < canasta_game_get_n_players (self->game); seat++)
    if (canasta_game_get_seat_kind (self->game, seat) == CANASTA_SEAT_HUMAN)
      {
        self->cut_result_open = TRUE;
        canasta_game_set_held (self->game, TRUE);
        _canasta_window_refresh_title (self);
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

void
_canasta_window_cut_init (CanastaWindow *self)
{
  self->cut_cards = g_array_new (FALSE, FALSE, sizeof (CutCard));
  g_signal_connect (self->game, "cut-card", G_CALLBACK (cut_card_cb), self);
  g_signal_connect (self->game, "exact-cut", G_CALLBACK (exact_cut_cb), self);
  g_signal_connect_object (self->cut_view, "cut", G_CALLBACK (cut_requested_cb), self, 0);
  g_signal_connect_object (self->cut_view, "done", G_CALLBACK (cut_done_cb), self, 0);
}
