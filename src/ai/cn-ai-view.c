/* cn-ai-view.c: what a seat may know, its memory, and sampled positions
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <string.h>
#include <time.h>

static const char *const level_names[CN_AI_N_LEVELS] = { "easy", "medium", "hard" };

const char *
cn_ai_level_name (CnAiLevel level)
{
  g_return_val_if_fail (level < CN_AI_N_LEVELS, "?");
  return level_names[level];
}

gboolean
cn_ai_level_parse (const char *text,
                   CnAiLevel  *out)
{
  for (int i = 0; i < CN_AI_N_LEVELS; i++)
    if (text != NULL && g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

void
cn_ai_config_init (CnAiConfig *config)
{
  memset (config, 0, sizeof *config);
  config->budget_ms = CN_AI_DEFAULT_BUDGET_MS;
}

gint64
cn_ai_config_clock (const CnAiConfig *config)
{
  struct timespec ts;

  if (config == NULL || !config->processor_time || clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time ();
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* --------------------------------------------------------------- memory */

void
cn_ai_memory_init (CnAiMemory *memory,
                   int         seat,
                   uint64_t    seed)
{
  g_return_if_fail (seat >= 0 && seat < CN_MAX_SEATS);

  memset (memory, 0, sizeof *memory);
  memory->seat = seat;
  cn_rng_seed (memory->rng, seed ^ ((uint64_t) seat * 0x9e3779b97f4a7c15ull));
}

static void
forget (uint8_t known[CN_MAX_SEATS][CN_N_KINDS],
        int     seat,
        CnCard  card)
{
  if (known[seat][card] > 0)
    known[seat][card]--;
}

/* What a move shows of its seat's hand, the same for every seat watching:
 * cards shown leave what is known of that hand, and a discard says the
 * seat does not collect the rank. */
static void
note_move (uint8_t       known[CN_MAX_SEATS][CN_N_KINDS],
           uint8_t       discarded[CN_MAX_SEATS][CN_N_RANKS],
           const CnMove *move)
{
  int seat = move->seat;

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_TAKE_PILE:
    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
      for (int i = 0; i < move->n; i++)
        forget (known, seat, move->cards[i]);
      break;

    case CN_MOVE_DISCARD:
      forget (known, seat, move->cards[0]);
      if (move->cards[0] != CN_CARD_JOKER)
        {
          int rank = cn_card_rank (move->cards[0]);

          if (discarded[seat][rank] < G_MAXUINT8)
            discarded[seat][rank]++;
        }
      break;

    case CN_MOVE_DRAW:
    case CN_MOVE_ASK_GO_OUT:
    case CN_MOVE_ANSWER_GO_OUT:
    case CN_MOVE_CUT:
    case CN_N_MOVE_KINDS:
    default:
      break;
    }
}

/* A taken pile joins the taker's hand in full view of the table: the
 * pile as it stood before the move (pile_n cards, bottom first), less the
 * top card when the take is this very move (that card went to a meld),
 * less its red threes, and less the pozo's pozo_down face-down cards at
 * its bottom (uruguayan), which go into the hand unseen by the table. */
static void
note_pile (uint8_t        known[CN_N_KINDS],
           const uint8_t *pile,
           int            pile_n,
           int            pozo_down,
           const CnMove  *move)
{
  int n = pile_n;

  if (move->kind == CN_MOVE_TAKE_PILE && n > 0)
    n--;
  for (int i = pozo_down; i < n; i++)
    if (!cn_card_is_red_three (pile[i]) && known[pile[i]] < G_MAXUINT8)
      known[pile[i]]++;
}

void
cn_ai_memories_observe (CnAiMemory     *memories,
                        int             n,
                        const CnState  *before,
                        const CnMove   *move,
                        const CnEvents *events)
{
  /* cn_ai_memory_observe on each memory, the events read once. */
  uint8_t takers[CN_MAX_EVENTS];
  int n_takers = 0;

  g_return_if_fail (move->seat < CN_MAX_SEATS);

  for (int e = 0; events != NULL && e < events->n; e++)
    if (events->events[e].kind == CN_EVENT_PILE_TAKEN)
      takers[n_takers++] = events->events[e].seat;
  for (int i = 0; i < n; i++)
    {
      note_move (memories[i].known, memories[i].discarded, move);
      for (int t = 0; t < n_takers; t++)
        note_pile (memories[i].known[takers[t]], before->pile, before->pile_n,
                   before->pozo_down, move);
    }
}

