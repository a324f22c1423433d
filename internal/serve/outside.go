package serve

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"unicode/utf8"

	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/procgroup"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/rules"
)

// outsideBot is an outside program the operator named: its path (never
// shown to a session) and the label the lobby shows for it.
type outsideBot struct {
	Path  string
	Label string
}

// maxLabel bounds a program's label (characters).
const maxLabel = 24

// programLabels labels the operator's programs: each by its base name,
// made safe and bounded; a label taken by an earlier program gets its
// number ("mybot #2").
func programLabels(paths []string) []outsideBot {
	out := make([]outsideBot, 0, len(paths))
	taken := map[string]bool{}
	for i, p := range paths {
		label := safetext.Clean(filepath.Base(p))
		if utf8.RuneCountInString(label) > maxLabel {
			label = string([]rune(label)[:maxLabel])
		}
		if taken[label] {
			label = fmt.Sprintf("%s #%d", label, i+1)
		}
		taken[label] = true
		out = append(out, outsideBot{Path: p, Label: label})
	}
	return out
}

// shownPath is a path read from a file, bounded and made safe for the
// log.
func shownPath(p string) string {
	if len(p) > 256 {
		p = p[:256]
	}
	return safetext.Clean(p)
}

// CheckProgram's answers: what is wrong with an outside program's path.
var (
	// ErrProgramMissing: no file at the path (or it cannot be read).
	ErrProgramMissing = errors.New("serve: no such file")
	// ErrProgramNotRegular: a directory, a device, a pipe ...
	ErrProgramNotRegular = errors.New("serve: not a regular file")
	// ErrProgramNotExecutable: no execute permission.
	ErrProgramNotExecutable = errors.New("serve: not executable")
)

// CheckProgram says what is wrong with an outside program's path for
// mahjong serve --bots exec:PATH (nil when it is a regular file that may
// be executed).
func CheckProgram(path string) error {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return ErrProgramMissing
	case !fi.Mode().IsRegular():
		return ErrProgramNotRegular
	case fi.Mode().Perm()&0o111 == 0:
		return ErrProgramNotExecutable
	}
	return nil
}

// program is the operator's program of a path ("" and false when the
// path is not one of them: a table saved by a server started with other
// programs).
func (s *Server) program(path string) (outsideBot, bool) {
	for _, p := range s.programs {
		if p.Path == path {
			return p, true
		}
	}
	return outsideBot{}, false
}

// programLabel is the lobby's label of a table's program ("" for none).
func (s *Server) programLabel(path string) string {
	p, _ := s.program(path)
	return p.Label
}

// processes bounds the outside programs running at once over all
// tables (Config.MaxProcesses), and records the process group of each
// (programsFile), for the next start to end what a server killed left.
type processes struct {
	mu      sync.Mutex
	running int
	groups  map[string]procgroup.Group // by tag
}

// programsFile is the record of the outside programs' process groups
// running, beside the tables' saves (a dot file: restore skips it).
func (s *Server) programsFile() string { return filepath.Join(s.cfg.tablesDir(), ".programs.json") }

// maxRecorded bounds the groups read back from programsFile.
const maxRecorded = 4096

// record adds a program's group to the record (g.Pgid 0: removes the
// tag's) and writes the record whole (none when no program runs).
func (s *Server) record(tag string, g procgroup.Group) {
	p := &s.procs
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.groups == nil {
		p.groups = map[string]procgroup.Group{}
	}
	if g.Pgid == 0 {
		delete(p.groups, tag)
	} else {
		p.groups[tag] = g
	}
	var err error
	if len(p.groups) == 0 {
		err = os.Remove(s.programsFile())
		if errors.Is(err, fs.ErrNotExist) {
			err = nil
		}
	} else {
		list := slices.SortedFunc(maps.Values(p.groups), func(a, b procgroup.Group) int { return cmp.Compare(a.Tag, b.Tag) })
		var data []byte
		if data, err = json.Marshal(list); err == nil {
			err = s.files.WriteFile(s.programsFile(), append(data, '\n'))
		}
	}
	if err != nil {
		s.log.Warn("record_failed", "file", s.programsFile(), "err", err.Error())
	}
}

// endLeftPrograms ends the outside programs a server stopped without
// closing its tables (kill -9, a crash) left running, children and all,
// as its record names them: each group only while a process of it still
// carries its tag (procgroup.End). The record then goes.
func (s *Server) endLeftPrograms() {
	path := s.programsFile()
	data, err := store.ReadOwnFile(path, maxRecorded*(maxTagJSON))
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	var list []procgroup.Group
	if err == nil {
		err = json.Unmarshal(data, &list)
	}
	if err != nil {
		s.log.Warn("programs_left_unread", "file", path, "err", err.Error())
	}
	var wg sync.WaitGroup
	for _, g := range list[:min(len(list), maxRecorded)] {
		if !g.Valid() {
			continue
		}
		wg.Go(func() {
			if n := procgroup.End(g, procgroup.Grace, false); n > 0 {
				s.log.Info("programs_left_ended", "group", g.Pgid, "processes", n)
			}
		})
	}
	wg.Wait()
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		s.log.Warn("record_failed", "file", path, "err", err.Error())
	}
}

