/* cn-ai-policy.c: the heuristic player behind Easy, Medium and Hard's playouts
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <string.h>

/* The policy builds the few moves a sensible player would consider at
 * each step and asks the engine whether each is allowed, in order of
 * preference. It enumerates every legal move only in the rare spots where
 * the order of melds matters (finishing an opening, going out), so a
 * decision costs a handful of cn_check calls: cheap enough for Medium's
 * answer time and for the thousands of playouts Hard runs.
 *
 * Easy is the same player with slips a watching child can see: it
 * sometimes ignores a pile it could take, leaves melds in its hand, and
 * throws a card at random. */

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
} Ctx;

/* The move list for the rare steps that list moves: most decisions need
 * none, so a caller may pass none and the policy makes one when asked. */
static CnMoveList *
scratch (Ctx *c)
{
  if (c->scratch == NULL)
    c->scratch = c->own_scratch = g_new (CnMoveList, 1);
  return c->scratch;
}

static gboolean
chance (Ctx *c,
        int  percent)
{
  return (int) cn_rng_below (c->rng, 100) < percent;
}

static gboolean
ok (Ctx          *c,
    const CnMove *m)
{
  return cn_check (c->s, m, NULL);
}

static int
hand_value (const CnState *s,
            int            seat)
{
  int v = 0;

  for (int k = 0; k < CN_N_KINDS; k++)
    if (s->hand[seat][k])
      v += s->hand[seat][k] * cn_rules_card_value (s->rules, k);
  return v;
}

static int
move_value (const CnState *s,
            const CnMove  *m)
{
  int v = 0;

  for (int i = 0; i < m->n; i++)
    v += cn_rules_card_value (s->rules, m->cards[i]);
  return v;
}

static int
move_wilds (const CnMove *m)
{
  int w = 0;

  for (int i = 0; i < m->n; i++)
    w += cn_card_is_wild (m->cards[i]);
  return w;
}

/* The side's meld of each rank that still takes cards, or -1: the first
 * one, as the engine finds it. */
static void
find_melds (const CnState *s,
            int            side,
            int8_t         index[CN_N_RANKS])
{
  memset (index, -1, CN_N_RANKS);
  for (int i = s->n_melds[side] - 1; i >= 0; i--)
    if (!s->melds[side][i].closed)
      index[s->melds[side][i].rank] = i;
}

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
      for (int i = 0; i < s->pile_n; i++)
        seen[cn_card_rank (s->pile[i])]++;
      for (int r = 0; r < CN_N_RANKS; r++)
        c->unseen[r] = MAX (0, 4 * s->rules->decks - seen[r] - cn_state_count_rank (s, c->seat, r));
      c->counted = TRUE;
    }
  return c->unseen[rank];
}

static int
black_threes_in_hand (const CnState *s,
                      int            seat)
{
  return s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
         s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
}

/* Up to count black threes from seat's hand onto m, clubs first. */
static void
push_black_threes (const CnState *s,
                   int            seat,
                   int            count,
                   CnMove        *m)
{
  for (int suit = CN_SUIT_CLUBS; suit <= CN_SUIT_SPADES; suit += CN_SUIT_SPADES - CN_SUIT_CLUBS)
    {
      CnCard card = CN_CARD (CN_RANK_THREE, suit);

      for (int i = 0; i < s->hand[seat][card] && count > 0 && m->n < CN_MOVE_CAP; i++, count--)
        m->cards[m->n++] = card;
    }
}

static int
wilds_in_hand (const CnState *s,
               int            seat,
               int           *twos,
               int           *jokers)
{
  *twos = cn_state_count_rank (s, seat, CN_RANK_TWO);
  *jokers = s->hand[seat][CN_CARD_JOKER];
  return *twos + *jokers;
}

/* Is the round near its end: little stock left, or an opponent who could
 * go out any moment? Then cards in hand are a debt, and melding pays. */
