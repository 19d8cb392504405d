/* cn-save.c: saved games
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-save-private.h"
#include "cn-position.h"
#include "cn-scenario.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>

/* The file, version 5:
 *
 *   {
 *     "format": "canasta-save", "version": 6,
 *     "variant": "classic", "players": 4,
 *     "options": {"red_threes_at_deal": false, "fixed_rounds": 0},
 *     "game": {"round": 2, "dealer": 1, "scores": [1200, 800],
 *              "seed": "<16 hex digits>", "over": false, "winner": null},
 *     "round": {... the position: every key of cn-position.c's table ...},
 *     "history": {"round": 2, "start": "deal",
 *                 "moves": [{"seat": 0, "do": "draw"}, ...]},
 *     "seats": [{"name": "Ann", "kind": "human"},
 *               {"name": "West", "kind": "computer", "level": "hard",
 *                "memory": {"known": [[...], ...], "discarded": [{"K": 1}, ...],
 *                           "rng": [...]}}, ...],
 *     "story": [{"round": 1, "lines": [{"melds": 85, ...}, ...], "totals": [765, 75]}, ...],
 *     "past": [{"round": 0, "moves": [...]}, ...],
 *     "app": {... anything ...}
 *   }
 *
 * The variant, players and options, and the round, are read and written by
 * the position codec (cn-position.c), as scenario files are, in its save
 * form: every key there, nothing derived. Numbers too wide for JSON (the
 * seed and the generators' state) are hexadecimal strings. Unknown keys
 * are refused: a file of a version holds exactly its keys, and a newer
 * Canasta that adds keys writes a newer version. Version 1 differs only in
 * the round's "opened", which version 2 derives from the melds and the
 * turn's record; version 3 adds the uruguayan round's keys (the cut, the
 * pozo, the canastas' order), which a round of version 2 lacks. Version 4
 * adds the round's history: the position it starts from and the moves
 * since, in the scenarios' form, which must replay, each accepted by the
 * engine, to exactly the saved round. Its "round" is the game's round the
 * position is of ("game"'s, or one less once the round is over and
 * counted). Its "start" is "deal", the deal of that round, which the
 * game's seed, the round's number, its dealer and the totals before it
 * give; or, for a history that begins in the middle of the round (a game
 * saved by an older version and resumed), that position, as "round" holds
 * it. Files of versions 1 to 3 load with no history. Version 5 adds the
 * story, the score sheet of the rounds played (cn-save-story.c); files of
 * versions 1 to 4 load with none. Version 6 adds the past, the moves of
 * the rounds before the history's (cn-save-past.c): with them a file holds
 * a whole game; the app writes none. */

static const char * const top_keys[] = {
  "format", "version", "variant", "players", "options", "game", "round", "history", "seats",
  "app", "story", "past", NULL
};

static const char * const history_keys[] = {
  "round", "start", "moves", NULL
};

static const char * const game_keys[] = {
  "round", "dealer", "scores", "seed", "over", "winner", NULL
};

static const char * const seat_keys[] = {
  "name", "kind", "level", "memory", NULL
};

static const char * const memory_keys[] = {
  "known", "discarded", "rng", NULL
};

static const char * const seat_kind_names[] = {
  [CN_SEAT_HUMAN] = "human",
  [CN_SEAT_COMPUTER] = "computer",
};

const char *
cn_seat_kind_name (CnSeatKind kind)
{
  if ((guint) kind < G_N_ELEMENTS (seat_kind_names))
    return seat_kind_names[kind];
  return "unknown";
}

static gboolean
options_equal (const CnOptions *a,
               const CnOptions *b)
{
  return !a->red_threes_at_deal == !b->red_threes_at_deal && a->fixed_rounds == b->fixed_rounds;
}

/* ------------------------------------------------------------ the data */

void
cn_save_data_init (CnSaveData *data)
{
  g_return_if_fail (data != NULL);

  memset (data, 0, sizeof *data);
  data->version = CN_SAVE_FORMAT_VERSION;
}

