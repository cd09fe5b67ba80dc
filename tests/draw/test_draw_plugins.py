"""The draw plugins as installed: their entry points, PHH codes, options, and ``floorcall replay`` over real files."""

import floorcall._plugins
from floorcall._app.cli import main
from floorcall._plugins import discover
from floorcall.testing import fake_distribution
from tests.draw.draw_helpers import GAMES, draw_floor

ENTRY_POINTS = {
    "5cd": "floorcall_draw.five_card_draw:plugin",
    "27sd": "floorcall_draw.deuce_seven_single:plugin",
    "27td": "floorcall_draw.deuce_seven_triple:plugin",
    "a5td": "floorcall_draw.ace_five_triple:plugin",
    "badugi": "floorcall_draw.badugi:plugin",
    "tda-2024": "floorcall_tda2024:plugin",
    "rrop": "floorcall_rrop:plugin",
}
CODES = {"F5CD": "5cd", "N2L1D": "27sd", "F2L3D": "27td", "FA5L3D": "a5td", "FB": "badugi"}


def test_the_proposed_entry_points_find_the_five_draw_games_by_their_phh_codes(tmp_path):
    fake_distribution(tmp_path, "floorcall-draw-probe", ENTRY_POINTS)
    catalog = discover(paths=[str(tmp_path)])
    assert sorted(catalog.games) == sorted(GAMES)
    assert {code: catalog.by_phh_code(code)[1].name for code in CODES} == CODES
    assert all(catalog.games[name][1].family == "draw" for name in GAMES)


def test_every_draw_game_declares_the_draw_options_with_their_documented_defaults():
    floor = draw_floor(rulebook=None)
    assert floor.options["draw-reshuffle-burns"] is True
    assert floor.options["draw-short-fallback"] == "current-discards"
    assert floor.options["draw-surplus-card"] == "to-burns"
    assert floor.options["jacks-or-better"] is False


def test_floorcall_replay_plays_the_real_draw_hands(tmp_path, shared_dir, monkeypatch, capsys):
    fake_distribution(tmp_path, "floorcall-draw-probe", ENTRY_POINTS)
    monkeypatch.setattr(floorcall._plugins, "discover", lambda: discover(paths=[str(tmp_path)]))
    folder = shared_dir / "data" / "phh" / "wsop-2023-43-5"
    status = main(["replay", str(folder / "N2L1D"), str(folder / "F2L3D")])
    assert capsys.readouterr().out == "14 replayed, 14 matched, 0 played, 0 failed, 0 invalid, 0 skipped\n"
    assert status == 0
