/* cn-net-client.c: a remote seat's side of network play
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-client.h"

#include <libsoup/soup.h>
#include <string.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-scenario.h"
#include "cn-view.h"

struct _CnNetClient
{
  CnNetInvite              invite;    /* with the seat's rejoin token once welcomed */
  CnNetClientFuncs         funcs;
  gpointer                 user_data;
  SoupSession             *session;
  SoupMessage             *msg;
  SoupWebsocketConnection *ws;
  GCancellable            *cancellable;
  gboolean                 game_over;
  gboolean                 closed;    /* funcs.closed was called */
  gboolean                 closing;   /* cn_net_client_close was called */
  gboolean                 says_ready; /* its player says when the next deal may come */
  gboolean                 wants_history; /* coming back mid-round, it is told the round */
  gboolean                 host_closed; /* the host closed the table for now: it comes back */
  CnNetClient            **pending;   /* the connection under way's way back to this client */
  char                    *refusal;   /* the host's error before it closed */
  CnNetFailure             failure;
  char                    *address;

  /* Keeping the connection: the host's ping interval (from the welcome),
   * when the host was last heard, the watch on that, and the way back
   * after a cut: tries so far and until when. */
  int                      ping_ms;
  gint64                   heard_at;
  GSource                 *watch;
  GSource                 *retry;
  int                      tries;
  gint64                   retry_until;
};

static void     connect_now (CnNetClient *self);
static gboolean watch_cb    (gpointer     user_data);

/* The client's timers run where its connection does, on the thread-default
 * context of the thread that made it (g_timeout_add would put them on the
 * global default one: a load generator runs its seats on several threads,
 * each with a context of its own, so that each poll looks at a few). */
static GSource *
add_timeout (guint       ms,
             GSourceFunc func,
             gpointer    user_data)
{
  GSource *source = g_timeout_source_new (ms);

  g_source_set_callback (source, func, user_data, NULL);
  g_source_attach (source, g_main_context_get_thread_default ());
  return source;
}

