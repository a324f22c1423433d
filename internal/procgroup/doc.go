// Package procgroup starts outside programs so that they end with what
// started them, children and all. Each runs in its own process group,
// with a tag in its environment (EnvTag) that its children inherit; the
// direct child is killed by the kernel when the process that started
// it dies (Linux: the parent-death signal). End signals the group and
// every process carrying the tag (a child that left the group with
// setsid still carries it, found in /proc), SIGTERM first, then
// SIGKILL after a grace period. A group is only signalled while a
// process of it still carries its tag: a group id recorded by a server
// killed with kill -9 is checked to still be its own before the next
// start ends it.
package procgroup
