/* cn-check.c: judging and applying moves
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

/* Every move is judged by playing it: cn_check plays it on a copy of the
 * state, cn_apply on the state with a copy to put back when the move is
 * refused, so nothing is ever half-applied, and the checks after the move
 * (can the turn still end legally?) look at exactly the position the move
 * leaves.
 *
 * The moves that put cards on the table (taking the pile, melding, laying
 * off) are in cn-check-meld.c; the draw, the discard, the question and
 * its answer, and the end of a turn are here. */

/* The rest of a taken pile joins the hand; its red threes go face up and
 * are not replaced. */
static void
pile_to_hand (CnState  *s,
              int       seat,
              CnEvents *events)
{
  int side = cn_state_side_of (s, seat);
  int joined = 0;

  for (int i = 0; i < s->pile_n; i++)
    {
      CnCard card = s->pile[i];

      if (cn_card_is_red_three (card))
        {
          cn_place_red_three (s, seat, card, CN_PLACE_PILE, events);
          continue;
        }
      s->hand[seat][card]++;
      s->hand_n[seat]++;
      joined++;
    }
  if (events && events->n < CN_MAX_EVENTS)
    {
      cn_event_push (events, CN_EVENT_PILE_TAKEN, CN_CARD_NONE, CN_PLACE_PILE, CN_PLACE_HAND,
                     seat, side, 0);
      events->events[events->n - 1].count = (uint8_t) MIN (joined, 255);
    }
  s->pile_n = 0;
  s->pile_freezers = 0;
  s->pile_sideways = 0;
  s->pozo_down = 0;
  s->pile_pending = FALSE;
}

static gboolean
opening_met (const CnState *s,
             int            side)
{
  return s->opened[side] || s->turn_points >= cn_state_opening_minimum (s, side);
}

gboolean
cn_turn_concealed (const CnState *s,
                   gboolean       by_discard)
{
  gboolean canasta = FALSE;
  int a, b;

  if (!s->rules->concealed_allowed)
    return FALSE;
  if (s->melded_earlier & CN_SEAT_BIT (s->turn))
    return FALSE;
  if (by_discard && s->rules->concealed_no_discard)
    return FALSE;
  if (s->took_pile && s->rules->concealed_needs_stock_draw)
    return FALSE;

  /* Source 000's leniency: judged on the cards this player melded in this
   * turn alone, as if the partner's melds were not there. */
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    {
      int naturals = s->turn_nat[rank];
      int wilds = s->turn_wild[rank];

      if (naturals + wilds == 0)
        continue;
      if (cn_meld_shape (s->rules, rank, naturals, wilds, &a, &b) != CN_OK)
        return FALSE;
      if (rank != CN_RANK_THREE && naturals + wilds >= s->rules->canasta_size)
        canasta = TRUE;
    }
  return canasta;
}

/* Does the side have the canastas going out needs (a count, or kinds)? */
static gboolean
closing_met (const CnState *s,
             int            side,
             CnVerdict     *v)
{
  int canastas = cn_state_canastas (s, side);
  int clean, dirty;
  gboolean wild;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild);
  if (cn_closing_kinds_met (s, canastas, clean, dirty, wild))
    return TRUE;
  if (!s->rules->close_needs_clean_and_dirty)
    verdict_set (v, CN_ERR_GO_OUT_NEEDS_CANASTAS, canastas, s->canastas_needed, 0);
  else
    verdict_set (v, wild ? CN_ERR_CLOSE_CLEAN_AND_DIRTY : CN_ERR_CLOSE_TWO_CLEAN, clean, dirty, 0);
  return FALSE;
}

/* May the seat to play go out now, in principle (canastas, the partner's
 * answer, the opening)? */
