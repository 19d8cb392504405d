/* cn-cli-loadgen.c: canasta-cli loadgen, many remote seats from one
 * process against one canasta-cli serve
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-net.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-cli-ai.h"
#include "cn-cli-pace.h"
#include "cn-net-client.h"
#include "cn-net-host.h"
#include "cn-net-trust.h"

/* How often the host's memory is read. */
#define RSS_EVERY_MS 100
/* Connections made at once, over all the threads: the seats arrive as a
 * steady stream, not all in the same millisecond. Fewer than GLib's pool
 * of threads for blocking tasks (10 to start with), where GIO makes each
 * TLS handshake, ours and the host's: a host taking connections faster
 * (on several threads) than this process starts their handshakes would
 * fill its pool with handshakes waiting for our first word, while ours
 * wait for its answer, and both stall until the sockets time out. */
#define CONNECTING 8
/* Unless told, a thread for every few tables: each main loop's turn then
 * looks at a few dozen sockets, not thousands. */
#define TABLES_A_THREAD 4
#define MAX_THREADS 256

typedef struct _Load Load;
typedef struct _Worker Worker;

typedef struct
{
  Worker      *worker;
  guint        table;
  CnNetInvite *invite;
  CnNetClient *client;      /* NULL until it connects */
  gboolean     welcomed;
  gboolean     closed;
  gint64       sent_at;     /* when its move went, 0: none waits for its verdict */
  JsonObject  *held;        /* its view to act on, held until every seat is in */
  /* Paced: the move chosen, waiting for its table's slot. */
  GSequenceIter *queued;
  gint64       due;
  guint64      seq;
  CnMove       move;
} Seat;

/* A thread playing some tables' seats, on a main context of its own: each
 * poll then looks at a share of the connections, not all of them. */
struct _Worker
{
  Load         *load;
  GThread      *thread;
  GMainContext *context;
  GMainLoop    *loop;
  GPtrArray    *seats;       /* Seat, its tables' */
  guint         started;     /* seats whose connection was started */
  gboolean      waiting;     /* for a connection of the CONNECTING (load->lock) */
  guint         closed;
  CnAiConfig    config;
  GArray       *latencies;   /* gint64, microseconds from a move sent to its verdict */
  guint64       moves;
  guint         failed;
  gint64        last_verdict;
  /* Paced: the moves waiting for their slot, soonest first, and the
   * source that wakes at the first of them. */
  GSequence    *queue;
  GSource      *pacer;
};

struct _Load
{
  GMainLoop   *loop;
  GSubprocess *serve;
  char         pid[16];
  Worker      *workers;
  guint        n_workers;
  gint64       host_threads;   /* serve's, from its first line */
  JsonObject  *host_timing;    /* serve's last line, with its own time a move */
  /* Connections under way over every thread, and the threads waiting to
   * start one. */
  GMutex       lock;           /* guards connecting and waiting */
  guint        connecting;
  GQueue       waiting;        /* Worker */
  guint        n_seats;
  guint        n_tables;
  int          window_s;     /* 0: whole games */
  CnPace       pace;         /* every_ms 0: the closed load */
  gboolean     serve_done;
  guint        workers_done;
  gint         welcomed;     /* atomic: seats in */
  gint         playing;      /* atomic: every seat is in, the moves go */
  gint         measuring;    /* atomic */
  gint64       connect_at;
  gint64       seated_at;
  gint64       window_end;
  gint64       rss_start_kb;
  gint64       rss_seated_kb;
  gint64       rss_peak_kb;
  double       host_cpu_s;   /* the host's processor time, last read */
  double       host_cpu_at_connect;
  double       self_cpu_at_connect;
  double       host_cpu_at_start;
  double       self_cpu_at_start;
  double       self_cpu_at_end;
};

