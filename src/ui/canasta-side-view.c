/* canasta-side-view.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-card.h"
#include "canasta-card-cache.h"
#include "canasta-card-set.h"
#include "canasta-card-view.h"
#include "canasta-drop-hover.h"
#include "canasta-label-cut.h"
#include "canasta-meld-view.h"
#include "canasta-side-view.h"
#include "cn-text.h"

#define GAP 10
/* Beyond this the cards of a meld are larger than the hand's. */
#define MAX_CARD_WIDTH 96
/* Between a side's names and its total. */
#define SCORE_GAP 6

struct _CanastaSideView
{
  GtkWidget   parent_instance;

  int         side;
  GtkWidget  *title;           /* the side's names: they give way first */
  GtkWidget  *score;           /* its total, always whole */
  GtkWidget  *status;
  GtkWidget  *progress;        /* the opening progress, while it matters */
  GtkWidget  *note;            /* the premios under way (uruguayan), beside the title */
  GtkWidget  *threes_anchor;   /* an empty widget under the red threes */
  GtkWidget  *hint;
  GPtrArray  *meld_views;
  GPtrArray  *three_views;
  GListModel *melds;
  GListModel *red_threes;
  gboolean    accepts_drops;
  CanastaDropHover drop_hover;
};

G_DEFINE_FINAL_TYPE (CanastaSideView, canasta_side_view, GTK_TYPE_WIDGET)

enum {
  MELD_DROPPED,
  ADD_DROPPED,
  MELD_ACTIVATED,
  AREA_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
meld_cards_dropped_cb (CanastaMeldView *view,
                       CanastaCardSet  *set,
                       CanastaSideView *self)
{
  gboolean handled = FALSE;
  CanastaMeld *meld = canasta_meld_view_get_meld (view);

  g_signal_emit (self, signals[ADD_DROPPED], 0,
                 canasta_meld_get_index (meld), set, &handled);
  return handled;
}

static void
meld_activate_cb (CanastaMeldView *view,
                  CanastaSideView *self)
{
  g_signal_emit (self, signals[MELD_ACTIVATED], 0,
                 canasta_meld_get_index (canasta_meld_view_get_meld (view)));
}

static void
melds_changed_cb (GListModel      *model,
                  guint            position,
                  guint            removed,
                  guint            added,
                  CanastaSideView *self)
{
  gboolean had_focus = FALSE;

  for (guint i = 0; i < removed; i++)
    {
      GtkWidget *view = g_ptr_array_index (self->meld_views, position);

      if (gtk_widget_has_focus (view))
        had_focus = TRUE;
      gtk_widget_unparent (view);
      g_ptr_array_remove_index (self->meld_views, position);
    }

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(CanastaMeld) meld = g_list_model_get_item (model, position + i);
      GtkWidget *view = canasta_meld_view_new (meld);

      g_signal_connect_object (view, "cards-dropped", G_CALLBACK (meld_cards_dropped_cb), self, 0);
      g_signal_connect_object (view, "activate", G_CALLBACK (meld_activate_cb), self, 0);
      gtk_widget_insert_before (view, GTK_WIDGET (self), self->hint);
      g_ptr_array_insert (self->meld_views, position + i, view);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));

  /* The meld the keyboard was on changed (a card laid off on it): the
   * focus stays on it, not lost with the widget that showed it before. */
  if (had_focus && self->meld_views->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->meld_views, MIN (position, self->meld_views->len - 1)));
}

