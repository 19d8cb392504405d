/* cn-scenario.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-scenario.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

G_DEFINE_QUARK (cn-scenario-error-quark, cn_scenario_error)

/* Keys a scenario file may carry. The informative ones are what the referee
 * writes back ("pile_state", "opened") and what tests and the help read
 * ("title", "description", "expect"); the loader checks their types only.
 * Anything else is refused, so that a misspelt key ("hand") is an error
 * rather than a silently empty position. */
static const char * const top_keys[] = {
  "variant", "players", "options", "scores", "turn", "phase", "hands",
  "stock", "discard", "melds", "red_threes", "melded_earlier", "moves",
  "pile_state", "opened", "title", "description", "expect", "section",
  "comment", NULL
};

static const char * const move_keys[] = {
  "seat", "do", "with", "cards", "card", "rank", "yes", "comment", NULL
};

static const char * const option_keys[] = {
  "red_threes_at_deal", "fixed_rounds", NULL
};

static const char * const move_names[CN_N_MOVE_KINDS] = {
  [CN_MOVE_DRAW] = "draw",
  [CN_MOVE_TAKE_PILE] = "take-pile",
  [CN_MOVE_MELD] = "meld",
  [CN_MOVE_ADD] = "add",
  [CN_MOVE_DISCARD] = "discard",
  [CN_MOVE_ASK_GO_OUT] = "ask-go-out",
  [CN_MOVE_ANSWER_GO_OUT] = "answer-go-out",
};

static const char * const phase_names[] = {
  [CN_PHASE_DRAW] = "draw",
  [CN_PHASE_PLAY] = "play",
  [CN_PHASE_ASKING] = "asking",
  [CN_PHASE_ROUND_OVER] = "round-over",
};

static const char * const pile_state_names[] = {
  [CN_PILE_OPEN] = "open",
  [CN_PILE_FROZEN] = "frozen",
  [CN_PILE_BLOCKED] = "blocked",
  [CN_PILE_EMPTY] = "empty",
};

const char *
cn_phase_name (CnPhase phase)
{
  if ((guint) phase < G_N_ELEMENTS (phase_names))
    return phase_names[phase];
  return "unknown";
}

const char *
cn_pile_state_name (CnPileState pile_state)
{
  if ((guint) pile_state < G_N_ELEMENTS (pile_state_names))
    return pile_state_names[pile_state];
  return "unknown";
}

/* ------------------------------------------------------------- messages */

/* A string from the file, quoted and cut short for an error message. The
 * file is valid UTF-8 by the time any of its strings reach here. */
static char *
quote (const char *text)
{
  g_autofree char *shown = NULL;
  g_autofree char *escaped = NULL;

  if (g_utf8_strlen (text, -1) > 24)
    {
      g_autofree char *head = g_utf8_substring (text, 0, 24);

      shown = g_strconcat (head, "...", NULL);
    }
  else
    shown = g_strdup (text);

  escaped = g_strescape (shown, NULL);
  return g_strdup_printf ("\"%s\"", escaped);
}

G_GNUC_PRINTF (3, 4)
static gboolean
fail (GError     **error,
      const char  *where,
      const char  *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (where != NULL && *where != '\0')
    g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_INVALID,
                 "%s: %s", where, message);
  else
    g_set_error_literal (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_INVALID,
                         message);
  return FALSE;
}

static const char *
node_kind (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return "a string";
    case G_TYPE_BOOLEAN:
      return "a boolean";
    case G_TYPE_INT64:
      return "an integer";
    case G_TYPE_DOUBLE:
      return "a number with a fraction";
    default:
      return "a value";
    }
}

/* ------------------------------------------------------ typed accessors */

static gboolean
want_array (JsonNode    *node,
            const char  *where,
            guint        max,
            JsonArray  **out,
            GError     **error)
{
  JsonArray *array = NULL;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, where, "expected an array, found %s", node_kind (node));

  array = json_node_get_array (node);
  if (json_array_get_length (array) > max)
    return fail (error, where, "too many entries (%u, at most %u)",
                 json_array_get_length (array), max);

  *out = array;
  return TRUE;
}

