/* canasta-help-example-private.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "canasta-help-example.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWidget *row;
  GtkWidget *number;
  GtkWidget *icon;
  GtkWidget *verdict_label;
  GtkWidget *button;
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
  char           *file;
  CanastaExample *example;
  GArray         *steps;   /* Step, a row per move of the example */

  /* Playing the example on its cards (canasta-help-example-play.c). */
  GtkWidget  *play_box;
  GtkWidget  *play_buttons[CN_N_MOVE_KINDS];
  GtkWidget  *play_label;
  guint       play_source;
};

/* canasta-help-example.c */
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
