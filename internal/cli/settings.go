package cli

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/rules"
)

// The remembered settings (store.Settings, settings.json in the
// configuration directory): the start menu's and the table's last
// choices are the defaults of the next start; the command line's flags
// win over them. A value this version does not take is left out, never
// an error.

// applyRemembered lays what the settings file remembers over the
// defaults s, value by value, each only if the game takes it. Each rule
// set's options are its own (tui.Settings.Kept); the opponents,
// language, tiles, speed and toggles are the player's, one for all.
func applyRemembered(s tui.Settings, r store.Settings) tui.Settings {
	if rs, err := rules.RuleSetByName(r.Rules); err == nil {
		s.Rules = rs.Name
	}
	for _, rs := range rules.RuleSets() {
		s.SetOptionsOf(rs.Name, rememberedOptions(rs, r.Options[rs.Name]))
	}
	if l, err := seat.ParseLevel(r.Bots); err == nil {
		s.Bots = l
	}
	if i18n.Supported(r.Lang) {
		s.Lang = r.Lang
	}
	if t, err := tui.ParseTileStyle(r.Tiles); err == nil {
		s.Tiles = t
	}
	if sp, err := tui.ParseSpeed(r.Speed); err == nil {
		s.Speed = sp
	}
	for _, t := range kit.Toggles {
		if on, ok := r.Toggles[t.Name]; ok {
			t.Set(&s, on)
		}
	}
	return s
}

// rememberedOptions are the options a rule set's words remember (its
// entry of the file, at most a short word long: store bounds it), each
// word read alone: one that does not parse (a value of another version,
// out of bounds) or is no option of the rule set is left at its
// default, the others kept. A file of an older version, written when the
// menu kept one value an option for every rule set, is read the same
// way: each entry's values count for the rule set it is written under.
func rememberedOptions(rs rules.RuleSet, text string) rules.Options {
	var o rules.Options
	for _, word := range strings.Fields(text) {
		saved, err := rules.ParseOptions(word)
		if err != nil {
			continue
		}
		for _, spec := range rs.Options {
			if !spec.IsDefault(saved) {
				_ = spec.Set(&o, spec.Value(saved))
			}
		}
	}
	return o
}

// toRemember is what the settings file keeps of the settings: the rule
// set, each rule set's own options, the opponents, the language, the
// tiles, the speed, the toggles.
func toRemember(s tui.Settings) store.Settings {
	out := store.Settings{Rules: s.Rules, Options: map[string]string{}, Bots: s.Bots.String(),
		Lang: s.Lang, Tiles: string(s.Tiles), Speed: string(s.Speed), Toggles: map[string]bool{}}
	for _, rs := range rules.RuleSets() {
		if o := rs.Only(s.OptionsOf(rs.Name)); !o.IsZero() {
			out.Options[rs.Name] = o.String()
		}
	}
	for _, t := range kit.Toggles {
		out.Toggles[t.Name] = t.On(s)
	}
	return out
}

// rememberer keeps the settings file up to date with what the person
// changes on the menu and at the table: a choice made there is written,
// one the command line gave and the person left alone is not (a flag is
// for this start only).
type rememberer struct {
	st   *store.Store
	rem  store.Settings // the file as read at start, then as written
	last tui.Settings   // the settings last seen
}

// newRememberer starts from the file read (rem) and the settings the
// program starts with (flags included).
func newRememberer(st *store.Store, rem store.Settings, start tui.Settings) *rememberer {
	return &rememberer{st: st, rem: rem, last: start}
}

// changed writes the choices that differ from the last settings seen.
func (r *rememberer) changed(s tui.Settings) error {
	now, was := toRemember(s), toRemember(r.last)
	r.last = s
	rem := &r.rem
	set := func(dst *string, now, was string) {
		if now != was {
			*dst = now
		}
	}
	set(&rem.Rules, now.Rules, was.Rules)
	set(&rem.Bots, now.Bots, was.Bots)
	set(&rem.Lang, now.Lang, was.Lang)
	set(&rem.Tiles, now.Tiles, was.Tiles)
	set(&rem.Speed, now.Speed, was.Speed)
	for _, rs := range rules.RuleSets() {
		// Only the options of the rule set in play are the person's:
		// the others are carried in the same Options value, not chosen
		// (a resumed three-player family game is no choice of three
		// players for classic).
		if rs.Name == s.Rules && now.Options[rs.Name] != was.Options[rs.Name] {
			if rem.Options == nil {
				rem.Options = map[string]string{}
			}
			rem.Options[rs.Name] = now.Options[rs.Name]
		}
	}
	for name, on := range now.Toggles {
		if on != was.Toggles[name] {
			if rem.Toggles == nil {
				rem.Toggles = map[string]bool{}
			}
			rem.Toggles[name] = on
		}
	}
	return r.st.SaveSettings(*rem)
}
