package strategy

import (
	"slices"
	"sync"

	"github.com/mahjong-tui/mahjong/rules"
)

// Advisor answers the views of one seat under one variant. It keeps
// scratch from one view to the next, so that a decision does not
// allocate: it is not for concurrent use, and the slices of the Advice
// it returns are valid until its next call.
type Advisor struct {
	variant rules.Variant
	// valueSlack is how far behind the fastest hand a hand with no
	// minimum to reach may aim at a target for its value (pow2); -1 for
	// never.
	valueSlack int
	// readyShare: see readyvalue.go (the expert may set its own).
	readyShare float64
	scorer     rules.Scorer // nil: the rule set does not score (family)
	values     Values

	pos Position

	// Scratch, reused from one decision to the next.
	choices    [rules.NumKinds + 1]rules.DiscardChoice
	look       [rules.NumKinds + 1]rules.DiscardChoice // secondOrder's
	cands      []Candidate
	tileBuf    []rules.Tile
	meldBuf    []rules.Meld
	bonusBuf   []rules.Tile      // ReadyHand's bonus tiles without the Norths (three players)
	claimMelds []rules.Meld      // a claimed meld being weighed
	claimSeen  rules.Counts      // hand tiles moved into that meld
	vis        rules.Counts      // Visible plus claimSeen: what UnseenIn subtracts
	winCache   []winEntry        // CanWin's last answers
	winNext    int               // the entry of winCache to replace next
	routes     map[routeKey]bool // the routes to the minimum judged (WayToMinimum), for one hand and claim
	offPlan    int               // the target's shanten after an off-plan discard (-1: not known yet)
	further    bool              // clubDiscard's choice was lookFurther's
	worth      bool              // clubDiscard's choice was readyForValue's
	adv        Advice            // the advice returned
	claim      ClaimAdvice       // its claim advice
	// The storage of the advice's slices.
	options []DiscardOption
	waits   []Wait
	safe    []rules.Tile
}

// New returns an advisor for a variant (its forms, its declaration, its
// scorer).
func New(variant rules.Variant) *Advisor {
	s := scorerFor(variant)
	return &Advisor{variant: variant, scorer: s, values: valuesFor(variant, s), valueSlack: pow2Slack, readyShare: readyShare,
		cands: make([]Candidate, 0, rules.NumKinds+1), tileBuf: make([]rules.Tile, 0, 14),
		meldBuf: make([]rules.Meld, 0, 4), winCache: make([]winEntry, 0, 4)}
}

// SetValueSlack sets how far behind the fastest hand a pow2 hand may
// aim at a half flush or all pungs for their value (-1: never); the
// expert plays with its own.
func (a *Advisor) SetValueSlack(n int) { a.valueSlack = n }

// SetReadyShare sets the share of the widest ready discard's tiles
// another must keep to be weighed on what its waits pay (readyShare).
func (a *Advisor) SetReadyShare(x float64) { a.readyShare = x }

// Advise returns the strategy's advice on a view under a variant: the
// move and everything that explains it. It reads only the view. Its
// slices are the caller's.
func Advise(v rules.View, variant rules.Variant) Advice {
	a := New(variant)
	adv := *a.Advise(&v)
	adv.Discards = slices.Clone(adv.Discards)
	adv.Waits = slices.Clone(adv.Waits)
	adv.Safe = slices.Clone(adv.Safe)
	if adv.Claim != nil {
		c := *adv.Claim
		adv.Claim = &c
	}
	return adv
}

// Advise returns the advice on a view: the move (Action, the club bot's
// choice) with its reason, the ranked discards, the waits, the claim
// advice and the defence. v must stay unchanged until the next call.
func (a *Advisor) Advise(v *rules.View) *Advice { return a.advise(v, true) }

// Move returns the move of Advise alone, without what explains it: the
// same decision, for a player that only plays it.
func (a *Advisor) Move(v *rules.View) rules.Action { return a.advise(v, false).Action }

