/* canasta-cut-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-cut-view.h"

#define MAX_SHOWN 8

struct _CanastaCutView
{
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkWidget     *title;
  GtkWidget     *deck_area;     /* an empty widget the pack is drawn over */
  GtkWidget     *slider;
  GtkWidget     *note;
  GtkWidget     *button;
  GtkWidget     *done_button;   /* under the result, until it is read */
  GtkAdjustment *adjustment;

  int            pack;
  gboolean       interactive;
  gboolean       result;
  int            lifted;
  CnCard         shown[MAX_SHOWN];
  gboolean       kept[MAX_SHOWN];
  int            n_shown;
};

G_DEFINE_FINAL_TYPE (CanastaCutView, canasta_cut_view, GTK_TYPE_WIDGET)

enum {
  CUT,
  DONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The pack lies on its side along the deck area, its top card at the left:
 * x of the edge between card i - 1 and card i. */
static void
pack_geometry (CanastaCutView  *self,
               graphene_rect_t *area,
               float           *x0,
               float           *step)
{
  float margin = 14;

  *x0 = area->origin.x + margin;
  *step = (area->size.width - 2 * margin - 24) / MAX (self->pack, 1);
}

static void
emit_cut (CanastaCutView *self)
{
  if (self->interactive && !self->result)
    g_signal_emit (self, signals[CUT], 0, canasta_cut_view_get_aim (self));
}

static void
emit_done (CanastaCutView *self)
{
  if (self->result)
    g_signal_emit (self, signals[DONE], 0);
}

static void
aim_at_x (CanastaCutView *self,
          double          x)
{
  graphene_rect_t area;
  float x0, step;

  if (!self->interactive || self->result ||
      !gtk_widget_compute_bounds (self->deck_area, GTK_WIDGET (self), &area))
    return;

  pack_geometry (self, &area, &x0, &step);
  /* x is in the deck area's own coordinates. */
  gtk_adjustment_set_value (self->adjustment, (x + area.origin.x - x0) / step + 0.5);
  gtk_widget_grab_focus (self->slider);
}

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               CanastaCutView *self)
{
  aim_at_x (self, x);
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                CanastaCutView *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    aim_at_x (self, x + dx);
}

static gboolean
slider_key_cb (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               CanastaCutView        *self)
{
  if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter)
    {
      emit_cut (self);
      return GDK_EVENT_STOP;
    }
  return GDK_EVENT_PROPAGATE;
}

