// Command examplebot is an outside bot for mahjong: it plays by the
// protocol of internal/botproto/PROTOCOL.md, with the standard library
// only. It wins whenever it may, declares whenever it may, passes every
// claim, and otherwise discards the tile with the fewest neighbours in
// its hand.
//
//	go build -o mybot ./internal/botproto/testdata/examplebot
//	mahjong sim --bots exec:./mybot,club,club,club
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"
)

// message is what the table sends: only the fields this bot reads.
type message struct {
	Type  string   `json:"type"`
	ID    uint64   `json:"id"`
	Legal []string `json:"legal"`
	View  struct {
		Seat  int `json:"seat"`
		Seats []struct {
			Concealed []string `json:"concealed"`
			Drawn     string   `json:"drawn"`
		} `json:"seats"`
	} `json:"view"`
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<16), 1<<22) // a view is a few kilobytes
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		var m message
		if err := json.Unmarshal(in.Bytes(), &m); err != nil {
			fmt.Fprintln(os.Stderr, "examplebot:", err)
			continue
		}
		switch m.Type {
		case "act":
			fmt.Fprintf(out, "{\"id\":%d,\"action\":%q}\n", m.ID, choose(&m))
			out.Flush()
		case "bye":
			return
		}
	}
}

// choose picks one of the legal actions.
func choose(m *message) string {
	for _, want := range []string{" win", " declare ", " pass"} {
		for _, a := range m.Legal {
			if strings.Contains(a, want) {
				return a
			}
		}
	}
	me := m.View.Seats[m.View.Seat]
	hand := append(me.Concealed, me.Drawn)
	best, fewest := m.Legal[0], 1<<30
	for _, a := range m.Legal {
		tile, ok := strings.CutPrefix(a[2:], "discard ")
		if !ok {
			continue
		}
		if n := neighbours(tile, hand); n < fewest {
			best, fewest = a, n
		}
	}
	return best
}

// neighbours counts the other tiles of the hand within two ranks of t in
// its suit (for an honour: its copies).
func neighbours(t string, hand []string) int {
	n := -1 // t itself
	for _, h := range hand {
		if len(h) != 2 || len(t) != 2 || h[1] != t[1] {
			continue
		}
		d := int(h[0]) - int(t[0])
		if d == 0 || t[1] != 'z' && d >= -2 && d <= 2 {
			n++
		}
	}
	return n
}
