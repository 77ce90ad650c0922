// The board argument of the benchmark programs (bench/boardargument.h):
// the board it names, or a message that says what is wrong, and a warning
// when the tuning weights in the environment do not fit the board.
#include "boardargument.h"

#include <QTest>

#include <cstdio>
#include <string>

namespace {

// What boardArgument wrote to its messages, and what it returned.
struct Outcome {
    std::optional<c4::BoardSpec> spec;
    std::string messages;
};

Outcome read(const char* text)
{
    std::FILE* messages = std::tmpfile();
    Outcome outcome;
    outcome.spec = c4::bench::boardArgument("connect4-somebench", text, messages);
    std::rewind(messages);
    for (int c; (c = std::fgetc(messages)) != EOF;)
        outcome.messages += static_cast<char>(c);
    std::fclose(messages);
    return outcome;
}

}  // namespace

class TestBoardArgument : public QObject {
    Q_OBJECT
private slots:
    void init() { qunsetenv("C4_EVAL_WEIGHTS"); }
    void cleanup() { qunsetenv("C4_EVAL_WEIGHTS"); }

    void aBoardIsReadSilently()
    {
        const Outcome outcome = read("12x10x5");
        QVERIFY(outcome.spec.has_value());
        QCOMPARE(outcome.spec->width, 12);
        QCOMPARE(outcome.spec->height, 10);
        QCOMPARE(outcome.spec->connect, 5);
        QCOMPARE(outcome.messages, std::string());
    }

    void aBadBoardIsNamedWithTheProgram()
    {
        const Outcome outcome = read("12x");
        QVERIFY(!outcome.spec.has_value());
        QVERIFY2(outcome.messages.rfind("connect4-somebench: ", 0) == 0, outcome.messages.c_str());
        QVERIFY2(outcome.messages.find("12x") != std::string::npos, outcome.messages.c_str());
    }

    // Seven numbers fit connect 5 (four window weights, threat, good
    // threat, fill-up), not connect 4, whose board is still read.
    void weightsThatDoNotFitTheBoardAreWarnedAbout()
    {
        qputenv("C4_EVAL_WEIGHTS", "1,4,16,64,128,256,1024");
        const Outcome fits = read("12x10x5");
        QVERIFY(fits.spec.has_value());
        QCOMPARE(fits.messages, std::string());
        const Outcome misfit = read("9x7x4");
        QVERIFY(misfit.spec.has_value());
        QVERIFY2(misfit.messages.rfind("connect4-somebench: warning: C4_EVAL_WEIGHTS=", 0) == 0,
                 misfit.messages.c_str());
    }
};

QTEST_GUILESS_MAIN(TestBoardArgument)
#include "tst_boardargument.moc"
