#include "engine/bookgenerator.h"

#include "engine/columnorder.h"
#include "engine/notation.h"
#include "engine/solver.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <unordered_set>

namespace c4 {

namespace {

uint64_t bookKey(const Position& p)
{
    return p.visit([](const auto& b) -> uint64_t {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
            return OpeningBook::keyOf(b);
        else
            return 0;  // not reached: the constructor requires a 64-bit board
    });
}

}  // namespace

BookGenerator::BookGenerator(const BoardSpec& spec, int maxPly) : spec_(spec)
{
    // Breadth first: each ply's positions from the previous ply's, one node
    // per mirror pair, keeping the first line of moves that reached it. The
    // columns are tried from the centre out, so a ply is solved in that
    // order too: the openings people play (4 ...) come first, and a ply
    // part done already answers them.
    plies_.push_back({Node{bookKey(Position(spec)), {}}});
    for (int ply = 1; ply <= maxPly; ++ply) {
        std::vector<Node> next;
        std::unordered_set<uint64_t> seen;
        for (const Node& node : plies_.back()) {
            Position p = positionOf(node);
            for (int i = 0; i < spec.width; ++i) {
                const int c = centreOutColumn(spec.width, i);
                if (!p.canPlay(c))
                    continue;
                p.play(c);
                if (!p.isOver()) {
                    const uint64_t key = bookKey(p);
                    if (seen.insert(key).second)
                        next.push_back({key, p.moves()});
                }
                p.undo();
            }
        }
        if (next.empty())
            break;
        plies_.push_back(std::move(next));
    }
}

Position BookGenerator::positionOf(const Node& node) const
{
    Position p(spec_);
    for (const int c : node.moves)
        p.play(c);
    return p;
}

std::string BookGenerator::line(const Position& position, int score)
{
    return toMoveString(position) + ' ' + std::to_string(score);
}

BookGenerator::LoadResult BookGenerator::load(std::string_view text)
{
    LoadResult result;
    size_t start = 0;
    int lineNumber = 0;
    while (start < text.size()) {
        const size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            break;  // cut short by a killed run: ignored, rewritten later
        ++lineNumber;
        const std::string_view line = text.substr(start, end - start);
        if (lineNumber == 1 && line.starts_with('#')) {
            if (line != header(spec_)) {
                result.error = "line 1: the file is for another board ('" + std::string(line)
                    + "'), not " + spec_.toString();
                return result;
            }
            start = end + 1;
            result.validBytes = start;
            continue;
        }
        const size_t space = line.rfind(' ');
        int score = 0;
        const char* scoreEnd = line.data() + line.size();
        const auto parsed = space == std::string_view::npos
            ? std::from_chars_result{line.data(), std::errc::invalid_argument}
            : std::from_chars(line.data() + space + 1, scoreEnd, score);
        if (parsed.ec != std::errc{} || parsed.ptr != scoreEnd) {
            result.error = "line " + std::to_string(lineNumber) + ": expected '<moves> <score>'";
            return result;
        }
        NotationError error;
        const auto position = parsePosition(line.substr(0, space), spec_, &error);
        if (!position || position->isOver()) {
            result.error = "line " + std::to_string(lineNumber) + ": "
                + (position ? std::string("the game is over") : error.message());
            return result;
        }
        const int moves = position->movesPlayed();
        auto fail = [&](const std::string& why) {
            result.error = "line " + std::to_string(lineNumber) + ": " + why;
            return result;
        };
        if (moves > deepestPly())
            return fail("a position of ply " + std::to_string(moves) + ", deeper than the book's "
                        + std::to_string(deepestPly()));
        // No score beats a win with the next move.
        if (const int most = Solver::winNowScore(spec_, moves); std::abs(score) > most)
            return fail("the score " + std::to_string(score) + " is impossible after " + std::to_string(moves)
                        + " moves (at most " + std::to_string(most) + " either way)");
        const auto [known, added] = known_.try_emplace(bookKey(*position), score);
        if (!added && known->second != score)
            return fail("the score " + std::to_string(score) + " contradicts the score "
                        + std::to_string(known->second) + " given to the same position before");
        ++result.lines;
        start = end + 1;
        result.validBytes = start;
    }
    return result;
}

std::optional<int> BookGenerator::derive(const Position& position) const
{
    const int moves = position.movesPlayed();
    for (int c = 0; c < spec_.width; ++c)
        if (position.canPlay(c) && position.isWinningMove(c))
            return Solver::winNowScore(spec_, moves);
    std::optional<int> best;
    Position child = position;
    for (int c = 0; c < spec_.width; ++c) {
        if (!child.canPlay(c))
            continue;
        child.play(c);
        std::optional<int> value;
        if (child.isDraw())
            value = 0;
        else if (const auto it = known_.find(bookKey(child)); it != known_.end())
            value = -it->second;
        child.undo();
        if (!value)
            return std::nullopt;
        best = best ? std::max(*best, *value) : *value;
    }
    return best;
}

std::optional<int> BookGenerator::parentsBound(const Position& position) const
{
    return position.visit([&](const auto& b) -> std::optional<int> {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>) {
            std::optional<int> bound;
            for (int c = 0; c < spec_.width; ++c) {
                // A parent takes back the top stone of a column, which must
                // be the last mover's.
                const int height = b.columnHeight(c);
                if (height == 0 || b.cell(c, height - 1) == b.sideToMove())
                    continue;
                BasicPosition<uint64_t> parent = b;
                parent.undo(c);
                if (const auto it = known_.find(OpeningBook::keyOf(parent)); it != known_.end())
                    bound = std::max(bound.value_or(-it->second), -it->second);
            }
            return bound;
        } else {
            return std::nullopt;  // not reached: the constructor requires a 64-bit board
        }
    });
}

