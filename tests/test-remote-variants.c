/* test-remote-variants.c: every rule set at a table hosted elsewhere,
 * without a display: two CanastaGame clients join one hosted table over
 * loopback and play a whole round of italian, fifteen and uruguayan (and
 * the two-player italian) with computers in the other seats; each client
 * shows only what its seat could have seen, and scores the round as the
 * host does
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "canasta-card.h"
#include "canasta-game.h"
#include "canasta-table-host.h"
#include "test-history.h"
#include "test-remote-util.h"
#include "test-wait.h"

typedef struct
{
  CanastaTableHost *host;
  CanastaGame      *games[2];
  int               seats[2];     /* the seats the two clients are to take */
  guint             checks;       /* positions compared with the host's */
  guint             cuts_told;    /* cuts told to a client as moves */
  guint             client_cuts;  /* cuts made at a client */
  guint             cut_cards[2]; /* cards each client saw turned at the cut */
  guint             pozo_takes[2];  /* takes of a pozo with face-down cards, by seat's client */
  guint             cards_named;  /* cards named by the moves told */
  gboolean          rejoined;     /* the second client left and came back */
} Table;

static CanastaTableHost *
host_table (CnVariant   variant,
            int         players,
            const int  *people,
            guint64     seed)
{
  CanastaGameSetup setup;

  remote_setup_init (&setup, variant, players, seed, 1u << people[0] | 1u << people[1]);
  return remote_host_new (&setup, NULL);
}

/* Whether a client shows the host's position now, as far as the counts
 * tell (a view carries no move count): a client lagging one view behind
 * differs in one of them. */
static gboolean
caught_up (CanastaGame   *game,
           const CnState *host)
{
  const CnState *mine = canasta_game_get_state (game);

  if (mine->stock_n != host->stock_n || mine->pile_n != host->pile_n || mine->turn != host->turn ||
      mine->phase != host->phase || mine->answer != host->answer ||
      canasta_game_get_busy (game) == canasta_game_get_viewer_can_act (game))
    return FALSE;
  for (int seat = 0; seat < host->n_players; seat++)
    if (mine->hand_n[seat] != host->hand_n[seat])
      return FALSE;
  for (int side = 0; side < host->n_sides; side++)
    if (mine->n_melds[side] != host->n_melds[side] || mine->n_red_threes[side] != host->n_red_threes[side])
      return FALSE;
  return TRUE;
}

/* A client is to move (the host waits for it) and every client shows the
 * host's position; or both show the round's end. */
static gboolean
settled (gpointer data)
{
  Table *table = data;
  const CnState *host = canasta_table_host_peek_state (table->host);
  gboolean someone_acts = FALSE;
  int over = 0;

  for (int i = 0; i < 2; i++)
    {
      CanastaGame *game = table->games[i];

      if (!canasta_game_get_started (game))
        return FALSE;
      if (canasta_game_get_phase (game) == CANASTA_PHASE_ROUND_OVER)
        over++;
      else if (!caught_up (game, host))
        return FALSE;
      else
        someone_acts |= canasta_game_get_viewer_can_act (game);
    }
  return someone_acts || over == 2;
}

static void
assert_same_cards (const uint8_t *mine,
                   int            n_mine,
                   const uint8_t *host,
                   int            n_host)
{
  g_assert_cmpmem (mine, n_mine, host, n_host);
}

/* Every card this client shows face up is the host's card in that place:
 * its own hand, the melds, the red threes laid down, the pozo's face-up
 * cards, the canasta de moda. A card anywhere else is a stand-in, never
 * shown. */
static void
assert_sees_host (Table *table,
                  int    i)
{
  CanastaGame *game = table->games[i];
  const CnState *mine = canasta_game_get_state (game);
  const CnState *host = canasta_table_host_peek_state (table->host);
  int seat = canasta_game_get_remote_seat (game);

  g_assert_cmpmem (mine->hand[seat], CN_N_KINDS, host->hand[seat], CN_N_KINDS);
  for (int other = 0; other < host->n_players; other++)
    g_assert_cmpint (mine->hand_n[other], ==, host->hand_n[other]);
  g_assert_cmpint (mine->stock_n, ==, host->stock_n);
  g_assert_cmpint (mine->pile_n, ==, host->pile_n);
  g_assert_cmpint (mine->pozo_down, ==, host->pozo_down);
  assert_same_cards (mine->pile + mine->pozo_down, mine->pile_n - mine->pozo_down,
                     host->pile + host->pozo_down, host->pile_n - host->pozo_down);
  for (int side = 0; side < host->n_sides; side++)
    {
      g_assert_cmpint (mine->n_melds[side], ==, host->n_melds[side]);
      for (int m = 0; m < host->n_melds[side]; m++)
        g_assert_cmpmem (&mine->melds[side][m], sizeof (CnMeld), &host->melds[side][m], sizeof (CnMeld));
      assert_same_cards (mine->red_threes[side], mine->n_red_threes[side],
                         host->red_threes[side], host->n_red_threes[side]);
    }
  g_assert_cmpint (mine->moda, ==, host->moda);
  g_assert_cmpint (mine->exact_cut_side, ==, host->exact_cut_side);
  g_assert_cmpint (mine->turn, ==, host->turn);
  g_assert_cmpint (mine->answer, ==, host->answer);
  table->checks++;
}

