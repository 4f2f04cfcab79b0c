#include "khutka_game.h"
#include "kits/state_text.h"
#include "kits/two_row_state_frame.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <string_view>
#include <sstream>

namespace rulelab::khutka {

using kits::NullSink;
using kits::TraceSink;

using kits::HoleOrder;
using kits::tworow::bit;
using kits::tworow::byTotals;
using kits::tworow::ix;
using kits::tworow::other;

namespace {

// The order in which a player's holes are filled. Under player_choice, holes that are
// assigned without a choice (forced fills, diff_literal's live-but-empty holes) go from the left.
HoleOrder orderFor(FillOrder o, int seat, const kits::BoardSize &bs) {
    return HoleOrder::of(seat, bs, o == FillOrder::FromOwnRight);
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Construction and simple queries

KhutkaState::KhutkaState(const KhutkaGame *game) : TwoRowState(game) {
    kits::setInitialBoard(pos_, bs());  // KB-1
    const KhutkaRules &R = game_->rules();
    beginMatch(R.firstPlayer == FirstPlayer::Random, R.firstPlayer == FirstPlayer::South ? kSouth : kNorth);
}

bool KhutkaState::hasLegalStart(int seat) const { return kits::hasStartHole(pos_.board, rowMask(seat)); }

kits::TurnParams KhutkaState::turnParams(int seat, int hole) const {
    kits::TurnParams p;
    p.mover = seat;
    p.start = hole;
    if (pos_.status == Status::FourOne) {
        const Kungidar k = game_->rules().kungidar;
        if (k == Kungidar::PerTurnFromStartHole) p.startFeeTo = pos_.kungidar;
        else if (k == Kungidar::LudiiInverted && seat == pos_.bhadar) p.segmentFeeTo = pos_.bhadar;
    }
    return p;
}

void KhutkaState::legalStarts(int seat, MoveList &out) const {
    const auto &b = pos_.board;
    const KhutkaRules &R = game_->rules();
    kits::startHoles(b, rowMask(seat), R.startHole == StartHole::NoSingletonIfLarger, out);  // KB-3, KB-6, KB-17d
    if (R.relayLoop == kits::RelayLoopPolicy::ForbidStart && out.size > 1)                   // G-1
        kits::dropLoopingStarts(R.sow, b, out, [&](int hole) { return turnParams(seat, hole); });
}

std::string KhutkaState::roundConfiguration() const {
    // Live holes per player, the Bhadar/Kungidar statuses and the bha: what a refill decided.
    return kits::roundConfiguration(pos_, bs(), rowMask(kNorth));
}

uint64_t KhutkaState::roundSignature() const {
    // G-3 (see kits::roundSignature), with the deferred per_round Kungidar payment.
    return kits::roundSignature(pos_, bs(), pos_.kungidarOwed, rowMask(kNorth));
}

bool KhutkaState::ludiiCapReached() const { return game_->rules().ludiiQuirks && ludiiLimitReached(); }

// ---------------------------------------------------------------------------------------------
// Moves

void KhutkaState::apply(Move move, Trace *trace) { applyTraced(move, trace); }

// playOutUniform on this state with a shortcut (issue 22): where the legal moves are the start
// holes of the mover (the Play phase, a hole to sow, start_hole = any_own_live_nonempty and no
// relay_loop = forbid_start), they are the set bits of kits::startMask in ascending order, so the
// drawn index picks a bit of the mask, no list is built, and the sowing is played as apply would
// play it (the sink chosen once: the usage map's when the state counts one). Everything else
// (passes, chance, the moves between rounds) goes the generic way.
// EveryReading.ItsOwnLoopPlaysAsTheGenericOne and
// KhutkaHotPath.OwnLoopPlaysAsTheGenericOneUnderOtherOptionValues check it against the generic loop.
bool KhutkaState::playRandomToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t) {
    const KhutkaRules &R = game_->rules();
    if (R.startHole != StartHole::AnyOwnLiveNonempty || R.relayLoop == kits::RelayLoopPolicy::ForbidStart) {
        playOutUniform(*this, rng, moves, chance, limits, t);
    } else if (usage_) {
        kits::UsageSink sink(usage_);
        playStartsToEnd(rng, moves, chance, limits, t, sink);
    } else {
        NullSink sink;
        playStartsToEnd(rng, moves, chance, limits, t, sink);
    }
    return true;
}

template <class Sink>
void KhutkaState::playStartsToEnd(Rng &rng, MoveList &moves, ChanceList &chance, const PlayoutLimits &limits, PlayoutTally &t,
                                  Sink &sink) {
    auto draw = [this, &rng](int seat, Move &m) {
        uint32_t starts = pos_.phase == Phase::Play ? kits::startMask(pos_.board, rowMask(seat)) : 0;
        if (starts == 0) return 0;
        const int n = kits::bitCount(starts);
        for (int i = static_cast<int>(rng.below(static_cast<uint32_t>(n))); i > 0; --i) starts &= starts - 1;
        m = std::countr_zero(starts);
        return n;
    };
    auto play = [this, &sink](Move m) {
        ++progress_.turns;  // applyMove's sowing turn
        sowTurn(m, sink);
    };
    playOutUniform(*this, rng, moves, chance, limits, t, Shortcut{draw, play});
}

template <class Sink>
void KhutkaState::sowTurn(int hole, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    const int mover = pos_.toMove;
    const kits::TurnOutcome out = kits::sowTurn(pos_, progress_, R.sow, turnParams(mover, hole), sink);
    countLudiiTurn(out.laps, out.redirectDeadEnd);
    if (kits::turnEndsMatch(pos_, out, mover, hole, sink)) return;
    pos_.toMove = static_cast<int8_t>(other(mover));
    afterTurn(sink);
}

template <class Sink>
void KhutkaState::afterTurn(Sink &sink) {
    const KhutkaRules &R = game_->rules();
    // Under ludii_quirks the stall guard is off: Ludii has none, and its trial limit bounds the match.
    const RoundEndCause cause =
        turnRoundEnd(R.roundEnd == RoundEnd::OneLeft, R.noMove, R.roundEnd == RoundEnd::NoFurtherCapture, !R.ludiiQuirks);
    if (cause == RoundEndCause::None) {
        if (!exploring_ && ludiiCapReached()) terminate(EndReason::LudiiLimit, Result::Undecided);
        return;
    }
    resolveRoundEnd(cause, sink);
}

// ---------------------------------------------------------------------------------------------
// Rounds

template <class Sink>
bool KhutkaState::endRound(RoundEndCause cause, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    // KB-17c: whatever lies in the bha is the Bhadar's; KB-10, KB-11 share the rest.
    kits::settleBoard(p, bs(), rowMask(kNorth), cause, R.noMove, R.leftover, sink);
    if (p.twoOwed) giveFromTotal(p.bhadar, other(p.bhadar), 2);  // KB-17e
    if (p.kungidarOwed) giveFromTotal(p.bhadar, p.kungidar, 1);  // KB-16c per_round, deferred
    kits::closeRound(p, cause, sink);
    p.kungidarOwed = false;

    const int t0 = p.reserve[0], t1 = p.reserve[1];
    const bool fixed = R.matchEnd == MatchEnd::FixedRounds;
    if (stalledOrLastRoundEnds(cause, R.stall == StallPolicy::Undecided, false, fixed, R.rounds)) return false;
    // all_counters and ludii_zero: a player left with nothing; cannot_fill is decided after the refill.
    if ((R.matchEnd == MatchEnd::AllCounters || R.matchEnd == MatchEnd::LudiiZero) && (t0 == 0 || t1 == 0)) {
        terminate(EndReason::Finished, byTotals(t0, t1));
        return false;
    }
    return !roundCapEnds(fixed, R.rounds);
}

// KB-13 .. KB-18: everything between two rounds that needs no decision.
template <class Sink>
void KhutkaState::beginRefill(Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    const uint16_t oldLive = b.live;
    b.live = 0;  // every hole is empty now; the refill decides which come back (KB-15)
    const int T[2] = {p.reserve[0], p.reserve[1]};
    uint16_t eligible[2];
    int groups[2], slots[2];
    for (int s = 0; s < 2; ++s) eligible[s] = rowMask(s) & (R.revive ? bs().allMask() : oldLive);
    refillGroups(T, eligible, groups, slots, sink);
    settleRemainders(T, eligible, groups, slots, sink);
    betweenRoundTurns(groups);

    // Placement (KB-14).
    for (int s = 0; s < 2; ++s) p.extraLive[ix(s)] = static_cast<int8_t>(slots[s] - groups[s]);
    kits::placeGroups(p, bs(), eligible, groups, R.fillOrder == FillOrder::PlayerChoice, R.fillOrder == FillOrder::FromOwnRight,
                      sink);
}

// KB-13: how many groups each player puts in (groups) and how many of his holes stay live (slots),
// from the totals T; under diff_literal the fives the loser cannot place go to the winner.
template <class Sink>
void KhutkaState::refillGroups(const int T[2], const uint16_t eligible[2], int groups[2], int slots[2], Sink &sink) {
    Position &p = pos_;
    const int G = bs().perHole;  // a group: five on the historical board
    if (game_->rules().refill != Refill::DiffLiteral) {
        for (int s = 0; s < 2; ++s) slots[s] = groups[s] = std::min(std::popcount(eligible[s]), T[s] / G);
        return;
    }
    // S0/S1: one hole lost per full five in the difference; further fives go to the winner.
    int lost[2] = {0, 0};
    const int W = T[0] >= T[1] ? 0 : 1, L = other(W);
    if (T[W] != T[L]) lost[L] = std::min(bs().perRow, (T[W] - T[L]) / G);
    for (int s = 0; s < 2; ++s) {
        slots[s] = std::min(std::popcount(eligible[s]), bs().perRow - lost[s]);
        groups[s] = std::min(slots[s], T[s] / G);
    }
    const int fives = T[L] / G - groups[L];
    if (T[W] != T[L] && fives > 0) {
        p.reserve[ix(L)] = static_cast<int16_t>(p.reserve[ix(L)] - G * fives);
        p.reserve[ix(W)] = static_cast<int16_t>(p.reserve[ix(W)] + G * fives);
        sink.step(StepKind::Round, W, -1, G * fives, G == 5 ? "fives to the winner" : "groups to the winner");
    }
}

// KB-16 / KB-17: the remainders' status (4+1, 3+2), the Bhadar and Kungidar, their payments, and
// the pooled five that fills one more of the Bhadar's holes.
template <class Sink>
void KhutkaState::settleRemainders(const int T[2], const uint16_t eligible[2], int groups[2], int slots[2], Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    const int G = bs().perHole;
    int hand[2];
    for (int s = 0; s < 2; ++s) hand[s] = p.reserve[ix(s)] - G * groups[s];
    p.status = Status::None;
    p.bhadar = p.kungidar = -1;
    if (R.remainderTrigger == RemainderTrigger::Always) {
        kits::remainderStatus(p, T, G);            // 4+1 and 3+2, "one short" and "two short" of a group
    } else if (std::abs(hand[0] - hand[1]) < G) {  // Ludii: hands after filling, in its order of tests
        if (hand[0] == 1) p.status = Status::FourOne, p.bhadar = kNorth;
        else if (hand[1] == 1) p.status = Status::FourOne, p.bhadar = kSouth;
        else if (hand[1] == 2) p.status = Status::ThreeTwo, p.bhadar = kSouth;
        else if (hand[0] == 2) p.status = Status::ThreeTwo, p.bhadar = kNorth;
    }
    const bool pooledInPlay = R.refill != Refill::Fill && R.pooledFive == PooledFive::FillExtraHole;
    if (p.status == Status::FourOne) {
        kits::payFourOne(p, hand, sink);  // KB-16a: the 1 goes to the Bhadar
        if (pooledInPlay && hand[p.bhadar] >= G) {
            const int bh = p.bhadar;
            const bool room = R.refill == Refill::FillPool ? std::popcount(eligible[bh]) > groups[bh] : slots[bh] > groups[bh];
            if (room) {
                ++groups[bh];
                slots[bh] = std::max(slots[bh], groups[bh]);
                hand[bh] -= G;
            }
        }
    } else if (p.status == Status::ThreeTwo && R.twoTransfer == TwoTransfer::TransferAndReturn) {
        kits::payThreeTwo(p, hand, sink);  // KB-17a
    }
}

// Who moves in Ludii's between-round phases: fills alternate from the player after the round's
// last mover; the phase ends at two passes in a row, the next player decides, and the player
// after him starts sowing (catalogue KB-17b, KB-18 ludii_*). From them and the round's totals:
// who starts the next round and who chooses the bha.
void KhutkaState::betweenRoundTurns(const int groups[2]) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    const int m = kits::firstFiller(p);  // who fills first (placeGroups decides it the same way)
    const int fm = groups[m], fo = groups[other(m)];
    const int lastPasser = fm > fo ? m : other(m);
    const int phaseTurns = std::max(2 * fm, 2 * fo + 1) + 1;
    ludiiTurns_ += phaseTurns + 1;
    ludiiMoves_ += phaseTurns + 1;

