/* cn-net-discovery.h: hosted tables announced and found on the local
 * network (DNS-SD through Avahi)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The DNS-SD service type of a host of Canasta tables: one service a
 * table, named after the table, on the host's port. */
#define CN_NET_SERVICE_TYPE "_canasta._tcp"

/* What a table says of itself on the local network: everything a joining
 * dialog shows and an invitation needs, except the table's secret, which
 * is never announced (it goes from the host to its guests by other ways:
 * read out, pasted). */
typedef struct
{
  int    version;       /* the protocol's (CN_NET_VERSION) */
  char  *variant;       /* the rule set's id: "classic" */
  int    players;
  int    free_seats;
  char  *name;          /* the table's name, UTF-8, at most 63 bytes */
  char  *code;          /* the table's code */
  char  *fingerprint;   /* the host certificate's SHA-256, 64 hexadecimal digits */
} CnNetAnnounce;

void            cn_net_announce_free     (CnNetAnnounce       *announce);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetAnnounce, cn_net_announce_free)

/* The announcement as DNS-SD TXT strings ("key=value"), NULL-terminated:
 * v, variant, players, free, name, code, fp. */
char          **cn_net_announce_to_txt   (const CnNetAnnounce *announce);
/* Reads TXT strings back (the keys in any order, unknown ones skipped);
 * NULL with a one-line error when one the announcement needs is missing
 * or out of bounds, or its version is another than this side speaks. */
CnNetAnnounce  *cn_net_announce_from_txt (const char * const  *txt,
                                          GError             **error);

/* -------------------------------------------------------------- publisher */

/* Publishes tables of a host listening on port, one service each. Where
 * there is no Avahi daemon (or no system bus) it says so in a debug
 * message and does nothing: discovery is a convenience, invitations work
 * without it. Runs on the thread-default main context. */
typedef struct _CnNetPublisher CnNetPublisher;

CnNetPublisher *cn_net_publisher_new     (guint                port);
void            cn_net_publisher_free    (CnNetPublisher      *publisher);
/* Publishes the table of announce->code, or updates what it says (its free
 * seats); nothing when it says what it said already. */
void            cn_net_publisher_set     (CnNetPublisher      *publisher,
                                          const CnNetAnnounce *announce);
/* Withdraws the table of that code. */
void            cn_net_publisher_remove  (CnNetPublisher      *publisher,
                                          const char          *code);
/* Whether the daemon took the services (for tests and messages). */
gboolean        cn_net_publisher_is_running (CnNetPublisher   *publisher);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetPublisher, cn_net_publisher_free)

/* ---------------------------------------------------------------- browser */

/* A table found on the local network: its announcement, and where its host
 * is (an address, as Avahi resolved it, and the port). */
#define CN_NET_TYPE_FOUND_TABLE (cn_net_found_table_get_type ())
G_DECLARE_FINAL_TYPE (CnNetFoundTable, cn_net_found_table, CN_NET, FOUND_TABLE, GObject)

/* A table found by other means than Avahi (a test's): what it announces,
 * and where its host is. */
CnNetFoundTable     *cn_net_found_table_new          (const CnNetAnnounce *announce,
                                                      const char          *host,
                                                      guint                port);
const CnNetAnnounce *cn_net_found_table_get_announce (CnNetFoundTable *table);
const char          *cn_net_found_table_get_host     (CnNetFoundTable *table);
guint                cn_net_found_table_get_port     (CnNetFoundTable *table);
/* The invitation to the table, with the secret its host gave. */
char                *cn_net_found_table_invite       (CnNetFoundTable *table,
                                                      const char      *secret);

/* The tables announced on the local network, as a GListModel of
 * CnNetFoundTable, kept up to date as they come and go. Without an Avahi
 * daemon it stays empty (a debug message says why); "available" tells
 * whether it is browsing at all. */
#define CN_NET_TYPE_BROWSER (cn_net_browser_get_type ())
G_DECLARE_FINAL_TYPE (CnNetBrowser, cn_net_browser, CN_NET, BROWSER, GObject)

CnNetBrowser *cn_net_browser_new           (void);
gboolean      cn_net_browser_get_available (CnNetBrowser *browser);
/* Lists a table as if it had been announced (replacing one of the same
 * host, port and code), or takes it off: for tests without an Avahi
 * daemon, which go through the same list as the tables Avahi finds. */
void          cn_net_browser_add           (CnNetBrowser    *browser,
                                            CnNetFoundTable *table);
void          cn_net_browser_remove        (CnNetBrowser    *browser,
                                            CnNetFoundTable *table);

G_END_DECLS
