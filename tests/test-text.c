/* test-text.c: the game's words (src/text), without a display
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sentences are read in English, Spanish and Italian from the
 * catalogues the build compiled (CANASTA_LOCALEDIR).
 */

/* The catalogues' domain, as config.h names it for the app. */
#define GETTEXT_PACKAGE "canasta"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "cn-rules.h"
#include "cn-text.h"
#include "cn-text-reason.h"

#define C(rank, suit) CN_CARD (rank, CN_SUIT_##suit)

static const char *const languages[] = { NULL, "es", "it" };

/* Switches gettext to language (NULL: the sources' English). FALSE when
 * the machine has no C.UTF-8 locale to translate in, or no catalogues. */
static gboolean
use_language (const char *language)
{
  /* Outside meson test, nothing names the build's catalogues. */
  if (language != NULL && g_getenv ("CANASTA_LOCALEDIR") == NULL)
    return FALSE;
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  /* GNU gettext ignores LANGUAGE in the C locale; a change of locale
   * drops its cache of the last language (setting the same one again
   * does not, so the C locale comes in between). */
  setlocale (LC_ALL, "C");
  if (setlocale (LC_ALL, language != NULL ? "C.UTF-8" : "C") == NULL)
    return FALSE;
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("CANASTA_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  return TRUE;
}

/* The history's clauses of one move, joined as a line says them. */
static char *
clauses (const CnTextMove *facts,
         gboolean          markup)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);

  cn_text_move_clauses (facts, markup, out);
  return cn_text_history_line (facts->who, out, markup);
}

/* use_language() in a test: a machine without the locale skips it. */
static gboolean
speak (const char *language)
{
  if (use_language (language))
    return TRUE;
  g_test_skip ("no C.UTF-8 locale, or CANASTA_LOCALEDIR unset");
  return FALSE;
}

/* Compares a text the test owns with the one expected, and frees it. */
static void
assert_text (char       *text,
             const char *expected)
{
  g_assert_cmpstr (text, ==, expected);
  g_free (text);
}

static CnTextMove
facts_for (CnMoveKind    kind,
           const CnCard *cards,
           int           n)
{
  CnTextMove facts = { .variant = CN_VARIANT_CLASSIC, .who = "Bruno", .draw_count = 1 };

  facts.move.kind = kind;
  facts.move.n = n;
  for (int i = 0; i < n; i++)
    facts.move.cards[i] = cards[i];
  return facts;
}

/* ---------------------------------------------------------------- cards */

static void
test_card_names (void)
{
  static const struct { const char *lang, *queen, *joker, *sentence, *threes; } cases[] = {
    { NULL, "Queen of Spades", "Joker", "the queen of spades", "black threes" },
    { "es", "Reina de picas", "Joker", "la reina de picas", "treses negros" },
    { "it", "Donna di picche", "Jolly", "la donna di picche", "tre neri" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *queen = NULL;
      g_autofree char *joker = NULL;
      g_autofree char *short_joker = NULL;
      g_autofree char *seven = NULL;
      g_autofree char *ten = NULL;
      g_autofree char *sentence = NULL;
      g_autofree char *threes = NULL;

      if (!speak (cases[i].lang))
        return;
      queen = cn_text_card_name (C (CN_RANK_QUEEN, SPADES));
      joker = cn_text_card_name (CN_CARD_JOKER);
      short_joker = cn_text_card_short (CN_CARD_JOKER);
      seven = cn_text_card_short (C (7, SPADES));
      ten = cn_text_card_short (C (CN_RANK_TEN, HEARTS));
      sentence = cn_text_card_sentence_name (C (CN_RANK_QUEEN, SPADES));
      threes = cn_text_rank_plural (CN_RANK_THREE);

      g_assert_cmpstr (queen, ==, cases[i].queen);
      g_assert_cmpstr (joker, ==, cases[i].joker);
      /* The short form is the card's own corner, the same in every
       * language; the joker has none and goes by its name. */
      g_assert_cmpstr (short_joker, ==, cases[i].joker);
      g_assert_cmpstr (seven, ==, "7♠");
      g_assert_cmpstr (ten, ==, "10♥");
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
      g_assert_cmpstr (threes, ==, cases[i].threes);
    }
  use_language (NULL);
}

static void
test_card_lists (void)
{
  const CnCard cards[] = { C (9, HEARTS), C (9, DIAMONDS), CN_CARD_JOKER };
  g_autofree char *row = cn_text_cards (cards, 3, CN_TEXT_CARDS_ROW);
  g_autofree char *listed = cn_text_cards (cards, 3, CN_TEXT_CARDS_SHORT);
  g_autofree char *spoken = cn_text_cards (cards, 3, CN_TEXT_CARDS_SPOKEN);
  g_autofree char *none = cn_text_cards (NULL, 0, CN_TEXT_CARDS_SHORT);

  g_assert_cmpstr (row, ==, "9♥ 9♦ Joker");
  g_assert_cmpstr (listed, ==, "9♥, 9♦, Joker");
  g_assert_cmpstr (spoken, ==, "Nine of Hearts, Nine of Diamonds, Joker");
  g_assert_cmpstr (none, ==, "");
}

/* A black three is a meld of its own (going out), not a wild card: the
 * rank of the meld black threes go on is the three's, with or without a
 * wild card among them; wild cards alone name no meld. */
static void
test_black_three_rank (void)
{
  const CnCard threes[] = { C (3, CLUBS), C (3, SPADES), C (3, SPADES) };
  const CnCard wild_first[] = { C (CN_RANK_TWO, CLUBS), C (3, SPADES) };
  const CnCard wilds[] = { CN_CARD_JOKER, C (CN_RANK_TWO, HEARTS) };
  const CnCard kings[] = { CN_CARD_JOKER, C (CN_RANK_KING, HEARTS) };

  g_assert_cmpint (cn_cards_meld_rank (threes, 3), ==, CN_RANK_THREE);
  g_assert_cmpint (cn_cards_meld_rank (wild_first, 2), ==, CN_RANK_THREE);
  g_assert_cmpint (cn_cards_meld_rank (wilds, 2), ==, -1);
  g_assert_cmpint (cn_cards_meld_rank (kings, 2), ==, CN_RANK_KING);
  g_assert_cmpint (cn_cards_meld_rank (NULL, 0), ==, -1);
}

/* ------------------------------------------------------------- variants */

static void
test_variant_names (void)
{
  static const char *const names[][CN_N_VARIANTS] = {
    [0] = { [CN_VARIANT_CLASSIC] = "Classic", [CN_VARIANT_FIFTEEN] = "Fifteen cards",
            [CN_VARIANT_ITALIAN] = "Italian", [CN_VARIANT_URUGUAYAN] = "Uruguayan" },
    [1] = { [CN_VARIANT_CLASSIC] = "Clásica", [CN_VARIANT_FIFTEEN] = "Quince cartas",
            [CN_VARIANT_ITALIAN] = "Italiana", [CN_VARIANT_URUGUAYAN] = "Uruguaya" },
    [2] = { [CN_VARIANT_CLASSIC] = "Classica", [CN_VARIANT_FIFTEEN] = "Quindici carte",
            [CN_VARIANT_ITALIAN] = "Italiana", [CN_VARIANT_URUGUAYAN] = "Uruguaiana" },
  };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      if (!speak (languages[l]))
        return;
      for (int v = 0; v < CN_N_VARIANTS; v++)
        g_assert_cmpstr (cn_text_variant_name (v), ==, names[l][v]);
    }
  use_language (NULL);
}