bool BookGenerator::run(const Solve& solve, const Output& output, std::stop_token stop, const Progress& progress)
{
    for (int ply = static_cast<int>(plies_.size()) - 1; ply >= 0; --ply) {
        const auto& nodes = plies_[ply];
        const bool deepest = ply + 1 == static_cast<int>(plies_.size());
        for (size_t i = 0; i < nodes.size(); ++i) {
            if (stop.stop_requested())
                return false;
            const Node& node = nodes[i];
            if (!known_.contains(node.key)) {
                const Position p = positionOf(node);
                std::optional<int> score = deepest ? std::nullopt : derive(p);
                if (!score) {
                    score = solve(p, parentsBound(p));
                    if (!score)
                        return false;
                    ++solved_;
                }
                known_[node.key] = *score;
                output(line(p, *score));
                if (deepest)
                    deriveWhatIsKnown(ply, output);
            }
            if (progress)
                progress(ply, i + 1, nodes.size());
        }
    }
    return true;
}

void BookGenerator::deriveWhatIsKnown(int below, const Output& output)
{
    for (int ply = below - 1; ply >= 0; --ply) {
        for (const Node& node : plies_[ply]) {
            if (known_.contains(node.key))
                continue;
            const Position p = positionOf(node);
            if (const auto score = derive(p)) {
                known_[node.key] = *score;
                output(line(p, *score));
            }
        }
    }
}

size_t BookGenerator::knownAt(int ply) const
{
    if (!hasPly(ply))
        return 0;
    const auto& nodes = plies_[size_t(ply)];
    return std::count_if(nodes.begin(), nodes.end(), [&](const Node& n) { return known_.contains(n.key); });
}

int BookGenerator::completePly() const
{
    int ply = -1;
    while (ply + 1 < static_cast<int>(plies_.size()) && knownAt(ply + 1) == plies_[ply + 1].size())
        ++ply;
    return ply;
}

std::string BookGenerator::header(const BoardSpec& spec)
{
    return "# board " + spec.toString();
}

std::vector<OpeningBook::Entry> BookGenerator::entries() const
{
    std::vector<OpeningBook::Entry> out;
    out.reserve(known_.size());
    for (const auto& [key, score] : known_)
        out.push_back({key, score});
    return out;
}

}  // namespace c4
