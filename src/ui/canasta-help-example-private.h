/* canasta-help-example-private.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-help-example.h"
#include "cn-scenario.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWidget *row;
  GtkWidget *number;
  GtkWidget *icon;
  GtkWidget *verdict_label;
  GtkWidget *button;
  char      *message;
  CnVerdict  verdict;
  gboolean   tried;
} Step;

struct _CanastaHelpExample
{
  AdwBin      parent_instance;

  /* Template children */
  GtkLabel   *title_label;
  GtkLabel   *text_label;
  GtkWidget  *position_box;
  GtkLabel   *hand_label;
  GtkWidget  *hand_box;
  GtkWidget  *pile_box;
  GtkLabel   *pile_heading;
  GtkLabel   *pile_label;
  GtkLabel   *stock_label;
  GtkLabel   *moda_label;
  GtkLabel   *melds_label;
  GtkWidget  *melds_box;
  GtkWidget  *no_melds_label;
  GtkWidget  *red_threes_label;
  GtkWidget  *red_threes_box;
  GtkLabel   *status_label;
  GtkGrid    *score_grid;
  GtkListBox *steps_list;
  GtkLabel   *result_label;
  GtkWidget  *reset_button;

  /* Owned */
  char       *file;
  CnScenario *scenario;
  CnState     state;
  GArray     *steps;       /* Step */
  guint       n_tried;

  /* Playing the example on its cards (canasta-help-example-play.c). */
  int         follow_seat; /* the player the example follows: the view stays on them */
  GtkWidget  *play_box;
  GtkWidget  *play_buttons[CN_N_MOVE_KINDS];
  GtkWidget  *play_label;
  guint       play_source;
};

/* canasta-help-example.c */
char       *_canasta_help_example_describe_move   (const CnState      *state,
                                                   const CnMove       *move,
                                                   gboolean            spoken);
void        _canasta_help_example_try_step        (CanastaHelpExample *self,
                                                   guint               index);

/* canasta-help-example-play.c: the example played on its cards */
void        _canasta_help_example_play_init       (CanastaHelpExample *self);
void        _canasta_help_example_play_dispose    (CanastaHelpExample *self);
void        _canasta_help_example_play_hand_card  (CanastaHelpExample *self,
                                                   GtkWidget          *view);
void        _canasta_help_example_play_meld       (CanastaHelpExample *self,
                                                   GtkWidget          *view);
void        _canasta_help_example_play_update     (CanastaHelpExample *self);

G_END_DECLS
