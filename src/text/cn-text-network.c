/* cn-text-network.c: what the table says of its connection: a cut, the
 * way back, a hosted table that could not come back, the invitations for
 * this network and for another home
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-text.h"

char *
cn_text_reconnecting (const char *host)
{
  g_return_val_if_fail (host != NULL, NULL);

  /* Translators: over the table while the connection to a table hosted
   * elsewhere is taken up again; %s is the host, a computer's name or
   * address ("ana-laptop", "192.168.1.20") */
  return g_strdup_printf (_("Reconnecting to %s…"), host);
}

char *
cn_text_reconnected (void)
{
  /* Translators: said once the connection to the table is back, the same
   * seat and hand */
  return g_strdup (_("Connected again: you are back at your seat."));
}

char *
cn_text_hosted_refused (const char *reason,
                        const char *aside)
{
  g_return_val_if_fail (reason != NULL, NULL);

  if (aside == NULL)
    /* Translators: at start, a table this computer hosted cannot be hosted
     * again; %s is why */
    return g_strdup_printf (_("The table you were hosting could not be opened again (%s)."), reason);
  /* Translators: at start, the saved game of a table this computer hosted
   * could not be read; the first %s is why, the second the file's new name */
  return g_strdup_printf (_("The table you were hosting could not be read (%s) and was set aside as %s."),
                          reason, aside);
}

const char *
cn_text_invitation_which (void)
{
  /* Translators: over the two invitations of a hosted table, "For this
   * network" and "For another home" */
  return _("Send each person you invite the invitation for where they are. They choose Join a "
           "Table and paste it.");
}

const char *
cn_text_invitation_here (void)
{
  /* Translators: heading of the invitation for people on the same
   * network (the same home or Wi-Fi) as the host */
  return _("For this network");
}

const char *
cn_text_invitation_away (void)
{
  /* Translators: heading of the invitation for people in another home,
   * who reach the host over the Internet */
  return _("For another home");
}

const char *
cn_text_router_asking (void)
{
  /* Translators: under "For another home", while the app asks the home
   * router (UPnP) to let players from outside reach the table */
  return _("Asking the router to let in players from other homes…");
}

char *
cn_text_router_forward (guint       port,
                        const char *address)
{
  g_return_val_if_fail (address != NULL, NULL);

  /* Translators: under "For another home" when the router did not open
   * the way by itself; %u is the port number, %s this computer's address
   * on its network ("192.168.1.20"). "Forward a port" is what router
   * settings call it. */
  return g_strdup_printf (_("For a player in another home, the router must forward port %u "
                            "(TCP) to this computer, %s."), port, address);
}
