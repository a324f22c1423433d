package kit

// Toggle is a switch the player turns on or off at the table and the
// settings remember: the coach and the practice aids. Toggles is the
// registry: the table's keys, its status line, the settings file and
// the tests read it.
type Toggle struct {
	// Name is the toggle's word in the settings file ("auto-pass").
	Name string
	// Key is the table's key that turns it on or off.
	Key string
	// Word is the catalogue key of its name where the table says it is
	// on (the coach in the bar at the top, the aids at the right of the
	// person's line) and in the help ("table.auto_pass").
	Word string
	// Aid: a practice aid, offered in local play only (a served table
	// offers none).
	Aid bool
	// at is the setting it switches.
	at func(s *Settings) *bool
}

// Toggles are the table's switches, in the order the status line names
// them.
var Toggles = []Toggle{
	{Name: "coach", Key: "c", Word: "table.coach_on", at: func(s *Settings) *bool { return &s.Coach }},
	{Name: "auto-pass", Key: "a", Word: "table.auto_pass", Aid: true, at: func(s *Settings) *bool { return &s.AutoPass }},
	{Name: "auto-win", Key: "m", Word: "table.auto_win", Aid: true, at: func(s *Settings) *bool { return &s.AutoWin }},
	{Name: "bell", Key: "b", Word: "table.bell", Aid: true, at: func(s *Settings) *bool { return &s.Bell }},
}

// On reports whether the toggle is on in s.
func (t Toggle) On(s Settings) bool { return *t.at(&s) }

// Set turns the toggle on or off in s.
func (t Toggle) Set(s *Settings, on bool) { *t.at(s) = on }

// ToggleNamed is the toggle of a name.
func ToggleNamed(name string) (Toggle, bool) {
	for _, t := range Toggles {
		if t.Name == name {
			return t, true
		}
	}
	return Toggle{}, false
}