void
cn_ai_memory_observe (CnAiMemory     *memory,
                      const CnState  *before,
                      const CnMove   *move,
                      const CnEvents *events)
{
  g_return_if_fail (move->seat < CN_MAX_SEATS);

  note_move (memory->known, memory->discarded, move);
  if (events == NULL)
    return;

  /* The events also name the cards another seat drew from the stock, for
   * the app's animations; a player does not see those, so only the taken
   * pile is read here. */
  for (int e = 0; e < events->n; e++)
    {
      const CnEvent *event = &events->events[e];

      if (event->kind == CN_EVENT_PILE_TAKEN)
        note_pile (memory->known[event->seat], before->pile, before->pile_n,
                   before->pozo_down, move);
    }
}

gboolean
cn_ai_apply_seen (CnState      *state,
                  CnAiView     *seen,
                  const CnMove *move)
{
  /* The pile joins a hand only with a take, or with the meld or lay-off
   * that completes the opening a take waits for: only then is the pile
   * as it stands kept, and looked for in the hand after the move. */
  gboolean may_take = move->kind == CN_MOVE_TAKE_PILE ||
                      ((move->kind == CN_MOVE_MELD || move->kind == CN_MOVE_ADD) &&
                       state->pile_pending);
  uint8_t pile[CN_MAX_CARDS];
  int pile_n = 0, pozo_down = state->pozo_down;

  if (may_take)
    {
      pile_n = state->pile_n;
      memcpy (pile, state->pile, pile_n);
    }
  if (!cn_apply (state, move, NULL, NULL))
    return FALSE;
  note_move (seen->known, seen->discarded, move);
  if (pile_n > 0 && state->pile_n == 0 && state->phase != CN_PHASE_ROUND_OVER)
    note_pile (seen->known[move->seat], pile, pile_n, pozo_down, move);
  return TRUE;
}

/* ----------------------------------------------------------------- view */

/* Whether a row of per-kind counts holds anything. */
static gboolean
any_kind (const uint8_t *counts)
{
  uint64_t acc = 0;

  G_STATIC_ASSERT (CN_N_KINDS % 8 == 0);
  for (int i = 0; i < CN_N_KINDS; i += 8)
    {
      uint64_t word;

      memcpy (&word, counts + i, sizeof word);
      acc |= word;
    }
  return acc != 0;
}

/* Puts the pool's cards, in the pool's order, into the unknown places of
 * the table: first each other hand's unknown cards, then the pozo's
 * face-down cards (bottom first), then the stock. A
 * red three may only be in the hand of a seat that has not had its first
 * turn yet (it lays them down then); one dealt elsewhere is swapped with
 * a card from a place that allows it. The true position is one such
 * filling, so a place for every red three always exists. */
