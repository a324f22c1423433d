package serve

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/botproto"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/table"
	"github.com/mahjong-tui/mahjong/rules"
)

// roomState is where a served table is in its life.
type roomState uint8

const (
	stateWaiting roomState = iota // people sit down; the host starts it
	statePlaying                  // the game is played
	stateOver                     // the game ended, or the table closed
)

// tableConfig is what a table is created with.
type tableConfig struct {
	Rules   string
	Options rules.Options
	Bots    bot.Level
	// Program is the path of the operator's outside program that plays
	// the empty seats ("" none; Bots is then the club, its fallback).
	Program string
	// Password is the password's "salt:hash" (hashPassword); "" none.
	Password string
	// Timer is each person's time to answer; 0 none.
	Timer time.Duration
}

// player is a person as the server knows them: the SSH user name (made
// safe, bounded), the public key's fingerprint when one was offered, and
// the name of their directory of history and records.
type player struct {
	Name string
	Key  string
	ID   string
}

// seatState is one seat of a served table.
type seatState struct {
	pl     *player // nil: a bot's seat
	rejoin string  // the seat's rejoin code (after the table's code and a dash)
	cl     *client // the person's session, nil while they are away
	link   link    // the session's participant at the table, while it is played
}

// link is a session's part in a table being played: the participant
// (and observer) the table asks for the seat, or a spectator; Close ends
// it (a decision being waited for is answered by the seat's bot at once).
type link interface {
	table.Participant
	table.Observer
	Close()
}

// The errors of joining, watching and starting a table; each is worded
// from the catalogue by its key.
var (
	errUnknownCode   = &tableError{"serve.error.unknown_code"}
	errWrongPassword = &tableError{"serve.error.wrong_password"}
	errTableFull     = &tableError{"serve.error.full"}
	errStarted       = &tableError{"serve.error.started"}
	errTooManyTables = &tableError{"serve.error.too_many_tables"}
	errNotHost       = &tableError{"serve.error.not_host"}
	errClosed        = &tableError{"serve.error.closed"}
	errTooManyTries  = &tableError{"serve.error.too_many_tries"}
)

// tableError is a refusal told to the person: Key is its catalogue key.
type tableError struct{ Key string }

func (e *tableError) Error() string { return e.Key }

// room is a served table: its seats (people and bots), spectators, talk,
// and once started the game, played by a table.Table in a goroutine of
// its own (Run), saved after every action and resumed after a restart.
type room struct {
	srv     *Server
	code    string
	cfg     tableConfig
	created time.Time
	inPlay  int // the seats in play: 0 to inPlay-1

	mu        sync.Mutex
	state     roomState
	seats     [rules.NumSeats]seatState
	watchers  map[*client]func()
	talk      []chatLine
	readSheet [rules.NumSeats]int // the hand (number + 1) whose score sheet each person has read
	between   bool                // a hand is over: the people read the score sheet
	changed   chan struct{}       // closed (and replaced) at every change of the above
	abandon   *time.Timer         // runs while nobody sits at the table

	// Set when the game starts (or is restored), then never changed.
	t       *table.Table
	variant rules.Variant
	seed    uint64
	bots    [rules.NumSeats]*botSeat
	gameID  string
	started time.Time
	cancel  context.CancelFunc
	dirty   chan struct{} // the saver has something to write
	stopped chan struct{} // closed when the game's goroutines are done
	// restored is the game read from the autosave, until it is played.
	restored *rules.Game
	// The saver's own.
	logged int // the last hand written to the people's history
}

// talkSize is how many lines of talk a table keeps for newcomers.
const talkSize = 40

func newRoom(srv *Server, code string, cfg tableConfig) *room {
	r := &room{srv: srv, code: code, cfg: cfg, created: srv.cfg.Now(),
		watchers: map[*client]func(){}, changed: make(chan struct{}), logged: -1, inPlay: rules.NumSeats}
	if v, err := rules.NewVariant(cfg.Rules, cfg.Options); err == nil {
		r.inPlay = v.Players // three at a three-player table
	}
	return r
}

// notifyLocked wakes whoever waits for a change (mu held).
// The room's sessions and the lobby's are told to read it again.
func (r *room) notifyLocked() {
	close(r.changed)
	r.changed = make(chan struct{})
	r.broadcastLocked(roomMsg{})
	r.srv.hall.changed()
}