void
cn_save_data_clear (CnSaveData *data)
{
  g_return_if_fail (data != NULL);

  g_clear_pointer (&data->app, json_object_unref);
  g_clear_pointer (&data->history, g_array_unref);
  g_clear_pointer (&data->story, g_array_unref);
  g_clear_pointer (&data->past, g_array_unref);
  cn_save_data_init (data);
}

void
cn_save_data_set_history (CnSaveData    *data,
                          int            round,
                          gboolean       from_deal,
                          const CnState *start,
                          const CnMove  *moves,
                          guint          n)
{
  g_return_if_fail (data != NULL);
  g_return_if_fail (start != NULL);
  g_return_if_fail (n == 0 || moves != NULL);

  g_clear_pointer (&data->history, g_array_unref);
  data->history = g_array_sized_new (FALSE, FALSE, sizeof (CnMove), n);
  g_array_append_vals (data->history, moves, n);
  data->history_round = round;
  data->history_from_deal = from_deal;
  data->history_start = *start;
  data->has_history = TRUE;
}

int
cn_save_data_history_round (const CnSaveData *data)
{
  g_return_val_if_fail (data != NULL, 0);

  return MAX (0, data->game.round - (data->state.phase == CN_PHASE_ROUND_OVER ? 1 : 0));
}

void
cn_save_data_set_game (CnSaveData    *data,
                       const CnGame  *game,
                       const CnState *state)
{
  g_return_if_fail (data != NULL);
  g_return_if_fail (game != NULL && game->rules != NULL);
  g_return_if_fail (state != NULL);

  data->variant = game->rules->variant;
  data->players = game->players;
  data->options = game->options;
  data->game = *game;
  data->state = *state;
}

/* ------------------------------------------------------------- writing */

/* The loops below stay inside the arrays whatever the counts say: data
 * that is nonsense is written as nonsense and then refused on reading
 * back, never read past its end. */
static void
add_hand (JsonBuilder   *builder,
          const uint8_t *hand)
{
  json_builder_begin_array (builder);
  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < hand[k]; c++)
      cn_json_add_card (builder, (CnCard) k);
  json_builder_end_array (builder);
}

