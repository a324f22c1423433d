package kit

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/rules"
)

// Discard marks, one cell after each discard's face. They say in
// characters what colour could only hint at.
const (
	MarkNone     = " "
	MarkLatest   = "<" // the latest discard of the table
	MarkClaimed  = "'" // taken by a claim
	MarkDeclared = "!" // discarded with a ready/calling declaration
	MarkWanted   = "+" // coach: a kind the hand could claim
)

// Painter draws tiles in a style with a theme. It only draws: what to
// draw has been decided by the view-model.
type Painter struct {
	Theme  *Theme
	Glyphs *Glyphs
	Inks   *Inks
}

// Inks are the pieces a Painter draws again and again, styled once per
// session (a style's Render is the costliest part of a frame): each
// tile's face, a back, the brackets and box sides, the marks.
type Inks struct {
	Faces                            [NumTiles]string
	Back, BackFace                   string
	Open, Close                      string // [ and ], dim
	BoxTop, BoxSide, BoxBottom       string
	Marks                            map[string]string // a discard's or a hand tile's mark, styled
	Digits                           [10]string        // the hand's digits, dim
	Dot, SelOpen, SelClose, DimBlank string
	// BoxMids are each face between the box's sides (Box's middle line);
	// Discards each face with each discard mark (discardMarks' order);
	// Counts the dim counts of concealed tiles, " N".
	BoxMids  [NumTiles]string
	Discards [NumTiles][len(discardMarks)]string
	Counts   [countsKept]string
	// painted are texts painted in an ink (Paint), the last frames'.
	painted map[paintKey]string
}

// Ink names a style of the theme a frame paints words in again and
// again (the status bar, a seat's header and level).
type Ink uint8

// The inks of Paint.
const (
	InkBar Ink = iota
	InkDim
	InkAccent
)

// paintKey is a text in an ink.
type paintKey struct {
	ink  Ink
	text string
}

// paintedKept bounds the texts Paint keeps (it forgets them all when
// more come: a frame paints a dozen).
const paintedKept = 64

// Paint is text in an ink of the theme, styled once while it comes back
// frame after frame (a style's Render is the costliest part of a frame).
func (p Painter) Paint(ink Ink, text string) string {
	k := paintKey{ink, text}
	if s, ok := p.Inks.painted[k]; ok {
		return s
	}
	st := &p.Theme.Dim
	switch ink {
	case InkBar:
		st = &p.Theme.Bar
	case InkAccent:
		st = &p.Theme.Accent
	}
	s := st.Render(text)
	if len(p.Inks.painted) >= paintedKept {
		clear(p.Inks.painted)
	}
	p.Inks.painted[k] = s
	return s
}

// discardMarks are the marks of a discard, in Inks.Discards' order.
var discardMarks = [...]string{MarkNone, MarkLatest, MarkClaimed, MarkDeclared, MarkWanted}

// countsKept bounds the counts of concealed tiles styled once (a hand
// holds at most 14 and a kong's replacement).
const countsKept = 20

// newInks styles the pieces of a tile style in a theme.
func newInks(th Theme, g *Glyphs) *Inks {
	k := &Inks{Marks: map[string]string{}, painted: map[paintKey]string{}}
	for t := range k.Faces {
		k.Faces[t] = th.TileStyle(rules.Tile(t)).Render(g.Face(rules.Tile(t)))
	}
	k.Back = th.Back.Render(g.Back())
	k.BackFace = th.Back.Render(strings.Repeat(g.Back(), FaceWidth/max(1, g.BackWidth())))
	k.Open, k.Close = th.Dim.Render("["), th.Dim.Render("]")
	k.BoxTop, k.BoxSide, k.BoxBottom = th.Dim.Render("┌──┐"), th.Dim.Render("│"), th.Dim.Render("└──┘")
	k.SelOpen, k.SelClose = th.Accent.Render("["), th.Accent.Render("]")
	k.Dot, k.DimBlank = th.Dim.Render("· "), th.Dim.Render(" ")
	for _, m := range []string{MarkNone, MarkLatest, MarkClaimed, MarkDeclared, MarkWanted, "r", "^", "s", "^!", "*"} {
		k.Marks[m] = th.Mark.Render(m)
	}
	for d := range k.Digits {
		k.Digits[d] = th.Dim.Render(strconv.Itoa(d))
	}
	for t, face := range k.Faces {
		k.BoxMids[t] = k.BoxSide + face + k.BoxSide
		for i, m := range discardMarks {
			k.Discards[t][i] = face + k.Marks[m]
		}
	}
	for n := range k.Counts {
		k.Counts[n] = " " + th.Dim.Render(strconv.Itoa(n))
	}
	return k
}

