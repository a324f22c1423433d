package tui

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// Discard marks, one cell after each discard's face. They say in
// characters what colour could only hint at.
const (
	markNone     = " "
	markLatest   = "<" // the latest discard of the table
	markClaimed  = "'" // taken by a claim
	markDeclared = "!" // discarded with a ready/calling declaration
	markWanted   = "+" // coach: a kind the hand could claim
)

// seatVM is one seat as the table draws it. The table's seats are kept
// by place: the person, then the seats on the right, across and on the
// left (rel).
type seatVM struct {
	header string
	// reading is what a teacher says of an open hand (shanten, the
	// waits that win, the value or the plan), under the header.
	reading   string
	concealed []string // faces (open hands) or backs, one cell string each
	faceUp    bool     // the concealed tiles are shown (open hands)
	melds     []string // bonus tiles, then the declared melds
	discards  []string // face and mark, three cells each
	empty     bool     // the empty seat of a table of three: its header is its label
}

// handTileVM is one tile of the human's hand row.
type handTileVM struct {
	tile     rules.Tile
	back     bool // seen from behind (a spectator's bottom seat)
	drawn    bool // the tile just drawn, set apart
	selected bool
	mark     string // two cells under the tile: its digit and a coach mark
}

// choiceVM is one answer of a prompt.
type choiceVM struct {
	label    string
	short    string // without the tiles of a pung or kong (the tile on offer says them)
	selected bool
}

// tableVM is everything the table screen draws, already worded.
type tableVM struct {
	bar          string
	seats        [rules.NumSeats]seatVM // by place (rel): the person first
	centerTop    []string               // dice and break, the last discard's caption
	centerBottom []string               // the last call
	// coach are the coach's lines, most important first: a table short
	// of room shows the first whole lines that fit.
	coach   []string
	last    rules.Tile
	lastBox bool // draw the last discard in a box
	pending bool // the last discard is on offer
	hand    []handTileVM
	boxed   bool
	// humanMelds and humanBonus are the human's declared melds and bonus
	// tiles, for the large layout that boxes the melds beside the hand.
	humanMelds []rules.ExposedMeld
	humanBonus string
	prompt     string
	choices    []choiceVM
	help       string
	large      bool
	logLines   []string
}

// tableInput is what the view-model is built from.
type tableInput struct {
	sh          *shared
	m           *Match
	v           rules.View
	t           tableScreen
	humanToPlay bool
	thinking    rules.Seat // the bot whose move is being computed, or NoSeat
	width       int
	alert       string // worded: a save that failed, a message said once
	// hints are tiles of the hand a lesson's step is about: marked *.
	hints map[rules.Tile]bool
}

// seatName is a seat's name at the table: "you" for the person's seat
// (Settings.Seat); the others by the name a served table gives them, or
// by where they sit from there (a spectator's viewpoint has a fourth
// name). At a table of three the names are those of the places on the
// right and on the left: the empty seat across is never named.
func seatName(sh *shared, s rules.Seat) string {
	r := sh.seating().place(s)
	switch {
	case r == placeMe && !sh.spectator:
		return sh.cat.T(seatNameKeys[placeMe])
	case sh.names[s&3] != "":
		return sh.names[s&3]
	case r == placeMe:
		return sh.cat.T("seat.name0")
	}
	return sh.cat.T(seatNameKeys[r])
}

// seatKey is key, or its form for the person (key+"_you": "You
// discarded", "Vous avez défaussé") when s is the person's seat and the
// catalogue has one: a sentence whose subject is a seat agrees with it.
func seatKey(sh *shared, key string, s rules.Seat) string {
	if s == sh.settings.Seat && !sh.spectator && sh.cat.T(key+"_you") != key+"_you" {
		return key + "_you"
	}
	return key
}

// seatNameKeys are the catalogue keys of the seats' names, by place.
var seatNameKeys = [rules.NumSeats]string{"seat.you", "seat.name1", "seat.name2", "seat.name3"}

// windName is a wind's full name.
func windName(sh *shared, w rules.Wind) string { return sh.cat.T("wind." + w.String()) }

// rulesName is a rule set's name.
func rulesName(sh *shared, name string) string { return sh.cat.T("rules." + name) }

