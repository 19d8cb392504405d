/* cn-net-host.c: the host of network play: tables over WebSocket and TLS
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host.h"

#include <libsoup/soup.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-text.h"

typedef struct _HostTable HostTable;
typedef struct _Connection Connection;

struct _HostTable
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
  CnNetHost               *host;
  SoupWebsocketConnection *ws;
  HostTable               *table;     /* NULL until it joins */
  int                      seat;
  int                      faults;
  guint                    join_timeout;
  gint64                   heard_at;  /* monotonic: the last message from the client */
  gint64                   pings;
};

struct _CnNetHost
{
  SoupServer      *server;
  GTlsCertificate *certificate;
  char            *fingerprint;
  GHashTable      *tables;            /* code → HostTable */
  GPtrArray       *connections;       /* Connection */
  CnNetHostTapFunc tap;
  gpointer         tap_data;
  int              ping_ms;
  /* Saving the tables: the folder, the writer (one thread, so that a
   * table's saves land in order) and the next round of saves. */
  char            *save_dir;
  GThreadPool     *writer;
  guint            save_timer;
  CnNetHostOverFunc changed;
  gpointer         changed_data;
  /* One timer pings every connection: a timer each would make every turn
   * of the main loop look at thousands of them. */
  guint            ping_timer;
  /* Closing (cn_net_host_close): the goodbyes are on their way. */
  gboolean         closing;
  guint            goodbye_timer;
  GDestroyNotify   goodbye_done;
  gpointer         goodbye_data;
};

static void queue_save (CnNetHost  *self,
                        CnNetTable *table,
                        gboolean    remove);

/* ---------------------------------------------------------- connections */

static void
send_text (Connection *connection,
           const char *text)
{
  /* Closing: the goodbye is the last word (a close frame does not stop
   * what is queued after it from going out first). */
  if (soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN &&
      !connection->host->closing)
    soup_websocket_connection_send_text (connection->ws, text);
}

