/* canasta-game-remote.c: the game of a table hosted elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A remote game is CanastaGame filled from one seat's views instead of a
 * deal of its own, so the table's widgets show it without knowing where it
 * runs. The host is the only judge: a move made here is checked on the
 * view first (the engine answers at once with the same reasons as for a
 * local move, since a seat's own moves depend only on what it sees), then
 * sent; the table changes when the host says a move was made. The hidden
 * places of a view (the other hands, the stock, the pozo's face-down
 * cards) hold cards this seat has not seen (cn_view_read_table): they are
 * never shown as cards, since the other hands are not this screen's and
 * the stock and the pozo are drawn face down. To animate a move and tell
 * it in the history the model plays it on the position before it, after
 * putting the cards the move names where the host says they were; the
 * next view then replaces the position as it stands.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cn-json.h"
#include "cn-net-client.h"
#include "cn-net-cut.h"
#include "cn-net-table.h"
#include "cn-save.h"
#include "cn-scenario.h"
#include "cn-view.h"

#include "canasta-remote-history.h"
#include "canasta-remote-private.h"
#include "canasta-remote-seats.h"
#include "canasta-remote-tell.h"

void
_canasta_remote_free (CanastaRemote *remote)
{
  if (remote == NULL)
    return;
  g_clear_pointer (&remote->client, cn_net_client_free);
  g_free (remote->error);
  g_free (remote->code);
  g_free (remote->host);
  g_free (remote->seat_key);
  _canasta_remote_seat_release (remote->token);
  g_free (remote->token);
  g_free (remote->invitation);
  g_clear_handle_id (&remote->keep_timer, g_source_remove);
  g_clear_pointer (&remote->welcome, json_object_unref);
  g_clear_pointer (&remote->view, json_object_unref);
  g_clear_pointer (&remote->history, json_object_unref);
  g_clear_pointer (&remote->round_over, json_object_unref);
  g_clear_pointer (&remote->moved, json_node_unref);
  g_clear_pointer (&remote->moved_cut, json_node_unref);
  g_queue_free_full (remote->held, (GDestroyNotify) json_node_unref);
  g_ptr_array_unref (remote->told);
  g_free (remote);
}

void
_canasta_remote_set_state (CanastaGame        *self,
                           CanastaRemoteState  state)
{
  self->remote->state = state;
  _canasta_game_emit (self, REMOTE_CHANGED);
}

/* ------------------------------------------------------------- messages */

gboolean
_canasta_remote_get_int (JsonObject *message,
                         const char *name,
                         gint64     *value)
{
  JsonNode *member = json_object_get_member (message, name);

  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (member);
  return TRUE;
}

