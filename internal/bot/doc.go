// Package bot owns the computer opponents. A bot sees only what its seat
// may see (a rules.View) and answers one legal action. Strengths are
// beginner, club and expert; each is deterministic from its seed.
package bot
