/* canasta-window-autosave.c: the window says when the game is not being
 * saved, and when it is again
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-window-private.h"

/* A write that fails (a full disk, a folder that cannot be written) does
 * not stop the game: the autosave keeps the last good file and tries
 * again. The player is told at once, by a bar over the table that stays
 * while the writes fail, and told again, briefly, once one succeeds. */

static void
failing_changed_cb (CanastaAutosave *autosave,
                    GParamSpec      *pspec,
                    GWeakRef        *window)
{
  g_autoptr(CanastaWindow) self = g_weak_ref_get (window);

  if (self == NULL)
    return;

  if (canasta_autosave_get_failing (autosave))
    {
      g_autofree char *message = canasta_autosave_describe_failure (autosave);

      _canasta_window_set_banner (self, message);
    }
  else
    {
      _canasta_window_set_banner (self, NULL);
      _canasta_window_add_toast (self, _("The game is saved again."), 5, NULL, NULL);
    }
}

static void
window_ref_free (gpointer  data,
                 GClosure *closure)
{
  g_weak_ref_clear (data);
  g_free (data);
}

void
canasta_window_watch_autosave (CanastaWindow   *self,
                               CanastaAutosave *autosave)
{
  GWeakRef *window;

  g_return_if_fail (CANASTA_IS_WINDOW (self));
  g_return_if_fail (CANASTA_IS_AUTOSAVE (autosave));

  window = g_new0 (GWeakRef, 1);
  g_weak_ref_init (window, self);
  g_signal_connect_data (autosave, "notify::failing", G_CALLBACK (failing_changed_cb), window,
                         window_ref_free, 0);
}
