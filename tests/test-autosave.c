/* test-autosave.c: saving after every move, resuming, refused saves,
 * statistics, and preferences that apply at once
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>
#include <glib/gstdio.h>
#include <adwaita.h>

#include "cn-ai.h"
#include "cn-save.h"
#include "cn-stats.h"
#include "cn-scenario.h"

#include "canasta-application.h"
#include "canasta-autosave.h"
#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-game.h"
#include "canasta-game-save.h"
#include "canasta-hand-view.h"
#include "canasta-history-view.h"
#include "canasta-preferences-window.h"
#include "canasta-stats-dialog.h"
#include "canasta-window.h"
#include "test-app-dirs.h"
#include "test-window-util.h"

/* ------------------------------------------------------------ helpers */

/* The JSON of a save with its app object left out, to compare positions
 * and histories; NULL when the save is refused (error set). */
static char *
try_save_text (const CnSaveData  *data,
               GError           **error)
{
  CnSaveData copy = *data;
  g_autoptr(GBytes) bytes = NULL;

  copy.app = NULL;
  bytes = cn_save_to_bytes (&copy, error);
  if (bytes == NULL)
    return NULL;
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static char *
save_text (const CnSaveData *data)
{
  g_autoptr(GError) error = NULL;
  char *text = try_save_text (data, &error);

  g_assert_no_error (error);
  return text;
}

static CanastaGame *
new_game (guint64 seed)
{
  CanastaGame *game = canasta_game_new ();
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC,
    .players = 4,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
    .names = { "Ana", "Bruno", "Carla", "Dario" },
    .seed = seed,
  };

  canasta_game_set_pace (game, 0);
  canasta_game_start (game, &setup);
  return game;
}

/* Plays the human seat with the simple AI until it has made moves moves
 * or the round is over. */
static void
play_moves (CanastaGame *game,
            int          moves)
{
  gint64 end = g_get_monotonic_time () + TEST_WAIT_LIMIT_S * G_USEC_PER_SEC;

  while (moves > 0 && canasta_game_get_phase (game) != CANASTA_PHASE_ROUND_OVER)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, end);

      if (canasta_game_get_viewer_can_act (game))
        {
          CnMove move = { 0 };
          CnVerdict verdict;

          cn_ai_simple_choose (canasta_game_get_state (game), &move);
          g_assert_true (canasta_game_play (game, &move, &verdict));
          moves--;
        }
      else
        g_main_context_iteration (NULL, TRUE);
    }
}

static gboolean
game_idle (gpointer game)
{
  return canasta_game_get_viewer_can_act (game) ||
         canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER;
}

static void
wait_idle (CanastaGame *game)
{
  g_assert_true (test_wait_for (game_idle, game));
}

typedef struct
{
  CanastaGame *game;
  const char  *path;
} SavedWait;

/* The file on disk holds the game as it is now. */
static gboolean
disk_matches_live (gpointer data)
{
  SavedWait *wait = data;
  g_auto(CnSaveData) live;
  g_auto(CnSaveData) disk;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  cn_save_data_init (&live);
  cn_save_data_init (&disk);
  if (!canasta_game_export_save (wait->game, &live) || !cn_save_read (wait->path, &disk, NULL))
    return FALSE;
  a = try_save_text (&live, NULL);
  b = try_save_text (&disk, NULL);
  return a != NULL && g_strcmp0 (a, b) == 0;
}

/* ------------------------------------------------- in-process autosave */

static void
test_save_and_resume (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(CanastaGame) game = new_game (1234);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);
  g_autoptr(CanastaGame) resumed = NULL;
  g_autoptr(CanastaAutosave) autosave2 = NULL;
  g_auto(CnSaveData) live;
  g_auto(CnSaveData) disk;
  g_auto(CnSaveData) again;
  g_autoptr(GError) error = NULL;
  g_autofree char *live_text = NULL;
  g_autofree char *disk_text = NULL;
  g_autofree char *again_text = NULL;
  CanastaHistoryView *history = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));
  CanastaHistoryView *history_resumed = g_object_ref_sink (CANASTA_HISTORY_VIEW (canasta_history_view_new ()));
  guint n_lines;

  canasta_history_view_set_game (history, game);
  play_moves (game, 12);
  wait_idle (game);
  canasta_autosave_flush (autosave);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), >, 0);

  cn_save_data_init (&live);
  cn_save_data_init (&disk);
  g_assert_true (canasta_game_export_save (game, &live));
  g_assert_true (cn_save_read (path, &disk, &error));
  g_assert_no_error (error);
  live_text = save_text (&live);
  disk_text = save_text (&disk);
  g_assert_cmpstr (live_text, ==, disk_text);
  g_assert_cmpstr (disk.seats[0].name, ==, "Ana");
  g_assert_cmpint (disk.seats[0].kind, ==, CN_SEAT_HUMAN);
  g_assert_cmpint (disk.seats[2].kind, ==, CN_SEAT_COMPUTER);
  g_assert_cmpstr (disk.seats[2].level, !=, "");

  /* The round's history is on disk, from its deal. */
  g_assert_true (disk.has_history);
  g_assert_true (disk.history_from_deal);
  g_assert_cmpuint (disk.history->len, ==, disk.state.move_count);

  /* A fresh model resumes exactly there, without a question, with the
   * history of the round as it was. */
  resumed = canasta_game_new ();
  canasta_game_set_pace (resumed, 0);
  canasta_history_view_set_game (history_resumed, resumed);
  autosave2 = canasta_autosave_new (resumed, path, stats);
  g_assert_true (canasta_autosave_resume (autosave2, NULL, &error));
  n_lines = canasta_history_view_get_n_turns (history);
  g_assert_cmpuint (n_lines, >=, 4);
  g_assert_cmpuint (canasta_history_view_get_n_turns (history_resumed), ==, n_lines);
  for (guint i = 0; i < n_lines; i++)
    g_assert_cmpstr (canasta_history_view_get_turn (history_resumed, i), ==,
                     canasta_history_view_get_turn (history, i));
  g_assert_no_error (error);
  g_assert_true (canasta_game_get_started (resumed));
  cn_save_data_init (&again);
  g_assert_true (canasta_game_export_save (resumed, &again));
  again_text = save_text (&again);
  g_assert_cmpstr (again_text, ==, disk_text);
  g_assert_cmpstr (canasta_game_get_seat_name (resumed, 1), ==, "Bruno");
  g_assert_true (canasta_game_get_viewer_can_act (resumed));
  g_assert_cmpuint (g_list_model_get_n_items (canasta_game_get_hand (resumed, 0)), ==,
                    g_list_model_get_n_items (canasta_game_get_hand (game, 0)));

  /* And plays on from there as the first game does. */
  play_moves (game, 3);
  play_moves (resumed, 3);
  wait_idle (game);
  wait_idle (resumed);
  {
    g_auto(CnSaveData) a;
    g_auto(CnSaveData) b;
    g_autofree char *ta = NULL;
    g_autofree char *tb = NULL;

    cn_save_data_init (&a);
    cn_save_data_init (&b);
    canasta_game_export_save (game, &a);
    canasta_game_export_save (resumed, &b);
    ta = save_text (&a);
    tb = save_text (&b);
    g_assert_cmpstr (ta, ==, tb);
  }
  g_assert_cmpuint (canasta_history_view_get_n_turns (history_resumed), ==,
                    canasta_history_view_get_n_turns (history));
  for (guint i = 0; i < canasta_history_view_get_n_turns (history); i++)
    g_assert_cmpstr (canasta_history_view_get_turn (history_resumed, i), ==,
                     canasta_history_view_get_turn (history, i));
  canasta_history_view_set_game (history, NULL);
  canasta_history_view_set_game (history_resumed, NULL);
  g_object_unref (history);
  g_object_unref (history_resumed);

  canasta_autosave_flush (autosave2);
  g_clear_object (&autosave2);
  canasta_autosave_flush (autosave);
  g_clear_object (&autosave);
  remove_tree (dir);
}

