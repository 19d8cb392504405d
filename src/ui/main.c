/* main.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "canasta-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CanastaApplication) app = NULL;
  const char *localedir = g_getenv ("CANASTA_LOCALEDIR");

  if (setlocale (LC_ALL, "") == NULL)
    {
      /* The desktop names a locale this system has not generated (a fresh
       * Debian has es_ES.UTF-8 only once someone runs locale-gen): the C
       * library's own UTF-8 locale instead, and the words in the language
       * the desktop named, which gettext finds through LANGUAGE. */
      const char *names[] = { g_getenv ("LC_ALL"), g_getenv ("LC_MESSAGES"), g_getenv ("LANG") };
      const char *language = g_getenv ("LANGUAGE");

      setlocale (LC_ALL, "C.UTF-8");
      for (guint i = 0; i < G_N_ELEMENTS (names) && (language == NULL || language[0] == '\0'); i++)
        if (names[i] != NULL && names[i][0] != '\0')
          {
            g_autofree char *wanted = g_strndup (names[i], strcspn (names[i], ".@"));

            g_setenv ("LANGUAGE", wanted, TRUE);
            break;
          }
    }
  /* The locale is chosen above: GTK would set it again, and warn when the
   * desktop's is missing. */
  gtk_disable_setlocale ();
  /* Installed, the catalogues are under the prefix. Run from the build tree
   * (`meson devenv`, which the README's `dev.sh run` uses), the build's own
   * catalogues are in a tree of the same shape that the build names here. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  canasta_register_resources ();

  app = canasta_application_new ();

  return g_application_run (G_APPLICATION (app), argc, argv);
}
