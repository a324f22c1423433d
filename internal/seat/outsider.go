package seat

import (
	"time"

	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// Outsider is an outside participant a table can seat: an outside
// program (botproto.Program is one), or a test's stand-in. It answers
// for its seat and follows that seat's events; the seat it plays may
// change from game to game (from hand to hand in the simulator).
type Outsider interface {
	table.Participant
	table.Observer
	// Sit tells it the seat it plays from now on.
	Sit(s rules.Seat)
	// Name labels it (safe to print).
	Name() string
	// Close stops it.
	Close() error
}

// Starter starts the outside program at path for a game of v.
type Starter func(path string, v rules.Variant) (Outsider, error)

// StartProgram starts an outside program that speaks the protocol of
// internal/botproto/PROTOCOL.md: the default Starter.
func StartProgram(path string, v rules.Variant) (Outsider, error) {
	p, err := botproto.Start(path, v)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// DefaultLimit is an outside program's time to answer one decision when
// none is given (--bot-limit, the server's): past it, the club bot
// answers for it. The README, the help texts and PROTOCOL.md say the
// same (a test reads them).
const DefaultLimit = 2 * time.Second

// NoLimit, as a Config's Limit, gives outside programs no time limit: no
// answer is ever replaced for being slow.
const NoLimit time.Duration = -1

// stopped is an outside participant that can tell it has stopped (a
// botproto.Program whose process exited).
type stopped interface{ Err() error }
