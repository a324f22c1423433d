package safetext

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCleanEscapesWhatATerminalObeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text 123m [777z] +2z", "plain text 123m [777z] +2z"},
		{"été 東 🀄", "été 東 🀄"},
		{"\x1b[2J\x1b[?1049l", `\x1b[2J\x1b[?1049l`},
		{"\x1b]0;pwned\x07", `\x1b]0;pwned\a`},
		{"\x1bP+q\x1b\\", `\x1bP+q\x1b\`},
		{"a\nb\tc\rd", `a\nb\tc\rd`},
		{"\x00\x7f", `\x00\x7f`},
		{"\u009b31m\u009d0;x\u0090", `\u009b31m\u009d0;x\u0090`},
		{"abc\u202edcba\u202c", `abc\u202edcba\u202c`},
		{"\u2066x\u2069\u200f\u061c\u2028", `\u2066x\u2069\u200f\u061c\u2028`},
		{"bad \x9b utf8 \xff", `bad \x9b utf8 \xff`},
	} {
		if got := Clean(c.in); got != c.want {
			t.Errorf("Clean(%q) = %q, want %q", c.in, got, c.want)
		}
		if Unsafe(c.in) != (c.in != c.want) {
			t.Errorf("Unsafe(%q) = %v", c.in, Unsafe(c.in))
		}
	}
}

// Whatever goes in, nothing unsafe comes out, and the output is UTF-8.
func FuzzClean(f *testing.F) {
	for _, s := range Corpus {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Clean(s)
		if !utf8.ValidString(out) {
			t.Fatalf("Clean(%q) = %q is not UTF-8", s, out)
		}
		for _, r := range out {
			if unsafeRune(r) {
				t.Fatalf("Clean(%q) = %q holds %U", s, out, r)
			}
		}
		if Clean(out) != out {
			t.Fatalf("Clean is not idempotent on %q", s)
		}
	})
}

func TestCorpusIsCaughtByRaw(t *testing.T) {
	for _, s := range Corpus {
		if Raw(s) == "" {
			t.Errorf("Raw does not see %q", s)
		}
		if Raw(Clean(s)) != "" {
			t.Errorf("Clean(%q) = %q still holds %q", s, Clean(s), Raw(Clean(s)))
		}
	}
	if r := Raw("\x1b[1;31mred\x1b[0m"); r == "" {
		t.Error("an SGR sequence is raw")
	}
	if r := RawExceptSGR("\x1b[1;31mred\x1b[0m plain"); r != "" {
		t.Errorf("RawExceptSGR flags %q", r)
	}
	if RawExceptSGR("x\x1b[2Jy") == "" || !strings.Contains(RawExceptSGR("\x1b]0;t\x07"), "\x1b") {
		t.Error("RawExceptSGR misses a non-SGR sequence")
	}
}
