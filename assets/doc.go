// Package assets holds the files embedded in the binary: the text
// catalogues of every player-facing word (English and French), the tile
// glyph sets and the help pages.
package assets
