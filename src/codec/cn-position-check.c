/* cn-position-check.c: what a position's keys imply, and what they must
 * agree on
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-position-private.h"

#include <string.h>

/* ------------------------------------------------ what follows, read */

/* Whether the side had opened when the turn began: any side with melds,
 * but the side to play only when it had melds before this turn, that is
 * when its melds hold more cards than it melded this turn (the turn's
 * record counts every card it put on a meld). */
void
cn_position_derive_opened (CnState *s)
{
  int turn_side = cn_state_side_of (s, s->turn);

  for (int side = 0; side < s->n_sides; side++)
    {
      int on_table = 0;
      int this_turn = 0;

      for (int m = 0; m < s->n_melds[side]; m++)
        on_table += s->melds[side][m].n;
      if (side == turn_side)
        for (int rank = 0; rank < CN_N_RANKS; rank++)
          this_turn += s->turn_nat[rank] + s->turn_wild[rank];
      s->opened[side] = on_table > this_turn;
    }
}

void
cn_position_derive_asked (CnState *s)
{
  s->asked = s->phase == CN_PHASE_ASKING;
}

/* The seat to play has begun its turn; a seat that melded earlier in the
 * round has had one. Other seats lay their red threes down when their
 * first turn begins. */
void
cn_position_derive_had_turn (CnState *s)
{
  /* Before the cut nobody has had a turn. */
  if (s->phase == CN_PHASE_CUT)
    s->had_turn = 0;
  else
    s->had_turn = (uint8_t) ((1u << s->turn) | s->melded_earlier);
}

void
cn_position_derive_turn_melded (CnState *s)
{
  s->turn_melded = FALSE;
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    if (s->turn_nat[rank] != 0 || s->turn_wild[rank] != 0)
      s->turn_melded = TRUE;
}

/* A round over with the hand of the seat to play empty ended by its going
 * out; any other ended with the stock. */
void
cn_position_derive_end (CnState *s)
{
  if (s->phase != CN_PHASE_ROUND_OVER)
    s->end = CN_END_NONE;
  else if (s->hand_n[s->turn] == 0)
    s->end = CN_END_WENT_OUT;
  else
    s->end = CN_END_STOCK_EXHAUSTED;
}

void
cn_position_derive_out_seat (CnState *s)
{
  s->out_seat = s->end == CN_END_WENT_OUT ? s->turn : CN_NO_SEAT;
}

/* ---------------------------------------------------- a position stands */

/* The cards in a side's melds, by meld rank: naturals and wilds, and what
 * they are worth. */
typedef struct
{
  int naturals[CN_N_RANKS];
  int wilds[CN_N_RANKS];
  int points;
} MeldTotals;

static void
meld_totals (const CnState *s,
             int            side,
             MeldTotals    *totals)
{
  memset (totals, 0, sizeof *totals);
  for (int m = 0; m < s->n_melds[side]; m++)
    {
      const CnMeld *meld = &s->melds[side][m];

      totals->naturals[meld->rank] += meld->n - meld->n_wild;
      totals->wilds[meld->rank] += meld->n_wild;
      for (int i = 0; i < meld->n; i++)
        totals->points += cn_rules_card_value (s->rules, meld->cards[i]);
    }
}

/* What the engine can never leave behind, so that a position that loads is
 * one the engine can play on from here, and an impossible one is refused
 * rather than played. The engine's own invariants (every card in one
 * place, valid melds) are checked after. */
