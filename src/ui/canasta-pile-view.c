/* canasta-pile-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <adwaita.h>
#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-set.h"
#include "canasta-card-view.h"
#include "canasta-drop-hover.h"
#include "canasta-messages.h"
#include "canasta-pile-view.h"
#include "cn-text.h"

struct _CanastaPileView
{
  GtkWidget     parent_instance;

  GtkWidget    *stock;
  GtkWidget    *stock_label;
  GtkWidget    *top;
  GtkWidget    *pile_label;

  GListModel   *pile;
  guint         stock_count;
  /* What the next draw does to the round, when it ends it or nearly: a
   * few words after the count, and the rule in full for the tooltip. */
  char         *stock_note;
  char         *stock_rule;
  CanastaPileState   state;
  CnCard        freezer;
  CnCard        shown_freezer;
  /* The pile is open to a side that has opened and frozen to the others:
   * their names, or NULL. */
  char         *frozen_for;
  gboolean      shown_partial;

  /* The uruguayan pozo: its name, what the table says of it in place of
   * the plain state, the wilds set crosswise under it (the newest turning
   * in as it arrives), and the round's canasta de moda. */
  gboolean      pozo;
  char         *status;
  CnCard        premios[CN_MAX_CARDS];
  int           n_premios;
  int           n_premios_settled;
  AdwAnimation *premio_turn;
  double        premio_value;
  GtkWidget    *moda_label;

  /* The indicator: 0 = open, 1 = fully frozen or blocked. The layout and
   * the drawing read the value; the animation only queues a redraw. */
  AdwAnimation *indicator;
  double        indicator_value;
  CanastaPileState   indicator_state;
  CanastaDropHover drop_hover;
  /* The drag is over the stock: a drop there is a draw, a drop on the
   * pile a take or a discard. */
  gboolean      over_stock;

  graphene_rect_t pile_slot;
};

G_DEFINE_FINAL_TYPE (CanastaPileView, canasta_pile_view, GTK_TYPE_WIDGET)

enum {
  STOCK_ACTIVATED,
  PILE_ACTIVATED,
  CARDS_DROPPED,
  STOCK_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
indicator_cb (double           value,
              CanastaPileView *self)
{
  self->indicator_value = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
premio_cb (double           value,
           CanastaPileView *self)
{
  self->premio_value = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_labels (CanastaPileView *self)
{
  g_autofree char *stock = NULL;
  g_autofree char *pile = NULL;
  guint n = self->pile != NULL ? g_list_model_get_n_items (self->pile) : 0;
  g_autofree char *top_label = NULL;
  g_autofree char *pile_a11y = NULL;

  stock = cn_text_stock_label (self->stock_count, self->stock_note);
  gtk_label_set_text (GTK_LABEL (self->stock_label), stock);
  if (self->stock_note != NULL)
    gtk_widget_add_css_class (self->stock_label, "last-draw");
  else
    gtk_widget_remove_css_class (self->stock_label, "last-draw");
  gtk_widget_set_tooltip_text (self->stock, self->stock_rule);
  gtk_widget_set_tooltip_text (self->stock_label, self->stock_rule);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->stock),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, stock,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->stock_rule != NULL ? self->stock_rule : _("Draw from the stock"),
                                  -1);

  {
    CnTextPileLabel facts = {
      .pozo = self->pozo,
      .n = n,
      .status = self->status,
      .state = (CnPileState) self->state,
      .frozen_for = self->frozen_for,
    };

    pile = cn_text_pile_label (&facts);
  }
  gtk_label_set_text (GTK_LABEL (self->pile_label), pile);
  gtk_widget_remove_css_class (self->pile_label, "frozen");
  gtk_widget_remove_css_class (self->pile_label, "blocked");
  if (self->state == CANASTA_PILE_FROZEN || (self->state == CANASTA_PILE_OPEN && self->frozen_for != NULL && !self->pozo))
    gtk_widget_add_css_class (self->pile_label, "frozen");
  else if (self->state == CANASTA_PILE_BLOCKED)
    gtk_widget_add_css_class (self->pile_label, "blocked");

  if (n > 0)
    {
      CanastaCard *card = canasta_card_view_get_card (CANASTA_CARD_VIEW (self->top));
      top_label = card != NULL ? canasta_card_dup_label (card) : g_strdup ("");
      pile_a11y = cn_text_pile_with_top (pile, top_label);
    }
  else
    pile_a11y = g_strdup (pile);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->top),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, pile_a11y,
                                  -1);
  gtk_widget_set_tooltip_text (self->top, pile_a11y);
}

