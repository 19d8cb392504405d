/* test-model.c: CanastaGame and the refusal messages, without a display
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gi18n.h>

#include "canasta-card.h"
#include "canasta-example.h"
#include "canasta-game.h"
#include "canasta-meld.h"
#include "canasta-messages.h"
#include "test-util.h"
#include "test-wait.h"
#include "cn-text.h"

/* Runs the main loop until done (game) holds, or fails. timeout_ms is no
 * deadline: the wait ends on the event, and only TEST_WAIT_LIMIT_S turns
 * a hang into a failure. */
static void
spin_until (CanastaGame *game,
            gboolean   (*done) (CanastaGame *game),
            guint        timeout_ms)
{
  gint64 start = g_get_monotonic_time ();

  while (!done (game))
    test_wait_step (start);
}

static gboolean
human_to_act (CanastaGame *game)
{
  return canasta_game_get_viewer_can_act (game) ||
         canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER;
}

static gboolean
round_over (CanastaGame *game)
{
  return canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER;
}

static CanastaGame *
new_game (int      players,
          gboolean all_computer,
          guint64  seed)
{
  CanastaGame *game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = players, .seed = seed };

  for (int i = 0; i < players; i++)
    setup.kinds[i] = (i == 0 && !all_computer) ? CANASTA_SEAT_HUMAN : CANASTA_SEAT_COMPUTER;
  setup.names[0] = "Ana";

  canasta_game_set_pace (game, 0);
  canasta_game_start (game, &setup);
  return game;
}

/* ----------------------------------------------------------- messages */

static void
test_messages_every_code (void)
{
  for (int code = 0; code < CN_N_CODES; code++)
    {
      CnVerdict verdict = { .code = code, .nums = { 2, 3, 1, 0 } };
      g_autofree char *message = canasta_verdict_message (&verdict);

      if (code == CN_OK)
        g_assert_cmpstr (message, ==, "");
      else
        {
          g_assert_nonnull (message);
          g_assert_cmpuint (strlen (message), >, 10);
          g_assert_null (strchr (message, '?') == message ? message : NULL);
        }
    }
}

static void
test_messages_numbers (void)
{
  CnVerdict opening = { .code = CN_ERR_OPENING_BELOW_MINIMUM, .nums = { 35, 50 } };
  CnVerdict canastas = { .code = CN_ERR_GO_OUT_NEEDS_CANASTAS, .nums = { 0, 1 } };
  CnVerdict frozen = { .code = CN_ERR_PILE_FROZEN, .nums = { 1, CN_RANK_KING } };
  g_autofree char *a = canasta_verdict_message (&opening);
  g_autofree char *b = canasta_verdict_message (&canastas);
  g_autofree char *c = canasta_verdict_message (&frozen);

  g_assert_cmpstr (a, ==, "Your melds count 35 of the 50 your side needs to open.");
  g_assert_cmpstr (b, ==, "Going out needs 1 canasta; your side has 0.");
  g_assert_nonnull (strstr (c, "natural pair of kings"));

  {
    CnVerdict take = { .code = CN_ERR_BLACK_THREE_TAKE_NOT_OUT, .nums = { 3, 0, 1 } };
    g_autofree char *d = canasta_verdict_message (&take);

    g_assert_cmpstr (d, ==, "A black three on top may be taken only to go out this turn, melding "
                            "it with black threes from your hand: 3 cards would stay in your hand. "
                            "Going out needs 1 canasta; your side has 0.");
  }
}

/* Each number agrees with its own noun: "0 of the 1 canastas" never comes
 * back, and the canasta sentence goes where the canastas are not missing. */
