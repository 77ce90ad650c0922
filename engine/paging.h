#pragma once

namespace c4 {

// How a table's memory is backed.
enum class Paging {
    // 2 MiB pages: the search probes the table at random, and with 4 KiB
    // pages most probes would also miss the TLB (the solver is about 10%
    // faster). But the kernel may compact memory to find a huge page when one
    // is first touched, which now and then stalls that touch for a few
    // hundred milliseconds: for batch work (solve, bench, book) and for a
    // program's one timed search (analyze --time, move), whose table is sized
    // to its time and touched by prefault() within that time.
    huge,
    // 4 KiB pages: a first touch never waits long, so the window's searches,
    // whose tables may be large, keep their deadlines.
    small,
};

}  // namespace c4
