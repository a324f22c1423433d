package learn

import (
	"fmt"
	"slices"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// DrillKind is a kind of drill.
type DrillKind uint8

// The drills: pick a discard, name the waits, score a won hand, pick the
// safest tile.
const (
	DrillDiscard DrillKind = iota + 1
	DrillWaits
	DrillScore
	DrillSafe
)

// DrillKinds are the drills, in the Learn menu's order.
var DrillKinds = []DrillKind{DrillDiscard, DrillWaits, DrillScore, DrillSafe}

// String names the kind (the progress file's word).
func (k DrillKind) String() string {
	switch k {
	case DrillDiscard:
		return "discard"
	case DrillWaits:
		return "waits"
	case DrillScore:
		return "score"
	case DrillSafe:
		return "safe"
	}
	return "?"
}

// Prompt is the catalogue key of the drill's question.
func (k DrillKind) Prompt() string { return "learn.drill." + k.String() }

// Level is how hard a drill is: how many choices it offers and how
// close the wrong ones come to the right one.
type Level uint8

// The levels.
const (
	Easy Level = iota + 1
	Medium
	Hard
)

// Levels are the levels, easiest first.
var Levels = []Level{Easy, Medium, Hard}

// String names the level (the progress file's word, a catalogue key's
// last part).
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Medium:
		return "medium"
	}
	return "hard"
}

// choices is the number of choices a drill of the level offers.
func (l Level) choices() int { return 2 + int(l) }

// Choice is one answer a drill offers: a tile (a discard, a safe tile),
// a set of waits or a total.
type Choice struct {
	Tile  rules.Tile
	Waits rules.KindSet
	Total int
	Right bool
}

// Drill is a position drawn from simulated play, its question and its
// choices.
type Drill struct {
	Kind    DrillKind
	Level   Level
	Variant rules.Variant
	// View is the position as the player sees it (a discard, safe: its
	// turn, 14 tiles; waits: between turns, a ready hand; score: the hand
	// over, Result the won hand).
	View   rules.View
	Result *rules.HandResult
	// Game is the game at the position (a copy), for a screen to draw
	// the table from.
	Game *rules.Game
	// Choices are the answers offered, one of them right, in a fixed
	// order drawn from the seed.
	Choices []Choice
	// Threat is the opponent a safe drill is about.
	Threat rules.Seat
}

// NewDrill draws a drill of a kind and level from the club bots' play of
// a rule set: the n-th suitable position of the games from a seed, so
// that every drill is a real position and the same seed and n give the
// same one. Score drills need a rule set that scores.
func NewDrill(kind DrillKind, level Level, v rules.Variant, seed uint64, n int) (*Drill, error) {
	ds, err := NewDrills(kind, level, v, seed, n, 1)
	if err != nil {
		return nil, err
	}
	return ds[0], nil
}

// NewDrills draws count drills in one pass over the games: the from-th
// suitable position and those after it (a run of ten at once).
func NewDrills(kind DrillKind, level Level, v rules.Variant, seed uint64, from, count int) ([]*Drill, error) {
	if kind == DrillScore && v.Scoring == rules.ScoringNone {
		return nil, fmt.Errorf("learn: the %s rules have no score", v.Name)
	}
	var out []*Drill
	found := 0
	take := func(d *Drill, g *rules.Game, seed uint64) bool {
		if !d.makeChoices(seed) {
			return false
		}
		if found >= from {
			d.Game = g.Clone()
			out = append(out, d)
		}
		found++
		return len(out) == count
	}
	for game := range uint64(400) {
		g, err := rules.NewGame(rules.Config{Variant: v, Seed: seed + game})
		if err != nil {
			return nil, err
		}
		var bots [rules.NumSeats]bot.Bot
		for s := range v.Players {
			bots[s] = bot.New(bot.Club, v, seed+game*8+uint64(s))
		}
		for g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong {
			seat := actor(g)
			if kind != DrillScore {
				d := &Drill{Kind: kind, Level: level, Variant: v, View: g.View(Player), Threat: rules.NoSeat}
				if take(d, g, seed+game+uint64(found)) {
					return out, nil
				}
			}
			if err := g.Play(bots[seat].Act(g.View(seat))); err != nil {
				return nil, err
			}
		}
		if r := g.Result(); kind == DrillScore && r != nil && !r.Drawn {
			d := &Drill{Kind: kind, Level: level, Variant: v, View: g.View(Player), Result: r, Threat: rules.NoSeat}
			if take(d, g, seed+game) {
				return out, nil
			}
		}
	}
	if len(out) > 0 {
		return out, nil
	}
	return nil, fmt.Errorf("learn: no %s drill found", kind)
}

