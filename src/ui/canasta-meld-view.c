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
#include "canasta-drop-hover.h"
#include "canasta-meld-view.h"

struct _CanastaMeldView
{
  GtkWidget    parent_instance;

  CanastaMeld *meld;
  CanastaDropHover drop_hover;
};

G_DEFINE_FINAL_TYPE (CanastaMeldView, canasta_meld_view, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  CARDS_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The card shown on top of a finished canasta, squared up as source 001
 * stacks it: a red card on a clean canasta, a black one on a dirty canasta;
 * a natural of that colour if it holds one, else a wild of it (the red or
 * the black joker, a two of the suit). */
static const char *
closed_top_art (CanastaMeld *meld)
{
  gboolean red = canasta_meld_is_clean (meld);
  guint n = canasta_meld_get_n_cards (meld);
  CnRank rank = canasta_meld_get_rank (meld);

  for (int wild = 0; wild <= 1; wild++)
    for (guint i = 0; i < n; i++)
      {
        CnCard card = canasta_meld_get_card (meld, i);

        if (cn_card_is_wild (card) != wild)
          continue;
        if (card == CN_CARD_JOKER)
          return canasta_card_art_name (card, !red);
        if (cn_card_is_red (card) == red)
          return canasta_card_art_name (card, FALSE);
      }

  if (rank != CN_RANK_JOKER)
    return canasta_card_art_name (CN_CARD (rank, red ? CN_SUIT_HEARTS : CN_SUIT_SPADES), FALSE);
  return canasta_card_art_name (CN_CARD_JOKER, !red);
}

/* A small pill on a meld: "moda", "×2". */
static float
draw_badge (GtkWidget     *widget,
            GtkSnapshot   *snapshot,
            const char    *text,
            float          x,
            float          y,
            const GdkRGBA *fill,
            const GdkRGBA *ink)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int lw, lh;
  float bw, bh;
  graphene_rect_t badge;
  GskRoundedRect rounded;

  pango_layout_get_pixel_size (layout, &lw, &lh);
  bw = lw + 10;
  bh = lh + 2;
  badge = GRAPHENE_RECT_INIT (x, y, bw, bh);
  gsk_rounded_rect_init_from_rect (&rounded, &badge, bh / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &rounded);
  gtk_snapshot_append_color (snapshot, fill, &badge);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + 5, y + 1));
  gtk_snapshot_append_layout (snapshot, layout, ink);
  gtk_snapshot_restore (snapshot);
  g_object_unref (layout);

  return bw;
}

static float
badge_width (GtkWidget  *widget,
             const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  int lw, lh;

  pango_layout_get_pixel_size (layout, &lw, &lh);
  g_object_unref (layout);
  return lw + 10;
}

/* The premios of source 001 on the meld: the canasta de moda, and a
 * second or third canasta of a rank; between left and right, against
 * right (or left when from_left), in a corner of the top card that holds
 * no index, and made smaller rather than reach past left or right to an
 * index on narrow cards. */
static void
draw_premio_badges (CanastaMeldView *self,
                    GtkSnapshot     *snapshot,
                    float            left,
                    float            right,
                    float            y,
                    gboolean         from_left)
{
  GtkWidget *widget = GTK_WIDGET (self);
  static const GdkRGBA gold = { 0.96f, 0.78f, 0.18f, 0.97f };
  static const GdkRGBA dark = { 0.15f, 0.11f, 0.0f, 1 };
  static const GdkRGBA white = { 1, 1, 1, 1 };
  static const GdkRGBA plum = { 0.38f, 0.21f, 0.51f, 0.95f };
  guint order = canasta_meld_get_close_order (self->meld);
  /* Translators: a short mark on the canasta de moda's melds */
  const char *moda = C_ ("meld badge", "moda");
  g_autofree char *times = order >= 2 ? g_strdup_printf ("×%u", MIN (order, 3)) : NULL;
  gboolean is_moda = canasta_meld_is_moda (self->meld);
  float total = 0, scale, x;

  if (times != NULL)
    total += badge_width (widget, times);
  if (is_moda)
    total += badge_width (widget, moda) + (times != NULL ? 3 : 0);
  if (total <= 0)
    return;

  scale = MIN (1.0f, MAX (right - left, 1) / total);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (from_left ? left : right - total * scale, y));
  gtk_snapshot_scale (snapshot, scale, scale);
  x = 0;
  if (is_moda)
    x += draw_badge (widget, snapshot, moda, x, 0, &gold, &dark) + 3;
  if (times != NULL)
    draw_badge (widget, snapshot, times, x, 0, &plum, &white);
  gtk_snapshot_restore (snapshot);
}