static void
clear_timeout (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

static void
report_closed (CnNetClient *self,
               const char  *reason)
{
  if (self->closed)
    return;
  if (reason != NULL && self->failure == CN_NET_FAILURE_NONE)
    self->failure = CN_NET_FAILURE_CUT;
  self->closed = TRUE;
  clear_timeout (&self->watch);
  clear_timeout (&self->retry);
  if (self->funcs.closed != NULL)
    self->funcs.closed (self, reason, self->user_data);
}

static gboolean
certificate_matches (CnNetClient     *self,
                     GTlsCertificate *certificate)
{
  g_autofree char *fingerprint = certificate != NULL ? cn_net_cert_fingerprint (certificate)
                                                     : NULL;

  return fingerprint != NULL && g_ascii_strcasecmp (fingerprint, self->invite.fingerprint) == 0;
}

/* Called by libsoup when the host's certificate is not trusted by a
 * certificate authority, which a host's own never is: trusted when it is
 * the one the invitation names, whatever else is wrong with it. */
static gboolean
accept_certificate_cb (SoupMessage          *msg,
                       GTlsCertificate      *certificate,
                       GTlsCertificateFlags  errors,
                       gpointer              user_data)
{
  return certificate_matches (user_data, certificate);
}

static void
message_cb (SoupWebsocketConnection *ws,
            SoupWebsocketDataType    data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  CnNetClient *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  gsize length;
  const guint8 *data = g_bytes_get_data (bytes, &length);
  CnNetMsg type;

  root = cn_net_message_read (data, length, CN_NET_CLIENT_MAX_BYTES, CN_NET_CLIENT_MAX_DEPTH,
                              &type, &error);
  if (root == NULL)
    {
      g_autofree char *reason = g_strdup_printf ("the host sent a message this client cannot "
                                                 "read: %s", error->message);

      report_closed (self, reason);
      cn_net_client_close (self);
      return;
    }
  self->heard_at = g_get_monotonic_time ();
  if (type == CN_NET_MSG_PING)
    {
      g_autofree char *pong = cn_net_message_pong (json_node_get_object (root));

      cn_net_client_send_text (self, pong);
      return;
    }
  if (type == CN_NET_MSG_PONG)
    return;
  if (type == CN_NET_MSG_WELCOME)
    {
      JsonObject *object = json_node_get_object (root);
      const char *rejoin = json_object_get_string_member_with_default (object, "rejoin", NULL);

      int ping_ms = (int) CLAMP (json_object_get_int_member_with_default (object, "ping_ms",
                                                                           CN_NET_PING_MS),
                                 100, 600000);

      /* The watch looks as often as the host pings. */
      if (ping_ms != self->ping_ms && self->watch != NULL)
        {
          clear_timeout (&self->watch);
          self->watch = add_timeout (ping_ms, watch_cb, self);
        }
      self->ping_ms = ping_ms;
      /* The seat's token as the host has it now: a player who left before
       * the game may come back to another seat, with its own token. */
      if (rejoin != NULL && g_strcmp0 (rejoin, self->invite.rejoin) != 0)
        {
          g_free (self->invite.rejoin);
          self->invite.rejoin = g_strdup (rejoin);
        }
      /* Back at the seat: a later cut gets its tries afresh. */
      self->tries = 0;
      self->retry_until = 0;
      self->host_closed = FALSE;
    }
  if (type == CN_NET_MSG_GAME_OVER)
    self->game_over = TRUE;
  if (type == CN_NET_MSG_ERROR)
    {
      JsonNode *member = json_object_get_member (json_node_get_object (root), "message");

      g_free (self->refusal);
      self->refusal = g_strdup (member != NULL && JSON_NODE_HOLDS_VALUE (member) &&
                                json_node_get_value_type (member) == G_TYPE_STRING
                                ? json_node_get_string (member) : "an error");
    }
  text = g_strndup ((const char *) data, length);
  if (self->funcs.message != NULL)
    self->funcs.message (self, type, json_node_get_object (root), text, self->user_data);
}

static gboolean
retry_cb (gpointer user_data)
{
  CnNetClient *self = user_data;

  g_clear_pointer (&self->retry, g_source_unref);
  connect_now (self);
  return G_SOURCE_REMOVE;
}

/* Tries the host again after a cut, waiting longer each time (a quarter
 * of a second, doubling, at most CN_NET_RETRY_MAX_MS) and for at most
 * CN_NET_RETRY_FOR_S in all: a host restarting from its save is back in
 * seconds, one that is gone for good is not waited on for ever. FALSE
 * when the time is up. */
static gboolean
retry_later (CnNetClient *self)
{
  gint64 now = g_get_monotonic_time ();
  int delay = MIN (250 << MIN (self->tries, 8), CN_NET_RETRY_MAX_MS);

  if (self->retry_until == 0)
    self->retry_until = now + (gint64) CN_NET_RETRY_FOR_S * G_USEC_PER_SEC;
  /* A table its host closed comes back when the host starts again, which
   * may be hours away: it is tried for as long as the client is kept. */
  if (now + (gint64) delay * 1000 > self->retry_until && !self->host_closed)
    return FALSE;
  self->tries++;
  clear_timeout (&self->watch);
  if (self->ws != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->ws, self);
      g_clear_object (&self->ws);
    }
  if (self->funcs.reconnecting != NULL)
    self->funcs.reconnecting (self, self->tries, self->user_data);
  self->retry = add_timeout (delay, retry_cb, self);
  return TRUE;
}

/* The host silent for several of its pings' time: the connection is
 * taken for cut (a network gone without a word, a host stopped), and
 * dropped; its closing tries the way back. */
static gboolean
watch_cb (gpointer user_data)
{
  CnNetClient *self = user_data;
  gint64 silent = g_get_monotonic_time () - self->heard_at;

  if (silent <= (gint64) self->ping_ms * CN_NET_PING_TIMEOUTS * 1000)
    return G_SOURCE_CONTINUE;
  g_clear_pointer (&self->watch, g_source_unref);
  if (self->ws != NULL && !self->game_over)
    {
      SoupWebsocketConnection *ws = g_object_ref (self->ws);

      /* Not a close handshake: the host is not answering. The stream is
       * closed under libsoup, which then says "closed" with no code. */
      g_io_stream_close (soup_websocket_connection_get_io_stream (ws), NULL, NULL);
      g_object_unref (ws);
    }
  return G_SOURCE_REMOVE;
}

