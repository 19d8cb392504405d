/* canasta-card.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card.h"
#include "cn-text.h"

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

  return cn_text_card_name (self->card);
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
