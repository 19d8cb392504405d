/* cn-ai-view.c: what a seat may know, its memory, and sampled positions
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-ai-private.h"

#include <string.h>

static const char *const level_names[CN_AI_N_LEVELS] = { "easy", "medium", "hard" };

const char *
cn_ai_level_name (CnAiLevel level)
{
  g_return_val_if_fail (level < CN_AI_N_LEVELS, "?");
  return level_names[level];
}

gboolean
cn_ai_level_parse (const char *text,
                   CnAiLevel  *out)
{
  for (int i = 0; i < CN_AI_N_LEVELS; i++)
    if (text != NULL && g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        *out = i;
        return TRUE;
      }
  return FALSE;
}

void
cn_ai_config_init (CnAiConfig *config)
{
  memset (config, 0, sizeof *config);
  config->budget_ms = CN_AI_DEFAULT_BUDGET_MS;
}

/* --------------------------------------------------------------- memory */

void
cn_ai_memory_init (CnAiMemory *memory,
                   int         seat,
                   uint64_t    seed)
{
  g_return_if_fail (seat >= 0 && seat < CN_MAX_SEATS);

  memset (memory, 0, sizeof *memory);
  memory->seat = seat;
  cn_rng_seed (memory->rng, seed ^ ((uint64_t) seat * 0x9e3779b97f4a7c15ull));
}

static void
forget (CnAiMemory *memory,
        int         seat,
        CnCard      card)
{
  if (memory->known[seat][card] > 0)
    memory->known[seat][card]--;
}

void
cn_ai_memory_observe (CnAiMemory     *memory,
                      const CnState  *before,
                      const CnMove   *move,
                      const CnEvents *events)
{
  int seat = move->seat;

  g_return_if_fail (seat < CN_MAX_SEATS);

  /* Cards shown from a hand leave what we know of it. */
  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_TAKE_PILE:
    case CN_MOVE_MELD:
    case CN_MOVE_ADD:
      for (int i = 0; i < move->n; i++)
        forget (memory, seat, move->cards[i]);
      break;

    case CN_MOVE_DISCARD:
      forget (memory, seat, move->cards[0]);
      if (move->cards[0] != CN_CARD_JOKER)
        {
          int rank = cn_card_rank (move->cards[0]);

          if (memory->discarded[seat][rank] < G_MAXUINT8)
            memory->discarded[seat][rank]++;
        }
      break;

    case CN_MOVE_DRAW:
    case CN_MOVE_ASK_GO_OUT:
    case CN_MOVE_ANSWER_GO_OUT:
    case CN_N_MOVE_KINDS:
    default:
      break;
    }

  if (events == NULL)
    return;

  /* The events also name the cards another seat drew from the stock, for
   * the app's animations; a player does not see those, so only the taken
   * pile is read here. */

  /* A taken pile joins the taker's hand in full view of the table: the
   * pile as it stood before this move, less the top card when the take is
   * this very move (that card went to a meld), less its red threes. */
  for (int e = 0; e < events->n; e++)
    {
      const CnEvent *event = &events->events[e];
      int n;

      if (event->kind != CN_EVENT_PILE_TAKEN || event->seat == memory->seat)
        continue;
      n = before->pile_n;
      if (move->kind == CN_MOVE_TAKE_PILE && n > 0)
        n--;
      for (int i = 0; i < n; i++)
        {
          CnCard card = before->pile[i];

          if (!cn_card_is_red_three (card) && memory->known[event->seat][card] < G_MAXUINT8)
            memory->known[event->seat][card]++;
        }
    }
}

/* ----------------------------------------------------------------- view */

/* Puts the pool's cards, in the pool's order, into the unknown places of
 * the table: first each other hand's unknown cards, then the stock. A
 * red three may only be in the hand of a seat that has not had its first
 * turn yet (it lays them down then); one dealt elsewhere is swapped with
 * a card from a place that allows it. The true position is one such
 * filling, so a place for every red three always exists. */
static void
fill (CnState        *s,
      const CnAiView *view,
      const CnCard   *pool,
      int             n_pool)
{
  uint8_t owner[CN_MAX_CARDS];      /* seat, or CN_NO_SEAT for the stock */
  CnCard cards[CN_MAX_CARDS];
  CnCard order[CN_MAX_CARDS];
  int slots = s->stock_n;
  int n = 0, n_order = 0;

  for (int seat = 0; seat < s->n_players; seat++)
    if (seat != view->seat)
      {
        slots += s->hand_n[seat];
        for (int k = 0; k < CN_N_KINDS; k++)
          slots -= view->known[seat][k];
      }
  g_assert (slots <= n_pool);

  /* A position dealt from a full deck hides exactly the unseen cards. One
   * built by hand with fewer cards hides only some of them: the pool's
   * surplus is left out, red threes first, since they are the cards with
   * the fewest places to go. */
  for (int i = 0; i < n_pool; i++)
    if (!cn_card_is_red_three (pool[i]) || n_pool - slots == 0)
      order[n_order++] = pool[i];
  for (int i = 0, dropped = 0; i < n_pool; i++)
    if (cn_card_is_red_three (pool[i]) && n_pool - slots > 0)
      {
        if (dropped < n_pool - slots)
          dropped++;
        else
          order[n_order++] = pool[i];
      }
  g_assert (n_order >= slots);

  for (int seat = 0; seat < s->n_players; seat++)
    {
      int unknown = s->hand_n[seat];

      if (seat == view->seat)
        continue;
      for (int k = 0; k < CN_N_KINDS; k++)
        unknown -= view->known[seat][k];
      for (int i = 0; i < unknown; i++)
        {
          owner[n] = seat;
          cards[n] = order[n];
          n++;
        }
    }
  for (int i = 0; i < s->stock_n; i++)
    {
      owner[n] = CN_NO_SEAT;
      cards[n] = order[n];
      n++;
    }

  for (int i = 0; i < n; i++)
    {
      gboolean bad = cn_card_is_red_three (cards[i]) && owner[i] != CN_NO_SEAT &&
                     (s->had_turn & (1u << owner[i]));

      if (!bad)
        continue;
      for (int j = 0; j < n; j++)
        {
          gboolean fits = owner[j] == CN_NO_SEAT || !(s->had_turn & (1u << owner[j]));

          if (fits && !cn_card_is_red_three (cards[j]))
            {
              CnCard t = cards[i];

              cards[i] = cards[j];
              cards[j] = t;
              break;
            }
        }
    }

  for (int seat = 0; seat < s->n_players; seat++)
    if (seat != view->seat)
      memcpy (s->hand[seat], view->known[seat], CN_N_KINDS);
  s->stock_n = 0;
  for (int i = 0; i < n; i++)
    {
      if (owner[i] == CN_NO_SEAT)
        s->stock[s->stock_n++] = cards[i];
      else
        s->hand[owner[i]][cards[i]]++;
    }
}

