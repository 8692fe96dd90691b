#!/usr/bin/python3
"""Unit tests of the mutation runner's lexical parts: which changes sites.py finds (and which
it must never make), how a change is applied, the rulings found near a line, the
parser of equivalent.yaml, and the kill set's comparison of the variants' cards. Each expected site is read off the small source by hand."""

import copy
import json
import os
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True  # no __pycache__ left in the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import clauses  # noqa: E402
import equivalent  # noqa: E402
import mutants  # noqa: E402
import sites  # noqa: E402


def changes(source, op=None):
    return [(s["op"], s["from"], s["to"]) for s in sites.find_sites("x.cpp", source) if op is None or s["op"] == op]


class MaskTest(unittest.TestCase):
    def test_comments_strings_chars_and_preprocessor_are_not_code(self):
        source = '#include <array>\nint a = 1; // b < 2 && true\nauto s = "c == 3"; char d = \'!\';\n/* e > 4 */\n'
        self.assertEqual(changes(source, "const"), [("const", "1", "2"), ("const", "1", "0")])
        self.assertEqual(changes(source, "cmp"), [])
        self.assertEqual(changes(source, "logic"), [])
        self.assertEqual(changes(source, "bool"), [])
        self.assertEqual(changes(source, "not"), [])

    def test_raw_strings_and_digit_separators(self):
        source = 'auto r = R"(x < y)"; int n = 1\'000;\n'
        self.assertEqual(changes(source, "cmp"), [])
        self.assertEqual(changes(source, "const"), [("const", "1'000", "1001"), ("const", "1'000", "999")])


class OperatorsTest(unittest.TestCase):
    def test_templates_shifts_arrows_and_references_are_not_operators(self):
        source = "std::array<int, 3> a;\nx = y >> 2;\nz = p->q;\nvoid f(T&& t);\nauto w = v<<1;\n"
        self.assertEqual(changes(source, "cmp"), [])
        self.assertEqual(changes(source, "logic"), [])

    def test_comparisons_logic_bools_and_nots(self):
        source = "  if (a < b && !c) return d == e || true;\n"
        self.assertEqual(changes(source, "cmp"), [("cmp", "<", "<="), ("cmp", "==", "!=")])
        self.assertEqual(changes(source, "logic"), [("logic", "&&", "||"), ("logic", "||", "&&")])
        self.assertEqual(changes(source, "bool"), [("bool", "true", "false")])
        self.assertEqual(changes(source, "not"), [("not", "!", "")])

    def test_not_equal_is_no_not(self):
        self.assertEqual(changes("  ok = a != b;\n", "not"), [])

    def test_hex_constants_keep_their_form_and_never_go_negative(self):
        self.assertEqual(changes("  m = 0x1F;\n", "const"), [("const", "0x1F", "0x20"), ("const", "0x1F", "0x1E")])
        self.assertEqual(changes("  m = 0;\n", "const"), [("const", "0", "1")])
        self.assertEqual(changes("  f = 1.5;\n", "const"), [])

    def test_swaps_only_two_plain_names(self):
        source = "  s.add(Move(from, to));\n  g(a, b + 1);\n  h(c, c);\n  if (x, y) {}\n"
        self.assertEqual(changes(source, "swap"), [("swap", "from, to", "to, from")])

    def test_statements_that_can_go_and_those_that_cannot(self):
        source = ("void f() {\n  int a = 1;\n  a = 2;\n  g(a);\n  ++a;\n  if (a) return;\n"
                  "  if (a)\n    g(a);\n  return;\n  h(a,\n    a);\n}\n")
        removed = [s["from"] for s in sites.find_sites("x.cpp", source) if s["op"] == "stmt"]
        self.assertEqual(removed, ["a = 2;", "g(a);", "++a;", "if (a) return;", "return;"])

    def test_apply_changes_one_token_or_empties_one_statement(self):
        source = "  if (a < b) g(a);\n  h(b);\n"
        found = sites.find_sites("x.cpp", source)
        cmp = [s for s in found if s["op"] == "cmp"][0]
        self.assertEqual(sites.apply(source, cmp), "  if (a <= b) g(a);\n  h(b);\n")
        stmt = [s for s in found if s["op"] == "stmt"][0]
        self.assertEqual(sites.apply(source, stmt), "  if (a < b) g(a);\n  ;\n")

    def test_equal_changes_on_equal_lines_are_numbered(self):
        found = sites.number_equal_sites(sites.find_sites("x.cpp", "  x = a < b;\n  x = a < b;\n"))
        self.assertEqual([(s["line"], s["nth"]) for s in found if s["op"] == "cmp"], [(1, 0), (2, 1)])


