package main

import (
	"os"

	"github.com/charmbracelet/x/term"

	"github.com/mahjong-tui/mahjong/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.Env{
		Stdin:         os.Stdin,
		Stdout:        os.Stdout,
		Stderr:        os.Stderr,
		Getenv:        os.Getenv,
		IsTerminal:    term.IsTerminal(os.Stdout.Fd()),
		StdinTerminal: term.IsTerminal(os.Stdin.Fd()),
	}))
}