static void
test_messages_counts (void)
{
  static const struct { CnCode code; int nums[3]; CnVariant variant; const char *text; } cases[] = {
    { CN_ERR_NO_WAY_TO_END_TURN, { 1, 0, 1 }, CN_VARIANT_CLASSIC,
      "That would leave you 1 card and no legal way to end your turn. Going out needs 1 canasta; "
      "your side has 0." },
    { CN_ERR_NO_WAY_TO_END_TURN, { 3, 2, 2 }, CN_VARIANT_FIFTEEN,
      "That would leave you 3 cards and no legal way to end your turn." },
    /* Closing counts kinds of canasta there, not canastas. */
    { CN_ERR_NO_WAY_TO_END_TURN, { 2, 1, 2 }, CN_VARIANT_URUGUAYAN,
      "That would leave you 2 cards and no legal way to end your turn." },
    { CN_ERR_CANNOT_GO_OUT, { 0, 1 }, CN_VARIANT_CLASSIC,
      "You cannot go out this turn, so there is nothing to ask: going out needs 1 canasta, and "
      "your side has 0." },
    { CN_ERR_CANNOT_GO_OUT, { 1, 2 }, CN_VARIANT_FIFTEEN,
      "You cannot go out this turn, so there is nothing to ask: going out needs 2 canastas, and "
      "your side has 1." },
    { CN_ERR_BLACK_THREE_TAKE_NOT_OUT, { 1, 2, 2 }, CN_VARIANT_ITALIAN,
      "A black three on top may be taken only to go out this turn, melding it with black threes "
      "from your hand: 1 card would stay in your hand." },
    { CN_ERR_CLOSE_CLEAN_AND_DIRTY, { 0, 1 }, CN_VARIANT_URUGUAYAN,
      "A dirty game closes with a clean and a dirty canasta: your side has 0 clean and 1 dirty." },
    { CN_ERR_CLOSE_TWO_CLEAN, { 1, 0 }, CN_VARIANT_URUGUAYAN,
      "A clean game closes with two clean canastas: your side has 1." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CnVerdict verdict = { .code = cases[i].code,
                            .nums = { cases[i].nums[0], cases[i].nums[1], cases[i].nums[2] } };
      g_autofree char *message = canasta_verdict_message_for (&verdict, cn_rules_get (cases[i].variant));

      g_assert_cmpstr (message, ==, cases[i].text);
    }
}

/* A lay-off or meld that leaves one card is no going out: the refusal
 * says the last card would have to go out, and why it may not. */
static void
test_messages_last_card (void)
{
  static const struct { int nums[3]; CnVariant variant; const char *text; } cases[] = {
    { { 0, 1, CN_ERR_CLOSE_CLEAN_AND_DIRTY }, CN_VARIANT_URUGUAYAN,
      "That would leave you one card, and discarding it would close the round: a dirty game "
      "closes with a clean and a dirty canasta, and your side has 0 clean and 1 dirty." },
    { { 1, 0, CN_ERR_CLOSE_TWO_CLEAN }, CN_VARIANT_URUGUAYAN,
      "That would leave you one card, and discarding it would close the round: a clean game "
      "closes with two clean canastas, and your side has 1." },
    { { 0, 1, CN_ERR_GO_OUT_NEEDS_CANASTAS }, CN_VARIANT_CLASSIC,
      "That would leave you one card, so your turn could end only by going out, and going out "
      "needs 1 canasta; your side has 0." },
    { { 1, 2, CN_ERR_GO_OUT_NEEDS_CANASTAS }, CN_VARIANT_FIFTEEN,
      "That would leave you one card, so your turn could end only by going out, and going out "
      "needs 2 canastas; your side has 1." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CnVerdict verdict = { .code = CN_ERR_LAST_CARD_WOULD_GO_OUT,
                            .nums = { cases[i].nums[0], cases[i].nums[1], cases[i].nums[2] } };
      g_autofree char *message = canasta_verdict_message_for (&verdict, cn_rules_get (cases[i].variant));
      g_autofree char *described = cn_verdict_describe (&verdict);

      g_assert_cmpstr (message, ==, cases[i].text);
      g_assert_true (g_str_has_prefix (described, "that would leave one card"));
    }
}

/* Drawing again says what the turn began with: a draw, or the pile (the
 * pozo, in the uruguayan rules). */
static void
test_messages_already (void)
{
  CnVerdict drawn = { .code = CN_ERR_ALREADY_DRAWN, .nums = { 0 } };
  CnVerdict taken = { .code = CN_ERR_ALREADY_DRAWN, .nums = { 1 } };
  g_autofree char *a = canasta_verdict_message_for (&drawn, cn_rules_get (CN_VARIANT_CLASSIC));
  g_autofree char *b = canasta_verdict_message_for (&taken, cn_rules_get (CN_VARIANT_CLASSIC));
  g_autofree char *c = canasta_verdict_message_for (&taken, cn_rules_get (CN_VARIANT_URUGUAYAN));

  g_assert_cmpstr (a, ==, "You have already drawn this turn.");
  g_assert_cmpstr (b, ==, "You have already taken the pile this turn.");
  g_assert_cmpstr (c, ==, "You have already taken the pozo this turn.");
}

/* The uruguayan players never hear of a pile: the refusals that name it
 * say pozo in their rules, pile in the others. */
static void
test_messages_pozo (void)
{
  static const CnCode codes[] = { CN_ERR_MUST_DRAW_FIRST, CN_ERR_PILE_EMPTY, CN_ERR_PILE_BLOCKED,
                                  CN_ERR_PILE_PENDING };

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      CnVerdict verdict = { .code = codes[i], .nums = { 35, 50 } };
      g_autofree char *pozo = canasta_verdict_message_for (&verdict, cn_rules_get (CN_VARIANT_URUGUAYAN));
      g_autofree char *pile = canasta_verdict_message_for (&verdict, cn_rules_get (CN_VARIANT_CLASSIC));
      g_autofree char *plain = canasta_verdict_message (&verdict);

      g_assert_nonnull (strstr (pozo, "pozo"));
      g_assert_null (strstr (pozo, "pile"));
      g_assert_nonnull (strstr (pile, "pile"));
      g_assert_cmpstr (plain, ==, pile);
    }
}

/* The uruguayan canastilla line names the premio the sides earned: the
 * engine writes the canastilla's or the canastón's bonus there, and only a
 * sheet where the sides earned different ones keeps both words. */
/* A lay-off refused after the partner's yes says why: the yes binds the
 * turn to go out, and the cards it would leave could not. */
static void
test_messages_yes_lay_off (void)
{
  CnState s;
  CnMove add = tu_move (CN_MOVE_ADD, 0, "2C 2D");
  CnMove yes = tu_move (CN_MOVE_ANSWER_GO_OUT, 2, NULL);
  CnVerdict verdict;
  g_autofree char *message = NULL;

  cn_state_init_empty (&s, cn_rules_get (CN_VARIANT_CLASSIC), NULL, 4);
  tu_meld (&s, 0, "KD KD KC KC KH KS KS");
  tu_meld (&s, 0, "QC QH QH");
  tu_hand (&s, 0, "2C 2D 7H 7D 9H");
  tu_hand (&s, 1, "9S 9C");
  tu_hand (&s, 2, "4D 4C");
  tu_hand (&s, 3, "6H 6S");
  tu_stock (&s, "4S 9D 8C 8D");
  tu_pile (&s, "7S 10C");
  s.turn = 0;
  s.phase = CN_PHASE_PLAY;
  tu_finish (&s);

  tu_expect (&s, tu_move (CN_MOVE_ASK_GO_OUT, 0, NULL), CN_OK);
  yes.yes = TRUE;
  tu_expect (&s, yes, CN_OK);

  /* Both wild cards on the queens would strand the sevens. */
  add.rank = CN_RANK_QUEEN;
  g_assert_false (cn_check (&s, &add, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_MUST_GO_OUT);
  g_assert_cmpint (verdict.nums[0], ==, 3);
  message = canasta_verdict_message_for_table (&verdict, s.rules, FALSE);
  g_assert_cmpstr (message, ==, "Your partner said yes, so this turn must end by going out, "
                                "and this move would leave you 3 cards you could not go out with.");

  /* A discard that ends the turn without going out: the yes alone. */
  g_clear_pointer (&message, g_free);
  g_assert_false (cn_check (&s, &(CnMove) { .kind = CN_MOVE_DISCARD, .seat = 0, .n = 1,
                                            .cards = { CN_CARD (9, CN_SUIT_HEARTS) } }, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_MUST_GO_OUT);
  message = canasta_verdict_message_for_table (&verdict, s.rules, FALSE);
  g_assert_cmpstr (message, ==, "Your partner said yes: you must go out this turn.");
}

static void
test_canastilla_label (void)
{
  const CnRules *rules = cn_rules_get (CN_VARIANT_URUGUAYAN);
  int canastilla[] = { 0, rules->bonus_canastilla };
  int canaston[] = { rules->bonus_canaston, 0 };
  int both[] = { rules->bonus_canastilla, rules->bonus_canaston };
  int none[] = { 0, 0 };

  g_assert_cmpint (rules->bonus_canastilla, !=, rules->bonus_canaston);
  g_assert_cmpstr (canasta_line_label_for (rules, CN_LINE_CANASTILLA, canastilla, 2), ==, "Canastilla");
  g_assert_cmpstr (canasta_line_label_for (rules, CN_LINE_CANASTILLA, canaston, 2), ==, "Canastón");
  g_assert_cmpstr (canasta_line_label_for (rules, CN_LINE_CANASTILLA, both, 2), ==, "Canastilla / canastón");
  g_assert_cmpstr (canasta_line_label_for (rules, CN_LINE_CANASTILLA, none, 2), ==, "Canastilla / canastón");
  /* Every other line keeps its one label. */
  g_assert_cmpstr (canasta_line_label_for (rules, CN_LINE_GOING_OUT, canaston, 2), ==,
                   canasta_line_label (CN_VARIANT_URUGUAYAN, CN_LINE_GOING_OUT));
}

/* A meld's name counts its wild cards in words: none, one, several. */
static void
test_meld_label (void)
{
  static const struct { int n, n_wild; const char *label; } cases[] = {
    { 3, 0, "Meld of kings: 3 cards, no wild cards" },
    { 4, 1, "Meld of kings: 4 cards, 1 wild card" },
    { 6, 2, "Meld of kings: 6 cards, 2 wild cards" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CnMeld meld = { .rank = CN_RANK_KING, .n = cases[i].n, .n_wild = cases[i].n_wild };
      g_autoptr(CanastaMeld) item = NULL;
      g_autofree char *label = NULL;

      for (int c = 0; c < meld.n; c++)
        meld.cards[c] = c < meld.n_wild ? CN_CARD (2, CN_SUIT_CLUBS) : CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS);
      item = canasta_meld_new (0, 0, &meld, 7);
      label = canasta_meld_dup_label (item);
      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

/* What the translated messages say, each in its language, with numbers
 * that agree with their nouns and card names written as the language
 * writes them inside a sentence. */
typedef struct
{
  const char *language;
  const char *opening;
  const char *close_none_clean;   /* clean and dirty: 0 and 1 */
  const char *close_one_clean;    /* 1 and 0 */
  const char *last_card;          /* dirty game, 0 clean and 1 dirty */
  const char *last_card_classic;  /* 0 of 1 canasta */
  const char *taken_pozo;
  const char *not_held;           /* the six of spades */
  const char *cards;              /* the ace of hearts, the joker and the jack of clubs */
} Translated;

static const Translated translated[] = {
  { "es",
    "Tus combinaciones suman 35 de los 50 que tu equipo necesita para abrir.",
    "Un juego sucio se cierra con una canasta limpia y una sucia: tu equipo tiene 0 limpias y 1 sucia.",
    "Un juego sucio se cierra con una canasta limpia y una sucia: tu equipo tiene 1 limpia y 0 sucias.",
    "Así te quedaría una sola carta, y descartarla cerraría la ronda: un juego sucio se cierra con "
    "una canasta limpia y una sucia, y tu equipo tiene 0 limpias y 1 sucia.",
    "Así te quedaría una sola carta, de modo que solo podrías terminar el turno saliendo, y para "
    "salir hace falta 1 canasta; tu equipo tiene 0.",
    "Ya has tomado el pozo en este turno.",
    "No tienes el seis de picas en la mano.",
    "el as de corazones, el Joker y la jota de tréboles" },
  { "it",
    NULL,
    "Un gioco sporco si chiude con una canasta pulita e una sporca: la tua squadra ne ha 0 pulite e 1 sporca.",
    "Un gioco sporco si chiude con una canasta pulita e una sporca: la tua squadra ne ha 1 pulita e 0 sporche.",
    "Così ti resterebbe una sola carta, e scartarla chiuderebbe la smazzata: un gioco sporco si "
    "chiude con una canasta pulita e una sporca, e la tua squadra ne ha 0 pulite e 1 sporca.",
    "Così ti resterebbe una sola carta, quindi potresti finire il turno solo chiudendo, e per "
    "chiudere serve 1 canasta; la tua squadra ne ha 0.",
    "Hai già preso il pozzo in questo turno.",
    "Non hai il sei di picche in mano.",
    "l’asso di cuori, il jolly e il fante di fiori" },
};

static void
test_messages_translated (gconstpointer data)
{
  const Translated *t = data;
  const char *localedir = g_getenv ("CANASTA_LOCALEDIR");
  const CnRules *uruguayan = cn_rules_get (CN_VARIANT_URUGUAYAN);
  CnCard cards[] = { CN_CARD (CN_RANK_ACE, CN_SUIT_HEARTS), CN_CARD_JOKER,
                     CN_CARD (CN_RANK_JACK, CN_SUIT_CLUBS) };
  CnVerdict opening = { .code = CN_ERR_OPENING_BELOW_MINIMUM, .nums = { 35, 50 } };
  CnVerdict none_clean = { .code = CN_ERR_CLOSE_CLEAN_AND_DIRTY, .nums = { 0, 1 } };
  CnVerdict one_clean = { .code = CN_ERR_CLOSE_CLEAN_AND_DIRTY, .nums = { 1, 0 } };
  CnVerdict last = { .code = CN_ERR_LAST_CARD_WOULD_GO_OUT, .nums = { 0, 1, CN_ERR_CLOSE_CLEAN_AND_DIRTY } };
  CnVerdict last_classic = { .code = CN_ERR_LAST_CARD_WOULD_GO_OUT, .nums = { 0, 1, CN_ERR_GO_OUT_NEEDS_CANASTAS } };
  CnVerdict taken = { .code = CN_ERR_ALREADY_DRAWN, .nums = { 1 } };
  CnVerdict missing = { .code = CN_ERR_NOT_IN_HAND, .nums = { CN_CARD (6, CN_SUIT_SPADES) } };
  g_autofree char *mo = NULL;
  char *said[8];

  if (localedir == NULL)
    {
      g_test_skip ("no uninstalled translations");
      return;
    }
  mo = g_build_filename (localedir, t->language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("catalogue not built");
      return;
    }

  /* LANGUAGE picks the catalogue once the locale is not plain C. */
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", t->language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  said[0] = canasta_verdict_message (&opening);
  said[1] = canasta_verdict_message_for (&none_clean, uruguayan);
  said[2] = canasta_verdict_message_for (&one_clean, uruguayan);
  said[3] = canasta_verdict_message_for (&last, uruguayan);
  said[4] = canasta_verdict_message_for (&last_classic, cn_rules_get (CN_VARIANT_CLASSIC));
  said[5] = canasta_verdict_message_for (&taken, uruguayan);
  said[6] = canasta_verdict_message (&missing);
  said[7] = cn_text_card_sentence_list (cards, G_N_ELEMENTS (cards));
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "");

  if (t->opening != NULL)
    g_assert_cmpstr (said[0], ==, t->opening);
  g_assert_cmpstr (said[1], ==, t->close_none_clean);
  g_assert_cmpstr (said[2], ==, t->close_one_clean);
  g_assert_cmpstr (said[3], ==, t->last_card);
  g_assert_cmpstr (said[4], ==, t->last_card_classic);
  g_assert_cmpstr (said[5], ==, t->taken_pozo);
  g_assert_cmpstr (said[6], ==, t->not_held);
  g_assert_cmpstr (said[7], ==, t->cards);
  for (guint i = 0; i < G_N_ELEMENTS (said); i++)
    g_free (said[i]);
}

/* Switches the messages to a language of the build's catalogues (NULL:
 * back to the untranslated English); FALSE, with the test skipped, when
 * the catalogue is not there. */
static gboolean
use_language (const char *language)
{
  const char *localedir = g_getenv ("CANASTA_LOCALEDIR");
  g_autofree char *mo = NULL;

  if (language == NULL)
    {
      g_setenv ("LANGUAGE", "C", TRUE);
      setlocale (LC_ALL, "");
      return TRUE;
    }
  if (localedir == NULL)
    {
      g_test_skip ("no uninstalled translations");
      return FALSE;
    }
  mo = g_build_filename (localedir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("catalogue not built");
      return FALSE;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  return TRUE;
}

/* A premiado pozo asks for its naturals by the rank's own plural, as a
 * player says it: "3 natural kings", never "3 natural cards of kings". */
static void
test_messages_premiado (void)
{
  static const struct { const char *language, *says; } cases[] = {
    { NULL, "needs exactly 3 natural kings from your hand" },
    { "es", "necesitas exactamente 3 reyes naturales de tu mano" },
    { "it", "ti servono esattamente 3 re naturali dalla tua mano" },
  };
  CnVerdict premiado = { .code = CN_ERR_POZO_PREMIADO, .nums = { 2, 3, CN_RANK_KING, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *message = NULL;

      if (!use_language (cases[i].language))
        break;
      message = canasta_verdict_message_for (&premiado, cn_rules_get (CN_VARIANT_URUGUAYAN));
      use_language (NULL);
      g_test_message ("%s", message);
      g_assert_nonnull (strstr (message, cases[i].says));
    }
}

/* Whether text speaks to the reader: "you" and "your" in English, and in
 * Spanish and Italian the pronouns and the verb forms the table's
 * refusals use for "you". */
static gboolean
speaks_to_reader (const char *text,
                  const char *language)
{
  static const char *const english[] = { "you", "your", "yours", NULL };
  static const char *const spanish[] = { "tu", "tus", "ti", "te", "tú", "has", "puedes", "debes", "necesitas",
                                         "tienes", "llegas", "espera", "guarda",
                                         "elige", "roba", "termina", "pregunta", "llevártelo",
                                         "llevarte", NULL };
  static const char *const italian[] = { "tu", "tua", "tuo", "tuoi", "tue", "ti", "te", "hai", "puoi", "devi",
                                         "chiudi", "arrivi", "avresti", "giochi", "aspetta", "tieni", "scegli", "pesca", "prendi",
                                         "completa", "chiedi", NULL };
  const char *const *words = language == NULL ? english : g_str_equal (language, "es") ? spanish : italian;
  g_autofree char *lower = g_utf8_strdown (text, -1);
  g_auto(GStrv) tokens = g_regex_split_simple ("[^[:alpha:]áéíóúüñàèìòù]+", lower, G_REGEX_DEFAULT, G_REGEX_MATCH_DEFAULT);

  for (guint i = 0; tokens[i] != NULL; i++)
    if (g_strv_contains (words, tokens[i]))
      return TRUE;
  return FALSE;
}

/* The rules help's examples tell their refusals about the player who
 * moved: for every code, in every language and both the pile's and the
 * pozo's words, the sentence names the player where the table's speaks to
 * "you", and never speaks to the reader. */
static void
test_messages_about (void)
{
  static const char *const languages[] = { NULL, "es", "it" };
  static const CnVariant variants[] = { CN_VARIANT_CLASSIC, CN_VARIANT_URUGUAYAN };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
      for (int code = 0; code < CN_N_CODES; code++)
        for (int cannot = 0; cannot < 2; cannot++)
          {
            /* CANNOT_GO_OUT has a sentence for a side short of canastas
             * and one for a side that has them. */
            CnVerdict verdict = { .code = code, .nums = { cannot ? 1 : 2, 2, CN_RANK_KING, 0 } };
            const CnRules *rules = cn_rules_get (variants[v]);
            g_autofree char *table = NULL;
            g_autofree char *about = NULL;

            if (!use_language (languages[l]))
              return;
            table = canasta_verdict_message_for (&verdict, rules);
            about = canasta_verdict_message_about (&verdict, rules, "Rosa", FALSE);
            use_language (NULL);

            if (code == CN_OK)
              {
                g_assert_cmpstr (about, ==, "");
                continue;
              }
            if (speaks_to_reader (about, languages[l]))
              g_error ("%s, %s: \"%s\" speaks to the reader", languages[l] ? languages[l] : "en",
                       cn_code_name (code), about);
            if (speaks_to_reader (table, languages[l]))
              g_assert_nonnull (strstr (about, "Rosa"));
          }
}

static void
test_card_names (void)
{
  g_autofree char *queen = cn_text_card_name (CN_CARD (CN_RANK_QUEEN, CN_SUIT_SPADES));
  g_autofree char *joker = cn_text_card_name (CN_CARD_JOKER);

  g_assert_cmpstr (queen, ==, "Queen of Spades");
  g_assert_cmpstr (joker, ==, "Joker");

  /* Inside a sentence, lower-case and with the article. */
  {
    CnCard cards[] = { CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS), CN_CARD_JOKER,
                       CN_CARD (CN_RANK_ACE, CN_SUIT_HEARTS) };
    g_autofree char *six = cn_text_card_sentence_name (CN_CARD (6, CN_SUIT_SPADES));
    g_autofree char *one = cn_text_card_sentence_list (cards, 1);
    g_autofree char *two = cn_text_card_sentence_list (cards, 2);
    g_autofree char *three = cn_text_card_sentence_list (cards, 3);
    CnVerdict missing = { .code = CN_ERR_NOT_IN_HAND, .nums = { CN_CARD (6, CN_SUIT_SPADES) } };
    CnVerdict blocked = { .code = CN_ERR_PILE_BLOCKED, .nums = { CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS) } };
    g_autofree char *not_held = canasta_verdict_message (&missing);
    g_autofree char *pozo = canasta_verdict_message_for (&blocked, cn_rules_get (CN_VARIANT_URUGUAYAN));

    g_assert_cmpstr (six, ==, "the six of spades");
    g_assert_cmpstr (one, ==, "the two of clubs");
    g_assert_cmpstr (two, ==, "the two of clubs and the joker");
    g_assert_cmpstr (three, ==, "the two of clubs, the joker and the ace of hearts");
    g_assert_cmpstr (not_held, ==, "You do not hold the six of spades.");
    g_assert_cmpstr (pozo, ==, "The pozo is blocked: it cannot be taken with the three of clubs on top.");
  }
  g_assert_cmpstr (canasta_card_art_name (CN_CARD (CN_RANK_TEN, CN_SUIT_HEARTS), FALSE), ==, "10H");
  g_assert_cmpstr (canasta_card_art_name (CN_CARD_JOKER, TRUE), ==, "JK-black");
}

/* --------------------------------------------------------------- game */

static void
test_start (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 42);
  guint dealt = 0;

  g_assert_true (canasta_game_get_started (game));
  g_assert_cmpint (canasta_game_get_n_players (game), ==, 4);
  g_assert_cmpint (canasta_game_get_n_sides (game), ==, 2);
  g_assert_cmpint (canasta_game_get_viewer (game), ==, 0);
  g_assert_false (canasta_game_get_handover_pending (game));
  g_assert_cmpuint (g_list_model_get_n_items (canasta_game_get_pile (game)), >=, 1);
  g_assert_cmpuint (canasta_game_get_stock_count (game), >, 50);

  for (int seat = 0; seat < 4; seat++)
    dealt += g_list_model_get_n_items (canasta_game_get_hand (game, seat));
  for (int side = 0; side < 2; side++)
    dealt += g_list_model_get_n_items (canasta_game_get_red_threes (game, side));
  /* 44 cards dealt; red threes from the deal may already be down or
   * replaced from the stock. */
  g_assert_cmpuint (dealt, >=, 44);

  g_assert_cmpint (canasta_game_get_opening_minimum (game, 0), ==, 50);
  g_assert_false (canasta_game_get_side_opened (game, 0));
}

/* The hand model is sorted: wilds first, then aces, kings ... fours. */
static void
test_hand_sorted (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 7);
  GListModel *hand = canasta_game_get_hand (game, 0);
  int last = -1;

  for (guint i = 0; i < g_list_model_get_n_items (hand); i++)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i);
      CnCard c = canasta_card_get_card (card);
      CnRank rank = cn_card_rank (c);
      int order = rank == CN_RANK_JOKER ? 0 : rank == CN_RANK_TWO ? 1 : rank == CN_RANK_ACE ? 2
                  : rank == CN_RANK_THREE ? 20 : 3 + (CN_RANK_KING - rank);

      g_assert_cmpint (order, >=, last);
      last = order;
    }
}

