/* cn-state.h: a round's position, and what the engine answers about it
 *
 * The types a move, its verdict, its events, the score and the game use
 * have headers of their own, included here: a file that includes
 * cn-state.h sees the whole engine.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

#include "cn-card.h"
#include "cn-rules.h"
#include "cn-limits.h"
#include "cn-rng.h"
#include "cn-move.h"
#include "cn-verdict.h"
#include "cn-event.h"
#include "cn-score.h"
#include "cn-game.h"

G_BEGIN_DECLS

/* ------------------------------------------------------------------ state */

typedef enum
{
  CN_PHASE_DRAW,        /* the seat to play must draw or take the pile */
  CN_PHASE_PLAY,        /* drawn: meld, lay off, ask, discard */
  CN_PHASE_ASKING,      /* waiting for the partner's answer to "may I go out?" */
  CN_PHASE_ROUND_OVER,
  CN_PHASE_CUT,         /* the round opens with the cut (variants with cut_deal): the first
                         * player's partner cuts, then the cards are dealt */
} CnPhase;

typedef enum
{
  CN_ANSWER_NONE,
  CN_ANSWER_YES,        /* the player must go out this turn */
  CN_ANSWER_NO,         /* the player may not go out this turn */
} CnAnswer;

typedef enum
{
  CN_END_NONE,
  CN_END_WENT_OUT,
  CN_END_STOCK_EXHAUSTED,
} CnRoundEnd;

typedef struct
{
  uint8_t rank;                 /* CnRank; CN_RANK_THREE for black threes, JOKER for wilds only */
  uint8_t n;
  uint8_t n_wild;
  uint8_t closed;               /* a closed canasta (variants where canastas close): the
                                 * side's how-manieth closed canasta of this rank it is (1,
                                 * 2, 3), which makes it a double or triple canasta */
  uint8_t cards[CN_MELD_CAP];
} CnMeld;

/* The whole position of a round. Plain data, no pointers but the static
 * rules row: a CnState is copied by assignment. (The typedef stands in
 * cn-move.h and cn-game.h, whose functions take a state.) */
struct _CnState
{
  const CnRules *rules;
  CnOptions      options;
  uint8_t   n_players;
  uint8_t   n_sides;
  uint8_t   hand_size;
  uint8_t   draw_count;
  uint8_t   canastas_needed;
  uint8_t   dealer;

  uint8_t   turn;               /* seat to play */
  uint8_t   phase;              /* CnPhase */
  uint8_t   answer;             /* CnAnswer, for this turn */
  uint8_t   asked;              /* asked this turn already */

  int32_t   scores[CN_MAX_SIDES];   /* totals before this round */

  uint8_t   hand[CN_MAX_SEATS][CN_N_KINDS];
  uint8_t   hand_n[CN_MAX_SEATS];

  uint8_t   stock[CN_MAX_CARDS];    /* top is stock[stock_n - 1] */
  uint16_t  stock_n;
  uint8_t   pile[CN_MAX_CARDS];     /* top is pile[pile_n - 1] */
  uint16_t  pile_n;
  uint16_t  pile_freezers;          /* wilds and red threes in the pile */
  uint16_t  pile_sideways;          /* cards at the bottom set sideways at the start */

  CnMeld    melds[CN_MAX_SIDES][CN_MAX_MELDS];
  uint8_t   n_melds[CN_MAX_SIDES];
  uint8_t   red_threes[CN_MAX_SIDES][CN_MAX_RED_THREES * 2];
  uint8_t   n_red_threes[CN_MAX_SIDES];
  uint8_t   opened[CN_MAX_SIDES];   /* the side had melds before this turn */
  uint8_t   melded_earlier;         /* bit per seat: melded or laid off before this turn */
  uint8_t   had_turn;               /* bit per seat: has started a turn this round */

  /* This turn. */
  uint8_t   took_pile;
  uint8_t   pile_pending;           /* pile taken to open; the rest waits for the minimum */
  uint8_t   black_threes_down;      /* black threes melded: only the going-out discard is left */
  int16_t   turn_points;            /* value melded this turn, for the opening minimum */
  uint8_t   turn_nat[CN_N_RANKS];   /* naturals melded this turn, by rank (concealed check) */
  uint8_t   turn_wild[CN_N_RANKS];  /* wilds melded this turn, by rank */
  uint8_t   turn_melded;            /* melded or laid off anything this turn */

