package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// Exit statuses.
const (
	ExitOK    = 0
	ExitError = 1 // something failed while running
	ExitUsage = 2 // bad input: flags, arguments, a hand that does not parse
)

// Env is what a command may use of the outside world. Tests fill it with
// buffers and a fake environment.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	Getenv func(string) string
	// IsTerminal reports whether stdout is a terminal (progress bars, the
	// game); StdinTerminal whether stdin is (the game reads its keys).
	IsTerminal    bool
	StdinTerminal bool
}

// commands are the program's commands, by the name that starts each; any
// other first argument is a flag of the game itself (runPlay).
var commands = []struct {
	name string
	run  func(args []string, env Env, cat *i18n.Catalog) int
}{
	{"analyze", runAnalyze},
	{"score", runScore},
	{"stats", runStats},
	{"replay", runReplay},
	{"learn", runLearn},
	{"sim", runSim},
	{"serve", runServe},
	{"watch", runWatch},
	{"review", runReview},
}

// Version is the program's version, set at build time with -ldflags.
var Version = "dev"

// Main runs the program with its arguments (without the program name) and
// returns the exit status.
func Main(args []string, env Env) int {
	lang := i18n.FromEnv(env.Getenv)
	if l, ok := langFlag(args); ok {
		lang = l // --help and the errors in the language asked for
	}
	cat := i18n.MustLoad(lang)
	if len(args) > 0 {
		for _, c := range commands {
			if args[0] == c.name {
				return c.run(args[1:], env, cat)
			}
		}
	}
	return runPlay(args, env, cat)
}

// langFlag finds a --lang flag among the arguments (before a lone "--")
// with a language the program speaks, so that --help and the errors
// read in it whatever the flags' order.
func langFlag(args []string) (string, bool) {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, has := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !has {
			if i+1 >= len(args) {
				break
			}
			value = args[i+1]
		}
		if i18n.Supported(value) {
			return value, true
		}
	}
	return "", false
}

// usageError is bad input: reported on one line, exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// fail reports err on one line of stderr, prefixed with the program name,
// and returns the exit status it deserves.
func fail(env Env, cat *i18n.Catalog, err error) int {
	warn(env, describeError(cat, err))
	var ue *usageError
	var ne *rules.NotationError
	var ce *rules.WinContextError
	var ns *rules.NoScoreError
	var he *rules.ScoreHandError
	var ve *rules.OptionError
	var uv *rules.UnknownVariantError
	if errors.As(err, &ue) || errors.As(err, &ne) || errors.As(err, &ce) || errors.As(err, &ns) || errors.As(err, &he) ||
		errors.As(err, &ve) || errors.As(err, &uv) {
		return ExitUsage
	}
	return ExitError
}

// failCode reports err on one line of stderr, as fail does, and returns
// code.
func failCode(env Env, cat *i18n.Catalog, err error, code int) int {
	warn(env, describeError(cat, err))
	return code
}

// warn writes a message on one line of stderr, prefixed with the program
// name. The message may quote a file, a flag or a hand as given: it is
// made safe for the terminal first (escape sequences and control
// characters written out, never obeyed).
func warn(env Env, msg string) {
	fmt.Fprintf(env.Stderr, "mahjong: %s\n", safetext.Clean(msg))
}

// describeError words an error from the catalogue where it is one of ours.
func describeError(cat *i18n.Catalog, err error) string {
	var se *store.Error
	if errors.As(err, &se) {
		return se.Message(cat)
	}
	var ne *rules.NotationError
	if errors.As(err, &ne) {
		if ne.Group == "" {
			return cat.T("error.notation", cat.T(i18n.NotationKey(ne.Reason.Name())))
		}
		return cat.T("error.notation_group", ne.Group, cat.T(i18n.NotationKey(ne.Reason.Name())))
	}
	var ns *rules.NoScoreError
	if errors.As(err, &ns) {
		var scoring []string
		for _, rs := range rules.RuleSets() {
			if rs.Base().Scoring != rules.ScoringNone {
				scoring = append(scoring, rs.Name)
			}
		}
		return cat.T("error.no_score", ns.Variant, strings.Join(scoring, ", "))
	}
	var ce *rules.WinContextError
	if errors.As(err, &ce) {
		v, _ := rules.VariantByName(ce.Variant)
		return cat.T("error.score_option", cmdline.FactFlag(v, ce.Fact), cat.T(contextReasonKey(ce.Reason)), ce.Variant)
	}
	var he *rules.ScoreHandError
	if errors.As(err, &he) {
		switch he.Reason {
		case rules.HandWrongSize:
			return cat.T("error.score_hand_size", cat.T(handReasonKey(he.Reason)), he.Size)
		case rules.HandTooManyCopies:
			return cat.T(handReasonKey(he.Reason), he.Tile.String())
		}
		return cat.T(handReasonKey(he.Reason))
	}
	return err.Error()
}

// newFlagSet makes a flag set that reports its errors through fail rather
// than printing usage to stderr.
func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseCommand parses a command's flags, allowing them after positional
// arguments ("analyze HAND --json"). done is set when the command must
// stop with code: --help printed (the catalogue's helpKey), or bad flags
// reported as a usage error.
func parseCommand(fs *flag.FlagSet, args []string, env Env, cat *i18n.Catalog, helpKey string, helpArgs ...any) (pos []string, code int, done bool) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				printHelp(env.Stdout, cat.T(helpKey, helpArgs...), true)
				return nil, ExitOK, true
			}
			return nil, fail(env, cat, &usageError{cat.T("error.flag", fs.Name(), err.Error())}), true
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, ExitOK, false
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

// stopSignals are the signals that end a terminal program cleanly:
// Ctrl+C when the input is not a terminal (in a terminal Ctrl+C is a
// key), kill's default, and the terminal going away.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// terminal is the terminal of a program run from the command line: the
// environment's input and output, the stop signals and the window's
// changes, caught until release is called.
func terminal(env Env) (term tui.Terminal, release func()) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, stopSignals...)
	sizes, stopSizes := resizes()
	return tui.Terminal{In: env.Stdin, Out: env.Stdout, Stop: sigs, Resized: sizes}, func() { signal.Stop(sigs); stopSizes() }
}

// contextReasonKey is the catalogue key of the reason a fact of a win is
// refused.
func contextReasonKey(r rules.ContextReason) string {
	switch r {
	case rules.ContextNotRead:
		return "score.error.option_not_in_variant"
	case rules.ContextOutOfRange:
		return "score.error.bad_value"
	}
	return "score.error.conflict"
}

// handReasonKey is the catalogue key of the reason a hand cannot be
// scored.
func handReasonKey(r rules.ScoreHandReason) string {
	switch r {
	case rules.HandWrongSize:
		return "score.error.hand_size"
	case rules.HandNoWinningTile:
		return "score.error.no_winning_tile"
	case rules.HandJokers:
		return "score.error.jokers"
	case rules.HandNotInSet:
		return "score.error.not_in_set"
	case rules.HandTooManyCopies:
		return "score.error.too_many_copies"
	}
	return "score.error.bonus_tiles"
}
