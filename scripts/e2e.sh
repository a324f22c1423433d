#!/usr/bin/env bash
# End-to-end: the real binary in a real terminal (tmux, 100x30), played by
# keys, checked by reading the screen (capture-pane -p). Plays a whole hk
# hand (then starts the next and quits through the confirm dialog) and a
# whole family --open hand (to the final standings). Plain tiles
# (--tiles letters) and instant bots, so the screen can be read and no
# fixed sleep is needed: every step polls the screen with a timeout.
# Usage: scripts/e2e.sh [path/to/mahjong]   (make e2e builds bin/mahjong first)
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
SESSION="mahjong-e2e-$$"
STEP_TIMEOUT=${STEP_TIMEOUT:-20}
HAND_TIMEOUT=${HAND_TIMEOUT:-180}

command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }
[ -x "$BIN" ] || { echo "e2e: no binary at $BIN (run make build)" >&2; exit 1; }

# The games save, keep records and a history: in a temporary directory,
# never the player's own.
TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e.XXXXXX")
cleanup() { tmux kill-session -t "$SESSION" 2>/dev/null || true; }
trap 'cleanup; rm -rf "$TMP"' EXIT

E2E_NAME=e2e
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

# start ARGS...: run the game in a fresh 100x30 terminal.
start() {
	cleanup
	tmux new-session -d -s "$SESSION" -x 100 -y 30 \
		"env LANG=C.UTF-8 NO_COLOR=1 MAHJONG_STATE_DIR='$TMP/state' MAHJONG_DATA_DIR='$TMP/data' '$BIN' --lang en --tiles letters --speed instant $*; echo \"mahjong exited with \$?\"; sleep 30"
}

# A Hong Kong hand.
start --rules hk --bots expert --seed 42
wait_for "Hong Kong · East round · Hand 1"
wait_for "^Your turn: discard a tile\."
s=$(screen)
# The hand is plain text: 13 or 14 tiles such as 5m, E, Rd.
grep -Eq "^ +(\[?([1-9][mps]|[ESWN] |Wd|Gd|Rd)\]? +){10,}" <<<"$s" || fail "no readable hand on the screen"
grep -q "#" <<<"$s" || fail "the bots' tiles should be hidden (#)"
send c
wait_for "Coach: "
send c
play_hand
wait_for "(Total|Drawn hand)"
wait_for "Player +Wind +Payment +Total"
send Enter
wait_for "Hand 2"
send q
wait_for "Leave the game\?"
send y
wait_for "mahjong exited with 0"
echo "e2e: hk hand OK"

# A family hand with open hands, to the final standings.
start --rules family --open --seed 7
wait_for "Family · East round · Hand 1"
wait_for "^Your turn: discard a tile\."
s=$(screen)
if grep -q "#" <<<"$s"; then fail "open hands: no tile should be face down"; fi
grep -Eq "^ +W +Mei" <<<"$s" || fail "no seat across the table"
play_hand
send Enter
wait_for "Final standings"
send q
wait_for "mahjong exited with 0"
echo "e2e: family --open hand OK"
echo "e2e: 2 passed, 0 failed"
