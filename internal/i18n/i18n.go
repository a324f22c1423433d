package i18n

import (
	"bufio"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mahjong-tui/mahjong/assets"
)

// Languages lists the languages with a catalogue, the default first.
var Languages = []string{"en", "fr"}

// Catalog maps message keys to text in one language.
type Catalog struct {
	Lang string
	msgs map[string]string
	// fallback answers keys this catalogue lacks (English for French).
	fallback *Catalog
}

// loaded holds each language's catalogue, read once from the embedded
// assets by the first Load of it, whatever goroutine asks (a server loads
// languages from many sessions at once). The map itself never changes.
var loaded = func() map[string]*onceCatalog {
	m := map[string]*onceCatalog{}
	for _, l := range Languages {
		m[l] = &onceCatalog{}
	}
	return m
}()

type onceCatalog struct {
	once sync.Once
	c    *Catalog
	err  error
}

// Load returns the catalogue of a language ("en" or "fr"). Unknown
// languages get an error naming the ones that exist. It is safe for
// concurrent use; a catalogue is read once and shared, never changed.
func Load(lang string) (*Catalog, error) {
	oc, ok := loaded[lang]
	if !ok {
		return nil, fmt.Errorf("unknown language %q (known: %s)", lang, strings.Join(Languages, ", "))
	}
	oc.once.Do(func() { oc.c, oc.err = read(lang) })
	return oc.c, oc.err
}

// read parses a language's catalogue from the embedded assets.
func read(lang string) (*Catalog, error) {
	// A language's catalogue is every file i18n/*.<lang>.txt, one per
	// area of the program (core, tui, ...); a key may be defined once.
	files, err := fs.Glob(assets.FS, "i18n/*."+lang+".txt")
	if err != nil {
		return nil, err
	}
	msgs := map[string]string{}
	for _, name := range files {
		if err := parse(assets.FS, name, msgs); err != nil {
			return nil, err
		}
	}
	c := &Catalog{Lang: lang, msgs: msgs}
	if lang != Languages[0] {
		c.fallback, err = Load(Languages[0])
		if err != nil {
			return nil, err
		}
	}
	return c, nil
}

// MustLoad is Load for the languages known to exist; it panics only if
// the embedded catalogue itself is broken, which the tests rule out.
func MustLoad(lang string) *Catalog {
	c, err := Load(lang)
	if err != nil {
		panic(err)
	}
	return c
}

// Supported reports whether a language has a catalogue.
func Supported(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// FromEnv picks the language from the environment, as getenv reads it:
// the first of LC_ALL, LC_MESSAGES, LANG that names a known language
// ("fr_FR.UTF-8" is French), else English.
func FromEnv(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		val := getenv(v)
		if val == "" {
			continue
		}
		lang := strings.ToLower(val)
		if i := strings.IndexAny(lang, "_.@-"); i >= 0 {
			lang = lang[:i]
		}
		if Supported(lang) {
			return lang
		}
		return Languages[0]
	}
	return Languages[0]
}

// parse reads "key = text" lines into msgs; blank lines and lines starting with #
// are skipped; "\n" in a text stands for a line break.
func parse(fsys fs.FS, name string, msgs map[string]string) error {
	f, err := fsys.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		k, v, ok := strings.Cut(s, "=")
		if !ok {
			return fmt.Errorf("%s:%d: expected key = text", name, line)
		}
		k = strings.TrimSpace(k)
		if _, dup := msgs[k]; dup {
			return fmt.Errorf("%s:%d: key %q defined twice", name, line, k)
		}
		msgs[k] = strings.ReplaceAll(strings.TrimSpace(v), `\n`, "\n")
	}
	return sc.Err()
}

// T returns the text of key with {0}, {1}, ... replaced by the arguments,
// and each plural form {n|one|other} by the word that agrees with the
// number argument n ("{0} {0|tile|tiles} left": "1 tile left", "3 tiles
// left"; French "{0|tuile|tuiles}" agrees as French does, 0 and 1
// singular). A missing key returns the key itself, so a gap shows rather
// than hides.
func (c *Catalog) T(key string, args ...any) string {
	s, ok := c.msgs[key]
	if !ok && c.fallback != nil {
		s, ok = c.fallback.msgs[key]
	}
	if !ok {
		s = key
	}
	if len(args) == 0 {
		return s
	}
	s = c.plurals(s, args)
	for i, a := range args {
		s = strings.ReplaceAll(s, fmt.Sprintf("{%d}", i), fmt.Sprint(a))
	}
	return s
}

// Count returns the text of key for a count n: key+"_one" when n takes
// the singular in the language (singular: 1 in English, 0 and 1 in
// French, as the plural forms of T agree) and the catalogue has that
// form ("1 point"), else key ("3 points").
func (c *Catalog) Count(key string, n int) string {
	if c.singular(n) {
		if one := key + "_one"; c.Has(one) || c.fallback != nil && c.fallback.Has(one) {
			return c.T(one)
		}
	}
	return c.T(key)
}

// Has reports whether the catalogue itself (without fallback) defines key.
func (c *Catalog) Has(key string) bool {
	_, ok := c.msgs[key]
	return ok
}

// Keys lists the keys the catalogue defines, sorted.
func (c *Catalog) Keys() []string {
	out := make([]string, 0, len(c.msgs))
	for k := range c.msgs {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// plurals replaces the plural forms {n|one|other} of s by the form that
// agrees with argument n (an int; any other argument keeps "other").
func (c *Catalog) plurals(s string, args []any) string {
	for {
		i := strings.Index(s, "|")
		if i < 0 {
			return s
		}
		open := strings.LastIndex(s[:i], "{")
		end := strings.Index(s[i:], "}")
		if open < 0 || end < 0 {
			return s
		}
		end += i
		n, err := strconv.Atoi(s[open+1 : i])
		one, other, ok := strings.Cut(s[i+1:end], "|")
		if err != nil || !ok || n < 0 || n >= len(args) {
			return s
		}
		word := other
		if k, isInt := args[n].(int); isInt && c.singular(k) {
			word = one
		}
		s = s[:open] + word + s[end+1:]
	}
}

// singular reports whether a count takes the singular in the
// catalogue's language: 1 in English, 0 and 1 in French.
func (c *Catalog) singular(n int) bool {
	if c.Lang == "fr" {
		return n == 0 || n == 1
	}
	return n == 1
}
