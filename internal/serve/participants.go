package serve

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
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

// remoteSeat is a person playing a seat over SSH: Act shows the decision
// in the person's session and waits for the choice; Observe hands the
// session the seat's events and view.
type remoteSeat struct {
	r    *room
	seat rules.Seat
	cl   *client

	gone     chan struct{}
	goneOnce sync.Once
	answers  chan answer

	mu  sync.Mutex
	seq uint64
}

// answer is a person's choice for the decision numbered seq.
type answer struct {
	seq uint64
	a   rules.Action
}

func newRemoteSeat(r *room, seat rules.Seat, cl *client) *remoteSeat {
	return &remoteSeat{r: r, seat: seat, cl: cl, gone: make(chan struct{}), answers: make(chan answer, 4)}
}

// Act shows the decision and waits for the person's choice, the seat's
// time limit (the table's ctx), or the person leaving.
func (p *remoteSeat) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	select {
	case <-p.gone:
		return rules.Action{}, errLeft
	default:
	}
	p.mu.Lock()
	p.seq++
	seq := p.seq
	p.mu.Unlock()
	for {
		select {
		case <-p.answers:
			continue // a late answer to an earlier decision
		default:
		}
		break
	}
	p.cl.send(decisionMsg{seq: seq, view: v})
	probe := time.NewTicker(probeEvery)
	defer probe.Stop()
	for {
		select {
		case ans := <-p.answers:
			if ans.seq == seq {
				return ans.a, nil
			}
		case <-p.gone:
			return rules.Action{}, errLeft
		case <-ctx.Done():
			p.cl.send(decisionGoneMsg{seq: seq})
			return rules.Action{}, ctx.Err()
		case <-probe.C:
			go p.cl.probe(probeWait)
		}
	}
}

// choose hands the person's choice for decision seq to Act.
func (p *remoteSeat) choose(seq uint64, a rules.Action) {
	select {
	case p.answers <- answer{seq, a}:
	default: // answers beyond the decision being waited for are dropped
	}
}

// Observe hands the session the seat's events and its view after them.
func (p *remoteSeat) Observe(evs []rules.Event) {
	p.cl.send(eventsMsg{evs: evs, view: p.r.view(p.seat)})
}

// leave ends the seat's link with the session: an Act waiting returns
// errLeft at once.
func (p *remoteSeat) leave() { p.goneOnce.Do(func() { close(p.gone) }) }

// watcher is a spectator's session following the table as somebody at
// none of the seats sees it.
type watcher struct {
	r  *room
	cl *client
}

// Observe hands the session the events and the bystander's view.
func (w watcher) Observe(evs []rules.Event) {
	w.cl.send(eventsMsg{evs: evs, view: w.r.view(rules.NoSeat)})
}

// botSeat is a bot playing a seat of a served table: it waits while no
// person is at the table (a table nobody sits at does not play on by
// itself), then takes its time on a turn so that the people can follow
// it (Config.Pace); a claim is answered at once.
type botSeat struct {
	r *room
	b bot.Bot
}

// Act answers when somebody is there to see it.
func (p *botSeat) Act(ctx context.Context, v rules.View) (rules.Action, error) {
	if err := p.r.waitPresent(ctx); err != nil {
		return rules.Action{}, err
	}
	if pace := p.r.srv.cfg.Pace; pace > 0 && v.Phase == rules.PhaseTurn {
		t := time.NewTimer(pace)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return rules.Action{}, ctx.Err()
		}
	}
	return p.b.Act(v), nil
}

// Seats' participants are table.Participants.
var (
	_ table.Participant = (*remoteSeat)(nil)
	_ table.Observer    = (*remoteSeat)(nil)
	_ table.Observer    = watcher{}
	_ table.Participant = (*botSeat)(nil)
)
