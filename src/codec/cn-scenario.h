/* cn-scenario.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-json.h"
#include "cn-position.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* Scenario files: a round position (cn-position.h, the scenario form) plus
 * a list of moves; the format is described in doc/scenarios.md. The loader
 * refuses anything that is not a valid scenario with an error naming the
 * problem and where it is, such as `hands[2][3]: unknown card "ZZ"`. */

/* Limits on what a scenario file may hold, well above any real position,
 * so hostile input is refused before it costs time or memory. */
#define CN_SCENARIO_MAX_BYTES  (8 * 1024 * 1024)
#define CN_SCENARIO_MAX_DEPTH  32
#define CN_SCENARIO_MAX_MOVES  10000

/* Errors are the codec's: CN_CODEC_ERROR_CORRUPT for what is not JSON
 * text (here called a syntax error), CN_CODEC_ERROR_INVALID for JSON that
 * is not a valid scenario; G_FILE_ERROR when the file cannot be read. */
#define CN_SCENARIO_ERROR          CN_CODEC_ERROR
#define CN_SCENARIO_ERROR_SYNTAX   CN_CODEC_ERROR_CORRUPT
#define CN_SCENARIO_ERROR_INVALID  CN_CODEC_ERROR_INVALID

typedef struct
{
  CnState   state;     /* the position before the moves */
  GArray   *moves;     /* CnMove, in file order */
  JsonNode *root;      /* the whole file, for the keys the referee ignores ("expect") */
} CnScenario;

CnScenario *cn_scenario_new_from_data (const char      *data,
                                       gssize           length,
                                       GError         **error);
/* "-" reads standard input. */
CnScenario *cn_scenario_new_from_file (const char      *path,
                                       GError         **error);
void        cn_scenario_free          (CnScenario      *scenario);

/* The "expect" object of the file, or NULL. Borrowed. */
JsonObject *cn_scenario_get_expect    (const CnScenario *scenario);

/* A position in the scenario's own form (plus the informative "pile_state"
 * and "opened"): it reads back as the same position. */
JsonNode   *cn_scenario_state_to_json (const CnState   *state);
/* One move in the scenario's own form. */
JsonNode   *cn_scenario_move_to_json  (const CnMove    *move);
/* Reads one move in that form (a saved game's history holds them too);
 * only its shape and seat are checked against state, not its legality.
 * Errors are CN_CODEC_ERROR_INVALID, with where before the key. */
gboolean    cn_scenario_move_from_json (const CnState  *state,
                                        JsonNode       *node,
                                        const char     *where,
                                        CnMove         *move,
                                        GError        **error);

/* A round score: one object per side with "total" and every line. */
JsonNode   *cn_scenario_score_to_json (const CnRoundScore *score);

/* Plays the scenario's moves in order on a copy of its position and
 * returns the referee's answer: {"results": [...], "state": {...},
 * "round_over": bool, "scores": [...] (when the round is over)}. When
 * final is not NULL it receives the position after the moves. */
JsonNode   *cn_referee_run            (const CnScenario *scenario,
                                       CnState          *final);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnScenario, cn_scenario_free)

G_END_DECLS
