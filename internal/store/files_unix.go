//go:build unix

package store

import (
	"errors"
	"syscall"
)

// The open flags that keep a descriptor from blocking (a named pipe) and
// from following a symbolic link.
const (
	oNonblock = syscall.O_NONBLOCK
	oNofollow = syscall.O_NOFOLLOW
)

// isLinkRefusal reports whether an open with O_NOFOLLOW failed because
// the path is a symbolic link (ELOOP; EMLINK on some BSDs).
func isLinkRefusal(err error) bool {
	return errors.Is(err, syscall.ELOOP) || errors.Is(err, syscall.EMLINK)
}
