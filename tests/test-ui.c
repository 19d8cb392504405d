/* test-ui.c: the table window under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "cn-ai.h"

#include "canasta-card-cache.h"
#include "canasta-help-pane.h"
#include "canasta-history-view.h"
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-round-summary.h"
#include "test-window-util.h"

static CanastaWindow *
new_window (int             players,
            int             humans,
            guint64         seed)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = players, .seed = seed };
  const char *names[] = { "Ana", "Bruno", "Carla", "Dario" };

  for (int i = 0; i < players; i++)
    {
      setup.kinds[i] = i < humans ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = names[i];
    }

  canasta_game_set_pace (canasta_window_get_game (window), 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  wait_drawn (GTK_WIDGET (window));

  return window;
}

/* A card of the viewer's hand the engine accepts as a discard. */
static gboolean
find_discard (CanastaWindow *window,
              CnCard        *out)
{
  CanastaGame *game = canasta_window_get_game (window);
  GListModel *hand = canasta_game_get_hand (game, canasta_game_get_viewer (game));

  for (guint i = g_list_model_get_n_items (hand); i > 0; i--)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i - 1);
      CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { canasta_card_get_card (card) } };

      if (canasta_game_check (game, &move, NULL))
        {
          *out = canasta_card_get_card (card);
          return TRUE;
        }
    }

  return FALSE;
}

static void
test_start (void)
{
  CanastaWindow *window = new_window (4, 1, 11);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_cmpint (canasta_hand_view_get_seat (hand_view), ==, 0);
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), ==,
                    g_list_model_get_n_items (canasta_game_get_hand (game, 0)));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), >=, 11);
  g_assert_nonnull (canasta_window_get_side_view (window, 0));
  g_assert_nonnull (canasta_window_get_side_view (window, 1));
  g_assert_cmpint (canasta_pile_view_get_state (CANASTA_PILE_VIEW (canasta_window_get_pile_view (window))), ==,
                   canasta_game_get_pile_state (game));

  close_window (window);
}

/* The same calls the drag and drop handlers make: draw with the action,
 * drop a card on the pile to discard it. */
static void
test_human_turn (void)
{
  CanastaWindow *window = new_window (4, 1, 12);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  GListModel *pile = canasta_game_get_pile (game);
  g_autoptr(CanastaCardSet) set = canasta_card_set_new (0);
  g_autoptr(CanastaCard) top = NULL;
  guint before;
  CnCard discard;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);

  before = canasta_hand_view_get_n_cards (hand_view);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), >, before);
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), ==,
                    g_list_model_get_n_items (canasta_game_get_hand (game, 0)));

  g_assert_true (find_discard (window, &discard));
  g_assert_true (canasta_hand_view_select_card (hand_view, discard));
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_view), ==, 1);
  canasta_card_set_add (set, discard);
  before = canasta_hand_view_get_n_cards (hand_view);

  g_assert_true (canasta_window_drop_on_pile (window, set));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), ==, before - 1);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_view), ==, 0);
  top = g_list_model_get_item (pile, g_list_model_get_n_items (pile) - 1);
  g_assert_cmpint (canasta_card_get_card (top), ==, discard);
  g_assert_cmpint (canasta_game_get_turn (game), !=, 0);

  /* The computers take their turns and give the table back. */
  g_assert_true (spin_until (human_to_act, window, 20000));

  close_window (window);
}

