// The texts of Qt's standard dialog buttons (OK, Cancel, Save, ...), for lupdate: Qt asks for them
// in the context "QPlatformTheme", and Qt ships no Hindi or Urdu catalogue of its own, so without
// these the buttons of every dialog stay English. The app's catalogue answers that context.
#include <QtGlobal>

namespace rulelab {

extern const char *const kStandardButtonTexts[];
const char *const kStandardButtonTexts[] = {
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),      QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),   QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),   QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),     QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
    nullptr};

}  // namespace rulelab
