/* canasta-window-keyboard.c: the table for a player on the keyboard
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The focus ring that stays while the keyboard is in use, Tab in the order
 * a player reads the table, F6 between its regions, and the hand arranged
 * by hand.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-window-private.h"

/* GtkWindow's own focus handling, which Tab falls back to off the table. */
static gboolean (*parent_focus) (GtkWidget *widget, GtkDirectionType direction);

/* ------------------------------------------------------- the focus ring */

/* GTK 4.8 hides the focus ring on a timer: gtk_window_set_focus_visible
 * (TRUE) starts a three-second timeout (VISIBLE_FOCUS_DURATION in
 * gtkwindow.c) whose end sets it back to FALSE, and the release of a key
 * that moved no focus sets it FALSE too. A player thinking over a hand
 * for longer than that loses the card the keyboard is on. So the window
 * remembers which came last, a key or the pointer, and while it was a key,
 * puts the ring back whenever GTK takes it away; a click or a touch hands
 * the table back to the pointer. The ring is put back in the notify, in
 * the same main loop iteration, so no frame is drawn without it. */

static gboolean
is_modifier (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Shift_L: case GDK_KEY_Shift_R:
    case GDK_KEY_Control_L: case GDK_KEY_Control_R:
    case GDK_KEY_Alt_L: case GDK_KEY_Alt_R:
    case GDK_KEY_Super_L: case GDK_KEY_Super_R:
    case GDK_KEY_Meta_L: case GDK_KEY_Meta_R:
    case GDK_KEY_ISO_Level3_Shift:
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CanastaWindow         *self)
{
  /* A modifier alone (Ctrl held for a click) says nothing yet. */
  if (!is_modifier (keyval))
    {
      self->keyboard_last = TRUE;
      gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
    }

  return GDK_EVENT_PROPAGATE;
}

static gboolean
pointer_event_cb (GtkEventControllerLegacy *controller,
                  GdkEvent                 *event,
                  CanastaWindow            *self)
{
  switch ((int) gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      if (self->keyboard_last)
        {
          self->keyboard_last = FALSE;
          gtk_window_set_focus_visible (GTK_WINDOW (self), FALSE);
        }
      break;
    default:
      break;
    }

  return GDK_EVENT_PROPAGATE;
}

static void
focus_visible_cb (CanastaWindow *self)
{
  if (self->keyboard_last && !gtk_window_get_focus_visible (GTK_WINDOW (self)))
    gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
}

/* ------------------------------------- the focus left in a closed menu */

/* GTK 4.8's popover menu, closed by an item of a submenu chosen with the
 * keyboard (F10, Computer Pace, Fast, Enter), goes back to its main page
 * once hidden and gives the focus to a widget of that page: the window's
 * focus is then inside a hidden popover, every key goes there and is lost,
 * and the table answers no key until the window is closed (issue 28). The
 * focus goes back to the menu's button, as Escape leaves it, once GTK is
 * done (an idle: GTK sets it more than once while it closes the menu). */
static gboolean
focus_in_hidden (CanastaWindow *self)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));
  GtkNative *native = focus != NULL ? gtk_widget_get_native (focus) : NULL;

  return native != NULL && GTK_WIDGET (native) != GTK_WIDGET (self) &&
         !gtk_widget_get_mapped (GTK_WIDGET (native));
}

