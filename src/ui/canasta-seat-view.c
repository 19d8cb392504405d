/* canasta-seat-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card-cache.h"
#include "canasta-label-cut.h"
#include "canasta-seat-view.h"

#define BACKS_HEIGHT 56
#define MAX_BACKS 15
/* Between the name and the count: the space before the "·". */
#define NAME_GAP 4

struct _CanastaSeatView
{
  GtkWidget  parent_instance;

  GtkWidget *label;          /* the name, with the seat's state: it gives way */
  GtkWidget *count;          /* the cards in hand, the partner: always whole */
  GtkWidget *state;          /* under them, "offline, 1:45 left", while it holds */
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
  int lmin, lnat, cmin, cnat, smin = 0, snat = 0;

  gtk_widget_measure (self->label, orientation, -1, &lmin, &lnat, NULL, NULL);
  gtk_widget_measure (self->count, orientation, -1, &cmin, &cnat, NULL, NULL);
  if (gtk_widget_get_visible (self->state))
    gtk_widget_measure (self->state, orientation, -1, &smin, &snat, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (MAX (lmin + NAME_GAP + cmin, smin), 90);
      *natural = MAX (MAX (lnat + NAME_GAP + cnat, snat), 180);
    }
  else
    {
      *minimum = MAX (lmin, cmin) + smin + BACKS_HEIGHT + 4;
      *natural = MAX (lnat, cnat) + snat + BACKS_HEIGHT + 4;
    }
}

static void
canasta_seat_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CanastaSeatView *self = CANASTA_SEAT_VIEW (widget);
  int lh, ch, sh = 0, name_min, name_w, count_w, x;

  /* The count first, the name in the room left, the two centred under
   * the cards: at 800 pixels a seat has about 240, and a long name is cut
   * short rather than the count. The state has its own line below: on
   * the name's line, "Ana (offline, 1:45 left)" lost its time. */
  if (gtk_widget_get_visible (self->state))
    {
      gtk_widget_measure (self->state, GTK_ORIENTATION_VERTICAL, width, NULL, &sh, NULL, NULL);
      gtk_widget_size_allocate (self->state, &(GtkAllocation) { 0, height - sh, width, sh }, -1);
    }
  gtk_widget_measure (self->count, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &count_w, NULL, NULL);
  gtk_widget_measure (self->label, GTK_ORIENTATION_HORIZONTAL, -1, &name_min, &name_w, NULL, NULL);
  count_w = MIN (count_w, width);
  name_w = MAX (MIN (name_w, width - count_w - NAME_GAP), MIN (name_min, name_w));
  gtk_widget_measure (self->label, GTK_ORIENTATION_VERTICAL, name_w, NULL, &lh, NULL, NULL);
  gtk_widget_measure (self->count, GTK_ORIENTATION_VERTICAL, count_w, NULL, &ch, NULL, NULL);
  lh = MAX (lh, ch);
  gtk_widget_size_allocate (self->label, &(GtkAllocation) { 0, height - sh - lh, name_w, lh }, -1);
  x = MAX (0, (width - canasta_label_drawn_width (self->label, name_w) - NAME_GAP - count_w) / 2);
  gtk_widget_size_allocate (self->label,
                            &(GtkAllocation) { x, height - sh - lh, name_w, lh }, -1);
  name_w = canasta_label_drawn_width (self->label, name_w);
  gtk_widget_size_allocate (self->count,
                            &(GtkAllocation) { MIN (x + name_w + NAME_GAP, width - count_w), height - sh - lh, count_w, lh }, -1);
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
  gtk_widget_snapshot_child (widget, self->count, snapshot);
  gtk_widget_snapshot_child (widget, self->state, snapshot);
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
  g_clear_pointer (&self->count, gtk_widget_unparent);
  g_clear_pointer (&self->state, gtk_widget_unparent);

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

  self->count = gtk_label_new (NULL);
  /* Cut only where even the name's "…" leaves no room (the rules open
   * beside a narrow table): the window may always shrink to 800 pixels. */
  gtk_label_set_ellipsize (GTK_LABEL (self->count), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->count, "seat-name");
  gtk_widget_set_parent (self->count, GTK_WIDGET (self));

  self->state = gtk_label_new (NULL);
  gtk_label_set_ellipsize (GTK_LABEL (self->state), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->state, "seat-state");
  gtk_widget_set_visible (self->state, FALSE);
  gtk_widget_set_parent (self->state, GTK_WIDGET (self));

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
                          const char      *state,
                          guint            n_cards,
                          gboolean         to_play,
                          gboolean         thinking,
                          gboolean         partner)
{
  g_autofree char *text = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *count = NULL;
  g_autofree char *count_markup = NULL;
  gboolean bold = to_play || thinking;

  g_return_if_fail (CANASTA_IS_SEAT_VIEW (self));

  escaped = g_markup_escape_text (name, -1);
  /* Translators: "Ana (partner) · 11 cards" under another seat's cards */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u card", "%s · %u cards", n_cards),
                          name, n_cards);
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_cards), n_cards);
  if (partner)
    {
      char *with = g_strdup_printf (_("%s · partner"), text);
      char *cards_with = g_strdup_printf (_("%s · partner"), cards);

      g_free (text);
      text = with;
      g_free (cards);
      cards = cards_with;
    }
  if (state != NULL)
    {
      char *with = g_strdup_printf ("%s — %s", text, state);

      g_free (text);
      text = with;
    }
  gtk_label_set_text (GTK_LABEL (self->state), state != NULL ? state : "");
  gtk_widget_set_visible (self->state, state != NULL);
  /* The name and the count are two labels, so that the name alone is cut
   * short; they read as the one line "Ana · 11 cards". */
  count = g_strdup_printf ("· %s", cards);
  {
    g_autofree char *name_markup = bold ? g_strdup_printf ("<b>%s</b>", escaped) : g_strdup (escaped);
    g_autofree char *count_escaped = g_markup_escape_text (count, -1);

    gtk_label_set_markup (GTK_LABEL (self->label), name_markup);
    count_markup = bold ? g_strdup_printf ("<b>%s</b>", count_escaped) : g_strdup (count_escaped);
    if (thinking)
      {
        char *with = g_strdup_printf ("%s — %s", count_markup, _("thinking…"));

        g_free (count_markup);
        count_markup = with;
      }
  }
  gtk_label_set_markup (GTK_LABEL (self->count), count_markup);

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
