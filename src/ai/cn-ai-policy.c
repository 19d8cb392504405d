/* cn-ai-policy.c: the heuristic player behind Easy, Medium and Hard's playouts
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-policy-private.h"

/* The policy builds the few moves a sensible player would consider at
 * each step and asks the engine whether each is allowed, in order of
 * preference. It enumerates every legal move only in the rare spots where
 * the order of melds matters (finishing an opening, going out), so a
 * decision costs a handful of cn_check calls: cheap enough for Medium's
 * answer time and for the thousands of playouts Hard runs.
 *
 * Easy is the same player with slips a watching child can see: it
 * sometimes ignores a pile it could take, leaves melds in its hand, and
 * throws a card at random.
 *
 * This file holds the draw, the play and the answer to "may I go out?";
 * the discard is in cn-ai-policy-discard.c, the opening and the way out
 * (which list every move) in cn-ai-policy-out.c. */

static int
hand_value (const CnState *s,
            int            seat)
{
  int v = 0;

  for (int k = 0; k < CN_N_KINDS; k++)
    if (s->hand[seat][k])
      v += s->hand[seat][k] * cn_rules_card_value (s->rules, k);
  return v;
}

/* Is the round near its end: little stock left, or an opponent who could
 * go out any moment? Then cards in hand are a debt, and melding pays. */
static gboolean
late (Ctx *c)
{
  const CnState *s = c->s;

  if (s->stock_n <= (int) s->n_players * s->draw_count * 2)
    return TRUE;
  for (int seat = 0; seat < s->n_players; seat++)
    {
      int side = cn_state_side_of (s, seat);

      if (side != c->side && s->hand_n[seat] <= 3 &&
          cn_state_canastas (s, side) >= s->canastas_needed)
        return TRUE;
    }
  return FALSE;
}

/* ----------------------------------------------------------------- draw */

/* Where a black three on the pile may be taken by a player who goes out
 * in that turn (italian), the take ends the round with the whole pile
 * melded: taken when going out pays (want_out) and the engine, which
 * checks that the turn can still end by going out, allows it; with as
 * many black threes as the meld takes, so none is left in the hand. */
static gboolean want_out (Ctx *c);

static gboolean
choose_black_three_take (Ctx    *c,
                         CnMove *m)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int blacks = black_threes_in_hand (s, c->seat);

  if (!rules->black_three_takeable_last_turn || !want_out (c))
    return FALSE;
  for (int b = MIN (blacks, rules->black_three_meld_max - 1);
       b >= MAX (1, rules->black_three_meld_min - 1); b--)
    {
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, 0, 0, 0, 0, b, m);
      if (ok (c, m))
        return TRUE;
    }
  return FALSE;
}

static gboolean
choose_take (Ctx    *c,
             CnMove *m)
{
  const CnState *s = c->s;
  CnCard top = cn_state_pile_top (s);
  int rank, have, twos, jokers, wilds;
  gboolean premiado;

  if (top != CN_CARD_NONE && cn_card_is_black_three (top))
    return choose_black_three_take (c, m);
  if (top == CN_CARD_NONE || !cn_card_is_natural (top))
    return FALSE;
  if (c->easy && chance (c, 30))
    return FALSE;
  premiado = cn_state_pozo_premiado (s);

  /* A small pile is worth less than it looks: the pair it costs could
   * take a bigger one later, and the stock gives as many cards. Measured
   * against Easy, Medium wins clearly more often when it waits for a pile
   * of three cards more than a draw (in 2-player classic it lost without
   * this rule). Against two opponents playing each for itself waiting
   * costs more than it gains: one of them takes the pile first. There
   * one card more than a draw is enough (three-player classic against
   * Easy, 4,000 games: 77.7% won against 75.9% waiting for three). */
  if (!c->easy && !premiado && s->pile_n < (s->n_sides >= 3 ? 1 : 3) + s->draw_count)
    return FALSE;
  rank = cn_card_rank (top);
  have = cn_state_count_rank (s, c->seat, rank);
  wilds = wilds_in_hand (s, c->seat, &twos, &jokers);

  /* A natural pair spares the wilds; all the naturals help an opening. */
  if (have >= 2)
    {
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, 2, 0, 0, 0, m);
      if (ok (c, m))
        return TRUE;
      /* A premiado pozo (uruguayan) is taken with exactly three naturals,
       * and its wilds make it worth taking at any size. */
      if (premiado && have > s->rules->premiado_naturals)
        {
          cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, s->rules->premiado_naturals, 0, 0, 0, m);
          if (ok (c, m))
            return TRUE;
        }
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, have, 0, 0, 0, m);
      if (have > 2 && ok (c, m))
        return TRUE;
    }
  cn_move_start (m, CN_MOVE_TAKE_PILE, c->seat);
  if (ok (c, m))
    return TRUE;
  if (c->easy)
    return FALSE;

  /* A wild is worth spending on a pile of some size. */
  if (have >= 1 && wilds > 0 && s->pile_n >= 4)
    {
      cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, 1, twos > 0, twos == 0, 0, m);
      if (ok (c, m))
        return TRUE;
    }

  /* An opening that needs more than the pair. */
  if (have >= 2 && s->n_melds[c->side] == 0 && s->pile_n >= 3)
    for (int t = 0; t <= MIN (twos, s->rules->max_wilds); t++)
      for (int j = 0; j <= MIN (jokers, s->rules->max_wilds - t); j++)
        {
          if (t + j == 0)
            continue;
          cn_move_build (s, CN_MOVE_TAKE_PILE, c->seat, rank, have, t, j, 0, m);
          if (ok (c, m))
            return TRUE;
        }
  return FALSE;
}

