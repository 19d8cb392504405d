/* test-table.c: playing at the table as a person does, under Xvfb
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A whole round with the keyboard alone, undo, the history of the round,
 * the game-over screen, and the screenshots of the table the README shows
 * (with CANASTA_SCREENSHOT_DIR set).
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "cn-ai.h"

#include "canasta-application.h"
#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-meld.h"
#include "canasta-pile-view.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "test-util.h"

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
spin_until (gboolean (*done) (CanastaWindow *window),
            CanastaWindow *window,
            guint          timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * 1000;

  while (!done (window) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);

  return done (window);
}

static gboolean
human_to_act (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return (canasta_game_get_viewer_can_act (game) && !canasta_game_get_busy (game)) ||
         canasta_game_get_phase (game) == CN_PHASE_ROUND_OVER;
}

static CanastaWindow *
new_window (int      players,
            guint64  seed,
            int      width,
            int      height)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = players, .seed = seed };
  const char *names[] = { "Ana", "Bruno", "Carla", "Marco" };

  for (int i = 0; i < players; i++)
    {
      setup.kinds[i] = i == 0 ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = names[i];
    }

  canasta_game_set_pace (canasta_window_get_game (window), 0);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  spin (50);

  return window;
}

static void
close_window (CanastaWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static void
save_png (GtkWidget  *widget,
          const char *name)
{
  const char *dir = g_getenv ("CANASTA_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  int w, h;

  if (dir == NULL)
    return;

  path = g_build_filename (dir, name, NULL);
  spin (900);
  w = gtk_widget_get_width (widget);
  h = gtk_widget_get_height (widget);
  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

/* A classic four-player position in the middle of a round, seat 0 (Ana)
 * to draw: Ana & Carla have a canasta, a six-card meld and red threes;
 * Bruno & Marco have not opened, so the pile, open to Ana's side, is
 * frozen for theirs. */
static void
mid_round_state (CanastaGame *game,
                 CnState     *s)
{
  *s = *canasta_game_get_state (game);
  cn_state_init_empty (s, s->rules, &s->options, 4);
  tu_hand (s, 0, "AS AH KC KD 10S 9H 8C 7D 6S 5H 4C 2C");
  tu_hand (s, 1, "QS QH JS 9S 8S 7S 6D 5D 4D 10D 9D");
  tu_hand (s, 2, "AD KS QD JD 10C 8D 7C 6C");
  tu_hand (s, 3, "JH 10H 9C 8H 7H 6H 5C 4H 4S 3S 3C");
  tu_meld (s, 0, "QC QC QH QD QS JK 2D");
  tu_meld (s, 0, "9C 9D 9S 9H 2H JK");
  tu_meld (s, 0, "5C 5S 5D");
  tu_red_threes (s, 0, "3H 3D");
  tu_pile (s, "8C 5S 10D JC");
  tu_stock (s, "KH AC 2S 7S 6H JH 10H 4S KS 8D AD JS");
  s->turn = 0;
  s->phase = CN_PHASE_DRAW;
  tu_finish (s);
}

static void
test_shots (void)
{
  CanastaWindow *window;
  CanastaGame *game;
  CnState state;

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("set CANASTA_SCREENSHOT_DIR to save screenshots");
      return;
    }

  window = new_window (4, 7, 1280, 800);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  mid_round_state (game, &state);
  canasta_game_set_state (game, &state);
  save_png (GTK_WIDGET (window), "table.png");
  close_window (window);

  window = new_window (4, 7, 800, 600);
  game = canasta_window_get_game (window);
  g_assert_true (spin_until (human_to_act, window, 20000));
  mid_round_state (game, &state);
  canasta_game_set_state (game, &state);
  gtk_widget_activate_action (GTK_WIDGET (window), "table.toggle-rules", NULL);
  save_png (GTK_WIDGET (window), "small-help.png");
  close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  /* Screenshots in another language: CANASTA_SCREENSHOT_LANGUAGE=es. */
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") != NULL && g_getenv ("CANASTA_LOCALEDIR") != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_setenv ("LANGUAGE", g_getenv ("CANASTA_SCREENSHOT_LANGUAGE"), TRUE);
      setlocale (LC_ALL, "C.UTF-8");
    }

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  adw_init ();
  canasta_register_resources ();

  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add_func ("/table/shots", test_shots);

  return g_test_run ();
}
