/* canasta-game.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cn-ai.h"

#include "canasta-arrangement.h"
#include "canasta-card.h"
#include "canasta-game.h"
#include "canasta-game-private.h"
#include "canasta-game-save.h"
#include "canasta-meld.h"
#include "cn-undo.h"
#include "cn-ai-explain.h"

#define DEFAULT_PACE 700

struct _CanastaGame
{
  GObject          parent_instance;

  CnGame           game;
  CnState          state;
  gboolean         started;

  CanastaSeatKind  kinds[CN_MAX_SEATS];
  char            *names[CN_MAX_SEATS];

  /* What each seat has seen this round (the computer players remember
   * the pile; the hint asks for the human seat with its own memory). */
  CnAiLevel        levels[CN_MAX_SEATS];
  CnAiMemory       memories[CN_MAX_SEATS];
  CnAiConfig       ai_config;

  /* The preferences' rule option, for the next new game. */
  gboolean         classic_red_threes_at_deal;

  GListStore      *hands[CN_MAX_SEATS];
  /* The order each player gave the hand by hand, kept in step with the
   * hand as it changes (canasta-arrangement.h); not arranged, the hand
   * follows the preferences' sort. */
  gboolean         arranged[CN_MAX_SEATS];
  CnCard           arrangement[CN_MAX_SEATS][CN_MAX_CARDS];
  int              n_arrangement[CN_MAX_SEATS];
  GListStore      *melds[CN_MAX_SIDES];
  GListStore      *red_threes[CN_MAX_SIDES];
  GListStore      *pile;

  int              viewer;
  int              handover_seat;

  /* The card that named the canasta de moda at this round's cut, when it
   * was seen here or replayed from a saved history (a round resumed from a
   * save without one knows only its rank). */
  CnCard           moda_card;
  CnCard           cut_kept[CN_MAX_CARDS];
  int              n_cut_kept;

  CnRoundScore     last_score;
  int              last_totals[CN_MAX_SIDES];
  gboolean         has_last_score;
  /* The game's story: every round finished, oldest first (CnSaveRound). */
  GArray          *story;

  /* The computer seats. */
  guint            pace;
  guint            computer_source;
  GCancellable    *cancellable;
  gboolean         thinking;
  /* The window holds the computers while everyone reads something (the
   * cut's result); a new round or game lets them go. */
  gboolean         held;

  /* The property values last notified, so that notify fires only on change. */
  int              n_phase;
  int              n_turn;
  int              n_actor;
  int              n_pile_state;
  guint            n_stock;
  int              n_round;
  gboolean         n_over;
  gboolean         n_can_ask;
  int              n_opening_points;
  gboolean         n_hand_shown;

  /* Casual play: the turn's melds and lay-offs since the last move that
   * cannot be taken back, with the position and memories before them. */
  gboolean         undo_allowed;
  CnState          undo_base;
  CnAiMemory       undo_memories[CN_MAX_SEATS];
  CnMove           undo_moves[CN_MAX_MELDS * 2];
  int              n_undo_moves;
  gboolean         n_can_undo;

  /* The round's history: the game's round it is of, the position it
   * starts from (the deal, or where a game saved without history was
   * resumed) and every move made since, less those taken back; replayed
   * from history_start they give state. */
  int              history_round;
  gboolean         history_from_deal;
  CnState          history_start;
  GArray          *history;       /* CnMove */
};

G_DEFINE_FINAL_TYPE (CanastaGame, canasta_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_STARTED,
  PROP_PHASE,
  PROP_TURN,
  PROP_ACTOR,
  PROP_VIEWER,
  PROP_HANDOVER_PENDING,
  PROP_BUSY,
  PROP_PILE_STATE,
  PROP_STOCK_COUNT,
  PROP_ROUND,
  PROP_OVER,
  PROP_CAN_ASK,
  PROP_OPENING_POINTS,
  PROP_SCORES,
  PROP_PACE,
  PROP_CAN_UNDO,
  PROP_VIEWER_HAND_SHOWN,
  N_PROPS
};

enum {
  CARD_MOVED,
  PILE_TAKEN,
  ASKED,
  ANSWERED,
  TURN_CHANGED,
  ROUND_OVER,
  HANDOVER,
  CHANGED,
  MOVE_MADE,
  CUT_CARD,
  EXACT_CUT,
  DEALT,
  HISTORY_RESET,
  HAND_ARRANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_computer (CanastaGame *self);

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

/* ------------------------------------------------------------ card order */

/* The hand is shown sorted by rank with the wild cards together at the
 * left, aces high, threes at the right end. */
static int
display_rank (CnCard card)
{
  CnRank rank = cn_card_rank (card);

  if (rank == CN_RANK_JOKER)
    return 0;
  if (rank == CN_RANK_TWO)
    return 1;
  if (rank == CN_RANK_ACE)
    return 2;
  if (rank == CN_RANK_THREE)
    return 20;
  return 3 + (CN_RANK_KING - rank);
}

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  CnCard ca = *(const CnCard *) a;
  CnCard cb = *(const CnCard *) b;
  int ra = display_rank (ca);
  int rb = display_rank (cb);

  if (ra != rb)
    return ra - rb;
  return (int) cn_card_suit (ca) - (int) cn_card_suit (cb);
}

static gboolean
item_matches (CanastaCard *item,
              CnCard       card,
              gboolean     alternate)
{
  return canasta_card_get_card (item) == card &&
         canasta_card_get_alternate (item) == alternate;
}

/* Brings store in line with cards (in display order) by removing and
 * inserting single items, so that unchanged cards keep their objects and
 * widgets keep their selection and position. */
static void
sync_card_store (GListStore   *store,
                 const CnCard *cards,
                 guint         n,
                 gboolean      sorted)
{
  guint i = 0;
  guint j = 0;
  guint jokers = 0;

  while (j < n)
    {
      gboolean alternate = cards[j] == CN_CARD_JOKER && (jokers % 2) == 1;
      guint n_items = g_list_model_get_n_items (G_LIST_MODEL (store));
      g_autoptr(CanastaCard) item = NULL;

      if (i < n_items)
        item = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (item != NULL && item_matches (item, cards[j], alternate))
        {
          i++;
          j++;
          if (cards[j - 1] == CN_CARD_JOKER)
            jokers++;
          continue;
        }

      if (item != NULL && sorted)
        {
          CnCard have = canasta_card_get_card (item);

          /* An item that sorts before the wanted card is gone from the
           * hand; otherwise the wanted card is new. */
          if (compare_cards (&have, &cards[j]) < 0 ||
              (have == cards[j] && canasta_card_get_alternate (item) != alternate))
            {
              g_list_store_remove (store, i);
              continue;
            }
        }
      else if (item != NULL)
        {
          /* Unsorted (the pile): everything from here on is replaced. */
          g_list_store_splice (store, i, n_items - i, NULL, 0);
          continue;
        }

      {
        g_autoptr(CanastaCard) fresh = canasta_card_new (cards[j], alternate);
        g_list_store_insert (store, i, fresh);
      }
      i++;
      j++;
      if (cards[j - 1] == CN_CARD_JOKER)
        jokers++;
    }

  if (i < g_list_model_get_n_items (G_LIST_MODEL (store)))
    g_list_store_splice (store, i, g_list_model_get_n_items (G_LIST_MODEL (store)) - i, NULL, 0);
}

/* ------------------------------------------------------------------ sync */

static int
count_humans (CanastaGame *self)
{
  int n = 0;

  for (int i = 0; i < self->state.n_players; i++)
    if (self->kinds[i] == CANASTA_SEAT_HUMAN)
      n++;

  return n;
}

static gboolean
compute_can_ask (CanastaGame *self)
{
  CnMove move = { .kind = CN_MOVE_ASK_GO_OUT };
  CnVerdict verdict;

  if (!self->started || !canasta_game_get_viewer_can_act (self))
    return FALSE;

  move.seat = self->state.turn;
  /* The question is offered only when its answer can matter: a yes that
   * could not be honoured, or a no about a turn that cannot close anyway,
   * would only bind the player for nothing. */
  return cn_check (&self->state, &move, &verdict) && cn_state_asking_can_matter (&self->state);
}

static void
sync_models (CanastaGame *self)
{
  const CnState *s = &self->state;
  CnCard cards[CN_MAX_CARDS];

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      int n = 0;

      if (self->started && seat < s->n_players)
        n = cn_state_hand_cards (s, seat, cards);
      qsort (cards, n, sizeof (CnCard), compare_cards);
      /* Before the store changes, so that a view ordering the hand by the
       * arrangement finds a new card's place in it. */
      if (self->arranged[seat])
        self->n_arrangement[seat] = canasta_arrangement_reconcile (self->arrangement[seat],
                                                                   self->n_arrangement[seat],
                                                                   cards, n);
      sync_card_store (self->hands[seat], cards, n, TRUE);
    }

  for (int side = 0; side < CN_MAX_SIDES; side++)
    {
      guint n_melds = self->started && side < s->n_sides ? s->n_melds[side] : 0;
      guint n_items;
      guint n_threes = self->started && side < s->n_sides ? s->n_red_threes[side] : 0;

      for (guint i = 0; i < n_melds; i++)
        {
          g_autoptr(CanastaMeld) item = NULL;

          n_items = g_list_model_get_n_items (G_LIST_MODEL (self->melds[side]));
          if (i < n_items)
            item = g_list_model_get_item (G_LIST_MODEL (self->melds[side]), i);

          if (item != NULL && canasta_meld_equal_content (item, &s->melds[side][i]))
            continue;

          {
            const CnMeld *meld = &s->melds[side][i];
            g_autoptr(CanastaMeld) fresh = canasta_meld_new (side, i, meld, s->rules->canasta_size);
            gpointer add[1] = { fresh };

            canasta_meld_set_table (fresh, s->rules->variant,
                                    cn_state_canasta_clean (s, meld),
                                    s->moda != 0 && meld->rank == s->moda);

            g_list_store_splice (self->melds[side], i, item != NULL ? 1 : 0, add, 1);
          }
        }
      n_items = g_list_model_get_n_items (G_LIST_MODEL (self->melds[side]));
      if (n_items > n_melds)
        g_list_store_splice (self->melds[side], n_melds, n_items - n_melds, NULL, 0);

      sync_card_store (self->red_threes[side],
                       self->started ? s->red_threes[side] : NULL, n_threes, FALSE);
    }

  sync_card_store (self->pile, self->started ? s->pile : NULL,
                   self->started ? s->pile_n : 0, FALSE);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->pile)); i++)
    {
      g_autoptr(CanastaCard) item = g_list_model_get_item (G_LIST_MODEL (self->pile), i);

      canasta_card_set_sideways (item, i < s->pile_sideways);
    }
}

