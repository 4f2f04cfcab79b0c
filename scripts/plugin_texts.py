#!/usr/bin/env python3
"""The games' texts for translation (game names, option labels and the labels of their values, reading names, rule point titles;
a compiled plugin's region, period and summary, its description; and the prose the workbench shows through gameProseText:
each option's description, each value's explanation and each reading's description), in the context "game <id>".

- A plugin's texts go into its own catalogues, plugins/<game>/translations/<game>_<lang>.ts (one
  per language the plugin is translated into; compiled into the plugin, see
  core/plugin/game_texts.h). The script adds a new text as an unfinished message, drops a text
  the game no longer has, and keeps every translation. A plugin without translations/ has none.
  A plugin whose metadata (plugins/<game>/*.json) names a "vocabulary" (the two-row games:
  "two-row-vocabulary") leaves out a text the app catalogue's "game <vocabulary>" translates, unless
  its own translation differs (the game's own wording): the game shows the vocabulary's.
- The two-row vocabulary's texts (core/kits, the rules files' words) stay in the app: they are
  written to app/gui/plugin_texts.cpp as QT_TRANSLATE_NOOP entries for lupdate.

  scripts/plugin_texts.py                 rewrite both
  scripts/plugin_texts.py --check         exit 1 (listing the differences) when either is out of date
  scripts/plugin_texts.py --add LANG DIR  start the catalogue of language LANG in plugins/DIR
"""
import glob, json, os, re, sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def c_string(s):
    """the text of a C++ string literal's body"""
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


_TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|[A-Za-z_]\w*|\d[\w.]*|->|::|\S', re.S)


def tokens(code):
    """the tokens of C++ code (comments left out); a run of adjacent string literals is one ("str", text)"""
    out = []
    for m in _TOKEN.finditer(code):
        t = m.group(0)
        if t.startswith("//") or t.startswith("/*"):
            continue
        if t.startswith('"'):
            if out and out[-1][0] == "str":
                out[-1] = ("str", out[-1][1] + c_string(t[1:-1]))
            else:
                out.append(("str", c_string(t[1:-1])))
        else:
            out.append(("tok", t))
    return out


def group(toks, i):
    """the elements of the bracketed list opening at toks[i] ('(' or '{'), each a list of items (a
    token, or ("group", elements) for a nested list), and the index after its closing bracket"""
    close = {"(": ")", "{": "}", "[": "]"}[toks[i][1]]
    elements, current, i = [], [], i + 1
    while i < len(toks):
        kind, t = toks[i]
        if kind == "tok" and t in ("(", "{", "["):
            inner, i = group(toks, i)
            current.append(("group", inner))
            continue
        if kind == "tok" and t == close:
            if current:
                elements.append(current)
            return elements, i + 1
        if kind == "tok" and t == ",":
            elements.append(current)
            current = []
        else:
            current.append(toks[i])
        i += 1
    raise ValueError("unbalanced brackets")


def text_of(element):
    """the string of an element that is one string literal (or a run of them), else None"""
    return element[0][1] if len(element) == 1 and element[0][0] == "str" else None


_ID = re.compile(r"^[a-z0-9_]+$")


def prose(code):
    """the prose of a source file in order: every option builder's description (the argument after
    the id, label and rule point), a `x.description = "...";`, and every value's explanation (a
    braced {"id", "label", "explanation", {citations}}, in a builder's list or pushed on its own)"""
    toks, out = tokens(code), []
    builders = ("choiceOption", "flagOption", "integerOption", "realOption")
    i = 0
    while i < len(toks):
        kind, t = toks[i]
        nxt = toks[i + 1] if i + 1 < len(toks) else ("", "")
        if kind == "tok" and t in builders and nxt == ("tok", "("):
            args, _ = group(toks, i + 1)
            if len(args) > 3 and text_of(args[0]) is not None and text_of(args[3]) is not None:
                out.append(text_of(args[3]))
            i += 2  # the values inside it are met as the scan goes on
            continue
        if kind == "tok" and t == "description" and i > 0 and toks[i - 1] == ("tok", ".") and nxt == ("tok", "="):
            if i + 3 < len(toks) and toks[i + 2][0] == "str" and toks[i + 3] == ("tok", ";"):
                out.append(toks[i + 2][1])
        if kind == "tok" and t == "{":
            elements, _ = group(toks, i)
            inner = [text_of(x) for x in elements[:3]]
            if (len(elements) == 4 and None not in inner and _ID.match(inner[0]) and len(elements[3]) == 1 and
                    elements[3][0][0] == "group"):
                out.append(inner[2])
        i += 1
    return out


