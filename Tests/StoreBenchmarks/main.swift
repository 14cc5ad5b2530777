// conbook-store-benchmarks: what the SQLite store and the Core cost at 1k, 10k and 100k events.
//
//   swift run -c release --scratch-path .build-storebench conbook-store-benchmarks [EVENTS…]
//   conbook-store-benchmarks --phase setup|ingest|save|load [EVENTS [SYNC-FILE]]   (one phase alone, see
//                                                    MeasuredPhase; .ci/instruction-counts counts it)
//   swift run -c release --scratch-path .build-storebench conbook-store-benchmarks --bytes [EVENTS]
//                                                   (what each byte of the store goes to; see StoreBytes)
//   conbook-store-benchmarks --web-pages [EVENTS [RUNS]]   (the pages in a browser alone; see WebPagesBenchmark)
//   conbook-store-benchmarks --guide-site [EVENTS]   (the guide's static copy without files; GuideSiteBenchmark)
//
// The events are synthetic but shaped like the real thing: the real EF26 full sync
// (Tests/Fixtures/eurofurence) is decoded once with EurofurenceSyncDecoder and its 210 events are
// copied with new identifiers over its 6 days, 34 rooms and 17 tracks, titles varied with a
// fixed-seed generator (see SyntheticConvention). Each scale works in a fresh temporary
// directory, deleted afterwards. Measured with ContinuousClock:
//
// - full ingest: the first saveConvention of the whole convention into a fresh store (best of N,
//   each into a new file);
// - 10-event delta: 10 events' titles changed, saved again on the same store (median of 5 rounds,
//   10 other events each round), with the store's lastSaveChangeCount;
// - cold start: a new ConbookDatabase and store over the file on disk (same process, warm page
//   cache), Conbook(...) over it, then the news module (the console's first tab) built on a real
//   ConsoleNewsScene that appears and renders once to a discarding screen; the schedule's first
//   page (ConsoleScheduleScene, 50 rows) is timed after it, apart (median of N);
// - first sync: a new Core over the file syncs a delta renaming 10 events (once);
// - whole load: a new store loads the whole convention, as a full re-sync does (median of 3, each
//   up to the convention in hand, its release not timed; memory: the first's peak);
// - day page / whole day: conbook.browseSchedule.page(on: first day, first 50) and .events(on:)
//   (median);
// - search page / whole search: conbook.searchEvents.page("fursuit", first 50) and .search(…),
//   "fursuit" being a common title word of the real data (median); and the first page of
//   "fursuit unplugged", a narrower search (one title word and one of the synthetic qualifiers);
//   and the slowest first page of one-letter searches (the first key typed in a search box);
// - pages in a browser: News, the schedule's first page and an event's page written as HTML by
//   their web scenes, beside the same scenes drawn on the console (WebPagesBenchmark, median).
import ConbookBenchmarkSupport
import ConbookConsole
import ConbookCore
import ConbookEurofurence
import ConbookNews
import ConbookSQLite
import ConbookSchedule
import ConbookTesting
import ConbookTime
import Foundation

let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StoreBenchmarks
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/eurofurence/EF26_Full_Sync_Response.json")

let clock = ContinuousClock()
let searchWord = "fursuit"
let narrowSearch = "fursuit unplugged"
/// One-letter searches, the slowest of which is reported: letters that begin many of the synthetic
/// convention's words.
let oneLetterSearches = ["f", "t", "s", "a", "w"]
// Scales may be given as arguments (`conbook-store-benchmarks 100000`); the aims are printed for the largest.
let scales = CommandLine.arguments.dropFirst().compactMap { Int($0) }.nilIfEmpty ?? [1_000, 10_000, 100_000]

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