static void
test_refusal_message (void)
{
  CanastaWindow *window = new_window (4, 1, 13);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  CnState state;
  CnOptions options;
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaCardSet) fives = canasta_card_set_new (0);
  g_autoptr(CanastaCardSet) nine = canasta_card_set_new (0);
  const CnCard hand0[] = {
    CN_CARD (5, CN_SUIT_HEARTS), CN_CARD (5, CN_SUIT_DIAMONDS), CN_CARD (5, CN_SUIT_CLUBS),
    CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS), CN_CARD (CN_RANK_KING, CN_SUIT_DIAMONDS),
    CN_CARD (CN_RANK_KING, CN_SUIT_SPADES), CN_CARD (CN_RANK_ACE, CN_SUIT_HEARTS),
    CN_CARD (CN_RANK_ACE, CN_SUIT_DIAMONDS), CN_CARD (CN_RANK_ACE, CN_SUIT_CLUBS),
    CN_CARD (7, CN_SUIT_CLUBS), CN_CARD (9, CN_SUIT_SPADES),
  };

  g_assert_true (spin_until (human_to_act, window, 20000));

  /* Melding before drawing: refused, with the reason in words. */
  canasta_hand_view_select_card (hand_view,
                                 canasta_card_get_card (canasta_card_view_get_card (
                                   CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand_view, 0)))));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Draw from the stock or take the pile first.");
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_view), ==, 1);

  /* An opening short of the minimum, as a drop on the table then on the pile. */
  cn_options_init (&options, rules);
  cn_state_init_empty (&state, rules, &options, 4);
  for (guint i = 0; i < G_N_ELEMENTS (hand0); i++)
    state.hand[0][hand0[i]]++;
  state.hand[1][CN_CARD (8, CN_SUIT_HEARTS)] = 2;
  state.hand[2][CN_CARD (10, CN_SUIT_HEARTS)] = 2;
  state.hand[3][CN_CARD (6, CN_SUIT_HEARTS)] = 2;
  state.stock[state.stock_n++] = CN_CARD (4, CN_SUIT_CLUBS);
  state.pile[state.pile_n++] = CN_CARD (CN_RANK_QUEEN, CN_SUIT_SPADES);
  state.turn = 0;
  state.phase = CN_PHASE_PLAY;
  state.had_turn = 0xf;
  g_assert_true (cn_state_finish_setup (&state, &error));
  canasta_game_set_state (game, &state);
  test_wait_settle ();

  canasta_card_set_add (fives, CN_CARD (5, CN_SUIT_HEARTS));
  canasta_card_set_add (fives, CN_CARD (5, CN_SUIT_DIAMONDS));
  canasta_card_set_add (fives, CN_CARD (5, CN_SUIT_CLUBS));
  g_assert_true (canasta_window_drop_on_table (window, fives));
  g_assert_cmpuint (g_list_model_get_n_items (canasta_game_get_melds (game, 0)), ==, 1);

  canasta_card_set_add (nine, CN_CARD (9, CN_SUIT_SPADES));
  g_assert_false (canasta_window_drop_on_pile (window, nine));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Your melds count 15 of the 50 your side needs to open.");
  g_assert_cmpint (canasta_game_get_turn (game), ==, 0);

  /* The toast's button opens the rules at the refusal's section, once
   * the toast has arrived (see wait_toasts_arrived). */
  wait_toasts_arrived (window);
  g_assert_false (canasta_window_get_rules_shown (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.show-rules", "s",
                              cn_code_section (CN_ERR_OPENING_BELOW_MINIMUM));
  test_wait_settle ();
  g_assert_true (canasta_window_get_rules_shown (window));
  g_assert_cmpstr (canasta_help_pane_get_section (CANASTA_HELP_PANE (canasta_window_get_help_pane (window))),
                   ==, "opening");

  close_window (window);
}

/* The texts of the toasts over the table (the overlay's children other
 * than the table itself), and the toast buttons labelled button_label. */
static void
collect_toasts (GtkWidget   *widget,
                GString     *texts,
                const char  *button_label,
                GtkWidget  **button)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      g_string_append (texts, gtk_label_get_text (GTK_LABEL (widget)));
      g_string_append_c (texts, '\n');
    }
  if (GTK_IS_BUTTON (widget) && button_label != NULL &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), button_label) == 0)
    *button = widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_toasts (child, texts, button_label, button);
}

static char *
toast_texts (CanastaWindow *window,
             const char    *button_label,
             GtkWidget    **button)
{
  GtkWidget *overlay = find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *table = adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay));
  GString *texts = g_string_new (NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != table)
      collect_toasts (child, texts, button_label, button);
  return g_string_free (texts, FALSE);
}

/* Waiting until the toasts say shown (when not NULL) and none says gone
 * or gone2 (when not NULL): toasts come and go with animations. */
typedef struct
{
  CanastaWindow *window;
  const char    *shown;
  const char    *gone;
  const char    *gone2;
} ToastWait;

static gboolean
toasts_read (gpointer data)
{
  ToastWait *wait = data;
  g_autofree char *texts = toast_texts (wait->window, NULL, NULL);

  return (wait->shown == NULL || strstr (texts, wait->shown) != NULL) &&
         (wait->gone == NULL || strstr (texts, wait->gone) == NULL) &&
         (wait->gone2 == NULL || strstr (texts, wait->gone2) == NULL);
}

/* A newer hint or refusal replaces the one on show, which never comes
 * back once the newer one goes; a move made takes a hint away. */
