package coach

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/explain"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/strategy"
	"github.com/mahjong-tui/mahjong/rules"
)

// Style is how a line of the coach's panel stands out.
type Style uint8

// The styles of the panel's lines.
const (
	Plain  Style = iota
	Accent       // the move to make now (Mah-Jong!, a reminder)
	Warn         // a move that loses something (throwing a win away, dealing in)
	Dim          // the legend
)

// Line is a line of the coach's panel, most important first: a screen
// short of room keeps the first lines.
type Line struct {
	Text  string
	Style Style
}

// Wording is what the coach needs to word its advice: the catalogue,
// and how the screen writes tiles, seats and the prompt's options.
type Wording struct {
	Cat   *i18n.Catalog
	Tile  func(rules.Tile) string
	Tiles func([]rules.Tile) string
	Seat  func(rules.Seat) string
	// Option is the prompt's label of a legal action ("2 Pung 7z7z7z"),
	// so that the advice names the option the cursor is put on.
	Option func(rules.Action) string
}

// Lines words the advice on a view under a variant: the state of the
// hand, what to do now and why, what a claim would do, the waits that
// can win, the opponents' hands when they show, the tiles that would
// deal in, and the defence.
func Lines(w Wording, adv *Advice, v rules.View, variant rules.Variant) []Line {
	cat := w.Cat
	var out []Line
	add := func(s Style, key string, args ...any) { out = append(out, Line{Text: cat.T(key, args...), Style: s}) }
	terms, scores := termsOf(variant)
	amount := func(n int) string { return strconv.Itoa(n) + " " + cat.Count("unit."+terms.Unit.String(), n) }

	// The state of the hand.
	add(Plain, "coach.shanten", status(cat, adv))
	switch {
	case adv.Complete:
		add(Accent, "coach.win")
		add(Warn, "coach.complete_warn")
	case adv.Barred == rules.ReasonUndeclared:
		add(Warn, "coach.barred")
	}
	if adv.ReadyReminder {
		add(Accent, "coach.ready_reminder")
	}
	if adv.CallReminder {
		add(Accent, "coach.call_reminder")
	}

	// The move now.
	switch adv.Action.Kind {
	case rules.ActConcealedKong, rules.ActAddedKong:
		add(Plain, "coach.kong", w.Tile(adv.Action.Tile))
	}
	switch {
	case adv.Discard != rules.NoTile && adv.AvoidsDealIn && adv.Further:
		add(Plain, "coach.discard", w.Tile(adv.Discard), cat.T("coach.avoids_deal_in_further"))
	case adv.Discard != rules.NoTile && adv.AvoidsDealIn:
		add(Plain, "coach.discard", w.Tile(adv.Discard), cat.T("coach.avoids_deal_in"))
	case adv.Discard != rules.NoTile && adv.DealInRisk:
		add(Warn, "coach.discard", w.Tile(adv.Discard), cat.T("coach.deal_in_risk"))
	case adv.Discard != rules.NoTile:
		add(Plain, "coach.discard", w.Tile(adv.Discard), tipText(w, adv, adv.Tip, variant))
	}
	if c := adv.Claim; c != nil && (v.Phase == rules.PhaseClaim || v.Phase == rules.PhaseRobKong) && len(v.Legal) > 0 {
		out = append(out, claimLines(w, adv, c, amount, scores, variant)...)
	}

	// The waits that win, and those the rules refuse.
	out = append(out, waitLines(w, adv, terms.Minimum, amount)...)

	// What the open hands show.
	if len(adv.DealIns) > 0 {
		var ds []string
		for _, d := range adv.DealIns {
			item := cat.T("coach.deal_in_item", w.Tile(d.Tile), w.Seat(d.Seat))
			if scores && d.Value > 0 {
				item += " (" + amount(d.Value) + ")"
			}
			ds = append(ds, item)
		}
		add(Warn, "coach.deal_in", strings.Join(ds, ", "))
	}

	if len(adv.Claimables) > 0 {
		var cs []string
		for _, c := range adv.Claimables {
			cs = append(cs, w.Tile(c.Tile)+" "+cat.T(claimKindKey(c.Kind)))
		}
		add(Plain, "coach.claimable", strings.Join(cs, ", "))
	}
	if adv.Threat != rules.NoSeat {
		if len(adv.Safe) > 0 {
			add(Plain, "coach.safe", w.Seat(adv.Threat), w.Tiles(adv.Safe))
		} else {
			add(Plain, "coach.no_safe", w.Seat(adv.Threat))
		}
	}
	add(Dim, "coach.legend")
	return out
}

