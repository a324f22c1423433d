package tui

import (
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// sheetScreen is the end of a hand (the score sheet) or of the game (the
// standings). Both are built once from the human's View when they come
// to the front.
type sheetScreen struct {
	keys      sheetKeys
	standings bool
	title     string
	hand      []string // the winning hand in notation
	// payments say where each payment comes from; command is the score
	// command that scores the hand again (explain.Sheet).
	payments []string
	command  string
	boxes    []string // the same in boxed tiles (three lines), when the style boxes
	items    table.Model
	hasItems bool
	note     string // family: no score; drawn hand
	seats    table.Model
	hasSeats bool // family has no scores to list
	// figures are the person's figures for the game (standings): label
	// and value, as `mahjong stats` counts them.
	figures [][2]string
	// record says where the game's record was kept (standings), or why
	// it could not be.
	record string
	// help overrides the help line's bindings (the replay viewer).
	help help.KeyMap
}

// newSheet builds the score sheet of the hand just over.
func newSheet(sh *shared, m *Match) *sheetScreen {
	v := m.View()
	cat, p, me := sh.cat, sh.painter(), m.Me()
	next := "key.next_hand"
	if v.GameOver {
		next = "key.standings"
	}
	s := &sheetScreen{keys: newSheetKeys(cat, next)}
	s.keys.Export.SetEnabled(sh.canExport)
	r := v.Result
	hand := cat.T("sheet.hand", v.Hand+1)
	switch {
	case r == nil || r.Drawn:
		s.title = hand + " · " + cat.T("sheet.drawn")
		s.note = cat.T("sheet.drawn_note")
	default:
		how := cat.T("sheet.self_drawn")
		if r.From != rules.NoSeat {
			how = cat.T("sheet.on_discard", seatName(sh, r.From))
			if r.From == me {
				how = cat.T("sheet.on_your_discard")
			}
			if r.Context.RobbingKong {
				how = cat.T("sheet.robbing", seatName(sh, r.From))
				if r.From == me {
					how = cat.T("sheet.robbing_you")
				}
			}
		}
		wins := cat.T("sheet.wins", seatName(sh, r.Winner), how)
		if r.Winner == me {
			wins = cat.T("sheet.you_win", how)
		}
		s.title = hand + " · " + sh.th.Announce.Render(cat.T("call.mahjong")) + " " + wins
		// The hand in the notation (each tile once, a concealed kong in
		// ( ), the winning tile after +), the score command can read.
		s.hand = []string{r.Hand.String()}
		if sh.g.Boxed {
			s.boxes = winningBoxes(p, r)
		}
		if v.Scoring == rules.ScoringNone {
			s.note = cat.T(seatKey(sh, "sheet.family_note", r.Winner), seatName(sh, r.Winner))
		} else {
			s.items, s.hasItems = scoreTable(sh, r.Score), true
			if ex, ok := explain.Explain(cat, m.game.Variant(), r, windNamer(sh, v)); ok {
				s.payments = ex.Payments
				s.command = cat.T("explain.command", ex.Command)
			}
		}
	}
	if v.Scoring != rules.ScoringNone {
		s.seats, s.hasSeats = seatsTable(sh, v, r, false), true
	}
	return s
}

// newStandings builds the final standings, with the person's figures for
// the game and where its record went (record; recordErr: why it could
// not be kept).
func newStandings(sh *shared, m *Match, record, recordErr string) *sheetScreen {
	v := m.View()
	cat, me := sh.cat, m.Me()
	s := &sheetScreen{keys: newSheetKeys(cat, "key.menu"), standings: true}
	s.keys.Export.SetEnabled(sh.canExport)
	if me != rules.NoSeat {
		s.figures = gameFigures(sh, m.game, me)
	}
	switch {
	case recordErr != "":
		s.record = recordErr
	case record != "":
		s.record = cat.T("standings.record", record)
	}
	s.title = cat.T("standings.title")
	if v.Scoring == rules.ScoringNone {
		if r := v.Result; r != nil && !r.Drawn {
			s.note = cat.T("standings.family_winner", seatName(sh, r.Winner))
			if r.Winner == me {
				s.note = cat.T("standings.family_you_win")
			}
		} else {
			s.note = cat.T("standings.family_drawn")
		}
	} else {
		best := v.Seat // a tie goes to the first from the person's seat (a spectator's viewpoint)
		for _, st := range sh.seating().seats() {
			if v.Scores[st] > v.Scores[best] {
				best = st
			}
		}
		s.note = cat.T("standings.winner", seatName(sh, best), v.Scores[best])
		if best == me {
			s.note = cat.T("standings.you_win", v.Scores[best])
		}
	}
	if v.Scoring != rules.ScoringNone {
		s.seats, s.hasSeats = seatsTable(sh, v, v.Result, true), true
	}
	return s
}

// scoreTable itemises the score: each item (its catalogue name and the
// set it is about), its value (x2 for a classic doubling), the subtotal
// of the points before the doublings (classic), the total.
func scoreTable(sh *shared, sc rules.Score) table.Model {
	cat := sh.cat
	var rows []table.Row
	nameW := lipgloss.Width(cat.T("sheet.item"))
	sub, hasSub := explain.Subtotal(sc)
	for i, it := range sc.Items {
		if hasSub && it.Doublings > 0 && (i == 0 || sc.Items[i-1].Doublings == 0) {
			// The points added up, before the doublings apply to them.
			rows = append(rows, table.Row{cat.T("sheet.subtotal"), explain.Amount(cat, sub, sc.Unit)})
			nameW = max(nameW, lipgloss.Width(cat.T("sheet.subtotal")))
		}
		name := explain.ItemName(cat, rules.ScoreItem{Key: it.Key, Kong: it.Kong})
		if it.Tiles != "" {
			name += " " + scoreItemSet(sh.g, it.Tiles)
		}
		rows = append(rows, table.Row{name, explain.ItemValue(cat, it)})
		nameW = max(nameW, lipgloss.Width(name))
	}
	unit := cat.Count("unit."+sc.Unit.String(), sc.Total)
	rows = append(rows, table.Row{cat.T("score.total"), strconv.Itoa(sc.Total) + " " + unit})
	nameW = max(nameW, lipgloss.Width(cat.T("score.total")))
	valueW := 8
	for _, r := range rows {
		valueW = max(valueW, lipgloss.Width(r[1]))
	}
	cols := []table.Column{{Title: cat.T("sheet.item"), Width: nameW}, {Title: cat.T("sheet.value"), Width: valueW}}
	return newTable(sh, cols, rows)
}

// scoreItemSet writes the set a score item names ("[777z]", "(5555p)",
// "222z", "+5p", "1234f") in the player's tile style, keeping the
// brackets and the + of the notation; plain faces, as a table cell holds
// no colour.
func scoreItemSet(g *Glyphs, notation string) string {
	inner := strings.Trim(notation, "[]()+")
	tiles, err := rules.ParseTiles(inner)
	if err != nil || len(tiles) == 0 {
		return notation
	}
	var b strings.Builder
	b.WriteString(strings.TrimRight(notation, "]) \t0123456789mpszfj"))
	for _, t := range tiles {
		b.WriteString(strings.TrimRight(g.Face(t), " "))
	}
	if i := strings.LastIndexAny(notation, "])"); i >= 0 {
		b.WriteByte(notation[i])
	}
	return b.String()
}

// newTable makes a bubbles table that shows all its rows, not focused.
func newTable(sh *shared, cols []table.Column, rows []table.Row) table.Model {
	w := 0
	for _, c := range cols {
		w += c.Width + 2 // the cells' padding
	}
	return table.New(table.WithColumns(cols), table.WithRows(rows), table.WithStyles(sh.th.Table),
		table.WithHeight(len(rows)+1), table.WithWidth(w), table.WithFocused(false))
}

// seatsTable lists each seat: name, wind, the hand's payment and the
// running total (standings: ranked by total).
func seatsTable(sh *shared, v rules.View, r *rules.HandResult, ranked bool) table.Model {
	cat := sh.cat
	order := sh.seating().seats()
	if ranked {
		for i := range order {
			for j := i + 1; j < len(order); j++ {
				if v.Scores[order[j]] > v.Scores[order[i]] {
					order[i], order[j] = order[j], order[i]
				}
			}
		}
	}
	var rows []table.Row
	nameW := lipgloss.Width(cat.T("sheet.player"))
	for i, s := range order {
		pay := "0"
		if r != nil {
			pay = signed(r.Payments[s])
		}
		name := seatName(sh, s)
		nameW = max(nameW, lipgloss.Width(name))
		if ranked {
			rows = append(rows, table.Row{strconv.Itoa(i + 1), name, windName(sh, v.Players[s].Wind), strconv.Itoa(v.Scores[s])})
		} else {
			rows = append(rows, table.Row{name, windName(sh, v.Players[s].Wind), pay, strconv.Itoa(v.Scores[s])})
		}
	}
	var cols []table.Column
	if ranked {
		cols = []table.Column{{Title: cat.T("standings.rank"), Width: 4}, {Title: cat.T("sheet.player"), Width: nameW},
			{Title: cat.T("sheet.wind"), Width: 6}, {Title: cat.T("sheet.total"), Width: 8}}
	} else {
		cols = []table.Column{{Title: cat.T("sheet.player"), Width: nameW}, {Title: cat.T("sheet.wind"), Width: 6},
			{Title: cat.T("sheet.payment"), Width: 8}, {Title: cat.T("sheet.total"), Width: 7}}
	}
	return newTable(sh, cols, rows)
}

// id is the sheet's or the standings'.
func (s *sheetScreen) id() screenID {
	if s.standings {
		return screenStandings
	}
	return screenSheet
}

// update handles a key or a click on the sheet.
func (s *sheetScreen) update(a *App, msg tea.Msg) intent { return s.handle(msg, a.hit) }

// draw lays the sheet out, with the App's alert above the help line.
func (s *sheetScreen) draw(a *App) *canvas {
	sh := a.sh
	c := s.layout(sh)
	if alert := a.alert(); alert != "" && sh.height > 2 {
		c.put(0, sh.height-2, sh.th.Bad.Render(alert))
	}
	return c
}

// keyMap is the sheet's bindings.
func (s *sheetScreen) keyMap(*App) help.KeyMap { return s.keys }

func (s sheetScreen) handle(msg tea.Msg, hit func(x, y int) string) intent {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		switch {
		case key.Matches(msg, s.keys.Quit):
			return quitIntent{}
		case key.Matches(msg, s.keys.Help):
			return helpIntent{}
		case key.Matches(msg, s.keys.Next):
			return nextIntent{}
		case key.Matches(msg, s.keys.Export):
			return exportIntent{}
		}
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft && hit != nil && hit(msg.X, msg.Y) == "next" {
			return nextIntent{}
		}
	}
	return nil
}

