#!/usr/bin/python3
"""Mutation testing of the rules: how many single-token changes of rules/ the rulebook sees.

Each mutant is one change (sites.py lists the operators) of one file of rules/core/ or
rules/VARIANT/, applied to a scratch copy of the checkout (SCRATCH/jobN, one per job, its
build folder SCRATCH/jobN/build-cc reused from mutant to mutant), rebuilt incrementally
(the `deepthought` target only; ccache when it is on PATH) and judged by the fast kill set:

  deepthought variants --json                  (the variants' cards, against CARD)
  deepthought check positions/VARIANT          (the variant's rulebook cases)
  deepthought suite VARIANT SUITE --max-nodes N --fail-fast --quiet   (its conformance suite)

for the variant whose folder was changed; a change of rules/core/ runs the whole rulebook
and every suite. The first command that fails kills the mutant (the cards' command when
its JSON differs from tests/mutation/variants.json); one that runs past --timeout seconds
kills it too. A mutant that does not compile is not counted.

With --sanitize, a survivor is built again in SCRATCH/jobN/build-sanitize with
AddressSanitizer and UndefinedBehaviorSanitizer (the sanitize target's settings) and the
kill set runs on that program: a sanitizer's report (undefined behaviour the optimised
program happened to hide) kills it. A failure without a report does not: the sanitized
program runs slower, and only the report is evidence.

Mutants are numbered by seed: every site of the files in scope, shuffled with the seed in
each variant and operator, dealt out operator by operator within a variant and variant by
variant over the whole, so that any first COUNT are spread over both. Mutant INDEX of SEED
is always the same change of the same source, so

  tests/mutation/mutants.py --seed 7 --index 42

rebuilds and judges that one mutant and prints its diff (`make mutants SEED=7 INDEX=42`).
Exit status: 0, or 1 with --fail-on-survivor when a mutant survived that
tests/mutation/equivalent.yaml does not list, 2 on bad input or a tree the kill set
already fails unmutated. An entry of equivalent.yaml that matches no site is an error.
"""

import argparse
import concurrent.futures
import difflib
import fcntl
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ left in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import clauses  # noqa: E402
import equivalent  # noqa: E402
import report  # noqa: E402
import sites  # noqa: E402

# Each variant's conformance suites, in positions/suites/.
SUITES = {
    "hitchhiker": ["hitchhiker.perft"], "hyperspace": ["hyperspace.perft"], "lue": ["lue.perft"],
    "outerspace": ["outerspace.perft"], "ringworld": ["ringworld.perft"],
    "orthodox": ["standard.perft", "standard.epd"], "chess960": ["chess960.perft"],
}
GROUPS = ["core"] + sorted(SUITES)
# Not rules: the CPU check and feature probe, and the drawings (the board as the CLI and
# the browser draw it), which no rulebook case looks at.
SKIPPED = ("cpu_check.cpp", "cpu_features.cpp", "cpu_features.hpp", "drawing.cpp", "drawing.hpp")
COPY_IGNORED = (".git", ".cache")
# What `deepthought variants --json` must print (the variants' cards), as JSON.
CARDS = "tests/mutation/variants.json"
# The start of a finding of either sanitizer (ASan's report line, UBSan's diagnostic).
SANITIZER_REPORTS = ("ERROR: AddressSanitizer", "runtime error:")
SANITIZE_CMAKE_ARGS = ["-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DDEEPTHOUGHT_SANITIZE=ON", "-DDEEPTHOUGHT_TESTS=OFF",
                       "-DDEEPTHOUGHT_MPI=ON"]


def fail(message):
    print("mutants.py: " + message, file=sys.stderr)
    sys.exit(2)


def scope_files(top):
    """(group, path from top) of every file in scope, sorted."""
    found = []
    for group in GROUPS:
        folder = os.path.join(top, "rules", group)
        for name in sorted(os.listdir(folder)):
            if name.endswith((".hpp", ".cpp")) and name not in SKIPPED:
                found.append((group, "rules/%s/%s" % (group, name)))
    return found


