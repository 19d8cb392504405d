/* test-variant-table.c: the table of every rule set, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The new-game dialog's rule sets; a uruguayan round played by people at
 * the table with the calls the buttons, keys and drops make (the cut, the
 * question answered on the privacy screen, a premiado pozo taken with
 * three, the close) and its score sheet read back; the cut typed on the
 * keyboard; the italian one-against-one table with its canasta of wild
 * cards and the black-three take; fifteen's two-card draw; every refusal
 * of these rule sets with its reason and its section of the rules; and,
 * with CANASTA_SCREENSHOT_DIR set, the screenshots the README shows.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "canasta-application.h"
#include "canasta-card.h"
#include "canasta-cut-view.h"
#include "canasta-fly-layer.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-help-pane.h"
#include "canasta-history-view.h"
#include "canasta-meld.h"
#include "canasta-card-view.h"
#include "canasta-messages.h"
#include "canasta-new-game-dialog.h"
#include "canasta-pile-view.h"
#include "canasta-round-summary.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-window-util.h"
#include "cn-text.h"

static gboolean
handover_pending (CanastaWindow *window)
{
  return canasta_game_get_handover_pending (canasta_window_get_game (window));
}

/* A window on a new game of variant; humans is a bit per person's seat. */
static CanastaWindow *
new_window (CnVariant variant,
            int       players,
            guint     humans,
            guint64   seed,
            int       width,
            int       height)
{
  CanastaWindow *window = open_game_window (variant, players, humans, seed, width, height);

  wait_drawn (GTK_WIDGET (window));
  return window;
}

static gboolean
drop_on_pile (CanastaWindow *window,
              const char    *cards)
{
  g_autofree CanastaCardSet *set = card_set (cards);

  return canasta_window_drop_on_pile (window, set);
}

static gboolean
drop_on_table (CanastaWindow *window,
               const char    *cards)
{
  g_autofree CanastaCardSet *set = card_set (cards);

  return canasta_window_drop_on_table (window, set);
}

static gboolean
drop_on_meld (CanastaWindow *window,
              int            meld,
              const char    *cards)
{
  g_autofree CanastaCardSet *set = card_set (cards);

  return canasta_window_drop_on_meld (window, meld, set);
}

static void
activate (CanastaWindow *window,
          const char    *action,
          GVariant      *parameter)
{
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), action, parameter));
}

static const char *
side_status (CanastaWindow *window,
             int            side)
{
  return canasta_side_view_get_status (CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, side)));
}

/* ------------------------------------------------------------ new game */

/* The four rule sets, each with its line and its tables; fifteen's two
 * ways to play. */
static void
test_new_game_dialog (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *dialog;
  CanastaGameSetup setup;
  struct { CnVariant variant; const char *players; } sets[] = {
    /* Each count is one unbreakable phrase (no-break spaces inside). */
    { CN_VARIANT_CLASSIC, "1\u00a0against\u00a01, 3\u00a0each\u00a0alone, or 2\u00a0against\u00a02" },
    { CN_VARIANT_FIFTEEN, "2\u00a0against\u00a02" },
    { CN_VARIANT_ITALIAN, "1\u00a0against\u00a01, or 2\u00a0against\u00a02" },
    { CN_VARIANT_URUGUAYAN, "2\u00a0against\u00a02" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      const CnRules *rules = cn_rules_get (sets[i].variant);
      g_autofree char *players = cn_text_variant_players (rules);
      g_autofree char *line = cn_text_variant_description (rules);
      /* The target as the score sheet writes it: "to 5,000 points". */
      g_autofree char *target = cn_text_number (rules->target);

      g_assert_cmpstr (players, ==, sets[i].players);
      assert_contains (line, target);
    }

  g_settings_set_string (settings, "variant", "fifteen");
  g_settings_set_int (settings, "fixed-rounds", 0);
  dialog = canasta_new_game_dialog_new (settings);
  gtk_window_present (GTK_WINDOW (dialog));
  wait_drawn (dialog);
  save_png (dialog, "new-game-fifteen.png");

  /* The row says what the chosen rule set is, with its tables. */
  {
    GtkWidget *row = NULL;

    for (GtkWidget *w = gtk_widget_get_first_child (dialog); w != NULL; )
      {
        if (ADW_IS_COMBO_ROW (w) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), "_Variant") == 0)
          {
            row = w;
            break;
          }
        if (gtk_widget_get_first_child (w) != NULL)
          w = gtk_widget_get_first_child (w);
        else
          {
            while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
              w = gtk_widget_get_parent (w);
            if (w != NULL)
              w = gtk_widget_get_next_sibling (w);
          }
      }
    g_assert_nonnull (row);
    {
      GtkWidget *line = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (gtk_widget_get_next_sibling (row)));

      assert_contains (gtk_label_get_text (GTK_LABEL (line)), "two canastas to go out");
      assert_contains (gtk_label_get_text (GTK_LABEL (line)), "2\u00a0against\u00a02");
    }

    /* Fifteen played over a fixed number of rounds. */
    for (GtkWidget *w = gtk_widget_get_next_sibling (row); w != NULL; w = gtk_widget_get_next_sibling (w))
      if (ADW_IS_COMBO_ROW (w) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), "_Length") == 0)
        {
          g_assert_true (gtk_widget_get_visible (w));
          g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (w))), ==,
                            1 + (guint) cn_rules_get (CN_VARIANT_FIFTEEN)->fixed_rounds_max);
          adw_combo_row_set_selected (ADW_COMBO_ROW (w), 4);
        }
  }
  canasta_new_game_dialog_get_setup (CANASTA_NEW_GAME_DIALOG (dialog), &setup);
  g_assert_cmpint (setup.variant, ==, CN_VARIANT_FIFTEEN);
  g_assert_cmpint (setup.fixed_rounds, ==, 4);

  /* Italian seats one against one. */
  g_settings_set_string (settings, "variant", "italian");
  gtk_window_destroy (GTK_WINDOW (dialog));
  dialog = canasta_new_game_dialog_new (settings);
  canasta_new_game_dialog_set_players (CANASTA_NEW_GAME_DIALOG (dialog), 2);
  canasta_new_game_dialog_get_setup (CANASTA_NEW_GAME_DIALOG (dialog), &setup);
  g_assert_cmpint (setup.variant, ==, CN_VARIANT_ITALIAN);
  g_assert_cmpint (setup.players, ==, 2);
  g_assert_cmpint (setup.fixed_rounds, ==, 0);
  destroy_window (dialog);
}

/* ------------------------------------------------------- uruguayan round */

/* A uruguayan position after the cut: Ana (seat 0) to play, her side with
 * a clean canasta of Kings, the dirty canasta de moda of Jacks, a second
 * meld of Kings beside the first and a meld of wild cards; the pozo
 * premiado by the two set crosswise under it, an eight on top; Ana holds
 * three eights, and the pozo brings what she needs to close. */
