/* test-save-lock.c: the data folder, when it cannot be made, when a
 * killed write left a temporary file in it, and when another Canasta
 * saves in it
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cn-save.h"

#include "canasta-application.h"
#include "canasta-autosave.h"
#include "canasta-game.h"
#include "canasta-window.h"

#include "test-app-dirs.h"
#include "test-lock-util.h"

#define ELSEWHERE_SENTENCE \
  "Your saved game is open in another Canasta window. This game is not saved and does " \
  "not count in the statistics."

/* ------------------------------------------------------------ helpers */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in dir other than the save, the statistics and the lock, in
 * alphabetical order, separated by spaces. */
static char *
others_in (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (!g_str_equal (name, "autosave.json") && !g_str_equal (name, "statistics.json") &&
        !g_str_equal (name, "lock"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Spins until the game has reported n changes (moves, deals) or its round
 * is over. */
static void
wait_changes (CanastaGame *game,
              guint        n)
{
  guint seen = 0;
  gulong id = g_signal_connect_swapped (game, "changed", G_CALLBACK (count_cb), &seen);

  while (seen < n && canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (game, id);
}

/* A window with a game of four computers that play at once. */
static CanastaWindow *
window_with_game (guint64 seed)
{
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = seed,
    .kinds = { CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
    .levels = { "easy", "easy", "easy", "easy" },
  };

  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  canasta_game_set_pace (canasta_window_get_game (window), 0);
  return window;
}

static void
close_window (CanastaWindow   *window,
              CanastaAutosave *autosave)
{
  canasta_autosave_set_enabled (autosave, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* ------------------------------------------------ the real binary */

typedef struct
{
  GSubprocess      *process;
  GDataInputStream *out;
  GString          *said;   /* everything it printed so far */
} App;

/* Launches the app with no session bus (so no single-instance through
 * D-Bus), its debug messages about saving and its log on one stream.
 * With home_file, HOME is that regular file, and nothing else names a
 * data folder. */
static void
app_launch (App        *app,
            AppDirs    *dirs,
            const char *home_file)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE);
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_setenv (launcher, "G_MESSAGES_DEBUG", "canasta-autosave", TRUE);
  app_dirs_setenv (dirs, launcher);
  g_subprocess_launcher_setenv (launcher, "XDG_CACHE_HOME", dirs->dir, TRUE);
  if (home_file != NULL)
    {
      g_subprocess_launcher_setenv (launcher, "HOME", home_file, TRUE);
      g_subprocess_launcher_unsetenv (launcher, "CANASTA_DATA_DIR");
      g_subprocess_launcher_unsetenv (launcher, "XDG_DATA_HOME");
    }
  app->process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("CANASTA_BIN"), NULL);
  g_assert_no_error (error);
  app->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (app->process));
  app->said = g_string_new ("");
}

/* Reads what the app prints until a line holds needle: FALSE when it ends
 * (or closes its output) first, or when a line holds unwanted (if not
 * NULL), which says that needle will not come. */
static gboolean
app_wait_for (App        *app,
              const char *needle,
              const char *unwanted)
{
  for (;;)
    {
      g_autofree char *line = g_data_input_stream_read_line (app->out, NULL, NULL, NULL);

      if (line != NULL)
        g_string_append_printf (app->said, "%s\n", line);
      if (line == NULL || (unwanted != NULL && strstr (line, unwanted) != NULL))
        {
          g_test_message ("the app said:\n%s", app->said->str);
          return FALSE;
        }
      if (strstr (line, needle) != NULL)
        return TRUE;
    }
}

static void
app_kill (App *app)
{
  g_subprocess_force_exit (app->process);
  g_subprocess_wait (app->process, NULL, NULL);
  g_clear_object (&app->out);
  g_clear_object (&app->process);
  g_string_free (app->said, TRUE);
}

static gboolean
have_binary (void)
{
  if (g_getenv ("CANASTA_BIN") != NULL)
    return TRUE;
  g_test_skip ("CANASTA_BIN is not set");
  return FALSE;
}

/* --------------------------------------- the folder cannot be made */

/* $HOME is a file, so the data folder cannot be made: there is no saved
 * game (no "could not be read", nothing to set aside), and the window says
 * at once, in the bar a full disk uses, that the game is not being saved
 * and why. */
static void
test_folder_is_a_file (void)
{
  g_autofree char *tmp = make_tmpdir ();
  g_autofree char *home = g_build_filename (tmp, "home", NULL);
  g_autofree char *dir = g_build_filename (home, ".local", "share", "canasta", NULL);
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autofree char *aside = NULL;
  g_autofree char *said = NULL;
  g_autofree char *want = NULL;
  g_autoptr(GError) error = NULL;
  CanastaWindow *window = window_with_game (31);
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);

  g_assert_true (g_file_set_contents (home, "", 0, NULL));
  canasta_window_watch_autosave (window, autosave);

  g_assert_false (canasta_autosave_resume (autosave, &aside, &error));
  g_assert_no_error (error);
  g_assert_null (aside);
  g_assert_false (canasta_autosave_get_open_elsewhere (autosave));

  g_assert_true (canasta_autosave_get_failing (autosave));
  said = canasta_autosave_describe_failure (autosave);
  want = g_strdup_printf ("The game is not being saved: the folder “%s” cannot be created. "
                          "Canasta keeps trying.", dir);
  g_assert_cmpstr (said, ==, want);
  g_assert_cmpstr (canasta_window_get_banner (window), ==, said);

  /* The game plays on; each write is tried and fails the same way. */
  wait_changes (game, 3);
  canasta_autosave_flush (autosave);
  g_assert_true (canasta_autosave_get_failing (autosave));
  g_assert_cmpstr (canasta_window_get_banner (window), ==, want);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), ==, 0);

  close_window (window, autosave);
  remove_tree (tmp);
}