static void
closed_cb (SoupWebsocketConnection *ws,
           gpointer                 user_data)
{
  CnNetClient *self = user_data;
  g_autofree char *reason = NULL;
  gushort code = soup_websocket_connection_get_close_code (ws);
  const char *said = soup_websocket_connection_get_close_data (ws);

  if (self->game_over)
    {
      report_closed (self, NULL);
      return;
    }
  /* Cut (no close handshake, or an abnormal end), the host going away
   * (stopped, to start again from its save) or taking this client for
   * gone: back to the seat, if the host gave one. Anything else the host
   * said on purpose. */
  if (code == SOUP_WEBSOCKET_CLOSE_GOING_AWAY && g_strcmp0 (said, CN_NET_CLOSE_TABLE_CLOSED) == 0)
    self->host_closed = TRUE;
  if ((code == 0 || code == SOUP_WEBSOCKET_CLOSE_ABNORMAL ||
       code == SOUP_WEBSOCKET_CLOSE_GOING_AWAY || code == CN_NET_CLOSE_NO_ANSWER) &&
      !self->closing && self->invite.rejoin != NULL && retry_later (self))
    return;
  if (code == CN_NET_CLOSE_REFUSED && self->refusal != NULL)
    reason = g_strdup_printf ("refused by the host: %s", self->refusal);
  else if (code == 0)
    reason = g_strdup ("the connection to the host was cut");
  else
    reason = g_strdup_printf ("the host closed the connection (%u%s%s)", code,
                              said != NULL && *said != '\0' ? ": " : "",
                              said != NULL ? said : "");
  report_closed (self, reason);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  /* The client may have been freed while it connected: then it is NULL
   * here, and the connection is dropped. */
  g_autofree CnNetClient **pending = user_data;
  CnNetClient *self = *pending;
  g_autoptr(GError) error = NULL;
  SoupWebsocketConnection *ws;
  JsonBuilder *builder;
  g_autofree char *text = NULL;

  ws = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (self == NULL)
    {
      g_clear_object (&ws);
      return;
    }
  self->pending = NULL;
  if (ws == NULL)
    {
      g_autofree char *reason = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* The host is not back yet after a cut. */
      if (self->invite.rejoin != NULL && !self->closing &&
          !g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE) &&
          retry_later (self))
        return;
      if (g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE))
        {
          self->failure = CN_NET_FAILURE_CERTIFICATE;
          reason = g_strdup ("the host's certificate is not the one the invitation names");
        }
      else
        {
          self->failure = CN_NET_FAILURE_UNREACHABLE;
          reason = g_strdup_printf ("cannot reach the table at %s:%u: %s", self->invite.host,
                                    self->invite.port, error->message);
        }
      report_closed (self, reason);
      return;
    }
  self->ws = ws;
  /* A certificate an authority vouches for is not asked about: it must be
   * the invitation's all the same. */
  if (!certificate_matches (self, soup_message_get_tls_peer_certificate (self->msg)))
    {
      self->failure = CN_NET_FAILURE_CERTIFICATE;
      report_closed (self, "the host's certificate is not the one the invitation names");
      cn_net_client_close (self);
      return;
    }
  soup_websocket_connection_set_max_incoming_payload_size (ws, CN_NET_CLIENT_MAX_BYTES);
  cn_net_set_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (ws, "closed", G_CALLBACK (closed_cb), self);
  self->heard_at = g_get_monotonic_time ();
  clear_timeout (&self->watch);
  self->watch = add_timeout (self->ping_ms, watch_cb, self);

  builder = cn_net_message_begin (CN_NET_MSG_JOIN);
  json_builder_set_member_name (builder, "table");
  json_builder_add_string_value (builder, self->invite.code);
  json_builder_set_member_name (builder, "secret");
  json_builder_add_string_value (builder, self->invite.secret);
  if (self->invite.rejoin != NULL)
    {
      json_builder_set_member_name (builder, "rejoin");
      json_builder_add_string_value (builder, self->invite.rejoin);
    }
  if (self->says_ready)
    {
      json_builder_set_member_name (builder, "ready");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (self->wants_history)
    {
      json_builder_set_member_name (builder, "history");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (self->invite.name != NULL)
    {
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, self->invite.name);
    }
  text = cn_net_message_end (builder);
  soup_websocket_connection_send_text (ws, text);
}

static void
connect_now (CnNetClient *self)
{
  g_autoptr(GUri) uri = NULL;

  if (self->msg != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->msg, self);
      g_clear_object (&self->msg);
    }
  uri = g_uri_build (G_URI_FLAGS_NONE, "wss", NULL, self->invite.host, self->invite.port,
                     CN_NET_PATH, NULL, NULL);
  self->msg = soup_message_new_from_uri (SOUP_METHOD_GET, uri);
  g_signal_connect (self->msg, "accept-certificate", G_CALLBACK (accept_certificate_cb), self);
  self->pending = g_new (CnNetClient *, 1);
  *self->pending = self;
  soup_session_websocket_connect_async (self->session, self->msg, NULL, NULL, G_PRIORITY_DEFAULT,
                                        self->cancellable, connected_cb, self->pending);
}