static double
self_cpu (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_stime.tv_sec +
         (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/* The host process's resident memory, in kB. */
static gint64
read_rss (Load *load)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", load->pid);
  g_autofree char *text = NULL;
  const char *line;

  if (!g_file_get_contents (path, &text, NULL, NULL) ||
      (line = strstr (text, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoll (line + strlen ("VmRSS:"), NULL, 10);
}

/* The host process's processor time (user and system), in seconds: on a
 * busy machine, a measure of its cost that other programs do not stretch. */
static double
read_cpu (Load *load)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/stat", load->pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  /* The command's name, in parentheses, may hold spaces: fields count
   * from its closing parenthesis; utime and stime are the 14th and 15th. */
  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    return load->host_cpu_s;
  fields = g_strsplit (after + 2, " ", 16);
  if (g_strv_length (fields) < 14)
    return load->host_cpu_s;
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) /
         sysconf (_SC_CLK_TCK);
}

static gboolean
sample_rss_cb (gpointer user_data)
{
  Load *load = user_data;

  load->rss_peak_kb = MAX (load->rss_peak_kb, read_rss (load));
  load->host_cpu_s = read_cpu (load);
  return load->serve_done ? G_SOURCE_REMOVE : G_SOURCE_CONTINUE;
}

/* ------------------------------------------------------------- the threads */

static void message_cb (CnNetClient *client, CnNetMsg type, JsonObject *message,
                        const char *text, gpointer user_data);
static void closed_cb  (CnNetClient *client, const char *reason, gpointer user_data);

static const CnNetClientFuncs funcs = { message_cb, closed_cb, NULL };

/* One of the CONNECTING, or the thread waits in line for one. */
static gboolean
take_connection (Worker *worker)
{
  Load *load = worker->load;
  gboolean taken = FALSE;

  g_mutex_lock (&load->lock);
  if (load->connecting < CONNECTING)
    {
      load->connecting++;
      taken = TRUE;
    }
  else if (!worker->waiting)
    {
      worker->waiting = TRUE;
      g_queue_push_tail (&load->waiting, worker);
    }
  g_mutex_unlock (&load->lock);
  return taken;
}

static void connect_more (Worker *worker);

static gboolean
connect_more_cb (gpointer user_data)
{
  connect_more (user_data);
  return G_SOURCE_REMOVE;
}

/* A connection is made (or failed): the first thread in line starts
 * another. */
static void
give_back_connection (Worker *worker)
{
  Load *load = worker->load;
  Worker *next;

  g_mutex_lock (&load->lock);
  load->connecting--;
  if ((next = g_queue_pop_head (&load->waiting)) != NULL)
    next->waiting = FALSE;
  g_mutex_unlock (&load->lock);
  if (next != NULL && next != worker)
    g_main_context_invoke (next->context, connect_more_cb, next);
}

/* Starts the thread's connections while fewer than CONNECTING are under
 * way. */
static void
connect_more (Worker *worker)
{
  while (worker->started < worker->seats->len && take_connection (worker))
    {
      Seat *seat = g_ptr_array_index (worker->seats, worker->started++);

      seat->client = cn_net_client_new (seat->invite, &funcs, seat);
    }
}

static void
send_move (Seat   *seat,
           gint64  now)
{
  seat->sent_at = now;
  cn_net_client_send_move (seat->client, seat->seq, &seat->move);
}

static gint
compare_due (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  const Seat *x = a, *y = b;

  if (x->due != y->due)
    return x->due < y->due ? -1 : 1;
  return (x > y) - (x < y);
}

static void
arm_pacer (Worker *worker)
{
  GSequenceIter *first = g_sequence_get_begin_iter (worker->queue);

  g_source_set_ready_time (worker->pacer, g_sequence_iter_is_end (first)
                                          ? -1 : ((Seat *) g_sequence_get (first))->due);
}

/* The moves whose slot has come go. */
static gboolean
pacer_cb (gpointer user_data)
{
  Worker *worker = user_data;
  gint64 now = g_get_monotonic_time ();
  GSequenceIter *first;

  while (!g_sequence_iter_is_end (first = g_sequence_get_begin_iter (worker->queue)))
    {
      Seat *seat = g_sequence_get (first);

      if (seat->due > now)
        break;
      g_sequence_remove (first);
      seat->queued = NULL;
      send_move (seat, now);
    }
  arm_pacer (worker);
  return G_SOURCE_CONTINUE;
}

static gboolean
pacer_dispatch (GSource     *source,
                GSourceFunc  callback,
                gpointer     user_data)
{
  return callback (user_data);
}

static GSourceFuncs pacer_funcs = { NULL, NULL, pacer_dispatch, NULL, NULL, NULL };

/* The seat is to move: its move is chosen now, and goes at once (closed
 * load) or at its table's next slot (paced). */
static void
act (Seat       *seat,
     JsonObject *message)
{
  Worker *worker = seat->worker;
  Load *load = worker->load;
  g_autoptr(GError) error = NULL;
  gint64 now = g_get_monotonic_time ();

  if (!cn_net_choose_move (message, CN_AI_EASY, &worker->config, 1, &seat->seq, &seat->move,
                           &error))
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
      worker->failed++;
      cn_net_client_close (seat->client);
      return;
    }
  if (load->pace.every_ms == 0)
    {
      send_move (seat, now);
      return;
    }
  seat->due = cn_pace_next (&load->pace, seat->table);
  if (seat->due <= now)
    {
      send_move (seat, now);
      return;
    }
  if (seat->queued != NULL)
    g_sequence_remove (seat->queued);
  seat->queued = g_sequence_insert_sorted (worker->queue, seat, compare_due, NULL);
  arm_pacer (worker);
}

/* Every seat is in: the views held go. */
static gboolean
release_cb (gpointer user_data)
{
  Worker *worker = user_data;

  for (guint i = 0; i < worker->seats->len; i++)
    {
      Seat *seat = g_ptr_array_index (worker->seats, i);
      g_autoptr(JsonObject) held = g_steal_pointer (&seat->held);

      if (held != NULL && !seat->closed)
        act (seat, held);
    }
  return G_SOURCE_REMOVE;
}

static gboolean play_cb (gpointer user_data);

static void
connected (Seat *seat)
{
  Worker *worker = seat->worker;
  Load *load = worker->load;

  if (seat->welcomed)
    return;
  seat->welcomed = TRUE;
  give_back_connection (worker);
  connect_more (worker);
  if ((guint) g_atomic_int_add (&load->welcomed, 1) + 1 == load->n_seats)
    g_main_context_invoke (NULL, play_cb, load);
}

static void
message_cb (CnNetClient *client,
            CnNetMsg     type,
            JsonObject  *message,
            const char  *text,
            gpointer     user_data)
{
  Seat *seat = user_data;
  Worker *worker = seat->worker;
  Load *load = worker->load;

  connected (seat);
  if (type == CN_NET_MSG_VIEW && json_object_get_boolean_member_with_default (message, "act",
                                                                              FALSE))
    {
      /* No move before every seat is in: the seating is measured on its
       * own, and the play with every table in it. */
      if (!g_atomic_int_get (&load->playing))
        {
          g_clear_pointer (&seat->held, json_object_unref);
          seat->held = json_object_ref (message);
          return;
        }
      act (seat, message);
    }
  else if (type == CN_NET_MSG_VERDICT && seat->sent_at != 0)
    {
      gint64 now = g_get_monotonic_time ();
      gint64 latency = now - seat->sent_at;

      seat->sent_at = 0;
      if (!g_atomic_int_get (&load->measuring))
        return;
      g_array_append_val (worker->latencies, latency);
      worker->last_verdict = now;
      worker->moves++;
      if (!json_object_get_boolean_member_with_default (message, "ok", FALSE))
        worker->failed++;
    }
}

static gboolean worker_done_cb (gpointer user_data);

static void
closed_cb (CnNetClient *client,
           const char  *reason,
           gpointer     user_data)
{
  Seat *seat = user_data;
  Worker *worker = seat->worker;

  connected (seat);
  seat->closed = TRUE;
  if (reason != NULL)
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", reason);
      worker->failed++;
    }
  if (++worker->closed == worker->seats->len)
    g_main_loop_quit (worker->loop);
}