static void
test_stale_toasts (void)
{
  CanastaWindow *window = new_window (4, 1, 13);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  g_autofree char *hint = NULL;
  g_autofree char *texts = NULL;
  GtkWidget *rules = NULL;

  g_assert_true (spin_until (human_to_act, window, 20000));

  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  hint = g_strdup (canasta_window_get_last_message (window));
  g_assert_true (g_str_has_prefix (hint, "Hint:"));
  g_assert_true (test_wait_for (toasts_read, &(ToastWait) { window, hint, NULL, NULL }));
  wait_toasts_arrived (window);
  texts = toast_texts (window, NULL, NULL);
  g_assert_nonnull (strstr (texts, hint));
  g_clear_pointer (&texts, g_free);

  /* A refusal: the hint makes way for it, and does not return when the
   * refusal's Rules button takes it away. */
  canasta_hand_view_select_card (hand_view,
                                 canasta_card_get_card (canasta_card_view_get_card (
                                   CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand_view, 0)))));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.meld", NULL);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Draw from the stock or take the pile first.");
  g_assert_true (test_wait_for (toasts_read, &(ToastWait) { window, "Draw from the stock or take the pile first.", hint, NULL }));
  wait_toasts_arrived (window);
  texts = toast_texts (window, "_Rules", &rules);
  g_assert_null (strstr (texts, hint));
  g_assert_nonnull (strstr (texts, "Draw from the stock or take the pile first."));
  g_assert_nonnull (rules);
  g_clear_pointer (&texts, g_free);
  /* Said whole: a long reason wraps instead of being cut off. */
  {
    GtkWidget *overlay = find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);
    GtkLabel *label = find_label (overlay, "Draw from the stock or take the pile first.", FALSE);

    g_assert_nonnull (label);
    g_assert_true (gtk_label_get_wrap (label));
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
    g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));

    /* Over the melds, never over the pile and the words under it (a long
     * refusal used to cover them), nor over the round's history. */
    {
      GtkWidget *pile = find_descendant (GTK_WIDGET (window), CANASTA_TYPE_PILE_VIEW);
      GtkWidget *history = find_descendant (GTK_WIDGET (window), CANASTA_TYPE_HISTORY_VIEW);
      GtkWidget *toast = GTK_WIDGET (label);
      graphene_rect_t toast_box, pile_box;

      g_assert_false (gtk_widget_is_ancestor (pile, overlay));
      g_assert_false (gtk_widget_is_ancestor (history, overlay));
      while (gtk_widget_get_parent (toast) != overlay)
        toast = gtk_widget_get_parent (toast);
      g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (window), &toast_box));
      g_assert_true (gtk_widget_compute_bounds (pile, GTK_WIDGET (window), &pile_box));
      g_assert_false (graphene_rect_intersection (&toast_box, &pile_box, NULL));
    }
  }
  g_signal_emit_by_name (rules, "clicked");
  g_assert_true (test_wait_for (toasts_read, &(ToastWait) { window, NULL, hint, "Draw from the stock" }));
  texts = toast_texts (window, NULL, NULL);
  g_assert_null (strstr (texts, hint));
  g_assert_null (strstr (texts, "Draw from the stock"));
  g_clear_pointer (&texts, g_free);

  /* A hint, then the move: the hint goes with the move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
  g_assert_true (test_wait_for (toasts_read, &(ToastWait) { window, canasta_window_get_last_message (window), NULL, NULL }));
  wait_toasts_arrived (window);
  texts = toast_texts (window, NULL, NULL);
  g_assert_nonnull (strstr (texts, canasta_window_get_last_message (window)));
  g_clear_pointer (&texts, g_free);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (canasta_window_get_game (window)), ==, CANASTA_PHASE_PLAY);
  g_assert_true (test_wait_for (toasts_read, &(ToastWait) { window, NULL, "Hint:", NULL }));
  texts = toast_texts (window, NULL, NULL);
  g_assert_null (strstr (texts, "Hint:"));

  close_window (window);
}

static gboolean
privacy_shown (CanastaWindow *window)
{
  return g_strcmp0 (canasta_window_get_page (window), "privacy") == 0;
}

static void
test_privacy_screen (void)
{
  CanastaWindow *window = new_window (2, 2, 14);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  g_autoptr(CanastaCardSet) set = canasta_card_set_new (0);
  int first;
  CnCard discard;

  /* Two people share the screen: every hand hides until one confirms. */
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), ==, 0);
  first = canasta_game_get_handover_seat (game);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.confirm-handover", NULL);
  test_wait_settle ();
  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_cmpint (canasta_hand_view_get_seat (hand_view), ==, first);
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), >, 0);

  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (find_discard (window, &discard));
  canasta_card_set_add (set, discard);
  g_assert_true (canasta_window_drop_on_pile (window, set));
  test_wait_settle ();

  g_assert_true (privacy_shown (window));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), ==, 0);
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 1 - first);

  close_window (window);
}

