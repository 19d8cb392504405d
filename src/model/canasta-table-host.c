/* canasta-table-host.c: a table this app hosts for players elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The table's game is kept as canasta-cli serve --state-dir keeps it (a
 * save a table in "tables", written atomically, 0600, a moment after each
 * change; the port in "port"), plus the address it listens on, in a folder
 * of the app's data: the app that quits or crashes hosts the same table
 * again at its next start, on the same port with the same code, secret
 * and certificate, so that the invitation its guests hold still works and
 * their clients come back by themselves.
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <glib/gstdio.h>

#include "cn-net-cert.h"
#include "cn-net-discovery.h"
#include "cn-net-host.h"
#include "cn-net-portmap.h"
#include "cn-net-text.h"
#include "cn-save.h"

#include "canasta-autosave.h"
#include "canasta-port-mapping.h"
#include "canasta-remote-seats.h"
#include "canasta-table-host.h"

#define TABLES_DIR   "tables"
#define ADDRESS_FILE "address"
#define NAME_FILE    "name"      /* the name the table is announced under */
#define DROP_FILE    "on-drop"   /* "pause 120" or "computer 120": the host's choice */

struct _CanastaTableHost
{
  CnNetHost  *host;
  CnNetTable *table;
  char       *state_dir;
  char       *invitation;
  char       *local_invitation;
  char       *password;        /* shown grouped, to read out */
  gboolean    beyond_loopback; /* listening where others reach it */
  /* This computer's address on its network, which the invitation names
   * (NULL when it has none: the invitation then names the computer). */
  char       *lan_address;
  /* The home router asked to forward the port, once the host asks. */
  CanastaPortMapping *port_mapping;
  /* The table announced on the local network, and under what name. */
  CnNetPublisher *publisher;
  char       *name;
  /* Resumed: the port the invitations named, which another program held,
   * or 0. */
  guint       moved_from;
};

static void
over_cb (CnNetHost  *host,
         CnNetTable *table,
         gpointer    user_data)
{
  CanastaTableHost *self = user_data;

  /* The players were sent the totals; the host stays until it is freed,
   * so that a late reader still gets them. Its save went with the game.
   * The network hears no more of the table. */
  if (self->publisher != NULL)
    cn_net_host_announce (host, self->publisher, table, self->name);
}

char *
canasta_table_host_default_dir (void)
{
  g_autofree char *autosave = canasta_autosave_default_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);

  return g_build_filename (dir, "hosted", NULL);
}

/* A host with the app's certificate, keeping its tables in state_dir's
 * tables folder when state_dir is not NULL. */
static CanastaTableHost *
host_new (const char  *state_dir,
          GError     **error)
{
  g_autoptr(CanastaTableHost) self = g_new0 (CanastaTableHost, 1);
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autofree char *path = cn_net_cert_default_path ();

  certificate = cn_net_cert_load_or_create (path, error);
  if (certificate == NULL)
    return NULL;
  self->host = cn_net_host_new (certificate);
  if (state_dir != NULL)
    {
      g_autofree char *tables = g_build_filename (state_dir, TABLES_DIR, NULL);

      self->state_dir = g_strdup (state_dir);
      if (!cn_net_host_set_save_dir (self->host, tables, error))
        return NULL;
    }
  return g_steal_pointer (&self);
}

