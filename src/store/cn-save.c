/* cn-save.c: saved games
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-save.h"
#include "cn-save-private.h"
#include "cn-position.h"
#include "cn-scenario.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <gio/gio.h>

/* The file, version 6:
 *
 *   {
 *     "format": "canasta-save", "version": 6,
 *     "variant": "classic", "players": 4,
 *     "options": {"red_threes_at_deal": false, "fixed_rounds": 0},
 *     "game": {"round": 2, "dealer": 1, "scores": [1200, 800],
 *              "seed": "<16 hex digits>", "over": false, "winner": null},
 *     "round": {... the position: every key of cn-position.c's table ...},
 *     "history": {"round": 2, "start": "deal",
 *                 "moves": [{"seat": 0, "do": "draw"}, ...]},
 *     "seats": [{"name": "Ann", "kind": "human"},
 *               {"name": "West", "kind": "computer", "level": "hard",
 *                "memory": {"known": [[...], ...], "discarded": [{"K": 1}, ...],
 *                           "rng": [...]}}, ...],
 *     "story": [{"round": 1, "lines": [{"melds": 85, ...}, ...], "totals": [765, 75]}, ...],
 *     "past": [{"round": 0, "moves": [...]}, ...],
 *     "app": {... anything ...}
 *   }
 *
 * The variant, players and options, and the round, are read and written by
 * the position codec (cn-position.c), as scenario files are, in its save
 * form: every key there, nothing derived. Numbers too wide for JSON (the
 * seed and the generators' state) are hexadecimal strings. Unknown keys
 * are refused: a file of a version holds exactly its keys, and a newer
 * Canasta that adds keys writes a newer version. Version 1 differs only in
 * the round's "opened", which version 2 derives from the melds and the
 * turn's record; version 3 adds the uruguayan round's keys (the cut, the
 * pozo, the canastas' order), which a round of version 2 lacks. Version 4
 * adds the round's history: the position it starts from and the moves
 * since, in the scenarios' form, which must replay, each accepted by the
 * engine, to exactly the saved round. Its "round" is the game's round the
 * position is of ("game"'s, or one less once the round is over and
 * counted). Its "start" is "deal", the deal of that round, which the
 * game's seed, the round's number, its dealer and the totals before it
 * give; or, for a history that begins in the middle of the round (a game
 * saved by an older version and resumed), that position, as "round" holds
 * it. Files of versions 1 to 3 load with no history. Version 5 adds the
 * story, the score sheet of the rounds played (cn-save-story.c); files of
 * versions 1 to 4 load with none. Version 6 adds the past, the moves of
 * the rounds before the history's (cn-save-past.c): with them a file holds
 * a whole game; the app writes none. */

static gboolean
options_equal (const CnOptions *a,
               const CnOptions *b)
{
  return !a->red_threes_at_deal == !b->red_threes_at_deal && a->fixed_rounds == b->fixed_rounds;
}

/* ------------------------------------------------------------ the data */

void
cn_save_data_init (CnSaveData *data)
{
  g_return_if_fail (data != NULL);

  memset (data, 0, sizeof *data);
  data->version = CN_SAVE_FORMAT_VERSION;
}

void
cn_save_data_clear (CnSaveData *data)
{
  g_return_if_fail (data != NULL);

  g_clear_pointer (&data->app, json_object_unref);
  g_clear_pointer (&data->history, g_array_unref);
  g_clear_pointer (&data->story, g_array_unref);
  g_clear_pointer (&data->past, g_array_unref);
  cn_save_data_init (data);
}

void
cn_save_data_set_history (CnSaveData    *data,
                          int            round,
                          gboolean       from_deal,
                          const CnState *start,
                          const CnMove  *moves,
                          guint          n)
{
  g_return_if_fail (data != NULL);
  g_return_if_fail (start != NULL);
  g_return_if_fail (n == 0 || moves != NULL);

  g_clear_pointer (&data->history, g_array_unref);
  data->history = g_array_sized_new (FALSE, FALSE, sizeof (CnMove), n);
  g_array_append_vals (data->history, moves, n);
  data->history_round = round;
  data->history_from_deal = from_deal;
  data->history_start = *start;
  data->has_history = TRUE;
}

int
cn_save_data_history_round (const CnSaveData *data)
{
  g_return_val_if_fail (data != NULL, 0);

  return MAX (0, data->game.round - (data->state.phase == CN_PHASE_ROUND_OVER ? 1 : 0));
}

void
cn_save_data_set_game (CnSaveData    *data,
                       const CnGame  *game,
                       const CnState *state)
{
  g_return_if_fail (data != NULL);
  g_return_if_fail (game != NULL && game->rules != NULL);
  g_return_if_fail (state != NULL);

  data->variant = game->rules->variant;
  data->players = game->players;
  data->options = game->options;
  data->game = *game;
  data->state = *state;
}