/* A move told at a client names only cards the client has seen: the red
 * threes laid down are the host's, and the cards that came into its own
 * hand are there. In uruguayan the first pozo taken in a round holds the
 * cards dealt face down under it. */
static void
move_made_cb (CanastaGame            *game,
              const CanastaMoveEvent *event,
              Table                  *table)
{
  const CnState *mine = canasta_game_get_state (game);
  const CnState *host = canasta_table_host_peek_state (table->host);
  int viewer = canasta_game_get_viewer (game);
  uint8_t fresh[CN_N_KINDS] = { 0 };

  if (event->move.kind == CN_MOVE_CUT)
    table->cuts_told++;
  if (event->move.kind == CN_MOVE_TAKE_PILE && event->variant == CN_VARIANT_URUGUAYAN &&
      mine->n_melds[0] + mine->n_melds[1] <= 1 && event->move.seat == viewer)
    table->pozo_takes[game == table->games[1]]++;
  if (event->move.seat == viewer)
    for (int i = 0; i < event->n_fresh; i++)
      {
        fresh[event->fresh[i]]++;
        g_assert_cmpint (fresh[event->fresh[i]], <=, mine->hand[viewer][event->fresh[i]]);
        table->cards_named++;
      }
  for (int seat = 0; seat < event->n_players && !event->round_over; seat++)
    for (int i = 0; i < event->n_deal_threes[seat]; i++)
      {
        int side = cn_state_side_of (host, seat);
        gboolean found = FALSE;

        for (int j = 0; j < host->n_red_threes[side]; j++)
          found |= host->red_threes[side][j] == event->deal_threes[seat][i];
        g_assert_true (found);
        table->cards_named++;
      }
  for (int side = 0; side < mine->n_sides; side++)
    {
      uint8_t a[CN_N_KINDS] = { 0 }, b[CN_N_KINDS] = { 0 };

      /* The host may have dealt the next round already. */
      if (event->round_over || host->phase == CN_PHASE_CUT ||
          memcmp (host->scores, mine->scores, sizeof host->scores) != 0)
        continue;
      for (int j = 0; j < mine->n_red_threes[side]; j++)
        a[mine->red_threes[side][j]]++;
      for (int j = 0; j < host->n_red_threes[side]; j++)
        b[host->red_threes[side][j]]++;
      for (int k = 0; k < CN_N_KINDS; k++)
        g_assert_cmpint (a[k], <=, b[k]);
    }
}

static void
cut_card_cb (CanastaGame *game,
             guint        card,
             int          to,
             int          seat,
             gboolean     moda,
             guint       *count)
{
  (*count)++;
}

static void move_made_cb (CanastaGame *game, const CanastaMoveEvent *event, Table *table);
static void cut_card_cb (CanastaGame *game, guint card, int to, int seat, gboolean moda,
                         guint *count);

static void
ignore_move_cb (CanastaGame            *game,
                const CanastaMoveEvent *event,
                gpointer                user_data)
{
}

/* Each screen told every move the host made this round (its history has
 * a line for each): none of them just jumped to the next view. */
static void
assert_told_all (Table *table)
{
  for (int i = 0; i < 2; i++)
    g_assert_cmpuint (canasta_game_foreach_move (table->games[i], ignore_move_cb, NULL), ==,
                      canasta_table_host_peek_state (table->host)->move_count);
}

static gboolean
playing_to_act (gpointer data)
{
  return canasta_game_get_remote_state (data) == CANASTA_REMOTE_PLAYING &&
         canasta_game_get_viewer_can_act (data);
}

static void
reset_cb (CanastaGame *game,
          guint       *count)
{
  (*count)++;
}

static gboolean
twice (gpointer data)
{
  return *(guint *) data >= 2;
}

