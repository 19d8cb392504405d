/* cn-state.c: dealing, building positions, queries and invariants
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

G_DEFINE_QUARK (cn-error-quark, cn_error)

/* ------------------------------------------------------------------ rng */

/* xoshiro256** seeded through splitmix64: small, fast, and its whole state
 * lives in CnState so that a round replays exactly from a seed. */
static uint64_t
splitmix64 (uint64_t *x)
{
  uint64_t z = (*x += 0x9e3779b97f4a7c15ull);

  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void
cn_rng_seed (uint64_t rng[4],
             uint64_t seed)
{
  for (int i = 0; i < 4; i++)
    rng[i] = splitmix64 (&seed);
}

static inline uint64_t
rotl (uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

uint64_t
cn_rng_next (uint64_t rng[4])
{
  uint64_t result = rotl (rng[1] * 5, 7) * 9;
  uint64_t t = rng[1] << 17;

  rng[2] ^= rng[0];
  rng[3] ^= rng[1];
  rng[1] ^= rng[2];
  rng[0] ^= rng[3];
  rng[2] ^= t;
  rng[3] = rotl (rng[3], 45);
  return result;
}

uint32_t
cn_rng_below (uint64_t rng[4],
              uint32_t bound)
{
  /* Lemire's multiply-shift with rejection: unbiased. */
  uint64_t m = (uint64_t) (uint32_t) cn_rng_next (rng) * bound;
  uint32_t low = (uint32_t) m;

  if (low < bound)
    {
      uint32_t threshold = -bound % bound;

      while (low < threshold)
        {
          m = (uint64_t) (uint32_t) cn_rng_next (rng) * bound;
          low = (uint32_t) m;
        }
    }
  return (uint32_t) (m >> 32);
}

/* --------------------------------------------------------------- events */

void
cn_event_push (CnEvents    *events,
               CnEventKind  kind,
               CnCard       card,
               CnPlace      from,
               CnPlace      to,
               int          seat,
               int          side,
               int          meld)
{
  CnEvent *e;

  if (events == NULL || events->n >= CN_MAX_EVENTS)
    return;
  e = &events->events[events->n++];
  e->kind = kind;
  e->card = card;
  e->from = from;
  e->to = to;
  e->seat = seat;
  e->side = side;
  e->meld = meld;
  e->count = 1;
}

/* -------------------------------------------------------------- helpers */

gboolean
cn_is_freezer (const CnRules *rules,
               CnCard         card)
{
  if (cn_card_is_wild (card))
    return TRUE;
  return rules->freeze_rule == CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP && cn_card_is_red_three (card);
}

static void
hand_add (CnState *s,
          int      seat,
          CnCard   card)
{
  s->hand[seat][card]++;
  s->hand_n[seat]++;
}

void
cn_pile_push (CnState *s,
              CnCard   card)
{
  s->pile[s->pile_n++] = card;
  if (cn_is_freezer (s->rules, card))
    s->pile_freezers++;
}

void
cn_place_red_three (CnState  *s,
                    int       seat,
                    CnCard    card,
                    CnPlace   from,
                    CnEvents *events)
{
  int side = cn_state_side_of (s, seat);

  if (s->n_red_threes[side] < G_N_ELEMENTS (s->red_threes[side]))
    s->red_threes[side][s->n_red_threes[side]++] = card;
  cn_event_push (events, CN_EVENT_CARD_MOVED, card, from, CN_PLACE_RED_THREES, seat, side, 0);
}

/* Lays down the red threes in seat's hand and replaces each from the stock;
 * a replacement that is a red three is laid down and replaced in turn.
 * Returns FALSE when the stock ran out while replacing: the red threes
 * still go down, since no hand keeps one (a scenario's short stock can
 * run out here; the fuzzer found one that left a red three in the hand). */
static gboolean
place_hand_red_threes (CnState  *s,
                       int       seat,
                       CnEvents *events)
{
  gboolean replaced = TRUE;

  for (int suit = CN_SUIT_DIAMONDS; suit <= CN_SUIT_HEARTS; suit++)
    {
      CnCard three = CN_CARD (CN_RANK_THREE, suit);

      while (s->hand[seat][three] > 0)
        {
          s->hand[seat][three]--;
          s->hand_n[seat]--;
          cn_place_red_three (s, seat, three, CN_PLACE_HAND, events);

          /* Replacements that are red threes go down at once too. */
          for (;;)
            {
              CnCard card;

              if (s->stock_n == 0)
                {
                  replaced = FALSE;
                  break;
                }
              card = s->stock[--s->stock_n];
              if (cn_card_is_red_three (card))
                {
                  cn_place_red_three (s, seat, card, CN_PLACE_STOCK, events);
                  continue;
                }
              hand_add (s, seat, card);
              cn_event_push (events, CN_EVENT_CARD_MOVED, card, CN_PLACE_STOCK, CN_PLACE_HAND,
                             seat, cn_state_side_of (s, seat), 0);
              break;
            }
        }
    }
  return replaced;
}

gboolean
cn_place_deal_red_threes (CnState  *s,
                          int       seat,
                          CnEvents *events)
{
  return place_hand_red_threes (s, seat, events);
}

void
cn_end_round (CnState    *s,
              CnRoundEnd  end,
              CnEvents   *events)
{
  s->phase = CN_PHASE_ROUND_OVER;
  s->end = end;
  cn_event_push (events, CN_EVENT_ROUND_OVER, CN_CARD_NONE, 0, 0, s->turn, 0, 0);
}

void
cn_begin_turn (CnState  *s,
               int       seat,
               CnEvents *events)
{
  uint8_t bit = CN_SEAT_BIT (seat);

  s->turn = seat;
  s->phase = CN_PHASE_DRAW;
  s->answer = CN_ANSWER_NONE;
  s->asked = FALSE;
  s->took_pile = FALSE;
  s->pile_pending = FALSE;
  s->black_threes_down = FALSE;
  s->turn_points = 0;
  s->turn_melded = FALSE;
  memset (s->turn_nat, 0, sizeof s->turn_nat);
  memset (s->turn_wild, 0, sizeof s->turn_wild);
  for (int side = 0; side < s->n_sides; side++)
    s->opened[side] = s->n_melds[side] > 0;

  cn_event_push (events, CN_EVENT_TURN, CN_CARD_NONE, 0, 0, seat, cn_state_side_of (s, seat), 0);

  /* Source 000 lays down the red threes of the deal on the player's first
   * turn; the option lays them down at the deal instead. */
  if (!(s->had_turn & bit))
    {
      s->had_turn |= bit;
      if (!place_hand_red_threes (s, seat, events))
        {
          cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
          return;
        }
    }

  /* The one turn left after the stock ran out (last_turn) begins with the
   * stock empty. */
  if (s->stock_n == 0 && !s->last_turn)
    cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
}

/* ---------------------------------------------------------------- deal */

static void
init_common (CnState         *s,
             const CnRules   *rules,
             const CnOptions *options,
             int              players)
{
  const CnSeating *seating = cn_rules_seating (rules, players);

  g_assert (seating != NULL);
  memset (s, 0, sizeof *s);
  s->rules = rules;
  if (options)
    s->options = *options;
  else
    cn_options_init (&s->options, rules);
  s->n_players = players;
  s->n_sides = seating->sides;
  s->hand_size = seating->hand_size;
  s->draw_count = seating->draw_count;
  s->canastas_needed = seating->canastas_needed;
  s->out_seat = CN_NO_SEAT;
  s->exact_cut_side = CN_NO_SIDE;
}

void
cn_state_new_round (CnState         *s,
                    const CnRules   *rules,
                    const CnOptions *options,
                    int              players,
                    int              dealer,
                    const int       *scores,
                    uint64_t         seed)
{
  int n = 0;
  int first;

  g_return_if_fail (cn_rules_seating (rules, players) != NULL);

  init_common (s, rules, options, players);
  s->full_deck = TRUE;
  s->dealer = dealer % players;
  if (scores)
    for (int i = 0; i < s->n_sides; i++)
      s->scores[i] = scores[i];
  cn_rng_seed (s->rng, seed);

  for (int d = 0; d < rules->decks; d++)
    {
      for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING; rank++)
        for (int suit = 0; suit < 4; suit++)
          s->stock[n++] = CN_CARD (rank, suit);
      for (int j = 0; j < rules->jokers_per_deck; j++)
        s->stock[n++] = CN_CARD_JOKER;
    }
  for (int i = n - 1; i > 0; i--)
    {
      int j = cn_rng_below (s->rng, i + 1);
      CnCard t = s->stock[i];

      s->stock[i] = s->stock[j];
      s->stock[j] = t;
    }
  s->stock_n = n;

  first = (s->dealer + 1) % players;

  /* A variant with a cut stops here, the pack shuffled in the stock: the
   * cut move deals (cn-cut.c). */
  if (rules->cut_deal)
    {
      s->turn = first;
      s->phase = CN_PHASE_CUT;
      return;
    }

  for (int round = 0; round < s->hand_size; round++)
    for (int i = 0; i < players; i++)
      hand_add (s, (first + i) % players, s->stock[--s->stock_n]);

  /* Turn up the first pile card; wilds and red threes stay in the pile,
   * set sideways, and the next card is turned. Where the first card stays,
   * whatever it is lies on top: a wild or red three there blocks the pile
   * and freezes it once covered, like a discarded wild. */
  while (s->stock_n > 0)
    {
      CnCard card = s->stock[--s->stock_n];

      cn_pile_push (s, card);
      if (rules->pile_first_card_stays || (!cn_card_is_red_three (card) && !cn_card_is_wild (card)))
        break;
      s->pile_sideways++;
    }

  /* With the option, every red three of the deal goes down now, in turn
   * order; the seats then count as having laid theirs down already. */
  if (s->options.red_threes_at_deal)
    {
      for (int i = 0; i < players; i++)
        place_hand_red_threes (s, (first + i) % players, NULL);
      s->had_turn = (uint8_t) ((1u << players) - 1);
    }

  cn_begin_turn (s, first, NULL);
}

/* ------------------------------------------------------ positions by hand */

void
cn_state_init_empty (CnState         *s,
                     const CnRules   *rules,
                     const CnOptions *options,
                     int              players)
{
  g_return_if_fail (cn_rules_seating (rules, players) != NULL);

  init_common (s, rules, options, players);
  cn_rng_seed (s->rng, 0);
}

gboolean
cn_state_add_meld (CnState       *s,
                   int            side,
                   const CnCard  *cards,
                   int            n,
                   GError       **error)
{
  CnMeld *meld;
  int rank = -1;
  int naturals = 0;
  int wilds = 0;
  int black_threes = 0;
  CnCode code;
  int a = 0, b = 0;

  if (side < 0 || side >= s->n_sides)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d does not exist", side);
      return FALSE;
    }
  if (n <= 0 || n > CN_MELD_CAP)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "a meld holds 1 to %d cards, not %d",
                   CN_MELD_CAP, n);
      return FALSE;
    }
  if (s->n_melds[side] >= CN_MAX_MELDS)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "too many melds for side %d", side);
      return FALSE;
    }

  for (int i = 0; i < n; i++)
    {
      CnCard card = cards[i];
      char buf[4];

      if (!cn_card_valid (card))
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "not a card in a meld");
          return FALSE;
        }
      if (cn_card_is_wild (card))
        wilds++;
      else if (cn_card_is_black_three (card))
        black_threes++;
      else if (cn_card_is_red_three (card))
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "a red three (%s) cannot be melded",
                       cn_card_to_string (card, buf));
          return FALSE;
        }
      else
        {
          if (rank >= 0 && rank != (int) cn_card_rank (card))
            {
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "a meld mixes ranks %s and %s",
                           cn_rank_to_string (rank), cn_rank_to_string (cn_card_rank (card)));
              return FALSE;
            }
          rank = cn_card_rank (card);
          naturals++;
        }
    }

  if (black_threes > 0)
    {
      if (rank >= 0 || wilds > 0)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "black threes meld only with black threes");
          return FALSE;
        }
      rank = CN_RANK_THREE;
      naturals = black_threes;
    }
  else if (rank < 0)
    rank = CN_RANK_JOKER;

  code = cn_meld_shape (s->rules, rank, naturals, wilds, &a, &b);
  if (code != CN_OK)
    {
      CnVerdict v = { code, { a, b, 0, 0 } };
      g_autofree char *why = cn_verdict_describe (&v);

      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "invalid meld: %s", why);
      return FALSE;
    }

  meld = &s->melds[side][s->n_melds[side]++];
  memset (meld, 0, sizeof *meld);
  meld->rank = rank;
  meld->n = n;
  meld->n_wild = wilds;
  memcpy (meld->cards, cards, n);
  /* Of a side's canastas of one rank, the one listed later closed later. */
  if (s->rules->canasta_closes && n >= s->rules->canasta_size)
    meld->closed = (uint8_t) cn_next_close_order (s, side, rank);
  return TRUE;
}