/* Moves come faster than the disk: writes never overlap, and the last
 * position always ends up in the file. */
static void
test_coalescing (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(CanastaGame) game = new_game (99);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);
  g_auto(CnSaveData) live;
  g_auto(CnSaveData) disk;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  play_moves (game, 40);
  wait_idle (game);
  /* The background writes land without flushing: the last position
   * reaches the file by itself. */
  g_assert_true (test_wait_for (disk_matches_live, &(SavedWait) { game, path }));

  cn_save_data_init (&live);
  cn_save_data_init (&disk);
  canasta_game_export_save (game, &live);
  g_assert_true (cn_save_read (path, &disk, NULL));
  a = save_text (&live);
  b = save_text (&disk);
  g_assert_cmpstr (a, ==, b);

  g_clear_object (&autosave);
  remove_tree (dir);
}

static const char *
refused_kinds[] = { "corrupt", "truncated", "future", "nonsense", "history" };

static GBytes *
refused_bytes (const char *kind,
               const char *valid_path)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (valid_path, &text, &length, NULL));

  if (g_str_equal (kind, "corrupt"))
    {
      static const char corrupt[] = "{\"format\": \"canasta-save\", \"version\": 1, \"gam\x01\xff";

      return g_bytes_new_static (corrupt, sizeof corrupt - 1);
    }
  if (g_str_equal (kind, "truncated"))
    return g_bytes_new (text, length / 2);
  if (g_str_equal (kind, "future") || g_str_equal (kind, "history"))
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonGenerator) generator = json_generator_new ();
      JsonObject *root;
      gsize n;
      char *out;

      g_assert_true (json_parser_load_from_data (parser, text, length, NULL));
      root = json_node_get_object (json_parser_get_root (parser));
      if (g_str_equal (kind, "future"))
        json_object_set_int_member (root, "version", CN_SAVE_FORMAT_VERSION + 41);
      else
        {
          /* The round's history without its last move: it no longer
           * replays to the round saved. */
          JsonArray *moves = json_object_get_array_member (json_object_get_object_member (root, "history"),
                                                           "moves");

          g_assert_cmpuint (json_array_get_length (moves), >, 0);
          json_array_remove_element (moves, json_array_get_length (moves) - 1);
        }
      json_generator_set_root (generator, json_parser_get_root (parser));
      out = json_generator_to_data (generator, &n);
      return g_bytes_new_take (out, n);
    }
  /* Hand-edited into nonsense: a valid file whose first hand holds a card
   * that does not exist. */
  {
    g_autoptr(GString) s = g_string_new (text);

    g_assert_cmpint (g_string_replace (s, "\"stock\"", "\"stock_\"", 1), ==, 1);
    return g_bytes_new (s->str, s->len);
  }
}

static gboolean
bytes_equal_file (GBytes     *bytes,
                  const char *path)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  if (!g_file_get_contents (path, &text, &length, NULL))
    return FALSE;
  return length == g_bytes_get_size (bytes) &&
         memcmp (text, g_bytes_get_data (bytes, NULL), length) == 0;
}

static char *
find_quarantined (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (name, "autosave.json.broken-"))
      return g_build_filename (dir, name, NULL);

  return NULL;
}