  /* End of round. */
  uint8_t   end;                    /* CnRoundEnd */
  uint8_t   out_seat;
  uint8_t   out_concealed;

  uint8_t   full_deck;              /* dealt from a full deck: conservation is exact */

  /* The cut and the pozo (variants with cut_deal and a premiado pozo). */
  uint8_t   moda;                   /* rank of the canasta de moda; 0: none */
  uint8_t   exact_cut_side;         /* the side that scores the exact cut, or CN_NO_SIDE */
  uint8_t   premiado_taken;         /* bit per side: took a premiado pozo this round */
  uint8_t   pozo_down;              /* face-down cards at the bottom of the pozo: a wild
                                     * there is unseen and does not make it premiado */
  uint8_t   asked_at_draw;          /* the question came before the draw: the answer
                                     * returns to the draw phase */
  uint8_t   last_turn;              /* the stock ran out: this turn cannot close, and the
                                     * round ends with it */

  uint64_t  rng[4];
  uint32_t  move_count;
};

/* ------------------------------------------------------------------- API */

/* Deals a new round. scores are the sides' totals before it (NULL: zero). */
void     cn_state_new_round     (CnState          *state,
                                 const CnRules    *rules,
                                 const CnOptions  *options,
                                 int               players,
                                 int               dealer,
                                 const int        *scores,
                                 uint64_t          seed);

/* Building a position by hand (scenarios, tests): init an empty table, put
 * cards where they belong, then finish, which checks the position. */
void     cn_state_init_empty    (CnState          *state,
                                 const CnRules    *rules,
                                 const CnOptions  *options,
                                 int               players);
gboolean cn_state_add_meld      (CnState          *state,
                                 int               side,
                                 const CnCard     *cards,
                                 int               n,
                                 GError          **error);
gboolean cn_state_finish_setup  (CnState          *state,
                                 GError          **error);
/* Recomputes what follows from the cards where they lie: the hand counts
 * and the pile's freezing cards (above the pozo's face-down cards). */
void     cn_state_recount       (CnState          *state);

static inline int
cn_state_side_of (const CnState *state, int seat)
{
  unsigned s = (unsigned) seat, n = state->n_sides;

  /* Asked everywhere: spare the division (and a branch that would
   * alternate seat by seat) for the seats of a table, which are below
   * twice the sides. */
  if (G_LIKELY (s < 2 * n))
    return (int) (s - (n & (0u - (s >= n))));
  return seat % state->n_sides;
}

static inline CnCard
cn_state_pile_top (const CnState *state)
{
  return state->pile_n ? state->pile[state->pile_n - 1] : CN_CARD_NONE;
}

/* How many cards of rank the seat holds (the jokers for CN_RANK_JOKER). */
static inline int
cn_state_count_rank (const CnState *state,
                     int            seat,
                     int            rank)
{
  int n = 0;

  if (rank == CN_RANK_JOKER)
    return state->hand[seat][CN_CARD_JOKER];
  for (int suit = 0; suit < 4; suit++)
    n += state->hand[seat][CN_CARD (rank, suit)];
  return n;
}

static inline int
cn_state_seats_per_side (const CnState *state)
{
  return state->n_players / state->n_sides;
}

typedef enum
{
  CN_PILE_OPEN,
  CN_PILE_FROZEN,
  CN_PILE_BLOCKED,
  CN_PILE_EMPTY,
} CnPileState;

CnPileState cn_state_pile_state      (const CnState *state);
gboolean    cn_state_pile_frozen_for (const CnState *state,
                                      int            side);
int         cn_state_opening_minimum (const CnState *state,
                                      int            side);
gboolean    cn_state_side_opened     (const CnState *state,
                                      int            side);
/* Whether the acting side's opening is under way this turn (a meld made,
 * or the pile taken to open) and still short of its minimum: the turn
 * must meld on before it may end. */
gboolean    cn_state_opening_under_way (const CnState *state,
                                        int            side);
int         cn_state_canastas        (const CnState *state,
                                      int            side);
/* The closed-order number a meld of rank gets when it closes now: one
 * more than the side's canastas of that rank closed before it. */
int         cn_next_close_order      (const CnState *state,
                                      int            side,
                                      int            rank);
int         cn_state_partner         (const CnState *state,
                                      int            seat);
/* Who acts now: the seat to play, or the partner while a question waits. */
int         cn_state_actor           (const CnState *state);
int         cn_state_hand_cards      (const CnState *state,
                                      int            seat,
                                      CnCard        *out);

