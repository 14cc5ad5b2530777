public import ConbookModuleKit

/// Every text the Messages module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`MessagesTexts`).
public enum MessagesText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case messagesSectionTitle
    case messagesNone
    case messagesNotOffered
    case messagesSavedLoginUnreadable
    case messagesHeading
    case messagesSessionEnded
    case messagesOldLogin
    case messagesNoneYet
    case messagesCount
    case messagesCountWithUnread
    case messageByline
    case messagesNotRefreshed
}
