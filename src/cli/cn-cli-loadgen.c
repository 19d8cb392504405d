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
#include "cn-net-client.h"

/* How often the host's memory is read. */
#define RSS_EVERY_MS 100
/* Connections being made at once: the seats arrive as a steady stream,
 * not all in the same millisecond (each is a TLS handshake). */
#define CONNECTING 32

typedef struct _Load Load;

typedef struct
{
  Load        *load;
  CnNetInvite *invite;
  CnNetClient *client;      /* NULL until it connects */
  gboolean     welcomed;
  gint64       sent_at;     /* when its move went, 0: none waits for its verdict */
} Seat;

struct _Load
{
  GMainLoop   *loop;
  GSubprocess *serve;
  char         pid[16];
  CnAiConfig   config;
  GPtrArray   *seats;       /* Seat */
  guint        started;     /* seats whose connection was started */
  guint        connecting;
  GArray      *latencies;   /* gint64, microseconds from a move sent to its verdict */
  guint        closed;
  guint        failed;
  guint64      moves;
  gboolean     serve_done;
  gint64       first_move;
  gint64       last_verdict;
  gint64       rss_start_kb;
  gint64       rss_peak_kb;
  double       host_cpu_s;  /* the host's processor time, last read */
  /* --seconds: the play measured for that long once every seat is in
   * (window_s 0: whole games, from the first move to the last). */
  int          window_s;
  guint        welcomed;
  gboolean     measuring;
  double       host_cpu_at_start;
  double       self_cpu_at_start;
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

static gboolean
window_end_cb (gpointer user_data)
{
  Load *load = user_data;

  load->measuring = FALSE;
  load->last_verdict = g_get_monotonic_time ();
  load->rss_peak_kb = MAX (load->rss_peak_kb, read_rss (load));
  load->host_cpu_s = read_cpu (load);
  g_main_loop_quit (load->loop);
  return G_SOURCE_REMOVE;
}

/* Every seat is in, every game under way: from now on, for window_s. */
static void
window_start (Load *load)
{
  load->measuring = TRUE;
  g_array_set_size (load->latencies, 0);
  load->moves = 0;
  load->first_move = g_get_monotonic_time ();
  load->host_cpu_at_start = read_cpu (load);
  load->self_cpu_at_start = self_cpu ();
  g_timeout_add_seconds (load->window_s, window_end_cb, load);
}

static void
maybe_quit (Load *load)
{
  if (load->serve_done && load->closed == load->seats->len)
    g_main_loop_quit (load->loop);
}

static void message_cb (CnNetClient *client, CnNetMsg type, JsonObject *message,
                        const char *text, gpointer user_data);
static void closed_cb  (CnNetClient *client, const char *reason, gpointer user_data);

static const CnNetClientFuncs funcs = { message_cb, closed_cb };

/* Starts connections until CONNECTING are under way. */
static void
connect_more (Load *load)
{
  while (load->connecting < CONNECTING && load->started < load->seats->len)
    {
      Seat *seat = g_ptr_array_index (load->seats, load->started++);

      load->connecting++;
      seat->client = cn_net_client_new (seat->invite, &funcs, seat);
    }
}

static void
connected (Seat *seat)
{
  if (seat->welcomed)
    return;
  seat->welcomed = TRUE;
  seat->load->connecting--;
  connect_more (seat->load);
  if (++seat->load->welcomed == seat->load->seats->len && seat->load->window_s > 0)
    window_start (seat->load);
}

static void
message_cb (CnNetClient *client,
            CnNetMsg     type,
            JsonObject  *message,
            const char  *text,
            gpointer     user_data)
{
  Seat *seat = user_data;
  Load *load = seat->load;

  connected (seat);
  if (type == CN_NET_MSG_VIEW && json_object_get_boolean_member_with_default (message, "act",
                                                                              FALSE))
    {
      g_autoptr(GError) error = NULL;
      guint64 seq;
      CnMove move;

      if (!cn_net_choose_move (message, CN_AI_EASY, &load->config, 1, &seq, &move,
                               &error))
        {
          fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
          load->failed++;
          cn_net_client_close (client);
          return;
        }
      seat->sent_at = g_get_monotonic_time ();
      if (load->first_move == 0 && load->window_s == 0)
        load->first_move = seat->sent_at;
      cn_net_client_send_move (client, seq, &move);
    }
  else if (type == CN_NET_MSG_VERDICT && seat->sent_at != 0)
    {
      gint64 now = g_get_monotonic_time ();
      gint64 latency = now - seat->sent_at;

      seat->sent_at = 0;
      if (load->window_s > 0 && !load->measuring)
        return;
      g_array_append_val (load->latencies, latency);
      if (load->window_s == 0)
        load->last_verdict = now;
      load->moves++;
      if (!json_object_get_boolean_member_with_default (message, "ok", FALSE))
        load->failed++;
    }
}

static void
closed_cb (CnNetClient *client,
           const char  *reason,
           gpointer     user_data)
{
  Seat *seat = user_data;

  connected (seat);
  if (reason != NULL)
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", reason);
      seat->load->failed++;
    }
  seat->load->closed++;
  maybe_quit (seat->load);
}