static void
value_changed_cb (CanastaCutView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The pack's edges: thin cards side by side, a little apart where it is
 * cut; the lifted part raised by lift. */
static void
draw_pack (CanastaCutView        *self,
           GtkSnapshot           *snapshot,
           const graphene_rect_t *area,
           float                  top,
           float                  height,
           int                    split,
           float                  gap,
           float                  lift)
{
  static const GdkRGBA light = { 0.96f, 0.95f, 0.90f, 1 };
  static const GdkRGBA line = { 0.62f, 0.60f, 0.54f, 1 };
  static const GdkRGBA back = { 0.16f, 0.35f, 0.72f, 1 };
  static const GdkRGBA edge = { 0.05f, 0.1f, 0.07f, 0.6f };
  float x0, step;

  pack_geometry (self, (graphene_rect_t *) area, &x0, &step);

  for (int part = 0; part < 2; part++)
    {
      int from = part == 0 ? 0 : split;
      int to = part == 0 ? split : self->pack;
      float dx = part == 0 ? 0 : gap;
      float dy = part == 0 ? -lift : 0;
      graphene_rect_t body;

      if (to <= from)
        continue;
      body = GRAPHENE_RECT_INIT (x0 + from * step + dx, top + dy, (to - from) * step, height);
      /* Paper edges, one line a card, between the blue backs at the top
       * and bottom of the part. */
      gtk_snapshot_append_color (snapshot, &light, &body);
      for (int i = from + 1; i < to; i++)
        gtk_snapshot_append_color (snapshot, &line,
                                   &GRAPHENE_RECT_INIT (x0 + i * step + dx, top + dy, MAX (0.6f, step * 0.35f), height));
      gtk_snapshot_append_color (snapshot, &back, &GRAPHENE_RECT_INIT (body.origin.x, body.origin.y, 2.5f, height));
      gtk_snapshot_append_color (snapshot, &back,
                                 &GRAPHENE_RECT_INIT (body.origin.x + body.size.width - 2.5f, body.origin.y, 2.5f, height));
      {
        GskRoundedRect outline;
        GdkRGBA colours[4] = { edge, edge, edge, edge };
        float widths[4] = { 1, 1, 1, 1 };

        gsk_rounded_rect_init_from_rect (&outline, &body, 2);
        gtk_snapshot_append_border (snapshot, &outline, widths, colours);
      }
    }
}

static void
canasta_cut_view_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  CanastaCutView *self = CANASTA_CUT_VIEW (widget);
  graphene_rect_t area;
  float x0, step;

  gtk_widget_snapshot_child (widget, self->box, snapshot);

  if (self->pack <= 0 || !gtk_widget_compute_bounds (self->deck_area, widget, &area))
    return;
  pack_geometry (self, &area, &x0, &step);

  if (!self->result)
    {
      int aim = canasta_cut_view_get_aim (self);
      float height = MIN (60, area.size.height - 22);
      float top = area.origin.y + area.size.height - height - 2;
      float x = x0 + aim * step + (self->interactive ? 3 : 0);
      GdkRGBA accent = { 0.96f, 0.78f, 0.18f, 1 };

      draw_pack (self, snapshot, &area, top, height, self->interactive ? aim : self->pack,
                 self->interactive ? 6 : 0, self->interactive ? 10 : 0);

      if (self->interactive)
        {
          /* Where the cut goes: a gold line through the gap and a notch
           * above it. */
          gtk_snapshot_append_color (snapshot, &accent,
                                     &GRAPHENE_RECT_INIT (x - 1, top - 16, 3, height + 18));
          gtk_snapshot_append_color (snapshot, &accent,
                                     &GRAPHENE_RECT_INIT (x - 6, top - 20, 13, 5));
        }
      return;
    }

  {
    CanastaCardCache *cache = canasta_card_cache_get_default ();
    int scale = gtk_widget_get_scale_factor (widget);
    float height = 26;
    float top = area.origin.y + area.size.height - height - 2;
    float card_h = MAX (20, area.size.height - height - 14);
    float card_w = card_h / CANASTA_CARD_ASPECT;
    float overlap = card_w * 0.62f;
    float row_w = card_w + overlap * MAX (self->n_shown - 1, 0);
    float gap_x = x0 + self->lifted * step + 12;
    float cx = CLAMP (gap_x - row_w / 2, area.origin.x + 4, area.origin.x + area.size.width - row_w - 4);

    draw_pack (self, snapshot, &area, top, height, self->lifted, 24, 0);

    /* The cards the cut showed, in the order they came, over the parting:
     * those the cutter kept lighter (they went to the cutter), the card
     * that names the canasta de moda last. */
    for (int i = 0; i < self->n_shown; i++)
      {
        graphene_rect_t r = GRAPHENE_RECT_INIT (cx + overlap * i, area.origin.y + 4, card_w, card_h);

        if (self->kept[i])
          gtk_snapshot_push_opacity (snapshot, 0.45);
        canasta_card_cache_snapshot (cache, snapshot, canasta_card_art_name (self->shown[i], i % 2 == 1),
                                     &r, scale, 0);
        if (self->kept[i])
          gtk_snapshot_pop (snapshot);
      }
  }
}

static void
canasta_cut_view_dispose (GObject *object)
{
  CanastaCutView *self = CANASTA_CUT_VIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (canasta_cut_view_parent_class)->dispose (object);
}

static void
canasta_cut_view_class_init (CanastaCutViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_cut_view_dispose;
  widget_class->snapshot = canasta_cut_view_snapshot;

  /**
   * CanastaCutView::cut:
   * @aim: the cards the person cutting means to lift
   */
  signals[CUT] =
    g_signal_new ("cut", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * CanastaCutView::done:
   *
   * The person at the screen has read the cut's result.
   */
  signals[DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cutview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_cut_view_init (CanastaCutView *self)
{
  GtkGesture *drag;
  GtkEventController *keys;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->title), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (self->title, "title-3");
  gtk_box_append (GTK_BOX (self->box), self->title);

  self->deck_area = gtk_label_new (NULL);
  gtk_widget_set_size_request (self->deck_area, 360, 96);
  gtk_widget_set_cursor_from_name (self->deck_area, "pointer");
  gtk_box_append (GTK_BOX (self->box), self->deck_area);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  gtk_widget_add_controller (self->deck_area, GTK_EVENT_CONTROLLER (drag));

  self->adjustment = gtk_adjustment_new (1, 1, 2, 1, 8, 0);
  g_signal_connect_object (self->adjustment, "value-changed", G_CALLBACK (value_changed_cb),
                           self, G_CONNECT_SWAPPED);
  self->slider = gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, self->adjustment);
  gtk_scale_set_draw_value (GTK_SCALE (self->slider), FALSE);
  gtk_widget_set_margin_start (self->slider, 6);
  gtk_widget_set_margin_end (self->slider, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->slider),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Where to cut the deck"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Left lifts fewer cards, right more; Enter cuts"),
                                  -1);
  gtk_widget_set_tooltip_text (self->slider, _("Arrow keys move the cut; Enter cuts"));
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (slider_key_cb), self);
  gtk_widget_add_controller (self->slider, keys);
  gtk_box_append (GTK_BOX (self->box), self->slider);

  self->note = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->note), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->note), GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (GTK_LABEL (self->note), 60);
  gtk_widget_add_css_class (self->note, "cut-note");
  gtk_box_append (GTK_BOX (self->box), self->note);

  self->button = gtk_button_new_with_mnemonic (_("Cut _Here"));
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_add_css_class (self->button, "suggested-action");
  g_signal_connect_object (self->button, "clicked", G_CALLBACK (emit_cut), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->box), self->button);

  /* Translators: under the cut's result, read by everyone at the table */
  self->done_button = gtk_button_new_with_mnemonic (_("C_ontinue"));
  gtk_widget_set_halign (self->done_button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->done_button, FALSE);
  gtk_widget_add_css_class (self->done_button, "pill");
  gtk_widget_add_css_class (self->done_button, "suggested-action");
  g_signal_connect_object (self->done_button, "clicked", G_CALLBACK (emit_done), self, G_CONNECT_SWAPPED);
  gtk_box_append (GTK_BOX (self->box), self->done_button);
}

