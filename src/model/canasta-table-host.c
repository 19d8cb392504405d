/* canasta-table-host.c: a table this app hosts for players elsewhere
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "cn-net-cert.h"
#include "cn-net-discovery.h"
#include "cn-net-host.h"
#include "cn-net-text.h"

#include "canasta-table-host.h"

struct _CanastaTableHost
{
  CnNetHost  *host;
  CnNetTable *table;
  char       *invitation;
  char       *local_invitation;
  char       *password;        /* shown grouped, to read out */
  gboolean    beyond_loopback; /* listening where others reach it */
  /* The table announced on the local network, and under what name. */
  CnNetPublisher *publisher;
  char       *name;
};

static void
over_cb (CnNetHost  *host,
         CnNetTable *table,
         gpointer    user_data)
{
  CanastaTableHost *self = user_data;

  /* The players were sent the totals; the host stays until it is freed,
   * so that a late reader still gets them. The network hears no more of
   * the table. */
  if (self->publisher != NULL)
    cn_net_host_announce (host, self->publisher, table, self->name);
}

CanastaTableHost *
canasta_table_host_new (const CanastaGameSetup *setup,
                        const char             *address,
                        guint                   port,
                        GError                **error)
{
  g_autoptr(CanastaTableHost) self = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(GInetAddress) inet = NULL;
  g_autofree char *path = cn_net_cert_default_path ();
  const CnRules *rules;
  CnNetSeat seats[CN_MAX_SEATS] = { 0 };
  CnOptions options;
  guint64 seed;

  g_return_val_if_fail (setup != NULL, NULL);
  g_return_val_if_fail (address != NULL, NULL);

  rules = cn_rules_get (setup->variant);
  g_return_val_if_fail (rules != NULL && cn_rules_seating (rules, setup->players) != NULL, NULL);

  certificate = cn_net_cert_load_or_create (path, error);
  if (certificate == NULL)
    return NULL;

  self = g_new0 (CanastaTableHost, 1);
  self->host = cn_net_host_new (certificate);
  if (!cn_net_host_listen (self->host, address, port, error))
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

  inet = g_inet_address_new_from_string (address);
  self->invitation = cn_net_host_invite (self->host, self->table,
                                         inet != NULL && g_inet_address_get_is_any (inet)
                                         ? g_get_host_name () : address);
  self->local_invitation = cn_net_host_invite (self->host, self->table, "127.0.0.1");
  self->password = cn_net_password_display (cn_net_table_get_secret (self->table));
  self->beyond_loopback = inet == NULL || !g_inet_address_get_is_loopback (inet);
  return g_steal_pointer (&self);
}

void
canasta_table_host_free (CanastaTableHost *self)
{
  if (self == NULL)
    return;
  /* The announcement goes before the host: its table with it. */
  g_clear_pointer (&self->publisher, cn_net_publisher_free);
  g_clear_pointer (&self->host, cn_net_host_free);
  g_free (self->invitation);
  g_free (self->local_invitation);
  if (self->password != NULL)
    memset (self->password, 0, strlen (self->password));
  g_free (self->password);
  g_free (self->name);
  g_free (self);
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
  if (self->publisher == NULL)
    {
      self->publisher = cn_net_publisher_new (cn_net_host_get_port (self->host));
      cn_net_host_set_changed (self->host, changed_cb, self);
    }
  cn_net_host_announce (self->host, self->publisher, self->table, self->name);
  return TRUE;
}
