/* cn-net-host.h: the host of network play: tables over WebSocket and TLS
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cn-net-discovery.h"
#include "cn-net-table.h"

G_BEGIN_DECLS

/* One host serves any number of tables on one port: a libsoup 3 WebSocket
 * server (path CN_NET_PATH) over TLS with the host's certificate. A
 * connection joins a table with its code and secret and is given a seat;
 * from then on its messages go to that table and the table's messages for
 * that seat come to it. A connection that does not join within
 * CN_NET_JOIN_TIMEOUT_S, or sends CN_NET_MAX_FAULTS messages the host
 * cannot take, is closed; the table goes on. Runs on the thread-default
 * main context of the thread that made it: its tables always (their
 * callbacks come there), and its connections too unless it is given
 * worker threads (cn_net_host_set_threads). */
typedef struct _CnNetHost CnNetHost;

#define CN_NET_JOIN_TIMEOUT_S 10
/* From its accept to the end of its TLS handshake: a connection slower
 * than that is closed (doc/protocol.md, "Hostile clients"). */
#define CN_NET_HELLO_TIMEOUT_S 10
#define CN_NET_MAX_FAULTS     16

typedef void (*CnNetHostOverFunc) (CnNetHost  *host,
                                   CnNetTable *table,
                                   gpointer    user_data);

CnNetHost  *cn_net_host_new             (GTlsCertificate   *certificate);
void        cn_net_host_free            (CnNetHost         *host);
/* How long cn_net_host_close waits for its goodbyes to be answered. */
#define CN_NET_GOODBYE_MS 2000
/* Closes the tables for now (the app's window closed, serve stopped): says
 * goodbye to every connection (a close 1001 with CN_NET_CLOSE_TABLE_CLOSED,
 * so that its client knows the table comes back when the host starts
 * again), then frees the host once every connection has closed or after
 * CN_NET_GOODBYE_MS, and calls done. The tables' saves land first. */
void        cn_net_host_close           (CnNetHost         *host,
                                         GDestroyNotify     done,
                                         gpointer           user_data);

/* The connections (their sockets, TLS, WebSocket frames, reading the
 * messages, the pings) shared out among n_threads worker threads, each
 * with its own main context and its own server on the port, while the
 * tables stay on the host's thread: for a host of many tables, whose one
 * main loop would look at thousands of sockets on every turn. 0 (the
 * default): no threads, everything on the host's thread. Before
 * listening. */
#define CN_NET_HOST_MAX_THREADS 256
void        cn_net_host_set_threads     (CnNetHost         *host,
                                         int                n_threads);

/* For load measures: the host's own time for each move, from the move
 * read off its connection to the first message written back to that
 * connection (its verdict), queueing between threads included, the
 * network and the client not. Before listening. */
void        cn_net_host_set_timing      (CnNetHost         *host,
                                         gboolean           timing);
/* The times kept since the last call (gint64 microseconds, in no order). */
GArray     *cn_net_host_take_timings    (CnNetHost         *host);

/* Listens on address (an IP address, "127.0.0.1" for this machine only)
 * and port (0: a free one, which cn_net_host_get_port then gives). */
gboolean    cn_net_host_listen          (CnNetHost         *host,
                                         const char        *address,
                                         guint              port,
                                         GError           **error);
guint       cn_net_host_get_port        (CnNetHost         *host);
const char *cn_net_host_get_fingerprint (CnNetHost         *host);

/* A new table of this host (cn_net_table_new); over is called when its
 * game ends, after its players were sent the final totals. The host owns
 * the table. */
CnNetTable *cn_net_host_add_table       (CnNetHost         *host,
                                         const CnRules     *rules,
                                         const CnOptions   *options,
                                         int                players,
                                         guint64            seed,
                                         const CnNetSeat   *seats,
                                         int                budget_ms,
                                         CnNetHostOverFunc  over,
                                         gpointer           user_data);
/* Keeps every table's game in dir (made 0700 if missing), one save a
 * table (CODE.json, cn-save.h, written atomically on a thread of its own
 * a moment after each change, removed when the game ends), so that a host
 * killed at any moment resumes with the same invitations. Before adding
 * tables. */
gboolean    cn_net_host_set_save_dir    (CnNetHost         *host,
                                         const char        *dir,
                                         GError           **error);
/* The tables saved in the save folder, hosted again (their codes, secrets
 * and seats' tokens as they were), each still to start with
 * cn_net_table_resume: a new array of them (maybe empty), or NULL with
 * error when a save cannot be read. */
GPtrArray  *cn_net_host_resume_tables   (CnNetHost         *host,
                                         CnNetHostOverFunc  over,
                                         gpointer           user_data,
                                         GError           **error);
/* The saves in the save folder (their paths, in the order of their
 * codes), and one of them hosted again as cn_net_host_resume_tables does:
 * for a host that sets a save it cannot read aside and goes on (the
 * app), where serve stops. */
GPtrArray  *cn_net_host_list_saves      (CnNetHost         *host,
                                         GError           **error);
CnNetTable *cn_net_host_resume_table    (CnNetHost         *host,
                                         const char        *path,
                                         CnNetHostOverFunc  over,
                                         gpointer           user_data,
                                         GError           **error);
/* Called whenever a table's position or seats change (a move, a player
 * seated or gone). */
void        cn_net_host_set_changed     (CnNetHost         *host,
                                         CnNetHostOverFunc  changed,
                                         gpointer           user_data);
/* Announces table on the local network (DNS-SD) under name, or says
 * again how many seats it has free (call it whenever the table changes:
 * cn_net_host_set_changed), or withdraws it once its game is over. */
void        cn_net_host_announce        (CnNetHost         *host,
                                         CnNetPublisher    *publisher,
                                         CnNetTable        *table,
                                         const char        *name);
/* The invitation to table, naming the host as hostname. */
char       *cn_net_host_invite          (CnNetHost         *host,
                                         CnNetTable        *table,
                                         const char        *hostname);
/* How often the host pings each connection (default CN_NET_PING_MS): a
 * client silent for CN_NET_PING_TIMEOUTS pings' time is taken for gone,
 * its connection closed and its seat dropped. Before listening. */
void        cn_net_host_set_ping_ms     (CnNetHost         *host,
                                         int                ping_ms);
/* Connections open now (joined or not): for tests of hostile clients. */
guint       cn_net_host_get_n_connections (CnNetHost       *host);
/* The connections seated at table: after its game, the host waits for
 * them to close, so that the final totals reach every player. */
guint       cn_net_host_count_seated    (CnNetHost         *host,
                                         CnNetTable        *table);

/* Called with every message the host sends to a seat, as it sends it:
 * for the tests that read every byte a client is sent. */
typedef void (*CnNetHostTapFunc) (CnNetHost  *host,
                                  CnNetTable *table,
                                  int         seat,
                                  const char *text,
                                  gpointer    user_data);
void        cn_net_host_set_tap         (CnNetHost         *host,
                                         CnNetHostTapFunc   tap,
                                         gpointer           user_data);

/* A state folder (serve --state-dir, the app's hosted table) keeps the
 * port its host listened on, in "port", so that the host started again
 * listens where the invitations point: the port kept (0 when none), and
 * the host's port kept (0600, atomically, synced). */
guint       cn_net_host_saved_port      (const char        *state_dir);
gboolean    cn_net_host_keep_port       (CnNetHost         *host,
                                         const char        *state_dir,
                                         GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnNetHost, cn_net_host_free)

G_END_DECLS
