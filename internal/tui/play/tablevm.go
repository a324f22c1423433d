package play

import (
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/key"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// SeatVM is one seat as the table draws it. The table's seats are kept
// by place: the person, then the seats on the right, across and on the
// left (kit.PlaceMe ...).
type SeatVM struct {
	Header string
	// Level says who plays the seat (its bot's level, an outside
	// program): beside the header when it fits, else under it.
	Level string
	// Reading is what a teacher says of an open hand (shanten, the
	// waits that win, the value or the plan), under the header.
	Reading   string
	Concealed []string // faces (open hands) or backs, one cell string each
	FaceUp    bool     // the concealed tiles are shown (open hands)
	Melds     []string // bonus tiles, then the declared melds
	Discards  []string // face and mark, three cells each
	Empty     bool     // the empty seat of a table of three: its header is its label
}

// HandTileVM is one tile of the human's hand row.
type HandTileVM struct {
	Tile     rules.Tile
	Back     bool // seen from behind (a spectator's bottom seat)
	Drawn    bool // the tile just drawn, set apart
	Selected bool
	Mark     string // two cells under the tile: its digit and a coach mark
}

// ChoiceVM is one answer of a prompt.
type ChoiceVM struct {
	Label    string
	Short    string // without the tiles of a pung or kong (the tile on offer says them)
	Selected bool
}

// VM is everything the table screen draws, already worded: the table's
// view-model.
type VM struct {
	Bar          string
	Seats        [rules.NumSeats]SeatVM // by place: the person first
	CenterTop    []string               // dice and break, the last discard's caption
	CenterBottom []string               // the last call
	// Coach are the coach's lines, most important first: a table short
	// of room shows the first whole lines that fit.
	Coach   []string
	Last    rules.Tile
	LastBox bool // draw the last discard in a box
	Pending bool // the last discard is on offer
	Hand    []HandTileVM
	Boxed   bool
	// HumanMelds and HumanBonus are the human's declared melds and bonus
	// tiles, for the large layout that boxes the melds beside the hand.
	HumanMelds []rules.ExposedMeld
	HumanBonus string
	// Aids are the practice aids on and a practice game, worded, shown
	// at the right of the person's line.
	Aids string
	// Alert is the session's alert (a save that failed, a message said
	// once), drawn whole at the top of the centre, never on the
	// prompt's line.
	Alert    string
	Prompt   string
	Choices  []ChoiceVM
	Help     string
	Large    bool
	LogLines []string
}

// Input is what the view-model is built from.
type Input struct {
	Ctx   *kit.Context
	Match *Match
	View  rules.View
	// CoachView is the view the coach reads (nil: View): a watched
	// game's followed seat, its choices included.
	CoachView   *rules.View
	Screen      TableScreen // the person's selection, the coach's switch
	HumanToPlay bool
	Thinking    rules.Seat // the bot whose move is being computed, or NoSeat
	Width       int
	Alert       string // worded: a save that failed, a message said once
	// Hints are tiles of the hand a lesson's step is about: marked *.
	Hints map[rules.Tile]bool
}

// BuildVM words the table for the human, part by part: the bar, the
// seats, the centre, the hand row, the prompt and the help line.
func BuildVM(in Input) VM {
	var b vmBuilder // on the stack: a frame allocates only its text
	b.init(in)
	b.bar()
	b.latestDiscard()
	b.seats()
	b.centre()
	b.handRow()
	b.prompt()
	b.helpLine()
	return b.vm
}

// vmBuilder is a view-model being built, with what its parts share.
type vmBuilder struct {
	in  Input
	sh  *kit.Context
	cat *i18n.Catalog
	v   rules.View
	p   kit.Painter
	me  rules.Seat
	adv *coach.Advice // nil with the coach off
	vm  VM
	// latest is the latest discard of the table, by latestSeat.
	latest     rules.Tile
	latestSeat rules.Seat
}

// init starts the view-model of in.
func (b *vmBuilder) init(in Input) {
	sh := in.Ctx
	*b = vmBuilder{in: in, sh: sh, cat: sh.Cat, v: in.View, p: sh.Painter(), me: in.View.Seat}
	b.vm = VM{Boxed: sh.Glyphs.Boxed, Large: in.Width >= 100 && sh.Height >= 30}
	if in.Screen.coach || in.Screen.hint {
		cv := in.View
		if in.CoachView != nil {
			cv = *in.CoachView
		}
		b.adv = in.Screen.Advice(cv, in.Match.game)
	}
}

// bar is the status bar: the rule set, the round, the hand, the dealer,
// the wall; the coach when it is on.
func (b *vmBuilder) bar() {
	v, sh := b.v, b.sh
	barKey := "table.bar"
	if len(v.Dice) == 0 {
		barKey = "table.bar_pile"
	}
	b.vm.Bar = b.cat.T(barKey, kit.RulesName(sh, v.Variant), b.cat.T("round."+v.Prevailing.String()), v.Hand+1,
		kit.SeatName(sh, v.Dealer), v.TilesLeft)
	if b.in.Screen.coach {
		b.vm.Bar += " · " + b.cat.T("table.coach_on")
	}
	b.vm.Aids = b.aids()
}

// aids word the practice aids that are on, where they are offered, and a
// practice game ("practice · auto-pass · bell"), for the person's line.
func (b *vmBuilder) aids() string {
	s := b.sh.Settings
	if !b.sh.Aids {
		return ""
	}
	var words []string
	if s.Practice {
		words = append(words, b.cat.T("table.practice"))
	}
	for _, t := range kit.Toggles {
		if t.Aid && t.On(s) {
			words = append(words, b.cat.T(t.Word))
		}
	}
	if len(words) == 0 {
		return ""
	}
	return b.sh.Theme.Dim.Render(strings.Join(words, " · "))
}

// latestDiscard finds the latest discard of the table: the last discard
// event of the hand, or the tile on offer.
func (b *vmBuilder) latestDiscard() {
	b.latest, b.latestSeat = rules.NoTile, rules.NoSeat
	log := b.in.Match.log
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if e.Kind == rules.EvHandStarted {
			break
		}
		if e.Kind == rules.EvDiscard {
			b.latest, b.latestSeat = e.Tile, e.Seat
			break
		}
	}
	if b.v.Pending != rules.NoTile {
		b.latest, b.latestSeat = b.v.Pending, b.v.PendingFrom
		b.vm.Pending = true
	}
}