static void
fill (CnState        *s,
      const CnAiView *view,
      const CnCard   *pool,
      int             n_pool)
{
  uint8_t owner[CN_MAX_CARDS];      /* seat, or CN_NO_SEAT for the stock */
  CnCard cards[CN_MAX_CARDS];
  int unknown[CN_MAX_SEATS] = { 0 };
  int slots = s->stock_n + s->pozo_down;
  int n = 0, reds = 0, in_hands;

  for (int seat = 0; seat < s->n_players; seat++)
    if (seat != view->seat)
      {
        unknown[seat] = s->hand_n[seat];
        if (any_kind (view->known[seat]))
          for (int k = 0; k < CN_N_KINDS; k++)
            unknown[seat] -= view->known[seat][k];
        slots += unknown[seat];
      }
  g_assert (slots <= n_pool);

  /* A position dealt from a full deck hides exactly the unseen cards. One
   * built by hand with fewer cards hides only some of them: the pool's
   * surplus is left out, red threes first, since they are the cards with
   * the fewest places to go. */
  if (n_pool > slots)
    {
      int drop = n_pool - slots;

      for (int i = 0; i < n_pool; i++)
        if (cn_card_is_red_three (pool[i]) && drop > 0)
          drop--;
      for (int i = 0, dropped = 0; i < n_pool; i++)
        {
          if (cn_card_is_red_three (pool[i]) && dropped < n_pool - slots - drop)
            {
              dropped++;
              continue;
            }
          cards[n++] = pool[i];
        }
      g_assert (n >= slots);
    }
  else
    {
      memcpy (cards, pool, n_pool);
      n = n_pool;
    }

  /* The pozo and the stock are nobody's: a red three may lie there. */
  in_hands = slots - s->stock_n - s->pozo_down;
  for (int seat = 0, at = 0; seat < s->n_players; seat++)
    for (int i = 0; i < unknown[seat]; i++)
      owner[at++] = seat;
  memset (owner + in_hands, CN_NO_SEAT, slots - in_hands);
  for (int i = 0; i < in_hands; i++)
    reds += cn_card_is_red_three (cards[i]);

  if (reds > 0)
    for (int i = 0; i < in_hands; i++)
      {
        gboolean bad = cn_card_is_red_three (cards[i]) && owner[i] != CN_NO_SEAT &&
                       (s->had_turn & (1u << owner[i]));

        if (!bad)
          continue;
        for (int j = 0; j < slots; j++)
          {
            gboolean fits = owner[j] == CN_NO_SEAT || !(s->had_turn & (1u << owner[j]));

            if (fits && !cn_card_is_red_three (cards[j]))
              {
                CnCard t = cards[i];

                cards[i] = cards[j];
                cards[j] = t;
                break;
              }
          }
      }

  for (int seat = 0; seat < s->n_players; seat++)
    if (seat != view->seat)
      memcpy (s->hand[seat], view->known[seat], CN_N_KINDS);
  for (int i = 0; i < in_hands; i++)
    s->hand[owner[i]][cards[i]]++;
  memcpy (s->pile, cards + in_hands, s->pozo_down);
  memcpy (s->stock, cards + in_hands + s->pozo_down, s->stock_n);
}

/* The canonical order of the unseen cards: card order with the two red
 * threes (kinds 13 and 14) moved to the end, where the stock takes them. */
static const uint8_t canonical_order[CN_N_KINDS] = {
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15,
  16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
  30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 13, 14,
};

static inline CnCard
canonical_kind (int i)
{
  G_STATIC_ASSERT (CN_CARD (CN_RANK_THREE, CN_SUIT_DIAMONDS) == 13 &&
                   CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS) == 14);
  return canonical_order[i];
}

/* The canonical filling of the table's hidden places: the other hands'
 * unknown cards, then the pozo's face-down cards, then the stock from the
 * bottom up, take the unseen cards
 * in canonical order. It is fill() with the pool in that order, done with
 * the pool laid out once and each hand's share counted by kind; the rare
 * position where a red three would land in a hand that has had its turn
 * (too few stock cards left for them) goes through fill() instead. */