gboolean
cn_position_check (const CnState   *s,
                   CnPositionForm   form,
                   const char      *where,
                   GError         **error)
{
  int side = cn_state_side_of (s, s->turn);
  MeldTotals totals;

  /* Red threes go down on a seat's first turn (or at the deal), so no
   * seat that has started a turn holds one, the seat to play in a
   * scenario's draw phase aside: it begins its turn below. */
  for (int seat = 0; seat < s->n_players; seat++)
    if ((s->had_turn & (1u << seat)) &&
        !(form == CN_POSITION_SCENARIO && s->phase == CN_PHASE_DRAW && seat == s->turn) &&
        (s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS)] ||
         s->hand[seat][CN_CARD (CN_RANK_THREE, CN_SUIT_DIAMONDS)]))
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "seat %d holds a red three after its first turn", seat);

  if (s->had_turn >> s->n_players)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where, "a seat that does not exist had a turn");
  if (s->pozo_down > s->pile_n)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "%d cards face down in a pile of %d", s->pozo_down, s->pile_n);
  /* Before the cut (which the engine's invariants check further) nobody
   * has played. */
  if (s->phase == CN_PHASE_CUT)
    {
      if (s->had_turn != 0 || s->melded_earlier != 0)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "before the cut nobody has had a turn");
      return TRUE;
    }
  /* A round can end before anyone's turn: the stock runs out at the deal
   * (found by the fuzzer: a uruguayan cut that leaves a short stock). */
  if (!(s->had_turn & (1u << s->turn)) && s->phase != CN_PHASE_ROUND_OVER)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "seat %d is to play but is not among the seats that had a turn", s->turn);
  if (s->melded_earlier & ~s->had_turn)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "a seat melded earlier without having had a turn");

  if (s->pile_sideways > s->pile_n)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "%d cards set sideways in a pile of %d", s->pile_sideways, s->pile_n);

  /* The turn's own record must fit the melds on the table. */
  meld_totals (s, side, &totals);
  for (int rank = 0; rank < CN_N_RANKS; rank++)
    if (s->turn_nat[rank] > totals.naturals[rank] || s->turn_wild[rank] > totals.wilds[rank])
      return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                           "more cards melded this turn on %s than side %d's melds hold",
                           cn_rank_to_string (rank), side);
  if (s->turn_points < 0 || s->turn_points > totals.points)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "%d points melded this turn, but side %d's melds are worth %d",
                         s->turn_points, side, totals.points);
  if (!s->turn_melded)
    {
      gboolean any = s->turn_points != 0 || s->took_pile || s->black_threes_down;

      for (int rank = 0; rank < CN_N_RANKS; rank++)
        any = any || s->turn_nat[rank] != 0 || s->turn_wild[rank] != 0;
      if (any)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the turn has melded cards but says it melded nothing");
    }
  if (s->pile_pending && !s->took_pile)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "a pile waits to join the hand but none was taken");

  if (s->answer != CN_ANSWER_NONE && !s->asked)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "an answer to a question nobody asked");
  if (s->asked_at_draw && s->phase != CN_PHASE_ASKING)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "a question before the draw that nobody is answering");

  switch ((CnPhase) s->phase)
    {
    case CN_PHASE_DRAW:
      /* A turn starts with nothing done, the question aside where it may
       * come before the draw; and a turn only starts with cards in the
       * stock (the round ends instead, which a scenario says by leaving
       * the stock empty), the last turn after the stock ran out aside. */
      if (s->turn_melded || s->took_pile ||
          (!s->rules->ask_before_draw && (s->asked || s->answer != CN_ANSWER_NONE)))
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the phase is draw but the turn has already begun");
      if (s->stock_n == 0 && form == CN_POSITION_SAVE && !s->last_turn)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the phase is draw but the stock is empty");
      break;

    case CN_PHASE_ASKING:
      if (cn_state_partner (s, s->turn) < 0)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the phase is asking but seat %d has no partner", s->turn);
      if (!s->asked || s->answer != CN_ANSWER_NONE || s->turn_melded)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the phase is asking but the turn does not match");
      /* Asked before the draw, the turn has drawn nothing yet. */
      if (s->asked_at_draw && s->took_pile)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "asked before the draw, yet the pile was taken");
      break;

    case CN_PHASE_PLAY:
      /* A turn ends with a discard or by melding the last card, which
       * ends the round (or, in the last turn after the stock ran out,
       * ends it without closing); a pile waiting for the opening joins
       * the hand once a meld completes it. So the engine never leaves a
       * seat to play with no card: it would have no move at all. */
      if (s->hand_n[s->turn] == 0)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "seat %d is to play with an empty hand: it has no card to meld or "
                             "discard", s->turn);
      break;

    case CN_PHASE_ROUND_OVER:
    default:
      break;
    }

  if (s->phase == CN_PHASE_ROUND_OVER)
    {
      if (s->end == CN_END_NONE)
        return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                             "the round is over but does not say how it ended");
      if (s->end == CN_END_WENT_OUT)
        {
          if (s->out_seat != s->turn)
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                                 "seat %d went out on seat %d's turn", s->out_seat, s->turn);
          if (s->hand_n[s->out_seat] != 0)
            return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                                 "seat %d went out holding %d cards", s->out_seat,
                                 s->hand_n[s->out_seat]);
        }
    }
  else if (s->end != CN_END_NONE)
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "the round has an end but is not over");
  if (s->end != CN_END_WENT_OUT && (s->out_seat != CN_NO_SEAT || s->out_concealed))
    return cn_json_fail (error, CN_CODEC_ERROR_INVALID, where,
                         "nobody went out, yet the round names who went out");

  return TRUE;
}

void
cn_position_count_cards (CnState *s)
{
  /* Face-down cards past the pile are nonsense, refused by the checks. */
  if (s->pozo_down <= s->pile_n)
    cn_state_recount (s);
}