/* The same, in the app: it starts, plays and says it cannot save, and
 * never that a saved game could not be read or set aside. */
static void
test_app_home_is_a_file (void)
{
  AppDirs dirs = { 0 };
  App app = { 0 };
  g_autofree char *home = NULL;

  if (!have_binary ())
    return;

  app_dirs_init (&dirs);
  app_dirs_write_settings (&dirs, "fast");
  home = g_build_filename (dirs.dir, "home", NULL);
  g_assert_true (g_file_set_contents (home, "", 0, NULL));

  app_launch (&app, &dirs, home);
  g_assert_true (app_wait_for (&app, "Could not save the game: Could not create",
                               "Refused the saved game"));
  g_assert_true (app_wait_for (&app, "queued round", NULL));
  g_test_message ("%s", app.said->str);
  g_assert_null (strstr (app.said->str, "Refused the saved game"));
  g_assert_null (strstr (app.said->str, "Could not read"));
  g_assert_null (strstr (app.said->str, "aside"));
  g_assert_nonnull (strstr (app.said->str, home));

  app_kill (&app);
  app_dirs_clear (&dirs);
}

/* -------------------------------------------- stale temporary files */

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *file = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (file, text, -1, NULL));
}

/* A save to resume, written by a game played here. */
static void
write_save (const char *path,
            guint64     seed)
{
  CanastaWindow *window = window_with_game (seed);
  CanastaGame *game = canasta_window_get_game (window);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);

  wait_changes (game, 4);
  canasta_autosave_flush (autosave);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), >, 0);
  close_window (window, autosave);
}

/* A write killed before its rename leaves "autosave.json.XXXXXX": the next
 * start removes it (and the statistics' too) under the lock, resumes the
 * save beside it, and touches nothing else. While another process holds
 * the lock, the file may be that process's write in flight: it stays. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(GSubprocess) holder = NULL;
  g_autofree char *said = NULL;
  g_autofree char *left = NULL;
  g_autoptr(GError) error = NULL;

  write_save (path, 41);

  /* Someone else's: kept. */
  write_file (dir, "autosave.json.Qx7Lm2", "");
  holder = lock_holder_start (dir, &said);
  g_assert_cmpstr (said, ==, "held");
  {
    g_autoptr(CanastaGame) game = canasta_game_new ();
    g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);

    g_assert_false (canasta_autosave_resume (autosave, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (canasta_autosave_get_open_elsewhere (autosave));
  }
  left = others_in (dir);
  g_assert_cmpstr (left, ==, "autosave.json.Qx7Lm2");
  lock_holder_stop (holder);
  g_clear_pointer (&left, g_free);

  /* Stale: removed at start. */
  write_file (dir, "statistics.json.a1B2c3", "");
  write_file (dir, "autosave.json.broken-20261121-061500", "{");
  write_file (dir, "notes.txt", "mine");
  {
    g_autoptr(CanastaGame) game = canasta_game_new ();
    g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);

    g_assert_true (canasta_autosave_resume (autosave, NULL, &error));
    g_assert_no_error (error);
    /* Its own writes, if the resumed game queued one, landed. */
    canasta_autosave_flush (autosave);
    g_assert_false (canasta_autosave_get_failing (autosave));
    left = others_in (dir);
    g_assert_cmpstr (left, ==, "autosave.json.broken-20261121-061500 notes.txt");
    canasta_autosave_set_enabled (autosave, FALSE);
  }

  remove_tree (dir);
}

/* The same in the app, started on what a SIGKILL left: by the time it
 * queues its first position, the file is gone. */