static gboolean
want_object (JsonNode    *node,
             const char  *where,
             JsonObject **out,
             GError     **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, where, "expected an object, found %s", node_kind (node));

  *out = json_node_get_object (node);
  return TRUE;
}

static gboolean
want_int (JsonNode    *node,
          const char  *where,
          gint64       min,
          gint64       max,
          gint64      *out,
          GError     **error)
{
  gint64 value;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    {
      /* Numbers too large for 64 bits come back from the parser as
       * doubles (infinity beyond the double range): name that plainly. */
      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
        {
          double d = json_node_get_double (node);

          if (!isfinite (d) || d > 1e15 || d < -1e15)
            return fail (error, where, "number out of range");
        }
      return fail (error, where, "expected an integer, found %s", node_kind (node));
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    return fail (error, where, "number out of range (%" G_GINT64_FORMAT
                 ", expected %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT ")",
                 value, min, max);

  *out = value;
  return TRUE;
}

static gboolean
want_bool (JsonNode    *node,
           const char  *where,
           gboolean    *out,
           GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return fail (error, where, "expected true or false, found %s", node_kind (node));

  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
want_string (JsonNode    *node,
             const char  *where,
             const char **out,
             GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, where, "expected a string, found %s", node_kind (node));

  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
want_card (JsonNode    *node,
           const char  *where,
           CnCard      *out,
           GError     **error)
{
  const char *text = NULL;
  CnCard card;

  if (!want_string (node, where, &text, error))
    return FALSE;

  /* Cards are short: refuse long strings before the parser sees them. */
  if (strlen (text) > 4 || !cn_card_parse (text, &card) || !cn_card_valid (card))
    {
      g_autofree char *quoted = quote (text);

      return fail (error, where, "unknown card %s", quoted);
    }

  *out = card;
  return TRUE;
}

static gboolean
check_keys (JsonObject         *object,
            const char         *where,
            const char * const *known,
            GError            **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      gboolean found = FALSE;

      for (guint i = 0; known[i] != NULL; i++)
        if (g_str_equal (known[i], key))
          found = TRUE;

      if (!found)
        {
          g_autofree char *quoted = quote (key);

          return fail (error, where, "unknown key %s", quoted);
        }
    }

  return TRUE;
}

/* ------------------------------------------------------ the raw bytes */

/* No number in a scenario needs more digits than this. */
#define MAX_DIGITS 15

/* Checks what json-glib would otherwise meet unprepared: bytes that are not
 * UTF-8, nesting deep enough to exhaust its recursive parser and numbers
 * too large for it. */
static gboolean
check_bytes (const char  *data,
             gsize        length,
             GError     **error)
{
  const char *end = NULL;
  int depth = 0;
  int line = 1;
  int digits = 0;
  gboolean in_string = FALSE;
  gboolean finished = FALSE;

  if (length > CN_SCENARIO_MAX_BYTES)
    {
      g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                   "file too large (%" G_GSIZE_FORMAT " bytes, at most %d)",
                   length, CN_SCENARIO_MAX_BYTES);
      return FALSE;
    }

  if (!g_utf8_validate_len (data, length, &end))
    {
      int bad_line = 1;

      for (const char *p = data; p < end; p++)
        if (*p == '\n')
          bad_line++;
      g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                   "line %d: not valid UTF-8 text (byte %" G_GSIZE_FORMAT ")",
                   bad_line, (gsize) (end - data) + 1);
      return FALSE;
    }

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        line++;

      /* json-glib wraps integers beyond 64 bits around without a word
       * (99999999999999999999999 reads as -1), so long digit runs are
       * refused here, where they can still be told from small numbers. */
      if (!in_string && g_ascii_isdigit (c))
        {
          if (++digits > MAX_DIGITS)
            {
              g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                           "line %d: number out of range (more than %d digits)",
                           line, MAX_DIGITS);
              return FALSE;
            }
          continue;
        }
      digits = 0;

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      /* json-glib reads the first value and ignores what follows it. */
      if (finished && !g_ascii_isspace (c))
        {
          g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                       "not valid JSON: line %d: more text after the end of the object", line);
          return FALSE;
        }

      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > CN_SCENARIO_MAX_DEPTH)
            {
              g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                           "line %d: nested deeper than %d levels",
                           line, CN_SCENARIO_MAX_DEPTH);
              return FALSE;
            }
        }
      else if (c == ']' || c == '}')
        {
          if (--depth == 0)
            finished = TRUE;
        }
    }

  return TRUE;
}

