/* cn-net-host-worker.c: the host's worker threads, each with its own main
 * context, server and share of the connections
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host-private.h"

/* Why threads at all: GLib's main loop looks at every source of its
 * context on every turn, and attaching or removing a source (libsoup and
 * GIO do it around every message) walks the list of the context's file
 * descriptors. With thousands of connections on one context that
 * bookkeeping cost more than the moves (doc/protocol.md, "Load"). Each
 * worker's context holds only its own share. */

/* ------------------------------------------- a connection, on its worker */

static void
socket_send (Connection *connection,
             const char *text)
{
  /* Closing: the goodbye is the last word (a close frame does not stop
   * what is queued after it from going out first). */
  if (connection->ws != NULL &&
      soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN &&
      !g_atomic_int_get (&connection->host->closing))
    {
      soup_websocket_connection_send_text (connection->ws, text);
      connection->sent_at = g_get_monotonic_time ();
    }
}

static void
socket_close (Connection *connection,
              gushort     code,
              const char *reason)
{
  if (connection->ws != NULL &&
      soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection->ws, code, reason);
}

/* A message the host could not take: said to the client (text, if any),
 * and counted. */
static void
socket_fault (Connection *connection,
              const char *text)
{
  if (text != NULL)
    socket_send (connection, text);
  if (++connection->faults >= CN_NET_MAX_FAULTS)
    socket_close (connection, CN_NET_CLOSE_ABUSE, "too many messages the host cannot take");
}