static void
threes_changed_cb (GListModel      *model,
                   guint            position,
                   guint            removed,
                   guint            added,
                   CanastaSideView *self)
{
  for (guint i = 0; i < removed; i++)
    {
      gtk_widget_unparent (g_ptr_array_index (self->three_views, position));
      g_ptr_array_remove_index (self->three_views, position);
    }

  for (guint i = 0; i < added; i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (model, position + i);
      GtkWidget *view = canasta_card_view_new (card);

      gtk_widget_set_can_target (view, FALSE);
      gtk_widget_insert_before (view, GTK_WIDGET (self), self->threes_anchor);
      g_ptr_array_insert (self->three_views, position + i, view);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
canasta_side_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  CanastaSideView *self = CANASTA_SIDE_VIEW (widget);
  int tmin, tnat;

  gtk_widget_measure (self->title, orientation, -1, &tmin, &tnat, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 200;
      *natural = 700;
    }
  else
    {
      *minimum = tnat + 90;
      *natural = tnat + 260;
    }
}

static gboolean
crosswise (GtkWidget *view)
{
  CanastaMeld *meld = canasta_meld_view_get_meld (CANASTA_MELD_VIEW (view));

  return canasta_meld_is_canasta (meld) && canasta_meld_is_moda (meld);
}

/* The melds in the order the table shows them: in the order they were
 * started, except that a meld of a rank the side already has goes beside
 * the others of its rank (source 001's double and triple canastas, its
 * melds of wild cards). out holds the views. */
static void
display_order (CanastaSideView *self,
               GtkWidget      **out)
{
  guint n = self->meld_views->len;
  guint k = 0;
  g_autofree gboolean *placed = g_new0 (gboolean, n);

  for (guint i = 0; i < n; i++)
    {
      CnRank rank;

      if (placed[i])
        continue;
      rank = canasta_meld_get_rank (canasta_meld_view_get_meld (g_ptr_array_index (self->meld_views, i)));
      for (guint j = i; j < n; j++)
        if (!placed[j] &&
            canasta_meld_get_rank (canasta_meld_view_get_meld (g_ptr_array_index (self->meld_views, j))) == rank)
          {
            placed[j] = TRUE;
            out[k++] = g_ptr_array_index (self->meld_views, j);
          }
    }
}

/* The heading's line, from the right: the status, the opening bar, then
 * from the left the names and the total just after them, and the note in
 * the room left between. At 800 pixels a side has less than 400: the
 * total never gives way (it is what a player looks up), the status takes
 * at most half, the bar shrinks, the names are cut short, and the note
 * shows only where at least half of it fits (cut to a bare "…" over the
 * bar it said nothing). */
static void
allocate_heading (CanastaSideView *self,
                  int              width,
                  int              th)
{
  int sw, sh, pw = 0, ph, score_w, names_w, names_min, natural_names, left, x;
  gboolean note_shown = FALSE;

  gtk_widget_measure (self->status, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &sw, NULL, NULL);
  gtk_widget_measure (self->status, GTK_ORIENTATION_VERTICAL, -1, NULL, &sh, NULL, NULL);
  gtk_widget_measure (self->score, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &score_w, NULL, NULL);
  gtk_widget_measure (self->title, GTK_ORIENTATION_HORIZONTAL, -1, &names_min, &names_w, NULL, NULL);
  gtk_widget_measure (self->progress, GTK_ORIENTATION_VERTICAL, -1, NULL, &ph, NULL, NULL);
  sw = MIN (sw, width / 2);

  /* The room left of the status and the bar: the names, the total. */
  left = width - 8 - sw - 8;
  if (gtk_widget_get_visible (self->progress))
    {
      int spare = left - 16 - names_w - SCORE_GAP - score_w - 8;

      /* The bar gives up a third, then all of it, before the names are
       * cut short: the status beside it says the same in words. */
      pw = spare >= 90 ? 90 : spare >= 60 ? 60 : 0;
      if (pw > 0)
        left -= pw + 8;
    }
  gtk_widget_set_child_visible (self->progress, pw > 0);
  left -= 8 + 8;
  natural_names = names_w;
  names_w = CLAMP (left - score_w - SCORE_GAP, MIN (names_min, names_w), names_w);
  x = 8;
  gtk_widget_set_has_tooltip (self->title, names_w < natural_names);
  gtk_widget_size_allocate (self->title, &(GtkAllocation) { x, 2, names_w, th }, -1);
  names_w = canasta_label_drawn_width (self->title, names_w);
  x += names_w + SCORE_GAP;
  gtk_widget_size_allocate (self->score, &(GtkAllocation) { x, 2, score_w, th }, -1);
  x += score_w;

  if (gtk_widget_get_visible (self->note))
    {
      int note_w, nh;
      int room = width - 8 - sw - 8 - (pw > 0 ? pw + 8 : 0) - (x + 18);

      gtk_widget_measure (self->note, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &note_w, NULL, NULL);
      gtk_widget_measure (self->note, GTK_ORIENTATION_VERTICAL, -1, NULL, &nh, NULL, NULL);
      note_shown = room >= note_w / 2;
      if (note_shown)
        gtk_widget_size_allocate (self->note,
                                  &(GtkAllocation) { x + 18, 2 + (th - nh) / 2, MIN (room, note_w), nh }, -1);
    }
  gtk_widget_set_child_visible (self->note, note_shown);

  gtk_widget_size_allocate (self->status, &(GtkAllocation) { width - sw - 8, 2, sw, sh }, -1);
  if (pw > 0)
    gtk_widget_size_allocate (self->progress,
                              &(GtkAllocation) { width - sw - pw - 16, 2 + (th - ph) / 2, pw, ph }, -1);
}

static void
canasta_side_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  CanastaSideView *self = CANASTA_SIDE_VIEW (widget);
  int th;
  double row_h, card_h, card_w, x;
  guint n_melds = self->meld_views->len;
  guint n_threes = self->three_views->len;
  double threes_w;

  gtk_widget_measure (self->title, GTK_ORIENTATION_VERTICAL, -1, NULL, &th, NULL, NULL);
  allocate_heading (self, width, th);

  /* Eight pixels clear under the melds, as at the sides: a tall meld
   * never touches the side's edge or its focus ring. */
  row_h = MAX (1, height - th - 16);

  /* The cards take the largest size at which every meld fits the area, in
   * one row or, when the side has many melds and height to spare, in two
   * or three: never over the edge, and as readable as the room allows.
   * The tallest open meld of the side sets the height a column needs (at
   * least four cards' worth, so that the cards do not shrink at every
   * card laid off early in the round). */
  {
    guint tallest = 4;
    double best_w = 0;
    guint best_rows = 1;
    /* A canasta de moda lies crosswise: it takes a card's height across. */
    double extra = 0;
    g_autofree GtkWidget **order = g_new0 (GtkWidget *, MAX (n_melds, 1));

    display_order (self, order);
    for (guint i = 0; i < n_melds; i++)
      if (crosswise (order[i]))
        extra += CANASTA_CARD_ASPECT - 1;

    for (guint i = 0; i < n_melds; i++)
      {
        CanastaMeld *meld = canasta_meld_view_get_meld (g_ptr_array_index (self->meld_views, i));

        if (!canasta_meld_is_canasta (meld))
          tallest = MAX (tallest, canasta_meld_get_n_cards (meld));
      }

    card_w = 0;
    for (guint rows = 1; rows <= 3; rows++)
      {
        guint per_row = n_melds > 0 ? (n_melds + rows - 1) / rows : 1;
        double column_h = (row_h - (rows - 1) * GAP) / rows;
        double w_for_height = column_h / (1 + CANASTA_MELD_STEP * (tallest - 1)) / CANASTA_CARD_ASPECT;
        double threes = n_threes > 0 ? (column_h / (1 + CANASTA_MELD_STEP * (tallest - 1)) / CANASTA_CARD_ASPECT) * (0.8 + (n_threes - 1) * 0.25) + GAP : 0;
        double w_for_width = (width - 16 - threes - GAP * (per_row - 1)) / (per_row + MIN (extra, per_row * (CANASTA_CARD_ASPECT - 1)));
        double w = MIN (MIN (w_for_height, w_for_width), MAX_CARD_WIDTH);

        if (rows > 1 && rows > n_melds)
          break;
        if (w > best_w * 1.15)
          {
            best_w = w;
            best_rows = rows;
          }
      }
    card_w = MAX (best_w, 12);
    card_h = card_w * CANASTA_CARD_ASPECT;

    threes_w = n_threes > 0 ? card_w * 0.8 + (n_threes - 1) * card_w * 0.25 : 0;
    x = 8;
    for (guint i = 0; i < n_threes; i++)
      {
        double small_w = card_w * 0.8;

        gtk_widget_size_allocate (g_ptr_array_index (self->three_views, i),
                                  &(GtkAllocation) { (int) (x + i * card_w * 0.25), th + 8,
                                                     (int) small_w, (int) (small_w * CANASTA_CARD_ASPECT) }, -1);
      }
    gtk_widget_size_allocate (self->threes_anchor,
                              &(GtkAllocation) { 8, th + 8, MAX (1, (int) threes_w), (int) (card_w * 0.8 * CANASTA_CARD_ASPECT) }, -1);
    if (threes_w > 0)
      x += threes_w + GAP;

    {
      guint per_row = n_melds > 0 ? (n_melds + best_rows - 1) / best_rows : 1;
      double column_h = (row_h - (best_rows - 1) * GAP) / best_rows;
      double x0 = x;
      double y = th + 8;

      for (guint i = 0; i < n_melds; i++)
        {
          GtkWidget *view = order[i];
          CanastaMeld *meld = canasta_meld_view_get_meld (CANASTA_MELD_VIEW (view));
          guint n = canasta_meld_get_n_cards (meld);
          /* Each meld gets the height its cards take, so that its focus
           * ring and drop highlight hug the cards. */
          double h = canasta_meld_is_canasta (meld) ? card_h * 1.08
                                                    : card_h * (1 + CANASTA_MELD_STEP * (MAX (n, 1) - 1));
          double w = card_w;

          if (crosswise (view))
            {
              w = card_h;
              h = card_w * 1.12;
            }
          if (i > 0 && i % per_row == 0)
            {
              x = x0;
              y += column_h + GAP;
            }
          gtk_widget_size_allocate (view,
                                    &(GtkAllocation) { (int) x, (int) y, (int) w, (int) MIN (h, column_h) }, -1);
          x += w + GAP;
        }
      if (best_rows > 1 && n_melds % per_row != 0)
        row_h = column_h;
      else if (best_rows > 1)
        {
          /* A full last row: the free area starts after the widest row. */
          x = x0 + per_row * (card_w + GAP) + extra * card_w;
          y = th + 8;
        }
      /* The hint shows only where it fits whole beside the melds, in a
       * few lines: squeezed to a word a line it would spill over cards. */
      {
        int free_w = MAX (1, (int) (width - x - 8));
        int nat_w, hint_h;
        gboolean room;

        gtk_widget_measure (self->hint, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat_w, NULL, NULL);
        room = free_w >= MIN (nat_w, nat_w / 3);
        if (room)
          {
            gtk_widget_measure (self->hint, GTK_ORIENTATION_VERTICAL, free_w, NULL, &hint_h, NULL, NULL);
            room = hint_h <= row_h;
          }
        gtk_widget_set_opacity (self->hint, room ? 1 : 0);
        gtk_widget_size_allocate (self->hint, &(GtkAllocation) { (int) x, (int) y, free_w, (int) row_h }, -1);
      }
    }
  }
}

