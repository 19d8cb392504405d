/* canasta-new-game-dialog.c
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "canasta-a11y.h"
#include "canasta-messages.h"
#include "canasta-new-game-dialog.h"
#include "cn-text.h"

#define N_SEAT_ROWS 4

struct _CanastaNewGameDialog
{
  AdwWindow    parent_instance;

  AdwComboRow *variant_row;
  GtkLabel    *variant_line;
  AdwComboRow *players_row;
  AdwComboRow *length_row;     /* variants with a fixed-rounds game: 0 the target, k k rounds */
  AdwPreferencesGroup *seats_group;
  AdwActionRow *host_row;
  AdwEntryRow *name_rows[N_SEAT_ROWS];
  GtkDropDown *kinds[N_SEAT_ROWS];
  GtkDropDown *levels[N_SEAT_ROWS];       /* shown for the computer's seats */

  GSettings   *settings;
  CnVariant    variants[CN_N_VARIANTS];
  guint        n_variants;
  int          players[CN_MAX_SEATINGS];
  guint        n_players;
  char        *names[N_SEAT_ROWS + 1];  /* NULL-terminated */
};

G_DEFINE_FINAL_TYPE (CanastaNewGameDialog, canasta_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  TABLE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static CnVariant
selected_variant (CanastaNewGameDialog *self)
{
  guint i = adw_combo_row_get_selected (self->variant_row);

  return i < self->n_variants ? self->variants[i] : CN_VARIANT_CLASSIC;
}

static int
selected_players (CanastaNewGameDialog *self)
{
  guint i = adw_combo_row_get_selected (self->players_row);

  return i < self->n_players ? self->players[i] : 4;
}

static void
update_seats (CanastaNewGameDialog *self)
{
  int players = selected_players (self);
  const CnRules *rules = cn_rules_get (selected_variant (self));
  const CnSeating *seating = cn_rules_seating (rules, players);
  int sides = seating != NULL ? seating->sides : players;

  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      g_autofree char *title = NULL;

      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), i < players);
      if (sides < players)
        /* Translators: a seat in the new-game dialog, with its team */
        title = g_strdup_printf (_("Seat %d · team %d"), i + 1, i % sides + 1);
      else
        title = g_strdup_printf (_("Seat %d"), i + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_rows[i]), title);
    }

  adw_preferences_group_set_description (self->seats_group,
                                         sides < players
                                         ? _("Play goes clockwise; partners sit opposite each other.")
                                         : _("Play goes clockwise; everyone plays alone."));
}

static void
kind_changed_cb (CanastaNewGameDialog *self)
{
  for (int i = 0; i < N_SEAT_ROWS; i++)
    gtk_widget_set_visible (GTK_WIDGET (self->levels[i]), gtk_drop_down_get_selected (self->kinds[i]) == 1);
}

/* Hosting or joining a table takes over from here. The window opens its
 * dialog: an action of the app would not reach this dialog, which belongs
 * to no application, and its rows would stay greyed out. */
static void
other_table_activated_cb (AdwActionRow         *row,
                          CanastaNewGameDialog *self)
{
  gboolean hosting = row == self->host_row;

  g_object_ref (self);
  gtk_window_close (GTK_WINDOW (self));
  g_signal_emit (self, signals[TABLE], 0, hosting);
  g_object_unref (self);
}

static void
players_changed_cb (CanastaNewGameDialog *self)
{
  update_seats (self);
}

static void
fill_players (CanastaNewGameDialog *self,
              int                   wanted)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = 0;

  self->n_players = 0;
  for (int p = 2; p <= N_SEAT_ROWS; p++)
    {
      g_autofree char *label = NULL;

      if (rules == NULL || cn_rules_seating (rules, p) == NULL)
        continue;

      /* Translators: the number of players in the new-game dialog */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d player", "%d players", p), p);
      if (p == wanted)
        selected = self->n_players;
      self->players[self->n_players++] = p;
      gtk_string_list_append (list, label);
    }

  adw_combo_row_set_model (self->players_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->players_row, selected);
  update_seats (self);
}

/* Rounds of a fixed-rounds game, or 0 for a game to the target. */
static int
selected_rounds (CanastaNewGameDialog *self)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  int rounds = (int) adw_combo_row_get_selected (self->length_row);

  return gtk_widget_get_visible (GTK_WIDGET (self->length_row)) &&
         cn_rules_fixed_rounds_valid (rules, rounds) ? rounds : 0;
}

