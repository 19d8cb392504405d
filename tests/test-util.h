/* test-util.h: building positions from card strings in engine tests
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-state.h"

#include <string.h>

static inline int
tu_cards (const char *text,
          CnCard     *out)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  int n = 0;

  for (int i = 0; words[i]; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (!cn_card_parse (words[i], &out[n]))
        g_error ("test: bad card %s", words[i]);
      n++;
    }
  return n;
}

static inline void
tu_hand (CnState    *s,
         int         seat,
         const char *text)
{
  CnCard cards[CN_MAX_CARDS];
  int n = tu_cards (text, cards);

  memset (s->hand[seat], 0, sizeof s->hand[seat]);
  for (int i = 0; i < n; i++)
    s->hand[seat][cards[i]]++;
  s->hand_n[seat] = n;
}

static inline void
tu_meld (CnState    *s,
         int         side,
         const char *text)
{
  CnCard cards[CN_MAX_CARDS];
  int n = tu_cards (text, cards);
  g_autoptr(GError) error = NULL;

  if (!cn_state_add_meld (s, side, cards, n, &error))
    g_error ("test: %s", error->message);
}

/* stock: top card first, as in the scenario files. */
static inline void
tu_stock (CnState    *s,
          const char *text)
{
  CnCard cards[CN_MAX_CARDS];
  int n = tu_cards (text, cards);

  for (int i = 0; i < n; i++)
    s->stock[i] = cards[n - 1 - i];
  s->stock_n = n;
}

/* pile: bottom card first. */
static inline void
tu_pile (CnState    *s,
         const char *text)
{
  s->pile_n = tu_cards (text, s->pile);
}

static inline void
tu_red_threes (CnState    *s,
               int         side,
               const char *text)
{
  s->n_red_threes[side] = tu_cards (text, s->red_threes[side]);
}

static inline void
tu_finish (CnState *s)
{
  g_autoptr(GError) error = NULL;

  if (!cn_state_finish_setup (s, &error))
    g_error ("test: %s", error->message);
}

static inline CnMove
tu_move (int         kind,
         int         seat,
         const char *cards)
{
  CnMove m;

  memset (&m, 0, sizeof m);
  m.kind = kind;
  m.seat = seat;
  if (cards)
    m.n = tu_cards (cards, m.cards);
  return m;
}

/* Applies a move and checks the verdict code. */
static inline void
tu_expect (CnState      *s,
           CnMove        m,
           CnCode        code)
{
  CnVerdict v;
  gboolean ok = cn_apply (s, &m, &v, NULL);

  if (v.code != code || ok != (code == CN_OK))
    {
      g_autofree char *text = cn_move_to_string (&m);
      g_autofree char *why = cn_verdict_describe (&v);

      g_error ("%s: got %s (%s), expected %s", text, cn_code_name (v.code), why,
               cn_code_name (code));
    }
}