// draw lays the sheet out: title, hand, the score items beside the seats
// (below them when the terminal is narrow), the help line; the whole
// block centred in a large terminal.
func (s sheetScreen) layout(sh *shared) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	lines := s.lines(sh, true, true)
	if len(lines) > h-2 {
		lines = s.lines(sh, false, true) // the boxes repeat the notation: drop them first
	}
	if len(lines) > h-2 {
		lines = s.lines(sh, false, false) // then the command line
	}
	bw := 0
	for _, l := range lines {
		bw = max(bw, lipgloss.Width(l))
	}
	x, y := 2, 1
	if w >= 100 && h >= 30 {
		x = max(2, (w-bw)/2)
		y = max(1, (h-1-len(lines))/3)
	}
	c.put(x, y, lines...)
	hm := sh.help
	hm.SetWidth(w)
	var km help.KeyMap = s.keys
	if s.help != nil {
		km = s.help
	}
	c.putID("next", 0, h-1, hm.ShortHelpView(km.ShortHelp()))
	return c
}

// lines are the sheet's lines, with or without the boxed hand; full
// adds the score command that scores the hand again.
func (s sheetScreen) lines(sh *shared, boxes, full bool) []string {
	w := sh.width
	var lines []string
	add := func(ls ...string) { lines = append(lines, ls...) }
	add(sh.th.Heading.Render(s.title), "")
	if boxes && len(s.boxes) > 0 && lipgloss.Width(s.boxes[0]) <= w-4 {
		add(s.boxes...)
	}
	if len(s.hand) > 0 {
		add(flowVar(spaced(s.hand), w-4)...)
		add("")
	}
	if s.note != "" {
		add(wrap(s.note, w-4)...)
		add("")
	}
	if s.hasSeats {
		seats := s.seats.View()
		switch {
		case !s.hasItems:
			add(strings.Split(seats, "\n")...)
		case lipgloss.Width(s.items.View())+3+lipgloss.Width(seats) <= w-4:
			add(strings.Split(lipgloss.JoinHorizontal(lipgloss.Top, s.items.View(), "   ", seats), "\n")...)
		default:
			add(strings.Split(s.items.View(), "\n")...)
			add("")
			add(strings.Split(seats, "\n")...)
		}
	}
	if len(s.payments) > 0 {
		add("")
		for _, l := range s.payments {
			add(wrap(l, w-4)...)
		}
	}
	if s.command != "" && full {
		add("")
		add(wrap(s.command, w-4)...)
	}
	if tail := s.tail(sh); len(tail) > 0 {
		if lines[len(lines)-1] != "" {
			lines = append(lines, "")
		}
		lines = append(lines, tail...)
	}
	return lines
}