/* ---------------------------------------------------------------- moves */

/* A draw, then a pile taken with a pair, a meld, a lay-off and a discard,
 * as the history writes them: for the eye and for a screen reader. */
static void
test_history (gconstpointer data)
{
  const char *language = data;
  const CnCard pair[] = { C (CN_RANK_QUEEN, CLUBS), C (CN_RANK_QUEEN, DIAMONDS) };
  const CnCard meld[] = { C (7, SPADES), C (7, HEARTS), C (CN_RANK_TWO, CLUBS) };
  const CnCard two[] = { C (CN_RANK_TWO, CLUBS) };
  const CnCard discard[] = { C (5, CLUBS) };
  static const struct { const char *lang, *draw, *draw2, *take, *take_spoken, *meld, *add, *discard, *out, *close; } cases[] = {
    { NULL,
      "<b>Bruno</b>: drew a card",
      "<b>Bruno</b>: drew 2 cards, laid down a red three",
      "<b>Bruno</b>: took the pile of 7 cards (<b>Q♥</b>) with Q♣ Q♦",
      "Bruno: took the pile of 7 cards (Queen of Hearts) with Queen of Clubs, Queen of Diamonds",
      "<b>Bruno</b>: melded 7♠ 7♥ 2♣",
      "<b>Bruno</b>: laid off 2♣ on the kings",
      "<b>Bruno</b>: discarded <b>5♣</b>",
      "<b>Bruno</b>: went out, discarding <b>5♣</b>",
      "<b>Bruno</b>: closed, discarding <b>5♣</b>" },
    { "es",
      "<b>Bruno</b>: robó una carta",
      "<b>Bruno</b>: robó 2 cartas, bajó un tres rojo",
      "<b>Bruno</b>: tomó el pozo de 7 cartas (<b>Q♥</b>) con Q♣ Q♦",
      "Bruno: tomó el pozo de 7 cartas (Reina de corazones) con Reina de tréboles, Reina de diamantes",
      "<b>Bruno</b>: bajó 7♠ 7♥ 2♣",
      "<b>Bruno</b>: añadió 2♣ a la combinación de reyes",
      "<b>Bruno</b>: descartó <b>5♣</b>",
      "<b>Bruno</b>: salió descartando <b>5♣</b>",
      "<b>Bruno</b>: cerró descartando <b>5♣</b>" },
    { "it",
      "<b>Bruno</b>: ha pescato una carta",
      "<b>Bruno</b>: ha pescato 2 carte, ha calato un tre rosso",
      "<b>Bruno</b>: ha preso il pozzo di 7 carte (<b>Q♥</b>) con Q♣ Q♦",
      "Bruno: ha preso il pozzo di 7 carte (Donna di cuori) con Donna di fiori, Donna di quadri",
      "<b>Bruno</b>: ha calato 7♠ 7♥ 2♣",
      "<b>Bruno</b>: ha aggiunto 2♣ alla combinazione di re",
      "<b>Bruno</b>: ha scartato <b>5♣</b>",
      "<b>Bruno</b>: ha chiuso scartando <b>5♣</b>",
      "<b>Bruno</b>: ha chiuso scartando <b>5♣</b>" },
  };
  guint i = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;
  CnTextMove facts;

  if (!speak (language))
    return;

  facts = facts_for (CN_MOVE_DRAW, NULL, 0);
  assert_text (clauses (&facts, TRUE), cases[i].draw);

  /* Fifteen cards: two drawn, a red three among them laid down. */
  facts.draw_count = 2;
  facts.red_threes = 1;
  assert_text (clauses (&facts, TRUE), cases[i].draw2);

  facts = facts_for (CN_MOVE_TAKE_PILE, pair, 2);
  facts.pile_top = C (CN_RANK_QUEEN, HEARTS);
  facts.pile_n = 7;
  assert_text (clauses (&facts, TRUE), cases[i].take);
  assert_text (clauses (&facts, FALSE), cases[i].take_spoken);

  facts = facts_for (CN_MOVE_MELD, meld, 3);
  assert_text (clauses (&facts, TRUE), cases[i].meld);

  facts = facts_for (CN_MOVE_ADD, two, 1);
  facts.meld_rank = CN_RANK_KING;
  assert_text (clauses (&facts, TRUE), cases[i].add);

  facts = facts_for (CN_MOVE_DISCARD, discard, 1);
  assert_text (clauses (&facts, TRUE), cases[i].discard);

  facts.went_out = TRUE;
  assert_text (clauses (&facts, TRUE), cases[i].out);

  /* Source 001 closes a round. */
  facts.variant = CN_VARIANT_URUGUAYAN;
  assert_text (clauses (&facts, TRUE), cases[i].close);

  use_language (NULL);
}

