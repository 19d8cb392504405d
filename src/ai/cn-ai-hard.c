/* cn-ai-hard.c: the searching player
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <math.h>
#include <string.h>

/* Hard judges a handful of candidate moves by what they lead to. It deals
 * the cards it cannot see at random, consistently with what its seat
 * knows (cn_ai_determinize), plays each candidate in that sampled
 * position and the rest of the round with the Medium policy for every
 * seat, and scores the round's end for its side. Every candidate meets
 * the same samples, so two candidates are compared sample by sample, which
 * cancels most of the luck of the deal; a candidate that is clearly worse
 * than the leader stops being sampled, and the search ends when one is
 * left, the playout cap is reached or the time budget runs out.
 *
 * Everything the playouts touch is allocated once per decision: the loop
 * itself copies states by value and allocates nothing. */

#define MAX_CANDIDATES   12
#define MAX_SAMPLES      2048
#define MAX_DISCARDS     4
#define PLAYOUT_MOVE_CAP 5000
#define MIN_SAMPLES_PRUNE 6

/* A won or lost game weighs this much beyond the round's points. */
#define GAME_WEIGHT      1500.0

typedef struct
{
  CnMove     moves[MAX_CANDIDATES];
  int        n;
  gboolean   alive[MAX_CANDIDATES];
  float      values[MAX_CANDIDATES][MAX_SAMPLES];
  CnMoveList list;
  CnMoveList scratch;
  CnState    sample;
  CnState    sim;
} Search;

static gboolean
listed (const Search *search,
        const CnMove *m)
{
  for (int i = 0; i < search->n; i++)
    if (cn_move_equal (&search->moves[i], m))
      return TRUE;
  return FALSE;
}

static void
add (Search       *search,
     const CnMove *m)
{
  if (search->n < MAX_CANDIDATES && !listed (search, m))
    search->moves[search->n++] = *m;
}

static int
wilds_of (const CnMove *m)
{
  int w = 0;

  for (int i = 0; i < m->n; i++)
    w += cn_card_is_wild (m->cards[i]);
  return w;
}

/* The candidates: Medium's own choice first, then the alternatives worth
 * a look. Takes of the pile differ in the cards spent; melds are kept in
 * their natural-only form, the most naturals of each rank (a wild spent is
 * rarely the question, and Medium's choice already covers the usual
 * cases); discards are the best few by Medium's judgement, since a turn's
 * worst mistakes are usually the card it feeds the next player. */
static void
candidates (Search         *search,
            const CnAiView *view,
            uint64_t        rng[4])
{
  const CnState *s = &view->table;
  CnMove medium;
  CnCard order[CN_N_KINDS];
  int n_order;

  search->n = 0;
  cn_ai_policy_choose (s, view, FALSE, rng, &search->scratch, &medium);
  add (search, &medium);

  cn_legal_moves (s, &search->list);
  if (search->list.n <= 1)
    return;

  switch ((CnPhase) s->phase)
    {
    case CN_PHASE_ASKING:
    case CN_PHASE_DRAW:
      for (int i = 0; i < search->list.n; i++)
        if (wilds_of (&search->list.moves[i]) <= 1)
          add (search, &search->list.moves[i]);
      return;

    case CN_PHASE_PLAY:
      for (int i = 0; i < search->list.n; i++)
        {
          const CnMove *m = &search->list.moves[i];
          gboolean most = TRUE;

          if ((m->kind != CN_MOVE_MELD && m->kind != CN_MOVE_ADD) || wilds_of (m) > 0)
            continue;
          /* Only the biggest natural-only move of each kind and rank. */
          for (int j = 0; j < search->list.n && most; j++)
            {
              const CnMove *o = &search->list.moves[j];

              if (o->kind == m->kind && o->rank == m->rank && wilds_of (o) == 0 && o->n > m->n &&
                  o->n > 0 && m->n > 0 && cn_card_rank (o->cards[0]) == cn_card_rank (m->cards[0]))
                most = FALSE;
            }
          if (most)
            add (search, m);
        }

      n_order = cn_ai_discard_order (s, view, order);
      for (int i = 0, taken = 0; i < n_order && taken < MAX_DISCARDS; i++)
        {
          CnMove m;

          memset (&m, 0, sizeof m);
          m.kind = CN_MOVE_DISCARD;
          m.seat = cn_state_actor (s);
          m.n = 1;
          m.cards[0] = order[i];
          if (cn_check (s, &m, NULL))
            {
              add (search, &m);
              taken++;
            }
        }

      for (int i = 0; i < search->list.n; i++)
        if (search->list.moves[i].kind == CN_MOVE_ASK_GO_OUT)
          add (search, &search->list.moves[i]);
      return;

    case CN_PHASE_ROUND_OVER:
    default:
      return;
    }
}

/* The sampled round played out from sim: the side's round score against
 * the best other side's, plus the weight of the game it may decide. */
static double
playout (Search   *search,
         int       side,
         uint64_t  rng[4])
{
  CnState *sim = &search->sim;
  CnRoundScore score;
  const CnRules *rules = sim->rules;
  double ours, theirs = -1e9, ours_total, theirs_total = -1e9;

  for (int i = 0; sim->phase != CN_PHASE_ROUND_OVER && i < PLAYOUT_MOVE_CAP; i++)
    {
      CnMove m;

      cn_ai_policy_choose (sim, NULL, FALSE, rng, &search->scratch, &m);
      if (!cn_apply (sim, &m, NULL, NULL))
        {
          cn_legal_moves (sim, &search->scratch);
          if (search->scratch.n == 0)
            return 0.0;
          m = search->scratch.moves[cn_rng_below (rng, search->scratch.n)];
          cn_apply (sim, &m, NULL, NULL);
        }
    }
  if (sim->phase != CN_PHASE_ROUND_OVER)
    return 0.0;

  cn_state_score (sim, &score);
  ours = score.sides[side].total;
  ours_total = sim->scores[side] + ours;
  for (int other = 0; other < score.n_sides; other++)
    if (other != side)
      {
        theirs = MAX (theirs, score.sides[other].total);
        theirs_total = MAX (theirs_total, sim->scores[other] + score.sides[other].total);
      }

  if (rules->target > 0 && (ours_total >= rules->target || theirs_total >= rules->target))
    return ours - theirs + (ours_total > theirs_total ? GAME_WEIGHT : -GAME_WEIGHT);
  return ours - theirs;
}