static void
fill_canonical (CnState        *s,
                const CnAiView *view)
{
  /* Where each canonical position's run of unseen cards starts and ends
   * in the sequence of all unseen cards in canonical order (seq below,
   * which is never written out whole): the running sum of the unseen counts in canonical order, done
   * eight counts to a word (little-endian words, whatever the machine).
   * The deck has at most CN_MAX_CARDS cards (cn_rules_total_cards), so no
   * sum passes a byte, and at most six copies of a kind (jokers), so one
   * store of eight lays a run out. */
  uint8_t run_start[64], run_end[64];
  uint8_t kind_start[CN_N_KINDS], kind_end[CN_N_KINDS];
  const uint8_t *u = view->unseen;
  uint64_t sum = 0;
  int n, at = 0;

  G_STATIC_ASSERT (CN_N_KINDS == 56 && CN_MAX_CARDS < 256);
  for (int w = 0; w < 8; w++)
    {
      uint64_t x = 0, lo, hi, end, begin;

      /* The counts of canonical positions 8w to 8w + 7: kinds 0 to 12,
       * then 15 to 55, then the red threes 13 and 14; none past 55. */
      switch (w)
        {
        case 0:
          memcpy (&x, u, 8);
          x = GUINT64_FROM_LE (x);
          break;
        case 1:
          memcpy (&lo, u + 8, 8);
          memcpy (&hi, u + 10, 8);
          x = (GUINT64_FROM_LE (lo) & G_GUINT64_CONSTANT (0xffffffffff)) |
              (GUINT64_FROM_LE (hi) & G_GUINT64_CONSTANT (0xffffff0000000000));
          break;
        case 2: case 3: case 4: case 5:
          memcpy (&x, u + 8 * w + 2, 8);
          x = GUINT64_FROM_LE (x);
          break;
        case 6:
          memcpy (&x, u + 48, 8);
          x = (GUINT64_FROM_LE (x) >> 16) | ((uint64_t) u[13] << 48) | ((uint64_t) u[14] << 56);
          break;
        default:
          break;
        }
      end = x + (x << 8);
      end += end << 16;
      end += end << 32;
      end += sum * G_GUINT64_CONSTANT (0x0101010101010101);
      begin = end - x;
      sum = end >> 56;
      end = GUINT64_TO_LE (end);
      begin = GUINT64_TO_LE (begin);
      memcpy (run_end + 8 * w, &end, 8);
      memcpy (run_start + 8 * w, &begin, 8);
    }
  n = (int) sum;
  /* The same runs by kind: canonical positions 0 to 12 are kinds 0 to
   * 12, 13 to 53 kinds 15 to 55, and the last two the red threes. */
  memcpy (kind_start, run_start, 13);
  memcpy (kind_start + 15, run_start + 13, CN_N_KINDS - 15);
  kind_start[13] = run_start[CN_N_KINDS - 2];
  kind_start[14] = run_start[CN_N_KINDS - 1];
  memcpy (kind_end, run_end, 13);
  memcpy (kind_end + 15, run_end + 13, CN_N_KINDS - 15);
  kind_end[13] = run_end[CN_N_KINDS - 2];
  kind_end[14] = run_end[CN_N_KINDS - 1];

  for (int seat = 0; seat < s->n_players; seat++)
    {
      uint8_t share[CN_N_KINDS];
      int need, upto;

      if (seat == view->seat)
        continue;
      need = s->hand_n[seat];
      if (any_kind (view->known[seat]))
        for (int k = 0; k < CN_N_KINDS; k++)
          need -= view->known[seat][k];
      need = MAX (need, 0);
      upto = at + need;
      if (upto > n)
        goto general;
      /* The hand takes seq[at, upto): of each run, the part inside. In
       * bytes (the deck has at most CN_MAX_CARDS cards), so that the
       * compiler does the kinds many at a time. */
      {
        uint8_t from = at, to = upto;

        for (int k = 0; k < CN_N_KINDS; k++)
          {
            uint8_t lo = kind_start[k] > from ? kind_start[k] : from;
            uint8_t hi = kind_end[k] < to ? kind_end[k] : to;

            share[k] = hi > lo ? hi - lo : 0;
          }
      }
      if ((share[13] | share[14]) && (s->had_turn & (1u << seat)))
        goto general;
      for (int k = 0; k < CN_N_KINDS; k++)
        s->hand[seat][k] = view->known[seat][k] + share[k];
      at = upto;
    }
  if (at + s->pozo_down + s->stock_n > n)
    goto general;
  /* The pozo's face-down cards take seq[at, at + pozo_down): a few cards,
   * from the runs that cross that stretch. */
  for (int i = 0; i < CN_N_KINDS && s->pozo_down > 0; i++)
    {
      int lo = MAX (run_start[i], at), hi = MIN (run_end[i], at + s->pozo_down);

      for (int p = lo; p < hi; p++)
        s->pile[p - at] = canonical_kind (i);
    }
  at += s->pozo_down;
  /* The stock is seq[at, at + stock_n): only the runs that end past at
   * are laid out, in canonical order, so that each run writes over the
   * spare copies of the one before (run_end never decreases, so they are
   * the last ones). */
  {
    int first = 0, past = CN_N_KINDS;

    /* The first run ending past at, by halving. */
    while (first < past)
      {
        int mid = (first + past) / 2;

        if (run_end[mid] <= at)
          first = mid + 1;
        else
          past = mid;
      }
    /* Straight into the stock, where seq[at] goes to stock[0]: the
     * first run's cards before at are cut off, and a run near the
     * array's end writes only what fits. */
    for (int i = first; i < CN_N_KINDS; i++)
      {
        uint64_t eight = canonical_kind (i) * 0x0101010101010101ull;
        int to = MAX (run_start[i] - at, 0);

        if (to + (int) sizeof eight <= CN_MAX_CARDS)
          memcpy (s->stock + to, &eight, sizeof eight);
        else
          memcpy (s->stock + to, &eight, CN_MAX_CARDS - to);
      }
  }
  /* Past the stock's end the state still holds cards drawn earlier: no
   * business of the seat's. */
  memset (s->stock + s->stock_n, 0, CN_MAX_CARDS - s->stock_n);
  return;

general:
  {
    CnCard pool[CN_MAX_CARDS];
    int n_pool = 0;

    for (int i = 0; i < CN_N_KINDS; i++)
      for (int c = 0; c < view->unseen[canonical_kind (i)]; c++)
        pool[n_pool++] = canonical_kind (i);
    fill (s, view, pool, n_pool);
    memset (s->stock + s->stock_n, 0, CN_MAX_CARDS - s->stock_n);
  }
}

