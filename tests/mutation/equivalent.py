"""tests/mutation/equivalent.yaml: the surviving mutants judged equivalent, each with why.

The file is a YAML list of flat mappings, read here by a small parser of that one shape
(the runner needs nothing beyond Python's standard library):

  - file: rules/ringworld/board.cpp      # from the top of the checkout
    op: cmp                              # cmp, logic, const, bool, not, stmt or swap
    from: "<"
    to: "<="
    text: "for (int i = 0; i < n; ++i) {"   # the line, stripped, as in the source
    nth: 0                               # optional: which equal change on that line
    reason: "..."                        # why no position can tell them apart

Values are plain text to the end of the line or double-quoted with JSON's escapes. A key
that is not one of these, a missing key or any other shape is an error naming FILE:LINE.
"""

import json
import re

KEYS = ("file", "op", "from", "to", "text", "nth", "reason")
REQUIRED = ("file", "op", "from", "to", "text", "reason")


class EquivalentError(Exception):
    pass


def _value(raw, where):
    raw = raw.strip()
    if raw.startswith('"'):
        try:
            return json.loads(raw)
        except ValueError:
            raise EquivalentError("%s: expected a double-quoted string with JSON escapes, found %s" % (where, raw))
    if raw.startswith(("'", "[", "{", "&", "*", "|", ">")):
        raise EquivalentError("%s: expected a plain or double-quoted value, found %s" % (where, raw))
    return raw


def load(path):
    """The entries of the file, each a dict with its `where` (FILE:LINE of its first key)."""
    entries = []
    current = None
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, start=1):
            where = "%s:%d" % (path, number)
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.match(r"^(- |  )([a-z]+):(?: (.*))?$", line)
            if not m:
                raise EquivalentError("%s: expected '- KEY: VALUE' or '  KEY: VALUE', found %r" % (where, line))
            if m.group(1) == "- ":
                current = {"where": where}
                entries.append(current)
            elif current is None:
                raise EquivalentError("%s: expected '- KEY: VALUE' to start an entry" % where)
            k = m.group(2)
            if k not in KEYS:
                raise EquivalentError("%s: unknown key '%s', expected one of %s" % (where, k, ", ".join(KEYS)))
            if k in current:
                raise EquivalentError("%s: key '%s' given twice in one entry" % (where, k))
            current[k] = _value(m.group(3) or "", where)
    for e in entries:
        missing = [k for k in REQUIRED if k not in e]
        if missing:
            raise EquivalentError("%s: entry lacks %s" % (e["where"], ", ".join(missing)))
        if not e["reason"].strip():
            raise EquivalentError("%s: an equivalent mutant needs a reason" % e["where"])
        try:
            e["nth"] = int(e.get("nth", 0))
        except ValueError:
            raise EquivalentError("%s: nth must be a number, found %s" % (e["where"], e["nth"]))
    return entries


def entry_key(e):
    return (e["file"], e["op"], e["from"], e["to"], e["text"], e["nth"])


def dump_entry(site, reason):
    """The entry for a site, as the file writes it (for a report's survivor)."""
    q = json.dumps
    return "\n".join(["- file: " + site["file"], "  op: " + site["op"], "  from: " + q(site["from"]),
                      "  to: " + q(site["to"]), "  text: " + q(site["text"]),
                      "  nth: %d" % site.get("nth", 0), "  reason: " + q(reason)])
