/* cn-solver-closed.c: can this turn still end legally, where canastas close?
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* The same question as cn-solver.c answers, for variants whose canastas
 * close at seven (source 001). Three things differ:
 *
 *  - A rank may hold several melds. A meld of a rank joins the side's
 *    oldest unfinished meld of that rank (and must fit in it); only when the
 *    rank has no unfinished meld does a meld start a new one. So in one turn
 *    the cards of a rank either go onto its unfinished melds, or close every
 *    one of them at seven and then start a chain of new melds, each closed
 *    at seven before the next begins (the last may stay open).
 *  - Wild cards may form melds of their own, which take any number of
 *    groups of three to seven wilds (unless the side took a premiado pozo:
 *    then no new one), and become clean or dirty wild canastas at seven.
 *  - Going out may need canastas by kind (a clean and a dirty one in a
 *    dirty game, two clean ones in a clean game), so the programme counts
 *    clean and dirty canastas apart, and a game turns dirty with the first
 *    wild this turn melds.
 *
 * Like cn-solver.c it runs a dynamic programme over the natural ranks; its
 * state is the wilds used on natural melds, the clean and dirty canastas
 * completed (each capped at 2) and the naturals left in hand (capped at
 * 2); its value is the most points melded. What each rank can do with k of
 * its naturals and ww wilds is a set of canasta outcomes, read from tables:
 * the chains of new melds depend only on the variant and are built once;
 * the ranks with unfinished melds are worked out for the position. The
 * wilds left after the natural ranks go to wild melds, or stay in hand.
 *
 * The rest of a pozo taken to open, which joins the hand only once the
 * opening is complete, counts here as cards kept, never melded: enough to
 * tell whether a discard can follow, and cautious about going out in the
 * turn a side opens by taking the pozo. */

#define KMAX       16     /* naturals of one rank in a hand */
#define WMAX       24     /* wilds in a hand */
#define JMAX       8      /* jokers */
#define TMAX       16     /* twos */
#define CAP_C      2      /* clean canastas counted */
#define CAP_D      2      /* dirty canastas counted */
#define N_C        ((CAP_C + 1) * (CAP_D + 1))
#define CAP_L      2      /* naturals kept: 0, 1, or enough to keep and discard */
#define UNREACHED  (-1)

typedef uint16_t Outcomes;   /* bit c * (CAP_D + 1) + d: c clean and d dirty canastas made */

#define ONLY_NONE ((Outcomes) 1)

static inline int
cidx (int clean,
      int dirty)
{
  return MIN (clean, CAP_C) * (CAP_D + 1) + MIN (dirty, CAP_D);
}

/* The outcomes of one outcome c followed by any of the set o, looked up:
 * the canastas add up, each count capped. */
static Outcomes shifted[N_C][1 << N_C];
static gsize shifted_ready;

static void
build_shifted (void)
{
  if (g_once_init_enter (&shifted_ready))
    {
      for (int c = 0; c < N_C; c++)
        for (int o = 0; o < (1 << N_C); o++)
          {
            Outcomes out = 0;

            for (int j = 0; j < N_C; j++)
              if (o & (1u << j))
                out |= 1u << cidx (c / (CAP_D + 1) + j / (CAP_D + 1),
                                   c % (CAP_D + 1) + j % (CAP_D + 1));
            shifted[c][o] = out;
          }
      g_once_init_leave (&shifted_ready, 1);
    }
}

/* Every outcome of a, then of b. */
static Outcomes
combine (Outcomes a,
         Outcomes b)
{
  Outcomes out = 0;

  if (a == ONLY_NONE)
    return b;
  if (b == ONLY_NONE)
    return a;
  for (int i = 0; i < N_C; i++)
    if (a & (1u << i))
      out |= shifted[i][b];
  return out;
}

/* The outcome of one group: a canasta of a kind, or none. */
static Outcomes
one (CnCanastaKind kind)
{
  switch (kind)
    {
    case CN_CANASTA_CLEAN:
      return 1u << cidx (1, 0);
    case CN_CANASTA_DIRTY:
      return 1u << cidx (0, 1);
    case CN_CANASTA_NONE:
    default:
      return ONLY_NONE;
    }
}

static gboolean
shape (const CnRules *rules,
       int            rank,
       int            naturals,
       int            wilds)
{
  int a, b;

  return cn_meld_shape (rules, rank, naturals, wilds, &a, &b) == CN_OK;
}

