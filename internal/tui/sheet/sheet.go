package sheet

import (
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The screens' IDs.
const (
	ID          kit.ScreenID = "sheet"     // a hand's score sheet
	StandingsID kit.ScreenID = "standings" // the final standings
)

// A Hand is the game a sheet is of, as the person sees it (a play.Match
// is one).
type Hand interface {
	// View is what the person sees.
	View() rules.View
	// Me is the person's seat, rules.NoSeat for a spectator.
	Me() rules.Seat
	// Game is the engine, read only.
	Game() *rules.Game
}

// Screen is the end of a hand (the score sheet) or of the game (the
// standings). Both are built once from the human's View when they come
// to the front.
type Screen struct {
	keys      sheetKeys
	standings bool
	title     string
	hand      []string // the winning hand in notation
	// payments say where each payment comes from; command is the score
	// command's arguments that score the hand again (explain.Sheet).
	payments []string
	command  []string
	boxes    []string // the same in boxed tiles (three lines), when the style boxes
	items    table.Model
	hasItems bool
	// Note is the words under the hand: the family game has no score; a
	// drawn hand; a lesson's closing words.
	Note     string
	seats    table.Model
	hasSeats bool // family has no scores to list
	// figures are the person's figures for the game (standings): label
	// and value, as `mahjong stats` counts them.
	figures [][2]string
	// record says where the game's record was kept (standings), or why
	// it could not be.
	record string
	// Help overrides the help line's bindings (the replay viewer).
	Help help.KeyMap
	// story is the standings' story of the game (standings.go): nil for
	// a sheet, or a game without a score.
	story *storyPane
	skeys standingsKeys
	// review is what the v key asks (OfferReview); nil: no review.
	review *kit.Review
}

// New builds the score sheet of the hand just over.
func New(sh *kit.Context, m Hand) *Screen {
	v := m.View()
	cat, p, me := sh.Cat, sh.Painter(), m.Me()
	next := "key.next_hand"
	if v.GameOver {
		next = "key.standings"
	}
	s := &Screen{keys: newSheetKeys(cat, next)}
	s.keys.Export.SetEnabled(sh.CanExport)
	s.keys.TakeBack.SetEnabled(sh.CanTakeBack && !v.GameOver) // the hand's last decision, and its end
	r := v.Result
	hand := cat.T("sheet.hand", v.Hand+1)
	switch {
	case r == nil || r.Drawn:
		s.title = hand + " · " + cat.T("sheet.drawn")
		s.Note = cat.T("sheet.drawn_note")
	default:
		how := cat.T("sheet.self_drawn")
		if r.From != rules.NoSeat {
			how = cat.T("sheet.on_discard", kit.SeatName(sh, r.From))
			if r.From == me {
				how = cat.T("sheet.on_your_discard")
			}
			if r.Context.RobbingKong {
				how = cat.T("sheet.robbing", kit.SeatName(sh, r.From))
				if r.From == me {
					how = cat.T("sheet.robbing_you")
				}
			}
		}
		wins := cat.T("sheet.wins", kit.SeatName(sh, r.Winner), how)
		if r.Winner == me {
			wins = cat.T("sheet.you_win", how)
		}
		s.title = hand + " · " + sh.Theme.Announce.Render(cat.T("call.mahjong")) + " " + wins
		// The hand in the notation (each tile once, a concealed kong in
		// ( ), the winning tile after +), the score command can read.
		s.hand = []string{r.Hand.String()}
		if sh.Glyphs.Boxed {
			s.boxes = winningBoxes(p, r)
		}
		if v.Scoring == rules.ScoringNone {
			s.Note = cat.T(kit.SeatKey(sh, "sheet.family_note", r.Winner), kit.SeatName(sh, r.Winner))
		} else {
			s.items, s.hasItems = scoreTable(sh, r.Score), true
			if ex, ok := explain.Explain(cat, m.Game().Variant(), r, WindNamer(sh, v)); ok {
				s.payments = ex.Payments
				if ex.Limit != "" {
					s.payments = append([]string{ex.Limit}, ex.Payments...)
				}
				s.command = ex.Args
			}
		}
	}
	if v.Scoring != rules.ScoringNone {
		s.seats, s.hasSeats = seatsTable(sh, v, r, false), true
	}
	return s
}

// Standings builds the final standings, with the person's figures for
// the game and where its record went (record; recordErr: why it could
// not be kept).
func Standings(sh *kit.Context, m Hand, record, recordErr string) *Screen {
	v := m.View()
	cat, me := sh.Cat, m.Me()
	s := &Screen{keys: newSheetKeys(cat, "key.menu"), standings: true}
	s.keys.Export.SetEnabled(sh.CanExport)
	if me != rules.NoSeat {
		s.figures = gameFigures(sh, m.Game(), me)
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
			s.Note = cat.T("standings.family_winner", kit.SeatName(sh, r.Winner))
			if r.Winner == me {
				s.Note = cat.T("standings.family_you_win")
			}
		} else {
			s.Note = cat.T("standings.family_drawn")
		}
	} else {
		s.Note = winnerNote(sh, v, me)
		s.Note += " " + kit.LengthPlayed(cat, m.Game().Variant(), m.Game().HandNumber()+1)
	}
	if v.Scoring != rules.ScoringNone {
		s.seats, s.hasSeats = seatsTable(sh, v, v.Result, true), true
	}
	s.story, s.skeys = newStory(sh, m.Game()), newStandingsKeys(cat)
	s.keys.Scroll.SetEnabled(s.story != nil)
	s.keys.Pane.SetEnabled(s.story != nil && len(s.figures) > 0)
	return s
}

