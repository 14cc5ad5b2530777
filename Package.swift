// swift-tools-version: 6.1
//
// The manifest is the architecture: Core depends on nothing; each scene module depends on
// Core and the tiny module kit only; the Director is the only target that knows several
// modules; only Adapters (Foundation, the console, the command line) touch the platform.
import PackageDescription

/// Applied to every target: upcoming features that make dependency leaks fail the build.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// One scene module: `Modules/<name>`, target `Conbook<name>`, depending on Core and the kit.
func sceneModule(_ name: String) -> Target {
    .target(
        name: "Conbook\(name)",
        dependencies: ["ConbookCore", "ConbookModuleKit"],
        path: "Modules/\(name)",
        swiftSettings: strictSettings
    )
}

let sceneModuleNames = [
    "Preload", "News", "Schedule", "EventDetail", "Changes", "Dealers", "DealerDetail", "Maps", "MapDetail",
    "Announcements", "NewsDetail", "Knowledge", "KnowledgeGroup", "KnowledgeDetail", "WebPage",
    "About", "Tutorial", "Settings", "CollectThemAll", "Login", "Messages", "MessageDetail", "EventFeedback", "Timetable",
    "Pass",
    "LostAndFound",
    "ArtistAlley", "ArtistAlleyDetail", "ArtistAlleyRegistration",
    "Hidden", "SharedPicks", "FreeTime", "People", "PersonDetail", "WhatsOn",
]

