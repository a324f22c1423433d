#!/usr/bin/env bash
# End-to-end, the teaching table: the real binary in tmux (100x30), a
# family hand with open hands (--open). Each opponent's line says what a
# teacher would: how far from ready, and when ready its waits. The hand
# is played by discarding the drawn tile and passing claims until an
# opponent's line reads "ready: waits ..." (and the tiles are named),
# then the game is left.
# Usage: scripts/e2e-coach.sh [path/to/mahjong]
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
SESSION="mahjong-e2e-coach-$$"
STEP_TIMEOUT=${STEP_TIMEOUT:-20}
HAND_TIMEOUT=${HAND_TIMEOUT:-180}

command -v tmux >/dev/null || { echo "e2e-coach: tmux is not installed" >&2; exit 1; }
[ -x "$BIN" ] || { echo "e2e-coach: no binary at $BIN (run make build)" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e-coach.XXXXXX")
cleanup() { tmux kill-session -t "$SESSION" 2>/dev/null || true; }
trap 'cleanup; rm -rf "$TMP"' EXIT

E2E_NAME=e2e-coach
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

tmux new-session -d -s "$SESSION" -x 100 -y 30 \
	"env LANG=C.UTF-8 NO_COLOR=1 MAHJONG_STATE_DIR='$TMP/state' MAHJONG_DATA_DIR='$TMP/data' '$BIN' --lang en --tiles letters --speed instant --rules family --open --bots beginner --seed 7; echo \"mahjong exited with \$?\"; sleep 30"
wait_for "Family · East round · Hand 1"
wait_for "[0-9] from ready"

# Play until an opponent is ready: its line then names its waits.
end=$((SECONDS + HAND_TIMEOUT))
found=""
while [ "$SECONDS" -lt "$end" ]; do
	s=$(screen)
	if line=$(grep -Eo "ready: waits( ([1-9][mps]|[ESWN]|Wd|Gd|Rd))+" <<<"$s" | head -1); then
		found=$line
		break
	fi
	if grep -Eq "Drawn hand|Mah-Jong! (You win|[A-Z][a-z]+ wins)" <<<"$s"; then
		fail "the hand ended before any opponent was ready"
	elif grep -Eq "throw the win away\?" <<<"$s"; then
		send w
	elif grep -Eq "^(Claim .* from .*\?|Rob the kong)" <<<"$s"; then
		send p
	elif grep -q "^Your turn: discard a tile\." <<<"$s"; then
		send Enter
	else
		sleep 0.1
	fi
done
[ -n "$found" ] || fail "no opponent's line said its waits in ${HAND_TIMEOUT}s"
echo "e2e-coach: an opponent's line reads \"$found\""
send q
wait_for "Leave the game\?"
send y
wait_for "mahjong exited with 0"
echo "e2e-coach: family --open waits OK"
