package rules

import (
	"math/rand/v2"
	"testing"
)

// TestSuitIndex checks that suitIndex numbers the suit vectors with at
// most 14 tiles 0, 1, 2, ... in lexicographic order (rank 1 most
// significant), the order of internal/gen.
func TestSuitIndex(t *testing.T) {
	var v [9]int
	next := uint32(0)
	var rec func(r, sum int)
	rec = func(r, sum int) {
		if r == 9 {
			lo := v[0] + 5*v[1] + 25*v[2] + 125*v[3] + 625*v[4]
			hi := v[5] + 5*v[6] + 25*v[7] + 125*v[8]
			if got := suitIndex(uint16(lo), uint16(hi)); got != next {
				t.Fatalf("%v: index %d, want %d", v, got, next)
			}
			next++
			return
		}
		for x := 0; x <= 4 && sum+x <= 14; x++ {
			v[r] = x
			rec(r+1, sum+x)
		}
	}
	rec(0, 0)
	if next != numSuitVectors || len(suitTable) <= numSuitVectors {
		t.Fatalf("%d vectors, table of %d bytes", next, len(suitTable))
	}
}

// TestClassTables checks the class tables against conv and final.
func TestClassTables(t *testing.T) {
	n := tabs.n
	t.Logf("%d classes (%d of suits)", n, (len(suitTable)-numSuitVectors)/4)
	for a := range n {
		for b := range n {
			da, db := &tabs.dist[a], &tabs.dist[b]
			if got, want := tabs.dist[convTab[a<<8|b]], conv(da, db); got != want {
				t.Fatalf("conv(%d, %d) = %v, want %v", a, b, got, want)
			}
			for k := range 5 {
				if got, want := int(finalTab[k][a<<8|b]), final(da, db, k); got != want {
					t.Fatalf("final(%d, %d, %d) = %d, want %d", a, b, k, got, want)
				}
			}
		}
	}
}

// groupDist converts a class's dist to the reference's layout.
func groupDist(c class) (d refGroupDist) {
	for j := range 5 {
		for p := range 2 {
			d[j][p] = int(tabs.dist[c][p][j])
		}
	}
	return d
}

// TestHonourClasses compares every honour count vector with at most 14
// tiles with the reference search.
func TestHonourClasses(t *testing.T) {
	t.Parallel()
	var c Counts
	var rec func(i, sum int)
	rec = func(i, sum int) {
		if i == 7 {
			v := make([]int, 7)
			for r := range v {
				v[r] = int(c[27+r])
			}
			if got, want := groupDist(honourClass[honourKey(&c)]), refGroup(v, false); got != want {
				t.Fatalf("%v: %v, reference %v", v, got, want)
			}
			return
		}
		for x := 0; x <= 4 && sum+x <= 14; x++ {
			c[27+i] = uint8(x)
			rec(i+1, sum+x)
		}
	}
	rec(0, 0)
}

// TestSuitClassesSample compares random suit vectors of every size with
// the reference search (all sizes alike, where random hands hold mostly
// 2-6 tiles of a suit; TestShantenOneSuitAll covers the 13-tile ones).
func TestSuitClassesSample(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(31, 0x5017))
	for i := range 15000 {
		size := i % 15
		var v [9]int
		for n := 0; n < size; {
			x := r.IntN(9)
			if v[x] < 4 {
				v[x]++
				n++
			}
		}
		lo := v[0] + 5*v[1] + 25*v[2] + 125*v[3] + 625*v[4]
		hi := v[5] + 5*v[6] + 25*v[7] + 125*v[8]
		if got, want := groupDist(suitClass(uint16(lo), uint16(hi))), refGroup(v[:], true); got != want {
			t.Fatalf("%v: %v, reference %v", v, got, want)
		}
	}
}

// BenchmarkTablesBuild measures the start-up work of the package: the
// rank tables and the class tables (the suit table itself is embedded
// and read in place).
func BenchmarkTablesBuild(b *testing.B) {
	var t classTables
	b.ReportAllocs()
	for b.Loop() {
		buildRanks()
		t.build()
	}
	if t.n != tabs.n || t.conv != tabs.conv {
		b.Fatal("tables differ")
	}
}
