/* cn-net-table.c: one table of network play, the only authority on its
 * game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-table-private.h"

#include <gio/gio.h>
#include <string.h>

#include "cn-json.h"
#include "cn-net-cut.h"
#include "cn-net-text.h"
#include "cn-scenario.h"
#include "cn-view.h"

/* A game past this many rounds has stalled (a bug): it ends there. */
#define MAX_ROUNDS 200

static void advance (CnNetTable *self);

static CnNetTable *
table_ref (CnNetTable *self)
{
  self->ref_count++;
  return self;
}

static void
forget_secret (char **secret)
{
  if (*secret != NULL)
    memset (*secret, 0, strlen (*secret));
  g_clear_pointer (secret, g_free);
}

static void
table_unref (CnNetTable *self)
{
  if (--self->ref_count > 0)
    return;
  g_free (self->code);
  forget_secret (&self->secret);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      forget_secret (&self->rejoin[seat]);
      g_free (self->names[seat]);
    }
  g_free (self->state);
  g_free (self->round_start);
  if (self->round_moves != NULL)
    g_array_unref (self->round_moves);
  g_object_unref (self->cancellable);
  g_free (self);
}

CnNetTable *
cn_net_table_new (const CnRules         *rules,
                  const CnOptions       *options,
                  int                    players,
                  guint64                seed,
                  const CnNetSeat       *seats,
                  int                    budget_ms,
                  const CnNetTableFuncs *funcs,
                  gpointer               user_data)
{
  CnNetTable *self;

  g_return_val_if_fail (cn_rules_seating (rules, players) != NULL, NULL);

  self = g_new0 (CnNetTable, 1);
  self->ref_count = 1;
  self->code = cn_net_random_code ();
  /* Some 79 random bits that people can read out: past the 64 an
   * invitation needs. */
  self->secret = cn_net_password_new ();
  memcpy (self->seats, seats, sizeof *seats * players);
  self->budget_ms = budget_ms;
  self->funcs = *funcs;
  self->user_data = user_data;
  self->state = g_new0 (CnState, 1);
  self->cancellable = g_cancellable_new ();
  cn_game_init (&self->game, rules, options, players, seed);
  self->wait_seconds = CN_NET_DROP_WAIT_S;
  self->on_drop = CN_NET_ON_DROP_COMPUTER;
  self->standin_level = CN_AI_MEDIUM;
  self->ping_ms = CN_NET_PING_MS;
  for (int seat = 0; seat < players; seat++)
    {
      self->taken[seat] = seats[seat].kind == CN_NET_SEAT_COMPUTER;
      /* 128 random bits, like the table's secret: the seat's own. */
      if (seats[seat].kind == CN_NET_SEAT_REMOTE)
        self->rejoin[seat] = cn_net_random_hex (16);
    }
  return self;
}

void
cn_net_table_free (CnNetTable *self)
{
  if (self == NULL)
    return;
  self->closed = TRUE;
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    g_clear_handle_id (&self->drop_timer[seat], g_source_remove);
  g_cancellable_cancel (self->cancellable);
  table_unref (self);
}

const char *
cn_net_table_get_code (CnNetTable *self)
{
  return self->code;
}

const char *
cn_net_table_get_secret (CnNetTable *self)
{
  return self->secret;
}

void
cn_net_table_set_name (CnNetTable *self,
                       int         seat,
                       const char *name)
{
  g_return_if_fail (seat >= 0 && seat < self->game.players);

  g_free (self->names[seat]);
  self->names[seat] = cn_net_name_clean (name);
}

const char *
cn_net_table_get_name (CnNetTable *self,
                       int         seat)
{
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, NULL);
  return self->names[seat];
}

const CnRules *
cn_net_table_get_rules (CnNetTable *self)
{
  return self->game.rules;
}

int
cn_net_table_get_players (CnNetTable *self)
{
  return self->game.players;
}

gboolean
cn_net_table_is_over (CnNetTable *self)
{
  return self->over;
}

guint64
cn_net_table_get_moves (CnNetTable *self)
{
  return self->moves;
}

const CnState *
cn_net_table_peek_state (CnNetTable *self)
{
  return self->state;
}

