/* cn-save.c: saved games
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-store-private.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>

/* The file, version 1:
 *
 *   {
 *     "format": "canasta-save", "version": 1,
 *     "variant": "classic", "players": 4,
 *     "options": {"red_threes_at_deal": false, "fixed_rounds": 0},
 *     "game": {"round": 2, "dealer": 1, "scores": [1200, 800],
 *              "seed": "<16 hex digits>", "over": false, "winner": null},
 *     "round": {... every field of the CnState, cards as "10H" and "JK" ...},
 *     "seats": [{"name": "Ann", "kind": "human"},
 *               {"name": "West", "kind": "computer", "level": "hard",
 *                "memory": {"known": [[...], ...], "discarded": [{"K": 1}, ...],
 *                           "rng": [...]}}, ...],
 *     "app": {... anything ...}
 *   }
 *
 * The stock lists the top card first and the discard pile the bottom card
 * first, as scenario files do. Numbers too wide for JSON (the seed and the
 * generators' state) are hexadecimal strings. What follows from the cards
 * (hand sizes, the pile's freezers, a meld's rank) is not stored but
 * recomputed, so that it cannot disagree with them. Unknown keys are
 * refused: a file of this version holds exactly these, and a newer Canasta
 * that adds keys writes a newer version. */

static const char * const top_keys[] = {
  "format", "version", "variant", "players", "options", "game", "round", "seats", "app", NULL
};

static const char * const option_keys[] = {
  "red_threes_at_deal", "fixed_rounds", NULL
};

static const char * const game_keys[] = {
  "round", "dealer", "scores", "seed", "over", "winner", NULL
};

static const char * const round_keys[] = {
  "dealer", "turn", "phase", "answer", "asked", "scores", "hands", "stock", "discard",
  "discard_sideways", "melds", "red_threes", "opened", "melded_earlier", "had_turn",
  "took_pile", "pile_pending", "black_threes_down", "turn_points", "turn_naturals",
  "turn_wilds", "turn_melded", "end", "out_seat", "out_concealed", "full_deck", "rng",
  "move_count", NULL
};

static const char * const seat_keys[] = {
  "name", "kind", "level", "memory", NULL
};

static const char * const memory_keys[] = {
  "known", "discarded", "rng", NULL
};

static const char * const phase_names[] = {
  [CN_PHASE_DRAW] = "draw",
  [CN_PHASE_PLAY] = "play",
  [CN_PHASE_ASKING] = "asking",
  [CN_PHASE_ROUND_OVER] = "round-over",
};

static const char * const answer_names[] = {
  [CN_ANSWER_NONE] = "none",
  [CN_ANSWER_YES] = "yes",
  [CN_ANSWER_NO] = "no",
};

static const char * const end_names[] = {
  [CN_END_NONE] = "none",
  [CN_END_WENT_OUT] = "went-out",
  [CN_END_STOCK_EXHAUSTED] = "stock-exhausted",
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

static const char *
name_of (const char * const *names,
         guint               n_names,
         guint               value)
{
  return value < n_names ? names[value] : "unknown";
}

#define NAME_OF(names, value) name_of ((names), G_N_ELEMENTS (names), (value))

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
  cn_save_data_init (data);
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

static void
add_card (JsonBuilder *builder,
          CnCard       card)
{
  char buf[8];

  json_builder_add_string_value (builder, cn_card_to_string (card, buf));
}

static void
add_rng (JsonBuilder    *builder,
         const uint64_t  rng[4])
{
  json_builder_begin_array (builder);
  for (int i = 0; i < 4; i++)
    cn_store_add_u64 (builder, rng[i]);
  json_builder_end_array (builder);
}

static void
add_seat_set (JsonBuilder *builder,
              guint        bits,
              int          players)
{
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    if (bits & (1u << seat))
      json_builder_add_int_value (builder, seat);
  json_builder_end_array (builder);
}

/* Counts by rank ({"K": 2}), leaving out the zeros. */
static void
add_rank_counts (JsonBuilder   *builder,
                 const uint8_t *counts)
{
  json_builder_begin_object (builder);
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    if (counts[rank] != 0)
      {
        json_builder_set_member_name (builder, cn_rank_to_string (rank));
        json_builder_add_int_value (builder, counts[rank]);
      }
  json_builder_end_object (builder);
}

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
      add_card (builder, (CnCard) k);
  json_builder_end_array (builder);
}

