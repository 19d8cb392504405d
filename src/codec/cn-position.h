/* cn-position.h: the one JSON form of a round's position
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-json.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* A position is one JSON object whose keys are listed once, in the table
 * of cn-position.c, each with the one function that reads it and the one
 * that writes it. Scenario files (the referee, the tests, the help
 * examples) and saved games (their "round") both go through it, in one of
 * two forms:
 *
 * - CN_POSITION_SCENARIO: the form people write. "variant", "players" and
 *   "options" are in the object; every key but those and "hands" may be
 *   left out, and what is left out follows from the rest (no melds this
 *   turn, the seat to play has had its turn, ...). Written positions leave
 *   out exactly what reading would give back, and add the informative
 *   "pile_state" and "opened", which reading checks against the cards.
 *   In the draw phase the seat to play begins its turn on reading: red
 *   threes in its hand go down (replaced from the stock), and with no
 *   stock left the round is over.
 * - CN_POSITION_SAVE: the form of a save's "round". Every key of the save
 *   format's version is there and nothing is derived; the variant,
 *   players and options are the save's own (cn_position_read_header on
 *   its top level).
 *
 * Either way a position read back from what was written is the same
 * position (cn_position_equal), for every position the engine can reach,
 * the end of a round included. */

typedef enum
{
  CN_POSITION_SCENARIO,
  CN_POSITION_SAVE,
} CnPositionForm;

/* The save format version whose "round" holds every key of the table
 * (cn-save.c's version 4 writes it too, adding the round's history beside
 * it). Version 1 had an "opened" key of its own meaning, still read;
 * version 3 added the keys of the cut and the pozo. */
#define CN_POSITION_SAVE_VERSION  3

#define CN_POSITION_MAX_SCORE     100000000

/* Reads "variant", "players" and "options" from object. In the scenario
 * form "options" and each option may be left out. */
gboolean    cn_position_read_header   (JsonObject        *object,
                                       const char        *where,
                                       CnPositionForm     form,
                                       const CnRules    **rules,
                                       int               *players,
                                       CnOptions         *options,
                                       GError           **error);
void        cn_position_write_header  (JsonBuilder       *builder,
                                       const CnRules     *rules,
                                       int                players,
                                       const CnOptions   *options,
                                       CnPositionForm     form);

/* Reads a position from object into state.
 * - scenario form: the header too; other_keys (NULL-terminated, may be
 *   NULL) are the keys the caller reads itself ("moves", ...): any key
 *   that is neither is refused.
 * - save form: state must come from cn_state_init_empty with the save's
 *   header; version is the save's format version; other_keys must be NULL.
 * Errors are CN_CODEC_ERROR_INVALID, with where ("round", or "" for a
 * scenario) before the key. On failure state holds nothing useful. */
gboolean    cn_position_read          (JsonObject         *object,
                                       const char         *where,
                                       CnPositionForm      form,
                                       int                 version,
                                       const char * const *other_keys,
                                       CnState            *state,
                                       GError            **error);
/* Adds the position's members to the object builder has open (the header
 * too in the scenario form). */
void        cn_position_write         (JsonBuilder        *builder,
                                       const CnState      *state,
                                       CnPositionForm      form);
/* The position as a new JSON object. */
JsonNode   *cn_position_to_json       (const CnState      *state,
                                       CnPositionForm      form);

/* Whether two positions are the same in everything the rules and the
 * players can tell apart (the count of moves applied is not part of it). */
gboolean    cn_position_equal         (const CnState      *a,
                                       const CnState      *b);

/* Whether key is a key of positions in form (for callers listing keys). */
gboolean    cn_position_has_key       (const char         *key,
                                       CnPositionForm      form);

const char *cn_pile_state_name        (CnPileState        pile_state);

G_END_DECLS