static void
test_refused (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (refused_kinds); k++)
    {
      g_autofree char *dir = make_tmpdir ();
      g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
      g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
      g_autoptr(CanastaGame) game = new_game (7);
      g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(CanastaGame) other = canasta_game_new ();
      g_autoptr(CanastaAutosave) autosave2 = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *aside = NULL;
      g_autofree char *found = NULL;
      g_autofree char *message = NULL;
      g_autofree char *basename = NULL;
      int code;

      g_test_message ("refused file: %s", refused_kinds[k]);

      play_moves (game, 2);
      canasta_autosave_flush (autosave);
      bytes = refused_bytes (refused_kinds[k], path);
      g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes), NULL));

      autosave2 = canasta_autosave_new (other, path, stats);
      g_assert_false (canasta_autosave_resume (autosave2, &aside, &error));
      if (g_str_equal (refused_kinds[k], "future"))
        code = CN_SAVE_ERROR_VERSION;
      else if (g_str_equal (refused_kinds[k], "nonsense") || g_str_equal (refused_kinds[k], "history"))
        code = CN_SAVE_ERROR_INVALID;
      else
        code = CN_SAVE_ERROR_CORRUPT;
      g_assert_error (error, CN_SAVE_ERROR, code);
      if (g_str_equal (refused_kinds[k], "history"))
        g_assert_nonnull (strstr (error->message, "history.moves: the history stops at move"));
      g_assert_nonnull (aside);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      found = find_quarantined (dir);
      g_assert_cmpstr (found, ==, aside);
      g_assert_true (bytes_equal_file (bytes, aside));

      message = canasta_autosave_describe_refusal (error, aside);
      basename = g_path_get_basename (aside);
      g_assert_nonnull (strstr (message, basename));
      g_assert_nonnull (strstr (message, "A new game starts."));

      canasta_autosave_set_enabled (autosave, FALSE);
      g_clear_object (&autosave2);
      g_clear_object (&autosave);
      remove_tree (dir);
    }
}

/* A whole round played: it counts in the statistics of the human's side,
 * once, and the dialog shows it. */
