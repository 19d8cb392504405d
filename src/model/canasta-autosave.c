/* canasta-autosave.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Its messages are told apart: G_MESSAGES_DEBUG=canasta-autosave shows
 * each position as it is queued (the tests that kill the app read that). */
#define G_LOG_DOMAIN "canasta-autosave"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "cn-lock.h"
#include "cn-save.h"
#include "cn-stats.h"

#include "canasta-autosave.h"
#include "canasta-game-save.h"

/* The key in the save's free-form "app" object that says how many rounds
 * of the game the statistics hold already, so that a game resumed on the
 * scores of a finished round does not count that round twice. */
#define COUNTED_KEY "statistics-rounds"

typedef enum
{
  STATS_ROUND,
  STATS_GAME,
} StatsKind;

typedef struct
{
  StatsKind     kind;
  CnVariant     variant;
  int           side;
  CnRoundScore  score;
  CnGame        game;
} StatsOp;

/* Why the game or the statistics are not being saved. */
typedef enum
{
  FAILURE_STATISTICS,   /* the statistics' write failed, the game's did not */
  FAILURE_GAME,         /* the game's write failed (a full disk, a read-only folder) */
  FAILURE_FOLDER,       /* the data folder cannot be created ($HOME is a file) */
  FAILURE_ELSEWHERE,    /* another Canasta holds the folder's lock: nothing is written */
} Failure;

/* One trip to the disk: the data folder's lock when this autosave has not
 * got it yet, the statistics to count, then the game to save. What fails
 * stays in the job, to be tried again. */
typedef struct
{
  char       *path;
  char       *stats_path;
  gboolean    need_lock;
  CnLock     *lock;       /* taken by the job, for the autosave */
  CnSaveData *save;       /* NULL: nothing new to save */
  GArray     *ops;        /* of StatsOp */
  Failure     failed;
} Job;

/* After a failed write, how long before the next try when no move comes
 * to trigger one. */
#define RETRY_SECONDS 5

struct _CanastaAutosave
{
  GObject       parent_instance;

  CanastaGame  *game;
  char         *path;
  char         *stats_path;
  gboolean      enabled;
  gboolean      resuming;

  CnLock       *lock;      /* the data folder's, once taken */
  gboolean      elsewhere; /* another Canasta has it: this one writes nothing */

  Job          *pending;   /* waiting for the write in flight */
  gboolean      writing;
  guint         n_written;
  int           counted_rounds;

  GError       *failure;   /* why the last write failed, NULL once one succeeds */
  Failure       failure_kind;
  guint         retry_source;
};