static void
add_round (JsonBuilder   *builder,
           const CnState *s)
{
  int players = MIN (s->n_players, CN_MAX_SEATS);
  int sides = MIN (s->n_sides, CN_MAX_SIDES);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, s->dealer);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, s->turn);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, NAME_OF (phase_names, s->phase));
  json_builder_set_member_name (builder, "answer");
  json_builder_add_string_value (builder, NAME_OF (answer_names, s->answer));
  json_builder_set_member_name (builder, "asked");
  json_builder_add_boolean_value (builder, s->asked != 0);

  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (int side = 0; side < sides; side++)
    json_builder_add_int_value (builder, s->scores[side]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    add_hand (builder, s->hand[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "stock");
  json_builder_begin_array (builder);
  for (int i = MIN (s->stock_n, CN_MAX_CARDS) - 1; i >= 0; i--)
    add_card (builder, s->stock[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "discard");
  json_builder_begin_array (builder);
  for (int i = 0; i < MIN (s->pile_n, CN_MAX_CARDS); i++)
    add_card (builder, s->pile[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "discard_sideways");
  json_builder_add_int_value (builder, s->pile_sideways);

  json_builder_set_member_name (builder, "melds");
  json_builder_begin_array (builder);
  for (int side = 0; side < sides; side++)
    {
      json_builder_begin_array (builder);
      for (int m = 0; m < MIN (s->n_melds[side], CN_MAX_MELDS); m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          json_builder_begin_array (builder);
          for (int i = 0; i < MIN (meld->n, CN_MELD_CAP); i++)
            add_card (builder, meld->cards[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "red_threes");
  json_builder_begin_array (builder);
  for (int side = 0; side < sides; side++)
    {
      json_builder_begin_array (builder);
      for (int i = 0; i < MIN (s->n_red_threes[side], CN_MAX_RED_THREES * 2); i++)
        add_card (builder, s->red_threes[side][i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "opened");
  json_builder_begin_array (builder);
  for (int side = 0; side < sides; side++)
    json_builder_add_boolean_value (builder, s->opened[side] != 0);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "melded_earlier");
  add_seat_set (builder, s->melded_earlier, CN_MAX_SEATS + 2);
  json_builder_set_member_name (builder, "had_turn");
  add_seat_set (builder, s->had_turn, CN_MAX_SEATS + 2);

  json_builder_set_member_name (builder, "took_pile");
  json_builder_add_boolean_value (builder, s->took_pile != 0);
  json_builder_set_member_name (builder, "pile_pending");
  json_builder_add_boolean_value (builder, s->pile_pending != 0);
  json_builder_set_member_name (builder, "black_threes_down");
  json_builder_add_boolean_value (builder, s->black_threes_down != 0);
  json_builder_set_member_name (builder, "turn_points");
  json_builder_add_int_value (builder, s->turn_points);
  json_builder_set_member_name (builder, "turn_naturals");
  add_rank_counts (builder, s->turn_nat);
  json_builder_set_member_name (builder, "turn_wilds");
  add_rank_counts (builder, s->turn_wild);
  json_builder_set_member_name (builder, "turn_melded");
  json_builder_add_boolean_value (builder, s->turn_melded != 0);

  json_builder_set_member_name (builder, "end");
  json_builder_add_string_value (builder, NAME_OF (end_names, s->end));
  json_builder_set_member_name (builder, "out_seat");
  if (s->out_seat == CN_NO_SEAT)
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, s->out_seat);
  json_builder_set_member_name (builder, "out_concealed");
  json_builder_add_boolean_value (builder, s->out_concealed != 0);

  json_builder_set_member_name (builder, "full_deck");
  json_builder_add_boolean_value (builder, s->full_deck != 0);
  json_builder_set_member_name (builder, "rng");
  add_rng (builder, s->rng);
  json_builder_set_member_name (builder, "move_count");
  json_builder_add_int_value (builder, s->move_count);

  json_builder_end_object (builder);
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
    add_rank_counts (builder, memory->discarded[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rng");
  add_rng (builder, memory->rng);

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

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, data->players);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "red_threes_at_deal");
  json_builder_add_boolean_value (builder, data->options.red_threes_at_deal);
  json_builder_set_member_name (builder, "fixed_rounds");
  json_builder_add_int_value (builder, data->options.fixed_rounds);
  json_builder_end_object (builder);

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
  cn_store_add_u64 (builder, game->seed);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, game->over);
  json_builder_set_member_name (builder, "winner");
  if (game->over)
    json_builder_add_int_value (builder, game->winner);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "round");
  add_round (builder, &data->state);

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
      cn_store_fail (error, CN_SAVE_ERROR_INVALID, NULL, "no variant %d", (int) data->variant);
      return NULL;
    }

  root = build_save (data);
  bytes = cn_store_to_text (root);

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
      cn_store_fail (&local_error, CN_SAVE_ERROR_INVALID, NULL,
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
  int            copies[CN_N_KINDS];   /* cards of each kind placed so far */
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

      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "too many %s (more than the %d the decks hold)",
                            cn_card_to_string (card, buf), copies);
    }

  loader->copies[card]++;
  return TRUE;
}

/* Reads an array of at most max cards into out; counted into the table's
 * cards unless loader is NULL. */
static gboolean
load_cards (Loader      *loader,
            JsonNode    *node,
            const char  *where,
            guint        max,
            CnCard      *out,
            int         *n_out,
            GError     **error)
{
  JsonArray *array;
  guint n;

  if (!cn_store_want_array (node, where, max, &array, error))
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%u]", where, i);

      if (!cn_store_want_card (json_array_get_element (array, i), here, &out[i], error))
        return FALSE;
      if (loader != NULL && !count_card (loader, out[i], here, error))
        return FALSE;
    }

  *n_out = (int) n;
  return TRUE;
}

