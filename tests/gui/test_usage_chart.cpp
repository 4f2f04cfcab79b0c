// The usage maps in the workbench's Charts tab (issue 20): one panel per reading drawn on the
// board, an observed map loaded from a file beside them with each reading's rho in its title, a
// bad file refused under the buttons naming the file and the line, and the figure's CSV holding
// each cell's count and share as drawn.
#include "support/files.h"
#include "support/board_views.h"
#include "chart_panel.h"
#include "charts.h"

#include <qcustomplot.h>

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace rulelab;
using namespace rulelab::charts;

namespace {

// Two readings on Khutka Boia's board (h0..h4 below, h9..h5 above). Reading "a" sows 3 into h2
// and 1 into every other hole in each of its 20 matches (shares 3/12 and 1/12); reading "b"
// lifts 2 from h7 in each (share 1 of its lifts, none sown).
ChartData twoMaps() {
    ChartData d;
    d.game = QStringLiteral("khutka-boia");
    for (const char *id : {"a", "b"}) {
        ReadingSeries s;
        s.id = QString::fromLatin1(id);
        s.name = QStringLiteral("Reading ") + s.id.toUpper();
        s.matches = 20;
        d.readings.push_back(s);
        UsageMap u;
        u.reading = s.id;
        u.board = testsupport::twoRowBoard(5, false);
        for (int m = 0; m < 20; ++m) {
            CellUsage cu;
            if (s.id == QLatin1String("a"))
                for (int h = 0; h < 10; ++h) cu.add(UsageKind::Sown, h, h == 2 ? 3 : 1);
            else cu.add(UsageKind::Lifted, 7, 2);
            u.usage.add(m, cu);
        }
        d.usage.push_back(u);
    }
    return d;
}

QStringList panelTitles(QCustomPlot *plot) {
    QStringList t;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            if (text->objectName() == QLatin1String("usagePanelTitle"))
                t << text->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
    return t;
}

using testsupport::writeAll;

}  // namespace