static gboolean
indicator_full (gpointer pile_view)
{
  return canasta_pile_view_get_indicator (pile_view) >= 0.95;
}

static void
test_frozen_pile (void)
{
  CanastaWindow *window = new_window (4, 1, 15);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile_view = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState state = *canasta_game_get_state (game);

  g_assert_true (spin_until (human_to_act, window, 20000));
  state = *canasta_game_get_state (game);

  /* Discard a wild and then a natural onto the pile, both from the stock:
   * the wild under the top freezes the pile. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = state.stock_n - 1; i >= 0; i--)
      {
        CnCard card = state.stock[i];

        if (pass == 0 ? !cn_card_is_wild (card) : !cn_card_is_natural (card))
          continue;
        memmove (&state.stock[i], &state.stock[i + 1], state.stock_n - i - 1);
        state.stock_n--;
        state.pile[state.pile_n++] = card;
        if (pass == 0)
          state.pile_freezers++;
        break;
      }

  canasta_game_set_state (game, &state);
  g_assert_cmpint (canasta_game_get_pile_state (game), ==, CANASTA_PILE_FROZEN);
  g_assert_true (cn_card_is_wild (canasta_game_get_pile_freezer (game)));
  g_assert_cmpint (canasta_pile_view_get_state (pile_view), ==, CANASTA_PILE_FROZEN);

  /* The indicator grows to full (at once when animations are off). */
  g_assert_true (test_wait_for (indicator_full, pile_view));
  g_assert_cmpfloat (canasta_pile_view_get_indicator (pile_view), >=, 0.95);

  close_window (window);
}

static void
test_round_summary (void)
{
  CanastaWindow *window = new_window (4, 0, 16);
  g_autofree char *text = NULL;

  g_assert_true (spin_until (summary_shown, window, 60000));
  text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));
  g_assert_nonnull (strstr (text, "Melded cards"));
  g_assert_nonnull (strstr (text, "Cards left in hand"));
  g_assert_nonnull (strstr (text, "Red threes"));
  g_assert_nonnull (strstr (text, "Total"));

  close_window (window);
}

/* One real drag with the pointer, as the end-to-end proof that the drop
 * handlers call the game: a hand card dragged onto the pile is discarded. */
static gboolean
turn_passed (CanastaWindow *window)
{
  return canasta_game_get_turn (canasta_window_get_game (window)) != 0;
}

static void
test_drag_and_drop (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CanastaHandView *hand_view;
  GtkWidget *card_view = NULL;
  GtkWidget *pile;
  CnCard discard;
  GListModel *pile_model;
  g_autoptr(CanastaCard) top = NULL;

  if (!can_drag ())
    {
      g_test_skip ("needs an X11 display with XTest");
      return;
    }

  window = new_window (4, 1, 17);
  game = canasta_window_get_game (window);
  hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  pile = canasta_pile_view_get_pile_widget (CANASTA_PILE_VIEW (canasta_window_get_pile_view (window)));

  g_assert_true (spin_until (human_to_act, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (find_discard (window, &discard));
  g_assert_true (test_wait_for (nothing_in_flight, window));
  wait_drawn (GTK_WIDGET (window));

  /* The rightmost copy of the card: its whole face is visible. */
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand_view); i++)
    {
      GtkWidget *view = canasta_hand_view_get_card_view (hand_view, i);

      if (canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view))) == discard)
        card_view = view;
    }
  g_assert_nonnull (card_view);

  drag_with_pointer (GTK_WIDGET (window), card_view, pile);

  g_assert_true (spin_until (turn_passed, window, 10000));
  pile_model = canasta_game_get_pile (game);
  top = g_list_model_get_item (pile_model, g_list_model_get_n_items (pile_model) - 1);
  g_assert_cmpint (canasta_card_get_card (top), ==, discard);

  close_window (window);
}

/* Selects the cards at these positions of the hand, as clicks do. */
static void
select_positions (CanastaHandView *hand_view,
                  const guint     *positions,
                  guint            n)
{
  canasta_hand_view_clear_selection (hand_view);
  for (guint i = 0; i < n; i++)
    gtk_widget_activate (canasta_hand_view_get_card_view (hand_view, positions[i]));
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_view), ==, n);
}

static GtkDragSource *
find_drag_source (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DRAG_SOURCE (controller))
        return GTK_DRAG_SOURCE (controller);
    }

  return NULL;
}

/* A drag of several cards shows them all, fanned in the order of the
 * hand with each corner index in sight, held by the card the pointer
 * grabbed; a drag of one card shows that card alone. */
