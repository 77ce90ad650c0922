// connect4-analysisbench THREADS TABLE_MB PER_PLY FILE...: the time until
// every column of a 7x6 position is exact, as the analysis panel waits for
// it. From the `moves score` lines of the public test sets it takes, for
// every ply 0-41, up to PER_PLY distinct positions that are the first moves
// of those lines (spread evenly over the distinct ones, in file order;
// none that is over), and times
// Analyzer::analyze without limits in this process, one analyzer for all,
// its table kept from one position to the next as the window keeps it,
// until its progress first reports every column exact (the panel shows
// the scores then; with_lines_p95_s is the whole call, lines walked too).
// Prints one line a ply and the summary
//   all positions=N p50_s=X p95_s=Y max_s=Z
// (one core's time and noise: compare runs made together).
#include "engine/analyzer.h"
#include "engine/notation.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

double quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 5) {
        std::fprintf(stderr, "usage: connect4-analysisbench THREADS TABLE_MB PER_PLY FILE...\n");
        return 2;
    }
    const int threads = std::atoi(argv[1]);
    const size_t tableMb = static_cast<size_t>(std::atoll(argv[2]));
    const size_t perPly = static_cast<size_t>(std::atoll(argv[3]));
    const c4::BoardSpec spec = c4::BoardSpec::standard();
    const int cells = spec.cells();

    // Every distinct prefix of every line, by ply, in file order.
    std::vector<std::vector<std::string>> prefixes(cells);
    std::vector<std::set<std::string>> seen(cells);
    for (int i = 4; i < argc; ++i) {
        std::ifstream in(argv[i]);
        if (!in) {
            std::fprintf(stderr, "cannot read %s\n", argv[i]);
            return 2;
        }
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream fields(line);
            std::string moves;
            fields >> moves;
            for (int ply = 0; ply <= static_cast<int>(moves.size()) && ply < cells; ++ply) {
                const std::string prefix = moves.substr(0, static_cast<size_t>(ply));
                if (seen[ply].insert(prefix).second)
                    prefixes[ply].push_back(prefix);
            }
        }
    }

    c4::Analyzer analyzer(tableMb << 20, c4::Paging::huge);
    analyzer.setThreads(threads);
    std::vector<double> all;
    for (int ply = 0; ply < cells; ++ply) {
        std::vector<double> times;       // until every column is exact
        std::vector<double> wholeTimes;  // until the lines are walked too
        const std::vector<std::string>& candidates = prefixes[ply];
        const size_t step = std::max<size_t>(1, candidates.size() / std::max<size_t>(perPly, 1));
        for (size_t i = 0; i < candidates.size() && times.size() < perPly; i += step) {
            const auto position = c4::parsePosition(candidates[i], spec);
            if (!position || position->isOver())
                continue;
            const auto start = std::chrono::steady_clock::now();
            auto since = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
            // The panel shows each score as it is reported; the lines follow.
            double exactAt = -1;
            const c4::Analysis a = analyzer.analyze(*position, {}, {}, [&](const c4::Analysis& now) {
                if (exactAt < 0 && now.complete)
                    exactAt = since();
            });
            const double whole = since();
            if (!a.complete) {
                std::fprintf(stderr, "%s: analysis ended incomplete\n", candidates[i].c_str());
                return 1;
            }
            times.push_back(exactAt < 0 ? whole : exactAt);
            wholeTimes.push_back(whole);
        }
        if (times.empty())
            continue;
        all.insert(all.end(), times.begin(), times.end());
        std::printf("ply %2d positions=%zu p50_s=%.3f p95_s=%.3f max_s=%.3f with_lines_p95_s=%.3f\n", ply, times.size(),
                    quantile(times, 0.5), quantile(times, 0.95), *std::max_element(times.begin(), times.end()),
                    quantile(wholeTimes, 0.95));
        std::fflush(stdout);
    }
    std::printf("all positions=%zu p50_s=%.3f p95_s=%.3f max_s=%.3f\n", all.size(), quantile(all, 0.5),
                quantile(all, 0.95), all.empty() ? 0.0 : *std::max_element(all.begin(), all.end()));
    return 0;
}
