package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// tableFormat is the version of a table's autosave.
const tableFormat = 1

// maxTimer bounds a table's turn timer (read back from a file).
const maxTimer = 10 * time.Minute

// tableFile is a table's autosave (StateDir/server/tables/CODE.json):
// the table's settings, who sits where, and the game in the store's own
// format (the single-player save's), written after every action.
type tableFile struct {
	Format   int                       `json:"format"`
	Code     string                    `json:"code"`
	Created  time.Time                 `json:"created"`
	Rules    string                    `json:"rules"`
	Options  string                    `json:"options,omitempty"`
	Bots     string                    `json:"bots"`
	Program  string                    `json:"program,omitempty"`
	Timer    int                       `json:"timer_seconds,omitempty"`
	Password string                    `json:"password,omitempty"`
	GameID   string                    `json:"game_id"`
	Started  time.Time                 `json:"started"`
	Seats    [rules.NumSeats]*seatFile `json:"seats"`
	Game     json.RawMessage           `json:"game"`
}

// seatFile is a person's seat in a table's autosave (a bot's seat is
// null).
type seatFile struct {
	Name   string `json:"name"`
	Key    string `json:"key,omitempty"`
	ID     string `json:"id"`
	Rejoin string `json:"rejoin"`
}

// savePath is the table's autosave.
func (s *Server) savePath(code string) string {
	return filepath.Join(s.cfg.tablesDir(), code+".json")
}

// removeSave removes a table's autosave (a finished or abandoned game).
func (s *Server) removeSave(r *room) {
	if err := os.Remove(s.savePath(r.code)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.log.Warn("save_failed", "table", r.code, "err", err.Error())
	}
}

// saver writes the table's autosave after every action (actions applied
// while it writes are saved together, by the next write) and each hand
// that ends to the history of every person at the table, until the game
// stops (dirty closed).
func (r *room) saver(done chan<- struct{}) {
	defer close(done)
	for range r.dirty {
		var g *rules.Game
		r.t.Read(func(x *rules.Game) { g = x.Clone() })
		if g.Over() {
			continue // finish keeps it
		}
		if err := r.writeSave(g); err != nil {
			r.srv.log.Warn("save_failed", "table", r.code, "err", err.Error())
		}
		r.logHand(g)
	}
}

// people returns the persons seated, by seat (nil for a bot's seat).
func (r *room) people() [rules.NumSeats]*player {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out [rules.NumSeats]*player
	for s, st := range r.seats {
		out[s] = st.pl
	}
	return out
}

// savedFor wraps g as the store keeps a game of the person at seat.
func (r *room) savedFor(g *rules.Game, people [rules.NumSeats]*player, seat rules.Seat) *store.Saved {
	var kinds [rules.NumSeats]string
	for s, pl := range people {
		kinds[s] = r.cfg.Bots.String()
		if pl != nil {
			kinds[s] = store.KindHuman
		}
	}
	return &store.Saved{Game: g, Meta: store.Meta{ID: r.gameID, StartedAt: r.started, HumanSeat: seat, Seats: kinds}}
}

// writeSave writes the table's autosave with the game g.
func (r *room) writeSave(g *rules.Game) error {
	people := r.people()
	first := rules.NoSeat
	f := tableFile{Format: tableFormat, Code: r.code, Created: r.created, Rules: r.cfg.Rules,
		Options: r.cfg.Options.String(), Bots: r.cfg.Bots.String(), Program: r.cfg.Program, Timer: int(r.cfg.Timer / time.Second),
		Password: r.cfg.Password, GameID: r.gameID, Started: r.started}
	r.mu.Lock()
	for s, st := range r.seats {
		if st.pl != nil {
			f.Seats[s] = &seatFile{Name: st.pl.Name, Key: st.pl.Key, ID: st.pl.ID, Rejoin: st.rejoin}
			if first == rules.NoSeat {
				first = rules.Seat(s)
			}
		}
	}
	r.mu.Unlock()
	if first == rules.NoSeat {
		return errors.New("no person at the table")
	}
	game, err := store.Marshal(r.savedFor(g, people, first))
	if err != nil {
		return err
	}
	f.Game = game
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return r.srv.files.WriteFile(r.srv.savePath(r.code), append(data, '\n'))
}

