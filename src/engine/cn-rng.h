/* cn-rng.h: the engine's random numbers (xoshiro256**)
 * 
 * A round draws from the generator kept in its state, so a seed replays it.
 *
 * Copyright 2026 The Canasta developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <stdint.h>

G_BEGIN_DECLS

/* Random numbers from the state's own generator. */
uint64_t cn_rng_next     (uint64_t rng[4]);
void     cn_rng_seed     (uint64_t rng[4],
                          uint64_t seed);
uint32_t cn_rng_below    (uint64_t rng[4],
                          uint32_t bound);

G_END_DECLS
