/* cn-text-reason.h: why a move is good, and what a move does, in words
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai-explain.h"

G_BEGIN_DECLS

/* How the words fit the table: close says "pozo" and "close" (the
 * uruguayan words) for "pile" and "go out"; alone is one player on a side
 * ("your game", not "your side"). */
typedef struct
{
  gboolean close;
  gboolean alone;
} CnTextTable;

/* Why, in words, as the hint and the review both say it: "it keeps your
 * pair of kings to take the pile". rank_plural is the reason's rank in the
 * plural ("kings"), as the caller names ranks. NULL for CN_WHY_NONE. */
char *cn_text_reason (const CnAiReason  *reason,
                      const char        *rank_plural,
                      const CnTextTable *table);

/* A move as what the player does, to follow "You played" or "Better":
 * "discard the king of spades", "take the pile with the seven of spades
 * and the seven of hearts". cards names the move's cards in a sentence
 * ("the king of spades"), as the caller names cards. */
char *cn_text_move   (const CnMove      *move,
                      const char        *cards,
                      const CnTextTable *table);

/* The hint: the move and, when why is not NULL, its reason. NULL for a
 * move with nothing to say. */
char *cn_text_hint   (const CnMove      *move,
                      const char        *cards,
                      const char        *why,
                      const CnTextTable *table);

G_END_DECLS
