package serve

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"

	gossh "golang.org/x/crypto/ssh"
)

// maxName bounds a person's name as shown (runes).
const maxName = 16

// displayName makes an SSH user name fit to show: letters, digits and
// . _ - only (any other character dropped: the name is the client's to
// choose, and is shown to everyone at the table), at most maxName of
// them; "guest" when nothing is left.
func displayName(user string) string {
	var b strings.Builder
	n := 0
	for _, r := range user {
		if n == maxName {
			break
		}
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' || r == '-' {
			b.WriteRune(r)
			n++
		}
	}
	if b.Len() == 0 {
		return "guest"
	}
	return b.String()
}

// newPlayer is the person of a session: the name shown, the key's
// fingerprint, and the directory of their history and records, named
// after the key (a person without a key is known by name only).
func newPlayer(user string, key gossh.PublicKey) player {
	pl := player{Name: displayName(user)}
	if key != nil {
		pl.Key = gossh.FingerprintSHA256(key)
		sum := sha256.Sum256(key.Marshal())
		pl.ID = "key-" + hex.EncodeToString(sum[:12])
		return pl
	}
	var b strings.Builder
	for _, r := range strings.ToLower(pl.Name) {
		if r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	pl.ID = "name-" + b.String()
	return pl
}

// validPlayerID reports whether id is one newPlayer makes (a directory
// name under the players' directory, never a path).
func validPlayerID(id string) bool {
	rest, ok := strings.CutPrefix(id, "key-")
	if !ok {
		rest, ok = strings.CutPrefix(id, "name-")
	}
	if !ok || rest == "" || len(rest) > 2*maxName {
		return false
	}
	for _, r := range rest {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}
