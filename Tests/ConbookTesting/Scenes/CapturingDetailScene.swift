/// What every capturing scene of one thing in full (an event, a dealer, a map, an announcement, a
/// knowledge group or entry) records: its presenter, the last display values shown, and the
/// message shown once the thing is unknown or gone. Each such scene is a subclass that adds its
/// scene protocol and the user's actions.
@MainActor
public class CapturingDetailScene<ViewModel, Delegate> {
    /// The presenter.
    public private(set) var delegate: Delegate?
    /// The display values shown last (nil once the thing became unavailable).
    public private(set) var viewModel: ViewModel?
    /// The unavailable message shown, if the thing is unknown or gone.
    public private(set) var unavailableMessage: String?

    /// Creates the scene.
    public init() {}

    /// Attaches the presenter.
    public func setDelegate(_ delegate: Delegate) {
        self.delegate = delegate
    }

    /// Records the display values.
    public func show(_ viewModel: ViewModel) {
        self.viewModel = viewModel
        unavailableMessage = nil
    }

    /// Records that the thing is unknown or gone.
    public func showUnavailable(_ message: String) {
        viewModel = nil
        unavailableMessage = message
    }
}