def all_sites(top):
    everything = []
    for group, path in scope_files(top):
        with open(os.path.join(top, path), encoding="utf-8") as f:
            found = sites.find_sites(path, f.read())
        for s in found:
            s["group"] = group
        everything.extend(sites.number_equal_sites(found))
    return everything


def deal(everything, seed):
    """The numbered sequence of mutants for a seed (see the module's comment)."""
    rng = random.Random(seed)
    per_group = []
    for group in GROUPS:
        by_op = []
        for op in sites.OPERATORS:
            chosen = [s for s in everything if s["group"] == group and s["op"] == op]
            rng.shuffle(chosen)
            if chosen:
                by_op.append(chosen)
        per_group.append(_round_robin(by_op))
    return _round_robin(per_group)


def _round_robin(lists):
    out = []
    for k in range(max((len(x) for x in lists), default=0)):
        out.extend(x[k] for x in lists if k < len(x))
    return out


def kill_set(group, max_nodes):
    """(argv, the JSON file its output must equal or None) of each command, fastest first."""
    groups = sorted(SUITES) if group == "core" else [group]
    commands = [(["variants", "--json"], CARDS),
                (["check"] if group == "core" else ["check", "positions/" + group], None)]
    for g in groups:
        for suite in SUITES[g]:
            commands.append((["suite", g, "positions/suites/" + suite, "--max-nodes", str(max_nodes),
                              "--fail-fast", "--quiet"], None))
    return commands


def cards_differ(out, expected_path):
    """None when the output is the JSON of the file, else what differs first."""
    with open(expected_path, encoding="utf-8") as f:
        expected = json.load(f)
    try:
        got = json.loads(out)
    except ValueError:
        return "not JSON: " + (out.strip().splitlines() or [""])[0][:120]
    want = {v["name"]: v for v in expected["variants"]}
    have = {v.get("name"): v for v in got.get("variants", [])} if isinstance(got, dict) else {}
    for name in list(want) + [n for n in have if n not in want]:
        if want.get(name) != have.get(name):
            return "the card of %s differs from %s" % (name, CARDS)
    return None if got == expected else "the variants' order differs from " + CARDS


def run_bounded(argv, cwd, timeout):
    """(status, output, timed_out) of a command in a process group of its own."""
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        return proc.returncode, out.decode("utf-8", "replace"), False
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return None, out.decode("utf-8", "replace"), True


def sync_tree(src, dst):
    """dst becomes a copy of the checkout src (its build folders and .git left out); files
    whose content is already the same are left alone, so their builds stay current."""
    os.makedirs(dst, exist_ok=True)
    for root, dirs, files in os.walk(src):
        rel = os.path.relpath(root, src)
        dirs[:] = [d for d in dirs if not (rel == "." and (d.startswith("build") or d in COPY_IGNORED))]
        there = os.path.join(dst, rel)
        os.makedirs(there, exist_ok=True)
        for name in files:
            a, b = os.path.join(root, name), os.path.join(there, name)
            if os.path.islink(a):
                continue
            if not os.path.exists(b) or open(a, "rb").read() != open(b, "rb").read():
                shutil.copy2(a, b)
        for name in set(os.listdir(there)) - set(dirs) - set(files):
            path = os.path.join(there, name)
            if not (rel == "." and (name.startswith("build") or name == ".lock")) and os.path.isfile(path):
                os.remove(path)