static void
uruguayan_state (CanastaGame *game,
                 gboolean     exact_cut,
                 CnState     *s)
{
  int moda = canasta_game_get_state (game)->moda;

  *s = *canasta_game_get_state (game);
  cn_state_init_empty (s, s->rules, &s->options, 4);
  tu_meld (s, 0, "KC KC KD KD KH KH KS");
  tu_meld (s, 0, "JC JD JH JS JC 2D JK");
  tu_meld (s, 0, "5C 5H 5S");
  tu_meld (s, 0, "JK 2H 2S");
  tu_meld (s, 0, "KS KS KD");
  tu_meld (s, 1, "AC AD AH AS AC AD AH");
  tu_meld (s, 1, "9C 9D 9S");
  tu_meld (s, 1, "QC QD QS JK");
  tu_red_threes (s, 0, "3H");
  tu_red_threes (s, 1, "3D 3D");
  tu_hand (s, 0, "8C 8S 8H 6D 4C");
  tu_hand (s, 1, "4D 4H 5D 6C 7S 9H 10C JD QH");
  tu_hand (s, 2, "4S 5D 7S 9H QH");
  tu_hand (s, 3, "4H 6C 9H 10C JH QS AD");
  tu_pile (s, "10S 10H 10D 7C 7D 7H 2C 6H 6S 8D");
  s->pozo_down = 6;
  tu_stock (s, "KH 4D 5H 6D 8C 9S JS QD 4S 5C 6H 8S 9D 10H QC");
  /* The Jacks on the table are de moda; the seeds below cut them. */
  s->moda = CN_RANK_JACK;
  s->exact_cut_side = exact_cut ? 0 : CN_NO_SIDE;
  g_assert_true (exact_cut || moda == CN_RANK_JACK);
  s->scores[0] = 3200;
  s->scores[1] = 2900;
  s->turn = 0;
  s->phase = CN_PHASE_DRAW;
  tu_finish (s);
}

/* "May I Close?" is offered only when the canastas closing needs could
 * still come this turn, and a yes the draw leaves unusable is said to
 * lapse. */
static void
test_close_question (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CnMove ask = { .kind = CN_MOVE_ASK_GO_OUT, .seat = 0 };
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");

  /* No canasta, three jacks and a dirty meld of fives down, no jack in
   * the hand: the engine would take the question, the table does not
   * offer it. */
  uruguayan_state (game, FALSE, &s);
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_meld (&s, 0, "JC JD JH");
  tu_meld (&s, 0, "5C 5D 5H 5S 5C 2H");
  tu_hand (&s, 0, "AS KH 8D 8S 7S");
  tu_hand (&s, 1, "4D 4H 5D 6C 7S");
  tu_hand (&s, 2, "4S 5D 7S 9H QH");
  tu_hand (&s, 3, "4H 6C 9H 10C JH");
  tu_pile (&s, "10S 6H 9D");
  tu_stock (&s, "KH 4D 5H 6D 8C 9S JS QD 4S 5C 6H 8S 9D 10H QC");
  s.moda = CN_RANK_JACK;
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_assert_true (cn_check (canasta_game_get_state (game), &ask, NULL));
  g_assert_false (canasta_game_get_can_ask (game));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "table.ask", NULL) &&
                  canasta_game_get_phase (game) == CANASTA_PHASE_ASKING);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);
  save_png (GTK_WIDGET (window), "uruguayan-no-question.png");

  /* Ready to close, told yes before the draw: the two cards drawn leave
   * no way to close, and the table says the yes lapses. */
  uruguayan_state (game, FALSE, &s);
  g_assert_true (cn_check (&s, &ask, NULL));
  s.asked = TRUE;
  s.asked_at_draw = TRUE;
  s.answer = CN_ANSWER_YES;
  canasta_game_set_state (game, &s);
  activate (window, "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->answer, ==, CN_ANSWER_NONE);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "The cards you drew do not let you close: Carla’s yes no longer binds you.");
  save_png (GTK_WIDGET (window), "uruguayan-yes-lapses.png");

  close_window (window);
}

/* The pozo taken before the opening is met: its other cards wait for the
 * opening, and the pile says so instead of offering itself. */
static void
test_pozo_waits (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_hand (&s, 0, "KC KD AC AD AH JK 5S");
  tu_hand (&s, 1, "4D 4H 5D 6C 7S");
  tu_hand (&s, 2, "4S 5D 7S 9H QH");
  tu_hand (&s, 3, "4H 6C 9H 10C JH");
  tu_stock (&s, "4C 4D 4H 4S 6C 9S JS QD 4S 5C 6H 8S 9D 10H QC");
  tu_pile (&s, "8C 9D QH QS 6D KS");
  s.moda = CN_RANK_JACK;
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  assert_contains (canasta_pile_view_get_label (pile), "Pozo: 6 cards · 2 naturals take it");

  g_assert_true (drop_on_pile (window, "KC KD"));
  g_assert_true (canasta_game_get_state (game)->pile_pending);
  g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, "Pozo: 5 cards · waiting for your opening (0 of 90)");
  g_assert_true (drop_on_table (window, "AC AD AH"));
  g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, "Pozo: 5 cards · waiting for your opening (60 of 90)");
  save_png (GTK_WIDGET (window), "uruguayan-pozo-waits.png");

  /* The joker on the aces meets the opening: the cards come to the hand. */
  g_assert_true (drop_on_meld (window, 1, "JK"));
  g_assert_false (canasta_game_get_state (game)->pile_pending);
  g_assert_null (strstr (canasta_pile_view_get_label (pile), "waiting"));

  close_window (window);
}

/* The side's "drop here" hint never lies over a meld's cards nor spills
 * out of its place: where there is no room for it, it is not shown. */
static void
assert_hint_clear (CanastaWindow *window,
                   int            side)
{
  CanastaSideView *view = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, side));
  const CnState *s = canasta_game_get_state (canasta_window_get_game (window));
  GtkWidget *hint = canasta_side_view_get_meld_widget (view, CN_MAX_MELDS);
  graphene_rect_t h;
  int nat_h;

  g_assert_true (GTK_IS_LABEL (hint));
  if (gtk_widget_get_opacity (hint) == 0)
    return;
  g_assert_true (gtk_widget_compute_bounds (hint, GTK_WIDGET (view), &h));
  gtk_widget_measure (hint, GTK_ORIENTATION_VERTICAL, (int) h.size.width, NULL, &nat_h, NULL, NULL);
  g_assert_cmpint (nat_h, <=, (int) h.size.height);
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      graphene_rect_t m;

      g_assert_true (gtk_widget_compute_bounds (canasta_side_view_get_meld_widget (view, i), GTK_WIDGET (view), &m));
      g_assert_false (graphene_rect_intersection (&h, &m, NULL));
    }
}

/* Every meld of the side lies inside it, clear of its bottom edge. */
static void
assert_melds_inside (CanastaWindow *window,
                     int            side)
{
  CanastaSideView *view = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, side));
  const CnState *s = canasta_game_get_state (canasta_window_get_game (window));

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      graphene_rect_t m;

      g_assert_true (gtk_widget_compute_bounds (canasta_side_view_get_meld_widget (view, i), GTK_WIDGET (view), &m));
      g_assert_cmpfloat (m.origin.x, >=, 0);
      g_assert_cmpfloat (m.origin.x + m.size.width, <=, gtk_widget_get_width (GTK_WIDGET (view)));
      g_assert_cmpfloat (m.origin.y + m.size.height, <=, gtk_widget_get_height (GTK_WIDGET (view)) - 6);
    }
}

