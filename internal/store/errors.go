package store

import "github.com/mahjong-tui/mahjong/internal/i18n"

// The reasons a save or record cannot be read: catalogue keys (store.*.txt),
// with the arguments an *Error carries for them.
const (
	// KeyRead: the file could not be read ({0}: the system's message). The
	// file is left where it is: it may be fine once readable.
	KeyRead = "store.error.read"
	// KeyTooLarge: the file is larger than MaxFileSize ({0}: its size in
	// bytes, {1}: the limit).
	KeyTooLarge = "store.error.too_large"
	// KeyTruncated: the JSON ends too early.
	KeyTruncated = "store.error.truncated"
	// KeyJSON: not valid JSON or not the expected shape ({0}: the
	// decoder's message).
	KeyJSON = "store.error.json"
	// KeyNotOurs: valid JSON but not a mahjong save ({0}: the "app" found).
	KeyNotOurs = "store.error.not_ours"
	// KeyFormat: the format version is missing or unknown ({0}: the
	// version found).
	KeyFormat = "store.error.format"
	// KeyFormatFuture: written by a newer version of the program ({0}: the
	// version found, {1}: FormatVersion).
	KeyFormatFuture = "store.error.format_future"
	// KeyTooManyActions: more than MaxActions actions ({0}: the limit).
	KeyTooManyActions = "store.error.too_many_actions"
	// KeyMissing: a required field is missing ({0}: its JSON name).
	KeyMissing = "store.error.missing"
	// KeyUnknownRules: the rule set is not one the engine knows ({0}).
	KeyUnknownRules = "store.error.unknown_rules"
	// KeyBadOptions: the options do not parse or do not apply to the rules
	// ({0}: the options, {1}: the rules).
	KeyBadOptions = "store.error.bad_options"
	// KeyBadField: a field holds an impossible value ({0}: the field's
	// JSON name, {1}: the value).
	KeyBadField = "store.error.bad_field"
	// KeyBadAction: an action is not in the engine's notation ({0}: its
	// number counted from 1, {1}: its text).
	KeyBadAction = "store.error.bad_action"
	// KeyIllegalAction: the engine refuses an action on replay ({0}: its
	// number counted from 1, {1}: its text, {2}: the engine's reason).
	KeyIllegalAction = "store.error.illegal_action"
	// KeyExists: the destination of an export exists already ({0}).
	KeyExists = "store.error.exists"
	// KeyNotRegular: the path is not a regular file ({0}: what it is, a
	// Phrase). It is left where it is, and nothing is written over it.
	KeyNotRegular = "store.error.not_regular"
	// KeyBusy: another process holds the autosave ({0}: its process id,
	// "?" when unknown). It is left alone.
	KeyBusy = "store.error.busy"
	// KeyNoDir: the folder of an export does not exist ({0}); an export
	// never creates one.
	KeyNoDir = "store.error.no_dir"
	// KeyBadName: the file name of an export holds control characters.
	KeyBadName = "store.error.bad_name"
)

// Phrase is an argument of an *Error that is itself worded from the
// catalogue: Key when the catalogue has it, Default (English) otherwise.
// The engine's reasons for refusing an action are passed this way.
type Phrase struct {
	Key     string
	Default string
}

// String gives the English default.
func (p Phrase) String() string { return p.Default }

// Error is a save, record or export that could not be read or written as
// asked: the file and the reason, as a catalogue key with its arguments.
// A broken file is moved aside (MovedTo) so that nothing overwrites it;
// the caller offers a new game.
type Error struct {
	File string // the file's path
	Key  string // the reason's catalogue key (the Key* constants)
	Args []any  // the reason's arguments; a Phrase is worded too
	// Action is the number (counted from 1) of the action the reason is
	// about, 0 when it is about none.
	Action int
	// MovedTo is where the broken file was moved; "" when it was left in
	// place (a read error, a file given by the player, or the move failed:
	// MoveErr).
	MovedTo string
	MoveErr error
	Err     error // the underlying error, if any
}

// leftInPlace reports whether the file the error is about stays where it
// is: it could not be read (it may be fine once readable), it is not a
// regular file, or another process holds it. Other problems are the
// content's: the file is moved aside.
func (e *Error) leftInPlace() bool {
	return e.Key == KeyRead || e.Key == KeyNotRegular || e.Key == KeyBusy
}

// english words Error() for developers and logs.
var english = i18n.MustLoad("en")

// Error gives the message in English.
func (e *Error) Error() string { return "store: " + e.Message(english) }

// Unwrap returns the underlying error.
func (e *Error) Unwrap() error { return e.Err }

// Reason words the reason alone in the catalogue's language.
func (e *Error) Reason(cat *i18n.Catalog) string {
	args := make([]any, len(e.Args))
	for i, a := range e.Args {
		if p, ok := a.(Phrase); ok {
			a = p.Default
			if p.Key != "" {
				if s := cat.T(p.Key); s != p.Key {
					a = s
				}
			}
		}
		args[i] = a
	}
	return cat.T(e.Key, args...)
}

// Message words the whole error for the player: the file, the reason, and
// where the file was moved.
func (e *Error) Message(cat *i18n.Catalog) string {
	msg := cat.T("store.error.file", e.File, e.Reason(cat))
	if e.MovedTo != "" {
		msg += " " + cat.T("store.error.moved", e.MovedTo)
	}
	return msg
}

// fileError builds an *Error about a file.
func fileError(file, key string, args ...any) *Error {
	return &Error{File: file, Key: key, Args: args}
}

// Warning is a line of the history that was skipped: not fatal, shown to
// the player.
type Warning struct {
	File string
	Line int    // counted from 1
	Key  string // catalogue key (store.warning.*)
	Args []any
}

// Message words the warning from the catalogue.
func (w Warning) Message(cat *i18n.Catalog) string {
	args := append([]any{w.File, w.Line}, w.Args...)
	return cat.T(w.Key, args...)
}

// String gives the warning in English.
func (w Warning) String() string { return w.Message(english) }