/* The second client, at its turn well into the round (the table waits for
 * it), leaves and comes back on a new game: its history of the round reads
 * as it did, cut, pozos and all (told by the host on its return). */
static void
leave_and_rejoin (Table *table)
{
  CanastaGame *again = canasta_game_new ();
  g_autoptr(GPtrArray) before = history_lines (table->games[1]);
  g_autoptr(GPtrArray) after = NULL;

  guint resets = 0;

  canasta_game_leave (table->games[1]);
  g_assert_finalize_object (table->games[1]);
  table->games[1] = again;
  g_signal_connect (again, "move-made", G_CALLBACK (move_made_cb), table);
  g_signal_connect (again, "cut-card", G_CALLBACK (cut_card_cb), &table->cut_cards[1]);
  g_signal_connect (again, "history-reset", G_CALLBACK (reset_cb), &resets);
  g_assert_true (canasta_game_join (again, canasta_table_host_get_local_invitation (table->host),
                                    NULL));
  g_assert_true (test_wait_for (playing_to_act, again));
  /* The round so far comes right after the seat's view (the first reset
   * of the history is the view's). */
  g_assert_true (test_wait_for (twice, &resets));
  g_signal_handlers_disconnect_by_func (again, reset_cb, &resets);
  after = history_lines (again);
  /* Every move was told, live and on coming back, in the same words. */
  g_assert_cmpuint (before->len, ==, canasta_table_host_peek_state (table->host)->move_count);
  g_assert_cmpuint (after->len, ==, before->len);
  for (guint i = 0; i < before->len; i++)
    g_assert_cmpstr (g_ptr_array_index (after, i), ==, g_ptr_array_index (before, i));
  g_assert_cmpuint (after->len, >, 0);
  table->rejoined = TRUE;
}

/* Plays the round: whoever's turn it is at a client plays the hint. */
static void
play_round (Table *table)
{
  while (TRUE)
    {
      gboolean acted = FALSE;

      g_assert_true (test_wait_for (settled, table));
      assert_told_all (table);
      for (int i = 0; i < 2; i++)
        if (canasta_game_get_phase (table->games[i]) != CANASTA_PHASE_ROUND_OVER)
          assert_sees_host (table, i);
      for (int i = 0; i < 2; i++)
        {
          CanastaGame *game = table->games[i];
          CnVerdict verdict;
          CnMove move;

          if (!canasta_game_get_viewer_can_act (game))
            continue;
          if (i == 1 && !table->rejoined && canasta_game_get_phase (game) != CANASTA_PHASE_CUT &&
              canasta_game_foreach_move (game, ignore_move_cb, NULL) > 12)
            {
              leave_and_rejoin (table);
              game = table->games[1];
            }
          g_assert_cmpint (canasta_game_get_viewer (game), ==, table->seats[i]);
          if (canasta_game_get_phase (game) == CANASTA_PHASE_CUT)
            {
              int min, max, exact;

              /* The cutter cuts from its own screen, as the cut view does;
               * the other client watches. */
              g_assert_false (canasta_game_get_viewer_can_act (table->games[1 - i]));
              canasta_game_get_cut_range (game, &min, &max, &exact);
              g_assert_true (canasta_game_cut (game, (min + max) / 2, &verdict));
              table->client_cuts++;
            }
          else
            {
              g_assert_true (canasta_game_hint (game, &move));
              g_assert_true (canasta_game_play (game, &move, &verdict));
            }
          acted = TRUE;
          break;
        }
      if (!acted)
        break;
    }
}

/* The host dealt the next round. */
static gboolean
host_dealt_next (gpointer data)
{
  Table *table = data;

  return canasta_table_host_peek_state (table->host)->phase != CN_PHASE_ROUND_OVER;
}

typedef struct
{
  CnVariant variant;
  int       players;
  int       people[2];
  guint64   seed;
} Case;

