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
    case CN_N_LINES:
    default:
      return FALSE;
    }
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
      gboolean hands_count = s->end != CN_END_STOCK_EXHAUSTED || rules->exhaust_hands_count;
      int black_threes_held = 0;

      for (int m = 0; m < s->n_melds[side]; m++)
        {
          const CnMeld *meld = &s->melds[side][m];

          for (int i = 0; i < meld->n; i++)
            ss->lines[CN_LINE_MELDS] += cn_rules_card_value (rules, meld->cards[i]);

          if (!cn_meld_is_canasta (s, meld))
            continue;
          canastas++;
          if (meld->rank == CN_RANK_JOKER)
            ss->lines[CN_LINE_WILD_CANASTAS] += wild_canasta_bonus (rules, meld);
          else if (meld->n_wild == 0)
            {
              ss->natural_canastas++;
              ss->lines[CN_LINE_NATURAL_CANASTAS] +=
                meld->rank == CN_RANK_ACE && rules->bonus_natural_aces ? rules->bonus_natural_aces
                                                                      : rules->bonus_natural_canasta;
            }
          else
            {
              ss->mixed_canastas++;
              ss->lines[CN_LINE_MIXED_CANASTAS] +=
                meld->rank == CN_RANK_ACE && rules->bonus_mixed_aces ? rules->bonus_mixed_aces
                                                                    : rules->bonus_mixed_canasta;
            }
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
              if (hands_count)
                ss->lines[CN_LINE_HANDS] -= n * cn_rules_card_value (rules, k);
            }
          black_threes_held += held;
          if (held > 0 && rules->black_three_scoring == CN_BLACK_THREES_HAND_PENALTY)
            ss->lines[CN_LINE_BLACK_THREES] -= rules->black_three_amount;
        }

      if (rules->black_three_scoring == CN_BLACK_THREES_ALL_SIX)
        {
          if (black_threes_held == total_black_threes)
            ss->lines[CN_LINE_BLACK_THREES] -= rules->black_three_amount;
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

      for (int l = 0; l < CN_N_LINES; l++)
        ss->total += ss->lines[l];
    }
}