/* A name is text, not markup, in the history's line and in a partner's
 * answer. */
static void
test_history_escapes (void)
{
  CnTextMove facts = facts_for (CN_MOVE_ANSWER_GO_OUT, NULL, 0);
  g_autofree char *markup = NULL;
  g_autofree char *spoken = NULL;

  facts.who = "Ana & <Bo>";
  facts.move.yes = TRUE;
  markup = clauses (&facts, TRUE);
  spoken = clauses (&facts, FALSE);
  g_assert_cmpstr (markup, ==, "<b>Ana &amp; &lt;Bo&gt;</b>: Ana &amp; &lt;Bo&gt; said yes");
  g_assert_cmpstr (spoken, ==, "Ana & <Bo>: Ana & <Bo> said yes");
}

/* The answer of the person at this screen, in the asker's line, is
 * "you said yes" mid-sentence (it read "…, You said yes"). */
static void
test_history_you_answer (void)
{
  CnTextMove facts = facts_for (CN_MOVE_ANSWER_GO_OUT, NULL, 0);
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);

  facts.who = "You";
  facts.you = TRUE;
  facts.move.yes = TRUE;
  cn_text_move_clauses (&facts, FALSE, out);
  g_assert_cmpuint (out->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (out, 0), ==, "you said yes");
  if (!speak ("es"))
    return;
  g_ptr_array_set_size (out, 0);
  facts.move.yes = FALSE;
  cn_text_move_clauses (&facts, FALSE, out);
  g_assert_cmpstr (g_ptr_array_index (out, 0), ==, "dijiste que no");
  use_language (NULL);
}

/* The help examples narrate each step: the same facts, another wording. */
static void
test_example_steps (void)
{
  const CnCard meld[] = { C (CN_RANK_ACE, HEARTS), C (CN_RANK_ACE, DIAMONDS), C (CN_RANK_TWO, CLUBS) };
  const CnCard pair[] = { C (9, DIAMONDS), CN_CARD_JOKER };
  const CnCard kings[] = { C (CN_RANK_KING, DIAMONDS), C (CN_RANK_KING, CLUBS) };
  static const struct { const char *lang, *meld, *meld_spoken, *take, *pozo; } cases[] = {
    { NULL, "Rosa melds A♥, A♦, 2♣", "Rosa melds Ace of Hearts, Ace of Diamonds, Two of Clubs",
      "Rosa takes the pile with 9♦, Joker", "Rosa takes the pozo with K♦, K♣" },
    { "es", "Rosa baja A♥, A♦, 2♣", "Rosa baja As de corazones, As de diamantes, Dos de tréboles",
      "Rosa toma el pozo con 9♦, Joker", "Rosa toma el pozo con K♦, K♣" },
    { "it", "Rosa cala A♥, A♦, 2♣", "Rosa cala Asso di cuori, Asso di quadri, Due di fiori",
      "Rosa prende il pozzo con 9♦, Jolly", "Rosa prende il pozzo con K♦, K♣" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CnTextMove facts = facts_for (CN_MOVE_MELD, meld, 3);
      g_autofree char *melds = NULL;
      g_autofree char *spoken = NULL;
      g_autofree char *take = NULL;
      g_autofree char *pozo = NULL;

      if (!speak (cases[i].lang))
        return;
      facts.who = "Rosa";
      melds = cn_text_move_step (&facts, FALSE);
      spoken = cn_text_move_step (&facts, TRUE);
      facts = facts_for (CN_MOVE_TAKE_PILE, pair, 2);
      facts.who = "Rosa";
      take = cn_text_move_step (&facts, FALSE);
      facts = facts_for (CN_MOVE_TAKE_PILE, kings, 2);
      facts.who = "Rosa";
      facts.variant = CN_VARIANT_URUGUAYAN;
      pozo = cn_text_move_step (&facts, FALSE);

      g_assert_cmpstr (melds, ==, cases[i].meld);
      g_assert_cmpstr (spoken, ==, cases[i].meld_spoken);
      g_assert_cmpstr (take, ==, cases[i].take);
      g_assert_cmpstr (pozo, ==, cases[i].pozo);
    }
  use_language (NULL);
}

/* The red threes of the deal, and the cut's clauses. */
static void
test_deal_and_cut (void)
{
  const CnCard threes[] = { C (3, HEARTS), C (3, DIAMONDS) };
  CnTextMove facts = facts_for (CN_MOVE_CUT, NULL, 0);
  g_autofree char *deal = cn_text_deal_threes (threes, 2, TRUE);
  g_autofree char *deal_spoken = cn_text_deal_threes (threes, 2, FALSE);
  g_autofree char *cut = NULL;

  g_assert_cmpstr (deal, ==, "laid down 3♥ 3♦ from the deal");
  g_assert_cmpstr (deal_spoken, ==, "laid down Three of Hearts, Three of Diamonds from the deal");

  facts.moda = CN_RANK_JACK;
  facts.kept[0] = C (3, HEARTS);
  facts.kept[1] = CN_CARD_JOKER;
  facts.n_kept = 2;
  facts.exact_cut = TRUE;
  cut = clauses (&facts, TRUE);
  g_assert_cmpstr (cut, ==, "<b>Bruno</b>: cut the deck: jacks de moda, kept Joker, laid down 3♥ from the cut, exact cut");
}

/* What the cut showed, said over it: the card and the rank de moda, what
 * the cutter keeps, a black three that stopped the keeping, the exact
 * cut's bonus; only what happened is said. */
static void
test_cut_caption (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *all, *plain, *title, *watching; } cases[] = {
    { "The cut shows the jack of diamonds: jacks are de moda this round. Carla keeps the two of hearts and the joker. "
      "A black three stops the keeping of wild cards and red threes. Exact cut: 300 for Ana & Carla!",
      "The cut shows the seven of clubs: sevens are de moda this round.",
      "Carla cut the deck", "Carla cuts the deck" },
    { "Sale la jota de diamantes: las canastas de jotas son de moda esta ronda. Carla se queda con el dos de corazones y el Joker. "
      "Un tres negro corta: desde ahí no se queda ni comodines ni treses rojos. Corte exacto: ¡300 para Ana & Carla!",
      "Sale el siete de tréboles: las canastas de sietes son de moda esta ronda.",
      NULL, NULL },
  };
  guint i = language == NULL ? 0 : 1;
  const CnCard cut[] = { C (2, HEARTS), CN_CARD_JOKER, C (3, SPADES), C (9, CLUBS), C (CN_RANK_JACK, DIAMONDS) };
  const CnCard kept[] = { C (2, HEARTS), CN_CARD_JOKER };
  const CnCard plain[] = { C (7, CLUBS) };
  CnTextCut facts = {
    .who = "Carla", .moda = CN_RANK_JACK, .moda_card = C (CN_RANK_JACK, DIAMONDS),
    .cut = cut, .n_cut = G_N_ELEMENTS (cut), .kept = kept, .n_kept = G_N_ELEMENTS (kept),
    .exact_side = "Ana & Carla", .exact_bonus = 300,
  };

  if (!speak (language))
    return;

  assert_text (cn_text_cut_caption (&facts), cases[i].all);
  /* A seven cut alone: no keeping, not exact. */
  facts = (CnTextCut) { .who = "Carla", .moda = 7, .moda_card = C (7, CLUBS), .cut = plain, .n_cut = 1 };
  assert_text (cn_text_cut_caption (&facts), cases[i].plain);
  if (cases[i].title == NULL)
    return;
  assert_text (cn_text_cut_title ("Carla", FALSE, TRUE), cases[i].title);
  assert_text (cn_text_cut_title ("Carla", FALSE, FALSE), cases[i].watching);
  assert_text (cn_text_cut_title ("Carla", TRUE, FALSE), "Cut the Deck");
  assert_text (cn_text_cut_note (TRUE, 11, 300),
               "Point along the deck or use the arrow keys, then cut. The bottom card of the part you lift names the "
               "canasta de moda; lifting just the 11 cards the deal takes scores 300. A hand cannot count cards: the "
               "cut lands within a few of where you point.");
  assert_text (cn_text_cut_note (FALSE, 11, 300), "The bottom card of the part lifted names the canasta de moda.");
}

