/* cn-net-host-private.h: the host's insides, shared by its worker threads
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <libsoup/soup.h>

#include "cn-net-host.h"
#include "cn-net-mailbox.h"

G_BEGIN_DECLS

/* Who touches what. Without worker threads (the app; serve --threads 0)
 * everything runs on the host's own thread, as calls. With workers, each
 * worker thread runs its own main context, SoupServer (all on one port,
 * SO_REUSEPORT) and the connections the kernel gave that server: the
 * fields marked [socket] below belong to that thread. The tables, and
 * which connection sits where (the fields marked [tables]), belong to the
 * host's own thread. The two never touch each other's fields: they post
 * jobs to each other's mailbox (cn-net-mailbox.h). Fields marked
 * [fixed] are set before any other thread sees the struct. So no lock
 * guards a field here; the mailboxes and the reference count (atomic) are
 * the only things shared. */

typedef struct _HostTable HostTable;
typedef struct _Connection Connection;
typedef struct _CnNetWorker CnNetWorker;

struct _HostTable                     /* [tables], all of it */
{
  CnNetHost         *host;
  CnNetTable        *table;
  Connection        *seats[CN_MAX_SEATS];
  CnNetHostOverFunc  over;
  gpointer           user_data;
  gboolean           dirty;       /* changed since its last save */
};

struct _Connection
{
  /* Atomic: the worker's until the connection is closed, and one for each
   * job about it in a mailbox. The last one frees it (its socket gone by
   * then), on whichever thread. */
  gint                     ref_count;
  CnNetHost               *host;      /* [fixed] */
  CnNetWorker             *worker;    /* [fixed] */

  /* [socket] */
  SoupWebsocketConnection *ws;        /* NULL once closed */
  int                      faults;
  GSource                 *join_timeout;
  gint64                   heard_at;  /* monotonic: the last message from the client */
  gint64                   sent_at;   /* monotonic: the last message to it */
  gint64                   pinged_at; /* monotonic: its last ping (or its start) */
  gint64                   pings;
  gint64                   move_at;   /* timing: its move read, not yet answered */

  /* [tables] */
  HostTable               *table;     /* NULL until it joins */
  int                      seat;
};

struct _CnNetWorker
{
  CnNetHost    *host;                 /* [fixed] */
  /* [fixed] NULL: no thread, the host's own (the app, serve --threads 0),
   * whose context is then NULL (the global default, as g_timeout_add). */
  GThread      *thread;
  GMainContext *context;              /* [fixed] */
  GMainLoop    *loop;                 /* [socket] */
  SoupServer   *server;               /* [socket] */
  /* [socket] Taking connections (cn-net-host-accept.c): the listening
   * socket's source, the connections still saying hello, their context. */
  GSource      *accept_source;
  GPtrArray    *hellos;
  GMainContext *accept_context;
  GPtrArray    *connections;          /* [socket] Connection */
  /* One timer pings the worker's connections, each when its time is due
   * (a timer each would make every turn of the main loop look at
   * thousands of them): it ticks PING_TICKS times a ping's period. */
  GSource      *ping_timer;           /* [socket] */
  /* [fixed] Jobs for this worker's connections, from the tables. */
  CnNetMailbox *mailbox;

  /* Starting: the thread listens on socket and says how it went. */
  GMutex        lock;                 /* guards started and error */
  GCond         cond;
  GSocket      *socket;
  gboolean      started;
  GError       *error;
};

struct _CnNetHost
{
  GTlsCertificate *certificate;       /* [fixed] */
  char            *fingerprint;       /* [fixed] */
  int              ping_ms;           /* [fixed] once listening */
  int              n_threads;         /* [fixed] once listening */
  guint            port;              /* [fixed] once listening */
  GPtrArray       *workers;           /* [fixed] once listening: CnNetWorker */
  /* [fixed] Jobs for the tables, from the workers (NULL without). */
  CnNetMailbox    *mailbox;
  gint             n_connections;     /* atomic */
  /* Timing (cn_net_host_set_timing): from a move read to the first
   * message written back to its connection, microseconds. */
  gboolean         timing;            /* [fixed] once listening */
  GMutex           timing_lock;       /* guards timings */
  GArray          *timings;           /* gint64 */

