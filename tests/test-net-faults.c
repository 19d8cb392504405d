/* test-net-faults.c: network play when things go wrong: a player killed
 * and started again, a player that stops answering, a host killed and
 * started again; all over the loopback address
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every wait here waits for a message, a line or a file: the only clock
 * is the host's ping and drop wait, set short so that the faults are
 * noticed in a second rather than in minutes. A host that stops answering
 * is noticed by its player the same way.
 */

#include <signal.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-client.h"
#include "cn-net-host.h"
#include "test-app-dirs.h"
#include "test-cli-spawn.h"
#include "test-lines.h"
#include "test-net-seat.h"

static void
assert_same_totals (JsonObject *a,
                    JsonObject *b)
{
  JsonArray *ta = json_object_get_array_member (a, "totals");
  JsonArray *tb = json_object_get_array_member (b, "totals");

  g_assert_cmpuint (json_array_get_length (ta), ==, json_array_get_length (tb));
  for (guint i = 0; i < json_array_get_length (ta); i++)
    g_assert_cmpint (json_array_get_int_element (ta, i), ==, json_array_get_int_element (tb, i));
}

/* ------------------------------------------- a host killed, and restarted */

typedef struct
{
  const char *dir;
} SaveWait;

static gboolean
has_save (gpointer data)
{
  SaveWait *wait = data;
  g_autoptr(GDir) dir = g_dir_open (wait->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      return TRUE;
  return FALSE;
}

/* canasta-cli serve keeping its games in a state folder, two canasta-cli
 * join and two computers. One join is killed (SIGKILL) in the game; its
 * seat waits (on-drop pause). Then the host is killed (SIGKILL) and
 * started again on the same folder: it prints the same invitation, the
 * join that was not killed comes back by itself, the killed one started
 * again with its seat's token gets its seat back, and the game is played
 * to its end, every process agreeing on the totals. */
static void
test_host_restart (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autofree char *tables = g_build_filename (state, "tables", NULL);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) again = NULL;
  g_autoptr(GSubprocess) steady = NULL;
  g_autoptr(GSubprocess) killed = NULL;
  g_autoptr(GSubprocess) back = NULL;
  g_autoptr(JsonObject) served = NULL;
  g_autoptr(JsonObject) served_again = NULL;
  g_autoptr(JsonObject) steady_seat = NULL;
  g_autoptr(JsonObject) killed_seat = NULL;
  g_autoptr(JsonObject) back_seat = NULL;
  g_autoptr(JsonObject) host_end = NULL;
  g_autoptr(JsonObject) steady_end = NULL;
  g_autoptr(JsonObject) back_end = NULL;
  g_autoptr(GFileMonitor) monitor = NULL;
  Lines *serve_lines, *again_lines, *steady_lines, *killed_lines, *back_lines;
  SaveWait save_wait = { tables };
  const char *invite;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
#define SERVE_ARGS "serve", "--variant", "classic", "--players", "4", "--computer", "1,3", \
                   "--level", "easy", "--seed", "33", "--state-dir", state, "--ping-ms", "300", \
                   "--wait-seconds", "1", "--on-drop", "pause"
  serve = spawn (launcher, SERVE_ARGS, "--port", "0", NULL);
  serve_lines = lines_new (serve);
  served = lines_object (serve_lines, 0);
  invite = json_object_get_string_member (served, "invite");

  steady = spawn (launcher, "join", invite, "--level", "easy", NULL);
  steady_lines = lines_new (steady);
  steady_seat = lines_object (steady_lines, 0);
  /* The last seat taken starts the game. This player thinks a minute a
   * move: it is still in the game when it is killed. */
  killed = spawn (launcher, "join", invite, "--level", "hard", "--budget-ms", "60000", NULL);
  killed_lines = lines_new (killed);
  killed_seat = lines_object (killed_lines, 0);
  g_assert_cmpint (json_object_get_int_member (killed_seat, "seat"), !=,
                   json_object_get_int_member (steady_seat, "seat"));
  g_subprocess_force_exit (killed);
  g_assert_true (test_wait_for (lines_at_eof, killed_lines));
  wait_exit (killed, -1);

  /* The game under way is saved (a moment after each move). */
  monitor = test_wait_watch_dir (tables);
  g_assert_true (test_wait_for (has_save, &save_wait));
  g_subprocess_force_exit (serve);
  g_assert_true (test_wait_for (lines_at_eof, serve_lines));
  wait_exit (serve, -1);
  g_assert_cmpuint (serve_lines->lines->len, ==, 1);

  /* Started again: the same invitation, on the same port. */
  again = spawn (launcher, SERVE_ARGS, NULL);
  again_lines = lines_new (again);
  served_again = lines_object (again_lines, 0);
  g_assert_cmpstr (json_object_get_string_member (served_again, "invite"), ==, invite);

  back = spawn (launcher, "join", invite, "--level", "easy", "--rejoin",
                json_object_get_string_member (killed_seat, "rejoin"), NULL);
  back_lines = lines_new (back);
  back_seat = lines_object (back_lines, 0);
  g_assert_cmpint (json_object_get_int_member (back_seat, "seat"), ==,
                   json_object_get_int_member (killed_seat, "seat"));
  g_assert_cmpstr (json_object_get_string_member (back_seat, "rejoin"), ==,
                   json_object_get_string_member (killed_seat, "rejoin"));

  host_end = lines_last_object (again_lines);
  steady_end = lines_last_object (steady_lines);
  back_end = lines_last_object (back_lines);
  wait_exit (again, 0);
  wait_exit (steady, 0);
  wait_exit (back, 0);
  assert_same_totals (host_end, steady_end);
  assert_same_totals (host_end, back_end);
  /* The join that was never stopped printed its seat once, and its end. */
  g_assert_cmpuint (steady_lines->lines->len, ==, 2);
  /* The game is over: nothing is left to resume. */
  g_assert_false (has_save (&save_wait));
#undef SERVE_ARGS

  lines_free (serve_lines);
  lines_free (again_lines);
  lines_free (steady_lines);
  lines_free (killed_lines);
  lines_free (back_lines);
  remove_tree (dir);
}

