package botproto_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/sim"
	"github.com/mahjong-tui/mahjong/internal/soak"
	"github.com/mahjong-tui/mahjong/rules"
)

// buildExample builds the example bot of testdata (a Go program using
// the standard library only) and returns its path.
func buildExample(t *testing.T) string {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "examplebot")
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	cmd := exec.Command("go", "build", "-o", exe, "./testdata/examplebot")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("building the example bot: %v", err)
	}
	return exe
}

// clubsAnd are four club bots but for the program at seat i.
func clubsAnd(i int, program string) [rules.NumSeats]seat.Seat {
	seats := seat.OfLevels(bot.Club, bot.Club, bot.Club, bot.Club)
	seats[i] = seat.Exec(program)
	return seats
}

// An outside program plays hands in each rule set (20 in the suite, 250
// under MAHJONG_SOAK) against three club bots, as `mahjong sim --bots
// exec:./examplebot,club,club,club` does: every one of its answers is a
// legal action (no fallback: it has no time limit, so that a loaded
// machine changes nothing), and the engine's checks hold.
func TestExampleBotPlays(t *testing.T) {
	exe := buildExample(t)
	hands := soak.Size(20, 250)
	total := 0
	for _, name := range rules.VariantNames() {
		v, _ := rules.VariantByName(name)
		var started []*botproto.Program
		cfg := sim.Config{Variant: v, Hands: hands, Seed: 5, Workers: 2, Limit: seat.NoLimit,
			Seats: clubsAnd(0, exe)}
		starts := make(chan *botproto.Program, 8)
		cfg.Start = func(path string, v rules.Variant) (seat.Outsider, error) {
			p, err := botproto.Start(path, v)
			if err != nil {
				return nil, err
			}
			starts <- p
			return p, nil
		}
		rep, err := sim.Run(t.Context(), cfg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		close(starts)
		for p := range starts {
			started = append(started, p)
		}
		if rep.Hands != hands || rep.IllegalActions != 0 || rep.InvariantViolations != 0 {
			t.Errorf("%s: %d hands, %d illegal actions, %d invariant violations", name, rep.Hands, rep.IllegalActions, rep.InvariantViolations)
		}
		ext := rep.Bots[0]
		if ext.Name != "exec:"+exe || ext.Hands != hands || ext.Fallbacks != 0 {
			t.Errorf("%s: outside entry %+v, want %d hands and no fallback", name, ext, hands)
		}
		asked := 0
		for _, p := range started {
			st := p.Stats()
			asked += st.Asked
			if st.Answered != st.Asked {
				t.Errorf("%s: %+v", name, st)
			}
			if err := p.Err(); err == nil {
				t.Errorf("%s: the program still runs after the simulation", name)
			}
		}
		if asked == 0 {
			t.Errorf("%s: the program was never asked", name)
		}
		total += rep.Hands
	}
	if total != hands*len(rules.VariantNames()) {
		t.Errorf("%d hands", total)
	}
}

// A program that stops at once leaves its seat to the club bot: the run
// ends with every hand played and each of its decisions counted as a
// fallback; one that cannot start is an error.
func TestDeadProgram(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("a shell script")
	}
	script := filepath.Join(t.TempDir(), "quits")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho 'no luck \033[31mtoday' >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	v := rules.ClassicVariant()
	cfg := sim.Config{Variant: v, Hands: 20, Seed: 1, Workers: 1, Limit: time.Second,
		Seats: clubsAnd(2, script)}
	var prog *botproto.Program
	cfg.Start = func(path string, v rules.Variant) (seat.Outsider, error) {
		p, err := botproto.Start(path, v)
		if err != nil {
			return nil, err
		}
		prog = p
		return p, nil
	}
	rep, err := sim.Run(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	ext := rep.Bots[1]
	if rep.Hands != 20 || ext.Name == "" || ext.Fallbacks == 0 || rep.IllegalActions != 0 {
		t.Fatalf("report %+v, outside %+v", rep, ext)
	}
	if st := prog.Stats(); st.Dead != ext.Fallbacks || st.Answered != 0 {
		t.Errorf("stats %+v, %d fallbacks", st, ext.Fallbacks)
	}
	msg := prog.Err().Error()
	if want := "no luck \\x1b[31mtoday"; !strings.Contains(msg, want) || !strings.Contains(msg, "exit status 3") {
		t.Errorf("error %q, want its exit status and its last words made safe", msg)
	}
	cfg.Seats, cfg.Start = clubsAnd(2, filepath.Join(t.TempDir(), "none")), nil
	if _, err := sim.Run(t.Context(), cfg); err == nil {
		t.Error("a program that cannot start: no error")
	}
}

// The Python bot of the README (and of PROTOCOL.md, the same program)
// plays as the README says, every answer legal (skipped without
// python3).
func TestReadmeBot(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("no python3")
	}
	var progs []string
	for _, doc := range []string{"../../README.md", "PROTOCOL.md"} {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		_, rest, ok := strings.Cut(string(data), "```python\n")
		prog, _, ok2 := strings.Cut(rest, "```")
		if !ok || !ok2 {
			t.Fatalf("%s: no python example", doc)
		}
		progs = append(progs, prog)
	}
	if progs[0] != progs[1] {
		t.Errorf("the README's bot and PROTOCOL.md's differ")
	}
	exe := filepath.Join(t.TempDir(), "mybot")
	if err := os.WriteFile(exe, []byte(progs[0]), 0o755); err != nil {
		t.Fatal(err)
	}
	v := rules.HKVariant()
	hands := soak.Size(16, 40)
	cfg := sim.Config{Variant: v, Hands: hands, Seed: 1, Workers: 1, Limit: seat.NoLimit,
		Seats: clubsAnd(0, exe)}
	rep, err := sim.Run(t.Context(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Hands != hands || rep.Bots[0].Fallbacks != 0 || rep.IllegalActions != 0 {
		t.Errorf("%d hands, outside %+v, %d illegal", rep.Hands, rep.Bots[0], rep.IllegalActions)
	}
}