/* Asking the partner: the ask button's tooltip by the turn's moment, the
 * answer as each person at the table reads it, the screen handed over to
 * the partner who answers; the uruguayan table closes. */
static void
test_asking (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *yes_close, *no_answerer, *yes_others, *pass; } cases[] = {
    { "Carla says yes: close this turn.", "You said no: Ana may not go out this turn.",
      "Carla says yes: Ana must go out this turn.", "Pass to Carla" },
    { "Carla dice que sí: cierra en este turno.", "Has dicho que no: Ana no puede salir en este turno.",
      NULL, "Pasa la pantalla a Carla" },
    { "Carla dice di sì: chiudi in questo turno.", "Hai detto di no: Ana non può chiudere in questo turno.",
      NULL, "Carla, tocca a te" },
  };
  guint i = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;
  CnTextAnswer answer = { .closes = TRUE, .yes = TRUE, .answerer = "Carla", .asker = "Ana",
                          .heard_by = CN_TEXT_HEARD_BY_ASKER };
  CnTextHandover handover = { .to = "Carla", .asker = "Ana" };
  CnTextAsk ask = { .can_act = TRUE, .can_ask = TRUE, .phase = CN_PHASE_DRAW };
  g_autofree char *title = NULL, *description = NULL, *button = NULL;

  if (!speak (language))
    return;

  assert_text (cn_text_answered (&answer), cases[i].yes_close);
  answer = (CnTextAnswer) { .yes = FALSE, .answerer = "Carla", .asker = "Ana", .heard_by = CN_TEXT_HEARD_BY_ANSWERER };
  assert_text (cn_text_answered (&answer), cases[i].no_answerer);
  cn_text_handover (&handover, &title, &description, &button);
  g_assert_cmpstr (title, ==, cases[i].pass);
  if (language != NULL)
    return;

  answer = (CnTextAnswer) { .yes = TRUE, .answerer = "Carla", .asker = "Ana", .heard_by = CN_TEXT_HEARD_BY_OTHERS };
  assert_text (cn_text_answered (&answer), cases[i].yes_others);
  g_assert_cmpstr (description, ==,
                   "Ana asks: “May I go out?” Carla, answer here without showing your hand, or show it first. Your answer binds.");
  g_assert_cmpstr (button, ==, "I am Carla — Show My Hand");
  g_clear_pointer (&description, g_free);
  g_clear_pointer (&button, g_free);
  g_clear_pointer (&title, g_free);
  handover = (CnTextHandover) { .to = "Carla", .cut = TRUE };
  cn_text_handover (&handover, &title, &description, &button);
  g_assert_cmpstr (description, ==, "No cards are dealt yet: Carla cuts the deck to start the round.");
  g_assert_cmpstr (button, ==, "I am Carla — Cut");

  assert_text (cn_text_ask_question ("Ana", TRUE), "Ana asks: “May I close?”");
  g_assert_cmpstr (cn_text_ask_binds (FALSE), ==,
                   "Your answer binds: yes means your partner must go out this turn, no means they may not.");
  /* May ask now, or someone else's turn: what a question commits to. */
  assert_text (cn_text_ask_tooltip (&ask),
               "Ask your partner “May I go out?” (G), after drawing and before melding. A yes binds you to go "
               "out this turn; a no forbids going out this turn.");
  /* Not yet: before the draw, when to ask; after it, why not. */
  ask.can_ask = FALSE;
  assert_text (cn_text_ask_tooltip (&ask), "Ask after you draw, before you meld, if the cards you hold let you go out.");
  ask.closes = TRUE;
  assert_text (cn_text_ask_tooltip (&ask),
               "Asking cannot help yet: your hand cannot give your side what closing needs. Draw first; if the "
               "cards drawn let you close, ask then, before you meld.");
  ask.phase = CN_PHASE_PLAY;
  assert_text (cn_text_ask_tooltip (&ask),
               "Nothing to ask: the question comes once a turn, before any card of yours is on the table, and "
               "only while the cards you hold let you close this turn.");
}

