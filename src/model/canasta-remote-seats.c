/* canasta-remote-seats.c: the seats this player holds at tables elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host gives each seat a rejoin token with its welcome; with it, and
 * only with it, the seat is taken again once the game is under way. A
 * window closed by mistake, or an app that crashed, comes back to its seat
 * and its hand when the same invitation is joined again. The tokens are
 * kept per table (host, port and code) in the user's configuration, beside
 * the host certificate, readable by the user alone, and forgotten when the
 * game is over or the table refuses them.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "canasta-remote-seats.h"

/* The tokens of the seats games of this process hold right now: a second
 * window joining the same table from the same account asks for a free
 * seat, and does not take the first window's away. Main thread only. */
static GHashTable *in_use;

void
_canasta_remote_seat_hold (const char *token)
{
  if (in_use == NULL)
    in_use = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (in_use, g_strdup (token));
}

void
_canasta_remote_seat_release (const char *token)
{
  if (in_use != NULL && token != NULL)
    g_hash_table_remove (in_use, token);
}

static char *
seats_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "canasta", "seats.ini", NULL);
}

char *
_canasta_remote_seat_key (const CnNetInvite *invite)
{
  g_return_val_if_fail (invite != NULL, NULL);

  return g_strdup_printf ("%s:%u/%s", invite->host, invite->port, invite->code);
}

/* The token kept for the table, or NULL (none, or a game here holds it). */
char *
_canasta_remote_seat_token (const char *key)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *path = seats_path ();
  g_autofree char *token = NULL;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  token = g_key_file_get_string (file, key, "rejoin", NULL);
  if (token == NULL || (in_use != NULL && g_hash_table_contains (in_use, token)))
    return NULL;
  return g_steal_pointer (&token);
}

/* Keeps token for the table, or forgets the table's with NULL. A file that
 * cannot be written costs only the way back to the seat: said in a debug
 * message, the game goes on. */
void
_canasta_remote_seat_keep (const char *key,
                           const char *token)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = seats_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length = 0;

  g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL);
  if (token != NULL)
    g_key_file_set_string (file, key, "rejoin", token);
  else if (!g_key_file_remove_group (file, key, NULL))
    return;

  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_debug ("the seat at %s is not kept: %s cannot be made", key, dir);
      return;
    }
  if (!g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("the seat at %s is not kept: %s", key, error->message);
}

/* ----------------------------------------------------- the last view kept */

/* What this screen last saw of a table (the invitation, the host's
 * welcome, the seat's last view, the round's history as it was told here
 * and the round's end while it is on the table: nothing the seat was not
 * sent), kept per table beside seats.ini, readable by the user alone, so
 * that the app started again shows that table at once, face down where
 * the seat sees no card, while it reconnects (canasta-remote-kept.c):
 *
 *   {"key": TABLE, "rejoin": TOKEN, "invitation": TEXT, "welcome": {...}, "view": {...},
 *    "history": {...}, "round_over": {...}}
 *
 * in tables/SHA256.json, of the table's key and the seat's token: two
 * games of one account at one table (two windows) keep two views, and the
 * one whose token seats.ini holds comes back. */
#define HOSTED_KEY "hosted"

static char *
kept_dir (void)
{
  return g_build_filename (g_get_user_config_dir (), "canasta", "tables", NULL);
}

static char *
kept_path (const char *key,
           const char *token)
{
  g_autofree char *dir = kept_dir ();
  g_autofree char *both = g_strdup_printf ("%s\n%s", key, token);
  g_autofree char *sum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, both, -1);
  g_autofree char *name = g_strdup_printf ("%s.json", sum);

  return g_build_filename (dir, name, NULL);
}

