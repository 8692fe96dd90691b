"""Deep Thought's rules in Python: every variant of the registry, through the C++ type-erased
face (rules/face/erased.hpp) compiled as the extension module _deepthought. No rule is written
in Python. docs/python.md describes the API; deepthought.differential compares another move
generator with this one."""
from typing import Dict, NamedTuple, Optional, Tuple

from . import _deepthought
from ._deepthought import Error

Error.__module__ = __name__  # shown as deepthought.Error in tracebacks

__all__ = ["Error", "Game", "Option", "Outcome", "Variant", "variants"]


class Option(NamedTuple):
    """One option of a variant: a ruling's alternatives (specs/rulings/)."""

    name: str
    values: Tuple[str, ...]
    default: str
    ruling: str
    summary: str


class Variant(NamedTuple):
    name: str
    title: str
    options: Dict[str, Option]


def variants() -> Dict[str, Variant]:
    """Every variant the build knows, by name, in the order `deepthought variants` lists them."""
    out = {}
    for name, title, options in _deepthought.variants():
        out[name] = Variant(name, title, {o[0]: Option(*o) for o in options})
    return out


class Outcome(NamedTuple):
    """How a game ended: `result` is "white wins", "draw" ...; `reason` "checkmate", ...;
    str() gives the line `deepthought play` prints after "result: "."""

    result: str
    reason: str

    def __str__(self) -> str:
        return f"{self.result} by {self.reason}"


class Game(_deepthought.Game):
    """A game of `variant` from its start position or `position` (the variant's position text),
    under `options` ({name: value}, strings as the command line's --option takes them), with
    the moves pushed since. A refusal raises deepthought.Error with the command line's message."""

    def result(self) -> Optional[Outcome]:
        """None while the game goes on."""
        r = self._result()
        if r is None:
            return None
        text, reason = r
        return Outcome(text[: -len(" by " + reason)], reason)

    def __repr__(self) -> str:
        return f"deepthought.Game({self.variant!r}, position={self.position()!r})"