TEST(UsageChart, OnePanelPerReadingThenTheObservedMapBesideThem) {
    const ChartData d = twoMaps();
    ChartPanel panel(ChartKind::Usage, d);
    panel.resize(900, 600);
    panel.show();
    panel.refresh();
    QStringList titles = panelTitles(panel.plot());
    ASSERT_EQ(titles.size(), 2) << titles.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(titles[0].startsWith(QStringLiteral("Reading A")));
    EXPECT_TRUE(titles[1].startsWith(QStringLiteral("Reading B")));
    EXPECT_FALSE(panel.plot()->xAxis->visible());  // a board, not a plot with axes

    // The CSV holds each cell's count and share: reading a sows 60 into h2 of 240 (1/4) and 20
    // into each other hole (1/12).
    QByteArray csv = chartCsv(d, ChartKind::Usage, panel.style());
    EXPECT_TRUE(csv.startsWith("reading,cell,label,measure,count,share\n"));
    EXPECT_TRUE(csv.contains("\na,2,h2,all,60,0.25\n")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\na,3,h3,all,20,0.083333333\n")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\nb,7,h7,all,40,1\n")) << csv.toStdString();

    // Lifted only: reading a lifted nothing; b's h7 holds all its lifts.
    panel.usageMeasureBox()->setCurrentIndex(panel.usageMeasureBox()->findData(QStringLiteral("lifted")));
    csv = chartCsv(d, ChartKind::Usage, panel.style());
    EXPECT_TRUE(csv.contains("\na,2,h2,lifted,0,0\n") || csv.contains("\na,2,h2,lifted,0,\n")) << csv.toStdString();
    EXPECT_TRUE(csv.contains("\nb,7,h7,lifted,40,1\n")) << csv.toStdString();

    // An observed map of sowing: h2 most worn, then the others alike, except h9 least. Its
    // ranks agree with reading a's sowing; b sowed nothing (rho 0).
    QTemporaryDir dir;
    const QString obs = dir.filePath(QStringLiteral("wear.csv"));
    writeAll(obs, "# made up\ncell,sown\nh0,1\nh1,1\nh2,5\nh3,1\nh4,1\nh5,1\nh6,1\nh7,1\nh8,1\nh9,1\n");
    ASSERT_TRUE(panel.loadObservedMap(obs)) << panel.observedNote()->text().toStdString();
    EXPECT_EQ(panel.usageMeasureBox()->currentData().toString(), QStringLiteral("sown"));  // the observed map's measure
    titles = panelTitles(panel.plot());
    ASSERT_EQ(titles.size(), 3) << titles.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(titles[0].contains(QStringLiteral("\u03c1 = 1.00"))) << titles[0].toStdString();
    EXPECT_TRUE(titles[1].contains(QStringLiteral("\u03c1 = 0.00"))) << titles[1].toStdString();
    EXPECT_TRUE(titles[2].startsWith(QStringLiteral("Observed"))) << titles[2].toStdString();
    EXPECT_TRUE(panel.observedNote()->text().contains(QStringLiteral("wear.csv"))) << panel.observedNote()->text().toStdString();
    csv = chartCsv(d, ChartKind::Usage, panel.style());
    EXPECT_TRUE(csv.startsWith("reading,cell,label,measure,count,share,rho,rho_lo,rho_hi\n"));
    EXPECT_TRUE(csv.contains("\nobserved,2,h2,sown,5,0.35714286,,,\n")) << csv.toStdString();  // 5 of 14

    // A bad file: refused under the buttons, naming the file and the line; the figure keeps the
    // map loaded before.
    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    writeAll(bad, "cell,value\nh0,1\nh1,worn\n");
    EXPECT_FALSE(panel.loadObservedMap(bad));
    EXPECT_TRUE(panel.observedNote()->isVisibleTo(&panel));
    EXPECT_TRUE(panel.observedNote()->text().contains(bad + QStringLiteral(":3:"))) << panel.observedNote()->text().toStdString();
    EXPECT_EQ(panelTitles(panel.plot()).size(), 3);
    writeAll(bad, "cell,value\nh0,1\nh11,2\n");
    EXPECT_FALSE(panel.loadObservedMap(bad));
    EXPECT_TRUE(panel.observedNote()->text().contains(QStringLiteral("cell 'h11' is not a cell of the board")))
        << panel.observedNote()->text().toStdString();

    panel.clearObservedMap();
    EXPECT_EQ(panelTitles(panel.plot()).size(), 2);
    EXPECT_FALSE(panel.observedNote()->isVisibleTo(&panel));
}

// Many readings wrap into rows of panels; results without usage maps say so.
TEST(UsageChart, ManyReadingsWrapAndNoMapsSaySo) {
    ChartData d = twoMaps();
    for (int i = 0; i < 6; ++i) {
        ReadingSeries s = d.readings[0];
        s.id = QStringLiteral("c%1").arg(i);
        d.readings.push_back(s);
        UsageMap u = d.usage[0];
        u.reading = s.id;
        d.usage.push_back(u);
    }
    QCustomPlot plot;
    ExportOptions single;
    ASSERT_TRUE(parseSize(QStringLiteral("single"), single));
    ASSERT_TRUE(layoutFigure(&plot, d, ChartKind::Usage, ChartStyle{}, single));
    std::vector<double> tops;
    for (int i = 0; i < plot.itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(plot.item(i)))
            if (t->objectName() == QLatin1String("usagePanelTitle")) tops.push_back(t->position->coords().y());
    ASSERT_EQ(tops.size(), 8u);
    std::sort(tops.begin(), tops.end());
    tops.erase(std::unique(tops.begin(), tops.end()), tops.end());
    EXPECT_GE(tops.size(), 2u) << "eight panels in one row";

    ChartData none = twoMaps();
    none.usage.clear();
    QCustomPlot empty;
    EXPECT_FALSE(buildChart(&empty, none, ChartKind::Usage, ChartStyle{}));
}
