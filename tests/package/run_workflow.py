#!/usr/bin/env python3
"""The CI workflows of docs/ci-workflow.md, run as written against the Debian package.

  usage: run_workflow.py --source DIR --debs DIR --work DIR

The page's YAML blocks are read (so the page and this test cannot drift): the GitHub
Actions workflow (its steps' `run:` commands), the GitLab CI job (its `script:`) and the
expectation file. Each workflow's commands run in a clone of a scratch git repository, as
CI checks one out, holding the package under ci/ (the .deb that tests/package/run.sh made
in DIR), a fake engine ./engine (tests/engines/uci.sh: Deep Thought's own divide over UCI,
on the package's deepthought) and the expectation file named by --expect. Three runs each:
the engine as it is passes (status 0, a well-formed report without a failure); with a
planted fault (uci.sh's `inflate e5f7`) the same commands exit 1, the failure in the
report; with the page's expectation file, listing that entry, they exit 0 again, the entry
skipped in the report.

Nothing is installed on this machine: the install command runs under the substitution the
page states ("How this page is tested"): `apt-get install --simulate` of the package, then
`dpkg -x` into a scratch root whose usr/bin is on PATH, and /usr/share/deepthought/ read
there. Prints one line per run and `workflow test: N runs passed`; exits 1 naming what failed.
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

PAGE = "docs/ci-workflow.md"
# The substitution of the page's "How this page is tested": the install command, and the
# installed files' folder, both in a scratch root ($DT_ROOT, set for each run).
INSTALL = "apt-get update && apt-get install -y --no-install-recommends "
INSTALL_AS = "apt-get install --simulate --no-install-recommends {deb} >/dev/null && dpkg -x {deb} \"$DT_ROOT\""
SHARE = "/usr/share/deepthought/"
SHARE_AS = "\"$DT_ROOT\"/usr/share/deepthought/"
# uci.sh's planted fault (its header): the root count of Kiwipete's Nxf7, and the total,
# one higher, which only the entry pos-2 of standard.perft can play at its root.
FAULT = "inflate e5f7"
FAULTY_ENTRY = "pos-2"
RUN_SECONDS = 120


class Failure(Exception):
    pass


def yaml_blocks(page):
    """(text, parsed YAML) of every ```yaml block of the page, in order."""
    blocks, body = [], None
    for line in page.read_text(encoding="utf-8").split("\n"):
        if body is None and line.strip() == "```yaml":
            body = []
        elif body is not None and line.strip() == "```":
            text = "\n".join(body) + "\n"
            blocks.append((text, yaml.safe_load(text)))
            body = None
        elif body is not None:
            body.append(line)
    return blocks


def only(items, what):
    if len(items) != 1:
        raise Failure(f"{PAGE}: expected one {what}, found {len(items)}")
    return items[0]


def github_commands(workflow):
    """The `run:` commands of the one job, and the report the upload step hands on."""
    job = only(list(workflow["jobs"].values()), "GitHub job")
    steps = job["steps"]
    commands = [s["run"] for s in steps if "run" in s]
    upload = only([s for s in steps if str(s.get("uses", "")).startswith("actions/upload-artifact@")],
                  "actions/upload-artifact step")
    if upload.get("if") != "always()":
        raise Failure(f"{PAGE}: the GitHub upload step is not 'if: always()', so a failing run's report is lost")
    return commands, upload["with"]["path"]


def gitlab_commands(workflow):
    """The `script:` of the one job, and the report given to `artifacts: reports: junit:`."""
    job = only([j for j in workflow.values() if isinstance(j, dict) and "script" in j], "GitLab job")
    artifacts = job["artifacts"]
    if artifacts.get("when") != "always":
        raise Failure(f"{PAGE}: the GitLab artifacts are not 'when: always', so a failing run's report is lost")
    return job["script"], artifacts["reports"]["junit"]


def flag(commands, name):
    """The value of `name` in the page's suite command."""
    suite = only([c for c in commands if c.startswith("deepthought suite ")], "deepthought suite command")
    words = shlex.split(suite)
    if name not in words or words.index(name) + 1 == len(words):
        raise Failure(f"{PAGE}: the suite command has no {name} FILE: {suite}")
    return words[words.index(name) + 1]


def substituted(commands):
    """The commands with the install replaced as the page states; each substitution must apply."""
    out, installs, shares = [], 0, 0
    for c in commands:
        if c.startswith(INSTALL):
            deb = c[len(INSTALL):]
            if not re.fullmatch(r"\./ci/deepthought_\*_amd64\.deb", deb):
                raise Failure(f"{PAGE}: the install command installs '{deb}', not the package kept under ci/")
            c = INSTALL_AS.format(deb=deb)
            installs += 1
        if SHARE in c:
            c = c.replace(SHARE, SHARE_AS)
            shares += 1
        out.append(c)
    if installs != 1 or shares != 1:
        raise Failure(f"{PAGE}: expected one install command and one suite under {SHARE}, "
                      f"found {installs} and {shares}: {commands}")
    return out


def git(*args, cwd):
    subprocess.run(["git", "-c", "user.name=workflow test", "-c", "user.email=workflow@test.invalid",
                    "-c", "init.defaultBranch=main", *args], cwd=cwd, check=True, capture_output=True)


