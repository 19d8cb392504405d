/* canasta-window-flights.c: cards flying from place to place after a move
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-window-private.h"

/* ------------------------------------------------------------ the flights */

/* The skip-th card of this kind in the hand (two copies drawn together
 * land on two cards). */
static GtkWidget *
hand_card_widget (CanastaWindow *self,
                  CnCard         card,
                  int            skip)
{
  guint n = canasta_hand_view_get_n_cards (self->hand_view);
  GtkWidget *last = NULL;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *view = canasta_hand_view_get_card_view (self->hand_view, i);

      if (canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view))) != card)
        continue;
      last = view;
      if (skip-- == 0)
        return view;
    }

  return last != NULL ? last : GTK_WIDGET (self->hand_view);
}

static GtkWidget *
place_widget (CanastaWindow *self,
              int            place,
              int            seat,
              int            side,
              int            meld,
              CnCard         card,
              gboolean       arriving,
              int            skip)
{
  int viewer = canasta_game_get_viewer (self->game);
  CanastaSideView *side_view;

  switch (place)
    {
    case CN_PLACE_STOCK:
      return canasta_pile_view_get_stock_widget (self->pile_view);

    case CN_PLACE_PILE:
      return canasta_pile_view_get_pile_widget (self->pile_view);

    case CN_PLACE_HAND:
      if (seat == viewer)
        return arriving ? hand_card_widget (self, card, skip) : GTK_WIDGET (self->hand_view);
      return (GtkWidget *) _canasta_window_find_seat_view (self, seat);

    case CN_PLACE_MELD:
      side_view = _canasta_window_find_side_view (self, side);
      return side_view != NULL ? canasta_side_view_get_meld_widget (side_view, meld) : NULL;

    case CN_PLACE_RED_THREES:
      side_view = _canasta_window_find_side_view (self, side);
      return side_view != NULL ? canasta_side_view_get_red_threes_widget (side_view) : NULL;

    default:
      return NULL;
    }
}

static gboolean
card_rect (CanastaWindow   *self,
           GtkWidget       *widget,
           graphene_rect_t *out)
{
  graphene_rect_t bounds;
  GtkWidget *pile = canasta_pile_view_get_pile_widget (self->pile_view);
  float w = MAX (gtk_widget_get_width (pile), 40);
  float h = w * CANASTA_CARD_ASPECT;

  if (widget == NULL || !gtk_widget_compute_bounds (widget, GTK_WIDGET (self->fly_layer), &bounds))
    return FALSE;

  *out = GRAPHENE_RECT_INIT (bounds.origin.x + (bounds.size.width - w) / 2,
                             bounds.origin.y + MAX (0, (MIN (bounds.size.height, h * 1.5f) - h) / 2),
                             w, h);
  return TRUE;
}

/* A card on its way: where it left from is known at once, where it lands
 * only after the next layout, once the widgets for its new place exist. */
typedef struct
{
  const char      *art;
  graphene_rect_t  from;
  int              to;
  int              seat;
  int              side;
  int              meld;
  CnCard           card;
  guint            delay;
} PendingFlight;

static gboolean
flights_tick_cb (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  CanastaWindow *self = CANASTA_WINDOW (user_data);

  for (guint i = 0; i < self->pending_flights->len; i++)
    {
      PendingFlight *flight = &g_array_index (self->pending_flights, PendingFlight, i);
      GtkWidget *dest;
      graphene_rect_t b;
      int skip = 0;

      /* Earlier cards of the same kind in this batch took the first
       * copies in the hand. */
      for (guint j = 0; j < i; j++)
        {
          PendingFlight *before = &g_array_index (self->pending_flights, PendingFlight, j);

          if (before->to == CN_PLACE_HAND && before->card == flight->card && before->seat == flight->seat)
            skip++;
        }
      dest = place_widget (self, flight->to, flight->seat, flight->side, flight->meld, flight->card,
                           TRUE, skip);

      if (card_rect (self, dest, &b))
        canasta_fly_layer_fly (self->fly_layer, flight->art, &flight->from, &b, flight->delay);
    }

  g_array_set_size (self->pending_flights, 0);
  self->flights_tick = 0;

  return G_SOURCE_REMOVE;
}

