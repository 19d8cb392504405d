/* canasta-wrap-layout.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-wrap-layout.h"

struct _CanastaWrapLayout
{
  GtkLayoutManager parent_instance;

  int              spacing;
  gboolean         left;      /* rows start at the left rather than centred */
};

G_DEFINE_FINAL_TYPE (CanastaWrapLayout, canasta_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

enum {
  PROP_0,
  PROP_SPACING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Walks the rows the children take at width: calls row for each row with
 * its first child, the number of children in it, its width and height. */
typedef void (*RowFunc) (GtkWidget *first,
                         int        n,
                         int        row_width,
                         int        row_height,
                         gpointer   data);

static int
lay_rows (CanastaWrapLayout *self,
          GtkWidget         *widget,
          int                width,
          RowFunc            func,
          gpointer           data)
{
  GtkWidget *first = NULL;
  int n = 0, row_w = 0, row_h = 0, total = 0, rows = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int w, h;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);

      if (n > 0 && row_w + self->spacing + w > width)
        {
          if (func != NULL)
            func (first, n, row_w, row_h, data);
          total += row_h + (rows++ > 0 ? self->spacing : 0);
          n = 0;
          row_w = row_h = 0;
        }
      if (n == 0)
        first = child;
      row_w += (n > 0 ? self->spacing : 0) + w;
      row_h = MAX (row_h, h);
      n++;
    }

  if (n > 0)
    {
      if (func != NULL)
        func (first, n, row_w, row_h, data);
      total += row_h + (rows > 0 ? self->spacing : 0);
    }

  return total;
}

static void
canasta_wrap_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  CanastaWrapLayout *self = CANASTA_WRAP_LAYOUT (manager);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int widest = 0, sum = 0, n = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int w;

          if (!gtk_widget_should_layout (child))
            continue;
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
          widest = MAX (widest, w);
          sum += w + (n++ > 0 ? self->spacing : 0);
        }
      *minimum = widest;
      *natural = sum;
    }
  else
    {
      int h = lay_rows (self, widget, for_size >= 0 ? for_size : G_MAXINT, NULL, NULL);

      *minimum = *natural = h;
    }
}

static GtkSizeRequestMode
canasta_wrap_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

typedef struct
{
  CanastaWrapLayout *self;
  int                width;
  int                y;
} Placing;

static void
place_row (GtkWidget *first,
           int        n,
           int        row_width,
           int        row_height,
           gpointer   data)
{
  Placing *placing = data;
  int x = placing->self->left ? 0 : MAX (0, (placing->width - row_width) / 2);

  for (GtkWidget *child = first; child != NULL && n > 0; child = gtk_widget_get_next_sibling (child))
    {
      int w;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      gtk_widget_size_allocate (child, &(GtkAllocation) { x, placing->y, MIN (w, placing->width), row_height }, -1);
      x += w + placing->self->spacing;
      n--;
    }
  placing->y += row_height + placing->self->spacing;
}

static void
canasta_wrap_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  CanastaWrapLayout *self = CANASTA_WRAP_LAYOUT (manager);
  Placing placing = { self, width, 0 };

  lay_rows (self, widget, width, place_row, &placing);
}

static void
canasta_wrap_layout_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CanastaWrapLayout *self = CANASTA_WRAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      g_value_set_int (value, self->spacing);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_wrap_layout_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  CanastaWrapLayout *self = CANASTA_WRAP_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_SPACING:
      if (self->spacing != g_value_get_int (value))
        {
          self->spacing = g_value_get_int (value);
          gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_wrap_layout_class_init (CanastaWrapLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = canasta_wrap_layout_get_property;
  object_class->set_property = canasta_wrap_layout_set_property;
  layout_class->measure = canasta_wrap_layout_measure;
  layout_class->allocate = canasta_wrap_layout_allocate;
  layout_class->get_request_mode = canasta_wrap_layout_get_request_mode;

  properties[PROP_SPACING] =
    g_param_spec_int ("spacing", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
canasta_wrap_layout_init (CanastaWrapLayout *self)
{
}

GtkLayoutManager *
canasta_wrap_layout_new (int spacing)
{
  return g_object_new (CANASTA_TYPE_WRAP_LAYOUT, "spacing", spacing, NULL);
}

/* Rows start at the left edge, as a paragraph does. */
void
canasta_wrap_layout_set_left (CanastaWrapLayout *self,
                              gboolean           left)
{
  g_return_if_fail (CANASTA_IS_WRAP_LAYOUT (self));

  self->left = !!left;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