/* ------------------------------------------------------ the variant's tables */

typedef struct
{
  /* chain[k][w]: k naturals of one rank and w wilds as a chain of new melds,
   * each but the last closed at seven. */
  Outcomes chain[KMAX + 1][WMAX + 1];
  /* wild[j][t]: j jokers and t twos as new wild melds, in any groups. */
  Outcomes wild[JMAX + 1][TMAX + 1];
} Tables;

static Tables tables[CN_N_VARIANTS];
static gsize tables_ready[CN_N_VARIANTS];

/* Any natural rank will do for a meld's shape: the rules treat them alike. */
#define SOME_RANK 5

static void
build_chain (const CnRules *r,
             Tables        *t)
{
  int size = r->canasta_size;

  for (int k = 0; k <= KMAX; k++)
    for (int w = 0; w <= WMAX; w++)
      {
        Outcomes out = 0;

        if (k == 0 && w == 0)
          {
            t->chain[k][w] = ONLY_NONE;
            continue;
          }
        /* Everything in one last meld. */
        if (shape (r, SOME_RANK, k, w))
          out |= one (k + w >= size ? (w == 0 ? CN_CANASTA_CLEAN : CN_CANASTA_DIRTY)
                                    : CN_CANASTA_NONE);
        /* A closed canasta first, and the rest after it (tables of smaller
         * k + w are complete: the loops run k then w upward, and a canasta
         * takes at least one natural). */
        for (int b = 0; b <= w && b < size; b++)
          {
            int a = size - b;

            if (a > k || (a == k && b == w) || !shape (r, SOME_RANK, a, b))
              continue;
            if (t->chain[k - a][w - b])
              out |= combine (one (b == 0 ? CN_CANASTA_CLEAN : CN_CANASTA_DIRTY),
                              t->chain[k - a][w - b]);
          }
        t->chain[k][w] = out;
      }
}

static void
build_wild (const CnRules *r,
            Tables        *t)
{
  int size = r->canasta_size;

  if (r->wild_melds != CN_WILD_MELDS_OPEN)
    {
      t->wild[0][0] = ONLY_NONE;
      return;
    }
  for (int j = 0; j <= JMAX; j++)
    for (int tw = 0; tw <= TMAX; tw++)
      {
        Outcomes out = 0;

        if (j == 0 && tw == 0)
          {
            t->wild[j][tw] = ONLY_NONE;
            continue;
          }
        /* One group holding the first joker (or, with no joker, the first
         * two), and the rest in groups of their own. */
        for (int gj = 0; gj <= j; gj++)
          for (int gt = 0; gt <= tw; gt++)
            {
              int n = gj + gt;

              if ((j > 0 && gj == 0) || !shape (r, CN_RANK_JOKER, 0, n))
                continue;
              if ((gj < j || gt < tw) && !t->wild[j - gj][tw - gt])
                continue;
              out |= combine (n >= size ? one (cn_wild_canasta_kind (r, gj, gt)) : ONLY_NONE,
                              gj == j && gt == tw ? ONLY_NONE : t->wild[j - gj][tw - gt]);
            }
        t->wild[j][tw] = out;
      }
}

static const Tables *
tables_for (const CnRules *r)
{
  Tables *t = &tables[r->variant];

  build_shifted ();
  if (g_once_init_enter (&tables_ready[r->variant]))
    {
      memset (t, 0, sizeof *t);
      build_chain (r, t);
      build_wild (r, t);
      g_once_init_leave (&tables_ready[r->variant], 1);
    }
  return t;
}

/* --------------------------------------------------- the position's tables */

typedef struct
{
  int nat, wild, n;
  int jokers;        /* wild melds: the jokers among the wilds */
} Open;

/* What a natural rank with unfinished melds can do with k naturals and w
 * wilds: (i) put them on those melds, or (ii) close every one of them and
 * go on with a chain of new melds. */
