/* cn-check-meld.c: judging and applying the moves that put cards on the table
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* Taking the pile, melding and laying off: the moves whose cards must
 * make a valid meld, and after which the turn must still have a legal
 * way to end (cn_after_meld). They are played as every move is, on a copy
 * (cn-check.c). */

static gboolean
shape_ok (const CnState *s,
          int            rank,
          int            naturals,
          int            wilds,
          CnVerdict     *v)
{
  int a, b;
  CnCode code = cn_meld_shape (s->rules, rank, naturals, wilds, &a, &b);

  if (code == CN_OK)
    return TRUE;
  verdict_set (v, code, a, b, rank);
  return FALSE;
}

static int
card_value (const CnState *s,
            CnCard         card)
{
  return cn_rules_card_value (s->rules, card);
}

/* Puts cards on the side's meld (index, or -1 for a new meld of rank). */
static int
put_on_meld (CnState      *s,
             int           seat,
             int           index,
             int           rank,
             const CnCard *cards,
             int           n,
             CnPlace       from,
             CnEvents     *events)
{
  int side = cn_state_side_of (s, seat);
  CnMeld *meld;

  if (index < 0)
    {
      index = s->n_melds[side]++;
      meld = &s->melds[side][index];
      memset (meld, 0, sizeof *meld);
      meld->rank = rank;
    }
  meld = &s->melds[side][index];

  for (int i = 0; i < n; i++)
    {
      CnCard card = cards[i];

      meld->cards[meld->n++] = card;
      if (cn_card_is_wild (card))
        {
          meld->n_wild++;
          s->turn_wild[rank]++;
        }
      else
        s->turn_nat[rank]++;
      s->turn_points += card_value (s, card);
      cn_event_push (events, CN_EVENT_CARD_MOVED, card, i == 0 ? from : CN_PLACE_HAND,
                     CN_PLACE_MELD, seat, side, index);
    }
  if (s->rules->canasta_closes && meld->n >= s->rules->canasta_size && !meld->closed)
    meld->closed = (uint8_t) cn_next_close_order (s, side, meld->rank);
  s->turn_melded = TRUE;
  return index;
}

/* Sorts the cards named by a take or meld into naturals of one rank and
 * wilds; FALSE with the verdict when they do not belong together. */
static gboolean
classify (const CnState *s,
          const CnMove  *m,
          int            want_rank,
          int           *rank_out,
          int           *naturals,
          int           *wilds,
          int           *black_threes,
          CnVerdict     *v)
{
  int rank = want_rank;

  *naturals = *wilds = *black_threes = 0;
  for (int i = 0; i < m->n; i++)
    {
      CnCard card = m->cards[i];

      if (!cn_card_valid (card))
        {
          verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
          return FALSE;
        }
      if (cn_card_is_wild (card))
        (*wilds)++;
      else if (cn_card_is_red_three (card))
        {
          verdict_set (v, CN_ERR_MELD_RED_THREE, card, 0, 0);
          return FALSE;
        }
      else if (cn_card_is_black_three (card))
        (*black_threes)++;
      else
        {
          if (rank >= 0 && rank != (int) cn_card_rank (card))
            {
              verdict_set (v, CN_ERR_MELD_MIXED_RANKS, rank, cn_card_rank (card), 0);
              return FALSE;
            }
          rank = cn_card_rank (card);
          (*naturals)++;
        }
    }
  if (*black_threes > 0 && (rank >= 0 || *wilds > 0))
    {
      verdict_set (v, *wilds > 0 && rank < 0 ? CN_ERR_BLACK_THREES_WILD : CN_ERR_MELD_MIXED_RANKS,
                   CN_RANK_THREE, rank < 0 ? CN_RANK_TWO : rank, 0);
      return FALSE;
    }
  *rank_out = rank;
  return TRUE;
}

/* Black threes meld with black threes only: FALSE with the verdict when
 * the cards classify() sorted hold naturals of a rank or wilds. */
static gboolean
black_threes_alone (int        rank,
                    int        wilds,
                    CnVerdict *v)
{
  if (rank >= 0)
    {
      verdict_set (v, CN_ERR_MELD_MIXED_RANKS, CN_RANK_THREE, rank, 0);
      return FALSE;
    }
  if (wilds > 0)
    {
      verdict_set (v, CN_ERR_BLACK_THREES_WILD, 0, 0, CN_RANK_THREE);
      return FALSE;
    }
  return TRUE;
}

/* The pile is taken: its top card and the move's cards from the hand go
 * down together (on the side's meld index, or a new meld of rank), and the
 * rest of the pile waits for after_meld(). */