// winnerNote says who wins a scored game: the seat with the highest
// total (me: the person's seat, NoSeat for a spectator); seats level
// at the top share first place; all level, nobody wins.
func winnerNote(sh *kit.Context, v rules.View, me rules.Seat) string {
	cat := sh.Cat
	seats := sh.Seating().Seats()
	top := v.Scores[seats[0]]
	for _, st := range seats {
		top = max(top, v.Scores[st])
	}
	var first []string
	mine := false
	for _, st := range seats {
		if v.Scores[st] == top {
			first = append(first, kit.SeatName(sh, st))
			mine = mine || st == me
		}
	}
	switch {
	case len(first) == len(seats):
		return cat.T("standings.all_level", top)
	case len(first) > 1:
		n := len(first) - 1
		return cat.T("standings.shared", strings.Join(first[:n], ", ")+" "+cat.T("standings.and")+" "+first[n], top)
	case mine:
		return cat.T("standings.you_win", top)
	}
	return cat.T("standings.winner", first[0], top)
}

// OfferReview offers the review of the game's record from the
// standings (the v key): the decisions of the seat at the bottom (the
// person's, or the one a spectator sees from).
func (s *Screen) OfferReview(sh *kit.Context, g *rules.Game) {
	s.review = &kit.Review{Game: g, Seat: sh.Seating().At(kit.PlaceMe)}
	s.keys.Review.SetEnabled(true)
}

// Leads words where Enter leads from the sheet (a catalogue key: the
// standings of mahjong watch end the program).
func (s *Screen) Leads(cat *i18n.Catalog, next string) {
	s.keys.Next.SetHelp(cat.T("keyname.enter"), cat.T(next))
}

