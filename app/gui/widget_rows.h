#pragma once
// Small pieces of the views' forms that many views build the same way: a layout without margins,
// a field with its label in a row, a wrapping label, a count, the progress bar and Cancel button
// of a background job, and the speed slider of a board that plays by itself. The texts are the
// caller's (already translated).

#include <functional>

class QBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;
class QString;
class QWidget;

namespace rulelab {

// A layout of type Layout (QVBoxLayout, QHBoxLayout, ...) on `widget`, without margins: a column
// or row that is part of a larger form.
template <typename Layout>
Layout *marginlessLayout(QWidget *widget) {
    auto *layout = new Layout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

// A label whose text wraps at the width it is given.
QLabel *wrappedLabel(const QString &text);
// A wrapping label named `objectName` (for the tests), hidden until it has something to say (a
// note on the texts' language, a translation's warning).
QLabel *hiddenNote(const QString &objectName);
// Makes `label` show rich text whose "glossary:<id>" links (shown_text.h glossaryLinked) call
// `open` with the id when clicked (the views pass it on as their glossaryRequested signal).
void openGlossaryLinks(QLabel *label, const std::function<void(const QString &)> &open);
// `label` (a plain QLabel) then `field` at the end of `row`; the field takes `stretch`.
void addLabelled(QBoxLayout *row, const QString &label, QWidget *field, int stretch = 0);
// A count (matches, states, candidates) from `least` to `most`, at `value`, its thousands
// separated.
QSpinBox *newCountBox(int least, int most, int value);
// The progress bar of a background job, counting in thousandths of it, at 0.
QProgressBar *newJobProgressBar();
// The Cancel button of a background job (`text`, e.g. "&Cancel"), disabled until a job runs.
QPushButton *newCancelButton(const QString &text);
// The speed of a board that plays by itself: from 1 to `most` (steps a second) at `initial`, at
// most 120 pixels wide and without keyboard focus (the arrow keys step the board).
QSlider *newSpeedSlider(int most, int initial, const QString &toolTip);

}  // namespace rulelab
