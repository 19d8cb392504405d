/* canasta-autosave.h: the game in play saved after every move
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_AUTOSAVE (canasta_autosave_get_type ())

G_DECLARE_FINAL_TYPE (CanastaAutosave, canasta_autosave, CANASTA, AUTOSAVE, GObject)

/* The saved game and the statistics: in $CANASTA_DATA_DIR when it is set
 * (the tests point it at a temporary directory), else in the user data dir. */
char            *canasta_autosave_default_path    (void);
char            *canasta_statistics_default_path  (void);

/* Watches game: after every completed move, new round and new game the
 * game is written to path in a worker thread (the write syncs to disk),
 * one write at a time, the latest position replacing any still waiting.
 * Each finished round and game is counted in the statistics at
 * stats_path for the side of the first human seat. */
CanastaAutosave *canasta_autosave_new             (CanastaGame      *game,
                                                   const char       *path,
                                                   const char       *stats_path);

/* Takes the data folder for this process (creating it, locking it,
 * removing what killed writes left there) and reads the saved game into
 * the model. TRUE when a game was resumed; FALSE with no error when there
 * is none, or when another Canasta has the folder (open-elsewhere: this
 * autosave then writes nothing, and "failing" says why); FALSE with error
 * when the file was refused: it is then moved aside and *quarantined
 * (when not NULL) holds its new path. */
gboolean         canasta_autosave_resume          (CanastaAutosave  *self,
                                                   char            **quarantined,
                                                   GError          **error);
/* Why a save was refused, in the player's words ("it is damaged or
 * incomplete"), to go in a sentence. */
const char      *canasta_autosave_refusal_reason  (const GError     *error);
/* The sentence for the player about a refused save. */
char            *canasta_autosave_describe_refusal (const GError    *error,
                                                    const char      *quarantined);

/* Saves the game in play now, in the background (after a refused save,
 * so that the new game is on disk before its first move). */
void             canasta_autosave_queue           (CanastaAutosave  *self);
/* Writes the latest position now, in this thread, when it is not on disk
 * yet (for quitting). */
void             canasta_autosave_flush           (CanastaAutosave  *self);
/* Whether the game is not being saved (notify::failing, also when only
 * the reason changes): the last write failed, the game on disk is then
 * the last one written, and writes are tried again at each move and every
 * few seconds; or another Canasta has the data folder. */
gboolean         canasta_autosave_get_failing     (CanastaAutosave  *self);
/* Whether another Canasta (another process) holds the data folder's lock:
 * this autosave then writes neither the game nor the statistics. */
gboolean         canasta_autosave_get_open_elsewhere (CanastaAutosave *self);
/* The sentence for the player about the failing write, NULL when none. */
char            *canasta_autosave_describe_failure (CanastaAutosave *self);
/* How many saves reached the disk: for the tests. */
guint            canasta_autosave_get_n_written   (CanastaAutosave  *self);
/* Stops saving (a test that wants the file left as it is). */
void             canasta_autosave_set_enabled     (CanastaAutosave  *self,
                                                   gboolean          enabled);

G_END_DECLS
