/* cn-store-json.c: JSON reading and writing shared by saves and statistics
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-store-private.h"
#include "cn-save.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <glib/gstdio.h>

/* No number the store writes needs more digits than this. */
#define MAX_DIGITS 15

G_DEFINE_QUARK (cn-save-error-quark, cn_save_error)

gboolean
cn_store_fail (GError     **error,
               int          code,
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
    g_set_error (error, CN_SAVE_ERROR, code, "%s: %s", where, message);
  else
    g_set_error_literal (error, CN_SAVE_ERROR, code, message);
  return FALSE;
}

/* A string from the file, quoted and cut short for an error message. The
 * file is valid UTF-8 by the time any of its strings reach here. */
char *
cn_store_quote (const char *text)
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

const char *
cn_store_node_kind (JsonNode *node)
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

/* ------------------------------------------------------------ the bytes */

/* Checks what json-glib would otherwise meet unprepared: bytes that are not
 * UTF-8, nesting deep enough to exhaust its recursive parser, numbers too
 * large for it, and text after the value, which it would ignore. */
static gboolean
check_bytes (const char  *data,
             gsize        length,
             gsize        max_bytes,
             int          max_depth,
             GError     **error)
{
  const char *end = NULL;
  int depth = 0;
  int line = 1;
  int digits = 0;
  gboolean fraction = FALSE;
  gboolean in_string = FALSE;
  gboolean finished = FALSE;

  if (length == 0)
    return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL, "the file is empty");

  if (length > max_bytes)
    return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                          "the file is too large (%" G_GSIZE_FORMAT " bytes, at most %"
                          G_GSIZE_FORMAT ")", length, max_bytes);

  if (!g_utf8_validate_len (data, length, &end))
    {
      int bad_line = 1;

      for (const char *p = data; p < end; p++)
        if (*p == '\n')
          bad_line++;
      return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                            "line %d: not valid UTF-8 text (byte %" G_GSIZE_FORMAT ")",
                            bad_line, (gsize) (end - data) + 1);
    }

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        line++;

      /* json-glib wraps integers beyond 64 bits around without a word
       * (99999999999999999999999 reads as -1), so long digit runs are
       * refused here, where they can still be told from small numbers.
       * Digits after a point or an exponent make a double, which cannot
       * wrap, and json-glib writes doubles with 17 digits: those are not
       * counted (the fuzzer found a kept 1.59 written back as
       * 1.5900000000000001 and refused on reading). */
      if (!in_string)
        {
          if (g_ascii_isdigit (c))
            {
              if (finished)
                return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                                      "line %d: more text after the end of the file's object",
                                      line);
              if (!fraction && ++digits > MAX_DIGITS)
                return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                                      "line %d: number out of range (more than %d digits)",
                                      line, MAX_DIGITS);
              continue;
            }
          if ((c == '.' || c == 'e' || c == 'E') && (digits > 0 || fraction))
            {
              fraction = TRUE;
              continue;
            }
          if ((c == '+' || c == '-') && fraction)
            continue;
        }
      digits = 0;
      fraction = FALSE;

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      if (finished && !g_ascii_isspace (c))
        return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                              "line %d: more text after the end of the file's object", line);

      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                                  "line %d: nested deeper than %d levels", line, max_depth);
        }
      else if (c == ']' || c == '}')
        {
          if (--depth <= 0)
            finished = TRUE;
        }
    }

  return TRUE;
}

/* What json-glib accepts but cannot write back as JSON, checked over the
 * whole tree once it is parsed: a lone surrogate escape ("\ud800") is
 * decoded into bytes that are not UTF-8 (they would reach a label or the
 * next file written), and a number beyond the double range (1e999) is read
 * as infinity, which it would write as "inf". Both were found by the
 * fuzzer, in keys the statistics keep for a newer version. */