def collect():
    """game id -> (plugin folder or None for the core's kits, ordered unique texts)"""
    texts, folders = {}, {}

    def add(game, s):
        lst = texts.setdefault(game, [])
        if s and s not in lst:
            lst.append(s)

    sources = sorted(glob.glob(os.path.join(root, "plugins", "*", "*.cpp")) +
                     glob.glob(os.path.join(root, "core", "kits", "*.cpp")))
    for src in sources:
        code = open(src, encoding="utf-8").read()
        m = re.search(r'g\.id = "([^"]+)";', code) or re.search(r'// .*Texts of game "([^"]+)"', code)
        if not m:
            continue
        game = m.group(1)
        rel = os.path.relpath(src, root).split(os.sep)
        folders[game] = rel[1] if rel[0] == "plugins" else None
        n = re.search(r'g\.name = "([^"]+)";', code)
        if n:
            add(game, n.group(1))
        if rel[0] == "plugins":  # the description (the kits' vocabulary is no game a historian opens)
            for field in ("region", "period", "summary"):
                d = re.search(r'g\.%s =((?:\s*"(?:[^"\\]|\\.)*")+)\s*;' % field, code)
                if d:
                    add(game, "".join(c_string(x) for x in re.findall(r'"((?:[^"\\]|\\.)*)"', d.group(1))))
        for m in re.finditer(r'(?:choiceOption|flagOption|integerOption|intOption|realOption)\(\s*"[a-z0-9_]+",\s*"([^"]+)"', code):
            add(game, m.group(1))
        for m in re.finditer(r'\b\w+\.label = "([^"]+)";', code):
            add(game, m.group(1))
        # The values of a choice option: {"id", "label", "explanation", ...}.
        for m in re.finditer(r'\{\{?"[a-z0-9_]+",\s*"([^"]+)",\s*"', code):
            add(game, m.group(1))
        # Their prose, which the workbench shows through gameProseText: descriptions and explanations.
        for p in prose(code):
            add(game, p)
    for f in sorted(glob.glob(os.path.join(root, "data", "readings", "*", "*.json"))):
        d = json.load(open(f, encoding="utf-8"))
        add(d["game"], d.get("name") or d["id"])
        add(d["game"], d.get("description", ""))
    for f in sorted(glob.glob(os.path.join(root, "data", "sources", "*.json"))):
        d = json.load(open(f, encoding="utf-8"))
        for p in d["points"]:
            add(d["game"], p["title"])
    return {g: (folders.get(g), t) for g, t in texts.items()}


