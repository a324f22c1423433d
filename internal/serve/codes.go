package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"strings"
)

// codeAlphabet writes table and rejoin codes: capital letters and digits
// without those read as one another (0/O, 1/I/L).
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

// The lengths of the codes: a table's is short enough to say aloud; a
// seat's rejoin code (after the table's and a dash) is a secret.
const (
	codeLen   = 4
	rejoinLen = 6
)

// randomCode draws n characters of codeAlphabet.
func randomCode(n int) string {
	b := make([]byte, n)
	// The modulo bias of 256 over 31 letters is irrelevant for a code
	// that is guessed only at the input rate's pace.
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	for i := range b {
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b)
}

// normCode reads a code as typed: upper case, without spaces; "" when it
// cannot be one (a table code, or a table code, a dash and a rejoin
// code).
func normCode(s string) (table, rejoin string, ok bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	table, rejoin, dash := strings.Cut(s, "-")
	if len(table) != codeLen || !inAlphabet(table) {
		return "", "", false
	}
	if dash && (len(rejoin) != rejoinLen || !inAlphabet(rejoin)) {
		return "", "", false
	}
	return table, rejoin, true
}

func inAlphabet(s string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(codeAlphabet, s[i]) < 0 {
			return false
		}
	}
	return true
}

// maxPassword bounds a table's password (bytes).
const maxPassword = 64

// hashPassword returns "salt:hash" (hex) of a table's password; "" for
// no password.
func hashPassword(pw string) string {
	if pw == "" {
		return ""
	}
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		panic(err)
	}
	return hex.EncodeToString(salt) + ":" + hex.EncodeToString(passwordSum(salt, pw))
}

func passwordSum(salt []byte, pw string) []byte {
	h := sha256.New()
	h.Write(salt)
	h.Write([]byte(pw))
	return h.Sum(nil)
}

// checkPassword reports whether pw is the password hashed in stored (""
// stored: no password, every pw fits).
func checkPassword(stored, pw string) bool {
	if stored == "" {
		return true
	}
	s, h, ok := strings.Cut(stored, ":")
	salt, err1 := hex.DecodeString(s)
	want, err2 := hex.DecodeString(h)
	if !ok || err1 != nil || err2 != nil || len(pw) > maxPassword {
		return false
	}
	return subtle.ConstantTimeCompare(passwordSum(salt, pw), want) == 1
}