/* Whether the hand of the seat on screen may show face up. With one
 * person at the table it always may. With two or more sharing the screen,
 * only while its owner is the seat to act (after the handover): while a
 * computer plays, or a computer partner answers, or the round has ended
 * on someone else's move, nobody's hand shows, since anyone may be
 * looking then. */
static gboolean
compute_hand_shown (CanastaGame *self)
{
  if (!self->started || self->viewer < 0 || self->handover_seat >= 0)
    return FALSE;
  if (count_humans (self) < 2)
    return TRUE;
  if (self->state.phase == CN_PHASE_ROUND_OVER)
    return self->state.turn == self->viewer;
  return cn_state_actor (&self->state) == self->viewer;
}

#define NOTIFY_IF_CHANGED(field, value, prop) \
  G_STMT_START { \
    __typeof__ (self->field) _v = (value); \
    if (self->field != _v) \
      { \
        self->field = _v; \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
      } \
  } G_STMT_END

static void
sync_properties (CanastaGame *self)
{
  const CnState *s = &self->state;

  NOTIFY_IF_CHANGED (n_phase, self->started ? s->phase : CN_PHASE_ROUND_OVER, PROP_PHASE);
  NOTIFY_IF_CHANGED (n_turn, self->started ? s->turn : -1, PROP_TURN);
  NOTIFY_IF_CHANGED (n_actor, self->started ? cn_state_actor (s) : -1, PROP_ACTOR);
  NOTIFY_IF_CHANGED (n_pile_state, self->started ? (int) cn_state_pile_state (s) : CN_PILE_EMPTY,
                     PROP_PILE_STATE);
  NOTIFY_IF_CHANGED (n_stock, self->started ? s->stock_n : 0, PROP_STOCK_COUNT);
  NOTIFY_IF_CHANGED (n_round, self->game.round, PROP_ROUND);
  NOTIFY_IF_CHANGED (n_over, self->started && self->game.over, PROP_OVER);
  NOTIFY_IF_CHANGED (n_can_ask, compute_can_ask (self), PROP_CAN_ASK);
  NOTIFY_IF_CHANGED (n_opening_points, self->started ? s->turn_points : 0, PROP_OPENING_POINTS);
  NOTIFY_IF_CHANGED (n_hand_shown, compute_hand_shown (self), PROP_VIEWER_HAND_SHOWN);
}

static void
set_viewer (CanastaGame *self,
            int          viewer,
            int          handover_seat)
{
  g_object_freeze_notify (G_OBJECT (self));

  if (self->viewer != viewer)
    {
      self->viewer = viewer;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWER]);
    }

  if (self->handover_seat != handover_seat)
    {
      gboolean was_pending = self->handover_seat >= 0;

      self->handover_seat = handover_seat;
      if (was_pending != (handover_seat >= 0))
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOVER_PENDING]);
    }
  NOTIFY_IF_CHANGED (n_hand_shown, compute_hand_shown (self), PROP_VIEWER_HAND_SHOWN);

  g_object_thaw_notify (G_OBJECT (self));

  if (handover_seat >= 0)
    g_signal_emit (self, signals[HANDOVER], 0, handover_seat);
}

/* Decides whose hand the screen shows. With one human seat it is always
 * that seat. With two or more, each time a different human seat must act,
 * the table hides every hand until that player confirms they are the one
 * at the screen (pass-and-play). */
static void
sync_viewer (CanastaGame *self)
{
  int actor;

  if (!self->started || count_humans (self) < 2)
    return;

  if (self->state.phase == CN_PHASE_ROUND_OVER)
    return;

  actor = cn_state_actor (&self->state);
  if (self->kinds[actor] != CANASTA_SEAT_HUMAN || actor == self->viewer)
    return;

  if (self->handover_seat != actor)
    set_viewer (self, -1, actor);
}

