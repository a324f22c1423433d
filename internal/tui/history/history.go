package history

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/mahjong-tui/mahjong/internal/safetext"
	"github.com/mahjong-tui/mahjong/internal/store"
	"github.com/mahjong-tui/mahjong/internal/tui/kit"
	"github.com/mahjong-tui/mahjong/internal/tui/replay"
	"github.com/mahjong-tui/mahjong/rules"
)

// ID is the past games screen's.
const ID kit.ScreenID = "history"

// Max is the most records listed (the newest).
const Max = 200

// Entry is a record as the list shows it: its game, or why it could not
// be read.
type Entry struct {
	Name  string
	Saved *store.Saved
	Err   error
}

// Load reads the newest Max records of st, newest first; a record that
// cannot be read is an Entry with Err set (left where it is).
func Load(st *store.Store) ([]Entry, error) {
	infos, err := st.Records()
	if err != nil {
		return nil, err
	}
	if len(infos) > Max {
		infos = infos[:Max]
	}
	out := make([]Entry, 0, len(infos))
	for _, in := range infos {
		e := Entry{Name: in.Name}
		data, err := store.ReadOwnFile(in.Path, store.MaxFileSize)
		if err == nil {
			e.Saved, err = store.Unmarshal(in.Name, data)
		}
		e.Err = err
		out = append(out, e)
	}
	return out, nil
}

type keyMap struct {
	Up, Down, PgUp, PgDown, Home, End, Open, Review, Back, Help key.Binding
}

func (k keyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Up, k.Down, k.Open, k.Review, k.Back, k.Help}
}
func (k keyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{{k.Up, k.Down, k.PgUp, k.PgDown, k.Home, k.End}, {k.Open, k.Review, k.Back, k.Help}}
}

func newKeys(sh *kit.Context) keyMap {
	c := sh.Cat
	b := func(name, desc string, keys ...string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(name, c.T(desc)))
	}
	return keyMap{
		Up: b("↑", "pastgames.key_up", "up", "k"), Down: b("↓", "pastgames.key_down", "down", "j"),
		PgUp: b("pgup", "pastgames.key_pgup", "pgup"), PgDown: b("pgdown", "pastgames.key_pgdown", "pgdown"),
		Home: b("home", "pastgames.key_home", "home"), End: b("end", "pastgames.key_end", "end"),
		Open: b(c.T("keyname.enter"), "pastgames.key_open", "enter"), Review: b("v", "pastgames.key_review", "v"),
		Back: b(c.T("keyname.esc"), "pastgames.key_back", "esc"), Help: b("?", "pastgames.key_help", "?"),
	}
}

// Screen is the list of past games, or the replay of one of them.
type Screen struct {
	entries []Entry
	cursor  int
	keys    keyMap
	replay  kit.Screen // the replay in front, nil for the list
}

// New builds the list from entries (Load's).
func New(sh *kit.Context, entries []Entry) *Screen {
	return &Screen{entries: entries, keys: newKeys(sh)}
}

// ID is the list's, or the replay's while one is open.
func (s *Screen) ID() kit.ScreenID {
	if s.replay != nil {
		return s.replay.ID()
	}
	return ID
}

// KeyMap is the list's keys, or the replay's.
func (s *Screen) KeyMap(sh *kit.Context) help.KeyMap {
	if s.replay != nil {
		return s.replay.KeyMap(sh)
	}
	return s.keys
}

