/* cn-json.h: reading and writing the JSON of positions, scenarios, saves
 * and statistics
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-state.h"

G_BEGIN_DECLS

/* Every file the game reads comes through here: scenarios (the referee and
 * the help examples), saved games and statistics. The rules for hostile
 * input hold for all of them in one place:
 *
 * - a file is read only when it is a regular file (never a device, a
 *   directory or a FIFO, which could be endless or block for ever), or from
 *   standard input, and never past a size limit that the message states;
 * - before json-glib sees the bytes, they are checked for what it would
 *   meet unprepared: a NUL byte, text that is not UTF-8, nesting deep
 *   enough to exhaust its recursive parser, numbers it would wrap around
 *   and text after the value;
 * - a key given twice in one object is refused, naming it, rather than the
 *   last one winning;
 * - every error message is one line, with control characters escaped, so
 *   that nothing from a file can reach a terminal as anything but text.
 *
 * Errors about the content are in CN_CODEC_ERROR; failures to read a file
 * are in G_FILE_ERROR (G_FILE_ERROR_NOENT: there is no file). */

#define CN_CODEC_ERROR (cn_codec_error_quark ())
GQuark cn_codec_error_quark (void);

typedef enum
{
  CN_CODEC_ERROR_CORRUPT,   /* empty, too large, binary, not UTF-8, not JSON, a key twice, too deep */
  CN_CODEC_ERROR_FORMAT,    /* JSON, but not the kind of file expected ("format" missing or wrong) */
  CN_CODEC_ERROR_VERSION,   /* written by a newer Canasta, in a format this one cannot read */
  CN_CODEC_ERROR_INVALID,   /* the right kind of file, but its content is impossible */
} CnCodecError;

/* ------------------------------------------------------------ messages */

/* text on one line: control characters (C0, DEL, C1, the Unicode line and
 * paragraph separators) as \n, \t, \r or \uXXXX, bytes that are not UTF-8
 * as \xNN. Everything else is kept, backslashes included. */
char       *cn_json_escape       (const char    *text);
/* Rewrites error's message with cn_json_escape, for errors that come from
 * elsewhere with a file's name in them. NULL is left alone. */
void        cn_json_error_one_line (GError      *error);
/* A string from a file, for a message: quoted, cut after 24 characters,
 * with quotes and backslashes escaped too. */
char       *cn_json_quote        (const char    *text);
/* "an integer", "an array", ... */
const char *cn_json_node_kind    (JsonNode      *node);

/* Sets error (CN_CODEC_ERROR, code) to "where: message", escaped onto one
 * line; where may be NULL or "" for the file as a whole. Returns FALSE. */
G_GNUC_PRINTF (4, 5)
gboolean    cn_json_fail         (GError       **error,
                                  int            code,
                                  const char    *where,
                                  const char    *format,
                                  ...);
/* "where.key", or "key" when where is empty: for nested messages. */
char       *cn_json_where        (const char    *where,
                                  const char    *key);

/* ---------------------------------------------------------- the bytes */

/* Parses bytes after the checks above. Returns the root (a new reference)
 * or NULL with CN_CODEC_ERROR_CORRUPT. */
JsonNode   *cn_json_parse        (const guint8  *bytes,
                                  gsize          length,
                                  gsize          max_bytes,
                                  int            max_depth,
                                  GError       **error);

/* Reads a regular file of at most max_bytes. A file that is no regular
 * file gives G_FILE_ERROR_INVAL, one larger than the limit
 * CN_CODEC_ERROR_CORRUPT; both messages state the limit. The messages of
 * G_FILE_ERROR say why ("No such file or directory") and leave the file's
 * name to the caller (g_prefix_error). */
GBytes     *cn_json_read_file    (const char    *path,
                                  gsize          max_bytes,
                                  GError       **error);
/* Reads standard input to its end, refusing it (CN_CODEC_ERROR_CORRUPT) as
 * soon as it holds more than max_bytes. */
GBytes     *cn_json_read_stdin   (gsize          max_bytes,
                                  GError       **error);
/* Creates the directory (0700) and writes a temporary file beside path,
 * synced, then renamed over it (0600): a failure at any moment, a full disk
 * included, leaves the old file as it was. */
gboolean    cn_json_write_file   (const char    *path,
                                  GBytes        *bytes,
                                  GError       **error);

