// Package cpuclock reads the CPU time of the calling thread, for the
// benchmarks that state a time on one core (the evaluator's samples per
// second, the master's time per decision): on a shared machine the wall
// clock also counts the time other processes hold the cores. The caller
// locks its goroutine to its thread (runtime.LockOSThread).
package cpuclock
