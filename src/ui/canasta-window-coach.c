/* canasta-window-coach.c: the coach's question before a costly move
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * With the "coach" preference on, a person's draw, take of the pile, meld,
 * lay-off of one rank and discard is judged first (the model's
 * canasta_game_coach_async, in a thread, from that seat's view); a move
 * the review would list is not played at once: the table asks, once for
 * that decision, "Really draw from the stock?" or "Really discard …?"
 * with the better move and why, and plays it on "Play It Anyway".
 * Computers' turns are never judged, nor cards of several ranks laid off
 * at once (several moves).
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-review.h"
#include "canasta-window-private.h"

static void
coach_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   CanastaWindow    *self)
{
  CnMove *move = g_object_get_data (G_OBJECT (dialog), "canasta-move");
  CnVerdict verdict;

  /* Answered, the question is gone (it closes itself after this). */
  if (self->coach_dialog == GTK_WIDGET (dialog))
    g_clear_weak_pointer (&self->coach_dialog);
  if (g_strcmp0 (response, "play") != 0 || move == NULL ||
      canasta_game_get_move_count (self->game) != self->coach_asked_at)
    return;

  _canasta_window_report (self, canasta_game_play (self->game, move, &verdict), &verdict);
}

static void
ask (CanastaWindow      *self,
     const CnMove       *move,
     CanastaReviewEntry *entry)
{
  g_autofree char *question = canasta_review_entry_dup_question (entry);
  g_autofree char *advice = canasta_review_entry_dup_advice (entry);
  GtkWidget *dialog;

  /* Capital first letter for a heading: the words come from inside a
   * sentence. */
  if (question[0] != '\0' && g_unichar_islower (g_utf8_get_char (question)))
    {
      g_autofree char *first = g_utf8_strup (question, g_utf8_next_char (question) - question);
      char *rest = g_utf8_next_char (question);
      char *joined = g_strconcat (first, rest, NULL);

      g_free (question);
      question = joined;
    }

  dialog = adw_message_dialog_new (GTK_WINDOW (self), question, advice);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "think", _("_Think Again"),
                                    "play", _("_Play It Anyway"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "think", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "think");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "think");
  g_object_set_data_full (G_OBJECT (dialog), "canasta-move", g_memdup2 (move, sizeof *move), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (coach_response_cb), self, 0);
  g_set_weak_pointer (&self->coach_dialog, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
coach_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  CanastaWindow *self = user_data;
  g_autoptr(CanastaReviewEntry) entry = canasta_game_coach_finish (CANASTA_GAME (source), result);
  CnMove move = self->coach_move;
  CnVerdict verdict;

  g_clear_object (&self->coach_cancellable);
  /* The window went (or a new game came) while the coach judged. */
  if (self->game == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)) ||
      g_task_had_error (G_TASK (result)) ||
      canasta_game_get_move_count (self->game) != self->coach_asked_at)
    {
      g_object_unref (self);
      return;
    }

  if (entry != NULL)
    ask (self, &move, entry);
  else
    _canasta_window_report (self, canasta_game_play (self->game, &move, &verdict), &verdict);
  g_object_unref (self);
}

gboolean
_canasta_window_coach_allows (CanastaWindow *self,
                              const CnMove  *move)
{
  guint count = canasta_game_get_move_count (self->game);

  if (!g_settings_get_boolean (self->settings, "coach") || !canasta_game_get_viewer_can_act (self->game))
    return TRUE;
  /* Asked once for this decision: the person's second try is their answer. */
  if (self->coach_asked && self->coach_asked_at == count && memcmp (&self->coach_move, move, sizeof *move) == 0)
    return TRUE;
  /* Judging already: the first move tried is the one asked about. */
  if (self->coach_cancellable != NULL)
    return FALSE;

  self->coach_asked = TRUE;
  self->coach_asked_at = count;
  self->coach_move = *move;
  self->coach_cancellable = g_cancellable_new ();
  canasta_game_coach_async (self->game, move, self->review_budget_ms, self->review_playouts, self->review_threads,
                            self->coach_cancellable, coach_done_cb, g_object_ref (self));
  return FALSE;
}

/* A new round, game or position: its decisions are new ones, none asked
 * about yet. */
static void
history_reset_cb (CanastaGame   *game,
                  CanastaWindow *self)
{
  self->coach_asked = FALSE;
}

void
_canasta_window_coach_init (CanastaWindow *self)
{
  g_signal_connect_object (self->game, "history-reset", G_CALLBACK (history_reset_cb), self, 0);
}

void
_canasta_window_coach_dispose (CanastaWindow *self)
{
  if (self->coach_cancellable != NULL)
    g_cancellable_cancel (self->coach_cancellable);
  if (self->coach_dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (self->coach_dialog));
  g_clear_weak_pointer (&self->coach_dialog);
}

GtkWidget *
canasta_window_get_coach_dialog (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), NULL);
  return self->coach_dialog;
}

gboolean
canasta_window_get_coach_busy (CanastaWindow *self)
{
  g_return_val_if_fail (CANASTA_IS_WINDOW (self), FALSE);
  return self->coach_cancellable != NULL;
}