/* A member that must be there. */
static JsonNode *
need (JsonObject  *object,
      const char  *where,
      const char  *key,
      GError     **error)
{
  JsonNode *member = json_object_get_member (object, key);

  if (member == NULL)
    cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "missing \"%s\"", key);
  return member;
}

static gboolean
need_int (JsonObject  *object,
          const char  *where,
          const char  *key,
          gint64       min,
          gint64       max,
          gint64      *out,
          GError     **error)
{
  g_autofree char *here = g_strdup_printf ("%s.%s", where, key);
  JsonNode *member = need (object, where, key, error);

  return member != NULL && cn_store_want_int (member, here, min, max, out, error);
}

static gboolean
need_bool (JsonObject  *object,
           const char  *where,
           const char  *key,
           gboolean    *out,
           GError     **error)
{
  g_autofree char *here = g_strdup_printf ("%s.%s", where, key);
  JsonNode *member = need (object, where, key, error);

  return member != NULL && cn_store_want_bool (member, here, out, error);
}

/* A boolean into a one-byte field. */
static gboolean
need_flag (JsonObject  *object,
           const char  *where,
           const char  *key,
           uint8_t     *out,
           GError     **error)
{
  gboolean value;

  if (!need_bool (object, where, key, &value, error))
    return FALSE;
  *out = value ? 1 : 0;
  return TRUE;
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
  g_autofree char *here = g_strdup_printf ("%s.%s", where, key);
  JsonNode *member = need (object, where, key, error);
  g_autoptr(GString) known = g_string_new (NULL);
  g_autofree char *quoted = NULL;
  const char *text;

  if (member == NULL || !cn_store_want_string (member, here, G_MAXSIZE, &text, error))
    return FALSE;

  for (guint i = 0; i < n_names; i++)
    {
      if (g_str_equal (names[i], text))
        {
          *out = (int) i;
          return TRUE;
        }
      g_string_append_printf (known, "%s%s", i ? ", " : "", names[i]);
    }

  quoted = cn_store_quote (text);
  return cn_store_fail (error, CN_SAVE_ERROR_INVALID, here, "unknown value %s (%s)",
                        quoted, known->str);
}

static gboolean
need_rng (JsonObject  *object,
          const char  *where,
          uint64_t     rng[4],
          GError     **error)
{
  g_autofree char *here = g_strdup_printf ("%s.rng", where);
  JsonNode *member = need (object, where, "rng", error);
  JsonArray *array;

  if (member == NULL ||
      !cn_store_want_per (member, here, 4, "word of the generator", &array, error))
    return FALSE;
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", here, i);

      if (!cn_store_want_u64 (json_array_get_element (array, i), at, &rng[i], error))
        return FALSE;
    }

  /* xoshiro256** never leaves the all-zero state, and would draw zeros for
   * ever from it (cn_rng_below would never return). */
  if ((rng[0] | rng[1] | rng[2] | rng[3]) == 0)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, here,
                          "a generator state of all zeros is impossible");
  return TRUE;
}

/* A set of seats, as a list of seat numbers. */
static gboolean
need_seat_set (JsonObject  *object,
               const char  *where,
               const char  *key,
               int          players,
               uint8_t     *out,
               GError     **error)
{
  g_autofree char *here = g_strdup_printf ("%s.%s", where, key);
  JsonNode *member = need (object, where, key, error);
  JsonArray *array;
  guint bits = 0;

  if (member == NULL || !cn_store_want_array (member, here, (guint) players, &array, error))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", here, i);
      gint64 seat;

      if (!cn_store_want_int (json_array_get_element (array, i), at, 0, players - 1, &seat, error))
        return FALSE;
      if (bits & (1u << seat))
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, at,
                              "seat %d is listed twice", (int) seat);
      bits |= 1u << seat;
    }

  *out = (uint8_t) bits;
  return TRUE;
}

static gboolean
load_rank_counts (JsonNode    *node,
                  const char  *where,
                  int          max,
                  uint8_t     *counts,
                  GError     **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  if (!cn_store_want_object (node, where, &object, error))
    return FALSE;

  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      g_autofree char *at = g_strdup_printf ("%s.%s", where, key);
      CnRank rank;
      gint64 value;

      if (g_ascii_strcasecmp (key, "JK") == 0)
        rank = CN_RANK_JOKER;
      else if (strlen (key) > 5 || !cn_rank_parse (key, &rank))
        {
          g_autofree char *quoted = cn_store_quote (key);

          return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "unknown rank %s", quoted);
        }
      if (!cn_store_want_int (json_object_get_member (object, key), at, 0, max, &value, error))
        return FALSE;
      counts[rank] = (uint8_t) value;
    }

  return TRUE;
}