    const int t0 = p.lastRoundTotals[0], t1 = p.lastRoundTotals[1];
    switch (R.roundStarter) {
    case RoundStarter::Alternate: p.nextStarter = kits::alternateStarter(p); break;
    case RoundStarter::RoundLoser: p.nextStarter = kits::roundLoserStarter(p); break;
    case RoundStarter::RoundWinner:
        p.nextStarter = static_cast<int8_t>(t0 > t1 ? kSouth : t1 > t0 ? kNorth : other(p.starter));
        break;
    case RoundStarter::LudiiIncidental: p.nextStarter = static_cast<int8_t>(lastPasser); break;
    }
    p.bhaChooser = -1;
    if (p.status == Status::ThreeTwo)
        p.bhaChooser = static_cast<int8_t>(R.bhaChooser == BhaChooser::Bhadar ? p.bhadar : other(lastPasser));
}

// diff_literal: holes that stay live although nobody could fill them (x = 1, 2).
template <class Sink>
void KhutkaState::afterPlacement(Sink &) {
    Position &p = pos_;
    const KhutkaRules &R = game_->rules();
    for (int s = 0; s < 2; ++s) {
        int k = p.extraLive[ix(s)];
        for (int h : orderFor(R.fillOrder, s, bs()))
            if (k > 0 && (p.fillMask[ix(s)] & bit(h))) {
                p.board.live |= bit(h);
                p.fillMask[ix(s)] &= static_cast<uint16_t>(~bit(h));
                --k;
            }
        p.extraLive[ix(s)] = 0;
    }
}

template <class Sink>
void KhutkaState::chooseBha(int hole, Sink &sink) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    const int bh = p.bhadar;
    setBha(hole, sink);
    // KB-17b: the pooled five (3 + the 2 paid) go into the bha if it is empty.
    if (R.refill == Refill::Fill || R.pooledFive != PooledFive::FillExtraHole || !p.twoOwed || p.reserve[ix(bh)] < bs().perHole)
        return;
    int target = -1;
    if (R.refill == Refill::FillPool) {
        if (b.counts[ix(hole)] == 0 && (p.fillMask[ix(bh)] & bit(hole))) target = hole;
    } else {  // diff_literal: a live hole the Bhadar could not fill, the bha first
        if (b.isLive(hole) && b.counts[ix(hole)] == 0) target = hole;
        else
            for (int h : orderFor(R.fillOrder, bh, bs()))
                if (target < 0 && b.isLive(h) && b.counts[ix(h)] == 0) target = h;
    }
    if (target >= 0) kits::placeGroup(p, bs(), bh, target, sink);
}

