package tui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/mahjong-tui/mahjong/internal/tui/program"
)

// Interrupted is Run's error when a signal (SIGINT, SIGTERM, SIGHUP)
// stopped the program: the game in progress was saved (Save says why it
// could not be) and the terminal restored first.
type Interrupted struct {
	Signal os.Signal
	// Save is the error of saving the game in progress; nil when it was
	// saved (or there was none).
	Save error
}

// Error names the signal, and the save that failed.
func (e *Interrupted) Error() string {
	if e.Save != nil {
		return fmt.Sprintf("stopped by %v; the game could not be saved: %v", e.Signal, e.Save)
	}
	return fmt.Sprintf("stopped by %v", e.Signal)
}

// Unwrap is the save's error.
func (e *Interrupted) Unwrap() error { return e.Save }

// ExitCode is the shell's convention for a program a signal stopped:
// 128 plus the signal's number; 1 when the game could not be saved (the
// status says that something was lost).
func (e *Interrupted) ExitCode() int {
	if s, ok := e.Signal.(syscall.Signal); ok && e.Save == nil {
		return 128 + int(s)
	}
	return 1
}

// ErrWatchOther is Run's error when the player chose, on the start menu,
// to watch the game another copy of the program has open
// (Options.WatchOther): the caller opens it in the replay viewer.
var ErrWatchOther = errors.New("tui: watch the other game")

// Terminal is where a program runs: its input and output, its
// environment and size, and the signals that stop it (the caller owns
// signal handling: the command line turns SIGINT, SIGTERM and SIGHUP
// into Stop and SIGWINCH into Resized; a server, a closed session and an
// SSH window change). Stop and Resized may be nil.
type Terminal struct {
	In   io.Reader
	Out  io.Writer
	Stop <-chan os.Signal
	// Env is the terminal's environment (TERM, COLORTERM ...: its keys
	// and colours); nil: this process's.
	Env []string
	// Size is the terminal's size; a zero field is asked of Out when it
	// is a terminal (else COLUMNS and LINES, else 80x24).
	Size Size
	// Resized tells of the terminal's new sizes; a zero field is asked
	// of Out as above.
	Resized <-chan Size
}

// Size is a terminal's size in cells.
type Size = program.Size

// killAfter is how long a signalled program has to save and restore the
// terminal before it is killed (a terminal that is gone may block).
const killAfter = 3 * time.Second

// Run plays until the player quits: the start menu (or the game at once
// when the settings say so, or the saved game with Options.Resume), the
// table, the score sheets, the standings. A signal on term.Stop saves the
// game in progress (Hooks.BeforeQuit), restores the terminal and ends Run
// with an *Interrupted.
func Run(s Settings, opts Options, term Terminal) error {
	app, err := New(s, opts)
	if err != nil {
		return err
	}
	final, err := runProgram(app, s, term, nil)
	app.release()
	if err != nil {
		return err
	}
	if a, ok := final.(*App); ok && a.Signal() != nil {
		return &Interrupted{Signal: a.Signal(), Save: a.signalErr}
	}
	if a, ok := final.(*App); ok && a.Watching() {
		return ErrWatchOther
	}
	return nil
}

// runProgram runs a model with the settings' colours, turning a stop
// signal into a signalMsg, so that the model saves and quits. The program
// draws only when a message changed the view (package program): an idle
// game is never woken. attach, when set, is given the program's Send
// before it starts (a served session).
func runProgram(m tea.Model, s Settings, term Terminal, attach func(func(tea.Msg))) (tea.Model, error) {
	opts := program.Options{In: term.In, Out: term.Out, Env: term.Env, Size: term.Size, Resized: term.Resized}
	if !s.Colour {
		ascii := colorprofile.Ascii
		opts.Profile = &ascii
	}
	p := program.New(m, opts)
	if attach != nil {
		attach(p.Send)
	}
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-term.Stop:
			p.Send(signalMsg{sig: sig})
			select {
			case <-done:
			case <-time.After(killAfter):
				p.Kill()
			}
		case <-done:
		}
	}()
	final, err := p.Run()
	close(done)
	return final, err
}

// RunSession runs a served session in its own program on its terminal
// until the person quits, leaves the final standings, the input ends
// (the connection dropped: program.ErrInputClosed) or a stop on
// term.Stop. The session is attached to the program; the caller then
// Closes it and gives the seat to a bot.
func RunSession(sess *Session, term Terminal) error {
	_, err := runProgram(sess.Model(), sess.Settings(), term, sess.Attach)
	return err
}