static void
test_statistics (void)
{
  g_autofree char *dir = make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats_path = g_build_filename (dir, "statistics.json", NULL);
  g_autoptr(CanastaGame) game = new_game (4242);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats_path);
  g_autoptr(CnStats) stats = NULL;
  g_autoptr(GError) error = NULL;
  const CnVariantStats *s;
  GtkWidget *dialog;

  play_moves (game, G_MAXINT);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  canasta_autosave_flush (autosave);

  stats = cn_stats_load (stats_path, NULL, &error);
  g_assert_no_error (error);
  s = cn_stats_get (stats, CN_VARIANT_CLASSIC);
  g_assert_cmpuint (s->rounds_played, ==, 1);
  g_assert_true (s->has_best_round);

  /* Resuming on the scores of that round does not count it again. */
  {
    g_autoptr(CanastaGame) other = canasta_game_new ();
    g_autoptr(CanastaAutosave) autosave2 = canasta_autosave_new (other, path, stats_path);
    g_autoptr(CnStats) again = NULL;

    g_assert_true (canasta_autosave_resume (autosave2, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpint (canasta_game_get_phase (other), ==, CANASTA_PHASE_ROUND_OVER);
    g_assert_true (canasta_game_get_last_score (other, NULL, NULL));
    canasta_autosave_flush (autosave2);
    again = cn_stats_load (stats_path, NULL, &error);
    g_assert_cmpuint (cn_stats_get (again, CN_VARIANT_CLASSIC)->rounds_played, ==, 1);
  }

  dialog = canasta_stats_dialog_new (stats_path);
  g_assert_cmpstr (canasta_stats_dialog_get_value (CANASTA_STATS_DIALOG (dialog), CN_VARIANT_CLASSIC,
                                                   "rounds-played"), ==, "1");
  g_assert_cmpstr (canasta_stats_dialog_get_value (CANASTA_STATS_DIALOG (dialog), CN_VARIANT_CLASSIC,
                                                   "games-played"), ==, "0");
  g_assert_true (canasta_stats_dialog_reset (CANASTA_STATS_DIALOG (dialog)));
  g_assert_cmpstr (canasta_stats_dialog_get_value (CANASTA_STATS_DIALOG (dialog), CN_VARIANT_CLASSIC,
                                                   "rounds-played"), ==, "0");
  {
    g_autoptr(CnStats) reset = cn_stats_load (stats_path, NULL, &error);

    g_assert_cmpuint (cn_stats_get (reset, CN_VARIANT_CLASSIC)->rounds_played, ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_clear_object (&autosave);
  remove_tree (dir);
}

/* ------------------------------------------------- preferences, live */

static void
test_preferences_live (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  GtkWidget *prefs;
  gboolean four;

  gtk_window_present (GTK_WINDOW (window));
  prefs = canasta_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (prefs));
  wait_drawn (prefs);

  /* The pace of the game in play follows the setting at once. */
  g_settings_set_string (settings, "computer-pace", "slow");
  g_assert_cmpuint (canasta_game_get_pace (game), ==, 1300);
  g_settings_set_string (settings, "computer-pace", "fast");
  g_assert_cmpuint (canasta_game_get_pace (game), ==, 250);
  g_settings_reset (settings, "computer-pace");
  g_assert_cmpuint (canasta_game_get_pace (game), ==, 700);

  /* The card art follows the four-colour switch (the application binds
   * it; here the binding is made the same way). */
  g_settings_bind (settings, "four-colour", cache, "four-colour", G_SETTINGS_BIND_GET);
  g_settings_set_boolean (settings, "four-colour", TRUE);
  g_object_get (cache, "four-colour", &four, NULL);
  g_assert_true (four);
  g_settings_set_boolean (settings, "four-colour", FALSE);
  g_object_get (cache, "four-colour", &four, NULL);
  g_assert_false (four);
  g_settings_unbind (cache, "four-colour");

  destroy_window (prefs);
  destroy_window (window);
}

static CnCard
hand_card (CanastaWindow *window,
           guint          position)
{
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  GtkWidget *view = canasta_hand_view_get_card_view (hand, position);

  return canasta_card_get_card (canasta_card_view_get_card (CANASTA_CARD_VIEW (view)));
}

/* The hand's order, the computer levels and the rule options follow the
 * settings while the window is open. */
static void
test_preferences_table (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaHandView *hand = CANASTA_HAND_VIEW (canasta_window_get_hand_view (window));
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 77,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
  };
  guint n;

  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  wait_drawn (GTK_WIDGET (window));
  n = canasta_hand_view_get_n_cards (hand);
  g_assert_cmpuint (n, >, 5);

  /* By suit: the suits never go back down along the hand. */
  g_settings_set_string (settings, "hand-order", "suit");
  test_wait_settle ();
  g_assert_cmpuint (canasta_hand_view_get_n_cards (hand), ==, n);
  for (guint i = 1; i < n; i++)
    if (cn_card_rank (hand_card (window, i - 1)) != CN_RANK_JOKER)
      g_assert_cmpint (cn_card_suit (hand_card (window, i - 1)), <=, cn_card_suit (hand_card (window, i)));

  /* Wild cards first: no wild card after a natural one. */
  g_settings_set_string (settings, "hand-order", "wilds-first");
  test_wait_settle ();
  for (guint i = 1; i < n; i++)
    if (cn_card_is_wild (hand_card (window, i)))
      g_assert_true (cn_card_is_wild (hand_card (window, i - 1)));
  g_settings_reset (settings, "hand-order");

  /* Levels apply at once. */
  g_settings_set_strv (settings, "computer-levels",
                       (const char *[]) { "easy", "hard", "easy", "medium", NULL });
  g_assert_cmpint (canasta_game_get_seat_level (game, 1), ==, CN_AI_HARD);
  g_assert_cmpint (canasta_game_get_seat_level (game, 3), ==, CN_AI_MEDIUM);
  g_settings_reset (settings, "computer-levels");
  g_assert_cmpint (canasta_game_get_seat_level (game, 1), ==, CN_AI_MEDIUM);

  /* Rule options: from the next new game, not the one in play. */
  g_assert_false (canasta_game_get_state (game)->options.red_threes_at_deal);
  g_settings_set_boolean (settings, "red-threes-at-deal", TRUE);
  g_assert_false (canasta_game_get_state (game)->options.red_threes_at_deal);
  canasta_window_start_game (window, &setup);
  g_assert_true (canasta_game_get_state (game)->options.red_threes_at_deal);
  g_settings_reset (settings, "red-threes-at-deal");
  canasta_window_start_game (window, &setup);
  g_assert_false (canasta_game_get_state (game)->options.red_threes_at_deal);

  destroy_window (window);
}

static AdwComboRow *
find_row (GtkWidget  *widget,
          const char *title)
{
  if (ADW_IS_COMBO_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return ADW_COMBO_ROW (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *row = find_row (child, title);

      if (row != NULL)
        return row;
    }

  return NULL;
}

/* The preferences rows write their keys, and follow keys changed
 * elsewhere (the new-game dialog writes variant and players too). */
static void
test_preferences_rows (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const char *names[] = { "Ana", "Bruno", "Carla", "Marco", NULL };
  GtkWidget *prefs;
  AdwComboRow *variant, *players, *seat2, *pace, *order;
  g_auto(GStrv) levels = NULL;
  g_autofree char *text = NULL;

  g_settings_set_strv (settings, "seat-names", names);
  prefs = canasta_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (prefs));
  wait_drawn (prefs);

  variant = find_row (prefs, "_Variant");
  players = find_row (prefs, "_Players");
  /* The levels are named by the computer's players; the person's seat
   * has none. */
  seat2 = find_row (prefs, "Bruno");
  pace = find_row (prefs, "P_ace");
  order = find_row (prefs, "_Order of the hand");
  g_assert_nonnull (variant);
  g_assert_nonnull (players);
  g_assert_nonnull (seat2);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (seat2)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (find_row (prefs, "Ana"))));
  g_assert_nonnull (pace);
  g_assert_nonnull (order);

  /* Italian is third in the engine's table; it plays 2 or 4. */
  adw_combo_row_set_selected (variant, CN_VARIANT_ITALIAN);
  text = g_settings_get_string (settings, "variant");
  g_assert_cmpstr (text, ==, "italian");
  adw_combo_row_set_selected (players, 0);
  g_assert_cmpint (g_settings_get_int (settings, "players"), ==, 2);

  adw_combo_row_set_selected (seat2, 2);
  levels = g_settings_get_strv (settings, "computer-levels");
  g_assert_cmpstr (levels[1], ==, "hard");
  g_assert_cmpstr (levels[0], ==, "medium");

  adw_combo_row_set_selected (pace, 2);
  g_clear_pointer (&text, g_free);
  text = g_settings_get_string (settings, "computer-pace");
  g_assert_cmpstr (text, ==, "fast");
  adw_combo_row_set_selected (order, 2);
  g_clear_pointer (&text, g_free);
  text = g_settings_get_string (settings, "hand-order");
  g_assert_cmpstr (text, ==, "suit");

  /* Keys changed elsewhere show in the rows. */
  g_settings_set_string (settings, "variant", "classic");
  g_settings_set_int (settings, "players", 3);
  g_assert_cmpuint (adw_combo_row_get_selected (variant), ==, CN_VARIANT_CLASSIC);
  g_assert_cmpstr (gtk_string_object_get_string (adw_combo_row_get_selected_item (players)), ==, "3 players");
  g_settings_reset (settings, "computer-pace");
  g_settings_reset (settings, "seat-names");
  g_assert_cmpuint (adw_combo_row_get_selected (pace), ==, 1);

  g_settings_reset (settings, "variant");
  g_settings_reset (settings, "players");
  g_settings_reset (settings, "computer-levels");
  g_settings_reset (settings, "hand-order");
  destroy_window (prefs);
}

/* With confirm-go-out on, a move that empties the hand waits for a yes. */
static const char go_out_position[] =
  "{\"variant\": \"classic\", \"players\": 4, \"turn\": 0, \"phase\": \"play\","
  " \"hands\": [[\"5C\"], [\"9S\", \"9H\", \"4C\"], [\"QD\", \"QH\", \"4D\"], [\"4H\", \"6S\", \"7C\"]],"
  " \"stock\": [\"4S\", \"9D\", \"8C\", \"10C\"], \"discard\": [\"7S\"],"
  " \"melds\": [[[\"KD\", \"KD\", \"KC\", \"KC\", \"KH\", \"KH\", \"KS\"]], []],"
  " \"red_threes\": [[], []], \"scores\": [0, 0]}";