enum {
  PROP_0,
  PROP_FAILING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (CanastaAutosave, canasta_autosave, G_TYPE_OBJECT)

static void start_job (CanastaAutosave *self);

/* ------------------------------------------------------------- paths */

static char *
data_path (const char *basename)
{
  const char *dir = g_getenv ("CANASTA_DATA_DIR");

  if (dir != NULL && dir[0] != '\0')
    return g_build_filename (dir, basename, NULL);
  return NULL;
}

char *
canasta_autosave_default_path (void)
{
  char *path = data_path ("autosave.json");

  return path != NULL ? path : cn_save_default_path ();
}

char *
canasta_statistics_default_path (void)
{
  char *path = data_path ("statistics.json");

  return path != NULL ? path : cn_stats_default_path ();
}

/* -------------------------------------------------------------- jobs */

static void
save_data_free (CnSaveData *data)
{
  cn_save_data_clear (data);
  g_free (data);
}

static Job *
job_new (CanastaAutosave *self)
{
  Job *job = g_new0 (Job, 1);

  job->path = g_strdup (self->path);
  job->stats_path = g_strdup (self->stats_path);
  job->need_lock = self->lock == NULL;
  job->ops = g_array_new (FALSE, TRUE, sizeof (StatsOp));
  return job;
}

static void
job_free (Job *job)
{
  g_free (job->path);
  g_free (job->stats_path);
  g_clear_pointer (&job->lock, cn_lock_release);
  g_clear_pointer (&job->save, save_data_free);
  g_array_unref (job->ops);
  g_free (job);
}

static Job *
get_pending (CanastaAutosave *self)
{
  if (self->pending == NULL)
    self->pending = job_new (self);
  return self->pending;
}

/* The temporary files that writes killed before their rename (SIGKILL,
 * a power cut) left in the folder the lock covers. */
static guint
remove_stale (const char *path,
              const char *stats_path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *stats_dir = g_path_get_dirname (stats_path);
  guint removed = cn_lock_remove_temporaries (path);

  if (g_str_equal (dir, stats_dir))
    removed += cn_lock_remove_temporaries (stats_path);
  return removed;
}

static Failure
lock_failure (const GError *error)
{
  if (g_error_matches (error, CN_LOCK_ERROR, CN_LOCK_ERROR_BUSY))
    return FAILURE_ELSEWHERE;
  if (g_error_matches (error, CN_LOCK_ERROR, CN_LOCK_ERROR_FOLDER))
    return FAILURE_FOLDER;
  return FAILURE_GAME;
}

/* Takes the lock of path's folder, creating the folder. Taken by this
 * process for the first time, no write can be under way there (another
 * Canasta's would hold the lock), so every temporary file there is stale. */
static CnLock *
take_lock (const char  *path,
           const char  *stats_path,
           Failure     *failed,
           GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  gboolean first = FALSE;
  CnLock *lock = cn_lock_take (dir, &first, error);
  guint removed;

  if (lock == NULL)
    {
      *failed = lock_failure (error != NULL ? *error : NULL);
      return NULL;
    }
  if (!first)
    return lock;

  g_debug ("saving in %s under its lock", cn_lock_get_dir (lock));
  removed = remove_stale (path, stats_path);
  if (removed > 0)
    g_message ("Removed %u unfinished save file(s) from %s, left by a write that was cut short",
               removed, cn_lock_get_dir (lock));
  return lock;
}

/* Runs in a worker thread, or in the main thread when flushing: it only
 * touches the job. The statistics are counted into the file on disk, so
 * rounds whose count did not reach it are counted again on the next try
 * (and only those); the game is written whole or not at all, leaving the
 * last good save in place. */
static gboolean
run_job (Job     *job,
         GError **error)
{
  g_autoptr(GError) stats_error = NULL;

  job->failed = FAILURE_STATISTICS;

  if (job->need_lock)
    {
      g_autoptr(GError) lock_error = NULL;

      job->lock = take_lock (job->path, job->stats_path, &job->failed, &lock_error);
      if (job->lock == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&lock_error));
          return FALSE;
        }
      job->need_lock = FALSE;
    }

  if (job->ops->len > 0)
    {
      g_autofree char *warning = NULL;
      g_autoptr(CnStats) stats = cn_stats_load (job->stats_path, &warning, &stats_error);

      if (warning != NULL)
        g_message ("%s", warning);

      if (stats != NULL)
        {
          for (guint i = 0; i < job->ops->len; i++)
            {
              const StatsOp *op = &g_array_index (job->ops, StatsOp, i);

              if (op->kind == STATS_ROUND)
                cn_stats_record_round (stats, op->variant, &op->score, op->side);
              else
                cn_stats_record_game (stats, &op->game, op->side);
            }
          if (cn_stats_save (stats, job->stats_path, &stats_error))
            g_array_set_size (job->ops, 0);
        }
    }

  if (job->save != NULL)
    {
      if (!cn_save_write (job->path, job->save, error))
        {
          job->failed = FAILURE_GAME;
          return FALSE;
        }
      /* Written: what is left of the job is the statistics. */
      g_clear_pointer (&job->save, save_data_free);
    }

  if (stats_error != NULL)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&stats_error), "%s",
                                  "statistics: ");
      return FALSE;
    }
  return TRUE;
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  gboolean had_save = job->save != NULL;
  GError *error = NULL;

  if (run_job (job, &error))
    g_task_return_boolean (task, had_save);
  else
    g_task_return_error (task, error);
}

static gboolean
retry_cb (gpointer user_data)
{
  CanastaAutosave *self = user_data;

  self->retry_source = 0;
  if (!self->writing)
    start_job (self);
  return G_SOURCE_REMOVE;
}

/* Says whether the last trip to the disk failed, and why; a new reason
 * while failing is news too (the window's sentence changes). */