static void
rank_outcomes (const CnRules *r,
               const Tables  *t,
               const Open    *open,
               int            n_open,
               int            kmax,
               int            wmax,
               Outcomes       out[KMAX + 1][WMAX + 1])
{
  Outcomes onto[KMAX + 1][WMAX + 1], next[KMAX + 1][WMAX + 1];
  Outcomes close[KMAX + 1][WMAX + 1], close_next[KMAX + 1][WMAX + 1];
  int size = r->canasta_size;
  size_t rows = (size_t) (kmax + 1) * sizeof onto[0];

  /* Only the rows up to kmax are ever read. */
  memset (onto, 0, rows);
  memset (close, 0, rows);
  onto[0][0] = ONLY_NONE;
  close[0][0] = ONLY_NONE;

  for (int i = 0; i < n_open; i++)
    {
      const Open *o = &open[i];

      memset (next, 0, rows);
      memset (close_next, 0, rows);
      for (int k = 0; k <= kmax; k++)
        for (int w = 0; w <= wmax; w++)
          {
            if (!onto[k][w] && !close[k][w])
              continue;
            for (int a = 0; k + a <= kmax && o->n + a <= size; a++)
              for (int b = 0; w + b <= wmax && o->n + a + b <= size; b++)
                {
                  Outcomes got;

                  if (a + b > 0 && !shape (r, SOME_RANK, o->nat + a, o->wild + b))
                    continue;
                  got = o->n + a + b == size
                          ? one (o->wild + b == 0 ? CN_CANASTA_CLEAN : CN_CANASTA_DIRTY)
                          : ONLY_NONE;
                  if (onto[k][w])
                    next[k + a][w + b] |= combine (onto[k][w], got);
                  if (close[k][w] && o->n + a + b == size)
                    close_next[k + a][w + b] |= combine (close[k][w], got);
                }
          }
      memcpy (onto, next, rows);
      memcpy (close, close_next, rows);
    }

  for (int k = 0; k <= kmax; k++)
    for (int w = 0; w <= wmax; w++)
      {
        Outcomes o = onto[k][w];

        for (int k1 = 0; k1 <= k; k1++)
          for (int w1 = 0; w1 <= w; w1++)
            if (close[k1][w1] && t->chain[k - k1][w - w1])
              o |= combine (close[k1][w1], t->chain[k - k1][w - w1]);
        out[k][w] = o;
      }
}

/* What x jokers and y twos can do in the side's wild melds: onto the
 * unfinished ones, and in new ones where the side may start them. */
static void
wild_outcomes (const CnRules *r,
               const Tables  *t,
               const Open    *open,
               int            n_open,
               gboolean       may_start,
               int            jmax,
               int            tmax,
               Outcomes       out[JMAX + 1][TMAX + 1])
{
  Outcomes onto[JMAX + 1][TMAX + 1], next[JMAX + 1][TMAX + 1];
  int size = r->canasta_size;

  memset (onto, 0, sizeof onto);
  onto[0][0] = ONLY_NONE;
  for (int i = 0; i < n_open; i++)
    {
      const Open *o = &open[i];

      memset (next, 0, sizeof next);
      for (int j = 0; j <= jmax; j++)
        for (int tw = 0; tw <= tmax; tw++)
          {
            if (!onto[j][tw])
              continue;
            for (int a = 0; j + a <= jmax && o->n + a <= size; a++)
              for (int b = 0; tw + b <= tmax && o->n + a + b <= size; b++)
                {
                  Outcomes got = o->n + a + b == size
                                   ? one (cn_wild_canasta_kind (r, o->jokers + a,
                                                                o->n - o->jokers + b))
                                   : ONLY_NONE;

                  next[j + a][tw + b] |= combine (onto[j][tw], got);
                }
          }
      memcpy (onto, next, sizeof onto);
    }

  for (int j = 0; j <= jmax; j++)
    for (int tw = 0; tw <= tmax; tw++)
      {
        Outcomes o = 0;

        if (!may_start)
          o = onto[j][tw];
        else
          for (int j1 = 0; j1 <= j; j1++)
            for (int t1 = 0; t1 <= tw; t1++)
              if (onto[j1][t1] && t->wild[j - j1][tw - t1])
                o |= combine (onto[j1][t1], t->wild[j - j1][tw - t1]);
        out[j][tw] = o;
      }
}

/* ---------------------------------------------------------------- solve */

typedef struct
{
  int v[WMAX + 1][N_C][CAP_L + 1];
} Table;

static void
table_clear (Table *t,
             int    wilds)
{
  memset (t->v, 0xff, (size_t) (wilds + 1) * sizeof t->v[0]);
}

