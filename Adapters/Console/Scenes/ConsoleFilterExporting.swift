import ConbookCore

/// A scene whose filters `export filter FILE` writes (the Schedule page): the session asks the
/// nearest such scene for its filter, whatever kind of scene it is, and goes back to it after.
@MainActor
public protocol ConsoleFilterExporting: ConsoleScene {
    /// The filters shown, by name; nil before the scene shows its content.
    var shownFilter: ConsoleScheduleFilter? { get }
}

extension ConsoleSceneFactory {
    /// Where `export filter` works, for the error that says so, in a language: the place of the
    /// first kind of scene with filters to export.
    nonisolated static func placeOfFilterExports(in language: Language) -> String? {
        sceneTypes.lazy.compactMap { $0 as? any ConsoleFilterExporting.Type }.first?.placeText(in: language)
    }
}
