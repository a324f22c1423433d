package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
)

// ProgressName is the Learn menu's progress file, in DataDir.
const ProgressName = "progress.json"

// Bounds on the progress file: it is read whole, and what it lists is
// shown.
const (
	maxProgressSize = 64 << 10
	maxProgressIDs  = 256
	maxProgressID   = 64
	maxRunBest      = 1 << 10
)

// Progress is what the player has done in the Learn menu: the lessons
// completed (by ID, in the order done) and, for each kind of drill, the
// answers given and the right ones.
type Progress struct {
	Lessons []string         `json:"lessons"`
	Drills  map[string]Tally `json:"drills,omitempty"`
	// Runs are the runs of ten drills finished, by kind and level
	// ("waits/hard"): how many, and the best result.
	Runs map[string]RunTally `json:"runs,omitempty"`
}

// RunTally counts the runs of a kind of drill at a level: how many were
// finished and the most right answers of one.
type RunTally struct {
	Runs int `json:"runs"`
	Best int `json:"best"`
}

// FinishRun records a run of a kind and level ended with right answers.
func (p *Progress) FinishRun(key string, right int) {
	if p.Runs == nil {
		p.Runs = map[string]RunTally{}
	}
	if _, ok := p.Runs[key]; !ok && len(p.Runs) >= maxProgressIDs {
		return
	}
	r := p.Runs[key]
	r.Runs++
	r.Best = max(r.Best, right)
	p.Runs[key] = r
}

// Tally counts a kind of drill's answers.
type Tally struct {
	Right int `json:"right"`
	Total int `json:"total"`
}

// Done reports whether lesson id was completed.
func (p *Progress) Done(id string) bool { return slices.Contains(p.Lessons, id) }

// Complete records lesson id as completed (once).
func (p *Progress) Complete(id string) {
	if !p.Done(id) && len(p.Lessons) < maxProgressIDs {
		p.Lessons = append(p.Lessons, id)
	}
}

// Answer counts an answer to a drill of a kind.
func (p *Progress) Answer(kind string, right bool) {
	if p.Drills == nil {
		p.Drills = map[string]Tally{}
	}
	t := p.Drills[kind]
	t.Total++
	if right {
		t.Right++
	}
	p.Drills[kind] = t
}

// ProgressPath is the progress file's path.
func (s *Store) ProgressPath() string { return filepath.Join(s.DataDir, ProgressName) }

// LoadProgress reads the Learn menu's progress; no file is no progress
// yet. A file that cannot be read, too large or not the format, is an
// *Error (the menu then starts afresh and says why); it is left where it
// is.
func (s *Store) LoadProgress() (Progress, error) {
	path := s.ProgressPath()
	data, err := ReadOwnFile(path, maxProgressSize)
	if errors.Is(err, fs.ErrNotExist) {
		return Progress{}, nil
	}
	if err != nil {
		return Progress{}, err
	}
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return Progress{}, &Error{File: path, Key: KeyJSON, Args: []any{err.Error()}, Err: err}
	}
	// Keep what is sound: bounded IDs, counts that add up.
	var ids []string
	for _, id := range p.Lessons {
		if id != "" && len(id) <= maxProgressID && len(ids) < maxProgressIDs && !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	p.Lessons = ids
	for k, t := range p.Drills {
		if len(k) > maxProgressID || t.Right < 0 || t.Total < t.Right || len(p.Drills) > maxProgressIDs {
			delete(p.Drills, k)
		}
	}
	for k, r := range p.Runs {
		if len(k) > maxProgressID || r.Runs < 0 || r.Best < 0 || r.Best > maxRunBest || len(p.Runs) > maxProgressIDs {
			delete(p.Runs, k)
		}
	}
	return p, nil
}

// SaveProgress writes the progress, atomically.
func (s *Store) SaveProgress(p Progress) error {
	data, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		return err
	}
	return s.writeAtomic(s.ProgressPath(), append(data, '\n'))
}
