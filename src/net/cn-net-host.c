/* cn-net-host.c: the host of network play: tables over WebSocket and TLS
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/socket.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-text.h"

static void queue_save (CnNetHost  *self,
                        CnNetTable *table,
                        gboolean    remove);
static void unseat     (Connection *connection);
static void tables_receive (Connection *connection,
                            CnNetMsg    type,
                            JsonObject *message);

/* ------------------------------------------------------------------ jobs */

Connection *
cn_net_connection_ref (Connection *connection)
{
  g_atomic_int_inc (&connection->ref_count);
  return connection;
}

void
cn_net_connection_unref (Connection *connection)
{
  if (connection != NULL && g_atomic_int_dec_and_test (&connection->ref_count))
    {
      g_assert (connection->ws == NULL);
      g_free (connection);
    }
}

void
cn_net_job_free (gpointer data)
{
  CnNetJob *job = data;

  cn_net_connection_unref (job->connection);
  g_free (job->text);
  g_clear_pointer (&job->root, json_node_unref);
  g_free (job);
}

/* ------------------------------------------------------------- the tables' jobs */

static void
tables_job_cb (gpointer job_data,
               gpointer user_data)
{
  CnNetJob *job = job_data;

  if (job->kind == CN_NET_JOB_UNSEAT)
    unseat (job->connection);
  else
    tables_receive (job->connection, job->type, json_node_get_object (job->root));
  cn_net_host_goodbye_check (job->connection->host);
}

void
cn_net_host_tell_tables (Connection   *connection,
           CnNetJobKind  kind,
           CnNetMsg      type,
           JsonNode     *root)
{
  CnNetJob *job;

  if (!cn_net_connection_has_thread (connection))
    {
      if (kind == CN_NET_JOB_UNSEAT)
        unseat (connection);
      else
        tables_receive (connection, type, json_node_get_object (root));
      g_clear_pointer (&root, json_node_unref);
      return;
    }
  job = g_new0 (CnNetJob, 1);
  job->kind = kind;
  job->connection = cn_net_connection_ref (connection);
  job->type = type;
  job->root = root;
  cn_net_mailbox_post (connection->host->mailbox, job);
}

/* -------------------------------------- a connection, on the tables' side */

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
      if (!g_atomic_int_get (&connection->host->closing))
        cn_net_table_leave_seat (table->table, connection->seat);
    }
  connection->table = NULL;
}

static void
fault (Connection *connection,
       const char *code,
       const char *message)
{
  g_autofree char *text = cn_net_message_error (code, message);

  cn_net_connection_tell (connection, CN_NET_JOB_FAULT, text, 0, NULL);
}

