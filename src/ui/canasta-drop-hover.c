/* canasta-drop-hover.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card-set.h"
#include "canasta-drop-hover.h"

static void
set_active (CanastaDropHover *hover,
            gboolean          active)
{
  if (hover->active == active)
    return;
  hover->active = active;
  gtk_widget_queue_draw (hover->widget);
}

static GdkDragAction
enter_cb (GtkDropTarget    *target,
          double            x,
          double            y,
          CanastaDropHover *hover)
{
  if (hover->accepts != NULL && !hover->accepts (hover->widget))
    return 0;

  set_active (hover, TRUE);
  return GDK_ACTION_MOVE;
}

static void
leave_cb (GtkDropTarget    *target,
          CanastaDropHover *hover)
{
  set_active (hover, FALSE);
}

/* The drag is over, wherever it ended: on a widget inside this one (a
 * meld of the side) that refused it, GTK tells this one nothing, since
 * the pointer never left it. */
static void
drag_over_cb (GdkDrag   *drag,
              GtkWidget *widget)
{
  CanastaDropHover *hover = g_object_get_data (G_OBJECT (widget), "canasta-drop-hover");

  if (hover != NULL)
    set_active (hover, FALSE);
}

static void
drag_cancel_cb (GdkDrag             *drag,
                GdkDragCancelReason  reason,
                GtkWidget           *widget)
{
  drag_over_cb (drag, widget);
}

static void
current_drop_cb (GtkDropTarget    *target,
                 GParamSpec       *pspec,
                 CanastaDropHover *hover)
{
  GdkDrop *drop = gtk_drop_target_get_current_drop (target);
  GdkDrag *drag = drop != NULL ? gdk_drop_get_drag (drop) : NULL;
  char key[64];

  if (drop == NULL)
    {
      set_active (hover, FALSE);
      return;
    }
  if (drag == NULL)
    return;

  /* A drag from this application: its end clears the highlight, however
   * it ends. Each widget watches it once, until it or the drag goes. */
  g_snprintf (key, sizeof key, "canasta-drop-hover-%p", (void *) hover->widget);
  if (g_object_get_data (G_OBJECT (drag), key) != NULL)
    return;
  g_object_set_data (G_OBJECT (drag), key, GINT_TO_POINTER (TRUE));
  g_signal_connect_object (drag, "drop-performed", G_CALLBACK (drag_over_cb), hover->widget, 0);
  g_signal_connect_object (drag, "dnd-finished", G_CALLBACK (drag_over_cb), hover->widget, 0);
  g_signal_connect_object (drag, "cancel", G_CALLBACK (drag_cancel_cb), hover->widget, 0);
}

/* Adds to widget a drop target for a set of cards, moved, that keeps
 * hover up to date; the caller connects its "drop" and clears the
 * highlight there. */
GtkDropTarget *
canasta_drop_hover_attach (CanastaDropHover   *hover,
                           GtkWidget          *widget,
                           CanastaDropAccepts  accepts)
{
  GtkDropTarget *target;

  hover->widget = widget;
  hover->accepts = accepts;
  hover->active = FALSE;
  /* The hover lives in the widget's instance, as long as the widget. */
  g_object_set_data (G_OBJECT (widget), "canasta-drop-hover", hover);

  target = gtk_drop_target_new (CANASTA_TYPE_CARD_SET, GDK_ACTION_MOVE);
  g_signal_connect (target, "enter", G_CALLBACK (enter_cb), hover);
  g_signal_connect (target, "leave", G_CALLBACK (leave_cb), hover);
  g_signal_connect (target, "notify::current-drop", G_CALLBACK (current_drop_cb), hover);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (target));

  return target;
}

void
canasta_drop_hover_clear (CanastaDropHover *hover)
{
  set_active (hover, FALSE);
}
