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

	"github.com/mahjong-tui/mahjong/rules"
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

// Every name of the registry and the engine that the screens word has its
// words in both catalogues (the keys are built from the names, so the
// code scan above cannot see them): each rule set; each option, its
// help, each named value of a choice and a choice's numbers; every row of
// every scorer; every reason the engine gives for refusing an action, a
// notation or a win. An option added to the registry without its words
// fails here.
func TestRegistryWordsExist(t *testing.T) {
	var keys []string
	for _, rs := range rules.RuleSets() {
		keys = append(keys, RuleSetKey(rs.Name))
		for _, s := range rs.Options {
			k := OptionKey(s.Name)
			keys = append(keys, k, k+".help")
			if s.Kind == rules.OptionChoice {
				for _, v := range s.Values {
					if _, err := strconv.Atoi(v); err != nil {
						keys = append(keys, k+"."+v)
					}
				}
			}
			if s.Kind == rules.OptionChoice && s.TakesNumbers() {
				keys = append(keys, k+".number", k+".number_one")
			}
		}
		for _, o := range allOptionValues(rs) {
			v, err := rs.Variant(o)
			if err != nil {
				t.Fatal(err)
			}
			sc, _ := v.NewScorer()
			if terms, ok := rules.TermsOf(sc); ok {
				for _, row := range terms.RowNames() {
					keys = append(keys, ScoreRowKey(row))
				}
			}
		}
	}
	for r := rules.IllegalBadAction; r <= rules.IllegalOnlyWin; r++ {
		keys = append(keys, IllegalKey(r.Name()))
	}
	keys = append(keys, IllegalKey(rules.ErrorReason(250).Name()), NotationKey(rules.NotationReason(250).Name()))
	for r := rules.ReasonEmpty; r <= rules.ReasonJoined; r++ {
		keys = append(keys, NotationKey(r.Name()))
	}
	for r := rules.ReasonNotComplete; r <= rules.ReasonLastDiscard; r++ {
		keys = append(keys, WinReasonKey(r.Name()))
	}
	if len(keys) < 100 {
		t.Fatalf("only %d keys: the sweep is broken", len(keys))
	}
	for _, lang := range []string{"en", "fr"} {
		c := MustLoad(lang)
		for _, k := range keys {
			if !c.Has(k) {
				t.Errorf("%s lacks %q", lang, k)
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

// allOptionValues returns the rule set's options at their default, then
// each option at each of its values.
func allOptionValues(rs rules.RuleSet) []rules.Options {
	out := []rules.Options{{}}
	for _, s := range rs.Options {
		for _, v := range s.Values {
			var o rules.Options
			if s.Set(&o, v) == nil {
				out = append(out, o)
			}
		}
	}
	return out
}
