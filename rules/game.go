package rules

import (
	"math/bits"
	"slices"
	"strconv"
)

// Phase is where a hand stands.
type Phase uint8

// The phases.
const (
	// PhaseTurn: the seat Turn holds 14 tiles (kongs counting 3) and must
	// discard, declare a kong or win. Draws happen before it, by the engine.
	PhaseTurn Phase = iota + 1
	// PhaseClaim: a discard is on the table; the seats that can claim it
	// answer (claim or pass).
	PhaseClaim
	// PhaseRobKong: a pung was promoted to a kong; the seats that can win
	// on the added tile answer (win or pass).
	PhaseRobKong
	// PhaseHandOver: the hand is over (Result); ActNextHand starts the next.
	PhaseHandOver
	// PhaseGameOver: the game is over.
	PhaseGameOver
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseTurn:
		return "turn"
	case PhaseClaim:
		return "claim"
	case PhaseRobKong:
		return "rob"
	case PhaseHandOver:
		return "handover"
	case PhaseGameOver:
		return "gameover"
	}
	return "?"
}

// ExposedMeld is a declared meld as the table sees it.
type ExposedMeld struct {
	Meld Meld
	// From is the seat whose discard was claimed; NoSeat for a concealed
	// kong. An added kong keeps the From of its pung.
	From Seat
	// Kong says how a kong was made (0 for a chow or pung).
	Kong KongKind
}

// Discard is one tile of a seat's discard pool.
type Discard struct {
	Tile     Tile
	Claimed  bool // taken by a claim or a win
	Declared bool // discarded with a ready/calling declaration
}

type player struct {
	conc [numAllKinds]uint8 // concealed tiles, the drawn tile included
	n    int                // number of concealed tiles
	// held and multi have bit k set when conc[k] > 0 and > 1 (add and
	// remove keep them).
	held, multi uint64
	// groups keeps the classes of the hand's groups for the analysis:
	// add and remove mark a changed group, looked up again when asked.
	groups   groupCache
	melds    []ExposedMeld
	bonus    []Tile
	discards []Discard
	declared bool // declared ready (classic) or calling (pow2)
	// missed: the seat's last discard left a ready hand without a
	// declaration (classic ready rule).
	missed bool
	// ver counts the changes to conc: a version names one concealed hand
	// of the hand being played, and keys the two caches below.
	ver uint32
	// The waits cache: waits are the kinds completing the concealed hand
	// of version wver less the tile wwithout (NoTile: none) with wmelds
	// declared melds (waitsOf). add and remove carry it to the new
	// version when its answer is known without computing.
	wvalid   bool
	wwithout Tile
	wver     uint32
	wmelds   int
	waits    KindSet
	// The ready cache: the discards that leave the hand of version rver,
	// with rmelds declared melds, ready (readyDiscards: readyDiscardKinds).
	rvalid     bool
	readyJoker bool // discarding a joker leaves it ready
	rver       uint32
	rmelds     int
	ready      KindSet
}

// add and remove change the concealed tiles, each making a new version.
// They carry the waits cache over when the new hand's answer is known:
// the waits of a hand plus t, less t, are the hand's (selfComplete asks
// them of a drawn tile); removing that t gives the cached hand back (the
// drawn tile discarded); removing a tile that readyDiscardKinds says does
// not leave the hand ready leaves a hand with no waits.
func (p *player) add(t Tile) {
	if p.wvalid && p.wver == p.ver && p.wwithout == NoTile {
		p.wver, p.wwithout = p.ver+1, t
	}
	p.conc[t]++
	p.held |= 1 << t
	if p.conc[t] == 2 {
		p.multi |= 1 << t
	}
	p.groups.touch(t)
	p.n++
	p.ver++
}

func (p *player) remove(t Tile) {
	switch {
	case p.wvalid && p.wver == p.ver && p.wwithout == t:
		p.wver, p.wwithout = p.ver+1, NoTile
	case p.rvalid && p.rver == p.ver && (t.IsPlaying() || t == Joker) && !p.readyAfter(t):
		p.wvalid, p.wver, p.wwithout, p.wmelds, p.waits = true, p.ver+1, NoTile, p.rmelds, 0
	}
	p.conc[t]--
	switch p.conc[t] {
	case 0:
		p.held &^= 1 << t
	case 1:
		p.multi &^= 1 << t
	}
	p.groups.touch(t)
	p.n--
	p.ver++
}

