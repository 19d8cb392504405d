/* test-net-text.c: what people read out and type at a network table: the
 * table's password (its alphabet, its groups, typed in any case and with
 * or without dashes, an older host's hexadecimal secret still taken) and
 * the players' names (untrusted: cleaned and cut, never refused)
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "cn-net-cert.h"
#include "cn-net-client.h"
#include "cn-net-host.h"
#include "cn-net-message.h"
#include "cn-net-table.h"
#include "cn-net-text.h"
#include "cn-save.h"
#include "test-wait.h"

#define FP "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"

static void
test_password (void)
{
  g_autofree char *a = cn_net_password_new ();
  g_autofree char *b = cn_net_password_new ();
  g_autofree char *shown = cn_net_password_display (a);
  g_autofree char *back = NULL;
  g_autofree char *hex = NULL;
  const char *not_passwords[] = {
    "Q7K3-TDXA-M2PH-9WR",        /* 15: one short */
    "Q7K3-TDXA-M2PH-9WRBX",      /* 17 */
    "Q7K3-TDXA-M2PH-9WR0",       /* 0 is no character of the alphabet */
    "O7K3-TDXA-M2PH-9WRB",       /* nor is O */
    "0123456789abcdef0123456789abcde",   /* 31 hexadecimal digits */
    "0123456789abcdef0123456789abcdef0", /* 33 */
    "Q7K3_TDXA_M2PH_9WRB",
    "",
  };

  /* Sixteen characters of the alphabet: some 79 random bits. */
  g_assert_cmpuint (strlen (a), ==, CN_NET_PASSWORD_LENGTH);
  for (int i = 0; a[i] != '\0'; i++)
    g_assert_nonnull (strchr (CN_NET_PASSWORD_ALPHABET, a[i]));
  g_assert_cmpstr (a, !=, b);
  g_assert_cmpfloat (CN_NET_PASSWORD_LENGTH * log2 (strlen (CN_NET_PASSWORD_ALPHABET)), >=, 64);

  /* Shown in groups of four, read back as it was. */
  g_assert_cmpuint (strlen (shown), ==, 19);
  g_assert_true (shown[4] == '-' && shown[9] == '-' && shown[14] == '-');
  back = cn_net_password_normalize (shown);
  g_assert_cmpstr (back, ==, a);

  /* As people type it. */
  {
    g_autofree char *typed = cn_net_password_normalize (" q7k3 tdxa-m2ph\t9wrb ");

    g_assert_cmpstr (typed, ==, "Q7K3TDXAM2PH9WRB");
  }
  /* An older host's secret (a saved seat, a state folder): still taken. */
  hex = cn_net_password_normalize ("0123456789ABCDEF0123456789abcdef");
  g_assert_cmpstr (hex, ==, "0123456789abcdef0123456789abcdef");
  {
    g_autofree char *as_is = cn_net_password_display (hex);

    g_assert_cmpstr (as_is, ==, hex);
  }
  for (guint i = 0; i < G_N_ELEMENTS (not_passwords); i++)
    {
      g_autofree char *none = cn_net_password_normalize (not_passwords[i]);

      g_assert_null (none);
    }
}