static void
set_busy (CanastaGame *self,
          gboolean     busy)
{
  if (self->thinking == busy)
    return;

  self->thinking = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
sync_all (CanastaGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  sync_models (self);
  sync_properties (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* What the cut showed: the card that names the canasta de moda and the
 * cards the cutter kept. */
static void
remember_cut (CanastaGame   *self,
              const CnEvent *e)
{
  if (e->count == 1)
    self->moda_card = e->card;
  if ((e->to == CN_PLACE_HAND || e->to == CN_PLACE_RED_THREES) && self->n_cut_kept < CN_MAX_CARDS)
    self->cut_kept[self->n_cut_kept++] = e->card;
}

static void
emit_events (CanastaGame    *self,
             const CnEvents *events)
{
  for (int i = 0; i < events->n; i++)
    {
      const CnEvent *e = &events->events[i];

      switch (e->kind)
        {
        case CN_EVENT_CARD_MOVED:
          g_signal_emit (self, signals[CARD_MOVED], 0,
                         (guint) e->card, (int) e->from, (int) e->to,
                         (int) e->seat, (int) e->side, (int) e->meld);
          break;

        case CN_EVENT_PILE_TAKEN:
          g_signal_emit (self, signals[PILE_TAKEN], 0, (int) e->seat, (int) e->count);
          break;

        case CN_EVENT_ASKED:
          g_signal_emit (self, signals[ASKED], 0, (int) e->seat);
          break;

        case CN_EVENT_ANSWERED:
          g_signal_emit (self, signals[ANSWERED], 0, (int) e->seat,
                         self->state.answer == CN_ANSWER_YES);
          break;

        case CN_EVENT_TURN:
          g_signal_emit (self, signals[TURN_CHANGED], 0, (int) e->seat);
          break;

        case CN_EVENT_CUT_CARD:
          remember_cut (self, e);
          g_signal_emit (self, signals[CUT_CARD], 0, (guint) e->card, (int) e->to,
                         (int) e->seat, e->count == 1);
          break;

        case CN_EVENT_EXACT_CUT:
          g_signal_emit (self, signals[EXACT_CUT], 0, (int) e->seat, (int) e->side);
          break;

        case CN_EVENT_DEALT:
          g_signal_emit (self, signals[DEALT], 0, (int) e->seat, (int) e->count);
          break;

        case CN_EVENT_POZO:
        case CN_EVENT_ROUND_OVER:
        default:
          break;
        }
    }
}

static void
finish_round (CanastaGame *self)
{
  for (int side = 0; side < self->state.n_sides; side++)
    self->last_totals[side] = self->game.scores[side];

  cn_state_score (&self->state, &self->last_score);
  cn_game_end_round (&self->game, &self->last_score);
  self->has_last_score = TRUE;

  {
    CnSaveRound entry = { .round = self->game.round, .score = self->last_score };

    memcpy (entry.totals, self->game.scores, sizeof entry.totals);
    g_array_append_val (self->story, entry);
  }

  sync_properties (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);
  g_signal_emit (self, signals[ROUND_OVER], 0);
}

/* ------------------------------------------------------------------ undo */

static gboolean
compute_can_undo (CanastaGame *self)
{
  int seat;

  if (!self->started || !self->undo_allowed || self->n_undo_moves == 0 ||
      self->state.phase != CN_PHASE_PLAY)
    return FALSE;
  seat = cn_state_actor (&self->state);
  return self->kinds[seat] == CANASTA_SEAT_HUMAN && seat == self->viewer;
}

static void
sync_can_undo (CanastaGame *self)
{
  gboolean can_undo = compute_can_undo (self);

  if (self->n_can_undo != can_undo)
    {
      self->n_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
}

/* Melds and lay-offs join the record of the turn; any other move (the
 * draw, the discard, a question) closes it, since it cannot be taken
 * back. */
static void
record_for_undo (CanastaGame   *self,
                 const CnState *before,
                 const CnMove  *move,
                 gboolean       undoable)
{
  if (!undoable || self->n_undo_moves == G_N_ELEMENTS (self->undo_moves))
    {
      self->n_undo_moves = 0;
      return;
    }

  if (self->n_undo_moves == 0)
    {
      self->undo_base = *before;
      memcpy (self->undo_memories, self->memories, sizeof self->memories);
    }
  self->undo_moves[self->n_undo_moves++] = *move;
}

/* Applies a move for whoever acts now and tells everybody what happened. */
static gboolean
apply_move (CanastaGame *self,
            CnMove      *move,
            CnVerdict   *verdict)
{
  CnEvents events = { 0 };
  g_autofree CnState *before = g_memdup2 (&self->state, sizeof self->state);
  gboolean undoable = cn_move_undoable (&self->state, move);

  if (!cn_apply (&self->state, move, verdict, &events))
    return FALSE;

  record_for_undo (self, before, move, undoable);
  g_array_append_val (self->history, *move);

  /* Every seat sees every move made in the open. */
  for (int seat = 0; seat < self->state.n_players; seat++)
    cn_ai_memory_observe (&self->memories[seat], before, move, &events);

  sync_all (self);
  emit_events (self, &events);

  /* Before the round's end and the next seat: the history reads the move
   * with the position it was made in. */
  g_signal_emit (self, signals[MOVE_MADE], 0, before, move);

  if (self->state.phase == CN_PHASE_ROUND_OVER)
    finish_round (self);
  else
    {
      sync_viewer (self);
      schedule_computer (self);
    }

  sync_can_undo (self);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
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

  set_busy (self, FALSE);
  self->memories[turn->memory.seat].rng[0] = turn->memory.rng[0];
  self->memories[turn->memory.seat].rng[1] = turn->memory.rng[1];
  self->memories[turn->memory.seat].rng[2] = turn->memory.rng[2];
  self->memories[turn->memory.seat].rng[3] = turn->memory.rng[3];

  if (!apply_move (self, move, &verdict))
    {
      g_autofree char *text = cn_move_to_string (move);
      CnMove other = { 0 };

      /* The bot chose a move the engine refuses: play the first legal move
       * instead so the game goes on, and leave a trace for debugging. */
      g_debug ("computer move %s refused: %s", text, cn_code_name (verdict.code));
      fallback_move (&self->state, &other);
      apply_move (self, &other, &verdict);
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
      set_busy (self, FALSE);
      return G_SOURCE_REMOVE;
    }

  set_busy (self, TRUE);

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

static void
schedule_computer (CanastaGame *self)
{
  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return;
  if (self->kinds[cn_state_actor (&self->state)] != CANASTA_SEAT_COMPUTER)
    return;
  if (self->computer_source != 0 || self->thinking || self->held)
    return;

  set_busy (self, TRUE);
  if (self->pace == 0)
    self->computer_source = g_idle_add (computer_think_cb, self);
  else
    self->computer_source = g_timeout_add (self->pace, computer_think_cb, self);
}

static void
stop_computer (CanastaGame *self)
{
  g_clear_handle_id (&self->computer_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  set_busy (self, FALSE);
}

/* --------------------------------------------------------------- GObject */

static void
canasta_game_dispose (GObject *object)
{
  CanastaGame *self = CANASTA_GAME (object);

  g_clear_handle_id (&self->computer_source, g_source_remove);
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    g_clear_object (&self->hands[i]);
  for (int i = 0; i < CN_MAX_SIDES; i++)
    {
      g_clear_object (&self->melds[i]);
      g_clear_object (&self->red_threes[i]);
    }
  g_clear_object (&self->pile);

  G_OBJECT_CLASS (canasta_game_parent_class)->dispose (object);
}

static void
canasta_game_finalize (GObject *object)
{
  CanastaGame *self = CANASTA_GAME (object);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    g_free (self->names[i]);
  g_array_unref (self->history);
  g_array_unref (self->story);

  G_OBJECT_CLASS (canasta_game_parent_class)->finalize (object);
}

static void
canasta_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  CanastaGame *self = CANASTA_GAME (object);

  switch (prop_id)
    {
    case PROP_STARTED:
      g_value_set_boolean (value, self->started);
      break;

    case PROP_PHASE:
      g_value_set_int (value, self->n_phase);
      break;

    case PROP_TURN:
      g_value_set_int (value, self->n_turn);
      break;

    case PROP_ACTOR:
      g_value_set_int (value, self->n_actor);
      break;

    case PROP_VIEWER:
      g_value_set_int (value, self->viewer);
      break;

    case PROP_HANDOVER_PENDING:
      g_value_set_boolean (value, self->handover_seat >= 0);
      break;

    case PROP_BUSY:
      g_value_set_boolean (value, self->thinking);
      break;

    case PROP_PILE_STATE:
      g_value_set_int (value, self->n_pile_state);
      break;

    case PROP_STOCK_COUNT:
      g_value_set_uint (value, self->n_stock);
      break;

    case PROP_ROUND:
      g_value_set_int (value, self->n_round);
      break;

    case PROP_OVER:
      g_value_set_boolean (value, self->n_over);
      break;

    case PROP_CAN_ASK:
      g_value_set_boolean (value, self->n_can_ask);
      break;

    case PROP_OPENING_POINTS:
      g_value_set_int (value, self->n_opening_points);
      break;

    case PROP_SCORES:
      {
        GVariantBuilder builder;

        g_variant_builder_init (&builder, G_VARIANT_TYPE ("ai"));
        for (int side = 0; side < canasta_game_get_n_sides (self); side++)
          g_variant_builder_add (&builder, "i", self->game.scores[side]);
        g_value_take_variant (value, g_variant_ref_sink (g_variant_builder_end (&builder)));
      }
      break;

    case PROP_PACE:
      g_value_set_uint (value, self->pace);
      break;

    case PROP_VIEWER_HAND_SHOWN:
      g_value_set_boolean (value, self->n_hand_shown);
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->n_can_undo);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_game_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  CanastaGame *self = CANASTA_GAME (object);

  switch (prop_id)
    {
    case PROP_PACE:
      canasta_game_set_pace (self, g_value_get_uint (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_game_class_init (CanastaGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = canasta_game_dispose;
  object_class->finalize = canasta_game_finalize;
  object_class->get_property = canasta_game_get_property;
  object_class->set_property = canasta_game_set_property;

  properties[PROP_STARTED] =
    g_param_spec_boolean ("started", NULL, NULL, FALSE, ro);
  properties[PROP_PHASE] =
    g_param_spec_int ("phase", NULL, NULL, 0, CN_PHASE_CUT, CN_PHASE_ROUND_OVER, ro);
  properties[PROP_TURN] =
    g_param_spec_int ("turn", NULL, NULL, -1, CN_MAX_SEATS, -1, ro);
  properties[PROP_ACTOR] =
    g_param_spec_int ("actor", NULL, NULL, -1, CN_MAX_SEATS, -1, ro);
  properties[PROP_VIEWER] =
    g_param_spec_int ("viewer", NULL, NULL, -1, CN_MAX_SEATS, -1, ro);
  properties[PROP_HANDOVER_PENDING] =
    g_param_spec_boolean ("handover-pending", NULL, NULL, FALSE, ro);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  properties[PROP_PILE_STATE] =
    g_param_spec_int ("pile-state", NULL, NULL, CN_PILE_OPEN, CN_PILE_EMPTY, CN_PILE_EMPTY, ro);
  properties[PROP_STOCK_COUNT] =
    g_param_spec_uint ("stock-count", NULL, NULL, 0, CN_MAX_CARDS, 0, ro);
  properties[PROP_ROUND] =
    g_param_spec_int ("round", NULL, NULL, 0, G_MAXINT, 0, ro);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_ASK] =
    g_param_spec_boolean ("can-ask", NULL, NULL, FALSE, ro);
  properties[PROP_OPENING_POINTS] =
    g_param_spec_int ("opening-points", NULL, NULL, G_MININT, G_MAXINT, 0, ro);
  /* The sides' running totals, as "ai"; notified when a round ends and
   * when a game starts. */
  properties[PROP_SCORES] =
    g_param_spec_variant ("scores", NULL, NULL, G_VARIANT_TYPE ("ai"), NULL, ro);
  properties[PROP_PACE] =
    g_param_spec_uint ("pace", NULL, NULL, 0, 10000, DEFAULT_PACE,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether canasta_game_undo() would take a move back now. */
  /* Whether the viewer's hand may show face up now (pass-and-play hides
   * it while anyone else, a computer too, is to act). */
  properties[PROP_VIEWER_HAND_SHOWN] =
    g_param_spec_boolean ("viewer-hand-shown", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, ro);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CanastaGame::card-moved:
   * @card: the CnCard
   * @from: the CnPlace it left
   * @to: the CnPlace it went to
   * @seat: the seat that moved it
   * @side: the side whose melds or red threes it joined or left
   * @meld: the meld index, for CN_PLACE_MELD
   *
   * Emitted after the list models changed, once per card, in the order the
   * engine moved them, so widgets can fly each card to its place.
   */
  signals[CARD_MOVED] =
    g_signal_new ("card-moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 6,
                  G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);
  signals[PILE_TAKEN] =
    g_signal_new ("pile-taken", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  signals[ASKED] =
    g_signal_new ("asked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_BOOLEAN);
  signals[TURN_CHANGED] =
    g_signal_new ("turn-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[ROUND_OVER] =
    g_signal_new ("round-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CanastaGame::handover:
   * @seat: the human seat that must come to the screen
   *
   * Every hand is hidden until canasta_game_confirm_handover().
   */
  signals[HANDOVER] =
    g_signal_new ("handover", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * CanastaGame::move-made:
   * @before: the CnState the move was made in (only during emission)
   * @move: the CnMove
   *
   * Emitted once per move that the engine accepted, after the list models
   * changed and before the next seat is asked to play.
   */
  signals[MOVE_MADE] =
    g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
  /**
   * CanastaGame::cut-card:
   * @card: the CnCard seen at the cut
   * @to: CN_PLACE_HAND or CN_PLACE_RED_THREES when the cutter keeps it,
   *   CN_PLACE_STOCK when it goes back into the pack
   * @seat: the cutter
   * @moda: whether it is the natural that names the canasta de moda
   *
   * Emitted for each card the cut shows, in order, after the list models
   * changed (the deal is done by then).
   */
  signals[CUT_CARD] =
    g_signal_new ("cut-card", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                  G_TYPE_UINT, G_TYPE_INT, G_TYPE_INT, G_TYPE_BOOLEAN);
  /* The cutter (seat) cut exactly: its side scores the exact cut. */
  signals[EXACT_CUT] =
    g_signal_new ("exact-cut", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* The cards were dealt after the cut, one at a time from seat. */
  signals[DEALT] =
    g_signal_new ("dealt", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CanastaGame::history-reset:
   *
   * The round's history starts anew (a new round or game) or was replaced
   * (a resumed game, a position set by hand) instead of growing by a move:
   * a view of it rebuilds from canasta_game_foreach_move().
   */
  signals[HISTORY_RESET] =
    g_signal_new ("history-reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The player arranged the seat's hand, or it went back to the sort. */
  signals[HAND_ARRANGED] =
    g_signal_new ("hand-arranged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* After every applied move, new round and new game. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
canasta_game_init (CanastaGame *self)
{
  for (int i = 0; i < CN_MAX_SEATS; i++)
    self->hands[i] = g_list_store_new (CANASTA_TYPE_CARD);
  for (int i = 0; i < CN_MAX_SIDES; i++)
    {
      self->melds[i] = g_list_store_new (CANASTA_TYPE_MELD);
      self->red_threes[i] = g_list_store_new (CANASTA_TYPE_CARD);
    }
  self->pile = g_list_store_new (CANASTA_TYPE_CARD);
  self->cancellable = g_cancellable_new ();
  self->pace = DEFAULT_PACE;
  cn_ai_config_init (&self->ai_config);
  for (int i = 0; i < CN_MAX_SEATS; i++)
    self->levels[i] = CN_AI_MEDIUM;
  self->viewer = -1;
  self->handover_seat = -1;
  self->n_phase = CN_PHASE_ROUND_OVER;
  self->n_turn = -1;
  self->n_actor = -1;
  self->n_pile_state = CN_PILE_EMPTY;
  self->undo_allowed = TRUE;
  self->history = g_array_new (FALSE, FALSE, sizeof (CnMove));
  self->story = g_array_new (FALSE, TRUE, sizeof (CnSaveRound));
}

CanastaGame *
canasta_game_new (void)
{
  return g_object_new (CANASTA_TYPE_GAME, NULL);
}

/* ---------------------------------------------------------- game control */

/* A round dealt or resumed goes on screen: the lists, the seat on screen
 * (the one person; nobody's hand in pass-and-play until its player says
 * so; seat 0 when only computers play), what that seat may do, a new
 * history, and the computers' turn if it is theirs. */
static void
show_round (CanastaGame *self)
{
  int first_human = -1;

  for (int i = 0; i < self->state.n_players; i++)
    if (self->kinds[i] == CANASTA_SEAT_HUMAN && first_human < 0)
      first_human = i;

  sync_all (self);

  if (count_humans (self) == 1)
    set_viewer (self, first_human, -1);
  else if (count_humans (self) == 0)
    set_viewer (self, 0, -1);
  else
    {
      set_viewer (self, -1, -1);
      sync_viewer (self);
    }
  /* Whether the seat on screen may ask depends on who is on screen. */
  sync_properties (self);
  sync_can_undo (self);

  schedule_computer (self);
  g_signal_emit (self, signals[HISTORY_RESET], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A new deal, or a position set by hand: every hand follows the sort. */
static void
clear_arrangements (CanastaGame *self)
{
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    if (self->arranged[seat])
      {
        self->arranged[seat] = FALSE;
        self->n_arrangement[seat] = 0;
        g_signal_emit (self, signals[HAND_ARRANGED], 0, seat);
      }
}

static void
start_round (CanastaGame *self)
{
  stop_computer (self);
  self->held = FALSE;
  clear_arrangements (self);
  cn_game_start_round (&self->game, &self->state);
  self->n_undo_moves = 0;
  self->moda_card = CN_CARD_NONE;
  self->n_cut_kept = 0;
  self->history_round = self->game.round;
  self->history_from_deal = TRUE;
  self->history_start = self->state;
  g_array_set_size (self->history, 0);

  /* A variant whose round opens with a cut (uruguayan) starts in
   * CN_PHASE_CUT: the cutter's seat cuts like any move, a computer at once
   * (schedule_computer below), a person at the table (canasta_game_cut). */

  /* A fresh memory for every seat; each player's own random generator is
   * seeded from the game so that a replayed game plays the same. */
  for (int seat = 0; seat < self->state.n_players; seat++)
    cn_ai_memory_init (&self->memories[seat], seat,
                       self->game.seed ^ ((guint64) self->game.round << 8 | (guint64) seat));

  show_round (self);
}

void
canasta_game_start (CanastaGame            *self,
                    const CanastaGameSetup *setup)
{
  const CnRules *rules;
  CnOptions options;
  guint64 seed;

  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (setup != NULL);

  rules = cn_rules_get (setup->variant);
  g_return_if_fail (rules != NULL);
  g_return_if_fail (cn_rules_seating (rules, setup->players) != NULL);
  g_return_if_fail (cn_rules_fixed_rounds_valid (rules, setup->fixed_rounds));

  stop_computer (self);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      self->kinds[i] = i < setup->players ? setup->kinds[i] : CANASTA_SEAT_COMPUTER;
      if (i < setup->players && setup->names[i] != NULL && setup->names[i][0] != '\0')
        self->names[i] = g_strdup (setup->names[i]);
      else
        /* Translators: the default name of a seat */
        self->names[i] = g_strdup_printf (_("Player %d"), i + 1);
      if (i >= setup->players || setup->levels[i] == NULL ||
          !cn_ai_level_parse (setup->levels[i], &self->levels[i]))
        self->levels[i] = CN_AI_MEDIUM;
    }

  seed = setup->seed != 0 ? setup->seed : ((guint64) g_random_int () << 32 | g_random_int ());

  cn_options_init (&options, rules);
  /* The rule option of the preferences, for the variant it belongs to. */
  if (rules->variant == CN_VARIANT_CLASSIC)
    options.red_threes_at_deal = self->classic_red_threes_at_deal;
  options.fixed_rounds = setup->fixed_rounds;
  cn_game_init (&self->game, rules, &options, setup->players, seed);
  self->has_last_score = FALSE;
  g_array_set_size (self->story, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);

  if (!self->started)
    {
      self->started = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }

  start_round (self);
}

gboolean
canasta_game_next_round (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || self->game.over || self->state.phase != CN_PHASE_ROUND_OVER)
    return FALSE;

  start_round (self);
  return TRUE;
}

gboolean
canasta_game_get_started (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started;
}

/* ----------------------------------------------------------------- seats */

CnVariant
canasta_game_get_variant (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_VARIANT_CLASSIC);
  return self->started ? self->game.rules->variant : CN_VARIANT_CLASSIC;
}

const CnRules *
canasta_game_get_rules (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return self->started ? self->game.rules : cn_rules_get (CN_VARIANT_CLASSIC);
}

int
canasta_game_get_n_players (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.n_players : 0;
}

int
canasta_game_get_n_sides (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.n_sides : 0;
}

int
canasta_game_get_side_of (CanastaGame *self,
                          int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (self->started, 0);
  return cn_state_side_of (&self->state, seat);
}

int
canasta_game_get_partner (CanastaGame *self,
                          int          seat)
{
  int partner;

  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  g_return_val_if_fail (self->started, -1);

  if (cn_state_seats_per_side (&self->state) < 2)
    return -1;
  partner = cn_state_partner (&self->state, seat);
  return partner < 0 || partner >= self->state.n_players ? -1 : partner;
}

CanastaSeatKind
canasta_game_get_seat_kind (CanastaGame *self,
                            int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_SEAT_COMPUTER);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, CANASTA_SEAT_COMPUTER);
  return self->kinds[seat];
}

const char *
canasta_game_get_seat_name (CanastaGame *self,
                            int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, NULL);
  return self->names[seat] != NULL ? self->names[seat] : "";
}

int
canasta_game_get_n_humans (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? count_humans (self) : 0;
}

char *
canasta_game_dup_side_name (CanastaGame *self,
                            int          side)
{
  g_autoptr(GString) names = g_string_new (NULL);
  int n_sides;

  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);

  n_sides = canasta_game_get_n_sides (self);
  for (int seat = side; n_sides > 0 && seat < self->state.n_players; seat += n_sides)
    {
      if (names->len > 0)
        /* Translators: joins the names of partners: "Ana & Bob" */
        g_string_append (names, _(" & "));
      g_string_append (names, self->names[seat]);
    }

  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* ------------------------------------------------------------ turn state */

CnPhase
canasta_game_get_phase (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_PHASE_ROUND_OVER);
  return self->n_phase;
}

int
canasta_game_get_turn (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->n_turn;
}

int
canasta_game_get_actor (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->n_actor;
}

int
canasta_game_get_viewer (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->viewer;
}

gboolean
canasta_game_get_handover_pending (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->handover_seat >= 0;
}

int
canasta_game_get_handover_seat (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return self->handover_seat;
}

void
canasta_game_confirm_handover (CanastaGame *self)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->handover_seat < 0)
    return;

  set_viewer (self, self->handover_seat, -1);
  sync_properties (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
canasta_game_get_busy (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->thinking;
}

gboolean
canasta_game_get_viewer_hand_shown (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->n_hand_shown;
}

/* Whether the seat on screen is the one that must act now. */
gboolean
canasta_game_get_viewer_can_act (CanastaGame *self)
{
  int actor;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return FALSE;
  if (self->handover_seat >= 0)
    return FALSE;

  actor = cn_state_actor (&self->state);
  return actor == self->viewer && self->kinds[actor] == CANASTA_SEAT_HUMAN;
}

/* ----------------------------------------------------------------- table */

GListModel *
canasta_game_get_hand (CanastaGame *self,
                       int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, NULL);
  return G_LIST_MODEL (self->hands[seat]);
}

GListModel *
canasta_game_get_melds (CanastaGame *self,
                        int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, NULL);
  return G_LIST_MODEL (self->melds[side]);
}

GListModel *
canasta_game_get_red_threes (CanastaGame *self,
                             int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, NULL);
  return G_LIST_MODEL (self->red_threes[side]);
}

GListModel *
canasta_game_get_pile (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return G_LIST_MODEL (self->pile);
}

guint
canasta_game_get_stock_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->n_stock;
}

CnPileState
canasta_game_get_pile_state (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_PILE_EMPTY);
  return self->n_pile_state;
}

CnCard
canasta_game_get_pile_freezer (CanastaGame *self)
{
  const CnState *s = &self->state;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_CARD_NONE);

  if (!self->started || cn_state_pile_state (s) != CN_PILE_FROZEN)
    return CN_CARD_NONE;

  /* The engine knows which cards freeze the pile under each rule set. */
  return cn_state_pile_freezer (s);
}

gboolean
canasta_game_get_pile_frozen_for (CanastaGame *self,
                                  int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || side < 0 || side >= self->state.n_sides || self->state.pile_n == 0)
    return FALSE;
  return cn_state_pile_frozen_for (&self->state, side);
}

int
canasta_game_find_meld (CanastaGame *self,
                        int          side,
                        CnRank       rank)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);

  if (!self->started || side < 0 || side >= self->state.n_sides)
    return -1;

  return cn_state_find_meld (&self->state, side, rank);
}

/* -------------------------------------------------------- scores, opening */

int
canasta_game_get_total (CanastaGame *self,
                        int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (side >= 0 && side < CN_MAX_SIDES, 0);
  return self->game.scores[side];
}

int
canasta_game_get_round (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->game.round;
}

gboolean
canasta_game_get_over (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && self->game.over;
}

int
canasta_game_get_winner (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  return canasta_game_get_over (self) ? self->game.winner : -1;
}

int
canasta_game_get_target (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->game.rules->target : 0;
}

int
canasta_game_get_fixed_rounds (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);

  return self->started ? self->game.options.fixed_rounds : 0;
}

gboolean
canasta_game_get_side_opened (CanastaGame *self,
                              int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && cn_state_side_opened (&self->state, side);
}

int
canasta_game_get_opening_minimum (CanastaGame *self,
                                  int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? cn_state_opening_minimum (&self->state, side) : 0;
}

/* What the seat to play has melded this turn toward its side's opening. */
int
canasta_game_get_opening_points (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->n_opening_points;
}

int
canasta_game_get_canastas (CanastaGame *self,
                           int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? cn_state_canastas (&self->state, side) : 0;
}

int
canasta_game_get_canastas_needed (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.canastas_needed : 0;
}

gboolean
canasta_game_get_can_ask (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->n_can_ask;
}

CnRank
canasta_game_get_moda (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started && self->state.phase != CN_PHASE_CUT ? self->state.moda : 0;
}

CnCard
canasta_game_get_moda_card (CanastaGame *self)
{
  CnRank moda = canasta_game_get_moda (self);

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_CARD_NONE);

  if (moda == 0)
    return CN_CARD_NONE;
  if (self->moda_card != CN_CARD_NONE && cn_card_rank (self->moda_card) == moda)
    return self->moda_card;
  /* A resumed round knows the rank only; suits count for nothing. */
  return CN_CARD (moda, CN_SUIT_HEARTS);
}

/* The wild cards and red threes the cutter kept at this round's cut, in
 * the order the cut showed them (none known in a resumed round). */
int
canasta_game_get_cut_kept (CanastaGame *self,
                           CnCard      *out)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  memcpy (out, self->cut_kept, self->n_cut_kept);
  return self->n_cut_kept;
}

/* The wilds that made the pozo premiado, set crosswise under it, bottom
 * first: not the top card, which shows on the pozo itself until covered. */
int
canasta_game_get_pozo_premios (CanastaGame *self,
                               CnCard      *out)
{
  CnCard all[CN_MAX_CARDS];
  int n;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  if (!self->started)
    return 0;
  n = cn_state_pozo_premios (&self->state, all);
  if (n > 0 && self->state.pile_n > 0 && cn_card_is_wild (cn_state_pile_top (&self->state)))
    n--;
  memcpy (out, all, n);
  return n;
}

/* The side's finished canastas by kind: clean and dirty (source 001). */
void
canasta_game_get_canasta_kinds (CanastaGame *self,
                                int          side,
                                int         *clean,
                                int         *dirty)
{
  int c = 0, d = 0;
  gboolean wild_on_table;

  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->started && side >= 0 && side < self->state.n_sides)
    cn_state_canasta_kinds (&self->state, side, &c, &d, &wild_on_table);
  if (clean != NULL)
    *clean = c;
  if (dirty != NULL)
    *dirty = d;
}

/* Whether the side's canastas already give what going out needs. */
gboolean
canasta_game_get_side_can_close (CanastaGame *self,
                                 int          side)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  return self->started && side >= 0 && side < self->state.n_sides &&
         cn_state_side_can_close (&self->state, side);
}