int
cn_net_table_get_totals (CnNetTable *self,
                         int        *totals,
                         int        *winner)
{
  for (int side = 0; side < self->game.n_sides; side++)
    totals[side] = self->game.scores[side];
  if (winner != NULL)
    *winner = self->game.winner;
  return self->game.n_sides;
}

/* Whether a computer plays seat now: one of ours, or the stand-in for a
 * remote player past the drop wait. */
static gboolean
computer_plays (CnNetTable *self,
                int         seat)
{
  return self->seats[seat].kind == CN_NET_SEAT_COMPUTER || self->standin[seat];
}

/* ------------------------------------------------------------- sending */

static void
send_to (CnNetTable *self,
         int         seat,
         char       *text)
{
  if (!self->closed && self->seats[seat].kind == CN_NET_SEAT_REMOTE && self->taken[seat])
    self->funcs.send (self, seat, text, self->user_data);
  g_free (text);
}

/* The same message to every remote seat (the moves and scores, which
 * every player at the table sees). */
static void
send_all (CnNetTable *self,
          char       *text)
{
  for (int seat = 0; seat < self->game.players; seat++)
    if (!self->closed && self->seats[seat].kind == CN_NET_SEAT_REMOTE && self->taken[seat])
      self->funcs.send (self, seat, text, self->user_data);
  g_free (text);
}

/* The seat's own view: what cn_ai_view_build lets it see, written by the
 * bot protocol's codec. */
static void
send_view (CnNetTable *self,
           int         seat)
{
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  JsonBuilder *builder;

  if (!self->started || self->over || self->state->phase == CN_PHASE_ROUND_OVER)
    return;
  cn_ai_view_build (view, self->state, &self->memory[seat]);
  builder = cn_net_message_begin (CN_NET_MSG_VIEW);
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, (gint64) self->seq);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, self->game.round + 1);
  json_builder_set_member_name (builder, "act");
  json_builder_add_boolean_value (builder, cn_state_actor (self->state) == seat);
  json_builder_set_member_name (builder, "view");
  json_builder_add_value (builder, cn_view_to_json (view));
  send_to (self, seat, cn_net_message_end (builder));
}

static void
send_views (CnNetTable *self)
{
  for (int seat = 0; seat < self->game.players; seat++)
    if (self->seats[seat].kind == CN_NET_SEAT_REMOTE && self->taken[seat])
      send_view (self, seat);
}

/* The name the seat's person gave, for the others to call them by. */
static void
add_name (JsonBuilder *builder,
          CnNetTable  *self,
          int          seat)
{
  if (self->names[seat] == NULL)
    return;
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, self->names[seat]);
}

/* Who sits where, in the welcome and while the table fills: each seat's
 * kind, a computer's level, a person's name. */
static void
add_seats (JsonBuilder *builder,
           CnNetTable  *self)
{
  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < self->game.players; seat++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, self->seats[seat].kind == CN_NET_SEAT_REMOTE
                                              ? "remote" : "computer");
      if (self->seats[seat].kind == CN_NET_SEAT_COMPUTER)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, cn_ai_level_name (self->seats[seat].level));
        }
      add_name (builder, self, seat);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
send_welcome (CnNetTable *self,
              int         seat)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_WELCOME);

  json_builder_set_member_name (builder, "table");
  json_builder_add_string_value (builder, self->code);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, self->game.rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, self->game.players);
  /* The seat's own token, to this seat alone: with it, and only with it,
   * its player comes back to the seat once the game has started. */
  json_builder_set_member_name (builder, "rejoin");
  json_builder_add_string_value (builder, self->rejoin[seat]);
  json_builder_set_member_name (builder, "ping_ms");
  json_builder_add_int_value (builder, self->ping_ms);
  add_seats (builder, self);
  send_to (self, seat, cn_net_message_end (builder));
}

static void
send_waiting (CnNetTable *self)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_WAITING);

  json_builder_set_member_name (builder, "empty");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < self->game.players; seat++)
    if (!self->taken[seat])
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);
  /* The names of those at the table already, for the host's list. */
  add_seats (builder, self);
  send_all (self, cn_net_message_end (builder));
}

