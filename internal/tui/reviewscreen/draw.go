package reviewscreen

import (
	"math"
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// Draw draws the review: its title, then the progress while it thinks,
// the summary and the list once it is weighed; the help line.
func (s *Screen) Draw(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	lines := []string{sh.Theme.Heading.Render(s.title(sh)), ""}
	switch {
	case s.run != nil:
		lines = append(lines, s.progressLines(sh, w-4)...)
	case s.err != nil:
		lines = append(lines, sh.Theme.Bad.Render(sh.Cat.T("review.screen.failed", sh.Describe(s.err))))
	case s.rv != nil:
		lines = append(lines, s.summaryLines(sh, w-4)...)
		lines = append(lines, "")
		lines = append(lines, s.listLines(sh, w-4, h-2-len(lines))...)
	}
	c.Put(2, 1, kit.Fit(lines, w-4, h-2)...)
	c.Put(0, h-1, kit.HelpLine(sh.Help, w, s.keys.ShortHelp()))
	return c
}

// title names whose decisions are weighed and the rule set.
func (s *Screen) title(sh *kit.Context) string {
	return sh.Cat.T(kit.SeatKey(sh, "review.screen.title", s.seat), kit.SeatName(sh, s.seat), kit.RulesName(sh, s.game.Variant().Name))
}

// progressLines are the weighing's progress: how many decisions of how
// many, a bar, the budget in words.
func (s *Screen) progressLines(sh *kit.Context, w int) []string {
	done, total := int(s.run.done.Load()), int(s.run.total.Load())
	cat := sh.Cat
	count := cat.T("review.screen.counting")
	frac := 0.0
	if total > 0 {
		count = cat.T("review.screen.progress", done, total)
		frac = float64(done) / float64(total)
	}
	barW := min(50, w-6)
	pct := strconv.Itoa(int(math.Floor(100*frac))) + "%"
	lines := []string{count, s.bar(sh, frac, barW) + " " + pct, ""}
	if total > 0 {
		lines = append(lines, kit.Wrap(cat.T("review.screen.budget", s.budget.samples(total)), w)...)
		lines = append(lines, "")
	}
	return append(lines, cat.T("review.screen.esc"))
}

// bar is a progress bar w cells wide, frac of it full (ASCII with
// letter tiles, for a terminal that may lack the blocks).
func (s *Screen) bar(sh *kit.Context, frac float64, w int) string {
	full, empty := "█", "░"
	if sh.Glyphs.Style == kit.TilesLetters {
		full, empty = "#", "."
	}
	n := min(w, max(0, int(math.Round(frac*float64(w)))))
	return sh.Theme.Accent.Render(strings.Repeat(full, n)) + sh.Theme.Dim.Render(strings.Repeat(empty, w-n))
}

// summaryLines are the review's summary: the hands and decisions, the
// agreement, the loss per hand, the losses by kind.
func (s *Screen) summaryLines(sh *kit.Context, w int) []string {
	rv, cat, wd := s.rv, sh.Cat, s.words
	var lines []string
	add := func(text string) { lines = append(lines, kit.Wrap(text, w)...) }
	add(cat.T("review.screen.weighed", rv.Hands, len(rv.Decisions)))
	if !rv.Complete {
		add(cat.T("review.incomplete"))
	}
	add(cat.T("review.agreement", int(math.Round(100*rv.Agreement())), rv.Agreed, len(rv.Decisions)))
	add(cat.T("review.loss", wd.Amount(rv.LossPerHand()), wd.Amount(rv.Loss)))
	kinds := make([]string, 0, len(review.Kinds))
	for _, k := range review.Kinds {
		kinds = append(kinds, cat.T("review.kind", wd.Kind(k), wd.Amount(rv.ByKind[k])))
	}
	return append(lines, pack(cat.T("review.screen.by_kind", ""), kinds, w)...)
}

// pack lays items out after a label, as many a line as fit in w cells
// (" · " between them), the lines after the first indented.
func pack(label string, items []string, w int) []string {
	const sep = " · "
	var lines []string
	cur := strings.TrimRight(label, " ")
	fresh := true // cur holds the label alone, or an indent alone
	for _, it := range items {
		next := cur + sep + it
		if fresh {
			next = cur + " " + it
		}
		if kit.CellWidth(next) > w && !fresh {
			lines = append(lines, cur)
			cur, fresh = strings.Repeat(" ", indent), true
			next = cur + it
		}
		cur, fresh = next, false
	}
	return append(lines, cur)
}

// entries are the decisions where the seat did not play the best
// action, costliest first, each worded in lines w cells wide.
func (s *Screen) entries(sh *kit.Context, w int) [][]string {
	var out [][]string
	wd := s.words
	for i := range s.rv.Decisions {
		d := &s.rv.Decisions[i]
		if d.Taken == d.Best {
			continue
		}
		turn := 1
		if d.Move >= 0 && d.Move < len(s.turn) {
			turn = s.turn[d.Move]
		}
		line := "review.screen.line"
		if d.Phase != rules.PhaseTurn {
			line = "review.screen.line_window" // a claim, a kong to rob: said
		}
		head := sh.Cat.T(line, len(out)+1, d.Hand+1, turn, wd.Phase(d.Phase),
			wd.Action(d.Taken), wd.Action(d.Best), wd.Amount(d.Cost), wd.Figure(d.Half), wd.Kind(d.Kind))
		lines := hang(head, w)
		for _, l := range kit.Wrap(wd.Reason(d), w-indent) {
			lines = append(lines, strings.Repeat(" ", indent)+sh.Theme.Dim.Render(l))
		}
		out = append(out, lines)
	}
	return out
}

// indent is the room left of a decision's lines after its first.
const indent = 3

// hang wraps text in w cells, the lines after the first indented.
func hang(text string, w int) []string {
	first := kit.Wrap(text, w)
	if len(first) < 2 {
		return first
	}
	out := []string{first[0]}
	for _, l := range kit.Wrap(strings.Join(first[1:], " "), w-indent) {
		out = append(out, strings.Repeat(" ", indent)+l)
	}
	return out
}

// listLines are the list's title and the decisions that fit in room
// lines from the offset (the offset bounded to the list).
func (s *Screen) listLines(sh *kit.Context, w, room int) []string {
	es := s.entries(sh, w)
	if len(es) == 0 {
		return kit.Wrap(sh.Cat.T("review.none"), w)
	}
	s.offset = min(max(0, s.offset), len(es)-1)
	var body []string
	n := 0
	for _, e := range es[s.offset:] {
		if len(body)+len(e) > room-1 && n > 0 {
			break
		}
		body = append(body, e...)
		n++
	}
	s.shown = n
	title := sh.Theme.Accent.Render(sh.Cat.T("review.screen.list"))
	if n < len(es) {
		title += "   " + sh.Theme.Dim.Render(sh.Cat.T("review.screen.more", s.offset+1, s.offset+n, len(es)))
	}
	return append([]string{title}, body...)
}
