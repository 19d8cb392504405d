/* canasta-game.c: the game as a GObject: its properties, signals and life
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-game-private.h"
#include "canasta-game-save.h"
#include "canasta-meld.h"
#include "cn-undo.h"

#define DEFAULT_PACE 700

G_DEFINE_FINAL_TYPE (CanastaGame, canasta_game, G_TYPE_OBJECT)

/* The model passes the engine's phase and pile state on as they are. */
G_STATIC_ASSERT ((int) CANASTA_PHASE_DRAW == (int) CN_PHASE_DRAW);
G_STATIC_ASSERT ((int) CANASTA_PHASE_PLAY == (int) CN_PHASE_PLAY);
G_STATIC_ASSERT ((int) CANASTA_PHASE_ASKING == (int) CN_PHASE_ASKING);
G_STATIC_ASSERT ((int) CANASTA_PHASE_ROUND_OVER == (int) CN_PHASE_ROUND_OVER);
G_STATIC_ASSERT ((int) CANASTA_PHASE_CUT == (int) CN_PHASE_CUT);
G_STATIC_ASSERT ((int) CANASTA_PILE_OPEN == (int) CN_PILE_OPEN);
G_STATIC_ASSERT ((int) CANASTA_PILE_FROZEN == (int) CN_PILE_FROZEN);
G_STATIC_ASSERT ((int) CANASTA_PILE_BLOCKED == (int) CN_PILE_BLOCKED);
G_STATIC_ASSERT ((int) CANASTA_PILE_EMPTY == (int) CN_PILE_EMPTY);

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The other files of the class notify and emit through these, so that the
 * specs and ids stay here with the class. */
