/* cn-ai-policy-private.h: what the policy's files share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai-private.h"

#include <string.h>

G_BEGIN_DECLS

/* One decision of the policy: the position, who decides, and what the
 * decision has counted so far (each table filled on its first question). */
typedef struct
{
  const CnState  *s;
  const CnAiView *view;     /* NULL in playouts */
  gboolean        easy;
  uint64_t       *rng;
  CnMoveList     *scratch;  /* the caller's, or one made on first use */
  CnMoveList     *own_scratch;
  int             seat;
  int             side;
  gboolean        counted;                  /* unseen below is filled in */
  int8_t          unseen[CN_N_RANKS];
  gboolean        indexed;                  /* melds below is filled in */
  int8_t          melds[CN_MAX_SIDES][CN_N_RANKS];  /* find_meld, by side and rank */
  gboolean        ranked;                   /* have and melded below are filled in */
  uint8_t         have[CN_N_RANKS];         /* the hand's cards by rank */
  uint16_t        melded;                   /* bit per rank some side has melded */
  int             next;                     /* the seat after this one, for discards */
  int             opp;                      /* its side */
  /* The view whose bare table is s (_cn_ai_view_build_bare), or NULL:
   * a move played on s needs its hidden places filled first. */
  const CnAiView *bare;
} Ctx;

/* The small questions every part of the policy asks, inline: Hard's
 * playouts ask them millions of times. */

/* The move list for the rare steps that list moves: most decisions need
 * none, so a caller may pass none and the policy makes one when asked. */
static inline CnMoveList *
scratch (Ctx *c)
{
  if (c->scratch == NULL)
    c->scratch = c->own_scratch = g_new (CnMoveList, 1);
  return c->scratch;
}

static inline gboolean
chance (Ctx *c,
        int  percent)
{
  return (int) cn_rng_below (c->rng, 100) < percent;
}

static inline gboolean
ok (Ctx          *c,
    const CnMove *m)
{
  return cn_check (c->s, m, NULL);
}

static inline int
move_value (const CnState *s,
            const CnMove  *m)
{
  int v = 0;

  for (int i = 0; i < m->n; i++)
    v += cn_rules_card_value (s->rules, m->cards[i]);
  return v;
}

static inline int
move_wilds (const CnMove *m)
{
  int w = 0;

  for (int i = 0; i < m->n; i++)
    w += cn_card_is_wild (m->cards[i]);
  return w;
}

/* The side's meld of each rank that still takes cards, or -1: the first
 * one, as the engine finds it. */
static inline void
find_melds (const CnState *s,
            int            side,
            int8_t         index[CN_N_RANKS])
{
  memset (index, -1, CN_N_RANKS);
  for (int i = s->n_melds[side] - 1; i >= 0; i--)
    if (!s->melds[side][i].closed)
      index[s->melds[side][i].rank] = i;
}

/* The side's meld of rank that still takes cards, or -1, from a table
 * made on the decision's first question. */
static inline int
side_meld (Ctx *c,
           int  side,
           int  rank)
{
  if (!c->indexed)
    {
      for (int i = 0; i < c->s->n_sides; i++)
        find_melds (c->s, i, c->melds[i]);
      c->indexed = TRUE;
    }
  return c->melds[side][rank];
}

static inline int
black_threes_in_hand (const CnState *s,
                      int            seat)
{
  return s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
         s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
}

static inline int
wilds_in_hand (const CnState *s,
               int            seat,
               int           *twos,
               int           *jokers)
{
  *twos = cn_state_count_rank (s, seat, CN_RANK_TWO);
  *jokers = s->hand[seat][CN_CARD_JOKER];
  return *twos + *jokers;
}

/* cn-ai-policy-discard.c: the discard. */
gboolean _cn_ai_policy_choose_discard   (Ctx           *c,
                                         CnMove        *m);

/* cn-ai-policy-out.c: the turns that must meld to a target. Whether the
 * seat to play plainly cannot go out this turn (before the solver asks); the
 * opening and the way out, chosen from the whole list of moves; and the
 * first legal move, the last resort. */
gboolean _cn_ai_policy_plainly_stuck    (const CnState *s);
gboolean _cn_ai_policy_choose_opening   (Ctx           *c,
                                         CnMove        *m);
gboolean _cn_ai_policy_opening_possible (Ctx           *c);
gboolean _cn_ai_policy_choose_going_out (Ctx           *c,
                                         CnMove        *m);
void     _cn_ai_policy_first_legal      (Ctx           *c,
                                         CnMove        *m);

G_END_DECLS