static void
pile_changed_cb (GListModel      *model,
                 guint            position,
                 guint            removed,
                 guint            added,
                 CanastaPileView *self)
{
  guint n = g_list_model_get_n_items (model);
  g_autoptr(CanastaCard) top = n > 0 ? g_list_model_get_item (model, n - 1) : NULL;

  canasta_card_view_set_card (CANASTA_CARD_VIEW (self->top), top);
  gtk_widget_set_opacity (self->top, top != NULL ? 1.0 : 0.0);
  update_labels (self);
}

static void
canasta_pile_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As wide as the two cards stacked in the given height need. */
      *minimum = 120;
      *natural = for_size > 0 ? CLAMP ((for_size - 80) / 2.0 / CANASTA_CARD_ASPECT * 1.45, 150, 260) : 170;
    }
  else
    {
      *minimum = 240;
      *natural = 420;
    }
}

static GtkSizeRequestMode
canasta_pile_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_WIDTH_FOR_HEIGHT;
}

static void
canasta_pile_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CanastaPileView *self = CANASTA_PILE_VIEW (widget);
  int lh, sh;
  double card_h, card_w, y;

  int mh = 0;

  /* One line of label, and the stock's label as it wraps: with the note on
   * what the next draw does, it may take a second line. */
  gtk_widget_measure (self->stock_label, GTK_ORIENTATION_VERTICAL, -1, NULL, &lh, NULL, NULL);
  gtk_widget_measure (self->stock_label, GTK_ORIENTATION_VERTICAL, width, NULL, &sh, NULL, NULL);
  if (gtk_widget_get_visible (self->moda_label))
    gtk_widget_measure (self->moda_label, GTK_ORIENTATION_VERTICAL, width, NULL, &mh, NULL, NULL);

  /* Two cards, the stock's label and two lines of the pile's, the canasta
   * de moda above them, and room for the sideways freezer. */
  card_h = (height - sh - 2 * lh - 46 - (mh > 0 ? mh + 6 : 0)) / 2.0;
  card_w = card_h / CANASTA_CARD_ASPECT;
  if (card_h > width - 16)
    {
      card_h = width - 16;
      card_w = card_h / CANASTA_CARD_ASPECT;
    }

  y = 6;
  if (mh > 0)
    {
      gtk_widget_size_allocate (self->moda_label, &(GtkAllocation) { 4, (int) y, width - 8, mh }, -1);
      y += mh + 6;
    }
  gtk_widget_size_allocate (self->stock,
                            &(GtkAllocation) { (int) ((width - card_w) / 2), (int) y, (int) card_w, (int) card_h }, -1);
  y += card_h + 2;
  gtk_widget_size_allocate (self->stock_label, &(GtkAllocation) { 0, (int) y, width, sh }, -1);
  y += sh + 14;

  self->pile_slot = GRAPHENE_RECT_INIT ((width - card_w) / 2, y, card_w, card_h);
  gtk_widget_size_allocate (self->top,
                            &(GtkAllocation) { (int) self->pile_slot.origin.x, (int) y, (int) card_w, (int) card_h }, -1);
  y += card_h + 12;
  /* "Frozen for Ana & Carla (not opened)" takes two lines in a narrow
   * column; the rest of the height is there for it. */
  gtk_widget_measure (self->pile_label, GTK_ORIENTATION_VERTICAL, width, NULL, &lh, NULL, NULL);
  gtk_widget_size_allocate (self->pile_label, &(GtkAllocation) { 0, (int) y, width, MIN (lh, MAX (1, height - (int) y)) }, -1);
}

/* The ring round a place cards are dragged over, outset pixels out of
 * it (clear of the frozen or blocked ring round the pile). */
static void
drop_ring (GtkSnapshot           *snapshot,
           const graphene_rect_t *place,
           float                  outset)
{
  GdkRGBA c = { 0.21f, 0.52f, 0.89f, 1 };
  GdkRGBA colours[4] = { c, c, c, c };
  float widths[4] = { 3, 3, 3, 3 };
  GskRoundedRect ring;
  graphene_rect_t r = *place;

  graphene_rect_inset (&r, -outset, -outset);
  gsk_rounded_rect_init_from_rect (&ring, &r, 8);
  gtk_snapshot_append_border (snapshot, &ring, widths, colours);
}

