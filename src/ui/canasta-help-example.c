/* canasta-help-example.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-help-example-private.h"
#include "canasta-meld.h"
#include "canasta-meld-view.h"
#include "canasta-messages.h"
#include "cn-help.h"
#include "cn-scenario.h"

/* Card sizes in the examples: smaller than the table's, large enough to
 * read the corner indices. */
#define HAND_CARD_WIDTH 48
#define MELD_CARD_WIDTH 40
#define PILE_CARD_WIDTH 48

G_DEFINE_FINAL_TYPE (CanastaHelpExample, canasta_help_example, ADW_TYPE_BIN)

/* The people of the examples, by seat; the help text uses the same names. */
static const char *const seat_names[] = { "Rosa", "Marco", "Lena", "Tomás", "Ana", "Luca" };

static const char *
seat_name (int seat)
{
  return seat >= 0 && seat < (int) G_N_ELEMENTS (seat_names) ? seat_names[seat] : "?";
}

const char *
canasta_help_example_seat_name (int seat)
{
  return seat_name (seat);
}

/* A side by its first player: "Rosa’s side" among partners, "Rosa" alone. */
static char *
side_name (const CnState *state,
           int            side)
{
  if (state->n_players == state->n_sides)
    return g_strdup (seat_name (side));
  /* Translators: a side of partners in a help example: "Rosa’s side" */
  return g_strdup_printf (_("%s’s side"), seat_name (side));
}

/* --------------------------------------------------------- card layout */

/* The card rows of an example are plain GtkBoxes whose layout is replaced
 * by a custom one: a hand is fanned like a hand held, and wraps onto more
 * rows rather than closing up past what the eye and the pointer need; the
 * melds stand side by side and close up when the row is narrow; the pile
 * turns its freezing card sideways. Every child is sized by its size
 * request. */

typedef enum
{
  STRIP_FAN,
  STRIP_ROW,
  STRIP_PILE,
} StripKind;

/* The least of each card a fan shows: its corner's rank and suit, and a
 * strip wide enough to click. */
#define FAN_MIN_SHOWN 26
/* The space between the rows of a fan that wraps. */
#define FAN_ROW_GAP 6
/* The fewest cards a fan's row holds, for its minimum width. */
#define FAN_MIN_PER_ROW 4

static StripKind
strip_kind (GtkWidget *widget)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "canasta-strip-kind"));
}

static void
child_size (GtkWidget *child,
            int       *width,
            int       *height)
{
  gtk_widget_get_size_request (child, width, height);
  *width = MAX (*width, 1);
  *height = MAX (*height, 1);
}

/* The steps between children: natural (fanned open) and minimum. */
static void
strip_steps (GtkWidget *widget,
             int        child_width,
             double    *natural,
             double    *minimum)
{
  if (strip_kind (widget) == STRIP_ROW)
    {
      *natural = child_width + 8;
      *minimum = child_width * 0.55;
    }
  else
    {
      *natural = child_width * 0.62;
      *minimum = MIN (*natural, FAN_MIN_SHOWN);
    }
}

/* The children a strip lays out, and the largest one's size. */
static int
strip_children (GtkWidget *widget,
                int       *max_w,
                int       *max_h,
                gboolean  *sideways)
{
  int n = 0;

  *max_w = *max_h = 0;
  if (sideways != NULL)
    *sideways = FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, &w, &h);
      *max_w = MAX (*max_w, w);
      *max_h = MAX (*max_h, h);
      if (sideways != NULL)
        *sideways |= g_object_get_data (G_OBJECT (child), "canasta-sideways") != NULL;
      n++;
    }
  return n;
}

/* The cards a fan's row holds at a width: as many as show FAN_MIN_SHOWN
 * each, shared out evenly over the rows they need. */
static int
fan_per_row (int    n,
             int    width,
             int    card_w,
             double step_min)
{
  int fit, rows;

  if (n <= 1)
    return MAX (n, 1);
  fit = 1 + (int) MAX (0, (width - card_w) / step_min);
  fit = CLAMP (fit, 1, n);
  rows = (n + fit - 1) / fit;
  return (n + rows - 1) / rows;
}

/* The cards a fan keeps room for: those it holds, or more when the
 * example's hand grows to more (canasta-strip-reserve, cards of
 * canasta-strip-card-width), so that taking a pile or going out does not
 * move what lies below. */
static int
fan_reserve (GtkWidget *widget,
             int        n,
             int       *max_w,
             int       *max_h)
{
  int reserve = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "canasta-strip-reserve"));
  int card_w = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "canasta-strip-card-width"));

  if (reserve > n && card_w > 0)
    {
      *max_w = MAX (*max_w, card_w);
      *max_h = MAX (*max_h, (int) (card_w * CANASTA_CARD_ASPECT));
    }
  return MAX (n, reserve);
}