// buildTableVM words the table for the human.
func buildTableVM(in tableInput) tableVM {
	sh, v, p := in.sh, in.v, in.sh.painter()
	cat, me := sh.cat, in.v.Seat
	vm := tableVM{boxed: sh.g.Boxed, large: in.width >= 100 && sh.height >= 30}
	var adv *coach.Advice
	if in.t.coach {
		adv = in.t.advice(v, in.m.game)
	}

	// The bar.
	dealer := seatName(sh, v.Dealer)
	barKey := "table.bar"
	if len(v.Dice) == 0 {
		barKey = "table.bar_pile"
	}
	vm.bar = cat.T(barKey, rulesName(sh, v.Variant), cat.T("round."+v.Prevailing.String()), v.Hand+1, dealer, v.TilesLeft)
	if in.t.coach {
		vm.bar += " · " + cat.T("table.coach_on")
	}

	// The latest discard of the table: the last discard event.
	latest, latestSeat := rules.NoTile, rules.NoSeat
	for i := len(in.m.log) - 1; i >= 0; i-- {
		e := in.m.log[i]
		if e.Kind == rules.EvHandStarted {
			break
		}
		if e.Kind == rules.EvDiscard {
			latest, latestSeat = e.Tile, e.Seat
			break
		}
	}
	if v.Pending != rules.NoTile {
		latest, latestSeat = v.Pending, v.PendingFrom
		vm.pending = true
	}
	wanted := map[rules.Tile]bool{}
	if adv != nil {
		for _, c := range adv.Claimables {
			wanted[c.Tile] = true
		}
	}

	// The seats (at a table of three the place across is the empty
	// seat's, shown as such); an open hand read as a teacher would.
	readings := in.t.readings(v, in.m.game, adv)
	var words coach.Wording
	if len(readings) > 0 {
		words = coachWording(sh, p, v)
	}
	st := sh.seating()
	if st.three() {
		vm.seats[placeAcross] = seatVM{header: sh.th.Dim.Render(cat.T("table.empty_seat")), empty: true}
	}
	for _, s := range st.seats() {
		pv := v.Players[s]
		svm := &vm.seats[st.place(s)]
		turn := v.Phase == rules.PhaseTurn && v.Turn == s || in.thinking == s
		marker := "  "
		if turn {
			marker = "> "
		}
		parts := []string{cat.T("wind.short." + pv.Wind.String()), seatName(sh, s)}
		if v.Scoring != rules.ScoringNone {
			parts = append(parts, signed(v.Scores[s]))
		}
		if s == v.Dealer {
			parts = append(parts, cat.T("table.dealer"))
		}
		if pv.Declared {
			parts = append(parts, cat.T(declaredKey(in.m.game.Variant())))
		}
		svm.header = marker + strings.Join(parts, "  ")
		for _, r := range readings {
			if r.Seat == s {
				svm.reading = sh.th.Dim.Render(coach.ReadingText(words, &r, in.m.game.Variant()))
			}
		}
		if turn {
			svm.header = sh.th.Accent.Render(svm.header)
		}
		if s != me {
			if pv.Concealed != nil {
				svm.faceUp = true
				for _, t := range pv.Concealed {
					svm.concealed = append(svm.concealed, p.face(t)+" ")
				}
			} else {
				svm.concealed = make([]string, pv.ConcealedCount, pv.ConcealedCount+1)
				for i := range svm.concealed {
					svm.concealed[i] = p.back()
				}
				svm.concealed = append(svm.concealed, " "+sh.th.Dim.Render(strconv.Itoa(pv.ConcealedCount)))
			}
		}
		if len(pv.Bonus) > 0 {
			svm.melds = append(svm.melds, p.faces(pv.Bonus)+" ")
		}
		for _, m := range pv.Melds {
			svm.melds = append(svm.melds, p.meld(m)+" ")
		}
		svm.discards = make([]string, 0, len(pv.Discards))
		for i, d := range pv.Discards {
			mark := markNone
			switch {
			case s == latestSeat && i == len(pv.Discards)-1 && d.Tile == latest:
				mark = markLatest
			case d.Declared:
				mark = markDeclared
			case d.Claimed:
				mark = markClaimed
			case wanted[d.Tile]:
				mark = markWanted
			}
			svm.discards = append(svm.discards, p.face(d.Tile)+p.mark(mark))
		}
	}

	// The centre: dice and break at the start of the hand, the last
	// discard, the last call, the coach, the log.
	// The dice and the break stay up while the first go-round is played.
	discards := 0
	for _, pv := range v.Players {
		discards += len(pv.Discards)
	}
	if discards < len(st.seats()) {
		if len(v.Dice) == 0 {
			vm.centerTop = append(vm.centerTop, cat.T("table.pile"))
		} else {
			dice := make([]string, len(v.Dice))
			for i, d := range v.Dice {
				dice[i] = strconv.Itoa(d)
			}
			key := "table.dice"
			if v.Break.Wall == me {
				key = "table.dice_yours"
			}
			vm.centerTop = append(vm.centerTop, cat.T(key, strings.Join(dice, " "), seatName(sh, v.Break.Wall), v.Break.Stack))
		}
	}
	if latest != rules.NoTile {
		vm.last, vm.lastBox = latest, sh.g.Boxed
		key := "table.last_discard"
		if vm.pending {
			key = "table.on_offer"
			if v.Phase == rules.PhaseRobKong {
				key = "table.kong_tile"
			}
		}
		vm.centerTop = append(vm.centerTop, cat.T(seatKey(sh, key, latestSeat), seatName(sh, latestSeat)))
	} else {
		vm.last = rules.NoTile
	}
	if len(in.m.calls) > 0 {
		var calls []string
		for _, a := range in.m.calls {
			calls = append(calls, cat.T("table.call", seatName(sh, a.seat), cat.T(a.key)))
		}
		vm.centerBottom = append(vm.centerBottom, sh.th.Announce.Render(strings.Join(calls, " · ")))
	}
	if adv != nil {
		vm.coach = coachLines(sh, p, adv, v, in.m.game.Variant())
		if why := in.m.why; why != nil && slices.ContainsFunc(in.m.calls, func(c announcement) bool { return c.seq == why.seq && c.seat == why.seat }) {
			// A bot's claim, explained from its open hand while its call is shown.
			text := coach.ClaimWhyText(coachWording(sh, p, v), why.c, in.m.game.Variant())
			vm.coach = append([]string{sh.th.Dim.Render(text)}, vm.coach...)
		}
	}
	if vm.large {
		vm.logLines = in.t.logLines(sh, p, in.m)
	}

	// The hand row.
	vm.humanMelds = v.Players[me].Melds
	if b := v.Players[me].Bonus; len(b) > 0 {
		vm.humanBonus = p.faces(b)
	}
	tiles, drawn := handTiles(v)
	if in.m.spectator && v.Players[me].Concealed == nil {
		// A spectator sees the bottom seat's hand from behind.
		for range v.Players[me].ConcealedCount {
			vm.hand = append(vm.hand, handTileVM{tile: rules.NoTile, back: true})
		}
	}
	declarable := map[rules.Tile]bool{}
	if in.t.declaring {
		for _, a := range v.Legal {
			if a.Kind == rules.ActDiscard && a.Declare {
				declarable[a.Tile] = true
			}
		}
	}
	for i, t := range tiles {
		h := handTileVM{tile: t, drawn: drawn && i == len(tiles)-1, selected: i == in.t.sel && in.humanToPlay && myTurn(v)}
		digit := p.k.dimBlank
		if i < 10 {
			digit = p.k.digits[(i+1)%10]
		}
		mark := " "
		switch {
		case in.hints[t]:
			mark = "*"
		case declarable[t]:
			mark = "r"
		case adv != nil && adv.Discard == t && dealsIn(adv, t):
			mark = "^!" // suggested though it deals in (the coach says why): both show
		case adv != nil && adv.Discard == t:
			mark = "^"
		case adv != nil && dealsIn(adv, t):
			mark = "!"
		case adv != nil && contains(adv.Safe, t):
			mark = "s"
		}
		h.mark = digit + p.mark(mark)
		vm.hand = append(vm.hand, h)
	}

	// The prompt and its choices.
	cs := choices(v)
	switch {
	case in.humanToPlay && claimWindow(v):
		key := "prompt.claim"
		if v.Phase == rules.PhaseRobKong {
			key = "prompt.rob"
		}
		vm.prompt = cat.T(key, p.face(v.Pending), seatName(sh, v.PendingFrom))
		for i, c := range cs {
			vm.choices = append(vm.choices, choiceVM{label: choiceLabel(sh, p, c), short: shortLabel(sh, p, c), selected: i == in.t.choice})
		}
	case in.humanToPlay && myTurn(v):
		vm.prompt = cat.T("prompt.turn")
		if in.t.declaring {
			vm.prompt = cat.T(declaringKey(in.m.game.Variant()))
		}
		for _, c := range cs {
			vm.choices = append(vm.choices, choiceVM{label: choiceLabel(sh, p, c), short: shortLabel(sh, p, c)})
		}
	case in.thinking != rules.NoSeat:
		vm.prompt = cat.T("prompt.thinking", seatName(sh, in.thinking))
	case in.m.served != nil && v.Phase == rules.PhaseHandOver && in.m.served.askedNext(in.m):
		vm.prompt = cat.T("prompt.next_hand")
	default:
		vm.prompt = ""
	}
	if in.t.notice != "" {
		vm.prompt = sh.th.Bad.Render(cat.T(in.t.notice)) + "  " + vm.prompt
	}
	if in.alert != "" {
		vm.prompt = sh.th.Bad.Render(in.alert) + "  " + vm.prompt
	}
	t := in.t
	t.setKeys(v)
	if !in.humanToPlay {
		t.keys.Discard.SetEnabled(false)
		t.keys.Pick.SetEnabled(false)
		t.keys.Up.SetEnabled(false)
		t.keys.Down.SetEnabled(false)
		t.keys.Win.SetEnabled(false)
		t.keys.Kong.SetEnabled(false)
		t.keys.Declare.SetEnabled(false)
		t.keys.Pass.SetEnabled(false)
	}
	vm.help = in.t.helpLine(sh, t.keys, in.width)
	return vm
}