static void
add_flight (CanastaWindow         *self,
            const char            *art,
            const graphene_rect_t *from,
            int                    to,
            int                    seat,
            int                    side,
            int                    meld,
            CnCard                 card)
{
  PendingFlight flight = {
    .art = art, .from = *from, .to = to, .seat = seat, .side = side, .meld = meld,
    .card = card, .delay = 90 * self->flights_in_batch++,
  };

  g_array_append_val (self->pending_flights, flight);
  if (self->flights_tick == 0)
    self->flights_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->fly_layer),
                                                       flights_tick_cb, self, NULL);
}

static void
card_moved_cb (CanastaGame   *game,
               guint          card,
               int            from,
               int            to,
               int            seat,
               int            side,
               int            meld,
               CanastaWindow *self)
{
  GtkWidget *source;
  graphene_rect_t a;
  int viewer = canasta_game_get_viewer (self->game);
  gboolean hidden;
  const char *art;

  if (self->flights_in_batch >= 14)
    return;

  source = place_widget (self, from, seat, side, meld, card, FALSE, 0);
  if (!card_rect (self, source, &a))
    return;

  /* Only cards going into another player's hand travel face down. */
  hidden = to == CN_PLACE_HAND && seat != viewer;
  art = hidden ? canasta_card_cache_get_back (canasta_card_cache_get_default ())
               : canasta_card_art_name (card, FALSE);

  add_flight (self, art, &a, to, seat, side, meld, card);
}

static void
pile_taken_cb (CanastaGame   *game,
               int            seat,
               int            count,
               CanastaWindow *self)
{
  GtkWidget *source = canasta_pile_view_get_pile_widget (self->pile_view);
  graphene_rect_t a;
  const char *back = canasta_card_cache_get_back (canasta_card_cache_get_default ());

  if (!card_rect (self, source, &a))
    return;

  for (int i = 0; i < MIN (count, 5); i++)
    add_flight (self, back, &a, CN_PLACE_HAND, seat, 0, 0, CN_CARD_NONE);
}

/* A wild card or red three the cut showed goes to the cutter, face up:
 * from the cut over the table to the cutter's hand or red threes. */
static void
cut_card_cb (CanastaGame   *game,
             guint          card,
             int            to,
             int            seat,
             gboolean       moda,
             CanastaWindow *self)
{
  graphene_rect_t a;

  if (to != CN_PLACE_HAND && to != CN_PLACE_RED_THREES)
    return;
  if (!card_rect (self, canasta_cut_view_get_card_anchor (self->cut_view), &a))
    return;
  add_flight (self, canasta_card_art_name (card, FALSE), &a, to, seat,
              canasta_game_get_side_of (game, seat), 0, card);
}

/* The deal after the cut: a few cards face down to each hand in turn. */
static void
dealt_cb (CanastaGame   *game,
          int            first,
          int            count,
          CanastaWindow *self)
{
  GtkWidget *source = canasta_pile_view_get_stock_widget (self->pile_view);
  const char *back = canasta_card_cache_get_back (canasta_card_cache_get_default ());
  int players = canasta_game_get_n_players (game);
  graphene_rect_t a;

  if (players <= 0 || !card_rect (self, source, &a))
    return;
  for (int i = 0; i < 3 * players; i++)
    add_flight (self, back, &a, CN_PLACE_HAND, (first + i) % players, 0, 0, CN_CARD_NONE);
}

void
_canasta_window_flights_init (CanastaWindow *self)
{
  self->pending_flights = g_array_new (FALSE, FALSE, sizeof (PendingFlight));
  g_signal_connect (self->game, "card-moved", G_CALLBACK (card_moved_cb), self);
  g_signal_connect (self->game, "pile-taken", G_CALLBACK (pile_taken_cb), self);
  g_signal_connect (self->game, "cut-card", G_CALLBACK (cut_card_cb), self);
  g_signal_connect (self->game, "dealt", G_CALLBACK (dealt_cb), self);
}

void
_canasta_window_flights_dispose (CanastaWindow *self)
{
  if (self->flights_tick != 0 && self->fly_layer != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->fly_layer), self->flights_tick);
  self->flights_tick = 0;
  g_clear_pointer (&self->pending_flights, g_array_unref);
}
