/* cn-stats.c: the player's statistics, per variant
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-stats.h"
#include "cn-save.h"
#include "cn-json.h"

#include <string.h>

struct _CnStats
{
  CnVariantStats variants[CN_N_VARIANTS];
  /* The file as read, for what this version does not know (keys and
   * variants a newer Canasta added): written back as it was found. */
  JsonObject    *preserved;
};

typedef struct
{
  const char *key;
  gsize       offset;
  gsize       has_offset;   /* a gboolean set when the key is there, or 0 */
  gboolean    is_signed;
} Field;

#define COUNT(name) { #name, G_STRUCT_OFFSET (CnVariantStats, name), 0, FALSE }
#define BEST(name, has) { #name, G_STRUCT_OFFSET (CnVariantStats, name), \
                          G_STRUCT_OFFSET (CnVariantStats, has), TRUE }

static const Field fields[] = {
  COUNT (games_played),
  COUNT (games_won),
  COUNT (rounds_played),
  BEST (best_round_score, has_best_round),
  BEST (best_game_score, has_best_game),
  COUNT (current_streak),
  COUNT (longest_streak),
  COUNT (natural_canastas),
  COUNT (mixed_canastas),
};

CnStats *
cn_stats_new (void)
{
  return g_new0 (CnStats, 1);
}

void
cn_stats_free (CnStats *stats)
{
  if (stats == NULL)
    return;

  g_clear_pointer (&stats->preserved, json_object_unref);
  g_free (stats);
}

void
cn_stats_reset (CnStats *stats)
{
  g_return_if_fail (stats != NULL);

  memset (stats->variants, 0, sizeof stats->variants);
}

const CnVariantStats *
cn_stats_get (const CnStats *stats,
              CnVariant      variant)
{
  g_return_val_if_fail (stats != NULL, NULL);
  g_return_val_if_fail ((guint) variant < CN_N_VARIANTS, NULL);

  return &stats->variants[variant];
}

double
cn_variant_stats_win_rate (const CnVariantStats *v)
{
  g_return_val_if_fail (v != NULL, 0.0);

  return v->games_played > 0 ? (double) v->games_won / v->games_played : 0.0;
}

/* Counters stop at the file's limit rather than wrap around. */
static void
bump (guint *counter,
      guint  by)
{
  *counter = (guint) MIN ((guint64) *counter + by, (guint64) CN_STATS_MAX_COUNT);
}

void
cn_stats_record_round (CnStats            *stats,
                       CnVariant           variant,
                       const CnRoundScore *score,
                       int                 side)
{
  CnVariantStats *v;
  const CnSideScore *s;

  g_return_if_fail (stats != NULL);
  g_return_if_fail ((guint) variant < CN_N_VARIANTS);
  g_return_if_fail (score != NULL);
  g_return_if_fail (side >= 0 && side < score->n_sides && side < CN_MAX_SIDES);

  v = &stats->variants[variant];
  s = &score->sides[side];

  bump (&v->rounds_played, 1);
  bump (&v->natural_canastas, (guint) MAX (s->natural_canastas, 0));
  bump (&v->mixed_canastas, (guint) MAX (s->mixed_canastas, 0));
  if (!v->has_best_round || s->total > v->best_round_score)
    {
      v->has_best_round = TRUE;
      v->best_round_score = s->total;
    }
}

void
cn_stats_record_result (CnStats   *stats,
                        CnVariant  variant,
                        gboolean   won,
                        int        final_score)
{
  CnVariantStats *v;

  g_return_if_fail (stats != NULL);
  g_return_if_fail ((guint) variant < CN_N_VARIANTS);

  v = &stats->variants[variant];

  bump (&v->games_played, 1);
  if (won)
    {
      bump (&v->games_won, 1);
      bump (&v->current_streak, 1);
      v->longest_streak = MAX (v->longest_streak, v->current_streak);
    }
  else
    v->current_streak = 0;

  if (!v->has_best_game || final_score > v->best_game_score)
    {
      v->has_best_game = TRUE;
      v->best_game_score = final_score;
    }
}

gboolean
cn_stats_record_game (CnStats      *stats,
                      const CnGame *game,
                      int           side)
{
  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (game != NULL && game->rules != NULL, FALSE);
  g_return_val_if_fail (side >= 0 && side < game->n_sides && side < CN_MAX_SIDES, FALSE);

  if (!game->over)
    return FALSE;

  cn_stats_record_result (stats, game->rules->variant, game->winner == side,
                          game->scores[side]);
  return TRUE;
}

/* ------------------------------------------------------------- reading */

