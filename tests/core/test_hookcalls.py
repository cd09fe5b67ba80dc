"""Hook calls made without pluggy's call machinery answer exactly as pluggy does, wrappers included."""

import pluggy
import pytest

import floorcall
from floorcall import DowncardExposed, NoRulingError, PluginError, Ruling, RulingKind, Street
from floorcall._plugins.hookcalls import HookCalls
from floorcall.testing import make_floor

EXPOSED = DowncardExposed(seat=3, card=floorcall.Card("Qh"), street=Street.THIRD, initial_deal=True)


def ruling(citation: str) -> Ruling:
    return Ruling(kind=RulingKind.CONTINUE, citations=(citation,), explanation="inline test plugin")


class Answers:
    def __init__(self, citation: str | None) -> None:
        self.citation = citation

    @floorcall.hookimpl
    def floorcall_rule_irregularity(self, irregularity, hand):
        return ruling(self.citation) if self.citation else None


class Wrapper:
    """A new-style wrapper: pluggy must run the call, and the wrapper sees the answer of the plugins inside it."""

    seen: list[object]

    def __init__(self) -> None:
        self.seen = []

    @floorcall.hookimpl(wrapper=True)
    def floorcall_rule_irregularity(self, irregularity, hand):
        answer = yield
        self.seen.append(answer)
        return answer


class Raises:
    @floorcall.hookimpl
    def floorcall_pick_bring_in(self, hand):
        raise RuntimeError("house table broke")


def test_first_answer_in_precedence_order_and_pluggy_agrees():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(Answers(None), name="silent")
    floor.register(Answers("HOUSE:later:1"), name="later")
    floor.register(Answers("HOUSE:latest:1"), name="latest")
    kwargs = {"irregularity": EXPOSED, "hand": None}
    ours = floor.hooks.first("floorcall_rule_irregularity", kwargs)
    assert ours.citations == ("HOUSE:latest:1",)
    assert floor.pm.hook.floorcall_rule_irregularity(**kwargs) == ours
    assert floor.consulted("floorcall_rule_irregularity")[:3] == ("latest", "later", "silent")


def test_a_plugin_registered_straight_on_the_manager_is_noticed():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    with pytest.raises(NoRulingError):
        floor.rule(EXPOSED)  # the rulebook rules only within a hand
    floor.pm.register(Answers("HOUSE:direct:1"), name="direct")
    assert floor.rule(EXPOSED).citations == ("HOUSE:direct:1",)
    floor.pm.unregister(name="direct")
    with pytest.raises(NoRulingError):
        floor.rule(EXPOSED)


def test_a_wrapper_sends_the_call_through_pluggy():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    wrapper = Wrapper()
    floor.register(Answers("HOUSE:inner:1"), name="inner")
    floor.register(wrapper, name="wrapper")
    assert floor.rule(EXPOSED).citations == ("HOUSE:inner:1",)
    assert [answer.citations for answer in wrapper.seen] == [("HOUSE:inner:1",)]


def test_an_exception_names_the_plugin_that_raised():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(Raises(), name="broken-house")
    calls = HookCalls(floor.pm, {"broken-house": "acme[broken-house]"})
    with pytest.raises(PluginError, match=r"acme\[broken-house\] raised in floorcall_pick_bring_in") as caught:
        calls.first("floorcall_pick_bring_in", {"hand": None})
    assert isinstance(caught.value.error, RuntimeError)


class Listener:
    """Observers' hooks return nothing in practice; these return a tag so that the order can be seen."""

    def __init__(self, tag: str) -> None:
        self.tag = tag

    @floorcall.hookimpl
    def floorcall_on_hand_end(self, hand):
        return self.tag


class ListenerWrapper:
    seen: list[object]

    def __init__(self) -> None:
        self.seen = []

    @floorcall.hookimpl(wrapper=True)
    def floorcall_on_hand_end(self, hand):
        answers = yield
        self.seen.append(answers)
        return answers


def test_every_collects_each_answer_of_a_plain_hook_as_pluggy_does():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(Listener("a"), name="a")
    floor.register(Listener("b"), name="b")
    answers = floor.hooks.every("floorcall_on_hand_end", {"hand": None})
    assert answers == ["b", "a"]
    assert floor.pm.hook.floorcall_on_hand_end(hand=None) == answers
    with pytest.raises(ValueError, match="first-result"):
        floor.hooks.every("floorcall_rule_irregularity", {"irregularity": EXPOSED, "hand": None})


class TryFirst:
    @floorcall.hookimpl(tryfirst=True)
    def floorcall_rule_irregularity(self, irregularity, hand):
        return ruling("HOUSE:tryfirst:1")


def test_tryfirst_and_registration_order_are_pluggys():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(TryFirst(), name="eager")  # registered first, asked first all the same
    floor.register(Answers("HOUSE:later:1"), name="later")
    kwargs = {"irregularity": EXPOSED, "hand": None}
    assert floor.hooks.first("floorcall_rule_irregularity", kwargs).citations == ("HOUSE:tryfirst:1",)
    assert floor.pm.hook.floorcall_rule_irregularity(**kwargs).citations == ("HOUSE:tryfirst:1",)
    assert floor.consulted("floorcall_rule_irregularity")[:2] == ("eager", "later")


def test_every_goes_through_pluggy_when_a_wrapper_is_registered():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    wrapper = ListenerWrapper()
    floor.register(Listener("a"), name="a")
    floor.register(wrapper, name="wrapper")
    answers = floor.hooks.every("floorcall_on_hand_end", {"hand": None})
    assert answers == ["a"]
    assert wrapper.seen == [["a"]]  # the wrapper saw the list of answers, as pluggy gives it


def test_a_missing_argument_is_the_callers_error_not_the_plugins():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    floor.register(Answers("HOUSE:a:1"), name="a")
    with pytest.raises(pluggy.HookCallError, match="irregularity"):
        floor.hooks.first("floorcall_rule_irregularity", {"hand": None})


def test_a_historic_hook_is_left_to_pluggy():
    floor = make_floor(games=("stud",), rulebook="tda-2024")
    with pytest.raises(PluginError) as caught:  # pluggy refuses a direct call of a historic hook
        floor.call("floorcall_configure", selection=floor.selection)
    assert "historic" in str(caught.value.error)
