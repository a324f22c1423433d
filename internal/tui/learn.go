package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/learn"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// learnMode is what the Learn screen shows.
type learnMode uint8

const (
	learnList   learnMode = iota // the lessons, the drills, the glossary
	learnIntro                   // a lesson's opening words
	learnLesson                  // a lesson being played
	learnDrill                   // a drill
)

// learnScreen is the Learn entry: the list of lessons and drills, a
// lesson (its opening words, then its table and steps), a drill with
// its choices. The lesson's moves are judged by its session (package
// learn); a wrong one is not played, its explanation is shown.
type learnScreen struct {
	keys     menuKeys
	mode     learnMode
	cursor   int // the list's line: the lessons, the drills, the glossary
	lessons  []learn.Lesson
	progress store.Progress
	saveErr  string
	// standalone: the screen was opened by `mahjong learn`: leaving the
	// list quits.
	standalone bool

	// A lesson's table: the session, the match that draws it, the
	// table's keys.
	lesson  int
	session *learn.Session
	match   *Match
	table   *tableScreen
	notes   []learn.Note // what the screen says of the last move
	good    bool         // the last move was right
	asked   []rules.Tile // after a wrong move: the tiles the step asks for

	drills  drillState
	errText string // a drill or lesson that could not be made
}

// newLearnScreen opens the Learn list with the saved progress.
func newLearnScreen(a *App, standalone bool) *learnScreen {
	l := &learnScreen{keys: newMenuKeys(a.sh.cat), lessons: learn.Lessons(), standalone: standalone}
	l.drills.level = learn.Easy
	if h := a.opts.Hooks.LoadProgress; h != nil {
		p, err := h()
		if err != nil {
			l.saveErr = a.describe(err)
		}
		l.progress = p
	}
	return l
}

func (l *learnScreen) id() screenID { return screenLearn }

// keyMap is the list's bindings, or the table's during a lesson.
func (l *learnScreen) keyMap(a *App) help.KeyMap {
	if l.table != nil && l.mode == learnLesson {
		return newTableKeys(a.sh.cat)
	}
	return l.keys
}

// backIntent leaves the Learn screen for the start menu.
type backIntent struct{}

// glossaryIntent opens the glossary (Learn's list, the help screen).
type glossaryIntent struct{}

// update handles a key on the Learn screen.
func (l *learnScreen) update(a *App, msg tea.Msg) intent {
	k, isKey := msg.(tea.KeyPressMsg)
	if !isKey {
		return nil
	}
	switch l.mode {
	case learnList:
		return l.listKey(a, k)
	case learnIntro:
		switch {
		case key.Matches(k, l.keys.Select):
			l.startLesson(a)
		case key.Matches(k, l.keys.Back):
			l.mode = learnList
		}
		return nil
	case learnLesson:
		return l.lessonKey(a, k)
	}
	return l.drillKey(a, k)
}

// listLen is the number of lines of the list one can select: the
// lessons, the drills, the glossary.
func (l *learnScreen) listLen() int { return len(l.lessons) + len(learn.DrillKinds) + 1 }

// listKey moves in the list and opens a lesson, a drill or the
// glossary; on a drill, ←/→ change its level.
func (l *learnScreen) listKey(a *App, k tea.KeyPressMsg) intent {
	n := l.listLen()
	onDrill := l.cursor >= len(l.lessons) && l.cursor < len(l.lessons)+len(learn.DrillKinds)
	switch {
	case key.Matches(k, l.keys.Up):
		l.cursor = (l.cursor + n - 1) % n
	case key.Matches(k, l.keys.Down):
		l.cursor = (l.cursor + 1) % n
	case onDrill && key.Matches(k, l.keys.Left):
		l.drills.level = learn.Levels[(int(l.drills.level)+len(learn.Levels)-2)%len(learn.Levels)]
	case onDrill && key.Matches(k, l.keys.Right):
		l.drills.level = learn.Levels[int(l.drills.level)%len(learn.Levels)]
	case key.Matches(k, l.keys.Help):
		return helpIntent{}
	case k.String() == "g":
		return glossaryIntent{}
	case key.Matches(k, l.keys.Select):
		switch {
		case l.cursor < len(l.lessons):
			l.lesson, l.mode = l.cursor, learnIntro
		case onDrill:
			l.startRun(a, learn.DrillKinds[l.cursor-len(l.lessons)])
		default:
			return glossaryIntent{}
		}
	case key.Matches(k, l.keys.Back):
		if l.standalone {
			return quitIntent{}
		}
		return backIntent{}
	}
	return nil
}

