package soak

import "testing"

func TestSize(t *testing.T) {
	cases := []struct {
		env     string
		n, long int
		want    int
		wantOn  bool
	}{
		{"", 10, 1000, 10, false},
		{"0", 10, 1000, 10, false},
		{"junk", 10, 1000, 10, false},
		{"1", 10, 1000, 1000, true},
		{"3", 10, 1000, 3000, true},
		{"100000", 10, 1000, 100000, true},
	}
	for _, c := range cases {
		t.Setenv(Env, c.env)
		if got := Size(c.n, c.long); got != c.want || On() != c.wantOn {
			t.Errorf("MAHJONG_SOAK=%q: Size(%d, %d) = %d, On = %v; want %d, %v", c.env, c.n, c.long, got, On(), c.want, c.wantOn)
		}
	}
}
