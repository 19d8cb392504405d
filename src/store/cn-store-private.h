/* cn-store-private.h: JSON reading and writing shared by saves and statistics
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-state.h"

G_BEGIN_DECLS

/* Every error these helpers set is in CN_SAVE_ERROR; where is the place in
 * the file ("round.hands[2]"), or NULL for the file as a whole. */
G_GNUC_PRINTF (4, 5)
gboolean  cn_store_fail          (GError      **error,
                                  int           code,
                                  const char   *where,
                                  const char   *format,
                                  ...);
char     *cn_store_quote         (const char   *text);
const char *cn_store_node_kind   (JsonNode     *node);

/* Parses bytes after refusing what json-glib meets unprepared (invalid
 * UTF-8, deep nesting, numbers it would wrap around, text after the end).
 * Returns the root (a new reference) or NULL with CN_SAVE_ERROR_CORRUPT. */
JsonNode *cn_store_parse         (const guint8  *bytes,
                                  gsize          length,
                                  gsize          max_bytes,
                                  int            max_depth,
                                  GError       **error);

/* Reads a whole file of at most max_bytes. G_FILE_ERROR on failure, or
 * CN_SAVE_ERROR_CORRUPT when it is larger. */
GBytes   *cn_store_read_file     (const char    *path,
                                  gsize          max_bytes,
                                  GError       **error);
/* Creates the directory and writes with write, sync, rename. */
gboolean  cn_store_write_file    (const char    *path,
                                  GBytes        *bytes,
                                  GError       **error);

/* A readable text form: objects one member a line, arrays of plain
 * values on one line ("hands": [["AH", "KD"], ...]). */
GBytes   *cn_store_to_text       (JsonNode      *root);

gboolean  cn_store_want_object   (JsonNode      *node,
                                  const char    *where,
                                  JsonObject   **out,
                                  GError       **error);
gboolean  cn_store_want_array    (JsonNode      *node,
                                  const char    *where,
                                  guint          max,
                                  JsonArray    **out,
                                  GError       **error);
gboolean  cn_store_want_per      (JsonNode      *node,
                                  const char    *where,
                                  guint          count,
                                  const char    *what,
                                  JsonArray    **out,
                                  GError       **error);
gboolean  cn_store_want_int      (JsonNode      *node,
                                  const char    *where,
                                  gint64         min,
                                  gint64         max,
                                  gint64        *out,
                                  GError       **error);
gboolean  cn_store_want_bool     (JsonNode      *node,
                                  const char    *where,
                                  gboolean      *out,
                                  GError       **error);
gboolean  cn_store_want_string   (JsonNode      *node,
                                  const char    *where,
                                  gsize          max_bytes,
                                  const char   **out,
                                  GError       **error);
gboolean  cn_store_want_card     (JsonNode      *node,
                                  const char    *where,
                                  CnCard        *out,
                                  GError       **error);
gboolean  cn_store_want_u64      (JsonNode      *node,
                                  const char    *where,
                                  guint64       *out,
                                  GError       **error);
gboolean  cn_store_check_keys    (JsonObject    *object,
                                  const char    *where,
                                  const char * const *known,
                                  GError       **error);

/* 16 lowercase hex digits, for the 64-bit values JSON numbers cannot hold. */
void      cn_store_add_u64       (JsonBuilder   *builder,
                                  guint64        value);

G_END_DECLS