/* Whether the seat on screen, to play, could go out in this turn: its side
 * has the canastas and its hand a way down (the engine's solver), or, before
 * drawing, at least the canastas. */
gboolean
canasta_game_get_can_go_out (CanastaGame *self)
{
  int side;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!canasta_game_get_viewer_can_act (self))
    return FALSE;
  side = cn_state_side_of (&self->state, self->state.turn);
  if (self->state.phase == CN_PHASE_DRAW)
    return cn_state_side_can_close (&self->state, side);
  return self->state.phase == CN_PHASE_PLAY && cn_state_can_go_out (&self->state);
}

gboolean
canasta_game_has_score_line (CanastaGame *self,
                             CnLine       line)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (line < CN_N_LINES, FALSE);

  return self->started && cn_rules_has_line (self->game.rules, line);
}

/* The engine counts a round as played once it is scored: the round on the
 * table is the next one, except while the round just scored is still
 * there. */
int
canasta_game_get_round_number (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 1);

  return MAX (1, self->game.round + (self->state.phase == CN_PHASE_ROUND_OVER && self->game.round > 0 ? 0 : 1));
}

gboolean
canasta_game_get_last_score (CanastaGame  *self,
                             CnRoundScore *score,
                             int          *totals_before)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->has_last_score)
    return FALSE;

  if (score != NULL)
    *score = self->last_score;
  if (totals_before != NULL)
    memcpy (totals_before, self->last_totals, sizeof self->last_totals);

  return TRUE;
}