/* ------------------------------------------------------------------ play */

/* A player alone on its side (two-player classic and italian, three-player
 * classic), while its side lacks the canastas to go out and the round is
 * not late, makes no meld or lay-off that leaves its hand smaller than
 * the deal's unless it completes a canasta: a short hand takes no pile,
 * and can end stuck with one card, unable to lay off since it may not go
 * out yet. Against Medium melding at once, as outside programs over 200
 * games each: italian one against one 175 won (0.875), classic two
 * players 108, three players 104. With partners, who go on building while
 * one waits, it loses (a reserve of ten cards, four-player classic: 90). */
static gboolean
spends_reserve (Ctx          *c,
                const CnMove *m)
{
  const CnState *s = c->s;
  int size = s->rules->canasta_size;
  int index;

  if (c->easy || s->n_players != s->n_sides || s->hand_n[c->seat] - m->n >= s->hand_size ||
      cn_state_canastas (s, c->side) >= s->canastas_needed || late (c))
    return FALSE;
  if (m->kind == CN_MOVE_MELD)
    return m->n < size;
  index = side_meld (c, c->side, m->rank);
  return m->kind == CN_MOVE_ADD && index >= 0 && s->melds[c->side][index].n + m->n < size;
}

gboolean
cn_ai_holds_hand (const CnState *state)
{
  uint64_t rng[4] = { 1, 2, 3, 4 };
  g_autofree CnMoveList *list = NULL;
  Ctx c = { state, NULL, FALSE, rng, NULL, NULL, cn_state_actor (state), 0 };

  if (state->phase != CN_PHASE_PLAY)
    return FALSE;
  c.side = cn_state_side_of (state, c.seat);
  list = g_new (CnMoveList, 1);
  cn_legal_moves (state, list);
  for (int i = 0; i < list->n; i++)
    if ((list->moves[i].kind == CN_MOVE_MELD || list->moves[i].kind == CN_MOVE_ADD) &&
        spends_reserve (&c, &list->moves[i]))
      return TRUE;
  return FALSE;
}

int
cn_ai_spoils_canasta (const CnState *state,
                      const CnMove  *m)
{
  const CnRules *rules = state->rules;
  int side;

  if (m->kind != CN_MOVE_ADD || rules->bonus_natural_canasta <= rules->bonus_mixed_canasta)
    return 0;
  side = cn_state_side_of (state, m->seat);
  for (int i = 0; i < state->n_melds[side]; i++)
    {
      const CnMeld *meld = &state->melds[side][i];

      /* The meld the engine adds to: the first of the rank still open. */
      if (meld->rank != m->rank || meld->closed)
        continue;
      if (meld->rank == CN_RANK_JOKER || meld->rank == CN_RANK_THREE ||
          meld->n < rules->canasta_size || meld->n_wild > 0)
        return 0;
      for (int k = 0; k < m->n; k++)
        if (cn_card_is_wild (m->cards[k]))
          return rules->bonus_natural_canasta - rules->bonus_mixed_canasta;
      return 0;
    }
  return 0;
}