/* --------------------------------------------------------------- loading */

typedef struct
{
  const CnRules *rules;
  int            players;
  int            n_sides;
  int            copies[CN_N_KINDS];   /* cards of each kind placed so far */
  int            total;
} Loader;

/* Counts a card into the position, refusing more copies than the decks
 * hold, so the message can say where the extra copy is. */
static gboolean
count_card (Loader      *loader,
            CnCard       card,
            const char  *where,
            GError     **error)
{
  int copies = cn_rules_copies (loader->rules, card);

  if (loader->copies[card] >= copies)
    {
      char buf[8];

      return fail (error, where, "too many %s (more than the %d the decks hold)",
                   cn_card_to_string (card, buf), copies);
    }

  loader->copies[card]++;
  loader->total++;
  return TRUE;
}

/* Reads an array of cards, counting each. */
static gboolean
load_cards (Loader      *loader,
            JsonNode    *node,
            const char  *where,
            guint        max,
            CnCard      *out,
            int         *n_out,
            GError     **error)
{
  JsonArray *array = NULL;
  guint n;

  if (!want_array (node, where, max, &array, error))
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%u]", where, i);

      if (!want_card (json_array_get_element (array, i), here, &out[i], error))
        return FALSE;
      if (!count_card (loader, out[i], here, error))
        return FALSE;
    }

  *n_out = (int) n;
  return TRUE;
}

/* An array with one entry per side or per seat. */
static gboolean
want_per (JsonNode    *node,
          const char  *where,
          guint        count,
          const char  *what,
          JsonArray  **out,
          GError     **error)
{
  if (!want_array (node, where, count, out, error))
    return FALSE;

  if (json_array_get_length (*out) != count)
    return fail (error, where, "expected %u entries, one per %s, found %u",
                 count, what, json_array_get_length (*out));
  return TRUE;
}

static gboolean
load_options (Loader      *loader,
              JsonNode    *node,
              CnOptions   *options,
              GError     **error)
{
  JsonObject *object = NULL;
  JsonNode *member;

  if (!want_object (node, "options", &object, error))
    return FALSE;
  if (!check_keys (object, "options", option_keys, error))
    return FALSE;

  if ((member = json_object_get_member (object, "red_threes_at_deal")) != NULL &&
      !want_bool (member, "options.red_threes_at_deal", &options->red_threes_at_deal, error))
    return FALSE;

  if ((member = json_object_get_member (object, "fixed_rounds")) != NULL)
    {
      gint64 value;

      if (!want_int (member, "options.fixed_rounds", 0, 1000, &value, error))
        return FALSE;
      options->fixed_rounds = (int) value;
    }

  return TRUE;
}

