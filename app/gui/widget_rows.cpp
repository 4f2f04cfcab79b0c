#include "widget_rows.h"

#include "shown_text.h"  // glossaryIdOf

#include <QBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>

namespace rulelab {

void addLabelled(QBoxLayout *row, const QString &label, QWidget *field, int stretch) {
    row->addWidget(new QLabel(label));
    row->addWidget(field, stretch);
}

QLabel *wrappedLabel(const QString &text) {
    auto *label = new QLabel(text);
    label->setWordWrap(true);
    return label;
}

QLabel *hiddenNote(const QString &objectName) {
    QLabel *label = wrappedLabel(QString());
    label->setObjectName(objectName);
    label->hide();
    return label;
}

void openGlossaryLinks(QLabel *label, const std::function<void(const QString &)> &open) {
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    QObject::connect(label, &QLabel::linkActivated, label, [open](const QString &link) {
        if (const QString id = glossaryIdOf(link); !id.isEmpty()) open(id);
    });
}

QSpinBox *newCountBox(int least, int most, int value) {
    auto *box = new QSpinBox;
    box->setRange(least, most);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

QProgressBar *newJobProgressBar() {
    auto *bar = new QProgressBar;
    bar->setRange(0, 1000);
    bar->setValue(0);
    return bar;
}

QPushButton *newCancelButton(const QString &text) {
    auto *button = new QPushButton(text);
    button->setEnabled(false);
    return button;
}

QSlider *newSpeedSlider(int most, int initial, const QString &toolTip) {
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(1, most);
    slider->setValue(initial);
    slider->setFocusPolicy(Qt::NoFocus);
    slider->setToolTip(toolTip);
    slider->setMaximumWidth(120);
    return slider;
}

}  // namespace rulelab
