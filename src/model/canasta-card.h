/* canasta-card.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cn-card.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_CARD (canasta_card_get_type ())

G_DECLARE_FINAL_TYPE (CanastaCard, canasta_card, CANASTA, CARD, GObject)

CanastaCard *canasta_card_new          (CnCard       card,
                                        gboolean     alternate);
CnCard       canasta_card_get_card     (CanastaCard *self);
/* Two copies of a card are the same to the rules; the second joker of a
 * hand is drawn with the other joker picture so the player sees two. */
gboolean     canasta_card_get_alternate (CanastaCard *self);
void         canasta_card_set_sideways (CanastaCard *self,
                                        gboolean     sideways);
/* The name of the picture in the deck: "10H", "JK-red". */
const char  *canasta_card_get_art_name (CanastaCard *self);
/* A translated name for screen readers and tooltips: "Queen of Spades". */
char        *canasta_card_dup_label    (CanastaCard *self);

const char  *canasta_card_art_name     (CnCard       card,
                                        gboolean     alternate);

G_END_DECLS
