/* scenario-expect.h: a scenario file's "expect" against the referee's answer
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-state.h"

G_BEGIN_DECLS

/* Compares a scenario's "expect" object with what cn_referee_run()
 * answered (output) and the position it left (final):
 *
 *   "results":    one entry per move, true or the expected refusal code
 *   "round_over": optional bool
 *   "scores":     optional, per side: "total", "base", "cards" and/or a
 *                 subset of "lines"
 *   "state":      optional checks on the final position: "hand_sizes",
 *                 "stock_n", "pile_n", "opened", "pile_state", "phase",
 *                 "turn", "red_threes" (count per side), "meld_sizes" (per
 *                 side, rank -> cards), "melds_n" (melds per side), "moda",
 *                 "exact_cut", "premiado_taken" (as the referee writes them)
 *
 * and checks the final position's invariants, whatever the moves did.
 * Every mismatch is appended to problems (and logged with g_test_message),
 * with the referee's message for each refused move, so that one run
 * reports them all. Used by the scenario tests and the rules help's. */
void scenario_expect_check (JsonObject    *expect,
                            JsonObject    *output,
                            const CnState *final,
                            GString       *problems);

/* The .json files under root, subdirectories included (one per variant:
 * italian/...), as paths relative to root, sorted. */
GPtrArray *scenario_list_files (const char *root);

G_END_DECLS
