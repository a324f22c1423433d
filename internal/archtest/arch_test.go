package archtest

import (
	"bufio"
	"errors"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// pkg is a package of the module as the code has it.
type pkg struct {
	path    string   // relative to the module root: "internal/tui/kit"
	dir     string   // on disk
	imports []string // packages of the module its non-test files import
	std     []string // the other imports
	files   []string // its non-test Go files
	tests   []string // its test files
}

// root is the module's root directory, two levels up.
func root(t *testing.T) string {
	t.Helper()
	r, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// modulePath reads the module line of go.mod.
func modulePath(t *testing.T, r string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(r, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for l := range strings.Lines(string(b)) {
		if m, ok := strings.CutPrefix(strings.TrimSpace(l), "module "); ok {
			return strings.TrimSpace(m)
		}
	}
	t.Fatal("go.mod names no module")
	return ""
}

// packages walks the module and reads every package's imports.
func packages(t *testing.T) map[string]*pkg {
	t.Helper()
	r := root(t)
	mod := modulePath(t, r)
	out := map[string]*pkg{}
	err := filepath.WalkDir(r, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if p != r && (strings.HasPrefix(name, ".") || name == "testdata" || name == "bin") {
			return filepath.SkipDir
		}
		bp, err := build.ImportDir(p, 0)
		var none *build.NoGoError
		if errors.As(err, &none) {
			return nil
		}
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(r, p)
		k := &pkg{path: filepath.ToSlash(rel), dir: p, files: bp.GoFiles, tests: slices.Concat(bp.TestGoFiles, bp.XTestGoFiles)}
		for _, imp := range bp.Imports {
			if in, ok := strings.CutPrefix(imp, mod+"/"); ok {
				k.imports = append(k.imports, in)
			} else {
				k.std = append(k.std, imp)
			}
		}
		out[k.path] = k
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// row is a line of the map's package table.
type row struct {
	imports []string
	line    int
}

var (
	rowRE  = regexp.MustCompile("^\\| `([^`]+)` \\|")
	tickRE = regexp.MustCompile("`([^`]+)`")
)

// theMap reads ARCHITECTURE.md: the package table and the never block.
func theMap(t *testing.T) (map[string]row, []never) {
	t.Helper()
	f, err := os.Open(filepath.Join(root(t), "ARCHITECTURE.md"))
	if err != nil {
		t.Fatalf("the map: %v", err)
	}
	defer f.Close()
	rows := map[string]row{}
	var nevers []never
	inNever := false
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		switch {
		case l == "```never":
			inNever = true
		case inNever && l == "```":
			inNever = false
		case inNever:
			nevers = append(nevers, parseNever(t, l, n))
		case rowRE.MatchString(l):
			cells := strings.Split(l, "|")
			name := rowRE.FindStringSubmatch(l)[1]
			var imps []string
			for _, m := range tickRE.FindAllStringSubmatch(cells[len(cells)-2], -1) {
				imps = append(imps, m[1])
			}
			if _, dup := rows[name]; dup {
				t.Errorf("ARCHITECTURE.md:%d: %s has two rows", n, name)
			}
			rows[name] = row{imports: imps, line: n}
		}
	}
	if len(rows) == 0 || len(nevers) == 0 {
		t.Fatal("ARCHITECTURE.md: no package table or no never block")
	}
	return rows, nevers
}

// never is one rule: packages matching from never import one matching to.
type never struct {
	from string
	to   []string
	line int
}

func parseNever(t *testing.T, l string, n int) never {
	from, to, ok := strings.Cut(l, "!->")
	if !ok {
		t.Fatalf("ARCHITECTURE.md:%d: a never rule is FROM !-> TO...: %q", n, l)
	}
	return never{from: strings.TrimSpace(from), to: strings.Fields(to), line: n}
}

// matches reports whether a package path matches a pattern: exact, or a
// subtree with "/...".
func matches(pattern, path string) bool {
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

// TestMapIsTheCode: every package has its row and its imports are
// exactly its row's arrows; every row names a package that exists.
func TestMapIsTheCode(t *testing.T) {
	pkgs := packages(t)
	rows, _ := theMap(t)
	for path, p := range pkgs {
		r, ok := rows[path]
		if !ok {
			t.Errorf("%s is not on the map: add its row to ARCHITECTURE.md (imports: %s)", path, strings.Join(p.imports, " "))
			continue
		}
		got, want := slices.Sorted(slices.Values(p.imports)), slices.Sorted(slices.Values(r.imports))
		for _, imp := range got {
			if !slices.Contains(want, imp) {
				t.Errorf("%s imports %s, which its row (ARCHITECTURE.md:%d) does not list", path, imp, r.line)
			}
		}
		for _, imp := range want {
			if !slices.Contains(got, imp) {
				t.Errorf("ARCHITECTURE.md:%d: %s no longer imports %s: take it off its row", r.line, path, imp)
			}
		}
	}
	for name, r := range rows {
		if _, ok := pkgs[name]; !ok {
			t.Errorf("ARCHITECTURE.md:%d: %s is no package of the module", r.line, name)
		}
	}
}

// TestNeverRules: no import breaks a rule of the map's never block.
func TestNeverRules(t *testing.T) {
	pkgs := packages(t)
	_, nevers := theMap(t)
	for _, nv := range nevers {
		hit := false
		for path, p := range pkgs {
			if !matches(nv.from, path) {
				continue
			}
			hit = true
			for _, imp := range p.imports {
				for _, to := range nv.to {
					if matches(to, imp) {
						t.Errorf("%s imports %s: ARCHITECTURE.md:%d says %s never imports %s", path, imp, nv.line, nv.from, to)
					}
				}
			}
		}
		if !hit {
			t.Errorf("ARCHITECTURE.md:%d: the rule's %s matches no package", nv.line, nv.from)
		}
	}
}

// impure are the imports that would give rules I/O, a clock or a global
// random source.
var impure = []string{"os", "io/fs", "io/ioutil", "net", "net/http", "os/exec", "syscall", "time", "flag", "log", "math/rand"}

// pureRand are the only top-level names of math/rand/v2 rules may use.
var pureRand = []string{"New", "NewPCG", "NewChaCha8", "Rand", "Source", "PCG", "ChaCha8"}

// TestPurity: rules does no I/O, reads no clock, uses no global random
// source (its generator, a command, excepted).
func TestPurity(t *testing.T) {
	for path, p := range packages(t) {
		if !matches("rules/...", path) || path == "rules/internal/gen" {
			continue
		}
		for _, imp := range p.std {
			if slices.Contains(impure, imp) {
				t.Errorf("%s imports %s: rules does no I/O and reads no clock (ARCHITECTURE.md, Purity)", path, imp)
			}
		}
		for _, f := range p.files {
			checkRandCalls(t, filepath.Join(p.dir, f))
		}
	}
}

// checkRandCalls fails on any use of math/rand/v2's global source.
func checkRandCalls(t *testing.T, file string) {
	t.Helper()
	fs, f := parse(t, file)
	local := ""
	for _, is := range f.Imports {
		if is.Path.Value == `"math/rand/v2"` {
			local = "rand"
			if is.Name != nil {
				local = is.Name.Name
			}
		}
	}
	if local == "" {
		return
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); ok && id.Name == local && !slices.Contains(pureRand, sel.Sel.Name) {
			t.Errorf("%s: rand.%s uses the global random source: rules draws from a seeded source", fs.Position(sel.Pos()), sel.Sel.Name)
		}
		return true
	})
}

// TestDocGo: every package says what it owns in a doc.go.
func TestDocGo(t *testing.T) {
	for path, p := range packages(t) {
		if _, err := os.Stat(filepath.Join(p.dir, "doc.go")); err != nil {
			t.Errorf("%s has no doc.go saying what it owns", path)
		}
	}
}

// card is the top level the project card names, and what the guide adds.
var card = []string{"cmd", "internal", "rules", "assets", "go.mod", "go.sum", "Makefile", "README.md",
	".ci", ".gitignore", "ARCHITECTURE.md"}

// TestTopLevel: the repository's top level holds the card's entries and
// nothing else (what .gitignore names, the build's bin/, is not the
// repository's).
func TestTopLevel(t *testing.T) {
	entries, err := os.ReadDir(root(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		if name == ".git" || name == "bin" || name == "mahjong" || strings.HasSuffix(name, ".test") || strings.HasSuffix(name, ".prof") {
			continue
		}
		if !slices.Contains(card, name) {
			t.Errorf("the top level holds %s, which the project card does not name (ARCHITECTURE.md)", name)
		}
	}
	for _, want := range card {
		if _, err := os.Stat(filepath.Join(root(t), want)); err != nil {
			t.Errorf("the top level lacks %s", want)
		}
	}
}

// TestPureStartNoGoroutine: the packages make test runs without the race
// detector (the Makefile's PURE_PKGS) start no goroutine in their code
// and hand Bubble Tea no command or timer to run in one, so that the
// detector has nothing to find there.
func TestPureStartNoGoroutine(t *testing.T) {
	pkgs := packages(t)
	for _, pat := range makeList(t, "PURE_PKGS", pkgs) {
		for path, p := range pkgs {
			if matches(pat, path) {
				for _, f := range p.files {
					checkNoGo(t, filepath.Join(p.dir, f))
				}
			}
		}
	}
}

// TestOneGoroutineTestsRunTwice: a test the race detector skips
// (soak.OneGoroutine) is in a package make test also runs without the
// detector (the Makefile's TWICE_PKGS, or PURE_PKGS), else make test
// would never run it.
func TestOneGoroutineTestsRunTwice(t *testing.T) {
	pkgs := packages(t)
	without := slices.Concat(makeList(t, "TWICE_PKGS", pkgs), makeList(t, "PURE_PKGS", pkgs))
	for path, p := range pkgs {
		if slices.ContainsFunc(without, func(pat string) bool { return matches(pat, path) }) {
			continue
		}
		for _, f := range p.tests {
			fs, file := parse(t, filepath.Join(p.dir, f))
			ast.Inspect(file, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "OneGoroutine" {
					if x, ok := sel.X.(*ast.Ident); ok && x.Name == "soak" {
						t.Errorf("%s: a test the race detector skips (soak.OneGoroutine) in a package make test runs under the detector only (add it to the Makefile's TWICE_PKGS)", fs.Position(sel.Pos()))
					}
				}
				return true
			})
		}
	}
}

// makeList reads a list of packages of the Makefile (the line "NAME = ..."),
// each pattern without its "./", failing on one that names no package.
func makeList(t *testing.T, name string, pkgs map[string]*pkg) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root(t), "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	var patterns []string
	for l := range strings.Lines(string(b)) {
		if rest, ok := strings.CutPrefix(l, name+" = "); ok {
			for _, f := range strings.Fields(rest) {
				patterns = append(patterns, strings.TrimPrefix(f, "./"))
			}
		}
	}
	if len(patterns) == 0 {
		t.Fatalf("the Makefile has no %s line", name)
	}
	for _, pat := range patterns {
		if !slices.ContainsFunc(slices.Collect(maps.Keys(pkgs)), func(path string) bool { return matches(pat, path) }) {
			t.Errorf("%s names %s, no package of the module", name, pat)
		}
	}
	return patterns
}

// checkNoGo fails on a go statement in a file.
func checkNoGo(t *testing.T, file string) {
	t.Helper()
	fs, f := parse(t, file)
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			t.Errorf("%s: a goroutine in a package make test runs without the race detector (PURE_PKGS)", fs.Position(n.Pos()))
		case *ast.FuncLit:
			// func() tea.Msg: a command Bubble Tea runs in a goroutine.
			if r := n.Type.Results; n.Type.Params.NumFields() == 0 && r.NumFields() == 1 && isTeaMsg(r.List[0].Type) {
				t.Errorf("%s: a Bubble Tea command (run in a goroutine) in a package make test runs without the race detector (PURE_PKGS)", fs.Position(n.Pos()))
			}
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && x.Name == "tea" && (n.Sel.Name == "Tick" || n.Sel.Name == "Every") {
				t.Errorf("%s: tea.%s (a timer's goroutine) in a package make test runs without the race detector (PURE_PKGS)", fs.Position(n.Pos()), n.Sel.Name)
			}
		}
		return true
	})
}

// isTeaMsg reports whether a type expression is tea.Msg.
func isTeaMsg(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	x, ok := sel.X.(*ast.Ident)
	return ok && x.Name == "tea" && sel.Sel.Name == "Msg"
}

// parse reads a Go file's syntax.
func parse(t *testing.T, file string) (*token.FileSet, *ast.File) {
	t.Helper()
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	return fs, f
}