static void
set_failure (CanastaAutosave *self,
             const GError    *error,
             Failure          kind)
{
  gboolean was_failing = self->failure != NULL;
  Failure was_kind = self->failure_kind;

  g_clear_error (&self->failure);
  if (error != NULL)
    self->failure = g_error_copy (error);
  self->failure_kind = error != NULL ? kind : FAILURE_STATISTICS;
  if (was_failing != (error != NULL) || (error != NULL && was_kind != kind))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FAILING]);
}

static void
log_failure (const char   *what,
             const GError *error)
{
  g_autofree char *line = cn_json_escape (error->message);

  g_message ("%s: %s", what, line);
}

/* Another Canasta saves in the folder: this one writes nothing there from
 * now on, neither the game nor the statistics, and does not try again
 * (were it to take over once the other ends, it would put its own game in
 * the place of the one the player left there). */
static void
lock_out (CanastaAutosave *self,
          const GError    *error)
{
  self->elsewhere = TRUE;
  g_clear_pointer (&self->pending, job_free);
  g_clear_handle_id (&self->retry_source, g_source_remove);
  log_failure ("Not saving the game", error);
  set_failure (self, error, FAILURE_ELSEWHERE);
}

/* What a failed job leaves undone goes back in front of what waits: its
 * rounds to count first, its position unless a newer one came. */
static void
requeue (CanastaAutosave *self,
         Job             *failed)
{
  Job *job = get_pending (self);

  if (failed->ops->len > 0)
    g_array_prepend_vals (job->ops, failed->ops->data, failed->ops->len);
  if (job->save == NULL)
    job->save = g_steal_pointer (&failed->save);
}

/* Takes in what a trip to the disk did, in the main thread. */
static void
job_finished (CanastaAutosave *self,
              Job             *job,
              gboolean         wrote,
              const GError    *error)
{
  if (job->lock != NULL && self->lock == NULL)
    self->lock = g_steal_pointer (&job->lock);

  if (error == NULL)
    {
      if (wrote)
        self->n_written++;
      set_failure (self, NULL, FAILURE_STATISTICS);
      return;
    }

  if (job->failed == FAILURE_ELSEWHERE)
    {
      lock_out (self, error);
      return;
    }

  /* The player is told (the window watches "failing"); the game goes on,
   * and the write is tried again. */
  log_failure ("Could not save the game", error);
  requeue (self, job);
  set_failure (self, error, job->failed);
}

static void
job_done_cb (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  CanastaAutosave *self = CANASTA_AUTOSAVE (object);
  g_autoptr(GError) error = NULL;
  gboolean wrote;

  self->writing = FALSE;

  wrote = g_task_propagate_boolean (G_TASK (result), &error);
  job_finished (self, g_task_get_task_data (G_TASK (result)), wrote, error);
  if (error == NULL)
    {
      if (self->pending != NULL)
        start_job (self);
      return;
    }

  /* Tried again at the next move or in a moment. */
  if (!self->elsewhere)
    {
      g_clear_handle_id (&self->retry_source, g_source_remove);
      self->retry_source = g_timeout_add_seconds (RETRY_SECONDS, retry_cb, self);
    }
}

