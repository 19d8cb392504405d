/* cn-cli-net.c: canasta-cli serve and join
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-net.h"
#include "cn-cli-portmap.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <glib-unix.h>
#include <sys/resource.h>
#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-cli-ai.h"
#include "cn-cli-pace.h"
#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-client.h"
#include "cn-net-discovery.h"
#include "cn-net-host.h"
#include "cn-net-portmap.h"
#include "cn-net-text.h"

/* The port serve listens on unless told: above the registered ones. */
#define DEFAULT_PORT 47474
/* After its game, how long serve waits for its players to close. */
#define CLOSE_WAIT_MS 5000
#define MAX_TABLES    10000

/* One JSON object on one line of standard output, at once. */
static void
print_line (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  printf ("%s\n", text);
  fflush (stdout);
}

void
cn_cli_print_line (JsonBuilder *builder)
{
  print_line (builder);
}

static void
add_int_array (JsonBuilder *builder,
               const char  *name,
               const int   *values,
               int          n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (int i = 0; i < n; i++)
    json_builder_add_int_value (builder, values[i]);
  json_builder_end_array (builder);
}

void
cn_cli_raise_file_limit (void)
{
  struct rlimit limit;

  /* A connection is a file: a host of many tables, or a load generator,
   * needs more than the usual soft limit of 1024. */
  if (getrlimit (RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max)
    {
      limit.rlim_cur = limit.rlim_max;
      setrlimit (RLIMIT_NOFILE, &limit);
    }
}

/* ------------------------------------------------------------------ serve */

/* "1:hard,3" (a level after a seat is optional: default_level) into
 * seats. */
static gboolean
parse_computers (const char  *text,
                 int          players,
                 CnAiLevel    default_level,
                 CnNetSeat   *seats,
                 GError     **error)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);

  for (int i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_strstrip (items[i]), ":", 2);
      CnAiLevel level = default_level;
      guint64 seat;

      if (parts[0] == NULL ||
          !g_ascii_string_to_unsigned (parts[0], 10, 0, players - 1, &seat, NULL) ||
          (parts[1] != NULL && !cn_ai_level_parse (parts[1], &level)))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "--computer: \"%s\" is not SEAT or SEAT:LEVEL (seats 0 to %d; levels "
                       "easy, medium, hard)", items[i], players - 1);
          return FALSE;
        }
      seats[seat].kind = CN_NET_SEAT_COMPUTER;
      seats[seat].level = level;
    }
  return TRUE;
}

typedef struct
{
  GMainLoop  *loop;
  CnNetHost  *host;
  GPtrArray  *tables;      /* CnNetTable, the host's */
  guint       n_over;
  gint64      over_at;     /* 0 while a game runs */
  /* The tables announced on the local network, and under what name. */
  CnNetPublisher *publisher;
  const char *name;
  gboolean    stopped;     /* by SIGINT or SIGTERM */
} Serve;

/* Stopped from outside: the players are told goodbye (the tables come
 * back when serve starts again from its state folder) before it ends. */
static gboolean
stop_cb (gpointer user_data)
{
  Serve *serve = user_data;

  serve->stopped = TRUE;
  g_main_loop_quit (serve->loop);
  return G_SOURCE_CONTINUE;
}

/* Announces the table on the local network (DNS-SD), or says again how
 * many seats it has free, or withdraws it once its game is over. */
static void
announce (Serve      *serve,
          CnNetTable *table)
{
  g_autofree char *name = NULL;

  if (serve->publisher == NULL)
    return;
  /* Several tables of one host need names of their own. */
  name = serve->tables->len > 1 ? g_strdup_printf ("%s %s", serve->name,
                                                  cn_net_table_get_code (table))
                                : g_strdup (serve->name);
  cn_net_host_announce (serve->host, serve->publisher, table, name);
}

static void
changed_cb (CnNetHost  *host,
            CnNetTable *table,
            gpointer    user_data)
{
  announce (user_data, table);
}

