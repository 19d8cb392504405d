/* cn-closing.c: canastas by kind, and what going out needs of them
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

/* Most variants count canastas to go out (the seating's canastas_needed).
 * A variant with close_needs_clean_and_dirty (source 001) asks for kinds:
 * a side with any wild card in its melds plays a dirty game and closes with
 * at least one clean and one dirty canasta; a side with none plays a clean
 * game and closes with at least two clean ones. The wild canastas of seven
 * twos and of six jokers and a two are clean canastas, though their wilds
 * make the game dirty (our decision: doc/rules-decisions.md, "uruguayan");
 * the mixed wild canasta is dirty. */

CnCanastaKind
cn_wild_canasta_kind (const CnRules *rules,
                      int            jokers,
                      int            twos)
{
  if (jokers == 0 && twos > 0)
    return CN_CANASTA_CLEAN;
  if (jokers >= rules->decks * rules->jokers_per_deck)
    return CN_CANASTA_CLEAN;
  return CN_CANASTA_DIRTY;
}

CnCanastaKind
cn_canasta_kind (const CnState *s,
                 const CnMeld  *meld)
{
  int jokers = 0;

  if (!cn_meld_is_canasta (s, meld))
    return CN_CANASTA_NONE;
  if (meld->rank != CN_RANK_JOKER)
    return meld->n_wild == 0 ? CN_CANASTA_CLEAN : CN_CANASTA_DIRTY;
  for (int i = 0; i < meld->n; i++)
    if (meld->cards[i] == CN_CARD_JOKER)
      jokers++;
  return cn_wild_canasta_kind (s->rules, jokers, meld->n - jokers);
}

void
cn_state_canasta_kinds (const CnState *s,
                        int            side,
                        int           *clean,
                        int           *dirty,
                        gboolean      *wild_on_table)
{
  *clean = *dirty = 0;
  *wild_on_table = FALSE;
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      if (meld->n_wild > 0)
        *wild_on_table = TRUE;
      switch (cn_canasta_kind (s, meld))
        {
        case CN_CANASTA_CLEAN:
          (*clean)++;
          break;
        case CN_CANASTA_DIRTY:
          (*dirty)++;
          break;
        case CN_CANASTA_NONE:
        default:
          break;
        }
    }
}

gboolean
cn_state_canasta_clean (const CnState *s,
                        const CnMeld  *meld)
{
  /* Without the kinds (italian) a canasta of wild cards is the dirty one. */
  if (meld->rank == CN_RANK_JOKER && !s->rules->close_needs_clean_and_dirty)
    return FALSE;
  return cn_canasta_kind (s, meld) == CN_CANASTA_CLEAN;
}

gboolean
cn_state_side_can_close (const CnState *s,
                         int            side)
{
  int clean, dirty;
  gboolean wild_on_table;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild_on_table);
  return cn_closing_kinds_met (s, cn_state_canastas (s, side), clean, dirty, wild_on_table);
}

gboolean
cn_closing_kinds_met (const CnState *s,
                      int            canastas,
                      int            clean,
                      int            dirty,
                      gboolean       wild_on_table)
{
  if (!s->rules->close_needs_clean_and_dirty)
    return canastas >= s->canastas_needed;
  if (wild_on_table)
    return clean >= 1 && dirty >= 1;
  return clean >= 2;
}

int
cn_next_close_order (const CnState *s,
                     int            side,
                     int            rank)
{
  int order = 1;

  for (int i = 0; i < s->n_melds[side]; i++)
    if (s->melds[side][i].rank == rank && s->melds[side][i].closed)
      order++;
  return order;
}

/* The fewest unknown cards (drawn, or taken with the pile) that would
 * complete one more canasta, as a clean one and as a dirty one, for each
 * meld of the side and each natural rank it could start from the hand.
 * Generous on purpose: the hand's wild cards serve every dirty candidate,
 * and an unknown card may be anything. */
typedef struct
{
  int clean[2];   /* the two cheapest candidates */
  int dirty[2];
  int any[CN_MAX_MELDS + CN_N_RANKS];
  int n_any;
} CloseCosts;

static void
keep_two (int *best,
          int  cost)
{
  if (cost < best[0])
    {
      best[1] = best[0];
      best[0] = cost;
    }
  else if (cost < best[1])
    best[1] = cost;
}

