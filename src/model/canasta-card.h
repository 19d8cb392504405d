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

char        *canasta_card_name         (CnCard       card);
const char  *canasta_card_art_name     (CnCard       card,
                                        gboolean     alternate);

/* A card's name inside a sentence, with its article and in the case the
 * language writes it there: "the queen of spades", "el seis de picas".
 * The capitalised name above stands alone (tooltips, screen readers). */
char        *canasta_card_sentence_name (CnCard        card);
const char  *canasta_rank_sentence_name (guint         rank);
/* Cards inside a sentence: "the two of clubs, the joker and the ace of
 * hearts". */
char        *canasta_card_sentence_list (const CnCard *cards,
                                         int           n);

G_END_DECLS