/* The window down to 800 pixels wide, the rules open beside the table. */
static gboolean
narrow_with_rules (CanastaWindow *window)
{
  AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (window), ADW_TYPE_FLAP));

  return gtk_widget_get_width (GTK_WIDGET (window)) <= 800 && adw_flap_get_reveal_progress (flap) == 1;
}

static void
test_meld_hint (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  GtkWidget *hint;
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  uruguayan_state (game, FALSE, &s);
  /* A joker laid first: it shows at the foot, as in every meld. */
  tu_meld (&s, 1, "JK 10S 10S");
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  wait_drawn (GTK_WIDGET (window));
  /* Room beside five melds: the hint shows, clear of them. */
  hint = canasta_side_view_get_meld_widget (CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, 0)), CN_MAX_MELDS);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 1);
  assert_hint_clear (window, 0);
  assert_melds_inside (window, 0);
  assert_melds_inside (window, 1);
  save_png (GTK_WIDGET (window), "uruguayan-melds.png");

  /* Tab goes along the melds as they are seen, left to right, though the
   * second meld of kings sits beside the first and the crosswise canasta
   * de moda is shorter than the rest. */
  {
    GtkWidget *side = canasta_window_get_side_view (window, 0);
    float last_x = -1;
    int seen = 0;

    gtk_widget_grab_focus (canasta_window_get_hand_view (window));
    while (gtk_widget_child_focus (side, GTK_DIR_TAB_FORWARD))
      {
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
        graphene_rect_t b;

        g_assert_true (gtk_widget_is_ancestor (focus, side));
        g_assert_true (gtk_widget_compute_bounds (focus, side, &b));
        g_assert_cmpfloat (b.origin.x, >, last_x);
        last_x = b.origin.x;
        g_assert_cmpint (++seen, <=, 20);
      }
    g_assert_cmpint (seen, >=, canasta_game_get_state (game)->n_melds[0]);
  }

  /* Eight tall melds at 800 by 600 with the rules open: one row, and a
   * sliver beside it, too narrow for the hint. */
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_meld (&s, 0, "7C 7D 7H 7S 7C");
  tu_meld (&s, 0, "4C 4D 4H 4S 4C");
  tu_meld (&s, 0, "6C 6D 6H 6S 6C");
  tu_meld (&s, 0, "9C 9D 9H 9S 9C");
  tu_meld (&s, 0, "10C 10D 10H 10S 10C");
  tu_meld (&s, 0, "QC QD QH QS QC");
  tu_meld (&s, 0, "KC KD KH KS KC");
  tu_meld (&s, 0, "AC AD AH AS AC");
  tu_hand (&s, 0, "5S 8S 8H");
  tu_hand (&s, 1, "5D 8C");
  tu_hand (&s, 2, "5H 8D");
  tu_hand (&s, 3, "5C 8C");
  tu_stock (&s, "JC JD JH JS 5S");
  tu_pile (&s, "JC");
  s.moda = CN_RANK_JACK;
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.show-rules", "s", "opening");
  g_assert_true (spin_until (narrow_with_rules, window, 0));
  wait_drawn (GTK_WIDGET (window));
  save_png (GTK_WIDGET (window), "uruguayan-meld-hint-narrow.png");
  assert_hint_clear (window, 0);
  assert_melds_inside (window, 0);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 0);

  close_window (window);
}

/* Whether a descendant of widget wears the style class. */
static gboolean
has_class_below (GtkWidget  *widget,
                 const char *name)
{
  if (gtk_widget_has_css_class (widget, name))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_class_below (child, name))
      return TRUE;
  return FALSE;
}

/* The opening bar turns to the success colour only at the minimum. */
static void
test_opening_bar (void)
{
  GtkWidget *view = g_object_ref_sink (canasta_side_view_new (0));
  GtkWidget *bar = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LEVEL_BAR (child))
      bar = child;
  g_assert_nonnull (bar);

  canasta_side_view_set_progress (CANASTA_SIDE_VIEW (view), 80.0 / 90);
  g_assert_false (has_class_below (bar, "full"));
  g_assert_true (has_class_below (bar, "filled"));
  canasta_side_view_set_progress (CANASTA_SIDE_VIEW (view), 89.0 / 90);
  g_assert_false (has_class_below (bar, "full"));
  canasta_side_view_set_progress (CANASTA_SIDE_VIEW (view), 1);
  g_assert_true (has_class_below (bar, "full"));
  canasta_side_view_set_progress (CANASTA_SIDE_VIEW (view), 120.0 / 90);
  g_assert_true (has_class_below (bar, "full"));

  g_object_unref (view);
}

/* Italian, one against one: Ana melding her opening, short of the
 * minimum, has not opened either; the pile is frozen for both sides until
 * she reaches it. */
static void
test_italian_freeze_while_opening (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_ITALIAN, 2, 0x1, 31, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 2);
  tu_hand (&s, 0, "KC KD KH AC AD AH 9S 5S");
  tu_hand (&s, 1, "4D 4H 5D 6C 7S 9H 10C");
  tu_stock (&s, "4C 4S 6D 8C 9D 10H QC");
  tu_pile (&s, "8D 9C 6H");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  /* One against one nobody plays in a team: the pile names both players. */
  g_assert_cmpstr (canasta_pile_view_get_frozen_for (pile), ==, "both players");

  g_assert_true (drop_on_table (window, "KC KD KH"));
  assert_contains (canasta_pile_view_get_label (pile), "Frozen for both players (not opened)");
  save_png (GTK_WIDGET (window), "italian-freeze-while-opening.png");

  g_assert_true (drop_on_table (window, "AC AD AH"));
  g_assert_cmpstr (canasta_pile_view_get_frozen_for (pile), ==, "Bruno");

  close_window (window);
}

/* The widget under root of the given type whose preferences-row title
 * starts with title (NULL: the first of the type). */
static GtkWidget *
find_row (GtkWidget  *root,
          GType       type,
          const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) &&
      (title == NULL || g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title)))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* New Game opens on the game being played, whatever the settings last
 * remembered; with fifteen and its Length row, the fourth seat is in
 * view. */
