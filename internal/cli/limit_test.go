package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mahjong-tui/mahjong/internal/i18n"
	"github.com/mahjong-tui/mahjong/internal/seat"
)

// defaultNear finds the durations a text gives as the default of
// --bot-limit: "default 2s", "(default `2s`)", "`2s` by default",
// "2s par défaut", shortly after each mention of the flag.
var defaultNear = regexp.MustCompile(`(?:default|défaut)\W{0,3}(\d+(?:ms|s))\b|(\d+(?:ms|s))\W{0,2}\s(?:by\s+default|par\s+défaut)`)

// The outside programs' time limit has one default (seat.DefaultLimit,
// which the flags take) and every text says the same: the README, the
// protocol, and the help of the game and of sim in every catalogue.
func TestOutsideLimitDocumented(t *testing.T) {
	t.Parallel()
	want := seat.DefaultLimit.String()
	texts := map[string]string{}
	for _, doc := range []string{filepath.Join("..", "..", "README.md"), filepath.Join("..", "botproto", "PROTOCOL.md")} {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		texts[doc] = string(data)
	}
	for _, lang := range i18n.Languages {
		cat := i18n.MustLoad(lang)
		for _, key := range []string{"help.play", "help.sim"} {
			texts[lang+" "+key] = cat.T(key, "")
		}
	}
	for name, text := range texts {
		found := 0
		for i := strings.Index(text, "--bot-limit"); i >= 0; {
			window := text[i:min(len(text), i+160)]
			if m := defaultNear.FindStringSubmatch(window); m != nil {
				got := m[1] + m[2]
				if d, err := time.ParseDuration(got); err != nil || d != seat.DefaultLimit {
					t.Errorf("%s says the --bot-limit default is %s, want %s: %q", name, got, want, window)
				}
				found++
			}
			next := strings.Index(text[i+1:], "--bot-limit")
			if next < 0 {
				break
			}
			i += 1 + next
		}
		if found == 0 {
			t.Errorf("%s does not give the --bot-limit default", name)
		}
	}
	for _, cmd := range [][]string{{"--help"}, {"sim", "--help"}} {
		out, _, _ := run(t, nil, cmd...)
		if !strings.Contains(out, want) {
			t.Errorf("%v does not say %s", cmd, want)
		}
	}
}