static GtkSizeRequestMode
strip_request_mode (GtkWidget *widget)
{
  return strip_kind (widget) == STRIP_FAN ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                          : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
strip_measure (GtkWidget      *widget,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural,
               int            *minimum_baseline,
               int            *natural_baseline)
{
  int max_w, max_h;
  gboolean sideways;
  int n = strip_children (widget, &max_w, &max_h, &sideways);
  StripKind kind = strip_kind (widget);
  double step_nat, step_min;

  if (kind == STRIP_FAN)
    n = fan_reserve (widget, n, &max_w, &max_h);

  if (n == 0)
    {
      *minimum = *natural = 0;
      return;
    }

  strip_steps (widget, max_w, &step_nat, &step_min);
  if (kind == STRIP_PILE)
    {
      /* Room for a card set sideways, half showing under the top card. */
      int side = MAX (max_w, max_h);
      int across = MIN (max_w, max_h);

      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *minimum = *natural = side + 4;
      else
        *minimum = *natural = max_h + (sideways ? across / 2 : 0) + 4;
    }
  else if (orientation == GTK_ORIENTATION_HORIZONTAL && kind == STRIP_FAN)
    {
      *minimum = (int) (max_w + (MIN (n, FAN_MIN_PER_ROW) - 1) * step_min);
      *natural = (int) (max_w + (n - 1) * step_nat);
    }
  else if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (max_w + (n - 1) * step_min);
      *natural = (int) (max_w + (n - 1) * step_nat);
    }
  else if (kind == STRIP_FAN)
    {
      int width = for_size >= 0 ? for_size : (int) (max_w + (n - 1) * step_nat);
      int per_row = fan_per_row (n, width, max_w, step_min);
      int rows = (n + per_row - 1) / per_row;

      *minimum = *natural = rows * max_h + (rows - 1) * FAN_ROW_GAP;
    }
  else
    {
      *minimum = *natural = max_h;
    }
}

static void
strip_allocate (GtkWidget *widget,
                int        width,
                int        height,
                int        baseline)
{
  int max_w, max_h, i = 0, per_row;
  int n = strip_children (widget, &max_w, &max_h, NULL);
  double step_nat, step_min, step;

  if (strip_kind (widget) == STRIP_PILE)
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int w, h;
          int offset = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "canasta-pile-offset"));

          if (!gtk_widget_should_layout (child))
            continue;
          child_size (child, &w, &h);
          if (g_object_get_data (G_OBJECT (child), "canasta-sideways"))
            {
              GskTransform *t = NULL;

              t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (width / 2.0f, height - w / 2.0f - 1));
              t = gsk_transform_rotate (t, 90);
              t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (-w / 2.0f, -h / 2.0f));
              gtk_widget_allocate (child, w, h, -1, t);
            }
          else
            {
              GskTransform *t = gsk_transform_translate (NULL,
                                                         &GRAPHENE_POINT_INIT ((width - w) / 2.0f - offset,
                                                                               1.0f + offset));
              gtk_widget_allocate (child, w, h, -1, t);
            }
        }
      return;
    }

  strip_steps (widget, max_w, &step_nat, &step_min);
  /* A row of melds closes up; a fan wraps first, and every row of it
   * fans the same. */
  per_row = strip_kind (widget) == STRIP_FAN ? fan_per_row (n, width, max_w, step_min) : MAX (n, 1);
  step = per_row > 1 ? CLAMP ((width - max_w) / (double) (per_row - 1), step_min, step_nat) : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;
      float x, y;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, &w, &h);
      x = (float) (step * (i % per_row));
      y = (float) ((i / per_row) * (max_h + FAN_ROW_GAP));
      gtk_widget_allocate (child, w, h, -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
      i++;
    }
}

static void
strip_setup (GtkWidget *box,
             StripKind  kind)
{
  g_object_set_data (G_OBJECT (box), "canasta-strip-kind", GINT_TO_POINTER (kind));
  gtk_widget_set_layout_manager (box, gtk_custom_layout_new (strip_request_mode, strip_measure, strip_allocate));
}

static void
strip_clear (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* A card the reader looks at but does not play: nothing listens to its
 * clicks, and it takes no keyboard focus. */
static GtkWidget *
card_new (CnCard   card,
          gboolean alternate,
          int      width)
{
  g_autoptr(CanastaCard) model = canasta_card_new (card, alternate);
  /* A picture here, not a button as on the table. */
  GtkWidget *view = g_object_new (CANASTA_TYPE_CARD_VIEW,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                  "card", model,
                                  NULL);

  gtk_widget_set_size_request (view, width, (int) (width * CANASTA_CARD_ASPECT));
  /* Hovering still shows the card's name. */
  gtk_widget_set_focusable (view, FALSE);
  return view;
}

/* "9♥": the short form the cards themselves show; the joker by name. */
static char *
card_short (CnCard card)
{
  static const char *const suits[] = { "♣", "♦", "♥", "♠" };
  static const char *const ranks[] = { NULL, "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" };

  if (card == CN_CARD_JOKER)
    /* Translators: the joker card itself, as the rules help names it
     * beside the twos, not any wild card */
    return g_strdup (C_("card", "joker"));
  if (!cn_card_valid (card))
    return g_strdup ("?");
  return g_strconcat (ranks[cn_card_rank (card)], suits[cn_card_suit (card)], NULL);
}

static char *
cards_short (const CnCard *cards,
             int           n)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *one = card_short (cards[i]);

      if (i > 0)
        /* Translators: between the cards of a list, "9♥, 9♦, 9♣" */
        g_string_append (out, C_("card list", ", "));
      g_string_append (out, one);
    }
  return g_string_free (out, FALSE);
}

/* The full names, for screen readers. */
static char *
cards_long (const CnCard *cards,
            int           n)
{
  GString *out = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *one = canasta_card_name (cards[i]);

      if (i > 0)
        g_string_append (out, C_("card list", ", "));
      g_string_append (out, one);
    }
  return g_string_free (out, FALSE);
}

/* The move in words, with the cards as shown (short) or as read (long),
 * in the position before it (a lay-off may name its meld by index). */