// presentLocked reports whether a person sits at the table (mu held).
func (r *room) presentLocked() bool {
	for _, s := range r.seats {
		if s.cl != nil {
			return true
		}
	}
	return false
}

// personAt is the link of the person at seat s while the game is played
// (nil when none).
func (r *room) personAt(s rules.Seat) link {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state != statePlaying || s >= rules.NumSeats || r.seats[s].cl == nil {
		return nil
	}
	return r.seats[s].link
}

// othersPresent reports whether a person other than the one at seat is
// at the table.
func (r *room) othersPresent(seat rules.Seat) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	for s, st := range r.seats {
		if rules.Seat(s) != seat && st.cl != nil {
			return true
		}
	}
	return false
}

// waitPresent returns once a person sits at the table (a table nobody
// sits at pauses), or with ctx's error.
func (r *room) waitPresent(ctx context.Context) error {
	for {
		r.mu.Lock()
		ok, ch := r.presentLocked(), r.changed
		r.mu.Unlock()
		if ok {
			return nil
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// hostLocked is the seat of the host, who may start the table: the first
// seat with a person present (NoSeat when none is).
func (r *room) hostLocked() rules.Seat {
	for s, st := range r.seats {
		if st.cl != nil {
			return rules.Seat(s)
		}
	}
	return rules.NoSeat
}

// join seats a session: its own seat back (by its public key, or the
// rejoin code), or the first free seat of a table not started yet (with
// the password, if the table has one). A seat that a session of the same
// person holds passes to the new one (the old one goes back to the
// lobby). It returns the seat.
func (r *room) join(cl *client, rejoin, password string) (rules.Seat, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state == stateOver {
		return rules.NoSeat, errClosed
	}
	seat := rules.NoSeat
	for s, st := range r.seats {
		if st.pl == nil {
			continue
		}
		if rejoin != "" && st.rejoin == rejoin || rejoin == "" && cl.pl.Key != "" && st.pl.Key == cl.pl.Key {
			seat = rules.Seat(s)
			break
		}
	}
	switch {
	case seat == rules.NoSeat && rejoin != "":
		return rules.NoSeat, errUnknownCode
	case seat == rules.NoSeat && r.state != stateWaiting:
		return rules.NoSeat, errStarted
	case seat == rules.NoSeat:
		if !checkPassword(r.cfg.Password, password) {
			return rules.NoSeat, errWrongPassword
		}
		for s, st := range r.seats[:r.inPlay] {
			if st.pl == nil {
				seat = rules.Seat(s)
				break
			}
		}
		if seat == rules.NoSeat {
			return rules.NoSeat, errTableFull
		}
		pl := cl.pl
		r.seats[seat] = seatState{pl: &pl, rejoin: randomCode(rejoinLen)}
	}
	r.unwatchLocked(cl)
	if old := r.seats[seat].cl; old != nil && old != cl {
		r.unseatLocked(seat)
		old.leftTable(r, "serve.left.replaced")
	}
	r.seatLocked(seat, cl)
	r.srv.log.Info("join", "session", cl.id, "user", cl.pl.Name, "table", r.code, "seat", int(seat),
		"rejoin", rejoin != "" || r.state == statePlaying)
	r.noticeLocked("serve.notice.joined", cl.pl.Name)
	return seat, nil
}

// seatLocked puts a session at its seat (mu held): while the game is
// played, the seat passes from the bot to the person at its next
// decision, and the session is sent the table as the seat sees it.
func (r *room) seatLocked(seat rules.Seat, cl *client) {
	st := &r.seats[seat]
	st.cl = cl
	if r.abandon != nil {
		r.abandon.Stop()
		r.abandon = nil
	}
	if r.state == statePlaying {
		st.link = probed{link: cl.newLink(r, seat), cl: cl, r: r, seat: seat}
		r.t.Swap(seat, st.link)
		r.t.SetLimit(seat, r.cfg.Timer)
	}
	r.notifyLocked()
}

// unseatLocked takes the session away from its seat (mu held): a bot
// plays it from its next decision on (a decision being waited for is
// answered by the bot at once). Before the game starts, the seat is
// free again.
func (r *room) unseatLocked(seat rules.Seat) {
	st := &r.seats[seat]
	if st.link != nil {
		st.link.Close()
		st.link = nil
	}
	st.cl = nil
	switch r.state {
	case stateWaiting:
		*st = seatState{}
	case statePlaying:
		r.t.Swap(seat, r.bots[seat])
		r.t.SetLimit(seat, 0)
	}
	if !r.presentLocked() && r.state != stateOver && r.abandon == nil {
		r.abandon = time.AfterFunc(r.srv.cfg.Abandon, r.abandoned)
	}
	r.notifyLocked()
}

// watch adds a spectator. At a table being played the session is sent
// the table as a bystander sees it.
func (r *room) watch(cl *client) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state == stateOver {
		return errClosed
	}
	r.watchLocked(cl)
	r.srv.log.Info("join", "session", cl.id, "user", cl.pl.Name, "table", r.code, "spectator", true)
	return nil
}

func (r *room) watchLocked(cl *client) {
	if _, ok := r.watchers[cl]; ok {
		return
	}
	stop := func() {}
	if r.state == statePlaying {
		lk := cl.newLink(r, rules.NoSeat)
		unwatch := r.t.Watch(lk)
		stop = func() {
			unwatch()
			lk.Close()
		}
	}
	r.watchers[cl] = stop
	r.notifyLocked()
}

func (r *room) unwatchLocked(cl *client) {
	if stop, ok := r.watchers[cl]; ok {
		stop()
		delete(r.watchers, cl)
		r.notifyLocked()
	}
}

// leave takes a session away from the table, whether it sat or watched.
func (r *room) leave(cl *client, why string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, ok := r.watchers[cl]; ok {
		r.unwatchLocked(cl)
		r.srv.log.Info("leave", "session", cl.id, "user", cl.pl.Name, "table", r.code, "spectator", true, "why", why)
		return
	}
	for s, st := range r.seats {
		if st.cl == cl {
			r.unseatLocked(rules.Seat(s))
			r.srv.log.Info("leave", "session", cl.id, "user", cl.pl.Name, "table", r.code, "seat", s, "why", why)
			if r.state == statePlaying {
				r.noticeLocked("serve.notice.left_bot", cl.pl.Name)
			} else {
				r.noticeLocked("serve.notice.left", cl.pl.Name)
			}
			return
		}
	}
}

// abandoned closes a table nobody came back to.
func (r *room) abandoned() {
	r.mu.Lock()
	if r.presentLocked() || r.state == stateOver {
		r.mu.Unlock()
		return
	}
	r.mu.Unlock()
	r.close("abandoned", true)
}

// start deals the game, by the host's wish: the people at their seats,
// a bot of the table's level at every other.
func (r *room) start(cl *client) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state != stateWaiting {
		return errStarted
	}
	if h := r.hostLocked(); h == rules.NoSeat || r.seats[h].cl != cl {
		return errNotHost
	}
	v, err := rules.NewVariant(r.cfg.Rules, r.cfg.Options)
	if err != nil {
		return err
	}
	g, err := r.srv.newGame(rules.Config{Variant: v, Seed: r.srv.cfg.Seed()})
	if err != nil {
		return err
	}
	now := r.srv.cfg.Now()
	r.gameID = store.NewID(now, g.Seed(), v.Name)
	r.started = now
	r.playLocked(g)
	people := 0
	for _, st := range r.seats {
		if st.pl != nil {
			people++
		}
	}
	r.srv.log.Info("start", "table", r.code, "rules", v.Name, "options", v.Options.String(), "people", people,
		"bots", r.cfg.Bots.String(), "program", r.srv.programLabel(r.cfg.Program), "game", r.gameID)
	return nil
}

// playLocked seats the game at a table (package seat: a bot of the
// table's level at every seat, standing in for its person, or the
// table's outside program at an empty seat), then the people present,
// and starts playing it (mu held).
func (r *room) playLocked(g *rules.Game) {
	r.variant, r.seed = g.Variant(), g.Seed()
	st := seat.Build(seat.ForGame(g, r.lineupLocked()),
		seat.Config{Bots: r.srv.cfg.Bots, Start: r.startProgram, Limit: r.srv.cfg.ProgramLimit})
	r.programsStartedLocked(&st)
	// Each seat has one bot: it plays the seat while no person does, and
	// answers for the person who does not (the two are never asked at
	// once); at a seat an outside program plays, it answers for the
	// program.
	var seats [rules.NumSeats]table.Participant
	for s := range r.inPlay {
		b := &botSeat{r: r, seat: rules.Seat(s), b: st.Bots[s]}
		b.prog, _ = st.Programs[s].(*botproto.Program)
		r.bots[s], seats[s] = b, b
		if b.prog != nil {
			seats[s] = programSeat{b}
		}
	}
	opts := st.Options
	// A program is timed after its seat's pace (askProgram), a person by
	// the turn timer (SetLimit): the table itself times nobody.
	opts.Limit = [rules.NumSeats]time.Duration{}
	r.dirty = make(chan struct{}, 1)
	opts.AskTogether = true
	opts.Applied = func(g *rules.Game, _ rules.Action) {
		if f := r.srv.applied; f != nil {
			f(r, g)
		}
		r.touch()
	}
	opts.FellBack, opts.BetweenHands = r.fellBack, r.betweenHands
	r.t = table.New(g, seats, opts)
	r.state = statePlaying
	for s, st := range r.seats {
		if st.cl != nil {
			r.seatLocked(rules.Seat(s), st.cl)
		}
	}
	for cl := range r.watchers {
		delete(r.watchers, cl)
		r.watchLocked(cl)
	}
	if !r.presentLocked() && r.abandon == nil {
		r.abandon = time.AfterFunc(r.srv.cfg.Abandon, r.abandoned)
	}
	ctx, cancel := context.WithCancel(r.srv.ctx)
	r.cancel = cancel
	r.stopped = make(chan struct{})
	saved := make(chan struct{})
	go r.saver(saved)
	go r.run(ctx, saved)
	r.notifyLocked()
}

// touch tells the saver that an action was applied (under the table's
// lock: it only signals).
func (r *room) touch() {
	select {
	case r.dirty <- struct{}{}:
	default:
	}
}

// run plays the game to its end, or until the server stops (ctx).
func (r *room) run(ctx context.Context, saved <-chan struct{}) {
	err := r.t.Run(ctx)
	r.stopPrograms()
	close(r.dirty)
	<-saved
	switch {
	case err == nil:
		r.finish()
	case ctx.Err() == nil:
		// The table could not play on (a bug: a hand that does not end).
		// Its autosave stays, for whoever looks into it.
		r.srv.log.Error("table_failed", "table", r.code, "err", err.Error())
		go r.close("failed", false)
	}
	close(r.stopped)
}

// fellBack is told every fallback: a person's turn timer running out is
// said at the table.
func (r *room) fellBack(s rules.Seat, why error) {
	if b := r.bots[s]; b != nil && b.prog != nil {
		r.programFellBack(b, why)
		return
	}
	if !errors.Is(why, table.ErrTimeout) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	name := ""
	if pl := r.seats[s].pl; pl != nil {
		name = pl.Name
	}
	r.noticeLocked("serve.notice.timeout", name)
}

// betweenHands waits, when a hand is over, until every person present
// has read the score sheet (with a turn timer, at most three turns'
// time), and while nobody is present at all.
func (r *room) betweenHands(ctx context.Context) error {
	var hand int
	r.t.Read(func(g *rules.Game) { hand = g.HandNumber() })
	r.mu.Lock()
	r.between = true
	r.notifyLocked()
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		r.between = false
		r.mu.Unlock()
	}()
	var limit <-chan time.Time
	if r.cfg.Timer > 0 {
		t := time.NewTimer(3 * r.cfg.Timer)
		defer t.Stop()
		limit = t.C
	}
	for {
		r.mu.Lock()
		done, ch := r.presentLocked(), r.changed
		for s, st := range r.seats {
			if st.cl != nil && r.readSheet[s] != hand+1 {
				done = false
			}
		}
		r.mu.Unlock()
		if done {
			return nil
		}
		select {
		case <-ch:
		case <-limit:
			if r.waitPresent(ctx) == nil {
				return nil
			}
			return ctx.Err()
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// ready says that the person at a seat has read the score sheet of the
// hand just over and wants the next one (whether or not the table waits
// for it yet: the word may come first).
func (r *room) ready(seat rules.Seat) {
	if seat >= rules.NumSeats {
		return
	}
	hand := -1
	r.t.Read(func(g *rules.Game) {
		if g.Phase() == rules.PhaseHandOver {
			hand = g.HandNumber()
		}
	})
	if hand < 0 {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.readSheet[seat] != hand+1 {
		r.readSheet[seat] = hand + 1
		r.notifyLocked()
	}
}

// say puts a line of talk at the table: text typed (made safe and
// bounded first; an empty line is dropped) or a quick message (its
// catalogue key).
func (r *room) say(cl *client, text, quick string) {
	line := chatLine{From: cl.pl.Name, Quick: quick, At: r.srv.cfg.Now()}
	if quick == "" {
		line.Text = cleanChat(text)
		if line.Text == "" {
			return
		}
	} else if !isQuick(quick) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.talk = append(r.talk, line)
	if len(r.talk) > talkSize {
		r.talk = append(r.talk[:0], r.talk[len(r.talk)-talkSize:]...)
	}
	r.broadcastLocked(chatMsg{line})
}

// noticeLocked tells every session at the table something (mu held).
func (r *room) noticeLocked(key string, args ...any) {
	r.broadcastLocked(noticeMsg{key: key, args: args})
}

// broadcastLocked sends m to every session at the table (mu held).
func (r *room) broadcastLocked(m any) {
	for _, st := range r.seats {
		if st.cl != nil {
			st.cl.send(m)
		}
	}
	for cl := range r.watchers {
		cl.send(m)
	}
}

// close ends the table: its game stops (saved as it stands when keep,
// its autosave removed otherwise), every session goes back to the lobby.
func (r *room) close(why string, remove bool) {
	r.mu.Lock()
	if r.state == stateOver {
		r.mu.Unlock()
		return
	}
	playing := r.state == statePlaying
	r.state = stateOver
	if r.abandon != nil {
		r.abandon.Stop()
		r.abandon = nil
	}
	var sessions []*client
	for s := range r.seats {
		st := &r.seats[s]
		if st.link != nil {
			st.link.Close()
		}
		if st.cl != nil {
			sessions = append(sessions, st.cl)
		}
		st.cl, st.link = nil, nil
	}
	for cl, stop := range r.watchers {
		stop()
		sessions = append(sessions, cl)
	}
	r.watchers = map[*client]func(){}
	r.notifyLocked()
	r.mu.Unlock()
	if playing {
		r.cancel()
		<-r.stopped
	}
	r.srv.hall.remove(r)
	if remove {
		r.srv.removeSave(r)
	}
	for _, cl := range sessions {
		cl.leftTable(r, "serve.left.closed")
	}
	r.srv.log.Info("table_closed", "table", r.code, "why", why)
}

// stop ends the game's goroutines when the server stops: the game is
// saved as it stands, for the next start.
// Its sessions are left as they are (the server closes them); the table
// is over for this process (no bot takes a seat, nothing is removed).
func (r *room) stop() {
	r.mu.Lock()
	playing := r.state == statePlaying
	r.state = stateOver
	if r.abandon != nil {
		r.abandon.Stop()
		r.abandon = nil
	}
	for _, st := range r.seats {
		if st.link != nil {
			st.link.Close()
		}
	}
	r.mu.Unlock()
	if playing {
		r.cancel()
		<-r.stopped
	}
}

// roomInfo is a table as the lobby lists it.
type roomInfo struct {
	Code       string
	Rules      string
	Options    rules.Options
	Bots       bot.Level
	Program    string // the label of the outside program at the bots' seats ("" none)
	Locked     bool
	Timer      time.Duration
	State      roomState
	People     []string // the names of the people seated, by seat ("" for a bot's seat)
	Present    int      // the people at the table now
	Spectators int
	Hand       int
	Between    bool
	Host       rules.Seat
	Talk       []chatLine
	created    time.Time
}

// info reads the table for the lobby and the waiting room (the talk for
// the waiting room only).
func (r *room) info(talk bool) roomInfo {
	r.mu.Lock()
	defer r.mu.Unlock()
	in := roomInfo{Code: r.code, Rules: r.cfg.Rules, Options: r.cfg.Options, Bots: r.cfg.Bots,
		Program: r.srv.programLabel(r.cfg.Program), Locked: r.cfg.Password != "", Timer: r.cfg.Timer, State: r.state, Spectators: len(r.watchers),
		Between: r.between, Host: r.hostLocked(), created: r.created}
	if talk {
		in.Talk = append([]chatLine(nil), r.talk...)
	}
	in.People = make([]string, r.inPlay)
	for s, st := range r.seats[:r.inPlay] {
		if st.pl != nil {
			in.People[s] = st.pl.Name
		}
		if st.cl != nil {
			in.Present++
		}
	}
	if r.state == statePlaying {
		r.t.Read(func(g *rules.Game) { in.Hand = g.HandNumber() })
	}
	return in
}

// rejoinCode is the code that gives a session's seat back to its person
// ("" when the session has no seat here).
func (r *room) rejoinCode(cl *client) string {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, st := range r.seats {
		if st.cl == cl {
			return r.code + "-" + st.rejoin
		}
	}
	return ""
}
