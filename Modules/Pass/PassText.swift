public import ConbookModuleKit

/// Every text the Pass module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`PassTexts`).
public enum PassText: String, TextKey {
    case passTitle
    case passFetching
    case passHolder
    case passHolderWithRegistration
    case passNote
    case passNotOffered
    case passLogInPrompt
    case passSessionEnded
    case passOldLogin
    case passNoRegistration
    case passUnreadable
    case passNotFetched
    /// What the menu scene shows, for a front end's menu and help.
    case passSummary
}
