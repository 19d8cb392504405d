/* cn-lock.h: one Canasta at a time on a data folder
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Two copies of Canasta writing one saved game overwrite each other's
 * moves. GApplication keeps one copy per session through D-Bus, but
 * without a session bus (or with two sessions on one home folder) nothing
 * does: so the copy that saves holds a lock on the folder the save and
 * the statistics live in, for as long as it saves, and a copy that cannot
 * get it writes nothing there.
 *
 * The lock is an flock(2) on the file "lock" in the folder. The kernel
 * drops it when its holder ends, however it ends (SIGKILL included), so
 * it is never stale. It belongs to the process: every CnLock a process
 * takes on one folder shares one lock, and another process is refused it
 * while one of them lives. On a file system without locks, taking it
 * succeeds: saving goes on as it did before there was a lock. */

#define CN_LOCK_FILE "lock"

#define CN_LOCK_ERROR (cn_lock_error_quark ())

typedef enum
{
  CN_LOCK_ERROR_BUSY,     /* another process holds it */
  CN_LOCK_ERROR_FOLDER,   /* the folder cannot be created (a file in its way, no room, ...) */
} CnLockError;

typedef struct _CnLock CnLock;

GQuark      cn_lock_error_quark          (void);

/* Creates the folder dir (mode 0700) if needed and takes its lock. first
 * (may be NULL) says whether this process held no lock on dir before this
 * call: it has then no write of its own under way in dir, and no other
 * process may have one, so any temporary file there is stale. Errors:
 * CN_LOCK_ERROR_BUSY, CN_LOCK_ERROR_FOLDER, or a G_FILE_ERROR from
 * opening the lock file. */
CnLock     *cn_lock_take                 (const char  *dir,
                                          gboolean    *first,
                                          GError     **error);
/* Lets the lock go when the process holds no other CnLock on its folder. */
void        cn_lock_release              (CnLock      *lock);
const char *cn_lock_get_dir              (CnLock      *lock);

/* Removes the temporary files an atomic write of path leaves when it is
 * killed before its rename: "autosave.json.Ab3xY9" beside "autosave.json"
 * (g_file_set_contents' pattern: the name, a dot, six letters or digits),
 * regular files only. Call it only holding the folder's lock, first.
 * Returns how many were removed. */
guint       cn_lock_remove_temporaries   (const char  *path);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnLock, cn_lock_release)

G_END_DECLS
