# Shared by the end-to-end scripts (sourced, not run): reading and typing
# into the tmux session $SESSION. The caller sets SESSION, STEP_TIMEOUT,
# HAND_TIMEOUT (play_hand) and E2E_NAME (the prefix of its messages).

screen() { tmux capture-pane -p -t "$SESSION" 2>/dev/null || true; }

fail() {
	echo "$E2E_NAME: FAIL: $*" >&2
	echo "---- screen ----" >&2
	screen >&2
	echo "----------------" >&2
	exit 1
}

# wait_for REGEX [TIMEOUT]: poll the screen until it matches.
wait_for() {
	local re=$1 timeout=${2:-$STEP_TIMEOUT} end=$((SECONDS + ${2:-$STEP_TIMEOUT}))
	while [ "$SECONDS" -lt "$end" ]; do
		if screen | grep -Eq -- "$re"; then return 0; fi
		sleep 0.1
	done
	fail "waited ${timeout}s for /$re/"
}

# send KEY: type a key, then wait for the screen to change (or a second).
send() {
	local before after end=$((SECONDS + 2))
	before=$(screen)
	tmux send-keys -t "$SESSION" "$1"
	while [ "$SECONDS" -lt "$end" ]; do
		after=$(screen)
		[ "$after" != "$before" ] && return 0
		sleep 0.05
	done
}

# my_turn: wait until the human is asked to discard, passing claims.
my_turn() {
	local end=$((SECONDS + STEP_TIMEOUT)) s
	while [ "$SECONDS" -lt "$end" ]; do
		s=$(screen)
		if grep -q "^Your turn: discard a tile\." <<<"$s"; then return 0; fi
		if grep -Eq "^(Claim .* from .*\?|Rob the kong)" <<<"$s"; then send p; continue; fi
		sleep 0.1
	done
	fail "not the human's turn after ${STEP_TIMEOUT}s"
}

# stable: wait until the screen stops changing (two reads 0.2s apart
# agree), so that a frame is never read half drawn.
stable() {
	local a b end=$((SECONDS + STEP_TIMEOUT))
	a=$(screen)
	while [ "$SECONDS" -lt "$end" ]; do
		sleep 0.2
		b=$(screen)
		[ "$a" = "$b" ] && return 0
		a=$b
	done
	fail "the screen does not settle"
}

# hand_step: answer what the table on $SESSION's screen asks (Mah-Jong
# when offered, pass other claims, discard the tile drawn). Its status: 0
# once the hand's result is shown, 1 while the hand goes on; it fails when
# the screen shows $EXITED (the program or the connection gone).
hand_step() {
	local s
	s=$(screen)
	if grep -Eq "Drawn hand|Mah-Jong! (You win|.+ wins)" <<<"$s"; then
		return 0
	elif grep -q "${EXITED:-mahjong exited}" <<<"$s"; then
		fail "the game exited during the hand"
	elif grep -Eq "w Mah-Jong!|^(Claim .* from .*\?|Rob the kong).*Mah-Jong!" <<<"$s"; then
		send w
	elif grep -Eq "^(Claim .* from .*\?|Rob the kong)" <<<"$s"; then
		send p
	elif grep -q "^Your turn: discard a tile." <<<"$s"; then
		send Enter
	else
		sleep 0.1
	fi
	return 1
}

# play_hand: answer every question of the hand until its score sheet:
# discard the drawn tile, take a win when offered, pass other claims.
play_hand() {
	local end=$((SECONDS + HAND_TIMEOUT))
	while [ "$SECONDS" -lt "$end" ]; do
		hand_step && return 0
	done
	fail "the hand did not end in ${HAND_TIMEOUT}s"
}