GtkWidget *
canasta_cut_view_new (void)
{
  return g_object_new (CANASTA_TYPE_CUT_VIEW, NULL);
}

void
canasta_cut_view_prepare (CanastaCutView *self,
                          const char     *title,
                          const char     *note,
                          int             pack,
                          int             min,
                          int             max,
                          int             aim,
                          gboolean        interactive)
{
  g_return_if_fail (CANASTA_IS_CUT_VIEW (self));
  g_return_if_fail (min <= max);

  self->pack = pack;
  self->interactive = !!interactive;
  self->result = FALSE;
  self->n_shown = 0;
  gtk_adjustment_configure (self->adjustment, CLAMP (aim, min, max), min, max, 1, 8, 0);

  gtk_label_set_text (GTK_LABEL (self->title), title);
  gtk_label_set_text (GTK_LABEL (self->note), note);
  gtk_widget_set_visible (self->note, note != NULL && note[0] != '\0');
  gtk_widget_set_visible (self->slider, self->interactive);
  gtk_widget_set_visible (self->button, self->interactive);
  gtk_widget_set_visible (self->done_button, FALSE);
  gtk_widget_set_size_request (self->deck_area, 360, 96);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
canasta_cut_view_get_interactive (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), FALSE);
  return self->interactive && !self->result;
}

int
canasta_cut_view_get_aim (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), 0);
  return (int) (gtk_adjustment_get_value (self->adjustment) + 0.5);
}

void
canasta_cut_view_set_aim (CanastaCutView *self,
                          int             aim)
{
  g_return_if_fail (CANASTA_IS_CUT_VIEW (self));
  gtk_adjustment_set_value (self->adjustment, aim);
}

GtkWidget *
canasta_cut_view_get_slider (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), NULL);
  return self->slider;
}

void
canasta_cut_view_show_result (CanastaCutView *self,
                              const char     *title,
                              const char     *caption,
                              int             lifted,
                              const CnCard   *cards,
                              const gboolean *kept,
                              int             n)
{
  g_return_if_fail (CANASTA_IS_CUT_VIEW (self));
  g_return_if_fail (n >= 0);

  self->result = TRUE;
  self->lifted = CLAMP (lifted, 0, self->pack);
  /* A long run of kept cards shows its last ones, with the moda card. */
  self->n_shown = MIN (n, MAX_SHOWN);
  for (int i = 0; i < self->n_shown; i++)
    {
      self->shown[i] = cards[n - self->n_shown + i];
      self->kept[i] = kept[n - self->n_shown + i];
    }

  gtk_label_set_text (GTK_LABEL (self->title), title);
  gtk_label_set_text (GTK_LABEL (self->note), caption);
  gtk_widget_set_visible (self->note, TRUE);
  gtk_widget_set_visible (self->slider, FALSE);
  gtk_widget_set_visible (self->button, FALSE);
  gtk_widget_set_visible (self->done_button, TRUE);
  gtk_widget_set_size_request (self->deck_area, 360, 150);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, caption,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
canasta_cut_view_get_done_button (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), NULL);
  return self->done_button;
}

GtkWidget *
canasta_cut_view_get_card_anchor (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), NULL);
  return self->deck_area;
}

const char *
canasta_cut_view_get_caption (CanastaCutView *self)
{
  g_return_val_if_fail (CANASTA_IS_CUT_VIEW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->note));
}