// tail is the standings' end: the figures, then where the record went.
func (s sheetScreen) tail(sh *shared) []string {
	var out []string
	if len(s.figures) > 0 {
		out = append(out, sh.cat.T("standings.figures"))
		lw := 0
		for _, f := range s.figures {
			lw = max(lw, lipgloss.Width(f[0]))
		}
		for _, f := range s.figures {
			out = append(out, "  "+f[0]+strings.Repeat(" ", lw-lipgloss.Width(f[0]))+"  "+f[1])
		}
	}
	if s.record != "" {
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, wrap(s.record, max(20, sh.width-4))...)
	}
	return out
}

// gameFigures are the person's figures for a game, worded as `mahjong
// stats` words them: the hands of the game made into history entries
// (store.GameEntries) and counted (store.Compute).
func gameFigures(sh *shared, g *rules.Game, me rules.Seat) [][2]string {
	entries, err := store.GameEntries(&store.Saved{Game: g, Meta: store.Meta{ID: "game", HumanSeat: me}})
	if err != nil {
		return nil
	}
	rs := store.Compute(entries).For(g.Variant().Name)
	if rs == nil {
		return nil
	}
	cat := sh.cat
	dec := func(f float64) string {
		return strings.Replace(strconv.FormatFloat(f, 'f', 1, 64), ".", cat.T("stats.decimal_point"), 1)
	}
	pct := func(f float64) string { return cat.T("stats.percent", dec(100*f)) }
	out := [][2]string{
		{cat.T("standings.hands"), strconv.Itoa(rs.Hands)},
		{cat.T("stats.won"), cat.T("stats.count_rate", rs.Wins, pct(rs.WinRate))},
		{cat.T("stats.self_drawn"), cat.T("stats.count_share", rs.SelfDrawn, pct(rs.SelfDrawnShare))},
		{cat.T("stats.dealt_in"), cat.T("stats.count_rate", rs.DealtIn, pct(rs.DealInRate))},
	}
	if g.Variant().Scoring == rules.ScoringNone {
		return out // one hand, no score
	}
	avg := dec(rs.AvgScore)
	if rs.AvgScore > 0 {
		avg = "+" + avg
	}
	out = append(out, [2]string{cat.T("stats.avg_score"), avg}, [2]string{cat.T("stats.streak"), strconv.Itoa(rs.LongestStreak)})
	if b := rs.Best; b != nil && b.Win != nil {
		out = append(out, [2]string{cat.T("stats.best"),
			cat.T("standings.best_value", b.Win.Total, cat.Count("unit."+b.Win.Unit, b.Win.Total), b.Win.Hand, b.Hand+1)})
	}
	return out
}