/* message is static. */
static void
refuse (Connection *connection,
        const char *code,
        const char *message)
{
  g_autofree char *text = cn_net_message_error (code, message);

  cn_net_connection_tell (connection, CN_NET_JOB_CLOSE, text, CN_NET_CLOSE_REFUSED, message);
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
  cn_net_connection_tell (connection, CN_NET_JOB_JOINED, NULL, 0, NULL);
  /* The seat's player is back while its old connection still looks open
   * (half-open: the host has not noticed it is gone): the old one goes,
   * without leaving the seat. */
  if ((old = table->seats[seat]) != NULL)
    {
      old->table = NULL;
      cn_net_connection_tell (old, CN_NET_JOB_CLOSE, NULL, CN_NET_CLOSE_REPLACED,
                 "the player came back on a new connection");
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

/* A join or a move read from the connection. */
static void
tables_receive (Connection *connection,
                CnNetMsg    type,
                JsonObject *message)
{
  if (connection->table == NULL)
    {
      if (type == CN_NET_MSG_JOIN)
        join (connection, message);
      else
        fault (connection, "not-joined", "the first message is a join");
      return;
    }
  if (!cn_net_table_receive (connection->table->table, connection->seat, type, message))
    cn_net_connection_tell (connection, CN_NET_JOB_FAULT, NULL, 0, NULL);
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
  cn_net_connection_tell (host_table->seats[seat], CN_NET_JOB_SEND, text, 0, NULL);
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
      cn_net_connection_tell (host_table->seats[seat], CN_NET_JOB_CLOSE, NULL, CN_NET_CLOSE_GAME_OVER,
                 "the game is over");
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
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, host_table_free);
  self->workers = g_ptr_array_new ();
  self->ping_ms = CN_NET_PING_MS;
  g_mutex_init (&self->timing_lock);
  cn_net_slots_init (self);
  self->timings = g_array_new (FALSE, FALSE, sizeof (gint64));
  return self;
}

void
cn_net_host_free (CnNetHost *self)
{
  GHashTableIter iter;
  HostTable *table;

  if (self == NULL)
    return;
  /* Nothing more is said of the tables as they close, and nothing more
   * happens at them: a seat left as its connection goes does not deal
   * the next round the table held for it. */
  self->changed = NULL;
  g_atomic_int_set (&self->closing, TRUE);
  /* Every seat left first, here, as its connection's closing would: the
   * workers' jobs about them are dropped unread below. */
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &table))
    for (int seat = 0; seat < CN_MAX_SEATS; seat++)
      if (table->seats[seat] != NULL)
        unseat (table->seats[seat]);
  for (guint i = 0; i < self->workers->len; i++)
    cn_net_worker_stop (g_ptr_array_index (self->workers, i));
  cn_net_mailbox_free (self->mailbox);
  /* The last saves land before the host goes. */
  if (self->save_timer != 0)
    {
      g_clear_handle_id (&self->save_timer, g_source_remove);
      save_cb (self);
    }
  if (self->writer != NULL)
    g_thread_pool_free (self->writer, FALSE, TRUE);
  g_free (self->save_dir);
  g_ptr_array_unref (self->workers);
  g_array_unref (self->timings);
  g_mutex_clear (&self->timing_lock);
  cn_net_slots_clear (self);
  g_hash_table_unref (self->tables);
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
cn_net_host_goodbye_check (CnNetHost *self)
{
  if (self->goodbye_timer == 0 || self->goodbye_soon ||
      g_atomic_int_get (&self->n_connections) > 0)
    return;
  if (self->mailbox == NULL)
    {
      goodbye_over (self);
      return;
    }
  /* From the main loop, not from inside the mailbox's dispatch (freeing
   * the host frees the mailbox). */
  self->goodbye_soon = TRUE;
  g_source_remove (self->goodbye_timer);
  self->goodbye_timer = g_idle_add (goodbye_timeout_cb, self);
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
  g_atomic_int_set (&self->closing, TRUE);
  self->changed = NULL;
  /* The last saves land at once, whatever the goodbyes take. */
  if (self->save_timer != 0)
    {
      g_clear_handle_id (&self->save_timer, g_source_remove);
      save_cb (self);
    }
  /* Nothing more goes out once a connection is closing: not even the
   * seats left empty as the goodbyes are answered. */
  for (guint i = 0; i < self->workers->len; i++)
    cn_net_worker_goodbye (g_ptr_array_index (self->workers, i));
  /* A client that does not answer is not waited for long: its goodbye
   * was written. With nobody to wait for, done comes from the main loop
   * all the same. */
  if (g_atomic_int_get (&self->n_connections) == 0)
    {
      self->goodbye_soon = TRUE;
      self->goodbye_timer = g_idle_add (goodbye_timeout_cb, self);
    }
  else
    self->goodbye_timer = g_timeout_add (CN_NET_GOODBYE_MS, goodbye_timeout_cb, self);
}

void
cn_net_host_set_timing (CnNetHost *self,
                        gboolean   timing)
{
  g_return_if_fail (self->workers->len == 0);
  self->timing = timing;
}

GArray *
cn_net_host_take_timings (CnNetHost *self)
{
  GArray *timings;

  g_mutex_lock (&self->timing_lock);
  timings = self->timings;
  self->timings = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_mutex_unlock (&self->timing_lock);
  return timings;
}

void
cn_net_host_set_threads (CnNetHost *self,
                         int        n_threads)
{
  g_return_if_fail (n_threads >= 0 && n_threads <= CN_NET_HOST_MAX_THREADS);
  g_return_if_fail (self->workers->len == 0);
  self->n_threads = n_threads;
}

/* Connections waiting to be accepted: GIO's default of 10 drops the rest
 * of a crowd arriving at once (a club's tables after a restart), which
 * then retry only after seconds. */
