/* canasta-window.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-autosave.h"
#include "canasta-game.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_WINDOW (canasta_window_get_type ())

G_DECLARE_FINAL_TYPE (CanastaWindow, canasta_window, CANASTA, WINDOW, AdwApplicationWindow)

CanastaWindow *canasta_window_new                (GtkApplication         *application);
CanastaGame   *canasta_window_get_game           (CanastaWindow          *self);
void           canasta_window_start_game         (CanastaWindow          *self,
                                                  const CanastaGameSetup *setup);
void           canasta_window_show_new_game      (CanastaWindow          *self);
/* "welcome", "table" or "privacy". */
const char    *canasta_window_get_page           (CanastaWindow          *self);
/* The text of the last toast or bar: a refused move's reason, an answer. */
const char    *canasta_window_get_last_message   (CanastaWindow          *self);
/* How many times the window has said message (a toast, a bar), whatever
 * it said after. */
guint          canasta_window_count_said         (CanastaWindow          *self,
                                                  const char             *message);
/* The bar over the table while it is shown (the game not being saved),
 * else NULL. */
const char    *canasta_window_get_banner         (CanastaWindow          *self);
GtkWidget     *canasta_window_get_hand_view      (CanastaWindow          *self);
GtkWidget     *canasta_window_get_pile_view      (CanastaWindow          *self);
GtkWidget     *canasta_window_get_side_view      (CanastaWindow          *self,
                                                  int                     side);
GtkWidget     *canasta_window_get_summary        (CanastaWindow          *self);
/* The score sheet window, while it is open. */
GtkWidget     *canasta_window_get_score_sheet    (CanastaWindow          *self);
/* The review of the round just over, when open; and for tests, the
 * search's budget its reviews and the coach use (canasta_review_set_budget). */
GtkWidget     *canasta_window_get_review_dialog  (CanastaWindow          *self);
/* For tests: the coach's question on show, and whether it is judging a
 * move now. */
GtkWidget     *canasta_window_get_coach_dialog   (CanastaWindow          *self);
gboolean       canasta_window_get_coach_busy     (CanastaWindow          *self);
void           canasta_window_set_review_budget  (CanastaWindow          *self,
                                                  int                     budget_ms,
                                                  int                     max_playouts,
                                                  int                     threads);
GtkWidget     *canasta_window_get_help_pane      (CanastaWindow          *self);
/* The cut over the table at the start of a uruguayan round. */
GtkWidget     *canasta_window_get_cut_view       (CanastaWindow          *self);
/* The layer the cards fly on, for tests. */
GtkWidget     *canasta_window_get_fly_layer      (CanastaWindow          *self);
gboolean       canasta_window_get_rules_shown    (CanastaWindow          *self);
/* What a drop does: the same calls the buttons and keys make. */
gboolean       canasta_window_drop_on_pile       (CanastaWindow          *self,
                                                  const CanastaCardSet   *cards);
gboolean       canasta_window_drop_on_stock      (CanastaWindow          *self,
                                                  const CanastaCardSet   *cards);
gboolean       canasta_window_drop_on_table      (CanastaWindow          *self,
                                                  const CanastaCardSet   *cards);
gboolean       canasta_window_drop_on_meld       (CanastaWindow          *self,
                                                  int                     meld,
                                                  const CanastaCardSet   *cards);
/* A message that stays until dismissed, with an optional action button. */
void           canasta_window_add_notice         (CanastaWindow          *self,
                                                  const char             *message,
                                                  const char             *button_label,
                                                  const char             *action_name);

gboolean         canasta_window_get_game_in_progress (CanastaWindow *self);

/* canasta-window-autosave.c: says in the window when autosave cannot
 * write the game, and when it can again. */
void           canasta_window_watch_autosave     (CanastaWindow          *self,
                                                  CanastaAutosave        *autosave);

/* canasta-window-network.c: "Host a Table" (hosting) and "Join a
 * Table". */
void           canasta_window_show_table_dialog  (CanastaWindow          *self,
                                                  gboolean                hosting);
/* At start: the table this app hosted, unfinished (the app quit or
 * crashed), hosted again from the app's data and this window seated at it
 * again, as a game of its own comes back; else the table this screen last
 * sat at elsewhere, shown as it last saw it while it reconnects. TRUE when
 * either came back; a hosted table that cannot be read is set aside and
 * said in a notice. */
gboolean       canasta_window_resume_table       (CanastaWindow          *self);

G_END_DECLS
