package learn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Player is the seat of the person in every lesson: East, the dealer,
// who plays first.
const Player rules.Seat = 0

// Expect is the move a step asks for.
type Expect struct {
	Kind rules.ActionKind
	// Tiles are the tiles accepted (a discard's tile, a chow's lowest
	// tile, a pung's or kong's tile); empty: any of that kind.
	Tiles []rules.Tile
	// Declare: the discard declares (classic ready, pow2 calling).
	Declare bool
}

// Matches reports whether a is the move expected.
func (e Expect) Matches(a rules.Action) bool {
	if a.Kind != e.Kind || a.Kind == rules.ActDiscard && a.Declare != e.Declare {
		return false
	}
	if len(e.Tiles) == 0 {
		return true
	}
	for _, t := range e.Tiles {
		if a.Tile == t {
			return true
		}
	}
	return false
}

// Step is one move of a lesson: what the lesson says (the catalogue key
// Key; Key+".why" explains the move when the player plays another), and
// the move it expects.
type Step struct {
	Key    string
	Expect Expect
	// Tip, in a six-tips lesson, is the tip this move shows: the
	// strategy advises exactly this move, for this reason (a test checks
	// it).
	Tip strategy.Tip
	// Look are the tiles the step's question is about, which the screen
	// highlights in the hand (after a wrong move, the tiles asked for
	// too).
	Look []rules.Tile
}

// Lesson is a short lesson: a hand of a rule set dealt from a fixed wall,
// the opponents' script and the steps the player takes. The player is
// East (Player), the dealer.
type Lesson struct {
	ID string // its name: catalogue keys start with "learn.<ID>."
	// Rules and Options are the rule set played.
	Rules   string
	Options rules.Options
	// Hands are dealt from the player round the table in turn order: its
	// 14 tiles (the last one drawn), then 13 each. Draws follow the deal
	// on the live end, Reps lie at the replacement end.
	Hands       [rules.NumSeats]string
	Draws, Reps string
	Prevailing  rules.Wind
	// Script lists the opponents' moves, in order, as the engine writes
	// actions ("1 pung 7z", "3 declare 6p"): each is played when that
	// seat may play it. Otherwise an opponent discards the tile it drew
	// (the last tile of its hand after a claim) and passes every claim.
	Script []string
	Steps  []Step
}

// Title is the catalogue key of the lesson's title; Intro of its
// opening words; Done of its closing words.
func (l *Lesson) Title() string { return "learn." + l.ID + ".title" }

// Intro is the catalogue key of the lesson's opening words.
func (l *Lesson) Intro() string { return "learn." + l.ID + ".intro" }

// IntroArgs are the values the lesson's opening words name: the minimum
// a win needs at the lesson's table, with its unit ("3 fan"), read from
// its scorer (none for a rule set without one).
func (l *Lesson) IntroArgs(unit func(n int, u rules.Unit) string) []any {
	v, err := l.Variant()
	if err != nil {
		return nil
	}
	s, err := v.NewScorer()
	if err != nil {
		return nil
	}
	terms, ok := rules.TermsOf(s)
	if !ok {
		return nil
	}
	return []any{unit(terms.Minimum, terms.Unit)}
}

// Done is the catalogue key of the lesson's closing words.
func (l *Lesson) Done() string { return "learn." + l.ID + ".done" }

// Variant returns the lesson's rule set with its options.
func (l *Lesson) Variant() (rules.Variant, error) { return rules.NewVariant(l.Rules, l.Options) }

// Config returns the game the lesson plays: its fixed wall, the player
// dealing.
func (l *Lesson) Config() (rules.Config, error) {
	v, err := l.Variant()
	if err != nil {
		return rules.Config{}, err
	}
	tiles := func(what, s string) ([]rules.Tile, error) {
		if strings.TrimSpace(s) == "" {
			return nil, nil
		}
		ts, err := rules.ParseTiles(s)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: %s: %w", l.ID, what, err)
		}
		return ts, nil
	}
	var hands [rules.NumSeats][]rules.Tile
	for i, h := range l.Hands {
		if hands[i], err = tiles(fmt.Sprintf("hand %d", i), h); err != nil {
			return rules.Config{}, err
		}
	}
	draws, err := tiles("draws", l.Draws)
	if err != nil {
		return rules.Config{}, err
	}
	reps, err := tiles("replacements", l.Reps)
	if err != nil {
		return rules.Config{}, err
	}
	fillHands(v, &hands, draws, reps)
	wall, err := rules.DealWall(v, hands, draws, reps)
	if err != nil {
		return rules.Config{}, fmt.Errorf("lesson %s: %w", l.ID, err)
	}
	dealer := Player
	return rules.Config{Variant: v, Seed: 1, FirstDealer: &dealer, FixedWall: wall}, nil
}

// fillHands deals each opponent's hand the lesson leaves empty from the
// tiles nobody holds: one copy of each kind in turn, so that it holds
// no set it could claim with. Only the kinds the table plays go in (at
// three: no 2m-8m), never a North (a bonus tile at three: a hand the
// lesson fills holds none at any table), and only the seats it plays
// are dealt.
func fillHands(v rules.Variant, hands *[rules.NumSeats][]rules.Tile, draws, reps []rules.Tile) {
	var used rules.Counts
	for _, ts := range [][]rules.Tile{hands[0], hands[1], hands[2], hands[3], draws, reps} {
		for _, t := range ts {
			if t.IsPlaying() {
				used[t]++
			}
		}
	}
	out := v.Tiles.OutOfPlay()
	k := rules.Tile(0)
	for i := range v.Players {
		if i == 0 || len(hands[i]) > 0 {
			continue
		}
		for len(hands[i]) < 13 {
			if used[k] < 4 && !out.Has(k) && k != rules.WindNorth.Tile() {
				used[k]++
				hands[i] = append(hands[i], k)
			}
			k = (k + 1) % rules.NumKinds
		}
	}
}

