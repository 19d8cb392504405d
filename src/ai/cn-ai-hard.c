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
 * knows and likely given what the other seats threw away and melded
 * (cn_ai_determinize), plays each candidate in that sampled position and
 * the rest of the round with the Medium policy for every seat (each with
 * the memory of what the table has seen, as Medium plays), and values
 * the round's end by the chance it leaves its side of winning the game.
 *
 * Every candidate meets the same samples, so two candidates are compared
 * sample by sample, which cancels most of the luck of the deal. A
 * candidate clearly worse than the leader stops being sampled. When one is
 * left and it is a discard, the time left goes to the discards Medium's
 * order put further down, against that one: a second round of the same
 * search. It ends when one is left again (a clear decision ends early),
 * at the playout cap, or when the time budget runs out (a close one uses
 * it all). The samples are shared out among worker threads, each playing
 * whole samples; the tallies are merged under a lock.
 *
 * Everything the playouts touch is allocated once per decision and per
 * thread: the loop itself copies states by value and allocates nothing. */

#define MAX_CANDIDATES   24
#define MAX_THREADS      8
#define MAX_DISCARDS     5
/* The smallest open pile a wild is thrown to freeze, as a candidate. */
#define FREEZE_PILE      4
#define PLAYOUT_MOVE_CAP 5000

/* Samples before any candidate may be dropped, and how often the
 * tallies are looked at after that. */
#define MIN_SAMPLES      24
#define CHECK_EVERY      8
/* A candidate is dropped when its mean difference to the leader is this
 * many standard errors below zero; the leader replaces Medium's own
 * choice when it is this many standard errors better. The leader is the
 * best of several, so its lead over Medium's choice is partly luck: at one
 * standard error Hard left Medium's choice in about a third of its
 * decisions. Four-player classic against Medium, 200 games on the same
 * seeds at 100 ms: 168 won at one standard error, 170 at two, 166 at
 * three; on four more seeds 166 at one and 168 at two. No difference
 * beyond the noise: two is kept as the best measured. */
#define DROP_Z           3.0
#define REPLACE_Z        2.0

typedef struct
{
  const CnAiView   *view;
  const CnAiConfig *config;
  int               side;
  gint64            budget_us;
  guint64           max_playouts;

  CnMove            moves[MAX_CANDIDATES];
  int               n;
  /* The discards held back for the second round, in Medium's order. */
  CnMove            more[MAX_CANDIDATES];
  int               n_more;
  /* Judging a move a seat made (cn_ai_hard_judge): its candidate, never
   * dropped, and no second round; -1 when choosing. */
  int               pinned;

  /* Under lock. */
  GMutex            lock;
  gboolean          alive[MAX_CANDIDATES];
  int               n_alive;
  gboolean          done;
  guint64           reserved;       /* playouts started or finished */
  guint64           playouts;       /* finished in a complete sample */
  int               round;          /* of the search: 0, then 1 after widening */
  int               samples;        /* in this round */
  int               all_samples;
  double            sum[MAX_CANDIDATES];
  /* The round's points for the searching side, less the best other
   * side's, summed over the samples. */
  double            points[MAX_CANDIDATES];
  /* Paired differences: diff[i][j] sums value i minus value j over the
   * samples, diff2 their squares. */
  double            diff[MAX_CANDIDATES][MAX_CANDIDATES];
  double            diff2[MAX_CANDIDATES][MAX_CANDIDATES];
} Search;

typedef struct
{
  Search    *search;
  uint64_t   rng[4];
  gint64     deadline;              /* on the worker's clock (now ()) */
  gint64     slowest;               /* the longest playout so far */
  CnState    sample;
  CnState    sim;
  CnMoveList scratch;
  /* What the table has seen in the playout (cn_ai_apply_seen): only its
   * known and discarded fields are used, as Medium reads a view. */
  CnAiView   seen;
} Worker;

/* ------------------------------------------------------------ candidates */

