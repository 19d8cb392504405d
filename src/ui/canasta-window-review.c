/* canasta-window-review.c: "Review My Play" from the table
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The review is of the round just over: its history is the game's until
 * the next deal (and the save keeps it, so a game resumed at the round's
 * end can be reviewed too). The menu, Ctrl+Shift+R, the round summary and
 * the score sheet all open it.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-review.h"
#include "canasta-review-dialog.h"
#include "canasta-window-private.h"

static void
review_destroy_cb (GtkWidget     *dialog,
                   CanastaWindow *self)
{
  if (self->review_dialog == dialog)
    self->review_dialog = NULL;
}

/* Only people's play is reviewed: a table of computers has no one to
 * tell. */
static gboolean
can_review (CanastaWindow *self)
{
  return canasta_game_get_n_humans (self->game) > 0 && canasta_review_available (self->game);
}

static void
review_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  CanastaWindow *self = CANASTA_WINDOW (widget);
  GtkWindow *parent = GTK_WINDOW (self);

  if (!can_review (self))
    return;

  /* Over the window it was asked from, so that closing it goes back there. */
  if (self->summary != NULL && gtk_widget_get_visible (self->summary))
    parent = GTK_WINDOW (self->summary);
  else if (self->score_sheet != NULL && gtk_widget_get_visible (self->score_sheet))
    parent = GTK_WINDOW (self->score_sheet);

  if (self->review_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->review_dialog));
  self->review_dialog = canasta_review_dialog_new (self->game, self->review_budget_ms, self->review_playouts,
                                                   self->review_threads);
  gtk_window_set_transient_for (GTK_WINDOW (self->review_dialog), parent);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self->review_dialog), TRUE);
  g_signal_connect_object (self->review_dialog, "destroy", G_CALLBACK (review_destroy_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->review_dialog));
}

void
_canasta_window_review_refresh (CanastaWindow *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "table.review", can_review (self));
}

/* A new round, game or the window going: the review was of a round that
 * is no longer on the table. */
void
_canasta_window_review_dispose (CanastaWindow *self)
{
  if (self->review_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->review_dialog));
  _canasta_window_coach_dispose (self);
}

void
_canasta_window_class_review_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "table.review", NULL, review_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "table.review", NULL);
}

GtkWidget *
canasta_window_get_review_dialog (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->review_dialog;
}

void
canasta_window_set_review_budget (CanastaWindow *self,
                                  int            budget_ms,
                                  int            max_playouts,
                                  int            threads)
{
  g_return_if_fail (CANASTA_IS_WINDOW (self));
  self->review_budget_ms = budget_ms;
  self->review_playouts = max_playouts;
  self->review_threads = threads;
}