static void
serve_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Load *load = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  load->serve_done = TRUE;
  maybe_quit (load);
}

static int
compare_int64 (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

static double
percentile_ms (GArray *sorted,
               double  p)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) MIN (sorted->len - 1, p * sorted->len);
  return g_array_index (sorted, gint64, i) / 1000.0;
}

static void
seat_free (gpointer data)
{
  Seat *seat = data;

  if (seat->client != NULL)
    cn_net_client_free (seat->client);
  cn_net_invite_free (seat->invite);
  g_free (seat);
}

int
cn_cli_loadgen (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) serve_out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GPtrArray) seats = g_ptr_array_new_with_free_func (seat_free);
  g_autoptr(GArray) latencies = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *variant = NULL;
  g_autofree char *self = NULL;
  g_autofree char *first = NULL;
  g_autofree char *tables_text = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *cert_path = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  JsonArray *invites;
  JsonBuilder *builder;
  Load load = { 0 };
  int n_tables = 10, players = 4;
  double seconds;
  GOptionEntry entries[] = {
    { "tables", 't', 0, G_OPTION_ARG_INT, &n_tables, "Tables (default: 10)", "N" },
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Players a table (default: 4)", "N" },
    { "certificate", 0, 0, G_OPTION_ARG_FILENAME, &cert_path,
      "The host's certificate, passed to serve (default: serve's)", "FILE" },
    { "seconds", 's', 0, G_OPTION_ARG_INT, &load.window_s,
      "Measure S seconds of play once every seat is in, then stop (default: 0, whole games)",
      "S" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Starts canasta-cli serve with N tables on a free port of 127.0.0.1 and\n"
    "plays every seat of every table from this one process, as Easy, each over\n"
    "its own connection, until every game ends. Prints one JSON object: moves\n"
    "per second, the time from a move sent to its verdict (p50, p99, max, in\n"
    "ms), the host's resident memory (at the start, every table made and none\n"
    "joined; at its peak; the growth per table) and the processor time the\n"
    "host and this process spent per move. With --seconds, the figures are\n"
    "those of that many seconds of play once every seat is in, and then\n"
    "the host is stopped.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cn_cli_usage_error ("loadgen", "%s", error->message);
  if (argc > 1 || n_tables < 1 || n_tables > 10000 || players < 2 || players > CN_MAX_SEATS ||
      load.window_s < 0 || load.window_s > 86400)
    return cn_cli_usage_error ("loadgen", "expected --tables from 1 to 10000, --players from 2 "
                                          "to %d and no other argument", CN_MAX_SEATS);
  cn_cli_raise_file_limit ();

  /* The host is this same program. */
  self = g_file_read_link ("/proc/self/exe", &error);
  if (self == NULL)
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
      return EXIT_FAILURE;
    }
  tables_text = g_strdup_printf ("%d", n_tables);
  players_text = g_strdup_printf ("%d", players);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  {
    const char *fixed[] = { self, "serve", "--port", "0", "--tables", tables_text, "--players",
                            players_text, "--variant", variant != NULL ? variant : "classic",
                            "--seed", "1" };

    for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
      g_ptr_array_add (args, (char *) fixed[i]);
    if (cert_path != NULL)
      {
        g_ptr_array_add (args, (char *) "--certificate");
        g_ptr_array_add (args, cert_path);
      }
    g_ptr_array_add (args, NULL);
  }
  serve = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  if (serve == NULL)
    {
      fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
      return EXIT_FAILURE;
    }
  serve_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  first = g_data_input_stream_read_line (serve_out, NULL, NULL, &error);
  if (first == NULL || !json_parser_load_from_data (parser, first, -1, &error))
    {
      fprintf (stderr, "canasta-cli loadgen: serve did not start: %s\n",
               error != NULL ? error->message : "no output");
      g_subprocess_force_exit (serve);
      return EXIT_FAILURE;
    }
  {
    JsonObject *object = json_node_get_object (json_parser_get_root (parser));

    if (json_object_has_member (object, "invites"))
      invites = json_array_ref (json_object_get_array_member (object, "invites"));
    else
      {
        invites = json_array_new ();
        json_array_add_string_element (invites, json_object_get_string_member (object, "invite"));
      }
  }

  loop = g_main_loop_new (NULL, FALSE);
  load.loop = loop;
  load.serve = serve;
  load.seats = seats;
  load.latencies = latencies;
  g_snprintf (load.pid, sizeof load.pid, "%s", g_subprocess_get_identifier (serve));
  cn_ai_config_init (&load.config);
  load.rss_start_kb = read_rss (&load);
  load.rss_peak_kb = load.rss_start_kb;

  for (guint t = 0; t < json_array_get_length (invites); t++)
    {
      g_autoptr(CnNetInvite) invite = cn_net_invite_parse (json_array_get_string_element (invites,
                                                                                          t),
                                                           &error);

      if (invite == NULL)
        {
          fprintf (stderr, "canasta-cli loadgen: %s\n", error->message);
          g_subprocess_force_exit (serve);
          json_array_unref (invites);
          return EXIT_FAILURE;
        }
      for (int p = 0; p < players; p++)
        {
          Seat *seat = g_new0 (Seat, 1);

          seat->load = &load;
          seat->invite = cn_net_invite_parse (json_array_get_string_element (invites, t), NULL);
          g_ptr_array_add (seats, seat);
        }
    }
  json_array_unref (invites);
  connect_more (&load);
  g_subprocess_wait_async (serve, NULL, serve_done_cb, &load);
  g_timeout_add (RSS_EVERY_MS, sample_rss_cb, &load);
  g_main_loop_run (loop);

  if (load.window_s > 0)
    {
      /* The host stops, its games unfinished: that is the point. */
      g_subprocess_send_signal (serve, SIGTERM);
      load.host_cpu_s -= load.host_cpu_at_start;
    }
  g_array_sort (latencies, compare_int64);
  seconds = (load.last_verdict - load.first_move) / 1e6;
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "tables");
  json_builder_add_int_value (builder, n_tables);
  json_builder_set_member_name (builder, "seats");
  json_builder_add_int_value (builder, (gint64) seats->len);
  json_builder_set_member_name (builder, "moves");
  json_builder_add_int_value (builder, (gint64) load.moves);
  json_builder_set_member_name (builder, "seconds");
  json_builder_add_double_value (builder, seconds);
  json_builder_set_member_name (builder, "moves_per_s");
  json_builder_add_double_value (builder, seconds > 0 ? load.moves / seconds : 0);
  json_builder_set_member_name (builder, "latency_ms");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "p50");
  json_builder_add_double_value (builder, percentile_ms (latencies, 0.50));
  json_builder_set_member_name (builder, "p99");
  json_builder_add_double_value (builder, percentile_ms (latencies, 0.99));
  json_builder_set_member_name (builder, "max");
  json_builder_add_double_value (builder, percentile_ms (latencies, 1.0));
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "host_rss_kb");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "start");
  json_builder_add_int_value (builder, load.rss_start_kb);
  json_builder_set_member_name (builder, "peak");
  json_builder_add_int_value (builder, load.rss_peak_kb);
  json_builder_end_object (builder);
  /* What the tables' games and connections add to the host, beyond the
   * process itself and the tables waiting for their players. */
  json_builder_set_member_name (builder, "host_rss_kb_per_table");
  json_builder_add_double_value (builder, (double) (load.rss_peak_kb - load.rss_start_kb) /
                                          n_tables);
  json_builder_set_member_name (builder, "host_cpu_ms_per_move");
  json_builder_add_double_value (builder, load.moves > 0 ? load.host_cpu_s * 1000 / load.moves : 0);
  {
    json_builder_set_member_name (builder, "loadgen_cpu_ms_per_move");
    json_builder_add_double_value (builder, load.moves == 0 ? 0 :
                                   (self_cpu () - load.self_cpu_at_start) * 1000 / load.moves);
  }
  json_builder_set_member_name (builder, "failures");
  json_builder_add_int_value (builder, load.failed);
  json_builder_end_object (builder);
  {
    g_autoptr(JsonGenerator) generator = json_generator_new ();
    g_autoptr(JsonNode) root = json_builder_get_root (builder);
    g_autofree char *text = NULL;

    json_generator_set_root (generator, root);
    text = json_generator_to_data (generator, NULL);
    printf ("%s\n", text);
  }
  g_object_unref (builder);
  if (load.window_s > 0)
    return load.failed == 0 && load.moves > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
  return load.failed == 0 && g_subprocess_get_if_exited (serve) &&
         g_subprocess_get_exit_status (serve) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
