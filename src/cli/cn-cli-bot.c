/* cn-cli-bot.c: the bot protocol of canasta-cli, both ways
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-cli-bot.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <gio/gio.h>

#include "cn-json.h"
#include "cn-position.h"
#include "cn-scenario.h"
#include "cn-view.h"

#define EXIT_BAD_INPUT 2

#define MAX_BUDGET_MS CN_BOT_MAX_BUDGET_MS
#define MAX_LINE      CN_BOT_MAX_LINE

/* The keys of a request. */
static const char * const request_keys[] = {
  "view", "level", "budget_ms", "max_playouts", "seed", "id", NULL
};

/* ---------------------------------------------------------- requests */

JsonNode *
cn_bot_request_new (const CnAiView *view,
                    int             budget_ms)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "view");
  json_builder_add_value (builder, cn_view_to_json (view));
  json_builder_set_member_name (builder, "budget_ms");
  json_builder_add_int_value (builder, budget_ms);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* ---------------------------------------------------------------- answers */

static char *
to_line (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

static char *
answer_line (JsonNode   *id,
             const char *member,
             JsonNode   *value)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (builder);
  if (id != NULL)
    {
      json_builder_set_member_name (builder, "id");
      json_builder_add_value (builder, json_node_copy (id));
    }
  json_builder_set_member_name (builder, member);
  json_builder_add_value (builder, value);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  return to_line (root);
}

static char *
error_line (JsonNode   *id,
            const char *message)
{
  JsonNode *text = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (text, message);
  return answer_line (id, "error", text);
}

char *
cn_bot_answer (const char *line,
               CnAiLevel   level,
               int         budget_ms,
               int         threads)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree CnState *state = g_new (CnState, 1);
  g_autofree CnAiView *view = g_new (CnAiView, 1);
  CnAiMemory memory;
  CnAiConfig config;
  JsonObject *request;
  JsonNode *member, *id = NULL;
  guint64 seed = 1;
  gint64 value;
  CnMove move;

  root = cn_json_parse ((const guint8 *) line, strlen (line), MAX_LINE, CN_SCENARIO_MAX_DEPTH,
                        &error);
  if (root == NULL)
    return error_line (NULL, error->message);
  if (!cn_json_want_object (root, "request", &request, &error))
    return error_line (NULL, error->message);
  id = json_object_get_member (request, "id");
  if (!cn_json_check_keys (request, "request", request_keys, &error))
    return error_line (id, error->message);

  cn_ai_config_init (&config);
  config.budget_ms = budget_ms;
  config.threads = threads;
  if ((member = json_object_get_member (request, "level")) != NULL)
    {
      const char *text;

      if (!cn_json_want_string (member, "level", 32, &text, &error))
        return error_line (id, error->message);
      if (!cn_ai_level_parse (text, &level))
        {
          g_autofree char *quoted = cn_json_quote (text);
          g_autofree char *message = g_strdup_printf ("level: unknown level %s (easy, medium, "
                                                      "hard)", quoted);

          return error_line (id, message);
        }
    }
  if ((member = json_object_get_member (request, "budget_ms")) != NULL)
    {
      if (!cn_json_want_int (member, "budget_ms", 1, MAX_BUDGET_MS, &value, &error))
        return error_line (id, error->message);
      config.budget_ms = (int) value;
    }
  if ((member = json_object_get_member (request, "max_playouts")) != NULL)
    {
      if (!cn_json_want_int (member, "max_playouts", 0, G_MAXINT, &value, &error))
        return error_line (id, error->message);
      config.max_playouts = (int) value;
    }
  if ((member = json_object_get_member (request, "seed")) != NULL &&
      !cn_json_want_u64 (member, "seed", &seed, &error))
    return error_line (id, error->message);

  if ((member = cn_json_need (request, "request", "view", &error)) == NULL ||
      !cn_view_read (member, seed, state, &memory, &error))
    return error_line (id, error->message);

  cn_ai_view_build (view, state, &memory);
  cn_ai_choose_view (level, view, memory.rng, &config, &move, NULL);
  return answer_line (id, "move", cn_scenario_move_to_json (&move));
}

/* Standard input, a line at a time, through a buffer of its own: a line
 * is kept up to MAX_LINE bytes and the rest of a longer one is read and
 * dropped, so that what the bot holds does not grow with what it is sent. */
typedef struct
{
  int      fd;
  char     buffer[64 * 1024];
  gsize    start;      /* the unread bytes of buffer */
  gsize    end;
  gboolean at_end;
  gboolean skipping;   /* the rest of a line too long comes first */
  GString *line;
} LineReader;