static void
test_variant_round (gconstpointer data)
{
  const Case *c = data;
  Table table = { .seats = { c->people[0], c->people[1] } };
  g_autoptr(GError) error = NULL;
  CnRoundScore scores[2];
  const CnState *host;

  table.host = host_table (c->variant, c->players, c->people, c->seed);
  for (int i = 0; i < 2; i++)
    {
      table.games[i] = canasta_game_new ();
      g_signal_connect (table.games[i], "move-made", G_CALLBACK (move_made_cb), &table);
      g_signal_connect (table.games[i], "cut-card", G_CALLBACK (cut_card_cb), &table.cut_cards[i]);
      g_assert_true (canasta_game_join (table.games[i],
                                        canasta_table_host_get_local_invitation (table.host), &error));
      g_assert_no_error (error);
      if (i == 0)
        g_assert_true (remote_wait_for (table.games[0], CANASTA_REMOTE_WAITING));
    }

  play_round (&table);
  g_assert_true (table.rejoined);
  g_test_message ("%u positions compared with the host's", table.checks);
  g_assert_cmpuint (table.checks, >, 10);

  /* The host deals the next round once both people went on from the
   * round's end (computers are ready at once): its totals before it are
   * the round's. Each client scored the round on the hands laid down at the
   * count, by the same engine, and agrees with the host line by line. */
  for (int i = 0; i < 2; i++)
    g_assert_true (canasta_game_next_round (table.games[i]));
  g_assert_true (test_wait_for (host_dealt_next, &table));
  host = canasta_table_host_peek_state (table.host);
  for (int i = 0; i < 2; i++)
    {
      g_assert_true (canasta_game_get_last_score (table.games[i], &scores[i], NULL));
      for (int side = 0; side < host->n_sides; side++)
        {
          g_assert_cmpint (canasta_game_get_total (table.games[i], side), ==, host->scores[side]);
          g_assert_cmpint (scores[i].sides[side].total, ==, scores[0].sides[side].total);
          g_assert_cmpmem (&scores[i].sides[side], sizeof scores[i].sides[side],
                           &scores[0].sides[side], sizeof scores[0].sides[side]);
        }
    }
  for (int side = 0; side < host->n_sides; side++)
    g_assert_cmpint (scores[0].sides[side].total, ==, host->scores[side]);

  if (c->variant == CN_VARIANT_URUGUAYAN)
    {
      /* The cut was told to both clients as at a local table: a move, and
       * the cards it turned. */
      g_assert_cmpuint (table.client_cuts, ==, c->people[1] == 2 ? 1 : 0);
      g_assert_cmpuint (table.cuts_told, ==, 2);
      g_assert_cmpuint (table.cut_cards[0], >, 0);
      g_assert_cmpuint (table.cut_cards[0], ==, table.cut_cards[1]);
      /* A client took the pozo dealt with face-down cards: its history
       * named what it now holds (move_made_cb). */
      if (c->people[1] != 2)
        g_assert_cmpuint (table.pozo_takes[0] + table.pozo_takes[1], >, 0);
    }

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_free (table.host);
}

static const Case italian = { CN_VARIANT_ITALIAN, 4, { 0, 1 }, 11 };
static const Case italian_two = { CN_VARIANT_ITALIAN, 2, { 0, 1 }, 12 };
static const Case fifteen = { CN_VARIANT_FIFTEEN, 4, { 0, 1 }, 13 };
static const Case uruguayan = { CN_VARIANT_URUGUAYAN, 4, { 0, 1 }, 15 };
/* Seat 0 plays first in the first round: its partner, seat 2, cuts. */
static const Case uruguayan_cut = { CN_VARIANT_URUGUAYAN, 4, { 1, 2 }, 16 };
static const Case classic_team = { CN_VARIANT_CLASSIC, 4, { 0, 2 }, 24 };
static const Case uruguayan_team = { CN_VARIANT_URUGUAYAN, 4, { 0, 2 }, 25 };

static gboolean
partner_asked (gpointer data)
{
  Table *table = data;

  return canasta_game_get_phase (table->games[1]) == CANASTA_PHASE_ASKING &&
         canasta_game_get_viewer_can_act (table->games[1]) &&
         canasta_game_get_phase (table->games[0]) == CANASTA_PHASE_ASKING;
}

static gboolean
asker_heard_yes (gpointer data)
{
  Table *table = data;

  return canasta_game_get_viewer_can_act (table->games[0]) &&
         canasta_game_get_partner_said_yes (table->games[0]);
}

/* The partner's "May I go out?" across machines: two clients of one team
 * at one host. The question reaches the partner's screen, which answers;
 * the answer comes back, and the asker must go out. */
