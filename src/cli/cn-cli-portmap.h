/* cn-cli-portmap.h: canasta-cli serve --map-port: the home router asked
 * to forward serve's port
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct _CnCliPortmap CnCliPortmap;

/* Asks the routers to forward port to lan_address and prints a line on
 * standard output each time that changes: {"port_mapping": "mapped",
 * "wan_invite", "external_address", "external_port"} or {"port_mapping":
 * "failed", "error", "lan_address", "port"}. invite is the first table's
 * invitation, whose host and port the wan_invite replaces. */
CnCliPortmap *cn_cli_portmap_new  (const char   *invite,
                                   const char   *lan_address,
                                   guint         port);
void          cn_cli_portmap_free (CnCliPortmap *portmap);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnCliPortmap, cn_cli_portmap_free)

/* cn-cli-net.c: one JSON object on one line of standard output, at once
 * (ends the builder's object). */
void          cn_cli_print_line   (JsonBuilder  *builder);

G_END_DECLS
