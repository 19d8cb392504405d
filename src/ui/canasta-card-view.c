/* canasta-card-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card-cache.h"
#include "canasta-card-view.h"

struct _CanastaCardView
{
  GtkWidget         parent_instance;

  CanastaCard      *card;
  CanastaCardCache *cache;
  guint             selected : 1;
  guint             face_down : 1;
  guint             marked : 1;
};

G_DEFINE_FINAL_TYPE (CanastaCardView, canasta_card_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD,
  PROP_SELECTED,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
update_accessible (CanastaCardView *self)
{
  g_autofree char *label = NULL;

  if (self->card == NULL || self->face_down)
    label = g_strdup (_("Card, face down"));
  else
    label = canasta_card_dup_label (self->card);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_PRESSED,
                               self->selected ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                              : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), self->face_down ? NULL : label);
}

static void
cache_changed_cb (CanastaCardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
canasta_card_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaCardView *self = CANASTA_CARD_VIEW (widget);
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  graphene_rect_t bounds;
  const char *art;

  /* Keep the deck's proportions inside whatever box the parent gave. */
  if (h < w * CANASTA_CARD_ASPECT)
    w = h / CANASTA_CARD_ASPECT;
  else
    h = w * CANASTA_CARD_ASPECT;
  bounds = GRAPHENE_RECT_INIT (0, 0, w, h);

  if (self->card == NULL || self->face_down)
    art = canasta_card_cache_get_back (self->cache);
  else
    art = canasta_card_get_art_name (self->card);

  canasta_card_cache_snapshot (self->cache, snapshot, art, &bounds,
                               gtk_widget_get_scale_factor (widget), 0);

  /* A card just drawn, taken or discarded wears a dot in its lower left
   * corner: the strip of a card the next one in a fanned hand leaves in
   * sight, and a corner that holds no index. */
  if (self->marked && !self->face_down)
    {
      float d = MAX (8, w * 0.13f);
      graphene_rect_t dot = GRAPHENE_RECT_INIT (w * 0.05f, h - d - w * 0.05f, d, d);
      GskRoundedRect round;
      GdkRGBA ring = { 1, 1, 1, 1 };
      GdkRGBA fill = { 0.96f, 0.6f, 0.07f, 1 };

      gsk_rounded_rect_init_from_rect (&round, &dot, d / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &round);
      gtk_snapshot_append_color (snapshot, &ring, &dot);
      gtk_snapshot_pop (snapshot);
      graphene_rect_inset (&dot, 2, 2);
      gsk_rounded_rect_init_from_rect (&round, &dot, (d - 4) / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &round);
      gtk_snapshot_append_color (snapshot, &fill, &dot);
      gtk_snapshot_pop (snapshot);
    }

  /* The focus ring is the theme's outline (style.css); the selection is a
   * border of its own, so that both show on a selected card with focus. */
  if (self->selected)
    {
      GskRoundedRect outline;
      GdkRGBA colour = { 0.21f, 0.52f, 0.89f, 1 };
      GdkRGBA colours[4] = { colour, colour, colour, colour };
      float widths[4] = { 3, 3, 3, 3 };

      gsk_rounded_rect_init_from_rect (&outline, &bounds, w * 0.06f);
      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }
}

static void
canasta_card_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 16;
      *natural = for_size > 0 ? (int) (for_size / CANASTA_CARD_ASPECT) : 72;
    }
  else
    {
      *minimum = 22;
      *natural = for_size > 0 ? (int) (for_size * CANASTA_CARD_ASPECT) : 100;
    }
}

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CanastaCardView *self)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
canasta_card_view_dispose (GObject *object)
{
  CanastaCardView *self = CANASTA_CARD_VIEW (object);

  g_clear_object (&self->card);
  g_clear_object (&self->cache);

  G_OBJECT_CLASS (canasta_card_view_parent_class)->dispose (object);
}

static void
canasta_card_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CanastaCardView *self = CANASTA_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_object (value, self->card);
      break;

    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  CanastaCardView *self = CANASTA_CARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CARD:
      canasta_card_view_set_card (self, g_value_get_object (value));
      break;

    case PROP_SELECTED:
      canasta_card_view_set_selected (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_card_view_class_init (CanastaCardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_card_view_dispose;
  object_class->get_property = canasta_card_view_get_property;
  object_class->set_property = canasta_card_view_set_property;

  widget_class->snapshot = canasta_card_view_snapshot;
  widget_class->measure = canasta_card_view_measure;

  properties[PROP_CARD] =
    g_param_spec_object ("card", NULL, NULL, CANASTA_TYPE_CARD,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
canasta_card_view_init (CanastaCardView *self)
{
  GtkGesture *click;

  self->cache = g_object_ref (canasta_card_cache_get_default ());
  g_signal_connect_object (self->cache, "changed", G_CALLBACK (cache_changed_cb), self,
                           G_CONNECT_SWAPPED);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update_accessible (self);
}

GtkWidget *
canasta_card_view_new (CanastaCard *card)
{
  return g_object_new (CANASTA_TYPE_CARD_VIEW, "card", card, NULL);
}

CanastaCard *
canasta_card_view_get_card (CanastaCardView *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_VIEW (self), NULL);
  return self->card;
}

void
canasta_card_view_set_card (CanastaCardView *self,
                            CanastaCard     *card)
{
  g_return_if_fail (CANASTA_IS_CARD_VIEW (self));

  if (!g_set_object (&self->card, card))
    return;

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD]);
}

gboolean
canasta_card_view_get_selected (CanastaCardView *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_VIEW (self), FALSE);
  return self->selected;
}

void
canasta_card_view_set_selected (CanastaCardView *self,
                                gboolean         selected)
{
  g_return_if_fail (CANASTA_IS_CARD_VIEW (self));

  selected = !!selected;
  if (self->selected == selected)
    return;

  self->selected = selected;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

void
canasta_card_view_set_face_down (CanastaCardView *self,
                                 gboolean         face_down)
{
  g_return_if_fail (CANASTA_IS_CARD_VIEW (self));

  face_down = !!face_down;
  if (self->face_down == face_down)
    return;

  self->face_down = face_down;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
canasta_card_view_get_face_down (CanastaCardView *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_VIEW (self), FALSE);
  return self->face_down;
}

/* Marks the card as just drawn, taken or discarded: a dot in its corner. */
void
canasta_card_view_set_marked (CanastaCardView *self,
                              gboolean         marked)
{
  g_return_if_fail (CANASTA_IS_CARD_VIEW (self));

  marked = !!marked;
  if (self->marked == marked)
    return;
  self->marked = marked;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
canasta_card_view_get_marked (CanastaCardView *self)
{
  g_return_val_if_fail (CANASTA_IS_CARD_VIEW (self), FALSE);
  return self->marked;
}
