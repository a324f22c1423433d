package play

import (
	"context"
	"slices"

	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The practice aids of local play: taking a move back (the game played
// again from its record, the bots asked again over the hand so that they
// answer as they did), the answers the aids give for the person
// (auto-pass, auto-win).

// resetter is a bot that can be reseeded (the bots of package bot).
type resetter interface{ Reset(seed uint64) }

// reseed reseeds every bot for hand number hand (seat.HandBotSeed).
func (m *Match) reseed(hand int) {
	for s, b := range m.bots {
		if r, ok := b.(resetter); ok {
			r.Reset(seat.HandBotSeed(m.game.Seed(), rules.Seat(s), hand))
		}
	}
}

// TakeBackPoint is how many actions of the game stay when the person's
// last decision is taken back, with everything played after it: the
// position of the person's last answer that was not the next hand's nor
// one the practice aids gave; false when there is none.
func (m *Match) TakeBackPoint() (int, bool) {
	if m.table == nil || m.served != nil || m.spectator {
		return 0, false
	}
	acts := m.game.Actions()
	me := m.Me()
	for i := len(acts) - 1; i >= 0; i-- {
		a := acts[i]
		if a.Seat == me && a.Kind != rules.ActNextHand && !slices.Contains(m.auto, i) {
			return i, true
		}
	}
	return 0, false
}

// Rebuild makes the match that plays this one's game again from its
// record up to its first n actions (TakeBackPoint): a fresh game of the
// same configuration, the person and fresh bots seated as here (opts),
// the answers the aids gave kept. Replay then plays the actions.
func (m *Match) Rebuild(opts *Seats) (*Match, error) {
	g, err := rules.NewGame(m.game.Config())
	if err != nil {
		return nil, err
	}
	r, err := NewMatch(g, m.settings, opts)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// Replay plays actions on the match's fresh game as its table played
// them: the hands before the last one the actions reach are applied as
// they are; from the start of that hand on (the bots were reseeded
// there) each seat is asked again as the table asked it, so that every
// bot goes through the same decisions, and the recorded action is
// applied. auto are the positions of the answers the aids gave. It
// returns how many bot answers differ from the record: none for a hand
// this program played through (a hand resumed in its middle may differ
// before the point it was resumed at).
func (m *Match) Replay(ctx context.Context, actions []rules.Action, auto []int) (differ int, err error) {
	from := 0
	for i, a := range actions {
		if a.Kind == rules.ActNextHand {
			from = i + 1
		}
	}
	for i, a := range actions {
		if i < from {
			if err := m.table.Apply(a); err != nil {
				return differ, err
			}
			continue
		}
		d, ok := m.table.Next()
		if ok && d.Seat != m.Me() && d.Seat == a.Seat {
			ans, err := m.table.Ask(ctx, d)
			if err != nil {
				return differ, err
			}
			if ans.Action != a {
				differ++
			}
		}
		if ok && d.Seat == a.Seat {
			err = m.table.Play(d, a)
		} else {
			err = m.table.Apply(a)
		}
		if err != nil {
			return differ, err
		}
	}
	for _, p := range auto {
		if p < len(actions) {
			m.auto = append(m.auto, p)
		}
	}
	return differ, nil
}

// Auto returns the positions of the answers the aids gave.
func (m *Match) Auto() []int { return slices.Clone(m.auto) }

// MarkAuto notes that the person's next answer is the aids'.
func (m *Match) MarkAuto() { m.auto = append(m.auto, m.game.NumActions()) }

// AutoAnswer is the answer the practice aids give for the person now,
// if any: a legal win at once (AutoWin), a pass on a claim offered that
// is not a win (AutoPass).
func AutoAnswer(v rules.View, s kit.Settings) (rules.Action, bool) {
	if s.AutoWin {
		if a, ok := WinAction(v); ok {
			return a, true
		}
	}
	if s.AutoPass && ClaimWindow(v) {
		if _, win := WinAction(v); !win {
			for _, a := range v.Legal {
				if a.Kind == rules.ActPass {
					return a, true
				}
			}
		}
	}
	return rules.Action{}, false
}
