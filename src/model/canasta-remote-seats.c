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
