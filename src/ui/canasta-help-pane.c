/* canasta-help-pane.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-help-example.h"
#include "canasta-help-pane.h"
#include "canasta-help-table.h"
#include "canasta-messages.h"
#include "cn-help.h"
#include "cn-text.h"

struct _CanastaHelpPane
{
  AdwBin         parent_instance;

  /* Template children */
  AdwLeaflet    *leaflet;
  GtkLabel      *variant_label;
  GtkLabel      *players_label;
  GtkListBox    *section_list;
  GtkWidget     *content;
  GtkStack      *stack;
  GtkWidget     *back_button;

  /* Owned */
  CnHelpDoc     *doc;
  GHashTable    *examples;     /* file name → CanastaHelpExample, borrowed from the pages */
  char          *section;
  const CnRules *rules;
  int            players;
  gboolean       selecting;
};

G_DEFINE_FINAL_TYPE (CanastaHelpPane, canasta_help_pane, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_SECTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* -------------------------------------------------------------- blocks */

static GtkWidget *
text_label_new (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  return label;
}

static GtkWidget *
list_new (char **items)
{
  GtkWidget *list = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 6,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                  NULL);

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      GtkWidget *item = g_object_new (GTK_TYPE_BOX,
                                      "orientation", GTK_ORIENTATION_HORIZONTAL,
                                      "spacing", 8,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_LIST_ITEM,
                                      NULL);
      GtkWidget *bullet = gtk_label_new ("•");
      GtkWidget *text = text_label_new (items[i]);

      gtk_widget_set_valign (bullet, GTK_ALIGN_START);
      gtk_widget_set_margin_start (bullet, 6);
      gtk_widget_add_css_class (bullet, "dim-label");
      gtk_accessible_update_state (GTK_ACCESSIBLE (bullet), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_widget_set_hexpand (text, TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (item),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (GTK_LABEL (text)),
                                      -1);
      gtk_box_append (GTK_BOX (item), bullet);
      gtk_box_append (GTK_BOX (item), text);
      gtk_box_append (GTK_BOX (list), item);
    }
  return list;
}

/* A column of numbers reads best aligned on the right. */
static gboolean
column_is_numeric (const CnHelpBlock *block,
                   guint              column)
{
  for (guint r = 0; r < block->n_rows; r++)
    {
      const char *cell = block->cells[r * block->n_columns + column];
      gunichar c;

      if (cell == NULL || *cell == '\0')
        continue;
      c = g_utf8_get_char (cell);
      if (!g_unichar_isdigit (c) && c != '-' && c != 0x2212 && c != '+')
        return FALSE;
    }
  return TRUE;
}

static GtkWidget *
table_new (const CnHelpBlock *block)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *grid = g_object_new (GTK_TYPE_GRID,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TABLE,
                                  "column-spacing", 18,
                                  "row-spacing", 6,
                                  "margin-start", 12,
                                  "margin-end", 12,
                                  "margin-top", 10,
                                  "margin-bottom", 10,
                                  NULL);
  g_autofree gboolean *numeric = g_new0 (gboolean, block->n_columns);

  if (block->title != NULL && *block->title != '\0')
    {
      GtkWidget *caption = text_label_new (block->title);

      gtk_widget_add_css_class (caption, "heading");
      gtk_box_append (GTK_BOX (box), caption);
      gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, gtk_label_get_text (GTK_LABEL (caption)),
                                      -1);
    }

  for (guint c = 0; c < block->n_columns; c++)
    {
      GtkWidget *head = text_label_new (block->header != NULL && block->header[c] != NULL ? block->header[c] : "");

      numeric[c] = c > 0 && column_is_numeric (block, c);
      gtk_label_set_wrap_mode (GTK_LABEL (head), PANGO_WRAP_WORD);
      gtk_label_set_xalign (GTK_LABEL (head), numeric[c] ? 1 : 0);
      gtk_widget_add_css_class (head, "heading");
      gtk_widget_set_hexpand (head, c == 0);
      gtk_grid_attach (GTK_GRID (grid), head, c, 0, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                   0, 1, block->n_columns, 1);

  for (guint r = 0; r < block->n_rows; r++)
    for (guint c = 0; c < block->n_columns; c++)
      {
        const char *text = block->cells[r * block->n_columns + c];
        GtkWidget *cell = text_label_new (text != NULL ? text : "");

        /* Whole words only: a pane too narrow for them shows the rows as
         * cards instead (canasta-help-table.c). */
        gtk_label_set_wrap_mode (GTK_LABEL (cell), PANGO_WRAP_WORD);
        gtk_label_set_xalign (GTK_LABEL (cell), numeric[c] ? 1 : 0);
        if (numeric[c])
          gtk_widget_add_css_class (cell, "numeric");
        gtk_grid_attach (GTK_GRID (grid), cell, c, r + 2, 1, 1);
      }

  gtk_widget_add_css_class (frame, "card");
  gtk_box_append (GTK_BOX (frame), grid);

  /* The same rows as cards, each value after its column's heading, for a
   * pane narrower than the table's words. */
  {
    GtkWidget *records = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

    for (guint r = 0; r < block->n_rows; r++)
      {
        GtkWidget *record = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
        const char *first = block->cells[r * block->n_columns];
        GtkWidget *name = text_label_new (first != NULL ? first : "");

        gtk_widget_add_css_class (record, "card");
        gtk_widget_set_margin_start (name, 12);
        gtk_widget_set_margin_end (name, 12);
        gtk_widget_set_margin_top (name, 8);
        gtk_widget_add_css_class (name, "heading");
        gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD);
        gtk_box_append (GTK_BOX (record), name);
        for (guint c = 1; c < block->n_columns; c++)
          {
            const char *head = block->header != NULL && block->header[c] != NULL ? block->header[c] : "";
            const char *text = block->cells[r * block->n_columns + c];
            /* Translators: a table's column heading and a row's value, in
             * the narrow layout of a rules table: "Players: 4" */
            g_autofree char *line = g_strdup_printf (_("<b>%s</b>: %s"), head, text != NULL ? text : "");
            GtkWidget *label = text_label_new (line);

            gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
            gtk_widget_set_margin_start (label, 12);
            gtk_widget_set_margin_end (label, 12);
            if (c + 1 == block->n_columns)
              gtk_widget_set_margin_bottom (label, 8);
            gtk_box_append (GTK_BOX (record), label);
          }
        gtk_box_append (GTK_BOX (records), record);
      }

    gtk_box_append (GTK_BOX (box), canasta_help_table_new (frame, records));
  }

  return box;
}

