/* cn-cut.c: the cut and the deal of variants that cut (uruguayan)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* Source 001's deal, as the engine plays it.
 *
 * The round opens in CN_PHASE_CUT with the shuffled pack in the stock. The
 * first player (the mano) is the seat to play; the player before it has
 * shuffled, and the mano's partner cuts: the cut move names how many cards
 * the cutter lifts from the top of the pack (cn_state_cut_range()).
 *
 * The cutter shows the bottom card of the lifted part:
 *  - a natural names the canasta de moda for the round and goes back into
 *    the middle of the lifted part; the cut is over;
 *  - a wild or a red three goes to the cutter, who shows the next card
 *    from the bottom of the part; a kept wild costs the cutter one card of
 *    the deal, a kept red three is laid down and costs nothing (it is not
 *    replaced);
 *  - a black three is a stopper: it goes back into the part, and no wild
 *    or red three seen after it is kept (they go back into the part too).
 *    The source speaks of a black three as the first card shown; we apply
 *    the same to one shown after kept cards: it stops the keeping from
 *    there on.
 * Should the lifted part run out before a natural shows (a cut of a few
 * cards, all kept), the cards are shown on from the top of the rest of the
 * pack, as if the cutter had lifted them too.
 *
 * Cards shown and not kept go back into the middle of the lifted part
 * (after len/2 cards from its top), in the order they were shown.
 *
 * The deal then takes the cards one at a time, clockwise from the mano,
 * first from the lifted part and, when it runs out, from the rest of the
 * pack; the cutter is skipped in the first rounds once for each wild kept,
 * so every hand starts with the same number of cards. What is left of the
 * lifted part goes back on top of the rest, which is the stock.
 *
 * The cut is exact when the lifted part, after the cards the cutter kept,
 * holds exactly the cards the deal needs: nothing left over, nothing
 * missing. Kept wilds leave the part and shorten the deal alike, so in
 * terms of the cut point a cut is exact when it lifts the cards the deal
 * needs (cn_state_cut_target(): 60 with four hands of 15) plus one for
 * each red three the cutter keeps. The exact cut scores for the cutter's
 * side however the round ends.
 *
 * Then the pozo: pozo_size - 1 cards face down from the stock and one face
 * up on them. While the card on top is a three, another covers it. A wild
 * on top is set crosswise under the pozo, which makes it premiado, and
 * another card covers it. A wild among the face-down cards is unseen and
 * makes nothing premiado (state->pozo_down counts those cards). Last, the
 * red threes dealt into the hands are laid down and replaced from the stock,
 * in turn order from the mano. */

int
cn_state_cutter (const CnState *s)
{
  int partner = cn_state_partner (s, s->turn);

  return partner >= 0 ? partner : s->turn;
}

void
cn_state_cut_range (const CnState *s,
                    int           *min,
                    int           *max)
{
  /* Both parts of the pack hold at least one card. */
  *min = 1;
  *max = MAX (1, (int) s->stock_n - 1);
}

int
cn_state_cut_target (const CnState *s)
{
  return s->n_players * s->hand_size;
}

/* A card seen at the cut, going to `to`; moda marks the natural that names
 * the canasta de moda. */
static void
push_cut_card (CnEvents *events,
               CnCard    card,
               CnPlace   to,
               int       cutter,
               int       side,
               gboolean  moda)
{
  cn_event_push (events, CN_EVENT_CUT_CARD, card, CN_PLACE_STOCK, to, cutter, side, 0);
  if (events && events->n > 0 && events->events[events->n - 1].kind == CN_EVENT_CUT_CARD)
    events->events[events->n - 1].count = moda ? 1 : 0;
}