void
cn_state_recount (CnState *s)
{
  s->pile_freezers = 0;
  for (int i = s->pozo_down; i < s->pile_n; i++)
    if (cn_is_freezer (s->rules, s->pile[i]))
      s->pile_freezers++;

  for (int seat = 0; seat < s->n_players; seat++)
    {
      int hand_total = 0;

      for (int k = 0; k < CN_N_KINDS; k++)
        hand_total += s->hand[seat][k];
      s->hand_n[seat] = (uint8_t) hand_total;
    }
}

gboolean
cn_state_finish_setup (CnState  *s,
                       GError  **error)
{
  if (s->pozo_down > s->pile_n)
    s->pozo_down = s->pile_n;
  cn_state_recount (s);

  if (s->turn >= s->n_players)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "seat %d does not exist in a %d-player game",
                   s->turn, s->n_players);
      return FALSE;
    }

  /* Seats that have played already have laid their red threes down; the
   * seat to play, in the draw phase, lays its own down now. */
  for (int side = 0; side < s->n_sides; side++)
    s->opened[side] = s->n_melds[side] > 0;

  if (!cn_state_check_invariants (s, error))
    return FALSE;

  /* A question asked before the draw (where the variant allows it) means
   * the turn has begun already. */
  if (s->phase == CN_PHASE_DRAW && s->asked)
    s->had_turn |= CN_SEAT_BIT (s->turn);
  else if (s->phase == CN_PHASE_DRAW)
    {
      uint8_t bit = CN_SEAT_BIT (s->turn);
      uint8_t had = s->had_turn & ~bit;

      cn_begin_turn (s, s->turn, NULL);
      s->had_turn |= had;
    }
  else if (s->phase == CN_PHASE_PLAY)
    {
      s->had_turn |= CN_SEAT_BIT (s->turn);
      for (int suit = CN_SUIT_DIAMONDS; suit <= CN_SUIT_HEARTS; suit++)
        if (s->hand[s->turn][CN_CARD (CN_RANK_THREE, suit)])
          {
            g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                         "seat %d holds a red three in the play phase", s->turn);
            return FALSE;
          }
    }
  return TRUE;
}

