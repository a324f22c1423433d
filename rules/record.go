package rules

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The record format: a game as its seed, options and actions, one item a
// line, replayed by the engine to rebuild the state.
//
//	mahjong-record 1
//	variant classic
//	options jokers ready=off
//	seed 1234
//	dealer 2
//	wall 1m 1m 5z 3f ...
//	replacement 7p 1f
//	actions
//	0 discard 5m
//	1 pass
//	...
//
// The first line names the format and its version. "options", "dealer",
// "wall" and "replacement" are present only when set (dealer: Config.
// FirstDealer; wall and replacement: Config.FixedWall, tiles in draw
// order). Every line after "actions" is one action in the notation of
// Action.String. Blank lines and lines starting with # are ignored. The
// scorer is not recorded: the reader supplies it.
const recordVersion = 1

const recordMagic = "mahjong-record"

// RecordError is returned for a record that cannot be read or replayed;
// Line counts from 1. Err is an *IllegalActionError when the engine
// refuses an action.
type RecordError struct {
	Line int
	Text string
	Err  error
}

func (e *RecordError) Error() string {
	return fmt.Sprintf("rules: record line %d %q: %v", e.Line, e.Text, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// MarshalText writes the game as a record (see the format above): its
// Record's text.
func (g *Game) MarshalText() ([]byte, error) { return g.Record().MarshalText() }

// MarshalText writes the record in the format above. It fails for a
// variant that is not a registered rule set with options.
func (r Record) MarshalText() ([]byte, error) {
	v := r.Variant
	base, err := NewVariant(v.Name, v.Options)
	if err != nil || base != v {
		return nil, errors.New("rules: record: the variant is not a registered rule set with options")
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\nvariant %s\n", recordMagic, recordVersion, v.Name)
	if !v.Options.IsZero() {
		fmt.Fprintf(&b, "options %s\n", v.Options)
	}
	fmt.Fprintf(&b, "seed %d\n", r.Seed)
	if r.FirstDealer != nil {
		fmt.Fprintf(&b, "dealer %d\n", *r.FirstDealer)
	}
	if r.FixedWall != nil {
		if len(r.FixedWall.Draw) > 0 {
			fmt.Fprintf(&b, "wall %s\n", TileList(r.FixedWall.Draw))
		}
		if len(r.FixedWall.Replacement) > 0 {
			fmt.Fprintf(&b, "replacement %s\n", TileList(r.FixedWall.Replacement))
		}
	}
	b.WriteString("actions\n")
	for _, a := range r.Actions {
		b.WriteString(a.String())
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// TileList writes tiles one by one, separated by spaces ("1m 1m 5z 3f"),
// as a record's wall line does; ParseTiles reads it back.
func TileList(ts []Tile) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = t.String()
	}
	return strings.Join(parts, " ")
}

// UnmarshalText replays a record into g. The scorer g was created with is
// kept; a zero Game uses the variant's own.
func (g *Game) UnmarshalText(text []byte) error {
	var sc Scorer
	if g.customScore {
		sc = g.scorer
	}
	ng, err := ParseGame(text, sc)
	if err != nil {
		return err
	}
	*g = *ng
	return nil
}

// ParseGame replays a record with the given scorer (nil: the variant's
// own). An action the engine refuses stops it with a *RecordError
// naming the line.
func ParseGame(text []byte, scorer Scorer) (*Game, error) {
	r, lines, err := parseRecord(text)
	if err != nil {
		return nil, err
	}
	r.Scorer = scorer
	g, err := Replay(r)
	var re *ReplayError
	switch {
	case errors.As(err, &re):
		return nil, &RecordError{Line: lines[re.Index+1], Text: re.Action.String(), Err: re.Err}
	case err != nil: // the configuration itself: reported at the actions line
		return nil, &RecordError{Line: lines[0], Text: "actions", Err: err}
	}
	return g, nil
}

// UnmarshalText reads a record in the format above, without replaying
// it (Replay does): the variant, options and actions are checked as
// they are read.
func (r *Record) UnmarshalText(text []byte) error {
	rec, _, err := parseRecord(text)
	if err != nil {
		return err
	}
	*r = rec
	return nil
}

// parseRecord reads a record's text, and the lines of the "actions"
// line (lines[0]) and of each action (lines[i+1]).
func parseRecord(text []byte) (Record, []int, error) {
	sc := bufio.NewScanner(bytes.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	line := 0
	var r Record
	var lines []int
	var name string
	var opts Options
	haveSeed, inActions, sawHeader := false, false, false
	fail := func(text string, err error) (Record, []int, error) {
		return Record{}, nil, &RecordError{Line: line, Text: text, Err: err}
	}
	for sc.Scan() {
		line++
		raw := sc.Text()
		s := strings.TrimSpace(raw)
		if s == "" || s[0] == '#' {
			continue
		}
		if !sawHeader {
			sawHeader = true
			f := strings.Fields(s)
			if len(f) != 2 || f[0] != recordMagic {
				return fail(raw, errors.New("not a mahjong record"))
			}
			if v, err := strconv.Atoi(f[1]); err != nil || v != recordVersion {
				return fail(raw, fmt.Errorf("unsupported record version %s", f[1]))
			}
			continue
		}
		if inActions {
			a, err := ParseAction(s)
			if err != nil {
				return fail(raw, err)
			}
			r.Actions = append(r.Actions, a)
			lines = append(lines, line)
			continue
		}
		key, val, _ := strings.Cut(s, " ")
		val = strings.TrimSpace(val)
		switch key {
		case "variant":
			name = val
		case "options":
			o, err := ParseOptions(val)
			if err != nil {
				return fail(raw, err)
			}
			opts = o
		case "seed":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return fail(raw, errors.New("bad seed"))
			}
			r.Seed, haveSeed = n, true
		case "dealer":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 || n >= NumSeats {
				return fail(raw, errors.New("bad dealer seat"))
			}
			d := Seat(n)
			r.FirstDealer = &d
		case "wall", "replacement":
			ts, err := ParseTiles(val)
			if err != nil {
				return fail(raw, err)
			}
			if r.FixedWall == nil {
				r.FixedWall = &FixedWall{}
			}
			if key == "wall" {
				r.FixedWall.Draw = ts
			} else {
				r.FixedWall.Replacement = ts
			}
		case "actions":
			if name == "" || !haveSeed {
				return fail(raw, errors.New("variant and seed must come before the actions"))
			}
			v, err := NewVariant(name, opts)
			if err != nil {
				return fail(raw, err)
			}
			r.Variant = v
			inActions = true
			lines = append(lines, line)
		default:
			return fail(raw, errors.New("unknown line"))
		}
	}
	if err := sc.Err(); err != nil {
		return Record{}, nil, &RecordError{Line: line, Err: err}
	}
	if !inActions {
		return Record{}, nil, &RecordError{Line: line, Err: errors.New("no actions line")}
	}
	return r, lines, nil
}

// StateText writes the game's whole state, hidden parts included (the
// wall, every hand), one item a line: two games are in the same state
// exactly when their StateText are equal. For tests and debugging.
func (g *Game) StateText() string {
	h := &g.h
	b := make([]byte, 0, 1024+3*len(h.wall.tiles))
	b = append(b, "variant "...)
	b = append(b, g.v.Name...)
	b = append(b, " options "...)
	b = append(b, g.v.Options.String()...) // every option, from the registry
	b = append(b, " seed "...)
	b = strconv.AppendUint(b, g.seed, 10)
	b = appendInts(b, "\ngame", g.hands, g.passes, g.nextPasses, int(g.firstDealer), int(g.dealer), len(g.log))
	b = appendInts(b, " scores", g.scores[:]...)
	b = appendInts(b, "\nphase", int(h.phase), int(h.turn), int(h.drawn), boolInt(h.afterClaim), h.chain,
		boolInt(h.firstTurn), h.discards)
	b = appendInts(b, "\ndice", h.dice...)
	b = appendInts(b, " break", int(h.brk.Wall), h.brk.Stack)
	b = append(b, "\nwall "...)
	for i, t := range h.wall.tiles {
		if h.wall.taken[i] {
			b = append(b, 'x')
		}
		b = appendTile(b, t)
	}
	b = appendInts(b, "\nlive", h.wall.liveNext, h.wall.liveDrawn, h.wall.repNext, h.wall.repDrawn)
	for s := range h.p {
		p := &h.p[s]
		b = appendInts(b, "\nseat", s, p.n, boolInt(p.declared), boolInt(p.missed))
		b = append(b, " ["...)
		for k, n := range p.conc {
			for range n {
				b = appendTile(b, Tile(k))
			}
		}
		b = append(b, "] melds"...)
		for _, m := range p.melds {
			b = appendInts(b, " ", int(m.Meld.Kind), int(m.Meld.Tile), boolInt(m.Meld.Open), int(m.Meld.JokerMask), int(m.From), int(m.Kong))
		}
		b = append(b, " bonus ["...)
		for _, t := range p.bonus {
			b = appendTile(b, t)
		}
		b = append(b, "] discards"...)
		for _, d := range p.discards {
			b = append(b, ' ')
			b = appendTile(b, d.Tile)
			if d.Claimed {
				b = append(b, '*')
			}
			if d.Declared {
				b = append(b, '!')
			}
		}
	}
	b = appendInts(b, "\nwindow", int(h.pend), int(h.pendFrom), h.robMeld)
	for s := range h.p {
		if h.nopts[s] > 0 || h.answered[s] {
			b = appendInts(b, "\n  seat", s, boolInt(h.answered[s]), int(h.refused[s]), h.winScore[s].Total)
			b = appendAction(append(b, " answer"...), h.answer[s])
			b = append(b, " opts"...)
			for _, a := range h.options(Seat(s)) {
				b = appendAction(b, a)
			}
		}
	}
	if r := h.result; r != nil {
		c := r.Context
		b = appendInts(b, "\nresult", boolInt(r.Drawn), int(r.Winner), int(r.From), int(r.Tile), r.Score.Total,
			int(c.SeatWind), int(c.PrevailingWind), boolInt(c.SelfDrawn), int(c.Discarder), boolInt(c.LastTile),
			c.Replacement, boolInt(c.RobbingKong), boolInt(c.Heavenly), boolInt(c.Earthly), boolInt(c.Declared),
			c.Players, c.Norths)
		b = appendInts(b, " pay", r.Payments[:]...)
		b = append(b, " hand "...)
		b = append(b, r.Hand.String()...)
	}
	b = append(b, '\n')
	return string(b)
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// appendInts appends a label and the numbers, each after a space.
func appendInts(b []byte, label string, ns ...int) []byte {
	b = append(b, label...)
	for _, n := range ns {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return b
}

func appendAction(b []byte, a Action) []byte {
	return appendInts(b, " ", int(a.Seat), int(a.Kind), int(a.Tile), boolInt(a.Declare), int(a.JokerMask))
}

func appendTile(b []byte, t Tile) []byte {
	if t.Valid() {
		return append(b, tileText2[2*t], tileText2[2*t+1])
	}
	return append(b, '?', '?')
}

// tileText2 holds the two letters of every valid tile.
var tileText2 = func() string {
	var out []byte
	for t := range Tile(numAllKinds) {
		out = append(out, t.String()...)
	}
	return string(out)
}()

func tileOrDash(t Tile) string {
	if t == NoTile {
		return "-"
	}
	return t.String()
}

// CheckInvariants checks the state is consistent: every tile of the set is
// in exactly one place (the wall, a hand, a meld, a discard pool, the
// bonus area), no hand holds a bonus tile (a North of the three-player
// set included) or a kind out of play, hand sizes fit the phase, the
// empty seat of a three-player table holds nothing, the wall's counts
// add up. It returns the first problem found.
func (g *Game) CheckInvariants() error {
	h := &g.h
	bad := func(format string, args ...any) error {
		return fmt.Errorf("rules: invariant: "+format, args...)
	}
	var count [numAllKinds]int
	left := 0
	for i, t := range h.wall.tiles {
		if !t.Valid() {
			return bad("wall tile %d invalid", i)
		}
		if !h.wall.taken[i] {
			count[t]++
			left++
		}
	}
	if left != h.wall.left() || h.wall.liveDrawn+h.wall.repDrawn+left != len(h.wall.tiles) {
		return bad("wall counts: %d untaken, left %d, live %d, rep %d", left, h.wall.left(), h.wall.liveDrawn, h.wall.repDrawn)
	}
	if len(h.wall.tiles) != g.v.tileCount() {
		return bad("wall of %d tiles for a set of %d", len(h.wall.tiles), g.v.tileCount())
	}
	for s := range h.p {
		p := &h.p[s]
		n := 0
		for k, c := range p.conc {
			count[k] += int(c)
			n += int(c)
			if c > 0 && g.bonusKinds>>k&1 != 0 {
				return bad("seat %d holds bonus tile %s", s, Tile(k))
			}
		}
		if Seat(s) >= g.seats && (p.n != 0 || len(p.melds)+len(p.bonus)+len(p.discards) != 0 || p.declared) {
			return bad("empty seat %d holds tiles", s)
		}
		if n != p.n {
			return bad("seat %d counts %d tiles, holds %d", s, p.n, n)
		}
		for _, m := range p.melds {
			if !validMeld(m.Meld) {
				return bad("seat %d meld %v", s, m.Meld)
			}
			if (m.Kong == KongConcealed) == m.Meld.Open || (m.Kong != 0) != (m.Meld.Kind == Kong) {
				return bad("seat %d meld %v kind %d", s, m.Meld, m.Kong)
			}
			for i := range m.Meld.Size() {
				switch {
				case m.Meld.JokerMask&(1<<i) != 0:
					count[Joker]++
				case m.Meld.Kind == Chow:
					count[m.Meld.Tile+Tile(i)]++
				default:
					count[m.Meld.Tile]++
				}
			}
		}
		for _, t := range p.bonus {
			if g.bonusKinds>>t&1 == 0 {
				return bad("seat %d bonus area holds %s", s, t)
			}
			count[t]++
		}
		for _, d := range p.discards {
			if !d.Claimed {
				count[d.Tile]++
			}
		}
		if p.declared && g.v.Declaration == DeclareNone {
			return bad("seat %d declared in a variant without declaration", s)
		}
	}
	var want [numAllKinds]int
	for k, n := range g.v.Tiles.copies() {
		want[k] = int(n)
	}
	if count != want {
		for k := range count {
			if count[k] != want[k] {
				return bad("%d of %s on the table, the set has %d", count[k], Tile(k), want[k])
			}
		}
	}
	// Hand sizes.
	for s := range g.seats {
		want := 13
		switch h.phase {
		case PhaseTurn:
			if s == h.turn {
				want = 14
			}
		case PhaseHandOver, PhaseGameOver:
			if r := h.result; r != nil && !r.Drawn && r.Winner == s {
				want = 14
			}
		}
		if got := h.p[s].size(); got != want {
			return bad("seat %d holds %d tiles in phase %s, want %d", s, got, h.phase, want)
		}
	}
	switch h.phase {
	case PhaseTurn:
		if h.afterClaim != (h.drawn == NoTile) {
			return bad("turn: drawn %s after claim %v", tileOrDash(h.drawn), h.afterClaim)
		}
		if h.drawn != NoTile && h.p[h.turn].conc[h.drawn] == 0 {
			return bad("drawn tile %s not in hand", h.drawn)
		}
	case PhaseClaim:
		d := h.p[h.pendFrom].discards
		if len(d) == 0 || d[len(d)-1].Tile != h.pend || d[len(d)-1].Claimed {
			return bad("claim window on %s without that discard", tileOrDash(h.pend))
		}
	case PhaseRobKong:
		ms := h.p[h.pendFrom].melds
		if h.robMeld < 0 || h.robMeld >= len(ms) || ms[h.robMeld].Kong != KongAdded || ms[h.robMeld].Meld.Tile != h.pend {
			return bad("robbing window without its added kong")
		}
	case PhaseHandOver, PhaseGameOver:
		if h.result == nil {
			return bad("hand over without a result")
		}
	default:
		return bad("unknown phase %d", h.phase)
	}
	if h.phase == PhaseClaim || h.phase == PhaseRobKong {
		asked := false
		for s := range Seat(NumSeats) {
			if h.nopts[s] > 0 && !h.answered[s] {
				asked = true
			}
		}
		if !asked {
			return bad("window open with nobody to answer")
		}
	}
	if g.dealer != g.dealerAfter(g.passes) || g.dealer >= g.seats {
		return bad("dealer %d after %d passes from %d", g.dealer, g.passes, g.firstDealer)
	}
	return nil
}

func validMeld(m Meld) bool {
	switch m.Kind {
	case Chow:
		return m.Tile.IsSuited() && m.Tile%9 <= 6 && m.jokers() < 2
	case Pung, Kong:
		return m.Tile.IsPlaying() && m.jokers() < m.Size()
	}
	return false
}

// snapshot appends the whole state in binary form, the same items as
// StateText (which is the readable form): a cheap exact comparison for
// tests that compare the state after every action.
func (g *Game) snapshot(b []byte) []byte {
	h := &g.h
	b = append(b, g.v.Name...)
	for _, c := range g.v.Options.codes { // every option, as the registry keeps it
		b = binary.LittleEndian.AppendUint32(b, uint32(c))
	}
	b = binary.LittleEndian.AppendUint64(b, g.seed)
	b = appendU32s(b,
		g.hands, g.passes, g.nextPasses, int(g.firstDealer), int(g.dealer), len(g.log),
		g.scores[0], g.scores[1], g.scores[2], g.scores[3],
		int(h.phase), int(h.turn), int(h.drawn), boolInt(h.afterClaim), h.chain, boolInt(h.firstTurn), h.discards,
		int(h.brk.Wall), h.brk.Stack, len(h.dice),
		h.wall.liveNext, h.wall.liveDrawn, h.wall.repNext, h.wall.repDrawn, len(h.wall.tiles),
		int(h.pend), int(h.pendFrom), h.robMeld)
	b = appendU32s(b, h.dice...)
	for i, t := range h.wall.tiles {
		x := byte(t)
		if h.wall.taken[i] {
			x |= 0x80
		}
		b = append(b, x)
	}
	for s := range h.p {
		p := &h.p[s]
		b = append(b, p.conc[:]...)
		b = appendU32s(b, p.n, boolInt(p.declared), boolInt(p.missed), len(p.melds), len(p.bonus), len(p.discards))
		for _, m := range p.melds {
			b = append(b, byte(m.Meld.Kind), byte(m.Meld.Tile), byte(boolInt(m.Meld.Open)), m.Meld.JokerMask, byte(m.From), byte(m.Kong))
		}
		for _, t := range p.bonus {
			b = append(b, byte(t))
		}
		for _, d := range p.discards {
			b = append(b, byte(d.Tile), byte(boolInt(d.Claimed)), byte(boolInt(d.Declared)))
		}
		a := h.answer[s]
		b = appendU32s(b, boolInt(h.answered[s]), int(h.refused[s]), h.winScore[s].Total, int(h.nopts[s]),
			int(a.Seat), int(a.Kind), int(a.Tile), boolInt(a.Declare), int(a.JokerMask))
		for _, a := range h.options(Seat(s)) {
			b = append(b, byte(a.Seat), byte(a.Kind), byte(a.Tile), byte(boolInt(a.Declare)), a.JokerMask)
		}
	}
	if r := h.result; r != nil {
		c := r.Context
		b = appendU32s(b, boolInt(r.Drawn), int(r.Winner), int(r.From), int(r.Tile), r.Score.Total,
			int(c.SeatWind), int(c.PrevailingWind), boolInt(c.SelfDrawn), int(c.Discarder), boolInt(c.LastTile),
			c.Replacement, boolInt(c.RobbingKong), boolInt(c.Heavenly), boolInt(c.Earthly), boolInt(c.Declared),
			c.Players, c.Norths, r.Payments[0], r.Payments[1], r.Payments[2], r.Payments[3])
		b = append(b, r.Hand.String()...)
	}
	return b
}

func appendU32s(b []byte, ns ...int) []byte {
	for _, n := range ns {
		b = binary.LittleEndian.AppendUint32(b, uint32(n))
	}
	return b
}