/* A round's end and the game's: who went out or closed, an exhausted
 * stock, who wins (a team in the plural), what wins the game; the
 * uruguayan premios under way. */
static void
test_round_end (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *closed, *win, *premios; } cases[] = {
    { "Bruno closed the round.", "Ana & Carla win the game!", "1,240 on the table · canastilla 3/5 · moda ✓" },
    { "Bruno cerró la ronda.", "¡Ana & Carla ganan la partida!", "1,240 en la mesa · canastilla 3/5 · moda ✓" },
    { "Bruno ha chiuso la smazzata.", "Ana & Carla vincono la partita!", "1,240 in tavola · canastilla 3/5 · moda ✓" },
  };
  guint i = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;
  CnTextRoundEnd end = { .end = CN_END_WENT_OUT, .who = "Bruno", .closes = TRUE };
  CnTextPremios premios = { .points = "1,240", .line = "Cards on the table", .canastas = 3,
                            .canastilla_count = 5, .canaston_count = 10, .canastilla_bonus = "1,000",
                            .canaston_bonus = "3,000", .moda = TRUE };
  g_autofree char *note = NULL, *tooltip = NULL;

  if (!speak (language))
    return;

  assert_text (cn_text_round_end (&end), cases[i].closed);
  assert_text (cn_text_winner ("Ana & Carla", TRUE, TRUE), cases[i].win);
  cn_text_premios (&premios, &note, &tooltip);
  g_assert_cmpstr (note, ==, cases[i].premios);
  if (language != NULL)
    return;

  g_assert_cmpstr (tooltip, ==, "Cards on the table: 1,240. 3 canastas: the canastilla pays 1,000 for 5, the canastón 3,000 for 10.");
  end = (CnTextRoundEnd) { .end = CN_END_WENT_OUT, .who = "Bruno", .concealed = TRUE };
  assert_text (cn_text_round_end (&end), "Bruno went out concealed.");
  end.concealed = FALSE;
  assert_text (cn_text_round_end (&end), "Bruno went out.");
  end.who = NULL;
  g_assert_null (cn_text_round_end (&end));
  end = (CnTextRoundEnd) { .end = CN_END_STOCK_EXHAUSTED, .hands_count = FALSE };
  assert_text (cn_text_round_end (&end), "The stock ran out: nobody went out, and the cards in hand count nothing.");
  end.closes = end.hands_count = TRUE;
  assert_text (cn_text_round_end (&end), "The stock ran out: nobody closed.");
  end.end = CN_END_NONE;
  g_assert_null (cn_text_round_end (&end));
  assert_text (cn_text_winner ("Bruno", FALSE, TRUE), "Bruno wins the game!");
  assert_text (cn_text_winner ("Ana & Carla", TRUE, FALSE), "Ana & Carla take the round");
  assert_text (cn_text_winner ("Bruno", FALSE, FALSE), "Bruno takes the round");
  assert_text (cn_text_target ("5,000", TRUE), "The first side to reach 5,000 wins the game.");
  assert_text (cn_text_target ("5,000", FALSE), "The first player to reach 5,000 wins the game.");
  assert_text (cn_text_final_scores (1), "Final scores after 1 round");
  assert_text (cn_text_final_scores (4), "Final scores after 4 rounds");
  assert_text (cn_text_stock_label (1, NULL), "Stock: 1 card");
  assert_text (cn_text_stock_label (2, "the next draw ends the round"), "Stock: 2 cards · the next draw ends the round");
}

/* What sets a variant apart and the tables it seats, as the new-game
 * dialog says them: the target as the score sheet writes it, each count
 * one unbreakable phrase. */
static void
test_variant_lines (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *classic, *italian; } cases[] = {
    { "The usual game: one canasta to go out, a pile frozen by a wild card; to 5,000 points",
      "1\u00a0against\u00a01, or 2\u00a0against\u00a02" },
    { NULL, "1\u00a0contra\u00a01 o 2\u00a0contra\u00a02" },
  };
  guint i = language == NULL ? 0 : 1;
  g_autofree char *classic = NULL;
  g_autofree char *italian = NULL;
  g_autofree char *uruguayan = NULL;

  if (!speak (language))
    return;

  classic = cn_text_variant_description (cn_rules_get (CN_VARIANT_CLASSIC));
  italian = cn_text_variant_players (cn_rules_get (CN_VARIANT_ITALIAN));
  uruguayan = cn_text_variant_description (cn_rules_get (CN_VARIANT_URUGUAYAN));
  if (cases[i].classic != NULL)
    g_assert_cmpstr (classic, ==, cases[i].classic);
  g_assert_cmpstr (italian, ==, cases[i].italian);
  /* 15.000 in Spanish, as the score sheet writes it. */
  g_assert_true (g_str_has_suffix (uruguayan, language == NULL ? "15,000 points" : "15.000 puntos"));
}