static gboolean
try_lay_offs (Ctx    *c,
              CnMove *m)
{
  const CnState *s = c->s;

  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      const CnMeld *meld = &s->melds[c->side][i];
      int have;

      if (meld->closed || !cn_rank_is_natural (meld->rank))
        continue;
      have = cn_state_count_rank (s, c->seat, meld->rank);
      if (have == 0)
        continue;
      cn_move_build (s, CN_MOVE_ADD, c->seat, meld->rank, have, 0, 0, 0, m);
      if (!spends_reserve (c, m) && ok (c, m))
        return TRUE;
    }
  return FALSE;
}

static gboolean
try_new_melds (Ctx      *c,
               gboolean  with_wilds,
               CnMove   *m)
{
  const CnState *s = c->s;
  int twos, jokers;

  wilds_in_hand (s, c->seat, &twos, &jokers);
  for (int rank = CN_RANK_KING; rank >= CN_RANK_ACE; rank--)
    {
      int have;

      if (!cn_rank_is_natural (rank))
        continue;
      have = cn_state_count_rank (s, c->seat, rank);
      if (have >= 3)
        {
          if (c->easy && chance (c, 40))
            continue;
          cn_move_build (s, CN_MOVE_MELD, c->seat, rank, have, 0, 0, 0, m);
          if (!spends_reserve (c, m) && ok (c, m))
            return TRUE;
        }
      else if (have == 2 && with_wilds && twos + jokers > 0)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, rank, 2, twos > 0, twos == 0, 0, m);
          if (!spends_reserve (c, m) && ok (c, m))
            return TRUE;
        }
    }
  return FALSE;
}

/* Wilds that finish a canasta now, or, late in the round, go anywhere
 * rather than be caught in the hand. */
/* Has side a canasta that counts as clean for closing? */
static gboolean
side_has_clean_canasta (const CnState *s,
                        int            side)
{
  int clean, dirty;
  gboolean wild_on_table;

  cn_state_canasta_kinds (s, side, &clean, &dirty, &wild_on_table);
  return clean > 0;
}

/* How many times a canasta of the side's meld would score its bonus if
 * it closed now, as cn_state_score counts it: the canasta de moda once
 * more, a side's second canasta of a rank once more and its third twice
 * more (uruguayan). */
static int
bonus_times (const CnState *s,
             int            side,
             const CnMeld  *meld)
{
  int times = 1;

  if (s->rules->moda_doubles && s->moda != 0 && meld->rank == s->moda)
    times++;
  if (s->rules->repeat_canasta_multiplies)
    times += cn_next_close_order (s, side, meld->rank) - 1;
  return times;
}

