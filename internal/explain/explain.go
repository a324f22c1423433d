package explain

import (
	"strconv"
	"strings"

	"github.com/mahjong-tui/mahjong/internal/cli/cmdline"
	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/rules"
)

// Sheet is a won hand explained.
type Sheet struct {
	// Hand is the winner's hand in notation, each tile once, concealed
	// kongs in ( ), the winning tile after +.
	Hand string
	// Args are the score command's arguments that score it again (the
	// hand last); Command is the command line to copy.
	Args    []string
	Command string
	// Items are the sheet's lines: name and value.
	Items []Item
	// Total is the total with its unit ("4 fan").
	Total string
	// Limit says how the limit-hand rule (hk) settled a limit hand ("Four
	// concealed pungs 10 < ordinary count 12: 12 fan"); "" for any other.
	Limit string
	// Payments say where each payment comes from, one line a payer
	// (classic: the winner's line).
	Payments []string
}

// Item is one line of a score sheet.
type Item struct {
	Name  string // the row's name and the set it is about ("Dragon kong [7777z]")
	Value string // "3", a doubling "×2", a payment rule's effect
}

// Namer words a seat by its wind this hand ("Mei"), and says whether it
// is the person reading (worded "you": the catalogue's _you forms).
type Namer func(rules.Wind) (name string, you bool)

// Explain words a hand result (a win) under its variant. A drawn hand or
// a rule set that does not score has nothing to explain (ok false).
func Explain(cat *i18n.Catalog, v rules.Variant, r *rules.HandResult, name Namer) (Sheet, bool) {
	if r == nil || r.Drawn || v.Scoring == rules.ScoringNone {
		return Sheet{}, false
	}
	s := Sheet{Hand: r.Hand.String(), Args: cmdline.ScoreArgs(v, r.Hand, r.Context)}
	s.Command = Command(s.Args)
	sc := r.Score
	for _, it := range sc.Items {
		s.Items = append(s.Items, Item{Name: ItemName(cat, it), Value: ItemValue(cat, it)})
	}
	s.Total = Amount(cat, sc.Total, sc.Unit)
	s.Limit = LimitLine(cat, sc)
	scorer, err := v.NewScorer()
	if err != nil {
		return s, true
	}
	lines, ok := rules.PaymentLines(scorer, sc, r.Context)
	if !ok {
		return s, true
	}
	for _, l := range lines {
		s.Payments = append(s.Payments, PayLine(cat, sc, r.Context, l, name))
	}
	return s, true
}

// ItemName words a sheet line: the row's name (its kong form for a kong
// when the catalogue has one: "Dragon kong"), and the set it is about.
func ItemName(cat *i18n.Catalog, it rules.ScoreItem) string {
	key := i18n.ScoreRowKey(it.Row)
	if it.Kong && cat.T(key+"_kong") != key+"_kong" {
		key += "_kong"
	}
	name := cat.T(key)
	if it.Tiles != "" {
		name += " " + it.Tiles
	}
	return name
}

// LimitLine words how the limit-hand rule settled a hand holding a limit
// row: the limit (its highest limit row with the winning-condition fan)
// against the ordinary count of every other row, and what it scores ("Four
// concealed pungs 10 < ordinary count 12: 12 fan"); "" for a hand that
// holds no limit row.
func LimitLine(cat *i18n.Catalog, sc rules.Score) string {
	l := sc.Limit
	if !l.Held() {
		return ""
	}
	key := "explain.limit_kept"
	if l.OrdinaryWins() {
		key = "explain.limit_ordinary"
	}
	return cat.T(key, cat.T(i18n.ScoreRowKey(l.Row)), l.Limit, l.Ordinary, Amount(cat, sc.Total, sc.Unit))
}

// ItemValue words a line's value: its points or fan; a doubling by its
// factor (×2, ×4); a payment rule by what it does to the payments.
func ItemValue(cat *i18n.Catalog, it rules.ScoreItem) string {
	switch {
	case it.Doublings > 0:
		return "×" + strconv.Itoa(1<<it.Doublings)
	case it.Pattern == rules.PatternCalling:
		return "×2"
	case it.Pattern == rules.PatternNineStones:
		return cat.T("explain.for_all")
	}
	return strconv.Itoa(it.Value)
}

