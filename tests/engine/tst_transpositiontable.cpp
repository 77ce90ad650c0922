#include "engine/fastmodulo.h"
#include "engine/machine.h"
#include "engine/searchvalue.h"
#include "engine/transpositiontable.h"

#include <QFile>
#include <QTest>

#include <random>

using namespace c4;

namespace {

// A payload with a worth (top byte) and a tag that tells entries apart.
uint32_t payload(uint32_t worth, uint32_t tag) { return worth << 24 | ((tag << 1 | 1) & 0xFFFFFF); }

}  // namespace

class TestTranspositionTable : public QObject {
    Q_OBJECT
private slots:
    // A timed search gets the table it can fill: 64 MiB a second, within
    // 64 MiB and the machine's default.
    void tableForATimedSearchFollowsTheTime()
    {
        const size_t mib = size_t{1} << 20;
        const size_t most = defaultTableBytes();
        QCOMPARE(tableBytesForTime(0.1), 64 * mib);
        QCOMPARE(tableBytesForTime(-1), 64 * mib);
        QCOMPARE(tableBytesForTime(1), 64 * mib);
        QCOMPARE(tableBytesForTime(2), std::min(128 * mib, most));
        QCOMPARE(tableBytesForTime(1e6), most);
        QVERIFY(tableBytesForTime(1.5) <= tableBytesForTime(2));
        QVERIFY(tableBytesForTime(2) <= tableBytesForTime(3));
    }

    void allocatesOnlyWhenAsked()
    {
        TranspositionTable table(1 << 20);
        QVERIFY(!table.isAllocated());
        table.allocate();
        QVERIFY(table.isAllocated());
        QVERIFY(table.slotCount() > 0);
        QVERIFY(table.slotCount() * sizeof(uint64_t) <= size_t{1} << 20);
    }

    // A size the system cannot map (256 TiB: more than a 47-bit user
    // address space holds) gives a smaller table that works, not a crash.
    void takesASmallerTableWhenTheSystemRefusesTheSize()
    {
        const size_t refused = size_t{1} << 48;
        TranspositionTable table(refused);
        table.allocate();
        QVERIFY(table.isAllocated());
        QCOMPARE(table.bytes(), refused);
        QVERIFY(table.allocatedBytes() < refused);
        QVERIFY(table.allocatedBytes() >= TranspositionTable::kMinBytes);
        QVERIFY(table.slotCount() * sizeof(uint64_t) <= table.allocatedBytes());
        table.put(4242, payload(2, 9));
        QCOMPARE(table.get(4242), payload(2, 9));
    }

