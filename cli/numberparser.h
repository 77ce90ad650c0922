#pragma once

#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace c4::cli {

// The one reading of numbers for every numeric option of connect4-cli. The
// whole text must be the number: no spaces, no trailing garbage, no hex, and
// NaN and infinity are not numbers. The range is checked on the parsed value
// before anything casts it, so an out-of-range double never reaches an int.
// Each failure is one message naming the option:
//   --depth: 'nan' is not a number
//   --ply: '4x' is not a whole number
//   --level: 11 is out of range 1-10
class NumberParser {
    Q_DECLARE_TR_FUNCTIONS(NumberParser)
public:
    // A whole number in [low, high] (an optional sign, then digits).
    static std::optional<long long> integer(const QString& option, const QString& text, long long low,
                                            long long high, QString* error);

    // A whole number from 0 to 2^64 - 1 (seeds).
    static std::optional<quint64> unsignedInteger(const QString& option, const QString& text, QString* error);

    // A finite decimal number in [low, high], or in (low, high] when
    // `lowIncluded` is false. `what` names it in the message ("a number of
    // seconds"); by default "a number".
    static std::optional<double> real(const QString& option, const QString& text, double low, double high,
                                      bool lowIncluded, QString* error, const QString& what = {});
};

}  // namespace c4::cli
