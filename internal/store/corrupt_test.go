package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// validSave is a save of a pow2 game some way in, as bytes.
func validSave(t testing.TB) []byte {
	t.Helper()
	r := rand.New(rand.NewPCG(11, 12))
	g := randomGame(t, rules.VariantPow2, r)
	play(t, g, r, 60)
	data, err := Marshal(&Saved{Game: g, Meta: randomMeta(g, r), SavedAt: t0})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edit decodes a save into a generic object, changes it, and encodes it
// again.
func edit(t testing.TB, data []byte, change func(m map[string]any)) []byte {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var m map[string]any
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	change(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// format1 turns a save into a format 1 one with bots (none: nil).
func format1(t testing.TB, data []byte, bots []any) []byte {
	return edit(t, data, func(m map[string]any) {
		m["format"] = 1
		delete(m, "seats")
		if bots != nil {
			m["bots"] = bots
		}
	})
}

type corruptCase struct {
	name   string
	data   []byte
	key    string
	action int // the action number the error names (0: none)
}

func corruptCases(t testing.TB) []corruptCase {
	good := validSave(t)
	actions := func(m map[string]any) []any { return m["actions"].([]any) }
	// other is the seat after the person's in a decoded save.
	other := func(m map[string]any) int {
		n, _ := m["human_seat"].(json.Number).Int64()
		return int(n+1) % 4
	}
	manyNext := func(n int) []byte {
		var b strings.Builder
		b.WriteString(`{"format":1,"app":"mahjong","rules":"hk","options":"","seed":1,"bots":["club","club","club"],"human_seat":0,"actions":[`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`"0 next"`)
		}
		b.WriteString("]}")
		return []byte(b.String())
	}
	return []corruptCase{
		{"empty", nil, KeyTruncated, 0},
		{"truncated", good[:len(good)/2], KeyTruncated, 0},
		{"truncated in the header", good[:40], KeyTruncated, 0},
		{"not JSON", []byte("mahjong-record 1\nvariant hk\n"), KeyJSON, 0},
		{"JSON array", []byte(`[1,2,3]`), KeyJSON, 0},
		{"data after the object", append(append([]byte{}, good...), "{}"...), KeyJSON, 0},
		{"actions not a list", edit(t, good, func(m map[string]any) { m["actions"] = "0 next" }), KeyJSON, 0},
		{"another program's JSON", edit(t, good, func(m map[string]any) { m["app"] = "solitaire" }), KeyNotOurs, 0},
		{"no app", edit(t, good, func(m map[string]any) { delete(m, "app") }), KeyNotOurs, 0},
		{"format 0", edit(t, good, func(m map[string]any) { m["format"] = 0 }), KeyFormat, 0},
		{"format as a string", edit(t, good, func(m map[string]any) { m["format"] = "1" }), KeyFormat, 0},
		{"no format", edit(t, good, func(m map[string]any) { delete(m, "format") }), KeyFormat, 0},
		{"future format", edit(t, good, func(m map[string]any) {
			m["format"] = FormatVersion + 1
			m["actions"] = []any{map[string]any{"seat": 0}}
		}), KeyFormatFuture, 0},
		{"unknown rules", edit(t, good, func(m map[string]any) { m["rules"] = "riichi" }), KeyUnknownRules, 0},
		{"no rules", edit(t, good, func(m map[string]any) { delete(m, "rules") }), KeyMissing, 0},
		{"unknown option", edit(t, good, func(m map[string]any) { m["options"] = "tenpai-bonus" }), KeyBadOptions, 0},
		{"option of another variant", edit(t, good, func(m map[string]any) { m["options"] = "jokers" }), KeyBadOptions, 0},
		{"seed not a number", edit(t, good, func(m map[string]any) { m["seed"] = -4 }), KeyBadField, 0},
		{"human seat out of range", edit(t, good, func(m map[string]any) { m["human_seat"] = 4 }), KeyBadField, 0},
		{"three seats", edit(t, good, func(m map[string]any) { m["seats"] = m["seats"].([]any)[:3] }), KeyBadField, 0},
		{"no seats", edit(t, good, func(m map[string]any) { delete(m, "seats") }), KeyMissing, 0},
		{"a seat kind with a space", edit(t, good, func(m map[string]any) { m["seats"].([]any)[other(m)] = "my bot" }), KeyBadField, 0},
		{"an empty seat kind", edit(t, good, func(m map[string]any) { m["seats"].([]any)[other(m)] = "" }), KeyBadField, 0},
		{"a bot at the person's seat", edit(t, good, func(m map[string]any) { m["seats"].([]any)[(other(m)+3)%4] = "club" }), KeyBadField, 0},
		{"format 1: two bots", format1(t, good, []any{"club", "club"}), KeyBadField, 0},
		{"format 1: unknown bot level", format1(t, good, []any{"club", "godlike", "club"}), KeyBadField, 0},
		{"format 1: no bots", format1(t, good, nil), KeyMissing, 0},
		{"first dealer out of range", edit(t, good, func(m map[string]any) { m["first_dealer"] = 9 }), KeyBadField, 0},
		{"bad wall", edit(t, good, func(m map[string]any) { m["wall"] = "1m 1m 1m 1m 1m" }), KeyBadField, 0},
		{"bad time", edit(t, good, func(m map[string]any) { m["saved_at"] = "yesterday" }), KeyBadField, 0},
		{"unknown action", edit(t, good, func(m map[string]any) { actions(m)[3] = "0 dance 5m" }), KeyBadAction, 4},
		{"action not a string", edit(t, good, func(m map[string]any) { actions(m)[0] = 7 }), KeyBadAction, 1},
		{"illegal action", edit(t, good, func(m map[string]any) {
			m["actions"] = append([]any{"0 next"}, actions(m)...)
		}), KeyIllegalAction, 1},
		{"illegal action later", edit(t, good, func(m map[string]any) {
			a := actions(m)
			m["actions"] = append(append(append([]any{}, a[:10]...), a[9]), a[10:]...) // one action played twice
		}), KeyIllegalAction, 11},
		{"oversized", append(append([]byte{}, good...), bytes.Repeat([]byte(" "), MaxFileSize+1-len(good))...), KeyTooLarge, 0},
		{"absurd action count", manyNext(MaxActions + 1), KeyTooManyActions, 0},
	}
}

// Every kind of broken autosave is reported as an *Error naming the file
// and the reason, and the file is moved aside with its content
// unchanged; a later one in the same second gets a name of its own.
func TestBrokenAutosaveMovedAside(t *testing.T) {
	st := testStore(t)
	path := st.AutosavePath()
	if err := os.MkdirAll(st.StateDir, 0o700); err != nil {
		t.Fatal(err)
	}
	cat := i18n.MustLoad("fr")
	for i, c := range corruptCases(t) {
		if err := os.WriteFile(path, c.data, 0o600); err != nil {
			t.Fatal(err)
		}
		sv, err := st.LoadAutosave(t0)
		var se *Error
		if !errors.As(err, &se) || sv != nil {
			t.Fatalf("%s: got %v, %v; want an *Error", c.name, sv, err)
		}
		if se.Key != c.key || se.File != path || se.Action != c.action {
			t.Errorf("%s: key %s file %s action %d; want %s %s %d (%v)", c.name, se.Key, se.File, se.Action, c.key, path, c.action, err)
		}
		want := path + ".broken-20260102-150405"
		if i > 0 {
			want += "-" + itoa(i+1)
		}
		if se.MovedTo != want || se.MoveErr != nil {
			t.Errorf("%s: moved to %q (%v), want %q", c.name, se.MovedTo, se.MoveErr, want)
		}
		if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s: the broken autosave is still in place (%v)", c.name, err)
		}
		if got := readBytes(t, se.MovedTo); !bytes.Equal(got, c.data) {
			t.Errorf("%s: the file moved aside changed", c.name)
		}
		// The message names the file, the reason in the catalogue's words,
		// and where the file went.
		msg := se.Message(cat)
		if !strings.Contains(msg, path) || !strings.Contains(msg, se.MovedTo) || strings.Contains(msg, "store.error") {
			t.Errorf("%s: message %q", c.name, msg)
		}
		if !strings.Contains(err.Error(), path) {
			t.Errorf("%s: Error() %q lacks the file", c.name, err.Error())
		}
		// Nothing is left to load: a new game starts.
		if sv, err := st.LoadAutosave(t0); sv != nil || err != nil {
			t.Fatalf("%s: after moving aside: %v, %v", c.name, sv, err)
		}
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// The engine's reason for refusing an action is worded from the
// catalogue when it has the key, else given in English.
func TestIllegalActionReason(t *testing.T) {
	good := validSave(t)
	bad := edit(t, good, func(m map[string]any) { m["actions"] = append([]any{"0 next"}, m["actions"].([]any)...) })
	_, err := Unmarshal("f.json", bad)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyIllegalAction {
		t.Fatalf("got %v", err)
	}
	var ie *rules.IllegalActionError
	if !errors.As(err, &ie) || ie.Reason != rules.IllegalWrongPhase {
		t.Fatalf("does not wrap the engine's error: %v", err)
	}
	if got := se.Reason(english); !strings.Contains(got, `action 1 "0 next"`) || !strings.Contains(got, rules.IllegalWrongPhase.String()) {
		t.Errorf("reason %q", got)
	}
}

// ReadFile reports a broken file the player named without moving it.
func TestReadFileLeavesBrokenFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.json")
	data := []byte(`{"format":1,"app":"mahjong"`)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(path)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyTruncated || se.File != path || se.MovedTo != "" {
		t.Fatalf("got %#v", err)
	}
	if !bytes.Equal(readBytes(t, path), data) {
		t.Error("file changed")
	}
	_, err = ReadFile(filepath.Join(t.TempDir(), "none.json"))
	if !errors.As(err, &se) || se.Key != KeyRead || !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
}

// Every truncation of a good save is refused, without panic.
func TestEveryTruncationRefused(t *testing.T) {
	good := validSave(t)
	end := len(bytes.TrimRight(good, " \n"))
	for k := 0; k < end; k += 7 {
		_, err := Unmarshal("cut.json", good[:k])
		var se *Error
		if !errors.As(err, &se) || (se.Key != KeyTruncated && se.Key != KeyJSON) {
			t.Fatalf("cut at %d: %v", k, err)
		}
	}
	if _, err := Unmarshal("whole.json", good[:end]); err != nil {
		t.Fatal(err)
	}
}

// A huge file is refused from its size alone: a sparse file of 1 GiB is
// not read.
func TestHugeFileNotRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.json")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil {
		t.Skip("no sparse files:", err)
	}
	f.Close()
	start := time.Now()
	_, err = ReadFile(path)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyTooLarge {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("took %v: the file was read", d)
	}
}