// choiceLabel words a choice with its key: "1 Chow [3s4s5s]", "w Mah-Jong!".
func choiceLabel(sh *shared, p painter, c choice) string {
	label := c.short + " " + sh.cat.T(c.key)
	if len(c.tiles) > 0 {
		label += " " + p.group(c.tiles, true)
	}
	return label
}

// shortLabel is a choice's label when room is short: chows keep their
// tiles (they differ), the others only their name.
func shortLabel(sh *shared, p painter, c choice) string {
	if c.action.Kind == rules.ActChow {
		return choiceLabel(sh, p, c)
	}
	return c.short + " " + sh.cat.T(c.key)
}

// coachLines words the coach's advice (coach.Lines), most important
// first, each styled: the move to make now stands out, a move that loses
// something is marked.
func coachLines(sh *shared, p painter, adv *coach.Advice, v rules.View, variant rules.Variant) []string {
	w := coachWording(sh, p, v)
	var out []string
	for _, l := range coach.Lines(w, adv, v, variant) {
		switch l.Style {
		case coach.Accent:
			out = append(out, sh.th.Accent.Render(l.Text))
		case coach.Warn:
			out = append(out, sh.th.Announce.Render(l.Text))
		case coach.Dim:
			out = append(out, sh.th.Dim.Render(l.Text))
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
func coachWording(sh *shared, p painter, v rules.View) coach.Wording {
	cs := choices(v)
	// Tiles in a sentence: named in words, in the tile's colour (the
	// faces are for the rows of tiles; in the boxed and letters styles a
	// face is a code, which prose never shows).
	face := func(t rules.Tile) string { return p.th.TileStyle(t).Render(explain.TileName(sh.cat, t)) }
	faces := func(ts []rules.Tile) string {
		out := make([]string, len(ts))
		for i, t := range ts {
			out[i] = face(t)
		}
		return strings.Join(out, ", ")
	}
	return coach.Wording{Cat: sh.cat, Tile: face, Tiles: faces,
		Seat: func(s rules.Seat) string { return seatName(sh, s) },
		Option: func(a rules.Action) string {
			for _, c := range cs {
				if c.action == a {
					return shortLabel(sh, p, c)
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

// logLine words one event for the log ("" for none).
func logLine(sh *shared, p painter, e rules.Event) string {
	cat := sh.cat
	name := func(s rules.Seat) string { return seatName(sh, s) }
	switch e.Kind {
	case rules.EvHandStarted:
		return cat.T("log.hand", e.Hand+1, name(e.Dealer))
	case rules.EvBonus:
		return cat.T("log.bonus", name(e.Seat), p.face(e.Tile))
	case rules.EvDiscard:
		return cat.T("log.discard", name(e.Seat), p.face(e.Tile))
	case rules.EvDeclare:
		key := "log.ready"
		if e.Declaration == rules.DeclareCalling {
			key = "log.calling"
		}
		return cat.T(key, name(e.Seat))
	case rules.EvClaim:
		return cat.T("log.claim", name(e.Seat), p.meld(rules.ExposedMeld{Meld: e.Meld}), name(e.From))
	case rules.EvKong:
		return cat.T("log.kong", name(e.Seat), p.meld(rules.ExposedMeld{Meld: e.Meld, Kong: e.Kong}))
	case rules.EvRobbed:
		if e.From == sh.me() {
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

// signed writes a score with its sign.
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

func contains(ts []rules.Tile, t rules.Tile) bool {
	for _, u := range ts {
		if u == t {
			return true
		}
	}
	return false
}