  /* [tables] */
  GHashTable      *tables;            /* code → HostTable */
  CnNetHostTapFunc tap;
  gpointer         tap_data;
  /* Saving the tables: the folder, the writer (one thread, so that a
   * table's saves land in order) and the next round of saves. */
  char            *save_dir;
  GThreadPool     *writer;
  guint            save_timer;
  CnNetHostOverFunc changed;
  gpointer         changed_data;
  /* Closing (cn_net_host_close): the goodbyes are on their way. closing
   * is atomic (the workers read it: nothing more is sent then). */
  gint             closing;
  guint            goodbye_timer;
  gboolean         goodbye_soon;      /* every connection closed: the timer is an idle */
  GDestroyNotify   goodbye_done;
  gpointer         goodbye_data;
};

/* What one side asks of the other about a connection. */
typedef enum
{
  /* To the connection's worker */
  CN_NET_JOB_SEND,          /* text */
  CN_NET_JOB_FAULT,         /* text (or none): counted against it */
  CN_NET_JOB_CLOSE,         /* text (or none) sent first, then closed with code, reason */
  CN_NET_JOB_JOINED,        /* its join timer goes */
  CN_NET_JOB_STOP,          /* no connection: the worker's loop ends */
  CN_NET_JOB_GOODBYE,       /* no connection: every connection closed, the server too */
  /* To the tables */
  CN_NET_JOB_RECEIVE,       /* type, root: a message it read */
  CN_NET_JOB_UNSEAT,        /* it is closing: its seat is free */
} CnNetJobKind;

typedef struct
{
  CnNetJobKind  kind;
  Connection   *connection;       /* a reference */
  char         *text;
  gushort       code;
  const char   *reason;           /* static */
  CnNetMsg      type;
  JsonNode     *root;
} CnNetJob;

Connection *cn_net_connection_ref     (Connection   *connection);
void        cn_net_connection_unref   (Connection   *connection);
void        cn_net_job_free           (gpointer      job);

/* cn-net-host-worker.c: the worker threads, each listening on socket (in
 * worker->context); the worker without thread listens on the caller's. */
CnNetWorker *cn_net_worker_start      (CnNetHost    *host,
                                       gboolean      threaded,
                                       GSocket      *socket,
                                       GError      **error);
/* Closes its connections and server, ends its thread: from the host's own
 * thread. */
void         cn_net_worker_stop       (CnNetWorker  *worker);

/* Says goodbye to the worker's connections (cn_net_host_close): on its
 * thread. */
void         cn_net_worker_goodbye    (CnNetWorker  *worker);

void         cn_net_accept_start      (CnNetWorker  *worker);
void         cn_net_accept_stop       (CnNetWorker  *worker);
void         cn_net_accept_free       (CnNetWorker  *worker);
/* Closing, and maybe every connection closed: the host goes. On the host's
 * thread. */
void         cn_net_host_goodbye_check (CnNetHost   *host);

/* Without threads a call, with them a job for the other side's thread. */
static inline gboolean
cn_net_connection_has_thread (Connection *connection)
{
  return connection->worker->thread != NULL;
}
/* From the tables to a connection (cn-net-host-worker.c): SEND, FAULT,
 * CLOSE or JOINED. reason is static. */
void         cn_net_connection_tell   (Connection   *connection,
                                       CnNetJobKind  kind,
                                       const char   *text,
                                       gushort       code,
                                       const char   *reason);
/* From a connection to the tables (cn-net-host.c): RECEIVE (root taken)
 * or UNSEAT. */
void         cn_net_host_tell_tables  (Connection   *connection,
                                       CnNetJobKind  kind,
                                       CnNetMsg      type,
                                       JsonNode     *root);

G_END_DECLS
