package learn

import (
	"slices"

	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// explain says why a move is not the step's: the step's own words
// (Key+".why"), then what the engine or the strategy says of the move
// played against the move asked for.
func explain(l *Lesson, st *Step, v *rules.View, a rules.Action) []Note {
	notes := []Note{{Key: st.Key + ".why"}}
	legal := slices.Contains(v.Legal, a)
	switch {
	case !legal:
		notes = append(notes, Note{Key: "learn.not_legal"})
	case a.Kind == rules.ActDiscard && st.Expect.Kind == rules.ActDiscard && a.Declare != st.Expect.Declare:
		if st.Expect.Declare {
			notes = append(notes, Note{Key: "learn.should_declare"})
		} else {
			notes = append(notes, Note{Key: "learn.should_not_declare"})
		}
	case a.Kind == rules.ActDiscard && st.Expect.Kind == rules.ActDiscard && len(st.Expect.Tiles) > 0:
		variant, err := l.Variant()
		if err != nil {
			break
		}
		notes = append(notes, compareDiscards(strategy.Advise(*v, variant).Discards, a.Tile, st.Expect.Tiles)...)
	default:
		notes = append(notes, Note{Key: "learn.asks." + kindWord(st.Expect.Kind)})
	}
	return notes
}

// compareDiscards words the discard played and the one asked for by the
// strategy's measure: how far from ready each leaves the hand, and how
// many unseen tiles would bring it closer.
func compareDiscards(opts []strategy.DiscardOption, played rules.Tile, asked []rules.Tile) []Note {
	var p, q *strategy.DiscardOption
	for i := range opts {
		switch {
		case opts[i].Tile == played:
			p = &opts[i]
		case q == nil && slices.Contains(asked, opts[i].Tile):
			q = &opts[i]
		}
	}
	if p == nil || q == nil {
		return nil
	}
	return []Note{discardNote(p), discardNote(q)}
}

// discardNote words one discard: "discarding 9p leaves you ready, 8
// tiles to win" or "... 2 tiles from ready, 12 tiles help".
func discardNote(o *strategy.DiscardOption) Note {
	if o.Shanten <= 0 {
		return Note{Key: "learn.discard_ready", Args: []any{o.Tile, o.Tiles}}
	}
	return Note{Key: "learn.discard_away", Args: []any{o.Tile, o.Shanten, o.Tiles}}
}

// kindWord names an action kind in the catalogue's keys.
func kindWord(k rules.ActionKind) string {
	switch k {
	case rules.ActDiscard:
		return "discard"
	case rules.ActChow:
		return "chow"
	case rules.ActPung:
		return "pung"
	case rules.ActKong:
		return "kong"
	case rules.ActConcealedKong, rules.ActAddedKong:
		return "own_kong"
	case rules.ActWin:
		return "win"
	}
	return "pass"
}
