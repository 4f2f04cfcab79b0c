// docs/adding-a-game.md shows the shipped example game (plugins/nim, its data and tests) file by
// file. A code block after `<!-- file: PATH -->` is the whole file PATH; after
// `<!-- excerpt: PATH -->` its paragraphs (separated by blank lines) are in PATH, in order. Every
// mismatch names the guide's line and the file.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::string kRoot = RULELAB_SOURCE_DIR;

std::string readText(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct Block {
    std::string path, text;
    bool excerpt = false;
    int line = 0;  // of the guide, where the block's code starts
};

// The marked code blocks of a Markdown text.
std::vector<Block> markedBlocks(const std::string &markdown) {
    std::vector<Block> out;
    std::istringstream in(markdown);
    std::string line;
    int n = 0;
    Block pending;
    bool marked = false, inside = false;
    while (std::getline(in, line)) {
        ++n;
        if (inside) {
            if (line.rfind("```", 0) == 0) {
                inside = false;
                out.push_back(pending);
                marked = false;
            } else {
                pending.text += line + "\n";
            }
            continue;
        }
        for (const char *kind : {"<!-- file: ", "<!-- excerpt: "})
            if (line.rfind(kind, 0) == 0 && line.size() > 4 && line.compare(line.size() - 4, 4, " -->") == 0) {
                const size_t start = std::string(kind).size();
                pending = Block{line.substr(start, line.size() - 4 - start), "", kind[5] == 'e', 0};
                marked = true;
            }
        if (marked && line.rfind("```", 0) == 0) {
            inside = true;
            pending.line = n + 1;
        } else if (marked && !line.empty() && line.rfind("<!--", 0) != 0) {
            ADD_FAILURE() << "docs/adding-a-game.md:" << n << ": the marker of " << pending.path
                          << " is not followed by a code block";
            marked = false;
        }
    }
    return out;
}

std::vector<std::string> paragraphs(const std::string &text) {
    std::vector<std::string> out;
    std::string current;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty()) {
            if (!current.empty()) out.push_back(current);
            current.clear();
        } else {
            current += line + "\n";
        }
    }
    if (!current.empty()) out.push_back(current);
    return out;
}

// The first line where two texts differ (1-based), for the message.
int firstDifference(const std::string &a, const std::string &b) {
    std::istringstream x(a), y(b);
    std::string l1, l2;
    for (int n = 1;; ++n) {
        const bool m1 = static_cast<bool>(std::getline(x, l1)), m2 = static_cast<bool>(std::getline(y, l2));
        if (!m1 && !m2) return 0;
        if (m1 != m2 || l1 != l2) return n;
    }
}

}  // namespace

TEST(Guide, ItsCodeBlocksAreTheShippedExample) {
    const std::string guide = readText(kRoot + "/docs/adding-a-game.md");
    ASSERT_FALSE(guide.empty());
    const std::vector<Block> blocks = markedBlocks(guide);
    EXPECT_GE(blocks.size(), 12u) << "the guide shows the example's rules, engine, plugin, CMake, data and tests";
    for (const Block &b : blocks) {
        const std::string file = readText(kRoot + "/" + b.path);
        ASSERT_FALSE(file.empty()) << "docs/adding-a-game.md:" << b.line << ": " << b.path << " is not shipped";
        if (!b.excerpt) {
            EXPECT_EQ(b.text, file) << "docs/adding-a-game.md:" << b.line << ": the block differs from " << b.path
                                    << " at its line " << firstDifference(b.text, file);
            continue;
        }
        size_t from = 0;
        for (const std::string &p : paragraphs(b.text)) {
            const size_t at = file.find(p, from);
            EXPECT_NE(at, std::string::npos) << "docs/adding-a-game.md:" << b.line << ": this part of the excerpt is not in "
                                             << b.path << " (after what came before):\n"
                                             << p;
            if (at != std::string::npos) from = at + p.size();
        }
    }
}

// The test above reads the markers: a block that is not the file is found.
TEST(Guide, AChangedBlockIsFound) {
    const std::string md = "<!-- file: plugins/nim/nim.json -->\n\n```json\n{ \"id\": \"nim\" }\n```\n";
    const std::vector<Block> blocks = markedBlocks(md);
    ASSERT_EQ(blocks.size(), 1u);
    EXPECT_EQ(blocks[0].path, "plugins/nim/nim.json");
    EXPECT_NE(blocks[0].text, readText(kRoot + "/" + blocks[0].path));
    EXPECT_EQ(paragraphs("a\nb\n\nc\n").size(), 2u);
}
