/* test-keyboard.c: the table for a player on the keyboard, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The focus ring that stays while the player thinks, Tab in the order the
 * table is read, F6 between regions, the buttons' mnemonics in every
 * language, and the hand arranged by hand (dragged, moved with the keys,
 * saved with the game). Keys are typed through XTest, as a keyboard does.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cn-save.h"

#include "canasta-application.h"
#include "canasta-arrangement.h"
#include "canasta-autosave.h"
#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-game.h"
#include "canasta-game-save.h"
#include "canasta-hand-view.h"
#include "canasta-pile-view.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-window-util.h"

#ifdef HAVE_XTEST
#include <gdk/x11/gdkx.h>
#include <X11/extensions/XTest.h>
#endif

/* A classic four-player game in the middle of a round (mid_round_state),
 * seat 0 (Ana, the person) to draw. */
static CanastaWindow *
mid_round_window (void)
{
  CanastaWindow *window = open_game_window (CN_VARIANT_CLASSIC, 4, 1, 7, 1280, 800);
  CanastaGame *game = canasta_window_get_game (window);
  CnState s;

  g_assert_true (spin_until (human_to_act, window, 20000));

  mid_round_state (game, &s);
  canasta_game_set_state (game, &s);
  test_wait_settle ();

  return window;
}

static CanastaHandView *
hand_of (CanastaWindow *window)
{
  return CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
}

/* The cards of the hand on screen, left to right: "AS AH KC ...". */
static char *
hand_text (CanastaWindow *window)
{
  CanastaHandView *hand = hand_of (window);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < canasta_hand_view_get_n_cards (hand); i++)
    {
      CanastaCardView *view = CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i));
      char buf[8];

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, cn_card_to_string (canasta_card_get_card (canasta_card_view_get_card (view)), buf));
    }

  return g_string_free (text, FALSE);
}

#ifdef HAVE_XTEST

/* The window gets the X keyboard focus, as a click on it would give. */
static gboolean
activate_window (CanastaWindow *window)
{
  Display *dpy = x_display ();

  if (dpy == NULL)
    return FALSE;

  count_keys (window);
  XSetInputFocus (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window))),
                  RevertToParent, CurrentTime);
  XFlush (dpy);
  g_assert_true (spin_until (window_active, window, 5000));
  return TRUE;
}