// settingsFor are the settings the lesson's table is drawn with: the
// person's, at seat 0, under the lesson's rule set.
func settingsFor(sh *shared, rulesName string, o rules.Options) Settings {
	s := sh.settings
	s.Seat, s.Rules, s.Options, s.Coach = learn.Player, rulesName, o, false
	return s
}

// startLesson deals the lesson in front and shows its first step.
func (l *learnScreen) startLesson(a *App) {
	les := &l.lessons[l.lesson]
	sess, err := les.Start()
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	cfg, _ := les.Config()
	g, err := rules.NewGame(cfg)
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	l.session, l.notes, l.good, l.asked = sess, nil, false, nil
	l.match = watchMatch(g, settingsFor(a.sh, les.Rules, les.Options))
	a.sh.seat(g)
	l.table = newTableScreen(a.sh, false)
	l.sync()
	l.mode = learnLesson
}

// sync plays on the lesson's match the moves its session played.
func (l *learnScreen) sync() {
	done := l.match.game.NumActions()
	for _, act := range l.session.Game().Actions()[done:] {
		if err := l.match.Apply(act); err != nil {
			return
		}
	}
	l.table.newDecision(l.match.View(), nil)
}

// lessonKey reads the table's keys during a lesson: a move is judged by
// the session; once done, enter opens the next lesson, esc the list.
func (l *learnScreen) lessonKey(a *App, k tea.KeyPressMsg) intent {
	if l.session.Done() {
		switch {
		case key.Matches(k, l.keys.Select):
			if l.lesson+1 < len(l.lessons) {
				l.lesson++
				l.cursor = l.lesson
				l.mode = learnIntro
				return nil
			}
			l.mode = learnList
		case key.Matches(k, l.keys.Back), key.Matches(k, l.keys.Quit):
			l.mode = learnList
		}
		return nil
	}
	var in intent
	*l.table, in = l.table.handle(k, l.match.View(), true, nil)
	switch in := in.(type) {
	case playIntent:
		l.tryMove(a, in.action)
	case confirmDiscardIntent:
		l.tryMove(a, in.action)
	case helpIntent:
		return in
	case quitIntent:
		l.mode = learnList
	}
	return nil
}

// tryMove hands a move to the lesson: right, it is played and the next
// step comes; wrong, its explanation is shown and the tiles the step
// asks for light up.
func (l *learnScreen) tryMove(a *App, act rules.Action) {
	st, _ := l.session.Step()
	ok, why, err := l.session.Try(act)
	switch {
	case err != nil:
		l.notes, l.good = []learn.Note{{Key: "learn.not_legal"}}, false
	case !ok:
		l.notes, l.good = why, false
		if st != nil {
			l.asked = st.Expect.Tiles
		}
	default:
		l.notes, l.good, l.asked = nil, true, nil
		l.sync()
		if l.session.Done() {
			l.progress.Complete(l.session.Lesson().ID)
			l.save(a)
		}
	}
}

// save keeps the progress through the hook.
func (l *learnScreen) save(a *App) {
	if h := a.opts.Hooks.SaveProgress; h != nil {
		if err := h(l.progress); err != nil {
			l.saveErr = a.describe(err)
			return
		}
		l.saveErr = ""
	}
}

// lessonText words a lesson's text: its catalogue key, with the table's
// minimum to win as {0} (read from the lesson's scorer, "3 fan").
func lessonText(sh *shared, les *learn.Lesson, key string) string {
	return sh.cat.T(key, minimumText(sh, les))
}

// minimumText words the least a win needs at the lesson's table, from
// its scorer's terms ("3 fan"); "" where there is none.
func minimumText(sh *shared, les *learn.Lesson) string {
	v, err := les.Variant()
	if err != nil || v.Scoring == rules.ScoringNone {
		return ""
	}
	s, err := v.NewScorer()
	if err != nil {
		return ""
	}
	t, ok := rules.TermsOf(s)
	if !ok || t.Minimum == 0 {
		return ""
	}
	return explain.Amount(sh.cat, t.Minimum, t.Unit)
}

