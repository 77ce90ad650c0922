#pragma once

#include <cstddef>

namespace c4 {

// What a search may take of the machine when nobody says otherwise.

// Every core: the solver's helper threads share one table (solver.h).
int defaultThreadCount();

// The transposition table of an analysis: 1/16 of the memory, at least
// 64 MiB, at most 1 GiB. It is allocated by the first search, not before,
// so an idle program does not hold it.
size_t defaultTableBytes();

}  // namespace c4
