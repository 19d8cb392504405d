/* test-app-dirs.h: a folder of its own for the launched app
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tests that launch the real binary (CANASTA_BIN) give it a data
 * folder, settings and no session bus of its own, so that it saves where
 * the test looks and meets no other Canasta.
 */

#pragma once

#include <glib/gstdio.h>
#include <gio/gio.h>

G_GNUC_UNUSED static char *
make_tmpdir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("canasta-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Removes dir and what it holds; a link is removed, not followed. */
G_GNUC_UNUSED static void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

typedef struct
{
  char *dir;
  char *data_dir;
  char *config_dir;
  char *path;      /* the saved game */
} AppDirs;

G_GNUC_UNUSED static void
app_dirs_init (AppDirs *dirs)
{
  g_autofree char *settings_dir = NULL;

  dirs->dir = make_tmpdir ();
  dirs->data_dir = g_build_filename (dirs->dir, "data", NULL);
  dirs->config_dir = g_build_filename (dirs->dir, "config", NULL);
  dirs->path = g_build_filename (dirs->data_dir, "autosave.json", NULL);
  settings_dir = g_build_filename (dirs->config_dir, "glib-2.0", "settings", NULL);
  g_assert_cmpint (g_mkdir_with_parents (settings_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (dirs->data_dir, 0700), ==, 0);
}

G_GNUC_UNUSED static void
app_dirs_clear (AppDirs *dirs)
{
  remove_tree (dirs->dir);
  g_free (dirs->dir);
  g_free (dirs->data_dir);
  g_free (dirs->config_dir);
  g_free (dirs->path);
}

/* Settings the launched app reads: every seat a computer, at a pace
 * ("slow", "normal", "fast"), so that it plays (and saves) by itself. */
G_GNUC_UNUSED static void
app_dirs_write_settings (AppDirs    *dirs,
                         const char *pace)
{
  g_autofree char *file = g_build_filename (dirs->config_dir, "glib-2.0", "settings", "keyfile", NULL);
  g_autofree char *text = g_strdup_printf ("[io/github/canasta/Canasta]\n"
                                           "seat-computer=[true, true, true, true]\n"
                                           "computer-pace='%s'\n", pace);

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
}

/* The launched app's environment: its data folder and settings, and no
 * session bus (so no single instance through D-Bus). */
G_GNUC_UNUSED static void
app_dirs_setenv (AppDirs             *dirs,
                 GSubprocessLauncher *launcher)
{
  g_subprocess_launcher_setenv (launcher, "CANASTA_DATA_DIR", dirs->data_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_DATA_HOME", dirs->data_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", dirs->config_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "keyfile", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "DBUS_SESSION_BUS_ADDRESS");
}
