#include "kits/two_row_engine.h"
#include "kits/state_text.h"
#include "kits/two_row_loser_refill.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <string_view>
#include <sstream>

namespace rulelab::kits::engine {

using kits::NullSink;
using kits::TraceSink;

using kits::HoleOrder;
using kits::tworow::bit;
using kits::tworow::byTotals;
using kits::tworow::ix;
using kits::tworow::other;

namespace {

// The order in which a player's holes are filled (from his own left: h0..h4, h5..h9 on the
// historical board). Under player_choice, holes assigned without a choice (forced fills,
// captured holes) also go from the left.
HoleOrder leftOrder(int seat, const kits::BoardSize &bs) { return HoleOrder::of(seat, bs); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// Construction and simple queries

EngineState::EngineState(const EngineGame *game) : TwoRowState(game) {
    const Rules &R = game_->rules();
    kits::setInitialBoard(pos_, bs());  // PG-1
    if (R.middleOneAndEmpty) {          // middle_holes (Kanji Guti): South's middle hole 1, North's 0
        pos_.board.counts[ix(bs().perRow / 2)] = 1;
        pos_.board.counts[ix(bs().holes - 1 - bs().perRow / 2)] = 0;
    }
    if (R.headsOneMore) {  // heads (Bay Khom): the last hole of each row in sowing order
        ++pos_.board.counts[ix(bs().perRow - 1)];
        ++pos_.board.counts[ix(bs().holes - 1)];
    }
    pos_.northOwns = R.northStart;
    beginMatch(R.firstPlayer == FirstPlayer::Random, kSouth);
}

bool EngineState::hasLegalStart(int seat) const {
    const uint16_t own = static_cast<uint16_t>(ownMask(seat) & ~pos_.blocked);
    if (game_->rules().startHole == StartHole::TwoOrMore) [[unlikely]]  // a hole of two or more
        return (kits::startMask(pos_.board, own) & ~pos_.board.holding(1)) != 0;
    return kits::hasStartHole(pos_.board, own);
}

kits::SowRules EngineState::sowRules() const {
    kits::SowRules r = game_->rules().sow;
    r.blocked = pos_.blocked;
    if (pos_.northOwns != bs().rowMask(kNorth))
        for (int h = 0; h < bs().holes; ++h) r.owner[ix(h)] = static_cast<int8_t>(holeOwner(h));
    if (r.lapEnd == kits::LapEnd::NoneToSow) r.startable = static_cast<uint16_t>(ownMask(kSouth) | ownMask(kNorth));
    return r;
}

kits::TurnParams EngineState::turnParams(int seat, int move) const {
    kits::TurnParams p;
    p.mover = seat;
    p.clockwise = move >= bs().clockwiseBase();  // direction = player_choice
    p.start = p.clockwise ? move - bs().clockwiseBase() : move;
    // KB-16c under R4 (khutka_scheme): the Kungidar is paid one counter from every turn's start hole.
    if (pos_.status == Status::FourOne && game_->rules().kungidarPerTurn) p.startFeeTo = pos_.kungidar;
    if (game_->rules().surplusCapture) p.surplus = pos_.surplus[ix(seat)];  // surplus_capture
    return p;
}

void EngineState::legalStarts(int seat, MoveList &out) const {
    const auto &b = pos_.board;
    const Rules &R = game_->rules();
    const uint16_t own = static_cast<uint16_t>(ownMask(seat) & ~pos_.blocked);
    // two_or_more: the holes holding one are not starts (as in hasLegalStart).
    const uint16_t starts = R.startHole == StartHole::TwoOrMore ? static_cast<uint16_t>(own & ~b.holding(1)) : own;
    kits::startHoles(b, starts, R.startHole == StartHole::NoSingletonIfLarger, out);  // PG-3, KB-17d
    // Each start hole may also be sown clockwise (chosen_once: until the direction is chosen); once
    // it is chosen clockwise, only that way.
    if (R.directionChoice || (R.directionOnce && pos_.direction < 0))
        for (int i = 0, n = out.size; i < n; ++i) out.push(bs().clockwiseBase() + out[i]);
    else if (R.directionOnce && pos_.direction == 1)
        for (int i = 0; i < out.size; ++i) out.moves[ix(i)] = bs().clockwiseBase() + out[i];
    if (R.relayLoop == kits::RelayLoopPolicy::ForbidStart && out.size > 1)  // G-1 (sowRules once, not per start)
        kits::dropLoopingStarts(sowRules(), b, out, [&](int move) { return turnParams(seat, move); });
}

std::string EngineState::roundConfiguration() const {
    // What the refill decided: each player's live holes (under hole_capture, the holes he owns,
    // including taken ones), and under khutka_scheme the statuses and the bha.
    if (game_->rules().multiRound == MultiRound::None) return {};
    return kits::roundConfiguration(pos_, bs(), pos_.northOwns);
}

uint64_t EngineState::roundSignature() const {
    // G-3 (see kits::roundSignature): no deferred Kungidar payment here; hole_capture's owners
    // are mixed in.
    return kits::roundSignature(pos_, bs(), false, pos_.northOwns);
}

// ---------------------------------------------------------------------------------------------
// Moves

void EngineState::apply(Move move, Trace *trace) {
    // The loser's choice of end under loser_refills is the engine's own fill move (no usage to count).
    if (pos_.phase == Phase::Fill && game_->rules().multiRound == MultiRound::LoserRefills) [[unlikely]] {
        if (trace) {
            TraceSink sink(trace);
            chooseLoserEnd(move, sink);
        } else {
            NullSink sink;
            chooseLoserEnd(move, sink);
        }
        return;
    }
    applyTraced(move, trace);
}

template <class Sink>
void EngineState::sowTurn(int move, Sink &sink) {
    const int mover = pos_.toMove;
    const kits::TurnParams params = turnParams(mover, move);
    if (game_->rules().directionOnce && pos_.direction < 0) pos_.direction = params.clockwise ? 1 : 0;
    const kits::TurnOutcome out = kits::sowTurn(pos_, progress_, sowRules(), params, sink);
    countLudiiTurn(out.laps, out.relayBlocked);  // Ludii passes when its relay has nothing to lift
    pos_.relayCut = out.stoppedAtEnd;
    if (kits::turnEndsMatch(pos_, out, mover, params.start, sink)) return;
    pos_.toMove = static_cast<int8_t>(other(mover));
    if (out.stoppedAtEnd && game_->rules().sow.lapEnd == LapEnd::MoverStuck) [[unlikely]] {
        stuckRelayEndsRound(mover, sink);
        return;
    }
    afterTurn(sink);
}

// Inlined into each sowing turn (the hot loop); GCC stopped doing so by itself once row_empty
// made it longer.
template <class Sink>
[[gnu::always_inline]] inline void EngineState::afterTurn(Sink &sink) {
    const Rules &R = game_->rules();
    if (R.bothPassDraw && pos_.passRun >= 2) [[unlikely]] {  // both_pass = draw: neither player could sow
        if (exploring_) {                                    // the stall proof: the game's own end is reachable
            exploredEnd_ = RoundEndCause::NoMove;
            return;
        }
        sink.step(StepKind::Note, pos_.lastMover, -1, 0, "both players passed: a draw");
        terminate(EndReason::Finished, Result::Draw);
        return;
    }
    if (R.roundEnd == RoundEnd::NoneToSow) [[unlikely]] {  // neither player can start: the round ends
        if (const RoundEndCause c = noneToSow(); c != RoundEndCause::None) {
            if (exploring_) exploredEnd_ = c;
            else resolveRoundEnd(c, sink);
            return;
        }
    }
    // Under ludii_limit the stall guard is off: Ludii has none, and its trial limit bounds the game.
    const RoundEndCause cause = turnRoundEnd(R.roundEnd == RoundEnd::OneLeft, R.noMove, R.roundEnd == RoundEnd::NoFurtherCapture,
                                             !R.ludiiLimit, R.roundEnd == RoundEnd::RowEmpty);
    if (cause == RoundEndCause::None) {
        if (!exploring_ && R.ludiiLimit && ludiiLimitReached()) terminate(EndReason::LudiiLimit, Result::Undecided);
        return;
    }
    resolveRoundEnd(cause, sink);
}

// ---------------------------------------------------------------------------------------------
// Rounds

template <class Sink>
bool EngineState::endRound(RoundEndCause cause, Sink &sink) {
    const Rules &R = game_->rules();
    Position &p = pos_;
    // KB-17c (khutka_scheme): whatever lies in the bha is the Bhadar's; PG-7, PG-8 and
    // Addendum A share the rest by the owners of the holes.
    // row_empty: the round ends when either player's holes are empty, whoever is to move, so each
    // player takes his own holes (the other then has everything left).
    const bool ownRows = R.roundEnd == RoundEnd::RowEmpty || R.roundEnd == RoundEnd::NoneToSow;
    kits::settleBoard(p, bs(), p.northOwns, cause, ownRows ? NoMove::EachTakesOwnRow : R.noMove, R.leftover, sink);
    if (p.twoOwed) giveFromTotal(p.bhadar, other(p.bhadar), 2);  // KB-17e
    kits::closeRound(p, cause, sink);
    p.northOwns = R.northStart;  // every hole is empty: captured holes go back to their row (PG-10)

    const int t0 = p.reserve[0], t1 = p.reserve[1];
    p.roundWinner = static_cast<int8_t>(t0 > t1 ? kSouth : t1 > t0 ? kNorth : -1);
    p.blocked = 0;
    const bool fixed = R.matchEnd == MatchEnd::FixedRounds;
    // cannot_fill is decided after the refill (with stores in the loop, at once: no choice changes it).
    if (R.storeHoles && storeThresholdEnds()) return false;
    return !stalledOrLastRoundEnds(cause, R.stall == StallPolicy::Undecided, R.stall == StallPolicy::FlagScored, fixed, R.rounds) &&
           !fewerThanTwoEnds() && !roundCapEnds(fixed, R.rounds);
}

// PG-10: everything between two rounds that needs no decision. hole_loss and hole_capture use
// Khutka Boia's `fill` (a hole per five held, up to five; no remainder statuses); khutka_scheme
// uses R4's `fill_pool` with the 4+1 and 3+2 remainders (KB-13, KB-16, KB-17).
template <class Sink>
void EngineState::beginRefill(Sink &sink) {
    const Rules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    const int G = bs().perHole;  // a group: five on the historical board
    b.live = 0;                  // every hole is empty now; the refill decides which come back (revive, KB-15)
    p.northOwns = R.northStart;
    if (R.multiRound == MultiRound::LoserRefills) {
        loserRefill(sink);
        return;
    }
    if (R.storeHoles) placeHeads(sink);  // end_holes = stores: the heads first, then the groups
    const int T[2] = {p.reserve[0], p.reserve[1]};
    int groups[2], hand[2];
    for (int s = 0; s < 2; ++s) {
        groups[s] = std::min(bs().perRow - (R.storeHoles ? 1 : 0), T[s] / G);
        hand[s] = T[s] - G * groups[s];
    }
    p.status = Status::None;
    p.bhadar = p.kungidar = -1;
    if (R.remainders) {                  // KB-16 / KB-17 under R4 (remainder_trigger = always)
        kits::remainderStatus(p, T, G);  // 4+1 and 3+2, "one short" and "two short" of a group
    }
    if (p.status == Status::FourOne) {
        kits::payFourOne(p, hand, sink);  // KB-16a: the 1 goes to the Bhadar
        // KB-16b fill_extra_hole: the pooled five go into his next empty hole.
        if (hand[p.bhadar] >= G && groups[p.bhadar] < bs().perRow) {
            ++groups[p.bhadar];
            hand[p.bhadar] -= G;
        }
    } else if (p.status == Status::ThreeTwo) {
        kits::payThreeTwo(p, hand, sink);  // KB-17a transfer_and_return
    }

    const bool heads = R.storeHoles != 0;  // two_row_short_hole.h
    const kits::RefillPlan plan = kits::planRefill(p, bs(), T, groups, hand, R.shortHole, heads, heads && p.relayCut);
    switch (R.roundStarter) {
    case RoundStarter::Alternate: p.nextStarter = kits::alternateStarter(p); break;
    case RoundStarter::RoundLoser: p.nextStarter = kits::roundLoserStarter(p); break;
    case RoundStarter::FewerFills: p.nextStarter = kits::fewerFillsStarter(plan); break;
    }
    p.bhaChooser = static_cast<int8_t>(p.status == Status::ThreeTwo ? p.bhadar : -1);  // KB-17b bhadar

    // Placement (PG-10 fill_order). Under player_choice, the player after the round's last mover
    // places first and the two alternate.
    const auto rows_ = [&](int s) { return static_cast<uint16_t>(rowMask(s) & ~R.storeHoles); };
    const uint16_t rows[2] = {rows_(kSouth), rows_(kNorth)};
    const bool fromRight = R.fillOrder == FillOrder::FromOwnRight;
    kits::placeGroups(p, bs(), rows, groups, R.fillOrder == FillOrder::PlayerChoice, fromRight, sink);
    ludiiRefill(plan, hand, fromRight, sink);
}

// What Ludii's Mawkar Katiya program adds to a refill: the loser's short hole (short_hole), the
// surplus numbers (surplus_capture), and under ludii_limit the fill moves of Ludii's count.
template <class Sink>
void EngineState::ludiiRefill(const kits::RefillPlan &plan, const int (&hand)[2], bool fromRight, Sink &sink) {
    const Rules &R = game_->rules();
    if (R.shortHole) kits::placeShortHole(pos_, bs(), plan, fromRight, sink);
    for (int s = 0; s < 2; ++s) pos_.surplus[ix(s)] = static_cast<int8_t>(R.surplusCapture ? hand[s] : 0);
    if (R.ludiiLimit) {
        const int moves = kits::ludiiFillMoves(plan);
        ludiiTurns_ += moves;
        ludiiMoves_ += moves;
    }
}

// PG-10 hole_capture: the loser's holes left unfilled are taken over by the round's winner, in
// the loser's fill order, as long as the winner has five to put in each.
template <class Sink>
void EngineState::captureHoles(Sink &sink) {
    Position &p = pos_;
    if (game_->rules().multiRound != MultiRound::HoleCapture || p.roundWinner < 0) return;
    const int W = p.roundWinner, L = other(W);
    for (int h : leftOrder(L, bs())) {
        if (p.board.isLive(h)) continue;
        const int G = bs().perHole;
        if (p.reserve[ix(W)] < G) break;
        p.board.counts[ix(h)] = static_cast<uint8_t>(G);
        p.board.live |= bit(h);
        p.reserve[ix(W)] = static_cast<int16_t>(p.reserve[ix(W)] - G);
        if (W == kNorth) p.northOwns |= bit(h);
        else p.northOwns &= static_cast<uint16_t>(~bit(h));
        sink.step(StepKind::Round, W, h, G, "hole captured");
    }
}

// end_holes = stores: between rounds each player first puts the head's counters (what it started
// with) into his head from his total, which the round's end test left at head + group or more.
template <class Sink>
void EngineState::placeHeads(Sink &sink) {
    Position &p = pos_;
    const int n = game_->rules().headCount;
    for (int s = 0; s < 2; ++s) {
        if (p.reserve[ix(s)] < n) continue;
        const int head = s == kSouth ? bs().perRow - 1 : bs().holes - 1;
        p.board.counts[ix(head)] = static_cast<uint8_t>(n);
        p.board.live |= bit(head);
        p.reserve[ix(s)] = static_cast<int16_t>(p.reserve[ix(s)] - n);
        sink.step(StepKind::Round, s, head, n, "head refilled");
    }
}

template <class Sink>
void EngineState::chooseBha(int hole, Sink &sink) {
    Position &p = pos_;
    const auto &b = p.board;
    const int bh = p.bhadar;
    setBha(hole, sink);
    // KB-17b under fill_pool: the pooled five (3 + the 2 paid) go into the bha if it is empty.
    if (p.twoOwed && p.reserve[ix(bh)] >= bs().perHole && b.counts[ix(hole)] == 0 && !b.isLive(hole))
        kits::placeGroup(p, bs(), bh, hole, sink);
}

template <class Sink>
RoundEndCause EngineState::startRound(Sink &sink, bool first) {
    const Rules &R = game_->rules();
    Position &p = pos_;
    if (!first) {
        // PG-10 cannot_fill: after the refill, a player who owns no live hole loses.
        if (R.matchEnd == MatchEnd::CannotFill && cannotFillEnds(ownMask(kSouth), ownMask(kNorth))) return RoundEndCause::None;
        if (R.ludiiLimit && !exploring_ && ludiiLimitReached()) {  // the fill moves counted (ludiiRefill)
            terminate(EndReason::LudiiLimit, Result::Undecided);
            return RoundEndCause::None;
        }
        p.starter = p.nextStarter;
    }
    kits::openRound(p, roundLog_, roundSignature(), first, progress_, sink);
    // loser_refills: a starter with nothing to lift (his short hole is blocked) passes, as in Ludii.
    return beginPlay(R.multiRound == MultiRound::LoserRefills ? NoMove::Pass : R.noMove);
}

// ---------------------------------------------------------------------------------------------
// Ludii's Walak-pussa program: loser-only refills, a relay stopped at a hole it cannot lift, the
// match end at fewer than two counters

template <class Sink>
void EngineState::loserRefill(Sink &sink) {
    const Rules &R = game_->rules();
    Position &p = pos_;
    const int W = kits::loserRefillWinner(p), L = other(W);
    p.status = Status::None;
    p.bhadar = p.kungidar = -1;
    p.blocked = 0;
    p.nextStarter = static_cast<int8_t>(R.roundStarter == RoundStarter::Alternate ? kits::alternateStarter(p) : L);
    kits::fillRun(p, bs(), W, false, ludiiMoves_, sink);  // a group in every hole: he holds at least half
    ++ludiiTurns_;
    p.fillLeft = {0, 0};
    p.fillMask = {0, 0};
    if (!R.directionOnce) {  // no choice of end: from his left, and every round anticlockwise
        p.blocked = kits::fillRun(p, bs(), L, false, ludiiMoves_, sink);
        return;
    }
    p.fillMask[ix(L)] = kits::rowEnds(L, bs());  // he chooses the end (a fill move), and so the direction
    p.fillLeft[ix(L)] = 1;
    p.toMove = static_cast<int8_t>(L);
}

template <class Sink>
void EngineState::chooseLoserEnd(Move move, Sink &sink) {
    Position &p = pos_;
    ++progress_.turns;
    const int L = p.toMove, hole = move - bs().fillBase();
    const bool fromRight = hole != L * bs().perRow;  // his left end: anticlockwise; his right end: clockwise
    p.fillLeft = {0, 0};
    p.fillMask = {0, 0};
    p.blocked = kits::fillRun(p, bs(), L, fromRight, ludiiMoves_, sink);
    p.direction = fromRight ? 1 : 0;
    const RoundEndCause c = continueBetweenRounds(sink);
    if (c != RoundEndCause::None) resolveRoundEnd(c, sink);
}

template <class Sink>
void EngineState::stuckRelayEndsRound(int mover, Sink &sink) {
    if (game_->rules().noMove == NoMove::Pass) {  // nobody's round ends by a pass rule: the turn just ends
        afterTurn(sink);
        return;
    }
    if (exploring_) {  // the stall proof: the round's own end is reachable
        exploredEnd_ = RoundEndCause::NoMove;
        return;
    }
    sink.step(StepKind::Note, mover, -1, 0, "the relay cannot go on: the round ends");
    pos_.toMove = static_cast<int8_t>(mover);  // he is the player with nothing to lift
    resolveRoundEnd(RoundEndCause::NoMove, sink);
}

bool EngineState::fewerThanTwoEnds() {
    if (game_->rules().matchEnd != MatchEnd::FewerThanTwo) return false;
    const int t0 = pos_.reserve[0], t1 = pos_.reserve[1];
    if (t0 >= 2 && t1 >= 2) return false;
    terminate(EndReason::Finished, t0 < 2 && t1 < 2 ? byTotals(t0, t1) : t0 < 2 ? Result::Win1 : Result::Win0);
    return true;
}

// ---------------------------------------------------------------------------------------------
// Keys, text, views

void EngineState::appendKey(std::string &out) const {
    // Everything the rules depend on, nothing of the guards' bookkeeping or the counters of
    // progress (the round number only under fixed_rounds, where it decides the end).
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    kits::appendKeyHead(out, pos_, bs(), false);
    put(pos_.northOwns & 0xFF);
    put(pos_.northOwns >> 8);
    if (pos_.phase == Phase::Fill || pos_.phase == Phase::Bha) {
        kits::appendKeyFill(out, pos_);
        put(pos_.bhaChooser);
        put(pos_.nextStarter);
        put(pos_.roundWinner);
    }
    const Rules &R = game_->rules();
    if (R.leftover == Leftover::LastCapturer) put(pos_.lastCapturer);
    if (R.bothPassDraw) put(pos_.passRun);
    if (R.surplusCapture) {
        put(pos_.surplus[0]);
        put(pos_.surplus[1]);
    }
    if (R.directionOnce) put(pos_.direction);
    if (R.multiRound == MultiRound::LoserRefills) {
        put(pos_.blocked & 0xFF);
        put(pos_.blocked >> 8);
    }
    if (R.deadInLoop) {
        put(pos_.idle & 0xFF);
        put(pos_.idle >> 8);
    }
    kits::appendKeyTail(out, pos_, R.matchEnd == MatchEnd::FixedRounds);
}

std::string EngineState::serialize() const {
    std::ostringstream os;
    kits::writeStateHead(os, "pachgarhwa/1", pos_, bs());
    os << " owns=" << pos_.northOwns << ',' << int(pos_.roundWinner) << ',' << int(pos_.passRun) << ',' << int(pos_.surplus[0])
       << ',' << int(pos_.surplus[1]) << ',' << int(pos_.direction) << ',' << pos_.blocked << ',' << pos_.idle
       << " fill=" << int(pos_.fillLeft[0]) << ',' << int(pos_.fillLeft[1]) << ',' << pos_.fillMask[0] << ',' << pos_.fillMask[1]
       << ',' << int(pos_.bhaChooser) << ',' << int(pos_.nextStarter);
    kits::writeStateRecent(os, pos_, progress_);
    os << " guards=" << stalledRounds_ << ',' << ludiiTurns_ << ',' << ludiiMoves_;
    kits::writeStateLogs(os, stall_, roundLog_);
    return os.str();
}

bool EngineState::parse(std::string_view text, std::string &error) {
    kits::StateText st;
    if (!st.parse(text, "pachgarhwa", "pachgarhwa/1", error)) return false;
    std::vector<long long> v;
    auto get = [&](const char *name, size_t minCount) { return st.ints(name, minCount, v, error); };
    Position p;
    if (!kits::readStateHead(st, p, bs(), 4, v, error)) return false;
    if (!get("owns", 2)) return false;
    p.northOwns = static_cast<uint16_t>(v[0] & bs().allMask());
    p.roundWinner = static_cast<int8_t>(v[1]);
    p.passRun = static_cast<int8_t>(v.size() >= 3 ? std::clamp<long long>(v[2], 0, 2) : 0);
    for (size_t s = 0; s < 2 && v.size() >= 5; ++s) p.surplus[s] = static_cast<int8_t>(std::clamp<long long>(v[3 + s], 0, 127));
    p.direction = static_cast<int8_t>(v.size() >= 7 ? std::clamp<long long>(v[5], -1, 1) : -1);
    p.blocked = static_cast<uint16_t>(v.size() >= 7 ? v[6] & bs().allMask() : 0);
    p.idle = static_cast<uint16_t>(v.size() >= 8 && game_->rules().deadInLoop ? v[7] & bs().allMask() : 0);
    if (!get("fill", 6)) return false;
    p.fillLeft = {static_cast<int8_t>(v[0]), static_cast<int8_t>(v[1])};
    p.fillMask = {static_cast<uint16_t>(v[2]), static_cast<uint16_t>(v[3])};
    p.bhaChooser = static_cast<int8_t>(v[4]);
    p.nextStarter = static_cast<int8_t>(v[5]);
    MatchProgress prog;
    if (!kits::readStateRecent(st, p, prog, v, error)) return false;
    if (!get("guards", 1)) return false;
    const int32_t guards[3] = {static_cast<int32_t>(v[0]), v.size() >= 3 ? static_cast<int32_t>(v[1]) : 0,
                               v.size() >= 3 ? static_cast<int32_t>(v[2]) : 0};
    kits::StallDetector stall;
    kits::RoundLog log;
    if (!kits::readStateLogs(st, stall, log, error)) return false;
    if (!kits::checkCounterTotal("pachgarhwa", p, bs(), error)) return false;
    adoptParsed(p, prog, guards, stall, log);
    return true;
}

// ---------------------------------------------------------------------------------------------
// Game

std::unique_ptr<Game> makeGame(GameInfo info, const Options &options, const Limits &limits, std::string &error) {
    Rules rules;
    if (!Rules::fromOptions(options, limits, rules, error)) return nullptr;
    return std::make_unique<EngineGame>(std::move(info), options, rules);
}

}  // namespace rulelab::kits::engine
