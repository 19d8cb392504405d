/* canasta-meld-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-meld-view.h"

struct _CanastaMeldView
{
  GtkWidget    parent_instance;

  CanastaMeld *meld;
  gboolean     drop_hover;
};

G_DEFINE_FINAL_TYPE (CanastaMeldView, canasta_meld_view, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  CARDS_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The card shown on top of a closed canasta. */
static const char *
closed_top_art (CanastaMeld *meld)
{
  gboolean natural = canasta_meld_is_natural (meld);
  guint n = canasta_meld_get_n_cards (meld);
  CnRank rank = canasta_meld_get_rank (meld);

  for (guint i = 0; i < n; i++)
    {
      CnCard card = canasta_meld_get_card (meld, i);

      if (cn_card_is_wild (card))
        continue;
      if (natural == cn_card_is_red (card))
        return canasta_card_art_name (card, FALSE);
    }

  if (natural)
    return canasta_card_art_name (CN_CARD (rank, CN_SUIT_HEARTS), FALSE);

  /* A mixed canasta with no black natural: a black wild goes on top. */
  for (guint i = 0; i < n; i++)
    {
      CnCard card = canasta_meld_get_card (meld, i);

      if (card == CN_CARD_JOKER)
        return canasta_card_art_name (card, TRUE);
      if (cn_card_is_wild (card) && !cn_card_is_red (card))
        return canasta_card_art_name (card, FALSE);
    }

  return canasta_card_art_name (CN_CARD (rank, CN_SUIT_SPADES), FALSE);
}

static void
canasta_meld_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaMeldView *self = CANASTA_MELD_VIEW (widget);
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  float card_w, card_h, step;
  guint n;
  guint jokers = 0;

  if (self->meld == NULL)
    return;

  n = canasta_meld_get_n_cards (self->meld);
  card_w = w;
  card_h = card_w * CANASTA_CARD_ASPECT;
  /* Never past the allocation: a short area gets narrower cards. */
  if (card_h > h)
    {
      card_h = h;
      card_w = card_h / CANASTA_CARD_ASPECT;
    }

  if (canasta_meld_is_canasta (self->meld))
    {
      g_autofree char *count = g_strdup_printf ("%u", n);
      PangoLayout *layout;
      int lw, lh;
      float depth = MIN (5, card_w * 0.05f);

      /* A squared-up pile: a few card edges under the top card. */
      for (int i = 3; i >= 1; i--)
        {
          graphene_rect_t edge = GRAPHENE_RECT_INIT (depth * i * 0.5f, depth * i * 0.5f, card_w, card_h);
          canasta_card_cache_snapshot (cache, snapshot, canasta_card_cache_get_back (cache),
                                       &edge, scale, 0);
        }
      canasta_card_cache_snapshot (cache, snapshot, closed_top_art (self->meld),
                                   &GRAPHENE_RECT_INIT (0, 0, card_w, card_h), scale, 0);

      /* The count as a badge at the bottom of the top card. */
      layout = gtk_widget_create_pango_layout (widget, count);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      {
        float bw = lw + 12, bh = lh + 2;
        graphene_rect_t badge = GRAPHENE_RECT_INIT ((card_w - bw) / 2, card_h - bh - card_h * 0.06f, bw, bh);
        GskRoundedRect rounded;
        GdkRGBA fill = canasta_meld_is_natural (self->meld) ? (GdkRGBA) { 0.75f, 0.11f, 0.16f, 0.95f }
                                                           : (GdkRGBA) { 0.12f, 0.12f, 0.14f, 0.95f };

        gsk_rounded_rect_init_from_rect (&rounded, &badge, bh / 2);
        gtk_snapshot_push_rounded_clip (snapshot, &rounded);
        gtk_snapshot_append_color (snapshot, &fill, &badge);
        gtk_snapshot_pop (snapshot);
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (badge.origin.x + 6, badge.origin.y + 1));
        gtk_snapshot_append_layout (snapshot, layout, &(GdkRGBA) { 1, 1, 1, 1 });
        gtk_snapshot_restore (snapshot);
      }
      g_object_unref (layout);
    }
  else
    {
      step = card_h * CANASTA_MELD_STEP;
      if (n > 1 && card_h + step * (n - 1) > h)
        step = (h - card_h) / (n - 1);

      for (guint i = 0; i < n; i++)
        {
          CnCard card = canasta_meld_get_card (self->meld, i);
          gboolean alternate = FALSE;

          if (card == CN_CARD_JOKER)
            alternate = (jokers++ % 2) == 1;

          canasta_card_cache_snapshot (cache, snapshot, canasta_card_art_name (card, alternate),
                                       &GRAPHENE_RECT_INIT (0, step * i, card_w, card_h), scale, 0);
        }
    }

  /* The focus ring is the theme's outline (style.css). */
  if (self->drop_hover)
    {
      GskRoundedRect outline;
      GdkRGBA c = { 0.21f, 0.52f, 0.89f, 1 };
      GdkRGBA colours[4] = { c, c, c, c };
      float widths[4] = { 3, 3, 3, 3 };

      gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (-2, -2, w + 4, h + 4), 6);
      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }
}