static void
seat_free (gpointer data)
{
  Seat *seat = data;

  if (seat->client != NULL)
    cn_net_client_free (seat->client);
  g_clear_pointer (&seat->held, json_object_unref);
  cn_net_invite_free (seat->invite);
  g_free (seat);
}

static gpointer
worker_thread (gpointer data)
{
  Worker *worker = data;

  g_main_context_push_thread_default (worker->context);
  worker->pacer = g_source_new (&pacer_funcs, sizeof (GSource));
  g_source_set_callback (worker->pacer, pacer_cb, worker, NULL);
  g_source_attach (worker->pacer, worker->context);
  connect_more (worker);
  g_main_loop_run (worker->loop);
  /* The seats go here, on their own context: in a window's measure the
   * host still waits for their moves. */
  g_source_destroy (worker->pacer);
  g_clear_pointer (&worker->pacer, g_source_unref);
  g_ptr_array_set_size (worker->seats, 0);
  g_main_context_pop_thread_default (worker->context);
  g_main_context_invoke (NULL, worker_done_cb, worker->load);
  return NULL;
}

/* --------------------------------------------------------- the main thread */

static void
maybe_quit (Load *load)
{
  if (load->serve_done && load->workers_done == load->n_workers)
    g_main_loop_quit (load->loop);
}