/* Two discards of one rank (or two black threes) lead to the same play:
 * the rules never look at a natural's suit, so the playouts cannot tell
 * them apart. */
static gboolean
same_discard (const CnMove *a,
              const CnMove *b)
{
  return a->kind == CN_MOVE_DISCARD && b->kind == CN_MOVE_DISCARD &&
         (cn_card_is_natural (a->cards[0]) || cn_card_is_black_three (a->cards[0])) &&
         cn_card_rank (a->cards[0]) == cn_card_rank (b->cards[0]) &&
         cn_card_is_black_three (a->cards[0]) == cn_card_is_black_three (b->cards[0]);
}

/* Whether m plays as one of the n moves of list. */
static gboolean
listed (const CnMove *list,
        int           n,
        const CnMove *m)
{
  for (int i = 0; i < n; i++)
    if (cn_move_equal (&list[i], m) || same_discard (&list[i], m))
      return TRUE;
  return FALSE;
}

static void
add (Search       *search,
     const CnMove *m)
{
  if (search->n >= MAX_CANDIDATES || listed (search->moves, search->n, m))
    return;
  search->moves[search->n++] = *m;
}

/* A discard kept for the second round, unless it plays as one already
 * listed or held back. */
static void
hold_back (Search       *search,
           const CnMove *m)
{
  if (search->n_more >= MAX_CANDIDATES - 1 ||
      listed (search->moves, search->n, m) ||
      listed (search->more, search->n_more, m))
    return;
  search->more[search->n_more++] = *m;
}

/* The discard of card by the seat to act in s. */
static CnMove
discard_of (const CnState *s,
            CnCard         card)
{
  CnMove m;

  memset (&m, 0, sizeof m);
  m.kind = CN_MOVE_DISCARD;
  m.seat = cn_state_actor (s);
  m.n = 1;
  m.cards[0] = card;
  return m;
}

static int
wilds_of (const CnMove *m)
{
  int w = 0;

  for (int i = 0; i < m->n; i++)
    w += cn_card_is_wild (m->cards[i]);
  return w;
}

/* The value of the wild m spends, 0 for none. */
static int
wild_value (const CnMove *m)
{
  for (int i = 0; i < m->n; i++)
    if (cn_card_is_wild (m->cards[i]))
      return cn_card_value (m->cards[i]);
  return 0;
}

/* Whether m, a meld or a lay-off, is one the search weighs: at most one
 * wild, and no other of its kind and rank with as many wilds spends more
 * naturals or, with as many, a cheaper wild. */
static gboolean
widest (const CnMoveList *list,
        const CnMove     *m)
{
  int wilds = wilds_of (m);

  if ((m->kind != CN_MOVE_MELD && m->kind != CN_MOVE_ADD) || wilds > 1 || m->n == 0)
    return FALSE;
  for (int j = 0; j < list->n; j++)
    {
      const CnMove *o = &list->moves[j];

      if (o->kind != m->kind || o->rank != m->rank || o->meld != m->meld || o->n == 0 ||
          wilds_of (o) != wilds || cn_cards_meld_rank (o->cards, o->n) != cn_cards_meld_rank (m->cards, m->n))
        continue;
      if (o->n > m->n || (o->n == m->n && wild_value (o) < wild_value (m)))
        return FALSE;
    }
  return TRUE;
}

/* The candidates: Medium's own choice first, then the alternatives worth
 * a look. Takes of the pile differ in the cards spent; melds and lay-offs
 * spend the most naturals of their rank with no wild or with the cheapest
 * one (whether a wild goes down now is a question Medium's rules answer
 * poorly: in four-player fifteen and italian, fresh sampled deals found
 * such a move better than Hard's choice without it, by more than two
 * standard errors, in about one searched decision in eight); discards are the best few by Medium's judgement, since a turn's
 * worst mistakes are usually the card it feeds the next player, and the
 * cheapest wild when it would freeze an open pile worth keeping from the
 * others. */
