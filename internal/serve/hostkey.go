package serve

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	gossh "golang.org/x/crypto/ssh"

	"github.com/mahjong-tui/mahjong/internal/store"
)

// HostKeyName is the host key's file name in the server's data
// directory.
const HostKeyName = "host_ed25519"

// maxHostKeySize bounds the host key file read (an ed25519 key in
// OpenSSH's format is about 400 bytes).
const maxHostKeySize = 64 << 10

// HostKeyError is a host key file that cannot be used: too open to be a
// secret, unreadable, or not a private key.
type HostKeyError struct {
	Path   string
	Reason string
	Err    error
}

// Error names the file and what is wrong with it.
func (e *HostKeyError) Error() string {
	return fmt.Sprintf("host key %s: %s", e.Path, e.Reason)
}

// Unwrap returns the underlying error.
func (e *HostKeyError) Unwrap() error { return e.Err }

// LoadHostKey reads the server's host key from path, creating it (an
// ed25519 key in OpenSSH's format, mode 0600, in a directory of mode
// 0700) when there is none, so that the server keeps its identity from
// one start to the next. created says that it was made now. A key that
// others may read (group or world permissions) is refused, as ssh
// refuses such a key.
func LoadHostKey(path string) (signer gossh.Signer, created bool, err error) {
	data, err := readKey(path)
	if errors.Is(err, fs.ErrNotExist) {
		data, err = createKey(path)
		created = err == nil
	}
	if err != nil {
		return nil, false, err
	}
	signer, err = gossh.ParsePrivateKey(data)
	if err != nil {
		return nil, false, &HostKeyError{Path: path, Reason: "not a private key: " + err.Error(), Err: err}
	}
	return signer, created, nil
}

// readKey reads a key file, refusing one others may read.
func readKey(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, &HostKeyError{Path: path, Reason: err.Error(), Err: err}
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, &HostKeyError{Path: path, Reason: err.Error(), Err: err}
	}
	switch {
	case !st.Mode().IsRegular():
		return nil, &HostKeyError{Path: path, Reason: "not a regular file"}
	case st.Mode().Perm()&0o077 != 0:
		return nil, &HostKeyError{Path: path, Reason: fmt.Sprintf("mode %04o lets others read it (chmod 600)", st.Mode().Perm())}
	case st.Size() > maxHostKeySize:
		return nil, &HostKeyError{Path: path, Reason: "too large to be a key"}
	}
	data := make([]byte, st.Size())
	if _, err := f.ReadAt(data, 0); err != nil {
		return nil, &HostKeyError{Path: path, Reason: err.Error(), Err: err}
	}
	return data, nil
}

// createKey makes a new ed25519 key at path, written whole and never
// over an existing file (store.CreateFile: two servers starting at once
// keep the first one's key).
func createKey(path string) ([]byte, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	block, err := gossh.MarshalPrivateKey(priv, "mahjong server")
	if err != nil {
		return nil, err
	}
	data := pem.EncodeToMemory(block)
	dir := filepath.Dir(path)
	err = store.New(dir, dir).CreateFile(path, data)
	if errors.Is(err, fs.ErrExist) {
		return readKey(path)
	}
	if err != nil {
		return nil, &HostKeyError{Path: path, Reason: err.Error(), Err: err}
	}
	return data, nil
}
