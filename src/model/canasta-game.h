/* canasta-game.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cn-ai.h"
#include "cn-ai-explain.h"
#include "cn-state.h"
#include "canasta-card-set.h"
#include "canasta-enum-types.h"
#include "canasta-enums.h"
#include "canasta-move-event.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_GAME (canasta_game_get_type ())

G_DECLARE_FINAL_TYPE (CanastaGame, canasta_game, CANASTA, GAME, GObject)

typedef enum
{
  CANASTA_SEAT_HUMAN,
  CANASTA_SEAT_COMPUTER,
} CanastaSeatKind;

/* Everything the new-game dialog decides. */
typedef struct
{
  CnVariant        variant;
  int              players;
  CanastaSeatKind  kinds[CN_MAX_SEATS];
  const char      *names[CN_MAX_SEATS];
  const char      *levels[CN_MAX_SEATS];  /* "easy", "medium", "hard"; NULL: medium */
  guint64          seed;          /* 0: a random one */
  int              fixed_rounds;  /* 0: to the target; else rounds the variant offers */
  gboolean         pause_on_drop; /* a hosted table, past the wait for a dropped player:
                                   * the game waits for them, no computer plays for them */
  int              drop_wait;     /* a hosted table: the seconds a dropped player's seat
                                   * is held for them; 0: the host's own wait */
} CanastaGameSetup;

CanastaGame     *canasta_game_new                  (void);

void             canasta_game_start                (CanastaGame            *self,
                                                    const CanastaGameSetup *setup);
gboolean         canasta_game_next_round           (CanastaGame            *self);
gboolean         canasta_game_get_started          (CanastaGame            *self);

/* Seats and sides. */
CnVariant        canasta_game_get_variant          (CanastaGame            *self);
/* The variant table row of the game in play (classic before any game). */
const CnRules   *canasta_game_get_rules            (CanastaGame            *self);
int              canasta_game_get_n_players        (CanastaGame            *self);
int              canasta_game_get_n_sides          (CanastaGame            *self);
int              canasta_game_get_side_of          (CanastaGame            *self,
                                                    int                     seat);
int              canasta_game_get_partner          (CanastaGame            *self,
                                                    int                     seat);
CanastaSeatKind  canasta_game_get_seat_kind        (CanastaGame            *self,
                                                    int                     seat);
gboolean         canasta_game_get_seat_is_computer (CanastaGame            *self,
                                                    int                     seat);
const char      *canasta_game_get_seat_name        (CanastaGame            *self,
                                                    int                     seat);
int              canasta_game_get_n_humans         (CanastaGame            *self);
/* "Ana and Bob", "You": the side's players, for headings and scores. */
char            *canasta_game_dup_side_name        (CanastaGame            *self,
                                                    int                     side);

/* Whose turn, and whose hand the screen may show. */
CanastaPhase     canasta_game_get_phase            (CanastaGame            *self);
int              canasta_game_get_turn             (CanastaGame            *self);
int              canasta_game_get_actor            (CanastaGame            *self);
int              canasta_game_get_viewer           (CanastaGame            *self);
gboolean         canasta_game_get_handover_pending (CanastaGame            *self);
int              canasta_game_get_handover_seat    (CanastaGame            *self);
void             canasta_game_confirm_handover     (CanastaGame            *self);
gboolean         canasta_game_get_busy             (CanastaGame            *self);
gboolean         canasta_game_get_viewer_can_act   (CanastaGame            *self);
gboolean         canasta_game_get_viewer_hand_shown (CanastaGame           *self);

/* The table. */
GListModel      *canasta_game_get_hand             (CanastaGame            *self,
                                                    int                     seat);
GListModel      *canasta_game_get_melds            (CanastaGame            *self,
                                                    int                     side);
GListModel      *canasta_game_get_red_threes       (CanastaGame            *self,
                                                    int                     side);
GListModel      *canasta_game_get_pile             (CanastaGame            *self);
guint            canasta_game_get_stock_count      (CanastaGame            *self);
CanastaPileState canasta_game_get_pile_state       (CanastaGame            *self);
/* The card that froze the pile (shown sideways under it), or CN_CARD_NONE. */
CnCard           canasta_game_get_pile_freezer     (CanastaGame            *self);
/* Whether the pile is frozen for side: frozen for all, or open but not to
 * a side that has not opened. */
