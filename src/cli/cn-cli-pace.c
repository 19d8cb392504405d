/* cn-cli-pace.c: the paced load's slots, a table's moves M ms apart, and the
 * load's time figures
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-pace.h"

void
cn_pace_init (CnPace *pace,
              guint   n_tables,
              int     every_ms)
{
  g_return_if_fail (every_ms >= 0 && n_tables > 0);

  pace->every_ms = every_ms;
  pace->n_tables = n_tables;
  pace->slot = g_new0 (gint64, n_tables);
}

void
cn_pace_start (CnPace *pace,
               gint64  now)
{
  gint64 every_us = (gint64) pace->every_ms * 1000;

  for (guint t = 0; t < pace->n_tables; t++)
    pace->slot[t] = now + every_us * t / pace->n_tables;
}

gint64
cn_pace_next (CnPace *pace,
              guint   table)
{
  gint64 slot;

  g_return_val_if_fail (table < pace->n_tables, 0);

  slot = pace->slot[table];
  pace->slot[table] += (gint64) pace->every_ms * 1000;
  return slot;
}

void
cn_pace_clear (CnPace *pace)
{
  g_clear_pointer (&pace->slot, g_free);
}

static int
compare_int64 (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

void
cn_times_sort (GArray *times)
{
  g_array_sort (times, compare_int64);
}

double
cn_times_percentile_ms (GArray *sorted,
                        double  p)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) MIN (sorted->len - 1, p * sorted->len);
  return g_array_index (sorted, gint64, i) / 1000.0;
}
