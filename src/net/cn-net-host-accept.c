/* cn-net-host-accept.c: the host takes its connections itself, and hands
 * one to its server only once its TLS handshake is done
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host-private.h"

#include <errno.h>
#include <sys/socket.h>

/* Why not soup_server_listen_socket: libsoup starts the TLS handshake of
 * every connection as soon as it is accepted, and glib-networking does a
 * handshake in one of GLib's worker threads with blocking reads and no
 * deadline. A connection that sends nothing held its thread for ever;
 * a dozen of them (a port scanner, idle sockets) filled GLib's pool and
 * every real player's handshake waited behind them.
 *
 * Here a connection costs no thread until its whole first TLS record (the
 * ClientHello) has arrived: until then the kernel holds the bytes, and a
 * receive low-water mark (SO_RCVLOWAT) wakes the worker only when all of
 * them are there (or the peer left). Then the handshake runs, once its
 * source address has a slot for it (cn-net-host-slots.c), with the rest
 * of CN_NET_HELLO_TIMEOUT_S; past it the connection is closed. */

/* A record's header: content type, version (2 bytes), length (2 bytes). */
#define RECORD_HEADER 5
#define RECORD_HANDSHAKE 0x16
/* TLS never sends a record longer than 2^14 bytes of plain text. */
#define RECORD_MAX (1 << 14)
/* Connections taken in one turn of the worker's loop: the rest wait for
 * the next turn, so that a crowd arriving does not starve the games. */
#define ACCEPT_BATCH 64

typedef struct
{
  CnNetWorker     *worker;
  GSocket         *socket;
  GSource         *watch;         /* waiting for its first record */
  GSource         *timer;         /* CN_NET_HELLO_TIMEOUT_S from its accept */
  CnNetSlot       *slot;          /* its first record all there */
  GIOStream       *tls;           /* handshaking */
  GCancellable    *cancellable;
} Hello;

static void
hello_free (Hello *hello)
{
  if (hello->watch != NULL)
    {
      g_source_destroy (hello->watch);
      g_source_unref (hello->watch);
    }
  if (hello->timer != NULL)
    {
      g_source_destroy (hello->timer);
      g_source_unref (hello->timer);
    }
  g_clear_object (&hello->tls);
  g_clear_object (&hello->cancellable);
  /* The next handshake from its address may start. */
  g_clear_pointer (&hello->slot, cn_net_slot_release);
  if (hello->socket != NULL)
    g_socket_close (hello->socket, NULL);
  g_clear_object (&hello->socket);
  g_free (hello);
}

/* Given up (the peer left, sent something else than TLS, or took too
 * long): the socket is closed. */
static void
hello_drop (Hello *hello)
{
  g_ptr_array_remove_fast (hello->worker->hellos, hello);
  hello_free (hello);
}

static void
handshake_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Hello *hello = user_data;
  CnNetWorker *worker = hello->worker;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketAddress) local = NULL;
  g_autoptr(GSocketAddress) remote = NULL;

  if (!g_tls_connection_handshake_finish (G_TLS_CONNECTION (source), result, &error) ||
      worker->accept_source == NULL)
    {
      g_debug ("A connection's TLS handshake failed: %s",
               error != NULL ? error->message : "the host stopped");
      hello_drop (hello);
      return;
    }
  /* From now on libsoup's own reads, which wait without blocking (a timeout
   * would end an idle game's connection). */
  g_socket_set_timeout (hello->socket, 0);
  local = g_socket_get_local_address (hello->socket, NULL);
  remote = g_socket_get_remote_address (hello->socket, NULL);
  if (!soup_server_accept_iostream (worker->server, hello->tls, local, remote, &error))
    {
      g_debug ("The server did not take a connection: %s", error->message);
      hello_drop (hello);
      return;
    }
  /* The server has the stream (and the socket under it) now. */
  g_clear_object (&hello->socket);
  hello_drop (hello);
}

static gboolean
handshake_start (gpointer user_data)
{
  Hello *hello = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketConnection) connection =
    g_socket_connection_factory_create_connection (hello->socket);

  /* No database, as libsoup's own server TLS has: a host asks its players
   * for no certificate, and the default database (the system's
   * authorities) would cost every connection some 3.7 MB of memory and
   * 1 ms of processor time to seat. */
  hello->tls = g_initable_new (g_tls_backend_get_server_connection_type (g_tls_backend_get_default ()),
                               NULL, &error,
                               "base-io-stream", connection,
                               "certificate", hello->worker->host->certificate,
                               "database", NULL,
                               NULL);
  if (hello->tls == NULL)
    {
      g_warning ("No TLS for a connection: %s", error->message);
      hello_drop (hello);
      return G_SOURCE_REMOVE;
    }
  hello->cancellable = g_cancellable_new ();
  g_tls_connection_handshake_async (G_TLS_CONNECTION (hello->tls), G_PRIORITY_DEFAULT,
                                    hello->cancellable, handshake_cb, hello);
  return G_SOURCE_REMOVE;
}

static gboolean
set_low_water (Hello *hello,
               int    bytes)
{
  return g_socket_set_option (hello->socket, SOL_SOCKET, SO_RCVLOWAT, bytes, NULL);
}

