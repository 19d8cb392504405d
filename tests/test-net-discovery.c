/* test-net-discovery.c: tables announced on the local network: the TXT
 * record both ways, and no Avahi daemon
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <glib/gstdio.h>

#include "cn-json.h"
#include "cn-net-cert.h"
#include "cn-net-client.h"
#include "cn-net-discovery.h"
#include "cn-net-host.h"
#include "cn-net-message.h"
#include "cn-net-text.h"
#include "test-cli-spawn.h"
#include "test-wait.h"

#define FP "3c35ed74a8f3c2b1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e1f0a98ff0"

static CnNetAnnounce
sample (void)
{
  return (CnNetAnnounce) {
    .version = CN_NET_VERSION,
    .variant = (char *) "uruguayan",
    .players = 4,
    .free_seats = 2,
    .name = (char *) "La mesa de Ana",
    .code = (char *) "Q7K3TD",
    .fingerprint = (char *) FP,
  };
}

static void
test_txt_both_ways (void)
{
  CnNetAnnounce announce = sample ();
  g_auto(GStrv) txt = cn_net_announce_to_txt (&announce);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnNetAnnounce) back = NULL;
  g_autofree char *all = g_strjoinv ("\n", txt);

  g_assert_cmpstr (all, ==, "v=1\nvariant=uruguayan\nplayers=4\nfree=2\nname=La mesa de Ana\n"
                            "code=Q7K3TD\nfp=" FP);
  back = cn_net_announce_from_txt ((const char * const *) txt, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->version, ==, CN_NET_VERSION);
  g_assert_cmpstr (back->variant, ==, "uruguayan");
  g_assert_cmpint (back->players, ==, 4);
  g_assert_cmpint (back->free_seats, ==, 2);
  g_assert_cmpstr (back->name, ==, "La mesa de Ana");
  g_assert_cmpstr (back->code, ==, "Q7K3TD");
  g_assert_cmpstr (back->fingerprint, ==, FP);
}

/* Whatever arrives from the network: refused with a message, never read
 * past, never a critical. */
static void
test_txt_refused (void)
{
  static const char * const bad[][8] = {
    { "v=1", "variant=classic", "players=4", "free=2", "name=x", "code=ABC", NULL },
    { "v=2", "variant=classic", "players=4", "free=2", "name=x", "code=ABC", "fp=" FP, NULL },
    { "v=1", "variant=classic", "players=4", "free=5", "name=x", "code=ABC", "fp=" FP, NULL },
    { "v=1", "variant=classic", "players=99", "free=2", "name=x", "code=ABC", "fp=" FP, NULL },
    { "v=1", "variant=cl assic", "players=4", "free=2", "name=x", "code=ABC", "fp=" FP, NULL },
    { "v=1", "variant=classic", "players=4", "free=2", "name=x", "code=ABC", "fp=12ab", NULL },
    { "v=1", "variant=classic", "players=-4", "free=2", "name=x", "code=ABC", "fp=" FP, NULL },
    { "v=1", "variant=classic", "players=4", "free=2", "name=\xff\xfe", "code=ABC", "fp=" FP, NULL },
    { "v", "variant", "players", "free", "name", "code", "fp", NULL },
    { NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CnNetAnnounce) announce = cn_net_announce_from_txt (bad[i], &error);

      g_assert_null (announce);
      g_assert_error (error, CN_CODEC_ERROR, error->code);
      g_assert_null (strchr (error->message, '\n'));
    }
  {
    /* A name too long for DNS-SD. */
    g_autofree char *name = g_strnfill (64, 'a');
    g_autofree char *item = g_strconcat ("name=", name, NULL);
    const char *txt[] = { "v=1", "variant=classic", "players=4", "free=2", item, "code=ABC",
                          "fp=" FP, NULL };
    g_autoptr(GError) error = NULL;

    g_assert_null (cn_net_announce_from_txt (txt, &error));
    g_assert_nonnull (error);
  }
  {
    /* Unknown keys are skipped, the order does not matter. */
    const char *txt[] = { "fp=" FP, "later=1", "code=ABC", "name=", "free=0", "players=2",
                          "variant=italian", "v=1", NULL };
    g_autoptr(GError) error = NULL;
    g_autoptr(CnNetAnnounce) announce = cn_net_announce_from_txt (txt, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (announce->variant, ==, "italian");
    g_assert_cmpstr (announce->name, ==, "");
  }
}

/* The announcement has no place for the table's secret: a table found
 * names everything an invitation needs but it, which its host gives. */
static void
test_no_secret (void)
{
  CnNetAnnounce announce = sample ();
  g_auto(GStrv) txt = cn_net_announce_to_txt (&announce);

  for (int i = 0; txt[i] != NULL; i++)
    {
      g_assert_false (g_str_has_prefix (txt[i], "s="));
      g_assert_false (g_str_has_prefix (txt[i], "secret="));
    }
}

/* No daemon (here, no system bus at all): the browser stays empty and
 * says it is not browsing, the publisher takes tables and does nothing;
 * neither warns (the tests make warnings fatal). */
static void
test_no_daemon (void)
{
  g_autoptr(CnNetBrowser) browser = NULL;
  g_autoptr(CnNetPublisher) publisher = NULL;
  CnNetAnnounce announce = sample ();

  if (g_getenv ("CANASTA_TEST_AVAHI_BUS") != NULL)
    {
      g_test_skip ("a daemon is there (CANASTA_TEST_AVAHI_BUS)");
      return;
    }
  browser = cn_net_browser_new ();
  publisher = cn_net_publisher_new (47474);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (browser)) ==
                 CN_NET_TYPE_FOUND_TABLE);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (browser)), ==, 0);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (browser), 0));
  g_assert_false (cn_net_browser_get_available (browser));
  cn_net_publisher_set (publisher, &announce);
  announce.free_seats = 1;
  cn_net_publisher_set (publisher, &announce);
  g_assert_false (cn_net_publisher_is_running (publisher));
  cn_net_publisher_remove (publisher, announce.code);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* canasta-cli serve announcing its table (--publish yes) where there is no
 * daemon: the game is played all the same, from its start to its end,
 * and serve ends as it should. */