static gboolean
meld_top_card (CnState      *s,
               const CnMove *m,
               int           index,
               int           rank,
               CnEvents     *events,
               CnVerdict    *v)
{
  CnCard cards[CN_MOVE_CAP + 1];
  int side = cn_state_side_of (s, s->turn);
  gboolean premiado = cn_state_pozo_premiado (s);
  int points = s->turn_points;

  if (!cn_take_from_hand (s, s->turn, m->cards, m->n, v))
    return FALSE;
  cards[0] = cn_state_pile_top (s);
  memcpy (cards + 1, m->cards, m->n);
  s->pile_n--;
  if (s->pile_sideways > s->pile_n)
    s->pile_sideways = s->pile_n;
  /* A pozo face down to its top is a hand-written position (a dealt one
   * always ends face up); the cards left stay face down, never more of
   * them than there are (the scenario fuzzer found the count past the
   * pile, an invariant broken). */
  if (s->pozo_down > s->pile_n)
    s->pozo_down = s->pile_n;
  put_on_meld (s, s->turn, index, rank, cards, m->n + 1, CN_PLACE_PILE, events);
  /* Where the pozo needs the opening first, the cards that take it count
   * nothing toward the opening. */
  if (s->rules->pozo_needs_opening_first)
    s->turn_points = points;
  if (premiado && s->rules->premiado_ends_wild_melds)
    s->premiado_taken |= (uint8_t) (1u << side);
  s->took_pile = TRUE;
  s->phase = CN_PHASE_PLAY;
  s->pile_pending = TRUE;

  /* Opening with the pile, only its top card counts: the rest joins the
   * hand once the minimum is met, here or by the melds that follow. */
  if (!cn_after_meld (s, events, v))
    {
      /* The side's first take of the pozo needs its opening complete from
       * the other cards of the hand. */
      if (v && v->code == CN_ERR_OPENING_UNREACHABLE && s->rules->pozo_needs_opening_first)
        v->code = CN_ERR_POZO_OPENING_FIRST;
      return FALSE;
    }
  return TRUE;
}

/* Cards the hand would hold after taking the pile with m: for the
 * numbers of a refusal. */
static int
hand_after_take (const CnState *s,
                 const CnMove  *m)
{
  int n = s->hand_n[s->turn] - m->n;

  for (int i = 0; i + 1 < s->pile_n; i++)
    if (!cn_card_is_red_three (s->pile[i]))
      n++;
  return MAX (n, 0);
}

/* A black three on top, where the variant lets a player take it in the
 * turn they go out (source 003's "ultimo turno"): it goes down at once
 * with black threes from the hand, the rest of the pile joins the hand,
 * and the turn must end by going out. */
static gboolean
take_black_three (CnState      *s,
                  const CnMove *m,
                  CnEvents     *events,
                  CnVerdict    *v)
{
  int side = cn_state_side_of (s, s->turn);
  int rank, naturals, wilds, black_threes;

  if (!classify (s, m, -1, &rank, &naturals, &wilds, &black_threes, v) ||
      !black_threes_alone (rank, wilds, v))
    return FALSE;
  if (black_threes == 0)
    {
      verdict_set (v, CN_ERR_BLACK_THREE_TAKE_NOT_OUT, hand_after_take (s, m),
                   cn_state_canastas (s, side), s->canastas_needed);
      return FALSE;
    }
  if (!shape_ok (s, CN_RANK_THREE, black_threes + 1, 0, v))
    return FALSE;
  if (s->n_melds[side] >= CN_MAX_MELDS)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  return meld_top_card (s, m, -1, CN_RANK_THREE, events, v);
}

