# FeedBrowser: `make run` opens a bundled sample library (offline; rebuilt each time under .build); `make test` runs every test;
# `make bench` runs the benchmarks in release mode (ARGS=--json for machine-readable output);
# `make install PREFIX=/usr/local` installs the release binary and the man page (DESTDIR is
# honoured for staged installs); `make uninstall` removes them; `make fuzz` runs each fuzz target
# for FUZZ_SECONDS in release mode.
SWIFT ?= swift
SAMPLE_LIBRARY = .build/sample-library
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1

.PHONY: all build run test bench fuzz deps fixtures unicode-tables clean install uninstall

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

run: deps
	$(SWIFT) build -c release --product feedbrowser
	scripts/make-sample-library.sh .build/release/feedbrowser $(SAMPLE_LIBRARY)
	XDG_CONFIG_HOME=$(CURDIR)/$(SAMPLE_LIBRARY)/config XDG_DATA_HOME=$(CURDIR)/$(SAMPLE_LIBRARY)/data .build/release/feedbrowser

# Large generated feeds for tests and benchmarks (not committed); generated only when missing.
GENERATED_FEEDS = Fixtures/generated/feed-1k.xml Fixtures/generated/feed-10k.xml Fixtures/generated/feed-100k.xml
fixtures: deps $(GENERATED_FEEDS)

$(GENERATED_FEEDS):
	python3 scripts/generate-feed.py --standard

test: deps fixtures
	$(SWIFT) build
	$(SWIFT) test

# The Library suite runs the release feedbrowser as a child (refresh, render --library) and
# newsboat beside it (installed here when missing; skipped with the reason when it cannot be).
bench: deps fixtures
	@scripts/install-deps.sh --bench
	$(SWIFT) build -c release --product feedbrowser-bench
	$(SWIFT) build -c release --product feedbrowser
	.build/release/feedbrowser-bench $(ARGS)

# The fuzz targets (feed, text, subscriptions; Tests/FuzzTargets) for FUZZ_SECONDS each at seed
# FUZZ_SEED; inputs that break an invariant, crash or hang (over 10 s) are saved in fuzz-findings/.
FUZZ_SECONDS ?= 120
FUZZ_SEED ?= 17
fuzz: deps
	$(SWIFT) build -c release --product feedbrowser-fuzz
	.build/release/feedbrowser-fuzz --target all --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED)

# Regenerates TextLayout's Unicode tables from /usr/share/unicode (not part of the build: the
# generated Swift is committed).
unicode-tables: deps
	python3 scripts/unicode/generate_tables.py /usr/share/unicode Sources/TextLayout/Generated/UnicodeData+Tables.swift

# Not after `deps`: installing (often as root, or for a package with DESTDIR) should not run
# apt-get or pip; on a fresh machine `make deps` or `make run` first.
install:
	$(SWIFT) build -c release --product feedbrowser
	install -d "$(BINDIR)" "$(MAN1DIR)"
	install -m 755 .build/release/feedbrowser "$(BINDIR)/feedbrowser"
	install -m 644 docs/feedbrowser.1 "$(MAN1DIR)/feedbrowser.1"

uninstall:
	rm -f "$(BINDIR)/feedbrowser" "$(MAN1DIR)/feedbrowser.1"

clean:
	rm -rf .build Fixtures/generated fuzz-findings