/* Everything of the view but the filling of the table's hidden places:
 * the table is the state as it stands, hidden cards and all, until the
 * caller fills or empties them. */
static void
view_build_seen (CnAiView         *view,
                 const CnState    *state,
                 const CnAiMemory *memory)
{
  const CnRules *rules = state->rules;
  int seat = memory->seat;
  int8_t copies[CN_N_KINDS];

  g_return_if_fail (seat < state->n_players);

  memset (&view->seat, 0, sizeof *view - G_STRUCT_OFFSET (CnAiView, seat));
  view->seat = seat;
  memcpy (view->discarded, memory->discarded, sizeof view->discarded);

  /* Seen: the own hand, the melds, the red threes laid down, the pile's
   * face-up cards.
   * Kinds 1 to 3 (a rank of jokers in other suits) are no cards. */
  for (int k = 0; k < CN_N_KINDS; k++)
    copies[k] = (int8_t) (rules->decks - state->hand[seat][k]);
  copies[CN_CARD_JOKER] = rules->decks * rules->jokers_per_deck - state->hand[seat][CN_CARD_JOKER];
  copies[1] = copies[2] = copies[3] = 0;
  for (int side = 0; side < state->n_sides; side++)
    {
      for (int m = 0; m < state->n_melds[side]; m++)
        for (int i = 0; i < state->melds[side][m].n; i++)
          copies[state->melds[side][m].cards[i]]--;
      for (int i = 0; i < state->n_red_threes[side]; i++)
        copies[state->red_threes[side][i]]--;
    }
  /* The pozo's face-down cards (uruguayan) lie at the bottom of the pile:
   * nobody has seen them, so they stay unseen and their places hidden. */
  for (int i = state->pozo_down; i < state->pile_n; i++)
    copies[state->pile[i]]--;

  /* Remembered cards in the other hands, trimmed to what is possible so a
   * memory that missed a move cannot build an impossible position. */
  for (int other = 0; other < state->n_players; other++)
    {
      int room = state->hand_n[other];

      if (other == seat || !any_kind (memory->known[other]))
        continue;
      /* Eight kinds at a time: most are not remembered, and a kind that
       * is not leaves its copies and the room as they are. */
      for (int k8 = 0; k8 < CN_N_KINDS; k8 += 8)
        {
          uint64_t word;

          memcpy (&word, memory->known[other] + k8, sizeof word);
          if (word == 0)
            continue;
          for (int k = k8; k < k8 + 8; k++)
            {
              int n = MIN (memory->known[other][k], MIN (room, MAX (copies[k], 0)));

              view->known[other][k] = n;
              copies[k] -= n;
              room -= n;
            }
        }
    }
  /* unseen = MAX (copies, 0), eight kinds to a word: a byte's sign bit
   * spread over the byte masks it out. */
  for (int k8 = 0; k8 < CN_N_KINDS; k8 += 8)
    {
      uint64_t word, negative;

      memcpy (&word, copies + k8, sizeof word);
      negative = ((word >> 7) & G_GUINT64_CONSTANT (0x0101010101010101)) * 0xff;
      word &= ~negative;
      memcpy (view->unseen + k8, &word, sizeof word);
    }
  for (int k = 0; k < CN_N_KINDS; k++)
    view->shown[k] = MIN (memory->known[seat][k], state->hand[seat][k]);

  /* The state's generator goes, since the deal could be replayed from it. */
  view->table = *state;
  memset (view->table.rng, 0, sizeof view->table.rng);
}

