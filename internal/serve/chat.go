package serve

import (
	"slices"
	"strings"
	"unicode"
)

// maxChat bounds a line of talk (runes, after it is made safe).
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

// cleanChat makes a line typed by a person fit for every other screen:
// every character a terminal would act on (controls, escape sequences,
// bidirectional overrides) dropped, white space collapsed, at most
// maxChat characters; "" when nothing is left.
func cleanChat(s string) string {
	var b strings.Builder
	n := 0
	space := false
	for _, r := range strings.ToValidUTF8(s, "") {
		if n == maxChat {
			break
		}
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case !isPrintable(r):
			continue
		}
		if space {
			b.WriteByte(' ')
			n++
			space = false
			if n == maxChat {
				break
			}
		}
		b.WriteRune(r)
		n++
	}
	return b.String()
}

// isPrintable reports whether r may be shown as it is: controls (C0 and
// C1: escape sequences start with them) and format characters (the
// bidirectional overrides among them) are not printable.
func isPrintable(r rune) bool { return unicode.IsPrint(r) }