static gboolean
load_variant (JsonObject      *object,
              const char      *where,
              CnVariantStats  *v,
              GError         **error)
{
  memset (v, 0, sizeof *v);

  /* Only the keys this version knows, each checked; the rest are a newer
   * version's business, and a missing key is an older version's. */
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const Field *f = &fields[i];
      JsonNode *member = json_object_get_member (object, f->key);
      g_autofree char *here = NULL;
      gint64 value;

      if (member == NULL || JSON_NODE_HOLDS_NULL (member))
        continue;
      here = g_strdup_printf ("%s.%s", where, f->key);
      if (f->is_signed)
        {
          if (!cn_json_want_int (member, here, -CN_SAVE_MAX_SCORE, CN_SAVE_MAX_SCORE,
                                  &value, error))
            return FALSE;
          G_STRUCT_MEMBER (int, v, f->offset) = (int) value;
          G_STRUCT_MEMBER (gboolean, v, f->has_offset) = TRUE;
        }
      else
        {
          if (!cn_json_want_int (member, here, 0, CN_STATS_MAX_COUNT, &value, error))
            return FALSE;
          G_STRUCT_MEMBER (guint, v, f->offset) = (guint) value;
        }
    }

  if (v->games_won > v->games_played)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "%u games won of %u played", v->games_won, v->games_played);
  if (v->current_streak > v->longest_streak || v->longest_streak > v->games_won)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, where,
                          "streaks of %u (current) and %u (longest) with %u games won",
                          v->current_streak, v->longest_streak, v->games_won);
  return TRUE;
}

static gboolean
load_stats (CnStats   *stats,
            JsonNode  *root,
            GError   **error)
{
  JsonObject *object;
  JsonNode *member;
  JsonObject *variants;
  gint64 version;

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, NULL,
                          "not a statistics file: the file holds %s, not an object",
                          cn_json_node_kind (root));
  object = json_node_get_object (root);

  member = json_object_get_member (object, "format");
  if (member == NULL || !JSON_NODE_HOLDS_VALUE (member) ||
      json_node_get_value_type (member) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (member), CN_STATS_FORMAT) != 0)
    return cn_json_fail (error, CN_SAVE_ERROR_FORMAT, "format",
                          "not a statistics file (expected \"%s\")", CN_STATS_FORMAT);

  /* Any version is read: what a newer one added is kept for it, not
   * understood. */
  member = json_object_get_member (object, "version");
  if (member == NULL)
    return cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL, "missing \"version\"");
  if (!cn_json_want_int (member, "version", 1, G_MAXINT32, &version, error))
    return FALSE;

  member = json_object_get_member (object, "variants");
  if (member == NULL || JSON_NODE_HOLDS_NULL (member))
    variants = NULL;
  else if (!cn_json_want_object (member, "variants", &variants, error))
    return FALSE;

  for (int variant = 0; variant < CN_N_VARIANTS && variants != NULL; variant++)
    {
      const char *id = cn_rules_get (variant)->id;
      g_autofree char *where = g_strdup_printf ("variants.%s", id);
      JsonObject *entry;

      member = json_object_get_member (variants, id);
      if (member == NULL)
        continue;
      if (!cn_json_want_object (member, where, &entry, error) ||
          !load_variant (entry, where, &stats->variants[variant], error))
        return FALSE;
    }

  stats->preserved = json_object_ref (object);
  return TRUE;
}

CnStats *
cn_stats_from_bytes (const guint8  *bytes,
                     gsize          length,
                     GError       **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(CnStats) stats = NULL;

  g_return_val_if_fail (bytes != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = cn_json_parse (bytes, length, CN_STATS_MAX_BYTES, CN_SAVE_MAX_DEPTH, error);
  if (root == NULL)
    return NULL;

  stats = cn_stats_new ();
  if (!load_stats (stats, root, error))
    return NULL;

  return g_steal_pointer (&stats);
}

CnStats *
cn_stats_load (const char  *path,
               char       **warning,
               GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *display = NULL;
  g_autofree char *moved = NULL;
  CnStats *stats;
  const guint8 *data;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (warning == NULL || *warning == NULL, NULL);

  bytes = cn_json_read_file (path, CN_STATS_MAX_BYTES, &local_error);
  if (bytes == NULL && cn_save_error_is_missing (local_error))
    return cn_stats_new ();
  if (bytes == NULL && local_error->domain != CN_SAVE_ERROR)
    {
      g_autofree char *path_display = g_filename_display_name (path);
      g_autofree char *message = g_strdup_printf ("Could not read %s: %s", path_display,
                                                  local_error->message);
      g_autofree char *line = cn_json_escape (message);

      g_set_error_literal (error, local_error->domain, local_error->code, line);
      return NULL;
    }

  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &length);
      stats = cn_stats_from_bytes (data, length, &local_error);
      if (stats != NULL)
        return stats;
    }

  /* Not statistics: keep the file for whoever wants to look at it, and
   * count again from zero. */
  display = g_filename_display_name (path);
  moved = cn_save_quarantine (path, &move_error);
  if (moved == NULL)
    {
      g_autofree char *message =
        g_strdup_printf ("The statistics in %s cannot be read (%s) and cannot be moved aside: %s",
                         display, local_error->message, move_error->message);
      g_autofree char *line = cn_json_escape (message);

      g_set_error_literal (error, move_error->domain, move_error->code, line);
      return NULL;
    }

  if (warning != NULL)
    {
      g_autofree char *moved_display = g_filename_display_name (moved);

      g_autofree char *message =
        g_strdup_printf ("The statistics in %s could not be read (%s). The file was moved to %s "
                         "and the statistics start again from zero.",
                         display, local_error->message, moved_display);

      *warning = cn_json_escape (message);
    }
  return cn_stats_new ();
}