/* Who is at each seat, to every seated player: the messages a player at
 * the table sees of the others' comings and goings. */
static void
send_seat_status (CnNetTable *self)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_SEAT_STATUS);
  gint64 now = g_get_monotonic_time ();

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < self->game.players; seat++)
    {
      const char *status;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, self->seats[seat].kind == CN_NET_SEAT_REMOTE
                                              ? "remote" : "computer");
      if (self->seats[seat].kind == CN_NET_SEAT_COMPUTER || self->taken[seat])
        status = "playing";
      else if (self->standin[seat])
        status = "computer";
      else if (self->dropped_at[seat] != 0)
        status = "dropped";
      else
        status = "empty";
      json_builder_set_member_name (builder, "status");
      json_builder_add_string_value (builder, status);
      if (computer_plays (self, seat))
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder,
                                         cn_ai_level_name (self->standin[seat]
                                                           ? self->standin_level
                                                           : self->seats[seat].level));
        }
      add_name (builder, self, seat);
      /* The seconds left of the wait; none once it is over and the game
       * waits for the player (on-drop pause). */
      if (g_str_equal (status, "dropped") && self->drop_timer[seat] != 0)
        {
          gint64 left = self->dropped_at[seat] + (gint64) self->wait_seconds * G_USEC_PER_SEC - now;

          json_builder_set_member_name (builder, "wait");
          json_builder_add_int_value (builder, MAX (0, (left + G_USEC_PER_SEC - 1) /
                                                       G_USEC_PER_SEC));
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  send_all (self, cn_net_message_end (builder));
}

static void
send_verdict (CnNetTable      *self,
              int              seat,
              const char      *code,
              const char      *reason)
{
  JsonBuilder *builder = cn_net_message_begin (CN_NET_MSG_VERDICT);

  json_builder_set_member_name (builder, "ok");
  json_builder_add_boolean_value (builder, code == NULL);
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, (gint64) self->seq);
  if (code != NULL)
    {
      json_builder_set_member_name (builder, "code");
      json_builder_add_string_value (builder, code);
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, reason);
    }
  send_to (self, seat, cn_net_message_end (builder));
}

/* -------------------------------------------------------------- playing */

/* Applies a move the engine accepts, tells the table, and goes on. */
static gboolean
apply (CnNetTable *self,
       int         seat,
       CnMove     *move,
       CnVerdict  *verdict)
{
  g_autofree CnState *before = g_new (CnState, 1);
  CnEvents events;
  JsonBuilder *builder;

  /* The memories read only the pile of the position before the move. */
  before->pile_n = self->state->pile_n;
  before->pozo_down = self->state->pozo_down;
  memcpy (before->pile, self->state->pile, self->state->pile_n);
  if (!cn_apply (self->state, move, verdict, &events))
    return FALSE;
  self->seq++;
  self->moves++;
  _cn_net_table_history_add (self, move);
  for (int other = 0; other < self->game.players; other++)
    cn_ai_memory_observe (&self->memory[other], before, move, &events);

  /* The move as every player at the table sees it: a draw names no card,
   * and every card a move names goes face up on the table. */
  builder = cn_net_message_begin (CN_NET_MSG_MOVED);
  json_builder_set_member_name (builder, "seq");
  json_builder_add_int_value (builder, (gint64) self->seq);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "move");
  json_builder_add_value (builder, cn_scenario_move_to_json (move));
  if (move->kind == CN_MOVE_CUT)
    {
      /* What the whole table watches at the cut: the seats cannot turn
       * those cards themselves. */
      json_builder_set_member_name (builder, "cut");
      json_builder_add_value (builder, cn_net_cut_to_json (&events));
    }
  send_all (self, cn_net_message_end (builder));
  return TRUE;
}

typedef struct
{
  CnNetTable *table;
  guint64     seq;          /* the position it answers */
  CnAiLevel   level;
  CnAiConfig  config;
  CnAiView    view;
  uint64_t    rng[4];
  CnMove      move;
} Decision;