static void
test_new_game_from_table (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CanastaWindow *window;
  CanastaGame *game;
  CanastaNewGameDialog *dialog = NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  CanastaGameSetup setup;
  GtkWidget *seat4;
  graphene_rect_t b;

  g_settings_set_string (settings, "variant", "classic");
  g_settings_set_value (settings, "seat-computer", g_variant_new_parsed ("[true, true, true, true]"));
  window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x5, 17, 1280, 900);
  game = canasta_window_get_game (window);
  canasta_game_set_seat_level (game, 1, CN_AI_HARD);
  canasta_game_set_seat_level (game, 3, CN_AI_EASY);

  canasta_window_show_new_game (window);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (CANASTA_IS_NEW_GAME_DIALOG (item))
        dialog = CANASTA_NEW_GAME_DIALOG (item);
    }
  g_assert_nonnull (dialog);
  canasta_new_game_dialog_get_setup (dialog, &setup);
  g_assert_cmpint (setup.variant, ==, CN_VARIANT_URUGUAYAN);
  g_assert_cmpint (setup.players, ==, 4);
  g_assert_cmpstr (setup.names[0], ==, "Ana");
  g_assert_cmpstr (setup.names[3], ==, "Marco");
  g_assert_cmpint (setup.kinds[0], ==, CANASTA_SEAT_HUMAN);
  g_assert_cmpint (setup.kinds[1], ==, CANASTA_SEAT_COMPUTER);
  g_assert_cmpint (setup.kinds[2], ==, CANASTA_SEAT_HUMAN);
  g_assert_cmpint (setup.kinds[3], ==, CANASTA_SEAT_COMPUTER);
  g_assert_cmpstr (setup.levels[1], ==, "hard");
  g_assert_cmpstr (setup.levels[3], ==, "easy");
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);

  /* Fifteen, with its Length row: the fourth seat shows in full. */
  window = new_window (CN_VARIANT_FIFTEEN, 4, 0x1, 17, 1280, 900);
  canasta_window_show_new_game (window);
  dialog = NULL;
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (CANASTA_IS_NEW_GAME_DIALOG (item))
        dialog = CANASTA_NEW_GAME_DIALOG (item);
    }
  g_assert_nonnull (dialog);
  /* Laid out at its size on screen: a fixed wait here failed on a busy
   * machine, measuring the rows before the first layout. */
  wait_drawn (GTK_WIDGET (dialog));
  g_assert_true (gtk_widget_get_visible (find_row (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "_Length")));
  save_png (GTK_WIDGET (dialog), "new-game-fifteen-from-table.png");
  seat4 = find_row (GTK_WIDGET (dialog), ADW_TYPE_ENTRY_ROW, "Seat 4");
  g_assert_nonnull (seat4);
  g_assert_true (gtk_widget_compute_bounds (seat4, GTK_WIDGET (dialog), &b));
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

/* The round summary's row that starts with label, as "label\tA\tB". */
static char *
summary_row (const char *text,
             const char *label)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], label) && lines[i][strlen (label)] == '\t')
      return g_strdup (lines[i]);
  return NULL;
}

static void
assert_row (const char *text,
            const char *label,
            int         a,
            int         b)
{
  g_autofree char *row = summary_row (text, label);
  g_autofree char *first = cn_text_number (a);
  g_autofree char *second = cn_text_number (b);
  g_autofree char *want = g_strdup_printf ("%s\t%s\t%s", label, first, second);

  if (g_strcmp0 (row, want) != 0)
    g_error ("summary row «%s», expected «%s»\n%s", row ? row : "(none)", want, text);
}

/* The window's subtitle: the round, and whose turn and what to do. */
static const char *
subtitle (CanastaWindow *window)
{
  AdwWindowTitle *title = ADW_WINDOW_TITLE (find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE));

  return adw_window_title_get_subtitle (title);
}

/* A uruguayan round played by two people at one screen (Ana and Carla,
 * partners) against the computer: Carla cuts, the position moves on to
 * where Ana can close, Ana asks before drawing and Carla answers on the
 * privacy screen, Ana takes the premiado pozo with three eights, melds and
 * closes; the score sheet reads back line by line. */
