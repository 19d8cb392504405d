/* cn-score.h: a round's score sheet, line by line
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cn-limits.h"
#include "cn-rules.h"

G_BEGIN_DECLS

typedef enum
{
  CN_LINE_MELDS,
  CN_LINE_HANDS,
  CN_LINE_NATURAL_CANASTAS,
  CN_LINE_MIXED_CANASTAS,
  CN_LINE_WILD_CANASTAS,
  CN_LINE_RED_THREES,
  CN_LINE_GOING_OUT,
  CN_LINE_CONCEALED,
  CN_LINE_BLACK_THREES,
  CN_LINE_CANASTILLA,
  CN_LINE_EXACT_CUT,
  CN_LINE_CLEAN_GAME,
  CN_LINE_ACE_CANASTAS,      /* where aces have their own bonus: ace canastas, not in the
                              * natural and mixed lines */
  CN_LINE_MODA,              /* the canasta de moda's bonus once more */
  CN_LINE_DOUBLE_CANASTAS,   /* a second canasta of a rank: its bonus once more */
  CN_LINE_TRIPLE_CANASTAS,   /* a third canasta of a rank: its bonus twice more */
  CN_N_LINES,
} CnLine;

/* The score sheet of source 001 writes two lines per side: the base (every
 * canasta bonus and premio) and the cards (melded cards less the cards in
 * hand). base + cards == total. */
typedef struct
{
  int lines[CN_N_LINES];
  int total;
  int natural_canastas;
  int mixed_canastas;
  int base;
  int cards;
} CnSideScore;

typedef struct
{
  int         n_sides;
  CnSideScore sides[CN_MAX_SIDES];
} CnRoundScore;

/* "natural-canastas" */
const char *cn_line_name      (CnLine         line);
/* Whether a line belongs to the cards (melded and held cards) rather than
 * to the base (canasta bonuses and premios). */
gboolean    cn_line_is_cards  (CnLine         line);
/* Whether the variant ever scores this line (the summary shows those). */
gboolean    cn_rules_has_line (const CnRules *rules,
                               CnLine         line);

G_END_DECLS