static gboolean
late (Ctx *c)
{
  const CnState *s = c->s;

  if (s->stock_n <= (int) s->n_players * s->draw_count * 2)
    return TRUE;
  for (int seat = 0; seat < s->n_players; seat++)
    {
      int side = cn_state_side_of (s, seat);

      if (side != c->side && s->hand_n[seat] <= 3 &&
          cn_state_canastas (s, side) >= s->canastas_needed)
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------- discards */

/* The side's meld of rank that still takes cards, or -1, from a table
 * made on the decision's first question. */
static int
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

static gboolean
choose_discard (Ctx    *c,
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

/* ------------------------------------------------------------ going out */

/* Whether the seat to play plainly cannot go out this turn: too many
 * cards that no meld takes, or too few canastas within reach. Those are
 * most positions, and they are answered before the turn solver runs, the
 * costliest thing a decision asks (cn_ai_can_go_out). */
static gboolean
plainly_stuck (const CnState *s)
{
  const CnRules *rules = s->rules;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int canastas, reachable = 0;
  int twos, jokers, wilds;
  int stranded = 0, pairs = 0;
  int blacks;
  int8_t melds[CN_N_RANKS];

  if (s->phase != CN_PHASE_PLAY || s->answer == CN_ANSWER_NO)
    return TRUE;

  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  find_melds (s, side, melds);
  /* Counted without a branch on each rank's cards, which would be
   * mispredicted at every other rank; only two stranded cards stop it. */
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank = rank == CN_RANK_ACE ? 4 : rank + 1)
    {
      int have = cn_state_count_rank (s, seat, rank);
      int index = melds[rank];
      int melded = index >= 0;
      int on_table = s->melds[side][melded ? index : 0].n & -melded;
      int short_pair = !melded & (have >= 2) & (have < rules->meld_min);

      stranded += !melded & (have == 1);
      if (stranded > 1)
        return TRUE;
      pairs += (rules->meld_min - have) & -short_pair;
      reachable += ((have > 0) | melded) & (on_table + have + wilds >= rules->canasta_size) &
                   (on_table < rules->canasta_size);
    }
  /* A pair goes down only with a wild; the pairs the wilds cannot lift
   * stay in the hand. */
  if (pairs > wilds)
    stranded += 2 * (pairs - wilds);
  blacks = black_threes_in_hand (s, seat);
  if (blacks > 0 && blacks < rules->black_three_meld_min)
    stranded += blacks;
  else if (blacks > rules->black_three_meld_max)
    stranded += blacks - rules->black_three_meld_max;
  if (stranded > 1)
    return TRUE;

  canastas = cn_state_canastas (s, side);
  if (rules->wild_melds != CN_WILD_MELDS_NONE && wilds >= 1)
    reachable++;
  return canastas + reachable < s->canastas_needed;
}

gboolean
cn_ai_can_go_out (const CnState *s)
{
  return !plainly_stuck (s) && cn_state_can_go_out (s);
}

/* ------------------------------------------------ whole-list fallbacks */

/* Opening: the legal meld worth most, sparing wilds. The candidates are
 * the melds and lay-offs cn_legal_moves would list, in its order, built
 * here without asking the engine about each: sorted by worth (a stable
 * sort keeps the list's order among equals), the first one the engine
 * accepts is the one the whole list's best would be. Most are refused by
 * the turn solver, so asking only until the first yes is what makes an
 * opening cheap. */
static int
opening_score (const CnState *s,
               const CnMove  *m)
{
  return move_value (s, m) - 30 * move_wilds (m);
}

static void
list_add (Ctx           *c,
          int           *scores,
          const CnMove  *m)
{
  CnMoveList *list = scratch (c);

  if (list->n >= CN_MAX_LEGAL)
    return;
  scores[list->n] = opening_score (c->s, m);
  list->moves[list->n++] = *m;
}

static void
opening_candidates (Ctx *c,
                    int *scores)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int twos, jokers, blacks;
  int max_w = rules->max_wilds;
  CnMove m;

  scratch (c)->n = 0;
  c->scratch->truncated = FALSE;
  wilds_in_hand (s, seat, &twos, &jokers);
  blacks = black_threes_in_hand (s, seat);

  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    {
      int have;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, seat, rank);
      for (int k = 2; k <= have; k++)
        for (int t = 0; t <= MIN (twos, max_w); t++)
          for (int j = 0; j <= MIN (jokers, max_w - t); j++)
            if (k + t + j >= rules->meld_min)
              {
                cn_move_build (s, CN_MOVE_MELD, seat, rank, k, t, j, 0, &m);
                list_add (c, scores, &m);
              }
    }

  for (int b = rules->black_three_meld_min; b <= MIN (blacks, rules->black_three_meld_max); b++)
    {
      cn_move_start (&m, CN_MOVE_MELD, seat);
      push_black_threes (s, seat, b, &m);
      list_add (c, scores, &m);
    }

  if (rules->wild_melds != CN_WILD_MELDS_NONE)
    for (int t = 0; t <= twos; t++)
      for (int j = 0; j <= jokers; j++)
        if (t + j >= rules->wild_meld_min && t + j <= rules->canasta_size)
          {
            cn_move_build (s, CN_MOVE_MELD, seat, CN_RANK_JOKER, 0, t, j, 0, &m);
            list_add (c, scores, &m);
          }

  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      const CnMeld *meld = &s->melds[c->side][i];
      int have;

      if (meld->closed || meld->rank == CN_RANK_THREE)
        continue;
      have = meld->rank == CN_RANK_JOKER ? 0 : cn_state_count_rank (s, seat, meld->rank);
      for (int k = 0; k <= have; k++)
        for (int t = 0; t <= MIN (twos, max_w); t++)
          for (int j = 0; j <= MIN (jokers, max_w - t); j++)
            if (k + t + j > 0)
              {
                cn_move_build (s, CN_MOVE_ADD, seat, meld->rank, k, t, j, 0, &m);
                list_add (c, scores, &m);
              }
    }
}