/* One key held with Shift or Control, as press() types a key alone. */
static void
press_with (CanastaWindow *window,
            guint          modifier,
            guint          keyval)
{
  Display *dpy = x_display ();
  KeyCode mod = XKeysymToKeycode (dpy, modifier);
  KeyCode code = XKeysymToKeycode (dpy, keyval);
  guint seen = keys_released;

  XTestFakeKeyEvent (dpy, mod, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  XTestFakeKeyEvent (dpy, mod, False, CurrentTime);
  XSync (dpy, False);
  /* The key's release, then the modifier's. */
  while (keys_released < seen + 2)
    g_main_context_iteration (NULL, TRUE);
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static gboolean
timer_done_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Waits seconds, the main loop running: the time is what is tested. */
static void
wait_seconds (guint seconds)
{
  gboolean done = FALSE;

  g_timeout_add_seconds (seconds, timer_done_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
focus_ring_on (CanastaWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && gtk_window_get_focus_visible (GTK_WINDOW (window)) &&
         (gtk_widget_get_state_flags (focus) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0;
}

static void
focus_visible_changed_cb (GObject    *object,
                          GParamSpec *pspec,
                          gboolean   *changed)
{
  *changed = TRUE;
}

/* Clicks the first button of the pointer at x, y of widget. */
static void
click_at (GtkWidget *widget,
          double     x,
          double     y)
{
  Display *dpy = x_display ();

  pointer_to (widget, x, y);
  XTestFakeButtonEvent (dpy, 1, True, CurrentTime);
  XTestFakeButtonEvent (dpy, 1, False, CurrentTime);
  XSync (dpy, False);
}

#endif /* HAVE_XTEST */

/* ------------------------------------------------------ the focus ring */

/* A player on the keyboard thinks for longer than GTK's three seconds:
 * the ring on the card stays until the pointer is used. */
static void
test_focus_ring_stays (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window = mid_round_window ();
  gboolean changed = FALSE;

  if (!activate_window (window))
    {
      g_test_skip ("keys are typed through X11's XTest");
      close_window (window);
      return;
    }

  press (window, GDK_KEY_h);
  press (window, GDK_KEY_Right);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (hand_of (window))));
  g_assert_true (focus_ring_on (window));
  save_png (GTK_WIDGET (window), "focus-ring-on-card.png");

  wait_seconds (5);
  g_assert_true (focus_ring_on (window));
  save_png (GTK_WIDGET (window), "focus-ring-after-5s.png");
  g_assert_true (focus_ring_on (window));

  /* A click hands the table to the pointer: the ring goes. */
  g_signal_connect (window, "notify::focus-visible", G_CALLBACK (focus_visible_changed_cb), &changed);
  click_at (canasta_window_get_pile_view (window), 2, 2);
  while (!changed)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  g_signal_handlers_disconnect_by_func (window, focus_visible_changed_cb, &changed);

  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* ---------------------------------------------------------------- Tab */

typedef enum
{
  STOP_HAND,
  STOP_OWN_MELDS,
  STOP_STOCK,
  STOP_PILE,
  STOP_ACTIONS,
  STOP_OTHER,
  STOP_HISTORY,
  STOP_HEADER,
} Stop;

static const char * const stop_names[] = {
  "hand", "own melds", "stock", "pile", "actions", "other", "history", "header"
};

static Stop
stop_of (CanastaWindow *window,
         GtkWidget     *focus)
{
  CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
  GtkWidget *draw = find_action_button (GTK_WIDGET (window), "table.draw");

  if (gtk_widget_is_ancestor (focus, GTK_WIDGET (hand_of (window))))
    return STOP_HAND;
  if (gtk_widget_is_ancestor (focus, canasta_window_get_side_view (window, 0)))
    return STOP_OWN_MELDS;
  if (focus == canasta_pile_view_get_stock_widget (pile))
    return STOP_STOCK;
  if (focus == canasta_pile_view_get_pile_widget (pile))
    return STOP_PILE;
  if (gtk_widget_get_parent (focus) == gtk_widget_get_parent (draw))
    return STOP_ACTIONS;
  if (gtk_widget_get_ancestor (focus, CANASTA_TYPE_HISTORY_VIEW) != NULL)
    return STOP_HISTORY;
  if (gtk_widget_get_ancestor (focus, ADW_TYPE_HEADER_BAR) != NULL)
    return STOP_HEADER;
  return STOP_OTHER;
}

/* Plays the person's turn (draw, discard the first card) and lets the
 * computers play theirs: the history has lines to walk. */
static void
play_a_turn (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);
  CnVerdict verdict;
  CnCard card;
  guint round = canasta_game_get_round (game);

  g_assert_true (canasta_game_draw (game, &verdict));
  card = canasta_card_get_card (canasta_card_view_get_card (
    CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand_of (window), 0))));
  g_assert_true (canasta_game_discard (game, card, &verdict));
  g_assert_true (spin_until (human_to_act, window, 20000));
  g_assert_cmpuint (canasta_game_get_round (game), ==, round);
}

/* From the hand, Tab goes to the side's melds, the stock, the pile and
 * the buttons, in that order; then the rest, the history once, the
 * header bar last; and round to the hand. */
static void
test_tab_order (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window = mid_round_window ();
  GString *trail = g_string_new (NULL);
  Stop last = STOP_HAND;
  gboolean seen[STOP_HEADER + 1] = { FALSE };
  int presses = 0;

  if (!activate_window (window))
    {
      g_test_skip ("keys are typed through X11's XTest");
      close_window (window);
      g_string_free (trail, TRUE);
      return;
    }

  play_a_turn (window);
  g_assert_cmpuint (canasta_history_view_get_n_turns (find_history (GTK_WIDGET (window))), >, 2);

  press (window, GDK_KEY_h);
  g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HAND);

  do
    {
      Stop stop;

      press (window, GDK_KEY_Tab);
      presses++;
      stop = stop_of (window, gtk_root_get_focus (GTK_ROOT (window)));
      g_string_append_printf (trail, "%s%s", trail->len > 0 ? ", " : "", stop_names[stop]);
      if (stop != STOP_HAND && stop < last)
        g_error ("Tab went back to the %s: %s", stop_names[stop], trail->str);
      /* The history is one stop, however many lines it has. */
      if (stop == STOP_HISTORY && last == STOP_HISTORY)
        g_error ("Tab stopped twice in the history: %s", trail->str);
      seen[stop] = TRUE;
      last = stop;
      g_assert_cmpint (presses, <, 40);
    }
  while (last != STOP_HAND);

  g_test_message ("Tab from the hand: %s", trail->str);
  for (Stop stop = STOP_OWN_MELDS; stop <= STOP_HEADER; stop++)
    if (stop != STOP_OTHER && !seen[stop])
      g_error ("Tab never reached the %s: %s", stop_names[stop], trail->str);
  /* The history is one stop; the header bar's buttons (the sensitive
   * ones: this window has no application for New Game) come after
   * everything else; then the hand again. */
  g_assert_nonnull (strstr (trail->str, "history, header, "));
  g_assert_true (g_str_has_suffix (trail->str, "header, hand"));

  /* Shift+Tab walks back: from the hand to the header bar. */
  press_with (window, GDK_KEY_Shift_L, GDK_KEY_Tab);
  g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HEADER);

  g_string_free (trail, TRUE);
  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* F6 goes round the regions: hand, table, buttons, history, header bar;
 * Shift+F6 the other way. */
