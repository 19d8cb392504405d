/* cn-legal.c: enumerating legal moves, canonical moves
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

/* Suits never matter to the rules, so the list holds one move for each
 * choice of how many cards of each rank (and how many twos and jokers) a
 * move uses, the cards taken from the hand in a fixed suit order. Any
 * move maps onto that list through cn_move_canonical(). Discards keep
 * their card: a different card on the pile is a different position for
 * the players who remember it. */

static void
try_move (const CnState *s,
          const CnMove  *m,
          CnMoveList    *out)
{
  CnVerdict v;

  if (out->n >= CN_MAX_LEGAL)
    {
      out->truncated = TRUE;
      return;
    }
  if (cn_check (s, m, &v))
    out->moves[out->n++] = *m;
}

void
cn_legal_moves (const CnState *s,
                CnMoveList    *out)
{
  int seat = cn_state_actor (s);
  int side;
  int twos, jokers, blacks;
  int max_w;
  CnMove m;

  out->n = 0;
  out->truncated = FALSE;

  if (s->phase == CN_PHASE_ROUND_OVER || seat < 0)
    return;
  side = cn_state_side_of (s, seat);

  /* The cut: every point the cutter may lift. */
  if (s->phase == CN_PHASE_CUT)
    {
      int min, max;

      cn_state_cut_range (s, &min, &max);
      for (int cut = min; cut <= max; cut++)
        {
          cn_move_start (&m, CN_MOVE_CUT, seat);
          m.cut = (uint8_t) cut;
          try_move (s, &m, out);
        }
      return;
    }

  if (s->phase == CN_PHASE_ASKING)
    {
      for (int yes = 1; yes >= 0; yes--)
        {
          cn_move_start (&m, CN_MOVE_ANSWER_GO_OUT, seat);
          m.yes = yes;
          try_move (s, &m, out);
        }
      return;
    }

  twos = cn_state_count_rank (s, seat, CN_RANK_TWO);
  jokers = cn_state_count_rank (s, seat, CN_RANK_JOKER);
  blacks = s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
           s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
  max_w = s->rules->max_wilds;

  if (s->phase == CN_PHASE_DRAW)
    {
      CnCard top = cn_state_pile_top (s);

      cn_move_start (&m, CN_MOVE_DRAW, seat);
      try_move (s, &m, out);

      if (top != CN_CARD_NONE && cn_card_is_natural (top))
        {
          int rank = cn_card_rank (top);
          int have = cn_state_count_rank (s, seat, rank);

          for (int k = 0; k <= have; k++)
            for (int t = 0; t <= MIN (twos, max_w); t++)
              for (int j = 0; j <= MIN (jokers, max_w - t); j++)
                {
                  cn_move_build (s, CN_MOVE_TAKE_PILE, seat, rank, k, t, j, 0, &m);
                  try_move (s, &m, out);
                }
        }
      else if (top != CN_CARD_NONE && cn_card_is_black_three (top) &&
               s->rules->black_three_takeable_last_turn)
        /* A black three taken to go out, with black threes from the hand. */
        for (int b = s->rules->black_three_meld_min - 1;
             b <= MIN (blacks, s->rules->black_three_meld_max - 1); b++)
          {
            cn_move_build (s, CN_MOVE_TAKE_PILE, seat, 0, 0, 0, 0, b, &m);
            try_move (s, &m, out);
          }

      if (s->rules->ask_before_draw)
        {
          cn_move_start (&m, CN_MOVE_ASK_GO_OUT, seat);
          try_move (s, &m, out);
        }
      return;
    }

  /* New melds, and melds that merge with the side's meld of the rank. */
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    {
      int have;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, seat, rank);
      if (have == 0)
        continue;
      for (int k = 1; k <= have; k++)
        for (int t = 0; t <= MIN (twos, max_w); t++)
          for (int j = 0; j <= MIN (jokers, max_w - t); j++)
            {
              if (k + t + j < s->rules->meld_min || k < 2)
                continue;
              cn_move_build (s, CN_MOVE_MELD, seat, rank, k, t, j, 0, &m);
              try_move (s, &m, out);
            }
    }

  for (int b = s->rules->black_three_meld_min; b <= MIN (blacks, s->rules->black_three_meld_max); b++)
    {
      cn_move_build (s, CN_MOVE_MELD, seat, 0, 0, 0, 0, b, &m);
      try_move (s, &m, out);
    }

  if (s->rules->wild_melds != CN_WILD_MELDS_NONE)
    for (int t = 0; t <= twos; t++)
      for (int j = 0; j <= jokers; j++)
        {
          if (t + j < s->rules->wild_meld_min || t + j > s->rules->canasta_size)
            continue;
          cn_move_build (s, CN_MOVE_MELD, seat, 0, 0, t, j, 0, &m);
          try_move (s, &m, out);
        }

  /* Lay-offs on the side's melds that still take cards, each named by its
   * index: a rank may hold several melds where canastas close. */
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];
      int rank = meld->rank;
      int have;
      int wild_cap = max_w;

      if (meld->closed)
        continue;
      if (rank == CN_RANK_THREE)
        {
          /* Only onto black threes taken from the pile in this turn. */
          for (int b = 1; b <= blacks && cn_turn_took_black_three (s); b++)
            {
              cn_move_build (s, CN_MOVE_ADD, seat, rank, 0, 0, 0, b, &m);
              cn_move_set_meld_index (&m, i);
              try_move (s, &m, out);
            }
          continue;
        }
      have = rank == CN_RANK_JOKER ? 0 : cn_state_count_rank (s, seat, rank);
      /* A meld of wild cards takes any number of them up to its limit. */
      if (rank == CN_RANK_JOKER && s->rules->wild_melds == CN_WILD_MELDS_OPEN)
        wild_cap = s->rules->canasta_size;
      for (int k = 0; k <= have; k++)
        for (int t = 0; t <= MIN (twos, wild_cap); t++)
          for (int j = 0; j <= MIN (jokers, wild_cap - t); j++)
            {
              if (k + t + j == 0)
                continue;
              cn_move_build (s, CN_MOVE_ADD, seat, rank, k, t, j, 0, &m);
              cn_move_set_meld_index (&m, i);
              try_move (s, &m, out);
            }
    }

  for (int card = 0; card < CN_N_KINDS; card++)
    if (s->hand[seat][card])
      {
        cn_move_discard (&m, seat, card);
        try_move (s, &m, out);
      }

  cn_move_start (&m, CN_MOVE_ASK_GO_OUT, seat);
  try_move (s, &m, out);
}

