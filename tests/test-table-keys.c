/* test-table-keys.c: the table's single-key moves for a keyboard player,
 * under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "canasta-application.h"
#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-window-util.h"

static gboolean
human_to_play (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return canasta_game_get_viewer_can_act (game) && !canasta_game_get_busy (game) &&
         canasta_game_get_phase (game) == CANASTA_PHASE_PLAY;
}

/* The card on top of the pile. */
static CnCard
pile_top (CanastaGame *game)
{
  GListModel *pile = canasta_game_get_pile (game);
  guint n = g_list_model_get_n_items (pile);
  g_autoptr(CanastaCard) top = NULL;

  g_assert_cmpuint (n, >, 0);
  top = g_list_model_get_item (pile, n - 1);
  return canasta_card_get_card (top);
}

/* X with the keyboard on a card and none selected discards that card
 * (issue 28): before, it said "Select exactly one card to discard" and
 * the keyboard player, who had moved to the card, saw nothing happen.
 * With a card selected, X still discards the selected one. */
static void
test_discard_focused (void)
{
  CanastaWindow *window = open_game_window (CN_VARIANT_ITALIAN, 2, 1, 11, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  GtkWidget *view;
  CnCard focused, selected;
  guint n;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL));
  g_assert_true (spin_until (human_to_play, window, 20000));
  test_wait_settle ();

  /* The keyboard on the third card, nothing selected. */
  canasta_hand_view_clear_selection (hand);
  n = canasta_hand_view_get_n_cards (hand);
  view = canasta_hand_view_get_card_view (hand, 2);
  g_assert_true (gtk_widget_grab_focus (view));
  focused = canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand), ==, n - 1);
  g_assert_cmpint (pile_top (game), ==, focused);

  /* Next turn: the keyboard on one card, another selected: X discards
   * the selected one. */
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL));
  g_assert_true (spin_until (human_to_play, window, 20000));
  test_wait_settle ();
  canasta_hand_view_clear_selection (hand);
  n = canasta_hand_view_get_n_cards (hand);
  view = canasta_hand_view_get_card_view (hand, 0);
  selected = canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view)));
  g_assert_true (canasta_hand_view_select_card (hand, selected));
  view = canasta_hand_view_get_card_view (hand, n - 1);
  g_assert_true (gtk_widget_grab_focus (view));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "table.discard", NULL));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand), ==, n - 1);
  g_assert_cmpint (pile_top (game), ==, selected);

  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/table-keys/discard-focused", test_discard_focused);

  return g_test_run ();
}