static void
close_connection (Connection *connection,
                  gushort     code,
                  const char *reason)
{
  if (soup_websocket_connection_get_state (connection->ws) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (connection->ws, code, reason);
}

/* Leaves the seat, if it has one: the table waits for its player. */
static void
unseat (Connection *connection)
{
  HostTable *table = connection->table;

  if (table == NULL)
    return;
  if (table->seats[connection->seat] == connection)
    {
      table->seats[connection->seat] = NULL;
      /* Closing: the table goes with the host, its save as it was. */
      if (!connection->host->closing)
        cn_net_table_leave_seat (table->table, connection->seat);
    }
  connection->table = NULL;
}

static void
connection_free (Connection *connection)
{
  unseat (connection);
  g_clear_handle_id (&connection->join_timeout, g_source_remove);
  g_signal_handlers_disconnect_by_data (connection->ws, connection);
  close_connection (connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, CN_NET_CLOSE_TABLE_CLOSED);
  g_object_unref (connection->ws);
  g_free (connection);
}

/* A message the host could not take: said to the client, and counted. */
static void
fault (Connection *connection,
       const char *code,
       const char *message)
{
  g_autofree char *text = cn_net_message_error (code, message);

  send_text (connection, text);
  if (++connection->faults >= CN_NET_MAX_FAULTS)
    close_connection (connection, CN_NET_CLOSE_ABUSE, "too many messages the host cannot take");
}

static void
refuse (Connection *connection,
        const char *code,
        const char *message)
{
  g_autofree char *text = cn_net_message_error (code, message);

  send_text (connection, text);
  close_connection (connection, CN_NET_CLOSE_REFUSED, message);
}

static void
join (Connection *connection,
      JsonObject *message)
{
  g_autoptr(GError) error = NULL;
  const char *code, *secret, *rejoin = NULL, *name = NULL;
  g_autofree char *password = NULL;
  gboolean says_ready = FALSE, wants_history = FALSE;
  HostTable *table;
  Connection *old;
  JsonNode *member;
  int seat;

  if ((member = cn_json_need (message, "message", "table", &error)) == NULL ||
      !cn_json_want_string (member, "message.table", 64, &code, &error) ||
      (member = cn_json_need (message, "message", "secret", &error)) == NULL ||
      !cn_json_want_string (member, "message.secret", 128, &secret, &error) ||
      ((member = json_object_get_member (message, "rejoin")) != NULL &&
       !cn_json_want_string (member, "message.rejoin", 128, &rejoin, &error)) ||
      ((member = json_object_get_member (message, "ready")) != NULL &&
       !cn_json_want_bool (member, "message.ready", &says_ready, &error)) ||
      ((member = json_object_get_member (message, "history")) != NULL &&
       !cn_json_want_bool (member, "message.history", &wants_history, &error)) ||
      ((member = json_object_get_member (message, "name")) != NULL &&
       !cn_json_want_string (member, "message.name", 1024, &name, &error)))
    {
      fault (connection, "bad-message", error->message);
      return;
    }
  /* The same answer for a wrong code and a wrong secret: a stranger learns
   * nothing about which tables exist. The secret is compared in a time
   * that does not tell where it differs. */
  table = g_hash_table_lookup (connection->host->tables, code);
  /* The password as people type it: any case, dashes or not. */
  password = cn_net_password_normalize (secret);
  if (table == NULL || password == NULL ||
      !cn_net_secret_equal (password, cn_net_table_get_secret (table->table)))
    {
      refuse (connection, "refused", "wrong table code or secret");
      return;
    }
  if ((seat = cn_net_table_find_seat (table->table, rejoin)) < 0)
    {
      if (rejoin != NULL)
        refuse (connection, "refused", "wrong rejoin token");
      else
        refuse (connection, "table-full", "every seat of this table is taken");
      return;
    }
  g_clear_handle_id (&connection->join_timeout, g_source_remove);
  /* The seat's player is back while its old connection still looks open
   * (half-open: the host has not noticed it is gone): the old one goes,
   * without leaving the seat. */
  if ((old = table->seats[seat]) != NULL)
    {
      old->table = NULL;
      close_connection (old, CN_NET_CLOSE_REPLACED, "the player came back on a new connection");
    }
  connection->table = table;
  connection->seat = seat;
  table->seats[seat] = connection;
  /* Untrusted: cleaned and cut, never refused for it. */
  cn_net_table_set_name (table->table, seat, name);
  cn_net_table_set_says_ready (table->table, seat, says_ready);
  cn_net_table_set_wants_history (table->table, seat, wants_history);
  cn_net_table_take_seat (table->table, seat);
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
      fault (connection, "bad-message", "messages are JSON text, not binary");
      return;
    }
  root = cn_net_message_read (data, length, CN_NET_HOST_MAX_BYTES, CN_NET_HOST_MAX_DEPTH, &type,
                              &error);
  if (root == NULL)
    {
      fault (connection, "bad-message", error->message);
      return;
    }
  if (type == CN_NET_MSG_BYE)
    {
      close_connection (connection, SOUP_WEBSOCKET_CLOSE_NORMAL, "bye");
      return;
    }
  if (type == CN_NET_MSG_PING)
    {
      g_autofree char *pong = cn_net_message_pong (json_node_get_object (root));

      send_text (connection, pong);
      return;
    }
  if (type == CN_NET_MSG_PONG)
    return;
  if (connection->table == NULL)
    {
      if (type == CN_NET_MSG_JOIN)
        join (connection, json_node_get_object (root));
      else
        fault (connection, "not-joined", "the first message is a join");
      return;
    }
  if (!cn_net_table_receive (connection->table->table, connection->seat, type,
                             json_node_get_object (root)))
    {
      if (++connection->faults >= CN_NET_MAX_FAULTS)
        close_connection (connection, CN_NET_CLOSE_ABUSE, "too many messages the host cannot take");
    }
}

/* The seat is free as soon as the connection starts closing (its player
 * may come back on a new one before this one's close is done). */
static void
closing_cb (SoupWebsocketConnection *ws,
            gpointer                 user_data)
{
  unseat (user_data);
}

static void goodbye_over (CnNetHost *self);

static void
closed_cb (SoupWebsocketConnection *ws,
           gpointer                 user_data)
{
  Connection *connection = user_data;
  CnNetHost *host = connection->host;

  g_ptr_array_remove_fast (host->connections, connection);
  connection_free (connection);
  /* Closing, and the last goodbye is through. */
  if (host->goodbye_timer != 0 && host->connections->len == 0)
    goodbye_over (host);
}

/* A client that has said nothing, not even a pong, for several pings is
 * gone (its machine off the network, its program stopped): the connection
 * is closed and its seat dropped, within seconds rather than TCP's
 * minutes. */