static void
candidates (Search         *search,
            const CnAiView *view,
            uint64_t        rng[4],
            CnMoveList     *list)
{
  const CnState *s = &view->table;
  CnMove medium;
  CnCard order[CN_N_KINDS];
  int n_order;

  search->n = 0;
  search->n_more = 0;
  cn_ai_policy_choose (s, view, FALSE, rng, list, &medium);
  add (search, &medium);

  cn_legal_moves (s, list);
  if (list->n <= 1)
    return;

  switch ((CnPhase) s->phase)
    {
    case CN_PHASE_ASKING:
    case CN_PHASE_DRAW:
      for (int i = 0; i < list->n; i++)
        if (wilds_of (&list->moves[i]) <= 1)
          add (search, &list->moves[i]);
      return;

    case CN_PHASE_PLAY:
      /* A big hand facing many melds has more than the list holds: the
       * discards, the freezing wild and asking keep their room. */
      for (int i = 0; i < list->n && search->n < MAX_CANDIDATES - MAX_DISCARDS - 2; i++)
        if (widest (list, &list->moves[i]))
          add (search, &list->moves[i]);

      n_order = cn_ai_discard_order (s, view, order);
      for (int i = 0, taken = 0; i < n_order; i++)
        {
          CnMove m = discard_of (s, order[i]);

          if (!cn_check (s, &m, NULL))
            continue;
          if (taken < MAX_DISCARDS)
            {
              int before = search->n;

              add (search, &m);
              taken += search->n > before;
            }
          else if (!cn_card_is_wild (order[i]))
            hold_back (search, &m);
        }

      /* Freezing the pile with a wild: Medium does it only when the next
       * player very likely takes a big pile, and its order puts wilds
       * last, so the search asks itself whenever a pile worth keeping
       * from the others lies open. The cheapest wild goes: the first in
       * Medium's order, which costs a wild by its value. */
      if (s->pile_freezers == 0 && s->pile_n >= FREEZE_PILE)
        for (int i = 0; i < n_order; i++)
          if (cn_card_is_wild (order[i]))
            {
              CnMove m = discard_of (s, order[i]);

              if (cn_check (s, &m, NULL))
                add (search, &m);
              break;
            }

      for (int i = 0; i < list->n; i++)
        if (list->moves[i].kind == CN_MOVE_ASK_GO_OUT)
          add (search, &list->moves[i]);
      return;

    case CN_PHASE_ROUND_OVER:
    default:
      return;
    }
}

/* ---------------------------------------------------------------- values */

/* The standard normal distribution function. */
static double
phi (double x)
{
  return 0.5 * erfc (-x / G_SQRT2);
}

/* What the end of a sampled round is worth to side: its chance of winning
 * the game, in thousandths. A round that ends the game is won or lost;
 * otherwise the lead in the totals is weighed against the swings the
 * rounds still to come can bring. Measured over Medium's games, every
 * variant reaches its target in some six rounds, and a round's points
 * spread about as widely as a round's gain (sixth of the target, then):
 * so the lead counts against that spread times the square root of the
 * rounds the leader still needs. Round points matter less when the game
 * is decided either way, and more when it is close to its end. */
static double
game_value (const CnState      *sim,
            const CnRoundScore *score,
            int                 side)
{
  const CnRules *rules = sim->rules;
  double ours = sim->scores[side] + score->sides[side].total;
  double theirs = -1e9, top, gain, rounds_left;

  for (int other = 0; other < score->n_sides; other++)
    if (other != side)
      theirs = MAX (theirs, sim->scores[other] + score->sides[other].total);
  top = MAX (ours, theirs);

  if (rules->target > 0 && top >= rules->target && ours != theirs)
    return ours > theirs ? 1000.0 : 0.0;
  gain = rules->target > 0 ? rules->target / 6.0 : 1000.0;
  rounds_left = rules->target > 0 ? MAX (1.0, (rules->target - top) / gain) : 6.0;
  return 1000.0 * phi ((ours - theirs) / (gain * sqrt (rounds_left)));
}

