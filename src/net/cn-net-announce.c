/* cn-net-announce.c: a host's table announced on the local network
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-net-host.h"

void
cn_net_host_announce (CnNetHost      *host,
                      CnNetPublisher *publisher,
                      CnNetTable     *table,
                      const char     *name)
{
  CnNetAnnounce announcement;

  g_return_if_fail (publisher != NULL);
  g_return_if_fail (name != NULL);

  if (cn_net_table_is_over (table))
    {
      cn_net_publisher_remove (publisher, cn_net_table_get_code (table));
      return;
    }
  announcement = (CnNetAnnounce) {
    .version = CN_NET_VERSION,
    .variant = (char *) cn_net_table_get_rules (table)->id,
    .players = cn_net_table_get_players (table),
    .free_seats = cn_net_table_count_free (table),
    .name = (char *) name,
    .code = (char *) cn_net_table_get_code (table),
    .fingerprint = (char *) cn_net_host_get_fingerprint (host),
  };
  /* The publisher says nothing again when nothing changed. */
  cn_net_publisher_set (publisher, &announcement);
}
