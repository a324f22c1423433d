package cli

import (
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
)

// The game's --bots: one name for every bot seat or one per seat after
// the person's; levels agree; programs are named by place.
func TestParsePlayBots(t *testing.T) {
	for _, c := range []struct {
		in    string
		level bot.Level
		seats string
		ok    bool
	}{
		{"expert", bot.Expert, "expert", true},
		{"exec:./mybot", bot.Club, "exec:./mybot", true},
		{" beginner, exec:./b,beginner", bot.Beginner, "beginner,exec:./b,beginner", true},
		{"club,expert", 0, "", false},
		{"club,club,club,club", 0, "", false},
		{"exec:", 0, "", false},
		{"grandmaster", 0, "", false},
	} {
		l, p, err := parsePlayBots(c.in)
		if (err == nil) != c.ok || c.ok && (l != c.level || p.String() != c.seats) {
			t.Errorf("%q: %v %q %v", c.in, l, p, err)
		}
	}
}

// A program that cannot start is told on the command line, before the
// screen opens; so is a time limit that is not positive.
func TestPlayOutsideErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--rules", "hk", "--bots", "exec:/nonexistent/bot"},
		{"--rules", "hk", "--bots", "exec:/bin/true", "--bot-limit", "-1s"},
	} {
		_, errs, code := runTTY(t, map[string]string{"MAHJONG_STATE_DIR": t.TempDir()}, args...)
		if code == 0 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}