/* The round's points of side less the best other side's. */
static double
round_lead (const CnRoundScore *score,
            int                 side)
{
  int theirs = G_MININT;

  for (int other = 0; other < score->n_sides; other++)
    if (other != side)
      theirs = MAX (theirs, score->sides[other].total);
  return score->sides[side].total - (double) theirs;
}

/* Starts the playout's memory from the searching seat's own: what it knows
 * of the other hands, what the others know of its own (the cards it took
 * with a pile and still holds: the opponents do not feed it those ranks)
 * and what every seat threw away. */
static void
seen_start (Worker *worker)
{
  const CnAiView *view = worker->search->view;

  memcpy (worker->seen.known, view->known, sizeof view->known);
  memcpy (worker->seen.known[view->seat], view->shown, sizeof view->shown);
  memcpy (worker->seen.discarded, view->discarded, sizeof view->discarded);
}

/* The sampled round played out from worker->sim with Medium for every
 * seat, each remembering, as the real Medium does, the cards it saw taken
 * with a pile and what each seat threw away (a Medium without that memory
 * would feed a pair it knows the next player holds, and the search would
 * count on piles the real players never give); its value for the
 * searching side. */
static double
playout (Worker   *worker,
         uint64_t  rng[4],
         double   *points)
{
  CnState *sim = &worker->sim;
  CnRoundScore score;

  for (int i = 0; sim->phase != CN_PHASE_ROUND_OVER && i < PLAYOUT_MOVE_CAP; i++)
    {
      CnMove m;

      cn_ai_policy_choose (sim, &worker->seen, FALSE, rng, &worker->scratch, &m);
      if (!cn_ai_apply_seen (sim, &worker->seen, &m))
        {
          cn_legal_moves (sim, &worker->scratch);
          if (worker->scratch.n == 0)
            break;
          m = worker->scratch.moves[cn_rng_below (rng, worker->scratch.n)];
          cn_ai_apply_seen (sim, &worker->seen, &m);
        }
    }
  if (sim->phase != CN_PHASE_ROUND_OVER)
    {
      /* A stalled sample (it cannot happen with a sound engine): scored
       * as it stands, so that no candidate gains from it. */
      sim->phase = CN_PHASE_ROUND_OVER;
    }
  cn_state_score (sim, &score);
  *points = round_lead (&score, worker->search->side);
  return game_value (sim, &score, worker->search->side);
}

/* A sampled position. While a question waits, the asker's hand is known
 * to be able to go out (the engine let it ask), so samples that deny it
 * are dealt again; FALSE when none is found in reasonable time. */
static gboolean
sample (Worker *worker)
{
  const CnAiView *view = worker->search->view;

  for (int tries = 0; tries < 200; tries++)
    {
      cn_ai_determinize (view, worker->rng, &worker->sample);
      if (worker->sample.phase != CN_PHASE_ASKING)
        return TRUE;
      worker->sim = worker->sample;
      worker->sim.phase = CN_PHASE_PLAY;
      if (cn_ai_can_go_out (&worker->sim))
        return TRUE;
    }
  return FALSE;
}

/* ------------------------------------------------------------ statistics */

/* Mean and standard error of candidate a's value minus b's. */
static void
paired (const Search *search,
        int           a,
        int           b,
        double       *mean,
        double       *se)
{
  int n = search->samples;

  *mean = search->diff[a][b] / n;
  *se = n > 1 ? sqrt (MAX (search->diff2[a][b] / n - *mean * *mean, 0.0) / (n - 1)) : 1e9;
}

static int
leader (const Search *search)
{
  int best = -1;

  for (int c = 0; c < search->n; c++)
    if (search->alive[c] && (best < 0 || search->sum[c] > search->sum[best]))
      best = c;
  return best;
}