/* --------------------------------------- a player that stops answering */

typedef struct
{
  TestSeat     told;       /* first: test_seat_closed_cb's */
  CnNetClient *client;
  CnNetInvite *invite;
  /* The last seat-status, each seat's status. */
  char        *status[CN_MAX_SEATS];
  int          n_status;
  /* Holding its move: the view waits here. */
  gboolean     hold;
  JsonObject  *held;
  JsonArray   *hand;       /* the last view's own hand */
  int          views;
} Watcher;

static void
watcher_play (Watcher    *watcher,
              JsonObject *message)
{
  g_autoptr(GError) error = NULL;
  CnAiConfig config;
  guint64 seq;
  CnMove move;

  cn_ai_config_init (&config);
  g_assert_true (cn_net_choose_move (message, CN_AI_EASY, &config, 5, &seq, &move, &error));
  g_assert_no_error (error);
  cn_net_client_send_move (watcher->client, seq, &move);
}

static void
watcher_message_cb (CnNetClient *client,
                    CnNetMsg     type,
                    JsonObject  *message,
                    const char  *text,
                    gpointer     user_data)
{
  Watcher *watcher = user_data;

  test_seat_told (&watcher->told, type, message);
  switch (type)
    {
    case CN_NET_MSG_SEAT_STATUS:
      {
        JsonArray *seats = json_object_get_array_member (message, "seats");

        watcher->n_status = (int) json_array_get_length (seats);
        for (int seat = 0; seat < watcher->n_status; seat++)
          {
            g_free (watcher->status[seat]);
            watcher->status[seat] = g_strdup (
              json_object_get_string_member (json_array_get_object_element (seats, seat),
                                             "status"));
          }
      }
      break;
    case CN_NET_MSG_VIEW:
      {
        JsonObject *view = json_object_get_object_member (message, "view");
        JsonArray *hands = json_object_get_array_member (view, "hands");

        g_clear_pointer (&watcher->hand, json_array_unref);
        watcher->hand = json_array_ref (json_array_get_array_element (hands, watcher->told.seat));
        watcher->views++;
        if (!json_object_get_boolean_member (message, "act"))
          break;
        if (watcher->hold)
          {
            g_clear_pointer (&watcher->held, json_object_unref);
            watcher->held = json_object_ref (message);
            break;
          }
        watcher_play (watcher, message);
      }
      break;
    case CN_NET_MSG_VERDICT:
      g_assert_true (json_object_get_boolean_member (message, "ok"));
      break;
    default:
      break;
    }
}

