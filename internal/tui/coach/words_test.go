package coach

import (
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// plainWording writes tiles in notation and seats by number.
func plainWording(cat *i18n.Catalog) Wording {
	return Wording{Cat: cat,
		Tile:  func(t rules.Tile) string { return t.String() },
		Tiles: func(ts []rules.Tile) string { return rules.FormatTiles(ts) },
		Seat:  func(s rules.Seat) string { return "seat" + string(rune('0'+s)) },
		Option: func(a rules.Action) string {
			if a.Kind == rules.ActPung {
				return "2 Pung " + a.Tile.String()
			}
			return ""
		}}
}

func joined(ls []Line) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString(l.Text + "\n")
	}
	return b.String()
}

// The panel says ready only with a wait that wins: in hk the 9s wait of
// [777z] [123m] 456p 11z 99s stays under the 3-fan minimum, and the
// panel says so; the claim advice names the prompt's option and what
// the claim does; a complete hand warns before a discard.
func TestLines(t *testing.T) {
	cat := i18n.MustLoad("en")
	w := plainWording(cat)
	red := rules.Meld{Kind: rules.Pung, Tile: rules.Red, Open: true}
	chow := rules.Meld{Kind: rules.Chow, Tile: 0, Open: true}
	v := heldView(t, "456p 11z 99s", red, chow)
	a := Advise(v, rules.HKVariant())
	text := joined(Lines(w, &a, v, rules.HKVariant()))
	if !strings.Contains(text, "Coach: ready") || !strings.Contains(text, "Waits: 1z") ||
		!strings.Contains(text, "Not a win under the minimum of 3 fan: 9s") {
		t.Errorf("hk ready hand:\n%s", text)
	}
	v = heldView(t, "456p 22z 99s", red, chow)
	a = Advise(v, rules.HKVariant())
	text = joined(Lines(w, &a, v, rules.HKVariant()))
	if strings.Contains(text, "Coach: ready") || strings.Contains(text, "Waits:") {
		t.Errorf("hk hand no wait can win called ready:\n%s", text)
	}

	ts := tiles(t, "123m 456m 78m 55p 99s 7s")
	cv := rules.View{Seat: 0, Phase: rules.PhaseClaim, Turn: 3, TilesLeft: 60, Pending: rules.Tile(9 + 4), PendingFrom: 3}
	for s := range cv.Players {
		cv.Players[s] = rules.PlayerView{Seat: rules.Seat(s), Wind: rules.Wind(s), Drawn: rules.NoTile, ConcealedCount: 13}
	}
	cv.Players[0].Concealed = ts
	cv.Legal = []rules.Action{{Kind: rules.ActPung, Tile: rules.Tile(9 + 4)}, {Kind: rules.ActPass, Tile: rules.NoTile}}
	a = Advise(cv, rules.ClassicVariant())
	text = joined(Lines(w, &a, cv, rules.ClassicVariant()))
	if !strings.Contains(text, "Take it (2 Pung 5p)") || !strings.Contains(text, "ready, 10 tiles to win") ||
		!strings.Contains(text, "the concealed hand (×2) given up") {
		t.Errorf("classic claim:\n%s", text)
	}

	tv := turnView(t, "123m 456m 789m 123p 5p 5p", 60)
	tv.Legal = append(tv.Legal, rules.Action{Seat: 0, Kind: rules.ActWin, Tile: rules.NoTile})
	a = Advise(tv, rules.ClassicVariant())
	text = joined(Lines(w, &a, tv, rules.ClassicVariant()))
	if !a.Complete || !strings.Contains(text, "Mah-Jong! Press w") || !strings.Contains(text, "discarding throws the win away") {
		t.Errorf("complete hand:\n%s", text)
	}
}

// pow2: a discard a step behind the fastest hand, for a half flush worth
// eight times as much, says so (English and French).
func TestLinesValueTarget(t *testing.T) {
	v, err := rules.VariantByName("pow2")
	if err != nil {
		t.Fatal(err)
	}
	tv := turnView(t, "1235m 789m 11z 55z 4p 7p 6p", 60)
	a := Advise(tv, v)
	for lang, want := range map[string]string{"en": "a hand worth far more is a step away", "fr": "une main qui rapporte bien plus"} {
		text := joined(Lines(plainWording(i18n.MustLoad(lang)), &a, tv, v))
		if !strings.Contains(text, want) {
			t.Errorf("%s:\n%s", lang, text)
		}
	}
}
