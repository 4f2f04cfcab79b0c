#!/usr/bin/env python3
"""Fills translations/rulelab_{hi,ur}.ts from a table "CONTEXT<TAB>SOURCE<TAB>HINDI<TAB>URDU" (\\n for
line breaks). Only messages whose source matches are touched; plural forms all get the same text.
Run lupdate afterwards to normalise the files.  usage: ts_fill.py TABLE.tsv"""
import sys, xml.etree.ElementTree as ET, os
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
table = {}
for line in open(sys.argv[1], encoding="utf-8"):
    if not line.strip():
        continue
    ctx, src, hi, ur = line.rstrip("\n").split("\t")
    un = lambda s: s.replace("\\n", "\n")
    table[(ctx, un(src))] = {"hi": un(hi), "ur": un(ur)}
for lang in ("hi", "ur"):
    path = os.path.join(root, "translations", "rulelab_%s.ts" % lang)
    tree = ET.parse(path)
    n = 0
    for c in tree.getroot().iter("context"):
        ctx = c.find("name").text
        for m in c.iter("message"):
            key = (ctx, m.find("source").text)
            if key not in table:
                continue
            t = m.find("translation")
            text = table[key][lang]
            forms = t.findall("numerusform")
            if m.get("numerus") == "yes":
                if not forms:
                    forms = [ET.SubElement(t, "numerusform")]
                for f in forms:
                    f.text = text
            else:
                t.text = text
            t.attrib.pop("type", None)
            n += 1
    with open(path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)
    print(path, n, "messages filled")
