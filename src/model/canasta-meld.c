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

struct _CanastaMeld
{
  GObject  parent_instance;

  int      side;
  int      index;
  int      canasta_size;
  CnMeld   meld;
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
canasta_meld_get_side (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), 0);
  return self->side;
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

guint
canasta_meld_get_n_wild (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), 0);
  return self->meld.n_wild;
}

CnCard
canasta_meld_get_card (CanastaMeld *self,
                       guint        i)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), CN_CARD_NONE);
  g_return_val_if_fail (i < canasta_meld_get_n_cards (self), CN_CARD_NONE);
  return self->meld.cards[i];
}

gboolean
canasta_meld_is_canasta (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->meld.n >= self->canasta_size;
}

gboolean
canasta_meld_is_natural (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->meld.n_wild == 0;
}

gboolean
canasta_meld_is_closed (CanastaMeld *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return self->meld.closed != 0;
}

gboolean
canasta_meld_equal_content (CanastaMeld  *self,
                            const CnMeld *meld)
{
  g_return_val_if_fail (CANASTA_IS_MELD (self), FALSE);
  return memcmp (&self->meld, meld, sizeof *meld) == 0;
}

char *
canasta_meld_dup_label (CanastaMeld *self)
{
  g_autofree char *rank = NULL;

  g_return_val_if_fail (CANASTA_IS_MELD (self), NULL);

  rank = canasta_rank_plural (self->meld.rank);

  if (canasta_meld_is_canasta (self))
    {
      if (self->meld.n_wild == 0)
        /* Translators: %s is a rank in the plural ("Kings") */
        return g_strdup_printf (_("Natural canasta of %s"), rank);
      else
        return g_strdup_printf (_("Mixed canasta of %s"), rank);
    }

  /* Translators: "Meld of Kings: 5 cards, 1 wild" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Meld of %s: %u card, %u wild",
                                    "Meld of %s: %u cards, %u wild",
                                    self->meld.n),
                          rank, (guint) self->meld.n, (guint) self->meld.n_wild);
}
