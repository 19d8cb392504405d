/* cn-save-private.h: the parts of the save codec kept in their own files
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-save.h"

G_BEGIN_DECLS

/* cn-save-story.c: the "story" key, the score sheet of the rounds played. */
void     cn_save_story_write (JsonBuilder      *builder,
                              const CnSaveData *data);
/* Reads and checks the story against game (its rounds and totals); *out
 * is a new array of CnSaveRound. */
gboolean cn_save_story_read  (JsonNode         *node,
                              const CnGame     *game,
                              GArray          **out,
                              GError          **error);

/* cn-save-past.c: the "past" key, the rounds before the history's. */
void     cn_save_past_write  (JsonBuilder      *builder,
                              const CnSaveData *data);
/* Reads and checks the past rounds against data's game and history (read
 * before); *out is a new array of CnSavePastRound, or NULL for none. */
gboolean cn_save_past_read   (JsonNode         *node,
                              const CnSaveData *data,
                              GArray          **out,
                              GError          **error);

G_END_DECLS
