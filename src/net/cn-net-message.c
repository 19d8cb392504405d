/* cn-net-message.c: the messages of network play, their reader and the
 * invitation
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-message.h"

#include <string.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <gnutls/crypto.h>
#include <gnutls/gnutls.h>

#include "cn-json.h"
#include "cn-net-text.h"
#include "cn-scenario.h"

static const char * const msg_names[CN_NET_N_MSGS] = {
  [CN_NET_MSG_JOIN] = "join",
  [CN_NET_MSG_MOVE] = "move",
  [CN_NET_MSG_BYE] = "bye",
  [CN_NET_MSG_WELCOME] = "welcome",
  [CN_NET_MSG_WAITING] = "waiting",
  [CN_NET_MSG_VIEW] = "view",
  [CN_NET_MSG_MOVED] = "moved",
  [CN_NET_MSG_VERDICT] = "verdict",
  [CN_NET_MSG_ROUND_OVER] = "round-over",
  [CN_NET_MSG_GAME_OVER] = "game-over",
  [CN_NET_MSG_ERROR] = "error",
  [CN_NET_MSG_PING] = "ping",
  [CN_NET_MSG_PONG] = "pong",
  [CN_NET_MSG_SEAT_STATUS] = "seat-status",
  [CN_NET_MSG_READY] = "ready",
  [CN_NET_MSG_ROUND_WAIT] = "round-wait",
  [CN_NET_MSG_HISTORY] = "history",
};

const char *
cn_net_msg_name (CnNetMsg type)
{
  g_return_val_if_fail (type < CN_NET_N_MSGS, NULL);
  return msg_names[type];
}

JsonNode *
cn_net_message_read (const guint8 *bytes,
                     gsize         length,
                     gsize         max_bytes,
                     int           max_depth,
                     CnNetMsg     *type,
                     GError      **error)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonNode *member;
  const char *name;
  gint64 version;

  /* cn_json_parse refuses a message past max_bytes or nested past
   * max_depth on the bytes alone, before json-glib builds anything. */
  root = cn_json_parse (bytes, length, max_bytes, max_depth, error);
  if (root == NULL || !cn_json_want_object (root, "message", &object, error))
    return NULL;
  if ((member = cn_json_need (object, "message", "v", error)) == NULL ||
      !cn_json_want_int (member, "message.v", 0, G_MAXINT32, &version, error))
    return NULL;
  if (version != CN_NET_VERSION)
    {
      cn_json_fail (error, CN_CODEC_ERROR_VERSION, "message.v",
                    "version %" G_GINT64_FORMAT " of the protocol, this side speaks %d",
                    version, CN_NET_VERSION);
      return NULL;
    }
  if ((member = cn_json_need (object, "message", "type", error)) == NULL ||
      !cn_json_want_string (member, "message.type", 32, &name, error))
    return NULL;
  for (int t = 0; t < CN_NET_N_MSGS; t++)
    if (g_str_equal (name, msg_names[t]))
      {
        *type = t;
        return g_steal_pointer (&root);
      }
  {
    g_autofree char *quoted = cn_json_quote (name);

    cn_json_fail (error, CN_CODEC_ERROR_FORMAT, "message.type", "unknown type %s", quoted);
  }
  return NULL;
}

JsonBuilder *
cn_net_message_begin (CnNetMsg type)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "v");
  json_builder_add_int_value (builder, CN_NET_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, cn_net_msg_name (type));
  return builder;
}

char *
cn_net_message_end (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  g_object_unref (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

char *
cn_net_message_move (guint64       seq,
                     const CnMove *move)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_MOVE);

  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, (gint64) seq);
  json_builder_set_member_name (builder, "move");
  json_builder_add_value (builder, cn_scenario_move_to_json (move));
  return cn_net_message_end (builder);
}

char *
cn_net_message_ping (gint64 n)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_PING);

  json_builder_set_member_name (builder, "n");
  json_builder_add_int_value (builder, n);
  return cn_net_message_end (builder);
}

char *
cn_net_message_pong (JsonObject *ping)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_PONG);
  JsonNode *n = json_object_get_member (ping, "n");

  if (n != NULL && JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_INT64)
    {
      json_builder_set_member_name (builder, "n");
      json_builder_add_int_value (builder, json_node_get_int (n));
    }
  return cn_net_message_end (builder);
}

char *
cn_net_message_error (const char *code,
                      const char *message)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_ERROR);

  json_builder_set_member_name (builder, "code");
  json_builder_add_string_value (builder, code);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, message);
  return cn_net_message_end (builder);
}

void
cn_net_set_no_delay (GIOStream *stream)
{
  /* Down through the layers that wrap the socket: libsoup's own stream
   * ("base-iostream") and the TLS connection ("base-io-stream"). */
  for (int depth = 0; stream != NULL && depth < 8; depth++)
    {
      GObjectClass *klass = G_OBJECT_GET_CLASS (stream);
      const char *names[] = { "base-iostream", "base-io-stream" };
      GIOStream *base = NULL;

      if (G_IS_SOCKET_CONNECTION (stream))
        {
          GSocket *socket = g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream));

          g_socket_set_option (socket, IPPROTO_TCP, TCP_NODELAY, 1, NULL);
          return;
        }
      for (guint i = 0; i < G_N_ELEMENTS (names) && base == NULL; i++)
        if (g_object_class_find_property (klass, names[i]) != NULL)
          g_object_get (stream, names[i], &base, NULL);
      if (base == NULL)
        return;
      /* The layer below lives as long as the stream above it. */
      g_object_unref (base);
      stream = base;
    }
}

