/* test-portmap-util.h: watching a CnNetPortmap in the tests
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-net-portmap.h"

/* A CnNetPortmapFunc that counts its calls in the int at user_data. */
G_GNUC_UNUSED static void
count_cb (CnNetPortmap *portmap,
          gpointer      user_data)
{
  (*(int *) user_data)++;
}

/* A TestWaitFunc: the router answered, or the wait ended. */
G_GNUC_UNUSED static gboolean
left_asking (gpointer data)
{
  return cn_net_portmap_get_state (data) != CN_NET_PORTMAP_ASKING;
}