int
canasta_game_get_hand_points (CanastaGame *self,
                              int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, 0);

  if (!self->started || seat >= self->state.n_players)
    return 0;
  return cn_state_hand_points (&self->state, seat);
}

gboolean
canasta_game_get_premio_progress (CanastaGame           *self,
                                  int                    side,
                                  CanastaPremioProgress *progress)
{
  const CnRules *rules;
  CnRoundScore score;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (progress != NULL, FALSE);

  rules = self->game.rules;
  if (!self->started || rules == NULL || rules->canastilla_count == 0 ||
      side < 0 || side >= self->state.n_sides)
    return FALSE;

  /* The round scored as it stands: its lines say what the side has earned
   * so far, as the round's end would count it. */
  cn_state_score (&self->state, &score);
  progress->table_points = score.sides[side].lines[CN_LINE_MELDS];
  progress->canastas = cn_state_canastas (&self->state, side);
  progress->canastilla_count = rules->canastilla_count;
  progress->canaston_count = rules->canaston_count;
  progress->canastilla_bonus = rules->bonus_canastilla;
  progress->canaston_bonus = rules->bonus_canaston;
  progress->moda_canastas = score.sides[side].lines[CN_LINE_MODA] > 0;
  return TRUE;
}

/* The game's story: a game resumed from an older save tells the rounds it
 * saw since. */
guint
canasta_game_get_n_story_rounds (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);

  return self->story->len;
}

gboolean
canasta_game_get_story_round (CanastaGame  *self,
                              guint         index,
                              int          *round,
                              CnRoundScore *score,
                              int          *totals_after)
{
  const CnSaveRound *entry;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (index >= self->story->len)
    return FALSE;
  entry = &g_array_index (self->story, CnSaveRound, index);
  if (round != NULL)
    *round = entry->round;
  if (score != NULL)
    *score = entry->score;
  if (totals_after != NULL)
    memcpy (totals_after, entry->totals, sizeof entry->totals);
  return TRUE;
}

/* How the round on the table ended: went out (seat, and whether
 * concealed) or the stock ran out; CN_END_NONE while it is on. */
CnRoundEnd
canasta_game_get_round_end (CanastaGame *self,
                            int         *seat,
                            gboolean    *concealed)
{
  CnRoundEnd end = CN_END_NONE;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_END_NONE);

  if (self->started && self->state.phase == CN_PHASE_ROUND_OVER)
    end = self->state.end;
  if (seat != NULL)
    *seat = end == CN_END_WENT_OUT ? self->state.out_seat : -1;
  if (concealed != NULL)
    *concealed = end == CN_END_WENT_OUT && self->state.out_concealed;
  return end;
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
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
    schedule_computer (self);
}

/* --------------------------------------------------------------- actions */

static gboolean
refuse (CnVerdict *verdict,
        CnCode     code)
{
  memset (verdict, 0, sizeof *verdict);
  verdict->code = code;
  return FALSE;
}

static gboolean
prepare_move (CanastaGame *self,
              CnMove      *move,
              CnVerdict   *verdict)
{
  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return refuse (verdict, CN_ERR_ROUND_OVER);
  if (!canasta_game_get_viewer_can_act (self))
    return refuse (verdict, CN_ERR_NOT_YOUR_TURN);

  move->seat = cn_state_actor (&self->state);
  return TRUE;
}

gboolean
canasta_game_check (CanastaGame *self,
                    CnMove      *move,
                    CnVerdict   *verdict)
{
  CnVerdict local;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (verdict == NULL)
    verdict = &local;

  if (!prepare_move (self, move, verdict))
    return FALSE;

  return cn_check (&self->state, move, verdict);
}

gboolean
canasta_game_play (CanastaGame *self,
                   CnMove      *move,
                   CnVerdict   *verdict)
{
  CnVerdict local;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (verdict == NULL)
    verdict = &local;

  if (!prepare_move (self, move, verdict))
    return FALSE;

  return apply_move (self, move, verdict);
}

static void
fill_cards (CnMove               *move,
            const CanastaCardSet *cards)
{
  if (cards == NULL)
    return;

  move->n = MIN (cards->n, CN_MOVE_CAP);
  memcpy (move->cards, cards->cards, move->n);
}

gboolean
canasta_game_draw (CanastaGame *self,
                   CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_DRAW };

  return canasta_game_play (self, &move, verdict);
}

/* Takes the pile with the cards of with, or, when it names none, with
 * the take a player naming no cards means (cn_take_choice): the top card
 * laid off, or a natural pair of its rank, never a wild card. */
gboolean
canasta_game_take_pile (CanastaGame          *self,
                        const CanastaCardSet *with,
                        CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_TAKE_PILE };
  CnVerdict local;

  if (with != NULL && with->n > 0)
    {
      fill_cards (&move, with);
      return canasta_game_play (self, &move, verdict);
    }

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (verdict == NULL)
    verdict = &local;
  if (!prepare_move (self, &move, verdict) || !cn_take_choice (&self->state, &move, verdict))
    return FALSE;
  return apply_move (self, &move, verdict);
}

gboolean
canasta_game_meld (CanastaGame          *self,
                   const CanastaCardSet *cards,
                   CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_MELD };

  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_add (CanastaGame          *self,
                  CnRank                rank,
                  const CanastaCardSet *cards,
                  CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_ADD, .rank = rank };

  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_discard (CanastaGame *self,
                      CnCard       card,
                      CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { card } };

  return canasta_game_play (self, &move, verdict);
}

/* The cut points the cutter may aim at (cards lifted from the top of the
 * pack), and where the deal makes it exact. */
void
canasta_game_get_cut_range (CanastaGame *self,
                            int         *min,
                            int         *max,
                            int         *exact)
{
  int lo = 0, hi = 0;

  g_return_if_fail (CANASTA_IS_GAME (self));

  if (self->started && self->state.phase == CN_PHASE_CUT)
    cn_state_cut_range (&self->state, &lo, &hi);
  if (min != NULL)
    *min = lo;
  if (max != NULL)
    *max = hi;
  if (exact != NULL)
    *exact = self->started && self->state.phase == CN_PHASE_CUT ? cn_state_cut_target (&self->state) : 0;
}

/* The person cutting aims at a point of the pack; a hand lifting a pack of
 * 162 cards cannot count them, so the cut lands up to CUT_SPREAD cards
 * either side of the aim (from the game's seed and round, so a replayed
 * game cuts the same). A computer cutter aims no better (cn_ai_cut_choose). */
#define CUT_SPREAD 3

int
canasta_game_cut_for_aim (CanastaGame *self,
                          int          aim)
{
  int min, max;
  uint64_t rng[4];

  g_return_val_if_fail (CANASTA_IS_GAME (self), aim);

  if (!self->started || self->state.phase != CN_PHASE_CUT)
    return aim;
  cn_state_cut_range (&self->state, &min, &max);
  cn_rng_seed (rng, self->game.seed ^ ((guint64) self->game.round << 16) ^ 0x637574);
  aim += (int) cn_rng_below (rng, 2 * CUT_SPREAD + 1) - CUT_SPREAD;
  return CLAMP (aim, min, max);
}