// readyAfter reads the ready cache: whether discarding t leaves the hand
// ready.
func (p *player) readyAfter(t Tile) bool {
	if t == Joker {
		return p.readyJoker
	}
	return p.ready.Has(t)
}

// size counts the hand as 13/14 are counted: concealed tiles plus 3 a meld.
func (p *player) size() int { return p.n + 3*len(p.melds) }

func (p *player) counts() *Counts { return (*Counts)(p.conc[:NumKinds]) }

func (p *player) concealedTiles() []Tile {
	out := make([]Tile, 0, p.n)
	for k, v := range p.conc {
		for range v {
			out = append(out, Tile(k))
		}
	}
	return out
}

func (p *player) meldList() []Meld {
	out := make([]Meld, len(p.melds))
	for i, m := range p.melds {
		out[i] = m.Meld
	}
	return out
}

// maxClaimOptions bounds a seat's claim options: a win, kongs and pungs
// with none to three (two) jokers standing in, three chows with a joker
// in none or one of their other two places.
const maxClaimOptions = 1 + 4 + 3 + 3*3

// handStore holds the backing arrays of a hand's lists, allocated at once
// when the hand is dealt (simulations deal millions of hands): the wall,
// the dice, and each seat's discard pool, melds and bonus tiles start as
// their parts of it. A list that outgrows its part moves out as any slice
// does on append.
type handStore struct {
	tiles    [maxTiles]Tile
	taken    [maxTiles]bool
	dice     [4]int
	discards [NumSeats][32]Discard
	melds    [NumSeats][4]ExposedMeld
	bonus    [NumSeats][12]Tile // 8 flowers and seasons, 4 Norths
}

// hand is the state of the hand being played.
type handState struct {
	phase Phase
	wall  wall
	dice  []int // nil for a pile
	brk   Break
	p     [NumSeats]player
	turn  Seat
	// drawn: the tile the turn seat drew this turn (the last replacement
	// after bonus tiles and kongs; the dealer's last dealt tile on the
	// opening turn); NoTile when the turn began with a chow or pung claim.
	drawn      Tile
	afterClaim bool // the turn began with a chow or pung claim: discard only
	chain      int  // kong replacements drawn in a row this turn
	firstTurn  bool // the dealer's opening turn, nothing declared yet
	discards   int  // discards made this hand
	// The claim or robbing window: the tile, who offered it, each seat's
	// options (empty: not asked), answers, the score of a win option, and
	// why a win is refused (error messages).
	pend     Tile
	pendFrom Seat
	robMeld  int // index of the promoted meld in pendFrom's melds
	// opts[s][:nopts[s]] are seat s's options (see options).
	opts     [NumSeats][maxClaimOptions]Action
	nopts    [NumSeats]uint8
	answered [NumSeats]bool
	answer   [NumSeats]Action
	winScore [NumSeats]Score
	refused  [NumSeats]ScoreReason
	result   *HandResult
}

// dealerAfter returns the dealer once the deal has passed n times.
func (g *Game) dealerAfter(n int) Seat { return Seat((int(g.firstDealer) + n) % int(g.seats)) }

// options returns seat s's claim options in the window.
func (h *handState) options(s Seat) []Action { return h.opts[s][:h.nopts[s]] }

// Game is a table playing one game of a variant: a deterministic state
// machine driven by Apply. It is not safe for concurrent use.
type Game struct {
	v           Variant
	seed        uint64
	scorer      Scorer
	customScore bool
	fixedDealer *Seat
	fixedWall   *FixedWall
	log         []Action

	hands       int // hands started; the current hand is hands-1
	passes      int // times the deal has passed
	nextPasses  int // passes once the current hand is over
	firstDealer Seat
	dealer      Seat
	seats       Seat   // seats in play (Variant.Players)
	bonusKinds  uint64 // bit t: t is set aside as a bonus tile (TileSetOptions.IsBonusTile)
	scores      [NumSeats]int
	h           handState
	evArena     []Event // Apply's events (see there)
	actArena    []Action
}

