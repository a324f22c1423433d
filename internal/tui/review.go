package tui

import (
	tea "charm.land/bubbletea/v2"

	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/reviewscreen"
)

// openReview puts the review of a game in front (kit.Review: the v key
// of the standings and of the replay), weighing within the App's life;
// Esc on it goes back to the screen in front now. A served table offers
// none: the server's processor is not one person's to spend.
func (a *App) openReview(in kit.Review) tea.Cmd {
	if in.Game == nil || a.served != nil {
		return nil
	}
	rs := reviewscreen.New(a.sh, in.Game, in.Seat, a.front, a.opts.Review)
	a.front = rs
	return rs.Start(a.ctx)
}
