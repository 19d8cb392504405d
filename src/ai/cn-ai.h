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

/* Asked now and then while Hard thinks: TRUE makes it stop at once and
 * answer with the best it has (the game it thinks for is over). Called
 * from its worker threads. */
typedef gboolean (*CnAiStopFunc) (gpointer user_data);

typedef struct
{
  /* Hard: thinking time per decision, in milliseconds. */
  int budget_ms;
  /* Hard: at most this many sampled playouts per decision (0: only the
   * time budget stops it). A cap that binds before the clock makes Hard
   * reproducible from its seed, which the tests rely on. */
  int max_playouts;
  /* Hard: threads that think at once on one decision (0: one per core). */
  int threads;
  /* Hard: the budget counts each thinking thread's own processor time
   * instead of the clock's, so that other programs on a busy machine do
   * not shorten its thinking (tournaments measuring strength use it; the
   * app keeps the clock, which is what a player waits for). */
  gboolean processor_time;
  CnAiStopFunc stop;
  gpointer     stop_data;
} CnAiConfig;

/* What one seat has seen during the round beyond the table itself: the
 * cards it knows to be in each hand (they came with a taken pile and have
 * not been played since; in its own hand, the cards every other seat
 * knows it holds) and what each seat threw away. It is built only from
 * the moves and their public events, never from a hand. */
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
 * every card the seat cannot see (the other hands' unknown cards, the
 * whole stock and the pozo's face-down cards at the bottom of the pile)
 * replaced by a canonical filling computed from the view
 * alone, so the engine's own move checks can run on it; the order of the
 * stock and the other hands' hidden cards in it mean nothing. */
typedef struct
{
  CnState  table;
  uint8_t  seat;
  uint8_t  unseen[CN_N_KINDS];              /* cards whose place the seat does not know */
  uint8_t  known[CN_MAX_SEATS][CN_N_KINDS]; /* cards known in the other hands */
  uint8_t  discarded[CN_MAX_SEATS][CN_N_RANKS];
  /* The cards of the seat's own hand the table has seen: they came with
   * a pile it took and have not been played since. */
  uint8_t  shown[CN_N_KINDS];
} CnAiView;

const char *cn_ai_level_name   (CnAiLevel          level);
gboolean    cn_ai_level_parse  (const char        *text,
                                CnAiLevel         *out);
void        cn_ai_config_init  (CnAiConfig        *config);
/* Now, in microseconds, on the clock config's budget counts: the
 * monotonic clock, or with processor_time the calling thread's processor
 * time. */
gint64      cn_ai_config_clock (const CnAiConfig  *config);

/* Call at the start of every round for each seat the AI plays. */
void        cn_ai_memory_init    (CnAiMemory      *memory,
                                  int              seat,
                                  uint64_t         seed);
/* Call after every move cn_apply accepted, for every seat's memory, with
 * the position before the move (only its public part is read: the pile,
 * less its pozo_down face-down cards),
 * the move and the events cn_apply returned. */
void        cn_ai_memory_observe (CnAiMemory      *memory,
                                  const CnState   *before,
                                  const CnMove    *move,
                                  const CnEvents  *events);

void        cn_ai_view_build     (CnAiView         *view,
                                  const CnState    *state,
                                  const CnAiMemory *memory);
/* Deals the unseen cards at random into the other hands (after the cards
 * known to be there), the pozo's face-down cards and the stock: a full position consistent with the
 * view, and likely given the other seats' discards and melds. */
void        cn_ai_determinize    (const CnAiView   *view,
                                  uint64_t          rng[4],
                                  CnState          *out);

/* What a decision cost: for the benchmark and the tournament's logs. */
typedef struct
{
  guint64 playouts;       /* Hard: sampled rounds played to the end */
  int     samples;        /* Hard: sampled positions every candidate alive met, both rounds */
  int     candidates;     /* Hard: moves it weighed (1: nothing to weigh) */
} CnAiStats;

/* Chooses the move for cn_state_actor (state), which must be memory's
 * seat. The players see the state only through cn_ai_view_build. */
void        cn_ai_choose         (CnAiLevel         level,
                                  const CnState    *state,
                                  CnAiMemory       *memory,
                                  const CnAiConfig *config,
                                  CnMove           *out);
/* The same from a view already built; rng is the player's generator.
 * stats, when not NULL, gets what the decision cost. */
void        cn_ai_choose_view    (CnAiLevel         level,
                                  const CnAiView   *view,
                                  uint64_t          rng[4],
                                  const CnAiConfig *config,
                                  CnMove           *out,
                                  CnAiStats        *stats);

/* ------------------------------------------------------------ whole games */

/* A player from outside (a program speaking the bot protocol): given the
 * seat's view, it fills out with its move, or returns FALSE with error
 * when it has none to give (it crashed, it was too slow, it said nothing
 * sensible). A move it gives that the engine refuses loses the game too. */
typedef gboolean (*CnAiMoveFunc) (const CnAiView *view,
                                  gpointer        user_data,
                                  CnMove         *out,
                                  GError        **error);

/* Who plays a seat: one of our levels with its own settings, or an
 * outside player when move_func is set. */
typedef struct
{
  CnAiLevel    level;
  CnAiConfig   config;
  CnAiMoveFunc move_func;
  gpointer     move_data;
} CnAiPlayer;

typedef struct
{
  int      scores[CN_MAX_SIDES];
  int      n_sides;
  int      winner;        /* side */
  int      rounds;
  guint64  moves;
  guint64  decisions;     /* cn_ai_choose calls */
  gboolean stopped;       /* the decision callback stopped the game */
  /* An outside player failed: its side lost the game there, for reason. */
  int      forfeit_side;  /* -1: none */
  char     reason[256];
} CnAiGameResult;

/* Called after each decision with the seat, its player, the time the
 * decision took and what it cost; returning FALSE stops the game there
 * (result->stopped). */
typedef gboolean (*CnAiDecisionFunc) (int               seat,
                                      const CnAiPlayer *player,
                                      gint64            usec,
                                      const CnAiStats  *stats,
                                      gpointer          user_data);

void     cn_ai_player_init (CnAiPlayer *player,
                            CnAiLevel   level);

/* Plays a whole game, seat s played by seats[s], each seat with its own
 * memory fed every move. Deterministic for a seed as long as Hard's
 * config caps its playouts before its clock does. An outside player that
 * fails or gives a refused move loses the game for its side (the other
 * side with the best score wins; result->forfeit_side and reason say
 * so). FALSE with error when one of our players chose a refused move or
 * a round or the game did not end. */
gboolean cn_ai_play_game (const CnRules    *rules,
                          const CnOptions  *options,
                          int               players,
                          const CnAiPlayer *seats,
                          uint64_t          seed,
                          CnAiDecisionFunc  on_decision,
                          gpointer          user_data,
                          CnAiGameResult   *result,
                          GError          **error);

/* Called with each move of a game as it is played (round is the game's
 * round, from 0), and once more at the end of each round with move NULL
 * and the round's last position; start is the round's deal. For a
 * recording of the game. */
typedef void (*CnAiMoveRecordFunc) (const CnGame  *game,
                                    const CnState *start,
                                    const CnMove  *move,
                                    const CnState *after,
                                    gpointer       user_data);

/* cn_ai_play_game, telling on_move every move. */
gboolean cn_ai_play_game_recorded (const CnRules      *rules,
                                   const CnOptions    *options,
                                   int                 players,
                                   const CnAiPlayer   *seats,
                                   uint64_t            seed,
                                   CnAiDecisionFunc    on_decision,
                                   gpointer            user_data,
                                   CnAiMoveRecordFunc  on_move,
                                   gpointer            move_data,
                                   CnAiGameResult     *result,
                                   GError            **error);

G_END_DECLS
