package cli

import (
	"fmt"
	"io"
	"math"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/review"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/reviewscreen"
	"github.com/mahjong-tui/mahjong/rules"
)

// reviewReport is what `mahjong review --json` prints (README: "The
// review's JSON").
type reviewReport struct {
	Rules       string             `json:"rules"`
	Seat        int                `json:"seat"`
	Hands       int                `json:"hands"`
	Unit        string             `json:"unit"`
	Complete    bool               `json:"complete"`
	Decisions   int                `json:"decisions"`
	Agreed      int                `json:"agreed"`
	Agreement   float64            `json:"agreement"`
	Loss        float64            `json:"loss"`
	LossPerHand float64            `json:"loss_per_hand"`
	ByKind      map[string]float64 `json:"loss_by_kind"`
	List        []reviewDecision   `json:"list"`
}

// reviewDecision is one decision of the JSON.
type reviewDecision struct {
	Hand    int            `json:"hand"`
	Move    int            `json:"move"`
	Phase   string         `json:"phase"`
	Taken   string         `json:"taken"`
	Best    string         `json:"best"`
	Cost    float64        `json:"cost"`
	Half    float64        `json:"cost_half_width"`
	Samples int            `json:"samples"`
	Kind    string         `json:"kind"`
	Close   bool           `json:"close"`
	Coach   bool           `json:"coach"`
	Threat  *int           `json:"threat,omitempty"`
	TakenE  reviewEstimate `json:"taken_estimate"`
	BestE   reviewEstimate `json:"best_estimate"`
}

// reviewEstimate is an action's estimate in the JSON.
type reviewEstimate struct {
	Mean    float64 `json:"mean"`
	Half    float64 `json:"half_width"`
	Wins    int     `json:"wins"`
	DealIns [4]int  `json:"deal_ins"`
}

// unitName is the rule set's unit as the JSON names it.
func unitName(v rules.Variant) string {
	switch v.Scoring {
	case rules.ScoringNone:
		return "chance"
	}
	return "points"
}

// round3 keeps three decimals (the JSON's figures).
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

func reviewJSON(rv *review.Review, v rules.Variant) reviewReport {
	out := reviewReport{Rules: rv.Rules, Seat: int(rv.Seat), Hands: rv.Hands, Unit: unitName(v), Complete: rv.Complete,
		Decisions: len(rv.Decisions), Agreed: rv.Agreed, Agreement: round3(rv.Agreement()),
		Loss: round3(rv.Loss), LossPerHand: round3(rv.LossPerHand()), ByKind: map[string]float64{},
		List: make([]reviewDecision, 0, len(rv.Decisions))}
	for _, k := range review.Kinds {
		out.ByKind[string(k)] = round3(rv.ByKind[k])
	}
	for _, d := range rv.Decisions {
		rd := reviewDecision{Hand: d.Hand, Move: d.Move, Phase: d.Phase.String(), Taken: d.Taken.String(), Best: d.Best.String(),
			Cost: round3(d.Cost), Half: round3(d.Half), Samples: d.N, Kind: string(d.Kind), Close: d.Close, Coach: d.Coach != nil,
			TakenE: estimateJSON(d.TakenEst.Mean, d.TakenEst.Half, d.TakenEst.Wins, d.TakenEst.DealIns),
			BestE:  estimateJSON(d.BestEst.Mean, d.BestEst.Half, d.BestEst.Wins, d.BestEst.DealIns)}
		if d.Threat != rules.NoSeat {
			s := int(d.Threat)
			rd.Threat = &s
		}
		out.List = append(out.List, rd)
	}
	return out
}

func estimateJSON(mean, half float64, wins int, dealIns [rules.NumSeats]int) reviewEstimate {
	return reviewEstimate{Mean: round3(mean), Half: round3(half), Wins: wins, DealIns: dealIns}
}

// printReview writes the review as text: the summary, then every
// decision where the seat did not play the best action, costliest first.
func printReview(w io.Writer, rv *review.Review, v rules.Variant, cat *i18n.Catalog, g *kit.Glyphs) {
	rw := reviewscreen.Words{Cat: cat, Glyphs: g, Variant: v}
	fmt.Fprintln(w, cat.T("review.title", int(rv.Seat), cat.T("rules."+rv.Rules), rv.Hands, len(rv.Decisions)))
	if !rv.Complete {
		fmt.Fprintln(w, cat.T("review.incomplete"))
	}
	fmt.Fprintln(w, cat.T("review.agreement", int(math.Round(100*rv.Agreement())), rv.Agreed, len(rv.Decisions)))
	fmt.Fprintln(w, cat.T("review.loss", rw.Amount(rv.LossPerHand()), rw.Amount(rv.Loss)))
	for _, k := range review.Kinds {
		fmt.Fprintln(w, "  "+cat.T("review.kind", rw.Kind(k), rw.Amount(rv.ByKind[k])))
	}
	fmt.Fprintln(w)
	shown := 0
	for _, d := range rv.Decisions {
		if d.Taken == d.Best {
			continue
		}
		shown++
		fmt.Fprintln(w, cat.T("review.line", shown, d.Hand+1, rw.Phase(d.Phase),
			rw.Action(d.Taken), rw.Action(d.Best), rw.Amount(d.Cost), rw.Figure(d.Half), rw.Kind(d.Kind)))
		fmt.Fprintln(w, "   "+rw.Reason(&d))
	}
	if shown == 0 {
		fmt.Fprintln(w, cat.T("review.none"))
	}
}