static void
watcher_connect (Watcher           *watcher,
                 const char        *rejoin)
{
  static const CnNetClientFuncs funcs = {
    watcher_message_cb, test_seat_closed_cb, test_seat_reconnecting_cb
  };

  g_free (watcher->invite->rejoin);
  watcher->invite->rejoin = g_strdup (rejoin);
  watcher->client = cn_net_client_new (watcher->invite, &funcs, watcher);
}

/* The watcher at the table of invite, holding its moves. */
static void
watcher_join (Watcher    *watcher,
              const char *invite)
{
  g_autoptr(GError) error = NULL;

  test_seat_init (&watcher->told);
  watcher->invite = cn_net_invite_parse (invite, &error);
  g_assert_no_error (error);
  watcher->hold = TRUE;
  watcher_connect (watcher, NULL);
}

static void
watcher_clear (Watcher *watcher)
{
  cn_net_client_free (watcher->client);
  cn_net_invite_free (watcher->invite);
  test_seat_clear (&watcher->told);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    g_free (watcher->status[seat]);
  g_clear_pointer (&watcher->hand, json_array_unref);
  g_clear_pointer (&watcher->held, json_object_unref);
}

typedef struct
{
  Watcher    *watcher;
  int         seat;
  const char *status;
} StatusWait;

static gboolean
has_status (gpointer data)
{
  StatusWait *wait = data;

  return wait->seat < wait->watcher->n_status &&
         g_strcmp0 (wait->watcher->status[wait->seat], wait->status) == 0;
}

static gboolean
watcher_holds (gpointer data)
{
  return ((Watcher *) data)->held != NULL;
}

static gboolean
watcher_closed (gpointer data)
{
  return ((Watcher *) data)->told.closed;
}

/* A host in this process, with a player in it (the watcher) and a
 * canasta-cli join at another seat. The watcher leaves at its turn
 * without a goodbye and comes back with its seat's token: the same hand.
 * Then the join is stopped (SIGSTOP: its connection open, nothing read or
 * answered): the host's pings go unanswered, and within a second or two
 * the seat is dropped, the table told, and past the wait a computer plays
 * it. Let go (SIGCONT), the join finds its connection closed, comes back
 * by itself, and plays the game to its end. */
