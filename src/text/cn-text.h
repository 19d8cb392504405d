/* cn-text.h: the game's words, one home for each sentence
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C, GLib and gettext, no GTK: the rules help, the model and the
 * widgets say a card, a move, a variant or the table's state through these
 * functions, and tests read them without a display. They take plain facts
 * (a move, a name, a count), never a CnState: whoever knows the game works
 * the facts out, the sentence is written here once.
 */

#pragma once

#include <glib.h>

#include "cn-card.h"
#include "cn-rules.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* -------------------------------------------------------------- numbers */

/* A whole number with its thousands grouped the way the reader writes
 * them: "5,000" in English, "5.000" in Spanish and Italian. The grouping
 * of LC_NUMERIC is used when the locale has one; otherwise the translated
 * separator. */
char        *cn_text_number             (int           value);

/* ---------------------------------------------------------------- cards */

/* The ways a list of cards is written. */
typedef enum
{
  CN_TEXT_CARDS_ROW,      /* as they lie, for a narrow column: "7♠ 7♥ Joker" */
  CN_TEXT_CARDS_SHORT,    /* listed in a sentence: "9♥, 9♦, Joker" */
  CN_TEXT_CARDS_SPOKEN,   /* for screen readers: "Nine of Hearts, Joker" */
} CnTextCards;

/* A card's name standing alone (tooltips, screen readers): "Queen of
 * Spades"; its short form, as the card shows it: "7♠", "Joker". */
char        *cn_text_card_name          (CnCard        card);
char        *cn_text_card_short         (CnCard        card);
char        *cn_text_cards              (const CnCard *cards,
                                         int           n,
                                         CnTextCards   form);
/* A card's name inside a sentence, with its article and in the case the
 * language writes it there: "the queen of spades", "el seis de picas". */
char        *cn_text_card_sentence_name (CnCard        card);
const char  *cn_text_rank_sentence_name (guint         rank);
/* Cards inside a sentence: "the two of clubs, the joker and the ace of
 * hearts". */
char        *cn_text_card_sentence_list (const CnCard *cards,
                                         int           n);
/* A rank in the plural inside a sentence ("a natural pair of kings"), and
 * standing alone with a capital ("Jacks"). */
char        *cn_text_rank_plural        (guint         rank);
char        *cn_text_rank_plural_title  (guint         rank);

/* ------------------------------------------------------------- variants */

const char  *cn_text_variant_name       (CnVariant     variant);
char        *cn_text_variant_description (const CnRules *rules);
char        *cn_text_variant_players    (const CnRules *rules);

/* ---------------------------------------------------------------- moves */

/* What a sentence about one move needs to know, worked out by whoever
 * holds the game (the table's model, a help example) from the position
 * before and after the move. */
typedef struct
{
  CnMove      move;
  CnVariant   variant;      /* the uruguayan game closes, and takes the pozo */
  const char *who;          /* the name of the seat that moved (or answered) */
  gboolean    you;          /* who is the person at this screen: "you said yes" */
  int         draw_count;   /* a draw: the cards it takes */
  int         red_threes;   /* a draw: red threes it laid down */
  CnCard      pile_top;     /* a take: the top card before it */
  int         pile_n;       /* a take: the cards in the pile before it */
  int         meld_rank;    /* a lay-off: the rank of the meld it goes on */
  gboolean    went_out;     /* the move ended the round by going out */
  int         moda;         /* a cut: the rank de moda */
  CnCard      kept[CN_MAX_CARDS]; /* a cut: the cards the cutter kept */
  int         n_kept;
  gboolean    exact_cut;    /* a cut: it was exact */
} CnTextMove;

void         cn_text_move_clauses       (const CnTextMove *facts,
                                         gboolean          markup,
                                         GPtrArray        *out);
char        *cn_text_move_step          (const CnTextMove *facts,
                                         gboolean          spoken);
char        *cn_text_deal_threes        (const CnCard     *threes,
                                         int               n,
                                         gboolean          markup);
char        *cn_text_history_line       (const char       *who,
                                         GPtrArray        *clauses,
                                         gboolean          markup);

/* ------------------------------------------------------- the table's state */

