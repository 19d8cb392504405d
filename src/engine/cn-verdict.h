/* cn-verdict.h: the engine's answer to a move: a code and its numbers
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  CN_OK,
  CN_ERR_ROUND_OVER,
  CN_ERR_NOT_YOUR_TURN,
  CN_ERR_MUST_DRAW_FIRST,
  CN_ERR_ALREADY_DRAWN,
  CN_ERR_AWAITING_ANSWER,
  CN_ERR_NOT_IN_HAND,
  CN_ERR_BAD_MOVE,
  CN_ERR_STOCK_EMPTY,
  CN_ERR_PILE_EMPTY,
  CN_ERR_PILE_BLOCKED,
  CN_ERR_PILE_FROZEN,
  CN_ERR_PILE_FROZEN_UNOPENED,
  CN_ERR_PILE_TOP_UNUSABLE,
  CN_ERR_PILE_PENDING,
  CN_ERR_MELD_TOO_SMALL,
  CN_ERR_MELD_MIXED_RANKS,
  CN_ERR_MELD_TOO_FEW_NATURALS,
  CN_ERR_MELD_TOO_MANY_WILDS,
  CN_ERR_MELD_WILDS_OUTNUMBER,
  CN_ERR_MELD_TOO_LARGE,
  CN_ERR_MELD_CLOSED,
  CN_ERR_MELD_RED_THREE,
  CN_ERR_NO_MELD_OF_RANK,
  CN_ERR_BLACK_THREES_NOT_OUT,
  CN_ERR_BLACK_THREES_WILD,
  CN_ERR_BLACK_THREES_LAST,
  CN_ERR_WILD_MELD,
  CN_ERR_OPENING_BELOW_MINIMUM,
  CN_ERR_OPENING_UNREACHABLE,
  CN_ERR_GO_OUT_NEEDS_CANASTAS,
  CN_ERR_PARTNER_SAID_NO,
  CN_ERR_MUST_GO_OUT,
  CN_ERR_NO_WAY_TO_END_TURN,
  CN_ERR_GO_OUT_MUST_DISCARD,
  CN_ERR_NO_PARTNER,
  CN_ERR_ALREADY_ASKED,
  CN_ERR_ASK_AFTER_MELD,
  CN_ERR_ASK_REQUIRED,
  CN_ERR_CANNOT_GO_OUT,
  CN_ERR_NOT_ASKED,
  CN_ERR_BLACK_THREE_TAKE_NOT_OUT,
  CN_ERR_MUST_CUT,
  CN_ERR_NO_CUT_NOW,
  CN_ERR_CUT_OUT_OF_RANGE,
  CN_ERR_POZO_NEEDS_PAIR,
  CN_ERR_POZO_PREMIADO,
  CN_ERR_POZO_OPENING_FIRST,
  CN_ERR_WILD_MELD_PREMIADO,
  CN_ERR_WILD_MELD_NATURAL,
  CN_ERR_NO_SUCH_MELD,
  CN_ERR_MELD_AMBIGUOUS,
  CN_ERR_CLOSE_CLEAN_AND_DIRTY,
  CN_ERR_CLOSE_TWO_CLEAN,
  CN_ERR_STOCK_OUT_NO_CLOSE,
  CN_ERR_TAKE_NEEDS_WILD,
  CN_ERR_LAST_CARD_WOULD_GO_OUT,
  CN_N_CODES,
} CnCode;

#define CN_VERDICT_NUMS 4

/* What a verdict's numbers mean, by code (unlisted codes carry none):
 *   NOT_YOUR_TURN, AWAITING_ANSWER  [0] the seat that acts now, [1] the seat that tried
 *   NOT_IN_HAND                     [0] the card
 *   PILE_BLOCKED                    [0] the top card
 *   PILE_FROZEN, PILE_FROZEN_UNOPENED [0] naturals offered, [1] the top card's rank
 *   PILE_TOP_UNUSABLE, NO_MELD_OF_RANK, MELD_CLOSED  [0] the rank
 *   MELD_TOO_SMALL, MELD_TOO_LARGE  [0] cards the meld would have, [1] the limit
 *   MELD_TOO_FEW_NATURALS           [0] naturals, [1] naturals needed
 *   MELD_TOO_MANY_WILDS             [0] wilds, [1] the most allowed
 *   MELD_WILDS_OUTNUMBER            [0] wilds, [1] naturals
 *   MELD_MIXED_RANKS                [0] one rank, [1] the other
 *   MELD_RED_THREE                  [0] the card
 *   BLACK_THREES_NOT_OUT            [0] cards that would stay in hand
 *   OPENING_BELOW_MINIMUM, PILE_PENDING  [0] points melded this turn, [1] the minimum
 *   OPENING_UNREACHABLE             [0] the most this turn can reach, [1] the minimum
 *   GO_OUT_NEEDS_CANASTAS, CANNOT_GO_OUT  [0] the side's canastas, [1] canastas needed
 *   NO_WAY_TO_END_TURN              [0] cards left, [1] canastas, [2] canastas needed
 *   BLACK_THREE_TAKE_NOT_OUT        [0] cards left in hand, [1] canastas, [2] canastas needed
 *   CUT_OUT_OF_RANGE                [0] cards lifted, [1] the fewest, [2] the most allowed
 *   POZO_NEEDS_PAIR, POZO_PREMIADO  [0] naturals named, [1] naturals needed, [2] the top
 *                                   card's rank, [3] wilds named
 *   POZO_OPENING_FIRST              [0] the most the other cards can meld toward the
 *                                   opening this turn, [1] the minimum
 *   WILD_MELD_NATURAL               [0] the natural's rank
 *   NO_SUCH_MELD                    [0] the index named, [1] melds the side has
 *   MELD_AMBIGUOUS                  [0] the rank, [1] the side's unfinished melds of it
 *   CLOSE_CLEAN_AND_DIRTY, CLOSE_TWO_CLEAN  [0] clean canastas, [1] dirty canastas
 *   TAKE_NEEDS_WILD                 [0] naturals and [1] wilds of the smallest legal
 *                                   take, [2] the top card's rank
 *   ALREADY_DRAWN                   [0] 1 when the turn took the pile, 0 when it drew
 *   LAST_CARD_WOULD_GO_OUT          [0] and [1] the numbers of the refusal going out
 *                                   would meet, [2] that refusal's code
 *                                   (GO_OUT_NEEDS_CANASTAS or CLOSE_*)
 * Shape codes (MELD_*, BLACK_THREES_WILD) carry the meld's rank in [2]. */

typedef struct
{
  CnCode      code;
  int         nums[CN_VERDICT_NUMS];
} CnVerdict;

/* "pile-frozen": the stable code name. */
const char *cn_code_name     (CnCode code);
/* The rules section the refusal comes from ("pile", "opening", ...), the
 * same ids the help pane uses for its sections. */
const char *cn_code_section  (CnCode code);
/* A plain English explanation for logs and the referee (the app builds
 * its own translated text from the code and numbers). */
char       *cn_verdict_describe (const CnVerdict *verdict);

G_END_DECLS
