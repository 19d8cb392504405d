/* cn-cli-pace.h: the paced load's slots, a table's moves M ms apart, and the
 * load's time figures
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each table makes one move every every_ms, as people at a table play a
 * move every few seconds: table t's moves go at slots every_ms apart, the
 * first at start + t * every_ms / n_tables, so that the tables' moves come
 * evenly spread, n_tables * 1000 / every_ms a second, not in bursts. A
 * move that is late for its slot (its view came after it) takes it and
 * goes at once; the next one keeps to the table's slots. every_ms 0: no
 * pacing (the closed load). */
typedef struct
{
  int     every_ms;
  guint   n_tables;
  gint64 *slot;      /* each table's next slot, monotonic microseconds */
} CnPace;

void   cn_pace_init  (CnPace *pace,
                      guint   n_tables,
                      int     every_ms);
/* The slots start from now (monotonic microseconds). */
void   cn_pace_start (CnPace *pace,
                      gint64  now);
/* The table's next slot, taken: the one after it is every_ms later. */
gint64 cn_pace_next  (CnPace *pace,
                      guint   table);
void   cn_pace_clear (CnPace *pace);

/* Times in microseconds (gint64), as loadgen and serve --timing report
 * them: sorted, and the share p (0 to 1) of them in milliseconds (0 for
 * none). */
void   cn_times_sort          (GArray *times);
double cn_times_percentile_ms (GArray *sorted,
                               double  p);

G_END_DECLS
