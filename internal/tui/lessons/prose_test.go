package lessons

import (
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/learn"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/play"
	"github.com/mahjong-tui/mahjong/rules"
)

// tileCode finds a tile written in notation standing alone ("7z", "1f",
// "5m"), as prose must never write one.
var tileCode = regexp.MustCompile(`(^|[^0-9A-Za-z])([0-9][mpszfj])([^0-9A-Za-z]|$)`)

// bareCode returns the first tile code in a line that is not copyable
// notation (the score command, a hand written out to be copied), "" if
// none.
func bareCode(line string) string {
	line = ansi.Strip(line)
	if strings.Contains(line, "mahjong score") {
		return ""
	}
	if _, err := rules.ParseHand(strings.TrimSpace(line)); err == nil {
		return "" // the sheet's hand, in notation, beside its command
	}
	if m := tileCode.FindStringSubmatch(line); m != nil {
		return m[2]
	}
	return ""
}

// prose drops from a frame's lines what is not prose: the score
// command, wrapped over as many lines as it takes (copyable notation),
// and in the boxed style the rows of boxed faces.
func prose(lines []string, style kit.TileStyle) []string {
	var out []string
	command := false
	for _, line := range lines {
		plain := ansi.Strip(line)
		switch {
		case strings.Contains(plain, "mahjong score"):
			command = !strings.HasSuffix(strings.TrimSpace(plain), "'")
			continue
		case command:
			command = !strings.HasSuffix(strings.TrimSpace(plain), "'")
			continue
		case style == kit.TilesBoxed && strings.ContainsAny(plain, "│┌└"):
			continue
		}
		out = append(out, line)
	}
	return out
}

// proseStyles are the tile styles whose frames are checked: in the
// boxed style the faces are codes, so only the prose is (the lesson's
// banner, the drill's words); in the unicode style the whole frame.
var proseStyles = []kit.TileStyle{kit.TilesBoxed, kit.TilesUnicode}

// In the suite each lesson is checked at one of the eight languages,
// styles and sizes (in turn from lesson to lesson: each of them seen by
// three lessons or more); under MAHJONG_SOAK at every one.
//
// No lesson text on any frame of any lesson, played by its steps with a
// wrong move at each, names a tile in notation, in English and French,
// in the boxed and unicode styles, at 80x24 and 100x30.
func TestLessonFramesNameTilesInWords(t *testing.T) {
	frames := 0
	for si, style := range proseStyles {
		for li, lang := range i18n.Languages {
			for z, size := range [][2]int{{80, 24}, {100, 30}} {
				for i, les := range learn.Lessons() {
					if combo := (si*len(i18n.Languages)+li)*2 + z; !soak.On() && combo != i%(4*len(i18n.Languages)) {
						continue // the suite: each lesson at one language, style and size
					}
					s := testSettings("family", 1)
					s.Lang, s.Tiles = lang, style
					a := newHarness(s, Progress{})
					a.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
					for range i {
						press(a, "down")
					}
					press(a, "enter")
					check := func() {
						frames++
						l := a.screen.(*learnScreen)
						lines := strings.Split(content(a), "\n")
						sheet := l.mode == learnLesson && l.session.Done() && l.match.View().Result != nil && l.match.View().Result.Score.Unit != 0
						if style == kit.TilesBoxed && l.mode == learnLesson && !sheet {
							lines = lines[:min(len(lines), 1+len(l.banner(a.sh)))] // the banner's rows
						}
						for _, line := range prose(lines, style) {
							if c := bareCode(line); c != "" {
								t.Errorf("%s %s %dx%d %s: %q in %q", style, lang, size[0], size[1], les.ID, c, ansi.Strip(line))
							}
						}
						if l.mode == learnLesson && !sheet {
							seen(t, a, l, les.ID)
						}
					}
					check()
					press(a, "enter")
					playLessonByUpdates(t, a, check)
				}
			}
		}
	}
	t.Logf("%d frames", frames)
}

// seen checks that the lesson's banner hides nothing of its table: every
// seat in play shows its header, and the tiles the step is about are
// marked in the hand.
func seen(t *testing.T, a *harness, l *learnScreen, id string) {
	t.Helper()
	frame := ansi.Strip(content(a))
	v := l.match.View()
	for s := range rules.Seat(rules.NumSeats) {
		if v.InPlay(s) && !strings.Contains(frame, kit.SeatName(a.sh, s)) {
			t.Errorf("%s %dx%d: %s's seat is hidden:\n%s", id, a.sh.Width, a.sh.Height, kit.SeatName(a.sh, s), frame)
		}
	}
	vm := play.BuildVM(play.Input{Ctx: a.sh, Match: l.match, View: v, Screen: *l.table, HumanToPlay: true, Thinking: rules.NoSeat,
		Width: a.sh.Width, Hints: l.hints()})
	for _, h := range vm.Hand {
		if l.hints()[h.Tile] && !strings.Contains(ansi.Strip(h.Mark), "*") {
			t.Errorf("%s: %v, a tile of the step, is not marked", id, h.Tile)
		}
	}
}

