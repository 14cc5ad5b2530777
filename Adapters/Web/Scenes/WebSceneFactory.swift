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

    /// Creates a factory of one session's scenes.
    public init(language: Language, notices: WebNotices) {
        self.language = language
        self.notices = notices
    }
}

extension WebSceneFactory: SceneFactory {}