// NewGame sets up a game and deals its first hand.
func NewGame(cfg Config) (*Game, error) {
	v := cfg.Variant
	if err := v.validate(); err != nil {
		return nil, err
	}
	g := &Game{v: v, seed: cfg.Seed, scorer: cfg.Scorer, customScore: cfg.Scorer != nil,
		seats: Seat(v.Players), bonusKinds: v.Tiles.bonusKinds(),
		log: make([]Action, 0, 128)} // a hand is about 100 actions
	if g.scorer == nil {
		sc, err := v.NewScorer()
		if err != nil {
			return nil, err
		}
		g.scorer = sc
	}
	switch {
	case cfg.FirstDealer != nil:
		if *cfg.FirstDealer >= g.seats {
			return nil, &OptionError{Variant: v.Name, Option: "dealer", Reason: "seat 0-" + strconv.Itoa(v.Players-1)}
		}
		d := *cfg.FirstDealer
		g.fixedDealer = &d
		g.firstDealer = d
	case v.FirstDealer == DealerSeat0:
		g.firstDealer = 0
	default:
		g.firstDealer = Seat(newRNG(cfg.Seed, 0).intN(v.Players))
	}
	g.fixedWall = cfg.clone().FixedWall
	g.dealer = g.firstDealer
	if err := g.startHand(nil); err != nil {
		return nil, err
	}
	return g, nil
}

// newStandIn returns the scorer of a rule set without a score (family):
// any complete hand (Decompose with the variant's forms) is a win worth 0
// with no payments.
func newStandIn(v Variant) Scorer { return standInScorer{forms: v.Forms} }

type standInScorer struct{ forms Forms }

func (s standInScorer) Score(h Hand, _ WinContext) Score {
	ds := Decompose(h, s.forms)
	if len(ds) == 0 {
		return Score{Reason: ReasonNotComplete, Unit: Points}
	}
	return Score{Winning: true, Unit: Points, Decomposition: ds[0]}
}

// Variant returns the game's variant.
func (g *Game) Variant() Variant { return g.v }

// Seed returns the game's seed.
func (g *Game) Seed() uint64 { return g.seed }

// Phase returns the phase of the hand.
func (g *Game) Phase() Phase { return g.h.phase }

// Turn returns the seat whose turn it is (in a claim window, the
// discarder).
func (g *Game) Turn() Seat { return g.h.turn }

// Dealer returns the dealer (East) of the current hand.
func (g *Game) Dealer() Seat { return g.dealer }

// Wind returns a seat's wind in the current hand. The empty seat of a
// three-player table reads North, the wind nobody has.
func (g *Game) Wind(s Seat) Wind {
	if s >= g.seats {
		return WindNorth
	}
	return Wind((s + g.seats - g.dealer) % g.seats)
}

// Prevailing returns the prevailing wind of the current round: a round
// is the deal going round the seats in play. A game counted in hands
// (the length option) that outlasts the last round's wind starts again
// at East.
func (g *Game) Prevailing() Wind { return Wind(g.passes / int(g.seats) % int(g.seats)) }

// HandNumber returns the number of the current hand, counted from 0
// (drawn hands included).
func (g *Game) HandNumber() int { return g.hands - 1 }

// Scores returns the running scores by seat.
func (g *Game) Scores() [NumSeats]int { return g.scores }

// Over reports whether the game is over.
func (g *Game) Over() bool { return g.h.phase == PhaseGameOver }

// Result returns how the current hand ended, or nil while it is played.
func (g *Game) Result() *HandResult { return g.h.result.clone() }

// Actions returns the actions applied so far, in order.
func (g *Game) Actions() []Action { return slices.Clone(g.log) }

// NumActions returns the number of actions applied so far.
func (g *Game) NumActions() int { return len(g.log) }

// ActionsSince returns the actions applied after the first k, in order
// (a copy; none when k is not below NumActions): a copy of the game kept
// elsewhere catches up with them.
func (g *Game) ActionsSince(k int) []Action {
	if k < 0 || k >= len(g.log) {
		return nil
	}
	return slices.Clone(g.log[k:])
}

// tilesLeft returns the number of tiles left in the wall (or pile).
func (g *Game) tilesLeft() int { return g.h.wall.left() }

// Clone returns an independent copy of the game (same scorer).
func (g *Game) Clone() *Game {
	c := *g
	c.log = g.log[:len(g.log):len(g.log)] // shared until either appends
	c.h = g.h.clone()
	c.evArena, c.actArena = nil, nil
	return &c
}

