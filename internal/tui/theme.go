package tui

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

// NewTheme returns the game's styles, coloured or plain.
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
	th.Bar = lipgloss.NewStyle().Foreground(c("14")).Bold(true)
	th.Heading = lipgloss.NewStyle().Foreground(c("14")).Bold(true)
	th.Dim = lipgloss.NewStyle().Foreground(c("8"))
	th.Accent = lipgloss.NewStyle().Foreground(c("11")).Bold(true)
	th.Announce = lipgloss.NewStyle().Foreground(c("11")).Bold(true)
	th.Good = lipgloss.NewStyle().Foreground(c("10"))
	th.Bad = lipgloss.NewStyle().Foreground(c("9"))
	th.Mark = lipgloss.NewStyle().Foreground(c("11"))
	th.Back = lipgloss.NewStyle().Foreground(c("6"))
	th.Suits[rules.Characters] = lipgloss.NewStyle().Foreground(c("9"))
	th.Suits[rules.Circles] = lipgloss.NewStyle().Foreground(c("12"))
	th.Suits[rules.Bamboo] = lipgloss.NewStyle().Foreground(c("10"))
	th.Suits[rules.Honours] = lipgloss.NewStyle().Foreground(c("15")).Bold(true)
	th.Suits[rules.Bonuses] = lipgloss.NewStyle().Foreground(c("13"))
	th.Suits[rules.Jokers] = lipgloss.NewStyle().Foreground(c("14"))
	th.Dragons[0] = lipgloss.NewStyle().Foreground(c("12")).Bold(true)
	th.Dragons[1] = lipgloss.NewStyle().Foreground(c("10")).Bold(true)
	th.Dragons[2] = lipgloss.NewStyle().Foreground(c("9")).Bold(true)
	th.Help = help.Styles{
		ShortKey:       lipgloss.NewStyle().Foreground(c("12")),
		ShortDesc:      lipgloss.NewStyle().Foreground(c("7")),
		ShortSeparator: lipgloss.NewStyle().Foreground(c("8")),
		Ellipsis:       lipgloss.NewStyle().Foreground(c("8")),
		FullKey:        lipgloss.NewStyle().Foreground(c("12")),
		FullDesc:       lipgloss.NewStyle().Foreground(c("7")),
		FullSeparator:  lipgloss.NewStyle().Foreground(c("8")),
	}
	th.Table = table.Styles{
		Header:   plainTable.Header.Foreground(c("14")).Bold(true),
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