/* Tab walks the red threes, then the melds in the order they are seen
 * (display_order): GTK's own order goes by the middle of each child's
 * height, and melds of different heights would come out of order. */
static gboolean
canasta_side_view_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  CanastaSideView *self = CANASTA_SIDE_VIEW (widget);
  guint n_threes = self->three_views->len;
  guint n = n_threes + self->meld_views->len;
  g_autofree GtkWidget **order = NULL;
  GtkWidget *current;
  int i, step;

  if (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD)
    return GTK_WIDGET_CLASS (canasta_side_view_parent_class)->focus (widget, direction);

  order = g_new0 (GtkWidget *, MAX (n, 1));
  for (guint j = 0; j < n_threes; j++)
    order[j] = g_ptr_array_index (self->three_views, j);
  display_order (self, order + n_threes);

  current = gtk_widget_get_focus_child (widget);
  step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
  i = step > 0 ? 0 : (int) n - 1;
  if (current != NULL)
    {
      for (guint j = 0; j < n; j++)
        if (order[j] == current)
          {
            /* Within the child first (none of ours has focusable parts). */
            if (gtk_widget_child_focus (current, direction))
              return TRUE;
            i = (int) j + step;
            break;
          }
    }

  for (; i >= 0 && i < (int) n; i += step)
    if (gtk_widget_child_focus (order[i], direction))
      return TRUE;

  return FALSE;
}