static void
test_f6_regions (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window = mid_round_window ();
  const Stop forward[] = { STOP_OWN_MELDS, STOP_ACTIONS, STOP_HISTORY, STOP_HEADER, STOP_HAND };

  if (!activate_window (window))
    {
      g_test_skip ("keys are typed through X11's XTest");
      close_window (window);
      return;
    }

  play_a_turn (window);
  press (window, GDK_KEY_h);

  for (guint i = 0; i < G_N_ELEMENTS (forward); i++)
    {
      press (window, GDK_KEY_F6);
      g_assert_cmpstr (stop_names[stop_of (window, gtk_root_get_focus (GTK_ROOT (window)))], ==,
                       stop_names[forward[i]]);
    }

  /* In the history, the arrows walk its lines. */
  press_with (window, GDK_KEY_Shift_L, GDK_KEY_F6);
  g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HEADER);
  press_with (window, GDK_KEY_Shift_L, GDK_KEY_F6);
  g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HISTORY);
  {
    GtkWidget *row = gtk_root_get_focus (GTK_ROOT (window));

    press (window, GDK_KEY_Down);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != row);
    g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HISTORY);
  }
  press (window, GDK_KEY_F6);
  press (window, GDK_KEY_F6);
  g_assert_cmpint (stop_of (window, gtk_root_get_focus (GTK_ROOT (window))), ==, STOP_HAND);

  for (int i = G_N_ELEMENTS (forward) - 2; i >= 0; i--)
    {
      press_with (window, GDK_KEY_Shift_L, GDK_KEY_F6);
      g_assert_cmpstr (stop_names[stop_of (window, gtk_root_get_focus (GTK_ROOT (window)))], ==,
                       stop_names[forward[i]]);
    }

  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

/* ---------------------------------------------------------- mnemonics */

/* The letter after the underline of a label, lowercase; 0 without one. */
static gunichar
mnemonic_of (const char *label)
{
  for (const char *p = label; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    if (*p == '_')
      {
        p++;
        if (*p != '_' && *p != '\0')
          return g_unichar_tolower (g_utf8_get_char (p));
      }

  return 0;
}

/* GTK takes a mnemonic only from what is shown: a hidden button (the
 * round's end buttons during play) shares none, unless hidden says it
 * counts (the cut's buttons, shown over a table whose buttons show). */
static void
collect_buttons (GtkWidget *widget,
                 gboolean   hidden,
                 GPtrArray *buttons)
{
  if (!hidden && !gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget)) &&
      gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (buttons, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, hidden, buttons);
}

