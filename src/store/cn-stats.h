/* cn-stats.h: the player's statistics, per variant
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cn-state.h"

G_BEGIN_DECLS

/* Statistics live in one JSON file headed {"format": "canasta-statistics",
 * "version": 1}, with one object per variant id. The file survives across
 * versions: a newer Canasta may add keys and variants, which this one reads
 * past and writes back untouched; an older file lacks keys, which count
 * from zero. A file that cannot be read as statistics at all is moved
 * aside (cn_save_quarantine) and the counts restart from zero. */

#define CN_STATS_FORMAT          "canasta-statistics"
#define CN_STATS_FORMAT_VERSION  1
#define CN_STATS_MAX_BYTES       (256 * 1024)
#define CN_STATS_MAX_COUNT       1000000000

/* The human side's record in one variant. */
typedef struct
{
  guint    games_played;
  guint    games_won;
  guint    rounds_played;
  gboolean has_best_round;     /* best_round_score means something */
  int      best_round_score;
  gboolean has_best_game;
  int      best_game_score;
  guint    current_streak;     /* games won in a row, up to the last one */
  guint    longest_streak;
  guint    natural_canastas;
  guint    mixed_canastas;
} CnVariantStats;

typedef struct _CnStats CnStats;

CnStats              *cn_stats_new           (void);
void                  cn_stats_free          (CnStats            *stats);

const CnVariantStats *cn_stats_get           (const CnStats      *stats,
                                              CnVariant           variant);
/* games_won / games_played, 0 when no game was played. */
double                cn_variant_stats_win_rate (const CnVariantStats *variant_stats);

/* A finished round, for side (the human's): counts it, its canastas and
 * its score. */
void                  cn_stats_record_round  (CnStats            *stats,
                                              CnVariant           variant,
                                              const CnRoundScore *score,
                                              int                 side);
/* A finished game (game->over), for side: played, won or lost, the final
 * total and the streaks. FALSE, and nothing counted, when the game is
 * not over. */
gboolean              cn_stats_record_game   (CnStats            *stats,
                                              const CnGame       *game,
                                              int                 side);
/* The same from plain values, e.g. for a game the player abandoned
 * (counted as lost, if the app so decides). */
void                  cn_stats_record_result (CnStats            *stats,
                                              CnVariant           variant,
                                              gboolean            won,
                                              int                 final_score);
void                  cn_stats_reset         (CnStats            *stats);

/* Loads path. A missing file (cn_save_error_is_missing) gives empty
 * statistics. A file that is not valid statistics is moved aside, empty
 * statistics are returned, and *warning (when not NULL) says so in a
 * sentence for the user or the log.
 * Returns NULL with error only when a file is there but can be neither
 * read nor moved aside: the app should then not save over it. */
CnStats              *cn_stats_load          (const char         *path,
                                              char              **warning,
                                              GError            **error);
/* From bytes, without touching the disk (NULL and a CN_SAVE_ERROR when
 * they are not statistics). */
CnStats              *cn_stats_from_bytes    (const guint8       *bytes,
                                              gsize               length,
                                              GError            **error);
GBytes               *cn_stats_to_bytes      (const CnStats      *stats);
/* Writes atomically, like cn_save_write. */
gboolean              cn_stats_save          (const CnStats      *stats,
                                              const char         *path,
                                              GError            **error);

/* $XDG_DATA_HOME/canasta/statistics.json. */
char                 *cn_stats_default_path  (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnStats, cn_stats_free)

G_END_DECLS
