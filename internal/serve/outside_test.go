package serve

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// buildExampleBot builds the protocol's example bot (a Go program of
// the botproto package's testdata) and returns its path.
func buildExampleBot(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the process checks read /proc")
	}
	exe := filepath.Join(t.TempDir(), "examplebot")
	cmd := exec.Command("go", "build", "-o", exe, "../botproto/testdata/examplebot")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("building the example bot: %v", err)
	}
	return exe
}

// quitter writes a program that exits at once (it says why on its
// standard error) and returns its path.
func quitter(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("a shell script")
	}
	path := filepath.Join(t.TempDir(), "quits")
	if err := os.WriteFile(path, []byte("#!/bin/sh\necho 'not today' >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// running counts the processes running the program at path (read from
// /proc: skipped where there is none).
func running(t *testing.T, path string) int {
	t.Helper()
	dirs, err := os.ReadDir("/proc")
	if err != nil {
		t.Skip("no /proc")
	}
	n := 0
	for _, d := range dirs {
		if exe, err := os.Readlink(filepath.Join("/proc", d.Name(), "exe")); err == nil && exe == path {
			n++
		}
	}
	return n
}

// waitGone waits until no process runs the program at path and none
// is counted by the server.
func waitGone(t *testing.T, s *Server, path string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for running(t, path) != 0 || s.procs.count() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d processes of %s still run (%d counted)", running(t, path), path, s.procs.count())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// withPrograms is a server configuration naming outside programs.
func withPrograms(paths ...string) func(*Config) {
	return func(c *Config) { c.Programs = paths }
}

// programTable opens a table of cfg's rules whose bots are the program
// at path, seats f at it and starts it.
func programTable(t *testing.T, s *Server, f *fakeClient, cfg tableConfig, path string) *room {
	t.Helper()
	cfg.Program = path
	r := openTable(t, s, f, cfg, "")
	if err := r.start(f.cl); err != nil {
		t.Fatal(err)
	}
	return r
}

// A served table whose bots are the example bot: each of the three
// empty seats runs its own process of it, which plays the whole hand
// with every answer legal and in time (no fallback); the processes end
// with the game, and the log gives each one's figures.
func TestProgramPlaysAtAServedTable(t *testing.T) {
	exe := buildExampleBot(t)
	s, logs := newTestServer(t, t.TempDir(), withPrograms(exe))
	alice := connect(t, s, "alice", "ka")
	r := programTable(t, s, alice, hk, exe)
	if got := r.info(false).Program; got != "examplebot" {
		t.Fatalf("the table's bots are shown as %q", got)
	}
	if n := running(t, exe); n != 3 || s.procs.count() != 3 {
		t.Fatalf("%d processes run (%d counted), want one a bot seat", n, s.procs.count())
	}
	alice.person(t).waitOver(t)
	r.close("test", true)
	for seat := 1; seat < rules.NumSeats; seat++ {
		b := r.bots[seat]
		st := b.prog.Stats()
		if st.Asked == 0 || st.Answered != st.Asked || b.fellBack != 0 {
			t.Errorf("seat %d: %+v, %d fallbacks", seat, st, b.fellBack)
		}
		if b.prog.Err() == nil {
			t.Errorf("seat %d: the program still plays after the table closed", seat)
		}
	}
	if fb := r.t.Fallbacks(); fb != [rules.NumSeats]int{} {
		t.Errorf("fallbacks %v", fb)
	}
	if r.bots[0].prog != nil {
		t.Error("a program plays the person's seat")
	}
	waitGone(t, s, exe)
	waitLog(t, logs, "msg=program_end table="+r.code+" seat=3 program=examplebot")
	if strings.Contains(logs.String(), "program_fallback") {
		t.Errorf("a fallback was logged:\n%s", logs)
	}
}

// A program that exits at once: the club bot answers for it at every
// decision, the hand ends, and the fallbacks are counted and logged
// (with the program's last words, made safe).
func TestDeadProgramFallsBackToClub(t *testing.T) {
	dead := quitter(t)
	s, logs := newTestServer(t, t.TempDir(), withPrograms(dead))
	alice := connect(t, s, "alice", "ka")
	r := programTable(t, s, alice, family, dead)
	alice.person(t).waitOver(t)
	fb := r.t.Fallbacks()
	r.close("test", true)
	for seat := 1; seat < rules.NumSeats; seat++ {
		b := r.bots[seat]
		st := b.prog.Stats()
		if fb[seat] == 0 || b.fellBack != fb[seat] || st.Answered != 0 {
			t.Errorf("seat %d: %d fallbacks counted, %d by the table, %+v", seat, b.fellBack, fb[seat], st)
		}
	}
	if fb[0] != 0 {
		t.Errorf("the person's seat fell back %d times", fb[0])
	}
	waitLog(t, logs, "msg=program_fallback table="+r.code+" seat=1 program=quits")
	waitLog(t, logs, "not today")
	waitLog(t, logs, "msg=program_end table="+r.code+" seat=1")
	waitGone(t, s, dead)
}

// A program that cannot start (its file went after the server started),
// and seats past the server's bound on processes: those seats play as
// the club bot, the table tells its people, the log says why.
func TestProgramThatCannotStart(t *testing.T) {
	exe := buildExampleBot(t)
	gone := filepath.Join(t.TempDir(), "gone")
	if err := os.WriteFile(gone, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	s, logs := newTestServer(t, t.TempDir(), func(c *Config) {
		c.Programs, c.MaxProcesses = []string{exe, gone}, 2
	})
	if err := os.Remove(gone); err != nil {
		t.Fatal(err)
	}
	alice := connect(t, s, "alice", "ka")
	r := programTable(t, s, alice, hk, gone)
	n := next[noticeMsg](t, alice, nil)
	for n.key == "serve.notice.joined" {
		n = next[noticeMsg](t, alice, nil)
	}
	if n.key != "serve.notice.program_failed" || n.args[0] != "gone" || n.args[1] != 2 {
		t.Fatalf("notice %+v", n)
	}
	waitLog(t, logs, "msg=program_failed table="+r.code+" seat=1 program=gone")
	alice.person(t).waitOver(t)
	r.close("test", true)

	// Two processes at most: the third seat plays as the club bot.
	alice2 := connect(t, s, "alice", "ka")
	r2 := programTable(t, s, alice2, hk, exe)
	if n := running(t, exe); n != 2 {
		t.Fatalf("%d processes past a bound of 2", n)
	}
	if r2.bots[1].prog == nil || r2.bots[2].prog == nil || r2.bots[3].prog != nil {
		t.Fatal("the bound did not leave the last seat to the club")
	}
	waitLog(t, logs, "msg=program_failed table="+r2.code+" seat=3")
	r2.close("test", true)
	waitGone(t, s, exe)
}

// The lobby offers only the operator's programs, by their labels: the
// form's choices for the bots are the levels and the configured paths,
// whatever keys a person types; its screen shows the file's name, never
// its directory; a session's command cannot name a program.
func TestLobbyOffersOnlyConfiguredPrograms(t *testing.T) {
	dir := t.TempDir()
	var paths []string
	for _, name := range []string{"mybot", "evil\x1b[2Jbot"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	s, _ := newTestServer(t, t.TempDir(), withPrograms(paths...))
	l := newLobby(connect(t, s, "alice", "ka").cl)
	sh := kit.NewContext(l.settings())
	sh.Width, sh.Height = 100, 30
	f := &l.form.form
	for f.line().kind != formBots {
		f.key(tea.KeyPressMsg{Code: tea.KeyDown})
	}
	for _, c := range "exec:/bin/sh /tmp" {
		f.key(tea.KeyPressMsg{Code: c, Text: string(c)})
	}
	seen := map[string]bool{}
	var labels []string
	for range 2 * (len(seat.Levels()) + len(paths)) {
		f.key(tea.KeyPressMsg{Code: tea.KeyRight})
		cfg, err := f.config()
		if err != nil {
			t.Fatal(err)
		}
		seen[cfg.Program] = true
		if cfg.Program != "" {
			if cfg.Bots != bot.Club {
				t.Errorf("a program's fallback is %v", cfg.Bots)
			}
			view := l.form.Draw(sh).Render(sh)
			if strings.Contains(view, dir) || strings.Contains(view, "\x1b[2J") {
				t.Errorf("the form shows a path or a raw escape: %q", view)
			}
			labels = append(labels, f.botsLabel())
		}
	}
	if len(seen) != len(paths)+1 || !seen[""] || !seen[paths[0]] || !seen[paths[1]] {
		t.Fatalf("the form offered %v", seen)
	}
	if !slices.Contains(labels, "mybot") || !slices.Contains(labels, `evil\x1b[2Jbot`) {
		t.Fatalf("labels %q", labels)
	}
	for _, words := range [][]string{{"new", "exec:/bin/sh"}, {"new", "hk", "exec:/bin/sh"}, {"--bots", "exec:/bin/sh"}} {
		if _, err := parseCommand(strings.Join(words, " "), words); err == nil {
			t.Errorf("a session's command %q was taken", words)
		}
	}
}

// The labels: the base name, made safe, bounded; the same name twice
// is told apart.
func TestProgramLabels(t *testing.T) {
	got := programLabels([]string{"/a/bot", "/b/bot", "/c/" + strings.Repeat("x", 100), "/d/\u202ebot"})
	want := []string{"bot", "bot #2", strings.Repeat("x", maxLabel), `\u202ebot`}
	for i, p := range got {
		if p.Label != want[i] {
			t.Errorf("label %d: %q, want %q", i, p.Label, want[i])
		}
	}
}

// A table's autosave keeps its program: a server started again with it
// starts the processes again (those of the stopped server are gone); one
// started without it plays those seats as the club bot, and says so in
// its log.
func TestRestartKeepsTheProgram(t *testing.T) {
	exe := buildExampleBot(t)
	dir := t.TempDir()
	s1, _ := newTestServer(t, dir, withPrograms(exe))
	alice := connect(t, s1, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = 2 })
	r1 := programTable(t, s1, alice, hk, exe)
	select {
	case <-alice.person(t).waiting:
	case <-time.After(20 * time.Second):
		t.Fatal("the table never waited for alice")
	}
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}
	waitGone(t, s1, exe)

	s2, logs2 := newTestServer(t, dir, withPrograms(exe))
	r2, err := s2.hall.find(r1.code)
	if err != nil {
		t.Fatalf("the table is not back: %v\n%s", err, logs2)
	}
	if r2.cfg.Program != exe || r2.bots[1].prog == nil || running(t, exe) != 3 {
		t.Fatalf("resumed with program %q, %d processes", r2.cfg.Program, running(t, exe))
	}
	if err := s2.Close(); err != nil {
		t.Fatal(err)
	}
	waitGone(t, s2, exe)

	s3, logs3 := newTestServer(t, dir, nil)
	r3, err := s3.hall.find(r1.code)
	if err != nil {
		t.Fatalf("the table is not back: %v\n%s", err, logs3)
	}
	if r3.cfg.Program != "" || r3.bots[1].prog != nil || r3.cfg.Bots != bot.Club {
		t.Fatalf("without the program: %+v", r3.cfg)
	}
	waitLog(t, logs3, "msg=program_gone table="+r1.code)
	alice3 := connect(t, s3, "alice", "ka")
	join(t, alice3, r3, "", "")
	alice3.person(t).waitOver(t)
}
