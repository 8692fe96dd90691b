#!/usr/bin/env python3
"""Every fenced block of README.md and docs/*.md, run or checked, so that no example drifts
from the program (CONTRIBUTING.md, "Examples that run").

  usage: run_doc_blocks.py --source DIR --build DIR [--mpi] [--python DIR] [FILE.md...]

A block's kind is its fence's info string:

  sh, console   commands. In `sh` every line is one (a line ending in a backslash goes on
                in the next; a line starting with `#` is a comment). In `console` the lines
                starting with `$ ` are the commands and the lines under one are its output,
                compared whole: `...` alone on a line stands for any lines, `...` within a
                line for any text.
  text, json, cmake, cpp, yaml, js, python
                not commands: output, formats, code. Such a block may hold no line that looks
                like a command (a mistyped fence would hide it from the test).

Any other fence, or none, cannot be classified and fails the test. A block runs as written
unless the HTML comment on the line above it says otherwise:

  <!-- doc-test: DIRECTIVE; DIRECTIVE... -->
    status N           each command must exit with status N (by default 0)
    dry-run            each command is a `make` command, run as `make -n ...`: the target
                       exists and its recipe expands, nothing is built or installed
    replace 'A' 'B'    the block runs with the text A replaced by B: a placeholder filled,
                       or a long count's depth made small (the same command at a size a
                       test can wait for)
    needs mpi          runs only in a build with DEEPTHOUGHT_MPI; elsewhere it is reported
                       as skipped
    needs python       runs only in a build with DEEPTHOUGHT_PYTHON (--python DIR, the
                       folder of the built package, which is then on PYTHONPATH);
                       elsewhere it is reported as skipped
    bare-path          build/bin is not put on PATH: the block must do it itself
    same-as FILE       (a text, cmake, cpp or js block) the block is exactly that file of the
                       repository, which another test builds or runs

The commands of a file run in order, each block in one shell of its own (so a block's `cd`
and `export` hold for the rest of that block), in a scratch folder of that file that stands
for a checkout: it links every top-level entry of the source tree, `build` links the build
folder, and HOME is the scratch folder itself, so `~/...` lands there. build/bin is on PATH,
standard input is empty. Every relative link of a page must reach a file, and a link's
#anchor a heading of that file. Exits 1 naming FILE:LINE of each block or link that failed.
"""
import argparse
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
from pathlib import Path

