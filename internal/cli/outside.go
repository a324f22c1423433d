package cli

import (
	"errors"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// parsePlayBots reads the game's --bots: one name for every bot seat, or
// one per bot seat in turn order after the person's, comma-separated;
// a name is a level or an outside program (exec:PATH). The bots that
// are not programs play at one level (the one named, club when only
// programs are); the club bot answers for a program that fails. It
// returns the level and, when a program is named, the programs by place
// ("" a bot; a single entry: every bot seat).
func parsePlayBots(s string) (bot.Level, []string, error) {
	names := strings.Split(s, ",")
	if len(names) > rules.NumSeats-1 {
		return 0, nil, errors.New("too many bots")
	}
	level, programs, any := bot.Level(0), make([]string, len(names)), false
	for i, name := range names {
		name = strings.TrimSpace(name)
		if path, ok := botproto.Spec(name); ok {
			programs[i], any = path, true
			continue
		}
		l, err := bot.ParseLevel(name)
		if err != nil || level != 0 && l != level {
			return 0, nil, errors.New("one level for the bots")
		}
		level = l
	}
	if level == 0 {
		level = bot.Club
	}
	if !any {
		programs = nil
	}
	return level, programs, nil
}

// outsideSeats starts the outside programs of the game's --bots as
// their seats are filled, one program per bot seat, and keeps them from
// game to game (a new rule set starts them again: the program was told
// the rules when it started).
type outsideSeats struct {
	paths []string
	progs [rules.NumSeats]*botproto.Program
	vars  [rules.NumSeats]rules.Variant
}

// path is the program of bot place i ("" a bot).
func (o *outsideSeats) path(i int) string {
	if len(o.paths) == 1 {
		return o.paths[0]
	}
	if i < len(o.paths) {
		return o.paths[i]
	}
	return ""
}

// seat returns the program for bot place i under variant v (nil for a
// bot), started when needed.
func (o *outsideSeats) seat(i int, v rules.Variant) (tui.Outsider, error) {
	path := o.path(i)
	if path == "" || i < 0 || i >= len(o.progs) {
		return nil, nil
	}
	if p := o.progs[i]; p != nil && p.Err() == nil && o.vars[i].Name == v.Name && o.vars[i].Options == v.Options {
		return p, nil
	}
	if o.progs[i] != nil {
		_ = o.progs[i].Close()
	}
	p, err := botproto.Start(path, v)
	if err != nil {
		o.progs[i] = nil
		return nil, err
	}
	o.progs[i], o.vars[i] = p, v
	return p, nil
}

// startAll starts every program for a game of v (its errors are told
// before the game starts).
func (o *outsideSeats) startAll(v rules.Variant) error {
	for i := range v.Players - 1 {
		if _, err := o.seat(i, v); err != nil {
			return err
		}
	}
	return nil
}

// close stops the programs.
func (o *outsideSeats) close() {
	for _, p := range o.progs {
		if p != nil {
			_ = p.Close()
		}
	}
}