// scoreTable itemises the score: each item (its catalogue name and the
// set it is about), its value (x2 for a classic doubling), the subtotal
// of the points before the doublings (classic), the total.
func scoreTable(sh *kit.Context, sc rules.Score) table.Model {
	cat := sh.Cat
	var rows []table.Row
	nameW := kit.Width(cat.T("sheet.item"))
	sub, hasSub := explain.Subtotal(sc)
	for i, it := range sc.Items {
		if hasSub && it.Doublings > 0 && (i == 0 || sc.Items[i-1].Doublings == 0) {
			// The points added up, before the doublings apply to them.
			rows = append(rows, table.Row{cat.T("sheet.subtotal"), explain.Amount(cat, sub, sc.Unit)})
			nameW = max(nameW, kit.Width(cat.T("sheet.subtotal")))
		}
		name := ItemName(sh, it)
		rows = append(rows, table.Row{name, explain.ItemValue(cat, it)})
		nameW = max(nameW, kit.Width(name))
	}
	unit := cat.Count("unit."+sc.Unit.String(), sc.Total)
	rows = append(rows, table.Row{cat.T("score.total"), strconv.Itoa(sc.Total) + " " + unit})
	nameW = max(nameW, kit.Width(cat.T("score.total")))
	valueW := 8
	for _, r := range rows {
		valueW = max(valueW, kit.Width(r[1]))
	}
	cols := []table.Column{{Title: cat.T("sheet.item"), Width: nameW}, {Title: cat.T("sheet.value"), Width: valueW}}
	return newTable(sh, cols, rows)
}

