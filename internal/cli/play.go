package cli

import (
	"fmt"

	"github.com/mahjong-tui/mahjong/internal/i18n"
)

// runPlay starts the terminal game. Until the game lands it only answers
// --help and --version.
func runPlay(args []string, env Env, cat *i18n.Catalog) int {
	for _, a := range args {
		switch a {
		case "--help", "-h", "-help":
			fmt.Fprintln(env.Stdout, cat.T("help.main"))
			return ExitOK
		case "--version", "-version":
			fmt.Fprintln(env.Stdout, "mahjong "+Version)
			return ExitOK
		}
	}
	return fail(env, cat, &usageError{cat.T("play.unavailable")})
}
