package cli

import (
	"io"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
)

// The game's --bots: one name for every bot seat or one per seat after
// the person's; levels agree; programs are named by place.
func TestParsePlayBots(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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

// Every level of the level table is a --bots of the game and of sim (a
// level added to the table is accepted by both); at a table whose rule
// set is known, the game's list names one seat or one a bot seat.
func TestEveryLevelEverywhere(t *testing.T) {
	t.Parallel()
	env := Env{Getenv: func(string) string { return "" }}
	cat := i18n.MustLoad("en")
	for _, l := range seat.Levels() {
		s, code, done := playSettings([]string{"--rules", "hk", "--bots", l.String()}, env, cat)
		if done || s.Bots != l {
			t.Errorf("--bots %s: settings %v (done %v, exit %d)", l, s.Bots, done, code)
		}
		bots, seats := l.String(), 4
		if seat.Searches(l) {
			// The master (tens of milliseconds a decision) at one seat of a
			// table of beginners: one hand, and sim took the level.
			bots, seats = l.String()+",beginner,beginner,beginner", 1
		}
		rep := simJSONOut(t, "--rules", "hk", "--hands", "1", "--bots", bots)
		if len(rep.Bots) == 0 || rep.Bots[0].Level != l.String() || rep.Bots[0].Seats != seats {
			t.Errorf("sim --bots %s: %+v", bots, rep.Bots)
		}
	}
	for _, c := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"--rules", "hk", "--bots", "club,exec:./b,club"}, true},
		{[]string{"--rules", "hk", "--players", "3", "--bots", "club,exec:./b"}, true},
		{[]string{"--rules", "hk", "--players", "3", "--bots", "club,exec:./b,club"}, false},
		{[]string{"--rules", "hk", "--bots", "club,exec:./b"}, false},
		{[]string{"--bots", "club,exec:./b"}, true}, // the menu chooses the table: the list is read by place
	} {
		_, code, done := playSettings(c.args, Env{Getenv: env.Getenv, Stderr: io.Discard}, cat)
		if ok := !done; ok != c.ok {
			t.Errorf("%v: accepted %v (exit %d), want %v", c.args, ok, code, c.ok)
		}
	}
}
