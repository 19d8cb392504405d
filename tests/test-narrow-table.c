/* test-narrow-table.c: the table in a window 800 pixels wide, as on a
 * laptop beside another screen: every side's total and every seat's card
 * count in full, long names giving way; and the same at 1280 pixels.
 * With CANASTA_SCREENSHOT_DIR set, the screenshots of both widths.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-seat-view.h"
#include "test-window-util.h"
#include "cn-text.h"

/* Long names, as a family writes them. */
static const char *const long_names[] = {
  "Maria Fernanda", "Computer 2", "Ana Lucía Rodríguez", "Computer 4",
};

/* The first label under root whose text holds part and that is drawn. */
static GtkWidget *
find_label_with (GtkWidget  *root,
                 const char *part)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_child_visible (root) &&
      gtk_widget_get_visible (root) &&
      strstr (gtk_label_get_text (GTK_LABEL (root)), part) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label_with (child, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The label is drawn with all its text: not cut to "…", and given at
 * least the width its text takes. */
static void
assert_in_full (GtkWidget  *label,
                const char *what)
{
  int natural;

  g_assert_nonnull (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))) ||
      gtk_widget_get_width (label) < natural)
    g_error ("%s cut: “%s” in %d px of %d", what, gtk_label_get_text (GTK_LABEL (label)),
             gtk_widget_get_width (label), natural);
}

/* No label under root, drawn, is cut to its ellipsis alone: a "…" with
 * nothing before it says nothing. */
static void
assert_no_bare_ellipsis (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) && gtk_widget_get_child_visible (root) &&
      gtk_widget_get_opacity (root) > 0 &&
      gtk_label_get_text (GTK_LABEL (root))[0] != '\0' &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (root));
      PangoLayoutIter *iter = pango_layout_get_iter (layout);
      PangoRectangle logical;
      int ellipsis_w;
      g_autoptr(PangoLayout) ellipsis = gtk_widget_create_pango_layout (root, "…");

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      pango_layout_iter_free (iter);
      pango_layout_get_pixel_size (ellipsis, &ellipsis_w, NULL);
      if (PANGO_PIXELS (logical.width) <= ellipsis_w + 2)
        g_error ("a label cut to “…” alone: “%s”", gtk_label_get_text (GTK_LABEL (root)));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_bare_ellipsis (child);
}

/* The view of another seat's cards, by the seat's number. */
static GtkWidget *
find_seat_view (GtkWidget *root,
                int        seat)
{
  if (CANASTA_IS_SEAT_VIEW (root) && canasta_seat_view_get_seat (CANASTA_SEAT_VIEW (root)) == seat)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_seat_view (child, seat);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
cut_view_shown (CanastaWindow *window)
{
  return gtk_widget_get_mapped (canasta_window_get_cut_view (window));
}

/* A window at width by 700 on a new game of variant, the table shown:
 * long names, the person at seat 0, the uruguayan cut made and read. */
static CanastaWindow *
open_table (CnVariant variant,
            int       players,
            int       width)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaGameSetup setup = { .variant = variant, .players = players, .seed = 10 };

  for (int i = 0; i < players; i++)
    {
      setup.kinds[i] = i == 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = long_names[i];
    }
  canasta_game_set_pace (game, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 700);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  wait_drawn (GTK_WIDGET (window));
  g_assert_true (spin_until (human_to_act, window, 0));
  if (canasta_game_get_phase (game) == CANASTA_PHASE_CUT)
    {
      CnVerdict verdict;
      int min, max, exact;

      canasta_game_get_cut_range (game, &min, &max, &exact);
      g_assert_true (canasta_game_cut (game, (min + max) / 2, &verdict));
      g_assert_true (spin_until (human_to_act, window, 0));
    }
  if (cut_view_shown (window))
    {
      g_signal_emit_by_name (canasta_cut_view_get_done_button (CANASTA_CUT_VIEW (canasta_window_get_cut_view (window))),
                             "clicked");
      g_assert_true (spin_until (human_to_act, window, 0));
    }
  g_assert_true (test_wait_for (nothing_in_flight, window));
  wait_drawn (GTK_WIDGET (window));
  return window;
}

/* Every side's heading shows its total in full, whatever the names, in
 * every rule set, at every player count it has, at 800 and 1280 pixels. */
