public import ConbookModuleKit

/// Every text the Login module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`LoginTexts`).
public enum LoginText: String, TextKey {
    case loginTitle
    case loginExplanation
    case loginLoggedInAs
}
