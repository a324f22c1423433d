package assets

import "embed"

// FS holds the catalogues (i18n/AREA.LANG.txt), tile glyph sets (tiles/*.txt) and
// help pages (help/*.txt).
//
//go:embed i18n/*.txt tiles/*.txt help/*.txt
var FS embed.FS
