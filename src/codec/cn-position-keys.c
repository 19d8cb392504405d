/* cn-position-keys.c: the keys of a position, and how each is read and
 * written
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-position-private.h"

#include <string.h>

/* How to add a key: one row in cn_position_keys[] below, where it reads
 * best (rows are read and written in order; a key whose default follows
 * from others comes after them). Most fields fit one of the kinds and need
 * nothing else; a key whose default is not the empty table's value names a
 * derive function; a field of a shape of its own names its read and write
 * functions. A key new to saves takes the next save format version as its
 * "since" (and CN_POSITION_SAVE_VERSION becomes that version), so that an
 * older Canasta says the file is from a newer one. */

/* ---------------------------------------------------------------- names */

static const char * const phase_names[] = {
  [CN_PHASE_DRAW] = "draw",
  [CN_PHASE_PLAY] = "play",
  [CN_PHASE_ASKING] = "asking",
  [CN_PHASE_ROUND_OVER] = "round-over",
  [CN_PHASE_CUT] = "cut",
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

static const char * const pile_state_names[] = {
  [CN_PILE_OPEN] = "open",
  [CN_PILE_FROZEN] = "frozen",
  [CN_PILE_BLOCKED] = "blocked",
  [CN_PILE_EMPTY] = "empty",
};

const char *
cn_pile_state_name (CnPileState pile_state)
{
  if ((guint) pile_state < G_N_ELEMENTS (pile_state_names))
    return pile_state_names[pile_state];
  return "unknown";
}

static const char *
name_of (const CnPositionKey *key,
         guint                value)
{
  return value < key->n_names ? key->names[value] : "unknown";
}

/* ---------------------------------------------------------------- fields */

static gint64
get_int (const CnState       *s,
         const CnPositionKey *key)
{
  const guint8 *p = cfield (s, key);

  switch (key->size)
    {
    case 1:
      return *p;
    case 2:
      return key->min < 0 ? (gint64) *(const gint16 *) p : (gint64) *(const guint16 *) p;
    case 4:
      return key->min < 0 ? (gint64) *(const gint32 *) p : (gint64) *(const guint32 *) p;
    default:
      g_assert_not_reached ();
    }
}

static void
set_int (CnState             *s,
         const CnPositionKey *key,
         gint64               value)
{
  guint8 *p = field (s, key);

  switch (key->size)
    {
    case 1:
      *p = (guint8) value;
      break;
    case 2:
      if (key->min < 0)
        *(gint16 *) p = (gint16) value;
      else
        *(guint16 *) p = (guint16) value;
      break;
    case 4:
      if (key->min < 0)
        *(gint32 *) p = (gint32) value;
      else
        *(guint32 *) p = (guint32) value;
      break;
    default:
      g_assert_not_reached ();
    }
}

/* -------------------------------------------------------- reading parts */

/* A seat, or with sides a side, of the position's game. */
static gboolean
want_seat (CnPositionReader  *r,
           JsonNode          *node,
           const char        *where,
           gboolean           sides,
           int               *out,
           GError           **error)
{
  int count = sides ? r->s->n_sides : r->s->n_players;
  gint64 index;

  if (!cn_json_want_int (node, where, G_MININT64, G_MAXINT64, &index, error))
    return FALSE;
  if ((index < 0 || index >= count) && sides)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "no side %" G_GINT64_FORMAT " in a game of %d sides (sides 0 to %d)",
                         index, count, count - 1);
  if (index < 0 || index >= count)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "no seat %" G_GINT64_FORMAT " in a %d-player game (seats 0 to %d)",
                         index, count, count - 1);
  *out = (int) index;
  return TRUE;
}

static gboolean
of_sides (const CnPositionKey *key)
{
  return key->kind == KIND_SIDE_OR_NULL || key->kind == KIND_SIDES;
}

/* Reads an array of at most max cards into out, counting each into the
 * position. */