static void
test_uruguayan_round (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x5, 17, 1280, 900);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CanastaCutView *cut = CANASTA_CUT_VIEW (canasta_window_get_cut_view (window));
  CnState s;
  int lifted, min, max, exact;

  /* The round opens with the cut: the mano (Ana) plays first, her partner
   * Carla cuts, with no cards dealt yet. */
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_CUT);
  g_assert_true (spin_until (handover_pending, window, 5000));
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 2);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  g_assert_nonnull (find_button (GTK_WIDGET (window), "I am Carla — Cut"));
  g_assert_null (find_button (GTK_WIDGET (window), "I am Carla — Show My Hand"));
  activate (window, "table.confirm-handover", NULL);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cut)));
  g_assert_true (canasta_cut_view_get_interactive (cut));

  /* No other move before the cut: their buttons wait, insensitive, and
   * their keys do nothing. */
  g_assert_false (gtk_widget_is_sensitive (find_action_button (GTK_WIDGET (window), "table.draw")));
  gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_CUT);
  g_assert_null (canasta_window_get_last_message (window));

  /* Carla points at 60 cards and cuts: the cut lands within three cards
   * of the point, the moda shows over the stock for the round. */
  canasta_game_get_cut_range (game, &min, &max, &exact);
  g_assert_cmpint (exact, ==, 60);
  canasta_cut_view_set_aim (cut, 60);
  lifted = canasta_game_cut_for_aim (game, 60);
  g_assert_cmpint (ABS (lifted - 60), <=, 3);
  activate (window, "table.cut", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);
  g_assert_cmpint (canasta_game_get_moda (game), !=, 0);
  {
    g_autofree char *rank = cn_text_rank_plural (canasta_game_get_moda (game));
    g_autofree char *title = cn_text_rank_plural_title (canasta_game_get_moda (game));

    assert_contains (canasta_pile_view_get_moda (pile), title);
    assert_contains (canasta_cut_view_get_caption (cut), rank);
    assert_contains (canasta_cut_view_get_caption (cut), "de moda this round");
    /* The card inside the sentence is named as a sentence names it. */
    {
      g_autofree char *card = cn_text_card_sentence_name (canasta_game_get_moda_card (game));
      g_autofree char *shows = g_strdup_printf ("The cut shows %s: ", card);

      g_assert_true (g_str_has_prefix (card, "the "));
      assert_contains (canasta_cut_view_get_caption (cut), shows);
    }
  }
  g_assert_cmpint (g_list_model_get_n_items (canasta_game_get_pile (game)), >=, 7);
  for (int seat = 0; seat < 4; seat++)
    g_assert_cmpint (canasta_game_get_state (game)->hand_n[seat], ==, 15);

  /* What the cut showed stays over the table for everyone, the screen not
   * yet passed, until someone reads it and goes on. */
  /* As long as it takes the window to draw the result and run all it has
   * to do, nothing moves on by itself. */
  wait_drawn (GTK_WIDGET (window));
  test_wait_settle ();
  g_assert_true (handover_pending (window));
  g_assert_cmpstr (canasta_window_get_page (window), ==, "table");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cut)));
  g_assert_true (gtk_widget_get_visible (canasta_cut_view_get_done_button (cut)));
  /* The status line says what the table waits for, not that Ana plays. */
  assert_contains (subtitle (window), "Read what the cut showed, then Continue: Ana plays first");
  g_assert_cmpuint (canasta_hand_view_get_n_cards (CANASTA_HAND_VIEW (canasta_window_get_hand_view (window))), ==, 0);
  g_signal_emit_by_name (canasta_cut_view_get_done_button (cut), "clicked");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cut)));

  /* The mano is to play: the screen goes to Ana. The round moves on to a
   * table where her side can close. */
  g_assert_true (spin_until (handover_pending, window, 5000));
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  uruguayan_state (game, TRUE, &s);
  canasta_game_set_state (game, &s);
  canasta_game_set_totals (game, s.scores);
  g_assert_true (handover_pending (window));
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 0);
  activate (window, "table.confirm-handover", NULL);
  g_assert_true (human_to_act (window));

  assert_contains (canasta_pile_view_get_label (pile), "Pozo: 10 cards");
  assert_contains (canasta_pile_view_get_label (pile), "Premiado: 3 naturals take it");
  g_assert_cmpint (canasta_pile_view_get_state (pile), ==, CANASTA_PILE_FROZEN);
  g_assert_cmpint (canasta_pile_view_get_n_premios (pile), ==, 1);
  assert_contains (canasta_pile_view_get_moda (pile), "Jacks");
  g_assert_cmpstr (side_status (window, 0), ==, "1 clean · 1 dirty · ready to close");
  g_assert_cmpstr (side_status (window, 1), ==, "1 clean · 0 dirty");

  /* A take with two eights: the premiado pozo wants three. */
  g_assert_false (drop_on_pile (window, "8C 8S"));
  assert_contains (canasta_window_get_last_message (window), "premiado");
  /* A meld before drawing: the refusal speaks of the pozo, as the table does. */
  g_assert_false (drop_on_table (window, "10S 10H 10D"));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Draw from the stock or take the pozo first.");

  /* Ana asks before drawing; the screen passes to Carla, who answers on
   * the privacy screen without showing her hand. */
  activate (window, "table.ask", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ASKING);
  g_assert_true (handover_pending (window));
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 2);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  save_png (GTK_WIDGET (window), "uruguayan-question.png");
  activate (window, "table.answer-here", g_variant_new_boolean (TRUE));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);
  assert_contains (canasta_window_get_last_message (window), "Carla says yes: close this turn.");
  g_assert_true (handover_pending (window));
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 0);
  g_assert_cmpstr (canasta_window_get_page (window), ==, "privacy");
  activate (window, "table.confirm-handover", NULL);

  /* The premiado pozo taken with three eights: the take goes down as a
   * meld, the rest of the pozo joins Ana's hand. */
  g_assert_true (drop_on_pile (window, "8C 8S 8H"));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  /* Carla's yes was said on the privacy screen, its toast gone with it:
   * the status line tells Ana the turn must close, all turn long. */
  g_assert_cmpstr (subtitle (window), ==, "Round 1 · Carla said yes: close this turn");
  g_assert_cmpint (canasta_game_get_state (game)->premiado_taken, ==, 1);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 11);
  g_assert_cmpint (canasta_pile_view_get_n_premios (pile), ==, 0);
  /* The history says pozo too. */
  {
    CanastaHistoryView *history = find_history (GTK_WIDGET (window));
    const char *line = canasta_history_view_get_turn (history, 0);

    g_test_message ("history: %s", line);
    assert_contains (line, "took the pozo of 10 cards (Eight of Diamonds)");
    g_assert_null (strstr (line, "pile"));
  }

  /* Melds and a lay-off on the meld of wild cards, by its place. */
  g_assert_true (drop_on_table (window, "10S 10H 10D"));
  g_assert_true (drop_on_table (window, "7C 7D 7H"));
  g_assert_true (drop_on_table (window, "6D 6H 6S"));
  g_assert_true (drop_on_meld (window, 3, "2C"));
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][3].n, ==, 4);

  /* The close: the last card on the pozo. */
  g_assert_true (drop_on_pile (window, "4C"));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 5000));

  /* The score sheet: the base, each canasta and premio on its line, then
   * the cards, then the round and the totals toward 15,000. */
  {
    g_autofree char *text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));
    CnRoundScore score;
    int before[CN_MAX_SIDES];

    g_test_message ("%s", text);
    g_assert_true (canasta_game_get_last_score (game, &score, before));
    assert_contains (text, "take the round\nAna closed the round.\n");
    assert_row (text, "Clean canastas", 500, 0);
    assert_row (text, "Dirty canastas", 300, 0);
    assert_row (text, "Canastas of aces", 0, 1000);
    assert_row (text, "Canasta de moda", 300, 0);
    assert_row (text, "Red threes", 100, 300);
    assert_row (text, "Exact cut", 300, 0);
    assert_row (text, "Closing", 200, 0);
    assert_row (text, "Base total", 1700, 1300);
    assert_row (text, "Cards on the table", 445, 250);
    assert_row (text, "Cards in hand", -35, -135);
    assert_row (text, "Cards total", 410, 115);
    assert_row (text, "This round", 2110, 1415);
    assert_row (text, "Before this round", 3200, 2900);
    assert_row (text, "Total toward 15,000", 5310, 4315);
    g_assert_cmpint (score.sides[0].base, ==, 1700);
    g_assert_cmpint (score.sides[0].cards, ==, 410);
    /* Premios nobody won stay off the sheet. */
    g_assert_null (strstr (text, "Triple canastas"));
    g_assert_null (strstr (text, "Clean game"));
    g_assert_true (strstr (text, "\nBase\t") != NULL);
    g_assert_true (strstr (text, "\nCards\t") != NULL);
  }

  close_window (window);
}

/* A whole uruguayan round with the keyboard alone: Carla, the only
 * person, cuts with the arrows and Enter, then plays every move the Medium
 * player would (asking before she closes), typed key by key, the focus
 * ring on screen after each key. */
