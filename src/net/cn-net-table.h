/* cn-net-table.h: one table of network play, the only authority on its
 * game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-net-message.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* A table holds the engine's game and its seats, each a remote player or
 * one of our computer players. It knows nothing of sockets: it hands the
 * messages for a remote seat to send, and takes what a seat's connection
 * received. Every move, remote or computer, goes through cn_apply, which
 * judges it exactly as a local move; a remote seat is sent only its own
 * view (cn_view_to_json) and the moves made at the table, never another
 * hand, the stock's order or the generator. The game starts when every
 * remote seat is taken. */
typedef struct _CnNetTable CnNetTable;

typedef enum
{
  CN_NET_SEAT_REMOTE,
  CN_NET_SEAT_COMPUTER,
} CnNetSeatKind;

typedef struct
{
  CnNetSeatKind kind;
  CnAiLevel     level;      /* CN_NET_SEAT_COMPUTER */
} CnNetSeat;

typedef struct
{
  /* A message for seat, which is taken (between cn_net_table_take_seat
   * and cn_net_table_leave_seat). */
  void (*send) (CnNetTable *table,
                int         seat,
                const char *text,
                gpointer    user_data);
  /* The game is over (its totals are read with cn_net_table_get_totals). */
  void (*over) (CnNetTable *table,
                gpointer    user_data);
} CnNetTableFuncs;

/* A new table with a random code and secret. seats has players entries.
 * Computer players think on a worker thread, one decision at a time per
 * table, and Hard thinks for budget_ms. */
CnNetTable *cn_net_table_new          (const CnRules         *rules,
                                       const CnOptions       *options,
                                       int                    players,
                                       guint64                seed,
                                       const CnNetSeat       *seats,
                                       int                    budget_ms,
                                       const CnNetTableFuncs *funcs,
                                       gpointer               user_data);
/* Closes the table: nothing more is sent, a computer's decision under way
 * is dropped when it comes. */
void        cn_net_table_free         (CnNetTable            *table);

const char *cn_net_table_get_code     (CnNetTable            *table);
const char *cn_net_table_get_secret   (CnNetTable            *table);
int         cn_net_table_get_players  (CnNetTable            *table);

/* The lowest free remote seat (a seat whose player left is free again,
 * and its player gets back its hand), or -1 when none is. */
int         cn_net_table_find_seat    (CnNetTable            *table);
/* Gives the free seat to a remote player: sends it the welcome and, once
 * the game runs, its view. The last seat taken starts the game. */
void        cn_net_table_take_seat    (CnNetTable            *table,
                                       int                    seat);
/* The seat's connection is gone: the seat waits for its player. */
void        cn_net_table_leave_seat   (CnNetTable            *table,
                                       int                    seat);
/* A message read from seat's connection (cn_net_message_read). Anything
 * wrong is answered to that seat alone: a move with a verdict, the rest
 * with an error. Returns FALSE when the message was not a fair one (it
 * counts against the connection), TRUE otherwise, a refused move too. */
gboolean    cn_net_table_receive      (CnNetTable            *table,
                                       int                    seat,
                                       CnNetMsg               type,
                                       JsonObject            *message);

gboolean    cn_net_table_is_over      (CnNetTable            *table);
/* The sides' totals and the winner, once over. Returns the number of sides. */
int         cn_net_table_get_totals   (CnNetTable            *table,
                                       int                   *totals,
                                       int                   *winner);
guint64     cn_net_table_get_moves    (CnNetTable            *table);
/* The whole position, every hand and the stock: never for a player's
 * eyes. For the host's own use and for the tests that check what a seat
 * is sent against it. */
const CnState *cn_net_table_peek_state (CnNetTable          *table);

G_END_DECLS