static gboolean
choose_opening (Ctx    *c,
                CnMove *m)
{
  CnMoveList *list = scratch (c);
  int scores[CN_MAX_LEGAL];
  int order[CN_MAX_LEGAL];

  opening_candidates (c, scores);
  for (int i = 0; i < list->n; i++)
    {
      int j = i;

      while (j > 0 && scores[order[j - 1]] < scores[i])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int i = 0; i < list->n; i++)
    if (cn_check (c->s, &list->moves[order[i]], NULL))
      {
        *m = list->moves[order[i]];
        return TRUE;
      }
  return FALSE;
}

/* The most this turn could meld toward the opening: every natural of a
 * rank the hand can meld or lay off, the best pairs the wilds can lift,
 * every wild and the black threes. An upper bound of the turn solver's. */
static int
opening_reach (Ctx *c)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int reach = s->turn_points;
  int twos, jokers, wilds;
  int pairs[CN_N_RANKS];
  int n_pairs = 0;
  int blacks = black_threes_in_hand (s, seat);

  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  for (int rank = CN_RANK_KING; rank >= CN_RANK_ACE; rank--)
    {
      int have, value;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, seat, rank);
      value = have * cn_rules_card_value (rules, CN_CARD (rank, 0));
      if (have == 0)
        continue;
      if (have >= rules->meld_min || side_meld (c, c->side, rank) >= 0)
        reach += value;
      else if (have >= 2)
        {
          /* Kept in order of worth, for the wilds to lift the best. */
          int j = n_pairs++;

          while (j > 0 && pairs[j - 1] < value)
            {
              pairs[j] = pairs[j - 1];
              j--;
            }
          pairs[j] = value;
        }
    }
  for (int i = 0; i < n_pairs && i < wilds; i++)
    reach += pairs[i];
  reach += twos * rules->value_two + jokers * rules->value_joker;
  if (blacks >= rules->black_three_meld_min)
    reach += MIN (blacks, rules->black_three_meld_max) * rules->value_black_three;
  return reach;
}

/* Could this turn go out concealed, which skips the opening minimum? It
 * needs a canasta from the hand's own cards. */
static gboolean
concealed_possible (Ctx *c)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int seat = c->seat;
  int twos, jokers, wilds, most = 0;

  if (!rules->concealed_allowed || !rules->concealed_skips_minimum || s->pile_pending ||
      (s->melded_earlier & (1u << seat)))
    return FALSE;
  wilds = wilds_in_hand (s, seat, &twos, &jokers);
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    if (cn_rank_is_natural (rank))
      most = MAX (most, cn_state_count_rank (s, seat, rank) + s->turn_nat[rank] + s->turn_wild[rank]);
  return most + wilds >= rules->canasta_size ||
         (rules->wild_melds != CN_WILD_MELDS_NONE && wilds >= rules->canasta_size);
}

