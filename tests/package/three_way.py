"""One contract, three front ends: the command line, the npm package under Node and the
Python module answer alike on a sample of every registered variant's conformance suite.

For each variant `deepthought variants` lists, its suite (positions/suites/VARIANT.perft;
standard.perft for orthodox) gives the sample: its first 5 entries and every 50th. Each
entry is counted at the deepest depth whose count in the file is at most 20,000 nodes,
under the entry's options, by `deepthought perft`/`divide --json`/`moves --json`, by the
module's Game(...).perft/.divide/.legal_moves and by the package's perft/divide/legalMoves
(three_way.mjs, in a scratch project where install_npm_package.sh installed the package).
Each front end must give the file's count, and all three the same divide (the same moves
in the same order, the same counts, summing to the count) and the same legal moves, in
the same order, at the entry's root. The suites' counts were agreed by independent
reference generators (each file's header names them).

  usage: three_way.py SOURCE DEEPTHOUGHT WEB_BUILD SCRATCH [--suites DIR]
  (the built module `deepthought` on PYTHONPATH; exit 1 on a difference, 2 on bad input)
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

import deepthought

MAX_NODES = 20000
FIRST = 5
EVERY = 50


def refuse(message):
    print(f"three_way.py: {message}", file=sys.stderr)
    sys.exit(2)


def read_suite(path):
    """A .perft file's entries: {id, epd, options: {NAME: VALUE}, perft: {depth: nodes}}."""
    entries = []
    for n, raw in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        key, _, rest = raw.strip().partition(" ")
        if key == "id":
            entries.append({"id": f"{rest} ({path.name}:{n})", "epd": None, "options": {}, "perft": {}})
        elif key == "epd":
            entries[-1]["epd"] = rest
        elif key == "options":
            entries[-1]["options"] = dict(o.split("=", 1) for o in rest.split())
        elif key == "perft":
            depth, nodes = rest.split()
            entries[-1]["perft"][int(depth)] = int(nodes)
    return entries


def sample(variant, suites):
    """The entries to compare, each with the depth to count and the file's count there."""
    path = suites / ("standard.perft" if variant == "orthodox" else f"{variant}.perft")
    if not path.is_file():
        refuse(f"{path}: no conformance suite for the variant {variant}")
    chosen = []
    for i, entry in enumerate(read_suite(path)):
        if i >= FIRST and i % EVERY:
            continue
        within = [d for d, nodes in entry["perft"].items() if nodes <= MAX_NODES]
        if not within:
            refuse(f"{entry['id']}: no count of at most {MAX_NODES} nodes")
        depth = max(within)
        chosen.append({**entry, "variant": variant, "depth": depth, "nodes": entry["perft"][depth]})
    return path.name, chosen


def cli_json(cli, command, entry, *extra):
    words = [cli, command, entry["variant"], *extra, "--fen", entry["epd"], "--json"]
    for name, value in entry["options"].items():
        words += ["--option", f"{name}={value}"]
    done = subprocess.run(words, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(words)}: exit status {done.returncode}: {done.stderr.strip()}")
    return [json.loads(line) for line in done.stdout.splitlines()]


def by_cli(cli, entry):
    depth = str(entry["depth"])
    perft = [r["nodes"] for r in cli_json(cli, "perft", entry, depth) if r["depth"] == entry["depth"]]
    divide = cli_json(cli, "divide", entry, depth)[0]
    legal = cli_json(cli, "moves", entry)[0]["moves"]
    return {"perft": perft[0] if perft else None,
            "divide": [[m["move"], m["nodes"]] for m in divide["moves"]], "legal": legal}


def by_python(entry):
    game = deepthought.Game(entry["variant"], options=entry["options"], position=entry["epd"])
    return {"perft": game.perft(entry["depth"]),
            "divide": [[move, count] for move, count in game.divide(entry["depth"]).items()],
            "legal": game.legal_moves()}


def by_javascript(project, entries):
    """The package's answers for every entry, from one Node process in the scratch project."""
    script = Path(__file__).with_name("three_way.mjs")
    (project / script.name).write_text(script.read_text(encoding="utf-8"), encoding="utf-8")
    request = [{"variant": e["variant"], "options": e["options"], "position": e["epd"], "depth": e["depth"]}
               for e in entries]
    done = subprocess.run(["node", script.name], cwd=project, input=json.dumps(request),
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"node {script.name}: exit status {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout)


def differences(entry, answers):
    """What the front ends' answers (name: answer) get wrong, one line each."""
    found = []
    for name, answer in answers.items():
        if answer["perft"] != entry["nodes"]:
            found.append(f"{name} perft {entry['depth']} = {answer['perft']}, the file has {entry['nodes']}")
        total = sum(count for _, count in answer["divide"])
        if total != entry["nodes"]:
            found.append(f"{name} divide {entry['depth']} sums to {total}, the file has {entry['nodes']}")
        if [move for move, _ in answer["divide"]] != answer["legal"]:
            found.append(f"{name}'s divide lists other moves than its legal moves")
    (first, reference), *others = answers.items()
    for name, answer in others:
        for part in ("divide", "legal"):
            if answer[part] != reference[part]:
                only_first = [m for m in reference[part] if m not in answer[part]]
                only_other = [m for m in answer[part] if m not in reference[part]]
                found.append(f"{part} of {first} and {name} differ: only {first}: {only_first or '(order)'}; "
                             f"only {name}: {only_other or '(order)'}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("cli")
    parser.add_argument("web_build", type=Path)
    parser.add_argument("scratch", type=Path)
    parser.add_argument("--suites", type=Path, help="the suites' folder (default SOURCE/positions/suites)")
    args = parser.parse_args()
    suites = args.suites or args.source / "positions" / "suites"

    listed = json.loads(subprocess.run([args.cli, "variants", "--json"], capture_output=True, text=True,
                                       check=True).stdout)
    variants = [v["name"] for v in listed["variants"]]
    plan = {variant: sample(variant, suites) for variant in variants}
    entries = [entry for _, chosen in plan.values() for entry in chosen]

    subprocess.run([Path(__file__).with_name("install_npm_package.sh"), args.source, args.web_build, args.scratch],
                   check=True)
    javascript = by_javascript(args.scratch, entries)
    failed = 0
    for front_end, names in (("python", list(deepthought.variants())), ("javascript", javascript["variants"])):
        if names != variants:
            print(f"FAIL the {front_end} front end lists the variants {names}, the CLI {variants}")
            failed += 1
    answers = iter(javascript["answers"])
    for variant, (suite, chosen) in plan.items():
        nodes = 0
        for entry in chosen:
            found = differences(entry, {"cli": by_cli(args.cli, entry), "python": by_python(entry),
                                        "javascript": next(answers)})
            for line in found:
                print(f"FAIL {variant} {entry['id']} depth {entry['depth']}: {line}")
            failed += bool(found)
            nodes += entry["nodes"]
        print(f"{variant}: {len(chosen)} entries of {suite} at depths "
              f"{min(e['depth'] for e in chosen)}-{max(e['depth'] for e in chosen)}, {nodes} nodes")
    if failed:
        print(f"three-way: {failed} of {len(entries)} entries differ")
        return 1
    print(f"three-way: the CLI, the npm package and the Python module agree on {len(entries)} entries "
          f"of {len(variants)} variants")
    return 0


if __name__ == "__main__":
    sys.exit(main())
