/* canasta-example.c: a help example as a game
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The example's position and moves come from a scenario file; every move
 * goes through the engine, which judges it exactly as at the table. The
 * help's widgets read the position from here.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-example.h"
#include "canasta-messages.h"
#include "canasta-move-facts.h"
#include "cn-text.h"
#include "cn-scenario.h"

struct _CanastaExample
{
  GObject     parent_instance;

  CnScenario *scenario;
  CnState     state;       /* after the steps played so far */
  guint       n_tried;
  CnVerdict  *verdicts;    /* of the steps played, one a step */
  char      **messages;    /* what the engine says of each step, from a replay */
  int         follow_seat;
  int         most_cards;
  char       *names[CN_MAX_SEATS];  /* the seats' own names, or NULL: the help's */
  /* A review's replay: the only hand that is the seat's real one (the
   * others are stand-ins), or -1 when every hand is the example's own. */
  int         known_seat;
};

G_DEFINE_FINAL_TYPE (CanastaExample, canasta_example, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The people of the examples, by seat; the help text uses the same names. */
static const char *const seat_names[] = { "Rosa", "Marco", "Lena", "Tomás", "Ana", "Luca" };

const char *
canasta_example_seat_name (int seat)
{
  return seat >= 0 && seat < (int) G_N_ELEMENTS (seat_names) ? seat_names[seat] : "?";
}

const char *
canasta_example_get_seat_name (CanastaExample *self,
                               int             seat)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);

  if (seat >= 0 && seat < CN_MAX_SEATS && self->names[seat] != NULL)
    return self->names[seat];
  return canasta_example_seat_name (seat);
}

char *
canasta_example_dup_side_name (CanastaExample *self,
                               int             side)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);

  if (self->state.n_players == self->state.n_sides)
    return g_strdup (canasta_example_get_seat_name (self, side));
  /* Translators: a side of partners in a help example: "Rosa’s side" */
  return g_strdup_printf (_("%s’s side"), canasta_example_get_seat_name (self, side));
}

/* ---------------------------------------------------------- the words */

/* The move in words, in the position before it (a lay-off may name its
 * meld by index). */
static char *
describe_move (CanastaExample *self,
               const CnState *state,
               const CnMove  *move,
               gboolean       spoken)
{
  CanastaMoveEvent event;
  CnTextMove facts;

  canasta_move_event_init_before (&event, state, move);
  canasta_move_event_facts (&event, canasta_example_get_seat_name (self, move->seat), &facts);
  return cn_text_move_step (&facts, spoken);
}

/* What a step's verdict says, in the position after the move. */
static char *
step_message (CanastaExample  *self,
              const CnState   *after,
              const CnMove    *move,
              const CnVerdict *verdict)
{
  g_autofree char *reason = NULL;

  if (verdict->code == CN_OK && after->phase == CN_PHASE_ROUND_OVER)
    /* Translators: the verdict on a move of a help example */
    return g_strdup (_("Accepted: the round is over."));
  if (verdict->code == CN_OK)
    /* Translators: the verdict on a move of a help example */
    return g_strdup (_("Accepted."));

  /* The reader watches the example's players: the reason speaks of the
   * one who moved, not to the reader. */
  reason = canasta_verdict_message_about (verdict, after->rules, canasta_example_get_seat_name (self, move->seat),
                                          after->n_players == after->n_sides);
  /* Translators: the verdict on a move of a help example, then the reason */
  return g_strdup_printf (_("Refused. %s"), reason);
}

/* --------------------------------------------------------------- steps */

static const CnMove *
step_move (CanastaExample *self,
           guint           step)
{
  return &g_array_index (self->scenario->moves, CnMove, step);
}

/* The position a step is played in: the steps before it replayed, the
 * refused ones changing nothing. */
static void
replay_to (CanastaExample *self,
           guint           step,
           CnState        *out)
{
  *out = self->scenario->state;
  for (guint i = 0; i < step; i++)
    cn_apply (out, step_move (self, i), NULL, NULL);
}

guint
canasta_example_get_n_steps (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->scenario->moves->len;
}

guint
canasta_example_get_n_tried (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->n_tried;
}