// clone copies the hand, its lists into a store of their own.
func (h *handState) clone() handState {
	c := *h
	st := new(handStore)
	c.wall.tiles = append(st.tiles[:0], h.wall.tiles...)
	c.wall.taken = append(st.taken[:0], h.wall.taken...)
	if h.dice != nil {
		c.dice = append(st.dice[:0], h.dice...)
	}
	for i := range c.p {
		p := &c.p[i]
		p.discards = append(st.discards[i][:0], p.discards...)
		p.melds = append(st.melds[i][:0], p.melds...)
		p.bonus = append(st.bonus[i][:0], p.bonus...)
		c.winScore[i] = cloneScore(h.winScore[i])
	}
	c.result = h.result.clone()
	return c
}

// Apply plays an action. It returns the events that followed, or an
// *IllegalActionError, in which case nothing changed.
func (g *Game) Apply(a Action) ([]Event, error) {
	// The events are written straight into the free part of a chunk that
	// is handed out a capacity-limited piece at a time and never written
	// again: one allocation for many calls. Events that outgrow the free
	// part (a new hand's opening may) move out of it as append does; the
	// part is then not handed out and is written over next time.
	if cap(g.evArena)-len(g.evArena) < 4 {
		g.evArena = make([]Event, 0, 32)
	}
	i := len(g.evArena)
	evs := g.evArena[i:i]
	if err := g.play(a, &evs); err != nil {
		return nil, err
	}
	if len(evs) == 0 {
		return nil, nil
	}
	if len(evs) <= cap(g.evArena)-i { // written in place
		g.evArena = g.evArena[:i+len(evs)]
	}
	return evs[:len(evs):len(evs)], nil
}

// Play is Apply for a caller that does not read the events (simulations,
// a bot's look-ahead): the same checks and the same state change, without
// building the events.
func (g *Game) Play(a Action) error { return g.play(a, nil) }

// play checks, records and plays an action, its events added to evs (nil:
// not built).
func (g *Game) play(a Action, evs *[]Event) error {
	a = a.Normalized()
	if r, sr := g.check(a); r != IllegalNone {
		return &IllegalActionError{Action: a, Reason: r, Score: sr}
	}
	g.log = append(g.log, a)
	g.exec(a, evs)
	return nil
}

// OpeningEvents returns the events that opened the current hand (hand
// started, the deal, bonus tiles set aside and replaced) as viewer may
// see them (Redact; NoSeat: unredacted). Apply returns them for the
// hands after the first (ActNextHand); NewGame has no other way to give
// the first hand's.
func (g *Game) OpeningEvents(viewer Seat) []Event {
	// They are not kept: the deal is a function of the seed, the hand
	// number and the dealer, so a copy of the game deals the hand again.
	c := *g
	c.hands--
	var out []Event
	c.startHand(&out)
	for i, e := range out {
		if viewer != NoSeat {
			out[i] = e.Redact(viewer)
		}
	}
	return out
}

// carve returns n actions' room from a chunk never written again (see
// Apply): LegalActions allocates once for many calls.
func (g *Game) carve(n int) []Action {
	if cap(g.actArena)-len(g.actArena) < n {
		g.actArena = make([]Action, 0, max(256, n))
	}
	i := len(g.actArena)
	g.actArena = g.actArena[:i+n]
	return g.actArena[i : i : i+n]
}

// LegalActions returns exactly the actions seat may play now (none when
// it has nothing to do), in a fixed order.
func (g *Game) LegalActions(seat Seat) []Action {
	if seat >= g.seats {
		return nil
	}
	h := &g.h
	n := 0
	switch h.phase {
	case PhaseTurn:
		if seat == h.turn {
			n = turnActionsBound(&h.p[seat])
		}
	case PhaseClaim, PhaseRobKong:
		n = int(h.nopts[seat]) + 1
	case PhaseHandOver:
		n = 1
	}
	if n == 0 {
		return nil
	}
	out := g.appendLegalActions(g.carve(n), seat)
	if len(out) == 0 {
		return nil
	}
	return out
}

// turnActionsBound bounds the number of the turn seat's legal actions: a
// win, a discard and a declaration per kind held, a concealed kong per
// four of a kind, an added kong per meld.
func turnActionsBound(p *player) int { return 2*p.n + 2 + len(p.melds) }

