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

/* The host closed its table for now (its window closed, Canasta quit, its
 * server stopped): over the table (status FALSE) and in the status line
 * (TRUE) while the window waits for the host to be back. */
char *
cn_text_table_closed (gboolean status)
{
  if (status)
    /* Translators: the status line while the table's host has closed the
     * table for now; this window takes its seat back by itself */
    return g_strdup (_("Waiting for the host to open the table again…"));
  /* Translators: over the table when the table's host closed its window
   * or quit Canasta (or stopped its server): the game is kept, and comes
   * back when they start Canasta again */
  return g_strdup (_("The host closed the table. The game goes on here, where it was, as soon as "
                     "they start Canasta again."));
}

/* The question before closing a window that hosts a table with people at
 * it: who is playing (names, NULL-terminated, at least one), and what
 * closing does. */
char *
cn_text_close_hosted (const char *const *names)
{
  guint n = g_strv_length ((char **) names);
  g_autofree char *who = NULL;

  g_return_val_if_fail (n > 0, NULL);

  if (n == 1)
    /* Translators: asked before closing the window of a table you host;
     * %s is a player at it */
    who = g_strdup_printf (_("%s is playing at your table."), names[0]);
  else if (n == 2)
    /* Translators: asked before closing the window of a table you host;
     * each %s is a player at it */
    who = g_strdup_printf (_("%s and %s are playing at your table."), names[0], names[1]);
  else
    /* Translators: asked before closing the window of a table you host;
     * each %s is a player at it, %d how many more play there */
    who = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s and %d more are playing at your table.",
                                        "%s, %s and %d more are playing at your table.", n - 2),
                           names[0], names[1], (int) n - 2);
  /* Translators: after who is playing at your table, asked before closing
   * its window: what happens to the game */
  return g_strconcat (who, " ", _("If you close the window, the table closes for now: it waits, "
                                  "and the game goes on where it was when you start Canasta again."),
                      NULL);
}

/* The table the app hosted came back on another port: another program
 * had taken its own meanwhile. */
char *
cn_text_port_moved (guint old_port,
                    guint new_port)
{
  /* Translators: said when Canasta starts again with the table it hosts;
   * the first %u is the port the invitations named, the second the one it
   * listens on now */
  return g_strdup_printf (_("Another program took port %u: your table is open on port %u now. "
                            "Send your players the new invitation."), old_port, new_port);
}

char *
cn_text_invitation_copied (void)
{
  /* Translators: said once the invitation is on the clipboard */
  return g_strdup (_("The invitation is copied: paste it in a message to the people you invite."));
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
