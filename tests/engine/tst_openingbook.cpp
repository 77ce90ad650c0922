// The opening book: lookups, mirror folding, the packed form, and that the
// shipped book agrees with the project's solver.
#include "engine/solver.h"
#include "engine/bookgenerator.h"
#include "engine/notation.h"
#include "engine/openingbook.h"

#include <QFile>
#include <QTest>

#include <random>

using namespace c4;

namespace {

BasicPosition<uint64_t> board(const char* moves, const BoardSpec& spec = BoardSpec::standard())
{
    BasicPosition<uint64_t> p(spec);
    for (const char* m = moves; *m; ++m)
        p.play(*m - '1');
    return p;
}

// The same moves on the mirrored board.
BasicPosition<uint64_t> mirrored(const char* moves, const BoardSpec& spec = BoardSpec::standard())
{
    BasicPosition<uint64_t> p(spec);
    for (const char* m = moves; *m; ++m)
        p.play(spec.width - 1 - (*m - '1'));
    return p;
}

const QString kBookDir = QStringLiteral(CONNECT4_SOURCE_DIR "/resources/book/");

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// How many moves the deepest lines of the book's text have (resources/book/
// book-7x6.txt, "<moves> <score>" a line).
int deepestPly(const QByteArray& text)
{
    int deepest = -1;
    for (const QByteArray& line : text.split('\n'))
        if (const qsizetype space = line.lastIndexOf(' '); space >= 0)
            deepest = std::max(deepest, int(space));
    return deepest;
}

std::optional<int> solveExactly(Solver& solver, const Position& p)
{
    return p.visit([&](const auto& b) -> std::optional<int> {
        if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
            return solver.solve(b);
        else
            return std::nullopt;
    });
}

}  // namespace

