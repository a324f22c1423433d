// Package story tells a game hand by hand: for every hand that ended,
// who won and how, its value, who paid what and each seat's running
// total afterwards, as the engine reported them (the hands' results and
// the scores after payments: nothing is counted again here). The final
// standings draw it as a chart of the running totals and a table of the
// hands; a game watched or replayed tells the same story.
package story