static void
test_side_totals (void)
{
  static const int widths[] = { 800, 1280 };
  static const char *const variant_names[] = { "classic", "fifteen", "italian", "uruguayan" };

  for (CnVariant variant = 0; variant < CN_N_VARIANTS; variant++)
    for (int players = 2; players <= 4; players++)
      for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
        {
          CanastaWindow *window;
          CanastaGame *game;
          int totals[CN_MAX_SIDES] = { 12345, 9870, 4560 };
          g_autofree char *shot = NULL;

          if (cn_rules_get (variant) == NULL || cn_rules_seating (cn_rules_get (variant), players) == NULL)
            continue;
          g_test_message ("%s, %d players, %d px", variant_names[variant], players, widths[w]);
          window = open_table (variant, players, widths[w]);
          game = canasta_window_get_game (window);
          canasta_game_set_totals (game, totals);
          wait_drawn (GTK_WIDGET (window));
          for (int side = 0; side < canasta_game_get_n_sides (game); side++)
            {
              GtkWidget *view = canasta_window_get_side_view (window, side);
              g_autofree char *total = cn_text_number (canasta_game_get_total (game, side));

              g_assert_cmpint (canasta_game_get_total (game, side), ==, totals[side]);
              assert_in_full (find_label_with (view, total), "a side's total");
            }
          assert_no_bare_ellipsis (GTK_WIDGET (window));
          shot = g_strdup_printf ("narrow-%s-%d-%d.png", variant_names[variant], players, widths[w]);
          save_png (GTK_WIDGET (window), shot);
          close_window (window);
        }
}

/* The uruguayan premios under way beside a side's heading ("0 on the
 * table · canastilla 0/5") showed at 800 pixels as a bare "…" over the
 * opening bar: there, it gives way whole; at 1280 it shows in full. */
static void
test_uruguayan_note (void)
{
  static const int widths[] = { 800, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      CanastaWindow *window = open_table (CN_VARIANT_URUGUAYAN, 4, widths[w]);
      GtkWidget *side = canasta_window_get_side_view (window, 0);
      const char *note = canasta_side_view_get_note (CANASTA_SIDE_VIEW (side));

      g_assert_nonnull (note);
      assert_no_bare_ellipsis (GTK_WIDGET (window));
      if (widths[w] == 1280)
        assert_in_full (find_label_with (side, note), "the premios under way");
      close_window (window);
    }
}

/* A dropped seat's countdown under its cards leaves its card count in
 * full: the name gives way. */
static void
test_seat_count (void)
{
  static const int widths[] = { 800, 1280 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      CanastaWindow *window = open_table (CN_VARIANT_CLASSIC, 4, widths[w]);
      CanastaGame *game = canasta_window_get_game (window);
      g_autofree char *shot = g_strdup_printf ("narrow-seat-away-%d.png", widths[w]);

      /* The computers wait while the labels are looked at. */
      canasta_game_set_pace (game, 60000);
      for (int seat = 1; seat < 4; seat++)
        {
          GtkWidget *view = find_seat_view (GTK_WIDGET (window), seat);
          g_autofree char *away = cn_text_seat_state (FALSE, 105);

          g_assert_nonnull (view);
          canasta_seat_view_update (CANASTA_SEAT_VIEW (view), long_names[seat], away, 11, FALSE, FALSE, seat == 2);
        }
      wait_drawn (GTK_WIDGET (window));
      for (int seat = 1; seat < 4; seat++)
        {
          /* In the screenshots' language too. */
          g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", 11), 11);
          g_autofree char *wait = cn_text_seat_state (FALSE, 105);

          assert_in_full (find_label_with (find_seat_view (GTK_WIDGET (window), seat), count),
                          "a seat's card count");
          assert_in_full (find_label_with (find_seat_view (GTK_WIDGET (window), seat), wait),
                          "a seat's wait");
        }
      assert_no_bare_ellipsis (GTK_WIDGET (window));
      save_png (GTK_WIDGET (window), shot);
      close_window (window);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!window_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/narrow-table/side-totals", test_side_totals);
  g_test_add_func ("/narrow-table/uruguayan-note", test_uruguayan_note);
  g_test_add_func ("/narrow-table/seat-count", test_seat_count);

  return g_test_run ();
}
