package cli

import (
	"slices"

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
// defaults s, value by value, each only if the game takes it.
func applyRemembered(s tui.Settings, r store.Settings) tui.Settings {
	if rs, err := rules.RuleSetByName(r.Rules); err == nil {
		s.Rules = rs.Name
	}
	s.Options = rememberedOptions(r.Options, s.Rules)
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

// rememberedOptions are the options remembered for each rule set, put
// together as the menu keeps them (one value an option): the chosen rule
// set's last, so that its own choices win. An option a rule set's words
// do not parse to is left at its default.
func rememberedOptions(byRules map[string]string, chosen string) rules.Options {
	var o rules.Options
	names := rules.VariantNames()
	slices.SortStableFunc(names, func(a, b string) int {
		switch {
		case a == chosen && b != chosen:
			return 1
		case b == chosen && a != chosen:
			return -1
		}
		return 0
	})
	for _, name := range names {
		rs, err := rules.RuleSetByName(name)
		text, ok := byRules[name]
		if err != nil || !ok {
			continue
		}
		saved, err := rules.ParseOptions(text)
		if err != nil {
			continue
		}
		for _, spec := range rs.Options {
			_ = spec.Set(&o, spec.Value(saved))
		}
	}
	return o
}

// toRemember is what the settings file keeps of the settings: the rule
// set, each rule set's options, the opponents, the language, the tiles,
// the speed, the toggles.
func toRemember(s tui.Settings) store.Settings {
	out := store.Settings{Rules: s.Rules, Options: map[string]string{}, Bots: s.Bots.String(),
		Lang: s.Lang, Tiles: string(s.Tiles), Speed: string(s.Speed), Toggles: map[string]bool{}}
	for _, rs := range rules.RuleSets() {
		if o := rs.Only(s.Options); !o.IsZero() {
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
