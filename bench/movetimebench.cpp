// connect4-movetimebench MS FILE [LEVEL]: how long the engine takes to choose
// a move when the caller allows MS milliseconds, over the positions of FILE
// (`moves ...` lines, 7x6), measured around Analyzer::chooseMove in this
// process (a window pays no process start-up). Prints
//   FILE cap_ms=MS positions=N median_ms=X p99_ms=Y max_ms=Z over_cap=K
// and exits non-zero when any move took longer than MS.
#include "engine/analyzer.h"
#include "engine/notation.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::fprintf(stderr, "usage: connect4-movetimebench MS FILE [LEVEL]\n");
        return 2;
    }
    const int capMs = std::atoi(argv[1]);
    const int level = argc > 3 ? std::atoi(argv[3]) : 10;
    std::ifstream in(argv[2]);
    if (capMs <= 0 || !in || level < 1 || level > 10) {
        std::fprintf(stderr, "connect4-movetimebench: need MS > 0, a readable FILE and a LEVEL from 1 to 10\n");
        return 2;
    }
    c4::Analyzer analyzer;
    c4::SearchLimits limits;
    limits.maxTime = std::chrono::milliseconds(capMs);
    std::vector<double> ms;
    std::string line;
    int lineNumber = 0;
    while (std::getline(in, line)) {
        ++lineNumber;
        std::istringstream fields(line);
        std::string moves;
        fields >> moves;
        c4::NotationError error;
        const auto position = c4::parsePosition(moves, c4::BoardSpec::standard(), &error);
        if (!position || position->isOver()) {
            std::fprintf(stderr, "%s:%d: skipped (%s)\n", argv[2], lineNumber,
                         position ? "the game is over" : error.message().c_str());
            continue;
        }
        analyzer.clear();
        const auto start = std::chrono::steady_clock::now();
        analyzer.chooseMove(*position, level, limits, uint64_t(lineNumber));
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (ms.back() > capMs)
            std::fprintf(stderr, "%s:%d: %s took %.1f ms\n", argv[2], lineNumber, moves.c_str(), ms.back());
    }
    if (ms.empty())
        return 2;
    std::sort(ms.begin(), ms.end());
    const auto over = std::count_if(ms.begin(), ms.end(), [&](double t) { return t > capMs; });
    std::printf("%s cap_ms=%d positions=%zu median_ms=%.1f p99_ms=%.1f max_ms=%.1f over_cap=%td\n", argv[2], capMs,
                ms.size(), ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 99 / 100)], ms.back(), over);
    return over == 0 ? 0 : 1;
}
