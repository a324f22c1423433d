// Command loadserve measures a mahjong server under load as its players
// see it. It starts the server itself (mahjong serve on a free port of
// 127.0.0.1, its files in a temporary directory), talks to no other,
// opens a bounded number of SSH sessions from 127.0.0.x addresses (each
// opens a table, the bots in the other three seats, and starts it), and
// stops by itself within its time limit, the server with it. It runs
// once for each count of sessions given (-sessions 200,500,1000), a new
// server each time, and reports for each:
//
//   - the sessions held to the end, of those asked for;
//   - key to frame, p50, p99 and max: from a key written (← or → at the
//     person's turn to discard) to the moment the session's screen (its
//     output read through a virtual terminal, internal/vt) shows the
//     whole frame with the selection moved as the key asked. A key whose
//     frame has not come within -keywait is unanswered: it counts in
//     the figures as slower than any answered one (a p99 among them is
//     shown as "> keywait"), never dropped;
//   - the server's CPU per key answered in that phase (from
//     /proc/PID/stat: the tables all wait for their persons, so the
//     server does nothing else), and its CPU while the sessions play
//     (discarding with Enter while the bots play) and idle;
//   - the server's memory per session: its resident set once every
//     session is at its table, less before;
//   - the load average at the end (/proc/loadavg).
//
// MAHJONG_SERVE_CPUPROFILE is passed on: set -cpuprofile FILE to have
// the server write its CPU profile (go tool pprof bin/mahjong FILE).
//
// Usage: go run ./cmd/loadserve -bin bin/mahjong [-sessions 200,500,1000]
// (make load builds the binary and runs it).
package main
