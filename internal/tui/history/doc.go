// Package history is the "Past games" screen of the start menu: the
// finished games whose records the store keeps, newest first (at most
// Max), each with its date, rule set, seats, the person's result and its
// number of hands. Enter opens the chosen game in the replay viewer (Esc
// or q there comes back to the list), v its review for the person's seat
// (kit.Review), Esc goes back to the menu. A record that cannot be read
// is listed as unreadable, by name; every string from a file is made safe
// (internal/safetext) before it is drawn.
package history
