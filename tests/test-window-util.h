/* test-window-util.h: driving the window in GTK tests, as a person does
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the window and help-pane tests: running the main loop until something holds
 * (test-wait.h: on the event, never a fixed time),
 * screenshots, and keys typed through the X server's XTest extension (with
 * HAVE_XTEST), each waited for until the window has seen it.
 */

#pragma once

#include <math.h>
#include <string.h>
#include <adwaita.h>

#include "canasta-card.h"
#include "canasta-card-view.h"
#include "canasta-celebration.h"
#include "canasta-cut-view.h"
#include "canasta-fly-layer.h"
#include "canasta-game.h"
#include "canasta-hand-view.h"
#include "canasta-history-view.h"
#include "canasta-side-view.h"
#include "canasta-window.h"
#include "test-util.h"
#include "test-wait.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "canasta-application.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif
#ifdef HAVE_XTEST
#include <X11/extensions/XTest.h>
#endif

typedef struct
{
  gboolean     (*done) (CanastaWindow *window);
  CanastaWindow *window;
} WindowWait;

static gboolean
window_wait_done (gpointer data)
{
  WindowWait *wait = data;

  return wait->done (wait->window);
}

/* Runs the main loop until done (window) holds. timeout_ms is no
 * deadline: the wait ends on the event, and only TEST_WAIT_LIMIT_S turns
 * a hang into a failure (the callers' figures were short deadlines that
 * failed on a busy machine). */
G_GNUC_UNUSED static gboolean
spin_until (gboolean (*done) (CanastaWindow *window),
            CanastaWindow *window,
            guint          timeout_ms)
{
  WindowWait wait = { done, window };

  return test_wait_for (window_wait_done, &wait);
}

G_GNUC_UNUSED static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
widget_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* Until widget is on screen and a frame of its window has been laid out
 * and painted since this call: its size and its children's places are
 * then the ones the person sees. */
G_GNUC_UNUSED static void
wait_drawn (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong id;

  g_assert_true (test_wait_for (widget_mapped, widget));
  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (test_wait_for (test_wait_flag, &painted));
  g_signal_handler_disconnect (clock, id);
}

typedef gboolean (*WidgetMatch) (GtkWidget *widget,
                                 gpointer   data);

/* The first widget under root, root itself included, depth first, that
 * match says is the one, or NULL: every finder below is this walk. */
G_GNUC_UNUSED static GtkWidget *
find_widget_where (GtkWidget   *root,
                   WidgetMatch  match,
                   gpointer     data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_where (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget,
            gpointer   data)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, (GType) GPOINTER_TO_SIZE (data));
}

/* The first widget of type under root, root itself included. */
G_GNUC_UNUSED static GtkWidget *
find_descendant (GtkWidget *root,
                 GType      type)
{
  return find_widget_where (root, is_of_type, GSIZE_TO_POINTER (type));
}

/* The message dialog on show, or NULL. */
G_GNUC_UNUSED static GtkWidget *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (window))
        return window;
    }

  return NULL;
}

static gboolean
has_action (GtkWidget *widget,
            gpointer   data)
{
  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

/* The button under widget that activates action, or NULL. */
G_GNUC_UNUSED static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  return find_widget_where (widget, has_action, (gpointer) action);
}

typedef struct
{
  const char *text;
  gboolean    mapped;
} LabelMatch;

static gboolean
is_label (GtkWidget *widget,
          gpointer   data)
{
  LabelMatch *match = data;

  return GTK_IS_LABEL (widget) &&
         (match->mapped ? gtk_widget_get_mapped (widget) : gtk_widget_get_visible (widget)) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), match->text) == 0;
}

/* The label under widget whose text is text, or NULL: one that is
 * mapped (on screen) when mapped is TRUE, visible otherwise. */
G_GNUC_UNUSED static GtkLabel *
find_label (GtkWidget  *widget,
            const char *text,
            gboolean    mapped)
{
  LabelMatch match = { text, mapped };

  return (GtkLabel *) find_widget_where (widget, is_label, &match);
}

