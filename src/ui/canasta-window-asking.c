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
  CnPhase phase = canasta_game_get_phase (self->game);

  if (!mine || canasta_game_get_can_ask (self->game) ||
      (phase != CN_PHASE_DRAW && phase != CN_PHASE_PLAY))
    return g_strdup (close
                     ? _("Ask your partner “May I close?” (G). A yes binds you to close this turn; "
                         "a no forbids closing this turn. Ask before you take the pozo or put any card down.")
                     : _("Ask your partner “May I go out?” (G), after drawing and before melding. A yes "
                         "binds you to go out this turn; a no forbids going out this turn."));

  if (phase == CN_PHASE_DRAW)
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

/* The status line's advice at the start of a turn where asking can
 * matter before the draw (uruguayan): a question may not follow a take of
 * the pozo, while after a draw from the stock it still may. NULL when
 * there is nothing to advise. */
const char *
_canasta_window_ask_draw_status (CanastaWindow *self)
{
  if (!_canasta_window_says_close (self) || !canasta_game_get_viewer_can_act (self->game) ||
      canasta_game_get_phase (self->game) != CN_PHASE_DRAW || !canasta_game_get_can_ask (self->game))
    return NULL;

  return _("Your turn: draw or take the pozo. To close this turn, ask before you take the pozo or meld (G)");
}

/* A yes given before the draw lapses when the cards drawn leave no way to
 * close (the engine's rule): said in plain words. */
char *
_canasta_window_lapse_text (CanastaWindow *self,
                            const char    *partner)
{
  /* Translators: "The cards you drew do not let you close: Carla’s yes no longer binds you." */
  return g_strdup_printf (_canasta_window_says_close (self)
                          ? _("The cards you drew do not let you close: %s’s yes no longer binds you.")
                          : _("The cards you drew do not let you go out: %s’s yes no longer binds you."),
                          partner);
}
