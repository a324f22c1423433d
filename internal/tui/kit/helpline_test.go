package kit

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// A help line too long for its width leaves out whole keys from the end,
// never the help and quit keys, and never ends in a key cut short.
func TestHelpLineKeepsHelpAndQuit(t *testing.T) {
	b := func(k, desc string) key.Binding { return key.NewBinding(key.WithKeys(k), key.WithHelp(k, desc)) }
	bindings := []key.Binding{b("enter", "discard"), b("c", "coach"), b("x", "something long"), b("?", "help"),
		b("y", "another long one"), b("q", "quit"), b("z", "the last")}
	for w := 20; w <= 120; w++ {
		line := ansi.Strip(HelpLine(help.New(), w, bindings))
		if lipgloss.Width(line) > w || strings.Contains(line, "…") {
			t.Errorf("%d: %q", w, line)
		}
		if !strings.Contains(line, "? help") || !strings.Contains(line, "q quit") {
			t.Errorf("%d: the help or quit key is gone: %q", w, line)
		}
	}
	if line := ansi.Strip(HelpLine(help.New(), 200, bindings)); !strings.Contains(line, "z the last") {
		t.Errorf("a wide line left a key out: %q", line)
	}
}