static int
count_wilds (const CnMove *m)
{
  int wilds = 0;

  for (int i = 0; i < m->n; i++)
    if (cn_card_is_wild (m->cards[i]))
      wilds++;
  return wilds;
}

/* The take a player who names no cards means, out of the legal ones: the
 * one with the fewest cards from the hand and no wild card. That is laying
 * the top card off where the variant allows it, else the fewest naturals of
 * its rank the engine accepts (a pair; three for a premiado pozo; black
 * threes for a black three taken to go out). Suits never matter, and the
 * naturals a smaller take leaves in the hand can still go on the meld it
 * makes in the same turn, so the smallest take is never a worse choice and
 * there is always one. A take that needs a wild card is never made for the
 * player: which wild to spend, if any, is theirs to say. */
gboolean
cn_take_choice (const CnState *s,
                CnMove        *out,
                CnVerdict     *v)
{
  g_autofree CnMoveList *list = g_new (CnMoveList, 1);
  const CnMove *plain = NULL;
  const CnMove *wild = NULL;
  int seat = cn_state_actor (s);
  CnCard top = cn_state_pile_top (s);
  CnMove m;

  g_return_val_if_fail (s != NULL && out != NULL, FALSE);

  cn_legal_moves (s, list);
  for (int i = 0; i < list->n; i++)
    {
      const CnMove *take = &list->moves[i];
      int wilds = count_wilds (take);

      if (take->kind != CN_MOVE_TAKE_PILE)
        continue;
      if (wilds == 0 && (plain == NULL || take->n < plain->n))
        plain = take;
      else if (wilds > 0 &&
               (wild == NULL || wilds < count_wilds (wild) ||
                (wilds == count_wilds (wild) && take->n < wild->n)))
        wild = take;
    }

  if (plain != NULL)
    {
      *out = *plain;
      verdict_set (v, CN_OK, 0, 0, 0);
      return TRUE;
    }
  if (wild != NULL)
    {
      verdict_set (v, CN_ERR_TAKE_NEEDS_WILD, wild->n - count_wilds (wild), count_wilds (wild),
                   cn_card_rank (top));
      return FALSE;
    }

  /* No take at all: the engine's own reason, for the naturals the rule
   * asks for when the hand holds them (the opening, say, stands in the
   * way), else for the bare take, whose refusal says what it needs. */
  cn_move_start (&m, CN_MOVE_TAKE_PILE, seat >= 0 ? seat : 0);
  if (seat >= 0 && top != CN_CARD_NONE && cn_card_is_natural (top))
    {
      int rank = cn_card_rank (top);
      int need = cn_state_take_naturals (s);

      if (cn_state_count_rank (s, seat, rank) >= need)
        cn_move_build (s, CN_MOVE_TAKE_PILE, seat, rank, need, 0, 0, 0, &m);
    }
  if (cn_check (s, &m, v))
    {
      /* Only where the list was cut short. */
      *out = m;
      return TRUE;
    }
  return FALSE;
}