static gboolean
wait_closed_cb (gpointer user_data)
{
  Serve *serve = user_data;
  guint seated = 0;

  for (guint i = 0; i < serve->tables->len; i++)
    seated += cn_net_host_count_seated (serve->host, g_ptr_array_index (serve->tables, i));
  if (seated > 0 && g_get_monotonic_time () < serve->over_at + CLOSE_WAIT_MS * 1000)
    return G_SOURCE_CONTINUE;
  g_main_loop_quit (serve->loop);
  return G_SOURCE_REMOVE;
}

/* The last line: the first table's totals, and with several tables each
 * table's. */
static void
print_totals (Serve *serve)
{
  JsonBuilder *builder = json_builder_new ();
  int totals[CN_MAX_SIDES], winner, n;
  guint64 moves = 0;

  n = cn_net_table_get_totals (g_ptr_array_index (serve->tables, 0), totals, &winner);
  for (guint i = 0; i < serve->tables->len; i++)
    moves += cn_net_table_get_moves (g_ptr_array_index (serve->tables, i));
  json_builder_begin_object (builder);
  add_int_array (builder, "totals", totals, n);
  json_builder_set_member_name (builder, "winner");
  json_builder_add_int_value (builder, winner);
  json_builder_set_member_name (builder, "moves");
  json_builder_add_int_value (builder, (gint64) moves);
  if (serve->tables->len > 1)
    {
      json_builder_set_member_name (builder, "tables");
      json_builder_begin_array (builder);
      for (guint i = 0; i < serve->tables->len; i++)
        {
          n = cn_net_table_get_totals (g_ptr_array_index (serve->tables, i), totals, NULL);
          json_builder_begin_array (builder);
          for (int side = 0; side < n; side++)
            json_builder_add_int_value (builder, totals[side]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  print_line (builder);
  g_object_unref (builder);
}

static void
over_cb (CnNetHost  *host,
         CnNetTable *table,
         gpointer    user_data)
{
  Serve *serve = user_data;

  announce (serve, table);
  if (++serve->n_over < serve->tables->len)
    return;
  print_totals (serve);

  /* The totals are on their way to the players: serve ends once their
   * connections close after them (or a few seconds at most). */
  serve->over_at = g_get_monotonic_time ();
  g_timeout_add (20, wait_closed_cb, serve);
}

static void
add_ms (JsonBuilder *builder,
        const char  *name,
        double       ms)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, ms);
}

/* serve --timing's last line: the host's own time a move. */
static void
print_timing (CnNetHost *host)
{
  g_autoptr(GArray) times = cn_net_host_take_timings (host);
  JsonBuilder *builder = json_builder_new ();

  cn_times_sort (times);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "host_moves");
  json_builder_add_int_value (builder, times->len);
  if (times->len > 0)
    {
      json_builder_set_member_name (builder, "host_move_ms");
      json_builder_begin_object (builder);
      add_ms (builder, "p50", cn_times_percentile_ms (times, 0.5));
      add_ms (builder, "p99", cn_times_percentile_ms (times, 0.99));
      add_ms (builder, "max", cn_times_percentile_ms (times, 1.0));
      json_builder_end_object (builder);
    }
  print_line (builder);
  g_object_unref (builder);
}

/* Unless told, a worker thread for every SEATS_A_THREAD seats: each main
 * loop's turn then looks at a few dozen sockets, not thousands
 * (doc/protocol.md, "Load"). */
#define SEATS_A_THREAD 16

static int
default_threads (int n_tables,
                 int players)
{
  return CLAMP (n_tables * players / SEATS_A_THREAD, 1, CN_NET_HOST_MAX_THREADS);
}

#define TABLES_DIR "tables"

/* The state folder: saves kept there from now on, and the tables saved
 * there before hosted again, on the port they had (their invitations name
 * it) unless --port names another than 0. */
static gboolean
resume (Serve       *serve,
        const char  *state_dir,
        int         *port,
        GPtrArray  **resumed,
        GError     **error)
{
  g_autofree char *tables_dir = g_build_filename (state_dir, TABLES_DIR, NULL);

  if (!cn_net_host_set_save_dir (serve->host, tables_dir, error))
    return FALSE;
  *resumed = cn_net_host_resume_tables (serve->host, over_cb, serve, error);
  if (*resumed == NULL)
    return FALSE;
  if ((*resumed)->len > 0 && *port <= 0 && cn_net_host_saved_port (state_dir) != 0)
    *port = (int) cn_net_host_saved_port (state_dir);
  return TRUE;
}