static void
ping (Connection *connection,
      gint64      now)
{
  gint64 silent = now - connection->heard_at;
  g_autofree char *text = NULL;

  if (soup_websocket_connection_get_state (connection->ws) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  if (silent > (gint64) connection->host->ping_ms * CN_NET_PING_TIMEOUTS * 1000)
    {
      unseat (connection);
      close_connection (connection, CN_NET_CLOSE_NO_ANSWER, "no answer to the pings");
      return;
    }
  text = cn_net_message_ping (++connection->pings);
  send_text (connection, text);
}

static gboolean
ping_cb (gpointer user_data)
{
  CnNetHost *self = user_data;
  gint64 now = g_get_monotonic_time ();

  /* Closing a connection does not take it out of the array: that waits
   * for its "closed". */
  for (guint i = 0; i < self->connections->len; i++)
    ping (g_ptr_array_index (self->connections, i), now);
  return G_SOURCE_CONTINUE;
}

static gboolean
join_timeout_cb (gpointer user_data)
{
  Connection *connection = user_data;

  connection->join_timeout = 0;
  close_connection (connection, CN_NET_CLOSE_ABUSE, "no join in time");
  return G_SOURCE_REMOVE;
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *ws,
              gpointer                 user_data)
{
  CnNetHost *self = user_data;
  Connection *connection = g_new0 (Connection, 1);

  connection->host = self;
  connection->ws = g_object_ref (ws);
  connection->seat = -1;
  /* A frame past this is not read: libsoup closes the connection. */
  soup_websocket_connection_set_max_incoming_payload_size (ws, CN_NET_MAX_FRAME);
  cn_net_set_no_delay (soup_websocket_connection_get_io_stream (ws));
  g_signal_connect (ws, "message", G_CALLBACK (message_cb), connection);
  g_signal_connect (ws, "closing", G_CALLBACK (closing_cb), connection);
  g_signal_connect (ws, "closed", G_CALLBACK (closed_cb), connection);
  connection->join_timeout = g_timeout_add_seconds (CN_NET_JOIN_TIMEOUT_S, join_timeout_cb,
                                                    connection);
  connection->heard_at = g_get_monotonic_time ();
  if (self->ping_timer == 0)
    self->ping_timer = g_timeout_add (self->ping_ms, ping_cb, self);
  g_ptr_array_add (self->connections, connection);
}

/* ----------------------------------------------------------------- tables */

static void
table_send_cb (CnNetTable *table,
               int         seat,
               const char *text,
               gpointer    user_data)
{
  HostTable *host_table = user_data;
  CnNetHost *self = host_table->host;

  if (host_table->seats[seat] == NULL)
    return;
  if (self->tap != NULL)
    self->tap (self, table, seat, text, self->tap_data);
  send_text (host_table->seats[seat], text);
}

static void
table_over_cb (CnNetTable *table,
               gpointer    user_data)
{
  HostTable *host_table = user_data;

  /* Nothing to resume: the save goes. */
  if (host_table->host->save_dir != NULL)
    {
      host_table->dirty = FALSE;
      queue_save (host_table->host, table, TRUE);
    }

  /* Its players have the totals: their connections close after them. */
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    if (host_table->seats[seat] != NULL)
      close_connection (host_table->seats[seat], CN_NET_CLOSE_GAME_OVER, "the game is over");
  if (host_table->over != NULL)
    host_table->over (host_table->host, table, host_table->user_data);
}

/* ----------------------------------------------------------------- saving */

/* How long a change waits before it is saved: the saves of a busy table
 * come together, and a host killed loses at most this much play (its
 * players make those moves again). */
#define SAVE_DELAY_MS 250

typedef struct
{
  char       *path;
  CnSaveData *data;     /* NULL: the game is over, the file goes */
} SaveJob;

static void
write_save (gpointer job_data,
            gpointer user_data)
{
  SaveJob *job = job_data;
  g_autoptr(GError) error = NULL;

  if (job->data == NULL)
    {
      if (g_unlink (job->path) != 0 && errno != ENOENT)
        g_warning ("cannot remove %s: %s", job->path, g_strerror (errno));
    }
  else
    {
      /* Atomic (a temporary file, synced, renamed over): a host killed
       * while it writes leaves the save before. */
      if (!cn_save_write (job->path, job->data, &error))
        g_warning ("cannot save the table to %s: %s", job->path, error->message);
      cn_save_data_clear (job->data);
      g_free (job->data);
    }
  g_free (job->path);
  g_free (job);
}

static char *
save_path (CnNetHost  *self,
           CnNetTable *table)
{
  g_autofree char *name = g_strdup_printf ("%s.json", cn_net_table_get_code (table));

  return g_build_filename (self->save_dir, name, NULL);
}

static void
queue_save (CnNetHost  *self,
            CnNetTable *table,
            gboolean    remove)
{
  SaveJob *job = g_new0 (SaveJob, 1);

  job->path = save_path (self, table);
  if (!remove)
    {
      job->data = g_new0 (CnSaveData, 1);
      if (!cn_net_table_to_save (table, job->data))
        g_clear_pointer (&job->data, g_free);
      if (job->data == NULL)
        {
          g_free (job->path);
          g_free (job);
          return;
        }
    }
  g_thread_pool_push (self->writer, job, NULL);
}

static gboolean
save_cb (gpointer user_data)
{
  CnNetHost *self = user_data;
  GHashTableIter iter;
  HostTable *table;

  self->save_timer = 0;
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &table))
    if (table->dirty)
      {
        table->dirty = FALSE;
        queue_save (self, table->table, FALSE);
      }
  return G_SOURCE_REMOVE;
}