class TestOpeningBook : public QObject {
    Q_OBJECT
private slots:
    void mirrorSharesKey_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addRow("empty board") << "";
        QTest::addRow("one stone off centre") << "3";
        QTest::addRow("asymmetric four plies") << "1247";
        QTest::addRow("stacked column") << "444455";
    }
    void mirrorSharesKey()
    {
        QFETCH(QString, moves);
        const QByteArray m = moves.toLatin1();
        QCOMPARE(OpeningBook::keyOf(board(m.constData())), OpeningBook::keyOf(mirrored(m.constData())));
    }

    void differentPositionsHaveDifferentKeys()
    {
        QVERIFY(OpeningBook::keyOf(board("12")) != OpeningBook::keyOf(board("21")));
        QVERIFY(OpeningBook::keyOf(board("1")) != OpeningBook::keyOf(board("2")));
        QVERIFY(OpeningBook::keyOf(board("44")) != OpeningBook::keyOf(board("4")));
    }

    void lookupFindsEntriesAndMirrorsOnly()
    {
        const BoardSpec spec = BoardSpec::standard();
        const auto book = OpeningBook::fromEntries(
            spec, 1, {{OpeningBook::keyOf(board("")), 1}, {OpeningBook::keyOf(board("1")), -7}});
        QCOMPARE(book.score(board("")), std::optional<int>(1));
        QCOMPARE(book.score(board("1")), std::optional<int>(-7));
        QCOMPARE(book.score(mirrored("1")), std::optional<int>(-7));
        QCOMPARE(book.score(board("2")), std::nullopt);
        QCOMPARE(book.score(board("11")), std::nullopt);
    }

    void bookOfAnotherBoardAnswersNothing()
    {
        const BoardSpec small{4, 4, 4};
        const auto book = OpeningBook::fromEntries(small, 0, {{OpeningBook::keyOf(board("", small)), 0}});
        QCOMPARE(book.score(board("", small)), std::optional<int>(0));
        QCOMPARE(book.score(board("")), std::nullopt);
    }

    void packedFormRoundTrips()
    {
        const BoardSpec spec = BoardSpec::standard();
        const auto book = OpeningBook::fromEntries(
            spec, 0, {{OpeningBook::keyOf(board("")), 1}, {OpeningBook::keyOf(board("4")), -2},
                      {OpeningBook::keyOf(board("45")), 18}});
        std::string error;
        const auto back = OpeningBook::fromBytes(book.toBytes(), &error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->maxPly(), 0);
        QCOMPARE(back->size(), size_t(3));
        QCOMPARE(back->score(board("45")), std::optional<int>(18));
        QCOMPARE(back->score(mirrored("4")), std::optional<int>(-2));
    }

    void damagedPackedFormIsRefused_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<int>("flip");
        QTest::addRow("no header") << 3 << -1;
        QTest::addRow("last entry cut short") << 5 << -1;
        QTest::addRow("wrong magic") << 0 << 0;
        QTest::addRow("unknown version") << 0 << 4;
    }
    void damagedPackedFormIsRefused()
    {
        QFETCH(int, cut);
        QFETCH(int, flip);
        const auto book = OpeningBook::fromEntries(BoardSpec::standard(), 0, {{OpeningBook::keyOf(board("")), 1}});
        auto bytes = book.toBytes();
        if (cut > 0)
            bytes.resize(cut == 3 ? 3 : bytes.size() - size_t(cut));
        if (flip >= 0)
            bytes[size_t(flip)] ^= 0x40;
        std::string error;
        QVERIFY(!OpeningBook::fromBytes(bytes, &error));
        QVERIFY(!error.empty());
    }

    // A book generated on a small board by the project's solver answers
    // exactly what a fresh solve gives, for each position and its mirror,
    // and nothing for positions beyond it.
    void generatedBookMatchesFreshSolves()
    {
        const BoardSpec spec{5, 4, 4};
        const int ply = 5;
        Solver solver(size_t{8} << 20);
        BookGenerator generator(spec, ply);
        QVERIFY(generator.run([&](const Position& p, std::optional<int>) { return solveExactly(solver, p); },
                              [](const std::string&) {}));
        const auto book = OpeningBook::fromEntries(spec, generator.completePly(), generator.entries());
        QCOMPARE(book.maxPly(), ply);

        std::mt19937 rng(7);
        for (int sample = 0; sample < 40; ++sample) {
            Position p(spec);
            const int length = int(rng() % (ply + 1));
            for (int i = 0; i < length && !p.isOver(); ++i) {
                int c = int(rng() % spec.width);
                while (!p.canPlay(c))
                    c = (c + 1) % spec.width;
                p.play(c);
            }
            if (p.isOver())
                continue;
            Position mirror(spec);
            for (const int c : p.moves())
                mirror.play(spec.width - 1 - c);
            const auto fresh = solveExactly(solver, p);
            QVERIFY(fresh);
            p.visit([&](const auto& b) {
                if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
                    QCOMPARE(book.score(b), fresh);
            });
            mirror.visit([&](const auto& b) {
                if constexpr (std::is_same_v<std::decay_t<decltype(b)>, BasicPosition<uint64_t>>)
                    QCOMPARE(book.score(b), fresh);
            });
        }
        QCOMPARE(book.score(board("112233", spec)), std::nullopt);  // ply 6, beyond the book
    }

    // The shipped book: every position up to its deepest complete ply is in
    // it; every position it holds whose children it also holds is their
    // negamax (the derivation is consistent, also in a partly generated
    // ply); positions beyond it answer nothing.
    void shippedBookIsConsistent()
    {
        const OpeningBook& book = OpeningBook::standard();
        if (book.size() == 0)
            QSKIP("the shipped book is empty");
        QCOMPARE(book.spec(), BoardSpec::standard());
        QCOMPARE(book.score(board("1111222233")), std::nullopt);

        const BoardSpec spec = BoardSpec::standard();
        const int deepest = std::max(book.maxPly(), 4);
        std::vector<std::string> frontier{""};
        int checked = 0;
        for (int ply = 0; ply <= deepest; ++ply) {
            std::vector<std::string> next;
            for (const std::string& moves : frontier) {
                const auto here = board(moves.c_str());
                const auto score = book.score(here);
                if (ply <= book.maxPly())
                    QVERIFY2(score, moves.c_str());
                int best = -1000;
                bool allChildren = true;
                for (int c = 0; c < spec.width; ++c) {
                    if (!here.canPlay(c))
                        continue;
                    if (here.isWinningMove(c)) {
                        best = std::max(best, (spec.cells() + 1) / 2 + 1 - (ply + 2) / 2);
                        continue;
                    }
                    const std::string child = moves + char('1' + c);
                    const auto childScore = book.score(board(child.c_str()));
                    allChildren = allChildren && childScore;
                    if (childScore)
                        best = std::max(best, -*childScore);
                    if (ply < deepest)
                        next.push_back(child);
                }
                if (score && allChildren) {
                    QCOMPARE(*score, best);
                    ++checked;
                }
            }
            frontier = std::move(next);
        }
        if (book.maxPly() >= 1)
            QVERIFY(checked > 0);
    }

    // The book embedded in the programs is the packed form of the text the
    // generator wrote, byte for byte: no entry was changed in one and not
    // the other (the build embeds book-7x6.bin, which is checked too).
    void shippedBookIsThePackedText()
    {
        const QByteArray text = readFile(kBookDir + "book-7x6.txt");
        QVERIFY(!text.isEmpty());
        const int deepest = deepestPly(text);
        QVERIFY(deepest >= 0);
        BookGenerator generator(BoardSpec::standard(), deepest);
        const auto loaded = generator.load(std::string_view(text.constData(), size_t(text.size())));
        QVERIFY2(loaded.error.empty(), loaded.error.c_str());
        const auto packed = OpeningBook::fromEntries(BoardSpec::standard(), generator.completePly(), generator.entries())
                                .toBytes();
        QCOMPARE(OpeningBook::standard().size(), loaded.lines);
        QVERIFY(OpeningBook::standard().toBytes() == packed);
        const QByteArray file = readFile(kBookDir + "book-7x6.bin");
        QVERIFY(file == QByteArray(reinterpret_cast<const char*>(packed.data()), qsizetype(packed.size())));
    }

    // Known answers from outside the project: every position of the public
    // 7x6 test sets (Pons' Test_L1_R1, _R2, _R3) with at most as many moves
    // as the book is deep, copied into tests/data/testsets/Test_L1_openings
    // by `cat Test_L1_R1 Test_L1_R2 Test_L1_R3 | awk 'length($1) <= 5'`
    // (434 lines, 178 of them of ply 5).
    void bookGivesThePublicTestSetsScores()
    {
        const OpeningBook& book = OpeningBook::standard();
        QFile file(QStringLiteral(CONNECT4_SOURCE_DIR "/tests/data/testsets/Test_L1_openings"));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        int checked = 0;
        while (!file.atEnd()) {
            const QList<QByteArray> fields = file.readLine().trimmed().split(' ');
            QCOMPARE(fields.size(), 2);
            if (fields[0].size() > book.maxPly())
                continue;
            const auto answer = book.score(board(fields[0].constData()));
            if (answer != std::optional<int>(fields[1].toInt()))
                QFAIL(qPrintable(QStringLiteral("%1: the book says %2, the test set %3")
                                     .arg(QString::fromLatin1(fields[0]))
                                     .arg(answer ? QString::number(*answer) : QStringLiteral("nothing"))
                                     .arg(QString::fromLatin1(fields[1]))));
            ++checked;
        }
        QVERIFY(checked >= 400);
    }

    // The deepest entries are the solved ones (every shallower one is
    // derived from them, and shippedBookIsConsistent checks that): a fixed
    // sample of them, solved afresh without the book, must give the book's
    // scores. The sample holds every kind of answer (quick wins and losses,
    // draws, slow wins and losses) among the ply-5 positions a fresh solve
    // proves in well under a second; it is not all of them (2144 took an
    // hour of two cores to generate).
    void deepestEntriesAgreeWithAFreshSolve_data()
    {
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("score");
        for (const auto& [moves, score] : std::vector<std::pair<const char*, int>>{
                 {"31435", -18}, {"37474", -11}, {"15265", 18}, {"22373", -3}, {"22262", 3},
                 {"13137", 7}, {"25275", 1}, {"22554", 0}, {"32545", 0}, {"33232", 4}})
            QTest::addRow("%s", moves) << QString(moves) << score;
    }
    void deepestEntriesAgreeWithAFreshSolve()
    {
        QFETCH(QString, moves);
        QFETCH(int, score);
        const QByteArray text = readFile(kBookDir + "book-7x6.txt");
        // (Ply 5 was solved whole; ply 6, once it is generated, only adds
        // entries, and a ply-5 entry then derived from them must agree too.)
        QVERIFY(moves.size() <= deepestPly(text));
        // The text holds the expected line (this sample is of the book)...
        const QByteArray entry = moves.toLatin1() + ' ' + QByteArray::number(score) + '\n';
        QVERIFY2(text.startsWith(entry) || text.contains('\n' + entry), entry.constData());
        const QByteArray line = moves.toLatin1();
        const auto position = board(line.constData());
        // ...the embedded book answers it...
        QCOMPARE(OpeningBook::standard().score(position), std::optional<int>(score));
        QCOMPARE(OpeningBook::standard().score(mirrored(line.constData())), std::optional<int>(score));
        // ...and so does the solver, without any book.
        Solver solver(size_t{16} << 20);
        QCOMPARE(solver.solve(position), std::optional<int>(score));
    }
};

QTEST_APPLESS_MAIN(TestOpeningBook)
#include "tst_openingbook.moc"