static gboolean
worker_done_cb (gpointer user_data)
{
  Load *load = user_data;

  load->workers_done++;
  maybe_quit (load);
  return G_SOURCE_REMOVE;
}

static void
stop_workers (Load *load)
{
  for (guint w = 0; w < load->n_workers; w++)
    g_main_loop_quit (load->workers[w].loop);
}

static gboolean
window_end_cb (gpointer user_data)
{
  Load *load = user_data;

  g_atomic_int_set (&load->measuring, FALSE);
  load->window_end = g_get_monotonic_time ();
  load->rss_peak_kb = MAX (load->rss_peak_kb, read_rss (load));
  load->host_cpu_s = read_cpu (load);
  load->self_cpu_at_end = self_cpu ();
  stop_workers (load);
  /* The host is not waited for: its games go on until it is stopped. */
  load->serve_done = TRUE;
  maybe_quit (load);
  return G_SOURCE_REMOVE;
}

/* Every seat is in: the measure starts, and the moves held go. */
static gboolean
play_cb (gpointer user_data)
{
  Load *load = user_data;

  load->seated_at = g_get_monotonic_time ();
  load->rss_seated_kb = read_rss (load);
  load->rss_peak_kb = MAX (load->rss_peak_kb, load->rss_seated_kb);
  load->host_cpu_at_start = read_cpu (load);
  load->self_cpu_at_start = self_cpu ();
  cn_pace_start (&load->pace, load->seated_at);
  g_atomic_int_set (&load->measuring, TRUE);
  g_atomic_int_set (&load->playing, TRUE);
  for (guint w = 0; w < load->n_workers; w++)
    g_main_context_invoke (load->workers[w].context, release_cb, &load->workers[w]);
  if (load->window_s > 0)
    g_timeout_add ((guint) load->window_s * 1000, window_end_cb, load);
  return G_SOURCE_REMOVE;
}

