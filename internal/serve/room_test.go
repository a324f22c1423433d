package serve

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/rules"
)

var family = tableConfig{Rules: rules.VariantFamily, Bots: bot.Club}
var hk = tableConfig{Rules: rules.VariantHK, Bots: bot.Club}

// An unknown code, a wrong password, a full table, a started table, a
// start by somebody other than the host, a wrong rejoin code: each is
// refused with its own error, and changes nothing.
func TestJoinRefusals(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	if _, err := s.hall.find("ZZZZ"); !errors.Is(err, errUnknownCode) {
		t.Fatalf("unknown code: %v", err)
	}
	alice := connect(t, s, "alice", "ka")
	r := openTable(t, s, alice, family, "secret")
	bob := connect(t, s, "bob", "kb")
	for _, pw := range []string{"", "Secret", "secret ", strings.Repeat("x", 1000)} {
		if _, err := r.join(bob.cl, "", pw); !errors.Is(err, errWrongPassword) {
			t.Fatalf("password %q: %v", pw, err)
		}
	}
	if n := people(r.info(false)); n != 1 {
		t.Fatalf("%d people after wrong passwords", n)
	}
	if seat := join(t, bob, r, "", "secret"); seat != 1 {
		t.Fatalf("bob at seat %d", seat)
	}
	if err := r.start(bob.cl); !errors.Is(err, errNotHost) {
		t.Fatalf("bob starts: %v", err)
	}
	join(t, connect(t, s, "carol", "kc"), r, "", "secret")
	join(t, connect(t, s, "dave", "kd"), r, "", "secret")
	eve := connect(t, s, "eve", "ke")
	if _, err := r.join(eve.cl, "", "secret"); !errors.Is(err, errTableFull) {
		t.Fatalf("fifth person: %v", err)
	}
	if _, err := r.join(eve.cl, "ABCDEF", ""); !errors.Is(err, errUnknownCode) {
		t.Fatalf("wrong rejoin code: %v", err)
	}
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	if _, err := r.join(eve.cl, "", "secret"); !errors.Is(err, errStarted) {
		t.Fatalf("joining a started table: %v", err)
	}
	if err := r.start(alice.cl); !errors.Is(err, errStarted) {
		t.Fatalf("starting twice: %v", err)
	}
	if err := r.watch(eve.cl); err != nil {
		t.Fatalf("watching: %v", err)
	}
}

// A three-player table seats three people.
func TestThreePlayerTable(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	cfg := family
	cfg.Options = rules.MustParseOptions("players=3")
	r := openTable(t, s, connect(t, s, "alice", "ka"), cfg, "")
	join(t, connect(t, s, "bob", "kb"), r, "", "")
	join(t, connect(t, s, "carol", "kc"), r, "", "")
	if _, err := r.join(connect(t, s, "dave", "kd").cl, "", ""); !errors.Is(err, errTableFull) {
		t.Fatalf("a fourth person at a three-player table: %v", err)
	}
	if n := len(r.info(false).People); n != 3 {
		t.Fatalf("%d seats listed", n)
	}
}

// No more tables than MaxTables.
func TestTooManyTables(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), func(c *Config) { c.MaxTables = 2 })
	for i := range 3 {
		_, err := s.hall.create(family)
		if (i == 2) != errors.Is(err, errTooManyTables) {
			t.Fatalf("table %d: %v", i+1, err)
		}
	}
}