static void
table_changed_cb (CnNetTable *table,
                  gpointer    user_data)
{
  HostTable *host_table = user_data;
  CnNetHost *self = host_table->host;

  if (self->changed != NULL)
    self->changed (self, table, self->changed_data);
  if (self->save_dir == NULL)
    return;
  host_table->dirty = TRUE;
  if (self->save_timer == 0)
    self->save_timer = g_timeout_add (SAVE_DELAY_MS, save_cb, self);
}

gboolean
cn_net_host_set_save_dir (CnNetHost   *self,
                          const char  *dir,
                          GError     **error)
{
  g_return_val_if_fail (self->save_dir == NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot make the folder %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  self->save_dir = g_strdup (dir);
  self->writer = g_thread_pool_new (write_save, NULL, 1, TRUE, NULL);
  return TRUE;
}

static void
host_table_free (gpointer data)
{
  HostTable *table = data;

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    if (table->seats[seat] != NULL)
      table->seats[seat]->table = NULL;
  cn_net_table_free (table->table);
  g_free (table);
}

static const CnNetTableFuncs table_funcs = { table_send_cb, table_over_cb, table_changed_cb };

CnNetTable *
cn_net_host_add_table (CnNetHost         *self,
                       const CnRules     *rules,
                       const CnOptions   *options,
                       int                players,
                       guint64            seed,
                       const CnNetSeat   *seats,
                       int                budget_ms,
                       CnNetHostOverFunc  over,
                       gpointer           user_data)
{
  HostTable *table = g_new0 (HostTable, 1);

  table->host = self;
  table->over = over;
  table->user_data = user_data;
  table->table = cn_net_table_new (rules, options, players, seed, seats, budget_ms, &table_funcs,
                                   table);
  /* Six characters of 31: a clash among a host's tables is rare, and
   * drawn again. */
  while (g_hash_table_contains (self->tables, cn_net_table_get_code (table->table)))
    {
      cn_net_table_free (table->table);
      table->table = cn_net_table_new (rules, options, players, seed, seats, budget_ms,
                                       &table_funcs, table);
    }
  g_hash_table_insert (self->tables, g_strdup (cn_net_table_get_code (table->table)), table);
  cn_net_table_set_ping_ms (table->table, self->ping_ms);
  return table->table;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

CnNetTable *
cn_net_host_resume_table (CnNetHost          *self,
                          const char         *path,
                          CnNetHostOverFunc   over,
                          gpointer            user_data,
                          GError            **error)
{
  g_autoptr(GError) local = NULL;
  CnSaveData data;
  HostTable *table;

  g_return_val_if_fail (self->save_dir != NULL, NULL);

  if (!cn_save_read (path, &data, &local))
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local), "%s: ", path);
      return NULL;
    }
  table = g_new0 (HostTable, 1);
  table->host = self;
  table->over = over;
  table->user_data = user_data;
  table->table = cn_net_table_new_from_save (&data, &table_funcs, table, &local);
  cn_save_data_clear (&data);
  if (table->table == NULL ||
      g_hash_table_contains (self->tables, cn_net_table_get_code (table->table)))
    {
      if (local == NULL)
        g_set_error (&local, G_IO_ERROR, G_IO_ERROR_EXISTS, "a table of that code is hosted");
      g_propagate_prefixed_error (error, g_steal_pointer (&local), "%s: ", path);
      cn_net_table_free (table->table);
      g_free (table);
      return NULL;
    }
  g_hash_table_insert (self->tables, g_strdup (cn_net_table_get_code (table->table)), table);
  cn_net_table_set_ping_ms (table->table, self->ping_ms);
  return table->table;
}