// seats words every seat (at a table of three the place across is the
// empty seat's, shown as such); an open hand read as a teacher would.
func (b *vmBuilder) seats() {
	sh := b.sh
	readings := b.in.Screen.readings(b.v, b.in.Match.game, b.adv)
	var words coach.Wording
	if len(readings) > 0 {
		words = coachWording(sh, b.p, b.v)
	}
	wanted := map[rules.Tile]bool{}
	if b.adv != nil {
		for _, c := range b.adv.Claimables {
			wanted[c.Tile] = true
		}
	}
	st := sh.Seating()
	if st.Three() {
		b.vm.Seats[kit.PlaceAcross] = SeatVM{Header: sh.Theme.Dim.Render(b.cat.T("table.empty_seat")), Empty: true}
	}
	for _, s := range st.Seats() {
		svm := &b.vm.Seats[st.Place(s)]
		b.seatHeader(svm, s)
		for _, r := range readings {
			if r.Seat == s {
				svm.Reading = sh.Theme.Dim.Render(coach.ReadingText(words, &r, b.in.Match.game.Variant()))
			}
		}
		b.seatTiles(svm, s)
		b.seatDiscards(svm, s, wanted)
	}
}

// seatHeader is a seat's line: the turn's marker, its wind, name, score,
// whether it deals and has declared.
func (b *vmBuilder) seatHeader(svm *SeatVM, s rules.Seat) {
	v, sh := b.v, b.sh
	pv := v.Players[s]
	turn := v.Phase == rules.PhaseTurn && v.Turn == s || b.in.Thinking == s
	marker := "  "
	if turn {
		marker = "> "
	}
	parts := []string{b.cat.T("wind.short." + pv.Wind.String()), kit.SeatName(sh, s)}
	if v.Scoring != rules.ScoringNone {
		parts = append(parts, kit.Signed(v.Scores[s]))
	}
	if s == v.Dealer {
		parts = append(parts, b.cat.T("table.dealer"))
	}
	if pv.Declared {
		parts = append(parts, b.cat.T(declaredKey(b.in.Match.game.Variant())))
	}
	svm.Header = marker + strings.Join(parts, "  ")
	if turn {
		svm.Header = b.p.Paint(kit.InkAccent, svm.Header)
	}
	if l := sh.Levels[s&3]; l != "" {
		svm.Level = b.p.Paint(kit.InkDim, l)
	}
}

