/* cn-json.c: reading and writing the JSON of positions, scenarios, saves
 * and statistics
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-json.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

/* No number in our files needs more digits than this. */
#define MAX_DIGITS 15

G_DEFINE_QUARK (cn-codec-error-quark, cn_codec_error)

/* ------------------------------------------------------------- messages */

static gboolean
is_control (gunichar c)
{
  return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x2028 || c == 0x2029;
}

char *
cn_json_escape (const char *text)
{
  GString *out;
  const char *p;
  const char *end;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  end = text + strlen (text);
  for (p = text; p < end;)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c == '\r')
        g_string_append (out, "\\r");
      else if (c == '\t')
        g_string_append (out, "\\t");
      else if (is_control (c))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }

  return g_string_free (out, FALSE);
}

void
cn_json_error_one_line (GError *error)
{
  char *line;

  if (error == NULL)
    return;
  line = cn_json_escape (error->message);
  g_free (error->message);
  error->message = line;
}

char *
cn_json_quote (const char *text)
{
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autofree char *escaped = NULL;
  const char *p = text;
  int n = 0;

  /* Quotes and backslashes first, so that the quoted form is unambiguous;
   * the rest of the escaping is cn_json_escape's. */
  while (*p != '\0' && n < 24)
    {
      const char *next = g_utf8_next_char (p);

      if (!g_utf8_validate (p, next - p, NULL))
        next = p + 1;
      if (*p == '"' || *p == '\\')
        g_string_append_c (shown, '\\');
      g_string_append_len (shown, p, next - p);
      p = next;
      n++;
    }
  if (*p != '\0')
    g_string_append (shown, "...");

  escaped = cn_json_escape (shown->str);
  return g_strdup_printf ("\"%s\"", escaped);
}

const char *
cn_json_node_kind (JsonNode *node)
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

gboolean
cn_json_fail (GError     **error,
              int          code,
              const char  *where,
              const char  *format,
              ...)
{
  g_autofree char *message = NULL;
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (where != NULL && *where != '\0')
    {
      char *full = g_strdup_printf ("%s: %s", where, message);

      g_free (message);
      message = full;
    }
  line = cn_json_escape (message);
  g_set_error_literal (error, CN_CODEC_ERROR, code, line);
  return FALSE;
}

char *
cn_json_where (const char *where,
               const char *key)
{
  if (where == NULL || *where == '\0')
    return g_strdup (key);
  return g_strdup_printf ("%s.%s", where, key);
}

/* ------------------------------------------------------------ the bytes */

/* Checks what json-glib would otherwise meet unprepared: a NUL byte (it
 * would stop reading there), bytes that are not UTF-8, nesting deep enough
 * to exhaust its recursive parser, numbers too large for it, and text
 * after the value, which it would ignore. */
static gboolean
check_bytes (const char  *data,
             gsize        length,
             gsize        max_bytes,
             int          max_depth,
             GError     **error)
{
  const char *end = NULL;
  const char *nul;
  int depth = 0;
  int line = 1;
  int digits = 0;
  gboolean fraction = FALSE;
  gboolean in_string = FALSE;
  gboolean finished = FALSE;
  gboolean blank = TRUE;

  if (length == 0)
    return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL, "the file is empty");

  if (length > max_bytes)
    return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                         "the file is too large (%" G_GSIZE_FORMAT " bytes, at most %"
                         G_GSIZE_FORMAT ")", length, max_bytes);

  nul = memchr (data, '\0', length);
  if (nul != NULL)
    {
      int nul_line = 1;

      for (const char *p = data; p < nul; p++)
        if (*p == '\n')
          nul_line++;
      return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                           "line %d: a NUL byte (byte %" G_GSIZE_FORMAT "): the file holds "
                           "binary data, not JSON text", nul_line, (gsize) (nul - data) + 1);
    }

  if (!g_utf8_validate_len (data, length, &end))
    {
      int bad_line = 1;

      for (const char *p = data; p < end; p++)
        if (*p == '\n')
          bad_line++;
      return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                           "line %d: not valid UTF-8 text (byte %" G_GSIZE_FORMAT ")",
                           bad_line, (gsize) (end - data) + 1);
    }

  for (gsize i = 0; i < length; i++)
    {
      char c = data[i];

      if (c == '\n')
        line++;
      if (!g_ascii_isspace (c))
        blank = FALSE;

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
                return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                                     "not valid JSON: line %d: more text after the end of "
                                     "the file's object", line);
              if (!fraction && ++digits > MAX_DIGITS)
                return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
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
        return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                             "not valid JSON: line %d: more text after the end of the file's "
                             "object", line);

      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                                 "line %d: nested deeper than %d levels", line, max_depth);
        }
      else if (c == ']' || c == '}')
        {
          if (--depth <= 0)
            finished = TRUE;
        }
    }

  if (blank)
    return cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                         "the file is empty (white space only)");

  return TRUE;
}

