// Package menu is the start menu and its options page: Continue (a
// saved game), New game, Watch (another copy's game), the rule set and
// its options (from the rules registry), the opponents, the language,
// the tiles, the speed, Watch the bots play, Learn and Quit. Its intents
// (Start, Continue, Learn, Watch, WatchBots, SettingsChanged) are carried
// out by the root, which remembers the choices (Hooks.SettingsChanged);
// it imports only the kit among the terminal game's packages.
package menu