// actor returns the seat to play: the turn's, else the first seat asked
// about a tile.
func actor(g *rules.Game) rules.Seat {
	if g.Phase() != rules.PhaseTurn {
		for q := range rules.Seat(rules.NumSeats) {
			if len(g.LegalActions(q)) > 0 {
				return q
			}
		}
	}
	return g.Turn()
}

// makeChoices reads the position for a drill of its kind and level, and
// sets its choices; false when the position does not make one.
func (d *Drill) makeChoices(seed uint64) bool {
	var ok bool
	switch d.Kind {
	case DrillDiscard:
		ok = d.discardChoices()
	case DrillWaits:
		ok = d.waitsChoices()
	case DrillScore:
		ok = d.scoreChoices()
	case DrillSafe:
		ok = d.safeChoices()
	}
	if !ok {
		return false
	}
	shuffle(d.Choices, seed)
	return true
}

// shuffle orders the choices from a seed (a small LCG: the drill's
// order is the same for the same seed).
func shuffle(cs []Choice, seed uint64) {
	x := seed*6364136223846793005 + 1442695040888963407
	for i := len(cs) - 1; i > 0; i-- {
		x = x*6364136223846793005 + 1442695040888963407
		j := int((x >> 33) % uint64(i+1))
		cs[i], cs[j] = cs[j], cs[i]
	}
}

// myTurn reports whether the view is the player's turn with discards
// to choose from.
func myTurn(v *rules.View) bool {
	return v.Phase == rules.PhaseTurn && v.Turn == v.Seat && len(v.Legal) > 0
}

// discardChoices: the strategy's discard is right; the wrong ones are
// discards the judge would call weaker (JudgeDiscard). Easy: the wrong
// ones are the furthest from ready; hard: the nearest.
func (d *Drill) discardChoices() bool {
	if !myTurn(&d.View) {
		return false
	}
	adv := strategy.Advise(d.View, d.Variant)
	ds := adv.Discards
	if adv.Action.Kind != rules.ActDiscard || len(ds) < d.Level.choices() || ds[0].Shanten > 2 {
		return false
	}
	best := &ds[0]
	var wrong []rules.Tile
	for i := range ds[1:] {
		o := &ds[1+i]
		if !goodDiscard(o, best) {
			wrong = append(wrong, o.Tile)
		}
	}
	need := d.Level.choices() - 1
	if len(wrong) < need {
		return false
	}
	if d.Level == Easy {
		wrong = wrong[len(wrong)-need:] // the weakest
	} else if d.Level == Hard {
		wrong = wrong[:need] // the nearest
	} else {
		wrong = append(wrong[:need-1], wrong[len(wrong)-1])
	}
	d.Choices = append(d.Choices, Choice{Tile: best.Tile, Right: true})
	for _, t := range wrong {
		d.Choices = append(d.Choices, Choice{Tile: t})
	}
	return true
}

// goodDiscard reports whether a discard is as good as the strategy's: as
// few steps toward the same target, and at least nine tenths of the
// tiles that help.
func goodDiscard(o, best *strategy.DiscardOption) bool {
	return o.Steps <= best.Steps && 10*o.Tiles >= 9*best.Tiles
}

// waitsChoices: a ready hand between turns; the right choice is its
// waits, the wrong ones the same less one, plus a neighbour, or with one
// moved to a neighbour. Easy: one or two waits; medium: two; hard: three
// or more.
func (d *Drill) waitsChoices() bool {
	v := &d.View
	if v.Phase != rules.PhaseClaim || v.PendingFrom != v.Seat {
		return false // the hand just discarded: 13 tiles, between turns
	}
	want := d.Waits()
	n := len(want.Tiles())
	switch {
	case n == 0, d.Level == Easy && n > 2, d.Level == Medium && n != 2, d.Level == Hard && n < 3:
		return false
	}
	d.Choices = append(d.Choices, Choice{Waits: want, Right: true})
	for _, alt := range nearWaits(want) {
		if len(d.Choices) == d.Level.choices() {
			break
		}
		if !slices.ContainsFunc(d.Choices, func(c Choice) bool { return c.Waits == alt }) {
			d.Choices = append(d.Choices, Choice{Waits: alt})
		}
	}
	return len(d.Choices) == d.Level.choices()
}

// nearWaits lists sets of waits close to w, to choose among: w less
// each wait, w with a neighbour of a wait added, w with a wait moved to
// a neighbour.
func nearWaits(w rules.KindSet) []rules.KindSet {
	var out []rules.KindSet
	tiles := w.Tiles()
	for _, t := range tiles {
		for _, nb := range neighbours(t) {
			if !w.Has(nb) {
				out = append(out, w|1<<nb)
				out = append(out, w&^(1<<t)|1<<nb)
			}
		}
		if len(tiles) > 1 {
			out = append(out, w&^(1<<t))
		}
	}
	return out
}

