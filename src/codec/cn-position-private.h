/* cn-position-private.h: what the files of the position codec share
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "cn-position.h"

G_BEGIN_DECLS

typedef struct _CnPositionKey CnPositionKey;

typedef struct
{
  CnPositionForm  form;
  int             version;
  const char     *where;
  CnState        *s;
  int             copies[CN_N_KINDS];   /* cards of each kind placed so far */
} CnPositionReader;

typedef enum
{
  KIND_FLAG,          /* uint8_t: true or false */
  KIND_INT,           /* an integer field (1, 2 or 4 bytes; signed when min < 0) */
  KIND_SEAT,          /* uint8_t: a seat number */
  KIND_SEAT_OR_NULL,  /* uint8_t: a seat number, or null for CN_NO_SEAT */
  KIND_SEATS,         /* uint8_t: a set of seats, a list of seat numbers */
  KIND_SIDE_OR_NULL,  /* uint8_t: a side number, or null for CN_NO_SIDE */
  KIND_SIDES,         /* uint8_t: a set of sides, a list of side numbers */
  KIND_NAME,          /* uint8_t: one of names */
  KIND_RANK_COUNTS,   /* uint8_t[CN_N_RANKS]: counts by rank, {"K": 2}, zeros left out */
  KIND_RNG,           /* uint64_t[4]: a generator's state, hexadecimal strings */
  KIND_CUSTOM,        /* read and write of its own */
} CnPositionKeyKind;

enum
{
  /* Written in the scenario form even when reading would derive it. */
  KEY_ALWAYS = 1 << 0,
  /* Never left out, in either form. */
  KEY_REQUIRED = 1 << 1,
  /* Written in the scenario form only, and checked rather than read: it
   * says what follows from the rest ("pile_state"). */
  KEY_INFO = 1 << 2,
  /* Not in the scenario form. */
  KEY_SAVE_ONLY = 1 << 3,
};

typedef gboolean (*CnPositionReadFunc)   (CnPositionReader     *r,
                                          const CnPositionKey  *key,
                                          JsonNode             *node,
                                          const char           *where,
                                          GError              **error);
typedef void     (*CnPositionWriteFunc)  (JsonBuilder          *builder,
                                          const CnState        *s,
                                          const CnPositionKey  *key);
/* Sets the field to what a scenario that leaves the key out means. */
typedef void     (*CnPositionDeriveFunc) (CnState              *s);
/* Whether the variant has what the key says (NULL: every variant). */
typedef gboolean (*CnPositionAppliesFunc) (const CnRules       *rules);

struct _CnPositionKey
{
  const char           *name;
  CnPositionKeyKind     kind;
  guint                 flags;
  /* The save format versions that hold the key: since to until (0: to
   * this day). since 0: never in saves. */
  int                   since;
  int                   until;
  gsize                 offset;
  gsize                 size;
  gint64                min;
  gint64                max;
  const char * const   *names;
  guint                 n_names;
  CnPositionReadFunc    read;
  CnPositionWriteFunc   write;
  CnPositionDeriveFunc  derive;
  /* A key of some variants only: the others neither write nor read it. */
  CnPositionAppliesFunc applies;
};

/* For the table's rows. */
#define FIELD(member) .offset = G_STRUCT_OFFSET (CnState, member), \
                      .size = sizeof (((CnState *) NULL)->member)
#define NAMES(table)  .names = (table), .n_names = G_N_ELEMENTS (table)

/* The field a key reads and writes. */
static inline guint8 *
field (CnState             *s,
       const CnPositionKey *key)
{
  return (guint8 *) s + key->offset;
}

static inline const guint8 *
cfield (const CnState       *s,
        const CnPositionKey *key)
{
  return (const guint8 *) s + key->offset;
}

/* Every key of positions, in the order they are read and written. */
extern const CnPositionKey cn_position_keys[];
extern const guint         cn_position_n_keys;

/* Reads or writes one key's field, whatever its kind. */
gboolean cn_position_read_field         (CnPositionReader     *r,
                                         const CnPositionKey  *key,
                                         JsonNode             *node,
                                         const char           *where,
                                         GError              **error);
void     cn_position_write_field        (JsonBuilder          *builder,
                                         const CnState        *s,
                                         const CnPositionKey  *key);

/* A key left out of a scenario has the value these give it, from the rest
 * of the position (cn-position.c names them in its table of keys). */
void     cn_position_derive_opened      (CnState              *s);
void     cn_position_derive_asked       (CnState              *s);
void     cn_position_derive_had_turn    (CnState              *s);
void     cn_position_derive_turn_melded (CnState              *s);
void     cn_position_derive_end         (CnState              *s);
void     cn_position_derive_out_seat    (CnState              *s);
void     cn_position_derive_canasta_order (CnState            *s);

/* The hand counts and the pile's freezers, from the cards. */
void     cn_position_count_cards        (CnState              *s);

/* What the engine can never leave behind; where starts the messages. */
gboolean cn_position_check              (const CnState        *s,
                                         CnPositionForm        form,
                                         const char           *where,
                                         GError              **error);

G_END_DECLS