static gboolean
has_label (GtkWidget *widget,
           gpointer   data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), data) == 0;
}

/* The button under widget that reads label, if any. */
G_GNUC_UNUSED static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  return find_widget_where (widget, has_label, (gpointer) label);
}

typedef struct
{
  const char *icon;
  int         skip;
} IconMatch;

/* A button showing the icon, once skip others that do are passed. */
static gboolean
is_icon_button (GtkWidget *widget,
                gpointer   data)
{
  IconMatch *match = data;

  return GTK_IS_BUTTON (widget) &&
         g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), match->icon) == 0 &&
         match->skip-- == 0;
}

/* The n-th button (from 0) under widget that shows icon, or NULL. */
G_GNUC_UNUSED static GtkWidget *
find_icon_button (GtkWidget  *widget,
                  const char *icon,
                  int         n)
{
  IconMatch match = { icon, n };

  return find_widget_where (widget, is_icon_button, &match);
}

/* The history beside the table, wherever the window keeps it. */
G_GNUC_UNUSED static CanastaHistoryView *
find_history (GtkWidget *widget)
{
  return (CanastaHistoryView *) find_descendant (widget, CANASTA_TYPE_HISTORY_VIEW);
}

/* A classic four-player position in the middle of a round, seat 0 (Ana)
 * to draw: Ana & Carla have a canasta, a six-card meld and red threes;
 * Bruno & Marco have not opened, so the pile, open to Ana's side, is
 * frozen for theirs. */
G_GNUC_UNUSED static void
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

/* A new window presented at width × height, on no game yet. */
G_GNUC_UNUSED static CanastaWindow *
present_new_window (int width,
                    int height)
{
  CanastaWindow *window = canasta_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* A window on a new game of variant with the computers playing at once,
 * presented at width × height: humans has a bit per person's seat, the
 * others are computers. The seats are Ana, Bruno, Carla and Marco. */
G_GNUC_UNUSED static CanastaWindow *
open_game_window (CnVariant variant,
                  int       players,
                  guint     humans,
                  guint64   seed,
                  int       width,
                  int       height)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = { .variant = variant, .players = players, .seed = seed };
  static const char *const names[] = { "Ana", "Bruno", "Carla", "Marco" };

  for (int i = 0; i < players; i++)
    {
      setup.kinds[i] = humans & (1u << i) ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      setup.names[i] = names[i];
    }

  canasta_game_set_pace (canasta_window_get_game (window), 0);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  return window;
}

/* The person at seat 0 plays a step with the simple player when it is
 * theirs; otherwise the main loop turns once (the computers play). */
G_GNUC_UNUSED static void
play_step (CanastaGame *game)
{
  if (canasta_game_get_viewer_can_act (game))
    {
      CnMove move = { 0 };
      CnVerdict verdict;

      cn_ai_simple_choose (canasta_game_get_state (game), &move);
      g_assert_true (canasta_game_play (game, &move, &verdict));
    }
  else
    g_main_context_iteration (NULL, TRUE);
}

G_GNUC_UNUSED static gboolean
human_to_act (CanastaWindow *window)
{
  CanastaGame *game = canasta_window_get_game (window);

  return (canasta_game_get_viewer_can_act (game) && !canasta_game_get_busy (game)) ||
         canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER;
}

G_GNUC_UNUSED static gboolean
summary_shown (CanastaWindow *window)
{
  return canasta_window_get_summary (window) != NULL;
}

/* The bar over the table has slid in whole: for a screenshot. */
G_GNUC_UNUSED static gboolean
banner_revealed (gpointer data)
{
  GPtrArray *stack = g_ptr_array_new ();
  gboolean revealed = FALSE;

  g_ptr_array_add (stack, data);
  while (stack->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_REVEALER (widget) && gtk_widget_has_css_class (gtk_revealer_get_child (GTK_REVEALER (widget)),
                                                                 "save-banner"))
        revealed = gtk_revealer_get_child_revealed (GTK_REVEALER (widget));
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  g_ptr_array_unref (stack);
  return revealed;
}