typedef struct
{
  int moved;
  int from_stock_to_hand;
  int to_pile;
  int turns;
} Events;

static void
card_moved_cb (CanastaGame *game,
               guint        card,
               int          from,
               int          to,
               int          seat,
               int          side,
               int          meld,
               Events      *events)
{
  events->moved++;
  if (from == CN_PLACE_STOCK && to == CN_PLACE_HAND)
    events->from_stock_to_hand++;
  if (to == CN_PLACE_PILE)
    events->to_pile++;
}

static void
test_human_turn (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 1234);
  Events events = { 0 };
  CnVerdict verdict;
  guint before;
  g_autoptr(CanastaCard) first = NULL;
  GListModel *hand = canasta_game_get_hand (game, 0);

  g_signal_connect (game, "card-moved", G_CALLBACK (card_moved_cb), &events);

  spin_until (game, human_to_act, 10000);
  g_assert_true (canasta_game_get_viewer_can_act (game));
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_DRAW);
  g_assert_cmpint (canasta_game_get_actor (game), ==, 0);

  /* Melding before drawing is refused, and nothing changes. */
  {
    g_autoptr(CanastaCardSet) set = canasta_card_set_new (0);
    g_autoptr(CanastaCard) card = g_list_model_get_item (hand, 0);
    CnState copy = *canasta_game_get_state (game);

    canasta_card_set_add (set, canasta_card_get_card (card));
    g_assert_false (canasta_game_meld (game, set, &verdict));
    g_assert_cmpint (verdict.code, ==, CN_ERR_MUST_DRAW_FIRST);
    g_assert_true (memcmp (&copy, canasta_game_get_state (game), sizeof copy) == 0);
  }

  before = g_list_model_get_n_items (hand);
  memset (&events, 0, sizeof events);
  g_assert_true (canasta_game_draw (game, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_OK);
  g_assert_cmpint (events.from_stock_to_hand, >=, 1);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_PLAY);
  g_assert_cmpuint (g_list_model_get_n_items (hand), >=, before);

  /* Drawing twice is refused with its reason: a draw, not the pile. */
  g_assert_false (canasta_game_draw (game, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_ALREADY_DRAWN);
  g_assert_cmpint (verdict.nums[0], ==, 0);

  /* Discard a card the engine accepts (the last card is never a wild
   * in this sorted hand unless the hand is all wilds). */
  for (guint i = g_list_model_get_n_items (hand); i > 0; i--)
    {
      g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i - 1);
      CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { canasta_card_get_card (card) } };

      if (canasta_game_check (game, &move, NULL))
        {
          first = g_object_ref (card);
          break;
        }
    }
  g_assert_nonnull (first);
  memset (&events, 0, sizeof events);
  g_assert_true (canasta_game_discard (game, canasta_card_get_card (first), &verdict));
  g_assert_cmpint (events.to_pile, ==, 1);
  g_assert_cmpint (canasta_game_get_turn (game), !=, 0);
  g_assert_false (canasta_game_get_viewer_can_act (game));

  /* Not the human's turn now. */
  g_assert_false (canasta_game_draw (game, &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_NOT_YOUR_TURN);

  /* The computers play off the main thread and hand the turn back. */
  spin_until (game, human_to_act, 20000);
  g_assert_true (human_to_act (game));
}