// Discard is a discard's face and its mark (a discard mark: MarkNone
// ...), as the seats' rows show it.
func (p Painter) Discard(t rules.Tile, mark string) string {
	if int(t) < NumTiles {
		for i, m := range discardMarks {
			if m == mark {
				return p.Inks.Discards[t][i]
			}
		}
	}
	return p.Face(t) + p.Mark(mark)
}

// Count is a count of concealed tiles, dim, after a space.
func (p Painter) Count(n int) string {
	if n >= 0 && n < countsKept {
		return p.Inks.Counts[n]
	}
	return " " + p.Theme.Dim.Render(strconv.Itoa(n))
}

// Face is a tile's face, two cells, coloured by suit.
func (p Painter) Face(t rules.Tile) string {
	if int(t) < NumTiles {
		return p.Inks.Faces[t]
	}
	return p.Theme.TileStyle(t).Render(p.Glyphs.Face(t))
}

// Back is a concealed tile seen from behind.
func (p Painter) Back() string { return p.Inks.Back }

// Mark is a mark styled (a discard's, a hand tile's).
func (p Painter) Mark(m string) string {
	if s, ok := p.Inks.Marks[m]; ok {
		return s
	}
	return p.Theme.Mark.Render(m)
}

// Faces writes tiles side by side, a space between them.
func (p Painter) Faces(tiles []rules.Tile) string {
	var b strings.Builder
	for i, t := range tiles {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(p.Face(t))
	}
	return b.String()
}

// Meld writes a declared meld in brackets, its tiles touching; a
// concealed kong shows two faces between two backs, as at the table.
func (p Painter) Meld(m rules.ExposedMeld) string {
	tiles := m.Meld.Tiles()
	var b strings.Builder
	b.WriteString(p.Inks.Open)
	for i, t := range tiles {
		if m.Kong == rules.KongConcealed && (i == 0 || i == len(tiles)-1) {
			back := p.Glyphs.Back()
			if p.Glyphs.BackWidth() < FaceWidth {
				back = strings.Repeat(back, FaceWidth/max(1, p.Glyphs.BackWidth()))
			}
			b.WriteString(p.Theme.Back.Render(Pad(back, FaceWidth)))
			continue
		}
		b.WriteString(p.Face(t))
	}
	b.WriteString(p.Inks.Close)
	return b.String()
}

// Group writes tiles touching, in brackets when exposed (as the
// notation writes a claimed meld).
func (p Painter) Group(tiles []rules.Tile, exposed bool) string {
	var b strings.Builder
	if exposed {
		b.WriteString(p.Inks.Open)
	}
	for _, t := range tiles {
		b.WriteString(p.Face(t))
	}
	if exposed {
		b.WriteString(p.Inks.Close)
	}
	return b.String()
}

// BackFace is a tile seen from behind, as wide as a face.
func (p Painter) BackFace() string { return p.Inks.BackFace }

// BackBox draws a tile seen from behind in a box.
func (p Painter) BackBox() [3]string {
	return [3]string{p.Inks.BoxTop, p.Inks.BoxSide + p.Inks.BackFace + p.Inks.BoxSide, p.Inks.BoxBottom}
}

// Box draws a tile in a box, three lines of four cells.
func (p Painter) Box(t rules.Tile) [3]string {
	if int(t) < NumTiles {
		return [3]string{p.Inks.BoxTop, p.Inks.BoxMids[t], p.Inks.BoxBottom}
	}
	return [3]string{p.Inks.BoxTop, p.Inks.BoxSide + p.Face(t) + p.Inks.BoxSide, p.Inks.BoxBottom}
}
