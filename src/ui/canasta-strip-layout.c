/* canasta-strip-layout.c: how the cards of a help example lie
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A hand is fanned like a hand held, and wraps onto more rows rather than
 * closing up past what the eye and the pointer need; the melds stand side
 * by side and close up when the row is narrow; the pile turns its
 * freezing card sideways.
 */

#include "config.h"

#include "canasta-card-cache.h"
#include "canasta-strip-layout.h"

/* The least of each card a fan shows: its corner's rank and suit, and a
 * strip wide enough to click. */
#define FAN_MIN_SHOWN 26
/* The space between the rows of a fan that wraps. */
#define FAN_ROW_GAP 6
/* The fewest cards a fan's row holds, for its minimum width. */
#define FAN_MIN_PER_ROW 4

struct _CanastaStripLayoutChild
{
  GtkLayoutChild parent_instance;

  gboolean sideways;
  int      offset;
};

G_DEFINE_FINAL_TYPE (CanastaStripLayoutChild, canasta_strip_layout_child, GTK_TYPE_LAYOUT_CHILD)

struct _CanastaStripLayout
{
  GtkLayoutManager parent_instance;

  CanastaStripKind kind;
  int              reserve;
  int              reserve_width;
};

G_DEFINE_FINAL_TYPE (CanastaStripLayout, canasta_strip_layout, GTK_TYPE_LAYOUT_MANAGER)

/* ----------------------------------------------------------- children */

static void
canasta_strip_layout_child_class_init (CanastaStripLayoutChildClass *klass)
{
}

static void
canasta_strip_layout_child_init (CanastaStripLayoutChild *self)
{
}

void
canasta_strip_layout_child_set_sideways (CanastaStripLayoutChild *self,
                                         gboolean                 sideways)
{
  g_return_if_fail (CANASTA_IS_STRIP_LAYOUT_CHILD (self));

  self->sideways = !!sideways;
  gtk_layout_manager_layout_changed (gtk_layout_child_get_layout_manager (GTK_LAYOUT_CHILD (self)));
}

void
canasta_strip_layout_child_set_offset (CanastaStripLayoutChild *self,
                                       int                      offset)
{
  g_return_if_fail (CANASTA_IS_STRIP_LAYOUT_CHILD (self));

  self->offset = offset;
  gtk_layout_manager_layout_changed (gtk_layout_child_get_layout_manager (GTK_LAYOUT_CHILD (self)));
}

static CanastaStripLayoutChild *
child_of (CanastaStripLayout *self,
          GtkWidget          *child)
{
  return CANASTA_STRIP_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (GTK_LAYOUT_MANAGER (self), child));
}

/* ------------------------------------------------------------- layout */

static void
child_size (GtkWidget *child,
            int       *width,
            int       *height)
{
  gtk_widget_get_size_request (child, width, height);
  *width = MAX (*width, 1);
  *height = MAX (*height, 1);
}

/* The steps between children: natural (fanned open) and minimum. */
static void
strip_steps (CanastaStripLayout *self,
             int                 child_width,
             double             *natural,
             double             *minimum)
{
  if (self->kind == CANASTA_STRIP_ROW)
    {
      *natural = child_width + 8;
      *minimum = child_width * 0.55;
    }
  else
    {
      *natural = child_width * 0.62;
      *minimum = MIN (*natural, FAN_MIN_SHOWN);
    }
}

/* The children laid out, and the largest one's size. */
static int
strip_children (CanastaStripLayout *self,
                GtkWidget          *widget,
                int                *max_w,
                int                *max_h,
                gboolean           *sideways)
{
  int n = 0;

  *max_w = *max_h = 0;
  if (sideways != NULL)
    *sideways = FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, &w, &h);
      *max_w = MAX (*max_w, w);
      *max_h = MAX (*max_h, h);
      if (sideways != NULL)
        *sideways |= child_of (self, child)->sideways;
      n++;
    }
  return n;
}

/* The cards a fan's row holds at a width: as many as show FAN_MIN_SHOWN
 * each, shared out evenly over the rows they need. */
static int
fan_per_row (int    n,
             int    width,
             int    card_w,
             double step_min)
{
  int fit, rows;

  if (n <= 1)
    return MAX (n, 1);
  fit = 1 + (int) MAX (0, (width - card_w) / step_min);
  fit = CLAMP (fit, 1, n);
  rows = (n + fit - 1) / fit;
  return (n + rows - 1) / rows;
}

/* The cards a fan keeps room for: those it holds, or its reserve. */
static int
fan_reserve (CanastaStripLayout *self,
             int                 n,
             int                *max_w,
             int                *max_h)
{
  if (self->reserve > n && self->reserve_width > 0)
    {
      *max_w = MAX (*max_w, self->reserve_width);
      *max_h = MAX (*max_h, (int) (self->reserve_width * CANASTA_CARD_ASPECT));
    }
  return MAX (n, self->reserve);
}