static gboolean
read_cards (CnPositionReader  *r,
            JsonNode          *node,
            const char        *where,
            guint              max,
            CnCard            *out,
            int               *n_out,
            GError           **error)
{
  return cn_json_want_cards (node, where, max, r->s->rules, r->copies, out, n_out, error);
}

/* ------------------------------------------------------- generic kinds */

static gboolean
read_generic (CnPositionReader     *r,
              const CnPositionKey  *key,
              JsonNode             *node,
              const char           *where,
              GError              **error)
{
  CnState *s = r->s;
  gboolean flag;
  gint64 value;
  int index;

  switch (key->kind)
    {
    case KIND_FLAG:
      if (!cn_json_want_bool (node, where, &flag, error))
        return FALSE;
      *field (s, key) = flag ? 1 : 0;
      return TRUE;

    case KIND_INT:
      if (!cn_json_want_int (node, where, key->min, key->max, &value, error))
        return FALSE;
      set_int (s, key, value);
      return TRUE;

    case KIND_SEAT_OR_NULL:
    case KIND_SIDE_OR_NULL:
      /* CN_NO_SEAT and CN_NO_SIDE are the same byte. */
      if (JSON_NODE_HOLDS_NULL (node))
        {
          *field (s, key) = CN_NO_SEAT;
          return TRUE;
        }
      G_GNUC_FALLTHROUGH;
    case KIND_SEAT:
      if (!want_seat (r, node, where, of_sides (key), &index, error))
        return FALSE;
      *field (s, key) = (guint8) index;
      return TRUE;

    case KIND_SEATS:
    case KIND_SIDES:
      {
        JsonArray *array;
        guint bits = 0;

        if (!cn_json_want_array (node, where, of_sides (key) ? s->n_sides : s->n_players, &array,
                                 error))
          return FALSE;
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);
            int seat;

            if (!want_seat (r, json_array_get_element (array, i), at, of_sides (key), &seat,
                            error))
              return FALSE;
            if (bits & (1u << seat))
              return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "%s %d is listed twice",
                                   of_sides (key) ? "side" : "seat", seat);
            bits |= 1u << seat;
          }
        *field (s, key) = (guint8) bits;
      }
      return TRUE;

    case KIND_NAME:
      if (!cn_json_want_name (node, where, key->names, key->n_names, &index, error))
        return FALSE;
      *field (s, key) = (guint8) index;
      return TRUE;

    case KIND_RANK_COUNTS:
      return cn_json_want_rank_counts (node, where, CN_MAX_CARDS, field (s, key), error);

    case KIND_RNG:
      return cn_json_want_rng (node, where, (guint64 *) field (s, key), error);

    case KIND_CUSTOM:
    default:
      g_assert_not_reached ();
    }
}

static void
write_generic (JsonBuilder         *builder,
               const CnState       *s,
               const CnPositionKey *key)
{
  switch (key->kind)
    {
    case KIND_FLAG:
      json_builder_add_boolean_value (builder, *cfield (s, key) != 0);
      break;

    case KIND_INT:
      json_builder_add_int_value (builder, get_int (s, key));
      break;

    case KIND_SEAT_OR_NULL:
    case KIND_SIDE_OR_NULL:
      if (*cfield (s, key) == CN_NO_SEAT)
        {
          json_builder_add_null_value (builder);
          break;
        }
      G_GNUC_FALLTHROUGH;
    case KIND_SEAT:
      json_builder_add_int_value (builder, *cfield (s, key));
      break;

    case KIND_SEATS:
    case KIND_SIDES:
      json_builder_begin_array (builder);
      /* Bits past the seats are written too: a set that is nonsense is
       * refused when read back, never lost. */
      for (int seat = 0; seat < 8; seat++)
        if (*cfield (s, key) & (1u << seat))
          json_builder_add_int_value (builder, seat);
      json_builder_end_array (builder);
      break;

    case KIND_NAME:
      json_builder_add_string_value (builder, name_of (key, *cfield (s, key)));
      break;

    case KIND_RANK_COUNTS:
      cn_json_add_rank_counts (builder, cfield (s, key));
      break;

    case KIND_RNG:
      cn_json_add_rng (builder, (const guint64 *) cfield (s, key));
      break;

    case KIND_CUSTOM:
    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------ the cards */

static gboolean
read_scores (CnPositionReader     *r,
             const CnPositionKey  *key,
             JsonNode             *node,
             const char           *where,
             GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < r->s->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, side);
      gint64 value;

      if (!cn_json_want_int (json_array_get_element (array, side), here,
                             -CN_POSITION_MAX_SCORE, CN_POSITION_MAX_SCORE, &value, error))
        return FALSE;
      r->s->scores[side] = (int32_t) value;
    }
  return TRUE;
}

