#!/usr/bin/env python3
"""Writes the corpus of game files for tst_gamefile: good/ (files that must
load) and broken/ (files that must be refused) plus broken-messages.tsv, the
exact message each broken file must give. Run it from anywhere; it writes
next to itself. The messages are written here by hand from the format's rules
(docs/file-format.md); the JSON syntax errors are Qt's own QJsonParseError
texts with their offsets."""
import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

BASE = {
    "format": "connect4-game",
    "version": 1,
    "board": {"width": 7, "height": 6, "connect": 4},
    "players": [
        {"kind": "human", "name": "Ann"},
        {"kind": "computer", "name": "Bob", "level": 3},
    ],
    "firstPlayer": 0,
    "moves": [4, 4, 3, 5],
    "result": {"kind": "none", "winner": None},
    "timeControl": {"kind": "none"},
    "created": "2026-11-21T14:05:09.120Z",
    "modified": "2026-11-21T14:09:41.008Z",
}

WON = [1, 2, 1, 2, 1, 2, 1]  # Ann (seat 0, first) wins in column 1 at move 7


def doc(**changes):
    d = copy.deepcopy(BASE)
    for key, value in changes.items():
        if value is DELETE:
            del d[key]
        else:
            d[key] = value
    return d


def nested(path, value):
    """A copy of BASE with BASE[path[0]][path[1]]... set to value (or deleted)."""
    d = copy.deepcopy(BASE)
    target = d
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return d


DELETE = object()

# The game-file fuzzer's finding of 2026-11-23, byte for byte.
FUZZ_DUPLICATE_KEYS = b'''{
    "format": "connect4-game",
    "version": 1,
    "board": {
        "width": 32,
        "height": 1,
        "connect": 5
    },
    "players": [
        {
            "kind": "human",
            "name": "Ann"
        },
        {
            "kind": "computer",
            "name": "Bob",
            "level": 3
        }
    ],
    "firstPlayer": 0,
    "moves": [
        1,
        2
    ],
    "result": {
        "kind": "timeout",
        "winner": null
    },
    "tiwinnntrol": {
        "kind": "clock",
        "baseMs": 60000,
        "incrementMs": 1000
    },
   "format": "connect4-game",
    "version": 1,
    "board": {
        "width": 40,
        "height": 6,
        "connect":28
    },
    "players": [
        {
            "kind": "human",
            "name": "Ann"
        },
        {
            "kind": "computer",
            "name": "Bob",
            "level": 3
        }
    ],
    "firstPlayer": 0,
    "moves": [
        40,
        12,
        1,
        39,
        10
    ],
    "result": {
        "kind": "none",
        "winner": null
    },
    "timeControl": {
        "kind": "none"
    },
    "created": "2026-11-21T14:05:09.120Z",
    "modified": "2026-11-21T14:09:41.008Z",
    "clocks": [
        0,
        1500
    ]
}
'''

GOOD = {
    "in-progress.c4game": BASE,
    "won-with-notes.c4game": doc(moves=WON, result={"kind": "win", "winner": 0},
                                 notes=[{"move": 1, "timeMs": 1200},
                                        {"move": 2, "score": {"kind": "exact", "value": -18}, "depth": 7, "timeMs": 15},
                                        {"move": 6, "score": {"kind": "estimate", "value": -99}}]),
    "second-seat-first.c4game": doc(firstPlayer=1, moves=WON, result={"kind": "win", "winner": 1}),
    "draw-nobody-can-win.c4game": doc(board={"width": 3, "height": 2, "connect": 5}, moves=[1, 2, 3, 1, 2, 3],
                                      result={"kind": "draw", "winner": None}),
    "wide-board.c4game": doc(board={"width": 40, "height": 3, "connect": 4}, moves=[40, 12, 1, 39, 10],
                             current=2),
    "clock-timeout-draw.c4game": doc(board={"width": 3, "height": 1, "connect": 3}, moves=[1, 2],
                                     result={"kind": "timeout", "winner": None},
                                     timeControl={"kind": "clock", "baseMs": 60000, "incrementMs": 1000},
                                     clocks=[0, 1500]),
    "resigned.c4game": doc(result={"kind": "resignation", "winner": 1},
                           timeControl={"kind": "perMove", "moveMs": 5000}),
    "only-required-fields.c4game": {"format": "connect4-game", "version": 1,
                                    "board": {"width": 1, "height": 1, "connect": 1},
                                    "players": [{"kind": "human"}, {"kind": "human"}], "firstPlayer": 0,
                                    "moves": [1], "result": {"kind": "win", "winner": 0}},
    "unknown-fields-ignored.c4game": doc(comment="written by a later version", extra={"a": [1, 2]}),
    "current-at-the-end.c4game": doc(current=4),
    # Without a time control a "clocks" field means nothing and is ignored.
    "clocks-without-time-control.c4game": doc(clocks=[0, 1500]),
    # Found by the game-file fuzzer, kept byte for byte: every key of the
    # first document twice (Qt keeps the last), and clocks without a time
    # control, which were read but not written back.
    "fuzz-duplicate-keys-clocks.c4game": FUZZ_DUPLICATE_KEYS,
}