static void
test_keyboard_round (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window;
  CanastaGame *game;
  Display *dpy = x_display ();
  int moves = 0, asked = 0;

  if (dpy == NULL)
    {
      g_test_skip ("keys are typed through X11's XTest");
      return;
    }

  window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x4, 29, 1280, 900);
  game = canasta_window_get_game (window);
  count_keys (window);
  wait_drawn (GTK_WIDGET (window));
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                  RevertToParent, CurrentTime);
  XFlush (dpy);
  g_assert_true (spin_until (window_active, window, 5000));

  /* The cut: the slider has the keyboard. */
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_CUT);
  {
    CnMove cut = { .kind = CN_MOVE_CUT, .seat = 2, .cut = 72 };

    play_by_keys (window, &cut);
  }
  g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_CUT);
  g_assert_cmpint (canasta_game_get_moda (game), !=, 0);

  while (canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    {
      CnMove move;
      guint32 before;

      g_assert_true (spin_until (human_to_act, window, 30000));
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;

      g_assert_true (canasta_game_hint (game, &move));
      before = canasta_game_get_state (game)->move_count;
      if (move.kind == CN_MOVE_ANSWER_GO_OUT)
        {
          /* The answer is a dialog of its own; its buttons answer. */
          g_test_message ("answered %s in the dialog", move.yes ? "yes" : "no");
          activate (window, "table.answer", g_variant_new_boolean (move.yes));
        }
      else
        play_by_keys (window, &move);
      if (move.kind == CN_MOVE_ASK_GO_OUT)
        asked++;
      if (canasta_game_get_state (game)->move_count == before)
        {
          g_autofree char *text = cn_move_to_string (&move);

          g_test_message ("%s not played: %s", text, canasta_window_get_last_message (window));
        }
      g_assert_cmpuint (canasta_game_get_state (game)->move_count, >, before);
      g_assert_cmpint (++moves, <, 800);
    }

  g_test_message ("a uruguayan round in %d moves typed on the keyboard, %d questions", moves, asked);
  g_assert_cmpint (moves, >=, 4);
  g_assert_true (spin_until (summary_shown, window, 5000));
  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* -------------------------------------------------------------- italian */

/* One against one: Ana has a natural canasta and the canasta of seven wild
 * cards; a black three blocks the pile, and with two of her own she takes
 * it to go out. */
static void
italian_state (CanastaGame *game,
               CnState     *s)
{
  *s = *canasta_game_get_state (game);
  cn_state_init_empty (s, s->rules, &s->options, 2);
  tu_meld (s, 0, "KD KD KC KC KH KH KS");
  tu_meld (s, 0, "2C 2D 2H 2S JK JK 2C");
  tu_meld (s, 0, "QC QD QH 2D");
  tu_meld (s, 1, "5C 5D 5H");
  tu_meld (s, 1, "9C 9D 9S 9H 2H");
  tu_red_threes (s, 1, "3H");
  tu_hand (s, 0, "3S 3S 8D 8C JK");
  tu_hand (s, 1, "3C 9D 7S 7H 4D 10C AS");
  tu_stock (s, "4C 6H 7D 8S 10D JS QS AH");
  tu_pile (s, "6D 8H 3C");
  s->melded_earlier = 1;
  s->turn = 0;
  s->phase = CN_PHASE_DRAW;
  tu_finish (s);
}

static void
test_italian (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_ITALIAN, 2, 0x1, 31, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  italian_state (game, &s);
  canasta_game_set_state (game, &s);
  g_assert_true (human_to_act (window));

  /* Two sides on the table, the opponent's one seat along the top. */
  g_assert_nonnull (canasta_window_get_side_view (window, 0));
  g_assert_nonnull (canasta_window_get_side_view (window, 1));
  g_assert_cmpstr (side_status (window, 0), ==, "2 canastas · ready to go out");

  /* The canasta of seven wilds is named in the variant's words. */
  {
    GListModel *melds = canasta_game_get_melds (game, 0);
    g_autoptr(CanastaMeld) wild = g_list_model_get_item (melds, 1);
    g_autoptr(CanastaMeld) queens = g_list_model_get_item (melds, 2);
    g_autofree char *label = canasta_meld_dup_label (wild);

    g_assert_true (canasta_meld_is_canasta (wild));
    g_assert_true (canasta_meld_is_wild (wild));
    g_assert_false (canasta_meld_is_clean (wild));
    g_assert_cmpstr (label, ==, "Canasta of wild cards");
    g_assert_false (canasta_meld_is_canasta (queens));
  }

  /* The black three blocks the pile; going out, black threes take it. */
  g_assert_cmpint (canasta_pile_view_get_state (pile), ==, CANASTA_PILE_BLOCKED);
  assert_contains (canasta_pile_view_get_label (pile), "Pile: 3 cards · Blocked for Ana: only to go out, with black threes");
  g_assert_false (drop_on_pile (window, "8D 8C"));
  g_assert_true (drop_on_pile (window, "3S 3S"));
  g_assert_true (drop_on_table (window, "8D 8C 8H JK"));
  g_assert_true (drop_on_pile (window, "6D"));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 5000));

  /* The summary in the italian source's words: mixed, not dirty. */
  {
    g_autofree char *text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));

    g_test_message ("%s", text);
    assert_contains (text, "\nAna went out.\n");
    assert_row (text, "Natural canastas", 500, 0);
    assert_row (text, "Mixed canastas", 0, 0);
    assert_row (text, "Canastas of wild cards", 2000, 0);
    assert_row (text, "Black threes left in hand", 0, -100);
    assert_row (text, "Going out", 100, 0);
  }
  close_window (window);
}

/* -------------------------------------------------------------- fifteen */

static gboolean
nothing_flying (CanastaWindow *window)
{
  return canasta_fly_layer_get_n_flying (CANASTA_FLY_LAYER (canasta_window_get_fly_layer (window))) == 0;
}

static gboolean
something_flying (CanastaWindow *window)
{
  return !nothing_flying (window);
}

/* Both cards of fifteen's draw fly to the hand and wear the mark of cards
 * just drawn; a side counts its canastas toward the two it needs. */
static void
test_fifteen (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_FIFTEEN, 4, 0x1, 41, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  CanastaFlyLayer *fly = CANASTA_FLY_LAYER (canasta_window_get_fly_layer (window));
  guint marked = 0;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_cmpint (canasta_game_get_canastas_needed (game), ==, 2);
  g_assert_true (spin_until (nothing_flying, window, 5000));
  activate (window, "table.draw", NULL);
  /* Both take off together, at the frame after the draw. */
  g_assert_true (spin_until (something_flying, window, 0));
  g_assert_cmpuint (canasta_fly_layer_get_n_flying (fly), ==, 2);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 17);
  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    if (canasta_card_view_get_marked (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i))))
      marked++;
  g_assert_cmpuint (marked, ==, 2);

  /* An opened side with no canasta yet: none of the two. */
  {
    CnState s = *canasta_game_get_state (game);
    CnCard cards[3];
    g_autoptr(GError) error = NULL;

    tu_cards ("QC QD QH", cards);
    g_assert_true (cn_state_add_meld (&s, 1, cards, 3, &error));
    /* The three queens came from Bruno's hand. */
    for (int i = 0; i < 3; i++)
      {
        if (s.hand[1][cards[i]] > 0)
          {
            s.hand[1][cards[i]]--;
            s.hand_n[1]--;
          }
        else
          {
            /* Not in his hand: from the stock, bottom first. */
            for (int j = 0; j < s.stock_n; j++)
              if (s.stock[j] == cards[i])
                {
                  memmove (s.stock + j, s.stock + j + 1, s.stock_n - j - 1);
                  s.stock_n--;
                  break;
                }
          }
      }
    canasta_game_set_state (game, &s);
    g_assert_cmpstr (side_status (window, 1), ==, "0 of 2 canastas to go out");
  }
  close_window (window);
}

/* ------------------------------------------------------ take unselected */

/* Four seats of variant, Ana (seat 0) to draw with hand; her side has a
 * meld of queens, the pile ends with top, the stock holds stock. */
static void
take_state (CanastaGame *game,
            const char  *hand,
            const char  *pile,
            const char  *stock,
            CnState     *s)
{
  *s = *canasta_game_get_state (game);
  cn_state_init_empty (s, s->rules, &s->options, 4);
  tu_meld (s, 0, "QC QD QH");
  tu_hand (s, 0, hand);
  tu_hand (s, 1, "4D 4H 6D 7S 8H 10C JD");
  tu_hand (s, 2, "4S 6D 7S 8C AH");
  tu_hand (s, 3, "4H 6C 10C JH AS");
  tu_pile (s, pile);
  tu_stock (s, stock);
  if (s->rules->pile_start == CN_PILE_START_POZO)
    s->moda = CN_RANK_JACK;
  s->turn = 0;
  s->phase = CN_PHASE_DRAW;
  tu_finish (s);
}

/* With no card selected, Take Pile (P) takes the pile with the cards the
 * rule needs when the hand holds them, never a wild card: the play-tester
 * held 5S 5S under a 5C in the pozo. Where every take spends a wild card,
 * the table asks for the cards instead. */
