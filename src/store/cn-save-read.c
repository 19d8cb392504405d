/* cn-save-read.c: reading a saved game, every key checked
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-save-private.h"
#include "cn-position.h"
#include "cn-scenario.h"

#include <string.h>

/* The file's form is described at the top of cn-save.c. A file is read
 * whole and checked before anything of it is used: each object holds
 * exactly the keys of its version, the position passes the codec's checks,
 * the history replays to it, and play can go on from it. */

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