/* What the status line needs to know. */
typedef struct
{
  CnPhase     phase;
  gboolean    game_over;       /* the round over is the game's last */
  gboolean    result_shown;    /* the game's result is on screen */
  gboolean    can_act;         /* the person at the screen is to act */
  gboolean    closes;          /* the uruguayan game: closing, the pozo */
  gboolean    can_ask;         /* the person to act may ask the partner now */
  gboolean    can_go_out;      /* the cards held let the turn go out (close) */
  gboolean    draw_ends_round; /* the next draw ends the round at once */
  gboolean    cut_shown;       /* the cut's result waits to be read (Continue) */
  const char *actor;           /* who acts (cuts, answers, plays), or NULL */
  const char *asker;           /* whose question waits for an answer */
  const char *said_yes;        /* the partner whose yes binds this turn, or NULL */
  const char *away;            /* at a table elsewhere: the actor, whose connection is
                                * lost and whom the game waits for; or NULL */
  const char *not_ready;       /* at a table elsewhere, at a round's end this screen went
                                * on from: a player the next deal waits for, or NULL */
  int         n_not_ready;     /* how many players it waits for */
} CnTextTurn;

/* What a side has toward going out. */
typedef struct
{
  gboolean opened;
  int      opening_minimum;
  gboolean by_kind;      /* closing asks for canastas by kind (uruguayan) */
  int      clean, dirty; /* its canastas by kind */
  gboolean can_close;    /* they are what closing needs */
  int      canastas;     /* its canastas */
  int      needed;       /* the canastas going out needs */
} CnTextSide;

/* What the pile says under it. */
typedef struct
{
  gboolean     pozo;        /* the uruguayan pozo */
  gboolean     cut;         /* the round waits for the cut */
  CnPileState  state;
  CnCard       top;
  const char  *blocked_for; /* the player to move, while the round is on */
  gboolean     black_three_takes_going_out; /* italian: a black three on top */
  int          naturals;    /* the pozo: the naturals that take it now */
  gboolean     pending;     /* taken to open, waiting for the opening */
  const char  *pending_for; /* the taker's name, NULL for the person here */
  int          points;      /* the taker's opening so far */
  int          minimum;     /* the opening minimum */
} CnTextPile;

char        *cn_text_turn               (const CnTextTurn *facts);

/* At a table hosted elsewhere: the name under a seat's cards while its
 * player is away (the computer playing it, or seconds_left of the host's
 * wait, -1 when it has none), and what the table is told once when the
 * player leaves and when they come back. */
char        *cn_text_seat_state         (gboolean          stand_in,
                                         int               seconds_left);
char        *cn_text_seat_lost          (const char       *name);
char        *cn_text_seat_back          (const char       *name);
/* cn-text-network.c: the connection to the table was cut and is being
 * taken up again with host; it is back; a table this computer hosted and
 * kept could not be hosted again at start (why, and where its file went,
 * NULL when it was not moved). */
char        *cn_text_reconnecting       (const char       *host);
char        *cn_text_reconnected        (void);
char        *cn_text_table_closed       (gboolean          status);
char        *cn_text_close_hosted       (const char *const *names);
char        *cn_text_port_moved         (guint             old_port,
                                         guint             new_port);
char        *cn_text_invitation_copied  (void);
char        *cn_text_hosted_refused     (const char       *reason,
                                         const char       *aside);
/* The hosting dialog's invitations: what to do with two of them; the heading of the one for players on
 * this network and of the one for players in another home; while the
 * router is asked; and, when no router forwards the port, what the host's
 * router needs (port, and this computer's address on its network). */
const char  *cn_text_invitation_which   (void);
const char  *cn_text_invitation_here    (void);
const char  *cn_text_invitation_away    (void);
const char  *cn_text_router_asking      (void);
char        *cn_text_router_forward     (guint             port,
                                         const char       *address);
char        *cn_text_side_status        (const CnTextSide *facts);
char        *cn_text_side_title         (const char       *name,
                                         const char       *total);
char        *cn_text_side_total         (const char       *total);
char        *cn_text_opening_progress   (int               points,
                                         int               minimum);
gboolean     cn_text_stock_note         (CnExhaustRule     exhaust,
                                         guint             stock,
                                         guint             draw,
                                         gboolean          last_turn,
                                         const char      **note,
                                         const char      **rule);
char        *cn_text_stock_label        (guint             count,
                                         const char       *note);
char        *cn_text_lapse              (gboolean          closes,
                                         const char       *partner);
char        *cn_text_pile_status        (const CnTextPile *facts);
char        *cn_text_frozen_for         (const char *const *names,
                                         int               n_frozen,
                                         int               n_sides,
                                         int               n_players);
void         cn_text_moda               (CnCard            card,
                                         guint             rank,
                                         char            **markup,
                                         char            **description);

/* A uruguayan side's premios under way; numbers as the score sheet
 * writes them. */
typedef struct
{
  const char *points;           /* its cards on the table */
  const char *line;             /* the score sheet's line for them */
  int         canastas;
  int         canastilla_count; /* the canastas each premio needs */
  int         canaston_count;
  const char *canastilla_bonus; /* what each pays */
  const char *canaston_bonus;
  gboolean    moda;             /* it holds a canasta de moda */
} CnTextPremios;

