/* test-net-portmap.c: the addresses an invitation names (this computer's
 * on its network, the router's outside one only when a guest on the
 * Internet can reach it) and the home router asked where none answers
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <signal.h>
#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "cn-net-portmap.h"
#include "test-cli-spawn.h"
#include "test-portmap-util.h"
#include "test-wait.h"

/* Only an address a guest on the Internet can reach makes an invitation
 * for another home: a router behind another NAT (a private or the
 * provider's shared outside address) forwards a port nobody reaches. */
static void
test_public (void)
{
  const char *reachable[] = { "203.0.113.7", "81.43.2.9", "100.63.255.255", "100.128.0.1",
                              "172.32.0.1", "2a01:4f8::1" };
  const char *unreachable[] = { "192.168.1.1", "10.0.0.138", "172.16.0.1", "172.31.255.1",
                                "100.64.0.1", "100.127.3.4", "127.0.0.1", "169.254.3.3",
                                "0.0.0.0", "224.0.0.251", "::1", "fe80::1", "fd12:3456::1",
                                "::", "0.1.2.3", "router.local", "", NULL };

  for (gsize i = 0; i < G_N_ELEMENTS (reachable); i++)
    g_assert_true (cn_net_address_is_public (reachable[i]));
  for (gsize i = 0; i < G_N_ELEMENTS (unreachable); i++)
    g_assert_false (cn_net_address_is_public (unreachable[i]));
}

/* The invitation for this network names the default route's source when
 * there is one; else the likeliest home address of the interfaces;
 * never loopback, link-local, "any" or IPv6. */