# file name -> (contents: dict or raw bytes, expected message)
BROKEN = {
    "empty.c4game": (b"", "the file is empty"),
    "only-white-space.c4game": (b"  \n\t\n", "the file is empty"),
    "not-json.c4game": (b"7x6 game: 4453\n", "not valid JSON: illegal value at line 1, column 2"),
    "truncated.c4game": (json.dumps(BASE, indent=4).encode()[:150],
                         "not valid JSON: unterminated object at line 9, column 16"),
    "trailing-comma.c4game": (b'{"format": "connect4-game", "version": 1,}',
                              "not valid JSON: object is missing after a comma at line 1, column 43"),
    "top-level-list.c4game": (b"[4, 4, 5, 3]", "not a game file: the JSON holds a list, not an object"),
    "missing-format.c4game": (doc(format=DELETE), "missing field 'format'"),
    "wrong-format.c4game": (doc(format="chess-game"),
                            "field 'format': 'chess-game' is not a Connect Four game (expected 'connect4-game')"),
    "newer-version.c4game": (doc(version=2),
                             "field 'version': the file has version 2, newer than this program reads (1); "
                             "a newer version of the program can open it"),
    "version-as-string.c4game": (doc(version="1"), "field 'version': expected a whole number, found a string"),
    "version-fraction.c4game": (doc(version=1.5), "field 'version': expected a whole number, found 1.5"),
    "version-zero.c4game": (doc(version=0), "field 'version': must be between 1 and 9007199254740992, not 0"),
    "version-far-ahead.c4game": (doc(version=5000000),
                                 "field 'version': the file has version 5000000, newer than this program reads (1); "
                                 "a newer version of the program can open it"),
    "missing-board.c4game": (doc(board=DELETE), "missing field 'board'"),
    "board-as-string.c4game": (doc(board="7x6"), "field 'board': expected an object, found a string"),
    "missing-height.c4game": (nested(["board", "height"], DELETE), "missing field 'board.height'"),
    "width-too-big.c4game": (nested(["board", "width"], 41), "field 'board': width must be between 1 and 40, not 41"),
    "negative-height.c4game": (nested(["board", "height"], -6), "field 'board': height must be between 1 and 40, not -6"),
    "connect-zero.c4game": (nested(["board", "connect"], 0), "field 'board': connect must be between 1 and 40, not 0"),
    "players-not-a-list.c4game": (doc(players={"kind": "human"}), "field 'players': expected a list, found an object"),
    "three-players.c4game": (doc(players=BASE["players"] + [{"kind": "human"}]),
                             "field 'players': expected 2 players, found 3"),
    "player-kind-unknown.c4game": (nested(["players", 1, "kind"], "robot"),
                                   "field 'players[1].kind': expected 'human' or 'computer', found 'robot'"),
    "player-level-11.c4game": (nested(["players", 1, "level"], 11),
                               "field 'players[1].level': must be between 1 and 10, not 11"),
    "player-name-number.c4game": (nested(["players", 0, "name"], 42),
                                  "field 'players[0].name': expected a string, found a number"),
    "first-player-2.c4game": (doc(firstPlayer=2), "field 'firstPlayer': must be between 0 and 1, not 2"),
    "missing-moves.c4game": (doc(moves=DELETE), "missing field 'moves'"),
    "moves-as-string.c4game": (doc(moves="4453"), "field 'moves': expected a list, found a string"),
    "move-as-string.c4game": (doc(moves=[4, 4, "5", 3]), "move 3: expected a column number, found a string"),
    "move-zero.c4game": (doc(moves=[4, 0]), "move 2: column 0 is out of range 1-7"),
    "move-out-of-range.c4game": (doc(moves=[4, 4, 5, 3, 8]), "move 5: column 8 is out of range 1-7"),
    "move-fraction.c4game": (doc(moves=[3.5]), "move 1: expected a column number, found 3.5"),
    # Shown as written (Qt's default six digits said "found 4").
    "move-nearly-whole.c4game": (doc(moves=[4, 4.0000001]), "move 2: expected a column number, found 4.0000001"),
    "width-nearly-whole.c4game": (nested(["board", "width"], 7.0000001),
                                  "field 'board.width': expected a whole number, found 7.0000001"),
    # The line and the character in it, where an editor shows them (the
    # parser's offset counts bytes: 43 here).
    "utf8-name-before-the-error.c4game": ('{\n  "format": "connect4-game",\n  "players": [{"name": "Zoë 計算機"} {"name": "Bob"}]\n}\n'.encode(),
                                          "not valid JSON: missing value separator at line 3, column 36"),
    "move-into-full-column.c4game": (doc(moves=[4, 4, 4, 4, 4, 4, 4]), "move 7: column 4 is full"),
    "move-after-the-win.c4game": (doc(moves=WON + [2], result={"kind": "win", "winner": 0}),
                                  "move 8: the game was already won by player 1 (Ann) at move 7"),
    "more-moves-than-cells.c4game": (doc(board={"width": 2, "height": 1, "connect": 3}, moves=[1, 2, 1]),
                                     "field 'moves': 3 moves do not fit on a board of 2 cells"),
    "missing-result.c4game": (doc(result=DELETE), "missing field 'result'"),
    "result-kind-unknown.c4game": (doc(result={"kind": "victory", "winner": 0}),
                                   "field 'result.kind': expected one of 'none', 'win', 'draw', 'timeout', "
                                   "'resignation', found 'victory'"),
    "result-draw-after-a-win.c4game": (doc(moves=WON, result={"kind": "draw", "winner": None}),
                                       "field 'result': the moves end in a win for player 1 (Ann), but the result "
                                       "says 'draw'"),
    "result-win-for-the-loser.c4game": (doc(moves=WON, result={"kind": "win", "winner": 1}),
                                        "field 'result': the moves end in a win for player 1 (Ann), but the result "
                                        "says 'win' for player 2 (Bob)"),
    "result-in-progress-after-a-win.c4game": (doc(moves=WON),
                                              "field 'result': the moves end in a win for player 1 (Ann), but the "
                                              "result says 'none'"),
    "result-win-without-line.c4game": (doc(result={"kind": "win", "winner": 0}),
                                       "field 'result': the result says 'win', but no line is complete after the moves"),
    "result-draw-board-not-full.c4game": (doc(result={"kind": "draw", "winner": None}),
                                          "field 'result': the result says 'draw', but the board is not full"),
    "result-full-board-not-a-draw.c4game": (doc(board={"width": 3, "height": 2, "connect": 5},
                                                moves=[1, 2, 3, 1, 2, 3]),
                                            "field 'result': the moves fill the board without a line (a draw), but "
                                            "the result says 'none'"),
    "result-winner-in-progress.c4game": (doc(result={"kind": "none", "winner": 1}),
                                         "field 'result.winner': a game in progress has no winner"),
    "result-winner-out-of-range.c4game": (doc(result={"kind": "resignation", "winner": 5}),
                                          "field 'result.winner': must be between 0 and 1, not 5"),
    "timeout-won-by-the-flagged.c4game": (doc(result={"kind": "timeout", "winner": 0},
                                              timeControl={"kind": "perMove", "moveMs": 1000}),
                                          "field 'result.winner': the clock ran out for player 1 (Ann), who was to "
                                          "move, so they cannot be the winner"),
    "timeout-draw-while-a-line-is-open.c4game": (doc(result={"kind": "timeout", "winner": None},
                                                     timeControl={"kind": "perMove", "moveMs": 1000}),
                                                 "field 'result.winner': player 2 (Bob) can still complete a line, "
                                                 "so the time-out is their win"),
    "timeout-won-with-no-line-left.c4game": (doc(board={"width": 3, "height": 1, "connect": 3}, moves=[1, 2],
                                                 result={"kind": "timeout", "winner": 1},
                                                 timeControl={"kind": "perMove", "moveMs": 1000}),
                                             "field 'result.winner': player 2 (Bob) can no longer complete a line, "
                                             "so the time-out is a draw (null)"),
    "timeout-without-clock.c4game": (doc(result={"kind": "timeout", "winner": 1}),
                                     "field 'result': the result says 'timeout', but the game has no time control"),
    "resignation-without-winner.c4game": (doc(result={"kind": "resignation", "winner": None}),
                                          "field 'result.winner': a resignation needs a winner"),
    "time-control-unknown.c4game": (doc(timeControl={"kind": "hourglass"}),
                                    "field 'timeControl.kind': expected 'none', 'perMove' or 'clock', found 'hourglass'"),
    "clock-without-base.c4game": (doc(timeControl={"kind": "clock", "incrementMs": 1000}),
                                  "missing field 'timeControl.baseMs'"),
    "clock-base-zero.c4game": (doc(timeControl={"kind": "clock", "baseMs": 0}),
                               "field 'timeControl.baseMs': must be between 1 and 31536000000, not 0"),
    "clocks-three.c4game": (doc(timeControl={"kind": "clock", "baseMs": 1000}, clocks=[1, 2, 3]),
                            "field 'clocks': expected 2 clocks, found 3"),
    "clock-negative.c4game": (doc(timeControl={"kind": "clock", "baseMs": 1000}, clocks=[100, -5]),
                              "field 'clocks[1]': must be between 0 and 31536000000, not -5"),
    "created-not-a-date.c4game": (doc(created="yesterday"),
                                  "field 'created': 'yesterday' is not an ISO 8601 date and time"),
    "current-beyond-moves.c4game": (doc(current=99), "field 'current': must be between 0 and 4, not 99"),
    "note-for-missing-move.c4game": (doc(notes=[{"move": 99}]), "field 'notes[0].move': must be between 1 and 4, not 99"),
    "note-twice.c4game": (doc(notes=[{"move": 2, "depth": 3}, {"move": 2, "timeMs": 10}]),
                          "field 'notes[1].move': move 2 has a note already"),
    "note-score-kind-unknown.c4game": (doc(notes=[{"move": 1, "score": {"kind": "guess", "value": 1}}]),
                                       "field 'notes[0].score.kind': expected 'exact' or 'estimate', found 'guess'"),
    "note-estimate-too-big.c4game": (doc(notes=[{"move": 1, "score": {"kind": "estimate", "value": 150}}]),
                                     "field 'notes[0].score.value': must be between -99 and 99, not 150"),
    "note-exact-impossible.c4game": (doc(notes=[{"move": 1, "score": {"kind": "exact", "value": 500}}]),
                                     "note of move 1: exact score 500 is impossible on this board"),
    "binary-garbage.c4game": (bytes(range(256)) * 4, "not valid JSON: illegal value at line 1, column 2"),
    "deeply-nested.c4game": (b"[" * 5000 + b"]" * 5000, "not valid JSON: too deeply nested document at line 1, column 1026"),
}


def write(path, contents):
    data = contents if isinstance(contents, bytes) else (json.dumps(contents, indent=4, ensure_ascii=False) + "\n").encode()
    with open(path, "wb") as f:
        f.write(data)


def main():
    for name, contents in GOOD.items():
        write(os.path.join(HERE, "good", name), contents)
    lines = ["# file<TAB>the exact message GameFile::load must give (written by make-corpus.py)"]
    for name, (contents, message) in sorted(BROKEN.items()):
        write(os.path.join(HERE, "broken", name), contents)
        lines.append(name + "\t" + message)
    with open(os.path.join(HERE, "broken-messages.tsv"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
