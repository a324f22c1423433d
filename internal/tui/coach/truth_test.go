package coach_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/mahjong-tui/mahjong/internal/bot"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/internal/tui/coach"
	"github.com/mahjong-tui/mahjong/rules"
)

// auditConfig is a table the audit plays: a rule set with options.
type auditConfig struct {
	name string
	v    rules.Variant
}

// auditConfigs are the tables of the audit, from the registry: every
// rule set at its defaults, then each of its options at each value a
// menu offers other than the default, then open hands and three players
// with each other option that is a switch (jokers at three, open at
// three).
func auditConfigs(t testing.TB) []auditConfig {
	var out []auditConfig
	add := func(rs rules.RuleSet, o rules.Options, name string) {
		v, err := rs.Variant(o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		out = append(out, auditConfig{name, v})
	}
	for _, rs := range rules.RuleSets() {
		add(rs, rules.Options{}, rs.Name)
		for _, spec := range rs.Options {
			for _, val := range spec.Values {
				if val == spec.Default {
					continue
				}
				var o rules.Options
				if err := spec.Set(&o, val); err != nil {
					t.Fatal(err)
				}
				add(rs, o, rs.Name+" "+spec.Name+"="+val)
				if spec.Name == "players" || spec.Name == "open" {
					continue
				}
				// The same with open hands, and at three where the rule set
				// offers it.
				for _, extra := range []string{"open", "players"} {
					es, ok := rs.Option(extra)
					if !ok {
						continue
					}
					o2 := o
					if err := es.Set(&o2, es.Values[len(es.Values)-1]); err != nil {
						t.Fatal(err)
					}
					add(rs, o2, rs.Name+" "+spec.Name+"="+val+" "+extra+"="+es.Value(o2))
				}
			}
		}
		if ps, ok := rs.Option("players"); ok {
			if os, ok := rs.Option("open"); ok {
				var o rules.Options
				_ = ps.Set(&o, "3")
				_ = os.Set(&o, "on")
				add(rs, o, rs.Name+" players=3 open=on")
			}
		}
	}
	return out
}

// tally counts the statements the audit checked and those the engine
// contradicted, by kind.
type tally struct {
	checked, wrong map[string]int
	t              *testing.T
	cfg            string
}

func (tl *tally) check(kind string, ok bool, hand uint64, format string, args ...any) {
	tl.checked[kind]++
	if ok {
		return
	}
	if tl.wrong[kind]++; tl.wrong[kind] <= 3 {
		tl.t.Errorf("%s, hand %d, %s: "+format, append([]any{tl.cfg, hand, kind}, args...)...)
	}
}

// undeclaring plays the club's move but never declares: in classic its
// ready hands are barred from winning until they discard again, which
// the coach must know.
type undeclaring struct{ bot.Bot }

func (u undeclaring) Act(v rules.View) rules.Action {
	a := u.Bot.Act(v)
	if a.Kind == rules.ActDiscard && a.Declare {
		plain := a
		plain.Declare = false
		if slices.Contains(v.Legal, plain) {
			return plain
		}
	}
	return a
}

// wins reports whether a list of actions holds a win.
func wins(legal []rules.Action) bool {
	return slices.ContainsFunc(legal, func(a rules.Action) bool { return a.Kind == rules.ActWin })
}

// The coach never contradicts the engine. Over simulated play of every
// table of the registry (auditConfigs: every rule set, every option
// value, open hands and three players among them), every seat's view is
// read by the coach and each thing it says is checked against the
// engine's legal actions and scorer:
//   - ready: "ready" (CanWin) exactly when a wait wins;
//   - live: every wait has a copy left to come (or is the tile on offer);
//   - discard / self-drawn: a wait said to win on a discard is a win the
//     engine offers when that discard comes (read as the window opens),
//     one said to win self-drawn is a win offered when the seat draws it;
//   - window: in a claim or robbing window the tile on offer is said to
//     win exactly when the engine offers the win, and what it lists as
//     claimable of that tile is the strongest claim offered (a robbing
//     window: the win alone, or nothing);
//   - joker: a joker, drawn or discarded, that the coach says wins is a
//     win the engine offers (and one on offer that wins is a wait);
//   - action: the move advised is a legal one;
//   - complete: "Mah-Jong!" on the turn exactly when the engine offers
//     the win; barred: the ready-rule warning exactly when the engine
//     bars the hand;
//   - tip 1: quoted only for a discard tip 1's order asks for;
//   - deal-in (open hands): every tile said to deal in does (the engine
//     offers that opponent the win once it is discarded), the suggested
//     discard deals in only when every discard does (and the coach says
//     so), and no tile called safe deals in.
//
// Seat 0 never declares, so that classic's ready rule bars some hands.
// The default run reads auditViews views per table; `go test -tags
// audit` reads auditViewsLong (>= 100,000 in all) and logs the counts.
func TestCoachNeverWrong(t *testing.T) {
	checked, wrong := map[string]int{}, map[string]int{}
	views := 0
	configs := auditConfigs(t)
	for _, cfg := range configs {
		tl := &tally{checked: checked, wrong: wrong, t: t, cfg: cfg.name}
		views += auditTable(t, tl, cfg.v)
	}
	var kinds []string
	for k := range checked {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var b strings.Builder
	total := 0
	for _, k := range kinds {
		fmt.Fprintf(&b, " %s %d/%d", k, wrong[k], checked[k])
		total += wrong[k]
	}
	t.Logf("%d tables, %d views; disagreements/statements by kind:%s", len(configs), views, b.String())
	if total > 0 {
		t.Errorf("%d disagreements", total)
	}
	for _, k := range []string{"ready", "live", "discard", "self-drawn", "window", "joker", "action", "complete", "barred", "tip 1", "deal-in", "safe"} {
		if checked[k] == 0 {
			t.Errorf("no %s statement checked: the audit does not reach it", k)
		}
	}
}

// held is what the coach said of a seat's hand between its turns.
type held struct {
	waits []strategy.Wait
	melds int
	ok    bool
}

// auditTable plays hands of one table until it has read auditViews
// views, checking every statement; it returns the views read.
func auditTable(t *testing.T, tl *tally, v rules.Variant) int {
	positions := 0
	for hand := uint64(1); positions < auditViews; hand++ {
		g, bots := clubHand(t, v, hand)
		bots[0] = undeclaring{bots[0]}
		var last [rules.NumSeats]held
		window := -1 // the step that opened the claim window being read
		for step := 0; g.Phase() == rules.PhaseTurn || g.Phase() == rules.PhaseClaim || g.Phase() == rules.PhaseRobKong; step++ {
			opened := false
			if g.Phase() == rules.PhaseTurn {
				window = -1
			} else if window < 0 {
				window, opened = step, true
			}
			for s := range rules.Seat(v.Players) {
				view := g.View(s)
				adv := coach.Advise(view, v)
				positions++
				auditView(tl, hand, g, &view, &adv, &last[s], opened)
			}
			s, view := actor(g)
			if _, err := g.Apply(bots[s].Act(view)); err != nil {
				t.Fatal(err)
			}
		}
	}
	return positions
}

// auditView checks what the coach says of one seat's view.
func auditView(tl *tally, hand uint64, g *rules.Game, view *rules.View, adv *coach.Advice, last *held, opened bool) {
	s := view.Seat
	me := &view.Players[s]
	tl.check("ready", adv.CanWin == slices.ContainsFunc(adv.Waits, func(w strategy.Wait) bool { return w.Wins }),
		hand, "seat %d: ready %v, waits %+v", s, adv.CanWin, adv.Waits)
	for _, w := range adv.Waits {
		tl.check("live", w.Left > 0 || w.Tile == view.Pending, hand, "seat %d: %v called a wait, no copy left", s, w.Tile)
	}
	if len(view.Legal) > 0 {
		tl.check("action", slices.Contains(view.Legal, adv.Action), hand, "seat %d: advises %v, legal %v", s, adv.Action, view.Legal)
	}
	if view.Barred != rules.ReasonNone || adv.Barred != rules.ReasonNone {
		tl.check("barred", view.Barred == adv.Barred, hand, "seat %d: barred %v, the coach says %v", s, view.Barred, adv.Barred)
	}
	myTurn := view.Phase == rules.PhaseTurn && s == view.Turn
	if myTurn {
		tl.check("complete", adv.Complete == wins(view.Legal), hand, "seat %d: complete %v, legal %v", s, adv.Complete, view.Legal)
		if adv.Tip == strategy.TipIsolated && adv.Discard != rules.NoTile && adv.Discard != rules.Joker {
			c := rules.CountsOf(append(slices.Clone(me.Concealed), me.Drawn))
			tl.check("tip 1", strategy.Tip1Holds(&c, adv.Discard), hand, "seat %d: tip 1 quoted for %v in %v", s, adv.Discard, me.Concealed)
		}
		auditDealIns(tl, hand, g, view, adv)
		// A draw on a wait said to win self-drawn is a win on offer.
		if last.ok && me.Drawn != rules.NoTile && last.melds == len(me.Melds) {
			for _, w := range last.waits {
				if w.Tile == me.Drawn && w.SelfDrawn {
					kind := "self-drawn"
					if w.Tile == rules.Joker {
						kind = "joker"
					}
					tl.check(kind, wins(view.Legal), hand, "seat %d draws %v, said to win self-drawn; legal %v", s, me.Drawn, view.Legal)
				}
			}
		}
		last.ok = false
		return
	}
	inWindow := (view.Phase == rules.PhaseClaim || view.Phase == rules.PhaseRobKong) && s != view.PendingFrom
	if inWindow && opened {
		offered := wins(view.Legal)
		// What the coach said before the discard came: a wait said to
		// win on a discard is a win on offer.
		if last.ok && last.melds == len(me.Melds) && view.Phase == rules.PhaseClaim {
			for _, w := range last.waits {
				if w.Tile == view.Pending && w.OnDiscard {
					tl.check("discard", offered, hand, "seat %d offered %v, said to win on a discard; legal %v", s, view.Pending, view.Legal)
				}
			}
		}
		said := slices.ContainsFunc(adv.Waits, func(w strategy.Wait) bool { return w.Tile == view.Pending && w.OnDiscard })
		tl.check("window", said == offered, hand, "seat %d, %v on offer (phase %v): the coach says it wins %v, the engine offers %v", s, view.Pending, view.Phase, said, view.Legal)
		if view.Pending == rules.Joker {
			tl.check("joker", said == offered, hand, "seat %d: a joker on offer, wins %v, the coach's waits %+v", s, offered, adv.Waits)
		}
		auditClaimables(tl, hand, view, adv)
	}
	*last = held{waits: adv.Waits, melds: len(me.Melds), ok: true}
}

// auditClaimables checks the claimable kinds of the tile on offer
// against the window's legal actions.
func auditClaimables(tl *tally, hand uint64, view *rules.View, adv *coach.Advice) {
	var kind coach.ClaimKind
	for _, c := range adv.Claimables {
		if c.Tile == view.Pending {
			kind = c.Kind
		}
		if view.Phase == rules.PhaseRobKong {
			tl.check("window", c.Tile == view.Pending && c.Kind == coach.ClaimWin, hand,
				"seat %d: at a robbing window %v listed as claimable for kind %d", view.Seat, c.Tile, c.Kind)
		}
	}
	want := coach.ClaimKind(0)
	for _, a := range view.Legal {
		k := map[rules.ActionKind]coach.ClaimKind{rules.ActWin: coach.ClaimWin, rules.ActKong: coach.ClaimKong,
			rules.ActPung: coach.ClaimPung, rules.ActChow: coach.ClaimChow}[a.Kind]
		if k != 0 && (want == 0 || k < want) {
			want = k
		}
	}
	tl.check("window", kind == want, hand, "seat %d: %v listed claimable as %d, the engine's strongest claim %d (%v)", view.Seat, view.Pending, kind, want, view.Legal)
}

// auditDealIns checks, with open hands on the seat's turn, the tiles
// said to deal in against the engine: each one, discarded on a copy of
// the game, is a win the engine offers that opponent.
func auditDealIns(tl *tally, hand uint64, g *rules.Game, view *rules.View, adv *coach.Advice) {
	if !view.Open {
		return
	}
	dealsIn := func(t rules.Tile) (rules.Seat, bool) {
		for _, a := range view.Legal {
			if a.Kind != rules.ActDiscard || a.Tile != t || a.Declare {
				continue
			}
			c := g.Clone()
			if _, err := c.Apply(a); err != nil || c.Phase() != rules.PhaseClaim {
				return rules.NoSeat, false
			}
			for q := range rules.Seat(rules.NumSeats) {
				if q != view.Seat && wins(c.LegalActions(q)) {
					return q, true
				}
			}
			return rules.NoSeat, false
		}
		return rules.NoSeat, false
	}
	for _, d := range adv.DealIns {
		_, ok := dealsIn(d.Tile)
		tl.check("deal-in", ok, hand, "seat %d: %v said to deal in to seat %d; the engine offers no win", view.Seat, d.Tile, d.Seat)
	}
	if adv.Discard != rules.NoTile && len(adv.DealIns) > 0 {
		_, bad := dealsIn(adv.Discard)
		allBad := !slices.ContainsFunc(view.Legal, func(a rules.Action) bool {
			_, in := dealsIn(a.Tile)
			return a.Kind == rules.ActDiscard && !in
		})
		tl.check("deal-in", !bad || adv.DealInRisk && allBad, hand, "seat %d: suggests %v, which deals in (risk said %v, every discard deals in %v)", view.Seat, adv.Discard, adv.DealInRisk, allBad)
	}
	for _, t := range adv.Safe {
		q, in := dealsIn(t)
		tl.check("safe", !in || q != adv.Threat, hand, "seat %d: %v called safe against seat %d, which it lets win", view.Seat, t, adv.Threat)
	}
}