let package = Package(
    name: "Conbook",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ConbookCore", targets: ["ConbookCore"]),
        .library(name: "ConbookEurofurence", targets: ["ConbookEurofurence"]),
        .library(name: "ConbookTime", targets: ["ConbookTime"]),
        .library(name: "ConbookScheduleExports", targets: ["ConbookScheduleExports"]),
        .library(name: "ConbookRichText", targets: ["ConbookRichText"]),
        .library(name: "ConbookSQLite", targets: ["ConbookSQLite"]),
        .library(name: "ConbookFiles", targets: ["ConbookFiles"]),
        .library(name: "ConbookICalendar", targets: ["ConbookICalendar"]),
        .library(name: "ConbookPictures", targets: ["ConbookPictures"]),
        .library(name: "ConbookIdentity", targets: ["ConbookIdentity"]),
        .library(name: "ConbookDemoData", targets: ["ConbookDemoData"]),
        .library(name: "ConbookTesting", targets: ["ConbookTesting"]),
        // For a front end of one's own on the same presenters: the kit, each scene's module, the Director.
        .library(name: "ConbookModuleKit", targets: ["ConbookModuleKit"]),
        .library(name: "ConbookDirector", targets: ["ConbookDirector"]),
        .executable(name: "conbook", targets: ["conbook"]),
    ] + sceneModuleNames.map { .library(name: "Conbook\($0)", targets: ["Conbook\($0)"]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The browser front end's HTTP/1.1 server (`conbook serve`): event loops, channels and the
        // HTTP codec, on which the server adapter answers requests itself.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        // Only for `swift package generate-documentation` (the DocC catalogs); nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        .target(name: "ConbookCore", dependencies: [], path: "Core", swiftSettings: strictSettings),
        .target(
            name: "ConbookModuleKit",
            dependencies: ["ConbookCore"],
            path: "Modules/ModuleKit",
            swiftSettings: strictSettings
        ),
    ] + sceneModuleNames.map(sceneModule) + [
        .target(
            name: "ConbookDirector",
            dependencies: ["ConbookCore", "ConbookModuleKit"] + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Director",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookTime",
            dependencies: ["ConbookCore"],
            path: "Adapters/Time",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookDownloads",
            dependencies: ["ConbookCore"],
            path: "Adapters/Downloads",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookIdentity",
            dependencies: ["ConbookCore", "ConbookDownloads"],
            path: "Adapters/Identity",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookEurofurence",
            dependencies: ["ConbookCore", "ConbookDownloads", "ConbookTime", "CLibXML2"],
            path: "Adapters/Eurofurence",
            swiftSettings: strictSettings
        ),
        .systemLibrary(
            name: "CLibXML2",
            path: "Adapters/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CCMark",
            path: "Adapters/CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            path: "Adapters/CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZstd",
            path: "Adapters/CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        .systemLibrary(
            name: "CLibEdit",
            path: "Adapters/CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .systemLibrary(
            name: "CStb",
            path: "Adapters/CStb",
            pkgConfig: "stb",
            providers: [.apt(["libstb-dev"])]
        ),
        .systemLibrary(
            name: "CQREncode",
            path: "Adapters/CQREncode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        .target(
            name: "ConbookQRCode",
            dependencies: ["CQREncode"],
            path: "Adapters/QRCode",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookPictures",
            dependencies: ["CStb"],
            path: "Adapters/Pictures",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookFiles",
            dependencies: ["ConbookCore"],
            path: "Adapters/Files",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookPrograms",
            dependencies: [],
            path: "Adapters/Programs",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookICalendar",
            dependencies: ["ConbookCore"],
            path: "Adapters/ICalendar",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookSQLite",
            dependencies: ["ConbookCore", "CSQLite", "CZstd", "ConbookFiles"],
            path: "Adapters/SQLite",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookScheduleExports",
            dependencies: ["ConbookCore", "ConbookDownloads", "ConbookTime", "CLibXML2", "ConbookICalendar"],
            path: "Adapters/ScheduleExports",
            swiftSettings: strictSettings
        ),
        // The browser front end's pages: HTML built from display values, every string escaped.
        .target(
            name: "ConbookWeb",
            dependencies: [
                "ConbookCore", "ConbookModuleKit", "ConbookDirector", "ConbookIdentity", "ConbookQRCode", "ConbookICalendar",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ] + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Adapters/Web",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookRichText",
            dependencies: ["ConbookCore", "CLibXML2", "CCMark"],
            path: "Adapters/RichText",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookDemoData",
            dependencies: ["ConbookCore", "ConbookEurofurence"],
            path: "Adapters/DemoData",
            exclude: ["Resources/SOURCES.md"],
            resources: [.copy("Resources/EF26_Full_Sync_Response.json"), .copy("Resources/EF26_DeleteTrack.json")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookConsole",
            dependencies: ["ConbookCore", "ConbookModuleKit", "ConbookDirector", "ConbookPictures", "CLibEdit"]
                + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Adapters/Console",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook",
            dependencies: [
                "ConbookCore", "ConbookModuleKit", "ConbookDirector", "ConbookConsole", "ConbookEurofurence", "ConbookTime",
                "ConbookRichText", "ConbookIdentity",
                "ConbookScheduleExports", "ConbookSQLite", "ConbookDemoData", "ConbookFiles", "ConbookICalendar",
                "ConbookPrograms", "ConbookQRCode", "ConbookSharedPicks", "ConbookWeb",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Adapters/CommandLine",
            swiftSettings: strictSettings
        ),
        .target(
            name: "ConbookTesting",
            dependencies: ["ConbookCore", "ConbookModuleKit", "ConbookDirector"]
                + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/ConbookTesting",
            swiftSettings: strictSettings
        ),
        // Test support that is not part of the shipped kit: a real HTTP server on loopback, the
        // Eurofurence wire format written from Core values, and temporary directories.
        .target(
            name: "ConbookServerTestSupport",
            dependencies: ["ConbookCore", "ConbookTime", "ConbookPrograms"],
            path: "Tests/ServerTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookCoreTests",
            dependencies: ["ConbookCore", "ConbookTesting"],
            path: "Tests/CoreTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookModulesTests",
            dependencies: ["ConbookCore", "ConbookModuleKit", "ConbookTesting"]
                + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/ModulesTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookDirectorTests",
            dependencies: ["ConbookCore", "ConbookModuleKit", "ConbookDirector", "ConbookTesting"]
                + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/DirectorTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookAdaptersTests",
            dependencies: [
                "ConbookCore", "ConbookEurofurence", "ConbookTime", "ConbookScheduleExports", "ConbookSQLite", "ConbookTesting",
                "ConbookServerTestSupport", "ConbookFiles", "ConbookICalendar", "ConbookPrograms", "ConbookQRCode",
            ],
            path: "Tests/AdaptersTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookIdentityTests",
            dependencies: ["ConbookCore", "ConbookIdentity", "ConbookServerTestSupport"],
            path: "Tests/IdentityTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookScheduleExportsTests",
            dependencies: ["ConbookCore", "ConbookScheduleExports", "ConbookServerTestSupport"],
            path: "Tests/ScheduleExportsTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookWebTests",
            dependencies: [
                "ConbookCore", "ConbookModuleKit", "ConbookWeb", "ConbookRichText", "CLibXML2", "ConbookDirector",
                "ConbookTesting",
            ]
                + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/WebTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookRichTextTests",
            dependencies: ["ConbookCore", "ConbookRichText"],
            path: "Tests/RichTextTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookPicturesTests",
            dependencies: ["ConbookPictures", "ConbookTesting"],
            path: "Tests/PicturesTests",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookSQLiteTests",
            dependencies: [
                "ConbookCore", "ConbookSQLite", "ConbookTesting", "ConbookEurofurence", "ConbookTime", "ConbookServerTestSupport",
                "ConbookPrograms", "CSQLite",
            ],
            path: "Tests/SQLiteTests",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook-embedding-example",
            dependencies: [
                "ConbookCore", "ConbookDemoData", "ConbookEurofurence", "ConbookRichText", "ConbookSQLite", "ConbookTime",
            ],
            path: "Examples/Embedding",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook-own-front-end-example",
            dependencies: [
                "ConbookCore", "ConbookDemoData", "ConbookModuleKit", "ConbookRichText", "ConbookSQLite", "ConbookSchedule",
                "ConbookTime",
            ],
            path: "Examples/OwnFrontEnd",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook-store-crash-child",
            dependencies: ["ConbookCore", "ConbookSQLite"],
            path: "Tests/StoreCrashChild",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook-store-benchmarks",
            dependencies: [
                "ConbookCore", "ConbookSQLite", "ConbookEurofurence", "ConbookTime", "ConbookTesting", "ConbookConsole",
                "ConbookDirector", "ConbookServerTestSupport", "ConbookBenchmarkSupport", "ConbookWeb",
            ] + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/StoreBenchmarks",
            swiftSettings: strictSettings
        ),
        // Fuzz targets for every parser of others' input (`.ci/fuzz` builds it with libFuzzer).
        .executableTarget(
            name: "conbook-fuzz",
            dependencies: [
                "ConbookCore", "ConbookScheduleExports", "ConbookEurofurence", "ConbookRichText", "ConbookPictures",
                "ConbookConsole", "ConbookICalendar", "ConbookIdentity",
            ],
            path: "Tests/Fuzz",
            exclude: ["Seeds", "Regressions"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "conbook-benchmarks",
            dependencies: [
                "ConbookCore", "ConbookScheduleExports", "ConbookEurofurence", "ConbookTime", "ConbookSQLite", "ConbookTesting",
                "ConbookBenchmarkSupport",
            ],
            path: "Tests/Benchmarks",
            swiftSettings: strictSettings
        ),
        // What both benchmark executables measure with: resident memory, a bare SQLite insert of events.
        .target(
            name: "ConbookBenchmarkSupport",
            dependencies: ["ConbookCore", "CSQLite"],
            path: "Tests/BenchmarkSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ConbookConsoleTests",
            dependencies: [
                "ConbookCore", "ConbookModuleKit", "ConbookConsole", "ConbookDirector", "ConbookTesting",
                "ConbookEurofurence", "ConbookTime", "ConbookPictures", "ConbookServerTestSupport", "ConbookPrograms", "conbook",
                "ConbookDemoData", "conbook-embedding-example", "conbook-own-front-end-example",
            ] + sceneModuleNames.map { .target(name: "Conbook\($0)") },
            path: "Tests/ConsoleTests",
            exclude: ["Transcripts"],
            swiftSettings: strictSettings
        ),
    ]
)
