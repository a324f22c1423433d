package lessons

import (
	"strconv"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/learn"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/sheet"
	"github.com/mahjong-tui/mahjong/rules"
)

// drillState is a run of drills under way: its kind and level, the
// drill in front, the choice under the cursor, the verdict once
// answered.
type drillState struct {
	level    learn.Level
	run      learn.Run
	drill    *learn.Drill
	queue    []*learn.Drill // the run's drills still to come
	drawn    int            // the drills drawn so far (the next run's first)
	pick     int            // the choice under the cursor
	answered bool
	right    bool
	notes    []learn.Note
	sheet    []string // a score drill's sheet, once answered
}

// drillRules is the rule set each drill is drawn from: the menu's, or hk
// for the score and safe drills when the menu's does not score.
func drillRules(sh *kit.Context, k learn.DrillKind) (rules.Variant, error) {
	v, err := rules.VariantByName(sh.Settings.Rules)
	if err != nil || (k == learn.DrillScore || k == learn.DrillSafe) && v.Scoring == rules.ScoringNone {
		return rules.VariantByName("hk")
	}
	return v, nil
}

// startRun begins a run of ten drills of a kind at the list's level,
// drawn in one pass.
func (l *learnScreen) startRun(sh *kit.Context, k learn.DrillKind) {
	d := &l.drills
	d.run = learn.Run{Kind: k, Level: d.level}
	v, err := drillRules(sh, k)
	if err == nil {
		d.queue, err = learn.NewDrills(k, d.level, v, 1, d.drawn, learn.RunLength)
	}
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	d.drawn += len(d.queue)
	l.nextDrill(sh)
}

// nextDrill shows the run's next drill (a run short of drills draws
// more).
func (l *learnScreen) nextDrill(sh *kit.Context) {
	d := &l.drills
	if len(d.queue) == 0 {
		l.startRunMore(sh)
		if len(d.queue) == 0 {
			return
		}
	}
	d.drill, d.queue = d.queue[0], d.queue[1:]
	d.pick, d.answered, d.right, d.notes, d.sheet = 0, false, false, nil, nil
	sh.Seat(d.drill.Game)
	l.mode = learnDrill
}

// startRunMore draws more drills for the run under way.
func (l *learnScreen) startRunMore(sh *kit.Context) {
	d := &l.drills
	v, err := drillRules(sh, d.run.Kind)
	if err == nil {
		d.queue, err = learn.NewDrills(d.run.Kind, d.run.Level, v, 1, d.drawn, learn.RunLength-len(d.run.Answer))
	}
	if err != nil {
		l.errText, l.mode = err.Error(), learnList
		return
	}
	d.drawn += len(d.queue)
}

// drillKey answers a drill: a choice by its number, or moved to and
// entered; then enter draws the next drill, or ends the run.
func (l *learnScreen) drillKey(sh *kit.Context, k tea.KeyPressMsg) kit.Intent {
	d := &l.drills
	if key.Matches(k, l.keys.Back) || key.Matches(k, l.keys.Quit) {
		l.mode = learnList
		return nil
	}
	if d.answered {
		if key.Matches(k, l.keys.Select) {
			if d.run.Done() {
				l.startRun(sh, d.run.Kind)
			} else {
				l.nextDrill(sh)
			}
		}
		return nil
	}
	n := len(d.drill.Choices)
	switch i := atoi(k.String()); {
	case i >= 1 && i <= n:
		l.answer(sh, i-1)
	case key.Matches(k, l.keys.Up):
		d.pick = (d.pick + n - 1) % n
	case key.Matches(k, l.keys.Down):
		d.pick = (d.pick + 1) % n
	case key.Matches(k, l.keys.Select):
		l.answer(sh, d.pick)
	}
	return nil
}

// answer judges the choice i, counts it in the run and the progress,
// and keeps the run's result when it was the tenth.
func (l *learnScreen) answer(sh *kit.Context, i int) {
	d := &l.drills
	d.pick = i
	d.right, d.notes = d.drill.Judge(i)
	d.answered = true
	if d.drill.Kind == learn.DrillScore {
		d.sheet = scoreSheetLines(sh, d.drill.Variant, d.drill.Result, d.drill.Game.View(learn.Player))
	}
	d.run.Add(d.right)
	l.progress.Answer(d.drill.Kind.String(), d.right)
	if d.run.Done() {
		l.progress.FinishRun(d.run.Key(), d.run.Right())
	}
	l.save(sh)
}

// choiceText words a drill's choice: a tile by name, a set of waits, a
// total with its unit.
func choiceText(sh *kit.Context, d *learn.Drill, c learn.Choice) string {
	switch d.Kind {
	case learn.DrillWaits:
		return noteText(sh, learn.Note{Key: "learn.drill.waits_choice", Args: []any{c.Waits}})
	case learn.DrillScore:
		return explain.Amount(sh.Cat, c.Total, d.Result.Score.Unit)
	}
	return noteText(sh, learn.Note{Key: "learn.drill.tile_choice", Args: []any{c.Tile}})
}

