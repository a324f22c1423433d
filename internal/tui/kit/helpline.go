package kit

import (
	"slices"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/lipgloss/v2"
)

// HelpLine is the one-line help of bindings in at most w cells. When the
// whole line does not fit, whole keys are left out from the end, the
// help key (?, which lists every key) and the quit key kept: the line
// never ends in a key cut in the middle, nor loses the way out. Only a
// terminal too narrow for those two cuts the line.
func HelpLine(hm help.Model, w int, bindings []key.Binding) string {
	hm.SetWidth(0)
	shown := slices.Clone(bindings)
	for {
		line := hm.ShortHelpView(shown)
		if lipgloss.Width(line) <= w {
			return line
		}
		i := lastDroppable(shown)
		if i < 0 {
			hm.SetWidth(w)
			return hm.ShortHelpView(shown)
		}
		shown = slices.Delete(shown, i, i+1)
	}
}

// lastDroppable is the index of the last enabled binding that is neither
// the help key nor the quit key (-1: none).
func lastDroppable(bindings []key.Binding) int {
	for i := len(bindings) - 1; i >= 0; i-- {
		b := bindings[i]
		if !b.Enabled() {
			continue
		}
		if ks := b.Keys(); slices.Contains(ks, "?") || slices.Contains(ks, "q") {
			continue
		}
		return i
	}
	return -1
}
