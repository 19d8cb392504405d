/* cn-text.h: the game's words, one home for each sentence
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C, GLib and gettext, no GTK: the rules help, the model and the
 * widgets say a card, a move, a variant or the table's state through these
 * functions, and tests read them without a display. They take plain facts
 * (a move, a name, a count), never a CnState: whoever knows the game works
 * the facts out, the sentence is written here once.
 */

#pragma once

#include <glib.h>

#include "cn-card.h"
#include "cn-rules.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* ---------------------------------------------------------------- cards */

/* The ways a list of cards is written. */
typedef enum
{
  CN_TEXT_CARDS_ROW,      /* as they lie, for a narrow column: "7♠ 7♥ Joker" */
  CN_TEXT_CARDS_SHORT,    /* listed in a sentence: "9♥, 9♦, Joker" */
  CN_TEXT_CARDS_SPOKEN,   /* for screen readers: "Nine of Hearts, Joker" */
} CnTextCards;

/* A card's name standing alone (tooltips, screen readers): "Queen of
 * Spades"; its short form, as the card shows it: "7♠", "Joker". */
char        *cn_text_card_name          (CnCard        card);
char        *cn_text_card_short         (CnCard        card);
char        *cn_text_cards              (const CnCard *cards,
                                         int           n,
                                         CnTextCards   form);
/* A card's name inside a sentence, with its article and in the case the
 * language writes it there: "the queen of spades", "el seis de picas". */
char        *cn_text_card_sentence_name (CnCard        card);
const char  *cn_text_rank_sentence_name (guint         rank);
/* Cards inside a sentence: "the two of clubs, the joker and the ace of
 * hearts". */
char        *cn_text_card_sentence_list (const CnCard *cards,
                                         int           n);
/* A rank in the plural inside a sentence ("a natural pair of kings"), and
 * standing alone with a capital ("Jacks"). */
char        *cn_text_rank_plural        (guint         rank);
char        *cn_text_rank_plural_title  (guint         rank);

/* ------------------------------------------------------------- variants */

const char  *cn_text_variant_name       (CnVariant     variant);

/* ---------------------------------------------------------------- moves */

/* What a sentence about one move needs to know, worked out by whoever
 * holds the game (the table's model, a help example) from the position
 * before and after the move. */
typedef struct
{
  CnMove      move;
  CnVariant   variant;      /* the uruguayan game closes, and takes the pozo */
  const char *who;          /* the name of the seat that moved (or answered) */
  int         draw_count;   /* a draw: the cards it takes */
  int         red_threes;   /* a draw: red threes it laid down */
  CnCard      pile_top;     /* a take: the top card before it */
  int         pile_n;       /* a take: the cards in the pile before it */
  int         meld_rank;    /* a lay-off: the rank of the meld it goes on */
  gboolean    went_out;     /* the move ended the round by going out */
  int         moda;         /* a cut: the rank de moda */
  CnCard      kept[CN_MAX_CARDS]; /* a cut: the cards the cutter kept */
  int         n_kept;
  gboolean    exact_cut;    /* a cut: it was exact */
} CnTextMove;

void         cn_text_move_clauses       (const CnTextMove *facts,
                                         gboolean          markup,
                                         GPtrArray        *out);
char        *cn_text_move_step          (const CnTextMove *facts,
                                         gboolean          spoken);
char        *cn_text_deal_threes        (const CnCard     *threes,
                                         int               n,
                                         gboolean          markup);
char        *cn_text_history_line       (const char       *who,
                                         GPtrArray        *clauses,
                                         gboolean          markup);

G_END_DECLS
