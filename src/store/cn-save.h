/* cn-save.h: saved games
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "cn-ai.h"
#include "cn-json.h"
#include "cn-position.h"
#include "cn-state.h"

G_BEGIN_DECLS

/* A saved game is a JSON file headed {"format": "canasta-save",
 * "version": 5}. It holds the whole game and the whole position of the
 * round in play, the RNG state included, so that a resumed game goes on
 * exactly as it would have without the save: same deals, same everything;
 * and the round's history, the moves that led there, so that a resumed
 * game shows what happened in the round. The positions are read and
 * written by the position codec (cn-position.h), the moves by the
 * scenario codec (cn-scenario.h), as scenarios are; files of versions 1 to
 * 3, which have no history, still load.
 *
 * Loading refuses anything that is not a valid save with a CN_SAVE_ERROR
 * naming the problem and where it is ("round.hands[2][3]: unknown card
 * \"ZZ\""), on one line; nothing in a file can make the loader crash,
 * abort or read out of bounds, and a position that loads is one the engine
 * can play on: it passes cn_state_check_invariants, its phase fits the
 * turn's record, and the player to act has a legal move. */

#define CN_SAVE_FORMAT          "canasta-save"
/* Version 4 added the history; its round is version 3's. Version 5 added
 * the story (the score sheet of the rounds played), version 6 the past. */
#define CN_SAVE_FORMAT_VERSION  6
#define CN_SAVE_HISTORY_VERSION 4
#define CN_SAVE_STORY_VERSION   5
/* Version 6 added the past: the moves of the rounds before the history's,
 * so that a file holds a whole game (cn-save-past.c). */
#define CN_SAVE_PAST_VERSION    6

/* Limits on what a save file may hold, well above any real game, so that
 * hostile input is refused before it costs time or memory. */
#define CN_SAVE_MAX_BYTES       (1024 * 1024)
#define CN_SAVE_MAX_DEPTH       32
#define CN_SAVE_MAX_SCORE       CN_POSITION_MAX_SCORE
#define CN_SAVE_MAX_ROUNDS      100000
#define CN_SAVE_NAME_MAX        64    /* bytes of UTF-8 in a seat's name */
#define CN_SAVE_LEVEL_MAX       32    /* bytes in a computer level's name */
/* Moves in a round's history: a real round makes a few hundred at most
 * (every turn draws from the stock or puts the pile's top card down for
 * good, so a round has at most a few hundred turns). */
#define CN_SAVE_MAX_HISTORY     4096
/* Rounds in the game's story. */
#define CN_SAVE_MAX_STORY       1000

/* The codec's errors (cn-json.h), under the names the app knows. */
#define CN_SAVE_ERROR CN_CODEC_ERROR

typedef enum
{
  CN_SAVE_ERROR_CORRUPT = CN_CODEC_ERROR_CORRUPT,   /* empty, truncated, binary, not UTF-8, not JSON,
                                                     * a key twice, too deep or too large */
  CN_SAVE_ERROR_FORMAT = CN_CODEC_ERROR_FORMAT,     /* JSON, but not a Canasta save */
  CN_SAVE_ERROR_VERSION = CN_CODEC_ERROR_VERSION,   /* saved by a newer Canasta */
  CN_SAVE_ERROR_INVALID = CN_CODEC_ERROR_INVALID,   /* a Canasta save whose content is impossible */
} CnSaveError;

typedef enum
{
  CN_SEAT_HUMAN,
  CN_SEAT_COMPUTER,
} CnSeatKind;

/* A round before the history's: its number (from 0, as history_round)
 * and its moves from its deal (CnMove, owned). */
typedef struct
{
  int     round;
  GArray *moves;
} CnSavePastRound;

/* How the app shows and plays one seat. */
typedef struct
{
  char        name[CN_SAVE_NAME_MAX + 1];     /* UTF-8, may be empty */
  CnSeatKind  kind;
  char        level[CN_SAVE_LEVEL_MAX + 1];   /* computer seats: "easy", ...; "" for humans */
  /* A computer seat's memory of the round (cn_ai_memory_observe), so that
   * it plays on knowing what it knew; memory.seat is the seat's index. */
  gboolean    has_memory;
  CnAiMemory  memory;
} CnSaveSeat;

/* One round of the game's story: its scoring lines per side (with their
 * totals, base and cards; the canasta counts are not kept) and the sides'
 * totals after it. */
typedef struct
{
  int          round;                 /* the game's round, from 1 */
  CnRoundScore score;
  int          totals[CN_MAX_SIDES];
} CnSaveRound;

/* Everything a save holds. variant, players and options must agree with
 * game and state (cn_save_to_bytes refuses them otherwise); they are there
 * so that the app can read them without looking into the engine types. */
