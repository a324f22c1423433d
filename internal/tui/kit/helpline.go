package kit

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
)

// HelpLine is the one-line help of bindings in at most w cells. When the
// whole line does not fit, whole keys are left out from the end, the
// help key (?, which lists every key) and the keys out (q, esc) kept:
// the line never ends in a key cut in the middle, nor loses the way out.
// Only a terminal too narrow for those cuts the line.
func HelpLine(hm help.Model, w int, bindings []key.Binding) string {
	hm.SetWidth(0)
	shown := slices.Clone(bindings)
	for {
		line := hm.ShortHelpView(shown)
		if Width(line) <= w {
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
// the help key nor a key out (-1: none).
func lastDroppable(bindings []key.Binding) int {
	for i := len(bindings) - 1; i >= 0; i-- {
		b := bindings[i]
		if !b.Enabled() {
			continue
		}
		if ks := b.Keys(); slices.Contains(ks, "?") || slices.Contains(ks, "q") || slices.Contains(ks, "esc") {
			continue
		}
		return i
	}
	return -1
}

// FullHelp is the full help of the groups of bindings (columns side by
// side) in at most w cells: the columns that do not fit beside the
// others go below them, never cut.
func FullHelp(hm help.Model, w int, groups [][]key.Binding) string {
	hm.SetWidth(0)
	var rows []string
	var cur [][]key.Binding
	for _, g := range groups {
		next := append(slices.Clone(cur), g)
		if len(cur) > 0 && Width(hm.FullHelpView(next)) > w {
			rows = append(rows, hm.FullHelpView(cur))
			next = [][]key.Binding{g}
		}
		cur = next
	}
	if len(cur) > 0 {
		rows = append(rows, hm.FullHelpView(cur))
	}
	return strings.Join(rows, "\n\n")
}
