/* test-net-seat.h: what a test's client at a hosted table was told
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players of test-net.c and the watcher of test-net-faults.c play in
 * their own ways, but keep the same record of what the host said: the
 * seat and its token from each welcome, the game's totals at its end, the
 * connection's close and the tries back after a cut. Each keeps a TestSeat
 * as its first member, so that the callbacks here serve them all.
 */

#pragma once

#include <string.h>

#include "cn-net-client.h"
#include "cn-net-table.h"

typedef struct
{
  int       seat;                 /* -1 before the welcome */
  char     *rejoin;               /* the seat's token, from the last welcome */
  int       welcomes;
  int       reconnects;
  gboolean  closed;
  char     *reason;               /* why the connection closed, NULL for the game's end */
  gboolean  game_over;
  int       totals[CN_MAX_SIDES]; /* the game's end's */
  int       n_totals;
} TestSeat;

G_GNUC_UNUSED static void
test_seat_init (TestSeat *told)
{
  memset (told, 0, sizeof *told);
  told->seat = -1;
}

G_GNUC_UNUSED static void
test_seat_clear (TestSeat *told)
{
  g_clear_pointer (&told->rejoin, g_free);
  g_clear_pointer (&told->reason, g_free);
}

/* Keeps what a message from the host tells of the seat and the game. */
G_GNUC_UNUSED static void
test_seat_told (TestSeat   *told,
                CnNetMsg    type,
                JsonObject *message)
{
  switch (type)
    {
    case CN_NET_MSG_WELCOME:
      told->seat = (int) json_object_get_int_member (message, "seat");
      g_free (told->rejoin);
      told->rejoin = g_strdup (json_object_get_string_member (message, "rejoin"));
      told->welcomes++;
      break;
    case CN_NET_MSG_GAME_OVER:
      {
        JsonArray *totals = json_object_get_array_member (message, "totals");

        told->game_over = TRUE;
        told->n_totals = (int) json_array_get_length (totals);
        for (int side = 0; side < told->n_totals; side++)
          told->totals[side] = (int) json_array_get_int_element (totals, side);
      }
      break;
    default:
      break;
    }
}

/* CnNetClientFuncs' closed and reconnecting, for a struct that starts with
 * a TestSeat (user_data). */
G_GNUC_UNUSED static void
test_seat_closed_cb (CnNetClient *client,
                     const char  *reason,
                     gpointer     user_data)
{
  TestSeat *told = user_data;

  told->closed = TRUE;
  told->reason = g_strdup (reason);
}

/* Cut off: the client tries again by itself, with its seat's token. */
G_GNUC_UNUSED static void
test_seat_reconnecting_cb (CnNetClient *client,
                           int          try,
                           gpointer     user_data)
{
  ((TestSeat *) user_data)->reconnects++;
}

/* The game ended for the seat, not a cut, with the host's totals. */
G_GNUC_UNUSED static void
test_seat_assert_totals (const TestSeat *told,
                         CnNetTable     *table)
{
  int totals[CN_MAX_SIDES], n = cn_net_table_get_totals (table, totals, NULL);

  g_assert_true (told->game_over);
  g_assert_null (told->reason);
  g_assert_cmpint (told->n_totals, ==, n);
  for (int side = 0; side < n; side++)
    g_assert_cmpint (told->totals[side], ==, totals[side]);
}