static gboolean
need_rank_counts (JsonObject  *object,
                  const char  *where,
                  const char  *key,
                  int          max,
                  uint8_t     *counts,
                  GError     **error)
{
  g_autofree char *here = g_strdup_printf ("%s.%s", where, key);
  JsonNode *member = need (object, where, key, error);

  return member != NULL && load_rank_counts (member, here, max, counts, error);
}

static gboolean
is_freezer (const CnRules *rules,
            CnCard         card)
{
  if (cn_card_is_wild (card))
    return TRUE;
  return rules->freeze_rule == CN_FREEZE_WILD_OR_RED_THREE_BELOW_TOP && cn_card_is_red_three (card);
}

/* The cards in a side's melds, by meld rank: naturals and wilds, and what
 * they are worth. */
typedef struct
{
  int naturals[CN_N_RANKS];
  int wilds[CN_N_RANKS];
  int points;
} MeldTotals;

static void
meld_totals (const CnState *s,
             int            side,
             MeldTotals    *totals)
{
  memset (totals, 0, sizeof *totals);
  for (int m = 0; m < s->n_melds[side]; m++)
    {
      const CnMeld *meld = &s->melds[side][m];

      totals->naturals[meld->rank] += meld->n - meld->n_wild;
      totals->wilds[meld->rank] += meld->n_wild;
      for (int i = 0; i < meld->n; i++)
        totals->points += cn_rules_card_value (s->rules, meld->cards[i]);
    }
}

/* What the engine can never leave behind: checked so that a position that
 * loads is one the engine can play on from here, and so that a hand-edited
 * file is refused rather than played. The engine's own invariants (every
 * card in one place, valid melds) are checked by the caller. */
static gboolean
check_round (const CnState  *s,
             GError        **error)
{
  const char *where = "round";
  int side = cn_state_side_of (s, s->turn);
  MeldTotals totals;

  /* Red threes go down on a seat's first turn (or at the deal), so no
   * seat that has started a turn holds one; the engine would stop on its
   * invariant check at the next move. */
  for (int seat = 0; seat < s->n_players; seat++)
    if ((s->had_turn & (1u << seat)) &&
        (s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS)] ||
         s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_DIAMONDS)]))
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "seat %d holds a red three after its first turn", seat);

  if (!(s->had_turn & (1u << s->turn)))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "seat %d is to play but is not among the seats that had a turn",
                          s->turn);
  if (s->melded_earlier & ~s->had_turn)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "a seat melded earlier without having had a turn");

  if (s->pile_sideways > s->pile_n)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "%d cards set sideways in a pile of %d", s->pile_sideways, s->pile_n);

  /* Who has opened: every side but the one to play has opened exactly when
   * it has melds; the side to play may have melded for the first time in
   * this very turn. */
  for (int other = 0; other < s->n_sides; other++)
    {
      gboolean has_melds = s->n_melds[other] > 0;

      if (s->opened[other] && !has_melds)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "side %d has opened but has no melds", other);
      if (other != side && !s->opened[other] && has_melds)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "side %d has melds but has not opened", other);
    }
  if (!s->opened[side] && s->n_melds[side] > 0 && !s->turn_melded)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "side %d has melds it did not make this turn but has not opened", side);

  /* The turn's own record must fit the melds on the table. */
  meld_totals (s, side, &totals);
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    if (s->turn_nat[rank] > totals.naturals[rank] || s->turn_wild[rank] > totals.wilds[rank])
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "more cards melded this turn on %s than side %d's melds hold",
                            cn_rank_to_string (rank), side);
  if (s->turn_points < 0 || s->turn_points > totals.points)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "%d points melded this turn, but side %d's melds are worth %d",
                          s->turn_points, side, totals.points);
  if (!s->turn_melded)
    {
      gboolean any = s->turn_points != 0 || s->took_pile || s->black_threes_down;

      for (int rank = 0; rank < CN_N_RANKS; rank++)
        any = any || s->turn_nat[rank] != 0 || s->turn_wild[rank] != 0;
      if (any)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the turn has melded cards but says it melded nothing");
    }
  if (s->pile_pending && !s->took_pile)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "a pile waits to join the hand but none was taken");

  if (s->answer != CN_ANSWER_NONE && !s->asked)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "an answer to a question nobody asked");

  switch ((CnPhase) s->phase)
    {
    case CN_PHASE_DRAW:
      /* A turn starts with nothing done; and a turn only starts with
       * cards in the stock (the round ends instead). */
      if (s->turn_melded || s->asked || s->answer != CN_ANSWER_NONE || s->took_pile)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the phase is draw but the turn has already begun");
      if (s->stock_n == 0)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the phase is draw but the stock is empty");
      break;

    case CN_PHASE_ASKING:
      if (cn_state_partner (s, s->turn) < 0)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the phase is asking but seat %d has no partner", s->turn);
      if (!s->asked || s->answer != CN_ANSWER_NONE || s->turn_melded)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the phase is asking but the turn does not match");
      break;

    case CN_PHASE_PLAY:
      break;

    case CN_PHASE_ROUND_OVER:
    default:
      break;
    }

  if (s->phase == CN_PHASE_ROUND_OVER)
    {
      if (s->end == CN_END_NONE)
        return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                              "the round is over but does not say how it ended");
      if (s->end == CN_END_WENT_OUT)
        {
          if (s->out_seat != s->turn)
            return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                                  "seat %d went out on seat %d's turn", s->out_seat, s->turn);
          if (s->hand_n[s->out_seat] != 0)
            return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                                  "seat %d went out holding %d cards", s->out_seat,
                                  s->hand_n[s->out_seat]);
        }
    }
  else if (s->end != CN_END_NONE)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "the round has an end but is not over");
  if (s->end != CN_END_WENT_OUT && (s->out_seat != CN_NO_SEAT || s->out_concealed))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "nobody went out, yet the round names who went out");

  return TRUE;
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
   * pile still to join its hand. */
  for (int seat = 0; seat < s->n_players; seat++)
    if (s->hand_n[seat] == 0 && (seat != s->turn || s->phase == CN_PHASE_DRAW))
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
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
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "seat %d has no legal move: the round could not go on",
                            cn_state_actor (s));
  }

  return TRUE;
}

