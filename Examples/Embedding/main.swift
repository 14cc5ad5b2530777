// Embedding the Core: the program the article Embedding the Core (Core/ConbookCore.docc) shows,
// compiled with every build and run by the tests (`EmbeddingExampleTests`). It syncs a convention
// into a SQLite file of its own, then says what it stored and what runs now, or why the sync
// failed (exit status 1).
//
//   swift run conbook-embedding-example [API-URL | demo] [DIRECTORY]
//
// Without arguments: the Eurofurence API, and a directory under the system's temporary one.
import ConbookCore
import ConbookDemoData
import ConbookEurofurence
import ConbookRichText
import ConbookSQLite
import ConbookTime
import Foundation

// The source: the Eurofurence API at a base URL, or the demo bundled with Conbook (no network).
let arguments = Array(CommandLine.arguments.dropFirst())
let source = arguments.first ?? "https://app.eurofurence.org/EF27/api"
let api: any ConventionAPI =
    source == "demo"
    ? DemoConventionAPI() : URLSessionConventionAPI(baseURL: URL(string: source)!)
let directory =
    arguments.count > 1
    ? URL(fileURLWithPath: arguments[1]) : FileManager.default.temporaryDirectory.appending(path: "conbook-example")

// The Core over real adapters: SQLite keeps the convention (directory and file are created 0700
// and 0600), the system clock (`PinnedClock(now:)` pins it), the convention's time zone, libxml2
// and cmark for rich text.
let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
let conbook = try Conbook(
    api: api, store: database.store(for: "ef"), clock: SystemClock(),
    calendar: FoundationConventionCalendar(timeZoneIdentifier: "Europe/Berlin")!,
    richTextParser: LibXML2RichTextParser(), imageStore: database.imageStore(for: "ef"))

// The first sync is full, later ones ask for the changes; a failure leaves what was stored as it was.
switch await conbook.refreshConvention.refresh() {
case .success(let sync):
    print(
        "Synced (\(sync.wasFullSync ? "full" : "changes")): \(sync.eventsAdded) events added, "
            + "\(sync.eventsChanged) changed, \(sync.eventsRemoved) removed.")
    // What the source sent that could not be used (an event without a readable start) is left
    // out and said, the rest applied.
    for skipped in sync.skipped { print("Skipped \(skipped)") }
case .failure(let error):
    FileHandle.standardError.write(Data("The sync failed: \(error)\n".utf8))
    exit(1)
}
if let stored = conbook.seeConventionSummary.summary() {
    let counts = stored.counts.filter { $0.count > 0 }.map { "\($0.entityKind): \($0.count)" }
    print("\(stored.identifier) in \(database.fileURL.path): \(counts.joined(separator: ", ")).")
}
for running in conbook.seeRunningAndUpcomingEvents.runningEvents() {
    print("Running now: \(running.event.title)")
}