static void
test_confirm_go_out (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) error = NULL;
  CnScenario *scenario = cn_scenario_new_from_data (go_out_position, -1, &error);
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 5,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
  };
  CanastaCardSet cards = { .n = 1 };
  AdwMessageDialog *dialog;

  g_assert_no_error (error);
  g_assert_true (cn_card_parse ("5C", &cards.cards[0]));
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  canasta_game_set_pace (game, 0);

  /* Asked first; no answer, no move. */
  g_settings_set_boolean (settings, "confirm-go-out", TRUE);
  canasta_game_set_state (game, &scenario->state);
  g_assert_true (canasta_game_get_viewer_can_act (game));
  g_assert_false (canasta_window_drop_on_pile (window, &cards));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  dialog = ADW_MESSAGE_DIALOG (find_message_dialog ());
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  test_wait_settle ();

  /* A yes plays the move. */
  g_assert_false (canasta_window_drop_on_pile (window, &cards));
  dialog = ADW_MESSAGE_DIALOG (find_message_dialog ());
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "go-out");
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  test_wait_settle ();

  /* Off: the move goes ahead at once. */
  g_settings_reset (settings, "confirm-go-out");
  canasta_game_set_state (game, &scenario->state);
  g_assert_true (canasta_window_drop_on_pile (window, &cards));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);

  cn_scenario_free (scenario);
  destroy_window (window);
}

/* With CANASTA_SCREENSHOT_DIR set, the preferences and the statistics as
 * the player sees them, to look at. */
static void
shoot (GtkWidget  *window,
       const char *name)
{
  const char *dir = g_getenv ("CANASTA_SCREENSHOT_DIR");
  g_autofree char *command = NULL;

  wait_drawn (window);
  command = g_strdup_printf ("sh -c 'xwd -root -silent | /usr/bin/convert xwd:- png:%s/%s.png'", dir, name);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
}

static void
test_screenshots (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *dir = NULL;
  g_autofree char *stats_path = NULL;
  GtkWidget *window;

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("CANASTA_SCREENSHOT_DIR is not set");
      return;
    }

  window = canasta_preferences_window_new (settings);
  gtk_window_present (GTK_WINDOW (window));
  shoot (window, "preferences-game");
  adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (window), "appearance");
  shoot (window, "preferences-appearance");
  gtk_window_destroy (GTK_WINDOW (window));

  dir = make_tmpdir ();
  stats_path = g_build_filename (dir, "statistics.json", NULL);
  {
    g_autoptr(CnStats) stats = cn_stats_new ();
    CnRoundScore score = { .n_sides = 2 };
    CnGame game = { .rules = cn_rules_get (CN_VARIANT_CLASSIC), .players = 4, .n_sides = 2,
                    .over = TRUE, .winner = 0, .scores = { 5320, 4105 } };

    score.sides[0].total = 2365;
    score.sides[0].natural_canastas = 2;
    score.sides[0].mixed_canastas = 3;
    cn_stats_record_round (stats, CN_VARIANT_CLASSIC, &score, 0);
    cn_stats_record_game (stats, &game, 0);
    cn_stats_record_result (stats, CN_VARIANT_CLASSIC, FALSE, 3890);
    g_assert_true (cn_stats_save (stats, stats_path, NULL));
  }
  window = canasta_stats_dialog_new (stats_path);
  gtk_window_present (GTK_WINDOW (window));
  shoot (window, "statistics");
  gtk_window_destroy (GTK_WINDOW (window));
  remove_tree (dir);
}

/* ----------------------------------------------- a disk that says no */

typedef void (*DiskFunc) (const char *dir);

static gboolean
only_saves_in (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  /* No temporary file left behind by a write that failed. */
  while ((name = g_dir_read_name (d)) != NULL)
    if (!g_str_equal (name, "autosave.json") && !g_str_equal (name, "statistics.json") &&
        !g_str_equal (name, "filler") && !g_str_equal (name, "lock"))
      {
        g_test_message ("left in the folder: %s", name);
        return FALSE;
      }
  return TRUE;
}

typedef struct
{
  CanastaAutosave *autosave;
  gboolean         failing;
} FailingWait;

static gboolean
failing_is (gpointer data)
{
  FailingWait *wait = data;

  return canasta_autosave_get_failing (wait->autosave) == wait->failing;
}

/* Until the autosave says (notify::failing, from the write's end in the
 * main loop) that writes fail, or succeed again. */
static gboolean
only_saves_in_cb (gpointer dir)
{
  return only_saves_in (dir);
}

static void
spin_until_failing (CanastaAutosave *autosave,
                    gboolean         failing)
{
  g_assert_true (test_wait_for (failing_is, &(FailingWait) { autosave, failing }));
}

/* While the disk refuses every write, the game plays on; the window says
 * the game is not being saved; the last good save stays, whole, with no
 * partial file beside it. Once the disk takes writes again, the autosave
 * tries by itself, without waiting for a move, and the window says so. */