/* The shortcuts window's line for a move: its keys as written there. */
static const char *
shortcut_for (GtkBuilder *builder,
              const char *title)
{
  GSList *objects = gtk_builder_get_objects (builder);
  const char *found = NULL;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *t = NULL;
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "title", &t, "accelerator", &accelerator, NULL);
        if (g_strcmp0 (t, title) == 0)
          found = g_intern_string (accelerator);
      }
  g_slist_free (objects);

  return found;
}

/* The buttons seen at the table at once (the header bar's, the cut's and
 * the moves') each have a mnemonic of their own. */
static void
check_unique_mnemonics (CanastaWindow *window,
                        const char    *language)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GHashTable) letters = g_hash_table_new (NULL, NULL);
  GtkWidget *header;

  header = gtk_widget_get_ancestor (find_action_button (GTK_WIDGET (window), "table.undo"), ADW_TYPE_HEADER_BAR);
  collect_buttons (header, FALSE, buttons);
  collect_buttons (gtk_widget_get_parent (find_action_button (GTK_WIDGET (window), "table.draw")), FALSE, buttons);
  collect_buttons (canasta_window_get_cut_view (window), TRUE, buttons);
  g_assert_cmpuint (buttons->len, >=, 9);

  for (guint i = 0; i < buttons->len; i++)
    {
      const char *label = gtk_button_get_label (g_ptr_array_index (buttons, i));
      gunichar letter = mnemonic_of (label);
      const char *other;

      g_test_message ("%s: %s", language, label);
      if (letter == 0)
        g_error ("%s: “%s” has no mnemonic", language, label);
      other = g_hash_table_lookup (letters, GUINT_TO_POINTER (letter));
      if (other != NULL)
        g_error ("%s: “%s” and “%s” share a mnemonic", language, other, label);
      g_hash_table_insert (letters, GUINT_TO_POINTER (letter), (gpointer) label);
    }
}

/* In the language of the environment: mnemonics of their own at a
 * classic table and at a uruguayan one (whose buttons say "pozo" and
 * "close"), and the shortcuts window showing each move's Alt+letter beside
 * its single-letter key. */
static void
check_mnemonics (const char *language)
{
  struct { const char *action; guint key; const char *title; } moves[] = {
    { "table.draw", GDK_KEY_d, N_("Draw from the stock") },
    { "table.take-pile", GDK_KEY_p, N_("Take the pile with the selected cards, or with a natural pair from your hand") },
    { "table.meld", GDK_KEY_m, N_("Meld the selected cards") },
    { "table.lay-off-auto", GDK_KEY_l, N_("Lay off the selected cards") },
    { "table.discard", GDK_KEY_x, N_("Discard the selected card") },
    { "table.ask", GDK_KEY_g, N_("Ask your partner’s permission to finish the round") },
  };
  CanastaWindow *window;
  g_autoptr(GtkBuilder) builder = NULL;
  CanastaGameSetup setup = { .variant = CN_VARIANT_URUGUAYAN, .players = 4, .seed = 3 };

  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  window = mid_round_window ();
  check_unique_mnemonics (window, language);

  builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      GtkWidget *button = find_action_button (GTK_WIDGET (window), moves[i].action);
      const char *label = gtk_button_get_label (GTK_BUTTON (button));
      const char *keys = shortcut_for (builder, g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", moves[i].title));
      g_auto(GStrv) accels = NULL;
      guint key = 0, alt_key = 0;
      GdkModifierType mods = 0, alt_mods = 0;

      g_assert_nonnull (keys);
      accels = g_strsplit (keys, " ", -1);
      g_assert_cmpuint (g_strv_length (accels), ==, 2);
      g_assert_true (gtk_accelerator_parse (accels[0], &key, &mods));
      g_assert_true (gtk_accelerator_parse (accels[1], &alt_key, &alt_mods));
      /* The single-letter key is the same in every language. */
      g_assert_cmpuint (key, ==, moves[i].key);
      g_assert_cmpuint (mods, ==, 0);
      if (alt_mods != GDK_ALT_MASK || alt_key != gdk_unicode_to_keyval (mnemonic_of (label)))
        g_error ("%s: the shortcuts window gives %s for “%s”", language, keys, label);
    }

  for (int i = 0; i < 4; i++)
    setup.kinds[i] = i == 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
  canasta_window_start_game (window, &setup);
  test_wait_settle ();
  g_assert_cmpint (canasta_game_get_variant (canasta_window_get_game (window)), ==, CN_VARIANT_URUGUAYAN);
  check_unique_mnemonics (window, language);

  close_window (window);
}