void
cn_cut_and_deal (CnState  *s,
                 int       lifted,
                 CnEvents *events)
{
  CnCard pack[CN_MAX_CARDS];     /* top first */
  CnCard part[CN_MAX_CARDS];     /* the lifted part, top first */
  CnCard back[CN_MAX_CARDS];     /* shown at the cut, back into the part */
  CnCard deck[CN_MAX_CARDS];     /* the order the deal takes the cards in */
  int n = s->stock_n;
  int part_n, back_n = 0, rest_at, deck_n = 0, dealt = 0;
  int cutter = cn_state_cutter (s);
  int side = cn_state_side_of (s, cutter);
  int first = s->turn;
  int wilds_kept = 0;
  gboolean stopped = FALSE;

  g_assert (lifted >= 1 && lifted <= n);

  for (int i = 0; i < n; i++)
    pack[i] = s->stock[n - 1 - i];
  s->stock_n = 0;
  memcpy (part, pack, lifted);
  part_n = lifted;
  rest_at = lifted;

  for (;;)
    {
      CnCard card;

      if (part_n > 0)
        card = part[--part_n];
      else if (rest_at < n)
        card = pack[rest_at++];
      else
        break;   /* no natural at all: only in a position built by hand */

      if (cn_card_is_natural (card))
        {
          s->moda = cn_card_rank (card);
          back[back_n++] = card;
          push_cut_card (events, card, CN_PLACE_STOCK, cutter, side, TRUE);
          break;
        }
      if (!stopped && cn_card_is_wild (card))
        {
          s->hand[cutter][card]++;
          s->hand_n[cutter]++;
          wilds_kept++;
          push_cut_card (events, card, CN_PLACE_HAND, cutter, side, FALSE);
          continue;
        }
      if (!stopped && cn_card_is_red_three (card))
        {
          cn_place_red_three (s, cutter, card, CN_PLACE_STOCK, NULL);
          push_cut_card (events, card, CN_PLACE_RED_THREES, cutter, side, FALSE);
          continue;
        }
      if (cn_card_is_black_three (card))
        stopped = TRUE;
      back[back_n++] = card;
      push_cut_card (events, card, CN_PLACE_STOCK, cutter, side, FALSE);
    }

  /* The shown cards go back into the middle of the lifted part. */
  {
    int mid = part_n / 2;

    memcpy (deck, part, mid);
    memcpy (deck + mid, back, back_n);
    memcpy (deck + mid + back_n, part + mid, part_n - mid);
    deck_n = part_n + back_n;
  }

  if (deck_n == s->n_players * s->hand_size - wilds_kept)
    {
      s->exact_cut_side = side;
      cn_event_push (events, CN_EVENT_EXACT_CUT, CN_CARD_NONE, 0, 0, cutter, side, 0);
    }

  memcpy (deck + deck_n, pack + rest_at, n - rest_at);
  deck_n += n - rest_at;

  /* The deal, one card at a time from the mano; the cutter's kept wilds
   * stand for its first cards. */
  for (int round = 0; round < s->hand_size; round++)
    for (int i = 0; i < s->n_players; i++)
      {
        int seat = (first + i) % s->n_players;

        if (seat == cutter && round < wilds_kept)
          continue;
        if (dealt >= deck_n)
          break;
        s->hand[seat][deck[dealt]]++;
        s->hand_n[seat]++;
        dealt++;
      }
  if (events && events->n < CN_MAX_EVENTS)
    {
      cn_event_push (events, CN_EVENT_DEALT, CN_CARD_NONE, CN_PLACE_STOCK, CN_PLACE_HAND, first,
                     cn_state_side_of (s, first), 0);
      events->events[events->n - 1].count = (uint8_t) MIN (dealt, 255);
    }

  s->stock_n = deck_n - dealt;
  for (int i = 0; i < s->stock_n; i++)
    s->stock[i] = deck[deck_n - 1 - i];

  /* The pozo. */
  s->pile_n = 0;
  s->pile_freezers = 0;
  s->pozo_down = 0;
  for (int i = 0; i < s->rules->pozo_size - 1 && s->stock_n > 0; i++)
    {
      s->pile[s->pile_n++] = s->stock[--s->stock_n];
      s->pozo_down++;
    }
  while (s->stock_n > 0)
    {
      CnCard card = s->stock[--s->stock_n];

      cn_pile_push (s, card);
      if (cn_card_is_natural (card))
        break;
    }
  if (events && events->n < CN_MAX_EVENTS)
    {
      cn_event_push (events, CN_EVENT_POZO, cn_state_pile_top (s), CN_PLACE_STOCK, CN_PLACE_PILE,
                     first, cn_state_side_of (s, first), 0);
      events->events[events->n - 1].count = (uint8_t) MIN (s->pile_n, 255);
    }

  s->phase = CN_PHASE_DRAW;
  if (s->options.red_threes_at_deal)
    {
      for (int i = 0; i < s->n_players; i++)
        if (!cn_place_deal_red_threes (s, (first + i) % s->n_players, events))
          {
            cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
            return;
          }
      s->had_turn = (uint8_t) ((1u << s->n_players) - 1);
    }

  cn_begin_turn (s, first, events);
}
