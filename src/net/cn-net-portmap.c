/* cn-net-portmap.c: the addresses an invitation names, and the port the
 * home router forwards to a host (UPnP-IGD through GUPnP-IGD)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An invitation for the same network names this computer's address on it,
 * not its .local name: the address works on every guest, where the name
 * needs mDNS on the guest's side (nss-mdns, missing from many systems and
 * from phones), and on the same network the tables are found through
 * Avahi anyway, so the invitation is what still works where mDNS does not.
 */

#include "cn-net-portmap.h"

#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

#ifdef CN_HAVE_GUPNP_IGD
#include <libgupnp-igd/gupnp-simple-igd.h>
#endif

/* The lease asked for, renewed by GUPnP-IGD while the host lives: a
 * mapping left by a crash lapses within the hour. */
#define LEASE_S 3600
/* How long cn_net_portmap_free_finish waits at most for the router to
 * take the mapping back: GUPnP-IGD gives up on a request after 5 s. */
#define FINISH_MS 10000
#define DESCRIPTION "Canasta table"

/* ---------------------------------------------------------- the addresses */

gboolean
cn_net_address_is_public (const char *address)
{
  g_autoptr(GInetAddress) inet = address != NULL ? g_inet_address_new_from_string (address) : NULL;
  const guint8 *bytes;

  if (inet == NULL || g_inet_address_get_is_any (inet) || g_inet_address_get_is_loopback (inet) ||
      g_inet_address_get_is_link_local (inet) || g_inet_address_get_is_site_local (inet) ||
      g_inet_address_get_is_multicast (inet))
    return FALSE;
  bytes = g_inet_address_to_bytes (inet);
  if (g_inet_address_get_family (inet) == G_SOCKET_FAMILY_IPV4)
    /* 100.64/10: the provider's own NAT (RFC 6598). */
    return !(bytes[0] == 100 && (bytes[1] & 0xc0) == 64) && bytes[0] != 0;
  /* fc00::/7: unique local addresses, IPv6's private ones. */
  return (bytes[0] & 0xfe) != 0xfc;
}

/* How good an address is for a guest on the same network: 0 best, -1
 * never. */
static int
lan_rank (const char *address)
{
  g_autoptr(GInetAddress) inet = address != NULL ? g_inet_address_new_from_string (address) : NULL;
  const guint8 *bytes;

  if (inet == NULL || g_inet_address_get_family (inet) != G_SOCKET_FAMILY_IPV4 ||
      g_inet_address_get_is_any (inet) || g_inet_address_get_is_loopback (inet) ||
      g_inet_address_get_is_link_local (inet) || g_inet_address_get_is_multicast (inet))
    return -1;
  bytes = g_inet_address_to_bytes (inet);
  if (bytes[0] == 192 && bytes[1] == 168)
    return 0;
  if (bytes[0] == 10)
    return 1;
  if (bytes[0] == 172 && (bytes[1] & 0xf0) == 16)
    return 2;
  return 3;
}

char *
cn_net_choose_lan_address (const char         *routed,
                           const char * const *candidates)
{
  const char *best = NULL;
  int best_rank = G_MAXINT;

  /* The default route's source is the address the rest of the network
   * sees: a container bridge or a VPN never carries it. */
  if (lan_rank (routed) >= 0)
    return g_strdup (routed);
  for (gsize i = 0; candidates != NULL && candidates[i] != NULL; i++)
    {
      int rank = lan_rank (candidates[i]);

      if (rank >= 0 && rank < best_rank)
        {
          best = candidates[i];
          best_rank = rank;
        }
    }
  return g_strdup (best);
}

/* The source address of the default route: connecting a UDP socket sends
 * nothing, it only picks the route to a documentation address (RFC 5737)
 * that no network holds. NULL without a default route. */
static char *
routed_address (void)
{
  g_autoptr(GSocket) socket = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_DATAGRAM,
                                            G_SOCKET_PROTOCOL_UDP, NULL);
  g_autoptr(GSocketAddress) far = g_inet_socket_address_new_from_string ("198.51.100.1", 9);
  g_autoptr(GSocketAddress) near = NULL;

  if (socket == NULL || far == NULL || !g_socket_connect (socket, far, NULL, NULL))
    return NULL;
  near = g_socket_get_local_address (socket, NULL);
  if (near == NULL)
    return NULL;
  return g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (near)));
}

