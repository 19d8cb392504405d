/* canasta-game-lists.c: the list models the widgets show (hands, melds, red threes, pile) and the hands' order
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-arrangement.h"
#include "canasta-card.h"
#include "canasta-game-private.h"
#include "canasta-meld.h"

/* ------------------------------------------------------------ card order */

/* The hand is shown sorted by rank with the wild cards together at the
 * left, aces high, threes at the right end. */
static int
display_rank (CnCard card)
{
  CnRank rank = cn_card_rank (card);

  if (rank == CN_RANK_JOKER)
    return 0;
  if (rank == CN_RANK_TWO)
    return 1;
  if (rank == CN_RANK_ACE)
    return 2;
  if (rank == CN_RANK_THREE)
    return 20;
  return 3 + (CN_RANK_KING - rank);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  CnCard ca = *(const CnCard *) a;
  CnCard cb = *(const CnCard *) b;
  int ra = display_rank (ca);
  int rb = display_rank (cb);

  if (ra != rb)
    return ra - rb;
  return (int) cn_card_suit (ca) - (int) cn_card_suit (cb);
}

static gboolean
item_matches (CanastaCard *item,
              CnCard       card,
              gboolean     alternate)
{
  return canasta_card_get_card (item) == card &&
         canasta_card_get_alternate (item) == alternate;
}

/* Brings store in line with cards (in display order) by removing and
 * inserting single items, so that unchanged cards keep their objects and
 * widgets keep their selection and position. */
static void
sync_card_store (GListStore   *store,
                 const CnCard *cards,
                 guint         n,
                 gboolean      sorted)
{
  guint i = 0;
  guint j = 0;
  guint jokers = 0;

  while (j < n)
    {
      gboolean alternate = cards[j] == CN_CARD_JOKER && (jokers % 2) == 1;
      guint n_items = g_list_model_get_n_items (G_LIST_MODEL (store));
      g_autoptr(CanastaCard) item = NULL;

      if (i < n_items)
        item = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (item != NULL && item_matches (item, cards[j], alternate))
        {
          i++;
          j++;
          if (cards[j - 1] == CN_CARD_JOKER)
            jokers++;
          continue;
        }

      if (item != NULL && sorted)
        {
          CnCard have = canasta_card_get_card (item);

          /* An item that sorts before the wanted card is gone from the
           * hand; otherwise the wanted card is new. */
          if (compare_cards (&have, &cards[j]) < 0 ||
              (have == cards[j] && canasta_card_get_alternate (item) != alternate))
            {
              g_list_store_remove (store, i);
              continue;
            }
        }
      else if (item != NULL)
        {
          /* Unsorted (the pile): everything from here on is replaced. */
          g_list_store_splice (store, i, n_items - i, NULL, 0);
          continue;
        }

      {
        g_autoptr(CanastaCard) fresh = canasta_card_new (cards[j], alternate);
        g_list_store_insert (store, i, fresh);
      }
      i++;
      j++;
      if (cards[j - 1] == CN_CARD_JOKER)
        jokers++;
    }

  if (i < g_list_model_get_n_items (G_LIST_MODEL (store)))
    g_list_store_splice (store, i, g_list_model_get_n_items (G_LIST_MODEL (store)) - i, NULL, 0);
}