static gboolean
refocus_cb (gpointer data)
{
  CanastaWindow *self = data;

  if (focus_in_hidden (self))
    {
      GtkWidget *native = GTK_WIDGET (gtk_widget_get_native (gtk_window_get_focus (GTK_WINDOW (self))));
      GtkWidget *button = gtk_widget_get_parent (native);

      if (button == NULL || !gtk_widget_grab_focus (button))
        gtk_window_set_focus (GTK_WINDOW (self), NULL);
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
focus_widget_cb (CanastaWindow *self)
{
  if (focus_in_hidden (self))
    g_idle_add (refocus_cb, g_object_ref (self));
}

/* ------------------------------------------------ Tab and F6 on the table */

/* The table read as a player reads it: the hand, the side's own melds,
 * the stock and the pile, the buttons; then the rest: a message with a
 * button, the other sides' melds, the history, the rules when open, and the
 * header bar last. A region that takes Tab once, however many things it
 * holds (the hand, the history), says so in single. */
typedef struct
{
  GtkWidget *widget;
  gboolean   single;
  gboolean   f6;      /* a stop of F6 */
} Region;

#define MAX_REGIONS 24

static GtkWidget *
header_bar (CanastaWindow *self)
{
  return gtk_widget_get_ancestor (GTK_WIDGET (self->rules_button), ADW_TYPE_HEADER_BAR);
}

static int
table_regions (CanastaWindow *self,
               Region        *regions)
{
  CanastaSideView *own = _canasta_window_find_side_view (self, _canasta_window_viewer_side (self));
  GtkWidget *toast_child = adw_toast_overlay_get_child (self->toast_overlay);
  int n = 0;

  regions[n++] = (Region) { GTK_WIDGET (self->hand_view), TRUE, TRUE };
  regions[n++] = (Region) { GTK_WIDGET (self->cut_view), FALSE, FALSE };
  if (own != NULL)
    regions[n++] = (Region) { GTK_WIDGET (own), FALSE, TRUE };
  regions[n++] = (Region) { GTK_WIDGET (self->pile_view), FALSE, own == NULL };
  regions[n++] = (Region) { gtk_widget_get_parent (self->draw_button), FALSE, TRUE };

  /* A message's button (Undo, Show Rules) belongs with the move it is about. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->toast_overlay));
       child != NULL && n < MAX_REGIONS - 4;
       child = gtk_widget_get_next_sibling (child))
    if (child != toast_child)
      regions[n++] = (Region) { child, FALSE, FALSE };

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->sides_box));
       child != NULL && n < MAX_REGIONS - 3;
       child = gtk_widget_get_next_sibling (child))
    if (child != GTK_WIDGET (own))
      regions[n++] = (Region) { child, FALSE, FALSE };

  regions[n++] = (Region) { self->history_view, TRUE, TRUE };
  if (adw_flap_get_reveal_flap (self->flap))
    regions[n++] = (Region) { adw_flap_get_flap (self->flap), FALSE, TRUE };
  regions[n++] = (Region) { header_bar (self), FALSE, TRUE };

  return n;
}

static int
region_of (const Region *regions,
           int           n,
           GtkWidget    *focus)
{
  for (int i = 0; focus != NULL && i < n; i++)
    if (focus == regions[i].widget || gtk_widget_is_ancestor (focus, regions[i].widget))
      return i;

  return -1;
}

/* GTK leaves the focus child set along the way to the widget that last had
 * the focus, and Tab into a region goes on from there: into the header bar
 * after New Game had the focus, it would skip New Game. A region entered
 * anew starts from its first stop (its last, going backwards). */
static gboolean
enter_region (const Region     *region,
              GtkDirectionType  direction)
{
  GtkWidget *widget = region->widget;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;

  if (!region->single)
    for (GtkWidget *w = widget, *child; (child = gtk_widget_get_focus_child (w)) != NULL; w = child)
      gtk_widget_set_focus_child (w, NULL);

  return gtk_widget_child_focus (widget, direction);
}

static gboolean
on_table (CanastaWindow *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "table") == 0;
}

/* Tab and Shift+Tab on the table go through the regions in order, within
 * each region as the region itself orders it, and round again. */
static gboolean
canasta_window_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  Region regions[MAX_REGIONS];
  int n, current, step;

  if ((direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD) || !on_table (self))
    return parent_focus (widget, direction);

  n = table_regions (self, regions);
  current = region_of (regions, n, gtk_root_get_focus (GTK_ROOT (self)));
  step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;

  /* Somewhere the table does not order (nowhere yet): GTK's own way. */
  if (current < 0 && gtk_root_get_focus (GTK_ROOT (self)) != NULL)
    return parent_focus (widget, direction);

  if (current >= 0 && !regions[current].single &&
      gtk_widget_child_focus (regions[current].widget, direction))
    return TRUE;

  if (current < 0)
    current = step > 0 ? n - 1 : 0;

  for (int k = 1; k <= n; k++)
    {
      if (enter_region (&regions[((current + k * step) % n + n) % n], direction))
        return TRUE;
    }

  return FALSE;
}

/* F6 and Shift+F6: the next or the previous region that can take the
 * focus (the hand, the table, the buttons, the history, the rules, the
 * header bar), coming in where Tab would. */
static void
next_region_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  int step = g_variant_get_int32 (parameter) < 0 ? -1 : 1;
  Region regions[MAX_REGIONS];
  Region stops[MAX_REGIONS];
  int n, n_stops = 0, current = -1;
  GtkWidget *focus;

  if (!on_table (self))
    return;

  n = table_regions (self, regions);
  focus = gtk_root_get_focus (GTK_ROOT (self));

  /* The stops of F6, each one holding the regions after it up to the next
   * stop: the pile belongs to the table stop with the melds. */
  for (int i = 0; i < n; i++)
    {
      if (regions[i].f6)
        stops[n_stops++] = regions[i];
      if (focus != NULL && n_stops > 0 &&
          (focus == regions[i].widget || gtk_widget_is_ancestor (focus, regions[i].widget)))
        current = n_stops - 1;
    }

  if (current < 0)
    current = step > 0 ? n_stops - 1 : 0;

  for (int k = 1; k <= n_stops; k++)
    {
      int at = ((current + k * step) % n_stops + n_stops) % n_stops;

      /* A stop that takes no focus (no melds yet) hands it to the next
       * region of its own group. */
      for (int i = region_of (regions, n, stops[at].widget); i >= 0 && i < n; i++)
        {
          if (i > region_of (regions, n, stops[at].widget) && regions[i].f6)
            break;
          if (enter_region (&regions[i], GTK_DIR_TAB_FORWARD))
            {
              gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
              return;
            }
        }
    }
}