static void
handle_welcome (CanastaGame *self,
                JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  const char *variant = json_object_get_string_member_with_default (message, "variant", "");
  const CnRules *rules = cn_rules_lookup (variant);
  JsonArray *seats = json_object_get_array_member (message, "seats");
  gint64 seat = 0, players = 0;
  CnOptions options;

  if (rules == NULL || seats == NULL || !_canasta_remote_get_int (message, "seat", &seat) ||
      !_canasta_remote_get_int (message, "players", &players) ||
      cn_rules_seating (rules, (int) players) == NULL ||
      seat < 0 || seat >= players || json_array_get_length (seats) != (guint) players)
    {
      g_free (remote->error);
      remote->error = g_strdup (_("The table’s host sent a welcome this version of Canasta cannot read."));
      g_clear_pointer (&remote->client, cn_net_client_free);
      _canasta_remote_set_state (self, CANASTA_REMOTE_FAILED);
      return;
    }

  remote->seat = (int) seat;
  if (remote->welcome != message)
    {
      g_clear_pointer (&remote->welcome, json_object_unref);
      remote->welcome = json_object_ref (message);
    }
  /* Kept, so that joining again comes back to this seat and its hand (a
   * new token: another seat, its own taken while this one was away before
   * the game). */
  if (remote->client != NULL && cn_net_client_get_rejoin (remote->client) != NULL &&
      g_strcmp0 (remote->token, cn_net_client_get_rejoin (remote->client)) != 0)
    {
      if (remote->token != NULL)
        _canasta_remote_seat_release (remote->token);
      g_free (remote->token);
      remote->token = g_strdup (cn_net_client_get_rejoin (remote->client));
      _canasta_remote_seat_hold (remote->token);
      _canasta_remote_seat_keep (remote->seat_key, remote->token);
    }
  g_free (remote->code);
  remote->code = g_strdup (json_object_get_string_member_with_default (message, "table", ""));
  for (int i = 0; i < CN_MAX_SEATS; i++)
    {
      JsonObject *object = i < players ? json_array_get_object_element (seats, i) : NULL;
      const char *kind = object != NULL
                         ? json_object_get_string_member_with_default (object, "kind", "") : "";
      const char *level = object != NULL
                          ? json_object_get_string_member_with_default (object, "level", "") : "";

      remote->seats[i].kind = g_str_equal (kind, "computer") ? CN_NET_SEAT_COMPUTER
                                                             : CN_NET_SEAT_REMOTE;
      if (!cn_ai_level_parse (level, &remote->seats[i].level))
        remote->seats[i].level = CN_AI_MEDIUM;

      self->kinds[i] = i == seat ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
      self->elsewhere[i] = i != seat && remote->seats[i].kind != CN_NET_SEAT_COMPUTER;
      self->levels[i] = remote->seats[i].level;
      _canasta_remote_name (self, i, object);
    }

  /* Back at the seat after a cut: the game goes on where it was, and the
   * view that follows shows the table as it stands now. */
  if (self->started && self->game.rules == rules && self->game.players == players)
    {
      remote->in_flight = 0;
      remote->have_moved = FALSE;
      remote->history_pending = FALSE;
      g_clear_pointer (&remote->moved, json_node_unref);
      remote->projected = self->state;
      _canasta_remote_set_state (self, CANASTA_REMOTE_PLAYING);
      return;
    }
  cn_options_init (&options, rules);
  cn_game_init (&self->game, rules, &options, (int) players, 0);
  remote->empty = 0;
  _canasta_remote_set_state (self, CANASTA_REMOTE_WAITING);
}

/* The cut, as the host told it: its cards turned, the deal, told as at a
 * local table (the cut's result over the table, the history's line). */
static gboolean
tell_cut (CanastaGame   *self,
          const CnState *before,
          const CnMove  *move,
          const CnState *after)
{
  CanastaRemote *remote = self->remote;
  g_autofree CanastaMoveEvent *event = NULL;
  CnEvents events;

  if (after == NULL || !cn_net_cut_read (remote->moved_cut, before, move->seat, after, &events))
    return FALSE;
  g_clear_pointer (&remote->moved_cut, json_node_unref);
  remote->shown_more = TRUE;
  self->state = *after;
  _canasta_game_sync_all (self);
  _canasta_game_emit_events (self, &events);
  event = g_new (CanastaMoveEvent, 1);
  canasta_move_event_init (event, before, move, after, &events);
  g_ptr_array_add (remote->told, canasta_move_event_copy (event));
  _canasta_game_emit (self, MOVE_MADE, event);
  return TRUE;
}

/* Plays the move the host made on the position as this seat knew it, and
 * tells the table: the cards' flights, the history, the status. after is
 * the next view's position (NULL at a round's end, whose hands come with
 * it); known, what this seat knows once the move is made (the next view,
 * or at a round's end its own hand laid down). FALSE when the move does
 * not play here: the table then just shows the new position. */