typedef enum
{
  LINE_READ,      /* line holds the next line, without its newline */
  LINE_TOO_LONG,  /* the next line is longer than MAX_LINE */
  LINE_END,       /* no more input */
  LINE_ERROR,     /* the input could not be read: errno says why */
} LineStatus;

static LineStatus
next_line (LineReader *reader)
{
  g_string_truncate (reader->line, 0);
  for (;;)
    {
      const char *from = reader->buffer + reader->start;
      const char *newline;
      gsize length;

      if (reader->start == reader->end)
        {
          ssize_t n;

          /* A last line without its newline is a line all the same. */
          if (reader->at_end)
            return reader->line->len > 0 ? LINE_READ : LINE_END;
          n = read (reader->fd, reader->buffer, sizeof reader->buffer);
          if (n < 0 && errno == EINTR)
            continue;
          if (n < 0)
            return LINE_ERROR;
          reader->at_end = n == 0;
          reader->start = 0;
          reader->end = (gsize) n;
          continue;
        }
      newline = memchr (from, '\n', reader->end - reader->start);
      length = newline != NULL ? (gsize) (newline - from) : reader->end - reader->start;
      reader->start += length + (newline != NULL);
      if (reader->skipping)
        {
          reader->skipping = newline == NULL;
          continue;
        }
      if (reader->line->len + length > MAX_LINE)
        {
          /* Said at once, before the line's end, which may never come. */
          g_string_truncate (reader->line, 0);
          reader->skipping = newline == NULL;
          return LINE_TOO_LONG;
        }
      g_string_append_len (reader->line, from, length);
      if (newline != NULL)
        return LINE_READ;
    }
}

int
cn_cli_bot (int    argc,
            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *level_text = NULL;
  g_autofree LineReader *reader = g_new0 (LineReader, 1);
  g_autoptr(GString) line = g_string_sized_new (4096);
  CnAiLevel level = CN_AI_HARD;
  int budget_ms = CN_AI_DEFAULT_BUDGET_MS;
  int threads = 0;
  GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text,
      "Level when a request names none: easy, medium, hard (default: hard)", "LEVEL" },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &budget_ms,
      "Hard's thinking time when a request gives none (default: 1000)", "MS" },
    { "think-threads", 0, 0, G_OPTION_ARG_INT, &threads,
      "Threads thinking on one Hard decision (default: one per core)", "N" },
    { NULL }
  };
  g_autofree char *summary = g_strdup_printf (
    "Answers requests for moves, one JSON object a line on standard input,\n"
    "each with one JSON object a line on standard output: {\"move\": ...} or\n"
    "{\"error\": \"...\"}. A request is {\"view\": VIEW} with optional \"level\",\n"
    "\"budget_ms\" (1 to %d), \"max_playouts\", \"seed\" and \"id\" (echoed);\n"
    "VIEW is a scenario position as the acting seat sees it: the other hands\n"
    "and the stock as counts, plus \"seat\", \"known\" and \"discarded\". A line\n"
    "holds at most %d bytes: a longer one is answered with an error as\n"
    "soon as it passes that, and the rest of it is skipped. The whole\n"
    "protocol: doc/development.md, \"The bot protocol\".", MAX_BUDGET_MS, MAX_LINE);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "canasta-cli bot: %s\n", error->message);
      return EXIT_BAD_INPUT;
    }
  if (argc > 1 || (level_text != NULL && !cn_ai_level_parse (level_text, &level)) ||
      budget_ms < 1 || budget_ms > MAX_BUDGET_MS || threads < 0)
    {
      fprintf (stderr, "canasta-cli bot: expected --level easy, medium or hard, --budget-ms "
                       "from 1 to %d and no other argument\n", MAX_BUDGET_MS);
      return EXIT_BAD_INPUT;
    }

  reader->fd = STDIN_FILENO;
  reader->line = line;
  for (;;)
    {
      LineStatus status = next_line (reader);
      g_autofree char *answer = NULL;

      if (status == LINE_END)
        break;
      if (status == LINE_ERROR)
        {
          fprintf (stderr, "canasta-cli bot: cannot read standard input: %s\n",
                   g_strerror (errno));
          return EXIT_FAILURE;
        }
      if (status == LINE_TOO_LONG)
        answer = g_strdup_printf ("request: the line is longer than %d bytes", MAX_LINE);
      else
        {
          while (line->len > 0 && line->str[line->len - 1] == '\r')
            g_string_truncate (line, line->len - 1);
          if (line->len == 0)
            continue;
          if (memchr (line->str, '\0', line->len) != NULL)
            answer = g_strdup ("request: a NUL byte in the line");
        }
      if (answer != NULL)
        {
          char *text = error_line (NULL, answer);

          g_free (answer);
          answer = text;
        }
      else
        answer = cn_bot_answer (line->str, level, budget_ms, threads);
      /* An answer that cannot be written ends the bot: it says so. */
      if (printf ("%s\n", answer) < 0 || fflush (stdout) != 0)
        {
          fprintf (stderr, "canasta-cli bot: cannot write standard output: %s\n",
                   g_strerror (errno));
          return EXIT_FAILURE;
        }
    }
  return EXIT_SUCCESS;
}