/* The length row shows only for a variant that offers a fixed-rounds game:
 * its target first, then every number of rounds it allows. */
static void
fill_length (CanastaNewGameDialog *self,
             int                   wanted)
{
  const CnRules *rules = cn_rules_get (selected_variant (self));
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  g_autofree char *points = cn_text_number (rules->target);
  /* Translators: the length of a game to a score, in the new-game dialog: "To 5,000 points" */
  g_autofree char *target = g_strdup_printf (_("To %s points"), points);

  gtk_widget_set_visible (GTK_WIDGET (self->length_row), rules->fixed_rounds_max > 0);
  gtk_string_list_append (list, target);
  for (int k = 1; k <= rules->fixed_rounds_max; k++)
    {
      /* Translators: a game of a fixed number of rounds, in the new-game dialog */
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d round",
                                                             "%d rounds", k), k);

      gtk_string_list_append (list, label);
    }
  adw_combo_row_set_model (self->length_row, G_LIST_MODEL (list));
  adw_combo_row_set_selected (self->length_row,
                              cn_rules_fixed_rounds_valid (rules, wanted) ? (guint) wanted : 0);
}

/* "Fifteen cards a hand, two drawn a turn… · 2 against 2". */
static char *
variant_line (CnVariant variant)
{
  const CnRules *rules = cn_rules_get (variant);
  g_autofree char *description = cn_text_variant_description (rules);
  g_autofree char *players = cn_text_variant_players (rules);

  /* Translators: a variant in the new-game dialog: what sets it apart, then
   * the tables it seats */
  return g_strdup_printf (_("%s · %s"), description, players);
}

/* The variants' list shows each with its line under its name, and a check
 * mark on the one chosen, as the combo row's own list does. */
static void
variant_item_setup_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       CanastaNewGameDialog     *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *line = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (line), 0);
  gtk_label_set_wrap (GTK_LABEL (line), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (line), 44);
  gtk_label_set_width_chars (GTK_LABEL (line), 30);
  gtk_widget_add_css_class (line, "dim-label");
  gtk_widget_add_css_class (line, "caption");
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), line);
  gtk_box_append (GTK_BOX (row), box);
  gtk_box_append (GTK_BOX (row), check);
  gtk_list_item_set_child (item, row);
}

static void
variant_item_selected_cb (AdwComboRow *combo,
                          GParamSpec  *pspec,
                          GtkListItem *item)
{
  GtkWidget *row = gtk_list_item_get_child (item);

  if (row != NULL)
    gtk_widget_set_opacity (gtk_widget_get_last_child (row),
                            gtk_list_item_get_position (item) == adw_combo_row_get_selected (combo) ? 1 : 0);
}

static void
variant_item_bind_cb (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      CanastaNewGameDialog     *self)
{
  GtkWidget *box = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  guint position = gtk_list_item_get_position (item);
  CnVariant variant = position < self->n_variants ? self->variants[position] : CN_VARIANT_CLASSIC;
  g_autofree char *line = variant_line (variant);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), cn_text_variant_name (variant));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), line);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line,
                                  -1);
  g_signal_connect_object (self->variant_row, "notify::selected",
                           G_CALLBACK (variant_item_selected_cb), item, 0);
  variant_item_selected_cb (self->variant_row, NULL, item);
}

static void
variant_item_unbind_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        CanastaNewGameDialog     *self)
{
  g_signal_handlers_disconnect_by_func (self->variant_row, variant_item_selected_cb, item);
}

static void
variant_changed_cb (CanastaNewGameDialog *self)
{
  g_autofree char *line = NULL;

  /* The line of the variant chosen, under the row (the template sets the
   * variants' model before binding it). */
  if (self->n_variants > 0 && self->variant_line != NULL)
    {
      line = variant_line (selected_variant (self));
      gtk_label_set_text (self->variant_line, line);
    }

  fill_players (self, selected_players (self));
  /* The template sets the variants before the settings are there. */
  fill_length (self, self->settings ? g_settings_get_int (self->settings, "fixed-rounds") : 0);
}

static void
start_clicked_cb (CanastaNewGameDialog *self)
{
  canasta_new_game_dialog_start (self);
}

