import ConbookModuleKit

/// What the flows ask of the person's session (`Session`): one scene alone, or sections with a
/// stack of scenes each. Going back and switching sections are the person's, through the front
/// end; the flows only say what to show.
@MainActor
protocol Navigator: AnyObject {
    /// Shows one scene alone, replacing whatever was shown (e.g. the first-launch download).
    func showStandalone(_ scene: any Scene)
    /// Shows the sections, in order, each with its root scene, replacing whatever was shown; the
    /// first section is selected.
    func showSections(_ sections: [Section])
    /// Shows a scene on top of the selected section's stack.
    func push(_ scene: any Scene)
    /// Shows a scene of the menu (About, Settings…) over the selected section for as long as that
    /// section stays selected: selecting another section takes it off, with what was opened from it.
    func present(_ scene: any Scene)
    /// Takes a scene the Director showed (e.g. Login, once done) off the stack that holds it,
    /// with any scene above it; nothing when it is no longer shown.
    func dismiss(_ scene: any Scene)
    /// Ends the session: there is nothing the user can do (e.g. the first download was cancelled).
    func close()
}
