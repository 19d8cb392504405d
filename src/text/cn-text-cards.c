/* cn-text-cards.c: the names of cards and ranks
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib/gi18n-lib.h>

#include "cn-text.h"

/* A card's full name, as a screen reader says it: "Queen of Spades". */
char *
cn_text_card_name (CnCard card)
{
  const char *rank = NULL;

  if (card == CN_CARD_JOKER)
    return g_strdup (_("Joker"));

  switch ((int) cn_card_rank (card))
    {
    case CN_RANK_ACE:   rank = C_("rank", "Ace"); break;
    case CN_RANK_TWO:   rank = C_("rank", "Two"); break;
    case CN_RANK_THREE: rank = C_("rank", "Three"); break;
    case 4:             rank = C_("rank", "Four"); break;
    case 5:             rank = C_("rank", "Five"); break;
    case 6:             rank = C_("rank", "Six"); break;
    case 7:             rank = C_("rank", "Seven"); break;
    case 8:             rank = C_("rank", "Eight"); break;
    case 9:             rank = C_("rank", "Nine"); break;
    case CN_RANK_TEN:   rank = C_("rank", "Ten"); break;
    case CN_RANK_JACK:  rank = C_("rank", "Jack"); break;
    case CN_RANK_QUEEN: rank = C_("rank", "Queen"); break;
    case CN_RANK_KING:  rank = C_("rank", "King"); break;
    default:
      return g_strdup ("?");
    }

  switch (cn_card_suit (card))
    {
    /* Translators: a card's name, for screen readers: "Queen of Spades" */
    case CN_SUIT_CLUBS:    return g_strdup_printf (_("%s of Clubs"), rank);
    case CN_SUIT_DIAMONDS: return g_strdup_printf (_("%s of Diamonds"), rank);
    case CN_SUIT_HEARTS:   return g_strdup_printf (_("%s of Hearts"), rank);
    case CN_SUIT_SPADES:   return g_strdup_printf (_("%s of Spades"), rank);
    default:               return g_strdup ("?");
    }
}

/* "9♥": the short form the cards themselves show; the joker by name. */
char *
cn_text_card_short (CnCard card)
{
  static const char *const ranks[] = { NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };
  static const char *const suits[] = { "♣", "♦", "♥", "♠" };

  if (card == CN_CARD_JOKER)
    /* Translators: the joker card itself, short, as "7♠" writes a seven:
     * in the history of the round and in the moves of the rules help */
    return g_strdup (C_("card", "Joker"));
  if (!cn_card_valid (card))
    return g_strdup ("?");
  return g_strconcat (ranks[cn_card_rank (card)], suits[cn_card_suit (card)], NULL);
}

/* The cards in one of the forms of CnTextCards. */
char *
cn_text_cards (const CnCard *cards,
               int           n,
               CnTextCards   form)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (cards != NULL || n == 0, g_strdup (""));

  for (int i = 0; i < n; i++)
    {
      g_autofree char *one = form == CN_TEXT_CARDS_SPOKEN ? cn_text_card_name (cards[i])
                                                          : cn_text_card_short (cards[i]);

      if (i > 0 && form == CN_TEXT_CARDS_ROW)
        g_string_append_c (out, ' ');
      else if (i > 0)
        /* Translators: between the cards of a list, "9♥, 9♦, 9♣", or
         * their names for a screen reader */
        g_string_append (out, C_("card list", ", "));
      g_string_append (out, one);
    }
  return g_string_free (out, FALSE);
}

/* A rank inside a sentence, with its article ("the king", "el rey", "il
 * re"); each has its own, since the article follows the rank's gender and
 * first sound: Spanish "la jota", Italian "l’asso". */
const char *
cn_text_rank_sentence_name (guint rank)
{
  switch ((int) rank)
    {
    /* Translators: a rank inside a sentence, with its article, for "the
     * ace of clubs"; lower-case where the language writes card names so
     * mid-sentence */
    case CN_RANK_ACE:   return C_("card in a sentence", "the ace");
    case CN_RANK_TWO:   return C_("card in a sentence", "the two");
    case CN_RANK_THREE: return C_("card in a sentence", "the three");
    case 4:             return C_("card in a sentence", "the four");
    case 5:             return C_("card in a sentence", "the five");
    case 6:             return C_("card in a sentence", "the six");
    case 7:             return C_("card in a sentence", "the seven");
    case 8:             return C_("card in a sentence", "the eight");
    case 9:             return C_("card in a sentence", "the nine");
    case CN_RANK_TEN:   return C_("card in a sentence", "the ten");
    case CN_RANK_JACK:  return C_("card in a sentence", "the jack");
    case CN_RANK_QUEEN: return C_("card in a sentence", "the queen");
    case CN_RANK_KING:  return C_("card in a sentence", "the king");
    default:
      return "?";
    }
}

/* A rank with its article, "the queen" or "the two queens", and card's
 * suit, inside a sentence. */
static char *
with_suit (const char *rank,
           CnCard      card)
{
  switch (cn_card_suit (card))
    {
    /* Translators: a card inside a sentence: "discard the queen of spades";
     * %s is the rank with its article ("the two queens" for two cards) */
    case CN_SUIT_CLUBS:    return g_strdup_printf (C_("card in a sentence", "%s of clubs"), rank);
    case CN_SUIT_DIAMONDS: return g_strdup_printf (C_("card in a sentence", "%s of diamonds"), rank);
    case CN_SUIT_HEARTS:   return g_strdup_printf (C_("card in a sentence", "%s of hearts"), rank);
    case CN_SUIT_SPADES:   return g_strdup_printf (C_("card in a sentence", "%s of spades"), rank);
    default:               return g_strdup ("?");
    }
}

