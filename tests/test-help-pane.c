/* test-help-pane.c: the rules help pane and its interactive examples
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <adwaita.h>

#include "canasta-application.h"
#include "canasta-help-example.h"
#include "canasta-help-pane.h"
#include "canasta-messages.h"
#include "cn-help.h"
#include "cn-scenario.h"

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static GtkWidget *
window_with_pane (CanastaHelpPane **pane,
                  int               width,
                  int               height)
{
  GtkWidget *window = gtk_window_new ();

  *pane = CANASTA_HELP_PANE (canasta_help_pane_new ());
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (*pane));
  gtk_window_present (GTK_WINDOW (window));
  spin (150);
  return window;
}

static AdwLeaflet *
pane_leaflet (CanastaHelpPane *pane)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (pane));

  g_assert_true (ADW_IS_LEAFLET (child));
  return ADW_LEAFLET (child);
}

/* The section list is the leaflet's first page; its rows carry the ids. */
static GtkListBox *
pane_list (CanastaHelpPane *pane)
{
  GtkWidget *sidebar = adw_leaflet_get_child_by_name (pane_leaflet (pane), "sections");

  for (GtkWidget *w = gtk_widget_get_first_child (sidebar); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_SCROLLED_WINDOW (w))
      {
        GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (w));

        if (GTK_IS_VIEWPORT (child))
          child = gtk_viewport_get_child (GTK_VIEWPORT (child));
        g_assert_true (GTK_IS_LIST_BOX (child));
        return GTK_LIST_BOX (child);
      }
  g_assert_not_reached ();
}

static const char *
selected_id (CanastaHelpPane *pane)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (pane_list (pane));

  return row != NULL ? g_object_get_data (G_OBJECT (row), "canasta-section") : NULL;
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  while (gtk_list_box_get_row_at_index (list, n) != NULL)
    n++;
  return n;
}

/* Every button of a widget tree has a name a screen reader can read. */
static void
assert_buttons_named (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    {
      GtkWidget *child = gtk_button_get_child (GTK_BUTTON (widget));
      const char *label = gtk_button_get_label (GTK_BUTTON (widget));

      if (ADW_IS_BUTTON_CONTENT (child))
        label = adw_button_content_get_label (ADW_BUTTON_CONTENT (child));
      else if (GTK_IS_LABEL (child))
        label = gtk_label_get_label (GTK_LABEL (child));
      g_assert_nonnull (label);
      g_assert_cmpstr (label, !=, "");
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_buttons_named (child);
}

static void
count_cb (guint *counter)
{
  (*counter)++;
}

/* -------------------------------------------------------------- tests */

static void
test_sections_every_variant (void)
{
  CanastaHelpPane *pane;
  GtkWidget *window = window_with_pane (&pane, 1000, 760);
  guint n_notify = 0;

  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      for (int s = -1; s < CN_MAX_SEATINGS; s++)
        {
          int players = s < 0 ? 0 : rules->seatings[s].players;
          g_autoptr(CnHelpDoc) doc = NULL;

          if (s >= 0 && players == 0)
            break;

          g_test_message ("%s, %d players", rules->id, players);
          canasta_help_pane_set_rules (pane, rules, players);
          g_assert_true (canasta_help_pane_get_rules (pane) == rules);
          doc = cn_help_build (rules, players);
          g_assert_cmpuint (count_rows (pane_list (pane)), ==, doc->sections->len);

          for (guint i = 0; i < doc->sections->len; i++)
            {
              const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

              g_assert_true (canasta_help_pane_show_section (pane, section->id));
              g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, section->id);
              g_assert_cmpstr (selected_id (pane), ==, section->id);
              g_assert_true (adw_leaflet_get_visible_child (pane_leaflet (pane)) ==
                             adw_leaflet_get_child_by_name (pane_leaflet (pane), "content"));
            }
          spin (10);
          assert_buttons_named (GTK_WIDGET (pane));
        }
    }

  /* The ids the engine's refusals cite are all sections of the help. */
  canasta_help_pane_set_rules (pane, cn_rules_get (CN_VARIANT_CLASSIC), 4);
  for (CnCode code = CN_OK + 1; code < CN_N_CODES; code++)
    {
      const char *id = cn_help_section_for_code (code);

      g_assert_true (canasta_help_pane_show_section (pane, id));
      g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, id);
    }

  /* An unknown id changes nothing. */
  canasta_help_pane_show_section (pane, "pile");
  g_signal_connect_swapped (pane, "notify::section", G_CALLBACK (count_cb), &n_notify);
  g_assert_false (canasta_help_pane_show_section (pane, "no-such-section"));
  g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, "pile");
  /* Showing the section already shown does not notify. */
  g_assert_true (canasta_help_pane_show_section (pane, "pile"));
  g_assert_cmpuint (n_notify, ==, 0);
  g_assert_true (canasta_help_pane_show_section (pane, "opening"));
  g_assert_cmpuint (n_notify, ==, 1);

  /* Changing the rules keeps the reader's section. */
  canasta_help_pane_set_rules (pane, cn_rules_get (CN_VARIANT_ITALIAN), 0);
  g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, "opening");

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