class Job:
    """One scratch copy and its build folder."""

    def __init__(self, top, folder, args):
        self.top, self.folder, self.args = top, folder, args
        self.build = os.path.join(folder, "build-cc")
        self.binary = os.path.join(self.build, "bin", "deepthought")
        self.sanitize_build = os.path.join(folder, "build-sanitize")

    def prepare(self):
        # Two runs in one copy would build each other's mutants: the second one stops.
        os.makedirs(self.folder, exist_ok=True)
        self.lock = open(os.path.join(self.folder, ".lock"), "w")
        try:
            fcntl.flock(self.lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            fail("%s is in use by another run (give it another --scratch)" % self.folder)
        sync_tree(self.top, self.folder)
        if not os.path.exists(os.path.join(self.build, "CMakeCache.txt")):
            argv = ["cmake", "-S", self.folder, "-B", self.build, "-DCMAKE_BUILD_TYPE=Release"]
            argv += self.args.cmake_args.split()
            if shutil.which("ccache"):
                argv.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
            status, out, _ = run_bounded(argv, self.folder, self.args.build_timeout)
            if status != 0:
                fail("configuring %s failed:\n%s" % (self.build, out[-3000:]))
        if self.compile() != "built":
            fail("the unmutated copy in %s does not build:\n%s" % (self.folder, self.last_build_output[-3000:]))
        for group in GROUPS:
            verdict, detail = self.judge(group)
            if verdict != "survived":
                fail("the kill set fails on the unmutated tree (%s): %s" % (group, detail))

    def compile(self, build=None):
        build = build or self.build
        argv = ["cmake", "--build", build, "--target", "deepthought", "-j", str(self.args.build_threads)]
        status, out, timed_out = run_bounded(argv, self.folder, self.args.build_timeout)
        self.last_build_output = out
        return "built" if status == 0 else "build timed out" if timed_out else "not compiled"

    def judge(self, group):
        """("killed", what killed it) or ("survived", "")."""
        for command, expected in kill_set(group, self.args.max_nodes):
            status, out, timed_out = run_bounded([self.binary] + command, self.folder, self.args.timeout)
            shown = "deepthought " + " ".join(command)
            if timed_out:
                return "killed", shown + ": timed out after %d s" % self.args.timeout
            if status != 0:
                last = [x for x in out.splitlines() if x.strip()][-1:] or [""]
                return "killed", "%s: status %s: %s" % (shown, status, last[0][:200])
            differs = expected and cards_differ(out, os.path.join(self.folder, expected))
            if differs:
                return "killed", "%s: %s" % (shown, differs)
        return "survived", ""

    def judge_sanitized(self, group):
        """("killed", the sanitizer's report) or ("survived", ""): the mutated tree built
        with the sanitizers, the kill set run on it; only a sanitizer's report kills."""
        if not os.path.exists(os.path.join(self.sanitize_build, "CMakeCache.txt")):
            argv = ["cmake", "-S", self.folder, "-B", self.sanitize_build] + SANITIZE_CMAKE_ARGS
            if shutil.which("ccache"):
                argv.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
            status, out, _ = run_bounded(argv, self.folder, self.args.build_timeout)
            if status != 0:
                fail("configuring %s failed:\n%s" % (self.sanitize_build, out[-3000:]))
        built = self.compile(self.sanitize_build)
        if built != "built":
            fail("the sanitized build of a surviving mutant failed (%s):\n%s" % (built, self.last_build_output[-3000:]))
        binary = os.path.join(self.sanitize_build, "bin", "deepthought")
        for command, _ in kill_set(group, self.args.max_nodes):
            _, out, _ = run_bounded([binary] + command, self.folder, self.args.timeout * 10)
            found = [x for x in out.splitlines() if any(r in x for r in SANITIZER_REPORTS)]
            if found:
                return "killed", "sanitized deepthought %s: %s" % (" ".join(command), found[0].strip()[:200])
        return "survived", ""

    def run(self, site):
        path = os.path.join(self.folder, site["file"])
        with open(path, encoding="utf-8") as f:
            original = f.read()
        mutated = sites.apply(original, site)
        started = time.time()
        try:
            with open(path, "w", encoding="utf-8") as f:
                f.write(mutated)
            built = self.compile()
            if built == "built" and self.args.keep:
                os.makedirs(self.args.keep, exist_ok=True)
                shutil.copy2(self.binary, os.path.join(self.args.keep, "deepthought-%d-%d" % (self.args.seed, site["index"])))
            if built == "built":
                verdict, detail = self.judge(site["group"])
                if verdict == "survived" and self.args.sanitize:
                    verdict, detail = self.judge_sanitized(site["group"])
            else:
                verdict, detail = "not compiled", built
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)
        return {"verdict": verdict, "detail": detail, "seconds": round(time.time() - started, 1),
                "diff": diff_of(site, original, mutated)}