// logHand writes a hand that has just ended to every person's history.
func (r *room) logHand(g *rules.Game) {
	p := g.Phase()
	if p != rules.PhaseHandOver && p != rules.PhaseGameOver || g.HandNumber() == r.logged {
		return
	}
	r.logged = g.HandNumber()
	people := r.people()
	now := r.srv.cfg.Now()
	for s, pl := range people {
		if pl == nil {
			continue
		}
		if err := r.srv.playerStore(pl).HandOver(r.savedFor(g, people, rules.Seat(s)), now); err != nil {
			r.srv.log.Warn("history_failed", "table", r.code, "user", pl.Name, "err", err.Error())
		}
	}
}

// finish keeps a game that ended: its last hand in every person's
// history, its record in every person's records, the autosave removed;
// the table leaves the lobby (its sessions stay on the final standings
// until they leave).
func (r *room) finish() {
	var g *rules.Game
	r.t.Read(func(x *rules.Game) { g = x.Clone() })
	r.logHand(g)
	people := r.people()
	now := r.srv.cfg.Now()
	for s, pl := range people {
		if pl == nil {
			continue
		}
		if _, err := r.srv.playerStore(pl).Finish(r.savedFor(g, people, rules.Seat(s)), now); err != nil {
			r.srv.log.Warn("record_failed", "table", r.code, "user", pl.Name, "err", err.Error())
		}
	}
	r.srv.removeSave(r)
	r.mu.Lock()
	r.state = stateOver
	if r.abandon != nil {
		r.abandon.Stop()
		r.abandon = nil
	}
	r.notifyLocked()
	r.mu.Unlock()
	r.srv.hall.remove(r)
	scores := g.Scores()
	r.srv.log.Info("game_end", "table", r.code, "game", r.gameID, "hands", g.HandNumber()+1,
		"scores", fmt.Sprint(scores[:]))
}

// playerStore is the store of a person's history and records.
func (s *Server) playerStore(pl *player) *store.Store {
	dir := filepath.Join(s.cfg.playersDir(), pl.ID)
	return store.New(dir, dir)
}

// maxTableFile bounds a table's autosave read.
const maxTableFile = store.MaxFileSize + 64<<10

// restore reopens every table saved in the tables directory (a server
// restarted mid-game): each resumes where it stood, every seat played by
// its bot until its person comes back. A save is opened as the local
// game opens its autosave (store.ReadOwnFile): a regular file only, a
// symbolic link never followed, a named pipe never waited on. A file
// that cannot be read, or is not a regular file, is moved aside
// (CODE.json.broken) and logged with where it went; the server starts.
// The outside programs a killed server left are ended first.
func (s *Server) restore() {
	s.endLeftPrograms()
	entries, err := os.ReadDir(s.cfg.tablesDir())
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			s.log.Warn("restore_failed", "dir", s.cfg.tablesDir(), "err", err.Error())
		}
		return
	}
	for _, e := range entries {
		name := e.Name()
		if strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") {
			continue
		}
		path := filepath.Join(s.cfg.tablesDir(), name)
		r, err := s.readTable(path)
		if err == nil {
			err = s.hall.add(r)
		}
		if err != nil {
			s.setAside(path, err)
			continue
		}
		actions := len(r.restored.Actions())
		r.mu.Lock()
		r.playLocked(r.restored)
		r.restored = nil
		r.mu.Unlock()
		s.log.Info("restored", "table", r.code, "game", r.gameID, "actions", actions)
	}
}

