// What every figure shares beyond colour: each reading told apart in greyscale (a marker shape,
// a dash pattern and a fill pattern beside its colour), histogram bins of round widths, and the
// numbers of the CSVs written for reading.
#include "chart_builders.h"

#include "experiment/display_names.h"

#include <qcustomplot.h>

#include <cmath>

namespace rulelab::charts {

namespace {
constexpr QCPScatterStyle::ScatterShape kShapes[] = {
    QCPScatterStyle::ssDisc,  QCPScatterStyle::ssSquare,           QCPScatterStyle::ssTriangle, QCPScatterStyle::ssDiamond,
    QCPScatterStyle::ssCross, QCPScatterStyle::ssTriangleInverted, QCPScatterStyle::ssPlus,     QCPScatterStyle::ssStar};
constexpr Qt::PenStyle kLines[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
constexpr Qt::BrushStyle kFills[] = {Qt::SolidPattern, Qt::BDiagPattern,     Qt::Dense4Pattern, Qt::CrossPattern,
                                     Qt::FDiagPattern, Qt::DiagCrossPattern, Qt::HorPattern,    Qt::VerPattern};
constexpr int kShapeCount = static_cast<int>(std::size(kShapes));

// Floor division: the bin of a negative value (margins) lies below zero.
int64_t floorDiv(int64_t a, int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0); }
}  // namespace

QCPScatterStyle readingScatter(int index, double size, bool hollow) {
    const QColor c = readingColor(index);
    const QCPScatterStyle::ScatterShape shape = kShapes[index % kShapeCount];
    return QCPScatterStyle(shape, QPen(c, 1.4), hollow ? QBrush(Qt::white) : QBrush(c), size);
}

QPen readingPen(int index, double width) {
    return QPen(readingColor(index), width, kLines[index % static_cast<int>(std::size(kLines))]);
}

QBrush readingBrush(int index) { return QBrush(readingColor(index), kFills[index % static_cast<int>(std::size(kFills))]); }

QString endReasonText(const QString &reason) {
    EndReason er;
    return endReasonFromKey(reason.toStdString(), er) ? endReasonName(er) : reason;
}

QBrush endReasonBrush(const QString &reason, int order) {
    return QBrush(endColor(reason), kFills[order % static_cast<int>(std::size(kFills))]);
}

int64_t roundBinWidth(int64_t atLeast) {
    for (int64_t scale = 1;; scale *= 10)
        for (int64_t step : {1, 2, 5})
            if (step * scale >= atLeast) return step * scale;
}

HistogramBins histogramBins(const std::vector<const Distribution *> &distributions) {
    HistogramBins b;
    bool any = false;
    int64_t lo = 0, hi = 0;
    for (const Distribution *d : distributions) {
        if (d->histogram.empty()) continue;
        lo = any ? std::min(lo, d->histogram.begin()->first) : d->histogram.begin()->first;
        hi = any ? std::max(hi, d->histogram.rbegin()->first) : d->histogram.rbegin()->first;
        any = true;
    }
    if (!any) return b;
    // At most about 60 bins of a round width (1, 2, 5 x 10^k), starting at a multiple of it: the
    // first bin holds the smallest value, the last the largest, and one empty bin follows.
    b.width = roundBinWidth(std::max<int64_t>(1, (hi - lo + 59) / 60));
    const int64_t firstIndex = floorDiv(lo, b.width);
    b.first = firstIndex * b.width;
    b.count = floorDiv(hi, b.width) - firstIndex + 2;
    return b;
}

std::vector<int64_t> binCounts(const Distribution &d, const HistogramBins &bins) {
    std::vector<int64_t> counts(static_cast<size_t>(bins.count), 0);
    for (const auto &[v, c] : d.histogram) {
        const int64_t i = floorDiv(v - bins.first, bins.width);
        if (i >= 0 && i < bins.count) counts[static_cast<size_t>(i)] += c;
    }
    return counts;
}

QByteArray csvField(const QString &s) {
    QByteArray b = s.toUtf8();
    if (b.contains(',') || b.contains('"') || b.contains('\n')) b = '"' + b.replace("\"", "\"\"") + '"';
    return b;
}

QByteArray csvNumber(double v, int significant) {
    if (!std::isfinite(v)) return QByteArray::number(v);
    if (v == 0) return QByteArrayLiteral("0");
    // `significant` digits, written out (no exponent) down to 10^-(significant + 2).
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(v))));
    const int decimals = std::clamp(significant - 1 - magnitude, 0, significant + 2);
    QByteArray out = QByteArray::number(v, 'f', decimals);
    if (out.contains('.')) {
        while (out.endsWith('0')) out.chop(1);
        if (out.endsWith('.')) out.chop(1);
    }
    return out == "-0" ? QByteArrayLiteral("0") : out;
}

}  // namespace rulelab::charts
