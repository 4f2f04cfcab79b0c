// The hot path (issue 22, item 1) and usage counting (issue 20).
//
// BheriState keeps some things incrementally instead of working them out on every call: each
// side's piece that is out, the pieces on the board, the G-4 answer (once per position, not once
// per throw) and the piece moves of the decision in progress. These tests play many random
// matches under readings that use every kind of turn (banked credits, split throws, the exit
// circuit, positions that freeze) and check in every state that what is kept equals what the
// from-scratch functions of bheri_board.h give, that the legal moves are exactly those the
// listing from scratch gives, and that a state read back from its text form goes on exactly as
// the original. The usage tests are traced by hand.
#include "bheri_test_support.h"

#include "game/rng.h"
#include "sim/runner.h"
#include "support/same_match.h"

#include <tuple>

namespace rulelab::bheri::test {
namespace {

using V = std::vector<Move>;

// legalPieceMoves as it was written before it visited only the cells that hold an own piece
// and found the home moves on whole-row bit masks (every listing with no excluded piece):
// every compartment of the home row in turn, front first, each rule tested on the cell itself.
// The lists must be the same, in the same order.
void scanPieceMoves(const Rules &rules, const Position &pos, int seat, int active, int v, bool isPod, int excludeNumber,
                    PieceMoveList &out) {
    const Geometry &g = rules.geo;
    const int last = g.rowLength();
    auto landing = [&](int dest, PieceMove &m) {
        const int8_t occ = pos.at(dest);
        const int owner = codeOwner(occ);
        if (owner == seat) return false;
        if (owner >= 0 && !rules.captureHome && g.homeCompartment(owner, dest) != 0) return false;
        m.to = static_cast<int8_t>(dest);
        m.captured = occ;
        return true;
    };
    auto homePathClear = [&](int a, int b) {
        for (int h = a; h <= b; ++h)
            if (pos.ownerAt(g.homeCell(seat, h)) == seat) return false;
        return true;
    };
    PieceMoveList home;
    PieceMove activeMove;
    bool activeLegal = false;
    if (active >= 0 && codeNumber(pos.at(active)) != excludeNumber) {
        const int j = g.circuitIndex(seat, active) + v;
        activeMove.from = static_cast<int8_t>(active);
        if (j >= g.circuitLength() && rules.exitCircuit) {
            activeMove.to = kOffBoard;
            activeLegal = true;
        } else {
            activeLegal = landing(g.circuitCell(seat, j % g.circuitLength()), activeMove);
        }
    }
    for (int h = last; h >= g.firstPiece(); --h) {
        const int cell = g.homeCell(seat, h);
        const int8_t code = pos.at(cell);
        if (codeOwner(code) != seat) continue;
        const int n = codeNumber(code);
        if (n == excludeNumber || (h == n && !isPod)) continue;
        const int t = h + v;
        PieceMove m;
        m.from = static_cast<int8_t>(cell);
        if (t <= last) {
            const int dest = g.homeCell(seat, t);
            const int8_t occ = pos.at(dest);
            if (occ != 0 && (codeOwner(occ) == seat || !rules.homeShiftCapture)) continue;
            if (!rules.homeJump && !homePathClear(h + 1, t - 1)) continue;
            m.to = static_cast<int8_t>(dest);
            m.captured = occ;
            home.push(m);
            continue;
        }
        if (active >= 0 || (!rules.passThrough && h != last) || (rules.everyExitPod && !isPod)) continue;
        if (!rules.homeJump && !homePathClear(h + 1, last)) continue;
        if (landing(g.circuitCell(seat, rules.entryIndex + (t - last - 1)), m)) home.push(m);
    }
    if (isPod && activeLegal) {
        if (rules.podPriority == PodPriority::UntilAllShifted && pos.anyUnshiftedHome(seat, g)) activeLegal = false;
        if (rules.podPriority == PodPriority::HomeIfPossible && !home.empty()) activeLegal = false;
    }
    out.clear();
    if (activeLegal) out.push(activeMove);
    for (int i = 0; i < home.size; ++i) out.push(home[i]);
}

// Every value, pod or not, with and without each own piece excluded: the listing equals the scan.
void expectListingIsTheScan(const Rules &r, const Position &p) {
    for (int seat = 0; seat < 2; ++seat) {
        const int active = p.activeCell(seat, r.geo);
        for (int v = 1; v <= 4; ++v)
            for (const bool pod : {false, true})
                for (int exclude = 0; exclude <= r.geo.rowLength(); ++exclude) {
                    PieceMoveList fast, scan;
                    legalPieceMoves(r, p, seat, active, v, pod, exclude, fast);
                    scanPieceMoves(r, p, seat, active, v, pod, exclude, scan);
                    ASSERT_EQ(fast.size, scan.size) << "seat " << seat << " v " << v << " pod " << pod << " exclude " << exclude;
                    for (int i = 0; i < fast.size; ++i) {
                        EXPECT_EQ(int(fast[i].from), int(scan[i].from)) << "seat " << seat << " v " << v << " move " << i;
                        EXPECT_EQ(int(fast[i].to), int(scan[i].to)) << "seat " << seat << " v " << v << " move " << i;
                        EXPECT_EQ(int(fast[i].captured), int(scan[i].captured)) << "seat " << seat << " v " << v << " move " << i;
                    }
                }
    }
}

// The moves of a whole value v (and of its first halves), listed from scratch with the scanning
// functions, as BheriState listed them before it kept anything.
void referenceValueMoves(const Rules &r, const Position &p, int seat, int v, MoveList &out) {
    PieceMoveList list;
    legalPieceMoves(r, p, seat, v, v == 1, 0, list);
    for (int i = 0; i < list.size; ++i) out.push(encodeWhole(v, list[i].from));
    if (r.halves && (v == 2 || v == 4)) {
        const int h = v / 2;
        legalPieceMoves(r, p, seat, h, false, 0, list);
        for (int i = 0; i < list.size; ++i)
            if (halfFollowUpExists(r, p, seat, h, list[i])) out.push(encodeHalf(h, list[i].from));
    }
}

V referenceLegalMoves(const BheriGame &g, const BheriState &s) {
    const Rules &r = g.rules();
    MoveList out;
    if (s.phase() == Phase::Move) {
        if (r.banked) {
            for (int v = 1; v <= 4; ++v)
                if (s.bank()[static_cast<size_t>(v)] > 0) referenceValueMoves(r, s.position(), s.toMove(), v, out);
        } else {
            referenceValueMoves(r, s.position(), s.toMove(), s.throwValue(), out);
        }
    } else if (s.phase() == Phase::SecondHalf) {
        PieceMoveList list;
        legalPieceMoves(r, s.position(), s.toMove(), s.halfValue(), false, s.halfPiece(), list);
        for (int i = 0; i < list.size; ++i) out.push(encodeHalf(s.halfValue(), list[i].from));
    }
    if (!r.compulsory && !out.empty()) out.push(kDecline);
    return V(out.moves.begin(), out.moves.begin() + out.size);
}

V legalMovesOf(const State &s) {
    MoveList l;
    s.legalMoves(l);
    return V(l.moves.begin(), l.moves.begin() + l.size);
}

struct Seen {
    int states = 0, decisions = 0, lostThrows = 0, deadlocks = 0, secondHalves = 0, banked = 0, escapes = 0;
};

// Plays `matches` random matches and checks every state (see the file comment).
void checkAlongRandomMatches(const BheriGame &game, int matches, uint64_t seed, Seen &seen) {
    const Rules &r = game.rules();
    Rng rng(seed);
    ChanceList chance;
    for (int m = 0; m < matches; ++m) {
        auto state = game.newInitialState();
        auto &s = static_cast<BheriState &>(*state);
        int64_t step = 0;
        for (;;) {
            ++seen.states;
            ASSERT_EQ(s.derivedMismatch(), "") << s.serialize();
            if (step % 3 == 0) {
                expectListingIsTheScan(r, s.position());
                if (::testing::Test::HasFailure()) FAIL() << s.serialize();
            }
            if (s.isTerminal()) break;
            // A throw is only ever made in a position that G-4 found alive.
            if (s.phase() == Phase::Throw) {
                ASSERT_FALSE(isDeadlocked(r, s.position())) << s.serialize();
            }
            Move mv;
            const bool decision = !s.isChance();
            if (decision) {
                ++seen.decisions;
                seen.secondHalves += s.phase() == Phase::SecondHalf;
                seen.banked += r.banked;
                const V legal = legalMovesOf(s);
                ASSERT_EQ(legal, referenceLegalMoves(game, s)) << s.serialize();
                ASSERT_FALSE(legal.empty()) << s.serialize();
                mv = legal[rng.below(static_cast<uint32_t>(legal.size()))];
            } else {
                s.chanceOutcomes(chance);
                mv = sample(chance, rng);
            }
            // The text form recomputes everything kept: a state read back goes on exactly as this one.
            std::unique_ptr<State> copy;
            if (step % 5 == 0) {
                std::string error;
                copy = game.deserialize(s.serialize(), error);
                ASSERT_TRUE(copy) << error;
                ASSERT_EQ(static_cast<const BheriState &>(*copy).derivedMismatch(), "");
                if (decision) {
                    ASSERT_EQ(legalMovesOf(*copy), legalMovesOf(s));
                }
            }
            // A throw that the listing from scratch cannot use is lost without a decision, and a
            // usable one always becomes one (immediate throws).
            const bool immediateThrow = s.phase() == Phase::Throw && !r.banked && mv > 0;
            MoveList usable;
            if (immediateThrow) referenceValueMoves(r, s.position(), s.toMove(), mv, usable);
            const int seat = s.toMove();
            const int escapedBefore = s.position().escaped[static_cast<size_t>(seat)];
            s.apply(mv);
            if (immediateThrow) {
                ASSERT_EQ(s.phase() == Phase::Move && s.toMove() == seat, !usable.empty()) << s.serialize();
                seen.lostThrows += usable.empty();
            }
            if (decision) seen.escapes += s.position().escaped[static_cast<size_t>(seat)] != escapedBefore;
            if (copy) {
                copy->apply(mv);
                ASSERT_EQ(copy->serialize(), s.serialize());
                ASSERT_EQ(copy->key(), s.key());
            }
            ++step;
        }
        if (s.endReason() == EndReason::Deadlock) {
            ++seen.deadlocks;
            ASSERT_TRUE(isDeadlocked(r, s.position()));
        }
        if (s.endReason() == EndReason::CapReached) {
            ASSERT_FALSE(isDeadlocked(r, s.position()));
        }
    }
}

TEST(BheriHotPath, KeptFieldsAgreeWithTheScansAlongRandomMatches) {
    Limits limits;
    limits.maxThrows = 600;  // capture_home=false matches that do not freeze end at the cap
    Seen total;
    for (const auto &reading : shippedReadings()) {
        const std::vector<std::vector<std::string>> variants = {
            {},
            {"split=halves", "compulsory=false", "capture_bonus=extra_throw"},
            {"throw_use=banked", "split=halves", "extra_values=pod_and_car"},
            {"circuit=exit", "pod_priority=none"},
            {"capture_home=false", "exit_from_8_only=pass_through", "home_jump=true"},
            {"row_length=4", "pieces_per_side=3", "split=halves", "entry_cell=diagonal"},
        };
        for (const auto &v : variants) {
            std::string label = reading.id;
            for (const auto &o : v) label += " " + o;
            SCOPED_TRACE(label);
            auto g = gameForReading(reading, v, limits);
            checkAlongRandomMatches(*g, v.empty() ? 200 : 50, 0x40d + label.size(), total);
            if (HasFatalFailure()) return;
        }
    }
    // The matches went through every kind of turn the kept fields serve.
    EXPECT_GT(total.lostThrows, 0);
    EXPECT_GT(total.deadlocks, 0);
    EXPECT_GT(total.secondHalves, 0);
    EXPECT_GT(total.banked, 0);
    EXPECT_GT(total.escapes, 0);
}

// Bheri Bakri's own playout loop (BheriState::playRandomToEnd; under immediate throws written
// out, without move lists) plays exactly as the generic loop with a uniform random player, under
// the option values no shipped reading uses as well: declines, capture rethrows, halves,
// banked credits, the exit circuit, small boards, and the decision cap.
TEST(BheriHotPath, OwnLoopPlaysAsTheGenericOneUnderOtherOptionValues) {
    const std::vector<std::vector<std::string>> variants = {
        {},
        {"split=halves", "compulsory=false", "capture_bonus=extra_throw"},
        {"compulsory=false", "pod_priority=none", "first_player=sheep"},
        {"throw_use=banked", "split=halves", "extra_values=pod_and_car"},
        {"circuit=exit", "pod_priority=none", "cowrie_p=0.35"},
        {"capture_home=false", "exit_from_8_only=pass_through", "home_jump=true"},
        {"row_length=4", "pieces_per_side=3", "split=halves", "entry_cell=diagonal", "compulsory=false"},
    };
    int declines = 0, capped = 0;
    for (const auto &reading : shippedReadings())
        for (const auto &v : variants)
            for (const int64_t maxTurns : {int64_t{100000}, int64_t{15}}) {
                std::string label = reading.id + " maxTurns " + std::to_string(maxTurns);
                for (const auto &o : v) label += " " + o;
                Limits limits;
                limits.maxThrows = 600;
                limits.maxTurns = maxTurns;
                auto g = gameForReading(reading, v, limits);
                auto random = makeAgent(AgentSpec{}, *g);
                ASSERT_TRUE(random->isUniformRandom());
                testsupport::UnflaggedRandom generic;
                MatchScratch own(*g), plain(*g);
                own.recordUsage = plain.recordUsage = true;
                for (int64_t i = 0; i < 12; ++i) {
                    const uint64_t seed = 0xb4e1 + static_cast<uint64_t>(i) * 7919 + label.size();
                    const MatchRecord a = playMatch(*g, seed, i, MatchAgents{random.get(), random.get(), false}, true, own);
                    const MatchRecord b = playMatch(*g, seed, i, MatchAgents{&generic, &generic, false}, true, plain);
                    testsupport::expectSameMatch(a, b, label + " match " + std::to_string(i));
                    auto s = g->newInitialState();  // decline is move 0, as are a throw of 0 and Goats starting
                    for (const Move m : a.moves) {
                        declines += !s->isChance() && m == kDecline;
                        s->apply(m);
                    }
                    capped += a.endReason == EndReason::CapReached && a.decisions == maxTurns;
                }
                if (HasFailure()) return;
            }
    EXPECT_GT(declines, 0) << "no match declined a throw: that path went untested";
    EXPECT_GT(capped, 0) << "no match reached the decision cap: that path went untested";
}

// --- usage counting ----------------------------------------------------------------------------

uint32_t countAt(const CellUsage &u, UsageKind k, int cell) { return u.count[static_cast<size_t>(k)][static_cast<size_t>(cell)]; }

// Every count other than the expected ones is zero.
void expectOnly(const CellUsage &u, const std::vector<std::tuple<UsageKind, int, uint32_t>> &expected) {
    CellUsage want;
    for (const auto &[k, cell, n] : expected) want.count[static_cast<size_t>(k)][static_cast<size_t>(cell)] = n;
    for (int k = 0; k < kUsageKinds; ++k)
        for (int c = 0; c < kMaxUsageCells; ++c)
            EXPECT_EQ(countAt(u, static_cast<UsageKind>(k), c), countAt(want, static_cast<UsageKind>(k), c))
                << usageKindKey(static_cast<UsageKind>(k)) << " c" << c;
}

// The position `text` of `g` after its only move, which must be `move`, played with `usage`
// counting (left attached); null when the position is refused or has other moves.
std::unique_ptr<BheriState> afterOnlyMove(const BheriGame &g, const std::string &text, Move move, CellUsage &usage) {
    auto s = makeState(g, text);
    if (!s) return nullptr;
    const V moves = sortedMoves(*s);
    EXPECT_EQ(moves, V({move}));
    if (moves != V({move})) return nullptr;
    s->setUsage(&usage);
    s->apply(move);
    return s;
}

// Goats' 8 is out on c11 (index 4 of Goats' circuit c15 c14 .. c8, c16 .. c23); Sheep's 8 has just
// been released onto c8. Goats throw a tin: their home pieces have never been shifted and a tin is
// no pod, so the only move is the 8 on c11 three cells on, to c8 (index 7), where it takes
// Sheep's 8 (311).
//   Before                 After 311
//   B: . g f e d c b a     B: . g f e d c b a
//   N: h . . 8 . . . .     N: 8 . . . . . . .
//   A: 1 2 3 4 5 6 7 .     A: 1 2 3 4 5 6 7 .
// Counted: lifted from c11, landed on c8, captured on c8; nothing else.
TEST(BheriUsage, CaptureCountsLiftLandingAndCapture) {
    auto g = makeGame();
    CellUsage usage;
    auto s = afterOnlyMove(*g, "board=.gfedcba/h..8..../1234567. to=0 phase=move throw=3", 311, usage);
    ASSERT_TRUE(s);
    EXPECT_EQ(boardOf(*s), ".gfedcba/8......./1234567.");
    EXPECT_EQ(s->scores(), (std::array<int, 2>{1, 0}));
    expectOnly(usage, {{UsageKind::Lifted, 11, 1}, {UsageKind::Landed, 8, 1}, {UsageKind::Captured, 8, 1}});
    // Throws count nothing, and a copy of the state (an agent's search) counts nowhere: Sheep throw
    // no point, then in the copy Goats throw a pod, which must shift their unshifted 7 from A7 (c6)
    // to A8 (c7) before their 8 may use one (pod priority until all are shifted): 106.
    ASSERT_TRUE(s->isChance());
    s->apply(0);
    auto copy = s->clone();
    copy->apply(1);
    ASSERT_EQ(sortedMoves(*copy), V({106}));
    copy->apply(106);
    expectOnly(usage, {{UsageKind::Lifted, 11, 1}, {UsageKind::Landed, 8, 1}, {UsageKind::Captured, 8, 1}});
}

// circuit=exit: Goats' 8 stands on c23 (B1, index 15, the last cell of its circuit). A do carries
// it past the end: it leaves the board (223). Lifted from c23; it lands nowhere, so nothing else.
TEST(BheriUsage, LeavingTheBoardCountsOnlyTheLift) {
    auto g = makeGame({{"circuit", "exit"}});
    CellUsage usage;
    auto s = afterOnlyMove(*g, "board=hgfedcb8/......../1234567. to=0 phase=move throw=2", 223, usage);
    ASSERT_TRUE(s);
    EXPECT_EQ(boardOf(*s), "hgfedcb./......../1234567.");
    EXPECT_EQ(s->position().escaped[0], 1);
    expectOnly(usage, {{UsageKind::Lifted, 23, 1}});
}

// A pod releases Goats' 8 from A8 (c7) onto c15 (107), with no capture: lifted from c7, landed on
// c15. Without a counter the same move counts nothing anywhere (and plays the same).
TEST(BheriUsage, ReleaseCountsLiftAndLanding) {
    auto g = makeGame();
    auto s = makeState(*g, "board=hgfedcba/......../12345678 to=0 phase=move throw=1");
    ASSERT_TRUE(s);
    ASSERT_EQ(sortedMoves(*s), V({107}));
    auto uncounted = s->clone();
    CellUsage usage;
    s->setUsage(&usage);
    s->apply(107);
    uncounted->apply(107);
    EXPECT_EQ(uncounted->serialize(), s->serialize());
    expectOnly(usage, {{UsageKind::Lifted, 7, 1}, {UsageKind::Landed, 15, 1}});
}

}  // namespace
}  // namespace rulelab::bheri::test
