/* cn-move.c: building moves from a seat's hand
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* One home for the moves the legal-move list and the computer players
 * build: both name cards by how many of each rank, and a different choice
 * of suits would make a different (if equivalent) move, which the list's
 * canonical form and the players' replays must agree on. */

/* used counts the cards of each kind the move holds already. */
static int
push_cards (const CnState *s,
            int            seat,
            int            rank,
            int            count,
            uint8_t        used[CN_N_KINDS],
            CnMove        *m)
{
  int added = 0;

  for (int suit = 0; suit < 4 && added < count; suit++)
    {
      CnCard card = rank == CN_RANK_JOKER ? CN_CARD_JOKER : CN_CARD (rank, suit);

      while (added < count && s->hand[seat][card] > used[card] && m->n < CN_MOVE_CAP)
        {
          m->cards[m->n++] = card;
          used[card]++;
          added++;
        }
      if (rank == CN_RANK_JOKER)
        break;
    }
  return added;
}

static void
push_black_threes (const CnState *s,
                   int            seat,
                   int            count,
                   uint8_t        used[CN_N_KINDS],
                   CnMove        *m)
{
  static const CnCard blacks[2] = {
    CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS), CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES),
  };

  for (int i = 0; i < 2 && count > 0; i++)
    while (count > 0 && s->hand[seat][blacks[i]] > used[blacks[i]] && m->n < CN_MOVE_CAP)
      {
        m->cards[m->n++] = blacks[i];
        used[blacks[i]]++;
        count--;
      }
}

void
cn_move_build (const CnState *s,
               CnMoveKind     kind,
               int            seat,
               int            rank,
               int            k,
               int            t,
               int            j,
               int            b,
               CnMove        *m)
{
  uint8_t used[CN_N_KINDS] = { 0 };

  cn_move_start (m, kind, seat);
  m->rank = kind == CN_MOVE_ADD ? rank : 0;
  if (k > 0)
    push_cards (s, seat, rank, k, used, m);
  if (b > 0)
    push_black_threes (s, seat, b, used, m);
  if (t > 0)
    push_cards (s, seat, CN_RANK_TWO, t, used, m);
  if (j > 0)
    push_cards (s, seat, CN_RANK_JOKER, j, used, m);
}

int
cn_move_append (const CnState *s,
                int            seat,
                int            rank,
                int            count,
                CnMove        *m)
{
  uint8_t used[CN_N_KINDS] = { 0 };

  for (int i = 0; i < m->n; i++)
    if (m->cards[i] < CN_N_KINDS)
      used[m->cards[i]]++;
  return push_cards (s, seat, rank, count, used, m);
}