// drawDrill draws a drill: the run's count, the table's context, the
// hand in the person's tile style, the question and its choices; once
// answered, the verdict and its reasons (a score drill: the sheet).
func (l *learnScreen) drawDrill(sh *kit.Context) *kit.Canvas {
	w, h := sh.Width, sh.Height
	c := kit.NewCanvas(w, h)
	cat := sh.Cat
	d := &l.drills
	dr := d.drill
	title := cat.T(dr.Kind.Prompt()+"_title") + " · " + cat.T("learn.drill.level."+dr.Level.String())
	lines := []string{sh.Theme.Heading.Render(title) + "  " + sh.Theme.Dim.Render(cat.T("learn.drill.run", len(d.run.Answer)+boolInt(!d.answered), learn.RunLength, d.run.Right())), ""}
	lines = append(lines, drillContext(sh, dr), "")
	lines = append(lines, drillHand(sh, dr)...)
	lines = append(lines, "", sh.Theme.Accent.Render(cat.T(dr.Kind.Prompt())))
	for i, ch := range dr.Choices {
		text := strconv.Itoa(i+1) + ". " + choiceText(sh, dr, ch)
		switch {
		case d.answered && ch.Right:
			text = sh.Theme.Accent.Render("✓ " + text)
		case i == d.pick:
			text = sh.Theme.Accent.Render("› " + text)
		default:
			text = "  " + text
		}
		lines = append(lines, text)
	}
	if d.answered {
		lines = append(lines, "")
		style := sh.Theme.Bad
		if d.right {
			style = sh.Theme.Accent
		}
		for _, n := range d.notes {
			lines = append(lines, kit.Wrap(style.Render(noteText(sh, n)), w-4)...)
		}
		lines = append(lines, d.sheet...)
		if d.run.Done() {
			best := l.progress.Runs[d.run.Key()].Best
			lines = append(lines, "", sh.Theme.Heading.Render(cat.T("learn.drill.run_done", d.run.Right(), learn.RunLength, best)))
		}
	}
	c.Put(2, 0, kit.Fit(lines, w-4, h-1)...)
	keys := cat.T("learn.drill.choices_keys", len(dr.Choices))
	if d.answered {
		keys = cat.T("learn.drill.next")
		if d.run.Done() {
			keys = cat.T("learn.drill.run_next")
		}
	}
	c.Put(0, h-1, keys)
	return c
}

// drillContext words the drill's table: its rule set, the seat's wind
// and the round's in words of the language; a won hand, who won it, as
// which wind, and how.
func drillContext(sh *kit.Context, d *learn.Drill) string {
	cat := sh.Cat
	v := d.View
	me := v.Players[v.Seat]
	how := ""
	if r := d.Result; r != nil {
		how = cat.T("score.how_self_drawn")
		if !r.Context.SelfDrawn {
			name, _ := sheet.WindNamer(sh, d.View)(r.Context.Discarder)
			how = cat.T("score.how_discard", name)
		}
		return cat.T("learn.drill.context_won", kit.RulesName(sh, d.Variant.Name), kit.SeatName(sh, r.Winner),
			cat.T("wind."+r.Context.SeatWind.String()), cat.T("wind."+r.Context.PrevailingWind.String()), how)
	}
	return cat.T("learn.drill.context", kit.RulesName(sh, d.Variant.Name), cat.T("wind."+me.Wind.String()),
		cat.T("wind."+v.Prevailing.String()), cat.T("learn.drill.tiles_left", v.TilesLeft))
}

// drillHand draws the hand the drill is about in the person's tile
// style: the concealed tiles (the drawn one apart), the declared melds;
// a won hand with its winning tile; a safe drill, the threat's discards.
func drillHand(sh *kit.Context, d *learn.Drill) []string {
	p := sh.Painter()
	cat := sh.Cat
	if r := d.Result; r != nil {
		row := p.Faces(r.Hand.Concealed)
		for _, m := range r.Hand.Melds {
			row += "  " + p.Group(m.Tiles(), m.Open)
		}
		if r.Hand.Winning != rules.NoTile {
			row += "  + " + p.Face(r.Hand.Winning)
		}
		if len(r.Hand.Bonus) > 0 {
			row += "  " + p.Faces(r.Hand.Bonus)
		}
		return []string{cat.T("learn.drill.won_hand", kit.SeatName(sh, r.Winner)), "  " + row}
	}
	me := d.View.Players[d.View.Seat]
	row := p.Faces(me.Concealed)
	if me.Drawn != rules.NoTile {
		row += "  " + p.Face(me.Drawn)
	}
	for _, m := range me.Melds {
		row += "  " + p.Meld(m)
	}
	out := []string{cat.T("learn.drill.hand"), "  " + row}
	if d.Threat != rules.NoSeat {
		var ts []rules.Tile
		for _, x := range d.View.Players[d.Threat].Discards {
			ts = append(ts, x.Tile)
		}
		out = append(out, cat.T("learn.drill.threat_discards", kit.SeatName(sh, d.Threat)), "  "+p.Faces(ts))
		for _, m := range d.View.Players[d.Threat].Melds {
			out[len(out)-1] += "  " + p.Meld(m)
		}
	}
	return out
}

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
