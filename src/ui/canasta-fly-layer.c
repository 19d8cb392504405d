/* canasta-fly-layer.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "canasta-card-cache.h"
#include "canasta-fly-layer.h"

#define FLIGHT_TIME 380

typedef struct
{
  CanastaFlyLayer *layer;
  char            *art_name;
  graphene_rect_t  from;
  graphene_rect_t  to;
  guint            delay;
  double           value;
  AdwAnimation    *animation;
} Flight;

struct _CanastaFlyLayer
{
  GtkWidget  parent_instance;

  GPtrArray *flights;
};

G_DEFINE_FINAL_TYPE (CanastaFlyLayer, canasta_fly_layer, GTK_TYPE_WIDGET)

static void
flight_free (Flight *flight)
{
  g_clear_object (&flight->animation);
  g_free (flight->art_name);
  g_free (flight);
}

static void
flight_value_cb (double  value,
                 Flight *flight)
{
  flight->value = value;
  gtk_widget_queue_draw (GTK_WIDGET (flight->layer));
}

static void
flight_done_cb (Flight *flight)
{
  CanastaFlyLayer *self = flight->layer;

  g_ptr_array_remove (self->flights, flight);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
canasta_fly_layer_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaFlyLayer *self = CANASTA_FLY_LAYER (widget);
  CanastaCardCache *cache = canasta_card_cache_get_default ();

  for (guint i = 0; i < self->flights->len; i++)
    {
      Flight *flight = g_ptr_array_index (self->flights, i);
      double t = (flight->value - flight->delay) / FLIGHT_TIME;
      graphene_rect_t r;

      if (t <= 0)
        continue;
      t = MIN (t, 1);
      t = adw_easing_ease (ADW_EASE_OUT_CUBIC, t);
      graphene_rect_interpolate (&flight->from, &flight->to, t, &r);
      canasta_card_cache_snapshot (cache, snapshot, flight->art_name, &r,
                                   gtk_widget_get_scale_factor (widget), 0);
    }
}

static void
canasta_fly_layer_dispose (GObject *object)
{
  CanastaFlyLayer *self = CANASTA_FLY_LAYER (object);

  if (self->flights != NULL)
    {
      /* Skipping an animation calls its done callback, which would touch
       * the array: take the flights out first. */
      g_autoptr(GPtrArray) flights = g_steal_pointer (&self->flights);

      for (guint i = 0; i < flights->len; i++)
        {
          Flight *flight = g_ptr_array_index (flights, i);
          g_signal_handlers_disconnect_by_data (flight->animation, flight);
        }
    }

  G_OBJECT_CLASS (canasta_fly_layer_parent_class)->dispose (object);
}

static void
canasta_fly_layer_class_init (CanastaFlyLayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_fly_layer_dispose;
  widget_class->snapshot = canasta_fly_layer_snapshot;

  gtk_widget_class_set_css_name (widget_class, "flylayer");
}

static void
canasta_fly_layer_init (CanastaFlyLayer *self)
{
  self->flights = g_ptr_array_new_with_free_func ((GDestroyNotify) flight_free);
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
canasta_fly_layer_new (void)
{
  return g_object_new (CANASTA_TYPE_FLY_LAYER, NULL);
}

void
canasta_fly_layer_fly (CanastaFlyLayer       *self,
                       const char            *art_name,
                       const graphene_rect_t *from,
                       const graphene_rect_t *to,
                       guint                  delay)
{
  Flight *flight;
  AdwAnimationTarget *target;

  g_return_if_fail (CANASTA_IS_FLY_LAYER (self));
  g_return_if_fail (art_name != NULL);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;

  flight = g_new0 (Flight, 1);
  flight->layer = self;
  flight->art_name = g_strdup (art_name);
  flight->from = *from;
  flight->to = *to;
  flight->delay = delay;

  /* One linear clock per flight covering its delay and its travel; the
   * snapshot turns it into an eased position. With animations disabled in
   * the desktop settings, libadwaita skips straight to done. */
  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) flight_value_cb, flight, NULL);
  flight->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, delay + FLIGHT_TIME,
                                               delay + FLIGHT_TIME, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (flight->animation), ADW_LINEAR);
  g_signal_connect_swapped (flight->animation, "done", G_CALLBACK (flight_done_cb), flight);

  g_ptr_array_add (self->flights, flight);
  adw_animation_play (flight->animation);
}

guint
canasta_fly_layer_get_n_flying (CanastaFlyLayer *self)
{
  g_return_val_if_fail (CANASTA_IS_FLY_LAYER (self), 0);
  return self->flights != NULL ? self->flights->len : 0;
}
