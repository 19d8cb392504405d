/* test-language.c: the app follows the desktop language
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

#include "cn-help.h"
#include "cn-rules.h"
#include "cn-save.h"
#include "cn-text.h"

#include "canasta-application.h"
#include "canasta-game.h"
#include "canasta-game-save.h"
#include "canasta-help-example.h"
#include "canasta-help-pane.h"
#include "canasta-messages.h"
#include "canasta-history-view.h"
#include "canasta-pile-view.h"
#include "canasta-window.h"
#include "test-window-util.h"

/* Each language runs in a child process of its own: the language is set
 * before GTK starts, as the desktop sets it, and the window's visible text
 * is read back from its widgets. */

typedef struct
{
  const char *language;
  const char *draw;        /* the Draw button's label */
  const char *meld;
  const char *discard;
  const char *first_turn;  /* the start of the history's first line, resumed: the red
                            * three Ana was dealt, then her turn */
  const char *last_draw;   /* under the stock, one card left */
  const char *blocked;     /* under the pile, a black three on top */
  const char *red_three;   /* the history's line for a draw that brings one red three */
  const char *hint;        /* the hint there, before its reason */
  const char *dirty;       /* the refusal of uruguayan/close-dirty-needs-clean.json, told about Rosa */
  const char *premiado;    /* the refusal of uruguayan/pozo-premiado.json */
  const char *target;      /* the end of the uruguayan line in the new-game dialog */
} Expected;

static const Expected expected[] = {
  { "en", "_Draw", "_Meld", "Di_scard", "Ana: laid down Three of Diamonds from the deal, drew a card, discarded ",
    "Stock: 1 card · the round ends with the next draw’s turn", "Pile: 2 cards · Blocked for Ana",
    "Ana: drew a card, laid down a red three", "Hint: meld the king of clubs, the king of diamonds and the king of hearts. ",
    "Refused. That would leave Rosa one card, and discarding it would close the round: a dirty game closes with a clean and a dirty canasta, and the side has 0 clean and 2 dirty.",
    "Refused. The pozo is premiado: to take it, Rosa needs exactly 3 natural kings, and no wild card.",
    "; to 15,000 points" },
  { "es", "_Robar", "_Bajar", "_Descartar", "Ana: bajó Tres de diamantes del reparto, robó una carta, descartó ",
    "Mazo: 1 carta · la ronda termina con el turno del próximo robo", "Pozo: 2 cartas · Bloqueado para Ana",
    "Ana: robó una carta, bajó un tres rojo", "Pista: baja el rey de tréboles, el rey de diamantes y el rey de corazones. ",
    "Rechazada. Así a Rosa le quedaría una sola carta, y descartarla cerraría la ronda: un juego sucio se cierra con una canasta limpia y una sucia, y su equipo tiene 0 limpias y 2 sucias.",
    "Rechazada. El pozo está premiado: para llevárselo, Rosa necesita exactamente 3 reyes naturales, sin comodines.",
    "; hasta 15.000 puntos" },
  { "it", "_Pesca", "_Cala", "_Scarta", "Ana: ha calato Tre di quadri dalla distribuzione, ha pescato una carta, ha scartato ",
    "Tallone: 1 carta · la smazzata finisce con il turno della prossima pescata", "Pozzo: 2 carte · Bloccato per Ana",
    "Ana: ha pescato una carta, ha calato un tre rosso", "Suggerimento: cala il re di fiori, il re di quadri e il re di cuori. ",
    "Rifiutata. Così Rosa resterebbe con una sola carta, e scartarla chiuderebbe la smazzata: un gioco sporco si chiude con una canasta pulita e una sporca, e la sua squadra ne ha 0 pulite e 2 sporche.",
    "Rifiutata. Il pozzo è premiato: per prenderlo, Rosa deve avere esattamente 3 re naturali, senza matte.",
    "; fino a 15.000 punti" },
};