static void
test_serve_without_daemon (void)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) join = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonObject) first = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("test-net-discovery-XXXXXX", &error);
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autofree char *rest = NULL;

  if (g_getenv ("CANASTA_CLI") == NULL || g_getenv ("CANASTA_TEST_AVAHI_BUS") != NULL)
    {
      g_test_skip ("CANASTA_CLI is not set, or a daemon is there");
      return;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  serve = spawn (launcher, "serve", "--players", "4", "--computer", "1,2,3", "--level", "easy",
                 "--seed", "3", "--port", "0", "--certificate", pem, "--publish", "yes", "--name",
                 "Mesa", NULL);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (serve));
  first = read_object (serve, out);
  /* The password to read out, in groups of four: the invitation's. */
  {
    g_autoptr(CnNetInvite) invite = cn_net_invite_parse (json_object_get_string_member (first,
                                                                                        "invite"),
                                                         &error);
    g_autofree char *password = cn_net_password_normalize (
      json_object_get_string_member_with_default (first, "password", ""));

    g_assert_no_error (error);
    g_assert_cmpuint (strlen (json_object_get_string_member (first, "password")), ==, 19);
    g_assert_cmpstr (password, ==, invite->secret);
  }
  join = spawn (launcher, "join", json_object_get_string_member (first, "invite"), "--level", "easy",
                NULL);
  g_subprocess_communicate_utf8 (join, NULL, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (join), ==, 0);
  g_subprocess_communicate_utf8 (serve, NULL, NULL, &rest, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (serve));
  g_assert_cmpint (g_subprocess_get_exit_status (serve), ==, 0);
  g_assert_nonnull (strstr (rest, "\"totals\""));
  g_remove (pem);
  g_rmdir (dir);
}

static gboolean
found_count (gpointer data)
{
  CnNetBrowser *browser = data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (browser));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CnNetFoundTable) table = g_list_model_get_item (G_LIST_MODEL (browser), i);
      const CnNetAnnounce *announce = cn_net_found_table_get_announce (table);

      if (g_str_equal (announce->code, "Q7K3TD") && announce->free_seats == 1)
        return TRUE;
    }
  return FALSE;
}

static gboolean
found_none (gpointer data)
{
  return !found_count (data);
}

/* With an Avahi daemon (CANASTA_TEST_AVAHI_BUS names its system bus: a
 * private one, see doc/development.md), a table published is found with what
 * it said, and its update, and is gone once withdrawn. */