/* Destroys a window and waits until it is gone for good (finalized), its
 * handlers and timers with it: nothing of it runs into what follows. */
G_GNUC_UNUSED static void
destroy_window (gpointer window)
{
  gpointer weak = window;

  g_object_add_weak_pointer (G_OBJECT (window), &weak);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_true (test_wait_for (test_wait_gone, &weak));
}

/* Whether a toast shows over the table: the overlay has a child besides
 * the table. */
static gboolean
toast_on_show (CanastaWindow *window)
{
  GtkWidget *overlay = find_descendant (GTK_WIDGET (window), ADW_TYPE_TOAST_OVERLAY);

  for (GtkWidget *child = gtk_widget_get_first_child (overlay); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (overlay)))
      return TRUE;
  return FALSE;
}

/* With a toast on show, until a frame is painted 700 ms or more on the
 * frame clock after now: a toast that began to slide in by now has
 * arrived, however busy the machine, as libadwaita times its animations on
 * this clock. libadwaita 1.2 crashes (a double unref in adw_animation_skip)
 * when a toast is dismissed, or its window unmapped, while it slides in;
 * the window waits 700 ms by the wall clock before dismissing a young
 * toast, which a busy machine outlasts. */
G_GNUC_UNUSED static void
wait_toasts_arrived (CanastaWindow *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  gint64 start;

  if (clock == NULL || !toast_on_show (window))
    return;
  start = gdk_frame_clock_get_frame_time (clock);
  do
    wait_drawn (GTK_WIDGET (window));
  while (gdk_frame_clock_get_frame_time (clock) < start + 700 * 1000);
}

/* The first window of type on screen, or NULL. */
G_GNUC_UNUSED static GtkWindow *
find_shown_window (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

/* Fails unless text (a message, a status) says part. */
G_GNUC_UNUSED static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("«%s» does not say «%s»", text ? text : "(null)", part);
}

/* Fails if text says part. */
G_GNUC_UNUSED static void
assert_lacks (const char *text,
              const char *part)
{
  if (text != NULL && strstr (text, part) != NULL)
    g_error ("«%s» says «%s»", text, part);
}

/* The cards of text ("7S 7H 2C") as a set, as a selection hands them. */
G_GNUC_UNUSED static CanastaCardSet *
card_set (const char *text)
{
  CnCard cards[CN_MOVE_CAP];
  int n = tu_cards (text, cards);
  CanastaCardSet *set = canasta_card_set_new (0);

  for (int i = 0; i < n; i++)
    g_assert_true (canasta_card_set_add (set, cards[i]));
  return set;
}

/* Exactly these cards of the person's hand selected, as clicks would. */
G_GNUC_UNUSED static void
select_hand_cards (CanastaWindow *window,
                   const char    *text)
{
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  CnCard cards[CN_MOVE_CAP];
  int n = tu_cards (text, cards);

  canasta_hand_view_clear_selection (hand);
  for (int i = 0; i < n; i++)
    g_assert_true (canasta_hand_view_select_card (hand, cards[i]));
}

G_GNUC_UNUSED static void
close_window (CanastaWindow *window)
{
  wait_toasts_arrived (window);
  destroy_window (window);
}

/* No card in flight over the window, no canasta celebrated. */
G_GNUC_UNUSED static gboolean
nothing_in_flight (gpointer window)
{
  GtkWidget *fly = canasta_window_get_fly_layer (window);
  GtkWidget *celebration = find_descendant (window, CANASTA_TYPE_CELEBRATION);

  return canasta_fly_layer_get_n_flying (CANASTA_FLY_LAYER (fly)) == 0 &&
         (celebration == NULL || canasta_celebration_get_n_playing (CANASTA_CELEBRATION (celebration)) == 0);
}

