# The two commands a newcomer needs: `make run` plays, `make test` checks.
SHELL     := /bin/bash
GO        ?= go
BIN       ?= bin/mahjong
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X github.com/mahjong-tui/mahjong/internal/cli.Version=$(VERSION)
FUZZTIME  ?= 10s
BENCHTIME ?= 1s

.PHONY: run build test soak bench fuzz install e2e load generate clean strength strength-master audit

run:
	$(GO) run -ldflags "$(LDFLAGS)" ./cmd/mahjong $(ARGS)

# A static binary (no cgo): it runs on any machine of its system and
# architecture, whatever its C library. The race tests below keep cgo.
build:
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/mahjong

# The pure packages run their tests without the race detector: none of
# them starts a goroutine or hands Bubble Tea a command to run in one
# (internal/archtest checks the goroutines), so the detector, slowing
# their tests 10 to 17 times, could find nothing there: the rules engine,
# the strategy (its read-only caches are raced by the simulator's and
# the TUI's tests), the coach, the sheets' explanations, the lessons and
# their screens, the text cleaner, the evaluator, the master, the
# review, the virtual terminal, the catalogues, the story and chart of a
# game, and the TUI's kit, menu, sheet, replay and dialog rooms (their
# models run on the program's loop alone); and the bots, whose tests
# play through the simulator's workers: bots of every level playing at
# once are raced in internal/sim (TestRunDeterministic, every quick
# level in every rule set with three workers); the files (saves,
# records, settings: its tests call it from one goroutine, and its lock
# is raced where the TUI autosaves while it plays); and the test sizes
# and the map's and fit's checkers. Every other package runs under the
# race detector, the three longest first (RACE_FIRST), so that none of
# them is left running alone at the end, with the program runner's
# tests, which mostly wait (an idle program is not woken).
PURE_PKGS = ./rules/... ./internal/strategy/... ./internal/tui/coach ./internal/explain ./internal/learn ./internal/safetext ./internal/eval ./internal/master ./internal/review ./internal/vt ./internal/tui/lessons ./internal/i18n ./internal/story ./internal/chart ./internal/tui/kit ./internal/tui/menu ./internal/tui/sheet ./internal/tui/replay ./internal/tui/dialog ./internal/bot ./internal/store ./internal/fittest ./internal/archtest
# The packages run both ways: without the detector, every test; under
# it, the tests of more than one goroutine (a test of one goroutine,
# marked soak.OneGoroutine, is skipped there: the detector could find
# nothing in it; internal/archtest checks that such a test's package is
# listed here).
TWICE_PKGS = ./internal/tui ./internal/soak
RACE_FIRST = ./internal/cli ./internal/serve ./internal/tui ./internal/tui/program
RACE_PKGS = $(RACE_FIRST) $(filter-out $(shell $(GO) list $(PURE_PKGS) $(RACE_FIRST)),$(shell $(GO) list ./...))

# gofmt check, go vet (with the calibrate and e2e build tags too, so that
# the code behind them builds), then every test (see PURE_PKGS): the pure
# packages' tests run while the race-detector build and tests run, so
# that both cores stay busy; the target fails if either fails, and prints
# the five slowest packages. The long runs are behind `make soak`.
# GORACE=atexit_sleep_ms=0: a race-detector binary otherwise waits a
# second at its exit (for reports that cannot come once it is ending),
# a second a package. GOGC=200 (unless set): the collector runs half as
# often (the suite took 126 CPU-seconds rather than 131 when measured);
# the heap tests (internal/serve) measure after a collection.
test:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) vet -tags calibrate ./internal/bot
	$(GO) vet -tags e2e ./internal/e2e
	@echo "$(GO) test $(PURE_PKGS) $(TWICE_PKGS) & $(GO) test -race (every other package)"
	@log=$$(mktemp); export GOGC=$${GOGC:-200}; \
	{ $(GO) test $(PURE_PKGS) $(TWICE_PKGS) 2>&1 | tee -a $$log; exit $${PIPESTATUS[0]}; } & pure=$$!; \
	GORACE=atexit_sleep_ms=0 $(GO) test -race $(RACE_PKGS) 2>&1 | tee -a $$log; race=$${PIPESTATUS[0]}; \
	wait $$pure; pure=$$?; \
	echo "slowest packages:"; grep -E '^ok ' $$log | awk '{print $$3, $$2}' | sort -rn | head -5 | sed 's/^/  /'; rm -f $$log; \
	if [ $$race -ne 0 ] || [ $$pure -ne 0 ]; then echo "make test: FAILED"; exit 1; fi

# The long runs of the property, simulation and audit tests
# (MAHJONG_SOAK=1: each test's long size, see internal/soak), without
# the race detector; about half an hour on two cores.
soak:
	MAHJONG_SOAK=1 $(GO) test -count=1 -timeout 3h ./...