static void
test_opening_refusal (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 99);
  CnState state;
  CnOptions options;
  const CnRules *rules = cn_rules_get (CN_VARIANT_CLASSIC);
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaCardSet) set = canasta_card_set_new (0);
  CnVerdict verdict;
  g_autofree char *message = NULL;
  const CnCard hand0[] = {
    CN_CARD (5, CN_SUIT_HEARTS), CN_CARD (5, CN_SUIT_DIAMONDS), CN_CARD (5, CN_SUIT_CLUBS),
    CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS), CN_CARD (CN_RANK_KING, CN_SUIT_DIAMONDS),
    CN_CARD (CN_RANK_KING, CN_SUIT_SPADES), CN_CARD (CN_RANK_ACE, CN_SUIT_HEARTS),
    CN_CARD (CN_RANK_ACE, CN_SUIT_DIAMONDS), CN_CARD (CN_RANK_ACE, CN_SUIT_CLUBS),
    CN_CARD (7, CN_SUIT_CLUBS), CN_CARD (9, CN_SUIT_SPADES),
  };

  cn_options_init (&options, rules);
  cn_state_init_empty (&state, rules, &options, 4);
  for (guint i = 0; i < G_N_ELEMENTS (hand0); i++)
    state.hand[0][hand0[i]]++;
  state.hand[1][CN_CARD (8, CN_SUIT_HEARTS)] = 2;
  state.hand[2][CN_CARD (10, CN_SUIT_HEARTS)] = 2;
  state.hand[3][CN_CARD (6, CN_SUIT_HEARTS)] = 2;
  state.stock[state.stock_n++] = CN_CARD (4, CN_SUIT_CLUBS);
  state.stock[state.stock_n++] = CN_CARD (4, CN_SUIT_DIAMONDS);
  state.pile[state.pile_n++] = CN_CARD (CN_RANK_QUEEN, CN_SUIT_SPADES);
  state.turn = 0;
  state.phase = CN_PHASE_PLAY;
  state.had_turn = 0xf;
  g_assert_true (cn_state_finish_setup (&state, &error));
  g_assert_no_error (error);

  canasta_game_set_state (game, &state);
  g_assert_true (canasta_game_get_viewer_can_act (game));

  canasta_card_set_add (set, CN_CARD (5, CN_SUIT_HEARTS));
  canasta_card_set_add (set, CN_CARD (5, CN_SUIT_DIAMONDS));
  canasta_card_set_add (set, CN_CARD (5, CN_SUIT_CLUBS));
  /* Several melds count together toward the opening, so the first one is
   * accepted; ending the turn below the minimum is not. */
  g_assert_true (canasta_game_meld (game, set, &verdict));
  g_assert_cmpuint (g_list_model_get_n_items (canasta_game_get_melds (game, 0)), ==, 1);
  g_assert_cmpint (canasta_game_get_opening_points (game), ==, 15);

  g_assert_false (canasta_game_discard (game, CN_CARD (9, CN_SUIT_SPADES), &verdict));
  g_assert_cmpint (verdict.code, ==, CN_ERR_OPENING_BELOW_MINIMUM);
  message = canasta_verdict_message (&verdict);
  g_assert_cmpstr (message, ==, "Your melds count 15 of the 50 your side needs to open.");
  g_assert_cmpint (canasta_game_get_turn (game), ==, 0);
}

