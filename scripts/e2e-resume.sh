#!/usr/bin/env bash
# End-to-end: nothing lost. The real binary in a real terminal (tmux,
# 100x30) with a shell in the pane, so that the terminal can be checked
# after the game leaves. An hk game (fixed seed, plain tiles, instant
# bots) is played for a few discards, then stopped by SIGTERM, SIGHUP,
# SIGINT, q and Ctrl+C in turn; each time the terminal must be restored
# (the shell's prompt back, stty settings as before, no leftover of the
# game on screen) and `mahjong --resume` must show the same screen (the
# same hand, the same tiles). Then a broken autosave (moved aside, a new
# game offered) and the replay viewer of a finished family game.
# The saves live in a temporary directory (MAHJONG_STATE_DIR,
# MAHJONG_DATA_DIR), removed at the end with the tmux session.
# Usage: scripts/e2e-resume.sh [path/to/mahjong]   (make e2e builds bin/mahjong first)
set -euo pipefail

BIN=${1:-bin/mahjong}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
SESSION="mahjong-e2e-resume-$$"
STEP_TIMEOUT=${STEP_TIMEOUT:-20}
HAND_TIMEOUT=${HAND_TIMEOUT:-180}

command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }
[ -x "$BIN" ] || { echo "e2e: no binary at $BIN (run make build)" >&2; exit 1; }

TMP=$(mktemp -d "${TMPDIR:-/tmp}/mahjong-e2e.XXXXXX")
cleanup() {
	tmux kill-session -t "$SESSION" 2>/dev/null || true
	rm -rf "$TMP"
}
trap cleanup EXIT

E2E_NAME=e2e-resume
# shellcheck source=scripts/e2e-lib.sh
. "$(dirname "$0")/e2e-lib.sh"

# A shell in a 100x30 terminal, with a prompt to look for.
tmux new-session -d -s "$SESSION" -x 100 -y 30 \
	"env -i PATH=\"$PATH\" HOME=\"$TMP\" TERM=xterm-256color PS1='e2e\$ ' bash --norc --noprofile"
wait_for '^e2e\$'
tmux send-keys -t "$SESSION" "stty -g > '$TMP/stty.before'; clear" Enter
wait_for '^e2e\$ ?$'

# game ARGS...: run the game from the shell, then print its exit status.
game() {
	tmux send-keys -t "$SESSION" "clear; env LANG=C.UTF-8 NO_COLOR=1 MAHJONG_STATE_DIR='$TMP/state' MAHJONG_DATA_DIR='$TMP/data' '$BIN' $*; echo \"exit=\$?\"" Enter
}

# game_pid: the game's process, a child of the pane's shell.
game_pid() {
	local shell pid end=$((SECONDS + STEP_TIMEOUT))
	shell=$(tmux list-panes -t "$SESSION" -F '#{pane_pid}')
	while [ "$SECONDS" -lt "$end" ]; do
		pid=$(pgrep -P "$shell" -x "$(basename "$BIN")" || true)
		[ -n "$pid" ] && { echo "$pid"; return 0; }
		sleep 0.1
	done
	fail "no game process under the shell $shell"
}

# hand_row: the human's hand as the screen shows it (plain tiles).
hand_row() {
	screen | grep -E "^ +(\[?([1-9][mps]|[ESWN] |Wd|Gd|Rd)\]? +){10,}" | tail -1
}

# restored STATUS: the game has left with STATUS; the terminal is back to
# the shell as it was: the prompt, the stty settings, no game on screen.
restored() {
	wait_for "^exit=$1\$"
	wait_for '^e2e\$ ?$'
	screen | grep -q "Your turn\|Hong Kong ·" && fail "the game's screen is left on the terminal"
	tmux send-keys -t "$SESSION" "stty -g > '$TMP/stty.after'; clear" Enter
	wait_for '^e2e\$ ?$'
	sleep 0.2
	cmp -s "$TMP/stty.before" "$TMP/stty.after" || fail "the terminal settings were not restored (stty -g differs)"
}