static void
test_drag_icon (void)
{
  CanastaWindow *window = new_window (4, 1, 19);
  CanastaHandView *hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  const guint three[] = { 1, 4, 7 };
  const guint one[] = { 4 };
  guint eleven[11];
  GtkWidget *grabbed;
  GtkDragSource *source;
  GdkContentProvider *provider = NULL;
  GValue value = G_VALUE_INIT;
  g_autoptr(GError) error = NULL;
  const CanastaCardSet *set;
  graphene_point_t at;
  GdkPaintable *icon;
  int w, h, width, step, hot_x, hot_y;

  g_assert_true (spin_until (human_to_act, window, 20000));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_true (test_wait_for (nothing_in_flight, window));
  wait_drawn (GTK_WIDGET (window));
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand_view), >=, 11);

  grabbed = canasta_hand_view_get_card_view (hand_view, 4);
  w = gtk_widget_get_width (grabbed);
  g_assert_cmpint (w, >, 40);

  /* Three cards, grabbed by the middle one: the picture is one card
   * wide and two steps more, each step enough to show a corner index
   * (a fifth of a card) and no more than about a third of a card; the
   * pointer holds the middle card's strip. The picture is the caller's
   * alone: nothing else keeps it alive. */
  select_positions (hand_view, three, G_N_ELEMENTS (three));
  icon = canasta_hand_view_build_drag_icon (hand_view, 4, &hot_x, &hot_y);
  g_assert_nonnull (icon);
  width = gdk_paintable_get_intrinsic_width (icon);
  h = gdk_paintable_get_intrinsic_height (icon);
  step = (width - w) / 2;
  g_assert_cmpint (width, ==, w + 2 * step);
  g_assert_cmpint (step, >=, w / 5);
  g_assert_cmpint (step, <=, w * 35 / 100);
  g_assert_cmpint (ABS (h - (int) (w * CANASTA_CARD_ASPECT)), <=, 1);
  g_assert_cmpint (hot_x, ==, step + step / 2);
  g_assert_cmpint (hot_y, ==, w / 2);
  g_assert_finalize_object (icon);

  /* The pointer stays on the card it grabbed: on the strip of it the next
   * card leaves in sight, or in the middle of the last card. */
  icon = canasta_hand_view_build_drag_icon (hand_view, 1, &hot_x, &hot_y);
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (icon), ==, width);
  g_assert_cmpint (hot_x, ==, step / 2);
  g_assert_finalize_object (icon);
  icon = canasta_hand_view_build_drag_icon (hand_view, 7, &hot_x, &hot_y);
  g_assert_cmpint (hot_x, ==, 2 * step + w / 2);
  g_assert_finalize_object (icon);

  /* The drag source itself carries the three cards and keeps the
   * selection when one of them is grabbed. */
  source = find_drag_source (GTK_WIDGET (hand_view));
  g_assert_nonnull (source);
  g_assert_true (gtk_widget_compute_point (grabbed, GTK_WIDGET (hand_view),
                                           &GRAPHENE_POINT_INIT (4, gtk_widget_get_height (grabbed) / 2.f),
                                           &at));
  g_signal_emit_by_name (source, "prepare", (double) at.x, (double) at.y, &provider);
  g_assert_nonnull (provider);
  g_value_init (&value, CANASTA_TYPE_CARD_SET);
  g_assert_true (gdk_content_provider_get_value (provider, &value, &error));
  g_assert_no_error (error);
  set = g_value_get_boxed (&value);
  g_assert_cmpuint (set->n, ==, 3);
  g_value_unset (&value);
  g_object_unref (provider);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand_view), ==, 3);

  /* One card: the card's own picture, as wide as in the hand. */
  select_positions (hand_view, one, G_N_ELEMENTS (one));
  icon = canasta_hand_view_build_drag_icon (hand_view, 4, &hot_x, &hot_y);
  g_assert_true (GDK_IS_TEXTURE (icon));
  g_assert_cmpint (gdk_paintable_get_intrinsic_width (icon), ==, w);
  g_assert_cmpint (hot_x, ==, w / 2);
  g_assert_cmpint (hot_y, ==, w / 2);
  g_object_unref (icon);

  /* Eleven cards still fit in a picture a few cards wide, every corner
   * index in sight. */
  for (guint i = 0; i < G_N_ELEMENTS (eleven); i++)
    eleven[i] = i;
  select_positions (hand_view, eleven, G_N_ELEMENTS (eleven));
  icon = canasta_hand_view_build_drag_icon (hand_view, 0, &hot_x, &hot_y);
  width = gdk_paintable_get_intrinsic_width (icon);
  g_assert_cmpint (width, >=, w + 10 * (w / 5));
  g_assert_cmpint (width, <=, w * 7 / 2);
  g_assert_finalize_object (icon);

  canasta_hand_view_clear_selection (hand_view);
  close_window (window);
}