COMMAND_KINDS = {"sh", "console"}
OTHER_KINDS = {"text", "json", "cmake", "cpp", "yaml", "js", "python"}
# A line of a non-command block that would be a command: a block of commands behind the
# wrong fence, which the test would otherwise never run.
LOOKS_LIKE_COMMAND = re.compile(r"^\s*(\$ |deepthought( |$)|make( |$)|cmake |mpirun |sudo |apt-get |bench/\S+\.sh|positions/suites/\S+\.sh|\./)")
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([^\s`]*)\s*$")
DIRECTIVE = re.compile(r"^\s*<!--\s*doc-test:(.*?)-->\s*$")
MARK = "\x1edoc-test-status"
BLOCK_SECONDS = 600


class Block:
    def __init__(self, path, line, kind, lines, directives):
        self.path, self.line, self.kind, self.lines, self.directives = path, line, kind, lines, directives

    def where(self):
        return f"{self.path}:{self.line}"


def parse_directives(text, where):
    """The directives of one `doc-test:` comment, as a dict; raises ValueError."""
    found = {"replace": []}
    for part in filter(None, (p.strip() for p in text.split(";"))):
        words = shlex.split(part)
        name, args = words[0], words[1:]
        if name == "status" and len(args) == 1 and args[0].isdigit():
            found["status"] = int(args[0])
        elif name in ("dry-run", "bare-path") and not args:
            found[name] = True
        elif name == "replace" and len(args) == 2:
            found["replace"].append((args[0], args[1]))
        elif name == "needs" and args in (["mpi"], ["python"]):
            found["needs"] = args[0]
        elif name == "same-as" and len(args) == 1:
            found["same-as"] = args[0]
        else:
            raise ValueError(f"{where}: unknown doc-test directive '{part}'")
    return found


def closes(line, fence):
    s = line.strip()
    return len(s) >= len(fence) and set(s) == {fence[0]}


def blocks_of(path, shown):
    """Every fenced block of a Markdown file, with the directives of the comment above it."""
    lines = path.read_text(encoding="utf-8").split("\n")
    blocks, errors = [], []
    pending = None  # (line number, directives) of a doc-test comment not yet used
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        d = DIRECTIVE.match(lines[i])
        if d:
            if pending:
                errors.append(f"{shown}:{pending[0]}: a doc-test comment with no block under it")
            try:
                pending = (i + 1, parse_directives(d.group(1), f"{shown}:{i + 1}"))
            except ValueError as e:
                errors.append(str(e))
                pending = None
        elif m:
            indent, fence, kind = m.group(1), m.group(2), m.group(3)
            body, j = [], i + 1
            while j < len(lines) and not closes(lines[j], fence):
                body.append(lines[j][len(indent):] if lines[j].startswith(indent) else lines[j].lstrip())
                j += 1
            if j == len(lines):
                errors.append(f"{shown}:{i + 1}: a fence that is never closed")
            blocks.append(Block(shown, i + 1, kind, body, pending[1] if pending else {"replace": []}))
            pending = None
            i = j
        elif lines[i].strip() and pending:
            errors.append(f"{shown}:{pending[0]}: a doc-test comment with no block under it")
            pending = None
        i += 1
    if pending:
        errors.append(f"{shown}:{pending[0]}: a doc-test comment with no block under it")
    return blocks, errors


def commands_of(block):
    """[(command, expected output lines or None)] of a command block."""
    out = []
    if block.kind == "sh":
        joined = ""
        for line in block.lines:
            if not joined and (not line.strip() or line.lstrip().startswith("#")):
                continue
            if line.endswith("\\"):
                joined += line[:-1] + " "
                continue
            out.append((joined + line, None))
            joined = ""
        if joined:
            out.append((joined, None))
    else:
        going_on = False  # the last command's line ended in a backslash
        for line in block.lines:
            if going_on:
                out[-1] = (out[-1][0][:-1] + " " + line.lstrip(), [])
            elif line.startswith("$ "):
                out.append((line[2:], []))
            elif out:
                out[-1][1].append(line)
            elif line.strip():
                raise ValueError("console output before any '$ ' command")
            going_on = bool(out) and not out[-1][1] and out[-1][0].endswith("\\")
        for _, expected in out:
            while expected and not expected[-1].strip():
                expected.pop()
    return out


def output_pattern(expected):
    parts = []
    for line in expected:
        if line.strip() == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            parts.append(r"[^\n]*?".join(re.escape(p) for p in line.split("...")) + r"\n")
    return re.compile("".join(parts))


LINK = re.compile(r"\]\(([^)\s]+)\)")


def slug(heading):
    """The anchor GitHub gives a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def outside_fences(text):
    inside, kept = None, []
    for line in text.split("\n"):
        m = FENCE.match(line)
        if inside is None and m:
            inside = m.group(2)
        elif inside and closes(line, inside):
            inside = None
        elif inside is None:
            kept.append(line)
    return kept


def anchors_of(path):
    return {slug(m.group(1)) for line in outside_fences(path.read_text(encoding="utf-8"))
            if (m := re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line))}


def broken_links(path, shown):
    """FILE:LINE of each relative link whose file, or heading, is not there."""
    errors = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        for target in LINK.findall(line):
            if re.match(r"^[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            goal = (path.parent / file).resolve() if file else path
            if not goal.exists():
                errors.append(f"{shown}:{n}: a link to {target}: no such file")
            elif anchor and goal.suffix == ".md" and anchor not in anchors_of(goal):
                errors.append(f"{shown}:{n}: a link to {target}: no such heading")
    return errors


def make_scratch(scratch, source, build):
    if scratch.exists():
        shutil.rmtree(scratch)
    scratch.mkdir(parents=True)
    for entry in source.iterdir():
        if entry.name == ".git" or entry.name.startswith("build"):
            continue
        (scratch / entry.name).symlink_to(entry)
    (scratch / "build").symlink_to(build)


def run_block(block, scratch, build, mpi, python):
    """None when the block passes, 'skipped: ...' or a failure message."""
    d = block.directives
    if d.get("needs") == "mpi" and not mpi:
        return "skipped: built without DEEPTHOUGHT_MPI"
    if d.get("needs") == "python" and not python:
        return "skipped: built without DEEPTHOUGHT_PYTHON"
    text = "\n".join(block.lines)
    for a, b in d["replace"]:
        if a not in text:
            return f"replace '{a}': no such text in the block"
        text = text.replace(a, b)
    run = Block(block.path, block.line, block.kind, text.split("\n"), d)
    try:
        commands = commands_of(run)
    except ValueError as e:
        return str(e)
    if not commands:
        return "a command block without a command"
    if d.get("dry-run"):
        for command, _ in commands:
            words = shlex.split(command, comments=True)
            if not words or words[0] != "make":
                return f"dry-run: '{command}' is not a make command, so it cannot be dry-run"
        commands = [("make -n " + shlex.join(shlex.split(c, comments=True)[1:]) + " >/dev/null", None) for c, _ in commands]
    script = ["exec 2>&1", f"cd {shlex.quote(str(scratch))}"]
    for command, _ in commands:
        script += [command, f"printf '\\n{MARK} %d\\n' $?"]
    script_file = scratch.parent / (scratch.name + ".block.sh")
    script_file.write_text("\n".join(script) + "\n")
    env = dict(os.environ)
    env["HOME"] = str(scratch)
    env["OMPI_ALLOW_RUN_AS_ROOT"] = env["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
    if not d.get("bare-path"):
        env["PATH"] = str(build / "bin") + os.pathsep + env.get("PATH", "")
    if python:
        env["PYTHONPATH"] = str(python)
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.Popen(["bash", str(script_file)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            env=env, start_new_session=True)
    try:
        raw, _ = proc.communicate(timeout=BLOCK_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        return f"still running after {BLOCK_SECONDS} s"
    finally:
        script_file.unlink()
    chunks = re.split(f"\n{MARK} ([0-9]+)\n", raw.decode("utf-8", "replace"))
    want = d.get("status", 0)
    for n, (command, expected) in enumerate(commands):
        if 2 * n + 1 >= len(chunks):
            return f"'{command}': the block's shell ended before it finished\n{chunks[-1]}"
        output, status = chunks[2 * n], int(chunks[2 * n + 1])
        if status != want:
            return f"'{command}': exit status {status}, expected {want}; its output:\n{output}"
        if expected is not None and not output_pattern(expected).fullmatch(output + "\n" if output and not output.endswith("\n") else output):
            return f"'{command}': the output is not the one shown; it was:\n{output}"
    return None


def check_other(block, source):
    d = block.directives
    if d.get("same-as"):
        wanted = (source / d["same-as"]).read_text(encoding="utf-8")
        if "\n".join(block.lines).rstrip("\n") != wanted.rstrip("\n"):
            return f"not the same as {d['same-as']}"
    extra = [k for k in ("status", "dry-run", "needs", "bare-path") if k in d] + (["replace"] if d["replace"] else [])
    if extra:
        return f"a {block.kind} block is not run: {', '.join(extra)} does not apply"
    # A block that is exactly a file another test runs (a program's output, say) holds no
    # command hidden behind the wrong fence.
    if d.get("same-as"):
        return None
    for line in block.lines:
        if LOOKS_LIKE_COMMAND.match(line):
            return f"'{line.strip()}' looks like a command in a {block.kind} block: fence it as sh or console"
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True, type=Path)
    ap.add_argument("--build", required=True, type=Path)
    ap.add_argument("--mpi", action="store_true")
    ap.add_argument("--python", type=Path, help="the built Python package's folder (DEEPTHOUGHT_PYTHON)")
    ap.add_argument("--scratch", type=Path, help="where the scratch folders go (default BUILD/doc-blocks)")
    ap.add_argument("files", nargs="*", type=Path)
    args = ap.parse_args()
    source, build = args.source.resolve(), args.build.resolve()
    files = args.files or [source / "README.md"] + sorted((source / "docs").glob("*.md"))
    scratch_root = (args.scratch or build / "doc-blocks").resolve()
    failures, tally = [], {"ran": 0, "dry-run": 0, "checked": 0, "skipped": 0}
    for path in files:
        path = path.resolve()
        shown = os.path.relpath(path, source) if path.is_relative_to(source) else str(path)
        blocks, errors = blocks_of(path, shown)
        failures += errors + broken_links(path, shown)
        scratch = scratch_root / re.sub(r"[^A-Za-z0-9.-]", "_", shown)
        made = False
        for block in blocks:
            if block.kind in COMMAND_KINDS:
                if not made:
                    make_scratch(scratch, source, build)
                    made = True
                result = run_block(block, scratch, build, args.mpi, args.python and args.python.resolve())
                kind = "dry-run" if block.directives.get("dry-run") else "ran"
            elif block.kind in OTHER_KINDS:
                result, kind = check_other(block, source), "checked"
            else:
                result, kind = (f"a block fenced '{block.kind or '(no language)'}' cannot be classified: "
                                f"use sh or console for commands, or one of {', '.join(sorted(OTHER_KINDS))}"), "checked"
            if result and result.startswith("skipped"):
                tally["skipped"] += 1
                print(f"{block.where()}: {result}")
            elif result:
                failures.append(f"{block.where()}: {result}")
            else:
                tally[kind] += 1
        if made:
            shutil.rmtree(scratch)
    try:
        scratch_root.rmdir()  # when empty
    except OSError:
        pass
    for f in failures:
        print(f"FAILED {f}")
    print(f"{len(files)} files: {tally['ran']} blocks ran, {tally['dry-run']} dry-run, {tally['checked']} checked, "
          f"{tally['skipped']} skipped, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