# resume_same: --resume shows the screen saved in $TMP/screen.
resume_same() {
	game --resume
	my_turn
	stable
	local now
	now=$(screen)
	[ "$(hand_row)" = "$HAND" ] || fail "resumed with another hand: [$(hand_row)], saved [$HAND]"
	[ "$now" = "$(cat "$TMP/screen")" ] || {
		diff <(cat "$TMP/screen") <(echo "$now") >&2 || true
		fail "the resumed screen is not the one left"
	}
}

# remember: the screen and hand at this point, to find again.
remember() {
	stable
	screen >"$TMP/screen"
	HAND=$(hand_row)
	[ -n "$HAND" ] || fail "no readable hand on the screen"
}

# An hk game, a few discards, then SIGTERM.
game --rules hk --seed 42 --tiles letters --speed instant
wait_for "Hong Kong · East round · Hand 1"
for _ in 1 2 3; do
	my_turn
	send Enter
done
my_turn
remember
kill -TERM "$(game_pid)"
restored 143
[ -s "$TMP/state/autosave.json" ] || fail "no autosave after SIGTERM"
resume_same
echo "e2e-resume: SIGTERM then --resume: same hand, same screen"

# Two more discards, then SIGHUP.
send Enter
my_turn
send Enter
my_turn
remember
kill -HUP "$(game_pid)"
restored 129
resume_same
echo "e2e-resume: SIGHUP then --resume OK"

# SIGINT (not a key: the input is not read as a terminal's Ctrl+C here).
send Enter
my_turn
remember
kill -INT "$(game_pid)"
restored 130
resume_same
echo "e2e-resume: SIGINT then --resume OK"

# q, y.
send Enter
my_turn
remember
send q
wait_for "Leave the game\?"
wait_for "It will be saved"
send y
restored 0
resume_same
echo "e2e-resume: q then --resume OK"

# Ctrl+C twice (the key, then the dialog's yes).
send Enter
my_turn
remember
send C-c
wait_for "Leave the game\?"
send C-c
restored 0
resume_same
echo "e2e-resume: Ctrl+C then --resume OK"
send q
send y
restored 0

# A broken autosave: moved aside, named on the menu, a new game offered.
head -c 200 "$TMP/state/autosave.json" >"$TMP/cut" && mv "$TMP/cut" "$TMP/state/autosave.json"
game --resume
wait_for "M A H J O N G"
wait_for "autosave.json: the file ends too early"
screen | grep -q "Continue the saved game" && fail "Continue offered for a broken save"
screen | grep -q "› New game" || fail "no new game offered"
ls "$TMP/state"/autosave.json.broken-* >/dev/null 2>&1 || fail "the broken autosave was not moved aside"
send q
restored 0
echo "e2e-resume: broken autosave moved aside, new game offered"

# --resume with no save: one line, exit status 2.
game --resume
restored 2
echo "e2e-resume: --resume without a save: exit 2"

# A family game to its end, then its record in the replay viewer.
game --rules family --seed 7 --tiles letters --speed instant
wait_for "Family · East round · Hand 1"
end=$((SECONDS + HAND_TIMEOUT))
while ! screen | grep -Eq "Drawn hand|Mah-Jong! (You win|[A-Z][a-z]+ wins)"; do
	[ "$SECONDS" -lt "$end" ] || fail "the family hand did not end"
	s=$(screen)
	if grep -Eq "w Mah-Jong!|^(Claim .* from .*\?).*Mah-Jong!" <<<"$s"; then send w
	elif grep -Eq "^(Claim .* from .*\?)" <<<"$s"; then send p
	elif grep -q "^Your turn: discard a tile\." <<<"$s"; then send Enter
	else sleep 0.1; fi
done
send Enter
wait_for "Final standings"
wait_for "Hands played"
wait_for "kept as a record"
send q
restored 0
game replay
wait_for "Step 0 of [0-9]+ · the deal"
screen | grep -q "#" && fail "the replay hides a hand"
send Right
wait_for "Step [1-9][0-9]* of"
send End
wait_for "(Mah-Jong!|Drawn hand)"
send Right
wait_for "Final standings"
send q
restored 0
echo "e2e-resume: family game recorded and replayed"
echo "e2e-resume: all passed"
