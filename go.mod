module github.com/mahjong-tui/mahjong

go 1.26