char *
canasta_example_describe_step (CanastaExample *self,
                               guint           step,
                               gboolean        spoken)
{
  CnState before;

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->scenario->moves->len, NULL);

  replay_to (self, step, &before);
  return describe_move (self, &before, step_move (self, step), spoken);
}

const char *
canasta_example_get_step_message (CanastaExample *self,
                                  guint           step)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->scenario->moves->len, NULL);
  return self->messages[step];
}

gboolean
canasta_example_get_step_verdict (CanastaExample *self,
                                  guint           step,
                                  CnVerdict      *verdict)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  g_return_val_if_fail (step < self->scenario->moves->len, FALSE);

  if (step >= self->n_tried)
    return FALSE;
  if (verdict != NULL)
    *verdict = self->verdicts[step];
  return TRUE;
}

gboolean
canasta_example_try_step (CanastaExample *self,
                          guint           step)
{
  CnVerdict verdict = { 0 };

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);

  /* The moves make sense only in order: earlier ones set up later ones. */
  if (step != self->n_tried || step >= self->scenario->moves->len)
    return FALSE;

  cn_apply (&self->state, step_move (self, step), &verdict, NULL);
  self->verdicts[step] = verdict;
  self->n_tried++;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

void
canasta_example_reset (CanastaExample *self)
{
  g_return_if_fail (CANASTA_IS_EXAMPLE (self));

  self->state = self->scenario->state;
  self->n_tried = 0;
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ------------------------------------------------ the reader's moves */

int
canasta_example_get_follow_seat (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->follow_seat;
}

int
canasta_example_get_most_cards (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->most_cards;
}

static const CnMove *
next_move (CanastaExample *self)
{
  if (self->n_tried >= self->scenario->moves->len)
    return NULL;
  return step_move (self, self->n_tried);
}

gboolean
canasta_example_get_playable (CanastaExample *self)
{
  const CnMove *move;

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);

  move = next_move (self);
  return move != NULL && move->seat == self->follow_seat;
}

gboolean
canasta_example_get_drawn (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  return self->state.phase != CN_PHASE_DRAW;
}

/* The meld the example's next move lays off on by its index, where
 * canastas close and a rank may have several melds, or -1. */
static int
expected_meld (CanastaExample *self)
{
  const CnMove *expected = next_move (self);
  int side = cn_state_side_of (&self->state, self->follow_seat);
  int index = expected != NULL && expected->kind == CN_MOVE_ADD ? cn_move_meld_index (expected) : -1;

  return index < self->state.n_melds[side] ? index : -1;
}