/* The window's shortcuts window follows the buttons on screen: at a
 * uruguayan table, "May I _Close?" is Alt+C there. */
static void
test_shortcuts_follow_buttons (void)
{
  CanastaWindow *window = mid_round_window ();
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  CanastaGameSetup setup = { .variant = CN_VARIANT_URUGUAYAN, .players = 4, .seed = 3 };
  const char *ask = "Ask your partner’s permission to finish the round";

  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window),
                                           GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  g_assert_cmpstr (shortcut_for (builder, ask), ==, "g <Alt>g");

  for (int i = 0; i < 4; i++)
    setup.kinds[i] = i == 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
  canasta_window_start_game (window, &setup);
  test_wait_settle ();
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (find_action_button (GTK_WIDGET (window), "table.ask"))), ==,
                   "May I _Close?");
  g_assert_cmpstr (shortcut_for (builder, ask), ==, "g <Alt>c");

  /* The window owns the shortcuts window now, and destroys it with itself. */
  g_clear_object (&builder);
  close_window (window);
}

static void
test_mnemonics (gconstpointer data)
{
  if (g_test_subprocess ())
    {
      check_mnemonics (data);
      return;
    }

  g_test_trap_subprocess (NULL, 120 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* ---------------------------------------------------- arranging the hand */

static CnCard
card (const char *name)
{
  CnCard c = 0;

  g_assert_true (cn_card_parse (name, &c));
  return c;
}

static gboolean
hand_arranged (CanastaWindow *window)
{
  return canasta_game_get_hand_arranged (canasta_window_get_game (window), 0);
}

/* The arrangement follows the hand: the cards still there keep their
 * places (the first copies of a card when one copy goes), new cards go
 * to the right end. */
static void
test_arrangement_reconcile (void)
{
  CnCard order[CN_MAX_CARDS];
  CnCard hand[CN_MAX_CARDS];
  const char *start[] = { "KS", "4C", "KS", "2C", "AH" };
  const char *now[] = { "2C", "4C", "7D", "AH", "JK", "KS" };
  const char *want[] = { "KS", "4C", "2C", "AH", "7D", "JK" };
  int n;

  for (guint i = 0; i < G_N_ELEMENTS (start); i++)
    order[i] = card (start[i]);
  for (guint i = 0; i < G_N_ELEMENTS (now); i++)
    hand[i] = card (now[i]);

  n = canasta_arrangement_reconcile (order, G_N_ELEMENTS (start), hand, G_N_ELEMENTS (now));
  g_assert_cmpint (n, ==, G_N_ELEMENTS (want));
  for (int i = 0; i < n; i++)
    g_assert_cmpint (order[i], ==, card (want[i]));
  g_assert_true (canasta_arrangement_same_cards (order, n, hand, G_N_ELEMENTS (now)));
  g_assert_false (canasta_arrangement_same_cards (order, n - 1, hand, G_N_ELEMENTS (now) - 1));
}

/* The hand arranged by a drop between two cards stays so: after a draw
 * (the new cards go to the right end), after a save and its restore, and
 * until the player sorts it again (S). */
static void
test_arrange_by_drop (void)
{
  CanastaWindow *window = mid_round_window ();
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = hand_of (window);
  g_autofree char *sorted = hand_text (window);
  g_autofree char *arranged = NULL;
  g_autofree char *after_draw = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CnSaveData) data = { 0 };
  g_auto(CnSaveData) back = { 0 };
  CanastaWindow *resumed;
  CnVerdict verdict;
  CnCard cards[CN_MAX_CARDS];

  g_test_message ("sorted: %s", sorted);
  g_assert_false (hand_arranged (window));
  /* The sort button has nothing to do yet. */
  g_assert_false (gtk_widget_get_sensitive (find_action_button (GTK_WIDGET (window), "table.sort-hand")));

  /* The two of clubs and the four of clubs, dropped before the first card. */
  g_assert_true (canasta_hand_view_select_card (hand, card ("2C")));
  g_assert_true (canasta_hand_view_select_card (hand, card ("4C")));
  canasta_hand_view_drop_selection (hand, 0);
  test_wait_settle ();
  arranged = hand_text (window);
  g_test_message ("arranged: %s", arranged);
  g_assert_true (hand_arranged (window));
  g_assert_true (gtk_widget_get_sensitive (find_action_button (GTK_WIDGET (window), "table.sort-hand")));
  g_assert_true (g_str_has_prefix (arranged, "2C 4C ") || g_str_has_prefix (arranged, "4C 2C "));
  /* The cards dropped are still the ones selected. */
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 2);
  canasta_hand_view_clear_selection (hand);

  /* A draw brings the KH: at the right end, the rest as it was. */
  g_assert_true (canasta_game_draw (game, &verdict));
  test_wait_settle ();
  after_draw = hand_text (window);
  g_test_message ("after the draw: %s", after_draw);
  g_assert_true (g_str_has_prefix (after_draw, arranged));
  g_assert_cmpstr (after_draw + strlen (arranged), ==, " KH");

  /* Saved and read back, in a new window: the same hand, as arranged. */
  cn_save_data_init (&data);
  g_assert_true (canasta_game_export_save (game, &data));
  bytes = cn_save_to_bytes (&data, &error);
  g_assert_no_error (error);
  g_assert_true (cn_save_from_bytes (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &back, &error));
  g_assert_no_error (error);
  resumed = canasta_window_new (NULL);
  gtk_window_present (GTK_WINDOW (resumed));
  canasta_game_restore_save (canasta_window_get_game (resumed), &back);
  wait_drawn (GTK_WIDGET (resumed));
  test_wait_settle ();
  {
    g_autofree char *text = hand_text (resumed);

    g_assert_cmpstr (text, ==, after_draw);
    g_assert_cmpint (canasta_game_get_hand_arrangement (canasta_window_get_game (resumed), 0, cards), ==,
                     (int) canasta_hand_view_get_n_cards (hand_of (resumed)));
  }
  close_window (resumed);

  /* S sorts again: back to the preferences' order. */
  gtk_widget_activate_action (GTK_WIDGET (window), "table.sort-hand", NULL);
  test_wait_settle ();
  g_assert_false (hand_arranged (window));
  {
    g_autofree char *text = hand_text (window);

    g_assert_false (g_str_has_prefix (text, arranged));
  }

  close_window (window);
}

