"""The mutation sites of a C++ source file, found lexically.

A site is one place where one operator changes one token (or removes one statement):

  cmp      a comparison moved across its boundary (< to <=, <= to <, > to >=, >= to >)
           or negated (== to !=, != to ==)
  logic    && to ||, || to &&
  const    an integer literal plus or minus one
  bool     true to false, false to true
  not      a logical ! removed
  stmt     an expression statement, or an early return/continue/break under a one-line
           `if`, removed
  swap     the two arguments of a call swapped, where both are plain names

Only code is mutated: comments, string and character literals and preprocessor lines
(#include, #define, ...) are masked out first. An operator token counts only when it has
white space on both sides, as this code base writes binary operators, so that template
brackets (std::array<int, 3>), shifts (>>, <<), arrows (->) and references (T&&) are
never taken for comparisons or logic.
"""

import re

OPERATORS = ("cmp", "logic", "const", "bool", "not", "stmt", "swap")

_CMP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}
_CMP_RE = re.compile(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)")
_LOGIC_RE = re.compile(r"(?<=\s)(&&|\|\|)(?=\s)")
_BOOL_RE = re.compile(r"\b(true|false)\b")
_NOT_RE = re.compile(r"(?<![\w)\]!])!(?=[\w(])")
_INT_RE = re.compile(r"(?<![\w.'])(0[xX][0-9a-fA-F']+|\d[\d']*)([uUlLzZ]*)(?![\w.'])")
_CALL2_RE = re.compile(r"\b([A-Za-z_][\w:]*)\s*\(\s*([A-Za-z_][\w.]*)\s*,\s*([A-Za-z_][\w.]*)\s*\)")
_NOT_CALLS = {"if", "while", "for", "switch", "return", "sizeof", "alignof", "decltype",
              "static_assert", "catch", "noexcept", "requires"}
_NOT_STATEMENTS = {"return", "using", "typedef", "static_assert", "case", "default", "goto",
                   "template", "class", "struct", "enum", "namespace", "friend", "public",
                   "private", "protected", "throw", "delete", "co_return", "co_yield", "else",
                   "do", "concept", "extern", "inline", "static", "constexpr", "consteval",
                   "constinit", "const", "auto", "typename", "virtual", "explicit"}
_ASSIGN_RE = re.compile(r"(?<![=!<>+\-*/%&|^])(=|\+=|-=|\*=|/=|%=|&=|\|=|\^=|<<=|>>=)(?!=)")
_EARLY_RE = re.compile(r"^if\s*\(.*\)\s*(return\b[^;]*|continue|break);$")