static void
check_language (const Expected *e)
{
  CanastaWindow *window;
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 5 };
  GtkWidget *button;

  g_setenv ("LANGUAGE", e->language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return;
    }
  adw_init ();
  canasta_register_resources ();

  /* The new-game dialog writes the target as the score sheet does (it
   * said "hasta 15000 puntos" beside a sheet's "15.000"). */
  {
    g_autofree char *line = cn_text_variant_description (cn_rules_get (CN_VARIANT_URUGUAYAN));

    g_assert_true (g_str_has_suffix (line, e->target));
  }

  window = canasta_window_new (NULL);
  setup.kinds[0] = CANASTA_SEAT_HUMAN;
  setup.names[0] = "Ana";
  for (int i = 1; i < 4; i++)
    setup.kinds[i] = CANASTA_SEAT_COMPUTER;
  canasta_game_set_pace (canasta_window_get_game (window), 0);
  gtk_window_present (GTK_WINDOW (window));
  canasta_window_start_game (window, &setup);
  wait_drawn (GTK_WIDGET (window));

  button = find_action_button (GTK_WIDGET (window), "table.draw");
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, e->draw);
  button = find_action_button (GTK_WIDGET (window), "table.meld");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, e->meld);
  button = find_action_button (GTK_WIDGET (window), "table.discard");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, e->discard);

  /* The table's notes in this language: the last card of the stock, and
   * a black three on top blocking the pile for Ana. */
  {
    CanastaGame *game = canasta_window_get_game (window);
    CanastaPileView *pile = CANASTA_PILE_VIEW (canasta_window_get_pile_view (window));
    g_autofree char *shot = g_strdup_printf ("language-%s-last-draw.png", e->language);
    CnState s;

    g_assert_true (spin_until (human_to_act, window, 20000));
    s = *canasta_game_get_state (game);
    cn_state_init_empty (&s, s.rules, &s.options, 4);
    tu_meld (&s, 0, "QC QD QH");
    tu_hand (&s, 0, "5H 6S 7C 8D 9H 10S JC");
    tu_hand (&s, 1, "4D 4H 6D 7S 8H 10C JD");
    tu_hand (&s, 2, "4S 6D 7S 8C AH");
    tu_hand (&s, 3, "4H 6C 10C JH AS");
    tu_pile (&s, "9C 3S");
    tu_stock (&s, "8D");
    s.turn = 0;
    s.phase = CN_PHASE_DRAW;
    tu_finish (&s);
    canasta_game_set_state (game, &s);
    g_assert_cmpstr (canasta_pile_view_get_stock_label (pile), ==, e->last_draw);
    g_assert_cmpstr (canasta_pile_view_get_label (pile), ==, e->blocked);
    save_png (GTK_WIDGET (window), shot);
  }

  /* A game saved by a session in English resumes with the history of its
   * round in this session's language: the lines are rebuilt from the
   * moves, not kept as text. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "fuzz", "corpus",
                                                   "classic-4-history.json", NULL);
    g_auto(CnSaveData) data = { 0 };
    g_autoptr(GError) error = NULL;
    CanastaHistoryView *history = find_history (GTK_WIDGET (window));
    const char *first;
    guint n;

    g_assert_true (cn_save_read (path, &data, &error));
    g_assert_no_error (error);
    canasta_game_restore_save (canasta_window_get_game (window), &data);
    test_wait_settle ();
    n = canasta_history_view_get_n_turns (history);
    g_assert_cmpuint (n, ==, 9);
    first = canasta_history_view_get_turn (history, n - 1);
    g_test_message ("%s", first);
    g_assert_true (g_str_has_prefix (first, e->first_turn));
  }

  /* A red three drawn is one, not "1": the line says "a red three". And a
   * hint names its cards as a sentence does: lower-case, with articles. */
  {
    CanastaGame *game = canasta_window_get_game (window);
    CanastaHistoryView *history = find_history (GTK_WIDGET (window));
    CnState s = *canasta_game_get_state (game);
    const char *hint;

    cn_state_init_empty (&s, s.rules, &s.options, 4);
    tu_hand (&s, 0, "AS AH KC KD 10S 9H 8C 7D 6S 5H 4C");
    tu_hand (&s, 1, "QS QH JS 9S");
    tu_hand (&s, 2, "AD KS QD JD");
    tu_hand (&s, 3, "JH 10H 9C 8H");
    tu_meld (&s, 0, "QC QC QH QD QS JK 2D");
    tu_pile (&s, "8C 5S 10D JC");
    tu_stock (&s, "3H KH AC 2S 7S 6H");
    s.turn = 0;
    s.phase = CN_PHASE_DRAW;
    tu_finish (&s);
    canasta_game_set_state (game, &s);
    test_wait_settle ();
    gtk_widget_activate_action (GTK_WIDGET (window), "table.draw", NULL);
    g_assert_cmpstr (canasta_history_view_get_turn (history, 0), ==, e->red_three);

    gtk_widget_activate_action (GTK_WIDGET (window), "table.hint", NULL);
    hint = canasta_window_get_last_message (window);
    g_test_message ("%s", hint);
    g_assert_true (g_str_has_prefix (hint, e->hint));
  }

  /* Every section of the rules fits the 340-pixel pane beside the table in
   * this language, for every variant and number of players: no word,
   * caption or button wider than the pane, which would cut the page off. */
  {
    CanastaHelpPane *pane = CANASTA_HELP_PANE (canasta_window_get_help_pane (window));

    for (int v = 0; v < CN_N_VARIANTS; v++)
      for (int k = 0; k < CN_MAX_SEATINGS && cn_rules_get (v)->seatings[k].players > 0; k++)
        {
          const CnRules *rules = cn_rules_get (v);
          int players = rules->seatings[k].players;
          g_autoptr(CnHelpDoc) doc = cn_help_build (rules, players);
          int minimum;

          canasta_help_pane_set_rules (pane, rules, players);
          for (guint i = 0; i < doc->sections->len; i++)
            {
              const CnHelpSection *section = g_ptr_array_index (doc->sections, i);

              g_assert_true (canasta_help_pane_show_section (pane, section->id));
              test_wait_settle ();
              gtk_widget_measure (GTK_WIDGET (pane), GTK_ORIENTATION_HORIZONTAL, -1,
                                  &minimum, NULL, NULL, NULL);
              if (minimum > 340)
                g_error ("%s, %d players, section %s: the rules need %d pixels", rules->id,
                         players, section->id, minimum);
            }
        }
  }

  /* The examples' refusals speak of the player who moved, Rosa, in the
   * reader's language, and a premiado pozo asks for "3 natural kings". */
  {
    CanastaHelpPane *pane = CANASTA_HELP_PANE (canasta_window_get_help_pane (window));
    static const struct { const char *section, *file; } shown[] = {
      { "going-out", "uruguayan/close-dirty-needs-clean.json" },
      { "pile", "uruguayan/pozo-premiado.json" },
    };

    canasta_help_pane_set_rules (pane, cn_rules_get (CN_VARIANT_URUGUAYAN), 4);
    for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
      {
        CanastaHelpExample *example;
        const char *message;

        g_assert_true (canasta_help_pane_show_section (pane, shown[i].section));
        example = canasta_help_pane_get_example (pane, shown[i].file);
        g_assert_nonnull (example);
        g_signal_emit_by_name (canasta_help_example_get_step_button (example, 0), "clicked");
        message = canasta_help_example_get_step_message (example, 0);
        g_test_message ("%s", message);
        g_assert_cmpstr (message, ==, i == 0 ? e->dirty : e->premiado);
      }
  }

  destroy_window (window);
}

static void
test_language (gconstpointer data)
{
  const Expected *e = data;

  if (g_test_subprocess ())
    {
      check_language (e);
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  for (unsigned i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *path = g_strdup_printf ("/language/%s", expected[i].language);

      g_test_add_data_func (path, &expected[i], test_language);
    }
  return g_test_run ();
}
