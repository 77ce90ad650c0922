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

// The table for a search that stops after `seconds`: about what it can
// fill, 64 MiB a second (the searches store a few million entries a second,
// 8-16 bytes each), at least 64 MiB, at most defaultTableBytes(). More
// would only add first touches, and with huge pages the kernel may stall a
// first touch while it assembles a page. One-second analyses of the empty
// 9x7 board overran by up to 1.2 s with 1 GiB (3 runs of 5), 0.39 s with
// 256 MiB (6 of 16), 0.14 s with 128 MiB (2 of 16), 0.04 s with 64 MiB
// (none of 16 by more).
size_t tableBytesForTime(double seconds);

}  // namespace c4