static void
canasta_pile_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaPileView *self = CANASTA_PILE_VIEW (widget);
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  graphene_rect_t slot = self->pile_slot;
  float v = (float) self->indicator_value;

  gtk_widget_snapshot_child (widget, self->moda_label, snapshot);
  gtk_widget_snapshot_child (widget, self->stock, snapshot);
  gtk_widget_snapshot_child (widget, self->stock_label, snapshot);

  /* The wilds that made the pozo premiado lie crosswise under it, each a
   * little lower than the one before; the newest turns into place. */
  for (int i = 0; i < self->n_premios; i++)
    {
      graphene_rect_t r = slot;
      float turn = i >= self->n_premios_settled ? (float) self->premio_value : 1;

      r.origin.y += slot.size.height * (0.18f + 0.1f * i) - slot.size.height * 0.1f * (self->n_premios - 1);
      canasta_card_cache_snapshot (cache, snapshot, canasta_card_art_name (self->premios[i], i % 2 == 1),
                                   &r, gtk_widget_get_scale_factor (widget), 90 * MIN (turn, 1.1f));
    }

  /* The card that froze the pile turns sideways beneath the top card as
   * the indicator grows. */
  if (self->indicator_state == CANASTA_PILE_FROZEN && self->shown_freezer != CN_CARD_NONE && v > 0)
    canasta_card_cache_snapshot (cache, snapshot,
                                 canasta_card_art_name (self->shown_freezer, FALSE),
                                 &slot, gtk_widget_get_scale_factor (widget), 90 * MIN (v, 1.1f));

  /* Cards below the top of the pile show as a thin edge. */
  if (self->pile != NULL && g_list_model_get_n_items (self->pile) > 1)
    {
      graphene_rect_t under = slot;
      under.origin.x -= 3;
      under.origin.y += 3;
      canasta_card_cache_snapshot (cache, snapshot, canasta_card_cache_get_back (cache),
                                   &under, gtk_widget_get_scale_factor (widget), 0);
    }

  gtk_widget_snapshot_child (widget, self->top, snapshot);

  if (v > 0.01 && (self->indicator_state == CANASTA_PILE_FROZEN || self->indicator_state == CANASTA_PILE_BLOCKED))
    {
      gboolean frozen = self->indicator_state == CANASTA_PILE_FROZEN;
      float alpha = (self->shown_partial ? 0.55f : 0.9f) * MIN (v, 1);
      GdkRGBA c = frozen ? (GdkRGBA) { 0.45f, 0.78f, 1.0f, alpha }
                         : (GdkRGBA) { 0.93f, 0.2f, 0.2f, alpha };
      GdkRGBA colours[4] = { c, c, c, c };
      float grow = 6 * MIN (v, 1.2f);
      float line = self->shown_partial ? 3 : 4;
      float widths[4] = { line, line, line, line };
      GskRoundedRect ring;
      graphene_rect_t r = slot;

      graphene_rect_inset (&r, -grow, -grow);
      gsk_rounded_rect_init_from_rect (&ring, &r, 10);
      gtk_snapshot_append_border (snapshot, &ring, widths, colours);

      if (!frozen)
        {
          /* Blocked: a bar across the pile, like a no-entry sign. */
          graphene_rect_t bar = GRAPHENE_RECT_INIT (-slot.size.width * 0.55f * v, -4,
                                                    slot.size.width * 1.1f * v, 8);
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (slot.origin.x + slot.size.width / 2,
                                                                  slot.origin.y + slot.size.height / 2));
          gtk_snapshot_rotate (snapshot, -35);
          gtk_snapshot_append_color (snapshot, &c, &bar);
          gtk_snapshot_restore (snapshot);
        }
    }

  if (self->drop_hover.active && self->over_stock)
    {
      graphene_rect_t stock;

      if (gtk_widget_compute_bounds (self->stock, widget, &stock))
        drop_ring (snapshot, &stock, 3);
    }
  else if (self->drop_hover.active)
    drop_ring (snapshot, &slot,
               v > 0.01 && (self->indicator_state == CANASTA_PILE_FROZEN ||
                            self->indicator_state == CANASTA_PILE_BLOCKED) ? 11 : 3);

  gtk_widget_snapshot_child (widget, self->pile_label, snapshot);
}

