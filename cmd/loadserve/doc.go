// Command loadserve measures a mahjong server under load. It starts the
// server itself (mahjong serve on a free port of 127.0.0.1, its files in
// a temporary directory), talks to no other, opens a bounded number of
// SSH sessions (each opens a table, the bots in the other three seats,
// and starts it), and stops by itself within its time limit, the server
// with it. It reports:
//
//   - the sessions held, and the server's memory per session (its
//     resident set once every session is at its table, less before);
//   - key-to-frame latency, p50 and p99: from a key written (the coach
//     shown or hidden at the table with c) to the first bytes of the
//     frame that answers it;
//   - the server's CPU in each phase (sessions playing: discarding with
//     Enter while the bots play; sessions pressing keys; idle);
//   - its wake-ups in the idle phase (no key, no table event: every
//     table waits for its person): context switches of all its threads
//     a second.
//
// Usage: go run ./cmd/loadserve -bin bin/mahjong [-sessions 200]
// (make load builds the binary and runs it).
package main
