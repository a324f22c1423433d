package seat

import (
	"errors"
	"fmt"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// BotSeed is the seed of the bot at seat s of a game of seed gameSeed
// (the terminal game and the server; the simulator's hands each have
// their own seeds, sim.BotSeed).
func BotSeed(gameSeed uint64, s rules.Seat) uint64 { return gameSeed*4 + uint64(s) }

// HandBotSeed is the seed the bot at seat s is reseeded with when hand
// number hand (from 0) of a game of seed gameSeed starts: BotSeed for
// the first hand. The terminal game reseeds its bots at every hand, so
// that the moves of a hand depend only on the hand, and taking a move
// back replays that hand alone.
func HandBotSeed(gameSeed uint64, s rules.Seat, hand int) uint64 {
	z := BotSeed(gameSeed, s)
	if hand <= 0 {
		return z
	}
	z ^= uint64(hand) * 0x9e3779b97f4a7c15 // splitmix64 of the hand
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// GameSeeds are the bots' seeds of a game of seed gameSeed, by seat.
func GameSeeds(gameSeed uint64) [rules.NumSeats]uint64 {
	var out [rules.NumSeats]uint64
	for s := range out {
		out[s] = BotSeed(gameSeed, rules.Seat(s))
	}
	return out
}

// Config is how seats become participants.
type Config struct {
	// Bots makes the bots; nil is NewBot, the level table's.
	Bots Factory
	// Start starts the outside programs; nil is StartProgram.
	Start Starter
	// Limit is an outside program's time to answer one decision; 0 is
	// DefaultLimit, NoLimit none (a test's program answers however loaded
	// the machine is).
	Limit time.Duration
	// KeepBots makes a Seater keep each entry's bot from game to game,
	// reseeded (a bot of package bot: the same as a new one, without the
	// garbage), rather than make it again. Only for a caller that never
	// still asks a bot of the last game (the simulator).
	KeepBots bool
	// Restart makes a Seater start a kept program that has stopped again
	// for the next game (the terminal game); without it, its fallback
	// answers for it to the end (the simulator counts those answers).
	Restart bool
}

// Game is a game to seat: its rules, who plays each seat, each seat's
// bot seed. Seats past the rules' players stay empty.
type Game struct {
	Variant rules.Variant
	Seats   [rules.NumSeats]Seat
	Seeds   [rules.NumSeats]uint64
}

// ForGame is the Game of g with seats: its rules, and its bots' seeds
// (GameSeeds).
func ForGame(g *rules.Game, seats [rules.NumSeats]Seat) Game {
	return Game{Variant: g.Variant(), Seats: seats, Seeds: GameSeeds(g.Seed())}
}

// Seating is a game's seats made participants: what table.New takes.
type Seating struct {
	// Participants answer for the seats: a bot seat's bot, an outside
	// program (its bot when it could not start). A person's seat is nil:
	// the caller answers for it (the keys at this keyboard, the session
	// of a person over SSH); so is the empty seat.
	Participants [rules.NumSeats]table.Participant
	// Bots are the seats' bots: a bot seat's own, an outside program's
	// fallback, a remote person's stand-in (nil for a person here and
	// the empty seat).
	Bots [rules.NumSeats]bot.Bot
	// Programs are the outside programs seated, each told its seat.
	Programs [rules.NumSeats]Outsider
	// Failed says why a seat's program could not start: its bot plays
	// the seat instead.
	Failed [rules.NumSeats]error
	// Options are the table's: each outside program's and remote
	// person's seat falls back to its bot, and a program has Config.Limit
	// to answer. The caller adds the rest (LastAsked, Applied ...).
	Options table.Options
}

// Err is the first program that could not start, with its seat (nil
// when every one started).
func (st *Seating) Err() error {
	for s, err := range st.Failed {
		if err != nil {
			return &StartError{Seat: rules.Seat(s), Err: err}
		}
	}
	return nil
}

// StartError is an outside program that could not start.
type StartError struct {
	Seat rules.Seat
	Err  error
}

// Error names the seat and why.
func (e *StartError) Error() string {
	return fmt.Sprintf("seat %d: %v", e.Seat, e.Err)
}

// Unwrap is why.
func (e *StartError) Unwrap() error { return e.Err }

// inOrder keeps seat s under entry s (Build).
var inOrder = [rules.NumSeats]int{0, 1, 2, 3}

// Build seats one game (nothing kept): the programs started are the
// caller's to close.
func Build(g Game, cfg Config) Seating {
	return NewSeater(cfg).Seat(g, inOrder)
}

// Seater seats games one after another, keeping by entry what may be
// kept between them: each outside program (while the rules stay the
// same), and with Config.KeepBots each bot. Entries are the caller's:
// the simulator's seats of the rotation (a program follows its entry
// from seat to seat), the terminal game's places after the person's.
// Close stops the programs. A Seater is used by one goroutine at a time.
type Seater struct {
	cfg  Config
	kept [rules.NumSeats]kept
}

// kept is what a Seater keeps for one entry.
type kept struct {
	bot      bot.Bot
	botSeat  table.Participant // bot as a participant
	botLevel bot.Level
	botRules string
	prog     Outsider
	path     string
	progRule string
}

// NewSeater makes a Seater.
func NewSeater(cfg Config) *Seater {
	if cfg.Bots == nil {
		cfg.Bots = NewBot
	}
	if cfg.Start == nil {
		cfg.Start = StartProgram
	}
	if cfg.Limit == 0 {
		cfg.Limit = DefaultLimit
	}
	return &Seater{cfg: cfg}
}

// Seat seats a game: seat s is entry entries[s]'s (its kept bot and
// program, if any, are that entry's).
func (t *Seater) Seat(g Game, entries [rules.NumSeats]int) Seating {
	var st Seating
	key := rulesKey(g.Variant)
	for s := range rules.Seat(min(g.Variant.Players, rules.NumSeats)) {
		sp := g.Seats[s]
		if sp.Kind == Empty || sp.Kind == Here {
			continue
		}
		e := entries[s]
		if e < 0 || e >= rules.NumSeats {
			e = int(s)
		}
		k := &t.kept[e]
		b, asBot := t.bot(k, sp.Level, g.Variant, key, g.Seeds[s])
		st.Bots[s] = b
		switch sp.Kind {
		case Bot:
			st.Participants[s] = asBot
		case Remote:
			st.Options.Fallback[s] = asBot
		case Program:
			st.Options.Fallback[s] = asBot
			o, err := t.program(k, sp.Path, g.Variant, key)
			if err != nil {
				st.Failed[s], st.Participants[s] = err, asBot
				continue
			}
			o.Sit(s)
			st.Programs[s], st.Participants[s] = o, o
			st.Options.Limit[s] = max(t.cfg.Limit, 0)
		}
	}
	return st
}

// resetter is a bot that can be reseeded (the bots of package bot).
type resetter interface{ Reset(seed uint64) }

// bot is entry k's bot of level l, seeded: the kept one reseeded when it
// may be, else a new one. asBot is it as a participant (nil for no bot).
func (t *Seater) bot(k *kept, l bot.Level, v rules.Variant, key string, seed uint64) (bot.Bot, table.Participant) {
	if r, ok := k.bot.(resetter); ok && t.cfg.KeepBots && k.botLevel == l && k.botRules == key {
		r.Reset(seed)
		return k.bot, k.botSeat
	}
	b := t.cfg.Bots(l, v, seed)
	var asBot table.Participant
	if b != nil {
		asBot = table.Choose(b)
	}
	if t.cfg.KeepBots {
		k.bot, k.botSeat, k.botLevel, k.botRules = b, asBot, l, key
	}
	return b, asBot
}

// program is entry k's outside program at path: the kept one while the
// rules stay the same (and, with Config.Restart, it runs), else one
// started now (the kept one is stopped).
func (t *Seater) program(k *kept, path string, v rules.Variant, key string) (Outsider, error) {
	if k.prog != nil && k.path == path && k.progRule == key && !(t.cfg.Restart && hasStopped(k.prog)) {
		return k.prog, nil
	}
	if k.prog != nil {
		_ = k.prog.Close()
		k.prog = nil
	}
	o, err := t.cfg.Start(path, v)
	if err != nil {
		return nil, err
	}
	if o == nil {
		return nil, errors.New("seat: the program did not start")
	}
	k.prog, k.path, k.progRule = o, path, key
	return o, nil
}

// hasStopped reports whether an outside participant says it has stopped.
func hasStopped(o Outsider) bool {
	s, ok := o.(stopped)
	return ok && s.Err() != nil
}

// Close stops the programs kept.
func (t *Seater) Close() error {
	var errs []error
	for i := range t.kept {
		if p := t.kept[i].prog; p != nil {
			errs = append(errs, p.Close())
			t.kept[i].prog = nil
		}
	}
	return errors.Join(errs...)
}

// rulesKey tells rule sets apart: a program is told its rules when it
// starts, and a kept bot was made for its rules.
func rulesKey(v rules.Variant) string {
	return fmt.Sprintf("%s|%s|%d", v.Name, v.Options.String(), v.Players)
}