static void
add_memory (JsonBuilder      *builder,
            const CnAiMemory *memory,
            int               players)
{
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "known");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    add_hand (builder, memory->known[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "discarded");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    cn_json_add_rank_counts (builder, memory->discarded[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rng");
  cn_json_add_rng (builder, memory->rng);

  json_builder_end_object (builder);
}

static JsonNode *
build_save (const CnSaveData *data)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const CnGame *game = &data->game;
  const CnRules *rules = cn_rules_get (data->variant);
  int players = CLAMP (data->players, 0, CN_MAX_SEATS);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, CN_SAVE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, CN_SAVE_FORMAT_VERSION);

  cn_position_write_header (builder, rules, data->players, &data->options, CN_POSITION_SAVE);

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, game->round);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, game->dealer);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (int side = 0; side < CLAMP (game->n_sides, 0, CN_MAX_SIDES); side++)
    json_builder_add_int_value (builder, game->scores[side]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "seed");
  cn_json_add_u64 (builder, game->seed);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, game->over);
  json_builder_set_member_name (builder, "winner");
  if (game->over)
    json_builder_add_int_value (builder, game->winner);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "round");
  json_builder_begin_object (builder);
  cn_position_write (builder, &data->state, CN_POSITION_SAVE);
  json_builder_end_object (builder);

  /* Without a history of its own the round's history starts here. */
  json_builder_set_member_name (builder, "history");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, data->has_history ? data->history_round
                                                         : cn_save_data_history_round (data));
  json_builder_set_member_name (builder, "start");
  if (data->has_history && data->history_from_deal)
    json_builder_add_string_value (builder, "deal");
  else
    {
      json_builder_begin_object (builder);
      cn_position_write (builder, data->has_history ? &data->history_start : &data->state,
                         CN_POSITION_SAVE);
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; data->has_history && data->history != NULL && i < data->history->len; i++)
    json_builder_add_value (builder,
                            cn_scenario_move_to_json (&g_array_index (data->history, CnMove, i)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    {
      const CnSaveSeat *info = &data->seats[seat];
      char name[CN_SAVE_NAME_MAX + 1];
      char level[CN_SAVE_LEVEL_MAX + 1];

      /* The fixed buffers may lack their terminator if the caller filled
       * them by hand: copy with one. */
      g_strlcpy (name, info->name, sizeof name);
      g_strlcpy (level, info->level, sizeof level);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, cn_seat_kind_name (info->kind));
      if (info->kind == CN_SEAT_COMPUTER)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, level);
          if (info->has_memory)
            {
              json_builder_set_member_name (builder, "memory");
              add_memory (builder, &info->memory, players);
            }
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  cn_save_story_write (builder, data);
  cn_save_past_write (builder, data);

  if (data->app != NULL)
    {
      JsonNode *app = json_node_alloc ();

      json_node_init_object (app, data->app);
      json_builder_set_member_name (builder, "app");
      json_builder_add_value (builder, app);
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

GBytes *
cn_save_to_bytes (const CnSaveData  *data,
                  GError           **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  CnSaveData *check;
  gsize length;
  const guint8 *text;
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((guint) data->variant >= CN_N_VARIANTS)
    {
      cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL, "no variant %d", (int) data->variant);
      return NULL;
    }

  root = build_save (data);
  bytes = cn_json_to_text (root);

  /* Read it back before anyone relies on it: a save that could not be
   * loaded must never replace one that can. The reader checks the data
   * against itself (the copies of variant, players and options against
   * game and state, the position against the rules), so this is also
   * where data that does not hang together is caught. */
  text = g_bytes_get_data (bytes, &length);
  check = g_new0 (CnSaveData, 1);
  ok = cn_save_from_bytes (text, length, check, &local_error);
  if (ok && (check->game.rules != data->game.rules ||
             check->state.rules != data->state.rules ||
             !options_equal (&check->options, &data->options) ||
             !options_equal (&check->game.options, &data->game.options) ||
             !options_equal (&check->state.options, &data->state.options) ||
             check->game.players != data->game.players ||
             check->state.n_players != data->state.n_players))
    {
      ok = FALSE;
      cn_json_fail (&local_error, CN_SAVE_ERROR_INVALID, NULL,
                     "the variant, players and options of the game, the round and the save "
                     "do not agree");
    }
  cn_save_data_clear (check);
  g_free (check);

  if (!ok)
    {
      g_set_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID,
                   "refusing to save a game that could not be loaded again: %s",
                   local_error->message);
      return NULL;
    }

  return g_steal_pointer (&bytes);
}

/* ------------------------------------------------------------- reading */

typedef struct
{
  const CnRules *rules;
  int            players;
  int            n_sides;
} Loader;

static gboolean
need_int (JsonObject  *object,
          const char  *where,
          const char  *key,
          gint64       min,
          gint64       max,
          gint64      *out,
          GError     **error)
{
  g_autofree char *here = cn_json_where (where, key);
  JsonNode *member = cn_json_need (object, where, key, error);

  return member != NULL && cn_json_want_int (member, here, min, max, out, error);
}

static gboolean
need_bool (JsonObject  *object,
           const char  *where,
           const char  *key,
           gboolean    *out,
           GError     **error)
{
  g_autofree char *here = cn_json_where (where, key);
  JsonNode *member = cn_json_need (object, where, key, error);

  return member != NULL && cn_json_want_bool (member, here, out, error);
}

static gboolean
need_name (JsonObject         *object,
           const char         *where,
           const char         *key,
           const char * const *names,
           guint               n_names,
           int                *out,
           GError            **error)
{
  g_autofree char *here = cn_json_where (where, key);
  JsonNode *member = cn_json_need (object, where, key, error);

  return member != NULL && cn_json_want_name (member, here, names, n_names, out, error);
}

/* Whether play can go on from the position: checked last, on a position
 * that has passed every other check, since it runs the engine's move
 * generator on it. */