// Amount words a total with its unit: "4 fan", "1 point".
func Amount(cat *i18n.Catalog, n int, u rules.Unit) string {
	return strconv.Itoa(n) + " " + cat.Count("unit."+u.String(), n)
}

// PayLine words one payment line.
func PayLine(cat *i18n.Catalog, sc rules.Score, ctx rules.WinContext, l rules.PayLine, name Namer) string {
	payer, you := name(l.Payer)
	key := func(k string) string {
		if you {
			return k + "_you"
		}
		return k
	}
	total := Amount(cat, sc.Total, sc.Unit)
	if l.Factors.Has(rules.PayWinnerScores) {
		return cat.T(key("explain.classic"), total, payer, l.Amount)
	}
	var origin string
	switch sc.Unit {
	case rules.Fan:
		origin = cat.T("explain.ladder", total, l.Base)
	default:
		origin = cat.T("explain.power", total, "2"+superscript(sc.Total), l.Base)
	}
	if l.Factors.Has(rules.PayEast) {
		origin += cat.T("explain.times_east")
	}
	if l.Factors.Has(rules.PayCalling) {
		origin += cat.T("explain.times_calling")
	}
	switch {
	case l.Factors.Has(rules.PayCovered):
		return cat.T(key("explain.covered"), origin, payer)
	case l.Factors.Has(rules.PayForAll):
		return cat.T(key("explain.for_all_line"), origin, payer, l.Amount)
	case l.Factors.Has(rules.PayDiscarder) && ctx.RobbingKong:
		return cat.T(key("explain.robbed"), origin, payer, l.Amount)
	case l.Factors.Has(rules.PayDiscarder):
		return cat.T(key("explain.discarder"), origin, payer, l.Amount)
	}
	return cat.T(key("explain.pays"), origin, payer, l.Amount)
}

// superscript writes n in superscript digits (2⁷).
func superscript(n int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	sup := []rune(digits)
	var b strings.Builder
	for _, d := range strconv.Itoa(n) {
		if d == '-' {
			b.WriteRune('⁻')
			continue
		}
		b.WriteRune(sup[d-'0'])
	}
	return b.String()
}

// Command writes the score command line of args, each argument quoted
// for a POSIX shell when it needs it.
func Command(args []string) string {
	parts := []string{"mahjong", "score"}
	for _, a := range args {
		parts = append(parts, quote(a))
	}
	return strings.Join(parts, " ")
}

// CommandLines writes the score command line of args in lines of at
// most w cells, the first after lead cells of other text, as a shell
// reads them back when pasted: one line when it fits, else broken
// between arguments only (a flag kept with its value), each line but
// the last ending in " \" and the next indented by two spaces. An
// argument longer than a line has a line of its own.
func CommandLines(args []string, lead, w int) []string {
	if one := Command(args); lead+len(one) <= w {
		return []string{one}
	}
	// The units a line may not cut: mahjong score, each flag with its
	// value, the hand.
	units := []string{"mahjong score"}
	for i := 0; i < len(args); i++ {
		u := quote(args[i])
		if strings.HasPrefix(args[i], "--") && i+1 < len(args)-1 && !strings.HasPrefix(args[i+1], "--") {
			i++
			u += " " + quote(args[i])
		}
		units = append(units, u)
	}
	var lines []string
	cur := ""
	for _, u := range units {
		room := w
		if len(lines) == 0 {
			room -= lead
		}
		switch {
		case cur == "":
			cur = u
		case len(cur)+1+len(u)+2 <= room: // room for " \" after it
			cur += " " + u
		default:
			lines = append(lines, cur+" \\")
			cur = "  " + u
		}
	}
	return append(lines, cur)
}

// quote quotes a word for a POSIX shell when it holds anything but
// letters, digits and - . / _ = :.
func quote(s string) string {
	safe := s != ""
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-./_=:", r)) {
			safe = false
			break
		}
	}
	if safe {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Subtotal is the sum of a sheet's points before its doublings (classic:
// 20 for Mah-Jong, the sets, the pairs, the flowers), and whether the
// sheet has doublings to apply to it. A sheet shows it between its
// points and its doublings: 32, then ×2 ×2, 128.
func Subtotal(sc rules.Score) (int, bool) {
	sum, doubles := 0, false
	for _, it := range sc.Items {
		if it.Doublings > 0 {
			doubles = true
			continue
		}
		sum += it.Value
	}
	return sum, doubles && sc.Unit == rules.Points
}
