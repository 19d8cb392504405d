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
#include "cn-save.h"
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

/* What happens to a remote seat whose player dropped with the game under
 * way, once the wait is over: a computer plays it until its player comes
 * back, or the game waits for the player. */
typedef enum
{
  CN_NET_ON_DROP_COMPUTER,
  CN_NET_ON_DROP_PAUSE,
} CnNetOnDrop;

/* How long a dropped seat waits for its player unless told. */
#define CN_NET_DROP_WAIT_S 120

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
  /* Optional: the position changed (a move, a new round: time to save),
   * or who sits where. */
  void (*changed) (CnNetTable *table,
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

/* The table's game in a save (cn-save.h), its code, secret and seats'
 * tokens in its app object, so that a host killed at any moment plays on
 * from it with the same invitation. FALSE (out untouched) before the game
 * starts and after it ends: nothing to resume then. */
gboolean    cn_net_table_to_save      (CnNetTable            *table,
                                       CnSaveData            *out);
/* The table a save holds, as it was, every remote seat empty: call
 * cn_net_table_resume once its drop wait is set. NULL with error when the
 * save is not one of a hosted table. */
CnNetTable *cn_net_table_new_from_save (const CnSaveData     *data,
                                        const CnNetTableFuncs *funcs,
                                        gpointer               user_data,
                                        GError               **error);
/* Plays on: every remote seat waits for its player (the drop wait), and
 * a computer to act thinks. */
void        cn_net_table_resume       (CnNetTable            *table);

const char *cn_net_table_get_code     (CnNetTable            *table);
const char *cn_net_table_get_secret   (CnNetTable            *table);
/* The name the seat's person gave in the join, made safe to show
 * (cn_net_name_clean: NULL when there is nothing left of it), sent to
 * every seat in the welcome and seat-status. Before the seat is taken;
 * kept while its player is away. */
void        cn_net_table_set_name     (CnNetTable            *table,
                                       int                    seat,
                                       const char            *name);
const char *cn_net_table_get_name     (CnNetTable            *table,
                                       int                    seat);
const CnRules *cn_net_table_get_rules (CnNetTable            *table);
int         cn_net_table_get_players  (CnNetTable            *table);

/* The seat for a joining player: with rejoin, the seat whose token it
 * is (taken or not: its player is back, maybe before the host noticed it
 * gone); otherwise, before the game starts, the lowest free remote seat,
 * given a new token (the one its player who left holds no longer works;
 * they too get a free seat, with a token of its own). -1 when there is
 * none: once the game runs, a seat is only for its token. */
int         cn_net_table_find_seat    (CnNetTable            *table,
                                       const char            *rejoin);
/* The seat's rejoin token (remote seats): given in its welcome. */
const char *cn_net_table_get_rejoin   (CnNetTable            *table,
                                       int                    seat);
/* The remote seats no player sits at now. */
int         cn_net_table_count_free   (CnNetTable            *table);
/* Whether a remote player sits at seat now. */
gboolean    cn_net_table_is_taken     (CnNetTable            *table,
                                       int                    seat);
/* Gives the seat to a remote player: sends it the welcome (with the
 * seat's rejoin token) and, once the game runs, who sits where and its
 * view. The last seat taken starts the game. A seat taken already is
 * its player's new connection. */
void        cn_net_table_take_seat    (CnNetTable            *table,
                                       int                    seat);
/* Whether the client at seat sends ready at a round's end (its join
 * said so): the next deal waits for it. Set before cn_net_table_take_seat. */
void        cn_net_table_set_says_ready (CnNetTable          *table,
                                         int                  seat,
                                         gboolean             says_ready);
/* Whether the client at seat tells a round's history (its join said
 * "history": true): coming back mid-round, it is sent the round so far as
 * the seat saw it. Set before cn_net_table_take_seat. */
void        cn_net_table_set_wants_history (CnNetTable       *table,
                                            int               seat,
                                            gboolean          wants_history);
/* The seat's connection is gone. Before the game the seat is free again
 * (with a new token); during it the seat waits wait_seconds for its
 * player, the others told (seat-status), then goes as on_drop says. */
void        cn_net_table_leave_seat   (CnNetTable            *table,
                                       int                    seat);
/* The drop wait (default CN_NET_DROP_WAIT_S, computer) and the level of
 * the computer standing in for a dropped player. */
void        cn_net_table_set_drop     (CnNetTable            *table,
                                       int                    wait_seconds,
                                       CnNetOnDrop            on_drop,
                                       CnAiLevel              standin_level);
/* What the table does with a dropped player's seat, and after how long. */
CnNetOnDrop cn_net_table_get_on_drop  (CnNetTable            *table,
                                       int                   *wait_seconds);
/* How often the host pings, said in the welcome. */
void        cn_net_table_set_ping_ms  (CnNetTable            *table,
                                       int                    ping_ms);
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
/* The round's deal and the moves made since, which a seat coming back is
 * told as it saw them: for the same tests. FALSE when the table does not
 * know the round from its deal. */
gboolean    cn_net_table_peek_round   (CnNetTable            *table,
                                       const CnState        **start,
                                       const GArray         **moves);
/* Whether the round's history carries, after move, the view seat was sent
 * then: the move showed seat cards it does not name (its own draw or
 * take, red threes laid down, the pozo's face-down cards, the cut). Read
 * only from what seat sees of before and after, so that a client keeping
 * the history itself keeps the same views the host tells. */
gboolean    cn_net_history_shows_more (const CnState         *before,
                                       const CnMove          *move,
                                       const CnState         *after,
                                       int                    seat);

G_END_DECLS