static void
canasta_side_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CanastaSideView *self = CANASTA_SIDE_VIEW (widget);

  if (self->drop_hover.active)
    {
      GskRoundedRect outline;
      GdkRGBA c = { 0.21f, 0.52f, 0.89f, 1 };
      GdkRGBA colours[4] = { c, c, c, c };
      float widths[4] = { 3, 3, 3, 3 };

      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT (2, 2, gtk_widget_get_width (widget) - 4,
                                                            gtk_widget_get_height (widget) - 4), 10);
      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

/* Cards are taken only while the player may lay them on this side. */
static gboolean
takes_drops (GtkWidget *widget)
{
  return CANASTA_SIDE_VIEW (widget)->accepts_drops;
}

static gboolean
drop_cb (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         CanastaSideView *self)
{
  gboolean handled = FALSE;

  canasta_drop_hover_clear (&self->drop_hover);
  g_signal_emit (self, signals[MELD_DROPPED], 0, g_value_get_boxed (value), &handled);

  return handled;
}

static void
area_click_cb (GtkGestureClick *gesture,
               int              n_press,
               double           x,
               double           y,
               CanastaSideView *self)
{
  GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_DEFAULT);

  if (picked == GTK_WIDGET (self) || picked == self->hint)
    g_signal_emit (self, signals[AREA_ACTIVATED], 0);
}

