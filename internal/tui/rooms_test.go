package tui

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// rooms are the terminal game's packages and the ones of internal/tui
// each may import (doc.go's map): the kit imports none, the screens'
// packages the kit and what they draw with, never the root nor a screen
// beside them.
var rooms = map[string][]string{
	"kit":          nil,
	"dialog":       {"kit"},
	"menu":         {"kit"},
	"sheet":        {"kit"},
	"play":         {"kit", "coach"},
	"replay":       {"kit", "play", "sheet"},
	"lessons":      {"kit", "play", "sheet"},
	"reviewscreen": {"kit", "coach"},
	"history":      {"kit", "replay", "play", "sheet"},
	"coach":        nil,
	"program":      nil,
}

// Each room imports only what the map allows, every directory of
// internal/tui is on the map, and each has its doc.go.
func TestRoomsImports(t *testing.T) {
	soak.OneGoroutine(t)
	const base = "github.com/mahjong-tui/mahjong/internal/tui/"
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "testdata" {
			continue
		}
		allowed, ok := rooms[e.Name()]
		if !ok {
			t.Errorf("internal/tui/%s is not on the map", e.Name())
			continue
		}
		if _, err := os.Stat(filepath.Join(e.Name(), "doc.go")); err != nil {
			t.Errorf("internal/tui/%s has no doc.go", e.Name())
		}
		files, _ := filepath.Glob(filepath.Join(e.Name(), "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range ast.Imports {
				path, _ := strconv.Unquote(imp.Path.Value)
				if path == strings.TrimSuffix(base, "/") || strings.HasPrefix(path, base) && !slices.Contains(allowed, strings.TrimPrefix(path, base)) {
					t.Errorf("%s imports %s: %s may import only %v of internal/tui", f, path, e.Name(), allowed)
				}
			}
		}
	}
}
