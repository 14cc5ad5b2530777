/// Listens to changes of the convention's data. Observers are held weakly.
@MainActor
public protocol ConventionObserver: AnyObject {
    /// Called on the main actor after every change.
    func conventionDidChange(_ change: ConventionChange)
}
