/* cn-json-values.c: reading the values of a JSON file, each checked and
 * any problem named where it is; writing the values of our own kinds
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-json.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------ typed accessors */

gboolean
cn_json_want_object (JsonNode     *node,
                     const char   *where,
                     JsonObject  **out,
                     GError      **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected an object, found %s", cn_json_node_kind (node));

  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
cn_json_want_array (JsonNode    *node,
                    const char  *where,
                    guint        max,
                    JsonArray  **out,
                    GError     **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected an array, found %s", cn_json_node_kind (node));

  array = json_node_get_array (node);
  if (json_array_get_length (array) > max)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "too many entries (%u, at most %u)",
                         json_array_get_length (array), max);

  *out = array;
  return TRUE;
}

gboolean
cn_json_want_per (JsonNode    *node,
                  const char  *where,
                  guint        count,
                  const char  *what,
                  JsonArray  **out,
                  GError     **error)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected an array, found %s", cn_json_node_kind (node));

  *out = json_node_get_array (node);
  if (json_array_get_length (*out) != count)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected %u entries, one per %s, found %u",
                         count, what, json_array_get_length (*out));
  return TRUE;
}

gboolean
cn_json_want_int (JsonNode    *node,
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
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "number out of range");
        }
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "expected an integer, found %s", cn_json_node_kind (node));
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "%" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                         " to %" G_GINT64_FORMAT ")", value, min, max);

  *out = value;
  return TRUE;
}

gboolean
cn_json_want_bool (JsonNode    *node,
                   const char  *where,
                   gboolean    *out,
                   GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected true or false, found %s", cn_json_node_kind (node));

  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
cn_json_want_string (JsonNode    *node,
                     const char  *where,
                     gsize        max_bytes,
                     const char **out,
                     GError     **error)
{
  const char *text;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "expected a string, found %s", cn_json_node_kind (node));

  text = json_node_get_string (node);
  if (text == NULL)
    text = "";
  if (strlen (text) > max_bytes)
    {
      g_autofree char *quoted = cn_json_quote (text);

      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "%s is too long (at most %" G_GSIZE_FORMAT " bytes)",
                           quoted, max_bytes);
    }

  *out = text;
  return TRUE;
}

gboolean
cn_json_want_card (JsonNode    *node,
                   const char  *where,
                   CnCard      *out,
                   GError     **error)
{
  const char *text;
  CnCard card;

  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error))
    return FALSE;

  /* Cards are short: refuse long strings before the parser sees them. */
  if (strlen (text) > 4 || !cn_card_parse (text, &card) || !cn_card_valid (card))
    {
      g_autofree char *quoted = cn_json_quote (text);

      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "unknown card %s", quoted);
    }

  *out = card;
  return TRUE;
}

gboolean
cn_json_want_cards (JsonNode       *node,
                    const char     *where,
                    guint           max,
                    const CnRules  *rules,
                    int            *copies,
                    CnCard         *out,
                    int            *n_out,
                    GError        **error)
{
  JsonArray *array;
  guint n;

  if (!cn_json_want_array (node, where, max, &array, error))
    return FALSE;

  n = json_array_get_length (array);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *here = g_strdup_printf ("%s[%u]", where, i);

      if (!cn_json_want_card (json_array_get_element (array, i), here, &out[i], error))
        return FALSE;
      if (copies == NULL)
        continue;

      /* Counted as it is placed, so that the message can say where the
       * extra copy is. */
      if (copies[out[i]] >= cn_rules_copies (rules, out[i]))
        {
          char buf[8];

          return cn_json_fail (error, CN_CODEC_ERROR_INVALID, here,
                               "too many %s (more than the %d the decks hold)",
                               cn_card_to_string (out[i], buf), cn_rules_copies (rules, out[i]));
        }
      copies[out[i]]++;
    }

  *n_out = (int) n;
  return TRUE;
}

gboolean
cn_json_parse_rank (const char  *text,
                    const char  *where,
                    gboolean     allow_joker,
                    CnRank      *out,
                    GError     **error)
{
  CnRank rank;

  if (allow_joker && g_ascii_strcasecmp (text, "JK") == 0)
    rank = CN_RANK_JOKER;
  else if (strlen (text) > 5 || !cn_rank_parse (text, &rank))
    {
      g_autofree char *quoted = cn_json_quote (text);

      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "unknown rank %s", quoted);
    }

  *out = rank;
  return TRUE;
}

