// Package registrytest adds options to the rule-set registry of package
// rules for the length of a test: an option nobody wrote code for, to see
// that every place reading the registry (the command line's flags, the
// start menu, the help screen, the saves and records, the simulator's
// --options) carries it, and that none keeps a list of its own. The
// option changes nothing in a Variant. A test that adds options cannot
// be a parallel test (Add panics there, as t.Setenv does), so that no
// test reading the registry in parallel sees them.
package registrytest