GPtrArray *
cn_net_host_list_saves (CnNetHost  *self,
                        GError    **error)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_val_if_fail (self->save_dir != NULL, NULL);

  if ((dir = g_dir_open (self->save_dir, 0, error)) == NULL)
    return NULL;
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (paths, g_build_filename (self->save_dir, name, NULL));
  /* In the order of their codes: the same order at every start. */
  g_ptr_array_sort (paths, compare_names);
  return g_steal_pointer (&paths);
}

GPtrArray *
cn_net_host_resume_tables (CnNetHost          *self,
                           CnNetHostOverFunc   over,
                           gpointer            user_data,
                           GError            **error)
{
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  g_autoptr(GPtrArray) paths = cn_net_host_list_saves (self, error);

  if (paths == NULL)
    return NULL;
  for (guint i = 0; i < paths->len; i++)
    {
      CnNetTable *table = cn_net_host_resume_table (self, paths->pdata[i], over, user_data, error);

      if (table == NULL)
        return NULL;
      g_ptr_array_add (tables, table);
    }
  return g_steal_pointer (&tables);
}

char *
cn_net_host_invite (CnNetHost  *self,
                    CnNetTable *table,
                    const char *hostname)
{
  CnNetInvite invite = {
    .host = (char *) hostname,
    .port = (guint16) cn_net_host_get_port (self),
    .code = (char *) cn_net_table_get_code (table),
    .secret = (char *) cn_net_table_get_secret (table),
    .fingerprint = self->fingerprint,
  };

  return cn_net_invite_format (&invite);
}

/* ------------------------------------------------------------------ host */

CnNetHost *
cn_net_host_new (GTlsCertificate *certificate)
{
  CnNetHost *self = g_new0 (CnNetHost, 1);

  self->certificate = g_object_ref (certificate);
  self->fingerprint = cn_net_cert_fingerprint (certificate);
  self->server = soup_server_new ("tls-certificate", certificate, NULL);
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, host_table_free);
  self->connections = g_ptr_array_new ();
  self->ping_ms = CN_NET_PING_MS;
  soup_server_add_websocket_handler (self->server, CN_NET_PATH, NULL, NULL, websocket_cb, self,
                                     NULL);
  return self;
}

void
cn_net_host_free (CnNetHost *self)
{
  if (self == NULL)
    return;
  /* Nothing more is said of the tables as they close, and nothing more
   * happens at them: a seat left as its connection goes does not deal
   * the next round the table held for it. */
  self->changed = NULL;
  self->closing = TRUE;
  g_clear_handle_id (&self->ping_timer, g_source_remove);
  soup_server_disconnect (self->server);
  while (self->connections->len > 0)
    connection_free (g_ptr_array_steal_index_fast (self->connections, 0));
  /* The last saves land before the host goes. */
  if (self->save_timer != 0)
    {
      g_clear_handle_id (&self->save_timer, g_source_remove);
      save_cb (self);
    }
  if (self->writer != NULL)
    g_thread_pool_free (self->writer, FALSE, TRUE);
  g_free (self->save_dir);
  g_ptr_array_unref (self->connections);
  g_hash_table_unref (self->tables);
  g_object_unref (self->server);
  g_object_unref (self->certificate);
  g_free (self->fingerprint);
  g_free (self);
}

static void
goodbye_over (CnNetHost *self)
{
  GDestroyNotify done = self->goodbye_done;
  gpointer data = self->goodbye_data;

  g_clear_handle_id (&self->goodbye_timer, g_source_remove);
  cn_net_host_free (self);
  if (done != NULL)
    done (data);
}

static gboolean
goodbye_timeout_cb (gpointer user_data)
{
  CnNetHost *self = user_data;

  self->goodbye_timer = 0;
  goodbye_over (self);
  return G_SOURCE_REMOVE;
}

