// connect4-movetimebench MS FILE [LEVEL]: how long the engine takes to choose
// a move when the caller allows MS milliseconds, over the positions of FILE
// (`moves ...` lines, 7x6), measured around Analyzer::chooseMove in this
// process (a window pays no process start-up). FILE may instead be
// random:WxHxN:COUNT, COUNT seeded random positions of that board from 2 to
// half its cells (at most 120) deep, reached by quiet moves: the longest
// move on every board size. Prints
//   FILE cap_ms=MS positions=N median_ms=X p99_ms=Y max_ms=Z over_cap=K
// and exits non-zero when any move took longer than MS.
#include "engine/analyzer.h"
#include "engine/notation.h"

#include <random>

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
    // The positions: lines of a file, or random ones of a board.
    std::vector<c4::Position> positions;
    const std::string source = argv[2];
    if (source.rfind("random:", 0) == 0) {
        const std::string rest = source.substr(7);
        const auto colon = rest.rfind(':');
        std::string error;
        const auto spec = c4::BoardSpec::parse(rest.substr(0, colon), &error);
        const int count = colon == std::string::npos ? 0 : std::atoi(rest.c_str() + colon + 1);
        if (!spec || count <= 0) {
            std::fprintf(stderr, "connect4-movetimebench: '%s' is not random:WxHxN:COUNT\n", argv[2]);
            return 2;
        }
        std::mt19937_64 random(1);
        while (static_cast<int>(positions.size()) < count) {
            c4::Position p(*spec);
            const int plies = 2 + int(random() % std::max<uint64_t>(1, std::min(spec->cells() / 2, 120)));
            // Quiet moves only (no win, none handing the opponent one), so
            // the engine has to think rather than play a forced move.
            for (int i = 0; i < plies && !p.isOver(); ++i) {
                std::vector<int> quiet;
                for (int c = 0; c < spec->width; ++c) {
                    if (!p.canPlay(c) || p.isWinningMove(c))
                        continue;
                    c4::Position child = p;
                    child.play(c);
                    bool givesWin = false;
                    for (int d = 0; d < spec->width && !givesWin; ++d)
                        givesWin = child.canPlay(d) && child.isWinningMove(d);
                    if (!givesWin)
                        quiet.push_back(c);
                }
                if (quiet.empty())
                    break;
                p.play(quiet[random() % quiet.size()]);
            }
            bool canWin = false;
            for (int c = 0; c < spec->width && !canWin; ++c)
                canWin = p.canPlay(c) && p.isWinningMove(c);
            if (!p.isOver() && !canWin)
                positions.push_back(p);
        }
    }
    std::ifstream in(positions.empty() ? argv[2] : "/dev/null");
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
        positions.push_back(*position);
    }
    for (const c4::Position& position : positions) {
        analyzer.clear();
        const auto start = std::chrono::steady_clock::now();
        analyzer.chooseMove(position, level, limits, uint64_t(ms.size()));
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
        if (ms.back() > capMs)
            std::fprintf(stderr, "%s: %s took %.1f ms\n", argv[2], c4::toMoveString(position).c_str(), ms.back());
    }
    if (ms.empty())
        return 2;
    std::sort(ms.begin(), ms.end());
    const auto over = std::count_if(ms.begin(), ms.end(), [&](double t) { return t > capMs; });
    std::printf("%s cap_ms=%d positions=%zu median_ms=%.1f p99_ms=%.1f max_ms=%.1f over_cap=%td\n", argv[2], capMs,
                ms.size(), ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 99 / 100)], ms.back(), over);
    return over == 0 ? 0 : 1;
}
