/* canasta-hand-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hand: its cards laid out in a fan, selected by click, keyboard and
 * drag, dragged out to the table and dropped back in to arrange them.
 * Kept in one file (a little over 1,000 lines) because the selection,
 * the drag source, the drop target and the arrangement all read and
 * change the same layout state (the card views, their order, the lift,
 * the drop gap) inside one frame; split, each would reach into the
 * others' fields through a private header.
 */

#include "config.h"

#include <math.h>
#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "canasta-card-cache.h"
#include "canasta-card-view.h"
#include "canasta-hand-view.h"

/* How far a selected card rises, as a share of the card's height. */
#define LIFT 0.16

/* A drag of several cards fans them out by a step of this share of a
 * card's width, closing up to keep the picture within DRAG_FAN_MAX_WIDTH
 * cards; the corner index takes a fifth of the width, so DRAG_FAN_MIN_STEP
 * still shows it whole. */
#define DRAG_FAN_STEP      0.3
#define DRAG_FAN_MIN_STEP  0.22
#define DRAG_FAN_MAX_WIDTH 3.5

struct _CanastaHandView
{
  GtkWidget   parent_instance;

  GListModel *hand;
  int         seat;
  GPtrArray  *views;        /* CanastaCardView, in the model's order */
  gboolean    interactive;
  gboolean    face_down;    /* its owner is not the one looking */
  guint       cursor;       /* the card the keyboard is on */

  /* A refused move shakes the selected cards; the allocation reads the
   * value, the animation only queues an allocation. */
  AdwAnimation *shake;
  double        shake_value;
  GPtrArray    *shaking;    /* CanastaCardView: the cards of the move refused */

  /* Where the cards lie (size_allocate), for the place a drop goes. */
  double        x0, step, card_w, card_h;
  /* The gap a card dragged over the hand would drop into, 0 (before the
   * first card) to the number of cards (after the last); -1 without one. */
  int           drop_index;
  /* The card the pointer holds in a drag (a weak pointer), and the cards
   * selected before the drag when it took a card that was not (NULL
   * otherwise): a drag refused or let go puts them back. */
  CanastaCardView *drag_view;
  GPtrArray       *before_drag;
};

G_DEFINE_FINAL_TYPE (CanastaHandView, canasta_hand_view, GTK_TYPE_WIDGET)

enum {
  SELECTION_CHANGED,
  ARRANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
card_activate_cb (CanastaCardView *view,
                  CanastaHandView *self)
{
  for (guint i = 0; i < self->views->len; i++)
    if (g_ptr_array_index (self->views, i) == (gpointer) view)
      self->cursor = i;

  if (!self->interactive)
    return;

  canasta_card_view_set_selected (view, !canasta_card_view_get_selected (view));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static int
focused_index (CanastaHandView *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  for (guint i = 0; focus != NULL && i < self->views->len; i++)
    if (g_ptr_array_index (self->views, i) == focus)
      return (int) i;
  return -1;
}

static void
items_changed_cb (GListModel      *model,
                  guint            position,
                  guint            removed,
                  guint            added,
                  CanastaHandView *self)
{
  g_autoptr(GHashTable) kept = g_hash_table_new (NULL, NULL);
  gboolean had_selected = FALSE;
  gboolean had_focus = FALSE;
  GHashTableIter iter;
  gpointer view;

  /* The cards that come back in the same change (the hand arranged or
   * sorted again) keep their views, and with them their selection and
   * the focus. */
  for (guint i = 0; i < removed; i++)
    {
      GtkWidget *gone = g_ptr_array_steal_index (self->views, position);

      g_hash_table_insert (kept, canasta_card_view_get_card (CANASTA_CARD_VIEW (gone)), gone);
    }

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (model, position + i);
      GtkWidget *sibling = NULL;
      GtkWidget *widget = NULL;

      if (g_hash_table_steal_extended (kept, card, NULL, (gpointer *) &widget))
        {
          /* Moved in place below. */
        }
      else
        {
          widget = canasta_card_view_new (card);
          gtk_widget_set_focusable (widget, TRUE);
          g_signal_connect_object (widget, "activate", G_CALLBACK (card_activate_cb), self, 0);
        }

      canasta_card_view_set_face_down (CANASTA_CARD_VIEW (widget), self->face_down);

      if (position + i > 0)
        sibling = g_ptr_array_index (self->views, position + i - 1);
      gtk_widget_insert_after (widget, GTK_WIDGET (self), sibling);
      g_ptr_array_insert (self->views, position + i, widget);
    }

  g_hash_table_iter_init (&iter, kept);
  while (g_hash_table_iter_next (&iter, NULL, &view))
    {
      if (canasta_card_view_get_selected (CANASTA_CARD_VIEW (view)))
        had_selected = TRUE;
      if (gtk_widget_has_focus (view))
        had_focus = TRUE;
      gtk_widget_unparent (view);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));