static gboolean
check_playable (const CnState  *s,
                GError        **error)
{
  const char *where = "round";

  if (s->phase == CN_PHASE_ROUND_OVER)
    return TRUE;

  /* A hand empties only by going out, which ends the round; only the seat
   * to play may be without cards, having melded them all with a taken
   * pile still to join its hand. Before the cut nobody holds any. */
  for (int seat = 0; seat < s->n_players && s->phase != CN_PHASE_CUT; seat++)
    if (s->hand_n[seat] == 0 && (seat != s->turn || s->phase == CN_PHASE_DRAW))
      return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "seat %d holds no cards in the middle of the round", seat);

  /* The engine never leaves a turn that cannot be finished (every move is
   * checked for that); a hand-edited one would leave the game stuck, as
   * the fuzzer found: seat to play swapped for one with a single card and
   * no way to go out. With the check above, the turns after this one can
   * always be played. */
  {
    g_autofree CnMoveList *moves = g_new (CnMoveList, 1);

    cn_legal_moves (s, moves);
    if (moves->n == 0)
      return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "seat %d has no legal move: the round could not go on",
                            cn_state_actor (s));
  }

  return TRUE;
}

static gboolean
load_round (Loader      *loader,
            JsonNode    *node,
            int          version,
            CnState     *s,
            GError     **error)
{
  JsonObject *object;

  if (!cn_json_want_object (node, "round", &object, error) ||
      !cn_position_read (object, "round", CN_POSITION_SAVE, version, NULL, s, error))
    return FALSE;

  return check_playable (s, error);
}

/* The history is checked like the round itself, and then against it: its
 * moves are replayed from its start, each one through the engine's own
 * check, and must end on exactly the saved round, at the same count of
 * moves. */
static gboolean
load_history (Loader      *loader,
              JsonNode    *node,
              CnSaveData  *out,
              GError     **error)
{
  const char *where = "history";
  int round = cn_save_data_history_round (out);
  g_autofree CnState *step = NULL;
  JsonObject *object;
  JsonObject *start;
  JsonNode *member;
  JsonArray *array;
  gint64 value;
  guint n;

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_json_check_keys (object, where, history_keys, error))
    return FALSE;

  /* The round saved, counted in the game's totals or (data the app does
   * not write, but may) not yet. */
  if (!need_int (object, where, "round", 0, CN_SAVE_MAX_ROUNDS, &value, error))
    return FALSE;
  if (value != round &&
      !(out->state.phase == CN_PHASE_ROUND_OVER && value == out->game.round))
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "history.round",
                          "the history is of round %" G_GINT64_FORMAT ", the round saved is "
                          "round %d", value, round);
  out->history_round = (int) value;

  /* The deal comes from the game's seed and the round's number, with the
   * dealer and the totals the round saved says it began with: a history
   * of another round or game does not replay from it. */
  if ((member = cn_json_need (object, where, "start", error)) == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING)
    {
      CnGame game = out->game;

      if (!g_str_equal (json_node_get_string (member), "deal"))
        {
          g_autofree char *quoted = cn_json_quote (json_node_get_string (member));

          return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "history.start",
                                "%s is not a position nor \"deal\"", quoted);
        }
      game.round = out->history_round;
      game.dealer = out->state.dealer;
      memcpy (game.scores, out->state.scores, sizeof game.scores);
      cn_game_start_round (&game, &out->history_start);
      out->history_from_deal = TRUE;
    }
  else
    {
      cn_state_init_empty (&out->history_start, loader->rules, &out->options, loader->players);
      if (!cn_json_want_object (member, "history.start", &start, error) ||
          !cn_position_read (start, "history.start", CN_POSITION_SAVE, out->version, NULL,
                             &out->history_start, error))
        return FALSE;
    }

  if ((member = cn_json_need (object, where, "moves", error)) == NULL ||
      !cn_json_want_array (member, "history.moves", CN_SAVE_MAX_HISTORY, &array, error))
    return FALSE;
  n = json_array_get_length (array);

  out->history = g_array_sized_new (FALSE, FALSE, sizeof (CnMove), n);
  step = g_memdup2 (&out->history_start, sizeof *step);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *here = g_strdup_printf ("history.moves[%u]", i);
      JsonNode *element = json_array_get_element (array, i);
      CnVerdict verdict;
      CnMove move;

      /* A scenario's move may carry a comment; a save holds only what it
       * writes. */
      if (JSON_NODE_HOLDS_OBJECT (element) &&
          json_object_has_member (json_node_get_object (element), "comment"))
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, here, "unknown key \"comment\"");
      if (!cn_scenario_move_from_json (step, element, here, &move, error))
        return FALSE;
      if (!cn_apply (step, &move, &verdict, NULL))
        {
          g_autofree char *why = cn_verdict_describe (&verdict);

          return cn_json_fail (error, CN_SAVE_ERROR_INVALID, here,
                                "the engine refuses this move at move %u of the round: %s (%s)",
                                step->move_count, why, cn_code_name (verdict.code));
        }
      g_array_append_val (out->history, move);
    }

  if (step->move_count < out->state.move_count)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "history.moves",
                          "the history stops at move %u of the round, the round saved is at "
                          "move %u: moves are missing", step->move_count, out->state.move_count);
  if (step->move_count > out->state.move_count)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "history.moves",
                          "the history goes on to move %u of the round, the round saved is at "
                          "move %u", step->move_count, out->state.move_count);
  if (!cn_position_equal (step, &out->state))
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "the moves replay to another position than the round saved");

  out->has_history = TRUE;
  return TRUE;
}

