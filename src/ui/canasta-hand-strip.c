/* canasta-hand-strip.c: a hand of cards fanned small, for reading
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-hand-strip.h"

/* Small enough for four hands of a dozen cards in the summary, large
 * enough to read each card's corner index (rank over suit), and the
 * court cards' among them: at 64 pixels their index was 18 pixels tall
 * beside the picture and could not be told apart (issue 28). */
#define CARD_HEIGHT 88
#define CARD_WIDTH  ((int) (CARD_HEIGHT / CANASTA_CARD_ASPECT))
/* The corner index spans the left fifth of a card (data/cards/
 * generate-deck.py): each card shows at least that and a margin, and up
 * to twice as much where the summary has room. */
#define MIN_STEP    ((int) (CARD_WIDTH * 0.26 + 0.5))
#define NAT_STEP    ((int) (CARD_WIDTH * 0.42 + 0.5))

struct _CanastaHandStrip
{
  GtkWidget         parent_instance;

  CanastaCardCache *cache;
  GPtrArray        *art;    /* the cards' art names, borrowed from the deck's table */
};

G_DEFINE_FINAL_TYPE (CanastaHandStrip, canasta_hand_strip, GTK_TYPE_WIDGET)

static void
canasta_hand_strip_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CanastaHandStrip *self = CANASTA_HAND_STRIP (widget);
  guint n = self->art->len;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = n > 0 ? CARD_WIDTH + (int) (n - 1) * MIN_STEP : 0;
      *natural = n > 0 ? CARD_WIDTH + (int) (n - 1) * NAT_STEP : 0;
    }
  else
    *minimum = *natural = n > 0 ? CARD_HEIGHT : 0;
}

/* The step between cards in the width given, between the two above. */
static int
step_for (CanastaHandStrip *self,
          int               width)
{
  guint n = self->art->len;

  if (n < 2)
    return 0;
  return CLAMP ((width - CARD_WIDTH) / (int) (n - 1), MIN_STEP, NAT_STEP);
}

static void
canasta_hand_strip_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  CanastaHandStrip *self = CANASTA_HAND_STRIP (widget);
  int scale = gtk_widget_get_scale_factor (widget);

  for (guint i = 0; i < self->art->len; i++)
    {
      graphene_rect_t bounds;

      canasta_hand_strip_get_card_bounds (self, i, &bounds);

      canasta_card_cache_snapshot (self->cache, snapshot, g_ptr_array_index (self->art, i),
                                   &bounds, scale, 0);
    }
}

static void
canasta_hand_strip_dispose (GObject *object)
{
  CanastaHandStrip *self = CANASTA_HAND_STRIP (object);

  g_clear_object (&self->cache);
  g_clear_pointer (&self->art, g_ptr_array_unref);

  G_OBJECT_CLASS (canasta_hand_strip_parent_class)->dispose (object);
}

static void
canasta_hand_strip_class_init (CanastaHandStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_hand_strip_dispose;
  widget_class->measure = canasta_hand_strip_measure;
  widget_class->snapshot = canasta_hand_strip_snapshot;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
canasta_hand_strip_init (CanastaHandStrip *self)
{
  self->cache = g_object_ref (canasta_card_cache_get_default ());
  self->art = g_ptr_array_new ();
  g_signal_connect_object (self->cache, "changed", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
canasta_hand_strip_new (GListModel *hand)
{
  CanastaHandStrip *self;
  g_autoptr(GString) names = g_string_new (NULL);

  g_return_val_if_fail (G_IS_LIST_MODEL (hand), NULL);

  self = g_object_new (CANASTA_TYPE_HAND_STRIP, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i);
      g_autofree char *label = canasta_card_dup_label (card);

      g_ptr_array_add (self->art, (gpointer) canasta_card_get_art_name (card));
      if (names->len > 0)
        g_string_append (names, ", ");
      g_string_append (names, label);
    }
  /* What the picture shows, for the tooltip and the screen reader. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), names->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, names->str, -1);

  return GTK_WIDGET (self);
}

guint
canasta_hand_strip_get_n_cards (CanastaHandStrip *self)
{
  g_return_val_if_fail (CANASTA_IS_HAND_STRIP (self), 0);
  return self->art->len;
}

/* Where card i is drawn in the strip's allocation; the next card covers
 * all of it but the left part, the width of the step. */
void
canasta_hand_strip_get_card_bounds (CanastaHandStrip *self,
                                    guint             i,
                                    graphene_rect_t  *out)
{
  g_return_if_fail (CANASTA_IS_HAND_STRIP (self));
  g_return_if_fail (out != NULL);

  graphene_rect_init (out, i * step_for (self, gtk_widget_get_width (GTK_WIDGET (self))), 0,
                      CARD_WIDTH, CARD_HEIGHT);
}