/* A sampled position. While a question waits, the asker's hand is known
 * to be able to go out (the engine let it ask), so samples that deny it
 * are dealt again; FALSE when none is found in reasonable time. */
static gboolean
sample (Search         *search,
        const CnAiView *view,
        uint64_t        rng[4])
{
  for (int tries = 0; tries < 200; tries++)
    {
      cn_ai_determinize (view, rng, &search->sample);
      if (search->sample.phase != CN_PHASE_ASKING)
        return TRUE;
      search->sim = search->sample;
      search->sim.phase = CN_PHASE_PLAY;
      if (cn_ai_can_go_out (&search->sim))
        return TRUE;
    }
  return FALSE;
}

/* Mean and standard error of a - b over the first n samples. */
static void
paired (const float *a,
        const float *b,
        int          n,
        double      *mean,
        double      *se)
{
  double sum = 0, sum2 = 0;

  for (int i = 0; i < n; i++)
    {
      double d = (double) a[i] - b[i];

      sum += d;
      sum2 += d * d;
    }
  *mean = sum / n;
  *se = n > 1 ? sqrt (MAX (sum2 / n - *mean * *mean, 0.0) / (n - 1)) : 1e9;
}

static int
leader (const Search *search,
        int           n)
{
  int best = 0;
  double best_sum = -1e300;

  for (int c = 0; c < search->n; c++)
    {
      double sum = 0;

      if (!search->alive[c])
        continue;
      for (int i = 0; i < n; i++)
        sum += search->values[c][i];
      if (sum > best_sum)
        {
          best_sum = sum;
          best = c;
        }
    }
  return best;
}

void
cn_ai_hard_choose (const CnAiView   *view,
                   uint64_t          rng[4],
                   const CnAiConfig *config,
                   CnMove           *out,
                   CnAiStats        *stats)
{
  Search *search = g_new (Search, 1);
  const CnState *s = &view->table;
  int side = cn_state_side_of (s, cn_state_actor (s));
  gint64 deadline = g_get_monotonic_time () + (gint64) MAX (config->budget_ms, 1) * 1000;
  int max_playouts = config->max_playouts > 0 ? config->max_playouts : G_MAXINT;
  int playouts = 0;
  int samples = 0;
  int alive;
  int best;
  gboolean late = FALSE;
  gint64 now;
  gint64 slowest = 0;       /* the longest playout so far */

  candidates (search, view, rng);
  *out = search->moves[0];
  if (search->n <= 1)
    {
      g_free (search);
      return;
    }
  for (int c = 0; c < search->n; c++)
    search->alive[c] = TRUE;
  alive = search->n;

  while (alive > 1 && samples < MAX_SAMPLES && playouts + alive <= max_playouts)
    {
      uint64_t sample_rng[4];

      if (!sample (search, view, rng))
        break;
      /* Every candidate meets the same sample and the same later draws
       * of the playout's own randomness. */
      memcpy (sample_rng, rng, sizeof sample_rng);
      cn_rng_next (rng);

      for (int c = 0; c < search->n && !late; c++)
        {
          uint64_t local[4];

          if (!search->alive[c])
            continue;
          /* Stop before a playout that would overrun the budget; a sample
           * every candidate has not met is dropped. */
          now = g_get_monotonic_time ();
          if (now + slowest >= deadline)
            {
              late = TRUE;
              break;
            }
          memcpy (local, sample_rng, sizeof local);
          search->sim = search->sample;
          if (!cn_apply (&search->sim, &search->moves[c], NULL, NULL))
            {
              /* Cannot happen: legality depends only on what the seat
               * sees. Should it, the candidate is out. */
              search->alive[c] = FALSE;
              alive--;
              continue;
            }
          search->values[c][samples] = (float) playout (search, side, local);
          playouts++;
          slowest = MAX (slowest, g_get_monotonic_time () - now);
        }
      if (late)
        break;
      samples++;

      if (samples >= MIN_SAMPLES_PRUNE)
        {
          int lead = leader (search, samples);

          for (int c = 0; c < search->n; c++)
            {
              double mean, se;

              if (!search->alive[c] || c == lead)
                continue;
              paired (search->values[c], search->values[lead], samples, &mean, &se);
              if (mean + 2.0 * se < 0)
                {
                  search->alive[c] = FALSE;
                  alive--;
                }
            }
        }
    }

  /* The leader replaces Medium's choice only when the samples say it is
   * better, not just luckier. */
  best = 0;
  if (samples >= 2)
    {
      int lead = leader (search, samples);
      double mean, se;

      if (lead != 0)
        {
          if (!search->alive[0])
            best = lead;
          else
            {
              paired (search->values[lead], search->values[0], samples, &mean, &se);
              if (mean > se)
                best = lead;
            }
        }
    }
  *out = search->moves[best];
  stats->playouts = playouts;
  stats->samples = samples;
  stats->candidates = search->n;
  g_free (search);
}
