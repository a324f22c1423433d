package extra

import (
	"slices"
	"sync"
	"sync/atomic"
)

// Option is an option added by a test, described as rules.OptionSpec
// describes one (Kind holds a rules.OptionKind). RuleSets names the rule
// sets that take it; none means every rule set.
type Option struct {
	Name     string
	Kind     uint8
	Default  string
	Values   []string
	Min, Max int
	Scoring  bool
	RuleSets []string
}

// Capacity is the number of options a test may add at once.
const Capacity = 4

var (
	mu   sync.Mutex
	list []Option
	gen  atomic.Uint64 // bumped at every change
)

// Add adds an option and returns the function that removes it; ok is
// false when Capacity options are added already.
func Add(o Option) (remove func(), ok bool) {
	mu.Lock()
	defer mu.Unlock()
	if len(list) >= Capacity {
		return nil, false
	}
	list = append(list, o)
	gen.Add(1)
	return func() {
		mu.Lock()
		defer mu.Unlock()
		if i := slices.IndexFunc(list, func(x Option) bool { return x.Name == o.Name }); i >= 0 {
			list = slices.Delete(list, i, i+1)
			gen.Add(1)
		}
	}, true
}

// Generation changes whenever an option is added or removed: a reader
// caches what it built from List and rebuilds when Generation moves.
func Generation() uint64 { return gen.Load() }

// List returns the options added, in the order they were, and the
// generation they belong to.
func List() ([]Option, uint64) {
	mu.Lock()
	defer mu.Unlock()
	return slices.Clone(list), gen.Load()
}