int
cn_cli_serve (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *variant = NULL;
  g_autofree char *computers = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *address = NULL;
  g_autofree char *invite_host = NULL;
  g_autofree char *cert_path = NULL;
  g_autofree char *invite = NULL;
  g_autofree char *password = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(CnNetHost) host = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  CnNetSeat seats[CN_MAX_SEATS] = { { 0 } };
  CnAiLevel level = CN_AI_MEDIUM;
  const CnRules *rules;
  CnOptions options;
  JsonBuilder *builder;
  Serve serve = { 0 };
  guint64 seed;
  int players = 4, port = -1, rounds = 0, budget_ms = CN_AI_DEFAULT_BUDGET_MS;
  g_autofree char *state_dir = NULL;
  g_autoptr(GPtrArray) resumed = NULL;
  int n_tables = 1, wait_seconds = CN_NET_DROP_WAIT_S, ping_ms = CN_NET_PING_MS;
  int n_threads = -1;
  gboolean timing = FALSE;
  g_autofree char *on_drop_text = NULL;
  g_autofree char *publish_text = NULL;
  g_autofree char *table_name = NULL;
  g_autoptr(CnNetPublisher) publisher = NULL;
  gboolean publish, map_port = FALSE;
  g_autoptr(CnCliPortmap) portmap = NULL;
  g_autofree char *lan_address = NULL;
  CnNetOnDrop on_drop = CN_NET_ON_DROP_COMPUTER;
  GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &variant, "Variant (default: classic)", "ID" },
    { "players", 'n', 0, G_OPTION_ARG_INT, &players, "Number of players (default: 4)", "N" },
    { "computer", 'c', 0, G_OPTION_ARG_STRING, &computers,
      "Seats our computer players take, each with its level or --level's: 1:hard,3 "
      "(default: none; every other seat waits for a remote player)", "SEATS" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text,
      "Level of the computer seats that name none (default: medium)", "LEVEL" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Hard's thinking time per decision (default: 1000)", "MS" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, "Random seed (default: a random one)",
      "N" },
    { "tables", 't', 0, G_OPTION_ARG_INT, &n_tables,
      "Host N tables alike, each with its own code, dealt from seeds S, S+1... "
      "(default: 1; for load tests)", "N" },
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds,
      "Play N rounds, where the variant offers it (default: to the target)", "N" },
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, "Port (default: 47474; 0: a free one)", "P" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &n_threads,
      "Threads sharing out the players' connections, each with its own main loop, on the "
      "one port; the tables' games stay on the main thread (default: one for every 16 "
      "seats, at least one, at most 256; 0: none, all on the main thread)", "N" },
    { "address", 'a', 0, G_OPTION_ARG_STRING, &address,
      "Address to listen on (default: 127.0.0.1, this machine only; 0.0.0.0: every network)",
      "IP" },
    { "invite-host", 0, 0, G_OPTION_ARG_STRING, &invite_host,
      "Host name or address the invitation names (default: the address, or this machine's "
      "name when listening on every network)", "HOST" },
    { "wait-seconds", 0, 0, G_OPTION_ARG_INT, &wait_seconds,
      "How long a dropped player's seat waits for them (default: 120)", "S" },
    { "on-drop", 0, 0, G_OPTION_ARG_STRING, &on_drop_text,
      "Past the wait: \"computer\" plays the seat until its player is back (--level's "
      "level), or \"pause\": the game waits for them (default: computer)", "WHAT" },
    { "ping-ms", 0, 0, G_OPTION_ARG_INT, &ping_ms,
      "How often the host pings each player; three pings unanswered drop the seat "
      "(default: 5000)", "MS" },
    { "publish", 0, 0, G_OPTION_ARG_STRING, &publish_text,
      "Announce the tables on the local network (DNS-SD, through Avahi): yes, no, or auto: "
      "when listening beyond this machine (default: auto)", "WHEN" },
    { "map-port", 0, 0, G_OPTION_ARG_NONE, &map_port,
      "Ask the home router (UPnP-IGD) to forward the port to this machine, for players "
      "in other homes; a line says what it did (default: off; needs --address beyond "
      "this machine)", NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &table_name,
      "The table's name in those announcements (default: \"Canasta on HOSTNAME\")", "NAME" },
    { "timing", 0, 0, G_OPTION_ARG_NONE, &timing,
      "For load measures: on stopping, a last line with \"host_move_ms\", the host's own "
      "time from a move read to its answer written (p50, p99, max)", NULL },
    { "state-dir", 0, 0, G_OPTION_ARG_FILENAME, &state_dir,
      "Keep the games here, to resume them after a crash or a restart with the same "
      "invitations: the certificate, the port and a save a table (default: none)", "DIR" },
    { "certificate", 0, 0, G_OPTION_ARG_FILENAME, &cert_path,
      "The host's certificate and key, made there if missing (default: "
      "$XDG_CONFIG_HOME/canasta/host-certificate.pem)", "FILE" },
    { NULL }
  };

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
    "Hosts a table for network play until its game ends. The first line on\n"
    "standard output is a JSON object with \"invite\", the invitation a player\n"
    "joins with; the last, when the game ends, one with \"totals\" (each side's\n"
    "final total). The game starts when every seat is taken. The messages:\n"
    "doc/protocol.md.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cn_cli_usage_error ("serve", "%s", error->message);
  if (argc > 1)
    return cn_cli_usage_error ("serve", "unexpected argument \"%s\"", argv[1]);
  rules = cn_rules_lookup (variant != NULL ? variant : "classic");
  if (rules == NULL)
    return cn_cli_usage_error ("serve", "unknown variant \"%s\"", variant);
  if (cn_rules_seating (rules, players) == NULL)
    return cn_cli_usage_error ("serve", "%s is not played by %d players", rules->id, players);
  if (level_text != NULL && !cn_ai_level_parse (level_text, &level))
    return cn_cli_usage_error ("serve", "--level: expected easy, medium or hard");
  if (budget_ms < 1 || budget_ms > 600000)
    return cn_cli_usage_error ("serve", "--budget-ms must be from 1 to 600000");
  if (n_tables < 1 || n_tables > MAX_TABLES)
    return cn_cli_usage_error ("serve", "--tables must be from 1 to %d", MAX_TABLES);
  if (port < -1 || port > 65535)
    return cn_cli_usage_error ("serve", "--port must be from 0 to 65535");
  if (n_threads < -1 || n_threads > CN_NET_HOST_MAX_THREADS)
    return cn_cli_usage_error ("serve", "--threads must be from 0 to %d", CN_NET_HOST_MAX_THREADS);
  if (wait_seconds < 0 || wait_seconds > 86400)
    return cn_cli_usage_error ("serve", "--wait-seconds must be from 0 to 86400");
  if (ping_ms < 100 || ping_ms > 600000)
    return cn_cli_usage_error ("serve", "--ping-ms must be from 100 to 600000");
  if (publish_text != NULL && !g_str_equal (publish_text, "yes") &&
      !g_str_equal (publish_text, "no") && !g_str_equal (publish_text, "auto"))
    return cn_cli_usage_error ("serve", "--publish: expected yes, no or auto");
  if (on_drop_text != NULL && g_str_equal (on_drop_text, "pause"))
    on_drop = CN_NET_ON_DROP_PAUSE;
  else if (on_drop_text != NULL && !g_str_equal (on_drop_text, "computer"))
    return cn_cli_usage_error ("serve", "--on-drop: expected computer or pause");
  if (rounds != 0 && !cn_rules_fixed_rounds_valid (rules, rounds))
    return cn_cli_usage_error ("serve", "--rounds: %s has no game of %d rounds", rules->id, rounds);
  if (seed_text != NULL)
    {
      if (!g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, &error))
        return cn_cli_usage_error ("serve", "--seed: %s", error->message);
    }
  else
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  for (int seat = 0; seat < players; seat++)
    seats[seat].kind = CN_NET_SEAT_REMOTE;
  if (computers != NULL && !parse_computers (computers, players, level, seats, &error))
    return cn_cli_usage_error ("serve", "%s", error->message);

  if (cert_path == NULL && state_dir != NULL)
    cert_path = g_build_filename (state_dir, "host-certificate.pem", NULL);
  if (cert_path == NULL)
    cert_path = cn_net_cert_default_path ();
  certificate = cn_net_cert_load_or_create (cert_path, &error);
  if (certificate == NULL)
    {
      fprintf (stderr, "canasta-cli serve: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (address == NULL)
    address = g_strdup ("127.0.0.1");
  host = cn_net_host_new (certificate);
  cn_net_host_set_ping_ms (host, ping_ms);
  cn_net_host_set_timing (host, timing);
  cn_options_init (&options, rules);
  options.fixed_rounds = rounds;
  loop = g_main_loop_new (NULL, FALSE);
  serve.loop = loop;
  serve.host = host;
  serve.tables = tables;
  if (state_dir != NULL && !resume (&serve, state_dir, &port, &resumed, &error))
    {
      fprintf (stderr, "canasta-cli serve: %s\n", error->message);
      return EXIT_FAILURE;
    }
  if (port < 0)
    port = DEFAULT_PORT;
  /* Resumed tables, if any, are the tables. */
  if (n_threads == -1)
    n_threads = default_threads (resumed != NULL && resumed->len > 0 ? (int) resumed->len
                                                                     : n_tables, players);
  cn_net_host_set_threads (host, n_threads);
  if (!cn_net_host_listen (host, address, (guint) port, &error))
    {
      fprintf (stderr, "canasta-cli serve: cannot listen on %s port %d: %s\n", address, port,
               error->message);
      return EXIT_FAILURE;
    }
  {
    g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);

    if (invite_host == NULL)
      invite_host = g_strdup (g_inet_address_get_is_any (inet) ? g_get_host_name () : address);
    /* The router forwards to an address of this machine on its network. */
    if (map_port)
      {
        lan_address = g_inet_address_get_is_any (inet) ? cn_net_lan_address () : g_strdup (address);
        if (g_inet_address_get_is_loopback (inet) || lan_address == NULL)
          return cn_cli_usage_error ("serve", "--map-port needs --address beyond this machine, "
                                     "on a network");
      }
    /* A host on this machine only is none of the network's business. */
    publish = publish_text != NULL && !g_str_equal (publish_text, "auto")
              ? g_str_equal (publish_text, "yes") : !g_inet_address_get_is_loopback (inet);
  }
  if (publish)
    {
      publisher = cn_net_publisher_new (cn_net_host_get_port (host));
      if (table_name == NULL)
        table_name = g_strdup_printf ("Canasta on %s", g_get_host_name ());
      serve.publisher = publisher;
      serve.name = table_name;
      cn_net_host_set_changed (host, changed_cb, &serve);
    }

  if (state_dir != NULL && !cn_net_host_keep_port (host, state_dir, &error))
    {
      fprintf (stderr, "canasta-cli serve: %s\n", error->message);
      return EXIT_FAILURE;
    }
  cn_cli_raise_file_limit ();
  /* Resumed tables, if any, are the tables: the options that make new
   * ones do not apply. */
  for (guint i = 0; resumed != NULL && i < resumed->len; i++)
    {
      cn_net_table_set_drop (resumed->pdata[i], wait_seconds, on_drop, level);
      g_ptr_array_add (tables, resumed->pdata[i]);
    }
  if (tables->len > 0)
    n_tables = (int) tables->len;
  for (int i = 0; tables->len < (guint) n_tables; i++)
    {
      CnNetTable *table = cn_net_host_add_table (host, rules, &options, players, seed + i, seats,
                                                 budget_ms, over_cb, &serve);

      cn_net_table_set_drop (table, wait_seconds, on_drop, level);
      g_ptr_array_add (tables, table);
    }
  invite = cn_net_host_invite (host, g_ptr_array_index (tables, 0), invite_host);
  password = cn_net_password_display (cn_net_table_get_secret (g_ptr_array_index (tables, 0)));

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "invite");
  json_builder_add_string_value (builder, invite);
  json_builder_set_member_name (builder, "table");
  json_builder_add_string_value (builder, cn_net_table_get_code (g_ptr_array_index (tables, 0)));
  /* To read out to the people who find the table on the local network. */
  json_builder_set_member_name (builder, "password");
  json_builder_add_string_value (builder, password);
  if (n_tables > 1)
    {
      json_builder_set_member_name (builder, "invites");
      json_builder_begin_array (builder);
      for (int i = 0; i < n_tables; i++)
        {
          g_autofree char *each = cn_net_host_invite (host, g_ptr_array_index (tables, i),
                                                      invite_host);

          json_builder_add_string_value (builder, each);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "port");
  json_builder_add_int_value (builder, cn_net_host_get_port (host));
  json_builder_set_member_name (builder, "fingerprint");
  json_builder_add_string_value (builder, cn_net_host_get_fingerprint (host));
  json_builder_set_member_name (builder, "threads");
  json_builder_add_int_value (builder, n_threads);
  print_line (builder);
  g_object_unref (builder);

  for (guint i = 0; i < tables->len; i++)
    announce (&serve, tables->pdata[i]);
  if (map_port)
    portmap = cn_cli_portmap_new (invite, lan_address, cn_net_host_get_port (host));
  for (guint i = 0; resumed != NULL && i < resumed->len; i++)
    cn_net_table_resume (resumed->pdata[i]);
  g_unix_signal_add (SIGINT, stop_cb, &serve);
  g_unix_signal_add (SIGTERM, stop_cb, &serve);
  g_main_loop_run (loop);
  if (timing)
    print_timing (host);
  if (serve.stopped)
    {
      g_clear_pointer (&publisher, cn_net_publisher_free);
      serve.publisher = NULL;
      cn_net_host_close (g_steal_pointer (&host), (GDestroyNotify) g_main_loop_quit, loop);
      g_main_loop_run (loop);
    }
  return serve.n_over == tables->len ? EXIT_SUCCESS : EXIT_FAILURE;
}