/* Listening: the invitations, and where the next start listens again. */
static gboolean
listen (CanastaTableHost  *self,
        const char        *address,
        guint              port,
        GError           **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  gboolean any = inet != NULL && g_inet_address_get_is_any (inet);

  if (!cn_net_host_listen (self->host, address, port, error))
    return FALSE;
  if (self->state_dir != NULL)
    {
      g_autofree char *path = g_build_filename (self->state_dir, ADDRESS_FILE, NULL);

      if (!cn_net_host_keep_port (self->host, self->state_dir, error) ||
          !g_file_set_contents_full (path, address, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
        return FALSE;
    }
  /* Every network: the invitation names the address this computer has on
   * its own (cn-net-portmap.c says why not its .local name); the
   * computer's name only when it has none. */
  g_free (self->lan_address);
  self->lan_address = any ? cn_net_lan_address () : g_strdup (address);
  g_free (self->invitation);
  self->invitation = cn_net_host_invite (self->host, self->table,
                                         any && self->lan_address == NULL ? g_get_host_name ()
                                                                          : self->lan_address);
  g_free (self->local_invitation);
  self->local_invitation = cn_net_host_invite (self->host, self->table, "127.0.0.1");
  if (self->password == NULL)
    self->password = cn_net_password_display (cn_net_table_get_secret (self->table));
  self->beyond_loopback = inet == NULL || !g_inet_address_get_is_loopback (inet);
  return TRUE;
}

/* The saves in the tables folder: paths, maybe none; NULL when the folder
 * cannot be read. */
static GPtrArray *
list_saves (const char *state_dir)
{
  g_autofree char *tables = g_build_filename (state_dir, TABLES_DIR, NULL);
  g_autoptr(GDir) dir = g_dir_open (tables, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json"))
      g_ptr_array_add (paths, g_build_filename (tables, name, NULL));
  return paths;
}

/* This screen's seat at the table comes back with the host, not as a
 * table elsewhere would (canasta_game_resume_table). */
static void
mark_hosted (CanastaTableHost *self)
{
  g_autoptr(CnNetInvite) invite = cn_net_invite_parse (self->local_invitation, NULL);
  g_autofree char *key = _canasta_remote_seat_key (invite);

  _canasta_remote_seat_mark_hosted (key);
}

CanastaTableHost *
canasta_table_host_new (const CanastaGameSetup *setup,
                        const char             *address,
                        guint                   port,
                        const char             *state_dir,
                        GError                **error)
{
  g_autoptr(CanastaTableHost) self = NULL;
  const CnRules *rules;
  CnNetSeat seats[CN_MAX_SEATS] = { 0 };
  CnOptions options;
  guint64 seed;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (address != NULL, NULL);

  rules = cn_rules_get (setup->variant);
  g_return_val_if_fail (rules != NULL && cn_rules_seating (rules, setup->players) != NULL, NULL);

  /* The table hosted before, if any, was left for a new one: its game
   * does not come back. */
  if (state_dir != NULL)
    {
      g_autoptr(GPtrArray) old = list_saves (state_dir);

      g_autofree char *name = g_build_filename (state_dir, NAME_FILE, NULL);

      for (guint i = 0; i < old->len; i++)
        g_unlink (old->pdata[i]);
      g_unlink (name);
    }
  self = host_new (state_dir, error);
  if (self == NULL)
    return NULL;

  for (int seat = 0; seat < setup->players; seat++)
    {
      seats[seat].kind = setup->kinds[seat] == CANASTA_SEAT_COMPUTER ? CN_NET_SEAT_COMPUTER
                                                                     : CN_NET_SEAT_REMOTE;
      if (setup->levels[seat] == NULL || !cn_ai_level_parse (setup->levels[seat], &seats[seat].level))
        seats[seat].level = CN_AI_MEDIUM;
    }
  cn_options_init (&options, rules);
  options.fixed_rounds = setup->fixed_rounds;
  seed = setup->seed != 0 ? setup->seed : ((guint64) g_random_int () << 32 | g_random_int ());
  /* Hard thinks as long on a hosted table as at the app's own. */
  self->table = cn_net_host_add_table (self->host, rules, &options, setup->players, seed, seats,
                                       1000, over_cb, self);
  cn_net_table_set_drop (self->table, setup->drop_wait > 0 ? setup->drop_wait : CN_NET_DROP_WAIT_S,
                         setup->pause_on_drop ? CN_NET_ON_DROP_PAUSE : CN_NET_ON_DROP_COMPUTER,
                         CN_AI_MEDIUM);
  if (state_dir != NULL)
    {
      g_autofree char *path = g_build_filename (state_dir, DROP_FILE, NULL);
      g_autofree char *text = g_strdup_printf ("%s %d\n", setup->pause_on_drop ? "pause" : "computer",
                                               setup->drop_wait > 0 ? setup->drop_wait
                                                                    : CN_NET_DROP_WAIT_S);

      if (!g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
        return NULL;
    }
  if (!listen (self, address, port, error))
    return NULL;
  mark_hosted (self);
  return g_steal_pointer (&self);
}

/* The host's choice for a dropped player's seat, as it was made; a file
 * missing or unreadable leaves the table's default (a computer plays). */
static void
restore_drop (CnNetTable *table,
              const char *state_dir)
{
  g_autofree char *path = g_build_filename (state_dir, DROP_FILE, NULL);
  g_autofree char *text = NULL;
  char kind[16];
  int wait;

  if (!g_file_get_contents (path, &text, NULL, NULL) ||
      sscanf (text, "%15s %d", kind, &wait) != 2 || wait <= 0)
    return;
  if (g_str_equal (kind, "pause"))
    cn_net_table_set_drop (table, wait, CN_NET_ON_DROP_PAUSE, CN_AI_MEDIUM);
  else if (g_str_equal (kind, "computer"))
    cn_net_table_set_drop (table, wait, CN_NET_ON_DROP_COMPUTER, CN_AI_MEDIUM);
}

CanastaTableHost *
canasta_table_host_resume (const char  *state_dir,
                           char       **aside,
                           GError     **error)
{
  g_autoptr(CanastaTableHost) self = NULL;
  g_autoptr(GPtrArray) saves = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *address_path = NULL;
  g_autofree char *address = NULL;
  g_autofree char *key = NULL;
  g_autoptr(CnNetInvite) invite = NULL;
  guint port;

  g_return_val_if_fail (state_dir != NULL, NULL);

  if (aside != NULL)
    *aside = NULL;
  saves = list_saves (state_dir);
  if (saves->len == 0)
    return NULL;
  self = host_new (state_dir, error);
  if (self == NULL)
    return NULL;
  /* The app hosts one table at a time: the newest code is not asked for,
   * the first is the one (there is only one). */
  self->table = cn_net_host_resume_table (self->host, saves->pdata[0], over_cb, self, &local);
  if (self->table == NULL)
    {
      g_autoptr(GError) move_error = NULL;
      char *moved = cn_save_quarantine (saves->pdata[0], &move_error);

      /* Never lose a file the player may want back: it goes aside, and
       * the app opens as it would with no hosted table. */
      if (moved == NULL)
        g_warning ("Could not move the refused table aside: %s", move_error->message);
      g_message ("Refused the hosted table: %s", local->message);
      if (aside != NULL)
        *aside = moved;
      else
        g_free (moved);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }

  address_path = g_build_filename (state_dir, ADDRESS_FILE, NULL);
  if (!g_file_get_contents (address_path, &address, NULL, NULL) ||
      !g_hostname_is_ip_address (g_strstrip (address)))
    {
      g_free (address);
      address = g_strdup ("0.0.0.0");
    }
  /* The port the invitations name; another when it is taken meanwhile
   * (this screen's seat still comes back, the guests need the new
   * invitation). */
  port = cn_net_host_saved_port (state_dir);
  if (!listen (self, address, port, &local))
    {
      if (port == 0 || !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE))
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      g_clear_error (&local);
      if (!listen (self, address, 0, error))
        return NULL;
      self->moved_from = port;
    }
  /* This screen sits at seat 0: its token is the table's, whatever the
   * port, so that joining the local invitation takes the seat back. */
  invite = cn_net_invite_parse (self->local_invitation, NULL);
  key = _canasta_remote_seat_key (invite);
  if (cn_net_table_get_rejoin (self->table, 0) != NULL)
    _canasta_remote_seat_keep (key, cn_net_table_get_rejoin (self->table, 0));
  mark_hosted (self);
  restore_drop (self->table, state_dir);
  /* Guests in other homes hold the invitation for another home: the
   * router is asked again. */
  canasta_table_host_map_port (self, CN_NET_PORTMAP_WAIT_MS);
  cn_net_table_resume (self->table);
  {
    g_autofree char *name_path = g_build_filename (state_dir, NAME_FILE, NULL);
    g_autofree char *name = NULL;

    if (g_file_get_contents (name_path, &name, NULL, NULL) && g_utf8_validate (name, -1, NULL))
      canasta_table_host_announce (self, name);
  }
  return g_steal_pointer (&self);
}

void
canasta_table_host_free (CanastaTableHost *self)
{
  if (self == NULL)
    return;
  /* The announcement goes before the host: its table with it. The
   * router forwards the port no more. */
  g_clear_pointer (&self->publisher, cn_net_publisher_free);
  if (self->port_mapping != NULL)
    _canasta_port_mapping_stop (self->port_mapping);
  g_clear_object (&self->port_mapping);
  g_clear_pointer (&self->host, cn_net_host_free);
  g_free (self->state_dir);
  g_free (self->lan_address);
  g_free (self->invitation);
  g_free (self->local_invitation);
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_free (self->password);
  g_free (self->name);
  g_free (self);
}

void
canasta_table_host_close (CanastaTableHost *self,
                          GDestroyNotify    done,
                          gpointer          user_data)
{
  CnNetHost *host;

  g_return_if_fail (self != NULL);

  /* The announcement goes first: the table is not there to be found. */
  g_clear_pointer (&self->publisher, cn_net_publisher_free);
  host = g_steal_pointer (&self->host);
  canasta_table_host_free (self);
  cn_net_host_close (host, done, user_data);
}

void
canasta_table_host_forget (CanastaTableHost *self)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (self == NULL)
    return;
  if (self->state_dir != NULL && self->table != NULL)
    {
      name = g_strdup_printf ("%s.json", cn_net_table_get_code (self->table));
      path = g_build_filename (self->state_dir, TABLES_DIR, name, NULL);
    }
  /* The host's last save lands as it goes; then the save goes. */
  g_clear_pointer (&self->publisher, cn_net_publisher_free);
  g_clear_pointer (&self->host, cn_net_host_free);
  if (path != NULL && g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("cannot remove %s: %s", path, g_strerror (errno));
  canasta_table_host_free (self);
}

guint
canasta_table_host_get_moved_from (CanastaTableHost *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->moved_from;
}

guint
canasta_table_host_get_port (CanastaTableHost *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return cn_net_host_get_port (self->host);
}

const char *
canasta_table_host_get_invitation (CanastaTableHost *self)
{
  return self->invitation;
}

const char *
canasta_table_host_get_local_invitation (CanastaTableHost *self)
{
  return self->local_invitation;
}

const char *
canasta_table_host_get_code (CanastaTableHost *self)
{
  return cn_net_table_get_code (self->table);
}

const CnState *
canasta_table_host_peek_state (CanastaTableHost *self)
{
  return cn_net_table_peek_state (self->table);
}

const char *
canasta_table_host_get_password (CanastaTableHost *self)
{
  return self->password;
}

/* Seated, gone, or over: the announcement says how many seats are free,
 * or goes. */
static void
changed_cb (CnNetHost  *host,
            CnNetTable *table,
            gpointer    user_data)
{
  CanastaTableHost *self = user_data;

  cn_net_host_announce (self->host, self->publisher, table, self->name);
}

gboolean
canasta_table_host_announce (CanastaTableHost *self,
                             const char       *name)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  /* A table on this computer only is none of the network's business. */
  if (!self->beyond_loopback)
    return FALSE;
  g_free (self->name);
  self->name = g_strdup (name);
  /* Announced again under the same name when it is hosted again. */
  if (self->state_dir != NULL)
    {
      g_autofree char *path = g_build_filename (self->state_dir, NAME_FILE, NULL);

      if (!g_file_set_contents_full (path, name, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, NULL))
        g_debug ("the table's name is not kept in %s", path);
    }
  if (self->publisher == NULL)
    {
      self->publisher = cn_net_publisher_new (cn_net_host_get_port (self->host));
      cn_net_host_set_changed (self->host, changed_cb, self);
    }
  cn_net_host_announce (self->host, self->publisher, self->table, self->name);
  return TRUE;
}

gboolean
canasta_table_host_get_pauses_on_drop (CanastaTableHost *self,
                                       int              *wait_seconds)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return cn_net_table_get_on_drop (self->table, wait_seconds) == CN_NET_ON_DROP_PAUSE;
}

CanastaPortMapping *
canasta_table_host_map_port (CanastaTableHost *self,
                             guint             wait_ms)
{
  g_return_val_if_fail (self != NULL, NULL);

  /* A table on this computer only, or one with no address on a network,
   * has nothing for a router to forward to. */
  if (self->port_mapping == NULL && self->beyond_loopback && self->lan_address != NULL &&
      g_hostname_is_ip_address (self->lan_address))
    self->port_mapping = _canasta_port_mapping_new (self->invitation, self->lan_address,
                                                    cn_net_host_get_port (self->host), wait_ms);
  return self->port_mapping;
}