gboolean
canasta_game_cut (CanastaGame *self,
                  int          aim,
                  CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_CUT };

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  move.cut = (uint8_t) CLAMP (canasta_game_cut_for_aim (self, aim), 0, G_MAXUINT8);
  return canasta_game_play (self, &move, verdict);
}

/* Adds to the side's meld at index (the side on screen, as the melds list
 * model gives them): where one rank has several melds (uruguayan) or wild
 * cards go on a meld of wild cards, the index says which. */
gboolean
canasta_game_add_to_meld (CanastaGame          *self,
                          int                   index,
                          const CanastaCardSet *cards,
                          CnVerdict            *verdict)
{
  CnMove move = { .kind = CN_MOVE_ADD };

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (index >= 0 && index < CN_MAX_MELDS, FALSE);

  cn_move_set_meld_index (&move, index);
  fill_cards (&move, cards);
  return canasta_game_play (self, &move, verdict);
}

/* The index (as for canasta_game_add_to_meld) of the one meld of the
 * acting side that cards may be laid off on now, or -1 when no meld or
 * more than one would take them. */
int
canasta_game_sole_meld_for (CanastaGame          *self,
                            const CanastaCardSet *cards)
{
  int side, found = -1;

  g_return_val_if_fail (CANASTA_IS_GAME (self), -1);
  g_return_val_if_fail (cards != NULL, -1);

  if (!self->started || self->state.phase != CN_PHASE_PLAY)
    return -1;
  side = cn_state_side_of (&self->state, cn_state_actor (&self->state));
  for (int i = 0; i < self->state.n_melds[side]; i++)
    {
      CnMove move = { .kind = CN_MOVE_ADD };

      cn_move_set_meld_index (&move, i);
      fill_cards (&move, cards);
      if (!canasta_game_check (self, &move, NULL))
        continue;
      if (found >= 0)
        return -1;
      found = i;
    }
  return found;
}

/* Whether the natural cards of cards are of more than one rank. */
gboolean
canasta_game_cards_span_ranks (const CanastaCardSet *cards)
{
  int rank = -1;

  g_return_val_if_fail (cards != NULL, FALSE);

  for (guint i = 0; i < cards->n; i++)
    {
      if (cn_card_is_wild (cards->cards[i]))
        continue;
      if (rank >= 0 && (int) cn_card_rank (cards->cards[i]) != rank)
        return TRUE;
      rank = cn_card_rank (cards->cards[i]);
    }
  return FALSE;
}

/* Plans the lay-offs of canasta_game_lay_off_each on a copy of the state
 * and applies them there: each rank's cards on the side's meld of that
 * rank, in the order the ranks first come; then the wild cards, on the
 * one meld that takes them. */
static CanastaLayOff
plan_lay_offs (CnState              *work,
               const CanastaCardSet *cards,
               CnMove               *moves,
               int                  *n_moves,
               CnVerdict            *verdict)
{
  int seat = cn_state_actor (work);
  int side = cn_state_side_of (work, seat);
  gboolean done[CN_MOVE_CAP] = { FALSE };
  guint n = MIN (cards->n, CN_MOVE_CAP);
  CnMove wild = { .kind = CN_MOVE_ADD, .seat = seat };
  int found = -1;

  *n_moves = 0;
  for (guint i = 0; i < n; i++)
    {
      CnMove move = { .kind = CN_MOVE_ADD, .seat = seat };

      if (done[i] || cn_card_is_wild (cards->cards[i]))
        continue;
      move.rank = cn_card_rank (cards->cards[i]);
      for (guint j = i; j < n; j++)
        if (!done[j] && !cn_card_is_wild (cards->cards[j]) && cn_card_rank (cards->cards[j]) == move.rank)
          {
            move.cards[move.n++] = cards->cards[j];
            done[j] = TRUE;
          }
      if (!cn_apply (work, &move, verdict, NULL))
        return CANASTA_LAY_OFF_REFUSED;
      moves[(*n_moves)++] = move;
    }

  for (guint i = 0; i < n; i++)
    if (cn_card_is_wild (cards->cards[i]))
      wild.cards[wild.n++] = cards->cards[i];
  if (wild.n == 0)
    return CANASTA_LAY_OFF_DONE;

  for (int i = 0; i < work->n_melds[side]; i++)
    {
      CnMove move = wild;

      cn_move_set_meld_index (&move, i);
      if (!cn_check (work, &move, NULL))
        continue;
      if (found >= 0)
        return CANASTA_LAY_OFF_PICK_MELD;
      found = i;
    }
  if (found < 0)
    {
      /* Said as the first rank's meld would say it. */
      wild.rank = moves[0].rank;
      cn_check (work, &wild, verdict);
      return CANASTA_LAY_OFF_REFUSED;
    }
  cn_move_set_meld_index (&wild, found);
  if (!cn_apply (work, &wild, verdict, NULL))
    return CANASTA_LAY_OFF_REFUSED;
  moves[(*n_moves)++] = wild;
  return CANASTA_LAY_OFF_DONE;
}

/* Lays cards of several natural ranks off on the acting side's melds,
 * each on its own meld, as one engine lay-off per meld: all or nothing,
 * every lay-off checked in turn on a copy of the position before any is
 * made. Wild cards among them go on the one meld that would take them;
 * where several would, the naturals go down and the wild cards stay for
 * the player to pick their meld. */
CanastaLayOff
canasta_game_lay_off_each (CanastaGame          *self,
                           const CanastaCardSet *cards,
                           CnVerdict            *verdict)
{
  CnMove probe = { .kind = CN_MOVE_ADD };
  CnMove moves[CN_MOVE_CAP];
  CnVerdict local;
  g_autofree CnState *work = NULL;
  CanastaLayOff result;
  int n_moves;

  g_return_val_if_fail (CANASTA_IS_GAME (self), CANASTA_LAY_OFF_REFUSED);
  g_return_val_if_fail (cards != NULL, CANASTA_LAY_OFF_REFUSED);

  if (verdict == NULL)
    verdict = &local;
  if (!prepare_move (self, &probe, verdict))
    return CANASTA_LAY_OFF_REFUSED;
  if (cards->n == 0)
    {
      refuse (verdict, CN_ERR_BAD_MOVE);
      return CANASTA_LAY_OFF_REFUSED;
    }

  work = g_memdup2 (&self->state, sizeof self->state);
  result = plan_lay_offs (work, cards, moves, &n_moves, verdict);
  if (result == CANASTA_LAY_OFF_REFUSED)
    return result;

  /* Where the wild cards wait for a pick, the naturals go down already:
   * each of them had one meld only. */
  for (int i = 0; i < n_moves; i++)
    if (!canasta_game_play (self, &moves[i], verdict))
      return CANASTA_LAY_OFF_REFUSED;
  return result;
}

gboolean
canasta_game_ask_go_out (CanastaGame *self,
                         CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_ASK_GO_OUT };

  return canasta_game_play (self, &move, verdict);
}

gboolean
canasta_game_answer_go_out (CanastaGame *self,
                            gboolean     yes,
                            CnVerdict   *verdict)
{
  CnMove move = { .kind = CN_MOVE_ANSWER_GO_OUT, .yes = !!yes };

  return canasta_game_play (self, &move, verdict);
}

/* ------------------------------------------------------------- history */

guint
canasta_game_foreach_move (CanastaGame     *self,
                           CanastaMoveFunc  func,
                           gpointer         user_data)
{
  g_autofree CnState *before = NULL;
  g_autofree CnState *after = NULL;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (func != NULL, 0);

  if (!self->started)
    return 0;

  before = g_new (CnState, 1);
  after = g_memdup2 (&self->history_start, sizeof *after);
  for (guint i = 0; i < self->history->len; i++)
    {
      const CnMove *move = &g_array_index (self->history, CnMove, i);

      *before = *after;
      /* Every move of the history was accepted from the position before
       * it, and the engine is deterministic. */
      if (!cn_apply (after, move, NULL, NULL))
        {
          g_warning ("move %u of the round's history does not replay", i);
          return i;
        }
      func (self, before, move, after, user_data);
    }

  return self->history->len;
}

gboolean
canasta_game_copy_history (CanastaGame *self,
                           gboolean    *from_deal,
                           int         *round,
                           CnState     *start,
                           GArray     **moves)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started)
    return FALSE;
  if (from_deal != NULL)
    *from_deal = self->history_from_deal;
  if (round != NULL)
    *round = self->history_round;
  if (start != NULL)
    *start = self->history_start;
  if (moves != NULL)
    {
      *moves = g_array_sized_new (FALSE, FALSE, sizeof (CnMove), self->history->len);
      g_array_append_vals (*moves, self->history->data, self->history->len);
    }
  return TRUE;
}

gboolean
canasta_game_copy_seat_view (CanastaGame *self,
                             int          seat,
                             CnState     *state,
                             CnAiMemory  *memory)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (state != NULL && memory != NULL, FALSE);

  if (!self->started || seat < 0 || seat >= self->state.n_players)
    return FALSE;
  *state = self->state;
  *memory = self->memories[seat];
  return TRUE;
}

/* The red threes of the deal that seat laid down before the round's first
 * move: at the deal (where the rules lay them all down then), or at the
 * start of the first player's first turn. In *alone whether seat laid them
 * down by itself: at a deal that lays every hand's red threes down, the
 * position keeps them by side, so a seat with a partner answers for its
 * side. 0 when the history does not start at the deal. */
int
canasta_game_get_deal_red_threes (CanastaGame *self,
                                  int          seat,
                                  gboolean    *alone,
                                  CnCard      *out)
{
  const CnState *start = &self->history_start;
  int side, n = 0, partners = 0;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  *alone = TRUE;
  if (!self->started || !self->history_from_deal || seat < 0 || seat >= start->n_players)
    return 0;

  side = cn_state_side_of (start, seat);
  for (int other = 0; other < start->n_players; other++)
    if (other != seat && cn_state_side_of (start, other) == side)
      partners++;

  if (start->options.red_threes_at_deal)
    {
      /* Every seat laid its own down, in turn order: the side's are the
       * seat's when it has no partner, its side's otherwise. The first
       * seat of the side in turn order speaks for it. */
      for (int i = 0; i < start->n_players; i++)
        {
          int other = (start->turn + i) % start->n_players;

          if (cn_state_side_of (start, other) != side)
            continue;
          if (other != seat)
            return 0;
          break;
        }
      *alone = partners == 0;
    }
  else if (seat != start->turn)
    return 0;

  for (int i = 0; i < start->n_red_threes[side]; i++)
    out[n++] = start->red_threes[side][i];
  return n;
}