// neighbours are the kinds next to t in its suit (none for an honour).
func neighbours(t rules.Tile) []rules.Tile {
	if !t.IsSuited() {
		return nil
	}
	var out []rules.Tile
	if t%9 > 0 {
		out = append(out, t-1)
	}
	if t%9 < 8 {
		out = append(out, t+1)
	}
	return out
}

// scoreChoices: the scorer's total is right; the wrong ones are totals
// near it (one item more or less: a fan, a point, a doubling). Easy:
// hands of few items; hard: of many.
func (d *Drill) scoreChoices() bool {
	sc := d.Result.Score
	items := 0 // the lines that count (classic lists its chows at 0)
	for _, it := range sc.Items {
		if it.Value != 0 || it.Doublings > 0 {
			items++
		}
	}
	switch {
	case d.Level == Easy && items > 4, d.Level == Medium && (items < 3 || items > 6), d.Level == Hard && items < 5:
		return false
	}
	d.Choices = append(d.Choices, Choice{Total: sc.Total, Right: true})
	var near []int
	if slices.ContainsFunc(sc.Items, func(it rules.ScoreItem) bool { return it.Doublings > 0 }) {
		near = []int{sc.Total * 2, sc.Total / 2, sc.Total + 10, sc.Total * 4}
	} else {
		near = []int{sc.Total + 1, sc.Total - 1, sc.Total + 2, sc.Total - 2}
	}
	for _, t := range near {
		if t > 0 && len(d.Choices) < d.Level.choices() && !slices.ContainsFunc(d.Choices, func(c Choice) bool { return c.Total == t }) {
			d.Choices = append(d.Choices, Choice{Total: t})
		}
	}
	return len(d.Choices) == d.Level.choices()
}

// safeChoices: the strategy names a threat (an opponent declared, or the
// wall runs low); the right choice is a tile of the hand the threat
// threw itself, the wrong ones tiles it never threw; the harder the
// level, the more tiles to choose from.
func (d *Drill) safeChoices() bool {
	if !myTurn(&d.View) {
		return false
	}
	adv := strategy.Advise(d.View, d.Variant)
	if adv.Threat == rules.NoSeat || len(adv.Safe) == 0 {
		return false
	}
	d.Threat = adv.Threat
	d.Choices = append(d.Choices, Choice{Tile: adv.Safe[0], Right: true})
	for _, a := range d.View.Legal {
		if a.Kind != rules.ActDiscard || a.Declare || slices.Contains(adv.Safe, a.Tile) || len(d.Choices) == d.Level.choices() {
			continue
		}
		if !slices.ContainsFunc(d.Choices, func(c Choice) bool { return c.Tile == a.Tile }) {
			d.Choices = append(d.Choices, Choice{Tile: a.Tile})
		}
	}
	return len(d.Choices) == d.Level.choices()
}

// Measure words how a discard leaves the hand: ready with the tiles that
// win, or how far from ready with the tiles that help.
func Measure(o *strategy.DiscardOption) Note {
	if o.Shanten <= 0 {
		return Note{Key: "learn.drill.measure_ready", Args: []any{o.Tiles}}
	}
	return Note{Key: "learn.drill.measure_away", Args: []any{o.Shanten, o.Tiles}}
}

// Waits returns the waits drill's answer: the tiles that complete the
// hand (with a copy left to come).
func (d *Drill) Waits() rules.KindSet {
	as := d.View
	as.Legal = nil
	var set rules.KindSet
	for _, w := range strategy.Advise(as, d.Variant).Waits {
		if w.Tile.IsPlaying() {
			set.Add(w.Tile)
		}
	}
	return set
}

// Judge judges the choice at index i: whether it is right, and the notes
// that explain the right answer (and the choice made, when wrong).
func (d *Drill) Judge(i int) (bool, []Note) {
	if i < 0 || i >= len(d.Choices) {
		return false, nil
	}
	c := d.Choices[i]
	var right Choice
	for _, x := range d.Choices {
		if x.Right {
			right = x
		}
	}
	switch d.Kind {
	case DrillDiscard:
		return c.Right, d.discardNotes(c.Tile, right.Tile)
	case DrillWaits:
		return c.Right, d.waitsNotes(c.Waits, right.Waits)
	case DrillScore:
		if c.Right {
			return true, []Note{{Key: "learn.drill.good_score", Args: []any{amount(d.Result.Score)}}}
		}
		return false, []Note{{Key: "learn.drill.bad_score", Args: []any{amount(d.Result.Score), c.Total}}}
	}
	return c.Right, d.safeNotes(c.Tile, right.Tile)
}

