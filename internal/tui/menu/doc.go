// Package menu is the start menu and its options page: Continue (a
// saved game), New game, Watch (another copy's game), the rule set and
// its options (from the rules registry), the opponents, the language,
// the tiles, the speed, Learn and Quit. Its intents (Start, Continue,
// Learn, Watch, SettingsChanged) are carried out by the root; it imports
// only the kit among the terminal game's packages.
package menu