char *
cn_net_lan_address (void)
{
  g_autofree char *routed = routed_address ();
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *list = NULL;

  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *i = list; i != NULL; i = i->ifa_next)
        if (i->ifa_addr != NULL && i->ifa_addr->sa_family == AF_INET &&
            (i->ifa_flags & IFF_UP) != 0 && (i->ifa_flags & IFF_LOOPBACK) == 0)
          {
            g_autoptr(GSocketAddress) address = g_socket_address_new_from_native (i->ifa_addr,
                                                                                  sizeof (struct sockaddr_in));

            if (address != NULL)
              g_ptr_array_add (candidates,
                               g_inet_address_to_string (g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address))));
          }
      freeifaddrs (list);
    }
  g_ptr_array_add (candidates, NULL);
  return cn_net_choose_lan_address (routed, (const char * const *) candidates->pdata);
}

/* ------------------------------------------------------------ the router */

struct _CnNetPortmap
{
  CnNetPortmapState state;
  char             *lan_address;
  guint             port;
  char             *external_address;
  guint             external_port;
  char             *error;
  CnNetPortmapFunc  func;
  gpointer          user_data;
  GSource          *wait;
#ifdef CN_HAVE_GUPNP_IGD
  GUPnPSimpleIgd   *igd;
  gboolean          permanent;  /* asked again without a lease */
  GSource          *again;
#endif
};

static void
set_state (CnNetPortmap      *self,
           CnNetPortmapState  state,
           const char        *error)
{
  g_clear_pointer (&self->error, g_free);
  self->error = g_strdup (error);
  if (state != CN_NET_PORTMAP_MAPPED)
    {
      g_clear_pointer (&self->external_address, g_free);
      self->external_port = 0;
    }
  if (self->wait != NULL)
    {
      g_source_destroy (self->wait);
      g_clear_pointer (&self->wait, g_source_unref);
    }
  self->state = state;
  self->func (self, self->user_data);
}

static gboolean
waited_cb (gpointer user_data)
{
  CnNetPortmap *self = user_data;

  g_clear_pointer (&self->wait, g_source_unref);
  if (self->state == CN_NET_PORTMAP_ASKING)
    set_state (self, CN_NET_PORTMAP_FAILED, "no router answered");
  return G_SOURCE_REMOVE;
}

#ifdef CN_HAVE_GUPNP_IGD
static void
mapped_cb (GUPnPSimpleIgd *igd,
           const char     *protocol,
           const char     *external_ip,
           const char     *replaces_external_ip,
           guint           external_port,
           const char     *local_ip,
           guint           local_port,
           const char     *description,
           gpointer        user_data)
{
  CnNetPortmap *self = user_data;

  if (local_port != self->port || g_strcmp0 (local_ip, self->lan_address) != 0)
    return;
  if (!cn_net_address_is_public (external_ip))
    {
      g_autofree char *why = g_strdup_printf ("the router's outside address %s is not public",
                                              external_ip != NULL ? external_ip : "(none)");

      /* Behind another NAT: keep looking for a better router, say so if
       * none comes. */
      if (self->state != CN_NET_PORTMAP_MAPPED)
        set_state (self, CN_NET_PORTMAP_FAILED, why);
      return;
    }
  if (self->state == CN_NET_PORTMAP_MAPPED && self->external_port == external_port &&
      g_strcmp0 (self->external_address, external_ip) == 0)
    return;
  g_free (self->external_address);
  self->external_address = g_strdup (external_ip);
  self->external_port = external_port;
  set_state (self, CN_NET_PORTMAP_MAPPED, NULL);
}

static gboolean
again_cb (gpointer user_data)
{
  CnNetPortmap *self = user_data;

  g_clear_pointer (&self->again, g_source_unref);
  gupnp_simple_igd_remove_port_local (self->igd, "TCP", self->lan_address, (guint16) self->port);
  gupnp_simple_igd_add_port (self->igd, "TCP", 0, self->lan_address, (guint16) self->port, 0,
                             DESCRIPTION);
  return G_SOURCE_REMOVE;
}

static void
error_mapping_cb (GUPnPSimpleIgd *igd,
                  GError         *error,
                  const char     *protocol,
                  guint           external_port,
                  const char     *local_ip,
                  guint           local_port,
                  const char     *description,
                  gpointer        user_data)
{
  CnNetPortmap *self = user_data;

  /* A refusal of one router while another forwards the port changes
   * nothing for the guests. */
  if (self->state == CN_NET_PORTMAP_MAPPED || local_port != self->port)
    return;
  /* 725, OnlyPermanentLeasesSupported: older routers take a mapping
   * without a lease only. Asked again from the main loop, not from
   * inside GUPnP-IGD's handling of this one. (The domain by its name:
   * GUPNP_CONTROL_ERROR would link libgupnp for one quark.) */
  if (!self->permanent && error != NULL && error->code == 725 &&
      error->domain == g_quark_from_static_string ("gupnp-control-error"))
    {
      self->permanent = TRUE;
      self->again = g_idle_source_new ();
      g_source_set_callback (self->again, again_cb, self, NULL);
      g_source_attach (self->again, g_main_context_get_thread_default ());
      return;
    }
  set_state (self, CN_NET_PORTMAP_FAILED, error != NULL ? error->message : "the router refused");
}
#else
static gboolean
unavailable_cb (gpointer user_data)
{
  CnNetPortmap *self = user_data;

  g_clear_pointer (&self->wait, g_source_unref);
  set_state (self, CN_NET_PORTMAP_FAILED, "built without GUPnP-IGD");
  return G_SOURCE_REMOVE;
}
#endif

