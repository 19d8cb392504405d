/* canasta-card-set.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card-set.h"

G_DEFINE_BOXED_TYPE (CanastaCardSet, canasta_card_set,
                     canasta_card_set_copy, canasta_card_set_free)

CanastaCardSet *
canasta_card_set_new (int seat)
{
  CanastaCardSet *self = g_new0 (CanastaCardSet, 1);

  self->seat = seat;

  return self;
}

CanastaCardSet *
canasta_card_set_copy (const CanastaCardSet *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return g_memdup2 (self, sizeof *self);
}

void
canasta_card_set_free (CanastaCardSet *self)
{
  g_free (self);
}

gboolean
canasta_card_set_add (CanastaCardSet *self,
                      CnCard          card)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->n >= CN_MOVE_CAP)
    return FALSE;

  self->cards[self->n++] = card;

  return TRUE;
}