static void
decision_free (gpointer data)
{
  Decision *decision = data;

  table_unref (decision->table);
  g_free (decision);
}

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Decision *decision = task_data;

  /* Only the view: the computer sees what a remote player would. */
  cn_ai_choose_view (decision->level, &decision->view, decision->rng, &decision->config,
                     &decision->move, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
think_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Decision *decision = g_task_get_task_data (G_TASK (result));
  CnNetTable *self = decision->table;
  int seat = decision->view.seat;
  CnVerdict verdict;

  self->thinking = FALSE;
  if (self->closed)
    return;
  /* The seat's player came back and moved, or is back to move: the
   * stand-in's decision is dropped. */
  if (decision->seq != self->seq || !computer_plays (self, seat))
    return;
  memcpy (self->memory[seat].rng, decision->rng, sizeof decision->rng);
  if (!apply (self, seat, &decision->move, &verdict))
    {
      g_autofree char *text = cn_move_to_string (&decision->move);

      /* Our own players choose only legal moves: this is a bug. */
      g_critical ("the computer at seat %d chose a refused move (%s): %s", seat, text,
                  cn_code_name (verdict.code));
      return;
    }
  advance (self);
}

static void
think (CnNetTable *self,
       int         seat)
{
  g_autoptr(GTask) task = NULL;
  Decision *decision = g_new0 (Decision, 1);

  decision->table = table_ref (self);
  decision->seq = self->seq;
  decision->level = self->standin[seat] ? self->standin_level : self->seats[seat].level;
  cn_ai_config_init (&decision->config);
  decision->config.budget_ms = self->budget_ms;
  /* One thread a decision: a host holds many tables. */
  decision->config.threads = 1;
  cn_ai_view_build (&decision->view, self->state, &self->memory[seat]);
  memcpy (decision->rng, self->memory[seat].rng, sizeof decision->rng);
  self->thinking = TRUE;
  task = g_task_new (NULL, self->cancellable, think_done_cb, NULL);
  g_task_set_task_data (task, decision, decision_free);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, think_thread);
}

static void
start_round (CnNetTable *self)
{
  cn_game_start_round (&self->game, self->state);
  _cn_net_table_history_start (self);
  for (int seat = 0; seat < self->game.players; seat++)
    cn_ai_memory_init (&self->memory[seat], seat,
                       self->game.seed * 0x2545f4914f6cdd1dull +
                       (uint64_t) self->game.round * 7919 + 1);
  self->seq++;
}

static void
end_round (CnNetTable *self)
{
  CnRoundScore score;
  JsonBuilder *builder;

  cn_state_score (self->state, &score);
  cn_game_end_round (&self->game, &score);
  if (self->game.round >= MAX_ROUNDS && !self->game.over)
    {
      g_warning ("table %s: the game did not end after %d rounds", self->code, MAX_ROUNDS);
      self->game.over = TRUE;
    }

  send_all (self, _cn_net_table_round_over_message (self));
  if (!self->game.over)
    return;

  self->over = TRUE;
  builder = cn_net_message_begin (CN_NET_MSG_GAME_OVER);
  _cn_net_table_add_totals (builder, self);
  json_builder_set_member_name (builder, "winner");
  json_builder_add_int_value (builder, self->game.winner);
  json_builder_set_member_name (builder, "rounds");
  json_builder_add_int_value (builder, self->game.round);
  send_all (self, cn_net_message_end (builder));
}

/* Plays on from the position: the next round when this one is over, the
 * computer's decision when a computer acts; a remote seat's turn waits
 * for its move. */
/* Whether every player the next deal waits for has sent ready: a seat
 * played by a computer, or whose player is away, is ready. */
gboolean
_cn_net_table_waits_for (CnNetTable *self,
                         int         seat)
{
  if (self->seats[seat].kind != CN_NET_SEAT_REMOTE || self->ready[seat])
    return FALSE;
  return (self->taken[seat] && self->says_ready[seat]) || self->hold_for[seat];
}

static gboolean
all_ready (CnNetTable *self)
{
  for (int seat = 0; seat < self->game.players; seat++)
    if (_cn_net_table_waits_for (self, seat))
      return FALSE;
  return TRUE;
}