// Two people and two bots play a family game to its end: each person is
// only ever handed its own seat's view and events (no concealed tile of
// another seat while the hand is played), a spectator sees no concealed
// hand; the game goes to both people's history and records, the table's
// autosave goes, the log says so.
func TestPeopleAndBotsPlayAGame(t *testing.T) {
	dir := t.TempDir()
	s, logs := newTestServer(t, dir, nil)
	alice, bob, carol := connect(t, s, "alice", "ka"), connect(t, s, "bob", "kb"), connect(t, s, "carol", "")
	r := openTable(t, s, alice, family, "")
	join(t, bob, r, "", "")
	if err := r.watch(carol.cl); err != nil {
		t.Fatal(err)
	}
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	<-r.stopped
	for _, f := range []*fakeClient{alice, bob} {
		if answered, views := f.person(t).counts(); answered == 0 || views == 0 {
			t.Fatalf("%s answered %d decisions and saw %d actions", f.cl.pl.Name, answered, views)
		}
	}
	if _, views := carol.person(t).counts(); views == 0 {
		t.Fatal("the spectator saw nothing")
	}
	for _, id := range []string{"key-ka", "key-kb"} {
		pdir := filepath.Join(dir, "data", "server", "players", id)
		if b, err := os.ReadFile(filepath.Join(pdir, "history.jsonl")); err != nil || len(b) == 0 {
			t.Errorf("%s: history %q, %v", id, b, err)
		}
		if recs, _ := os.ReadDir(filepath.Join(pdir, "records")); len(recs) != 1 {
			t.Errorf("%s: records %v", id, recs)
		}
	}
	if _, err := os.Stat(s.savePath(r.code)); !os.IsNotExist(err) {
		t.Errorf("the table's autosave is still there: %v", err)
	}
	if _, err := s.hall.find(r.code); err == nil {
		t.Error("a finished table is still listed")
	}
	waitLog(t, logs, "msg=game_end table="+r.code)
}

// A person whose line drops while the table waits for them: the seat's
// bot answers at once (the game does not wait on a dead line) and plays
// on; the same person coming back (same key) takes the seat back from
// its next decision.
func TestDroppedLineAndReturn(t *testing.T) {
	s, logs := newTestServer(t, t.TempDir(), nil)
	alice, bob := connect(t, s, "alice", "ka"), connect(t, s, "bob", "kb")
	alice.links(t, func(p *person) { p.onward = true })
	bob.links(t, func(p *person) { p.limit = 3 })
	r := openTable(t, s, alice, hk, "")
	join(t, bob, r, "", "")
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	pb := bob.person(t)
	select {
	case <-pb.waiting:
	case <-time.After(20 * time.Second):
		t.Fatal("the table never asked bob a fourth time")
	}
	stuck := r.t.Move()
	time.Sleep(100 * time.Millisecond)
	if m := r.t.Move(); m != stuck {
		t.Fatalf("the table moved (%d to %d) while waiting for bob", stuck, m)
	}
	bob.hangUp()
	deadline := time.Now().Add(5 * time.Second)
	for r.t.Move() == stuck {
		if time.Now().After(deadline) {
			t.Fatal("the table still waits for bob's dropped line")
		}
		time.Sleep(time.Millisecond)
	}
	waitLog(t, logs, "msg=leave session="+strconv.FormatUint(bob.cl.id, 10))
	// Bob comes back with the same key.
	bob2 := connect(t, s, "bob", "kb")
	bob2.links(t, func(p *person) { p.onward = true })
	if seat := join(t, bob2, r, "", ""); seat != 1 {
		t.Fatalf("bob back at seat %d", seat)
	}
	p2 := bob2.person(t)
	deadline = time.Now().Add(20 * time.Second)
	for answered, _ := p2.counts(); answered == 0; answered, _ = p2.counts() {
		if time.Now().After(deadline) {
			t.Fatal("bob is not asked again")
		}
		time.Sleep(time.Millisecond)
	}
}