def diff_of(site, original, mutated):
    return "".join(difflib.unified_diff(original.splitlines(True), mutated.splitlines(True),
                                        "a/" + site["file"], "b/" + site["file"], n=1))


def parse_args(argv):
    p = argparse.ArgumentParser(description="Mutation testing of rules/ against the rulebook and the suites.")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=40, help="mutants to make (the first COUNT of the seed's)")
    p.add_argument("--skip", type=int, default=0, help="leave out the first SKIP of the seed's mutants (to go on from a run)")
    p.add_argument("--index", type=int, action="append", help="only this mutant of the seed (repeatable)")
    p.add_argument("--variant", default="", help="comma-separated groups: core and variant names")
    p.add_argument("--budget", type=float, default=0, help="seconds; no new mutant starts after them (0: none)")
    p.add_argument("--jobs", type=int, default=1, help="mutants built and judged at once, each in its own copy")
    p.add_argument("--build-threads", type=int, default=1)
    p.add_argument("--max-nodes", type=int, default=20000, help="the suites' --max-nodes")
    p.add_argument("--timeout", type=int, default=60, help="seconds for one kill-set command")
    p.add_argument("--build-timeout", type=int, default=1800)
    p.add_argument("--scratch", default=None, help="the copies' folder (default: build-mutants in the checkout)")
    p.add_argument("--cmake-args", default="-DDEEPTHOUGHT_TESTS=OFF -DDEEPTHOUGHT_MPI=ON")
    p.add_argument("--equivalent", default=None, help="default: tests/mutation/equivalent.yaml")
    p.add_argument("--json", help="write the JSON report here")
    p.add_argument("--markdown", help="write the summary for people here")
    p.add_argument("--keep", help="copy each mutant's program here, as deepthought-SEED-INDEX, to write a case against")
    p.add_argument("--sanitize", action="store_true",
                   help="build each survivor again with ASan and UBSan (SCRATCH/jobN/build-sanitize) and judge it by the "
                        "kill set there: a sanitizer's report kills it")
    p.add_argument("--list", action="store_true", help="print the mutants chosen and their diffs; build nothing")
    p.add_argument("--fail-on-survivor", action="store_true",
                   help="exit 1 when a mutant survives that equivalent.yaml does not list")
    a = p.parse_args(argv)
    for name in ("count", "jobs", "build_threads", "max_nodes", "timeout", "build_timeout"):
        if getattr(a, name) < 1:
            fail("--%s must be at least 1, got %d" % (name.replace("_", "-"), getattr(a, name)))
    if a.skip < 0:
        fail("--skip must be 0 or more, got %d" % a.skip)
    if a.budget < 0:
        fail("--budget must be 0 or more seconds, got %g" % a.budget)
    return a


