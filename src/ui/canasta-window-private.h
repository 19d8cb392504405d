/* canasta-window-private.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "canasta-card-set.h"
#include "canasta-cut-view.h"
#include "canasta-fly-layer.h"
#include "canasta-hand-view.h"
#include "canasta-history-view.h"
#include "canasta-pile-view.h"
#include "canasta-seat-view.h"
#include "canasta-side-view.h"
#include "canasta-table-host.h"
#include "canasta-window.h"

G_BEGIN_DECLS

struct _CanastaWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template children. */
  AdwToastOverlay      *toast_overlay;
  GtkRevealer          *save_banner;
  GtkLabel             *save_banner_label;
  AdwWindowTitle       *window_title;
  GtkStack             *stack;
  GtkBox               *seats_box;
  GtkBox               *sides_box;
  CanastaPileView      *pile_view;
  GtkWidget            *draw_button;
  GtkWidget            *take_button;
  GtkWidget            *meld_button;
  GtkWidget            *lay_off_button;
  GtkWidget            *discard_button;
  GtkWidget            *ask_button;
  CanastaHandView      *hand_view;
  CanastaFlyLayer      *fly_layer;
  AdwStatusPage        *privacy_page;
  AdwFlap              *flap;
  GtkWidget            *help_pane;
  GtkToggleButton      *rules_button;
  GtkWidget            *privacy_button;
  GtkWidget            *history_view;
  GtkWidget            *celebration;
  AdwStatusPage        *game_over_page;
  GtkGrid              *final_scores;
  GtkWidget            *play_again_button;
  CanastaCutView       *cut_view;
  GtkWidget            *privacy_answer;
  GtkWidget            *privacy_yes;
  GtkWidget            *hint_button;
  GtkWidget            *summary_button;
  GtkWidget            *next_round_button;

  /* Owned. */
  CanastaGame          *game;
  GSettings            *settings;
  char                 *last_message;
  /* How many times each message was said (toasts, bars): a test asks
   * whether one was said again, whatever followed it. */
  GHashTable           *said;
  /* The hint, refusal or answer on show (a weak pointer), and the move it
   * was said at: a newer one replaces it, the next move takes it away. */
  AdwToast             *toast;
  guint                 toast_move;
  gint64                toast_shown_at;
  GtkWidget            *summary;
  GtkWidget            *score_sheet;
  GtkWidget            *review_dialog;
  int                   review_budget_ms;
  int                   review_playouts;
  int                   review_threads;
  /* The coach: the discard it judges or asked about, at which move of the
   * round; its search, and its question on show (a weak pointer). */
  gboolean              coach_asked;
  guint                 coach_asked_at;
  CnMove                coach_move;
  GCancellable         *coach_cancellable;
  GtkWidget            *coach_dialog;
  GtkWidget            *answer_dialog;
  /* The hint's lay-off and the move count it was given at: L on the same
   * cards puts them on the meld the hint named, without asking which. */
  CnMove                hint_move;
  guint                 hint_move_at;
  gboolean              hint_given;
  guint                 summary_source;
  guint                 flights_in_batch;
  GArray               *pending_flights;
  guint                 flights_tick;
  int                   layout_viewer;
  int                   layout_players;
  GtkSorter            *hand_sorter;
  gboolean              game_over_shown;

  /* The cut of a uruguayan round: the cards it showed, the round it was
   * set up for, and whether its result is over the table until read. */
  GArray               *cut_cards;
  int                   cut_prepared_round;
  gboolean              cut_result_open;
  /* A question answered from the privacy screen: no dialog meanwhile. */
  gboolean              answering_here;
  /* The last input was a key, not the pointer: the focus ring stays. */
  gboolean              keyboard_last;
  /* The table this window hosts for players elsewhere, while it does. */
  CanastaTableHost     *table_host;
  /* The seats whose players were away at the last word from the host. */
  guint                 seats_away;
  guint                 countdown;
  /* The connection to the table was cut: the bar says so until it is back. */
  gboolean              reconnecting;
  /* The host of the table said yes to closing it with people at it. */
  gboolean              close_confirmed;
};

/* canasta-window-network.c: a table hosted elsewhere */
void             _canasta_window_network_init     (CanastaWindow        *self);
void             _canasta_window_network_dispose  (CanastaWindow        *self);
char            *_canasta_window_seat_state       (CanastaWindow        *self,
                                                   int                   seat);
void             _canasta_window_refresh_seats    (CanastaWindow        *self);

/* canasta-window-hosted.c: the table a window hosts */
/* Whether the window may close now; FALSE when it asks first (people are
 * playing at the table it hosts), and closes itself if told to. */
gboolean         _canasta_window_may_close        (CanastaWindow        *self);
/* Closes the hosted table for now, the app kept until its players are
 * told. */
void             _canasta_window_close_hosted     (CanastaTableHost     *host);
/* The hosted table came back: says so when it could not take its port
 * back (the invitations changed). */
void             _canasta_window_hosted_resumed   (CanastaWindow        *self);
void             _canasta_window_class_hosted_init (GtkWidgetClass      *widget_class);

/* canasta-window.c */
CanastaSideView *_canasta_window_find_side_view   (CanastaWindow        *self,
                                                   int                   side);
AdwToast        *_canasta_window_new_toast        (const char           *message);
AdwToast        *_canasta_window_add_toast        (CanastaWindow        *self,
                                                   const char           *message,
                                                   guint                 timeout,
                                                   const char           *button_label,
                                                   const char           *action_name);