/* Can an opening still be made this turn? FALSE only when it certainly
 * cannot, before asking the engine about each meld. */
static gboolean
opening_possible (Ctx *c)
{
  return opening_reach (c) >= cn_state_opening_minimum (c->s, c->side) || concealed_possible (c);
}

gboolean
cn_ai_opening_possible (const CnState *state)
{
  uint64_t rng[4] = { 1, 2, 3, 4 };
  Ctx c = { state, NULL, FALSE, rng, NULL, NULL, state->turn, 0 };

  c.side = cn_state_side_of (state, c.seat);
  return opening_possible (&c);
}

/* Going out: melds that keep the way out open, biggest first (among
 * equals, the first the engine would list). */
static gboolean
choose_going_out (Ctx    *c,
                  CnMove *m)
{
  const CnState *s = c->s;
  CnMoveList *list = scratch (c);
  int scores[CN_MAX_LEGAL];
  int order[CN_MAX_LEGAL];

  opening_candidates (c, scores);
  for (int i = 0; i < list->n; i++)
    {
      int j = i;

      while (j > 0 && list->moves[order[j - 1]].n < list->moves[i].n)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int i = 0; i < list->n; i++)
    {
      const CnMove *cand = &list->moves[order[i]];
      CnState after = *s;

      if (!cn_apply (&after, cand, NULL, NULL))
        continue;
      if (after.phase == CN_PHASE_ROUND_OVER || cn_ai_can_go_out (&after))
        {
          *m = *cand;
          return TRUE;
        }
    }
  if (s->hand_n[c->seat] == 1)
    {
      cn_move_start (m, CN_MOVE_DISCARD, c->seat);
      m->n = 1;
      for (int k = 0; k < CN_N_KINDS; k++)
        if (s->hand[c->seat][k])
          m->cards[0] = k;
      if (ok (c, m))
        return TRUE;
    }
  return FALSE;
}

static void
first_legal (Ctx    *c,
             CnMove *m)
{
  CnMoveList *list = scratch (c);

  cn_legal_moves (c->s, list);
  if (list->n == 0)
    {
      /* Only a sampled position that contradicts what the table showed
       * can leave no move; the caller's cn_apply refuses this one. */
      cn_move_start (m, CN_MOVE_DRAW, c->seat);
      return;
    }
  *m = list->moves[0];
  for (int i = 0; i < list->n; i++)
    if (list->moves[i].kind == CN_MOVE_MELD || list->moves[i].kind == CN_MOVE_ADD ||
        list->moves[i].kind == CN_MOVE_DISCARD)
      {
        *m = list->moves[i];
        return;
      }
}

/* ----------------------------------------------------------------- draw */

/* Where a black three on the pile may be taken by a player who goes out
 * in that turn (italian), the take ends the round with the whole pile
 * melded: taken when going out pays (want_out) and the engine, which
 * checks that the turn can still end by going out, allows it; with as
 * many black threes as the meld takes, so none is left in the hand. */
static gboolean want_out (Ctx *c);

static gboolean
choose_black_three_take (Ctx    *c,
                         CnMove *m)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int blacks = black_threes_in_hand (s, c->seat);

  if (!rules->black_three_takeable_last_turn || !want_out (c))
    return FALSE;
  for (int b = MIN (blacks, rules->black_three_meld_max - 1);
       b >= MAX (1, rules->black_three_meld_min - 1); b--)
    {
      cn_move_start (m, CN_MOVE_TAKE_PILE, c->seat);
      push_black_threes (s, c->seat, b, m);
      if (ok (c, m))
        return TRUE;
    }
  return FALSE;
}