static void
start_job (CanastaAutosave *self)
{
  g_autoptr(GTask) task = NULL;

  g_assert (!self->writing);

  if (self->pending == NULL || self->elsewhere)
    return;

  /* Taken by the job before this one. */
  if (self->lock != NULL)
    self->pending->need_lock = FALSE;

  if (self->pending->save != NULL)
    g_debug ("writing round %d, move %u", self->pending->save->game.round,
             self->pending->save->state.move_count);
  self->writing = TRUE;
  task = g_task_new (self, NULL, job_done_cb, NULL);
  g_task_set_source_tag (task, start_job);
  g_task_set_task_data (task, g_steal_pointer (&self->pending), (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_thread);
}

/* ----------------------------------------------------- the game's events */

static int
human_side (CanastaGame *game)
{
  for (int seat = 0; seat < canasta_game_get_n_players (game); seat++)
    if (canasta_game_get_seat_kind (game, seat) == CANASTA_SEAT_HUMAN)
      return canasta_game_get_side_of (game, seat);

  return -1;
}

static void
count_round (CanastaAutosave *self)
{
  CnRoundScore score;
  int side = human_side (self->game);
  g_auto(CnSaveData) data;
  StatsOp op = { 0 };

  cn_save_data_init (&data);
  self->counted_rounds = canasta_game_get_round (self->game);

  if (side < 0 || !canasta_game_get_last_score (self->game, &score, NULL) ||
      !canasta_game_export_save (self->game, &data))
    return;

  op.kind = STATS_ROUND;
  op.variant = canasta_game_get_variant (self->game);
  op.side = side;
  op.score = score;
  g_array_append_val (get_pending (self)->ops, op);

  if (data.game.over)
    {
      op.kind = STATS_GAME;
      op.game = data.game;
      g_array_append_val (get_pending (self)->ops, op);
    }
}

static void
round_over_cb (CanastaGame     *game,
               CanastaAutosave *self)
{
  /* A resumed round that was over is counted by canasta_autosave_resume(),
   * once. */
  if (self->enabled && !self->resuming && !self->elsewhere)
    count_round (self);
}

static void
changed_cb (CanastaGame     *game,
            CanastaAutosave *self)
{
  CnSaveData *data;
  Job *job;

  if (!self->enabled || !canasta_game_get_started (game))
    return;

  data = g_new0 (CnSaveData, 1);
  cn_save_data_init (data);
  if (!canasta_game_export_save (game, data))
    {
      save_data_free (data);
      return;
    }
  if (self->elsewhere)
    {
      g_debug ("not saved, another Canasta saves there: round %d, move %u",
               data->game.round, data->state.move_count);
      save_data_free (data);
      return;
    }

  /* The game may have put its own keys there already (a hand arranged). */
  if (data->app == NULL)
    data->app = json_object_new ();
  json_object_set_int_member (data->app, COUNTED_KEY, self->counted_rounds);

  g_debug ("queued round %d, move %u", data->game.round, data->state.move_count);

  /* Only the latest position matters: it replaces one still waiting. */
  job = get_pending (self);
  g_clear_pointer (&job->save, save_data_free);
  job->save = data;

  if (!self->writing)
    start_job (self);
}

/* A hand arranged by hand is saved at once: a player who arranges the
 * cards and quits before the next move finds them as left. */
static void
hand_arranged_cb (CanastaGame     *game,
                  int              seat,
                  CanastaAutosave *self)
{
  /* A game being resumed saves once it is all back (changed). */
  if (!self->resuming)
    changed_cb (game, self);
}

/* ------------------------------------------------------------ resume */

/* At start, in this thread, before the save is read: a second Canasta
 * neither resumes the game another one is playing nor writes over it, and
 * the first removes what a killed write left. FALSE when another Canasta
 * has the folder. A folder that cannot be made or locked is told at once,
 * as a write that fails (the game may still be there to read: a read-only
 * folder), and taking the lock is tried again with each write. */
static gboolean
open_folder (CanastaAutosave *self)
{
  g_autoptr(GError) error = NULL;
  Failure failed = FAILURE_GAME;

  if (self->lock != NULL || self->elsewhere)
    return !self->elsewhere;

  self->lock = take_lock (self->path, self->stats_path, &failed, &error);
  if (self->lock != NULL)
    return TRUE;

  if (failed == FAILURE_ELSEWHERE)
    {
      lock_out (self, error);
      return FALSE;
    }
  log_failure ("Could not save the game", error);
  set_failure (self, error, failed);
  return TRUE;
}

gboolean
canasta_autosave_resume (CanastaAutosave  *self,
                         char            **quarantined,
                         GError          **error)
{
  g_auto(CnSaveData) data;
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;

  g_return_val_if_fail (CANASTA_IS_AUTOSAVE (self), FALSE);

  if (quarantined != NULL)
    *quarantined = NULL;

  cn_save_data_init (&data);
  if (!open_folder (self))
    return FALSE;

  if (!cn_save_read (self->path, &data, &local))
    {
      g_autofree char *aside = NULL;

      if (cn_save_error_is_missing (local))
        return FALSE;

      /* Never lose a file the player may want back: move it aside, and
       * start afresh. */
      aside = cn_save_quarantine (self->path, &move_error);
      if (aside == NULL)
        g_warning ("Could not move the refused save aside: %s", move_error->message);
      {
        g_autofree char *line = g_strdup_printf ("Refused the saved game %s: %s", self->path,
                                                 local->message);
        g_autofree char *escaped = cn_json_escape (line);

        g_message ("%s", escaped);
      }

      if (quarantined != NULL)
        *quarantined = g_steal_pointer (&aside);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  self->counted_rounds = data.game.round;
  if (data.app != NULL && json_object_has_member (data.app, COUNTED_KEY))
    self->counted_rounds = (int) json_object_get_int_member (data.app, COUNTED_KEY);

  self->resuming = TRUE;
  canasta_game_restore_save (self->game, &data);
  self->resuming = FALSE;

  /* Killed between the end of a round and the statistics reaching the
   * disk: count the round now. */
  if (canasta_game_get_phase (self->game) == CANASTA_PHASE_ROUND_OVER &&
      self->counted_rounds < canasta_game_get_round (self->game))
    {
      count_round (self);
      changed_cb (self->game, self);
    }

  return TRUE;
}

const char *
canasta_autosave_refusal_reason (const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain == CN_SAVE_ERROR && error->code == CN_SAVE_ERROR_VERSION)
    return _("it was saved by a newer version of Canasta");
  if (error->domain == CN_SAVE_ERROR && error->code == CN_SAVE_ERROR_CORRUPT)
    return _("it is damaged or incomplete");
  if (error->domain == CN_SAVE_ERROR)
    return _("it does not hold a game Canasta can play");
  return error->message;
}

char *
canasta_autosave_describe_refusal (const GError *error,
                                   const char   *quarantined)
{
  g_autofree char *name = NULL;
  const char *reason;

  g_return_val_if_fail (error != NULL, NULL);

  reason = canasta_autosave_refusal_reason (error);

  if (quarantined == NULL)
    /* Translators: %s is why the file was refused */
    return g_strdup_printf (_("The saved game could not be read (%s). A new game starts."), reason);

  name = g_path_get_basename (quarantined);
  /* Translators: the first %s is why the file was refused, the second its new name */
  return g_strdup_printf (_("The saved game could not be read (%s) and was set aside as %s. A new game starts."),
                          reason, name);
}

/* ------------------------------------------------------------ GObject */

static void
canasta_autosave_dispose (GObject *object)
{
  CanastaAutosave *self = CANASTA_AUTOSAVE (object);

  /* A write in flight holds a reference on self, so there is none now;
   * what is still waiting goes to the disk before the app ends. */
  canasta_autosave_flush (self);

  g_clear_handle_id (&self->retry_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (canasta_autosave_parent_class)->dispose (object);
}

static void
canasta_autosave_finalize (GObject *object)
{
  CanastaAutosave *self = CANASTA_AUTOSAVE (object);

  g_clear_pointer (&self->pending, job_free);
  g_clear_pointer (&self->lock, cn_lock_release);
  g_clear_error (&self->failure);
  g_free (self->path);
  g_free (self->stats_path);

  G_OBJECT_CLASS (canasta_autosave_parent_class)->finalize (object);
}

static void
canasta_autosave_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CanastaAutosave *self = CANASTA_AUTOSAVE (object);

  switch (prop_id)
    {
    case PROP_FAILING:
      g_value_set_boolean (value, self->failure != NULL);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_autosave_class_init (CanastaAutosaveClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = canasta_autosave_dispose;
  object_class->finalize = canasta_autosave_finalize;
  object_class->get_property = canasta_autosave_get_property;

  /* Whether the last write failed (a full disk, a folder that cannot be
   * written): the game and the statistics on disk are then the last ones
   * written, and the writes go on being tried. */
  properties[PROP_FAILING] =
    g_param_spec_boolean ("failing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_autosave_init (CanastaAutosave *self)
{
  self->enabled = TRUE;
}

CanastaAutosave *
canasta_autosave_new (CanastaGame *game,
                      const char  *path,
                      const char  *stats_path)
{
  CanastaAutosave *self;

  g_return_val_if_fail (CANASTA_IS_GAME (game), NULL);
  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (stats_path != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_AUTOSAVE, NULL);
  self->game = g_object_ref (game);
  self->path = g_strdup (path);
  self->stats_path = g_strdup (stats_path);

  /* round-over comes before changed for the move that ends a round, so
   * the round is counted in the same trip to the disk as its save. */
  g_signal_connect (game, "round-over", G_CALLBACK (round_over_cb), self);
  g_signal_connect (game, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect (game, "hand-arranged", G_CALLBACK (hand_arranged_cb), self);

  return self;
}

void
canasta_autosave_flush (CanastaAutosave *self)
{
  g_autoptr(GError) error = NULL;
  gboolean had_save;
  gboolean done;
  Job *job;

  g_return_if_fail (CANASTA_IS_AUTOSAVE (self));

  /* Let the write in flight land first, so that the order on disk stays
   * the order of the moves. */
  while (self->writing)
    g_main_context_iteration (NULL, TRUE);

  job = g_steal_pointer (&self->pending);
  if (job == NULL)
    return;

  had_save = job->save != NULL;
  job->need_lock = self->lock == NULL;
  done = run_job (job, &error);
  job_finished (self, job, done && had_save, error);
  job_free (job);
}

void
canasta_autosave_queue (CanastaAutosave *self)
{
  g_return_if_fail (CANASTA_IS_AUTOSAVE (self));
  changed_cb (self->game, self);
}

gboolean
canasta_autosave_get_failing (CanastaAutosave *self)
{
  g_return_val_if_fail (CANASTA_IS_AUTOSAVE (self), FALSE);
  return self->failure != NULL;
}

char *
canasta_autosave_describe_failure (CanastaAutosave *self)
{
  const char *reason;

  g_return_val_if_fail (CANASTA_IS_AUTOSAVE (self), NULL);

  if (self->failure == NULL)
    return NULL;

  if (self->failure_kind == FAILURE_ELSEWHERE)
    return g_strdup (_("Your saved game is open in another Canasta window. This game is not "
                       "saved and does not count in the statistics."));

  if (self->failure_kind == FAILURE_FOLDER)
    {
      g_autofree char *dir = g_path_get_dirname (self->path);
      g_autofree char *display = g_filename_display_name (dir);

      /* Translators: %s is a folder's path */
      return g_strdup_printf (_("The game is not being saved: the folder “%s” cannot be created. "
                                "Canasta keeps trying."), display);
    }

  if (g_error_matches (self->failure, G_FILE_ERROR, G_FILE_ERROR_NOSPC))
    reason = _("the disk is full");
  else if (g_error_matches (self->failure, G_FILE_ERROR, G_FILE_ERROR_ACCES) ||
           g_error_matches (self->failure, G_FILE_ERROR, G_FILE_ERROR_PERM) ||
           g_error_matches (self->failure, G_FILE_ERROR, G_FILE_ERROR_ROFS))
    reason = _("its folder cannot be written to");
  else
    reason = _("the disk refused it");

  if (self->failure_kind == FAILURE_STATISTICS)
    /* Translators: %s is why the statistics could not be saved ("the disk is full") */
    return g_strdup_printf (_("The statistics are not being saved: %s. Canasta keeps trying."),
                            reason);

  /* Translators: %s is why the game could not be saved ("the disk is full") */
  return g_strdup_printf (_("The game is not being saved: %s. The last saved position is kept, "
                            "and Canasta keeps trying."), reason);
}

gboolean
canasta_autosave_get_open_elsewhere (CanastaAutosave *self)
{
  g_return_val_if_fail (CANASTA_IS_AUTOSAVE (self), FALSE);
  return self->elsewhere;
}

guint
canasta_autosave_get_n_written (CanastaAutosave *self)
{
  g_return_val_if_fail (CANASTA_IS_AUTOSAVE (self), 0);
  return self->n_written;
}

void
canasta_autosave_set_enabled (CanastaAutosave *self,
                              gboolean         enabled)
{
  g_return_if_fail (CANASTA_IS_AUTOSAVE (self));
  self->enabled = !!enabled;
}