static char *
describe_move (const CnState *state,
               const CnMove  *move,
               gboolean       long_names)
{
  g_autofree char *cards = long_names ? cards_long (move->cards, move->n)
                                      : cards_short (move->cards, move->n);
  const char *who = seat_name (move->seat);
  gboolean pozo = state->rules->pile_start == CN_PILE_START_POZO;

  switch ((CnMoveKind) move->kind)
    {
    case CN_MOVE_DRAW:
      /* Translators: a move of a help example; %s is a player's name */
      return g_strdup_printf (_("%s draws from the stock"), who);

    case CN_MOVE_TAKE_PILE:
      if (move->n == 0)
        /* Translators: a move of a help example; %s is a player's name */
        return g_strdup_printf (_("%s takes the pile by laying the top card off on a meld"), who);
      if (pozo)
        /* Translators: a move of a help example: "Lena takes the pozo with K♦, K♣, K♥" */
        return g_strdup_printf (_("%s takes the pozo with %s"), who, cards);
      /* Translators: a move of a help example: "Lena takes the pile with 9♦, joker" */
      return g_strdup_printf (_("%s takes the pile with %s"), who, cards);

    case CN_MOVE_MELD:
      /* Translators: a move of a help example: "Rosa melds A♥, A♦, 2♣" */
      return g_strdup_printf (_("%s melds %s"), who, cards);

    case CN_MOVE_ADD:
      {
        int index = cn_move_meld_index (move);
        int side = cn_state_side_of (state, move->seat);
        g_autofree char *rank = canasta_rank_plural (index >= 0 && index < state->n_melds[side]
                                                     ? state->melds[side][index].rank
                                                     : move->rank);

        /* Translators: a move of a help example: "Rosa lays K♠ off on the kings" */
        return g_strdup_printf (_("%s lays %s off on the %s"), who, cards, rank);
      }

    case CN_MOVE_DISCARD:
      /* Translators: a move of a help example: "Rosa discards Q♥" */
      return g_strdup_printf (_("%s discards %s"), who, cards);

    case CN_MOVE_ASK_GO_OUT:
      if (state->rules->variant == CN_VARIANT_URUGUAYAN)
        return g_strdup_printf (_("%s asks: “May I close?”"), who);
      /* Translators: a move of a help example; %s is a player's name */
      return g_strdup_printf (_("%s asks: “May I go out?”"), who);

    case CN_MOVE_ANSWER_GO_OUT:
      if (move->yes)
        /* Translators: a move of a help example; %s is a player's name */
        return g_strdup_printf (_("%s answers “Yes”"), who);
      /* Translators: a move of a help example; %s is a player's name */
      return g_strdup_printf (_("%s answers “No”"), who);

    case CN_N_MOVE_KINDS:
    default:
      return g_strdup ("?");
    }
}

char *
_canasta_help_example_describe_move (const CnState *state,
                                     const CnMove  *move,
                                     gboolean       spoken)
{
  return describe_move (state, move, spoken);
}

/* ------------------------------------------------------------ position */

static void
update_hand (CanastaHelpExample *self,
             int                 seat)
{
  CnCard cards[CN_MAX_CARDS];
  int n = cn_state_hand_cards (&self->state, seat, cards);
  g_autofree char *title = NULL;
  g_autofree char *names = cards_long (cards, n);
  g_autofree char *a11y = NULL;
  guint jokers = 0;

  strip_clear (self->hand_box);
  for (int i = 0; i < n; i++)
    {
      gboolean alternate = cards[i] == CN_CARD_JOKER && (jokers++ % 2) == 1;

      g_autoptr(CanastaCard) model = canasta_card_new (cards[i], alternate);
      /* The hand's cards are played, as at the table: buttons. */
      GtkWidget *view = g_object_new (CANASTA_TYPE_CARD_VIEW, "card", model, NULL);

      gtk_widget_set_size_request (view, HAND_CARD_WIDTH, (int) (HAND_CARD_WIDTH * CANASTA_CARD_ASPECT));

      _canasta_help_example_play_hand_card (self, view);
      gtk_box_append (GTK_BOX (self->hand_box), view);
    }

  if (n > 0)
    /* Translators: above the cards of a help example: "Rosa’s hand" */
    title = g_strdup_printf (_("%s’s hand"), seat_name (seat));
  else
    /* Translators: in a help example, after the player went out */
    title = g_strdup_printf (_("%s’s hand is empty"), seat_name (seat));
  gtk_label_set_text (self->hand_label, title);
  /* Translators: for screen readers: "Rosa’s hand: Ace of Hearts, Two of Clubs" */
  a11y = g_strdup_printf (_("%s: %s"), title, names);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);
}

