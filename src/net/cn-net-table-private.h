/* cn-net-table-private.h: the table's insides, shared by its save
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-net-table.h"

G_BEGIN_DECLS

struct _CnNetTable
{
  int              ref_count;     /* the table and each decision under way */
  gboolean         closed;

  char            *code;
  char            *secret;
  CnNetSeat        seats[CN_MAX_SEATS];
  gboolean         taken[CN_MAX_SEATS];
  /* Each remote seat's rejoin token, given to its player in the welcome. */
  char            *rejoin[CN_MAX_SEATS];
  /* The names the seats' people gave (cn_net_name_clean), or NULL. */
  char            *names[CN_MAX_SEATS];
  int              budget_ms;
  CnNetTableFuncs  funcs;
  gpointer         user_data;

  /* A seat whose player dropped: since when (monotonic, 0: not dropped),
   * the wait's timer, and whether a computer stands in past the wait. */
  gint64           dropped_at[CN_MAX_SEATS];
  guint            drop_timer[CN_MAX_SEATS];
  gboolean         standin[CN_MAX_SEATS];
  int              wait_seconds;
  CnNetOnDrop      on_drop;
  CnAiLevel        standin_level;
  int              ping_ms;

  /* The next deal waits until every player whose client said so at its
   * join ("ready": true) has read the round's end and sent ready. */
  gboolean         says_ready[CN_MAX_SEATS];
  gboolean         ready[CN_MAX_SEATS];
  gboolean         deal_held;
  /* A table resumed from its save while the deal waited: the seats it
   * waited for, waited for while their players come back (within the drop
   * wait), though nobody is connected when it starts again. */
  gboolean         hold_for[CN_MAX_SEATS];

  /* The round's history, for a seat whose player comes back (its join
   * said "history": true): the position the round was dealt at and the
   * moves made since. has_round is FALSE when the table does not know
   * the round from its deal (a save of an older host). */
  gboolean         wants_history[CN_MAX_SEATS];
  gboolean         has_round;
  CnState         *round_start;
  GArray          *round_moves;

  CnGame           game;
  CnState         *state;
  CnAiMemory       memory[CN_MAX_SEATS];
  gboolean         started;
  gboolean         over;
  gboolean         thinking;
  /* Grows with every change of position a seat could answer: a move
   * carries the seq of the view it answers, so an old one is refused. */
  guint64          seq;
  guint64          moves;
  GCancellable    *cancellable;
};

/* Whether the next deal waits for seat's player. */
gboolean _cn_net_table_waits_for (CnNetTable *self,
                                  int         seat);

/* cn-net-table-end.c: the round's end, to every seat at the count and
 * to a seat back while the next deal waits */
void     _cn_net_table_add_totals        (JsonBuilder *builder,
                                          CnNetTable  *self);
char    *_cn_net_table_round_over_message (CnNetTable *self);

/* cn-net-table-history.c */
void     _cn_net_table_history_start (CnNetTable *self);
void     _cn_net_table_history_add   (CnNetTable   *self,
                                      const CnMove *move);
/* The round's history as seat saw it, or NULL (no round in play, or a
 * round not known from its deal). While the next deal waits, the round
 * just over, to its last move. */
char    *_cn_net_table_history_message (CnNetTable *self,
                                        int         seat);

G_END_DECLS