// discardNotes words a discard against the strategy's.
func (d *Drill) discardNotes(t, best rules.Tile) []Note {
	adv := strategy.Advise(d.View, d.Variant)
	var chosen, top *strategy.DiscardOption
	for i := range adv.Discards {
		switch adv.Discards[i].Tile {
		case t:
			chosen = &adv.Discards[i]
		}
		if adv.Discards[i].Tile == best {
			top = &adv.Discards[i]
		}
	}
	if chosen == nil || top == nil {
		return []Note{{Key: "learn.not_legal"}}
	}
	if t == best {
		return []Note{{Key: "learn.drill.good_discard", Args: []any{t, Measure(chosen)}}}
	}
	return []Note{{Key: "learn.drill.bad_discard", Args: []any{t, Measure(chosen), best, Measure(top)}}}
}

// waitsNotes words the waits with the reason for each (its shape).
func (d *Drill) waitsNotes(named, want rules.KindSet) []Note {
	var notes []Note
	if named == want {
		notes = append(notes, Note{Key: "learn.drill.good_waits", Args: []any{want}})
	} else {
		notes = append(notes, Note{Key: "learn.drill.bad_waits", Args: []any{want, named}})
	}
	me := &d.View.Players[d.View.Seat]
	for _, w := range want.Tiles() {
		notes = append(notes, Note{Key: "learn.drill.shape." + WaitShape(me.Concealed, me.Melds, w, d.Variant.Forms), Args: []any{w}})
	}
	return notes
}

// safeNotes words why a tile is the safest against the threat.
func (d *Drill) safeNotes(t, safe rules.Tile) []Note {
	if t == safe {
		return []Note{{Key: "learn.drill.good_safe", Args: []any{t, d.Threat}}}
	}
	return []Note{{Key: "learn.drill.bad_safe", Args: []any{t, d.Threat, safe}}}
}

// WaitShape names how w completes the 13 concealed tiles (with declared
// melds): "two_sided", "closed", "edge", "pair" (one of two pairs
// becomes a pung), "single" (a lone tile becomes the pair), or "other"
// (seven pairs, thirteen orphans, jokers). Of the readings of the
// complete hand, the widest shape is named.
func WaitShape(concealed []rules.Tile, melds []rules.ExposedMeld, w rules.Tile, f rules.Forms) string {
	h := rules.Hand{Concealed: slices.Clone(concealed), Winning: w} // the winning tile apart
	slices.Sort(h.Concealed)
	for _, m := range melds {
		h.Melds = append(h.Melds, m.Meld)
	}
	rank := map[string]int{"two_sided": 5, "pair": 4, "single": 3, "edge": 2, "closed": 1, "other": 0}
	best := "other"
	for _, dc := range rules.Decompose(h, f) {
		if dc.Winning < 0 || dc.Form != rules.FormStandard {
			continue
		}
		g := dc.Groups[dc.Winning]
		shape := "other"
		switch {
		case dc.Winning == len(dc.Groups)-1:
			shape = "single"
		case g.Kind == rules.Pung:
			shape = "pair"
		case g.Kind == rules.Chow && w == g.Tile+1:
			shape = "closed"
		case g.Kind == rules.Chow && w == g.Tile && (g.Tile+2)%9 == 8,
			g.Kind == rules.Chow && w == g.Tile+2 && g.Tile%9 == 0:
			shape = "edge"
		case g.Kind == rules.Chow:
			shape = "two_sided"
		}
		if rank[shape] > rank[best] {
			best = shape
		}
	}
	return best
}

// amount is a total with its unit, as a Note the screen words ("5 fan").
func amount(sc rules.Score) Note {
	if sc.Unit == rules.Fan {
		return Note{Key: "learn.drill.amount_fan", Args: []any{sc.Total}}
	}
	return Note{Key: "learn.drill.amount_points", Args: []any{sc.Total}}
}

// Run is a run of ten drills of a kind at a level: the drills answered
// and the right ones.
type Run struct {
	Kind   DrillKind
	Level  Level
	Answer []bool // one a drill answered, in order
}

// RunLength is the number of drills of a run.
const RunLength = 10

// Add counts an answer; Done reports whether the run is over.
func (r *Run) Add(right bool) { r.Answer = append(r.Answer, right) }

// Done reports whether the ten drills were answered.
func (r *Run) Done() bool { return len(r.Answer) >= RunLength }

// Right counts the right answers.
func (r *Run) Right() int {
	n := 0
	for _, a := range r.Answer {
		if a {
			n++
		}
	}
	return n
}

// Key is the run's name in the progress file ("waits/hard").
func (r *Run) Key() string { return r.Kind.String() + "/" + r.Level.String() }