/* Bytes arrived (or the peer left): is the first record all there? */
static gboolean
first_record_cb (GSocket      *socket,
                 GIOCondition  condition,
                 gpointer      user_data)
{
  Hello *hello = user_data;
  guint8 header[RECORD_HEADER];
  g_autofree guint8 *record = NULL;
  gssize n, wanted;
  g_autoptr(GSocketAddress) remote = NULL;
  gboolean running;

  n = recv (g_socket_get_fd (socket), header, sizeof header, MSG_PEEK | MSG_DONTWAIT);
  if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
    return G_SOURCE_CONTINUE;
  if (n <= 0 || header[0] != RECORD_HANDSHAKE)
    goto drop;
  if (n < RECORD_HEADER)
    {
      if (!set_low_water (hello, RECORD_HEADER))
        goto drop;
      return G_SOURCE_CONTINUE;
    }
  wanted = RECORD_HEADER + ((header[3] << 8) | header[4]);
  if (wanted > RECORD_HEADER + RECORD_MAX)
    goto drop;
  record = g_malloc (wanted);
  n = recv (g_socket_get_fd (socket), record, wanted, MSG_PEEK | MSG_DONTWAIT);
  if (n <= 0 && !(n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)))
    goto drop;
  if (n < wanted)
    {
      if (!set_low_water (hello, (int) wanted))
        goto drop;
      return G_SOURCE_CONTINUE;
    }

  /* All there: the handshake's first read will not wait, once a few of
   * its address's other handshakes are over (cn-net-host-slots.c). */
  set_low_water (hello, 1);
  g_clear_pointer (&hello->watch, g_source_unref);
  if ((remote = g_socket_get_remote_address (socket, NULL)) == NULL)
    goto drop;
  hello->slot = cn_net_slot_take (hello->worker->host, remote, hello->worker->accept_context,
                                  handshake_start, hello, &running);
  if (running)
    handshake_start (hello);
  return G_SOURCE_REMOVE;

drop:
  /* The source is destroyed with the hello: not removed twice. */
  g_clear_pointer (&hello->watch, g_source_unref);
  hello_drop (hello);
  return G_SOURCE_REMOVE;
}

static gboolean
hello_timeout_cb (gpointer user_data)
{
  Hello *hello = user_data;

  g_clear_pointer (&hello->timer, g_source_unref);
  if (hello->cancellable != NULL)
    {
      /* The handshake's thread gives up; its callback drops the hello. */
      g_debug ("A connection's TLS handshake took too long");
      g_cancellable_cancel (hello->cancellable);
    }
  else
    {
      /* Its hello not all there, or its turn not come: the handshakes from
       * its address before it hold their slots to the end. */
      g_debug (hello->slot != NULL ? "A connection waited too long behind its address's others"
                                   : "A connection sent no TLS hello in time");
      hello_drop (hello);
    }
  return G_SOURCE_REMOVE;
}

static void
hello_new (CnNetWorker *worker,
           GSocket     *socket)
{
  Hello *hello = g_new0 (Hello, 1);

  hello->worker = worker;
  hello->socket = socket;
  /* Bounds any blocking read or write of the handshake's thread too. */
  g_socket_set_timeout (socket, CN_NET_HELLO_TIMEOUT_S);
  hello->timer = g_timeout_source_new_seconds (CN_NET_HELLO_TIMEOUT_S);
  g_source_set_callback (hello->timer, hello_timeout_cb, hello, NULL);
  g_source_attach (hello->timer, worker->accept_context);
  hello->watch = g_socket_create_source (socket, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
  g_source_set_callback (hello->watch, G_SOURCE_FUNC (first_record_cb), hello, NULL);
  g_source_attach (hello->watch, worker->accept_context);
  g_ptr_array_add (worker->hellos, hello);
}

static gboolean
accept_cb (GSocket      *listener,
           GIOCondition  condition,
           gpointer      user_data)
{
  CnNetWorker *worker = user_data;

  for (int i = 0; i < ACCEPT_BATCH; i++)
    {
      g_autoptr(GError) error = NULL;
      GSocket *socket = g_socket_accept (listener, NULL, &error);

      if (socket == NULL)
        {
          /* Another worker took it (the port is shared), or none is left;
           * other errors (out of file descriptors) are the peer's to
           * retry. */
          if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
            g_debug ("Accepting a connection failed: %s", error->message);
          break;
        }
      hello_new (worker, socket);
    }
  return G_SOURCE_CONTINUE;
}

void
cn_net_accept_start (CnNetWorker *worker)
{
  /* The worker's thread-default context: the worker's own, or the host's
   * (as libsoup's, whose connections go there too). */
  worker->accept_context = g_main_context_ref_thread_default ();
  worker->hellos = g_ptr_array_new ();
  g_socket_set_blocking (worker->socket, FALSE);
  worker->accept_source = g_socket_create_source (worker->socket, G_IO_IN, NULL);
  g_source_set_callback (worker->accept_source, G_SOURCE_FUNC (accept_cb), worker, NULL);
  g_source_attach (worker->accept_source, worker->accept_context);
}

/* No more connections: the port is closed, and the connections still
 * saying hello are closed too. */
void
cn_net_accept_stop (CnNetWorker *worker)
{
  if (worker->accept_source != NULL)
    {
      g_source_destroy (worker->accept_source);
      g_clear_pointer (&worker->accept_source, g_source_unref);
      g_socket_close (worker->socket, NULL);
    }
  if (worker->hellos == NULL)
    return;
  for (guint i = worker->hellos->len; i > 0; i--)
    {
      Hello *hello = g_ptr_array_index (worker->hellos, i - 1);

      if (hello->cancellable == NULL)
        hello_drop (hello);
      else
        g_cancellable_cancel (hello->cancellable);
    }
  /* The handshakes' callbacks come on this context, and free their hello:
   * waited for (a cancelled handshake ends at once). */
  while (worker->hellos->len > 0)
    g_main_context_iteration (worker->accept_context, TRUE);
}

void
cn_net_accept_free (CnNetWorker *worker)
{
  cn_net_accept_stop (worker);
  g_clear_pointer (&worker->hellos, g_ptr_array_unref);
  g_clear_pointer (&worker->accept_context, g_main_context_unref);
}