gboolean
cn_do_take_pile (CnState      *s,
                 const CnMove *m,
                 CnEvents     *events,
                 CnVerdict    *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  CnCard top;
  int rank, naturals, wilds, black_threes;
  gboolean frozen, unopened, premiado;
  int index;

  if (s->pile_n == 0)
    {
      verdict_set (v, CN_ERR_PILE_EMPTY, 0, 0, 0);
      return FALSE;
    }
  top = cn_state_pile_top (s);
  if (cn_card_is_black_three (top) && s->rules->black_three_takeable_last_turn)
    return take_black_three (s, m, events, v);
  if (cn_card_is_wild (top) || cn_card_rank (top) == CN_RANK_THREE)
    {
      verdict_set (v, CN_ERR_PILE_BLOCKED, top, 0, 0);
      return FALSE;
    }
  rank = cn_card_rank (top);
  if (!classify (s, m, rank, &rank, &naturals, &wilds, &black_threes, v))
    return FALSE;
  if (black_threes > 0)
    {
      verdict_set (v, CN_ERR_MELD_MIXED_RANKS, rank, CN_RANK_THREE, 0);
      return FALSE;
    }

  /* The pozo (source 001) is taken with exactly a natural pair of the top
   * card's rank, or three naturals when it is premiado: never a wild, never
   * by laying the top card off. */
  premiado = cn_state_pozo_premiado (s);
  if (s->rules->pozo_take_naturals > 0)
    {
      int need = premiado ? s->rules->premiado_naturals : s->rules->pozo_take_naturals;

      if (naturals != need || wilds > 0)
        {
          verdict_set (v, premiado ? CN_ERR_POZO_PREMIADO : CN_ERR_POZO_NEEDS_PAIR, naturals, need,
                       rank);
          if (v)
            v->nums[3] = wilds;
          return FALSE;
        }
    }

  unopened = s->n_melds[side] == 0;
  frozen = cn_state_pile_state (s) == CN_PILE_FROZEN;
  if (s->rules->pozo_take_naturals == 0 && (frozen || unopened || !s->rules->unfrozen_take_with_wild))
    {
      /* A frozen pile takes a natural pair of the top card's rank. */
      if (naturals < 2 || wilds > 0)
        {
          verdict_set (v, frozen ? CN_ERR_PILE_FROZEN : unopened ? CN_ERR_PILE_FROZEN_UNOPENED
                                                                : CN_ERR_PILE_FROZEN,
                       naturals, rank, 0);
          return FALSE;
        }
    }

  index = cn_find_meld (s, side, rank);
  if (m->n == 0)
    {
      if (index < 0 || !s->rules->unfrozen_take_by_lay_off)
        {
          verdict_set (v, CN_ERR_PILE_TOP_UNUSABLE, rank, 0, 0);
          return FALSE;
        }
    }
  else if (!shape_ok (s, rank, naturals + 1, wilds, v))
    return FALSE;

  if (index >= 0)
    {
      const CnMeld *meld = &s->melds[side][index];
      int a, b;

      /* Where canastas close at seven, the take's cards join the meld of
       * their rank while it stays at seven or fewer, and start a new meld
       * otherwise (our decision: doc/rules-decisions.md, "uruguayan"). */
      if (s->rules->canasta_closes &&
          cn_meld_shape (s->rules, rank, meld->n - meld->n_wild + naturals + 1,
                         meld->n_wild + wilds, &a, &b) != CN_OK)
        index = -1;
      else if (!shape_ok (s, rank, meld->n - meld->n_wild + naturals + 1, meld->n_wild + wilds, v))
        return FALSE;
    }
  if (index < 0 && s->n_melds[side] >= CN_MAX_MELDS)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }

  return meld_top_card (s, m, index, rank, events, v);
}

gboolean
cn_do_meld (CnState      *s,
            const CnMove *m,
            CnEvents     *events,
            CnVerdict    *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int rank, naturals, wilds, black_threes;
  int index;

  if (m->n == 0)
    {
      verdict_set (v, CN_ERR_MELD_TOO_SMALL, 0, s->rules->meld_min, 0);
      return FALSE;
    }
  if (s->black_threes_down)
    {
      verdict_set (v, CN_ERR_BLACK_THREES_LAST, 0, 0, 0);
      return FALSE;
    }
  if (!classify (s, m, -1, &rank, &naturals, &wilds, &black_threes, v))
    return FALSE;

  if (black_threes > 0)
    {
      rank = CN_RANK_THREE;
      naturals = black_threes;
    }
  else if (rank < 0)
    rank = CN_RANK_JOKER;

  if (!shape_ok (s, rank, naturals, wilds, v))
    return FALSE;

  /* Source 001: after a side takes a premiado pozo, neither partner may
   * start a new meld of wild cards that round. */
  if (rank == CN_RANK_JOKER && s->rules->premiado_ends_wild_melds &&
      (s->premiado_taken & (1u << side)))
    {
      verdict_set (v, CN_ERR_WILD_MELD_PREMIADO, 0, 0, CN_RANK_JOKER);
      return FALSE;
    }
  /* Black threes only when closing, and the last turn after the stock ran
   * out cannot close. */
  if (rank == CN_RANK_THREE && s->last_turn)
    {
      verdict_set (v, CN_ERR_STOCK_OUT_NO_CLOSE, 0, 0, 0);
      return FALSE;
    }

  /* Melds of wild cards that grow over turns are groups of their own: a
   * side may build two at once (source 001). */
  index = rank == CN_RANK_THREE ||
          (rank == CN_RANK_JOKER && s->rules->wild_melds == CN_WILD_MELDS_OPEN)
            ? -1 : cn_find_meld (s, side, rank);
  if (index >= 0)
    {
      const CnMeld *meld = &s->melds[side][index];

      if (!shape_ok (s, rank, meld->n - meld->n_wild + naturals, meld->n_wild + wilds, v))
        return FALSE;
    }
  if (index < 0 && s->n_melds[side] >= CN_MAX_MELDS)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  if (!cn_take_from_hand (s, seat, m->cards, m->n, v))
    return FALSE;

  if (rank == CN_RANK_THREE)
    {
      /* Black threes go down only as the last meld of the going-out turn:
       * afterwards the hand is empty or holds the card to discard. */
      if (s->hand_n[seat] > 1 || s->pile_pending)
        {
          verdict_set (v, CN_ERR_BLACK_THREES_NOT_OUT, s->hand_n[seat], 0, 0);
          return FALSE;
        }
      put_on_meld (s, seat, -1, rank, m->cards, m->n, CN_PLACE_HAND, events);
      s->black_threes_down = TRUE;
      if (s->hand_n[seat] == 1 && !cn_go_out_allowed (s, TRUE, v))
        return FALSE;
      return cn_after_meld (s, events, v);
    }

  put_on_meld (s, seat, index, rank, m->cards, m->n, CN_PLACE_HAND, events);
  return cn_after_meld (s, events, v);
}

