/* cn-cli-record.h: a game recorded as a saved game, for tournament --record
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-ai.h"

G_BEGIN_DECLS

typedef struct _CnCliRecord CnCliRecord;

CnCliRecord *cn_cli_record_new   (void);
void         cn_cli_record_free  (CnCliRecord      *record);
/* A CnAiMoveRecordFunc: pass the record as its data. */
void         cn_cli_record_move  (const CnGame     *game,
                                  const CnState    *start,
                                  const CnMove     *move,
                                  const CnState    *after,
                                  gpointer          record);
/* Writes the game recorded to path in the app's save format, the whole
 * game in it: the last round as its history, every round before it as its
 * past, the score sheet as its story; seats name who played each seat. */
gboolean     cn_cli_record_write (CnCliRecord      *record,
                                  const char       *path,
                                  const CnAiPlayer *seats,
                                  int               players,
                                  GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnCliRecord, cn_cli_record_free)

G_END_DECLS