/* The labels under the pile, at the table and in a help example: its
 * size, its state, for whom it is frozen; for screen readers, the top
 * card too. */
static void
test_pile_labels (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *not_opened, *example, *example_a11y, *hand, *melds; } cases[] = {
    { "Pile: 3 cards · Frozen for Ana & Carla (not opened)", "Frozen for Rosa’s side · 4 cards",
      "Discard pile, top card Nine of Spades: Frozen for Rosa’s side · 4 cards", "Rosa’s hand is empty",
      "Melds of Rosa’s side" },
    { "Pozo: 3 cartas · Congelado para Ana & Carla (sin abrir)", "Congelado para el equipo de Rosa · 4 cartas",
      NULL, "La mano de Rosa está vacía", "Combinaciones del equipo de Rosa" },
  };
  guint i = language == NULL ? 0 : 1;
  CnTextPileLabel table = { .n = 3, .state = CN_PILE_OPEN, .frozen_for = "Ana & Carla" };
  CnTextExamplePile example = { .n = 4, .state = CN_PILE_OPEN, .top = C (9, SPADES), .frozen_for = "Rosa" };
  g_autofree char *text = NULL;
  g_autofree char *a11y = NULL;

  if (!speak (language))
    return;

  assert_text (cn_text_pile_label (&table), cases[i].not_opened);
  cn_text_example_pile (&example, &text, &a11y);
  g_assert_cmpstr (text, ==, cases[i].example);
  if (cases[i].example_a11y != NULL)
    g_assert_cmpstr (a11y, ==, cases[i].example_a11y);
  assert_text (cn_text_example_hand ("Rosa", 0), cases[i].hand);
  assert_text (cn_text_example_melds ("Rosa", FALSE), cases[i].melds);
  if (language != NULL)
    return;

  table = (CnTextPileLabel) { .n = 7, .state = CN_PILE_FROZEN };
  assert_text (cn_text_pile_label (&table), "Pile: 7 cards · Frozen");
  table = (CnTextPileLabel) { .pozo = TRUE, .n = 9, .state = CN_PILE_FROZEN, .status = "Premiado: 3 naturals take it" };
  assert_text (cn_text_pile_label (&table), "Pozo: 9 cards · Premiado: 3 naturals take it");
  table = (CnTextPileLabel) { .pozo = TRUE, .status = "The pozo forms after the deal" };
  assert_text (cn_text_pile_label (&table), "The pozo forms after the deal");
  table = (CnTextPileLabel) { .state = CN_PILE_EMPTY };
  assert_text (cn_text_pile_label (&table), "Pile: empty");
  assert_text (cn_text_pile_with_top ("Pile: 7 cards · Frozen", "Two of Clubs"),
               "Pile: 7 cards · Frozen, top card Two of Clubs");

  g_clear_pointer (&text, g_free);
  g_clear_pointer (&a11y, g_free);
  example = (CnTextExamplePile) { .pozo = TRUE, .n = 0, .state = CN_PILE_FROZEN, .top = CN_CARD_NONE };
  cn_text_example_pile (&example, &text, &a11y);
  g_assert_cmpstr (text, ==, "Premiado");
  g_assert_cmpstr (a11y, ==, "Pozo: Premiado");
  assert_text (cn_text_example_hand ("Rosa", 3), "Rosa’s hand");
  assert_text (cn_text_example_melds ("Rosa", TRUE), "Rosa’s melds");
  assert_text (cn_text_example_moda (CN_RANK_KING), "Canasta de moda: Kings");
}

/* ------------------------------------------------------- the table's state */

/* The status line, a side's status and the pile's, in every language;
 * one against one, the pile frozen for everybody is frozen for "both
 * players", with partners for "every side". */