/* Tells every player whom the next deal still waits for. */
static void
send_round_wait (CnNetTable *self)
{
  JsonBuilder *builder;
  gboolean any = FALSE;

  /* Clients that do not say ready (canasta-cli join) are told nothing new. */
  for (int seat = 0; seat < self->game.players; seat++)
    any = any || self->says_ready[seat];
  if (!any)
    return;
  builder = cn_net_message_begin (CN_NET_MSG_ROUND_WAIT);

  json_builder_set_member_name (builder, "waiting");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < self->game.players; seat++)
    if (_cn_net_table_waits_for (self, seat))
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);
  send_all (self, cn_net_message_end (builder));
}

static void
advance (CnNetTable *self)
{
  int actor;

  if (self->state->phase == CN_PHASE_ROUND_OVER)
    {
      if (!self->deal_held)
        {
          end_round (self);
          if (self->over)
            {
              self->funcs.over (self, self->user_data);
              return;
            }
        }
      /* As at a table, the next deal waits until everyone has seen the
       * round's result. */
      self->deal_held = !all_ready (self);
      send_round_wait (self);
      if (self->deal_held)
        {
          /* The round's end and the hold go in the save. */
          if (self->funcs.changed != NULL && !self->closed)
            self->funcs.changed (self, self->user_data);
          return;
        }
      memset (self->ready, 0, sizeof self->ready);
      memset (self->hold_for, 0, sizeof self->hold_for);
      start_round (self);
    }
  send_views (self);
  if (self->funcs.changed != NULL && !self->closed)
    self->funcs.changed (self, self->user_data);
  actor = cn_state_actor (self->state);
  if (computer_plays (self, actor) && !self->thinking)
    think (self, actor);
}

/* ---------------------------------------------------------------- seats */

int
cn_net_table_find_seat (CnNetTable *self,
                        const char *rejoin)
{
  int found = -1;

  if (self->over)
    return -1;
  if (rejoin != NULL)
    {
      /* Every seat's token compared, each in a time that does not tell
       * where it differs. */
      for (int seat = 0; seat < self->game.players; seat++)
        if (self->rejoin[seat] != NULL && cn_net_secret_equal (rejoin, self->rejoin[seat]))
          found = seat;
      /* Before the game, a player whose seat went to someone else while
       * they were away sits where there is room, as anyone with the
       * table's secret may. */
      if (found >= 0 || self->started)
        return found;
    }
  /* Once the game runs, a seat is its player's: a dropped one waits for
   * the token, so nobody else (another player at the table, who knows the
   * table's secret) sits down to see its hand. */
  if (self->started)
    return -1;
  for (int seat = 0; seat < self->game.players; seat++)
    if (!self->taken[seat])
      {
        /* A new player's: a token the seat's player who left before the
         * game began still holds no longer gets it. */
        forget_secret (&self->rejoin[seat]);
        self->rejoin[seat] = cn_net_random_hex (16);
        return seat;
      }
  return -1;
}

const char *
cn_net_table_get_rejoin (CnNetTable *self,
                         int         seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->game.players, NULL);
  return self->rejoin[seat];
}

int
cn_net_table_count_free (CnNetTable *self)
{
  int n = 0;

  for (int seat = 0; seat < self->game.players; seat++)
    n += self->seats[seat].kind == CN_NET_SEAT_REMOTE && !self->taken[seat];
  return n;
}

static void
seats_changed (CnNetTable *self)
{
  if (self->funcs.changed != NULL && !self->closed)
    self->funcs.changed (self, self->user_data);
}

gboolean
cn_net_table_is_taken (CnNetTable *self,
                       int         seat)
{
  g_return_val_if_fail (seat >= 0 && seat < self->game.players, FALSE);
  return self->seats[seat].kind == CN_NET_SEAT_REMOTE && self->taken[seat];
}

void
cn_net_table_set_drop (CnNetTable  *self,
                       int          wait_seconds,
                       CnNetOnDrop  on_drop,
                       CnAiLevel    standin_level)
{
  self->wait_seconds = MAX (wait_seconds, 0);
  self->on_drop = on_drop;
  self->standin_level = standin_level;
}

CnNetOnDrop
cn_net_table_get_on_drop (CnNetTable *self,
                          int        *wait_seconds)
{
  if (wait_seconds != NULL)
    *wait_seconds = self->wait_seconds;
  return self->on_drop;
}

