/* cn-ai.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-state.h"

G_BEGIN_DECLS

/* The simple built-in bot: legal, sensible, cheap. It reads only what the
 * seat to act may see. Fills move with its choice for cn_state_actor(). */
void cn_ai_simple_choose (const CnState *state,
                          CnMove        *move);

/* A random legal player, for soak tests: picks uniformly among
 * cn_legal_moves() with the given generator. */
/* The cut, for a computer cutter: a random point near the exact cut. */
void cn_ai_cut_choose    (const CnState *state,
                          uint64_t       rng[4],
                          CnMove        *move);

void cn_ai_random_choose (const CnState *state,
                          uint64_t       rng[4],
                          CnMoveList    *scratch,
                          CnMove        *move);

/* ------------------------------------------------------------ the levels */

typedef enum
{
  CN_AI_EASY,
  CN_AI_MEDIUM,
  CN_AI_HARD,
  CN_AI_N_LEVELS,
} CnAiLevel;

#define CN_AI_DEFAULT_BUDGET_MS 1000

typedef struct
{
  /* Hard: thinking time per decision, in milliseconds. */
  int budget_ms;
  /* Hard: at most this many sampled playouts per decision (0: only the
   * time budget stops it). A cap that binds before the clock makes Hard
   * reproducible from its seed, which the tests rely on. */
  int max_playouts;
} CnAiConfig;

/* What one seat has seen during the round beyond the table itself: the
 * cards it knows to be in the other hands (they came with a taken pile
 * and have not been played since) and what each seat threw away. It is
 * built only from the moves and their public events, never from a hand. */
typedef struct
{
  uint8_t  seat;
  uint8_t  known[CN_MAX_SEATS][CN_N_KINDS];
  uint8_t  discarded[CN_MAX_SEATS][CN_N_RANKS];
  /* The AI's own generator: Easy's slips and Hard's samples come from it,
   * never from the state's. */
  uint64_t rng[4];
} CnAiMemory;

/* Everything a seat may know, and nothing more. table is the position with
 * every card the seat cannot see (the other hands' unknown cards and the
 * whole stock) replaced by a canonical filling computed from the view
 * alone, so the engine's own move checks can run on it; the order of the
 * stock and the other hands' hidden cards in it mean nothing. */
typedef struct
{
  CnState  table;
  uint8_t  seat;
  uint8_t  unseen[CN_N_KINDS];              /* cards whose place the seat does not know */
  uint8_t  known[CN_MAX_SEATS][CN_N_KINDS]; /* cards known in the other hands */
  uint8_t  discarded[CN_MAX_SEATS][CN_N_RANKS];
} CnAiView;

const char *cn_ai_level_name   (CnAiLevel          level);
gboolean    cn_ai_level_parse  (const char        *text,
                                CnAiLevel         *out);
void        cn_ai_config_init  (CnAiConfig        *config);

/* Call at the start of every round for each seat the AI plays. */
void        cn_ai_memory_init    (CnAiMemory      *memory,
                                  int              seat,
                                  uint64_t         seed);
/* Call after every move cn_apply accepted, for every seat's memory, with
 * the position before the move (only its public part is read: the pile),
 * the move and the events cn_apply returned. */
void        cn_ai_memory_observe (CnAiMemory      *memory,
                                  const CnState   *before,
                                  const CnMove    *move,
                                  const CnEvents  *events);

void        cn_ai_view_build     (CnAiView         *view,
                                  const CnState    *state,
                                  const CnAiMemory *memory);
/* Deals the unseen cards at random into the other hands (after the cards
 * known to be there) and the stock: a full position consistent with the
 * view. */
void        cn_ai_determinize    (const CnAiView   *view,
                                  uint64_t          rng[4],
                                  CnState          *out);

/* Chooses the move for cn_state_actor (state), which must be memory's
 * seat. The players see the state only through cn_ai_view_build. */
void        cn_ai_choose         (CnAiLevel         level,
                                  const CnState    *state,
                                  CnAiMemory       *memory,
                                  const CnAiConfig *config,
                                  CnMove           *out);
/* The same from a view already built; rng is the player's generator. */
void        cn_ai_choose_view    (CnAiLevel         level,
                                  const CnAiView   *view,
                                  uint64_t          rng[4],
                                  const CnAiConfig *config,
                                  CnMove           *out);

/* ------------------------------------------------------------ whole games */

typedef struct
{
  int      scores[CN_MAX_SIDES];
  int      n_sides;
  int      winner;        /* side */
  int      rounds;
  guint64  moves;
  guint64  decisions;     /* cn_ai_choose calls */
  gboolean stopped;       /* the decision callback stopped the game */
} CnAiGameResult;

/* Called after each AI decision with the seat, its level and the time the
 * decision took; returning FALSE stops the game there (result->stopped). */
typedef gboolean (*CnAiDecisionFunc) (int        seat,
                                      CnAiLevel  level,
                                      gint64     usec,
                                      gpointer   user_data);

/* Plays a whole game, seat s played by seat_levels[s], each seat with its
 * own memory fed every move. Deterministic for a seed as long as Hard's
 * config caps its playouts before its clock does. FALSE with error when a
 * player chose a refused move or a round or the game did not end. */
gboolean cn_ai_play_game (const CnRules    *rules,
                          const CnOptions  *options,
                          int               players,
                          const CnAiLevel  *seat_levels,
                          const CnAiConfig *config,
                          uint64_t          seed,
                          CnAiDecisionFunc  on_decision,
                          gpointer          user_data,
                          CnAiGameResult   *result,
                          GError          **error);

G_END_DECLS