static gboolean
load_move (Loader      *loader,
           JsonNode    *node,
           const char  *where,
           CnMove      *move,
           GError     **error)
{
  JsonObject *object = NULL;
  JsonNode *member;
  const char *what;
  gint64 seat;
  int kind = -1;
  g_autofree char *here = NULL;

  memset (move, 0, sizeof *move);

  if (!want_object (node, where, &object, error))
    return FALSE;
  if (!check_keys (object, where, move_keys, error))
    return FALSE;

  here = g_strdup_printf ("%s.seat", where);
  if ((member = json_object_get_member (object, "seat")) == NULL)
    return fail (error, where, "missing \"seat\"");
  if (!want_int (member, here, G_MININT64, G_MAXINT64, &seat, error))
    return FALSE;
  if (seat < 0 || seat >= loader->players)
    return fail (error, here, "no seat %" G_GINT64_FORMAT " in a %d-player game (seats 0 to %d)",
                 seat, loader->players, loader->players - 1);
  move->seat = (uint8_t) seat;

  g_clear_pointer (&here, g_free);
  here = g_strdup_printf ("%s.do", where);
  if ((member = json_object_get_member (object, "do")) == NULL)
    return fail (error, where, "missing \"do\"");
  if (!want_string (member, here, &what, error))
    return FALSE;
  for (int k = 0; k < CN_N_MOVE_KINDS; k++)
    if (g_str_equal (move_names[k], what))
      kind = k;
  if (kind < 0)
    {
      g_autofree char *quoted = quote (what);

      return fail (error, here, "unknown move %s (draw, take-pile, meld, add, discard, "
                   "ask-go-out, answer-go-out)", quoted);
    }
  move->kind = (uint8_t) kind;

  /* Which keys each kind needs; any other of the known keys is refused so
   * that a "cards" on a discard is not silently ignored. */
  {
    const char *needed = NULL;
    const char *optional = NULL;

    switch (kind)
      {
      case CN_MOVE_TAKE_PILE:
        optional = "with";
        break;
      case CN_MOVE_MELD:
        needed = "cards";
        break;
      case CN_MOVE_ADD:
        needed = "cards";
        optional = "rank";
        break;
      case CN_MOVE_DISCARD:
        needed = "card";
        break;
      case CN_MOVE_ANSWER_GO_OUT:
        needed = "yes";
        break;
      default:
        break;
      }

    for (guint i = 0; move_keys[i] != NULL; i++)
      {
        const char *key = move_keys[i];

        if (g_str_equal (key, "seat") || g_str_equal (key, "do") || g_str_equal (key, "comment"))
          continue;
        if (g_strcmp0 (key, needed) == 0 || g_strcmp0 (key, optional) == 0)
          continue;
        /* "rank" is required for "add"; it is checked below. */
        if (kind == CN_MOVE_ADD && g_str_equal (key, "rank"))
          continue;
        if (json_object_has_member (object, key))
          return fail (error, where, "\"%s\" does not belong to a %s move", key, what);
      }

    if (needed != NULL && !json_object_has_member (object, needed))
      return fail (error, where, "a %s move needs \"%s\"", what, needed);
  }

  switch (kind)
    {
    case CN_MOVE_TAKE_PILE:
    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
      {
        const char *key = kind == CN_MOVE_TAKE_PILE ? "with" : "cards";
        JsonArray *array = NULL;
        guint n;

        member = json_object_get_member (object, key);
        if (member == NULL)
          break;

        g_clear_pointer (&here, g_free);
        here = g_strdup_printf ("%s.%s", where, key);
        if (!JSON_NODE_HOLDS_ARRAY (member))
          return fail (error, here, "expected an array, found %s", node_kind (member));
        array = json_node_get_array (member);
        n = json_array_get_length (array);
        if (n > CN_MOVE_CAP)
          return fail (error, here, "too many cards in one move (%u, at most %d)",
                       n, CN_MOVE_CAP);
        for (guint i = 0; i < n; i++)
          {
            g_autofree char *at = g_strdup_printf ("%s[%u]", here, i);

            if (!want_card (json_array_get_element (array, i), at, &move->cards[i], error))
              return FALSE;
          }
        move->n = (uint8_t) n;

        if (kind == CN_MOVE_ADD)
          {
            const char *text = NULL;
            CnRank rank;

            g_clear_pointer (&here, g_free);
            here = g_strdup_printf ("%s.rank", where);
            if ((member = json_object_get_member (object, "rank")) == NULL)
              return fail (error, where, "an add move needs \"rank\"");
            if (!want_string (member, here, &text, error))
              return FALSE;
            if (strlen (text) > 5 || !cn_rank_parse (text, &rank))
              {
                g_autofree char *quoted = quote (text);

                return fail (error, here, "unknown rank %s", quoted);
              }
            move->rank = (uint8_t) rank;
          }
      }
      break;

    case CN_MOVE_DISCARD:
      g_clear_pointer (&here, g_free);
      here = g_strdup_printf ("%s.card", where);
      if (!want_card (json_object_get_member (object, "card"), here, &move->cards[0], error))
        return FALSE;
      move->n = 1;
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      {
        gboolean yes;

        g_clear_pointer (&here, g_free);
        here = g_strdup_printf ("%s.yes", where);
        if (!want_bool (json_object_get_member (object, "yes"), here, &yes, error))
          return FALSE;
        move->yes = yes ? 1 : 0;
      }
      break;

    default:
      break;
    }

  return TRUE;
}

