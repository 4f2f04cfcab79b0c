#!/usr/bin/env python3
"""Validates every data/games/*.json against docs/rules-file.schema.json with Python's jsonschema
(an implementation independent of RuleLab's own check), and checks that the schema refuses a
misspelt rule value. Exit 77 (skipped) when jsonschema is not installed."""
import copy, glob, json, os, sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed: skipped")
    sys.exit(77)

root = sys.argv[1]
schema = json.load(open(os.path.join(root, "docs", "rules-file.schema.json"), encoding="utf-8"))
validator = jsonschema.Draft202012Validator(schema)
files = sorted(glob.glob(os.path.join(root, "data", "games", "*.json")))
failed = 0
for path in files:
    data = json.load(open(path, encoding="utf-8"))
    for error in validator.iter_errors(data):
        print(f"{path}: {'/'.join(str(p) for p in error.absolute_path)}: {error.message}")
        failed += 1
    bad = copy.deepcopy(data)
    relay = bad["rules"]["relay"]
    if "value" in relay:
        relay["value"] = "nxt_hole"
    else:
        relay["values"][0] = "nxt_hole"
    if validator.is_valid(bad):
        print(f"{path}: the schema accepts relay = nxt_hole")
        failed += 1
print(f"{len(files)} rules files checked, {failed} problem(s)")
sys.exit(1 if failed or not files else 0)