// appendLegalActions appends the actions LegalActions lists to dst and
// returns it: a caller that reuses its buffer lists them without
// allocating.
func (g *Game) appendLegalActions(out []Action, seat Seat) []Action {
	if seat >= g.seats {
		return out
	}
	h := &g.h
	switch h.phase {
	case PhaseTurn:
		if seat == h.turn {
			out = g.appendTurnActions(out, seat)
		}
	case PhaseClaim, PhaseRobKong:
		if h.nopts[seat] == 0 || h.answered[seat] {
			return out
		}
		out = append(out, h.options(seat)...)
		out = append(out, Action{Seat: seat, Kind: ActPass, Tile: NoTile})
	case PhaseHandOver:
		out = append(out, Action{Seat: seat, Kind: ActNextHand, Tile: NoTile})
	}
	return out
}

// appendTurnActions appends the turn seat's legal actions: a win, the
// discards with their declarations, the kongs.
func (g *Game) appendTurnActions(out []Action, seat Seat) []Action {
	h := &g.h
	p := &h.p[seat]
	if r, _ := g.checkSelfDrawn(seat); r == IllegalNone {
		out = append(out, Action{Seat: seat, Kind: ActWin, Tile: NoTile})
	}
	// A discard of a held tile is legal unless the hand is locked; a
	// declaration goes with the discards that leave the hand ready
	// (checkTurn says the same).
	declare := g.v.Declaration != DeclareNone && !p.declared
	locked := g.v.Declaration == DeclareCalling && p.declared
	if declare {
		g.readyDiscards(seat)
	}
	// The discards are written in place into room made first: append
	// would build each 5-byte Action apart and copy it with a load that
	// waits on the byte stores, a stall a discard.
	out = slices.Grow(out, turnActionsBound(p))
	n, room := len(out), out[:cap(out)]
	var kongs KindSet // kinds held four times: concealed kongs to try
	for held := p.held; held != 0; held &= held - 1 {
		k := Tile(bits.TrailingZeros64(held))
		if p.conc[k] == 4 && k < NumKinds {
			kongs.Add(k)
		}
		if !locked || k == h.drawn {
			room[n] = Action{Seat: seat, Kind: ActDiscard, Tile: k}
			n++
		}
		if declare && p.readyAfter(k) {
			room[n] = Action{Seat: seat, Kind: ActDiscard, Tile: k, Declare: true}
			n++
		}
	}
	out = room[:n]
	for ; kongs != 0; kongs &= kongs - 1 {
		if a := (Action{Seat: seat, Kind: ActConcealedKong, Tile: Tile(bits.TrailingZeros64(uint64(kongs)))}); g.legal(a) {
			out = append(out, a)
		}
	}
	for _, m := range p.melds {
		if a := (Action{Seat: seat, Kind: ActAddedKong, Tile: m.Meld.Tile}); m.Meld.Kind == Pung && p.conc[m.Meld.Tile] > 0 && g.legal(a) {
			out = append(out, a)
		}
	}
	return out
}

// legal reports whether a (normalized) action is legal now.
func (g *Game) legal(a Action) bool {
	r, _ := g.check(a)
	return r == IllegalNone
}

// check decides whether a (normalized) action is legal now.
func (g *Game) check(a Action) (ErrorReason, ScoreReason) {
	h := &g.h
	if a.Seat >= g.seats || a.Kind < ActDiscard || a.Kind > ActNextHand {
		return IllegalBadAction, ReasonNone
	}
	switch a.Kind {
	case ActDiscard, ActConcealedKong, ActAddedKong, ActPung, ActKong, ActChow:
		if !a.Tile.Valid() {
			return IllegalBadAction, ReasonNone
		}
	}
	switch h.phase {
	case PhaseGameOver:
		return IllegalGameOver, ReasonNone
	case PhaseHandOver:
		if a.Kind != ActNextHand {
			return IllegalWrongPhase, ReasonNone
		}
		return IllegalNone, ReasonNone
	case PhaseTurn:
		return g.checkTurn(a)
	}
	return g.checkClaim(a)
}