/* The second round: the one discard left against those held back, the
 * first in the place of Medium's choice (it keeps it unless another is
 * better by the same margin). FALSE when there is none to try. Under the
 * lock. */
static gboolean
widen (Search *search)
{
  int lead = leader (search);

  if (search->round > 0 || search->n_more == 0 || lead < 0 || search->pinned >= 0 ||
      search->moves[lead].kind != CN_MOVE_DISCARD)
    return FALSE;
  search->moves[0] = search->moves[lead];
  memcpy (&search->moves[1], search->more, search->n_more * sizeof (CnMove));
  search->n = 1 + search->n_more;
  search->round++;
  search->samples = 0;
  memset (search->sum, 0, sizeof search->sum);
  memset (search->points, 0, sizeof search->points);
  memset (search->diff, 0, sizeof search->diff);
  memset (search->diff2, 0, sizeof search->diff2);
  for (int c = 0; c < search->n; c++)
    search->alive[c] = TRUE;
  search->n_alive = search->n;
  return TRUE;
}

/* Adds one complete sample (value of every candidate alive when it was
 * dealt), drops the candidates now clearly behind, and, when one is left,
 * goes on to the second round or ends the search. Under the lock. */
static void
record (Search       *search,
        const double *values,
        const double *points,
        const int    *played,
        int           n_played)
{
  int lead;

  search->samples++;
  search->all_samples++;
  search->playouts += n_played;
  for (int i = 0; i < n_played; i++)
    {
      int a = played[i];

      search->sum[a] += values[a];
      search->points[a] += points[a];
      for (int j = 0; j < n_played; j++)
        {
          int b = played[j];
          double d = values[a] - values[b];

          search->diff[a][b] += d;
          search->diff2[a][b] += d * d;
        }
    }

  if (search->samples < MIN_SAMPLES || search->samples % CHECK_EVERY != 0)
    return;
  lead = leader (search);
  for (int c = 0; c < search->n; c++)
    {
      double mean, se;

      if (!search->alive[c] || c == lead || c == search->pinned)
        continue;
      paired (search, c, lead, &mean, &se);
      /* Clearly behind, or so far never different from the leader: a
       * move that leads to the same play (the same meld in another order,
       * a card of no consequence) is not worth telling apart. */
      if (mean + DROP_Z * se < 0 || search->diff2[c][lead] == 0)
        {
          search->alive[c] = FALSE;
          search->n_alive--;
        }
    }
  if (search->n_alive <= 1 && !widen (search))
    search->done = TRUE;
}

/* --------------------------------------------------------------- workers */

static gboolean
stopped (const Search *search)
{
  const CnAiConfig *config = search->config;

  return config->stop != NULL && config->stop (config->stop_data);
}

/* The worker's clock, in microseconds: the clock the budget counts. */
static gint64
now (const Search *search)
{
  return cn_ai_config_clock (search->config);
}