static void
test_computers_play_round (void)
{
  g_autoptr(CanastaGame) game = new_game (4, TRUE, 5);
  int round_over_count = 0;
  CnRoundScore score;
  int before[CN_MAX_SIDES];

  g_signal_connect_swapped (game, "round-over", G_CALLBACK (g_atomic_int_inc), &round_over_count);
  spin_until (game, round_over, 60000);
  g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
  g_assert_cmpint (round_over_count, ==, 1);
  g_assert_true (canasta_game_get_last_score (game, &score, before));
  g_assert_cmpint (score.n_sides, ==, 2);
  for (int side = 0; side < 2; side++)
    g_assert_cmpint (canasta_game_get_total (game, side), ==, before[side] + score.sides[side].total);
  g_assert_cmpint (canasta_game_get_round (game), ==, 1);
  {
    g_autoptr(GVariant) scores = NULL;
    int first;

    g_object_get (game, "scores", &scores, NULL);
    g_assert_cmpuint (g_variant_n_children (scores), ==, 2);
    g_variant_get_child (scores, 0, "i", &first);
    g_assert_cmpint (first, ==, canasta_game_get_total (game, 0));
  }

  g_assert_true (canasta_game_next_round (game));
  g_assert_cmpint (canasta_game_get_phase (game), !=, CANASTA_PHASE_ROUND_OVER);
}

/* The computer seats play at their levels, and the hint for the human
 * seat is the Medium player's legal move, asked without changing a thing. */
static void
test_hint_and_levels (void)
{
  g_autoptr(CanastaGame) game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 77 };
  CnMove move;
  CnVerdict verdict;
  CnState before;

  setup.kinds[0] = CANASTA_SEAT_HUMAN;
  for (int i = 1; i < 4; i++)
    setup.kinds[i] = CANASTA_SEAT_COMPUTER;
  setup.levels[1] = "hard";
  setup.levels[2] = "easy";
  setup.levels[3] = "grandmaster";
  canasta_game_set_pace (game, 0);
  canasta_game_set_think_time (game, 20);
  canasta_game_start (game, &setup);

  g_assert_cmpint (canasta_game_get_seat_level (game, 1), ==, CN_AI_HARD);
  g_assert_cmpint (canasta_game_get_seat_level (game, 2), ==, CN_AI_EASY);
  g_assert_cmpint (canasta_game_get_seat_level (game, 3), ==, CN_AI_MEDIUM);

  for (int turn = 0; turn < 3; turn++)
    {
      spin_until (game, human_to_act, 30000);
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        break;
      g_assert_cmpint (canasta_game_get_actor (game), ==, 0);

      before = *canasta_game_get_state (game);
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_cmpint (move.seat, ==, 0);
      g_assert_true (move.kind == CN_MOVE_DRAW || move.kind == CN_MOVE_TAKE_PILE);
      g_assert_true (cn_check (canasta_game_get_state (game), &move, &verdict));
      g_assert_cmpint (memcmp (&before, canasta_game_get_state (game), sizeof before), ==, 0);

      g_assert_true (canasta_game_draw (game, &verdict));
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_true (cn_check (canasta_game_get_state (game), &move, &verdict));

      /* End the turn with a legal discard so the computers play on. */
      {
        g_autofree CnMoveList *list = g_new0 (CnMoveList, 1);
        gboolean discarded = FALSE;

        cn_legal_moves (canasta_game_get_state (game), list);
        for (int i = 0; i < list->n && !discarded; i++)
          if (list->moves[i].kind == CN_MOVE_DISCARD)
            discarded = canasta_game_discard (game, list->moves[i].cards[0], &verdict);
        g_assert_true (discarded);
      }
    }
  /* Not the human's move: no hint. */
  if (canasta_game_get_actor (game) != 0)
    g_assert_false (canasta_game_hint (game, &move));
}

/* Quitting while Hard thinks stops it: its worker threads notice the
 * cancelled task at once rather than think out a ten-second budget, so
 * the game object goes away promptly. */
static void
test_hard_cancelled (void)
{
  CanastaGame *game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_CLASSIC, .players = 4, .seed = 5 };
  gint64 start = g_get_monotonic_time ();

  for (int i = 0; i < 4; i++)
    {
      setup.kinds[i] = CANASTA_SEAT_COMPUTER;
      setup.levels[i] = "hard";
    }
  canasta_game_set_pace (game, 0);
  canasta_game_set_think_time (game, 10000);
  canasta_game_start (game, &setup);
  g_object_add_weak_pointer (G_OBJECT (game), (gpointer *) &game);

  /* A computer thinking (notify::busy). */
  while (!canasta_game_get_busy (game))
    test_wait_step (start);

  g_object_unref (game);
  start = g_get_monotonic_time ();
  while (game != NULL)
    test_wait_step (start);
  g_assert_null (game);
}

