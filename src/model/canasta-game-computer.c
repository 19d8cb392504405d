/* canasta-game-computer.c: the computer seats' turns, thought out in a worker thread
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-game-private.h"

/* What a computer turn takes into its worker thread: copies of the
 * position and of the seat's memory, which the player updates (its own
 * random generator); the copy comes back with the move. */
typedef struct
{
  CnState    state;
  CnAiMemory memory;
  CnAiLevel  level;
  CnAiConfig config;
  CnMove     move;
} ComputerTurn;

/* The one place where a computer seat chooses its move. It runs in a
 * worker thread on its own copies, so it reads nothing else. The player
 * sees only what the seat may know (cn_ai_choose builds that view). */
static void
computer_choose (ComputerTurn *turn)
{
  cn_ai_choose (turn->level, &turn->state, &turn->memory, &turn->config, &turn->move);
}

/* -------------------------------------------------------------- computer */

static gboolean
computer_stop_cb (gpointer user_data)
{
  return g_cancellable_is_cancelled (user_data);
}

/* Hard thinks on every core; a new game or quitting cancels the task,
 * which its threads notice within a playout. */
static void
computer_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  ComputerTurn *turn = g_memdup2 (task_data, sizeof (ComputerTurn));

  turn->config.stop = computer_stop_cb;
  turn->config.stop_data = cancellable;
  computer_choose (turn);
  g_task_return_pointer (task, turn, g_free);
}

static void
fallback_move (const CnState *state,
               CnMove        *move)
{
  g_autofree CnMoveList *list = g_new0 (CnMoveList, 1);

  cn_legal_moves (state, list);
  if (list->n > 0)
    *move = list->moves[0];
}

/* The task holds the game only weakly, so that dropping the game (the
 * window closed, the app quits) disposes it, which cancels the task. */
static void
computer_done_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(CanastaGame) self = g_weak_ref_get (ref);
  g_autoptr(GError) error = NULL;
  g_autofree ComputerTurn *turn = NULL;
  CnMove *move;
  CnVerdict verdict;

  g_weak_ref_clear (ref);
  g_free (ref);
  turn = g_task_propagate_pointer (G_TASK (result), &error);
  if (turn == NULL || self == NULL)
    return;   /* cancelled: a new game started meanwhile, or the game is gone */
  move = &turn->move;

  _canasta_game_set_busy (self, FALSE);
  self->memories[turn->memory.seat].rng[0] = turn->memory.rng[0];
  self->memories[turn->memory.seat].rng[1] = turn->memory.rng[1];
  self->memories[turn->memory.seat].rng[2] = turn->memory.rng[2];
  self->memories[turn->memory.seat].rng[3] = turn->memory.rng[3];

  if (!_canasta_game_apply_move (self, move, &verdict))
    {
      g_autofree char *text = cn_move_to_string (move);
      CnMove other = { 0 };

      /* The bot chose a move the engine refuses: play the first legal move
       * instead so the game goes on, and leave a trace for debugging. */
      g_debug ("computer move %s refused: %s", text, cn_code_name (verdict.code));
      fallback_move (&self->state, &other);
      _canasta_game_apply_move (self, &other, &verdict);
    }
}

static gboolean
computer_think_cb (gpointer user_data)
{
  CanastaGame *self = CANASTA_GAME (user_data);
  g_autoptr(GTask) task = NULL;

  self->computer_source = 0;

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return G_SOURCE_REMOVE;
  if (self->kinds[cn_state_actor (&self->state)] != CANASTA_SEAT_COMPUTER)
    return G_SOURCE_REMOVE;
  /* Held since the turn was scheduled: letting go schedules it again. */
  if (self->held)
    {
      _canasta_game_set_busy (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  _canasta_game_set_busy (self, TRUE);

  {
    int seat = cn_state_actor (&self->state);
    ComputerTurn *turn = g_new0 (ComputerTurn, 1);
    GWeakRef *ref = g_new0 (GWeakRef, 1);

    turn->state = self->state;
    turn->memory = self->memories[seat];
    turn->level = self->levels[seat];
    turn->config = self->ai_config;

    g_weak_ref_init (ref, self);
    task = g_task_new (NULL, self->cancellable, computer_done_cb, ref);
    g_task_set_source_tag (task, computer_think_cb);
    g_task_set_task_data (task, turn, g_free);
    g_task_run_in_thread (task, computer_thread);
  }

  return G_SOURCE_REMOVE;
}

void
_canasta_game_schedule_computer (CanastaGame *self)
{
  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return;
  /* At a table hosted elsewhere the host plays its computers. */
  if (self->remote != NULL)
    return;
  if (self->kinds[cn_state_actor (&self->state)] != CANASTA_SEAT_COMPUTER)
    return;
  if (self->computer_source != 0 || self->thinking || self->held)
    return;

  _canasta_game_set_busy (self, TRUE);
  if (self->pace == 0)
    self->computer_source = g_idle_add (computer_think_cb, self);
  else
    self->computer_source = g_timeout_add (self->pace, computer_think_cb, self);
}

void
_canasta_game_stop_computer (CanastaGame *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  _canasta_game_set_busy (self, FALSE);
}

guint
canasta_game_get_pace (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->pace;
}

void
canasta_game_set_pace (CanastaGame *self,
                       guint        pace)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->pace == pace)
    return;

  self->pace = pace;
  _canasta_game_notify (self, PROP_PACE);
}

/* While held, no computer seat moves: the turn of a computer waits until
 * the hold is let go, then comes at its pace. */
void
canasta_game_set_held (CanastaGame *self,
                       gboolean     held)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  held = !!held;
  if (self->held == held)
    return;

  self->held = held;
  if (!held)
    _canasta_game_schedule_computer (self);
}

/* ------------------------------------------------------------ computer AI */

void
canasta_game_set_seat_level (CanastaGame *self,
                             int          seat,
                             CnAiLevel    level)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (seat >= 0 && seat < CN_MAX_SEATS);
  g_return_if_fail (level < CN_AI_N_LEVELS);

  self->levels[seat] = level;
}

CnAiLevel
canasta_game_get_seat_level (CanastaGame *self,
                             int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_AI_MEDIUM);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, CN_AI_MEDIUM);

  return self->levels[seat];
}

void
canasta_game_set_think_time (CanastaGame *self,
                             guint        milliseconds)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  self->ai_config.budget_ms = (int) CLAMP (milliseconds, 10, 10000);
}