/* Quick bounds for going out, which keeps one card only. Cards no meld can
 * take stay in hand: a lone natural of a rank the side has no unfinished
 * meld of, one or two black threes. And the canastas the hand could
 * complete at most, the cheapest first (a meld short of seven by g takes g
 * cards, a new one seven), against the fewest the side still needs. */
static gboolean
can_close_enough (const CnState *s,
                  int            side)
{
  int clean, dirty, needed, cards, gaps[CN_MAX_MELDS], n_gaps = 0, made = 0;
  int stuck, black, pairs = 0, wilds;
  gboolean wild;

  /* A pair of a rank with no unfinished meld melds only with a wild. */
  black = s->hand[s->turn][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
          s->hand[s->turn][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
  wilds = cn_state_count_rank (s, s->turn, CN_RANK_JOKER) +
          cn_state_count_rank (s, s->turn, CN_RANK_TWO);
  stuck = black < s->rules->black_three_meld_min ? black : 0;
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING && stuck <= 1 && pairs <= wilds; rank++)
    {
      int have;

      if (!cn_rank_is_natural (rank) || (have = cn_state_count_rank (s, s->turn, rank)) == 0 ||
          have > 2 || cn_find_meld (s, side, rank) >= 0)
        continue;
      if (have == 1)
        stuck++;
      else
        pairs++;
    }
  if (stuck > 1 || pairs > wilds)
    return FALSE;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild);
  if (cn_closing_kinds_met (s, clean + dirty, clean, dirty, wild))
    return TRUE;
  needed = MAX (1, s->canastas_needed - clean - dirty);
  cards = s->hand_n[s->turn] - 1;
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];
      int gap = s->rules->canasta_size - meld->n;
      int j;

      if (meld->closed || meld->rank == CN_RANK_THREE)
        continue;
      j = n_gaps++;
      while (j > 0 && gaps[j - 1] > gap)
        {
          gaps[j] = gaps[j - 1];
          j--;
        }
      gaps[j] = gap;
    }
  for (int i = 0; i < n_gaps && cards >= gaps[i]; i++)
    {
      cards -= gaps[i];
      made++;
    }
  made += cards / s->rules->canasta_size;
  if (made < needed)
    return FALSE;

  /* And rank by rank: a canasta of a rank takes seven cards of it and the
   * wilds, naturals outnumbering the wilds; one of wild cards takes seven
   * wilds. */
  made = 0;
  for (int rank = 0; rank < CN_N_RANKS && made < needed; rank++)
    {
      int cards_r, naturals;

      if (rank != CN_RANK_JOKER && !cn_rank_is_natural (rank))
        continue;
      cards_r = rank == CN_RANK_JOKER ? 0 : cn_state_count_rank (s, s->turn, rank);
      naturals = cards_r;
      for (int i = 0; i < s->n_melds[side]; i++)
        if (s->melds[side][i].rank == rank && !s->melds[side][i].closed)
          {
            cards_r += s->melds[side][i].n;
            naturals += s->melds[side][i].n - s->melds[side][i].n_wild;
          }
      if (rank == CN_RANK_JOKER)
        made += (cards_r + wilds) / s->rules->canasta_size;
      else
        made += MIN ((cards_r + wilds) / s->rules->canasta_size,
                     naturals / (s->rules->canasta_size - s->rules->max_wilds));
    }
  return made >= needed;
}

