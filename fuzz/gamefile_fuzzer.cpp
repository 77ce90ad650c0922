// libFuzzer target for the game file loader: any bytes must give either a
// consistent record that round-trips or a message, never a crash.
//
//   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DCONNECT4_FUZZ=ON
//   cmake --build build-fuzz --target fuzz_gamefile
//   mkdir -p build-fuzz/corpus-gamefile
//   build-fuzz/bin/fuzz_gamefile -max_total_time=60 build-fuzz/corpus-gamefile tests/data/files/good
// (libFuzzer writes what it finds into the first folder: not the checked-in one.)
#include "app/gamefile.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    QString error;
    const auto record = c4::GameFile::fromJson(bytes, &error);
    if (!record) {
        if (error.isEmpty())
            std::abort();  // every refusal says why
        return 0;
    }
    if (!c4::GameFile::validate(*record).isEmpty())
        std::abort();
    const auto again = c4::GameFile::fromJson(c4::GameFile::toJson(*record), &error);
    if (!again || !(*again == *record))
        std::abort();
    return 0;
}