static void
test_ask_partner (gconstpointer data)
{
  const Case *c = data;
  Table table = { .seats = { c->people[0], c->people[1] } };
  gboolean asked = FALSE;
  gboolean bound = FALSE;    /* the refusal of a discard after the yes is to be checked */

  table.host = host_table (c->variant, c->players, c->people, c->seed);
  for (int i = 0; i < 2; i++)
    {
      table.games[i] = canasta_game_new ();
      g_assert_true (canasta_game_join (table.games[i],
                                        canasta_table_host_get_local_invitation (table.host), NULL));
      if (i == 0)
        g_assert_true (remote_wait_for (table.games[0], CANASTA_REMOTE_WAITING));
    }
  g_assert_true (test_wait_for (settled, &table));
  g_assert_cmpint (canasta_game_get_partner (table.games[0], c->people[0]), ==, c->people[1]);

  while (TRUE)
    {
      CanastaGame *game = NULL;
      CnVerdict verdict;
      CnMove move;

      g_assert_true (test_wait_for (settled, &table));
      assert_told_all (&table);
      for (int i = 0; i < 2; i++)
        if (canasta_game_get_viewer_can_act (table.games[i]))
          game = table.games[i];
      if (game == NULL)
        break;

      if (!asked && game == table.games[0] && canasta_game_get_can_ask (game))
        {
          asked = TRUE;
          g_assert_true (canasta_game_ask_go_out (game, &verdict));
          g_assert_false (canasta_game_get_viewer_can_act (game));
          /* The question is on the partner's screen, the asker waits. */
          g_assert_true (test_wait_for (partner_asked, &table));
          g_assert_false (canasta_game_get_viewer_can_act (table.games[0]));
          g_assert_cmpint (canasta_game_get_actor (table.games[1]), ==, c->people[1]);
          g_assert_true (canasta_game_answer_go_out (table.games[1], TRUE, &verdict));
          g_assert_true (test_wait_for (asker_heard_yes, &table));
          g_assert_cmpint (canasta_game_get_state (table.games[0])->answer, ==, CN_ANSWER_YES);
          g_assert_cmpint (canasta_table_host_peek_state (table.host)->answer, ==, CN_ANSWER_YES);
          bound = TRUE;

          continue;
        }
      /* Bound to go out: a discard that keeps cards in hand is refused,
       * here as at the host. */
      if (game == table.games[0] && bound && canasta_game_get_state (game)->phase == CN_PHASE_PLAY &&
          canasta_game_get_state (game)->answer == CN_ANSWER_YES &&
          g_list_model_get_n_items (canasta_game_get_hand (game, c->people[0])) > 2)
        {
          GListModel *hand = canasta_game_get_hand (game, c->people[0]);
          CnMove discard;

          for (guint i = 0; i < g_list_model_get_n_items (hand) && bound; i++)
            {
              g_autoptr(CanastaCard) card = g_list_model_get_item (hand, i);

              cn_move_discard (&discard, c->people[0], canasta_card_get_card (card));
              if (canasta_game_would_go_out (game, &discard))
                continue;
              g_assert_false (canasta_game_check (game, &discard, &verdict));
              g_assert_cmpint (verdict.code, ==, CN_ERR_MUST_GO_OUT);
              g_test_message ("the asker's discard of a card kept: refused");
              bound = FALSE;
            }
        }
      g_assert_true (canasta_game_hint (game, &move));
      g_assert_true (canasta_game_play (game, &move, &verdict));
      if (asked && canasta_game_get_phase (table.games[0]) != CANASTA_PHASE_ROUND_OVER &&
          game == table.games[0] && canasta_game_get_state (game)->answer != CN_ANSWER_YES)
        break;
    }
  g_assert_true (asked);
  /* The deals are chosen so that the yes holds after the draw (it lapses
   * when the cards drawn leave no way out, as at a local table): the
   * discard was tried, and refused. */
  g_assert_false (bound);

  for (int i = 0; i < 2; i++)
    {
      canasta_game_leave (table.games[i]);
      g_assert_finalize_object (table.games[i]);
    }
  canasta_table_host_free (table.host);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *config = g_dir_make_tmp ("canasta-remote-variants-XXXXXX", NULL);

  /* The host's certificate and the seats' tokens go to a folder of the
   * test's own. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/remote-variants/italian", &italian, test_variant_round);
  g_test_add_data_func ("/remote-variants/italian-two", &italian_two, test_variant_round);
  g_test_add_data_func ("/remote-variants/fifteen", &fifteen, test_variant_round);
  g_test_add_data_func ("/remote-variants/uruguayan", &uruguayan, test_variant_round);
  g_test_add_data_func ("/remote-variants/uruguayan-cut", &uruguayan_cut, test_variant_round);

  g_test_add_data_func ("/remote-variants/ask-partner/classic", &classic_team, test_ask_partner);
  g_test_add_data_func ("/remote-variants/ask-partner/uruguayan", &uruguayan_team, test_ask_partner);

  return g_test_run ();
}