// playLessonByUpdates plays the lesson in front by its steps, a wrong
// move before each, calling check after every key.
func playLessonByUpdates(t *testing.T, a *harness, check func()) {
	t.Helper()
	l := a.screen.(*learnScreen)
	for n := 0; !l.session.Done(); n++ {
		if n > 20 {
			t.Fatalf("%s: stuck", l.session.Lesson().ID)
		}
		st, _ := l.session.Step()
		v := l.session.View()
		for _, act := range v.Legal {
			if !st.Expect.Matches(act) && !(act.Kind == rules.ActDiscard && act.Declare) {
				for _, k := range keysFor(t, v, l.table.Selected(), act) {
					a.Update(k)
				}
				check()
				// Compared without spaces: a line may break after a hyphen (3-4).
				why := strings.Join(strings.Fields(lessonText(a.sh, l.session.Lesson(), st.Key+".why")), "")
				if got := strings.Join(strings.Fields(ansi.Strip(content(a))), ""); !strings.Contains(got, why) {
					t.Errorf("%s %s: the wrong move %v is not explained (want %q):\n%s", l.session.Lesson().ID, st.Key, act, why, content(a))
				}
				break
			}
		}
		v = l.session.View()
		for _, act := range v.Legal {
			if st.Expect.Matches(act) {
				for _, k := range keysFor(t, v, l.table.Selected(), act) {
					a.Update(k)
				}
				check()
				break
			}
		}
	}
}

// No drill's words name a tile in notation: each kind at each level, in
// both languages and both styles, before and after its answer (a score
// drill's sheet included); in the suite each drill in one of them, in
// turn.
func TestDrillFramesNameTilesInWords(t *testing.T) {
	hk, err := rules.VariantByName("hk")
	if err != nil {
		t.Fatal(err)
	}
	var drills []*learn.Drill // drawn once, shown in each style and language
	for _, kind := range learn.DrillKinds {
		for _, level := range learn.Levels {
			d, err := learn.NewDrill(kind, level, hk, 1, 0)
			if err != nil {
				t.Fatal(err)
			}
			drills = append(drills, d)
		}
	}
	for si, style := range proseStyles {
		for li, lang := range i18n.Languages {
			s := testSettings("hk", 1)
			s.Lang, s.Tiles = lang, style
			a := newHarness(s, Progress{})
			a.Update(tea.WindowSizeMsg{Width: 100, Height: 30})
			l := a.screen.(*learnScreen)
			for i, d := range drills {
				if combo := si*len(i18n.Languages) + li; !soak.On() && combo != i%(len(proseStyles)*len(i18n.Languages)) {
					continue // the suite: each drill in one style and language
				}
				l.drills = drillState{level: d.Level, run: learn.Run{Kind: d.Kind, Level: d.Level}, queue: []*learn.Drill{d}}
				l.nextDrill(a.sh)
				for _, answered := range []bool{false, true} {
					if answered {
						press(a, "2")
					}
					checkDrillFrame(t, a, l, style)
				}
				press(a, "esc")
			}
		}
	}
}

// checkDrillFrame checks a drill's frame: no tile in notation outside
// the rows of faces (the hand, the threat's discards, the sheet's sets in
// the boxed style).
func checkDrillFrame(t *testing.T, a *harness, l *learnScreen, style kit.TileStyle) {
	t.Helper()
	cat := a.sh.Cat
	won := strings.Split(cat.T("learn.drill.won_hand", "\x00"), "\x00")[0]
	hand := false
	for _, line := range prose(strings.Split(content(a), "\n"), style) {
		plain := strings.TrimSpace(ansi.Strip(line))
		if hand && style == kit.TilesBoxed {
			hand = false // the row of faces under the label
			continue
		}
		hand = plain == strings.TrimSpace(cat.T("learn.drill.hand")) || strings.HasPrefix(plain, won) ||
			strings.HasSuffix(plain, strings.TrimSpace(cat.T("learn.drill.threat_discards", "")))
		if c := bareCode(line); c != "" && !(style == kit.TilesBoxed && isSheetLine(l, line)) {
			t.Errorf("%s %s %v %v: %q in %q", style, cat.Lang, l.drills.drill.Kind, l.drills.drill.Level, c, plain)
		}
	}
}

// isSheetLine reports whether a line is one of the score drill's sheet
// lines, whose sets are drawn in the tile style (boxed faces read 5m).
func isSheetLine(l *learnScreen, line string) bool {
	for _, s := range l.drills.sheet {
		if ansi.Strip(s) == strings.TrimRight(strings.TrimPrefix(ansi.Strip(line), "  "), " ") {
			return true
		}
	}
	return false
}