static gboolean
check_tree (JsonNode  *node,
            GError   **error)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (const GList *l = members; l != NULL; l = l->next)
        {
          if (!g_utf8_validate (l->data, -1, NULL))
            return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                                  "a key is not valid Unicode (a lone surrogate escape)");
          if (!check_tree (json_object_get_member (object, l->data), error))
            return FALSE;
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        if (!check_tree (json_array_get_element (array, i), error))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);

      if (text != NULL && !g_utf8_validate (text, -1, NULL))
        return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                              "a string is not valid Unicode (a lone surrogate escape)");
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
    {
      double d = json_node_get_double (node);

      /* json-glib writes doubles with "%.17g" and adds ".0" when it sees
       * no point: below 1e-4 that makes "1e-300.0", which is not JSON, and
       * from 1e15 up, long runs of digits that the digit limit refuses.
       * Only the app's section and keys kept for a newer version hold
       * doubles at all; the range between is plenty for them. */
      if (!isfinite (d) || (d != 0.0 && fabs (d) < 1e-4) || fabs (d) >= 1e15)
        return cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                              "a number is out of range");
    }
  return TRUE;
}

JsonNode *
cn_store_parse (const guint8  *bytes,
                gsize          length,
                gsize          max_bytes,
                int            max_depth,
                GError       **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *root;

  if (!check_bytes ((const char *) bytes, length, max_bytes, max_depth, error))
    return NULL;

  /* A mutable tree: the app section is handed to the app, which may change it. */
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, (const char *) bytes, (gssize) length, &local_error))
    {
      cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                     "not valid JSON (truncated or damaged): %s", local_error->message);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL, "the file holds no JSON value");
      return NULL;
    }

  if (!check_tree (root, error))
    return NULL;

  return json_node_ref (root);
}

/* ------------------------------------------------------------ the disk */

GBytes *
cn_store_read_file (const char  *path,
                    gsize        max_bytes,
                    GError     **error)
{
  GStatBuf st;
  char *contents = NULL;
  gsize length = 0;

  /* Look before reading, so that a huge file or a FIFO is refused
   * rather than read into memory or waited on. */
  if (g_stat (path, &st) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not read %s: %s", display, g_strerror (saved_errno));
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "Could not read %s: not a regular file", display);
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      cn_store_fail (error, CN_SAVE_ERROR_CORRUPT, NULL,
                     "the file is too large (%" G_GUINT64_FORMAT " bytes, at most %"
                     G_GSIZE_FORMAT ")", (guint64) st.st_size, max_bytes);
      return NULL;
    }

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;

  return g_bytes_new_take (contents, length);
}

gboolean
cn_store_write_file (const char  *path,
                     GBytes      *bytes,
                     GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (dir);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not create %s: %s", display, g_strerror (saved_errno));
      return FALSE;
    }

  /* CONSISTENT writes a temporary file in the same directory and renames
   * it over path; DURABLE syncs it first, so that after a crash the file
   * holds either the old contents or the new, never a mixture. */
  return g_file_set_contents_full (path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* ------------------------------------------------------------ the text */

static gboolean
is_plain (JsonNode *node)
{
  return !JSON_NODE_HOLDS_OBJECT (node) && !JSON_NODE_HOLDS_ARRAY (node);
}

static void
print_node (GString  *out,
            JsonNode *node,
            int       indent)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      if (members == NULL)
        {
          g_string_append (out, "{}");
          return;
        }
      g_string_append (out, "{\n");
      for (const GList *l = members; l != NULL; l = l->next)
        {
          g_autoptr(JsonNode) key = json_node_init_string (json_node_alloc (), l->data);
          g_autofree char *key_text = json_to_string (key, FALSE);

          g_string_append_printf (out, "%*s%s: ", indent + 2, "", key_text);
          print_node (out, json_object_get_member (object, l->data), indent + 2);
          g_string_append (out, l->next != NULL ? ",\n" : "\n");
        }
      g_string_append_printf (out, "%*s}", indent, "");
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);
      gboolean flat = TRUE;

      for (guint i = 0; i < n; i++)
        if (!is_plain (json_array_get_element (array, i)))
          flat = FALSE;

      if (flat)
        {
          g_string_append_c (out, '[');
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *text = json_to_string (json_array_get_element (array, i), FALSE);

              g_string_append_printf (out, "%s%s", i ? ", " : "", text);
            }
          g_string_append_c (out, ']');
          return;
        }

      g_string_append (out, "[\n");
      for (guint i = 0; i < n; i++)
        {
          g_string_append_printf (out, "%*s", indent + 2, "");
          print_node (out, json_array_get_element (array, i), indent + 2);
          g_string_append (out, i + 1 < n ? ",\n" : "\n");
        }
      g_string_append_printf (out, "%*s]", indent, "");
    }
  else
    {
      g_autofree char *text = json_to_string (node, FALSE);

      g_string_append (out, text);
    }
}