// seatTiles are another seat's concealed tiles (faces of an open hand,
// else backs and their count), then its bonus tiles and melds.
func (b *vmBuilder) seatTiles(svm *SeatVM, s rules.Seat) {
	pv, p := b.v.Players[s], b.p
	if s != b.me {
		if pv.Concealed != nil {
			svm.FaceUp = true
			for _, t := range pv.Concealed {
				svm.Concealed = append(svm.Concealed, p.Face(t)+" ")
			}
		} else {
			svm.Concealed = make([]string, pv.ConcealedCount, pv.ConcealedCount+1)
			for i := range svm.Concealed {
				svm.Concealed[i] = p.Back()
			}
			svm.Concealed = append(svm.Concealed, p.Count(pv.ConcealedCount))
		}
	}
	if len(pv.Bonus) > 0 {
		svm.Melds = append(svm.Melds, p.Faces(pv.Bonus)+" ")
	}
	for _, m := range pv.Melds {
		svm.Melds = append(svm.Melds, p.Meld(m)+" ")
	}
}

// seatDiscards are a seat's discards, each with its mark: the latest of
// the table, declared, claimed, or wanted by the coach's hand.
func (b *vmBuilder) seatDiscards(svm *SeatVM, s rules.Seat, wanted map[rules.Tile]bool) {
	pv := b.v.Players[s]
	svm.Discards = make([]string, 0, len(pv.Discards))
	for i, d := range pv.Discards {
		mark := kit.MarkNone
		switch {
		case s == b.latestSeat && i == len(pv.Discards)-1 && d.Tile == b.latest:
			mark = kit.MarkLatest
		case d.Declared:
			mark = kit.MarkDeclared
		case d.Claimed:
			mark = kit.MarkClaimed
		case wanted[d.Tile]:
			mark = kit.MarkWanted
		}
		svm.Discards = append(svm.Discards, b.p.Discard(d.Tile, mark))
	}
}

// centre words the middle of the table: dice and break at the start of
// the hand, the last discard, the last call, the coach, the log.
func (b *vmBuilder) centre() {
	b.opening()
	b.lastDiscard()
	b.calls()
	if b.vm.Large {
		b.vm.LogLines = b.in.Screen.LogLines(b.sh, b.p, b.in.Match)
	}
}

// opening is the dice and the break (or the pile), up while the first
// go-round is played.
func (b *vmBuilder) opening() {
	v, sh := b.v, b.sh
	discards := 0
	for _, pv := range v.Players {
		discards += len(pv.Discards)
	}
	if discards >= len(sh.Seating().Seats()) {
		return
	}
	if len(v.Dice) == 0 {
		b.vm.CenterTop = append(b.vm.CenterTop, b.cat.T("table.pile"))
		return
	}
	dice := make([]string, len(v.Dice))
	for i, d := range v.Dice {
		dice[i] = strconv.Itoa(d)
	}
	key := "table.dice"
	if v.Break.Wall == b.me {
		key = "table.dice_yours"
	}
	b.vm.CenterTop = append(b.vm.CenterTop, b.cat.T(key, strings.Join(dice, " "), kit.SeatName(sh, v.Break.Wall), v.Break.Stack))
}

