/* cn-text-asking.c: "May I go out?" in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question to the partner and its answer, as the table says them: the
 * ask button's tooltip, the partner's dialog, what an answer binds the
 * asker to, the screen handed over to the partner who answers. The words
 * follow the rule set: the uruguayan table closes (cerrar, source 001),
 * the others go out. Every sentence says what an answer commits the asker
 * to, in the same words as the rules help.
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The question itself: "Carla asks: “May I go out?”" (a help example's
 * step, the partner's dialog). */
char *
cn_text_ask_question (const char *asker,
                      gboolean    closes)
{
  if (closes)
    return g_strdup_printf (_("%s asks: “May I close?”"), asker);
  /* Translators: a move of a help example, and the heading of the
   * partner's dialog; %s is the player who asks */
  return g_strdup_printf (_("%s asks: “May I go out?”"), asker);
}

/* Under the question in the partner's dialog. */
const char *
cn_text_ask_binds (gboolean closes)
{
  return closes ? _("Your answer binds: yes means your partner must close this turn, no means they may not.")
                : _("Your answer binds: yes means your partner must go out this turn, no means they may not.");
}

/* The ask button's tooltip: what a question commits to, and when it may
 * be asked; while asking cannot help, why not and when it will. */
char *
cn_text_ask_tooltip (const CnTextAsk *facts)
{
  gboolean close;

  g_return_val_if_fail (facts != NULL, NULL);

  close = facts->closes;
  if (!facts->can_act || facts->can_ask ||
      (facts->phase != CN_PHASE_DRAW && facts->phase != CN_PHASE_PLAY))
    return g_strdup (close
                     ? _("Ask your partner “May I close?” (G). A yes binds you to close this turn; "
                         "a no forbids closing this turn. Ask before you take the pozo or put any card down.")
                     : _("Ask your partner “May I go out?” (G), after drawing and before melding. A yes "
                         "binds you to go out this turn; a no forbids going out this turn."));

  if (facts->phase == CN_PHASE_DRAW)
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

/* The partner's answer and what it binds the asker to. The person at the
 * screen who answered a computer reads it in the first person; an asker
 * at the screen in the second; anyone else in the third. */
char *
cn_text_answered (const CnTextAnswer *facts)
{
  gboolean close, yes;

  g_return_val_if_fail (facts != NULL, NULL);

  close = facts->closes;
  yes = facts->yes;
  switch (facts->heard_by)
    {
    case CN_TEXT_HEARD_BY_ANSWERER:
      /* Translators: the person answered a partner's "May I go out?"; %s
       * is the partner who asked */
      if (close)
        return g_strdup_printf (yes ? _("You said yes: %s must close this turn.")
                                    : _("You said no: %s may not close this turn."), facts->asker);
      return g_strdup_printf (yes ? _("You said yes: %s must go out this turn.")
                                  : _("You said no: %s may not go out this turn."), facts->asker);

    case CN_TEXT_HEARD_BY_OTHERS:
      /* Translators: one player answered another's "May I go out?"
       * (neither is the person at the screen): the one who answered,
       * then the one who asked */
      if (close)
        return g_strdup_printf (yes ? _("%s says yes: %s must close this turn.")
                                    : _("%s says no: %s may not close this turn."),
                                facts->answerer, facts->asker);
      return g_strdup_printf (yes ? _("%s says yes: %s must go out this turn.")
                                  : _("%s says no: %s may not go out this turn."),
                              facts->answerer, facts->asker);

    case CN_TEXT_HEARD_BY_ASKER:
    default:
      if (close)
        return g_strdup_printf (yes ? _("%s says yes: close this turn.") : _("%s says no: you may not close this turn."),
                                facts->answerer);
      if (yes)
        /* Translators: the partner's binding answer to "May I go out?" */
        return g_strdup_printf (_("%s says yes: go out this turn."), facts->answerer);
      return g_strdup_printf (_("%s says no: you may not go out this turn."), facts->answerer);
    }
}

/* The screen handed over between two people at one screen: its title,
 * what it says and its button. The partner asked "May I go out?" answers
 * here without showing the hand; before the cut, the cutter cuts. */
void
cn_text_handover (const CnTextHandover *facts,
                  char                **title,
                  char                **description,
                  char                **button)
{
  g_return_if_fail (facts != NULL && title != NULL && description != NULL && button != NULL);

  /* Translators: the privacy screen between two human players */
  *title = g_strdup_printf (_("Pass to %s"), facts->to);
  if (facts->asker != NULL)
    /* Translators: the privacy screen when a partner asks; the first
     * %s is the asker, the second the partner who answers */
    *description = g_strdup_printf (facts->closes
                                    ? _("%s asks: “May I close?” %s, answer here without showing your hand, or show it first. Your answer binds.")
                                    : _("%s asks: “May I go out?” %s, answer here without showing your hand, or show it first. Your answer binds."),
                                    facts->asker, facts->to);
  else if (facts->cut)
    /* Translators: the privacy screen before the cut of a round */
    *description = g_strdup_printf (_("No cards are dealt yet: %s cuts the deck to start the round."), facts->to);
  else
    *description = g_strdup (_("Every hand is hidden. Hand the screen over, and let the next player show their cards when nobody else is looking."));
  if (facts->cut && facts->asker == NULL)
    /* Translators: the privacy screen's button before the cut */
    *button = g_strdup_printf (_("I am %s — Cut"), facts->to);
  else
    *button = g_strdup_printf (_("I am %s — Show My Hand"), facts->to);
}