static void
test_status (gconstpointer data)
{
  const char *language = data;
  static const struct { const char *lang, *draw, *pozo_draw, *playing, *needs, *canastas, *clean, *blocked,
                        *premiado, *both, *sides, *three, *stock, *lapse; } cases[] = {
    { NULL, "Your turn: draw, or take the pile", "Your turn: draw, or take the pozo", "Bruno is playing…",
      "Needs 90 to open", "1 of 2 canastas to go out", "2 clean · 1 dirty · ready to close",
      "Blocked for Bruno, then frozen", "Premiado: 3 naturals take it", "both players", "every side",
      "every player", "the next draw ends the round",
      "The cards you drew do not let you close: Carla’s yes no longer binds you." },
    { "es", "Tu turno: roba o toma el pozo", "Tu turno: roba o toma el pozo", "Juega Bruno…",
      "Necesita 90 para abrir", "1 de 2 canastas para salir", "limpias: 2 · sucias: 1 · pueden cerrar",
      "Bloqueado para Bruno, luego congelado", "Premiado: se toma con 3 naturales", "ambos jugadores",
      "todos los equipos", "todos los jugadores", "el próximo robo termina la ronda",
      "Las cartas que robaste no te dejan cerrar: el sí de Carla ya no te obliga." },
    { "it", "Tocca a te: pesca o prendi il pozzo", "Tocca a te: pesca o prendi il pozzo", "Sta giocando Bruno…",
      "Servono 90 per aprire", "1 di 2 canaste per chiudere", "pulite: 2 · sporche: 1 · pronti a chiudere",
      "Bloccato per Bruno, poi congelato", "Premiato: si prende con 3 naturali", "entrambi i giocatori",
      "tutte le squadre", "tutti i giocatori", "la prossima pescata fa finire la smazzata",
      "Le carte che hai pescato non ti permettono di chiudere: il sì di Carla non ti vincola più." },
  };
  guint i = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;
  const char *const names[] = { "Ana", "Bruno", "Carla" };
  CnTextTurn turn = { .phase = CN_PHASE_DRAW, .can_act = TRUE };
  CnTextSide side = { .opened = FALSE, .opening_minimum = 90 };
  CnTextPile pile = { .state = CN_PILE_BLOCKED, .top = CN_CARD_JOKER, .blocked_for = "Bruno" };
  const char *note, *rule;

  if (!speak (language))
    return;

  assert_text (cn_text_turn (&turn), cases[i].draw);
  turn.closes = TRUE;
  assert_text (cn_text_turn (&turn), cases[i].pozo_draw);
  turn = (CnTextTurn) { .phase = CN_PHASE_PLAY, .actor = "Bruno" };
  assert_text (cn_text_turn (&turn), cases[i].playing);
  /* Nothing to say before a game. */
  turn = (CnTextTurn) { .phase = CN_PHASE_DRAW };
  g_assert_null (cn_text_turn (&turn));

  assert_text (cn_text_side_status (&side), cases[i].needs);
  side = (CnTextSide) { .opened = TRUE, .canastas = 1, .needed = 2 };
  assert_text (cn_text_side_status (&side), cases[i].canastas);
  side = (CnTextSide) { .opened = TRUE, .by_kind = TRUE, .clean = 2, .dirty = 1, .can_close = TRUE };
  assert_text (cn_text_side_status (&side), cases[i].clean);

  assert_text (cn_text_pile_status (&pile), cases[i].blocked);
  pile = (CnTextPile) { .pozo = TRUE, .state = CN_PILE_FROZEN, .naturals = 3 };
  assert_text (cn_text_pile_status (&pile), cases[i].premiado);

  /* One against one, two sides of partners, three alone. */
  assert_text (cn_text_frozen_for (names, 2, 2, 2), cases[i].both);
  assert_text (cn_text_frozen_for (names, 2, 2, 4), cases[i].sides);
  assert_text (cn_text_frozen_for (names, 3, 3, 3), cases[i].three);
  assert_text (cn_text_frozen_for (names + 1, 1, 2, 4), "Bruno");
  g_assert_null (cn_text_frozen_for (NULL, 0, 2, 4));

  g_assert_true (cn_text_stock_note (CN_EXHAUST_AT_ONCE, 1, 1, FALSE, &note, &rule));
  g_assert_cmpstr (note, ==, cases[i].stock);
  g_assert_nonnull (rule);
  g_assert_false (cn_text_stock_note (CN_EXHAUST_AT_ONCE, 5, 1, FALSE, &note, &rule));
  g_assert_null (note);

  assert_text (cn_text_lapse (TRUE, "Carla"), cases[i].lapse);

  use_language (NULL);
}

/* ----------------------------------------------------------------- hints */

/* The hint names the move, the meld wild cards go on, and says why. */
static void
test_hints (void)
{
  CnMove discard = { .kind = CN_MOVE_DISCARD, .n = 1, .cards = { C (4, CLUBS) } };
  CnMove wild = { .kind = CN_MOVE_ADD, .n = 1, .cards = { CN_CARD_JOKER }, .rank = CN_RANK_JACK };
  CnMove take = { .kind = CN_MOVE_TAKE_PILE, .n = 2, .cards = { C (7, SPADES), C (7, HEARTS) } };
  CnMove draw = { .kind = CN_MOVE_DRAW };
  CnTextTable partners = { .close = FALSE, .alone = FALSE };
  CnTextTable uruguayan = { .close = TRUE, .alone = FALSE };
  CnTextTable alone = { .close = FALSE, .alone = TRUE };

  if (!speak (NULL))
    return;
  assert_text (cn_text_hint (&discard, "the four of clubs", "it keeps your pair of kings to take the pile", &partners),
               "Hint: discard the four of clubs. Why: it keeps your pair of kings to take the pile.");
  assert_text (cn_text_hint (&wild, "the joker", NULL, &alone), "Hint: lay off the joker on your meld of jacks.");
  assert_text (cn_text_hint (&wild, "the joker", NULL, &partners),
               "Hint: lay off the joker on your side’s meld of jacks.");
  assert_text (cn_text_hint (&take, "the seven of spades and the seven of hearts", NULL, &uruguayan),
               "Hint: take the pozo with the seven of spades and the seven of hearts.");
  assert_text (cn_text_hint (&draw, "", NULL, &partners), "Hint: draw from the stock.");
}

/* A lay-off onto a canasta already made: the reason says what it gains,
 * never "8 of the 7 cards of a canasta"; a wild on a natural canasta
 * says what it costs, canasta pulita and sporca in Italian (issue 28). */
static void
test_canasta_reasons (gconstpointer data)
{
  const char *language = data;
  CnTextTable alone = { .close = FALSE, .alone = TRUE };
  CnAiReason grows = { .why = CN_WHY_ON_CANASTA, .rank = 8, .nums = { 10, 0 } };
  CnAiReason spoils = { .why = CN_WHY_SPOILS_CANASTA, .rank = 8, .nums = { 200, 0 } };
  const char *rank = language == NULL ? "eights" : "otto";

  if (!speak (language))
    return;
  if (language == NULL)
    {
      assert_text (cn_text_reason (&grows, rank, &alone),
                   "your canasta of eights grows: 10 points on the table instead of against you in your hand");
      assert_text (cn_text_reason (&spoils, rank, &alone),
                   "it makes your natural canasta of eights mixed (200 points less), but you need it to go out");
    }
  else
    {
      assert_text (cn_text_reason (&grows, rank, &alone),
                   "la tua canasta di otto cresce: 10 punti sul tavolo invece che contro di te in mano");
      assert_text (cn_text_reason (&spoils, rank, &alone),
                   "la tua canasta pulita di otto diventa sporca (200 punti in meno), ma ti serve per chiudere");
    }
}

