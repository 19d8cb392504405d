/* cn-help-private.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-help.h"

G_BEGIN_DECLS

/* The document being built: cn-help-doc.c holds it and its blocks,
 * cn-help.c and cn-help-play.c write the text of each section,
 * cn-help-examples.c the interactive examples that close it. */
typedef struct
{
  const CnRules   *r;
  const CnSeating *seat;
  gboolean         partners;
  CnHelpDoc       *doc;
  CnHelpSection   *section;   /* the section being written */
  GPtrArray       *list;      /* items of the list being written */
  GPtrArray       *cells;     /* cells of the table being written */
  CnHelpBlock     *table;
  GPtrArray       *pool;      /* formatted numbers, freed with the builder */
} CnHelpBuilder;

/* A number for a %s in the text, grouped as the reader writes it; the
 * builder owns the string. */
const char *_cn_help_num            (CnHelpBuilder *b,
                                     int            value);

/* The blocks of a section (cn-help-doc.c). A section begins, then holds
 * paragraphs, lists of items and tables of rows, in the order written. */
void        _cn_help_section_begin  (CnHelpBuilder *b,
                                     const char    *id);
void        _cn_help_section_free   (gpointer       section);
void        _cn_help_para           (CnHelpBuilder *b,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (2, 3);
void        _cn_help_list_begin     (CnHelpBuilder *b);
void        _cn_help_item           (CnHelpBuilder *b,
                                     const char    *format,
                                     ...) G_GNUC_PRINTF (2, 3);
void        _cn_help_list_end       (CnHelpBuilder *b);
/* A table: the caption (or NULL), then n_columns headings. */
void        _cn_help_table_begin    (CnHelpBuilder *b,
                                     const char    *caption,
                                     guint          n_columns,
                                     ...);
/* One row: n_columns cells. */
void        _cn_help_row            (CnHelpBuilder *b,
                                     ...);
void        _cn_help_table_end      (CnHelpBuilder *b);
/* An example block in the section being written: a scenario file of
 * data/help/examples, its title and what it shows. */
void        _cn_help_example        (CnHelpBuilder *b,
                                     const char    *file,
                                     const char    *title,
                                     const char    *text);

/* cn-help-examples.c: the examples of the section just written, for the
 * document's variant and player count only. */
void        _cn_help_write_examples (CnHelpBuilder *b);

/* cn-help-play.c: the sections from the deck to the threes. */
void        _cn_help_write_deck      (CnHelpBuilder *b);
void        _cn_help_write_turn      (CnHelpBuilder *b);
void        _cn_help_write_values    (CnHelpBuilder *b);
void        _cn_help_write_melds     (CnHelpBuilder *b);
void        _cn_help_write_pile      (CnHelpBuilder *b);
void        _cn_help_write_opening   (CnHelpBuilder *b);
void        _cn_help_write_going_out (CnHelpBuilder *b);
void        _cn_help_write_threes    (CnHelpBuilder *b);

/* The prose files (cn-help.c, cn-help-play.c) call the builder hundreds
 * of times, by short names. */
#ifdef CN_HELP_PROSE
typedef CnHelpBuilder Builder;

#define num(...)          _cn_help_num (__VA_ARGS__)
#define section_begin(...) _cn_help_section_begin (__VA_ARGS__)
#define para(...)         _cn_help_para (__VA_ARGS__)
#define list_begin(...)   _cn_help_list_begin (__VA_ARGS__)
#define item(...)         _cn_help_item (__VA_ARGS__)
#define list_end(...)     _cn_help_list_end (__VA_ARGS__)
#define table_begin(...)  _cn_help_table_begin (__VA_ARGS__)
#define row(...)          _cn_help_row (__VA_ARGS__)
#define table_end(...)    _cn_help_table_end (__VA_ARGS__)
#endif

G_END_DECLS
