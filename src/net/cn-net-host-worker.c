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

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *ws,
              gpointer                 user_data)
{
  cn_net_host_connection_new (user_data, ws);
}

static gboolean
listen_on (CnNetWorker  *self,
           GError      **error)
{
  self->server = soup_server_new ("tls-certificate", self->host->certificate, NULL);
  soup_server_add_websocket_handler (self->server, CN_NET_PATH, NULL, NULL, websocket_cb, self,
                                     NULL);
  /* The server's sources go on the thread-default context: the worker's
   * own, pushed by its thread. */
  return soup_server_listen_socket (self->server, self->socket, SOUP_SERVER_LISTEN_HTTPS, error);
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
  if (self->server != NULL)
    soup_server_disconnect (self->server);
  while (self->connections->len > 0)
    cn_net_host_release (g_ptr_array_steal_index_fast (self->connections, 0));
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
  else
    cn_net_host_socket_job (job, self);
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
