#include "app/metatypes.h"

namespace c4 {

void registerMetaTypes()
{
    qRegisterMetaType<c4::Analysis>();
    qRegisterMetaType<c4::ColumnAnalysis>();
    qRegisterMetaType<c4::Position>();
    qRegisterMetaType<c4::Score>();
    qRegisterMetaType<c4::BoardSpec>();
    qRegisterMetaType<c4::SearchLimits>();
    qRegisterMetaType<c4::GameResult>();
}

}  // namespace c4