static void
test_app_stale_temporaries (void)
{
  AppDirs dirs = { 0 };
  App app = { 0 };
  g_autofree char *left = NULL;

  if (!have_binary ())
    return;

  app_dirs_init (&dirs);
  app_dirs_write_settings (&dirs, "fast");
  write_file (dirs.data_dir, "autosave.json.k9T0pZ", "");
  app_launch (&app, &dirs, NULL);
  g_assert_true (app_wait_for (&app, "queued round", NULL));
  /* The stale one is gone. The app, playing on at the fast pace, may be
   * writing its own save at this moment: a temporary file of its own may
   * stand beside it, never the one left behind. */
  left = others_in (dirs.data_dir);
  g_assert_null (strstr (left, "autosave.json.k9T0pZ"));
  g_assert_nonnull (strstr (app.said->str, "Removed 1 unfinished save file(s)"));

  app_kill (&app);
  app_dirs_clear (&dirs);
}

/* ------------------------------------------------ a second Canasta */

/* Another process has the folder: the window says so in the bar, the game
 * (a new one: the saved game is the other window's) plays on, and neither
 * the save nor the statistics are written, nor any temporary file, even
 * once the round is over. */
static void
test_second_instance (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(GSubprocess) holder = NULL;
  g_autofree char *said = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *message = NULL;
  g_autofree char *left = NULL;
  g_autoptr(GError) error = NULL;
  gsize before_length = 0;
  gsize after_length = 0;
  CanastaWindow *window;
  CanastaGame *game;
  CanastaAutosave *autosave;

  write_save (path, 51);
  g_assert_true (g_file_get_contents (path, &before, &before_length, NULL));
  g_assert_false (g_file_test (stats, G_FILE_TEST_EXISTS));

  holder = lock_holder_start (dir, &said);
  g_assert_cmpstr (said, ==, "held");

  window = window_with_game (52);
  game = canasta_window_get_game (window);
  autosave = canasta_autosave_new (game, path, stats);
  canasta_window_watch_autosave (window, autosave);
  g_assert_false (canasta_autosave_resume (autosave, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (canasta_autosave_get_open_elsewhere (autosave));
  g_assert_true (canasta_autosave_get_failing (autosave));
  message = canasta_autosave_describe_failure (autosave);
  g_assert_cmpstr (message, ==, ELSEWHERE_SENTENCE);
  g_assert_cmpstr (canasta_window_get_banner (window), ==, ELSEWHERE_SENTENCE);

  /* A whole round, then the quit's flush. */
  wait_changes (game, G_MAXUINT);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  canasta_autosave_queue (autosave);
  canasta_autosave_flush (autosave);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), ==, 0);
  g_assert_cmpstr (canasta_window_get_banner (window), ==, ELSEWHERE_SENTENCE);

  g_assert_true (g_file_get_contents (path, &after, &after_length, NULL));
  g_assert_cmpmem (after, after_length, before, before_length);
  g_assert_false (g_file_test (stats, G_FILE_TEST_EXISTS));
  left = others_in (dir);
  g_assert_cmpstr (left, ==, "");

  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_finalize_object (autosave);
  lock_holder_stop (holder);
  remove_tree (dir);
}

/* Two apps on one folder, no session bus: the first saves; the second
 * says another Canasta has the save, plays, and queues nothing to write. */
static void
test_second_app (void)
{
  AppDirs dirs = { 0 };
  App first = { 0 };
  App second = { 0 };

  if (!have_binary ())
    return;

  app_dirs_init (&dirs);
  app_dirs_write_settings (&dirs, "fast");
  app_launch (&first, &dirs, NULL);
  g_assert_true (app_wait_for (&first, "queued round", NULL));

  app_launch (&second, &dirs, NULL);
  g_assert_true (app_wait_for (&second, "Not saving the game: Another Canasta is saving in",
                               "queued round"));
  for (int moves = 0; moves < 3; moves++)
    g_assert_true (app_wait_for (&second, "not saved, another Canasta saves there",
                                 "queued round"));
  g_test_message ("the second app said:\n%s", second.said->str);
  g_assert_null (strstr (second.said->str, "queued round"));
  g_assert_null (strstr (second.said->str, "under its lock"));
  g_assert_nonnull (strstr (first.said->str, "under its lock"));

  app_kill (&second);
  app_kill (&first);
  app_dirs_clear (&dirs);
}

int
main (int   argc,
      char *argv[])
{
  if (argc == 3 && g_str_equal (argv[1], "--hold-lock"))
    return lock_holder_main (argv[2]);

  setlocale (LC_ALL, "");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  adw_init ();
  canasta_register_resources ();

  g_test_add_func ("/save-lock/folder-is-a-file", test_folder_is_a_file);
  g_test_add_func ("/save-lock/app-home-is-a-file", test_app_home_is_a_file);
  g_test_add_func ("/save-lock/stale-temporaries", test_stale_temporaries);
  g_test_add_func ("/save-lock/app-stale-temporaries", test_app_stale_temporaries);
  g_test_add_func ("/save-lock/second-instance", test_second_instance);
  g_test_add_func ("/save-lock/second-app", test_second_app);

  return g_test_run ();
}
