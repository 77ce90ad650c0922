#!/usr/bin/env python3
"""Tunes the evaluation's weights by self-play: SPSA (simultaneous
perturbation stochastic approximation, as Stockfish's Fishtest tunes its
parameters) over `connect4-cli match --weights-a/--weights-b`.

Each iteration k perturbs every weight at once by +-c_k (a random sign per
weight), plays one game pair (the same opening, colours swapped) of the
level with the weights moved up against the level with them moved down,
and moves every weight by a_k * (A's points - B's points) / (2 c_k sign).
The classic engine plays no part: weights tuned against it would be tuned
to the benchmark (issue 11); the tuned weights are checked against it
afterwards with bench/run-classic-match.sh and the 30 ms screen.

Resumable: the state (iteration, weights as real numbers, totals) is
rewritten after every pair (a temporary file renamed over the old one), and
each pair is appended to the log, so a killed run goes on where it stopped
when started again with the same --state.

Usage:
  bench/spsa-selfplay.py --size 12x10x5 --state bench/data/spsa-12x10x5.json \
      --start 1,4,16,64,128,256,1024 --iterations 2000 [--time-ms 30] [--level 10] [--jobs 2]
Prints the weights every --report iterations, as --weights-a takes them.

  bench/spsa-selfplay.py --state bench/data/spsa-12x10x5.json --evidence
reads the log instead and prints, for each weight, how strongly the pairs
say it should rise: the sum over pairs of the result times the sign of that
weight's perturbation, and that sum in standard errors (z). With a few
hundred pairs the step SPSA takes is small, while a z of 3 or more already
names a direction worth a match of its own.
"""
import argparse
import json
import math
import os
import random
import re
import subprocess
import sys

# Fishtest's defaults: a_k = a / (A + k + 1)^alpha, c_k = c / (k + 1)^gamma.
ALPHA = 0.602
GAMMA = 0.101


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", help="board as WxHxN (needed to tune)")
    p.add_argument("--state", required=True, help="state file (JSON), created or resumed")
    p.add_argument("--iterations", type=int, help="game pairs to reach in all (needed to tune)")
    p.add_argument("--evidence", action="store_true",
                   help="print each weight's evidence from the state's log, and play nothing")
    p.add_argument("--time-ms", type=int, default=30, help="milliseconds per move (default 30)")
    p.add_argument("--level", type=int, default=10, help="the level both sides play (default 10)")
    p.add_argument("--start", help="starting weights, as --weights-a takes them (needed for a new state; "
                   "connect 5's built-in ones are 2,6,16,64,128,256,1024)")
    p.add_argument("--step", type=float, default=0.1,
                   help="c: each weight's perturbation as a share of its starting value (default 0.1)")
    p.add_argument("--rate", type=float, default=0.5,
                   help="a as a share of c^2 per point of result (default 0.5)")
    p.add_argument("--jobs", type=int, default=1, help="games played at once (default 1; at most 2 a pair)")
    p.add_argument("--report", type=int, default=50, help="print the weights every N iterations (default 50)")
    p.add_argument("--cli", default=os.path.join(os.path.dirname(__file__), "..", "build", "bin", "connect4-cli"),
                   help="the connect4-cli to run (default build/bin/connect4-cli)")
    return p.parse_args()


def as_list(weights):
    return ",".join(str(max(0, round(w))) for w in weights)


def play_pair(args, plus, minus, seed):
    """A's points minus B's over one game pair: A plays `plus`, B `minus`."""
    command = [args.cli, "match", "--levels", f"{args.level},{args.level}", "--games", "2",
               "--size", args.size, "--time-ms", str(args.time_ms), "--seed", str(seed),
               "--jobs", str(min(args.jobs, 2)), "--weights-a", as_list(plus), "--weights-b", as_list(minus),
               "--lang", "en"]
    out = subprocess.run(command, capture_output=True, text=True)
    lines = [line for line in out.stdout.splitlines() if re.match(r"level \d+: \d+ wins", line)]
    if out.returncode != 0 or len(lines) != 2:
        sys.exit(f"spsa-selfplay: {' '.join(command)} failed:\n{out.stderr.strip()}")
    wins, draws, losses = (int(x) for x in re.findall(r"(\d+) (?:wins|draws|losses)", lines[0]))
    return (wins + 0.5 * draws) - (losses + 0.5 * draws)


def save(path, state):
    temporary = path + ".tmp"
    with open(temporary, "w") as f:
        json.dump(state, f, indent=1)
    os.replace(temporary, path)


