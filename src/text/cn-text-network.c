/* cn-text-network.c: what the table says of its connection: a cut, the
 * way back, a hosted table that could not come back
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