void
cn_net_host_close (CnNetHost      *self,
                   GDestroyNotify  done,
                   gpointer        user_data)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (self->goodbye_timer == 0);

  self->goodbye_done = done;
  self->goodbye_data = user_data;
  self->closing = TRUE;
  self->changed = NULL;
  /* The last saves land at once, whatever the goodbyes take. */
  if (self->save_timer != 0)
    {
      g_clear_handle_id (&self->save_timer, g_source_remove);
      save_cb (self);
    }
  g_clear_handle_id (&self->ping_timer, g_source_remove);
  soup_server_disconnect (self->server);
  /* Nothing more goes out once a connection is closing: not even the
   * seats left empty as the goodbyes are answered. */
  for (guint i = 0; i < self->connections->len; i++)
    close_connection (g_ptr_array_index (self->connections, i), SOUP_WEBSOCKET_CLOSE_GOING_AWAY,
                      CN_NET_CLOSE_TABLE_CLOSED);
  /* A client that does not answer is not waited for long: its goodbye
   * was written. With nobody to wait for, done comes from the main loop
   * all the same. */
  if (self->connections->len == 0)
    self->goodbye_timer = g_idle_add (goodbye_timeout_cb, self);
  else
    self->goodbye_timer = g_timeout_add (CN_NET_GOODBYE_MS, goodbye_timeout_cb, self);
}

/* Connections waiting to be accepted: GIO's default of 10 drops the rest
 * of a crowd arriving at once (a club's tables after a restart), which
 * then retry only after seconds. */
#define LISTEN_BACKLOG 1024

gboolean
cn_net_host_listen (CnNetHost   *self,
                    const char  *address,
                    guint        port,
                    GError     **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) socket_address = NULL;
  g_autoptr(GSocket) socket = NULL;

  if (inet == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "\"%s\" is not an IP address", address);
      return FALSE;
    }
  socket_address = g_inet_socket_address_new (inet, (guint16) port);
  socket = g_socket_new (g_inet_address_get_family (inet), G_SOCKET_TYPE_STREAM,
                         G_SOCKET_PROTOCOL_TCP, error);
  if (socket == NULL)
    return FALSE;
  g_socket_set_listen_backlog (socket, LISTEN_BACKLOG);
  if (!g_socket_bind (socket, socket_address, TRUE, error) || !g_socket_listen (socket, error))
    return FALSE;
  return soup_server_listen_socket (self->server, socket, SOUP_SERVER_LISTEN_HTTPS, error);
}

guint
cn_net_host_get_port (CnNetHost *self)
{
  GSList *listeners = soup_server_get_listeners (self->server);
  guint port = 0;

  if (listeners != NULL)
    {
      g_autoptr(GSocketAddress) address = g_socket_get_local_address (listeners->data, NULL);

      if (address != NULL)
        port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (address));
    }
  g_slist_free (listeners);
  return port;
}

const char *
cn_net_host_get_fingerprint (CnNetHost *self)
{
  return self->fingerprint;
}

guint
cn_net_host_get_n_connections (CnNetHost *self)
{
  return self->connections->len;
}

guint
cn_net_host_count_seated (CnNetHost  *self,
                          CnNetTable *table)
{
  guint n = 0;

  for (guint i = 0; i < self->connections->len; i++)
    {
      Connection *connection = g_ptr_array_index (self->connections, i);

      if (connection->table != NULL && connection->table->table == table)
        n++;
    }
  return n;
}

void
cn_net_host_set_tap (CnNetHost        *self,
                     CnNetHostTapFunc  tap,
                     gpointer          user_data)
{
  self->tap = tap;
  self->tap_data = user_data;
}

void
cn_net_host_set_ping_ms (CnNetHost *self,
                         int        ping_ms)
{
  g_return_if_fail (ping_ms > 0);
  self->ping_ms = ping_ms;
}

void
cn_net_host_set_changed (CnNetHost         *self,
                         CnNetHostOverFunc  changed,
                         gpointer           user_data)
{
  self->changed = changed;
  self->changed_data = user_data;
}

/* ------------------------------------------------------- a state folder */

/* The port a state folder's host listened on: the invitations name it. */
#define PORT_FILE "port"

guint
cn_net_host_saved_port (const char *state_dir)
{
  g_autofree char *path = g_build_filename (state_dir, PORT_FILE, NULL);
  g_autofree char *text = NULL;
  guint64 saved;

  if (!g_file_get_contents (path, &text, NULL, NULL) ||
      !g_ascii_string_to_unsigned (g_strstrip (text), 10, 1, 65535, &saved, NULL))
    return 0;
  return (guint) saved;
}

gboolean
cn_net_host_keep_port (CnNetHost   *self,
                       const char  *state_dir,
                       GError     **error)
{
  g_autofree char *path = g_build_filename (state_dir, PORT_FILE, NULL);
  g_autofree char *text = g_strdup_printf ("%u\n", cn_net_host_get_port (self));

  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT |
                                   G_FILE_SET_CONTENTS_DURABLE, 0600, error);
}