static void
write_scores (JsonBuilder         *builder,
              const CnState       *s,
              const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int side = 0; side < MIN (s->n_sides, CN_MAX_SIDES); side++)
    json_builder_add_int_value (builder, s->scores[side]);
  json_builder_end_array (builder);
}

static gboolean
read_hands (CnPositionReader     *r,
            const CnPositionKey  *key,
            JsonNode             *node,
            const char           *where,
            GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_players, "seat", &array, error))
    return FALSE;
  for (int seat = 0; seat < r->s->n_players; seat++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, seat);
      CnCard cards[CN_MAX_CARDS];
      int n;

      if (!read_cards (r, json_array_get_element (array, seat), here, CN_MAX_CARDS,
                       cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        r->s->hand[seat][cards[i]]++;
    }
  return TRUE;
}

/* The loops below stay inside the arrays whatever the counts say: a state
 * that is nonsense is written as nonsense and refused on reading back,
 * never read past its end. */
static void
write_hands (JsonBuilder         *builder,
             const CnState       *s,
             const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int seat = 0; seat < MIN (s->n_players, CN_MAX_SEATS); seat++)
    {
      json_builder_begin_array (builder);
      for (int k = 0; k < CN_N_KINDS; k++)
        for (int c = 0; c < s->hand[seat][k]; c++)
          cn_json_add_card (builder, (CnCard) k);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* The stock lists the top card first; the engine keeps the top last. */
static gboolean
read_stock (CnPositionReader     *r,
            const CnPositionKey  *key,
            JsonNode             *node,
            const char           *where,
            GError              **error)
{
  CnCard cards[CN_MAX_CARDS];
  int n;

  if (!read_cards (r, node, where, CN_MAX_CARDS, cards, &n, error))
    return FALSE;
  for (int i = 0; i < n; i++)
    r->s->stock[n - 1 - i] = cards[i];
  r->s->stock_n = (uint16_t) n;
  return TRUE;
}

static void
write_stock (JsonBuilder         *builder,
             const CnState       *s,
             const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int i = MIN (s->stock_n, CN_MAX_CARDS) - 1; i >= 0; i--)
    cn_json_add_card (builder, s->stock[i]);
  json_builder_end_array (builder);
}

/* The discard pile lists the bottom card first, as the engine does. */
static gboolean
read_discard (CnPositionReader     *r,
              const CnPositionKey  *key,
              JsonNode             *node,
              const char           *where,
              GError              **error)
{
  CnCard cards[CN_MAX_CARDS];
  int n;

  if (!read_cards (r, node, where, CN_MAX_CARDS, cards, &n, error))
    return FALSE;
  memcpy (r->s->pile, cards, n);
  r->s->pile_n = (uint16_t) n;
  return TRUE;
}

static void
write_discard (JsonBuilder         *builder,
               const CnState       *s,
               const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int i = 0; i < MIN (s->pile_n, CN_MAX_CARDS); i++)
    cn_json_add_card (builder, s->pile[i]);
  json_builder_end_array (builder);
}

