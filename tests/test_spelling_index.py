"""SpellingIndex: the packed spelling-key index behaves as the plain dict it replaces."""

from __future__ import annotations

import pickle

from mcalens.analysis.targets.x86.spellings import SpellingIndex

KEYS = {
    "addl r32,r32|": 0,
    "addl i8,r32|": 1,
    "addl i32,r32|": 2,
    "i:add r32,r32|": 3,
    "{vex}vaddps x,x,x|": 4,
    "vaddps x,x,x|k": 5,
    "nop |": 6,
}


def test_lookups_match_the_dict():
    index = SpellingIndex.from_dict(KEYS)
    for key, value in KEYS.items():
        assert index.get(key) == value
        assert index[key] == value
        assert key in index
    assert index.get("addl u8,r32|") is None  # known head, unknown shape
    assert index.get("subl r32,r32|", -1) == -1  # unknown head
    assert "movl r32,r32|" not in index
    assert len(index) == len(KEYS)
    assert dict(index.items()) == KEYS
    assert index == KEYS


def test_heads_open_only_when_asked():
    index = SpellingIndex.from_dict(KEYS)
    assert index.get("addl i8,r32|") == 1
    assert index._keys == {k: v for k, v in KEYS.items() if k.startswith("addl ")}
    assert index.get("nop |") == 6
    assert set(index._keys) == {k for k in KEYS if k.startswith(("addl ", "nop "))}


def test_with_head_lists_one_mnemonic_in_order():
    index = SpellingIndex.from_dict(KEYS)
    assert index.with_head("addl") == [("addl r32,r32|", 0), ("addl i8,r32|", 1), ("addl i32,r32|", 2)]
    assert index.with_head("i:add") == [("i:add r32,r32|", 3)]
    assert index.with_head("sub") == []
    assert set(index.heads()) == {"addl", "i:add", "{vex}vaddps", "vaddps", "nop"}


def test_pickle_round_trip_keeps_everything_after_partial_use():
    index = SpellingIndex.from_dict(KEYS)
    index.get("addl r32,r32|")
    again = pickle.loads(pickle.dumps(index))
    assert again._keys == {}  # restored packed, nothing unpacked yet
    assert dict(again.items()) == KEYS