#define LISTEN_BACKLOG 1024

static guint
local_port (GSocket  *socket,
            GError  **error)
{
  g_autoptr(GSocketAddress) local = g_socket_get_local_address (socket, error);

  return local != NULL ? g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local)) : 0;
}

static GSocket *
listening_socket (GInetAddress  *inet,
                  guint          port,
                  gboolean       shared,
                  gboolean       listen,
                  GError       **error)
{
  g_autoptr(GSocketAddress) socket_address = g_inet_socket_address_new (inet, (guint16) port);
  g_autoptr(GSocket) socket = g_socket_new (g_inet_address_get_family (inet),
                                            G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, error);

  if (socket == NULL)
    return NULL;
  g_socket_set_listen_backlog (socket, LISTEN_BACKLOG);
  if (!shared)
    {
      if (!g_socket_bind (socket, socket_address, TRUE, error))
        return NULL;
    }
  else
    {
      struct sockaddr_storage native;
      int fd = g_socket_get_fd (socket);

      /* Every worker listens on the port with a socket of its own, and the
       * kernel shares the new connections out among them. Bound here, not
       * with g_socket_bind, which turns SO_REUSEPORT off for TCP. */
      if (!g_socket_set_option (socket, SOL_SOCKET, SO_REUSEADDR, 1, error) ||
          !g_socket_set_option (socket, SOL_SOCKET, SO_REUSEPORT, 1, error) ||
          !g_socket_address_to_native (socket_address, &native, sizeof native, error))
        return NULL;
      if (bind (fd, (struct sockaddr *) &native, g_socket_address_get_native_size (socket_address))
          != 0)
        {
          int saved = errno;
          g_autofree char *text = g_inet_address_to_string (inet);

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       "Error binding to address %s:%u: %s", text, port, g_strerror (saved));
          return NULL;
        }
    }
  if (listen && !g_socket_listen (socket, error))
    return NULL;
  return g_steal_pointer (&socket);
}

gboolean
cn_net_host_listen (CnNetHost   *self,
                    const char  *address,
                    guint        port,
                    GError     **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  gboolean threaded = self->n_threads > 0;
  int n = MAX (self->n_threads, 1);

  g_return_val_if_fail (self->workers->len == 0, FALSE);

  if (inet == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "\"%s\" is not an IP address", address);
      return FALSE;
    }
  if (threaded)
    {
      /* The port first taken alone, as without threads: a port 0 gives a
       * free one, and another program on the port (another serve, which
       * would share it out with us) is told apart. */
      g_autoptr(GSocket) probe = listening_socket (inet, port, FALSE, FALSE, error);

      if (probe == NULL || (port = local_port (probe, error)) == 0)
        return FALSE;
      g_socket_close (probe, NULL);
      self->mailbox = cn_net_mailbox_new (g_main_context_get_thread_default (), tables_job_cb,
                                          cn_net_job_free, self);
    }
  for (int i = 0; i < n; i++)
    {
      g_autoptr(GSocket) socket = listening_socket (inet, port, threaded, TRUE, error);
      CnNetWorker *worker;

      if (socket == NULL || (i == 0 && (self->port = local_port (socket, error)) == 0))
        return FALSE;
      if ((worker = cn_net_worker_start (self, threaded, socket, error)) == NULL)
        return FALSE;
      g_ptr_array_add (self->workers, worker);
    }
  return TRUE;
}

guint
cn_net_host_get_port (CnNetHost *self)
{
  return self->port;
}

const char *
cn_net_host_get_fingerprint (CnNetHost *self)
{
  return self->fingerprint;
}

guint
cn_net_host_get_n_connections (CnNetHost *self)
{
  return (guint) g_atomic_int_get (&self->n_connections);
}

guint
cn_net_host_count_seated (CnNetHost  *self,
                          CnNetTable *table)
{
  HostTable *host_table = g_hash_table_lookup (self->tables, cn_net_table_get_code (table));
  guint n = 0;

  /* A seated connection is in its seat (unseat empties both). */
  for (int seat = 0; host_table != NULL && seat < CN_MAX_SEATS; seat++)
    if (host_table->seats[seat] != NULL)
      n++;
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
  g_return_if_fail (self->workers->len == 0);
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