/* ------------------------------------------------------- outside programs */

struct _CnBotProcess
{
  char     **argv;
  int        budget_ms;
  int        grace_ms;
  GPid       pid;       /* 0 until it starts; the number of its process group too */
  gboolean   ended;     /* its process group is killed and reaped */
  int        in_fd;     /* its standard input */
  int        out_fd;    /* its standard output */
  GString   *pending;   /* what it wrote past the last line read */
};

CnBotProcess *
cn_bot_process_new (char **argv,
                    int    budget_ms,
                    int    grace_ms)
{
  CnBotProcess *bot;

  g_return_val_if_fail (budget_ms >= 1 && budget_ms <= CN_BOT_MAX_BUDGET_MS, NULL);
  g_return_val_if_fail (grace_ms >= 0 && grace_ms <= CN_BOT_MAX_BUDGET_MS, NULL);

  bot = g_new0 (CnBotProcess, 1);
  bot->argv = g_strdupv (argv);
  bot->budget_ms = budget_ms;
  bot->grace_ms = grace_ms;
  bot->in_fd = bot->out_fd = -1;
  bot->pending = g_string_new (NULL);
  return bot;
}

/* Kills the program and every process of its group, and reaps them. The
 * program is reaped nowhere else, so until now its number, which is its
 * group's, was not free to be given to another process: the kill reaches
 * its own group and no other. The processes it started and left behind
 * when it ended are this process's children (start makes it their
 * subreaper), so they are waited for too, and none is left once this
 * returns. */
static void
end_group (CnBotProcess *bot)
{
  pid_t pid;

  if (bot->pid == 0 || bot->ended)
    return;
  bot->ended = TRUE;
  kill (-bot->pid, SIGKILL);
  /* The program itself too, were it not in its group. */
  kill (bot->pid, SIGKILL);
  while (waitpid (bot->pid, NULL, 0) < 0 && errno == EINTR)
    ;
  while ((pid = waitpid (-bot->pid, NULL, 0)) > 0 || (pid < 0 && errno == EINTR))
    ;
}

void
cn_bot_process_free (CnBotProcess *bot)
{
  if (bot == NULL)
    return;
  if (bot->in_fd >= 0)
    close (bot->in_fd);
  if (bot->out_fd >= 0)
    close (bot->out_fd);
  end_group (bot);
  g_string_free (bot->pending, TRUE);
  g_strfreev (bot->argv);
  g_free (bot);
}

/* In the child, between fork and exec, where only async-signal-safe calls
 * may be made. */
static void
own_group_cb (gpointer user_data)
{
  setpgid (0, 0);
}

static gboolean
start (CnBotProcess  *bot,
       GError       **error)
{
  static gsize adopting = 0;
  g_autoptr(GError) why = NULL;

#ifdef PR_SET_CHILD_SUBREAPER
  /* A process the program leaves when it ends comes to this process,
   * not to init, so that end_group can wait for it to be gone. */
  if (g_once_init_enter (&adopting))
    {
      prctl (PR_SET_CHILD_SUBREAPER, 1);
      g_once_init_leave (&adopting, 1);
    }
#endif

  /* In a process group of its own, so that end_group can end whatever it
   * starts along with it. The program is reaped by end_group, not by GLib
   * (see there). */
  if (!g_spawn_async_with_pipes (NULL, bot->argv, NULL,
                                 G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, own_group_cb,
                                 NULL, &bot->pid, &bot->in_fd, &bot->out_fd, NULL, &why))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "could not start %s: %s", bot->argv[0],
                   why->message);
      return FALSE;
    }
  return TRUE;
}

/* How the program ended, or NULL while it runs. It is left unreaped
 * (WNOWAIT), for end_group. */