// lastDiscard is the latest discard and its caption: discarded, on
// offer, or the tile of an added kong that may be robbed.
func (b *vmBuilder) lastDiscard() {
	if b.latest == rules.NoTile {
		b.vm.Last = rules.NoTile
		return
	}
	b.vm.Last, b.vm.LastBox = b.latest, b.sh.Glyphs.Boxed
	key := "table.last_discard"
	if b.vm.Pending {
		key = "table.on_offer"
		if b.v.Phase == rules.PhaseRobKong {
			key = "table.kong_tile"
		}
	}
	b.vm.CenterTop = append(b.vm.CenterTop, b.cat.T(kit.SeatKey(b.sh, key, b.latestSeat), kit.SeatName(b.sh, b.latestSeat)))
}

// calls are the calls made since the person last played ("Pung!"), and
// the coach's lines; a bot's claim explained from its open hand while
// its call is shown.
func (b *vmBuilder) calls() {
	sh, m := b.sh, b.in.Match
	if len(m.calls) > 0 {
		var calls []string
		for _, a := range m.calls {
			calls = append(calls, b.cat.T("table.call", kit.SeatName(sh, a.seat), b.cat.T(a.key)))
		}
		b.vm.CenterBottom = append(b.vm.CenterBottom, sh.Theme.Announce.Render(strings.Join(calls, " · ")))
	}
	if b.adv == nil {
		return
	}
	b.vm.Coach = coachLines(sh, b.p, b.adv, b.v, m.game.Variant())
	if why := m.why; why != nil && slices.ContainsFunc(m.calls, func(c announcement) bool { return c.seq == why.seq && c.seat == why.seat }) {
		text := coach.ClaimWhyText(coachWording(sh, b.p, b.v), why.c, m.game.Variant())
		b.vm.Coach = append([]string{sh.Theme.Dim.Render(text)}, b.vm.Coach...)
	}
}

// handRow is the person's hand: the melds and bonus tiles apart, each
// tile with its digit and mark (ready to declare on, the coach's
// discard, a deal-in, a safe tile); a spectator's seen from behind.
func (b *vmBuilder) handRow() {
	v, p, me := b.v, b.p, b.me
	b.vm.HumanMelds = v.Players[me].Melds
	if bonus := v.Players[me].Bonus; len(bonus) > 0 {
		b.vm.HumanBonus = p.Faces(bonus)
	}
	tiles, drawn := HandTiles(v)
	if b.in.Match.spectator && v.Players[me].Concealed == nil {
		for range v.Players[me].ConcealedCount {
			b.vm.Hand = append(b.vm.Hand, HandTileVM{Tile: rules.NoTile, Back: true})
		}
	}
	declarable := map[rules.Tile]bool{}
	if b.in.Screen.declaring {
		for _, a := range v.Legal {
			if a.Kind == rules.ActDiscard && a.Declare {
				declarable[a.Tile] = true
			}
		}
	}
	b.vm.Hand = slices.Grow(b.vm.Hand, len(tiles))
	for i, t := range tiles {
		h := HandTileVM{Tile: t, Drawn: drawn && i == len(tiles)-1, Selected: i == b.in.Screen.sel && b.in.HumanToPlay && MyTurn(v)}
		digit := p.Inks.DimBlank
		if i < 10 {
			digit = p.Inks.Digits[(i+1)%10]
		}
		h.Mark = digit + p.Mark(b.handMark(t, declarable))
		b.vm.Hand = append(b.vm.Hand, h)
	}
}