/* -------------------------------------------------------------- queries */

CnPileState
cn_state_pile_state (const CnState *s)
{
  CnCard top;

  if (s->pile_n == 0)
    return CN_PILE_EMPTY;
  top = cn_state_pile_top (s);
  if (cn_card_is_wild (top) || cn_card_rank (top) == CN_RANK_THREE)
    return CN_PILE_BLOCKED;
  if (s->pile_freezers > 0)
    return CN_PILE_FROZEN;
  return CN_PILE_OPEN;
}

gboolean
cn_state_pozo_premiado (const CnState *s)
{
  return s->rules->freeze_rule == CN_FREEZE_PREMIADO && s->pile_freezers > 0;
}

int
cn_state_take_naturals (const CnState *s)
{
  if (s->rules->pozo_take_naturals == 0)
    return 2;
  return cn_state_pozo_premiado (s) ? s->rules->premiado_naturals : s->rules->pozo_take_naturals;
}

int
cn_state_pozo_premios (const CnState *s,
                       CnCard        *out)
{
  int n = 0;

  if (s->rules->freeze_rule != CN_FREEZE_PREMIADO)
    return 0;
  for (int i = s->pozo_down; i < s->pile_n; i++)
    if (cn_card_is_wild (s->pile[i]))
      out[n++] = s->pile[i];
  return n;
}