static void
update_pile (CanastaHelpExample *self,
             int                 side)
{
  const CnState *s = &self->state;
  CnPileState pile_state = cn_state_pile_state (s);
  CnCard top = cn_state_pile_top (s);
  /* The card set sideways: the one that froze the pile, or under a pozo
   * the wild card that made it premiado. */
  CnCard freezer = pile_state == CN_PILE_FROZEN ? cn_state_pile_freezer (s) : CN_CARD_NONE;
  gboolean pozo = s->rules->pile_start == CN_PILE_START_POZO;
  gboolean frozen_for_side = !pozo && pile_state == CN_PILE_OPEN && cn_state_pile_frozen_for (s, side);
  g_autofree char *count = NULL;
  g_autofree char *state_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *a11y = NULL;
  g_autofree char *stock = NULL;

  strip_clear (self->pile_box);
  if (s->pile_n > 1)
    {
      GtkWidget *under = card_new (CN_CARD_JOKER, FALSE, PILE_CARD_WIDTH);

      /* The cards under the top show as the edge of a face-down card. */
      canasta_card_view_set_face_down (CANASTA_CARD_VIEW (under), TRUE);
      g_object_set_data (G_OBJECT (under), "canasta-pile-offset", GINT_TO_POINTER (3));
      gtk_accessible_update_state (GTK_ACCESSIBLE (under),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, TRUE,
                                   -1);
      gtk_box_append (GTK_BOX (self->pile_box), under);
    }
  if (freezer != CN_CARD_NONE)
    {
      GtkWidget *sideways = card_new (freezer, FALSE, PILE_CARD_WIDTH);

      g_object_set_data (G_OBJECT (sideways), "canasta-sideways", GINT_TO_POINTER (TRUE));
      gtk_box_append (GTK_BOX (self->pile_box), sideways);
    }
  if (top != CN_CARD_NONE)
    gtk_box_append (GTK_BOX (self->pile_box), card_new (top, FALSE, PILE_CARD_WIDTH));

  if (frozen_for_side && s->n_players == s->n_sides)
    /* Translators: the pile in a help example, one against one: "Frozen for Rosa" (not opened yet) */
    state_text = g_strdup_printf (_("Frozen for %s"), seat_name (side));
  else if (frozen_for_side)
    /* Translators: the pile in a help example: "Frozen for Rosa’s side" (not opened yet) */
    state_text = g_strdup_printf (_("Frozen for %s’s side"), seat_name (side));
  else if (pozo && pile_state == CN_PILE_FROZEN)
    /* Translators: the pozo in a help example: a wild card under it */
    state_text = g_strdup (C_("pozo", "Premiado"));
  else
    state_text = g_strdup (canasta_pile_state_label (pile_state));

  gtk_label_set_text (self->pile_heading, pozo ? C_("help example", "Pozo")
                                               : C_("help example", "Discard pile"));

  if (s->pile_n == 0)
    text = g_strdup (state_text);
  else
    {
      /* Translators: the size of the discard pile in a help example */
      count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", s->pile_n),
                               (guint) s->pile_n);
      /* Translators: under the pile of a help example: "Frozen · 4 cards" */
      text = g_strdup_printf (_("%s · %s"), state_text, count);
    }
  gtk_label_set_text (self->pile_label, text);

  gtk_widget_remove_css_class (GTK_WIDGET (self->pile_label), "accent");
  gtk_widget_remove_css_class (GTK_WIDGET (self->pile_label), "error");
  if (pile_state == CN_PILE_FROZEN || frozen_for_side)
    gtk_widget_add_css_class (GTK_WIDGET (self->pile_label), "accent");
  else if (pile_state == CN_PILE_BLOCKED)
    gtk_widget_add_css_class (GTK_WIDGET (self->pile_label), "error");

  if (top != CN_CARD_NONE)
    {
      g_autofree char *top_name = canasta_card_name (top);

      /* Translators: the discard pile for screen readers: "Discard pile, top card Nine of Spades: Frozen · 4 cards" */
      a11y = pozo ? g_strdup_printf (_("Pozo, top card %s: %s"), top_name, text)
                  : g_strdup_printf (_("Discard pile, top card %s: %s"), top_name, text);
    }
  else
    /* Translators: the discard pile for screen readers */
    a11y = pozo ? g_strdup_printf (_("Pozo: %s"), text) : g_strdup_printf (_("Discard pile: %s"), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->pile_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, a11y,
                                  -1);

  /* The stock's count as the table shows it. */
  stock = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Stock: %u card", "Stock: %u cards", s->stock_n),
                           (guint) s->stock_n);
  gtk_label_set_text (self->stock_label, stock);
}

static void
update_melds (CanastaHelpExample *self,
              int                 side)
{
  const CnState *s = &self->state;
  g_autofree char *title = NULL;
  int card_h = (int) (MELD_CARD_WIDTH * CANASTA_CARD_ASPECT);
  int height = card_h;
  guint jokers = 0;

  strip_clear (self->melds_box);
  strip_clear (self->red_threes_box);

  /* All melds of a row share the height of the longest. */
  for (int i = 0; i < s->n_melds[side]; i++)
    {
      const CnMeld *meld = &s->melds[side][i];
      int h = meld->n >= s->rules->canasta_size ? card_h + 6
                                                : (int) (card_h * (1 + CANASTA_MELD_STEP * (meld->n - 1)));
      height = MAX (height, h);
    }

  for (int i = 0; i < s->n_melds[side]; i++)
    {
      g_autoptr(CanastaMeld) meld = canasta_meld_new (side, i, &s->melds[side][i], s->rules->canasta_size);
      GtkWidget *view = g_object_new (CANASTA_TYPE_MELD_VIEW,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                                      NULL);

      canasta_meld_view_set_meld (CANASTA_MELD_VIEW (view), meld);

      gtk_widget_set_size_request (view, MELD_CARD_WIDTH, height);
      gtk_widget_set_focusable (view, FALSE);
      gtk_widget_set_can_target (view, TRUE);
      _canasta_help_example_play_meld (self, view);
      gtk_box_append (GTK_BOX (self->melds_box), view);
    }
  gtk_widget_set_visible (self->melds_box, s->n_melds[side] > 0);
  gtk_widget_set_visible (self->no_melds_label, s->n_melds[side] == 0);

  for (int i = 0; i < s->n_red_threes[side]; i++)
    {
      CnCard card = s->red_threes[side][i];

      gtk_box_append (GTK_BOX (self->red_threes_box),
                      card_new (card, card == CN_CARD_JOKER && (jokers++ % 2) == 1, MELD_CARD_WIDTH));
    }
  gtk_widget_set_visible (self->red_threes_label, s->n_red_threes[side] > 0);
  gtk_widget_set_visible (self->red_threes_box, s->n_red_threes[side] > 0);

  if (s->moda != 0)
    {
      g_autofree char *rank = canasta_rank_plural_title (s->moda);
      /* Translators: in a help example: "Canasta de moda: Kings" */
      g_autofree char *moda = g_strdup_printf (_("Canasta de moda: %s"), rank);

      gtk_label_set_text (self->moda_label, moda);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->moda_label), s->moda != 0);

  if (s->n_players == s->n_sides)
    /* Translators: above the melds of a help example, one against one: "Rosa’s melds" */
    title = g_strdup_printf (_("%s’s melds"), seat_name (side));
  else
    /* Translators: above the melds of a help example: "Melds of Rosa’s side" */
    title = g_strdup_printf (_("Melds of %s’s side"), seat_name (side));
  gtk_label_set_text (self->melds_label, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->melds_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
}