gboolean
cn_go_out_allowed (const CnState *s,
                   gboolean       by_discard,
                   CnVerdict     *v)
{
  int side = cn_state_side_of (s, s->turn);

  /* After the stock ran out the turn may end with an empty hand, but that
   * is not closing. */
  if (s->last_turn)
    {
      verdict_set (v, CN_ERR_STOCK_OUT_NO_CLOSE, 0, 0, 0);
      return FALSE;
    }
  if (!closing_met (s, side, v))
    return FALSE;
  if (s->answer == CN_ANSWER_NO)
    {
      verdict_set (v, CN_ERR_PARTNER_SAID_NO, 0, 0, 0);
      return FALSE;
    }
  if (s->rules->ask_rule == CN_ASK_REQUIRED && s->answer != CN_ANSWER_YES)
    {
      verdict_set (v, CN_ERR_ASK_REQUIRED, 0, 0, 0);
      return FALSE;
    }
  if (!by_discard && s->rules->go_out_must_discard)
    {
      verdict_set (v, CN_ERR_GO_OUT_MUST_DISCARD, 0, 0, 0);
      return FALSE;
    }
  if (!opening_met (s, side) &&
      !(s->rules->concealed_skips_minimum && cn_turn_concealed (s, by_discard)))
    {
      verdict_set (v, CN_ERR_OPENING_BELOW_MINIMUM, s->turn_points,
                   cn_state_opening_minimum (s, side), 0);
      return FALSE;
    }
  return TRUE;
}

static void
go_out (CnState  *s,
        gboolean  by_discard,
        CnEvents *events)
{
  s->out_seat = s->turn;
  s->out_concealed = cn_turn_concealed (s, by_discard);
  s->melded_earlier |= s->turn_melded ? CN_SEAT_BIT (s->turn) : 0;
  cn_end_round (s, CN_END_WENT_OUT, events);
}

/* After a meld or lay-off: the hand may be empty (going out), or the turn
 * must still have a legal way to end. */
gboolean
cn_after_meld (CnState   *s,
               CnEvents  *events,
               CnVerdict *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  CnSolveResult r;

  /* The opening is complete: a pile taken to open joins the hand. */
  if (s->pile_pending && opening_met (s, side))
    pile_to_hand (s, seat, events);

  if (s->hand_n[seat] == 0 && !s->pile_pending)
    {
      /* In the last turn after the stock ran out, melding every card ends
       * the round without closing (source 001). */
      if (s->last_turn)
        {
          s->melded_earlier |= CN_SEAT_BIT (seat);
          cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
          return TRUE;
        }
      if (!cn_go_out_allowed (s, FALSE, v))
        return FALSE;
      go_out (s, FALSE, events);
      return TRUE;
    }

  cn_solve (s, cn_turn_must_go_out (s) ? CN_SOLVE_GO_OUT : CN_SOLVE_END_TURN, &r);
  if (!r.feasible)
    {
      CnSolveResult out;
      CnVerdict closing;
      int canastas = cn_state_canastas (s, side);

      /* Name the rule that stands in the way: a black three taken to go
       * out, the opening, the partner's answer, the asking going out needs,
       * the canastas it needs, or, failing one cause, the general one. */
      out.feasible = FALSE;
      if (s->answer == CN_ANSWER_NO ||
          (s->answer == CN_ANSWER_NONE && s->rules->ask_rule == CN_ASK_REQUIRED))
        cn_solve (s, CN_SOLVE_GO_OUT, &out);
      if (cn_turn_took_black_three (s))
        verdict_set (v, CN_ERR_BLACK_THREE_TAKE_NOT_OUT, s->hand_n[seat], canastas,
                     s->canastas_needed);
      else if (r.opening_blocked)
        verdict_set (v, CN_ERR_OPENING_UNREACHABLE, r.best_points, r.minimum, 0);
      /* The cards the move would leave: after a yes, they could not go out. */
      else if (s->answer == CN_ANSWER_YES)
        verdict_set (v, CN_ERR_MUST_GO_OUT, s->hand_n[seat], 0, 0);
      else if (s->answer == CN_ANSWER_NO && out.feasible)
        verdict_set (v, CN_ERR_PARTNER_SAID_NO, 0, 0, 0);
      /* Going out would end it, but only after asking the partner. */
      else if (s->answer == CN_ANSWER_NONE && out.feasible)
        verdict_set (v, CN_ERR_ASK_REQUIRED, 0, 0, 0);
      /* One card left: the only way on is to discard it, and that would
       * go out, which the side's canastas do not allow. The move itself
       * is no going out, so the refusal says both. */
      else if (s->hand_n[seat] <= 1 && !s->pile_pending && !closing_met (s, side, &closing))
        verdict_set (v, CN_ERR_LAST_CARD_WOULD_GO_OUT, closing.nums[0], closing.nums[1],
                     closing.code);
      else
        verdict_set (v, CN_ERR_NO_WAY_TO_END_TURN, s->hand_n[seat], canastas, s->canastas_needed);
      return FALSE;
    }
  return TRUE;
}

