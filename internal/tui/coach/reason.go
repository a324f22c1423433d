package coach

import "github.com/mahjong-tui/mahjong/rules"

// ReasonText words the tip behind the advice's move (Advice.Tip), as the
// panel words it after the move: the review (internal/review) gives it
// as the reason for the best action when the coach's move is that one.
func ReasonText(w Wording, adv *Advice, variant rules.Variant) string {
	return tipText(w, adv, adv.Tip, variant)
}
