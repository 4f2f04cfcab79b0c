// The two-row engine's options in typed form (Rules::fromOptions; two_row_engine_rules.h).
#include "kits/two_row_engine_rules.h"

#include "kits/two_row_choices.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace rulelab::kits::engine {

// The typed rules are filled in by parts; each part may throw std::out_of_range for an option
// missing from the GameInfo (an internal mismatch), which fromOptions reports.
namespace {

// The sowing: lap origin, relay, capture and its zone, the four-counter rule.
void sowingFromOptions(const Options &o, Rules &r) {
    r.sow.lapOrigin = kits::pickLapOrigin(o);
    r.sow.relay = pickChoice<RelayRule>(o, "relay",
                                        {{"next_hole", RelayRule::NextHole},
                                         {"landing_hole", RelayRule::LandingHole},
                                         {"capture_next_resow_landing", RelayRule::CaptureNextResowLanding},
                                         {"resow_landing", RelayRule::ResowLanding}});
    r.sow.capture =
        pickChoice<CapturePattern>(o, "capture",
                                   {{"chain", CapturePattern::Chain},
                                    {"chain_capped4", CapturePattern::ChainCapped4},
                                    {"chain_wrap", CapturePattern::ChainWrap},
                                    {"single", CapturePattern::Single},
                                    {"first_loaded", CapturePattern::FirstLoaded},
                                    {"opposite", CapturePattern::Opposite},
                                    {"next_after_empty_landing", CapturePattern::NextAfterEmptyLanding},
                                    {"opposite_empty_landing", CapturePattern::OppositeEmptyLanding},
                                    {"next_after_empty_landing_chain4", CapturePattern::NextAfterEmptyLandingChain4}});
    r.sow.chainCap = 4;
    r.sow.zone = kits::pickCaptureZone(o);
    // An added mechanic of the vocabulary (isAddedRule); Pachgarhwa has none.
    r.sow.four = !o.has("four_rule")
                     ? FourTiming::None
                     : pickChoice<FourTiming>(o, "four_rule",
                                              {{"none", FourTiming::None},
                                               {"owner_on_drop", FourTiming::OwnerOnDrop},
                                               {"mover_on_drop", FourTiming::MoverOnDrop},
                                               {"owner_after_segment", FourTiming::OwnerAfterSegment},
                                               {"mover_row_after_move", FourTiming::MoverRowAfterMove},
                                               {"owner_sown_after_segment", FourTiming::OwnerSownAfterSegment}});
    r.sow.fourCount = 4;
}

// The board's start and its owners: direction, ownership, middle holes, heads.
bool boardFromOptions(const Options &o, Rules &r, std::string &error) {
    const int direction = !o.has("direction") ? 0
                          : pickChoice<int>(o, "direction", {{"anticlockwise", 0}, {"player_choice", 1}, {"chosen_once", 2}});
    r.directionChoice = direction == 1;
    r.directionOnce = direction == 2;
    const int P = r.board.perRow;
    const bool halves = o.has("ownership") && pickChoice<bool>(o, "ownership", {{"rows", false}, {"halves", true}});
    r.middleOneAndEmpty =
        o.has("middle_holes") && pickChoice<bool>(o, "middle_holes", {{"full", false}, {"one_and_empty", true}});
    r.northStart = r.board.rowMask(kNorth);
    r.neutral = 0;
    if (halves) {
        r.northStart = 0;
        for (int h = 0; h < r.board.holes; ++h) {
            const int column = h < P ? h : 2 * P - 1 - h;  // 0 at South's left
            if (column >= (P + 1) / 2) r.northStart |= static_cast<uint16_t>(1u << h);
            else if (P % 2 == 1 && column == P / 2) r.neutral |= static_cast<uint16_t>(1u << h);
        }
    }
    if (r.middleOneAndEmpty) {
        if (P % 2 == 0) {
            error = "middle_holes = one_and_empty needs an odd number of holes a row (holes_per_row is " +
                    std::to_string(P) + ")";
            return false;
        }
        r.board.counters -= 2 * r.board.perHole - 1;  // South's middle hole holds one, North's none
    }
    r.headsOneMore = o.has("heads") && pickChoice<bool>(o, "heads", {{"like_others", false}, {"one_more", true}});
    if (r.headsOneMore) {
        // Two counters more: the state keys need room for them (BoardSize::check's limits).
        const kits::BoardSize s = kits::BoardSize::of(P, r.board.perHole);
        const int counters = r.board.counters + 2;
        const int keyBits = std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(counters))));
        if (counters > 255 || s.holes * keyBits + 1 > 128) {
            error = "heads = one_more: " + std::to_string(counters) + " counters are too many for exact state keys";
            return false;
        }
        r.board.counters = counters;
        r.board.keyBits = std::max(r.board.keyBits, keyBits);
        r.board.key64 = r.board.holes * r.board.keyBits + 1 <= 64;
    }
    return true;
}

