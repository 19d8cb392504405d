/* cn-cli-portmap.c: canasta-cli serve --map-port: the home router asked
 * to forward serve's port
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Off by default: a club's server sits behind a router its admin sets up;
 * a family's serve on a home computer may ask the router instead.
 */

#include "cn-cli-portmap.h"
#include "cn-net-message.h"
#include "cn-net-portmap.h"

struct _CnCliPortmap
{
  CnNetPortmap *portmap;
  char         *invite;
  char         *lan_address;
  guint         port;
};

static void
changed_cb (CnNetPortmap *portmap,
            gpointer      user_data)
{
  CnCliPortmap *self = user_data;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "port_mapping");
  if (cn_net_portmap_get_state (portmap) == CN_NET_PORTMAP_MAPPED)
    {
      g_autoptr(CnNetInvite) invite = cn_net_invite_parse (self->invite, NULL);
      g_autofree char *wan_invite = NULL;

      g_free (invite->host);
      invite->host = g_strdup (cn_net_portmap_get_external_address (portmap));
      invite->port = (guint16) cn_net_portmap_get_external_port (portmap);
      wan_invite = cn_net_invite_format (invite);
      json_builder_add_string_value (builder, "mapped");
      json_builder_set_member_name (builder, "wan_invite");
      json_builder_add_string_value (builder, wan_invite);
      json_builder_set_member_name (builder, "external_address");
      json_builder_add_string_value (builder, cn_net_portmap_get_external_address (portmap));
      json_builder_set_member_name (builder, "external_port");
      json_builder_add_int_value (builder, cn_net_portmap_get_external_port (portmap));
    }
  else
    {
      json_builder_add_string_value (builder, "failed");
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, cn_net_portmap_get_error (portmap));
      /* What to forward by hand. */
      json_builder_set_member_name (builder, "lan_address");
      json_builder_add_string_value (builder, self->lan_address);
      json_builder_set_member_name (builder, "port");
      json_builder_add_int_value (builder, self->port);
    }
  cn_cli_print_line (builder);
}

CnCliPortmap *
cn_cli_portmap_new (const char *invite,
                    const char *lan_address,
                    guint       port)
{
  CnCliPortmap *self = g_new0 (CnCliPortmap, 1);

  self->invite = g_strdup (invite);
  self->lan_address = g_strdup (lan_address);
  self->port = port;
  self->portmap = cn_net_portmap_new (lan_address, port, CN_NET_PORTMAP_WAIT_MS, changed_cb, self);
  return self;
}

void
cn_cli_portmap_free (CnCliPortmap *self)
{
  if (self == NULL)
    return;
  /* serve is about to exit: the router takes the mapping back first. */
  g_clear_pointer (&self->portmap, cn_net_portmap_free_finish);
  g_free (self->invite);
  g_free (self->lan_address);
  g_free (self);
}
