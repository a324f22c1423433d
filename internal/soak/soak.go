package soak

import (
	"os"
	"strconv"
)

// Env is the variable that turns the long runs on: "1" (or any positive
// whole number, a multiplier of the long size).
const Env = "MAHJONG_SOAK"

// On reports whether the long runs were asked for.
func On() bool { return factor() > 0 }

// Size is n in the suite and long under MAHJONG_SOAK (times its value
// when it is a number above 1).
func Size(n, long int) int {
	f := factor()
	if f == 0 {
		return n
	}
	return long * f
}

// factor reads MAHJONG_SOAK: 0 when unset or not a positive number.
func factor() int {
	v := os.Getenv(Env)
	if v == "" {
		return 0
	}
	f, err := strconv.Atoi(v)
	if err != nil || f < 1 {
		return 0
	}
	if f > 100 {
		return 100
	}
	return f
}
