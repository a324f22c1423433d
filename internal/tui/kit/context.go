package kit

import (
	"errors"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/lipgloss/v2"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// Context is a program's session context, built once per program (a
// local game, a server's SSH session) and handed to every screen and
// overlay: the catalogue of its language, the theme of its colours, the
// tile faces of its style, the settings, the terminal's size and what the
// player must read besides the game. Nothing a screen draws with is
// global: two programs in one process (two sessions of a server) share
// only what is read-only (the catalogues and glyph sets, each loaded
// once).
type Context struct {
	Cat      *i18n.Catalog
	Theme    Theme
	Glyphs   *Glyphs
	Settings Settings
	Width    int
	Height   int
	Help     help.Model
	// CanExport: the program can write the game to a file (the e key).
	CanExport bool
	// Aids: the game in front is played here by the person, so that the
	// practice aids are offered (a hint, the toggles that are Aid);
	// never at a served table, nor when watching. CanTakeBack: a move
	// may be taken back too (the u key): the program's own bots play
	// every other seat (an outside program's answers cannot be asked
	// again).
	Aids        bool
	CanTakeBack bool
	// Names are the names of who sits at each seat at a served table
	// ("": the name by place); Spectator: a spectator's session.
	Names     [rules.NumSeats]string
	Spectator bool
	// Levels say who plays each seat in words, shown beside its name: a
	// bot's level ("club"), an outside program ("program: mybot"); "" for
	// a person.
	Levels [rules.NumSeats]string
	// Players is the number of seats in play at the game shown (4, or 3:
	// seat 3 is then empty); set when a game is put in front (Seat).
	Players int
	// Flash is a message said until the next key (an export written, a
	// notice at start); SaveErr the last autosave's failure, worded (""
	// once a save succeeds).
	Flash   string
	SaveErr string

	// inks are the tiles and marks styled once (Painter).
	inks *Inks
	// scr is the cell grid frames are drawn on, kept from frame to frame
	// (Canvas.Render), with the layers of the last frames.
	scr *grid
}

// NewContext builds a session context with the settings.
func NewContext(s Settings) *Context {
	sh := &Context{}
	sh.Apply(s)
	return sh
}

// Apply takes new settings: language, tiles and colours follow at once.
func (sh *Context) Apply(s Settings) {
	sh.Settings = s
	sh.Cat = i18n.MustLoad(s.Lang)
	sh.Theme = NewTheme(s.Colour)
	sh.Glyphs = MustGlyphs(s.Tiles)
	sh.inks = newInks(sh.Theme, sh.Glyphs)
	sh.Help = help.New()
	sh.Help.Styles = sh.Theme.Help
}

// Seat takes the game shown: its number of seats in play.
func (sh *Context) Seat(g *rules.Game) { sh.Players = g.Variant().Players }

// Seating is where the seats sit seen from the bottom seat (the person's,
// or a spectator's viewpoint).
func (sh *Context) Seating() Seating { return SeatingOf(sh.Settings.Seat, sh.Players) }

// Me is the person's seat, NoSeat for a spectator.
func (sh *Context) Me() rules.Seat {
	if sh.Spectator {
		return rules.NoSeat
	}
	return sh.Settings.Seat & 3
}

// Painter draws tiles in the session's style and theme.
func (sh *Context) Painter() Painter {
	return Painter{Theme: &sh.Theme, Glyphs: sh.Glyphs, Inks: sh.inks}
}

// Frame is the cells of the frame Canvas.Render drew last, by line (nil
// before the first): the text it returned, as cells, for a program that
// draws cells without reading that text back. They are the session's
// grid, drawn over by the next frame: read them before.
func (sh *Context) Frame() []uv.Line {
	if sh.scr == nil {
		return nil
	}
	return sh.scr.lines
}

// FrameVersions numbers the frame Frame gives (the frames Canvas.Render
// drew, this one's number) and, by line, the frame the line last
// changed in: a line whose number is at most that of a frame drawn
// before holds the cells it held then (nil lines before the first
// frame).
func (sh *Context) FrameVersions() (frame uint64, lines []uint64) {
	if sh.scr == nil {
		return 0, nil
	}
	return sh.scr.layers.frame, sh.scr.layers.changed
}

// screen returns the session's cell grid, w x h (blank when it was
// another size).
func (sh *Context) screen(w, h int) *grid {
	if sh.scr == nil {
		sh.scr = &grid{}
	}
	sh.scr.size(w, h)
	return sh.scr
}

// Alert is what the player must read besides the game: a save that
// failed, then a message said once.
func (sh *Context) Alert() string {
	switch {
	case sh.SaveErr != "" && sh.Flash != "":
		return sh.SaveErr + " " + sh.Flash
	case sh.SaveErr != "":
		return sh.SaveErr
	}
	return sh.Flash
}

// Describe words an error for the player: a save's or record's problem
// from the catalogue, any other by its text; either may quote a file's
// content or name, so it is made safe for the terminal (safetext).
func (sh *Context) Describe(err error) string {
	var se *store.Error
	if errors.As(err, &se) {
		return safetext.Clean(se.Message(sh.Cat))
	}
	return safetext.Clean(err.Error())
}

// MinWidth and MinHeight are the smallest terminal the table fits in: a
// smaller one is asked to grow (SmallView), unless the screen in front is
// Sized.
const (
	MinWidth  = 80
	MinHeight = 24
)

// SmallView asks for a larger window.
func SmallView(sh *Context) string {
	msg := sh.Cat.T("small.message", MinWidth, MinHeight, sh.Width, sh.Height)
	w := max(10, sh.Width-2)
	text := lipgloss.NewStyle().Width(w).Align(lipgloss.Center).Render(strings.Join(Wrap(msg, w), "\n"))
	return lipgloss.Place(sh.Width, sh.Height, lipgloss.Center, lipgloss.Center, text)
}

// BoxLayer is a dialog's text in a rounded box with padding, centred
// over the screen.
func BoxLayer(sh *Context, text string, padX int) Layer {
	box := lipgloss.NewStyle().Border(lipgloss.RoundedBorder()).Padding(1, padX).
		BorderForeground(sh.Theme.Accent.GetForeground()).Render(text)
	x := max(0, (sh.Width-Width(box))/2)
	y := max(0, (sh.Height-lipgloss.Height(box))/2)
	return Block(box, x, y, 5)
}
