package serve

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/mahjong-tui/mahjong/internal/safetext"
)

// maxChat bounds a line of talk (characters, after it is made safe).
const maxChat = 120

// quickMessages are the quick messages' catalogue keys, in the order
// the talk line offers them: each session reads them in its own
// language.
var quickMessages = []string{
	"serve.quick.hello", "serve.quick.good_luck", "serve.quick.pung", "serve.quick.nice",
	"serve.quick.wait", "serve.quick.well_played", "serve.quick.bye",
}

// isQuick reports whether key is a quick message's.
func isQuick(key string) bool { return slices.Contains(quickMessages, key) }

// cleanChat makes a line said by a person fit for every other screen:
// bounded before any work, its white space (line breaks, tabs) made
// single spaces, every other character a terminal would act on written
// out (safetext: an escape sequence is shown, never obeyed), at most
// maxChat characters; "" when nothing is left.
func cleanChat(s string) string {
	if len(s) > 4*maxChat {
		s = s[:4*maxChat]
	}
	s = safetext.Clean(strings.Join(strings.Fields(s), " "))
	if utf8.RuneCountInString(s) > maxChat {
		s = string([]rune(s)[:maxChat])
	}
	return s
}
