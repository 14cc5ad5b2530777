public import ConbookModuleKit

/// What a friend picked, from their share code: the events this schedule has, numbered, each
/// marked when already a favourite, to take over all at once or one by one.
@MainActor
public protocol SharedPicksScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any SharedPicksSceneDelegate)
    /// Shows the picks.
    func show(_ viewModel: SharedPicksViewModel)
}

/// What the shared picks scene reports.
@MainActor
public protocol SharedPicksSceneDelegate: AnyObject {
    /// The scene is on screen.
    func sharedPicksSceneDidLoad()
    /// The user chose to make every listed event a favourite.
    func sharedPicksSceneDidChooseAddAll()
    /// The user chose to make the event of a row a favourite.
    func sharedPicksSceneDidChooseAdd(row: Int)
    /// The user chose to unmark the event of a row as a favourite.
    func sharedPicksSceneDidChooseRemove(row: Int)
    /// The user chose to keep the picks as a friend's list under a name (as typed), instead of
    /// taking them over.
    func sharedPicksSceneDidChooseKeep(asName name: String)
}