void
_canasta_game_sync_models (CanastaGame *self)
{
  const CnState *s = &self->state;
  CnCard cards[CN_MAX_CARDS];

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      int n = 0;

      if (self->started && seat < s->n_players)
        n = cn_state_hand_cards (s, seat, cards);
      qsort (cards, n, sizeof (CnCard), compare_cards);
      /* Before the store changes, so that a view ordering the hand by the
       * arrangement finds a new card's place in it. */
      if (self->arranged[seat])
        self->n_arrangement[seat] = canasta_arrangement_reconcile (self->arrangement[seat],
                                                                   self->n_arrangement[seat],
                                                                   cards, n);
      sync_card_store (self->hands[seat], cards, n, TRUE);
    }

  for (int side = 0; side < CN_MAX_SIDES; side++)
    {
      guint n_melds = self->started && side < s->n_sides ? s->n_melds[side] : 0;
      guint n_items;
      guint n_threes = self->started && side < s->n_sides ? s->n_red_threes[side] : 0;

      for (guint i = 0; i < n_melds; i++)
        {
          g_autoptr(CanastaMeld) item = NULL;

          n_items = g_list_model_get_n_items (G_LIST_MODEL (self->melds[side]));
          if (i < n_items)
            item = g_list_model_get_item (G_LIST_MODEL (self->melds[side]), i);

          if (item != NULL && canasta_meld_equal_content (item, &s->melds[side][i]))
            continue;

          {
            const CnMeld *meld = &s->melds[side][i];
            g_autoptr(CanastaMeld) fresh = canasta_meld_new (side, i, meld, s->rules->canasta_size);
            gpointer add[1] = { fresh };

            canasta_meld_set_table (fresh, s->rules->variant,
                                    cn_state_canasta_clean (s, meld),
                                    s->moda != 0 && meld->rank == s->moda);

            g_list_store_splice (self->melds[side], i, item != NULL ? 1 : 0, add, 1);
          }
        }
      n_items = g_list_model_get_n_items (G_LIST_MODEL (self->melds[side]));
      if (n_items > n_melds)
        g_list_store_splice (self->melds[side], n_melds, n_items - n_melds, NULL, 0);

      sync_card_store (self->red_threes[side],
                       self->started ? s->red_threes[side] : NULL, n_threes, FALSE);
    }

  sync_card_store (self->pile, self->started ? s->pile : NULL,
                   self->started ? s->pile_n : 0, FALSE);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->pile)); i++)
    {
      g_autoptr(CanastaCard) item = g_list_model_get_item (G_LIST_MODEL (self->pile), i);

      canasta_card_set_sideways (item, i < s->pile_sideways);
    }
}

/* ------------------------------------------------- hands arranged by hand */

gboolean
canasta_game_get_hand_arranged (CanastaGame *self,
                                int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, FALSE);

  return self->arranged[seat];
}

int
canasta_game_get_hand_arrangement (CanastaGame *self,
                                   int          seat,
                                   CnCard      *out)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, 0);
  g_return_val_if_fail (out != NULL, 0);

  if (!self->arranged[seat])
    return 0;

  memcpy (out, self->arrangement[seat], self->n_arrangement[seat] * sizeof (CnCard));
  return self->n_arrangement[seat];
}

gboolean
canasta_game_arrange_hand (CanastaGame  *self,
                           int           seat,
                           const CnCard *cards,
                           int           n)
{
  CnCard hand[CN_MAX_CARDS];
  int n_hand;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, FALSE);
  g_return_val_if_fail (cards != NULL || n == 0, FALSE);

  if (cards == NULL)
    {
      if (!self->arranged[seat])
        return TRUE;
      self->arranged[seat] = FALSE;
      self->n_arrangement[seat] = 0;
      _canasta_game_emit (self, HAND_ARRANGED, seat);
      return TRUE;
    }

  if (!self->started || seat >= self->state.n_players)
    return FALSE;
  n_hand = cn_state_hand_cards (&self->state, seat, hand);
  if (!canasta_arrangement_same_cards (cards, n, hand, n_hand))
    return FALSE;

  if (self->arranged[seat] && self->n_arrangement[seat] == n &&
      memcmp (self->arrangement[seat], cards, n * sizeof (CnCard)) == 0)
    return TRUE;

  memcpy (self->arrangement[seat], cards, n * sizeof (CnCard));
  self->n_arrangement[seat] = n;
  self->arranged[seat] = TRUE;
  _canasta_game_emit (self, HAND_ARRANGED, seat);
  return TRUE;
}