static gboolean
load_game (Loader      *loader,
           JsonNode    *node,
           CnGame      *game,
           GError     **error)
{
  const char *where = "game";
  JsonObject *object;
  JsonNode *member;
  JsonArray *array;
  gint64 value;

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_json_check_keys (object, where, game_keys, error))
    return FALSE;

  if (!need_int (object, where, "round", 0, CN_SAVE_MAX_ROUNDS, &value, error))
    return FALSE;
  game->round = (int) value;
  if (!need_int (object, where, "dealer", 0, loader->players - 1, &value, error))
    return FALSE;
  game->dealer = (int) value;

  if ((member = cn_json_need (object, where, "scores", error)) == NULL ||
      !cn_json_want_per (member, "game.scores", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("game.scores[%d]", side);

      if (!cn_json_want_int (json_array_get_element (array, side), here,
                              -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE, &value, error))
        return FALSE;
      game->scores[side] = (int) value;
    }

  if ((member = cn_json_need (object, where, "seed", error)) == NULL ||
      !cn_json_want_u64 (member, "game.seed", &game->seed, error))
    return FALSE;
  if (!need_bool (object, where, "over", &game->over, error))
    return FALSE;
  if ((member = cn_json_need (object, where, "winner", error)) == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (member))
    game->winner = -1;
  else if (!cn_json_want_int (member, "game.winner", 0, loader->n_sides - 1, &value, error))
    return FALSE;
  else
    game->winner = (int) value;

  if (game->over != (game->winner >= 0))
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                          game->over ? "the game is over but has no winner"
                                     : "the game has a winner but is not over");
  return TRUE;
}

static gboolean
load_memory (Loader      *loader,
             JsonNode    *node,
             const char  *where,
             int          seat,
             CnAiMemory  *memory,
             GError     **error)
{
  JsonObject *object;
  JsonNode *member;
  JsonArray *array;
  int known[CN_N_KINDS] = { 0 };
  g_autofree char *here = NULL;

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_json_check_keys (object, where, memory_keys, error))
    return FALSE;

  memset (memory, 0, sizeof *memory);
  memory->seat = (uint8_t) seat;

  /* What the seat knows of the others' hands: at most the decks' copies
   * in all. The players trim it to the table themselves. */
  here = g_strdup_printf ("%s.known", where);
  if ((member = cn_json_need (object, where, "known", error)) == NULL ||
      !cn_json_want_per (member, here, loader->players, "seat", &array, error))
    return FALSE;
  for (int other = 0; other < loader->players; other++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, other);
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!cn_json_want_cards (json_array_get_element (array, other), at, CN_MAX_CARDS,
                               loader->rules, known, cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        memory->known[other][cards[i]]++;
    }

  g_clear_pointer (&here, g_free);
  here = g_strdup_printf ("%s.discarded", where);
  if ((member = cn_json_need (object, where, "discarded", error)) == NULL ||
      !cn_json_want_per (member, here, loader->players, "seat", &array, error))
    return FALSE;
  for (int other = 0; other < loader->players; other++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, other);

      if (!cn_json_want_rank_counts (json_array_get_element (array, other), at, G_MAXUINT8,
                                     memory->discarded[other], error))
        return FALSE;
    }

  g_clear_pointer (&here, g_free);
  here = cn_json_where (where, "rng");
  return (member = cn_json_need (object, where, "rng", error)) != NULL &&
         cn_json_want_rng (member, here, memory->rng, error);
}

