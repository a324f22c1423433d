package main

import (
	"flag"
	"fmt"
	"os"
)

// NumVectors is the number of count vectors of one suit with at most 14 tiles.
const NumVectors = 405350

const inf = 255

// layer is the state of the programme after a rank: [a][b][m][p] is the
// least number of missing tiles with a chows started at this rank, b
// chows started at the rank below (both still waiting for tiles), m melds
// and p pairs placed so far.
type layer [5][5][5][2]uint8

// Field widths and offsets of an entry, in the order (j, p):
// (0,1) (1,0) (1,1) (2,0) (2,1) (3,0) (3,1) (4,0) (4,1). The value for
// (0,0) is always 0 and is not stored. Each width holds the largest
// possible value, 3j+2p (the whole target missing).
var (
	fieldShift = [5][2]uint{{0, 0}, {2, 4}, {7, 10}, {14, 18}, {22, 26}}
	fieldWidth = [5][2]uint{{0, 2}, {2, 3}, {3, 4}, {4, 4}, {4, 4}}
)

// Pack packs the ten numbers of a vector into an entry.
func Pack(f *[5][2]uint8) uint32 {
	var e uint32
	for j := range 5 {
		for p := range 2 {
			v := uint32(f[j][p])
			w := fieldWidth[j][p]
			if v >= 1<<w {
				panic(fmt.Sprintf("gen: value %d does not fit (%d, %d)", v, j, p))
			}
			e |= v << fieldShift[j][p]
		}
	}
	return e
}

// step runs the programme over rank i holding v tiles. (Layers go by
// value: the work stays on local arrays, which keeps the generator's test
// quick under the race detector.)
func step(l layer, i, v int) (nl layer) {
	for a := range nl {
		for b := range nl[a] {
			for m := range nl[a][b] {
				nl[a][b][m] = [2]uint8{inf, inf}
			}
		}
	}
	maxChow := 4
	if i > 6 {
		maxChow = 0 // a chow starts at rank 7 at the latest
	}
	for a := range 5 {
		for b := range 5 {
			for m := range 5 {
				for p := range 2 {
					cur := l[a][b][m][p]
					if cur == inf {
						continue
					}
					for nc := 0; nc <= maxChow && m+nc <= 4; nc++ {
						for pung := 0; pung <= 1 && m+nc+pung <= 4; pung++ {
							for pr := 0; pr+p <= 1; pr++ {
								t := a + b + nc + 3*pung + 2*pr
								if t > 4 {
									continue
								}
								cost := int(cur) + max(0, t-v)
								x := &nl[nc][a][m+nc+pung][p+pr]
								if cost < int(*x) {
									*x = uint8(cost)
								}
							}
						}
					}
				}
			}
		}
	}
	return nl
}

// Generate returns the table: NumVectors class bytes, then the classes.
func Generate() []byte {
	ids := make([]byte, 0, NumVectors)
	var classes []uint32
	classOf := map[uint32]byte{}
	var start layer
	for a := range start {
		for b := range start[a] {
			for m := range start[a][b] {
				start[a][b][m] = [2]uint8{inf, inf}
			}
		}
	}
	start[0][0][0][0] = 0
	var rec func(i, sum int, l layer)
	rec = func(i, sum int, l layer) {
		for v := 0; v <= 4 && sum+v <= 14; v++ {
			nl := step(l, i, v)
			if i < 8 {
				rec(i+1, sum+v, nl)
				continue
			}
			var f [5][2]uint8
			for j := range 5 {
				for p := range 2 {
					if nl[0][0][j][p] == inf {
						panic("gen: unreachable target")
					}
					f[j][p] = nl[0][0][j][p]
				}
			}
			e := Pack(&f)
			id, ok := classOf[e]
			if !ok {
				if len(classes) == 256 {
					panic("gen: more than 256 classes")
				}
				id = byte(len(classes))
				classOf[e] = id
				classes = append(classes, e)
			}
			ids = append(ids, id)
		}
	}
	rec(0, 0, start)
	if len(ids) != NumVectors {
		panic(fmt.Sprintf("gen: %d vectors, want %d", len(ids), NumVectors))
	}
	for _, e := range classes {
		ids = append(ids, byte(e), byte(e>>8), byte(e>>16), byte(e>>24))
	}
	return ids
}

func main() {
	out := flag.String("o", "shanten_suit.bin", "file to write")
	flag.Parse()
	if err := os.WriteFile(*out, Generate(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