// waitLines word the waits that win (and those won self-drawn only),
// then the waits the rules refuse (under the minimum, or no win).
func waitLines(w Wording, adv *Advice, minimum int, amount func(int) string) []Line {
	cat := w.Cat
	var out []Line
	add := func(s Style, key string, args ...any) { out = append(out, Line{Text: cat.T(key, args...), Style: s}) }
	var wins, under []string
	left := 0
	for _, wt := range adv.Waits {
		item := cat.T("analyze.wait_item", w.Tile(wt.Tile), wt.Left)
		switch {
		case wt.Wins && !wt.OnDiscard:
			wins = append(wins, item+" "+cat.T("coach.self_only"))
			left += wt.Left
		case wt.Wins:
			wins = append(wins, item)
			left += wt.Left
		default:
			under = append(under, w.Tile(wt.Tile))
		}
	}
	if len(wins) > 0 {
		add(Plain, "coach.waits", strings.Join(wins, ", "), left)
	}
	if len(under) > 0 && adv.Barred == rules.ReasonNone && adv.Action.Kind != rules.ActWin {
		if minimum > 0 {
			add(Plain, "coach.under_minimum", strings.Join(under, ", "), amount(minimum))
		} else {
			add(Plain, "coach.no_win_waits", strings.Join(under, ", "))
		}
	}
	return out
}

// status words the state of the hand: complete, ready (to win), one
// tile from a shape that cannot win, or how far from ready.
func status(cat *i18n.Catalog, adv *Advice) string {
	switch {
	case adv.Action.Kind == rules.ActWin || adv.Shanten < 0:
		return cat.T("shanten.complete")
	case adv.Shanten == 0 && adv.CanWin:
		return cat.T("shanten.ready")
	case adv.Shanten == 0 && len(adv.Waits) == 0 && adv.Dead != 0:
		return cat.T("coach.ready_dead")
	case adv.Shanten == 0:
		return cat.T("coach.ready_no_win")
	}
	return cat.T("shanten.away", adv.Shanten)
}

// claimLines words the claim advice: the option to choose (the one the
// prompt's cursor is put on) and why, then what the claim weighed does
// to the hand: how close it leaves it, what the meld is worth, what
// opening the hand gives up.
func claimLines(w Wording, adv *Advice, c *strategy.ClaimAdvice, amount func(int) string, scores bool, variant rules.Variant) []Line {
	cat := w.Cat
	var out []Line
	option := func(a rules.Action) string {
		if w.Option != nil {
			if s := w.Option(a); s != "" {
				return s
			}
		}
		return cat.T(claimWord(a))
	}
	switch {
	case c.Take:
		out = append(out, Line{Text: cat.T("coach.claim_take", option(c.Action), tipText(w, adv, c.Tip, variant)), Style: Accent})
	case c.Tip == strategy.TipDeclared:
		out = append(out, Line{Text: cat.T("coach.claim_pass", cat.T("coach.pass_declared"))})
	default:
		out = append(out, Line{Text: cat.T("coach.claim_pass", cat.T("coach.tip5"))})
	}
	x := c.Weighed
	if x.Kind != rules.ActChow && x.Kind != rules.ActPung && x.Kind != rules.ActKong {
		return out
	}
	e := c.Effect
	var parts []string
	switch {
	case e.Shanten == 0 && e.CanWin:
		parts = append(parts, cat.T("coach.after_ready", e.WinTiles))
	case e.Shanten == 0:
		parts = append(parts, cat.T("coach.after_ready_no_win"))
	default:
		parts = append(parts, cat.T("coach.after_away", e.Shanten))
	}
	if e.Discard != rules.NoTile {
		parts[0] = cat.T("coach.after_discard", w.Tile(e.Discard)) + " " + parts[0]
	}
	value := amount
	if e.Doublings {
		value = func(n int) string { return "×" + strconv.Itoa(1<<n) }
	}
	if scores && e.MeldValue > 0 {
		parts = append(parts, cat.T("coach.meld_value", value(e.MeldValue)))
	}
	if scores && e.Opens > 0 {
		parts = append(parts, cat.T("coach.opens", value(e.Opens)))
	}
	key := "coach.claim_effect"
	if !c.Take {
		key = "coach.claim_effect_pass"
	}
	out = append(out, Line{Text: cat.T(key, option(x), joinParts(cat, parts))})
	return out
}

// ReadingText words what an opponent's open hand shows, for its line at
// the table: how far from ready, its waits to win and the most a win
// scores, or the hand it builds toward.
func ReadingText(w Wording, r *Reading, variant rules.Variant) string {
	cat := w.Cat
	terms, scores := termsOf(variant)
	amount := func(n int) string { return strconv.Itoa(n) + " " + cat.Count("unit."+terms.Unit.String(), n) }
	switch {
	case r.Shanten < 0:
		return cat.T("coach.opp_complete")
	case r.Shanten == 0 && r.CanWin:
		var ws []rules.Tile
		for _, wt := range r.Waits {
			if wt.Wins {
				ws = append(ws, wt.Tile)
			}
		}
		s := cat.T("coach.opp_ready", w.Tiles(ws))
		if scores && r.Best > 0 {
			s += " · " + cat.T("coach.opp_up_to", amount(r.Best))
		}
		return s
	case r.Shanten == 0:
		return cat.T("coach.opp_ready_no_win")
	}
	s := cat.T("coach.opp_away", r.Shanten)
	if r.Target.Kind != strategy.PlanAny {
		s += " · " + cat.T("coach.opp_toward", planName(cat, r.Target))
	}
	return s
}