/* Every variant the new-game dialog offers plays a whole round. */
static void
test_every_variant (void)
{
  for (int v = 0; v < CN_N_VARIANTS; v++)
    {
      const CnRules *rules = cn_rules_get (v);

      if (rules == NULL)
        continue;

      for (int players = 2; players <= 4; players++)
        {
          g_autoptr(CanastaGame) game = NULL;
          CanastaGameSetup setup = { .variant = v, .players = players, .seed = 31 + v };

          if (cn_rules_seating (rules, players) == NULL)
            continue;
          for (int i = 0; i < players; i++)
            setup.kinds[i] = CANASTA_SEAT_COMPUTER;

          game = canasta_game_new ();
          canasta_game_set_pace (game, 0);
          canasta_game_start (game, &setup);
          spin_until (game, round_over, 60000);
          g_test_message ("%s, %d players: round over %d", rules->id, players,
                          canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER);
          g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
        }
    }
}

/* Fifteen's game of a fixed number of rounds: the model keeps the length,
 * the round labels count against it, and the game ends after the last
 * round (or the tie-break rounds after it) with the highest total. */
static void
test_fixed_rounds (void)
{
  g_autoptr(CanastaGame) game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_FIFTEEN, .players = 4, .seed = 8, .fixed_rounds = 1 };
  g_autofree char *plain = canasta_round_label (3, 0);
  g_autofree char *of = canasta_round_label (2, 4);
  g_autofree char *tie = canasta_round_label (5, 4);

  g_assert_cmpstr (plain, ==, "Round 3");
  g_assert_cmpstr (of, ==, "Round 2 of 4");
  g_assert_cmpstr (tie, ==, "Round 5 (to break the tie)");

  for (int i = 0; i < 4; i++)
    setup.kinds[i] = CANASTA_SEAT_COMPUTER;
  canasta_game_set_pace (game, 0);
  g_assert_cmpint (canasta_game_get_fixed_rounds (game), ==, 0);
  canasta_game_start (game, &setup);
  g_assert_cmpint (canasta_game_get_fixed_rounds (game), ==, 1);
  while (!canasta_game_get_over (game))
    {
      spin_until (game, round_over, 60000);
      g_assert_cmpint (canasta_game_get_phase (game), ==, CANASTA_PHASE_ROUND_OVER);
      if (!canasta_game_get_over (game))
        {
          /* Only a tie at the top plays on. */
          g_assert_cmpint (canasta_game_get_total (game, 0), ==, canasta_game_get_total (game, 1));
          g_assert_true (canasta_game_next_round (game));
        }
    }
  g_assert_cmpint (canasta_game_get_round (game), >=, 1);
  g_assert_cmpint (canasta_game_get_total (game, canasta_game_get_winner (game)), >,
                   canasta_game_get_total (game, 1 - canasta_game_get_winner (game)));
}

static void
test_handover (void)
{
  g_autoptr(CanastaGame) game = canasta_game_new ();
  CanastaGameSetup setup = {
    .variant = CN_VARIANT_CLASSIC, .players = 2, .seed = 77,
    .kinds = { CANASTA_SEAT_HUMAN, CANASTA_SEAT_HUMAN },
    .names = { "Ana", "Bruno" },
  };
  int handovers = 0;
  CnVerdict verdict;
  int first;

  canasta_game_set_pace (game, 0);
  g_signal_connect_swapped (game, "handover", G_CALLBACK (g_atomic_int_inc), &handovers);
  canasta_game_start (game, &setup);

  /* Nobody's hand shows until the first player confirms. */
  g_assert_true (canasta_game_get_handover_pending (game));
  g_assert_cmpint (canasta_game_get_viewer (game), ==, -1);
  g_assert_false (canasta_game_get_viewer_can_act (game));
  g_assert_false (canasta_game_draw (game, &verdict));
  first = canasta_game_get_handover_seat (game);
  g_assert_cmpint (first, ==, canasta_game_get_actor (game));

  canasta_game_confirm_handover (game);
  g_assert_false (canasta_game_get_handover_pending (game));
  g_assert_cmpint (canasta_game_get_viewer (game), ==, first);
  g_assert_true (canasta_game_get_viewer_can_act (game));

  g_assert_true (canasta_game_draw (game, &verdict));
  {
    GListModel *hand = canasta_game_get_hand (game, first);
    gboolean discarded = FALSE;

    for (guint i = g_list_model_get_n_items (hand); i > 0 && !discarded; i--)
      {
        g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i - 1);
        CnMove move = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { canasta_card_get_card (card) } };

        if (canasta_game_check (game, &move, NULL))
          discarded = canasta_game_discard (game, canasta_card_get_card (card), &verdict);
      }
    g_assert_true (discarded);
  }

  /* The other human is next: every hand is hidden again. */
  g_assert_true (canasta_game_get_handover_pending (game));
  g_assert_cmpint (canasta_game_get_viewer (game), ==, -1);
  g_assert_cmpint (canasta_game_get_handover_seat (game), ==, 1 - first);
  g_assert_cmpint (handovers, ==, 2);
}

/* The table lays every meld out the same way: naturals, then wild cards,
 * whether the wilds came first, last or in between. */
static void
test_meld_shown_order (void)
{
  const CnCard first[] = { CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS), CN_CARD (7, CN_SUIT_HEARTS),
                           CN_CARD (7, CN_SUIT_SPADES), CN_CARD_JOKER, CN_CARD (7, CN_SUIT_DIAMONDS) };
  const CnCard shown[] = { CN_CARD (7, CN_SUIT_HEARTS), CN_CARD (7, CN_SUIT_SPADES),
                           CN_CARD (7, CN_SUIT_DIAMONDS), CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS), CN_CARD_JOKER };
  CnMeld m = { .rank = 7, .n = G_N_ELEMENTS (first), .n_wild = 2 };
  g_autoptr(CanastaMeld) meld = NULL;
  g_autoptr(CanastaMeld) middle = NULL;

  memcpy (m.cards, first, sizeof first);
  meld = canasta_meld_new (0, 0, &m, 7);
  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      g_assert_cmpuint (canasta_meld_get_shown_card (meld, i), ==, shown[i]);
      g_assert_cmpuint (canasta_meld_get_card (meld, i), ==, first[i]);
    }

  m.n = 3;
  m.n_wild = 1;
  m.cards[0] = CN_CARD (7, CN_SUIT_HEARTS);
  m.cards[1] = CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS);
  m.cards[2] = CN_CARD (7, CN_SUIT_SPADES);
  middle = canasta_meld_new (0, 1, &m, 7);
  g_assert_cmpuint (canasta_meld_get_shown_card (middle, 0), ==, CN_CARD (7, CN_SUIT_HEARTS));
  g_assert_cmpuint (canasta_meld_get_shown_card (middle, 1), ==, CN_CARD (7, CN_SUIT_SPADES));
  g_assert_cmpuint (canasta_meld_get_shown_card (middle, 2), ==, CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS));
}

/* Cards of several ranks laid off at once (issue 28): each on its meld,
 * one engine lay-off each, all or nothing. */
static void
lay_off_position (CanastaGame *game,
                  CnState     *s)
{
  *s = *canasta_game_get_state (game);
  cn_state_init_empty (s, s->rules, &s->options, 4);
  tu_meld (s, 0, "QC QC QD QD QS JK 2D");
  tu_meld (s, 0, "JC JD JH");
  tu_meld (s, 0, "8C 8D 8H");
  tu_hand (s, 0, "QH JS 8S AS KC 4C 7D 2C");
  tu_hand (s, 1, "QS JS 9S 7S 6D 5D 4D 10D 9D");
  tu_hand (s, 2, "AD KS JD 10C 7C 6C");
  tu_hand (s, 3, "JH 10H 9C 7H 6H 5C 4H 4S");
  tu_pile (s, "5S 10D 9H");
  tu_stock (s, "KH AC 2S 7S 6H 10H 4S KS AD");
  s->turn = 0;
  s->phase = CN_PHASE_PLAY;
  tu_finish (s);
  canasta_game_set_state (game, s);
}

