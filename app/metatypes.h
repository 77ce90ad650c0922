#pragma once

// Registers the engine's plain values with Qt's meta-type system so they can
// travel in queued signals and QVariant. Include this header wherever such a
// value is used in a signal; call registerMetaTypes() once at start-up
// (Engine and Game do it themselves, so most programs need not).
#include "app/gameresult.h"
#include "engine/analysis.h"
#include "engine/boardspec.h"
#include "engine/position.h"
#include "engine/score.h"

#include <QMetaType>

Q_DECLARE_METATYPE(c4::Analysis)
Q_DECLARE_METATYPE(c4::ColumnAnalysis)
Q_DECLARE_METATYPE(c4::Position)
Q_DECLARE_METATYPE(c4::Score)
Q_DECLARE_METATYPE(c4::BoardSpec)
Q_DECLARE_METATYPE(c4::SearchLimits)
Q_DECLARE_METATYPE(c4::GameResult)

namespace c4 {

// Registers every type above; safe to call more than once.
void registerMetaTypes();

}  // namespace c4