template <class Sink>
RoundEndCause KhutkaState::startRound(Sink &sink, bool first) {
    const KhutkaRules &R = game_->rules();
    Position &p = pos_;
    auto &b = p.board;
    if (!first) {
        // KB-17c on_drop: counters already in the bha are the Bhadar's at once.
        if (b.special >= 0 && R.sow.special == kits::SpecialHoleMode::OnDrop && b.counts[ix(b.special)] > 0) {
            const int n = b.counts[ix(b.special)];
            b.counts[ix(b.special)] = 0;
            b.store[ix(b.specialOwner)] = static_cast<int16_t>(b.store[ix(b.specialOwner)] + n);
            sink.capture(b.specialOwner, b.special, n, "bha");
        }
        // KB-16c per_round: one counter from the Bhadar to the Kungidar now, or at the round's end.
        if (p.status == Status::FourOne && R.kungidar == Kungidar::PerRound) {
            if (p.reserve[ix(p.bhadar)] > 0) {
                --p.reserve[ix(p.bhadar)];
                ++p.reserve[ix(p.kungidar)];
                sink.step(StepKind::Note, p.bhadar, -1, 1, "Bhadar pays 1 to the Kungidar");
            } else {
                p.kungidarOwed = true;
            }
        }
        // KB-19: the ends decided after the refill.
        if (R.matchEnd == MatchEnd::CannotFill && cannotFillEnds(rowMask(kSouth), rowMask(kNorth))) return RoundEndCause::None;
        if (R.matchEnd == MatchEnd::AllCounters) {
            int held[2] = {total(0), total(1)};
            for (int h = 0; h < bs().holes; ++h) held[rowOwner(h)] += b.counts[ix(h)];
            if (held[0] == 0 || held[1] == 0) {
                returnBoardToReserves();
                terminate(EndReason::Finished, byTotals(held[0], held[1]));
                return RoundEndCause::None;
            }
        }
        p.starter = p.nextStarter;
    }
    kits::openRound(p, roundLog_, roundSignature(), first, progress_, sink);
    if (ludiiCapReached()) {
        returnBoardToReserves();
        terminate(EndReason::LudiiLimit, Result::Undecided);
        return RoundEndCause::None;
    }
    return beginPlay(R.noMove);
}