// Update moves in the list, opens a replay or a review.
func (s *Screen) Update(sh *kit.Context, msg tea.Msg) (kit.Intent, tea.Cmd) {
	if s.replay != nil {
		in, cmd := s.replay.Update(sh, msg)
		if _, ok := in.(kit.Quit); ok {
			s.replay = nil
			return nil, nil
		}
		return in, cmd
	}
	k, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return nil, nil
	}
	page := listRows(sh)
	switch {
	case key.Matches(k, s.keys.Up):
		s.move(-1)
	case key.Matches(k, s.keys.Down):
		s.move(1)
	case key.Matches(k, s.keys.PgUp):
		s.move(-page)
	case key.Matches(k, s.keys.PgDown):
		s.move(page)
	case key.Matches(k, s.keys.Home):
		s.move(-len(s.entries))
	case key.Matches(k, s.keys.End):
		s.move(len(s.entries))
	case key.Matches(k, s.keys.Back):
		return kit.Back{}, nil
	case key.Matches(k, s.keys.Help):
		return kit.Help{}, nil
	case key.Matches(k, s.keys.Open):
		if sv := s.chosen(); sv != nil {
			if r, err := replay.New(sh, sv.Game); err == nil {
				s.replay = r
			}
		}
	case key.Matches(k, s.keys.Review):
		if sv := s.chosen(); sv != nil {
			return kit.Review{Game: sv.Game, Seat: sv.HumanSeat}, nil
		}
	}
	return nil, nil
}

// listRows is the number of games the list shows at once, and a page of
// pgup and pgdown: the terminal's height but for the title, a blank line
// under it, one above the keys and the keys' line.
func listRows(sh *kit.Context) int { return max(1, sh.Height-4) }

func (s *Screen) move(d int) {
	s.cursor = min(max(s.cursor+d, 0), max(len(s.entries)-1, 0))
}

// chosen is the game under the cursor, nil when none can be read.
func (s *Screen) chosen() *store.Saved {
	if s.cursor >= len(s.entries) {
		return nil
	}
	return s.entries[s.cursor].Saved
}

// Draw draws the list, or the replay.
func (s *Screen) Draw(sh *kit.Context) *kit.Canvas {
	if s.replay != nil {
		return s.replay.Draw(sh)
	}
	lines := []string{sh.Theme.Heading.Render(sh.Cat.T("pastgames.title")), ""}
	if len(s.entries) == 0 {
		lines = append(lines, sh.Cat.T("pastgames.empty"))
	}
	rows := listRows(sh)
	from := max(0, min(s.cursor-rows/2, len(s.entries)-rows))
	for i := from; i < len(s.entries) && i < from+rows; i++ {
		mark := "  "
		if i == s.cursor {
			mark = "> "
		}
		lines = append(lines, fit(mark, s.line(sh, s.entries[i]), sh.Width))
	}
	c := kit.NewCanvas(sh.Width, sh.Height)
	c.Put(0, 0, lines...)
	c.Put(0, sh.Height-1, kit.HelpLine(sh.Help, sh.Width, s.keys.ShortHelp()))
	return c
}

// line words an entry: date, rules, seats, result, hands (the seats
// last, the first part left out when the line is too long).
func (s *Screen) line(sh *kit.Context, e Entry) []string {
	c := sh.Cat
	if e.Saved == nil {
		return []string{c.T("pastgames.unreadable", safetext.Clean(e.Name))}
	}
	sv, g := e.Saved, e.Saved.Game
	parts := []string{sv.StartedAt.Local().Format("2006-01-02 15:04"), kit.RulesName(sh, g.Variant().Name)}
	var bots []string
	for i, k := range sv.Seats {
		if k != "" && rules.Seat(i) != sv.HumanSeat {
			bots = append(bots, safetext.Clean(k))
		}
	}
	switch {
	case sv.Watched:
		parts = append(parts, c.T("pastgames.watched"))
	case g.Variant().Scoring != rules.ScoringNone:
		parts = append(parts, c.T("pastgames.total", fmt.Sprint(g.Scores()[sv.HumanSeat])))
	}
	parts = append(parts, c.T("pastgames.hands", g.HandNumber()+1))
	if sv.Practice {
		parts = append(parts, c.T("pastgames.practice"))
	}
	return append(parts, c.T("pastgames.bots", strings.Join(bots, ", ")))
}

// fit joins the parts of a line after mark in w cells: the last parts
// left out while it is too long, the line cut only when its first part
// alone is.
func fit(mark string, parts []string, w int) string {
	for n := len(parts); n > 1; n-- {
		if l := mark + strings.Join(parts[:n], " · "); ansi.StringWidth(l) <= w {
			return l
		}
	}
	return ansi.Truncate(mark+parts[0], w, "")
}
