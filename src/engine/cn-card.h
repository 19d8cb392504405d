/* cn-card.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

/* A card is one byte: rank * 4 + suit. The joker has rank 0 and suit 0,
 * so card value 0 is the joker and values 1..3 are unused. Copies of the
 * same card from different decks are the same value: nothing in the rules
 * tells them apart. */
typedef uint8_t CnCard;

typedef enum
{
  CN_SUIT_CLUBS,
  CN_SUIT_DIAMONDS,
  CN_SUIT_HEARTS,
  CN_SUIT_SPADES,
} CnSuit;

typedef enum
{
  CN_RANK_JOKER = 0,
  CN_RANK_ACE   = 1,
  CN_RANK_TWO   = 2,
  CN_RANK_THREE = 3,
  CN_RANK_FOUR  = 4,
  CN_RANK_TEN   = 10,
  CN_RANK_JACK  = 11,
  CN_RANK_QUEEN = 12,
  CN_RANK_KING  = 13,
  CN_N_RANKS    = 14,
} CnRank;

#define CN_CARD_JOKER    ((CnCard) 0)
#define CN_N_KINDS       56   /* card values 0..55; 1..3 never occur */
#define CN_CARD_NONE     ((CnCard) 0xff)

#define CN_CARD(rank, suit) ((CnCard) (((rank) << 2) | (suit)))

static inline CnRank
cn_card_rank (CnCard card)
{
  return (CnRank) (card >> 2);
}

static inline CnSuit
cn_card_suit (CnCard card)
{
  return (CnSuit) (card & 3);
}

static inline gboolean
cn_card_is_wild (CnCard card)
{
  return cn_card_rank (card) == CN_RANK_JOKER || cn_card_rank (card) == CN_RANK_TWO;
}

static inline gboolean
cn_card_is_red (CnCard card)
{
  return cn_card_rank (card) != CN_RANK_JOKER &&
         (cn_card_suit (card) == CN_SUIT_DIAMONDS || cn_card_suit (card) == CN_SUIT_HEARTS);
}

static inline gboolean
cn_card_is_red_three (CnCard card)
{
  return cn_card_rank (card) == CN_RANK_THREE && cn_card_is_red (card);
}

static inline gboolean
cn_card_is_black_three (CnCard card)
{
  return cn_card_rank (card) == CN_RANK_THREE && !cn_card_is_red (card);
}

/* A natural rank is one that forms ordinary melds: ace and four to king. */
static inline gboolean
cn_rank_is_natural (CnRank rank)
{
  return rank == CN_RANK_ACE || (rank >= CN_RANK_FOUR && rank <= CN_RANK_KING);
}

static inline gboolean
cn_card_is_natural (CnCard card)
{
  return cn_rank_is_natural (cn_card_rank (card));
}

gboolean     cn_card_valid     (CnCard       card);
int          cn_card_value     (CnCard       card);
/* The rank of the meld cards go on: that of their first card that is not
 * wild, CN_RANK_THREE for black threes (a meld of its own, going out);
 * -1 for wild cards alone, which go on whichever meld takes them. */
int          cn_cards_meld_rank (const CnCard *cards,
                                 int           n);
/* Writes "10H", "KS", "JK" into buf (at least 4 bytes); returns buf. */
const char  *cn_card_to_string (CnCard       card,
                                char        *buf);
/* Parses "10H", "TH", "th", "H10", "h13", "c1", "JK"; FALSE when not a card. */
gboolean     cn_card_parse     (const char  *text,
                                CnCard      *out);
const char  *cn_rank_to_string (CnRank       rank);
gboolean     cn_rank_parse     (const char  *text,
                                CnRank      *out);

G_END_DECLS
