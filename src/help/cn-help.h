/* cn-help.h
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "cn-rules.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* The rules help as a structured, translated document, built from one row
 * of the variant table. Every number in it is formatted from the CnRules
 * row, so help and play cannot disagree. The document is plain data: the
 * help pane walks the sections and blocks and draws them with its own
 * widgets. Every string is Pango markup, already translated. */

typedef enum
{
  CN_HELP_BLOCK_PARAGRAPH,  /* text */
  CN_HELP_BLOCK_LIST,       /* items: one bullet each */
  CN_HELP_BLOCK_TABLE,      /* title (caption, may be NULL), header, cells */
  CN_HELP_BLOCK_EXAMPLE,    /* example (file name), title, text */
} CnHelpBlockKind;

typedef struct
{
  CnHelpBlockKind kind;
  char           *text;       /* paragraph; for an example, what to try */
  char           *title;      /* example title, table caption */
  char          **items;      /* list: NULL-terminated */
  guint           n_columns;  /* table */
  guint           n_rows;     /* table, not counting the header */
  char          **header;     /* table: n_columns headings, NULL-terminated */
  char          **cells;      /* table: n_rows * n_columns, row by row, NULL-terminated */
  char           *example;    /* example: its path under data/help/examples, "pile-pair.json",
                               * "uruguayan/pozo-premiado.json" */
} CnHelpBlock;

typedef struct
{
  char      *id;       /* "pile": the ids cn_code_section() gives, plus
                        * "variants" and "how-to-play-app" */
  char      *title;    /* translated */
  GPtrArray *blocks;   /* CnHelpBlock */
} CnHelpSection;

typedef struct
{
  const CnRules *rules;
  int            players;
  GPtrArray     *sections;   /* CnHelpSection, in reading order */
} CnHelpDoc;

/* Builds the help for one variant and player count (0 or an unsupported
 * count: the variant's first seating), in the current gettext language. */
CnHelpDoc           *cn_help_build               (const CnRules    *rules,
                                                  int               players);
void                 cn_help_doc_free            (CnHelpDoc        *doc);

/* The section with that id, or NULL. */
const CnHelpSection *cn_help_doc_find_section    (const CnHelpDoc  *doc,
                                                  const char       *id);
/* The example file names a section shows (or the whole document's, for a
 * NULL section id), in reading order. Free with g_strfreev(). */
char               **cn_help_doc_list_examples   (const CnHelpDoc  *doc,
                                                  const char       *section_id);

/* Every section id, in reading order, NULL-terminated. */
const char * const  *cn_help_section_ids         (void);
/* The translated title of a section, or NULL for an unknown id. */
const char          *cn_help_section_title       (const char       *id);
/* The same in the words of a variant's players: the uruguayan rules call
 * the pile's section "The Pozo" and going out's "Closing". */
const char          *cn_help_section_title_for   (const CnRules    *rules,
                                                  const char       *id);
/* The section a verdict cites: where the "Rules" link of a refused move
 * opens the pane. */
const char          *cn_help_section_for_code    (CnCode            code);

/* A scoring line's name in variant ("Melded cards"), the same in the round
 * summary, the score sheet and the help. */
const char          *cn_help_line_label          (CnVariant         variant,
                                                  CnLine            line);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CnHelpDoc, cn_help_doc_free)

G_END_DECLS
