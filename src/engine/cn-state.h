/* cn-state.h
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

G_BEGIN_DECLS

#define CN_MAX_SEATS     6
#define CN_MAX_SIDES     3
#define CN_MAX_CARDS     162
#define CN_MAX_MELDS     24   /* per side */
#define CN_MELD_CAP      12   /* cards in one meld */
#define CN_MOVE_CAP      12   /* cards named by one move */
#define CN_MAX_LEGAL     1024
#define CN_MAX_EVENTS    64
#define CN_NO_SEAT       0xff
#define CN_NO_SIDE       0xff

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
 * rules row: a CnState is copied by assignment. */
typedef struct
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
} CnState;

/* ------------------------------------------------------------------ moves */

typedef enum
{
  CN_MOVE_DRAW,
  CN_MOVE_TAKE_PILE,       /* cards: the hand cards melded with the top card; none: lay off */
  CN_MOVE_MELD,            /* cards: a new meld (merged with the side's meld of that rank) */
  CN_MOVE_ADD,             /* rank + cards: lay off on the side's meld of rank */
  CN_MOVE_DISCARD,         /* cards[0] */
  CN_MOVE_ASK_GO_OUT,
  CN_MOVE_ANSWER_GO_OUT,   /* yes */
  CN_MOVE_CUT,             /* cut: the cards the cutter lifts (variants with cut_deal) */
  CN_N_MOVE_KINDS,
} CnMoveKind;

typedef struct
{
  uint8_t kind;
  uint8_t seat;
  uint8_t rank;
  uint8_t yes;
  uint8_t meld;            /* CN_MOVE_ADD: 1 + the meld's index in the side's list; 0 names
                            * the side's one unfinished meld of rank */
  uint8_t cut;             /* CN_MOVE_CUT: how many cards the cutter lifts */
  uint8_t n;
  uint8_t cards[CN_MOVE_CAP];
} CnMove;

/* The meld an add names by index, or -1 when it names it by rank. */
static inline int
cn_move_meld_index (const CnMove *move)
{
  return move->meld > 0 ? move->meld - 1 : -1;
}

static inline void
cn_move_set_meld_index (CnMove *move,
                        int     index)
{
  move->meld = (uint8_t) (index + 1);
}

typedef struct
{
  int    n;
  gboolean truncated;
  CnMove moves[CN_MAX_LEGAL];
} CnMoveList;

/* --------------------------------------------------------------- verdicts */

typedef enum
{
  CN_OK,
  CN_ERR_ROUND_OVER,
  CN_ERR_NOT_YOUR_TURN,
  CN_ERR_MUST_DRAW_FIRST,
  CN_ERR_ALREADY_DRAWN,
  CN_ERR_AWAITING_ANSWER,
  CN_ERR_NOT_IN_HAND,
  CN_ERR_BAD_MOVE,
  CN_ERR_STOCK_EMPTY,
  CN_ERR_PILE_EMPTY,
  CN_ERR_PILE_BLOCKED,
  CN_ERR_PILE_FROZEN,
  CN_ERR_PILE_FROZEN_UNOPENED,
  CN_ERR_PILE_TOP_UNUSABLE,
  CN_ERR_PILE_PENDING,
  CN_ERR_MELD_TOO_SMALL,
  CN_ERR_MELD_MIXED_RANKS,
  CN_ERR_MELD_TOO_FEW_NATURALS,
  CN_ERR_MELD_TOO_MANY_WILDS,
  CN_ERR_MELD_WILDS_OUTNUMBER,
  CN_ERR_MELD_TOO_LARGE,
  CN_ERR_MELD_CLOSED,
  CN_ERR_MELD_RED_THREE,
  CN_ERR_NO_MELD_OF_RANK,
  CN_ERR_BLACK_THREES_NOT_OUT,
  CN_ERR_BLACK_THREES_WILD,
  CN_ERR_BLACK_THREES_LAST,
  CN_ERR_WILD_MELD,
  CN_ERR_OPENING_BELOW_MINIMUM,
  CN_ERR_OPENING_UNREACHABLE,
  CN_ERR_GO_OUT_NEEDS_CANASTAS,
  CN_ERR_PARTNER_SAID_NO,
  CN_ERR_MUST_GO_OUT,
  CN_ERR_NO_WAY_TO_END_TURN,
  CN_ERR_GO_OUT_MUST_DISCARD,
  CN_ERR_NO_PARTNER,
  CN_ERR_ALREADY_ASKED,
  CN_ERR_ASK_AFTER_MELD,
  CN_ERR_ASK_REQUIRED,
  CN_ERR_CANNOT_GO_OUT,
  CN_ERR_NOT_ASKED,
  CN_ERR_BLACK_THREE_TAKE_NOT_OUT,
  CN_ERR_MUST_CUT,
  CN_ERR_NO_CUT_NOW,
  CN_ERR_CUT_OUT_OF_RANGE,
  CN_ERR_POZO_NEEDS_PAIR,
  CN_ERR_POZO_PREMIADO,
  CN_ERR_POZO_OPENING_FIRST,
  CN_ERR_WILD_MELD_PREMIADO,
  CN_ERR_WILD_MELD_NATURAL,
  CN_ERR_NO_SUCH_MELD,
  CN_ERR_MELD_AMBIGUOUS,
  CN_ERR_CLOSE_CLEAN_AND_DIRTY,
  CN_ERR_CLOSE_TWO_CLEAN,
  CN_ERR_STOCK_OUT_NO_CLOSE,
  CN_ERR_TAKE_NEEDS_WILD,
  CN_ERR_LAST_CARD_WOULD_GO_OUT,
  CN_N_CODES,
} CnCode;

