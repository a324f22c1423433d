package kit

import (
	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/table"
	"charm.land/lipgloss/v2"

	"github.com/mahjong-tui/mahjong/rules"
)

// Theme holds every style of the game. Colour only ever repeats what the
// text already says (a tile's face names its suit, a mark names its
// meaning): the plain theme (NO_COLOR) draws the same characters.
type Theme struct {
	Colour bool

	Bar      lipgloss.Style // the status bar at the top
	Heading  lipgloss.Style // screen titles
	Dim      lipgloss.Style // secondary text, box borders
	Accent   lipgloss.Style // the seat to play, the selected choice
	Announce lipgloss.Style // "Pung!", "Mah-Jong!"
	Good     lipgloss.Style // gains, a win
	Bad      lipgloss.Style // losses, errors
	Mark     lipgloss.Style // marks under the hand (digits, coach marks)
	Back     lipgloss.Style // concealed tiles seen from behind

	// Suits colours a face by its family; Dragons by dragon (white,
	// green, red).
	Suits   [6]lipgloss.Style
	Dragons [3]lipgloss.Style

	Help  help.Styles
	Table table.Styles
}

// NewTheme returns the game's styles, coloured or plain. The colours are
// the eight basic ones (and grey), readable on dark and light backgrounds
// alike; the terminal's own palette decides their shades.
func NewTheme(colour bool) Theme {
	th := Theme{Colour: colour}
	plainTable := table.Styles{
		Header:   lipgloss.NewStyle().Padding(0, 1),
		Cell:     lipgloss.NewStyle().Padding(0, 1),
		Selected: lipgloss.NewStyle(),
	}
	th.Table = plainTable
	th.Help = help.Styles{}
	if !colour {
		return th
	}
	c := lipgloss.Color
	th.Bar = lipgloss.NewStyle().Foreground(c("6")).Bold(true)
	th.Heading = lipgloss.NewStyle().Foreground(c("6")).Bold(true)
	th.Dim = lipgloss.NewStyle().Foreground(c("8"))
	th.Accent = lipgloss.NewStyle().Foreground(c("3")).Bold(true)
	th.Announce = lipgloss.NewStyle().Foreground(c("5")).Bold(true)
	th.Good = lipgloss.NewStyle().Foreground(c("2"))
	th.Bad = lipgloss.NewStyle().Foreground(c("1"))
	th.Mark = lipgloss.NewStyle().Foreground(c("3")).Bold(true)
	th.Back = lipgloss.NewStyle().Foreground(c("6"))
	th.Suits[rules.Characters] = lipgloss.NewStyle().Foreground(c("1"))
	th.Suits[rules.Circles] = lipgloss.NewStyle().Foreground(c("4"))
	th.Suits[rules.Bamboo] = lipgloss.NewStyle().Foreground(c("2"))
	th.Suits[rules.Honours] = lipgloss.NewStyle().Bold(true)
	th.Suits[rules.Bonuses] = lipgloss.NewStyle().Foreground(c("5"))
	th.Suits[rules.Jokers] = lipgloss.NewStyle().Foreground(c("6")).Bold(true)
	th.Dragons[0] = lipgloss.NewStyle().Foreground(c("4")).Bold(true)
	th.Dragons[1] = lipgloss.NewStyle().Foreground(c("2")).Bold(true)
	th.Dragons[2] = lipgloss.NewStyle().Foreground(c("1")).Bold(true)
	th.Help = help.Styles{
		ShortKey:       lipgloss.NewStyle().Foreground(c("4")).Bold(true),
		ShortDesc:      lipgloss.NewStyle(),
		ShortSeparator: lipgloss.NewStyle().Foreground(c("8")),
		Ellipsis:       lipgloss.NewStyle().Foreground(c("8")),
		FullKey:        lipgloss.NewStyle().Foreground(c("4")).Bold(true),
		FullDesc:       lipgloss.NewStyle(),
		FullSeparator:  lipgloss.NewStyle().Foreground(c("8")),
	}
	th.Table = table.Styles{
		Header:   plainTable.Header.Foreground(c("6")).Bold(true),
		Cell:     plainTable.Cell,
		Selected: lipgloss.NewStyle(),
	}
	return th
}

// TileStyle returns the style of a tile's face.
func (th Theme) TileStyle(t rules.Tile) lipgloss.Style {
	if t.IsDragon() {
		return th.Dragons[t-rules.White]
	}
	if !t.Valid() {
		return th.Dim
	}
	return th.Suits[t.Suit()]
}