def lit(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def app_texts(games):
    out = ["// Generated by scripts/plugin_texts.py: do not edit. The two-row vocabulary's texts (core/kits) for",
           "// lupdate; a plugin's texts are in its own catalogues (plugins/<game>/translations).",
           "#include <QtGlobal>", "", "namespace rulelab {", "",
           "extern const char *const kPluginTexts[][2];", "const char *const kPluginTexts[][2] = {"]
    for game in sorted(games):
        folder, texts = games[game]
        if folder is not None:
            continue
        for s in texts:
            out.append("    {%s, QT_TRANSLATE_NOOP(%s, %s)}," % (lit("game " + game), lit("game " + game), lit(s)))
    out += ["    {nullptr, nullptr}};", "", "}  // namespace rulelab", ""]
    return "\n".join(out)


def read_ts(path):
    """(language, {source: translation element}) of a catalogue"""
    tree = ET.parse(path)
    found = {}
    for m in tree.getroot().iter("message"):
        found[m.findtext("source")] = m.find("translation")
    return tree.getroot().get("language", ""), found


def ts_text(language, game, texts, old):
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
           '<TS version="2.1" language="%s">' % language, "<context>",
           "    <name>%s</name>" % escape("game " + game)]
    for s in texts:
        t = old.get(s)
        text = (t.text or "") if t is not None else ""
        unfinished = t is None or t.get("type") == "unfinished" or not text.strip()
        attr = ' type="unfinished"' if unfinished else ""
        out += ["    <message>", "        <source>%s</source>" % escape(s),
                "        <translation%s>%s</translation>" % (attr, escape(text)), "    </message>"]
    out += ["</context>", "</TS>", ""]
    return "\n".join(out)


def vocabulary_of(folder):
    """the shared vocabulary a plugin's metadata names ("vocabulary"), or None"""
    for f in sorted(glob.glob(os.path.join(root, "plugins", folder, "*.json"))):
        v = json.load(open(f, encoding="utf-8")).get("vocabulary")
        if v:
            return v
    return None


def app_translations(vocabulary, language):
    """the app catalogue's finished translations in context "game <vocabulary>": {source: text}"""
    path = os.path.join(root, "translations", "rulelab_%s.ts" % language)
    if not os.path.exists(path):
        return {}
    out = {}
    for c in ET.parse(path).getroot().iter("context"):
        if c.findtext("name") != "game " + vocabulary:
            continue
        for m in c.iter("message"):
            t = m.find("translation")
            if t is not None and t.get("type") not in ("unfinished", "vanished", "obsolete") and (t.text or "").strip():
                out[m.findtext("source")] = t.text
    return out


def own_texts(texts, shared, old):
    """the texts a plugin's catalogue keeps: those the shared vocabulary does not translate, and
    those the game words its own way (a finished translation other than the vocabulary's)"""
    def own(s):
        if s not in shared:
            return True
        t = old.get(s)
        return t is not None and t.get("type") != "unfinished" and (t.text or "").strip() and t.text != shared[s]
    return [s for s in texts if own(s)]


def plugin_catalogues(games):
    """path -> wanted text of every catalogue of every plugin; a plugin whose metadata names a
    shared "vocabulary" leaves the texts it translates alike to the app catalogue (core/plugin/game_texts.h)"""
    want = {}
    for game, (folder, texts) in sorted(games.items()):
        if folder is None:
            continue
        vocabulary = vocabulary_of(folder)
        for path in sorted(glob.glob(os.path.join(root, "plugins", folder, "translations", "*.ts"))):
            language, old = read_ts(path)
            kept = own_texts(texts, app_translations(vocabulary, language), old) if vocabulary else texts
            want[path] = ts_text(language, game, kept, old)
    return want


def main():
    games = collect()
    if "--add" in sys.argv:
        i = sys.argv.index("--add")
        lang, folder = sys.argv[i + 1], sys.argv[i + 2]
        path = os.path.join(root, "plugins", folder, "translations", "%s_%s.ts" % (folder, lang))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not os.path.exists(path):
            open(path, "w", encoding="utf-8").write(ts_text(lang, "", [], {}))
    want = {os.path.join(root, "app", "gui", "plugin_texts.cpp"): app_texts(games)}
    want.update(plugin_catalogues(games))
    stale = []
    for path, text in want.items():
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if old != text:
            stale.append((path, [l for l in text.splitlines() if l not in old.splitlines()]))
    if "--check" in sys.argv:
        for path, lines in stale:
            print("%s is out of date; run scripts/plugin_texts.py. New lines:" % os.path.relpath(path, root))
            print("\n".join(lines))
        sys.exit(1 if stale else 0)
    for path, _ in stale:
        open(path, "w", encoding="utf-8").write(want[path])
        print("wrote", os.path.relpath(path, root))


main()