// A line that died without closing, while the table waits for that
// person and another person waits too: the keepalive finds it, the
// session is dropped, the seat's bot plays on.
func TestDeadLineProbed(t *testing.T) {
	s, logs := newTestServer(t, t.TempDir(), nil)
	s.probeEvery, s.probeWait = 20*time.Millisecond, 30*time.Millisecond
	alice, bob := connect(t, s, "alice", "ka"), connect(t, s, "bob", "kb")
	alice.links(t, func(p *person) { p.onward = true })
	bob.links(t, func(p *person) { p.limit = 2 })
	bob.cl.ping = func() error { select {} } // no answer ever comes
	r := openTable(t, s, alice, hk, "")
	join(t, bob, r, "", "")
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	waitLog(t, logs, "msg=leave session="+strconv.FormatUint(bob.cl.id, 10)+" user=bob table="+r.code+" seat=1 why=no_answer")
	before := r.t.Move()
	deadline := time.Now().Add(10 * time.Second)
	for r.t.Move() == before {
		if time.Now().After(deadline) {
			t.Fatal("the table does not play on")
		}
		time.Sleep(time.Millisecond)
	}
}

// A person without a key takes the seat back with the rejoin code shown
// on their screen; a wrong code takes nothing.
func TestRejoinCode(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	alice, bob := connect(t, s, "alice", "ka"), connect(t, s, "bob", "")
	alice.links(t, func(p *person) { p.limit = -1 })
	r := openTable(t, s, alice, hk, "")
	join(t, bob, r, "", "")
	code := r.rejoinCode(bob.cl)
	table, rejoin, ok := normCode(strings.ToLower(code))
	if !ok || table != r.code || rejoin == "" {
		t.Fatalf("rejoin code %q", code)
	}
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	bob.hangUp()
	stranger := connect(t, s, "bob", "")
	if _, err := r.join(stranger.cl, "", ""); !errors.Is(err, errStarted) {
		t.Fatalf("a keyless bob without the code: %v", err)
	}
	bob2 := connect(t, s, "bob", "")
	if seat := join(t, bob2, r, rejoin, ""); seat != 1 {
		t.Fatalf("back at seat %d", seat)
	}
	bob2.person(t)
}

// A newer session of the same person takes the seat from the older one,
// which goes back to the lobby.
func TestNewerSessionTakesTheSeat(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	alice := connect(t, s, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = -1 })
	r := openTable(t, s, alice, hk, "")
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	first := alice.person(t)
	again := connect(t, s, "alice", "ka")
	join(t, again, r, "", "")
	left := next[leftTableMsg](t, alice, nil)
	if left.key != "serve.left.replaced" {
		t.Fatalf("the older session was told %q", left.key)
	}
	if room, _ := alice.cl.at(); room != nil {
		t.Fatal("the older session is still at the table")
	}
	select {
	case <-first.closed:
	default:
		t.Fatal("the older session's link is still open")
	}
	again.person(t)
}

// With a turn timer, a person who does not answer in time has the bot's
// choice played for them, and the table says so.
func TestTurnTimer(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	alice := connect(t, s, "alice", "ka")
	alice.links(t, func(p *person) { p.limit = -1 })
	cfg := hk
	cfg.Timer = 30 * time.Millisecond
	r := openTable(t, s, alice, cfg, "")
	if err := r.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	n := next[noticeMsg](t, alice, nil)
	for n.key != "serve.notice.timeout" {
		n = next[noticeMsg](t, alice, nil)
	}
	if len(n.args) != 1 || n.args[0] != "alice" {
		t.Fatalf("notice %v", n.args)
	}
	if r.t.Fallbacks()[0] == 0 {
		t.Fatal("no fallback counted")
	}
}

