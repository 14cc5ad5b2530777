public import ConbookCore
public import ConbookDirector
import ConbookModuleKit

/// Makes one browser session's scenes, all in its language and telling its notices. Each web
/// scene's file makes it a factory of that scene (`extension WebSceneFactory: NewsSceneFactory`),
/// so that together they are the Director's `SceneFactory`.
@MainActor
public struct WebSceneFactory {
    /// The language of the scenes' own words.
    let language: Language
    /// Where the scenes tell the person of what failed.
    let notices: WebNotices
    /// Whether the pages are served to other devices (`--lan`).
    let isServedToOtherDevices: Bool

    /// Creates a factory of one session's scenes; `isServedToOtherDevices` when the pages go to
    /// other devices' browsers (`--lan`).
    public init(language: Language, notices: WebNotices, isServedToOtherDevices: Bool = false) {
        self.language = language
        self.notices = notices
        self.isServedToOtherDevices = isServedToOtherDevices
    }
}

extension WebSceneFactory: SceneFactory {}