static gboolean
read_melds (CnPositionReader     *r,
            const CnPositionKey  *key,
            JsonNode             *node,
            const char           *where,
            GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < r->s->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, side);
      JsonArray *melds;

      if (!cn_json_want_array (json_array_get_element (array, side), here, CN_MAX_MELDS,
                               &melds, error))
        return FALSE;
      for (guint m = 0; m < json_array_get_length (melds); m++)
        {
          g_autofree char *at = g_strdup_printf ("%s[%u]", here, m);
          g_autoptr(GError) local_error = NULL;
          CnCard cards[CN_MELD_CAP];
          int n;

          if (!read_cards (r, json_array_get_element (melds, m), at, CN_MELD_CAP, cards, &n,
                           error))
            return FALSE;
          /* The engine's own builder: it finds the rank, counts the wilds,
           * closes a finished canasta where canastas close, and refuses a
           * meld the rules do not allow. */
          if (!cn_state_add_meld (r->s, side, cards, n, &local_error))
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "%s", local_error->message);
        }
    }
  return TRUE;
}

static void
write_melds (JsonBuilder         *builder,
             const CnState       *s,
             const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int side = 0; side < MIN (s->n_sides, CN_MAX_SIDES); side++)
    {
      json_builder_begin_array (builder);
      for (int m = 0; m < MIN (s->n_melds[side], CN_MAX_MELDS); m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          json_builder_begin_array (builder);
          for (int i = 0; i < MIN (meld->n, CN_MELD_CAP); i++)
            cn_json_add_card (builder, meld->cards[i]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

static gboolean
read_red_threes (CnPositionReader     *r,
                 const CnPositionKey  *key,
                 JsonNode             *node,
                 const char           *where,
                 GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < r->s->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, side);
      CnCard cards[CN_MAX_RED_THREES * 2];
      int n;

      if (!read_cards (r, json_array_get_element (array, side), here, G_N_ELEMENTS (cards),
                       cards, &n, error))
        return FALSE;
      for (int i = 0; i < n; i++)
        {
          if (!cn_card_is_red_three (cards[i]))
            {
              g_autofree char *at = g_strdup_printf ("%s[%d]", here, i);
              char buf[8];

              return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at, "%s is not a red three",
                                   cn_card_to_string (cards[i], buf));
            }
          r->s->red_threes[side][i] = cards[i];
        }
      r->s->n_red_threes[side] = (uint8_t) n;
    }
  return TRUE;
}

static void
write_red_threes (JsonBuilder         *builder,
                  const CnState       *s,
                  const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int side = 0; side < MIN (s->n_sides, CN_MAX_SIDES); side++)
    {
      json_builder_begin_array (builder);
      for (int i = 0; i < MIN (s->n_red_threes[side], CN_MAX_RED_THREES * 2); i++)
        cn_json_add_card (builder, s->red_threes[side][i]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* ------------------------------------------- the cut and the pozo (001) */

static gboolean
has_moda (const CnRules *rules)
{
  return rules->moda_doubles;
}

static gboolean
has_exact_cut (const CnRules *rules)
{
  return rules->bonus_exact_cut > 0;
}

static gboolean
has_premiado (const CnRules *rules)
{
  return rules->premiado_ends_wild_melds;
}

static gboolean
has_pozo (const CnRules *rules)
{
  return rules->pile_start == CN_PILE_START_POZO;
}

static gboolean
closes_canastas (const CnRules *rules)
{
  return rules->canasta_closes;
}

static gboolean
stock_ends_one_more (const CnRules *rules)
{
  return rules->exhaust_rule == CN_EXHAUST_ONE_MORE;
}

static gboolean
asks_before_draw (const CnRules *rules)
{
  return rules->ask_before_draw;
}

/* "moda": the natural rank of the canasta de moda, or null before the cut. */
static gboolean
read_moda (CnPositionReader     *r,
           const CnPositionKey  *key,
           JsonNode             *node,
           const char           *where,
           GError              **error)
{
  const char *text;
  CnRank rank;

  if (JSON_NODE_HOLDS_NULL (node))
    {
      r->s->moda = 0;
      return TRUE;
    }
  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error) ||
      !cn_json_parse_rank (text, where, FALSE, &rank, error))
    return FALSE;
  if (!cn_rank_is_natural (rank))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "the canasta de moda is of a natural rank (A, K to 4), not %s",
                         cn_rank_to_string (rank));
  r->s->moda = (uint8_t) rank;
  return TRUE;
}