// ---------------------------------------------------------------------------------------------
// Keys, text, views

void KhutkaState::appendKey(std::string &out) const {
    // Everything the rules depend on, nothing of the guards' bookkeeping or the counters of
    // progress (the round number only under fixed_rounds, where it decides the end).
    auto put = [&](int v) { out.push_back(static_cast<char>(v)); };
    kits::appendKeyHead(out, pos_, bs(), pos_.kungidarOwed);
    if (pos_.phase == Phase::Fill || pos_.phase == Phase::Bha) {
        kits::appendKeyFill(out, pos_);
        put(pos_.extraLive[0]);
        put(pos_.extraLive[1]);
        put(pos_.bhaChooser);
        put(pos_.nextStarter);
    }
    const KhutkaRules &R = game_->rules();
    if (R.leftover == Leftover::LastCapturer) put(pos_.lastCapturer);
    if (R.roundStarter == RoundStarter::LudiiIncidental || R.bhaChooser == BhaChooser::LudiiMover) put(pos_.lastMover);
    kits::appendKeyTail(out, pos_, R.matchEnd == MatchEnd::FixedRounds);
}

std::string KhutkaState::serialize() const {
    return kits::writeStateFrame("khutka-boia/1", pos_, bs(), progress_, {stalledRounds_, ludiiTurns_, ludiiMoves_}, stall_,
                                 roundLog_, [&](std::ostream &os) {
                                     os << ',' << int(pos_.kungidarOwed) << " fill=" << int(pos_.fillLeft[0]) << ','
                                        << int(pos_.fillLeft[1]) << ',' << pos_.fillMask[0] << ',' << pos_.fillMask[1] << ','
                                        << int(pos_.extraLive[0]) << ',' << int(pos_.extraLive[1]) << ',' << int(pos_.bhaChooser)
                                        << ',' << int(pos_.nextStarter);
                                 });
}