static void
score_cell (CanastaHelpExample *self,
            const char         *text,
            int                 column,
            int                 row,
            gboolean            heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0 : 1);
  /* A line's name and a side's may take two lines, for the sheet to fit
   * the narrow pane. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), column == 0 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
  gtk_widget_add_css_class (label, heading ? "caption-heading" : "caption");
  if (column > 0)
    gtk_widget_add_css_class (label, "numeric");
  gtk_grid_attach (self->score_grid, label, column, row, 1, 1);
}

static void
score_row (CanastaHelpExample *self,
           const char         *name,
           const int          *values,
           int                 n_sides,
           int                 row,
           gboolean            heading)
{
  score_cell (self, name, 0, row, heading);
  for (int side = 0; side < n_sides; side++)
    {
      g_autofree char *points = cn_help_format_number (values[side]);

      score_cell (self, points, side + 1, row, heading);
    }
}

/* The score sheet of a round the example ends: each line some side scored,
 * and where the variant's sheet has them (score_sheet_base_cards) the base,
 * every canasta bonus and premio, before the cards; the cards' lines are
 * always there, for a round whose hands count nothing says so. */
static void
update_score (CanastaHelpExample *self)
{
  const CnState *s = &self->state;
  CnRoundScore score;
  gboolean sheet = s->rules->score_sheet_base_cards;
  int values[CN_MAX_SIDES];
  int row = 0;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->score_grid))) != NULL)
    gtk_grid_remove (self->score_grid, child);
  gtk_widget_set_visible (GTK_WIDGET (self->score_grid), s->phase == CN_PHASE_ROUND_OVER);
  if (s->phase != CN_PHASE_ROUND_OVER)
    return;

  cn_state_score (s, &score);
  score_cell (self, "", 0, row, TRUE);
  for (int side = 0; side < score.n_sides; side++)
    {
      g_autofree char *name = side_name (s, side);

      score_cell (self, name, side + 1, row, TRUE);
    }
  row++;

  for (int pass = 0; pass < 2; pass++)
    {
      gboolean cards = pass == 1;

      for (int line = 0; line < CN_N_LINES; line++)
        {
          gboolean any = line == CN_LINE_MELDS || line == CN_LINE_HANDS;

          if (cn_line_is_cards (line) != cards)
            continue;
          for (int side = 0; side < score.n_sides; side++)
            {
              values[side] = score.sides[side].lines[line];
              any |= values[side] != 0;
            }
          if (any)
            score_row (self, canasta_line_label_for (s->rules, line, values, score.n_sides),
                       values, score.n_sides, row++, FALSE);
        }
      if (sheet)
        {
          for (int side = 0; side < score.n_sides; side++)
            values[side] = cards ? score.sides[side].cards : score.sides[side].base;
          score_row (self, cards ? C_("score sheet", "Cards") : C_("score sheet", "Base"),
                     values, score.n_sides, row++, TRUE);
        }
    }

  for (int side = 0; side < score.n_sides; side++)
    values[side] = score.sides[side].total;
  score_row (self, _("This round"), values, score.n_sides, row++, TRUE);
}