static void
serve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Load *load = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  if (load->serve_done)
    return;
  load->serve_done = TRUE;
  /* Whole games: the last verdict ends the measure (its time comes from
   * the threads once they are done). */
  load->self_cpu_at_end = self_cpu ();
  maybe_quit (load);
}

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
print_result (Load   *load,
              GArray *latencies,
              guint64 moves,
              guint   failed)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  double seconds = 0, host_cpu = load->host_cpu_s - load->host_cpu_at_start;

  if (load->seated_at != 0 && load->window_end > load->seated_at)
    seconds = (load->window_end - load->seated_at) / 1e6;
  cn_times_sort (latencies);
  json_builder_begin_object (builder);
  add_int (builder, "tables", load->n_tables);
  add_int (builder, "seats", load->n_seats);
  add_int (builder, "threads", load->n_workers);
  add_int (builder, "host_threads", load->host_threads);
  add_int (builder, "host_pid", g_ascii_strtoll (load->pid, NULL, 10));
  json_builder_set_member_name (builder, "load");
  json_builder_add_string_value (builder, load->pace.every_ms > 0 ? "paced" : "closed");
  if (load->pace.every_ms > 0)
    {
      add_int (builder, "move_every_ms", load->pace.every_ms);
      add_double (builder, "offered_moves_per_s", load->n_tables * 1000.0 / load->pace.every_ms);
    }
  add_double (builder, "seat_s", load->seated_at != 0
                                  ? (load->seated_at - load->connect_at) / 1e6 : 0);
  /* The processor time the seating took, which a busy machine does not
   * stretch as it stretches seat_s. */
  add_double (builder, "seat_host_cpu_s", load->host_cpu_at_start - load->host_cpu_at_connect);
  add_double (builder, "seat_loadgen_cpu_s", load->self_cpu_at_start - load->self_cpu_at_connect);
  add_int (builder, "moves", (gint64) moves);
  add_double (builder, "seconds", seconds);
  add_double (builder, "moves_per_s", seconds > 0 ? moves / seconds : 0);
  json_builder_set_member_name (builder, "latency_ms");
  json_builder_begin_object (builder);
  add_double (builder, "p50", cn_times_percentile_ms (latencies, 0.50));
  add_double (builder, "p99", cn_times_percentile_ms (latencies, 0.99));
  add_double (builder, "max", cn_times_percentile_ms (latencies, 1.0));
  json_builder_end_object (builder);
  /* How much of it the host's own: from the move read to its answer
   * written, between them the host's queues and threads. */
  if (load->host_timing != NULL)
    {
      json_builder_set_member_name (builder, "host_move_ms");
      json_builder_add_value (builder, json_node_copy (json_object_get_member (load->host_timing,
                                                                               "host_move_ms")));
    }
  json_builder_set_member_name (builder, "host_rss_kb");
  json_builder_begin_object (builder);
  add_int (builder, "start", load->rss_start_kb);
  add_int (builder, "seated", load->rss_seated_kb);
  add_int (builder, "peak", load->rss_peak_kb);
  json_builder_end_object (builder);
  /* What the tables' games and connections add to the host, beyond the
   * process itself and the tables waiting for their players. */
  add_double (builder, "host_rss_kb_per_table",
              (double) (load->rss_peak_kb - load->rss_start_kb) / load->n_tables);
  add_double (builder, "host_cpu_ms_per_move", moves > 0 ? host_cpu * 1000 / moves : 0);
  /* The share of a core the host used: near 1, it was the wall. */
  add_double (builder, "host_cpu_share", seconds > 0 ? host_cpu / seconds : 0);
  add_double (builder, "loadgen_cpu_ms_per_move",
              moves > 0 ? (load->self_cpu_at_end - load->self_cpu_at_start) * 1000 / moves : 0);
  add_int (builder, "failures", failed);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
}

/* Stops the host and waits for it. Not g_subprocess_send_signal, which
 * leaves the signal to GLib's worker thread: this process may be gone
 * before it is sent, and the host would play on alone, its seats dropped
 * and then taken by computers. */