static gboolean
point_over_stock (CanastaPileView *self,
                  double           x,
                  double           y)
{
  graphene_rect_t stock;

  return gtk_widget_compute_bounds (self->stock, GTK_WIDGET (self), &stock) &&
         graphene_rect_contains_point (&stock, &GRAPHENE_POINT_INIT (x, y));
}

static GdkDragAction
drag_over_cb (GtkDropTarget   *target,
              double           x,
              double           y,
              CanastaPileView *self)
{
  gboolean over = point_over_stock (self, x, y);

  if (over != self->over_stock)
    {
      self->over_stock = over;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  return GDK_ACTION_MOVE;
}

static void
stock_activate_cb (CanastaPileView *self)
{
  g_signal_emit (self, signals[STOCK_ACTIVATED], 0);
}

static void
top_activate_cb (CanastaPileView *self)
{
  g_signal_emit (self, signals[PILE_ACTIVATED], 0);
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         CanastaPileView *self)
{
  gboolean handled = FALSE;

  canasta_drop_hover_clear (&self->drop_hover);
  g_signal_emit (self, signals[point_over_stock (self, x, y) ? STOCK_DROPPED : CARDS_DROPPED], 0,
                 g_value_get_boxed (value), &handled);

  return handled;
}

static void
canasta_pile_view_dispose (GObject *object)
{
  CanastaPileView *self = CANASTA_PILE_VIEW (object);

  canasta_pile_view_set_pile (self, NULL);
  g_clear_object (&self->indicator);
  g_clear_object (&self->premio_turn);
  g_clear_pointer (&self->frozen_for, g_free);
  g_clear_pointer (&self->status, g_free);
  g_clear_pointer (&self->stock_note, g_free);
  g_clear_pointer (&self->stock_rule, g_free);
  g_clear_pointer (&self->moda_label, gtk_widget_unparent);
  g_clear_pointer (&self->stock, gtk_widget_unparent);
  g_clear_pointer (&self->stock_label, gtk_widget_unparent);
  g_clear_pointer (&self->top, gtk_widget_unparent);
  g_clear_pointer (&self->pile_label, gtk_widget_unparent);

  G_OBJECT_CLASS (canasta_pile_view_parent_class)->dispose (object);
}

static void
canasta_pile_view_class_init (CanastaPileViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_pile_view_dispose;

  widget_class->measure = canasta_pile_view_measure;
  widget_class->size_allocate = canasta_pile_view_size_allocate;
  widget_class->get_request_mode = canasta_pile_view_get_request_mode;
  widget_class->snapshot = canasta_pile_view_snapshot;

  signals[STOCK_ACTIVATED] =
    g_signal_new ("stock-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PILE_ACTIVATED] =
    g_signal_new ("pile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CARDS_DROPPED] =
    g_signal_new ("cards-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, CANASTA_TYPE_CARD_SET);
  signals[STOCK_DROPPED] =
    g_signal_new ("stock-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, CANASTA_TYPE_CARD_SET);

  gtk_widget_class_set_css_name (widget_class, "piles");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_pile_view_init (CanastaPileView *self)
{
  GtkDropTarget *target;
  AdwAnimationTarget *animation_target;

  self->freezer = CN_CARD_NONE;
  self->shown_freezer = CN_CARD_NONE;
  self->state = CANASTA_PILE_EMPTY;
  self->indicator_state = CANASTA_PILE_EMPTY;

  self->moda_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->moda_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->moda_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->moda_label, "moda-chip");
  gtk_widget_set_visible (self->moda_label, FALSE);
  gtk_widget_set_parent (self->moda_label, GTK_WIDGET (self));

  self->stock = canasta_card_view_new (NULL);
  canasta_card_view_set_face_down (CANASTA_CARD_VIEW (self->stock), TRUE);
  gtk_widget_set_focusable (self->stock, TRUE);
  gtk_widget_set_parent (self->stock, GTK_WIDGET (self));
  g_signal_connect_object (self->stock, "activate", G_CALLBACK (stock_activate_cb), self, G_CONNECT_SWAPPED);

  self->stock_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->stock_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->stock_label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->stock_label, "pile-label");
  gtk_widget_set_parent (self->stock_label, GTK_WIDGET (self));

  self->top = canasta_card_view_new (NULL);
  gtk_widget_set_focusable (self->top, TRUE);
  gtk_widget_set_opacity (self->top, 0);
  gtk_widget_set_parent (self->top, GTK_WIDGET (self));
  g_signal_connect_object (self->top, "activate", G_CALLBACK (top_activate_cb), self, G_CONNECT_SWAPPED);

  self->pile_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->pile_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->pile_label), GTK_JUSTIFY_CENTER);
  gtk_label_set_lines (GTK_LABEL (self->pile_label), 3);
  gtk_label_set_ellipsize (GTK_LABEL (self->pile_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->pile_label, "pile-label");
  gtk_widget_set_parent (self->pile_label, GTK_WIDGET (self));

  /* One drop target for the column, two places in it: over the stock a
   * drag lights the stock alone and a drop there draws; anywhere else it
   * lights the pile. */
  target = canasta_drop_hover_attach (&self->drop_hover, GTK_WIDGET (self), NULL);
  g_signal_connect (target, "enter", G_CALLBACK (drag_over_cb), self);
  g_signal_connect (target, "motion", G_CALLBACK (drag_over_cb), self);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);

  /* A spring gives the freezer card a little overshoot as it turns; with
   * animations off in the desktop settings libadwaita jumps to the end. */
  animation_target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) indicator_cb, self, NULL);
  self->indicator = adw_spring_animation_new (GTK_WIDGET (self), 0, 1,
                                              adw_spring_params_new (0.6, 1, 220),
                                              animation_target);
  animation_target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) premio_cb, self, NULL);
  self->premio_turn = adw_spring_animation_new (GTK_WIDGET (self), 0, 1,
                                                adw_spring_params_new (0.6, 1, 220),
                                                animation_target);
  self->premio_value = 1;

  update_labels (self);
}