static void
test_stopped_player (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) join = NULL;
  g_autoptr(JsonObject) join_seat = NULL;
  g_autoptr(JsonObject) join_end = NULL;
  g_autoptr(JsonArray) hand = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CnNetHost) host = NULL;
  g_autofree char *invite = NULL;
  CnNetSeat seats[4] = {
    { CN_NET_SEAT_REMOTE, 0 }, { CN_NET_SEAT_REMOTE, 0 },
    { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY },
  };
  const CnRules *rules = cn_rules_lookup ("classic");
  CnOptions options;
  CnNetTable *table;
  Watcher watcher = { 0 };
  StatusWait wait;
  Lines *lines;
  gint64 stopped_at;
  int join_at, totals[CN_MAX_SIDES], n;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  certificate = cn_net_cert_load_or_create (pem, &error);
  g_assert_no_error (error);
  host = cn_net_host_new (certificate);
  cn_net_host_set_ping_ms (host, 200);
  g_assert_true (cn_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  cn_options_init (&options, rules);
  table = cn_net_host_add_table (host, rules, &options, 4, 41, seats, 50, NULL, NULL);
  /* A long wait first: nobody plays the watcher's seat while it is away. */
  cn_net_table_set_drop (table, 600, CN_NET_ON_DROP_COMPUTER, CN_AI_EASY);
  invite = cn_net_host_invite (host, table, "127.0.0.1");

  watcher_join (&watcher, invite);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  join = spawn (launcher, "join", invite, "--level", "easy", NULL);
  lines = lines_new (join);
  join_seat = lines_object (lines, 0);
  join_at = (int) json_object_get_int_member (join_seat, "seat");

  /* The watcher's turn: it goes without a word, and comes back. */
  g_assert_true (test_wait_for (watcher_holds, &watcher));
  hand = json_array_ref (watcher.hand);
  g_clear_pointer (&watcher.held, json_object_unref);
  cn_net_client_free (g_steal_pointer (&watcher.client));
  watcher.views = 0;
  watcher_connect (&watcher, watcher.told.rejoin);
  g_assert_true (test_wait_for (watcher_holds, &watcher));
  g_assert_cmpint (watcher.views, ==, 1);
  {
    g_autoptr(JsonNode) a = json_node_init_array (json_node_alloc (), hand);
    g_autoptr(JsonNode) b = json_node_init_array (json_node_alloc (), watcher.hand);

    g_assert_true (json_node_equal (a, b));
  }

  /* The join stops answering. */
  cn_net_table_set_drop (table, 1, CN_NET_ON_DROP_COMPUTER, CN_AI_EASY);
  stopped_at = g_get_monotonic_time ();
  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (join)), SIGSTOP), ==, 0);
  wait = (StatusWait) { &watcher, join_at, "dropped" };
  g_assert_true (test_wait_for (has_status, &wait));
  g_test_message ("a stopped player noticed in %.1f s (pings every 0.2 s)",
                  (g_get_monotonic_time () - stopped_at) / 1e6);
  /* Far sooner than TCP would tell (minutes): three pings' time, and
   * what a busy machine adds. */
  g_assert_cmpint (g_get_monotonic_time () - stopped_at, <, 30 * G_USEC_PER_SEC);
  wait.status = "computer";
  g_assert_true (test_wait_for (has_status, &wait));

  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (join)), SIGCONT), ==, 0);
  wait.status = "playing";
  g_assert_true (test_wait_for (has_status, &wait));

  /* Everybody plays on to the end. */
  watcher.hold = FALSE;
  {
    g_autoptr(JsonObject) held = g_steal_pointer (&watcher.held);

    if (held != NULL)
      watcher_play (&watcher, held);
  }
  join_end = lines_last_object (lines);
  wait_exit (join, 0);
  g_assert_true (test_wait_for (watcher_closed, &watcher));
  test_seat_assert_totals (&watcher.told, table);
  n = cn_net_table_get_totals (table, totals, NULL);
  for (int side = 0; side < n; side++)
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (join_end, "totals"),
                                                 side), ==, totals[side]);

  lines_free (lines);
  watcher_clear (&watcher);
  remove_tree (dir);
}

/* canasta-cli serve of a classic table of four, computers at seats 1 to
 * 3, with the arguments given after the first (up to a NULL); the watcher
 * at seat 0 once the host's first line (in lines) is read, holding its
 * first move. */
G_GNUC_NULL_TERMINATED static GSubprocess *
serve_watched (Watcher     *watcher,
               Lines      **lines,
               const char  *first,
               ...)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(JsonObject) served = NULL;
  const char * const serve_args[] = { "serve", "--variant", "classic", "--players", "4",
                                      "--computer", "1,2,3", "--level", "easy", "--port", "0" };
  GSubprocess *serve;
  va_list ap;

  for (guint i = 0; i < G_N_ELEMENTS (serve_args); i++)
    g_ptr_array_add (args, (char *) serve_args[i]);
  va_start (ap, first);
  spawn_args_add (args, first, ap);
  va_end (ap);
  serve = spawn_args (launcher, args);
  *lines = lines_new (serve);
  served = lines_object (*lines, 0);
  watcher_join (watcher, json_object_get_string_member (served, "invite"));
  g_assert_true (test_wait_for (watcher_holds, watcher));
  return serve;
}

static gboolean
watcher_reconnecting (gpointer data)
{
  return ((Watcher *) data)->told.reconnects > 0;
}