/* The verdict the scenario file's "expect" claims for one move. */
static void
assert_verdict_matches (JsonNode        *expected,
                        const CnVerdict *verdict,
                        const char      *message,
                        const char      *file,
                        guint            step)
{
  g_test_message ("%s, move %u: %s", file, step, message);

  if (JSON_NODE_HOLDS_VALUE (expected) && json_node_get_value_type (expected) == G_TYPE_BOOLEAN)
    {
      g_assert_true (json_node_get_boolean (expected));
      g_assert_cmpint (verdict->code, ==, CN_OK);
      g_assert_true (g_str_has_prefix (message, "Accepted"));
    }
  else
    {
      g_autofree char *reason = canasta_verdict_message (verdict);
      g_autofree char *shown = g_strdup_printf ("Refused: %s", reason);

      g_assert_cmpstr (cn_code_name (verdict->code), ==, json_node_get_string (expected));
      g_assert_cmpstr (reason, !=, "");
      g_assert_cmpstr (message, ==, shown);
    }
}

static CnScenario *
load_resource_scenario (const char *file)
{
  g_autofree char *path = g_strconcat (RESOURCE_BASE "/help/examples/", file, NULL);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  CnScenario *scenario;
  gsize size;
  gconstpointer data;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &size);
  scenario = cn_scenario_new_from_data (data, (gssize) size, &error);
  g_assert_no_error (error);
  return scenario;
}

