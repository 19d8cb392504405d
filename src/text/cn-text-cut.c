/* cn-text-cut.c: the cut that opens a uruguayan round, in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the table says over the cut (source 001): how to cut, who cuts,
 * and once it is made, what it showed: the canasta de moda, the wild
 * cards and red threes the cutter keeps, a black three that stops the
 * keeping, an exact cut's bonus.
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* Over the deck while the round waits for the cut: "Cut the Deck" for
 * the person at the screen, "Carla cuts the deck" while someone else
 * cuts; "Carla cut the deck" once it is made. */
char *
cn_text_cut_title (const char *who,
                   gboolean    mine,
                   gboolean    done)
{
  if (done)
    /* Translators: over the cut once made: "Carla cut the deck" */
    return g_strdup_printf (_("%s cut the deck"), who != NULL ? who : "");
  if (mine)
    return g_strdup (_("Cut the Deck"));
  return g_strdup_printf (_("%s cuts the deck"), who != NULL ? who : "");
}

/* Under the deck before the cut: how to cut (for the person cutting, with
 * the cards the deal takes and the exact cut's score), or what the cut
 * decides (for those watching). */
char *
cn_text_cut_note (gboolean mine,
                  int      exact,
                  int      bonus)
{
  if (!mine)
    return g_strdup (_("The bottom card of the part lifted names the canasta de moda."));
  /* Translators: under the deck when the person at the screen cuts;
   * the numbers are the cards the deal takes and the exact cut's score */
  return g_strdup_printf (_("Point along the deck or use the arrow keys, then cut. The bottom card of the part you lift names the canasta de moda; lifting just the %d cards the deal takes scores %d. A hand cannot count cards: the cut lands within a few of where you point."),
                          exact, bonus);
}

/* What the cut showed, in sentences, under its cards. */
char *
cn_text_cut_caption (const CnTextCut *facts)
{
  g_autoptr(GString) caption = g_string_new (NULL);
  gboolean stopper = FALSE;

  g_return_val_if_fail (facts != NULL, g_strdup (""));

  for (int i = 0; i < facts->n_cut; i++)
    if (cn_card_is_black_three (facts->cut[i]))
      stopper = TRUE;

  if (facts->moda != 0)
    {
      g_autofree char *card_name = cn_text_card_sentence_name (facts->moda_card);
      g_autofree char *rank = cn_text_rank_plural (facts->moda);

      /* Translators: "The cut shows the jack of diamonds: jacks are de moda this round." */
      g_string_append_printf (caption, _("The cut shows %s: %s are de moda this round."), card_name, rank);
    }
  if (facts->n_kept > 0)
    {
      g_autofree char *kept_names = cn_text_card_sentence_list (facts->kept, facts->n_kept);

      if (caption->len > 0)
        g_string_append_c (caption, ' ');
      /* Translators: the wild cards and red threes the cutter keeps:
       * "Carla keeps the two of hearts and the joker." */
      g_string_append_printf (caption, _("%s keeps %s."), facts->who, kept_names);
    }
  if (stopper)
    {
      if (caption->len > 0)
        g_string_append_c (caption, ' ');
      g_string_append (caption, _("A black three stops the keeping of wild cards and red threes."));
    }
  if (facts->exact_side != NULL)
    {
      if (caption->len > 0)
        g_string_append_c (caption, ' ');
      /* Translators: "Exact cut: 300 for Ana & Carla!" */
      g_string_append_printf (caption, _("Exact cut: %d for %s!"), facts->exact_bonus, facts->exact_side);
    }
  return g_string_free (g_steal_pointer (&caption), FALSE);
}