CanastaExamplePlay
canasta_example_play (CanastaExample  *self,
                      CnMoveKind       kind,
                      int              rank,
                      int              index,
                      const CnCard    *cards,
                      guint            n_cards,
                      char           **message)
{
  const CnMove *expected;
  CnMove move = { .kind = kind };
  CnMove a, b;
  CnVerdict verdict;
  g_autofree char *wanted = NULL;
  int side, target;

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), CANASTA_EXAMPLE_WAITING);
  g_return_val_if_fail (cards != NULL || n_cards == 0, CANASTA_EXAMPLE_WAITING);

  if (message != NULL)
    *message = NULL;
  if (!canasta_example_get_playable (self))
    return CANASTA_EXAMPLE_WAITING;

  expected = next_move (self);
  side = cn_state_side_of (&self->state, self->follow_seat);
  target = expected_meld (self);
  move.seat = self->follow_seat;
  move.n = MIN (n_cards, CN_MOVE_CAP);
  if (move.n > 0)
    memcpy (move.cards, cards, move.n);
  if (kind == CN_MOVE_ADD)
    move.rank = rank >= 0 ? rank : cn_cards_meld_rank (cards, n_cards);
  /* The Lay Off button on cards of the rank (or the wild cards) of the
   * meld the example names goes on that meld. */
  if (kind == CN_MOVE_ADD && index < 0 && target >= 0 &&
      (move.rank == self->state.melds[side][target].rank ||
       (move.rank == (uint8_t) -1 && self->state.melds[side][target].rank == CN_RANK_JOKER)))
    index = target;
  if (kind == CN_MOVE_ADD && index >= 0 && index < self->state.n_melds[side])
    move.rank = self->state.melds[side][index].rank;
  if (kind == CN_MOVE_ADD && move.rank == (uint8_t) -1)
    {
      if (message != NULL)
        *message = g_strdup (_("Drop the wild cards on the meld they go on, or select them and click it."));
      return CANASTA_EXAMPLE_WAITING;
    }
  /* By index where the example names its meld so, by rank otherwise. */
  if (kind == CN_MOVE_ADD && index >= 0 && target >= 0)
    cn_move_set_meld_index (&move, index);

  cn_move_canonical (&self->state, &move, &a);
  cn_move_canonical (&self->state, expected, &b);
  if (cn_move_equal (&a, &b))
    {
      canasta_example_try_step (self, self->n_tried);
      return CANASTA_EXAMPLE_PLAYED;
    }

  /* Another move: the engine says whether it would be allowed, and the
   * reader learns which move the example shows next. */
  wanted = describe_move (self, &self->state, expected, FALSE);
  if (!cn_check (&self->state, &move, &verdict))
    {
      g_autofree char *reason = canasta_verdict_message_about (&verdict, self->state.rules,
                                                               canasta_example_get_seat_name (self, move.seat),
                                                               self->state.n_players == self->state.n_sides);
      if (message != NULL)
        /* Translators: a move tried on a help example's cards that the rules
         * refuse: the reason, then the move the example shows next */
        *message = g_strdup_printf (_("Refused. %s This example goes on with: %s."), reason, wanted);
      return CANASTA_EXAMPLE_REFUSED;
    }
  if (message != NULL)
    /* Translators: a legal move tried on a help example's cards that is
     * not the one it shows next */
    *message = g_strdup_printf (_("Allowed, but this example goes on with: %s."), wanted);
  return CANASTA_EXAMPLE_ALLOWED;
}

/* -------------------------------------------------------- the position */

gboolean
canasta_example_get_pozo (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  return self->state.rules->pile_start == CN_PILE_START_POZO;
}

gboolean
canasta_example_get_uruguayan (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  return self->state.rules->variant == CN_VARIANT_URUGUAYAN;
}

int
canasta_example_get_n_players (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->state.n_players;
}

int
canasta_example_get_n_sides (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->state.n_sides;
}

int
canasta_example_side_of (CanastaExample *self,
                         int             seat)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->state.n_players, 0);
  return cn_state_side_of (&self->state, seat);
}

gboolean
canasta_example_get_round_over (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  return self->state.phase == CN_PHASE_ROUND_OVER;
}

int
canasta_example_get_hand (CanastaExample *self,
                          int             seat,
                          CnCard         *out)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  g_return_val_if_fail (seat >= 0 && seat < self->state.n_players, 0);
  return cn_state_hand_cards (&self->state, seat, out);
}

guint
canasta_example_get_pile_count (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->state.pile_n;
}

CnCard
canasta_example_get_pile_top (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), CN_CARD_NONE);
  return cn_state_pile_top (&self->state);
}

CnCard
canasta_example_get_pile_freezer (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), CN_CARD_NONE);

  /* Under a pozo, the wild card that made it premiado. */
  if (cn_state_pile_state (&self->state) != CN_PILE_FROZEN)
    return CN_CARD_NONE;
  return cn_state_pile_freezer (&self->state);
}

CanastaPileState
canasta_example_get_pile_state (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), CANASTA_PILE_EMPTY);
  return (CanastaPileState) cn_state_pile_state (&self->state);
}

gboolean
canasta_example_get_pile_frozen_for (CanastaExample *self,
                                     int             side)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), FALSE);
  g_return_val_if_fail (side >= 0 && side < self->state.n_sides, FALSE);

  return !canasta_example_get_pozo (self) &&
         cn_state_pile_state (&self->state) == CN_PILE_OPEN &&
         cn_state_pile_frozen_for (&self->state, side);
}

guint
canasta_example_get_stock_count (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->state.stock_n;
}

int
canasta_example_get_n_melds (CanastaExample *self,
                             int             side)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  g_return_val_if_fail (side >= 0 && side < self->state.n_sides, 0);
  return self->state.n_melds[side];
}

