# The two commands a newcomer needs: `make run` plays, `make test` checks.
GO        ?= go
BIN       ?= bin/mahjong
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS   := -X github.com/mahjong-tui/mahjong/internal/cli.Version=$(VERSION)
FUZZTIME  ?= 10s
BENCHTIME ?= 1s

.PHONY: run build test bench fuzz install e2e generate clean

run:
	$(GO) run -ldflags "$(LDFLAGS)" ./cmd/mahjong $(ARGS)

# A static binary (no cgo): it runs on any machine of its system and
# architecture, whatever its C library. The race tests below keep cgo.
build:
	CGO_ENABLED=0 $(GO) build -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/mahjong

# gofmt check, go vet, then every test with the race detector.
test:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) test -race ./...

# Benchmarks on one core, with allocations.
bench:
	$(GO) test -run '^$$' -bench . -benchmem -cpu 1 -benchtime $(BENCHTIME) ./...

# A short pass of every fuzz target (FUZZTIME each).
fuzz:
	./scripts/fuzz.sh $(FUZZTIME)

install:
	CGO_ENABLED=0 $(GO) install -ldflags "$(LDFLAGS)" ./cmd/mahjong

# End-to-end play in a real terminal (needs tmux): a hand of each kind,
# then saving and resuming across every way of leaving, and the replay;
# two copies on one state directory, and no terminal at all.
e2e: build
	./scripts/e2e.sh $(BIN)
	./scripts/e2e-resume.sh $(BIN)
	./scripts/e2e-copies.sh $(BIN)

generate:
	$(GO) generate ./...

clean:
	rm -rf bin
