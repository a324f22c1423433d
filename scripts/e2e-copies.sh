#!/usr/bin/env bash
# End-to-end: two copies of the game on one state directory, each in its
# own terminal (two tmux sessions, 100x30). The first plays an hk game;
# the second, started beside it, must say that a game is open in the
# other copy (naming its process), offer a new game under another save
# name and the other game read-only, and never save over the first's
# autosave: `--resume` in it is one line and exit status 2; its new game
# goes to autosave-2.json. The first's autosave is unchanged by all this,
# and holds the first's game when it quits. Without a terminal the game
# is one line and exit status 2.
# Usage: scripts/e2e-copies.sh [path/to/mahjong]   (make e2e builds bin/mahjong first)
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
FIRST="mahjong-e2e-first-$$"
SECOND="mahjong-e2e-second-$$"
STEP_TIMEOUT=${STEP_TIMEOUT:-20}

command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }
[ -x "$BIN" ] || { echo "e2e: no binary at $BIN (run make build)" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e.XXXXXX")
cleanup() {
	tmux kill-session -t "$FIRST" 2>/dev/null || true
	tmux kill-session -t "$SECOND" 2>/dev/null || true
	rm -rf "$TMP"
}
trap cleanup EXIT

E2E_NAME=e2e-copies
SESSION=$FIRST
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

RUN="env LANG=C.UTF-8 NO_COLOR=1 MAHJONG_STATE_DIR='$TMP/state' MAHJONG_DATA_DIR='$TMP/data' '$BIN'"

# open NAME: a shell in a 100x30 terminal, with a prompt to look for.
open() {
	tmux new-session -d -s "$1" -x 100 -y 30 \
		"env -i PATH=\"$PATH\" HOME=\"$TMP\" TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
	SESSION=$1
	wait_for '^e2e\$'
}

# game ARGS...: run the game in $SESSION's shell, then its exit status.
game() {
	tmux send-keys -t "$SESSION" "clear; $RUN $*; echo \"exit=\$?\"" Enter
}

# quit_saved: leave the game in progress (q, then yes: it is saved).
quit_saved() {
	send q
	wait_for "saved"
	send y
	wait_for '^exit=0$'
}

# No terminal: one line, status 2, nothing written.
status=0
out=$(eval "$RUN" </dev/null 2>&1) || status=$?
[ "$status" = 2 ] && [ "$(printf '%s\n' "$out" | wc -l)" = 1 ] && grep -q "needs a terminal" <<<"$out" ||
	fail "without a terminal: status $status: $out"
out=$( (eval "$RUN --rules hk" 2>&1; echo "exit=$?") | cat)
grep -q "needs a terminal" <<<"$out" && grep -q "^exit=2$" <<<"$out" || fail "piped into cat: $out"
[ ! -e "$TMP/state" ] || fail "the game wrote files without a terminal"
echo "e2e-copies: no terminal: $(head -1 <<<"$out")"

# The first copy: an hk game, two discards, then it waits for its turn.
open "$FIRST"
game --rules hk --seed 42 --tiles letters --speed instant
wait_for "Hong Kong · East round · Hand 1"
for _ in 1 2; do
	my_turn
	send Enter
done
my_turn
stable
before=$(cksum <"$TMP/state/autosave.json")

# The second copy, beside it: the message, and no Continue.
open "$SECOND"
game --tiles letters --speed instant
wait_for "Another mahjong"
stable
echo "e2e-copies: the second copy's screen:"
screen | sed 's/^/  | /'
screen | grep -q "Continue" && fail "the second copy offers to continue the first's game"
screen | grep -q "Watch the other game (read-only)" || fail "no read-only replay offered"
screen | tr -s ' \n' ' ' | grep -q "saves as autosave-2.json" || fail "the other save name is not said"

# Watch: the first copy's game as last saved, in the replay viewer.
send Down
send Enter
wait_for "Step [0-9]+ of [0-9]+"
echo "e2e-copies: watching the first copy's game: $(screen | grep -Eo 'Step [0-9]+ of [0-9]+')"
send q
wait_for '^exit=0$'

# --resume in the second copy: the first's game is not taken over.
game --resume
wait_for '^exit=2$'
msg=$(screen | tr -d '\n' | grep -o 'mahjong: cannot resume.*read-only')
grep -q "open in another copy of mahjong" <<<"$msg" || fail "--resume does not say why"
echo "e2e-copies: --resume beside the first copy: $msg"

# A new game in the second copy goes to autosave-2.json; quitting saves
# it there, and --resume there picks it up (still told of the first).
game --tiles letters --speed instant
wait_for "Another mahjong"
send Enter
wait_for "Hong Kong · East round · Hand 1"
my_turn
send Enter
my_turn
quit_saved
[ -s "$TMP/state/autosave-2.json" ] || fail "the second copy's game is not in autosave-2.json"
game --resume
wait_for "Hong Kong · East round · Hand 1"
wait_for "Another mahjong \(process [0-9]+\) has autosave.json open"
quit_saved

[ "$(cksum <"$TMP/state/autosave.json")" = "$before" ] || fail "the second copy wrote over the first's autosave"

# The first copy plays on and quits: its game is its own.
SESSION=$FIRST
send Enter
my_turn
quit_saved
grep -q '"seed": 42' "$TMP/state/autosave.json" || fail "the first's autosave is not its game"
[ "$(cksum <"$TMP/state/autosave.json")" != "$before" ] || fail "the first copy's last moves were not saved"
echo "e2e-copies: the first copy's autosave kept whole; the second saved as autosave-2.json"
