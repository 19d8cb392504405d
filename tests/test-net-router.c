/* test-net-router.c: the home router that answers (a fake one, libgupnp,
 * on this computer): the port forwarded and taken back, and Host a
 * Table's invitation for another home
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fake-igd.h"
#include "test-lsan-quarks.h"
#include "test-window-util.h"
#include "canasta-table-dialog.h"
#include "cn-net-message.h"
#include "cn-net-portmap.h"
#include "test-portmap-util.h"

#define OUTSIDE "203.0.113.7"
#define ROUTER "127.0.0.1"

/* GUPnP listens for a router's events on the TCP port of the number the
 * kernel gave its SSDP socket in UDP, and gives all its contexts the
 * first one's port: where another program holds that port on an address
 * (a machine busy with loopback connections), GUPnP warns and makes no
 * context there. Those two warnings are GUPnP's, not ours: they are not
 * fatal, and a context lost says that the test cannot run here (a fake
 * router on loopback with no context on loopback). Every other warning
 * stays fatal. (GLib forgets the handler at each test's start: each test
 * sets it.) */
static gboolean context_lost;

/* One of those two warnings. */
static gboolean
gupnp_port_taken (const char *domain,
                  const char *message)
{
  return (g_strcmp0 (domain, "gupnp-context") == 0 &&
          g_str_has_prefix (message, "Unable to listen on ")) ||
         (g_strcmp0 (domain, "gupnp-context-manager") == 0 &&
          g_str_has_prefix (message, "Error creating GUPnP context: "));
}

static gboolean
fatal_cb (const char     *domain,
          GLogLevelFlags  level,
          const char     *message,
          gpointer        user_data)
{
  return (level & G_LOG_LEVEL_WARNING) == 0 || !gupnp_port_taken (domain, message);
}

/* GUPnP's warnings: those two said as test messages (GLib's own handler
 * would end the TAP stream with "Bail out!"), every other as GLib says
 * it, fatal. */
static void
gupnp_warning_cb (const char     *domain,
                  GLogLevelFlags  level,
                  const char     *message,
                  gpointer        user_data)
{
  if (!gupnp_port_taken (domain, message))
    {
      g_log_default_handler (domain, level, message, user_data);
      return;
    }
  if (g_strcmp0 (domain, "gupnp-context-manager") == 0)
    context_lost = TRUE;
  g_test_message ("%s: %s", domain, message);
}

/* The router answered, or GUPnP lost its context. */
static gboolean
answered_or_lost (gpointer data)
{
  return context_lost || left_asking (data);
}

G_GNUC_UNUSED static gboolean
deleted (gpointer data)
{
  return fake_igd_log (data)->deleted > 0;
}

/* A fake router on loopback, this computer's address on its network in
 * *lan, GUPnP's port warnings not fatal; NULL (the test skipped) with no
 * network. */
static FakeIgd *
start_router (char **lan)
{
  g_autoptr(GError) error = NULL;
  FakeIgd *igd;

  g_test_log_set_fatal_handler (fatal_cb, NULL);
  context_lost = FALSE;
  *lan = cn_net_lan_address ();
  if (*lan == NULL)
    {
      g_test_skip ("no network here");
      return NULL;
    }
  igd = fake_igd_new (ROUTER, OUTSIDE, &error);
  g_assert_no_error (error);
  return igd;
}

/* GUPnP-IGD makes its own context on loopback, whose web server takes the
 * TCP port of the number its SSDP socket got in UDP: on a computer with
 * thousands of loopback connections that port is sometimes taken, and
 * the context is lost. Each try takes a new number; this many lost in a
 * row is no longer chance. */
#define CONTEXT_TRIES 8

/* A mapping asked on a fake router on loopback, asked again while GUPnP
 * loses its context there. */
static void
map_on (FakeIgd       *igd,
        const char    *lan,
        CnNetPortmap **portmap,
        int           *changes)
{
  for (int try = 0; try < CONTEXT_TRIES; try++)
    {
      context_lost = FALSE;
      *changes = 0;
      /* Long enough for any router on a busy machine: the wait ends on
       * the router's answer. */
      *portmap = cn_net_portmap_new (lan, 47474, 60000, count_cb, changes);
      g_assert_true (test_wait_for (answered_or_lost, *portmap));
      if (!context_lost || cn_net_portmap_get_state (*portmap) != CN_NET_PORTMAP_ASKING)
        return;
      g_test_message ("GUPnP lost its context on loopback (try %d): asking again", try + 1);
      g_clear_pointer (portmap, cn_net_portmap_free);
    }
  g_error ("GUPnP found no free port on loopback in %d tries", CONTEXT_TRIES);
}

/* A router that takes only mappings without a lease is asked again
 * without one, and forwards the port. */
static void
test_permanent (void)
{
  g_autofree char *lan = NULL;
  g_autoptr(FakeIgd) igd = start_router (&lan);
  CnNetPortmap *portmap = NULL;
  int changes = 0;

  if (igd == NULL)
    return;
  fake_igd_set_permanent_only (igd);
  map_on (igd, lan, &portmap, &changes);
  g_assert_cmpint (cn_net_portmap_get_state (portmap), ==, CN_NET_PORTMAP_MAPPED);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpuint (fake_igd_log (igd)->added, ==, 1);
  g_assert_cmpuint (fake_igd_log (igd)->lease, ==, 0);
  cn_net_portmap_free_finish (portmap);
  g_assert_cmpuint (fake_igd_log (igd)->deleted, ==, 1);
}

/* The router forwards the port: the same port outside, a lease, this
 * computer's address inside; freed, the mapping is taken back. (The
 * router listens on loopback, where GUPnP-IGD looks too: nothing of it
 * reaches the network.) */