void
cn_move_canonical (const CnState *s,
                   const CnMove  *move,
                   CnMove        *out)
{
  int naturals[CN_N_RANKS] = { 0 };
  int twos = 0, jokers = 0, blacks = 0;
  int rank = -1;
  int ranks = 0;
  uint8_t need[CN_N_KINDS] = { 0 };

  *out = *move;
  if (move->kind != CN_MOVE_ADD)
    out->meld = 0;
  if (move->kind != CN_MOVE_CUT)
    out->cut = 0;
  if (move->kind != CN_MOVE_TAKE_PILE && move->kind != CN_MOVE_MELD && move->kind != CN_MOVE_ADD)
    {
      if (move->kind != CN_MOVE_DISCARD)
        out->n = 0;
      if (move->kind != CN_MOVE_ADD)
        out->rank = 0;
      if (move->kind != CN_MOVE_ANSWER_GO_OUT)
        out->yes = 0;
      else
        out->yes = move->yes ? 1 : 0;
      return;
    }
  out->yes = 0;
  if (move->kind != CN_MOVE_ADD)
    out->rank = 0;

  for (int i = 0; i < move->n && i < CN_MOVE_CAP; i++)
    {
      CnCard card = move->cards[i];

      if (!cn_card_valid (card))
        return;
      need[card]++;
      if (card == CN_CARD_JOKER)
        jokers++;
      else if (cn_card_rank (card) == CN_RANK_TWO)
        twos++;
      else if (cn_card_is_black_three (card))
        blacks++;
      else
        {
          if (naturals[cn_card_rank (card)]++ == 0)
            ranks++;
          rank = cn_card_rank (card);
        }
    }
  /* Only moves of one natural rank whose cards are all in the hand have
   * a canonical form; others are illegal anyway and stay as they are. */
  if (ranks > 1 || move->seat >= s->n_players)
    return;
  for (int k = 0; k < CN_N_KINDS; k++)
    if (need[k] > s->hand[move->seat][k])
      return;
  cn_move_build (s, move->kind, move->seat, rank < 0 ? 0 : rank, rank < 0 ? 0 : naturals[rank],
         twos, jokers, blacks, out);
  out->rank = move->kind == CN_MOVE_ADD ? move->rank : 0;

  /* An add names its meld by index in the canonical form; by rank it names
   * the side's one unfinished meld of that rank. */
  if (move->kind == CN_MOVE_ADD)
    {
      int side = cn_state_side_of (s, move->seat);
      int index = cn_move_meld_index (move);

      if (index < 0 && move->rank < CN_N_RANKS)
        {
          int unfinished = 0;

          for (int i = 0; i < s->n_melds[side]; i++)
            if (s->melds[side][i].rank == move->rank && !s->melds[side][i].closed)
              {
                unfinished++;
                index = i;
              }
          if (unfinished != 1)
            index = -1;
        }
      if (index >= 0 && index < s->n_melds[side])
        {
          cn_move_set_meld_index (out, index);
          out->rank = s->melds[side][index].rank;
        }
      else
        out->meld = move->meld;
    }
}

gboolean
cn_move_equal (const CnMove *a,
               const CnMove *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->rank == b->rank && a->yes == b->yes &&
         a->meld == b->meld && a->cut == b->cut &&
         a->n == b->n && memcmp (a->cards, b->cards, a->n) == 0;
}

char *
cn_move_to_string (const CnMove *m)
{
  static const char *const names[CN_N_MOVE_KINDS] = {
    "draw", "take-pile", "meld", "add", "discard", "ask-go-out", "answer-go-out", "cut",
  };
  GString *str = g_string_new (NULL);
  char buf[4];

  g_string_append_printf (str, "seat %d %s", m->seat,
                          m->kind < CN_N_MOVE_KINDS ? names[m->kind] : "?");
  if (m->kind == CN_MOVE_ADD && cn_move_meld_index (m) >= 0)
    g_string_append_printf (str, " to meld %d", cn_move_meld_index (m));
  else if (m->kind == CN_MOVE_ADD)
    g_string_append_printf (str, " to %s", cn_rank_to_string (m->rank < CN_N_RANKS ? m->rank : 0));
  if (m->kind == CN_MOVE_CUT)
    g_string_append_printf (str, " %d", m->cut);
  if (m->kind == CN_MOVE_ANSWER_GO_OUT)
    g_string_append (str, m->yes ? " yes" : " no");
  for (int i = 0; i < m->n && i < CN_MOVE_CAP; i++)
    g_string_append_printf (str, " %s", cn_card_to_string (m->cards[i], buf));
  return g_string_free (str, FALSE);
}
