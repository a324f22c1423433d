package main

import (
	"bytes"
	"os"
	"testing"
)

// TestTableIsGenerated checks that the committed table is what the
// generator writes (run `go generate ./rules/` after changing it).
func TestTableIsGenerated(t *testing.T) {
	want, err := os.ReadFile("../../shanten_suit.bin")
	if err != nil {
		t.Fatal(err)
	}
	if got := Generate(); !bytes.Equal(got, want) {
		t.Fatalf("shanten_suit.bin is stale: generated %d bytes, file %d bytes", len(got), len(want))
	}
}

func TestPack(t *testing.T) {
	f := [5][2]uint8{{0, 2}, {3, 5}, {6, 8}, {9, 11}, {12, 14}}
	if got := Pack(&f); got != 0x3b2e635e {
		t.Fatalf("Pack = %#x", got)
	}
}
