package lessons

import (
	"fmt"
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
	learnList   learnMode = iota // the lessons and the drills
	learnIntro                   // a lesson's opening words
	learnLesson                  // a lesson being played
	learnDrill                   // a drill
)

// drillKinds are the drills of the menu, in its order.
var drillKinds = []learn.DrillKind{learn.DrillDiscard, learn.DrillWaits, learn.DrillScore}

// drillRules is the rule set each drill is drawn from: the menu's, or hk
// for the score drill when the menu's does not score.
func drillRules(sh *kit.Context, k learn.DrillKind) (rules.Variant, error) {
	v, err := rules.VariantByName(sh.Settings.Rules)
	if err != nil || k == learn.DrillScore && v.Scoring == rules.ScoringNone {
		return rules.VariantByName("hk")
	}
	return v, nil
}

// ID is the Learn screen's.
const ID kit.ScreenID = "learn"

// Progress keeps the Learn menu's progress (the lessons done, the drills
// answered); a nil function keeps nothing.
type Progress struct {
	Load func() (store.Progress, error)
	Save func(store.Progress) error
}

// learnScreen is the Learn entry: the list of lessons and drills, a
// lesson (its opening words, then its table and steps), a drill. The
// lesson's moves are judged by its session (package learn); a wrong one
// is not played, its explanation is shown.
type learnScreen struct {
	keys     kit.ListKeys
	mode     learnMode
	cursor   int // the list's line: the lessons, then the drills
	lessons  []learn.Lesson
	progress store.Progress
	hooks    Progress
	saveErr  string
	// standalone: the screen was opened by `mahjong learn`: leaving the
	// list quits.
	standalone bool

	// A lesson or a drill's table: the session or drill, the match that
	// draws it, the table's keys.
	lesson  int
	session *learn.Session
	match   *play.Match
	table   *play.TableScreen
	notes   []learn.Note // what the screen says of the last move
	good    bool         // the last move was right

	drill    *learn.Drill
	drillN   int           // the drills drawn so far (the next one's index)
	pick     int           // waits drill: the kind under the cursor
	named    rules.KindSet // waits drill: the kinds named
	typed    string        // score drill: the total typed
	answered bool
	sheet    []string // score drill: the explained sheet, once answered
	errText  string   // a drill or lesson that could not be made
}