static gboolean
try_wilds (Ctx      *c,
           gboolean  anywhere,
           CnMove   *m)
{
  const CnState *s = c->s;
  int size = s->rules->canasta_size;
  int twos, jokers;
  int order[CN_MAX_MELDS];
  int times[CN_MAX_MELDS];
  int n = 0;

  if (wilds_in_hand (s, c->seat, &twos, &jokers) == 0)
    return FALSE;
  /* The wilds go first where the canasta they finish scores most: a
   * double canasta or the moda's (uruguayan), in the table's order among
   * equals. Against Medium without it, as outside programs over 400
   * games: 214 won (0.535). Keeping lone cards of a rank the side has a
   * closed canasta of, as the moda's are kept, lost instead: 377 of 800
   * (they are the safest discards, most of their rank being in sight). */
  for (int i = 0; i < s->n_melds[c->side]; i++)
    {
      int j = n++;

      times[i] = bonus_times (s, c->side, &s->melds[c->side][i]);
      while (j > 0 && times[order[j - 1]] < times[i])
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (int k = 0; k < n; k++)
    {
      int i = order[k];
      const CnMeld *meld = &s->melds[c->side][i];
      int need = size - meld->n;

      if (meld->closed || meld->rank == CN_RANK_THREE)
        continue;
      if (need <= 0 && !anywhere)
        continue;
      /* Where closing needs a clean canasta (uruguayan), a meld still
       * clean is kept clean until the side has one: a wild on it could
       * leave the side with canastas that cannot close. Against Medium
       * without this rule, as outside programs in 400 four-player games,
       * it won 228 (0.570). */
      if (!anywhere && meld->n_wild == 0 && s->rules->close_needs_clean_and_dirty &&
          !side_has_clean_canasta (s, c->side))
        continue;
      if (need > twos + jokers || need > 2)
        {
          if (!anywhere)
            continue;
          need = 1;
        }
      need = MAX (need, 1);
      {
        int t = MIN (twos, need);

        /* A wild caught in the hand costs its own points; on a natural
         * canasta it costs the difference between the two bonuses (200),
         * far more: such a canasta takes no wild except to go out. */
        cn_move_build (s, CN_MOVE_ADD, c->seat, meld->rank, 0, t, need - t, 0, m);
        if (!spends_reserve (c, m) && cn_ai_spoils_canasta (s, m) == 0 && ok (c, m))
          return TRUE;
      }
    }
  return FALSE;
}

/* Wild melds (uruguayan, italian) make the canastas with the biggest
 * bonuses. A hand with wilds enough for a whole canasta lays it down (in
 * italian, where a wild meld must be a canasta at once, the only way).
 * Where wild melds grow over turns (uruguayan), three wilds of one kind
 * start one, and the side's wild meld takes the hand's wilds of its kind:
 * a canasta of twos alone or of jokers alone is worth twice or four times
 * a mixed one. */
static gboolean
try_wild_meld (Ctx    *c,
               CnMove *m)
{
  const CnState *s = c->s;
  const CnRules *rules = s->rules;
  int size = rules->canasta_size;
  int twos, jokers, wilds;

  if (rules->wild_melds == CN_WILD_MELDS_NONE)
    return FALSE;
  wilds = wilds_in_hand (s, c->seat, &twos, &jokers);
  if (wilds == 0)
    return FALSE;

  if (rules->wild_melds == CN_WILD_MELDS_OPEN)
    for (int i = 0; i < s->n_melds[c->side]; i++)
      {
        const CnMeld *meld = &s->melds[c->side][i];
        int on_jokers = 0, room, t, j;

        if (meld->closed || meld->rank != CN_RANK_JOKER)
          continue;
        for (int k = 0; k < meld->n; k++)
          on_jokers += meld->cards[k] == CN_CARD_JOKER;
        room = size - meld->n;
        t = on_jokers == meld->n ? 0 : MIN (twos, room);
        j = on_jokers == 0 ? 0 : MIN (jokers, room - t);
        if (t + j == 0)
          continue;
        cn_move_build (s, CN_MOVE_ADD, c->seat, CN_RANK_JOKER, 0, t, j, 0, m);
        cn_move_set_meld_index (m, i);
        if (ok (c, m))
          return TRUE;
      }

  if (wilds >= size)
    {
      int t = MIN (twos, size);

      cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, t, size - t, 0, m);
      if (ok (c, m))
        return TRUE;
    }
  if (rules->wild_melds == CN_WILD_MELDS_OPEN)
    {
      if (twos >= rules->wild_meld_min)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, MIN (twos, size), 0, 0, m);
          if (ok (c, m))
            return TRUE;
        }
      if (jokers >= rules->wild_meld_min)
        {
          cn_move_build (s, CN_MOVE_MELD, c->seat, CN_RANK_JOKER, 0, 0, MIN (jokers, size), 0, m);
          if (ok (c, m))
            return TRUE;
        }
    }
  return FALSE;
}

/* What a side has on the table: melds, canasta bonuses, red threes. */
static int
table_score (const CnState *s,
             int            side)
{
  const CnRules *rules = s->rules;
  int v = 100 * s->n_red_threes[side];

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];

      for (int k = 0; k < meld->n; k++)
        v += cn_rules_card_value (rules, meld->cards[k]);
      if (meld->rank != CN_RANK_THREE && meld->n >= rules->canasta_size)
        v += meld->n_wild ? rules->bonus_mixed_canasta : rules->bonus_natural_canasta;
    }
  return v;
}

/* Going out ends the round: worth it when the side is ahead on the table,
 * or when the round is about to end anyway. Behind, the side is better
 * off building while the others still hold their cards. */
static gboolean
want_out (Ctx *c)
{
  const CnState *s = c->s;
  int theirs = G_MININT;

  if (c->easy)
    return TRUE;
  if (late (c))
    return TRUE;
  for (int side = 0; side < s->n_sides; side++)
    if (side != c->side)
      theirs = MAX (theirs, table_score (s, side));
  return table_score (s, c->side) - theirs >= 0;
}