# The coach audit at length: every statement of the coach against the
# engine over every table of the registry (over 100,000 views), the
# agreement with the club bot and the open-hand readings, at their long
# sizes (MAHJONG_SOAK, internal/tui/coach/audit_size_test.go); it logs
# the counts by kind of statement.
audit:
	MAHJONG_SOAK=1 $(GO) test -count=1 ./internal/tui/coach -run 'TestCoachNeverWrong$$|TestCoachAgreesWithClub$$|TestOpenHandReadings$$' -v -timeout 1h

# Benchmarks on one core, with allocations.
bench:
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 -benchtime $(BENCHTIME) ./...

# The bots' strength claims: paired comparisons per rule set
# (internal/bot/strength_test.go), with their 95% intervals, over as many
# deals as each rule set's spread needs to tell its levels apart; at a
# table of three too (three_strength_test.go); the draw rates of four
# experts, the blunder counts and the expert with its guards against
# the expert without (TestGuards). RULES=DEALS[:CLOSE]: CLOSE deals for
# the expert - club comparison. About 50 minutes on two cores.
STRENGTH_HANDS ?= 20000
STRENGTH_RULES ?= hk=20000 classic=150000 family=100000 pow2=200000:600000
strength:
	$(GO) test ./internal/bot -run 'TestStrengthThree$$' -strength.hands $(STRENGTH_HANDS) -v -timeout 3h
	$(GO) test ./internal/bot -run 'TestDrawRates$$|TestBlunders$$|TestGuards$$' -strength.hands $(STRENGTH_HANDS) -strength.guards $(STRENGTH_HANDS) -v -timeout 3h
	for r in $(STRENGTH_RULES); do \
		d=$${r#*=}; \
		$(GO) test ./internal/bot -run 'TestStrength$$' -strength.rules $${r%%=*} -strength.hands $${d%%:*} -strength.close $${d#*:} -v -timeout 3h || exit 1; \
	done

# A short pass of every fuzz target of the module (FUZZTIME each), one
# after the other; the target fails if any fails (or a package's tests
# do not build), after running the others.
fuzz:
	@status=0; \
	for pkg in $$($(GO) list ./...); do \
		list=$$($(GO) test -list '^Fuzz' $$pkg) || { echo "$$list"; status=1; continue; }; \
		for target in $$(echo "$$list" | grep '^Fuzz'); do \
			echo "== $$pkg $$target ($(FUZZTIME))"; \
			$(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) $$pkg || status=1; \
		done; \
	done; \
	exit $$status

install:
	CGO_ENABLED=0 $(GO) install -ldflags "$(LDFLAGS)" ./cmd/mahjong

# End-to-end play in real terminals (internal/e2e, build tag e2e; needs
# tmux): a hand of each kind, then saving and resuming across every way
# of leaving, and the replay; the coach's reading of open hands; two
# copies on one state directory, and no terminal at all; a whole
# three-player family hand; a served table with real ssh clients (needs
# ssh and ssh-keygen). A test skips, saying why, where a tool is missing.
# They play bin/mahjong as built above (E2E_ARGS: -run NAME, -args
# -e2e.step 60s -e2e.hand 10m ...). About two minutes.
E2E_ARGS ?=
e2e: build
	MAHJONG_E2E_BIN=$(abspath $(BIN)) $(GO) test -tags e2e -count=1 -v -timeout 30m ./internal/e2e/ $(E2E_ARGS)

# A served load, as players see it: 200, then 500, then 1,000 ssh
# sessions (from 127.0.0.x) against a server the tool starts on
# 127.0.0.1, each at a table of bots; key to whole frame (read through a
# virtual terminal, the keys never answered counted), CPU per key,
# memory per session, load average (cmd/loadserve). It stops by itself
# (LOAD_ARGS: -sessions 200,500 -keys 20s -cpuprofile FILE ...).
load: build
	$(GO) run ./cmd/loadserve -bin $(BIN) $(LOAD_ARGS)

generate:
	$(GO) generate ./...

clean:
	rm -rf bin

# The master against the expert (internal/master/strength_test.go):
# paired, the same deals played twice, three experts around the tested
# seat, with the 95% intervals. MASTER_HANDS deals per rule set (the
# issue's claim asks 20,000; about a deal a second on a shared core);
# then its blunders (internal/master/blunder_test.go, the counter of
# internal/blunder), MASTER_BLUNDERS hands in every rule set.
MASTER_HANDS ?= 20000
MASTER_RULES ?= hk,classic,pow2
MASTER_BLUNDERS ?= 2000
strength-master:
	$(GO) test ./internal/master -run 'TestMaster(Strength|Blunders)$$' -master.hands $(MASTER_HANDS) -master.blunders $(MASTER_BLUNDERS) -master.rules $(MASTER_RULES) -v -timeout 24h
