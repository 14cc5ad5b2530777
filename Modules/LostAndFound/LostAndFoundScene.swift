public import ConbookModuleKit

/// The convention's lost & found: the items grouped by status (lost, found, returned), newest
/// first, each with the time of its status and its picture link; a chosen item expanded with its
/// description and every time known. Without a login, or for a login that is not an attendee's,
/// why not and what to do.
@MainActor
public protocol LostAndFoundScene: Scene {
    /// Attaches the presenter; the scene keeps it for as long as the scene lives.
    func setDelegate(_ delegate: any LostAndFoundSceneDelegate)
    /// Shows the items, that they are being fetched, or why there are none.
    func show(_ viewModel: LostAndFoundViewModel)
    /// Says something went wrong (e.g. a refresh failed, or a choice made on a list that has since
    /// changed); what is shown stays.
    func showError(_ message: String)
}

/// What the Lost & Found scene reports. An item is told by its identity
/// (`LostAndFoundItemViewModel.id`), so that a choice made on a list that has since changed is
/// refused, never applied to another.
@MainActor
public protocol LostAndFoundSceneDelegate: AnyObject {
    /// The scene is on screen.
    func lostAndFoundSceneDidLoad()
    /// The user chose an item of `LostAndFoundViewModel.items`, by its `id` (to expand it, or fold
    /// it again).
    func lostAndFoundSceneDidSelectItem(id: String)
    /// The user chose the picture link of an item of `LostAndFoundViewModel.items`, by its `id`.
    func lostAndFoundSceneDidSelectPicture(id: String)
    /// The user searched for a text (empty: ends the search).
    func lostAndFoundSceneDidSearch(for text: String)
    /// The user asked to log in.
    func lostAndFoundSceneDidAskToLogIn()
    /// The user asked to fetch the list again.
    func lostAndFoundSceneDidAskToRefresh()
}