static gboolean
choose_take (Ctx    *c,
             CnMove *m)
{
  const CnState *s = c->s;
  CnCard top = cn_state_pile_top (s);
  int rank, have, twos, jokers, wilds;
  gboolean premiado;

  if (top != CN_CARD_NONE && cn_card_is_black_three (top))
    return choose_black_three_take (c, m);
  if (top == CN_CARD_NONE || !cn_card_is_natural (top))
    return FALSE;
  if (c->easy && chance (c, 30))
    return FALSE;
  premiado = cn_state_pozo_premiado (s);

  /* A small pile is worth less than it looks: the pair it costs could
   * take a bigger one later, and the stock gives as many cards. Measured
   * against Easy, Medium wins clearly more often when it waits for a pile
   * of three cards more than a draw (in 2-player classic it lost without
   * this rule). Against two opponents playing each for itself waiting
   * costs more than it gains: one of them takes the pile first. There
   * one card more than a draw is enough (three-player classic against
   * Easy, 4,000 games: 77.7% won against 75.9% waiting for three). */
  if (!c->easy && !premiado && s->pile_n < (s->n_sides >= 3 ? 1 : 3) + s->draw_count)
    return FALSE;
  rank = cn_card_rank (top);
  have = cn_state_count_rank (s, c->seat, rank);
  wilds = wilds_in_hand (s, c->seat, &twos, &jokers);

  /* A natural pair spares the wilds; all the naturals help an opening. */
  if (have >= 2)
    {
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, 2, 0, 0, 0, m);
      if (ok (c, m))
        return TRUE;
      /* A premiado pozo (uruguayan) is taken with exactly three naturals,
       * and its wilds make it worth taking at any size. */
      if (premiado && have > s->rules->premiado_naturals)
        {
          cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, s->rules->premiado_naturals, 0, 0, 0, m);
          if (ok (c, m))
            return TRUE;
        }
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, have, 0, 0, 0, m);
      if (have > 2 && ok (c, m))
        return TRUE;
    }
  cn_move_start (m, CN_MOVE_TAKE_PILE, c->seat);
  if (ok (c, m))
    return TRUE;
  if (c->easy)
    return FALSE;

  /* A wild is worth spending on a pile of some size. */
  if (have >= 1 && wilds > 0 && s->pile_n >= 4)
    {
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, 1, twos > 0, twos == 0, 0, m);
      if (ok (c, m))
        return TRUE;
    }

  /* An opening that needs more than the pair. */
  if (have >= 2 && s->n_melds[c->side] == 0 && s->pile_n >= 3)
    for (int t = 0; t <= MIN (twos, s->rules->max_wilds); t++)
      for (int j = 0; j <= MIN (jokers, s->rules->max_wilds - t); j++)
        {
          if (t + j == 0)
            continue;
          cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, have, t, j, 0, m);
          if (ok (c, m))
            return TRUE;
        }
  return FALSE;
}

/* ------------------------------------------------------------------ play */

/* A player alone on its side (two-player classic and italian, three-player
 * classic), while its side lacks the canastas to go out and the round is
 * not late, makes no meld or lay-off that leaves its hand smaller than
 * the deal's unless it completes a canasta: a short hand takes no pile,
 * and can end stuck with one card, unable to lay off since it may not go
 * out yet. Against Medium melding at once, as outside programs over 200
 * games each: italian one against one 175 won (0.875), classic two
 * players 108, three players 104. With partners, who go on building while
 * one waits, it loses (a reserve of ten cards, four-player classic: 90). */
static gboolean
spends_reserve (Ctx          *c,
                const CnMove *m)
{
  const CnState *s = c->s;
  int size = s->rules->canasta_size;
  int index;

  if (c->easy || s->n_players != s->n_sides || s->hand_n[c->seat] - m->n >= s->hand_size ||
      cn_state_canastas (s, c->side) >= s->canastas_needed || late (c))
    return FALSE;
  if (m->kind == CN_MOVE_MELD)
    return m->n < size;
  index = side_meld (c, c->side, m->rank);
  return m->kind == CN_MOVE_ADD && index >= 0 && s->melds[c->side][index].n + m->n < size;
}