CanastaSeatView *_canasta_window_find_seat_view   (CanastaWindow        *self,
                                                   int                   seat);
void             _canasta_window_set_banner       (CanastaWindow        *self,
                                                   const char           *message);
void             _canasta_window_refresh_page     (CanastaWindow        *self);
/* A short celebration over a widget (NULL: above the window's middle). */
void             _canasta_window_celebrate        (CanastaWindow        *self,
                                                   GtkWidget            *over,
                                                   const char           *text,
                                                   gboolean              big);

/* canasta-window-actions.c: the moves, as actions, keys and drops */
void             _canasta_window_class_actions_init (GtkWidgetClass     *widget_class);
void             _canasta_window_dismiss_toast    (CanastaWindow        *self);
void             _canasta_window_show_message     (CanastaWindow        *self,
                                                   const char           *message);
gboolean         _canasta_window_report           (CanastaWindow        *self,
                                                   gboolean              ok,
                                                   const CnVerdict      *verdict);
int              _canasta_window_viewer_side      (CanastaWindow        *self);
CanastaCardSet  *_canasta_window_get_selection    (CanastaWindow        *self);
gboolean         _canasta_window_play_draw        (CanastaWindow        *self);
gboolean         _canasta_window_play_meld        (CanastaWindow        *self,
                                                   const CanastaCardSet *cards);
gboolean         _canasta_window_play_add         (CanastaWindow        *self,
                                                   int                   meld,
                                                   const CanastaCardSet *cards);
gboolean         _canasta_window_play_add_each    (CanastaWindow        *self,
                                                   const CanastaCardSet *cards);

/* canasta-window-asking.c: the words about asking the partner, and the
 * partner's dialog */
void             _canasta_window_asking_init      (CanastaWindow        *self);
void             _canasta_window_maybe_ask_partner (CanastaWindow       *self);
char            *_canasta_window_ask_tooltip      (CanastaWindow        *self);

/* canasta-window-cut.c: the cut that opens a round, and what it showed */
void             _canasta_window_cut_init         (CanastaWindow        *self);
void             _canasta_window_refresh_cut      (CanastaWindow        *self);
void             _canasta_window_close_cut_result (CanastaWindow        *self);
void             _canasta_window_show_cut_result  (CanastaWindow        *self,
                                                   const CnMove         *move);

/* canasta-window-flights.c: cards flying after each move */
void             _canasta_window_flights_init     (CanastaWindow        *self);
void             _canasta_window_flights_dispose  (CanastaWindow        *self);

/* canasta-window-keyboard.c: the focus ring, Tab, F6, the hand arranged */
void             _canasta_window_keyboard_class_init (GtkWidgetClass   *widget_class);
void             _canasta_window_keyboard_init    (CanastaWindow        *self);

/* canasta-window-layout.c: the seats and sides around the seat on screen */
void             _canasta_window_rebuild_table    (CanastaWindow        *self);

/* canasta-window-prefs.c: following the preferences as they change */
void             _canasta_window_prefs_init       (CanastaWindow        *self);
void             _canasta_window_prefs_dispose    (CanastaWindow        *self);
void             _canasta_window_prefs_apply_levels (CanastaWindow      *self);
void             _canasta_window_prefs_sort_hand  (CanastaWindow        *self,
                                                   int                   viewer);
gboolean         _canasta_window_prefs_confirm_go_out (CanastaWindow    *self,
                                                   CnMoveKind            kind,
                                                   CnRank                rank,
                                                   const CanastaCardSet *cards);
gboolean         _canasta_window_prefs_confirm_go_out_each (CanastaWindow *self,
                                                   const CanastaCardSet *cards);

/* canasta-window-status.c: what the table says in words */
/* Whether the game speaks of closing (cerrar) rather than going out. */
gboolean         _canasta_window_says_close       (CanastaWindow        *self);
char            *_canasta_window_side_status      (CanastaWindow        *self,
                                                   int                   side);
char            *_canasta_window_side_total       (CanastaWindow        *self,
                                                   int                   side);
void             _canasta_window_refresh_opening  (CanastaWindow        *self);
void             _canasta_window_refresh_title    (CanastaWindow        *self);
void             _canasta_window_refresh_pile     (CanastaWindow        *self);

/* canasta-window-round-end.c: the end of a round and of a game */
void             _canasta_window_class_round_end_init (GtkWidgetClass   *widget_class);
void             _canasta_window_round_end_schedule_summary (CanastaWindow *self);
void             _canasta_window_round_end_refresh (CanastaWindow     *self);
void             _canasta_window_round_end_dispose (CanastaWindow     *self);
void             _canasta_window_show_game_over   (CanastaWindow        *self);

/* canasta-window-coach.c: the coach's question before a costly discard */
gboolean         _canasta_window_coach_allows     (CanastaWindow        *self,
                                                   const CnMove         *move);
void             _canasta_window_coach_init       (CanastaWindow        *self);
void             _canasta_window_coach_dispose    (CanastaWindow        *self);

/* canasta-window.c: message is what the window says now (a toast, a bar). */
void             _canasta_window_set_last_message (CanastaWindow        *self,
                                                   const char           *message);

/* canasta-window-review.c: "Review My Play" */
void             _canasta_window_class_review_init (GtkWidgetClass      *widget_class);
void             _canasta_window_review_refresh   (CanastaWindow        *self);
void             _canasta_window_review_dispose   (CanastaWindow        *self);

G_END_DECLS
