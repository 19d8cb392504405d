/* main.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "canasta-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(CanastaApplication) app = NULL;
  const char *localedir = g_getenv ("CANASTA_LOCALEDIR");

  setlocale (LC_ALL, "");
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
