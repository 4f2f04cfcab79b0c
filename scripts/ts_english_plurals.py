#!/usr/bin/env python3
"""Fills an English catalogue with the one and many forms of every text with a count.

The texts are written once, with "(s)" or "(es)" where the count decides ("%n game(s) loaded").
Qt picks the form by the count only through a catalogue, so English has one that holds nothing
but these forms ("1 game loaded", "13 games loaded"). The build makes it (translations/
CMakeLists.txt): lupdate -pluralonly collects the texts into build/translations/rulelab_en.work.ts,
and this script fills their forms into rulelab_en.ts, which lrelease compiles. Nothing to edit by
hand: a new counted text has its English forms at the next build.

    usage: ts_english_plurals.py IN.ts [--to OUT.ts]   (OUT rewritten only when it would change)
"""
import html
import re
import sys

# Words that follow the count elsewhere in a sentence: the one form says them in the singular.
SINGULAR = [(" are kept", " is kept"), ("did not settle them", "did not settle it"),
            ("(check them with", "(check it with")]


def forms(source):
    one, many = re.sub(r"\((e?s)\)", "", source), re.sub(r"\((e?s)\)", r"\1", source)
    for a, b in SINGULAR:
        one = one.replace(a, b)
    return one, many


def esc(text):
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


MESSAGE = re.compile(r'(<message numerus="yes">.*?<source>(.*?)</source>)(.*?)(</message>)', re.S)


def fill(text):
    def one(m):
        head, source, _, tail = m.groups()
        s, p = forms(html.unescape(source))
        body = ("\n        <translation>\n            <numerusform>%s</numerusform>\n"
                "            <numerusform>%s</numerusform>\n        </translation>\n    " % (esc(s), esc(p)))
        return head + body + tail
    return MESSAGE.sub(one, text)


def main(argv):
    src = argv[0]
    out = argv[argv.index("--to") + 1] if "--to" in argv else src
    filled = fill(open(src, encoding="utf-8").read())
    try:
        if open(out, encoding="utf-8").read() == filled:
            return 0  # unchanged: its time kept, so nothing after it is rebuilt
    except OSError:
        pass
    open(out, "w", encoding="utf-8").write(filled)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
