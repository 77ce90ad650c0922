// libFuzzer target for the move-text parser (imported move strings, the
// command line's positions): any bytes on any board give either a position
// whose formatted text parses back to it, or a message; never a crash.
//
//   build-fuzz/bin/fuzz_movetext -max_total_time=60
#include "app/movetext.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size < 3)
        return 0;
    // The first three bytes choose the board (each side 1-40, connect 1-40).
    const c4::BoardSpec spec{1 + data[0] % 40, 1 + data[1] % 40, 1 + data[2] % 40};
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data + 3), qsizetype(size - 3));
    QString error;
    const auto position = c4::MoveText::parse(text, spec, &error);
    if (!position) {
        if (error.isEmpty())
            std::abort();  // every refusal says why
        return 0;
    }
    const auto again = c4::MoveText::parse(c4::MoveText::format(*position), spec, &error);
    if (!again || !(*again == *position))
        std::abort();
    return 0;
}
