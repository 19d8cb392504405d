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

static void
current_drop_cb (GtkDropTarget    *target,
                 GParamSpec       *pspec,
                 CanastaDropHover *hover)
{
  if (gtk_drop_target_get_current_drop (target) == NULL)
    set_active (hover, FALSE);
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