static gboolean
watcher_back (gpointer data)
{
  Watcher *watcher = data;

  return watcher->told.welcomes >= 2 && watcher->held != NULL;
}

/* The host stops answering (SIGSTOP: its connections open, nothing read or
 * sent): a player notices within a few of the host's pings and tries
 * again; the host let go (SIGCONT), the player is back at its seat and
 * the game goes on to its end. */
static void
test_stopped_host (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(JsonObject) end = NULL;
  JsonArray *totals;
  Watcher watcher = { 0 };
  gint64 stopped_at;
  Lines *lines;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  serve = serve_watched (&watcher, &lines, "--seed", "8", "--certificate", pem, "--ping-ms", "200",
                         "--wait-seconds", "600", "--on-drop", "pause", NULL);
  g_clear_pointer (&watcher.held, json_object_unref);

  stopped_at = g_get_monotonic_time ();
  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (serve)), SIGSTOP), ==, 0);
  g_assert_true (test_wait_for (watcher_reconnecting, &watcher));
  g_test_message ("a stopped host noticed in %.1f s (pings every 0.2 s)",
                  (g_get_monotonic_time () - stopped_at) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - stopped_at, <, 30 * G_USEC_PER_SEC);
  g_assert_cmpint (kill (atoi (g_subprocess_get_identifier (serve)), SIGCONT), ==, 0);
  g_assert_true (test_wait_for (watcher_back, &watcher));

  watcher.hold = FALSE;
  {
    g_autoptr(JsonObject) held = g_steal_pointer (&watcher.held);

    watcher_play (&watcher, held);
  }
  end = lines_last_object (lines);
  wait_exit (serve, 0);
  g_assert_true (test_wait_for (watcher_closed, &watcher));
  g_assert_null (watcher.told.reason);
  g_assert_true (watcher.told.game_over);
  totals = json_object_get_array_member (end, "totals");
  g_assert_cmpint (watcher.told.n_totals, ==, (int) json_array_get_length (totals));
  for (int side = 0; side < watcher.told.n_totals; side++)
    g_assert_cmpint (watcher.told.totals[side], ==, json_array_get_int_element (totals, side));

  lines_free (lines);
  watcher_clear (&watcher);
  remove_tree (dir);
}

/* serve stopped with SIGTERM (or SIGINT) says goodbye to its players
 * before it ends: the close tells them the table comes back when serve
 * starts again, and they try their way back, as after a cut. Before, the
 * stop ended serve without a word: a player took it for a cut. */
static void
test_serve_goodbye (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GSubprocess) serve = NULL;
  Watcher watcher = { 0 };
  Lines *lines;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  serve = serve_watched (&watcher, &lines, "--seed", "9", "--certificate", pem, "--state-dir", dir,
                         NULL);
  g_assert_false (cn_net_client_get_host_closed (watcher.client));

  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (test_wait_for (watcher_reconnecting, &watcher));
  g_assert_true (cn_net_client_get_host_closed (watcher.client));
  g_assert_false (watcher.told.closed);
  wait_exit (serve, -1);
  g_assert_true (g_subprocess_get_if_exited (serve));

  lines_free (lines);
  watcher_clear (&watcher);
  remove_tree (dir);
}

/* ------------------------------------ connections that never say hello */

typedef struct
{
  GSocketConnection *connection;
  guint8             byte;
  gboolean           stalled;   /* sent a whole hello */
  gboolean           answered;
  guint             *counts;  /* closed, all, answered (the host sent a byte) */
} Silent;

/* The end of the stream, or a reset (the host closed with our bytes
 * unread). Before that, the host answers a whole hello with its part of
 * the handshake, and sends nothing to a connection before its hello. */
static void
silent_read_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Silent *silent = user_data;
  g_autoptr(GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);

  if (n <= 0)
    {
      silent->counts[0]++;
      return;
    }
  g_assert_true (silent->stalled);
  if (!silent->answered)
    silent->counts[2]++;
  silent->answered = TRUE;
  g_input_stream_read_async (G_INPUT_STREAM (source), &silent->byte, 1, G_PRIORITY_DEFAULT,
                             NULL, silent_read_cb, silent);
}

