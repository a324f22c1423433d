package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// errNotRegular: a path names something other than a regular file (a
// named pipe, a device, a directory, a socket, or a symbolic link where
// links are not followed). Reading a pipe or a device could block for
// ever or never end; the program reads and writes regular files only.
var errNotRegular = errors.New("not a regular file")

// notRegularError is errNotRegular with the kind of file found.
type notRegularError struct {
	path string
	kind fs.FileMode // fs.ModeNamedPipe, fs.ModeDevice, fs.ModeDir, ...
}

func (e *notRegularError) Error() string {
	return e.path + ": not a regular file (" + kindPhrase(e.kind).Default + ")"
}

// Unwrap makes it errNotRegular.
func (e *notRegularError) Unwrap() error { return errNotRegular }

// kindPhrase names a kind of file: its catalogue key and English words.
func kindPhrase(m fs.FileMode) Phrase {
	switch {
	case m&fs.ModeSymlink != 0:
		return Phrase{"store.kind.symlink", "a symbolic link"}
	case m&fs.ModeNamedPipe != 0:
		return Phrase{"store.kind.pipe", "a named pipe"}
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return Phrase{"store.kind.device", "a device"}
	case m&fs.ModeDir != 0:
		return Phrase{"store.kind.dir", "a directory"}
	case m&fs.ModeSocket != 0:
		return Phrase{"store.kind.socket", "a socket"}
	}
	return Phrase{"store.kind.special", "a special file"}
}

// openRegular opens path with flag (and perm when it creates the file),
// and makes sure on the opened descriptor, never by name first, that it
// is a regular file. The open itself never blocks (a named pipe with no
// writer would) and, unless follow is set, never follows a symbolic link
// in the last element of the path: the files of the state and data
// directories are the program's own, and a link there is refused. A path
// the player names (replay FILE) is followed, then checked the same way.
func openRegular(path string, flag int, perm os.FileMode, follow bool) (*os.File, error) {
	flag |= oNonblock
	if !follow {
		flag |= oNofollow
	}
	f, err := os.OpenFile(path, flag, perm)
	if err != nil {
		switch {
		case !follow && isLinkRefusal(err):
			return nil, &notRegularError{path: path, kind: fs.ModeSymlink}
		case errors.Is(err, syscall.EISDIR): // opened for writing
			return nil, &notRegularError{path: path, kind: fs.ModeDir}
		}
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &notRegularError{path: path, kind: st.Mode().Type()}
	}
	return f, nil
}

// readError makes an error opening or reading a file into the *Error a
// reader returns: KeyNotRegular for what is not a regular file, KeyRead
// for the rest (the file is left where it is in both cases).
func readError(path string, err error) *Error {
	var nr *notRegularError
	if errors.As(err, &nr) {
		return &Error{File: path, Key: KeyNotRegular, Args: []any{kindPhrase(nr.kind)}, Err: err}
	}
	return &Error{File: path, Key: KeyRead, Args: []any{errText(err)}, Err: err}
}

// ReadOwnFile reads a small file of the program's own directories whole,
// as the autosave is opened: a regular file only (a named pipe, a
// device, a directory or a socket is refused without being read or
// waited on: KeyNotRegular), a symbolic link never followed (refused
// too), at most max bytes (a larger file is refused: KeyTooLarge). Any
// failure is an *Error, which wraps fs.ErrNotExist when there is no
// file; the file is left where it is. A served table's autosave is read
// so.
func ReadOwnFile(path string, max int64) ([]byte, error) {
	f, err := openRegular(path, os.O_RDONLY, 0, false)
	if err != nil {
		return nil, readError(path, err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, readError(path, err)
	}
	if int64(len(data)) > max {
		return nil, fileError(path, KeyTooLarge, int64(len(data)), max)
	}
	return data, nil
}
