/* canasta-remote-private.h: what the files of a game at a table hosted
 * elsewhere share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-net-client.h"
#include "cn-net-table.h"

#include "canasta-game-private.h"

G_BEGIN_DECLS

struct _CanastaRemote
{
  CnNetClient        *client;
  CanastaRemoteState  state;
  char               *error;
  char               *code;
  char               *host;           /* the invitation's host, to name it */
  char               *seat_key;       /* the table, for the seat's rejoin token */
  char               *token;          /* the seat's rejoin token, once welcomed */
  char               *invitation;     /* as joined, to join again at the next start */
  int                 seat;
  CnNetSeat           seats[CN_MAX_SEATS];
  guint               empty;          /* bit per seat still waiting for its player */
  guint               stand_in;       /* bit per seat a computer plays until its player is back */
  gint64              wait_until[CN_MAX_SEATS];  /* the end of a dropped seat's wait (monotonic) */
  guint               not_ready;      /* bit per seat the next deal waits for (round-wait) */

  guint64             seq;            /* the seq of the last view */
  int                 round;          /* the host's round of the last view */
  int                 in_flight;      /* own moves sent and not yet made */
  gboolean            going_on;       /* the player went on from a round's end */
  CnState             projected;      /* the position after the moves in flight */

  /* The move the host said was made, until the view after it comes. */
  gboolean            have_moved;
  int                 moved_seat;
  JsonNode           *moved;
  JsonNode           *moved_cut;      /* a cut's: what the whole table watched */
  gboolean            shown_more;     /* the move told showed this seat cards it does not name */

  /* What the host sent while this screen still shows a round's end: it
   * plays on when the player goes on to the next round. */
  GQueue             *held;
  /* The round's moves as told, for canasta_game_foreach_move. */
  GPtrArray          *told;

  /* What this screen shows, kept for the next start (canasta-remote-kept.c,
   * keep_timer): the host's welcome, the seat's last view, the round's
   * history in the host's "history" form (the round's first view, each
   * move as told, the view after those that showed the seat more;
   * history_pending while the last move waits for its view) and, while
   * it is on the table, the round's end. */
  JsonObject         *welcome;
  JsonObject         *view;
  JsonObject         *history;
  gboolean            history_pending;
  JsonObject         *round_over;
  guint               keep_timer;
};

/* canasta-game-remote.c */
void     _canasta_remote_set_state (CanastaGame        *self,
                                    CanastaRemoteState  state);
/* A message of the host's, as it comes (or as it was kept). */
void     _canasta_remote_handle    (CanastaGame        *self,
                                    CnNetMsg            type,
                                    JsonObject         *message);
/* The integer member name of a message, when it is one. */
gboolean _canasta_remote_get_int   (JsonObject         *message,
                                    const char         *name,
                                    gint64             *value);

/* canasta-remote-seating.c: who is at each seat */
/* Names seat i from the host's seat object: whether its name changed. */
gboolean _canasta_remote_name              (CanastaGame *self,
                                            int          i,
                                            JsonObject  *seat);
void     _canasta_remote_read_waiting      (CanastaGame *self,
                                            JsonObject  *message);
void     _canasta_remote_read_round_wait   (CanastaGame *self,
                                            JsonObject  *message);
void     _canasta_remote_read_seat_status  (CanastaGame *self,
                                            JsonObject  *message);

/* canasta-remote-kept.c: what this screen shows, kept for the next start */
void _canasta_remote_keep_now        (CanastaRemote *remote);
void _canasta_remote_keep_later      (CanastaRemote *remote);
/* Nothing to come back to (the game over, the token refused, the table
 * left): what was kept goes, and nothing is kept again. */
void _canasta_remote_forget_view     (CanastaRemote *remote);
/* The table as this screen last showed it, from an earlier start, while
 * the client takes the seat back with token. */
void _canasta_remote_show_kept       (CanastaGame   *self,
                                      const char    *token);
/* The round's history as it is told here: a new round from its first
 * view, a move told, the view after it (kept when the move was not told
 * here or showed the seat more), the host's own history in place of the
 * one kept, the round's end. */
void _canasta_remote_kept_round      (CanastaRemote *remote,
                                      int            round,
                                      JsonNode      *view);
void _canasta_remote_kept_moved      (CanastaRemote *remote,
                                      JsonObject    *moved);
void _canasta_remote_kept_view       (CanastaRemote *remote,
                                      JsonNode      *view,
                                      gboolean       needed);
void _canasta_remote_kept_history    (CanastaRemote *remote,
                                      JsonObject    *history);
void _canasta_remote_kept_round_over (CanastaRemote *remote,
                                      JsonObject    *round_over);

G_END_DECLS