// setAside moves a table's save that cannot be restored out of the way
// (CODE.json.broken; a link or a pipe is moved, never followed or
// opened) and logs it: the file, why, and where it went.
func (s *Server) setAside(path string, why error) {
	moved := path + ".broken"
	if err := os.Rename(path, moved); err != nil {
		s.log.Warn("restore_failed", "file", path, "err", why.Error(), "move_err", err.Error())
		return
	}
	s.log.Warn("restore_failed", "file", path, "err", why.Error(), "moved_to", moved)
}

// readTable reads a table's autosave, checking every field.
func (s *Server) readTable(path string) (*room, error) {
	data, err := store.ReadOwnFile(path, maxTableFile)
	if err != nil {
		return nil, err
	}
	var tf tableFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&tf); err != nil {
		return nil, err
	}
	if tf.Format != tableFormat {
		return nil, fmt.Errorf("format %d (this server reads %d)", tf.Format, tableFormat)
	}
	code, rejoin, ok := normCode(tf.Code)
	if !ok || rejoin != "" || code+".json" != filepath.Base(path) {
		return nil, fmt.Errorf("bad table code %q", tf.Code)
	}
	rs, err := rules.RuleSetByName(tf.Rules)
	if err != nil {
		return nil, err
	}
	opts, err := rules.ParseOptions(tf.Options)
	if err != nil {
		return nil, err
	}
	if _, err := rs.Variant(opts); err != nil {
		return nil, err
	}
	lvl, err := seat.ParseLevel(tf.Bots)
	if err != nil {
		return nil, err
	}
	timer := time.Duration(tf.Timer) * time.Second
	if timer < 0 || timer > maxTimer {
		return nil, fmt.Errorf("turn timer %ds out of range", tf.Timer)
	}
	if tf.Password != "" && !strings.Contains(tf.Password, ":") {
		return nil, errors.New("bad password hash")
	}
	sv, err := store.Unmarshal(filepath.Base(path), tf.Game)
	if err != nil {
		return nil, err
	}
	if sv.Game.Variant().Name != rs.Name || sv.Game.Over() {
		return nil, errors.New("the game is not the table's, or is over")
	}
	program := tf.Program
	if _, ok := s.program(program); program != "" && !ok {
		// The operator no longer names it: the club plays its seats.
		s.log.Warn("program_gone", "table", code, "program", shownPath(program))
		program = ""
	}
	r := newRoom(s, code, tableConfig{Rules: rs.Name, Options: opts, Bots: lvl, Program: program, Password: tf.Password, Timer: timer})
	r.created, r.gameID, r.started = tf.Created, tf.GameID, tf.Started
	people := 0
	for i, sf := range tf.Seats {
		if sf == nil {
			continue
		}
		pl, err := readPlayer(sf)
		if err != nil {
			return nil, fmt.Errorf("seat %d: %w", i, err)
		}
		r.seats[i] = seatState{pl: pl, rejoin: sf.Rejoin}
		people++
	}
	if people == 0 {
		return nil, errors.New("no person at the table")
	}
	r.restored = sv.Game
	return r, nil
}

// readPlayer checks a seat read from a file: a name as displayName makes
// it, a fingerprint, an ID as playerID makes it, a rejoin code.
func readPlayer(sf *seatFile) (*player, error) {
	switch {
	case sf.Name == "" || displayName(sf.Name) != sf.Name:
		return nil, fmt.Errorf("bad name %q", sf.Name)
	case len(sf.Key) > 128 || strings.ContainsFunc(sf.Key, func(r rune) bool { return r <= ' ' || r > '~' }):
		return nil, errors.New("bad key fingerprint")
	case !validPlayerID(sf.ID):
		return nil, fmt.Errorf("bad player id %q", sf.ID)
	case len(sf.Rejoin) != rejoinLen || !inAlphabet(sf.Rejoin):
		return nil, errors.New("bad rejoin code")
	}
	return &player{Name: sf.Name, Key: sf.Key, ID: sf.ID}, nil
}