void
cn_ai_view_build (CnAiView         *view,
                  const CnState    *state,
                  const CnAiMemory *memory)
{
  int seat = memory->seat;
  int copies[CN_N_KINDS];
  CnCard pool[CN_MAX_CARDS];
  int n_pool = 0;

  g_return_if_fail (seat < state->n_players);

  memset (view, 0, sizeof *view);
  view->seat = seat;
  memcpy (view->discarded, memory->discarded, sizeof view->discarded);

  /* Seen: the own hand, the melds, the red threes laid down, the pile. */
  for (int k = 0; k < CN_N_KINDS; k++)
    copies[k] = cn_card_valid (k) ? cn_rules_copies (state->rules, k) - state->hand[seat][k] : 0;
  for (int side = 0; side < state->n_sides; side++)
    {
      for (int m = 0; m < state->n_melds[side]; m++)
        for (int i = 0; i < state->melds[side][m].n; i++)
          copies[state->melds[side][m].cards[i]]--;
      for (int i = 0; i < state->n_red_threes[side]; i++)
        copies[state->red_threes[side][i]]--;
    }
  for (int i = 0; i < state->pile_n; i++)
    copies[state->pile[i]]--;

  /* Remembered cards in the other hands, trimmed to what is possible so a
   * memory that missed a move cannot build an impossible position. */
  for (int other = 0; other < state->n_players; other++)
    {
      int room = state->hand_n[other];

      if (other == seat)
        continue;
      for (int k = 0; k < CN_N_KINDS; k++)
        {
          int n = MIN (memory->known[other][k], MIN (room, MAX (copies[k], 0)));

          view->known[other][k] = n;
          copies[k] -= n;
          room -= n;
        }
    }
  for (int k = 0; k < CN_N_KINDS; k++)
    {
      view->unseen[k] = MAX (copies[k], 0);
      for (int c = 0; c < view->unseen[k]; c++)
        pool[n_pool++] = k;
    }

  /* The table with the hidden places filled in card order: a function of
   * the view alone. The state's generator goes too, since the deal could
   * be replayed from it. */
  view->table = *state;
  memset (view->table.rng, 0, sizeof view->table.rng);
  fill (&view->table, view, pool, n_pool);
}

void
cn_ai_determinize (const CnAiView *view,
                   uint64_t        rng[4],
                   CnState        *out)
{
  CnCard pool[CN_MAX_CARDS];
  int n = 0;

  for (int k = 0; k < CN_N_KINDS; k++)
    for (int c = 0; c < view->unseen[k]; c++)
      pool[n++] = k;
  for (int i = n - 1; i > 0; i--)
    {
      int j = cn_rng_below (rng, i + 1);
      CnCard t = pool[i];

      pool[i] = pool[j];
      pool[j] = t;
    }
  *out = view->table;
  fill (out, view, pool, n);
}

/* --------------------------------------------------------------- choose */

void
cn_ai_choose_view (CnAiLevel         level,
                   const CnAiView   *view,
                   uint64_t          rng[4],
                   const CnAiConfig *config,
                   CnMove           *out)
{
  CnAiConfig defaults;

  g_return_if_fail (level < CN_AI_N_LEVELS);
  g_return_if_fail (view->table.phase != CN_PHASE_ROUND_OVER);

  if (config == NULL)
    {
      cn_ai_config_init (&defaults);
      config = &defaults;
    }

  if (view->table.phase == CN_PHASE_CUT)
    {
      cn_ai_cut_choose (&view->table, rng, out);
      return;
    }

  if (level == CN_AI_HARD)
    {
      cn_ai_hard_choose (view, rng, config, out);
      return;
    }

  {
    CnMoveList *scratch = g_new (CnMoveList, 1);

    cn_ai_policy_choose (&view->table, view, level == CN_AI_EASY, rng, scratch, out);
    g_free (scratch);
  }
}

void
cn_ai_choose (CnAiLevel         level,
              const CnState    *state,
              CnAiMemory       *memory,
              const CnAiConfig *config,
              CnMove           *out)
{
  CnAiView *view;

  g_return_if_fail (state->phase != CN_PHASE_ROUND_OVER);
  g_return_if_fail (memory->seat == cn_state_actor (state));

  /* The players below never see state itself: only this view of it. */
  view = g_new (CnAiView, 1);
  cn_ai_view_build (view, state, memory);
  cn_ai_choose_view (level, view, memory->rng, config, out);
  g_free (view);
}
