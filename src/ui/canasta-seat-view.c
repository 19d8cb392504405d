/* canasta-seat-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card-cache.h"
#include "canasta-seat-view.h"

#define BACKS_HEIGHT 56
#define MAX_BACKS 15

struct _CanastaSeatView
{
  GtkWidget  parent_instance;

  GtkWidget *label;
  int        seat;
  guint      n_cards;
};

G_DEFINE_FINAL_TYPE (CanastaSeatView, canasta_seat_view, GTK_TYPE_WIDGET)

static void
canasta_seat_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  CanastaSeatView *self = CANASTA_SEAT_VIEW (widget);
  int lmin, lnat;

  gtk_widget_measure (self->label, orientation, -1, &lmin, &lnat, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (lmin, 90);
      *natural = MAX (lnat, 180);
    }
  else
    {
      *minimum = lmin + BACKS_HEIGHT + 4;
      *natural = lnat + BACKS_HEIGHT + 4;
    }
}

static void
canasta_seat_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CanastaSeatView *self = CANASTA_SEAT_VIEW (widget);
  int lh;

  gtk_widget_measure (self->label, GTK_ORIENTATION_VERTICAL, width, NULL, &lh, NULL, NULL);
  gtk_widget_size_allocate (self->label,
                            &(GtkAllocation) { 0, height - lh, width, lh }, -1);
}

static void
canasta_seat_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaSeatView *self = CANASTA_SEAT_VIEW (widget);
  CanastaCardCache *cache = canasta_card_cache_get_default ();
  int width = gtk_widget_get_width (widget);
  guint shown = MIN (self->n_cards, MAX_BACKS);
  float card_h = BACKS_HEIGHT - 4;
  float card_w = card_h / CANASTA_CARD_ASPECT;
  float step = shown > 1 ? MIN (card_w * 0.35f, (width - card_w) / (shown - 1)) : 0;
  float x0 = (width - (card_w + step * (shown > 0 ? shown - 1 : 0))) / 2;

  for (guint i = 0; i < shown; i++)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (x0 + step * i, 2, card_w, card_h);

      canasta_card_cache_snapshot (cache, snapshot, canasta_card_cache_get_back (cache),
                                   &bounds, gtk_widget_get_scale_factor (widget), 0);
    }

  gtk_widget_snapshot_child (widget, self->label, snapshot);
}

static void
cache_changed_cb (CanastaSeatView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
canasta_seat_view_dispose (GObject *object)
{
  CanastaSeatView *self = CANASTA_SEAT_VIEW (object);

  g_clear_pointer (&self->label, gtk_widget_unparent);

  G_OBJECT_CLASS (canasta_seat_view_parent_class)->dispose (object);
}

static void
canasta_seat_view_class_init (CanastaSeatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_seat_view_dispose;

  widget_class->measure = canasta_seat_view_measure;
  widget_class->size_allocate = canasta_seat_view_size_allocate;
  widget_class->snapshot = canasta_seat_view_snapshot;

  gtk_widget_class_set_css_name (widget_class, "seat");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_seat_view_init (CanastaSeatView *self)
{
  self->label = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->label, "seat-name");
  gtk_widget_set_parent (self->label, GTK_WIDGET (self));

  g_signal_connect_object (canasta_card_cache_get_default (), "changed",
                           G_CALLBACK (cache_changed_cb), self, G_CONNECT_SWAPPED);
}

GtkWidget *
canasta_seat_view_new (int seat)
{
  CanastaSeatView *self = g_object_new (CANASTA_TYPE_SEAT_VIEW, NULL);

  self->seat = seat;

  return GTK_WIDGET (self);
}

int
canasta_seat_view_get_seat (CanastaSeatView *self)
{
  g_return_val_if_fail (CANASTA_IS_SEAT_VIEW (self), -1);
  return self->seat;
}

void
canasta_seat_view_update (CanastaSeatView *self,
                          const char      *name,
                          guint            n_cards,
                          gboolean         to_play,
                          gboolean         thinking,
                          gboolean         partner)
{
  g_autofree char *text = NULL;
  g_autofree char *markup = NULL;
  g_autofree char *escaped = NULL;

  g_return_if_fail (CANASTA_IS_SEAT_VIEW (self));

  escaped = g_markup_escape_text (name, -1);
  /* Translators: "Ana (partner) · 11 cards" under another seat's cards */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u card", "%s · %u cards", n_cards),
                          escaped, n_cards);
  if (partner)
    {
      char *with = g_strdup_printf (_("%s · partner"), text);
      g_free (text);
      text = with;
    }
  if (thinking)
    markup = g_strdup_printf ("<b>%s</b> — %s", text, _("thinking…"));
  else if (to_play)
    markup = g_strdup_printf ("<b>%s</b>", text);
  else
    markup = g_strdup (text);

  gtk_label_set_markup (GTK_LABEL (self->label), markup);

  if (to_play)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-play");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-play");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                  -1);

  if (self->n_cards != n_cards)
    {
      self->n_cards = n_cards;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}
