/* canasta-abandon.c: the question before the game in progress is lost
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-abandon.h"

gboolean
canasta_abandon_get_in_progress (CanastaGame *game)
{
  g_return_val_if_fail (CANASTA_IS_GAME (game), FALSE);

  return canasta_game_get_started (game) && !canasta_game_get_over (game) &&
         (canasta_game_get_round (game) > 0 || canasta_game_get_move_count (game) > 0);
}

typedef struct
{
  GObject            *target;
  CanastaAbandonFunc  confirmed;
} Asked;

static void
asked_free (Asked *asked)
{
  g_object_unref (asked->target);
  g_free (asked);
}

static void
asked_closure_free (gpointer  data,
                    GClosure *closure)
{
  asked_free (data);
}

static Asked *
asked_new (GObject            *target,
           CanastaAbandonFunc  confirmed)
{
  Asked *asked = g_new (Asked, 1);

  asked->target = g_object_ref (target);
  asked->confirmed = confirmed;
  return asked;
}

static gboolean
confirmed_cb (gpointer user_data)
{
  Asked *asked = user_data;

  asked->confirmed (asked->target);
  return G_SOURCE_REMOVE;
}

static void
response_cb (AdwMessageDialog *question,
             const char       *response,
             Asked            *asked)
{
  /* The question is still answering: what it asked for happens once it
   * is done, since that may close the window the question belongs to.
   * (Closing the question answers again, "cancel": nothing to do.) */
  if (g_strcmp0 (response, "cancel") != 0)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, confirmed_cb,
                     asked_new (asked->target, asked->confirmed), (GDestroyNotify) asked_free);
}

void
canasta_abandon_ask_full (GtkWindow          *parent,
                          const char         *heading,
                          const char         *body,
                          const char         *keep,
                          const char         *go_id,
                          const char         *go,
                          GObject            *target,
                          CanastaAbandonFunc  confirmed)
{
  GtkWidget *question;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (G_IS_OBJECT (target));

  question = adw_message_dialog_new (parent, heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (question),
                                    "cancel", keep,
                                    go_id, go,
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (question), go_id,
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (question), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (question), "cancel");
  g_signal_connect_data (question, "response", G_CALLBACK (response_cb),
                         asked_new (target, confirmed), asked_closure_free, 0);
  gtk_window_present (GTK_WINDOW (question));
}

void
canasta_abandon_ask (GtkWindow          *parent,
                     CanastaGame        *game,
                     GObject            *target,
                     CanastaAbandonFunc  confirmed)
{
  g_autofree char *body = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (G_IS_OBJECT (target));

  if (!canasta_abandon_get_in_progress (game))
    {
      confirmed (target);
      return;
    }

  /* The game in play is never thrown away without a word. */
  body = g_strdup_printf (_("The game in progress, in round %d, will be lost."),
                          canasta_game_get_round_number (game));
  canasta_abandon_ask_full (parent, _("Abandon This Game?"), body, _("_Keep Playing"),
                            "new-game", _("_Start New Game"), target, confirmed);
}
