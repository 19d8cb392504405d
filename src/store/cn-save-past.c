/* cn-save-past.c: the rounds before the round's history, in a saved game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Version 6 adds "past", the moves of every round played before the one
 * the history holds, from the game's first deal, so that a file can hold
 * a whole game (canasta-cli tournament --record writes them; the app
 * writes none, an empty list):
 *
 *     "past": [{"round": 0, "moves": [{"seat": 0, "do": "draw"}, ...]}, ...]
 *
 * Each round starts at its deal, which the game's seed and the rounds
 * before it give; its moves must replay, each accepted by the engine, to
 * the round's end, and the rounds together must lead to the round the
 * history holds: its number, its dealer and the totals it began with.
 * "round" counts as the history's does, from 0.
 */

#include "cn-save-private.h"
#include "cn-scenario.h"

#include <string.h>

static const char * const past_keys[] = {
  "round", "moves", NULL
};

static void
past_round_clear (gpointer data)
{
  CnSavePastRound *entry = data;

  g_clear_pointer (&entry->moves, g_array_unref);
}

GArray *
cn_save_past_new (void)
{
  GArray *past = g_array_new (FALSE, TRUE, sizeof (CnSavePastRound));

  g_array_set_clear_func (past, past_round_clear);
  return past;
}

void
cn_save_past_write (JsonBuilder      *builder,
                    const CnSaveData *data)
{
  json_builder_set_member_name (builder, "past");
  json_builder_begin_array (builder);
  for (guint i = 0; data->past != NULL && i < data->past->len; i++)
    {
      const CnSavePastRound *entry = &g_array_index (data->past, CnSavePastRound, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "round");
      json_builder_add_int_value (builder, entry->round);
      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
      for (guint m = 0; entry->moves != NULL && m < entry->moves->len; m++)
        json_builder_add_value (builder, cn_scenario_move_to_json (&g_array_index (entry->moves, CnMove, m)));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The game before its first deal, as data's game began. */
static void
game_start (const CnSaveData *data,
            CnGame           *game)
{
  cn_game_init (game, data->state.rules, &data->options, data->players, data->game.seed);
}

gboolean
cn_save_past_read (JsonNode          *node,
                   const CnSaveData  *data,
                   GArray           **out,
                   GError           **error)
{
  g_autoptr(GArray) past = cn_save_past_new ();
  g_autofree CnState *state = g_new (CnState, 1);
  JsonArray *array;
  CnGame game;
  guint n;

  if (!cn_json_want_array (node, "past", CN_SAVE_MAX_ROUNDS, &array, error))
    return FALSE;
  n = json_array_get_length (array);
  if (n == 0)
    {
      *out = NULL;
      return TRUE;
    }
  if (!data->has_history || !data->history_from_deal)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "past",
                         "the rounds before the history need a history from its deal");
  if (n != (guint) data->history_round)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "past",
                         "%u rounds before the history, which is of round %d", n, data->history_round);

  game_start (data, &game);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *where = g_strdup_printf ("past[%u]", i);
      JsonNode *element = json_array_get_element (array, i);
      CnSavePastRound entry = { 0 };
      JsonObject *object;
      JsonNode *member;
      JsonArray *moves;
      CnRoundScore score;

      if (!cn_json_want_object (element, where, &object, error) ||
          !cn_json_check_keys (object, where, past_keys, error))
        return FALSE;
      if ((member = cn_json_need (object, where, "round", error)) == NULL)
        return FALSE;
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_INT64 ||
          json_node_get_int (member) != (gint64) i)
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where, "round %u was expected here", i);
      entry.round = (int) i;
      if ((member = cn_json_need (object, where, "moves", error)) == NULL ||
          !cn_json_want_array (member, where, CN_SAVE_MAX_HISTORY, &moves, error))
        return FALSE;

      if (game.over)
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where, "the game was over before this round");
      cn_game_start_round (&game, state);
      entry.moves = g_array_new (FALSE, FALSE, sizeof (CnMove));
      g_array_append_val (past, entry);
      for (guint m = 0; m < json_array_get_length (moves); m++)
        {
          g_autofree char *here = g_strdup_printf ("past[%u].moves[%u]", i, m);
          CnVerdict verdict;
          CnMove move;

          if (!cn_scenario_move_from_json (state, json_array_get_element (moves, m), here, &move, error))
            return FALSE;
          if (!cn_apply (state, &move, &verdict, NULL))
            {
              g_autofree char *why = cn_verdict_describe (&verdict);

              return cn_json_fail (error, CN_SAVE_ERROR_INVALID, here,
                                   "the engine refuses this move: %s (%s)", why, cn_code_name (verdict.code));
            }
          g_array_append_val (g_array_index (past, CnSavePastRound, i).moves, move);
        }
      if (state->phase != CN_PHASE_ROUND_OVER)
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where, "the round's moves do not end it");
      cn_state_score (state, &score);
      cn_game_end_round (&game, &score);
    }

  if (game.dealer != data->history_start.dealer ||
      memcmp (game.scores, data->history_start.scores, sizeof game.scores) != 0)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "past",
                         "the rounds before the history do not lead to its deal");

  *out = g_steal_pointer (&past);
  return TRUE;
}

gboolean
cn_save_data_round_history (const CnSaveData *data,
                            int               round,
                            CnState          *start,
                            GArray          **moves)
{
  g_autofree CnState *state = NULL;
  CnGame game;

  g_return_val_if_fail (data != NULL && start != NULL && moves != NULL, FALSE);

  if (data->has_history && round == data->history_round)
    {
      *start = data->history_start;
      *moves = g_array_ref (data->history);
      return TRUE;
    }
  if (data->past == NULL || round < 0 || (guint) round >= data->past->len)
    return FALSE;

  /* The loader checked that every round replays to its end. */
  state = g_new (CnState, 1);
  game_start (data, &game);
  for (int i = 0; i <= round; i++)
    {
      const CnSavePastRound *entry = &g_array_index (data->past, CnSavePastRound, i);
      CnRoundScore score;

      cn_game_start_round (&game, state);
      if (i == round)
        break;
      for (guint m = 0; m < entry->moves->len; m++)
        cn_apply (state, &g_array_index (entry->moves, CnMove, m), NULL, NULL);
      cn_state_score (state, &score);
      cn_game_end_round (&game, &score);
    }
  *start = *state;
  *moves = g_array_ref (g_array_index (data->past, CnSavePastRound, round).moves);
  return TRUE;
}