static void
test_invite (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(CnNetInvite) old = NULL;
  g_autoptr(CnNetInvite) bad = NULL;
  g_autofree char *text = NULL;

  /* The password in the invitation, grouped or not, any case. */
  invite = cn_net_invite_parse ("canasta://10.0.0.2:47474/ABC234?s=q7k3-tdxa-m2ph-9wrb&fp=" FP,
                                &error);
  g_assert_no_error (error);
  g_assert_cmpstr (invite->secret, ==, "Q7K3TDXAM2PH9WRB");
  text = cn_net_invite_format (invite);
  g_assert_cmpstr (text, ==, "canasta://10.0.0.2:47474/ABC234?s=Q7K3TDXAM2PH9WRB&fp=" FP);

  /* An older invitation, 32 hexadecimal digits. */
  old = cn_net_invite_parse ("canasta://10.0.0.2:47474/ABC234?s=0123456789ABCDEF0123456789abcdef"
                             "&fp=" FP, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (old->secret, ==, "0123456789abcdef0123456789abcdef");

  bad = cn_net_invite_parse ("canasta://10.0.0.2:47474/ABC234?s=Q7K3-TDXA&fp=" FP, &error);
  g_assert_null (bad);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

static void
test_name (void)
{
  const struct { const char *given; const char *seen; } cases[] = {
    { "Ana", "Ana" },
    { "  Ana \n  María\t", "Ana María" },
    /* A right-to-left override would turn the sentences around the name
     * backwards; a bell, an escape, a zero-width joiner's like are gone. */
    { "\xe2\x80\xae" "Ana" "\x1b[31m", "Ana[31m" },
    { "Jos\xc3\xa9\x07", "José" },
    { "\x01\x02\x03", NULL },
    { "   ", NULL },
    { "", NULL },
    /* Forty characters, not bytes: a name in another script is cut alike. */
    { "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω",
      "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπ" },
    /* Never a space at the end of a name cut short. */
    { "abcdefghijklmnopqrstuvwxyzabcdefghijklm nopq", "abcdefghijklmnopqrstuvwxyzabcdefghijklm" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *seen = cn_net_name_clean (cases[i].given);

      g_assert_cmpstr (seen, ==, cases[i].seen);
      g_assert_true (seen == NULL || g_utf8_strlen (seen, -1) <= CN_NET_NAME_MAX_CHARS);
    }
  /* Not UTF-8: made so, not refused. */
  {
    g_autofree char *seen = cn_net_name_clean ("Ana\xff");

    g_assert_nonnull (seen);
    g_assert_true (g_utf8_validate (seen, -1, NULL));
    g_assert_true (g_str_has_prefix (seen, "Ana"));
  }
  g_assert_null (cn_net_name_clean (NULL));
}

static void
send_cb (CnNetTable *table,
         int         seat,
         const char *text,
         gpointer    user_data)
{
}

static void
over_cb (CnNetTable *table,
         gpointer    user_data)
{
}

/* A table saved with its password and its players' names comes back with
 * both; one saved before passwords (32 hexadecimal digits) comes back with
 * its secret, and without names. */
static void
test_save (void)
{
  static const CnNetTableFuncs funcs = { send_cb, over_cb, NULL };
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnNetSeat seats[4] = { { CN_NET_SEAT_REMOTE }, { CN_NET_SEAT_REMOTE },
                         { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY } };
  g_autoptr(GError) error = NULL;
  CnSaveData data;
  JsonObject *network;
  CnNetTable *table, *back;
  CnOptions options;

  cn_options_init (&options, rules);
  table = cn_net_table_new (rules, &options, 4, 5, seats, 10, &funcs, NULL);
  cn_net_table_set_name (table, 0, "Rosa\n");
  cn_net_table_take_seat (table, 0);
  cn_net_table_set_name (table, 1, "Ana");
  cn_net_table_take_seat (table, 1);
  g_assert_cmpstr (cn_net_table_get_name (table, 0), ==, "Rosa");
  g_assert_null (cn_net_table_get_name (table, 2));
  g_assert_true (cn_net_table_to_save (table, &data));

  back = cn_net_table_new_from_save (&data, &funcs, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cn_net_table_get_secret (back), ==, cn_net_table_get_secret (table));
  g_assert_cmpstr (cn_net_table_get_name (back, 0), ==, "Rosa");
  g_assert_cmpstr (cn_net_table_get_name (back, 1), ==, "Ana");
  cn_net_table_free (back);

  network = json_object_get_object_member (data.app, "network");
  json_object_set_string_member (network, "secret", "0123456789ABCDEF0123456789abcdef");
  json_object_remove_member (network, "names");
  back = cn_net_table_new_from_save (&data, &funcs, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (cn_net_table_get_secret (back), ==, "0123456789abcdef0123456789abcdef");
  g_assert_null (cn_net_table_get_name (back, 1));
  cn_net_table_free (back);

  /* Neither: a save that cannot be joined is not hosted. */
  json_object_set_string_member (network, "secret", "not a password, not hex");
  back = cn_net_table_new_from_save (&data, &funcs, NULL, &error);
  g_assert_null (back);
  g_assert_nonnull (error);

  cn_save_data_clear (&data);
  cn_net_table_free (table);
}

typedef struct
{
  int      seat;
  gboolean closed;
} Joining;

static void
welcome_cb (CnNetClient *client,
            CnNetMsg     type,
            JsonObject  *message,
            const char  *text,
            gpointer     user_data)
{
  if (type == CN_NET_MSG_WELCOME)
    ((Joining *) user_data)->seat = (int) json_object_get_int_member (message, "seat");
}

static void
closed_cb (CnNetClient *client,
           const char  *reason,
           gpointer     user_data)
{
  ((Joining *) user_data)->closed = TRUE;
}

/* Seated, or refused. */
static gboolean
answered (gpointer data)
{
  Joining *joining = data;

  return joining->seat >= 0 || joining->closed;
}

/* The host takes the password as a person types it, whatever the client
 * (a web page, a phone) sends: small letters, spaces and dashes. */
static void
test_host_takes_typed (void)
{
  static const CnNetClientFuncs funcs = { welcome_cb, closed_cb, NULL };
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  CnNetSeat seats[4] = { { CN_NET_SEAT_REMOTE }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY },
                         { CN_NET_SEAT_COMPUTER, CN_AI_EASY }, { CN_NET_SEAT_COMPUTER, CN_AI_EASY } };
  g_autofree char *dir = g_dir_make_tmp ("test-net-text-XXXXXX", NULL);
  g_autofree char *pem = g_build_filename (dir, "host.pem", NULL);
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(CnNetHost) host = NULL;
  g_autoptr(CnNetClient) client = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *shown = NULL;
  CnNetInvite invite = { 0 };
  CnNetTable *table;
  CnOptions options;
  Joining joining = { .seat = -1 };

  certificate = cn_net_cert_load_or_create (pem, &error);
  g_assert_no_error (error);
  host = cn_net_host_new (certificate);
  g_assert_true (cn_net_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  cn_options_init (&options, rules);
  table = cn_net_host_add_table (host, rules, &options, 4, 7, seats, 10, NULL, NULL);

  shown = cn_net_password_display (cn_net_table_get_secret (table));
  invite.host = (char *) "127.0.0.1";
  invite.port = (guint16) cn_net_host_get_port (host);
  invite.code = (char *) cn_net_table_get_code (table);
  /* Sent as typed: not through cn_net_invite_parse, which would clean it. */
  invite.secret = g_ascii_strdown (shown, -1);
  g_strdelimit (invite.secret, "-", ' ');
  invite.fingerprint = (char *) cn_net_host_get_fingerprint (host);
  client = cn_net_client_new (&invite, &funcs, &joining);
  g_assert_true (test_wait_for (answered, &joining));
  g_assert_cmpint (joining.seat, ==, 0);

  g_clear_pointer (&client, cn_net_client_free);
  g_clear_pointer (&host, cn_net_host_free);
  g_free (invite.secret);
  g_remove (pem);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net-text/password", test_password);
  g_test_add_func ("/net-text/invite", test_invite);
  g_test_add_func ("/net-text/name", test_name);
  g_test_add_func ("/net-text/save", test_save);
  g_test_add_func ("/net-text/host-takes-typed", test_host_takes_typed);

  return g_test_run ();
}
