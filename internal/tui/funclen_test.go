package tui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/soak"
)

// maxFuncLines is the longest a function of the terminal game may be
// (the developers' guide: functions short enough to read at once).
const maxFuncLines = 80

// No function of the terminal game is longer than maxFuncLines: every
// function, method and function literal of every non-test file of
// internal/tui and of each of its packages, from its func keyword to
// its closing brace.
func TestFunctionsShort(t *testing.T) {
	soak.OneGoroutine(t)
	fset := token.NewFileSet()
	var long []string
	dirs := map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && d.Name() == "testdata":
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dirs[filepath.Dir(path)] = true
		long = append(long, longFuncs(fset, f)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{".", "kit", "play", "menu", "sheet", "lessons", "replay", "dialog", "coach", "program"} {
		if !dirs[dir] {
			t.Errorf("no Go file read in %s", dir)
		}
	}
	if len(long) > 0 {
		t.Errorf("functions over %d lines (split them into named parts):\n%s", maxFuncLines, strings.Join(long, "\n"))
	}
}

// longFuncs lists the functions of a file longer than maxFuncLines.
func longFuncs(fset *token.FileSet, f *ast.File) []string {
	var long []string
	ast.Inspect(f, func(n ast.Node) bool {
		var name string
		switch fn := n.(type) {
		case *ast.FuncDecl:
			name = fn.Name.Name
			if fn.Recv != nil && len(fn.Recv.List) > 0 {
				name = types(fn.Recv.List[0].Type) + "." + name
			}
		case *ast.FuncLit:
			name = "func literal"
		default:
			return true
		}
		start, end := fset.Position(n.Pos()), fset.Position(n.End())
		if lines := end.Line - start.Line + 1; lines > maxFuncLines {
			long = append(long, fmt.Sprintf("%s:%d: %s: %d lines", start.Filename, start.Line, name, lines))
		}
		return true
	})
	return long
}

// types names a receiver's type.
func types(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return types(x.X)
	case *ast.IndexExpr:
		return types(x.X)
	case *ast.Ident:
		return x.Name
	}
	return "?"
}