  /* The card the keyboard was on went to the table: the cursor stays in
   * the hand, on the card that took its place, so that the focus ring is
   * never lost. */
  if (had_focus && self->views->len > 0)
    {
      self->cursor = MIN (position, self->views->len - 1);
      gtk_widget_grab_focus (g_ptr_array_index (self->views, self->cursor));
    }
  else if (self->views->len > 0)
    {
      int focused = focused_index (self);

      if (focused >= 0)
        self->cursor = focused;
      self->cursor = MIN (self->cursor, self->views->len - 1);
    }

  if (had_selected)
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

static gboolean
focus_card (CanastaHandView *self,
            int              index)
{
  if (self->views->len == 0)
    return FALSE;
  self->cursor = CLAMP (index, 0, (int) self->views->len - 1);
  return gtk_widget_grab_focus (g_ptr_array_index (self->views, self->cursor));
}

/* The hand is one stop of the Tab chain, as a list is: Tab comes in on the
 * card the keyboard was last on and goes on out of the hand; the arrows,
 * Home and End move along the cards. */
static gboolean
canasta_hand_view_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);
  int current = focused_index (self);

  if (self->views->len == 0)
    return FALSE;

  switch (direction)
    {
    case GTK_DIR_LEFT:
      return focus_card (self, current >= 0 ? current - 1 : (int) self->cursor);

    case GTK_DIR_RIGHT:
      return focus_card (self, current >= 0 ? current + 1 : (int) self->cursor);

    case GTK_DIR_TAB_FORWARD:
    case GTK_DIR_TAB_BACKWARD:
    case GTK_DIR_UP:
    case GTK_DIR_DOWN:
    default:
      if (current >= 0)
        return FALSE;
      return focus_card (self, (int) self->cursor);
    }
}

static gboolean
canasta_hand_view_grab_focus (GtkWidget *widget)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);

  return focus_card (self, (int) self->cursor);
}

static void
move_to_end_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);

  focus_card (self, g_variant_get_boolean (parameter) ? (int) self->views->len - 1 : 0);
}

static void
canasta_hand_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 700;
    }
  else
    {
      /* Wider windows get larger cards: the hand is what the player reads
       * most. */
      *minimum = 96;
      *natural = for_size > 0 ? CLAMP (for_size * 0.14, 120, 270) : 180;
    }
}

static GtkSizeRequestMode
canasta_hand_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
canasta_hand_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);
  guint n = self->views->len;
  double card_h, card_w, step, total, x0;

  if (n == 0)
    return;

  card_h = height / (1.0 + LIFT);
  card_w = card_h / CANASTA_CARD_ASPECT;
  if (card_w > width / 2.0)
    {
      card_w = width / 2.0;
      card_h = card_w * CANASTA_CARD_ASPECT;
    }

  /* Spread the cards out with a little gap while they fit, and overlap
   * them as a fan when the hand grows. */
  step = card_w * 1.04;
  if (n > 1 && card_w + step * (n - 1) > width)
    step = (width - card_w) / (n - 1);
  total = card_w + step * (n - 1);
  x0 = (width - total) / 2;
  self->x0 = x0;
  self->step = step;
  self->card_w = card_w;
  self->card_h = card_h;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *view = g_ptr_array_index (self->views, i);
      gboolean selected = canasta_card_view_get_selected (CANASTA_CARD_VIEW (view));
      double y = selected ? 0 : card_h * LIFT;
      double dx = 0;
      GskTransform *transform;

      if (self->shake_value > 0 && self->shake_value < 1 && g_ptr_array_find (self->shaking, view, NULL))
        dx = sin (self->shake_value * G_PI * 6) * card_w * 0.08 * (1 - self->shake_value);

      transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((float) (x0 + step * i + dx), (float) y));
      gtk_widget_allocate (view, (int) card_w, (int) card_h, -1, transform);
    }
}

