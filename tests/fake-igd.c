/* fake-igd.c: a home router for the tests: a UPnP InternetGatewayDevice
 * (libgupnp) that forwards every port it is asked to
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <libgupnp/gupnp.h>

#include "fake-igd.h"

#define SERVICE "urn:schemas-upnp-org:service:WANIPConnection:1"

struct _FakeIgd
{
  GUPnPContext    *context;
  GUPnPRootDevice *device;
  GUPnPServiceInfo *service;
  char            *external_ip;
  gboolean         deleting;  /* a deletion answered, its answer not yet sent */
  gboolean         permanent_only;
  FakeIgdLog       log;
};

static void
external_ip_cb (GUPnPService       *service,
                GUPnPServiceAction *action,
                gpointer            user_data)
{
  FakeIgd *self = user_data;

  gupnp_service_action_set (action, "NewExternalIPAddress", G_TYPE_STRING, self->external_ip, NULL);
  gupnp_service_action_return_success (action);
}

static void
add_cb (GUPnPService       *service,
        GUPnPServiceAction *action,
        gpointer            user_data)
{
  FakeIgd *self = user_data;
  g_autofree char *client = NULL;
  guint external = 0, internal = 0, lease = 0;

  gupnp_service_action_get (action,
                            "NewExternalPort", G_TYPE_UINT, &external,
                            "NewInternalPort", G_TYPE_UINT, &internal,
                            "NewInternalClient", G_TYPE_STRING, &client,
                            "NewLeaseDuration", G_TYPE_UINT, &lease,
                            NULL);
  if (self->permanent_only && lease != 0)
    {
      gupnp_service_action_return_error (action, 725, "OnlyPermanentLeasesSupported");
      return;
    }
  self->log.added++;
  self->log.external_port = external;
  self->log.internal_port = internal;
  self->log.lease = lease;
  g_free (self->log.internal_client);
  self->log.internal_client = g_steal_pointer (&client);
  gupnp_service_action_return_success (action);
}

static void
delete_cb (GUPnPService       *service,
           GUPnPServiceAction *action,
           gpointer            user_data)
{
  FakeIgd *self = user_data;

  self->deleting = TRUE;
  gupnp_service_action_return_success (action);
}

/* A deletion counts once its answer is sent: a test that ends then does
 * not cut the client off mid-answer. */
static void
request_finished_cb (SoupServer        *server,
                     SoupServerMessage *message,
                     gpointer           user_data)
{
  FakeIgd *self = user_data;

  if (self->deleting)
    {
      self->deleting = FALSE;
      self->log.deleted++;
    }
}

static void
query_cb (GUPnPService *service,
          const char   *variable,
          GValue       *value,
          gpointer      user_data)
{
  FakeIgd *self = user_data;

  g_value_init (value, G_TYPE_STRING);
  g_value_set_string (value, self->external_ip);
}

/* A port free on address for both TCP and UDP: GUPnP's web server listens
 * on the TCP port of the number the kernel gave its SSDP socket in UDP,
 * which another program may hold in TCP (a machine busy with loopback
 * connections makes that likely). */
static guint16
free_port (GInetAddress *address)
{
  for (int attempt = 0; attempt < 100; attempt++)
    {
      g_autoptr(GSocket) tcp = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_STREAM,
                                             G_SOCKET_PROTOCOL_TCP, NULL);
      g_autoptr(GSocket) udp = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_DATAGRAM,
                                             G_SOCKET_PROTOCOL_UDP, NULL);
      g_autoptr(GSocketAddress) any = g_inet_socket_address_new (address, 0);
      g_autoptr(GSocketAddress) bound = NULL;
      g_autoptr(GSocketAddress) same = NULL;
      guint16 port;

      if (!g_socket_bind (tcp, any, TRUE, NULL) ||
          (bound = g_socket_get_local_address (tcp, NULL)) == NULL)
        continue;
      port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (bound));
      same = g_inet_socket_address_new (address, port);
      if (g_socket_bind (udp, same, TRUE, NULL))
        return port;
    }
  g_error ("no port free in both TCP and UDP");
}

FakeIgd *
fake_igd_new (const char  *address,
              const char  *external_ip,
              GError     **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "fake-igd", NULL);
  FakeIgd *self = g_new0 (FakeIgd, 1);

  self->external_ip = g_strdup (external_ip);
  self->context = gupnp_context_new_for_address (inet, free_port (inet), GSSDP_UDA_VERSION_1_0,
                                                 error);
  if (self->context == NULL)
    {
      fake_igd_free (self);
      return NULL;
    }
  self->device = gupnp_root_device_new (self->context, "description.xml", folder, error);
  if (self->device == NULL)
    {
      fake_igd_free (self);
      return NULL;
    }
  self->service = gupnp_device_info_get_service (GUPNP_DEVICE_INFO (self->device), SERVICE);
  g_assert_nonnull (self->service);
  g_signal_connect (self->service, "action-invoked::GetExternalIPAddress",
                    G_CALLBACK (external_ip_cb), self);
  g_signal_connect (self->service, "action-invoked::AddPortMapping", G_CALLBACK (add_cb), self);
  g_signal_connect (self->service, "action-invoked::DeletePortMapping", G_CALLBACK (delete_cb),
                    self);
  g_signal_connect (self->service, "query-variable::ExternalIPAddress", G_CALLBACK (query_cb),
                    self);
  g_signal_connect (gupnp_context_get_server (self->context), "request-finished",
                    G_CALLBACK (request_finished_cb), self);
  gupnp_root_device_set_available (self->device, TRUE);
  return self;
}

void
fake_igd_set_permanent_only (FakeIgd *self)
{
  self->permanent_only = TRUE;
}

const FakeIgdLog *
fake_igd_log (FakeIgd *self)
{
  return &self->log;
}

void
fake_igd_free (FakeIgd *self)
{
  if (self == NULL)
    return;
  if (self->service != NULL)
    g_signal_handlers_disconnect_by_data (self->service, self);
  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (gupnp_context_get_server (self->context), self);
  g_clear_object (&self->service);
  g_clear_object (&self->device);
  g_clear_object (&self->context);
  g_free (self->external_ip);
  g_free (self->log.internal_client);
  g_free (self);
}
