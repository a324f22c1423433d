#!/usr/bin/env bash
# End-to-end: a three-player game in a real terminal (tmux, 80x24, then
# 120x40), played by keys, checked by reading the screen. A whole family
# hand with open hands (--players 3 --open) to its result and the final
# standings: the person takes 14 tiles and starts, the seat that plays
# next sits on the right (Lin, South), the one before on the left (Hao,
# West), the place across is shown empty, no fourth player is ever named
# and no tile is face down. Plain tiles and instant bots, as scripts/e2e.sh.
# Usage: scripts/e2e-three.sh [path/to/mahjong]   (make e2e builds bin/mahjong first)
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
SESSION="mahjong-e2e-three-$$"
STEP_TIMEOUT=${STEP_TIMEOUT:-20}
HAND_TIMEOUT=${HAND_TIMEOUT:-180}

command -v tmux >/dev/null || { echo "e2e-three: tmux is not installed" >&2; exit 1; }
[ -x "$BIN" ] || { echo "e2e-three: no binary at $BIN (run make build)" >&2; exit 1; }

# Saves, records and the history go to a temporary directory, never the
# player's own.
TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e-three.XXXXXX")
cleanup() { tmux kill-session -t "$SESSION" 2>/dev/null || true; }
trap 'cleanup; rm -rf "$TMP"' EXIT

E2E_NAME=e2e-three
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

# three_seats: the screen is a table of three: the empty place across,
# Hao (West) on the left, Lin (South) on the right, nobody called Mei,
# no North seat, every tile face up.
three_seats() {
	local s
	s=$(screen)
	sed -n 2p <<<"$s" | grep -q "(empty seat)" || fail "no empty seat across the table"
	grep -Eq "^(  |> )W  Hao" <<<"$s" || fail "Hao (West) is not on the left"
	grep -Eq "(  |> )S  Lin( |$)" <<<"$s" || fail "Lin (South) is not on the right"
	if grep -q "Mei" <<<"$s"; then fail "a fourth player is named"; fi
	if grep -Eq "(  |> )N  [A-Z]" <<<"$s"; then fail "a seat of North"; fi
	if grep -q "#" <<<"$s"; then fail "open hands: no tile should be face down"; fi
}

tmux new-session -d -s "$SESSION" -x 80 -y 24 \
	"env LANG=C.UTF-8 NO_COLOR=1 MAHJONG_STATE_DIR='$TMP/state' MAHJONG_DATA_DIR='$TMP/data' '$BIN' --lang en --tiles letters --speed instant --rules family --players 3 --open --seed 7; echo \"mahjong exited with \$?\"; sleep 30"
wait_for "Family · East round · Hand 1 · Dealer: You"
wait_for "^Your turn: discard a tile\."
stable
three_seats
# The person took 14 tiles (the row above the digits that pick them)
# and starts.
s=$(screen)
hand=$(grep -B1 -E "^ +1 +2 +3 +4" <<<"$s" | head -1 | tr -d '[]')
[ "$(wc -w <<<"$hand")" -eq 14 ] || fail "the person does not hold 14 tiles: $hand"
if grep -Eq "[2-8]m" <<<"$s"; then fail "a character 2-8 at a table of three"; fi
send Enter
wait_for "^(Your turn: discard a tile\.|Claim )"
stable
three_seats

# A larger terminal lays the same table out again.
tmux resize-window -t "$SESSION" -x 120 -y 40 2>/dev/null || fail "tmux cannot resize the window"
wait_for "^ {50,}\(empty seat\)"
stable
three_seats

play_hand
s=$(screen)
if grep -q "Mei" <<<"$s"; then fail "the result names a fourth player"; fi
send Enter
wait_for "Final standings"
s=$(screen)
if grep -q "Mei" <<<"$s"; then fail "the standings name a fourth player"; fi
send q
wait_for "mahjong exited with 0"
echo "e2e-three: family --players 3 --open hand OK"