static gboolean
load_seats (Loader      *loader,
            JsonNode    *node,
            CnSaveSeat  *seats,
            GError     **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, "seats", loader->players, "seat", &array, error))
    return FALSE;

  for (int seat = 0; seat < loader->players; seat++)
    {
      g_autofree char *where = g_strdup_printf ("seats[%d]", seat);
      CnSaveSeat *info = &seats[seat];
      JsonObject *object;
      JsonNode *member;
      const char *text;
      int kind = 0;

      if (!cn_json_want_object (json_array_get_element (array, seat), where, &object, error))
        return FALSE;
      if (!cn_json_check_keys (object, where, seat_keys, error))
        return FALSE;

      if ((member = cn_json_need (object, where, "name", error)) == NULL)
        return FALSE;
      {
        g_autofree char *here = g_strdup_printf ("%s.name", where);

        if (!cn_json_want_string (member, here, CN_SAVE_NAME_MAX, &text, error))
          return FALSE;
        g_strlcpy (info->name, text, sizeof info->name);
      }

      if (!need_name (object, where, "kind", seat_kind_names, G_N_ELEMENTS (seat_kind_names),
                      &kind, error))
        return FALSE;
      info->kind = kind;

      if (kind == CN_SEAT_HUMAN)
        {
          if (json_object_has_member (object, "level") || json_object_has_member (object, "memory"))
            return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                                  "a human seat has no computer level or memory");
          continue;
        }

      if ((member = cn_json_need (object, where, "level", error)) == NULL)
        return FALSE;
      {
        g_autofree char *here = g_strdup_printf ("%s.level", where);

        if (!cn_json_want_string (member, here, CN_SAVE_LEVEL_MAX, &text, error))
          return FALSE;
        /* A level is a name the app knows ("hard"): letters, digits, - and _. */
        for (const char *p = text; *p != '\0'; p++)
          if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
            {
              g_autofree char *quoted = cn_json_quote (text);

              return cn_json_fail (error, CN_SAVE_ERROR_INVALID, here,
                                    "%s is not a computer level", quoted);
            }
        if (*text == '\0')
          return cn_json_fail (error, CN_SAVE_ERROR_INVALID, here, "empty computer level");
        g_strlcpy (info->level, text, sizeof info->level);
      }

      if ((member = json_object_get_member (object, "memory")) != NULL)
        {
          g_autofree char *here = g_strdup_printf ("%s.memory", where);

          if (!load_memory (loader, member, here, seat, &info->memory, error))
            return FALSE;
          info->has_memory = TRUE;
        }
    }

  return TRUE;
}

