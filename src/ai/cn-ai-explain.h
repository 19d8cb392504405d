/* cn-ai-explain.h: why a move is a good one, from the seat's view
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"

G_BEGIN_DECLS

/* The reason a hint gives for its move. The words are the app's; the
 * numbers and the rank come with each reason. */
typedef enum
{
  CN_WHY_NONE,
  CN_WHY_PILE_UNTAKEABLE,     /* draw: the pile cannot be taken now */
  CN_WHY_PILE_SMALL,          /* draw: nums[0] cards in the pile, not worth breaking the hand */
  CN_WHY_PILE_BIG,            /* take: nums[0] cards come with the pile */
  CN_WHY_OPENS,               /* meld: reaches the opening, nums[0] of nums[1] points */
  CN_WHY_OPENING_PART,        /* meld: part of the opening, nums[0] of nums[1] points so far */
  CN_WHY_CANASTA,             /* meld or lay-off: completes a canasta of rank */
  CN_WHY_GROWS,               /* lay-off: the meld of rank reaches nums[0] of nums[1] cards */
  CN_WHY_ON_CANASTA,          /* lay-off onto a canasta of rank already made: nums[0] points
                               * go on the table instead of counting against the hand */
  CN_WHY_SPOILS_CANASTA,      /* lay-off of a wild onto a natural canasta of rank to go out:
                               * it scores as mixed from then on, nums[0] points less */
  CN_WHY_NEW_MELD,            /* meld: starts a meld of rank, nums[0] points on the table */
  CN_WHY_BLACK_THREE,         /* discard: the next player cannot take the pile over it */
  CN_WHY_SAFE,                /* discard: nums[0] of the nums[1] cards of rank are in sight,
                               * so the next player cannot hold the pair it would need */
  CN_WHY_KEEPS_PAIR,          /* discard: keeps the pair of rank to take the pile with */
  CN_WHY_UNCOLLECTED,         /* discard: a single card of a rank no side collects */
  CN_WHY_LEAST_USEFUL,        /* discard: the card the hand needs least */
  CN_WHY_CAN_GO_OUT,          /* ask: going out this turn is possible */
  CN_WHY_PARTNER_READY,       /* answer yes: the asker can go out */
  CN_WHY_PARTNER_NOT_READY,   /* answer no */
  CN_WHY_GOES_OUT,            /* discard: the last card of the hand, the round ends */
  CN_WHY_KEEPS_HAND,          /* discard: alone on its side and short of canastas, the seat
                               * keeps nums[0] cards in hand rather than meld */
  CN_WHY_EVERY_DISCARD_FEEDS, /* discard: every card the seat could discard lets the next
                               * player take the pile (nums[0] cards); this one costs least */
} CnWhy;

typedef struct
{
  CnWhy why;
  int   rank;
  int   nums[2];
} CnAiReason;

/* Explains move, chosen for the seat that acts in state, from what that
 * seat may know (its hand, the table, what memory saw); nothing of the
 * other hands or the stock is read. */
void cn_ai_explain (const CnState    *state,
                    const CnAiMemory *memory,
                    const CnMove     *move,
                    CnAiReason       *out);

G_END_DECLS