static void
add_candidate (CloseCosts *c,
               int         clean,
               int         dirty)
{
  keep_two (c->clean, clean);
  keep_two (c->dirty, dirty);
  c->any[c->n_any++] = MIN (clean, dirty);
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* Whether the side's canastas for going out are there, or could be
 * completed from the hand and up to unknown cards of any kind to come. */
static gboolean
canastas_within (const CnState *s,
                 int            unknown)
{
  const int size = s->rules->canasta_size;
  const int never = 1000;
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int nat[CN_N_RANKS] = { 0 };
  gboolean has_meld[CN_N_RANKS] = { FALSE };
  int wilds = 0, clean, dirty;
  gboolean wild_on_table;
  CloseCosts c = { { never, never }, { never, never }, { 0 }, 0 };

  if (cn_state_side_can_close (s, side))
    return TRUE;

  for (int card = 0; card < CN_N_KINDS; card++)
    {
      if (s->hand[seat][card] == 0)
        continue;
      if (cn_card_is_wild ((CnCard) card))
        wilds += s->hand[seat][card];
      else if (cn_card_is_natural ((CnCard) card))
        nat[cn_card_rank ((CnCard) card)] += s->hand[seat][card];
    }
  for (int i = 0; i < s->n_melds[side]; i++)
    has_meld[s->melds[side][i].rank] = TRUE;

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];
      int need = size - meld->n;

      if (cn_meld_is_canasta (s, meld) || meld->rank == CN_RANK_THREE)
        continue;
      if (meld->rank == CN_RANK_JOKER)
        {
          /* Wild cards only: clean or dirty by their mix, both allowed. */
          int cost = MAX (0, need - wilds);

          add_candidate (&c, cost, cost);
          continue;
        }
      add_candidate (&c,
                     meld->n_wild > 0 ? never : MAX (0, need - nat[meld->rank]),
                     meld->n_wild > 0 || wilds > 0 ? MAX (0, need - nat[meld->rank] - wilds)
                                                   : MAX (1, need - nat[meld->rank]));
    }

  /* New melds: from the hand's naturals of a rank, or from nothing. */
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    if (cn_rank_is_natural ((CnRank) rank) && nat[rank] > 0 && !has_meld[rank])
      add_candidate (&c, MAX (0, size - nat[rank]),
                     wilds > 0 ? MAX (0, size - nat[rank] - wilds) : MAX (1, size - nat[rank]));
  add_candidate (&c, size, wilds > 0 ? MAX (0, size - wilds) : size);

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild_on_table);

  if (!s->rules->close_needs_clean_and_dirty)
    {
      int missing = s->canastas_needed - cn_state_canastas (s, side);
      int cost = 0;

      qsort (c.any, c.n_any, sizeof (int), compare_ints);
      for (int i = 0; i < missing && i < c.n_any; i++)
        cost += c.any[i];
      return missing <= c.n_any && cost <= unknown;
    }

  {
    /* A dirty game: one clean and one dirty canasta (a candidate serves one
     * of them); a clean game: two clean ones. */
    int dirty_game = never, clean_game = never;

    if (clean >= 1 && dirty >= 1)
      dirty_game = 0;
    else if (clean >= 1)
      dirty_game = c.dirty[0];
    else if (dirty >= 1)
      dirty_game = c.clean[0];
    else
      /* Generous: the cheapest two may be one candidate counted twice. */
      dirty_game = c.clean[0] + c.dirty[0];

    if (clean >= 2)
      clean_game = 0;
    else if (clean == 1)
      clean_game = c.clean[0];
    else
      clean_game = c.clean[0] + c.clean[1];

    return MIN (dirty_game, clean_game) <= unknown;
  }
}

/* The pile can be taken now, with the take a player naming no cards
 * means (cn_take_choice). */
static gboolean
pile_takeable (const CnState *s)
{
  CnMove move = { .kind = CN_MOVE_TAKE_PILE, .seat = s->turn };
  CnVerdict verdict;

  return cn_take_choice (s, &move, &verdict) && cn_check (s, &move, &verdict);
}

gboolean
cn_state_asking_can_matter (const CnState *s)
{
  g_return_val_if_fail (s != NULL, FALSE);

  if (s->phase == CN_PHASE_PLAY)
    return cn_state_can_go_out (s);
  if (s->phase != CN_PHASE_DRAW || !s->rules->ask_before_draw || s->answer != CN_ANSWER_NONE)
    return FALSE;

  /* Asking before the draw binds before the cards are seen; it helps a
   * player who means to take the pile and close with it (no question may
   * follow a take), never one who draws from the stock, who may ask once
   * the cards are in hand. So the stock's cards are not counted: only the
   * hand's, and the pile's when it can be taken now. */
  if (canastas_within (s, 0))
    return TRUE;
  return pile_takeable (s) && canastas_within (s, s->pile_n);
}