gboolean
cn_ai_holds_hand (const CnState *state)
{
  uint64_t rng[4] = { 1, 2, 3, 4 };
  g_autofree CnMoveList *list = NULL;
  Ctx c = { state, NULL, FALSE, rng, NULL, NULL, cn_state_actor (state), 0 };

  if (state->phase != CN_PHASE_PLAY)
    return FALSE;
  c.side = cn_state_side_of (state, c.seat);
  list = g_new (CnMoveList, 1);
  cn_legal_moves (state, list);
  for (int i = 0; i < list->n; i++)
    if ((list->moves[i].kind == CN_MOVE_MELD || list->moves[i].kind == CN_MOVE_ADD) &&
        spends_reserve (&c, &list->moves[i]))
      return TRUE;
  return FALSE;
}

static gboolean
try_lay_offs (Ctx    *c,
              CnMove *m)
{
  const CnState *s = c->s;

  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      const CnMeld *meld = &s->melds[c->side][i];
      int have;

      if (meld->closed || !cn_rank_is_natural (meld->rank))
        continue;
      have = cn_state_count_rank (s, c->seat, meld->rank);
      if (have == 0)
        continue;
      cn_move_build (s, CN_MOVE_ADD, c->seat, meld->rank, have, 0, 0, 0, m);
      if (!spends_reserve (c, m) && ok (c, m))
        return TRUE;
    }
  return FALSE;
}

static gboolean
try_new_melds (Ctx      *c,
               gboolean  with_wilds,
               CnMove   *m)
{
  const CnState *s = c->s;
  int twos, jokers;

  wilds_in_hand (s, c->seat, &twos, &jokers);
  for (int rank = CN_RANK_KING; rank >= CN_RANK_ACE; rank--)
    {
      int have;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, c->seat, rank);
      if (have >= 3)
        {
          if (c->easy && chance (c, 40))
            continue;
          cn_move_build (s, CN_MOVE_MELD, c->seat, rank, have, 0, 0, 0, m);
          if (!spends_reserve (c, m) && ok (c, m))
            return TRUE;
        }
      else if (have == 2 && with_wilds && twos + jokers > 0)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, rank, 2, twos > 0, twos == 0, 0, m);
          if (!spends_reserve (c, m) && ok (c, m))
            return TRUE;
        }
    }
  return FALSE;
}

/* Wilds that finish a canasta now, or, late in the round, go anywhere
 * rather than be caught in the hand. */
/* Has side a canasta that counts as clean for closing? */
static gboolean
side_has_clean_canasta (const CnState *s,
                        int            side)
{
  int clean, dirty;
  gboolean wild_on_table;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild_on_table);
  return clean > 0;
}

/* How many times a canasta of the side's meld would score its bonus if
 * it closed now, as cn_state_score counts it: the canasta de moda once
 * more, a side's second canasta of a rank once more and its third twice
 * more (uruguayan). */
static int
bonus_times (const CnState *s,
             int            side,
             const CnMeld  *meld)
{
  int times = 1;

  if (s->rules->moda_doubles && s->moda != 0 && meld->rank == s->moda)
    times++;
  if (s->rules->repeat_canasta_multiplies)
    times += cn_next_close_order (s, side, meld->rank) - 1;
  return times;
}

static gboolean
try_wilds (Ctx      *c,
           gboolean  anywhere,
           CnMove   *m)
{
  const CnState *s = c->s;
  int size = s->rules->canasta_size;
  int twos, jokers;
  int order[CN_MAX_MELDS];
  int times[CN_MAX_MELDS];
  int n = 0;

  if (wilds_in_hand (s, c->seat, &twos, &jokers) == 0)
    return FALSE;
  /* The wilds go first where the canasta they finish scores most: a
   * double canasta or the moda's (uruguayan), in the table's order among
   * equals. Against Medium without it, as outside programs over 400
   * games: 214 won (0.535). Keeping lone cards of a rank the side has a
   * closed canasta of, as the moda's are kept, lost instead: 377 of 800
   * (they are the safest discards, most of their rank being in sight). */
  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      int j = n++;

      times[i] = bonus_times (s, c->side, &s->melds[c->side][i]);
      while (j > 0 && times[order[j - 1]] < times[i])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int k = 0; k < n; k++)
    {
      int i = order[k];
      const CnMeld *meld = &s->melds[c->side][i];
      int need = size - meld->n;

      if (meld->closed || meld->rank == CN_RANK_THREE)
        continue;
      if (need <= 0 && !anywhere)
        continue;
      /* Where closing needs a clean canasta (uruguayan), a meld still
       * clean is kept clean until the side has one: a wild on it could
       * leave the side with canastas that cannot close. Against Medium
       * without this rule, as outside programs in 400 four-player games,
       * it won 228 (0.570). */
      if (!anywhere && meld->n_wild == 0 && s->rules->close_needs_clean_and_dirty &&
          !side_has_clean_canasta (s, c->side))
        continue;
      if (need > twos + jokers || need > 2)
        {
          if (!anywhere)
            continue;
          need = 1;
        }
      need = MAX (need, 1);
      {
        int t = MIN (twos, need);

        cn_move_build (s, CN_MOVE_ADD, c->seat, meld->rank, 0, t, need - t, 0, m);
        if (!spends_reserve (c, m) && ok (c, m))
          return TRUE;
      }
    }
  return FALSE;
}

