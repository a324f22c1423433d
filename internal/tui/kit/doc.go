// Package kit is the terminal game's shared kit: what every screen is
// built with and against, and nothing of any one screen.
//
//   - The screen interface: Screen (what fills the terminal), Overlay
//     and Overlays (the stack of dialogs over it), Host (the screen a
//     game run elsewhere is played from), the optional Windowed and Sized,
//     and the intents every screen may ask of the root (Help, Quit, Show,
//     Open, Next ...). The root that runs them is tui.App; a screen never
//     changes the game, the screen in front or the stack itself.
//   - The session context (Context): the catalogue of the program's
//     language, its theme, tile faces, settings, terminal size and the
//     notices the player must read (Alert), built once per program (a
//     local game, each SSH session of a server) and handed to every
//     screen and overlay: nothing a screen draws with is global.
//   - Drawing: the Canvas a screen lays out (layers, click zones), the
//     cell grid frames are rendered on (kept from frame to frame), the
//     Painter of tiles (Inks styled once per session, Glyphs read from
//     assets/tiles), the Theme (every style), text helpers (Fit, Wrap,
//     FlowVar ...), a dialog's box, the "terminal too small" page.
//   - Words and keys shared by screens: Settings (tile styles, speeds),
//     the table's toggles (Toggles: the coach and the practice aids, the
//     one registry their keys, their words and the settings file read),
//     the Seating seen from the bottom seat and the names of seats, winds
//     and rule sets, the wording of the registry's options, the list and
//     dialog bindings, text fields (bubbles/textinput) and the filter
//     that keeps what a terminal would act on out of them.
//
// It imports no other package of internal/tui.
package kit
