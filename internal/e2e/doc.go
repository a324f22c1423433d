// Package e2e plays the real mahjong binary in real terminals, as a
// person would: tmux sessions of a given size, keys typed, the pane read
// back and checked. Its scenarios: a hand of each kind, saving and
// resuming across every way of leaving, the replay, the coach's reading
// of open hands, two copies on one state directory and no terminal at
// all, a three-player hand, a served table with real ssh clients.
//
// It holds tests only, behind the build tag e2e, so that `make test`
// never runs them; `make e2e` does:
//
//	go test -tags e2e -count=1 -v ./internal/e2e/
//
// A test skips, saying why, where tmux (or pgrep, or ssh and ssh-keygen
// for the served table) is missing. The binary is $MAHJONG_E2E_BIN when
// set (make e2e passes bin/mahjong), else it is built once into a
// temporary directory. Every tmux session runs on a tmux server of its
// test's own (its own socket, no configuration file), killed at the end
// of the test with every process it started, whether the test passed or
// not; the served table listens on 127.0.0.1 only and is stopped too.
// The flags -e2e.step and -e2e.hand (after -args) set how long a step
// and a whole hand may take.
package e2e
