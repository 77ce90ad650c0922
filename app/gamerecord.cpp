#include "app/gamerecord.h"

namespace c4 {

std::vector<int> GameRecord::columns() const
{
    std::vector<int> result;
    result.reserve(moves.size());
    for (const MoveRecord& m : moves)
        result.push_back(m.column);
    return result;
}

GameRecord GameRecord::fromPosition(const Position& position)
{
    GameRecord record;
    record.spec = position.spec();
    for (int c : position.moves())
        record.moves.push_back({c, {}});
    record.result = GameResult::of(position);
    record.created = record.modified = QDateTime::currentDateTimeUtc();
    return record;
}

}  // namespace c4