// endless produces a prefix, then repeats a unit forever, counting the
// bytes read.
type endless struct {
	prefix, unit []byte
	pos          int
	read         int
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		var src []byte
		if e.pos < len(e.prefix) {
			src = e.prefix[e.pos:]
		} else {
			u := (e.pos - len(e.prefix)) % len(e.unit)
			src = e.unit[u:]
		}
		c := copy(p[n:], src)
		n += c
		e.pos += c
	}
	e.read += n
	return n, nil
}

// The reader stops as soon as a bound is passed: an endless action list
// is refused after MaxActions actions, endless whitespace after
// MaxFileSize bytes.
func TestReaderStopsAtBounds(t *testing.T) {
	r := &endless{prefix: []byte(`{"format":1,"app":"mahjong","actions":[`), unit: []byte(`"0 next",`)}
	_, err := decode("endless.json", r)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyTooManyActions {
		t.Fatalf("got %v", err)
	}
	if limit := (MaxActions + 2) * len(r.unit); r.read > limit+64<<10 {
		t.Errorf("read %d bytes for %d actions", r.read, MaxActions)
	}
	r = &endless{prefix: []byte(`{"format":1,`), unit: []byte(" ")}
	_, err = decode("spaces.json", r)
	if !errors.As(err, &se) || se.Key != KeyTooLarge {
		t.Fatalf("got %v", err)
	}
	if r.read > MaxFileSize+1 {
		t.Errorf("read %d bytes, the bound is %d", r.read, MaxFileSize)
	}
	// An exact reader of the size bound works through io.Reader too.
	if _, err := decode("x", io.LimitReader(r, 10)); err == nil {
		t.Error("a cut-off object was accepted")
	}
}

// A broken record is moved aside like a broken autosave; the listing then
// skips it.
func TestBrokenRecordMovedAside(t *testing.T) {
	st := testStore(t)
	dir := st.RecordsDir()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	data := []byte(`{"format":7,"app":"mahjong","actions":[]}`)
	path := filepath.Join(dir, "20260101-000000-5-hk.json")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := st.LoadRecord("20260101-000000-5-hk.json", t0)
	var se *Error
	if !errors.As(err, &se) || se.Key != KeyFormatFuture || se.File != path || se.MovedTo == "" {
		t.Fatalf("got %#v", err)
	}
	if !bytes.Equal(readBytes(t, se.MovedTo), data) {
		t.Error("moved record changed")
	}
	if recs, err := st.Records(); err != nil || len(recs) != 0 {
		t.Errorf("records %v, %v", recs, err)
	}
	if _, err := st.LoadRecord("../autosave.json", t0); err == nil {
		t.Error("a path outside the records was accepted")
	}
}
