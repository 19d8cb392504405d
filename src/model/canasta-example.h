/* canasta-example.h: a help example as a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "cn-state.h"
#include "canasta-enums.h"
#include "canasta-meld.h"

G_BEGIN_DECLS

#define CANASTA_TYPE_EXAMPLE (canasta_example_get_type ())

G_DECLARE_FINAL_TYPE (CanastaExample, canasta_example, CANASTA, EXAMPLE, GObject)

/* What became of a move the reader tried on an example's cards. */
typedef enum
{
  CANASTA_EXAMPLE_PLAYED,   /* the example's next move: played and judged */
  CANASTA_EXAMPLE_ALLOWED,  /* legal, but not the move the example shows next */
  CANASTA_EXAMPLE_REFUSED,  /* the rules refuse it */
  CANASTA_EXAMPLE_WAITING,  /* not the reader's turn in the example */
} CanastaExamplePlay;

/* One interactive example of the rules help: a scenario (a position and
 * its moves) played one move at a time through the engine, in the file's
 * order; a refused move changes nothing and play goes on with the next.
 * It follows one player, the one who makes the first move: the reader
 * sees that player's hand and side, and may play that player's moves on
 * the cards. The widgets read it here and never the engine's state.
 * "changed" is emitted after every move played and after a reset. */
CanastaExample *canasta_example_new_from_data  (const char        *data,
                                                gssize             length,
                                                GError           **error);

/* The names the examples give the seats, as the help's texts do: "Rosa"
 * for seat 0; and a side by its first player ("Rosa’s side", or "Rosa"
 * alone one against one). */
const char     *canasta_example_seat_name      (int                seat);
char           *canasta_example_dup_side_name  (CanastaExample    *self,
                                                int                side);
/* The example's players by their own names instead of the help's (a
 * review replays a real game's position): names[seat] for each seat, or
 * NULL for the help's names again. */
void            canasta_example_set_seat_names (CanastaExample    *self,
                                                const char *const *names);
const char     *canasta_example_get_seat_name  (CanastaExample    *self,
                                                int                seat);

/* --- the steps: the scenario's moves */
guint           canasta_example_get_n_steps    (CanastaExample    *self);
/* How many steps have been played; the next one is the only one that may
 * be played. */
guint           canasta_example_get_n_tried    (CanastaExample    *self);
/* A step in words, in the position it is played in ("Rosa melds A♥, A♦,
 * 2♣"), with the cards as shown or, spoken, by their full names. */
char           *canasta_example_describe_step  (CanastaExample    *self,
                                                guint              step,
                                                gboolean           spoken);
/* What the engine says of a step, as the help tells it ("Accepted.",
 * "Refused. …"): known before it is played. */
const char     *canasta_example_get_step_message (CanastaExample  *self,
                                                guint              step);
/* Whether the step has been played; if so, its verdict. */
gboolean        canasta_example_get_step_verdict (CanastaExample  *self,
                                                guint              step,
                                                CnVerdict         *verdict);
/* Plays the next step; FALSE (nothing played) for any other. */
gboolean        canasta_example_try_step       (CanastaExample    *self,
                                                guint              step);
void            canasta_example_reset          (CanastaExample    *self);

/* --- the reader's own moves on the cards */
int             canasta_example_get_follow_seat (CanastaExample   *self);
/* The most cards the followed player holds at any point of the example. */
int             canasta_example_get_most_cards (CanastaExample    *self);
/* The next step is the followed player's. */
gboolean        canasta_example_get_playable   (CanastaExample    *self);
/* The player to act has drawn this turn: cards dropped on the pile are a
 * discard, not a take. */
gboolean        canasta_example_get_drawn      (CanastaExample    *self);
/* A move the reader tries with the followed player's cards: kind, the
 * cards, and for a lay-off the meld's rank and index (-1: not named).
 * PLAYED plays the example's next step. Otherwise *message says why not
 * and which move the example goes on with. */
CanastaExamplePlay canasta_example_play        (CanastaExample    *self,
                                                CnMoveKind         kind,
                                                int                rank,
                                                int                index,
                                                const CnCard      *cards,
                                                guint              n_cards,
                                                char             **message);

/* --- the position as it stands after the steps played */
gboolean        canasta_example_get_pozo       (CanastaExample    *self);
gboolean        canasta_example_get_uruguayan  (CanastaExample    *self);
int             canasta_example_get_n_players  (CanastaExample    *self);
int             canasta_example_side_of        (CanastaExample    *self,
                                                int                seat);
gboolean        canasta_example_get_round_over (CanastaExample    *self);
/* The cards of a hand, sorted; out holds CN_MAX_CARDS. */
int             canasta_example_get_hand       (CanastaExample    *self,
                                                int                seat,
                                                CnCard            *out);
guint           canasta_example_get_pile_count (CanastaExample    *self);
CnCard          canasta_example_get_pile_top   (CanastaExample    *self);
/* The card set sideways under the pile: the one that froze it. */
CnCard          canasta_example_get_pile_freezer (CanastaExample  *self);
CanastaPileState canasta_example_get_pile_state (CanastaExample    *self);
/* Open to the others, frozen for a side that has not opened. */
gboolean        canasta_example_get_pile_frozen_for (CanastaExample *self,
                                                int                side);
guint           canasta_example_get_stock_count (CanastaExample   *self);
int             canasta_example_get_n_melds    (CanastaExample    *self,
                                                int                side);
CanastaMeld    *canasta_example_dup_meld       (CanastaExample    *self,
                                                int                side,
                                                int                index);
int             canasta_example_get_red_threes (CanastaExample    *self,
                                                int                side,
                                                CnCard            *out);
CnRank          canasta_example_get_moda       (CanastaExample    *self);
/* What the position says beside the cards, as sentences: the opening the
 * side needs, an answer awaited, the last turn, a premiado pozo taken. */
char           *canasta_example_dup_status     (CanastaExample    *self,
                                                int                side);
/* The score sheet once the round is over: one row a line, the line's
 * name then each side's points; headings flagged. NULL before. */
typedef struct
{
  char    *name;
  int      values[CN_MAX_SIDES];
  gboolean heading;
  /* A bit a side: its value is not known (and is 0), for it would come
   * from a hand the seat of canasta_example_set_known_seat never saw. */
  guint    unknown;
  /* A bit a side: the row says nothing of it (and its value is 0). */
  guint    blank;
} CanastaExampleScoreRow;

GPtrArray      *canasta_example_dup_score_rows (CanastaExample    *self);
/* A review's replay: the example's hands other than seat's are stand-ins
 * for cards the seat never saw, so the score of a round it ends shows
 * only what the seat knew (the table and its own hand), and its status
 * says the other hands are not counted. -1 (the default): every hand is
 * the example's own. */
void            canasta_example_set_known_seat (CanastaExample    *self,
                                                int                seat);
int             canasta_example_get_n_sides    (CanastaExample    *self);

/* For tests. */
const CnState  *canasta_example_get_state      (CanastaExample    *self);

G_END_DECLS