static gboolean
load_save (JsonNode    *root,
           CnSaveData  *out,
           GError     **error)
{
  Loader loader = { 0 };
  const CnSeating *seating;
  JsonObject *object;
  JsonNode *member;
  const char *text;
  gint64 value;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, NULL,
                          "not a Canasta save: the file holds %s, not an object",
                          cn_json_node_kind (root));
  object = json_node_get_object (root);

  /* The header first: a file from a newer Canasta is refused for its
   * version before any of its keys can be found strange. */
  member = json_object_get_member (object, "format");
  if (member == NULL)
    return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, NULL,
                          "not a Canasta save: no \"format\" key");
  if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
    return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, "format",
                          "not a Canasta save: expected a string, found %s",
                          cn_json_node_kind (member));
  text = json_node_get_string (member);
  if (g_strcmp0 (text, CN_SAVE_FORMAT) != 0)
    {
      g_autofree char *quoted = cn_json_quote (text != NULL ? text : "");

      return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, "format",
                            "not a Canasta save: the format is %s, not \"%s\"",
                            quoted, CN_SAVE_FORMAT);
    }

  member = json_object_get_member (object, "version");
  if (member == NULL)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL, "missing \"version\"");
  if (!cn_json_want_int (member, "version", G_MININT64, G_MAXINT64, &value, error))
    return FALSE;
  if (value > CN_SAVE_FORMAT_VERSION)
    return cn_json_fail (error, CN_SAVE_ERROR_VERSION, NULL,
                          "saved by a newer Canasta (format %" G_GINT64_FORMAT
                          "); this version reads format %d", value, CN_SAVE_FORMAT_VERSION);
  if (value < 1)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, "version",
                          "there is no format %" G_GINT64_FORMAT, value);
  out->version = (int) value;

  if (!cn_json_check_keys (object, NULL, top_keys, error))
    return FALSE;

  /* The variant and the seating come next: everything else is checked
   * against them. */
  {
    int players = 0;

    if (!cn_position_read_header (object, NULL, CN_POSITION_SAVE, &loader.rules, &players,
                                  &out->options, error))
      return FALSE;
    seating = cn_rules_seating (loader.rules, players);
  }
  loader.players = seating->players;
  loader.n_sides = seating->sides;
  out->variant = loader.rules->variant;
  out->players = loader.players;

  /* The engine fills what follows from the rules (sides, hand size, ...);
   * the file fills the rest. */
  cn_game_init (&out->game, loader.rules, &out->options, loader.players, 0);
  if ((member = cn_json_need (object, NULL, "game", error)) == NULL ||
      !load_game (&loader, member, &out->game, error))
    return FALSE;

  cn_state_init_empty (&out->state, loader.rules, &out->options, loader.players);
  if ((member = cn_json_need (object, NULL, "round", error)) == NULL ||
      !load_round (&loader, member, out->version, &out->state, error))
    return FALSE;

  /* Versions before 4 have no history; a file of version 4 or later
   * always has one (a history lost from such a file is a broken file). */
  if (out->version < CN_SAVE_HISTORY_VERSION)
    {
      if (json_object_has_member (object, "history"))
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL,
                              "unknown key \"history\" in a file of format %d", out->version);
    }
  else if ((member = cn_json_need (object, NULL, "history", error)) == NULL ||
           !load_history (&loader, member, out, error))
    return FALSE;

  if ((member = cn_json_need (object, NULL, "seats", error)) == NULL ||
      !load_seats (&loader, member, out->seats, error))
    return FALSE;

  /* The story came with version 5, which always has one. */
  if (out->version < CN_SAVE_STORY_VERSION)
    {
      if (json_object_has_member (object, "story"))
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL,
                             "unknown key \"story\" in a file of format %d", out->version);
    }
  else if ((member = cn_json_need (object, NULL, "story", error)) == NULL ||
           !cn_save_story_read (member, &out->game, &out->story, error))
    return FALSE;

  /* The past came with version 6, which always has one (maybe empty). */
  if (out->version < CN_SAVE_PAST_VERSION)
    {
      if (json_object_has_member (object, "past"))
        return cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL,
                             "unknown key \"past\" in a file of format %d", out->version);
    }
  else if ((member = cn_json_need (object, NULL, "past", error)) == NULL ||
           !cn_save_past_read (member, out, &out->past, error))
    return FALSE;

  if ((member = json_object_get_member (object, "app")) != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      JsonObject *app;

      if (!cn_json_want_object (member, "app", &app, error))
        return FALSE;
      out->app = json_object_ref (app);
    }

  return TRUE;
}

