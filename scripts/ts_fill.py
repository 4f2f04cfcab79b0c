#!/usr/bin/env python3
"""Fills translations/rulelab_{hi,ur}.ts and the games' own catalogues, plugins/*/translations/*_{hi,ur}.ts, from a table "CONTEXT<TAB>SOURCE<TAB>HINDI<TAB>URDU[<TAB>COMMENT]"
(\\n for line breaks; COMMENT: the disambiguation of a source that occurs twice in one context). Only messages whose source matches are touched.
A counted text (%n) takes "ONE<|>MANY": the form Qt shows for exactly 1 (Hindi and Urdu: n == 1), then the one for any other count;
without <|> its forms all get the same text.
Run lupdate afterwards to normalise the files.  usage: ts_fill.py TABLE.tsv"""
import sys, xml.etree.ElementTree as ET, os
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
table = {}
for line in open(sys.argv[1], encoding="utf-8"):
    if not line.strip():
        continue
    fields = line.rstrip("\n").split("\t")
    if len(fields) not in (4, 5):
        print("ts_fill: skipped a line of %d fields: %s" % (len(fields), line[:80]), file=sys.stderr)
        continue
    ctx, src, hi, ur = fields[:4]
    un = lambda s: s.replace("\\n", "\n")
    comment = fields[4] if len(fields) == 5 else None
    table.setdefault((ctx, un(src)), {})[comment] = {"hi": un(hi), "ur": un(ur)}
import glob
paths = [(lang, p) for lang in ("hi", "ur") for p in [os.path.join(root, "translations", "rulelab_%s.ts" % lang)] +
         sorted(glob.glob(os.path.join(root, "plugins", "*", "translations", "*_%s.ts" % lang)))]
for lang, path in paths:
    tree = ET.parse(path)
    n = 0
    for c in tree.getroot().iter("context"):
        ctx = c.find("name").text
        for m in c.iter("message"):
            key = (ctx, m.find("source").text)
            if key not in table:
                continue
            c_el = m.find("comment")
            entries = table[key]
            entry = entries.get(c_el.text if c_el is not None else None) or entries.get(None)
            if entry is None:
                continue
            t = m.find("translation")
            text = entry[lang]
            forms = t.findall("numerusform")
            if m.get("numerus") == "yes":
                if not forms:
                    forms = [ET.SubElement(t, "numerusform")]
                texts = text.split("<|>")
                if len(texts) > 1 and len(forms) < len(texts):
                    forms += [ET.SubElement(t, "numerusform") for _ in range(len(texts) - len(forms))]
                for i, f in enumerate(forms):
                    f.text = texts[min(i, len(texts) - 1)]
            else:
                t.text = text
            t.attrib.pop("type", None)
            n += 1
    if n == 0:  # nothing to fill: the file as it was (lupdate's and plugin_texts.py's layout)
        print(path, n, "messages filled")
        continue
    with open(path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
        f.write(b"\n")
    print(path, n, "messages filled")
