/* cn-move.h: a move, and building one from a seat's hand
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>
#include <string.h>

#include "cn-card.h"
#include "cn-limits.h"
#include "cn-verdict.h"

G_BEGIN_DECLS

/* Defined in cn-state.h, which includes this header. */
typedef struct _CnState CnState;

typedef enum
{
  CN_MOVE_DRAW,
  CN_MOVE_TAKE_PILE,       /* cards: the hand cards melded with the top card; none: lay off */
  CN_MOVE_MELD,            /* cards: a new meld (merged with the side's meld of that rank) */
  CN_MOVE_ADD,             /* rank + cards: lay off on the side's meld of rank */
  CN_MOVE_DISCARD,         /* cards[0] */
  CN_MOVE_ASK_GO_OUT,
  CN_MOVE_ANSWER_GO_OUT,   /* yes */
  CN_MOVE_CUT,             /* cut: the cards the cutter lifts (variants with cut_deal) */
  CN_N_MOVE_KINDS,
} CnMoveKind;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t rank;
  uint8_t yes;
  uint8_t meld;            /* CN_MOVE_ADD: 1 + the meld's index in the side's list; 0 names
                            * the side's one unfinished meld of rank */
  uint8_t cut;             /* CN_MOVE_CUT: how many cards the cutter lifts */
  uint8_t n;
  uint8_t cards[CN_MOVE_CAP];
} CnMove;

/* The meld an add names by index, or -1 when it names it by rank. */
static inline int
cn_move_meld_index (const CnMove *move)
{
  return move->meld > 0 ? move->meld - 1 : -1;
}

static inline void
cn_move_set_meld_index (CnMove *move,
                        int     index)
{
  move->meld = (uint8_t) (index + 1);
}

typedef struct
{
  int    n;
  gboolean truncated;
  CnMove moves[CN_MAX_LEGAL];
} CnMoveList;

/* Building moves from the cards a seat holds, for the legal-move list and
 * the computer players alike. Suits never matter to the rules, so the
 * cards of a rank are taken from the hand in a fixed suit order (clubs
 * first), which is the order cn_move_canonical() gives a move. */

/* An empty move of kind by seat. */
static inline void
cn_move_start (CnMove     *move,
               CnMoveKind  kind,
               int         seat)
{
  memset (move, 0, sizeof *move);
  move->kind = kind;
  move->seat = seat;
}

/* Discarding card. */
static inline void
cn_move_discard (CnMove *move,
                 int     seat,
                 CnCard  card)
{
  cn_move_start (move, CN_MOVE_DISCARD, seat);
  move->n = 1;
  move->cards[0] = card;
}

/* The move of kind with naturals cards of rank, then black_threes black
 * threes, twos twos and jokers jokers from seat's hand: as many of each
 * as the hand holds. An add names its meld by rank (set an index after). */
void     cn_move_build     (const CnState *state,
                            CnMoveKind     kind,
                            int            seat,
                            int            rank,
                            int            naturals,
                            int            twos,
                            int            jokers,
                            int            black_threes,
                            CnMove        *move);
/* Appends up to count cards of rank (the twos for CN_RANK_TWO, the
 * jokers for CN_RANK_JOKER) that seat holds beyond those already in the
 * move, within CN_MOVE_CAP. Returns how many it appended. */
int      cn_move_append    (const CnState *state,
                            int            seat,
                            int            rank,
                            int            count,
                            CnMove        *move);

void     cn_legal_moves  (const CnState   *state,
                          CnMoveList      *out);
/* The take of the pile a player who names no cards means: the legal take
 * with the fewest cards from the hand and no wild card (laying the top card
 * off, or a natural pair of its rank). FALSE with the verdict when there is
 * none: TAKE_NEEDS_WILD when every legal take spends a wild card, else the
 * engine's reason for the take with the naturals the rule asks for. */
gboolean cn_take_choice  (const CnState   *state,
                          CnMove          *move,
                          CnVerdict       *verdict);
/* The canonical form of a move: cards sorted, same-rank cards of equal
 * effect put in the order cn_legal_moves uses. */
void     cn_move_canonical (const CnState *state,
                            const CnMove  *move,
                            CnMove        *out);
gboolean cn_move_equal     (const CnMove  *a,
                            const CnMove  *b);
char    *cn_move_to_string (const CnMove  *move);

G_END_DECLS
