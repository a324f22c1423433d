package chart

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// Every chart is exactly the size asked (clamped), whatever the series.
func TestSize(t *testing.T) {
	cases := []struct {
		series []Series
		w, h   int
	}{
		{nil, 40, 10},
		{[]Series{{'A', []int{5}}}, 40, 10},
		{[]Series{{'A', []int{0, 0, 0}}}, 1, 1},
		{[]Series{{'A', make([]int, 1000)}, {'B', []int{-100000, 100000}}}, 80, 12},
		{[]Series{{'A', []int{3, -7, 12}}}, 100000, 100000},
	}
	for _, c := range cases {
		ch := Draw(c.series, c.w, c.h)
		wantW, wantH := clamp(c.w, MinWidth, MaxWidth), clamp(c.h, MinHeight, MaxHeight)
		if len(ch.Rows) != wantH {
			t.Errorf("%dx%d: %d rows", c.w, c.h, len(ch.Rows))
		}
		for _, line := range strings.Split(ch.String(), "\n") {
			if n := utf8.RuneCountInString(line); n != wantW {
				t.Errorf("%dx%d: a line of %d cells: %q", c.w, c.h, n, line)
			}
		}
	}
}

// Each hand's point is on the row its value scales to: the highest value
// on the top row, the lowest on the last row of the plot, zero labelled.
func TestPoints(t *testing.T) {
	ch := Draw([]Series{{'Y', []int{10, -10, 0}}}, 20, 5)
	col := func(r int) string {
		var b strings.Builder
		for _, c := range ch.Rows[r] {
			b.WriteRune(c.R)
		}
		return b.String()
	}
	if !strings.HasPrefix(col(0), " 10|Y") {
		t.Errorf("top row %q: want the highest label and the first hand's point", col(0))
	}
	if !strings.HasPrefix(col(3), "-10|") || !strings.Contains(col(3), "Y") {
		t.Errorf("last plot row %q: want the lowest label and the second hand's point", col(3))
	}
	if !strings.Contains(col(1), " 0|") && !strings.Contains(col(2), " 0|") {
		t.Errorf("no zero label: %q / %q", col(1), col(2))
	}
	if last := col(4); !strings.HasPrefix(last, "   +1") || !strings.HasSuffix(last, "3") {
		t.Errorf("hand axis %q: want 1 at the left and 3 at the right", last)
	}
}

// Two series that meet in a cell show the meeting mark there, and a
// cell of one series says whose it is.
func TestMeeting(t *testing.T) {
	ch := Draw([]Series{{'A', []int{1, 2}}, {'B', []int{1, -2}}}, 20, 6)
	meet, a, b := 0, 0, 0
	for _, row := range ch.Rows {
		for _, c := range row {
			switch {
			case c.R == Meeting && c.Series == -2:
				meet++
			case c.R == 'A' && c.Series == 0:
				a++
			case c.R == 'B' && c.Series == 1:
				b++
			case c.R == 'A' || c.R == 'B' || c.R == Meeting:
				t.Errorf("cell %q of series %d", c.R, c.Series)
			}
		}
	}
	if meet == 0 || a == 0 || b == 0 {
		t.Errorf("meetings %d, A %d, B %d:\n%s", meet, a, b, ch)
	}
}

// More hands than columns: the hands are sampled, the last one shown.
func TestManyHands(t *testing.T) {
	v := make([]int, 300)
	for i := range v {
		v[i] = i
	}
	ch := Draw([]Series{{'Y', v}}, 30, 6)
	if !strings.HasSuffix(strings.Split(ch.String(), "\n")[5], "300") {
		t.Errorf("the hand axis does not end on 300:\n%s", ch)
	}
	if ch.Rows[0][len(ch.Rows[0])-1].R != 'Y' {
		t.Errorf("the last hand's point (the highest) is not in the top right cell:\n%s", ch)
	}
}

func Example() {
	ch := Draw([]Series{
		{'Y', []int{8, 8, -16, 32}},
		{'L', []int{-8, 16, 16, 0}},
	}, 24, 6)
	for _, l := range strings.Split(ch.String(), "\n") {
		fmt.Println(strings.TrimRight(l, " "))
	}
	// Output:
	// 32|                 YYY
	//    |   LLLLLLLLLLLLLY
	//   0|YY*YYYYY       YLLLL
	//    |LL      YY    Y
	// -16|          YYYY
	//    +1------------------4
}
