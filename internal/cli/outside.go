package cli

import (
	"errors"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/rules"
)

// parsePlayBots reads the game's --bots (package seat): one seat for
// every bot seat, or one per bot seat in turn order after the person's;
// a seat is a level or an outside program (exec:PATH). The bots that are
// not programs play at one level (the one named, the club when only
// programs are); the club bot answers for a program that fails. It
// returns the level and the list.
func parsePlayBots(text string) (bot.Level, seat.List, error) {
	list, err := seat.ParseList(text)
	if err != nil {
		return 0, nil, err
	}
	if len(list) > rules.NumSeats-1 {
		return 0, nil, errors.New("too many bots")
	}
	level := bot.Level(0)
	for _, s := range list {
		if s.Kind == seat.Program {
			continue
		}
		if level != 0 && s.Level != level {
			return 0, nil, errors.New("one level for the bots")
		}
		level = s.Level
	}
	if level == 0 {
		level = seat.DefaultLevel
	}
	return level, list, nil
}