static gpointer
work (gpointer data)
{
  Worker *worker = data;
  Search *search = worker->search;
  double values[MAX_CANDIDATES];
  double points[MAX_CANDIDATES];
  int played[MAX_CANDIDATES];
  /* The candidates as they were when the sample was claimed: another
   * worker may start the second round meanwhile. */
  CnMove moves[MAX_CANDIDATES];

  /* The first worker's deadline was set before the candidates were
   * listed, on the thread that listed them. */
  if (worker->deadline == 0)
    worker->deadline = now (search) + search->budget_us;

  for (;;)
    {
      uint64_t sample_rng[4];
      gboolean late = FALSE;
      int n_played = 0;
      int round;

      /* Claim the playouts of one sample, for the candidates alive now. */
      g_mutex_lock (&search->lock);
      if (!search->done && search->reserved + search->n_alive > search->max_playouts)
        search->done = TRUE;
      if (search->done)
        {
          g_mutex_unlock (&search->lock);
          break;
        }
      search->reserved += search->n_alive;
      round = search->round;
      for (int c = 0; c < search->n; c++)
        if (search->alive[c])
          {
            played[n_played] = c;
            moves[n_played++] = search->moves[c];
          }
      g_mutex_unlock (&search->lock);

      if (!sample (worker))
        break;
      /* Every candidate meets the same sample and the same later draws
       * of the playout's own randomness. */
      memcpy (sample_rng, worker->rng, sizeof sample_rng);
      cn_rng_next (worker->rng);

      for (int i = 0; i < n_played && !late; i++)
        {
          int c = played[i];
          uint64_t local[4];
          gint64 started = now (search);

          /* Stop before a playout that would overrun the budget; a sample
           * not every candidate has met is dropped. */
          if (started + worker->slowest >= worker->deadline || stopped (search))
            {
              late = TRUE;
              break;
            }
          memcpy (local, sample_rng, sizeof local);
          worker->sim = worker->sample;
          seen_start (worker);
          if (!cn_ai_apply_seen (&worker->sim, &worker->seen, &moves[i]))
            {
              /* Cannot happen: legality depends only on what the seat
               * sees. Should it, the candidate is worth nothing here. */
              values[c] = 0;
              points[c] = 0;
              continue;
            }
          values[c] = playout (worker, local, &points[c]);
          worker->slowest = MAX (worker->slowest, now (search) - started);
        }

      g_mutex_lock (&search->lock);
      if (late)
        search->done = TRUE;
      else if (!search->done && round == search->round)
        record (search, values, points, played, n_played);
      g_mutex_unlock (&search->lock);
      if (late)
        break;
    }
  return NULL;
}

static int
thread_count (const CnAiConfig *config)
{
  int threads = config->threads > 0 ? config->threads : (int) g_get_num_processors ();

  return CLAMP (threads, 1, MAX_THREADS);
}

static Search *
search_new (const CnAiView   *view,
            const CnAiConfig *config)
{
  const CnState *s = &view->table;
  Search *search = g_new0 (Search, 1);

  search->view = view;
  search->config = config;
  search->side = cn_state_side_of (s, cn_state_actor (s));
  search->pinned = -1;
  /* A little short of the budget: the threads still finish the playouts
   * under way and are joined after it. */
  search->budget_us = (gint64) MAX (config->budget_ms, 1) * 980;
  search->max_playouts = config->max_playouts > 0 ? (guint64) config->max_playouts : G_MAXUINT64;
  g_mutex_init (&search->lock);
  return search;
}

static void
search_free (Search *search)
{
  g_mutex_clear (&search->lock);
  g_free (search);
}

/* Plays samples on the config's threads until the search is done. The
 * first worker's deadline was set before the candidates were listed. */