static gboolean
tell_move (CanastaGame   *self,
           const CnState *after,
           const CnState *known)
{
  CanastaRemote *remote = self->remote;
  g_autofree CnState *before = g_memdup2 (&self->state, sizeof self->state);
  g_autofree CnState *work = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree CanastaMoveEvent *event = NULL;
  CnEvents events = { 0 };
  CnMove move;

  remote->have_moved = FALSE;
  if (!cn_scenario_move_from_json (before, remote->moved, "move", &move, &error))
    {
      g_debug ("the host's move does not read here: %s", error->message);
      return FALSE;
    }
  g_clear_pointer (&remote->moved, json_node_unref);
  /* The cut turns cards this seat has not seen: the host names them. */
  if (move.kind == CN_MOVE_CUT)
    return tell_cut (self, before, &move, after);
  if (!_canasta_remote_realize (before, self->remote->seat, &move, known))
    {
      g_debug ("the host's move names cards this seat cannot place");
      return FALSE;
    }
  work = g_memdup2 (before, sizeof *before);
  if (!cn_apply (work, &move, NULL, &events))
    {
      g_debug ("the host's move does not play on this seat's view");
      return FALSE;
    }

  if (after != NULL)
    self->state = *after;
  else
    self->state = *work;
  remote->shown_more = cn_net_history_shows_more (before, &move, &self->state, remote->seat);
  for (int seat = 0; seat < self->state.n_players; seat++)
    if (seat != remote->seat)
      cn_ai_memory_observe (&self->memories[seat], before, &move, &events);
  _canasta_game_sync_all (self);
  _canasta_game_emit_events (self, &events);
  event = g_new (CanastaMoveEvent, 1);
  canasta_move_event_init (event, before, &move, work, &events);
  _canasta_remote_tell_deal_threes (event, remote->seat, work, after);
  g_ptr_array_add (remote->told, canasta_move_event_copy (event));
  _canasta_game_emit (self, MOVE_MADE, event);
  return TRUE;
}

static void
read_view (CanastaGame *self,
           JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  g_autofree CnState *state = g_new (CnState, 1);
  g_autoptr(GError) error = NULL;
  CnAiMemory memory;
  gint64 seq = 0, round = 0;
  int seat;
  JsonNode *view = json_object_get_member (message, "view");

  if (view == NULL || !_canasta_remote_get_int (message, "seq", &seq) ||
      !_canasta_remote_get_int (message, "round", &round) ||
      !cn_view_read_table (view, (guint64) seq, state, &memory, &seat, &error) ||
      seat != remote->seat)
    {
      g_debug ("a view this seat cannot read: %s", error != NULL ? error->message : "no view");
      return;
    }

  remote->seq = (guint64) seq;
  self->memories[seat] = memory;
  if (remote->view != message)
    {
      g_clear_pointer (&remote->view, json_object_unref);
      remote->view = json_object_ref (message);
    }
  _canasta_remote_keep_later (remote);

  if (!self->started || round != remote->round)
    {
      /* This view is the deal when the seat sat waiting for the game, or
       * played the round before; a seat coming back mid-round is sent the
       * deal with the round's history (read_history). */
      gboolean at_deal = remote->state == CANASTA_REMOTE_WAITING ||
                         (self->started && remote->round > 0 && round == remote->round + 1);

      /* A new round: the table starts from this view. */
      remote->round = (int) round;
      remote->going_on = FALSE;
      remote->not_ready = 0;
      remote->in_flight = 0;
      remote->have_moved = FALSE;
      g_clear_pointer (&remote->moved, json_node_unref);
      g_ptr_array_set_size (remote->told, 0);
      _canasta_remote_kept_round (remote, (int) round, view);
      self->game.round = (int) round - 1;
      self->state = *state;
      memcpy (self->game.scores, state->scores, sizeof self->game.scores);
      self->history_round = self->game.round;
      /* The red threes laid down at the deal are told, as at this screen. */
      self->history_from_deal = at_deal;
      self->history_start = *state;
      g_array_set_size (self->history, 0);
      self->moda_card = CN_CARD_NONE;
      self->n_cut_kept = 0;
      for (int other = 0; other < state->n_players; other++)
        if (other != seat)
          cn_ai_memory_init (&self->memories[other], other, (guint64) seq + (guint64) other);
      _canasta_game_clear_arrangements (self);
      if (!self->started)
        {
          self->started = TRUE;
          _canasta_game_notify (self, PROP_STARTED);
        }
      _canasta_game_notify (self, PROP_SCORES);
      remote->projected = *state;
      _canasta_remote_set_state (self, CANASTA_REMOTE_PLAYING);
      _canasta_game_show_round (self);
    }
  else
    {
      gboolean told = remote->have_moved && tell_move (self, state, state);

      if (!told)
        {
          self->state = *state;
          _canasta_game_sync_all (self);
        }
      /* A move not told here is kept with the view after it, as one that
       * showed more: the history goes on from there. */
      _canasta_remote_kept_view (remote, view, !told || remote->shown_more);
      if (remote->in_flight == 0)
        remote->projected = self->state;
    }

  _canasta_game_set_busy (self, cn_state_actor (&self->state) != seat || remote->in_flight > 0);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}

