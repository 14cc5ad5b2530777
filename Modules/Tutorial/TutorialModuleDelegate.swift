/// What the tutorial module tells whoever shows it.
@MainActor
public protocol TutorialModuleDelegate: AnyObject {
    /// The user agreed to the first download.
    func tutorialModuleDidAccept()
    /// The user declined it.
    func tutorialModuleDidDecline()
}