static gboolean
all_closed (gpointer data)
{
  guint *counts = data;

  return counts[0] >= counts[1];
}

static gboolean
any_answered (gpointer data)
{
  guint *counts = data;

  return counts[2] > 0;
}

/* A whole, valid ClientHello, as a real client says it: the client's
 * first flight written to memory (its handshake then fails, with no
 * server to read from). */
static GBytes *
client_hello (void)
{
  g_autoptr(GInputStream) in = g_memory_input_stream_new ();
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GIOStream) base = g_simple_io_stream_new (in, out);
  g_autoptr(GIOStream) tls = NULL;
  g_autoptr(GError) error = NULL;

  tls = g_tls_client_connection_new (base, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (g_tls_connection_handshake (G_TLS_CONNECTION (tls), NULL, NULL));
  g_output_stream_close (out, NULL, &error);
  g_assert_no_error (error);
  return g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (out));
}

static gboolean
accept_any_cb (GTlsConnection       *connection,
               GTlsCertificate      *certificate,
               GTlsCertificateFlags  errors,
               gpointer              user_data)
{
  return TRUE;
}

static void
neighbour_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  guint *counts = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketConnection) connection =
    g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result, &error);

  g_assert_no_error (error);
  counts[0]++;
}

static void
tls_event_cb (GSocketClient      *client,
              GSocketClientEvent  event,
              GSocketConnectable *connectable,
              GIOStream          *connection,
              gpointer            user_data)
{
  if (event == G_SOCKET_CLIENT_TLS_HANDSHAKING)
    g_signal_connect (connection, "accept-certificate", G_CALLBACK (accept_any_cb), NULL);
}

/* More handshakes at once from one address (one home's players, a load
 * generator) than the host runs from one address: the others wait their
 * turn, and every one of them is through. */
static void
handshakes_from (const char *address,
                 guint       port,
                 guint       n)
{
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (inet, 0);
  guint counts[2] = { 0, n };   /* through, all (as all_closed reads them) */

  g_socket_client_set_local_address (client, local);
  g_socket_client_set_tls (client, TRUE);
  g_signal_connect (client, "event", G_CALLBACK (tls_event_cb), NULL);
  for (guint i = 0; i < n; i++)
    g_socket_client_connect_to_host_async (client, "127.0.0.1", (guint16) port, NULL,
                                           neighbour_cb, counts);
  g_assert_true (test_wait_for (all_closed, counts));
}

/* Plain TCP connections that send nothing, more of them than GLib has
 * worker threads; some that send the start of a TLS hello and stop; and
 * some that send a whole ClientHello and never answer the host's part of
 * the handshake, from another address (127.0.0.2: another machine on the
 * café's network): a real player still joins and plays at once, seated
 * before the host gives up on any of them (CN_NET_HELLO_TIMEOUT_S), and
 * the host closes them all. Before, each silent one held a thread of
 * GLib's pool in its TLS handshake for ever, and the player's handshake
 * waited behind them (25 s with twenty such connections); then each
 * stalled one held a thread for its 10 s, and the player's handshake,
 * waiting for one, ran out of its own 10 s: turned away. */
#define N_SILENT 24
#define N_HALF_HELLO 6
#define N_STALLED 64