char *
cn_text_card_sentence_name (CnCard card)
{
  const char *rank;

  if (card == CN_CARD_JOKER)
    /* Translators: the joker inside a sentence, with its article: "discard
     * the joker"; in Spanish the card's name is Joker, a proper name ("el
     * Joker"); Italian players call it "il jolly" */
    return g_strdup (C_("card in a sentence", "the joker"));

  rank = cn_text_rank_sentence_name (cn_card_rank (card));
  if (g_str_equal (rank, "?"))
    return g_strdup ("?");
  return with_suit (rank, card);
}

/* Two cards alike (two decks: two kings of diamonds, two jokers) inside a
 * sentence, with the article: "the two kings of diamonds", rather than
 * "the king of diamonds and the king of diamonds" (issue 28). */
static char *
card_pair_sentence_name (CnCard card)
{
  const char *rank;

  if (card == CN_CARD_JOKER)
    /* Translators: two jokers inside a sentence, with the article: "meld
     * the two jokers"; Italian "i due jolly" */
    return g_strdup (C_("two cards in a sentence", "the two jokers"));

  switch ((int) cn_card_rank (card))
    {
    /* Translators: two cards of one rank inside a sentence, with the
     * article, for "the two kings of diamonds"; the gender is the rank's
     * (Italian "le due donne", Spanish "las dos jotas") */
    case CN_RANK_ACE:   rank = C_("two cards in a sentence", "the two aces"); break;
    case CN_RANK_TWO:   rank = C_("two cards in a sentence", "the two twos"); break;
    case CN_RANK_THREE: rank = C_("two cards in a sentence", "the two threes"); break;
    case 4:             rank = C_("two cards in a sentence", "the two fours"); break;
    case 5:             rank = C_("two cards in a sentence", "the two fives"); break;
    case 6:             rank = C_("two cards in a sentence", "the two sixes"); break;
    case 7:             rank = C_("two cards in a sentence", "the two sevens"); break;
    case 8:             rank = C_("two cards in a sentence", "the two eights"); break;
    case 9:             rank = C_("two cards in a sentence", "the two nines"); break;
    case CN_RANK_TEN:   rank = C_("two cards in a sentence", "the two tens"); break;
    case CN_RANK_JACK:  rank = C_("two cards in a sentence", "the two jacks"); break;
    case CN_RANK_QUEEN: rank = C_("two cards in a sentence", "the two queens"); break;
    case CN_RANK_KING:  rank = C_("two cards in a sentence", "the two kings"); break;
    default:
      return g_strdup ("?");
    }

  return with_suit (rank, card);
}

char *
cn_text_card_sentence_list (const CnCard *cards,
                            int           n)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) head = g_string_new (NULL);

  g_return_val_if_fail (n >= 0, g_strdup (""));
  g_return_val_if_fail (cards != NULL || n == 0, g_strdup (""));

  if (n == 0)
    return g_strdup ("");

  /* Two cards alike side by side are named together; three (three decks)
   * one by one. */
  for (int i = 0; i < n; i++)
    {
      int run = 1;

      while (i + run < n && cards[i + run] == cards[i])
        run++;
      if (run == 2)
        g_ptr_array_add (names, card_pair_sentence_name (cards[i]));
      else
        for (int k = 0; k < run; k++)
          g_ptr_array_add (names, cn_text_card_sentence_name (cards[i]));
      i += run - 1;
    }

  if (names->len == 1)
    return g_strdup (g_ptr_array_index (names, 0));

  /* All but the last, one after another; then "and" the last. */
  for (guint i = 0; i + 1 < names->len; i++)
    {
      if (i > 0)
        /* Translators: between cards in a sentence, "the two of clubs,
         * the joker and the ace of hearts" */
        g_string_append (head, C_("card in a sentence", ", "));
      g_string_append (head, g_ptr_array_index (names, i));
    }
  /* Translators: the last two of cards in a sentence: "the two of clubs
   * and the joker" */
  return g_strdup_printf (C_("card in a sentence", "%s and %s"), head->str,
                          (const char *) g_ptr_array_index (names, names->len - 1));
}

/* A rank in the plural: "kings", "black threes", "wild cards". */
char *
cn_text_rank_plural (guint rank)
{
  /* Anything else, a negative number too, reads "?". */
  switch (rank)
    {
    /* Translators: a rank in the plural as it reads inside a sentence ("a
     * natural pair of kings"); the table capitalises it where it stands
     * alone. */
    case CN_RANK_JOKER: return g_strdup (_("wild cards"));
    case CN_RANK_ACE:   return g_strdup (_("aces"));
    case CN_RANK_TWO:   return g_strdup (_("twos"));
    case CN_RANK_THREE: return g_strdup (_("black threes"));
    case 4:             return g_strdup (_("fours"));
    case 5:             return g_strdup (_("fives"));
    case 6:             return g_strdup (_("sixes"));
    case 7:             return g_strdup (_("sevens"));
    case 8:             return g_strdup (_("eights"));
    case 9:             return g_strdup (_("nines"));
    case CN_RANK_TEN:   return g_strdup (_("tens"));
    case CN_RANK_JACK:  return g_strdup (_("jacks"));
    case CN_RANK_QUEEN: return g_strdup (_("queens"));
    case CN_RANK_KING:  return g_strdup (_("kings"));
    default:            return g_strdup ("?");
    }
}

char *
cn_text_rank_plural_title (guint rank)
{
  g_autofree char *plural = cn_text_rank_plural (rank);
  g_autofree char *first = g_utf8_strup (plural, g_utf8_next_char (plural) - plural);

  return g_strconcat (first, g_utf8_next_char (plural), NULL);
}
