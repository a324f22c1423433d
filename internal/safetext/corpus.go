package safetext

import "unicode/utf8"

// Corpus is hostile text for the tests of every printer: CSI, OSC, DCS,
// APC and PM sequences, C0 and C1 controls, and bidirectional overrides
// and isolates. None may reach a terminal raw (Raw finds what does).
var Corpus = []string{
	"\x1b[2J\x1b[H\x1b[?1049l",                    // CSI: clear the screen, leave the alternate screen
	"\x1b[31;1mred\x1b[0m",                        // CSI SGR
	"\x1b]0;pwned\x07",                            // OSC: the window title, BEL-terminated
	"\x1b]8;;http://x/\x1b\\link\x1b]8;;\x1b\\",   // OSC 8 hyperlink, ST-terminated
	"\x1b]52;c;cHduZWQ=\x07",                      // OSC 52: write the clipboard
	"\x1bP$q\"p\x1b\\",                            // DCS: request a setting
	"\x1b_apc\x1b\\\x1b^pm\x1b\\",                 // APC, PM
	"\x1bc",                                       // RIS: reset the terminal
	"\u009b2J\u009d0;c1 title\u0007\u0090q\u009c", // the same as C1 controls
	"\x9b2J raw C1 byte",                          // a C1 byte that is not UTF-8
	"a\x00b\x08c\x7fd\re\n\tf\x0e",                // C0 controls and DEL
	"tile \u202e z7 \u202c",                       // right-to-left override
	"\u202a\u202b\u202d\u2066\u2067\u2068\u2069\u200e\u200f\u061c", // embeddings, isolates, marks
	"line\u2028sep\u2029", // line and paragraph separators
}

// Raw returns the first character of s that a terminal would obey (an
// unsafe rune, or a byte that is not UTF-8) with what follows it, "" when
// there is none: what a test of a printer looks for in its output.
func Raw(s string) string {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 || unsafeRune(r) {
			return s[i:min(len(s), i+12)]
		}
		i += n
	}
	return ""
}

// RawExceptSGR is Raw for the output of a styled screen: its line
// breaks and the colour and attribute sequences the program writes
// itself (ESC [ digits and semicolons m) are allowed, anything else is
// reported.
func RawExceptSGR(s string) string {
	for i := 0; i < len(s); {
		if j := sgrEnd(s, i); j > i {
			i = j
			continue
		}
		if s[i] == '\n' {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 || unsafeRune(r) {
			return s[i:min(len(s), i+12)]
		}
		i += n
	}
	return ""
}

// sgrEnd is the end of the SGR sequence at s[i:], i when there is none.
func sgrEnd(s string, i int) int {
	if i+1 >= len(s) || s[i] != 0x1b || s[i+1] != '[' {
		return i
	}
	j := i + 2
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ';' || s[j] == ':') {
		j++
	}
	if j < len(s) && s[j] == 'm' {
		return j + 1
	}
	return i
}
