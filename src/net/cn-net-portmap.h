/* cn-net-portmap.h: the addresses an invitation names, and the port the
 * home router forwards to a host (UPnP-IGD through GUPnP-IGD)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* How long a host waits for a router to answer before it tells its player
 * to forward the port by hand: routers answer SSDP within a second or
 * two; a home without one never does. */
#define CN_NET_PORTMAP_WAIT_MS 6000

/* ---------------------------------------------------------- the addresses */

/* Whether a guest on the Internet could reach address: an IPv4 or IPv6
 * address that is not private (10/8, 172.16/12, 192.168/16, fc00::/7),
 * shared by a provider's NAT (100.64/10), loopback, link-local, multicast
 * or "any". A router whose own outside address is not public sits behind
 * another NAT: a port it forwards reaches nobody from outside. */
gboolean  cn_net_address_is_public  (const char          *address);
/* The address a guest on the same network reaches this computer at, of
 * routed (the source address of this computer's default route, or NULL)
 * and candidates (every interface's IPv4 address, NULL-terminated, or
 * NULL): routed when it is usable, else the first private candidate of
 * 192.168/16, then 10/8, then 172.16/12 (172.17 onwards are mostly
 * container bridges, so they come after), then any other usable one.
 * Loopback, link-local, "any" and IPv6 addresses are never chosen. NULL
 * when none is usable. */
char     *cn_net_choose_lan_address (const char          *routed,
                                     const char * const  *candidates);
/* The same of this computer's own addresses (cn_net_choose_lan_address of
 * its default route's source address and its interfaces' addresses). */
char     *cn_net_lan_address        (void);

/* ------------------------------------------------------------ the router */

typedef enum
{
  CN_NET_PORTMAP_ASKING,  /* no router has answered yet */
  CN_NET_PORTMAP_MAPPED,  /* the router forwards external_address:external_port */
  CN_NET_PORTMAP_FAILED,  /* no router, a refusal, or an outside address that is not public */
} CnNetPortmapState;

typedef struct _CnNetPortmap CnNetPortmap;
/* Called on the thread-default main context of cn_net_portmap_new when
 * the state changes (once ASKING is left, only MAPPED may change again:
 * to another outside address, or to FAILED when the router drops it). */
typedef void (*CnNetPortmapFunc) (CnNetPortmap *portmap,
                                  gpointer      user_data);

/* Asks the routers of the local network to forward TCP port port to
 * lan_address:port for as long as the portmap lives (a lease renewed
 * while it does), and says when one did, or when none did within wait_ms.
 * Never blocks: the asking runs on the thread-default main context.
 * Without GUPnP-IGD in the build it fails at once, on that context. */
CnNetPortmap     *cn_net_portmap_new                  (const char       *lan_address,
                                                       guint             port,
                                                       guint             wait_ms,
                                                       CnNetPortmapFunc  func,
                                                       gpointer          user_data);
/* Stops asking and has the router drop the mapping (which it does on the
 * main loop, later). */
void              cn_net_portmap_free                 (CnNetPortmap     *portmap);
/* The same, for a program about to exit: runs the thread-default main
 * context until the router has dropped the mapping, or has not answered
 * within ten seconds. */
void              cn_net_portmap_free_finish          (CnNetPortmap     *portmap);
CnNetPortmapState cn_net_portmap_get_state            (CnNetPortmap     *portmap);
/* While MAPPED: the router's outside address and the port it forwards. */
const char       *cn_net_portmap_get_external_address (CnNetPortmap     *portmap);
guint             cn_net_portmap_get_external_port    (CnNetPortmap     *portmap);
/* While FAILED: why, in English, for logs and serve's output ("no router
 * answered", the router's refusal). */
const char       *cn_net_portmap_get_error            (CnNetPortmap     *portmap);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetPortmap, cn_net_portmap_free)

G_END_DECLS