static void
write_moda (JsonBuilder         *builder,
            const CnState       *s,
            const CnPositionKey *key)
{
  if (s->moda != 0 && s->moda < CN_N_RANKS)
    json_builder_add_string_value (builder, cn_rank_to_string (s->moda));
  else
    json_builder_add_null_value (builder);
}

/* "canasta_order": per side, for each meld, 0 while it is open and, for a
 * closed canasta, the how-manieth of its rank it closed (1, 2, 3), which
 * makes it a double or a triple canasta. Left out, the canastas of a rank
 * closed in the order they are listed; the melds must be read first. */
void
cn_position_derive_canasta_order (CnState *s)
{
  for (int side = 0; side < s->n_sides; side++)
    for (int m = 0; m < s->n_melds[side]; m++)
      {
        CnMeld *meld = &s->melds[side][m];
        int order = 1;

        if (!meld->closed)
          continue;
        for (int i = 0; i < m; i++)
          if (s->melds[side][i].rank == meld->rank && s->melds[side][i].closed)
            order++;
        meld->closed = (uint8_t) order;
      }
}

static gboolean
read_canasta_order (CnPositionReader     *r,
                    const CnPositionKey  *key,
                    JsonNode             *node,
                    const char           *where,
                    GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < r->s->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, side);
      JsonArray *orders;

      if (!cn_json_want_array (json_array_get_element (array, side), here, CN_MAX_MELDS,
                               &orders, error))
        return FALSE;
      if (json_array_get_length (orders) != r->s->n_melds[side])
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here,
                             "%u entries for side %d's %d melds",
                             json_array_get_length (orders), side, r->s->n_melds[side]);
      for (guint m = 0; m < json_array_get_length (orders); m++)
        {
          g_autofree char *at = g_strdup_printf ("%s[%u]", here, m);
          CnMeld *meld = &r->s->melds[side][m];
          gint64 order;

          if (!cn_json_want_int (json_array_get_element (orders, m), at, 0, CN_MAX_MELDS,
                                 &order, error))
            return FALSE;
          if ((order != 0) != (meld->closed != 0))
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, at,
                                 order ? "an open meld has no place among closed canastas"
                                       : "a closed canasta needs its place among its rank's");
          meld->closed = (uint8_t) order;
        }
    }
  return TRUE;
}

static void
write_canasta_order (JsonBuilder         *builder,
                     const CnState       *s,
                     const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int side = 0; side < MIN (s->n_sides, CN_MAX_SIDES); side++)
    {
      json_builder_begin_array (builder);
      for (int m = 0; m < MIN (s->n_melds[side], CN_MAX_MELDS); m++)
        json_builder_add_int_value (builder, s->melds[side][m].closed);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
}

/* ------------------------------------------------------ informative keys */

static gboolean
read_pile_state (CnPositionReader     *r,
                 const CnPositionKey  *key,
                 JsonNode             *node,
                 const char           *where,
                 GError              **error)
{
  const char *actual = cn_pile_state_name (cn_state_pile_state (r->s));
  const char *text;

  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error))
    return FALSE;
  if (!g_str_equal (text, actual))
    {
      g_autofree char *quoted = cn_json_quote (text);

      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "the cards make the pile %s, not %s", actual, quoted);
    }
  return TRUE;
}

