import ConbookCore
import ConbookModuleKit

/// Composes the schedule module from the Core: a presenter attached to the scene given.
@MainActor
public struct ScheduleModuleBuilder {
    /// How many events a page lists unless the builder is told otherwise.
    public static let defaultPageSize = 50

    private let conbook: any ScheduleDependencies
    private let pageSize: Int

    /// Creates a builder over the Core.
    ///
    /// - Parameters:
    ///   - conbook: the Core.
    ///   - pageSize: how many events a page of the schedule lists (sections split across pages
    ///     repeat their title); values below 1 count as 1.
    public init(conbook: any ScheduleDependencies, pageSize: Int = ScheduleModuleBuilder.defaultPageSize) {
        self.conbook = conbook
        self.pageSize = max(1, pageSize)
    }

    /// Attaches a schedule presenter to the scene; the scene keeps it alive.
    public func build(scene: any ScheduleScene, delegate: any ScheduleModuleDelegate) {
        let interactor = ScheduleInteractor(
            browseSchedule: conbook.browseSchedule, searchEvents: conbook.searchEvents, seeClashes: conbook.seeClashes,
            hideItems: conbook.hideItems, friendsLists: conbook.friendsLists, people: conbook.people,
            calendar: conbook.calendar,
            texts: ModuleWords(
                ScheduleTexts.self, language: conbook.language, actions: scene.actionWording(in: conbook.language)),
            pageSize: pageSize)
        let presenter = SchedulePresenter(
            scene: scene, delegate: delegate, interactor: interactor, refreshConvention: conbook.refreshConvention)
        conbook.addObserver(presenter)
        scene.setDelegate(presenter)
    }
}