static void
update_status (CanastaHelpExample *self,
               int                 side)
{
  const CnState *s = &self->state;
  g_autoptr(GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;

  if (s->phase == CN_PHASE_ROUND_OVER)
    g_ptr_array_add (sentences, g_strdup (_("The round is over.")));
  else if (!cn_state_side_opened (s, side))
    {
      g_autofree char *minimum = cn_help_format_number (cn_state_opening_minimum (s, side));
      g_autofree char *score = cn_help_format_number (s->scores[side]);
      g_autofree char *melded = cn_help_format_number (s->turn_points);

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
    g_ptr_array_add (sentences, g_strdup_printf (_("Waiting for %s’s answer."), seat_name (cn_state_actor (s))));
  if (s->phase != CN_PHASE_ROUND_OVER && s->last_turn)
    /* Translators: in a help example, when the stock has run out */
    g_ptr_array_add (sentences, g_strdup (_("The stock has run out: this is the round’s last turn, "
                                            "and it cannot close.")));
  if (s->phase != CN_PHASE_ROUND_OVER && (s->premiado_taken & (1u << side)) != 0)
    /* Translators: in a help example; %s is a player's name */
    g_ptr_array_add (sentences, g_strdup_printf (_("%s’s side took a premiado pozo: it may start no "
                                                   "new meld of wild cards this round."),
                                                 seat_name (side)));

  if (sentences->len > 0)
    {
      g_ptr_array_add (sentences, NULL);
      text = g_strjoinv (" ", (char **) sentences->pdata);
    }
  gtk_label_set_text (self->status_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), text != NULL);
  update_score (self);
}

static void
update_position (CanastaHelpExample *self)
{
  int seat, side;

  if (self->scenario == NULL)
    return;

  /* The view stays on the player the example follows, whoever acts: a
   * partner's answer shows in the status line, not by turning the table. */
  seat = self->follow_seat;
  side = cn_state_side_of (&self->state, seat);

  update_hand (self, seat);
  update_pile (self, side);
  update_melds (self, side);
  update_status (self, side);
}

/* --------------------------------------------------------------- steps */

static void
step_clear (gpointer data)
{
  Step *step = data;

  g_clear_pointer (&step->message, g_free);
}

static void
update_steps (CanastaHelpExample *self)
{
  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = &g_array_index (self->steps, Step, i);

      gtk_widget_set_sensitive (step->button, i == self->n_tried);
      if (i == self->n_tried)
        gtk_widget_add_css_class (step->button, "suggested-action");
      else
        gtk_widget_remove_css_class (step->button, "suggested-action");

      gtk_widget_remove_css_class (step->icon, "success");
      gtk_widget_remove_css_class (step->icon, "error");
      gtk_widget_remove_css_class (step->verdict_label, "success");
      gtk_widget_remove_css_class (step->verdict_label, "error");
      gtk_stack_set_visible_child (GTK_STACK (gtk_widget_get_parent (step->icon)),
                                   step->tried ? step->icon : step->number);
      /* The verdict's words keep their room while untried, unseen and
       * unread, so that trying a move never moves the buttons below. */
      gtk_widget_set_opacity (step->verdict_label, step->tried ? 1 : 0);
      gtk_accessible_update_state (GTK_ACCESSIBLE (step->verdict_label),
                                   GTK_ACCESSIBLE_STATE_HIDDEN, !step->tried,
                                   -1);
      if (step->tried)
        {
          const char *style = step->verdict.code == CN_OK ? "success" : "error";

          gtk_image_set_from_icon_name (GTK_IMAGE (step->icon),
                                        step->verdict.code == CN_OK ? "object-select-symbolic"
                                                                    : "window-close-symbolic");
          gtk_widget_add_css_class (step->icon, style);
          gtk_widget_add_css_class (step->verdict_label, style);
          gtk_label_set_text (GTK_LABEL (step->verdict_label), step->message);
        }
      gtk_accessible_update_property (GTK_ACCESSIBLE (step->icon),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      !step->tried ? _("Not tried yet")
                                      : step->verdict.code == CN_OK ? _("Accepted") : _("Refused"),
                                      -1);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "example.reset", self->n_tried > 0);
  _canasta_help_example_play_update (self);
}

/* What a step's verdict says, in the position after the move. */
static char *
step_message (const CnState   *after,
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
  reason = canasta_verdict_message_about (verdict, after->rules, seat_name (move->seat));
  /* Translators: the verdict on a move of a help example, then the reason */
  return g_strdup_printf (_("Refused. %s"), reason);
}

