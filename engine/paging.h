#pragma once

namespace c4 {

// How a table's memory is backed.
enum class Paging {
    // 2 MiB pages: the search probes the table at random, and with 4 KiB
    // pages most probes would also miss the TLB (the solver is about 10%
    // faster). But the kernel may compact memory to find a huge page when one
    // is first touched, which now and then stalls that touch for a few
    // hundred milliseconds: for batch work (solve, bench, book).
    huge,
    // 4 KiB pages: a first touch never waits long, so a search under a clock
    // keeps its deadline even in the first move a program plays.
    small,
};

}  // namespace c4
