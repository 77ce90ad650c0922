#include "cli/numberparser.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace c4::cli {

namespace {

// Sets *error (when asked for) and returns nothing.
std::nullopt_t fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return std::nullopt;
}

}  // namespace

std::optional<long long> NumberParser::integer(const QString& option, const QString& text, long long low,
                                               long long high, QString* error)
{
    // \A and \z, not ^ and $: $ also matches before a final newline, which
    // let "5\n" through.
    static const QRegularExpression whole(QStringLiteral("\\A[+-]?[0-9]+\\z"));
    if (!whole.match(text).hasMatch())
        return fail(error, tr("--%1: '%2' is not a whole number").arg(option, text));
    bool ok = false;
    const long long value = text.toLongLong(&ok);  // false on overflow
    if (!ok || value < low || value > high)
        return fail(error, tr("--%1: %2 is out of range %3-%4").arg(option, text).arg(low).arg(high));
    return value;
}

std::optional<quint64> NumberParser::unsignedInteger(const QString& option, const QString& text, QString* error)
{
    static const QRegularExpression digits(QStringLiteral("\\A[+]?[0-9]+\\z"));
    bool ok = false;
    const quint64 value = digits.match(text).hasMatch() ? text.toULongLong(&ok) : 0;
    if (!ok)
        return fail(error, tr("--%1: '%2' is not a whole number from 0 to %3")
                               .arg(option, text)
                               .arg(std::numeric_limits<quint64>::max()));
    return value;
}

std::optional<double> NumberParser::real(const QString& option, const QString& text, double low, double high,
                                         bool lowIncluded, QString* error, const QString& what)
{
    static const QRegularExpression decimal(QStringLiteral("\\A[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?\\z"));
    bool ok = false;
    const bool written = decimal.match(text).hasMatch();
    double value = written ? text.toDouble(&ok) : 0.0;
    if (written && !ok) {
        // A number all the same, too large or too small for a double
        // ("1e999", "1e-400"): out of range, whichever bound it misses.
        value = text.contains(QRegularExpression(QStringLiteral("[eE]-"))) ? 0.0 : std::numeric_limits<double>::max();
        if (text.startsWith(QLatin1Char('-')))
            value = -value;
        ok = true;
    }
    if (!ok || !std::isfinite(value))
        return fail(error, tr("--%1: '%2' is not %3").arg(option, text, what.isEmpty() ? tr("a number") : what));
    const bool aboveLow = lowIncluded ? value >= low : value > low;
    if (!aboveLow || value > high)
        // Bounds in plain digits ("1000000", not "1e+06").
        return fail(error, lowIncluded ? tr("--%1: %2 is out of range %3-%4")
                                             .arg(option, text)
                                             .arg(low, 0, 'g', 15)
                                             .arg(high, 0, 'g', 15)
                                       : tr("--%1: %2 is out of range (more than %3, at most %4)")
                                             .arg(option, text)
                                             .arg(low, 0, 'g', 15)
                                             .arg(high, 0, 'g', 15));
    return value;
}

}  // namespace c4::cli