def scratch_checkout(work, name, deb, uci_sh, engine, expect_file, expect_text, fault):
    """A repository as an engine's would be (committed), then cloned as CI checks one out."""
    repo = work / f"{name}.repo"
    (repo / "ci").mkdir(parents=True)
    shutil.copy(deb, repo / "ci" / deb.name)
    arguments = "deepthought orthodox" + (f" {FAULT}" if fault else "")
    (repo / engine).write_text("#!/bin/sh\n# A fake engine: Deep Thought's own divide over UCI"
                               f"{', with a planted fault' if fault else ''}.\n"
                               f"exec {shlex.quote(str(uci_sh))} {arguments}\n")
    (repo / engine).chmod(0o755)
    (repo / expect_file).write_text(expect_text)
    git("init", "-q", ".", cwd=repo)
    git("add", ".", cwd=repo)
    git("commit", "-q", "-m", "an engine", cwd=repo)
    checkout = work / name
    git("clone", "-q", str(repo), str(checkout), cwd=work)
    return checkout


def run_commands(commands, checkout, root, one_shell):
    """The exit status CI would give: GitHub runs each step in `bash -e`, GitLab the whole
    script in one shell; the first command that fails ends the job with its status."""
    env = dict(os.environ, DT_ROOT=str(root), PATH=f"{root}/usr/bin:{os.environ['PATH']}")
    scripts = ["set -eo pipefail\n" + "\n".join(commands)] if one_shell else [f"set -eo pipefail\n{c}" for c in commands]
    log = []
    for script in scripts:
        p = subprocess.run(["bash", "--noprofile", "--norc", "-c", script], cwd=checkout, env=env,
                           stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=RUN_SECONDS)
        log.append(p.stdout + p.stderr)
        if p.returncode != 0:
            return p.returncode, "".join(log)
    return 0, "".join(log)


def check_report(report, want_failure, want_skipped_entry):
    if not report.is_file():
        raise Failure(f"no report {report}")
    lint = subprocess.run(["xmllint", "--noout", str(report)], capture_output=True, text=True)
    if lint.returncode != 0:
        raise Failure(f"{report} is not well-formed XML: {lint.stderr}")
    text = report.read_text(encoding="utf-8")
    if ("<failure" in text) != want_failure:
        raise Failure(f"{report}: {'no' if want_failure else 'a'} <failure> in the report")
    failing = re.findall(r'<testcase name="([^"]*)"[^/>]*>\s*<failure', text)
    if want_failure and any(not n.startswith(FAULTY_ENTRY + " ") for n in failing):
        raise Failure(f"{report}: failures outside {FAULTY_ENTRY}: {failing}")
    skipped = re.findall(r'<testcase name="([^"]*)"[^/>]*>\s*<skipped', text)
    if want_skipped_entry and not (skipped and all(n.startswith(want_skipped_entry + " ") for n in skipped)):
        raise Failure(f"{report}: expected {want_skipped_entry}'s counts skipped, skipped: {skipped}")
    if not want_skipped_entry and skipped:
        raise Failure(f"{report}: skipped test cases: {skipped}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True, type=Path)
    ap.add_argument("--debs", required=True, type=Path, help="the folder where tests/package/run.sh left the .deb")
    ap.add_argument("--work", required=True, type=Path)
    args = ap.parse_args()
    source, work = args.source.resolve(), args.work.resolve()
    debs = sorted(args.debs.glob("deepthought_*.deb"))
    if len(debs) != 1:
        raise Failure(f"expected one deepthought_*.deb in {args.debs} (made by the test package.deb), found {len(debs)}")
    deb = debs[0]
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)

    blocks = [(text, b) for text, b in yaml_blocks(source / PAGE) if isinstance(b, dict)]
    github = only([b for _, b in blocks if "jobs" in b], "GitHub workflow block")
    gitlab = only([b for _, b in blocks if "jobs" not in b and "expectations" not in b], "GitLab CI block")
    expectations_text, expectations = only([(t, b) for t, b in blocks if "expectations" in b], "expectation file block")
    if not any(e.get("entry") == FAULTY_ENTRY for e in expectations["expectations"]):
        raise Failure(f"{PAGE}: the expectation file lists no entry {FAULTY_ENTRY}, which the planted fault breaks")

    runs = 0
    for name, (commands, report_name), one_shell in (("github", github_commands(github), False),
                                                     ("gitlab", gitlab_commands(gitlab), True)):
        if flag(commands, "--junit") != report_name:
            raise Failure(f"{PAGE}: the {name} workflow hands on {report_name}, but --junit writes {flag(commands, '--junit')}")
        engine, expect_file = flag(commands, "--uci"), flag(commands, "--expect")
        script = substituted(commands)
        for case, fault, expect_text, want_status in (
                ("as-is", False, "expectations: []\n", 0),
                ("fault", True, "expectations: []\n", 1),
                ("fault-expected", True, expectations_text, 0)):
            checkout = scratch_checkout(work, f"{name}-{case}", deb, source / "tests/engines/uci.sh", engine,
                                        expect_file, expect_text, fault)
            root = work / f"{name}-{case}.root"
            root.mkdir()
            status, log = run_commands(script, checkout, root, one_shell)
            if status != want_status:
                raise Failure(f"{name} workflow, engine {case}: exit status {status}, expected {want_status}; output:\n{log}")
            check_report(checkout / report_name, want_failure=(case == "fault"),
                         want_skipped_entry=FAULTY_ENTRY if case == "fault-expected" else None)
            summary = [line for line in log.splitlines() if line.startswith("suite ")]
            print(f"{name} workflow, engine {case}: status {status}, {report_name} well-formed; {summary[-1] if summary else log}")
            runs += 1
    shutil.rmtree(work)
    print(f"workflow test: {runs} runs passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print(f"workflow test: {e}", file=sys.stderr)
        sys.exit(1)
