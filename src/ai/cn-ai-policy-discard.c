/* cn-ai-policy-discard.c: the policy's discard
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-policy-private.h"

/* The discard is the card the policy can best spare: one no player
 * collects, or one the next player cannot use, by the costs below; Easy
 * sometimes throws a card at random. */

/* Copies of rank nobody can see from this seat: not in its hand, not on
 * the table, not in the pile. Counted for every rank at once, the first
 * time a decision asks. */
static int
unseen_of_rank (Ctx *c,
                int  rank)
{
  const CnState *s = c->s;

  if (!c->counted)
    {
      int seen[CN_N_RANKS] = { 0 };

      for (int side = 0; side < s->n_sides; side++)
        for (int m = 0; m < s->n_melds[side]; m++)
          seen[s->melds[side][m].rank] += s->melds[side][m].n - s->melds[side][m].n_wild;
      /* The pozo's face-down cards (uruguayan) are not seen. */
      for (int i = s->pozo_down; i < s->pile_n; i++)
        seen[cn_card_rank (s->pile[i])]++;
      for (int r = 0; r < CN_N_RANKS; r++)
        c->unseen[r] = MAX (0, 4 * s->rules->decks - seen[r] - cn_state_count_rank (s, c->seat, r));
      c->counted = TRUE;
    }
  return c->unseen[rank];
}

/* The hand's cards by rank and the ranks on the table, counted on the
 * decision's first question about discards. */
static void
rank_table (Ctx *c)
{
  const CnState *s = c->s;

  if (c->ranked)
    return;
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    c->have[rank] = cn_state_count_rank (s, c->seat, rank);
  c->melded = 0;
  for (int side = 0; side < s->n_sides; side++)
    for (int i = 0; i < s->n_melds[side]; i++)
      c->melded |= 1u << s->melds[side][i].rank;
  c->ranked = TRUE;
}

/* How costly it is to throw card: lower is a better discard. */
static int
discard_cost (Ctx    *c,
              CnCard  card)
{
  const CnState *s = c->s;
  int next = c->next;
  int opp = c->opp;
  int rank = cn_card_rank (card);
  gboolean opp_open = s->n_melds[opp] > 0;
  gboolean frozen = s->pile_freezers > 0;
  int pile_weight = 20 + 10 * s->pile_n;
  int cost = 0;
  int have, unseen;

  if (cn_card_is_black_three (card))
    return s->pile_n >= 3 ? -200 : -60;
  if (cn_card_is_red_three (card))
    return 5000;
  if (cn_card_is_wild (card))
    return 1000 + cn_rules_card_value (s->rules, card);

  rank_table (c);
  have = c->have[rank];
  unseen = unseen_of_rank (c, rank);

  /* Pairs are what takes the pile later: keep them. */
  if (have >= 2)
    cost += 70 * (have - 1);
  if (side_meld (c, c->side, rank) >= 0)
    cost += 60;
  /* The canasta de moda (uruguayan) scores its bonus twice. */
  if (s->rules->moda_doubles && rank == s->moda)
    cost += 50;

  /* The next player may lay it off on an open pile, or take it with a
   * pair (or, on an open pile, one natural and a wild). */
  if (opp_open && !frozen && side_meld (c, opp, rank) >= 0 && s->rules->unfrozen_take_by_lay_off)
    cost += 4 * pile_weight;
  else
    {
      int risk = unseen >= 6 ? 4 : unseen >= 4 ? 3 : unseen >= 2 ? 2 : 0;

      if (opp_open && !frozen && s->rules->unfrozen_take_with_wild && unseen >= 1)
        risk += 1;
      if (c->view != NULL)
        {
          int known = 0;

          for (int suit = 0; suit < 4; suit++)
            known += c->view->known[next][CN_CARD (rank, suit)];
          if (known >= 2)
            risk += 6;
          else if (known == 1)
            risk += 2;
          /* A rank the next player threw away is one it does not collect. */
          if (c->view->discarded[next][rank] > 0 && known == 0)
            risk = MAX (0, risk - 2);
        }
      cost += risk * pile_weight / 3;
    }

  /* High cards cost more in hand at the end, so, lightly, prefer them. */
  cost -= cn_rules_card_value (c->s->rules, card) / 2;
  return cost;
}

/* Copies of rank the view knows to be in seat's hand. */
static int
known_in (Ctx *c,
          int  seat,
          int  rank)
{
  int known = 0;

  if (c->view == NULL)
    return 0;
  for (int suit = 0; suit < 4; suit++)
    known += c->view->known[seat][CN_CARD (rank, suit)];
  return known;
}

/* A single card of a rank no one collects: the hand's only natural of its
 * rank, a rank no side has melded and no other hand is known to hold. */
static gboolean
dead_single (Ctx    *c,
             CnCard  card)
{
  int rank = cn_card_rank (card);

  rank_table (c);
  if (!cn_card_is_natural (card) || c->have[rank] != 1 || (c->melded & (1u << rank)))
    return FALSE;
  for (int seat = 0; seat < c->s->n_players && c->view != NULL; seat++)
    if (seat != c->seat && known_in (c, seat, rank) > 0)
      return FALSE;
  return TRUE;
}

static gboolean
any_dead_single (Ctx          *c,
                 const CnCard *cards,
                 int           n)
{
  for (int i = 0; i < n; i++)
    if (dead_single (c, cards[i]))
      return TRUE;
  return FALSE;
}