static void
canasta_new_game_dialog_finalize (GObject *object)
{
  CanastaNewGameDialog *self = CANASTA_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  for (int i = 0; i < N_SEAT_ROWS; i++)
    g_free (self->names[i]);

  G_OBJECT_CLASS (canasta_new_game_dialog_parent_class)->finalize (object);
}

static void
canasta_new_game_dialog_class_init (CanastaNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = canasta_new_game_dialog_finalize;

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Host a Table (TRUE) or Join a Table (FALSE) was chosen instead. */
  signals[TABLE] =
    g_signal_new ("table", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/canasta-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, variant_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, variant_line);
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, players_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, length_row);
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, seats_group);
  gtk_widget_class_bind_template_child (widget_class, CanastaNewGameDialog, host_row);
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_0", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, name_rows[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_1", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, name_rows[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_2", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, name_rows[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_row_3", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, name_rows[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "kind_0", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, kinds[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "kind_1", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, kinds[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "kind_2", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, kinds[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "kind_3", FALSE, G_STRUCT_OFFSET (CanastaNewGameDialog, kinds[3]));
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, variant_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, players_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, other_table_activated_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
canasta_new_game_dialog_init (CanastaNewGameDialog *self)
{
  g_autoptr(GtkStringList) variants = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  canasta_a11y_name_buttons (GTK_WIDGET (self));

  /* Every variant in the engine's table shows here, so the others join
   * the list as their rows land. */
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      if (cn_rules_get (v) == NULL)
        continue;
      self->variants[self->n_variants++] = v;
      gtk_string_list_append (variants, cn_text_variant_name (v));
    }
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect_object (factory, "setup", G_CALLBACK (variant_item_setup_cb), self, 0);
    g_signal_connect_object (factory, "bind", G_CALLBACK (variant_item_bind_cb), self, 0);
    g_signal_connect_object (factory, "unbind", G_CALLBACK (variant_item_unbind_cb), self, 0);
    adw_combo_row_set_list_factory (self->variant_row, factory);
    g_object_unref (factory);
  }
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (variants));
  variant_changed_cb (self);

  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      const char *const kinds[] = { _("Person"), _("Computer"), NULL };
      g_autoptr(GtkStringList) list = gtk_string_list_new (kinds);
      g_autofree char *label = g_strdup_printf (_("Who plays seat %d"), i + 1);

      gtk_drop_down_set_model (self->kinds[i], G_LIST_MODEL (list));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->kinds[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      -1);

      /* The computer's level, beside the seat it plays. */
      {
        const char *const names[] = {
          g_dpgettext2 (GETTEXT_PACKAGE, "level", "Easy"),
          g_dpgettext2 (GETTEXT_PACKAGE, "level", "Medium"),
          g_dpgettext2 (GETTEXT_PACKAGE, "level", "Hard"),
          NULL
        };
        g_autofree char *level_label = g_strdup_printf (_("How well the computer plays seat %d"), i + 1);

        self->levels[i] = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
        gtk_widget_set_valign (GTK_WIDGET (self->levels[i]), GTK_ALIGN_CENTER);
        gtk_accessible_update_property (GTK_ACCESSIBLE (self->levels[i]),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, level_label,
                                        -1);
        adw_entry_row_add_suffix (self->name_rows[i], GTK_WIDGET (self->levels[i]));
        g_signal_connect_object (self->kinds[i], "notify::selected",
                                 G_CALLBACK (kind_changed_cb), self, G_CONNECT_SWAPPED);
      }
    }
}

/* The name of the person at the screen: the first word of the name the
 * desktop account gives ("Ana" of "Ana Pérez"). An account with none (GLib
 * says "Unknown") or one that only repeats the login gets a name of the
 * language, so that every sentence about a seat reads with a name in it. */
static char *
person_name (void)
{
  const char *real = g_get_real_name ();
  g_auto(GStrv) words = NULL;

  if (real != NULL && real[0] != '\0' && g_strcmp0 (real, "Unknown") != 0 &&
      g_strcmp0 (real, g_get_user_name ()) != 0)
    {
      words = g_strsplit (g_strstrip (g_strdup (real)), " ", 2);
      if (words[0] != NULL && words[0][0] != '\0')
        return g_strdup (words[0]);
    }

  /* Translators: the default name of the person playing seat 1 when the
   * desktop account has no name; a common first name of your language */
  return g_strdup (_("Ana"));
}