typedef struct
{
  int          version;        /* the format version read; writing writes the current one */
  CnVariant    variant;
  int          players;
  CnOptions    options;
  CnGame       game;           /* totals, rounds played, dealer, seed, over and winner */
  CnState      state;          /* the round in play (or the round just over) */
  CnSaveSeat   seats[CN_MAX_SEATS];
  JsonObject  *app;            /* owned, may be NULL: free-form, for the app (e.g. what
                                * it has counted already) */
  /* The round's history: the game's round it is of, the position it
   * starts from (the round's deal, or the position a game saved without a
   * history was resumed at) and the moves made since, which the engine
   * replays to state exactly. Without one (has_history FALSE: a file of
   * version 1 to 3, or data filled by hand) the file written holds a
   * history that starts at state. */
  gboolean     has_history;
  int          history_round;
  gboolean     history_from_deal;
  CnState      history_start;
  GArray      *history;        /* CnMove, owned; NULL without a history */
  /* The game's story, the rounds played, oldest first: CnSaveRound,
   * owned; NULL in a file of version 1 to 4 (written as no rounds). */
  GArray      *story;
  /* The rounds before the history's, from the game's first deal, each to
   * its end: CnSavePastRound (cn_save_past_new), owned; NULL for none
   * (what the app writes). With them the file holds the whole game. */
  GArray      *past;
} CnSaveData;

/* Zeroes data (so that a whole CnState compares with memcmp) and sets
 * version to CN_SAVE_FORMAT_VERSION. */
void        cn_save_data_init          (CnSaveData        *data);
/* Fills variant, players, options, game and state from the engine's own
 * values; the seats and app are left as they are. */
void        cn_save_data_set_game      (CnSaveData        *data,
                                        const CnGame      *game,
                                        const CnState     *state);
/* Sets the round's history: the n moves made from start in the game's
 * round round; from_deal says that start is that round's deal (the file
 * then names it instead of holding it). */
void        cn_save_data_set_history   (CnSaveData        *data,
                                        int                round,
                                        gboolean           from_deal,
                                        const CnState     *start,
                                        const CnMove      *moves,
                                        guint              n);
/* The game's round that state is of: the game's round, or the one before
 * when state is over (the app counts a round in the game's totals as soon
 * as it ends). */
int         cn_save_data_history_round (const CnSaveData  *data);
/* An empty array for data->past, which clears its entries when freed. */
GArray     *cn_save_past_new           (void);
/* The deal of the game's round round (from 0) and its moves (a new
 * reference): the history's, or one of the past rounds'. FALSE when the
 * file does not hold that round. */
gboolean    cn_save_data_round_history (const CnSaveData  *data,
                                        int                round,
                                        CnState           *start,
                                        GArray           **moves);
/* Drops app and history and zeroes data again. */
void        cn_save_data_clear         (CnSaveData        *data);

/* The save as JSON text. Refuses (NULL and CN_SAVE_ERROR_INVALID) data
 * that cn_save_from_bytes would refuse, so a save that is written can
 * always be read back. */
GBytes     *cn_save_to_bytes           (const CnSaveData  *data,
                                        GError           **error);
/* Parses a save; out is initialized first (cn_save_data_init) and holds
 * the game on success; on failure it is left cleared. */
gboolean    cn_save_from_bytes         (const guint8      *bytes,
                                        gsize              length,
                                        CnSaveData        *out,
                                        GError           **error);

/* Writes atomically: a temporary file in the same directory, synced, then
 * renamed over path (the directory is created first, mode 0700; the file is
 * 0600). A crash at any moment leaves either the old save or the new one.
 * Errors: CN_SAVE_ERROR_INVALID for data that could not be read back
 * (nothing is written then), G_FILE_ERROR when the disk says no. The sync
 * makes it a slow call: keep it off the main loop (nothing here uses
 * global state, so a worker thread may call it). */
gboolean    cn_save_write              (const char        *path,
                                        const CnSaveData  *data,
                                        GError           **error);
/* Reads a save. A missing file gives G_FILE_ERROR_NOENT or, when a folder
 * on the way is a file, G_FILE_ERROR_NOTDIR (cn_save_error_is_missing: no
 * game to resume, not a broken save); other read failures come in
 * G_FILE_ERROR; a file that is not a valid save gives a CN_SAVE_ERROR, and
 * is for cn_save_quarantine. */
gboolean    cn_save_read               (const char        *path,
                                        CnSaveData        *out,
                                        GError           **error);
/* Whether error, from reading a file, says that there is no file at its
 * path: none there (ENOENT), or a file where a folder of the path should
 * be (ENOTDIR: $HOME set to a file), so none can be there either. */
gboolean    cn_save_error_is_missing   (const GError      *error);

/* $XDG_DATA_HOME/canasta/autosave.json. */
char       *cn_save_default_path       (void);

/* Moves a refused file aside, never deleting nor overwriting anything:
 * "autosave.json" becomes "autosave.json.broken-20261121-061500" (local
 * time), or "...-061500-2" and so on when that name is taken. Returns the
 * new path, or NULL with a G_IO_ERROR. */
char       *cn_save_quarantine         (const char        *path,
                                        GError           **error);

const char *cn_seat_kind_name          (CnSeatKind         kind);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CnSaveData, cn_save_data_clear)

G_END_DECLS