static void
stop_host (GSubprocess *serve,
           int          signal)
{
  const char *pid = g_subprocess_get_identifier (serve);

  if (pid != NULL)
    kill ((pid_t) g_ascii_strtoll (pid, NULL, 10), signal);
  g_subprocess_wait (serve, NULL, NULL);
}

static GSubprocess *
start_serve (int          n_tables,
             int          host_threads,
             int          players,
             const char  *variant,
             const char  *cert_path,
             GError     **error)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *self = g_file_read_link ("/proc/self/exe", error);

  /* The host is this same program. */
  if (self == NULL)
    return NULL;
  g_ptr_array_add (args, g_steal_pointer (&self));
  g_ptr_array_add (args, g_strdup ("serve"));
  g_ptr_array_add (args, g_strdup ("--port"));
  g_ptr_array_add (args, g_strdup ("0"));
  g_ptr_array_add (args, g_strdup ("--tables"));
  g_ptr_array_add (args, g_strdup_printf ("%d", n_tables));
  g_ptr_array_add (args, g_strdup ("--players"));
  g_ptr_array_add (args, g_strdup_printf ("%d", players));
  g_ptr_array_add (args, g_strdup ("--variant"));
  g_ptr_array_add (args, g_strdup (variant != NULL ? variant : "classic"));
  g_ptr_array_add (args, g_strdup ("--seed"));
  g_ptr_array_add (args, g_strdup ("1"));
  g_ptr_array_add (args, g_strdup ("--timing"));
  if (host_threads >= 0)
    {
      g_ptr_array_add (args, g_strdup ("--threads"));
      g_ptr_array_add (args, g_strdup_printf ("%d", host_threads));
    }
  if (cert_path != NULL)
    {
      g_ptr_array_add (args, g_strdup ("--certificate"));
      g_ptr_array_add (args, g_strdup (cert_path));
    }
  g_ptr_array_add (args, NULL);
  return g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, error);
}

/* The invitations of serve's first line. */
static JsonArray *
read_invites (GSubprocess  *serve,
              gint64       *host_threads,
              GError      **error)
{
  g_autoptr(GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *first = NULL;
  JsonObject *object;

  /* The rest is read once serve is done (read_host_timing). */
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (out), FALSE);
  first = g_data_input_stream_read_line (out, NULL, NULL, error);
  JsonArray *invites;

  if (first == NULL)
    {
      if (error != NULL && *error == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "serve did not start: no output");
      return NULL;
    }
  if (!json_parser_load_from_data (parser, first, -1, error))
    return NULL;
  object = json_node_get_object (json_parser_get_root (parser));
  *host_threads = json_object_get_int_member_with_default (object, "threads", 0);
  if (json_object_has_member (object, "invites"))
    return json_array_ref (json_object_get_array_member (object, "invites"));
  invites = json_array_new ();
  json_array_add_string_element (invites, json_object_get_string_member (object, "invite"));
  return invites;
}

/* Once serve is done: its line with "host_move_ms" (serve --timing), or
 * NULL. */
static JsonObject *
read_host_timing (GSubprocess *serve)
{
  g_autoptr(GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  char *line;

  while ((line = g_data_input_stream_read_line (out, NULL, NULL, NULL)) != NULL)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *text = line;
      JsonNode *root;

      if (json_parser_load_from_data (parser, text, -1, NULL) &&
          (root = json_parser_get_root (parser)) != NULL && JSON_NODE_HOLDS_OBJECT (root) &&
          json_object_has_member (json_node_get_object (root), "host_move_ms"))
        return json_object_ref (json_node_get_object (root));
    }
  return NULL;
}