static CanastaCardView *
view_at (CanastaHandView *self,
         double           x,
         double           y)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  while (picked != NULL && !CANASTA_IS_CARD_VIEW (picked))
    picked = gtk_widget_get_parent (picked);

  return picked != NULL ? CANASTA_CARD_VIEW (picked) : NULL;
}

static guint
view_position (CanastaHandView *self,
               CanastaCardView *view)
{
  guint position = 0;

  if (!g_ptr_array_find (self->views, view, &position))
    g_assert_not_reached ();

  return position;
}

static GdkContentProvider *
drag_prepare_cb (GtkDragSource   *source,
                 double           x,
                 double           y,
                 CanastaHandView *self)
{
  CanastaCardView *view;
  g_autoptr(CanastaCardSet) set = NULL;
  GValue value = G_VALUE_INIT;
  GdkContentProvider *provider;
  g_autoptr(GdkPaintable) icon = NULL;
  int hot_x, hot_y;

  view = view_at (self, x, y);
  if (view == NULL)
    return NULL;
  g_set_weak_pointer (&self->drag_view, view);

  /* Out of turn the player may still arrange the hand: the card held goes
   * alone, and the selection stays as it is (empty). */
  if (!self->interactive)
    {
      set = canasta_card_set_new (self->seat);
      canasta_card_set_add (set, canasta_card_get_card (canasta_card_view_get_card (view)));
    }
  else
    {
      /* Dragging a card that is not selected carries that card alone. */
      if (!canasta_card_view_get_selected (view))
        {
          g_clear_pointer (&self->before_drag, g_ptr_array_unref);
          self->before_drag = g_ptr_array_new_with_free_func (g_object_unref);
          for (guint i = 0; i < self->views->len; i++)
            if (canasta_card_view_get_selected (g_ptr_array_index (self->views, i)))
              g_ptr_array_add (self->before_drag, g_object_ref (g_ptr_array_index (self->views, i)));
          canasta_hand_view_clear_selection (self);
          canasta_card_view_set_selected (view, TRUE);
          gtk_widget_queue_allocate (GTK_WIDGET (self));
          g_signal_emit (self, signals[SELECTION_CHANGED], 0);
        }

      set = canasta_hand_view_get_selection (self);
    }

  icon = canasta_hand_view_build_drag_icon (self, view_position (self, view), &hot_x, &hot_y);
  if (icon != NULL)
    gtk_drag_source_set_icon (source, icon, hot_x, hot_y);

  g_value_init (&value, CANASTA_TYPE_CARD_SET);
  g_value_set_boxed (&value, set);
  provider = gdk_content_provider_new_for_value (&value);
  g_value_unset (&value);

  return provider;
}

static void
drag_end_cb (CanastaHandView *self)
{
  g_clear_weak_pointer (&self->drag_view);
  g_clear_pointer (&self->before_drag, g_ptr_array_unref);
}

/* Let go where nothing takes it, the card goes back as it was. */
static gboolean
drag_cancel_cb (GtkDragSource       *source,
                GdkDrag             *drag,
                GdkDragCancelReason  reason,
                CanastaHandView     *self)
{
  canasta_hand_view_undo_drag_selection (self);
  return FALSE;
}