static void
test_publish_browse (void)
{
  g_autoptr(CnNetBrowser) browser = NULL;
  g_autoptr(CnNetPublisher) publisher = NULL;
  CnNetAnnounce announce = sample ();

  if (g_getenv ("CANASTA_TEST_AVAHI_BUS") == NULL)
    {
      g_test_skip ("CANASTA_TEST_AVAHI_BUS is not set (no Avahi daemon to talk to)");
      return;
    }
  browser = cn_net_browser_new ();
  publisher = cn_net_publisher_new (47474);
  cn_net_publisher_set (publisher, &announce);
  announce.free_seats = 1;
  cn_net_publisher_set (publisher, &announce);
  g_assert_true (test_wait_for (found_count, browser));
  g_assert_true (cn_net_browser_get_available (browser));
  g_assert_true (cn_net_publisher_is_running (publisher));
  {
    g_autoptr(CnNetFoundTable) table = g_list_model_get_item (G_LIST_MODEL (browser), 0);
    const CnNetAnnounce *found = cn_net_found_table_get_announce (table);
    g_autofree char *invite = cn_net_found_table_invite (table, "0123456789abcdef0123456789abcdef");
    g_autoptr(CnNetInvite) parsed = cn_net_invite_parse (invite, NULL);

    g_assert_cmpstr (found->name, ==, "La mesa de Ana");
    g_assert_cmpstr (found->variant, ==, "uruguayan");
    g_assert_cmpstr (found->fingerprint, ==, FP);
    g_assert_cmpuint (cn_net_found_table_get_port (table), ==, 47474);
    g_assert_nonnull (parsed);
    g_assert_cmpstr (parsed->code, ==, "Q7K3TD");
    g_test_message ("found at %s:%u: %s", cn_net_found_table_get_host (table),
                    cn_net_found_table_get_port (table), invite);
  }
  cn_net_publisher_remove (publisher, announce.code);
  g_assert_true (test_wait_for (found_none, browser));
}

typedef struct
{
  CnNetBrowser   *browser;
  CnNetPublisher *publisher;
  CnNetTable     *table;
  const char     *code;
  int             free_seats;
  int             seat;
} Announced;

static gboolean
found_with_free (gpointer data)
{
  Announced *announced = data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (announced->browser));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CnNetFoundTable) table = g_list_model_get_item (G_LIST_MODEL (announced->browser), i);
      const CnNetAnnounce *announce = cn_net_found_table_get_announce (table);

      if (g_str_equal (announce->code, announced->code) &&
          announce->free_seats == announced->free_seats)
        return TRUE;
    }
  return FALSE;
}

static void
host_changed_cb (CnNetHost  *host,
                 CnNetTable *table,
                 gpointer    user_data)
{
  Announced *announced = user_data;

  cn_net_host_announce (host, announced->publisher, table, "Mesa de Rosa");
}

static void
seated_cb (CnNetClient *client,
           CnNetMsg     type,
           JsonObject  *message,
           const char  *text,
           gpointer     user_data)
{
  if (type == CN_NET_MSG_WELCOME)
    ((Announced *) user_data)->seat = (int) json_object_get_int_member (message, "seat");
}

static void
client_closed_cb (CnNetClient *client,
                  const char  *reason,
                  gpointer     user_data)
{
}

static gboolean
seated (gpointer data)
{
  return ((Announced *) data)->seat >= 0;
}

/* With an Avahi daemon: a host's table announced as the app and serve
 * announce it (cn_net_host_announce) is found; the invitation made from
 * what was found and the password, typed in small letters with dashes,
 * seats a player; the announcement then says one seat fewer is free. */