#define CN_VERDICT_NUMS 4

/* What a verdict's numbers mean, by code (unlisted codes carry none):
 *   NOT_YOUR_TURN, AWAITING_ANSWER  [0] the seat that acts now, [1] the seat that tried
 *   NOT_IN_HAND                     [0] the card
 *   PILE_BLOCKED                    [0] the top card
 *   PILE_FROZEN, PILE_FROZEN_UNOPENED [0] naturals offered, [1] the top card's rank
 *   PILE_TOP_UNUSABLE, NO_MELD_OF_RANK, MELD_CLOSED  [0] the rank
 *   MELD_TOO_SMALL, MELD_TOO_LARGE  [0] cards the meld would have, [1] the limit
 *   MELD_TOO_FEW_NATURALS           [0] naturals, [1] naturals needed
 *   MELD_TOO_MANY_WILDS             [0] wilds, [1] the most allowed
 *   MELD_WILDS_OUTNUMBER            [0] wilds, [1] naturals
 *   MELD_MIXED_RANKS                [0] one rank, [1] the other
 *   MELD_RED_THREE                  [0] the card
 *   BLACK_THREES_NOT_OUT            [0] cards that would stay in hand
 *   OPENING_BELOW_MINIMUM, PILE_PENDING  [0] points melded this turn, [1] the minimum
 *   OPENING_UNREACHABLE             [0] the most this turn can reach, [1] the minimum
 *   GO_OUT_NEEDS_CANASTAS, CANNOT_GO_OUT  [0] the side's canastas, [1] canastas needed
 *   NO_WAY_TO_END_TURN              [0] cards left, [1] canastas, [2] canastas needed
 *   BLACK_THREE_TAKE_NOT_OUT        [0] cards left in hand, [1] canastas, [2] canastas needed
 *   CUT_OUT_OF_RANGE                [0] cards lifted, [1] the fewest, [2] the most allowed
 *   POZO_NEEDS_PAIR, POZO_PREMIADO  [0] naturals named, [1] naturals needed, [2] the top
 *                                   card's rank, [3] wilds named
 *   POZO_OPENING_FIRST              [0] the most the other cards can meld toward the
 *                                   opening this turn, [1] the minimum
 *   WILD_MELD_NATURAL               [0] the natural's rank
 *   NO_SUCH_MELD                    [0] the index named, [1] melds the side has
 *   MELD_AMBIGUOUS                  [0] the rank, [1] the side's unfinished melds of it
 *   CLOSE_CLEAN_AND_DIRTY, CLOSE_TWO_CLEAN  [0] clean canastas, [1] dirty canastas
 *   TAKE_NEEDS_WILD                 [0] naturals and [1] wilds of the smallest legal
 *                                   take, [2] the top card's rank
 *   ALREADY_DRAWN                   [0] 1 when the turn took the pile, 0 when it drew
 *   LAST_CARD_WOULD_GO_OUT          [0] and [1] the numbers of the refusal going out
 *                                   would meet, [2] that refusal's code
 *                                   (GO_OUT_NEEDS_CANASTAS or CLOSE_*)
 * Shape codes (MELD_*, BLACK_THREES_WILD) carry the meld's rank in [2]. */

typedef struct
{
  CnCode      code;
  int         nums[CN_VERDICT_NUMS];
} CnVerdict;

/* "pile-frozen": the stable code name. */
const char *cn_code_name     (CnCode code);
/* The rules section the refusal comes from ("pile", "opening", ...), the
 * same ids the help pane uses for its sections. */
const char *cn_code_section  (CnCode code);
/* A plain English explanation for logs and the referee (the app builds
 * its own translated text from the code and numbers). */
char       *cn_verdict_describe (const CnVerdict *verdict);

/* ----------------------------------------------------------------- events */

typedef enum
{
  CN_PLACE_STOCK,
  CN_PLACE_PILE,
  CN_PLACE_HAND,
  CN_PLACE_MELD,
  CN_PLACE_RED_THREES,
} CnPlace;

typedef enum
{
  CN_EVENT_CARD_MOVED,     /* card from one place to another */
  CN_EVENT_PILE_TAKEN,     /* the rest of the pile joined seat's hand */
  CN_EVENT_ASKED,
  CN_EVENT_ANSWERED,       /* count: 1 for yes, 0 for no */
  CN_EVENT_TURN,           /* seat to play changed */
  CN_EVENT_ROUND_OVER,
  CN_EVENT_CUT_CARD,       /* a card seen at the cut; to: CN_PLACE_HAND or
                            * CN_PLACE_RED_THREES when the cutter keeps it, CN_PLACE_STOCK when
                            * it goes back into the pack; count 1 for the natural that names
                            * the canasta de moda */
  CN_EVENT_EXACT_CUT,      /* seat cut exactly; its side scores the exact cut */
  CN_EVENT_DEALT,          /* the deal is done: count cards dealt in all */
  CN_EVENT_POZO,           /* the pozo is formed: card its top card, count its cards */
} CnEventKind;

