package tui

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
func drillRules(sh *shared, k learn.DrillKind) (rules.Variant, error) {
	v, err := rules.VariantByName(sh.settings.Rules)
	if err != nil || k == learn.DrillScore && v.Scoring == rules.ScoringNone {
		return rules.VariantByName("hk")
	}
	return v, nil
}

// learnScreen is the Learn entry: the list of lessons and drills, a
// lesson (its opening words, then its table and steps), a drill. The
// lesson's moves are judged by its session (package learn); a wrong one
// is not played, its explanation is shown.
type learnScreen struct {
	keys     menuKeys
	mode     learnMode
	cursor   int // the list's line: the lessons, then the drills
	lessons  []learn.Lesson
	progress store.Progress
	saveErr  string
	// standalone: the screen was opened by `mahjong learn`: leaving the
	// list quits.
	standalone bool

	// A lesson or a drill's table: the session or drill, the match that
	// draws it, the table's keys.
	lesson  int
	session *learn.Session
	match   *Match
	table   *tableScreen
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

// newLearnScreen opens the Learn list with the saved progress.
func newLearnScreen(a *App, standalone bool) *learnScreen {
	l := &learnScreen{keys: newMenuKeys(a.sh.cat), lessons: learn.Lessons(), standalone: standalone}
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
	if l.table != nil && (l.mode == learnLesson || l.mode == learnDrill && l.drill.Kind == learn.DrillDiscard) {
		return newTableKeys(a.sh.cat)
	}
	return l.keys
}

// backIntent leaves the Learn screen for the start menu.
type backIntent struct{}

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

// listKey moves in the list and opens a lesson or a drill.
func (l *learnScreen) listKey(a *App, k tea.KeyPressMsg) intent {
	n := len(l.lessons) + len(drillKinds)
	switch {
	case key.Matches(k, l.keys.Up):
		l.cursor = (l.cursor + n - 1) % n
	case key.Matches(k, l.keys.Down):
		l.cursor = (l.cursor + 1) % n
	case key.Matches(k, l.keys.Help):
		return helpIntent{}
	case key.Matches(k, l.keys.Select):
		if l.cursor < len(l.lessons) {
			l.lesson, l.mode = l.cursor, learnIntro
			return nil
		}
		l.openDrill(a, drillKinds[l.cursor-len(l.lessons)])
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
	l.session, l.notes, l.good = sess, nil, false
	l.match = watchMatch(g, settingsFor(a.sh, les.Rules, les.Options))
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
// step comes; wrong, its explanation is shown.
func (l *learnScreen) tryMove(a *App, act rules.Action) {
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

// openDrill draws the next drill of a kind.
func (l *learnScreen) openDrill(a *App, k learn.DrillKind) {
	v, err := drillRules(a.sh, k)
	if err == nil {
		l.drill, err = learn.NewDrill(k, v, 1, l.drillN)
	}
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	l.drillN++
	l.mode, l.answered, l.notes, l.named, l.typed, l.sheet, l.pick = learnDrill, false, nil, 0, "", nil, 0
	l.match = watchMatch(l.drill.Game.Clone(), settingsFor(a.sh, v.Name, v.Options))
	l.table = newTableScreen(a.sh, false)
	l.table.newDecision(l.match.View(), nil)
}

// drillKey answers a drill: a discard chosen on the table, waits named
// on the tile picker, a total typed; then enter draws the next one.
func (l *learnScreen) drillKey(a *App, k tea.KeyPressMsg) intent {
	d := l.drill
	if l.answered {
		switch {
		case key.Matches(k, l.keys.Select):
			l.openDrill(a, d.Kind)
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
		var in intent
		*l.table, in = l.table.handle(k, l.match.View(), true, nil)
		switch in := in.(type) {
		case playIntent:
			l.verdict(a)(d.JudgeDiscard(in.action.Tile))
		case confirmDiscardIntent:
			l.verdict(a)(d.JudgeDiscard(in.action.Tile))
		case quitIntent:
			l.mode = learnList
		case helpIntent:
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
			l.verdict(a)(d.JudgeWaits(l.named))
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
			l.verdict(a)(d.JudgeScore(n))
			l.sheet = scoreSheetLines(a.sh, d)
		case key.Matches(k, l.keys.Back):
			l.mode = learnList
		}
	}
	return nil
}

// verdict returns what shows a drill's verdict and counts it.
func (l *learnScreen) verdict(a *App) func(right bool, notes []learn.Note) {
	return func(right bool, notes []learn.Note) {
		l.answered, l.good, l.notes = true, right, notes
		l.progress.Answer(l.drill.Kind.String(), right)
		l.save(a)
	}
}

// scoreSheetLines explains a score drill's hand once answered: its
// items and where each payment comes from.
func scoreSheetLines(sh *shared, d *learn.Drill) []string {
	v := d.Game.View(learn.Player)
	ex, ok := explain.Explain(sh.cat, d.Variant, d.Result, windNamer(sh, v))
	if !ok {
		return nil
	}
	var out []string
	for _, it := range ex.Items {
		out = append(out, "  "+it.Name+"  "+it.Value)
	}
	out = append(out, "  "+sh.cat.T("score.total")+"  "+ex.Total)
	return append(out, ex.Payments...)
}

// noteText words a note of the lessons or drills: its tiles named in
// words (in their colour), its nested notes worded in turn.
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
		case learn.Note:
			args[i] = noteText(sh, x)
		default:
			args[i] = fmt.Sprint(x)
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
		s.note = sh.cat.T(l.session.Lesson().Done()) + " " + sh.cat.T("learn.finished")
		return s.layout(sh)
	case l.mode == learnDrill && l.drill.Kind != learn.DrillDiscard:
		return l.drawPicker(sh)
	}
	return l.drawTable(a)
}

// drawList draws the lessons (done ones marked) and the drills.
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
	lines = append(lines, cat.T("learn.menu.drills"))
	for i, k := range drillKinds {
		lines = append(lines, item(len(l.lessons)+i, cat.T(k.Prompt()+"_title")))
	}
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
	c.put(0, h-1, hm.ShortHelpView([]key.Binding{l.keys.Up, l.keys.Select, l.keys.Back}))
	return c
}

// drawIntro draws a lesson's opening words.
func (l *learnScreen) drawIntro(sh *shared) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	cat := sh.cat
	les := &l.lessons[l.lesson]
	lines := []string{sh.th.Heading.Render(fmt.Sprintf("%d. %s", l.lesson+1, cat.T(les.Title()))), ""}
	lines = append(lines, wrap(cat.T(les.Intro()), min(w-4, 76))...)
	steps := "learn.steps"
	if len(les.Steps) == 1 {
		steps = "learn.steps_one"
	}
	lines = append(lines, "", cat.T(steps, len(les.Steps)))
	c.put(2, 1, lines...)
	c.put(0, h-1, cat.T("learn.intro_keys"))
	return c
}

// drawTable draws a lesson's or a discard drill's table, the lesson's
// words in the coach's place.
func (l *learnScreen) drawTable(a *App) *canvas {
	sh := a.sh
	vm := buildTableVM(tableInput{sh: sh, m: l.match, v: l.match.View(), t: *l.table, humanToPlay: true,
		thinking: rules.NoSeat, width: sh.width})
	c := drawTable(vm, sh.painter(), sh.width, sh.height)
	// The lesson's words across the top of the table, over the hands the
	// scripted opponents hide: the full width, so that a sentence is read
	// whole; the player's discards, hand and prompt stay below.
	w := sh.width
	var lines []string
	for _, line := range l.panel(sh) {
		lines = append(lines, wrap(line, w-4)...)
	}
	room := layoutTable(w, sh.height, vm.boxed, vm.seats[placeAcross].empty).infoY - 2
	lines = fit(lines, w-4, room)
	rows := make([]string, 0, len(lines)+1)
	for _, line := range append(lines, "") {
		rows = append(rows, "  "+line+strings.Repeat(" ", max(0, w-2-cellWidth(line))))
	}
	c.layers = append(c.layers, block(strings.Join(rows, "\n"), 0, 1, 4))
	return c
}

// panel is what the lesson or drill says beside the table.
func (l *learnScreen) panel(sh *shared) []string {
	cat := sh.cat
	var out []string
	if l.mode == learnDrill {
		out = append(out, sh.th.Accent.Render(cat.T(l.drill.Kind.Prompt())))
	} else {
		les := l.session.Lesson()
		st, i := l.session.Step()
		if st == nil {
			out = append(out, sh.th.Heading.Render(cat.T(les.Title())), sh.th.Accent.Render(cat.T("learn.good")),
				cat.T(les.Done()), cat.T("learn.finished"))
			return out
		}
		out = append(out, sh.th.Heading.Render(cat.T(les.Title()))+" · "+cat.T("learn.step", i+1, len(les.Steps)),
			sh.th.Accent.Render(cat.T(st.Key)))
	}
	if l.good && l.mode == learnLesson {
		out = append(out, sh.th.Dim.Render(cat.T("learn.good")))
	}
	for _, n := range l.notes {
		style := sh.th.Bad
		if l.good {
			style = sh.th.Accent
		}
		out = append(out, style.Render(noteText(sh, n)))
	}
	if l.answered {
		out = append(out, sh.th.Dim.Render(cat.T("learn.drill.next")))
	}
	return out
}

// drawPicker draws the waits and score drills: the hand, then the tile
// picker or the total typed, then the verdict.
func (l *learnScreen) drawPicker(sh *shared) *canvas {
	w, h := sh.width, sh.height
	c := &canvas{w: w, h: h}
	cat, p := sh.cat, sh.painter()
	d := l.drill
	lines := []string{sh.th.Heading.Render(cat.T(d.Kind.Prompt() + "_title")), "", cat.T(d.Kind.Prompt()), ""}
	switch d.Kind {
	case learn.DrillWaits:
		me := d.View.Players[d.View.Seat]
		hand := p.faces(me.Concealed)
		for _, m := range me.Melds {
			hand += "  " + p.meld(m)
		}
		lines = append(lines, rulesName(sh, d.Variant.Name)+" · "+hand, "")
		var row []string
		for k := range rules.Tile(rules.NumKinds) {
			face := strings.TrimSpace(p.g.Face(k))
			mark := " "
			if l.named.Has(k) {
				mark = "✓"
			}
			cell := fmt.Sprintf("%s%-2s", mark, face)
			if int(k) == l.pick {
				cell = sh.th.Accent.Render("[" + cell + "]")
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
			cat.T("score.header", "", rulesName(sh, d.Variant.Name), r.Context.SeatWind, r.Context.PrevailingWind, how)[1:], "",
			cat.T("learn.drill.total", l.typed+"_"))
	}
	lines = append(lines, "")
	for _, n := range l.notes {
		style := sh.th.Bad
		if l.good {
			style = sh.th.Accent
		}
		lines = append(lines, wrap(style.Render(noteText(sh, n)), w-4)...)
	}
	lines = append(lines, l.sheet...)
	if l.answered {
		lines = append(lines, "", sh.th.Dim.Render(cat.T("learn.drill.next")))
	}
	c.put(2, 0, fit(lines, w-2, h-1)...)
	c.put(0, h-1, cat.T(d.Kind.Prompt()+"_keys"))
	return c
}