/* Wild melds (uruguayan, italian) make the canastas with the biggest
 * bonuses. A hand with wilds enough for a whole canasta lays it down (in
 * italian, where a wild meld must be a canasta at once, the only way).
 * Where wild melds grow over turns (uruguayan), three wilds of one kind
 * start one, and the side's wild meld takes the hand's wilds of its kind:
 * a canasta of twos alone or of jokers alone is worth twice or four times
 * a mixed one. */
static gboolean
try_wild_meld (Ctx    *c,
               CnMove *m)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int size = rules->canasta_size;
  int twos, jokers, wilds;

  if (rules->wild_melds == CN_WILD_MELDS_NONE)
    return FALSE;
  wilds = wilds_in_hand (s, c->seat, &twos, &jokers);
  if (wilds == 0)
    return FALSE;

  if (rules->wild_melds == CN_WILD_MELDS_OPEN)
    for (int i = 0; i < s->n_melds[c->side]; i++)
      {
        const CnMeld *meld = &s->melds[c->side][i];
        int on_jokers = 0, room, t, j;

        if (meld->closed || meld->rank != CN_RANK_JOKER)
          continue;
        for (int k = 0; k < meld->n; k++)
          on_jokers += meld->cards[k] == CN_CARD_JOKER;
        room = size - meld->n;
        t = on_jokers == meld->n ? 0 : MIN (twos, room);
        j = on_jokers == 0 ? 0 : MIN (jokers, room - t);
        if (t + j == 0)
          continue;
        cn_move_build (s, CN_MOVE_ADD, c->seat, CN_RANK_JOKER, 0, t, j, 0, m);
        cn_move_set_meld_index (m, i);
        if (ok (c, m))
          return TRUE;
      }

  if (wilds >= size)
    {
      int t = MIN (twos, size);

      cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, t, size - t, 0, m);
      if (ok (c, m))
        return TRUE;
    }
  if (rules->wild_melds == CN_WILD_MELDS_OPEN)
    {
      if (twos >= rules->wild_meld_min)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, MIN (twos, size), 0, 0, m);
          if (ok (c, m))
            return TRUE;
        }
      if (jokers >= rules->wild_meld_min)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, 0, MIN (jokers, size), 0, m);
          if (ok (c, m))
            return TRUE;
        }
    }
  return FALSE;
}

/* What a side has on the table: melds, canasta bonuses, red threes. */
static int
table_score (const CnState *s,
             int            side)
{
  const CnRules *rules = s->rules;
  int v = 100 * s->n_red_threes[side];

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      for (int k = 0; k < meld->n; k++)
        v += cn_rules_card_value (rules, meld->cards[k]);
      if (meld->rank != CN_RANK_THREE && meld->n >= rules->canasta_size)
        v += meld->n_wild ? rules->bonus_mixed_canasta : rules->bonus_natural_canasta;
    }
  return v;
}

/* Going out ends the round: worth it when the side is ahead on the table,
 * or when the round is about to end anyway. Behind, the side is better
 * off building while the others still hold their cards. */
static gboolean
want_out (Ctx *c)
{
  const CnState *s = c->s;
  int theirs = G_MININT;

  if (c->easy)
    return TRUE;
  if (late (c))
    return TRUE;
  for (int side = 0; side < s->n_sides; side++)
    if (side != c->side)
      theirs = MAX (theirs, table_score (s, side));
  return table_score (s, c->side) - theirs >= 0;
}

