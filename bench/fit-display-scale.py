#!/usr/bin/env python3
"""Fits the scale of the shown estimates (Evaluation::kDisplayScale) to game results.

For each GAMES file (played games as `connect4-cli match -v` prints them, one
board size a file), POSITIONS positions are drawn at random from its games
(seeded), each searched as level 10 would for TIME seconds
(`connect4-cli analyze --best-move --threads 1 --json`), and the best
column's estimate kept with the result the game went on to have for the side
to move (exact scores and immediate ends are left out). The chance of winning
is modelled as sigmoid(value / K), a draw counting half, value the search's
internal value (read unrounded through C4_DISPLAY_SCALE=4000); K is fitted
by log loss, each half of the positions checked with the other half's K. The
shown estimate, the expected result 2p - 1, is then tanh(value / 2K): the
display scale is 2K. Prints K, the scale and the log loss of the present and
the fitted scale.

Usage: bench/fit-display-scale.py [--cli PATH] [--positions N] [--time S]
         [--seed N] [--jobs J] SIZE:GAMES [SIZE:GAMES ...]
Example: bench/fit-display-scale.py 12x10x5:bench/data/12x10x5-selfplay-level10.txt
"""
import argparse
import concurrent.futures
import json
import math
import os
import random
import subprocess
import sys

UNROUNDED_SCALE = 4000.0  # wide enough that no estimate rounds to +-0.99


def board_of(size):
    """(width, cells) of a WxH[xN] size, or an exit with what is wrong."""
    parts = size.split('x')
    if len(parts) not in (2, 3) or not all(p.isdigit() and int(p) > 0 for p in parts):
        sys.exit(f'"{size}": expected a board size WxH or WxHxN, for example 12x10x5')
    return int(parts[0]), int(parts[0]) * int(parts[1])


def full_size(size):
    """WxHxN with N written out (4 when left out, as --size reads it)."""
    return size if size.count('x') == 2 else size + 'x4'


def read_games(path, size):
    """(moves, result for the first player) of every game of the file long
    enough to sample (6 moves or more). A game that stops before the board
    is full was won by its last stone; on a full board the result word
    ("draw", as the English log says) decides."""
    width, cells = board_of(size)
    games = []
    try:
        f = open(path)
    except OSError as e:
        sys.exit(f'{path}: cannot read it ({e.strerror})')
    with f:
        for number, line in enumerate(f, 1):
            # The match's summary names its board: another one's games
            # would replay as nonsense on this board.
            if line.startswith('match ') and ' on ' in line:
                named = line.split(' on ', 1)[1].split(':', 1)[0].strip()
                if full_size(named) != full_size(size):
                    sys.exit(f'{path}:{number}: the games are of {named}, not {size}')
                continue
            if not line.startswith('game ') or ':' not in line:
                continue
            head, moves = line.rsplit(':', 1)
            moves = moves.strip().split(',')
            if not all(m.isdigit() and 1 <= int(m) <= width for m in moves):
                sys.exit(f'{path}:{number}: "{moves[0]}...": not a move list of a {size} board '
                         f'(columns 1 to {width}, separated by commas)')
            if len(moves) > cells:
                sys.exit(f'{path}:{number}: {len(moves)} moves, more than the {cells} cells of {size}')
            if len(moves) < 6:
                continue
            draw = len(moves) == cells and 'draw' in head
            games.append((moves, 0 if draw else (1 if len(moves) % 2 == 1 else -1)))
    if not games:
        sys.exit(f'{path}: no games of 6 moves or more (lines "game N: ...: moves" as connect4-cli match -v '
                 'prints them)')
    return games


def sample(games, count, rng):
    """count (moves, result for the side to move) from the games' middles."""
    positions = []
    for _ in range(count):
        moves, result = rng.choice(games)
        plies = rng.randrange(4, len(moves) - 1)
        positions.append((','.join(moves[:plies]), result if plies % 2 == 0 else -result))
    return positions


def searched_value(cli, size, moves, seconds):
    """The internal value of the best column's estimate, or None when exact."""
    env = dict(os.environ, C4_DISPLAY_SCALE=str(UNROUNDED_SCALE))
    out = subprocess.run([cli, 'analyze', moves, '--size', size, '--time', str(seconds), '--best-move',
                          '--threads', '1', '--json'], env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f'{cli} analyze {moves} --size {size}: {out.stderr.strip()}')
    best = json.loads(out.stdout)['best']
    if best['kind'] != 'estimate':
        return None
    return UNROUNDED_SCALE * math.atanh(max(-0.999, min(0.999, best['score'] / 99)))


def log_loss(k, rows):
    total = 0.0
    for value, score in rows:
        p = min(max(1 / (1 + math.exp(-value / k)), 1e-9), 1 - 1e-9)
        total -= score * math.log(p) + (1 - score) * math.log(1 - p)
    return total / len(rows)


def fit(rows):
    """The K of least log loss (a ternary search over log K)."""
    lo, hi = math.log(10.0), math.log(100000.0)
    for _ in range(100):
        a, b = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if log_loss(math.exp(a), rows) < log_loss(math.exp(b), rows):
            hi = b
        else:
            lo = a
    return math.exp((lo + hi) / 2)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--cli', default=os.path.join(os.path.dirname(__file__), '..', 'build', 'bin', 'connect4-cli'))
    parser.add_argument('--positions', type=int, default=300, help='positions drawn from each file')
    parser.add_argument('--time', type=float, default=0.2, help='seconds of search a position')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--jobs', type=int, default=2)
    # The default is the engine's present scale, Evaluation::kDisplayScale.
    parser.add_argument('--present', type=float, default=900.0, help='the scale to compare with (default 900)')
    parser.add_argument('files', nargs='+', metavar='SIZE:GAMES')
    args = parser.parse_args()
    for name in ('positions', 'jobs'):
        if getattr(args, name) < 1:
            sys.exit(f'--{name} {getattr(args, name)}: must be 1 or more')
    if args.time <= 0 or args.present <= 0:
        sys.exit('--time and --present must be above 0')
    if not os.access(args.cli, os.X_OK):
        sys.exit(f'no connect4-cli at {args.cli} (build first, or pass --cli)')
    rng = random.Random(args.seed)
    work = []
    for item in args.files:
        size, sep, path = item.partition(':')
        if not sep:
            sys.exit(f'"{item}": expected SIZE:GAMES, for example 12x10x5:games.txt')
        work += [(size, moves, result) for moves, result in sample(read_games(path, size), args.positions, rng)]
    rows_by_size = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        values = pool.map(lambda w: searched_value(args.cli, w[0], w[1], args.time), work)
        for (size, _, result), value in zip(work, values):
            if value is not None:
                rows_by_size.setdefault(size, []).append((value, (result + 1) / 2))
    every = [row for rows in rows_by_size.values() for row in rows]
    if len(every) < 10:
        sys.exit(f'only {len(every)} positions had an estimate: too few to fit')
    for name, rows in list(rows_by_size.items()) + [('all', every)]:
        k = fit(rows)
        even, odd = rows[0::2], rows[1::2]
        checked = (log_loss(fit(even), odd) + log_loss(fit(odd), even)) / 2 if len(rows) >= 20 else float('nan')
        present = log_loss(args.present / 2, rows)
        print(f'{name}: {len(rows)} estimates, K = {k:.0f}, display scale 2K = {2 * k:.0f}; '
              f'log loss at scale {args.present:.0f} {present:.4f}, fitted {log_loss(k, rows):.4f}, '
              f'fitted on the other half {checked:.4f}')


if __name__ == '__main__':
    main()
