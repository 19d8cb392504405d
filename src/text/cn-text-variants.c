/* cn-text-variants.c: the variants in words: their names, what sets each
 * apart, the tables each seats
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* The rule set's name, as the window title, the new-game dialog, the
 * preferences, the statistics and the rules help write it. */
const char *
cn_text_variant_name (CnVariant variant)
{
  switch (variant)
    {
    case CN_VARIANT_CLASSIC:   return C_("variant", "Classic");
    case CN_VARIANT_FIFTEEN:   return C_("variant", "Fifteen cards");
    case CN_VARIANT_ITALIAN:   return C_("variant", "Italian");
    case CN_VARIANT_URUGUAYAN: return C_("variant", "Uruguayan");
    case CN_N_VARIANTS:
    default:
      return "?";
    }
}

/* What sets the variant apart, in one line, for the new-game dialog. */
char *
cn_text_variant_description (const CnRules *rules)
{
  g_autofree char *target = NULL;

  g_return_val_if_fail (rules != NULL, g_strdup (""));

  /* The target written as the score sheet writes it: 15.000 in Spanish. */
  target = cn_text_number (rules->target);

  switch (rules->variant)
    {
    case CN_VARIANT_CLASSIC:
      /* Translators: %s is the score that wins the game, written as "5,000" */
      return g_strdup_printf (_("The usual game: one canasta to go out, a pile frozen by a wild card; to %s points"),
                              target);
    case CN_VARIANT_FIFTEEN:
      return g_strdup_printf (_("Fifteen cards a hand, two drawn a turn, two canastas to go out; to %s points or a set number of rounds"),
                              target);
    case CN_VARIANT_ITALIAN:
      return g_strdup_printf (_("Melds of two naturals and two wild cards, a canasta of seven wild cards, black threes to take the pile going out; to %s points"),
                              target);
    case CN_VARIANT_URUGUAYAN:
      return g_strdup_printf (_("Three decks, the cut and the canasta de moda, the pozo premiado, canastas that close at seven; to %s points"),
                              target);
    case CN_N_VARIANTS:
    default:
      return g_strdup ("");
    }
}

/* The player counts a variant's table holds, as the dialog says them: "1
 * against 1, or 2 against 2". */
char *
cn_text_variant_players (const CnRules *rules)
{
  g_autoptr(GString) text = g_string_new (NULL);
  int n = 0;
  const CnSeating *order[CN_MAX_SEATINGS];

  g_return_val_if_fail (rules != NULL, g_strdup (""));

  /* Fewest players first, whatever the table's order. */
  while (n < CN_MAX_SEATINGS && rules->seatings[n].players > 0)
    {
      int at = n;

      for (; at > 0 && order[at - 1]->players > rules->seatings[n].players; at--)
        order[at] = order[at - 1];
      order[at] = &rules->seatings[n++];
    }
  for (int i = 0; i < n; i++)
    {
      const CnSeating *seating = order[i];
      int per_side = seating->players / seating->sides;
      g_autofree char *one = NULL;

      if (per_side > 1)
        /* Translators: a team game in the new-game dialog: "2 against 2" */
        one = g_strdup_printf (_("%d against %d"), per_side, per_side);
      else if (seating->players == 2)
        one = g_strdup (_("1 against 1"));
      else
        /* Translators: a game where everyone plays alone: "3 alone" */
        one = g_strdup_printf (_("%d each alone"), seating->players);

      /* One count is one phrase: "2 against 2" never breaks across lines. */
      {
        g_auto(GStrv) words = g_strsplit (one, " ", -1);

        g_free (one);
        one = g_strjoinv ("\u00a0", words);
      }

      if (i > 0)
        /* Translators: between the player counts of a variant: "1 against
         * 1, 3 each alone, or 2 against 2" */
        g_string_append (text, i == n - 1 ? _(", or ") : _(", "));
      g_string_append (text, one);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}