/* A readable text form: objects one member a line, arrays of plain
 * values on one line ("hands": [["AH", "KD"], ...]). */
GBytes     *cn_json_to_text      (JsonNode      *root);

/* ---------------------------------------------------- typed accessors */

/* Each checks one node and says what is wrong with it, at where, in
 * CN_CODEC_ERROR_INVALID. */
gboolean    cn_json_want_object  (JsonNode      *node,
                                  const char    *where,
                                  JsonObject   **out,
                                  GError       **error);
gboolean    cn_json_want_array   (JsonNode      *node,
                                  const char    *where,
                                  guint          max,
                                  JsonArray    **out,
                                  GError       **error);
/* An array of exactly count entries, one per what ("seat", "side"). */
gboolean    cn_json_want_per     (JsonNode      *node,
                                  const char    *where,
                                  guint          count,
                                  const char    *what,
                                  JsonArray    **out,
                                  GError       **error);
gboolean    cn_json_want_int     (JsonNode      *node,
                                  const char    *where,
                                  gint64         min,
                                  gint64         max,
                                  gint64        *out,
                                  GError       **error);
gboolean    cn_json_want_bool    (JsonNode      *node,
                                  const char    *where,
                                  gboolean      *out,
                                  GError       **error);
gboolean    cn_json_want_string  (JsonNode      *node,
                                  const char    *where,
                                  gsize          max_bytes,
                                  const char   **out,
                                  GError       **error);
gboolean    cn_json_want_card    (JsonNode      *node,
                                  const char    *where,
                                  CnCard        *out,
                                  GError       **error);
/* An array of at most max cards into out (*n_out of them). With copies
 * (CN_N_KINDS counts, of the cards placed so far), each card is counted,
 * and one more copy than rules' decks hold is refused where it is. */
gboolean    cn_json_want_cards   (JsonNode      *node,
                                  const char    *where,
                                  guint          max,
                                  const CnRules *rules,
                                  int           *copies,
                                  CnCard        *out,
                                  int           *n_out,
                                  GError       **error);
/* A rank given as text: "A" ... "K" (also "T"), and "JK" (the rank of
 * melds of wild cards only) when allow_joker. */
gboolean    cn_json_parse_rank   (const char    *text,
                                  const char    *where,
                                  gboolean       allow_joker,
                                  CnRank        *out,
                                  GError       **error);
/* One of names (n_names of them), its index in *out. */
gboolean    cn_json_want_name    (JsonNode      *node,
                                  const char    *where,
                                  const char * const *names,
                                  guint          n_names,
                                  int           *out,
                                  GError       **error);
/* 16 hexadecimal digits at most, for the 64-bit values JSON numbers
 * cannot hold. */
gboolean    cn_json_want_u64     (JsonNode      *node,
                                  const char    *where,
                                  guint64       *out,
                                  GError       **error);
/* Refuses a key of object that is not among known (NULL-terminated). */
gboolean    cn_json_check_keys   (JsonObject    *object,
                                  const char    *where,
                                  const char * const *known,
                                  GError       **error);
/* The member key of object, or NULL with "where: missing key". */
JsonNode   *cn_json_need         (JsonObject    *object,
                                  const char    *where,
                                  const char    *key,
                                  GError       **error);

/* Counts by rank ({"K": 2, "JK": 1}), each from 0 to max; ranks left out
 * are left as they are. */
gboolean    cn_json_want_rank_counts (JsonNode  *node,
                                  const char    *where,
                                  int            max,
                                  guint8        *counts,
                                  GError       **error);
/* The state of a generator: four 64-bit words, never all zero (the
 * generator would draw zeros for ever from it). */
gboolean    cn_json_want_rng     (JsonNode      *node,
                                  const char    *where,
                                  guint64       *rng,
                                  GError       **error);

void        cn_json_add_u64      (JsonBuilder   *builder,
                                  guint64        value);
/* Leaves out the zeros. */
void        cn_json_add_rank_counts (JsonBuilder *builder,
                                  const guint8  *counts);
void        cn_json_add_rng      (JsonBuilder   *builder,
                                  const guint64 *rng);
void        cn_json_add_card     (JsonBuilder   *builder,
                                  CnCard         card);

G_END_DECLS