gboolean
cn_state_pile_frozen_for (const CnState *s,
                          int            side)
{
  /* A side melding its opening this turn has not opened until it reaches
   * the minimum (cn_state_side_opened). */
  return cn_state_pile_state (s) == CN_PILE_FROZEN || !cn_state_side_opened (s, side);
}

int
cn_state_opening_minimum (const CnState *s,
                          int            side)
{
  return cn_rules_opening_minimum (s->rules, s->scores[side]);
}

gboolean
cn_state_side_opened (const CnState *s,
                      int            side)
{
  if (s->phase != CN_PHASE_ROUND_OVER && side == cn_state_side_of (s, s->turn) && !s->opened[side])
    return s->turn_melded && !s->pile_pending &&
           s->turn_points >= cn_state_opening_minimum (s, side);
  return s->n_melds[side] > 0;
}

gboolean
cn_state_opening_under_way (const CnState *s,
                            int            side)
{
  return !s->opened[side] &&
         (s->pile_pending || (s->turn_melded && s->turn_points < cn_state_opening_minimum (s, side)));
}

gboolean
cn_meld_is_canasta (const CnState *s,
                    const CnMeld  *meld)
{
  return meld->rank != CN_RANK_THREE && meld->n >= s->rules->canasta_size;
}

int
cn_state_canastas (const CnState *s,
                   int            side)
{
  int n = 0;

  for (int i = 0; i < s->n_melds[side]; i++)
    if (cn_meld_is_canasta (s, &s->melds[side][i]))
      n++;
  return n;
}

