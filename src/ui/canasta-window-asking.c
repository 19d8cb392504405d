/* canasta-window-asking.c: what the table says about asking the partner
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-window-private.h"

#include "cn-text.h"

/* The words for "May I go out?" follow the rule set and are written in
 * src/text (cn-text-asking.c); the window works out who says them to
 * whom. */

/* The ask button's tooltip: what a question commits to, and when it may
 * be asked; while asking cannot help, why not and when it will. */
char *
_canasta_window_ask_tooltip (CanastaWindow *self)
{
  CnTextAsk facts = {
    .closes = _canasta_window_says_close (self),
    .can_act = canasta_game_get_viewer_can_act (self->game),
    .can_ask = canasta_game_get_can_ask (self->game),
    .phase = (CnPhase) canasta_game_get_phase (self->game),
  };

  return cn_text_ask_tooltip (&facts);
}

static void
answered_cb (CanastaGame   *game,
             int            seat,
             gboolean       yes,
             CanastaWindow *self)
{
  g_autofree char *text = NULL;
  int turn = canasta_game_get_turn (game);
  CnTextAnswer facts = {
    .closes = _canasta_window_says_close (self),
    .yes = yes,
    .answerer = canasta_game_get_seat_name (game, seat),
    .asker = canasta_game_get_seat_name (game, turn),
    .heard_by = CN_TEXT_HEARD_BY_ASKER,
  };

  /* A person who answered a computer reads what the answer binds it to;
   * an asker at this screen (the viewer, or a person the screen goes
   * back to) is told in the second person; anyone else in the third. */
  if (seat == canasta_game_get_viewer (game) &&
      canasta_game_get_seat_kind (game, turn) != CANASTA_SEAT_HUMAN)
    facts.heard_by = CN_TEXT_HEARD_BY_ANSWERER;
  else if (turn != canasta_game_get_viewer (game) &&
           canasta_game_get_seat_kind (game, turn) != CANASTA_SEAT_HUMAN)
    facts.heard_by = CN_TEXT_HEARD_BY_OTHERS;
  text = cn_text_answered (&facts);
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

  /* A human partner must answer "May I go out?". */
  {
    gboolean close = _canasta_window_says_close (self);

    heading = cn_text_ask_question (canasta_game_get_seat_name (self->game, turn), close);
    self->answer_dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, cn_text_ask_binds (close));
  }
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                    "no", _("_No"),
                                    "yes", _("_Yes"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self->answer_dialog),
                                              "yes", ADW_RESPONSE_SUGGESTED);
  /* Enter gives the answer that looks suggested, as in every GNOME
   * dialog; Escape (the close response) says no. */
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self->answer_dialog), "yes");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self->answer_dialog), "no");
  g_signal_connect_object (self->answer_dialog, "response", G_CALLBACK (answer_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (self->answer_dialog));
}

void
_canasta_window_asking_init (CanastaWindow *self)
{
  g_signal_connect (self->game, "answered", G_CALLBACK (answered_cb), self);
}