void
_canasta_game_notify (CanastaGame *self,
                      guint        prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_canasta_game_emit (CanastaGame *self,
                    guint        signal,
                    ...)
{
  va_list args;

  va_start (args, signal);
  g_signal_emit_valist (self, signals[signal], 0, args);
  va_end (args);
}

/* ------------------------------------------------------------------ sync */

int
_canasta_game_count_humans (CanastaGame *self)
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
  if (_canasta_game_count_humans (self) < 2)
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

void
_canasta_game_sync_properties (CanastaGame *self)
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

void
_canasta_game_set_viewer (CanastaGame *self,
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
void
_canasta_game_sync_viewer (CanastaGame *self)
{
  int actor;

  if (!self->started || _canasta_game_count_humans (self) < 2)
    return;

  if (self->state.phase == CN_PHASE_ROUND_OVER)
    return;

  actor = cn_state_actor (&self->state);
  if (self->kinds[actor] != CANASTA_SEAT_HUMAN || actor == self->viewer)
    return;

  if (self->handover_seat != actor)
    _canasta_game_set_viewer (self, -1, actor);
}

void
_canasta_game_set_busy (CanastaGame *self,
                        gboolean     busy)
{
  if (self->thinking == busy)
    return;

  self->thinking = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

void
_canasta_game_sync_all (CanastaGame *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  _canasta_game_sync_models (self);
  _canasta_game_sync_properties (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* What the cut showed: the card that names the canasta de moda and the
 * cards the cutter kept. */
void
_canasta_game_remember_cut (CanastaGame   *self,
                            const CnEvent *e)
{
  if (e->count == 1)
    self->moda_card = e->card;
  if ((e->to == CN_PLACE_HAND || e->to == CN_PLACE_RED_THREES) && self->n_cut_kept < CN_MAX_CARDS)
    self->cut_kept[self->n_cut_kept++] = e->card;
}

void
_canasta_game_emit_events (CanastaGame    *self,
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
          _canasta_game_remember_cut (self, e);
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

  _canasta_game_sync_properties (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);
  g_signal_emit (self, signals[ROUND_OVER], 0);
}

/* Applies a move for whoever acts now and tells everybody what happened. */
gboolean
_canasta_game_apply_move (CanastaGame *self,
                          CnMove      *move,
                          CnVerdict   *verdict)
{
  CnEvents events = { 0 };
  g_autofree CnState *before = NULL;
  gboolean undoable;

  /* At a table hosted elsewhere the host plays the move. */
  if (self->remote != NULL)
    return _canasta_game_remote_play (self, move, verdict);

  before = g_memdup2 (&self->state, sizeof self->state);
  undoable = cn_move_undoable (&self->state, move);
  if (!cn_apply (&self->state, move, verdict, &events))
    return FALSE;

  _canasta_game_record_for_undo (self, before, move, undoable);
  g_array_append_val (self->history, *move);

  /* Every seat sees every move made in the open. */
  for (int seat = 0; seat < self->state.n_players; seat++)
    cn_ai_memory_observe (&self->memories[seat], before, move, &events);

  _canasta_game_sync_all (self);
  _canasta_game_emit_events (self, &events);

  /* Before the round's end and the next seat: the history reads the move
   * with the position it was made in. */
  {
    g_autofree CanastaMoveEvent *event = g_new (CanastaMoveEvent, 1);

    canasta_move_event_init (event, before, move, &self->state, &events);
    g_signal_emit (self, signals[MOVE_MADE], 0, event);
  }

  if (self->state.phase == CN_PHASE_ROUND_OVER)
    finish_round (self);
  else
    {
      _canasta_game_sync_viewer (self);
      _canasta_game_schedule_computer (self);
    }

  _canasta_game_sync_can_undo (self);
  g_signal_emit (self, signals[CHANGED], 0);

  return TRUE;
}

/* --------------------------------------------------------------- GObject */

static void
canasta_game_dispose (GObject *object)
{
  CanastaGame *self = CANASTA_GAME (object);

  g_clear_pointer (&self->remote, _canasta_remote_free);
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

  g_free (self->player_name);
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
      g_value_set_enum (value, self->n_phase);
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
      g_value_set_enum (value, self->n_pile_state);
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
    g_param_spec_enum ("phase", NULL, NULL, CANASTA_TYPE_PHASE, CANASTA_PHASE_ROUND_OVER, ro);
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
    g_param_spec_enum ("pile-state", NULL, NULL, CANASTA_TYPE_PILE_STATE, CANASTA_PILE_EMPTY, ro);
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
   * @event: the CanastaMoveEvent: the move and what it did (only during
   *   emission)
   *
   * Emitted once per move that the engine accepted, after the list models
   * changed and before the next seat is asked to play.
   */
  signals[MOVE_MADE] =
    g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CANASTA_TYPE_MOVE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);
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
  /* A table hosted elsewhere: the connection's state, the seats still
   * waiting for their players, or the error changed. */
  signals[REMOTE_CHANGED] =
    g_signal_new ("remote-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The host refused a move the view let through (the table moved on
   * meanwhile): the verdict (a CnVerdict *) says why. */
  signals[REMOTE_REFUSED] =
    g_signal_new ("remote-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
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
void
_canasta_game_show_round (CanastaGame *self)
{
  int first_human = -1;

  for (int i = 0; i < self->state.n_players; i++)
    if (self->kinds[i] == CANASTA_SEAT_HUMAN && first_human < 0)
      first_human = i;

  _canasta_game_sync_all (self);

  if (_canasta_game_count_humans (self) == 1)
    _canasta_game_set_viewer (self, first_human, -1);
  else if (_canasta_game_count_humans (self) == 0)
    _canasta_game_set_viewer (self, 0, -1);
  else
    {
      _canasta_game_set_viewer (self, -1, -1);
      _canasta_game_sync_viewer (self);
    }
  /* Whether the seat on screen may ask depends on who is on screen. */
  _canasta_game_sync_properties (self);
  _canasta_game_sync_can_undo (self);

  _canasta_game_schedule_computer (self);
  g_signal_emit (self, signals[HISTORY_RESET], 0);
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A new deal, or a position set by hand: every hand follows the sort. */
void
_canasta_game_clear_arrangements (CanastaGame *self)
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
  _canasta_game_stop_computer (self);
  self->held = FALSE;
  _canasta_game_clear_arrangements (self);
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

  _canasta_game_show_round (self);
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

  canasta_game_leave (self);
  _canasta_game_stop_computer (self);

  for (int i = 0; i < CN_MAX_SEATS; i++)
    {
      g_free (self->names[i]);
      self->kinds[i] = i < setup->players ? setup->kinds[i] : CANASTA_SEAT_COMPUTER;
      self->elsewhere[i] = FALSE;
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

  if (self->remote != NULL)
    return _canasta_game_remote_next_round (self);
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

  _canasta_game_stop_computer (self);
  _canasta_game_clear_arrangements (self);
  self->state = *state;
  self->n_undo_moves = 0;
  /* The moves that led here are not known: the history starts here. */
  self->history_round = self->game.round;
  self->history_from_deal = FALSE;
  self->history_start = *state;
  g_array_set_size (self->history, 0);
  _canasta_game_sync_can_undo (self);
  _canasta_game_sync_all (self);
  _canasta_game_sync_viewer (self);
  _canasta_game_schedule_computer (self);
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
