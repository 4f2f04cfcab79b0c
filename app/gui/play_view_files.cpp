// The Play tab's files: a game saved and opened as a match file, opened in Replay, and its field
// sheet.
#include "play_view.h"

#include "field_sheet.h"
#include "experiment/display_names.h"
#include "plugin/plugin_registry.h"
#include "plugin/qt_text.h"
#include "shown_text.h"
#include "sources_view.h"  // pluginText

#include <QLabel>
#include <QComboBox>
#include <QFileDialog>
#include <QPlainTextEdit>
#include <QSpinBox>

#include <climits>
#include <utility>

namespace rulelab {

// ---- files ----

MatchReplay PlayView::currentMatch() const {
    if (!session_) return {};
    MatchReplay r = session_->toReplay();
    r.notes = notes_->toPlainText().toStdString();
    return r;
}

bool PlayView::saveGame(const QString &path) {
    if (!session_) return fail(tr("Cannot save the game"), tr("There is no game yet: start one with New game."));
    std::string err;
    if (!saveMatchFile(path, currentMatch(), err)) return fail(tr("Cannot save the game"), q(err));
    status_->setText(tr("Game saved to %1.").arg(path));
    emit matchFileUsed(path);
    return true;
}

bool PlayView::openGame(const QString &path) {
    MatchReplay r;
    std::string err;
    if (!loadMatchFile(path, r, err)) return fail(tr("Cannot open the game"), q(err));
    if (!registry_.find(r.gameId))
        return fail(tr("Cannot open the game"), tr("The game '%1' is not installed.").arg(q(r.gameId)));
    PreparedReading pr;
    InputError kind = InputError::None;
    if (!prepareReading(registry_, readingOfReplay(r), {}, Limits{}, pr, err, kind))
        return fail(tr("Cannot open the game"), tr("%1: %2").arg(path, q(err.substr(0, err.find('\n')))));
    // The seats a person played; a simulated match (no person) is taken over as the seats box says.
    PlayConfig config;
    if (!configFromControls(config)) return false;
    if (r.persons[0] || r.persons[1]) config.person = r.persons;
    std::array<AgentSpec, 2> bySeat = r.agents;  // agent A plays seat 0 unless swapped
    if (r.swapped) std::swap(bySeat[0], bySeat[1]);
    config.agent = !config.person[0] ? bySeat[0] : !config.person[1] ? bySeat[1] : config.agent;
    config.seed = r.seed;
    auto session = std::make_unique<PlaySession>(pr.game, r.readingId, pr.options.values(), config);
    if (!session->startAfter(replayMovePrefix(r, r.moves.size()), err))
        return fail(tr("Cannot open the game"), tr("%1: %2").arg(path, q(err)));
    prepared_ = std::move(pr);
    hasReading_ = true;
    prefix_ = r.moves;
    prefixPersons_ = r.persons;
    prefixAgents_ = bySeat;
    if (!r.notes.empty()) notes_->setPlainText(q(r.notes));
    // The controls show the game's set-up, so that New game plays it again.
    seats_->setCurrentIndex(config.person[0] && config.person[1] ? BothSeats
                            : config.person[0]                   ? FirstSeat
                            : config.person[1]                   ? SecondSeat
                                                                 : NoSeat);
    showAgentSpec(agent_, q(config.agent.text()));
    if (config.seed <= static_cast<uint64_t>(INT_MAX)) seed_->setValue(static_cast<int>(config.seed));
    updateSeatNames();
    startSession(std::move(session));
    emit matchFileUsed(path);
    return true;
}

bool PlayView::openInReplay() {
    if (!session_) return fail(tr("Open in Replay"), tr("There is no game yet: start one with New game."));
    emit replayRequested(currentMatch());
    return true;
}

bool PlayView::saveFieldSheet(const QString &path) {
    if (!session_) return fail(tr("Cannot write the field sheet"), tr("There is no game yet: start one with New game."));
    QString err;
    const LoadedGame *g = registry_.find(prepared_.game->info().id);
    const std::string &game = prepared_.game->info().id;
    const QString reading = prepared_.reading.name.empty() ? isolated(q(prepared_.reading.id)) : pluginText(game, prepared_.reading.name);
    if (!writeFieldSheet(path, currentMatch(), g ? &g->plugin->info() : nullptr, notes_->toPlainText(), reading, err))
        return fail(tr("Cannot write the field sheet"), err);
    status_->setText(tr("Field sheet written to %1.").arg(path));
    return true;
}

QString PlayView::askSaveName(const QString &title, const QString &suffix, const QString &filter) {
    if (!session_) return {};
    const QString game = q(prepared_.game->info().id), reading = q(prepared_.reading.id);
    return QFileDialog::getSaveFileName(this, title, game + QLatin1Char('-') + reading + suffix, filter);
}

void PlayView::fieldSheetDialog() {
    const QString f = askSaveName(tr("Field sheet"), QStringLiteral("-sheet.pdf"), tr("PDF files (*.pdf)"));
    if (!f.isEmpty()) saveFieldSheet(f);
}

void PlayView::saveDialog() {
    const QString f = askSaveName(tr("Save game"), QStringLiteral("-played.json"), tr("Match files (*.json)"));
    if (!f.isEmpty()) saveGame(f);
}

void PlayView::openDialog() {
    const QString f = QFileDialog::getOpenFileName(this, tr("Open game"), QString(), tr("Match files (*.json)"));
    if (!f.isEmpty()) openGame(f);
}

}  // namespace rulelab
