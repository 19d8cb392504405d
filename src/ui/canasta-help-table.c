/* canasta-help-table.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "canasta-help-table.h"

struct _CanastaHelpTable
{
  GtkWidget  parent_instance;

  GtkWidget *grid;       /* the table as a table */
  GtkWidget *records;    /* one card per row */
  gboolean   stacked;
};

G_DEFINE_FINAL_TYPE (CanastaHelpTable, canasta_help_table, GTK_TYPE_WIDGET)

static int
grid_minimum (CanastaHelpTable *self)
{
  int minimum;

  gtk_widget_measure (self->grid, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

static void
canasta_help_table_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  CanastaHelpTable *self = CANASTA_HELP_TABLE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int records_min, grid_nat;

      /* As narrow as the cards go, as wide as the grid would like. */
      gtk_widget_measure (self->records, orientation, -1, &records_min, NULL, NULL, NULL);
      gtk_widget_measure (self->grid, orientation, -1, NULL, &grid_nat, NULL, NULL);
      *minimum = records_min;
      *natural = MAX (records_min, grid_nat);
    }
  else
    {
      GtkWidget *shown = for_size < 0 || for_size >= grid_minimum (self) ? self->grid : self->records;

      gtk_widget_measure (shown, orientation, for_size, minimum, natural, NULL, NULL);
    }
}

static GtkSizeRequestMode
canasta_help_table_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
canasta_help_table_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  CanastaHelpTable *self = CANASTA_HELP_TABLE (widget);

  self->stacked = width < grid_minimum (self);
  gtk_widget_set_child_visible (self->grid, !self->stacked);
  gtk_widget_set_child_visible (self->records, self->stacked);
  gtk_widget_allocate (self->stacked ? self->records : self->grid, width, height, -1, NULL);
}

static void
canasta_help_table_dispose (GObject *object)
{
  CanastaHelpTable *self = CANASTA_HELP_TABLE (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->records, gtk_widget_unparent);

  G_OBJECT_CLASS (canasta_help_table_parent_class)->dispose (object);
}

static void
canasta_help_table_class_init (CanastaHelpTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_help_table_dispose;
  widget_class->measure = canasta_help_table_measure;
  widget_class->get_request_mode = canasta_help_table_get_request_mode;
  widget_class->size_allocate = canasta_help_table_size_allocate;
}

static void
canasta_help_table_init (CanastaHelpTable *self)
{
}

GtkWidget *
canasta_help_table_new (GtkWidget *grid,
                        GtkWidget *records)
{
  CanastaHelpTable *self;

  g_return_val_if_fail (GTK_IS_WIDGET (grid) && GTK_IS_WIDGET (records), NULL);

  self = g_object_new (CANASTA_TYPE_HELP_TABLE, NULL);
  self->grid = grid;
  self->records = records;
  gtk_widget_set_parent (grid, GTK_WIDGET (self));
  gtk_widget_set_parent (records, GTK_WIDGET (self));
  gtk_widget_set_child_visible (records, FALSE);
  /* The screen reader reads the table as a table, whichever shows. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (records), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);

  return GTK_WIDGET (self);
}