// A server stopped mid-hand and started again on the same directories
// resumes the table where it stood: the same actions, paused until a
// person comes back (a table nobody sits at does not play by itself);
// the person comes back by key and the hand goes on to its end.
func TestRestartResumesTheTable(t *testing.T) {
	dir := t.TempDir()
	s1, _ := newTestServer(t, dir, nil)
	alice, bob := connect(t, s1, "alice", "ka"), connect(t, s1, "bob", "kb")
	alice.links(t, func(p *person) { p.limit = 3 })
	bob.links(t, func(p *person) { p.limit = 3 })
	r1 := openTable(t, s1, alice, hk, "pw")
	join(t, bob, r1, "", "pw")
	if err := r1.start(alice.cl); err != nil {
		t.Fatal(err)
	}
	select {
	case <-alice.person(t).waiting:
	case <-bob.person(t).waiting:
	case <-time.After(20 * time.Second):
		t.Fatal("the table never waited for a person")
	}
	if err := s1.Close(); err != nil {
		t.Fatal(err)
	}
	before := r1.t.Game().Actions()
	if r1.t.Game().Phase() == rules.PhaseHandOver {
		t.Fatal("the hand ended before the server stopped")
	}

	s2, logs := newTestServer(t, dir, nil)
	r2, err := s2.hall.find(r1.code)
	if err != nil {
		t.Fatalf("the table is not back: %v\n%s", err, logs)
	}
	var after []rules.Action
	r2.t.Read(func(g *rules.Game) { after = g.Actions() })
	if !slices.Equal(after, before) {
		t.Fatalf("resumed with %d actions, stopped with %d", len(after), len(before))
	}
	time.Sleep(100 * time.Millisecond)
	if m := r2.t.Move(); m != 0 {
		t.Fatalf("the table played %d actions with nobody at it", m)
	}
	// Bob's seat is kept for him: a stranger cannot take it.
	if _, err := r2.join(connect(t, s2, "mallory", "km").cl, "", "pw"); !errors.Is(err, errStarted) {
		t.Fatalf("a stranger at the resumed table: %v", err)
	}
	alice2 := connect(t, s2, "alice", "ka")
	if seat := join(t, alice2, r2, "", ""); seat != 0 {
		t.Fatalf("alice back at seat %d", seat)
	}
	alice2.person(t).waitOver(t)
}

// Talk typed with escape sequences, control characters, bidirectional
// overrides and far too long reaches the others printable and bounded;
// an unknown quick message and an empty line say nothing; a person who
// talks too fast is slowed down.
func TestTalkBadInput(t *testing.T) {
	s, _ := newTestServer(t, t.TempDir(), nil)
	alice, bob := connect(t, s, "alice", "ka"), connect(t, s, "bob", "kb")
	r := openTable(t, s, alice, family, "")
	join(t, bob, r, "", "")
	hostile := "\x1b[31mred\x1b[0m\r\n\tline\x07 two \u202eevil\u2066 \u009b2J\xff" + strings.Repeat("é", 500)
	r.say(alice.cl, hostile, "")
	got := next[chatMsg](t, bob, nil).line
	if got.From != "alice" {
		t.Fatalf("from %q", got.From)
	}
	for _, c := range got.Text {
		if !unicode.IsPrint(c) {
			t.Fatalf("a character %U reached the others: %q", c, got.Text)
		}
	}
	if n := utf8.RuneCountInString(got.Text); n != maxChat {
		t.Fatalf("a line of %d characters", n)
	}
	if want := `\x1b[31mred\x1b[0m line\a two \u202eevil\u2066 \u009b2J\xffé`; !strings.HasPrefix(got.Text, want) {
		t.Fatalf("the text became %q, want it to start with %q", got.Text, want)
	}
	r.say(alice.cl, " \t\r\n ", "")
	r.say(alice.cl, "", "serve.quick.nope")
	r.say(alice.cl, "", "serve.quick.well_played")
	if got := next[chatMsg](t, bob, nil).line; got.Quick != "serve.quick.well_played" || got.Text != "" {
		t.Fatalf("after an empty line and an unknown quick message: %+v", got)
	}
	now := s.cfg.Now()
	allowed := 0
	for range 10 {
		if alice.cl.mayTalk(now) {
			allowed++
		}
	}
	if allowed != talkBurst {
		t.Fatalf("%d lines allowed at once", allowed)
	}
	if !alice.cl.mayTalk(now.Add(time.Second)) {
		t.Fatal("no line allowed a second later")
	}
}