gboolean
cn_save_from_bytes (const guint8  *bytes,
                    gsize          length,
                    CnSaveData    *out,
                    GError       **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (bytes != NULL || length == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  cn_save_data_init (out);

  root = cn_json_parse (bytes, length, CN_SAVE_MAX_BYTES, CN_SAVE_MAX_DEPTH, error);
  if (root == NULL)
    return FALSE;

  if (!load_save (root, out, error))
    {
      cn_save_data_clear (out);
      return FALSE;
    }

  return TRUE;
}

/* ------------------------------------------------------------- the disk */

gboolean
cn_save_write (const char        *path,
               const CnSaveData  *data,
               GError           **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  bytes = cn_save_to_bytes (data, error);
  if (bytes == NULL)
    return FALSE;

  return cn_json_write_file (path, bytes, error);
}

gboolean
cn_save_read (const char  *path,
              CnSaveData  *out,
              GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  const guint8 *data;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  cn_save_data_init (out);

  bytes = cn_json_read_file (path, CN_SAVE_MAX_BYTES, &local_error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &length);
      if (cn_save_from_bytes (data, length, out, &local_error))
        return TRUE;
    }

  /* The file's name, as the rest, on one line. */
  {
    g_autofree char *display = g_filename_display_name (path);
    g_autofree char *message = NULL;
    g_autofree char *line = NULL;

    if (local_error->domain == G_FILE_ERROR)
      message = g_strdup_printf ("Could not read %s: %s", display, local_error->message);
    else
      message = g_strdup_printf ("Cannot resume the saved game in %s: %s", display,
                                 local_error->message);
    line = cn_json_escape (message);
    g_set_error_literal (error, local_error->domain, local_error->code, line);
  }
  return FALSE;
}

gboolean
cn_save_error_is_missing (const GError *error)
{
  return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
         g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
}

char *
cn_save_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "canasta", "autosave.json", NULL);
}

/* Links the file under the new name first, which fails rather than replace
 * anything there, then drops the old name: at no moment can a file be lost,
 * and a name taken by an earlier quarantine is never overwritten. */
static gboolean
move_aside (const char  *path,
            const char  *target,
            gboolean    *taken,
            GError     **error)
{
  int saved_errno;

  *taken = FALSE;
  if (link (path, target) == 0)
    {
      if (unlink (path) == 0)
        return TRUE;
      saved_errno = errno;
      /* Put things back as they were: one name, the old one. */
      unlink (target);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "Could not move %s aside: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  saved_errno = errno;
  if (saved_errno == EEXIST)
    {
      *taken = TRUE;
      return FALSE;
    }

  /* Some file systems have no hard links: fall back on a move that
   * refuses to overwrite (there is a small race there that link avoids). */
  if (saved_errno == EPERM || saved_errno == ENOTSUP || saved_errno == EOPNOTSUPP ||
      saved_errno == EMLINK || saved_errno == ENOSYS || saved_errno == EXDEV)
    {
      g_autoptr(GFile) from = g_file_new_for_path (path);
      g_autoptr(GFile) to = g_file_new_for_path (target);
      g_autoptr(GError) local_error = NULL;

      if (g_file_move (from, to, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &local_error))
        return TRUE;
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          *taken = TRUE;
          return FALSE;
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                 "Could not move %s aside: %s", display, g_strerror (saved_errno));
  }
  return FALSE;
}

char *
cn_save_quarantine (const char  *path,
                    GError     **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stamp = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (int attempt = 1; attempt <= 1000; attempt++)
    {
      g_autofree char *target = attempt == 1 ?
        g_strdup_printf ("%s.broken-%s", path, stamp) :
        g_strdup_printf ("%s.broken-%s-%d", path, stamp, attempt);
      gboolean taken = FALSE;

      if (move_aside (path, target, &taken, error))
        return g_steal_pointer (&target);
      if (!taken)
        {
          cn_json_error_one_line (error != NULL ? *error : NULL);
          return NULL;
        }
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                 "Could not move %s aside: too many broken copies already", display);
    cn_json_error_one_line (error != NULL ? *error : NULL);
  }
  return NULL;
}
