// KhutkaRules from a reading's options: the sowing and its relay and captures, then the rounds,
// the refill and the end of the match (khutka_rules.h). The option table is khutka_rules.cpp.
#include "khutka_rules.h"

#include "kits/two_row_choices.h"

#include <stdexcept>

namespace rulelab::khutka {

namespace {

using namespace kits;

// Who starts, which holes may be lifted, and what a turn's sowing does (relay, captures, four).
void readTurn(const Options &o, KhutkaRules &r) {
    r.firstPlayer = pickChoice<FirstPlayer>(
        o, "first_player", {{"random", FirstPlayer::Random}, {"south", FirstPlayer::South}, {"north", FirstPlayer::North}});
    r.startHole = pickChoice<StartHole>(
        o, "start_hole",
        {{"any_own_live_nonempty", StartHole::AnyOwnLiveNonempty}, {"no_singleton_if_larger", StartHole::NoSingletonIfLarger}});
    r.sow.lapOrigin = kits::pickLapOrigin(o);
    r.sow.adjacency = pickChoice<DeadAdjacency>(
        o, "dead_adjacency", {{"skip_dead", DeadAdjacency::SkipDead}, {"empty_hole", DeadAdjacency::EmptyHole}});
    r.sow.relay =
        pickChoice<RelayRule>(o, "relay", {{"next_hole", RelayRule::NextHole}, {"landing_hole", RelayRule::LandingHole}});
    r.sow.capture = pickChoice<CapturePattern>(o, "capture",
                                               {{"single", CapturePattern::Single},
                                                {"chain", CapturePattern::Chain},
                                                {"first_loaded", CapturePattern::FirstLoaded},
                                                {"opposite", CapturePattern::Opposite}});
    r.sow.zone = kits::pickCaptureZone(o);
    r.sow.four = pickChoice<FourTiming>(o, "four",
                                        {{"none", FourTiming::None},
                                         {"owner_on_drop", FourTiming::OwnerOnDrop},
                                         {"owner_after_segment", FourTiming::OwnerAfterSegment},
                                         {"mover_row_after_move", FourTiming::MoverRowAfterMove}});
    r.noMove = kits::pickNoMove(o);
    r.roundEnd = pickChoice<RoundEnd>(o, "round_end",
                                      {{"all_captured", RoundEnd::AllCaptured},
                                       {"one_left", RoundEnd::OneLeft},
                                       {"no_move", RoundEnd::NoMove},
                                       {"no_further_capture", RoundEnd::NoFurtherCapture}});
    r.leftover = kits::pickLeftover(o);
}

// The refill between rounds and the Bhadar's, Kungidar's and bha's odd counters.
void readRefill(const Options &o, KhutkaRules &r) {
    r.refill = pickChoice<Refill>(
        o, "refill", {{"fill", Refill::Fill}, {"fill_pool", Refill::FillPool}, {"diff_literal", Refill::DiffLiteral}});
    r.fillOrder = kits::pickFillOrder(o);
    r.revive = pickChoice<bool>(o, "revive", {{"yes", true}, {"no", false}});
    r.pooledFive = pickChoice<PooledFive>(o, "pooled_five",
                                          {{"fill_extra_hole", PooledFive::FillExtraHole}, {"reserve", PooledFive::Reserve}});
    r.kungidar = pickChoice<Kungidar>(o, "kungidar",
                                      {{"per_turn_from_start_hole", Kungidar::PerTurnFromStartHole},
                                       {"per_round", Kungidar::PerRound},
                                       {"ludii_inverted", Kungidar::LudiiInverted},
                                       {"none", Kungidar::None}});
    r.remainderTrigger = pickChoice<RemainderTrigger>(
        o, "remainder_trigger",
        {{"always", RemainderTrigger::Always}, {"ludii_postfill_lt5", RemainderTrigger::LudiiPostfillLt5}});
    r.twoTransfer = pickChoice<TwoTransfer>(
        o, "two_transfer", {{"transfer_and_return", TwoTransfer::TransferAndReturn}, {"none", TwoTransfer::None}});
    r.bhaChooser =
        pickChoice<BhaChooser>(o, "bha_chooser", {{"bhadar", BhaChooser::Bhadar}, {"ludii_mover", BhaChooser::LudiiMover}});
    r.sow.special = pickChoice<SpecialHoleMode>(o, "bha_capture",
                                                {{"on_drop", SpecialHoleMode::OnDrop},
                                                 {"after_segment", SpecialHoleMode::AfterSegment},
                                                 {"accumulate", SpecialHoleMode::Accumulate}});
}

// Later rounds, the end of the match, Ludii's artefacts and the simulation guards.
void readMatch(const Options &o, KhutkaRules &r) {
    r.roundStarter = pickChoice<RoundStarter>(o, "round_starter",
                                              {{"alternate", RoundStarter::Alternate},
                                               {"round_loser", RoundStarter::RoundLoser},
                                               {"round_winner", RoundStarter::RoundWinner},
                                               {"ludii_incidental", RoundStarter::LudiiIncidental}});
    r.matchEnd = pickChoice<MatchEnd>(o, "match_end",
                                      {{"all_counters", MatchEnd::AllCounters},
                                       {"cannot_fill", MatchEnd::CannotFill},
                                       {"fixed_rounds", MatchEnd::FixedRounds},
                                       {"ludii_zero", MatchEnd::LudiiZero}});
    r.rounds = static_cast<int>(o.integer("rounds"));
    r.ludiiQuirks = pickChoice<bool>(o, "ludii_quirks", {{"off", false}, {"on", true}});
    r.sow.relayRedirectQuirk = r.ludiiQuirks;
    r.sow.redirectHole = 1;  // Ludii board site 1 = h1 (catalogue KB-20.1)
    r.relayLoop = kits::pickRelayLoop(o);
    r.sow.loopPolicy = r.relayLoop;
    r.stall = pickChoice<StallPolicy>(
        o, "stall", {{"end_round_leftover", StallPolicy::EndRoundLeftover}, {"undecided", StallPolicy::Undecided}});
}

}  // namespace

bool KhutkaRules::fromOptions(const Options &o, const Limits &limits, KhutkaRules &r, std::string &error) {
    try {
        r = KhutkaRules{};
        r.limits = limits;
        if (!kits::BoardSize::fromOptions(o, r.board, error)) return false;
        r.sow = kits::SowRules::twoRows(r.board.perRow);
        r.sow.maxLaps = limits.maxRelayLaps;
        readTurn(o, r);
        readRefill(o, r);
        readMatch(o, r);
    } catch (const std::exception &e) {
        error = e.what();
        return false;
    }
    return true;
}

}  // namespace rulelab::khutka