// Note is something a lesson or a drill says: a catalogue key and its
// arguments (tiles among them, rules.Tile, for the screen to draw in its
// style).
type Note struct {
	Key  string
	Args []any
}

// Session is a lesson being played.
type Session struct {
	lesson *Lesson
	game   *rules.Game
	step   int
	script []rules.Action
	next   int // the next script move
}

// Start deals the lesson and plays the opponents up to the player's
// first move.
func (l *Lesson) Start() (*Session, error) {
	cfg, err := l.Config()
	if err != nil {
		return nil, err
	}
	g, err := rules.NewGame(cfg)
	if err != nil {
		return nil, fmt.Errorf("lesson %s: %w", l.ID, err)
	}
	s := &Session{lesson: l, game: g}
	for _, line := range l.Script {
		a, err := rules.ParseAction(line)
		if err != nil {
			return nil, fmt.Errorf("lesson %s: script %q: %w", l.ID, line, err)
		}
		s.script = append(s.script, a)
	}
	if err := s.advance(); err != nil {
		return nil, err
	}
	return s, nil
}

// Lesson returns the lesson played.
func (s *Session) Lesson() *Lesson { return s.lesson }

// Game returns the game of the lesson (read it, never play on it).
func (s *Session) Game() *rules.Game { return s.game }

// View is the player's view of the table.
func (s *Session) View() rules.View { return s.game.View(Player) }

// Step returns the step the player is at, nil once the lesson is done;
// its index counts from 0.
func (s *Session) Step() (*Step, int) {
	if s.step >= len(s.lesson.Steps) {
		return nil, s.step
	}
	return &s.lesson.Steps[s.step], s.step
}

// Done reports whether every step was taken.
func (s *Session) Done() bool { return s.step >= len(s.lesson.Steps) }

// ErrDone is returned by Try once the lesson is over.
var ErrDone = errors.New("learn: the lesson is over")

// Try judges a move of the player. The move expected is played, the
// opponents answer, and the lesson goes to its next step (ok). Any other
// move is not played: the notes explain it (the step's own words, and
// what the strategy or the engine says of that move).
func (s *Session) Try(a rules.Action) (ok bool, why []Note, err error) {
	st, _ := s.Step()
	if st == nil {
		return false, nil, ErrDone
	}
	a.Seat = Player
	if st.Expect.Matches(a) {
		if err := s.game.Play(a); err != nil {
			return false, nil, fmt.Errorf("lesson %s step %d: %w", s.lesson.ID, s.step+1, err)
		}
		s.step++
		return true, nil, s.advance()
	}
	v := s.View()
	return false, explain(s.lesson, st, &v, a), nil
}

// advance plays the opponents (and the player's passes on claims the
// step does not ask about) until the player has the move the step
// expects, or the hand is over. After the last step it closes the claim
// window the player's last move answered (a win on a discard is the
// hand's end once the other seats have answered).
func (s *Session) advance() error {
	for range 1000 {
		g := s.game
		if g.Phase() != rules.PhaseTurn && g.Phase() != rules.PhaseClaim && g.Phase() != rules.PhaseRobKong {
			return nil
		}
		st, _ := s.Step()
		if st == nil && (g.Phase() == rules.PhaseTurn || len(g.LegalActions(Player)) > 0) {
			return nil
		}
		if legal := g.LegalActions(Player); st != nil && len(legal) > 0 {
			if g.Phase() == rules.PhaseTurn || expects(st, legal) {
				return nil // the player's move
			}
			if err := g.Play(rules.Action{Seat: Player, Kind: rules.ActPass, Tile: rules.NoTile}); err != nil {
				return err
			}
			continue
		}
		seat := g.Turn()
		if g.Phase() != rules.PhaseTurn {
			for q := range rules.Seat(rules.NumSeats) {
				if q != Player && len(g.LegalActions(q)) > 0 {
					seat = q
					break
				}
			}
		}
		if err := g.Play(s.opponent(seat)); err != nil {
			return fmt.Errorf("lesson %s: seat %d: %w", s.lesson.ID, seat, err)
		}
	}
	return fmt.Errorf("lesson %s: the opponents do not stop", s.lesson.ID)
}

// expects reports whether a legal action of the player's claim window is
// the step's move.
func expects(st *Step, legal []rules.Action) bool {
	for _, a := range legal {
		if st.Expect.Matches(a) {
			return true
		}
	}
	return false
}

// opponent returns a scripted seat's move: the next line of the script
// when it is that seat's and legal now; else the tile it drew (the
// highest after a claim), or a pass.
func (s *Session) opponent(seat rules.Seat) rules.Action {
	legal := s.game.LegalActions(seat)
	if s.next < len(s.script) && s.script[s.next].Seat == seat {
		for _, a := range legal {
			if a == s.script[s.next] {
				s.next++
				return a
			}
		}
	}
	if s.game.Phase() != rules.PhaseTurn {
		return rules.Action{Seat: seat, Kind: rules.ActPass, Tile: rules.NoTile}
	}
	v := s.game.View(seat)
	t := v.Players[seat].Drawn
	if t == rules.NoTile {
		c := v.Players[seat].Concealed
		t = c[len(c)-1]
	}
	return rules.Action{Seat: seat, Kind: rules.ActDiscard, Tile: t}
}
