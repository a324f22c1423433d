package safetext

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// unsafeRune reports whether a terminal could act on r rather than show
// it: the C0 controls (ESC starts every escape sequence) and DEL, the C1
// controls (U+0080-U+009F: CSI, OSC, DCS ... in one character), the
// line and paragraph separators, and the bidirectional marks, embeddings,
// overrides and isolates, which reorder the text around them.
func unsafeRune(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f:
		return true
	case r >= 0x2028 && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// Clean returns s with every unsafe character written out as an escape a
// person can read (`\x1b`, `\n`, `\u202e`) and every byte that is not
// UTF-8 as `\xNN`; text without any is returned as it is. The result
// never holds a control character, so an escape sequence in s is shown,
// never obeyed.
func Clean(s string) string {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 || unsafeRune(r) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n <= 1:
			b.WriteString(`\x`)
			b.WriteString(hex2(s[i]))
		case unsafeRune(r):
			b.WriteString(escape(r))
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

// Unsafe reports whether Clean would change s: for a name that must be
// refused rather than rewritten (a file name typed by the player).
func Unsafe(s string) bool { return Clean(s) != s }

// escape writes one unsafe rune as Go would quote it.
func escape(r rune) string {
	switch r {
	case '\a':
		return `\a`
	case '\b':
		return `\b`
	case '\f':
		return `\f`
	case '\n':
		return `\n`
	case '\r':
		return `\r`
	case '\t':
		return `\t`
	case '\v':
		return `\v`
	}
	if r < 0x80 {
		return `\x` + hex2(byte(r))
	}
	q := strconv.QuoteRuneToASCII(r) // '\u202e'
	return q[1 : len(q)-1]
}

// hex2 is a byte in two lower-case hex digits.
func hex2(c byte) string {
	const digits = "0123456789abcdef"
	return string([]byte{digits[c>>4], digits[c&15]})
}