static char *
exit_reason (CnBotProcess *bot)
{
  siginfo_t info;

  memset (&info, 0, sizeof info);
  if (waitid (P_PID, bot->pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0)
    return NULL;
  if (info.si_code == CLD_EXITED)
    return g_strdup_printf ("it ended with status %d", info.si_status);
  return g_strdup_printf ("it was killed by signal %d", info.si_status);
}

/* Why the program stopped taking requests or answering, once it closed
 * one of its pipes (closed names which): its exit status, once it is gone. */
static char *
gone (CnBotProcess *bot,
      const char   *closed)
{
  gint64 end = g_get_monotonic_time () + 200 * 1000;
  char *reason;

  /* A program that closes its pipes is usually ending: give it a moment. */
  while ((reason = exit_reason (bot)) == NULL && g_get_monotonic_time () < end)
    g_usleep (5000);
  return reason != NULL ? reason : g_strdup_printf ("it closed its %s", closed);
}

static gboolean
write_all (int         fd,
           const char *data,
           gsize       length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= n;
    }
  return TRUE;
}

/* The next line it writes, within the time left until deadline. A line is
 * held to the bot's own reader's rules: at most MAX_LINE bytes, no NUL. */
static char *
read_line (CnBotProcess  *bot,
           gint64         deadline,
           GError       **error)
{
  for (;;)
    {
      char *newline = memchr (bot->pending->str, '\n', bot->pending->len);
      gsize length = newline != NULL ? (gsize) (newline - bot->pending->str) : bot->pending->len;
      struct pollfd poll_fd = { bot->out_fd, POLLIN, 0 };
      gint64 left = deadline - g_get_monotonic_time ();
      char buffer[4096];
      ssize_t n;
      int ready;

      if (length > MAX_LINE)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "its answer is longer than %d bytes", MAX_LINE);
          return NULL;
        }
      if (newline != NULL)
        {
          char *line;

          if (memchr (bot->pending->str, '\0', length) != NULL)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "its answer has a NUL byte in the line");
              return NULL;
            }
          line = g_strndup (bot->pending->str, length);
          g_string_erase (bot->pending, 0, length + 1);
          return line;
        }
      if (left <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       "no answer within %d ms (%d ms to think and %d ms of grace)",
                       bot->budget_ms + bot->grace_ms, bot->budget_ms, bot->grace_ms);
          /* Stopped now: a program that hangs may be spinning. */
          end_group (bot);
          return NULL;
        }
      ready = poll (&poll_fd, 1, (int) MIN (left / 1000 + 1, G_MAXINT));
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready <= 0)
        continue;
      n = read (bot->out_fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          g_autofree char *why = gone (bot, "standard output");

          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "no answer: %s", why);
          return NULL;
        }
      g_string_append_len (bot->pending, buffer, n);
    }
}

gboolean
cn_bot_process_move (const CnAiView *view,
                     gpointer        user_data,
                     CnMove         *out,
                     GError        **error)
{
  CnBotProcess *bot = user_data;
  g_autoptr(JsonNode) request = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) why = NULL;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;
  gint64 deadline;
  JsonObject *object;
  JsonNode *member;

  if (bot->ended)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "it was stopped after an earlier failure");
      return FALSE;
    }
  if (bot->pid == 0 && !start (bot, error))
    return FALSE;

  request = cn_bot_request_new (view, bot->budget_ms);
  text = to_line (request);
  deadline = g_get_monotonic_time () + ((gint64) bot->budget_ms + bot->grace_ms) * 1000;
  if (!write_all (bot->in_fd, text, strlen (text)) || !write_all (bot->in_fd, "\n", 1))
    {
      g_autofree char *reason = gone (bot, "standard input");

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "it took no request: %s", reason);
      return FALSE;
    }
  if ((line = read_line (bot, deadline, error)) == NULL)
    return FALSE;

  answer = cn_json_parse ((const guint8 *) line, strlen (line), MAX_LINE, CN_SCENARIO_MAX_DEPTH,
                          &why);
  if (answer == NULL || !cn_json_want_object (answer, "answer", &object, &why))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "its answer is not a JSON "
                   "object: %s", why->message);
      return FALSE;
    }
  if ((member = json_object_get_member (object, "error")) != NULL)
    {
      g_autofree char *said = to_line (member);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "it answered an error: %s", said);
      return FALSE;
    }
  if ((member = cn_json_need (object, "answer", "move", &why)) == NULL ||
      !cn_view_read_move (&view->table, member, out, &why))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "its answer is not a move: %s",
                   why->message);
      return FALSE;
    }
  return TRUE;
}