void
cn_solve_closed (const CnState *s,
                 CnSolveGoal    goal,
                 CnSolveResult *r)
{
  const CnRules *rules = s->rules;
  const Tables *tabs = tables_for (rules);
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int minimum = cn_state_opening_minimum (s, side);
  gboolean opening_needed = !s->opened[side];
  gboolean need_points = opening_needed && (s->turn_melded || s->pile_pending);
  gboolean must_out = goal == CN_SOLVE_GO_OUT || s->answer == CN_ANSWER_YES;
  gboolean may_out;
  gboolean ignoring_opening = FALSE;
  int jokers = MIN (s->hand[seat][CN_CARD_JOKER], JMAX);
  int twos = 0, black_threes, wilds;
  int pile_extra = 0;
  int clean0, dirty0, canastas0;
  gboolean wild0;
  Open wild_open[CN_MAX_MELDS];
  int n_wild_open = 0;
  gboolean may_start_wild;
  Outcomes (*wild_table)[TMAX + 1] = NULL;
  Table a, b;
  Table *cur = &a, *next = &b;
  int n_c, w_hi = 0;

  memset (r, 0, sizeof *r);
  r->minimum = minimum;
  r->best_points = s->turn_points;

  /* The last turn after the stock ran out never closes, and any end of it
   * will do once the opening, if begun, is complete. */
  if (must_out && s->last_turn)
    return;
  /* A discard (any end, in the last turn) is there, and the opening, if
   * begun, is complete already. */
  if (!must_out && (s->last_turn || s->hand_n[seat] >= 2) &&
      (!need_points || s->turn_points >= minimum))
    {
      r->feasible = TRUE;
      return;
    }
  if (must_out && !can_close_enough (s, side))
    return;

  for (int suit = 0; suit < 4; suit++)
    twos += s->hand[seat][CN_CARD (CN_RANK_TWO, suit)];
  twos = MIN (twos, TMAX);
  wilds = jokers + twos;
  black_threes = s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS)] +
                 s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES)];
  if (s->pile_pending)
    for (int i = 0; i < s->pile_n; i++)
      if (!cn_card_is_red_three (s->pile[i]))
        pile_extra++;

  may_out = !s->last_turn &&
            (goal == CN_SOLVE_GO_OUT ||
             (s->answer != CN_ANSWER_NO &&
              (rules->ask_rule == CN_ASK_OPTIONAL || s->answer == CN_ANSWER_YES)));
  /* Melds only shrink the hand: too few cards to keep one and discard one,
   * and going out not allowed, end it. */
  if (!may_out && !s->last_turn && s->hand_n[seat] + pile_extra < 2)
    return;

  cn_state_canasta_kinds (s, side, &clean0, &dirty0, &wild0);
  canastas0 = clean0 + dirty0;
  /* Canastas matter only to going out. */
  n_c = may_out ? N_C : 1;

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      if (meld->rank != CN_RANK_JOKER || meld->closed)
        continue;
      wild_open[n_wild_open].n = meld->n;
      wild_open[n_wild_open].nat = 0;
      wild_open[n_wild_open].wild = meld->n;
      wild_open[n_wild_open].jokers = 0;
      for (int c = 0; c < meld->n; c++)
        wild_open[n_wild_open].jokers += meld->cards[c] == CN_CARD_JOKER;
      n_wild_open++;
    }
  may_start_wild = rules->wild_melds == CN_WILD_MELDS_OPEN &&
                   !(rules->premiado_ends_wild_melds && (s->premiado_taken & (1u << side))) &&
                   s->n_melds[side] < CN_MAX_MELDS;
  if (wilds > 0 && (n_wild_open > 0 || may_start_wild))
    {
      wild_table = g_alloca (sizeof (Outcomes) * (JMAX + 1) * (TMAX + 1));
      wild_outcomes (rules, tabs, wild_open, n_wild_open, may_start_wild, jokers, twos,
                     wild_table);
    }

  /* The natural ranks; w_hi is the most wilds any reached entry used. */
  table_clear (cur, wilds);
  cur->v[0][0][0] = 0;
  for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
    {
      int value = cn_rules_card_value (rules, CN_CARD (rank, 0));
      int in_hand = MIN (cn_state_count_rank (s, seat, rank), KMAX);
      Open open[CN_MAX_MELDS];
      int n_open = 0;
      Outcomes own[KMAX + 1][WMAX + 1];
      Outcomes (*outcomes)[WMAX + 1] = (Outcomes (*)[WMAX + 1]) tabs->chain;
      int ww_top[KMAX + 1];
      int next_hi = w_hi;

      if (!cn_rank_is_natural (rank))
        continue;
      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          if (meld->rank != rank || meld->closed)
            continue;
          open[n_open].n = meld->n;
          open[n_open].wild = meld->n_wild;
          open[n_open].nat = meld->n - meld->n_wild;
          open[n_open].jokers = 0;
          n_open++;
        }
      if (in_hand == 0 && (n_open == 0 || wilds == 0))
        continue;
      if (n_open > 0)
        {
          rank_outcomes (rules, tabs, open, n_open, in_hand, wilds, own);
          outcomes = own;
        }

      /* The most wilds each count of naturals can take here. */
      for (int k = 0; k <= in_hand; k++)
        {
          ww_top[k] = -1;
          for (int ww = 0; ww <= wilds; ww++)
            if (outcomes[k][ww])
              ww_top[k] = ww;
          next_hi = MAX (next_hi, MIN (wilds, w_hi + ww_top[k]));
        }

      table_clear (next, wilds);
      for (int w = 0; w <= w_hi; w++)
        for (int c = 0; c < n_c; c++)
          for (int l = 0; l <= CAP_L; l++)
            {
              int base = cur->v[w][c][l];

              if (base == UNREACHED)
                continue;
              for (int k = 0; k <= in_hand; k++)
                {
                  int nl = MIN (CAP_L, l + in_hand - k);
                  int pts = base + k * value;

                  for (int ww = 0; ww <= ww_top[k] && w + ww <= wilds; ww++)
                    {
                      Outcomes o = outcomes[k][ww];

                      if (!o)
                        continue;
                      /* Canastas matter only to going out. */
                      if (!may_out)
                        {
                          if (pts > next->v[w + ww][0][nl])
                            next->v[w + ww][0][nl] = pts;
                          continue;
                        }
                      for (o = shifted[c][o]; o; o &= o - 1)
                        {
                          int nc = g_bit_nth_lsf (o, -1);

                          if (pts > next->v[w + ww][nc][nl])
                            next->v[w + ww][nc][nl] = pts;
                        }
                    }
                }
            }
      {
        Table *tmp = cur;

        cur = next;
        next = tmp;
      }
      w_hi = next_hi;
    }

  /* The wilds: on natural melds (w of them), in wild melds, or kept. */
  for (int w = 0; w <= w_hi; w++)
    for (int c = 0; c < n_c; c++)
      for (int l = 0; l <= CAP_L; l++)
        {
          int dp = cur->v[w][c][l];

          if (dp == UNREACHED)
            continue;
          for (int wj = MAX (0, w - twos); wj <= MIN (w, jokers); wj++)
            {
              int wt = w - wj;
              int rest_j = jokers - wj, rest_t = twos - wt;

              for (int xj = 0; xj <= rest_j; xj++)
                for (int xt = 0; xt <= rest_t; xt++)
                  {
                    Outcomes o = xj + xt == 0 ? ONLY_NONE
                                              : wild_table ? wild_table[xj][xt] : 0;
                    int pts, left, f;

                    if (!o)
                      continue;
                    pts = s->turn_points + dp + (wj + xj) * rules->value_joker +
                          (wt + xt) * rules->value_two;
                    left = l + (rest_j - xj) + (rest_t - xt) +
                           (s->pile_pending ? pile_extra : 0);

                    /* Discard and keep a card (in the last turn, any end). */
                    if (!must_out)
                      {
                        f = left + black_threes;
                        if (s->last_turn || f >= 2)
                          {
                            if (!need_points || pts >= minimum)
                              {
                                r->feasible = TRUE;
                                return;
                              }
                            ignoring_opening = TRUE;
                            r->best_points = MAX (r->best_points, pts);
                          }
                      }

                    if (!may_out)
                      continue;

                    /* Go out, the black threes melded last. */
                    o = shifted[c][o];
                    for (int nc = 0; nc < N_C; nc++)
                      {
                        int clean = clean0 + nc / (CAP_D + 1);
                        int dirty = dirty0 + nc % (CAP_D + 1);
                        gboolean wild = wild0 || w > 0 || xj + xt > 0;

                        if (!(o & (1u << nc)) ||
                            !cn_closing_kinds_met (s, canastas0 + clean - clean0 + dirty - dirty0,
                                                   clean, dirty, wild))
                          continue;
                        for (int m3 = 0; m3 <= black_threes; m3++)
                          {
                            int p3 = pts + m3 * rules->value_black_three;

                            if (m3 > 0 && (m3 < rules->black_three_meld_min ||
                                           m3 > rules->black_three_meld_max))
                              continue;
                            f = left + black_threes - m3;
                            if (f > 1 || (f == 0 && rules->go_out_must_discard))
                              continue;
                            if (!opening_needed || p3 >= minimum)
                              {
                                r->feasible = TRUE;
                                return;
                              }
                            ignoring_opening = TRUE;
                            r->best_points = MAX (r->best_points, p3);
                          }
                      }
                  }
            }
        }

  r->opening_blocked = ignoring_opening && opening_needed;
}