/* The autosave keeps the arrangement as soon as it is made, with no move
 * after it: a game resumed from the file shows the hand as left. */
static void
test_arrangement_autosave (void)
{
  CanastaWindow *window = mid_round_window ();
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = hand_of (window);
  g_autofree char *dir = g_dir_make_tmp ("canasta-keys-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "stats.json", NULL);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);
  g_autoptr(CanastaAutosave) reader = NULL;
  g_autofree char *arranged = NULL;
  CanastaWindow *resumed;
  guint written = canasta_autosave_get_n_written (autosave);

  /* The ace of hearts to the right end. */
  g_assert_true (canasta_hand_view_select_card (hand, card ("AH")));
  canasta_hand_view_drop_selection (hand, canasta_hand_view_get_n_cards (hand));
  test_wait_settle ();
  arranged = hand_text (window);
  g_assert_true (g_str_has_suffix (arranged, " AH"));
  canasta_autosave_flush (autosave);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), >, written);

  resumed = canasta_window_new (NULL);
  gtk_window_present (GTK_WINDOW (resumed));
  reader = canasta_autosave_new (canasta_window_get_game (resumed), path, stats);
  canasta_autosave_set_enabled (reader, FALSE);
  g_assert_true (canasta_autosave_resume (reader, NULL, NULL));
  wait_drawn (GTK_WIDGET (resumed));
  test_wait_settle ();
  {
    g_autofree char *text = hand_text (resumed);

    g_assert_cmpstr (text, ==, arranged);
  }
  close_window (resumed);
  g_clear_object (&reader);

  canasta_autosave_set_enabled (autosave, FALSE);
  g_clear_object (&autosave);
  close_window (window);
  g_remove (path);
  g_remove (stats);
  g_rmdir (dir);
}