// handMark is the mark under a hand tile.
func (b *vmBuilder) handMark(t rules.Tile, declarable map[rules.Tile]bool) string {
	adv := b.adv
	switch {
	case b.in.Hints[t]:
		return "*"
	case declarable[t]:
		return "r"
	case adv != nil && adv.Discard == t && dealsIn(adv, t):
		return "^!" // suggested though it deals in (the coach says why): both show
	case adv != nil && adv.Discard == t:
		return "^"
	case adv != nil && dealsIn(adv, t):
		return "!"
	case adv != nil && slices.Contains(adv.Safe, t):
		return "s"
	}
	return " "
}

// prompt is the line under the hand: what is asked and its choices, or
// who is thinking, or the wait for the next hand; a notice or an alert
// before it.
func (b *vmBuilder) prompt() {
	v, sh, p, m := b.v, b.sh, b.p, b.in.Match
	cs := Choices(v)
	switch {
	case b.in.HumanToPlay && ClaimWindow(v):
		key := "prompt.claim"
		if v.Phase == rules.PhaseRobKong {
			key = "prompt.rob"
		}
		b.vm.Prompt = b.cat.T(key, p.Face(v.Pending), kit.SeatName(sh, v.PendingFrom))
		for i, c := range cs {
			b.vm.Choices = append(b.vm.Choices, ChoiceVM{Label: choiceLabel(sh, p, c), Short: ShortLabel(sh, p, c), Selected: i == b.in.Screen.choice})
		}
	case b.in.HumanToPlay && MyTurn(v):
		b.vm.Prompt = b.cat.T("prompt.turn")
		if b.in.Screen.declaring {
			b.vm.Prompt = b.cat.T(declaringKey(m.game.Variant()))
		}
		for _, c := range cs {
			b.vm.Choices = append(b.vm.Choices, ChoiceVM{Label: choiceLabel(sh, p, c), Short: ShortLabel(sh, p, c)})
		}
	case b.in.Thinking != rules.NoSeat:
		b.vm.Prompt = b.cat.T("prompt.thinking", kit.SeatName(sh, b.in.Thinking))
	case m.served != nil && v.Phase == rules.PhaseHandOver && m.served.askedNext(m):
		b.vm.Prompt = b.cat.T("prompt.next_hand")
	}
	if n := b.in.Screen.Notice; n != "" {
		b.vm.Prompt = sh.Theme.Bad.Render(b.cat.T(n)) + "  " + b.vm.Prompt
	}
	b.vm.Alert = b.in.Alert
}

// helpLine is the line of the keys that apply (none to play while a bot
// is thinking).
func (b *vmBuilder) helpLine() {
	t := b.in.Screen
	t.setKeys(b.v)
	if !b.in.HumanToPlay {
		for _, k := range []*key.Binding{&t.keys.Discard, &t.keys.Pick, &t.keys.Up, &t.keys.Down, &t.keys.Win, &t.keys.Kong, &t.keys.Declare, &t.keys.Pass} {
			k.SetEnabled(false)
		}
	}
	b.vm.Help = b.in.Screen.helpLine(b.sh, t.keys, b.in.Width)
}

// choiceLabel words a choice with its key: "1 Chow [3s4s5s]", "w Mah-Jong!".
func choiceLabel(sh *kit.Context, p kit.Painter, c Choice) string {
	label := c.short + " " + sh.Cat.T(c.key)
	if len(c.tiles) > 0 {
		label += " " + p.Group(c.tiles, true)
	}
	return label
}

// ShortLabel is a choice's label when room is short: chows keep their
// tiles (they differ), the others only their name.
func ShortLabel(sh *kit.Context, p kit.Painter, c Choice) string {
	if c.Action.Kind == rules.ActChow {
		return choiceLabel(sh, p, c)
	}
	return c.short + " " + sh.Cat.T(c.key)
}

