/* cn-ai-explain.c: why a move is a good one, from the seat's view
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>

#include "cn-ai-explain.h"
#include "cn-ai-private.h"

static int
count_kinds (const uint8_t *counts,
             int            rank)
{
  int n = 0;

  if (rank == CN_RANK_JOKER)
    return counts[CN_CARD_JOKER];
  for (int suit = 0; suit < 4; suit++)
    n += counts[CN_CARD (rank, suit)];
  return n;
}

/* Every card of rank the decks hold. */
static int
copies_in_game (const CnState *s,
                int            rank)
{
  if (rank == CN_RANK_JOKER)
    return cn_rules_copies (s->rules, CN_CARD_JOKER);
  return 4 * cn_rules_copies (s->rules, CN_CARD (rank, CN_SUIT_SPADES));
}

static gboolean
side_collects (const CnState *s,
               int            side,
               int            rank)
{
  for (int m = 0; m < s->n_melds[side]; m++)
    if (s->melds[side][m].rank == rank && !s->melds[side][m].closed)
      return TRUE;
  return FALSE;
}

/* Whether every discard the seat could make lets the next player take
 * the pile: the discard made on the seat's view of the table, then the
 * next seat's take by laying the top card off on its side's meld, both
 * asked of the engine. FALSE when no discard could be made. */
static gboolean
every_discard_feeds (const CnAiView *view,
                     int             seat)
{
  g_autofree CnState *after = g_new (CnState, 1);
  gboolean any = FALSE;

  for (int card = 0; card < CN_N_KINDS; card++)
    {
      CnMove discard = { .kind = CN_MOVE_DISCARD, .seat = seat, .n = 1, .cards = { card } };
      CnMove take = { .kind = CN_MOVE_TAKE_PILE };

      if (view->table.hand[seat][card] == 0)
        continue;
      *after = view->table;
      if (!cn_apply (after, &discard, NULL, NULL))
        continue;
      if (after->phase != CN_PHASE_DRAW)
        return FALSE;
      take.seat = after->turn;
      if (!cn_check (after, &take, NULL))
        return FALSE;
      any = TRUE;
    }
  return any;
}

static void
explain_discard (const CnState  *s,
                 const CnAiView *view,
                 const CnMove   *move,
                 CnAiReason     *out)
{
  CnCard card = move->cards[0];
  int rank = cn_card_rank (card);
  int seat = move->seat;
  int next = (seat + 1) % s->n_players;
  int next_side = cn_state_side_of (s, next);
  uint8_t after[CN_N_KINDS];
  int best_pair = -1;

  out->rank = rank;

  /* The hand's last card ends the round: that, not its safety, is why. */
  if (s->hand_n[seat] == 1)
    {
      out->why = CN_WHY_GOES_OUT;
      return;
    }

  if (cn_card_is_black_three (card))
    {
      out->why = CN_WHY_BLACK_THREE;
      return;
    }

  /* No card is safe: the least costly one is why (the hint's choice
   * weighs what each discard gives away). */
  if (every_discard_feeds (view, seat))
    {
      out->why = CN_WHY_EVERY_DISCARD_FEEDS;
      out->nums[0] = s->pile_n + 1;
      return;
    }

  /* How many of the rank the next player might hold: the cards the seat
   * has not seen anywhere, and those it knows are in that hand. */
  if (cn_card_is_natural (card))
    {
      int total = copies_in_game (s, rank);
      int possible = count_kinds (view->unseen, rank) + count_kinds (view->known[next], rank);
      gboolean frozen = cn_state_pile_frozen_for (s, next_side);

      if (!side_collects (s, next_side, rank) && (possible == 0 || (frozen && possible <= 1)))
        {
          out->why = CN_WHY_SAFE;
          out->nums[0] = total - possible;
          out->nums[1] = total;
          return;
        }
    }

  /* The pairs the hand keeps: a discard of the same rank would pair the
   * next player's cards, these wait for the pile. */
  memcpy (after, s->hand[seat], sizeof after);
  after[card]--;
  for (int r = CN_RANK_ACE; r <= CN_RANK_KING; r++)
    {
      if (r == rank || r == CN_RANK_TWO || r == CN_RANK_THREE)
        continue;
      if (count_kinds (after, r) >= 2 &&
          (best_pair < 0 || count_kinds (after, r) < count_kinds (after, best_pair) ||
           (count_kinds (after, r) == count_kinds (after, best_pair) && r > best_pair && best_pair != CN_RANK_ACE)))
        best_pair = r;
    }
  /* A pair waits for the pile only where a pair takes it: a premiado
   * pozo asks for three. */
  if (best_pair >= 0 && count_kinds (after, best_pair) == 2 && count_kinds (s->hand[seat], rank) == 1 &&
      cn_state_take_naturals (s) <= 2)
    {
      out->why = CN_WHY_KEEPS_PAIR;
      out->rank = best_pair;
      return;
    }

  if (count_kinds (s->hand[seat], rank) == 1 && cn_card_is_natural (card))
    {
      gboolean collected = FALSE;

      for (int side = 0; side < s->n_sides; side++)
        collected |= side_collects (s, side, rank);
      if (!collected)
        {
          out->why = CN_WHY_UNCOLLECTED;
          return;
        }
    }

  out->why = CN_WHY_LEAST_USEFUL;
}