static void
shake_cb (double           value,
          CanastaHandView *self)
{
  self->shake_value = value;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* ------------------------------------------------ arranging the hand */

/* Asks for the views in this order (the game keeps it, and the hand comes
 * back through the model in it). */
static void
request_order (CanastaHandView *self,
               GPtrArray       *order)
{
  CnCard cards[CN_MAX_CARDS];
  gboolean same = TRUE;

  g_assert (order->len == self->views->len && order->len <= CN_MAX_CARDS);

  for (guint i = 0; i < order->len; i++)
    {
      cards[i] = canasta_card_get_card (canasta_card_view_get_card (g_ptr_array_index (order, i)));
      same &= g_ptr_array_index (order, i) == g_ptr_array_index (self->views, i);
    }

  if (!same)
    g_signal_emit (self, signals[ARRANGED], 0, (gpointer) cards, (int) order->len);
}

/* The gap under x: each card's visible strip split in two, the last card
 * whole. */
static int
gap_at (CanastaHandView *self,
        double           x)
{
  guint n = self->views->len;
  int gap = 0;

  for (guint i = 0; i < n; i++)
    {
      double middle = self->x0 + self->step * i + (i + 1 < n ? MIN (self->step, self->card_w) : self->card_w) / 2;

      if (x > middle)
        gap = i + 1;
    }

  return gap;
}

/* The selected cards (or only, when given, the card held) moved together
 * to the gap, the others as they were. */
static void
move_cards_to (CanastaHandView *self,
               CanastaCardView *only,
               int              gap)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) moving = g_ptr_array_new ();
  guint insert_at = 0;

  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);

      if (only != NULL ? view == only : canasta_card_view_get_selected (view))
        g_ptr_array_add (moving, view);
      else
        {
          if ((int) i < gap)
            insert_at++;
          g_ptr_array_add (order, view);
        }
    }

  for (guint i = 0; i < moving->len; i++)
    g_ptr_array_insert (order, insert_at + i, g_ptr_array_index (moving, i));

  request_order (self, order);
}

static GdkDragAction
drop_motion_cb (GtkDropTarget   *target,
                double           x,
                double           y,
                CanastaHandView *self)
{
  int gap = gap_at (self, x);

  if (gap != self->drop_index)
    {
      self->drop_index = gap;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }

  return GDK_ACTION_MOVE;
}

static void
drop_leave_cb (GtkDropTarget   *target,
               CanastaHandView *self)
{
  self->drop_index = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         CanastaHandView *self)
{
  const CanastaCardSet *cards = g_value_get_boxed (value);

  self->drop_index = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));

  /* Only this hand's own cards, the ones the drag took: the selection, or
   * out of turn the card held. */
  if (cards == NULL || cards->seat != self->seat)
    return FALSE;
  if (!self->interactive)
    {
      if (self->drag_view == NULL || cards->n != 1)
        return FALSE;
      move_cards_to (self, self->drag_view, gap_at (self, x));
      return TRUE;
    }
  if (canasta_hand_view_get_n_selected (self) != cards->n)
    return FALSE;

  move_cards_to (self, NULL, gap_at (self, x));
  /* Arranging the hand selects nothing. */
  canasta_hand_view_undo_drag_selection (self);
  return TRUE;
}

/* Ctrl+Left and Ctrl+Right: the card the keyboard is on moves one place,
 * and the keyboard with it, in turn or out of it. */
static void
move_card_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);
  g_autoptr(GPtrArray) order = NULL;
  int from = focused_index (self);
  int to;

  if (from < 0)
    return;
  to = from + g_variant_get_int32 (parameter);
  if (to < 0 || to >= (int) self->views->len)
    return;

  order = g_ptr_array_copy (self->views, NULL, NULL);
  g_ptr_array_index (order, from) = g_ptr_array_index (self->views, to);
  g_ptr_array_index (order, to) = g_ptr_array_index (self->views, from);
  request_order (self, order);
}

/* The insertion marker: a bright bar in the gap a drop would go to. */
static void
canasta_hand_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (widget);
  guint n = self->views->len;
  float x, gap, height;

  GTK_WIDGET_CLASS (canasta_hand_view_parent_class)->snapshot (widget, snapshot);

  if (self->drop_index < 0 || n == 0)
    return;

  /* Halfway across the gap between two spread cards; on the edge of the
   * next card in a fan, where its corner index shows the place. */
  gap = MAX (self->step - self->card_w, 0);
  if (self->drop_index == 0)
    x = self->x0 - MAX (gap, 8) / 2;
  else if (self->drop_index == (int) n)
    x = self->x0 + self->step * (n - 1) + self->card_w + MAX (gap, 8) / 2;
  else
    x = self->x0 + self->step * self->drop_index - gap / 2;
  height = self->card_h * (1 + LIFT);

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.1, 0.1, 0.1, 0.6 },
                             &GRAPHENE_RECT_INIT (x - 4, 0, 8, height));
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 1, 0.85, 0.3, 1 },
                             &GRAPHENE_RECT_INIT (x - 2, 1, 4, height - 2));
}