    // The kernel is told which page size to use: VmFlags of the table's
    // mapping say "hg" (huge pages asked for) or "nh" (not).
    void asksTheKernelForThePageSize_data()
    {
        QTest::addColumn<Paging>("paging");
        QTest::addColumn<QString>("flag");
        QTest::newRow("huge pages") << Paging::huge << "hg";
        QTest::newRow("small pages") << Paging::small << "nh";
    }
    void asksTheKernelForThePageSize()
    {
        QFETCH(Paging, paging);
        QFETCH(QString, flag);
        if (!QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled")))
            QSKIP("this kernel has no transparent huge pages");
        TranspositionTable table(size_t{8} << 20, paging);
        table.allocate();
        QVERIFY(table.isAllocated());
        QFile smaps(QStringLiteral("/proc/self/smaps"));
        QVERIFY(smaps.open(QIODevice::ReadOnly | QIODevice::Text));
        const auto address = reinterpret_cast<quintptr>(table.memory());
        bool inTable = false;
        QStringList flags;
        for (const QByteArray& line : smaps.readAll().split('\n')) {
            // A mapping starts with "begin-end perms ..."; its VmFlags line ends it.
            const QList<QByteArray> range = line.split(' ').value(0).split('-');
            bool okBegin = false, okEnd = false;
            const quintptr begin = range.value(0).toULongLong(&okBegin, 16);
            const quintptr end = range.value(1).toULongLong(&okEnd, 16);
            if (range.size() == 2 && okBegin && okEnd)
                inTable = begin <= address && address < end;
            else if (inTable && line.startsWith("VmFlags:"))
                flags = QString::fromLatin1(line.mid(8)).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        }
        QVERIFY2(!flags.isEmpty(), "the table's mapping is not in /proc/self/smaps");
        QVERIFY2(flags.contains(flag), qPrintable(flags.join(QLatin1Char(' '))));
    }

    void returnsWhatWasStoredAndNothingForUnknownKeys_data()
    {
        QTest::addColumn<Paging>("paging");
        QTest::newRow("huge pages") << Paging::huge;
        QTest::newRow("small pages") << Paging::small;
    }
    void returnsWhatWasStoredAndNothingForUnknownKeys()
    {
        QFETCH(Paging, paging);
        TranspositionTable table(1 << 20, paging);
        table.allocate();
        QVERIFY(table.isAllocated());
        QCOMPARE(table.get(12345), 0u);
        table.put(12345, payload(3, 77));
        QCOMPARE(table.get(12345), payload(3, 77));
        QCOMPARE(table.get(12346), 0u);
        table.put(12345, payload(1, 78));  // the same key: the newer entry wins whatever its worth
        QCOMPARE(table.get(12345), payload(1, 78));
    }

    void clearForgetsEverything()
    {
        TranspositionTable table(1 << 20);
        table.allocate();
        for (uint64_t key = 1; key < 1000; ++key)
            table.put(key, payload(5, uint32_t(key)));
        table.clear();
        for (uint64_t key = 1; key < 1000; ++key)
            QCOMPARE(table.get(key), 0u);
    }

    // Keys that share a bucket: key, key + count, key + 2 * count, ... (the
    // bucket is key mod count, with count = slotCount() / 2).
    void keepsTheEntryWorthMostAndTheNewest()
    {
        TranspositionTable table(1 << 20);
        table.allocate();
        const uint64_t count = table.slotCount() / 2;
        const uint64_t deep = 7, shallow1 = 7 + count, shallow2 = 7 + 2 * count, deeper = 7 + 3 * count;

        table.put(deep, payload(40, 1));
        table.put(shallow1, payload(2, 2));
        table.put(shallow2, payload(2, 3));  // replaces shallow1, not deep
        QCOMPARE(table.get(deep), payload(40, 1));
        QCOMPARE(table.get(shallow1), 0u);
        QCOMPARE(table.get(shallow2), payload(2, 3));

        table.put(deeper, payload(41, 4));  // takes the first slot, deep moves to the second
        QCOMPARE(table.get(deeper), payload(41, 4));
        QCOMPARE(table.get(deep), payload(40, 1));
        QCOMPARE(table.get(shallow2), 0u);
    }

    // The bucket index (key mod the prime bucket count) by multiplications
    // is the remainder itself, for every 64-bit key: the 49-bit keys'
    // exactness rests on it.
    void fastModuloIsTheRemainder_data()
    {
        QTest::addColumn<quint64>("divisor");
        QTest::newRow("3") << quint64{3};
        QTest::newRow("a 4 MiB table's buckets") << quint64{262139};
        QTest::newRow("2^31 - 1") << quint64{2147483647};
        QTest::newRow("just over 2^32") << quint64{4294967311};
        QTest::newRow("the largest 64-bit prime") << quint64{18446744073709551557ull};
        QTest::newRow("an odd composite") << quint64{1000001};
    }
    void fastModuloIsTheRemainder()
    {
        QFETCH(quint64, divisor);
        const FastModulo modulo(divisor);
        std::vector<uint64_t> keys = {0, 1, divisor - 1, divisor, divisor + 1, 2 * divisor - 1, 2 * divisor,
                                      ~uint64_t{0}, ~uint64_t{0} - 1, (~uint64_t{0} / divisor) * divisor,
                                      (~uint64_t{0} / divisor) * divisor - 1};
        std::mt19937_64 random(divisor);
        for (int i = 0; i < 100000; ++i)
            keys.push_back(random() >> (i % 64));  // every magnitude
        for (const uint64_t key : keys)
            QCOMPARE(modulo(key), key % divisor);
    }

    // On 7x6 a key has 49 bits; a table of at least 2^17 buckets tells every
    // such key apart exactly (see the class comment).
    void neverConfusesTwo49BitKeys()
    {
        TranspositionTable table(size_t{4} << 20);
        table.allocate();
        QVERIFY(table.slotCount() / 2 >= (1u << 17));
        std::mt19937_64 random(2026);
        std::vector<uint64_t> keys;
        for (int i = 0; i < 200000; ++i)
            keys.push_back(random() & ((uint64_t{1} << 49) - 1));
        for (size_t i = 0; i < keys.size(); ++i) {
            table.put(keys[i], payload(1, uint32_t(i)));
            QCOMPARE(table.get(keys[i]), payload(1, uint32_t(i)));
        }
        // Whatever is still found is exactly what was stored for that key
        // (random 49-bit keys: a repeat among them is all but impossible).
        int found = 0;
        for (size_t i = 0; i < keys.size(); ++i) {
            if (const uint32_t stored = table.get(keys[i])) {
                QCOMPARE(stored, payload(1, uint32_t(i)));
                ++found;
            }
        }
        QVERIFY(found > 100000);  // two slots a bucket keep most of them
    }

    // Two-word keys (boards of 65-128 bits): keys that agree on their low
    // 32 bits, or on everything but the top, crowd into a tiny table; a
    // lookup finds only what was stored for that very key.
    void wideKeysAreNeverConfused_data()
    {
        QTest::addColumn<int>("shift");
        QTest::newRow("differ above bit 32 (a 72-bit board)") << 40;
        QTest::newRow("differ above bit 64") << 70;
        QTest::newRow("differ only above bit 96 (a 128-bit board)") << 100;
    }
    void wideKeysAreNeverConfused()
    {
        QFETCH(int, shift);
        WideKeyTable table(1024);  // a few dozen buckets: every bucket is shared
        table.allocate();
        const Bits128 base = (Bits128{0x1234} << 64) | 0xDEADBEEFull;
        auto keyOf = [&](int i) { return base + (Bits128(i) << shift); };
        for (int i = 0; i < 5000; ++i) {
            table.put(keyOf(i), payload(1, uint32_t(i)));
            QCOMPARE(table.get(keyOf(i)), payload(1, uint32_t(i)));
        }
        int found = 0;
        for (int i = 0; i < 5000; ++i) {
            if (const uint32_t stored = table.get(keyOf(i))) {
                QCOMPARE(stored, payload(1, uint32_t(i)));
                ++found;
            }
        }
        QVERIFY(found > 0);
        QVERIFY(found <= int(table.slotCount()));
        // A key never stored finds nothing, though it shares every bucket.
        for (int i = 5000; i < 6000; ++i)
            QCOMPARE(table.get(keyOf(i)), 0u);
    }

    // The depth-limited searches' entries come back as stored, whatever
    // the reduced mark, which leaves the table's worth (the top byte) the
    // depth alone.
    void searchEntriesKeepEveryField()
    {
        const int fastestWin40x40 = SearchValue::kWin + 800;
        for (const int value : {0, 1, -1, 4999, -4999, fastestWin40x40, -fastestWin40x40}) {
            for (const bool reduced : {false, true}) {
                const SearchEntry e{value, 37, SearchEntry::kUpper, 39, reduced};
                const uint32_t raw = e.encode();
                QVERIFY(raw != 0);
                QCOMPARE(raw >> 24, 37u);
                const SearchEntry back = SearchEntry::decode(raw);
                QCOMPARE(back.value, value);
                QCOMPARE(back.depth, 37);
                QCOMPARE(back.flag, int(SearchEntry::kUpper));
                QCOMPARE(back.column, 39);
                QCOMPARE(back.reduced, reduced);
            }
        }
        QCOMPARE(SearchEntry::decode(SearchEntry{5, 300, SearchEntry::kExact, -1}.encode()).depth, 255);
        QCOMPARE(SearchEntry::decode(SearchEntry{5, 3, SearchEntry::kExact, -1}.encode()).column, -1);
    }

    // A reduced estimate settles only a window of estimates: where a
    // proof is at stake (a bound that is a win or a loss) it may hide one.
    // Proofs settle windows as before, reduced or not.
    void aReducedEstimateSettlesOnlyWindowsOfEstimates()
    {
        const int win = SearchValue::kWin + 7;
        int result = 0;
        const SearchEntry estimate{120, 10, SearchEntry::kUpper, 3, true};
        QVERIFY(estimate.settles(10, 200, 201, result));
        QCOMPARE(result, 120);
        QVERIFY(!estimate.settles(10, win - 1, win, result));
        QVERIFY(!estimate.settles(10, -SearchValue::kInfinity, SearchValue::kInfinity, result));
        const SearchEntry full{120, 10, SearchEntry::kUpper, 3, false};
        QVERIFY(full.settles(10, win - 1, win, result));
        const SearchEntry proof{win, 4, SearchEntry::kLower, 3, true};
        QVERIFY(proof.settles(10, win - 1, win, result));
        QCOMPARE(result, win);
        // A search that does not reduce takes no reduced estimate, only
        // proofs.
        QVERIFY(!estimate.settles(10, 200, 201, result, false));
        QVERIFY(full.settles(10, 200, 201, result, false));
        result = 0;
        QVERIFY(proof.settles(10, win - 1, win, result, false));
        QCOMPARE(result, win);
    }
};

QTEST_APPLESS_MAIN(TestTranspositionTable)
#include "tst_transpositiontable.moc"