// scoreItemSet writes the set a score item names ("[777z]", "(5555p)",
// "222z", "+5p", "1234f") in the player's tile style, keeping the
// brackets and the + of the notation; plain faces, as a table cell holds
// no colour.
func scoreItemSet(g *kit.Glyphs, notation string) string {
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
func newTable(sh *kit.Context, cols []table.Column, rows []table.Row) table.Model {
	w := 0
	for _, c := range cols {
		w += c.Width + 2 // the cells' padding
	}
	return table.New(table.WithColumns(cols), table.WithRows(rows), table.WithStyles(sh.Theme.Table),
		table.WithHeight(len(rows)+1), table.WithWidth(w), table.WithFocused(false))
}

// seatsTable lists each seat: name, wind, the hand's payment and the
// running total (standings: ranked by total).
func seatsTable(sh *kit.Context, v rules.View, r *rules.HandResult, ranked bool) table.Model {
	cat := sh.Cat
	order := sh.Seating().Seats()
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
	nameW := kit.Width(cat.T("sheet.player"))
	for i, s := range order {
		pay := "0"
		if r != nil {
			pay = kit.Signed(r.Payments[s])
		}
		name := kit.SeatName(sh, s)
		nameW = max(nameW, kit.Width(name))
		if ranked {
			rows = append(rows, table.Row{strconv.Itoa(i + 1), name, kit.WindName(sh, v.Players[s].Wind), strconv.Itoa(v.Scores[s])})
		} else {
			rows = append(rows, table.Row{name, kit.WindName(sh, v.Players[s].Wind), pay, strconv.Itoa(v.Scores[s])})
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

// ID is the sheet's or the standings'.
func (s *Screen) ID() kit.ScreenID {
	if s.standings {
		return StandingsID
	}
	return ID
}

// Update handles a key or a click on the sheet.
func (s *Screen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	return s.handle(msg, func(x, y int) string { return s.Draw(sh).Hit(x, y) }), nil
}

// Draw lays the sheet out, with the session's alert above the help line.
func (s *Screen) Draw(sh *kit.Context) *kit.Canvas {
	c := s.Layout(sh)
	if alert := kit.WrapPath(sh.Alert(), sh.Width); len(alert) > 0 && sh.Height > 2 {
		alert = alert[max(0, len(alert)-(sh.Height-2)):]
		for i, line := range alert {
			c.Put(0, sh.Height-1-len(alert)+i, sh.Theme.Bad.Render(line))
		}
	}
	return c
}

// KeyMap is the sheet's bindings.
func (s *Screen) KeyMap(*kit.Context) help.KeyMap { return s.keys }

func (s Screen) handle(msg tea.Msg, hit func(x, y int) string) kit.Intent {
	switch msg := msg.(type) {
	case tea.KeyPressMsg:
		if s.storyKey(msg) {
			return nil
		}
		switch {
		case key.Matches(msg, s.keys.Quit):
			return kit.Quit{}
		case key.Matches(msg, s.keys.Help):
			return kit.Help{}
		case key.Matches(msg, s.keys.Next):
			return kit.Next{}
		case key.Matches(msg, s.keys.Export):
			return kit.Export{}
		case key.Matches(msg, s.keys.TakeBack):
			return kit.TakeBack{}
		case key.Matches(msg, s.keys.Review) && s.review != nil:
			return *s.review
		}
	case tea.MouseClickMsg:
		if msg.Button == tea.MouseLeft && hit != nil && hit(msg.X, msg.Y) == "next" {
			return kit.Next{}
		}
	}
	return nil
}

// Layout lays the sheet out: title, hand, the score items beside the seats
// (below them when the terminal is narrow), the help line; the whole
// block centred in a large terminal.
func (s Screen) Layout(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	var lines []string
	switch {
	case s.story != nil:
		lines = s.layoutStandings(sh)
	default:
		lines = s.lines(sh, true, true)
	}
	if len(lines) > h-2 && s.story == nil {
		lines = s.lines(sh, false, true) // the boxes repeat the notation: drop them first
	}
	if len(lines) > h-2 && s.story == nil {
		lines = s.lines(sh, false, false) // then the command line
	}
	bw := 0
	for _, l := range lines {
		bw = max(bw, kit.Width(l))
	}
	x, y := 2, 1
	if w >= 100 && h >= 30 {
		x = max(2, (w-bw)/2)
		y = max(1, (h-1-len(lines))/3)
	}
	c.Put(x, y, lines...)
	var km help.KeyMap = s.keys
	if s.Help != nil {
		km = s.Help
	}
	c.PutID("next", 0, h-1, kit.HelpLine(sh.Help, w, km.ShortHelp()))
	return c
}

// lines are the sheet's lines, with or without the boxed hand; full
// adds the score command that scores the hand again.
func (s Screen) lines(sh *kit.Context, boxes, full bool) []string {
	w := sh.Width
	var lines []string
	add := func(ls ...string) { lines = append(lines, ls...) }
	add(sh.Theme.Heading.Render(s.title), "")
	if boxes && len(s.boxes) > 0 && kit.Width(s.boxes[0]) <= w-4 {
		add(s.boxes...)
	}
	if len(s.hand) > 0 {
		add(kit.FlowVar(kit.Spaced(s.hand), w-4)...)
		add("")
	}
	if s.Note != "" {
		add(kit.Wrap(s.Note, w-4)...)
		add("")
	}
	if s.hasSeats {
		seats := s.seats.View()
		switch {
		case !s.hasItems:
			add(strings.Split(seats, "\n")...)
		case kit.Width(s.items.View())+3+kit.Width(seats) <= w-4:
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
			add(kit.Wrap(l, w-4)...)
		}
	}
	if s.command != nil && full {
		add("")
		add(commandLines(sh, s.command, w-4)...)
	}
	if tail := s.tail(sh); len(tail) > 0 {
		if lines[len(lines)-1] != "" {
			lines = append(lines, "")
		}
		lines = append(lines, tail...)
	}
	return lines
}

// commandLines are the lines of the command that scores the hand again,
// w cells wide, after its label: broken between arguments as a shell
// reads it back (explain.CommandLines), so that a person can copy and
// paste it.
func commandLines(sh *kit.Context, args []string, w int) []string {
	label := sh.Cat.T("explain.command", "")
	lines := explain.CommandLines(args, kit.Width(label), w)
	lines[0] = label + lines[0]
	return lines
}

// tail is the standings' end: the figures, then where the record went.
func (s Screen) tail(sh *kit.Context) []string {
	var out []string
	if len(s.figures) > 0 {
		out = append(out, sh.Cat.T("standings.figures"))
		lw := 0
		for _, f := range s.figures {
			lw = max(lw, kit.Width(f[0]))
		}
		for _, f := range s.figures {
			out = append(out, "  "+f[0]+strings.Repeat(" ", lw-kit.Width(f[0]))+"  "+f[1])
		}
	}
	if s.record != "" {
		if len(out) > 0 {
			out = append(out, "")
		}
		out = append(out, kit.Wrap(s.record, max(20, sh.Width-4))...)
	}
	return out
}

// gameFigures are the person's figures for a game, worded as `mahjong
// stats` words them: the hands of the game made into history entries
// (store.GameEntries) and counted (store.Compute).
func gameFigures(sh *kit.Context, g *rules.Game, me rules.Seat) [][2]string {
	entries, err := store.GameEntries(&store.Saved{Game: g, Meta: store.Meta{ID: "game", HumanSeat: me}})
	if err != nil {
		return nil
	}
	rs := store.Compute(entries).For(g.Variant().Name)
	if rs == nil {
		return nil
	}
	cat := sh.Cat
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
func winningBoxes(p kit.Painter, r *rules.HandResult) []string {
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
			b := p.Box(t)
			for k := range rows {
				rows[k].WriteString(b[k])
			}
		}
	}
	return []string{rows[0].String(), rows[1].String(), rows[2].String()}
}

// ItemName words a sheet line's name with the set it is about drawn in
// the person's tile style ("Dragon pung 中中中").
func ItemName(sh *kit.Context, it rules.ScoreItem) string {
	name := explain.ItemName(sh.Cat, rules.ScoreItem{Row: it.Row, Kong: it.Kong})
	if it.Tiles != "" {
		name += " " + scoreItemSet(sh.Glyphs, it.Tiles)
	}
	return name
}

// WindNamer words the seat of a wind this hand, as the table names it
// ("you" for the person's).
func WindNamer(sh *kit.Context, v rules.View) explain.Namer {
	return func(w rules.Wind) (string, bool) {
		for s, pv := range v.Players {
			if pv.Wind == w {
				seat := rules.Seat(s)
				return kit.SeatName(sh, seat), seat == sh.Settings.Seat && !sh.Spectator
			}
		}
		return sh.Cat.T("wind." + w.String()), false
	}
}

// sheetKeys are the bindings of the score sheet and the standings
// (Scroll and Pane: the standings' story, standings.go).
type sheetKeys struct {
	Next     key.Binding
	TakeBack key.Binding // a hand's sheet in local play: the u key
	Scroll   key.Binding
	Pane     key.Binding
	Export   key.Binding
	Review   key.Binding // the standings of a game played here: the v key
	Help     key.Binding
	Quit     key.Binding
}

// ShortHelp is the line at the bottom of the sheet.
func (k sheetKeys) ShortHelp() []key.Binding {
	return []key.Binding{k.Next, k.Review, k.Scroll, k.Pane, k.Export, k.Help, k.Quit, k.TakeBack}
}

// FullHelp is the help screen's columns.
func (k sheetKeys) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Next, k.TakeBack, k.Review, k.Scroll, k.Pane}, {k.Export, k.Help, k.Quit}}
}

// newSheetKeys are the sheet's bindings; next names what Enter leads to.
func newSheetKeys(cat *i18n.Catalog, next string) sheetKeys {
	return sheetKeys{
		Next:     key.NewBinding(key.WithKeys("enter", "space", "n"), key.WithHelp(cat.T("keyname.enter"), cat.T(next))),
		TakeBack: key.NewBinding(key.WithKeys("u"), key.WithHelp("u", cat.T("key.take_back")), key.WithDisabled()),
		Scroll:   key.NewBinding(key.WithKeys("up", "down", "pgup", "pgdown"), key.WithHelp("↑/↓", cat.T("key.scroll")), key.WithDisabled()),
		Pane:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", cat.T("key.pane")), key.WithDisabled()),
		Export:   kit.ExportBinding(cat),
		Review:   key.NewBinding(key.WithKeys("v"), key.WithHelp("v", cat.T("key.review")), key.WithDisabled()),
		Help:     key.NewBinding(key.WithKeys("?"), key.WithHelp("?", cat.T("key.help"))),
		Quit:     key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", cat.T("key.quit"))),
	}
}

var _ kit.Screen = (*Screen)(nil)