/* Two cards alike in a sentence are named together: "take the pile with
 * the two kings of diamonds", not "the king of diamonds and the king of
 * diamonds"; three alike (three decks) one by one (issue 28). */
static void
test_card_pairs (gconstpointer data)
{
  const char *language = data;
  const CnCard kings[] = { C (CN_RANK_KING, DIAMONDS), C (CN_RANK_KING, DIAMONDS) };
  const CnCard meld[] = { CN_CARD_JOKER, CN_CARD_JOKER, C (CN_RANK_QUEEN, HEARTS), C (CN_RANK_QUEEN, HEARTS),
                          C (CN_RANK_QUEEN, SPADES) };
  const CnCard three[] = { C (5, CLUBS), C (5, CLUBS), C (5, CLUBS) };

  if (!speak (language))
    return;
  if (language == NULL)
    {
      assert_text (cn_text_card_sentence_list (kings, 2), "the two kings of diamonds");
      assert_text (cn_text_card_sentence_list (meld, 5),
                   "the two jokers, the two queens of hearts and the queen of spades");
      assert_text (cn_text_card_sentence_list (three, 3),
                   "the five of clubs, the five of clubs and the five of clubs");
    }
  else
    {
      assert_text (cn_text_card_sentence_list (kings, 2), "i due re di quadri");
      assert_text (cn_text_card_sentence_list (meld, 5), "i due jolly, le due donne di cuori e la donna di picche");
    }
}

/* The table's connection in words: cut and taken up again, back, a
 * hosted table that could not come back (issue 31). */
static void
test_connection (gconstpointer data)
{
  const char *language = data;
  const char *const expected[][3] = {
    { "Reconnecting to ana-laptop…", "Connected again: you are back at your seat.",
      "The table you were hosting could not be read (it is damaged) and was set aside as "
      "Q7K3TD.json.broken-1." },
    { "Reconectando con ana-laptop…", "Conexión recuperada: vuelves a estar en tu sitio.",
      "No se pudo leer tu mesa (it is damaged) y se apartó como Q7K3TD.json.broken-1." },
    { "Riconnessione a ana-laptop…", "Connessione ripristinata: sei di nuovo al tuo posto.",
      "Non è stato possibile leggere il tuo tavolo (it is damaged): è stato messo da parte come "
      "Q7K3TD.json.broken-1." },
  };
  int i = language == NULL ? 0 : g_str_equal (language, "es") ? 1 : 2;

  if (!speak (language))
    return;
  assert_text (cn_text_reconnecting ("ana-laptop"), expected[i][0]);
  assert_text (cn_text_reconnected (), expected[i][1]);
  assert_text (cn_text_hosted_refused ("it is damaged", "Q7K3TD.json.broken-1"), expected[i][2]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* English unless a test asks for another language. */
  use_language (NULL);

  g_test_add_func ("/text/card-names", test_card_names);
  g_test_add_data_func ("/text/connection/en", NULL, test_connection);
  g_test_add_data_func ("/text/connection/es", "es", test_connection);
  g_test_add_data_func ("/text/connection/it", "it", test_connection);
  g_test_add_func ("/text/hints", test_hints);
  g_test_add_func ("/text/card-lists", test_card_lists);
  g_test_add_func ("/text/black-three-rank", test_black_three_rank);
  g_test_add_func ("/text/variant-names", test_variant_names);
  g_test_add_data_func ("/text/variant-lines/en", NULL, test_variant_lines);
  g_test_add_data_func ("/text/variant-lines/es", "es", test_variant_lines);
  g_test_add_data_func ("/text/history/en", NULL, test_history);
  g_test_add_data_func ("/text/history/es", "es", test_history);
  g_test_add_data_func ("/text/history/it", "it", test_history);
  g_test_add_func ("/text/history-escapes", test_history_escapes);
  g_test_add_func ("/text/history-you-answer", test_history_you_answer);
  g_test_add_func ("/text/example-steps", test_example_steps);
  g_test_add_func ("/text/deal-and-cut", test_deal_and_cut);
  g_test_add_data_func ("/text/cut-caption/en", NULL, test_cut_caption);
  g_test_add_data_func ("/text/cut-caption/es", "es", test_cut_caption);
  g_test_add_data_func ("/text/asking/en", NULL, test_asking);
  g_test_add_data_func ("/text/asking/es", "es", test_asking);
  g_test_add_data_func ("/text/asking/it", "it", test_asking);
  g_test_add_data_func ("/text/round-end/en", NULL, test_round_end);
  g_test_add_data_func ("/text/pile-labels/en", NULL, test_pile_labels);
  g_test_add_data_func ("/text/pile-labels/es", "es", test_pile_labels);
  g_test_add_data_func ("/text/round-end/es", "es", test_round_end);
  g_test_add_data_func ("/text/round-end/it", "it", test_round_end);
  g_test_add_data_func ("/text/status/en", NULL, test_status);
  g_test_add_data_func ("/text/status/es", "es", test_status);
  g_test_add_data_func ("/text/status/it", "it", test_status);
  g_test_add_data_func ("/text/canasta-reasons/en", NULL, test_canasta_reasons);
  g_test_add_data_func ("/text/canasta-reasons/it", "it", test_canasta_reasons);
  g_test_add_data_func ("/text/card-pairs/en", NULL, test_card_pairs);
  g_test_add_data_func ("/text/card-pairs/it", "it", test_card_pairs);

  return g_test_run ();
}
