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
 * again. The player is told at once, by a notice that stays while the
 * writes fail, and told again, briefly, once one succeeds. */

typedef struct
{
  GWeakRef  window;
  AdwToast *toast;    /* the notice while writes fail; owned */
} Watch;

static void
watch_free (Watch *watch)
{
  g_weak_ref_clear (&watch->window);
  g_clear_object (&watch->toast);
  g_free (watch);
}

static void
watch_notify (gpointer  data,
              GClosure *closure)
{
  watch_free (data);
}

static void
failing_changed_cb (CanastaAutosave *autosave,
                    GParamSpec      *pspec,
                    Watch           *watch)
{
  g_autoptr(CanastaWindow) self = g_weak_ref_get (&watch->window);

  if (self == NULL)
    return;

  if (watch->toast != NULL)
    {
      adw_toast_dismiss (watch->toast);
      g_clear_object (&watch->toast);
    }

  if (canasta_autosave_get_failing (autosave))
    {
      g_autofree char *message = canasta_autosave_describe_failure (autosave);

      watch->toast = g_object_ref (_canasta_window_add_toast (self, message, 0, NULL, NULL));
    }
  else
    _canasta_window_add_toast (self, _("The game is saved again."), 5, NULL, NULL);
}

void
canasta_window_watch_autosave (CanastaWindow   *self,
                               CanastaAutosave *autosave)
{
  Watch *watch;

  g_return_if_fail (CANASTA_IS_WINDOW (self));
  g_return_if_fail (CANASTA_IS_AUTOSAVE (autosave));

  watch = g_new0 (Watch, 1);
  g_weak_ref_init (&watch->window, self);
  g_signal_connect_data (autosave, "notify::failing", G_CALLBACK (failing_changed_cb), watch,
                         watch_notify, 0);
}
