/* cn-scenario.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-scenario.h"

#include <string.h>

/* Keys of a scenario file besides the position's: the moves, and what
 * tests and the help read ("title", "description", "section", "expect"),
 * whose types only are checked here. */
static const char * const scenario_keys[] = {
  "moves", "title", "description", "expect", "section", "comment", NULL
};

static const char * const text_keys[] = {
  "title", "description", "section", "comment", NULL
};

/* ---------------------------------------------------------------- moves */

/* How to add a key to moves: a row in move_keys with the function that
 * reads it into a CnMove and the one that writes it, and its name among
 * the needed or optional keys of the kinds of move that take it. */

typedef gboolean (*MoveRead)  (JsonNode     *node,
                               const char   *where,
                               CnMove       *move,
                               GError      **error);
typedef void     (*MoveWrite) (JsonBuilder  *builder,
                               const char   *name,
                               const CnMove *move);

typedef struct
{
  const char *name;
  MoveRead    read;
  MoveWrite   write;
} MoveKey;

typedef struct
{
  const char *name;
  /* The keys besides "seat" and "do", in the order they are written. */
  const char *needed[3];
  const char *optional[3];
} MoveKind;

static const MoveKind move_kinds[CN_N_MOVE_KINDS] = {
  [CN_MOVE_DRAW] = { "draw" },
  [CN_MOVE_TAKE_PILE] = { "take-pile", { NULL }, { "with" } },
  [CN_MOVE_MELD] = { "meld", { "cards" } },
  /* An add names its meld by "rank" or, where a rank may hold several
   * melds, by its index, "meld" (load_move checks there is one of them). */
  [CN_MOVE_ADD] = { "add", { "rank", "cards" }, { "meld" } },
  [CN_MOVE_DISCARD] = { "discard", { "card" } },
  [CN_MOVE_ASK_GO_OUT] = { "ask-go-out" },
  [CN_MOVE_ANSWER_GO_OUT] = { "answer-go-out", { "yes" } },
  [CN_MOVE_CUT] = { "cut", { "lift" } },
};

static gboolean
read_move_cards (JsonNode    *node,
                 const char  *where,
                 CnMove      *move,
                 GError     **error)
{
  JsonArray *array;
  guint n;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "expected an array, found %s",
                         cn_json_node_kind (node));
  array = json_node_get_array (node);
  n = json_array_get_length (array);
  if (n > CN_MOVE_CAP)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "too many cards in one move (%u, at most %d)", n, CN_MOVE_CAP);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);

      if (!cn_json_want_card (json_array_get_element (array, i), at, &move->cards[i], error))
        return FALSE;
    }
  move->n = (uint8_t) n;
  return TRUE;
}

static void
write_move_cards (JsonBuilder  *builder,
                  const char   *name,
                  const CnMove *move)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (int i = 0; i < move->n && i < CN_MOVE_CAP; i++)
    cn_json_add_card (builder, move->cards[i]);
  json_builder_end_array (builder);
}

static gboolean
read_move_card (JsonNode    *node,
                const char  *where,
                CnMove      *move,
                GError     **error)
{
  if (!cn_json_want_card (node, where, &move->cards[0], error))
    return FALSE;
  move->n = 1;
  return TRUE;
}

static void
write_move_card (JsonBuilder  *builder,
                 const char   *name,
                 const CnMove *move)
{
  json_builder_set_member_name (builder, name);
  cn_json_add_card (builder, move->cards[0]);
}

static gboolean
read_move_rank (JsonNode    *node,
                const char  *where,
                CnMove      *move,
                GError     **error)
{
  const char *text;
  CnRank rank;

  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error) ||
      !cn_json_parse_rank (text, where, FALSE, &rank, error))
    return FALSE;
  move->rank = (uint8_t) rank;
  return TRUE;
}

static void
write_move_rank (JsonBuilder  *builder,
                 const char   *name,
                 const CnMove *move)
{
  if (move->kind == CN_MOVE_ADD && cn_move_meld_index (move) >= 0)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, cn_rank_to_string (move->rank));
}

static gboolean
read_move_meld (JsonNode    *node,
                const char  *where,
                CnMove      *move,
                GError     **error)
{
  gint64 index;

  if (!cn_json_want_int (node, where, 0, CN_MAX_MELDS - 1, &index, error))
    return FALSE;
  cn_move_set_meld_index (move, (int) index);
  return TRUE;
}