static void
search_run (Search   *search,
            Worker   *workers,
            int       n_threads,
            uint64_t  rng[4])
{
  GThread *threads[MAX_THREADS];

  for (int c = 0; c < search->n; c++)
    search->alive[c] = TRUE;
  search->n_alive = search->n;

  /* Each worker its own generator, drawn from the player's: with one
   * thread and a playout cap the decision replays exactly. */
  for (int t = 0; t < n_threads; t++)
    {
      workers[t].search = search;
      workers[t].slowest = 0;
      /* On the clock every worker shares the decision's deadline; on
       * processor time each counts its own, from its start. */
      if (t > 0)
        workers[t].deadline = search->config->processor_time ? 0 : workers[0].deadline;
      cn_rng_seed (workers[t].rng, cn_rng_next (rng));
    }
  for (int t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("canasta-hard", work, &workers[t]);
  work (&workers[0]);
  for (int t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
}

void
cn_ai_hard_choose (const CnAiView   *view,
                   uint64_t          rng[4],
                   const CnAiConfig *config,
                   CnMove           *out,
                   CnAiStats        *stats)
{
  Search *search = search_new (view, config);
  int n_threads = thread_count (config);
  Worker *workers = g_new (Worker, n_threads);
  int best;

  workers[0].deadline = now (search) + search->budget_us;
  candidates (search, view, rng, &workers[0].scratch);
  *out = search->moves[0];
  stats->candidates = search->n;
  if (search->n <= 1)
    {
      search_free (search);
      g_free (workers);
      return;
    }
  search_run (search, workers, n_threads, rng);

  /* The leader replaces Medium's choice only when the samples say it is
   * better, not just luckier. */
  best = 0;
  if (search->samples >= 2)
    {
      int lead = leader (search);

      if (lead > 0 && !search->alive[0])
        best = lead;
      else if (lead > 0)
        {
          double mean, se;

          paired (search, lead, 0, &mean, &se);
          if (mean > REPLACE_Z * se)
            best = lead;
        }
    }
  *out = search->moves[best];
  stats->playouts = search->playouts;
  stats->samples = search->all_samples;
  search_free (search);
  g_free (workers);
}

/* The second half of a judgement: the move played against the best one
 * the first half found, alone, on fresh samples. The best of several
 * candidates looks better than it is; a fresh comparison of two does not
 * carry that luck. */
static void
confirm (const CnAiView   *view,
         uint64_t          rng[4],
         const CnAiConfig *config,
         const CnMove     *played,
         const CnMove     *best,
         CnAiJudgement    *out)
{
  Search *search = search_new (view, config);
  int n_threads = thread_count (config);
  Worker *workers = g_new (Worker, n_threads);
  double mean, se;

  workers[0].deadline = now (search) + search->budget_us;
  search->moves[0] = *played;
  search->moves[1] = *best;
  search->n = 2;
  search->pinned = 0;
  search_run (search, workers, n_threads, rng);

  out->samples = search->samples;
  if (search->samples >= 2)
    {
      paired (search, 1, 0, &mean, &se);
      out->best = *best;
      out->played_best = mean <= 0;
      out->cost = MAX (mean, 0) / 1000.0;
      out->cost_se = se / 1000.0;
      out->points = (search->points[1] - search->points[0]) / search->samples;
    }
  search_free (search);
  g_free (workers);
}

/* Half the time (and the playouts) finds the best candidate against the
 * move played, never dropping it; the other half compares the two alone
 * on fresh samples, and that comparison is the judgement. */
void
cn_ai_hard_judge (const CnAiView   *view,
                  uint64_t          rng[4],
                  const CnAiConfig *config,
                  const CnMove     *played,
                  CnAiJudgement    *out)
{
  CnAiConfig half = *config;
  Search *search;
  int n_threads = thread_count (config);
  Worker *workers;
  int lead;

  memset (out, 0, sizeof *out);
  out->best = *played;
  out->played_best = TRUE;

  half.budget_ms = MAX (config->budget_ms / 2, 1);
  half.max_playouts = config->max_playouts > 0 ? MAX (config->max_playouts / 2, 2) : 0;
  search = search_new (view, &half);
  workers = g_new (Worker, n_threads);
  workers[0].deadline = now (search) + search->budget_us;
  candidates (search, view, rng, &workers[0].scratch);
  /* The move played meets every sample, among Hard's own candidates (or
   * as the one it plays as); the discards held back wait for no second
   * round. */
  search->n_more = 0;
  for (int c = 0; c < search->n && search->pinned < 0; c++)
    if (cn_move_equal (&search->moves[c], played) || same_discard (&search->moves[c], played))
      search->pinned = c;
  if (search->pinned < 0)
    {
      search->pinned = MIN (search->n, MAX_CANDIDATES - 1);
      search->moves[search->pinned] = *played;
      search->n = search->pinned + 1;
    }
  out->candidates = search->n;
  if (search->n > 1)
    {
      search_run (search, workers, n_threads, rng);
      lead = leader (search);
      if (search->samples >= 2 && lead >= 0 && lead != search->pinned)
        confirm (view, rng, &half, played, &search->moves[lead], out);
    }
  search_free (search);
  g_free (workers);
}