class RulingsTest(unittest.TestCase):
    def test_nearest_comment_in_the_function_then_above_it_then_the_file_head(self):
        source = ("// The board (HC-1).\n\n// Moves of the Orbiter (HC-5).\nint f() {\n  int a = 0;\n"
                  "  // HC-7: the hole\n  a = 1;\n  return a;\n}\nint g() {\n  return 2;\n}\n")
        self.assertEqual(clauses.rulings_near(source, 5), ["HC-5"])
        self.assertEqual(clauses.rulings_near(source, 7), ["HC-7"])
        self.assertEqual(clauses.rulings_near(source, 11), ["HC-1"])


class EquivalentFileTest(unittest.TestCase):
    def load(self, text):
        with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
            f.write(text)
        try:
            return equivalent.load(f.name)
        finally:
            os.remove(f.name)

    def test_an_entry_round_trips(self):
        site = {"file": "rules/a.cpp", "op": "cmp", "from": "<", "to": "<=", "text": 'if (a < "b") x;', "nth": 1}
        entries = self.load("# comment\n" + equivalent.dump_entry(site, "a reason: \"quoted\"") + "\n")
        self.assertEqual(equivalent.entry_key(entries[0]), sites.key(site))
        self.assertEqual(entries[0]["reason"], 'a reason: "quoted"')

    def test_errors_name_the_line(self):
        cases = {"- file: a\n  colour: red\n": ":2: unknown key 'colour'",
                 "- file: a\n  op: cmp\n": ":1: entry lacks from, to, text, reason",
                 "  file: a\n": ":1: expected '- KEY: VALUE' to start an entry",
                 "- file: a\nnot yaml\n": ":2: expected '- KEY: VALUE'"}
        for text, message in cases.items():
            with self.assertRaises(equivalent.EquivalentError) as e:
                self.load(text)
            self.assertIn(message, str(e.exception))


class CardsTest(unittest.TestCase):
    """The kill set's first command: `deepthought variants --json` against variants.json."""

    def setUp(self):
        top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
        self.path = os.path.join(top, mutants.CARDS)
        with open(self.path, encoding="utf-8") as f:
            self.cards = json.load(f)

    def differs(self, cards):
        return mutants.cards_differ(json.dumps(cards), self.path)

    def test_the_same_cards_in_any_spacing_pass(self):
        self.assertIsNone(mutants.cards_differ(json.dumps(self.cards, indent=3), self.path))

    def test_a_changed_field_names_its_variant(self):
        changed = copy.deepcopy(self.cards)
        chess960 = [v for v in changed["variants"] if v["name"] == "chess960"][0]
        chess960["uci_chess960"] = False
        self.assertEqual(self.differs(changed), "the card of chess960 differs from " + mutants.CARDS)

    def test_a_missing_variant_an_order_and_no_json(self):
        fewer = copy.deepcopy(self.cards)
        fewer["variants"] = [v for v in fewer["variants"] if v["name"] != "lue"]
        self.assertEqual(self.differs(fewer), "the card of lue differs from " + mutants.CARDS)
        turned = copy.deepcopy(self.cards)
        turned["variants"].reverse()
        self.assertEqual(self.differs(turned), "the variants' order differs from " + mutants.CARDS)
        self.assertEqual(mutants.cards_differ("deepthought: oops\n", self.path), "not JSON: deepthought: oops")


if __name__ == "__main__":
    unittest.main()
