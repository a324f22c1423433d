package seat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/rules"
)

// Kind is who plays a seat.
type Kind uint8

// The kinds of seat. The zero Kind is the empty seat (the fourth seat of
// a table of three).
const (
	Empty   Kind = iota // nobody
	Here                // a person at this keyboard: the caller answers for the seat
	Remote              // a person over SSH: the caller answers, the seat's bot stands in
	Bot                 // a bot of a level
	Program             // an outside program (exec:PATH), the seat's bot as its fallback
)

// Seat is who plays one seat: a value.
type Seat struct {
	Kind Kind
	// Level is the level of the seat's bot: a bot seat's own, an outside
	// program's fallback (the club), the stand-in of a person over SSH.
	Level bot.Level
	// Path is an outside program's path.
	Path string
}

// Person is the seat of the person at this keyboard.
func Person() Seat { return Seat{Kind: Here} }

// Away is the seat of a person over SSH, whom a bot of level l stands in
// for while they are away or fail to answer.
func Away(l bot.Level) Seat { return Seat{Kind: Remote, Level: l} }

// OfLevel is a bot seat of level l.
func OfLevel(l bot.Level) Seat { return Seat{Kind: Bot, Level: l} }

// Exec is the seat of the outside program at path; the default level
// (the club) answers for it whenever it fails.
func Exec(path string) Seat { return Seat{Kind: Program, Level: DefaultLevel, Path: path} }

// Names of the seats that are not bots or programs (String).
const (
	nameHere   = "human"
	nameRemote = "remote"
	nameEmpty  = "empty"
)

// String is the seat as the command line names it (a level's name,
// exec:PATH; Parse reads it back), or "human", "remote", "empty".
func (s Seat) String() string {
	switch s.Kind {
	case Here:
		return nameHere
	case Remote:
		return nameRemote
	case Bot:
		return s.Level.String()
	case Program:
		return botproto.Prefix + s.Path
	}
	return nameEmpty
}

// IsPerson reports whether a person plays the seat (here or over SSH).
func (s Seat) IsPerson() bool { return s.Kind == Here || s.Kind == Remote }

// ErrSpec is the error of a seat spec that names neither a level nor an
// outside program, and of a list of the wrong length (errors.Is).
var ErrSpec = errors.New("seat: not a seat")

// Parse reads one seat spec: a level's name ("club") or an outside
// program ("exec:./mybot"). Spaces around it are ignored.
func Parse(spec string) (Seat, error) {
	spec = strings.TrimSpace(spec)
	if path, ok := botproto.Spec(spec); ok {
		return Exec(path), nil
	}
	l, err := ParseLevel(spec)
	if err != nil {
		return Seat{}, fmt.Errorf("%w: %q is not a level (%s) nor %sPROGRAM", ErrSpec, spec,
			strings.Join(LevelNames(), ", "), botproto.Prefix)
	}
	return OfLevel(l), nil
}

// List is the seats a comma-separated spec names: one for every seat,
// or one a seat.
type List []Seat

// Default is the list when nobody names the seats: one club bot for
// every seat, however many there are.
func Default() List { return List{OfLevel(DefaultLevel)} }

// ParseList reads a comma-separated list of seat specs ("club",
// "expert,club,club", "exec:./mybot,club,club,club"): one to four.
func ParseList(text string) (List, error) {
	specs := strings.Split(text, ",")
	if len(specs) > rules.NumSeats {
		return nil, fmt.Errorf("%w: %d seats named, at most %d", ErrSpec, len(specs), rules.NumSeats)
	}
	out := make(List, len(specs))
	for i, spec := range specs {
		s, err := Parse(spec)
		if err != nil {
			return nil, err
		}
		out[i] = s
	}
	return out, nil
}

// For returns the n seats the list names: its one seat n times, or its
// n seats; another length is an error.
func (l List) For(n int) ([]Seat, error) {
	switch len(l) {
	case 1:
		out := make([]Seat, n)
		for i := range out {
			out[i] = l[0]
		}
		return out, nil
	case n:
		return append([]Seat(nil), l...), nil
	}
	return nil, fmt.Errorf("%w: %d seats named for %d (name one for every seat, or one a seat)", ErrSpec, len(l), n)
}

// At is the seat the list names for place i: its one seat, else its
// i-th; false past its end.
func (l List) At(i int) (Seat, bool) {
	switch {
	case len(l) == 1:
		return l[0], true
	case i >= 0 && i < len(l):
		return l[i], true
	}
	return Seat{}, false
}

// HasProgram reports whether the list names an outside program.
func (l List) HasProgram() bool {
	for _, s := range l {
		if s.Kind == Program {
			return true
		}
	}
	return false
}

// String is the list as ParseList reads it.
func (l List) String() string {
	names := make([]string, len(l))
	for i, s := range l {
		names[i] = s.String()
	}
	return strings.Join(names, ",")
}

// OfLevels are bot seats of levels, in order (the seats past them
// empty).
func OfLevels(levels ...bot.Level) [rules.NumSeats]Seat {
	var out [rules.NumSeats]Seat
	for i, l := range levels[:min(len(levels), rules.NumSeats)] {
		out[i] = OfLevel(l)
	}
	return out
}