void         cn_text_premios            (const CnTextPremios *facts,
                                         char            **note,
                                         char            **tooltip);

/* ------------------------------------------------------------- the pile */

/* What the label under the table's pile says. */
typedef struct
{
  gboolean     pozo;
  guint        n;          /* its cards */
  const char  *status;     /* cn_text_pile_status(), or NULL */
  CnPileState  state;
  const char  *frozen_for; /* cn_text_frozen_for(), or NULL */
} CnTextPileLabel;

/* A help example's pile. */
typedef struct
{
  gboolean     pozo;
  guint        n;
  CnPileState  state;
  CnCard       top;        /* CN_CARD_NONE when empty */
  const char  *frozen_for; /* the player whose side has not opened, or NULL */
  gboolean     alone;      /* one against one: the player, not a side */
} CnTextExamplePile;

const char  *cn_text_pile_state         (CnPileState       state);
char        *cn_text_pile_label         (const CnTextPileLabel *facts);
char        *cn_text_pile_with_top      (const char       *label,
                                         const char       *top);
char        *cn_text_example_hand       (const char       *name,
                                         int               n_cards);
char        *cn_text_example_melds      (const char       *name,
                                         gboolean          alone);
char        *cn_text_example_moda       (guint             rank);
void         cn_text_example_pile       (const CnTextExamplePile *facts,
                                         char            **text,
                                         char            **a11y);

/* ---------------------------------------------------------------- the cut */

/* What the cut showed (the uruguayan game, source 001). */
typedef struct
{
  const char   *who;         /* the cutter */
  guint         moda;        /* the rank de moda, 0 for none */
  CnCard        moda_card;   /* the card that names it */
  const CnCard *cut;         /* the cards the cut turned up, in order */
  int           n_cut;
  const CnCard *kept;        /* those the cutter keeps */
  int           n_kept;
  const char   *exact_side;  /* the side an exact cut scores for, or NULL */
  int           exact_bonus; /* what it scores */
} CnTextCut;

char        *cn_text_cut_title          (const char       *who,
                                         gboolean          mine,
                                         gboolean          done);
char        *cn_text_cut_note           (gboolean          mine,
                                         int               exact,
                                         int               bonus);
char        *cn_text_cut_caption        (const CnTextCut  *facts);

/* ------------------------------------------------------ asking the partner */

/* What the ask button's tooltip needs to know. */
typedef struct
{
  gboolean closes;   /* the uruguayan game: closing */
  gboolean can_act;  /* the person at the screen is to act */
  gboolean can_ask;  /* and may ask now */
  CnPhase  phase;
} CnTextAsk;

/* Who reads an answer: the person at the screen who gave it, the asker,
 * or someone watching two others. */
typedef enum
{
  CN_TEXT_HEARD_BY_ASKER,
  CN_TEXT_HEARD_BY_ANSWERER,
  CN_TEXT_HEARD_BY_OTHERS,
} CnTextHeardBy;

typedef struct
{
  gboolean      closes;
  gboolean      yes;
  const char   *answerer;
  const char   *asker;
  CnTextHeardBy heard_by;
} CnTextAnswer;

/* The screen handed over at one screen. */
typedef struct
{
  const char *to;     /* the person it passes to */
  const char *asker;  /* the partner whose question waits, or NULL */
  gboolean    closes;
  gboolean    cut;    /* the round waits for the cut */
} CnTextHandover;

char        *cn_text_ask_question       (const char       *asker,
                                         gboolean          closes);
const char  *cn_text_ask_binds          (gboolean          closes);
char        *cn_text_ask_tooltip        (const CnTextAsk  *facts);
char        *cn_text_answered           (const CnTextAnswer *facts);
void         cn_text_handover           (const CnTextHandover *facts,
                                         char            **title,
                                         char            **description,
                                         char            **button);

/* -------------------------------------------------- the round's end, the game's */

typedef struct
{
  CnRoundEnd  end;
  const char *who;         /* who went out, or NULL */
  gboolean    closes;      /* the uruguayan game closes */
  gboolean    concealed;
  gboolean    hands_count; /* an exhausted stock: the hands still count */
} CnTextRoundEnd;

char        *cn_text_round_end          (const CnTextRoundEnd *facts);
char        *cn_text_winner             (const char       *name,
                                         gboolean          team,
                                         gboolean          game);
char        *cn_text_target             (const char       *points,
                                         gboolean          team);
char        *cn_text_final_scores       (int               rounds);

G_END_DECLS
