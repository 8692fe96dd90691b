"""The mutation report: counts per variant, per file and per ruling (with the spec clauses
citing it), and every survivor with its diff and the command that reproduces it.

Kill rate = killed / (killed + survived): mutants that did not compile and those listed as
equivalent (tests/mutation/equivalent.yaml) are shown but not counted in it.
"""

import os
import tempfile

VERDICTS = ("killed", "survived", "equivalent", "not compiled")


def _tally(results, key_of):
    table = {}
    for r in results:
        for k in key_of(r):
            row = table.setdefault(k, {v: 0 for v in VERDICTS})
            row[r["verdict"] if r["verdict"] in VERDICTS else "not compiled"] += 1
    for row in table.values():
        row["made"] = sum(row[v] for v in VERDICTS)
        judged = row["killed"] + row["survived"]
        row["kill_rate"] = round(row["killed"] / judged, 4) if judged else None
    return dict(sorted(table.items()))


def summarize(results, clause_map, settings):
    mutants = []
    for r in results:
        mutants.append({k: r[k] for k in ("index", "group", "file", "line", "op", "from", "to", "text", "nth",
                                           "rulings", "verdict", "detail", "seconds", "diff", "reproduce")})
    return {
        "settings": settings,
        "total": _tally(results, lambda r: ["all"]).get("all", {v: 0 for v in VERDICTS}),
        "per_variant": _tally(results, lambda r: [r["group"]]),
        "per_file": _tally(results, lambda r: [r["file"]]),
        "per_ruling": _tally(results, lambda r: r["rulings"] or ["(no ruling cited)"]),
        "clauses_of_rulings": {rid: clause_map.get(rid, []) for r in results for rid in r["rulings"]},
        "mutants": mutants,
    }


def _rate(row):
    return "-" if row.get("kill_rate") is None else "%.0f%%" % (100 * row["kill_rate"])


def _table(title, table, clause_map=None):
    lines = ["## " + title, "", "| | made | killed | survived | equivalent | not compiled | kill rate |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for name, row in table.items():
        label = "`%s`" % name
        if clause_map is not None and clause_map.get(name):
            label += " (" + ", ".join(clause_map[name]) + ")"
        lines.append("| %s | %d | %d | %d | %d | %d | %s |" % (label, row["made"], row["killed"], row["survived"],
                                                             row["equivalent"], row["not compiled"], _rate(row)))
    return lines + [""]


def markdown(summary):
    s, t = summary["settings"], summary["total"]
    out = ["# Mutation report", "",
           "Seed %d, %d mutants asked, %d run (%s); suites at --max-nodes %d; %.0f s (%.0f s preparing)." % (
               s["seed"], s["asked"], s["run"], "groups " + s["variant"] if s["variant"] else "every group",
               s["max_nodes"], s["seconds"], s["prepare_seconds"]), "",
           "**Kill rate %s**: %d killed, %d survived, %d equivalent, %d not compiled (kill rate = killed / "
           "(killed + survived))." % (_rate(t), t["killed"], t["survived"], t["equivalent"], t["not compiled"]), ""]
    out += _table("Per variant", summary["per_variant"])
    out += _table("Per ruling (and the spec clauses citing it)", summary["per_ruling"], summary["clauses_of_rulings"])
    out += _table("Per file", summary["per_file"])
    for verdict, title in (("survived", "Survivors"), ("equivalent", "Equivalent (tests/mutation/equivalent.yaml)")):
        chosen = [m for m in summary["mutants"] if m["verdict"] == verdict]
        out += ["## %s (%d)" % (title, len(chosen)), ""]
        for m in chosen:
            out += ["### mutant %d: %s:%d, %s (%s)" % (m["index"], m["file"], m["line"], m["op"],
                                                       ", ".join(m["rulings"]) or "no ruling cited"), "",
                    "Reproduce: `%s`" % m["reproduce"] + ("" if verdict == "survived" else "; why equivalent: " + m["detail"]),
                    "", "```diff", m["diff"].rstrip("\n"), "```", ""]
    return "\n".join(out) + "\n"


def write(path, text):
    """Writes whole or not at all: a temporary file beside PATH, renamed over it."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".mutants-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