/* ------------------------------------------------ the hand arranged */

static void
hand_arranged_cb (CanastaHandView *hand,
                  const CnCard    *cards,
                  int              n,
                  CanastaWindow   *self)
{
  int seat = canasta_hand_view_get_seat (hand);

  if (seat >= 0)
    canasta_game_arrange_hand (self->game, seat, cards, n);
}

/* Sorting again means something only for a hand arranged by hand. */
static void
update_sort_action (CanastaWindow *self)
{
  int viewer = canasta_game_get_viewer (self->game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.sort-hand",
                                 viewer >= 0 && canasta_game_get_hand_arranged (self->game, viewer));
}

/* S: the hand back in the order of the preferences. */
static void
sort_hand_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  int seat = canasta_hand_view_get_seat (self->hand_view);

  if (seat >= 0)
    canasta_game_arrange_hand (self->game, seat, NULL, 0);
}

/* ------------------------------------------- the shortcuts window's moves */

/* The shortcuts window comes with each move's key and the Alt+letter of
 * its button as the catalogue writes it (the classic buttons); a table
 * whose buttons say something else (uruguayan: "May I _Close?", "_Take
 * Pozo") shows the letters of the buttons on screen instead. The titles
 * are those of canasta-shortcuts.ui. */
static const struct
{
  const char *title;
  const char *key;
  gsize       button;   /* offset of the button in CanastaWindow */
} moves[] = {
  { "Draw from the stock", "d", G_STRUCT_OFFSET (CanastaWindow, draw_button) },
  { "Take the pile with the selected cards, or with a natural pair from your hand", "p",
    G_STRUCT_OFFSET (CanastaWindow, take_button) },
  { "Meld the selected cards", "m", G_STRUCT_OFFSET (CanastaWindow, meld_button) },
  { "Lay off the selected cards", "l", G_STRUCT_OFFSET (CanastaWindow, lay_off_button) },
  { "Discard the selected card", "x", G_STRUCT_OFFSET (CanastaWindow, discard_button) },
  { "Ask your partner’s permission to finish the round", "g", G_STRUCT_OFFSET (CanastaWindow, ask_button) },
};

static void
sync_shortcut (CanastaWindow *self,
               GtkWidget     *widget)
{
  g_autofree char *title = NULL;

  if (!GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        sync_shortcut (self, child);
      return;
    }

  g_object_get (widget, "title", &title, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    if (g_strcmp0 (title, g_dpgettext2 (GETTEXT_PACKAGE, "shortcut window", moves[i].title)) == 0)
      {
        GtkWidget *button = G_STRUCT_MEMBER (GtkWidget *, self, moves[i].button);
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));
        g_autofree char *alt = NULL;
        g_autofree char *keys = NULL;
        guint keyval;

        if (!GTK_IS_LABEL (label) || (keyval = gtk_label_get_mnemonic_keyval (GTK_LABEL (label))) == GDK_KEY_VoidSymbol)
          continue;
        alt = gtk_accelerator_name (keyval, GDK_ALT_MASK);
        keys = g_strdup_printf ("%s %s", moves[i].key, alt);
        g_object_set (widget, "accelerator", keys, NULL);
      }
}

static void
sync_shortcuts (CanastaWindow *self)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));

  if (overlay != NULL)
    sync_shortcut (self, GTK_WIDGET (overlay));
}

/* ------------------------------------------------------------ set up */

void
_canasta_window_keyboard_class_init (GtkWidgetClass *widget_class)
{
  GtkWidgetClass *parent_class = g_type_class_peek_parent (widget_class);

  parent_focus = parent_class->focus;
  widget_class->focus = canasta_window_focus;

  gtk_widget_class_install_action (widget_class, "table.next-region", "i", next_region_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, 0, "table.next-region", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F6, GDK_SHIFT_MASK, "table.next-region", "i", -1);

  gtk_widget_class_install_action (widget_class, "table.sort-hand", NULL, sort_hand_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, 0, "table.sort-hand", NULL);
}

void
_canasta_window_keyboard_init (CanastaWindow *self)
{
  GtkEventController *controller;

  controller = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_legacy_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect_object (controller, "event", G_CALLBACK (pointer_event_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  g_signal_connect (self, "notify::focus-visible", G_CALLBACK (focus_visible_cb), NULL);
  g_signal_connect (self, "notify::focus-widget", G_CALLBACK (focus_widget_cb), NULL);

  g_signal_connect_object (self->hand_view, "arranged", G_CALLBACK (hand_arranged_cb), self, 0);
  g_signal_connect_object (self->game, "hand-arranged", G_CALLBACK (update_sort_action), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::viewer", G_CALLBACK (update_sort_action), self, G_CONNECT_SWAPPED);
  update_sort_action (self);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_signal_connect_object (G_STRUCT_MEMBER (GtkWidget *, self, moves[i].button), "notify::label",
                             G_CALLBACK (sync_shortcuts), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (sync_shortcuts), NULL);
}