// noteText words a note of the lessons or drills: its tiles named in
// words (in their colour), seats by name, its nested notes worded in
// turn.
func noteText(sh *shared, n learn.Note) string {
	p := sh.painter()
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		switch x := a.(type) {
		case rules.Tile:
			args[i] = p.th.TileStyle(x).Render(explain.TileName(sh.cat, x))
		case rules.KindSet:
			var fs []string
			for _, t := range x.Tiles() {
				fs = append(fs, p.th.TileStyle(t).Render(explain.TileName(sh.cat, t)))
			}
			if len(fs) == 0 {
				fs = []string{"—"}
			}
			args[i] = strings.Join(fs, ", ")
		case rules.Seat:
			args[i] = seatName(sh, x)
		case learn.Note:
			args[i] = noteText(sh, x)
		default:
			args[i] = a
		}
	}
	return sh.cat.T(n.Key, args...)
}

// draw lays the Learn screen out.
func (l *learnScreen) draw(a *App) *canvas {
	sh := a.sh
	switch {
	case l.mode == learnList:
		return l.drawList(sh)
	case l.mode == learnIntro:
		return l.drawIntro(sh)
	case l.mode == learnLesson && l.session.Done() && l.match.View().Result != nil && l.match.View().Result.Score.Unit != 0:
		// A scoring lesson ends on its score sheet, read with the lesson's
		// closing words.
		s := newSheet(sh, l.match)
		s.note = lessonText(sh, l.session.Lesson(), l.session.Lesson().Done()) + " " + sh.cat.T("learn.finished")
		return s.layout(sh)
	case l.mode == learnDrill:
		return l.drawDrill(sh)
	}
	return l.drawTable(a)
}

// drawList draws the lessons (done ones marked), the drills with their
// level and best run, and the glossary.
func (l *learnScreen) drawList(sh *shared) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	cat := sh.cat
	lines := []string{sh.th.Heading.Render(cat.T("learn.menu.title")), ""}
	right, total := 0, 0
	for _, t := range l.progress.Drills {
		right, total = right+t.Right, total+t.Total
	}
	done := 0
	for _, les := range l.lessons {
		if l.progress.Done(les.ID) {
			done++
		}
	}
	lines = append(lines, cat.T("learn.menu.progress", done, len(l.lessons), right, total), "", cat.T("learn.menu.lessons"))
	item := func(i int, text string) string {
		if i == l.cursor {
			return sh.th.Accent.Render("› " + text)
		}
		return "  " + text
	}
	for i, les := range l.lessons {
		text := fmt.Sprintf("%2d. %s", i+1, cat.T(les.Title()))
		if l.progress.Done(les.ID) {
			text += "  " + sh.th.Dim.Render("✓ "+cat.T("learn.menu.done"))
		}
		lines = append(lines, item(i, text))
	}
	lines = append(lines, cat.T("learn.menu.drills")+" · "+cat.T("learn.drill.levels", cat.T("learn.drill.level."+l.drills.level.String())))
	for i, k := range learn.DrillKinds {
		text := cat.T(k.Prompt() + "_title")
		run := learn.Run{Kind: k, Level: l.drills.level}
		if r, ok := l.progress.Runs[run.Key()]; ok {
			text += "  " + sh.th.Dim.Render(cat.T("learn.drill.best", r.Best, learn.RunLength))
		}
		lines = append(lines, item(len(l.lessons)+i, text))
	}
	lines = append(lines, "", item(l.listLen()-1, cat.T("glossary.title")))
	if l.errText != "" {
		lines = append(lines, "", sh.th.Bad.Render(l.errText))
	}
	if l.saveErr != "" {
		lines = append(lines, "", sh.th.Bad.Render(l.saveErr))
	}
	// The list scrolls to keep the cursor on the screen.
	top := 0
	if cur := l.cursor + 5; len(lines) > h-2 && cur > h-4 {
		top = min(cur-(h-4), len(lines)-(h-2))
	}
	c.put(2, 0, lines[top:min(len(lines), top+h-1)]...)
	hm := sh.help
	hm.SetWidth(w)
	c.put(0, h-1, hm.ShortHelpView([]key.Binding{l.keys.Up, l.keys.Select, l.keys.Back})+"  "+sh.th.Dim.Render(cat.T("learn.menu.keys")))
	return c
}

// drawIntro draws a lesson's opening words.
func (l *learnScreen) drawIntro(sh *shared) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	cat := sh.cat
	les := &l.lessons[l.lesson]
	lines := []string{sh.th.Heading.Render(fmt.Sprintf("%d. %s", l.lesson+1, cat.T(les.Title()))), ""}
	lines = append(lines, wrap(lessonText(sh, les, les.Intro()), min(w-4, 76))...)
	steps := "learn.steps"
	if len(les.Steps) == 1 {
		steps = "learn.steps_one"
	}
	lines = append(lines, "", cat.T(steps, len(les.Steps)))
	c.put(2, 1, fit(lines, w-4, h-2)...)
	c.put(0, h-1, cat.T("learn.intro_keys"))
	return c
}

