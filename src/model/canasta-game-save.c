/* canasta-game-save-glue.c: a CanastaGame to and from a saved game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-arrangement.h"
#include "canasta-game-private.h"
#include "canasta-game-save.h"
#include "cn-undo.h"

/* ------------------------------------------------------------ saved games */

/* The hands arranged by hand go in the save's free-form "app" object,
 * {"hand-arrangements": {"0": ["KS", "2C", ...]}}: an older save has none
 * and an older Canasta passes it by, so the save's format stays as it is. */
#define ARRANGEMENTS_KEY "hand-arrangements"

static void
export_arrangements (CanastaGame *self,
                     CnSaveData  *data)
{
  JsonObject *arrangements = NULL;

  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      char key[16];

      if (!self->arranged[seat])
        continue;
      if (arrangements == NULL)
        arrangements = json_object_new ();
      g_snprintf (key, sizeof key, "%d", seat);
      json_object_set_array_member (arrangements, key,
                                    canasta_arrangement_to_json (self->arrangement[seat],
                                                                 self->n_arrangement[seat]));
    }

  if (arrangements == NULL)
    return;
  if (data->app == NULL)
    data->app = json_object_new ();
  json_object_set_object_member (data->app, ARRANGEMENTS_KEY, arrangements);
}

/* An arrangement that is not the saved hand's cards (a file edited by
 * hand) is passed by: that hand follows the sort. */
static void
restore_arrangements (CanastaGame      *self,
                      const CnSaveData *data)
{
  JsonNode *node;
  JsonObject *arrangements;

  _canasta_game_clear_arrangements (self);
  if (data->app == NULL || !json_object_has_member (data->app, ARRANGEMENTS_KEY))
    return;
  node = json_object_get_member (data->app, ARRANGEMENTS_KEY);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return;
  arrangements = json_node_get_object (node);

  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      CnCard cards[CN_MAX_CARDS];
      CnCard hand[CN_MAX_CARDS];
      char key[16];
      int n, n_hand;

      g_snprintf (key, sizeof key, "%d", seat);
      if (!json_object_has_member (arrangements, key))
        continue;
      n = canasta_arrangement_from_json (json_object_get_member (arrangements, key), cards);
      n_hand = cn_state_hand_cards (&self->state, seat, hand);
      if (n < 0 || !canasta_arrangement_same_cards (cards, n, hand, n_hand))
        continue;

      memcpy (self->arrangement[seat], cards, n * sizeof (CnCard));
      self->n_arrangement[seat] = n;
      self->arranged[seat] = TRUE;
      _canasta_game_emit (self, HAND_ARRANGED, seat);
    }
}

gboolean
canasta_game_export_save (CanastaGame *self,
                          CnSaveData  *data)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  /* A table hosted elsewhere is the host's to save: this seat knows only
   * its view. */
  if (!self->started || self->remote != NULL)
    return FALSE;

  cn_save_data_set_game (data, &self->game, &self->state);
  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      CnSaveSeat *out = &data->seats[seat];
      const char *name = self->names[seat] != NULL ? self->names[seat] : "";
      const char *end = NULL;

      /* The name is cut at a character boundary to fit the file's limit. */
      g_utf8_validate (name, MIN (strlen (name), CN_SAVE_NAME_MAX), &end);
      memcpy (out->name, name, end - name);
      out->name[end - name] = '\0';
      out->kind = self->kinds[seat] == CANASTA_SEAT_HUMAN ? CN_SEAT_HUMAN : CN_SEAT_COMPUTER;
      if (out->kind == CN_SEAT_COMPUTER)
        g_strlcpy (out->level, cn_ai_level_name (self->levels[seat]), sizeof out->level);
      /* Every seat's memory of the round, the human's too (its hints). */
      out->has_memory = TRUE;
      out->memory = self->memories[seat];
    }
  cn_save_data_set_history (data, self->history_round, self->history_from_deal,
                            &self->history_start, (const CnMove *) self->history->data,
                            self->history->len);
  g_clear_pointer (&data->story, g_array_unref);
  data->story = g_array_copy (self->story);
  export_arrangements (self, data);

  return TRUE;
}

/* The saved history comes back as it was; replaying it also gives back
 * what the cut showed, which the position alone does not hold. Without a
 * history (an older file) the history starts at the position resumed. The
 * loader checked that the history replays to the saved round; if it did
 * not, the history would start at the position resumed too. */
static void
restore_history (CanastaGame      *self,
                 const CnSaveData *data)
{
  g_autofree CnState *step = NULL;

  self->moda_card = CN_CARD_NONE;
  self->n_cut_kept = 0;
  self->history_round = cn_save_data_history_round (data);
  self->history_from_deal = FALSE;
  self->history_start = data->state;
  g_array_set_size (self->history, 0);
  if (!data->has_history || data->history == NULL)
    return;

  step = g_memdup2 (&data->history_start, sizeof *step);
  for (guint i = 0; i < data->history->len; i++)
    {
      CnEvents events = { 0 };

      if (!cn_apply (step, &g_array_index (data->history, CnMove, i), NULL, &events))
        break;
      for (int k = 0; k < events.n; k++)
        if (events.events[k].kind == CN_EVENT_CUT_CARD)
          _canasta_game_remember_cut (self, &events.events[k]);
    }
  if (step->move_count != data->state.move_count || !cn_position_equal (step, &data->state))
    {
      self->moda_card = CN_CARD_NONE;
      self->n_cut_kept = 0;
      return;
    }

  self->history_round = data->history_round;
  self->history_from_deal = data->history_from_deal;
  self->history_start = data->history_start;
  g_array_append_vals (self->history, data->history->data, data->history->len);
}