static void
check_failing_disk (const char *dir,
                    DiskFunc    break_disk,
                    DiskFunc    mend_disk)
{
  g_autofree char *path = g_build_filename (dir, "autosave.json", NULL);
  g_autofree char *stats = g_build_filename (dir, "statistics.json", NULL);
  CanastaWindow *window = canasta_window_new (NULL);
  CanastaGame *game = canasta_window_get_game (window);
  g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, path, stats);
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 4242,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER, CANASTA_SEAT_COMPUTER },
  };
  g_autofree char *good = NULL;
  g_autofree char *now = NULL;
  g_autofree char *said = NULL;
  g_auto(CnSaveData) disk;
  g_auto(CnSaveData) live;
  g_autofree char *disk_text = NULL;
  g_autofree char *live_text = NULL;
  gsize good_length = 0;
  gsize now_length = 0;
  g_autoptr(GFileMonitor) monitor = NULL;
  guint written;

  cn_save_data_init (&disk);
  cn_save_data_init (&live);
  /* Files appearing and going in dir wake the waits below. */
  monitor = test_wait_watch_dir (dir);
  canasta_window_watch_autosave (window, autosave);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  canasta_game_set_pace (game, 0);
  play_moves (game, 3);
  wait_idle (game);
  canasta_autosave_flush (autosave);
  g_assert_false (canasta_autosave_get_failing (autosave));
  g_assert_true (g_file_get_contents (path, &good, &good_length, NULL));

  break_disk (dir);
  written = canasta_autosave_get_n_written (autosave);
  play_moves (game, 2);
  spin_until_failing (autosave, TRUE);
  play_moves (game, 2);
  wait_idle (game);
  test_wait_settle ();

  /* Told, in the window; the file on disk is the last good one, whole. */
  g_assert_true (canasta_autosave_get_failing (autosave));
  said = canasta_autosave_describe_failure (autosave);
  g_test_message ("%s", said);
  g_assert_true (g_str_has_prefix (said, "The game is not being saved: "));
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, said);
  g_assert_cmpstr (canasta_window_get_banner (window), ==, said);
  g_assert_cmpuint (canasta_autosave_get_n_written (autosave), ==, written);
  g_assert_true (g_file_get_contents (path, &now, &now_length, NULL));
  g_assert_cmpmem (now, now_length, good, good_length);
  g_assert_true (cn_save_read (path, &disk, NULL));
  /* A write under way has its temporary file: none stays once it ends. */
  g_assert_true (test_wait_for (only_saves_in_cb, (gpointer) dir));

  /* The disk takes writes again: saved within a few seconds, no move
   * needed, and the window says so. */
  mend_disk (dir);
  spin_until_failing (autosave, FALSE);
  g_assert_cmpstr (canasta_window_get_last_message (window), ==, "The game is saved again.");
  g_assert_null (canasta_window_get_banner (window));
  /* The first write that works may be of a position older than the
   * latest, which follows it. */
  g_assert_true (test_wait_for (disk_matches_live, &(SavedWait) { game, path }));
  cn_save_data_clear (&disk);
  cn_save_data_init (&disk);
  g_assert_true (cn_save_read (path, &disk, NULL));
  g_assert_true (canasta_game_export_save (game, &live));
  disk_text = save_text (&disk);
  live_text = save_text (&live);
  g_assert_cmpstr (disk_text, ==, live_text);
  /* A write under way has its temporary file: none stays once it ends. */
  g_assert_true (test_wait_for (only_saves_in_cb, (gpointer) dir));

  canasta_autosave_set_enabled (autosave, FALSE);
  destroy_window (window);
}

/* A write error, injected: a file size limit that the save does not fit
 * in. The kernel then writes part of the file and refuses the rest, the
 * partial write a full disk gives. */
static struct rlimit saved_fsize;

static void
limit_file_size (const char *dir)
{
  struct rlimit small;

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_fsize), ==, 0);
  small = saved_fsize;
  small.rlim_cur = 512;
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
}

static void
unlimit_file_size (const char *dir)
{
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_fsize), ==, 0);
}

static void
test_write_error (void)
{
  g_autofree char *dir = make_tmpdir ();
  void (*old_handler) (int) = signal (SIGXFSZ, SIG_IGN);

  check_failing_disk (dir, limit_file_size, unlimit_file_size);
  signal (SIGXFSZ, old_handler);
  remove_tree (dir);
}

/* A real full disk: a small tmpfs, filled up. Mounting needs root (the
 * CI runs as root); elsewhere the test is skipped, and the write error
 * above covers the same path. */
static void
fill_disk (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);
  g_autofree char *block = g_malloc0 (4096);
  FILE *file = fopen (filler, "w");

  g_assert_nonnull (file);
  while (fwrite (block, 1, 4096, file) == 4096 && fflush (file) == 0)
    ;
  fclose (file);
}

static void
empty_disk (const char *dir)
{
  g_autofree char *filler = g_build_filename (dir, "filler", NULL);

  g_assert_cmpint (g_unlink (filler), ==, 0);
}