/* The round is over at the host: the last move is told on the position
 * with every hand as the host laid them down, and the round is scored
 * here by the same engine; the host's totals are the game's. */
static void
read_round_over (CanastaGame *self,
                 JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  JsonArray *hands = json_object_get_array_member (message, "hands");
  JsonArray *totals = json_object_get_array_member (message, "totals");
  g_autofree CnState *known = g_memdup2 (&self->state, sizeof self->state);
  gint64 round = 0;

  /* Told again to a seat back while the next deal waits: a round's end
   * this screen shows already is not counted twice. */
  if (self->state.phase == CN_PHASE_ROUND_OVER && self->story->len > 0 &&
      _canasta_remote_get_int (message, "round", &round) &&
      g_array_index (self->story, CnSaveRound, self->story->len - 1).round == round)
    return;

  /* The round's last move may bring this seat cards (a draw that ends
   * the stock): its hand laid down says which. */
  _canasta_remote_read_hand (hands, remote->seat, known);
  if (remote->have_moved && !tell_move (self, NULL, known))
    {
      g_debug ("the round's last move is not told here");
      return;
    }
  if (self->state.phase != CN_PHASE_ROUND_OVER)
    {
      g_debug ("the host ended a round this seat sees going on");
      return;
    }

  /* At the count every hand is laid face up, this seat's as the host
   * holds it. */
  for (int seat = 0; seat < self->state.n_players; seat++)
    _canasta_remote_read_hand (hands, seat, &self->state);

  for (int side = 0; side < self->state.n_sides; side++)
    self->last_totals[side] = self->game.scores[side];
  cn_state_score (&self->state, &self->last_score);
  _canasta_remote_read_score (json_object_get_array_member (message, "scores"), &self->last_score);
  cn_game_end_round (&self->game, &self->last_score);
  for (int side = 0; totals != NULL && side < self->state.n_sides &&
       side < (int) json_array_get_length (totals); side++)
    self->game.scores[side] = (int) json_array_get_int_element (totals, side);
  /* The host says when the game is over. */
  self->game.over = FALSE;
  self->has_last_score = TRUE;
  {
    CnSaveRound entry = { .round = self->game.round, .score = self->last_score };

    memcpy (entry.totals, self->game.scores, sizeof entry.totals);
    g_array_append_val (self->story, entry);
  }
  _canasta_remote_kept_round_over (remote, message);
  _canasta_remote_keep_later (remote);
  _canasta_game_sync_all (self);
  _canasta_game_set_busy (self, FALSE);
  _canasta_game_notify (self, PROP_SCORES);
  _canasta_game_emit (self, ROUND_OVER);
  _canasta_game_emit (self, CHANGED);
}