static void
canasta_side_view_dispose (GObject *object)
{
  CanastaSideView *self = CANASTA_SIDE_VIEW (object);
  GtkWidget *child;

  canasta_side_view_set_models (self, NULL, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->title = self->score = self->status = self->progress = self->note = self->threes_anchor = self->hint = NULL;
  g_clear_pointer (&self->meld_views, g_ptr_array_unref);
  g_clear_pointer (&self->three_views, g_ptr_array_unref);

  G_OBJECT_CLASS (canasta_side_view_parent_class)->dispose (object);
}

static void
canasta_side_view_class_init (CanastaSideViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_side_view_dispose;

  widget_class->measure = canasta_side_view_measure;
  widget_class->size_allocate = canasta_side_view_size_allocate;
  widget_class->snapshot = canasta_side_view_snapshot;
  widget_class->focus = canasta_side_view_focus;

  signals[MELD_DROPPED] =
    g_signal_new ("meld-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, CANASTA_TYPE_CARD_SET);
  signals[ADD_DROPPED] =
    g_signal_new ("add-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 2, G_TYPE_INT, CANASTA_TYPE_CARD_SET);
  signals[MELD_ACTIVATED] =
    g_signal_new ("meld-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[AREA_ACTIVATED] =
    g_signal_new ("area-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "side");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
canasta_side_view_init (CanastaSideView *self)
{
  GtkDropTarget *target;
  GtkGesture *click;

  self->meld_views = g_ptr_array_new ();
  self->three_views = g_ptr_array_new ();

  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->title), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->title, "side-title");
  gtk_widget_set_parent (self->title, GTK_WIDGET (self));

  self->score = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->score), 0);
  gtk_widget_add_css_class (self->score, "side-title");
  gtk_widget_add_css_class (self->score, "numeric");
  gtk_widget_set_parent (self->score, GTK_WIDGET (self));

  self->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status), 1);
  gtk_label_set_ellipsize (GTK_LABEL (self->status), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->status, "side-status");
  gtk_widget_set_parent (self->status, GTK_WIDGET (self));

  self->progress = gtk_level_bar_new_for_interval (0, 1);
  /* Short of the minimum the bar keeps the accent colour; the success
   * colour ("full") only once the opening is reached. The default offsets
   * would call anything past three quarters full. */
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->progress), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (self->progress), GTK_LEVEL_BAR_OFFSET_HIGH, 0.999);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (self->progress), GTK_LEVEL_BAR_OFFSET_FULL, 1.0);
  gtk_widget_set_visible (self->progress, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Opening progress"),
                                  -1);
  gtk_widget_set_parent (self->progress, GTK_WIDGET (self));

  self->note = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->note), 0);
  gtk_label_set_ellipsize (GTK_LABEL (self->note), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (self->note, "side-note");
  gtk_widget_set_visible (self->note, FALSE);
  gtk_widget_set_parent (self->note, GTK_WIDGET (self));

  self->threes_anchor = gtk_label_new (NULL);
  gtk_widget_set_can_target (self->threes_anchor, FALSE);
  gtk_widget_set_parent (self->threes_anchor, GTK_WIDGET (self));

  self->hint = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->hint), TRUE);
  gtk_widget_add_css_class (self->hint, "side-hint");
  gtk_widget_set_parent (self->hint, GTK_WIDGET (self));

  target = canasta_drop_hover_attach (&self->drop_hover, GTK_WIDGET (self), takes_drops);
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), self);

  click = gtk_gesture_click_new ();
  g_signal_connect (click, "released", G_CALLBACK (area_click_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
canasta_side_view_new (int side)
{
  CanastaSideView *self = g_object_new (CANASTA_TYPE_SIDE_VIEW, NULL);

  self->side = side;

  return GTK_WIDGET (self);
}

int
canasta_side_view_get_side (CanastaSideView *self)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), -1);
  return self->side;
}