#ifdef CN_HAVE_GUPNP_IGD
static gboolean
finish_expired_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}
#endif

CnNetPortmap *
cn_net_portmap_new (const char       *lan_address,
                    guint             port,
                    guint             wait_ms,
                    CnNetPortmapFunc  func,
                    gpointer          user_data)
{
  CnNetPortmap *self;

  g_return_val_if_fail (lan_address != NULL, NULL);
  g_return_val_if_fail (port > 0 && port <= G_MAXUINT16, NULL);
  g_return_val_if_fail (func != NULL, NULL);

  self = g_new0 (CnNetPortmap, 1);
  self->lan_address = g_strdup (lan_address);
  self->port = port;
  self->func = func;
  self->user_data = user_data;
#ifdef CN_HAVE_GUPNP_IGD
  /* External port 0: the same port outside as inside when the router
   * has it free (the one a player would forward by hand), another when
   * it does not; the invitation for another home names the one it gives. */
  self->igd = gupnp_simple_igd_new ();
  g_signal_connect (self->igd, "mapped-external-port", G_CALLBACK (mapped_cb), self);
  g_signal_connect (self->igd, "error-mapping-port", G_CALLBACK (error_mapping_cb), self);
  gupnp_simple_igd_add_port (self->igd, "TCP", 0, lan_address, (guint16) port, LEASE_S,
                             DESCRIPTION);
  self->wait = g_timeout_source_new (wait_ms);
  g_source_set_callback (self->wait, waited_cb, self, NULL);
#else
  (void) waited_cb;
  self->wait = g_idle_source_new ();
  g_source_set_callback (self->wait, unavailable_cb, self, NULL);
#endif
  g_source_set_name (self->wait, "[canasta] port mapping");
  g_source_attach (self->wait, g_main_context_get_thread_default ());
  return self;
}

void
cn_net_portmap_free (CnNetPortmap *self)
{
  if (self == NULL)
    return;
  if (self->wait != NULL)
    {
      g_source_destroy (self->wait);
      g_source_unref (self->wait);
    }
#ifdef CN_HAVE_GUPNP_IGD
  if (self->again != NULL)
    {
      g_source_destroy (self->again);
      g_source_unref (self->again);
    }
  g_signal_handlers_disconnect_by_data (self->igd, self);
  /* The router is told to drop the mapping: GUPnP-IGD keeps itself alive
   * until it has been, on the main loop. */
  gupnp_simple_igd_remove_port_local (self->igd, "TCP", self->lan_address, (guint16) self->port);
  g_object_unref (self->igd);
#endif
  g_free (self->lan_address);
  g_free (self->external_address);
  g_free (self->error);
  g_free (self);
}

void
cn_net_portmap_free_finish (CnNetPortmap *self)
{
#ifdef CN_HAVE_GUPNP_IGD
  GMainContext *context = g_main_context_get_thread_default ();
  GWeakRef igd;
  GSource *limit;
  gboolean expired = FALSE;

  if (self == NULL)
    return;
  g_weak_ref_init (&igd, self->igd);
  cn_net_portmap_free (self);
  limit = g_timeout_source_new (FINISH_MS);
  g_source_set_callback (limit, finish_expired_cb, &expired, NULL);
  g_source_attach (limit, context);
  for (GObject *alive; !expired && (alive = g_weak_ref_get (&igd)) != NULL; )
    {
      g_object_unref (alive);
      g_main_context_iteration (context, TRUE);
    }
  g_source_destroy (limit);
  g_source_unref (limit);
  g_weak_ref_clear (&igd);
#else
  cn_net_portmap_free (self);
#endif
}

CnNetPortmapState
cn_net_portmap_get_state (CnNetPortmap *self)
{
  return self->state;
}

const char *
cn_net_portmap_get_external_address (CnNetPortmap *self)
{
  return self->external_address;
}

guint
cn_net_portmap_get_external_port (CnNetPortmap *self)
{
  return self->external_port;
}

const char *
cn_net_portmap_get_error (CnNetPortmap *self)
{
  return self->error;
}