// end_holes = stores: the heads are their owners' stores in the loop (after boardFromOptions,
// which says what the heads start with).
void storesFromOptions(const Options &o, Rules &r) {
    if (!o.has("end_holes") || !pickChoice<bool>(o, "end_holes", {{"ordinary", false}, {"stores", true}})) return;
    const int south = r.board.perRow - 1, north = r.board.holes - 1;
    r.storeHoles = static_cast<uint16_t>((1u << south) | (1u << north));
    r.headCount = r.board.perHole + (r.headsOneMore ? 1 : 0);
    r.sow.captureHole = {static_cast<int8_t>(south), static_cast<int8_t>(north)};
}

// The ends of a game and its rounds, and the guards.
void roundsFromOptions(const Options &o, Rules &r) {
    r.noMove = kits::pickNoMove(o);
    r.roundEnd = pickChoice<RoundEnd>(o, "round_end",
                                      {{"all_exhausted", RoundEnd::AllExhausted},
                                       {"no_move", RoundEnd::NoMove},
                                       {"no_further_capture", RoundEnd::NoFurtherCapture},
                                       {"one_left", RoundEnd::OneLeft},
                                       {"row_empty", RoundEnd::RowEmpty},
                                       {"none_to_sow", RoundEnd::NoneToSow}});
    // end_test: Pachgarhwa's own option, which a rules file may leave out (an added rule there).
    // The ends only the board decides are also tested after every lap; the kit stops the relay
    // there and afterTurn ends the round by the same test.
    if (o.has("end_test") && pickChoice<bool>(o, "end_test", {{"after_turn", false}, {"after_every_lap", true}})) {
        r.sow.lapEnd = r.roundEnd == RoundEnd::OneLeft    ? LapEnd::OneLeft
                       : r.roundEnd == RoundEnd::RowEmpty  ? LapEnd::RowEmpty
                       : r.roundEnd == RoundEnd::NoneToSow ? LapEnd::NoneToSow
                                                           : LapEnd::None;  // an empty board never relays
    }
    r.bothPassDraw = o.has("both_pass") && pickChoice<bool>(o, "both_pass", {{"play_on", false}, {"draw", true}});
    r.leftover = kits::pickLeftover(o);
    r.multiRound = pickChoice<MultiRound>(o, "multi_round",
                                          {{"none", MultiRound::None},
                                           {"hole_loss", MultiRound::HoleLoss},
                                           {"hole_capture", MultiRound::HoleCapture},
                                           {"khutka_scheme", MultiRound::KhutkaScheme},
                                           {"loser_refills", MultiRound::LoserRefills}});
    r.fillOrder = kits::pickFillOrder(o);
    r.roundStarter = pickChoice<RoundStarter>(o, "round_starter",
                                              {{"round_loser", RoundStarter::RoundLoser},
                                               {"alternate", RoundStarter::Alternate},
                                               {"fewer_fills", RoundStarter::FewerFills}});
    // Added rules (Ludii's Mawkar Katiya): the loser's short hole, the captures of the surplus.
    r.shortHole = o.has("short_hole") && pickChoice<bool>(o, "short_hole", {{"none", false}, {"loser_remainder", true}});
    r.surplusCapture =
        o.has("surplus_capture") && pickChoice<bool>(o, "surplus_capture", {{"none", false}, {"sown_holes", true}});
    if (r.shortHole) r.sow.special = SpecialHoleMode::ShortHole;
    r.matchEnd = pickChoice<MatchEnd>(o, "match_end",
                                      {{"cannot_fill", MatchEnd::CannotFill},
                                       {"fixed_rounds", MatchEnd::FixedRounds},
                                       {"fewer_than_two", MatchEnd::FewerThanTwo}});
    r.rounds = static_cast<int>(o.integer("rounds"));
    if (r.multiRound == MultiRound::None) {  // a single game: one round, then the totals decide
        r.matchEnd = MatchEnd::FixedRounds;
        r.rounds = 1;
    }
    r.remainders = r.multiRound == MultiRound::KhutkaScheme;
    r.kungidarPerTurn = r.multiRound == MultiRound::KhutkaScheme;
    r.relayLoop = kits::pickRelayLoop(o);
    r.sow.loopPolicy = r.relayLoop;
    r.stall = pickChoice<StallPolicy>(o, "stall",
                                      {{"end_round_leftover", StallPolicy::EndRoundLeftover},
                                       {"undecided", StallPolicy::Undecided},
                                       {"flag_scored", StallPolicy::FlagScored}});
    r.ludiiLimit = pickChoice<bool>(o, "ludii_limit", {{"off", false}, {"on", true}});
}