void
cn_net_table_set_ping_ms (CnNetTable *self,
                          int         ping_ms)
{
  self->ping_ms = ping_ms;
}

/* Past the wait: a computer plays the seat until its player is back, or
 * the game waits for the player (at that seat's turn, as a table does). */
static void
wait_over (CnNetTable *self,
           int         seat)
{
  if (self->on_drop == CN_NET_ON_DROP_COMPUTER)
    self->standin[seat] = TRUE;
  send_seat_status (self);
  /* The deal a resumed table held for this player waits no longer. */
  if (self->hold_for[seat])
    {
      self->hold_for[seat] = FALSE;
      if (self->deal_held)
        {
          advance (self);
          return;
        }
    }
  if (self->standin[seat] && !self->over && cn_state_actor (self->state) == seat &&
      !self->thinking)
    think (self, seat);
}

typedef struct
{
  CnNetTable *table;
  int         seat;
} DropWait;

static gboolean
drop_wait_cb (gpointer user_data)
{
  DropWait *wait = user_data;

  wait->table->drop_timer[wait->seat] = 0;
  wait_over (wait->table, wait->seat);
  return G_SOURCE_REMOVE;
}

/* The seat's player is gone with the game under way: the others are told,
 * and the wait starts. */
static void
drop (CnNetTable *self,
      int         seat)
{
  DropWait *wait;

  self->dropped_at[seat] = g_get_monotonic_time ();
  g_clear_handle_id (&self->drop_timer[seat], g_source_remove);
  if (self->wait_seconds == 0)
    {
      wait_over (self, seat);
      return;
    }
  wait = g_new (DropWait, 1);
  wait->table = self;
  wait->seat = seat;
  self->drop_timer[seat] = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, self->wait_seconds,
                                                       drop_wait_cb, wait, g_free);
  send_seat_status (self);
}

void
cn_net_table_take_seat (CnNetTable *self,
                        int         seat)
{
  g_return_if_fail (seat >= 0 && seat < self->game.players);
  g_return_if_fail (self->seats[seat].kind == CN_NET_SEAT_REMOTE);

  /* Taken already: its player came back on a new connection before the
   * host noticed the old one was gone. */
  self->taken[seat] = TRUE;
  self->standin[seat] = FALSE;
  self->dropped_at[seat] = 0;
  g_clear_handle_id (&self->drop_timer[seat], g_source_remove);
  send_welcome (self, seat);
  seats_changed (self);
  if (self->started)
    {
      /* Back at a game under way: where it stands, and the round so far
       * to a client that tells it (after the view, which it replaces the
       * moves of). */
      send_seat_status (self);
      send_view (self, seat);
      if (self->wants_history[seat])
        {
          char *history = _cn_net_table_history_message (self, seat);

          if (history != NULL)
            send_to (self, seat, history);
        }
      /* Back while the next deal waits: the round's end it may have
       * missed (cn-net-table-end.c), then whom the deal waits for. */
      if (self->deal_held)
        {
          send_to (self, seat, _cn_net_table_round_over_message (self));
          send_round_wait (self);
        }
      return;
    }
  for (int other = 0; other < self->game.players; other++)
    if (!self->taken[other])
      {
        send_waiting (self);
        return;
      }
  self->started = TRUE;
  send_seat_status (self);
  start_round (self);
  advance (self);
}

void
cn_net_table_resume (CnNetTable *self)
{
  g_return_if_fail (self->started && !self->over);

  for (int seat = 0; seat < self->game.players; seat++)
    if (self->seats[seat].kind == CN_NET_SEAT_REMOTE && !self->taken[seat])
      drop (self, seat);
  advance (self);
}

void
cn_net_table_leave_seat (CnNetTable *self,
                         int         seat)
{
  g_return_if_fail (seat >= 0 && seat < self->game.players);
  g_return_if_fail (self->seats[seat].kind == CN_NET_SEAT_REMOTE);

  self->taken[seat] = FALSE;
  if (self->closed || self->over)
    return;
  /* Free again before the game: its next player brings their own name. */
  if (!self->started)
    g_clear_pointer (&self->names[seat], g_free);
  seats_changed (self);
  /* Before the game, the seat is free: for its player's token, or for a
   * new player (cn_net_table_find_seat). */
  if (self->started)
    drop (self, seat);
  /* The next deal waits for nobody who is gone. */
  if (self->deal_held)
    advance (self);
}