/* Is the side's meld of rank that takes cards already a canasta? */
static gboolean
is_canasta_already (const CnState *s,
                    int            side,
                    int            rank)
{
  for (int m = 0; m < s->n_melds[side]; m++)
    if (s->melds[side][m].rank == rank && !s->melds[side][m].closed)
      return s->melds[side][m].n >= s->rules->canasta_size;
  return FALSE;
}

void
cn_ai_explain (const CnState    *state,
               const CnAiMemory *memory,
               const CnMove     *move,
               CnAiReason       *out)
{
  g_autofree CnAiView *view = NULL;
  g_autofree CnState *after = NULL;
  int side;

  g_return_if_fail (state != NULL && memory != NULL && move != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  side = cn_state_side_of (state, move->seat);

  /* Only what the seat may see: its view, built as the players build it. */
  view = g_new (CnAiView, 1);
  cn_ai_view_build (view, state, memory);

  after = g_new (CnState, 1);
  *after = view->table;
  if (move->kind != CN_MOVE_DISCARD && !cn_apply (after, move, NULL, NULL))
    return;

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      {
        g_autofree CnMoveList *list = g_new0 (CnMoveList, 1);
        gboolean can_take = FALSE;

        cn_legal_moves (&view->table, list);
        for (int i = 0; i < list->n; i++)
          can_take |= list->moves[i].kind == CN_MOVE_TAKE_PILE;
        out->why = can_take ? CN_WHY_PILE_SMALL : CN_WHY_PILE_UNTAKEABLE;
        out->nums[0] = state->pile_n;
      }
      break;

    case CN_MOVE_TAKE_PILE:
      out->why = CN_WHY_PILE_BIG;
      out->nums[0] = state->pile_n;
      out->rank = cn_card_rank (cn_state_pile_top (state));
      break;

    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
      {
        int rank = move->kind == CN_MOVE_ADD ? move->rank : -1;

        for (int i = 0; rank < 0 && i < move->n; i++)
          if (cn_card_is_natural (move->cards[i]))
            rank = cn_card_rank (move->cards[i]);
        if (rank < 0)
          rank = CN_RANK_JOKER;
        out->rank = rank;

        if (cn_state_canastas (after, side) > cn_state_canastas (state, side))
          out->why = CN_WHY_CANASTA;
        else if (!state->opened[side] && !cn_state_side_opened (state, side))
          {
            out->nums[0] = cn_state_turn_points (after);
            out->nums[1] = cn_state_opening_minimum (state, side);
            out->why = out->nums[0] >= out->nums[1] ? CN_WHY_OPENS : CN_WHY_OPENING_PART;
          }
        else if (move->kind == CN_MOVE_ADD && cn_ai_spoils_canasta (state, move) > 0)
          {
            out->why = CN_WHY_SPOILS_CANASTA;
            out->nums[0] = cn_ai_spoils_canasta (state, move);
          }
        else if (move->kind == CN_MOVE_ADD && is_canasta_already (state, side, rank))
          {
            /* A canasta grows past its seven cards: what the lay-off
             * gains is its cards' points, out of the hand. */
            out->why = CN_WHY_ON_CANASTA;
            for (int i = 0; i < move->n; i++)
              out->nums[0] += cn_rules_card_value (state->rules, move->cards[i]);
          }
        else if (move->kind == CN_MOVE_ADD)
          {
            out->why = CN_WHY_GROWS;
            for (int m = 0; m < after->n_melds[side]; m++)
              if (after->melds[side][m].rank == rank && !after->melds[side][m].closed)
                out->nums[0] = after->melds[side][m].n;
            out->nums[1] = 7;
          }
        else
          {
            out->why = CN_WHY_NEW_MELD;
            for (int i = 0; i < move->n; i++)
              out->nums[0] += cn_rules_card_value (state->rules, move->cards[i]);
          }
      }
      break;

    case CN_MOVE_DISCARD:
      if (state->hand_n[move->seat] > 1 && cn_ai_holds_hand (&view->table))
        {
          out->why = CN_WHY_KEEPS_HAND;
          out->nums[0] = state->hand_size;
        }
      else
        explain_discard (state, view, move, out);
      break;

    case CN_MOVE_ASK_GO_OUT:
      out->why = CN_WHY_CAN_GO_OUT;
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      out->why = move->yes ? CN_WHY_PARTNER_READY : CN_WHY_PARTNER_NOT_READY;
      break;

    case CN_N_MOVE_KINDS:
    default:
      break;
    }
}
