package program

import (
	"io"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"

	"github.com/mahjong-tui/mahjong/internal/testproc"
)

// framed draws a fixed content; with cells set it gives it as cells too
// (a CellModel).
type framed struct {
	content string
	cells   []uv.Line
}

func (f framed) Init() tea.Cmd { return nil }

func (f framed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyPressMsg); ok && k.String() == "q" {
		return f, tea.Quit
	}
	return f, nil
}

func (f framed) View() tea.View {
	v := tea.NewView(f.content)
	v.AltScreen = true
	return v
}

// cellFramed is framed as a CellModel.
type cellFramed struct{ framed }

func (f cellFramed) FrameCells() []uv.Line { return f.cells }

func (f cellFramed) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := f.framed.Update(msg)
	return f, cmd
}

// output runs m on a 30x4 terminal until q and returns what it wrote.
func output(t *testing.T, m tea.Model) string {
	t.Helper()
	in, typed := io.Pipe()
	out := &testproc.Buffer{}
	prof := colorprofile.TrueColor
	p := New(m, Options{In: in, Out: out, Env: []string{"TERM=xterm-256color"}, Size: Size{30, 4}, Profile: &prof})
	done := make(chan error, 1)
	go func() { _, err := p.Run(); done <- err }()
	eventually(t, "a frame", func() bool { return len(out.String()) > 0 })
	_, _ = typed.Write([]byte("q"))
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// A frame drawn from its cells writes exactly what the same frame drawn
// from its text writes: colours, bold, a wide character, blanks with a
// background, a hyperlink.
func TestCellsDrawAsText(t *testing.T) {
	content := "\x1b[31;1mred\x1b[m plain 漢字 x\n\x1b[44m   \x1b[m blue bg\n\n" +
		"\x1b]8;;http://example.com\x07link\x1b]8;;\x07 end"
	buf := uv.NewScreenBuffer(30, 4)
	uv.NewStyledString(content).Draw(buf, buf.Bounds())
	lines := make([]uv.Line, 4)
	for y := range lines {
		lines[y] = buf.Line(y)
	}
	text := output(t, framed{content: content})
	cells := output(t, cellFramed{framed{content: content, cells: lines}})
	if text != cells {
		t.Fatalf("drawn from cells:\n%q\ndrawn from text:\n%q", cells, text)
	}
}
