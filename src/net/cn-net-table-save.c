/* cn-net-table-save.c: a hosted table in a save file, and back
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-table-private.h"

#include <string.h>

#include "cn-json.h"
#include "cn-net-text.h"

/* The game goes in the app's save format (src/store: the game, the round's
 * position with its generator, each seat's memory), so that a host killed
 * at any moment plays on from its last save as it would have; what is the
 * network's goes in its "app" object:
 *
 *   "network": {"table": CODE, "secret": S, "rejoin": [TOKEN or null, ...],
 *               "names": [NAME or null, ...], "seq": N, "moves": N, "budget_ms": N,
 *               "round_wait": [SEAT, ...]}
 *
 * S is the table's password (cn-net-text.h), or the 32 hexadecimal digits
 * of a table saved before passwords, hosted again with it. "names" (the
 * names the seats' people gave) is missing in older saves. "round_wait",
 * at a round's end, lists the seats whose players the next deal waits
 * for (their Next Round): the table resumed waits for them again.
 *
 * Every seat is written as a computer seat, since the save keeps a memory
 * (what the seat saw of the round, which its view shows) only for those; a
 * remote seat is one with a token in "rejoin", and its level the stand-in's.
 * The file holds the table's secret and the seats' tokens: the host writes
 * it 0600 in a folder of its own (cn_save_write). */
#define NETWORK_KEY "network"

gboolean
cn_net_table_to_save (CnNetTable *self,
                      CnSaveData *out)
{
  JsonObject *network;
  JsonArray *rejoin, *names;

  /* Before the game there is no position to keep; after it, nothing to
   * resume. */
  if (!self->started || self->over)
    return FALSE;
  cn_save_data_init (out);
  cn_save_data_set_game (out, &self->game, self->state);
  /* The round's moves, for a seat coming back after the host restarts
   * (cn-net-table-history.c). */
  if (self->has_round)
    cn_save_data_set_history (out, cn_save_data_history_round (out), FALSE, self->round_start,
                              (const CnMove *) self->round_moves->data, self->round_moves->len);
  for (int seat = 0; seat < self->game.players; seat++)
    {
      CnSaveSeat *saved = &out->seats[seat];

      gboolean computer = self->seats[seat].kind == CN_NET_SEAT_COMPUTER;

      saved->kind = CN_SEAT_COMPUTER;
      g_strlcpy (saved->level,
                 cn_ai_level_name (computer ? self->seats[seat].level : self->standin_level),
                 sizeof saved->level);
      saved->has_memory = TRUE;
      saved->memory = self->memory[seat];
    }
  network = json_object_new ();
  json_object_set_string_member (network, "table", self->code);
  json_object_set_string_member (network, "secret", self->secret);
  rejoin = json_array_new ();
  for (int seat = 0; seat < self->game.players; seat++)
    if (self->rejoin[seat] != NULL)
      json_array_add_string_element (rejoin, self->rejoin[seat]);
    else
      json_array_add_null_element (rejoin);
  json_object_set_array_member (network, "rejoin", rejoin);
  names = json_array_new ();
  for (int seat = 0; seat < self->game.players; seat++)
    if (self->names[seat] != NULL)
      json_array_add_string_element (names, self->names[seat]);
    else
      json_array_add_null_element (names);
  json_object_set_array_member (network, "names", names);
  json_object_set_int_member (network, "seq", (gint64) self->seq);
  json_object_set_int_member (network, "moves", (gint64) self->moves);
  json_object_set_int_member (network, "budget_ms", self->budget_ms);
  if (self->deal_held)
    {
      JsonArray *waiting = json_array_new ();

      for (int seat = 0; seat < self->game.players; seat++)
        if (_cn_net_table_waits_for (self, seat))
          json_array_add_int_element (waiting, seat);
      json_object_set_array_member (network, "round_wait", waiting);
    }
  out->app = json_object_new ();
  json_object_set_object_member (out->app, NETWORK_KEY, network);
  return TRUE;
}

static gboolean
want_hex (JsonObject  *object,
          const char  *key,
          gsize        digits,
          const char **out,
          GError     **error)
{
  g_autofree char *where = g_strdup_printf ("app.network.%s", key);
  JsonNode *member = cn_json_need (object, "app.network", key, error);

  if (member == NULL || !cn_json_want_string (member, where, 128, out, error))
    return FALSE;
  if (strlen (*out) < digits)
    {
      cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "too short for a secret");
      return FALSE;
    }
  return TRUE;
}

