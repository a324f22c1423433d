package lessons

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
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
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
	keys     kit.ListKeys
	mode     learnMode
	cursor   int // the list's line: the lessons, the drills, the glossary
	lessons  []learn.Lesson
	progress store.Progress
	hooks    Progress
	saveErr  string
	// standalone: the screen was opened by `mahjong learn`: leaving the
	// list quits.
	standalone bool

	// A lesson's table: the session, the match that draws it, the
	// table's keys.
	lesson  int
	session *learn.Session
	match   *play.Match
	table   *play.TableScreen
	notes   []learn.Note // what the screen says of the last move
	good    bool         // the last move was right
	asked   []rules.Tile // after a wrong move: the tiles the step asks for

	drills  drillState
	errText string // a drill or lesson that could not be made
}

// ID is the Learn screen's.
const ID kit.ScreenID = "learn"

// Progress keeps the Learn menu's progress (the lessons done, the drills
// answered, the runs' results); a nil function keeps nothing.
type Progress struct {
	Load func() (store.Progress, error)
	Save func(store.Progress) error
}

// New opens the Learn list with the saved progress; standalone: opened by
// `mahjong learn`, leaving the list quits.
func New(sh *kit.Context, hooks Progress, standalone bool) kit.Screen {
	l := &learnScreen{keys: kit.NewListKeys(sh.Cat), lessons: learn.Lessons(), hooks: hooks, standalone: standalone}
	l.drills.level = learn.Easy
	if h := hooks.Load; h != nil {
		p, err := h()
		if err != nil {
			l.saveErr = sh.Describe(err)
		}
		l.progress = p
	}
	return l
}

// ID is the Learn screen's.
func (l *learnScreen) ID() kit.ScreenID { return ID }

// KeyMap is the list's bindings, or the table's during a lesson.
func (l *learnScreen) KeyMap(sh *kit.Context) help.KeyMap {
	if l.table != nil && l.mode == learnLesson {
		return play.TableKeys(sh.Cat)
	}
	return l.keys
}

// Update handles a key on the Learn screen.
func (l *learnScreen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	k, isKey := msg.(tea.KeyPressMsg)
	if !isKey {
		return nil, nil
	}
	switch l.mode {
	case learnList:
		return l.listKey(sh, k), nil
	case learnIntro:
		switch {
		case key.Matches(k, l.keys.Select):
			l.startLesson(sh)
		case key.Matches(k, l.keys.Back):
			l.mode = learnList
		}
		return nil, nil
	case learnLesson:
		return l.lessonKey(sh, k), nil
	}
	return l.drillKey(sh, k), nil
}

// listLen is the number of lines of the list one can select: the
// lessons, the drills, the glossary.
func (l *learnScreen) listLen() int { return len(l.lessons) + len(learn.DrillKinds) + 1 }

// listKey moves in the list and opens a lesson, a drill or the
// glossary; on a drill, ←/→ change its level.
func (l *learnScreen) listKey(sh *kit.Context, k tea.KeyPressMsg) kit.Intent {
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
		return kit.Help{}
	case k.String() == "g":
		return kit.Glossary{}
	case key.Matches(k, l.keys.Select):
		switch {
		case l.cursor < len(l.lessons):
			l.lesson, l.mode = l.cursor, learnIntro
		case onDrill:
			l.startRun(sh, learn.DrillKinds[l.cursor-len(l.lessons)])
		default:
			return kit.Glossary{}
		}
	case key.Matches(k, l.keys.Back):
		if l.standalone {
			return kit.Quit{}
		}
		return kit.Back{}
	}
	return nil
}

// settingsFor are the settings the lesson's table is drawn with: the
// person's, at seat 0, under the lesson's rule set.
func settingsFor(sh *kit.Context, rulesName string, o rules.Options) kit.Settings {
	s := sh.Settings
	s.Seat, s.Rules, s.Options, s.Coach = learn.Player, rulesName, o, false
	return s
}

// startLesson deals the lesson in front and shows its first step.
func (l *learnScreen) startLesson(sh *kit.Context) {
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
	l.match = play.WatchMatch(g, settingsFor(sh, les.Rules, les.Options))
	sh.Seat(g)
	l.table = play.NewTableScreen(sh, l.match, false)
	l.sync()
	l.mode = learnLesson
}

// sync plays on the lesson's match the moves its session played.
func (l *learnScreen) sync() {
	done := l.match.Game().NumActions()
	for _, act := range l.session.Game().Actions()[done:] {
		if err := l.match.Apply(act); err != nil {
			return
		}
	}
	l.table.NewDecision(l.match.View(), nil)
}