/* ------------------------------------------------------------------- join */

typedef struct
{
  GMainLoop   *loop;
  CnNetClient *client;
  CnAiLevel    level;
  CnAiConfig   config;
  guint64      seed;
  int          seat;
  int          status;
  gboolean     said;     /* a failure is said on standard error, once */
  gboolean     welcomed;
} Join;

static void
play (Join       *join,
      JsonObject *message)
{
  g_autoptr(GError) error = NULL;
  guint64 seq;
  CnMove move;

  if (!cn_net_choose_move (message, join->level, &join->config, join->seed, &seq, &move, &error))
    {
      fprintf (stderr, "canasta-cli join: the host sent a view this player cannot read: %s\n",
               error->message);
      join->said = TRUE;
      cn_net_client_close (join->client);
      return;
    }
  cn_net_client_send_move (join->client, seq, &move);
}

static void
join_message_cb (CnNetClient *client,
                 CnNetMsg     type,
                 JsonObject  *message,
                 const char  *text,
                 gpointer     user_data)
{
  Join *join = user_data;

  switch (type)
    {
    case CN_NET_MSG_WELCOME:
      join->seat = (int) json_object_get_int_member_with_default (message, "seat", -1);
      /* The first line: the seat and its token, with which a join started
       * again (--rejoin) comes back to it. */
      if (!join->welcomed)
        {
          JsonBuilder *builder = json_builder_new ();

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "seat");
          json_builder_add_int_value (builder, join->seat);
          json_builder_set_member_name (builder, "rejoin");
          json_builder_add_string_value (builder, cn_net_client_get_rejoin (client));
          print_line (builder);
          g_object_unref (builder);
          join->welcomed = TRUE;
        }
      break;
    case CN_NET_MSG_VIEW:
      if (json_object_get_boolean_member_with_default (message, "act", FALSE))
        play (join, message);
      break;
    case CN_NET_MSG_VERDICT:
      if (!json_object_get_boolean_member_with_default (message, "ok", FALSE))
        {
          /* Our own player chose a move the host refused: a bug here. */
          fprintf (stderr, "canasta-cli join: the host refused our move: %s: %s\n",
                   json_object_get_string_member_with_default (message, "code", "?"),
                   json_object_get_string_member_with_default (message, "reason", "?"));
          join->said = TRUE;
          cn_net_client_close (client);
        }
      break;
    case CN_NET_MSG_GAME_OVER:
      {
        JsonBuilder *builder = json_builder_new ();

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "totals");
        json_builder_add_value (builder,
                                json_node_copy (json_object_get_member (message, "totals")));
        json_builder_set_member_name (builder, "winner");
        json_builder_add_value (builder,
                                json_node_copy (json_object_get_member (message, "winner")));
        json_builder_set_member_name (builder, "seat");
        json_builder_add_int_value (builder, join->seat);
        print_line (builder);
        g_object_unref (builder);
        join->status = EXIT_SUCCESS;
      }
      break;
    default:
      break;
    }
}