/* A save of an older Canasta, without the arrangement, loads as before;
 * one whose arrangement is not the hand's cards loads sorted. */
static void
test_arrangement_old_save (void)
{
  CanastaWindow *window = mid_round_window ();
  CanastaGame *game = canasta_window_get_game (window);
  g_auto(CnSaveData) data = { 0 };
  CnCard wrong[1];

  wrong[0] = card ("KS");
  g_assert_false (canasta_game_arrange_hand (game, 0, wrong, 1));

  cn_save_data_init (&data);
  g_assert_true (canasta_game_export_save (game, &data));
  g_assert_null (data.app);
  canasta_game_restore_save (game, &data);
  g_assert_false (hand_arranged (window));

  data.app = json_object_new ();
  {
    JsonObject *arrangements = json_object_new ();
    JsonArray *cards = json_array_new ();

    json_array_add_string_element (cards, "KS");
    json_object_set_array_member (arrangements, "0", cards);
    json_object_set_object_member (data.app, "hand-arrangements", arrangements);
  }
  canasta_game_restore_save (game, &data);
  g_assert_false (hand_arranged (window));

  close_window (window);
}

#ifdef HAVE_XTEST

static gboolean
drop_gap_shown (CanastaWindow *window)
{
  return canasta_hand_view_get_drop_gap (hand_of (window)) >= 0;
}

/* Ends when the hand is arranged or the drag is over without a drop. */
static void
arranged_cb (CanastaGame *game,
             int          seat,
             gboolean    *done)
{
  *done = TRUE;
}
#endif

/* A card dragged with the pointer from the right end of the hand and
 * dropped between its first two cards, the insertion marker showing on
 * the way; then moved back one place with Ctrl+Right. */
#ifdef HAVE_XTEST
/* A drag through the X server is paced, not awaited: the drag protocol
 * goes back and forth between GTK and the server, and the X server
 * starts a drag only from moves that come one after another, as a hand
 * makes them (moves about 50 ms apart). What the
 * test then needs, the gap shown and the arrangement made, it waits for
 * as events. */
static void
pace_drag (void)
{
  test_wait_settle ();
  g_usleep (50 * 1000);
  test_wait_settle ();
}
#endif

