/* canasta-meld.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "cn-state.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_MELD (canasta_meld_get_type ())

G_DECLARE_FINAL_TYPE (CanastaMeld, canasta_meld, CANASTA, MELD, GObject)

/* One meld on the table: an immutable snapshot of the engine's CnMeld. When
 * the meld grows, the game replaces the item in its list model. */
CanastaMeld  *canasta_meld_new            (int            side,
                                           int            index,
                                           const CnMeld  *meld,
                                           int            canasta_size);
int           canasta_meld_get_index      (CanastaMeld   *self);
CnRank        canasta_meld_get_rank       (CanastaMeld   *self);
guint         canasta_meld_get_n_cards    (CanastaMeld   *self);
CnCard        canasta_meld_get_card       (CanastaMeld   *self,
                                           guint          i);
/* The i-th card as the table shows it: naturals first, then wild cards. */
CnCard        canasta_meld_get_shown_card (CanastaMeld   *self,
                                           guint          i);
gboolean      canasta_meld_is_canasta     (CanastaMeld   *self);
gboolean      canasta_meld_equal_content  (CanastaMeld   *self,
                                           const CnMeld  *meld);
/* How the table shows the meld, set once by the game that makes it: the
 * variant whose words name it, whether a canasta is stacked as a clean one
 * (red card on top), whether its rank is the round's canasta de moda. */
void          canasta_meld_set_table      (CanastaMeld   *self,
                                           CnVariant      variant,
                                           gboolean       clean,
                                           gboolean       moda);
gboolean      canasta_meld_is_clean       (CanastaMeld   *self);
gboolean      canasta_meld_is_moda        (CanastaMeld   *self);
/* A meld of wild cards only (uruguayan, and italian's wild canasta). */
gboolean      canasta_meld_is_wild        (CanastaMeld   *self);
/* Where canastas close: the how-manieth canasta of its rank the side
 * closed it as (2 doubles, 3 triples); 0 while open. */
guint         canasta_meld_get_close_order (CanastaMeld  *self);
/* "Natural canasta of kings", for screen readers. */
char         *canasta_meld_dup_label      (CanastaMeld   *self);

G_END_DECLS
