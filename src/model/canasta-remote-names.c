/* canasta-remote-names.c: the names of the seats at a table elsewhere,
 * and the name this screen's player gives the tables it joins
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-net-text.h"

#include "canasta-game-private.h"
#include "canasta-remote-names.h"

gboolean
_canasta_remote_name_seat (CanastaGame *self,
                           int          i,
                           gboolean     own,
                           gboolean     computer,
                           JsonObject  *seat)
{
  const char *given = seat != NULL ? json_object_get_string_member_with_default (seat, "name", NULL)
                                   : NULL;
  /* The host is no more trusted than anyone: cleaned here too. */
  g_autofree char *clean = cn_net_name_clean (given);
  char *name;

  if (own)
    /* Translators: this screen's own seat at a table hosted elsewhere */
    name = g_strdup (_("You"));
  else if (computer)
    /* Translators: a computer player's seat at a network table, by its number */
    name = g_strdup_printf (_("Computer %d"), i + 1);
  else if (clean != NULL)
    name = g_steal_pointer (&clean);
  else
    /* Translators: the default name of a seat */
    name = g_strdup_printf (_("Player %d"), i + 1);
  if (g_strcmp0 (name, self->names[i]) == 0)
    {
      g_free (name);
      return FALSE;
    }
  g_free (self->names[i]);
  self->names[i] = name;
  return TRUE;
}

void
canasta_game_set_player_name (CanastaGame *self,
                              const char  *name)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  g_free (self->player_name);
  self->player_name = cn_net_name_clean (name);
}

const char *
canasta_game_get_player_name (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->player_name;
}