void
_canasta_remote_view_keep (const char *key,
                           const char *token,
                           const char *invitation,
                           JsonObject *shown)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = kept_path (key, token);
  g_autofree char *dir = kept_dir ();
  g_autofree char *text = NULL;
  g_autoptr(GList) members = NULL;

  g_return_if_fail (key != NULL && token != NULL && invitation != NULL && shown != NULL);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "key");
  json_builder_add_string_value (builder, key);
  json_builder_set_member_name (builder, "rejoin");
  json_builder_add_string_value (builder, token);
  json_builder_set_member_name (builder, "invitation");
  json_builder_add_string_value (builder, invitation);
  members = json_object_get_members (shown);
  for (GList *l = members; l != NULL; l = l->next)
    {
      json_builder_set_member_name (builder, l->data);
      json_builder_add_value (builder, json_node_copy (json_object_get_member (shown, l->data)));
    }
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_debug ("the last view of %s is not kept: %s cannot be made", key, dir);
      return;
    }
  /* Atomic: a crash while it writes leaves the view before. */
  if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
    g_debug ("the last view of %s is not kept: %s", key, error->message);
}

JsonObject *
_canasta_remote_object_member (JsonObject *root,
                               const char *name)
{
  JsonNode *member = json_object_get_member (root, name);

  return member != NULL && JSON_NODE_HOLDS_OBJECT (member) ? json_node_get_object (member) : NULL;
}

JsonObject *
_canasta_remote_view_load (const char *key,
                           const char *token)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = kept_path (key, token);
  JsonNode *root;
  JsonObject *object;

  /* Not there, or not readable: the table shows once the host answers. */
  if (!json_parser_load_from_mapped_file (parser, path, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  object = json_node_get_object (root);
  if (g_strcmp0 (json_object_get_string_member_with_default (object, "key", NULL), key) != 0 ||
      g_strcmp0 (json_object_get_string_member_with_default (object, "rejoin", NULL), token) != 0 ||
      _canasta_remote_object_member (object, "welcome") == NULL ||
      _canasta_remote_object_member (object, "view") == NULL)
    return NULL;
  return json_object_ref (object);
}

void
_canasta_remote_view_forget (const char *key,
                             const char *token)
{
  g_autofree char *path = kept_path (key, token);

  g_unlink (path);
}

void
_canasta_remote_seat_mark_hosted (const char *key)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *path = seats_path ();
  g_autofree char *data = NULL;
  gsize length = 0;

  g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL);
  g_key_file_set_boolean (file, key, HOSTED_KEY, TRUE);
  data = g_key_file_to_data (file, &length, NULL);
  if (!g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, NULL))
    g_debug ("the hosted table %s is not marked", key);
}

char *
_canasta_remote_view_newest (void)
{
  g_autofree char *dir_path = kept_dir ();
  g_autofree char *seats = seats_path ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *newest = NULL;
  gint64 newest_time = 0;
  const char *name;

  g_key_file_load_from_file (file, seats, G_KEY_FILE_NONE, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GFile) gfile = g_file_new_for_path (path);
      g_autoptr(GFileInfo) info = NULL;
      JsonNode *root;
      const char *key, *invitation, *token;
      g_autofree char *held = NULL;
      gint64 time;

      if (!g_str_has_suffix (name, ".json") ||
          !json_parser_load_from_mapped_file (parser, path, NULL) ||
          (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
        continue;
      key = json_object_get_string_member_with_default (json_node_get_object (root), "key", NULL);
      invitation = json_object_get_string_member_with_default (json_node_get_object (root),
                                                               "invitation", NULL);
      token = json_object_get_string_member_with_default (json_node_get_object (root), "rejoin",
                                                          NULL);
      held = key != NULL ? g_key_file_get_string (file, key, "rejoin", NULL) : NULL;
      /* A table hosted here comes back with its host; a seat whose token
       * is gone (or is another game's) has nothing to come back to. */
      if (key == NULL || invitation == NULL || token == NULL ||
          g_key_file_get_boolean (file, key, HOSTED_KEY, NULL) || g_strcmp0 (held, token) != 0)
        continue;
      info = g_file_query_info (gfile, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                G_FILE_QUERY_INFO_NONE, NULL, NULL);
      if (info == NULL)
        continue;
      time = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC +
             g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
      if (newest == NULL || time > newest_time)
        {
          g_free (newest);
          newest = g_strdup (invitation);
          newest_time = time;
        }
    }
  return g_steal_pointer (&newest);
}
