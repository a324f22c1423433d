// Package store keeps what a player has done: the autosave of the game in
// progress, a record of every finished game, and the history of finished
// hands that the statistics are computed from.
//
// Files live under two directories (see Store): the state directory holds
// autosave.json; the data directory holds records/ (one JSON file a
// finished game) and history.jsonl (one JSON line a finished hand).
// NewFromXDG and FromEnv place them in the XDG directories
// ($XDG_STATE_HOME/mahjong, $XDG_DATA_HOME/mahjong); MAHJONG_STATE_DIR
// and MAHJONG_DATA_DIR override them.
//
// Saves and records share one JSON format (Marshal, Unmarshal): the rules,
// options and seed, who plays which seat, and the actions in the engine's
// notation. Loading replays the actions through the rules engine, so a
// loaded game is in exactly the state it was saved in. Writes are atomic
// (a temporary file, fsync, rename, fsync of the directory): a write that
// fails midway leaves the previous file intact. A file that cannot be
// read is never overwritten: it is moved aside and reported as an *Error
// naming the file and the reason (a catalogue key with its arguments).
//
// One process writes an autosave at a time: Claim takes an advisory lock
// on it (flock; the system releases it when the process ends, however it
// ends), every write checks it, and a second copy of the program is
// given the next slot (ClaimFree: autosave-2.json ...) or reads only.
// Only regular files are read or written in the two directories: each is
// opened without blocking and without following a symbolic link, then
// checked on the opened descriptor (a named pipe, a device or a
// directory in place of a file is refused and left alone).
//
// The statistics (Compute) are a pure function of the history entries;
// the terminal game shows them for the game just played (GameEntries), the
// stats command for the whole history (ReadHistory). A game in which the
// person took a move back is a practice game (Meta.Practice, each of its
// hands' entries marked): its figures are counted apart. A game of bots
// the person watched (Meta.Watched: mahjong watch) has a record, no
// person's seat and no history. The remembered settings (settings.json,
// LoadSettings) live in a third directory, the configuration one.
package store