/* Two people play as partners: the question goes to the partner behind
 * a privacy screen, and the answer comes back behind another one. */
static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static gboolean
no_message_dialog (gpointer data)
{
  return find_message_dialog () == NULL;
}

static void
test_ask_partner (void)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 18,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER },
    .names = { "Ana", "Bruno", "Carla", "Dario" },
  };
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  const CnCard kings[7] = {
    CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS), CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS),
    CN_CARD (CN_RANK_KING, CN_SUIT_DIAMONDS), CN_CARD (CN_RANK_KING, CN_SUIT_DIAMONDS),
    CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS), CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS),
    CN_CARD (CN_RANK_KING, CN_SUIT_SPADES),
  };
  CnOptions options;
  CnState state;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  canasta_game_set_pace (game, 0);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);

  cn_options_init (&options, rules);
  cn_state_init_empty (&state, rules, &options, 4);
  g_assert_true (cn_state_add_meld (&state, 0, kings, 7, &error));
  state.hand[0][CN_CARD (4, CN_SUIT_HEARTS)] = 1;
  state.hand[0][CN_CARD (4, CN_SUIT_DIAMONDS)] = 1;
  state.hand[0][CN_CARD (4, CN_SUIT_SPADES)] = 1;
  state.hand[0][CN_CARD (9, CN_SUIT_CLUBS)] = 1;
  state.hand[1][CN_CARD (8, CN_SUIT_HEARTS)] = 2;
  state.hand[2][CN_CARD (10, CN_SUIT_HEARTS)] = 2;
  state.hand[3][CN_CARD (6, CN_SUIT_HEARTS)] = 2;
  state.stock[state.stock_n++] = CN_CARD (5, CN_SUIT_CLUBS);
  state.pile[state.pile_n++] = CN_CARD (CN_RANK_QUEEN, CN_SUIT_SPADES);
  state.turn = 0;
  state.phase = CN_PHASE_PLAY;
  state.had_turn = 0xf;
  state.melded_earlier = 0x5;
  g_assert_true (cn_state_finish_setup (&state, &error));
  g_assert_no_error (error);
  canasta_game_set_state (game, &state);
  test_wait_settle ();

  /* Ana is at the screen after the first hand-over. */
  if (canasta_game_get_handover_pending (game))
    gtk_widget_activate_action (GTK_WIDGET (window), "table.confirm-handover", NULL);
  test_wait_settle ();
  g_assert_cmpint (canasta_game_get_viewer (game), ==, 0);
  g_assert_true (canasta_game_get_can_ask (game));

  gtk_widget_activate_action (GTK_WIDGET (window), "table.ask", NULL);
  test_wait_settle ();
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ASKING);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 2);
  g_assert_null (find_message_dialog ());

  /* Carla comes to the screen and is asked. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.confirm-handover", NULL);
  g_assert_true (test_wait_for (message_dialog_shown, NULL));
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "yes");
  g_assert_true (test_wait_for (no_message_dialog, NULL));
  g_assert_null (find_message_dialog ());
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->answer, ==, CN_ANSWER_YES);
  g_assert_nonnull (strstr (canasta_window_get_last_message (window), "Carla"));

  /* And Ana comes back to go out. */
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 0);

  close_window (window);
}

static GtkWidget *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (CANASTA_IS_NEW_GAME_DIALOG (window))
        return window;
    }

  return NULL;
}

static gboolean
no_new_game_dialog (gpointer data)
{
  return find_new_game_dialog () == NULL;
}

static void
test_new_game_dialog (void)
{
  CanastaWindow *window = new_window (4, 1, 19);
  CanastaGame *game = canasta_window_get_game (window);
  GtkWidget *dialog;
  CanastaGameSetup setup;

  canasta_window_show_new_game (window);
  test_wait_settle ();
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  if (g_getenv ("CANASTA_SCREENSHOT_DIR") != NULL)
    save_png (dialog, "new-game.png");

  canasta_new_game_dialog_set_players (CANASTA_NEW_GAME_DIALOG (dialog), 2);
  canasta_new_game_dialog_set_seat (CANASTA_NEW_GAME_DIALOG (dialog), 0, "Ana", CANASTA_SEAT_HUMAN);
  canasta_new_game_dialog_set_seat (CANASTA_NEW_GAME_DIALOG (dialog), 1, "Bruno", CANASTA_SEAT_HUMAN);
  canasta_new_game_dialog_get_setup (CANASTA_NEW_GAME_DIALOG (dialog), &setup);
  g_assert_cmpint (setup.players, ==, 2);
  g_assert_cmpstr (setup.names[1], ==, "Bruno");

  canasta_new_game_dialog_start (CANASTA_NEW_GAME_DIALOG (dialog));
  g_assert_true (test_wait_for (no_new_game_dialog, NULL));
  g_assert_null (find_new_game_dialog ());
  g_assert_cmpint (canasta_game_get_n_players (game), ==, 2);
  g_assert_cmpint (canasta_game_get_n_humans (game), ==, 2);
  g_assert_cmpstr (canasta_game_get_seat_name (game, 1), ==, "Bruno");
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");

  close_window (window);
}