static void
test_take_unselected (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  GtkWidget *take;
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  take_state (game, "5S 5S JK 7C 7D 9H", "8C 9D 10S JC 4D 6H 5C",
              "KH 4D 5H 6D 8C 9S JS QD 4S 5C 6H 8S 9D 10H QC", &s);
  s.pozo_down = 6;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 0);
  take = find_button (GTK_WIDGET (window), "_Take Pozo");
  g_assert_nonnull (take);
  assert_contains (gtk_widget_get_tooltip_text (take), "with none selected, with those from your hand (P)");

  activate (window, "table.take-pile", NULL);
  g_test_message ("%s", canasta_window_get_last_message (window) ? canasta_window_get_last_message (window) : "");
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->n_melds[0], ==, 2);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][1].n, ==, 3);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD_JOKER], ==, 1);
  save_png (GTK_WIDGET (window), "pozo-taken-unselected.png");
  close_window (window);

  /* Classic: one king and wild cards under a king, no meld of kings. */
  window = new_window (CN_VARIANT_CLASSIC, 4, 0x1, 7, 1280, 800);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  take_state (game, "KC 2D JK 5H 6S 7C", "9C 9D KD", "8D 4C 6H 7D 8S", &s);
  canasta_game_set_state (game, &s);
  take = find_button (GTK_WIDGET (window), "_Take Pile");
  assert_contains (gtk_widget_get_tooltip_text (take),
                   "with none selected, by laying its top card off on your meld or with a natural pair from your hand (P)");
  activate (window, "table.take-pile", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==,
                   "Select the cards to take the pile with: the king from your hand and a wild card. "
                   "The game never spends a wild card for you.");
  save_png (GTK_WIDGET (window), "take-needs-wild.png");

  /* Selected, the king and the two take it; dropped, as before. */
  g_assert_true (canasta_hand_view_select_card (hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window)),
                                                CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS)));
  g_assert_true (canasta_hand_view_select_card (hand, CN_CARD (CN_RANK_TWO, CN_SUIT_DIAMONDS)));
  activate (window, "table.take-pile", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD_JOKER], ==, 1);

  /* With a meld of kings and a pair in the hand, P lays the top card off
   * and keeps the pair. */
  take_state (game, "KC KS 5H 6S 7C", "9C 9D KD", "8D 4C 6H 7D 8S", &s);
  tu_meld (&s, 0, "KH KH KS");
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  activate (window, "table.take-pile", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][1].n, ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS)], ==, 1);
  close_window (window);
}

/* ------------------------------------------------------- stock runs out */

/* The stock says when the next draw ends the round, and the round's
 * summary how it ended: fifteen at once, classic with the drawer's turn,
 * uruguayan after the turn that may still take the pozo. */
static void
test_stock_runs_out (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_FIFTEEN, 4, 0x1, 41, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 9D 4D", "8D 4C 6H", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, "Stock: 3 cards");
  g_assert_null (gtk_widget_get_tooltip_text (canasta_pile_view_get_stock_widget (pile)));
  assert_contains (subtitle (window), "Your turn: draw, or take the pile");
  /* The title names the rule set. */
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (find_descendant (GTK_WIDGET (window),
                                                                                  ADW_TYPE_WINDOW_TITLE))),
                   ==, "Canasta · Fifteen cards");

  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 9D 4D", "8D 4C", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, "Stock: 2 cards · the next draw ends the round");
  assert_contains (gtk_widget_get_tooltip_text (canasta_pile_view_get_stock_widget (pile)),
                   "ends the round at once");
  assert_contains (subtitle (window), "Your turn: take the pile, or draw and end the round");
  save_png (GTK_WIDGET (window), "fifteen-last-draw.png");

  activate (window, "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 5000));
  {
    g_autofree char *text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));

    g_test_message ("%s", text);
    assert_contains (text, "take the round\nThe stock ran out: nobody went out.\n");
  }
  save_png (canasta_window_get_summary (window), "fifteen-stock-ran-out.png");
  close_window (window);

  /* Classic: the drawer's turn goes on, and ends the round. */
  window = new_window (CN_VARIANT_CLASSIC, 4, 0x1, 7, 1280, 800);
  game = canasta_window_get_game (window);
  pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  g_assert_true (spin_until (human_to_act, window, 20000));
  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 9D 4D", "8D", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, "Stock: 1 card · the round ends with the next draw’s turn");
  assert_contains (subtitle (window), "Your turn: draw, or take the pile");
  activate (window, "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, "Stock: 0 cards · the round ends with this turn");
  g_assert_true (drop_on_pile (window, "5H"));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 5000));
  {
    g_autofree char *text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));

    assert_contains (text, "The stock ran out: nobody went out.");
  }
  close_window (window);

  /* Uruguayan: the last two cards, and hands that count nothing. */
  window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  game = canasta_window_get_game (window);
  pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 9D 4D", "8D 4C", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, "Stock: 2 cards · the next draw is the last");
  activate (window, "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==,
                   "Stock: 0 cards · the round ends with this turn, unless the next player takes the pozo");
  /* Bruno holds no pair of sixes: the round ends with Ana's discard. */
  g_assert_true (drop_on_pile (window, "6S"));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_true (spin_until (summary_shown, window, 5000));
  {
    g_autofree char *text = canasta_round_summary_dup_text (CANASTA_ROUND_SUMMARY (canasta_window_get_summary (window)));

    assert_contains (text, "The stock ran out: nobody closed, and the cards in hand count nothing.");
  }
  close_window (window);
}

/* ---------------------------------------------------------- blocked for */

/* A card on top that blocks the pile says for whom, as the pozo does. */
static void
test_blocked_for (void)
{
  CanastaWindow *window = new_window (CN_VARIANT_FIFTEEN, 4, 0x1, 41, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));
  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 3S", "8D 4C 6H 7D", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpint (canasta_pile_view_get_state (pile), ==, CANASTA_PILE_BLOCKED);
  g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, "Pile: 2 cards · Blocked for Ana");
  save_png (GTK_WIDGET (window), "fifteen-blocked-for.png");

  /* Bruno's turn: blocked for him, until the next discard. */
  canasta_game_set_held (game, TRUE);
  s.turn = 1;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, "Pile: 2 cards · Blocked for Bruno");

  /* A wild on top: blocked, then frozen once covered. */
  take_state (game, "5H 6S 7C 8D 9H 10S JC", "9C 2S", "8D 4C 6H 7D", &s);
  canasta_game_set_state (game, &s);
  g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, "Pile: 2 cards · Blocked for Ana, then frozen");
  close_window (window);
}

/* ------------------------------------------------------------- refusals */

/* Every refusal these rule sets add is said in words of its own and opens
 * a section the rules help of its variant has. */
