module github.com/mahjong-tui/mahjong

go 1.26

require github.com/charmbracelet/x/term v0.2.2

require golang.org/x/sys v0.36.0 // indirect