static GtkSizeRequestMode
canasta_strip_layout_get_request_mode (GtkLayoutManager *manager,
                                       GtkWidget        *widget)
{
  CanastaStripLayout *self = CANASTA_STRIP_LAYOUT (manager);

  return self->kind == CANASTA_STRIP_FAN ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
                                         : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
canasta_strip_layout_measure (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              GtkOrientation    orientation,
                              int               for_size,
                              int              *minimum,
                              int              *natural,
                              int              *minimum_baseline,
                              int              *natural_baseline)
{
  CanastaStripLayout *self = CANASTA_STRIP_LAYOUT (manager);
  int max_w, max_h;
  gboolean sideways;
  int n = strip_children (self, widget, &max_w, &max_h, &sideways);
  double step_nat, step_min;

  if (self->kind == CANASTA_STRIP_FAN)
    n = fan_reserve (self, n, &max_w, &max_h);

  if (n == 0)
    {
      *minimum = *natural = 0;
      return;
    }

  strip_steps (self, max_w, &step_nat, &step_min);
  if (self->kind == CANASTA_STRIP_PILE)
    {
      /* Room for a card set sideways, half showing under the top card. */
      int side = MAX (max_w, max_h);
      int across = MIN (max_w, max_h);

      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *minimum = *natural = side + 4;
      else
        *minimum = *natural = max_h + (sideways ? across / 2 : 0) + 4;
    }
  else if (orientation == GTK_ORIENTATION_HORIZONTAL && self->kind == CANASTA_STRIP_FAN)
    {
      *minimum = (int) (max_w + (MIN (n, FAN_MIN_PER_ROW) - 1) * step_min);
      *natural = (int) (max_w + (n - 1) * step_nat);
    }
  else if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = (int) (max_w + (n - 1) * step_min);
      *natural = (int) (max_w + (n - 1) * step_nat);
    }
  else if (self->kind == CANASTA_STRIP_FAN)
    {
      int width = for_size >= 0 ? for_size : (int) (max_w + (n - 1) * step_nat);
      int per_row = fan_per_row (n, width, max_w, step_min);
      int rows = (n + per_row - 1) / per_row;

      *minimum = *natural = rows * max_h + (rows - 1) * FAN_ROW_GAP;
    }
  else
    {
      *minimum = *natural = max_h;
    }
}

static void
allocate_pile (CanastaStripLayout *self,
               GtkWidget          *widget,
               int                 width,
               int                 height)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CanastaStripLayoutChild *layout_child;
      GskTransform *t = NULL;
      int w, h;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, &w, &h);
      layout_child = child_of (self, child);
      if (layout_child->sideways)
        {
          t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (width / 2.0f, height - w / 2.0f - 1));
          t = gsk_transform_rotate (t, 90);
          t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (-w / 2.0f, -h / 2.0f));
        }
      else
        {
          t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT ((width - w) / 2.0f - layout_child->offset,
                                                                1.0f + layout_child->offset));
        }
      gtk_widget_allocate (child, w, h, -1, t);
    }
}

static void
canasta_strip_layout_allocate (GtkLayoutManager *manager,
                               GtkWidget        *widget,
                               int               width,
                               int               height,
                               int               baseline)
{
  CanastaStripLayout *self = CANASTA_STRIP_LAYOUT (manager);
  int max_w, max_h, i = 0, per_row;
  int n;
  double step_nat, step_min, step;

  if (self->kind == CANASTA_STRIP_PILE)
    {
      allocate_pile (self, widget, width, height);
      return;
    }

  n = strip_children (self, widget, &max_w, &max_h, NULL);
  strip_steps (self, max_w, &step_nat, &step_min);
  /* A row of melds closes up; a fan wraps first, and every row of it
   * fans the same. */
  per_row = self->kind == CANASTA_STRIP_FAN ? fan_per_row (n, width, max_w, step_min) : MAX (n, 1);
  step = per_row > 1 ? CLAMP ((width - max_w) / (double) (per_row - 1), step_min, step_nat) : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;
      float x, y;

      if (!gtk_widget_should_layout (child))
        continue;
      child_size (child, &w, &h);
      x = (float) (step * (i % per_row));
      y = (float) ((i / per_row) * (max_h + FAN_ROW_GAP));
      gtk_widget_allocate (child, w, h, -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x, y)));
      i++;
    }
}

static void
canasta_strip_layout_class_init (CanastaStripLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->layout_child_type = CANASTA_TYPE_STRIP_LAYOUT_CHILD;
  layout_class->get_request_mode = canasta_strip_layout_get_request_mode;
  layout_class->measure = canasta_strip_layout_measure;
  layout_class->allocate = canasta_strip_layout_allocate;
}

static void
canasta_strip_layout_init (CanastaStripLayout *self)
{
}

GtkLayoutManager *
canasta_strip_layout_new (CanastaStripKind kind)
{
  CanastaStripLayout *self = g_object_new (CANASTA_TYPE_STRIP_LAYOUT, NULL);

  self->kind = kind;
  return GTK_LAYOUT_MANAGER (self);
}

void
canasta_strip_layout_set_reserve (CanastaStripLayout *self,
                                  int                 cards,
                                  int                 card_width)
{
  g_return_if_fail (CANASTA_IS_STRIP_LAYOUT (self));

  self->reserve = cards;
  self->reserve_width = card_width;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
