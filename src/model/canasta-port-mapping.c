/* canasta-port-mapping.c: the home router asked to let players from other
 * homes reach a table this app hosts
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GObject over src/net's CnNetPortmap, so that the hosting dialog can
 * watch it by a property and keep it past the host: the window owns the
 * host and may let it go (the table left) while the dialog still shows.
 */

#include "config.h"

#include "canasta-enum-types.h"
#include "canasta-port-mapping.h"
#include "cn-net-message.h"
#include "cn-net-portmap.h"

struct _CanastaPortMapping
{
  GObject       parent_instance;

  CnNetPortmap *portmap;
  CanastaPortMappingState state;
  char         *lan_invitation;
  char         *lan_address;
  guint         port;
  char         *invitation;
};

G_DEFINE_FINAL_TYPE (CanastaPortMapping, canasta_port_mapping, G_TYPE_OBJECT)

G_STATIC_ASSERT ((int) CANASTA_PORT_MAPPING_ASKING == (int) CN_NET_PORTMAP_ASKING);
G_STATIC_ASSERT ((int) CANASTA_PORT_MAPPING_MAPPED == (int) CN_NET_PORTMAP_MAPPED);
G_STATIC_ASSERT ((int) CANASTA_PORT_MAPPING_FAILED == (int) CN_NET_PORTMAP_FAILED);

enum {
  PROP_0,
  PROP_STATE,
  PROP_INVITATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The invitation for another home: this network's, naming the router's
 * outside address and port instead. */
static char *
outside_invitation (CanastaPortMapping *self)
{
  g_autoptr(CnNetInvite) invite = cn_net_invite_parse (self->lan_invitation, NULL);

  g_return_val_if_fail (invite != NULL, NULL);
  g_free (invite->host);
  invite->host = g_strdup (cn_net_portmap_get_external_address (self->portmap));
  invite->port = (guint16) cn_net_portmap_get_external_port (self->portmap);
  return cn_net_invite_format (invite);
}

static void
changed_cb (CnNetPortmap *portmap,
            gpointer      user_data)
{
  CanastaPortMapping *self = user_data;
  CanastaPortMappingState state = (CanastaPortMappingState) cn_net_portmap_get_state (portmap);
  g_autofree char *invitation = state == CANASTA_PORT_MAPPING_MAPPED ? outside_invitation (self)
                                                                     : NULL;

  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (invitation, self->invitation) != 0)
    {
      g_free (self->invitation);
      self->invitation = g_steal_pointer (&invitation);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INVITATION]);
    }
  if (state != self->state)
    {
      self->state = state;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

CanastaPortMapping *
_canasta_port_mapping_new (const char *lan_invitation,
                           const char *lan_address,
                           guint       port,
                           guint       wait_ms)
{
  CanastaPortMapping *self;

  g_return_val_if_fail (lan_invitation != NULL && lan_address != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_PORT_MAPPING, NULL);
  self->lan_invitation = g_strdup (lan_invitation);
  self->lan_address = g_strdup (lan_address);
  self->port = port;
  self->portmap = cn_net_portmap_new (lan_address, port, wait_ms, changed_cb, self);
  return self;
}

void
_canasta_port_mapping_stop (CanastaPortMapping *self)
{
  g_return_if_fail (CANASTA_IS_PORT_MAPPING (self));
  g_clear_pointer (&self->portmap, cn_net_portmap_free);
}

CanastaPortMappingState
canasta_port_mapping_get_state (CanastaPortMapping *self)
{
  g_return_val_if_fail (CANASTA_IS_PORT_MAPPING (self), CANASTA_PORT_MAPPING_FAILED);
  return self->state;
}

const char *
canasta_port_mapping_get_invitation (CanastaPortMapping *self)
{
  g_return_val_if_fail (CANASTA_IS_PORT_MAPPING (self), NULL);
  return self->invitation;
}

const char *
canasta_port_mapping_get_lan_address (CanastaPortMapping *self)
{
  g_return_val_if_fail (CANASTA_IS_PORT_MAPPING (self), NULL);
  return self->lan_address;
}

guint
canasta_port_mapping_get_port (CanastaPortMapping *self)
{
  g_return_val_if_fail (CANASTA_IS_PORT_MAPPING (self), 0);
  return self->port;
}

static void
canasta_port_mapping_finalize (GObject *object)
{
  CanastaPortMapping *self = CANASTA_PORT_MAPPING (object);

  g_clear_pointer (&self->portmap, cn_net_portmap_free);
  g_free (self->lan_invitation);
  g_free (self->lan_address);
  g_free (self->invitation);

  G_OBJECT_CLASS (canasta_port_mapping_parent_class)->finalize (object);
}

static void
canasta_port_mapping_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CanastaPortMapping *self = CANASTA_PORT_MAPPING (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;

    case PROP_INVITATION:
      g_value_set_string (value, self->invitation);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_port_mapping_class_init (CanastaPortMappingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = canasta_port_mapping_finalize;
  object_class->get_property = canasta_port_mapping_get_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, CANASTA_TYPE_PORT_MAPPING_STATE,
                       CANASTA_PORT_MAPPING_ASKING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INVITATION] =
    g_param_spec_string ("invitation", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_port_mapping_init (CanastaPortMapping *self)
{
}