static void
try_step (CanastaHelpExample *self,
          guint               index)
{
  Step *step;
  const CnMove *move;
  CnVerdict verdict = { 0 };

  g_return_if_fail (index < self->steps->len);

  /* The moves make sense only in order: earlier ones set up later ones. */
  if (index != self->n_tried)
    return;

  step = &g_array_index (self->steps, Step, index);
  move = &g_array_index (self->scenario->moves, CnMove, index);

  cn_apply (&self->state, move, &verdict, NULL);
  step->verdict = verdict;
  step->tried = TRUE;
  g_clear_pointer (&step->message, g_free);
  step->message = step_message (&self->state, move, &verdict);

  self->n_tried++;
  update_steps (self);
  update_position (self);

  /* Screen readers hear the verdict without having to look for it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (step->row),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, step->message,
                                  -1);
  if (self->n_tried < self->steps->len)
    {
      Step *next = &g_array_index (self->steps, Step, self->n_tried);

      if (gtk_widget_has_focus (step->button) || gtk_widget_get_focus_child (step->row) != NULL)
        gtk_widget_grab_focus (next->button);
    }
  else if (gtk_widget_get_focus_child (step->row) != NULL)
    gtk_widget_grab_focus (self->reset_button);
}

void
_canasta_help_example_try_step (CanastaHelpExample *self,
                                guint               index)
{
  try_step (self, index);
}

static void
step_clicked_cb (GtkButton          *button,
                 CanastaHelpExample *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "canasta-step"));

  try_step (self, index);
}

static void
build_steps (CanastaHelpExample *self)
{
  /* Translators: the button that plays one move of a help example */
  const char *try_label = _("_Try It");
  g_auto(GStrv) parts = g_strsplit (try_label, "_", -1);
  g_autofree char *try_name = g_strjoinv ("", parts);

  /* Each move is told in the position it is played in: the moves before
   * it replayed, the refused ones changing nothing. */
  CnState replay = self->scenario->state;
  int most_cards = replay.hand_n[self->follow_seat];

  for (guint i = 0; i < self->scenario->moves->len; i++)
    {
      const CnMove *move = &g_array_index (self->scenario->moves, CnMove, i);
      g_autofree char *text = describe_move (&replay, move, FALSE);
      g_autofree char *spoken = describe_move (&replay, move, TRUE);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *verdict_text = NULL;
      CnVerdict verdict = { 0 };
      GtkWidget *box, *line, *prefix, *title;
      Step step = { 0 };

      /* A row like AdwActionRow's, with the verdict in a label of its own
       * so that it can take the success and error colours. The verdict
       * runs under the move and its button, the row's whole width, so
       * that the room it keeps in a narrow pane stays a line or two. */
      step.row = gtk_list_box_row_new ();
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (step.row), FALSE);
      gtk_widget_set_focusable (step.row, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                      -1);
      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
      gtk_box_append (GTK_BOX (box), line);
      gtk_widget_set_margin_start (box, 10);
      gtk_widget_set_margin_end (box, 10);
      gtk_widget_set_margin_top (box, 8);
      gtk_widget_set_margin_bottom (box, 8);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (step.row), box);

      prefix = gtk_stack_new ();
      gtk_widget_set_size_request (prefix, 20, -1);
      gtk_widget_set_valign (prefix, GTK_ALIGN_CENTER);
      step.number = gtk_label_new (number);
      gtk_widget_add_css_class (step.number, "dim-label");
      gtk_widget_add_css_class (step.number, "numeric");
      gtk_accessible_update_state (GTK_ACCESSIBLE (step.number), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      step.icon = gtk_image_new ();
      gtk_stack_add_child (GTK_STACK (prefix), step.number);
      gtk_stack_add_child (GTK_STACK (prefix), step.icon);
      gtk_box_append (GTK_BOX (line), prefix);

      title = gtk_label_new (text);
      step.verdict_label = gtk_label_new (NULL);
      for (GtkWidget *l = title; l != NULL; l = l == title ? step.verdict_label : NULL)
        {
          gtk_label_set_xalign (GTK_LABEL (l), 0);
          gtk_label_set_wrap (GTK_LABEL (l), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
        }
      gtk_widget_add_css_class (step.verdict_label, "caption");
      gtk_widget_set_hexpand (title, TRUE);
      gtk_widget_set_valign (title, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (line), title);
      /* Under the move, past the number or the icon. */
      gtk_widget_set_margin_start (step.verdict_label, 30);
      gtk_box_append (GTK_BOX (box), step.verdict_label);

      step.button = gtk_button_new ();
      /* A label child and the same words as the accessible name: GTK 4.8
       * reads a button's own label twice, and a label child not at all. */
      gtk_button_set_child (GTK_BUTTON (step.button), gtk_label_new_with_mnemonic (try_label));
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, try_name,
                                      -1);
      gtk_widget_set_valign (step.button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (step.button), "canasta-step", GUINT_TO_POINTER (i));
      g_signal_connect_object (step.button, "clicked", G_CALLBACK (step_clicked_cb), self, 0);
      /* The button's name is its label; what it plays is its description. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (step.button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken,
                                      -1);
      gtk_box_append (GTK_BOX (line), step.button);

      gtk_list_box_append (self->steps_list, step.row);
      g_array_append_val (self->steps, step);
      cn_apply (&replay, move, &verdict, NULL);

      /* The verdict is known from the replay: its label holds the words
       * from the start, to keep their room (update_steps hides them). */
      verdict_text = step_message (&replay, move, &verdict);
      gtk_label_set_text (GTK_LABEL (step.verdict_label), verdict_text);
      most_cards = MAX (most_cards, replay.hand_n[self->follow_seat]);
    }

  /* The hand keeps room for the most cards it will hold. */
  g_object_set_data (G_OBJECT (self->hand_box), "canasta-strip-reserve", GINT_TO_POINTER (most_cards));
  g_object_set_data (G_OBJECT (self->hand_box), "canasta-strip-card-width", GINT_TO_POINTER (HAND_CARD_WIDTH));
}

/* -------------------------------------------------------------- public */

void
canasta_help_example_reset (CanastaHelpExample *self)
{
  g_return_if_fail (CANASTA_IS_HELP_EXAMPLE (self));

  if (self->scenario == NULL)
    return;

  self->state = self->scenario->state;
  self->n_tried = 0;
  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_label_set_text (GTK_LABEL (self->play_label), "");
  gtk_widget_set_visible (self->play_label, FALSE);
  for (guint i = 0; i < self->steps->len; i++)
    {
      Step *step = &g_array_index (self->steps, Step, i);

      step->tried = FALSE;
      step->verdict = (CnVerdict) { 0 };
      g_clear_pointer (&step->message, g_free);
      gtk_accessible_reset_property (GTK_ACCESSIBLE (step->row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  update_steps (self);
  update_position (self);
}

static void
reset_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CanastaHelpExample *self = CANASTA_HELP_EXAMPLE (widget);
  gboolean focus_first = gtk_widget_has_focus (self->reset_button);

  canasta_help_example_reset (self);
  if (focus_first && self->steps->len > 0)
    gtk_widget_grab_focus (g_array_index (self->steps, Step, 0).button);
}

static gboolean
load (CanastaHelpExample *self)
{
  g_autofree char *path = g_strconcat (RESOURCE_BASE "/help/examples/", self->file, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  gconstpointer data;
  gsize size;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_warning ("Help example %s: %s", self->file, error->message);
      return FALSE;
    }

  data = g_bytes_get_data (bytes, &size);
  self->scenario = cn_scenario_new_from_data (data, (gssize) size, &error);
  if (self->scenario == NULL)
    {
      g_warning ("Help example %s: %s", self->file, error->message);
      return FALSE;
    }

  self->state = self->scenario->state;
  self->follow_seat = self->scenario->moves->len > 0
                      ? g_array_index (self->scenario->moves, CnMove, 0).seat
                      : cn_state_actor (&self->state);
  return TRUE;
}

static void
canasta_help_example_dispose (GObject *object)
{
  /* The template's top widget is the bin's child: unparent it once, here,
   * before the template drops its own reference. */
  _canasta_help_example_play_dispose (CANASTA_HELP_EXAMPLE (object));
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), CANASTA_TYPE_HELP_EXAMPLE);

  G_OBJECT_CLASS (canasta_help_example_parent_class)->dispose (object);
}

