package tui

import (
	"io"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
)

// Run plays until the player quits: the start menu (or the game at once
// when the settings say so), the table, the score sheets, the standings.
func Run(s Settings, opts Options, in io.Reader, out io.Writer) error {
	app, err := New(s, opts)
	if err != nil {
		return err
	}
	popts := []tea.ProgramOption{tea.WithInput(in), tea.WithOutput(out)}
	if !s.Colour {
		popts = append(popts, tea.WithColorProfile(colorprofile.Ascii))
	}
	_, err = tea.NewProgram(app, popts...).Run()
	return err
}
