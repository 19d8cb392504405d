/* cn-private.h: engine internals shared between its files
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-state.h"

G_BEGIN_DECLS

#define CN_SEAT_BIT(seat) ((uint8_t) (1u << (seat)))

static inline void
verdict_set (CnVerdict *v,
             CnCode     code,
             int        a,
             int        b,
             int        c)
{
  if (v == NULL)
    return;
  v->code = code;
  v->nums[0] = a;
  v->nums[1] = b;
  v->nums[2] = c;
  v->nums[3] = 0;
}

/* Shape of a meld of one natural rank (or of black threes, or wilds only):
 * CN_OK or the code saying what is wrong; nums[0..1] explain it. Inline:
 * the turn solver asks it for every step it weighs. */
static inline CnCode
cn_meld_shape (const CnRules *rules,
               int            rank,
               int            naturals,
               int            wilds,
               int           *num_a,
               int           *num_b)
{
  int n = naturals + wilds;

  *num_a = n;
  *num_b = 0;

  if (rank == CN_RANK_THREE)
    {
      if (wilds > 0)
        return CN_ERR_BLACK_THREES_WILD;
      if (n < rules->black_three_meld_min)
        {
          *num_b = rules->black_three_meld_min;
          return CN_ERR_MELD_TOO_SMALL;
        }
      if (n > rules->black_three_meld_max)
        {
          *num_b = rules->black_three_meld_max;
          return CN_ERR_MELD_TOO_LARGE;
        }
      return CN_OK;
    }

  if (rank == CN_RANK_JOKER)
    {
      if (rules->wild_melds == CN_WILD_MELDS_NONE || naturals > 0)
        return CN_ERR_WILD_MELD;
      if (n < rules->wild_meld_min)
        {
          *num_b = rules->wild_meld_min;
          return CN_ERR_MELD_TOO_SMALL;
        }
      if (n > rules->canasta_size)
        {
          *num_b = rules->canasta_size;
          return CN_ERR_MELD_TOO_LARGE;
        }
      return CN_OK;
    }

  if (n < rules->meld_min)
    {
      *num_b = rules->meld_min;
      return CN_ERR_MELD_TOO_SMALL;
    }
  if (naturals < 2)
    {
      *num_a = naturals;
      *num_b = 2;
      return CN_ERR_MELD_TOO_FEW_NATURALS;
    }
  if (wilds > rules->max_wilds)
    {
      *num_a = wilds;
      *num_b = rules->max_wilds;
      return CN_ERR_MELD_TOO_MANY_WILDS;
    }
  if (rules->wild_rule == CN_WILDS_FEWER_THAN_NATURALS ? wilds >= naturals : wilds > naturals)
    {
      *num_a = wilds;
      *num_b = naturals;
      return CN_ERR_MELD_WILDS_OUTNUMBER;
    }
  if (n > rules->meld_max)
    {
      *num_b = rules->meld_max;
      return CN_ERR_MELD_TOO_LARGE;
    }
  return CN_OK;
}

/* The side's meld of rank that still takes cards, or -1. */
int    cn_find_meld    (const CnState *state,
                        int            side,
                        int            rank);

gboolean cn_meld_is_canasta (const CnState *state,
                             const CnMeld  *meld);

gboolean cn_is_freezer   (const CnRules *rules,
                          CnCard         card);
/* Puts a card on the pile, keeping the count of freezing cards. */
void   cn_pile_push    (CnState       *state,
                        CnCard         card);
/* Lays a red three down in front of seat's side. */
void   cn_place_red_three (CnState    *state,
                           int         seat,
                           CnCard      card,
                           CnPlace     from,
                           CnEvents   *events);

/* Lays down the red threes in seat's hand and replaces each from the
 * stock; FALSE when the stock ran out while replacing. */
gboolean cn_place_deal_red_threes (CnState  *state,
                                   int       seat,
                                   CnEvents *events);

/* The cut and the deal that follows it (cn-cut.c). */
void   cn_cut_and_deal (CnState       *state,
                        int            lifted,
                        CnEvents      *events);

/* A finished canasta's kind for the closing requirement. */
typedef enum
{
  CN_CANASTA_NONE,
  CN_CANASTA_CLEAN,
  CN_CANASTA_DIRTY,
} CnCanastaKind;

CnCanastaKind cn_canasta_kind (const CnState *state,
                               const CnMeld  *meld);