// tipText words a tip of the advice (the discard's, or the claim's), in
// the terms of the rule set played.
func tipText(w Wording, adv *Advice, tip strategy.Tip, variant rules.Variant) string {
	cat := w.Cat
	switch tip {
	case strategy.TipIsolated:
		return cat.T("coach.tip1")
	case strategy.TipReadDiscards:
		return cat.T("coach.tip3", adv.Visible)
	case strategy.TipDefend:
		return cat.T("coach.tip4", w.Seat(adv.TipSeat))
	case strategy.TipClaimPurpose, strategy.TipWin:
		return cat.T("coach.tip5_take")
	case strategy.TipHonourPairs:
		return tip6Text(cat, variant)
	case strategy.TipTarget:
		return cat.T("coach.tip_target", planName(cat, adv.Target))
	case strategy.TipTargetValue:
		return cat.T("coach.tip_target_value", planName(cat, adv.Target))
	case strategy.TipMinimum:
		return cat.T("coach.tip_minimum")
	case strategy.TipValue:
		return cat.T("coach.tip_value")
	}
	return cat.T("coach.tip2")
}

// tip6Text words tip 6 as the rule set scores a pung of honours: its
// scorer's row for a dragon pung, a doubling (classic) or a value (hk's
// 1 fan, pow2's 1 point); no score (family), the pung itself.
func tip6Text(cat *i18n.Catalog, variant rules.Variant) string {
	terms, scores := termsOf(variant)
	if v, ok := terms.Value(rules.PatternDragonSet); scores && ok {
		if terms.Doubles(rules.PatternDragonSet) {
			return cat.T("coach.tip6_double")
		}
		return cat.T("coach.tip6_value", strconv.Itoa(v)+" "+cat.Count("unit."+terms.Unit.String(), v))
	}
	return cat.T("coach.tip6_none")
}

// planName words a plan the strategy builds toward.
func planName(cat *i18n.Catalog, pl strategy.Plan) string {
	if pl.Kind == strategy.PlanAllPungs {
		return cat.T("coach.plan_pungs")
	}
	suits := [...]string{"coach.suit0", "coach.suit1", "coach.suit2"}
	return cat.T("coach.plan_half", cat.T(suits[min(max(pl.Suit, 0), 2)]))
}

// claimWord is the catalogue key of an action's name.
func claimWord(a rules.Action) string {
	switch a.Kind {
	case rules.ActWin:
		return "call.mahjong"
	case rules.ActKong:
		return "choice.kong"
	case rules.ActPung:
		return "choice.pung"
	case rules.ActPass:
		return "choice.pass"
	}
	return "choice.chow"
}

// claimKindKey is the catalogue key of a claimable kind.
func claimKindKey(k ClaimKind) string {
	switch k {
	case ClaimWin:
		return "coach.for_win"
	case ClaimKong:
		return "coach.for_kong"
	case ClaimPung:
		return "coach.for_pung"
	}
	return "coach.for_chow"
}

// termsOf returns the variant's scoring terms, and whether it scores.
func termsOf(v rules.Variant) (rules.ScoringTerms, bool) {
	if v.Scoring == rules.ScoringNone {
		return rules.ScoringTerms{}, false
	}
	s, err := v.NewScorer()
	if err != nil {
		return rules.ScoringTerms{}, false
	}
	return rules.TermsOf(s)
}

// ClaimWhyText words why an opponent claimed, as WhyClaim read it from
// its seat: the claim, the tip behind it (or that the six tips would not
// have made it), and what it does to that hand.
func ClaimWhyText(w Wording, c strategy.ClaimAdvice, variant rules.Variant) string {
	cat := w.Cat
	x := c.Weighed
	claim := explain.MeldName(cat, x.Meld())
	var why string
	switch {
	case x.Kind == rules.ActWin:
		return cat.T("coach.why_win", w.Seat(x.Seat))
	case !c.Take:
		why = cat.T("coach.why_no_tip")
	default:
		why = tipText(w, &Advice{}, c.Tip, variant)
	}
	terms, scores := termsOf(variant)
	amount := func(n int) string { return strconv.Itoa(n) + " " + cat.Count("unit."+terms.Unit.String(), n) }
	text := cat.T("coach.why_claim", w.Seat(x.Seat), claim, why)
	for _, l := range claimLines(w, &Advice{}, &c, amount, scores, variant)[1:] {
		text += " " + l.Text
	}
	return text
}

// joinParts joins the parts of a sentence as the language punctuates a
// list of clauses ("a; b" in English, "a ; b" in French).
func joinParts(cat *i18n.Catalog, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	out := parts[0]
	for _, p := range parts[1:] {
		out = cat.T("coach.list_join", out, p)
	}
	return out
}