GtkWidget *
canasta_pile_view_new (void)
{
  return g_object_new (CANASTA_TYPE_PILE_VIEW, NULL);
}

void
canasta_pile_view_set_pile (CanastaPileView *self,
                            GListModel      *pile)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  if (self->pile != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->pile, pile_changed_cb, self);
      g_clear_object (&self->pile);
    }

  if (pile != NULL)
    {
      self->pile = g_object_ref (pile);
      g_signal_connect (pile, "items-changed", G_CALLBACK (pile_changed_cb), self);
      pile_changed_cb (pile, 0, 0, 0, self);
    }
}

static gboolean
is_marked (CanastaPileState state,
           gboolean    partial)
{
  return state == CANASTA_PILE_FROZEN || state == CANASTA_PILE_BLOCKED || (state == CANASTA_PILE_OPEN && partial);
}

static void
animate_to (CanastaPileView *self,
            CanastaPileState      state,
            gboolean         partial)
{
  gboolean marked = is_marked (state, partial);
  gboolean was_marked = is_marked (self->indicator_state, self->shown_partial);

  if (marked)
    {
      /* From open, or from another mark: grow the new one from nothing. A
       * pile frozen only for the sides that have not opened wears the
       * frozen ring, lighter, and no card sideways. */
      self->indicator_state = state == CANASTA_PILE_OPEN ? CANASTA_PILE_FROZEN : state;
      self->shown_partial = state == CANASTA_PILE_OPEN;
      self->shown_freezer = self->freezer;
      adw_spring_animation_set_value_from (ADW_SPRING_ANIMATION (self->indicator),
                                           was_marked ? 0 : self->indicator_value);
      adw_spring_animation_set_value_to (ADW_SPRING_ANIMATION (self->indicator), 1);
    }
  else
    {
      /* The freezer left with the pile: only the ring fades. */
      self->shown_freezer = CN_CARD_NONE;
      adw_spring_animation_set_value_from (ADW_SPRING_ANIMATION (self->indicator),
                                           self->indicator_value);
      adw_spring_animation_set_value_to (ADW_SPRING_ANIMATION (self->indicator), 0);
    }
  adw_animation_play (self->indicator);
}

void
canasta_pile_view_update (CanastaPileView *self,
                          guint            stock_count,
                          CanastaPileState      state,
                          CnCard           freezer)
{
  gboolean state_changed;

  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  state_changed = self->state != state || self->freezer != freezer ||
                  (state == CANASTA_PILE_OPEN && (self->frozen_for != NULL) != self->shown_partial);
  self->stock_count = stock_count;
  self->state = state;
  self->freezer = freezer;

  gtk_widget_set_opacity (self->stock, stock_count > 0 ? 1.0 : 0.25);

  if (state_changed)
    animate_to (self, state, self->frozen_for != NULL);

  update_labels (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

CanastaPileState
canasta_pile_view_get_state (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), CANASTA_PILE_EMPTY);
  return self->state;
}

