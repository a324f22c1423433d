package serve

import (
	"strings"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/tui"
	"github.com/mahjong-tui/mahjong/rules"
)

// maxCommand bounds the command a client sends (ssh HOST -t ...).
const maxCommand = 256

// command is what a client asked for after the host: a table's code (or
// a seat's rejoin code) to go to at once, "new [RULES]" to open a table,
// and the session's language and tile style.
type command struct {
	code, rejoin string
	create       bool
	rules        string
	lang         string
	tiles        tui.TileStyle
}

// commandError is a command the server does not understand: Key and
// Args word it from the catalogue.
type commandError struct {
	Key  string
	Args []any
}

func (e *commandError) Error() string { return e.Key }

// parseCommand reads the words a client sent: [CODE | new [RULES]]
// [--lang en|fr] [--tiles boxed|letters|unicode] (--flag=value too).
func parseCommand(raw string, words []string) (command, error) {
	var c command
	if len(raw) > maxCommand {
		return c, &commandError{Key: "serve.command.too_long", Args: []any{maxCommand}}
	}
	var pos []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		if !strings.HasPrefix(w, "-") {
			pos = append(pos, w)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimLeft(w, "-"), "=")
		if name != "lang" && name != "tiles" {
			return c, &commandError{Key: "serve.command.flag", Args: []any{`"` + safetext.Clean(w) + `"`}}
		}
		if !hasVal {
			if i+1 == len(words) {
				return c, &commandError{Key: "serve.command.value", Args: []any{"--" + name}}
			}
			i++
			val = words[i]
		}
		switch name {
		case "lang":
			if !i18n.Supported(val) {
				return c, &commandError{Key: "serve.command.bad_value", Args: []any{"--lang", strings.Join(i18n.Languages, ", ")}}
			}
			c.lang = val
		case "tiles":
			t, err := tui.ParseTileStyle(val)
			if err != nil {
				var names []string
				for _, t := range tui.TileStyles {
					names = append(names, string(t))
				}
				return c, &commandError{Key: "serve.command.bad_value", Args: []any{"--tiles", strings.Join(names, ", ")}}
			}
			c.tiles = t
		}
	}
	switch {
	case len(pos) == 0:
	case strings.EqualFold(pos[0], "new") && len(pos) <= 2:
		c.create = true
		if len(pos) == 2 {
			if _, err := rules.RuleSetByName(pos[1]); err != nil {
				return c, &commandError{Key: "serve.command.bad_value", Args: []any{"new", strings.Join(rules.VariantNames(), ", ")}}
			}
			c.rules = pos[1]
		}
	case len(pos) == 1:
		code, rejoin, ok := normCode(pos[0])
		if !ok {
			return c, &commandError{Key: "serve.command.code", Args: []any{`"` + safetext.Clean(pos[0]) + `"`}}
		}
		c.code, c.rejoin = code, rejoin
	default:
		return c, &commandError{Key: "serve.command.args"}
	}
	return c, nil
}

// sessionLang is a session's language: --lang, else the client's
// LC_ALL, LC_MESSAGES or LANG as sent over SSH (ssh's SendEnv), else
// English.
func sessionLang(c command, environ []string) string {
	if c.lang != "" {
		return c.lang
	}
	return i18n.FromEnv(func(name string) string {
		for _, kv := range environ {
			if k, v, ok := strings.Cut(kv, "="); ok && k == name {
				return v
			}
		}
		return ""
	})
}