static void
canasta_help_example_finalize (GObject *object)
{
  CanastaHelpExample *self = CANASTA_HELP_EXAMPLE (object);

  g_clear_pointer (&self->steps, g_array_unref);
  g_clear_pointer (&self->scenario, cn_scenario_free);
  g_free (self->file);

  G_OBJECT_CLASS (canasta_help_example_parent_class)->finalize (object);
}

static void
canasta_help_example_class_init (CanastaHelpExampleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_help_example_dispose;
  object_class->finalize = canasta_help_example_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-help-example.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, title_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, text_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, position_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, hand_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_heading);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, pile_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, stock_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, moda_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, melds_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, melds_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, no_melds_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, red_threes_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, red_threes_box);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, status_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, score_grid);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, steps_list);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, result_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpExample, reset_button);

  gtk_widget_class_install_action (widget_class, "example.reset", NULL, reset_action);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_help_example_init (CanastaHelpExample *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->steps = g_array_new (FALSE, TRUE, sizeof (Step));
  g_array_set_clear_func (self->steps, step_clear);

  strip_setup (self->hand_box, STRIP_FAN);
  strip_setup (self->pile_box, STRIP_PILE);
  strip_setup (self->melds_box, STRIP_ROW);
  strip_setup (self->red_threes_box, STRIP_FAN);

  _canasta_help_example_play_init (self);
}

GtkWidget *
canasta_help_example_new (const char *file,
                          const char *title,
                          const char *text)
{
  CanastaHelpExample *self;

  g_return_val_if_fail (file != NULL, NULL);

  self = g_object_new (CANASTA_TYPE_HELP_EXAMPLE, NULL);
  self->file = g_strdup (file);
  gtk_label_set_markup (self->title_label, title != NULL ? title : "");
  gtk_label_set_markup (self->text_label, text != NULL ? text : "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (self->title_label),
                                  -1);

  if (load (self))
    {
      build_steps (self);
      update_steps (self);
      update_position (self);
    }
  else
    {
      gtk_widget_set_visible (self->position_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->steps_list), FALSE);
      gtk_widget_set_visible (self->reset_button, FALSE);
      gtk_label_set_text (self->result_label, _("This example could not be loaded."));
      gtk_widget_set_visible (GTK_WIDGET (self->result_label), TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "example.reset", FALSE);
    }

  return GTK_WIDGET (self);
}

const char *
canasta_help_example_get_file (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return self->file;
}

gboolean
canasta_help_example_get_loaded (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), FALSE);
  return self->scenario != NULL;
}

guint
canasta_help_example_get_n_steps (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), 0);
  return self->steps->len;
}

GtkWidget *
canasta_help_example_get_step_button (CanastaHelpExample *self,
                                      guint               step)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);
  return g_array_index (self->steps, Step, step).button;
}

gboolean
canasta_help_example_get_step_verdict (CanastaHelpExample *self,
                                       guint               step,
                                       CnVerdict          *verdict)
{
  const Step *s;

  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), FALSE);
  g_return_val_if_fail (step < self->steps->len, FALSE);

  s = &g_array_index (self->steps, Step, step);
  if (s->tried && verdict != NULL)
    *verdict = s->verdict;
  return s->tried;
}

const char *
canasta_help_example_get_step_message (CanastaHelpExample *self,
                                       guint               step)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  g_return_val_if_fail (step < self->steps->len, NULL);
  return g_array_index (self->steps, Step, step).message;
}

const CnState *
canasta_help_example_get_state (CanastaHelpExample *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);
  return self->scenario != NULL ? &self->state : NULL;
}

char *
canasta_help_example_dup_score_sheet (CanastaHelpExample *self)
{
  GString *out;
  int rows = 0, columns = 0;

  g_return_val_if_fail (CANASTA_IS_HELP_EXAMPLE (self), NULL);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->score_grid)))
    return NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->score_grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, row;

      gtk_grid_query_child (self->score_grid, child, &column, &row, NULL, NULL);
      rows = MAX (rows, row + 1);
      columns = MAX (columns, column + 1);
    }

  out = g_string_new (NULL);
  for (int row = 0; row < rows; row++)
    {
      if (row > 0)
        g_string_append_c (out, '\n');
      for (int column = 0; column < columns; column++)
        {
          GtkWidget *cell = gtk_grid_get_child_at (self->score_grid, column, row);

          if (column > 0)
            g_string_append_c (out, '\t');
          if (GTK_IS_LABEL (cell))
            g_string_append (out, gtk_label_get_text (GTK_LABEL (cell)));
        }
    }
  return g_string_free (out, FALSE);
}