static gboolean do_move (CnState      *s,
                         const CnMove *m,
                         CnEvents     *events,
                         CnVerdict    *v);

/* After the last stock card was drawn and the drawer discarded: can the
 * next seat take the pozo? It needs the naturals of the top card's rank;
 * whether it may take it with them is the engine's own verdict on the take. */
static gboolean
last_chance (const CnState *s)
{
  CnState next = *s;
  CnCard top = cn_state_pile_top (s);
  int seat = (s->turn + 1) % s->n_players;
  int have;

  if (top == CN_CARD_NONE || !cn_card_is_natural (top))
    return FALSE;
  have = cn_state_count_rank (s, seat, cn_card_rank (top));
  next.last_turn = TRUE;
  cn_begin_turn (&next, seat, NULL);
  if (next.phase != CN_PHASE_DRAW)
    return FALSE;
  for (int k = 2; k <= have && k <= CN_MOVE_CAP; k++)
    {
      CnState copy = next;
      CnMove m = { .kind = CN_MOVE_TAKE_PILE, .seat = seat };
      CnVerdict v;

      for (int suit = 0; suit < 4; suit++)
        for (int c = 0; c < s->hand[seat][CN_CARD (cn_card_rank (top), suit)] && m.n < k; c++)
          m.cards[m.n++] = CN_CARD (cn_card_rank (top), suit);
      if (do_move (&copy, &m, NULL, &v))
        return TRUE;
    }
  return FALSE;
}

static void
end_turn (CnState  *s,
          CnEvents *events)
{
  if (s->turn_melded)
    s->melded_earlier |= CN_SEAT_BIT (s->turn);

  if (s->stock_n == 0 && s->rules->exhaust_rule == CN_EXHAUST_ONE_MORE)
    {
      /* Source 001: after the player who drew the last cards discards, the
       * next player may still take the pozo, meld and discard, but not
       * close; when it cannot take the pozo the round is over now. A last
       * turn ends the round. */
      if (!s->last_turn && last_chance (s))
        {
          s->last_turn = TRUE;
          cn_begin_turn (s, (s->turn + 1) % s->n_players, events);
          return;
        }
      cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
      return;
    }
  if (s->stock_n == 0)
    {
      cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
      return;
    }
  cn_begin_turn (s, (s->turn + 1) % s->n_players, events);
}

/* ----------------------------------------------------------------- moves */