static void
test_refusals (void)
{
  static const struct { CnCode code; CnVariant variant; } codes[] = {
    { CN_ERR_MUST_CUT, CN_VARIANT_URUGUAYAN },
    { CN_ERR_NO_CUT_NOW, CN_VARIANT_URUGUAYAN },
    { CN_ERR_CUT_OUT_OF_RANGE, CN_VARIANT_URUGUAYAN },
    { CN_ERR_POZO_NEEDS_PAIR, CN_VARIANT_URUGUAYAN },
    { CN_ERR_POZO_PREMIADO, CN_VARIANT_URUGUAYAN },
    { CN_ERR_POZO_OPENING_FIRST, CN_VARIANT_URUGUAYAN },
    { CN_ERR_WILD_MELD_PREMIADO, CN_VARIANT_URUGUAYAN },
    { CN_ERR_WILD_MELD_NATURAL, CN_VARIANT_URUGUAYAN },
    { CN_ERR_NO_SUCH_MELD, CN_VARIANT_URUGUAYAN },
    { CN_ERR_MELD_AMBIGUOUS, CN_VARIANT_URUGUAYAN },
    { CN_ERR_MELD_CLOSED, CN_VARIANT_URUGUAYAN },
    { CN_ERR_CLOSE_CLEAN_AND_DIRTY, CN_VARIANT_URUGUAYAN },
    { CN_ERR_CLOSE_TWO_CLEAN, CN_VARIANT_URUGUAYAN },
    { CN_ERR_STOCK_OUT_NO_CLOSE, CN_VARIANT_URUGUAYAN },
    { CN_ERR_ASK_REQUIRED, CN_VARIANT_URUGUAYAN },
    { CN_ERR_ASK_AFTER_MELD, CN_VARIANT_URUGUAYAN },
    { CN_ERR_BLACK_THREE_TAKE_NOT_OUT, CN_VARIANT_ITALIAN },
    { CN_ERR_MELD_CLOSED, CN_VARIANT_ITALIAN },
    { CN_ERR_WILD_MELD, CN_VARIANT_ITALIAN },
    { CN_ERR_GO_OUT_NEEDS_CANASTAS, CN_VARIANT_FIFTEEN },
    { CN_ERR_PILE_FROZEN, CN_VARIANT_FIFTEEN },
  };
  g_autofree char *fallback = NULL;
  CanastaHelpPane *pane = CANASTA_HELP_PANE (canasta_help_pane_new ());

  g_object_ref_sink (pane);
  {
    CnVerdict unknown = { .code = CN_N_CODES };

    fallback = canasta_verdict_message (&unknown);
  }

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      CnVerdict verdict = { .code = codes[i].code, .nums = { 2, 3, 7, 0 } };
      g_autofree char *message = canasta_verdict_message (&verdict);
      const char *section = cn_code_section (codes[i].code);

      g_assert_cmpstr (message, !=, fallback);
      g_assert_cmpuint (strlen (message), >, 12);
      canasta_help_pane_set_rules (pane, cn_rules_get (codes[i].variant), 4);
      if (!canasta_help_pane_show_section (pane, section))
        g_error ("%s: no section %s in the %s rules", cn_code_name (codes[i].code), section,
                 cn_rules_get (codes[i].variant)->id);
      g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, section);
    }
  g_object_unref (pane);
}

/* ---------------------------------------------------------- screenshots */

static void
test_shots (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CnState s;

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("set CANASTA_SCREENSHOT_DIR to save screenshots");
      return;
    }

  /* The cut, the person at the screen cutting. */
  window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x4, 23, 1280, 800);
  game = canasta_window_get_game (window);
  canasta_cut_view_set_aim (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window)), 58);
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  save_png (GTK_WIDGET (window), "uruguayan-cut.png");

  /* What it showed, once the deal has landed; the computers wait. */
  canasta_game_set_pace (game, 8000);
  activate (window, "table.cut", NULL);
  /* save_png waits for the deal in flight to land. */
  save_png (GTK_WIDGET (window), "uruguayan-cut-result.png");
  close_window (window);

  /* A uruguayan table in the middle of a round. */
  window = new_window (CN_VARIANT_URUGUAYAN, 4, 0x1, 10, 1280, 800);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                         "clicked");
  g_assert_true (spin_until (nothing_flying, window, 0));
  uruguayan_state (game, FALSE, &s);
  canasta_game_set_state (game, &s);
  canasta_game_set_totals (game, s.scores);
  save_png (GTK_WIDGET (window), "uruguayan-table.png");

  /* Its score sheet, once Ana has asked, taken the pozo and closed. */
  activate (window, "table.ask", NULL);
  g_assert_true (spin_until (human_to_act, window, 20000));
  if (canasta_game_get_state (game)->answer == CN_ANSWER_YES)
    {
      g_assert_true (drop_on_pile (window, "8C 8S 8H"));
      g_assert_true (drop_on_table (window, "10S 10H 10D"));
      g_assert_true (drop_on_table (window, "7C 7D 7H"));
      g_assert_true (drop_on_table (window, "6D 6H 6S"));
      g_assert_true (drop_on_meld (window, 3, "2C"));
      g_assert_true (drop_on_pile (window, "4C"));
      g_assert_true (spin_until (summary_shown, window, 5000));
      save_png (canasta_window_get_summary (window), "uruguayan-score-sheet.png");
    }
  else
    g_test_message ("the partner said no: no score sheet");
  close_window (window);

  /* Fifteen, a few turns in. */
  window = new_window (CN_VARIANT_FIFTEEN, 4, 0x1, 43, 1280, 800);
  game = canasta_window_get_game (window);
  for (int moves = 0; moves < 60; moves++)
    {
      CnMove move;
      CnVerdict verdict;

      g_assert_true (spin_until (human_to_act, window, 20000));
      g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ROUND_OVER);
      g_assert_true (canasta_game_hint (game, &move));
      /* A few turns in, Ana draws her two cards. */
      if (moves > 8 && move.kind == CN_MOVE_DRAW)
        break;
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }
  activate (window, "table.draw", NULL);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  /* save_png waits for the cards in flight to land. */
  save_png (GTK_WIDGET (window), "fifteen-table.png");
  close_window (window);

  /* Italian, one against one. */
  window = new_window (CN_VARIANT_ITALIAN, 2, 0x1, 31, 1280, 800);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  italian_state (game, &s);
  canasta_game_set_state (game, &s);
  save_png (GTK_WIDGET (window), "italian-1v1.png");
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/variant-table/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/variant-table/uruguayan-round", test_uruguayan_round);
  g_test_add_func ("/variant-table/keyboard-round", test_keyboard_round);
  g_test_add_func ("/variant-table/close-question", test_close_question);
  g_test_add_func ("/variant-table/pozo-waits", test_pozo_waits);
  g_test_add_func ("/variant-table/meld-hint", test_meld_hint);
  g_test_add_func ("/variant-table/opening-bar", test_opening_bar);
  g_test_add_func ("/variant-table/italian-freeze-while-opening", test_italian_freeze_while_opening);
  g_test_add_func ("/variant-table/new-game-from-table", test_new_game_from_table);
  g_test_add_func ("/variant-table/italian", test_italian);
  g_test_add_func ("/variant-table/fifteen", test_fifteen);
  g_test_add_func ("/variant-table/refusals", test_refusals);
  g_test_add_func ("/variant-table/take-unselected", test_take_unselected);
  g_test_add_func ("/variant-table/stock-runs-out", test_stock_runs_out);
  g_test_add_func ("/variant-table/blocked-for", test_blocked_for);
  g_test_add_func ("/variant-table/shots", test_shots);

  return g_test_run ();
}
