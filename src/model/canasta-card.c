/* canasta-card.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"

struct _CanastaCard
{
  GObject  parent_instance;

  CnCard   card;
  guint    alternate : 1;
  guint    sideways : 1;
};

G_DEFINE_FINAL_TYPE (CanastaCard, canasta_card, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CARD,
  PROP_ALTERNATE,
  PROP_SIDEWAYS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
canasta_card_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CanastaCard *self = CANASTA_CARD (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;

    case PROP_ALTERNATE:
      g_value_set_boolean (value, self->alternate);
      break;

    case PROP_SIDEWAYS:
      g_value_set_boolean (value, self->sideways);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  CanastaCard *self = CANASTA_CARD (object);

  switch (prop_id)
    {
    case PROP_CARD:
      self->card = g_value_get_uint (value);
      break;

    case PROP_ALTERNATE:
      self->alternate = g_value_get_boolean (value);
      break;

    case PROP_SIDEWAYS:
      canasta_card_set_sideways (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_class_init (CanastaCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = canasta_card_get_property;
  object_class->set_property = canasta_card_set_property;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL,
                       0, 255, CN_CARD_JOKER,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ALTERNATE] =
    g_param_spec_boolean ("alternate", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDEWAYS] =
    g_param_spec_boolean ("sideways", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_card_init (CanastaCard *self)
{
}

CanastaCard *
canasta_card_new (CnCard   card,
                  gboolean alternate)
{
  return g_object_new (CANASTA_TYPE_CARD,
                       "card", (guint) card,
                       "alternate", alternate,
                       NULL);
}

CnCard
canasta_card_get_card (CanastaCard *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD (self), CN_CARD_NONE);

  return self->card;
}

gboolean
canasta_card_get_alternate (CanastaCard *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD (self), FALSE);

  return self->alternate;
}

void
canasta_card_set_sideways (CanastaCard *self,
                           gboolean     sideways)
{
  g_return_if_fail (CANASTA_IS_CARD (self));

  sideways = !!sideways;
  if (self->sideways == sideways)
    return;

  self->sideways = sideways;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDEWAYS]);
}

const char *
canasta_card_get_art_name (CanastaCard *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD (self), NULL);

  return canasta_card_art_name (self->card, self->alternate);
}

char *
canasta_card_dup_label (CanastaCard *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD (self), NULL);

  return canasta_card_name (self->card);
}

const char *
canasta_card_art_name (CnCard   card,
                       gboolean alternate)
{
  static const char *const names[CN_N_KINDS] = {
    "JK-red", NULL, NULL, NULL,
    "AC", "AD", "AH", "AS",
    "2C", "2D", "2H", "2S",
    "3C", "3D", "3H", "3S",
    "4C", "4D", "4H", "4S",
    "5C", "5D", "5H", "5S",
    "6C", "6D", "6H", "6S",
    "7C", "7D", "7H", "7S",
    "8C", "8D", "8H", "8S",
    "9C", "9D", "9H", "9S",
    "10C", "10D", "10H", "10S",
    "JC", "JD", "JH", "JS",
    "QC", "QD", "QH", "QS",
    "KC", "KD", "KH", "KS",
  };

  if (card == CN_CARD_JOKER)
    return alternate ? "JK-black" : "JK-red";
  if (card >= CN_N_KINDS || names[card] == NULL)
    return NULL;
  return names[card];
}

char *
canasta_card_name (CnCard card)
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

/* A rank inside a sentence, with its article ("the king", "el rey", "il
 * re"); each has its own, since the article follows the rank's gender and
 * first sound: Spanish "la jota", Italian "l’asso". */
const char *
canasta_rank_sentence_name (guint rank)
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

char *
canasta_card_sentence_name (CnCard card)
{
  const char *rank;

  if (card == CN_CARD_JOKER)
    /* Translators: the joker inside a sentence, with its article: "discard
     * the joker"; in Spanish the card's name is Joker, a proper name ("el
     * Joker"); Italian players call it "il jolly" */
    return g_strdup (C_("card in a sentence", "the joker"));

  rank = canasta_rank_sentence_name (cn_card_rank (card));
  if (g_str_equal (rank, "?"))
    return g_strdup ("?");

  switch (cn_card_suit (card))
    {
    /* Translators: a card inside a sentence: "discard the queen of spades";
     * %s is the rank with its article */
    case CN_SUIT_CLUBS:    return g_strdup_printf (C_("card in a sentence", "%s of clubs"), rank);
    case CN_SUIT_DIAMONDS: return g_strdup_printf (C_("card in a sentence", "%s of diamonds"), rank);
    case CN_SUIT_HEARTS:   return g_strdup_printf (C_("card in a sentence", "%s of hearts"), rank);
    case CN_SUIT_SPADES:   return g_strdup_printf (C_("card in a sentence", "%s of spades"), rank);
    default:               return g_strdup ("?");
    }
}

char *
canasta_card_sentence_list (const CnCard *cards,
                            int           n)
{
  g_autoptr(GString) head = g_string_new (NULL);
  g_autofree char *last = NULL;

  g_return_val_if_fail (n >= 0, g_strdup (""));
  g_return_val_if_fail (cards != NULL || n == 0, g_strdup (""));

  if (n == 0)
    return g_strdup ("");

  /* All but the last, one after another; then "and" the last. */
  for (int i = 0; i < n - 1; i++)
    {
      g_autofree char *name = canasta_card_sentence_name (cards[i]);

      if (i > 0)
        /* Translators: between cards in a sentence, "the two of clubs,
         * the joker and the ace of hearts" */
        g_string_append (head, C_("card in a sentence", ", "));
      g_string_append (head, name);
    }
  last = canasta_card_sentence_name (cards[n - 1]);
  if (n == 1)
    return g_steal_pointer (&last);
  /* Translators: the last two of cards in a sentence: "the two of clubs
   * and the joker" */
  return g_strdup_printf (C_("card in a sentence", "%s and %s"), head->str, last);
}