static gboolean
do_draw (CnState   *s,
         CnEvents  *events,
         CnVerdict *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  int wanted = s->draw_count;

  if (s->stock_n == 0)
    {
      /* The seat that may still take the pozo after the stock ran out
       * declines it by drawing: the round is over. */
      if (s->last_turn)
        {
          cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
          return TRUE;
        }
      verdict_set (v, CN_ERR_STOCK_EMPTY, 0, 0, 0);
      return FALSE;
    }

  while (wanted > 0)
    {
      CnCard card;

      if (s->stock_n == 0)
        break;
      card = s->stock[--s->stock_n];
      if (cn_card_is_red_three (card))
        {
          /* Laid down and replaced; the last card of the stock being a red
           * three ends the round at once. */
          cn_place_red_three (s, seat, card, CN_PLACE_STOCK, events);
          if (s->stock_n == 0 && s->rules->exhaust_rule != CN_EXHAUST_ONE_MORE)
            {
              cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);
              return TRUE;
            }
          continue;
        }
      s->hand[seat][card]++;
      s->hand_n[seat]++;
      cn_event_push (events, CN_EVENT_CARD_MOVED, card, CN_PLACE_STOCK, CN_PLACE_HAND, seat, side, 0);
      wanted--;
    }

  s->phase = CN_PHASE_PLAY;
  if (s->stock_n == 0 && s->rules->exhaust_rule == CN_EXHAUST_AT_ONCE)
    cn_end_round (s, CN_END_STOCK_EXHAUSTED, events);

  /* Source 001: a last draw of a single card, or of two with a red three
   * among them, may meld down to an empty hand but not close; the round
   * ends with this turn. */
  if (s->stock_n == 0 && s->rules->exhaust_rule == CN_EXHAUST_ONE_MORE && wanted > 0)
    s->last_turn = TRUE;

  /* A "yes" given before the draw binds once the cards are drawn; when
   * they leave no way to close, it lapses and the turn goes on. */
  if (s->answer == CN_ANSWER_YES && s->phase == CN_PHASE_PLAY)
    {
      CnSolveResult r;

      if (!s->last_turn)
        cn_solve (s, CN_SOLVE_GO_OUT, &r);
      if (s->last_turn || !r.feasible)
        s->answer = CN_ANSWER_NONE;
    }
  return TRUE;
}

static gboolean
do_discard (CnState      *s,
            const CnMove *m,
            CnEvents     *events,
            CnVerdict    *v)
{
  int seat = s->turn;
  int side = cn_state_side_of (s, seat);
  CnCard card;

  if (m->n != 1)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  card = m->cards[0];
  if (s->pile_pending)
    {
      verdict_set (v, CN_ERR_PILE_PENDING, s->turn_points, cn_state_opening_minimum (s, side), 0);
      return FALSE;
    }
  if (!cn_take_from_hand (s, seat, &card, 1, v))
    return FALSE;

  /* The last turn after the stock ran out may discard its last card: the
   * round ends without anyone closing. */
  if (s->hand_n[seat] == 0 && !s->last_turn)
    {
      if (!cn_go_out_allowed (s, TRUE, v))
        return FALSE;
    }
  else
    {
      if (s->turn_melded && !opening_met (s, side))
        {
          verdict_set (v, CN_ERR_OPENING_BELOW_MINIMUM, s->turn_points,
                       cn_state_opening_minimum (s, side), 0);
          return FALSE;
        }
      if (s->answer == CN_ANSWER_YES)
        {
          verdict_set (v, CN_ERR_MUST_GO_OUT, 0, 0, 0);
          return FALSE;
        }
      if (cn_turn_took_black_three (s))
        {
          verdict_set (v, CN_ERR_BLACK_THREE_TAKE_NOT_OUT, s->hand_n[seat],
                       cn_state_canastas (s, side), s->canastas_needed);
          return FALSE;
        }
      if (s->black_threes_down)
        {
          verdict_set (v, CN_ERR_BLACK_THREES_NOT_OUT, s->hand_n[seat], 0, 0);
          return FALSE;
        }
    }

  cn_pile_push (s, card);
  cn_event_push (events, CN_EVENT_CARD_MOVED, card, CN_PLACE_HAND, CN_PLACE_PILE, seat, side, 0);

  if (s->hand_n[seat] == 0 && !s->last_turn)
    go_out (s, TRUE, events);
  else
    end_turn (s, events);
  return TRUE;
}

