package serve

import (
	"slices"
	"strings"
	"time"

	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// timers are the turn timers a new table may have (0: none).
var timers = []time.Duration{0, 15 * time.Second, 30 * time.Second, time.Minute, 2 * time.Minute}

// formLine is a line of the new-table form.
type formLine struct {
	kind   formKind
	option rules.OptionSpec // formOption's
}

type formKind uint8

const (
	formRules formKind = iota
	formOption
	formBots
	formTimer
	formPassword
	formCreate
)

// createForm is a new table's settings: the rule set and its options
// (from the rules registry), the bots' strength, the turn timer, the
// password. The bots are a level, or one of the operator's outside
// programs (progs, by label: a session never names a path).
type createForm struct {
	rs       rules.RuleSet
	options  rules.Options
	bots     bot.Level
	progs    []outsideBot
	program  int // 0: a level; i+1: progs[i]
	timer    time.Duration
	password textinput.Model // focused while the cursor is on its line
	cursor   int
}

// newCreateForm starts the form on a rule set (the registry's first when
// name is none), the bots chosen among the levels and progs.
func newCreateForm(name string, progs []outsideBot) createForm {
	rs, err := rules.RuleSetByName(name)
	if err != nil {
		rs = rules.RuleSets()[0]
	}
	return createForm{rs: rs, bots: seat.DefaultLevel, progs: progs, password: kit.NewSecretField(0, maxPassword)}
}

// lines are the form's lines: the rule set's options between the rule
// set and the bots.
func (f *createForm) lines() []formLine {
	out := []formLine{{kind: formRules}}
	for _, spec := range f.rs.Options {
		out = append(out, formLine{kind: formOption, option: spec})
	}
	return append(out, formLine{kind: formBots}, formLine{kind: formTimer}, formLine{kind: formPassword}, formLine{kind: formCreate})
}

func (f *createForm) line() formLine { return f.lines()[f.cursor] }

func (f *createForm) onCreate() bool   { return f.line().kind == formCreate }
func (f *createForm) onPassword() bool { return f.line().kind == formPassword }

// key moves between the lines, changes a value, or types the password.
func (f *createForm) key(k tea.KeyPressMsg) tea.Cmd {
	n := len(f.lines())
	switch k.String() {
	case "up":
		f.move((f.cursor + n - 1) % n)
		return nil
	case "down", "tab":
		f.move((f.cursor + 1) % n)
		return nil
	case "left":
		f.change(-1)
		return nil
	case "right":
		f.change(1)
		return nil
	}
	if f.onPassword() {
		var cmd tea.Cmd
		f.password, cmd = f.password.Update(kit.Printable(k))
		return cmd
	}
	switch k.String() {
	case "h":
		f.change(-1)
	case "l", "space":
		f.change(1)
	case "k":
		f.move((f.cursor + n - 1) % n)
	case "j":
		f.move((f.cursor + 1) % n)
	}
	return nil
}

// move puts the cursor on line i: the password takes the keys while the
// cursor is on it.
func (f *createForm) move(i int) {
	f.cursor = i
	if f.onPassword() {
		f.password.Focus()
		f.password.CursorEnd()
	} else {
		f.password.Blur()
	}
}

// passwordView is the password as drawn: a star a character, the cursor
// while it is typed.
func (f *createForm) passwordView() string {
	if f.onPassword() {
		return f.password.View()
	}
	return strings.Repeat("*", len([]rune(f.password.Value())))
}

// change steps the value of the line by d.
func (f *createForm) change(d int) {
	step := func(i, n int) int { return (i + d + n) % n }
	switch l := f.line(); l.kind {
	case formRules:
		all := rules.RuleSets()
		i := slices.IndexFunc(all, func(r rules.RuleSet) bool { return r.Name == f.rs.Name })
		f.rs = all[step(i, len(all))]
		f.options = f.rs.Only(f.options)
		f.move(0)
	case formOption:
		vals := l.option.Values
		i := slices.Index(vals, l.option.Value(f.options))
		if i < 0 {
			i = 0
		}
		_ = l.option.Set(&f.options, vals[step(i, len(vals))]) // a value of its own list
	case formBots:
		// The levels, then the programs.
		levels := seat.Levels()
		i := slices.Index(levels, f.bots)
		if f.program > 0 {
			i = len(levels) + f.program - 1
		}
		i = step(i, len(levels)+len(f.progs))
		f.bots, f.program = seat.DefaultLevel, 0
		if i < len(levels) {
			f.bots = levels[i]
		} else {
			f.program = i - len(levels) + 1
		}
	case formTimer:
		f.timer = timers[step(slices.Index(timers, f.timer), len(timers))]
	}
}

// config is the table the form describes.
func (f *createForm) config() (tableConfig, error) {
	opts := f.rs.Only(f.options)
	if _, err := f.rs.Variant(opts); err != nil {
		return tableConfig{}, err
	}
	cfg := tableConfig{Rules: f.rs.Name, Options: opts, Bots: f.bots, Timer: f.timer,
		Password: hashPassword(f.password.Value())}
	if f.program > 0 {
		cfg.Bots, cfg.Program = seat.DefaultLevel, f.progs[f.program-1].Path
	}
	return cfg, nil
}

// botsLabel is the bots' choice as shown: the program's label, or ""
// for a level.
func (f *createForm) botsLabel() string {
	if f.program > 0 {
		return f.progs[f.program-1].Label
	}
	return ""
}