/* A finished canasta squared up: a few card edges under the top card, and
 * its count as a badge on it. */
static void
draw_stack (CanastaMeldView *self,
            GtkSnapshot     *snapshot,
            float            card_w,
            float            card_h)
{
  GtkWidget *widget = GTK_WIDGET (self);
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  int scale = gtk_widget_get_scale_factor (widget);
  float depth = MIN (5, card_w * 0.05f);

  for (int i = 3; i >= 1; i--)
    {
      graphene_rect_t edge = GRAPHENE_RECT_INIT (depth * i * 0.5f, depth * i * 0.5f, card_w, card_h);
      canasta_card_cache_snapshot (cache, snapshot, canasta_card_cache_get_back (cache),
                                   &edge, scale, 0);
    }
  canasta_card_cache_snapshot (cache, snapshot, closed_top_art (self->meld),
                               &GRAPHENE_RECT_INIT (0, 0, card_w, card_h), scale, 0);
}

static void
draw_count (CanastaMeldView *self,
            GtkSnapshot     *snapshot,
            float            cx,
            float            bottom)
{
  g_autofree char *count = g_strdup_printf ("%u", canasta_meld_get_n_cards (self->meld));
  static const GdkRGBA red = { 0.75f, 0.11f, 0.16f, 0.95f };
  static const GdkRGBA black = { 0.12f, 0.12f, 0.14f, 0.95f };
  static const GdkRGBA white = { 1, 1, 1, 1 };
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), count);
  int lw, lh;

  pango_layout_get_pixel_size (layout, &lw, &lh);
  g_object_unref (layout);
  draw_badge (GTK_WIDGET (self), snapshot, count, cx - (lw + 10) / 2.0f, bottom - lh - 2,
              canasta_meld_is_clean (self->meld) ? &red : &black, &white);
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

  if (canasta_meld_is_canasta (self->meld) && canasta_meld_is_moda (self->meld))
    {
      /* The canasta de moda lies crosswise to the others (source 001). */
      card_w = MIN (h * 0.94f, w / CANASTA_CARD_ASPECT);
      card_h = card_w * CANASTA_CARD_ASPECT;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (w / 2, h / 2));
      gtk_snapshot_rotate (snapshot, 90);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-card_w / 2, -card_h / 2));
      draw_stack (self, snapshot, card_w, card_h);
      gtk_snapshot_restore (snapshot);
      draw_count (self, snapshot, w / 2, (h + card_w) / 2 - card_w * 0.06f);
      /* Turned, the card's indices lie top right and bottom left: the
       * badges go top left. */
      draw_premio_badges (self, snapshot, (w - card_h) / 2 + 4, (w + card_h) / 2 - card_h * 0.25f,
                          (h - card_w) / 2 + 4, TRUE);
    }
  else if (canasta_meld_is_canasta (self->meld))
    {
      draw_stack (self, snapshot, card_w, card_h);
      draw_count (self, snapshot, card_w / 2, card_h - card_h * 0.06f);
      draw_premio_badges (self, snapshot, card_w * 0.3f, card_w - 3, 4, FALSE);
    }
  else
    {
      step = card_h * CANASTA_MELD_STEP;
      if (n > 1 && card_h + step * (n - 1) > h)
        step = (h - card_h) / (n - 1);

      /* Every meld the same way, whatever order its cards came in: the
       * naturals, then the wild cards at the foot, in full view. */
      for (guint i = 0; i < n; i++)
        {
          CnCard card = canasta_meld_get_shown_card (self->meld, i);
          gboolean alternate = FALSE;

          if (card == CN_CARD_JOKER)
            alternate = (jokers++ % 2) == 1;

          canasta_card_cache_snapshot (cache, snapshot, canasta_card_art_name (card, alternate),
                                       &GRAPHENE_RECT_INIT (0, step * i, card_w, card_h), scale, 0);
        }
      if (n > 0)
        draw_premio_badges (self, snapshot, card_w * 0.3f, card_w - 3, 4, FALSE);
    }

  /* The focus ring is the theme's outline (style.css). */
  if (self->drop_hover.active)
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

  canasta_drop_hover_clear (&self->drop_hover);
  g_signal_emit (self, signals[CARDS_DROPPED], 0, g_value_get_boxed (value), &handled);

  return handled;
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

  target = canasta_drop_hover_attach (&self->drop_hover, GTK_WIDGET (self), NULL);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);

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

gboolean
canasta_meld_view_get_drop_highlighted (CanastaMeldView *self)
{
  g_return_val_if_fail (CANASTA_IS_MELD_VIEW (self), FALSE);
  return self->drop_hover.active;
}