/* ---------------------------------------------------------- invitations */

static gboolean
is_hex (const char *text,
        gsize       length)
{
  if (text == NULL || strlen (text) != length)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isxdigit (text[i]))
      return FALSE;
  return TRUE;
}

static gboolean
is_code (const char *text)
{
  gsize length = text != NULL ? strlen (text) : 0;

  if (length < 1 || length > 32)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (text[i]))
      return FALSE;
  return TRUE;
}

CnNetInvite *
cn_net_invite_parse (const char  *text,
                     GError     **error)
{
  g_autoptr(GUri) uri = NULL;
  g_autoptr(GHashTable) params = NULL;
  g_autoptr(CnNetInvite) invite = g_new0 (CnNetInvite, 1);
  const char *path, *query;
  int port;

  uri = g_uri_parse (text, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_strcmp0 (g_uri_get_scheme (uri), "canasta") != 0 ||
      g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "not an invitation: expected canasta://HOST:PORT/CODE?s=SECRET&fp=FINGERPRINT");
      return NULL;
    }
  port = g_uri_get_port (uri);
  path = g_uri_get_path (uri);
  query = g_uri_get_query (uri);
  if (query != NULL)
    params = g_uri_parse_params (query, -1, "&", G_URI_PARAMS_NONE, NULL);
  /* The table's password, as the host shows it or as an older host's
   * 32 hexadecimal digits. */
  if (params != NULL)
    invite->secret = cn_net_password_normalize (g_hash_table_lookup (params, "s"));
  if (port < 1 || port > 65535 || path == NULL || path[0] != '/' || !is_code (path + 1) ||
      invite->secret == NULL || !is_hex (g_hash_table_lookup (params, "fp"), 64))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "the invitation is incomplete: it needs a port, a table code, "
                   "a password of 16 letters and digits (s=) and a fingerprint of 64 "
                   "hexadecimal digits (fp=)");
      return NULL;
    }
  invite->host = g_strdup (g_uri_get_host (uri));
  invite->port = (guint16) port;
  invite->code = g_strdup (path + 1);
  invite->fingerprint = g_ascii_strdown (g_hash_table_lookup (params, "fp"), -1);
  return g_steal_pointer (&invite);
}

char *
cn_net_invite_format (const CnNetInvite *invite)
{
  /* An IPv6 address goes in brackets. */
  gboolean v6 = strchr (invite->host, ':') != NULL;

  return g_strdup_printf ("canasta://%s%s%s:%u/%s?s=%s&fp=%s", v6 ? "[" : "", invite->host,
                          v6 ? "]" : "", invite->port, invite->code, invite->secret,
                          invite->fingerprint);
}

void
cn_net_invite_free (CnNetInvite *invite)
{
  if (invite == NULL)
    return;
  g_free (invite->host);
  g_free (invite->code);
  if (invite->secret != NULL)
    memset (invite->secret, 0, strlen (invite->secret));
  g_free (invite->secret);
  g_free (invite->fingerprint);
  if (invite->rejoin != NULL)
    memset (invite->rejoin, 0, strlen (invite->rejoin));
  g_free (invite->rejoin);
  g_free (invite->name);
  g_free (invite);
}

/* GLib's g_random is no generator for secrets: GnuTLS's is. */
static void
random_bytes (guint8 *out,
              gsize   n)
{
  if (gnutls_rnd (GNUTLS_RND_KEY, out, n) != 0)
    g_error ("no random numbers for a secret");
}

char *
cn_net_random_hex (gsize n_bytes)
{
  g_autofree guint8 *bytes = g_malloc (n_bytes);
  GString *text = g_string_sized_new (n_bytes * 2);

  random_bytes (bytes, n_bytes);
  for (gsize i = 0; i < n_bytes; i++)
    g_string_append_printf (text, "%02x", bytes[i]);
  memset (bytes, 0, n_bytes);
  return g_string_free (text, FALSE);
}

char *
cn_net_random_code (void)
{
  static const char alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  guint8 bytes[6];
  char *code = g_malloc (7);

  random_bytes (bytes, sizeof bytes);
  for (int i = 0; i < 6; i++)
    code[i] = alphabet[bytes[i] % (sizeof alphabet - 1)];
  code[6] = '\0';
  return code;
}

gboolean
cn_net_secret_equal (const char *a,
                     const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  guint8 diff = la != lb;

  for (gsize i = 0; i < MAX (la, lb); i++)
    diff |= (guint8) (i < la ? a[i] : 0) ^ (guint8) (i < lb ? b[i] : 0);
  return diff == 0;
}