// lessonKey reads the table's keys during a lesson: a move is judged by
// the session; once done, enter opens the next lesson, esc the list.
func (l *learnScreen) lessonKey(sh *kit.Context, k tea.KeyPressMsg) kit.Intent {
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
	var in kit.Intent
	*l.table, in = l.table.Handle(k, l.match.View(), true, nil)
	switch in := in.(type) {
	case play.Play:
		l.tryMove(sh, in.Action)
	case play.ConfirmDiscard:
		l.tryMove(sh, in.Action)
	case kit.Help:
		return in
	case kit.Quit:
		l.mode = learnList
	}
	return nil
}

// tryMove hands a move to the lesson: right, it is played and the next
// step comes; wrong, its explanation is shown and the tiles the step
// asks for light up.
func (l *learnScreen) tryMove(sh *kit.Context, act rules.Action) {
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
			l.save(sh)
		}
	}
}

// save keeps the progress through the hook.
func (l *learnScreen) save(sh *kit.Context) {
	if h := l.hooks.Save; h != nil {
		if err := h(l.progress); err != nil {
			l.saveErr = sh.Describe(err)
			return
		}
		l.saveErr = ""
	}
}

// lessonText words a lesson's text: its catalogue key, with the
// lesson's words' values (Lesson.IntroArgs: the table's minimum to win,
// read from its scorer, "3 fan") as {0}.
func lessonText(sh *kit.Context, les *learn.Lesson, key string) string {
	amount := func(n int, u rules.Unit) string { return explain.Amount(sh.Cat, n, u) }
	return sh.Cat.T(key, les.IntroArgs(amount)...)
}

// noteText words a note of the lessons or drills: its tiles named in
// words (in their colour), seats by name, its nested notes worded in
// turn.
func noteText(sh *kit.Context, n learn.Note) string {
	p := sh.Painter()
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		switch x := a.(type) {
		case rules.Tile:
			args[i] = p.Theme.TileStyle(x).Render(explain.TileName(sh.Cat, x))
		case rules.KindSet:
			var fs []string
			for _, t := range x.Tiles() {
				fs = append(fs, p.Theme.TileStyle(t).Render(explain.TileName(sh.Cat, t)))
			}
			if len(fs) == 0 {
				fs = []string{"—"}
			}
			args[i] = strings.Join(fs, ", ")
		case rules.Seat:
			args[i] = kit.SeatName(sh, x)
		case learn.Note:
			args[i] = noteText(sh, x)
		default:
			args[i] = a
		}
	}
	return sh.Cat.T(n.Key, args...)
}

// Draw lays the Learn screen out.
func (l *learnScreen) Draw(sh *kit.Context) *kit.Canvas {
	switch {
	case l.mode == learnList:
		return l.drawList(sh)
	case l.mode == learnIntro:
		return l.drawIntro(sh)
	case l.mode == learnLesson && l.session.Done() && l.match.View().Result != nil && l.match.View().Result.Score.Unit != 0:
		// A scoring lesson ends on its score sheet, read with the lesson's
		// closing words.
		s := sheet.New(sh, l.match)
		s.Note = lessonText(sh, l.session.Lesson(), l.session.Lesson().Done()) + " " + sh.Cat.T("learn.finished")
		return s.Layout(sh)
	case l.mode == learnDrill:
		return l.drawDrill(sh)
	}
	return l.drawTable(sh)
}

// drawList draws the lessons (done ones marked), the drills with their
// level and best run, and the glossary.
func (l *learnScreen) drawList(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	cat := sh.Cat
	lines := []string{sh.Theme.Heading.Render(cat.T("learn.menu.title")), ""}
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
			return sh.Theme.Accent.Render("› " + text)
		}
		return "  " + text
	}
	for i, les := range l.lessons {
		text := fmt.Sprintf("%2d. %s", i+1, cat.T(les.Title()))
		if l.progress.Done(les.ID) {
			text += "  " + sh.Theme.Dim.Render("✓ "+cat.T("learn.menu.done"))
		}
		lines = append(lines, item(i, text))
	}
	lines = append(lines, cat.T("learn.menu.drills")+" · "+cat.T("learn.drill.levels", cat.T("learn.drill.level."+l.drills.level.String())))
	for i, k := range learn.DrillKinds {
		text := cat.T(k.Prompt() + "_title")
		run := learn.Run{Kind: k, Level: l.drills.level}
		if r, ok := l.progress.Runs[run.Key()]; ok {
			text += "  " + sh.Theme.Dim.Render(cat.T("learn.drill.best", r.Best, learn.RunLength))
		}
		lines = append(lines, item(len(l.lessons)+i, text))
	}
	lines = append(lines, "", item(l.listLen()-1, cat.T("glossary.title")))
	if l.errText != "" {
		lines = append(lines, "", sh.Theme.Bad.Render(l.errText))
	}
	if l.saveErr != "" {
		lines = append(lines, "", sh.Theme.Bad.Render(l.saveErr))
	}
	// The keys on one line, or two when they do not fit in one (never
	// cut: the help key is last); the list scrolls above them to keep
	// the cursor on the screen.
	keys := kit.HelpLine(sh.Help, w, []key.Binding{l.keys.Up, l.keys.Select, l.keys.Back})
	footer := []string{keys + "  " + sh.Theme.Dim.Render(cat.T("learn.menu.keys"))}
	if kit.CellWidth(footer[0]) > w {
		footer = []string{keys, sh.Theme.Dim.Render(cat.T("learn.menu.keys"))}
	}
	rows := h - len(footer) + 1 // as h when the keys take one line
	top := 0
	if cur := l.cursor + 5; len(lines) > rows-2 && cur > rows-4 {
		top = min(cur-(rows-4), len(lines)-(rows-2))
	}
	c.Put(2, 0, lines[top:min(len(lines), top+rows-1)]...)
	c.Put(0, h-len(footer), footer...)
	return c
}