gboolean         canasta_game_get_pile_frozen_for  (CanastaGame            *self,
                                                    int                     side);
int              canasta_game_find_meld            (CanastaGame            *self,
                                                    int                     side,
                                                    CnRank                  rank);

/* Scores and the opening. */
int              canasta_game_get_total            (CanastaGame            *self,
                                                    int                     side);
int              canasta_game_get_round            (CanastaGame            *self);
/* The round on the table, from 1: the round being played, or the one just
 * over while it is (canasta_game_get_round counts it as played then). */
int              canasta_game_get_round_number     (CanastaGame            *self);
gboolean         canasta_game_get_over             (CanastaGame            *self);
int              canasta_game_get_winner           (CanastaGame            *self);
int              canasta_game_get_target           (CanastaGame            *self);
/* The rounds a fixed-rounds game plays (0: the game is to the target). */
int              canasta_game_get_fixed_rounds     (CanastaGame            *self);
gboolean         canasta_game_get_side_opened      (CanastaGame            *self,
                                                    int                     side);
int              canasta_game_get_opening_minimum  (CanastaGame            *self,
                                                    int                     side);
int              canasta_game_get_opening_points   (CanastaGame            *self);
int              canasta_game_get_canastas         (CanastaGame            *self,
                                                    int                     side);
int              canasta_game_get_canastas_needed  (CanastaGame            *self);
gboolean         canasta_game_get_can_ask          (CanastaGame            *self);
/* The uruguayan round: the rank of the canasta de moda (0: none yet, or a
 * variant without it) and the card the cut showed for it; whether the pozo
 * is premiado, and the wilds set crosswise under it. */
CnRank           canasta_game_get_moda             (CanastaGame            *self);
CnCard           canasta_game_get_moda_card        (CanastaGame            *self);
int              canasta_game_get_cut_kept         (CanastaGame            *self,
                                                    CnCard                 *out);
int              canasta_game_get_pozo_premios     (CanastaGame            *self,
                                                    CnCard                 *out);
/* Canastas by kind (clean, dirty), whether they give the side what going
 * out needs, and whether the seat on screen could go out in this turn. */
void             canasta_game_get_canasta_kinds    (CanastaGame            *self,
                                                    int                     side,
                                                    int                    *clean,
                                                    int                    *dirty);
gboolean         canasta_game_get_side_can_close   (CanastaGame            *self,
                                                    int                     side);
gboolean         canasta_game_get_can_go_out       (CanastaGame            *self);
/* Whether the game's variant scores this line at all. */
gboolean         canasta_game_has_score_line       (CanastaGame            *self,
                                                    CnLine                  line);
/* The last finished round: its scoring lines and the totals before it. */
gboolean         canasta_game_get_last_score       (CanastaGame            *self,
                                                    CnRoundScore           *score,
                                                    int                    *totals_before);

/* The uruguayan premios a side is on its way to, this round: the points of
 * its cards on the table, its canastas toward the canastilla and the
 * canastón (and how many each needs, and pays), whether it holds a
 * canasta de moda. FALSE where the variant has no canastilla. */
typedef struct
{
  int      table_points;
  int      canastas;
  int      canastilla_count;
  int      canaston_count;
  int      canastilla_bonus;
  int      canaston_bonus;
  gboolean moda_canastas;
} CanastaPremioProgress;

gboolean         canasta_game_get_premio_progress  (CanastaGame            *self,
                                                    int                     side,
                                                    CanastaPremioProgress  *progress);

/* What seat's cards in hand count against its side at the count (the
 * engine's scoring of the hands): 0 where they count nothing. */
int              canasta_game_get_hand_points      (CanastaGame            *self,
                                                    int                     seat);
/* The game's story, the score sheet of every round finished so far,
 * oldest first: how many rounds it tells, and one of them (the game's
 * round number, its scoring lines, the sides' totals after it). */
guint            canasta_game_get_n_story_rounds   (CanastaGame            *self);
gboolean         canasta_game_get_story_round      (CanastaGame            *self,
                                                    guint                   index,
                                                    int                    *round,
                                                    CnRoundScore           *score,
                                                    int                    *totals_after);