gboolean cn_check        (const CnState   *state,
                          const CnMove    *move,
                          CnVerdict       *verdict);
/* Applies move when legal; on refusal the state is untouched. events may
 * be NULL. */
gboolean cn_apply        (CnState         *state,
                          const CnMove    *move,
                          CnVerdict       *verdict,
                          CnEvents        *events);
/* Points melded this turn toward the opening minimum. */
int      cn_state_turn_points  (const CnState *state);
/* The card that froze the pile, shown sideways under it, or CN_CARD_NONE. */
CnCard   cn_state_pile_freezer (const CnState *state);
/* The side's meld of rank that still takes cards, or -1. */
int      cn_state_find_meld    (const CnState *state,
                                int            side,
                                int            rank);

/* The cut (variants with cut_deal): the seat that cuts (the first player's
 * partner), the cut points allowed (cards lifted, from *min to *max), and
 * the cards the deal needs, which a cut lifting exactly that many plus one
 * for each red three the cutter keeps turns into an exact cut (cn-cut.c). */
int      cn_state_cutter       (const CnState *state);
void     cn_state_cut_range    (const CnState *state,
                                int           *min,
                                int           *max);
int      cn_state_cut_target   (const CnState *state);

/* The premiado pozo: whether it is, and the wilds that make it so, set
 * crosswise under it (bottom first; the app draws them). Returns how many
 * were written to out (room for CN_MAX_CARDS). */
gboolean cn_state_pozo_premiado (const CnState *state);
int      cn_state_pozo_premios  (const CnState *state,
                                 CnCard        *out);
/* How many naturals of the top card's rank take the pile now: a pair,
 * or the uruguayan pozo's two, three once it is premiado. */
int      cn_state_take_naturals (const CnState *state);

/* The side's finished canastas by kind, for the closing requirement: clean
 * ones (natural, or the wild canastas of twos and of jokers) and dirty ones
 * (mixed, or the mixed wild canasta); and whether any wild card lies in its
 * melds, which makes its game dirty. */
void     cn_state_canasta_kinds (const CnState *state,
                                 int            side,
                                 int           *clean,
                                 int           *dirty,
                                 gboolean      *wild_on_table);

/* For the table to draw by (queries over the rules above, no new rule):
 * whether a finished canasta is stacked as a clean one, red card on top
 * (a natural canasta, or where the variant tells wild canastas apart by
 * kind, the clean ones of twos or of jokers); and whether the side's
 * canastas already give what going out needs (by kind where the variant
 * asks for kinds). */
gboolean cn_state_canasta_clean      (const CnState *state,
                                      const CnMeld  *meld);
gboolean cn_state_side_can_close     (const CnState *state,
                                      int            side);
/* Whether asking the partner "may I go out?" can matter now, to the seat
 * to play (for the button and the status line; the question's legality is
 * cn_check's). After the draw: when the turn can go out with the cards
 * held (the solver). Before it, where the question may come then: when
 * the side has the canastas going out needs, or the hand could complete
 * them this turn, or the pile can be taken now and its cards might (a
 * necessary condition there: the pile's cards are not all known). */
gboolean cn_state_asking_can_matter (const CnState *state);

/* How many cn_check() calls this thread has made (cn_apply counts too):
 * for the benchmark. */
uint64_t cn_stats_checks (void);

/* Can the seat to play still go out this turn? (for the "may I go out?"
 * button and for answering it) */
gboolean cn_state_can_go_out (const CnState *state);

/* Must the turn under way end by going out (after a "yes", or after
 * taking the pile with a black three where the rules allow it)? */
gboolean cn_state_must_go_out (const CnState *state);

void     cn_state_score  (const CnState   *state,
                          CnRoundScore    *score);
/* What seat's hand counts against its side at the count: its cards'
 * values (red threes aside, which count with the side's), 0 where the
 * cards in hand count nothing (the stock ran out, in some variants). */
int      cn_state_hand_points (const CnState *state,
                               int            seat);

/* Debug invariants: every card in exactly one place, no red three in a hand
 * that has had its turn, melds valid. Returns FALSE and sets error. */
gboolean cn_state_check_invariants (const CnState *state,
                                    GError       **error);

#define CN_ERROR (cn_error_quark ())
GQuark cn_error_quark (void);

typedef enum
{
  CN_ERROR_INVALID,
} CnError;

G_END_DECLS