// drawIntro draws a lesson's opening words.
func (l *learnScreen) drawIntro(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	cat := sh.Cat
	les := &l.lessons[l.lesson]
	lines := []string{sh.Theme.Heading.Render(fmt.Sprintf("%d. %s", l.lesson+1, cat.T(les.Title()))), ""}
	lines = append(lines, kit.Wrap(lessonText(sh, les, les.Intro()), min(w-4, 76))...)
	steps := "learn.steps"
	if len(les.Steps) == 1 {
		steps = "learn.steps_one"
	}
	lines = append(lines, "", cat.T(steps, len(les.Steps)))
	c.Put(2, 1, kit.Fit(lines, w-4, h-2)...)
	c.Put(0, h-1, cat.T("learn.intro_keys"))
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
func (l *learnScreen) drawTable(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	lines := l.banner(sh)
	tableH := h - len(lines)
	vm := play.BuildVM(play.Input{Ctx: sh, Match: l.match, View: l.match.View(), Screen: *l.table, HumanToPlay: true,
		Thinking: rules.NoSeat, Width: w, Hints: l.hints()})
	c := play.DrawTable(vm, sh.Painter(), w, tableH)
	// The bar stays on top; the banner under it, the table below.
	c.ShiftDown(1, len(lines))
	rows := make([]string, 0, len(lines))
	for _, line := range lines {
		rows = append(rows, "  "+line+strings.Repeat(" ", max(0, w-2-kit.CellWidth(line))))
	}
	c.Add(kit.Block(strings.Join(rows, "\n"), 0, 1, 4))
	return c
}

// banner is the lesson's words above its table, wrapped and cut to the
// rows it may take.
func (l *learnScreen) banner(sh *kit.Context) []string {
	var lines []string
	for _, line := range l.panel(sh) {
		lines = append(lines, kit.Wrap(line, sh.Width-4)...)
	}
	return kit.Fit(lines, sh.Width-4, max(1, min(bannerRows, sh.Height-minLessonTable)))
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
func (l *learnScreen) panel(sh *kit.Context) []string {
	cat := sh.Cat
	les := l.session.Lesson()
	st, i := l.session.Step()
	if st == nil {
		return []string{sh.Theme.Heading.Render(cat.T(les.Title())) + " · " + sh.Theme.Accent.Render(cat.T("learn.good")),
			lessonText(sh, les, les.Done()), cat.T("learn.finished")}
	}
	out := []string{sh.Theme.Heading.Render(cat.T(les.Title())) + " · " + cat.T("learn.step", i+1, len(les.Steps)),
		sh.Theme.Accent.Render(lessonText(sh, les, st.Key))}
	if l.good {
		out[0] += " · " + sh.Theme.Dim.Render(cat.T("learn.good"))
	}
	for j, n := range l.notes {
		text := noteText(sh, n)
		if j == 0 && n.Key == st.Key+".why" {
			text = lessonText(sh, les, n.Key)
		}
		out = append(out, sh.Theme.Bad.Render(text))
	}
	return out
}

// scoreSheetLines explains a won hand: its items (the sets in the
// person's tile style), the subtotal before the doublings, the total,
// where each payment comes from.
func scoreSheetLines(sh *kit.Context, v rules.Variant, r *rules.HandResult, view rules.View) []string {
	ex, ok := explain.Explain(sh.Cat, v, r, sheet.WindNamer(sh, view))
	if !ok {
		return nil
	}
	var out []string
	sub, hasSub := explain.Subtotal(r.Score)
	for i, it := range r.Score.Items {
		if hasSub && it.Doublings > 0 && (i == 0 || r.Score.Items[i-1].Doublings == 0) {
			out = append(out, "  "+sh.Cat.T("sheet.subtotal")+"  "+explain.Amount(sh.Cat, sub, r.Score.Unit))
		}
		out = append(out, "  "+sheet.ItemName(sh, it)+"  "+ex.Items[i].Value)
	}
	out = append(out, "  "+sh.Cat.T("score.total")+"  "+ex.Total)
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

var _ kit.Screen = (*learnScreen)(nil)
