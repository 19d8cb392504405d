/* canasta-card-set.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_CARD_SET (canasta_card_set_get_type ())

/* A few cards picked from one seat's hand: what a drag carries, and what
 * the table's buttons and keys act on. */
typedef struct
{
  int    seat;
  guint  n;
  CnCard cards[CN_MOVE_CAP];
} CanastaCardSet;

GType           canasta_card_set_get_type (void) G_GNUC_CONST;
CanastaCardSet *canasta_card_set_new      (int                   seat);
CanastaCardSet *canasta_card_set_copy     (const CanastaCardSet *self);
void            canasta_card_set_free     (CanastaCardSet       *self);
gboolean        canasta_card_set_add      (CanastaCardSet       *self,
                                           CnCard                card);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CanastaCardSet, canasta_card_set_free)

G_END_DECLS