/* A screenshot of widget in CANASTA_SCREENSHOT_DIR, when it is set: once
 * the cards in flight have landed and the celebrations ended, rendered
 * right after a frame, while the render nodes are fresh. */
G_GNUC_UNUSED static void
save_png (GtkWidget  *widget,
          const char *name)
{
  const char *dir = g_getenv ("CANASTA_SCREENSHOT_DIR");
  g_autofree char *path = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkFrameClock *clock;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  gboolean painted = FALSE;
  gulong id;
  int w, h;

  if (dir == NULL)
    return;

  path = g_build_filename (dir, name, NULL);
  if (CANASTA_IS_WINDOW (gtk_widget_get_root (widget)))
    g_assert_true (test_wait_for (nothing_in_flight, gtk_widget_get_root (widget)));
  clock = gtk_widget_get_frame_clock (widget);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  g_assert_true (test_wait_for (test_wait_flag, &painted));
  g_signal_handler_disconnect (clock, id);

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

/* The start of a table test: the C locale (or the screenshots' language,
 * CANASTA_SCREENSHOT_LANGUAGE, from the build's catalogues), GTK and
 * libadwaita, the app's resources and style. FALSE with no display: the
 * test then prints a TAP skip and ends. */
G_GNUC_UNUSED static gboolean
window_test_init (int    *argc,
                  char ***argv)
{
  setlocale (LC_ALL, "");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (argc, argv, NULL);

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
      return FALSE;
    }

  adw_init ();
  canasta_register_resources ();

  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  return TRUE;
}

#ifdef HAVE_XTEST

G_GNUC_UNUSED static Display *
x_display (void)
{
  GdkDisplay *display = gdk_display_get_default ();

  return GDK_IS_X11_DISPLAY (display) ? gdk_x11_display_get_xdisplay (display) : NULL;
}

/* Whether the pointer can drag here: xdotool and an X11 display. */
G_GNUC_UNUSED static gboolean
can_drag (void)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");

  return path != NULL && x_display () != NULL;
}

/* The first controller of this type on widget or its nearest ancestor
 * that has one. */
G_GNUC_UNUSED static gpointer
find_controller (GtkWidget *widget,
                 GType      type)
{
  for (; widget != NULL; widget = gtk_widget_get_parent (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (G_TYPE_CHECK_INSTANCE_TYPE (controller, type))
            return controller;   /* the widget holds it */
        }
    }
  return NULL;
}

typedef struct
{
  gboolean       begun;
  gboolean       ended;
  GtkDropTarget *target;
} DragWatch;

static void
drag_watch_begin_cb (GtkDragSource *source,
                     GdkDrag       *drag,
                     DragWatch     *watch)
{
  watch->begun = TRUE;
}

static void
drag_watch_end_cb (GtkDragSource *source,
                   GdkDrag       *drag,
                   gboolean       delete_data,
                   DragWatch     *watch)
{
  watch->ended = TRUE;
}

static gboolean
drag_watch_ended (gpointer data)
{
  return ((DragWatch *) data)->ended;
}

/* The X pointer to x, y of widget, in root coordinates. */
G_GNUC_UNUSED static void
pointer_to (GtkWidget *widget,
            double     x,
            double     y)
{
  Display *dpy = x_display ();
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t point;
  double sx, sy;
  int rx, ry;
  Window child;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &GRAPHENE_POINT_INIT (x, y), &point));
  gtk_native_get_surface_transform (native, &sx, &sy);
  XTranslateCoordinates (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         DefaultRootWindow (dpy), (int) (point.x + sx), (int) (point.y + sy),
                         &rx, &ry, &child);
  XTestFakeMotionEvent (dpy, -1, rx, ry, CurrentTime);
  XSync (dpy, False);
}