/* ------------------------------------------------------------- writing */

/* The loops below stay inside the arrays whatever the counts say: data
 * that is nonsense is written as nonsense and then refused on reading
 * back, never read past its end. */
static void
add_hand (JsonBuilder   *builder,
          const uint8_t *hand)
{
  json_builder_begin_array (builder);
  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < hand[k]; c++)
      cn_json_add_card (builder, (CnCard) k);
  json_builder_end_array (builder);
}

static void
add_memory (JsonBuilder      *builder,
            const CnAiMemory *memory,
            int               players)
{
  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "known");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    add_hand (builder, memory->known[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "discarded");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    cn_json_add_rank_counts (builder, memory->discarded[seat]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "rng");
  cn_json_add_rng (builder, memory->rng);

  json_builder_end_object (builder);
}

static JsonNode *
build_save (const CnSaveData *data)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  const CnGame *game = &data->game;
  const CnRules *rules = cn_rules_get (data->variant);
  int players = CLAMP (data->players, 0, CN_MAX_SEATS);

  json_builder_begin_object (builder);

  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, CN_SAVE_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, CN_SAVE_FORMAT_VERSION);

  cn_position_write_header (builder, rules, data->players, &data->options, CN_POSITION_SAVE);

  json_builder_set_member_name (builder, "game");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, game->round);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, game->dealer);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (int side = 0; side < CLAMP (game->n_sides, 0, CN_MAX_SIDES); side++)
    json_builder_add_int_value (builder, game->scores[side]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "seed");
  cn_json_add_u64 (builder, game->seed);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, game->over);
  json_builder_set_member_name (builder, "winner");
  if (game->over)
    json_builder_add_int_value (builder, game->winner);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "round");
  json_builder_begin_object (builder);
  cn_position_write (builder, &data->state, CN_POSITION_SAVE);
  json_builder_end_object (builder);

  /* Without a history of its own the round's history starts here. */
  json_builder_set_member_name (builder, "history");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, data->has_history ? data->history_round
                                                         : cn_save_data_history_round (data));
  json_builder_set_member_name (builder, "start");
  if (data->has_history && data->history_from_deal)
    json_builder_add_string_value (builder, "deal");
  else
    {
      json_builder_begin_object (builder);
      cn_position_write (builder, data->has_history ? &data->history_start : &data->state,
                         CN_POSITION_SAVE);
      json_builder_end_object (builder);
    }
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; data->has_history && data->history != NULL && i < data->history->len; i++)
    json_builder_add_value (builder,
                            cn_scenario_move_to_json (&g_array_index (data->history, CnMove, i)));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "seats");
  json_builder_begin_array (builder);
  for (int seat = 0; seat < players; seat++)
    {
      const CnSaveSeat *info = &data->seats[seat];
      char name[CN_SAVE_NAME_MAX + 1];
      char level[CN_SAVE_LEVEL_MAX + 1];

      /* The fixed buffers may lack their terminator if the caller filled
       * them by hand: copy with one. */
      g_strlcpy (name, info->name, sizeof name);
      g_strlcpy (level, info->level, sizeof level);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, name);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, cn_seat_kind_name (info->kind));
      if (info->kind == CN_SEAT_COMPUTER)
        {
          json_builder_set_member_name (builder, "level");
          json_builder_add_string_value (builder, level);
          if (info->has_memory)
            {
              json_builder_set_member_name (builder, "memory");
              add_memory (builder, &info->memory, players);
            }
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  cn_save_story_write (builder, data);
  cn_save_past_write (builder, data);

  if (data->app != NULL)
    {
      JsonNode *app = json_node_alloc ();

      json_node_init_object (app, data->app);
      json_builder_set_member_name (builder, "app");
      json_builder_add_value (builder, app);
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

GBytes *
cn_save_to_bytes (const CnSaveData  *data,
                  GError           **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  CnSaveData *check;
  gsize length;
  const guint8 *text;
  gboolean ok;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if ((guint) data->variant >= CN_N_VARIANTS)
    {
      cn_json_fail (error, CN_SAVE_ERROR_INVALID, NULL, "no variant %d", (int) data->variant);
      return NULL;
    }

  root = build_save (data);
  bytes = cn_json_to_text (root);

  /* Read it back before anyone relies on it: a save that could not be
   * loaded must never replace one that can. The reader checks the data
   * against itself (the copies of variant, players and options against
   * game and state, the position against the rules), so this is also
   * where data that does not hang together is caught. */
  text = g_bytes_get_data (bytes, &length);
  check = g_new0 (CnSaveData, 1);
  ok = cn_save_from_bytes (text, length, check, &local_error);
  if (ok && (check->game.rules != data->game.rules ||
             check->state.rules != data->state.rules ||
             !options_equal (&check->options, &data->options) ||
             !options_equal (&check->game.options, &data->game.options) ||
             !options_equal (&check->state.options, &data->state.options) ||
             check->game.players != data->game.players ||
             check->state.n_players != data->state.n_players))
    {
      ok = FALSE;
      cn_json_fail (&local_error, CN_SAVE_ERROR_INVALID, NULL,
                     "the variant, players and options of the game, the round and the save "
                     "do not agree");
    }
  cn_save_data_clear (check);
  g_free (check);

  if (!ok)
    {
      g_set_error (error, CN_SAVE_ERROR, CN_SAVE_ERROR_INVALID,
                   "refusing to save a game that could not be loaded again: %s",
                   local_error->message);
      return NULL;
    }

  return g_steal_pointer (&bytes);
}

/* ------------------------------------------------------------- the disk */

gboolean
cn_save_write (const char        *path,
               const CnSaveData  *data,
               GError           **error)
{
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  bytes = cn_save_to_bytes (data, error);
  if (bytes == NULL)
    return FALSE;

  return cn_json_write_file (path, bytes, error);
}

gboolean
cn_save_read (const char  *path,
              CnSaveData  *out,
              GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  const guint8 *data;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  cn_save_data_init (out);

  bytes = cn_json_read_file (path, CN_SAVE_MAX_BYTES, &local_error);
  if (bytes != NULL)
    {
      data = g_bytes_get_data (bytes, &length);
      if (cn_save_from_bytes (data, length, out, &local_error))
        return TRUE;
    }

  /* The file's name, as the rest, on one line. */
  {
    g_autofree char *display = g_filename_display_name (path);
    g_autofree char *message = NULL;
    g_autofree char *line = NULL;

    if (local_error->domain == G_FILE_ERROR)
      message = g_strdup_printf ("Could not read %s: %s", display, local_error->message);
    else
      message = g_strdup_printf ("Cannot resume the saved game in %s: %s", display,
                                 local_error->message);
    line = cn_json_escape (message);
    g_set_error_literal (error, local_error->domain, local_error->code, line);
  }
  return FALSE;
}

gboolean
cn_save_error_is_missing (const GError *error)
{
  return g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
         g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
}

char *
cn_save_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "canasta", "autosave.json", NULL);
}