static void
test_host_announce (void)
{
  static const CnNetClientFuncs funcs = { seated_cb, client_closed_cb, NULL };
  g_autofree char *dir = NULL;
  g_autofree char *pem = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(CnNetHost) host = NULL;
  g_autoptr(CnNetBrowser) browser = NULL;
  g_autoptr(CnNetPublisher) publisher = NULL;
  g_autoptr(CnNetClient) client = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *typed = NULL;
  g_autofree char *text = NULL;
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnNetSeat seats[4] = { { CN_NET_SEAT_REMOTE }, { CN_NET_SEAT_REMOTE },
                         { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY } };
  Announced announced = { .seat = -1 };
  CnOptions options;

  if (g_getenv ("CANASTA_TEST_AVAHI_BUS") == NULL)
    {
      g_test_skip ("CANASTA_TEST_AVAHI_BUS is not set (no Avahi daemon to talk to)");
      return;
    }
  dir = g_dir_make_tmp ("test-net-announce-XXXXXX", NULL);
  pem = g_build_filename (dir, "host.pem", NULL);
  certificate = cn_net_cert_load_or_create (pem, &error);
  g_assert_no_error (error);
  host = cn_net_host_new (certificate);
  g_assert_true (cn_net_host_listen (host, "0.0.0.0", 0, &error));
  g_assert_no_error (error);
  cn_options_init (&options, rules);
  announced.table = cn_net_host_add_table (host, rules, &options, 4, 9, seats, 10, NULL, NULL);
  announced.code = cn_net_table_get_code (announced.table);
  browser = announced.browser = cn_net_browser_new ();
  publisher = announced.publisher = cn_net_publisher_new (cn_net_host_get_port (host));
  cn_net_host_set_changed (host, host_changed_cb, &announced);
  cn_net_host_announce (host, publisher, announced.table, "Mesa de Rosa");

  announced.free_seats = 2;
  g_assert_true (test_wait_for (found_with_free, &announced));
  {
    g_autoptr(CnNetFoundTable) found = NULL;

    for (guint i = 0; found == NULL && i < g_list_model_get_n_items (G_LIST_MODEL (browser)); i++)
      {
        g_autoptr(CnNetFoundTable) table = g_list_model_get_item (G_LIST_MODEL (browser), i);

        if (g_str_equal (cn_net_found_table_get_announce (table)->code, announced.code))
          found = g_steal_pointer (&table);
      }
    g_assert_cmpstr (cn_net_found_table_get_announce (found)->name, ==, "Mesa de Rosa");
    g_assert_cmpstr (cn_net_found_table_get_announce (found)->fingerprint, ==,
                     cn_net_host_get_fingerprint (host));
    /* The password as someone types it from hearing it. */
    shown = cn_net_password_display (cn_net_table_get_secret (announced.table));
    typed = g_ascii_strdown (shown, -1);
    text = cn_net_found_table_invite (found, typed);
    g_test_message ("found at %s:%u", cn_net_found_table_get_host (found),
                    cn_net_found_table_get_port (found));
  }
  invite = cn_net_invite_parse (text, &error);
  g_assert_no_error (error);
  invite->name = g_strdup ("Ana");
  client = cn_net_client_new (invite, &funcs, &announced);
  g_assert_true (test_wait_for (seated, &announced));
  g_assert_cmpstr (cn_net_table_get_name (announced.table, announced.seat), ==, "Ana");
  g_test_message ("seated at %d", announced.seat);
  announced.free_seats = 1;
  g_assert_true (test_wait_for (found_with_free, &announced));

  g_clear_pointer (&client, cn_net_client_free);
  g_clear_pointer (&publisher, cn_net_publisher_free);
  g_clear_pointer (&host, cn_net_host_free);
  g_remove (pem);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = g_dir_make_tmp ("test-net-discovery-XXXXXX", NULL);
  g_autofree char *bus = g_strdup_printf ("unix:path=%s/no-bus", dir);

  /* A system bus that is not there, whatever this machine has; or the
   * private one of a daemon for this test. D-Bus reads it once. */
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", g_getenv ("CANASTA_TEST_AVAHI_BUS") != NULL
                                       ? g_getenv ("CANASTA_TEST_AVAHI_BUS") : bus, TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net/discovery/txt-both-ways", test_txt_both_ways);
  g_test_add_func ("/net/discovery/txt-refused", test_txt_refused);
  g_test_add_func ("/net/discovery/no-secret", test_no_secret);
  g_test_add_func ("/net/discovery/no-daemon", test_no_daemon);
  g_test_add_func ("/net/discovery/serve-without-daemon", test_serve_without_daemon);
  g_test_add_func ("/net/discovery/publish-browse", test_publish_browse);
  g_test_add_func ("/net/discovery/host-announce", test_host_announce);
  {
    int status = g_test_run ();

    g_rmdir (dir);
    return status;
  }
}