static CanastaCardSet *
cards_of (const char *text)
{
  CnCard cards[CN_MOVE_CAP];
  int n = tu_cards (text, cards);
  CanastaCardSet *set = canasta_card_set_new (0);

  for (int i = 0; i < n; i++)
    canasta_card_set_add (set, cards[i]);
  return set;
}

static void
test_lay_off_each (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 1234);
  g_autoptr(CanastaCardSet) three = cards_of ("QH JS 8S");
  g_autoptr(CanastaCardSet) stray = cards_of ("QH JS 7D");
  g_autoptr(CanastaCardSet) wild = cards_of ("QH JS 2C");
  g_autoptr(CanastaCardSet) one_rank = cards_of ("QH 2C");
  g_autofree CnState *copy = g_new (CnState, 1);
  CnState s;
  CnVerdict verdict;

  spin_until (game, human_to_act, 10000);
  g_assert_true (canasta_game_cards_span_ranks (three));
  g_assert_false (canasta_game_cards_span_ranks (one_rank));

  lay_off_position (game, &s);
  g_assert_cmpint (canasta_game_lay_off_each (game, three, &verdict), ==, CANASTA_LAY_OFF_DONE);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 5);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][0].n, ==, 8);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][1].n, ==, 4);
  g_assert_cmpint (canasta_game_get_state (game)->melds[0][2].n, ==, 4);

  /* No meld of sevens: nothing moves, the refusal names the sevens. */
  lay_off_position (game, &s);
  *copy = *canasta_game_get_state (game);
  g_assert_cmpint (canasta_game_lay_off_each (game, stray, &verdict), ==, CANASTA_LAY_OFF_REFUSED);
  g_assert_cmpint (verdict.code, !=, CN_OK);
  g_assert_cmpint (verdict.code, !=, CN_ERR_MELD_MIXED_RANKS);
  g_assert_true (memcmp (copy, canasta_game_get_state (game), sizeof *copy) == 0);

  /* The two could go on any of the three melds: the naturals go down,
   * the two waits for the player's pick. */
  lay_off_position (game, &s);
  g_assert_cmpint (canasta_game_lay_off_each (game, wild, &verdict), ==, CANASTA_LAY_OFF_PICK_MELD);
  g_assert_cmpint (canasta_game_get_state (game)->hand_n[0], ==, 6);
  g_assert_cmpint (canasta_game_get_state (game)->hand[0][CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS)], ==, 1);
}

/* The card shown sideways under a frozen pile is the one that froze it
 * under the rule set's own freeze rule: in fifteen a red three turned up
 * at the deal does not freeze the pile, the wild card below it does. */
static void
test_pile_freezer_follows_rules (void)
{
  g_autoptr(CanastaGame) game = canasta_game_new ();
  CanastaGameSetup setup = { .variant = CN_VARIANT_FIFTEEN, .players = 4, .seed = 5 };
  CnState state;
  CnCard pile[] = { CN_CARD (CN_RANK_TWO, CN_SUIT_CLUBS),
                    CN_CARD (CN_RANK_THREE, CN_SUIT_HEARTS),
                    CN_CARD (7, CN_SUIT_SPADES) };

  setup.kinds[0] = CANASTA_SEAT_HUMAN;
  for (int i = 1; i < 4; i++)
    setup.kinds[i] = CANASTA_SEAT_COMPUTER;
  canasta_game_set_pace (game, 0);
  canasta_game_set_held (game, TRUE);
  canasta_game_start (game, &setup);

  /* The three pile cards come back from the stock and the pile, so the
   * deck stays whole. */
  state = *canasta_game_get_state (game);
  for (guint i = 0; i < state.pile_n; i++)
    state.stock[state.stock_n++] = state.pile[i];
  state.pile_n = 0;
  /* The red threes the deal placed go back to the stock too. */
  for (int side = 0; side < state.n_sides; side++)
    while (state.n_red_threes[side] > 0)
      state.stock[state.stock_n++] = state.red_threes[side][--state.n_red_threes[side]];
  for (guint k = 0; k < G_N_ELEMENTS (pile); k++)
    {
      int i;

      /* A card held in a hand goes back to the stock first, the hand
       * taking a plain stock card (no three, no wild) in its place. */
      for (int seat = 0; seat < state.n_players && !memchr (state.stock, pile[k], state.stock_n); seat++)
        if (state.hand[seat][pile[k]] > 0)
          for (i = (int) state.stock_n - 1; i >= 0; i--)
            if (cn_card_is_natural (state.stock[i]) && memchr (pile, state.stock[i], sizeof pile) == NULL)
              {
                state.hand[seat][pile[k]]--;
                state.hand[seat][state.stock[i]]++;
                state.stock[i] = pile[k];
                break;
              }
      for (i = 0; i < (int) state.stock_n; i++)
        if (state.stock[i] == pile[k])
          {
            memmove (&state.stock[i], &state.stock[i + 1], state.stock_n - i - 1);
            state.stock_n--;
            state.pile[state.pile_n++] = pile[k];
            break;
          }
    }
  g_assert_cmpuint (state.pile_n, ==, 3);
  state.pile_freezers = 1;
  canasta_game_set_state (game, &state);

  g_assert_cmpint (canasta_game_get_pile_state (game), ==, CANASTA_PILE_FROZEN);
  g_assert_cmpint (canasta_game_get_pile_freezer (game), ==, pile[0]);
}

static void
collect_event_cb (CanastaGame            *game,
                  const CanastaMoveEvent *event,
                  gpointer                user_data)
{
  g_array_append_vals (user_data, event, 1);
}

/* move-made tells each move as a typed event made from the positions
 * before and after it (the cards drawn, a canasta completed, the turn
 * passed), and the history tells the same moves the same way. */
static void
test_move_event (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 1234);
  g_autoptr(GArray) made = g_array_new (FALSE, FALSE, sizeof (CanastaMoveEvent));
  g_autoptr(GArray) replayed = g_array_new (FALSE, FALSE, sizeof (CanastaMoveEvent));
  g_autoptr(CanastaCardSet) eight = cards_of ("8H");
  const CanastaMoveEvent *e;
  CnState s;

  /* The computers wait: only the moves made here are told. */
  canasta_game_set_held (game, TRUE);
  s = *canasta_game_get_state (game);
  cn_state_init_empty (&s, s.rules, &s.options, 4);
  tu_meld (&s, 0, "8C 8D 8H 8S 8C 8D");
  tu_hand (&s, 0, "8H KC 4C 7D");
  tu_hand (&s, 1, "QS JS 9S 7S 6D 5D 4D 10D 9D");
  tu_hand (&s, 2, "AD KS JD 10C 7C 6C");
  tu_hand (&s, 3, "JH 10H 9C 7H 6H 5C 4H 4S");
  tu_pile (&s, "5S 10D 9H");
  tu_stock (&s, "KH AC 2S 7S 6H 10H 4S KS AD");
  s.turn = 0;
  s.phase = CN_PHASE_DRAW;
  tu_finish (&s);
  canasta_game_set_state (game, &s);
  g_signal_connect (game, "move-made", G_CALLBACK (collect_event_cb), made);

  g_assert_true (canasta_game_draw (game, NULL));
  g_assert_true (canasta_game_add (game, 8, eight, NULL));
  g_assert_true (canasta_game_discard (game, CN_CARD (4, CN_SUIT_CLUBS), NULL));
  g_assert_cmpuint (made->len, ==, 3);

  e = &g_array_index (made, CanastaMoveEvent, 0);
  g_assert_cmpint (e->move.kind, ==, CN_MOVE_DRAW);
  g_assert_cmpint (e->move.seat, ==, 0);
  g_assert_cmpint (e->side, ==, 0);
  g_assert_cmpint (e->draw_count, ==, 1);
  g_assert_cmpint (e->n_fresh, ==, 1);
  g_assert_cmpint (e->fresh[0], ==, CN_CARD (CN_RANK_KING, CN_SUIT_HEARTS));
  g_assert_false (e->turn_passed);
  g_assert_false (e->round_over);
  g_assert_cmpint (e->canastas_completed, ==, 0);
  g_assert_cmpuint (e->move_count_after, ==, e->move_count_before + 1);

  e = &g_array_index (made, CanastaMoveEvent, 1);
  g_assert_cmpint (e->move.kind, ==, CN_MOVE_ADD);
  g_assert_cmpint (e->meld_rank, ==, 8);
  g_assert_cmpint (e->canastas_completed, ==, 1);
  g_assert_cmpint (e->n_fresh, ==, 0);
  g_assert_false (e->turn_passed);

  e = &g_array_index (made, CanastaMoveEvent, 2);
  g_assert_cmpint (e->move.kind, ==, CN_MOVE_DISCARD);
  g_assert_true (e->turn_passed);
  g_assert_cmpint (e->turn_before, ==, 0);
  g_assert_cmpint (e->turn_after, ==, 1);
  g_assert_cmpuint (e->move_count_after, ==, canasta_game_get_move_count (game));

  g_assert_cmpuint (canasta_game_foreach_move (game, (CanastaMoveFunc) collect_event_cb, replayed), ==, 3);
  g_assert_cmpuint (replayed->len, ==, 3);
  g_assert_cmpmem (replayed->data, replayed->len * sizeof (CanastaMoveEvent),
                   made->data, made->len * sizeof (CanastaMoveEvent));
}

