#pragma once

#include <cstddef>

namespace c4 {

// What a search may take of the machine when nobody says otherwise.

// Every core: the solver's helper threads share one table (solver.h).
int defaultThreadCount();

// The transposition table of an analysis: 1/16 of the memory, at least
// 64 MiB, at most 256 MiB. (With 1 GiB the first analysis of a program
// waited 1.5 s while the kernel assembled the huge pages, 2.8 s of system
// time; 256 MiB took 0.04 s. Preferences and --table-mb go higher.) It is
// allocated by the first search, not before, so an idle program does not
// hold it.
size_t defaultTableBytes();

}  // namespace c4