double
canasta_pile_view_get_indicator (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), 0);
  return self->indicator_value;
}

GtkWidget *
canasta_pile_view_get_stock_widget (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return self->stock;
}

GtkWidget *
canasta_pile_view_get_pile_widget (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return self->top;
}

/* The sides the pile is frozen for while it is open to the others (they
 * have not opened), as names to show; NULL when there are none. Takes
 * effect at the next canasta_pile_view_update(). */
void
canasta_pile_view_set_frozen_for (CanastaPileView *self,
                                  const char      *sides)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  g_free (self->frozen_for);
  self->frozen_for = g_strdup (sides);
}

const char *
canasta_pile_view_get_frozen_for (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return self->frozen_for;
}

/* Marks the top card as just discarded, by whom (NULL: not marked). */
void
canasta_pile_view_set_last_discard (CanastaPileView *self,
                                    const char      *by)
{
  g_autofree char *tip = NULL;

  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  canasta_card_view_set_marked (CANASTA_CARD_VIEW (self->top), by != NULL);
  if (by != NULL)
    {
      /* Translators: the pile's top card: "Just discarded by Bruno" */
      tip = g_strdup_printf (_("Just discarded by %s"), by);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->top),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip,
                                      -1);
    }
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->top), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* The uruguayan pozo: the label calls it the pozo, and status (when not
 * NULL) says what the table must know of it in place of the plain state:
 * "Premiado: three naturals take it", "Blocked for Bruno". Takes effect at
 * the next canasta_pile_view_update(). */
void
canasta_pile_view_set_status (CanastaPileView *self,
                              gboolean         pozo,
                              const char      *status)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  self->pozo = !!pozo;
  g_free (self->status);
  self->status = g_strdup (status);
}

/* What the next draw does to the round, when it ends it or nearly: note
 * (a few words, "the next draw ends the round") follows the count under
 * the stock, and rule (the rule in full) is the stock's tooltip; NULL for
 * neither. Takes effect at the next canasta_pile_view_update(). */
void
canasta_pile_view_set_stock_note (CanastaPileView *self,
                                  const char      *note,
                                  const char      *rule)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  g_free (self->stock_note);
  self->stock_note = g_strdup (note);
  g_free (self->stock_rule);
  self->stock_rule = g_strdup (rule);
}

const char *
canasta_pile_view_get_stock_label (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->stock_label));
}

const char *
canasta_pile_view_get_label (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->pile_label));
}

/* The wilds that made the pozo premiado, bottom first, set crosswise under
 * it; a new one turns into place as the frozen pile's card does. */
void
canasta_pile_view_set_premios (CanastaPileView *self,
                               const CnCard    *cards,
                               int              n)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));
  g_return_if_fail (n >= 0 && n <= CN_MAX_CARDS);

  if (n == self->n_premios && memcmp (cards, self->premios, n) == 0)
    return;

  /* Those already under the pozo stay; the rest arrive. */
  self->n_premios_settled = 0;
  while (self->n_premios_settled < MIN (n, self->n_premios) &&
         self->premios[self->n_premios_settled] == cards[self->n_premios_settled])
    self->n_premios_settled++;
  memcpy (self->premios, cards, n);
  self->n_premios = n;
  if (self->n_premios_settled < n)
    {
      adw_spring_animation_set_value_from (ADW_SPRING_ANIMATION (self->premio_turn), 0);
      adw_animation_play (self->premio_turn);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

int
canasta_pile_view_get_n_premios (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), 0);
  return self->n_premios;
}

/* The round's canasta de moda over the stock: its rank in words and a
 * longer sentence for the tooltip and screen readers; NULL hides it. */
void
canasta_pile_view_set_moda (CanastaPileView *self,
                            const char      *markup,
                            const char      *description)
{
  g_return_if_fail (CANASTA_IS_PILE_VIEW (self));

  gtk_widget_set_visible (self->moda_label, markup != NULL);
  if (markup == NULL)
    return;
  gtk_label_set_markup (GTK_LABEL (self->moda_label), markup);
  gtk_widget_set_tooltip_text (self->moda_label, description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->moda_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

const char *
canasta_pile_view_get_moda (CanastaPileView *self)
{
  g_return_val_if_fail (CANASTA_IS_PILE_VIEW (self), NULL);
  return gtk_widget_get_visible (self->moda_label) ? gtk_label_get_text (GTK_LABEL (self->moda_label)) : NULL;
}