def mask(text):
    """The text with every comment, string, character literal and preprocessor line
    replaced by spaces (newlines kept), so that columns and lines stay where they were."""
    out = list(text)
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c in " \t":
            i += 1
            continue
        if line_start and c == "#":
            # A preprocessor line, with its backslash continuations.
            while i < n and not (text[i] == "\n" and text[i - 1] != "\\"):
                out[i] = " "
                i += 1
            continue
        line_start = False
        if c == "\n":
            line_start = True
            i += 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                out[i] = " "
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            for k in range(i, end):
                if out[k] != "\n":
                    out[k] = " "
            i = end
        elif c == "R" and text.startswith('R"', i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delim = text[i + 2:open_paren]
            end = text.find(")" + delim + '"', open_paren)
            end = n if end < 0 else end + len(delim) + 2
            for k in range(i, end):
                if out[k] != "\n":
                    out[k] = " "
            i = end
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum() and text[i + 1:i + 2].isalnum():
                i += 1  # a digit separator (1'000)
                continue
            k = i + 1
            while k < n and text[k] != c and text[k] != "\n":
                k += 2 if text[k] == "\\" else 1
            for j in range(i, min(k + 1, n)):
                out[j] = " "
            i = k + 1
        else:
            i += 1
    return "".join(out)


def _balanced(s):
    depth = 0
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _top_level_assignment(s):
    """The position of an assignment operator outside brackets, or -1."""
    depth = 0
    for m in _ASSIGN_RE.finditer(s):
        depth = sum(1 if ch in "([{" else -1 if ch in ")]}" else 0 for ch in s[:m.start()])
        if depth == 0:
            return m.start()
    return -1


def _is_statement(code, prev):
    """Whether a masked, stripped line is a whole statement that can be removed."""
    if not code.endswith(";") or not _balanced(code):
        return False
    if prev and prev[-1] not in ";{}:":
        return False  # a continuation, or the body of an `if` or a loop without braces
    if _EARLY_RE.match(code) and _balanced(code[2:code.rfind(")") + 1].strip()):
        return True
    if code == "return;":
        return True
    first = re.match(r"[A-Za-z_]\w*", code.lstrip("*+-("))
    if first and first.group(0) in _NOT_STATEMENTS:
        return False
    if re.match(r"^(\+\+|--)[\w.\[\]>-]+;$", code) or re.match(r"^[\w.\[\]>-]+(\+\+|--);$", code):
        return True
    at = _top_level_assignment(code)
    if at > 0:
        lhs = code[:at].strip()
        return bool(lhs) and not re.search(r"\s", re.sub(r"\[[^\]]*\]", "", lhs)) and not lhs.endswith(">")
    call = re.match(r"^([\w:.\[\]>-]+)\s*\(.*\)\s*;$", code)
    return bool(call) and not call.group(1).endswith(">") and call.group(1) not in _NOT_CALLS


def _int_plus(token, delta):
    digits = token.replace("'", "")
    if digits.lower().startswith("0x"):
        value = int(digits, 16) + delta
        return None if value < 0 else "0x%X" % value
    value = int(digits, 10) + delta
    if value < 0:
        return None  # a negative literal is a unary minus, often on an unsigned type
    return str(value)


def find_sites(path, text):
    """Every site of the file: dicts with file, line (1-based), col (0-based), op, from, to
    and text (the line's original text, stripped), in file order."""
    lines = text.split("\n")
    masked = mask(text).split("\n")
    sites = []
    prev = ""
    for number, (orig, code) in enumerate(zip(lines, masked), start=1):
        def add(op, col, old, new):
            sites.append({"file": path, "line": number, "col": col, "op": op,
                          "from": old, "to": new, "text": orig.strip()})
        for m in _CMP_RE.finditer(code):
            add("cmp", m.start(), m.group(1), _CMP[m.group(1)])
        for m in _LOGIC_RE.finditer(code):
            add("logic", m.start(), m.group(1), "||" if m.group(1) == "&&" else "&&")
        for m in _BOOL_RE.finditer(code):
            add("bool", m.start(), m.group(1), "false" if m.group(1) == "true" else "true")
        for m in _NOT_RE.finditer(code):
            add("not", m.start(), "!", "")
        for m in _INT_RE.finditer(code):
            for delta in (1, -1):
                new = _int_plus(m.group(1), delta)
                if new is not None:
                    add("const", m.start(1), m.group(1), new)
        for m in _CALL2_RE.finditer(code):
            if m.group(1) not in _NOT_CALLS and m.group(2) != m.group(3):
                inner = code[m.start(2):m.end(3)]
                add("swap", m.start(2), inner, "%s, %s" % (m.group(3), m.group(2)))
        stripped = code.strip()
        if stripped and _is_statement(stripped, prev):
            add("stmt", len(code) - len(code.lstrip()), orig.strip(), "")
        if stripped:
            prev = stripped
    return sites


def apply(text, site):
    """The file's text with the site's mutation applied."""
    lines = text.split("\n")
    line = lines[site["line"] - 1]
    if site["op"] == "stmt":
        indent = line[:len(line) - len(line.lstrip())]
        lines[site["line"] - 1] = indent + ";"
    else:
        col = site["col"]
        assert line[col:col + len(site["from"])] == site["from"], (site, line)
        lines[site["line"] - 1] = line[:col] + site["to"] + line[col + len(site["from"]):]
    return "\n".join(lines)


def key(site):
    """A description that stays the same when lines move: file, operator, the change and
    the line's text, and which of equal changes on that line (0 for the first)."""
    return (site["file"], site["op"], site["from"], site["to"], site["text"], site.get("nth", 0))


def number_equal_sites(sites):
    """Marks equal changes on equal line texts of a file with nth = 0, 1, ... in order."""
    seen = {}
    for s in sites:
        k = (s["file"], s["op"], s["from"], s["to"], s["text"])
        s["nth"] = seen.get(k, 0)
        seen[k] = s["nth"] + 1
    return sites