/* Fifteen's game of a fixed number of rounds: the dialog offers it for that
 * variant only, remembers it, and the window starts with it. */
static void
test_new_game_fixed_rounds (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CanastaWindow *window;
  CanastaGame *game;
  GtkWidget *dialog;
  CanastaGameSetup setup;

  g_settings_set_string (settings, "variant", "fifteen");
  g_settings_set_int (settings, "players", 4);
  g_settings_set_int (settings, "fixed-rounds", 3);

  /* A new window deals the last game's setup, its length included. */
  window = canasta_window_new (NULL);
  game = canasta_window_get_game (window);
  canasta_game_set_pace (game, 0);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (GTK_WIDGET (window));
  g_assert_cmpint (canasta_game_get_variant (game), ==, CN_VARIANT_FIFTEEN);
  g_assert_cmpint (canasta_game_get_fixed_rounds (game), ==, 3);

  canasta_window_show_new_game (window);
  test_wait_settle ();
  dialog = find_new_game_dialog ();
  g_assert_nonnull (dialog);
  if (g_getenv ("CANASTA_SCREENSHOT_DIR") != NULL)
    save_png (dialog, "new-game-fifteen.png");
  canasta_new_game_dialog_get_setup (CANASTA_NEW_GAME_DIALOG (dialog), &setup);
  g_assert_cmpint (setup.variant, ==, CN_VARIANT_FIFTEEN);
  g_assert_cmpint (setup.fixed_rounds, ==, 3);
  canasta_new_game_dialog_start (CANASTA_NEW_GAME_DIALOG (dialog));
  g_assert_true (test_wait_for (no_new_game_dialog, NULL));
  g_assert_cmpint (canasta_game_get_fixed_rounds (game), ==, 3);
  g_assert_cmpint (g_settings_get_int (settings, "fixed-rounds"), ==, 3);
  if (g_getenv ("CANASTA_SCREENSHOT_DIR") != NULL)
    save_png (GTK_WIDGET (window), "fifteen-fixed-rounds.png");
  close_window (window);

  /* Another variant has no such game: the remembered length is not used. */
  g_settings_set_string (settings, "variant", "italian");
  window = canasta_window_new (NULL);
  game = canasta_window_get_game (window);
  canasta_game_set_pace (game, 0);
  gtk_window_present (GTK_WINDOW (window));
  wait_drawn (GTK_WIDGET (window));
  g_assert_cmpint (canasta_game_get_fixed_rounds (game), ==, 0);
  canasta_window_show_new_game (window);
  test_wait_settle ();
  dialog = find_new_game_dialog ();
  canasta_new_game_dialog_get_setup (CANASTA_NEW_GAME_DIALOG (dialog), &setup);
  g_assert_cmpint (setup.variant, ==, CN_VARIANT_ITALIAN);
  g_assert_cmpint (setup.fixed_rounds, ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);

  g_settings_reset (settings, "variant");
  g_settings_reset (settings, "players");
  g_settings_reset (settings, "fixed-rounds");
}

static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  gtk_window_present (GTK_WINDOW (overlay));
  wait_drawn (overlay);
  if (g_getenv ("CANASTA_SCREENSHOT_DIR") != NULL)
    save_png (overlay, "shortcuts.png");
  gtk_window_destroy (GTK_WINDOW (overlay));
  test_wait_settle ();
}

/* ---------------------------------------------------------- screenshots */

/* Plays the human seat with the simple bot, through the same model call
 * the table's actions make. */
static void
autoplay_human (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  CnMove move;
  CnVerdict verdict;

  cn_ai_simple_choose (canasta_game_get_state (game), &move);
  g_assert_true (canasta_game_play (game, &move, &verdict));
}

