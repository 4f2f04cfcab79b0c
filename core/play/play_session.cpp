#include "play_session.h"

#include "sim/runner.h"

#include <algorithm>
#include <cctype>

namespace rulelab {

namespace {

// Lower case without spaces: how a typed answer is compared with a move's text.
std::string folded(const std::string &s) {
    std::string out;
    for (char c : s)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return out;
}

}  // namespace

PlaySession::PlaySession(std::shared_ptr<const Game> game, std::string readingId, OptionValues options, PlayConfig config)
    : game_(std::move(game)), readingId_(std::move(readingId)), options_(std::move(options)), config_(config) {
    matchSeed_ = matchSeed(config_.seed, readingId_, 0);
    rng_.reseed(matchSeed_);
    agent_ = makeAgent(config_.agent, *game_);
    state_ = game_->newInitialState();
}

PlaySession::~PlaySession() = default;

void PlaySession::setCancel(const std::atomic<bool> *flag) {
    cancel_ = flag;
    agent_->setCancel(flag);
}

bool PlaySession::startAfter(const std::vector<Move> &moves, std::string &error) {
    auto s = stateAfterMoves(*game_, moves, error);  // checks every move is legal where it is played
    if (!s) return false;
    state_ = std::move(s);
    prefix_ = moves;
    entries_.clear();
    history_.clear();
    redo_.clear();
    return true;
}

bool PlaySession::finished() const { return state_->isTerminal(); }

int PlaySession::personToMove() const {
    const int p = state_->currentPlayer();
    return p >= 0 && p < 2 && config_.person[static_cast<size_t>(p)] ? p : -1;
}

std::vector<PlaySession::Choice> PlaySession::legalMoves() const {
    std::vector<Choice> out;
    if (state_->isChance() || state_->isTerminal()) return out;
    MoveList legal;
    state_->legalMoves(legal);
    for (int i = 0; i < legal.size; ++i) out.push_back({legal[i], state_->describeMove(legal[i])});
    return out;
}

int PlaySession::findMove(const std::string &answer) const {
    const std::vector<Choice> moves = legalMoves();
    const std::string a = folded(answer);
    if (a.empty()) return -1;
    if (std::all_of(a.begin(), a.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) && a.size() < 6) {
        const int n = std::stoi(a);
        return n >= 1 && n <= static_cast<int>(moves.size()) ? n - 1 : -1;
    }
    for (size_t i = 0; i < moves.size(); ++i)
        if (folded(moves[i].text) == a) return static_cast<int>(i);
    return -1;
}

void PlaySession::apply(Move move, bool byPerson) {
    Entry e;
    e.played.move = move;
    e.played.player = state_->currentPlayer();
    e.played.byPerson = byPerson;
    e.played.description = state_->describeMove(move);
    e.before = state_->clone();
    e.rngBefore = rng_;
    state_->apply(move);
    history_.push_back(e.played);
    entries_.push_back(std::move(e));
}

bool PlaySession::play(Move move, std::string &error) {
    if (personToMove() < 0) {
        error = finished() ? "the match is over" : "it is not a person's turn";
        return false;
    }
    MoveList legal;
    state_->legalMoves(legal);
    if (!legal.contains(move)) {
        error = "not a legal move here";
        return false;
    }
    redo_.clear();
    apply(move, true);
    return true;
}

std::vector<PlayedMove> PlaySession::advance(int limit) {
    std::vector<PlayedMove> made;
    MoveList legal;
    ChanceList chance;
    while (!finished() && personToMove() < 0 && (limit < 0 || static_cast<int>(made.size()) < limit) && !cancelled()) {
        Move m;
        if (state_->isChance()) {
            state_->chanceOutcomes(chance);
            m = sampleChance(chance, rng_);
        } else {
            state_->legalMoves(legal);
            if (legal.empty()) break;  // a plugin bug; never loop
            const Rng before = rng_;
            m = agent_->choose(*state_, legal, rng_);
            if (cancelled()) {  // perhaps cut short: not the agent's move
                rng_ = before;
                break;
            }
        }
        apply(m, false);
        made.push_back(history_.back());
    }
    return made;
}

bool PlaySession::canUndo() const {
    return std::any_of(entries_.begin(), entries_.end(), [](const Entry &e) { return e.played.byPerson; });
}

bool PlaySession::canRedo() const { return !redo_.empty(); }

bool PlaySession::undo() {
    if (!canUndo()) return false;
    Undone group;
    group.rngAfter = rng_;
    for (;;) {
        Entry e = std::move(entries_.back());
        entries_.pop_back();
        history_.pop_back();
        group.moves.insert(group.moves.begin(), e.played);
        state_ = std::move(e.before);
        rng_ = e.rngBefore;
        if (e.played.byPerson) break;
    }
    redo_.push_back(std::move(group));
    agent_->newMatch();  // what it kept of the position undone is not what it would have seen
    return true;
}

bool PlaySession::redo() {
    if (redo_.empty()) return false;
    Undone group = std::move(redo_.back());
    redo_.pop_back();
    for (const PlayedMove &m : group.moves) apply(m.move, m.byPerson);
    rng_ = group.rngAfter;
    return true;
}

bool PlaySession::hint(const AgentSpec &spec, Choice &out, std::string &error) const {
    if (personToMove() < 0) {
        error = "no person is to move";
        return false;
    }
    MoveList legal;
    state_->legalMoves(legal);
    if (legal.empty()) {
        error = "no legal move";
        return false;
    }
    auto agent = makeAgent(spec, *game_);
    agent->setCancel(cancel_);
    Rng rng = rng_;  // a copy: a hint never changes the match
    out.move = agent->choose(*state_, legal, rng);
    if (cancelled()) {
        error = "interrupted";
        return false;
    }
    out.text = state_->describeMove(out.move);
    return true;
}

PlaySession::Evaluation PlaySession::evaluate(Move move, int playouts, int maxPlies) const {
    Evaluation e;
    const int seat = state_->currentPlayer();
    if (seat < 0 || seat > 1) return e;
    Rng rng = rng_;
    MoveList legal;
    ChanceList chance;
    double points = 0;
    auto s = state_->clone();
    for (int i = 0; i < playouts; ++i) {
        s->copyFrom(*state_);
        s->apply(move);
        randomPlayout(*s, rng, legal, chance, maxPlies);
        ++e.playouts;
        if (!s->isTerminal()) {
            ++e.unfinished;
            continue;
        }
        const Result r = s->result();
        if (r == (seat == 0 ? Result::Win0 : Result::Win1)) points += 1;
        else if (r == Result::Draw) points += 0.5;
    }
    e.share = e.playouts ? points / e.playouts : 0;
    return e;
}

std::vector<Move> PlaySession::allMoves() const {
    std::vector<Move> all = prefix_;
    for (const auto &e : entries_) all.push_back(e.played.move);
    return all;
}

MatchReplay PlaySession::toReplay() const {
    MatchReplay r;
    r.gameId = game_->info().id;
    r.gameName = game_->info().name;
    r.readingId = readingId_;
    r.options = options_;
    r.playerNames = game_->info().playerNames;
    r.seed = config_.seed;
    r.index = 0;
    r.matchSeed = matchSeed_;
    r.agents = {config_.agent, config_.agent};
    r.persons = config_.person;
    r.start = game_->newInitialState()->boardView();
    std::string error;
    replayIntoMoves(*game_, allMoves(), r, error);  // the moves were legal when played
    finalizeReplay(r);
    MatchRecord &rec = r.record;
    rec.index = 0;
    rec.seed = matchSeed_;
    rec.scores = state_->scores();
    rec.progress = state_->progress();
    rec.endReason = state_->isTerminal() ? state_->endReason() : EndReason::None;
    rec.result = state_->isTerminal() ? state_->result() : Result::None;
    rec.firstPlayer = static_cast<int8_t>(state_->startingPlayer());
    if (state_->isTerminal()) rec.settleEnd();
    return r;
}

}  // namespace rulelab