static void
write_move_meld (JsonBuilder  *builder,
                 const char   *name,
                 const CnMove *move)
{
  if (cn_move_meld_index (move) < 0)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, cn_move_meld_index (move));
}

/* The cut: how many cards the cutter lifts (the engine judges the range). */
static gboolean
read_move_lift (JsonNode    *node,
                const char  *where,
                CnMove      *move,
                GError     **error)
{
  gint64 lift;

  if (!cn_json_want_int (node, where, 0, G_MAXUINT8, &lift, error))
    return FALSE;
  move->cut = (uint8_t) lift;
  return TRUE;
}

static void
write_move_lift (JsonBuilder  *builder,
                 const char   *name,
                 const CnMove *move)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, move->cut);
}

static gboolean
read_move_yes (JsonNode    *node,
               const char  *where,
               CnMove      *move,
               GError     **error)
{
  gboolean yes;

  if (!cn_json_want_bool (node, where, &yes, error))
    return FALSE;
  move->yes = yes ? 1 : 0;
  return TRUE;
}

static void
write_move_yes (JsonBuilder  *builder,
                const char   *name,
                const CnMove *move)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, move->yes != 0);
}

static const MoveKey move_keys[] = {
  { "with", read_move_cards, write_move_cards },
  { "cards", read_move_cards, write_move_cards },
  { "card", read_move_card, write_move_card },
  { "rank", read_move_rank, write_move_rank },
  { "yes", read_move_yes, write_move_yes },
  { "meld", read_move_meld, write_move_meld },
  { "lift", read_move_lift, write_move_lift },
};

static const MoveKey *
move_key (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (move_keys); i++)
    if (g_str_equal (move_keys[i].name, name))
      return &move_keys[i];
  g_assert_not_reached ();
}

static gboolean
kind_takes (const MoveKind *kind,
            const char     *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (kind->needed); i++)
    if (g_strcmp0 (kind->needed[i], name) == 0 || g_strcmp0 (kind->optional[i], name) == 0)
      return TRUE;
  return FALSE;
}

static gboolean
load_move (const CnState  *state,
           JsonNode       *node,
           const char     *where,
           CnMove         *move,
           GError        **error)
{
  static const char * const common_keys[] = { "seat", "do", "comment", NULL };
  const MoveKind *kind = NULL;
  g_autofree char *here = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *object = NULL;
  JsonNode *member;
  const char *what;
  gint64 seat;

  memset (move, 0, sizeof *move);

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;

  /* Every key is a move key, or unknown. */
  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      gboolean known = g_strv_contains (common_keys, l->data);

      for (guint i = 0; i < G_N_ELEMENTS (move_keys) && !known; i++)
        known = g_str_equal (move_keys[i].name, l->data);
      if (!known)
        {
          g_autofree char *quoted = cn_json_quote (l->data);

          return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "unknown key %s", quoted);
        }
    }

  here = cn_json_where (where, "seat");
  if ((member = cn_json_need (object, where, "seat", error)) == NULL ||
      !cn_json_want_int (member, here, G_MININT64, G_MAXINT64, &seat, error))
    return FALSE;
  if (seat < 0 || seat >= state->n_players)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here,
                         "no seat %" G_GINT64_FORMAT " in a %d-player game (seats 0 to %d)",
                         seat, state->n_players, state->n_players - 1);
  move->seat = (uint8_t) seat;

  g_clear_pointer (&here, g_free);
  here = cn_json_where (where, "do");
  if ((member = cn_json_need (object, where, "do", error)) == NULL ||
      !cn_json_want_string (member, here, G_MAXSIZE, &what, error))
    return FALSE;
  for (int k = 0; k < CN_N_MOVE_KINDS; k++)
    if (g_str_equal (move_kinds[k].name, what))
      {
        kind = &move_kinds[k];
        move->kind = (uint8_t) k;
      }
  if (kind == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);
      g_autofree char *quoted = cn_json_quote (what);

      for (int k = 0; k < CN_N_MOVE_KINDS; k++)
        g_string_append_printf (known, "%s%s", k ? ", " : "", move_kinds[k].name);
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here, "unknown move %s (%s)",
                           quoted, known->str);
    }

  /* A key of another kind of move is refused, so that a "cards" on a
   * discard is not silently ignored. */
  for (guint i = 0; i < G_N_ELEMENTS (move_keys); i++)
    if (json_object_has_member (object, move_keys[i].name) &&
        !kind_takes (kind, move_keys[i].name))
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "\"%s\" does not belong to a %s move", move_keys[i].name, what);
  for (guint i = 0; i < G_N_ELEMENTS (kind->needed) && kind->needed[i] != NULL; i++)
    {
      /* An add by index needs no rank. */
      if (move->kind == CN_MOVE_ADD && g_str_equal (kind->needed[i], "rank") &&
          json_object_has_member (object, "meld"))
        continue;
      if (!json_object_has_member (object, kind->needed[i]))
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "\"%s\" needs \"%s\"",
                             what, kind->needed[i]);
    }
  if (move->kind == CN_MOVE_ADD && json_object_has_member (object, "rank") &&
      json_object_has_member (object, "meld"))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "an add names its meld by \"rank\" or by \"meld\", not both");

  for (guint i = 0; i < G_N_ELEMENTS (move_keys); i++)
    if ((member = json_object_get_member (object, move_keys[i].name)) != NULL)
      {
        g_autofree char *at = cn_json_where (where, move_keys[i].name);

        if (!move_keys[i].read (member, at, move, error))
          return FALSE;
      }

  return TRUE;
}

