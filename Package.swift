// swift-tools-version: 6.1
// FeedBrowser: a terminal feed browser with self-sizing rows. See README.md and docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "FeedBrowser",
    products: [
        .executable(name: "feedbrowser", targets: ["feedbrowser"]),
        .executable(name: "feedbrowser-bench", targets: ["Benchmarks"]),
        .executable(name: "feedbrowser-fuzz", targets: ["Fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        // Pure layout and model code: builds and tests without a terminal.
        .target(name: "TextLayout"),
        .target(name: "ConstraintSolver"),
        .target(name: "CellLayout", dependencies: ["ConstraintSolver", "TextLayout", "TerminalUI"]),
        // Release: clients specialise the generic table (cross-module optimisation); no runtime exclusivity checks in its hot loops.
        .target(name: "TableModel", swiftSettings: [.unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .target(
            name: "Feeds", dependencies: ["TextLayout", "CLibXML2"],
            // The SAX callbacks and converters mutate class state per byte/event; the dynamic
            // exclusivity checks cost ~5% of parse time (measured with perf) and guard nothing here
            // (single-threaded, no overlapping accesses).
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]
        ),
        // HTTP through libcurl directly: bytes reach the parser on the loading thread as libcurl
        // decompresses them, so the size cap and backpressure hold (URLSession queues without bound).
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "FeedFetch", dependencies: ["Feeds", "CCurl"]),
        // The subscription list (newsboat's urls file) and OPML import/export: bytes in, bytes out.
        .target(name: "Subscriptions"),
        // The reader's library: feeds, items, read/starred state in one SQLite file (WAL, migrations).
        // GRDBSQLite (GRDB's own module of the system SQLite) for a search function reading the
        // texts in place, as SQLite holds them.
        .target(name: "Library", dependencies: ["Feeds", .product(name: "GRDB", package: "GRDB.swift"),
                                                .product(name: "GRDBSQLite", package: "GRDB.swift")]),
        // Where the reader's files live (XDG) and the urls file on disk, written only when asked.
        .target(name: "ReaderFiles", dependencies: ["Subscriptions"]),
        // Refreshing many feeds into the library: a bounded pool per host, conditional GETs.
        .target(name: "Refresh", dependencies: ["Library", "FeedFetch", "Feeds"]),
        .target(name: "TerminalUI", dependencies: ["TextLayout"]),
        // Pictures as terminal cells (pure); Thumbnails loads them (fetch, disk cache, decoders, workers).
        .target(name: "Pictures", dependencies: ["TerminalUI"]),
        .target(name: "Thumbnails", dependencies: ["TerminalUI", "Pictures", "FeedFetch", "CPNG", "CJPEG", "CGIF"]),
        // Image decoders: C shims keep setjmp/longjmp out of Swift.
        // The filter's vector byte scan (FoldedSearch): pure computation in C for the intrinsics.
        .target(name: "CByteScan"),
        .target(name: "CPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),
        .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "CGIF", linkerSettings: [.linkedLibrary("gif")]),

        // The terminal edge.
        .target(
            name: "CNcurses",
            linkerSettings: [.linkedLibrary("ncursesw")]
        ),
        .target(name: "NcursesBackend", dependencies: ["TerminalUI", "CNcurses"]),

        // The app: a pure core (state, update, views; no threads, processes, files or network) and
        // the runtime that runs it (the event loop, feed and picture loading, links).
        .target(
            name: "FeedBrowserCore",
            dependencies: ["TextLayout", "CellLayout", "TableModel", "Feeds", "TerminalUI", "Pictures", "CByteScan"]
        ),
        .target(
            name: "FeedBrowserRuntime",
            dependencies: ["FeedBrowserCore", "CellLayout", "Feeds", "FeedFetch", "TerminalUI", "Pictures", "Thumbnails",
                           "Library", "Subscriptions", "ReaderFiles", "Refresh"]
        ),
        // The config file: bytes in, settings and line:column mistakes out (pure). TOMLKit reads
        // the TOML: maintained, TOML 1.0 through toml++, and it reports syntax errors' positions.
        .target(name: "Config", dependencies: ["FeedBrowserCore", "CellLayout", "Feeds", "TerminalUI", .product(name: "TOMLKit", package: "TOMLKit")]),
        .executableTarget(
            name: "feedbrowser",
            dependencies: [
                "Config", "FeedBrowserCore", "FeedBrowserRuntime", "NcursesBackend", "Feeds", "FeedFetch", "Thumbnails", "TerminalUI",
                "Subscriptions", "Library", "ReaderFiles", "Refresh",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release: the Swift runtime and Foundation linked in, so every command starts without
            // the dynamic loader binding their symbols (about 10 ms; docs/ARCHITECTURE.md, "Build").
            // Link flags only, so no module is compiled differently (`--static-swift-stdlib` would
            // rebuild them all); the libraries the static Foundation needs are named as its
            // dynamic modules do not list them. System C libraries stay dynamic.
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-lFoundationInternationalization", "-lFoundationEssentials", "-lCoreFoundation",
                                           "-l_FoundationICU", "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization"],
                                          .when(configuration: .release))]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TextLayout", "ConstraintSolver", "CellLayout", "TableModel", "Feeds", "FeedFetch", "CLibXML2", "FeedBrowserCore", "FeedBrowserRuntime", "Pictures", "Thumbnails", "TerminalUI", "CJPEG", "Library", "ReaderFiles", "Config"]
        ),

        // Long fuzz runs of the FuzzTargets (`make fuzz`), built in release mode.
        .executableTarget(name: "Fuzz", dependencies: ["FuzzTargets", "TestSupport"]),

        // Helpers shared by the test targets (seeded randomness, child input, the mutation
        // engine); never linked into the app.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The fuzz targets' seeds and invariants, shared by the smoke tests and feedbrowser-fuzz.
        .target(name: "FuzzTargets", dependencies: ["TestSupport", "Feeds", "TextLayout", "Subscriptions"], path: "Tests/FuzzTargets"),
        .testTarget(name: "TextLayoutTests", dependencies: ["TestSupport", "TextLayout", "FuzzTargets"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["TestSupport", "ConstraintSolver"]),
        .testTarget(name: "CellLayoutTests", dependencies: ["CellLayout", "TextLayout", "TerminalUI"]),
        .testTarget(name: "TableModelTests", dependencies: ["TestSupport", "TableModel"]),
        .testTarget(name: "FeedsTests", dependencies: ["TestSupport", "Feeds", "FuzzTargets"]),
        .testTarget(name: "FeedFetchTests", dependencies: ["FeedFetch", "Feeds"]),
        .testTarget(name: "SubscriptionsTests", dependencies: ["Subscriptions", "TestSupport", "FuzzTargets"]),
        .testTarget(name: "RefreshTests", dependencies: ["Refresh", "Library", "FeedFetch", "Feeds", "ReaderFiles", "Subscriptions", "TestSupport"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "Feeds", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        .testTarget(name: "ThumbnailsTests", dependencies: ["TestSupport", "Thumbnails", "Pictures", "TerminalUI", "FeedFetch", "CPNG", "CJPEG"], exclude: ["Fixtures"]),
        .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "CNcurses", "TestSupport"]),
        // The core's tests need no runtime: everything they drive goes through `update` and `render`.
        .testTarget(name: "FeedBrowserCoreTests", dependencies: ["FeedBrowserCore", "TerminalUI", "Feeds", "Pictures", "TableModel", "TestSupport"]),
        .testTarget(name: "FeedBrowserRuntimeTests", dependencies: ["FeedBrowserRuntime", "FeedBrowserCore", "TerminalUI", "Feeds", "FeedFetch", "Thumbnails", "Pictures", "Library", "ReaderFiles"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TestSupport", "TextLayout"]),
        .testTarget(name: "ConfigTests", dependencies: ["Config", "FeedBrowserCore", "TerminalUI", "TestSupport"]),
    ]
)
