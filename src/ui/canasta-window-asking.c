/* canasta-window-asking.c: what the table says about asking the partner
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-window-private.h"

/* The words for "May I go out?" follow the rule set: the uruguayan table
 * closes (cerrar), the others go out. Every sentence about the question
 * says what an answer commits the asker to, in the same words as the
 * partner's dialog and the rules help. */

/* The ask button's tooltip: what a question commits to, and when it may
 * be asked; while asking cannot help, why not and when it will. */
char *
_canasta_window_ask_tooltip (CanastaWindow *self)
{
  gboolean close = _canasta_window_says_close (self);
  gboolean mine = canasta_game_get_viewer_can_act (self->game);
  CanastaPhase phase = canasta_game_get_phase (self->game);

  if (!mine || canasta_game_get_can_ask (self->game) ||
      (phase != CANASTA_PHASE_DRAW && phase != CANASTA_PHASE_PLAY))
    return g_strdup (close
                     ? _("Ask your partner “May I close?” (G). A yes binds you to close this turn; "
                         "a no forbids closing this turn. Ask before you take the pozo or put any card down.")
                     : _("Ask your partner “May I go out?” (G), after drawing and before melding. A yes "
                         "binds you to go out this turn; a no forbids going out this turn."));

  if (phase == CANASTA_PHASE_DRAW)
    return g_strdup (close
                     ? _("Asking cannot help yet: your hand cannot give your side what closing needs. "
                         "Draw first; if the cards drawn let you close, ask then, before you meld.")
                     : _("Ask after you draw, before you meld, if the cards you hold let you go out."));

  return g_strdup (close
                   ? _("Nothing to ask: the question comes once a turn, before any card of yours is on "
                       "the table, and only while the cards you hold let you close this turn.")
                   : _("Nothing to ask: the question comes once a turn, before you meld, and only "
                       "while the cards you hold let you go out this turn."));
}

static void
answered_cb (CanastaGame   *game,
             int            seat,
             gboolean       yes,
             CanastaWindow *self)
{
  g_autofree char *text = NULL;

  if (_canasta_window_says_close (self))
    text = g_strdup_printf (yes ? _("%s says yes: close this turn.") : _("%s says no: you may not close this turn."),
                            canasta_game_get_seat_name (game, seat));
  else if (yes)
    /* Translators: the partner's binding answer to "May I go out?" */
    text = g_strdup_printf (_("%s says yes: go out this turn."), canasta_game_get_seat_name (game, seat));
  else
    text = g_strdup_printf (_("%s says no: you may not go out this turn."), canasta_game_get_seat_name (game, seat));

  _canasta_window_show_message (self, text);
}

static void
answer_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    CanastaWindow    *self)
{
  CnVerdict verdict;

  self->answer_dialog = NULL;
  gtk_window_destroy (GTK_WINDOW (dialog));
  _canasta_window_report (self, canasta_game_answer_go_out (self->game, g_strcmp0 (response, "yes") == 0, &verdict),
          &verdict);
}

void
_canasta_window_maybe_ask_partner (CanastaWindow *self)
{
  int turn = canasta_game_get_turn (self->game);
  g_autofree char *heading = NULL;

  /* Answered some other way (the keyboard, a new game): the question is gone. */
  if (self->answer_dialog != NULL && !(canasta_game_get_phase (self->game) == CANASTA_PHASE_ASKING &&
                                       canasta_game_get_viewer_can_act (self->game)))
    {
      GtkWidget *dialog = g_steal_pointer (&self->answer_dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  if (self->answer_dialog != NULL || self->answering_here ||
      canasta_game_get_phase (self->game) != CANASTA_PHASE_ASKING ||
      !canasta_game_get_viewer_can_act (self->game))
    return;

  /* Translators: a human partner must answer "May I go out?" */
  if (_canasta_window_says_close (self))
    {
      heading = g_strdup_printf (_("%s asks: “May I close?”"), canasta_game_get_seat_name (self->game, turn));
      self->answer_dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                    _("Your answer binds: yes means your partner must close this turn, no means they may not."));
    }
  else
    {
      heading = g_strdup_printf (_("%s asks: “May I go out?”"), canasta_game_get_seat_name (self->game, turn));
      self->answer_dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                    _("Your answer binds: yes means your partner must go out this turn, no means they may not."));
    }
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                    "no", _("_No"),
                                    "yes", _("_Yes"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                              "yes", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self->answer_dialog), "no");
  g_signal_connect_object (self->answer_dialog, "response", G_CALLBACK (answer_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->answer_dialog));
}

void
_canasta_window_asking_init (CanastaWindow *self)
{
  g_signal_connect (self->game, "answered", G_CALLBACK (answered_cb), self);
}