/* The red threes of the deal that seat laid down during move, made from
 * before: at the start of its first turn (the move before it ended the
 * previous turn), or at the deal a cut makes. The red threes the mover
 * itself draws or takes are not of the deal; those a cutter keeps are the
 * cut's (canasta_game_get_cut_kept()). */
int
canasta_game_get_move_deal_red_threes (CanastaGame   *self,
                                       const CnState *before,
                                       const CnMove  *move,
                                       int            seat,
                                       CnCard        *out)
{
  g_autofree CnState *after = NULL;
  CnEvents events = { 0 };
  int n = 0;

  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (before != NULL && move != NULL && out != NULL, 0);

  if (seat == move->seat && move->kind != CN_MOVE_CUT)
    return 0;

  after = g_memdup2 (before, sizeof *before);
  if (!cn_apply (after, move, NULL, &events))
    return 0;

  for (int k = 0; k < events.n; k++)
    {
      const CnEvent *event = &events.events[k];

      if (event->kind == CN_EVENT_CARD_MOVED && event->to == CN_PLACE_RED_THREES &&
          event->seat == seat)
        out[n++] = event->card;
    }
  return n;
}

/* ---------------------------------------------------------------- tests */

const CnState *
canasta_game_get_state (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), NULL);
  return &self->state;
}

/* Replaces the position of the round in play, for tests that need a
 * particular table (a frozen pile, an opening short of its minimum). */
void
canasta_game_set_state (CanastaGame   *self,
                        const CnState *state)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (self->started);
  g_return_if_fail (state != NULL);

  stop_computer (self);
  clear_arrangements (self);
  self->state = *state;
  self->n_undo_moves = 0;
  /* The moves that led here are not known: the history starts here. */
  self->history_round = self->game.round;
  self->history_from_deal = FALSE;
  self->history_start = *state;
  g_array_set_size (self->history, 0);
  sync_can_undo (self);
  sync_all (self);
  sync_viewer (self);
  schedule_computer (self);
  g_signal_emit (self, signals[HISTORY_RESET], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Replaces the sides' totals before the round in play, for tests that need
 * a game about to end. */
void
canasta_game_set_totals (CanastaGame *self,
                         const int   *totals)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (self->started);
  g_return_if_fail (totals != NULL);

  for (int side = 0; side < self->state.n_sides; side++)
    self->game.scores[side] = self->state.scores[side] = totals[side];
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);
  g_signal_emit (self, signals[CHANGED], 0);
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

gboolean
canasta_game_hint (CanastaGame *self,
                   CnMove      *move)
{
  int seat;
  CnAiMemory memory;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER || self->thinking)
    return FALSE;
  seat = cn_state_actor (&self->state);
  if (self->kinds[seat] != CANASTA_SEAT_HUMAN || seat != self->viewer)
    return FALSE;

  /* The Medium player decides in microseconds: no thread needed. It works
   * on a copy of the seat's memory so that asking changes nothing. */
  memory = self->memories[seat];
  cn_ai_choose (CN_AI_MEDIUM, &self->state, &memory, &self->ai_config, move);
  return TRUE;
}

/* ------------------------------------------------------------ saved games */

/* The hands arranged by hand go in the save's free-form "app" object,
 * {"hand-arrangements": {"0": ["KS", "2C", ...]}}: an older save has none
 * and an older Canasta passes it by, so the save's format stays as it is. */
#define ARRANGEMENTS_KEY "hand-arrangements"

static void
export_arrangements (CanastaGame *self,
                     CnSaveData  *data)
{
  JsonObject *arrangements = NULL;

  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      char key[16];

      if (!self->arranged[seat])
        continue;
      if (arrangements == NULL)
        arrangements = json_object_new ();
      g_snprintf (key, sizeof key, "%d", seat);
      json_object_set_array_member (arrangements, key,
                                    canasta_arrangement_to_json (self->arrangement[seat],
                                                                 self->n_arrangement[seat]));
    }

  if (arrangements == NULL)
    return;
  if (data->app == NULL)
    data->app = json_object_new ();
  json_object_set_object_member (data->app, ARRANGEMENTS_KEY, arrangements);
}

/* An arrangement that is not the saved hand's cards (a file edited by
 * hand) is passed by: that hand follows the sort. */
static void
restore_arrangements (CanastaGame      *self,
                      const CnSaveData *data)
{
  JsonNode *node;
  JsonObject *arrangements;

  clear_arrangements (self);
  if (data->app == NULL || !json_object_has_member (data->app, ARRANGEMENTS_KEY))
    return;
  node = json_object_get_member (data->app, ARRANGEMENTS_KEY);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return;
  arrangements = json_node_get_object (node);

  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      CnCard cards[CN_MAX_CARDS];
      CnCard hand[CN_MAX_CARDS];
      char key[16];
      int n, n_hand;

      g_snprintf (key, sizeof key, "%d", seat);
      if (!json_object_has_member (arrangements, key))
        continue;
      n = canasta_arrangement_from_json (json_object_get_member (arrangements, key), cards);
      n_hand = cn_state_hand_cards (&self->state, seat, hand);
      if (n < 0 || !canasta_arrangement_same_cards (cards, n, hand, n_hand))
        continue;

      memcpy (self->arrangement[seat], cards, n * sizeof (CnCard));
      self->n_arrangement[seat] = n;
      self->arranged[seat] = TRUE;
      g_signal_emit (self, signals[HAND_ARRANGED], 0, seat);
    }
}

gboolean
canasta_game_export_save (CanastaGame *self,
                          CnSaveData  *data)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  if (!self->started)
    return FALSE;

  cn_save_data_set_game (data, &self->game, &self->state);
  for (int seat = 0; seat < self->state.n_players; seat++)
    {
      CnSaveSeat *out = &data->seats[seat];
      const char *name = self->names[seat] != NULL ? self->names[seat] : "";
      const char *end = NULL;

      /* The name is cut at a character boundary to fit the file's limit. */
      g_utf8_validate (name, MIN (strlen (name), CN_SAVE_NAME_MAX), &end);
      memcpy (out->name, name, end - name);
      out->name[end - name] = '\0';
      out->kind = self->kinds[seat] == CANASTA_SEAT_HUMAN ? CN_SEAT_HUMAN : CN_SEAT_COMPUTER;
      if (out->kind == CN_SEAT_COMPUTER)
        g_strlcpy (out->level, cn_ai_level_name (self->levels[seat]), sizeof out->level);
      /* Every seat's memory of the round, the human's too (its hints). */
      out->has_memory = TRUE;
      out->memory = self->memories[seat];
    }
  cn_save_data_set_history (data, self->history_round, self->history_from_deal,
                            &self->history_start, (const CnMove *) self->history->data,
                            self->history->len);
  g_clear_pointer (&data->story, g_array_unref);
  data->story = g_array_copy (self->story);
  export_arrangements (self, data);

  return TRUE;
}

/* The saved history comes back as it was; replaying it also gives back
 * what the cut showed, which the position alone does not hold. Without a
 * history (an older file) the history starts at the position resumed. The
 * loader checked that the history replays to the saved round; if it did
 * not, the history would start at the position resumed too. */
static void
restore_history (CanastaGame      *self,
                 const CnSaveData *data)
{
  g_autofree CnState *step = NULL;

  self->moda_card = CN_CARD_NONE;
  self->n_cut_kept = 0;
  self->history_round = cn_save_data_history_round (data);
  self->history_from_deal = FALSE;
  self->history_start = data->state;
  g_array_set_size (self->history, 0);
  if (!data->has_history || data->history == NULL)
    return;

  step = g_memdup2 (&data->history_start, sizeof *step);
  for (guint i = 0; i < data->history->len; i++)
    {
      CnEvents events = { 0 };

      if (!cn_apply (step, &g_array_index (data->history, CnMove, i), NULL, &events))
        break;
      for (int k = 0; k < events.n; k++)
        if (events.events[k].kind == CN_EVENT_CUT_CARD)
          remember_cut (self, &events.events[k]);
    }
  if (step->move_count != data->state.move_count || !cn_position_equal (step, &data->state))
    {
      self->moda_card = CN_CARD_NONE;
      self->n_cut_kept = 0;
      return;
    }

  self->history_round = data->history_round;
  self->history_from_deal = data->history_from_deal;
  self->history_start = data->history_start;
  g_array_append_vals (self->history, data->history->data, data->history->len);
}

/* What the round's history from the deal gives back beyond the lines:
 * the memory of a seat the save holds none for (a person's, which its
 * hints read), and the record of a turn resumed after melds or lay-offs
 * made before the save, so that they can still be taken back as they
 * could before it. The memories before those moves are the round's moves
 * observed from the deal; their generators are the saved ones, since
 * nobody else decided while the turn went on. */
static void
restore_from_history (CanastaGame      *self,
                      const CnSaveData *data)
{
  g_autofree CnState *step = NULL;
  g_autofree CnState *base = NULL;
  g_autofree CnAiMemory *seen = NULL;
  g_autofree CnAiMemory *seen_at_base = NULL;
  int n = 0;

  self->n_undo_moves = 0;
  if (!self->history_from_deal)
    return;

  step = g_memdup2 (&self->history_start, sizeof *step);
  base = g_new (CnState, 1);
  seen = g_new0 (CnAiMemory, CN_MAX_SEATS);
  seen_at_base = g_new0 (CnAiMemory, CN_MAX_SEATS);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    seen[seat].seat = (uint8_t) seat;

  for (guint i = 0; i < self->history->len; i++)
    {
      const CnMove *move = &g_array_index (self->history, CnMove, i);
      CnState before = *step;
      CnEvents events = { 0 };

      /* As record_for_undo keeps the record while the moves are played. */
      if (!cn_move_undoable (step, move) || n == (int) G_N_ELEMENTS (self->undo_moves))
        n = 0;
      else
        {
          if (n == 0)
            {
              *base = *step;
              memcpy (seen_at_base, seen, sizeof *seen * CN_MAX_SEATS);
            }
          self->undo_moves[n++] = *move;
        }
      if (!cn_apply (step, move, NULL, &events))
        return;
      for (int seat = 0; seat < step->n_players; seat++)
        cn_ai_memory_observe (&seen[seat], &before, move, &events);
    }
  if (!cn_position_equal (step, &self->state))
    return;

  for (int seat = 0; seat < self->state.n_players; seat++)
    if (!data->seats[seat].has_memory)
      {
        memcpy (self->memories[seat].known, seen[seat].known, sizeof seen[seat].known);
        memcpy (self->memories[seat].discarded, seen[seat].discarded, sizeof seen[seat].discarded);
      }

  if (n == 0 || self->state.phase != CN_PHASE_PLAY)
    return;
  self->undo_base = *base;
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      self->undo_memories[seat] = seen_at_base[seat];
      memcpy (self->undo_memories[seat].rng, self->memories[seat].rng,
              sizeof self->memories[seat].rng);
    }
  self->n_undo_moves = n;
}

