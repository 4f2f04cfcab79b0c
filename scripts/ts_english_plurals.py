#!/usr/bin/env python3
"""Fills translations/rulelab_en.ts: English's one and many forms of every text with a count.

The texts are written once, with "(s)" or "(es)" where the count decides ("%n game(s) loaded").
Qt picks the form by the count only through a catalogue, so English has one that holds nothing
but these forms ("1 game loaded", "13 games loaded"). Refresh it after adding such a text:

    lupdate -pluralonly -no-obsolete -locations relative -target-language en app core \
        -ts translations/rulelab_en.ts
    python3 scripts/ts_english_plurals.py translations/rulelab_en.ts

With --check, changes nothing and fails naming any text whose forms are missing or stale
(tests/i18n/catalogues_complete.sh runs it).
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
    check = "--check" in argv
    path = [a for a in argv if not a.startswith("--")][0]
    text = open(path, encoding="utf-8").read()
    filled = fill(text)
    if check:
        if filled != text or 'type="unfinished"' in text:
            stale = [html.unescape(m.group(2)) for m in MESSAGE.finditer(text) if fill(m.group(0)) != m.group(0)]
            print("%s: English one/many forms missing or stale (run scripts/ts_english_plurals.py):" % path)
            for s in stale[:20]:
                print("  " + s)
            return 1
        return 0
    open(path, "w", encoding="utf-8").write(filled)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
