/* canasta-help-pane.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-help-example.h"
#include "cn-rules.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_HELP_PANE (canasta_help_pane_get_type ())

G_DECLARE_FINAL_TYPE (CanastaHelpPane, canasta_help_pane, CANASTA, HELP_PANE, AdwBin)

/* The rules help of one variant and player count: a list of sections and
 * the section being read, with interactive examples. Wide, the list sits
 * beside the text; narrow (a pane of 360 px), the list is a page of its
 * own and the text has a button back to it. */
GtkWidget          *canasta_help_pane_new           (void);
/* Rebuilds the help for these rules (NULL: classic) and player count (0:
 * the variant's first seating), keeping the section being read. */
void                canasta_help_pane_set_rules     (CanastaHelpPane *self,
                                                     const CnRules   *rules,
                                                     int              players);
const CnRules      *canasta_help_pane_get_rules     (CanastaHelpPane *self);
/* Selects the section with that id ("pile", "opening", ...: the ids of
 * cn_help_section_ids() and cn_code_section()) and shows it from its
 * top. FALSE, and nothing changes, for an id the help does not have. */
gboolean            canasta_help_pane_show_section  (CanastaHelpPane *self,
                                                     const char      *section_id);
/* The id of the section shown (the "section" property). */
const char         *canasta_help_pane_get_section   (CanastaHelpPane *self);
/* The example drawn from a scenario file ("pile-pair.json"), building its
 * section if needed; NULL when the current help shows no such example. */
CanastaHelpExample *canasta_help_pane_get_example   (CanastaHelpPane *self,
                                                     const char      *file);

G_END_DECLS