void
cn_ai_view_build (CnAiView         *view,
                  const CnState    *state,
                  const CnAiMemory *memory)
{
  view_build_seen (view, state, memory);
  /* The table with the hidden places filled in card order: a function of
   * the view alone. */
  fill_canonical (&view->table, view);
}

void
_cn_ai_view_build_bare (CnAiView         *view,
                        const CnState    *state,
                        const CnAiMemory *memory)
{
  view_build_seen (view, state, memory);
  /* The pozo's face-down cards (uruguayan) are hidden places inside the
   * pile, which the engine's checks of a take read: there the table is
   * filled as a whole view's is, so that a take is judged the same. */
  if (state->pozo_down > 0)
    {
      fill_canonical (&view->table, view);
      return;
    }
  for (int seat = 0; seat < state->n_players; seat++)
    if (seat != view->seat)
      memcpy (view->table.hand[seat], view->known[seat], CN_N_KINDS);
  memset (view->table.stock, 0, sizeof view->table.stock);
}

void
_cn_ai_view_fill (CnState        *table,
                  const CnAiView *view)
{
  fill_canonical (table, view);
}

/* How likely a seat holds no second card of a rank it threw away, and no
 * card of a rank its side has melded (it would have laid it off): the
 * players behind these habits (ours, and most people) keep their pairs
 * and lay off what they can, but not always, and the hand has drawn
 * since. */
#define THREW_AWAY_TRUST 0.85
#define MELDED_TRUST     0.75

/* What the other seats' own moves said of their hands, brought into a
 * sample: a rank a seat threw away is unlikely to be a pair in its hand,
 * a rank its side has melded unlikely to be there at all. A sampled hand
 * that says otherwise gives the extra copies to the stock, for cards of
 * ranks it is not unlikely to hold, with the trust above. Only cards the
 * seat's view does not place are moved, and only the view is read. */
static void
infer (CnState        *s,
       const CnAiView *view,
       uint64_t        rng[4])
{
  for (int seat = 0; seat < s->n_players; seat++)
    {
      int side = cn_state_side_of (s, seat);
      int cap[CN_N_RANKS];
      gboolean any = FALSE;

      if (seat == view->seat)
        continue;
      for (int rank = 0; rank < CN_N_RANKS; rank++)
        {
          cap[rank] = 4;
          if (!cn_rank_is_natural (rank))
            continue;
          if (view->discarded[seat][rank] > 0)
            cap[rank] = 1;
          for (int m = 0; m < s->n_melds[side]; m++)
            if (s->melds[side][m].rank == rank && !s->melds[side][m].closed)
              cap[rank] = 0;
          any |= cap[rank] < 4;
        }
      if (!any)
        continue;

      for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
        {
          int have = 0, excess;
          double trust;

          if (cap[rank] >= 4)
            continue;
          for (int suit = 0; suit < 4; suit++)
            have += s->hand[seat][CN_CARD (rank, suit)];
          excess = have - cap[rank];
          trust = cap[rank] == 0 ? MELDED_TRUST : THREW_AWAY_TRUST;
          if (excess <= 0 || s->stock_n == 0 || cn_rng_below (rng, 1000) >= trust * 1000)
            continue;

          for (int suit = 0; suit < 4 && excess > 0; suit++)
            {
              CnCard card = CN_CARD (rank, suit);

              while (excess > 0 && s->hand[seat][card] > view->known[seat][card])
                {
                  /* A stock card the hand may take instead: a few tries at
                   * random, then give up on this one. */
                  gboolean swapped = FALSE;

                  for (int tries = 0; tries < 8 && !swapped; tries++)
                    {
                      int i = cn_rng_below (rng, s->stock_n);
                      CnCard other = s->stock[i];

                      if (cn_card_is_red_three (other) ||
                          (cn_card_is_natural (other) && cap[cn_card_rank (other)] < 4))
                        continue;
                      s->stock[i] = card;
                      s->hand[seat][card]--;
                      s->hand[seat][other]++;
                      swapped = TRUE;
                    }
                  if (!swapped)
                    break;
                  excess--;
                }
              if (excess > 0 && s->hand[seat][card] > view->known[seat][card])
                break;
            }
        }
    }
}