gboolean
cn_scenario_move_from_json (const CnState  *state,
                            JsonNode       *node,
                            const char     *where,
                            CnMove         *move,
                            GError        **error)
{
  g_return_val_if_fail (state != NULL && node != NULL && move != NULL, FALSE);

  return load_move (state, node, where, move, error);
}

JsonNode *
cn_scenario_move_to_json (const CnMove *move)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  const MoveKind *kind;

  g_return_val_if_fail (move != NULL, NULL);

  kind = move->kind < CN_N_MOVE_KINDS ? &move_kinds[move->kind] : NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, move->seat);
  json_builder_set_member_name (builder, "do");
  json_builder_add_string_value (builder, kind != NULL ? kind->name : "unknown");
  for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kind->needed); i++)
    if (kind->needed[i] != NULL)
      move_key (kind->needed[i])->write (builder, kind->needed[i], move);
  for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kind->optional); i++)
    if (kind->optional[i] != NULL)
      move_key (kind->optional[i])->write (builder, kind->optional[i], move);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* ------------------------------------------------------------- the file */

static gboolean
load_scenario (CnScenario  *scenario,
               JsonNode    *root,
               GError     **error)
{
  JsonObject *object = NULL;
  JsonNode *member;
  JsonArray *array;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, NULL,
                         "the file must hold one object, not %s", cn_json_node_kind (root));
  object = json_node_get_object (root);

  if (!cn_position_read (object, "", CN_POSITION_SCENARIO, 0, scenario_keys, &scenario->state,
                         error))
    return FALSE;

  for (guint i = 0; text_keys[i] != NULL; i++)
    {
      const char *text;

      if ((member = json_object_get_member (object, text_keys[i])) != NULL &&
          !cn_json_want_string (member, text_keys[i], G_MAXSIZE, &text, error))
        return FALSE;
    }
  if ((member = json_object_get_member (object, "expect")) != NULL)
    {
      JsonObject *expect;

      if (!cn_json_want_object (member, "expect", &expect, error))
        return FALSE;
    }

  if ((member = json_object_get_member (object, "moves")) != NULL)
    {
      if (!cn_json_want_array (member, "moves", CN_SCENARIO_MAX_MOVES, &array, error))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *here = g_strdup_printf ("moves[%u]", i);
          CnMove move;

          if (!load_move (&scenario->state, json_array_get_element (array, i), here, &move,
                          error))
            return FALSE;
          g_array_append_val (scenario->moves, move);
        }
    }

  return TRUE;
}

CnScenario *
cn_scenario_new_from_data (const char  *data,
                           gssize       length,
                           GError     **error)
{
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (data);

  root = cn_json_parse ((const guint8 *) data, (gsize) length, CN_SCENARIO_MAX_BYTES,
                        CN_SCENARIO_MAX_DEPTH, error);
  if (root == NULL)
    return NULL;

  scenario = g_new0 (CnScenario, 1);
  scenario->moves = g_array_new (FALSE, TRUE, sizeof (CnMove));
  scenario->root = json_node_ref (root);

  if (!load_scenario (scenario, root, error))
    return NULL;

  return g_steal_pointer (&scenario);
}

