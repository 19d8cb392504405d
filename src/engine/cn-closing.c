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
 * make the game dirty (our decision, RULES.md); the mixed wild canasta is
 * dirty. */

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
