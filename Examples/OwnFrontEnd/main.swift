// A front end of your own on Conbook's presenters: the Schedule module built through its public
// builder, shown by a scene written here (it prints what it is told), without the console or the
// Director. The tests build and run it (`EmbeddingExampleTests`); the article Embedding the Core shows it.
//
//   swift run conbook-own-front-end-example [DIRECTORY]
import ConbookCore
import ConbookDemoData
import ConbookModuleKit
import ConbookRichText
import ConbookSQLite
import ConbookSchedule
import ConbookTime
import Foundation

/// A schedule scene that prints each page it is told to show; its delegate is the presenter.
@MainActor
final class PrintedScheduleScene: ScheduleScene {
    private(set) var delegate: (any ScheduleSceneDelegate)?
    private(set) var shown: ScheduleViewModel?

    func setDelegate(_ delegate: any ScheduleSceneDelegate) {
        self.delegate = delegate
        delegate.scheduleSceneDidLoad()
    }

    func show(_ viewModel: ScheduleViewModel) {
        shown = viewModel
        print(viewModel.heading)
        for section in viewModel.sections {
            print("  " + section.title)
            for row in section.rows {
                print("    \(row.isFavourite ? "★" : " ") \(row.timeRange)  \(row.title) — \(row.room)")
            }
        }
        if let empty = viewModel.emptyMessage { print("  " + empty) }
        if let summary = viewModel.page.summary { print("  " + summary) }
    }

    func showRefreshStatus(_ status: RefreshStatus) {}

    func showError(_ message: String) {
        print("! " + message)
    }
}

/// Where the schedule leads: here, only said.
@MainActor
final class PrintedScheduleRoutes: ScheduleModuleDelegate {
    func scheduleModuleDidSelectEvent(_ event: Event.ID) {
        print("(the event \(event) would open now)")
    }
}

// The Core over the bundled demo, its clock pinned inside the convention, kept in a SQLite file.
let directory =
    CommandLine.arguments.count > 1
    ? URL(fileURLWithPath: CommandLine.arguments[1])
    : FileManager.default.temporaryDirectory.appending(path: "conbook-own-front-end")
let database = try ConbookDatabase(fileURL: directory.appending(path: "conbook.sqlite"))
let conbook = try Conbook(
    api: DemoConventionAPI(), store: database.store(for: "demo"), clock: PinnedClock(now: DemoConvention.pinnedInstant),
    calendar: FoundationConventionCalendar(timeZoneIdentifier: DemoConvention.timeZoneIdentifier)!,
    richTextParser: LibXML2RichTextParser())
if case .failure(let error) = await conbook.refreshConvention.refresh() {
    FileHandle.standardError.write(Data("The sync failed: \(error)\n".utf8))
    exit(1)
}

// The Schedule module, built as the Director builds it, on this front end's scene; then the user
// searches and picks the first event found.
let scene = PrintedScheduleScene()
let routes = PrintedScheduleRoutes()
ScheduleModuleBuilder(conbook: conbook, pageSize: 5).build(scene: scene, delegate: routes)
scene.delegate?.scheduleSceneDidChangeSearchText("quiz")
if let first = scene.shown?.sections.first?.rows.first {
    scene.delegate?.scheduleSceneDidSelectEvent(id: first.id)
}
