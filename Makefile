# FeedBrowser: `make run` opens the bundled sample feed; `make test` runs every test;
# `make bench` runs the benchmarks in release mode (ARGS=--json for machine-readable output).
SWIFT ?= swift
SAMPLE_FEED ?= Fixtures/feeds/deviantart-sample.xml

.PHONY: all build run test bench deps fixtures unicode-tables clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build

run: deps
	$(SWIFT) build -c release --product feedbrowser
	.build/release/feedbrowser $(SAMPLE_FEED)

# Large generated feeds for tests and benchmarks (not committed).
fixtures: deps

test: deps fixtures
	$(SWIFT) build
	$(SWIFT) test

bench: deps fixtures
	$(SWIFT) build -c release --product feedbrowser-bench
	.build/release/feedbrowser-bench $(ARGS)

clean:
	rm -rf .build Fixtures/generated