/* Runs xdotool with these arguments and waits for it to end: the X server
 * has then taken the input it sent. Input from another client, as a
 * person's: faked on the test's own connection, a press after a modal
 * dialog of an earlier test started no drag. */
static void
xdotool (const char *command,
         ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status = 0;
  va_list args;
  const char *arg;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  g_ptr_array_add (argv, (gpointer) command);
  va_start (args, command);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* The pointer to x, y of the window (the screen's origin, without a
 * window manager), and back once the window has dealt with everything
 * that brought. */
static void
pointer_settled (GtkWidget *window,
                 double     x,
                 double     y)
{
  g_autofree char *sx = g_strdup_printf ("%d", (int) x);
  g_autofree char *sy = g_strdup_printf ("%d", (int) y);

  xdotool ("mousemove", sx, sy, NULL);
  test_wait_settle ();
}

static void
button_settled (const char *which)
{
  xdotool (which, "1", NULL);
  test_wait_settle ();
}

/* A real drag with the pointer from the middle of from to the middle of
 * to, as a hand does, each step taken once the window has seen the last:
 * the button goes down, the pointer moves until GTK has started the drag,
 * goes to the target and stays there, nudged by a pixel, until the target
 * has the drag over it; then the button goes up, and the drag has ended
 * when this returns. No step waits on the clock, so a busy machine only
 * makes it slower. */
G_GNUC_UNUSED static void
drag_with_pointer (GtkWidget *window,
                   GtkWidget *from,
                   GtkWidget *to)
{
  GtkDragSource *source = find_controller (from, GTK_TYPE_DRAG_SOURCE);
  DragWatch watch = { FALSE, FALSE, find_controller (to, GTK_TYPE_DROP_TARGET) };
  gint64 start = g_get_monotonic_time ();
  graphene_point_t a, b;
  gulong begin_id, end_id;

  g_assert_nonnull (source);
  g_assert_nonnull (watch.target);
  g_assert_true (gtk_widget_compute_point (from, window,
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (from) / 2.f,
                                                                 gtk_widget_get_height (from) / 2.f),
                                           &a));
  g_assert_true (gtk_widget_compute_point (to, window,
                                           &GRAPHENE_POINT_INIT (gtk_widget_get_width (to) / 2.f,
                                                                 gtk_widget_get_height (to) / 2.f),
                                           &b));
  begin_id = g_signal_connect (source, "drag-begin", G_CALLBACK (drag_watch_begin_cb), &watch);
  end_id = g_signal_connect (source, "drag-end", G_CALLBACK (drag_watch_end_cb), &watch);

  /* The button goes down on the card and the pointer moves a pixel at a
   * time toward the target, past GTK's drag threshold, until the drag has
   * begun. Now and then GTK 4.8 on X11 starts no drag at all from a press
   * on a busy machine (it warns of "broken accounting of active state"):
   * forty pixels on, the button goes up and the hand tries again. */
  for (int attempt = 0; !watch.begun; attempt++)
    {
      if (attempt == 5)
        g_error ("GTK never started the drag, in %d tries", attempt);
      pointer_settled (window, a.x, a.y);
      button_settled ("mousedown");
      for (int step = 1; step <= 40 && !watch.begun; step++)
        {
          double d = step / hypot (b.x - a.x, b.y - a.y);

          pointer_settled (window, a.x + (b.x - a.x) * d, a.y + (b.y - a.y) * d);
        }
      if (!watch.begun)
        {
          button_settled ("mouseup");
        }
    }

  /* To the target in tenths of the way, then a pixel to and fro until the
   * target has the drag over it. */
  for (int i = 1; i <= 10; i++)
    pointer_settled (window, a.x + (b.x - a.x) * i / 10, a.y + (b.y - a.y) * i / 10);
  for (int nudge = 0; gtk_drop_target_get_current_drop (watch.target) == NULL; nudge++)
    {
      if (g_get_monotonic_time () - start > TEST_WAIT_LIMIT_S * G_USEC_PER_SEC)
        g_error ("the drag never reached its target (%s on a %s, begun %d, at %.0f,%.0f from %.0f,%.0f)",
                 G_OBJECT_TYPE_NAME (watch.target),
                 G_OBJECT_TYPE_NAME (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (watch.target))),
                 watch.begun, b.x, b.y, a.x, a.y);
      pointer_settled (window, b.x + (nudge % 2), b.y);
    }

  xdotool ("mouseup", "1", NULL);
  g_assert_true (test_wait_for (drag_watch_ended, &watch));
  g_signal_handler_disconnect (source, begin_id);
  g_signal_handler_disconnect (source, end_id);
}

