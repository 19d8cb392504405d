/* fuzz-scenario.c: libFuzzer harness for the referee's scenario reader
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "cn-scenario.h"
#include "fuzz-util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What canasta-cli referee does with a file, on every input: either the
 * file is refused with a message that is one line of text, or it is
 * played, and the position the referee prints reads back as the same
 * position (and so does the position before the moves). Anything else
 * aborts, which libFuzzer reports with the input. */

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The scenario form of state reads back as state. */
static void
check_reads_back (const CnState *state,
                  const char    *what)
{
  g_autoptr(JsonNode) node = cn_scenario_state_to_json (state);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) again = cn_scenario_new_from_data (text, -1, &error);

  if (again == NULL)
    fuzz_fail ("%s does not read back: %s\n%s", what, error->message, text);
  if (!cn_position_equal (state, &again->state))
    fuzz_fail ("%s reads back as another position:\n%s", what, text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CnScenario) scenario = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *output = NULL;
  CnState final;

  /* The bytes as given, no terminator: the reader takes a length. */
  scenario = cn_scenario_new_from_data (size > 0 ? (const char *) data : "", (gssize) size,
                                        &error);
  if (scenario == NULL)
    {
      fuzz_check_message (error, CN_CODEC_ERROR);
      return 0;
    }
  if (error != NULL)
    fuzz_fail ("a scenario and an error: %s", error->message);

  check_reads_back (&scenario->state, "the position before the moves");

  /* As the referee prints it. */
  result = cn_referee_run (scenario, &final);
  generator = json_generator_new ();
  json_generator_set_root (generator, result);
  output = json_generator_to_data (generator, NULL);
  if (output == NULL || !g_utf8_validate (output, -1, NULL))
    fuzz_fail ("the referee's output is not UTF-8 text");

  check_reads_back (&final, "the referee's state");

  /* The output's own text too, the way a tool would read it. */
  {
    g_autoptr(JsonParser) parser = json_parser_new ();
    g_autoptr(CnScenario) again = NULL;
    g_autofree char *state_text = NULL;
    JsonObject *object;

    if (!json_parser_load_from_data (parser, output, -1, &error))
      fuzz_fail ("the referee's output is not JSON: %s", error->message);
    object = json_node_get_object (json_parser_get_root (parser));
    if (json_array_get_length (json_object_get_array_member (object, "results")) !=
        scenario->moves->len)
      fuzz_fail ("not one result per move");
    state_text = json_to_string (json_object_get_member (object, "state"), FALSE);
    again = cn_scenario_new_from_data (state_text, -1, &error);
    if (again == NULL || !cn_position_equal (&final, &again->state))
      fuzz_fail ("the printed state does not read back: %s", error ? error->message : state_text);
    if (json_object_get_boolean_member (object, "round_over") !=
        (final.phase == CN_PHASE_ROUND_OVER))
      fuzz_fail ("round_over does not match the state");
  }

  return 0;
}