// coachLines words the coach's advice (coach.Lines), most important
// first, each styled: the move to make now stands out, a move that loses
// something is marked.
func coachLines(sh *kit.Context, p kit.Painter, adv *coach.Advice, v rules.View, variant rules.Variant) []string {
	w := coachWording(sh, p, v)
	var out []string
	for _, l := range coach.Lines(w, adv, v, variant) {
		switch l.Style {
		case coach.Accent:
			out = append(out, sh.Theme.Accent.Render(l.Text))
		case coach.Warn:
			out = append(out, sh.Theme.Announce.Render(l.Text))
		case coach.Dim:
			out = append(out, sh.Theme.Dim.Render(l.Text))
		default:
			out = append(out, l.Text)
		}
	}
	return out
}

// dealsIn reports whether discarding t would let an open hand win.
func dealsIn(adv *coach.Advice, t rules.Tile) bool {
	for _, d := range adv.DealIns {
		if d.Tile == t {
			return true
		}
	}
	return false
}

// coachWording is how the coach words tiles, seats and the prompt's
// options on this table.
func coachWording(sh *kit.Context, p kit.Painter, v rules.View) coach.Wording {
	cs := Choices(v)
	// Tiles in a sentence: named in words, in the tile's colour (the
	// faces are for the rows of tiles; in the boxed and letters styles a
	// face is a code, which prose never shows).
	face := func(t rules.Tile) string { return p.Theme.TileStyle(t).Render(explain.TileName(sh.Cat, t)) }
	faces := func(ts []rules.Tile) string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = face(t)
		}
		return strings.Join(out, ", ")
	}
	return coach.Wording{Cat: sh.Cat, Tile: face, Tiles: faces,
		Seat: func(s rules.Seat) string { return kit.SeatName(sh, s) },
		Option: func(a rules.Action) string {
			for _, c := range cs {
				if c.Action == a {
					return ShortLabel(sh, p, c)
				}
			}
			return ""
		}}
}

// declaredKey names a seat's declaration in the header.
func declaredKey(v rules.Variant) string {
	if v.Declaration == rules.DeclareCalling {
		return "table.calling"
	}
	return "table.ready"
}

// declaringKey is the prompt while the declare toggle is on.
func declaringKey(v rules.Variant) string {
	if v.Declaration == rules.DeclareCalling {
		return "prompt.declaring_calling"
	}
	return "prompt.declaring_ready"
}

// LogLine words one event for the log ("" for none).
func LogLine(sh *kit.Context, p kit.Painter, e rules.Event) string {
	cat := sh.Cat
	name := func(s rules.Seat) string { return kit.SeatName(sh, s) }
	switch e.Kind {
	case rules.EvHandStarted:
		return cat.T("log.hand", e.Hand+1, name(e.Dealer))
	case rules.EvBonus:
		return cat.T("log.bonus", name(e.Seat), p.Face(e.Tile))
	case rules.EvDiscard:
		return cat.T("log.discard", name(e.Seat), p.Face(e.Tile))
	case rules.EvDeclare:
		key := "log.ready"
		if e.Declaration == rules.DeclareCalling {
			key = "log.calling"
		}
		return cat.T(key, name(e.Seat))
	case rules.EvClaim:
		return cat.T("log.claim", name(e.Seat), p.Meld(rules.ExposedMeld{Meld: e.Meld}), name(e.From))
	case rules.EvKong:
		return cat.T("log.kong", name(e.Seat), p.Meld(rules.ExposedMeld{Meld: e.Meld, Kong: e.Kong}))
	case rules.EvRobbed:
		if e.From == sh.Me() {
			return cat.T("log.robbed_you", name(e.Seat))
		}
		return cat.T("log.robbed", name(e.Seat), name(e.From))
	case rules.EvWin:
		if e.Result != nil {
			return cat.T("log.win", name(e.Result.Winner))
		}
	case rules.EvDrawnHand:
		return cat.T("log.drawn")
	case rules.EvGameOver:
		return cat.T("log.game_over")
	}
	return ""
}