void
canasta_side_view_set_models (CanastaSideView *self,
                              GListModel      *melds,
                              GListModel      *red_threes)
{
  g_return_if_fail (CANASTA_IS_SIDE_VIEW (self));

  if (self->melds != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->melds, melds_changed_cb, self);
      melds_changed_cb (self->melds, 0, self->meld_views->len, 0, self);
      g_clear_object (&self->melds);
    }
  if (self->red_threes != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->red_threes, threes_changed_cb, self);
      threes_changed_cb (self->red_threes, 0, self->three_views->len, 0, self);
      g_clear_object (&self->red_threes);
    }

  if (melds != NULL)
    {
      self->melds = g_object_ref (melds);
      g_signal_connect (melds, "items-changed", G_CALLBACK (melds_changed_cb), self);
      melds_changed_cb (melds, 0, 0, g_list_model_get_n_items (melds), self);
    }
  if (red_threes != NULL)
    {
      self->red_threes = g_object_ref (red_threes);
      g_signal_connect (red_threes, "items-changed", G_CALLBACK (threes_changed_cb), self);
      threes_changed_cb (red_threes, 0, 0, g_list_model_get_n_items (red_threes), self);
    }
}

/* name, the side's players; total, its total as the score sheet writes
 * it. */
void
canasta_side_view_set_heading (CanastaSideView *self,
                               const char      *name,
                               const char      *total,
                               const char      *status)
{
  g_autofree char *title = NULL;
  g_autofree char *score = NULL;
  g_autofree char *label = NULL;

  g_return_if_fail (CANASTA_IS_SIDE_VIEW (self));

  title = cn_text_side_title (name, total);
  score = cn_text_side_total (total);
  gtk_label_set_text (GTK_LABEL (self->title), name);
  gtk_label_set_text (GTK_LABEL (self->score), score);
  gtk_label_set_text (GTK_LABEL (self->status), status);
  /* The names cut short are read whole where the pointer rests. */
  gtk_widget_set_tooltip_text (self->title, title);

  label = g_strdup_printf ("%s — %s", title, status);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

void
canasta_side_view_set_note (CanastaSideView *self,
                            const char      *note,
                            const char      *tooltip)
{
  g_return_if_fail (CANASTA_IS_SIDE_VIEW (self));

  gtk_label_set_text (GTK_LABEL (self->note), note != NULL ? note : "");
  gtk_widget_set_tooltip_text (self->note, tooltip);
  gtk_widget_set_visible (self->note, note != NULL);
}

const char *
canasta_side_view_get_note (CanastaSideView *self)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), NULL);

  return gtk_widget_get_visible (self->note) ? gtk_label_get_text (GTK_LABEL (self->note)) : NULL;
}

void
canasta_side_view_set_accepts_drops (CanastaSideView *self,
                                     gboolean         accepts)
{
  g_return_if_fail (CANASTA_IS_SIDE_VIEW (self));

  self->accepts_drops = !!accepts;
  gtk_label_set_text (GTK_LABEL (self->hint),
                      accepts ? _("Drop cards here to start a new meld") : "");
}

GtkWidget *
canasta_side_view_get_meld_widget (CanastaSideView *self,
                                   int              index)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), NULL);

  for (guint i = 0; i < self->meld_views->len; i++)
    {
      CanastaMeldView *view = g_ptr_array_index (self->meld_views, i);

      if (canasta_meld_get_index (canasta_meld_view_get_meld (view)) == index)
        return GTK_WIDGET (view);
    }

  return self->hint;
}

GtkWidget *
canasta_side_view_get_red_threes_widget (CanastaSideView *self)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), NULL);
  return self->threes_anchor;
}

/* The share of the opening minimum melded so far; negative hides the bar. */
void
canasta_side_view_set_progress (CanastaSideView *self,
                                double           fraction)
{
  g_return_if_fail (CANASTA_IS_SIDE_VIEW (self));

  gtk_widget_set_visible (self->progress, fraction >= 0);
  if (fraction >= 0)
    gtk_level_bar_set_value (GTK_LEVEL_BAR (self->progress), CLAMP (fraction, 0, 1));
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

const char *
canasta_side_view_get_status (CanastaSideView *self)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->status));
}

gboolean
canasta_side_view_get_drop_highlighted (CanastaSideView *self)
{
  g_return_val_if_fail (CANASTA_IS_SIDE_VIEW (self), FALSE);

  if (self->drop_hover.active)
    return TRUE;
  for (guint i = 0; i < self->meld_views->len; i++)
    if (canasta_meld_view_get_drop_highlighted (g_ptr_array_index (self->meld_views, i)))
      return TRUE;
  return FALSE;
}