int
cn_state_partner (const CnState *s,
                  int            seat)
{
  if (cn_state_seats_per_side (s) < 2)
    return -1;
  return (seat + s->n_sides) % s->n_players;
}

int
cn_state_actor (const CnState *s)
{
  if (s->phase == CN_PHASE_ASKING)
    return cn_state_partner (s, s->turn);
  if (s->phase == CN_PHASE_CUT)
    return cn_state_cutter (s);
  return s->turn;
}

int
cn_state_hand_cards (const CnState *s,
                     int            seat,
                     CnCard        *out)
{
  int n = 0;

  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < s->hand[seat][k]; c++)
      out[n++] = (CnCard) k;
  return n;
}

int
cn_find_meld (const CnState *s,
              int            side,
              int            rank)
{
  for (int i = 0; i < s->n_melds[side]; i++)
    if (s->melds[side][i].rank == rank && !s->melds[side][i].closed)
      return i;
  return -1;
}

/* ----------------------------------------------------------- invariants */

/* Where canastas close: a meld closes exactly at the canasta size, and the
 * closed canastas of one rank are numbered 1, 2, 3 in the order they
 * closed. */
static gboolean
check_closed (const CnState  *s,
              int             side,
              int             m,
              GError        **error)
{
  const CnMeld *meld = &s->melds[side][m];
  int size = s->rules->canasta_size;

  if (!s->rules->canasta_closes || meld->rank == CN_RANK_THREE)
    {
      if (meld->closed)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d meld %d is closed", side, m);
          return FALSE;
        }
      return TRUE;
    }
  if (meld->n > size || (meld->n == size) != (meld->closed != 0))
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                   "side %d meld %d: %d cards, %s; canastas close at %d", side, m, meld->n,
                   meld->closed ? "closed" : "open", size);
      return FALSE;
    }
  if (meld->closed)
    {
      int closed = 0, below = 0, twins = 0;

      for (int i = 0; i < s->n_melds[side]; i++)
        {
          const CnMeld *other = &s->melds[side][i];

          if (other->rank != meld->rank || !other->closed)
            continue;
          closed++;
          below += other->closed < meld->closed;
          twins += i != m && other->closed == meld->closed;
        }
      if (meld->closed > closed || below != meld->closed - 1 || twins > 0)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                       "side %d meld %d: closed as canasta %d of its rank, out of order",
                       side, m, meld->closed);
          return FALSE;
        }
    }
  return TRUE;
}