// Reset forgets what the advisor remembers between views (a simulator
// reuses its players from hand to hand).
func (a *Advisor) Reset() {
	a.winCache = a.winCache[:0]
	a.winNext = 0
}

// Variant returns the advisor's variant.
func (a *Advisor) Variant() rules.Variant { return a.variant }

// Scorer returns the variant's scorer (nil for a rule set that does not
// score: any complete hand wins).
func (a *Advisor) Scorer() rules.Scorer { return a.scorer }

// Values returns the scoring rows the advisor weighs.
func (a *Advisor) Values() *Values { return &a.values }

// Position returns the position last read.
func (a *Advisor) Position() *Position { return &a.pos }

// Read reads a view into the advisor's position (Advise and Move read
// it first). v must stay unchanged while the position is used.
func (a *Advisor) Read(v *rules.View) { a.pos.read(v) }

// scorers and values cache each variant's scorer and rows: advisors are
// made for every hand of a simulation, and both are read-only once
// built.
var (
	scorers sync.Map // rules.Variant -> rules.Scorer
	values  sync.Map // rules.Variant -> Values
)

func scorerFor(v rules.Variant) rules.Scorer {
	if s, ok := scorers.Load(v); ok {
		return s.(rules.Scorer)
	}
	if v.Scoring == rules.ScoringNone {
		return nil // family: any complete hand wins; value is 1
	}
	s, err := v.NewScorer()
	if err != nil {
		return nil
	}
	scorers.Store(v, s)
	return s
}

func valuesFor(v rules.Variant, s rules.Scorer) Values {
	if x, ok := values.Load(v); ok {
		return x.(Values)
	}
	x := readValues(s)
	values.Store(v, x)
	return x
}

// BaseShape returns the hand as it stands, and forgets any claim being
// weighed.
func (a *Advisor) BaseShape() Shape {
	p := &a.pos
	sh := Shape{C: p.Hand, Jokers: p.Jokers, Melds: p.Melds, Open: p.Open}
	me := &p.View.Players[p.Seat]
	for _, m := range me.Melds {
		a.addMeld(&sh, m.Meld)
	}
	sh.Bonus = len(me.Bonus)
	for _, x := range me.Bonus {
		if x.BonusWind() == p.SeatWind {
			sh.OwnBonus++
		}
	}
	a.DropClaim()
	return sh
}

// addMeld adds a declared meld to the summary.
func (a *Advisor) addMeld(sh *Shape, m rules.Meld) {
	sh.DeclGroups |= 1 << Group(m.Tile)
	if m.Kind == rules.Chow {
		sh.DeclChow = true
		return
	}
	sh.DeclPungs++
	sh.DeclValue += a.values.SetValue(&a.pos, m.Tile)
	sh.DeclPoints += a.values.MeldPoints(m)
}

// UnseenIn returns the copies of k the seat cannot see, for a shape (a
// claim being weighed moves tiles from the hand into a meld).
func (a *Advisor) UnseenIn(sh *Shape, k rules.Tile) int {
	return max(0, 4-int(sh.C[k])-int(a.vis[k]))
}

// Visible returns the tiles seen outside the shape being weighed (the
// position's, plus a claimed meld's).
func (a *Advisor) Visible() *rules.Counts { return &a.vis }

// NeedsValue reports whether a complete hand may be refused for want of
// value (hk's fan minimum, pow2's agreed minimum).
func (a *Advisor) NeedsValue() bool { return a.values.Terms.Minimum > 0 }