// New opens the Learn list with the saved progress; standalone: opened by
// `mahjong learn`, leaving the list quits.
func New(sh *kit.Context, hooks Progress, standalone bool) kit.Screen {
	l := &learnScreen{keys: kit.NewListKeys(sh.Cat), lessons: learn.Lessons(), hooks: hooks, standalone: standalone}
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
	if l.table != nil && (l.mode == learnLesson || l.mode == learnDrill && l.drill.Kind == learn.DrillDiscard) {
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

// listKey moves in the list and opens a lesson or a drill.
func (l *learnScreen) listKey(sh *kit.Context, k tea.KeyPressMsg) kit.Intent {
	n := len(l.lessons) + len(drillKinds)
	switch {
	case key.Matches(k, l.keys.Up):
		l.cursor = (l.cursor + n - 1) % n
	case key.Matches(k, l.keys.Down):
		l.cursor = (l.cursor + 1) % n
	case key.Matches(k, l.keys.Help):
		return kit.Help{}
	case key.Matches(k, l.keys.Select):
		if l.cursor < len(l.lessons) {
			l.lesson, l.mode = l.cursor, learnIntro
			return nil
		}
		l.openDrill(sh, drillKinds[l.cursor-len(l.lessons)])
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
	l.session, l.notes, l.good = sess, nil, false
	l.match = play.WatchMatch(g, settingsFor(sh, les.Rules, les.Options))
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
// step comes; wrong, its explanation is shown.
func (l *learnScreen) tryMove(sh *kit.Context, act rules.Action) {
	ok, why, err := l.session.Try(act)
	switch {
	case err != nil:
		l.notes, l.good = []learn.Note{{Key: "learn.not_legal"}}, false
	case !ok:
		l.notes, l.good = why, false
	default:
		l.notes, l.good = nil, true
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

// openDrill draws the next drill of a kind.
func (l *learnScreen) openDrill(sh *kit.Context, k learn.DrillKind) {
	v, err := drillRules(sh, k)
	if err == nil {
		l.drill, err = learn.NewDrill(k, v, 1, l.drillN)
	}
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	l.drillN++
	l.mode, l.answered, l.notes, l.named, l.typed, l.sheet, l.pick = learnDrill, false, nil, 0, "", nil, 0
	l.match = play.WatchMatch(l.drill.Game.Clone(), settingsFor(sh, v.Name, v.Options))
	l.table = play.NewTableScreen(sh, l.match, false)
	l.table.NewDecision(l.match.View(), nil)
}

// drillKey answers a drill: a discard chosen on the table, waits named
// on the tile picker, a total typed; then enter draws the next one.
func (l *learnScreen) drillKey(sh *kit.Context, k tea.KeyPressMsg) kit.Intent {
	d := l.drill
	if l.answered {
		switch {
		case key.Matches(k, l.keys.Select):
			l.openDrill(sh, d.Kind)
		case key.Matches(k, l.keys.Back), key.Matches(k, l.keys.Quit):
			l.mode = learnList
		}
		return nil
	}
	switch d.Kind {
	case learn.DrillDiscard:
		if key.Matches(k, l.keys.Back) {
			l.mode = learnList
			return nil
		}
		var in kit.Intent
		*l.table, in = l.table.Handle(k, l.match.View(), true, nil)
		switch in := in.(type) {
		case play.Play:
			l.verdict(sh)(d.JudgeDiscard(in.Action.Tile))
		case play.ConfirmDiscard:
			l.verdict(sh)(d.JudgeDiscard(in.Action.Tile))
		case kit.Quit:
			l.mode = learnList
		case kit.Help:
			return in
		}
	case learn.DrillWaits:
		switch s := k.String(); {
		case s == "left" || s == "h":
			l.pick = (l.pick + rules.NumKinds - 1) % rules.NumKinds
		case s == "right" || s == "l":
			l.pick = (l.pick + 1) % rules.NumKinds
		case s == "up":
			l.pick = (l.pick + rules.NumKinds - 9) % rules.NumKinds
		case s == "down":
			l.pick = (l.pick + 9) % rules.NumKinds
		case s == "enter" || s == "space":
			t := rules.Tile(l.pick)
			if l.named.Has(t) {
				l.named &^= 1 << t
			} else {
				l.named.Add(t)
			}
		case s == "w":
			l.verdict(sh)(d.JudgeWaits(l.named))
		case key.Matches(k, l.keys.Back):
			l.mode = learnList
		}
	case learn.DrillScore:
		switch s := k.String(); {
		case len(s) == 1 && s[0] >= '0' && s[0] <= '9' && len(l.typed) < 4:
			l.typed += s
		case s == "backspace" && l.typed != "":
			l.typed = l.typed[:len(l.typed)-1]
		case s == "enter" && l.typed != "":
			n, _ := strconv.Atoi(l.typed)
			l.verdict(sh)(d.JudgeScore(n))
			l.sheet = scoreSheetLines(sh, d)
		case key.Matches(k, l.keys.Back):
			l.mode = learnList
		}
	}
	return nil
}

// verdict returns what shows a drill's verdict and counts it.
func (l *learnScreen) verdict(sh *kit.Context) func(right bool, notes []learn.Note) {
	return func(right bool, notes []learn.Note) {
		l.answered, l.good, l.notes = true, right, notes
		l.progress.Answer(l.drill.Kind.String(), right)
		l.save(sh)
	}
}

// scoreSheetLines explains a score drill's hand once answered: its
// items and where each payment comes from.
func scoreSheetLines(sh *kit.Context, d *learn.Drill) []string {
	v := d.Game.View(learn.Player)
	ex, ok := explain.Explain(sh.Cat, d.Variant, d.Result, sheet.WindNamer(sh, v))
	if !ok {
		return nil
	}
	var out []string
	for _, it := range ex.Items {
		out = append(out, "  "+it.Name+"  "+it.Value)
	}
	out = append(out, "  "+sh.Cat.T("score.total")+"  "+ex.Total)
	if ex.Limit != "" {
		out = append(out, "  "+ex.Limit)
	}
	return append(out, ex.Payments...)
}

// noteText words a note of the lessons or drills: its tiles in the
// person's style, its nested notes worded in turn.
func noteText(sh *kit.Context, n learn.Note) string {
	p := sh.Painter()
	args := make([]any, len(n.Args))
	for i, a := range n.Args {
		switch x := a.(type) {
		case rules.Tile:
			args[i] = strings.TrimSpace(p.Glyphs.Face(x))
		case rules.KindSet:
			var fs []string
			for _, t := range x.Tiles() {
				fs = append(fs, strings.TrimSpace(p.Glyphs.Face(t)))
			}
			if len(fs) == 0 {
				fs = []string{"—"}
			}
			args[i] = strings.Join(fs, " ")
		case learn.Note:
			args[i] = noteText(sh, x)
		default:
			args[i] = fmt.Sprint(x)
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
		s.Note = sh.Cat.T(l.session.Lesson().Done()) + " " + sh.Cat.T("learn.finished")
		return s.Layout(sh)
	case l.mode == learnDrill && l.drill.Kind != learn.DrillDiscard:
		return l.drawPicker(sh)
	}
	return l.drawTable(sh)
}

// drawList draws the lessons (done ones marked) and the drills.
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
	lines = append(lines, cat.T("learn.menu.drills"))
	for i, k := range drillKinds {
		lines = append(lines, item(len(l.lessons)+i, cat.T(k.Prompt()+"_title")))
	}
	if l.errText != "" {
		lines = append(lines, "", sh.Theme.Bad.Render(l.errText))
	}
	if l.saveErr != "" {
		lines = append(lines, "", sh.Theme.Bad.Render(l.saveErr))
	}
	// The list scrolls to keep the cursor on the screen.
	top := 0
	if cur := l.cursor + 5; len(lines) > h-2 && cur > h-4 {
		top = min(cur-(h-4), len(lines)-(h-2))
	}
	c.Put(2, 0, lines[top:min(len(lines), top+h-1)]...)
	hm := sh.Help
	hm.SetWidth(w)
	c.Put(0, h-1, hm.ShortHelpView([]key.Binding{l.keys.Up, l.keys.Select, l.keys.Back}))
	return c
}

// drawIntro draws a lesson's opening words.
func (l *learnScreen) drawIntro(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	cat := sh.Cat
	les := &l.lessons[l.lesson]
	lines := []string{sh.Theme.Heading.Render(fmt.Sprintf("%d. %s", l.lesson+1, cat.T(les.Title()))), ""}
	amount := func(n int, u rules.Unit) string { return explain.Amount(cat, n, u) }
	lines = append(lines, kit.Wrap(cat.T(les.Intro(), les.IntroArgs(amount)...), min(w-4, 76))...)
	steps := "learn.steps"
	if len(les.Steps) == 1 {
		steps = "learn.steps_one"
	}
	lines = append(lines, "", cat.T(steps, len(les.Steps)))
	c.Put(2, 1, lines...)
	c.Put(0, h-1, cat.T("learn.intro_keys"))
	return c
}

// drawTable draws a lesson's or a discard drill's table, the lesson's
// words in the coach's place.
func (l *learnScreen) drawTable(sh *kit.Context) *kit.Canvas {
	vm := play.BuildVM(play.Input{Ctx: sh, Match: l.match, View: l.match.View(), Screen: *l.table, HumanToPlay: true,
		Thinking: rules.NoSeat, Width: sh.Width})
	c := play.DrawTable(vm, sh.Painter(), sh.Width, sh.Height)
	// The lesson's words across the top of the table, over the hands the
	// scripted opponents hide: the full width, so that a sentence is read
	// whole; the player's discards, hand and prompt stay below.
	w := sh.Width
	var lines []string
	for _, line := range l.panel(sh) {
		lines = append(lines, kit.Wrap(line, w-4)...)
	}
	room := play.LayoutTable(w, sh.Height, vm.Boxed, vm.Seats[kit.PlaceAcross].Empty).InfoY - 2
	lines = kit.Fit(lines, w-4, room)
	rows := make([]string, 0, len(lines)+1)
	for _, line := range append(lines, "") {
		rows = append(rows, "  "+line+strings.Repeat(" ", max(0, w-2-kit.CellWidth(line))))
	}
	c.Add(kit.Block(strings.Join(rows, "\n"), 0, 1, 4))
	return c
}

// panel is what the lesson or drill says beside the table.
func (l *learnScreen) panel(sh *kit.Context) []string {
	cat := sh.Cat
	var out []string
	if l.mode == learnDrill {
		out = append(out, sh.Theme.Accent.Render(cat.T(l.drill.Kind.Prompt())))
	} else {
		les := l.session.Lesson()
		st, i := l.session.Step()
		if st == nil {
			out = append(out, sh.Theme.Heading.Render(cat.T(les.Title())), sh.Theme.Accent.Render(cat.T("learn.good")),
				cat.T(les.Done()), cat.T("learn.finished"))
			return out
		}
		out = append(out, sh.Theme.Heading.Render(cat.T(les.Title()))+" · "+cat.T("learn.step", i+1, len(les.Steps)),
			sh.Theme.Accent.Render(cat.T(st.Key)))
	}
	if l.good && l.mode == learnLesson {
		out = append(out, sh.Theme.Dim.Render(cat.T("learn.good")))
	}
	for _, n := range l.notes {
		style := sh.Theme.Bad
		if l.good {
			style = sh.Theme.Accent
		}
		out = append(out, style.Render(noteText(sh, n)))
	}
	if l.answered {
		out = append(out, sh.Theme.Dim.Render(cat.T("learn.drill.next")))
	}
	return out
}

// drawPicker draws the waits and score drills: the hand, then the tile
// picker or the total typed, then the verdict.
func (l *learnScreen) drawPicker(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	cat, p := sh.Cat, sh.Painter()
	d := l.drill
	lines := []string{sh.Theme.Heading.Render(cat.T(d.Kind.Prompt() + "_title")), "", cat.T(d.Kind.Prompt()), ""}
	switch d.Kind {
	case learn.DrillWaits:
		me := d.View.Players[d.View.Seat]
		hand := p.Faces(me.Concealed)
		for _, m := range me.Melds {
			hand += "  " + p.Meld(m)
		}
		lines = append(lines, kit.RulesName(sh, d.Variant.Name)+" · "+hand, "")
		var row []string
		for k := range rules.Tile(rules.NumKinds) {
			face := strings.TrimSpace(p.Glyphs.Face(k))
			mark := " "
			if l.named.Has(k) {
				mark = "✓"
			}
			cell := fmt.Sprintf("%s%-2s", mark, face)
			if int(k) == l.pick {
				cell = sh.Theme.Accent.Render("[" + cell + "]")
			} else {
				cell = " " + cell + " "
			}
			row = append(row, cell)
			if k%9 == 8 || k == rules.NumKinds-1 {
				lines = append(lines, strings.Join(row, ""))
				row = nil
			}
		}
	case learn.DrillScore:
		r := d.Result
		how := cat.T("score.how_self_drawn")
		if !r.Context.SelfDrawn {
			how = cat.T("score.how_discard", r.Context.Discarder)
		}
		lines = append(lines, r.Hand.String(),
			cat.T("score.header", "", kit.RulesName(sh, d.Variant.Name), r.Context.SeatWind, r.Context.PrevailingWind, how)[1:], "",
			cat.T("learn.drill.total", l.typed+"_"))
	}
	lines = append(lines, "")
	for _, n := range l.notes {
		style := sh.Theme.Bad
		if l.good {
			style = sh.Theme.Accent
		}
		lines = append(lines, kit.Wrap(style.Render(noteText(sh, n)), w-4)...)
	}
	lines = append(lines, l.sheet...)
	if l.answered {
		lines = append(lines, "", sh.Theme.Dim.Render(cat.T("learn.drill.next")))
	}
	c.Put(2, 0, kit.Fit(lines, w-2, h-1)...)
	c.Put(0, h-1, cat.T(d.Kind.Prompt()+"_keys"))
	return c
}

var _ kit.Screen = (*learnScreen)(nil)