CnNetTable *
cn_net_table_new_from_save (const CnSaveData      *data,
                            const CnNetTableFuncs *funcs,
                            gpointer               user_data,
                            GError               **error)
{
  CnNetSeat seats[CN_MAX_SEATS] = { { 0 } };
  JsonObject *network;
  JsonArray *rejoin, *names = NULL;
  JsonNode *member;
  g_autofree char *password = NULL;
  const char *code, *secret;
  gint64 seq, moves, budget_ms;
  CnNetTable *self;

  if (data->app == NULL || (member = cn_json_need (data->app, "app", NETWORK_KEY, error)) == NULL ||
      !cn_json_want_object (member, "app.network", &network, error) ||
      (member = cn_json_need (network, "app.network", "table", error)) == NULL ||
      !cn_json_want_string (member, "app.network.table", 16, &code, error) ||
      !want_hex (network, "secret", 16, &secret, error) ||
      (member = cn_json_need (network, "app.network", "rejoin", error)) == NULL ||
      !cn_json_want_per (member, "app.network.rejoin", data->players, "seat", &rejoin, error) ||
      (member = cn_json_need (network, "app.network", "seq", error)) == NULL ||
      !cn_json_want_int (member, "app.network.seq", 0, G_MAXINT64, &seq, error) ||
      (member = cn_json_need (network, "app.network", "moves", error)) == NULL ||
      !cn_json_want_int (member, "app.network.moves", 0, G_MAXINT64, &moves, error) ||
      (member = cn_json_need (network, "app.network", "budget_ms", error)) == NULL ||
      !cn_json_want_int (member, "app.network.budget_ms", 1, 600000, &budget_ms, error) ||
      ((member = json_object_get_member (network, "names")) != NULL &&
       !cn_json_want_per (member, "app.network.names", data->players, "seat", &names, error)))
    return NULL;
  password = cn_net_password_normalize (secret);
  if (password == NULL)
    {
      cn_json_fail (error, CN_CODEC_ERROR_INVALID, "app.network.secret",
                    "neither a table password nor 32 hexadecimal digits");
      return NULL;
    }
  for (int seat = 0; seat < data->players; seat++)
    {
      JsonNode *token = json_array_get_element (rejoin, seat);
      gboolean computer = JSON_NODE_HOLDS_NULL (token);

      seats[seat].kind = computer ? CN_NET_SEAT_COMPUTER : CN_NET_SEAT_REMOTE;
      if (data->seats[seat].kind != CN_SEAT_COMPUTER ||
          !cn_ai_level_parse (data->seats[seat].level, &seats[seat].level))
        {
          cn_json_fail (error, CN_CODEC_ERROR_INVALID, "seats", "seat %d: unknown level \"%s\"",
                        seat, data->seats[seat].level);
          return NULL;
        }
      if (!data->seats[seat].has_memory)
        {
          cn_json_fail (error, CN_CODEC_ERROR_INVALID, "seats", "seat %d has no memory", seat);
          return NULL;
        }
      if (!computer && (!JSON_NODE_HOLDS_VALUE (token) ||
                        json_node_get_value_type (token) != G_TYPE_STRING ||
                        strlen (json_node_get_string (token)) < 16))
        {
          cn_json_fail (error, CN_CODEC_ERROR_INVALID, "app.network.rejoin",
                        "seat %d: a token is null or 16 hexadecimal digits or more", seat);
          return NULL;
        }
    }

  self = cn_net_table_new (data->game.rules, &data->options, data->players, data->game.seed,
                           seats, (int) budget_ms, funcs, user_data);
  for (int seat = 0; seat < data->players; seat++)
    if (seats[seat].kind == CN_NET_SEAT_REMOTE)
      cn_ai_level_parse (data->seats[seat].level, &self->standin_level);
  g_free (self->code);
  self->code = g_strdup (code);
  memset (self->secret, 0, strlen (self->secret));
  g_free (self->secret);
  self->secret = g_steal_pointer (&password);
  for (int seat = 0; names != NULL && seat < data->players; seat++)
    {
      JsonNode *name = json_array_get_element (names, seat);

      if (JSON_NODE_HOLDS_VALUE (name) && json_node_get_value_type (name) == G_TYPE_STRING)
        cn_net_table_set_name (self, seat, json_node_get_string (name));
    }
  for (int seat = 0; seat < data->players; seat++)
    if (seats[seat].kind == CN_NET_SEAT_REMOTE)
      {
        memset (self->rejoin[seat], 0, strlen (self->rejoin[seat]));
        g_free (self->rejoin[seat]);
        self->rejoin[seat] = g_strdup (json_array_get_string_element (rejoin, seat));
      }
  self->game = data->game;
  *self->state = data->state;
  /* A save of a host before the round's history was kept: a seat coming
   * back is told no history. */
  if (data->has_history && data->history != NULL)
    {
      self->round_start = g_memdup2 (&data->history_start, sizeof *self->round_start);
      self->round_moves = g_array_copy (data->history);
      self->has_round = TRUE;
    }
  for (int seat = 0; seat < data->players; seat++)
    self->memory[seat] = data->seats[seat].memory;
  /* Saved at a round's end: the round is counted in the game already,
   * and the next deal waits as it did, for the players it waited for. */
  if (self->state->phase == CN_PHASE_ROUND_OVER)
    {
      JsonArray *waiting = json_object_get_array_member (network, "round_wait");

      self->deal_held = TRUE;
      /* Those it did not wait for had gone on (or were away). */
      for (int seat = 0; seat < data->players; seat++)
        self->ready[seat] = TRUE;
      for (guint i = 0; waiting != NULL && i < json_array_get_length (waiting); i++)
        {
          JsonNode *element = json_array_get_element (waiting, i);
          gint64 seat;

          if (JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_INT64 &&
              (seat = json_node_get_int (element)) >= 0 && seat < data->players &&
              self->seats[seat].kind == CN_NET_SEAT_REMOTE)
            {
              self->hold_for[seat] = TRUE;
              self->ready[seat] = FALSE;
            }
        }
    }
  /* A view sent before the restart answers nothing now: the seq goes on
   * past it. */
  self->seq = (guint64) seq + 1;
  self->moves = (guint64) moves;
  self->started = TRUE;
  return self;
}