static void
read_game_over (CanastaGame *self,
                JsonObject  *message)
{
  gint64 winner = 0;

  _canasta_remote_get_int (message, "winner", &winner);
  self->game.over = TRUE;
  self->game.winner = (int) winner;
  _canasta_remote_seat_keep (self->remote->seat_key, NULL);
  _canasta_remote_forget_view (self->remote);
  _canasta_remote_set_state (self, CANASTA_REMOTE_OVER);
  _canasta_game_sync_properties (self);
  _canasta_game_notify (self, PROP_SCORES);
  _canasta_game_emit (self, CHANGED);
}

/* The host refused a move this seat's view let through (the table moved
 * on meanwhile): the player hears why, as for a refused move here. */
static void
read_verdict (CanastaGame *self,
              JsonObject  *message)
{
  const char *code = json_object_get_string_member_with_default (message, "code", "");
  const char *reason = json_object_get_string_member_with_default (message, "reason", "");
  CnVerdict verdict = { 0 };

  if (json_object_get_boolean_member_with_default (message, "ok", TRUE))
    return;
  self->remote->in_flight = 0;
  self->remote->projected = self->state;
  verdict.code = CN_ERR_NOT_YOUR_TURN;
  for (int c = 0; c < CN_N_CODES; c++)
    if (g_str_equal (cn_code_name (c), code))
      verdict.code = c;
  g_debug ("the host refused the move: %s (%s)", code, reason);
  _canasta_game_emit (self, REMOTE_REFUSED, &verdict);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}

void
_canasta_remote_handle (CanastaGame *self,
                        CnNetMsg     type,
                        JsonObject  *message)
{
  CanastaRemote *remote = self->remote;

  switch (type)
    {
    case CN_NET_MSG_WELCOME:
      handle_welcome (self, message);
      break;
    case CN_NET_MSG_WAITING:
      _canasta_remote_read_waiting (self, message);
      break;
    case CN_NET_MSG_SEAT_STATUS:
      _canasta_remote_read_seat_status (self, message);
      break;
    case CN_NET_MSG_ROUND_WAIT:
      _canasta_remote_read_round_wait (self, message);
      break;
    case CN_NET_MSG_VIEW:
      /* The first view: every seat was taken. */
      if (!self->started)
        remote->empty = 0;
      read_view (self, message);
      break;
    case CN_NET_MSG_MOVED:
      {
        gint64 seat = 0;
        JsonNode *move = json_object_get_member (message, "move");

        if (remote->have_moved)
          {
            /* Two moves without a view between them (the round's end):
             * the first is told on what is known. */
            tell_move (self, NULL, NULL);
          }
        if (move == NULL || !_canasta_remote_get_int (message, "seat", &seat))
          break;
        if (seat == remote->seat && remote->in_flight > 0)
          remote->in_flight--;
        remote->have_moved = TRUE;
        remote->moved_seat = (int) seat;
        g_clear_pointer (&remote->moved, json_node_unref);
        remote->moved = json_node_copy (move);
        g_clear_pointer (&remote->moved_cut, json_node_unref);
        if (json_object_has_member (message, "cut"))
          remote->moved_cut = json_node_copy (json_object_get_member (message, "cut"));
        _canasta_remote_kept_moved (remote, message);
      }
      break;
    case CN_NET_MSG_VERDICT:
      read_verdict (self, message);
      break;
    case CN_NET_MSG_ROUND_OVER:
      read_round_over (self, message);
      break;
    case CN_NET_MSG_HISTORY:
      _canasta_remote_take_history (self, message);
      break;
    case CN_NET_MSG_GAME_OVER:
      read_game_over (self, message);
      break;
    case CN_NET_MSG_ERROR:
    case CN_NET_MSG_JOIN:
    case CN_NET_MSG_MOVE:
    case CN_NET_MSG_BYE:
    case CN_NET_N_MSGS:
    default:
      break;
    }
}

/* Whether the message waits: the screen shows a round's end and the
 * message belongs to the next round (or comes after one held). */