CnScenario *
cn_scenario_new_from_file (const char  *path,
                           GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (path != NULL, NULL);

  /* A regular file, or standard input, and never more than the limit:
   * /dev/zero is refused at once, a FIFO without a writer too. */
  if (g_str_equal (path, "-"))
    bytes = cn_json_read_stdin (CN_SCENARIO_MAX_BYTES, error);
  else
    bytes = cn_json_read_file (path, CN_SCENARIO_MAX_BYTES, error);
  if (bytes == NULL)
    {
      if (error != NULL && (*error)->domain == G_FILE_ERROR)
        g_prefix_error (error, "cannot read: ");
      return NULL;
    }

  data = g_bytes_get_data (bytes, &length);
  return cn_scenario_new_from_data (data != NULL ? data : "", (gssize) length, error);
}

void
cn_scenario_free (CnScenario *scenario)
{
  if (scenario == NULL)
    return;

  g_clear_pointer (&scenario->moves, g_array_unref);
  g_clear_pointer (&scenario->root, json_node_unref);
  g_free (scenario);
}

JsonObject *
cn_scenario_get_expect (const CnScenario *scenario)
{
  JsonObject *object = NULL;
  JsonNode *expect;

  g_return_val_if_fail (scenario != NULL, NULL);

  if (scenario->root == NULL || !JSON_NODE_HOLDS_OBJECT (scenario->root))
    return NULL;
  object = json_node_get_object (scenario->root);
  expect = json_object_get_member (object, "expect");
  if (expect == NULL || !JSON_NODE_HOLDS_OBJECT (expect))
    return NULL;
  return json_node_get_object (expect);
}

/* --------------------------------------------------------------- writing */

JsonNode *
cn_scenario_state_to_json (const CnState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return cn_position_to_json (state, CN_POSITION_SCENARIO);
}

JsonNode *
cn_scenario_score_to_json (const CnRoundScore *score)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  g_return_val_if_fail (score != NULL, NULL);

  json_builder_begin_array (builder);
  for (int side = 0; side < score->n_sides && side < CN_MAX_SIDES; side++)
    {
      const CnSideScore *s = &score->sides[side];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "total");
      json_builder_add_int_value (builder, s->total);
      /* The score sheet's two lines: the base and the cards. */
      json_builder_set_member_name (builder, "base");
      json_builder_add_int_value (builder, s->base);
      json_builder_set_member_name (builder, "cards");
      json_builder_add_int_value (builder, s->cards);
      json_builder_set_member_name (builder, "lines");
      json_builder_begin_object (builder);
      for (int line = 0; line < CN_N_LINES; line++)
        {
          json_builder_set_member_name (builder, cn_line_name (line));
          json_builder_add_int_value (builder, s->lines[line]);
        }
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  return json_builder_get_root (builder);
}

/* --------------------------------------------------------------- referee */

JsonNode *
cn_referee_run (const CnScenario *scenario,
                CnState          *final)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  CnState state;

  g_return_val_if_fail (scenario != NULL, NULL);

  state = scenario->state;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "results");
  json_builder_begin_array (builder);
  for (guint i = 0; i < scenario->moves->len; i++)
    {
      const CnMove *move = &g_array_index (scenario->moves, CnMove, i);
      CnVerdict verdict = { 0 };

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ok");
      if (cn_apply (&state, move, &verdict, NULL))
        json_builder_add_boolean_value (builder, TRUE);
      else
        {
          g_autofree char *message = cn_verdict_describe (&verdict);

          json_builder_add_boolean_value (builder, FALSE);
          json_builder_set_member_name (builder, "code");
          json_builder_add_string_value (builder, cn_code_name (verdict.code));
          json_builder_set_member_name (builder, "section");
          json_builder_add_string_value (builder, cn_code_section (verdict.code));
          json_builder_set_member_name (builder, "message");
          json_builder_add_string_value (builder, message);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "state");
  json_builder_add_value (builder, cn_scenario_state_to_json (&state));

  json_builder_set_member_name (builder, "round_over");
  json_builder_add_boolean_value (builder, state.phase == CN_PHASE_ROUND_OVER);

  if (state.phase == CN_PHASE_ROUND_OVER)
    {
      CnRoundScore score = { 0 };

      cn_state_score (&state, &score);
      json_builder_set_member_name (builder, "scores");
      json_builder_add_value (builder, cn_scenario_score_to_json (&score));
    }

  json_builder_end_object (builder);

  if (final != NULL)
    *final = state;

  return json_builder_get_root (builder);
}
