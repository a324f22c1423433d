package serve

import (
	"io"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui"
)

// Config is how a server runs. New fills the zero fields with the
// defaults below.
type Config struct {
	// Listen is the address to listen on (":2222").
	Listen string
	// HostKey is the host key's file; "" is DataDir/server/host_ed25519.
	// It is created on first start (mode 0600) and reused.
	HostKey string
	// StateDir holds the tables' autosaves (StateDir/server/tables);
	// DataDir the host key and each player's history and records
	// (DataDir/server/players/ID). The command line gives the store's
	// directories (MAHJONG_STATE_DIR, XDG ...).
	StateDir, DataDir string

	// MaxTables bounds the tables open at once.
	MaxTables int
	// MaxSessions bounds the sessions at once; one more is told so in a
	// line and closed.
	MaxSessions int
	// MaxPerAddr bounds the sessions from one IP address.
	MaxPerAddr int
	// InputRate is the bytes a second a session may send (a burst of
	// InputBurst at once); past it its input waits.
	InputRate, InputBurst int
	// Handshake bounds an SSH handshake, authentication included, and
	// then the wait for the session to ask for the game: a connection
	// slower than that is closed.
	Handshake time.Duration
	// Idle closes a session that sent nothing for that long (its seat
	// goes to a bot).
	Idle time.Duration
	// Abandon closes a table nobody has sat at for that long.
	Abandon time.Duration
	// Programs are the outside bots the operator named (mahjong serve
	// --bots exec:PATH; at most MaxPrograms of them, each checked by
	// CheckProgram): a new table's empty seats may be played by one,
	// chosen in the lobby by its label (never by a path a user types).
	Programs []string
	// MaxProcesses bounds the outside programs' processes running at
	// once over all tables (one a bot seat); a seat past it plays as the
	// club bot. 0 is MaxTables × 3.
	MaxProcesses int
	// ProgramLimit is an outside program's time to answer a decision,
	// after which the club bot answers for it; 0 is seat.DefaultLimit.
	ProgramLimit time.Duration
	// Pace is how long a bot's turn takes at a served table, so that the
	// people can follow it (a claim is answered at once): 0 is the
	// terminal game's normal speed, below 0 none.
	Pace time.Duration

	// Log receives the structured log lines (connect, join, leave, game
	// end, refused); nil writes text lines to LogOutput.
	Log       *slog.Logger
	LogOutput io.Writer
	// Now is the clock (tests fix it); nil is time.Now.
	Now func() time.Time
	// Bots makes the bots (tests give simpler ones); nil is the level
	// table's (seat.NewBot).
	Bots seat.Factory
	// Seed draws a new game's seed; nil draws a random one.
	Seed func() uint64
}

// The defaults.
const (
	DefaultListen      = ":2222"
	DefaultMaxTables   = 50
	DefaultMaxSessions = 200
	DefaultMaxPerAddr  = 8
	DefaultInputRate   = 512  // bytes a second: far above typing, below a flood
	DefaultInputBurst  = 4096 // a paste, a burst of mouse reports
	DefaultIdle        = 30 * time.Minute
	DefaultHandshake   = 10 * time.Second
	DefaultAbandon     = time.Hour
	// MaxPrograms bounds the outside programs an operator may name.
	MaxPrograms = 4
)

// withDefaults fills the zero fields.
func (c Config) withDefaults() Config {
	if c.Listen == "" {
		c.Listen = DefaultListen
	}
	if c.HostKey == "" {
		c.HostKey = filepath.Join(c.DataDir, "server", HostKeyName)
	}
	if c.MaxTables == 0 {
		c.MaxTables = DefaultMaxTables
	}
	if c.MaxSessions == 0 {
		c.MaxSessions = DefaultMaxSessions
	}
	if c.MaxPerAddr == 0 {
		c.MaxPerAddr = DefaultMaxPerAddr
	}
	if c.InputRate == 0 {
		c.InputRate = DefaultInputRate
	}
	if c.InputBurst == 0 {
		c.InputBurst = DefaultInputBurst
	}
	if c.Idle == 0 {
		c.Idle = DefaultIdle
	}
	if c.Handshake <= 0 {
		c.Handshake = DefaultHandshake
	}
	if c.Abandon == 0 {
		c.Abandon = DefaultAbandon
	}
	if c.MaxProcesses == 0 {
		c.MaxProcesses = 3 * c.MaxTables
	}
	if c.ProgramLimit == 0 {
		c.ProgramLimit = seat.DefaultLimit
	}
	switch {
	case c.Pace == 0:
		c.Pace = tui.SpeedNormal.Delay()
	case c.Pace < 0:
		c.Pace = 0
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	if c.Bots == nil {
		c.Bots = seat.NewBot
	}
	if c.Seed == nil {
		c.Seed = randomSeed
	}
	if c.Log == nil {
		out := c.LogOutput
		if out == nil {
			out = io.Discard
		}
		c.Log = slog.New(slog.NewTextHandler(out, nil))
	}
	return c
}

// tablesDir is where the tables' autosaves are.
func (c Config) tablesDir() string { return filepath.Join(c.StateDir, "server", "tables") }

// playersDir is where the players' histories and records are.
func (c Config) playersDir() string { return filepath.Join(c.DataDir, "server", "players") }