CanastaMeld *
canasta_example_dup_meld (CanastaExample *self,
                          int             side,
                          int             index)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);
  g_return_val_if_fail (side >= 0 && side < self->state.n_sides, NULL);
  g_return_val_if_fail (index >= 0 && index < self->state.n_melds[side], NULL);

  return canasta_meld_new (side, index, &self->state.melds[side][index], self->state.rules->canasta_size);
}

int
canasta_example_get_red_threes (CanastaExample *self,
                                int             side,
                                CnCard         *out)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  g_return_val_if_fail (side >= 0 && side < self->state.n_sides, 0);

  memcpy (out, self->state.red_threes[side], self->state.n_red_threes[side]);
  return self->state.n_red_threes[side];
}

CnRank
canasta_example_get_moda (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), 0);
  return self->state.moda;
}

char *
canasta_example_dup_status (CanastaExample *self,
                            int             side)
{
  const CnState *s;
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);
  g_return_val_if_fail (side >= 0 && side < self->state.n_sides, NULL);

  s = &self->state;
  if (s->phase == CN_PHASE_ROUND_OVER)
    g_ptr_array_add (sentences, g_strdup (_("The round is over.")));
  else if (!cn_state_side_opened (s, side))
    {
      g_autofree char *minimum = cn_text_number (cn_state_opening_minimum (s, side));
      g_autofree char *score = cn_text_number (s->scores[side]);
      g_autofree char *melded = cn_text_number (s->turn_points);

      if (s->turn_points > 0 && side == cn_state_side_of (s, s->turn))
        /* Translators: in a help example: "Melded this turn: 60 of the 90 needed to open." */
        g_ptr_array_add (sentences, g_strdup_printf (_("Melded this turn: %s of the %s needed to open."),
                                                     melded, minimum));
      else
        /* Translators: in a help example: "Score 1,500: this side has not opened and needs 90 to open." */
        g_ptr_array_add (sentences, g_strdup_printf (_("Score %s: this side has not opened and needs %s to open."),
                                                     score, minimum));
    }
  if (s->phase == CN_PHASE_ASKING)
    /* Translators: in a help example; %s is the partner's name */
    g_ptr_array_add (sentences, g_strdup_printf (_("Waiting for %s’s answer."),
                                                 canasta_example_get_seat_name (self, cn_state_actor (s))));
  if (s->phase == CN_PHASE_ROUND_OVER && self->known_seat >= 0)
    /* Translators: under the score of a round a review's replay ends: the
     * other players' hands were never seen, so their points are left out */
    g_ptr_array_add (sentences, g_strdup (_("The other hands were hidden from you: "
                                            "what they count is not shown.")));
  if (s->phase != CN_PHASE_ROUND_OVER && s->last_turn)
    /* Translators: in a help example, when the stock has run out */
    g_ptr_array_add (sentences, g_strdup (_("The stock has run out: this is the round’s last turn, "
                                            "and it cannot close.")));
  if (s->phase != CN_PHASE_ROUND_OVER && (s->premiado_taken & (1u << side)) != 0)
    /* Translators: in a help example; %s is a player's name */
    g_ptr_array_add (sentences, g_strdup_printf (_("%s’s side took a premiado pozo: it may start no "
                                                   "new meld of wild cards this round."),
                                                 canasta_example_get_seat_name (self, side)));

  if (sentences->len == 0)
    return NULL;
  g_ptr_array_add (sentences, NULL);
  return g_strjoinv (" ", (char **) sentences->pdata);
}

static void
score_row_free (gpointer data)
{
  CanastaExampleScoreRow *row = data;

  g_free (row->name);
  g_free (row);
}

static void
add_score_row (GPtrArray  *rows,
               const char *name,
               const int  *values,
               int         n_sides,
               gboolean    heading,
               guint       unknown,
               guint       blank)
{
  CanastaExampleScoreRow *row = g_new0 (CanastaExampleScoreRow, 1);

  row->name = g_strdup (name);
  for (int side = 0; side < n_sides; side++)
    row->values[side] = ((unknown | blank) & (1u << side)) ? 0 : values[side];
  row->heading = heading;
  row->unknown = unknown;
  row->blank = blank;
  g_ptr_array_add (rows, row);
}