gboolean
cn_do_add (CnState      *s,
           const CnMove *m,
           CnEvents     *events,
           CnVerdict    *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int rank = m->rank;
  int naturals, wilds, black_threes;
  int index = cn_move_meld_index (m);
  int unfinished = 0;
  const CnMeld *meld;

  if (m->n == 0)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  if (s->black_threes_down)
    {
      verdict_set (v, CN_ERR_BLACK_THREES_LAST, 0, 0, 0);
      return FALSE;
    }

  /* Named by index: any of the side's melds, however many share a rank. */
  if (index >= 0)
    {
      if (index >= s->n_melds[side])
        {
          verdict_set (v, CN_ERR_NO_SUCH_MELD, index, s->n_melds[side], 0);
          return FALSE;
        }
      rank = s->melds[side][index].rank;
      if (s->melds[side][index].closed)
        {
          verdict_set (v, CN_ERR_MELD_CLOSED, rank, 0, 0);
          return FALSE;
        }
    }
  else if (rank >= CN_N_RANKS)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  else
    {
      /* Named by rank: the side's one unfinished meld of it. */
      index = cn_find_meld (s, side, rank);
      for (int i = 0; i < s->n_melds[side]; i++)
        if (s->melds[side][i].rank == rank && !s->melds[side][i].closed)
          unfinished++;
      if (unfinished > 1)
        {
          verdict_set (v, CN_ERR_MELD_AMBIGUOUS, rank, unfinished, 0);
          return FALSE;
        }
    }
  if (index < 0)
    {
      gboolean closed = FALSE;

      for (int i = 0; i < s->n_melds[side]; i++)
        if (s->melds[side][i].rank == rank)
          closed = TRUE;
      verdict_set (v, closed ? CN_ERR_MELD_CLOSED : CN_ERR_NO_MELD_OF_RANK, rank, 0, 0);
      return FALSE;
    }
  if (rank == CN_RANK_JOKER && s->rules->wild_melds == CN_WILD_MELDS_ONE_TURN_CANASTA)
    {
      /* A canasta of wild cards made in one turn is complete as it is. */
      verdict_set (v, CN_ERR_MELD_CLOSED, rank, 0, 0);
      return FALSE;
    }
  if (!classify (s, m, rank == CN_RANK_JOKER || rank == CN_RANK_THREE ? -1 : rank, &rank,
                 &naturals, &wilds, &black_threes, v))
    return FALSE;
  if (m->rank == CN_RANK_THREE || black_threes > 0)
    {
      /* Black threes join only the black threes taken from the pile in this
       * turn: any other black-three meld is the turn's last. */
      if (m->rank != CN_RANK_THREE || !cn_turn_took_black_three (s))
        {
          verdict_set (v, CN_ERR_BLACK_THREES_LAST, 0, 0, 0);
          return FALSE;
        }
      if (!black_threes_alone (rank, wilds, v))
        return FALSE;
      rank = CN_RANK_THREE;
      naturals = black_threes;
    }
  meld = &s->melds[side][index];
  /* A meld of wild cards never takes a natural card (source 001). */
  if (meld->rank == CN_RANK_JOKER && naturals > 0 && s->rules->wild_melds == CN_WILD_MELDS_OPEN)
    {
      verdict_set (v, CN_ERR_WILD_MELD_NATURAL, rank, 0, 0);
      return FALSE;
    }
  if (rank < 0)
    rank = meld->rank;
  if (!shape_ok (s, rank, meld->n - meld->n_wild + naturals, meld->n_wild + wilds, v))
    return FALSE;
  if (!cn_take_from_hand (s, seat, m->cards, m->n, v))
    return FALSE;
  put_on_meld (s, seat, index, rank, m->cards, m->n, CN_PLACE_HAND, events);
  return cn_after_meld (s, events, v);
}