def main(argv):
    args = parse_args(argv)
    top = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    scratch = os.path.abspath(args.scratch or os.path.join(top, "build-mutants"))
    wanted = [g for g in args.variant.split(",") if g]
    for g in wanted:
        if g not in GROUPS:
            fail("--variant: unknown group '%s', expected some of %s" % (g, ",".join(GROUPS)))

    everything = all_sites(top)
    try:
        equivalents = equivalent.load(args.equivalent or os.path.join(top, "tests", "mutation", "equivalent.yaml"))
    except (OSError, equivalent.EquivalentError) as e:
        fail(str(e))
    known = {sites.key(s) for s in everything}
    for e in equivalents:
        if equivalent.entry_key(e) not in known:
            fail("%s: this equivalent mutant matches no site of %s (the line changed?): %s %s -> %s in %r"
                 % (e["where"], e["file"], e["op"], e["from"], e["to"], e["text"]))
    reasons = {equivalent.entry_key(e): e["reason"] for e in equivalents}

    sequence = deal(everything, args.seed)
    for i, s in enumerate(sequence):
        s["index"] = i
    if args.index:
        for i in args.index:
            if not 0 <= i < len(sequence):
                fail("--index %d: the seed has mutants 0 to %d" % (i, len(sequence) - 1))
        chosen = [sequence[i] for i in args.index]
    else:
        chosen = [s for s in sequence if not wanted or s["group"] in wanted][args.skip:args.skip + args.count]

    texts = {}
    for s in chosen:
        if s["file"] not in texts:
            with open(os.path.join(top, s["file"]), encoding="utf-8") as f:
                texts[s["file"]] = f.read()
        s["rulings"] = clauses.rulings_near(texts[s["file"]], s["line"])
        s["reproduce"] = "tests/mutation/mutants.py --seed %d --index %d" % (args.seed, s["index"])
    if args.list:
        for s in chosen:
            original = texts[s["file"]]
            print("# mutant %d of seed %d: %s %s -> %s (%s)" % (s["index"], args.seed, s["op"], s["from"] or "(statement)",
                                                             s["to"] or "(removed)", ", ".join(s["rulings"]) or "no ruling"))
            print(diff_of(s, original, sites.apply(original, s)))
        return 0

    jobs = [Job(top, os.path.join(scratch, "job%d" % k), args) for k in range(min(args.jobs, len(chosen)))]
    started = time.time()
    print("mutants.py: preparing %d scratch cop%s in %s" % (len(jobs), "y" if len(jobs) == 1 else "ies", scratch), flush=True)
    with concurrent.futures.ThreadPoolExecutor(len(jobs)) as pool:
        list(pool.map(lambda j: j.prepare(), jobs))
    prepared = time.time()

    results = []
    queue = list(chosen)
    lock = threading.Lock()

    def worker(job):
        while True:
            with lock:
                if not queue:
                    return
                if args.budget and time.time() - started > args.budget:
                    return
                s = queue.pop(0)
            r = job.run(s)
            r.update(s)
            if r["verdict"] == "survived" and sites.key(s) in reasons:
                r["verdict"], r["detail"] = "equivalent", reasons[sites.key(s)]
            with lock:
                results.append(r)
                print("%4d %-12s %-12s %s:%d %s %s -> %s  (%.0f s)%s" % (
                    s["index"], r["verdict"], s["group"], s["file"], s["line"], s["op"], s["from"][:40] or "-",
                    s["to"][:40] or "(removed)", r["seconds"], "\n     " + r["detail"] if r["detail"] and r["verdict"] != "killed" else ""),
                    flush=True)
                if args.index:
                    print(r["diff"], flush=True)

    with concurrent.futures.ThreadPoolExecutor(len(jobs)) as pool:
        list(pool.map(worker, jobs))
    results.sort(key=lambda r: r["index"])
    summary = report.summarize(results, clauses.clause_map(os.path.join(top, "specs")), {
        "seed": args.seed, "asked": len(chosen), "run": len(results), "max_nodes": args.max_nodes,
        "timeout": args.timeout, "variant": args.variant, "prepare_seconds": round(prepared - started, 1),
        "seconds": round(time.time() - started, 1), "budget": args.budget})
    text = report.markdown(summary)
    print(text)
    if args.json:
        report.write(args.json, json.dumps(summary, indent=1) + "\n")
    if args.markdown:
        report.write(args.markdown, text)
    survivors = [r for r in results if r["verdict"] == "survived"]
    return 1 if args.fail_on_survivor and survivors else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except KeyboardInterrupt:
        sys.exit(130)