CnNetClient *
cn_net_client_new (const CnNetInvite      *invite,
                   const CnNetClientFuncs *funcs,
                   gpointer                user_data)
{
  CnNetClient *self = g_new0 (CnNetClient, 1);

  self->invite.host = g_strdup (invite->host);
  self->invite.port = invite->port;
  self->invite.code = g_strdup (invite->code);
  self->invite.secret = g_strdup (invite->secret);
  self->invite.fingerprint = g_strdup (invite->fingerprint);
  self->invite.rejoin = g_strdup (invite->rejoin);
  self->invite.name = g_strdup (invite->name);
  self->funcs = *funcs;
  self->user_data = user_data;
  self->address = strchr (invite->host, ':') != NULL
                  ? g_strdup_printf ("[%s]:%u", invite->host, invite->port)
                  : g_strdup_printf ("%s:%u", invite->host, invite->port);
  self->cancellable = g_cancellable_new ();
  self->ping_ms = CN_NET_PING_MS;
  /* No proxy: an invitation names a host to reach directly. No database
   * of certificate authorities either: the client trusts the invitation's
   * fingerprint and nothing else, and loading the system's authorities
   * for every connection costs megabytes each (a load generator holds
   * thousands). */
  self->session = soup_session_new_with_options ("proxy-resolver", NULL, "timeout", 30,
                                                 "tls-database", NULL, NULL);
  connect_now (self);
  return self;
}

CnNetFailure
cn_net_client_get_failure (CnNetClient *self)
{
  return self->failure;
}

const char *
cn_net_client_get_address (CnNetClient *self)
{
  return self->address;
}

const char *
cn_net_client_get_rejoin (CnNetClient *self)
{
  return self->invite.rejoin;
}

void
cn_net_client_send_text (CnNetClient *self,
                         const char  *text)
{
  if (self->ws != NULL &&
      soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->ws, text);
}

void
cn_net_client_set_says_ready (CnNetClient *self,
                              gboolean     says_ready)
{
  self->says_ready = says_ready;
}

gboolean
cn_net_client_get_host_closed (CnNetClient *self)
{
  return self->host_closed;
}

void
cn_net_client_set_wants_history (CnNetClient *self,
                                 gboolean     wants_history)
{
  self->wants_history = wants_history;
}

void
cn_net_client_send_ready (CnNetClient *self)
{
  g_autofree char *text = cn_net_message_end (cn_net_message_begin (CN_NET_MSG_READY));

  cn_net_client_send_text (self, text);
}

void
cn_net_client_send_move (CnNetClient  *self,
                         guint64       seq,
                         const CnMove *move)
{
  g_autofree char *text = cn_net_message_move (seq, move);

  cn_net_client_send_text (self, text);
}

void
cn_net_client_close (CnNetClient *self)
{
  self->closing = TRUE;
  clear_timeout (&self->retry);
  clear_timeout (&self->watch);
  g_cancellable_cancel (self->cancellable);
  if (self->ws != NULL &&
      soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->ws, SOUP_WEBSOCKET_CLOSE_NORMAL, "bye");
}

void
cn_net_client_free (CnNetClient *self)
{
  if (self == NULL)
    return;
  if (self->pending != NULL)
    *self->pending = NULL;
  clear_timeout (&self->retry);
  clear_timeout (&self->watch);
  g_cancellable_cancel (self->cancellable);
  if (self->ws != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->ws, self);
      if (soup_websocket_connection_get_state (self->ws) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->ws, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
      g_object_unref (self->ws);
    }
  if (self->msg != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->msg, self);
      g_object_unref (self->msg);
    }
  g_object_unref (self->session);
  g_object_unref (self->cancellable);
  g_free (self->invite.host);
  g_free (self->invite.code);
  g_free (self->invite.secret);
  g_free (self->invite.fingerprint);
  if (self->invite.rejoin != NULL)
    memset (self->invite.rejoin, 0, strlen (self->invite.rejoin));
  g_free (self->invite.rejoin);
  g_free (self->invite.name);
  g_free (self->refusal);
  g_free (self->address);
  g_free (self);
}

gboolean
cn_net_choose_move (JsonObject        *message,
                    CnAiLevel          level,
                    const CnAiConfig  *config,
                    guint64            seed,
                    guint64           *seq,
                    CnMove            *move,
                    GError           **error)
{
  g_autofree CnState *state = g_new (CnState, 1);
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  CnAiMemory memory;
  JsonNode *member;
  gint64 value;

  if ((member = cn_json_need (message, "message", "seq", error)) == NULL ||
      !cn_json_want_int (member, "message.seq", 0, G_MAXINT64, &value, error) ||
      (member = cn_json_need (message, "message", "view", error)) == NULL ||
      !cn_view_read (member, seed ^ (guint64) value, state, &memory, error))
    return FALSE;
  cn_ai_view_build (view, state, &memory);
  cn_ai_choose_view (level, view, memory.rng, config, move, NULL);
  *seq = (guint64) value;
  return TRUE;
}