/* How the finished round on the table ended: CN_END_WENT_OUT with the
 * seat that went out (or closed) and whether concealed, or
 * CN_END_STOCK_EXHAUSTED; CN_END_NONE while a round is on. */
CnRoundEnd       canasta_game_get_round_end        (CanastaGame            *self,
                                                    int                    *seat,
                                                    gboolean               *concealed);

/* Computer pace: the pause before each computer move, in milliseconds. */
guint            canasta_game_get_pace             (CanastaGame            *self);
void             canasta_game_set_pace             (CanastaGame            *self,
                                                    guint                   pace);
/* Holds the computer seats while everyone at the screen reads something. */
void             canasta_game_set_held             (CanastaGame            *self,
                                                    gboolean                held);

/* The actions: each acts for the seat that acts now, when it is a human
 * seat shown on screen, and fills verdict with the engine's answer. */
gboolean         canasta_game_draw                 (CanastaGame            *self,
                                                    CnVerdict              *verdict);
/* with NULL or empty: the take a player naming no cards means, the top
 * card laid off or a natural pair of its rank, never a wild card. */
gboolean         canasta_game_take_pile            (CanastaGame            *self,
                                                    const CanastaCardSet   *with,
                                                    CnVerdict              *verdict);
/* The take canasta_game_take_pile would play, without playing it (for a
 * question before the move); FALSE when no take of the pile is possible
 * for the person to act. */
gboolean         canasta_game_take_pile_move       (CanastaGame            *self,
                                                    const CanastaCardSet   *with,
                                                    CnMove                 *move);
