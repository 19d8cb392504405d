/* canasta-meld.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-meld.h"
#include "canasta-messages.h"
#include "cn-text.h"

struct _CanastaMeld
{
  GObject  parent_instance;

  int      side;
  int      index;
  int      canasta_size;
  CnMeld   meld;

  /* How the table shows it (canasta_meld_set_table). */
  CnVariant variant;
  gboolean  clean;
  gboolean  moda;
};

G_DEFINE_FINAL_TYPE (CanastaMeld, canasta_meld, G_TYPE_OBJECT)

static void
canasta_meld_class_init (CanastaMeldClass *klass)
{
}

static void
canasta_meld_init (CanastaMeld *self)
{
}

CanastaMeld *
canasta_meld_new (int           side,
                  int           index,
                  const CnMeld *meld,
                  int           canasta_size)
{
  CanastaMeld *self;

  g_return_val_if_fail (meld != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_MELD, NULL);
  self->side = side;
  self->index = index;
  self->meld = *meld;
  self->canasta_size = canasta_size;

  return self;
}

int
canasta_meld_get_index (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), 0);
  return self->index;
}

CnRank
canasta_meld_get_rank (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), CN_RANK_JOKER);
  return (CnRank) self->meld.rank;
}

guint
canasta_meld_get_n_cards (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), 0);
  return MIN (self->meld.n, CN_MELD_CAP);
}

CnCard
canasta_meld_get_card (CanastaMeld *self,
                       guint        i)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), CN_CARD_NONE);
  g_return_val_if_fail (i < canasta_meld_get_n_cards (self), CN_CARD_NONE);
  return self->meld.cards[i];
}

/* The cards as the table lays them out, the same in every meld whatever
 * order they came in: the naturals (in their order), then the wild cards. */
CnCard
canasta_meld_get_shown_card (CanastaMeld *self,
                             guint        i)
{
  guint n;

  g_return_val_if_fail (CANASTA_IS_MELD (self), CN_CARD_NONE);
  n = canasta_meld_get_n_cards (self);
  g_return_val_if_fail (i < n, CN_CARD_NONE);

  for (guint pass = 0; pass < 2; pass++)
    for (guint j = 0; j < n; j++)
      if (cn_card_is_wild (self->meld.cards[j]) == (pass == 1) && i-- == 0)
        return self->meld.cards[j];
  g_return_val_if_reached (CN_CARD_NONE);
}

gboolean
canasta_meld_is_canasta (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->meld.n >= self->canasta_size;
}

gboolean
canasta_meld_equal_content (CanastaMeld  *self,
                            const CnMeld *meld)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return memcmp (&self->meld, meld, sizeof *meld) == 0;
}

void
canasta_meld_set_table (CanastaMeld *self,
                        CnVariant    variant,
                        gboolean     clean,
                        gboolean     moda)
{
  g_return_if_fail (CANASTA_IS_MELD (self));

  self->variant = variant;
  self->clean = !!clean;
  self->moda = !!moda;
}

gboolean
canasta_meld_is_clean (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->clean;
}

gboolean
canasta_meld_is_moda (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->moda;
}

gboolean
canasta_meld_is_wild (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->meld.rank == CN_RANK_JOKER;
}

guint
canasta_meld_get_close_order (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), 0);
  return self->meld.closed;
}

/* A finished canasta in the variant's own words: source 001 says clean
 * and dirty (limpia, sucia), source 003 natural and mixed, keeping "sporca"
 * (dirty) for its canasta of wild cards. */
static char *
canasta_name (CanastaMeld *self,
              const char  *rank)
{
  gboolean wild = self->meld.rank == CN_RANK_JOKER;

  if (self->variant == CN_VARIANT_URUGUAYAN)
    {
      if (wild)
        return g_strdup (self->clean ? C_("uruguayan", "Clean canasta of wild cards")
                                     : C_("uruguayan", "Dirty canasta of wild cards"));
      /* Translators: %s is a rank in the plural ("kings") */
      return g_strdup_printf (self->clean ? C_("uruguayan", "Clean canasta of %s")
                                          : C_("uruguayan", "Dirty canasta of %s"), rank);
    }

  if (wild)
    /* Translators: the italian variant's canasta of seven wild cards, its
     * "canasta sporca" */
    return g_strdup (C_("italian", "Canasta of wild cards"));

  if (self->variant == CN_VARIANT_ITALIAN)
    /* Translators: %s is a rank in the plural ("kings"); the italian
     * variant's words, where "sporca" is the canasta of wild cards */
    return g_strdup_printf (self->meld.n_wild == 0 ? C_("italian", "Natural canasta of %s")
                                                   : C_("italian", "Mixed canasta of %s"), rank);

  if (self->meld.n_wild == 0)
    /* Translators: %s is a rank in the plural ("kings") */
    return g_strdup_printf (_("Natural canasta of %s"), rank);
  return g_strdup_printf (_("Mixed canasta of %s"), rank);
}

char *
canasta_meld_dup_label (CanastaMeld *self)
{
  g_autofree char *rank = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (CANASTA_IS_MELD (self), NULL);

  rank = cn_text_rank_plural (self->meld.rank);

  if (canasta_meld_is_canasta (self))
    label = canasta_name (self, rank);
  else if (self->meld.rank == CN_RANK_JOKER)
    /* Translators: a meld of wild cards only (uruguayan) */
    label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Meld of wild cards: %u card",
                                          "Meld of wild cards: %u cards", self->meld.n),
                             (guint) self->meld.n);
  else
    {
      /* Each count takes its own plural: "5 cards", "1 wild card". */
      g_autofree char *cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards",
                                                             self->meld.n),
                                                (guint) self->meld.n);
      g_autofree char *wilds = self->meld.n_wild == 0
        /* Translators: in a meld's name: "Meld of kings: 3 cards, no wild cards" */
        ? g_strdup (_("no wild cards"))
        /* Translators: in a meld's name: "Meld of kings: 5 cards, 1 wild card" */
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u wild card", "%u wild cards",
                                        self->meld.n_wild),
                           (guint) self->meld.n_wild);

      /* Translators: a meld's name: "Meld of kings: 5 cards, 1 wild card";
       * the first %s is a rank in the plural, then the two counts */
      label = g_strdup_printf (_("Meld of %s: %s, %s"), rank, cards, wilds);
    }

  /* What the round's premios make of it (source 001). */
  if (self->moda)
    {
      /* Translators: added to a meld's name: "Clean canasta of kings, de moda" */
      g_autofree char *more = g_strdup_printf (_("%s, de moda"), label);

      g_free (label);
      label = g_steal_pointer (&more);
    }
  if (self->meld.closed == 2 || self->meld.closed >= 3)
    {
      g_autofree char *more = g_strdup_printf (self->meld.closed == 2
                                               /* Translators: added to a canasta's name */
                                               ? _("%s, the second of its rank: double")
                                               : _("%s, the third of its rank: triple"), label);

      g_free (label);
      label = g_steal_pointer (&more);
    }

  return g_steal_pointer (&label);
}