func (g *Game) checkTurn(a Action) (ErrorReason, ScoreReason) {
	h := &g.h
	switch a.Kind {
	case ActPass, ActChow, ActPung, ActKong, ActNextHand:
		return IllegalWrongPhase, ReasonNone
	}
	if a.Seat != h.turn {
		return IllegalNotYourTurn, ReasonNone
	}
	p := &h.p[a.Seat]
	locked := g.v.Declaration == DeclareCalling && p.declared
	switch a.Kind {
	case ActDiscard:
		if p.conc[a.Tile] == 0 {
			return IllegalTileNotInHand, ReasonNone
		}
		if locked && a.Tile != h.drawn {
			return IllegalHandLocked, ReasonNone
		}
		if a.Declare {
			switch {
			case g.v.Declaration == DeclareNone:
				return IllegalNoDeclaration, ReasonNone
			case p.declared:
				return IllegalAlreadyDeclared, ReasonNone
			case !g.readyAfterDiscard(a.Seat, a.Tile):
				return IllegalNotReady, ReasonNone
			}
		}
	case ActConcealedKong, ActAddedKong:
		if h.afterClaim {
			return IllegalAfterClaim, ReasonNone
		}
		if !a.Tile.IsPlaying() || a.Kind == ActConcealedKong && p.conc[a.Tile] < 4 ||
			a.Kind == ActAddedKong && (p.conc[a.Tile] == 0 || pungIndex(p, a.Tile) < 0) {
			return IllegalNoSuchKong, ReasonNone
		}
		if h.wall.left() == 0 {
			return IllegalNoReplacement, ReasonNone
		}
	case ActWin:
		return g.checkSelfDrawn(a.Seat)
	}
	return IllegalNone, ReasonNone
}

// checkSelfDrawn decides whether the turn seat s may win by self-draw.
func (g *Game) checkSelfDrawn(s Seat) (ErrorReason, ScoreReason) {
	h := &g.h
	if h.afterClaim || h.drawn == NoTile {
		return IllegalAfterClaim, ReasonNone
	}
	if r := g.winCheck(s, h.drawn, winSelf, NoSeat, nil); r != ReasonNone {
		return IllegalWinNotAllowed, r
	}
	return IllegalNone, ReasonNone
}

func (g *Game) checkClaim(a Action) (ErrorReason, ScoreReason) {
	h := &g.h
	switch a.Kind {
	case ActDiscard, ActConcealedKong, ActAddedKong, ActNextHand:
		return IllegalWrongPhase, ReasonNone
	}
	p := &h.p[a.Seat]
	if a.Seat == h.pendFrom {
		return IllegalNotAsked, ReasonNone
	}
	if h.answered[a.Seat] {
		return IllegalAlreadyAnswered, ReasonNone
	}
	opts := h.options(a.Seat)
	if a.Kind == ActPass {
		if len(opts) == 0 {
			return IllegalNotAsked, ReasonNone
		}
		return IllegalNone, ReasonNone
	}
	if slices.Contains(opts, a) {
		return IllegalNone, ReasonNone
	}
	// Refused: say why.
	switch {
	case a.Kind == ActWin:
		r := h.refused[a.Seat]
		if r == ReasonNone {
			r = ReasonNotComplete
		}
		return IllegalWinNotAllowed, r
	case h.phase == PhaseRobKong:
		return IllegalOnlyWin, ReasonNone
	case a.Kind == ActChow && a.Seat != g.v.NextSeat(h.pendFrom):
		return IllegalChowNotFromPrev, ReasonNone
	case h.wall.left() == 0 || h.pend == Joker:
		return IllegalOnlyWin, ReasonNone
	case g.v.Declaration == DeclareCalling && p.declared && a.Kind != ActKong:
		return IllegalHandLocked, ReasonNone
	case len(opts) == 0:
		return IllegalNotAsked, ReasonNone
	}
	return IllegalNoSuchClaim, ReasonNone
}

// pungIndex returns the index of the seat's exposed pung of t, or -1.
func pungIndex(p *player, t Tile) int {
	for i, m := range p.melds {
		if m.Meld.Kind == Pung && m.Meld.Tile == t {
			return i
		}
	}
	return -1
}

// exec plays a legal action, its events added to evs (nil: not built).
func (g *Game) exec(a Action, evs *[]Event) {
	h := &g.h
	switch a.Kind {
	case ActNextHand:
		g.passes = g.nextPasses
		g.dealer = g.dealerAfter(g.passes)
		g.startHand(evs)
	case ActDiscard:
		g.discard(a, evs)
	case ActConcealedKong:
		g.concealedKong(a, evs)
	case ActAddedKong:
		g.addedKong(a, evs)
	case ActWin:
		if h.phase == PhaseTurn {
			g.winSelfDrawn(a.Seat, evs)
		} else {
			g.answerWindow(a, evs)
		}
	case ActPass, ActChow, ActPung, ActKong:
		g.answerWindow(a, evs)
	}
}
