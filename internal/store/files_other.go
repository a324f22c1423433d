//go:build !unix

package store

// Systems other than Unix have neither flag: a named pipe or a device is
// still refused by the check on the opened file.
const (
	oNonblock = 0
	oNofollow = 0
)

func isLinkRefusal(error) bool { return false }