// maxTagJSON bounds one group's entry in programsFile (bytes).
const maxTagJSON = 256

// take reserves a process (false past max).
func (p *processes) take(max int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.running >= max {
		return false
	}
	p.running++
	return true
}

// give returns a process's place.
func (p *processes) give() {
	p.mu.Lock()
	p.running--
	p.mu.Unlock()
}

// count is the processes running.
func (p *processes) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.running
}

// lineupLocked is who sits where as the game starts (mu held): a
// person's seat (a bot of the table's level stands in for them), the
// table's outside program at an empty seat when it has one of the
// operator's (the club answering for it), else a bot of the table's
// level.
func (r *room) lineupLocked() [rules.NumSeats]seat.Seat {
	var out [rules.NumSeats]seat.Seat
	ob, program := r.srv.program(r.cfg.Program)
	program = program && r.cfg.Program != ""
	for s := range r.inPlay {
		switch {
		case r.seats[s].pl != nil:
			out[s] = seat.Away(r.cfg.Bots)
		case program:
			out[s] = seat.Exec(ob.Path)
		default:
			out[s] = seat.OfLevel(r.cfg.Bots)
		}
	}
	return out
}

// startProgram starts one process of the table's program for its rules,
// within the server's bound on the processes running over all tables.
func (r *room) startProgram(path string, v rules.Variant) (seat.Outsider, error) {
	if !r.srv.procs.take(r.srv.cfg.MaxProcesses) {
		return nil, fmt.Errorf("%d outside programs already run (the server's bound)", r.srv.cfg.MaxProcesses)
	}
	p, err := botproto.StartTagged(path, v, procgroup.NewTag("mahjong-serve-"+r.code+"-"))
	if err != nil {
		r.srv.procs.give()
		return nil, err
	}
	r.srv.record(p.Group().Tag, p.Group())
	return p, nil
}

// programsStartedLocked logs the programs the seating started, and
// those that could not start (their seats play as the club bot, and the
// table is told).
func (r *room) programsStartedLocked(st *seat.Seating) {
	label := r.srv.programLabel(r.cfg.Program)
	for s := range r.inPlay {
		switch err := st.Failed[s]; {
		case st.Programs[s] != nil:
			r.srv.log.Info("program_start", "table", r.code, "seat", s, "program", label)
		case err != nil:
			r.srv.log.Warn("program_failed", "table", r.code, "seat", s, "program", label, "err", err.Error())
			r.noticeLocked("serve.notice.program_failed", label, s+1)
		}
	}
}

// stopPrograms stops the table's programs (all at once: each is given a
// moment to end) and logs how each answered.
func (r *room) stopPrograms() {
	label := r.srv.programLabel(r.cfg.Program)
	var wg sync.WaitGroup
	for s, b := range r.bots {
		if b == nil || b.prog == nil {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = b.prog.Close()
			r.srv.record(b.prog.Group().Tag, procgroup.Group{})
			r.srv.procs.give()
			st := b.prog.Stats()
			b.mu.Lock()
			fell := b.fellBack
			b.mu.Unlock()
			r.srv.log.Info("program_end", "table", r.code, "seat", s, "program", label, "asked", st.Asked,
				"answered", st.Answered, "late", st.Late, "bad", st.Bad, "dead", st.Dead, "fallbacks", fell)
		}()
	}
	wg.Wait()
}

// programFellBack counts a decision the club bot answered for the
// program at seat s; the first of each seat is logged with why.
func (r *room) programFellBack(b *botSeat, why error) {
	b.mu.Lock()
	b.fellBack++
	first := b.fellBack == 1
	b.mu.Unlock()
	if first {
		r.srv.log.Warn("program_fallback", "table", r.code, "seat", int(b.seat),
			"program", r.srv.programLabel(r.cfg.Program), "err", safetext.Clean(why.Error()))
	}
}

// askProgram asks the seat's program, within the server's time to
// answer; an error makes the table fall back to the club bot.
func (p *botSeat) askProgram(ctx context.Context, v rules.View) (rules.Action, error) {
	ctx, cancel := context.WithTimeout(ctx, p.r.srv.cfg.ProgramLimit)
	defer cancel()
	return p.prog.Act(ctx, v)
}

// programSeat is a bot seat an outside program plays: it follows the
// seat's events.
type programSeat struct{ *botSeat }

// Observe hands the program the seat's events.
func (p programSeat) Observe(evs []rules.Event) { p.prog.Observe(evs) }
