/* canasta-hand-sorter.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card.h"
#include "canasta-game.h"
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

  Order        order;

  /* The hand the player may arrange by hand: the game's own list of the
   * seat's cards, to tell two copies of a card apart. */
  CanastaGame *game;
  int          seat;
  GListModel  *hand;
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

/* Where item goes in the arrangement: the place of the k-th copy of its
 * card, k-th as it comes in the game's list of the hand; G_MAXINT when
 * the arrangement has no place for it. */
static int
arranged_place (CanastaHandSorter *self,
                const CnCard      *order,
                int                n,
                CanastaCard       *item)
{
  CnCard card = canasta_card_get_card (item);
  guint n_items = g_list_model_get_n_items (self->hand);
  int copy = 0;

  for (guint i = 0; i < n_items; i++)
    {
      g_autoptr(CanastaCard) other = g_list_model_get_item (self->hand, i);

      if (other == item)
        break;
      if (canasta_card_get_card (other) == card)
        copy++;
    }

  for (int i = 0; i < n; i++)
    if (order[i] == card && copy-- == 0)
      return i;

  return G_MAXINT;
}

static GtkOrdering
canasta_hand_sorter_compare (GtkSorter *sorter,
                             gpointer   item1,
                             gpointer   item2)
{
  CanastaHandSorter *self = CANASTA_HAND_SORTER (sorter);
  int c;

  if (self->game != NULL && canasta_game_get_hand_arranged (self->game, self->seat))
    {
      CnCard order[CN_MAX_CARDS];
      int n = canasta_game_get_hand_arrangement (self->game, self->seat, order);
      int p1 = arranged_place (self, order, n, item1);
      int p2 = arranged_place (self, order, n, item2);

      if (p1 != p2)
        return p1 < p2 ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
    }

  c = compare_cards (canasta_card_get_card (item1), canasta_card_get_card (item2), self->order);

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
canasta_hand_sorter_dispose (GObject *object)
{
  CanastaHandSorter *self = CANASTA_HAND_SORTER (object);

  canasta_hand_sorter_set_arrangement (self, NULL, -1, NULL);

  G_OBJECT_CLASS (canasta_hand_sorter_parent_class)->dispose (object);
}

static void
canasta_hand_sorter_class_init (CanastaHandSorterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkSorterClass *sorter_class = GTK_SORTER_CLASS (klass);

  object_class->dispose = canasta_hand_sorter_dispose;
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
  self->seat = -1;
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

static void
hand_arranged_cb (CanastaGame       *game,
                  int                seat,
                  CanastaHandSorter *self)
{
  if (seat == self->seat)
    gtk_sorter_changed (GTK_SORTER (self), GTK_SORTER_CHANGE_DIFFERENT);
}

/* From now on the seat's hand (hand: the game's list of its cards) goes
 * in the order its player arranged it, when there is one
 * (canasta_game_get_hand_arrangement), and in the sorter's order
 * otherwise. NULL game: the sorter's order only. */
void
canasta_hand_sorter_set_arrangement (CanastaHandSorter *self,
                                     CanastaGame       *game,
                                     int                seat,
                                     GListModel        *hand)
{
  g_return_if_fail (CANASTA_IS_HAND_SORTER (self));
  g_return_if_fail (game == NULL || CANASTA_IS_GAME (game));
  g_return_if_fail (game == NULL || hand != NULL);

  if (self->game == game && self->seat == seat && self->hand == hand)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, hand_arranged_cb, self);
  g_clear_object (&self->game);
  g_clear_object (&self->hand);

  self->seat = seat;
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->hand = g_object_ref (hand);
      g_signal_connect (game, "hand-arranged", G_CALLBACK (hand_arranged_cb), self);
    }

  gtk_sorter_changed (GTK_SORTER (self), GTK_SORTER_CHANGE_DIFFERENT);
}