bool KhutkaState::parse(std::string_view text, std::string &error) {
    Position p;
    kits::StateFrameTail t;
    auto own = [&p](const std::vector<long long> &v, const auto &get) {
        p.kungidarOwed = v[4] != 0;
        if (!get("fill", 8)) return false;
        p.fillLeft = {static_cast<int8_t>(v[0]), static_cast<int8_t>(v[1])};
        p.fillMask = {static_cast<uint16_t>(v[2]), static_cast<uint16_t>(v[3])};
        p.extraLive = {static_cast<int8_t>(v[4]), static_cast<int8_t>(v[5])};
        p.bhaChooser = static_cast<int8_t>(v[6]);
        p.nextStarter = static_cast<int8_t>(v[7]);
        return true;
    };
    if (!kits::readStateFrame(text, "khutka-boia", "khutka-boia/1", bs(), 5, 3, p, t, error, own)) return false;
    adoptParsed(p, t.progress, t.guards, t.stall, t.log);
    return true;
}

// ---------------------------------------------------------------------------------------------
// Game

std::unique_ptr<Game> makeKhutkaGame(const Options &options, const Limits &limits, std::string &error) {
    return kits::makeGameFromOptions<KhutkaGame, KhutkaRules>(options, limits, error);
}

}  // namespace rulelab::khutka
