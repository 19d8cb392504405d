/* canasta-celebration.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "canasta-celebration.h"

#define N_BITS 40

typedef struct
{
  char            *text;
  graphene_rect_t  where;
  gboolean         big;
  gint64           start;      /* frame clock time, µs */
  gint64           duration;
  gboolean         still;      /* animations off: no motion */
  float            angle[N_BITS];
  float            speed[N_BITS];
  guint8           colour[N_BITS];
} Burst;

struct _CanastaCelebration
{
  GtkWidget  parent_instance;

  GPtrArray *bursts;
  guint      tick;
  guint32    seed;
};

G_DEFINE_FINAL_TYPE (CanastaCelebration, canasta_celebration, GTK_TYPE_WIDGET)

static const GdkRGBA colours[] = {
  { 0.96f, 0.83f, 0.18f, 1 },   /* gold */
  { 0.88f, 0.11f, 0.14f, 1 },   /* hearts red */
  { 0.21f, 0.52f, 0.89f, 1 },   /* blue */
  { 1.00f, 1.00f, 1.00f, 1 },
  { 0.20f, 0.82f, 0.48f, 1 },   /* green */
};

static void
burst_free (gpointer data)
{
  Burst *burst = data;

  g_free (burst->text);
  g_free (burst);
}

static gboolean
animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  CanastaCelebration *self = CANASTA_CELEBRATION (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  for (guint i = self->bursts->len; i > 0; i--)
    {
      Burst *burst = g_ptr_array_index (self->bursts, i - 1);

      if (now - burst->start >= burst->duration)
        g_ptr_array_remove_index (self->bursts, i - 1);
    }

  gtk_widget_queue_draw (widget);

  if (self->bursts->len == 0)
    {
      self->tick = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
draw_burst (CanastaCelebration *self,
            GtkSnapshot        *snapshot,
            Burst              *burst,
            gint64              now)
{
  double t = CLAMP ((double) (now - burst->start) / burst->duration, 0, 1);
  float cx = burst->where.origin.x + burst->where.size.width / 2;
  float cy = burst->where.origin.y + burst->where.size.height / 2;
  float fade = t < 0.7 ? 1 : (float) (1 - (t - 0.7) / 0.3);
  float scale;
  PangoLayout *layout;
  PangoFontDescription *font;
  int lw, lh;

  /* The confetti: out from the centre, falling as it slows. */
  if (!burst->still)
    for (int i = 0; i < N_BITS; i++)
      {
        float reach = burst->speed[i] * (float) t * (burst->big ? 2.2f : 1.0f);
        float x = cx + cosf (burst->angle[i]) * reach;
        float y = cy + sinf (burst->angle[i]) * reach + 160 * (float) (t * t);
        float size = burst->big ? 9 : 6;
        GdkRGBA colour = colours[burst->colour[i]];

        colour.alpha = fade;
        gtk_snapshot_save (snapshot);
        gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
        gtk_snapshot_rotate (snapshot, (float) (t * 720 + i * 37));
        gtk_snapshot_append_color (snapshot, &colour, &GRAPHENE_RECT_INIT (-size / 2, -size / 4, size, size / 2));
        gtk_snapshot_restore (snapshot);
      }

  /* The word, growing in with a little overshoot. */
  scale = burst->still ? 1 : (float) (t < 0.25 ? 0.4 + 0.8 * (t / 0.25) : 1.2 - 0.2 * MIN (1, (t - 0.25) / 0.2));
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), burst->text);
  font = pango_font_description_from_string (burst->big ? "Sans Bold 40" : "Sans Bold 24");
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &lw, &lh);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
  gtk_snapshot_scale (snapshot, scale, scale);
  {
    GdkRGBA shadow = { 0, 0, 0, 0.55f * fade };
    GdkRGBA gold = { 1, 0.86f, 0.25f, fade };
    GskRoundedRect pill;
    graphene_rect_t box = GRAPHENE_RECT_INIT (-lw / 2.0f - 16, -lh / 2.0f - 6, lw + 32, lh + 12);

    gsk_rounded_rect_init_from_rect (&pill, &box, (lh + 12) / 2.0f);
    gtk_snapshot_push_rounded_clip (snapshot, &pill);
    gtk_snapshot_append_color (snapshot, &shadow, &box);
    gtk_snapshot_pop (snapshot);
    gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-lw / 2.0f, -lh / 2.0f));
    gtk_snapshot_append_layout (snapshot, layout, &gold);
  }
  gtk_snapshot_restore (snapshot);

  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
canasta_celebration_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  CanastaCelebration *self = CANASTA_CELEBRATION (widget);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();

  for (guint i = 0; i < self->bursts->len; i++)
    draw_burst (self, snapshot, g_ptr_array_index (self->bursts, i), now);
}

static void
canasta_celebration_dispose (GObject *object)
{
  CanastaCelebration *self = CANASTA_CELEBRATION (object);

  if (self->tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick);
  self->tick = 0;
  g_clear_pointer (&self->bursts, g_ptr_array_unref);

  G_OBJECT_CLASS (canasta_celebration_parent_class)->dispose (object);
}

static void
canasta_celebration_class_init (CanastaCelebrationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_celebration_dispose;
  widget_class->snapshot = canasta_celebration_snapshot;

  gtk_widget_class_set_css_name (widget_class, "celebration");
}

static void
canasta_celebration_init (CanastaCelebration *self)
{
  self->bursts = g_ptr_array_new_with_free_func (burst_free);
  self->seed = 20260517;
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
canasta_celebration_new (void)
{
  return g_object_new (CANASTA_TYPE_CELEBRATION, NULL);
}

void
canasta_celebration_play (CanastaCelebration    *self,
                          const char            *text,
                          const graphene_rect_t *where,
                          gboolean               big)
{
  Burst *burst;
  GdkFrameClock *clock;

  g_return_if_fail (CANASTA_IS_CELEBRATION (self));
  g_return_if_fail (text != NULL && where != NULL);

  burst = g_new0 (Burst, 1);
  burst->text = g_strdup (text);
  burst->where = *where;
  burst->big = big;
  burst->still = !animations_enabled (GTK_WIDGET (self));
  /* Short: a canasta is a moment of the turn, the game's end a little more. */
  burst->duration = (big ? 2800 : 1300) * (gint64) 1000;
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  burst->start = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  for (int i = 0; i < N_BITS; i++)
    {
      /* A small generator of our own: the same burst every time. */
      self->seed = self->seed * 1103515245u + 12345u;
      burst->angle[i] = (float) (2 * G_PI * i / N_BITS) + (float) ((self->seed >> 16) % 100) / 100.0f;
      self->seed = self->seed * 1103515245u + 12345u;
      burst->speed[i] = 60 + (float) ((self->seed >> 16) % 140);
      burst->colour[i] = (guint8) ((self->seed >> 8) % G_N_ELEMENTS (colours));
    }
  g_ptr_array_add (self->bursts, burst);

  if (self->tick == 0)
    self->tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
canasta_celebration_get_n_playing (CanastaCelebration *self)
{
  g_return_val_if_fail (CANASTA_IS_CELEBRATION (self), 0);
  return self->bursts->len;
}
