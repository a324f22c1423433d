package seat

import (
	"errors"
	"slices"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// Every level of the table is a seat spec by its name, and reads back
// from its String; so does an outside program. Spaces around a spec do
// not matter.
func TestParseGood(t *testing.T) {
	for _, l := range Levels() {
		for _, spec := range []string{l.String(), " " + l.String() + " "} {
			s, err := Parse(spec)
			if err != nil || s != OfLevel(l) || s.String() != l.String() {
				t.Errorf("Parse(%q) = %+v, %v", spec, s, err)
			}
		}
	}
	s, err := Parse("exec:./my bot")
	if err != nil || s.Kind != Program || s.Path != "./my bot" || s.Level != DefaultLevel || s.String() != "exec:./my bot" {
		t.Errorf("exec: %+v, %v", s, err)
	}
	if again, err := Parse(s.String()); err != nil || again != s {
		t.Errorf("exec round trip: %+v, %v", again, err)
	}
}

// A spec that is neither a level nor a program is refused, as is a
// list of more seats than a table has.
func TestParseBad(t *testing.T) {
	for _, spec := range []string{"", "exec:", "Club", "grandmaster", "exec", "human", "club,", ",club", "club,,club",
		"club,club,club,club,club"} {
		if l, err := ParseList(spec); !errors.Is(err, ErrSpec) {
			t.Errorf("ParseList(%q) = %v, %v; want ErrSpec", spec, l, err)
		}
	}
}

// A list names one seat for every seat or one a seat: for every player
// count of the registry's rule sets, one spec fills every seat, as many
// specs as seats fill them in order, any other number is refused; the
// default is one club bot for every seat, whatever their number.
func TestListFollowsThePlayerCount(t *testing.T) {
	counts := map[int]bool{}
	for _, name := range rules.VariantNames() {
		for _, o := range []rules.Options{{}, rules.MustParseOptions("players=3")} {
			if v, err := rules.NewVariant(name, o); err == nil {
				counts[v.Players] = true
			}
		}
	}
	if !counts[3] || !counts[4] {
		t.Fatalf("player counts %v", counts)
	}
	levels := Levels()
	for n := range counts {
		def, err := Default().For(n)
		if err != nil || len(def) != n || slices.ContainsFunc(def, func(s Seat) bool { return s != OfLevel(DefaultLevel) }) {
			t.Errorf("%d players: default %v, %v", n, def, err)
		}
		one, err := ParseList(levels[len(levels)-1].String())
		if err != nil {
			t.Fatal(err)
		}
		if got, err := one.For(n); err != nil || len(got) != n {
			t.Errorf("%d players: one level gives %v, %v", n, got, err)
		}
		var names List
		for i := range n {
			names = append(names, OfLevel(levels[i%len(levels)]))
		}
		list, err := ParseList(names.String())
		if err != nil {
			t.Fatal(err)
		}
		if got, err := list.For(n); err != nil || !slices.Equal(got, []Seat(names)) {
			t.Errorf("%d players: %q gives %v, %v", n, names, got, err)
		}
		if got, err := list[:0:0].For(n); err == nil {
			t.Errorf("an empty list gives %v", got)
		}
		for m := 2; m <= rules.NumSeats; m++ {
			if m == n {
				continue
			}
			other := append(List(nil), names...)
			for len(other) < m {
				other = append(other, OfLevel(DefaultLevel))
			}
			if got, err := other[:m].For(n); !errors.Is(err, ErrSpec) {
				t.Errorf("%d seats named for %d: %v, %v", m, n, got, err)
			}
		}
	}
}

// At is lenient: one seat for every place, else the place's own, and
// nothing past the list.
func TestListAt(t *testing.T) {
	one := List{Exec("./b")}
	if s, ok := one.At(2); !ok || s != Exec("./b") {
		t.Errorf("one seat for every place: %v %v", s, ok)
	}
	two := List{OfLevel(bot.Club), Exec("./b")}
	if s, ok := two.At(1); !ok || s != Exec("./b") {
		t.Errorf("place 1: %v %v", s, ok)
	}
	if _, ok := two.At(2); ok {
		t.Error("a place past the list")
	}
	if !two.HasProgram() || (List{OfLevel(bot.Club)}).HasProgram() {
		t.Error("HasProgram")
	}
}

// The level table: every bot strength of package bot is in it; every
// level has a name the command line takes back, its words in every
// catalogue, and a bot that plays a legal action.
func TestLevelTable(t *testing.T) {
	for _, l := range bot.Levels {
		if !slices.Contains(Levels(), l) {
			t.Errorf("the bot level %v is not in the level table", l)
		}
	}
	if !slices.Contains(Levels(), DefaultLevel) {
		t.Fatalf("the default level %v is not in the table", DefaultLevel)
	}
	names := LevelNames()
	for i, l := range Levels() {
		if got, err := ParseLevel(l.String()); err != nil || got != l || names[i] != l.String() || l.String() == "?" {
			t.Errorf("level %d: %q reads as %v, %v", i, l.String(), got, err)
		}
		for _, lang := range i18n.Languages {
			if !i18n.MustLoad(lang).Has(l.Key()) {
				t.Errorf("%s: no words for the level %v (%s)", lang, l, l.Key())
			}
		}
		for _, name := range rules.VariantNames() {
			v, _ := rules.VariantByName(name)
			g, err := rules.NewGame(rules.Config{Variant: v, Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			view := g.View(g.Turn())
			a := NewBot(l, v, 1).Act(view)
			if !slices.ContainsFunc(view.Legal, func(b rules.Action) bool { return b.Kind == a.Kind && b.Tile == a.Tile }) {
				t.Errorf("%s %v: %v is not legal", name, l, a)
			}
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("an unknown level reads")
	}
}

// withLevel adds a level to the table for a test.
func withLevel(t *testing.T, e levelEntry) {
	saved := levels
	levels = append(slices.Clip(levels), e)
	t.Cleanup(func() { levels = saved })
}

// A level added to the table is one entry: it is listed, parsed (as a
// level and in lists), and its bots are made by its own factory; a
// level not in the table plays as the default level.
func TestNewLevelIsOneEntry(t *testing.T) {
	fake := bot.Level(200)
	var made []bot.Level
	withLevel(t, levelEntry{level: fake, make: func(l bot.Level, v rules.Variant, seed uint64) bot.Bot {
		made = append(made, l)
		return bot.New(bot.Beginner, v, seed)
	}})
	if !slices.Contains(Levels(), fake) || !slices.Contains(LevelNames(), fake.String()) {
		t.Fatalf("the new level is not listed: %v", Levels())
	}
	s, err := Parse(fake.String())
	if err != nil || s != OfLevel(fake) {
		t.Fatalf("Parse: %+v, %v", s, err)
	}
	list, err := ParseList(fake.String() + "," + DefaultLevel.String())
	if err != nil || list[0] != OfLevel(fake) {
		t.Fatalf("ParseList: %v, %v", list, err)
	}
	st := Build(Game{Variant: rules.HKVariant(), Seats: [rules.NumSeats]Seat{OfLevel(fake), OfLevel(fake)}}, Config{})
	if st.Bots[0] == nil || !slices.Equal(made, []bot.Level{fake, fake}) {
		t.Errorf("the new level's bots were made as %v", made)
	}
	made = nil
	if NewBot(bot.Level(201), rules.HKVariant(), 1) == nil || len(made) != 0 {
		t.Error("a level not in the table: no bot, or the new level's")
	}
}