/* What json-glib accepts but cannot write back as JSON, checked over the
 * whole tree once it is parsed: a lone surrogate escape ("\ud800") is
 * decoded into bytes that are not UTF-8 (they would reach a label or the
 * next file written), and a number beyond the double range (1e999) is read
 * as infinity, which it would write as "inf". Both were found by the
 * fuzzer, in keys the statistics keep for a newer version. On failure,
 * *problem says what and path where ("round.scores[1]"), built on the way
 * back up. */
static gboolean
check_tree (JsonNode    *node,
            GString     *path,
            const char **problem)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (const GList *l = members; l != NULL; l = l->next)
        {
          if (!g_utf8_validate (l->data, -1, NULL))
            {
              *problem = "a key is not valid Unicode (a lone surrogate escape)";
              return FALSE;
            }
          if (!check_tree (json_object_get_member (object, l->data), path, problem))
            {
              g_string_prepend (path, l->data);
              g_string_prepend_c (path, '.');
              return FALSE;
            }
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        if (!check_tree (json_array_get_element (array, i), path, problem))
          {
            g_autofree char *index = g_strdup_printf ("[%u]", i);

            g_string_prepend (path, index);
            return FALSE;
          }
    }
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);

      if (text != NULL && !g_utf8_validate (text, -1, NULL))
        {
          *problem = "a string is not valid Unicode (a lone surrogate escape)";
          return FALSE;
        }
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
        {
          *problem = "number out of range";
          return FALSE;
        }
    }
  return TRUE;
}

/* json-glib keeps the last of two members with one name. It tells each
 * member as it sets it, after setting it: an object that holds fewer
 * members than were set in it has had one set twice. Until then no object
 * has been freed, so the addresses counted are all different objects. */
typedef struct
{
  GHashTable *counts;      /* JsonObject * -> members set in it */
  char       *duplicate;
  int         line;
} Duplicates;

static void
object_member_cb (JsonParser *parser,
                  JsonObject *object,
                  const char *name,
                  gpointer    user_data)
{
  Duplicates *dup = user_data;
  guint n;

  if (dup->duplicate != NULL)
    return;

  n = GPOINTER_TO_UINT (g_hash_table_lookup (dup->counts, object)) + 1;
  g_hash_table_insert (dup->counts, object, GUINT_TO_POINTER (n));
  if (json_object_get_size (object) < n)
    {
      dup->duplicate = g_strdup (name);
      dup->line = (int) json_parser_get_current_line (parser);
    }
}

/* json-glib's messages start "<data>:LINE:COLUMN: Parse error: ": say it
 * as the rest of our messages do. */
static char *
parse_error_text (const char *message)
{
  int line = 0;
  int column = 0;
  int used = 0;

  if (sscanf (message, "<data>:%d:%d: Parse error: %n", &line, &column, &used) == 2 && used > 0)
    return g_strdup_printf ("line %d, column %d: %s", line, column, message + used);
  return g_strdup (message);
}

JsonNode *
cn_json_parse (const guint8  *bytes,
               gsize          length,
               gsize          max_bytes,
               int            max_depth,
               GError       **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local_error = NULL;
  Duplicates dup = { 0 };
  JsonNode *root;
  gboolean parsed;

  g_return_val_if_fail (bytes != NULL || length == 0, NULL);

  if (!check_bytes ((const char *) bytes, length, max_bytes, max_depth, error))
    return NULL;

  /* A mutable tree: a save's app section is handed to the app, which may
   * change it. */
  parser = json_parser_new ();
  dup.counts = g_hash_table_new (NULL, NULL);
  g_signal_connect (parser, "object-member", G_CALLBACK (object_member_cb), &dup);
  parsed = json_parser_load_from_data (parser, (const char *) bytes, (gssize) length, &local_error);
  g_signal_handlers_disconnect_by_data (parser, &dup);
  g_hash_table_unref (dup.counts);

  if (dup.duplicate != NULL)
    {
      g_autofree char *quoted = cn_json_quote (dup.duplicate);

      g_free (dup.duplicate);
      cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                    "line %d: the key %s appears twice in one object", dup.line, quoted);
      return NULL;
    }

  if (!parsed)
    {
      g_autofree char *text = parse_error_text (local_error->message);

      cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL, "not valid JSON: %s", text);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL, "the file holds no JSON value");
      return NULL;
    }

  {
    g_autoptr(GString) path = g_string_new (NULL);
    const char *problem = NULL;

    if (!check_tree (root, path, &problem))
      {
        cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, path->str[0] == '.' ? path->str + 1 : path->str,
                      "%s", problem);
        return NULL;
      }
  }

  return json_node_ref (root);
}

/* ------------------------------------------------------------- the disk */

static const char *
file_kind (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a directory";
  if (S_ISFIFO (mode))
    return "a FIFO";
  if (S_ISCHR (mode))
    return "a character device";
  if (S_ISBLK (mode))
    return "a block device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "not a regular file";
}

/* The messages about reading files leave the file's name and the verb to
 * the caller, which says what the file is ("the saved game in ..."). */
