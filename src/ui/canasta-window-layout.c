/* canasta-window-layout.c: the seats and sides laid out around the seat on screen
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-hand-view.h"
#include "canasta-seat-view.h"
#include "canasta-side-view.h"
#include "canasta-window-private.h"

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
    return FALSE;

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
void
_canasta_window_rebuild_table (CanastaWindow *self)
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
