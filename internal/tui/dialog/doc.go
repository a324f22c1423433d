// Package dialog holds the root's overlays that belong to no screen: the
// full help (a scrolling viewport over the help pages of assets/help),
// the quit dialog (what becomes of the game left, or why saving it
// failed) and the export dialog (a file name typed in a bubbles/textinput
// field, refused when it holds what a terminal would act on).
package dialog