void
cn_ai_determinize (const CnAiView *view,
                   uint64_t        rng[4],
                   CnState        *out)
{
  CnCard pool[CN_MAX_CARDS];
  int n = 0;

  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < view->unseen[k]; c++)
      pool[n++] = k;
  for (int i = n - 1; i > 0; i--)
    {
      int j = cn_rng_below (rng, i + 1);
      CnCard t = pool[i];

      pool[i] = pool[j];
      pool[j] = t;
    }
  *out = view->table;
  fill (out, view, pool, n);
  infer (out, view, rng);
}

/* --------------------------------------------------------------- choose */

void
cn_ai_choose_view (CnAiLevel         level,
                   const CnAiView   *view,
                   uint64_t          rng[4],
                   const CnAiConfig *config,
                   CnMove           *out,
                   CnAiStats        *stats)
{
  CnAiConfig defaults;
  CnAiStats local;

  if (stats == NULL)
    stats = &local;
  memset (stats, 0, sizeof *stats);
  stats->candidates = 1;

  g_return_if_fail (level < CN_AI_N_LEVELS);
  g_return_if_fail (view->table.phase != CN_PHASE_ROUND_OVER);

  if (config == NULL)
    {
      cn_ai_config_init (&defaults);
      config = &defaults;
    }

  if (view->table.phase == CN_PHASE_CUT)
    {
      cn_ai_cut_choose (&view->table, rng, out);
      return;
    }

  if (level == CN_AI_HARD)
    {
      cn_ai_hard_choose (view, rng, config, out, stats);
      return;
    }

  cn_ai_policy_choose (&view->table, view, level == CN_AI_EASY, rng, NULL, out);
}

void
_cn_ai_choose_state (CnAiLevel         level,
                     const CnState    *state,
                     CnAiMemory       *memory,
                     const CnAiConfig *config,
                     CnAiView         *view,
                     CnMove           *out,
                     CnAiStats        *stats)
{
  /* The players below never see state itself: only a view of it. Easy
   * and Medium read of the view's table only its public part and their
   * own hand, so they get it bare, the filling (a tenth of a Medium
   * decision) made only where a move is played on it. */
  if (level != CN_AI_HARD && state->phase != CN_PHASE_CUT && state->phase != CN_PHASE_ROUND_OVER)
    {
      if (stats != NULL)
        {
          memset (stats, 0, sizeof *stats);
          stats->candidates = 1;
        }
      _cn_ai_view_build_bare (view, state, memory);
      _cn_ai_policy_choose_bare (view, level == CN_AI_EASY, memory->rng, out);
      return;
    }
  cn_ai_view_build (view, state, memory);
  cn_ai_choose_view (level, view, memory->rng, config, out, stats);
}

void
cn_ai_choose (CnAiLevel         level,
              const CnState    *state,
              CnAiMemory       *memory,
              const CnAiConfig *config,
              CnMove           *out)
{
  CnAiView view;

  g_return_if_fail (state->phase != CN_PHASE_ROUND_OVER);
  g_return_if_fail (memory->seat == cn_state_actor (state));

  _cn_ai_choose_state (level, state, memory, config, &view, out, NULL);
}
