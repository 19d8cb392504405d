/* cn-lock.c: one Canasta at a time on a data folder
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <glib/gstdio.h>

/* flock(2), not fcntl(2): an fcntl lock is dropped when the process closes
 * any descriptor of the file, whoever opened it, while an flock belongs to
 * the one open file description below. The registry keeps that one per
 * folder and process, so that the lock is the process's. */
struct _CnLock
{
  char *dir;      /* canonical: the registry's key */
  int   fd;
  int   refs;
};

static GMutex registry_mutex;
static GHashTable *registry;   /* dir → CnLock, borrowed */

G_DEFINE_QUARK (cn-lock-error-quark, cn_lock_error)

static char *
canonical_dir (const char *dir)
{
  char *real = realpath (dir, NULL);
  char *copy;

  if (real == NULL)
    return g_canonicalize_filename (dir, NULL);
  copy = g_strdup (real);
  free (real);
  return copy;
}

/* Whether errno, from flock, says that this file system has no locks
 * (some network and FUSE file systems): then nobody can have the lock, and
 * refusing to save would punish the player for the file system. */
static gboolean
no_locks_here (int saved_errno)
{
  return saved_errno == ENOLCK || saved_errno == EINVAL || saved_errno == ENOSYS ||
         saved_errno == ENOTSUP || saved_errno == EOPNOTSUPP;
}

CnLock *
cn_lock_take (const char  *dir,
              gboolean    *first,
              GError     **error)
{
  g_autofree char *key = NULL;
  g_autofree char *file = NULL;
  CnLock *lock;
  int fd;

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (first != NULL)
    *first = FALSE;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (dir);

      g_set_error (error, CN_LOCK_ERROR, CN_LOCK_ERROR_FOLDER, "Could not create %s: %s",
                   display, g_strerror (saved_errno));
      return NULL;
    }

  key = canonical_dir (dir);

  g_mutex_lock (&registry_mutex);

  if (registry == NULL)
    registry = g_hash_table_new (g_str_hash, g_str_equal);

  lock = g_hash_table_lookup (registry, key);
  if (lock != NULL)
    {
      lock->refs++;
      g_mutex_unlock (&registry_mutex);
      return lock;
    }

  file = g_build_filename (key, CN_LOCK_FILE, NULL);
  fd = g_open (file, O_RDWR | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW, 0600);
  if (fd < 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (file);

      g_mutex_unlock (&registry_mutex);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "Could not open %s: %s", display, g_strerror (saved_errno));
      return NULL;
    }

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;
      g_autofree char *display = g_filename_display_name (key);

      if (saved_errno == EWOULDBLOCK)
        {
          g_mutex_unlock (&registry_mutex);
          close (fd);
          g_set_error (error, CN_LOCK_ERROR, CN_LOCK_ERROR_BUSY,
                       "Another Canasta is saving in %s", display);
          return NULL;
        }
      if (!no_locks_here (saved_errno))
        {
          g_mutex_unlock (&registry_mutex);
          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "Could not lock %s: %s", display, g_strerror (saved_errno));
          return NULL;
        }
      g_debug ("No locks on the file system of %s (%s): saving without one",
               display, g_strerror (saved_errno));
    }

  lock = g_new0 (CnLock, 1);
  lock->dir = g_steal_pointer (&key);
  lock->fd = fd;
  lock->refs = 1;
  g_hash_table_insert (registry, lock->dir, lock);
  g_mutex_unlock (&registry_mutex);

  if (first != NULL)
    *first = TRUE;
  return lock;
}

void
cn_lock_release (CnLock *lock)
{
  g_return_if_fail (lock != NULL);

  g_mutex_lock (&registry_mutex);
  g_assert (lock->refs > 0);
  if (--lock->refs > 0)
    {
      g_mutex_unlock (&registry_mutex);
      return;
    }
  g_hash_table_remove (registry, lock->dir);
  g_mutex_unlock (&registry_mutex);

  /* The file stays: removing it would let a process that opened it just
   * before lock a name nobody else can find. Closing drops the lock. */
  close (lock->fd);
  g_free (lock->dir);
  g_free (lock);
}

const char *
cn_lock_get_dir (CnLock *lock)
{
  g_return_val_if_fail (lock != NULL, NULL);
  return lock->dir;
}

/* g_file_set_contents_full() writes "NAME.XXXXXX", the X's replaced by
 * letters and digits, and renames it over NAME. */
#define TEMPORARY_SUFFIX 6

static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  gsize length = strlen (base);

  if (strlen (name) != length + 1 + TEMPORARY_SUFFIX ||
      strncmp (name, base, length) != 0 || name[length] != '.')
    return FALSE;
  for (const char *p = name + length + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  return TRUE;
}

guint
cn_lock_remove_temporaries (const char *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return 0;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *file = NULL;
      GStatBuf st;

      if (!is_temporary_of (name, base))
        continue;
      file = g_build_filename (dir, name, NULL);
      if (g_lstat (file, &st) == 0 && S_ISREG (st.st_mode) && g_unlink (file) == 0)
        removed++;
    }

  return removed;
}