static void
test_mapped (void)
{
  g_autofree char *lan = NULL;
  g_autoptr(FakeIgd) igd = start_router (&lan);
  CnNetPortmap *portmap = NULL;
  const FakeIgdLog *log;
  int changes = 0;

  if (igd == NULL)
    return;
  log = fake_igd_log (igd);
  map_on (igd, lan, &portmap, &changes);
  g_assert_cmpint (cn_net_portmap_get_state (portmap), ==, CN_NET_PORTMAP_MAPPED);
  g_assert_cmpstr (cn_net_portmap_get_external_address (portmap), ==, OUTSIDE);
  g_assert_cmpuint (cn_net_portmap_get_external_port (portmap), ==, 47474);
  g_assert_cmpuint (log->added, >=, 1);
  g_assert_cmpuint (log->external_port, ==, 47474);
  g_assert_cmpuint (log->internal_port, ==, 47474);
  g_assert_cmpstr (log->internal_client, ==, lan);
  g_assert_cmpuint (log->lease, ==, 3600);
  g_assert_cmpuint (log->deleted, ==, 0);
  /* As serve exits: back only once the router has taken it back (asked
   * again, on a machine slow enough for GUPnP-IGD to retry: a router
   * answers a second deletion as the first). */
  cn_net_portmap_free_finish (portmap);
  g_assert_cmpuint (log->deleted, >=, 1);
}

static gboolean
router_answered_or_lost (gpointer data)
{
  return context_lost || canasta_port_mapping_get_state (data) != CANASTA_PORT_MAPPING_ASKING;
}

/* Host a Table with a router that forwards the port: the invitation for
 * another home names the router's outside address and the port, and
 * copies; the table left, the router is told. */
static void
test_dialog (void)
{
  g_autofree char *lan = NULL;
  g_autoptr(FakeIgd) igd = start_router (&lan);
  g_autoptr(CnNetInvite) here = NULL;
  g_autoptr(CnNetInvite) away = NULL;
  CanastaWindow *window;
  CanastaTableDialog *dialog;
  CanastaPortMapping *mapping;
  GtkWidget *button;

  if (igd == NULL)
    return;
  for (int try = 0;; try++)
    {
      context_lost = FALSE;
      window = canasta_window_new (NULL);
      gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
      gtk_window_present (GTK_WINDOW (window));
      canasta_window_show_table_dialog (window, TRUE);
      dialog = CANASTA_TABLE_DIALOG (find_shown_window (CANASTA_TYPE_TABLE_DIALOG));
      g_assert_nonnull (dialog);
      canasta_table_dialog_set_address (dialog, "0.0.0.0", 0);
      canasta_table_dialog_set_player_name (dialog, "Rosa");
      canasta_table_dialog_set_router_wait (dialog, 60000);
      canasta_table_dialog_open (dialog);
      mapping = canasta_table_dialog_get_port_mapping (dialog);
      g_assert_nonnull (mapping);
      g_assert_true (test_wait_for (router_answered_or_lost, mapping));
      if (!context_lost || canasta_port_mapping_get_state (mapping) != CANASTA_PORT_MAPPING_ASKING)
        break;
      /* As in map_on: GUPnP lost its context on loopback; the table is
       * opened again, on another number. */
      if (try + 1 == CONTEXT_TRIES)
        g_error ("GUPnP found no free port on loopback in %d tries", CONTEXT_TRIES);
      g_test_message ("GUPnP lost its context on loopback (try %d): hosting again", try + 1);
      gtk_window_close (GTK_WINDOW (dialog));
      destroy_window (window);
    }
  g_assert_cmpint (canasta_port_mapping_get_state (mapping), ==, CANASTA_PORT_MAPPING_MAPPED);

  here = cn_net_invite_parse (canasta_table_dialog_get_invitation (dialog), NULL);
  away = cn_net_invite_parse (canasta_table_dialog_get_away_text (dialog), NULL);
  g_assert_nonnull (here);
  g_assert_nonnull (away);
  g_assert_cmpstr (here->host, ==, lan);
  g_assert_cmpstr (away->host, ==, OUTSIDE);
  g_assert_cmpuint (away->port, ==, here->port);
  g_assert_cmpstr (away->code, ==, here->code);
  g_assert_cmpstr (away->secret, ==, here->secret);
  g_assert_cmpstr (away->fingerprint, ==, here->fingerprint);
  g_assert_cmpstr (canasta_port_mapping_get_invitation (mapping), ==,
                   canasta_table_dialog_get_away_text (dialog));
  g_assert_cmpuint (fake_igd_log (igd)->internal_port, ==, here->port);

  /* The second copy button copies the invitation for another home. */
  wait_drawn (GTK_WIDGET (dialog));
  save_png (GTK_WIDGET (dialog), "net-host-away.png");
  button = find_icon_button (GTK_WIDGET (dialog), "edit-copy-symbolic", 1);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_visible (button));
  g_signal_emit_by_name (button, "clicked");
  assert_contains (canasta_table_dialog_get_status (dialog), "The invitation is copied");

  /* Given up: the table closes, and the router is told. */
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_true (test_wait_for (deleted, igd));
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = NULL;

  config = g_dir_make_tmp ("canasta-net-router-XXXXXX", NULL);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  if (!window_test_init (&argc, &argv))
    return 0;

  g_log_set_handler ("gupnp-context", G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL, gupnp_warning_cb,
                     NULL);
  g_log_set_handler ("gupnp-context-manager", G_LOG_LEVEL_WARNING | G_LOG_FLAG_FATAL,
                     gupnp_warning_cb, NULL);
  g_test_add_func ("/net-router/mapped", test_mapped);
  g_test_add_func ("/net-router/permanent", test_permanent);
  g_test_add_func ("/net-router/dialog", test_dialog);

  return g_test_run ();
}