/* What the round's history from the deal gives back beyond the lines:
 * the memory of a seat the save holds none for (a person's, which its
 * hints read), and the record of a turn resumed after melds or lay-offs
 * made before the save, so that they can still be taken back as they
 * could before it. The memories before those moves are the round's moves
 * observed from the deal; their generators are the saved ones, since
 * nobody else decided while the turn went on. */
static void
restore_from_history (CanastaGame      *self,
                      const CnSaveData *data)
{
  g_autofree CnState *step = NULL;
  g_autofree CnState *base = NULL;
  g_autofree CnAiMemory *seen = NULL;
  g_autofree CnAiMemory *seen_at_base = NULL;
  int n = 0;

  self->n_undo_moves = 0;
  if (!self->history_from_deal)
    return;

  step = g_memdup2 (&self->history_start, sizeof *step);
  base = g_new (CnState, 1);
  seen = g_new0 (CnAiMemory, CN_MAX_SEATS);
  seen_at_base = g_new0 (CnAiMemory, CN_MAX_SEATS);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    seen[seat].seat = (uint8_t) seat;

  for (guint i = 0; i < self->history->len; i++)
    {
      const CnMove *move = &g_array_index (self->history, CnMove, i);
      CnState before = *step;
      CnEvents events = { 0 };

      /* As record_for_undo keeps the record while the moves are played. */
      if (!cn_move_undoable (step, move) || n == (int) G_N_ELEMENTS (self->undo_moves))
        n = 0;
      else
        {
          if (n == 0)
            {
              *base = *step;
              memcpy (seen_at_base, seen, sizeof *seen * CN_MAX_SEATS);
            }
          self->undo_moves[n++] = *move;
        }
      if (!cn_apply (step, move, NULL, &events))
        return;
      for (int seat = 0; seat < step->n_players; seat++)
        cn_ai_memory_observe (&seen[seat], &before, move, &events);
    }
  if (!cn_position_equal (step, &self->state))
    return;

  for (int seat = 0; seat < self->state.n_players; seat++)
    if (!data->seats[seat].has_memory)
      {
        memcpy (self->memories[seat].known, seen[seat].known, sizeof seen[seat].known);
        memcpy (self->memories[seat].discarded, seen[seat].discarded, sizeof seen[seat].discarded);
      }

  if (n == 0 || self->state.phase != CN_PHASE_PLAY)
    return;
  self->undo_base = *base;
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      self->undo_memories[seat] = seen_at_base[seat];
      memcpy (self->undo_memories[seat].rng, self->memories[seat].rng,
              sizeof self->memories[seat].rng);
    }
  self->n_undo_moves = n;
}

void
canasta_game_restore_save (CanastaGame      *self,
                           const CnSaveData *data)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (data != NULL);

  _canasta_game_stop_computer (self);
  self->held = FALSE;

  self->game = data->game;
  self->state = data->state;
  self->n_undo_moves = 0;
  restore_history (self, data);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = NULL;
      self->kinds[i] = CANASTA_SEAT_COMPUTER;
      self->elsewhere[i] = FALSE;
      if (i < data->state.n_players)
        {
          self->kinds[i] = data->seats[i].kind == CN_SEAT_HUMAN ? CANASTA_SEAT_HUMAN
                                                                : CANASTA_SEAT_COMPUTER;
          if (data->seats[i].name[0] != '\0')
            self->names[i] = g_strdup (data->seats[i].name);
          if (!cn_ai_level_parse (data->seats[i].level, &self->levels[i]))
            self->levels[i] = CN_AI_MEDIUM;
          /* A save without memories: the seat remembers from here on. */
          if (data->seats[i].has_memory)
            self->memories[i] = data->seats[i].memory;
          else
            cn_ai_memory_init (&self->memories[i], i,
                               self->game.seed ^ ((guint64) self->game.round << 8 | (guint64) i));
        }
      if (self->names[i] == NULL)
        self->names[i] = g_strdup_printf (_("Player %d"), i + 1);
    }
  restore_from_history (self, data);

  /* A save made on the scores of a finished round shows those scores
   * again: the round's lines come from the final position, and the totals
   * before it from the totals after it. */
  self->has_last_score = FALSE;
  if (self->state.phase == CN_PHASE_ROUND_OVER)
    {
      cn_state_score (&self->state, &self->last_score);
      for (int side = 0; side < self->state.n_sides; side++)
        self->last_totals[side] = self->game.scores[side] - self->last_score.sides[side].total;
      self->has_last_score = TRUE;
    }

  /* The story comes back with the game; a save that kept none (an older
   * file) still tells the round on its scores, when it ends on them. */
  g_array_set_size (self->story, 0);
  if (data->story != NULL)
    g_array_append_vals (self->story, data->story->data, data->story->len);
  else if (self->has_last_score && self->game.round > 0)
    {
      CnSaveRound entry = { .round = self->game.round, .score = self->last_score };

      memcpy (entry.totals, self->game.scores, sizeof entry.totals);
      g_array_append_val (self->story, entry);
    }

  if (!self->started)
    {
      self->started = TRUE;
      _canasta_game_notify (self, PROP_STARTED);
    }
  _canasta_game_notify (self, PROP_SCORES);

  restore_arrangements (self, data);
  _canasta_game_show_round (self);

  /* Resumed on a finished round: the table shows its scores again. */
  if (self->state.phase == CN_PHASE_ROUND_OVER)
    _canasta_game_emit (self, ROUND_OVER);
}

void
canasta_game_set_classic_red_threes_at_deal (CanastaGame *self,
                                             gboolean     at_deal)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  self->classic_red_threes_at_deal = !!at_deal;
}