static void
canasta_hand_view_dispose (GObject *object)
{
  CanastaHandView *self = CANASTA_HAND_VIEW (object);

  canasta_hand_view_set_hand (self, NULL, -1);
  g_clear_weak_pointer (&self->drag_view);
  g_clear_pointer (&self->before_drag, g_ptr_array_unref);
  g_clear_pointer (&self->shaking, g_ptr_array_unref);
  g_clear_object (&self->shake);
  g_clear_pointer (&self->views, g_ptr_array_unref);

  G_OBJECT_CLASS (canasta_hand_view_parent_class)->dispose (object);
}

static void
canasta_hand_view_class_init (CanastaHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_hand_view_dispose;

  widget_class->measure = canasta_hand_view_measure;
  widget_class->size_allocate = canasta_hand_view_size_allocate;
  widget_class->get_request_mode = canasta_hand_view_get_request_mode;
  widget_class->focus = canasta_hand_view_focus;
  widget_class->grab_focus = canasta_hand_view_grab_focus;
  widget_class->snapshot = canasta_hand_view_snapshot;

  gtk_widget_class_install_action (widget_class, "hand.move-to-end", "b", move_to_end_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "hand.move-to-end", "b", FALSE);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "hand.move-to-end", "b", TRUE);
  gtk_widget_class_install_action (widget_class, "hand.move-card", "i", move_card_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "hand.move-card", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_CONTROL_MASK, "hand.move-card", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "hand.move-card", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Right, GDK_CONTROL_MASK, "hand.move-card", "i", 1);

  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The player moved cards within the hand: the cards (CnCard *) in the
   * order wanted, and how many. The hand shows that order once its model
   * does. */
  signals[ARRANGED] =
    g_signal_new ("arranged", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "hand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_hand_view_init (CanastaHandView *self)
{
  GtkDragSource *source;
  GtkDropTarget *target;

  self->views = g_ptr_array_new ();
  self->shaking = g_ptr_array_new_with_free_func (g_object_unref);
  self->drop_index = -1;
  self->seat = -1;
  self->interactive = TRUE;

  self->shake = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, 450,
                                         adw_callback_animation_target_new ((AdwAnimationTargetFunc) shake_cb,
                                                                            self, NULL));

  source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), self);
  g_signal_connect_swapped (source, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (source, "drag-cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (source));

  /* Cards dragged within the hand drop between two others. */
  target = gtk_drop_target_new (CANASTA_TYPE_CARD_SET, GDK_ACTION_MOVE);
  g_signal_connect (target, "motion", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect (target, "enter", G_CALLBACK (drop_motion_cb), self);
  g_signal_connect (target, "leave", G_CALLBACK (drop_leave_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"),
                                  -1);
}

GtkWidget *
canasta_hand_view_new (void)
{
  return g_object_new (CANASTA_TYPE_HAND_VIEW, NULL);
}

void
canasta_hand_view_set_hand (CanastaHandView *self,
                            GListModel      *hand,
                            int              seat)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  if (self->hand == hand && self->seat == seat)
    return;

  if (self->hand != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->hand, items_changed_cb, self);
      items_changed_cb (self->hand, 0, self->views->len, 0, self);
      g_clear_object (&self->hand);
    }

  self->seat = seat;

  if (hand != NULL)
    {
      self->hand = g_object_ref (hand);
      g_signal_connect (hand, "items-changed", G_CALLBACK (items_changed_cb), self);
      items_changed_cb (hand, 0, 0, g_list_model_get_n_items (hand), self);
    }
}

int
canasta_hand_view_get_seat (CanastaHandView *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), -1);
  return self->seat;
}

guint
canasta_hand_view_get_n_cards (CanastaHandView *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), 0);
  return self->views->len;
}

GtkWidget *
canasta_hand_view_get_card_view (CanastaHandView *self,
                                 guint            position)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (position < self->views->len, NULL);
  return g_ptr_array_index (self->views, position);
}

