package bot

import "github.com/mahjong-tui/mahjong/internal/strategy/scenetest"

// scene builds views by hand for the scenario tests (scenetest.Scene).
type scene = scenetest.Scene

var (
	tiles = scenetest.Tiles
	tile  = scenetest.Tile
	pung  = scenetest.Pung
)