gboolean
cn_json_want_name (JsonNode            *node,
                   const char          *where,
                   const char * const  *names,
                   guint                n_names,
                   int                 *out,
                   GError             **error)
{
  g_autoptr(GString) known = g_string_new (NULL);
  g_autofree char *quoted = NULL;
  const char *text;

  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error))
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

  quoted = cn_json_quote (text);
  return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "unknown value %s (%s)",
                       quoted, known->str);
}

gboolean
cn_json_want_u64 (JsonNode    *node,
                  const char  *where,
                  guint64     *out,
                  GError     **error)
{
  const char *text;
  guint64 value = 0;
  gsize len;

  if (!cn_json_want_string (node, where, G_MAXSIZE, &text, error))
    return FALSE;

  len = strlen (text);
  for (gsize i = 0; i < len && len <= 16; i++)
    {
      int digit = g_ascii_xdigit_value (text[i]);

      if (digit < 0)
        {
          len = 0;
          break;
        }
      value = value << 4 | (guint64) digit;
    }
  if (len == 0 || len > 16)
    {
      g_autofree char *quoted = cn_json_quote (text);

      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "%s is not a 64-bit hexadecimal number", quoted);
    }

  *out = value;
  return TRUE;
}

gboolean
cn_json_check_keys (JsonObject          *object,
                    const char          *where,
                    const char * const  *known,
                    GError             **error)
{
  g_autoptr(GList) members = json_object_get_members (object);

  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      gboolean found = FALSE;

      for (guint i = 0; known[i] != NULL && !found; i++)
        found = g_str_equal (known[i], key);

      if (!found)
        {
          g_autofree char *quoted = cn_json_quote (key);

          return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "unknown key %s", quoted);
        }
    }

  return TRUE;
}

JsonNode *
cn_json_need (JsonObject  *object,
              const char  *where,
              const char  *key,
              GError     **error)
{
  JsonNode *member = json_object_get_member (object, key);

  if (member == NULL)
    cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "missing \"%s\"", key);
  return member;
}

gboolean
cn_json_want_rank_counts (JsonNode    *node,
                          const char  *where,
                          int          max,
                          guint8      *counts,
                          GError     **error)
{
  g_autoptr(GList) members = NULL;
  JsonObject *object;

  if (!cn_json_want_object (node, where, &object, error))
    return FALSE;

  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      g_autofree char *at = cn_json_where (where, l->data);
      CnRank rank;
      gint64 value;

      if (!cn_json_parse_rank (l->data, where, TRUE, &rank, error) ||
          !cn_json_want_int (json_object_get_member (object, l->data), at, 0, max, &value, error))
        return FALSE;
      counts[rank] = (guint8) value;
    }
  return TRUE;
}

gboolean
cn_json_want_rng (JsonNode    *node,
                  const char  *where,
                  guint64     *rng,
                  GError     **error)
{
  JsonArray *array;

  if (!cn_json_want_per (node, where, 4, "word of the generator", &array, error))
    return FALSE;
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", where, i);

      if (!cn_json_want_u64 (json_array_get_element (array, i), at, &rng[i], error))
        return FALSE;
    }

  /* xoshiro256** never leaves the all-zero state, and would draw zeros for
   * ever from it (cn_rng_below would never return). */
  if ((rng[0] | rng[1] | rng[2] | rng[3]) == 0)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "a generator state of all zeros is impossible");
  return TRUE;
}

void
cn_json_add_rank_counts (JsonBuilder  *builder,
                         const guint8 *counts)
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

void
cn_json_add_rng (JsonBuilder   *builder,
                 const guint64 *rng)
{
  json_builder_begin_array (builder);
  for (int i = 0; i < 4; i++)
    cn_json_add_u64 (builder, rng[i]);
  json_builder_end_array (builder);
}

void
cn_json_add_u64 (JsonBuilder *builder,
                 guint64      value)
{
  char buf[24];

  g_snprintf (buf, sizeof buf, "%016" G_GINT64_MODIFIER "x", value);
  json_builder_add_string_value (builder, buf);
}

void
cn_json_add_card (JsonBuilder *builder,
                  CnCard       card)
{
  char buf[8];

  json_builder_add_string_value (builder, cn_card_to_string (card, buf));
}