static gboolean
load_scenario (CnScenario  *scenario,
               JsonNode    *root,
               GError     **error)
{
  CnState *state = &scenario->state;
  Loader loader = { 0 };
  CnOptions options;
  const CnSeating *seating;
  JsonObject *object = NULL;
  JsonNode *member;
  JsonArray *array = NULL;
  const char *text = NULL;
  gint64 value;

  if (!want_object (root, "", &object, error))
    {
      g_prefix_error (error, "the file must hold one object: ");
      return FALSE;
    }
  if (!check_keys (object, "", top_keys, error))
    return FALSE;

  /* The variant and the seating come first: everything else is checked
   * against them. */
  if ((member = json_object_get_member (object, "variant")) == NULL)
    return fail (error, NULL, "missing \"variant\"");
  if (!want_string (member, "variant", &text, error))
    return FALSE;
  loader.rules = cn_rules_lookup (text);
  if (loader.rules == NULL)
    {
      g_autofree char *quoted = quote (text);
      g_autoptr(GString) known = g_string_new (NULL);

      for (int v = 0; v < CN_N_VARIANTS; v++)
        g_string_append_printf (known, "%s%s", v ? ", " : "", cn_rules_get (v)->id);
      return fail (error, "variant", "unknown variant %s (known: %s)", quoted, known->str);
    }

  if ((member = json_object_get_member (object, "players")) == NULL)
    return fail (error, NULL, "missing \"players\"");
  if (!want_int (member, "players", G_MININT64, G_MAXINT64, &value, error))
    return FALSE;
  seating = (value >= 1 && value <= CN_MAX_SEATS) ?
    cn_rules_seating (loader.rules, (int) value) : NULL;
  if (seating == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (int i = 0; i < CN_MAX_SEATINGS && loader.rules->seatings[i].players != 0; i++)
        g_string_append_printf (known, "%s%d", i ? ", " : "",
                                loader.rules->seatings[i].players);
      return fail (error, "players", "%s is not played by %" G_GINT64_FORMAT
                   " players (it is played by %s)", loader.rules->id, value, known->str);
    }
  loader.players = seating->players;
  loader.n_sides = seating->sides;

  cn_options_init (&options, loader.rules);
  if ((member = json_object_get_member (object, "options")) != NULL &&
      !load_options (&loader, member, &options, error))
    return FALSE;

  cn_state_init_empty (state, loader.rules, &options, loader.players);

  /* Scores: the sides' totals before the round. */
  if ((member = json_object_get_member (object, "scores")) != NULL)
    {
      if (!want_per (member, "scores", loader.n_sides, "side", &array, error))
        return FALSE;
      for (int s = 0; s < loader.n_sides; s++)
        {
          g_autofree char *here = g_strdup_printf ("scores[%d]", s);

          if (!want_int (json_array_get_element (array, s), here,
                         -CN_SCENARIO_MAX_SCORE, CN_SCENARIO_MAX_SCORE, &value, error))
            return FALSE;
          state->scores[s] = (int32_t) value;
        }
    }

  if ((member = json_object_get_member (object, "turn")) != NULL)
    {
      if (!want_int (member, "turn", G_MININT64, G_MAXINT64, &value, error))
        return FALSE;
      if (value < 0 || value >= loader.players)
        return fail (error, "turn", "no seat %" G_GINT64_FORMAT " in a %d-player game",
                     value, loader.players);
      state->turn = (uint8_t) value;
    }

  if ((member = json_object_get_member (object, "phase")) != NULL)
    {
      int phase = -1;

      if (!want_string (member, "phase", &text, error))
        return FALSE;
      for (int p = CN_PHASE_DRAW; p <= CN_PHASE_ASKING; p++)
        if (g_str_equal (phase_names[p], text))
          phase = p;
      if (phase < 0)
        {
          g_autofree char *quoted = quote (text);

          return fail (error, "phase", "unknown phase %s (draw, play, asking)", quoted);
        }
      if (phase == CN_PHASE_ASKING && cn_state_seats_per_side (state) < 2)
        return fail (error, "phase", "nobody to ask: seat %d has no partner", state->turn);
      state->phase = (uint8_t) phase;
      if (phase == CN_PHASE_ASKING)
        state->asked = 1;
    }

  /* Hands. */
  if ((member = json_object_get_member (object, "hands")) == NULL)
    return fail (error, NULL, "missing \"hands\"");
  if (!want_per (member, "hands", loader.players, "seat", &array, error))
    return FALSE;
  for (int seat = 0; seat < loader.players; seat++)
    {
      g_autofree char *here = g_strdup_printf ("hands[%d]", seat);
      CnCard cards[CN_MAX_CARDS];
      int n;

      /* A hand counter is one byte; no real hand comes near it. */
      if (!load_cards (&loader, json_array_get_element (array, seat), here,
                       MIN (CN_MAX_CARDS, 200), cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        state->hand[seat][cards[i]]++;
      state->hand_n[seat] = (uint8_t) n;
    }

  /* The stock lists the top card first; the engine keeps the top last. */
  if ((member = json_object_get_member (object, "stock")) != NULL)
    {
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!load_cards (&loader, member, "stock", CN_MAX_CARDS, cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        state->stock[n - 1 - i] = cards[i];
      state->stock_n = (uint16_t) n;
    }

  /* The discard pile lists the bottom card first, as the engine does. */
  if ((member = json_object_get_member (object, "discard")) != NULL)
    {
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!load_cards (&loader, member, "discard", CN_MAX_CARDS, cards, &n, error))
        return FALSE;
      memcpy (state->pile, cards, n);
      state->pile_n = (uint16_t) n;
    }

  if ((member = json_object_get_member (object, "melds")) != NULL)
    {
      if (!want_per (member, "melds", loader.n_sides, "side", &array, error))
        return FALSE;
      for (int side = 0; side < loader.n_sides; side++)
        {
          g_autofree char *here = g_strdup_printf ("melds[%d]", side);
          JsonArray *melds;

          if (!want_array (json_array_get_element (array, side), here, CN_MAX_MELDS,
                           &melds, error))
            return FALSE;
          for (guint m = 0; m < json_array_get_length (melds); m++)
            {
              g_autofree char *at = g_strdup_printf ("%s[%u]", here, m);
              g_autoptr(GError) local_error = NULL;
              CnCard cards[CN_MELD_CAP];
              int n;

              if (!load_cards (&loader, json_array_get_element (melds, m), at,
                               CN_MELD_CAP, cards, &n, error))
                return FALSE;
              if (!cn_state_add_meld (state, side, cards, n, &local_error))
                return fail (error, at, "%s", local_error->message);
            }
        }
    }

  if ((member = json_object_get_member (object, "red_threes")) != NULL)
    {
      if (!want_per (member, "red_threes", loader.n_sides, "side", &array, error))
        return FALSE;
      for (int side = 0; side < loader.n_sides; side++)
        {
          g_autofree char *here = g_strdup_printf ("red_threes[%d]", side);
          CnCard cards[CN_MAX_RED_THREES * 2];
          int n;

          if (!load_cards (&loader, json_array_get_element (array, side), here,
                           G_N_ELEMENTS (cards), cards, &n, error))
            return FALSE;
          for (int i = 0; i < n; i++)
            {
              if (!cn_card_is_red_three (cards[i]))
                {
                  g_autofree char *at = g_strdup_printf ("%s[%d]", here, i);
                  char buf[8];

                  return fail (error, at, "%s is not a red three",
                               cn_card_to_string (cards[i], buf));
                }
              state->red_threes[side][i] = cards[i];
            }
          state->n_red_threes[side] = (uint8_t) n;
        }
    }

  if ((member = json_object_get_member (object, "melded_earlier")) != NULL)
    {
      if (!want_array (member, "melded_earlier", loader.players, &array, error))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *here = g_strdup_printf ("melded_earlier[%u]", i);

          if (!want_int (json_array_get_element (array, i), here, G_MININT64, G_MAXINT64,
                         &value, error))
            return FALSE;
          if (value < 0 || value >= loader.players)
            return fail (error, here, "no seat %" G_GINT64_FORMAT " in a %d-player game",
                         value, loader.players);
          state->melded_earlier |= (uint8_t) (1u << value);
        }
    }

  /* The informative keys the referee writes: types only here, their values
   * are checked against the position below. */
  if ((member = json_object_get_member (object, "pile_state")) != NULL &&
      !want_string (member, "pile_state", &text, error))
    return FALSE;
  if ((member = json_object_get_member (object, "opened")) != NULL)
    {
      if (!want_per (member, "opened", loader.n_sides, "side", &array, error))
        return FALSE;
      for (int side = 0; side < loader.n_sides; side++)
        {
          g_autofree char *here = g_strdup_printf ("opened[%d]", side);
          gboolean opened;

          if (!want_bool (json_array_get_element (array, side), here, &opened, error))
            return FALSE;
        }
    }
  for (guint i = 0; top_keys[i] != NULL; i++)
    {
      const char *key = top_keys[i];

      if (!g_str_equal (key, "title") && !g_str_equal (key, "description") &&
          !g_str_equal (key, "section") && !g_str_equal (key, "comment"))
        continue;
      if ((member = json_object_get_member (object, key)) != NULL &&
          !want_string (member, key, &text, error))
        return FALSE;
    }
  if ((member = json_object_get_member (object, "expect")) != NULL)
    {
      JsonObject *expect;

      if (!want_object (member, "expect", &expect, error))
        return FALSE;
    }

  {
    g_autoptr(GError) local_error = NULL;

    if (!cn_state_finish_setup (state, &local_error))
      return fail (error, NULL, "%s", local_error->message);
  }

  /* Now that the position stands, the informative keys must agree with it. */
  if ((member = json_object_get_member (object, "pile_state")) != NULL)
    {
      const char *actual = cn_pile_state_name (cn_state_pile_state (state));

      text = json_node_get_string (member);
      if (!g_str_equal (text, actual))
        {
          g_autofree char *quoted = quote (text);

          return fail (error, "pile_state", "the cards make the pile %s, not %s",
                       actual, quoted);
        }
    }
  if ((member = json_object_get_member (object, "opened")) != NULL)
    {
      array = json_node_get_array (member);
      for (int side = 0; side < loader.n_sides; side++)
        {
          gboolean said = json_array_get_boolean_element (array, side);
          gboolean actual = cn_state_side_opened (state, side);

          if (!said != !actual)
            {
              g_autofree char *here = g_strdup_printf ("opened[%d]", side);

              return fail (error, here, "side %d has %s", side,
                           actual ? "melds, so it has opened" : "no melds, so it has not opened");
            }
        }
    }

  /* Moves. */
  if ((member = json_object_get_member (object, "moves")) != NULL)
    {
      if (!want_array (member, "moves", CN_SCENARIO_MAX_MOVES, &array, error))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autofree char *here = g_strdup_printf ("moves[%u]", i);
          CnMove move;

          if (!load_move (&loader, json_array_get_element (array, i), here, &move, error))
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
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (data);

  if (length == 0)
    {
      g_set_error_literal (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                           "empty file: expected a JSON object");
      return NULL;
    }

  if (!check_bytes (data, (gsize) length, error))
    return NULL;

  /* Immutable: json-glib then also refuses what it cannot represent. */
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, data, length, &local_error))
    {
      g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                   "not valid JSON: %s", local_error->message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      g_set_error_literal (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                           "empty file: expected a JSON object");
      return NULL;
    }

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
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_str_equal (path, "-"))
    {
      g_autoptr(GByteArray) bytes = g_byte_array_new ();
      guint8 buf[65536];
      size_t got;

      /* Read stdin with the same size limit as a file. */
      while ((got = fread (buf, 1, sizeof buf, stdin)) > 0)
        {
          g_byte_array_append (bytes, buf, (guint) got);
          if (bytes->len > CN_SCENARIO_MAX_BYTES)
            break;
        }
      if (ferror (stdin))
        {
          g_set_error_literal (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                               "cannot read standard input");
          return NULL;
        }
      length = bytes->len;
      g_byte_array_append (bytes, (const guint8 *) "", 1);
      data = (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
    }
  else if (!g_file_get_contents (path, &data, &length, &local_error))
    {
      g_set_error (error, CN_SCENARIO_ERROR, CN_SCENARIO_ERROR_SYNTAX,
                   "cannot read: %s", local_error->message);
      return NULL;
    }

  return cn_scenario_new_from_data (data, (gssize) length, error);
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

static void
add_card (JsonBuilder *builder,
          CnCard       card)
{
  char buf[8];

  json_builder_add_string_value (builder, cn_card_to_string (card, buf));
}

JsonNode *
cn_scenario_state_to_json (const CnState *state)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  g_return_val_if_fail (state != NULL, NULL);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, state->rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, state->n_players);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "red_threes_at_deal");
  json_builder_add_boolean_value (builder, state->options.red_threes_at_deal);
  if (state->options.fixed_rounds != 0)
    {
      json_builder_set_member_name (builder, "fixed_rounds");
      json_builder_add_int_value (builder, state->options.fixed_rounds);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (int s = 0; s < state->n_sides; s++)
    json_builder_add_int_value (builder, state->scores[s]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, state->turn);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, cn_phase_name (state->phase));

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < state->n_players; seat++)
    {
      CnCard cards[CN_MAX_CARDS + 256];
      int n = cn_state_hand_cards (state, seat, cards);

      json_builder_begin_array (builder);
      for (int i = 0; i < n; i++)
        add_card (builder, cards[i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "stock");
  json_builder_begin_array (builder);
  for (int i = state->stock_n - 1; i >= 0; i--)
    add_card (builder, state->stock[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "discard");
  json_builder_begin_array (builder);
  for (int i = 0; i < state->pile_n; i++)
    add_card (builder, state->pile[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "melds");
  json_builder_begin_array (builder);
  for (int side = 0; side < state->n_sides; side++)
    {
      json_builder_begin_array (builder);
      for (int m = 0; m < state->n_melds[side]; m++)
        {
          const CnMeld *meld = &state->melds[side][m];

          json_builder_begin_array (builder);
          for (int i = 0; i < meld->n && i < CN_MELD_CAP; i++)
            add_card (builder, meld->cards[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "red_threes");
  json_builder_begin_array (builder);
  for (int side = 0; side < state->n_sides; side++)
    {
      json_builder_begin_array (builder);
      for (int i = 0; i < state->n_red_threes[side]; i++)
        add_card (builder, state->red_threes[side][i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "melded_earlier");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < state->n_players; seat++)
    if (state->melded_earlier & (1u << seat))
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "pile_state");
  json_builder_add_string_value (builder, cn_pile_state_name (cn_state_pile_state (state)));

  json_builder_set_member_name (builder, "opened");
  json_builder_begin_array (builder);
  for (int side = 0; side < state->n_sides; side++)
    json_builder_add_boolean_value (builder, cn_state_side_opened (state, side));
  json_builder_end_array (builder);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

JsonNode *
cn_scenario_move_to_json (const CnMove *move)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();

  g_return_val_if_fail (move != NULL, NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, move->seat);
  json_builder_set_member_name (builder, "do");
  json_builder_add_string_value (builder, move->kind < CN_N_MOVE_KINDS ?
                                 move_names[move->kind] : "unknown");

  switch (move->kind)
    {
    case CN_MOVE_TAKE_PILE:
    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
      if (move->kind == CN_MOVE_ADD)
        {
          json_builder_set_member_name (builder, "rank");
          json_builder_add_string_value (builder, cn_rank_to_string (move->rank));
        }
      json_builder_set_member_name (builder, move->kind == CN_MOVE_TAKE_PILE ? "with" : "cards");
      json_builder_begin_array (builder);
      for (int i = 0; i < move->n && i < CN_MOVE_CAP; i++)
        add_card (builder, move->cards[i]);
      json_builder_end_array (builder);
      break;

    case CN_MOVE_DISCARD:
      json_builder_set_member_name (builder, "card");
      add_card (builder, move->cards[0]);
      break;

    case CN_MOVE_ANSWER_GO_OUT:
      json_builder_set_member_name (builder, "yes");
      json_builder_add_boolean_value (builder, move->yes != 0);
      break;

    default:
      break;
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
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
