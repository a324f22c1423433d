// Package sheet is the end of a hand and of a game: the score sheet
// (the winning hand, the score itemised, each seat's payment and total,
// where each payment comes from and the score command that scores the
// hand again) and the final standings (the ranking, the person's figures
// for the game, where its record went). Both are built once from the
// person's View of a Hand (a play.Match is one) and drawn with the kit;
// the replay and the lessons draw them too (Layout, with their own help
// line).
package sheet