// advise is Advise, with explain the parts that only explain the move.
func (a *Advisor) advise(v *rules.View, explain bool) *Advice {
	a.adv = Advice{Action: rules.Action{Seat: v.Seat, Kind: rules.ActPass, Tile: rules.NoTile},
		TipSeat: rules.NoSeat, Discard: rules.NoTile, Threat: rules.NoSeat, Target: AnyHand,
		Discards: a.options[:0], Waits: a.waits[:0], Safe: a.safe[:0]}
	adv := &a.adv
	a.Read(v)
	adv.Barred = v.Barred
	over := v.Phase == rules.PhaseHandOver || v.Phase == rules.PhaseGameOver
	adv.Late = a.pos.Left <= LateTiles && !over
	adv.Threat = a.threat()
	if explain {
		a.listSafe(adv)
	}
	for _, x := range v.Legal {
		if x.Kind == rules.ActWin || x.Kind == rules.ActNextHand {
			adv.Action = x // a legal win is taken
			if x.Kind == rules.ActWin {
				adv.Tip, adv.Shanten = TipWin, -1
				if v.Phase != rules.PhaseTurn {
					a.claim = ClaimAdvice{Take: true, Action: x, Tip: TipWin, Ready: true}
					adv.Claim = &a.claim
					if explain {
						// The hand held is ready: its waits, the tile on offer among them.
						a.handHeld(adv)
						a.claim.Before, a.claim.BeforeCanWin = adv.Shanten, adv.CanWin
						a.claim.Weighed, a.claim.Effect = x, ClaimEffect{Shanten: -1, Discard: rules.NoTile, CanWin: true}
						a.options, a.waits, a.safe = adv.Discards, adv.Waits, adv.Safe
						adv.Shanten = -1
					}
				}
			}
			return adv
		}
	}
	switch {
	case v.Phase == rules.PhaseTurn && len(v.Legal) > 0:
		a.turn(adv, explain)
	case (v.Phase == rules.PhaseClaim || v.Phase == rules.PhaseRobKong) && len(v.Legal) > 0:
		a.claimWindow(adv, explain)
	default:
		if len(v.Legal) > 0 {
			adv.Action = find(v.Legal, rules.ActPass, rules.NoTile)
		}
		if explain {
			a.handHeld(adv)
		}
	}
	a.options, a.waits, a.safe = adv.Discards, adv.Waits, adv.Safe
	return adv
}

// threat returns the opponent to defend against (tip 4), or NoSeat: late
// in the hand, or once an opponent has declared, the most advanced
// opponent: a declared one, else the most claimed melds, then the most
// discards.
func (a *Advisor) threat() rules.Seat {
	p := &a.pos
	declared := false
	for s, o := range p.Opp {
		if rules.Seat(s) != p.Seat && o.Declared {
			declared = true
		}
	}
	if p.Left > LateTiles && !declared {
		return rules.NoSeat
	}
	foe, best := rules.NoSeat, -1
	for s, o := range p.Opp {
		if rules.Seat(s) == p.Seat || !p.View.InPlay(rules.Seat(s)) {
			continue
		}
		score := 10*o.OpenMelds + o.Discards
		if o.Declared {
			score += 1000
		}
		if score > best {
			foe, best = rules.Seat(s), score
		}
	}
	return foe
}

// listSafe lists the kinds of the hand the threat discarded itself.
func (a *Advisor) listSafe(adv *Advice) {
	if adv.Threat == rules.NoSeat {
		return
	}
	o := &a.pos.Opp[adv.Threat]
	for k := range rules.Tile(rules.NumKinds) {
		if a.pos.Hand[k] > 0 && o.Discarded.Has(k) {
			adv.Safe = append(adv.Safe, k)
		}
	}
}

// handHeld explains a hand between turns: its shanten and, ready, its
// waits.
func (a *Advisor) handHeld(adv *Advice) {
	sh := a.BaseShape()
	adv.Shanten = rules.Shanten(&sh.C, sh.Jokers, sh.Melds, a.variant.Forms)
	if adv.Shanten == 0 {
		a.listWaits(adv, &sh, &sh.C, sh.Jokers, adv.Barred != rules.ReasonNone)
	}
}

// find returns the legal action of a kind (and tile, unless NoTile), or
// the first legal action.
func find(legal []rules.Action, k rules.ActionKind, t rules.Tile) rules.Action {
	for _, a := range legal {
		if a.Kind == k && (t == rules.NoTile || a.Tile == t) && !a.Declare {
			return a
		}
	}
	return legal[0]
}
