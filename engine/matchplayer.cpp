#include "engine/matchplayer.h"

#include "engine/analyzer.h"
#include "engine/classicengine.h"

namespace c4 {

MatchPlayer::MatchPlayer(Kind kind, int strength, Analyzer* analyzer, std::chrono::milliseconds ownTime)
    : kind_(kind), strength_(strength), analyzer_(analyzer), ownTime_(ownTime)
{
}

MatchPlayer::MatchPlayer(MatchPlayer&&) noexcept = default;
MatchPlayer& MatchPlayer::operator=(MatchPlayer&&) noexcept = default;
MatchPlayer::~MatchPlayer() = default;

MatchPlayer MatchPlayer::skillLevel(int level, Analyzer& analyzer, std::chrono::milliseconds ownTime)
{
    return MatchPlayer(Kind::level, level, &analyzer, ownTime);
}

MatchPlayer MatchPlayer::classic(int depth)
{
    return MatchPlayer(Kind::classic, depth, nullptr, {});
}

std::string MatchPlayer::name() const
{
    return (kind_ == Kind::level ? "level " : "classic ") + std::to_string(strength_);
}

int MatchPlayer::chooseMove(const Position& position, const SearchLimits& limits, uint64_t seed,
                            std::stop_token stop)
{
    if (kind_ == Kind::level) {
        SearchLimits own = limits;
        if (ownTime_.count() > 0)
            own.maxTime = ownTime_;
        return analyzer_->chooseMove(position, strength_, own, seed, std::move(stop));
    }
    // Built on first use (and again if the board changes), so one player
    // can serve a whole match without the caller knowing the board twice.
    if (!classic_ || !(classic_->spec() == position.spec()))
        classic_ = std::make_unique<ClassicEngine>(position.spec());
    return classic_->chooseColumn(position, strength_, std::move(stop));
}

}  // namespace c4
