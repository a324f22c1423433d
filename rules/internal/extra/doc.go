// Package extra holds the options a test adds to the rule-set registry
// through rules/registrytest, on top of the registry's own: the rules
// package reads them with its own, so that a test sees an option nobody
// wrote code for flow through every place that reads the registry.
package extra