static void
canasta_meld_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 24 : 34;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 72 : 200;
}

static void
update_accessible (CanastaMeldView *self)
{
  g_autofree char *label = NULL;

  if (self->meld != NULL)
    label = canasta_meld_dup_label (self->meld);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label ? label : "",
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CanastaMeldView *self)
{
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         CanastaMeldView *self)
{
  gboolean handled = FALSE;

  self->drop_hover = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CARDS_DROPPED], 0, g_value_get_boxed (value), &handled);

  return handled;
}

static GdkDragAction
drop_enter_cb (GtkDropTarget   *target,
               double           x,
               double           y,
               CanastaMeldView *self)
{
  self->drop_hover = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return GDK_ACTION_MOVE;
}

/* A drag that ends anywhere (dropped here, refused, dropped elsewhere,
 * cancelled) leaves no highlight behind. */
static void
current_drop_cb (GtkDropTarget *target,
                 GParamSpec    *pspec,
                 CanastaMeldView *self)
{
  if (gtk_drop_target_get_current_drop (target) == NULL && self->drop_hover)
    {
      self->drop_hover = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
drop_leave_cb (GtkDropTarget   *target,
               CanastaMeldView *self)
{
  self->drop_hover = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
cache_changed_cb (CanastaMeldView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
canasta_meld_view_dispose (GObject *object)
{
  CanastaMeldView *self = CANASTA_MELD_VIEW (object);

  g_clear_object (&self->meld);

  G_OBJECT_CLASS (canasta_meld_view_parent_class)->dispose (object);
}

static void
canasta_meld_view_class_init (CanastaMeldViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_meld_view_dispose;

  widget_class->snapshot = canasta_meld_view_snapshot;
  widget_class->measure = canasta_meld_view_measure;

  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Returns whether the game took the cards. */
  signals[CARDS_DROPPED] =
    g_signal_new ("cards-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, CANASTA_TYPE_CARD_SET);

  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "meld");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
canasta_meld_view_init (CanastaMeldView *self)
{
  GtkGesture *click;
  GtkDropTarget *target;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  target = gtk_drop_target_new (CANASTA_TYPE_CARD_SET, GDK_ACTION_MOVE);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);
  g_signal_connect (target, "enter", G_CALLBACK (drop_enter_cb), self);
  g_signal_connect (target, "leave", G_CALLBACK (drop_leave_cb), self);
  g_signal_connect (target, "notify::current-drop", G_CALLBACK (current_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));

  g_signal_connect_object (canasta_card_cache_get_default (), "changed",
                           G_CALLBACK (cache_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
canasta_meld_view_new (CanastaMeld *meld)
{
  CanastaMeldView *self = g_object_new (CANASTA_TYPE_MELD_VIEW, NULL);

  canasta_meld_view_set_meld (self, meld);

  return GTK_WIDGET (self);
}

CanastaMeld *
canasta_meld_view_get_meld (CanastaMeldView *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD_VIEW (self), NULL);
  return self->meld;
}

void
canasta_meld_view_set_meld (CanastaMeldView *self,
                            CanastaMeld     *meld)
{
  g_return_if_fail (CANASTA_IS_MELD_VIEW (self));

  if (!g_set_object (&self->meld, meld))
    return;

  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