static gboolean
answer_yes (Ctx *c)
{
  const CnState *s = c->s;
  int mine = 0, theirs = 0;

  if (c->easy)
    return hand_value (s, c->seat) <= 60;
  if (hand_value (s, c->seat) <= 60 || s->hand_n[c->seat] <= 3)
    return TRUE;

  /* Lock in a round that is going well, or stop one that the opponents
   * are about to end anyway. */
  for (int side = 0; side < s->n_sides; side++)
    {
      int table = 0;

      for (int i = 0; i < s->n_melds[side]; i++)
        table += s->melds[side][i].n * 10 +
                 (s->melds[side][i].n >= s->rules->canasta_size ? 400 : 0);
      if (side == c->side)
        mine = table;
      else
        theirs = MAX (theirs, table);
    }
  if (mine - theirs >= 300 + hand_value (s, c->seat))
    return TRUE;
  if (late (c))
    return TRUE;
  return FALSE;
}

static void
choose_play (Ctx    *c,
             CnMove *m)
{
  const CnState *s = c->s;
  gboolean opened = s->opened[c->side];

  if (cn_state_must_go_out (s))
    {
      if (_cn_ai_policy_choose_going_out (c, m))
        return;
      _cn_ai_policy_first_legal (c, m);
      return;
    }

  /* An opening under way must reach its minimum before anything else. */
  if (cn_state_opening_under_way (s, c->side))
    {
      if (_cn_ai_policy_choose_opening (c, m))
        return;
      _cn_ai_policy_first_legal (c, m);
      return;
    }

  if (s->answer != CN_ANSWER_NO && !_cn_ai_policy_plainly_stuck (s) && want_out (c) &&
      cn_state_can_go_out (s))
    {
      int partner = cn_state_partner (s, c->seat);
      gboolean ask = partner >= 0 && !s->asked && !s->turn_melded &&
                     (s->rules->ask_rule == CN_ASK_REQUIRED ||
                      (!c->easy && s->hand_n[partner] >= 7));

      if (ask)
        {
          cn_move_start (m, CN_MOVE_ASK_GO_OUT, c->seat);
          if (ok (c, m))
            return;
        }
      if (s->rules->ask_rule == CN_ASK_OPTIONAL && _cn_ai_policy_choose_going_out (c, m))
        return;
    }

  if (!opened && !s->turn_melded && !(c->easy && chance (c, 40)))
    {
      /* Open whenever the hand allows it. */
      gboolean any = FALSE;

      for (int rank = CN_RANK_ACE; rank <= CN_RANK_KING && !any; rank++)
        any = cn_rank_is_natural (rank) && cn_state_count_rank (s, c->seat, rank) >= 2;
      if (any && _cn_ai_policy_opening_possible (c) && _cn_ai_policy_choose_opening (c, m))
        return;
    }

  if (cn_state_side_opened (s, c->side))
    {
      gboolean dump = !c->easy && late (c);

      if (try_lay_offs (c, m))
        return;
      if (try_new_melds (c, dump, m))
        return;
      if (!c->easy && try_wild_meld (c, m))
        return;
      if (!c->easy && try_wilds (c, dump, m))
        return;
    }

  if (_cn_ai_policy_choose_discard (c, m))
    return;
  _cn_ai_policy_first_legal (c, m);
}

static inline void
policy_choose (Ctx    *c,
               CnMove *out)
{
  const CnState *state = c->s;

  g_return_if_fail (state->phase != CN_PHASE_ROUND_OVER);

  c->side = cn_state_side_of (state, c->seat);

  switch ((CnPhase) state->phase)
    {
    case CN_PHASE_ASKING:
      cn_move_start (out, CN_MOVE_ANSWER_GO_OUT, c->seat);
      out->yes = answer_yes (c);
      return;

    case CN_PHASE_DRAW:
      if (!choose_take (c, out))
        cn_move_start (out, CN_MOVE_DRAW, c->seat);
      return;

    case CN_PHASE_PLAY:
      choose_play (c, out);
      break;

    case CN_PHASE_ROUND_OVER:
    default:
      break;
    }
  g_free (c->own_scratch);
}

void
cn_ai_policy_choose (const CnState  *state,
                     const CnAiView *view,
                     gboolean        easy,
                     uint64_t        rng[4],
                     CnMoveList     *scratch,
                     CnMove         *out)
{
  Ctx c = { state, view, easy, rng, scratch, NULL, cn_state_actor (state), 0 };

  policy_choose (&c, out);
}

void
_cn_ai_policy_choose_bare (const CnAiView *view,
                           gboolean        easy,
                           uint64_t        rng[4],
                           CnMove         *out)
{
  Ctx c = { &view->table, view, easy, rng, NULL, NULL, cn_state_actor (&view->table), 0 };

  c.bare = view;
  policy_choose (&c, out);
}