static void
test_examples_verdicts (void)
{
  CanastaHelpPane *pane;
  GtkWidget *window = window_with_pane (&pane, 1000, 760);
  g_autoptr(CnHelpDoc) doc = cn_help_build (cn_rules_get (CN_VARIANT_CLASSIC), 4);
  g_auto(GStrv) files = cn_help_doc_list_examples (doc, NULL);
  guint n_checked = 0;

  canasta_help_pane_set_rules (pane, cn_rules_get (CN_VARIANT_CLASSIC), 4);
  g_assert_cmpuint (g_strv_length (files), >=, 10);

  for (guint f = 0; files[f] != NULL; f++)
    {
      CanastaHelpExample *example = canasta_help_pane_get_example (pane, files[f]);
      g_autoptr(CnScenario) scenario = load_resource_scenario (files[f]);
      JsonObject *expect = cn_scenario_get_expect (scenario);
      JsonArray *results;
      const CnState *state;

      g_assert_nonnull (example);
      g_assert_true (canasta_help_example_get_loaded (example));
      g_assert_cmpstr (canasta_help_example_get_file (example), ==, files[f]);
      g_assert_nonnull (expect);
      results = json_object_get_array_member (expect, "results");
      g_assert_cmpuint (canasta_help_example_get_n_steps (example), ==, json_array_get_length (results));

      /* Only the next move can be tried: the moves build on each other. */
      if (canasta_help_example_get_n_steps (example) > 1)
        {
          g_assert_true (gtk_widget_get_sensitive (canasta_help_example_get_step_button (example, 0)));
          g_assert_false (gtk_widget_get_sensitive (canasta_help_example_get_step_button (example, 1)));
        }

      for (guint i = 0; i < canasta_help_example_get_n_steps (example); i++)
        {
          CnVerdict verdict;

          g_assert_false (canasta_help_example_get_step_verdict (example, i, NULL));
          g_signal_emit_by_name (canasta_help_example_get_step_button (example, i), "clicked");
          g_assert_true (canasta_help_example_get_step_verdict (example, i, &verdict));
          assert_verdict_matches (json_array_get_element (results, i), &verdict,
                                  canasta_help_example_get_step_message (example, i), files[f], i);
          n_checked++;
        }

      state = canasta_help_example_get_state (example);
      if (json_object_has_member (expect, "round_over"))
        g_assert_cmpint (state->phase == CN_PHASE_ROUND_OVER, ==,
                         json_object_get_boolean_member (expect, "round_over"));

      /* Reset puts the cards back. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (example), "example.reset", NULL));
      state = canasta_help_example_get_state (example);
      g_assert_cmpint (state->pile_n, ==, scenario->state.pile_n);
      g_assert_cmpint (state->phase, ==, scenario->state.phase);
      g_assert_cmpint (state->turn, ==, scenario->state.turn);
      g_assert_cmpmem (state->hand_n, sizeof state->hand_n, scenario->state.hand_n, sizeof scenario->state.hand_n);
      g_assert_cmpmem (state->n_melds, sizeof state->n_melds, scenario->state.n_melds, sizeof scenario->state.n_melds);
      for (guint i = 0; i < canasta_help_example_get_n_steps (example); i++)
        {
          g_assert_false (canasta_help_example_get_step_verdict (example, i, NULL));
          g_assert_null (canasta_help_example_get_step_message (example, i));
        }
      spin (5);
    }
  g_assert_cmpuint (n_checked, >=, 30);

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static void
test_frozen_pile_example (void)
{
  CanastaHelpPane *pane;
  GtkWidget *window = window_with_pane (&pane, 1000, 760);
  CanastaHelpExample *example;
  CnVerdict verdict;
  g_autofree char *reason = NULL;
  const char *message;

  g_assert_true (canasta_help_pane_show_section (pane, "pile"));
  example = canasta_help_pane_get_example (pane, "pile-frozen-wild-refused.json");
  g_assert_nonnull (example);
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (example), GTK_WIDGET (pane)));

  /* A frozen pile: one nine and a joker are refused, with the reason. */
  g_signal_emit_by_name (canasta_help_example_get_step_button (example, 0), "clicked");
  g_assert_true (canasta_help_example_get_step_verdict (example, 0, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_PILE_FROZEN);
  g_assert_cmpstr (cn_code_section (verdict.code), ==, "pile");
  reason = canasta_verdict_message (&verdict);
  message = canasta_help_example_get_step_message (example, 0);
  g_assert_true (g_str_has_prefix (message, "Refused: "));
  g_assert_nonnull (strstr (message, reason));
  g_assert_nonnull (strstr (reason, "frozen"));
  /* The refused move left the position alone; the next move is enabled. */
  g_assert_cmpint (canasta_help_example_get_state (example)->phase, ==, CN_PHASE_DRAW);
  g_assert_true (gtk_widget_get_sensitive (canasta_help_example_get_step_button (example, 1)));
  g_assert_false (gtk_widget_get_sensitive (canasta_help_example_get_step_button (example, 0)));

  /* Drawing is accepted. */
  g_signal_emit_by_name (canasta_help_example_get_step_button (example, 1), "clicked");
  g_assert_true (canasta_help_example_get_step_verdict (example, 1, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_OK);
  g_assert_cmpstr (canasta_help_example_get_step_message (example, 1), ==, "Accepted.");
  spin (50);

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}


/* The example played on its cards as at the table: select the cards and
 * press the move's button; a move the example does not show next is
 * answered, and the position does not change. */
static void
test_play_on_cards (void)
{
  CanastaHelpPane *pane;
  GtkWidget *window = window_with_pane (&pane, 1000, 760);
  CanastaHelpExample *example;
  CnVerdict verdict;

  g_assert_true (canasta_help_pane_show_section (pane, "pile"));
  example = canasta_help_pane_get_example (pane, "pile-pair.json");
  g_assert_nonnull (example);
  g_assert_cmpstr (canasta_help_example_get_hand_title (example), ==, "Marco’s hand");

  /* Melding nothing before drawing: refused, with the reason. */
  g_signal_emit_by_name (canasta_help_example_get_play_button (example, CN_MOVE_MELD), "clicked");
  g_assert_true (g_str_has_prefix (canasta_help_example_get_play_message (example), "Refused: "));
  g_assert_false (canasta_help_example_get_step_verdict (example, 0, NULL));

  /* Drawing is allowed, but the example takes the pile. */
  g_signal_emit_by_name (canasta_help_example_get_play_button (example, CN_MOVE_DRAW), "clicked");
  g_assert_true (g_str_has_prefix (canasta_help_example_get_play_message (example), "Allowed, but "));
  g_assert_false (canasta_help_example_get_step_verdict (example, 0, NULL));

  /* The two sevens, selected on the cards, take the pile. */
  g_signal_emit_by_name (canasta_help_example_get_hand_card (example, CN_CARD (7, CN_SUIT_HEARTS)), "activate");
  g_signal_emit_by_name (canasta_help_example_get_hand_card (example, CN_CARD (7, CN_SUIT_DIAMONDS)), "activate");
  g_signal_emit_by_name (canasta_help_example_get_play_button (example, CN_MOVE_TAKE_PILE), "clicked");
  g_assert_true (canasta_help_example_get_step_verdict (example, 0, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_OK);
  g_assert_cmpint (canasta_help_example_get_state (example)->phase, ==, CN_PHASE_PLAY);

  g_signal_emit_by_name (canasta_help_example_get_hand_card (example, CN_CARD (CN_RANK_KING, CN_SUIT_CLUBS)), "activate");
  g_signal_emit_by_name (canasta_help_example_get_play_button (example, CN_MOVE_DISCARD), "clicked");
  g_assert_true (canasta_help_example_get_step_verdict (example, 1, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_OK);
  /* The view stays on Marco after his turn ends. */
  g_assert_cmpstr (canasta_help_example_get_hand_title (example), ==, "Marco’s hand");

  /* Asking the partner: the answer plays itself, and the view stays on
   * Rosa, the player the example follows. */
  g_assert_true (canasta_help_pane_show_section (pane, "going-out"));
  example = canasta_help_pane_get_example (pane, "ask-partner.json");
  g_assert_nonnull (example);
    {
      g_signal_emit_by_name (canasta_help_example_get_play_button (example, CN_MOVE_ASK_GO_OUT), "clicked");
      g_assert_true (canasta_help_example_get_step_verdict (example, 0, &verdict));
      g_assert_cmpint (verdict.code, ==, CN_OK);
      for (int i = 0; i < 50 && !canasta_help_example_get_step_verdict (example, 1, NULL); i++)
        spin (20);
      g_assert_true (canasta_help_example_get_step_verdict (example, 1, &verdict));
      g_assert_cmpstr (canasta_help_example_get_hand_title (example), ==, "Rosa’s hand");
    }

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static void
test_resources (void)
{
  /* Every example any variant's help names is in the resource. */
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      for (int s = 0; s < CN_MAX_SEATINGS && rules->seatings[s].players != 0; s++)
        {
          g_autoptr(CnHelpDoc) doc = cn_help_build (rules, rules->seatings[s].players);
          g_auto(GStrv) files = cn_help_doc_list_examples (doc, NULL);

          for (guint f = 0; files[f] != NULL; f++)
            {
              g_autoptr(CnScenario) scenario = load_resource_scenario (files[f]);

              g_assert_nonnull (scenario);
            }
        }
    }
}

static void
test_narrow (void)
{
  CanastaHelpPane *pane;
  GtkWidget *window = window_with_pane (&pane, 360, 720);
  AdwLeaflet *leaflet = pane_leaflet (pane);

  spin (200);
  g_assert_true (adw_leaflet_get_folded (leaflet));
  g_assert_true (canasta_help_pane_show_section (pane, "pile"));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == adw_leaflet_get_child_by_name (leaflet, "content"));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (pane)), <=, 360);

  /* Back to the list of sections, and forward again from a row. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane), "help.sections", NULL));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == adw_leaflet_get_child_by_name (leaflet, "sections"));
  g_signal_emit_by_name (pane_list (pane), "row-activated", gtk_list_box_get_row_at_index (pane_list (pane), 2));
  g_assert_true (adw_leaflet_get_visible_child (leaflet) == adw_leaflet_get_child_by_name (leaflet, "content"));
  g_assert_cmpstr (canasta_help_pane_get_section (pane), ==, selected_id (pane));

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static void
test_finalize (void)
{
  GtkWidget *pane = g_object_ref_sink (canasta_help_pane_new ());
  CanastaHelpExample *example;

  example = canasta_help_pane_get_example (CANASTA_HELP_PANE (pane), "pile-pair.json");
  g_assert_nonnull (example);
  g_object_add_weak_pointer (G_OBJECT (example), (gpointer *) &example);
  g_assert_finalize_object (pane);
  g_assert_null (example);
}

/* ---------------------------------------------------------- screenshots */

static void
after_paint_cb (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static void
save_png (GtkWidget  *window,
          const char *name)
{
  const char *dir = g_getenv ("CANASTA_SCREENSHOT_DIR");
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkFrameClock *clock;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  gboolean painted = FALSE;
  gulong id;
  int w, h;

  spin (400);
  /* Render right after a frame, while the render nodes are fresh. */
  clock = gtk_widget_get_frame_clock (window);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (window);
  while (!painted)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, id);

  w = gtk_widget_get_width (window);
  h = gtk_widget_get_height (window);
  paintable = gtk_widget_paintable_new (window);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)),
                                         node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static void
scroll_to_widget (CanastaHelpPane *pane,
                  GtkWidget       *widget)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  graphene_point_t point;

  spin (300);
  if (gtk_widget_compute_point (widget, scroller, &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + point.y - 12);
}

static void
test_screenshots (void)
{
  const char *sizes[][3] = { { "wide", "900", "760" }, { "narrow", "360", "760" } };
  AdwStyleManager *style = adw_style_manager_get_default ();

  if (g_getenv ("CANASTA_SCREENSHOT_DIR") == NULL)
    {
      g_test_skip ("CANASTA_SCREENSHOT_DIR not set");
      return;
    }

  for (int dark = 0; dark < 2; dark++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        CanastaHelpPane *pane;
        GtkWidget *window = window_with_pane (&pane, atoi (sizes[s][1]), atoi (sizes[s][2]));
        CanastaHelpExample *example;
        g_autofree char *name = NULL;
        const char *mode = dark ? "dark" : "light";

        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        canasta_help_pane_set_rules (pane, cn_rules_get (CN_VARIANT_CLASSIC), 4);

        canasta_help_pane_show_section (pane, "values");
        name = g_strdup_printf ("help-values-%s-%s.png", sizes[s][0], mode);
        save_png (window, name);
        g_clear_pointer (&name, g_free);

        canasta_help_pane_show_section (pane, "pile");
        example = canasta_help_pane_get_example (pane, "pile-frozen-wild-refused.json");
        g_signal_emit_by_name (canasta_help_example_get_step_button (example, 0), "clicked");
        scroll_to_widget (pane, GTK_WIDGET (example));
        name = g_strdup_printf ("help-example-%s-%s.png", sizes[s][0], mode);
        save_png (window, name);
        g_clear_pointer (&name, g_free);

        canasta_help_pane_show_section (pane, "opening");
        example = canasta_help_pane_get_example (pane, "opening-1500.json");
        g_signal_emit_by_name (canasta_help_example_get_step_button (example, 0), "clicked");
        g_signal_emit_by_name (canasta_help_example_get_step_button (example, 1), "clicked");
        scroll_to_widget (pane, GTK_WIDGET (example));
        name = g_strdup_printf ("help-opening-%s-%s.png", sizes[s][0], mode);
        save_png (window, name);
        g_clear_pointer (&name, g_free);

        canasta_help_pane_show_section (pane, "going-out");
        example = canasta_help_pane_get_example (pane, "concealed-going-out.json");
        for (guint i = 0; i < canasta_help_example_get_n_steps (example); i++)
          g_signal_emit_by_name (canasta_help_example_get_step_button (example, i), "clicked");
        scroll_to_widget (pane, GTK_WIDGET (example));
        name = g_strdup_printf ("help-going-out-%s-%s.png", sizes[s][0], mode);
        save_png (window, name);
        g_clear_pointer (&name, g_free);

        if (s == 1)
          {
            gtk_widget_activate_action (GTK_WIDGET (pane), "help.sections", NULL);
            name = g_strdup_printf ("help-sections-%s-%s.png", sizes[s][0], mode);
            save_png (window, name);
            g_clear_pointer (&name, g_free);
          }

        gtk_window_destroy (GTK_WINDOW (window));
        spin (20);
      }

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  /* Screenshots in another language: CANASTA_SCREENSHOT_LANGUAGE=es. */
  if (g_getenv ("CANASTA_SCREENSHOT_LANGUAGE") != NULL && g_getenv ("CANASTA_LOCALEDIR") != NULL)
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_setenv ("LANGUAGE", g_getenv ("CANASTA_SCREENSHOT_LANGUAGE"), TRUE);
      setlocale (LC_ALL, "C.UTF-8");
    }

  if (!gtk_init_check ())
    {
      /* TAP's way to skip a whole program (exit 77 is an error there). */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  adw_init ();
  canasta_register_resources ();

  g_test_add_func ("/help-pane/sections-every-variant", test_sections_every_variant);
  g_test_add_func ("/help-pane/examples-verdicts", test_examples_verdicts);
  g_test_add_func ("/help-pane/frozen-pile-example", test_frozen_pile_example);
  g_test_add_func ("/help-pane/play-on-cards", test_play_on_cards);
  g_test_add_func ("/help-pane/resources", test_resources);
  g_test_add_func ("/help-pane/narrow", test_narrow);
  g_test_add_func ("/help-pane/finalize", test_finalize);
  g_test_add_func ("/help-pane/screenshots", test_screenshots);

  return g_test_run ();
}