var isDebugBuild: Bool {
    #if DEBUG
        true
    #else
        false
    #endif
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let started = clock.now
    try body()
    return milliseconds(clock.now - started)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func fileSize(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

func makeDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "conbook-store-bench-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

struct Row {
    var events = 0
    var ingest = 0.0
    var delta = 0.0
    var deltaRows = 0
    var databaseBytes = 0
    var coldOpen = 0.0
    var coldLoad = 0.0
    var coldScene = 0.0
    var coldTotal = 0.0
    var renderedLines = 0
    var schedulePage = 0.0
    var dayPage = 0.0
    var dayQuery = 0.0
    var dayHits = 0
    var searchPage = 0.0
    var narrowPage = 0.0
    var firstSync = 0.0
    var wholeLoad = 0.0
    var narrowHits = 0
    var search = 0.0
    var searchHits = 0
    var rankedPage = 0.0
    /// The slowest of the one-letter searches' first pages (what a search box shows at the first key).
    var oneLetterPage = 0.0
    var oneLetter = ""
    var coldPeakBytes = 0
    var searchPeakBytes = 0
    var wholeLoadPeakBytes = 0
    var ingestFromBytes: IngestBenchmark.Figures?
    /// Each page type written for a browser beside its console scene.
    var webPages: [WebPagesBenchmark.Figures] = []
}

/// Full ingest (best of `runs`, each into a new file) and 10-event deltas; the file of the last
/// run is left in `directory` with every connection closed.
func ingestAndDelta(_ convention: StoredConvention, ids: [Event.ID], runs: Int, in directory: URL, row: inout Row) throws {
    var fastest = Double.infinity
    for run in 0..<runs {
        let file = directory.appendingPathComponent("conbook.sqlite")
        if run > 0 {
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: file.path + suffix)
            }
        }
        let store = try ConbookDatabase(fileURL: file).store(for: "bench")
        fastest = min(fastest, try time { try store.saveConvention(convention) })
        guard run == runs - 1 else { continue }
        row.ingest = fastest

        var current = convention
        var deltas: [Double] = []
        for round in 0..<5 {
            // As a sync does: the store is given the update of the events the delta changed.
            var update = ConventionUpdate(
                conventionIdentifier: current.conventionIdentifier, lastServerTime: current.lastServerTime,
                sourceVersion: current.sourceVersion, details: current.content.details,
                removedFavourites: current.removedFavourites)
            for slot in 0..<10 {
                let id = ids[(slot * ids.count / 10 + round) % ids.count]
                var event = current.content[Event.self][id]!
                event.title += " (moved \(round))"
                current.content[Event.self].upsert(event)
                update[Event.self].upserted.append(event)
            }
            deltas.append(try time { try store.apply(update) })
            row.deltaRows = max(row.deltaRows, store.lastSaveChangeCount)
        }
        row.delta = median(deltas)
    }
}