/* A wild canasta's kind by its cards: seven twos and six jokers with a two
 * are clean, any other mix dirty. */
CnCanastaKind cn_wild_canasta_kind (const CnRules *rules,
                                    int            jokers,
                                    int            twos);
/* Whether the closing requirement of the variant holds for these counts. */
gboolean cn_closing_kinds_met (const CnState *state,
                               int            canastas,
                               int            clean,
                               int            dirty,
                               gboolean       wild_on_table);
void   cn_begin_turn   (CnState       *state,
                        int            seat,
                        CnEvents      *events);
void   cn_end_round    (CnState       *state,
                        CnRoundEnd     end,
                        CnEvents      *events);

void   cn_event_push   (CnEvents      *events,
                        CnEventKind    kind,
                        CnCard         card,
                        CnPlace        from,
                        CnPlace        to,
                        int            seat,
                        int            side,
                        int            meld);

/* The solver: can the seat to play still end this turn legally? */
typedef enum
{
  CN_SOLVE_END_TURN,      /* any legal end: discard and stay, or go out */
  CN_SOLVE_GO_OUT,        /* only by going out (a "yes" answer, or asking) */
} CnSolveGoal;

typedef struct
{
  gboolean feasible;
  gboolean opening_blocked;   /* the only obstacle is the opening minimum */
  int      best_points;       /* most this turn can meld toward the opening */
  int      minimum;
} CnSolveResult;

void   cn_solve        (const CnState *state,
                        CnSolveGoal    goal,
                        CnSolveResult *result);
/* The solver for variants whose canastas close at seven (cn-solver-closed.c);
 * cn_solve hands them over. */
void   cn_solve_closed (const CnState *state,
                        CnSolveGoal    goal,
                        CnSolveResult *result);

/* A black three taken from the pile this turn (where the variant allows it):
 * it went down at once with black threes from the hand, so the turn must
 * end by going out, as after a "yes" from the partner. Read from the turn's
 * own record, so a saved position keeps it. */
static inline gboolean
cn_turn_took_black_three (const CnState *state)
{
  return state->took_pile && state->turn_nat[CN_RANK_THREE] > 0 && !state->black_threes_down;
}

/* The turn can only end by going out. */
static inline gboolean
cn_turn_must_go_out (const CnState *state)
{
  return state->answer == CN_ANSWER_YES || cn_turn_took_black_three (state);
}

/* Removes the move's cards from the hand; FALSE (and the hand unchanged
 * as far as the caller cares: it works on a copy) when one is missing. */
static inline gboolean
cn_take_from_hand (CnState      *s,
                   int           seat,
                   const CnCard *cards,
                   int           n,
                   CnVerdict    *v)
{
  for (int i = 0; i < n; i++)
    {
      if (!cn_card_valid (cards[i]))
        {
          verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
          return FALSE;
        }
      if (s->hand[seat][cards[i]] == 0)
        {
          verdict_set (v, CN_ERR_NOT_IN_HAND, cards[i], 0, 0);
          return FALSE;
        }
      s->hand[seat][cards[i]]--;
      s->hand_n[seat]--;
    }
  return TRUE;
}

/* cn-check.c, for the moves of cn-check-meld.c: whether the turn may go
 * out now, and what must hold after a meld or lay-off (the hand empty and
 * going out allowed, or a legal way left to end the turn). */
gboolean cn_go_out_allowed  (const CnState *state,
                             gboolean       by_discard,
                             CnVerdict     *verdict);
gboolean cn_after_meld      (CnState       *state,
                             CnEvents      *events,
                             CnVerdict     *verdict);

/* cn-check-meld.c: taking the pile, melding and laying off, played on the
 * state (cn-check.c plays every move on a copy). */
gboolean cn_do_take_pile    (CnState       *state,
                             const CnMove  *move,
                             CnEvents      *events,
                             CnVerdict     *verdict);
gboolean cn_do_meld         (CnState       *state,
                             const CnMove  *move,
                             CnEvents      *events,
                             CnVerdict     *verdict);
gboolean cn_do_add          (CnState       *state,
                             const CnMove  *move,
                             CnEvents      *events,
                             CnVerdict     *verdict);

/* Whether the finished going-out turn was concealed. */
gboolean cn_turn_concealed (const CnState *state,
                            gboolean       by_discard);

G_END_DECLS