static char *
default_name (int seat)
{
  switch (seat)
    {
    case 0:  return person_name ();
    /* Translators: default names of the computer's seats in a new game,
     * common first names spelled alike in English, Spanish and Italian */
    case 1:  return g_strdup (_("Bruno"));
    case 2:  return g_strdup (_("Carla"));
    case 3:  return g_strdup (_("Marco"));
    default: return g_strdup ("");
    }
}

GtkWidget *
canasta_new_game_dialog_new (GSettings *settings)
{
  CanastaNewGameDialog *self;
  g_autofree char *variant = NULL;
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) levels = NULL;
  g_autoptr(GVariant) computer = NULL;
  const CnRules *rules;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CANASTA_TYPE_NEW_GAME_DIALOG, NULL);
  self->settings = g_object_ref (settings);

  variant = g_settings_get_string (settings, "variant");
  rules = cn_rules_lookup (variant);
  for (guint i = 0; i < self->n_variants; i++)
    if (rules != NULL && self->variants[i] == rules->variant)
      adw_combo_row_set_selected (self->variant_row, i);
  fill_players (self, g_settings_get_int (settings, "players"));
  fill_length (self, g_settings_get_int (settings, "fixed-rounds"));

  names = g_settings_get_strv (settings, "seat-names");
  computer = g_settings_get_value (settings, "seat-computer");
  levels = g_settings_get_strv (settings, "computer-levels");
  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      CnAiLevel level = CN_AI_MEDIUM;

      if (i < (int) g_strv_length (levels) && !cn_ai_level_parse (levels[i], &level))
        level = CN_AI_MEDIUM;
      gtk_drop_down_set_selected (self->levels[i], level);
    }
  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      g_autofree char *fallback = default_name (i);
      const char *name = i < (int) g_strv_length (names) && names[i][0] != '\0' ? names[i] : fallback;
      gboolean is_computer = i > 0;

      if (i < (int) g_variant_n_children (computer))
        g_variant_get_child (computer, i, "b", &is_computer);
      canasta_new_game_dialog_set_seat (self, i, name,
                                        is_computer ? CANASTA_SEAT_COMPUTER : CANASTA_SEAT_HUMAN);
    }
  kind_changed_cb (self);

  return GTK_WIDGET (self);
}

/* The game being played: its variant, length, seats, names and levels,
 * so that a new game starts from the table in front of the player rather
 * than from the last one set up here. */
void
canasta_new_game_dialog_set_game (CanastaNewGameDialog *self,
                                  CanastaGame          *game)
{
  int players;

  g_return_if_fail (CANASTA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (CANASTA_IS_GAME (game));

  if (!canasta_game_get_started (game))
    return;

  players = canasta_game_get_n_players (game);
  for (guint i = 0; i < self->n_variants; i++)
    if (self->variants[i] == canasta_game_get_variant (game))
      adw_combo_row_set_selected (self->variant_row, i);
  fill_players (self, players);
  fill_length (self, canasta_game_get_fixed_rounds (game));
  for (int i = 0; i < players && i < N_SEAT_ROWS; i++)
    {
      CanastaSeatKind kind = canasta_game_get_seat_kind (game, i);

      canasta_new_game_dialog_set_seat (self, i, canasta_game_get_seat_name (game, i), kind);
      if (kind == CANASTA_SEAT_COMPUTER)
        gtk_drop_down_set_selected (self->levels[i], canasta_game_get_seat_level (game, i));
    }
  kind_changed_cb (self);
}

void
canasta_new_game_dialog_set_seat (CanastaNewGameDialog *self,
                                  int                   seat,
                                  const char           *name,
                                  CanastaSeatKind       kind)
{
  g_return_if_fail (CANASTA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (seat >= 0 && seat < N_SEAT_ROWS);

  gtk_editable_set_text (GTK_EDITABLE (self->name_rows[seat]), name);
  gtk_drop_down_set_selected (self->kinds[seat], kind == CANASTA_SEAT_COMPUTER ? 1 : 0);
}

void
canasta_new_game_dialog_set_players (CanastaNewGameDialog *self,
                                     int                   players)
{
  g_return_if_fail (CANASTA_IS_NEW_GAME_DIALOG (self));

  for (guint i = 0; i < self->n_players; i++)
    if (self->players[i] == players)
      adw_combo_row_set_selected (self->players_row, i);
}

void
canasta_new_game_dialog_get_setup (CanastaNewGameDialog *self,
                                   CanastaGameSetup     *setup)
{
  g_return_if_fail (CANASTA_IS_NEW_GAME_DIALOG (self));
  g_return_if_fail (setup != NULL);

  memset (setup, 0, sizeof *setup);
  setup->variant = selected_variant (self);
  setup->players = selected_players (self);
  setup->fixed_rounds = selected_rounds (self);

  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_rows[i]))));
      if (self->names[i][0] == '\0')
        {
          g_free (self->names[i]);
          self->names[i] = default_name (i);
        }
      setup->names[i] = self->names[i];
      setup->kinds[i] = gtk_drop_down_get_selected (self->kinds[i]) == 1
                        ? CANASTA_SEAT_COMPUTER : CANASTA_SEAT_HUMAN;
      setup->levels[i] = cn_ai_level_name (MIN (gtk_drop_down_get_selected (self->levels[i]), CN_AI_HARD));
    }
}