/* ------------------------------------------------------------ sections */

static const CnHelpSection *
find_section (CanastaHelpPane *self,
              const char      *id)
{
  return self->doc != NULL && id != NULL ? cn_help_doc_find_section (self->doc, id) : NULL;
}

static const CnHelpSection *
next_section (CanastaHelpPane     *self,
              const CnHelpSection *section)
{
  for (guint i = 0; i + 1 < self->doc->sections->len; i++)
    if (g_ptr_array_index (self->doc->sections, i) == section)
      return g_ptr_array_index (self->doc->sections, i + 1);
  return NULL;
}

static void
next_clicked_cb (GtkButton       *button,
                 CanastaHelpPane *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "canasta-section");

  canasta_help_pane_show_section (self, id);
}

/* The page of one section, built the first time it is shown. */
static GtkWidget *
section_page_new (CanastaHelpPane     *self,
                  const CnHelpSection *section)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = text_label_new (NULL);
  const CnHelpSection *next;

  gtk_label_set_text (GTK_LABEL (title), section->title);
  gtk_widget_add_css_class (title, "title-2");
  gtk_accessible_update_property (GTK_ACCESSIBLE (title),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 1,
                                  -1);
  gtk_box_append (GTK_BOX (box), title);

  for (guint i = 0; i < section->blocks->len; i++)
    {
      const CnHelpBlock *block = g_ptr_array_index (section->blocks, i);
      GtkWidget *widget = NULL;

      switch (block->kind)
        {
        case CN_HELP_BLOCK_PARAGRAPH:
          widget = text_label_new (block->text);
          break;

        case CN_HELP_BLOCK_LIST:
          widget = list_new (block->items);
          break;

        case CN_HELP_BLOCK_TABLE:
          widget = table_new (block);
          break;

        case CN_HELP_BLOCK_EXAMPLE:
          widget = canasta_help_example_new (block->example, block->title, block->text);
          gtk_widget_set_margin_top (widget, 6);
          gtk_widget_set_margin_bottom (widget, 6);
          g_hash_table_insert (self->examples, g_strdup (block->example), widget);
          break;

        default:
          g_assert_not_reached ();
        }
      gtk_box_append (GTK_BOX (box), widget);
    }

  next = next_section (self, section);
  if (next != NULL)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *text;
      g_autofree char *label = NULL;

      /* Translators: the button at the end of a help section: "Next: Card Values" */
      label = g_strdup_printf (_("Next: %s"), next->title);
      /* The label wraps: a long section name in a narrow pane ("Avanti: Come
       * si gioca in questa applicazione") would widen the page past it. */
      text = gtk_label_new (label);
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_widget_add_css_class (text, "heading");
      gtk_box_append (GTK_BOX (content), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_box_append (GTK_BOX (content), text);
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, text, NULL,
                                      -1);
      gtk_widget_set_halign (button, GTK_ALIGN_END);
      gtk_widget_set_margin_top (button, 12);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "canasta-section", g_strdup (next->id), g_free);
      g_signal_connect_object (button, "clicked", G_CALLBACK (next_clicked_cb), self, 0);
      gtk_box_append (GTK_BOX (box), button);
    }

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 24);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  return scroller;
}