/* Links the file under the new name first, which fails rather than replace
 * anything there, then drops the old name: at no moment can a file be lost,
 * and a name taken by an earlier quarantine is never overwritten. */
static gboolean
move_aside (const char  *path,
            const char  *target,
            gboolean    *taken,
            GError     **error)
{
  int saved_errno;

  *taken = FALSE;
  if (link (path, target) == 0)
    {
      if (unlink (path) == 0)
        return TRUE;
      saved_errno = errno;
      /* Put things back as they were: one name, the old one. */
      unlink (target);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "Could not move %s aside: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  saved_errno = errno;
  if (saved_errno == EEXIST)
    {
      *taken = TRUE;
      return FALSE;
    }

  /* Some file systems have no hard links: fall back on a move that
   * refuses to overwrite (there is a small race there that link avoids). */
  if (saved_errno == EPERM || saved_errno == ENOTSUP || saved_errno == EOPNOTSUPP ||
      saved_errno == EMLINK || saved_errno == ENOSYS || saved_errno == EXDEV)
    {
      g_autoptr(GFile) from = g_file_new_for_path (path);
      g_autoptr(GFile) to = g_file_new_for_path (target);
      g_autoptr(GError) local_error = NULL;

      if (g_file_move (from, to, G_FILE_COPY_NOFOLLOW_SYMLINKS, NULL, NULL, NULL, &local_error))
        return TRUE;
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
        {
          *taken = TRUE;
          return FALSE;
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                 "Could not move %s aside: %s", display, g_strerror (saved_errno));
  }
  return FALSE;
}

char *
cn_save_quarantine (const char  *path,
                    GError     **error)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *stamp = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  now = g_date_time_new_now_local ();
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (int attempt = 1; attempt <= 1000; attempt++)
    {
      g_autofree char *target = attempt == 1 ?
        g_strdup_printf ("%s.broken-%s", path, stamp) :
        g_strdup_printf ("%s.broken-%s-%d", path, stamp, attempt);
      gboolean taken = FALSE;

      if (move_aside (path, target, &taken, error))
        return g_steal_pointer (&target);
      if (!taken)
        {
          cn_json_error_one_line (error != NULL ? *error : NULL);
          return NULL;
        }
    }

  {
    g_autofree char *display = g_filename_display_name (path);

    g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                 "Could not move %s aside: too many broken copies already", display);
    cn_json_error_one_line (error != NULL ? *error : NULL);
  }
  return NULL;
}