static void
join_closed_cb (CnNetClient *client,
                const char  *reason,
                gpointer     user_data)
{
  Join *join = user_data;

  if (reason != NULL && !join->said)
    {
      fprintf (stderr, "canasta-cli join: %s\n", reason);
      join->said = TRUE;
      join->status = EXIT_FAILURE;
    }
  g_main_loop_quit (join->loop);
}

int
cn_cli_join (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autofree char *rejoin = NULL;
  g_autofree char *name = NULL;
  static const CnNetClientFuncs funcs = { join_message_cb, join_closed_cb, NULL };
  Join join = { 0 };
  int budget_ms = CN_AI_DEFAULT_BUDGET_MS;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text,
      "The computer player's level: easy, medium, hard (default: medium)", "LEVEL" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Hard's thinking time per decision (default: 1000)", "MS" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      "Seed of the player's own choices (default: 1)", "N" },
    { "rejoin", 0, 0, G_OPTION_ARG_STRING, &rejoin,
      "Back to the seat whose token this is (the \"rejoin\" of an earlier join's first line)",
      "TOKEN" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name,
      "The player's name, as the others at the table see it (default: none, the seat's number)",
      "NAME" },
    { NULL }
  };

  context = g_option_context_new ("INVITE");
  g_option_context_set_summary (context,
    "Seats one of our computer players at a hosted table as a remote player.\n"
    "INVITE is the invitation canasta-cli serve prints. Once seated, the first\n"
    "line on standard output is a JSON object with \"seat\" and \"rejoin\" (the\n"
    "seat's token, for --rejoin); when the game ends, the last line is one with\n"
    "\"totals\". A cut connection is tried again for up to two minutes. A\n"
    "refused join ends with status 1 and one line on standard error.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cn_cli_usage_error ("join", "%s", error->message);
  if (argc != 2)
    return cn_cli_usage_error ("join", "expected one invitation");
  join.level = CN_AI_MEDIUM;
  if (level_text != NULL && !cn_ai_level_parse (level_text, &join.level))
    return cn_cli_usage_error ("join", "--level: expected easy, medium or hard");
  if (budget_ms < 1 || budget_ms > 600000)
    return cn_cli_usage_error ("join", "--budget-ms must be from 1 to 600000");
  join.seed = 1;
  if (seed_text != NULL &&
      !g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &join.seed, &error))
    return cn_cli_usage_error ("join", "--seed: %s", error->message);
  invite = cn_net_invite_parse (argv[1], &error);
  if (invite == NULL)
    return cn_cli_usage_error ("join", "%s", error->message);
  invite->rejoin = g_steal_pointer (&rejoin);
  invite->name = g_steal_pointer (&name);

  cn_ai_config_init (&join.config);
  join.config.budget_ms = budget_ms;
  join.seat = -1;
  join.status = EXIT_FAILURE;
  loop = g_main_loop_new (NULL, FALSE);
  join.loop = loop;
  join.client = cn_net_client_new (invite, &funcs, &join);
  g_main_loop_run (loop);
  cn_net_client_free (join.client);
  return join.status;
}
