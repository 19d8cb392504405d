/* cn-net-cut.h: what every player at the table sees of a cut, as the host
 * tells it in the cut's "moved" message
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-event.h"
#include "cn-move.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* The cut's events a player at a real table sees (the cards turned at the
 * cut and where each went, an exact cut, the deal, the red threes of the
 * deal laid down), as a JSON array (doc/protocol.md, "moved"); never a
 * card dealt into a hand or left in the stock. */
JsonNode *cn_net_cut_to_json (const CnEvents *events);

/* Reads them back into events for the cut cutter made on before, with the
 * turn to after's first player last. FALSE when node is not such an array. */
gboolean  cn_net_cut_read    (JsonNode       *node,
                              const CnState  *before,
                              int             cutter,
                              const CnState  *after,
                              CnEvents       *events);

G_END_DECLS
