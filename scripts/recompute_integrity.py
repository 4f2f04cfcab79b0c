"""The integrity record of a results folder, verified with hashlib for scripts/recompute.py (docs/cli.md,
"Results you can trust")."""
import hashlib
import json
import os

class RawNumber(str):
    """A JSON number kept as the file wrote it, so that it is written back unchanged."""


def canonical_json(value):
    """Compact JSON with sorted keys and the numbers as read: the form RuleLab seals (Qt's compact
    writer: UTF-8, only '"', '\\' and control characters escaped)."""
    if isinstance(value, RawNumber):
        return str(value)
    if isinstance(value, dict):
        return '{' + ','.join(canonical_json(k) + ':' + canonical_json(value[k]) for k in sorted(value)) + '}'
    if isinstance(value, list):
        return '[' + ','.join(canonical_json(v) for v in value) + ']'
    if value is True:
        return 'true'
    if value is False:
        return 'false'
    if value is None:
        return 'null'
    return json.dumps(value, ensure_ascii=False)


def check_integrity(folder):
    """(passed, failed, messages) of the summary's integrity record."""
    text = open(os.path.join(folder, 'summary.json'), encoding='utf-8').read()
    doc = json.loads(text, parse_int=RawNumber, parse_float=RawNumber)
    record = doc.get('integrity')
    if record is None:
        return 0, 0, ['note: summary.json has no integrity record (written before RuleLab sealed its results)']
    passed, failed, messages = 0, 0, []
    for name, digest in sorted(record.get('files', {}).items()):
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            continue
        with open(path, 'rb') as f:
            mine = hashlib.sha256(f.read()).hexdigest()
        if mine == digest:
            passed += 1
        else:
            failed += 1
            messages.append(f'MISMATCH integrity: {name} has SHA-256 {mine}, summary.json records {digest}')
    stripped = dict(record)
    recorded = stripped.pop('summary_sha256', None)
    doc['integrity'] = stripped
    mine = hashlib.sha256(canonical_json(doc).encode('utf-8')).hexdigest()
    if mine == recorded:
        passed += 1
    else:
        failed += 1
        messages.append(f'MISMATCH integrity: summary.json content has SHA-256 {mine}, it records {recorded}')
    return passed, failed, messages


