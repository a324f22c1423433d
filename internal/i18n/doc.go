// Package i18n owns the player-facing words: it loads the catalogues
// embedded in assets (files i18n/AREA.LANG.txt, merged per language), picks the language from a flag or
// the environment (LANG, LC_ALL, LC_MESSAGES), and formats messages with
// numbered placeholders {0}, {1}, ... so each language may order them.
package i18n