static gboolean
do_ask (CnState   *s,
        CnEvents  *events,
        CnVerdict *v)
{
  CnSolveResult r;

  if (cn_state_partner (s, s->turn) < 0)
    {
      verdict_set (v, CN_ERR_NO_PARTNER, 0, 0, 0);
      return FALSE;
    }
  if (s->last_turn)
    {
      verdict_set (v, CN_ERR_STOCK_OUT_NO_CLOSE, 0, 0, 0);
      return FALSE;
    }
  if (s->asked)
    {
      verdict_set (v, CN_ERR_ALREADY_ASKED, 0, 0, 0);
      return FALSE;
    }
  if (s->turn_melded)
    {
      verdict_set (v, CN_ERR_ASK_AFTER_MELD, 0, 0, 0);
      return FALSE;
    }
  /* Before the draw (where the variant allows it) nobody can tell yet
   * whether the turn will close: the question is always allowed then. */
  if (s->phase == CN_PHASE_PLAY)
    {
      cn_solve (s, CN_SOLVE_GO_OUT, &r);
      if (!r.feasible)
        {
          int side = cn_state_side_of (s, s->turn);

          verdict_set (v, CN_ERR_CANNOT_GO_OUT, cn_state_canastas (s, side), s->canastas_needed, 0);
          return FALSE;
        }
    }
  s->asked_at_draw = s->phase == CN_PHASE_DRAW;
  s->asked = TRUE;
  s->phase = CN_PHASE_ASKING;
  cn_event_push (events, CN_EVENT_ASKED, CN_CARD_NONE, 0, 0, s->turn,
                 cn_state_side_of (s, s->turn), 0);
  return TRUE;
}

static gboolean
do_answer (CnState      *s,
           const CnMove *m,
           CnEvents     *events,
           CnVerdict    *v)
{
  s->answer = m->yes ? CN_ANSWER_YES : CN_ANSWER_NO;
  s->phase = s->asked_at_draw ? CN_PHASE_DRAW : CN_PHASE_PLAY;
  s->asked_at_draw = FALSE;
  cn_event_push (events, CN_EVENT_ANSWERED, CN_CARD_NONE, 0, 0, cn_state_partner (s, s->turn),
                 cn_state_side_of (s, s->turn), 0);
  if (events && events->n > 0)
    events->events[events->n - 1].count = m->yes ? 1 : 0;
  return TRUE;
}

static gboolean
do_move (CnState      *s,
         const CnMove *m,
         CnEvents     *events,
         CnVerdict    *v)
{
  int actor;

  verdict_set (v, CN_OK, 0, 0, 0);

  if (m->kind >= CN_N_MOVE_KINDS || m->n > CN_MOVE_CAP)
    {
      verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
      return FALSE;
    }
  if (s->phase == CN_PHASE_ROUND_OVER)
    {
      verdict_set (v, CN_ERR_ROUND_OVER, 0, 0, 0);
      return FALSE;
    }
  actor = cn_state_actor (s);
  if (m->seat != actor)
    {
      verdict_set (v, s->phase == CN_PHASE_ASKING && m->seat == s->turn ? CN_ERR_AWAITING_ANSWER
                                                                        : CN_ERR_NOT_YOUR_TURN,
                   actor, m->seat, 0);
      return FALSE;
    }

  if (s->phase == CN_PHASE_ASKING)
    {
      if (m->kind != CN_MOVE_ANSWER_GO_OUT)
        {
          verdict_set (v, CN_ERR_AWAITING_ANSWER, actor, 0, 0);
          return FALSE;
        }
      return do_answer (s, m, events, v);
    }

  /* The round opens with the cut, and only then. */
  if (s->phase == CN_PHASE_CUT || m->kind == CN_MOVE_CUT)
    {
      int min, max;

      if (s->phase != CN_PHASE_CUT)
        {
          verdict_set (v, CN_ERR_NO_CUT_NOW, 0, 0, 0);
          return FALSE;
        }
      if (m->kind != CN_MOVE_CUT)
        {
          verdict_set (v, CN_ERR_MUST_CUT, 0, 0, 0);
          return FALSE;
        }
      cn_state_cut_range (s, &min, &max);
      if (m->cut < min || m->cut > max)
        {
          verdict_set (v, CN_ERR_CUT_OUT_OF_RANGE, m->cut, min, max);
          return FALSE;
        }
      cn_cut_and_deal (s, m->cut, events);
      return TRUE;
    }

  if (m->kind == CN_MOVE_ASK_GO_OUT && s->phase == CN_PHASE_DRAW && s->rules->ask_before_draw)
    return do_ask (s, events, v);

  switch ((CnMoveKind) m->kind)
    {
    case CN_MOVE_DRAW:
    case CN_MOVE_TAKE_PILE:
      if (s->phase != CN_PHASE_DRAW)
        {
          /* Say which: the player who took the pile drew nothing. */
          verdict_set (v, CN_ERR_ALREADY_DRAWN, s->took_pile ? 1 : 0, 0, 0);
          return FALSE;
        }
      return m->kind == CN_MOVE_DRAW ? do_draw (s, events, v) : cn_do_take_pile (s, m, events, v);

    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
    case CN_MOVE_DISCARD:
    case CN_MOVE_ASK_GO_OUT:
      if (s->phase != CN_PHASE_PLAY)
        {
          verdict_set (v, CN_ERR_MUST_DRAW_FIRST, 0, 0, 0);
          return FALSE;
        }
      if (m->kind == CN_MOVE_MELD)
        return cn_do_meld (s, m, events, v);
      if (m->kind == CN_MOVE_ADD)
        return cn_do_add (s, m, events, v);
      if (m->kind == CN_MOVE_DISCARD)
        return do_discard (s, m, events, v);
      return do_ask (s, events, v);

    case CN_MOVE_ANSWER_GO_OUT:
      verdict_set (v, CN_ERR_NOT_ASKED, 0, 0, 0);
      return FALSE;

    case CN_MOVE_CUT:
    case CN_N_MOVE_KINDS:
    default:
      break;
    }
  verdict_set (v, CN_ERR_BAD_MOVE, 0, 0, 0);
  return FALSE;
}

