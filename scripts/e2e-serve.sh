#!/usr/bin/env bash
# End-to-end: a served table. The real binary serves on a free port of
# 127.0.0.1 (its files in a temporary directory); real ssh clients (keys
# made in that directory) in tmux terminals of 100x30: alice opens a family
# table, bob joins it by its code, carol watches it from the lobby; alice
# starts it, and the two play the hand by keys to its result screen. Mid-
# hand bob's ssh is killed: his seat goes to a bot at once (the log says he
# left) and he comes back with the same key to the same seat. Letters tiles,
# so the screens can be read; every step polls with a timeout.
# Usage: scripts/e2e-serve.sh [path/to/mahjong]   (make e2e builds bin/mahjong first)
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
STEP_TIMEOUT=${STEP_TIMEOUT:-20}
HAND_TIMEOUT=${HAND_TIMEOUT:-240}

for tool in tmux ssh ssh-keygen; do
	command -v "$tool" >/dev/null || { echo "e2e-serve: $tool is not installed" >&2; exit 1; }
done
[ -x "$BIN" ] || { echo "e2e-serve: no binary at $BIN (run make build)" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e-serve.XXXXXX")
A="mahjong-serve-a-$$" B="mahjong-serve-b-$$" C="mahjong-serve-c-$$"
SERVER_PID=
cleanup() {
	for s in "$A" "$B" "$C"; do tmux kill-session -t "$s" 2>/dev/null || true; done
	if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
}
trap 'cleanup; rm -rf "$TMP"' EXIT

E2E_NAME=e2e-serve
EXITED="ssh exited"
SESSION=$A
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

# on SESSION CMD...: run CMD with SESSION as the terminal read.
on() { local SESSION=$1; shift; "$@"; }

# The server, on a free port: the log says which.
MAHJONG_STATE_DIR="$TMP/state" MAHJONG_DATA_DIR="$TMP/data" "$BIN" serve --listen 127.0.0.1:0 2>"$TMP/server.log" &
SERVER_PID=$!
end=$((SECONDS + STEP_TIMEOUT))
PORT=
while [ -z "$PORT" ] && [ "$SECONDS" -lt "$end" ]; do
	PORT=$(sed -n 's/.*msg=listening addr=127\.0\.0\.1:\([0-9]*\).*/\1/p' "$TMP/server.log")
	sleep 0.1
done
[ -n "$PORT" ] || { cat "$TMP/server.log" >&2; echo "e2e-serve: FAIL: the server did not listen" >&2; exit 1; }
[ "$(stat -c %a "$TMP/data/server/host_ed25519")" = 600 ] || { echo "e2e-serve: FAIL: the host key is not mode 0600" >&2; exit 1; }

# log_has REGEX: wait until the server's log has a line matching.
log_has() {
	local end=$((SECONDS + STEP_TIMEOUT))
	while [ "$SECONDS" -lt "$end" ]; do
		grep -Eq -- "$1" "$TMP/server.log" && return 0
		sleep 0.1
	done
	echo "---- server log ----" >&2; cat "$TMP/server.log" >&2
	fail "the server's log lacks /$1/"
}

for k in alice bob carol; do ssh-keygen -q -t ed25519 -N '' -C "$k" -f "$TMP/$k"; done

# client SESSION NAME ARGS...: NAME's ssh in a new 100x30 terminal.
client() {
	local s=$1 name=$2
	shift 2
	tmux kill-session -t "$s" 2>/dev/null || true
	tmux new-session -d -s "$s" -x 100 -y 30 \
		"env LANG=C.UTF-8 ssh -q -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR -i '$TMP/$name' -p $PORT -l $name 127.0.0.1 $*; echo \"ssh exited with \$?\"; sleep 60"
}

# Alice opens a family table; its code is on her screen.
client "$A" alice -t new family --tiles letters --lang en
on "$A" wait_for "Table [A-Z0-9]{4} · Family"
CODE=$(on "$A" screen | sed -n 's/.*Table \([A-Z0-9]\{4\}\) · Family.*/\1/p' | head -1)
log_has "msg=create .*user=alice table=$CODE rules=family"

# Bob joins by the code; carol watches from the lobby.
client "$B" bob -t "$CODE" --tiles letters --lang en
on "$B" wait_for "Seat 2 +bob \(you\)"
on "$A" wait_for "bob sits at the table"
client "$C" carol -t -- --tiles letters --lang en
on "$C" wait_for "$CODE +Family"
on "$C" send w
log_has "msg=join .*user=carol table=$CODE spectator=true"
on "$A" wait_for "1 watching"

# Alice starts: the table.
on "$A" send s
log_has "msg=start table=$CODE rules=family .*people=2"
on "$A" wait_for "Family · East round · Hand 1"
on "$B" wait_for "Family · East round · Hand 1"
on "$C" wait_for "Family · East round · Hand 1"

# step SESSION: hand_step on that session's screen.
step() { local SESSION=$1; hand_step; }

# The spectator sees no concealed tile of anyone while the hand is played.
s=$(on "$C" screen)
grep -q "#" <<<"$s" || on "$C" fail "the spectator should see the hands face down (#)"
if grep -q "^Your turn" <<<"$s"; then on "$C" fail "the spectator is asked to play"; fi

# Play until bob has discarded twice, then kill his ssh mid-hand.
discards=0
end=$((SECONDS + HAND_TIMEOUT))
while [ "$discards" -lt 2 ] && [ "$SECONDS" -lt "$end" ]; do
	step "$A" || true
	if on "$B" screen | grep -q "^Your turn: discard a tile."; then
		tmux send-keys -t "$B" Enter
		discards=$((discards + 1))
		sleep 0.3
	else
		step "$B" && on "$B" fail "the hand ended before bob could leave"
	fi
	sleep 0.1
done
[ "$discards" -eq 2 ] || on "$B" fail "bob was not asked to discard twice"
tmux kill-session -t "$B"
log_has "msg=leave .*user=bob table=$CODE seat=1 why=disconnected"
on "$A" wait_for "bob left: a bot plays the seat"

# Bob comes back with his key: his seat again.
client "$B" bob -t "$CODE" --tiles letters --lang en
log_has "msg=join .*user=bob table=$CODE seat=1 rejoin=true"
on "$B" wait_for "Family · East round · Hand 1"

# The hand to its end, both playing; all three see its result.
done_a=1 done_b=1
while [ "$SECONDS" -lt "$end" ]; do
	if [ "$done_a" -ne 0 ]; then step "$A" && done_a=0; fi
	if [ "$done_b" -ne 0 ]; then step "$B" && done_b=0; fi
	[ "$done_a" -eq 0 ] && [ "$done_b" -eq 0 ] && break
	sleep 0.1
done
[ "$done_a" -eq 0 ] && [ "$done_b" -eq 0 ] || on "$A" fail "the hand did not end in ${HAND_TIMEOUT}s"
on "$C" wait_for "Drawn hand|Mah-Jong!"
log_has "msg=game_end table=$CODE"
for s in "$A" "$B"; do on "$s" send Enter; on "$s" wait_for "Final standings"; done
echo "e2e-serve: a served family table: two people by code, one back after a dropped line, a spectator: OK"