GBytes *
cn_store_to_text (JsonNode *root)
{
  GString *out = g_string_new (NULL);

  print_node (out, root, 0);
  g_string_append_c (out, '\n');
  return g_string_free_to_bytes (out);
}

/* ------------------------------------------------------ typed accessors */

gboolean
cn_store_want_object (JsonNode     *node,
                      const char   *where,
                      JsonObject  **out,
                      GError      **error)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected an object, found %s", cn_store_node_kind (node));

  *out = json_node_get_object (node);
  return TRUE;
}

gboolean
cn_store_want_array (JsonNode    *node,
                     const char  *where,
                     guint        max,
                     JsonArray  **out,
                     GError     **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected an array, found %s", cn_store_node_kind (node));

  array = json_node_get_array (node);
  if (json_array_get_length (array) > max)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "too many entries (%u, at most %u)",
                          json_array_get_length (array), max);

  *out = array;
  return TRUE;
}

gboolean
cn_store_want_per (JsonNode    *node,
                   const char  *where,
                   guint        count,
                   const char  *what,
                   JsonArray  **out,
                   GError     **error)
{
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected an array, found %s", cn_store_node_kind (node));

  *out = json_node_get_array (node);
  if (json_array_get_length (*out) != count)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected %u entries, one per %s, found %u",
                          count, what, json_array_get_length (*out));
  return TRUE;
}

gboolean
cn_store_want_int (JsonNode    *node,
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
            return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "number out of range");
        }
      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "expected an integer, found %s", cn_store_node_kind (node));
    }

  value = json_node_get_int (node);
  if (value < min || value > max)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "%" G_GINT64_FORMAT " is out of range (%" G_GINT64_FORMAT
                          " to %" G_GINT64_FORMAT ")", value, min, max);

  *out = value;
  return TRUE;
}

gboolean
cn_store_want_bool (JsonNode    *node,
                    const char  *where,
                    gboolean    *out,
                    GError     **error)
{
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected true or false, found %s", cn_store_node_kind (node));

  *out = json_node_get_boolean (node);
  return TRUE;
}

gboolean
cn_store_want_string (JsonNode    *node,
                      const char  *where,
                      gsize        max_bytes,
                      const char **out,
                      GError     **error)
{
  const char *text;

  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "expected a string, found %s", cn_store_node_kind (node));

  text = json_node_get_string (node);
  if (text == NULL)
    text = "";
  if (strlen (text) > max_bytes)
    {
      g_autofree char *quoted = cn_store_quote (text);

      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "%s is too long (at most %" G_GSIZE_FORMAT " bytes)",
                            quoted, max_bytes);
    }

  *out = text;
  return TRUE;
}

gboolean
cn_store_want_card (JsonNode    *node,
                    const char  *where,
                    CnCard      *out,
                    GError     **error)
{
  const char *text;
  CnCard card;

  if (!cn_store_want_string (node, where, G_MAXSIZE, &text, error))
    return FALSE;

  /* Cards are short: refuse long strings before the parser sees them. */
  if (strlen (text) > 4 || !cn_card_parse (text, &card) || !cn_card_valid (card))
    {
      g_autofree char *quoted = cn_store_quote (text);

      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "unknown card %s", quoted);
    }

  *out = card;
  return TRUE;
}

gboolean
cn_store_want_u64 (JsonNode    *node,
                   const char  *where,
                   guint64     *out,
                   GError     **error)
{
  const char *text;
  guint64 value = 0;
  gsize len;

  if (!cn_store_want_string (node, where, G_MAXSIZE, &text, error))
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
      g_autofree char *quoted = cn_store_quote (text);

      return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where,
                            "%s is not a 64-bit hexadecimal number", quoted);
    }

  *out = value;
  return TRUE;
}

void
cn_store_add_u64 (JsonBuilder *builder,
                  guint64      value)
{
  char buf[24];

  g_snprintf (buf, sizeof buf, "%016" G_GINT64_MODIFIER "x", value);
  json_builder_add_string_value (builder, buf);
}

gboolean
cn_store_check_keys (JsonObject         *object,
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
          g_autofree char *quoted = cn_store_quote (key);

          return cn_store_fail (error, CN_SAVE_ERROR_INVALID, where, "unknown key %s", quoted);
        }
    }

  return TRUE;
}