gboolean         canasta_game_meld                 (CanastaGame            *self,
                                                    const CanastaCardSet   *cards,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_add                  (CanastaGame            *self,
                                                    CnRank                  rank,
                                                    const CanastaCardSet   *cards,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_discard              (CanastaGame            *self,
                                                    CnCard                  card,
                                                    CnVerdict              *verdict);
/* The cut (uruguayan): the points the cutter may aim at, the exact one,
 * the point a cut aimed at aim lands on, and the cut itself. */
void             canasta_game_get_cut_range        (CanastaGame            *self,
                                                    int                    *min,
                                                    int                    *max,
                                                    int                    *exact);
int              canasta_game_cut_for_aim          (CanastaGame            *self,
                                                    int                     aim);
gboolean         canasta_game_cut                  (CanastaGame            *self,
                                                    int                     aim,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_add_to_meld          (CanastaGame            *self,
                                                    int                     index,
                                                    const CanastaCardSet   *cards,
                                                    CnVerdict              *verdict);
int              canasta_game_sole_meld_for        (CanastaGame            *self,
                                                    const CanastaCardSet   *cards);
/* How a lay-off of cards of several ranks went (canasta_game_lay_off_each). */
typedef enum
{
  CANASTA_LAY_OFF_DONE,
  CANASTA_LAY_OFF_REFUSED,     /* the verdict says why; nothing moved */
  CANASTA_LAY_OFF_PICK_MELD,   /* the naturals went down, but the wild cards
                                * could go on more than one meld: the player
                                * picks */
} CanastaLayOff;

gboolean         canasta_game_cards_span_ranks     (const CanastaCardSet   *cards);
CanastaLayOff    canasta_game_lay_off_each         (CanastaGame            *self,
                                                    const CanastaCardSet   *cards,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_ask_go_out           (CanastaGame            *self,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_answer_go_out        (CanastaGame            *self,
                                                    gboolean                yes,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_check                (CanastaGame            *self,
                                                    CnMove                 *move,
                                                    CnVerdict              *verdict);
gboolean         canasta_game_play                 (CanastaGame            *self,
                                                    CnMove                 *move,
                                                    CnVerdict              *verdict);

/* The round's history: calls func for each move of the round in play
 * so far, oldest first, told as move-made told it (the event lives during
 * the call only); the moves taken back are not there. It starts at the
 * deal, or at the position a game saved without a history was resumed
 * at. Returns the number of moves. */
typedef void (*CanastaMoveFunc) (CanastaGame            *game,
                                 const CanastaMoveEvent *event,
                                 gpointer                user_data);
guint            canasta_game_foreach_move         (CanastaGame            *self,
                                                    CanastaMoveFunc         func,
                                                    gpointer                user_data);

/* The red threes of the deal, for the history: those seat laid down
 * before the round's first move (alone: by itself, not with its side);
 * those laid down during a move are the move event's. out holds
 * CN_MAX_RED_THREES * 2 cards. */
int              canasta_game_get_deal_red_threes  (CanastaGame            *self,
                                                    int                     seat,
                                                    gboolean               *alone,
                                                    CnCard                 *out);

/* For tests only: the engine's position of the round in play, and
 * setting one up. No widget calls these: widgets read the properties, the
 * list models, the move-made events and the questions above, so that a
 * table shows any game the model tells without knowing the engine. */
const CnState   *canasta_game_get_state            (CanastaGame            *self);
void             canasta_game_set_state            (CanastaGame            *self,
                                                    const CnState          *state);
void             canasta_game_set_totals           (CanastaGame            *self,
                                                    const int              *totals);

/* The computer players: each computer seat's level, Hard's thinking time
 * per decision, and a hint for the human seat to act (what the Medium
 * player would do there): FALSE when no human seat on screen acts now. */
void             canasta_game_set_seat_level       (CanastaGame            *self,
                                                    int                     seat,
                                                    CnAiLevel               level);
CnAiLevel        canasta_game_get_seat_level       (CanastaGame            *self,
                                                    int                     seat);
void             canasta_game_set_think_time       (CanastaGame            *self,
                                                    guint                   milliseconds);
gboolean         canasta_game_hint                 (CanastaGame            *self,
                                                    CnMove                 *move);
gboolean         canasta_game_explain              (CanastaGame            *self,
                                                    const CnMove           *move,
                                                    CnAiReason             *reason);

/* The classic option "red threes from the deal go down at the deal"
 * (else at the player's first turn): it applies from the next new game. */
void             canasta_game_set_classic_red_threes_at_deal (CanastaGame *self,
                                                              gboolean     at_deal);

/* Casual play: taking back the turn's own melds and lay-offs before the
 * discard (on by default). */
void             canasta_game_set_undo_allowed     (CanastaGame            *self,
                                                    gboolean                allowed);
gboolean         canasta_game_get_undo_allowed     (CanastaGame            *self);
gboolean         canasta_game_get_can_undo         (CanastaGame            *self);
gboolean         canasta_game_undo                 (CanastaGame            *self);

/* Questions the table asks of the round in play. The moves made this
 * round (a number that grows with every move, for toasts to know whether
 * the table moved on); the cards a draw takes; the stock has run out and
 * this turn is the round's last; the side that cut exactly (CN_NO_SIDE);
 * a pile taken to open that waits for the opening, with the points melded
 * toward it this turn; melding is the next step (an opening under way
 * short of its minimum, or a partner's yes binding the turn to go out
 * with more than the last card in hand); the partner said yes to this
 * turn's "May I go out?" ("May I close?"); and whether move, by the seat
 * to act, is legal and leaves that seat with no card (goes out). */
guint            canasta_game_get_move_count       (CanastaGame            *self);
guint            canasta_game_get_draw_count       (CanastaGame            *self);
gboolean         canasta_game_get_last_turn        (CanastaGame            *self);
int              canasta_game_get_exact_cut_side   (CanastaGame            *self);
gboolean         canasta_game_get_pile_pending     (CanastaGame            *self,
                                                    int                    *turn_points);
gboolean         canasta_game_get_meld_next        (CanastaGame            *self);
gboolean         canasta_game_get_partner_said_yes (CanastaGame            *self);
gboolean         canasta_game_would_go_out         (CanastaGame            *self,
                                                    const CnMove           *move);
/* The lay-off of cards on the acting side's meld of rank, or on its meld
 * at index when index >= 0 (as canasta_game_add_to_meld names it),
 * without playing it. */
void             canasta_game_lay_off_move         (CanastaGame            *self,
                                                    CnRank                  rank,
                                                    int                     index,
                                                    const CanastaCardSet   *cards,
                                                    CnMove                 *move);

/* The order the player gave a seat's hand by dragging its cards, or by
 * moving them with the keyboard; cards drawn or taken since go at its right
 * end. Without one (FALSE, 0) the hand follows the preferences' sort; a
 * new round starts without one. Saved with the game. */
gboolean         canasta_game_get_hand_arranged    (CanastaGame            *self,
                                                    int                     seat);
/* The arranged order into out (room for CN_MAX_CARDS); 0 when none. */
int              canasta_game_get_hand_arrangement (CanastaGame            *self,
                                                    int                     seat,
                                                    CnCard                 *out);
/* Arranges the seat's hand as cards (the hand's cards, in the order the
 * player wants; FALSE when they are not); NULL sorts it again. Emits
 * hand-arranged when the order changes. */
gboolean         canasta_game_arrange_hand         (CanastaGame            *self,
                                                    int                     seat,
                                                    const CnCard           *cards,
                                                    int                     n);

/* Network play (canasta-game-remote.c): the game becomes the game of the
 * table an invitation names, seen from the seat its host gives. Every
 * question above answers from that seat's view; the moves go to the host,
 * which judges them. FALSE with a sentence for the player when the text
 * is not an invitation; a failure to reach or join the table comes later,
 * as the remote state CANASTA_REMOTE_FAILED (remote-changed). */
gboolean           canasta_game_join               (CanastaGame            *self,
                                                    const char             *invitation,
                                                    GError                **error);
/* The name this screen's player gives the tables it joins from now on,
 * for the others to see (NULL or empty: none, the seat is called by its
 * number). */
void               canasta_game_set_player_name    (CanastaGame            *self,
                                                    const char             *name);
const char        *canasta_game_get_player_name    (CanastaGame            *self);
/* Leaves the table (a new game of this screen's own leaves it too): the
 * last view kept of it goes. */
void               canasta_game_leave              (CanastaGame            *self);
/* Closes the connection to the table (the window closed, the app
 * quitting), keeping the seat's token and its last view for the next
 * start. */
void               canasta_game_close_table        (CanastaGame            *self);
/* At start: joins again the table whose last view was kept last (its seat
 * still held), showing that view at once, face down where the seat saw
 * no card, as CANASTA_REMOTE_RECONNECTING until the host answers. FALSE
 * when there is none. A table joined again with canasta_game_join shows
 * its kept view in the same way. */
gboolean           canasta_game_resume_table       (CanastaGame            *self);
CanastaRemoteState canasta_game_get_remote_state   (CanastaGame            *self);
/* Why the table was refused or lost, for the player; NULL when it was not. */
const char        *canasta_game_get_remote_error   (CanastaGame            *self);
/* The table's code, and this screen's seat at it (-1 before the host gave one). */
const char        *canasta_game_get_table_code     (CanastaGame            *self);
/* The host the invitation names (a name or an address), to say whom the
 * screen is reconnecting to; NULL at a game of this screen's own. */
const char        *canasta_game_get_remote_host    (CanastaGame            *self);
/* Whether the table's host closed it for now (its window closed, its
 * server stopped) while this screen waits to be back at its seat: the
 * table comes back when the host starts again, and the client tries its
 * way back meanwhile. */
gboolean           canasta_game_get_table_closed   (CanastaGame            *self);
int                canasta_game_get_remote_seat    (CanastaGame            *self);
/* Whether seat waits for its player: one invited who has not joined yet,
 * or whose connection dropped during the game (the host keeps the seat,
 * with its hand, for the player's return). */
gboolean           canasta_game_get_seat_waiting   (CanastaGame            *self,
                                                    int                     seat);
/* The seconds the host still holds a dropped seat for its player, or -1
 * (not dropped, or held with no end); and whether a computer plays the
 * seat until its player comes back. */
int                canasta_game_get_seat_wait      (CanastaGame            *self,
                                                    int                     seat);
gboolean           canasta_game_get_seat_stand_in  (CanastaGame            *self,
                                                    int                     seat);
/* At a round's end: whether this screen's player went on to the next
 * round, and whether seat's player did too (the host deals once every
 * person at the table has; a computer is always ready). */
gboolean           canasta_game_get_going_on       (CanastaGame            *self);
gboolean           canasta_game_get_seat_ready     (CanastaGame            *self,
                                                    int                     seat);

G_END_DECLS