/// One cold start: everything opened anew over the file, up to the first rendered scene (News),
/// then the schedule's first page.
@MainActor
func coldStart(file: URL, now: Instant, row: inout Row) throws -> Conbook {
    let started = clock.now
    let store = try ConbookDatabase(fileURL: file).store(for: "bench")
    let opened = clock.now
    let conbook = try Conbook(
        api: StubConventionAPI(), store: store, clock: PinnedClock(now: now),
        calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    let loaded = clock.now
    let screen = ConsoleScreen(output: DiscardingConsoleOutput())
    let delegate = IgnoringModuleDelegate()
    let news = ConsoleNewsScene(screen: screen)
    NewsModuleBuilder(conbook: conbook).build(scene: news, delegate: delegate)
    news.appear()
    let lines = news.render()
    screen.print(lines)
    let rendered = clock.now
    let schedule = ConsoleScheduleScene(screen: screen)
    ScheduleModuleBuilder(conbook: conbook).build(scene: schedule, delegate: delegate)
    schedule.appear()
    screen.print(schedule.render())
    row.schedulePage = milliseconds(clock.now - rendered)
    row.coldOpen = milliseconds(opened - started)
    row.coldLoad = milliseconds(loaded - opened)
    row.coldScene = milliseconds(rendered - loaded)
    row.coldTotal = milliseconds(rendered - started)
    row.renderedLines = lines.count
    return conbook
}

/// The first sync after a cold start: a new Core over the file, answered with a delta that
/// renames 10 events, timed from `refresh()` to its outcome.
@MainActor
func firstDeltaSync(file: URL, convention: StoredConvention, ids: [Event.ID], now: Instant) async throws -> Double {
    let renamed = (0..<10).map { slot in
        var event = convention.content[Event.self][ids[slot * ids.count / 10]]!
        event.title += " (renamed)"
        return event
    }
    let delta = SyncResponse(
        conventionIdentifier: convention.conventionIdentifier,
        serverTime: convention.lastServerTime.advanced(by: .seconds(86_400)), EntityChanges<Event>(changed: renamed))
    let conbook = try Conbook(
        api: StubConventionAPI(answering: delta), store: try ConbookDatabase(fileURL: file).store(for: "bench"),
        clock: PinnedClock(now: now), calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
    let started = clock.now
    guard case .success(let summary) = await conbook.refreshConvention.refresh(), summary.eventsChanged == 10 else {
        fatalError("the delta sync did not change 10 events")
    }
    return milliseconds(clock.now - started)
}

@MainActor
func measure(events count: Int, synthetic: SyntheticConvention) async throws -> Row {
    var row = Row(events: count)
    let (convention, ids) = synthetic.stored(events: count)
    let directory = try makeDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("conbook.sqlite")
    let big = count >= 100_000

    try ingestAndDelta(convention, ids: ids, runs: big ? 1 : 3, in: directory, row: &row)
    row.databaseBytes = fileSize(file) + fileSize(URL(fileURLWithPath: file.path + "-wal"))

    // 11:30 local (CEST) on the first day, so the schedule opens on it.
    let now = Instant(utc: synthetic.firstDay.date, hour: 9, minute: 30)
    var colds: [Row] = []
    var conbook: Conbook?
    for _ in 0..<(big ? 3 : 5) {
        var cold = Row()
        conbook = nil  // the previous run's memory is released before the next is opened
        conbook = try coldStart(file: file, now: now, row: &cold)
        colds.append(cold)
    }
    let typical = colds.sorted { $0.coldTotal < $1.coldTotal }[colds.count / 2]
    row.coldOpen = typical.coldOpen
    row.coldLoad = typical.coldLoad
    row.coldScene = typical.coldScene
    row.coldTotal = typical.coldTotal
    row.renderedLines = typical.renderedLines
    row.schedulePage = typical.schedulePage

    conbook = nil
    (conbook, row.coldPeakBytes) = try MemoryUse.peakAbove { try coldStart(file: file, now: now, row: &colds[0]) }
    let core = conbook!
    let firstDay = core.browseSchedule.days().first!
    let queryRuns = big ? 7 : 21
    let firstPage = PageRange(offset: 0, limit: 50)
    row.webPages = WebPagesBenchmark(conbook: core, runs: queryRuns).run()
    row.dayPage = median((0..<queryRuns).map { _ in time { _ = core.browseSchedule.page(on: firstDay.id, in: firstPage) } })
    row.dayQuery = median((0..<queryRuns).map { _ in time { row.dayHits = core.browseSchedule.events(on: firstDay.id).count } })
    MemoryUse.resetPeak()
    let beforeSearches = MemoryUse.resident
    row.searchPage = median((0..<queryRuns).map { _ in time { _ = core.searchEvents.page(searchWord, in: firstPage) } })
    row.narrowPage = median(
        (0..<queryRuns).map { _ in
            time { row.narrowHits = core.searchEvents.page(narrowSearch, in: firstPage).totalCount }
        })
    // A word found in titles, hosts and abstracts alike: the page crosses ranks.
    row.rankedPage = median((0..<queryRuns).map { _ in time { _ = core.searchEvents.page("the", in: firstPage) } })
    // The first key typed in a search box: a letter that begins many words (thousands of hits).
    for letter in oneLetterSearches {
        let page = median((0..<queryRuns).map { _ in time { _ = core.searchEvents.page(letter, in: firstPage) } })
        if page > row.oneLetterPage { (row.oneLetterPage, row.oneLetter) = (page, letter) }
    }
    row.searchPeakBytes = max(0, MemoryUse.peak - beforeSearches)
    // Timed up to the loaded convention in hand (letting it go afterwards is not part of loading);
    // the median of 3 (one run moves by a tenth with the machine's noise), the first's peak.
    var wholeLoads: [Double] = []
    for run in 0..<3 {
        var loaded: StoredConvention?
        let (milliseconds, peakBytes) = try MemoryUse.peakAbove {
            try time { loaded = try ConbookDatabase(fileURL: file).store(for: "bench").loadConvention() }
        }
        precondition(loaded?.content[Event.self].count == count, "the whole load missed events")
        loaded = nil
        wholeLoads.append(milliseconds)
        if run == 0 { row.wholeLoadPeakBytes = peakBytes }
    }
    row.wholeLoad = median(wholeLoads)
    if big {
        row.ingestFromBytes = try await IngestBenchmark(convention: convention).run(in: directory)
    }
    row.firstSync = try await firstDeltaSync(file: file, convention: convention, ids: ids, now: now)
    row.search = median((0..<queryRuns).map { _ in time { row.searchHits = core.searchEvents.search(searchWord).count } })
    return row
}

func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
}

func format(_ value: Double, _ digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

// `--phase PHASE [EVENTS [SYNC-FILE]]`: one phase alone, for an instruction counter (see MeasuredPhase).
if let (phase, events, syncFile) = MeasuredPhase.requested(by: CommandLine.arguments) {
    try await phase.run(events: events, syncFile: syncFile, fixture: fixture)
}

// `--bytes [EVENTS]`: what each byte of the store goes to (see StoreBytes).
if let events = StoreBytes.requested(by: CommandLine.arguments) {
    let (convention, _) = SyntheticConvention(
        realFullSync: try EurofurenceSyncDecoder().decode(try Data(contentsOf: fixture))
    ).stored(events: events)
    let directory = try makeDirectory()
    let file = directory.appendingPathComponent("conbook.sqlite")
    /// Saves in a scope of its own, so the database is closed (its log checkpointed) before it is read.
    func save() throws {
        try ConbookDatabase(fileURL: file).store(for: "bench").saveConvention(convention)
    }
    try save()
    let sizes = try StoreBytes.objectSizes(of: file)
    try? FileManager.default.removeItem(at: directory)
    for line in StoreBytes.report(sizes, events: events) { print(line) }
    exit(0)
}

/// A Core opened cold over a new store holding `events` synthetic events, and the store's folder
/// (to remove afterwards): what `--web-pages` and `--guide-site` measure over.
@MainActor
func syntheticCore(events: Int) throws -> (Conbook, URL) {
    let synthetic = SyntheticConvention(realFullSync: try EurofurenceSyncDecoder().decode(try Data(contentsOf: fixture)))
    let (convention, _) = synthetic.stored(events: events)
    let directory = try makeDirectory()
    let file = directory.appendingPathComponent("conbook.sqlite")
    try ConbookDatabase(fileURL: file).store(for: "bench").saveConvention(convention)
    var cold = Row()
    let conbook = try coldStart(file: file, now: Instant(utc: synthetic.firstDay.date, hour: 9, minute: 30), row: &cold)
    return (conbook, directory)
}

// `--web-pages [EVENTS [RUNS]]`: the pages in a browser alone (see WebPagesBenchmark).
if let (events, runs) = WebPagesBenchmark.requested(by: CommandLine.arguments) {
    let (conbook, directory) = try syntheticCore(events: events)
    for page in WebPagesBenchmark(conbook: conbook, runs: runs).run() {
        print(
            "\(events) events, \(page.name): web \(format(page.web, 2)) ms, console \(format(page.console, 2)) ms, "
                + "\(page.bytes / 1024) KB of HTML (median of \(runs))")
    }
    try? FileManager.default.removeItem(at: directory)
    exit(0)
}

// `--guide-site [EVENTS]`: the guide's static copy, its pages alone (see GuideSiteBenchmark).
if let events = GuideSiteBenchmark.requested(by: CommandLine.arguments) {
    let (conbook, directory) = try syntheticCore(events: events)
    let figures = try await GuideSiteBenchmark(conbook: conbook).run()
    print(
        "\(events) events, the guide's static copy without files: \(figures.pages) pages, \(figures.files) files, "
            + "\(figures.bytes / 1_048_576) MiB in \(format(figures.seconds, 1)) s: "
            + "\(format(figures.seconds * 1000 / Double(max(figures.pages, 1)), 3)) ms a page")
    let kinds = figures.filesByKind.sorted { $0.value > $1.value }.prefix(8)
    print("  files by folder: " + kinds.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    try? FileManager.default.removeItem(at: directory)
    exit(0)
}

let response = try EurofurenceSyncDecoder().decode(try Data(contentsOf: fixture))
let synthetic = SyntheticConvention(realFullSync: response)
print(
    """
    Conbook store benchmarks (\(isDebugBuild ? "DEBUG build, not representative" : "release build")): SQLite store \
    (WAL, synchronous=FULL) and Core over synthetic conventions shaped like the real EF26 full sync \
    (\(response[Event.self].changed.count) events copied over \(response[Day.self].changed.count) days, \
    \(response[Room.self].changed.count) rooms, \(response[Track.self].changed.count) tracks). ms from ContinuousClock; \
    ingest best of 3 (1 at 100k), delta median of 5, cold start median of 5 (3 at 100k, same process, \
    warm page cache), queries median of 21 (7 at 100k), whole load median of 3.

    """)
var rows: [Row] = []
for count in scales {
    rows.append(try await measure(events: count, synthetic: synthetic))
}

let header = [
    pad("events", 8), pad("DB MiB", 8), pad("ingest", 9), pad("µs/event", 9), pad("delta", 8), pad("rows", 5),
    pad("delta/full", 11),
    pad("cold start", 11), pad("day page", 9), pad("whole day", 10), pad("(hits)", 8), pad("search page", 12),
    pad("whole search", 13), pad("(hits)", 8), pad("narrow page", 12), pad("(hits)", 8),
]
print(header.joined())
for row in rows {
    print(
        [
            pad("\(row.events)", 8), pad(format(Double(row.databaseBytes) / 1_048_576), 8), pad(format(row.ingest), 9),
            pad(format(row.ingest * 1000 / Double(row.events)), 9), pad(format(row.delta, 2), 8), pad("\(row.deltaRows)", 5),
            pad("1/" + format(row.ingest / row.delta, 0), 11),
            pad(format(row.coldTotal), 11), pad(format(row.dayPage, 2), 9), pad(format(row.dayQuery, 2), 10),
            pad("\(row.dayHits)", 8), pad(format(row.searchPage, 2), 12), pad(format(row.search, 2), 13),
            pad("\(row.searchHits)", 8), pad(format(row.narrowPage, 2), 12), pad("\(row.narrowHits)", 8),
        ].joined())
}
print(
    "ingest = the store's save of the whole convention (µs/event: the same per event, to see it grow linearly); "
        + "rows = lastSaveChangeCount of the delta save (SQLite's count of rows written); hits = events in the whole result; "
        + "pages are the first 50 events")
print(
    "\ncold start, by phase (ms): open = ConbookDatabase + store; load = Conbook(...) reading the outline; "
        + "news = news module + appear + render (the first scene); then, apart, the schedule's first page, and the "
        + "first sync after a cold start (a delta renaming 10 events, applied in parts), and loading the whole "
        + "convention (what a full re-sync reads)")
print(
    [
        pad("events", 8), pad("open", 9), pad("load", 9), pad("news", 9), pad("lines", 8), pad("total", 9),
        pad("schedule", 10), pad("first sync", 12), pad("whole load", 12),
    ].joined())
for row in rows {
    print(
        [
            pad("\(row.events)", 8), pad(format(row.coldOpen), 9), pad(format(row.coldLoad), 9),
            pad(format(row.coldScene), 9), pad("\(row.renderedLines)", 8), pad(format(row.coldTotal), 9),
            pad(format(row.schedulePage), 10), pad(format(row.firstSync), 12), pad(format(row.wholeLoad), 12),
        ].joined())
}
print(
    "\npages in a browser (ms, median): each page type's web scene writing its page as HTML, beside the same "
        + "scene drawn on the console, both built anew over the Core")
for row in rows {
    for page in row.webPages {
        print(
            "  \(row.events) events, \(page.name): web \(format(page.web, 2)), console \(format(page.console, 2)), "
                + "\(page.bytes / 1024) KB of HTML")
    }
}
let dealerPages = try await DealersAndMapsBenchmark(synthetic: synthetic, response: response).run()

if let largest = rows.last, let bytes = largest.ingestFromBytes {
    let events = Double(largest.events)
    func aim(_ name: String, _ figure: String, _ isMet: Bool) {
        print("  \(name): \(figure) (\(isMet ? "met" : "NOT met"))")
    }
    func kilobytes(_ bytes: Int) -> String { format(Double(bytes) / 1024, 2) + " KB" }
    let reference = bytes.parse + bytes.bareInsert
    let bareReference = 2 * bytes.bareInsert + bytes.tokenizing
    print(
        """

        aims at \(largest.events) events (\(ProcessInfo.processInfo.activeProcessorCount) cores; \
        \(format(Double(bytes.fileBytes) / 1_048_576)) MiB Eurofurence sync file):
          full ingest, bytes to stored (file source, Core sync, SQLite): \(format(bytes.ingest)) ms; \
        references: raw parse \(format(bytes.parse)) ms, bare tokenizing pass \(format(bytes.tokenizing)) ms, \
        bare SQLite insert \(format(bytes.bareInsert)) ms
        """)
    aim("full ingest ≤ 1,500 ms", format(bytes.ingest) + " ms", bytes.ingest <= 1_500)
    aim("full ingest ≤ 2× (raw parse + bare insert)", format(bytes.ingest / reference, 2) + "×", bytes.ingest <= 2 * reference)
    aim(
        "full ingest ≤ 2× bare insert + 1× bare tokenizing pass (\(format(bareReference)) ms)",
        format(bytes.ingest / bareReference, 2) + "×", bytes.ingest <= bareReference)
    aim("whole-convention load ≤ 300 ms", format(largest.wholeLoad) + " ms", largest.wholeLoad <= 300)
    let pages = [
        ("a day's first page", largest.dayPage),
        ("search \"\(searchWord)\" (\(largest.searchHits) hits), ranked", largest.searchPage),
        ("search \"\(narrowSearch)\" (\(largest.narrowHits) hits), ranked", largest.narrowPage),
        ("search \"the\", ranked across fields", largest.rankedPage),
        (
            "a one-letter search (the slowest of \(oneLetterSearches.joined(separator: ", ")): \"\(largest.oneLetter)\"), ranked",
            largest.oneLetterPage
        ),
    ]
    for (name, page) in pages {
        aim("\(name), first page ≤ 5 ms", format(page, 2) + " ms", page <= 5)
    }
    aim(
        "the A–Z first page of \(dealerPages.dealers) dealers ≤ 5 ms", format(dealerPages.listing, 2) + " ms",
        dealerPages.listing <= 5)
    aim(
        "a dealer search's first page (\"fox\", \(dealerPages.searchHits) hits) ≤ 5 ms", format(dealerPages.search, 2) + " ms",
        dealerPages.search <= 5)
    let perEvent = Double(bytes.databaseBytes) / events
    aim(
        "store on disk ≤ 1 KB per event",
        format(perEvent / 1024, 2) + " KB (\(format(Double(bytes.databaseBytes) / 1_048_576)) MiB)", perEvent <= 1024)
    for (name, peak) in [
        ("ingest", bytes.ingestPeakBytes), ("cold start", largest.coldPeakBytes), ("searches", largest.searchPeakBytes),
        ("whole load", largest.wholeLoadPeakBytes),
    ] {
        aim(
            "peak resident memory of \(name) ≤ 2 KB per event above base",
            kilobytes(Int(Double(peak) / events)) + " per event (\(format(Double(peak) / 1_048_576)) MiB)",
            Double(peak) / events <= 2048)
    }
    aim(
        "10-event delta ≤ 1/300 of a full ingest", "1/" + format(bytes.ingest / largest.delta, 0),
        largest.delta * 300 <= bytes.ingest)
    aim("cold start to the first scene ≤ 20 ms", format(largest.coldTotal) + " ms", largest.coldTotal <= 20)
    for page in largest.webPages {
        aim(
            "\(page.name) in a browser ≤ its console scene + 1 ms",
            format(page.web, 2) + " ms (console " + format(page.console, 2) + " ms; " + kilobytes(page.bytes) + " of HTML)",
            page.web <= page.console + 1)
    }
    print("  (parse ≤ 1.5× xmllint --stream: printed by conbook-benchmarks)")
}