static void
test_silent_connections (void)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) join = NULL;
  g_autoptr(JsonObject) served = NULL;
  g_autoptr(JsonObject) seated = NULL;
  g_autoptr(JsonObject) over = NULL;
  g_autoptr(GSocketClient) client = g_socket_client_new ();
  g_autoptr(GSocketClient) stranger = g_socket_client_new ();
  g_autoptr(GInetAddress) elsewhere = g_inet_address_new_from_string ("127.0.0.2");
  g_autoptr(GSocketAddress) local = g_inet_socket_address_new (elsewhere, 0);
  g_autoptr(GBytes) hello = client_hello ();
  Silent silent[N_SILENT + N_HALF_HELLO + N_STALLED];
  /* Partly a TLS record's header: a handshake of 512 bytes, 1 sent. */
  static const guint8 half_hello[] = { 0x16, 0x03, 0x01, 0x02, 0x00, 0x01 };
  guint counts[3] = { 0, G_N_ELEMENTS (silent), 0 };
  Lines *serve_lines, *join_lines;
  gint64 start;
  guint port;

  if (g_getenv ("CANASTA_CLI") == NULL)
    {
      g_test_skip ("CANASTA_CLI is not set");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  /* Two tables: serve goes on after the first one's game (it ends once
   * every table's is over), so only the host closes the connections. */
  serve = spawn (launcher, "serve", "--variant", "classic", "--players", "2", "--computer", "1",
                 "--tables", "2", "--level", "easy", "--seed", "5", "--port", "0", NULL);
  serve_lines = lines_new (serve);
  served = lines_object (serve_lines, 0);
  port = (guint) json_object_get_int_member (served, "port");

  g_socket_client_set_local_address (stranger, local);
  for (guint i = 0; i < G_N_ELEMENTS (silent); i++)
    {
      g_autoptr(GError) error = NULL;
      gboolean stalled = i >= N_SILENT + N_HALF_HELLO;
      GOutputStream *out;

      silent[i].connection = g_socket_client_connect_to_host (stalled ? stranger : client,
                                                              "127.0.0.1", (guint16) port,
                                                              NULL, &error);
      g_assert_no_error (error);
      silent[i].counts = counts;
      silent[i].stalled = stalled;
      silent[i].answered = FALSE;
      out = g_io_stream_get_output_stream (G_IO_STREAM (silent[i].connection));
      if (i >= N_SILENT && !stalled)
        g_output_stream_write_all (out, half_hello, sizeof half_hello, NULL, NULL, &error);
      else if (stalled)
        g_output_stream_write_all (out, g_bytes_get_data (hello, NULL), g_bytes_get_size (hello),
                                   NULL, NULL, &error);
      g_assert_no_error (error);
      g_input_stream_read_async (g_io_stream_get_input_stream (G_IO_STREAM (silent[i].connection)),
                                 &silent[i].byte, 1, G_PRIORITY_DEFAULT, NULL, silent_read_cb,
                                 &silent[i]);
    }
  /* The host is in the middle of a stalled one's handshake. */
  g_assert_true (test_wait_for (any_answered, counts));

  /* Seated, before the host gave up on any of them, and the game played
   * to its end. */
  start = g_get_monotonic_time ();
  join = spawn (launcher, "join", json_object_get_string_member (served, "invite"), "--level",
                "easy", NULL);
  join_lines = lines_new (join);
  seated = lines_object (join_lines, 0);
  g_assert_cmpint (json_object_get_int_member (seated, "seat"), ==, 0);
  g_test_message ("seated after %.2f s, %u connections closed by then",
                  (g_get_monotonic_time () - start) / 1e6, counts[0]);
  g_assert_cmpuint (counts[0], ==, 0);
  /* Three times as many as the host runs at once from one address. */
  handshakes_from ("127.0.0.3", port, 3 * 8);
  over = lines_last_object (join_lines);
  g_assert_true (json_object_has_member (over, "winner"));
  wait_exit (join, 0);

  /* Every one of them closed by the host, still serving. */
  g_assert_true (test_wait_for (all_closed, counts));
  g_assert_false (serve_lines->eof);
  g_assert_cmpuint (serve_lines->lines->len, ==, 1);
  g_test_message ("closed after %.2f s", (g_get_monotonic_time () - start) / 1e6);

  g_subprocess_force_exit (serve);
  wait_exit (serve, -1);
  for (guint i = 0; i < G_N_ELEMENTS (silent); i++)
    g_object_unref (silent[i].connection);
  lines_free (join_lines);
  lines_free (serve_lines);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/faults/stopped-player", test_stopped_player);
  g_test_add_func ("/net/faults/host-restart", test_host_restart);
  g_test_add_func ("/net/faults/stopped-host", test_stopped_host);
  g_test_add_func ("/net/faults/serve-goodbye", test_serve_goodbye);
  g_test_add_func ("/net/faults/silent-connections", test_silent_connections);
  return g_test_run ();
}