CanastaCardSet *
canasta_hand_view_get_selection (CanastaHandView *self)
{
  CanastaCardSet *set;

  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), NULL);

  set = canasta_card_set_new (self->seat);
  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);

      if (canasta_card_view_get_selected (view))
        canasta_card_set_add (set, canasta_card_get_card (canasta_card_view_get_card (view)));
    }

  return set;
}

guint
canasta_hand_view_get_n_selected (CanastaHandView *self)
{
  guint n = 0;

  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), 0);

  for (guint i = 0; i < self->views->len; i++)
    if (canasta_card_view_get_selected (g_ptr_array_index (self->views, i)))
      n++;

  return n;
}

void
canasta_hand_view_clear_selection (CanastaHandView *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);

      if (canasta_card_view_get_selected (view))
        {
          canasta_card_view_set_selected (view, FALSE);
          changed = TRUE;
        }
    }

  if (changed)
    {
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      g_signal_emit (self, signals[SELECTION_CHANGED], 0);
    }
}

gboolean
canasta_hand_view_select_card (CanastaHandView *self,
                               CnCard           card)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), FALSE);

  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);

      if (!canasta_card_view_get_selected (view) &&
          canasta_card_get_card (canasta_card_view_get_card (view)) == card)
        {
          canasta_card_view_set_selected (view, TRUE);
          gtk_widget_queue_allocate (GTK_WIDGET (self));
          g_signal_emit (self, signals[SELECTION_CHANGED], 0);
          return TRUE;
        }
    }

  return FALSE;
}

void
canasta_hand_view_set_interactive (CanastaHandView *self,
                                   gboolean         interactive)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  self->interactive = !!interactive;
  if (!self->interactive)
    canasta_hand_view_clear_selection (self);
}

/* Shows the hand's backs only, for a table where several people share
 * the screen and its owner is not the one looking: nothing of it is
 * selected or marked meanwhile, and a card taken in it comes face down
 * too. */
void
canasta_hand_view_set_face_down (CanastaHandView *self,
                                 gboolean         face_down)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;

  self->face_down = face_down;
  if (face_down)
    {
      canasta_hand_view_clear_selection (self);
      canasta_hand_view_mark_cards (self, NULL, 0);
    }
  for (guint i = 0; i < self->views->len; i++)
    canasta_card_view_set_face_down (g_ptr_array_index (self->views, i), face_down);
}

gboolean
canasta_hand_view_get_face_down (CanastaHandView *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), FALSE);
  return self->face_down;
}

void
canasta_hand_view_focus_first (CanastaHandView *self)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  focus_card (self, 0);
}

/* Shakes the selected cards: the move made with them was refused. With
 * animations off in the desktop settings, nothing moves. */
void
canasta_hand_view_shake (CanastaHandView *self)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  /* The cards refused shake, even once a refused drag has put the
   * selection back as it was. */
  g_ptr_array_set_size (self->shaking, 0);
  for (guint i = 0; i < self->views->len; i++)
    if (canasta_card_view_get_selected (g_ptr_array_index (self->views, i)))
      g_ptr_array_add (self->shaking, g_object_ref (g_ptr_array_index (self->views, i)));
  adw_animation_play (self->shake);
}

/* During a drag that took a card not selected (alone): the selection goes
 * back to what it was before the drag. The table calls it when the move
 * the drop made is refused. */
void
canasta_hand_view_undo_drag_selection (CanastaHandView *self)
{
  g_autoptr(GPtrArray) before = NULL;

  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  if (self->before_drag == NULL)
    return;
  before = g_steal_pointer (&self->before_drag);
  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);

      canasta_card_view_set_selected (view, g_ptr_array_find (before, view, NULL));
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Marks these cards of the hand as just drawn or taken, and no others. */
void
canasta_hand_view_mark_cards (CanastaHandView *self,
                              const CnCard    *cards,
                              int              n)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->views->len; i++)
    canasta_card_view_set_marked (g_ptr_array_index (self->views, i), FALSE);

  for (int c = 0; c < n; c++)
    for (guint i = 0; i < self->views->len; i++)
      {
        CanastaCardView *view = g_ptr_array_index (self->views, i);

        if (!canasta_card_view_get_marked (view) &&
            canasta_card_get_card (canasta_card_view_get_card (view)) == cards[c])
          {
            canasta_card_view_set_marked (view, TRUE);
            break;
          }
      }
}

