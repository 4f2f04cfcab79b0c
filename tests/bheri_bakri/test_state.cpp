// The State contract for Bheri Bakri: text form and key, board view, move descriptions, and
// the rejection of malformed or unreachable positions.
#include "bheri_test_support.h"

#include <optional>
#include <set>

namespace rulelab::bheri::test {
namespace {

TEST(BheriState, InitialPosition) {
    auto g = makeGame({{"first_player", "sheep"}});
    auto s = g->newInitialState();
    EXPECT_EQ(boardOf(*s), "hgfedcba/......../12345678");
    EXPECT_TRUE(s->isChance());
    EXPECT_EQ(static_cast<BheriState &>(*s).toMove(), 1);
    EXPECT_EQ(s->scores(), (std::array<int, 2>{0, 0}));
    EXPECT_EQ(s->describeMove(2), "throw: 2 (do)");
    EXPECT_EQ(s->describeMove(0), "throw: 0 (no point)");
    EXPECT_EQ(g->info().playerNames, (std::vector<std::string>{"Goats", "Sheep"}));
    EXPECT_EQ(g->info().id, "bheri-bakri");
}

// Every option of the catalogue is there, with a default that is one of its values, a
// description and at least one citation.
TEST(BheriState, OptionsAreComplete) {
    const GameInfo info = bheriInfo();
    const std::set<std::string> expected = {"cowrie_p",     "extra_values", "extra_needs_use",    "throw_use",
                                            "split",        "release",      "exit_from_8_only",   "home_jump",
                                            "pod_priority", "capture_home", "home_shift_capture", "capture_bonus",
                                            "compulsory",   "circuit",      "ludii_limit",        "entry_cell",
                                            "first_player", "row_length",   "pieces_per_side"};
    std::set<std::string> ids;
    for (const auto &o : info.options) {
        ids.insert(o.id);
        EXPECT_TRUE(o.canonical(o.defaultValue).has_value()) << o.id;
        EXPECT_FALSE(o.description.empty()) << o.id;
        EXPECT_FALSE(o.citations.empty()) << o.id;
        EXPECT_FALSE(o.rulePoint.empty()) << o.id;
        for (const auto &c : o.choices) EXPECT_FALSE(c.explanation.empty()) << o.id << "=" << c.id;
    }
    EXPECT_EQ(ids, expected);
    const RuleOption *p = info.findOption("cowrie_p");
    ASSERT_TRUE(p);
    EXPECT_FALSE(p->canonical("0").has_value());
    EXPECT_FALSE(p->canonical("1").has_value());
    EXPECT_EQ(*p->canonical("0.35"), "0.35");
}

// serialize -> deserialize reproduces the state exactly, mid-turn included (second half of a
// split throw, banked credits, a finished match).
TEST(BheriState, TextFormRoundTrips) {
    struct Case {
        std::map<std::string, std::string> options;
        std::string text;
    };
    const std::vector<Case> cases = {
        {{}, "board=hgfedcba/......../12345678 to=0 phase=throw"},
        {{{"split", "halves"}},
         "board=hgfedcba/...8..../1234.5.7 to=0 phase=half half=1,8,1 throw=2 throws=17 turns=9 moves=8 last=12,11"},
        {{{"throw_use", "banked"}}, "board=hgfedcba/.......8/1234567. to=0 phase=move bank=1,0,2,0 throws=4"},
        {{}, "board=......../.8....../1234567. to=0 phase=over end=finished result=win0 throws=99"},
        {{{"circuit", "exit"}}, "board=hgfedcb./......../123456.7 esc=1,0 to=1 phase=throw"},
    };
    for (const auto &c : cases) {
        auto g = makeGame(c.options);
        auto s = makeState(*g, c.text);
        ASSERT_TRUE(s) << c.text;
        const std::string text = s->serialize();
        std::string error;
        auto t = g->deserialize(text, error);
        ASSERT_TRUE(t) << error;
        EXPECT_EQ(t->serialize(), text);
        EXPECT_EQ(t->key(), s->key());
        auto u = s->clone();
        EXPECT_EQ(u->serialize(), text);
    }
}

// The key tells positions apart that differ in any rule-relevant way, and ignores counters.
TEST(BheriState, KeyIsExact) {
    auto g = makeGame({{"split", "halves"}});
    const std::string base = "board=hgfedcba/....8.../1234.5.7 to=0 phase=move throw=2";
    const std::string k = makeState(*g, base)->key();
    EXPECT_EQ(makeState(*g, base + " throws=5 turns=3 moves=2 last=7,15")->key(), k);
    EXPECT_NE(makeState(*g, "board=hgfedcba/....8.../1234.5.7 to=0 phase=move throw=3")->key(), k);
    EXPECT_NE(makeState(*g, "board=hgfedcba/....8.../1234.5.7 to=1 phase=move throw=2")->key(), k);
    EXPECT_NE(makeState(*g, "board=hgfedcba/...8..../1234.5.7 to=0 phase=move throw=2")->key(), k);
    EXPECT_NE(makeState(*g, "board=hgfedcba/....8.../1234.5.7 to=0 phase=half half=1,8,0 throw=2")->key(),
              makeState(*g, "board=hgfedcba/....8.../1234.5.7 to=0 phase=half half=1,8,1 throw=2")->key());
}

TEST(BheriState, RejectsMalformedAndUnreachablePositions) {
    auto g = makeGame();
    std::string error;
    EXPECT_FALSE(g->deserialize("nim1 3", error));
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../1234567", error));  // short row
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../1234567x", error));
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/8......./12345678", error));          // piece 8 twice
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../2134567.", error));          // piece 2 behind its compartment
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/8.....7./123456..", error));          // two Goats pieces out
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../12345678 esc=1,0", error));  // no exits under loop
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../12345678 phase=move throw=0", error));
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../12345678 phase=over", error));
    EXPECT_FALSE(g->deserialize("bb1 board=hgfedcba/......../12345678 colour=blue", error));
    EXPECT_NE(error.find("colour"), std::string::npos);
    EXPECT_TRUE(g->deserialize("bb1 board=hgfedcba/......../12345678 phase=move throw=1", error)) << error;
}

// A cell of the board view as the test expects it: where it is drawn, whose it is, a flag it carries.
struct CellWant {
    const char *label;
    int row, col, owner;
    uint32_t flag;
};

// `c` is `want` and, when `piece` is given, holds that one piece.
void expectCell(const BoardCell &c, const CellWant &want, std::optional<BoardPiece> piece = std::nullopt) {
    SCOPED_TRACE(want.label);
    EXPECT_EQ(c.label, want.label);
    EXPECT_EQ(c.row, want.row);
    EXPECT_EQ(c.col, want.col);
    EXPECT_EQ(c.owner, want.owner);
    EXPECT_TRUE(c.flags & want.flag);
    if (!piece) return;
    ASSERT_EQ(c.pieces.size(), 1u);
    EXPECT_EQ(c.pieces[0].owner, piece->owner);
    EXPECT_EQ(c.pieces[0].number, piece->number);
}

// The board view: 3 rows x 8, labels, home and neutral flags, pieces with owner and home
// number, both circuits as loops in move order, and a note for the current throw.
TEST(BheriState, BoardView) {
    auto g = makeGame();
    auto s = makeState(*g, "board=.gfedcba/..h...../123456.7 to=0 phase=move throw=3 last=16,8");
    const BoardView v = s->boardView();
    EXPECT_EQ(v.rows, 3);
    EXPECT_EQ(v.cols, 8);
    ASSERT_EQ(v.cells.size(), 24u);
    EXPECT_EQ(v.toMove, 0);
    expectCell(v.cells[7], {"A8", 2, 7, 0, CellHome}, BoardPiece{0, 7});
    expectCell(v.cells[10], {"c10", 1, 2, -1, CellNeutral}, BoardPiece{1, 8});
    expectCell(v.cells[16], {"B8", 0, 0, 1, CellStart});
    EXPECT_TRUE(v.cells[8].flags & CellLastMove);
    EXPECT_EQ(v.cells[23].label, "B1");
    ASSERT_GE(v.tracks.size(), 2u);
    EXPECT_TRUE(v.tracks[0].loop);
    EXPECT_EQ(v.tracks[0].owner, 0);
    EXPECT_EQ(v.tracks[0].cells, (std::vector<int>{15, 14, 13, 12, 11, 10, 9, 8, 16, 17, 18, 19, 20, 21, 22, 23}));
    EXPECT_TRUE(v.tracks[1].loop);
    EXPECT_EQ(v.tracks[1].cells, (std::vector<int>{8, 9, 10, 11, 12, 13, 14, 15, 7, 6, 5, 4, 3, 2, 1, 0}));
    bool throwNote = false;
    for (const auto &n : v.notes) throwNote = throwNote || n == "Goats to move: throw 3 (tin)";
    EXPECT_TRUE(throwNote);
    const std::string text = renderBoardText(v, g->info().playerNames);
    EXPECT_NE(text.find("A8:G7"), std::string::npos) << text;
    EXPECT_NE(text.find("c10:S8"), std::string::npos) << text;
}

// The trace of one apply: throw, move, capture as micro-steps.
TEST(BheriState, TraceRecordsMicroSteps) {
    auto g = makeGame();
    auto s = makeState(*g, "board=.gfedcba/.h..8.../1234567. to=0 phase=throw");
    Trace t;
    s->apply(3, &t);
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t[0].kind, StepKind::Throw);
    EXPECT_EQ(t[0].count, 3);
    t.clear();
    s->apply(312, &t);
    ASSERT_GE(t.size(), 2u);
    EXPECT_EQ(t[0].kind, StepKind::Move);
    EXPECT_EQ(t[0].cell, 12);
    EXPECT_EQ(t[0].to, 9);
    EXPECT_EQ(t[1].kind, StepKind::Capture);
    EXPECT_EQ(t[1].cell, 9);
    EXPECT_EQ(t[1].player, 0);
    // A lost throw is a Pass step, and the state moves on by itself.
    t.clear();
    s->apply(2, &t);  // Sheep: piece 7 unshifted, no piece out: the do is of no avail
    ASSERT_EQ(t.size(), 2u);
    EXPECT_EQ(t[1].kind, StepKind::Pass);
    EXPECT_EQ(static_cast<BheriState &>(*s).toMove(), 0);
}

}  // namespace
}  // namespace rulelab::bheri::test
