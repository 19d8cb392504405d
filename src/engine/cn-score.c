/* cn-score.c: scoring a round line by line
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-private.h"

#include <string.h>

static const char *const line_names[CN_N_LINES] = {
  [CN_LINE_MELDS] = "melds",
  [CN_LINE_HANDS] = "hands",
  [CN_LINE_NATURAL_CANASTAS] = "natural-canastas",
  [CN_LINE_MIXED_CANASTAS] = "mixed-canastas",
  [CN_LINE_WILD_CANASTAS] = "wild-canastas",
  [CN_LINE_RED_THREES] = "red-threes",
  [CN_LINE_GOING_OUT] = "going-out",
  [CN_LINE_CONCEALED] = "concealed",
  [CN_LINE_BLACK_THREES] = "black-threes",
  [CN_LINE_CANASTILLA] = "canastilla",
  [CN_LINE_EXACT_CUT] = "exact-cut",
  [CN_LINE_CLEAN_GAME] = "clean-game",
  [CN_LINE_ACE_CANASTAS] = "ace-canastas",
  [CN_LINE_MODA] = "moda",
  [CN_LINE_DOUBLE_CANASTAS] = "double-canastas",
  [CN_LINE_TRIPLE_CANASTAS] = "triple-canastas",
};

const char *
cn_line_name (CnLine line)
{
  g_return_val_if_fail (line < CN_N_LINES, "?");
  return line_names[line];
}

gboolean
cn_rules_has_line (const CnRules *rules,
                   CnLine         line)
{
  switch (line)
    {
    case CN_LINE_MELDS:
    case CN_LINE_HANDS:
    case CN_LINE_NATURAL_CANASTAS:
    case CN_LINE_MIXED_CANASTAS:
    case CN_LINE_RED_THREES:
    case CN_LINE_GOING_OUT:
      return TRUE;
    case CN_LINE_CONCEALED:
      return rules->concealed_allowed && rules->bonus_concealed_total > rules->bonus_going_out;
    case CN_LINE_WILD_CANASTAS:
      return rules->wild_melds != CN_WILD_MELDS_NONE;
    case CN_LINE_BLACK_THREES:
      return rules->black_three_scoring != CN_BLACK_THREES_PLAIN;
    case CN_LINE_CANASTILLA:
      return rules->canastilla_count > 0;
    case CN_LINE_EXACT_CUT:
      return rules->bonus_exact_cut > 0;
    case CN_LINE_CLEAN_GAME:
      return rules->clean_game_doubles;
    case CN_LINE_ACE_CANASTAS:
      return rules->bonus_natural_aces > 0;
    case CN_LINE_MODA:
      return rules->moda_doubles;
    case CN_LINE_DOUBLE_CANASTAS:
    case CN_LINE_TRIPLE_CANASTAS:
      return rules->repeat_canasta_multiplies;
    case CN_N_LINES:
    default:
      return FALSE;
    }
}

gboolean
cn_line_is_cards (CnLine line)
{
  return line == CN_LINE_MELDS || line == CN_LINE_HANDS;
}

static int
wild_canasta_bonus (const CnRules *rules,
                    const CnMeld  *meld)
{
  int jokers = 0, twos = 0;

  for (int i = 0; i < meld->n; i++)
    {
      if (meld->cards[i] == CN_CARD_JOKER)
        jokers++;
      else
        twos++;
    }
  if (jokers == 0)
    return rules->bonus_wild_twos;
  if (jokers >= rules->decks * rules->jokers_per_deck)
    return rules->bonus_wild_jokers;
  return rules->bonus_wild_mixed;
}

int
cn_state_hand_points (const CnState *s,
                      int            seat)
{
  int points = 0;

  g_return_val_if_fail (seat >= 0 && seat < s->n_players, 0);

  if (s->end == CN_END_STOCK_EXHAUSTED && !s->rules->exhaust_hands_count)
    return 0;
  for (int k = 0; k < CN_N_KINDS; k++)
    if (s->hand[seat][k] > 0 && !cn_card_is_red_three (k))
      points += s->hand[seat][k] * cn_rules_card_value (s->rules, k);
  return points;
}

void
cn_state_score (const CnState *s,
                CnRoundScore  *score)
{
  const CnRules *rules = s->rules;
  int total_red_threes = rules->decks * 2;
  int total_black_threes = rules->decks * 2;

  memset (score, 0, sizeof *score);
  score->n_sides = s->n_sides;

  for (int side = 0; side < s->n_sides; side++)
    {
      CnSideScore *ss = &score->sides[side];
      int red_threes = s->n_red_threes[side];
      int canastas = 0;
      gboolean has_meld = s->n_melds[side] > 0;
      gboolean clean_game = rules->clean_game_doubles && s->end == CN_END_WENT_OUT &&
                            s->out_seat != CN_NO_SEAT && cn_state_side_of (s, s->out_seat) == side;
      int black_threes_held = 0;
      int canasta_bonus;

      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          for (int i = 0; i < meld->n; i++)
            ss->lines[CN_LINE_MELDS] += cn_rules_card_value (rules, meld->cards[i]);

          if (!cn_meld_is_canasta (s, meld))
            continue;
          canastas++;
          if (meld->rank == CN_RANK_JOKER)
            {
              ss->lines[CN_LINE_WILD_CANASTAS] += wild_canasta_bonus (rules, meld);
              continue;
            }
          if (meld->n_wild == 0)
            ss->natural_canastas++;
          else
            ss->mixed_canastas++;
          if (meld->rank == CN_RANK_ACE && rules->bonus_natural_aces)
            {
              /* Where aces have a bonus of their own, their line is their own. */
              canasta_bonus = meld->n_wild == 0 ? rules->bonus_natural_aces
                                                : rules->bonus_mixed_aces;
              ss->lines[CN_LINE_ACE_CANASTAS] += canasta_bonus;
            }
          else
            {
              canasta_bonus = meld->n_wild == 0 ? rules->bonus_natural_canasta
                                                : rules->bonus_mixed_canasta;
              ss->lines[meld->n_wild == 0 ? CN_LINE_NATURAL_CANASTAS
                                          : CN_LINE_MIXED_CANASTAS] += canasta_bonus;
            }

          /* Source 001's premios on a canasta's bonus, each a line of its
           * own that adds to the others: the canasta de moda counts its
           * bonus once more; a side's second canasta of a rank once more,
           * its third twice more (a third canasta de moda: four times in
           * all, and so on). Its cards count once. */
          if (rules->moda_doubles && s->moda != 0 && meld->rank == s->moda)
            ss->lines[CN_LINE_MODA] += canasta_bonus;
          if (rules->repeat_canasta_multiplies && meld->closed == 2)
            ss->lines[CN_LINE_DOUBLE_CANASTAS] += canasta_bonus;
          else if (rules->repeat_canasta_multiplies && meld->closed >= 3)
            ss->lines[CN_LINE_TRIPLE_CANASTAS] += (meld->closed - 1) * canasta_bonus;
        }

      for (int seat = side; seat < s->n_players; seat += s->n_sides)
        {
          int held = 0;

          for (int k = 0; k < CN_N_KINDS; k++)
            {
              int n = s->hand[seat][k];

              if (n == 0)
                continue;
              /* A red three still in a hand at the end belongs to a seat
               * that never had its first turn: it counts as laid down. */
              if (cn_card_is_red_three (k))
                {
                  red_threes += n;
                  continue;
                }
              if (cn_card_is_black_three (k))
                held += n;
            }
          ss->lines[CN_LINE_HANDS] -= cn_state_hand_points (s, seat);
          black_threes_held += held;
          if (held > 0 && rules->black_three_scoring == CN_BLACK_THREES_HAND_PENALTY)
            ss->lines[CN_LINE_BLACK_THREES] -= rules->black_three_amount;
          /* Source 001: a player holding all the black threes when the
           * round is closed costs the side (our decision: one player, not
           * the side's hands together). */
          if (rules->black_three_scoring == CN_BLACK_THREES_ALL_SIX && held == total_black_threes &&
              s->end == CN_END_WENT_OUT)
            ss->lines[CN_LINE_BLACK_THREES] -= rules->black_three_amount;
          /* A clean game: the closer's partner holds no wild card. */
          if (clean_game && seat != s->out_seat &&
              (s->hand[seat][CN_CARD_JOKER] || cn_state_count_rank (s, seat, CN_RANK_TWO)))
            clean_game = FALSE;
        }

      if (rules->black_three_scoring == CN_BLACK_THREES_ALL_SIX)
        {
          for (int m = 0; m < s->n_melds[side]; m++)
            if (s->melds[side][m].rank == CN_RANK_THREE &&
                s->melds[side][m].n == total_black_threes)
              ss->lines[CN_LINE_BLACK_THREES] += rules->black_three_amount;
        }

      if (red_threes > 0)
        {
          int bonus = rules->red_three_bonus[MIN (red_threes, CN_MAX_RED_THREES)];
          gboolean against = rules->red_threes_against == CN_RED_THREES_AGAINST_NO_MELD
                               ? !has_meld
                               : canastas == 0;

          if (red_threes > CN_MAX_RED_THREES || red_threes > total_red_threes)
            bonus = rules->red_three_bonus[MIN (total_red_threes, CN_MAX_RED_THREES)];
          ss->lines[CN_LINE_RED_THREES] = against ? -bonus : bonus;
        }

      if (s->end == CN_END_WENT_OUT && s->out_seat != CN_NO_SEAT &&
          cn_state_side_of (s, s->out_seat) == side)
        {
          ss->lines[CN_LINE_GOING_OUT] = rules->bonus_going_out;
          if (s->out_concealed && rules->bonus_concealed_total > rules->bonus_going_out)
            ss->lines[CN_LINE_CONCEALED] = rules->bonus_concealed_total - rules->bonus_going_out;
        }

      if (rules->canaston_count && canastas >= rules->canaston_count)
        ss->lines[CN_LINE_CANASTILLA] = rules->bonus_canaston;
      else if (rules->canastilla_count && canastas >= rules->canastilla_count)
        ss->lines[CN_LINE_CANASTILLA] = rules->bonus_canastilla;

      if (rules->bonus_exact_cut && s->exact_cut_side == side)
        ss->lines[CN_LINE_EXACT_CUT] = rules->bonus_exact_cut;

      /* A clean game (source 001): the side closed with no wild card on its
       * table and none in the partner's hand. Everything it scored counts
       * twice, premios included, except the partner's hand, and with the
       * hand the penalty for all the black threes held in it. The line
       * adds the second count and belongs to the base. */
      if (clean_game)
        for (int m = 0; m < s->n_melds[side]; m++)
          if (s->melds[side][m].n_wild > 0)
            clean_game = FALSE;
      if (clean_game)
        {
          int twice = 0;

          for (int l = 0; l < CN_N_LINES; l++)
            if (l != CN_LINE_HANDS && l != CN_LINE_CLEAN_GAME &&
                !(l == CN_LINE_BLACK_THREES && ss->lines[l] < 0))
              twice += ss->lines[l];
          ss->lines[CN_LINE_CLEAN_GAME] = twice;
        }

      for (int l = 0; l < CN_N_LINES; l++)
        {
          ss->total += ss->lines[l];
          if (cn_line_is_cards (l))
            ss->cards += ss->lines[l];
          else
            ss->base += ss->lines[l];
        }
    }
}