/* ------------------------------------------------------------- writing */

static gboolean
is_known_field (const char *key)
{
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    if (g_str_equal (fields[i].key, key))
      return TRUE;
  return FALSE;
}

static gboolean
is_known_variant (const char *key)
{
  return cn_rules_lookup (key) != NULL && g_str_equal (cn_rules_lookup (key)->id, key);
}

/* Copies object's members except the ones skip says this version writes itself. */
static void
add_preserved (JsonBuilder *builder,
               JsonObject  *object,
               gboolean   (*skip) (const char *key))
{
  g_autoptr(GList) members = NULL;

  if (object == NULL)
    return;

  members = json_object_get_members (object);
  for (const GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;

      if (skip (key))
        continue;
      json_builder_set_member_name (builder, key);
      json_builder_add_value (builder, json_node_copy (json_object_get_member (object, key)));
    }
}

static gboolean
is_header (const char *key)
{
  return g_str_equal (key, "format") || g_str_equal (key, "version") ||
         g_str_equal (key, "variants");
}

static JsonObject *
preserved_object (JsonObject *object,
                  const char *key)
{
  JsonNode *member;

  if (object == NULL)
    return NULL;
  member = json_object_get_member (object, key);
  return member != NULL && JSON_NODE_HOLDS_OBJECT (member) ? json_node_get_object (member) : NULL;
}

GBytes *
cn_stats_to_bytes (const CnStats *stats)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  JsonObject *old_variants;

  g_return_val_if_fail (stats != NULL, NULL);

  old_variants = preserved_object (stats->preserved, "variants");

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, CN_STATS_FORMAT);

  /* A file a newer version wrote keeps its version: what that version
   * added is still there, written back untouched. */
  json_builder_set_member_name (builder, "version");
  {
    JsonNode *old = stats->preserved ? json_object_get_member (stats->preserved, "version") : NULL;
    gint64 version = CN_STATS_FORMAT_VERSION;

    if (old != NULL && JSON_NODE_HOLDS_VALUE (old) &&
        json_node_get_value_type (old) == G_TYPE_INT64)
      version = MAX (version, json_node_get_int (old));
    json_builder_add_int_value (builder, version);
  }

  json_builder_set_member_name (builder, "variants");
  json_builder_begin_object (builder);
  for (int variant = 0; variant < CN_N_VARIANTS; variant++)
    {
      const CnVariantStats *v = &stats->variants[variant];
      const char *id = cn_rules_get (variant)->id;

      json_builder_set_member_name (builder, id);
      json_builder_begin_object (builder);
      for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
        {
          const Field *f = &fields[i];

          if (f->is_signed)
            {
              if (!G_STRUCT_MEMBER (gboolean, v, f->has_offset))
                continue;
              json_builder_set_member_name (builder, f->key);
              json_builder_add_int_value (builder, G_STRUCT_MEMBER (int, v, f->offset));
            }
          else
            {
              json_builder_set_member_name (builder, f->key);
              json_builder_add_int_value (builder, G_STRUCT_MEMBER (guint, v, f->offset));
            }
        }
      add_preserved (builder, preserved_object (old_variants, id), is_known_field);
      json_builder_end_object (builder);
    }
  add_preserved (builder, old_variants, is_known_variant);
  json_builder_end_object (builder);

  add_preserved (builder, stats->preserved, is_header);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return cn_json_to_text (root);
}

gboolean
cn_stats_save (const CnStats  *stats,
               const char     *path,
               GError        **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  bytes = cn_stats_to_bytes (stats);
  return cn_json_write_file (path, bytes, error);
}

char *
cn_stats_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "canasta", "statistics.json", NULL);
}