int
cn_cli_loadgen (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GArray) latencies = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(JsonArray) invites = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *cert_path = NULL;
  Load load = { 0 };
  int n_tables = 10, players = 4, threads = 0, every_ms = 0, host_threads = -1;
  guint64 moves = 0;
  guint failed = 0;
  GOptionEntry entries[] = {
    { "tables", 't', 0, G_OPTION_ARG_INT, &n_tables, "Tables (default: 10)", "N" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Players a table (default: 4)", "N" },
    { "certificate", 0, 0, G_OPTION_ARG_FILENAME, &cert_path,
      "The host's certificate, passed to serve (default: serve's)", "FILE" },
    { "seconds", 's', 0, G_OPTION_ARG_INT, &load.window_s,
      "Measure S seconds of play once every seat is in, then stop (default: 0, whole games)",
      "S" },
    { "move-every-ms", 'm', 0, G_OPTION_ARG_INT, &every_ms,
      "Paced load: each table makes one move every M ms, as people at a table do "
      "(default: 0, the closed load: each table's next move goes as soon as it may)", "M" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads,
      "Threads playing the seats, each with its own share of the tables (default: one for "
      "every 4 tables, at most 256)", "T" },
    { "host-threads", 0, 0, G_OPTION_ARG_INT, &host_threads,
      "serve's --threads: the host's threads for the connections (default: serve's)", "T" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Starts canasta-cli serve with N tables on a free port of 127.0.0.1 and\n"
    "plays every seat of every table from this one process, as Easy, each over\n"
    "its own connection, until every game ends. The seats all join first (the\n"
    "time it takes is seat_s, the processor time the host and this process spent\n"
    "on it seat_host_cpu_s and seat_loadgen_cpu_s); then the play is measured.\n"
    "\n"
    "Two loads: the closed load (the default) sends a table's next move as soon\n"
    "as its view comes, so every table always has a move on its way: it gives\n"
    "the host's capacity, the moves a second at saturation, and a latency that\n"
    "is the wait behind every other table's move. The paced load\n"
    "(--move-every-ms M) sends each table's moves at slots M ms apart, the\n"
    "tables' slots spread evenly over those M ms (N*1000/M moves a second\n"
    "offered); a move whose view comes after its slot goes at once. Its\n"
    "latency is a move's answer time under a load like people's.\n"
    "\n"
    "Prints one JSON object: the seating time, the moves, moves per second,\n"
    "the time from a move sent to its verdict (p50, p99, max, in ms) and the\n"
    "host's own part of it (host_move_ms: from the move read to its verdict\n"
    "written, serve --timing), the host's resident memory (at the start,\n"
    "every table made and none joined; every seat in; at its peak; the growth\n"
    "per table), the processor time the host and this process spent per move\n"
    "and the share of a core the host used. With --seconds, the figures are those of that many seconds of play\n"
    "once every seat is in, and then the host is stopped.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cn_cli_usage_error ("loadgen", "%s", error->message);
  if (argc > 1 || n_tables < 1 || n_tables > 10000 || players < 2 || players > CN_MAX_SEATS ||
      load.window_s < 0 || load.window_s > 86400 || every_ms < 0 || every_ms > 3600000 ||
      threads < 0 || threads > MAX_THREADS || host_threads < -1 ||
      host_threads > CN_NET_HOST_MAX_THREADS)
    return cn_cli_usage_error ("loadgen", "expected --tables from 1 to 10000, --players from 2 "
                                          "to %d, --move-every-ms from 0 to 3600000, --threads "
                                          "from 1 to %d, --host-threads from 0 to %d and no "
                                          "other argument", CN_MAX_SEATS, MAX_THREADS,
                               CN_NET_HOST_MAX_THREADS);
  cn_cli_raise_file_limit ();
  /* The seats trust the invitation's fingerprint, nothing else: without
   * this, each connection loads the system's authorities. */
  cn_net_trust_no_authority ();

  serve = start_serve (n_tables, host_threads, players, variant, cert_path, &error);
  if (serve == NULL || (invites = read_invites (serve, &load.host_threads, &error)) == NULL)
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
      if (serve != NULL)
        stop_host (serve, SIGKILL);
      return EXIT_FAILURE;
    }

  loop = g_main_loop_new (NULL, FALSE);
  load.loop = loop;
  g_mutex_init (&load.lock);
  g_queue_init (&load.waiting);
  load.serve = serve;
  load.n_tables = json_array_get_length (invites);
  load.n_seats = load.n_tables * players;
  if (threads == 0)
    threads = CLAMP ((int) load.n_tables / TABLES_A_THREAD, 1, MAX_THREADS);
  load.n_workers = MIN ((guint) threads, load.n_tables);
  cn_pace_init (&load.pace, load.n_tables, every_ms);
  g_snprintf (load.pid, sizeof load.pid, "%s", g_subprocess_get_identifier (serve));
  load.rss_start_kb = read_rss (&load);
  load.rss_peak_kb = load.rss_start_kb;
  load.workers = g_new0 (Worker, load.n_workers);
  for (guint w = 0; w < load.n_workers; w++)
    {
      Worker *worker = &load.workers[w];

      worker->load = &load;
      worker->context = g_main_context_new ();
      worker->loop = g_main_loop_new (worker->context, FALSE);
      worker->seats = g_ptr_array_new_with_free_func (seat_free);
      worker->latencies = g_array_new (FALSE, FALSE, sizeof (gint64));
      worker->queue = g_sequence_new (NULL);
      cn_ai_config_init (&worker->config);
    }
  /* A table's seats on one thread: its moves' slots are that thread's. */
  for (guint t = 0; t < load.n_tables; t++)
    {
      const char *text = json_array_get_string_element (invites, t);
      g_autoptr(CnNetInvite) invite = cn_net_invite_parse (text, &error);
      Worker *worker = &load.workers[t % load.n_workers];

      if (invite == NULL)
        {
          fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
          stop_host (serve, SIGKILL);
          return EXIT_FAILURE;
        }
      for (int p = 0; p < players; p++)
        {
          Seat *seat = g_new0 (Seat, 1);

          seat->worker = worker;
          seat->table = t;
          seat->invite = cn_net_invite_parse (text, NULL);
          g_ptr_array_add (worker->seats, seat);
        }
    }

  load.connect_at = g_get_monotonic_time ();
  load.host_cpu_at_connect = read_cpu (&load);
  load.self_cpu_at_connect = self_cpu ();
  for (guint w = 0; w < load.n_workers; w++)
    load.workers[w].thread = g_thread_new ("loadgen", worker_thread, &load.workers[w]);
  g_subprocess_wait_async (serve, NULL, serve_done_cb, &load);
  g_timeout_add (RSS_EVERY_MS, sample_rss_cb, &load);
  g_main_loop_run (loop);

  for (guint w = 0; w < load.n_workers; w++)
    {
      Worker *worker = &load.workers[w];

      g_thread_join (worker->thread);
      g_array_append_vals (latencies, worker->latencies->data, worker->latencies->len);
      moves += worker->moves;
      failed += worker->failed;
      if (load.window_s == 0)
        load.window_end = MAX (load.window_end, worker->last_verdict);
      g_ptr_array_unref (worker->seats);
      g_array_unref (worker->latencies);
      g_sequence_free (worker->queue);
      g_main_loop_unref (worker->loop);
      g_main_context_unref (worker->context);
    }
  if (load.window_s > 0)
    {
      /* The host stops, its games unfinished: that is the point. */
      stop_host (serve, SIGTERM);
    }
  load.host_timing = read_host_timing (serve);
  print_result (&load, latencies, moves, failed);
  g_clear_pointer (&load.host_timing, json_object_unref);
  cn_pace_clear (&load.pace);
  g_mutex_clear (&load.lock);
  g_free (load.workers);
  if (load.window_s > 0)
    return failed == 0 && moves > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
  return failed == 0 && g_subprocess_get_if_exited (serve) &&
         g_subprocess_get_exit_status (serve) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