// winningBoxes draws the winner's hand as boxed tiles, a gap between the
// groups of the reading that scored.
func winningBoxes(p painter, r *rules.HandResult) []string {
	var groups [][]rules.Tile
	if d := r.Score.Decomposition; len(d.Groups) > 0 {
		for _, g := range d.Groups {
			groups = append(groups, g.Tiles())
		}
	} else {
		groups = append(groups, append(append([]rules.Tile{}, r.Hand.Concealed...), r.Tile))
	}
	var rows [3]strings.Builder
	for i, g := range groups {
		if i > 0 {
			for k := range rows {
				rows[k].WriteString("  ")
			}
		}
		for _, t := range g {
			b := p.box(t)
			for k := range rows {
				rows[k].WriteString(b[k])
			}
		}
	}
	return []string{rows[0].String(), rows[1].String(), rows[2].String()}
}

// spaced adds a space after each cell but the last.
func spaced(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = c
		if i < len(cells)-1 {
			out[i] += " "
		}
	}
	return out
}

// windNamer words the seat of a wind this hand, as the table names it
// ("you" for the person's).
func windNamer(sh *shared, v rules.View) explain.Namer {
	return func(w rules.Wind) (string, bool) {
		for s, pv := range v.Players {
			if pv.Wind == w {
				seat := rules.Seat(s)
				return seatName(sh, seat), seat == sh.settings.Seat && !sh.spectator
			}
		}
		return sh.cat.T("wind." + w.String()), false
	}
}