// bannerRows is the most rows the lesson's words take above its table;
// the table below keeps at least minLessonTable rows.
const (
	bannerRows     = 6
	minLessonTable = 17
)

// drawTable draws a lesson's table under the lesson's words: the words
// take their own rows at the top, and the table is laid out in the rows
// left, so that nothing of it is hidden (the seat across, its discards).
func (l *learnScreen) drawTable(a *App) *canvas {
	sh := a.sh
	w, h := sh.width, sh.height
	lines := l.banner(sh)
	tableH := h - len(lines)
	vm := buildTableVM(tableInput{sh: sh, m: l.match, v: l.match.View(), t: *l.table, humanToPlay: true,
		thinking: rules.NoSeat, width: w, hints: l.hints()})
	c := drawTable(vm, sh.painter(), w, tableH)
	// The bar stays on top; the banner under it, the table below.
	for i := range c.layers {
		if c.layers[i].y > 0 {
			c.layers[i].y += len(lines)
		}
	}
	c.h = h
	rows := make([]string, 0, len(lines))
	for _, line := range lines {
		rows = append(rows, "  "+line+strings.Repeat(" ", max(0, w-2-cellWidth(line))))
	}
	c.layers = append(c.layers, block(strings.Join(rows, "\n"), 0, 1, 4))
	return c
}

// banner is the lesson's words above its table, wrapped and cut to the
// rows it may take.
func (l *learnScreen) banner(sh *shared) []string {
	var lines []string
	for _, line := range l.panel(sh) {
		lines = append(lines, wrap(line, sh.width-4)...)
	}
	return fit(lines, sh.width-4, max(1, min(bannerRows, sh.height-minLessonTable)))
}

// hints are the hand's tiles the step is about (its Look), and after a
// wrong move the tiles it asks for.
func (l *learnScreen) hints() map[rules.Tile]bool {
	st, _ := l.session.Step()
	if st == nil {
		return nil
	}
	out := map[rules.Tile]bool{}
	for _, t := range slices.Concat(st.Look, l.asked) {
		out[t] = true
	}
	return out
}

// panel is what the lesson says above the table.
func (l *learnScreen) panel(sh *shared) []string {
	cat := sh.cat
	les := l.session.Lesson()
	st, i := l.session.Step()
	if st == nil {
		return []string{sh.th.Heading.Render(cat.T(les.Title())) + " · " + sh.th.Accent.Render(cat.T("learn.good")),
			lessonText(sh, les, les.Done()), cat.T("learn.finished")}
	}
	out := []string{sh.th.Heading.Render(cat.T(les.Title())) + " · " + cat.T("learn.step", i+1, len(les.Steps)),
		sh.th.Accent.Render(lessonText(sh, les, st.Key))}
	if l.good {
		out[0] += " · " + sh.th.Dim.Render(cat.T("learn.good"))
	}
	for j, n := range l.notes {
		text := noteText(sh, n)
		if j == 0 && n.Key == st.Key+".why" {
			text = lessonText(sh, les, n.Key)
		}
		out = append(out, sh.th.Bad.Render(text))
	}
	return out
}

// scoreSheetLines explains a won hand: its items (the sets in the
// person's tile style), the subtotal before the doublings, the total,
// where each payment comes from.
func scoreSheetLines(sh *shared, v rules.Variant, r *rules.HandResult, view rules.View) []string {
	ex, ok := explain.Explain(sh.cat, v, r, windNamer(sh, view))
	if !ok {
		return nil
	}
	var out []string
	sub, hasSub := explain.Subtotal(r.Score)
	for i, it := range r.Score.Items {
		if hasSub && it.Doublings > 0 && (i == 0 || r.Score.Items[i-1].Doublings == 0) {
			out = append(out, "  "+sh.cat.T("sheet.subtotal")+"  "+explain.Amount(sh.cat, sub, r.Score.Unit))
		}
		name := explain.ItemName(sh.cat, rules.ScoreItem{Key: it.Key, Kong: it.Kong})
		if it.Tiles != "" {
			name += " " + scoreItemSet(sh.g, it.Tiles)
		}
		out = append(out, "  "+name+"  "+ex.Items[i].Value)
	}
	out = append(out, "  "+sh.cat.T("score.total")+"  "+ex.Total)
	return append(out, ex.Payments...)
}

// atoi reads a digit key ("3") as a number, -1 otherwise.
func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || len(s) != 1 {
		return -1
	}
	return n
}
