/* cn-view.h: a seat's view of a position as JSON, both ways
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* What one seat may know of a position, as the bot protocol and network
 * play send it (doc/development.md, "The bot protocol"; doc/protocol.md):
 * the scenario form with the other hands and the stock as card counts and
 * without the generator, plus "seat", "known" (cards known to be in other
 * hands) and "discarded" (ranks each seat threw away this round). */
JsonNode *cn_view_to_json   (const CnAiView *view);

/* Reads a view: the position (with the hidden places filled by cards the
 * seat has not seen) into state, and what the seat saw into memory, which
 * is initialised from seed. FALSE with a message naming the problem when
 * the view is not a valid one, or not the acting seat's. */
gboolean  cn_view_read      (JsonNode       *node,
                             uint64_t        seed,
                             CnState        *state,
                             CnAiMemory     *memory,
                             GError        **error);

/* The same for any seat's view, whether it acts or not (a remote table
 * shows every view it is sent): the seat into seat. */
gboolean  cn_view_read_table (JsonNode      *node,
                              uint64_t       seed,
                              CnState       *state,
                              CnAiMemory    *memory,
                              int           *seat,
                              GError       **error);

/* Reads a move in the scenario's move form, as made in state. */
gboolean  cn_view_read_move (const CnState  *state,
                             JsonNode       *node,
                             CnMove         *move,
                             GError        **error);

G_END_DECLS