static void
write_pile_state (JsonBuilder         *builder,
                  const CnState       *s,
                  const CnPositionKey *key)
{
  json_builder_add_string_value (builder, cn_pile_state_name (cn_state_pile_state (s)));
}

/* In a scenario, "opened" says which sides have opened now, the side to
 * play counting as opened once this turn's melds reach its minimum. In a
 * save of format 1 it was the engine's own flag, whether the side had
 * opened when the turn began; both follow from the rest of the position
 * and are checked against it. */
static gboolean
read_opened (CnPositionReader     *r,
             const CnPositionKey  *key,
             JsonNode             *node,
             const char           *where,
             GError              **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, r->s->n_sides, "side", &array, error))
    return FALSE;
  for (int side = 0; side < r->s->n_sides; side++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%d]", where, side);
      gboolean said;
      gboolean actual;

      if (!cn_json_want_bool (json_array_get_element (array, side), here, &said, error))
        return FALSE;

      if (r->form == CN_POSITION_SCENARIO)
        {
          actual = cn_state_side_opened (r->s, side);
          if (!said != !actual)
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here, "side %d has %s", side,
                                 actual ? "opened" :
                                 r->s->n_melds[side] > 0 ? "melds but has not reached its minimum" :
                                                           "no melds, so it has not opened");
        }
      else
        {
          actual = r->s->opened[side];
          if (said && r->s->n_melds[side] == 0)
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here,
                                 "side %d has opened but has no melds", side);
          if (!said != !actual)
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here,
                                 actual ? "side %d had melds before this turn but has not opened" :
                                          "side %d made all its melds this turn but had opened",
                                 side);
        }
    }
  return TRUE;
}

static void
write_opened (JsonBuilder         *builder,
              const CnState       *s,
              const CnPositionKey *key)
{
  json_builder_begin_array (builder);
  for (int side = 0; side < MIN (s->n_sides, CN_MAX_SIDES); side++)
    json_builder_add_boolean_value (builder, cn_state_side_opened (s, side));
  json_builder_end_array (builder);
}

/* ------------------------------------------------------------- the keys */