def evidence(state_path):
    """Per weight: sum of result * sign of its perturbation, and that sum's z."""
    try:
        with open(state_path + ".log") as f:
            logged = [json.loads(line) for line in f if line.strip()]
    except OSError as e:
        sys.exit(f"spsa-selfplay: cannot read {state_path}.log: {e.strerror}")
    # A pair logged twice (a run killed between its log and its state) counts once, as played last.
    rows = list({r["k"]: r for r in logged}.values())
    if not rows:
        sys.exit(f"spsa-selfplay: {state_path}.log holds no pairs yet")
    spread = math.sqrt(sum(r["result"] ** 2 for r in rows)) or 1.0
    count = len(rows[0]["plus"].split(","))
    print(f"{len(rows)} pairs; per weight: sum of result x sign (up +, down -), and z")
    for i in range(count):
        total = 0.0
        for r in rows:
            up = int(r["plus"].split(",")[i]) - int(r["minus"].split(",")[i])
            sign = (up > 0) - (up < 0)  # 0 when rounding made both sides equal
            total += sign * r["result"]
        print(f"weight {i + 1}: {total:+.1f}  z {total / spread:+.2f}")


def main():
    args = parse_args()
    if args.evidence:
        evidence(args.state)
        return
    if not args.size or args.iterations is None:
        sys.exit("spsa-selfplay: tuning needs --size and --iterations (or --evidence to read the log)")
    if os.path.exists(args.state):
        with open(args.state) as f:
            state = json.load(f)
        if state["size"] != args.size:
            sys.exit(f"spsa-selfplay: {args.state} tunes {state['size']}, not {args.size}")
    else:
        if not args.start:
            sys.exit("spsa-selfplay: a new state needs --start (the weights to start from)")
        try:
            start = [int(x) for x in args.start.split(",")]
        except ValueError:
            sys.exit(f"spsa-selfplay: --start '{args.start}' is not whole numbers separated by commas")
        # connect N takes N + 2 weights: checked before the state is written,
        # so a wrong list leaves no state behind to delete.
        size = re.fullmatch(r"(\d+)x(\d+)(?:x(\d+))?", args.size)
        if not size:
            sys.exit(f"spsa-selfplay: --size '{args.size}' is not WxH or WxHxN")
        connect = int(size.group(3) or 4)
        if len(start) != connect + 2:
            sys.exit(f"spsa-selfplay: --start '{args.start}' has {len(start)} weights; connect {connect} takes "
                     f"{connect + 2} (windows of 1 to {connect - 1} stones, threat, good threat, fill-up)")
        state = {"size": args.size, "iteration": 0, "start": start, "weights": [float(w) for w in start],
                 "step": args.step, "rate": args.rate, "points": 0.0}
        save(args.state, state)
    start = state["start"]
    # Each weight's perturbation at k = 0, at least 1 (the weights are whole).
    c0 = [max(1.0, state["step"] * abs(w)) for w in start]
    big_a = 0.1 * args.iterations  # Fishtest's A: a tenth of the run
    log = open(args.state + ".log", "a")
    while state["iteration"] < args.iterations:
        k = state["iteration"]
        rng = random.Random(k * 7919 + 17)
        signs = [rng.choice((-1, 1)) for _ in start]
        c_k = [c / (k + 1) ** GAMMA for c in c0]
        theta = state["weights"]
        plus = [t + c * s for t, c, s in zip(theta, c_k, signs)]
        minus = [t - c * s for t, c, s in zip(theta, c_k, signs)]
        result = play_pair(args, plus, minus, seed=k + 1)
        for i in range(len(theta)):
            a_k = state["rate"] * c0[i] ** 2 / (big_a + k + 1) ** ALPHA
            theta[i] = max(0.0, theta[i] + a_k * result / (2 * c_k[i] * signs[i]))
        state["iteration"] = k + 1
        state["points"] += result
        # The log first: killed before the state is saved, the run plays
        # pair k again and logs it again, and --evidence keeps the last.
        log.write(json.dumps({"k": k, "result": result, "plus": as_list(plus), "minus": as_list(minus),
                              "weights": as_list(theta)}) + "\n")
        log.flush()
        save(args.state, state)
        if state["iteration"] % args.report == 0 or state["iteration"] == args.iterations:
            print(f"iteration {state['iteration']}: {as_list(theta)}", flush=True)


if __name__ == "__main__":
    main()
