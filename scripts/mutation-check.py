#!/usr/bin/env python3
"""Mutation check: do the tests catch deliberate breakages of the code?

Copies the project (its git-tracked and untracked, not ignored, files) to a
scratch folder, builds it there once (Release), runs the tests each breakage
names on the unbroken copy (they must pass), then applies the breakages one
at a time: edit, rebuild the tests that should catch it, run them (the
cheapest first, stopping at the first failure), put the file back. A
breakage that no test catches "survives". Prints a Markdown table (also kept
as last-result.md in the scratch folder); exits 1 if any breakage survives.

    scripts/mutation-check.py                   # every breakage
    scripts/mutation-check.py --only score-parity,undo-no-pause
    scripts/mutation-check.py --list
    scripts/mutation-check.py --scratch /tmp/c4-mutants --jobs 2

The scratch folder defaults to build-mutants/ in the project (ignored by
git); a second run reuses its build, so only what a breakage touches is
rebuilt. Builds and tests run under `nice`. The breakages are listed in
BREAKAGES below: each says what it breaks, the exact text it replaces (which
must occur once, so a changed source is reported rather than silently
skipped) and the tests expected to catch it. Add one for every bug a test
was written for.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Breakage:
    def __init__(self, name, what, tests, edits=(), action=None):
        self.name = name
        self.what = what
        self.tests = tests          # ctest names, cheapest first
        self.edits = list(edits)    # (file, old text, new text)
        self.action = action        # or a function(src, build) that breaks and returns the files it changed


def repack_book(src, build, change):
    """Edits the book's text with `change` and packs it into the .bin with the
    scratch build's connect4-cli, as the book's README says."""
    text = os.path.join(src, "resources/book/book-7x6.txt")
    with open(text) as f:
        lines = f.read()
    old, new = change
    if lines.count(old) != 1:
        raise RuntimeError("resources/book/book-7x6.txt: '%s' does not occur once" % old.strip())
    with open(text, "w") as f:
        f.write(lines.replace(old, new))
    subprocess.run([os.path.join(build, "bin/connect4-cli"), "book", "--ply", "5", "--pack", text, "--out",
                    os.path.join(src, "resources/book/book-7x6.bin")], check=True, stdout=subprocess.DEVNULL)


def change_binary_only(src, build):
    """Changes one entry's score in the packed book, not in its text: entries
    are 8 bytes from offset 16, the score in the lowest byte."""
    path = os.path.join(src, "resources/book/book-7x6.bin")
    with open(path, "rb") as f:
        data = bytearray(f.read())
    at = 16 + 8 * 1000
    data[at] = (data[at] + 1) & 0xFF
    with open(path, "wb") as f:
        f.write(data)


BOOK_FILES = ["resources/book/book-7x6.txt", "resources/book/book-7x6.bin"]

BREAKAGES = [
    # The breakages of issue 17, which once passed every test.
    Breakage("win-check-direction",
             "the general (connect-N) win check loses one of its four directions (the h + 2 diagonal)",
             ["tst_solver", "tst_widesolver", "tst_position"],
             [("engine/basicposition.h", "for (const int s : {1, h + 1, h, h + 2}) {",
               "for (const int s : {1, h + 1, h}) {")]),
    Breakage("win-check-case",
             "the connect-4 win check loses one of its four cases (two stones one way, one the other)",
             ["tst_position", "tst_solver"],
             [("engine/basicposition.h", "            r = r | (q & shiftDown(p, s));\n", "")]),
    Breakage("score-parity",
             "Score::movesToEnd counts the winner's stones with the wrong parity for wins",
             ["tst_score"],
             [("engine/score.cpp", "value > 0 ? movesPlayed / 2 : (movesPlayed + 1) / 2",
               "value > 0 ? (movesPlayed + 1) / 2 : (movesPlayed + 1) / 2")]),
    Breakage("undo-no-pause",
             "computer vs computer: Undo no longer pauses the game",
             ["tst_game", "tst_mainwindow"],
             [("app/game.cpp",
               "    applying_ = false;\n"
               "    if (players_[0].isComputer() && players_[1].isComputer() && !paused_) {\n"
               "        paused_ = true;\n"
               "        emit pausedChanged(true);\n"
               "    }\n",
               "    applying_ = false;\n")]),
    Breakage("no-delay",
             "computer vs computer: no delay between the moves",
             ["tst_game"],
             [("app/game.cpp", "if (bothComputers && delayMs_ > 0 && sinceLast < delayMs_) {",
               "if (bothComputers && delayMs_ < 0 && sinceLast < delayMs_) {")]),
    Breakage("note-bound-loose",
             "the file validator's bound on exact note scores loosened by 2 (the issue's '+ 1' to '+ 3')",
             ["tst_gamefile"],
             [("app/gamefile.cpp", "std::abs(note.score->value) > largestExactScore(r.spec))",
               "std::abs(note.score->value) > largestExactScore(r.spec) + 2)")]),
    Breakage("note-bound-unwinnable",
             "the validator's note bound as it was (maxScore + 1): negative where nobody can win",
             ["tst_gamefile", "tst_autosave", "tst_mainwindow"],
             [("app/gamefile.cpp", "return std::max(0, maxScore(spec));", "return maxScore(spec) + 1;")]),
    Breakage("book-entry",
             "one ply-5 entry of the book's text turned from a draw into a win, and the book repacked",
             ["tst_openingbook", "tst_solvecommands"],
             action=lambda src, build: repack_book(src, build, ("\n22554 0\n", "\n22554 1\n"))),
    # The breakages behind the other tests of issue 17 and later bugs.
    Breakage("book-binary-only",
             "one score changed in the embedded book's .bin but not in the text it is packed from",
             ["tst_openingbook"],
             action=change_binary_only),
    Breakage("analyzer-clear",
             "Analyzer::clear() forgets nothing",
             ["tst_analyzer"],
             [("engine/analyzer.cpp",
               "    impl_->solver.clearTable();\n    impl_->wideTable.clear();\n    impl_->narrowTable.clear();\n",
               "")]),
    Breakage("file-clocks",
             "a game file's 'clocks' are read without a time control (the game-file fuzzer's find)",
             ["tst_gamefile"],
             [("app/gamefile.cpp", 'if (r.timeControl.hasClock() && root.contains("clocks")) {',
               'if (root.contains("clocks")) {')]),
    Breakage("review-estimate",
             "a proven move no longer settles the position it leads to (Review judged by an estimate)",
             ["tst_gameanalysis", "tst_mainwindow"],
             [("app/gameanalysis.cpp",
               "    if (score.isExact())\n        addPositionScore(ply, flipped(score));\n", "")]),
    Breakage("stone-colour",
             "the board paints the second player's stones in the first player's colour",
             ["tst_boardview"],
             [("ui/boardview.cpp", "const QColor base = player == Player::First ? theme_.first : theme_.second;",
               "const QColor base = theme_.first;")]),
]


def run(cmd, **kw):
    return subprocess.run(["nice", "-n", "10"] + cmd, **kw)


def project_files():
    out = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         check=True, capture_output=True).stdout
    return [f for f in out.decode().split("\0") if f and os.path.isfile(os.path.join(ROOT, f))]


def sync(src):
    """Copies the project into src, rewriting only files whose content
    differs, so the scratch build stays incremental."""
    for rel in project_files():
        a, b = os.path.join(ROOT, rel), os.path.join(src, rel)
        with open(a, "rb") as f:
            data = f.read()
        if os.path.exists(b):
            with open(b, "rb") as f:
                if f.read() == data:
                    continue
        os.makedirs(os.path.dirname(b), exist_ok=True)
        # A fresh time stamp, not the project's: a file changed in the project
        # must look newer than what the scratch build made from its old text.
        shutil.copyfile(a, b)


def build(build_dir, targets, jobs):
    r = run(["cmake", "--build", build_dir, "-j", str(jobs), "--target"] + targets,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode == 0, r.stdout


def test(build_dir, name, timeout):
    """True when the test passes."""
    r = run(["ctest", "--test-dir", build_dir, "-R", "^%s$" % name, "--timeout", str(timeout)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if "No tests were found" in r.stdout:
        raise RuntimeError("no test named " + name)
    return r.returncode == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scratch", default=os.path.join(ROOT, "build-mutants"))
    parser.add_argument("--only", help="comma-separated breakage names")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=900, help="seconds a test may run")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()

    breakages = BREAKAGES
    if args.only:
        wanted = args.only.split(",")
        unknown = set(wanted) - {b.name for b in BREAKAGES}
        if unknown:
            sys.exit("unknown breakage: " + ", ".join(sorted(unknown)))
        breakages = [b for b in BREAKAGES if b.name in wanted]
    if args.list:
        for b in breakages:
            print("%-22s %s (%s)" % (b.name, b.what, ", ".join(b.tests)))
        return 0

    src = os.path.join(args.scratch, "src")
    build_dir = os.path.join(args.scratch, "build")
    os.makedirs(src, exist_ok=True)
    sync(src)
    if not os.path.exists(os.path.join(build_dir, "build.ninja")):
        run(["cmake", "-S", src, "-B", build_dir, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release"], check=True,
            stdout=subprocess.DEVNULL)
    tests = sorted({t for b in breakages for t in b.tests})
    ok, log = build(build_dir, tests + ["connect4-cli"], args.jobs)
    if not ok:
        sys.exit("the unbroken copy does not build:\n" + log[-3000:])
    print("unbroken copy: running %s" % " ".join(tests), flush=True)
    for t in tests:
        if not test(build_dir, t, args.timeout):
            sys.exit("%s fails on the unbroken copy: fix that first" % t)

    rows = []
    survivors = 0
    for b in breakages:
        start = time.time()
        touched = {e[0] for e in b.edits} | (set(BOOK_FILES) if b.action else set())
        originals = {}
        for rel in touched:
            with open(os.path.join(src, rel), "rb") as f:
                originals[rel] = f.read()
        result, caught_by = "", ""
        try:
            for rel, old, new in b.edits:
                text = originals[rel].decode()
                if text.count(old) != 1:
                    raise RuntimeError("%s: the text to break occurs %d times (the source changed?)"
                                       % (rel, text.count(old)))
                with open(os.path.join(src, rel), "w") as f:
                    f.write(text.replace(old, new))
            if b.action:
                b.action(src, build_dir)
            ok, log = build(build_dir, b.tests, args.jobs)
            if not ok:
                raise RuntimeError("does not build:\n" + log[-2000:])
            for t in b.tests:
                if not test(build_dir, t, args.timeout):
                    caught_by = t
                    break
            result = "caught" if caught_by else "SURVIVES"
            survivors += 0 if caught_by else 1
        except Exception as e:  # a breakage that cannot be applied is reported, not skipped
            result = "not applied: %s" % e
            survivors += 1
        finally:
            for rel, data in originals.items():
                with open(os.path.join(src, rel), "wb") as f:
                    f.write(data)
        rows.append((b, result, caught_by, time.time() - start))
        print("%-22s %-9s %s (%.0f s)" % (b.name, result.split(":")[0], caught_by, time.time() - start), flush=True)

    table = ["| breakage | what it breaks | result | first test that fails |", "|---|---|---|---|"]
    for b, result, caught_by, _ in rows:
        table.append("| `%s` | %s | %s | %s |" % (b.name, b.what, result.split("\n")[0],
                                                  "`%s`" % caught_by if caught_by else "-"))
    summary = "%d of %d caught (%s)" % (len(rows) - survivors, len(rows), time.strftime("%Y-%m-%d"))
    report = "\n".join(table) + "\n\n" + summary + "\n"
    with open(os.path.join(args.scratch, "last-result.md"), "w") as f:
        f.write(report)
    print()
    print(report, end="")
    # Put the scratch copy back in step with the project for the next run.
    sync(src)
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