static gboolean
must_hold (CanastaGame *self,
           CnNetMsg     type,
           JsonObject  *message)
{
  CanastaRemote *remote = self->remote;
  gint64 round = 0;

  /* Who is at the table is news at once, whatever round it comes in. */
  if (type == CN_NET_MSG_WAITING || type == CN_NET_MSG_SEAT_STATUS || type == CN_NET_MSG_GAME_OVER ||
      type == CN_NET_MSG_ROUND_WAIT)
    return FALSE;
  if (!g_queue_is_empty (remote->held))
    return TRUE;
  if (!self->started || self->state.phase != CN_PHASE_ROUND_OVER || self->game.over ||
      remote->going_on)
    return FALSE;
  /* Back while the next deal waits, the seat is told the round on the
   * screen to its end (a history follows the next round's view, which
   * waits). */
  if (type == CN_NET_MSG_HISTORY)
    return !_canasta_remote_get_int (message, "round", &round) || round != remote->round;
  return type == CN_NET_MSG_VIEW || type == CN_NET_MSG_MOVED || type == CN_NET_MSG_VERDICT;
}

static void
message_cb (CnNetClient *client,
            CnNetMsg     type,
            JsonObject  *message,
            const char  *text,
            gpointer     user_data)
{
  CanastaGame *self = user_data;

  if (type == CN_NET_MSG_ERROR)
    {
      const char *code = json_object_get_string_member_with_default (message, "code", "");

      if (g_str_equal (code, "refused"))
        {
          /* A token kept for a table that is gone (its game over): the
           * next join asks for a free seat. */
          _canasta_remote_seat_keep (self->remote->seat_key, NULL);
          _canasta_remote_forget_view (self->remote);
          g_free (self->remote->error);
          self->remote->error = g_strdup (_("The table refused the invitation: its code or its "
                                            "secret is wrong. Ask for the invitation again."));
        }
      else if (g_str_equal (code, "table-full"))
        {
          g_free (self->remote->error);
          self->remote->error = g_strdup (_("Every seat at this table is taken."));
        }
      return;
    }
  if (must_hold (self, type, message))
    {
      JsonNode *node = json_node_alloc ();

      json_node_init_object (node, message);
      g_queue_push_tail (self->remote->held, node);
      return;
    }
  _canasta_remote_handle (self, type, message);
}

/* The connection was cut (the host gone, restarting, or the network):
 * the client tries to get the seat back by itself, and the table stays as
 * it was, its moves held, until the host answers. */
static void
reconnecting_cb (CnNetClient *client,
                 int          try,
                 gpointer     user_data)
{
  CanastaGame *self = user_data;

  g_debug ("reconnecting to the table, try %d", try);
  if (self->remote->state == CANASTA_REMOTE_RECONNECTING)
    return;
  _canasta_game_set_busy (self, TRUE);
  _canasta_remote_set_state (self, CANASTA_REMOTE_RECONNECTING);
  _canasta_game_sync_properties (self);
  _canasta_game_emit (self, CHANGED);
}

static void
closed_cb (CnNetClient *client,
           const char  *reason,
           gpointer     user_data)
{
  CanastaGame *self = user_data;
  CanastaRemote *remote = self->remote;

  if (remote->state == CANASTA_REMOTE_OVER)
    return;
  if (remote->error == NULL)
    {
      switch (cn_net_client_get_failure (client))
        {
        case CN_NET_FAILURE_CERTIFICATE:
          remote->error = g_strdup (_("The computer at that address is not the table’s host: "
                                      "its certificate does not match the invitation."));
          break;
        case CN_NET_FAILURE_UNREACHABLE:
          /* Translators: %s is the table's address, HOST:PORT */
          remote->error = g_strdup_printf (_("Cannot reach the table at %s. Is the host still "
                                             "running, and on a network this computer reaches?"),
                                           cn_net_client_get_address (client));
          break;
        case CN_NET_FAILURE_NONE:
        case CN_NET_FAILURE_CUT:
        default:
          remote->error = g_strdup (_("The connection to the table was lost."));
          break;
        }
    }
  g_debug ("the table's connection closed: %s", reason != NULL ? reason : "game over");
  _canasta_remote_set_state (self, CANASTA_REMOTE_FAILED);
  _canasta_game_set_busy (self, FALSE);
}