/* The marks of the cut and the pozo, and the phases that go with them. */
static gboolean
check_round_marks (const CnState  *s,
                   GError        **error)
{
  if (s->moda != 0 && !cn_rank_is_natural (s->moda))
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "the canasta de moda is not a natural rank");
      return FALSE;
    }
  if (s->exact_cut_side != CN_NO_SIDE && s->exact_cut_side >= s->n_sides)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "the exact cut names side %d",
                   s->exact_cut_side);
      return FALSE;
    }
  if (s->premiado_taken >> s->n_sides)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "a premiado pozo taken by a side that does "
                   "not exist");
      return FALSE;
    }
  if (s->pozo_down > s->pile_n)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "%d face-down cards in a pozo of %d",
                   s->pozo_down, s->pile_n);
      return FALSE;
    }
  if (s->last_turn && s->stock_n > 0 && s->phase != CN_PHASE_ROUND_OVER)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "a last turn with cards in the stock");
      return FALSE;
    }
  if (s->phase == CN_PHASE_CUT)
    {
      if (!s->rules->cut_deal)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "%s has no cut", s->rules->id);
          return FALSE;
        }
      for (int seat = 0; seat < s->n_players; seat++)
        if (s->hand_n[seat] > 0)
          {
            g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "seat %d holds cards before the cut",
                         seat);
            return FALSE;
          }
      for (int side = 0; side < s->n_sides; side++)
        if (s->n_melds[side] > 0 || s->n_red_threes[side] > 0)
          {
            g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d has cards on the table "
                         "before the cut", side);
            return FALSE;
          }
      if (s->pile_n > 0 || s->stock_n < 2)
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "before the cut every card is in the "
                       "pack");
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
cn_state_check_invariants (const CnState  *s,
                           GError        **error)
{
  int counts[CN_N_KINDS] = { 0 };
  int freezers = 0;
  char buf[4];

  for (int seat = 0; seat < s->n_players; seat++)
    {
      int total = 0;

      for (int k = 0; k < CN_N_KINDS; k++)
        {
          counts[k] += s->hand[seat][k];
          total += s->hand[seat][k];
        }
      if (total != s->hand_n[seat])
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "seat %d: hand count %d, holds %d",
                       seat, s->hand_n[seat], total);
          return FALSE;
        }
      if ((s->had_turn & CN_SEAT_BIT (seat)) &&
          (s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS)] ||
           s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_DIAMONDS)]) &&
          !(s->phase == CN_PHASE_DRAW && seat == s->turn))
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "seat %d holds a red three after its turn",
                       seat);
          return FALSE;
        }
    }
  for (int i = 0; i < s->stock_n; i++)
    counts[s->stock[i]]++;
  for (int i = 0; i < s->pile_n; i++)
    {
      counts[s->pile[i]]++;
      if (i >= s->pozo_down && cn_is_freezer (s->rules, s->pile[i]))
        freezers++;
    }
  if (freezers != s->pile_freezers)
    {
      g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "pile freezer count %d, holds %d",
                   s->pile_freezers, freezers);
      return FALSE;
    }
  for (int side = 0; side < s->n_sides; side++)
    {
      for (int i = 0; i < s->n_red_threes[side]; i++)
        {
          if (!cn_card_is_red_three (s->red_threes[side][i]))
            {
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d: %s among red threes",
                           side, cn_card_to_string (s->red_threes[side][i], buf));
              return FALSE;
            }
          counts[s->red_threes[side][i]]++;
        }
      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];
          int naturals = 0, wilds = 0;
          int a, b;

          for (int i = 0; i < meld->n; i++)
            {
              CnCard card = meld->cards[i];

              if (!cn_card_valid (card))
                {
                  g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d meld %d: not a card",
                               side, m);
                  return FALSE;
                }
              counts[card]++;
              if (cn_card_is_wild (card))
                wilds++;
              else if ((int) cn_card_rank (card) == meld->rank && !cn_card_is_red_three (card))
                naturals++;
              else
                {
                  g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d meld of %s holds %s",
                               side, cn_rank_to_string (meld->rank),
                               cn_card_to_string (card, buf));
                  return FALSE;
                }
            }
          if (wilds != meld->n_wild ||
              cn_meld_shape (s->rules, meld->rank, naturals, wilds, &a, &b) != CN_OK)
            {
              g_set_error (error, CN_ERROR, CN_ERROR_INVALID, "side %d meld %d is not valid",
                           side, m);
              return FALSE;
            }
          if (!check_closed (s, side, m, error))
            return FALSE;
        }
    }

  for (int k = 0; k < CN_N_KINDS; k++)
    {
      int copies = cn_rules_copies (s->rules, k);

      if (counts[k] > copies || (s->full_deck && counts[k] != copies))
        {
          g_set_error (error, CN_ERROR, CN_ERROR_INVALID,
                       "%d copies of %s on the table; the decks hold %d",
                       counts[k], cn_card_to_string (k, buf), copies);
          return FALSE;
        }
    }
  return check_round_marks (s, error);
}
