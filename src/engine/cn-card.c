/* cn-card.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-card.h"

#include <string.h>

static const char *const rank_names[CN_N_RANKS] = {
  "JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
};

static const char suit_letters[4] = { 'C', 'D', 'H', 'S' };

gboolean
cn_card_valid (CnCard card)
{
  return card == CN_CARD_JOKER ||
         (cn_card_rank (card) >= CN_RANK_ACE && cn_card_rank (card) <= CN_RANK_KING);
}

/* The standard values, the same in every variant's table; the rules row
 * carries them too so that help can quote them. */
int
cn_card_value (CnCard card)
{
  CnRank rank = cn_card_rank (card);

  if (rank == CN_RANK_JOKER)
    return 50;
  if (rank == CN_RANK_TWO || rank == CN_RANK_ACE)
    return 20;
  if (rank >= 8)
    return 10;
  return 5;
}

int
cn_cards_meld_rank (const CnCard *cards,
                    int           n)
{
  for (int i = 0; i < n; i++)
    if (!cn_card_is_wild (cards[i]))
      return cn_card_rank (cards[i]);
  return -1;
}

const char *
cn_rank_to_string (CnRank rank)
{
  g_return_val_if_fail (rank < CN_N_RANKS, "?");
  return rank_names[rank];
}

const char *
cn_card_to_string (CnCard  card,
                   char   *buf)
{
  if (card == CN_CARD_JOKER)
    {
      strcpy (buf, "JK");
      return buf;
    }
  if (!cn_card_valid (card))
    {
      strcpy (buf, "??");
      return buf;
    }
  g_snprintf (buf, 4, "%s%c", rank_names[cn_card_rank (card)], suit_letters[cn_card_suit (card)]);
  return buf;
}

static int
suit_from_letter (char c)
{
  switch (g_ascii_toupper (c))
    {
    case 'C': return CN_SUIT_CLUBS;
    case 'D': return CN_SUIT_DIAMONDS;
    case 'H': return CN_SUIT_HEARTS;
    case 'S': return CN_SUIT_SPADES;
    default: return -1;
    }
}

gboolean
cn_rank_parse (const char *text,
               CnRank     *out)
{
  if (text == NULL)
    return FALSE;

  if (g_ascii_strcasecmp (text, "T") == 0)
    {
      *out = CN_RANK_TEN;
      return TRUE;
    }
  /* "JK" too, the rank of a meld of wild cards: the inverse of
   * cn_rank_to_string(). */
  for (int r = CN_RANK_JOKER; r <= CN_RANK_KING; r++)
    if (g_ascii_strcasecmp (text, rank_names[r]) == 0)
      {
        *out = (CnRank) r;
        return TRUE;
      }
  return FALSE;
}

gboolean
cn_card_parse (const char *text,
               CnCard     *out)
{
  size_t len;
  int suit;
  char rank_text[4];
  CnRank rank;

  if (text == NULL)
    return FALSE;
  len = strlen (text);
  if (len < 2 || len > 3)
    return FALSE;

  if (g_ascii_strcasecmp (text, "JK") == 0)
    {
      *out = CN_CARD_JOKER;
      return TRUE;
    }

  /* Our own form: rank then suit ("10H", "TH"). */
  suit = suit_from_letter (text[len - 1]);
  if (suit >= 0)
    {
      memcpy (rank_text, text, len - 1);
      rank_text[len - 1] = '\0';
      if (cn_rank_parse (rank_text, &rank) && rank != CN_RANK_JOKER)
        {
          *out = CN_CARD (rank, suit);
          return TRUE;
        }
    }

  /* The sources' form: suit then 1..13 ("H13", "c1"). */
  suit = suit_from_letter (text[0]);
  if (suit >= 0 && g_ascii_isdigit (text[1]) && (len == 2 || g_ascii_isdigit (text[2])))
    {
      int n = text[1] - '0';

      if (len == 3)
        n = n * 10 + (text[2] - '0');
      if (text[1] != '0' && n >= 1 && n <= 13)
        {
          *out = CN_CARD (n, suit);
          return TRUE;
        }
    }

  return FALSE;
}