const CnPositionKey cn_position_keys[] = {
  { "scores", KIND_CUSTOM, KEY_ALWAYS, 1, .read = read_scores, .write = write_scores },
  { "dealer", KIND_SEAT, 0, 1, FIELD (dealer) },
  { "turn", KIND_SEAT, KEY_ALWAYS, 1, FIELD (turn) },
  { "phase", KIND_NAME, KEY_ALWAYS, 1, FIELD (phase), NAMES (phase_names) },
  { "answer", KIND_NAME, 0, 1, FIELD (answer), NAMES (answer_names) },
  { "asked", KIND_FLAG, 0, 1, FIELD (asked), .derive = cn_position_derive_asked },
  { "hands", KIND_CUSTOM, KEY_ALWAYS | KEY_REQUIRED, 1, .read = read_hands, .write = write_hands },
  { "stock", KIND_CUSTOM, KEY_ALWAYS, 1, .read = read_stock, .write = write_stock },
  { "discard", KIND_CUSTOM, KEY_ALWAYS, 1, .read = read_discard, .write = write_discard },
  { "discard_sideways", KIND_INT, 0, 1, FIELD (pile_sideways), .min = 0, .max = CN_MAX_CARDS },
  { "melds", KIND_CUSTOM, KEY_ALWAYS, 1, .read = read_melds, .write = write_melds },
  { "red_threes", KIND_CUSTOM, KEY_ALWAYS, 1, .read = read_red_threes, .write = write_red_threes },
  { "melded_earlier", KIND_SEATS, KEY_ALWAYS, 1, FIELD (melded_earlier) },
  /* Variants with a cut and a pozo (source 001): the canasta de moda and
   * the exact cut the cut gave, the sides that took a premiado pozo, the
   * pozo's face-down cards (a wild there makes nothing premiado), the
   * order canastas closed in, a question asked before the draw, and the
   * last turn after the stock ran out. */
  { "moda", KIND_CUSTOM, KEY_ALWAYS, 3, FIELD (moda), .read = read_moda, .write = write_moda,
    .applies = has_moda },
  { "exact_cut", KIND_SIDE_OR_NULL, KEY_ALWAYS, 3, FIELD (exact_cut_side),
    .applies = has_exact_cut },
  { "premiado_taken", KIND_SIDES, KEY_ALWAYS, 3, FIELD (premiado_taken), .applies = has_premiado },
  { "discard_face_down", KIND_INT, 0, 3, FIELD (pozo_down), .min = 0, .max = CN_MAX_CARDS,
    .applies = has_pozo },
  { "canasta_order", KIND_CUSTOM, 0, 3, FIELD (melds), .read = read_canasta_order,
    .write = write_canasta_order, .derive = cn_position_derive_canasta_order,
    .applies = closes_canastas },
  { "asked_before_draw", KIND_FLAG, 0, 3, FIELD (asked_at_draw), .applies = asks_before_draw },
  { "last_turn", KIND_FLAG, 0, 3, FIELD (last_turn), .applies = stock_ends_one_more },
  { "had_turn", KIND_SEATS, 0, 1, FIELD (had_turn), .derive = cn_position_derive_had_turn },
  /* The turn in progress. */
  { "took_pile", KIND_FLAG, 0, 1, FIELD (took_pile) },
  { "pile_pending", KIND_FLAG, 0, 1, FIELD (pile_pending) },
  { "black_threes_down", KIND_FLAG, 0, 1, FIELD (black_threes_down) },
  { "turn_points", KIND_INT, 0, 1, FIELD (turn_points), .min = 0, .max = G_MAXINT16 },
  { "turn_naturals", KIND_RANK_COUNTS, 0, 1, FIELD (turn_nat) },
  { "turn_wilds", KIND_RANK_COUNTS, 0, 1, FIELD (turn_wild) },
  { "turn_melded", KIND_FLAG, 0, 1, FIELD (turn_melded), .derive = cn_position_derive_turn_melded },
  /* The end of the round. */
  { "end", KIND_NAME, 0, 1, FIELD (end), NAMES (end_names), .derive = cn_position_derive_end },
  { "out_seat", KIND_SEAT_OR_NULL, 0, 1, FIELD (out_seat), .derive = cn_position_derive_out_seat },
  { "out_concealed", KIND_FLAG, 0, 1, FIELD (out_concealed) },
  /* How the round was dealt. */
  { "full_deck", KIND_FLAG, 0, 1, FIELD (full_deck) },
  { "rng", KIND_RNG, 0, 1, FIELD (rng) },
  { "move_count", KIND_INT, KEY_SAVE_ONLY, 1, FIELD (move_count), .min = 0, .max = G_MAXUINT32 },
  /* What follows from the rest, for whoever reads a scenario's state. */
  { "pile_state", KIND_CUSTOM, KEY_INFO, 0, .read = read_pile_state, .write = write_pile_state },
  { "opened", KIND_CUSTOM, KEY_INFO, 1, 1, .read = read_opened, .write = write_opened },
};

const guint cn_position_n_keys = G_N_ELEMENTS (cn_position_keys);

/* ----------------------------------------------------------- dispatch */

gboolean
cn_position_read_field (CnPositionReader     *r,
                        const CnPositionKey  *key,
                        JsonNode             *node,
                        const char           *where,
                        GError              **error)
{
  if (key->kind == KIND_CUSTOM)
    return key->read (r, key, node, where, error);
  return read_generic (r, key, node, where, error);
}

void
cn_position_write_field (JsonBuilder         *builder,
                         const CnState       *s,
                         const CnPositionKey *key)
{
  if (key->kind == KIND_CUSTOM)
    key->write (builder, s, key);
  else
    write_generic (builder, s, key);
}
