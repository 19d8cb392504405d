/* canasta-game-private.h: what the files of CanastaGame share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"
#include "cn-state.h"

#include "canasta-game.h"

G_BEGIN_DECLS

/* A table hosted elsewhere (canasta-game-remote.c). */
typedef struct _CanastaRemote CanastaRemote;

struct _CanastaGame
{
  GObject          parent_instance;

  CnGame           game;
  CnState          state;
  gboolean         started;

  CanastaSeatKind  kinds[CN_MAX_SEATS];
  /* A person at another screen plays the seat (a table hosted elsewhere:
   * kinds[] says COMPUTER for every seat but this screen's). */
  gboolean         elsewhere[CN_MAX_SEATS];
  char            *names[CN_MAX_SEATS];
  /* The name this screen's player gives the tables it joins, or NULL. */
  char            *player_name;

  /* What each seat has seen this round (the computer players remember
   * the pile; the hint asks for the human seat with its own memory). */
  CnAiLevel        levels[CN_MAX_SEATS];
  CnAiMemory       memories[CN_MAX_SEATS];
  CnAiConfig       ai_config;

  /* The preferences' rule option, for the next new game. */
  gboolean         classic_red_threes_at_deal;

  GListStore      *hands[CN_MAX_SEATS];
  /* The order each player gave the hand by hand, kept in step with the
   * hand as it changes (canasta-arrangement.h); not arranged, the hand
   * follows the preferences' sort. */
  gboolean         arranged[CN_MAX_SEATS];
  CnCard           arrangement[CN_MAX_SEATS][CN_MAX_CARDS];
  int              n_arrangement[CN_MAX_SEATS];
  GListStore      *melds[CN_MAX_SIDES];
  GListStore      *red_threes[CN_MAX_SIDES];
  GListStore      *pile;

  int              viewer;
  int              handover_seat;

  /* The card that named the canasta de moda at this round's cut, when it
   * was seen here or replayed from a saved history (a round resumed from a
   * save without one knows only its rank). */
  CnCard           moda_card;
  CnCard           cut_kept[CN_MAX_CARDS];
  int              n_cut_kept;

  CnRoundScore     last_score;
  int              last_totals[CN_MAX_SIDES];
  gboolean         has_last_score;
  /* The game's story: every round finished, oldest first (CnSaveRound). */
  GArray          *story;

  /* The computer seats. */
  guint            pace;
  guint            computer_source;
  GCancellable    *cancellable;
  gboolean         thinking;
  /* The window holds the computers while everyone reads something (the
   * cut's result); a new round or game lets them go. */
  gboolean         held;

  /* The property values last notified, so that notify fires only on change. */
  int              n_phase;
  int              n_turn;
  int              n_actor;
  int              n_pile_state;
  guint            n_stock;
  int              n_round;
  gboolean         n_over;
  gboolean         n_can_ask;
  int              n_opening_points;
  gboolean         n_hand_shown;

  /* Casual play: the turn's melds and lay-offs since the last move that
   * cannot be taken back, with the position and memories before them. */
  gboolean         undo_allowed;
  CnState          undo_base;
  CnAiMemory       undo_memories[CN_MAX_SEATS];
  CnMove           undo_moves[CN_MAX_MELDS * 2];
  int              n_undo_moves;
  gboolean         n_can_undo;

  /* The round's history: the game's round it is of, the position it
   * starts from (the deal, or where a game saved without history was
   * resumed) and every move made since, less those taken back; replayed
   * from history_start they give state. */
  int              history_round;
  gboolean         history_from_deal;
  CnState          history_start;
  GArray          *history;       /* CnMove */

  /* Set while the game is one of a table hosted elsewhere. */
  CanastaRemote   *remote;
};

enum {
  PROP_0,
  PROP_STARTED,
  PROP_PHASE,
  PROP_TURN,
  PROP_ACTOR,
  PROP_VIEWER,
  PROP_HANDOVER_PENDING,
  PROP_BUSY,
  PROP_PILE_STATE,
  PROP_STOCK_COUNT,
  PROP_ROUND,
  PROP_OVER,
  PROP_CAN_ASK,
  PROP_OPENING_POINTS,
  PROP_SCORES,
  PROP_PACE,
  PROP_CAN_UNDO,
  PROP_VIEWER_HAND_SHOWN,
  N_PROPS
};

enum {
  CARD_MOVED,
  PILE_TAKEN,
  ASKED,
  ANSWERED,
  TURN_CHANGED,
  ROUND_OVER,
  HANDOVER,
  CHANGED,
  MOVE_MADE,
  CUT_CARD,
  EXACT_CUT,
  DEALT,
  HISTORY_RESET,
  HAND_ARRANGED,
  REMOTE_CHANGED,
  REMOTE_REFUSED,
  N_SIGNALS
};

/* canasta-game.c: the GObject, and keeping the lists and properties in
 * step with the position */
void     _canasta_game_notify             (CanastaGame   *self,
                                           guint          prop);
void     _canasta_game_emit               (CanastaGame   *self,
                                           guint          signal,
                                           ...);
int      _canasta_game_count_humans       (CanastaGame   *self);
void     _canasta_game_sync_properties    (CanastaGame   *self);
void     _canasta_game_set_viewer         (CanastaGame   *self,
                                           int            viewer,
                                           int            handover_seat);
void     _canasta_game_sync_viewer        (CanastaGame   *self);
void     _canasta_game_set_busy           (CanastaGame   *self,
                                           gboolean       busy);
void     _canasta_game_sync_all           (CanastaGame   *self);
void     _canasta_game_remember_cut       (CanastaGame   *self,
                                           const CnEvent *e);
gboolean _canasta_game_apply_move         (CanastaGame   *self,
                                           CnMove        *move,
                                           CnVerdict     *verdict);
void     _canasta_game_show_round         (CanastaGame   *self);
void     _canasta_game_clear_arrangements (CanastaGame   *self);

void     _canasta_game_emit_events        (CanastaGame   *self,
                                           const CnEvents *events);

/* canasta-game-remote.c: a table hosted elsewhere */
void     _canasta_remote_free             (CanastaRemote *remote);
gboolean _canasta_game_remote_play        (CanastaGame   *self,
                                           CnMove        *move,
                                           CnVerdict     *verdict);
guint    _canasta_game_remote_foreach     (CanastaGame   *self,
                                           CanastaMoveFunc func,
                                           gpointer       user_data);
gboolean _canasta_game_remote_next_round  (CanastaGame   *self);
gboolean _canasta_game_remote_can_act     (CanastaGame   *self);

/* canasta-game-lists.c: the list models and the hands' order */
void     _canasta_game_sync_models        (CanastaGame   *self);

/* canasta-game-undo.c: the turn's record for casual play */
void     _canasta_game_sync_can_undo      (CanastaGame   *self);
void     _canasta_game_record_for_undo    (CanastaGame   *self,
                                           const CnState *before,
                                           const CnMove  *move,
                                           gboolean       undoable);

/* canasta-game-computer.c: the computer seats' turns */
void     _canasta_game_schedule_computer  (CanastaGame   *self);
void     _canasta_game_stop_computer      (CanastaGame   *self);

G_END_DECLS
