/* cn-text-round.c: a round's end and the game's, in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The round's summary and the game-over screen say how a round ended, who
 * took it, who won the game and what wins it. A team is plural ("Ana &
 * Carla win"), a player alone singular; one against one, or each for
 * themselves, a player wins, not a side.
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* How the round ended, in a sentence: who went out (closed, in source
 * 001's words), or that the stock ran out. NULL when it has not ended. */
char *
cn_text_round_end (const CnTextRoundEnd *facts)
{
  g_return_val_if_fail (facts != NULL, NULL);

  switch (facts->end)
    {
    case CN_END_WENT_OUT:
      if (facts->who == NULL)
        return NULL;
      if (facts->closes)
        /* Translators: how a uruguayan round ended: "Bruno closed the round." */
        return g_strdup_printf (_("%s closed the round."), facts->who);
      if (facts->concealed)
        /* Translators: how the round ended: "Bruno went out concealed." */
        return g_strdup_printf (_("%s went out concealed."), facts->who);
      /* Translators: how the round ended: "Bruno went out." */
      return g_strdup_printf (_("%s went out."), facts->who);

    case CN_END_STOCK_EXHAUSTED:
      if (facts->closes)
        return g_strdup (facts->hands_count
                         ? _("The stock ran out: nobody closed.")
                         : _("The stock ran out: nobody closed, and the cards in hand count nothing."));
      return g_strdup (facts->hands_count
                       ? _("The stock ran out: nobody went out.")
                       : _("The stock ran out: nobody went out, and the cards in hand count nothing."));

    case CN_END_NONE:
    default:
      return NULL;
    }
}

/* Who won the game, or took the round: "Ana & Carla win the game!",
 * "Bruno takes the round". */
char *
cn_text_winner (const char *name,
                gboolean    team,
                gboolean    game)
{
  if (game)
    /* Translators: the end of the game; the first for a team, the
     * second for a player alone */
    return g_strdup_printf (team ? _("%s win the game!") : _("%s wins the game!"), name);
  /* Translators: the round's summary: the side with the best round */
  return g_strdup_printf (team ? _("%s take the round") : _("%s takes the round"), name);
}

/* What wins the game, under a round's result; points as the score sheet
 * writes the target. */
char *
cn_text_target (const char *points,
                gboolean    team)
{
  if (team)
    return g_strdup_printf (_("The first side to reach %s wins the game."), points);
  return g_strdup_printf (_("The first player to reach %s wins the game."), points);
}

/* Under the winner on the game-over screen. */
char *
cn_text_final_scores (int rounds)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Final scores after %d round",
                                       "Final scores after %d rounds", rounds), rounds);
}