static gboolean
good_mid_game (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return canasta_game_get_viewer_can_act (game) &&
         canasta_game_get_phase (game) == CANASTA_PHASE_DRAW &&
         canasta_game_get_pile_state (game) == CANASTA_PILE_FROZEN &&
         g_list_model_get_n_items (canasta_game_get_melds (game, 0)) >= 2 &&
         g_list_model_get_n_items (canasta_game_get_melds (game, 1)) >= 2 &&
         canasta_game_get_canastas (game, 0) + canasta_game_get_canastas (game, 1) >= 1 &&
         g_list_model_get_n_items (canasta_game_get_hand (game, 0)) >= 7;
}

static void
test_screenshots (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CanastaHandView *hand_view;
  int turns = 0;

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("set CANASTA_SCREENSHOT_DIR to save screenshots");
      return;
    }

  window = new_window (4, 1, 2026);
  game = canasta_window_get_game (window);
  hand_view = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);

  /* The application's actions, as the running app has them, so the
   * header's buttons look as a player sees them. */
  {
    g_autoptr(GSimpleActionGroup) app = g_simple_action_group_new ();
    g_autoptr(GSimpleAction) action = g_simple_action_new ("new-game", NULL);

    g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (action));
    gtk_widget_insert_action_group (GTK_WIDGET (window), "app", G_ACTION_GROUP (app));
  }
  g_assert_true (spin_until (human_to_act, window, 20000));
  save_png (GTK_WIDGET (window), "start.png");

  for (guint64 seed = g_ascii_strtoull (g_getenv ("CANASTA_SCREENSHOT_SEED") ? g_getenv ("CANASTA_SCREENSHOT_SEED") : "2026", NULL, 10);
       seed < 2300; seed++)
    {
      CanastaGameSetup setup = {
        .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = seed,
        .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
        .names = { "Ana", "Bruno", "Carla", "Dario" },
      };

      canasta_window_start_game (window, &setup);
      for (turns = 0; turns < 400; turns++)
        {
          g_assert_true (spin_until (human_to_act, window, 20000));
          if (good_mid_game (window) || canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
            break;
          autoplay_human (window);
        }
      if (good_mid_game (window))
        {
          g_test_message ("mid-game position from seed %" G_GUINT64_FORMAT, seed);
          break;
        }
    }
  g_assert_true (good_mid_game (window));

  /* Show a selection, as a player about to take the pile would. */
  for (guint i = 0; i + 1 < canasta_hand_view_get_n_cards (hand_view); i++)
    {
      CanastaCard *a = canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand_view, i)));
      CanastaCard *b = canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand_view, i + 1)));

      if (cn_card_rank (canasta_card_get_card (a)) == cn_card_rank (canasta_card_get_card (b)) &&
          cn_card_is_natural (canasta_card_get_card (a)))
        {
          canasta_hand_view_select_card (hand_view, canasta_card_get_card (a));
          canasta_hand_view_select_card (hand_view, canasta_card_get_card (b));
          break;
        }
    }
  save_png (GTK_WIDGET (window), "mid-game.png");
  canasta_hand_view_clear_selection (hand_view);

  for (turns = 0; turns < 600 && canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER; turns++)
    {
      g_assert_true (spin_until (human_to_act, window, 20000));
      if (canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
        autoplay_human (window);
    }
  g_assert_true (spin_until (summary_shown, window, 20000));
  save_png (canasta_window_get_summary (window), "round-summary.png");

  close_window (window);

  /* Three players alone: three sides on the table. */
  window = new_window (3, 1, 2027);
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 700);
  game = canasta_window_get_game (window);
  for (turns = 0; turns < 24; turns++)
    {
      g_assert_true (spin_until (human_to_act, window, 20000));
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;
      autoplay_human (window);
    }
  g_assert_true (spin_until (human_to_act, window, 20000));
  save_png (GTK_WIDGET (window), "three-players.png");
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/ui/start", test_start);
  g_test_add_func ("/ui/human-turn", test_human_turn);
  g_test_add_func ("/ui/refusal-message", test_refusal_message);
  g_test_add_func ("/ui/stale-toasts", test_stale_toasts);
  g_test_add_func ("/ui/privacy-screen", test_privacy_screen);
  g_test_add_func ("/ui/frozen-pile", test_frozen_pile);
  g_test_add_func ("/ui/round-summary", test_round_summary);
  g_test_add_func ("/ui/ask-partner", test_ask_partner);
  g_test_add_func ("/ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/ui/new-game-fixed-rounds", test_new_game_fixed_rounds);
  g_test_add_func ("/ui/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/ui/drag-icon", test_drag_icon);
  g_test_add_func ("/ui/screenshots", test_screenshots);

  return g_test_run ();
}
