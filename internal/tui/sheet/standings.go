package sheet

import (
	"strconv"
	"strings"
	"unicode"

	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/table"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/internal/chart"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/story"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The standings' story of the game: the chart of every seat's running
// total over the hands (its legend beside it), and a pane under it that
// shows the table of every hand (scrolled with the arrows) or the
// person's figures (tab switches).

// storyPane is the story shown on the standings.
type storyPane struct {
	hands []story.Hand
	seats []rules.Seat // in play, by place from the bottom seat
	names []string     // by seats' order
	marks []rune       // each seat's mark on the chart
	rows  []table.Row  // the hands table's rows
	cols  []table.Column
	// offset is the first hand shown; figures: the figures pane is in
	// front rather than the hands.
	offset  int
	figures bool
	// shown is the number of hands the last frame showed (a page).
	shown int
}

// paneFigures and paneHands name the panes.
const (
	paneHands   = "standings.pane_hands"
	paneFigures = "standings.pane_figures"
)

// newStory tells the game's story for the standings (nil for a game
// without a score, or one whose story cannot be told).
func newStory(sh *kit.Context, g *rules.Game) *storyPane {
	if g.Variant().Scoring == rules.ScoringNone {
		return nil
	}
	hands, err := story.Of(g)
	if err != nil || len(hands) == 0 {
		return nil
	}
	p := &storyPane{hands: hands, seats: sh.Seating().Seats()}
	for _, s := range p.seats {
		p.names = append(p.names, kit.SeatName(sh, s))
	}
	p.marks = chartMarks(p.names)
	p.table(sh)
	return p
}

// chartMarks are the seats' marks: the first letter of each name, or
// digits when two names share one.
func chartMarks(names []string) []rune {
	marks := make([]rune, len(names))
	seen := map[rune]bool{}
	for i, n := range names {
		r := []rune(n + "?")[0]
		marks[i] = unicode.ToUpper(r)
		if seen[marks[i]] || marks[i] == chart.Meeting || !unicode.IsLetter(marks[i]) {
			for j := range marks {
				marks[j] = rune('1' + j)
			}
			return marks
		}
		seen[marks[i]] = true
	}
	return marks
}

// table words every hand: its number, the winner, how, its value, each
// seat's payment.
func (p *storyPane) table(sh *kit.Context) {
	cat := sh.Cat
	p.cols = []table.Column{{Title: cat.T("story.col.hand")}, {Title: cat.T("story.col.winner")},
		{Title: cat.T("story.col.how")}, {Title: cat.T("story.col.value")}}
	for _, n := range p.names {
		p.cols = append(p.cols, table.Column{Title: n})
	}
	for _, h := range p.hands {
		row := table.Row{strconv.Itoa(h.Number + 1)}
		row = append(row, handWords(sh, cat, h)...)
		for _, s := range p.seats {
			row = append(row, kit.Signed(h.Result.Payments[s]))
		}
		p.rows = append(p.rows, row)
	}
	for i := range p.cols {
		w := kit.Width(p.cols[i].Title)
		for _, r := range p.rows {
			w = max(w, kit.Width(r[i]))
		}
		p.cols[i].Width = w
	}
}

// handWords are a hand's winner, how it was won and its value.
func handWords(sh *kit.Context, cat *i18n.Catalog, h story.Hand) []string {
	r := h.Result
	if r.Drawn || r.Winner == rules.NoSeat {
		return []string{cat.T("story.nobody"), cat.T("story.drawn"), ""}
	}
	how := cat.T("story.self_drawn")
	switch {
	case r.From != rules.NoSeat && r.Context.RobbingKong:
		how = cat.T(kit.SeatKey(sh, "story.robbed", r.From), kit.SeatName(sh, r.From))
	case r.From != rules.NoSeat:
		how = cat.T(kit.SeatKey(sh, "story.from", r.From), kit.SeatName(sh, r.From))
	}
	value := strconv.Itoa(r.Score.Total) + " " + cat.Count("unit."+r.Score.Unit.String(), r.Score.Total)
	return []string{kit.SeatName(sh, r.Winner), how, value}
}

// chartLines draw the running totals w x h cells, each seat's line in its
// colour, and the legend under them.
func (p *storyPane) chartLines(sh *kit.Context, w, h int) []string {
	series := make([]chart.Series, len(p.seats))
	for i, s := range p.seats {
		series[i] = chart.Series{Mark: p.marks[i], Values: story.Totals(p.hands, s)}
	}
	c := chart.Draw(series, w, h-1)
	lines := make([]string, 0, h)
	for _, row := range c.Rows {
		lines = append(lines, p.styleRow(sh, row))
	}
	var legend []string
	for i, n := range p.names {
		legend = append(legend, sh.Theme.Series[i].Render(string(p.marks[i]))+" "+n)
	}
	return append(lines, strings.Join(legend, "  "))
}

// styleRow renders a row of the chart, each run of one series' cells in
// its colour.
func (p *storyPane) styleRow(sh *kit.Context, row []chart.Cell) string {
	var b, run strings.Builder
	cur := -1
	flush := func() {
		if run.Len() == 0 {
			return
		}
		text := run.String()
		if cur >= 0 && cur < len(sh.Theme.Series) {
			text = sh.Theme.Series[cur].Render(text) // meetings and axes plain
		}
		b.WriteString(text)
		run.Reset()
	}
	for _, c := range row {
		if c.Series != cur {
			flush()
			cur = c.Series
		}
		run.WriteRune(c.R)
	}
	flush()
	return b.String()
}

// handsLines are the hands table's header and the rows that fit in n
// lines from the offset.
func (p *storyPane) handsLines(sh *kit.Context, n int) []string {
	rows := max(1, n-1)
	p.offset = min(max(0, p.offset), max(0, len(p.rows)-rows))
	end := min(len(p.rows), p.offset+rows)
	t := newTable(sh, p.cols, p.rows[p.offset:end])
	return strings.Split(t.View(), "\n")
}

// paneTitle names the panes, the one in front marked, and which hands
// are shown when they do not all fit.
func (p *storyPane) paneTitle(sh *kit.Context, hasFigures bool, shown int) string {
	cat := sh.Cat
	hands, figures := cat.T(paneHands), cat.T(paneFigures)
	if p.figures {
		figures = sh.Theme.Accent.Render("› " + figures)
	} else {
		hands = sh.Theme.Accent.Render("› " + hands)
	}
	title := hands
	if hasFigures {
		title += "   " + figures
	}
	if !p.figures && shown < len(p.rows) {
		title += "   " + sh.Theme.Dim.Render(cat.T("standings.pane_more", p.offset+1, p.offset+shown, len(p.rows)))
	}
	return title
}

// scroll moves the hands shown by d (a page: the rows shown).
func (p *storyPane) scroll(d int) {
	p.figures = false
	p.offset += d // bounded when drawn
}

// standingsKeys are the standings' own bindings: scrolling the hands and
// switching the pane.
type standingsKeys struct {
	Up, Down, PageUp, PageDown key.Binding
	Pane                       key.Binding
}

func newStandingsKeys(cat *i18n.Catalog) standingsKeys {
	return standingsKeys{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", cat.T("key.scroll"))),
		Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓", cat.T("key.scroll"))),
		PageUp:   key.NewBinding(key.WithKeys("pgup"), key.WithHelp("pgup", cat.T("key.scroll"))),
		PageDown: key.NewBinding(key.WithKeys("pgdown"), key.WithHelp("pgdown", cat.T("key.scroll"))),
		Pane:     key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", cat.T("key.pane"))),
	}
}

// storyKey handles the standings' own keys; false when the key is not
// one of them.
func (s Screen) storyKey(msg tea.KeyPressMsg) bool {
	p, k := s.story, s.skeys
	if p == nil {
		return false
	}
	page := max(1, p.shown)
	switch {
	case key.Matches(msg, k.Up):
		p.scroll(-1)
	case key.Matches(msg, k.Down):
		p.scroll(1)
	case key.Matches(msg, k.PageUp):
		p.scroll(-page)
	case key.Matches(msg, k.PageDown):
		p.scroll(page)
	case key.Matches(msg, k.Pane) && len(s.figures) > 0:
		p.figures = !p.figures
	default:
		return false
	}
	return true
}

// chartSize is the chart's width and height (its legend included) beside
// a block bw wide, in a w x h terminal: 0 when it does not fit beside it.
func chartSize(w, h, bw int) (cw, ch int) {
	cw = min(w-4-bw-3, 72)
	ch = 8
	if h >= 36 {
		ch = 13
	}
	if cw < 24 {
		return 0, 0
	}
	return cw, ch
}

// layoutStandings lays the standings out: the title and the note, the
// ranking beside the chart, the pane (the hands or the figures), where
// the record went, the help line.
func (s Screen) layoutStandings(sh *kit.Context) []string {
	w, h := sh.Width, sh.Height
	p := s.story
	var lines []string
	add := func(ls ...string) { lines = append(lines, ls...) }
	add(sh.Theme.Heading.Render(s.title), "")
	add(kit.Wrap(s.Note, w-4)...)
	add("")
	seats := strings.Split(s.seats.View(), "\n")
	bw := 0
	for _, l := range seats {
		bw = max(bw, kit.Width(l))
	}
	if cw, ch := chartSize(w, h, bw); cw > 0 {
		block := lipgloss.JoinHorizontal(lipgloss.Top, strings.Join(seats, "\n"), "   ", strings.Join(p.chartLines(sh, cw, ch), "\n"))
		add(strings.Split(block, "\n")...)
	} else {
		add(seats...)
		add("")
		add(p.chartLines(sh, max(chart.MinWidth, w-4), 8)...)
	}
	record := kit.Wrap(s.record, max(20, w-4))
	if s.record == "" {
		record = nil
	}
	room := h - 2 - len(lines) - 2 - len(record) - 1 // the help line, the pane's title, a line apart
	add("")
	switch {
	case p.figures:
		add(p.paneTitle(sh, true, 0))
		add(kit.Fit(s.figureLines(sh), w-4, max(0, room))...)
	default:
		body := p.handsLines(sh, max(2, room))
		p.shown = len(body) - 1
		add(p.paneTitle(sh, len(s.figures) > 0, p.shown))
		add(body...)
	}
	if len(record) > 0 {
		add("")
		add(record...)
	}
	return lines
}

// figureLines are the person's figures for the game, label and value in
// columns (the pane's title names them).
func (s Screen) figureLines(sh *kit.Context) []string {
	var out []string
	lw := 0
	for _, f := range s.figures {
		lw = max(lw, kit.Width(f[0]))
	}
	for _, f := range s.figures {
		out = append(out, "  "+f[0]+strings.Repeat(" ", lw-kit.Width(f[0]))+"  "+f[1])
	}
	return out
}