static void
set_errno_error (GError **error,
                 int      saved_errno)
{
  g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

/* Reads fd to its end, at most max_bytes + 1 bytes so that a larger input
 * is known to be too large without reading it all. */
static GBytes *
read_fd (int          fd,
         const char  *name,   /* "the file", "standard input" */
         gsize        max_bytes,
         GError     **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buf[65536];

  for (;;)
    {
      gssize got;
      gsize want = MIN (sizeof buf, max_bytes + 1 - data->len);

      got = read (fd, buf, want);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          /* Standard input may come non-blocking from the caller. */
          struct pollfd pfd = { .fd = fd, .events = POLLIN };

          poll (&pfd, 1, -1);
          continue;
        }
      if (got < 0)
        {
          set_errno_error (error, errno);
          return NULL;
        }
      if (got == 0)
        break;
      g_byte_array_append (data, buf, (guint) got);
      if (data->len > max_bytes)
        {
          cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                        "%s is too large (more than the %" G_GSIZE_FORMAT " bytes it may hold)",
                        name, max_bytes);
          return NULL;
        }
    }

  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

GBytes *
cn_json_read_file (const char  *path,
                   gsize        max_bytes,
                   GError     **error)
{
  GStatBuf st;
  GBytes *bytes;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  /* Opened without waiting (a FIFO with no writer would block the open
   * for ever), then looked at before reading: only a regular file is
   * read, so that /dev/zero or a FIFO is refused rather than read into
   * memory or waited on. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }

  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno);
      close (fd);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   "it is %s, not a regular file (expected a file of at most %"
                   G_GSIZE_FORMAT " bytes)", file_kind (st.st_mode), max_bytes);
      return NULL;
    }
  if ((guint64) st.st_size > max_bytes)
    {
      close (fd);
      cn_json_fail (error, CN_CODEC_ERROR_CORRUPT, NULL,
                    "the file is too large (%" G_GUINT64_FORMAT " bytes, at most %"
                    G_GSIZE_FORMAT ")", (guint64) st.st_size, max_bytes);
      return NULL;
    }

  bytes = read_fd (fd, "the file", max_bytes, error);
  close (fd);
  return bytes;
}

GBytes *
cn_json_read_stdin (gsize    max_bytes,
                    GError **error)
{
  return read_fd (STDIN_FILENO, "standard input", max_bytes, error);
}

gboolean
cn_json_write_file (const char  *path,
                    GBytes      *bytes,
                    GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_autofree char *display = g_filename_display_name (dir);
      int saved_errno = errno;
      g_autofree char *message = g_strdup_printf ("Could not create %s: %s", display,
                                                  g_strerror (saved_errno));
      g_autofree char *line = cn_json_escape (message);

      g_set_error_literal (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), line);
      return FALSE;
    }

  /* CONSISTENT writes a temporary file in the same directory and renames
   * it over path; DURABLE syncs it first, so that after a crash the file
   * holds either the old contents or the new, never a mixture. A write
   * that fails (a full disk) removes the temporary file and leaves path
   * alone. */
  return g_file_set_contents_full (path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

/* ------------------------------------------------------------- the text */

static gboolean
is_plain (JsonNode *node)
{
  return !JSON_NODE_HOLDS_OBJECT (node) && !JSON_NODE_HOLDS_ARRAY (node);
}

/* Whether node is an array of plain values, written on one line. */
static gboolean
is_flat (JsonNode *node)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!is_plain (json_array_get_element (array, i)))
      return FALSE;
  return TRUE;
}

/* Small objects in a list (a save's moves, seats, counts by rank) go one
 * to a line: {"seat": 0, "do": "discard", "card": "9S"}. Longer ones, or
 * ones holding more than plain values and flat arrays, are laid out like
 * any object. */
#define INLINE_MAX 100

static void print_node (GString  *out,
                        JsonNode *node,
                        int       indent);

static gboolean
print_inline (GString  *out,
              JsonNode *node)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;
  g_autoptr(GString) line = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return FALSE;
  object = json_node_get_object (node);
  members = json_object_get_members (object);
  if (members == NULL)
    return FALSE;

  line = g_string_new ("{");
  for (const GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *member = json_object_get_member (object, l->data);
      g_autoptr(JsonNode) key = NULL;
      g_autofree char *key_text = NULL;

      if (!is_plain (member) && !is_flat (member))
        return FALSE;
      key = json_node_init_string (json_node_alloc (), l->data);
      key_text = json_to_string (key, FALSE);
      g_string_append_printf (line, "%s%s: ", l == members ? "" : ", ", key_text);
      print_node (line, member, 0);
      if (line->len > INLINE_MAX)
        return FALSE;
    }
  g_string_append_c (line, '}');
  if (line->len > INLINE_MAX)
    return FALSE;

  g_string_append_len (out, line->str, line->len);
  return TRUE;
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

      if (is_flat (node))
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
          if (!print_inline (out, json_array_get_element (array, i)))
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
cn_json_to_text (JsonNode *root)
{
  GString *out = g_string_new (NULL);

  print_node (out, root, 0);
  g_string_append_c (out, '\n');
  return g_string_free_to_bytes (out);
}