/* A discard no player would make while a dead single is in the hand: a
 * wild, a card of three or more of a rank (a meld in waiting), a card of
 * a rank its own side has melded (it goes there), one the next player
 * can lay off on an unfrozen pile, or one of a rank the next player is
 * known to hold. A card of a pair is not among them: the costs weigh a
 * pair's worth against the next player's chances, and Medium forbidden
 * to break pairs lost 54% of its games against itself. */
static gboolean
plainly_worse (Ctx    *c,
               CnCard  card)
{
  const CnState *s = c->s;
  int next = c->next;
  int opp = c->opp;
  int rank = cn_card_rank (card);

  if (cn_card_is_wild (card))
    return TRUE;
  if (!cn_card_is_natural (card))
    return FALSE;
  rank_table (c);
  return c->have[rank] >= 3 || side_meld (c, c->side, rank) >= 0 ||
         (opp != c->side && s->pile_freezers == 0 && side_meld (c, opp, rank) >= 0) ||
         known_in (c, next, rank) > 0;
}

static int
discard_order (Ctx    *c,
               CnCard *order,
               int    *costs)
{
  const CnState *s = c->s;
  CnCard cards[CN_N_KINDS + 1];
  int cost[CN_N_KINDS];
  int n_cards = 0, n = 0;
  int worst_dead = G_MININT;
  /* A natural's cost and whether it is a dead single follow from its
   * rank alone: weighed once for the suits of a rank in hand. */
  int rank_cost[CN_N_RANKS];
  gboolean rank_dead[CN_N_RANKS];
  unsigned rank_done = 0;

  c->next = c->seat + 1 < s->n_players ? c->seat + 1 : 0;
  c->opp = cn_state_side_of (s, c->next);

  /* The kinds in hand, listed without a branch per kind. */
  for (int k = 0; k < CN_N_KINDS; k++)
    {
      cards[n_cards] = k;
      n_cards += s->hand[c->seat][k] != 0;
    }
  for (int i = 0; i < n_cards; i++)
    {
      CnCard card = cards[i];
      int rank = cn_card_rank (card);
      gboolean dead;

      if (cn_card_is_natural (card))
        {
          if (!(rank_done & (1u << rank)))
            {
              rank_cost[rank] = discard_cost (c, card);
              rank_dead[rank] = dead_single (c, card);
              rank_done |= 1u << rank;
            }
          cost[i] = rank_cost[rank];
          dead = rank_dead[rank];
        }
      else
        {
          cost[i] = discard_cost (c, card);
          dead = dead_single (c, card);
        }
      if (dead)
        worst_dead = MAX (worst_dead, cost[i]);
    }

  /* Whatever the costs say, a plainly worse card goes after every dead
   * single. */
  if (worst_dead != G_MININT)
    for (int i = 0; i < n_cards; i++)
      if (cost[i] <= worst_dead && plainly_worse (c, cards[i]))
        cost[i] = worst_dead + 1;

  for (int i = 0; i < n_cards; i++)
    {
      int j = n++;

      while (j > 0 && costs[j - 1] > cost[i])
        {
          order[j] = order[j - 1];
          costs[j] = costs[j - 1];
          j--;
        }
      order[j] = cards[i];
      costs[j] = cost[i];
    }
  return n;
}

int
cn_ai_discard_order (const CnState  *state,
                     const CnAiView *view,
                     CnCard         *out)
{
  /* Medium's judgement draws no random numbers: a fixed generator. */
  uint64_t rng[4] = { 1, 2, 3, 4 };
  int costs[CN_N_KINDS];
  Ctx c = { state, view, FALSE, rng, NULL, NULL, cn_state_actor (state), 0 };

  c.side = cn_state_side_of (state, c.seat);
  return discard_order (&c, out, costs);
}

gboolean
_cn_ai_policy_choose_discard (Ctx    *c,
                              CnMove *m)
{
  CnCard order[CN_N_KINDS];
  int costs[CN_N_KINDS];
  int n = discard_order (c, order, costs);

  cn_move_start (m, CN_MOVE_DISCARD, c->seat);
  m->n = 1;

  if (c->easy && n > 0 && chance (c, 35))
    {
      /* A careless throw, though never a wild. */
      for (int tries = 0; tries < 4; tries++)
        {
          m->cards[0] = order[cn_rng_below (c->rng, n)];
          if (!cn_card_is_wild (m->cards[0]) && ok (c, m))
            return TRUE;
        }
    }

  /* Freeze the pile with a two when the next player would otherwise very
   * likely take a big one, and no dead single is there to throw instead. */
  if (!c->easy && n > 0 && c->s->pile_n >= 8 && c->s->pile_freezers == 0 &&
      costs[0] >= 20 + 10 * c->s->pile_n && cn_state_count_rank (c->s, c->seat, CN_RANK_TWO) > 0 &&
      !any_dead_single (c, order, n))
    for (int i = 0; i < n; i++)
      if (cn_card_rank (order[i]) == CN_RANK_TWO)
        {
          m->cards[0] = order[i];
          if (ok (c, m))
            return TRUE;
        }

  for (int i = 0; i < n; i++)
    {
      m->cards[0] = order[i];
      if (ok (c, m))
        return TRUE;
    }
  return FALSE;
}
