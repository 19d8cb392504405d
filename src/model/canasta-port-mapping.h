/* canasta-port-mapping.h: the home router asked to let players from other
 * homes reach a table this app hosts
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "canasta-enums.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_PORT_MAPPING (canasta_port_mapping_get_type ())
G_DECLARE_FINAL_TYPE (CanastaPortMapping, canasta_port_mapping, CANASTA, PORT_MAPPING, GObject)

/* Made by canasta_table_host_map_port; the mapping goes when the table's
 * host goes, the object may outlive it (it then stays as it was). */
CanastaPortMappingState canasta_port_mapping_get_state       (CanastaPortMapping *self);
/* While MAPPED: the invitation for a player in another home (the router's
 * outside address and port); NULL otherwise. */
const char             *canasta_port_mapping_get_invitation  (CanastaPortMapping *self);
/* This computer's address on its network and the table's port: what a
 * router is told to forward by hand. */
const char             *canasta_port_mapping_get_lan_address (CanastaPortMapping *self);
guint                   canasta_port_mapping_get_port        (CanastaPortMapping *self);

/* For canasta-table-host.c: asks the routers to forward port to
 * lan_address (lan_invitation naming them) for wait_ms at most; stops
 * asking and drops the mapping. */
CanastaPortMapping     *_canasta_port_mapping_new            (const char         *lan_invitation,
                                                              const char         *lan_address,
                                                              guint               port,
                                                              guint               wait_ms);
void                    _canasta_port_mapping_stop           (CanastaPortMapping *self);

G_END_DECLS