static GtkListBoxRow *
find_row (CanastaHelpPane *self,
          const char      *id)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->section_list));
       row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *row_id = g_object_get_data (G_OBJECT (row), "canasta-section");

      if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (row_id, id) == 0)
        return GTK_LIST_BOX_ROW (row);
    }
  return NULL;
}

/* Shows a section's page, building it if needed. */
static GtkWidget *
ensure_page (CanastaHelpPane *self,
             const char      *id)
{
  const CnHelpSection *section = find_section (self, id);
  GtkWidget *page;

  if (section == NULL)
    return NULL;

  page = gtk_stack_get_child_by_name (self->stack, id);
  if (page == NULL)
    {
      page = section_page_new (self, section);
      gtk_stack_add_titled (self->stack, page, id, section->title);
    }
  return page;
}

static void
select_section (CanastaHelpPane *self,
                const char      *id,
                gboolean         to_top)
{
  GtkWidget *page = ensure_page (self, id);
  GtkListBoxRow *row = find_row (self, id);

  g_return_if_fail (page != NULL);

  gtk_stack_set_visible_child (self->stack, page);
  if (to_top)
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page));

      gtk_adjustment_set_value (adj, gtk_adjustment_get_lower (adj));
    }

  if (row != NULL && gtk_list_box_get_selected_row (self->section_list) != row)
    {
      self->selecting = TRUE;
      gtk_list_box_select_row (self->section_list, row);
      self->selecting = FALSE;
    }

  if (g_strcmp0 (self->section, id) != 0)
    {
      g_free (self->section);
      self->section = g_strdup (id);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SECTION]);
    }
}

static void
row_selected_cb (CanastaHelpPane *self,
                 GtkListBoxRow   *row)
{
  const char *id;

  if (row == NULL || self->selecting)
    return;
  id = g_object_get_data (G_OBJECT (row), "canasta-section");
  select_section (self, id, TRUE);
}

static void
row_activated_cb (CanastaHelpPane *self,
                  GtkListBoxRow   *row)
{
  const char *id = g_object_get_data (G_OBJECT (row), "canasta-section");

  select_section (self, id, FALSE);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

static void
sections_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  CanastaHelpPane *self = CANASTA_HELP_PANE (widget);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->section_list);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
}

static void
clear_pages (CanastaHelpPane *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->examples);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->stack))) != NULL)
    gtk_stack_remove (self->stack, child);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->section_list))) != NULL)
    gtk_list_box_remove (self->section_list, child);
}

static void
rebuild (CanastaHelpPane *self)
{
  g_autofree char *keep = g_strdup (self->section);
  g_autofree char *players = NULL;
  const CnSeating *seating;
  const CnHelpSection *first;

  clear_pages (self);
  g_clear_pointer (&self->doc, cn_help_doc_free);
  self->doc = cn_help_build (self->rules, self->players);

  seating = cn_rules_seating (self->rules, self->doc->players);
  gtk_label_set_text (self->variant_label, cn_text_variant_name (self->rules->variant));
  if (seating != NULL)
    {
      int n = seating->players;

      /* Translators: under the variant's name in the help */
      players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", n), n);
    }
  gtk_label_set_text (self->players_label, players != NULL ? players : "");
  gtk_widget_set_visible (GTK_WIDGET (self->players_label), players != NULL);

  for (guint i = 0; i < self->doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (self->doc->sections, i);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (section->title);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, section->title,
                                      -1);
      g_object_set_data_full (G_OBJECT (row), "canasta-section", g_strdup (section->id), g_free);
      gtk_list_box_append (self->section_list, row);
    }

  /* Keep the reader's place when the rules change under the pane. */
  if (find_section (self, keep) == NULL)
    {
      first = self->doc->sections->len > 0 ? g_ptr_array_index (self->doc->sections, 0) : NULL;
      g_clear_pointer (&keep, g_free);
      keep = first != NULL ? g_strdup (first->id) : NULL;
    }
  if (keep != NULL)
    select_section (self, keep, TRUE);
}

/* -------------------------------------------------------------- GObject */

