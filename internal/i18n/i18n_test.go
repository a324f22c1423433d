package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Both catalogues define exactly the same keys, so French is complete.
func TestCataloguesComplete(t *testing.T) {
	en, fr := MustLoad("en"), MustLoad("fr")
	for _, k := range en.Keys() {
		if !fr.Has(k) {
			t.Errorf("fr.txt lacks %q", k)
		}
	}
	for _, k := range fr.Keys() {
		if !en.Has(k) {
			t.Errorf("en.txt lacks %q (only in fr.txt)", k)
		}
	}
}

// Placeholders match between languages: a French text uses the same {n}.
func TestPlaceholdersMatch(t *testing.T) {
	en, fr := MustLoad("en"), MustLoad("fr")
	// {n} and the plural forms {n|one|other}: the same arguments used.
	re := regexp.MustCompile(`\{(\d+)[}|]`)
	used := func(s string) string {
		set := map[string]bool{}
		for _, m := range re.FindAllStringSubmatch(s, -1) {
			set[m[1]] = true
		}
		var out []string
		for n := range set {
			out = append(out, n)
		}
		return strings.Join(sorted(out), ",")
	}
	for _, k := range en.Keys() {
		a, b := used(en.T(k)), used(fr.T(k))
		if a != b {
			t.Errorf("%s: en uses %v, fr uses %v", k, a, b)
		}
	}
}

func sorted(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// namespaces are the key prefixes of the catalogues; a string literal in
// the code that starts with one of them is a key and must exist.
func namespaces(c *Catalog) map[string]bool {
	ns := map[string]bool{}
	for _, k := range c.Keys() {
		ns[k[:strings.IndexByte(k, '.')+1]] = true
	}
	return ns
}

// Every key written in the code (a string literal such as "error.flag")
// exists in the catalogues.
func TestKeysInCodeExist(t *testing.T) {
	en := MustLoad("en")
	ns := namespaces(en)
	keyLike := regexp.MustCompile(`^[a-z0-9_]+(\.[a-z0-9_]+)+$`)
	root := filepath.Join("..", "..")
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !keyLike.MatchString(s) || strings.HasSuffix(s, ".") {
				return true
			}
			if !ns[s[:strings.IndexByte(s, '.')+1]] {
				return true
			}
			checked++
			if !en.Has(s) {
				t.Errorf("%s: key %q is not in the catalogues", path, s)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Errorf("only %d keys found in the code: the scan is broken", checked)
	}
}

func TestFromEnv(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "fr_FR.UTF-8"}, "fr"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "en"},
		{map[string]string{"LANG": "fr_FR.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"},
		{map[string]string{"LC_MESSAGES": "fr", "LANG": "C"}, "fr"},
	}
	for _, c := range cases {
		if got := FromEnv(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("FromEnv(%v) = %q, want %q", c.env, got, c.want)
		}
	}
}

func TestPlaceholders(t *testing.T) {
	c := MustLoad("en")
	if got := c.T("error.analyze_size", 12); got != "analyze needs 13 or 14 tiles (kongs counting as 3), this hand has 12" {
		t.Errorf("got %q", got)
	}
	if got := c.T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gave %q", got)
	}
	if got := c.Count("unit.points", 1) + "/" + c.Count("unit.points", 2) + "/" + c.Count("unit.fan", 1); got != "point/points/fan" {
		t.Errorf("Count gave %q", got)
	}
	if _, err := Load("xx"); err == nil {
		t.Error("Load(xx) succeeded")
	}
}

// A plural form agrees with its number, as each language counts: one
// in English, zero and one in French.
func TestPluralForms(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 0, "0 tiles left"}, {"en", 1, "1 tile left"}, {"en", 2, "2 tiles left"},
		{"fr", 0, "0 tuile restante"}, {"fr", 1, "1 tuile restante"}, {"fr", 3, "3 tuiles restantes"},
	} {
		cat := &Catalog{Lang: c.lang, msgs: map[string]string{
			"k": map[string]string{"en": "{0} {0|tile|tiles} left", "fr": "{0} {0|tuile restante|tuiles restantes}"}[c.lang]}}
		if got := cat.T("k", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}

// No text of the catalogues hedges a plural with "(s)": they agree
// through the plural forms.
func TestNoHedgedPlurals(t *testing.T) {
	for _, lang := range Languages {
		c := MustLoad(lang)
		for _, k := range c.Keys() {
			if strings.Contains(c.T(k), "(s)") {
				t.Errorf("%s %s: %q", lang, k, c.T(k))
			}
		}
	}
}

// Count agrees as the plural forms do: French "0 point", English "0
// points".
func TestCountAgrees(t *testing.T) {
	for _, c := range []struct {
		lang string
		n    int
		want string
	}{{"en", 0, "points"}, {"en", 1, "point"}, {"fr", 0, "point"}, {"fr", 1, "point"}, {"fr", 2, "points"}} {
		if got := MustLoad(c.lang).Count("unit.points", c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.n, got, c.want)
		}
	}
}