static void
test_disk_full (void)
{
  g_autofree char *dir = make_tmpdir ();

  if (geteuid () != 0 || mount ("canasta-test", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=256k") != 0)
    {
      g_autofree char *why = g_strdup_printf ("cannot mount a small tmpfs here (%s)",
                                              geteuid () != 0 ? "not root" : g_strerror (errno));

      g_rmdir (dir);
      g_test_skip (why);
      return;
    }

  check_failing_disk (dir, fill_disk, empty_disk);
  g_assert_cmpint (umount2 (dir, MNT_DETACH), ==, 0);
  remove_tree (dir);
}

/* ---------------------------------------------- the real binary, killed */


static GSubprocess *launch_app_with (AppDirs *dirs, GSubprocessFlags flags);

static GSubprocess *
launch_app (AppDirs *dirs)
{
  return launch_app_with (dirs, G_SUBPROCESS_FLAGS_NONE);
}

/* With G_SUBPROCESS_FLAGS_STDOUT_PIPE, the app tells each position it
 * queues for saving on its standard output (where GLib writes debug
 * messages). */
static GSubprocess *
launch_app_with (AppDirs          *dirs,
                 GSubprocessFlags  flags)
{
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (flags);
  g_autoptr(GError) error = NULL;
  const char *binary = g_getenv ("CANASTA_BIN");
  GSubprocess *process;

  if (flags & G_SUBPROCESS_FLAGS_STDOUT_PIPE)
    g_subprocess_launcher_setenv (launcher, "G_MESSAGES_DEBUG", "canasta-autosave", TRUE);

  app_dirs_setenv (dirs, launcher);
  process = g_subprocess_launcher_spawn (launcher, &error, binary, NULL);
  g_assert_no_error (error);
  return process;
}

static gboolean
read_save (const char *path,
           CnSaveData *data,
           char      **text)
{
  g_autoptr(GError) error = NULL;

  cn_save_data_clear (data);
  cn_save_data_init (data);
  if (!cn_save_read (path, data, &error))
    return FALSE;
  *text = save_text (data);
  return TRUE;
}

/* Whether after is before with one or more legal moves more, each added
 * to the round's history: the game went on from exactly before. The app
 * plays on while the test reads its file, so on a busy machine the first
 * save the test reads may be that of a later move than the next one. */
static gboolean
moves_later (const CnSaveData *before,
             const CnSaveData *after)
{
  g_autofree char *want = save_text (after);
  g_autofree char *text = NULL;
  CnSaveData next = *after;

  g_assert_true (before->has_history && after->has_history);
  if (after->history->len <= before->history->len ||
      memcmp (after->history->data, before->history->data,
              before->history->len * sizeof (CnMove)) != 0)
    return FALSE;

  /* After's new moves, replayed on before's position, give after's. */
  next.state = before->state;
  for (guint i = before->history->len; i < after->history->len; i++)
    if (!cn_apply (&next.state, &g_array_index (after->history, CnMove, i), NULL, NULL))
      return FALSE;
  text = try_save_text (&next, NULL);
  return text != NULL && g_str_equal (text, want);
}

static void
test_kill_and_resume (void)
{
  AppDirs dirs = { 0 };
  g_autoptr(GSubprocess) app = NULL;
  g_auto(CnSaveData) before;
  g_auto(CnSaveData) after;
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autofree char *before_text = NULL;
  g_autofree char *last_text = NULL;
  gint64 start;
  int seen = 0;
  int wanted = g_test_rand_int_range (3, 7);

  if (g_getenv ("CANASTA_BIN") == NULL)
    {
      g_test_skip ("CANASTA_BIN is not set");
      return;
    }

  app_dirs_init (&dirs);
  monitor = test_wait_watch_dir (dirs.data_dir);
  cn_save_data_init (&before);
  cn_save_data_init (&after);
  app_dirs_write_settings (&dirs, "fast");
  app = launch_app (&dirs);

  /* Let the computers play a few moves, then kill the app in the middle
   * of whatever it is doing, at a moment chosen at random. */
  start = g_get_monotonic_time ();
  while (seen < wanted)
    {
      g_autofree char *text = NULL;

      if (read_save (dirs.path, &before, &text) && g_strcmp0 (text, last_text) != 0)
        {
          g_free (last_text);
          last_text = g_steal_pointer (&text);
          seen++;
        }
      else
        test_wait_step (start);
    }
  g_usleep (g_test_rand_int_range (0, 250) * 1000);
  g_subprocess_force_exit (app);
  g_subprocess_wait (app, NULL, NULL);
  g_clear_object (&app);

  /* What is on disk is a complete save: the last completed move. */
  g_assert_true (read_save (dirs.path, &before, &before_text));
  g_test_message ("killed at round %d, turn %d, phase %d",
                  before.game.round, before.state.turn, before.state.phase);

  /* Relaunched, the app goes on from exactly there: its next save is
   * that position with the moves played since. */
  app_dirs_write_settings (&dirs, "slow");
  app = launch_app (&dirs);
  start = g_get_monotonic_time ();
  for (;;)
    {
      g_autofree char *text = NULL;

      if (read_save (dirs.path, &after, &text) && !g_str_equal (text, before_text))
        {
          g_assert_true (moves_later (&before, &after));
          break;
        }
      test_wait_step (start);
    }
  g_assert_true (before.game.seed == after.game.seed);
  g_assert_cmpint (before.game.round, ==, after.game.round);

  g_subprocess_force_exit (app);
  g_subprocess_wait (app, NULL, NULL);
  app_dirs_clear (&dirs);
}

/* A position the app named on its standard output. */
typedef struct
{
  int   round;
  guint move;
} Told;

/* From the app's standard output once it is dead: the last position it
 * queued for saving ("queued round R, move M"), and the last two it began
 * to write ("writing round R, move M"; {-1, 0} where there are fewer). */
static gboolean
last_queued (GSubprocess *app,
             int         *round,
             guint       *move,
             Told         writing[2])
{
  GInputStream *out = g_subprocess_get_stdout_pipe (app);
  g_autoptr(GByteArray) text = g_byte_array_new ();
  g_auto(GStrv) lines = NULL;
  gboolean found = FALSE;
  guint8 buf[4096];
  gssize got;

  while ((got = g_input_stream_read (out, buf, sizeof buf, NULL, NULL)) > 0)
    g_byte_array_append (text, buf, (guint) got);
  g_byte_array_append (text, (const guint8 *) "", 1);

  writing[0] = writing[1] = (Told) { -1, 0 };
  lines = g_strsplit ((const char *) text->data, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *at = strstr (lines[i], "queued round ");
      const char *wrote = strstr (lines[i], "writing round ");
      Told told;

      if (at != NULL && sscanf (at, "queued round %d, move %u", round, move) == 2)
        found = TRUE;
      if (wrote != NULL && sscanf (wrote, "writing round %d, move %u", &told.round,
                                   &told.move) == 2)
        {
          writing[0] = writing[1];
          writing[1] = told;
        }
    }
  if (!found)
    g_test_message ("the app said: %s", (const char *) text->data);
  return found;
}

/* Killed with SIGKILL at random moments while the computers play, again
 * and again: every time, what is on disk loads, and it is the last
 * position the app began to write, or the one before it when that write
 * was in flight (the moves after it were waiting: only the latest
 * position waits for the writer, so on a slow disk or a busy machine a
 * few moves may be lost, never a position that does not load);
 * relaunched, the app goes on from there. A round that has
 * ended waits for the player's word before the next one, relaunched or
 * not: killed there, the kills end. */
static void
test_killed_often (void)
{
  AppDirs dirs = { 0 };
  g_autoptr(GFileMonitor) monitor = NULL;
  int kills = 8;
  int lost = 0;

  if (g_getenv ("CANASTA_BIN") == NULL)
    {
      g_test_skip ("CANASTA_BIN is not set");
      return;
    }

  app_dirs_init (&dirs);
  monitor = test_wait_watch_dir (dirs.data_dir);
  app_dirs_write_settings (&dirs, "fast");

  for (int k = 0; k < kills; k++)
    {
      g_autoptr(GSubprocess) app = launch_app_with (&dirs, G_SUBPROCESS_FLAGS_STDOUT_PIPE);
      g_auto(CnSaveData) before;
      g_auto(CnSaveData) disk;
      g_autofree char *before_text = NULL;
      g_autofree char *text = NULL;
      gboolean resumed = k == 0;
      gint64 start = g_get_monotonic_time ();
      int round = -1;
      guint move = 0;
      Told writing[2];

      cn_save_data_init (&before);
      cn_save_data_init (&disk);
      if (k > 0)
        g_assert_true (read_save (dirs.path, &before, &before_text));

      /* Up and playing: a save newer than the one it started from. */
      for (;;)
        {
          g_autofree char *now = NULL;

          if (read_save (dirs.path, &disk, &now) && g_strcmp0 (now, before_text) != 0)
            {
              /* The first moves after a relaunch follow from the position
               * the app was killed on. */
              if (!resumed)
                g_assert_true (moves_later (&before, &disk));
              break;
            }
          test_wait_step (start);
        }

      /* Killed at a moment chosen at random. */
      g_usleep (g_test_rand_int_range (0, 1500) * 1000);
      g_subprocess_force_exit (app);
      g_subprocess_wait (app, NULL, NULL);

      g_assert_true (last_queued (app, &round, &move, writing));
      g_assert_true (read_save (dirs.path, &disk, &text));
      g_test_message ("kill %d: queued round %d move %u, on disk round %d move %u%s",
                      k, round, move, disk.game.round, disk.state.move_count,
                      disk.state.phase == CN_PHASE_ROUND_OVER ? ", the round over" : "");
      g_assert_true ((disk.game.round == writing[1].round &&
                      disk.state.move_count == writing[1].move) ||
                     (disk.game.round == writing[0].round &&
                      disk.state.move_count == writing[0].move));
      if (disk.game.round != round || disk.state.move_count != move)
        lost++;
      if (disk.state.phase == CN_PHASE_ROUND_OVER)
        {
          kills = k + 1;
          break;
        }
    }
  g_test_message ("%d kills, %d of them lost the moves in flight", kills, lost);

  app_dirs_clear (&dirs);
}

static void
test_app_refuses (void)
{
  if (g_getenv ("CANASTA_BIN") == NULL)
    {
      g_test_skip ("CANASTA_BIN is not set");
      return;
    }

  for (guint k = 0; k < G_N_ELEMENTS (refused_kinds); k++)
    {
      AppDirs dirs = { 0 };
      g_autoptr(GSubprocess) app = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *aside = NULL;
      g_autofree char *valid = NULL;
      g_auto(CnSaveData) fresh;
      g_autoptr(GFileMonitor) monitor = NULL;
      gint64 start;

      g_test_message ("the app with a %s save", refused_kinds[k]);
      app_dirs_init (&dirs);
      monitor = test_wait_watch_dir (dirs.data_dir);
      cn_save_data_init (&fresh);

      /* A valid save to spoil, from a game played here. */
      {
        g_autoptr(CanastaGame) game = new_game (11 + k);
        g_autoptr(CanastaAutosave) autosave = canasta_autosave_new (game, dirs.path, "/dev/null");

        play_moves (game, 2);
        canasta_autosave_flush (autosave);
        canasta_autosave_set_enabled (autosave, FALSE);
      }
      bytes = refused_bytes (refused_kinds[k], dirs.path);
      g_assert_true (g_file_set_contents (dirs.path, g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes), NULL));

      app_dirs_write_settings (&dirs, "slow");
      app = launch_app (&dirs);

      start = g_get_monotonic_time ();
      while ((aside = find_quarantined (dirs.data_dir)) == NULL)
        test_wait_step (start);
      /* Moved aside (renamed, whole), byte for byte. */
      g_assert_true (bytes_equal_file (bytes, aside));

      /* The app runs on, with a new game saved in the file's place. */
      while (!cn_save_read (dirs.path, &fresh, NULL))
        {
          test_wait_step (start);
          cn_save_data_clear (&fresh);
          cn_save_data_init (&fresh);
        }
      g_assert_nonnull (g_subprocess_get_identifier (app));

      g_subprocess_force_exit (app);
      g_subprocess_wait (app, NULL, NULL);
      app_dirs_clear (&dirs);
    }
}

int
main (int   argc,
      char *argv[])
{
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

  g_test_add_func ("/autosave/save-and-resume", test_save_and_resume);
  g_test_add_func ("/autosave/coalescing", test_coalescing);
  g_test_add_func ("/autosave/refused", test_refused);
  g_test_add_func ("/autosave/statistics", test_statistics);
  g_test_add_func ("/autosave/write-error", test_write_error);
  g_test_add_func ("/autosave/disk-full", test_disk_full);
  g_test_add_func ("/autosave/app-kill-and-resume", test_kill_and_resume);
  g_test_add_func ("/autosave/app-killed-often", test_killed_often);
  g_test_add_func ("/autosave/app-refuses", test_app_refuses);
  g_test_add_func ("/preferences/live", test_preferences_live);
  g_test_add_func ("/preferences/table", test_preferences_table);
  g_test_add_func ("/preferences/rows", test_preferences_rows);
  g_test_add_func ("/preferences/confirm-go-out", test_confirm_go_out);
  g_test_add_func ("/preferences/screenshots", test_screenshots);

  return g_test_run ();
}