static void
canasta_help_pane_dispose (GObject *object)
{
  CanastaHelpPane *self = CANASTA_HELP_PANE (object);

  g_hash_table_remove_all (self->examples);
  /* The template's top widget is the bin's child: unparent it once, here,
   * before the template drops its own reference. */
  adw_bin_set_child (ADW_BIN (object), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), CANASTA_TYPE_HELP_PANE);

  G_OBJECT_CLASS (canasta_help_pane_parent_class)->dispose (object);
}

static void
canasta_help_pane_finalize (GObject *object)
{
  CanastaHelpPane *self = CANASTA_HELP_PANE (object);

  g_clear_pointer (&self->doc, cn_help_doc_free);
  g_clear_pointer (&self->examples, g_hash_table_unref);
  g_free (self->section);

  G_OBJECT_CLASS (canasta_help_pane_parent_class)->finalize (object);
}

static void
canasta_help_pane_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CanastaHelpPane *self = CANASTA_HELP_PANE (object);

  switch (prop_id)
    {
    case PROP_SECTION:
      g_value_set_string (value, self->section);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_help_pane_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  CanastaHelpPane *self = CANASTA_HELP_PANE (object);

  switch (prop_id)
    {
    case PROP_SECTION:
      if (g_value_get_string (value) != NULL)
        canasta_help_pane_show_section (self, g_value_get_string (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
canasta_help_pane_class_init (CanastaHelpPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = canasta_help_pane_dispose;
  object_class->finalize = canasta_help_pane_finalize;
  object_class->get_property = canasta_help_pane_get_property;
  object_class->set_property = canasta_help_pane_set_property;

  properties[PROP_SECTION] =
    g_param_spec_string ("section", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-help-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, leaflet);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, variant_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, players_label);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, section_list);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, content);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, stack);
  gtk_widget_class_bind_template_child (widget_class, CanastaHelpPane, back_button);
  gtk_widget_class_bind_template_callback (widget_class, row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);

  gtk_widget_class_install_action (widget_class, "help.sections", NULL, sections_action);

  gtk_widget_class_set_css_name (widget_class, "helppane");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);

  g_type_ensure (CANASTA_TYPE_HELP_EXAMPLE);
}

static void
canasta_help_pane_init (CanastaHelpPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));

  canasta_help_drop_mnemonic (self->back_button);

  self->examples = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Rules"),
                                  -1);

  self->rules = cn_rules_get (CN_VARIANT_CLASSIC);
  self->players = 0;
  rebuild (self);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
}

/* --------------------------------------------------------------- public */

GtkWidget *
canasta_help_pane_new (void)
{
  return g_object_new (CANASTA_TYPE_HELP_PANE, NULL);
}

void
canasta_help_pane_set_rules (CanastaHelpPane *self,
                             const CnRules   *rules,
                             int              players)
{
  g_return_if_fail (CANASTA_IS_HELP_PANE (self));

  if (rules == NULL)
    rules = cn_rules_get (CN_VARIANT_CLASSIC);
  if (self->rules == rules && self->players == players && self->doc != NULL)
    return;

  self->rules = rules;
  self->players = players;
  rebuild (self);
}

const CnRules *
canasta_help_pane_get_rules (CanastaHelpPane *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_PANE (self), NULL);
  return self->rules;
}

gboolean
canasta_help_pane_show_section (CanastaHelpPane *self,
                                const char      *section_id)
{
  g_return_val_if_fail (CANASTA_IS_HELP_PANE (self), FALSE);
  g_return_val_if_fail (section_id != NULL, FALSE);

  if (find_section (self, section_id) == NULL)
    return FALSE;

  select_section (self, section_id, TRUE);
  adw_leaflet_set_visible_child (self->leaflet, self->content);
  return TRUE;
}

const char *
canasta_help_pane_get_section (CanastaHelpPane *self)
{
  g_return_val_if_fail (CANASTA_IS_HELP_PANE (self), NULL);
  return self->section;
}

CanastaHelpExample *
canasta_help_pane_get_example (CanastaHelpPane *self,
                               const char      *file)
{
  g_return_val_if_fail (CANASTA_IS_HELP_PANE (self), NULL);
  g_return_val_if_fail (file != NULL, NULL);

  if (self->doc == NULL)
    return NULL;

  /* Build the page of the section that shows the example. */
  for (guint i = 0; i < self->doc->sections->len; i++)
    {
      const CnHelpSection *section = g_ptr_array_index (self->doc->sections, i);

      for (guint j = 0; j < section->blocks->len; j++)
        {
          const CnHelpBlock *block = g_ptr_array_index (section->blocks, j);

          if (block->kind == CN_HELP_BLOCK_EXAMPLE && g_strcmp0 (block->example, file) == 0)
            {
              ensure_page (self, section->id);
              return g_hash_table_lookup (self->examples, file);
            }
        }
    }
  return NULL;
}