typedef struct
{
  uint8_t kind;
  uint8_t card;
  uint8_t from;            /* CnPlace */
  uint8_t to;
  uint8_t seat;
  uint8_t side;
  uint8_t meld;            /* meld index, for CN_PLACE_MELD */
  uint8_t count;
} CnEvent;

typedef struct
{
  int     n;
  CnEvent events[CN_MAX_EVENTS];
} CnEvents;

/* ---------------------------------------------------------------- scoring */

typedef enum
{
  CN_LINE_MELDS,
  CN_LINE_HANDS,
  CN_LINE_NATURAL_CANASTAS,
  CN_LINE_MIXED_CANASTAS,
  CN_LINE_WILD_CANASTAS,
  CN_LINE_RED_THREES,
  CN_LINE_GOING_OUT,
  CN_LINE_CONCEALED,
  CN_LINE_BLACK_THREES,
  CN_LINE_CANASTILLA,
  CN_LINE_EXACT_CUT,
  CN_LINE_CLEAN_GAME,
  CN_LINE_ACE_CANASTAS,      /* where aces have their own bonus: ace canastas, not in the
                              * natural and mixed lines */
  CN_LINE_MODA,              /* the canasta de moda's bonus once more */
  CN_LINE_DOUBLE_CANASTAS,   /* a second canasta of a rank: its bonus once more */
  CN_LINE_TRIPLE_CANASTAS,   /* a third canasta of a rank: its bonus twice more */
  CN_N_LINES,
} CnLine;

/* The score sheet of source 001 writes two lines per side: the base (every
 * canasta bonus and premio) and the cards (melded cards less the cards in
 * hand). base + cards == total. */
typedef struct
{
  int lines[CN_N_LINES];
  int total;
  int natural_canastas;
  int mixed_canastas;
  int base;
  int cards;
} CnSideScore;

typedef struct
{
  int         n_sides;
  CnSideScore sides[CN_MAX_SIDES];
} CnRoundScore;

/* "natural-canastas" */
const char *cn_line_name      (CnLine         line);
/* Whether a line belongs to the cards (melded and held cards) rather than
 * to the base (canasta bonuses and premios). */
gboolean    cn_line_is_cards  (CnLine         line);
/* Whether the variant ever scores this line (the summary shows those). */
gboolean    cn_rules_has_line (const CnRules *rules,
                               CnLine         line);

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
void     cn_legal_moves  (const CnState   *state,
                          CnMoveList      *out);
/* The take of the pile a player who names no cards means: the legal take
 * with the fewest cards from the hand and no wild card (laying the top card
 * off, or a natural pair of its rank). FALSE with the verdict when there is
 * none: TAKE_NEEDS_WILD when every legal take spends a wild card, else the
 * engine's reason for the take with the naturals the rule asks for. */
gboolean cn_take_choice  (const CnState   *state,
                          CnMove          *move,
                          CnVerdict       *verdict);
/* The canonical form of a move: cards sorted, same-rank cards of equal
 * effect put in the order cn_legal_moves uses. */
void     cn_move_canonical (const CnState *state,
                            const CnMove  *move,
                            CnMove        *out);
gboolean cn_move_equal     (const CnMove  *a,
                            const CnMove  *b);
char    *cn_move_to_string (const CnMove  *move);

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

/* Random numbers from the state's own generator. */
uint64_t cn_rng_next     (uint64_t rng[4]);
void     cn_rng_seed     (uint64_t rng[4],
                          uint64_t seed);
uint32_t cn_rng_below    (uint64_t rng[4],
                          uint32_t bound);

/* ------------------------------------------------------------------ game */

typedef struct
{
  const CnRules *rules;
  CnOptions      options;
  int            players;
  int            n_sides;
  int            round;       /* rounds played */
  int            dealer;
  int            scores[CN_MAX_SIDES];
  uint64_t       seed;
  gboolean       over;
  int            winner;      /* side, when over */
} CnGame;

void     cn_game_init        (CnGame          *game,
                              const CnRules   *rules,
                              const CnOptions *options,
                              int              players,
                              uint64_t         seed);
/* Deals the next round into state. */
void     cn_game_start_round (CnGame          *game,
                              CnState         *state);
/* Adds a finished round's score to the totals and decides whether the
 * game is over (a tie at the top above the target, or after the last of
 * options.fixed_rounds, plays on). */
void     cn_game_end_round   (CnGame             *game,
                              const CnRoundScore *score);

#define CN_ERROR (cn_error_quark ())
GQuark cn_error_quark (void);

typedef enum
{
  CN_ERROR_INVALID,
} CnError;

G_END_DECLS