/* phase and pile-state are enum properties of the model's own types, with
 * the engine's values. */
static void
test_enum_properties (void)
{
  g_autoptr(CanastaGame) game = new_game (4, FALSE, 1234);
  GObjectClass *klass = G_OBJECT_GET_CLASS (game);
  CanastaPhase phase;
  CanastaPileState pile_state;

  canasta_game_set_held (game, TRUE);
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (klass, "phase")) == CANASTA_TYPE_PHASE);
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (klass, "pile-state")) ==
                 CANASTA_TYPE_PILE_STATE);
  g_object_get (game, "phase", &phase, "pile-state", &pile_state, NULL);
  g_assert_cmpint (phase, ==, canasta_game_get_phase (game));
  g_assert_cmpint (phase, ==, canasta_game_get_state (game)->phase);
  g_assert_cmpint (pile_state, ==, canasta_game_get_pile_state (game));
  g_assert_cmpstr (g_enum_get_value (g_type_class_peek (CANASTA_TYPE_PHASE), CANASTA_PHASE_ASKING)->value_nick,
                   ==, "asking");
}

/* Black threes laid off by the reader in a help example go to a meld of
 * black threes, as at the table: the example looked for their "natural"
 * rank, found none and asked where the wild cards should go. */
static void
test_example_black_threes_lay_off (void)
{
  const CnCard threes[] = { CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS), CN_CARD (CN_RANK_THREE, CN_SUIT_CLUBS),
                            CN_CARD (CN_RANK_THREE, CN_SUIT_SPADES) };
  g_autofree char *path = g_build_filename (g_getenv ("CANASTA_HELP_EXAMPLES_DIR"), "black-threes.json", NULL);
  g_autofree char *data = NULL;
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaExample) example = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  g_assert_no_error (error);
  example = canasta_example_new_from_data (data, length, &error);
  g_assert_no_error (error);

  /* Rosa has no meld of black threes to lay them off on: the rules refuse
   * it, and the example says it goes on with her meld of them. */
  g_assert_cmpint (canasta_example_play (example, CN_MOVE_ADD, -1, -1, threes, G_N_ELEMENTS (threes), &message),
                   ==, CANASTA_EXAMPLE_REFUSED);
  g_assert_nonnull (strstr (message, "This example goes on with: Rosa melds 3♣, 3♣, 3♠."));
}

/* A help example's steps in words, each from the position it is played
 * in: the pile taken, a lay-off on a meld named by its place (uruguayan:
 * the meld's rank comes from the position, not from the move), the
 * question to the partner. */
static void
test_example_step_words (void)
{
  static const char json[] =
    "{\"variant\": \"uruguayan\", \"players\": 4, \"scores\": [0, 0], \"turn\": 0, \"phase\": \"draw\","
    " \"hands\": [[\"9H\", \"9D\", \"7S\", \"5C\"], [\"8C\"], [\"JC\"], [\"QC\"]],"
    " \"stock\": [\"10C\", \"10D\"], \"discard\": [\"4D\", \"9S\"],"
    " \"melds\": [[[\"7D\", \"7H\", \"7C\"]], []],"
    " \"moves\": ["
    "  {\"seat\": 0, \"do\": \"ask-go-out\"},"
    "  {\"seat\": 0, \"do\": \"take-pile\", \"with\": [\"9H\", \"9D\"]},"
    "  {\"seat\": 0, \"do\": \"add\", \"meld\": 0, \"cards\": [\"7S\"]}"
    " ]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(CanastaExample) example = canasta_example_new_from_data (json, sizeof json - 1, &error);
  g_autofree char *ask = NULL;
  g_autofree char *take = NULL;
  g_autofree char *add = NULL;
  g_autofree char *add_spoken = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (canasta_example_get_n_steps (example), ==, 3);
  ask = canasta_example_describe_step (example, 0, FALSE);
  take = canasta_example_describe_step (example, 1, FALSE);
  add = canasta_example_describe_step (example, 2, FALSE);
  add_spoken = canasta_example_describe_step (example, 2, TRUE);
  g_assert_cmpstr (ask, ==, "Rosa asks: “May I close?”");
  g_assert_cmpstr (take, ==, "Rosa takes the pozo with 9♥, 9♦");
  g_assert_cmpstr (add, ==, "Rosa lays 7♠ off on the sevens");
  g_assert_cmpstr (add_spoken, ==, "Rosa lays Seven of Spades off on the sevens");
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/messages/every-code", test_messages_every_code);
  g_test_add_func ("/model/hint-and-levels", test_hint_and_levels);
  g_test_add_func ("/model/move-event", test_move_event);
  g_test_add_func ("/model/example-step-words", test_example_step_words);
  g_test_add_func ("/model/enum-properties", test_enum_properties);
  g_test_add_func ("/model/messages/numbers", test_messages_numbers);
  g_test_add_func ("/model/messages/pozo", test_messages_pozo);
  g_test_add_func ("/model/messages/counts", test_messages_counts);
  g_test_add_func ("/model/messages/last-card", test_messages_last_card);
  g_test_add_func ("/model/messages/already", test_messages_already);
  g_test_add_func ("/model/messages/yes-lay-off", test_messages_yes_lay_off);
  g_test_add_func ("/model/messages/canastilla", test_canastilla_label);
  g_test_add_func ("/model/meld-label", test_meld_label);
  g_test_add_data_func ("/model/messages/spanish", &translated[0], test_messages_translated);
  g_test_add_data_func ("/model/messages/italian", &translated[1], test_messages_translated);
  g_test_add_func ("/model/messages/premiado", test_messages_premiado);
  g_test_add_func ("/model/messages/about", test_messages_about);
  g_test_add_func ("/model/card/names", test_card_names);
  g_test_add_func ("/model/example/black-threes-lay-off", test_example_black_threes_lay_off);
  g_test_add_func ("/model/game/start", test_start);
  g_test_add_func ("/model/game/hand-sorted", test_hand_sorted);
  g_test_add_func ("/model/game/human-turn", test_human_turn);
  g_test_add_func ("/model/game/opening-refusal", test_opening_refusal);
  g_test_add_func ("/model/game/computers-play-round", test_computers_play_round);
  g_test_add_func ("/model/game/handover", test_handover);
  g_test_add_func ("/model/game/every-variant", test_every_variant);
  g_test_add_func ("/model/game/fixed-rounds", test_fixed_rounds);
  g_test_add_func ("/model/game/hard-cancelled", test_hard_cancelled);
  g_test_add_func ("/model/meld/shown-order", test_meld_shown_order);
  g_test_add_func ("/model/game/lay-off-each", test_lay_off_each);
  g_test_add_func ("/model/pile/freezer-follows-rules", test_pile_freezer_follows_rules);

  return g_test_run ();
}
