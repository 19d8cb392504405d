/* replay.c: runs a fuzz harness once on every file of its corpus
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

/* Linked with one harness (fuzz-save.c, fuzz-stats.c, fuzz-scenario.c)
 * instead of libFuzzer, so that every build, without clang, checks the
 * whole corpus the way the fuzzer does: each file in the directories (and
 * files) named on the command line, and in their folders, goes through the
 * harness once, in name order; the harness aborts on anything wrong, naming it, and this prints
 * the file it was on first. */

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

static void
add_path (GPtrArray  *files,
          const char *path)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }

  dir = g_dir_open (path, 0, NULL);
  if (dir == NULL)
    {
      fprintf (stderr, "replay: cannot open %s\n", path);
      exit (1);
    }
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_names);
  /* Into the folders too, as libFuzzer reads a corpus
   * (tests/scenarios/uruguayan). */
  for (guint i = 0; i < names->len; i++)
    if (g_file_test (names->pdata[i], G_FILE_TEST_IS_DIR))
      add_path (files, names->pdata[i]);
    else if (g_file_test (names->pdata[i], G_FILE_TEST_IS_REGULAR))
      g_ptr_array_add (files, g_strdup (names->pdata[i]));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s DIR-OR-FILE...\n", argv[0]);
      return 2;
    }

  LLVMFuzzerInitialize (&argc, &argv);
  for (int i = 1; i < argc; i++)
    add_path (files, argv[i]);

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autofree char *data = NULL;
      gsize length = 0;
      g_autoptr(GError) error = NULL;

      if (!g_file_get_contents (path, &data, &length, &error))
        {
          fprintf (stderr, "replay: %s\n", error->message);
          return 1;
        }
      fprintf (stderr, "%s\n", path);
      LLVMFuzzerTestOneInput ((const guint8 *) data, length);
    }

  printf ("%u inputs replayed, none refused wrongly or crashed\n", files->len);
  return files->len > 0 ? 0 : 1;
}