void
cn_net_table_set_wants_history (CnNetTable *self,
                                int         seat,
                                gboolean    wants_history)
{
  g_return_if_fail (seat >= 0 && seat < self->game.players);
  self->wants_history[seat] = wants_history;
}

void
cn_net_table_set_says_ready (CnNetTable *self,
                             int         seat,
                             gboolean    says_ready)
{
  g_return_if_fail (seat >= 0 && seat < self->game.players);
  /* A player who said ready and comes back during the hold has said it:
   * ready goes with the round (start_round). */
  self->says_ready[seat] = says_ready;
}

static gboolean
receive_move (CnNetTable *self,
              int         seat,
              JsonObject *message)
{
  g_autoptr(GError) error = NULL;
  JsonObject *object;
  JsonNode *member;
  gint64 seq, move_seat;
  CnVerdict verdict;
  CnMove move;

  if ((member = cn_json_need (message, "message", "seq", &error)) == NULL ||
      !cn_json_want_int (member, "message.seq", 0, G_MAXINT64, &seq, &error) ||
      (member = cn_json_need (message, "message", "move", &error)) == NULL ||
      !cn_json_want_object (member, "message.move", &object, &error) ||
      (member = cn_json_need (object, "message.move", "seat", &error)) == NULL ||
      !cn_json_want_int (member, "message.move.seat", 0, G_MAXINT32, &move_seat, &error))
    {
      send_verdict (self, seat, "bad-message", error->message);
      return FALSE;
    }
  if (move_seat != seat)
    {
      g_autofree char *reason = g_strdup_printf ("this connection plays seat %d, not seat %d",
                                                 seat, (int) move_seat);

      send_verdict (self, seat, "not-your-seat", reason);
      return FALSE;
    }
  if (!self->started || self->over)
    {
      send_verdict (self, seat, "not-playing", self->over ? "the game is over"
                                                          : "the game has not started");
      return TRUE;
    }
  if (cn_state_actor (self->state) != seat)
    {
      g_autofree char *reason = g_strdup_printf ("seat %d acts now, not seat %d",
                                                 cn_state_actor (self->state), seat);

      send_verdict (self, seat, "not-your-turn", reason);
      return TRUE;
    }
  if ((guint64) seq != self->seq)
    {
      g_autofree char *reason = g_strdup_printf ("the move answers position %" G_GINT64_FORMAT
                                                 ", the table is at %" G_GUINT64_FORMAT, seq,
                                                 self->seq);

      send_verdict (self, seat, "stale", reason);
      return TRUE;
    }
  if (!cn_scenario_move_from_json (self->state, json_object_get_member (message, "move"),
                                   "message.move", &move, &error))
    {
      send_verdict (self, seat, "bad-move", error->message);
      return FALSE;
    }
  if (!apply (self, seat, &move, &verdict))
    {
      g_autofree char *reason = cn_verdict_describe (&verdict);

      send_verdict (self, seat, cn_code_name (verdict.code), reason);
      return TRUE;
    }
  send_verdict (self, seat, NULL, NULL);
  advance (self);
  return TRUE;
}

gboolean
cn_net_table_receive (CnNetTable *self,
                      int         seat,
                      CnNetMsg    type,
                      JsonObject *message)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (seat >= 0 && seat < self->game.players && self->taken[seat], FALSE);

  if (type == CN_NET_MSG_MOVE)
    return receive_move (self, seat, message);
  if (type == CN_NET_MSG_BYE)
    return TRUE;
  if (type == CN_NET_MSG_READY)
    {
      /* Late (the deal went ahead without this seat) or early: nothing to do. */
      if (self->deal_held && self->says_ready[seat])
        {
          self->ready[seat] = TRUE;
          advance (self);
        }
      return TRUE;
    }
  text = g_strdup_printf ("a client does not send \"%s\" once seated", cn_net_msg_name (type));
  send_to (self, seat, cn_net_message_error ("unexpected", text));
  return FALSE;
}