/* The focus ring is on screen: a widget of the window has the focus, is
 * shown, and the window shows where the focus is. */
G_GNUC_UNUSED static void
assert_focus_visible (CanastaWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_nonnull (focus);
  if (!gtk_widget_get_mapped (focus) || !gtk_widget_has_visible_focus (focus))
    g_error ("the focus is on a %s (%s), %s, the window %s the focus",
             G_OBJECT_TYPE_NAME (focus), gtk_widget_get_name (focus),
             gtk_widget_get_mapped (focus) ? "mapped" : "not mapped",
             gtk_window_get_focus_visible (GTK_WINDOW (window)) ? "shows" : "does not show");
}

/* Key releases the window has seen, counted before anything handles them. */
static guint keys_released;

G_GNUC_UNUSED static void
key_released_cb (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state)
{
  keys_released++;
}

G_GNUC_UNUSED static void
count_keys (CanastaWindow *window)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

G_GNUC_UNUSED static gboolean
round_over (CanastaWindow *window)
{
  return canasta_game_get_phase (canasta_window_get_game (window)) == CANASTA_PHASE_ROUND_OVER;
}

typedef struct
{
  CanastaWindow *window;
  guint          seen;
} KeyWait;

static gboolean
key_seen (gpointer data)
{
  KeyWait *wait = data;

  return keys_released > wait->seen || round_over (wait->window);
}

/* One key, pressed and released on the X server, as a keyboard does; back
 * once the window has dealt with both. */
G_GNUC_UNUSED static void
press (CanastaWindow *window,
       guint          keyval)
{
  Display *dpy = x_display ();
  KeyCode code = XKeysymToKeycode (dpy, keyval);
  guint seen = keys_released;
  KeyWait wait = { window, seen };

  g_assert_cmpint (code, !=, 0);
  XTestFakeKeyEvent (dpy, code, True, CurrentTime);
  XTestFakeKeyEvent (dpy, code, False, CurrentTime);
  XSync (dpy, False);
  /* A key that ends the round (the last discard) brings up the round's
   * summary, a window of its own, which may get the release. */
  g_assert_true (test_wait_for (key_seen, &wait));
  if (!round_over (window))
    g_assert_cmpuint (keys_released, >, seen);
  if (!round_over (window))
    assert_focus_visible (window);

  /* What the key set off (a move, a refusal's toast) runs to its end. GTK
   * lets the focus ring fade a few seconds after the last key, which the
   * computers' turns may take on a busy machine: from here on the focus
   * must stay on a widget on screen. */
  for (int i = 0; i < 200 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  if (canasta_game_get_phase (canasta_window_get_game (window)) != CANASTA_PHASE_ROUND_OVER)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_assert_nonnull (focus);
      g_assert_true (gtk_widget_get_mapped (focus));
    }
}

G_GNUC_UNUSED static gboolean
window_active (CanastaWindow *window)
{
  return gtk_window_is_active (GTK_WINDOW (window));
}

/* Selects exactly these cards of the hand with the arrows and the space
 * bar, starting from the first card (Home). */