/* The picture a drag carries when the player grabs the card at position:
 * the selected cards fanned out in the order of the hand, or the grabbed
 * card alone when it is the only one the drag carries. hot_x, hot_y is the
 * point of the picture the pointer holds, on the grabbed card. */
GdkPaintable *
canasta_hand_view_build_drag_icon (CanastaHandView *self,
                                   guint            position,
                                   int             *hot_x,
                                   int             *hot_y)
{
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  CanastaCardView *grabbed;
  g_autoptr(GPtrArray) textures = NULL;
  GtkSnapshot *snapshot;
  guint n, grabbed_index = 0;
  int w, scale, step;
  float h;

  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), NULL);
  g_return_val_if_fail (position < self->views->len, NULL);
  g_return_val_if_fail (hot_x != NULL && hot_y != NULL, NULL);

  grabbed = g_ptr_array_index (self->views, position);
  w = gtk_widget_get_width (GTK_WIDGET (grabbed));
  n = canasta_hand_view_get_n_selected (self);

  if (n < 2 || !canasta_card_view_get_selected (grabbed))
    {
      GdkTexture *texture;

      texture = canasta_card_cache_lookup (cache,
                                           canasta_card_get_art_name (canasta_card_view_get_card (grabbed)),
                                           w, 1);
      if (texture == NULL)
        return NULL;

      *hot_x = w / 2;
      *hot_y = w / 2;

      return g_object_ref (GDK_PAINTABLE (texture));
    }

  /* Drawn at the widget's scale, as the hand draws its cards, so that the
   * picture is as sharp as the hand on a HiDPI screen. The textures are
   * held until drawn: a lookup may empty the cache. */
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  textures = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < self->views->len; i++)
    {
      CanastaCardView *view = g_ptr_array_index (self->views, i);
      GdkTexture *texture;

      if (!canasta_card_view_get_selected (view))
        continue;

      texture = canasta_card_cache_lookup (cache,
                                           canasta_card_get_art_name (canasta_card_view_get_card (view)),
                                           w, scale);
      if (texture == NULL)
        return NULL;

      if (view == grabbed)
        grabbed_index = textures->len;
      g_ptr_array_add (textures, g_object_ref (texture));
    }

  /* Each card shows its corner index as the fanned hand does; a large
   * selection closes up to stay a few cards wide, but never so far that
   * an index is hidden. */
  step = MIN ((int) round (w * DRAG_FAN_STEP),
              (int) floor (w * (DRAG_FAN_MAX_WIDTH - 1) / (n - 1)));
  step = MAX (step, (int) ceil (w * DRAG_FAN_MIN_STEP));
  h = gdk_texture_get_height (g_ptr_array_index (textures, 0)) / (float) scale;

  snapshot = gtk_snapshot_new ();
  for (guint k = 0; k < textures->len; k++)
    gtk_snapshot_append_texture (snapshot, g_ptr_array_index (textures, k),
                                 &GRAPHENE_RECT_INIT (k * step, 0, w, h));

  /* The pointer holds the grabbed card where it shows: in the middle of
   * the strip the next card leaves in sight, or of the whole width of the
   * last card, as it holds a single card. */
  *hot_x = grabbed_index * step + (grabbed_index + 1 < n ? step / 2 : w / 2);
  *hot_y = w / 2;

  return gtk_snapshot_free_to_paintable (snapshot, &GRAPHENE_SIZE_INIT (w + step * (n - 1), h));
}

/* Drops the selected cards into gap (0 to the number of cards), as a drop
 * between two cards does: the hand's "arranged" tells the order. */
void
canasta_hand_view_drop_selection (CanastaHandView *self,
                                  guint            gap)
{
  g_return_if_fail (CANASTA_IS_HAND_VIEW (self));
  g_return_if_fail (gap <= self->views->len);

  move_cards_to (self, NULL, (int) gap);
}

/* The gap a drag over the hand would drop into now, or -1. */
int
canasta_hand_view_get_drop_gap (CanastaHandView *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_VIEW (self), -1);
  return self->drop_index;
}