/* The sides with a hand the seat did not see (known_seat's side too when
 * it has partners), and for those the lines that read a hand: the hands'
 * points, the black threes held, a red three still in the hand of a seat
 * that has not played, the clean game (the partner's wild cards). */
static guint
hidden_sides (const CnState *s,
              int            known_seat)
{
  guint sides = 0;

  for (int seat = 0; seat < s->n_players && known_seat >= 0; seat++)
    if (seat != known_seat)
      sides |= 1u << cn_state_side_of (s, seat);
  return sides;
}

static gboolean
line_reads_hands (const CnState *s,
                  int            side,
                  int            known_seat,
                  CnLine         line)
{
  switch (line)
    {
    case CN_LINE_HANDS:
      return TRUE;
    case CN_LINE_BLACK_THREES:
      return s->rules->black_three_scoring == CN_BLACK_THREES_HAND_PENALTY ||
             s->rules->black_three_scoring == CN_BLACK_THREES_ALL_SIX;
    case CN_LINE_CLEAN_GAME:
      /* Only the side that went out with no wild card on its table may
       * score it, if its partners hold none. */
      if (!s->rules->clean_game_doubles || s->end != CN_END_WENT_OUT || s->out_seat == CN_NO_SEAT ||
          cn_state_side_of (s, s->out_seat) != side)
        return FALSE;
      for (int m = 0; m < s->n_melds[side]; m++)
        if (s->melds[side][m].n_wild > 0)
          return FALSE;
      return TRUE;
    case CN_LINE_RED_THREES:
      for (int seat = side; seat < s->n_players; seat += s->n_sides)
        if (seat != known_seat && !(s->had_turn & (1u << seat)))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

/* Each line some side scored, and where the variant's sheet has them
 * (score_sheet_base_cards) the base, every canasta bonus and premio,
 * before the cards; the cards' lines are always there, for a round whose
 * hands count nothing says so. */
GPtrArray *
canasta_example_dup_score_rows (CanastaExample *self)
{
  const CnState *s;
  CnRoundScore score;
  GPtrArray *rows;
  int values[CN_MAX_SIDES];
  guint hidden, total_unknown = 0;

  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);

  s = &self->state;
  if (s->phase != CN_PHASE_ROUND_OVER)
    return NULL;

  /* A review's replay fills the hands its seat did not see with stand-in
   * cards: what those hands count is not shown, only what the seat knew
   * (the table, and its own hand). */
  hidden = hidden_sides (s, self->known_seat);
  cn_state_score (s, &score);
  rows = g_ptr_array_new_with_free_func (score_row_free);
  for (int pass = 0; pass < 2; pass++)
    {
      gboolean cards = pass == 1;
      guint sum_unknown = 0;

      for (int line = 0; line < CN_N_LINES; line++)
        {
          gboolean any = line == CN_LINE_MELDS || line == CN_LINE_HANDS;
          guint unknown = 0;

          if (cn_line_is_cards (line) != cards)
            continue;
          for (int side = 0; side < score.n_sides; side++)
            {
              if ((hidden & (1u << side)) && line_reads_hands (s, side, self->known_seat, line))
                unknown |= 1u << side;
              values[side] = score.sides[side].lines[line];
              any |= values[side] != 0 && !(unknown & (1u << side));
            }
          any |= line == CN_LINE_HANDS || (unknown != 0 && line != CN_LINE_RED_THREES);
          sum_unknown |= unknown;
          total_unknown |= unknown;
          if (any)
            add_score_row (rows, canasta_line_label_for (s->rules, line, values, score.n_sides),
                           values, score.n_sides, FALSE, unknown, 0);
          if (line == CN_LINE_HANDS && self->known_seat >= 0 &&
              (hidden & (1u << cn_state_side_of (s, self->known_seat))))
            {
              /* The seat's own hand, which it saw, beside its partners'. */
              int known_side = cn_state_side_of (s, self->known_seat);
              g_autofree char *name = NULL;

              for (int side = 0; side < score.n_sides; side++)
                values[side] = side == known_side ? -cn_state_hand_points (s, self->known_seat) : 0;
              /* Translators: a line of the score of a round a review's
               * replay ends: what the player's own hand counts ("Ana’s
               * hand"); the partners' hands are not known */
              name = g_strdup_printf (_("%s’s hand"), canasta_example_get_seat_name (self, self->known_seat));
              add_score_row (rows, name, values, score.n_sides, FALSE, 0,
                             ~(1u << known_side) & ((1u << score.n_sides) - 1));
            }
        }
      if (s->rules->score_sheet_base_cards)
        {
          for (int side = 0; side < score.n_sides; side++)
            values[side] = cards ? score.sides[side].cards : score.sides[side].base;
          add_score_row (rows, cards ? C_("score sheet", "Cards") : C_("score sheet", "Base"),
                         values, score.n_sides, TRUE, sum_unknown, 0);
        }
    }

  for (int side = 0; side < score.n_sides; side++)
    values[side] = score.sides[side].total;
  add_score_row (rows, _("This round"), values, score.n_sides, TRUE, total_unknown, 0);
  return rows;
}

void
canasta_example_set_known_seat (CanastaExample *self,
                                int             seat)
{
  g_return_if_fail (CANASTA_IS_EXAMPLE (self));
  g_return_if_fail (seat >= -1 && seat < self->state.n_players);

  self->known_seat = seat;
  g_signal_emit (self, signals[CHANGED], 0);
}

const CnState *
canasta_example_get_state (CanastaExample *self)
{
  g_return_val_if_fail (CANASTA_IS_EXAMPLE (self), NULL);
  return &self->state;
}

/* ------------------------------------------------------------- object */

/* Each step's verdict is known from a replay, and so is the most cards
 * the followed hand holds. */
static void
replay_messages (CanastaExample *self)
{
  guint n = self->scenario->moves->len;
  CnState replay = self->scenario->state;

  self->most_cards = replay.hand_n[self->follow_seat];
  for (guint i = 0; i < n; i++)
    {
      CnVerdict verdict = { 0 };

      cn_apply (&replay, step_move (self, i), &verdict, NULL);
      g_free (self->messages[i]);
      self->messages[i] = step_message (self, &replay, step_move (self, i), &verdict);
      self->most_cards = MAX (self->most_cards, replay.hand_n[self->follow_seat]);
    }
}

CanastaExample *
canasta_example_new_from_data (const char  *data,
                               gssize       length,
                               GError     **error)
{
  g_autoptr(CnScenario) scenario = NULL;
  CanastaExample *self;
  guint n;

  g_return_val_if_fail (data != NULL, NULL);

  scenario = cn_scenario_new_from_data (data, length, error);
  if (scenario == NULL)
    return NULL;

  self = g_object_new (CANASTA_TYPE_EXAMPLE, NULL);
  self->scenario = g_steal_pointer (&scenario);
  self->state = self->scenario->state;
  n = self->scenario->moves->len;
  self->follow_seat = n > 0 ? step_move (self, 0)->seat : cn_state_actor (&self->state);
  self->verdicts = g_new0 (CnVerdict, MAX (n, 1));
  self->messages = g_new0 (char *, n + 1);

  replay_messages (self);
  return self;
}

void
canasta_example_set_seat_names (CanastaExample    *self,
                                const char *const *names)
{
  g_return_if_fail (CANASTA_IS_EXAMPLE (self));

  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    {
      g_free (self->names[seat]);
      self->names[seat] = names != NULL && seat < self->state.n_players ? g_strdup (names[seat]) : NULL;
    }
  /* The verdicts speak of the players by name. */
  replay_messages (self);
}

static void
canasta_example_finalize (GObject *object)
{
  CanastaExample *self = CANASTA_EXAMPLE (object);

  g_clear_pointer (&self->scenario, cn_scenario_free);
  g_free (self->verdicts);
  g_strfreev (self->messages);
  for (int seat = 0; seat < CN_MAX_SEATS; seat++)
    g_free (self->names[seat]);

  G_OBJECT_CLASS (canasta_example_parent_class)->finalize (object);
}

static void
canasta_example_class_init (CanastaExampleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = canasta_example_finalize;

  /* After every step played, and after a reset. */
  signals[CHANGED] = g_signal_new ("changed",
                                   G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
canasta_example_init (CanastaExample *self)
{
  self->known_seat = -1;
}