void
canasta_game_restore_save (CanastaGame      *self,
                           const CnSaveData *data)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  g_return_if_fail (data != NULL);

  stop_computer (self);
  self->held = FALSE;

  self->game = data->game;
  self->state = data->state;
  self->n_undo_moves = 0;
  restore_history (self, data);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = NULL;
      self->kinds[i] = CANASTA_SEAT_COMPUTER;
      if (i < data->state.n_players)
        {
          self->kinds[i] = data->seats[i].kind == CN_SEAT_HUMAN ? CANASTA_SEAT_HUMAN
                                                                : CANASTA_SEAT_COMPUTER;
          if (data->seats[i].name[0] != '\0')
            self->names[i] = g_strdup (data->seats[i].name);
          if (!cn_ai_level_parse (data->seats[i].level, &self->levels[i]))
            self->levels[i] = CN_AI_MEDIUM;
          /* A save without memories: the seat remembers from here on. */
          if (data->seats[i].has_memory)
            self->memories[i] = data->seats[i].memory;
          else
            cn_ai_memory_init (&self->memories[i], i,
                               self->game.seed ^ ((guint64) self->game.round << 8 | (guint64) i));
        }
      if (self->names[i] == NULL)
        self->names[i] = g_strdup_printf (_("Player %d"), i + 1);
    }
  restore_from_history (self, data);

  /* A save made on the scores of a finished round shows those scores
   * again: the round's lines come from the final position, and the totals
   * before it from the totals after it. */
  self->has_last_score = FALSE;
  if (self->state.phase == CN_PHASE_ROUND_OVER)
    {
      cn_state_score (&self->state, &self->last_score);
      for (int side = 0; side < self->state.n_sides; side++)
        self->last_totals[side] = self->game.scores[side] - self->last_score.sides[side].total;
      self->has_last_score = TRUE;
    }

  /* The story comes back with the game; a save that kept none (an older
   * file) still tells the round on its scores, when it ends on them. */
  g_array_set_size (self->story, 0);
  if (data->story != NULL)
    g_array_append_vals (self->story, data->story->data, data->story->len);
  else if (self->has_last_score && self->game.round > 0)
    {
      CnSaveRound entry = { .round = self->game.round, .score = self->last_score };

      memcpy (entry.totals, self->game.scores, sizeof entry.totals);
      g_array_append_val (self->story, entry);
    }

  if (!self->started)
    {
      self->started = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);

  restore_arrangements (self, data);
  show_round (self);

  /* Resumed on a finished round: the table shows its scores again. */
  if (self->state.phase == CN_PHASE_ROUND_OVER)
    g_signal_emit (self, signals[ROUND_OVER], 0);
}

void
canasta_game_set_classic_red_threes_at_deal (CanastaGame *self,
                                             gboolean     at_deal)
{
  g_return_if_fail (CANASTA_IS_GAME (self));
  self->classic_red_threes_at_deal = !!at_deal;
}

/* ------------------------------------------------------------- casual play */

/* Casual play lets the person at the screen take back the melds and
 * lay-offs of the turn in play, before the discard; off, a card put on the
 * table stays there, as at a real table. */
void
canasta_game_set_undo_allowed (CanastaGame *self,
                               gboolean     allowed)
{
  g_return_if_fail (CANASTA_IS_GAME (self));

  self->undo_allowed = !!allowed;
  sync_can_undo (self);
}

gboolean
canasta_game_get_undo_allowed (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->undo_allowed;
}

gboolean
canasta_game_get_can_undo (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return compute_can_undo (self);
}

/* Takes back the last meld or lay-off of the turn. The engine checks the
 * record against the position and rebuilds the turn from the position
 * after the draw with the moves kept, so the table is exactly as if the
 * move had never been made; the seats' memories are rebuilt the same way.
 * FALSE when there is nothing to take back or the engine refuses. */
gboolean
canasta_game_undo (CanastaGame *self)
{
  CnState undone;
  CnState step;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!compute_can_undo (self))
    return FALSE;

  if (!cn_turn_undo (&self->undo_base, self->undo_moves, self->n_undo_moves, 1,
                     &self->state, &undone))
    {
      g_warning ("the turn's record does not give the position in play: nothing taken back");
      self->n_undo_moves = 0;
      sync_can_undo (self);
      return FALSE;
    }

  /* The seats saw only the moves kept. */
  memcpy (self->memories, self->undo_memories, sizeof self->memories);
  step = self->undo_base;
  for (int i = 0; i < self->n_undo_moves - 1; i++)
    {
      CnState before = step;
      CnEvents events = { 0 };

      if (!cn_apply (&step, &self->undo_moves[i], NULL, &events))
        g_assert_not_reached ();   /* cn_turn_undo replayed it already */
      for (int seat = 0; seat < self->state.n_players; seat++)
        cn_ai_memory_observe (&self->memories[seat], &before, &self->undo_moves[i], &events);
    }

  self->n_undo_moves--;
  g_array_remove_index (self->history, self->history->len - 1);
  self->state = undone;
  sync_all (self);
  sync_viewer (self);
  sync_can_undo (self);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/* Why the hint's move is good, from the seat's own view: what its hand,
 * the table and its memory of the round say. FALSE when no human seat on
 * screen acts now. */
gboolean
canasta_game_explain (CanastaGame  *self,
                      const CnMove *move,
                      CnAiReason   *reason)
{
  int seat;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL && reason != NULL, FALSE);

  if (!self->started || self->state.phase == CN_PHASE_ROUND_OVER)
    return FALSE;
  seat = cn_state_actor (&self->state);
  if (self->kinds[seat] != CANASTA_SEAT_HUMAN || seat != self->viewer)
    return FALSE;

  cn_ai_explain (&self->state, &self->memories[seat], move, reason);
  return TRUE;
}

/* ------------------------------------------------ questions for the table */

/* Small questions the widgets ask of the round in play, answered from the
 * engine's state, so that no widget reads it. */

guint
canasta_game_get_move_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.move_count : 0;
}

guint
canasta_game_get_draw_count (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  return self->started ? self->state.draw_count : 0;
}

gboolean
canasta_game_get_last_turn (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  return self->started && self->state.last_turn;
}

int
canasta_game_get_exact_cut_side (CanastaGame *self)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), CN_NO_SIDE);
  return self->started ? self->state.exact_cut_side : CN_NO_SIDE;
}

gboolean
canasta_game_get_pile_pending (CanastaGame *self,
                               int         *turn_points)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (turn_points != NULL)
    *turn_points = self->started ? self->state.turn_points : 0;
  return self->started && self->state.pile_pending && self->state.phase == CN_PHASE_PLAY;
}

gboolean
canasta_game_get_meld_next (CanastaGame *self)
{
  const CnState *s = &self->state;
  int actor;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);

  if (!self->started || s->phase != CN_PHASE_PLAY)
    return FALSE;
  actor = cn_state_actor (s);
  return cn_state_opening_under_way (s, cn_state_side_of (s, actor)) ||
         (cn_state_must_go_out (s) && s->hand_n[actor] > 1);
}

gboolean
canasta_game_would_go_out (CanastaGame  *self,
                           const CnMove *move)
{
  CnState after;
  CnVerdict verdict;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!self->started || !cn_check (&self->state, move, &verdict))
    return FALSE;
  after = self->state;
  if (!cn_apply (&after, move, &verdict, NULL))
    return FALSE;
  return after.phase == CN_PHASE_ROUND_OVER || after.hand_n[move->seat] == 0;
}

/* ------------------------------------------------- hands arranged by hand */

gboolean
canasta_game_get_hand_arranged (CanastaGame *self,
                                int          seat)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, FALSE);

  return self->arranged[seat];
}

int
canasta_game_get_hand_arrangement (CanastaGame *self,
                                   int          seat,
                                   CnCard      *out)
{
  g_return_val_if_fail (CANASTA_IS_GAME (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, 0);
  g_return_val_if_fail (out != NULL, 0);

  if (!self->arranged[seat])
    return 0;

  memcpy (out, self->arrangement[seat], self->n_arrangement[seat] * sizeof (CnCard));
  return self->n_arrangement[seat];
}

gboolean
canasta_game_arrange_hand (CanastaGame  *self,
                           int           seat,
                           const CnCard *cards,
                           int           n)
{
  CnCard hand[CN_MAX_CARDS];
  int n_hand;

  g_return_val_if_fail (CANASTA_IS_GAME (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < CN_MAX_SEATS, FALSE);
  g_return_val_if_fail (cards != NULL || n == 0, FALSE);

  if (cards == NULL)
    {
      if (!self->arranged[seat])
        return TRUE;
      self->arranged[seat] = FALSE;
      self->n_arrangement[seat] = 0;
      g_signal_emit (self, signals[HAND_ARRANGED], 0, seat);
      return TRUE;
    }

  if (!self->started || seat >= self->state.n_players)
    return FALSE;
  n_hand = cn_state_hand_cards (&self->state, seat, hand);
  if (!canasta_arrangement_same_cards (cards, n, hand, n_hand))
    return FALSE;

  if (self->arranged[seat] && self->n_arrangement[seat] == n &&
      memcmp (self->arrangement[seat], cards, n * sizeof (CnCard)) == 0)
    return TRUE;

  memcpy (self->arrangement[seat], cards, n * sizeof (CnCard));
  self->n_arrangement[seat] = n;
  self->arranged[seat] = TRUE;
  g_signal_emit (self, signals[HAND_ARRANGED], 0, seat);
  return TRUE;
}