G_GNUC_UNUSED static void
select_by_keys (CanastaWindow *window,
                const CnMove  *move)
{
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  gboolean taken[CN_MAX_CARDS] = { FALSE };

  press (window, GDK_KEY_Escape);
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, 0);
  press (window, GDK_KEY_h);

  for (int c = 0; c < move->n; c++)
    {
      guint n = canasta_hand_view_get_n_cards (hand);
      guint at = n;

      for (guint i = 0; i < n && at == n; i++)
        {
          CanastaCardView *view = CANASTA_CARD_VIEW (canasta_hand_view_get_card_view (hand, i));

          if (!taken[i] && canasta_card_get_card (canasta_card_view_get_card (view)) == move->cards[c])
            at = i;
        }
      g_assert_cmpuint (at, <, n);
      taken[at] = TRUE;

      press (window, GDK_KEY_Home);
      for (guint i = 0; i < at; i++)
        press (window, GDK_KEY_Right);
      g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == canasta_hand_view_get_card_view (hand, at));
      press (window, GDK_KEY_space);
    }
  g_assert_cmpuint (canasta_hand_view_get_n_selected (hand), ==, (guint) move->n);
}

/* Tab around the window until the focus is on target. */
G_GNUC_UNUSED static void
tab_to (CanastaWindow *window,
        GtkWidget     *target)
{
  for (int i = 0; i < 120 && gtk_root_get_focus (GTK_ROOT (window)) != target; i++)
    press (window, GDK_KEY_Tab);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == target);
}

/* Plays move for the person at the screen with keys only. */
G_GNUC_UNUSED static void
play_by_keys (CanastaWindow *window,
              const CnMove  *move)
{
  CanastaGame *game = canasta_window_get_game (window);

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      press (window, GDK_KEY_d);
      break;

    case CN_MOVE_TAKE_PILE:
      select_by_keys (window, move);
      press (window, GDK_KEY_p);
      break;

    case CN_MOVE_MELD:
      select_by_keys (window, move);
      press (window, GDK_KEY_m);
      break;

    case CN_MOVE_ADD:
      {
        gboolean natural = FALSE;
        int side = canasta_game_get_side_of (game, canasta_game_get_viewer (game));
        int meld = cn_move_meld_index (move);

        for (int i = 0; i < move->n; i++)
          natural |= cn_card_is_natural (move->cards[i]);
        select_by_keys (window, move);
        if (natural && meld < 0)
          press (window, GDK_KEY_l);
        else
          {
            /* Wild cards alone, or a meld named by its place (several
             * of one rank): the player picks the meld with Tab and lays
             * the cards off on it with Return. */
            CanastaSideView *view = CANASTA_SIDE_VIEW (canasta_window_get_side_view (window, side));

            if (meld < 0)
              meld = canasta_game_find_meld (game, side, move->rank);
            g_assert_cmpint (meld, >=, 0);
            tab_to (window, canasta_side_view_get_meld_widget (view, meld));
            press (window, GDK_KEY_Return);
          }
      }
      break;

    case CN_MOVE_DISCARD:
      select_by_keys (window, move);
      press (window, GDK_KEY_x);
      break;

    case CN_MOVE_ASK_GO_OUT:
      press (window, GDK_KEY_g);
      break;

    case CN_MOVE_CUT:
      {
        /* The slider has the focus: the arrows walk it to the point. */
        CanastaCutView *cut = CANASTA_CUT_VIEW (canasta_window_get_cut_view (window));

        g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == canasta_cut_view_get_slider (cut));
        while (canasta_cut_view_get_aim (cut) < move->cut)
          press (window, GDK_KEY_Right);
        while (canasta_cut_view_get_aim (cut) > move->cut)
          press (window, GDK_KEY_Left);
        press (window, GDK_KEY_Return);
        /* Its result stays until read: Continue has the keyboard. */
        g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == canasta_cut_view_get_done_button (cut));
        press (window, GDK_KEY_Return);
      }
      break;

    case CN_MOVE_ANSWER_GO_OUT:
    case CN_N_MOVE_KINDS:
    default:
      g_assert_not_reached ();
    }
}

#endif /* HAVE_XTEST */