static gboolean
answer_yes (Ctx *c)
{
  const CnState *s = c->s;
  int mine = 0, theirs = 0;

  if (c->easy)
    return hand_value (s, c->seat) <= 60;
  if (hand_value (s, c->seat) <= 60 || s->hand_n[c->seat] <= 3)
    return TRUE;

  /* Lock in a round that is going well, or stop one that the opponents
   * are about to end anyway. */
  for (int side = 0; side < s->n_sides; side++)
    {
      int table = 0;

      for (int i = 0; i < s->n_melds[side]; i++)
        table += s->melds[side][i].n * 10 +
                 (s->melds[side][i].n >= s->rules->canasta_size ? 400 : 0);
      if (side == c->side)
        mine = table;
      else
        theirs = MAX (theirs, table);
    }
  if (mine - theirs >= 300 + hand_value (s, c->seat))
    return TRUE;
  if (late (c))
    return TRUE;
  return FALSE;
}

static void
choose_play (Ctx    *c,
             CnMove *m)
{
  const CnState *s = c->s;
  gboolean opened = s->opened[c->side];

  if (cn_state_must_go_out (s))
    {
      if (choose_going_out (c, m))
        return;
      first_legal (c, m);
      return;
    }

  /* An opening under way must reach its minimum before anything else. */
  if (cn_state_opening_under_way (s, c->side))
    {
      if (choose_opening (c, m))
        return;
      first_legal (c, m);
      return;
    }

  if (s->answer != CN_ANSWER_NO && !plainly_stuck (s) && want_out (c) && cn_state_can_go_out (s))
    {
      int partner = cn_state_partner (s, c->seat);
      gboolean ask = partner >= 0 && !s->asked && !s->turn_melded &&
                     (s->rules->ask_rule == CN_ASK_REQUIRED ||
                      (!c->easy && s->hand_n[partner] >= 7));

      if (ask)
        {
          cn_move_start (m, CN_MOVE_ASK_GO_OUT, c->seat);
          if (ok (c, m))
            return;
        }
      if (s->rules->ask_rule == CN_ASK_OPTIONAL && choose_going_out (c, m))
        return;
    }

  if (!opened && !s->turn_melded && !(c->easy && chance (c, 40)))
    {
      /* Open whenever the hand allows it. */
      gboolean any = FALSE;

      for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING && !any; rank++)
        any = cn_rank_is_natural (rank) && cn_state_count_rank (s, c->seat, rank) >= 2;
      if (any && opening_possible (c) && choose_opening (c, m))
        return;
    }

  if (cn_state_side_opened (s, c->side))
    {
      gboolean dump = !c->easy && late (c);

      if (try_lay_offs (c, m))
        return;
      if (try_new_melds (c, dump, m))
        return;
      if (!c->easy && try_wild_meld (c, m))
        return;
      if (!c->easy && try_wilds (c, dump, m))
        return;
    }

  if (choose_discard (c, m))
    return;
  first_legal (c, m);
}

void
cn_ai_policy_choose (const CnState  *state,
                     const CnAiView *view,
                     gboolean        easy,
                     uint64_t        rng[4],
                     CnMoveList     *scratch,
                     CnMove         *out)
{
  Ctx c = { state, view, easy, rng, scratch, NULL, cn_state_actor (state), 0 };

  g_return_if_fail (state->phase != CN_PHASE_ROUND_OVER);

  c.side = cn_state_side_of (state, c.seat);

  switch ((CnPhase) state->phase)
    {
    case CN_PHASE_ASKING:
      cn_move_start (out, CN_MOVE_ANSWER_GO_OUT, c.seat);
      out->yes = answer_yes (&c);
      return;

    case CN_PHASE_DRAW:
      if (!choose_take (&c, out))
        cn_move_start (out, CN_MOVE_DRAW, c.seat);
      return;

    case CN_PHASE_PLAY:
      choose_play (&c, out);
      break;

    case CN_PHASE_ROUND_OVER:
    default:
      break;
    }
  g_free (c.own_scratch);
}