// Combinations the engine refuses rather than guesses.
bool checkCombination(const Options &o, const Rules &r, std::string &error) {
    // Rules that give a hole to its owner cannot say whose a middle hole under ownership =
    // halves is, and the refill between rounds fills rows: refused rather than guessed.
    if (r.northStart != r.board.rowMask(kNorth) && r.multiRound != MultiRound::None) {
        error = "ownership = halves needs multi_round = none (the refill between rounds fills rows)";
        return false;
    }
    // The short hole and the surplus are made by hole_loss's refill, and the short hole is tested
    // only by the next-hole relay.
    if ((r.shortHole || r.surplusCapture) && r.multiRound != MultiRound::HoleLoss) {
        error = std::string(r.shortHole ? "short_hole" : "surplus_capture") + " needs multi_round = hole_loss (it is made at its refill)";
        return false;
    }
    if (r.shortHole && r.fillOrder == FillOrder::PlayerChoice) {
        error = "short_hole needs a fixed fill_order (the short hole is the loser's next hole in that order)";
        return false;
    }
    if (r.shortHole && r.sow.relay != RelayRule::NextHole) {
        error = "short_hole needs relay = next_hole (the only relay that tests the short hole)";
        return false;
    }
    // Stores in the loop and holes kept in the loop know rows and plain refills only.
    const bool storeRules = r.storeHoles != 0 || r.deadInLoop;
    if (storeRules && (r.northStart != r.board.rowMask(kNorth) || r.multiRound == MultiRound::HoleCapture ||
                       r.multiRound == MultiRound::KhutkaScheme || r.multiRound == MultiRound::LoserRefills ||
                       r.sow.four != FourTiming::None)) {
        error = std::string(r.storeHoles ? "end_holes = stores" : "dead_holes = in_loop") +
                " needs ownership = rows, no four_rule and multi_round = none or hole_loss";
        return false;
    }
    if (r.neutral != 0) {
        const char *clash = r.sow.four != FourTiming::None                                            ? "four_rule"
                            : r.sow.zone != CaptureZone::AnyRow                                       ? "capture_zone"
                            : r.noMove == NoMove::EachTakesOwnRow                                     ? "no_move"
                            : r.roundEnd == RoundEnd::OneLeft || r.roundEnd == RoundEnd::RowEmpty     ? "round_end"
                            : r.leftover == Leftover::RowOwner || r.leftover == Leftover::SplitEvenly ? "leftover"
                                                                                                      : nullptr;
        if (clash) {
            error = std::string("ownership = halves leaves the middle holes to nobody, so ") + clash + " = " +
                    o.choice(clash) + " cannot say whose they are";
            return false;
        }
    }
    return true;
}

// Ludii's Walak-pussa program: a relay stops (and the round ends) where its hole cannot be lifted
// under start_hole = two_or_more; loser_refills fills a run from one end of the loser's row.
bool walakFromOptions(const Options &o, Rules &r, std::string &error) {
    if (r.startHole == StartHole::TwoOrMore) {
        if (r.sow.lapEnd != LapEnd::None) {
            error = "start_hole = two_or_more tests the relay after every lap itself: it cannot go with end_test = "
                    "after_every_lap under round_end = " + o.choice("round_end");
            return false;
        }
        r.sow.lapEnd = LapEnd::MoverStuck;
    }
    if (r.multiRound == MultiRound::LoserRefills && r.fillOrder != FillOrder::FromOwnLeft) {
        error = "multi_round = loser_refills fills a run of holes from one end of the loser's row: fill_order must be "
                "from_own_left";
        return false;
    }
    return true;
}

}  // namespace

bool Rules::fromOptions(const Options &o, const Limits &limits, Rules &r, std::string &error) {
    try {
        r = Rules{};
        r.limits = limits;
        if (!BoardSize::fromOptions(o, r.board, error)) return false;
        r.sow = SowRules::twoRows(r.board.perRow);
        r.sow.maxLaps = limits.maxRelayLaps;
        r.sow.adjacency = DeadAdjacency::SkipDead;  // dead holes are out of play (PG-10, R4) unless dead_holes says
        const int dead = o.has("dead_holes") ? pickChoice<int>(o, "dead_holes", {{"skipped", 0}, {"empty", 1}, {"in_loop", 2}}) : 0;
        if (dead == 1) r.sow.adjacency = DeadAdjacency::EmptyHole;
        r.deadInLoop = dead == 2;  // every hole stays live (keepDeadInLoop): the adjacency never applies
        r.sow.special = SpecialHoleMode::Accumulate;  // R4's bha; inert unless khutka_scheme makes one
        r.firstPlayer =
            pickChoice<FirstPlayer>(o, "first_player", {{"random", FirstPlayer::Random}, {"south", FirstPlayer::South}});
        r.startHole = pickChoice<StartHole>(
            o, "start_hole",
            {{"any_own_nonempty", StartHole::AnyOwnNonempty},
             {"no_singleton_if_larger", StartHole::NoSingletonIfLarger},
             {"two_or_more", StartHole::TwoOrMore}});
        sowingFromOptions(o, r);
        if (!boardFromOptions(o, r, error)) return false;
        storesFromOptions(o, r);
        roundsFromOptions(o, r);
        if (!checkCombination(o, r, error) || !walakFromOptions(o, r, error)) return false;
    } catch (const std::exception &e) {
        error = e.what();
        return false;
    }
    return true;
}

}  // namespace rulelab::kits::engine