void
canasta_new_game_dialog_start (CanastaNewGameDialog *self)
{
  CanastaGameSetup setup;
  GVariantBuilder computer;

  g_return_if_fail (CANASTA_IS_NEW_GAME_DIALOG (self));

  canasta_new_game_dialog_get_setup (self, &setup);

  g_settings_set_string (self->settings, "variant", cn_rules_get (setup.variant)->id);
  g_settings_set_int (self->settings, "players", setup.players);
  g_settings_set_int (self->settings, "fixed-rounds", setup.fixed_rounds);
  g_settings_set_strv (self->settings, "seat-names", (const char * const *) self->names);
  g_variant_builder_init (&computer, G_VARIANT_TYPE ("ab"));
  for (int i = 0; i < N_SEAT_ROWS; i++)
    g_variant_builder_add (&computer, "b", setup.kinds[i] == CANASTA_SEAT_COMPUTER);
  g_settings_set_value (self->settings, "seat-computer", g_variant_builder_end (&computer));
  {
    /* The levels chosen here are the preferences' levels from now on. */
    const char *levels[N_SEAT_ROWS + 1] = { NULL };

    for (int i = 0; i < N_SEAT_ROWS; i++)
      levels[i] = setup.levels[i];
    g_settings_set_strv (self->settings, "computer-levels", levels);
  }

  g_signal_emit (self, signals[START], 0);
}

void
canasta_new_game_setup_load (GSettings          *settings,
                             CanastaGameSetup   *setup,
                             char             ***names)
{
  g_autofree char *variant = NULL;
  g_auto(GStrv) saved = NULL;
  g_autoptr(GVariant) computer = NULL;
  const CnRules *rules;
  char **out;

  g_return_if_fail (G_IS_SETTINGS (settings));
  g_return_if_fail (setup != NULL);
  g_return_if_fail (names != NULL);

  memset (setup, 0, sizeof *setup);

  variant = g_settings_get_string (settings, "variant");
  rules = cn_rules_lookup (variant);
  setup->variant = rules != NULL ? rules->variant : CN_VARIANT_CLASSIC;
  setup->players = g_settings_get_int (settings, "players");
  if (cn_rules_seating (cn_rules_get (setup->variant), setup->players) == NULL)
    {
      setup->variant = CN_VARIANT_CLASSIC;
      setup->players = 4;
    }
  setup->fixed_rounds = g_settings_get_int (settings, "fixed-rounds");
  if (!cn_rules_fixed_rounds_valid (cn_rules_get (setup->variant), setup->fixed_rounds))
    setup->fixed_rounds = 0;

  saved = g_settings_get_strv (settings, "seat-names");
  computer = g_settings_get_value (settings, "seat-computer");
  out = g_new0 (char *, N_SEAT_ROWS + 1);
  for (int i = 0; i < N_SEAT_ROWS; i++)
    {
      gboolean is_computer = i > 0;

      if (i < (int) g_strv_length (saved) && saved[i][0] != '\0')
        out[i] = g_strdup (saved[i]);
      else
        out[i] = default_name (i);
      if (i < (int) g_variant_n_children (computer))
        g_variant_get_child (computer, i, "b", &is_computer);
      setup->names[i] = out[i];
      setup->kinds[i] = is_computer ? CANASTA_SEAT_COMPUTER : CANASTA_SEAT_HUMAN;
    }

  *names = out;
}
