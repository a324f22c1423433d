// Package registrytest adds options to the rule-set registry of package
// rules for the length of a test: an option nobody wrote code for, to see
// that every place reading the registry (the command line's flags, the
// start menu, the help screen, the saves and records, the simulator's
// --options) carries it, and that none keeps a list of its own. The
// option changes nothing in a Variant. Tests that add options must not
// run in parallel with tests that read the registry.
package registrytest