static void
socket_do (Connection   *connection,
           CnNetJobKind  kind,
           const char   *text,
           gushort       code,
           const char   *reason)
{
  switch (kind)
    {
    case CN_NET_JOB_SEND:
      socket_send (connection, text);
      if (connection->move_at != 0)
        {
          CnNetHost *host = connection->host;
          gint64 took = g_get_monotonic_time () - connection->move_at;

          connection->move_at = 0;
          g_mutex_lock (&host->timing_lock);
          g_array_append_val (host->timings, took);
          g_mutex_unlock (&host->timing_lock);
        }
      break;
    case CN_NET_JOB_FAULT:
      socket_fault (connection, text);
      break;
    case CN_NET_JOB_CLOSE:
      if (text != NULL)
        socket_send (connection, text);
      socket_close (connection, code, reason);
      break;
    case CN_NET_JOB_JOINED:
      if (connection->join_timeout != NULL)
        {
          g_source_destroy (connection->join_timeout);
          g_clear_pointer (&connection->join_timeout, g_source_unref);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
socket_job (gpointer job_data,
            gpointer user_data)
{
  CnNetJob *job = job_data;

  socket_do (job->connection, job->kind, job->text, job->code, job->reason);
}

void
cn_net_connection_tell (Connection   *connection,
           CnNetJobKind  kind,
           const char   *text,
           gushort       code,
           const char   *reason)
{
  CnNetJob *job;

  if (!cn_net_connection_has_thread (connection))
    {
      socket_do (connection, kind, text, code, reason);
      return;
    }
  job = g_new0 (CnNetJob, 1);
  job->kind = kind;
  job->connection = cn_net_connection_ref (connection);
  job->text = g_strdup (text);
  job->code = code;
  job->reason = reason;
  cn_net_mailbox_post (connection->worker->mailbox, job);
}

/* Its socket closed and let go: on its worker. */
static void
release (Connection *connection)
{
  /* Counted out first: the tables, told, may find it was the last. */
  g_atomic_int_add (&connection->host->n_connections, -1);
  cn_net_host_tell_tables (connection, CN_NET_JOB_UNSEAT, 0, NULL);
  socket_do (connection, CN_NET_JOB_JOINED, NULL, 0, NULL);
  g_signal_handlers_disconnect_by_data (connection->ws, connection);
  socket_close (connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, CN_NET_CLOSE_TABLE_CLOSED);
  g_clear_object (&connection->ws);
  cn_net_connection_unref (connection);
}

static void
message_cb (SoupWebsocketConnection *ws,
            SoupWebsocketDataType    data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  Connection *connection = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  gsize length;
  const guint8 *data = g_bytes_get_data (bytes, &length);
  CnNetMsg type;

  /* Anything heard says the client is there: the pings wait on it. */
  connection->heard_at = g_get_monotonic_time ();
  if (data_type != SOUP_WEBSOCKET_DATA_TEXT)
    {
      g_autofree char *text = cn_net_message_error ("bad-message",
                                                    "messages are JSON text, not binary");

      socket_fault (connection, text);
      return;
    }
  root = cn_net_message_read (data, length, CN_NET_HOST_MAX_BYTES, CN_NET_HOST_MAX_DEPTH, &type,
                              &error);
  if (root == NULL)
    {
      g_autofree char *text = cn_net_message_error ("bad-message", error->message);

      socket_fault (connection, text);
      return;
    }
  if (type == CN_NET_MSG_BYE)
    {
      socket_close (connection, SOUP_WEBSOCKET_CLOSE_NORMAL, "bye");
      return;
    }
  if (type == CN_NET_MSG_PING)
    {
      g_autofree char *pong = cn_net_message_pong (json_node_get_object (root));

      socket_send (connection, pong);
      return;
    }
  if (type == CN_NET_MSG_PONG)
    return;
  if (type == CN_NET_MSG_MOVE && connection->host->timing && connection->move_at == 0)
    connection->move_at = g_get_monotonic_time ();
  /* A join or a move: the tables' business (read here, on the worker). */
  cn_net_host_tell_tables (connection, CN_NET_JOB_RECEIVE, type, g_steal_pointer (&root));
}

/* The seat is free as soon as the connection starts closing (its player
 * may come back on a new one before this one's close is done). */
static void
closing_cb (SoupWebsocketConnection *ws,
            gpointer                 user_data)
{
  cn_net_host_tell_tables (user_data, CN_NET_JOB_UNSEAT, 0, NULL);
}

static void
closed_cb (SoupWebsocketConnection *ws,
           gpointer                 user_data)
{
  Connection *connection = user_data;
  CnNetHost *host = connection->host;
  gboolean threaded = cn_net_connection_has_thread (connection);

  g_ptr_array_remove_fast (connection->worker->connections, connection);
  release (connection);
  /* Closing, and the last goodbye is through (with threads, the tables
   * find out from the job release sent them). */
  if (!threaded)
    cn_net_host_goodbye_check (host);
}

/* The ping timer's ticks in a ping's period. Each connection is pinged
 * on its own beat (from its start and its own messages), not all of them
 * at once: a worker pinging its every connection in the same instant,
 * and every worker within the same half second (their first connections
 * come together), made thousands of pings and pongs a burst every
 * period that held up the moves behind it (doc/protocol.md, "Load"). */
#define PING_TICKS 8

/* A client that has said nothing, not even a pong, for several pings is
 * gone (its machine off the network, its program stopped): the connection
 * is closed and its seat dropped, within seconds rather than TCP's
 * minutes. A connection is pinged once a period while either side has
 * been quiet that long: one talking both ways shows it is there. */
static void
ping (Connection *connection,
      gint64      now)
{
  gint64 period = (gint64) connection->host->ping_ms * 1000;
  gint64 silent = now - connection->heard_at;
  g_autofree char *text = NULL;

  if (soup_websocket_connection_get_state (connection->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  if (silent > period * CN_NET_PING_TIMEOUTS)
    {
      cn_net_host_tell_tables (connection, CN_NET_JOB_UNSEAT, 0, NULL);
      socket_close (connection, CN_NET_CLOSE_NO_ANSWER, "no answer to the pings");
      return;
    }
  if (now - connection->pinged_at < period || (silent < period && now - connection->sent_at < period))
    return;
  connection->pinged_at = now;
  text = cn_net_message_ping (++connection->pings);
  socket_send (connection, text);
}

static gboolean
ping_cb (gpointer user_data)
{
  CnNetWorker *worker = user_data;
  gint64 now = g_get_monotonic_time ();

  /* Closing a connection does not take it out of the array: that waits
   * for its "closed". */
  for (guint i = 0; i < worker->connections->len; i++)
    ping (g_ptr_array_index (worker->connections, i), now);
  return G_SOURCE_CONTINUE;
}

static gboolean
join_timeout_cb (gpointer user_data)
{
  Connection *connection = user_data;

  g_clear_pointer (&connection->join_timeout, g_source_unref);
  socket_close (connection, CN_NET_CLOSE_ABUSE, "no join in time");
  return G_SOURCE_REMOVE;
}

/* A timer on the worker's context (the global default without threads,
 * as g_timeout_add). */
static GSource *
add_timeout (CnNetWorker *worker,
             guint        ms,
             GSourceFunc  func,
             gpointer     data)
{
  GSource *source = ms % 1000 == 0 ? g_timeout_source_new_seconds (ms / 1000)
                                   : g_timeout_source_new (ms);

  g_source_set_callback (source, func, data, NULL);
  g_source_attach (source, worker->context);
  return source;
}

/* A new connection, on its worker. */
static void
connection_new (CnNetWorker             *worker,
                SoupWebsocketConnection *ws)
{
  Connection *connection = g_new0 (Connection, 1);

  connection->ref_count = 1;
  connection->host = worker->host;
  connection->worker = worker;
  connection->ws = g_object_ref (ws);
  connection->seat = -1;
  /* A frame past this is not read: libsoup closes the connection. */
  soup_websocket_connection_set_max_incoming_payload_size (ws, CN_NET_MAX_FRAME);
  cn_net_set_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (message_cb), connection);
  g_signal_connect (ws, "closing", G_CALLBACK (closing_cb), connection);
  g_signal_connect (ws, "closed", G_CALLBACK (closed_cb), connection);
  connection->join_timeout = add_timeout (worker, CN_NET_JOIN_TIMEOUT_S * 1000, join_timeout_cb,
                                          connection);
  connection->heard_at = g_get_monotonic_time ();
  connection->sent_at = connection->heard_at;
  connection->pinged_at = connection->heard_at;
  if (worker->ping_timer == NULL)
    {
      /* Not g_timeout_source_new_seconds: the pings keep their period. */
      worker->ping_timer = g_timeout_source_new (MAX (worker->host->ping_ms / PING_TICKS, 1));
      g_source_set_callback (worker->ping_timer, ping_cb, worker, NULL);
      g_source_attach (worker->ping_timer, worker->context);
    }
  g_ptr_array_add (worker->connections, connection);
  g_atomic_int_inc (&worker->host->n_connections);
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *ws,
              gpointer                 user_data)
{
  connection_new (user_data, ws);
}

static gboolean
listen_on (CnNetWorker  *self,
           GError      **error)
{
  /* No certificate: the server gets its connections with their TLS
   * handshake done (cn-net-host-accept.c). */
  self->server = soup_server_new (NULL, NULL);
  soup_server_add_websocket_handler (self->server, CN_NET_PATH, NULL, NULL, websocket_cb, self,
                                     NULL);
  /* The sources go on the thread-default context: the worker's own,
   * pushed by its thread. */
  cn_net_accept_start (self);
  return TRUE;
}

/* Says goodbye to every connection: no more pings, no new connection. */
static void
goodbye (CnNetWorker *self)
{
  if (self->ping_timer != NULL)
    {
      g_source_destroy (self->ping_timer);
      g_clear_pointer (&self->ping_timer, g_source_unref);
    }
  cn_net_accept_stop (self);
  if (self->server != NULL)
    soup_server_disconnect (self->server);
  for (guint i = 0; i < self->connections->len; i++)
    socket_close (g_ptr_array_index (self->connections, i), SOUP_WEBSOCKET_CLOSE_GOING_AWAY,
                  CN_NET_CLOSE_TABLE_CLOSED);
}

void
cn_net_worker_goodbye (CnNetWorker *self)
{
  CnNetJob *job;

  if (self->thread == NULL)
    {
      goodbye (self);
      return;
    }
  job = g_new0 (CnNetJob, 1);
  job->kind = CN_NET_JOB_GOODBYE;
  cn_net_mailbox_post (self->mailbox, job);
}

/* The worker's connections closed, its server too: on its own thread. */
static void
shut_down (CnNetWorker *self)
{
  if (self->ping_timer != NULL)
    {
      g_source_destroy (self->ping_timer);
      g_clear_pointer (&self->ping_timer, g_source_unref);
    }
  cn_net_accept_free (self);
  if (self->server != NULL)
    soup_server_disconnect (self->server);
  while (self->connections->len > 0)
    release (g_ptr_array_steal_index_fast (self->connections, 0));
  g_clear_object (&self->server);
}

static void
job_cb (gpointer item,
        gpointer user_data)
{
  CnNetWorker *self = user_data;
  CnNetJob *job = item;

  if (job->kind == CN_NET_JOB_STOP)
    g_main_loop_quit (self->loop);
  else if (job->kind == CN_NET_JOB_GOODBYE)
    goodbye (self);
  else
    socket_job (job, self);
}

static gpointer
worker_thread (gpointer data)
{
  CnNetWorker *self = data;
  g_autoptr(GError) error = NULL;

  g_main_context_push_thread_default (self->context);
  self->loop = g_main_loop_new (self->context, FALSE);
  self->mailbox = cn_net_mailbox_new (self->context, job_cb, cn_net_job_free, self);
  listen_on (self, &error);

  g_mutex_lock (&self->lock);
  self->started = TRUE;
  self->error = g_steal_pointer (&error);
  g_cond_signal (&self->cond);
  g_mutex_unlock (&self->lock);

  /* Until the host stops it (a STOP job), also when listening failed. */
  g_main_loop_run (self->loop);
  shut_down (self);
  cn_net_mailbox_free (self->mailbox);
  self->mailbox = NULL;
  g_main_loop_unref (self->loop);
  g_main_context_pop_thread_default (self->context);
  return NULL;
}

CnNetWorker *
cn_net_worker_start (CnNetHost  *host,
                     gboolean    threaded,
                     GSocket    *socket,
                     GError    **error)
{
  CnNetWorker *self = g_new0 (CnNetWorker, 1);

  self->host = host;
  self->socket = g_object_ref (socket);
  self->connections = g_ptr_array_new ();
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  if (!threaded)
    {
      /* The host's own thread and context, as before there were workers. */
      listen_on (self, &self->error);
    }
  else
    {
      g_autofree char *name = g_strdup_printf ("cn-net-%u", host->workers->len);

      self->context = g_main_context_new ();
      self->thread = g_thread_new (name, worker_thread, self);
      g_mutex_lock (&self->lock);
      while (!self->started)
        g_cond_wait (&self->cond, &self->lock);
      g_mutex_unlock (&self->lock);
    }
  if (self->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&self->error));
      cn_net_worker_stop (self);
      return NULL;
    }
  return self;
}

void
cn_net_worker_stop (CnNetWorker *self)
{
  if (self->thread != NULL)
    {
      CnNetJob *job = g_new0 (CnNetJob, 1);

      job->kind = CN_NET_JOB_STOP;
      cn_net_mailbox_post (self->mailbox, job);
      g_thread_join (self->thread);
      g_main_context_unref (self->context);
    }
  else
    shut_down (self);
  g_ptr_array_unref (self->connections);
  g_clear_object (&self->socket);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_free (self);
}