static gboolean
load_round (Loader      *loader,
            JsonNode    *node,
            CnState     *s,
            GError     **error)
{
  const char *where = "round";
  JsonObject *object;
  JsonNode *member;
  JsonArray *array;
  gint64 value;
  int name = 0;

  if (!cn_store_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_store_check_keys (object, where, round_keys, error))
    return FALSE;

  if (!need_int (object, where, "dealer", 0, loader->players - 1, &value, error))
    return FALSE;
  s->dealer = (uint8_t) value;
  if (!need_int (object, where, "turn", 0, loader->players - 1, &value, error))
    return FALSE;
  s->turn = (uint8_t) value;
  if (!need_name (object, where, "phase", phase_names, G_N_ELEMENTS (phase_names), &name, error))
    return FALSE;
  s->phase = (uint8_t) name;
  if (!need_name (object, where, "answer", answer_names, G_N_ELEMENTS (answer_names), &name, error))
    return FALSE;
  s->answer = (uint8_t) name;
  if (!need_flag (object, where, "asked", &s->asked, error))
    return FALSE;

  if ((member = need (object, where, "scores", error)) == NULL ||
      !cn_store_want_per (member, "round.scores", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("round.scores[%d]", side);

      if (!cn_store_want_int (json_array_get_element (array, side), here,
                              -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE, &value, error))
        return FALSE;
      s->scores[side] = (int32_t) value;
    }

  if ((member = need (object, where, "hands", error)) == NULL ||
      !cn_store_want_per (member, "round.hands", loader->players, "seat", &array, error))
    return FALSE;
  for (int seat = 0; seat < loader->players; seat++)
    {
      g_autofree char *here = g_strdup_printf ("round.hands[%d]", seat);
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!load_cards (loader, json_array_get_element (array, seat), here, CN_MAX_CARDS,
                       cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        s->hand[seat][cards[i]]++;
      s->hand_n[seat] = (uint8_t) n;
    }

  /* The stock lists the top card first; the engine keeps the top last. */
  {
    CnCard cards[CN_MAX_CARDS];
    int n;

    if ((member = need (object, where, "stock", error)) == NULL ||
        !load_cards (loader, member, "round.stock", CN_MAX_CARDS, cards, &n, error))
      return FALSE;
    for (int i = 0; i < n; i++)
      s->stock[n - 1 - i] = cards[i];
    s->stock_n = (uint16_t) n;

    if ((member = need (object, where, "discard", error)) == NULL ||
        !load_cards (loader, member, "round.discard", CN_MAX_CARDS, cards, &n, error))
      return FALSE;
    memcpy (s->pile, cards, n);
    s->pile_n = (uint16_t) n;
    s->pile_freezers = 0;
    for (int i = 0; i < n; i++)
      if (is_freezer (loader->rules, cards[i]))
        s->pile_freezers++;
  }
  if (!need_int (object, where, "discard_sideways", 0, CN_MAX_CARDS, &value, error))
    return FALSE;
  s->pile_sideways = (uint16_t) value;

  if ((member = need (object, where, "melds", error)) == NULL ||
      !cn_store_want_per (member, "round.melds", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("round.melds[%d]", side);
      JsonArray *melds;

      if (!cn_store_want_array (json_array_get_element (array, side), here, CN_MAX_MELDS,
                                &melds, error))
        return FALSE;
      for (guint m = 0; m < json_array_get_length (melds); m++)
        {
          g_autofree char *at = g_strdup_printf ("%s[%u]", here, m);
          g_autoptr(GError) local_error = NULL;
          CnCard cards[CN_MELD_CAP];
          int n;

          if (!load_cards (loader, json_array_get_element (melds, m), at, CN_MELD_CAP,
                           cards, &n, error))
            return FALSE;
          /* The engine's own builder: it finds the rank, counts the wilds,
           * closes a finished canasta where canastas close, and refuses a
           * meld the rules do not allow. */
          if (!cn_state_add_meld (s, side, cards, n, &local_error))
            return cn_store_fail (error, CN_SAVE_ERROR_INVALID, at, "%s", local_error->message);
        }
    }

  if ((member = need (object, where, "red_threes", error)) == NULL ||
      !cn_store_want_per (member, "round.red_threes", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("round.red_threes[%d]", side);
      CnCard cards[CN_MAX_RED_THREES * 2];
      int n;

      if (!load_cards (loader, json_array_get_element (array, side), here,
                       G_N_ELEMENTS (cards), cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        {
          if (!cn_card_is_red_three (cards[i]))
            {
              g_autofree char *at = g_strdup_printf ("%s[%d]", here, i);
              char buf[8];

              return cn_store_fail (error, CN_SAVE_ERROR_INVALID, at, "%s is not a red three",
                                    cn_card_to_string (cards[i], buf));
            }
          s->red_threes[side][i] = cards[i];
        }
      s->n_red_threes[side] = (uint8_t) n;
    }

  if ((member = need (object, where, "opened", error)) == NULL ||
      !cn_store_want_per (member, "round.opened", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("round.opened[%d]", side);
      gboolean opened;

      if (!cn_store_want_bool (json_array_get_element (array, side), here, &opened, error))
        return FALSE;
      s->opened[side] = opened ? 1 : 0;
    }

  if (!need_seat_set (object, where, "melded_earlier", loader->players, &s->melded_earlier,
                      error) ||
      !need_seat_set (object, where, "had_turn", loader->players, &s->had_turn, error) ||
      !need_flag (object, where, "took_pile", &s->took_pile, error) ||
      !need_flag (object, where, "pile_pending", &s->pile_pending, error) ||
      !need_flag (object, where, "black_threes_down", &s->black_threes_down, error))
    return FALSE;

  if (!need_int (object, where, "turn_points", 0, G_MAXINT16, &value, error))
    return FALSE;
  s->turn_points = (int16_t) value;
  if (!need_rank_counts (object, where, "turn_naturals", CN_MAX_CARDS, s->turn_nat, error) ||
      !need_rank_counts (object, where, "turn_wilds", CN_MAX_CARDS, s->turn_wild, error) ||
      !need_flag (object, where, "turn_melded", &s->turn_melded, error))
    return FALSE;

  if (!need_name (object, where, "end", end_names, G_N_ELEMENTS (end_names), &name, error))
    return FALSE;
  s->end = (uint8_t) name;
  if ((member = need (object, where, "out_seat", error)) == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (member))
    s->out_seat = CN_NO_SEAT;
  else if (!cn_store_want_int (member, "round.out_seat", 0, loader->players - 1, &value, error))
    return FALSE;
  else
    s->out_seat = (uint8_t) value;
  if (!need_flag (object, where, "out_concealed", &s->out_concealed, error) ||
      !need_flag (object, where, "full_deck", &s->full_deck, error) ||
      !need_rng (object, where, s->rng, error))
    return FALSE;
  if (!need_int (object, where, "move_count", 0, G_MAXUINT32, &value, error))
    return FALSE;
  s->move_count = (uint32_t) value;

  if (!check_round (s, error))
    return FALSE;

  {
    g_autoptr(GError) local_error = NULL;

    if (!cn_state_check_invariants (s, &local_error))
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "%s", local_error->message);
  }

  return check_playable (s, error);
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

  if (!cn_store_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_store_check_keys (object, where, game_keys, error))
    return FALSE;

  if (!need_int (object, where, "round", 0, CN_SAVE_MAX_ROUNDS, &value, error))
    return FALSE;
  game->round = (int) value;
  if (!need_int (object, where, "dealer", 0, loader->players - 1, &value, error))
    return FALSE;
  game->dealer = (int) value;

  if ((member = need (object, where, "scores", error)) == NULL ||
      !cn_store_want_per (member, "game.scores", loader->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < loader->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("game.scores[%d]", side);

      if (!cn_store_want_int (json_array_get_element (array, side), here,
                              -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE, &value, error))
        return FALSE;
      game->scores[side] = (int) value;
    }

  if ((member = need (object, where, "seed", error)) == NULL ||
      !cn_store_want_u64 (member, "game.seed", &game->seed, error))
    return FALSE;
  if (!need_bool (object, where, "over", &game->over, error))
    return FALSE;
  if ((member = need (object, where, "winner", error)) == NULL)
    return FALSE;
  if (JSON_NODE_HOLDS_NULL (member))
    game->winner = -1;
  else if (!cn_store_want_int (member, "game.winner", 0, loader->n_sides - 1, &value, error))
    return FALSE;
  else
    game->winner = (int) value;

  if (game->over != (game->winner >= 0))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
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
  Loader known = { .rules = loader->rules };
  g_autofree char *here = NULL;

  if (!cn_store_want_object (node, where, &object, error))
    return FALSE;
  if (!cn_store_check_keys (object, where, memory_keys, error))
    return FALSE;

  memset (memory, 0, sizeof *memory);
  memory->seat = (uint8_t) seat;

  /* What the seat knows of the others' hands: at most the decks' copies
   * in all. The players trim it to the table themselves. */
  here = g_strdup_printf ("%s.known", where);
  if ((member = need (object, where, "known", error)) == NULL ||
      !cn_store_want_per (member, here, loader->players, "seat", &array, error))
    return FALSE;
  for (int other = 0; other < loader->players; other++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, other);
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!load_cards (&known, json_array_get_element (array, other), at, CN_MAX_CARDS,
                       cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        memory->known[other][cards[i]]++;
    }

  g_clear_pointer (&here, g_free);
  here = g_strdup_printf ("%s.discarded", where);
  if ((member = need (object, where, "discarded", error)) == NULL ||
      !cn_store_want_per (member, here, loader->players, "seat", &array, error))
    return FALSE;
  for (int other = 0; other < loader->players; other++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%d]", here, other);

      if (!load_rank_counts (json_array_get_element (array, other), at, G_MAXUINT8,
                             memory->discarded[other], error))
        return FALSE;
    }

  return need_rng (object, where, memory->rng, error);
}

static gboolean
load_seats (Loader      *loader,
            JsonNode    *node,
            CnSaveSeat  *seats,
            GError     **error)
{
  JsonArray *array;

  if (!cn_store_want_per (node, "seats", loader->players, "seat", &array, error))
    return FALSE;

  for (int seat = 0; seat < loader->players; seat++)
    {
      g_autofree char *where = g_strdup_printf ("seats[%d]", seat);
      CnSaveSeat *info = &seats[seat];
      JsonObject *object;
      JsonNode *member;
      const char *text;
      int kind = 0;

      if (!cn_store_want_object (json_array_get_element (array, seat), where, &object, error))
        return FALSE;
      if (!cn_store_check_keys (object, where, seat_keys, error))
        return FALSE;

      if ((member = need (object, where, "name", error)) == NULL)
        return FALSE;
      {
        g_autofree char *here = g_strdup_printf ("%s.name", where);

        if (!cn_store_want_string (member, here, CN_SAVE_NAME_MAX, &text, error))
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
            return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                                  "a human seat has no computer level or memory");
          continue;
        }

      if ((member = need (object, where, "level", error)) == NULL)
        return FALSE;
      {
        g_autofree char *here = g_strdup_printf ("%s.level", where);

        if (!cn_store_want_string (member, here, CN_SAVE_LEVEL_MAX, &text, error))
          return FALSE;
        /* A level is a name the app knows ("hard"): letters, digits, - and _. */
        for (const char *p = text; *p != '\0'; p++)
          if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_')
            {
              g_autofree char *quoted = cn_store_quote (text);

              return cn_store_fail (error, CN_SAVE_ERROR_INVALID, here,
                                    "%s is not a computer level", quoted);
            }
        if (*text == '\0')
          return cn_store_fail (error, CN_SAVE_ERROR_INVALID, here, "empty computer level");
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
    return cn_store_fail (error, CN_SAVE_ERROR_FORMAT, NULL,
                          "not a Canasta save: the file holds %s, not an object",
                          cn_store_node_kind (root));
  object = json_node_get_object (root);

  /* The header first: a file from a newer Canasta is refused for its
   * version before any of its keys can be found strange. */
  member = json_object_get_member (object, "format");
  if (member == NULL)
    return cn_store_fail (error, CN_SAVE_ERROR_FORMAT, NULL,
                          "not a Canasta save: no \"format\" key");
  if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING)
    return cn_store_fail (error, CN_SAVE_ERROR_FORMAT, "format",
                          "not a Canasta save: expected a string, found %s",
                          cn_store_node_kind (member));
  text = json_node_get_string (member);
  if (g_strcmp0 (text, CN_SAVE_FORMAT) != 0)
    {
      g_autofree char *quoted = cn_store_quote (text != NULL ? text : "");

      return cn_store_fail (error, CN_SAVE_ERROR_FORMAT, "format",
                            "not a Canasta save: the format is %s, not \"%s\"",
                            quoted, CN_SAVE_FORMAT);
    }

  member = json_object_get_member (object, "version");
  if (member == NULL)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, NULL, "missing \"version\"");
  if (!cn_store_want_int (member, "version", G_MININT64, G_MAXINT64, &value, error))
    return FALSE;
  if (value > CN_SAVE_FORMAT_VERSION)
    return cn_store_fail (error, CN_SAVE_ERROR_VERSION, NULL,
                          "saved by a newer Canasta (format %" G_GINT64_FORMAT
                          "); this version reads format %d", value, CN_SAVE_FORMAT_VERSION);
  if (value < 1)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, "version",
                          "there is no format %" G_GINT64_FORMAT, value);
  out->version = (int) value;

  if (!cn_store_check_keys (object, NULL, top_keys, error))
    return FALSE;

  /* The variant and the seating come next: everything else is checked
   * against them. */
  if ((member = need (object, NULL, "variant", error)) == NULL ||
      !cn_store_want_string (member, "variant", G_MAXSIZE, &text, error))
    return FALSE;
  loader.rules = strlen (text) <= 32 ? cn_rules_lookup (text) : NULL;
  if (loader.rules == NULL)
    {
      g_autofree char *quoted = cn_store_quote (text);
      g_autoptr(GString) known = g_string_new (NULL);

      for (int v = 0; v < CN_N_VARIANTS; v++)
        g_string_append_printf (known, "%s%s", v ? ", " : "", cn_rules_get (v)->id);
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, "variant",
                            "unknown variant %s (known: %s)", quoted, known->str);
    }

  if ((member = need (object, NULL, "players", error)) == NULL ||
      !cn_store_want_int (member, "players", G_MININT64, G_MAXINT64, &value, error))
    return FALSE;
  seating = (value >= 1 && value <= CN_MAX_SEATS) ?
    cn_rules_seating (loader.rules, (int) value) : NULL;
  if (seating == NULL)
    {
      g_autoptr(GString) known = g_string_new (NULL);

      for (int i = 0; i < CN_MAX_SEATINGS && loader.rules->seatings[i].players != 0; i++)
        g_string_append_printf (known, "%s%d", i ? ", " : "", loader.rules->seatings[i].players);
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, "players",
                            "%s is not played by %" G_GINT64_FORMAT " players (it is played by %s)",
                            loader.rules->id, value, known->str);
    }
  loader.players = seating->players;
  loader.n_sides = seating->sides;

  out->variant = loader.rules->variant;
  out->players = loader.players;
  cn_options_init (&out->options, loader.rules);
  {
    JsonObject *options;

    if ((member = need (object, NULL, "options", error)) == NULL ||
        !cn_store_want_object (member, "options", &options, error) ||
        !cn_store_check_keys (options, "options", option_keys, error) ||
        !need_bool (options, "options", "red_threes_at_deal", &out->options.red_threes_at_deal,
                    error) ||
        !need_int (options, "options", "fixed_rounds", 0, 1000, &value, error))
      return FALSE;
    out->options.fixed_rounds = (int) value;
  }

  /* The engine fills what follows from the rules (sides, hand size, ...);
   * the file fills the rest. */
  cn_game_init (&out->game, loader.rules, &out->options, loader.players, 0);
  if ((member = need (object, NULL, "game", error)) == NULL ||
      !load_game (&loader, member, &out->game, error))
    return FALSE;

  cn_state_init_empty (&out->state, loader.rules, &out->options, loader.players);
  if ((member = need (object, NULL, "round", error)) == NULL ||
      !load_round (&loader, member, &out->state, error))
    return FALSE;

  if ((member = need (object, NULL, "seats", error)) == NULL ||
      !load_seats (&loader, member, out->seats, error))
    return FALSE;

  if ((member = json_object_get_member (object, "app")) != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      JsonObject *app;

      if (!cn_store_want_object (member, "app", &app, error))
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

  root = cn_store_parse (bytes, length, CN_SAVE_MAX_BYTES, CN_SAVE_MAX_DEPTH, error);
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

  return cn_store_write_file (path, bytes, error);
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

  bytes = cn_store_read_file (path, CN_SAVE_MAX_BYTES, error);
  if (bytes == NULL)
    return FALSE;

  data = g_bytes_get_data (bytes, &length);
  if (!cn_save_from_bytes (data, length, out, &local_error))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, local_error->domain, local_error->code,
                   "Cannot resume the saved game in %s: %s", display, local_error->message);
      return FALSE;
    }

  return TRUE;
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
        return NULL;
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                 "Could not move %s aside: too many broken copies already", display);
  }
  return NULL;
}