/* ---------------------------------------------------------------- public */

gboolean
canasta_game_join (CanastaGame  *self,
                   const char   *invitation,
                   GError      **error)
{
  static const CnNetClientFuncs funcs = { message_cb, closed_cb, reconnecting_cb };
  g_autoptr(CnNetInvite) invite = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *text = NULL;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (invitation != NULL, FALSE);

  text = g_strstrip (g_strdup (invitation));
  invite = cn_net_invite_parse (text, &local);
  if (invite == NULL)
    {
      g_debug ("not an invitation: %s", local->message);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("This is not a table’s invitation. An invitation reads "
                             "canasta://HOST:PORT/CODE?s=…&fp=…: paste it whole."));
      return FALSE;
    }

  canasta_game_leave (self);
  _canasta_game_stop_computer (self);
  self->remote = g_new0 (CanastaRemote, 1);
  self->remote->held = g_queue_new ();
  self->remote->told = g_ptr_array_new_with_free_func ((GDestroyNotify) canasta_move_event_free);
  self->remote->seat = -1;
  self->remote->state = CANASTA_REMOTE_CONNECTING;
  self->n_undo_moves = 0;
  g_array_set_size (self->story, 0);
  self->has_last_score = FALSE;
  if (self->started)
    {
      self->started = FALSE;
      _canasta_game_notify (self, PROP_STARTED);
    }
  self->remote->host = g_strdup (invite->host);
  self->remote->invitation = g_strdup (text);
  self->remote->seat_key = _canasta_remote_seat_key (invite);
  invite->rejoin = _canasta_remote_seat_token (self->remote->seat_key);
  invite->name = g_strdup (self->player_name);
  if (invite->rejoin != NULL)
    _canasta_remote_show_kept (self, invite->rejoin);
  self->remote->client = cn_net_client_new (invite, &funcs, self);
  /* The host deals the next round once this player has read the last. */
  cn_net_client_set_says_ready (self->remote->client, TRUE);
  /* Coming back mid-round, the host tells the round so far. */
  cn_net_client_set_wants_history (self->remote->client, TRUE);
  _canasta_game_emit (self, REMOTE_CHANGED);
  return TRUE;
}

gboolean
canasta_game_resume_table (CanastaGame *self)
{
  g_autofree char *invitation = NULL;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  invitation = _canasta_remote_view_newest ();
  return invitation != NULL && canasta_game_join (self, invitation, NULL);
}

void
canasta_game_close_table (CanastaGame *self)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->remote == NULL)
    return;
  _canasta_remote_keep_now (self->remote);
  if (self->remote->client != NULL)
    cn_net_client_close (self->remote->client);
  g_clear_pointer (&self->remote, _canasta_remote_free);
  _canasta_game_emit (self, REMOTE_CHANGED);
}

void
canasta_game_leave (CanastaGame *self)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->remote == NULL)
    return;
  _canasta_remote_forget_view (self->remote);
  if (self->remote->client != NULL)
    cn_net_client_close (self->remote->client);
  g_clear_pointer (&self->remote, _canasta_remote_free);
  _canasta_game_emit (self, REMOTE_CHANGED);
}

CanastaRemoteState
canasta_game_get_remote_state (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_REMOTE_NONE);
  return self->remote != NULL ? self->remote->state : CANASTA_REMOTE_NONE;
}

const char *
canasta_game_get_remote_error (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->remote != NULL ? self->remote->error : NULL;
}

const char *
canasta_game_get_table_code (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->remote != NULL ? self->remote->code : NULL;
}

const char *
canasta_game_get_remote_host (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->remote != NULL ? self->remote->host : NULL;
}

