package play

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// A seat's header longer than its column (a four-digit score, the
// dealer, CALLING) goes on two lines at its spaces: nothing is cut.
func TestSeatHeaderNeverCut(t *testing.T) {
	s := SeatVM{Header: "> N  Hao  +1024  dealer  CALLING", Level: "expert"}
	for _, w := range []int{25, 28, 32} {
		lines := seatLines(s, w, 8)
		text := strings.Join(lines, " ")
		for _, l := range lines {
			if ansi.StringWidth(l) > w || strings.Contains(l, "…") {
				t.Errorf("%d: %q", w, l)
			}
		}
		for _, word := range []string{"CALLING", "dealer", "+1024", "expert"} {
			if !strings.Contains(text, word) {
				t.Errorf("%d: %q lost: %q", w, word, lines)
			}
		}
	}
}