static void
test_arrange_by_drag (void)
{
#ifdef HAVE_XTEST
  CanastaWindow *window = mid_round_window ();
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = hand_of (window);
  Display *dpy = x_display ();
  GtkWidget *last, *first, *second;
  CanastaCard *dragged;
  gboolean done = FALSE;
  double x, y;
  guint n;

  if (!activate_window (window))
    {
      g_test_skip ("the pointer is moved through X11's XTest");
      close_window (window);
      return;
    }

  n = canasta_hand_view_get_n_cards (hand);
  last = canasta_hand_view_get_card_view (hand, n - 1);
  first = canasta_hand_view_get_card_view (hand, 0);
  second = canasta_hand_view_get_card_view (hand, 1);
  dragged = canasta_card_view_get_card (CANASTA_CARD_VIEW (last));
  g_signal_connect (game, "hand-arranged", G_CALLBACK (arranged_cb), &done);

  /* Pressed on the last card, moved in small steps to the gap between
   * the first two cards, as a hand does. */
  pointer_to (last, gtk_widget_get_width (last) / 2.0, gtk_widget_get_height (last) / 2.0);
  pace_drag ();
  XTestFakeButtonEvent (dpy, 1, True, CurrentTime);
  XSync (dpy, False);
  {
    graphene_point_t from, to;

    g_assert_true (gtk_widget_compute_point (last, GTK_WIDGET (hand),
                                             &GRAPHENE_POINT_INIT (gtk_widget_get_width (last) / 2.0,
                                                                   gtk_widget_get_height (last) / 2.0),
                                             &from));
    g_assert_true (gtk_widget_compute_point (second, GTK_WIDGET (hand), &GRAPHENE_POINT_INIT (2, 0), &to));
    for (int step = 1; step <= 12; step++)
      {
        x = from.x + (to.x - from.x) * step / 12.0;
        y = from.y - 10 * (step < 12 ? 1 : 0);
        pointer_to (GTK_WIDGET (hand), x, y);
        pace_drag ();
      }
  }
  g_assert_true (spin_until (drop_gap_shown, window, 5000));
  g_assert_cmpint (canasta_hand_view_get_drop_gap (hand), ==, 1);
  save_png (GTK_WIDGET (window), "insertion-marker.png");

  XTestFakeButtonEvent (dpy, 1, False, CurrentTime);
  XSync (dpy, False);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  test_wait_settle ();
  g_signal_handlers_disconnect_by_func (game, arranged_cb, &done);

  g_assert_true (canasta_hand_view_get_card_view (hand, 0) == first);
  g_assert_true (canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, 1))) == dragged);
  g_assert_cmpint (canasta_hand_view_get_drop_gap (hand), ==, -1);

  /* The keyboard on that card: Ctrl+Right moves it one place, the focus
   * with it. */
  press (window, GDK_KEY_h);
  press (window, GDK_KEY_Home);
  press (window, GDK_KEY_Right);
  g_assert_true (canasta_card_view_get_card (CANASTA_CARD_VIEW (gtk_root_get_focus (GTK_ROOT (window)))) == dragged);
  press_with (window, GDK_KEY_Control_L, GDK_KEY_Right);
  g_assert_true (canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, 2))) == dragged);
  g_assert_true (canasta_card_view_get_card (CANASTA_CARD_VIEW (gtk_root_get_focus (GTK_ROOT (window)))) == dragged);
  press_with (window, GDK_KEY_Control_L, GDK_KEY_Left);
  /* Out of turn too (the hand takes no move then, but the player may
   * arrange it while the others play). */
  canasta_hand_view_set_interactive (hand, FALSE);
  press_with (window, GDK_KEY_Control_L, GDK_KEY_Left);
  g_assert_true (canasta_card_view_get_card (CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, 0))) == dragged);
  g_assert_true (focus_ring_on (window));

  close_window (window);
#else
  g_test_skip ("built without XTest (libxtst-dev)");
#endif
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/keyboard/focus-ring-stays", test_focus_ring_stays);
  g_test_add_func ("/keyboard/tab-order", test_tab_order);
  g_test_add_func ("/keyboard/f6-regions", test_f6_regions);
  g_test_add_func ("/keyboard/shortcuts-follow-buttons", test_shortcuts_follow_buttons);
  g_test_add_data_func ("/keyboard/mnemonics/en", "en", test_mnemonics);
  g_test_add_data_func ("/keyboard/mnemonics/es", "es", test_mnemonics);
  g_test_add_data_func ("/keyboard/mnemonics/it", "it", test_mnemonics);
  g_test_add_func ("/keyboard/arrangement-reconcile", test_arrangement_reconcile);
  g_test_add_func ("/keyboard/arrange-by-drop", test_arrange_by_drop);
  g_test_add_func ("/keyboard/arrangement-autosave", test_arrangement_autosave);
  g_test_add_func ("/keyboard/arrangement-old-save", test_arrangement_old_save);
  g_test_add_func ("/keyboard/arrange-by-drag", test_arrange_by_drag);

  return g_test_run ();
}