gboolean
canasta_game_get_table_closed (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->remote != NULL && self->remote->client != NULL &&
         self->remote->state == CANASTA_REMOTE_RECONNECTING &&
         cn_net_client_get_host_closed (self->remote->client);
}

int
canasta_game_get_remote_seat (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->remote != NULL ? self->remote->seat : -1;
}

/* ------------------------------------------- what CanastaGame asks here */

/* A move of this screen's seat: judged on the view (as the host will
 * judge it), then sent. Moves made one after another before the host
 * answers (the lay-offs of several melds) are judged on the position the
 * earlier ones leave, and each carries the seq the host will be at. */
gboolean
_canasta_game_remote_play (CanastaGame *self,
                           CnMove      *move,
                           CnVerdict   *verdict)
{
  CanastaRemote *remote = self->remote;
  CnState *work = &remote->projected;

  if (remote->client == NULL || remote->state != CANASTA_REMOTE_PLAYING ||
      work->phase == CN_PHASE_ROUND_OVER)
    {
      memset (verdict, 0, sizeof *verdict);
      verdict->code = CN_ERR_ROUND_OVER;
      return FALSE;
    }
  if (cn_state_actor (work) != remote->seat)
    {
      memset (verdict, 0, sizeof *verdict);
      verdict->code = CN_ERR_NOT_YOUR_TURN;
      return FALSE;
    }
  move->seat = remote->seat;
  if (move->kind == CN_MOVE_TAKE_PILE && move->n == 0 && !cn_take_choice (work, move, verdict))
    return FALSE;
  if (!cn_apply (work, move, verdict, NULL))
    return FALSE;
  cn_net_client_send_move (remote->client, remote->seq + (guint64) remote->in_flight, move);
  remote->in_flight++;
  _canasta_game_set_busy (self, TRUE);
  _canasta_game_sync_properties (self);
  return TRUE;
}

/* The moves of a remote round, as they were told. */
guint
_canasta_game_remote_foreach (CanastaGame     *self,
                              CanastaMoveFunc  func,
                              gpointer         user_data)
{
  GPtrArray *told = self->remote->told;

  for (guint i = 0; i < told->len; i++)
    func (self, g_ptr_array_index (told, i), user_data);
  return told->len;
}

/* The player goes on from a round's end: the host dealt already, and
 * what it sent since plays on. */
gboolean
_canasta_game_remote_next_round (CanastaGame *self)
{
  CanastaRemote *remote = self->remote;

  if (!self->started || self->state.phase != CN_PHASE_ROUND_OVER || self->game.over)
    return FALSE;
  /* What comes from now on plays at once; the host deals once everyone
   * at the table has said so. */
  if (!remote->going_on)
    cn_net_client_send_ready (remote->client);
  remote->going_on = TRUE;
  while (!g_queue_is_empty (remote->held))
    {
      g_autoptr(JsonNode) node = g_queue_pop_head (remote->held);
      JsonObject *message = json_node_get_object (node);
      const char *name = json_object_get_string_member_with_default (message, "type", "");

      for (int type = 0; type < CN_NET_N_MSGS; type++)
        if (g_str_equal (cn_net_msg_name (type), name))
          _canasta_remote_handle (self, type, message);
      /* A round's end among them shows again. */
      if (self->state.phase == CN_PHASE_ROUND_OVER && !remote->going_on)
        break;
    }
  return TRUE;
}

gboolean
canasta_game_get_going_on (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->remote != NULL && self->remote->going_on;
}

gboolean
_canasta_game_remote_can_act (CanastaGame *self)
{
  CanastaRemote *remote = self->remote;

  /* A move made at the table and not yet shown (its view comes next)
   * leaves the position on screen behind the host's. */
  return remote->state == CANASTA_REMOTE_PLAYING && remote->in_flight == 0 &&
         !remote->have_moved && self->state.phase != CN_PHASE_ROUND_OVER &&
         cn_state_actor (&self->state) == remote->seat;
}