/* Counts the checks made on this thread, for the benchmark. */
static __thread uint64_t checks_made;

uint64_t
cn_stats_checks (void)
{
  return checks_made;
}

gboolean
cn_check (const CnState *state,
          const CnMove  *move,
          CnVerdict     *verdict)
{
  CnState copy = *state;
  CnVerdict local;

  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  checks_made++;
  return do_move (&copy, move, NULL, verdict ? verdict : &local);
}

gboolean
cn_apply (CnState      *state,
          const CnMove *move,
          CnVerdict    *verdict,
          CnEvents     *events)
{
  CnState saved;
  CnVerdict local;
  CnEvents scratch;

  g_return_val_if_fail (state != NULL && move != NULL, FALSE);

  /* The move is played on the state itself and the state put back when
   * it is refused: one copy of the state where playing on a copy and
   * keeping it would take two, and the moves applied are nearly always
   * legal. */
  saved = *state;
  checks_made++;
  if (verdict == NULL)
    verdict = &local;
  if (events)
    events->n = 0;
  scratch.n = 0;
  if (!do_move (state, move, events ? &scratch : NULL, verdict))
    {
      *state = saved;
      return FALSE;
    }

  if (events)
    memcpy (events->events, scratch.events, scratch.n * sizeof scratch.events[0]), events->n = scratch.n;
  state->move_count++;

#ifdef CN_CHECK_INVARIANTS
  {
    g_autoptr(GError) error = NULL;

    if (!cn_state_check_invariants (state, &error))
      g_error ("engine invariant broken after a move: %s", error->message);
  }
#endif
  return TRUE;
}

gboolean
cn_state_can_go_out (const CnState *state)
{
  CnSolveResult r;

  g_return_val_if_fail (state != NULL, FALSE);

  if (state->phase != CN_PHASE_PLAY || state->answer == CN_ANSWER_NO)
    return FALSE;
  cn_solve (state, CN_SOLVE_GO_OUT, &r);
  return r.feasible;
}

gboolean
cn_state_must_go_out (const CnState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);

  return state->phase == CN_PHASE_PLAY && cn_turn_must_go_out (state);
}

int
cn_state_turn_points (const CnState *state)
{
  return state->turn_points;
}

CnCard
cn_state_pile_freezer (const CnState *state)
{
  /* The card shown sideways under the pile: the topmost freezing card
   * below the top one. */
  for (int i = (int) state->pile_n - 2; i >= state->pozo_down; i--)
    if (cn_is_freezer (state->rules, state->pile[i]))
      return state->pile[i];
  return CN_CARD_NONE;
}

int
cn_state_find_meld (const CnState *state,
                    int            side,
                    int            rank)
{
  g_return_val_if_fail (state != NULL && side >= 0 && side < state->n_sides, -1);

  return cn_find_meld (state, side, rank);
}
