package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// AutosaveSlots is how many autosaves a state directory can hold at
// once: autosave.json, then autosave-2.json ... autosave-9.json, one for
// each copy of the program playing at the same time.
const AutosaveSlots = 9

// SlotName is the file name of autosave slot n (1: autosave.json, n > 1:
// autosave-n.json).
func SlotName(n int) string {
	if n <= 1 {
		return AutosaveName
	}
	return strings.TrimSuffix(AutosaveName, ".json") + "-" + strconv.Itoa(n) + ".json"
}

// ErrBusy is wrapped by the *Error (KeyBusy) of an autosave that another
// process holds: it is neither read for play nor written.
var ErrBusy = errors.New("store: the autosave is open in another process")

// errLockHeld is what tryLock returns when another process holds the
// lock.
var errLockHeld = errors.New("lock held")

// heldLock is a lock file this process holds, shared by every Store of
// the process that claims the same autosave (the lock excludes other
// processes, not other Stores of this one).
type heldLock struct {
	f    *os.File
	info fs.FileInfo
	refs int
}

// locks are the lock files this process holds.
var locks struct {
	sync.Mutex
	held []*heldLock
}

// lockPath is the lock file of the store's autosave: .NAME.lock beside
// it. It is never removed (removing a lock file while another process
// opens it would let two processes lock two different files).
func (s *Store) lockPath() string {
	return filepath.Join(s.StateDir, "."+s.autosaveName()+".lock")
}

// Claim takes this process's lock on the store's autosave: until Release
// or the end of the process (the system releases the lock of a process
// that dies, however it dies), no other process's Claim of it succeeds.
// Every write of the autosave (Save, ClearAutosave, Finish, and
// LoadAutosave's moving a broken one aside) claims it first, so that no
// process ever writes over another's game. When another process holds
// it, Claim returns an *Error with KeyBusy (wrapping ErrBusy) naming
// that process. Once claimed, the temporary files of interrupted writes
// of this autosave are removed at once, whatever their age: only the
// holder of the lock writes them.
func (s *Store) Claim() error {
	name := s.autosaveName()
	if s.lock != nil && s.lockFor == name {
		return nil
	}
	if err := s.fs().MkdirAll(s.StateDir); err != nil {
		return err
	}
	h, err := acquire(s.lockPath())
	if errors.Is(err, errLockHeld) {
		var be *busyError
		errors.As(err, &be)
		holder := "?"
		if be != nil && be.pid > 0 {
			holder = strconv.Itoa(be.pid)
		}
		return &Error{File: s.AutosavePath(), Key: KeyBusy, Args: []any{holder}, Err: ErrBusy}
	}
	if err != nil {
		return err
	}
	s.Release()
	s.lock, s.lockFor = h, name
	s.removeTemps(s.StateDir, name)
	return nil
}

// ClaimFree picks the autosave this copy of the program uses and claims
// it: the first slot (autosave.json, autosave-2.json ...) that no other
// process holds and that holds a saved game, else the first that no
// other process holds. busy is the *Error (KeyBusy) of the first slot
// found held elsewhere, nil when there was none: the player is told that
// a game is open in another copy. When every slot is held, err is that
// *Error.
func (s *Store) ClaimFree() (busy *Error, err error) {
	var first *Store // the first free slot, held while the others are tried
	for n := 1; n <= AutosaveSlots; n++ {
		t := &Store{StateDir: s.StateDir, DataDir: s.DataDir, FS: s.FS, Autosave: SlotName(n)}
		_, serr := os.Lstat(t.AutosavePath())
		saved := serr == nil
		if first != nil && !saved {
			continue // a free slot is in hand, and no game to find here
		}
		err := t.Claim()
		var se *Error
		switch {
		case errors.As(err, &se) && se.Key == KeyBusy:
			if busy == nil {
				busy = se
			}
			continue
		case err != nil:
			if first != nil {
				first.Release()
			}
			return busy, err
		}
		if saved {
			if first != nil {
				first.Release()
			}
			s.adopt(t)
			return busy, nil
		}
		if first == nil {
			first = t
		} else {
			t.Release()
		}
	}
	if first == nil {
		return busy, busy
	}
	s.adopt(first)
	return busy, nil
}

// adopt takes over the slot and the lock t claimed.
func (s *Store) adopt(t *Store) {
	s.Release()
	s.Autosave, s.lock, s.lockFor = t.Autosave, t.lock, t.lockFor
}

// Release gives back the lock Claim took (when no other Store of the
// process shares it). Releasing a store that holds none does nothing.
func (s *Store) Release() error {
	h := s.lock
	if h == nil {
		return nil
	}
	s.lock, s.lockFor = nil, ""
	locks.Lock()
	defer locks.Unlock()
	if h.refs--; h.refs > 0 {
		return nil
	}
	for i, x := range locks.held {
		if x == h {
			locks.held = append(locks.held[:i], locks.held[i+1:]...)
			break
		}
	}
	return h.f.Close() // closing the descriptor releases the lock
}

// busyError is errLockHeld with the holder's process id (0: unknown).
type busyError struct{ pid int }

func (e *busyError) Error() string { return "lock held by process " + strconv.Itoa(e.pid) }
func (e *busyError) Unwrap() error { return errLockHeld }

// acquire opens and locks a lock file, or shares the lock this process
// holds on it already. The file holds the holder's process id, for the
// message another process shows.
func acquire(path string) (*heldLock, error) {
	f, err := openRegular(path, os.O_RDWR|os.O_CREATE, 0o600, false)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	locks.Lock()
	defer locks.Unlock()
	for _, h := range locks.held {
		if os.SameFile(h.info, info) {
			f.Close()
			h.refs++
			return h, nil
		}
	}
	if err := tryLock(f); err != nil {
		defer f.Close()
		if errors.Is(err, errLockHeld) {
			return nil, &busyError{pid: readPID(f)}
		}
		return nil, err
	}
	pid := []byte(strconv.Itoa(os.Getpid()) + "\n")
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt(pid, 0)
	}
	h := &heldLock{f: f, info: info, refs: 1}
	locks.held = append(locks.held, h)
	return h, nil
}

// readPID reads the process id a lock file holds, 0 when it holds none.
func readPID(f *os.File) int {
	var b [24]byte
	n, _ := f.ReadAt(b[:], 0)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b[:n])))
	if err != nil || pid < 0 {
		return 0
	}
	return pid
}