static void
test_lan_choice (void)
{
  const char *home[] = { "172.17.0.1", "10.8.0.2", "192.168.1.20", NULL };
  const char *no_192[] = { "172.17.0.1", "10.8.0.2", NULL };
  const char *bridge_only[] = { "169.254.7.7", "172.17.0.1", NULL };
  const char *odd[] = { "127.0.0.1", "169.254.7.7", "fe80::1", "2a01:4f8::1", "0.0.0.0",
                        "192.0.2.2", NULL };
  const char *nothing[] = { "127.0.0.1", "169.254.7.7", "::1", NULL };
  struct {
    const char         *routed;
    const char * const *candidates;
    const char         *expected;
  } cases[] = {
    /* The route wins over any ranking: a VPN's or a bridge's address
     * never carries it. */
    { "10.0.0.5", home, "10.0.0.5" },
    { "192.0.2.2", home, "192.0.2.2" },
    /* No default route (a home network without the Internet). */
    { NULL, home, "192.168.1.20" },
    { NULL, no_192, "10.8.0.2" },
    { NULL, bridge_only, "172.17.0.1" },
    /* A route through loopback or a link-local address is none. */
    { "127.0.0.1", home, "192.168.1.20" },
    { "169.254.1.1", no_192, "10.8.0.2" },
    { NULL, odd, "192.0.2.2" },
    { NULL, nothing, NULL },
    { NULL, NULL, NULL },
    { "::1", NULL, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *chosen = cn_net_choose_lan_address (cases[i].routed, cases[i].candidates);

      g_assert_cmpstr (chosen, ==, cases[i].expected);
    }
}

/* This computer's own: an IPv4 address on a network, or none. */
static void
test_lan_address (void)
{
  g_autofree char *address = cn_net_lan_address ();
  g_autoptr(GInetAddress) inet = NULL;

  if (address == NULL)
    {
      g_test_skip ("no network here");
      return;
    }
  inet = g_inet_address_new_from_string (address);
  g_assert_nonnull (inet);
  g_assert_cmpint (g_inet_address_get_family (inet), ==, G_SOCKET_FAMILY_IPV4);
  g_assert_false (g_inet_address_get_is_loopback (inet));
  g_assert_false (g_inet_address_get_is_any (inet));
}

/* Where no router answers, the asking returns at once and, past the wait,
 * says so once; the mapping then goes without a word. (On a network with
 * a UPnP router the mapping may be made instead: then the outside
 * address it names is public.) */
static void
test_no_router (void)
{
  g_autofree char *lan = cn_net_lan_address ();
  g_autoptr(CnNetPortmap) portmap = NULL;
  int changes = 0;

  portmap = cn_net_portmap_new (lan != NULL ? lan : "192.0.2.2", 47474, 300, count_cb, &changes);
  g_assert_cmpint (cn_net_portmap_get_state (portmap), ==, CN_NET_PORTMAP_ASKING);
  g_assert_cmpint (changes, ==, 0);
  g_assert_null (cn_net_portmap_get_external_address (portmap));
  g_assert_true (test_wait_for (left_asking, portmap));
  g_assert_cmpint (changes, ==, 1);
  if (cn_net_portmap_get_state (portmap) == CN_NET_PORTMAP_MAPPED)
    {
      g_assert_true (cn_net_address_is_public (cn_net_portmap_get_external_address (portmap)));
      g_assert_cmpuint (cn_net_portmap_get_external_port (portmap), >, 0);
      return;
    }
  g_assert_cmpint (cn_net_portmap_get_state (portmap), ==, CN_NET_PORTMAP_FAILED);
  g_assert_nonnull (cn_net_portmap_get_error (portmap));
  g_assert_null (cn_net_portmap_get_external_address (portmap));
  g_assert_cmpuint (cn_net_portmap_get_external_port (portmap), ==, 0);
}

/* serve --map-port: after the invitation, a line says what the router
 * did (here: nothing, no router answers; what to forward by hand); serve
 * still ends on SIGTERM at once. Refused on this machine only. */
static void
test_serve (void)
{
  const char *cli = g_getenv ("CANASTA_CLI");
  g_autofree char *dir = NULL;
  g_autofree char *pem = NULL;
  g_autofree char *lan = cn_net_lan_address ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(JsonObject) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;

  if (cli == NULL || lan == NULL)
    {
      g_test_skip (cli == NULL ? "CANASTA_CLI is not set" : "no network here");
      return;
    }
  dir = g_dir_make_tmp ("canasta-portmap-XXXXXX", &error);
  g_assert_no_error (error);
  pem = g_build_filename (dir, "host.pem", NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  serve = spawn (launcher, "serve", "--address", "0.0.0.0", "--port", "0", "--computer", "1,2,3",
                 "--publish", "no", "--certificate", pem, "--map-port", NULL);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  first = read_object (serve, out);
  g_assert_true (json_object_has_member (first, "invite"));
  second = read_object (serve, out);
  if (g_str_equal (json_object_get_string_member (second, "port_mapping"), "mapped"))
    g_assert_true (cn_net_address_is_public (json_object_get_string_member (second,
                                                                            "external_address")));
  else
    {
      g_assert_cmpstr (json_object_get_string_member (second, "port_mapping"), ==, "failed");
      g_assert_cmpstr (json_object_get_string_member (second, "lan_address"), ==, lan);
      g_assert_cmpint (json_object_get_int_member (second, "port"), ==,
                       json_object_get_int_member (first, "port"));
      /* "no router answered" here; a router's refusal elsewhere. */
      g_assert_cmpstr (json_object_get_string_member (second, "error"), !=, "");
    }
  g_subprocess_send_signal (serve, SIGTERM);
  g_assert_true (g_subprocess_wait (serve, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (serve));
  g_clear_object (&out);
  g_clear_object (&serve);

  /* On this machine only there is nothing for a router to forward. */
  serve = spawn (launcher, "serve", "--port", "0", "--certificate", pem, "--map-port", NULL);
  g_subprocess_communicate_utf8 (serve, NULL, NULL, NULL, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (serve), ==, 2);
  g_assert_nonnull (strstr (err, "--map-port needs --address beyond this machine"));
  g_unlink (pem);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net-portmap/public", test_public);
  g_test_add_func ("/net-portmap/lan-choice", test_lan_choice);
  g_test_add_func ("/net-portmap/lan-address", test_lan_address);
  g_test_add_func ("/net-portmap/no-router", test_no_router);
  g_test_add_func ("/net-portmap/serve", test_serve);

  return g_test_run ();
}
