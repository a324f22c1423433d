package serve

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// errLeft is a remote person's answer once the session has left the
// seat (the line dropped, the person quit, a newer session took it): the
// table falls back to the seat's bot at once.
var errLeft = errors.New("serve: the person has left the seat")

// probeEvery is how often a seat waiting for a person's choice checks
// that the line is alive (an SSH keepalive), and probeWait how long the
// client has to answer: a line that died without closing (a network
// gone) is found within a minute, and the game does not wait on it.
const (
	probeEvery = 20 * time.Second
	probeWait  = 20 * time.Second
)

// probed is a session's seat that checks the line while the table waits
// for the person and somebody else waits too (another person at the
// table, and no turn timer to end the wait): a line that died without
// closing is found, and the seat's bot plays. A person alone at a table
// waiting for them is never probed (nothing wakes an idle session).
type probed struct {
	link
	cl   *client
	r    *room
	seat rules.Seat
}

// Act asks the person, probing the line every probeEvery meanwhile when
// others wait.
func (p probed) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	if p.r.cfg.Timer > 0 || !p.r.othersPresent(p.seat) {
		return p.link.Act(ctx, v)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		t := time.NewTicker(p.r.srv.probeEvery)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				p.cl.probe(p.r.srv.probeWait)
			case <-stop:
				return
			}
		}
	}()
	return p.link.Act(ctx, v)
}

// botSeat is a bot playing a seat of a served table: it waits while no
// person is at the table (a table nobody sits at does not play on by
// itself), then takes its time on a turn so that the people can follow
// it (Config.Pace); a claim is answered at once. When the seat's own
// person has come back meanwhile (a restarted table waiting for its
// people, a person back within the pause), the decision is theirs: the
// bot hands it to them rather than playing their move. At a table
// whose bots are an outside program, prog plays the seat (b, the club
// bot, answers when it fails: the table's fallback).
type botSeat struct {
	r    *room
	seat rules.Seat
	b    bot.Bot
	prog *botproto.Program // set before the game is played, then never changed

	mu       sync.Mutex
	fellBack int // the program's decisions the club bot answered
}

// Act answers when somebody is there to see it.
func (p *botSeat) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	if err := p.r.waitPresent(ctx); err != nil {
		return rules.Action{}, err
	}
	if lk := p.r.personAt(p.seat); lk != nil {
		return lk.Act(ctx, v)
	}
	if pace := p.r.srv.cfg.Pace; pace > 0 && v.Phase == rules.PhaseTurn {
		t := time.NewTimer(pace)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return rules.Action{}, ctx.Err()
		}
		if lk := p.r.personAt(p.seat); lk != nil {
			return lk.Act(ctx, v)
		}
	}
	if p.prog != nil {
		return p.askProgram(ctx, v)
	}
	return p.b.Act(v), nil
}

// A bot's seat is a table.Participant.
var _ table.Participant = (*botSeat)(nil)

// screenless is the part at a table of a session whose table screen
// could not be made (it cannot happen: the screen reads the table's own
// game): the seat's bot answers for it, and it sees nothing.
type screenless struct{}

func (screenless) Act(context.Context, rules.View) (rules.Action, error) {
	return rules.Action{}, errLeft
}
func (screenless) Observe([]rules.Event) {}
func (screenless) Close()                {}
