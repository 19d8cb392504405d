/* canasta-messages.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cn-state.h"
#include "canasta-enums.h"

G_BEGIN_DECLS

/* The player-facing, translated explanation of a refused move, built from
 * the verdict's stable code and numbers ("Your melds count 35 of the 50
 * your side needs to open"). Never NULL; "" for CN_OK. */
char        *canasta_verdict_message (const CnVerdict *verdict);
/* The same in the words of the rules played: the uruguayan pozo is never
 * called a pile. rules may be NULL. */
char        *canasta_verdict_message_for (const CnVerdict *verdict,
                                          const CnRules   *rules);
/* The same for the table, where a player with no partner (one against
 * one) reads "you" where partners read "your side". */
char        *canasta_verdict_message_for_table (const CnVerdict *verdict,
                                                const CnRules   *rules,
                                                gboolean         alone);
/* The same told about a player rather than to the reader, for the rules
 * help's examples, where the one who moves is a character of the story:
 * "Rosa’s side has 0 clean and 2 dirty". Every code has a form that says
 * neither "you" nor "your"; player is the name. alone: the player has no
 * partner (one against one, or each for themselves), and the sentence
 * speaks of the player's melds rather than a side's. */
char        *canasta_verdict_message_about (const CnVerdict *verdict,
                                            const CnRules   *rules,
                                            const char      *player,
                                            gboolean         alone);
/* A rank in the plural as it reads inside a sentence: "kings", "aces",
 * "black threes", "wild cards". */
/* The same standing alone, at the start of a label: "Kings", "Black threes". */
/* The round summary's name of a scoring line, in the variant's words. */
const char  *canasta_line_label      (CnVariant        variant,
                                      CnLine           line);
/* The same for the values the sides wrote on the line: the uruguayan
 * canastilla line says "Canastilla" or "Canastón" when every side that
 * earned it earned that one. */
const char  *canasta_line_label_for  (const CnRules   *rules,
                                      CnLine           line,
                                      const int       *values,
                                      int              n_values);
/* "Round 3", or "Round 3 of 4" in a game of fixed_rounds rounds (0: a game
 * to the target), "Round 5 (to break the tie)" after them. */
char        *canasta_round_label     (int              round,
                                      int              fixed_rounds);

G_END_DECLS
