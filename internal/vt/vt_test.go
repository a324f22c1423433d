package vt

import (
	"strings"
	"testing"
)

// Each sequence the renderer sends, on a 10x4 screen: the text it leaves.
func TestSequences(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string
	}{
		{"print and wrap", "abcdefghijkl", []string{"abcdefghij", "kl", "", ""}},
		{"no autowrap", "\x1b[?7labcdefghijkl", []string{"abcdefghil", "", "", ""}},
		{"cursor position", "\x1b[2J\x1b[3;5Hab\x1b[Hx", []string{"x", "", "    ab", ""}},
		{"colours dropped", "\x1b[31;1mred\x1b[m \x1b]2;title\a.", []string{"red .", "", "", ""}},
		{"moves", "a\x1b[2Cb\x1b[Bc\x1b[4Dd\x1b[Ae", []string{"a eb", " d  c", "", ""}},
		{"column and row", "\x1b[5Ga\x1b[3dB\x1b[1`c", []string{"    a", "", "c    B", ""}},
		{"erase character", "abcdef\x1b[2G\x1b[3X", []string{"a   ef", "", "", ""}},
		{"repeat", "a\x1b[3b", []string{"aaaa", "", "", ""}},
		{"delete characters", "abcdef\x1b[1;2H\x1b[2P", []string{"adef", "", "", ""}},
		{"insert characters", "abcd\x1b[1;2H\x1b[2@", []string{"a  bcd", "", "", ""}},
		{"erase line", "abcdef\x1b[1;3H\x1b[K\r\nxyz\x1b[2K", []string{"ab", "", "", ""}},
		{"erase line left", "abcdef\x1b[1;3H\x1b[1K", []string{"   def", "", "", ""}},
		{"erase below", "aaa\r\nbbb\r\nccc\x1b[2;2H\x1b[J", []string{"aaa", "b", "", ""}},
		{"scroll up", "1\r\n2\r\n3\r\n4\x1b[S", []string{"2", "3", "4", ""}},
		{"line feed at the bottom", "1\r\n2\r\n3\r\n4\r\n5", []string{"2", "3", "4", "5"}},
		{"region scroll", "1\r\n2\r\n3\r\n4\x1b[2;3r\x1b[S", []string{"1", "3", "", "4"}},
		{"region scroll down", "1\r\n2\r\n3\r\n4\x1b[2;3r\x1b[T", []string{"1", "", "2", "4"}},
		{"insert line", "1\r\n2\r\n3\r\n4\x1b[2;1H\x1b[L", []string{"1", "", "2", "3"}},
		{"delete line", "1\r\n2\r\n3\r\n4\x1b[2;1H\x1b[M", []string{"1", "3", "4", ""}},
		{"reverse index", "1\r\n2\x1b[H\x1bMx", []string{"x", "1", "2", ""}},
		{"tab", "a\tb", []string{"a       b", "", "", ""}},
		{"insert mode", "abc\x1b[1G\x1b[4hX\x1b[4lY", []string{"XYbc", "", "", ""}},
		{"wide", "漢a", []string{"漢a", "", "", ""}},
		{"alt screen", "junk\x1b[?1049hz", []string{"z", "", "", ""}},
	} {
		vt := New(10, 4)
		_, _ = vt.Write([]byte(c.in))
		if got := vt.Screen(); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s: %q\n got %q\nwant %q", c.name, c.in, got, c.want)
		}
	}
}

// A stream cut anywhere (inside a sequence, inside a character) leaves
// the same screen as whole.
func TestCutAnywhere(t *testing.T) {
	in := "\x1b[?1049h\x1b[H\x1b[2J\x1b[31mhé\x1b[m\x1b[2;3Hab\x1b[3X漢\x1b]2;t\a\x1b[4;1Hz\x1b[2b\x1b[1;1H\x1b[1P"
	whole := New(12, 5)
	_, _ = whole.Write([]byte(in))
	for cut := 1; cut < len(in); cut++ {
		for cut2 := cut; cut2 < len(in); cut2 += 3 {
			vt := New(12, 5)
			_, _ = vt.Write([]byte(in[:cut]))
			_, _ = vt.Write([]byte(in[cut:cut2]))
			_, _ = vt.Write([]byte(in[cut2:]))
			if vt.String() != whole.String() {
				t.Fatalf("cut at %d and %d:\n%s\nwhole:\n%s", cut, cut2, vt, whole)
			}
		}
	}
}
