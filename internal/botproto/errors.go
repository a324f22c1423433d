package botproto

import (
	"errors"
	"fmt"
)

// The ways a program fails a decision.
var (
	// ErrLineTooLong: the program wrote a line longer than MaxLine.
	ErrLineTooLong = errors.New("botproto: answer line too long")
	// ErrNoAction: the answer names neither an action nor an index.
	ErrNoAction = errors.New("botproto: answer without an action")
	// ErrStalled: the program stopped reading its input.
	ErrStalled = errors.New("botproto: the program stopped reading")
	// ErrClosed: the conversation was closed.
	ErrClosed = errors.New("botproto: the program was closed")
)

// BadAnswerError is an answer that is not JSON or not an action; Text
// is the start of what the program wrote, made safe to print.
type BadAnswerError struct {
	Text   string
	Reason string
}

// Error names the reason.
func (e *BadAnswerError) Error() string {
	return fmt.Sprintf("botproto: bad answer %q: %s", e.Text, e.Reason)
}

// ExitError is a program that ended (or whose output closed): its exit
// status and the last line it wrote on its standard error, made safe.
type ExitError struct {
	Name   string
	Status string
	Stderr string
}

// Error says which program ended, how, and its last words.
func (e *ExitError) Error() string {
	msg := fmt.Sprintf("botproto: %s ended (%s)", e.Name, e.Status)
	if e.Stderr != "" {
		msg += ": " + e.Stderr
	}
	return msg
}
