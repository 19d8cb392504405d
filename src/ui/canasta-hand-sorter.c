/* canasta-hand-sorter.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card.h"
#include "canasta-hand-sorter.h"

typedef enum
{
  ORDER_WILDS_FIRST,
  ORDER_RANK,
  ORDER_SUIT,
} Order;

static const char * const order_names[] = { "wilds-first", "rank", "suit" };

struct _CanastaHandSorter
{
  GtkSorter parent_instance;

  Order     order;
};

G_DEFINE_FINAL_TYPE (CanastaHandSorter, canasta_hand_sorter, GTK_TYPE_SORTER)

enum {
  PROP_0,
  PROP_ORDER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Aces high, then kings down to fours. */
static int
natural_position (CnRank rank)
{
  return rank == CN_RANK_ACE ? 0 : 1 + (CN_RANK_KING - rank);
}

static int
rank_key (CnCard card,
          Order  order)
{
  CnRank rank = cn_card_rank (card);

  if (order == ORDER_RANK)
    {
      /* Aces to fours, threes, then the wild cards at the right. */
      if (rank == CN_RANK_THREE)
        return 20;
      if (rank == CN_RANK_TWO)
        return 21;
      if (rank == CN_RANK_JOKER)
        return 22;
      return natural_position (rank);
    }

  /* Jokers, twos, aces to fours, threes at the right end. */
  if (rank == CN_RANK_JOKER)
    return 0;
  if (rank == CN_RANK_TWO)
    return 1;
  if (rank == CN_RANK_THREE)
    return 20;
  return 2 + natural_position (rank);
}

static int
compare_cards (CnCard a,
               CnCard b,
               Order  order)
{
  int ka, kb;

  if (order == ORDER_SUIT)
    {
      int sa = cn_card_rank (a) == CN_RANK_JOKER ? -1 : (int) cn_card_suit (a);
      int sb = cn_card_rank (b) == CN_RANK_JOKER ? -1 : (int) cn_card_suit (b);

      if (sa != sb)
        return sa - sb;
      return rank_key (a, ORDER_RANK) - rank_key (b, ORDER_RANK);
    }

  ka = rank_key (a, order);
  kb = rank_key (b, order);
  if (ka != kb)
    return ka - kb;
  if (cn_card_rank (a) == CN_RANK_JOKER)
    return 0;
  return (int) cn_card_suit (a) - (int) cn_card_suit (b);
}

static GtkOrdering
canasta_hand_sorter_compare (GtkSorter *sorter,
                             gpointer   item1,
                             gpointer   item2)
{
  CanastaHandSorter *self = CANASTA_HAND_SORTER (sorter);
  int c = compare_cards (canasta_card_get_card (item1), canasta_card_get_card (item2), self->order);

  /* The two jokers of a pair keep the hand's own order. */
  if (c == 0)
    c = (int) canasta_card_get_alternate (item1) - (int) canasta_card_get_alternate (item2);

  return gtk_ordering_from_cmpfunc (c);
}

static GtkSorterOrder
canasta_hand_sorter_get_sorter_order (GtkSorter *sorter)
{
  return GTK_SORTER_ORDER_PARTIAL;
}

static void
canasta_hand_sorter_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CanastaHandSorter *self = CANASTA_HAND_SORTER (object);

  switch (prop_id)
    {
    case PROP_ORDER:
      g_value_set_string (value, canasta_hand_sorter_get_order (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_hand_sorter_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  CanastaHandSorter *self = CANASTA_HAND_SORTER (object);

  switch (prop_id)
    {
    case PROP_ORDER:
      canasta_hand_sorter_set_order (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_hand_sorter_class_init (CanastaHandSorterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkSorterClass *sorter_class = GTK_SORTER_CLASS (klass);

  object_class->get_property = canasta_hand_sorter_get_property;
  object_class->set_property = canasta_hand_sorter_set_property;
  sorter_class->compare = canasta_hand_sorter_compare;
  sorter_class->get_order = canasta_hand_sorter_get_sorter_order;

  properties[PROP_ORDER] =
    g_param_spec_string ("order", NULL, NULL, "wilds-first",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_hand_sorter_init (CanastaHandSorter *self)
{
  self->order = ORDER_WILDS_FIRST;
}

GtkSorter *
canasta_hand_sorter_new (const char *order)
{
  return g_object_new (CANASTA_TYPE_HAND_SORTER, "order", order, NULL);
}

const char *
canasta_hand_sorter_get_order (CanastaHandSorter *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_SORTER (self), NULL);
  return order_names[self->order];
}

void
canasta_hand_sorter_set_order (CanastaHandSorter *self,
                               const char        *order)
{
  Order value = ORDER_WILDS_FIRST;

  g_return_if_fail (CANASTA_IS_HAND_SORTER (self));

  for (guint i = 0; i < G_N_ELEMENTS (order_names); i++)
    if (g_strcmp0 (order, order_names[i]) == 0)
      value = i;

  if (self->order == value)
    return;

  self->order = value;
  gtk_sorter_changed (GTK_SORTER (self), GTK_SORTER_CHANGE_DIFFERENT);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ORDER]);
}
